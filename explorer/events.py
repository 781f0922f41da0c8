"""Typed events: everything that happens in a game is one of these, with the rule behind it.

Each :class:`EventKind` names one kind of event; its value is the event's name in tables and in
the command line's JSON (``zone_changed``, ``monarch_changed``, …). Every event has the common
fields of :class:`Event` — when it happened (``seq``, ``turn``, ``step``, ``active``), who and
what it concerns (``player``, ``source``, ``target``, ``amount``, ``mana``), what led to it
(``cause``, the ``seq`` of that event) and the rule (``rule``) — and each kind adds the typed
fields of what it means: the zones of a zone change, the previous monarch, the counter kind, the
chooser's choice and whether the default policy made it, …

``detail`` is a rendering of those fields for people. Code never reads it: triggers, tables and
tests use the fields. Events are immutable; the log only grows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, overload

from .slots import builder

# A decision's answer as data (``DecisionEvent.answer``): ids, players and amounts.
Answer = tuple[str | None | tuple[str, str | int], ...]


class EventKind(StrEnum):
    """Every kind of event the engine emits; the value is its name in tables and JSON."""

    GAME_STARTED = "game_started"
    STEP_BEGAN = "step_began"
    STEP_SKIPPED = "step_skipped"
    PRIORITY_PASSED = "priority_passed"
    LAND_PLAYED = "land_played"
    SPELL_CAST = "spell_cast"
    SPELL_RESOLVED = "spell_resolved"
    SPELL_REMOVED = "spell_removed"
    SPELL_COUNTERED = "spell_countered"
    SPELL_COPIED = "spell_copied"
    ABILITY_ACTIVATED = "ability_activated"
    ABILITY_TRIGGERED = "ability_triggered"
    ABILITY_PUT_ON_STACK = "ability_put_on_stack"
    ABILITY_RESOLVED = "ability_resolved"
    ABILITY_REMOVED = "ability_removed"
    MANA_ADDED = "mana_added"
    MANA_UNDEFINED = "mana_undefined"
    TAPPED_FOR_MANA = "tapped_for_mana"
    MANA_SPENT = "mana_spent"
    MANA_EMPTIED = "mana_emptied"
    TAPPED = "tapped"
    UNTAPPED = "untapped"
    ATTACK_DECLARED = "attack_declared"
    ENTERED_ATTACKING = "entered_attacking"
    BLOCK_DECLARED = "block_declared"
    EVENT_PROPOSED = "event_proposed"
    REPLACEMENT_APPLIED = "replacement_applied"
    DAMAGE_DEALT = "damage_dealt"
    DAMAGE_REMOVED = "damage_removed"
    DAMAGE_PREVENTED = "damage_prevented"
    LIFE_CHANGED = "life_changed"
    COUNTERS_ADDED = "counters_added"
    COUNTERS_REMOVED = "counters_removed"
    EFFECT_CREATED = "effect_created"
    EFFECT_ENDED = "effect_ended"
    EFFECT_SKIPPED = "effect_skipped"
    ATTACHED = "attached"
    UNATTACHED = "unattached"
    CARD_DRAWN = "card_drawn"
    CARD_DISCARDED = "card_discarded"
    LIBRARY_SHUFFLED = "library_shuffled"
    SCRIED = "scried"
    SURVEILLED = "surveilled"
    LOOKED_AT_TOP = "looked_at_top"
    LIBRARY_SEARCHED = "library_searched"
    CARDS_REVEALED = "cards_revealed"
    ZONE_CHANGED = "zone_changed"
    TOKEN_CREATED = "token_created"
    CEASED_TO_EXIST = "ceased_to_exist"
    REGENERATED = "regenerated"
    BECAME_MONSTROUS = "became_monstrous"
    BECAME_RENOWNED = "became_renowned"
    BECAME_SADDLED = "became_saddled"
    EXPLOITED = "exploited"
    TURNED_FACE_UP = "turned_face_up"
    CONTROL_CHANGED = "control_changed"
    MONARCH_CHANGED = "monarch_changed"
    DECISION_MADE = "decision_made"
    PLAYER_LOST = "player_lost"
    PLAYER_LEFT = "player_left"
    GAME_OVER = "game_over"


K = EventKind

# What each kind means, for people (docs, the timeline's filter).
EVENT_KINDS: dict[str, str] = {
    K.GAME_STARTED: "the position was loaded",
    K.STEP_BEGAN: "a step (or phase without steps) began",
    K.STEP_SKIPPED: "a step was skipped",
    K.PRIORITY_PASSED: "a player passed priority",
    K.LAND_PLAYED: "a land was played (a special action)",
    K.SPELL_CAST: "a spell became cast",
    K.SPELL_RESOLVED: "a spell resolved",
    K.SPELL_REMOVED: "a spell left the stack without resolving",
    K.SPELL_COUNTERED: "a spell was countered",
    K.SPELL_COPIED: "a copy of a spell was put onto the stack (not cast)",
    K.ABILITY_ACTIVATED: "an activated ability was activated",
    K.ABILITY_TRIGGERED: "a triggered ability triggered",
    K.ABILITY_PUT_ON_STACK: "a triggered ability was put on the stack",
    K.ABILITY_RESOLVED: "an ability resolved",
    K.ABILITY_REMOVED: "an ability left the stack without resolving",
    K.MANA_ADDED: "mana was added to a pool (one row per type)",
    K.MANA_UNDEFINED: "a mana ability produced no mana: no type could be defined (106.5)",
    K.TAPPED_FOR_MANA: "a permanent was tapped for mana and produced mana (106.12a)",
    K.MANA_SPENT: "mana was spent from a pool (one row per type)",
    K.MANA_EMPTIED: "unused mana left a pool as a step or phase ended",
    K.TAPPED: "a permanent became tapped",
    K.UNTAPPED: "a permanent became untapped",
    K.ATTACK_DECLARED: "a creature was declared as an attacker",
    K.ENTERED_ATTACKING: "a creature was put onto the battlefield attacking (508.4): it never "
                         "attacked",
    K.BLOCK_DECLARED: "a creature was declared as a blocker",
    K.EVENT_PROPOSED: "an event that replacement effects then modified",
    K.REPLACEMENT_APPLIED: "a replacement effect changed a proposed event",
    K.DAMAGE_DEALT: "damage was dealt",
    K.DAMAGE_REMOVED: "marked damage was removed from a permanent",
    K.DAMAGE_PREVENTED: "damage that would have been dealt was prevented: none of it was dealt",
    K.LIFE_CHANGED: "a player's life total changed",
    K.COUNTERS_ADDED: "counters were put on a permanent",
    K.COUNTERS_REMOVED: "counters were removed from a permanent",
    K.EFFECT_CREATED: "a continuous effect began",
    K.EFFECT_ENDED: "a continuous effect ended",
    K.EFFECT_SKIPPED: "an instruction did nothing, and the rule that says so",
    K.ATTACHED: "an Equipment became attached to a creature (701.3a)",
    K.UNATTACHED: "an Equipment became unattached and stays on the battlefield (704.5n)",
    K.CARD_DRAWN: "a player drew a card",
    K.CARD_DISCARDED: "a player discarded a card",
    K.LIBRARY_SHUFFLED: "a player's library was shuffled (701.24)",
    K.SCRIED: "a player scried: looked at the top cards and kept some on top (701.22)",
    K.SURVEILLED: "a player surveilled: looked at the top cards, some went to the graveyard "
                  "(701.25)",
    K.LIBRARY_SEARCHED: "a player searched their library for a card (701.23)",
    K.LOOKED_AT_TOP: "a player looked at the top cards of their library, took some and put the "
                     "rest where the effect said",
    K.CARDS_REVEALED: "a player revealed cards — their hand, or a library's top card — and every "
                      "player saw them (701.20a)",
    K.ZONE_CHANGED: "an object moved between zones",
    K.TOKEN_CREATED: "a token was created",
    K.CEASED_TO_EXIST: "a token or stack object ceased to exist",
    K.REGENERATED: "a permanent was regenerated instead of destroyed (701.19a)",
    K.BECAME_MONSTROUS: "a permanent became monstrous (701.37b)",
    K.BECAME_RENOWNED: "a permanent became renowned (702.112b)",
    K.BECAME_SADDLED: "a Mount became saddled until end of turn (702.171b)",
    K.EXPLOITED: "a creature with exploit exploited a creature (702.110b)",
    K.TURNED_FACE_UP: "a face-down permanent was turned face up (702.37e, 708.8)",
    K.CONTROL_CHANGED: "a permanent came under another player's control (613.1b)",
    K.MONARCH_CHANGED: "a player became the monarch",
    K.DECISION_MADE: "a player (or the default policy) made a choice",
    K.PLAYER_LOST: "a player lost the game",
    K.PLAYER_LEFT: "a player left the game",
    K.GAME_OVER: "the game ended",
}

# Kinds that the default timeline table leaves out (they are in the log all the same).
QUIET_KINDS = frozenset({K.PRIORITY_PASSED})


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``rule`` is the Comprehensive Rules number that governs it.

    ``event`` is the kind; the other common fields say who and what it concerns: ``player``
    (whose event it is), ``source`` (the card or effect behind it, by name), ``target`` (the
    player, or the permanent by id, it happened to), ``amount``, ``mana`` (a type of mana) and
    ``cause`` (the ``seq`` of the event that led to it).
    """

    seq: int
    turn: int
    step: str
    active: str | None
    event: EventKind
    player: str | None = None
    source: str | None = None
    target: str | None = None
    amount: int | None = None
    mana: str | None = None
    cause: int | None = None
    rule: str | None = None

    @property
    def kind(self) -> EventKind:
        return self.event

    @property
    def detail(self) -> str | None:
        """The event in words, for people: rendered from its fields, never read by code. It
        says what happened, never when: it doesn't read ``seq``, ``turn`` or ``cause`` (the
        timeline renders it once for every event alike in the other fields)."""
        return None

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON-able data: every field of its kind, then ``detail``."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["event"] = self.event.value
        out["detail"] = self.detail
        return out


# -- the kinds' own fields ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    title: str | None = None  # the board's title

    @property
    def detail(self) -> str | None:
        return self.title


@dataclass(frozen=True, slots=True)
class StepEvent(Event):
    """step_began / step_skipped: the step is the common ``step`` field. A combat with first
    strike or double strike has two combat damage steps, ``first_strike_damage`` and
    ``combat_damage``, both begun with rule 510.4."""

    @property
    def detail(self) -> str | None:
        if self.event is K.STEP_SKIPPED:
            if self.rule == "103.8a":
                return f"{self.step}: the starting player skips the first draw in a two-player game"
            return f"{self.step}: no creatures are attacking"  # 508.8
        if self.rule == "510.4":  # the two combat damage steps of first strike
            return (f"{self.step}: creatures with first strike or double strike deal combat "
                    "damage" if self.step == "first_strike_damage" else
                    f"{self.step}: the second combat damage step")
        return f"{self.step} (again)" if self.rule == "514.3a" else self.step


@dataclass(frozen=True, slots=True)
class SpellEvent(Event):
    """spell_cast (``amount`` is its mana value, 202.3e), spell_resolved, spell_removed,
    spell_countered, spell_copied (``target`` the copy's id, 707.10)."""

    x: int | None = None  # the X chosen for a spell with {X} in its cost (107.3a)
    oid: int | None = None  # the spell's stack object id, for abilities that look it up
    by: str | None = None  # what countered it
    # Its targets as data (players, permanents' ids) when it has several — ``target`` says
    # them for people, with ids
    targets: tuple[str, ...] | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.SPELL_CAST:
            return f"X={self.x}" if self.x is not None else None
        if self.event is K.SPELL_REMOVED:
            return "doesn't resolve: every target is illegal now"  # 608.2b
        if self.event is K.SPELL_COUNTERED:
            return f"countered by {self.by}"
        if self.event is K.SPELL_COPIED:  # 707.10: put onto the stack, not cast
            return "a copy, not cast" + (f"; X={self.x}" if self.x is not None else "")
        return None


@dataclass(frozen=True, slots=True)
class AbilityEvent(Event):
    """ability_activated / _triggered / _put_on_stack / _resolved / _removed: ``ability`` is
    its text. A removal says why by its rule (608.2b illegal targets, 603.3d no legal target,
    800.4a/800.4d its controller left the game); a 603.4 resolution did nothing."""

    ability: str | None = None
    target_spec: str | None = None  # what it could have targeted (603.3d)
    # A division among targets put on the stack (601.2d, 603.3d): each target (a player, or a
    # permanent's id) with its amount — ``target`` says the same for people, with ids.
    shares: tuple[tuple[str, int], ...] | None = None
    # Its targets as data (players, permanents' ids) when it has several and divides nothing
    targets: tuple[str, ...] | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.ABILITY_REMOVED:
            if self.rule == "608.2b":
                return "doesn't resolve: every target is illegal now"
            if self.rule == "800.4a":
                return "its controller left the game"
            if self.rule == "603.3d":
                return f"{self.ability}: no legal target ({self.target_spec})"
            if self.rule == "701.6b":
                return f"{self.ability}: countered"
            return f"{self.ability}: its controller left the game"  # 800.4d
        if self.event is K.ABILITY_RESOLVED and self.rule == "603.4":
            return f"{self.ability}: does nothing, its condition is false now"
        return self.ability


@dataclass(frozen=True, slots=True)
class ManaEvent(Event):
    """mana_added (one per type; ``restriction``, ``rider`` and ``when_spent`` ride along with
    every one of them, 106.6), mana_spent, mana_emptied, tapped_for_mana (``mana`` lists the
    types produced, ``amount`` how many), mana_undefined (``ability`` made none, 106.5)."""

    restriction: str | None = None
    rider: str | None = None
    when_spent: bool = False
    ability: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.MANA_UNDEFINED:
            return (f"{(self.ability or '').rstrip('.')}: no type of mana can be defined, so it "
                    "adds none")
        extras = [x for x in (self.restriction, self.rider) if x]
        if self.when_spent:
            extras.append("when spent")
        return ", ".join(extras) or None


_TAPPED_TO = {"107.5": "to pay {T}", "107.6": "to pay {Q}", "508.1f": "attacking"}


@dataclass(frozen=True, slots=True)
class TapEvent(Event):
    """tapped / untapped: ``target`` is the permanent. Why is its rule: 107.5 paying {T},
    107.6 paying {Q}, 508.1f attacking, 502.3 the untap step; or ``cost`` paid (603.5)."""

    cost: str | None = None

    @property
    def detail(self) -> str | None:
        if self.cost is not None:
            return f"paid {self.cost}"
        return _TAPPED_TO.get(self.rule or "")


@dataclass(frozen=True, slots=True)
class CombatEvent(Event):
    """attack_declared (``target`` the player attacked) / entered_attacking (put onto the
    battlefield attacking ``target``, 508.4) / block_declared (``target`` the attacker):
    ``permanent`` is the attacking or blocking creature, by id."""

    permanent: str | None = None

    @property
    def detail(self) -> str | None:
        return self.permanent


@dataclass(frozen=True, slots=True)
class ProposalEvent(Event):
    """event_proposed (614): an event replacement effects are about to change — ``proposal``
    says what kind (damage, counters, mana, tokens), and ``amount``, ``target``, ``produces``
    (the mana it would add, e.g. ``"GG"``), ``counter`` and ``combat`` what it would do.
    replacement_applied: ``source`` the replacing permanent, ``effect`` its text, ``proposed``
    the seq of the event_proposed it changed; ``amount``, ``new_target``, ``produces``,
    ``counter`` and ``combat`` the event it turns the proposal into (``new_target`` only when
    it redirects, 614.9), ``nothing`` when no event is left at all; and the event before and
    after it in words (``was``, ``becomes``)."""

    proposal: str | None = None
    produces: str | None = None
    counter: str | None = None
    combat: bool = False
    effect: str | None = None
    proposed: int | None = None
    new_target: str | None = None
    nothing: bool = False
    was: str | None = None
    becomes: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.REPLACEMENT_APPLIED:
            return f"{self.effect}: {self.was} -> {self.becomes or 'nothing'}"
        return describe_proposal(self.proposal, self.source, self.target, self.amount,
                                 self.produces, self.counter, self.combat)


def describe_proposal(proposal: str | None, source: str | None, target: str | None,
                      amount: int | None, mana: str | None, counter: str | None,
                      combat: bool) -> str:
    """A proposed event in words (what ``event_proposed`` and ``replacement_applied`` show)."""
    if proposal == "damage":
        return f"{source} deals {amount}{' combat' if combat else ''} damage to {target}"
    if proposal == "counters":
        return f"{amount} {counter} counter(s) on {target}"
    if proposal == "mana":
        symbols = "".join("{" + m + "}" for m in mana or "") or "no mana"
        return f"{source} adds {symbols} to {target}'s pool"
    if proposal == "tokens":
        return f"{amount} {source} token(s) for {target}"
    return f"{proposal} {amount} {target}"


@dataclass(frozen=True, slots=True)
class DamageEvent(Event):
    """damage_dealt: ``target`` the player or permanent (by id) dealt damage, ``player`` that
    player or the permanent's controller; damage_removed (514.2); damage_prevented: the
    ``amount`` that ``source`` would have dealt to ``target``, prevented by its protection
    from ``protection`` (the quality, 702.16e)."""

    combat: bool = False
    deathtouch: bool = False
    protection: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.DAMAGE_REMOVED:
            return "damage wears off in cleanup"
        if self.event is K.DAMAGE_PREVENTED:
            kind = "combat damage" if self.combat else "damage"
            if self.protection is None:  # a prevention effect (615.1): Fog
                return f"{kind} prevented"
            return f"{kind} prevented: {self.target} has protection from {self.protection}"
        kind = "combat damage" if self.combat else "damage"
        return kind + (" (deathtouch, 702.2b)" if self.deathtouch else "")


@dataclass(frozen=True, slots=True)
class LifeEvent(Event):
    """life_changed: ``amount`` is the change, ``life`` the total after it."""

    life: int | None = None

    @property
    def detail(self) -> str | None:
        if self.life is None or self.amount is None:
            return None
        return f"{self.life - self.amount} -> {self.life}"


@dataclass(frozen=True, slots=True)
class CounterEvent(Event):
    """counters_added / counters_removed: ``counter`` is the kind, ``amount`` how many."""

    counter: str | None = None

    @property
    def detail(self) -> str | None:
        return self.counter


@dataclass(frozen=True, slots=True)
class EffectEvent(Event):
    """effect_created / effect_ended: a +N/+N until end of turn (613.4c, ``power`` and
    ``toughness``), keywords added until end of turn (613.1f, ``keywords``), or a rider on a
    spell (106.6); effect_skipped: an instruction that did nothing — a spell that can't be
    countered stays (101.2), an "until" exile whose event already happened (610.3a/b: ``by``
    the new monarch, or None when ``source`` itself already left the battlefield), damage that
    doesn't cause ``target`` to lose life (120.3a, ``by`` the permanent that says so), a
    permanent with indestructible isn't destroyed by ``source``: a "destroy" effect, or lethal
    or deathtouch damage (702.12b, ``cause`` the damage event), an Equipment attached again to
    the creature it equips (701.3b), a player who can't become the monarch this turn doesn't
    (101.2, ``rider`` says what can't happen)."""

    power: int | None = None
    toughness: int | None = None
    rider: str | None = None
    by: str | None = None
    keywords: tuple[str, ...] | None = None  # as the rules spell them: ("Flying", "First strike")

    @property
    def detail(self) -> str | None:
        if self.event is K.EFFECT_SKIPPED:
            if self.rule in ("610.3a", "610.3b"):
                if self.by is None:  # "until ~ leaves the battlefield"
                    return f"not exiled: {self.source} already left the battlefield"
                return f"not exiled: {self.by} became the monarch after the ability triggered"
            if self.rule == "702.12b":
                return f"{self.target} has indestructible: not destroyed"
            if self.rule == "701.3b":
                return f"already attached to {self.target}: nothing happens"
            if self.rule == "120.3a":
                return f"the damage doesn't cause {self.target} to lose life ({self.by})"
            if self.rider is not None:  # 101.2: "can't become the monarch this turn"
                return f"{self.target} {self.rider}: nothing happens"
            return f"{self.target} can't be countered: it stays"  # 101.2
        if self.rider is not None:
            return self.rider
        if self.keywords:
            return ", ".join(k.lower() for k in self.keywords) + " until end of turn"
        return f"{self.power:+d}/{self.toughness:+d} until end of turn"


@dataclass(frozen=True, slots=True)
class AttachEvent(Event):
    """attached (701.3a): ``permanent`` (an Equipment, by id) became attached to ``target``
    (by id) — moved from ``was_attached_to`` if it equipped another creature — and got a new
    timestamp (613.7e); unattached (704.5n): ``permanent`` is attached to nothing legal any more
    and stays on the battlefield, ``target`` the permanent it was attached to if that is still
    on the battlefield."""

    permanent: str | None = None
    was_attached_to: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.UNATTACHED:
            host = f" from {self.target}" if self.target else ""
            return f"{self.permanent} unattached{host}: it stays on the battlefield"
        moved = f" (moved from {self.was_attached_to})" if self.was_attached_to else ""
        return f"{self.permanent} attached to {self.target}{moved}"


@dataclass(frozen=True, slots=True)
class CardEvent(Event):
    """card_drawn (121; 121.4: from an empty library, ``amount`` 0), card_discarded."""

    @property
    def detail(self) -> str | None:
        if self.rule == "121.4":
            return "tried to draw from an empty library"
        return None


@dataclass(frozen=True, slots=True)
class LibraryEvent(Event):
    """library_shuffled (``amount`` cards), scried (``amount`` looked at; ``on_top`` kept on
    top, ``on_bottom`` put on the bottom), surveilled (``on_top``, ``to_graveyard``),
    library_searched (``wanted`` what for, ``found`` the cards found, ``amount`` how many),
    looked_at_top (``amount`` looked at; ``on_bottom`` or ``to_graveyard`` the rest; ``wanted``
    and ``found``: the kind of card that could be revealed and taken, and the one that was),
    cards_revealed (``found`` the cards revealed, ``amount`` how many)."""

    on_top: int | None = None
    on_bottom: int | None = None
    to_graveyard: int | None = None
    wanted: str | None = None
    found: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.SCRIED:
            return f"{self.on_top} on top, {self.on_bottom} on the bottom"
        if self.event is K.SURVEILLED:
            return f"{self.on_top} on top, {self.to_graveyard} into the graveyard"
        if self.event is K.LOOKED_AT_TOP and self.rule == "401.2":
            return None  # only looked at, so far: a later instruction moves them
        if self.event is K.LOOKED_AT_TOP and self.rule in ("401.4", "608.2c"):
            return (f"{self.on_top} put back on top" if self.on_top is not None
                    else f"{self.on_bottom} put on the bottom") + (
                " in a random order" if self.rule == "608.2c" else "")
        if self.event is K.LOOKED_AT_TOP:
            rest = (f"{self.on_bottom} on the bottom" if self.on_bottom is not None
                    else f"{self.to_graveyard} into the graveyard")
            if self.wanted is not None:  # "you may reveal a creature card from among them"
                taken = f"{self.found} revealed and put into the hand" if self.found \
                    else f"no {self.wanted.removeprefix('a ').removeprefix('an ')} taken"
                return f"{taken}, {rest}"
            return f"1 into the hand, {rest}"
        if self.event is K.LIBRARY_SEARCHED:
            return f"for {self.wanted}: {self.found or 'nothing'} found"
        if self.event is K.CARDS_REVEALED:
            return self.found or "nothing"
        return None


@dataclass(frozen=True, slots=True)
class ZoneEvent(Event):
    """zone_changed: ``target`` the card's id, ``from_zone`` → ``to_zone`` (``None`` when it
    came from outside the game or left it), ``attached_to`` the permanent an Aura entered
    attached to, and ``how``: destroyed, sacrificed, discarded, …; token_created;
    ceased_to_exist (704.5d a token in ``from_zone``, 704.5e a copy of a spell leaving the stack,
    800.4a a spell leaving with its owner)."""

    from_zone: str | None = None
    to_zone: str | None = None
    attached_to: str | None = None
    how: str | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.TOKEN_CREATED:
            return None
        if self.event is K.CEASED_TO_EXIST:
            if self.rule == "704.5d":
                return f"a token in the {self.from_zone}"
            if self.rule == "704.5e":
                return "a copy of a spell, off the stack"
            return "spell left the game with its owner"
        moved = (f"{self.from_zone} -> " if self.from_zone else "-> ") + (
            self.to_zone or "(left the game with its owner)")
        if self.attached_to is not None:
            moved += f" attached to {self.attached_to}"
        return f"{moved} ({self.how})" if self.how else moved


@dataclass(frozen=True, slots=True)
class MonarchEvent(Event):
    """monarch_changed: ``player`` is the new monarch, ``old_monarch`` the previous one (None
    if there was none); ``source`` the card, or the creature whose combat damage did it."""

    old_monarch: str | None = None

    @property
    def detail(self) -> str | None:
        return f"{self.old_monarch or 'nobody'} -> {self.player}"


@dataclass(frozen=True, slots=True)
class DecisionEvent(Event):
    """decision_made: ``player`` chose — or the default policy, or the engine when there was
    one choice — ``choice`` (its stable text) for a ``decision`` of that kind. ``chosen_by``:
    ``player``, ``default``, ``only choice``, ``interchangeable`` or ``left the game``.

    ``answer`` is the answer as data, for the decisions whose ``choice`` names ids: attackers
    ``((creature id, player), …)``, blockers ``((blocker id, attacker id), …)``, a
    distribution ``((target, amount), …)`` (a target: a player, or a permanent's id), targets
    ``(target, …)`` (None: no target), an order of cards ``(card id, …)``. A view names them
    from these, never from ``choice``."""

    decision: str | None = None
    choice: str | None = None
    chosen_by: str | None = None
    answer: Answer | None = None

    @property
    def detail(self) -> str | None:
        return decision_said(self.decision, self.choice, self.chosen_by, self.player)


def decision_said(decision: str | None, choice: str | None, chosen_by: str | None,
                  player: str | None) -> str:
    """A decision_made event for people: the kind of decision, the choice (its stable text, or
    said with names by a view) and who made it."""
    how: str | None
    if chosen_by == "player":
        how = f"chosen by {player}"
    elif chosen_by == "left the game":
        how = f"default policy: {player} left the game"
    else:
        how = _CHOSEN_BY.get(chosen_by or "", chosen_by)
    return f"{decision}: {choice} ({how})"


_CHOSEN_BY = {"default": "default policy", "only choice": "the only choice",
              "interchangeable": "interchangeable, taken automatically"}


@dataclass(frozen=True, slots=True)
class PlayerEvent(Event):
    """player_lost (704.5a with ``life``, 704.5b, 104.3a conceded), player_left, game_over
    (``player`` the winner; none: a draw)."""

    life: int | None = None

    @property
    def detail(self) -> str | None:
        if self.event is K.GAME_OVER:
            return f"{self.player} wins" if self.player else "a draw"
        if self.event is K.PLAYER_LOST:
            return {"704.5a": f"life total {self.life}", "704.5b": "drew from an empty library",
                    "104.3a": "conceded"}.get(self.rule or "")
        return None


CLASSES: dict[EventKind, type[Event]] = {
    K.GAME_STARTED: GameStarted,
    K.STEP_BEGAN: StepEvent, K.STEP_SKIPPED: StepEvent,
    K.PRIORITY_PASSED: Event, K.LAND_PLAYED: Event,
    K.SPELL_CAST: SpellEvent, K.SPELL_RESOLVED: SpellEvent, K.SPELL_REMOVED: SpellEvent,
    K.SPELL_COUNTERED: SpellEvent, K.SPELL_COPIED: SpellEvent,
    K.ABILITY_ACTIVATED: AbilityEvent, K.ABILITY_TRIGGERED: AbilityEvent,
    K.ABILITY_PUT_ON_STACK: AbilityEvent, K.ABILITY_RESOLVED: AbilityEvent,
    K.ABILITY_REMOVED: AbilityEvent,
    K.MANA_ADDED: ManaEvent, K.MANA_UNDEFINED: ManaEvent, K.TAPPED_FOR_MANA: ManaEvent,
    K.MANA_SPENT: ManaEvent, K.MANA_EMPTIED: ManaEvent,
    K.TAPPED: TapEvent, K.UNTAPPED: TapEvent,
    K.ATTACK_DECLARED: CombatEvent, K.ENTERED_ATTACKING: CombatEvent,
    K.BLOCK_DECLARED: CombatEvent,
    K.EVENT_PROPOSED: ProposalEvent, K.REPLACEMENT_APPLIED: ProposalEvent,
    K.DAMAGE_DEALT: DamageEvent, K.DAMAGE_REMOVED: DamageEvent, K.DAMAGE_PREVENTED: DamageEvent,
    K.LIFE_CHANGED: LifeEvent,
    K.COUNTERS_ADDED: CounterEvent, K.COUNTERS_REMOVED: CounterEvent,
    K.EFFECT_CREATED: EffectEvent, K.EFFECT_ENDED: EffectEvent, K.EFFECT_SKIPPED: EffectEvent,
    K.ATTACHED: AttachEvent, K.UNATTACHED: AttachEvent,
    K.CARD_DRAWN: CardEvent, K.CARD_DISCARDED: CardEvent,
    K.LIBRARY_SHUFFLED: LibraryEvent, K.SCRIED: LibraryEvent, K.SURVEILLED: LibraryEvent,
    K.LOOKED_AT_TOP: LibraryEvent,
    K.LIBRARY_SEARCHED: LibraryEvent, K.CARDS_REVEALED: LibraryEvent,
    K.ZONE_CHANGED: ZoneEvent, K.TOKEN_CREATED: ZoneEvent, K.CEASED_TO_EXIST: ZoneEvent,
    K.REGENERATED: Event, K.BECAME_MONSTROUS: Event, K.BECAME_RENOWNED: Event, K.EXPLOITED: Event,
    K.BECAME_SADDLED: Event, K.CONTROL_CHANGED: Event,
    K.TURNED_FACE_UP: Event,
    K.MONARCH_CHANGED: MonarchEvent,
    K.DECISION_MADE: DecisionEvent,
    K.PLAYER_LOST: PlayerEvent, K.PLAYER_LEFT: PlayerEvent, K.GAME_OVER: PlayerEvent,
}

# How the kernel makes an event of each kind: as the class does, with its slots set directly
# (``explorer.slots``) — a long game makes one per priority pass.
_BUILT = {cls: builder(cls) for cls in dict.fromkeys(CLASSES.values())}
BUILDERS: dict[EventKind, Callable[..., Event]] = {
    kind: _BUILT[cls] for kind, cls in CLASSES.items()}

COMMON_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Event))


def kind_fields(kind: EventKind) -> tuple[str, ...]:
    """The fields an event of ``kind`` has beyond the common ones."""
    return tuple(f.name for f in fields(CLASSES[kind]) if f.name not in COMMON_FIELDS)


# Every field any kind has, in a stable order: the common ones, then each kind's own.
EVENT_FIELDS: tuple[str, ...] = COMMON_FIELDS + tuple(dict.fromkeys(
    name for kind in EventKind for name in kind_fields(kind)))


class EventLog(Sequence[Event]):
    """The game's event log: a list that only grows (``append``), may be cut back to an
    earlier length (``truncate``, for undo), and forks cheaply — its events are kept in chunks
    of CHUNK, and a fork shares the full chunks, copying only the last one.

    It compares equal to any sequence of the same events; slicing gives a list. The kernel
    numbers each event it logs by the log's length, so a game's log holds events 1, 2, 3 … in
    order (``seq``), after an undo too (``truncate``)."""

    CHUNK = 4096
    __slots__ = ("_chunks", "_tail", "length")

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self._chunks: list[tuple[Event, ...]] = []
        self._tail: list[Event] = []
        self.length = 0  # len(), as an attribute: the kernel numbers every event by it
        for event in events:
            self.append(event)

    def append(self, event: Event) -> None:
        self._tail.append(event)
        self.length += 1
        if len(self._tail) == self.CHUNK:
            self._chunks.append(tuple(self._tail))
            self._tail = []

    def extend(self, events: list[Event]) -> None:
        """``append`` each of ``events``, in order."""
        tail = self._tail
        tail.extend(events)
        self.length += len(events)
        while len(tail) >= self.CHUNK:
            self._chunks.append(tuple(tail[:self.CHUNK]))
            tail = self._tail = tail[self.CHUNK:]

    def __len__(self) -> int:
        return self.length

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step != 1:
                return list(self)[index]
            out: list[Event] = []
            first = start // self.CHUNK
            for chunk in (*self._chunks[first:], self._tail):
                out.extend(chunk)
            skip = start - first * self.CHUNK
            return out[skip:skip + max(0, stop - start)]
        at = index + len(self) if index < 0 else index
        if not 0 <= at < len(self):
            raise IndexError("event log index out of range")
        number, offset = divmod(at, self.CHUNK)
        if number == len(self._chunks):
            return self._tail[offset]
        return self._chunks[number][offset]

    def events(self) -> list[Event]:
        """Every event, in order, as a new list (faster than ``list(log)``)."""
        out: list[Event] = []
        for chunk in self._chunks:
            out.extend(chunk)
        out.extend(self._tail)
        return out

    def __iter__(self) -> Iterator[Event]:
        for chunk in self._chunks:
            yield from chunk
        yield from self._tail

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(self) == len(other) and all(
            a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def truncate(self, length: int) -> None:
        """Keep only the first ``length`` events."""
        if length >= len(self):
            return
        full, rest = divmod(length, self.CHUNK)
        if full < len(self._chunks):
            self._tail = list(self._chunks[full][:rest])
            del self._chunks[full:]
        else:
            del self._tail[rest:]
        self.length = len(self._chunks) * self.CHUNK + len(self._tail)

    def fork(self) -> EventLog:
        """An independent log with the same events, sharing the full chunks."""
        twin = EventLog()
        twin._chunks = list(self._chunks)
        twin._tail = list(self._tail)
        twin.length = self.length
        return twin

    def __repr__(self) -> str:
        return f"<EventLog of {len(self)} events>"
