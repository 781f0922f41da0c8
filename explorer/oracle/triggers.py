"""Trigger conditions (603.1, 603.2): the words between "When", "Whenever" or "At" and the comma.

Each template reads one shape of trigger event into a :class:`Trigger`: an event pattern
(:class:`~explorer.abilities.When` — the kinds of event and a test of its fields), plus what the
rules say about that kind of trigger: a leaves-the-battlefield trigger looks back in time
(603.10a); a trigger on a mana ability that adds mana is itself a mana ability (605.1b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..abilities import Ctx, When
from ..events import CombatEvent, CounterEvent, DamageEvent, SpellEvent, ZoneEvent
from ..events import EventKind as K
from ..rules import crimes, layers
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import Objects, stat_of

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
    # The trigger event took another object off the battlefield ("whenever a creature you
    # control dies"): "it" and "that creature" name it — as it last existed (603.10a), or as
    # the card it became in a public zone, for an effect that moves that card (400.7e).
    left_other: bool = False
    on_mana: bool = False  # triggers on a mana ability being activated (605.1b)
    condition: Condition | None = None  # "while …", checked as it triggers
    # The trigger event is about another object ("whenever a creature you control enters"):
    # "it" and "that creature" in the effect mean that object, not this one.
    subject: bool = False
    # What "that creature" means when it isn't the object the event is about ("Whenever ~
    # blocks a creature, that creature …": the attacker it blocks).
    referent: Callable[[Ctx], list[Any]] | None = None
    # What "that player" means when it isn't the player who acted ("Whenever a creature
    # attacks one of your opponents, that player …": the player attacked).
    player: Callable[[Ctx], list[Any]] | None = None
    # "When you cast this spell": an ability of the spell itself, which triggers as it is cast
    # (601.2i) — while the card is on the stack, not a permanent.
    on_cast: bool = False
    # "When ~ is put into your graveyard from your library": an ability of the card in the
    # graveyard (Narcomoeba), which triggers as it arrives there.
    in_graveyard: bool = False


# -- zone changes (603.6) -----------------------------------------------------------------------
def _this_entered(game: Kernel, event: Event, obj: Obj) -> bool:
    return (isinstance(event, ZoneEvent) and event.to_zone == "battlefield"
            and event.target == obj.handle)


@trigger("trigger", "~ enters", "~ enters the battlefield", rule="603.6a",
         runs="explorer.rules.triggers")
def _enters(scope: Scope) -> Trigger:
    return Trigger(When(K.ZONE_CHANGED, _this_entered))


def _entered(game: Kernel, event: Event) -> Obj | None:
    """The permanent a zone change put onto the battlefield, or None."""
    if not isinstance(event, ZoneEvent) or event.to_zone != "battlefield" or not event.target:
        return None
    return game.state.find_handle(event.target)


def _combatant(game: Kernel, event: Event | None) -> Obj | None:
    """The attacking or blocking creature a declaration is about (its ``permanent``)."""
    if not isinstance(event, CombatEvent) or not event.permanent:
        return None
    return game.state.find_handle(event.permanent)


@trigger("trigger", "{what:objects} enters", "a {what:objects} enters", "an {what:objects} enters",
         "{what:objects} enters the battlefield", "a {what:objects} enters the battlefield",
         rule="603.6a", runs="explorer.rules.triggers")
def _other_enters(scope: Scope, what: Objects) -> Trigger:
    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        other = _entered(game, event)
        return (other is not None and what.test(game, obj.controller, other)
                and not (what.other and other.oid == obj.oid))

    return Trigger(When(K.ZONE_CHANGED, entered), subject=True)


@trigger("trigger", "~ or another {what:objects} enters", rule="603.6a",
         runs="explorer.rules.triggers")
def _this_or_another_enters(scope: Scope, what: Objects) -> Trigger:
    """Hada Freeblade: "Whenever ~ or another Ally you control enters" — itself, or another
    permanent of that kind."""
    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        other = _entered(game, event)
        return other is not None and (other.oid == obj.oid
                                      or what.test(game, obj.controller, other))

    return Trigger(When(K.ZONE_CHANGED, entered), subject=True)


@trigger("trigger", "~ enters untapped", rule="603.6a", runs="explorer.rules.triggers")
def _enters_untapped(scope: Scope) -> Trigger:
    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        return _this_entered(game, event, obj) and not obj.tapped

    return Trigger(When(K.ZONE_CHANGED, entered))


@trigger("trigger", "~ is turned face up", rule="708.8", runs="explorer.rules.morph")
def _turned_face_up(scope: Scope) -> Trigger:
    """A morph card's "When this creature is turned face up, …" (708.8): it is the same
    permanent, now with this ability."""

    def turned(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.event is K.TURNED_FACE_UP and event.target == obj.handle

    return Trigger(When(K.TURNED_FACE_UP, turned))


@trigger("trigger", "~ dies", rule="603.6c", runs="explorer.rules.triggers")
def _dies(scope: Scope) -> Trigger:
    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and event.target == obj.handle
                and obj.is_creature)

    return Trigger(When(K.ZONE_CHANGED, died), looks_back=True)


@trigger("trigger", "~ leaves the battlefield", rule="603.6c", runs="explorer.rules.triggers")
def _leaves(scope: Scope) -> Trigger:
    """To any zone: destroyed, exiled, bounced (603.6c), looked at as it last existed (603.10a)."""

    def left(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone != "battlefield" and event.target == obj.handle)

    return Trigger(When(K.ZONE_CHANGED, left), looks_back=True)


@trigger("trigger", "~ is put into a graveyard from the battlefield",
         "~ is put into your graveyard from the battlefield", rule="603.6c",
         runs="explorer.rules.triggers")
def _put_into_graveyard(scope: Scope) -> Trigger:
    """"Dies" for any permanent, not only a creature (700.4): Rancor, an Aura."""

    def went(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and event.target == obj.handle)

    return Trigger(When(K.ZONE_CHANGED, went), looks_back=True)


@trigger("trigger", "~ becomes monstrous", rule="701.37b",
         runs="explorer.rules.keyword_actions")
def _becomes_monstrous(scope: Scope) -> Trigger:
    return Trigger(When(K.BECAME_MONSTROUS, lambda game, event, obj:
                        event.target == obj.handle))


@trigger("trigger", "~ becomes tapped", rule="701.26a", runs="explorer.rules.keyword_actions")
def _becomes_tapped(scope: Scope) -> Trigger:
    """However it is tapped: for mana, to attack, by an effect (City of Brass). It adds no mana,
    so it isn't a mana ability (605.1b) and uses the stack."""
    return Trigger(When(K.TAPPED, lambda game, event, obj: event.target == obj.handle))


@trigger("trigger", "a {what:objects} becomes untapped", "an {what:objects} becomes untapped",
         rule="701.26b", runs="explorer.rules.keyword_actions")
def _becomes_untapped(scope: Scope, what: Objects) -> Trigger:
    """Wake Thrasher: "Whenever a permanent you control becomes untapped" — however it untaps:
    in the untap step, where all of them untap at once (502.3) and it triggers once for each,
    or by an effect (701.26b)."""

    def untapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return (it is not None and what.test(game, obj.controller, it)
                and not (what.other and it.oid == obj.oid))

    return Trigger(When(K.UNTAPPED, untapped), subject=True)


@trigger("trigger", "a {what:objects} becomes tapped", "an {what:objects} becomes tapped",
         rule="701.26a", runs="explorer.rules.keyword_actions")
def _other_becomes_tapped(scope: Scope, what: Objects) -> Trigger:
    """"Whenever a creature you control becomes tapped" — however it is tapped (to attack, for
    a cost, by an effect), once for each; "it" is the permanent tapped."""

    def tapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return (it is not None and what.test(game, obj.controller, it)
                and not (what.other and it.oid == obj.oid))

    return Trigger(When(K.TAPPED, tapped), subject=True)


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
    """At the beginning of a step: ``whose`` is "your" (its controller's turn), "opponent's"
    (each opponent's turn) or "each" (every turn). "That player" is the active one."""

    def began(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.step == step and (
            whose == "each" or (event.active == obj.controller) == (whose == "your"))

    return When(K.STEP_BEGAN, began)


@trigger("trigger", "the beginning of your {step:step}",
         "the beginning of {step:step} on your turn", rule="603.2b", runs="explorer.rules.turns")
def _your_step(scope: Scope, step: str) -> Trigger:
    return Trigger(_step_began(step, "your"))


@trigger("trigger", "the beginning of each opponent's {step:step}", rule="603.2b",
         runs="explorer.rules.turns")
def _opponents_step(scope: Scope, step: str) -> Trigger:
    """"At the beginning of each opponent's upkeep, that player loses 1 life.": in each
    opponent's turn (102.1); "that player" is that opponent, the active player."""
    return Trigger(_step_began(step, "opponent's"))


@trigger("trigger", "the beginning of each {step:step}",
         "the beginning of each player's {step:step}", "the beginning of the {step:step}",
         rule="603.2b", runs="explorer.rules.turns")
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


@trigger("trigger", "you tap ~ for mana", "~ is tapped for mana", rule="106.12a",
         runs="explorer.rules.mana")
def _you_tap_this(scope: Scope) -> Trigger:
    """Zhur-Taa Druid, Forbidden Orchard: it triggers on this permanent's mana ability. Unless
    it adds mana (and has no target) it isn't a mana ability and uses the stack (605.1b)."""

    def tapped(game: Kernel, event: Event, obj: Obj) -> bool:
        it = _tapped(game, event)
        return it is not None and it.oid == obj.oid

    return Trigger(When(K.TAPPED_FOR_MANA, tapped), on_mana=True)


@trigger("trigger", "you tap a {what:objects} for mana while {test:condition}",
         rule="106.12a", runs="explorer.rules.mana")
def _you_tap_while(scope: Scope, what: Objects, test: Condition) -> Trigger:
    shape = _you_tap(scope, what)
    return Trigger(shape.when, on_mana=True, condition=test)


@trigger("trigger", "a land's ability causes you to add one or more mana of the chosen color",
         rule="605.1b", runs="explorer.rules.mana")
def _land_adds_chosen_color(scope: Scope) -> Trigger:
    """Caged Sun: any mana ability of a land (not only one with {T}) that adds mana of the
    color chosen as this permanent entered (614.12a) to its controller's pool; it triggers
    once for the ability however much it adds, and — adding mana itself — is a mana ability
    (605.1b) that resolves at once (605.4a)."""

    def added(game: Kernel, event: Event, obj: Obj) -> bool:
        land = game.actor
        return (land is not None and land.is_type("Land") and event.player == obj.controller
                and event.mana == obj.choices.get("color"))

    return Trigger(When(K.MANA_ADDED, added), on_mana=True)


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
def _cast_by(who: str, what: Objects | None, *, chosen_type: bool = False) -> When:
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        if who == "you" and event.player != obj.controller:
            return False
        if who == "opponent" and event.player in (None, obj.controller):
            return False
        if what is None:
            return True
        spell = _spell_on_stack(game, event)
        if chosen_type and (spell is None
                            or obj.choices.get("creature_type") not in spell.subtypes):
            return False
        return spell is not None and what.test(game, obj.controller, spell)

    return When(K.SPELL_CAST, cast)


def _spell_on_stack(game: Kernel, event: Event) -> Any:
    oid = event.oid if isinstance(event, SpellEvent) else None
    item = next((i for i in game.state.stack if i.sid == oid and i.card is not None), None)
    return item.card if item is not None else None


@trigger("trigger", "~ is put into your graveyard from your library", rule="603.6",
         runs="explorer.rules.triggers")
def _milled_into_graveyard(scope: Scope) -> Trigger:
    """Narcomoeba: an ability that works from the graveyard — it triggers as the card is put
    there from its owner's library (milled, surveilled, discarded from the top), the card in the
    graveyard being its source."""

    def milled(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "library"
                and event.to_zone == "graveyard" and event.target == obj.handle
                and obj.zone == "graveyard")

    return Trigger(When(K.ZONE_CHANGED, milled), in_graveyard=True)


@trigger("trigger", "you cast this spell", "you cast ~", rule="601.2i",
         runs="explorer.rules.triggers")
def _you_cast_this(scope: Scope) -> Trigger:
    """Ulamog, the Ceaseless Hunger: "When you cast this spell, …" — it triggers as the spell
    becomes cast (601.2i), goes on the stack above it the next time a player would receive
    priority (603.3) and so resolves first — even if the spell is countered meanwhile."""
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, SpellEvent) and obj.zone == "stack"
                and _spell_on_stack(game, event) is obj and event.player == obj.controller)

    return Trigger(When(K.SPELL_CAST, cast), on_cast=True)


@trigger("trigger", "you cast a spell", rule="601.2i", runs="explorer.rules.stack")
def _you_cast(scope: Scope) -> Trigger:
    return Trigger(_cast_by("you", None))


@trigger("trigger", "you cast a spell during an opponent's turn", rule="601.2i",
         runs="explorer.rules.stack")
def _you_cast_on_their_turn(scope: Scope) -> Trigger:
    """Brineborn Cutthroat: cast while another player is the active player (102.1)."""
    yours = _cast_by("you", None)
    return Trigger(When(K.SPELL_CAST, lambda game, event, obj: yours.matches(game, event, obj)
                        and game.state.active != obj.controller))


@trigger("trigger", "you cast a {what:objects} spell", "you cast an {what:objects} spell",
         rule="601.2i", runs="explorer.rules.stack")
def _you_cast_a(scope: Scope, what: Objects) -> Trigger:
    return Trigger(_cast_by("you", what))


@trigger("trigger", "you cast a spell that targets ~", rule="601.2i",
         runs="explorer.rules.stack")
def _you_target_this(scope: Scope) -> Trigger:
    """Heroic: "Whenever you cast a spell that targets ~" — its targets are chosen as it is
    cast (601.2c), so they are known as the cast is complete (601.2i)."""

    def targets_this(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        return (event.player == obj.controller and item is not None
                and obj.oid in item.targets)

    return Trigger(When(K.SPELL_CAST, targets_this))


@trigger("trigger", "you cast or copy a {what:objects} spell",
         "you cast or copy an {what:objects} spell", rule="601.2i",
         runs="explorer.rules.stack")
def _you_cast_or_copy(scope: Scope, what: Objects) -> Trigger:
    """Magecraft: "Whenever you cast or copy an instant or sorcery spell". Nothing in the
    explorer copies a spell (707.10), so casting one is the only way it triggers."""
    return Trigger(_cast_by("you", what))


@trigger("trigger", "you cast a {what:objects} spell of the chosen type",
         "you cast an {what:objects} spell of the chosen type", rule="601.2i",
         runs="explorer.rules.stack")
def _you_cast_chosen_type(scope: Scope, what: Objects) -> Trigger:
    """Vanquisher's Banner: "Whenever you cast a creature spell of the chosen type" — the type
    chosen as this permanent entered (614.12a)."""
    return Trigger(_cast_by("you", what, chosen_type=True))


table("caster", {"you cast": "you", "a player casts": "any", "an opponent casts": "opponent"})
table("greater_or_less", {"greater": "greater", "less": "less"})


@trigger("trigger", "{who:caster} a {what:objects} spell with {stat:stat} {n:number} or "
         "{how:greater_or_less}",
         "{who:caster} an {what:objects} spell with {stat:stat} {n:number} or "
         "{how:greater_or_less}",
         "{who:caster} a spell with {stat:stat} {n:number} or {how:greater_or_less}",
         rule="601.2i", runs="explorer.rules.stack")
def _cast_with_stat(scope: Scope, who: str, stat: str, n: int, how: str,
                    what: Objects | None = None) -> Trigger:
    """"Whenever you cast a creature spell with mana value 4 or greater", "Whenever you cast a
    spell with mana value 5 or greater" (Stormkeld Prowler), "… an opponent casts a spell with
    mana value 3 or less" — the spell as it is on the stack (its mana value there counts X,
    202.3e)."""
    def fits(game: Kernel, you: str, o: Obj) -> bool:
        if what is not None and not what.test(game, you, o):
            return False
        value = stat_of(game, o, stat)
        return value >= n if how == "greater" else value <= n

    kind = f"{what.text} spell" if what is not None else "spell"
    return Trigger(_cast_by(who, Objects(f"{kind} with {stat} {n} or {how}", fits)))


@trigger("trigger", "a player casts a spell", rule="601.2i", runs="explorer.rules.stack")
def _player_casts(scope: Scope) -> Trigger:
    return Trigger(_cast_by("any", None))


@trigger("trigger", "an opponent casts a spell", rule="601.2i", runs="explorer.rules.stack")
def _opponent_casts(scope: Scope) -> Trigger:
    return Trigger(_cast_by("opponent", None))


@trigger("trigger", "a player casts a {what:objects} spell",
         "a player casts an {what:objects} spell", rule="601.2i", runs="explorer.rules.stack")
def _player_casts_a(scope: Scope, what: Objects) -> Trigger:
    """Kor Firewalker: "Whenever a player casts a red spell" — the spell as it is on the stack."""
    return Trigger(_cast_by("any", what))


@trigger("trigger", "an opponent casts a {what:objects} spell",
         "an opponent casts an {what:objects} spell", rule="601.2i", runs="explorer.rules.stack")
def _opponent_casts_a(scope: Scope, what: Objects) -> Trigger:
    return Trigger(_cast_by("opponent", what))


@trigger("trigger", "{who:caster} a spell with the same name as a card exiled with ~",
         "{who:caster} a {what:objects} spell with the same name as a card exiled with ~",
         "{who:caster} an {what:objects} spell with the same name as a card exiled with ~",
         rule="607.2a", runs="explorer.rules.stack")
def _cast_same_name_as_exiled(scope: Scope, who: str, what: Objects | None = None) -> Trigger:
    """Circle of Confinement: "Whenever an opponent casts a Vampire spell with the same name as
    a card exiled with this enchantment, you gain 2 life." — the cards its other ability exiled
    (607.2a: for good or until it leaves, 610.3), in exile as the spell is cast."""
    from ..rules.casting_restrictions import exiled_with

    scope.card_fields["returns_exiled"] = True  # its exiles are linked to this ability
    kind = _cast_by(who, what)

    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        spell = _spell_on_stack(game, event)
        return (spell is not None and kind.matches(game, event, obj)
                and spell.name in {c.name for c in exiled_with(game, obj)})

    return Trigger(When(K.SPELL_CAST, cast))


@trigger("trigger", "a player casts a spell with mana value equal to the number of "
         "{counter:counter} counters on ~", rule="601.2i", runs="explorer.rules.stack")
def _casts_mana_value(scope: Scope, counter: str) -> Trigger:
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.amount == obj.counters.get(counter, 0)

    return Trigger(When(K.SPELL_CAST, cast))


# -- more combat (508.3, 509.3, 510.3) ------------------------------------------------------------
def _attacking(game: Kernel) -> dict[int, str]:
    return game.state.combat.attackers if game.state.combat is not None else {}


def _first_attacker_of(game: Kernel, event: Event, test: Callable[[Obj], bool]) -> bool:
    """Is ``event`` the declaration of the first attacker that passes ``test``? (An ability
    that triggers "whenever you attack" triggers once, however many creatures attack, 508.3a.)
    Every attacker is in combat before the first declaration's event (see rules.combat)."""
    if not isinstance(event, CombatEvent):
        return False
    for oid in _attacking(game):
        attacker = game.state.find(oid)
        if attacker is not None and test(attacker):
            return attacker.handle == event.permanent
    return False


@trigger("trigger", "~ and another creature attack different players", rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_beside_another(scope: Scope) -> Trigger:
    """"Whenever Canal Courier and another creature attack different players": as attackers are
    declared, this one attacks a player and another creature attacks another player."""

    def split(game: Kernel, event: Event, obj: Obj) -> bool:
        if not (isinstance(event, CombatEvent) and event.permanent == obj.handle):
            return False
        combat = game.state.combat
        if combat is None:
            return False
        mine = combat.attacks_player(obj.oid)  # players, not planeswalkers (508.1b)
        return mine is not None and any(
            oid != obj.oid and (whom := combat.attacks_player(oid)) is not None and whom != mine
            for oid in combat.attackers)

    return Trigger(When(K.ATTACK_DECLARED, split))


@trigger("trigger", "~ attacks while {test:condition}", rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_while(scope: Scope, test: Condition) -> Trigger:
    """"Whenever this creature attacks while you control an artifact": checked as it
    triggers."""
    return Trigger(_attacks(scope).when, condition=test)


@trigger("trigger", "~ attacks while saddled", rule="702.171b", runs="explorer.rules.combat")
def _attacks_while_saddled(scope: Scope) -> Trigger:
    """Bridled Bighorn: "Whenever this creature attacks while saddled" — saddled as it is
    declared as an attacker (508.3a); not asked again as the ability resolves (it is no
    intervening "if", 603.4)."""
    return Trigger(_attacks(scope).when, condition=lambda game, you, source, event: bool(
        source is not None and source.saddled > 0))


@trigger("trigger", "~ becomes saddled", rule="702.171b", runs="explorer.rules.keyword_actions")
def _becomes_saddled(scope: Scope) -> Trigger:
    """"Whenever ~ becomes saddled": each time its saddle ability resolves (or an effect saddles
    it), saddled already or not."""
    return Trigger(When(K.BECAME_SADDLED, lambda game, event, obj: event.target == obj.handle))


@trigger("trigger", "~ becomes saddled for the first time each turn", rule="702.171b",
         runs="explorer.rules.keyword_actions")
def _first_saddled(scope: Scope) -> Trigger:
    """Stubborn Burrowfiend: only when it becomes saddled while it wasn't yet this turn (the
    count the permanent keeps; a new object, 400.7, starts again)."""
    return Trigger(When(K.BECAME_SADDLED, lambda game, event, obj: event.target == obj.handle
                        and obj.saddled == 1))


@trigger("trigger", "~ attacks the player with the most life or tied for most life",
         rule="508.3a", runs="explorer.rules.combat")
def _attacks_most_life(scope: Scope) -> Trigger:
    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CombatEvent) or event.permanent != obj.handle:
            return False
        most = max(p.life for p in game.state.in_game())  # (a planeswalker attacked: no)
        return any(p.name == event.target and p.life == most for p in game.state.in_game())

    return Trigger(When(K.ATTACK_DECLARED, attacked))


@trigger("trigger", "~ attacks alone", rule="506.5", runs="explorer.rules.combat")
def _this_attacks_alone(scope: Scope) -> Trigger:
    """Rogue Kavu: "Whenever this creature attacks alone", Ma Chao: "Whenever Ma Chao attacks
    alone" — it is the only creature declared as an attacker this combat (506.5)."""

    def alone(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, CombatEvent) and event.permanent == obj.handle
                and len(_attacking(game)) == 1)

    return Trigger(When(K.ATTACK_DECLARED, alone))


@trigger("trigger", "a {what:objects} attacks alone", "an {what:objects} attacks alone",
         rule="506.5", runs="explorer.rules.combat")
def _attacks_alone(scope: Scope, what: Objects) -> Trigger:
    """506.5: it attacks alone if it is the only creature declared as an attacker."""

    def alone(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CombatEvent) or len(_attacking(game)) != 1:
            return False
        attacker = game.state.find_handle(event.permanent) if event.permanent else None
        return attacker is not None and what.test(game, obj.controller, attacker)

    return Trigger(When(K.ATTACK_DECLARED, alone), subject=True)


@trigger("trigger", "~ and at least one other creature with power greater than ~'s power "
         "attack", "~ attacks with another creature with greater power", rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_with_stronger(scope: Scope) -> Trigger:
    def with_stronger(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CombatEvent) or event.permanent != obj.handle:
            return False
        mine = layers.power(game, obj)
        return any(layers.power(game, other) > mine for oid in _attacking(game)
                   if oid != obj.oid and (other := game.state.find(oid)) is not None)

    return Trigger(When(K.ATTACK_DECLARED, with_stronger))


@trigger("trigger", "you attack", "you attack with one or more creatures",
         "one or more creatures you control attack", rule="508.3a",
         runs="explorer.rules.combat")
def _you_attack(scope: Scope) -> Trigger:
    def you_attack(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.player == obj.controller and _first_attacker_of(
            game, event, lambda attacker: attacker.controller == obj.controller)

    return Trigger(When(K.ATTACK_DECLARED, you_attack), referent=_your_attackers)


@trigger("trigger", "you attack with {n:number} or more creatures", rule="508.3a",
         runs="explorer.rules.combat")
def _you_attack_with_at_least(scope: Scope, n: int) -> Trigger:
    """Military Intelligence: "Whenever you attack with two or more creatures" — once as
    attackers are declared (508.3a), if that many of its controller's creatures attack,
    however many more."""

    def attack_with(game: Kernel, event: Event, obj: Obj) -> bool:
        def yours(attacker: Obj) -> bool:
            return attacker.controller == obj.controller

        return (event.player == obj.controller and _first_attacker_of(game, event, yours)
                and sum(1 for oid in _attacking(game)
                        if (o := game.state.find(oid)) is not None and yours(o)) >= n)

    return Trigger(When(K.ATTACK_DECLARED, attack_with), referent=_your_attackers)


def _your_attackers(ctx: Ctx) -> list[Any]:
    """"Whenever one or more creatures you control attack, they get +1/+0": the creatures of
    the ability's controller attacking now."""
    combat = ctx.game.state.combat
    if combat is None:
        return []
    return [oid for oid in combat.attackers
            if (o := ctx.game.state.find(oid)) is not None and o.controller == ctx.controller]


@trigger("trigger", "an opponent attacks you", "an opponent attacks you with one or more "
         "creatures", rule="508.3a", runs="explorer.rules.combat")
def _opponent_attacks_you(scope: Scope) -> Trigger:
    def attacks_you(game: Kernel, event: Event, obj: Obj) -> bool:
        combat = game.state.combat
        return combat is not None and event.player != obj.controller and _first_attacker_of(
            game, event, lambda attacker: combat.attacks_player(attacker.oid) == obj.controller)

    return Trigger(When(K.ATTACK_DECLARED, attacks_you))


@trigger("trigger", "an opponent attacks you while {test:condition}", rule="508.3a",
         runs="explorer.rules.combat")
def _opponent_attacks_you_while(scope: Scope, test: Condition) -> Trigger:
    return Trigger(_opponent_attacks_you(scope).when, condition=test)


@trigger("trigger", "a creature attacks you", rule="508.3a", runs="explorer.rules.combat")
def _creature_attacks_you(scope: Scope) -> Trigger:
    """Attacking you, the player — not a planeswalker you control (508.1b)."""
    return Trigger(When(K.ATTACK_DECLARED, lambda game, event, obj:
                        event.target == obj.controller))


@trigger("trigger", "a creature attacks you or a planeswalker you control", rule="508.3a",
         runs="explorer.rules.combat")
def _creature_attacks_you_or_yours(scope: Scope) -> Trigger:
    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        if event.target == obj.controller:
            return True
        attacker = _combatant(game, event)
        combat = game.state.combat
        walker = (game.state.find(combat.planeswalkers.get(attacker.oid, -1))
                  if attacker is not None and combat is not None else None)
        return walker is not None and walker.controller == obj.controller

    return Trigger(When(K.ATTACK_DECLARED, attacked))


def _attacked_player(ctx: Ctx) -> list[Any]:
    """The player the attack declaration is about attacking (506.2)."""
    event = ctx.event
    return [event.target] if isinstance(event, CombatEvent) and event.target else []


@trigger("trigger", "a {what:objects} attacks one of your opponents",
         "an {what:objects} attacks one of your opponents", "a {what:objects} attacks an opponent",
         rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_an_opponent(scope: Scope, what: Objects) -> Trigger:
    """Calculating Lich: "Whenever a creature attacks one of your opponents, that player loses
    1 life." — each attacker declared against an opponent (not a planeswalker), whoever
    controls it; "that player" is the player attacked."""

    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        attacker = _combatant(game, event)
        opponents = {p.name for p in game.state.opponents(obj.controller)}
        return (attacker is not None and event.target in opponents
                and what.test(game, obj.controller, attacker))

    return Trigger(When(K.ATTACK_DECLARED, attacked), subject=True, player=_attacked_player)


@trigger("trigger", "a {what:objects} attacks you", rule="508.3a", runs="explorer.rules.combat")
def _kind_attacks_you(scope: Scope, what: Objects) -> Trigger:
    """"Whenever a creature with power 4 or greater attacks you": the attacker, as it is
    declared (508.3a); "its controller" and "that creature" are about it."""
    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        attacker = _combatant(game, event)
        return (event.target == obj.controller and attacker is not None
                and what.test(game, obj.controller, attacker))

    return Trigger(When(K.ATTACK_DECLARED, attacked), subject=True)


@trigger("trigger", "{what:objects} attacks", "a {what:objects} attacks",
         "an {what:objects} attacks", rule="508.3a", runs="explorer.rules.combat")
def _other_attacks(scope: Scope, what: Objects) -> Trigger:
    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        attacker = _combatant(game, event)
        return (attacker is not None and what.test(game, obj.controller, attacker)
                and not (what.other and attacker.oid == obj.oid))

    return Trigger(When(K.ATTACK_DECLARED, attacked), subject=True)


def _blocks(game: Kernel, obj: Obj, event: Event) -> bool:
    """509.3a: "Whenever ~ blocks" triggers once, however many creatures it blocks — on the
    declaration of its first."""
    if not isinstance(event, CombatEvent) or event.permanent != obj.handle:
        return False
    combat = game.state.combat
    blocked = combat.blockers.get(obj.oid, ()) if combat is not None else ()
    first = game.state.find(blocked[0]) if blocked else None
    return first is None or first.handle == event.target


def _becomes_blocked(game: Kernel, obj: Obj, event: Event) -> bool:
    """509.3c: it becomes blocked once, by its first blocker's declaration, however many block
    it (all blockers are in combat before the first declaration's event)."""
    if not isinstance(event, CombatEvent) or event.target != obj.handle:
        return False
    combat = game.state.combat
    first = next(iter(combat.blocking(obj.oid)), None) if combat is not None else None
    blocker = game.state.find(first) if first is not None else None
    return blocker is not None and blocker.handle == event.permanent


@trigger("trigger", "~ blocks", rule="509.3a", runs="explorer.rules.combat")
def _this_blocks(scope: Scope) -> Trigger:
    return Trigger(When(K.BLOCK_DECLARED, lambda game, event, obj: _blocks(game, obj, event)))


def _blocked_attacker_of(game: Kernel, event: Event | None) -> Obj | None:
    return game.state.find_handle(event.target) if event is not None and event.target else None


def _blocked_attacker(ctx: Ctx) -> list[Any]:
    obj = _blocked_attacker_of(ctx.game, ctx.event)
    return [obj.oid] if obj is not None else []


def _blocks_one(obj: Obj, event: Event) -> bool:
    """509.3b: "Whenever ~ blocks a creature" triggers once for each attacker it blocks."""
    return isinstance(event, CombatEvent) and event.permanent == obj.handle


@trigger("trigger", "~ blocks a creature", rule="509.3b", runs="explorer.rules.combat")
def _this_blocks_a_creature(scope: Scope) -> Trigger:
    """Wall of Frost: "that creature" is the attacker it blocks (509.3b)."""
    return Trigger(When(K.BLOCK_DECLARED, lambda game, event, obj: _blocks_one(obj, event)),
                   referent=_blocked_attacker)


@trigger("trigger", "~ blocks a {what:objects}", "~ blocks an {what:objects}", rule="509.3b",
         runs="explorer.rules.combat")
def _this_blocks_a(scope: Scope, what: Objects) -> Trigger:
    """Netcaster Spider: "Whenever ~ blocks a creature with flying" — the attacker it blocks
    has the quality as the block is declared (509.3b, 509.3f)."""

    def blocks(game: Kernel, event: Event, obj: Obj) -> bool:
        found = _blocked_attacker_of(game, event)
        return _blocks_one(obj, event) and found is not None and \
            what.test(game, obj.controller, found)

    return Trigger(When(K.BLOCK_DECLARED, blocks), referent=_blocked_attacker)


@trigger("trigger", "~ and at least {n:number} other creatures attack", rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_with_others(scope: Scope, n: int) -> Trigger:
    """Battalion (Daring Skyjek): it and N or more others are declared as attackers (508.3a)."""

    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        combat = game.state.combat
        return (isinstance(event, CombatEvent) and event.permanent == obj.handle
                and combat is not None and len(combat.attackers) > n)

    return Trigger(When(K.ATTACK_DECLARED, attacked))


@trigger("trigger", "~ and at least one other {what:objects} attack",
         "~ and at least {n:number} other {what:objects} attack", rule="508.3a",
         runs="explorer.rules.combat")
def _attacks_with_others_of_kind(scope: Scope, what: Objects, n: int = 1) -> Trigger:
    """Paired Tactician: "Whenever this creature and at least one other Warrior attack" — it
    and N or more others of that kind are declared as attackers (508.3a), as they are
    declared."""

    def attacked(game: Kernel, event: Event, obj: Obj) -> bool:
        combat = game.state.combat
        if not (isinstance(event, CombatEvent) and event.permanent == obj.handle
                and combat is not None):
            return False
        others = [o for oid in combat.attackers if oid != obj.oid
                  and (o := game.state.find(oid)) is not None
                  and what.test(game, obj.controller, o)]
        return len(others) >= n

    return Trigger(When(K.ATTACK_DECLARED, attacked))


@trigger("trigger", "~ becomes blocked", rule="509.3c", runs="explorer.rules.combat")
def _this_becomes_blocked(scope: Scope) -> Trigger:
    return Trigger(When(K.BLOCK_DECLARED, lambda game, event, obj:
                        _becomes_blocked(game, obj, event)))


@trigger("trigger", "~ becomes blocked by a creature", "~ becomes blocked by a {what:objects}",
         rule="509.3d", runs="explorer.rules.combat")
def _blocked_by_a(scope: Scope, what: Objects | None = None) -> Trigger:
    """Rabid Wolverines: once for each creature blocking it (509.3d), "that creature" being
    the blocker."""
    def blocked(game: Kernel, event: Event, obj: Obj) -> bool:
        blocker = _combatant(game, event)
        return event.target == obj.handle and blocker is not None and (
            what is None or what.test(game, obj.controller, blocker))

    def the_blocker(ctx: Ctx) -> list[Any]:
        found = _combatant(ctx.game, ctx.event)
        return [found.oid] if found is not None else []

    return Trigger(When(K.BLOCK_DECLARED, blocked), referent=the_blocker)


@trigger("trigger", "~ blocks or becomes blocked", rule="509.3c", runs="explorer.rules.combat")
def _blocks_or_blocked(scope: Scope) -> Trigger:
    return Trigger(When(K.BLOCK_DECLARED, lambda game, event, obj:
                        _blocks(game, obj, event) or _becomes_blocked(game, obj, event)))


@trigger("trigger", "~ attacks or blocks", rule="508.3a", runs="explorer.rules.combat")
def _attacks_or_blocks(scope: Scope) -> Trigger:
    return Trigger(When((K.ATTACK_DECLARED, K.BLOCK_DECLARED), lambda game, event, obj:
                        isinstance(event, CombatEvent) and event.permanent == obj.handle))


# -- damage (120, 510.3) -------------------------------------------------------------------------
def _dealt_by(game: Kernel, event: Event, obj: Obj) -> bool:
    return game.actor is not None and game.actor.oid == obj.oid


def _to_player(event: Event) -> bool:
    return event.target is not None and event.target == event.player  # see rules.damage


def _combat(event: Event) -> bool:
    return isinstance(event, DamageEvent) and event.combat


@trigger("trigger", "~ deals combat damage to a player", rule="510.3a",
         runs="explorer.rules.damage")
def _combat_damage_to_player(scope: Scope) -> Trigger:
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj:
                        _dealt_by(game, event, obj) and _combat(event) and _to_player(event)))


@trigger("trigger", "~ deals damage to a player", rule="120.3", runs="explorer.rules.damage")
def _damage_to_player(scope: Scope) -> Trigger:
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj:
                        _dealt_by(game, event, obj) and _to_player(event)))


@trigger("trigger", "~ deals damage to an opponent", rule="120.3", runs="explorer.rules.damage")
def _damages_opponent(scope: Scope) -> Trigger:
    """Any damage, combat or not; "that player" is the opponent dealt it (the event's)."""

    def dealt(game: Kernel, event: Event, obj: Obj) -> bool:
        return (_dealt_by(game, event, obj) and _to_player(event)
                and event.target != obj.controller)

    return Trigger(When(K.DAMAGE_DEALT, dealt))


@trigger("trigger", "~ deals damage", rule="603.2c", runs="explorer.rules.damage")
def _deals_damage(scope: Scope) -> Trigger:
    """Exalted Angel: "Whenever this creature deals damage, you gain that much life." Any
    damage, to anything, combat or not (120.1); what it deals to several creatures and players
    at once is one trigger event (603.2c): it triggers once, on its last damage there, and
    "that much" is all of it."""

    def dealt_all(game: Kernel, event: Event, obj: Obj) -> bool:
        return game.dealt is not None and game.dealt[0] == obj.oid

    def all_of_it(game: Kernel, event: Event) -> Event:
        return replace(event, amount=game.dealt[1]) if game.dealt is not None else event

    return Trigger(When(K.DAMAGE_DEALT, dealt_all, seen=all_of_it))


@trigger("trigger", "~ deals damage to a creature", rule="120.3", runs="explorer.rules.damage")
def _damage_to_creature(scope: Scope) -> Trigger:
    """Combat or not, once for each creature dealt damage; "that creature" is the one dealt it
    (the event's target)."""

    def dealt(game: Kernel, event: Event, obj: Obj) -> bool:
        if not _dealt_by(game, event, obj) or _to_player(event) or event.target is None:
            return False
        hit = game.state.find_handle(event.target)
        return hit is not None and hit.is_creature

    return Trigger(When(K.DAMAGE_DEALT, dealt), referent=_the_one_targeted)


@trigger("trigger", "~ deals combat damage to a creature", rule="510.3a",
         runs="explorer.rules.damage")
def _combat_damage_to_creature(scope: Scope) -> Trigger:
    """"That creature" is the one dealt the damage (the event's target)."""
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj:
                        _dealt_by(game, event, obj) and _combat(event)
                        and not _to_player(event)), referent=_the_one_targeted)


@trigger("trigger", "~ is dealt damage", rule="120.3", runs="explorer.rules.damage")
def _is_dealt_damage(scope: Scope) -> Trigger:
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj: event.target == obj.handle))


@trigger("trigger", "a {what:objects} deals combat damage to a player", rule="510.3a",
         runs="explorer.rules.damage")
def _any_combat_damage_to_player(scope: Scope, what: Objects) -> Trigger:
    def dealt(game: Kernel, event: Event, obj: Obj) -> bool:
        source = game.actor
        return (_combat(event) and _to_player(event) and source is not None
                and what.test(game, obj.controller, source))

    return Trigger(When(K.DAMAGE_DEALT, dealt))


@trigger("trigger", "one or more {what:objects} deal combat damage to a player", rule="603.2c",
         runs="explorer.rules.damage")
def _one_or_more_deal_combat_damage(scope: Scope, what: Objects) -> Trigger:
    """Combat damage is dealt at once (510.2): the ability triggers once for each player that
    creatures of that kind dealt damage to in the step, however many did (603.2c)."""
    return _first_in_damage_step(scope, what, per_player=True)


@trigger("trigger", "one or more {what:objects} deal combat damage to one or more players",
         rule="603.2c", runs="explorer.rules.damage")
def _one_or_more_to_one_or_more(scope: Scope, what: Objects) -> Trigger:
    """Forth Eorlingas!: once for the whole combat damage step, however many creatures dealt
    damage to however many players (510.2, 603.2c)."""
    return _first_in_damage_step(scope, what, per_player=False)


def _first_in_damage_step(scope: Scope, what: Objects, *, per_player: bool) -> Trigger:
    """The first combat damage to a player (``per_player``: to that player) from a creature of
    that kind in this damage step — the others of the same step don't trigger it again."""
    each = _any_combat_damage_to_player(scope, what).when

    def first(game: Kernel, event: Event, obj: Obj) -> bool:
        if not each.matches(game, event, obj):
            return False
        # Earlier damage of the step came from creatures still on the battlefield: state-based
        # actions wait for the whole step.
        kinds = {o.name for o in game.state.battlefield if what.test(game, obj.controller, o)}
        log = game.log
        for k in range(len(log) - 2, -1, -1):  # back to the step's start: a few events
            earlier = log[k]
            if earlier.event is K.STEP_BEGAN or earlier.turn != event.turn:
                break
            if (earlier.event is K.DAMAGE_DEALT and _combat(earlier) and _to_player(earlier)
                    and earlier.source in kinds
                    and (not per_player or earlier.target == event.target)):
                return False
        return True

    return Trigger(When(K.DAMAGE_DEALT, first))


# -- dying (603.6c, 603.10a) ---------------------------------------------------------------------
def _attached_left(game: Kernel, event: Event, obj: Obj, *, to: str | None) -> bool:
    """Did the permanent ``obj`` is attached to just leave the battlefield (to ``to``, or to
    any zone)? It is looked at as it last existed (603.10a): ``game.left``."""
    gone = game.left
    return (gone is not None and isinstance(event, ZoneEvent) and event.target == gone.handle
            and obj.attached_to == gone.oid and event.from_zone == "battlefield"
            and event.to_zone != "battlefield" and (to is None or event.to_zone == to))


@trigger("trigger", "enchanted creature dies", "equipped creature dies", rule="603.10a",
         runs="explorer.rules.triggers")
def _attached_dies(scope: Scope) -> Trigger:
    """"When enchanted creature dies, …": the Aura is still on the battlefield as the creature
    dies (it goes to the graveyard only as a state-based action, 704.5m), or left with it at
    once; either way the ability looks back at the creature as it last existed (603.10a)."""
    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        return (_attached_left(game, event, obj, to="graveyard") and game.left is not None
                and game.left.is_creature)

    return Trigger(When(K.ZONE_CHANGED, died), looks_back=True, left_other=True)


@trigger("trigger", "enchanted creature leaves the battlefield",
         "equipped creature leaves the battlefield", rule="603.10a",
         runs="explorer.rules.triggers")
def _attached_leaves(scope: Scope) -> Trigger:
    """Valor of the Worthy: "When enchanted creature leaves the battlefield" — to any zone,
    looked back at as it last existed (603.10a)."""
    return Trigger(When(K.ZONE_CHANGED, lambda game, event, obj:
                        _attached_left(game, event, obj, to=None)),
                   looks_back=True, left_other=True)


@trigger("trigger", "a {what:objects} dies", "an {what:objects} dies", "{what:objects} dies",
         rule="603.6c", runs="explorer.rules.triggers")
def _other_dies(scope: Scope, what: Objects) -> Trigger:
    """The creature is looked at as it last existed on the battlefield (603.10a)."""
    return _another_left(what, to_graveyard=True)


def _another_left(what: Objects, *, to_graveyard: bool, whose: str = "any") -> Trigger:
    """A permanent of that kind (another one, if the words say so) leaving the battlefield — for
    a graveyard, which is dying for a creature (700.4), or for any zone (603.6c) — looked at as
    it last existed (603.10a). A card goes to its owner's graveyard (400.3): "your graveyard"
    is a permanent you own."""

    def left_it(game: Kernel, event: Event, obj: Obj) -> bool:
        left = game.left
        if not (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and (event.to_zone == "graveyard" if to_graveyard
                     else event.to_zone != "battlefield")
                and left is not None and left.handle == event.target):
            return False
        owned = left.owner == obj.controller
        return ({"any": True, "yours": owned, "opponents": not owned}[whose]
                and what.test(game, obj.controller, left)
                and not (what.other and left.oid == obj.oid))

    return Trigger(When(K.ZONE_CHANGED, left_it), looks_back=True, left_other=True)


table("whose_graveyard", {"a": "any", "your": "yours", "an opponent's": "opponents"})


@trigger("trigger", "a {what:objects} is put into {whose:whose_graveyard} graveyard from the "
         "battlefield", "an {what:objects} is put into {whose:whose_graveyard} graveyard from "
         "the battlefield", rule="700.4", runs="explorer.rules.triggers")
def _other_put_into_graveyard(scope: Scope, what: Objects, whose: str) -> Trigger:
    """Tablet of Epityr: "Whenever an artifact you control is put into a graveyard from the
    battlefield" — what "dies" says of creatures, said of any permanent (700.4)."""
    return _another_left(what, to_graveyard=True, whose=whose)


@trigger("trigger", "a {what:objects} leaves the battlefield",
         "an {what:objects} leaves the battlefield", rule="603.6c",
         runs="explorer.rules.triggers")
def _other_leaves(scope: Scope, what: Objects) -> Trigger:
    """Nadier's Nightblade: "Whenever a token you control leaves the battlefield" — to any
    zone (603.6c), the permanent looked at as it last existed on the battlefield (603.10a)."""
    return _another_left(what, to_graveyard=False)


@trigger("trigger", "~ or another {what:objects} dies", rule="603.6c",
         runs="explorer.rules.triggers")
def _this_or_another_dies(scope: Scope, what: Objects) -> Trigger:
    """Both halves look back: this creature as it last existed (603.10a), or another one."""

    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        left = game.left
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and left is not None
                and left.handle == event.target
                and (left.oid == obj.oid or what.test(game, obj.controller, left)))

    return Trigger(When(K.ZONE_CHANGED, died), looks_back=True, left_other=True)


@trigger("trigger", "you sacrifice a {what:objects}", "you sacrifice an {what:objects}",
         rule="701.21a", runs="explorer.rules.triggers")
def _you_sacrifice(scope: Scope, what: Objects) -> Trigger:
    return _sacrifice(what, "you", other=False)


@trigger("trigger", "you sacrifice another {what:objects}", rule="701.21a",
         runs="explorer.rules.triggers")
def _you_sacrifice_another(scope: Scope, what: Objects) -> Trigger:
    return _sacrifice(what, "you", other=True)


table("sacrificer", {"a player": "player", "an opponent": "opponent",
                     "another player": "opponent"})


@trigger("trigger", "{who:sacrificer} sacrifices a {what:objects}",
         "{who:sacrificer} sacrifices an {what:objects}", rule="701.21a",
         runs="explorer.rules.triggers")
def _player_sacrifices(scope: Scope, who: str, what: Objects) -> Trigger:
    """Mayhem Devil: "Whenever a player sacrifices a permanent" — any player, for any reason
    (a cost, an effect); "that player" is the one who sacrificed it."""
    return _sacrifice(what, who, other=False)


def _sacrifice(what: Objects, who: str, *, other: bool) -> Trigger:
    """"Whenever you sacrifice a Clue": the permanent as it last existed (603.10a); a player
    sacrifices only what they control (701.21a), so the sacrificer is its controller."""

    def sacrificed(game: Kernel, event: Event, obj: Obj) -> bool:
        left = game.left
        if not (isinstance(event, ZoneEvent) and event.how == "sacrificed"
                and left is not None and left.handle == event.target):
            return False
        mine = left.controller == obj.controller
        return ({"you": mine, "opponent": not mine, "player": True}[who]
                and what.test(game, obj.controller, left)
                and not (other and left.oid == obj.oid))

    def by_sacrificer(game: Kernel, event: Event, obj: Obj) -> list[Event]:
        # The event names the card's owner (it goes to its owner's graveyard); "that player"
        # is the sacrificer: the permanent's controller as it last existed.
        assert game.left is not None
        return [replace(event, player=game.left.controller)]

    return Trigger(When(K.ZONE_CHANGED, sacrificed, occurrences=by_sacrificer),
                   looks_back=True, left_other=True)


# -- life, cards, lands, counters ------------------------------------------------------------------
@trigger("trigger", "you gain life", rule="119.9", runs="explorer.rules.life")
def _you_gain_life(scope: Scope) -> Trigger:
    """119.9: it triggers once for each life-gaining event, whatever the amount."""
    return Trigger(When(K.LIFE_CHANGED, lambda game, event, obj:
                        event.player == obj.controller and (event.amount or 0) > 0))


@trigger("trigger", "you lose life", rule="119.9", runs="explorer.rules.life")
def _you_lose_life(scope: Scope) -> Trigger:
    return Trigger(When(K.LIFE_CHANGED, lambda game, event, obj:
                        event.player == obj.controller and (event.amount or 0) < 0))


@trigger("trigger", "an opponent loses life", rule="119.9", runs="explorer.rules.life")
def _opponent_loses_life(scope: Scope) -> Trigger:
    return Trigger(When(K.LIFE_CHANGED, lambda game, event, obj:
                        event.player != obj.controller and (event.amount or 0) < 0))


@trigger("trigger", "you discard a card", "you cycle or discard a card", rule="701.9a",
         runs="explorer.rules.zones")
def _you_discard(scope: Scope) -> Trigger:
    """"Whenever you discard a card" — each card (cycling discards one too, 702.29a: "cycle or
    discard" is the same event)."""
    return Trigger(When(K.CARD_DISCARDED, lambda game, event, obj:
                        event.player == obj.controller))


table("each_turn", {"each turn": False, "during each of your turns": True})


@trigger("trigger", "you gain life for the first time {yours:each_turn}", rule="119.9",
         runs="explorer.rules.life")
def _first_life_gain(scope: Scope, yours: bool) -> Trigger:
    """The gain that starts the turn's tally: all the life gained this turn is this gain's —
    in any turn, or ("during each of your turns", Cat Collector) only in its controller's."""

    def first(game: Kernel, event: Event, obj: Obj) -> bool:
        return (event.player == obj.controller and (event.amount or 0) > 0
                and (not yours or event.active == obj.controller)
                and game.state.this_turn.get(f"life_gained:{obj.controller}") == event.amount)

    return Trigger(When(K.LIFE_CHANGED, first))


def _drew(who: str) -> When:
    def drew(game: Kernel, event: Event, obj: Obj) -> bool:
        if not event.amount:  # 121.4: drawing from an empty library draws nothing
            return False
        return {"you": event.player == obj.controller,
                "opponent": event.player != obj.controller,
                "player": True}[who]

    return When(K.CARD_DRAWN, drew)


@trigger("trigger", "you draw a card", rule="121.2", runs="explorer.rules.zones")
def _you_draw(scope: Scope) -> Trigger:
    return Trigger(_drew("you"))


@trigger("trigger", "an opponent draws a card", rule="121.2", runs="explorer.rules.zones")
def _opponent_draws(scope: Scope) -> Trigger:
    return Trigger(_drew("opponent"))


@trigger("trigger", "a player draws a card", rule="121.2", runs="explorer.rules.zones")
def _player_draws(scope: Scope) -> Trigger:
    return Trigger(_drew("player"))


def _first_in_own_draw_step(game: Kernel, event: Event) -> bool:
    """Is this draw the first card its player draws in their own draw step (504.1: the
    turn-based draw, unless something replaced it — then the first draw after)? Earlier draws of
    this step are among the last events of the log."""
    if event.step != "draw" or event.active != event.player:
        return False
    for k in range(len(game.log) - 1, -1, -1):
        earlier = game.log[k]
        if earlier.turn != event.turn or earlier.step != "draw":
            return True
        if (earlier.seq < event.seq and earlier.event is K.CARD_DRAWN
                and earlier.player == event.player and earlier.amount):
            return False
    return True


@trigger("trigger", "an opponent draws a card except the first one they draw in each of their "
         "draw steps", rule="504.1", runs="explorer.rules.zones")
def _opponent_draws_extra(scope: Scope) -> Trigger:
    """Xyris, the Writhing Storm: each card an opponent draws, but the first of their own draw
    step (504.1) — a card drawn in another player's turn, or a second in their draw step, counts.
    "That player" is the one who drew."""
    base = _drew("opponent")
    return Trigger(When(K.CARD_DRAWN, lambda game, event, obj: base.matches(game, event, obj)
                        and not _first_in_own_draw_step(game, event)))


@trigger("trigger", "you play a land", "you play another land", rule="305.1",
         runs="explorer.rules.lands")
def _you_play_land(scope: Scope) -> Trigger:
    """A land being played is announced before it enters, so it is never "another" land than
    one that sees it from the battlefield."""
    return Trigger(When(K.LAND_PLAYED, lambda game, event, obj: event.player == obj.controller))


@trigger("trigger", "a {what:objects} enters under your control",
         "a {what:objects} enters the battlefield under your control",
         "an {what:objects} enters under your control",
         "an {what:objects} enters the battlefield under your control",
         rule="603.6a", runs="explorer.rules.triggers")
def _enters_under_you(scope: Scope, what: Objects) -> Trigger:
    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, ZoneEvent) or event.to_zone != "battlefield":
            return False
        other = game.state.find_handle(event.target) if event.target else None
        return (other is not None and other.controller == obj.controller
                and what.test(game, obj.controller, other)
                and not (what.other and other.oid == obj.oid))

    return Trigger(When(K.ZONE_CHANGED, entered), subject=True)


# -- creating tokens (701.7) -----------------------------------------------------------------------
table("token_kind", {"": None, "creature ": "Creature", "artifact ": "Artifact"})


def _created(kind: str | None) -> Callable[[Kernel, Event, Obj], bool]:
    """A token of that card type (any, without one) created by this ability's controller."""

    def created(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.player == obj.controller and (
            kind is None or event.source is not None and kind in game.cards.get(
                event.source).types)

    return created


@trigger("trigger", "you create a {kind:token_kind}token", "you create an {kind:token_kind}token",
         rule="701.7a", runs="explorer.rules.keyword_actions")
def _you_create_a_token(scope: Scope, kind: str | None) -> Trigger:
    """Once for each token its controller creates (111.1); "it" is that token."""
    return Trigger(When(K.TOKEN_CREATED, _created(kind)), subject=True)


@trigger("trigger", "you create one or more {kind:token_kind}tokens", rule="701.7a",
         runs="explorer.rules.keyword_actions")
def _you_create_tokens(scope: Scope, kind: str | None) -> Trigger:
    """Staff of the Storyteller: "Whenever you create one or more creature tokens" — once for
    each instruction that creates them, however many (603.2c): the tokens of one instruction
    are created, and enter, at the same time; it triggers on the first of that kind."""
    created = _created(kind)

    def first(game: Kernel, event: Event, obj: Obj) -> bool:
        return created(game, event, obj) and not any(
            o.is_token and (kind is None or o.is_type(kind)) for o in game.entering or ())

    return Trigger(When(K.TOKEN_CREATED, first))


@trigger("trigger", "the last {counter:counter} counter is removed from ~", rule="702.63a",
         runs="explorer.rules.counters")
def _last_counter_removed(scope: Scope, counter: str) -> Trigger:
    """Vanishing's "When the last time counter is removed from this permanent": a removal
    that leaves none of that kind on it."""

    def last(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, CounterEvent) and event.counter == counter
                and event.target == obj.handle and not obj.counters.get(counter, 0))

    return Trigger(When(K.COUNTERS_REMOVED, last))


@trigger("trigger", "one or more {counter:counter} counters are put on ~",
         "a {counter:counter} counter is put on ~", rule="122.6",
         runs="explorer.rules.counters")
def _counters_on_this(scope: Scope, counter: str) -> Trigger:
    return Trigger(When(K.COUNTERS_ADDED, lambda game, event, obj:
                        event.target == obj.handle and isinstance(event, CounterEvent)
                        and event.counter == counter))


@trigger("trigger", "one or more {counter:counter} counters are put on {what:objects}",
         "one or more {counter:counter} counters are put on a {what:objects}",
         "one or more {counter:counter} counters are put on an {what:objects}",
         rule="122.6", runs="explorer.rules.counters")
def _counters_on_objects(scope: Scope, counter: str, what: Objects) -> Trigger:
    return _counters_on(counter, what, other=what.other)


@trigger("trigger", "one or more {counter:counter} counters are put on another {what:objects}",
         rule="122.6", runs="explorer.rules.counters")
def _counters_on_another(scope: Scope, counter: str, what: Objects) -> Trigger:
    return _counters_on(counter, what, other=True)


def _counters_on(counter: str, what: Objects, *, other: bool) -> Trigger:
    """"Whenever one or more +1/+1 counters are put on another creature you control": once per
    object and event (122.6), whatever the number."""

    def put(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CounterEvent) or event.counter != counter:
            return False
        on = game.state.find_handle(event.target) if event.target else None
        return (on is not None and what.test(game, obj.controller, on)
                and not (other and on.oid == obj.oid))

    return Trigger(When(K.COUNTERS_ADDED, put), subject=True)


# -- becoming a target (115.x, ward 702.21) -------------------------------------------------------
def targeting_item(game: Kernel, event: Event) -> Any:
    """The spell or ability on the stack that ``event`` (its casting, activation, or being put
    on the stack) is about."""
    if isinstance(event, SpellEvent):
        return next((i for i in game.state.stack if i.sid == event.oid), None)
    return next((i for i in reversed(game.state.stack)
                 if i.cause in (event.seq, event.cause) and i.card is None), None)


# -- crimes (700.13) -------------------------------------------------------------------------------
table("criminal", {"you": "you", "an opponent": "opponent", "a player": "player"})


@trigger("trigger", "{who:criminal} commit a crime", "{who:criminal} commits a crime",
         rule="700.13", runs="explorer.rules.crimes")
def _commits_a_crime(scope: Scope, who: str) -> Trigger:
    """Hardbristle Bandit: "Whenever you commit a crime" — as a spell is cast, or an ability
    activated or put on the stack, that targets an opponent, anything an opponent controls or a
    card in an opponent's graveyard (700.13); once per spell or ability. "That player" is the
    one who committed it."""

    def committed(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        if item is None or not crimes.is_crime(game, item):
            return False
        return (item.controller == obj.controller if who == "you"
                else item.controller != obj.controller if who == "opponent" else True)

    return Trigger(When((K.SPELL_CAST, K.ABILITY_ACTIVATED, K.ABILITY_PUT_ON_STACK), committed))


# -- cycling (702.29) -----------------------------------------------------------------------------
table("cycler", {"a player": "player", "an opponent": "opponent"})


def _cycled(who: str) -> When:
    """A player cycles a card as they activate its cycling ability — typecycling too (702.29c,
    702.29e); "that player" is the one who cycled it."""

    def cycled(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        ability = item.activated if item is not None else None
        if ability is None or not (ability.keyword or "").lower().endswith("cycling"):
            return False
        mine = event.player == obj.controller
        return {"you": mine, "opponent": not mine, "player": True}[who]

    return When(K.ABILITY_ACTIVATED, cycled)


@trigger("trigger", "you cycle ~", rule="702.29c", runs="explorer.rules.stack")
def _you_cycle_this(scope: Scope) -> Trigger:
    """Renewed Faith: "When you cycle this card, you may gain 2 life." — an ability of the card
    itself, which its cycling has just discarded: it works from the graveyard (113.6), and
    triggers as that cycling ability is activated (702.29c) — the rules ask the cycled card
    alone (rules.stack), now in its owner's graveyard under the handle it had in hand."""

    def cycled_this(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        return (item is not None and item.activated is not None
                and (item.activated.keyword or "").lower().endswith("cycling")
                and item.source_name == obj.name and event.player == obj.owner)

    return Trigger(When(K.ABILITY_ACTIVATED, cycled_this), in_graveyard=True)


@trigger("trigger", "you cycle a card", rule="702.29c", runs="explorer.rules.stack")
def _you_cycle(scope: Scope) -> Trigger:
    return Trigger(_cycled("you"))


@trigger("trigger", "{who:cycler} cycles a card", rule="702.29c", runs="explorer.rules.stack")
def _player_cycles(scope: Scope, who: str) -> Trigger:
    """Lightning Rift: "Whenever a player cycles a card, you may pay {1}. If you do, …"."""
    return Trigger(_cycled(who))


@trigger("trigger", "~ becomes the target of a spell or ability an opponent controls",
         rule="702.21a", runs="explorer.rules.stack")
def _targeted_by_opponent(scope: Scope) -> Trigger:
    def targeted(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        return (item is not None and item.controller != obj.controller
                and obj.oid in item.targets)

    return Trigger(When((K.SPELL_CAST, K.ABILITY_ACTIVATED, K.ABILITY_PUT_ON_STACK), targeted))


@trigger("trigger", "~ becomes the target of a spell", rule="115.1",
         runs="explorer.rules.stack")
def _targeted_by_spell(scope: Scope) -> Trigger:
    """Goldspan Dragon: any spell, whoever controls it (601.2c chooses targets as it is cast)."""

    def targeted(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        return item is not None and item.card is not None and obj.oid in item.targets

    return Trigger(When(K.SPELL_CAST, targeted))


@trigger("trigger", "~ becomes the target of a spell or ability", rule="115.1",
         runs="explorer.rules.stack")
def _targeted(scope: Scope) -> Trigger:
    def targeted(game: Kernel, event: Event, obj: Obj) -> bool:
        item = targeting_item(game, event)
        return item is not None and obj.oid in item.targets

    return Trigger(When((K.SPELL_CAST, K.ABILITY_ACTIVATED, K.ABILITY_PUT_ON_STACK), targeted))


def _either_event(first: When, second: When) -> When:
    """One triggered ability with two trigger events (603.2): it triggers on either."""

    def either(game: Kernel, event: Event, obj: Obj) -> bool:
        return first.matches(game, event, obj) or second.matches(game, event, obj)

    return When(first.kinds | second.kinds, either)


@trigger("trigger", "{what:any_text} enters or dies", rule="603.2",
         runs="explorer.rules.triggers")
def _other_enters_or_dies(scope: Scope, what: str) -> Trigger:
    """Pelt Collector: "Whenever another creature you control enters or dies" — one ability,
    two trigger events, "that creature" the one that entered or died."""
    if what.startswith("~"):
        raise NoMatch(what, "this object's own events are read by '~ … or …'")
    a: Trigger = GRAMMAR.parse("trigger", f"{what} enters", scope)
    b: Trigger = GRAMMAR.parse("trigger", f"{what} dies", scope)
    return Trigger(_either_event(a.when, b.when), subject=True,
                   looks_back=a.looks_back or b.looks_back)


# -- two events of this object: "Whenever ~ enters or attacks" (603.2) ---------------------------
kind("this_event")(lambda text: GRAMMAR.read("trigger", text if text.startswith("~")
                                              else "~ " + text))


@trigger("trigger", "~ {a:this_event} or {b:this_event}", rule="603.2",
         runs="explorer.rules.triggers")
def _either(scope: Scope, a: Trigger, b: Trigger) -> Trigger:
    """"Whenever Grave Titan enters or attacks": one ability with two trigger events; each
    keeps its own test, and the leaves-the-battlefield half looks back (603.10a)."""
    if a.on_mana or b.on_mana or a.condition or b.condition or a.subject or b.subject:
        raise NoMatch("~ … or …", "two trigger events of these kinds aren't read together")
    return Trigger(_either_event(a.when, b.when), looks_back=a.looks_back or b.looks_back)


kind("any_event")(lambda text: GRAMMAR.read("trigger", text))
kind("your_event")(lambda text: GRAMMAR.read("trigger", "you " + text))


@trigger("trigger", "you {a:your_event} or {b:your_event}", rule="603.2",
         runs="explorer.rules.triggers")
def _you_either(scope: Scope, a: Trigger, b: Trigger) -> Trigger:
    """Cemetery Protector: "Whenever you play a land or cast a spell": one ability with two
    trigger events of yours (603.2); it triggers on either."""
    if a.on_mana or b.on_mana or a.condition or b.condition or a.subject or b.subject \
            or a.looks_back or b.looks_back:
        raise NoMatch("you … or …", "two trigger events of these kinds aren't read together")
    return Trigger(_either_event(a.when, b.when))


@trigger("trigger", "{a:this_event} and whenever {b:any_event}",
         "{a:this_event} and when {b:any_event}", rule="603.2", runs="explorer.rules.triggers")
def _and_whenever(scope: Scope, a: Trigger, b: Trigger) -> Trigger:
    """"When this creature enters and whenever you gain life, surveil 1.": one ability with two
    trigger events (603.2) — this object's own, then any other the grammar reads."""
    if a.on_mana or b.on_mana or a.condition or b.condition or a.subject or b.subject \
            or a.looks_back or b.looks_back:
        raise NoMatch("… and whenever …", "two trigger events of these kinds aren't read "
                                         "together")
    return Trigger(_either_event(a.when, b.when))


# -- the Nth card a player draws in a turn (121.2) -----------------------------------------------
table("draw_ordinal", {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5})


def _drew_nth(who: str, n: int) -> When:
    """Cards are drawn one at a time (121.2), each counted in the turn as it is drawn (the
    ``cards_drawn:<player>`` of ``State.this_turn``): it is the draw that makes the count n."""
    base = _drew(who)

    def drew(game: Kernel, event: Event, obj: Obj) -> bool:
        return base.matches(game, event, obj) and game.state.this_turn.get(
            f"cards_drawn:{event.player}", 0) == n

    return When(K.CARD_DRAWN, drew)


@trigger("trigger", "you draw your {n:draw_ordinal} card each turn", rule="121.2",
         runs="explorer.rules.zones")
def _you_draw_nth(scope: Scope, n: int) -> Trigger:
    """Faerie Vandal: "Whenever you draw your second card each turn" — once a turn, on that draw,
    however the cards are drawn (a draw step's, a spell's two at once)."""
    return Trigger(_drew_nth("you", n))


@trigger("trigger", "an opponent draws their {n:draw_ordinal} card each turn", rule="121.2",
         runs="explorer.rules.zones")
def _opponent_draws_nth(scope: Scope, n: int) -> Trigger:
    """Faerie Mastermind: each opponent's own count; "that player" is the one who drew."""
    return Trigger(_drew_nth("opponent", n))


@trigger("trigger", "a player draws their {n:draw_ordinal} card each turn", rule="121.2",
         runs="explorer.rules.zones")
def _player_draws_nth(scope: Scope, n: int) -> Trigger:
    return Trigger(_drew_nth("player", n))


# -- combat damage dealt to this permanent (510.2) -------------------------------------------------
@trigger("trigger", "~ is dealt combat damage", rule="510.3a", runs="explorer.rules.damage")
def _is_dealt_combat_damage(scope: Scope) -> Trigger:
    """Wall of Souls: "Whenever ~ is dealt combat damage, it deals that much damage …" — combat
    damage only (510.2), once for each source that dealt it; "that much" is the event's amount."""
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj:
                        event.target == obj.handle and _combat(event)))


# -- "… during your turn" (102.1): a trigger event that counts only in some turns -----------------
kind("inner_trigger")(lambda text: GRAMMAR.read("trigger", text))


def _in_turns(inner: Trigger, yours: bool) -> Trigger:
    """The inner event, when its ability's controller is (or isn't) the active player (102.1).
    Checked as the event happens: it is part of the trigger event, not an "if" (603.4)."""
    if inner.on_mana:
        raise NoMatch("… during … turn", "a mana trigger in some turns isn't read")
    first = inner.when

    def during(game: Kernel, event: Event, obj: Obj) -> bool:
        return first.matches(game, event, obj) and (event.active == obj.controller) == yours

    return Trigger(When(first.kinds, during), looks_back=inner.looks_back,
                   left_other=inner.left_other, condition=inner.condition,
                   subject=inner.subject, referent=inner.referent, player=inner.player)


@trigger("trigger", "{inner:inner_trigger} during your turn", rule="102.1",
         runs="explorer.rules.turns")
def _during_your_turn(scope: Scope, inner: Trigger) -> Trigger:
    """Vampire Scrivener: "Whenever you gain life during your turn" — in its controller's turns."""
    return _in_turns(inner, yours=True)


@trigger("trigger", "{inner:inner_trigger} during an opponent's turn",
         "{inner:inner_trigger} during each opponent's turn", rule="102.1",
         runs="explorer.rules.turns")
def _during_opponents_turn(scope: Scope, inner: Trigger) -> Trigger:
    return _in_turns(inner, yours=False)


# -- another player's land (305.1) -----------------------------------------------------------------
@trigger("trigger", "an opponent plays a land", rule="305.1", runs="explorer.rules.lands")
def _opponent_plays_land(scope: Scope) -> Trigger:
    """Dirtcowl Wurm: "Whenever an opponent plays a land" — the special action of playing one
    (305.1), not a land put onto the battlefield by an effect."""
    return Trigger(When(K.LAND_PLAYED, lambda game, event, obj:
                        event.player not in (None, obj.controller)))


@trigger("trigger", "a player plays a land", rule="305.1", runs="explorer.rules.lands")
def _player_plays_land(scope: Scope) -> Trigger:
    return Trigger(When(K.LAND_PLAYED, lambda game, event, obj: event.player is not None))


# -- several objects dying in one event (603.2c) ---------------------------------------------------
def _died_with(game: Kernel, gone: Obj) -> bool:
    """Did ``gone`` — an object that left the battlefield earlier in the same event (the kernel's
    batch) — go to a graveyard? Its zone change is among the last events of this turn."""
    log, turn = game.log, game.state.turn
    for k in range(len(log) - 1, -1, -1):
        earlier = log[k]
        if earlier.turn != turn:
            break
        if isinstance(earlier, ZoneEvent) and earlier.target == gone.handle \
                and earlier.from_zone == "battlefield":
            return earlier.to_zone == "graveyard"
    return False


@trigger("trigger", "one or more {what:objects} die", rule="603.2c",
         runs="explorer.rules.triggers")
def _one_or_more_die(scope: Scope, what: Objects) -> Trigger:
    """Vengeful Townsfolk: "Whenever one or more other creatures you control die" — once for an
    event in which any number of them die at the same time (603.2c): on the first of them, each
    looked at as it last existed (603.10a). Deaths at other times are other events."""

    def matches(game: Kernel, obj: Obj, dead: Obj) -> bool:
        return what.test(game, obj.controller, dead) and not (what.other and dead.oid == obj.oid)

    def first_to_die(game: Kernel, event: Event, obj: Obj) -> bool:
        left = game.left
        if not (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and left is not None
                and left.handle == event.target and matches(game, obj, left)):
            return False
        return not any(o is not left and matches(game, obj, o) and _died_with(game, o)
                       for o in game.batch or ())

    return Trigger(When(K.ZONE_CHANGED, first_to_die), looks_back=True, left_other=True)


@trigger("trigger", "one or more {what:objects} enter",
         "one or more {what:objects} enter the battlefield", rule="603.2c",
         runs="explorer.rules.triggers")
def _one_or_more_enter(scope: Scope, what: Objects) -> Trigger:
    """Valley Questcaller: "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you
    control enter" — once for an event in which any number of them enter at the same time
    (603.2c: two tokens one instruction creates, the cards a search puts onto the
    battlefield), on the first of them; permanents entering at other times are other events."""

    def matches(game: Kernel, obj: Obj, other: Obj) -> bool:
        return what.test(game, obj.controller, other) and not (what.other
                                                               and other.oid == obj.oid)

    def first_to_enter(game: Kernel, event: Event, obj: Obj) -> bool:
        other = _entered(game, event)
        return (other is not None and matches(game, obj, other)
                and not any(matches(game, obj, o) for o in game.entering or ()))

    return Trigger(When(K.ZONE_CHANGED, first_to_enter))


# -- scry and surveil (701.22, 701.25) -------------------------------------------------------------
@trigger("trigger", "you scry", rule="701.22a", runs="explorer.rules.library")
def _you_scry(scope: Scope) -> Trigger:
    """Flamespeaker Adept: "Whenever you scry" — once for each scry its controller does, however
    many cards it looked at (not "look at the top cards, then put them back in any order", which
    the log also shows as cards seen on top)."""
    return Trigger(When(K.SCRIED, lambda game, event, obj:
                        event.player == obj.controller and event.rule == "701.22a"))


@trigger("trigger", "you surveil", rule="701.25a", runs="explorer.rules.library")
def _you_surveil(scope: Scope) -> Trigger:
    """Dimir Spybug: "Whenever you surveil" — once for each surveil its controller does."""
    return Trigger(When(K.SURVEILLED, lambda game, event, obj: event.player == obj.controller))


# -- the creature this Aura or Equipment is attached to deals damage (510.3a, 120.3) --------------
table("attached_word", {"equipped": "equipped", "enchanted": "enchanted"})


def _by_attached(game: Kernel, obj: Obj) -> bool:
    """The damage's source is the permanent ``obj`` (an Aura or Equipment) is attached to."""
    return game.actor is not None and obj.attached_to == game.actor.oid


@trigger("trigger", "{how:attached_word} creature deals combat damage to a player", rule="510.3a",
         runs="explorer.rules.damage")
def _attached_combat_damage_to_player(scope: Scope, how: str) -> Trigger:
    """Bloodforged Battle-Axe: "Whenever equipped creature deals combat damage to a player" —
    the creature it is attached to as the damage is dealt (510.2); "that player" is the one
    dealt damage."""
    return Trigger(When(K.DAMAGE_DEALT, lambda game, event, obj:
                        _by_attached(game, obj) and _combat(event) and _to_player(event)))


@trigger("trigger", "{how:attached_word} creature deals damage to an opponent", rule="120.3",
         runs="explorer.rules.damage")
def _attached_damage_to_opponent(scope: Scope, how: str) -> Trigger:
    """Curiosity: "Whenever enchanted creature deals damage to an opponent" — combat or not,
    to an opponent of the Aura's controller (not a planeswalker)."""
    def dealt(game: Kernel, event: Event, obj: Obj) -> bool:
        return (_by_attached(game, obj) and _to_player(event)
                and event.target not in (None, obj.controller))

    return Trigger(When(K.DAMAGE_DEALT, dealt))


@trigger("trigger", "{how:attached_word} creature deals damage to you", rule="120.3",
         runs="explorer.rules.damage")
def _attached_damage_to_you(scope: Scope, how: str) -> Trigger:
    """Backfire: "Whenever enchanted creature deals damage to you" — combat or not; "that
    creature" is the one the Aura is attached to, "that much" the damage."""
    def dealt(game: Kernel, event: Event, obj: Obj) -> bool:
        return _by_attached(game, obj) and _to_player(event) and event.target == obj.controller

    return Trigger(When(K.DAMAGE_DEALT, dealt), referent=_enchanted_or_equipped)


def _enchanted_or_equipped(ctx: Ctx) -> list[Any]:
    """"That creature": the one this Aura or Equipment is attached to."""
    source = ctx.source
    return [source.attached_to] if source is not None and source.attached_to else []


# -- each of your permanents an opponent's spell or ability targets (603.2c) ----------------------
def _targeted_each(what: Objects, *, you: bool) -> Trigger:
    """One trigger for each matching object — and for "you", its controller — that an
    opponent's spell or ability targets as it is cast, activated or put on the stack (an object
    targeted twice by it becomes its target once). Each occurrence is the event with ``target``
    saying whom it is about: "that creature" is that one."""

    def hits(game: Kernel, event: Event, obj: Obj) -> list[str]:
        item = targeting_item(game, event)
        if item is None or item.controller == obj.controller:
            return []
        out: list[str] = []
        for t in dict.fromkeys(t for t in item.targets if t is not None):
            found = game.state.find(t) if isinstance(t, int) else None
            if found is not None and what.test(game, obj.controller, found):
                out.append(found.handle)
            elif you and t == obj.controller:
                out.append(t)
        return out

    def each(game: Kernel, event: Event, obj: Obj) -> list[Event]:
        return [replace(event, target=who) for who in hits(game, event, obj)]

    return Trigger(When((K.SPELL_CAST, K.ABILITY_ACTIVATED, K.ABILITY_PUT_ON_STACK),
                        lambda game, event, obj: bool(hits(game, event, obj)), occurrences=each),
                   referent=_the_one_targeted)


def _the_one_targeted(ctx: Ctx) -> list[Any]:
    """"That creature": the object this occurrence of the trigger event is about (its target:
    the permanent targeted, dealt damage …)."""
    handle = ctx.event.target if ctx.event is not None else None
    found = ctx.game.state.find_handle(handle) if handle else None
    return [found.oid] if found is not None else []


@trigger("trigger", "a {what:objects} becomes the target of a spell or ability an opponent "
         "controls", "an {what:objects} becomes the target of a spell or ability an opponent "
         "controls", rule="603.2c", runs="explorer.rules.stack")
def _yours_targeted(scope: Scope, what: Objects) -> Trigger:
    return _targeted_each(what, you=False)


@trigger("trigger", "you or a {what:objects} becomes the target of a spell or ability an "
         "opponent controls", rule="603.2c", runs="explorer.rules.stack")
def _you_or_yours_targeted(scope: Scope, what: Objects) -> Trigger:
    """Unsettled Mariner: "Whenever you or a permanent you control becomes the target of a spell
    or ability an opponent controls" — once for each of them it targets."""
    return _targeted_each(what, you=True)


# -- a creature this permanent dealt damage this turn dies (603.6c, 603.10a) -----------------------
@trigger("trigger", "a {what:objects} dealt damage by ~ this turn dies", rule="603.6c",
         runs="explorer.rules.damage")
def _damaged_by_this_dies(scope: Scope, what: Objects) -> Trigger:
    """Vampiric Dragon, Abattoir Ghoul: "Whenever a creature dealt damage by ~ this turn dies" —
    the creature as it last existed remembers the objects that dealt it damage this turn; this
    one counts if it is the same object (a permanent that left and came back is a new one,
    400.7). It looks back (603.10a): both may die at the same time."""

    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        left = game.left
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and left is not None
                and left.handle == event.target and left.oid != obj.oid
                and left.damaged_by.get(obj.oid) == game.state.turn
                and what.test(game, obj.controller, left))

    return Trigger(When(K.ZONE_CHANGED, died), looks_back=True, subject=True)


# -- a player's Nth spell of a kind in a turn (601.2i) ---------------------------------------------
# (the this_turn count the kind is counted in, as each spell is cast — see rules.stack)
table("nth_spell", {"first": 1, "second": 2, "third": 3})
table("spell_kind", {"": "any", "noncreature ": "noncreature",
                     "instant or sorcery ": "instant_sorcery"})


def _nth_cast(who: str, n: int, counted: str) -> When:
    """The spell cast that makes the caster's count of that kind this turn n: its first,
    second… (the counts include the spell just cast, 601.2i)."""
    kinds = {"any": None, "noncreature": lambda spell: not spell.is_type("Creature"),
             "instant_sorcery": lambda spell: spell.is_type("Instant")
             or spell.is_type("Sorcery")}

    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        player = event.player
        if player is None or {"you": player != obj.controller,
                              "opponent": player == obj.controller, "player": False}[who]:
            return False
        test = kinds[counted]
        spell = _spell_on_stack(game, event)
        if test is not None and (spell is None or not test(spell)):
            return False
        return game.state.this_turn.get(f"{counted}_spells_cast:{player}") == n

    return When(K.SPELL_CAST, cast)


@trigger("trigger", "an opponent casts their {n:nth_spell} {kind:spell_kind}spell each turn",
         rule="601.2i", runs="explorer.rules.stack")
def _opponent_nth_spell(scope: Scope, n: int, kind: str) -> Trigger:
    """Esper Sentinel: "Whenever an opponent casts their first noncreature spell each turn" —
    each opponent's own count; "that player" is the one who cast it."""
    return Trigger(_nth_cast("opponent", n, kind))


@trigger("trigger", "a player casts their {n:nth_spell} {kind:spell_kind}spell each turn",
         rule="601.2i", runs="explorer.rules.stack")
def _player_nth_spell(scope: Scope, n: int, kind: str) -> Trigger:
    return Trigger(_nth_cast("player", n, kind))


@trigger("trigger", "you cast your {n:nth_spell} {kind:spell_kind}spell each turn",
         rule="601.2i", runs="explorer.rules.stack")
def _your_nth_spell_of_kind(scope: Scope, n: int, kind: str) -> Trigger:
    return Trigger(_nth_cast("you", n, kind))
