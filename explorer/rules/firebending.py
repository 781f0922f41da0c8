"""Firebending (702.189a): "Firebending N" means "Whenever this creature attacks, add N {R}.
Until end of combat, you don't lose this mana as steps and phases end."

The ability goes on the stack as it triggers and adds the mana as it resolves; the mana is
marked to last (``ManaUnit.until_end_of_combat``): the combat steps that end before the end of
combat step leave it in the pool (``mana.empty_pools``), and it empties as the end of combat
step ends, or in any step after. A board file keeps the mark (``"lasts": "end_of_combat"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import mana

if TYPE_CHECKING:
    from ..abilities import Ctx, Effect, Steps

KEYWORD = "Firebending"


def add(n: int) -> Effect:
    """"Add N {R}. Until end of combat, you don't lose this mana as steps and phases end." """

    def run(ctx: Ctx) -> Steps:
        mana.add_mana(ctx.game, ctx.game.state.player(ctx.controller), "R" * n,
                      ctx.source_name, rule="702.189a", until_end_of_combat=True)
        yield from ()

    return run
