"""The small vocabulary cards are written in: targets, effects, costs and triggers.

Each building block does one thing through the rules modules, so a card reads like its Oracle text
and a rule is written once. A user can compose new cards from these in a notebook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import (
    ActivatedAbility,
    Cost,
    Ctx,
    Effect,
    ManaProduction,
    SpellAbility,
    Steps,
    Target,
    TargetSpec,
    TriggeredAbility,
)
from ..rules import damage, zones
from ..state import PTEffect

if TYPE_CHECKING:
    from ..events import Event
    from ..game import Game
    from ..state import Obj


# -- targets (115) -------------------------------------------------------------------------------
def _creature(game: Game, t: Target) -> Obj | None:
    if isinstance(t, int):
        obj = game.state.find(t)
        if obj is not None and obj.is_creature:
            return obj
    return None


ANY_TARGET = TargetSpec(
    "any target (a creature, player, planeswalker or battle)",
    lambda game, chooser, t: isinstance(t, str) or (
        isinstance(t, int) and (obj := game.state.find(t)) is not None
        and any(obj.is_type(k) for k in ("Creature", "Planeswalker", "Battle"))))
TARGET_CREATURE = TargetSpec("a creature", lambda game, chooser, t: _creature(game, t) is not None)
TARGET_PLAYER = TargetSpec("a player", lambda game, chooser, t: isinstance(t, str))
CREATURE_YOU_CONTROL = TargetSpec(
    "a creature you control",
    lambda game, chooser, t: (c := _creature(game, t)) is not None and c.controller == chooser)


# -- effects -------------------------------------------------------------------------------------
def deal_damage(amount: int) -> Effect:
    """"[This] deals N damage to [the target]." (120)"""

    def effect(ctx: Ctx) -> Steps:
        target = ctx.targets[0] if ctx.targets else None
        if target is not None:
            oid = ctx.source.oid if ctx.source is not None else None
            yield from damage.damage(ctx.game, ctx.source_name, oid, target, amount)

    return effect


def pump(power: int, toughness: int) -> Effect:
    """"Target creature gets +N/+N until end of turn." (613.4c, ends in cleanup 514.2)"""

    def effect(ctx: Ctx) -> Steps:
        for obj in ctx.target_objs():
            ctx.game.state.effects.append(PTEffect(obj.oid, power, toughness, ctx.source_name))
            ctx.game.emit("effect_created", player=ctx.controller, source=ctx.source_name,
                          target=obj.handle, rule="613.4c",
                          detail=f"{power:+d}/{toughness:+d} until end of turn")
        return
        yield

    return effect


def flicker() -> Effect:
    """"Exile target creature you control, then return that card to the battlefield under your
    control." It comes back as a new object (400.7): summoning sick, without damage."""

    def effect(ctx: Ctx) -> Steps:
        for obj in ctx.target_objs():
            exiled = zones.move(ctx.game, obj, "exile", "610.1")
            yield from zones.enter(ctx.game, exiled, ctx.controller, "610.1")

    return effect


def gain_life(amount: int) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        player = ctx.game.state.player(ctx.controller)
        before = player.life
        player.life += amount
        ctx.game.emit("life_changed", player=player.name, source=ctx.source_name, amount=amount,
                      rule="119.3", detail=f"{before} -> {player.life}")
        return
        yield

    return effect


def draw_cards(n: int) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        zones.draw(ctx.game, ctx.controller, n)
        return
        yield

    return effect


# -- abilities -----------------------------------------------------------------------------------
def spell(text: str, effect: Effect, *targets: TargetSpec) -> SpellAbility:
    return SpellAbility(text, effect, tuple(targets))


def tap_for(mana: str) -> ActivatedAbility:
    """"{T}: Add {G}." — a mana ability (605.1a); tapping for mana (106.12)."""
    symbols = "".join("{" + m + "}" for m in mana)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {symbols}.",
                            mana=ManaProduction(fixed=mana))


def tap_for_any_color(amount: int = 1) -> ActivatedAbility:
    production = ManaProduction(choose_from="WUBRG", amount=amount)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {production.text()}.", mana=production)


def when_enters(text: str, effect: Effect, *targets: TargetSpec) -> TriggeredAbility:
    """"When this permanent enters, …" (603.6a)."""

    def trigger(game: Game, event: Event, obj: Obj) -> bool:
        return (event.event == "zone_changed" and event.target == obj.handle
                and (event.detail or "").endswith("-> battlefield"))

    return TriggeredAbility(text, trigger, effect, tuple(targets))


def at_beginning_of(step: str, text: str, effect: Effect, *targets: TargetSpec,
                    whose: str = "your") -> TriggeredAbility:
    """"At the beginning of your [step], …" (603.2b); ``whose="each"`` for every player's."""

    def trigger(game: Game, event: Event, obj: Obj) -> bool:
        return (event.event == "step_began" and event.detail == step
                and (whose == "each" or event.active == obj.controller))

    return TriggeredAbility(text, trigger, effect, tuple(targets))
