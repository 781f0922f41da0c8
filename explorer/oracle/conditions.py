"""Conditions: "if you're the monarch", "unless you control a Swamp", "~ is tapped".

A condition is a test of the game seen from the ability's controller ("you") and its source. It
is checked where its sentence puts it: as a trigger event happens and again on resolution for an
intervening "if" (603.4), on resolution for an "if" inside an effect (608.2c), as a permanent
enters for "enters tapped unless" (614.1d), when activating for "Activate only if" (602.5b), at
every moment for a static ability's "as long as" (611.3a).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import Ctx
from ..events import ZoneEvent
from ..rules import bargain, crimes, gift, layers, life, offspring
from .patterns import GRAMMAR, NoMatch, table
from .phrases import PARTY_ROLES, Count, Objects, is_modified, party_size
from .references import Quantity, Ref

if TYPE_CHECKING:
    from ..abilities import Target
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .scope import Scope

# (game, you, the source, the event that triggered the ability — None when there is none)
Condition = Callable[["Kernel", str, "Obj | None", "Event | None"], bool]
condition = GRAMMAR.template


@dataclass(frozen=True)
class InContext:
    """A condition about what the ability's words refer to ("if that creature was a Goblin",
    "if its power is 2 or less"): asked of the resolving ability — its targets, and what left
    the battlefield as it resolved (608.2c, 608.2h). Asked as an ability triggers (an
    intervening "if", 603.4), it sees the trigger event and the ability's source."""

    at: Callable[[Ctx], bool]

    def __call__(self, game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        return self.at(Ctx(game, you, source, source.name if source is not None else "",
                           event=event))


def holds(test: Condition, ctx: Ctx) -> bool:
    """Does ``test`` hold for the resolving ability ``ctx``?"""
    if isinstance(test, InContext):
        return test.at(ctx)
    return test(ctx.game, ctx.controller, ctx.source, ctx.event)


@condition("condition", "you're the monarch", "you are the monarch", rule="724.1",
           runs="explorer.rules.monarch")
def _monarch(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.monarch == you


@condition("condition", "you're not the monarch", "you aren't the monarch", rule="724.1",
           runs="explorer.rules.monarch")
def _not_monarch(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.monarch != you


@condition("condition", "that player is the monarch", rule="724.1",
           runs="explorer.rules.monarch")
def _that_player_monarch(scope: Scope) -> Condition:
    """Asked of "that player" — whom the sentence names (an enchanted creature's controller),
    passed as ``you``."""
    return lambda game, you, source, event: game.state.monarch == you


@condition("condition", "you were the monarch as the turn began", rule="724.1",
           runs="explorer.rules.turns")
def _was_monarch(scope: Scope) -> Condition:
    """Remembered as each turn begins (``State.monarch_as_turn_began``)."""
    return lambda game, you, source, event: game.state.monarch_as_turn_began == you


@condition("condition", "an opponent is the monarch", rule="724.1", runs="explorer.rules.monarch")
def _opponent_monarch(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.monarch not in (None, you)


@condition("condition", "there is no monarch", rule="724.1", runs="explorer.rules.monarch")
def _no_monarch(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.monarch is None


def exiled_with(game: Kernel, source: Obj | None) -> list[Obj]:
    """The cards in exile that ``source``'s abilities exiled (607.2a: linked abilities — a card
    played from exile, or the source gone and back, is a new object and no longer one)."""
    if source is None:
        return []
    return [c for p in game.state.players for c in p.exile if c.exiled_by == source.oid]


def the_exiled(ctx: Ctx) -> list[Target]:
    """"Them" after "if there are cards exiled with ~": those cards (read by the effect that
    names them, see oracle.library)."""
    return [c.oid for c in exiled_with(ctx.game, ctx.source)]


@condition("condition", "there are cards exiled with ~", "there are cards exiled with it",
           rule="607.2a", runs="explorer.rules.impulse")
def _cards_exiled_with(scope: Scope) -> Condition:
    """Valakut Exploration: the cards its other ability exiled, still in exile. "Them" in the
    rest of the sentence means those cards."""
    scope.last = scope.named = the_exiled
    return lambda game, you, source, event: bool(exiled_with(game, source))


@condition("condition", "it shares a card type with the exiled card", rule="607.2a",
           runs="explorer.rules.triggers")
def _shares_a_type_with_the_exiled(scope: Scope) -> Condition:
    """Cemetery Protector: "Whenever you play a land or cast a spell, if it shares a card type
    with the exiled card, …" — the land played or the spell cast (its card types, 205.2a) and
    the card its other ability exiled (607.2a), while that card is in exile."""
    from ..events import EventKind, SpellEvent

    scope.card_fields["returns_exiled"] = True  # its exiles are linked to this ability

    def types_of_event(game: Kernel, event: Event | None) -> set[str]:
        if isinstance(event, SpellEvent) and event.event is EventKind.SPELL_CAST:
            spell = next((i.card for i in game.state.stack
                          if i.sid == event.oid and i.card is not None), None)
            return set(spell.card.types) if spell is not None else set()
        if event is not None and event.event is EventKind.LAND_PLAYED and event.source:
            return set(game.cards.get(event.source).types)  # the land played, by its name
        return set()

    def shares(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        played = types_of_event(game, event)
        return any(played & set(c.card.types) for c in exiled_with(game, source))

    return shares


@condition("condition", "~ is monstrous", "it's monstrous", rule="701.37b",
           runs="explorer.rules.keyword_actions")
def _monstrous(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and source.monstrous


@condition("condition", "~ is renowned", "it's renowned", rule="702.112b",
           runs="explorer.oracle.keywords")
def _renowned(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and source.renowned


@condition("condition", "~ isn't renowned", "it isn't renowned", rule="702.112b",
           runs="explorer.oracle.keywords")
def _not_renowned(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and not source.renowned


@condition("condition", "~ is tapped", "it's tapped", rule="110.5",
           runs="explorer.rules.keyword_actions")
def _tapped(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and source.tapped


@condition("condition", "~ is untapped", "it's untapped", rule="110.5",
           runs="explorer.rules.keyword_actions")
def _untapped(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and not source.tapped


@condition("condition", "~ is modified", "it's modified", rule="700.9",
           runs="explorer.oracle.phrases")
def _modified(scope: Scope) -> Condition:
    """Ian the Reckless: "if it's modified" — a counter on it, equipped, or enchanted by an
    Aura its controller controls (700.9)."""
    return lambda game, you, source, event: source is not None and is_modified(game, source)


@condition("condition", "~ is attacking", "it's attacking", rule="506.4",
           runs="explorer.rules.combat")
def _attacking(scope: Scope) -> Condition:
    """An attacking creature: declared as an attacker this combat and not removed (506.4)."""
    return lambda game, you, source, event: source is not None and bool(
        game.state.combat and source.oid in game.state.combat.attackers)


@condition("condition", "~ is blocking", "it's blocking", rule="506.4",
           runs="explorer.rules.combat")
def _blocking(scope: Scope) -> Condition:
    return lambda game, you, source, event: source is not None and bool(
        game.state.combat and source.oid in game.state.combat.blockers)


@condition("condition", "you control {what:objects}", "you control an {what:objects}",
           "you control a {what:objects}", rule="109.4", runs="explorer.oracle.phrases")
def _you_control(scope: Scope, what: Objects) -> Condition:
    return lambda game, you, source, event: any(
        o.controller == you for o in what.of(game, you, source))


@condition("condition", "there's a {what:objects} card in your graveyard",
           "there is a {what:objects} card in your graveyard",
           "there's an {what:objects} card in your graveyard", rule="404.1",
           runs="explorer.rules.zones")
def _card_in_your_graveyard(scope: Scope, what: Objects) -> Condition:
    """Aang, A Lot to Learn: "as long as there's a Lesson card in your graveyard"."""
    return lambda game, you, source, event: any(
        what.test(game, you, c) for c in game.state.player(you).graveyard)


@condition("condition", "you control another {what:objects} named ~", rule="201.2",
           runs="explorer.oracle.phrases")
def _you_control_another_named(scope: Scope, what: Objects) -> Condition:
    """Faerie Miscreant: "if you control another creature named Faerie Miscreant" — another
    permanent with this one's name (201.2), not this one."""

    def holds(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        return source is not None and any(
            o.controller == you and o.name == source.name and o.oid != source.oid
            for o in what.of(game, you, source))

    return holds


@condition("condition", "an opponent controls more {what:objects} than you",
           "you control fewer {what:objects} than an opponent", rule="109.4",
           runs="explorer.oracle.phrases")
def _opponent_controls_more(scope: Scope, what: Objects) -> Condition:
    def mine(game: Kernel, player: str, source: Obj | None) -> int:
        return sum(1 for o in what.of(game, player, source) if o.controller == player)

    return lambda game, you, source, event: any(
        mine(game, p.name, source) > mine(game, you, source)
        for p in game.state.opponents(you))


@condition("condition", "you control {n:number} or fewer {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _you_control_at_most(scope: Scope, n: int, what: Objects) -> Condition:
    return lambda game, you, source, event: sum(
        1 for o in what.of(game, you, source) if o.controller == you) <= n


@condition("condition", "you control {n:number} or more {what:objects}",
           "you control at least {n:number} {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _you_control_at_least(scope: Scope, n: int, what: Objects) -> Condition:
    return lambda game, you, source, event: sum(
        1 for o in what.of(game, you, source) if o.controller == you) >= n


@condition("condition", "~ has {n:number} or more {counter:counter} counters on it",
           "it has {n:number} or more {counter:counter} counters on it", rule="122.1",
           runs="explorer.rules.counters")
def _counters_at_least(scope: Scope, n: int, counter: str) -> Condition:
    """Primordial Hydra: "has trample as long as it has ten or more +1/+1 counters on it"."""
    return lambda game, you, source, event: (source is not None
                                             and source.counters.get(counter, 0) >= n)


@condition("condition", "~ has a {counter:counter} counter on it",
           "it has a {counter:counter} counter on it", "~ has an {counter:counter} counter on it",
           "it has an {counter:counter} counter on it", rule="122.1",
           runs="explorer.rules.counters")
def _has_a_counter(scope: Scope, counter: str) -> Condition:
    """Land Cap: "if it has a depletion counter on it" — one or more."""
    return lambda game, you, source, event: (source is not None
                                             and source.counters.get(counter, 0) >= 1)


@condition("condition", "{ref:reference} had no {counter:counter} counters on it",
           rule="603.10a", runs="explorer.rules.counters")
def _had_no_counters(scope: Scope, ref: Ref, counter: str) -> Condition:
    """Persist, undying: the permanent as it last existed on the battlefield (603.10a) — the
    ability's source, or the creature the trigger event took away ("whenever a creature you
    control dies, if it had no -1/-1 counters on it")."""
    return InContext(lambda ctx: any(not o.counters.get(counter, 0) for o in ref(ctx)))


@condition("condition", "{ref:reference} had a {counter:counter} counter on it",
           "{ref:reference} had an {counter:counter} counter on it",
           "{ref:reference} had one or more {counter:counter} counters on it",
           "{ref:reference} has a {counter:counter} counter on it",
           "{ref:reference} has an {counter:counter} counter on it", rule="603.10a",
           runs="explorer.rules.counters")
def _had_a_counter(scope: Scope, ref: Ref, counter: str) -> Condition:
    """"Whenever a creature you control dies, if it had a +1/+1 counter on it, …": as it last
    existed (603.10a)."""
    return InContext(lambda ctx: any(o.counters.get(counter, 0) > 0 for o in ref(ctx)))


@condition("condition", "{ref:reference} had a counter on it",
           "{ref:reference} had one or more counters on it", rule="603.10a",
           runs="explorer.rules.counters")
def _had_any_counter(scope: Scope, ref: Ref) -> Condition:
    return InContext(lambda ctx: any(any(o.counters.values()) for o in ref(ctx)))


@condition("condition", "there are no {counter:counter} counters on ~", rule="122.1",
           runs="explorer.rules.counters")
def _no_counters(scope: Scope, counter: str) -> Condition:
    """Gemstone Mine: "If there are no mining counters on ~, sacrifice it." """
    return lambda game, you, source, event: (source is not None
                                             and not source.counters.get(counter, 0))


@condition("condition", "an opponent controls {n:number} or more {what:objects}",
           "an opponent controls at least {n:number} {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _opponent_controls_at_least(scope: Scope, n: int, what: Objects) -> Condition:
    """Any one opponent (Tectonic Edge: "if an opponent controls four or more lands")."""
    return lambda game, you, source, event: any(
        sum(1 for o in what.of(game, you, source) if o.controller == p.name) >= n
        for p in game.state.opponents(you))


# -- the creature the trigger event is about ("that creature") ------------------------------------
def _that_creature(game: Kernel, event: Event | None) -> Obj | None:
    handle = getattr(event, "permanent", None) or (event.target if event is not None else None)
    return game.state.find_handle(handle) if handle else None


@condition("condition", "that creature's power is greater than ~'s power and/or that "
           "creature's toughness is greater than ~'s toughness", rule="702.100a",
           runs="explorer.rules.layers")
def _greater_power_or_toughness(scope: Scope) -> Condition:
    """Evolve's comparison, made as it triggers and again as it resolves (702.100c)."""

    def greater(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        other = _that_creature(game, event)
        if other is None or source is None or game.state.find(source.oid) is None:
            return False
        return (layers.power(game, other) > layers.power(game, source)
                or layers.toughness(game, other) > layers.toughness(game, source))

    return greater


@condition("condition", "the {cost:mana_cost} cost was paid", rule="118.9",
           runs="explorer.rules.stack")
def _alternative_paid(scope: Scope, cost: str) -> Condition:
    """Baleful Mastery: "If the {1}{B} cost was paid, …" — it was cast for its alternative
    cost, remembered with the spell (601.2b)."""
    return _cast_for_its_alternative_cost


def _cast_for_its_alternative_cost(game: Kernel, you: str, source: Obj | None,
                                   event: Event | None) -> bool:
    """Cast for its alternative cost (118.9), as the spell — and the permanent it became —
    remembers: Baleful Mastery's "{1}{B}", blitz, dash, evoke."""
    return bool(source is not None and source.choices.get("alternative"))


@condition("condition", "it's your turn", "it is your turn", rule="500.1",
           runs="explorer.rules.turns")
def _your_turn(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.active == you


@condition("condition", "it's not your turn", "it isn't your turn", rule="500.1",
           runs="explorer.rules.turns")
def _not_your_turn(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.active != you


@condition("condition", "you have {n:number} or more life", "you have at least {n:number} life",
           rule="119.1", runs="explorer.rules.life")
def _life_at_least(scope: Scope, n: int) -> Condition:
    return lambda game, you, source, event: game.state.player(you).life >= n


# 103.4: each player's starting life total is 20 (the explorer plays two-player games; a board
# may set another life, but no variant with another starting total, such as Commander's 40).
STARTING_LIFE = 20


@condition("condition", "you have at least {n:number} life more than your starting life total",
           rule="103.4", runs="explorer.rules.life")
def _life_above_starting(scope: Scope, n: int) -> Condition:
    """Ajani, Strength of the Pride: at least N more than 20 (103.4)."""
    return lambda game, you, source, event: game.state.player(you).life >= STARTING_LIFE + n


@condition("condition", "you have {n:number} or less life", rule="119.1",
           runs="explorer.rules.life")
def _life_at_most(scope: Scope, n: int) -> Condition:
    return lambda game, you, source, event: game.state.player(you).life <= n


@condition("condition", "a player has {n:number} or less life", rule="119.1",
           runs="explorer.rules.life")
def _a_player_life_at_most(scope: Scope, n: int) -> Condition:
    """Any player still in the game (800.4a: one who left has no life total that counts)."""
    return lambda game, you, source, event: any(p.life <= n for p in game.state.in_game())


@condition("condition", "an opponent has {n:number} or less life", rule="119.1",
           runs="explorer.rules.life")
def _an_opponent_life_at_most(scope: Scope, n: int) -> Condition:
    return lambda game, you, source, event: any(p.life <= n for p in game.state.opponents(you))


# -- poison counters (122.1f): "Corrupted — … if an opponent has three or more poison counters" -
@condition("condition", "an opponent has {n:number} or more poison counters", rule="122.1f",
           runs="explorer.rules.damage")
def _an_opponent_poisoned(scope: Scope, n: int) -> Condition:
    """Corrupted (Apostle of Invasion, Incisor Glider): any one opponent still in the game
    (800.4a) with at least N poison counters, counted as the condition is checked."""
    return lambda game, you, source, event: any(p.poison >= n for p in game.state.opponents(you))


@condition("condition", "you have a full party", rule="700.8", runs="explorer.oracle.phrases")
def _full_party(scope: Scope) -> Condition:
    """Archpriest of Iona: a Cleric, a Rogue, a Warrior and a Wizard among your creatures, each
    creature in one place (700.8)."""
    return lambda game, you, source, event: party_size(game, you) == len(PARTY_ROLES)


@condition("condition", "{n:number} or more cards are in your graveyard",
           "there are {n:number} or more cards in your graveyard", rule="404.1",
           runs="explorer.rules.zones")
def _graveyard_at_least(scope: Scope, n: int) -> Condition:
    return lambda game, you, source, event: len(game.state.player(you).graveyard) >= n


@condition("condition", "an opponent has {n:number} or more cards in their graveyard",
           rule="404.1", runs="explorer.rules.zones")
def _an_opponents_graveyard_at_least(scope: Scope, n: int) -> Condition:
    """Jace's Phantasm: any one opponent's graveyard — not all of them together."""
    return lambda game, you, source, event: any(len(p.graveyard) >= n
                                                for p in game.state.opponents(you))


@condition("condition", "you've drawn {n:number} or more cards this turn",
           "you have drawn {n:number} or more cards this turn", rule="121.1",
           runs="explorer.rules.zones")
def _drawn_at_least(scope: Scope, n: int) -> Condition:
    """Kami of Jealous Thirst: the cards its controller drew this turn, each draw counted as
    it happens (121.1)."""
    return lambda game, you, source, event: game.state.this_turn.get(f"cards_drawn:{you}",
                                                                     0) >= n


@condition("condition", "{n:number} or more nonland permanents entered the battlefield under "
           "your control this turn", rule="603.6a", runs="explorer.rules.zones")
def _nonland_entered(scope: Scope, n: int) -> Condition:
    """Celebration (Lady of Laughter): the nonland permanents that entered under its
    controller's control this turn, each counted as it entered — tokens too."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"entered:{you}:nonland", 0) >= n


@condition("condition", "there are {n:number} or more {count:count_of}", rule="107.3",
           runs="explorer.oracle.phrases")
def _there_are_at_least(scope: Scope, n: int, count: Count) -> Condition:
    """Backstreet Bruiser: "as long as there are two or more counters among creatures you
    control" — counted from its controller, now."""
    return lambda game, you, source, event: source is not None and count(game, source) >= n


@condition("condition", "there are {n:number} {count:count_of}", rule="107.3",
           runs="explorer.oracle.phrases")
def _there_are_exactly(scope: Scope, n: int, count: Count) -> Condition:
    """Nael, Avizoa Aeronaut: "if there are five basic land types among lands you control" —
    that many, counted from its controller as it resolves."""
    return lambda game, you, source, event: source is not None and count(game, source) == n


@condition("condition", "you have fewer than {n:number} cards in hand", rule="402.1",
           runs="explorer.rules.zones")
def _fewer_cards_in_hand(scope: Scope, n: int) -> Condition:
    """Damia: "if you have fewer than seven cards in hand, draw cards equal to the difference"
    — the difference is counted again as the ability resolves (608.2h)."""
    scope.difference = lambda ctx: n - len(ctx.game.state.player(ctx.controller).hand)
    return lambda game, you, source, event: len(game.state.player(you).hand) < n


@condition("condition", "you have no cards in hand", "there are no cards in your hand",
           rule="402.1", runs="explorer.rules.zones")
def _empty_hand(scope: Scope) -> Condition:
    return lambda game, you, source, event: not game.state.player(you).hand


@condition("condition", "an opponent controls {what:objects}",
           "an opponent controls a {what:objects}", "an opponent controls an {what:objects}",
           rule="109.4", runs="explorer.oracle.phrases")
def _opponent_controls(scope: Scope, what: Objects) -> Condition:
    return lambda game, you, source, event: any(
        o.controller != you for o in what.of(game, you, source))


@condition("condition", "any player controls a {what:objects}",
           "any player controls an {what:objects}", "a player controls a {what:objects}",
           "a player controls an {what:objects}", rule="109.4", runs="explorer.oracle.phrases")
def _any_player_controls(scope: Scope, what: Objects) -> Condition:
    """Knight of Grace: "as long as any player controls a black permanent"."""
    return lambda game, you, source, event: any(
        game.state.player(o.controller).in_game for o in what.of(game, you, source))


@condition("condition", "you control no {what:objects}", "you don't control a {what:objects}",
           "you don't control an {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _you_control_none(scope: Scope, what: Objects) -> Condition:
    return lambda game, you, source, event: not any(
        o.controller == you for o in what.of(game, you, source))


@condition("condition", "a creature died this turn", rule="700.4", runs="explorer.rules.zones")
def _morbid(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.this_turn.get("creatures_died", 0) > 0


@condition("condition", "you've cast an instant or sorcery spell this turn",
           "you have cast an instant or sorcery spell this turn", rule="601.2i",
           runs="explorer.rules.stack")
def _cast_instant_or_sorcery(scope: Scope) -> Condition:
    return _cast_this_turn("instant_sorcery")


@condition("condition", "you've cast a noncreature spell this turn",
           "you have cast a noncreature spell this turn", rule="601.2i",
           runs="explorer.rules.stack")
def _cast_noncreature(scope: Scope) -> Condition:
    return _cast_this_turn("noncreature")


def _cast_this_turn(kind: str) -> Condition:
    """Spells of a kind cast this turn, counted as each was cast (this_turn's
    ``<kind>_spells_cast:<player>``)."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"{kind}_spells_cast:{you}", 0) > 0


@condition("condition", "you've committed a crime this turn",
           "you have committed a crime this turn", rule="700.13", runs="explorer.rules.crimes")
def _committed_a_crime(scope: Scope) -> Condition:
    """Seize the Secrets: any spell or ability of yours this turn that targeted an opponent,
    anything an opponent controlled or a card in an opponent's graveyard as it was cast,
    activated or put on the stack (700.13)."""
    return lambda game, you, source, event: crimes.committed_this_turn(game, you)


@condition("condition", "you gained life this turn", "you've gained life this turn",
           rule="119.3", runs="explorer.rules.life")
def _gained_life(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.this_turn.get(
        f"life_gained:{you}", 0) > 0


@condition("condition", "you gained {n:number} or more life this turn",
           "you've gained {n:number} or more life this turn", rule="119.3",
           runs="explorer.rules.life")
def _gained_life_at_least(scope: Scope, n: int) -> Condition:
    """Valkyrie Harbinger: the life gained this turn, all gains added up (``life_gained:<you>``)."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"life_gained:{you}", 0) >= n


@condition("condition", "you control {n:number} or more creatures with different powers",
           rule="208.1", runs="explorer.rules.layers")
def _different_powers(scope: Scope, n: int) -> Condition:
    """Coven (Candlelit Cavalry): creatures you control with at least n different powers, as
    they are now — each creature's power after its continuous effects (613)."""
    return lambda game, you, source, event: len({
        layers.power(game, o) for o in game.state.battlefield
        if o.controller == you and o.is_creature}) >= n


@condition("condition", "you cast it", rule="601.2a", runs="explorer.rules.stack")
def _you_cast_it(scope: Scope) -> Condition:
    """"When ~ enters, if you cast it, …" (Zacama, Primal Calamity): it entered as a permanent
    spell you cast resolved (608.3) — from the stack — not put onto the battlefield from
    anywhere else. Asked of its entering event, when it triggers and on resolution (603.4)."""

    def cast(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "stack"
                and event.to_zone == "battlefield" and source is not None
                and event.target == source.handle and source.controller == you)

    return cast


@condition("condition", "you attacked this turn", "you've attacked this turn", rule="508.1",
           runs="explorer.rules.combat")
def _attacked_this_turn(scope: Scope) -> Condition:
    """Raid (Wingmate Roc): you declared one or more attackers this turn (508.1) — counted as
    they are declared (State.this_turn, saved with a game); they needn't be attacking now."""

    return lambda game, you, source, event: game.state.this_turn.get(f"attacked:{you}", 0) > 0


table("entering_type", {t: t for t in ("artifact", "battle", "creature", "enchantment", "land",
                                   "planeswalker")})


@condition("condition", "a permanent you controlled left the battlefield this turn",
           rule="603.6c", runs="explorer.rules.zones")
def _revolt(scope: Scope) -> Condition:
    """Revolt: a permanent left the battlefield (to any zone, 603.6c) while you controlled it,
    this turn — counted as permanents leave (State.this_turn, saved with a game)."""
    return lambda game, you, source, event: game.state.this_turn.get(f"left:{you}", 0) > 0


@condition("condition",
           "a {what:entering_type} entered the battlefield under your control this turn",
           "an {what:entering_type} entered the battlefield under your control this turn",
           rule="603.6a", runs="explorer.rules.zones")
def _entered_this_turn(scope: Scope, what: str) -> Condition:
    """Oath of Chandra: "if a planeswalker entered the battlefield under your control this
    turn" — counted, by card type, as permanents enter (State.this_turn)."""
    key = what.capitalize()
    return lambda game, you, source, event: game.state.this_turn.get(
        f"entered:{you}:{key}", 0) > 0


@condition("condition", "you lost life this turn", "you've lost life this turn", rule="119.3",
           runs="explorer.rules.life")
def _lost_life(scope: Scope) -> Condition:
    return lambda game, you, source, event: game.state.this_turn.get(
        f"life_lost:{you}", 0) > 0


@condition("condition", "you gained or lost life this turn",
           "you've gained or lost life this turn", rule="119.3", runs="explorer.rules.life")
def _gained_or_lost_life(scope: Scope) -> Condition:
    """Star Charter: either happened this turn (a gain and a loss both count, even if they
    cancel out)."""
    return lambda game, you, source, event: (game.state.this_turn.get(f"life_gained:{you}", 0)
                                             or game.state.this_turn.get(f"life_lost:{you}", 0)
                                             ) > 0


@condition("condition", "an opponent lost life this turn", rule="119.3",
           runs="explorer.rules.life")
def _opponent_lost_life(scope: Scope) -> Condition:
    return lambda game, you, source, event: life.an_opponent_lost_life(game, you)


@condition("condition", "~ came under your control since the beginning of your last upkeep",
           rule="702.30a", runs="explorer.rules.turns")
def _arrived_since_upkeep(scope: Scope) -> Condition:
    """Echo's condition (702.30a), asked at the beginning of its controller's upkeep and
    again as the trigger resolves (603.4): ``Obj.arrived_since_upkeep``, set in their untap step."""
    return lambda game, you, source, event: (
        source is not None and source.controller == you and source.arrived_since_upkeep)


@condition("condition", "an opponent was dealt damage this turn", rule="120.3",
           runs="explorer.rules.damage")
def _opponent_was_dealt_damage(scope: Scope) -> Condition:
    """Bloodthirst (702.54a): damage dealt to an opponent this turn, by any source — counted as
    it is dealt (``damage_dealt:<player>``). Life lost without damage doesn't count (the
    rulings on Blood Seeker), nor damage that was prevented, nor damage to their permanents."""
    return lambda game, you, source, event: any(
        game.state.this_turn.get(f"damage_dealt:{p.name}", 0) > 0
        for p in game.state.players if p.name != you)


@condition("condition", "you've cast another spell this turn", rule="601.2i",
           runs="explorer.rules.stack")
def _cast_another(scope: Scope) -> Condition:
    """Another spell than the one asking — it was counted as it was cast."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"any_spells_cast:{you}", 0) > 1


@condition("condition", "you've cast {n:number} or more spells this turn",
           "you have cast {n:number} or more spells this turn", rule="601.2i",
           runs="explorer.rules.stack")
def _cast_n_spells(scope: Scope, n: int) -> Condition:
    """Xerex Strobe-Knight: "Activate only if you've cast two or more spells this turn." —
    every spell its controller cast this turn, counted as each became cast (601.2i), whether or
    not it is still on the stack."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"any_spells_cast:{you}", 0) >= n


@condition("condition", "X is {n:number} or more", "x is {n:number} or more", rule="107.3m",
           runs="explorer.rules.zones")
def _x_at_least(scope: Scope, n: int) -> Condition:
    """Ravenous's "When this creature enters, if X is 5 or more, draw a card.": X is the one
    chosen for the spell it was (107.3m), which the permanent remembers as it enters."""
    scope.card_fields["remembers_x"] = True
    return lambda game, you, source, event: source is not None and int(
        source.choices.get("x", 0)) >= n


@condition("condition", "its blitz cost was paid", rule="702.152a",
           runs="explorer.rules.blitz")
def _blitzed(scope: Scope) -> Condition:
    return _cast_for_its_alternative_cost


@condition("condition", "its dash cost was paid", rule="702.109a", runs="explorer.rules.dash")
def _dashed(scope: Scope) -> Condition:
    return _cast_for_its_alternative_cost


@condition("condition", "its evoke cost was paid", "it was evoked", rule="702.74a",
           runs="explorer.rules.stack")
def _evoked(scope: Scope) -> Condition:
    return _cast_for_its_alternative_cost


@condition("condition", "~ was bargained", "it was bargained", "this spell was bargained",
           rule="702.166b", runs="explorer.rules.bargain")
def _bargained(scope: Scope) -> Condition:
    """A spell, or the permanent it became, cast with its bargain cost paid (702.166b)."""
    return lambda game, you, source, event: bargain.was_bargained(source)


@condition("condition", "the gift was promised", "its gift cost was paid", rule="702.174k",
           runs="explorer.rules.gift")
def _gift_promised(scope: Scope) -> Condition:
    return lambda game, you, source, event: gift.promised(source)


@condition("condition", "the gift wasn't promised", rule="702.174k", runs="explorer.rules.gift")
def _gift_not_promised(scope: Scope) -> Condition:
    return lambda game, you, source, event: not gift.promised(source)


@condition("condition", "its offspring cost was paid", rule="702.175a",
           runs="explorer.rules.offspring")
def _offspring_paid(scope: Scope) -> Condition:
    return lambda game, you, source, event: offspring.paid(source)


@condition("condition", "you cast it from your hand", "you cast ~ from your hand",
           rule="601.2a", runs="explorer.rules.stack")
def _cast_from_hand(scope: Scope) -> Condition:
    """Wakening Sun's Avatar: "When this creature enters, if you cast it from your hand, …" —
    the spell it was, cast from its owner's hand (its ``from_hand`` choice); not a permanent put
    onto the battlefield by an effect, nor one cast from exile or a graveyard."""
    scope.card_fields["remembers_from_hand"] = True
    return lambda game, you, source, event: (source is not None
                                             and bool(source.choices.get("from_hand")))


@condition("condition", "~ was kicked", "it was kicked", rule="702.33d",
           runs="explorer.rules.stack")
def _kicked(scope: Scope) -> Condition:
    """A spell, or the permanent it became, that was cast with its kicker paid (702.33d)."""
    return lambda game, you, source, event: bool(source is not None
                                                  and source.choices.get("kicked"))


@condition("condition", "the sacrificed creature was {what:objects}",
           "the sacrificed creature was a {what:objects}",
           "the sacrificed creature was an {what:objects}", rule="608.2h",
           runs="explorer.rules.stack")
def _sacrificed_was(scope: Scope, what: Objects) -> Condition:
    """"If the sacrificed creature was legendary": as it last existed (608.2h)."""
    return lambda game, you, source, event: bool(
        source is not None and source.sacrificed is not None
        and what.test(game, you, source.sacrificed))


@condition("condition", "a {counter:counter} counter was put on a permanent under your control "
           "this turn", "a {counter:counter} counter was put on a permanent you control this turn",
           rule="122.6", runs="explorer.rules.counters")
def _counter_put_this_turn(scope: Scope, counter: str) -> Condition:
    """Fairgrounds Trumpeter's "if a +1/+1 counter was put on a permanent under your control this
    turn": any putting of one this turn (122.6, entering with it too) on a permanent you then
    controlled — counted as counters are put (State.this_turn, saved with a game)."""
    return lambda game, you, source, event: game.state.this_turn.get(
        f"counters_put:{you}:{counter}", 0) > 0


# -- what a reference names: "[reference] is/was [kind]" (608.2c, 608.2h) -------------------------
@condition("condition", "{ref:reference} is a {what:objects}",
           "{ref:reference} is an {what:objects}",
           "{ref:reference} was a {what:objects}", "{ref:reference} was an {what:objects}",
           "{ref:reference} is {what:objects}", "{ref:reference} was {what:objects}",
           "it's a {what:objects}", "it's an {what:objects}", rule="608.2h",
           runs="explorer.oracle.references")
def _reference_is(scope: Scope, what: Objects, ref: Ref | None = None) -> Condition:
    """"If that creature was a Goblin or Orc", "if it was a Soldier", "if that creature is
    another Hero": the object as it is, or as it last existed if it has left (608.2h). "Another"
    is any but the ability's source."""
    found = ref if ref is not None else GRAMMAR.parse("reference", "it", scope)
    return InContext(lambda ctx: any(_is(ctx, what, o) for o in found(ctx)))


@condition("condition", "{ref:reference} isn't a {what:objects}",
           "{ref:reference} isn't an {what:objects}", "{ref:reference} wasn't a {what:objects}",
           "{ref:reference} wasn't an {what:objects}", "{ref:reference} isn't {what:objects}",
           "it isn't a {what:objects}", "it isn't an {what:objects}", rule="608.2h",
           runs="explorer.oracle.references")
def _reference_is_not(scope: Scope, what: Objects, ref: Ref | None = None) -> Condition:
    found = ref if ref is not None else GRAMMAR.parse("reference", "it", scope)
    return InContext(lambda ctx: any(not _is(ctx, what, o) for o in found(ctx)))


@condition("condition", "{ref:reference} dies this way", "{ref:reference} died this way",
           rule="700.4", runs="explorer.oracle.references")
def _died_this_way(scope: Scope, ref: Ref) -> Condition:
    """Kaervek's Purge: "If that creature dies this way, …" — it was put into a graveyard from
    the battlefield (700.4) as this resolved (not, say, regenerated or indestructible)."""

    def died(ctx: Ctx) -> bool:
        game = ctx.game
        return any(o.oid in game.last_known and game.state.find(o.oid) is None
                   and any(c.handle == o.handle for c in game.state.player(o.owner).graveyard)
                   for o in ref(ctx))

    return InContext(died)


def _is(ctx: Ctx, what: Objects, obj: Obj) -> bool:
    return what.test(ctx.game, ctx.controller, obj) and not (
        what.other and ctx.source is not None and obj.oid == ctx.source.oid)


# -- comparing quantities (107.1) ----------------------------------------------------------------
@condition("condition", "{q:quantity} is {n:number} or less", "{q:quantity} was {n:number} or less",
           rule="107.1", runs="explorer.oracle.references")
def _at_most(scope: Scope, q: Quantity, n: int) -> Condition:
    """"If that creature's power is 2 or less", "if its mana value was 4 or less"."""
    return InContext(lambda ctx: q(ctx) <= n)


@condition("condition", "{q:quantity} is {n:number} or greater",
           "{q:quantity} was {n:number} or greater", "{q:quantity} is {n:number} or more",
           rule="107.1", runs="explorer.oracle.references")
def _at_least(scope: Scope, q: Quantity, n: int) -> Condition:
    return InContext(lambda ctx: q(ctx) >= n)


@condition("condition", "{q:quantity} is less than {n:number}",
           "{q:quantity} was less than {n:number}", rule="107.1",
           runs="explorer.oracle.references")
def _below(scope: Scope, q: Quantity, n: int) -> Condition:
    """Heliod, Sun-Crowned: "As long as your devotion to white is less than five, …"."""
    return InContext(lambda ctx: q(ctx) < n)


@condition("condition", "{q:quantity} is greater than {r:quantity}",
           "{q:quantity} was greater than {r:quantity}", rule="107.1",
           runs="explorer.oracle.references")
def _greater(scope: Scope, q: Quantity, r: Quantity) -> Condition:
    """Yorvo: "if that creature's power is greater than Yorvo's power"."""
    return InContext(lambda ctx: q(ctx) > r(ctx))


@condition("condition", "{q:quantity} is less than {r:quantity}",
           "{q:quantity} was less than {r:quantity}", rule="107.1",
           runs="explorer.oracle.references")
def _less(scope: Scope, q: Quantity, r: Quantity) -> Condition:
    return InContext(lambda ctx: q(ctx) < r(ctx))


# A condition ends at a comma ("if you control a Wizard, draw a card"), but not at one inside
# a list of subtypes or nouns ("if you control a Fish, Octopus, Otter, Seal, Serpent, or
# Whale, draw a card"): a comma followed by a capitalised word, by "or"/"and", or by "a"/"an"
# and a noun the list goes on from.
_LIST_GOES_ON = r"(?= (?:or |and |and/or )|(?: an?)? [A-Z]| an? [a-z]+(?:,| or ))"
GRAMMAR.kind("condition", "condition",
             rf"(?:[^,]|,{_LIST_GOES_ON})+?(?!,{_LIST_GOES_ON})")


# Last, so that every shape with "or" inside it ("you control {n} or fewer …", "an artifact or
# enchantment") is tried first.
@condition("condition", "{first:condition} or {second:condition}", rule="608.2c",
           runs="explorer.oracle.conditions")
def _either(scope: Scope, first: Condition, second: Condition) -> Condition:
    """Earth Rumble Wrestlers: "as long as you control a land creature or a land entered the
    battlefield under your control this turn" — true when either is."""
    if isinstance(first, InContext) or isinstance(second, InContext):
        return InContext(lambda ctx: holds(first, ctx) or holds(second, ctx))
    return lambda game, you, source, event: (first(game, you, source, event)
                                             or second(game, you, source, event))


# -- one player's life or hand against another's: "if you have more life than each opponent" -----
table("comparer", {"you have": "you", "an opponent has": "an opponent",
                   "each opponent has": "each opponent"})
table("compared", {"you": "you", "an opponent": "an opponent", "each opponent": "each opponent",
                   "each other player": "each opponent"})
table("more_or_fewer", {"more": 1, "fewer": -1, "less": -1})


def _compare(who: str, sign: int, other: str,
             measure: Callable[[Kernel, str], int]) -> Condition:
    """``who``'s measure is more (``sign`` 1) or less (-1) than ``other``'s: "you" against an
    opponent or each of them, or an opponent or each of them against "you" — each side's
    quantifier as the sentence says it, the first one outermost."""
    if (who == "you") == (other == "you"):
        raise NoMatch(f"{who} … than {other}", "one side of a comparison is 'you'")

    def holds(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        mine = measure(game, you)
        theirs = [measure(game, p.name) for p in game.state.opponents(you)]
        if who == "you":
            beats = [sign * (mine - t) > 0 for t in theirs]
            return all(beats) if other == "each opponent" else any(beats)
        beats = [sign * (t - mine) > 0 for t in theirs]
        return all(beats) if who == "each opponent" else any(beats)

    return holds


@condition("condition", "{who:comparer} {sign:more_or_fewer} life than {other:compared}",
           rule="119.1", runs="explorer.rules.life")
def _more_life(scope: Scope, who: str, sign: int, other: str) -> Condition:
    """Sunset Revelry: "If an opponent has more life than you" — life totals compared as the
    condition is checked (119.1), against opponents still in the game (800.4a)."""
    return _compare(who, sign, other, lambda game, name: game.state.player(name).life)


@condition("condition", "{who:comparer} {sign:more_or_fewer} cards in hand than {other:compared}",
           rule="402.1", runs="explorer.rules.zones")
def _more_cards_in_hand(scope: Scope, who: str, sign: int, other: str) -> Condition:
    """"If an opponent has more cards in hand than you": hands counted as the condition is
    checked (402.1)."""
    return _compare(who, sign, other, lambda game, name: len(game.state.player(name).hand))
