"""Effects that look into libraries and hands (401, 402): scry, surveil, mill, searching a
library, shuffling, discarding — each carried out by :mod:`explorer.rules.library` or
:mod:`explorer.rules.zones`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from ..abilities import Ctx, Effect, Steps
from ..rules import cast_while_resolving, damage, impulse, keyword_actions, library, zones
from ..rules.targets import in_graveyard
from ..state import Cards
from .conditions import exiled_with, the_exiled
from .effects import objects_of, yes_or_no
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import Amount, Objects, Targets, Who, mana_value, read_objects, read_who
from .scope import CardsSeen

if TYPE_CHECKING:
    from ..abilities import Target
    from ..kernel import Kernel
    from ..state import Obj
    from .scope import Find, Scope

effect = GRAMMAR.template
ONE = Amount(1)


def _players(ctx: Ctx, find: Find) -> list[str]:
    return [t for t in find(ctx) if isinstance(t, str) and ctx.game.state.player(t).in_game]


# -- scry, surveil, mill (701.22, 701.25, 701.17) ------------------------------------------------
@effect("effect", "scry {n:amount}", rule="701.22a", runs="explorer.rules.library")
def _scry(scope: Scope, n: Amount) -> Effect:
    def scry(ctx: Ctx) -> Steps:
        yield from library.scry(ctx.game, ctx.controller, n.of(ctx), ctx.source_name)

    return scry


@effect("effect", "surveil {n:amount}", rule="701.25a", runs="explorer.rules.library")
def _surveil(scope: Scope, n: Amount) -> Effect:
    def surveil(ctx: Ctx) -> Steps:
        yield from library.surveil(ctx.game, ctx.controller, n.of(ctx), ctx.source_name)

    return surveil


@effect("effect", "mill {n:amount} cards", "mill {n:amount} card",
        "put the top {n:amount} cards of your library into your graveyard",
        "put the top card of your library into your graveyard", rule="701.17a",
        runs="explorer.rules.library")
def _mill(scope: Scope, n: Amount = ONE) -> Effect:
    """The cards milled are kept for "… from among the cards milled this way" (608.2c) — not
    as "it": after a mill, "it" still names what it named before."""
    scope.pile = "milled"

    def mill(ctx: Ctx) -> Steps:
        ctx.choices["pile"] = library.milled_pile(ctx.game, ctx.controller, n.of(ctx))
        yield from ()

    return mill


@effect("effect", "{who:player} mills {n:amount} cards", "{who:player} mill {n:amount} cards",
        "{who:player} each mill {n:amount} cards", "{who:player} mills {n:amount} card",
        "{who:player} mill {n:amount} card", rule="701.17a",
        runs="explorer.rules.library")
def _player_mills(scope: Scope, who: Targets | Who, n: Amount = ONE) -> Effect:
    """The cards milled are kept for "… from among them" (608.2c) when one player mills (a
    target player); after "each opponent mills", "them" isn't read."""
    find = scope.find(who)
    if isinstance(who, Targets) and who.count == 1:
        scope.pile = "milled"

    def mill(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            ctx.choices["pile"] = library.milled_pile(ctx.game, player, n.of(ctx))
        yield from ()

    return mill


@effect("effect", "{who:player} exiles the top {n:amount} cards of their library",
        "{who:player} exiles the top card of their library", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _player_exiles_top(scope: Scope, who: Targets | Who, n: Amount = ONE) -> Effect:
    """Ulamog, the Ceaseless Hunger: "defending player exiles the top twenty cards of their
    library" — one at a time from the top, as many as there are (701.13); not a mill."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            owner = ctx.game.state.player(player)
            for _ in range(min(n.of(ctx), len(owner.library))):
                keyword_actions.exile(ctx.game, owner.library[0], "701.13")
        yield from ()

    return run


@effect("effect", "shuffle your library", "then shuffle", rule="701.24a",
        runs="explorer.rules.library")
def _shuffle(scope: Scope) -> Effect:
    def shuffle(ctx: Ctx) -> Steps:
        library.shuffle(ctx.game, ctx.controller)
        yield from ()

    return shuffle


table("dig_take", {"one": (1, False), "two": (2, False), "three": (3, False),
                  "up to one": (1, True), "up to two": (2, True), "up to three": (3, True)})
table("dig_rest", {"on the bottom of your library in any order": ("bottom", False),
                   "on the bottom of your library in a random order": ("bottom", True),
                   "into your graveyard": ("graveyard", False)})


@effect("effect", "look at the top {n:amount} cards of your library. put {take:dig_take} of "
        "them into your hand and the rest {rest:dig_rest}", rule="608.2d",
        runs="explorer.rules.library")
def _dig(scope: Scope, n: Amount, take: tuple[int, bool], rest: tuple[str, bool]) -> Effect:
    """"Look at the top four cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in any order." (Anticipate), "… top X cards … Put up to two
    of them into your hand and the rest on the bottom of your library in a random order."
    (Thassa's Intervention): the cards taken chosen as it resolves (608.2d)."""
    def dig(ctx: Ctx) -> Steps:
        yield from library.dig(ctx.game, ctx.controller, n.of(ctx), ctx.source_name, rest[0],
                               take=take[0], up_to=take[1], random_order=rest[1])

    return dig


# -- searching (701.23) -------------------------------------------------------------------------
@kind("objects_card", r"(?:an? )?[A-Za-z ,'-]+? cards?(?: (?:with|that) [A-Za-z0-9 ,'-]+?)?")
def _objects_card(text: str) -> str:
    _card_filter(text)  # NoMatch unless the grammar knows the phrase
    return text


def _card_filter(text: str) -> tuple[str, Objects]:
    """"a basic land card", "up to two basic land cards", "a Forest or Plains card", "a land
    card": what the search is for, as words and as a test of a card. "A Plains card or a
    creature card with mana value 3 or less": a card that is either."""
    words = text.removeprefix("a ").removeprefix("an ")
    either = re.split(r" card or an? ", words)
    if len(either) > 1:
        tests = [_card_filter(f"{w} card")[1].test for w in either[:-1]] + [
            _card_filter(either[-1])[1].test]
        return text, Objects(words, lambda game, you, o: any(t(game, you, o) for t in tests))
    if words in ("card", "cards"):  # Demonic Tutor: any card
        return text, Objects("card", lambda game, you, o: True)
    # "a creature card with power 3 or less": the kind, then what it has
    m = re.fullmatch(r"(.+?) cards?((?: with | that ).+)?", words)
    if m is None:
        raise NoMatch(text)
    return text, read_objects(m.group(1) + (m.group(2) or ""))


table("bottom_order", {"in a random order": True, "in any order": False})


@effect("effect", "look at the top {n:number} cards of your library. you may reveal "
        "{what:objects_card} from among them and put it into your hand. put the rest on the "
        "bottom of your library {random:bottom_order}", "look at the top {n:number} cards of "
        "your library. you may reveal {what:objects_card} from among them and put that card "
        "into your hand. put the rest on the bottom of your library {random:bottom_order}",
        rule="608.2d", runs="explorer.rules.library")
def _dig_for(scope: Scope, n: int, what: str, random: bool) -> Effect:
    """The common "look at the top N, you may take a card of a kind": the taken card is
    revealed (701.20a) — none if none fits or the player declines; the rest go to the bottom."""
    wanted, objects = _card_filter(what)

    def dig(ctx: Ctx) -> Steps:
        game, me = ctx.game, ctx.controller
        yield from library.dig_for(game, me, n, ctx.source_name, wanted,
                                   lambda card: objects.test(game, me, card), random)

    return dig


# -- the cards looked at, revealed or milled, and what the instructions after do with them -------
# "Look at the top six cards of your library." / "Reveal the top four cards …" / "Mill three
# cards." keep the cards (``library.Pile``, in ``ctx.choices["pile"]``); the sentences after
# name them — "from among them", "the cards milled this way", "the rest" (608.2c) — and each
# choice among them is made as the ability resolves (608.2d).
def _pile(ctx: Ctx) -> library.Pile | None:
    pile = ctx.choices.get("pile")
    return pile if isinstance(pile, library.Pile) else None


def _the_pile(ctx: Ctx) -> list[Target]:
    """"It", "them", "that card" after cards were looked at, revealed or milled: those cards,
    while still where that put them (a card moved since is a new object, 400.7)."""
    pile = _pile(ctx)
    return [c.oid for c in pile.still(ctx.game)] if pile is not None else []


def _keeps_pile(scope: Scope, how: str) -> None:
    scope.pile = how
    scope.last = scope.named = CardsSeen(_the_pile)


@effect("effect", "look at the top {n:amount} cards of your library",
        "look at the top card of your library", rule="401.2", runs="explorer.rules.library")
def _look_at_top(scope: Scope, n: Amount = ONE) -> Effect:
    """Only its controller sees the cards (a library is hidden, 401.2); they stay on top
    until a later instruction moves them."""
    _keeps_pile(scope, "looked at")

    def look(ctx: Ctx) -> Steps:
        ctx.choices["pile"] = library.top_pile(ctx.game, ctx.controller, n.of(ctx),
                                               ctx.source_name, reveal=False)
        yield from ()

    return look


@effect("effect", "reveal the top {n:amount} cards of your library",
        "reveal the top card of your library", rule="701.20a", runs="explorer.rules.library")
def _reveal_top(scope: Scope, n: Amount = ONE) -> Effect:
    """Every player sees the cards (701.20a); revealing doesn't move them (701.20b)."""
    _keeps_pile(scope, "revealed")

    def reveal(ctx: Ctx) -> Steps:
        ctx.choices["pile"] = library.top_pile(ctx.game, ctx.controller, n.of(ctx),
                                               ctx.source_name, reveal=True)
        yield from ()

    return reveal


@dataclass(frozen=True)
class Pick:
    """Which cards from among them: "a creature card" (one), "up to two creature cards",
    "up to X …" (the X of the spell), "any number of creature cards" (``most`` None); "an
    Angel card, a Demon card, and/or a Dragon card" (``each``: one card of each kind at most,
    each card counted as one of them)."""

    wanted: str
    objects: Objects
    most: Amount | None
    up_to: bool
    each: tuple[Objects, ...] = ()
    at_most_x: bool = False  # "… with mana value X or less": the X of the instruction (107.3)

    def fitting(self, ctx: Ctx, cards: list[Obj]) -> list[Obj]:
        return [c for c in cards if self.objects.test(ctx.game, ctx.controller, c)
                and (not self.at_most_x or mana_value(ctx.game, c) <= ctx.x)]

    def allowed(self, ctx: Ctx) -> Callable[[list[Obj], Obj], bool] | None:
        """With ``each``: a card may join those picked if each of them can stand for a
        different kind."""
        if not self.each:
            return None
        game, you, kinds = ctx.game, ctx.controller, self.each

        def one_of_each(picked: list[Obj], card: Obj) -> bool:
            cards = [*picked, card]
            return any(all(k.test(game, you, c) for k, c in zip(order, cards, strict=False))
                       for order in permutations(kinds, len(cards)))

        return one_of_each


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@kind("cast_kind", r"an? [a-z ,]+? spell")
def _spell_kind(text: str) -> tuple[str, Objects]:
    """"an instant or sorcery spell" from among cards: a card of that kind (to be cast)."""
    return _card_filter(text.removesuffix(" spell") + " card")


@kind("pile_pick", r"[^.]+?")
def _pile_pick(text: str) -> Pick:
    x = re.fullmatch(r"(.+ cards?) with mana value X or less", text)
    if x is not None:  # Knight-Errant of Eos: X as the ability resolves ("where X is …")
        return replace(_read_pick(x.group(1)), wanted=text, at_most_x=True)
    return _read_pick(text)


def _read_pick(text: str) -> Pick:
    m = re.fullmatch(r"(?:up to (one|two|three|four|five|X)|any number of) (.+ cards(?: .+)?)",
                     text)
    if m is None:
        if not text.startswith(("a ", "an ")):
            raise NoMatch(text)
        kinds = re.fullmatch(r"(an? .+? card), (an? .+? card),? and/or (an? .+? card)", text) \
            or re.fullmatch(r"(an? .+? card) and/or (an? .+? card)", text)
        if kinds:  # "an Angel card, a Demon card, and/or a Dragon card": one of each, at most
            each = tuple(_card_filter(k)[1] for k in kinds.groups())
            return Pick(text, Objects(text, lambda game, you, o: any(
                k.test(game, you, o) for k in each)), Amount(len(each)), up_to=True, each=each)
        wanted, objects = _card_filter(text)
        return Pick(wanted, objects, ONE, up_to=False)
    wanted, objects = _card_filter(m.group(2))
    if m.group(1) is None:
        return Pick(text, objects, None, up_to=True)
    most = Amount(is_x=True) if m.group(1) == "X" else Amount(_COUNTS[m.group(1)])
    return Pick(text, objects, most, up_to=True)


table("among", {"them": "", "those cards": "", "the cards milled this way": "milled",
                "the cards revealed this way": "revealed", "the revealed cards": "revealed"})
table("revealed_this_way", {"revealed this way": "revealed",
                            "from among the cards revealed this way": "revealed"})
table("taken", {"it": "it", "that card": "it", "them": "them", "those cards": "them",
                "the revealed cards": "them", "the revealed card": "it", "the card": "it"})
table("pile_place", {"onto the battlefield": "battlefield", "into your hand": "hand"})
table("pile_dest", {"into your hand": ("hand", False),
                    "onto the battlefield": ("battlefield", False),
                    "onto the battlefield tapped": ("battlefield", True),
                    "into your graveyard": ("graveyard", False),
                    "on top of your library": ("top", False),
                    "on the bottom of your library": ("bottom", False)})
table("pile_rest", {"on the bottom of your library in any order": ("bottom", False),
                    "on the bottom of your library in a random order": ("bottom", True),
                    "on the bottom in any order": ("bottom", False),
                    "on the bottom in a random order": ("bottom", True),
                    "on the bottom of your library": ("bottom", False),
                    "into your graveyard": ("graveyard", False),
                    "back on top of your library in any order": ("top", False),
                    "on top of your library in any order": ("top", False)})


table("it_dest", {"into your hand": "hand", "into your graveyard": "graveyard",
                  "on the bottom of your library": "bottom",
                  "onto the battlefield": "battlefield",
                  "onto the battlefield tapped": "battlefield tapped",
                  "back in any order": "top", "back on top of your library in any order": "top",
                  "on top of your library in any order": "top"})


@effect("effect", "reveal the top card of your library and put that card {dest:it_dest}",
        "reveal the top card of your library and put it {dest:it_dest}", rule="701.20a",
        runs="explorer.rules.library")
def _reveal_and_put(scope: Scope, dest: str) -> Effect:
    """Dark Confidant: "reveal the top card of your library and put that card into your hand.
    You lose life equal to its mana value." — everyone sees it (701.20a); "its" after it is the
    card in the hand."""
    reveal = _reveal_top(scope)
    put = _put_them(scope, "it", dest)

    def run(ctx: Ctx) -> Steps:
        yield from reveal(ctx)
        yield from put(ctx)

    return run


@effect("effect", "put {taken:taken} {dest:it_dest}", rule="608.2c",
        runs="explorer.rules.library")
def _put_them(scope: Scope, taken: str, dest: str) -> Effect:
    """"Look at the top card of your library. You may put it into your graveyard." — "it",
    "them": the cards looked at or revealed, those still there; "back in any order": in the
    order their owner chooses (401.4)."""
    if scope.pile not in ("looked at", "revealed"):
        raise NoMatch(taken, f"'{taken}' before cards were looked at or revealed")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game) if pile is not None else []
        if not cards or pile is None:
            return
        if dest == "bottom":
            yield from library.put_rest(ctx.game, pile, "bottom", False, ctx.source_name)
        elif dest == "top":
            yield from library.put_rest(ctx.game, pile, "top", False, ctx.source_name)
        else:
            where, _, tapped = dest.partition(" ")
            yield from _put(ctx, cards, (where, bool(tapped)), "608.2c")

    return run


def _among(scope: Scope, among: str, what: str) -> None:
    """"From among them" needs cards an instruction before it looked at, revealed or milled;
    "the cards milled this way" needs a mill."""
    if scope.pile is None:
        raise NoMatch(what, "'them' before any cards were looked at, revealed or milled")
    if among and among != scope.pile.split(":")[0] and not (
            among == "revealed" and scope.pile == "looked at" and what == "the revealed cards"):
        raise NoMatch(what, f"'{what}', but the cards were {scope.pile}")


def _put(ctx: Ctx, cards: list[Obj], dest: tuple[str, bool], rule: str) -> Steps:
    """Put the chosen cards where the text says: a hand, a graveyard, the battlefield (together,
    603.2c), or on top of the library (in the order chosen, 401.4)."""
    game, me = ctx.game, ctx.controller
    where, tapped = dest
    if where == "battlefield":
        with game.simultaneously():
            for card in cards:
                yield from zones.enter(game, card, me, rule, tapped=tapped)
    elif where == "top":
        on_top = yield from library.order(game, me, cards, "on top of your library", "401.4")
        owner = game.state.player(me)
        owner.library = Cards([*on_top, *(c for c in owner.library if c not in on_top)])
    elif where == "bottom":
        at_bottom = yield from library.order(game, me, cards, "on the bottom of your library",
                                             "401.4")
        for card in at_bottom:
            library.put_on_bottom(game, card, "401.4")
    else:
        pile = _pile(ctx)
        every = pile is not None and {c.oid for c in pile.still(game)} == {c.oid for c in cards}
        moved = [zones.move(game, card, where, rule,
                            how="put into hand" if where == "hand" else None)
                 for card in cards]
        if pile is not None and moved and every:
            # All of them went there together: "its mana value" after it reads the card there
            # (Dark Confidant), the new object it is (400.7).
            ctx.choices["pile"] = replace(pile, cards=tuple(c.oid for c in moved), zone=where)


def _take(scope: Scope, pick: Pick, among: str, dest: tuple[str, bool] | None, *, may: bool,
          reveal: bool, then: Effect | None = None, otherwise: Effect | None = None
          ) -> Effect:
    """Choose cards of a kind from among them (608.2d) — revealing them first if the text says
    (701.20a) — and put them where it says. "You may" and "up to" allow none; "a creature
    card" without them takes one if there is one. ``otherwise``: "If you don't, …" — when no
    card was put there."""
    _among(scope, among, pick.wanted)
    verb = ("you may " if may else "") + ("reveal" if reveal else "put")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game) if pile is not None else []
        most = pick.most.of(ctx) if pick.most is not None else None
        chosen = yield from library.choose_from(
            ctx.game, ctx.controller, pick.fitting(ctx, cards), pick.wanted, most,
            0 if may or pick.up_to else (1 if most is None else most), ctx.source_name, verb,
            allowed=pick.allowed(ctx))
        if reveal:
            library.reveal_cards(ctx.game, ctx.controller, chosen, ctx.source_name)
        if pile is not None:  # the cards put somewhere are no longer among "the rest"
            gone = {c.oid for c in chosen} if dest is not None else set()
            ctx.choices["pile"] = replace(
                pile, cards=tuple(oid for oid in pile.cards if oid not in gone),
                revealed=tuple(c.oid for c in chosen) if reveal else pile.revealed)
        if dest is not None:
            yield from _put(ctx, chosen, dest, "608.2d")
        if then is not None and chosen:
            yield from then(ctx)
        if otherwise is not None and not chosen:
            yield from otherwise(ctx)

    return run


_REVEAL = "reveal {pick:pile_pick} from among {among:among} and put {taken:taken} {dest:pile_dest}"
_PUT = "put {pick:pile_pick} from among {among:among} {dest:pile_dest}"
_PUT_REVEALED = "put {pick:pile_pick} {among:revealed_this_way} {dest:pile_dest}"


@effect("effect", *(f"you may {shape}{then}" for shape in (_REVEAL, _PUT, _PUT_REVEALED)
                    for then in ("", ". if you do, {then:effect}",
                                 ". if you don't, {otherwise:effect}")),
        rule="608.2d", runs="explorer.rules.library", early=True)
def _may_take(scope: Scope, pick: Pick, among: str, dest: tuple[str, bool],
              taken: str | None = None, then: Effect | None = None,
              otherwise: Effect | None = None) -> Effect:
    """Commune with Nature: "You may reveal a creature card from among them and put it into
    your hand." Satyr Wayfinder: "You may put a land card from among them into your hand."
    Airlift Chaplain: "… from among the cards milled this way into your hand. If you don't,
    put a +1/+1 counter on this creature." — one choice, a card or none (608.2d); "If you do,
    …" when a card was put there."""
    return _take(scope, pick, among, dest, may=True, reveal=taken is not None,
                 then=then, otherwise=otherwise)


@effect("effect", "you may reveal {pick:pile_pick} from among {among:among}", rule="701.20a",
        runs="explorer.rules.library", early=True)
def _may_reveal(scope: Scope, pick: Pick, among: str) -> Effect:
    """Knight-Errant of Eos: "You may reveal up to two creature cards … from among them" —
    revealed, still in the library, for "the revealed cards" after it."""
    return _take(scope, pick, among, None, may=True, reveal=True)


@effect("effect", _REVEAL, _PUT, _PUT_REVEALED, _PUT + " and the rest {rest:pile_rest}",
        _PUT_REVEALED + " and the rest {rest:pile_rest}", rule="608.2d",
        runs="explorer.rules.library")
def _must_take(scope: Scope, pick: Pick, among: str, dest: tuple[str, bool],
               taken: str | None = None, rest: tuple[str, bool] | None = None) -> Effect:
    """Kayla's Reconstruction: "Put up to X artifact and/or creature cards with mana value 3 or
    less from among them onto the battlefield." — X is the spell's (107.3). "… and the rest
    into your graveyard": then the cards not taken."""
    return _and_the_rest(scope, _take(scope, pick, among, dest, may=False,
                                      reveal=taken is not None), rest)


def _and_the_rest(scope: Scope, taking: Effect, rest: tuple[str, bool] | None) -> Effect:
    """``taking``, then "… and the rest [somewhere]" if the sentence says it (608.2c)."""
    if rest is None:
        return taking
    rest_of = _the_rest(scope, rest)

    def run(ctx: Ctx) -> Steps:
        yield from taking(ctx)
        yield from rest_of(ctx)

    return run


table("pile_take", {"one": (1, False), "two": (2, False), "three": (3, False),
                   "up to one": (1, True), "up to two": (2, True), "up to three": (3, True),
                   "any number": (None, True)})


@effect("effect", "put {take:pile_take} of them {dest:pile_dest} and the rest "
        "{rest:pile_rest}", "put {take:pile_take} of them {dest:pile_dest} and the other "
        "{rest:pile_rest}", "put {take:pile_take} of them {dest:pile_dest}", rule="608.2d",
        runs="explorer.rules.library")
def _some_and_the_rest(scope: Scope, take: tuple[int | None, bool], dest: tuple[str, bool],
                       rest: tuple[str, bool] | None = None) -> Effect:
    """"Put one of them into your hand and the rest into your graveyard." after cards were
    looked at or revealed: the cards taken chosen as it resolves (608.2d), then the rest."""
    _among(scope, "", "them")
    count, up_to = take
    pick = Pick("any number of them" if count is None else
                f"{'up to ' if up_to else ''}{count} of them",
                Objects("card", lambda game, you, o: True),
                None if count is None else Amount(count), up_to)
    return _and_the_rest(scope, _take(scope, pick, "", dest, may=False, reveal=False), rest)


@effect("effect", "put the rest {rest:pile_rest}", "put all other cards revealed this way "
        "{rest:pile_rest}", rule="608.2c", runs="explorer.rules.library")
def _the_rest(scope: Scope, rest: tuple[str, bool]) -> Effect:
    """"Put the rest on the bottom of your library in a random order." — the cards looked at or
    revealed that no instruction before took: ordered by their owner (401.4) or at random."""
    _among(scope, "", "the rest")
    if scope.pile == "milled":
        raise NoMatch("the rest", "'the rest' of cards milled")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        if pile is not None:
            yield from library.put_rest(ctx.game, pile, rest[0], rest[1], ctx.source_name)

    return run


@effect("effect", "put all {what:objects_card} revealed this way {dest:pile_dest} and the rest "
        "{rest:pile_rest}", "put all {what:objects_card} from among them {dest:pile_dest} and the "
        "rest {rest:pile_rest}", rule="608.2c", runs="explorer.rules.library")
def _all_of_a_kind(scope: Scope, what: str, dest: tuple[str, bool], rest: tuple[str, bool]
                   ) -> Effect:
    """Mulch: "Put all land cards revealed this way into your hand and the rest into your
    graveyard." — nobody chooses: every card of the kind goes."""
    if scope.pile != "revealed" and "revealed" in what:
        raise NoMatch(what)
    _among(scope, "", what)
    wanted, objects = _card_filter(what)
    rest_of = _the_rest(scope, rest)

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game) if pile is not None else []
        yield from _put(ctx, [c for c in cards if objects.test(ctx.game, ctx.controller, c)],
                        dest, "608.2c")
        yield from rest_of(ctx)

    return run


@effect("effect", "put the revealed cards into your hand", rule="608.2c",
        runs="explorer.rules.library")
def _the_revealed(scope: Scope, shuffle: bool = False) -> Effect:
    """Knight-Errant of Eos: "Put the revealed cards into your hand, then shuffle." — the cards
    revealed from among them by the instruction before, if still there; then the library is
    shuffled (701.24a)."""
    _among(scope, "revealed", "the revealed cards")
    if scope.pile == "revealed:until":  # there, every card was revealed: read as "them"
        raise NoMatch("the revealed cards", "'the revealed cards' after revealing until …")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        if pile is None:
            return
        revealed = [c for c in pile.still(ctx.game) if c.oid in pile.revealed]
        yield from _put(ctx, revealed, ("hand", False), "608.2c")
        if shuffle:
            library.shuffle(ctx.game, ctx.controller)

    return run


@effect("effect", "put the revealed cards into your hand, then shuffle", rule="701.24a",
        runs="explorer.rules.library")
def _the_revealed_then_shuffle(scope: Scope) -> Effect:
    return _the_revealed(scope, shuffle=True)


@effect("effect", "if it's {what:objects_card}, you may put it {dest:pile_dest}",
        rule="608.2d", runs="explorer.rules.library", early=True)
def _if_its_a_kind(scope: Scope, what: str, dest: tuple[str, bool], may: bool = True,
                   reveal: bool = False) -> Effect:
    """Lantern of Revealing: "Look at the top card of your library. If it's a land card, you
    may put it onto the battlefield tapped." — "it": the card looked at, if still on top; its
    kind decides ("Otherwise, …" after it acts when it isn't of that kind)."""
    if scope.pile not in ("looked at", "revealed") or not what.startswith(("a ", "an ")):
        raise NoMatch(what, "'it' before a card was looked at or revealed")
    _, objects = _card_filter(what)

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game)[:1] if pile is not None else []
        fits = bool(cards) and objects.test(ctx.game, ctx.controller, cards[0])
        ctx.choices["pile_fits"] = fits
        if not fits:
            return
        if not may or (yield from yes_or_no(
                ctx, ctx.controller, f"{ctx.source_name}: {'reveal and ' if reveal else ''}"
                f"put {cards[0].name} ({cards[0].handle}) {_DEST_WORDS[dest]}?", "put it",
                "don't", "608.2d")):
            if reveal:
                library.reveal_cards(ctx.game, ctx.controller, cards, ctx.source_name)
            yield from _put(ctx, cards, dest, "608.2d" if may else "608.2c")

    return run


@effect("effect", "if it's {what:objects_card}, you may reveal it and put it {dest:pile_dest}",
        rule="608.2d", runs="explorer.rules.library", early=True)
def _if_its_a_kind_reveal(scope: Scope, what: str, dest: tuple[str, bool]) -> Effect:
    """"Look at the top card of your library. If it's a creature card, you may reveal it and
    put it into your hand." — revealed (701.20a) only if taken."""
    return _if_its_a_kind(scope, what, dest, reveal=True)


@effect("effect", "if it's {what:objects_card}, put it {dest:pile_dest}", rule="608.2c",
        runs="explorer.rules.library", early=True)
def _if_its_a_kind_put(scope: Scope, what: str, dest: tuple[str, bool]) -> Effect:
    """Nadu's granted ability: "Reveal the top card of your library. If it's a land card, put
    it onto the battlefield." — no choice."""
    return _if_its_a_kind(scope, what, dest, may=False)


@effect("effect", "otherwise, put it {dest:pile_dest}", "if it isn't, put it {dest:pile_dest}",
        "otherwise, put that card {dest:pile_dest}", rule="608.2c",
        runs="explorer.rules.library", early=True)
def _otherwise_put_it(scope: Scope, dest: tuple[str, bool], may: bool = False) -> Effect:
    """"Otherwise, put it into your hand." — after "If it's a land card, …": the card, when it
    isn't of that kind (608.2c); "Otherwise, you may put it into your graveyard": if its
    controller chooses to (608.2d)."""
    if scope.pile not in ("looked at", "revealed"):
        raise NoMatch("otherwise", "'otherwise' before a card was looked at or revealed")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game)[:1] if pile is not None else []
        if not cards or ctx.choices.get("pile_fits") is not False:
            return
        if not may or (yield from yes_or_no(
                ctx, ctx.controller, f"{ctx.source_name}: put {cards[0].name} "
                f"({cards[0].handle}) {_DEST_WORDS[dest]}?", "put it", "don't", "608.2d")):
            yield from _put(ctx, cards, dest, "608.2d" if may else "608.2c")

    return run


@effect("effect", "otherwise, you may put it {dest:pile_dest}",
        "otherwise, you may put that card {dest:pile_dest}", rule="608.2d",
        runs="explorer.rules.library", early=True)
def _otherwise_may_put_it(scope: Scope, dest: tuple[str, bool]) -> Effect:
    return _otherwise_put_it(scope, dest, may=True)


_DEST_WORDS = {v: k for k, v in (("on the bottom of your library", ("bottom", False)),
                                 ("into your hand", ("hand", False)),
                                 ("onto the battlefield", ("battlefield", False)),
                                 ("onto the battlefield tapped", ("battlefield", True)),
                                 ("into your graveyard", ("graveyard", False)),
                                 ("on top of your library", ("top", False)))}


_ELSE_WORDS = {"bottom": "on the bottom of your library", "hand": "into your hand",
               "graveyard": "into your graveyard"}
_ELSE_YES = {"bottom": "bottom", "hand": "into your hand", "graveyard": "into your graveyard"}
table("else_dest", {v: k for k, v in _ELSE_WORDS.items()})


@effect("effect", "if you don't put {taken:taken} {where:pile_place}, you may put it "
        "{dest:else_dest}", rule="608.2d", runs="explorer.rules.library")
def _else_may_put(scope: Scope, taken: str, where: str, dest: str) -> Effect:
    """Lantern of Revealing: "If you don't put the card onto the battlefield, you may put it on
    the bottom of your library." (Risen Reef: "… into your hand") — the card looked at, if it
    is still on top (it wasn't put there), may go there instead (608.2d)."""
    if scope.pile not in ("looked at", "revealed"):
        raise NoMatch(taken, "'it' before a card was looked at or revealed")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game)[:1] if pile is not None else []
        if not cards or not (yield from yes_or_no(
                ctx, ctx.controller, f"{ctx.source_name}: put {cards[0].name} "
                f"({cards[0].handle}) {_ELSE_WORDS[dest]}?", _ELSE_YES[dest], "leave it on top",
                "608.2d")):
            return
        if dest == "bottom":
            library.put_on_bottom(ctx.game, cards[0], "401.4")
        else:
            yield from _put(ctx, cards, (dest, False), "608.2d")

    return run




@effect("effect", "reveal cards from the top of your library until you reveal "
        "{what:objects_card}", rule="701.20a", runs="explorer.rules.library")
def _reveal_until(scope: Scope, what: str) -> Effect:
    """Hermit Druid: "Reveal cards from the top of your library until you reveal a basic land
    card." — "that card" after it is the one that fit; "all other cards revealed this way",
    "the rest": the others (608.2c)."""
    if not what.startswith(("a ", "an ")):
        raise NoMatch(what)
    _, objects = _card_filter(what)
    _keeps_pile(scope, "revealed:until")

    def reveal(ctx: Ctx) -> Steps:
        game, me = ctx.game, ctx.controller
        ctx.choices["pile"] = library.reveal_until(
            game, me, lambda card: objects.test(game, me, card), ctx.source_name)
        yield from ()

    return reveal


@effect("effect", "put that card {dest:pile_dest} and the rest {rest:pile_rest}",
        "put that card {dest:pile_dest} and all other cards revealed this way {rest:pile_rest}",
        "put that card {dest:pile_dest}", rule="608.2c", runs="explorer.rules.library")
def _that_card(scope: Scope, dest: tuple[str, bool], rest: tuple[str, bool] | None = None
               ) -> Effect:
    """"Put that card into your hand and all other cards revealed this way into your
    graveyard." — the card the reveal stopped at (none if the library ran out), then the
    others."""
    if scope.pile != "revealed:until":
        raise NoMatch("that card", "'that card' isn't a card revealed until …")
    rest_of = _the_rest(scope, rest) if rest is not None else None

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        if pile is None:
            return
        hit = [c for c in pile.still(ctx.game) if c.oid in pile.revealed]
        ctx.choices["pile"] = replace(pile, cards=tuple(
            oid for oid in pile.cards if oid not in pile.revealed))
        yield from _put(ctx, hit, dest, "608.2c")
        if rest_of is not None:
            yield from rest_of(ctx)

    return run


@effect("effect", "put all cards revealed this way {dest:pile_dest}", rule="608.2c",
        runs="explorer.rules.library")
def _all_revealed(scope: Scope, dest: tuple[str, bool]) -> Effect:
    """Treasure Hunt: "… until you reveal a nonland card, then put all cards revealed this way
    into your hand." — every one, the card that fit too."""
    if scope.pile not in ("revealed", "revealed:until"):
        raise NoMatch("all cards revealed this way", "nothing was revealed before")

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        if pile is not None:
            yield from _put(ctx, pile.still(ctx.game), dest, "608.2c")

    return run

@effect("effect", "you may cast {what:cast_kind} from among them without paying its mana cost",
        "you may cast {what:cast_kind} from among the cards milled this way without paying its "
        "mana cost", rule="608.2g", runs="explorer.rules.cast_while_resolving")
def _may_cast_from_among(scope: Scope, what: tuple[str, Objects]) -> Effect:
    """Jace's Mindseeker: "target opponent mills five cards. You may cast an instant or sorcery
    spell from among them without paying its mana cost." — a card of that kind chosen among the
    cards milled (608.2d), cast as the ability resolves (608.2g) for no mana (118.9): its
    owner's, cast by the ability's controller."""
    if scope.pile != "milled":
        raise NoMatch(what[0], "casting from among cards other than one player's milled ones "
                               "isn't read yet")
    wanted, objects = what

    def run(ctx: Ctx) -> Steps:
        pile = _pile(ctx)
        cards = pile.still(ctx.game) if pile is not None else []
        fitting = [c for c in cards if objects.test(ctx.game, ctx.controller, c)]
        chosen = yield from library.choose_from(ctx.game, ctx.controller, fitting, wanted, 1, 0,
                                                ctx.source_name, "you may cast")
        for card in chosen:
            yield from cast_while_resolving.may_cast_free(ctx.game, ctx.controller, card,
                                                          ctx.source_name, "608.2g")

    return run

table("from_graveyard_to", {"to your hand": ("hand", False),
                            "to the battlefield": ("battlefield", False),
                            "to the battlefield tapped": ("battlefield", True)})
_RETURN = "return {pick:pile_pick} from your graveyard {dest:from_graveyard_to}"


@effect("effect", "you may " + _RETURN, rule="608.2d", runs="explorer.rules.zones", early=True)
def _may_return_from_graveyard(scope: Scope, pick: Pick, dest: tuple[str, bool]) -> Effect:
    """Grapple with the Past: "Mill three cards, then you may return a creature or land card
    from your graveyard to your hand." — not a target: the card is chosen as it resolves
    (608.2d), from the graveyard as it is then (the cards just milled among them)."""
    return _return_from_graveyard(pick, dest, may=True)


@effect("effect", _RETURN, rule="608.2d", runs="explorer.rules.zones")
def _return_chosen_from_graveyard(scope: Scope, pick: Pick, dest: tuple[str, bool]) -> Effect:
    """"Return a creature card from your graveyard to your hand." — one, if there is one,
    chosen as it resolves (608.2d)."""
    return _return_from_graveyard(pick, dest, may=False)


def _return_from_graveyard(pick: Pick, dest: tuple[str, bool], may: bool) -> Effect:
    def run(ctx: Ctx) -> Steps:
        cards = list(ctx.game.state.player(ctx.controller).graveyard)
        most = pick.most.of(ctx) if pick.most is not None else None
        chosen = yield from library.choose_from(
            ctx.game, ctx.controller, pick.fitting(ctx, cards), pick.wanted, most,
            0 if may or pick.up_to else (1 if most is None else most), ctx.source_name,
            ("you may " if may else "") + "return", allowed=pick.allowed(ctx))
        yield from _put(ctx, chosen, dest, "608.2d")

    return run

def _search(scope: Scope, what: str, count: int, where: str, tapped: bool) -> Effect:
    return searching(what, count, where, tapped)


def searching(what: str, count: int, where: str, tapped: bool) -> Callable[..., Steps]:
    """The search of 701.23 by ``searcher`` (the ability's controller unless said), the cards
    found put where the text says, then the shuffle."""
    wanted, objects = _card_filter(what)

    def search(ctx: Ctx, searcher: str | None = None) -> Steps:
        game, me = ctx.game, searcher or ctx.controller

        def fits(card: Obj) -> bool:
            return objects.test(game, me, card)

        found = yield from library.search(game, me, wanted, fits, ctx.source_name, count)
        with game.simultaneously():  # the cards found enter together (603.2c)
            for card in found:
                if where == "battlefield":
                    yield from zones.enter(game, card, me, "701.23a", tapped=tapped)
                else:
                    zones.move(game, card, "hand", "701.23a", how="searched for")
        library.shuffle(game, me)

    return search


_ITS_CONTROLLER_SEARCHES = (
    "its controller may search their library for {what:objects_card}, put {card:that_card} onto "
    "the battlefield{tapped:tapped}, then shuffle")
table("that_card", {"it": "it", "that card": "that card"})
table("tapped", {"": False, " tapped": True})


@effect("effect", "return ~ from your graveyard to your hand",
        "return ~ from your graveyard to the battlefield{tapped:tapped}", rule="400.7",
        runs="explorer.rules.zones")
def _return_this_from_graveyard(scope: Scope, tapped: bool | None = None) -> Effect:
    """Reassembling Skeleton: "{1}{B}: Return this card from your graveyard to the battlefield
    tapped." — an ability that works from the graveyard (113.6); if the card has left it
    since, it is a new object elsewhere and nothing returns (400.7)."""
    to_battlefield = tapped is not None
    if scope.in_trigger and not scope.in_graveyard:
        # Forsaken Miner's "Whenever you commit a crime, you may pay {B}. If you do, return
        # this card from your graveyard …": a triggered ability that works while its card is
        # in the graveyard (113.6) — the explorer would only look for it on the battlefield
        raise NoMatch("return ~ from your graveyard", "a triggered ability that works from "
                                                      "the graveyard isn't read yet (113.6)")

    def back(ctx: Ctx) -> Steps:
        card = in_graveyard(ctx.game, ctx.source.oid) if ctx.source is not None else None
        if card is None or card.owner != ctx.controller:
            return
        if to_battlefield:
            yield from zones.enter(ctx.game, card, ctx.controller, "400.7", tapped=bool(tapped))
        else:
            zones.move(ctx.game, card, "hand", "400.7", how="returned")

    return back


@effect("effect", "exile {who:who}. " + _ITS_CONTROLLER_SEARCHES, rule="701.23a",
        runs="explorer.rules.library")
def _exile_then_its_controller_searches(scope: Scope, who: Targets | Who, what: str,
                                        card: str, tapped: bool) -> Effect:
    """Path to Exile."""
    return _then_its_controller_searches(
        scope, who, what, tapped, lambda ctx, obj: keyword_actions.exile(ctx.game, obj, "701.13"))


@effect("effect", "destroy {who:who}. " + _ITS_CONTROLLER_SEARCHES, rule="701.23a",
        runs="explorer.rules.library")
def _destroy_then_its_controller_searches(scope: Scope, who: Targets | Who, what: str,
                                          card: str, tapped: bool) -> Effect:
    """Ghost Quarter."""
    return _then_its_controller_searches(
        scope, who, what, tapped,
        lambda ctx, obj: keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name))


def _then_its_controller_searches(scope: Scope, who: Targets | Who, what: str, tapped: bool,
                                  remove: Callable[[Ctx, Obj], Any]) -> Effect:
    """The permanent's controller as it last existed (608.2h) may search; only if they do is
    their library shuffled (701.23a)."""
    find = scope.find(who)
    search = searching(what, 1, "battlefield", tapped)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            controller = obj.controller
            remove(ctx, obj)
            if not ctx.game.state.player(controller).in_game:
                continue
            if (yield from yes_or_no(ctx, controller, f"{ctx.source_name}: search your "
                                      f"library for {what}?", "search", "don't", "701.23a")):
                yield from search(ctx, controller)

    return run


@effect("effect",
        "search your library for {what:objects_card}, put it onto the battlefield tapped, "
        "then shuffle",
        "search your library for {what:objects_card}, put that card onto the battlefield "
        "tapped, then shuffle",
        "search your library for {what:objects_card} and put it onto the battlefield tapped. "
        "then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_battlefield_tapped(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "battlefield", True)


@effect("effect",
        "search your library for {what:objects_card}, put it onto the battlefield, then "
        "shuffle",
        "search your library for {what:objects_card}, put that card onto the battlefield, "
        "then shuffle",
        "search your library for {what:objects_card} and put it onto the battlefield. then "
        "shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_battlefield(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "battlefield", False)


@effect("effect",
        "search your library for {what:objects_card}, reveal it, put it into your hand, then "
        "shuffle",
        "search your library for {what:objects_card}, reveal it, and put it into your hand. "
        "then shuffle",
        "search your library for {what:objects_card}, put it into your hand, then shuffle",
        "search your library for {what:objects_card}, reveal that card, put it into your "
        "hand, then shuffle",
        "search your library for {what:objects_card}, put that card into your hand, then "
        "shuffle",
        "search your library for {what:objects_card}, reveal that card, put that card into "
        "your hand, then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_hand(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "hand", False)


@effect("effect",
        "search your library for up to {n:number} {what:objects_card}, put them onto the "
        "battlefield tapped, then shuffle",
        "search your library for up to {n:number} {what:objects_card} and put them onto the "
        "battlefield tapped. then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_many_tapped(scope: Scope, n: int, what: str) -> Effect:
    return _search(scope, what, n, "battlefield", True)


@effect("effect",
        "search your library for up to {n:number} {what:objects_card}, reveal them, put them "
        "into your hand, then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_many_to_hand(scope: Scope, n: int, what: str) -> Effect:
    return _search(scope, what, n, "hand", False)



# -- discarding (701.9) -------------------------------------------------------------------------
def _discard(find: Find, amount: Amount | None) -> Effect:
    def discard(ctx: Ctx) -> Steps:
        n = (amount or Amount(1)).of(ctx)  # "discard X cards": the X of the spell (107.3)
        for player in _players(ctx, find):
            chosen = yield from zones.choose_discards(
                ctx.game, player, n, "701.9b", f"{ctx.source_name}: discard {n} card(s)")
            for card in chosen:
                zones.discard(ctx.game, card)

    return discard


@effect("effect", "discard {n:amount} card", "discard {n:amount} cards", rule="701.9a",
        runs="explorer.rules.zones")
def _you_discard(scope: Scope, n: Amount | None = None) -> Effect:
    return _discard(lambda ctx: [ctx.controller], n)


@effect("effect", "{who:player} discards {n:amount} card", "{who:player} discard {n:amount} card",
        "{who:player} discards {n:amount} cards", "{who:player} discard {n:amount} cards",
        rule="701.9a", runs="explorer.rules.zones")
def _player_discards(scope: Scope, who: Targets | Who, n: Amount | None = None) -> Effect:
    return _discard(scope.find(who), n)


@effect("effect", "discard {what:objects_card}", "{who:player} discards {what:objects_card}",
        "{who:player} discard {what:objects_card}", rule="701.9a", runs="explorer.rules.zones")
def _discard_of_a_kind(scope: Scope, what: str, who: Targets | Who | None = None) -> Effect:
    """Pack Guardian: "you may discard a land card" — one card of that kind, chosen by the
    player discarding it (701.9a); a player with none discards nothing."""
    if not what.startswith(("a ", "an ")):
        raise NoMatch(what)
    _, objects = _card_filter(what)
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])

    def discard(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            def fits(card: Obj, player: str = player) -> bool:
                return objects.test(ctx.game, player, card)

            chosen = yield from zones.choose_discards(
                ctx.game, player, 1, "701.9a", f"{ctx.source_name}: discard {what}", fits=fits)
            for card in chosen:
                zones.discard(ctx.game, card)

    return discard


@effect("effect", "{who:player} discards {n:amount} cards at random",
        "{who:player} discards a card at random", "discard a card at random",
        "discard {n:amount} cards at random", rule="701.9b", runs="explorer.rules.zones")
def _discards_at_random(scope: Scope, who: Targets | Who | None = None, n: Amount = ONE
                        ) -> Effect:
    """Hymn to Tourach: nobody chooses — the cards are drawn from the game's seeded generator
    (701.9b), so a seed replays the same discards. Mind Twist: X cards (107.3)."""
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])
    amount = n

    def discard(ctx: Ctx) -> Steps:
        n = amount.of(ctx)
        rng = ctx.game.state.rng
        for player in _players(ctx, find):
            hand = list(ctx.game.state.player(player).hand)
            for card in rng.sample(hand, min(n, len(hand))):
                zones.discard(ctx.game, card, "701.9b")
        yield from ()

    return discard


@effect("effect", "discard up to {n:number} cards, then draw that many cards", rule="701.9a",
        runs="explorer.rules.zones")
def _discard_up_to_then_draw(scope: Scope, n: int) -> Effect:
    """Jaya Ballard: the player chooses up to N cards to discard (none is a choice), then
    draws as many as were discarded (608.2c)."""
    def effect(ctx: Ctx) -> Steps:
        chosen = yield from zones.choose_discards(
            ctx.game, ctx.controller, n, "701.9a",
            f"{ctx.source_name}: discard up to {n} card(s), then draw that many", up_to=True)
        for card in chosen:
            zones.discard(ctx.game, card)
        if chosen:
            yield from zones.draw(ctx.game, ctx.controller, len(chosen))

    return effect


@effect("effect", "discard your hand", rule="701.9a", runs="explorer.rules.zones")
def _discard_hand(scope: Scope) -> Effect:
    def discard(ctx: Ctx) -> Steps:
        for card in list(ctx.game.state.player(ctx.controller).hand):
            zones.discard(ctx.game, card)
        yield from ()

    return discard


@effect("effect", "look at the top {n:number} cards of your library, then put them back in any "
        "order", rule="401.4", runs="explorer.rules.library")
def _look_and_reorder(scope: Scope, n: int) -> Effect:
    def look(ctx: Ctx) -> Steps:
        yield from library.look_and_reorder(ctx.game, ctx.controller, n, ctx.source_name)

    return look


@effect("effect", "put {who:who} on top of your library", "put {who:who} on top of its owner's "
        "library", rule="401.4", runs="explorer.rules.library")
def _put_on_top(scope: Scope, who: Targets | Who) -> Effect:
    """A card from a graveyard (a target there), or a permanent, goes on top of its owner's
    library (401.4)."""
    return _put_in_library(scope, who, library.put_on_top)


@effect("effect", "put {who:who} on the bottom of its owner's library",
        "put {who:who} on the bottom of your library", rule="401.4",
        runs="explorer.rules.library")
def _put_on_bottom(scope: Scope, who: Targets | Who) -> Effect:
    """A permanent (or a card in a graveyard, a target there) goes to the bottom of its
    owner's library — a new object there (400.7)."""
    return _put_in_library(scope, who, library.put_on_bottom)


def _put_in_library(scope: Scope, who: Targets | Who,
                    put_there: Callable[[Kernel, Obj, str], object]) -> Effect:
    find = scope.find(who)
    graveyard = isinstance(who, Targets) and who.spec.zone == "graveyard"
    where = "top" if put_there is library.put_on_top else "bottom"

    def put(ctx: Ctx) -> Steps:
        if (isinstance(who, Who) and who.text == "~" and ctx.source is not None
                and ctx.source.zone == "stack"):
            # A spell's "Put ~ on the bottom of its owner's library." (Sanguine Sacrament): as
            # the last part of its resolution it goes there instead of to the graveyard (608.2n).
            ctx.source.choices = {**ctx.source.choices, "goes_as_it_resolves": where}
            return
        for t in find(ctx):
            if not isinstance(t, int):
                continue
            card = in_graveyard(ctx.game, t) if graveyard else ctx.game.state.find(t)
            if card is not None:
                put_there(ctx.game, card, "401.4")
        yield from ()

    return put


@effect("effect", "{who:who}'s owner puts it on their choice of the top or bottom of their "
        "library", rule="608.2d", runs="explorer.rules.library")
def _owner_puts_top_or_bottom(scope: Scope, who: Targets | Who) -> Effect:
    """Uncharted Voyage, Dire Downdraft: the permanent's owner — not the spell's controller —
    chooses as it resolves (608.2d) whether it goes on top of their library or on the
    bottom."""
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            on_top = yield from yes_or_no(
                ctx, obj.owner, f"{ctx.source_name}: where does {obj.name} ({obj.handle}) go?",
                "on top of your library", "on the bottom of your library", "608.2d")
            if ctx.game.state.find(obj.oid) is None:
                continue
            if on_top:
                library.put_on_top(ctx.game, obj, "401.4")
            else:
                library.put_on_bottom(ctx.game, obj, "401.4")

    return put


# -- revealing a hand (701.20) --------------------------------------------------------------------
def _card_test(what: str) -> Any:
    """"nonland", "creature", "noncreature, nonland" (each said of the card: all must hold)."""
    parts = what.split(", ")
    if len(parts) > 1 and all(p.startswith("non") for p in parts):
        tests = [read_objects(p).test for p in parts]
        return lambda game, you, o: all(t(game, you, o) for t in tests)
    return read_objects(what).test


@effect("effect", "{who:player} reveals their hand", rule="701.20a",
        runs="explorer.rules.zones")
def _reveals_hand(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def reveal(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            zones.reveal_hand(ctx.game, player, ctx.source_name)
        yield from ()

    return reveal


@effect("effect", "{who:player} reveals their hand. you choose a {what:any_text} card from it. "
        "that player discards that card",
        "{who:player} reveals their hand. you choose an {what:any_text} card from it. "
        "that player discards that card",
        "{who:player} reveals their hand. you choose a card from it. that player discards "
        "that card", rule="701.9a", runs="explorer.rules.zones")
def _reveal_choose_discard(scope: Scope, who: Targets | Who, what: str = "") -> Effect:
    """Duress, Thoughtseize: the player reveals their hand (701.20a); the ability's controller
    chooses a card of that kind from it, if there is one, and that player discards it (701.9a:
    the card is chosen by another player)."""
    find = scope.find(who)
    test = _card_test(what) if what else None

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        for player in _players(ctx, find):
            hand = zones.reveal_hand(game, player, ctx.source_name)
            chosen = yield from zones.choose_revealed(
                game, ctx.controller, hand,
                lambda c: test is None or test(game, ctx.controller, c),
                ctx.source_name, "701.9a")
            if chosen is not None:
                zones.discard(game, chosen, "701.9a")

    return run


# -- playing cards from exile ("impulse draw", 611.2a) ----------------------------------------
table("top_cards", {"the top card": 1, "the top two cards": 2, "the top three cards": 3})
_YOU_MAY_PLAY = ("you may play that card this turn", "you may play it this turn",
                 "you may play those cards this turn", "you may play them this turn",
                 "until end of turn, you may play that card",
                 "until end of turn, you may play those cards")


@effect("effect", *(f"exile {{n:top_cards}} of your library. {may}" for may in _YOU_MAY_PLAY),
        rule="611.2a", runs="explorer.rules.impulse")
def _impulse(scope: Scope, n: int) -> Effect:
    """"Exile the top card of your library. You may play that card this turn." — its
    controller may cast it (timing and costs as usual) or play it as their land for the turn,
    until the end of this turn."""

    def run(ctx: Ctx) -> Steps:
        impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name)
        yield from ()

    return run


_AS_LONG_AS = ("exile {n:top_cards} of {who:player}'s library. you may play that card for as "
               "long as it remains exiled")


@effect("effect", _AS_LONG_AS, rule="611.2a", runs="explorer.rules.impulse")
def _exile_to_play_while_exiled(scope: Scope, n: int, who: Targets | Who) -> Effect:
    """"Exile the top card of target opponent's library. You may play that card for as long as
    it remains exiled." — the permission lasts while the card stays in exile (611.2a). The
    cards are exiled with this object, for its linked abilities (607.2a)."""
    return _exile_to_play(scope, n, who, any_type=False)


@effect("effect", _AS_LONG_AS + ", and mana of any type can be spent to cast it", rule="609.4b",
        runs="explorer.rules.impulse")
def _exile_to_play_any_type(scope: Scope, n: int, who: Targets | Who) -> Effect:
    """… "and mana of any type can be spent to cast it" (Court of Locthwain): it changes only
    how the cost may be paid, not the cost (609.4b)."""
    return _exile_to_play(scope, n, who, any_type=True)


def _exile_to_play(scope: Scope, n: int, who: Targets | Who, any_type: bool) -> Effect:
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name,
                                  library_of=player, lasting=True, any_type=any_type,
                                  exiled_by=ctx.source)
        yield from ()

    return run


@effect("effect", "exile {n:top_cards} of your library. you may play that card for as long as "
        "it remains exiled", "exile {n:top_cards} of your library. you may play those cards for "
        "as long as they remain exiled", rule="611.2a", runs="explorer.rules.impulse")
def _impulse_while_exiled(scope: Scope, n: int) -> Effect:
    """Valakut Exploration: its controller may play the card while it stays in exile (611.2a);
    the card is exiled with this object, for its linked abilities (607.2a)."""

    def run(ctx: Ctx) -> Steps:
        impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name, lasting=True,
                              exiled_by=ctx.source)
        yield from ()

    return run


@effect("effect", "put them into their owner's graveyard, then ~ deals that much damage to "
        "each opponent", "put them into their owners' graveyards, then ~ deals that much damage "
        "to each opponent", rule="607.2a", runs="explorer.rules.damage")
def _exiled_to_graveyard_then_damage(scope: Scope) -> Effect:
    """Valakut Exploration: "… if there are cards exiled with this enchantment, put them into
    their owner's graveyard, then this enchantment deals that much damage to each opponent." —
    "them" only as those linked cards (607.2a); "that much" is how many were put there."""
    if scope.last is not the_exiled:
        raise NoMatch("put them into their owner's graveyard",
                      "'them' isn't the cards exiled with this permanent")
    opponents = scope.find(read_who("each opponent"))

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        moved = 0
        with game.simultaneously():
            for card in exiled_with(game, ctx.source):
                zones.move(game, card, "graveyard", "607.2a")
                moved += 1
        if not moved:
            return
        for player in _players(ctx, opponents):
            yield from damage.damage(game, ctx.source_name, ctx.source.oid if ctx.source else None,
                                     player, moved, source=ctx.source)

    return run


@effect("effect", "until end of turn, you may cast a spell from among cards exiled with ~ "
        "without paying its mana cost", rule="118.9", runs="explorer.rules.impulse")
def _free_cast_from_exiled(scope: Scope) -> Effect:
    """One spell, this turn, from among the cards this object's abilities exiled (607.2a), for
    no mana (an alternative cost, 118.9)."""

    def run(ctx: Ctx) -> Steps:
        if ctx.source is not None:
            impulse.grant_free_cast(ctx.game, ctx.controller, ctx.source, ctx.source_name)
        yield from ()

    return run
