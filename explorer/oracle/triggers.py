"""Trigger conditions (603.1, 603.2): the words between "When", "Whenever" or "At" and the comma.

Each template reads one shape of trigger event into a :class:`Trigger`: an event pattern
(:class:`~explorer.abilities.When` — the kinds of event and a test of its fields), plus what the
rules say about that kind of trigger: a leaves-the-battlefield trigger looks back in time
(603.10a); a trigger on a mana ability that adds mana is itself a mana ability (605.1b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..abilities import When
from ..events import CombatEvent, SpellEvent, ZoneEvent
from ..events import EventKind as K
from .patterns import GRAMMAR, table
from .phrases import Objects

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .scope import Scope

trigger = GRAMMAR.template


@dataclass(frozen=True)
class Trigger:
    when: When
    looks_back: bool = False  # 603.10a
    on_mana: bool = False  # triggers on a mana ability being activated (605.1b)
    condition: Condition | None = None  # "while …", checked as it triggers


# -- zone changes (603.6) -----------------------------------------------------------------------
def _this_entered(game: Kernel, event: Event, obj: Obj) -> bool:
    return (isinstance(event, ZoneEvent) and event.to_zone == "battlefield"
            and event.target == obj.handle)


@trigger("trigger", "~ enters", "~ enters the battlefield", rule="603.6a",
         runs="explorer.rules.triggers")
def _enters(scope: Scope) -> Trigger:
    return Trigger(When(K.ZONE_CHANGED, _this_entered))


@trigger("trigger", "{what:objects} enters", "a {what:objects} enters", "an {what:objects} enters",
         "{what:objects} enters the battlefield", "a {what:objects} enters the battlefield",
         rule="603.6a", runs="explorer.rules.triggers")
def _other_enters(scope: Scope, what: Objects) -> Trigger:
    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, ZoneEvent) or event.to_zone != "battlefield":
            return False
        other = game.state.find_handle(event.target) if event.target else None
        return (other is not None and what.test(game, obj.controller, other)
                and not (what.other and other.oid == obj.oid))

    return Trigger(When(K.ZONE_CHANGED, entered))


@trigger("trigger", "~ dies", rule="603.6c", runs="explorer.rules.triggers")
def _dies(scope: Scope) -> Trigger:
    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and event.target == obj.handle
                and obj.is_creature)

    return Trigger(When(K.ZONE_CHANGED, died), looks_back=True)


# -- combat (508.3a) -------------------------------------------------------------------------------
@trigger("trigger", "~ attacks", rule="508.3a", runs="explorer.rules.combat")
def _attacks(scope: Scope) -> Trigger:
    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        return isinstance(event, CombatEvent) and event.permanent == obj.handle

    return Trigger(When(K.ATTACK_DECLARED, attacked))


# -- steps (603.2b) --------------------------------------------------------------------------------
table("step", {"upkeep": "upkeep", "draw step": "draw", "end step": "end",
               "precombat main phase": "precombat_main", "first main phase": "precombat_main",
               "combat": "beginning_of_combat", "postcombat main phase": "postcombat_main"})


def _step_began(step: str, whose: str) -> When:
    def began(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.step == step and (whose == "each" or event.active == obj.controller)

    return When(K.STEP_BEGAN, began)


@trigger("trigger", "the beginning of your {step:step}",
         "the beginning of {step:step} on your turn", rule="603.2b", runs="explorer.rules.turns")
def _your_step(scope: Scope, step: str) -> Trigger:
    return Trigger(_step_began(step, "your"))


@trigger("trigger", "the beginning of each {step:step}",
         "the beginning of each player's {step:step}", rule="603.2b", runs="explorer.rules.turns")
def _each_step(scope: Scope, step: str) -> Trigger:
    return Trigger(_step_began(step, "each"))


# -- the monarch (724) -----------------------------------------------------------------------------
@trigger("trigger", "you become the monarch", rule="724.3", runs="explorer.rules.monarch")
def _you_become_monarch(scope: Scope) -> Trigger:
    return Trigger(When(K.MONARCH_CHANGED, lambda game, event, obj:
                        event.player == obj.controller))


@trigger("trigger", "an opponent becomes the monarch", rule="724.3", runs="explorer.rules.monarch")
def _opponent_becomes_monarch(scope: Scope) -> Trigger:
    return Trigger(When(K.MONARCH_CHANGED, lambda game, event, obj:
                        event.player not in (None, obj.controller)))


# -- tapped for mana (106.12a) ---------------------------------------------------------------------
def _tapped(game: Kernel, event: Event) -> Obj | None:
    return game.state.find_handle(event.target) if event.target else None


@trigger("trigger", "a player taps a {what:objects} for mana",
         "a player taps an {what:objects} for mana", rule="106.12a", runs="explorer.rules.mana")
def _player_taps(scope: Scope, what: Objects) -> Trigger:
    def tapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return it is not None and what.test(game, obj.controller, it)

    return Trigger(When(K.TAPPED_FOR_MANA, tapped), on_mana=True)


@trigger("trigger", "a {what:objects} is tapped for mana", "an {what:objects} is tapped for mana",
         rule="106.12a", runs="explorer.rules.mana")
def _is_tapped(scope: Scope, what: Objects) -> Trigger:
    return _player_taps(scope, what)


@trigger("trigger", "you tap a {what:objects} for mana", "you tap an {what:objects} for mana",
         rule="106.12a", runs="explorer.rules.mana")
def _you_tap(scope: Scope, what: Objects) -> Trigger:
    def tapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return (it is not None and event.player == obj.controller
                and what.test(game, obj.controller, it))

    return Trigger(When(K.TAPPED_FOR_MANA, tapped), on_mana=True)


@trigger("trigger", "you tap a {what:objects} for mana while {test:condition}",
         rule="106.12a", runs="explorer.rules.mana")
def _you_tap_while(scope: Scope, what: Objects, test: Condition) -> Trigger:
    shape = _you_tap(scope, what)
    return Trigger(shape.when, on_mana=True, condition=test)


table("noun", {"land": "land", "Forest": "Forest", "Swamp": "Swamp", "Island": "Island",
               "Mountain": "Mountain", "Plains": "Plains", "permanent": "permanent",
               "creature": "creature"})


@trigger("trigger", "enchanted {noun} is tapped for mana", rule="106.12a",
         runs="explorer.rules.mana")
def _enchanted_tapped(scope: Scope, noun: str) -> Trigger:
    def tapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return it is not None and obj.attached_to == it.oid

    return Trigger(When(K.TAPPED_FOR_MANA, tapped), on_mana=True)


# -- spells (601.2i) -------------------------------------------------------------------------------
def _cast_by(who: str, what: Objects | None) -> When:
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        if who == "you" and event.player != obj.controller:
            return False
        if who == "opponent" and event.player in (None, obj.controller):
            return False
        if what is None:
            return True
        spell = _spell_on_stack(game, event)
        return spell is not None and what.test(game, obj.controller, spell)

    return When(K.SPELL_CAST, cast)


def _spell_on_stack(game: Kernel, event: Event) -> Any:
    oid = event.oid if isinstance(event, SpellEvent) else None
    item = next((i for i in game.state.stack if i.sid == oid and i.card is not None), None)
    return item.card if item is not None else None


@trigger("trigger", "you cast a spell", rule="601.2i", runs="explorer.rules.stack")
def _you_cast(scope: Scope) -> Trigger:
    return Trigger(_cast_by("you", None))


@trigger("trigger", "you cast a {what:objects} spell", "you cast an {what:objects} spell",
         rule="601.2i", runs="explorer.rules.stack")
def _you_cast_a(scope: Scope, what: Objects) -> Trigger:
    return Trigger(_cast_by("you", what))


@trigger("trigger", "a player casts a spell", rule="601.2i", runs="explorer.rules.stack")
def _player_casts(scope: Scope) -> Trigger:
    return Trigger(_cast_by("any", None))


@trigger("trigger", "an opponent casts a spell", rule="601.2i", runs="explorer.rules.stack")
def _opponent_casts(scope: Scope) -> Trigger:
    return Trigger(_cast_by("opponent", None))


@trigger("trigger", "a player casts a spell with mana value equal to the number of "
         "{counter:counter} counters on ~", rule="601.2i", runs="explorer.rules.stack")
def _casts_mana_value(scope: Scope, counter: str) -> Trigger:
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.amount == obj.counters.get(counter, 0)

    return Trigger(When(K.SPELL_CAST, cast))
