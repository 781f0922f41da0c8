"""Awaken (702.113), on some instants and sorceries.

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell" (an alternative cost, 118.9: cast with ``"choices": {"alternative": true}``)
and "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control.
That land becomes a 0/0 Elemental creature with haste. It's still a land." 702.113b: that target
is chosen only if the awaken cost was paid — it is the spell's last target then. The land stays
a creature as long as it stays on the battlefield (the lasting animation earthbend uses too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Ctx, Effect, Steps, Target, TargetSpec
from ..state import Becomes
from . import layers
from .counters import put_counters

if TYPE_CHECKING:
    from ..kernel import Kernel


def _land_you_control(game: Kernel, chooser: str, t: Target) -> bool:
    obj = game.state.find(t) if isinstance(t, int) else None
    return obj is not None and obj.is_type("Land") and obj.controller == chooser


LAND = TargetSpec("a land you control (awaken)", _land_you_control)


def effect(n: int) -> Effect:
    """The awaken ability, as the spell resolves after what its other text does (608.2c)."""

    def awaken(ctx: Ctx) -> Steps:
        if not ctx.choices.get("alternative") or not ctx.targets:
            return
        target = ctx.targets[-1]
        land = ctx.game.state.find(target) if isinstance(target, int) else None
        if land is None:
            return  # an illegal target: this part does nothing (608.2b)
        yield from put_counters(ctx.game, land, "+1/+1", n, ctx.source_name, rule="702.113a")
        if ctx.game.state.find(land.oid) is None:
            return
        layers.become(ctx.game, land, Becomes(0, 0, ("Creature",), ("Elemental",),
                                              keywords=("Haste",), source=ctx.source_name,
                                              until_end_of_turn=False),
                      ctx.controller, rule="702.113a")

    return awaken
