"""A small vocabulary for writing cards in Python: for test cards and notebook experiments whose
trigger is not a shape of Oracle text (a card's own text is compiled by ``explorer.oracle``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..abilities import (
    ActivatedAbility,
    Cost,
    Ctx,
    Distribution,
    Effect,
    ManaProduction,
    Steps,
    Target,
    TargetSpec,
    TriggeredAbility,
    When,
    immediate,
)
from ..events import EventKind as K
from ..events import ZoneEvent
from ..rules import damage, life

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj


def _creature(game: Kernel, t: Target) -> Obj | None:
    if isinstance(t, int):
        obj = game.state.find(t)
        if obj is not None and obj.is_creature:
            return obj
    return None


def _any_target(game: Kernel, chooser: str, t: Target) -> bool:
    """115.4: a creature, a player, a planeswalker or a battle."""
    if isinstance(t, str):
        return True
    obj = game.state.find(t)
    return obj is not None and any(obj.is_type(k) for k in ("Creature", "Planeswalker",
                                                             "Battle"))


ANY_TARGET = TargetSpec("any target (a creature, player, planeswalker or battle)", _any_target)


TARGET_CREATURE = TargetSpec("a creature", lambda game, chooser, t: _creature(game, t) is not None)


def deal_damage(amount: int) -> Effect:
    """"[This] deals N damage to [the target]." (120)"""

    def effect(ctx: Ctx) -> Steps:
        target = ctx.targets[0] if ctx.targets else None
        if target is not None:
            oid = ctx.source.oid if ctx.source is not None else None
            yield from damage.damage(ctx.game, ctx.source_name, oid, target, amount,
                                     source=ctx.source)

    return effect


def gain_life(amount: int) -> Effect:
    """"You gain N life." (119.3)"""

    @immediate
    def effect(ctx: Ctx) -> None:
        life.change_life(ctx.game, ctx.controller, amount, ctx.source_name, rule="119.3")

    return effect


def tap_for(mana: str) -> ActivatedAbility:
    """"{T}: Add {G}." — a mana ability (605.1a); tapping for mana (106.12)."""
    symbols = "".join("{" + m + "}" for m in mana)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {symbols}.",
                            mana=ManaProduction(fixed=mana))


def when_enters(text: str, effect: Effect, *targets: TargetSpec) -> TriggeredAbility:
    """"When this permanent enters, …" (603.6a)."""

    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.to_zone == "battlefield"
                and event.target == obj.handle)

    return TriggeredAbility(text, When(K.ZONE_CHANGED, entered), effect, tuple(targets))


def at_beginning_of(step: str, text: str, effect: Effect, *targets: TargetSpec,
                    whose: str = "your",
                    condition: Callable[[Kernel, Obj, Event | None], bool] | None = None,
                    distribute: Distribution | None = None) -> TriggeredAbility:
    """"At the beginning of your [step], …" (603.2b); ``whose="each"`` for every player's."""

    def began(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.step == step and (whose == "each" or event.active == obj.controller)

    return TriggeredAbility(text, When(K.STEP_BEGAN, began), effect, tuple(targets),
                            condition=condition, distribute=distribute)


def mana_ability(cost: Cost, production: ManaProduction, text: str | None = None
                 ) -> ActivatedAbility:
    """Any activated mana ability (605.1a): a cost and what it adds."""
    return ActivatedAbility(cost, text or f"{cost.text()}: Add {production.text()}.",
                            mana=production)
