"""References and quantities: the words an ability uses for an object it talked about before
("that creature", "it", "the sacrificed creature") and the numbers read off objects and the
game ("that creature's power", "its mana value", "the number of …").

A reference reads to a function finding, as the ability resolves, the objects it names — each
as it is now, or as it last existed on the battlefield if it has left (608.2h; a
leaves-the-battlefield trigger looks back at it, 603.10a). Conditions ("if that creature was a
Goblin", "if its power is 2 or less") and amounts ("equal to that creature's toughness") share
these readers, and a quantity is one kind of phrase wherever a number is counted
(:mod:`explorer.oracle.effects`, :mod:`explorer.oracle.conditions`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..events import EventKind as K
from ..events import ZoneEvent
from .patterns import GRAMMAR, NoMatch, table
from .phrases import last_known, stat_of

if TYPE_CHECKING:
    from ..abilities import Ctx
    from ..state import Obj
    from .phrases import Objects
    from .scope import Find, Scope

Quantity = Callable[["Ctx"], int]  # a number counted as the ability resolves (608.2h)
Ref = Callable[["Ctx"], list["Obj"]]  # the objects a reference names, as they last existed

reference = GRAMMAR.template
GRAMMAR.kind("reference", "reference")
GRAMMAR.kind("quantity", "quantity")


@reference("reference", "that creature", "that card", "that permanent", "that land",
           "that artifact", "that enchantment", "that planeswalker", "that token",
           "the creature", "the permanent", rule="608.2c", runs="explorer.oracle.references")
def _that_object(scope: Scope) -> Ref:
    """What the ability talked about before (608.2c): its last target or object found, or the
    object its trigger event is about — one it took off the battlefield, as it last existed
    (603.10a)."""
    find = scope.named or scope.looked_back or scope.last
    if find is None:
        raise NoMatch("that", "a reference to something not named before it")
    return _as_last_known(find)


def _as_last_known(find: Find) -> Ref:
    def found(ctx: Ctx) -> list[Obj]:
        return [o for t in find(ctx) if (o := last_known(ctx, t)) is not None]

    return found


@reference("reference", "it", rule="608.2c", runs="explorer.oracle.references")
def _it(scope: Scope) -> Ref:
    """"It": the last thing the ability named (the ability's source too: "put a +1/+1 counter
    on ~. It gains flying") — or, with nothing before it, its source."""
    find = scope.last or scope.looked_back
    return _as_last_known(find) if find is not None else _source


@reference("reference", "~", rule="608.2h", runs="explorer.oracle.references")
def _this(scope: Scope) -> Ref:
    return _source


def _source(ctx: Ctx) -> list[Obj]:
    """The ability's source — as it last existed if it has left the battlefield (113.7a)."""
    return [ctx.source] if ctx.source is not None else []


@reference("reference", "the sacrificed creature", "the sacrificed permanent",
           "the sacrificed artifact", "the sacrificed land", rule="608.2h",
           runs="explorer.rules.stack")
def _sacrificed(scope: Scope) -> Ref:
    """What an instruction of the ability sacrificed ("sacrifice a creature, then each opponent
    loses life equal to the sacrificed creature's power") — else what the spell's additional
    cost sacrificed — as it last existed (608.2h)."""
    return _sacrificed_objects


def _sacrificed_objects(ctx: Ctx) -> list[Obj]:
    if "sacrificed" in ctx.choices:
        return [o for t in ctx.choices["sacrificed"] if (o := last_known(ctx, t)) is not None]
    return ([ctx.source.sacrificed] if ctx.source is not None
            and ctx.source.sacrificed is not None else [])


@reference("quantity", "the number of {what:objects} sacrificed this way", rule="608.2h",
           runs="explorer.rules.keyword_actions")
def _sacrificed_this_way(scope: Scope, what: Objects) -> Quantity:
    """Nahiri's Lithoforming: "For each land sacrificed this way, draw a card." — what the
    ability's instruction sacrificed, as it last existed (608.2h)."""
    return lambda ctx: sum(1 for o in _sacrificed_objects(ctx)
                           if what.test(ctx.game, ctx.controller, o))


@reference("quantity", "the number of creatures that convoked ~",
           "the number of creatures that convoked it", rule="702.51a",
           runs="explorer.rules.stack")
def _convoked(scope: Scope) -> Quantity:
    """Knight-Errant of Eos: "… where X is the number of creatures that convoked this
    creature." — the creatures tapped for its convoke as it was cast (702.51a); none if it
    wasn't cast, or cast without convoke."""
    return lambda ctx: int(ctx.source.choices.get("convoked", 0)) if ctx.source is not None \
        else 0


@reference("quantity", "the number of those creatures", "the number of those permanents",
           rule="608.2c", runs="explorer.oracle.references")
def _those_counted(scope: Scope) -> Quantity:
    """Bounding Felidar: "put a +1/+1 counter on each other creature you control. You gain 1
    life for each of those creatures." — the objects the instruction before named (608.2c),
    those still there as this one is followed."""
    if scope.last is None:
        raise NoMatch("those creatures", "a reference to something not named before it")
    find = scope.last
    return lambda ctx: sum(1 for t in find(ctx) if isinstance(t, int)
                           and ctx.game.state.find(t) is not None)


# -- quantities read off a reference (208.1, 202.3) ------------------------------------------------
@reference("quantity", "{ref:reference}'s {stat:stat}", "its {stat:stat}",
           "the {stat:stat} of {ref:reference}", rule="608.2h", runs="explorer.rules.layers")
def _stat_of_reference(scope: Scope, stat: str, ref: Ref | None = None) -> Quantity:
    """"That creature's power", "its toughness", "the sacrificed creature's mana value": read
    as the ability resolves, from the object as it last existed if it has gone (608.2h) —
    nothing (0) if it names nothing. A negative power counts as 0 (107.1b)."""
    found = ref if ref is not None else _it(scope)

    def count(ctx: Ctx) -> int:
        objects = found(ctx)
        return max(0, stat_of(ctx.game, objects[0], stat)) if objects else 0

    return count


@reference("quantity", "the difference", rule="107.1", runs="explorer.oracle.references")
def _the_difference(scope: Scope) -> Quantity:
    """What the ability's condition found missing ("fewer than seven cards in hand"), counted
    as it resolves — none if there is nothing missing any more (107.1)."""
    difference = scope.difference
    if difference is None:
        raise NoMatch("the difference", "'the difference' of nothing the ability compared")
    return lambda ctx: max(0, difference(ctx))


@reference("quantity", "{q:quantity} plus {r:quantity}", rule="107.1",
           runs="explorer.oracle.references")
def _sum(scope: Scope, q: Quantity, r: Quantity) -> Quantity:
    """"The number of lands you control plus the number of cards in your hand"."""
    return lambda ctx: q(ctx) + r(ctx)


@reference("quantity", "twice {q:quantity}", rule="107.1", runs="explorer.oracle.references")
def _twice(scope: Scope, q: Quantity) -> Quantity:
    """"Where X is twice the number of …"."""
    return lambda ctx: 2 * q(ctx)


@reference("quantity", "the number of {counter:counter} counters on {ref:reference}",
           "the number of {counter:counter} counter on {ref:reference}", rule="122.1",
           runs="explorer.rules.counters")
def _counters_on(scope: Scope, counter: str, ref: Ref) -> Quantity:
    """"For each +1/+1 counter on it": on the object "it" names — the creature a trigger event
    took away, as it last existed (603.10a), or the ability's source."""
    return lambda ctx: sum(o.counters.get(counter, 0) for o in ref(ctx))


# What an instruction "did this way" (608.2c): the zone changes of the resolving spell or
# ability, by the word the text uses for them.
_DONE: dict[str, Callable[[ZoneEvent], bool]] = {
    "destroyed": lambda e: e.how == "destroyed",
    "exiled": lambda e: e.to_zone == "exile",
    "discarded": lambda e: e.how == "discarded",
    "milled": lambda e: e.how == "milled",
    "put into a graveyard": lambda e: e.to_zone == "graveyard",
    "returned": lambda e: e.to_zone == "hand",
}
table("done_this_way", {k: k for k in _DONE})


@reference("quantity", "the number of {what:objects} {done:done_this_way} this way",
           rule="608.2c", runs="explorer.rules.zones")
def _done_this_way(scope: Scope, what: Objects, done: str) -> Quantity:
    """Fumigate: "Destroy all creatures. You gain 1 life for each creature destroyed this way."
    — what the instructions before it moved as it resolves, each looked at as it last existed
    on the battlefield (608.2h), or as the card it is now if it came from elsewhere."""
    moved = _DONE[done]

    def count(ctx: Ctx) -> int:
        game = ctx.game
        n = 0
        for k in range(game.resolving_since, game.log.length):
            e = game.log[k]
            if not (isinstance(e, ZoneEvent) and e.event is K.ZONE_CHANGED and moved(e)):
                continue
            was = (next((o for o in reversed(game.last_known.values())
                         if o.handle == e.target), None)
                   if e.from_zone == "battlefield" else _now_in(ctx, e))
            n += was is not None and what.test(game, ctx.controller, was)
        return n

    return count


def _now_in(ctx: Ctx, e: ZoneEvent) -> Obj | None:
    zone = e.to_zone
    if zone not in ("graveyard", "exile", "hand", "library"):
        return None
    return next((c for p in ctx.game.state.players for c in getattr(p, zone)
                 if c.handle == e.target), None)


# -- quantities of the game (107.1, 208.1, 119.1) ----------------------------------------------
@reference("quantity", "the greatest {stat:stat} among {what:objects}", rule="208.1",
           runs="explorer.rules.layers")
def _greatest(scope: Scope, stat: str, what: Objects) -> Quantity:
    """"The greatest power among creatures you control", "the greatest mana value among other
    permanents you control": as it resolves; 0 if there are none."""
    if not _says_whose(what.text):
        raise NoMatch(what.text, "whose permanents are looked at isn't said")
    return lambda ctx: max((stat_of(ctx.game, o, stat)
                            for o in what.of(ctx.game, ctx.controller, ctx.source)), default=0)


@reference("quantity", "the total {stat:stat} of {what:objects}", rule="208.1",
           runs="explorer.rules.layers")
def _total(scope: Scope, stat: str, what: Objects) -> Quantity:
    """"The total power of creatures you control": as it resolves (a negative power adds
    nothing, 107.1b)."""
    if not _says_whose(what.text):
        raise NoMatch(what.text, "whose permanents are counted isn't said")
    return lambda ctx: sum(max(0, stat_of(ctx.game, o, stat))
                           for o in what.of(ctx.game, ctx.controller, ctx.source))


def _says_whose(text: str) -> bool:
    return any(f" {c}" in f" {text} " for c in (
        "you control ", "your opponents control ", "an opponent controls ",
        "you don't control "))


@reference("quantity", "your life total", rule="119.1", runs="explorer.rules.life")
def _your_life(scope: Scope) -> Quantity:
    return lambda ctx: max(0, ctx.game.state.player(ctx.controller).life)


@reference("quantity", "half {q:quantity}, rounded up", rule="107.1",
           runs="explorer.oracle.references")
def _half_up(scope: Scope, q: Quantity) -> Quantity:
    """"Half your life, rounded up": rounded as the text says (107.1a)."""
    return lambda ctx: (q(ctx) + 1) // 2


@reference("quantity", "half {q:quantity}, rounded down", rule="107.1",
           runs="explorer.oracle.references")
def _half_down(scope: Scope, q: Quantity) -> Quantity:
    return lambda ctx: q(ctx) // 2


# -- players counted by a comparison with you ("for each opponent who has more cards in their
# hand than you"): counted as it resolves (608.2h) --------------------------------------------
table("counted_players", {"opponent": True, "opponents": True, "player": False,
                          "players": False})
table("compared_with_you", {"cards in their hand": "hand", "cards in hand": "hand",
                            "life": "life"})


@reference("quantity", "the number of {opponents:counted_players} who has more "
           "{what:compared_with_you} than you", "the number of {opponents:counted_players} who "
           "have more {what:compared_with_you} than you", rule="402.1",
           runs="explorer.oracle.references")
def _players_with_more(scope: Scope, opponents: bool, what: str) -> Quantity:
    """Consuming Tide: "Then you draw a card for each opponent who has more cards in their hand
    than you." — the cards in each hand (402.1) or each life total (119.1), compared as it
    resolves."""

    def measure(ctx: Ctx, name: str) -> int:
        p = ctx.game.state.player(name)
        return len(p.hand) if what == "hand" else p.life

    def count(ctx: Ctx) -> int:
        state = ctx.game.state
        players = state.opponents(ctx.controller) if opponents else state.in_game()
        mine = measure(ctx, ctx.controller)
        return sum(1 for p in players if measure(ctx, p.name) > mine)

    return count
