"""Backup (702.165a): "Backup N" means "When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it gains the following abilities until end of turn." —
"the following abilities" being those printed after the backup ability on the card.

The Oracle compiler reads the abilities that follow; this explorer grants keyword abilities the
rules modules apply (flying, first strike, lifelink …: 613.1f, layer 6) and refuses a card
whose backup would grant any other ability. The creature with backup keeps its own abilities
(the ruling: they aren't moved, only given).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .layers import until_end_of_turn

if TYPE_CHECKING:
    from ..abilities import Ctx, Effect, Steps

KEYWORD = "Backup"


def backup(counters: Effect, keywords: tuple[str, ...]) -> Effect:
    """Put the counters on the target; if it isn't this creature, it gains ``keywords`` until
    end of turn (702.165a)."""

    def run(ctx: Ctx) -> Steps:
        yield from counters(ctx)
        me = ctx.source
        for obj in ctx.target_objs():
            if keywords and (me is None or obj.oid != me.oid):
                until_end_of_turn(ctx.game, obj, ctx.source_name, ctx.controller,
                                  keywords=keywords)

    return run
