"""The library (401) and the keyword actions that look into it: shuffle (701.24), scry
(701.22), surveil (701.25), mill (701.17) and searching (701.23).

A library is a player's hidden zone, top card first. The explorer shows every card anyway: it is
a tool for seeing what the rules do. Each card a player looks at gets a decision of its own —
top or bottom, top or graveyard — then the cards that stay together are put in the order the
player chooses (an ``order`` decision, first card on top).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import Cards, Obj
from .zones import move

if TYPE_CHECKING:
    from ..kernel import Kernel


def shuffle(game: Kernel, player: str, rule: str = "701.24a") -> None:
    """701.24a: randomize the cards of ``player``'s library (the game's seeded generator)."""
    owner = game.state.player(player)
    cards = list(owner.library)
    game.state.rng.shuffle(cards)
    owner.library = Cards(cards)
    game.emit(K.LIBRARY_SHUFFLED, player=player, amount=len(cards), rule=rule)


def _each(game: Kernel, player: str, cards: list[Obj], verb: str, rule: str,
          choices: tuple[str, str]) -> Steps:
    """Ask ``player`` where each of ``cards`` goes: one of ``choices`` per card."""
    placed: dict[str, list[Obj]] = {c: [] for c in choices}
    for card in cards:
        options = tuple(f"{card.handle}: {c}" for c in choices)
        chosen = yield from game.ask(Decision(
            player=player, kind="option", rule=rule,
            prompt=f"{verb}: where does {card.name} ({card.handle}) go?",
            options=as_options(options), default=Choose(player, option=options[0]),
            accept=one_of(options, rule)), always_ask=True)
        placed[chosen.rsplit(": ", 1)[1]].append(card)
    return placed


def order(game: Kernel, player: str, cards: list[Obj], where: str, rule: str) -> Steps:
    """``player`` puts ``cards`` in an order (an ``order`` decision: the first named is the
    first card, i.e. the top one for the top of a library)."""
    if len(cards) < 2:
        return list(cards)
    handles = tuple(c.handle for c in cards)

    def accept(action: object) -> list[Obj]:
        named = tuple(getattr(action, "order", None) or ())
        if sorted(named) != sorted(handles):
            raise IllegalAction(f"name each of {', '.join(handles)} once, in order", rule)
        return [cards[handles.index(h)] for h in named]

    chosen: list[Obj] = yield from game.ask(Decision(
        player=player, kind="order", rule=rule,
        prompt=f"Order the cards to put {where} (first named first)",
        options=as_options(handles), default=Choose(player, order=handles), accept=accept,
        describe=lambda cs: ", ".join(c.handle for c in cs),
        as_data=lambda cs: tuple(c.handle for c in cs)))
    return chosen


def _top(game: Kernel, player: str, n: int) -> list[Obj]:
    return list(game.state.player(player).library[:n])


def _rest_after(game: Kernel, player: str, n: int) -> list[Obj]:
    return list(game.state.player(player).library[n:])


def scry(game: Kernel, player: str, n: int, source: str) -> Steps:
    """701.22a: look at the top N cards, put any number on the bottom in any order and the
    rest on top in any order."""
    cards = _top(game, player, n)
    if not cards:
        return
    placed = yield from _each(game, player, cards, f"scry {n}", "701.22a", ("top", "bottom"))
    on_top = yield from order(game, player, placed["top"], "on top of your library", "701.22a")
    at_bottom = yield from order(game, player, placed["bottom"], "on the bottom of your library",
                                 "701.22a")
    rest = _rest_after(game, player, len(cards))
    game.state.player(player).library = Cards([*on_top, *rest, *at_bottom])
    game.emit(K.SCRIED, player=player, source=source, amount=len(cards), rule="701.22a",
              on_top=len(on_top), on_bottom=len(at_bottom))


def surveil(game: Kernel, player: str, n: int, source: str) -> Steps:
    """701.25a: look at the top N cards, put any number into the graveyard and the rest on top
    in any order."""
    cards = _top(game, player, n)
    if not cards:
        return
    placed = yield from _each(game, player, cards, f"surveil {n}", "701.25a",
                              ("top", "graveyard"))
    on_top = yield from order(game, player, placed["top"], "on top of your library", "701.25a")
    rest = _rest_after(game, player, len(cards))
    game.state.player(player).library = Cards([*on_top, *placed["graveyard"], *rest])
    for card in placed["graveyard"]:
        move(game, card, "graveyard", "701.25a", how="surveilled")
    game.emit(K.SURVEILLED, player=player, source=source, amount=len(cards), rule="701.25a",
              on_top=len(on_top), to_graveyard=len(placed["graveyard"]))


def mill(game: Kernel, player: str, n: int) -> list[Obj]:
    """701.17a: put the top N cards of the library into the graveyard (as many as there are).
    Returns the cards milled, as the new objects they are there (400.7)."""
    return [move(game, card, "graveyard", "701.17a", how="milled")
            for card in _top(game, player, n)]


def search(game: Kernel, player: str, wanted: str, fits: Callable[[Obj], bool], source: str,
           up_to: int = 1) -> Steps:
    """701.23: search the library for up to ``up_to`` cards that fit (a search for cards with
    a stated quality may find none, 701.23b). Returns the cards found, still in the library:
    the effect puts them where its text says, then the library is shuffled."""
    found: list[Obj] = []
    for _ in range(up_to):
        candidates = [c for c in game.state.player(player).library
                      if fits(c) and c not in found]
        none = "find nothing"
        options = (*dict.fromkeys(f"{c.handle} ({c.name})" for c in candidates), none)
        handles = [f"{c.handle} ({c.name})" for c in candidates]
        chosen = yield from game.ask(Decision(
            player=player, kind="option", rule="701.23b",
            prompt=f"{source}: search your library for {wanted}",
            options=as_options(options), default=Choose(player, option=options[0]),
            accept=one_of(options, "701.23b")), always_ask=bool(candidates))
        if chosen == none:
            break
        found.append(candidates[handles.index(chosen)])
    game.emit(K.LIBRARY_SEARCHED, player=player, source=source, amount=len(found),
              rule="701.23a", wanted=wanted,
              found=", ".join(c.name for c in found) or None)
    return found


def dig(game: Kernel, player: str, n: int, source: str, rest_to: str, take: int = 1,
        up_to: bool = False, random_order: bool = False) -> Steps:
    """"Look at the top N cards of your library. Put one of them into your hand and the rest on
    the bottom of your library in any order." (Anticipate; ``rest_to`` "bottom" or
    "graveyard"): the player picks the cards (608.2d) — ``take`` of them, or up to that many —
    then orders the rest for the bottom (401.4), or they go in a random order."""
    cards = _top(game, player, n)
    if not cards:
        return
    taken: list[Obj] = []
    enough = "no more"
    while len(taken) < min(take, len(cards)):
        left = [c for c in cards if c not in taken]
        handles = (*(c.handle for c in left), *((enough,) if up_to else ()))
        which = "a" if up_to else ("one" if take == 1 else "another" if taken else "one")
        picked = yield from game.ask(Decision(
            player=player, kind="option", rule="608.2d",
            prompt=f"{source}: put {which} of the top {len(cards)} cards into your hand"
                   + (f" ({len(taken)} of up to {take} taken)" if up_to else ""),
            options=as_options(handles), default=Choose(player, option=handles[0]),
            accept=one_of(handles, "608.2d")), always_ask=len(handles) > 1)
        if picked == enough:
            break
        taken.append(left[handles.index(picked)])
    rest = [c for c in cards if c not in taken]
    for card in taken:
        move(game, card, "hand", "608.2d", how="put into hand")
    if rest_to == "graveyard":
        for other in rest:
            move(game, other, "graveyard", "608.2d")
        game.emit(K.LOOKED_AT_TOP, player=player, source=source, amount=len(cards),
                  rule="608.2d", to_graveyard=len(rest))
        return
    if random_order:
        at_bottom = list(rest)
        game.state.rng.shuffle(at_bottom)
    else:
        at_bottom = yield from order(game, player, rest, "on the bottom of your library", "401.4")
    below = _rest_after(game, player, len(rest))
    game.state.player(player).library = Cards([*below, *at_bottom])
    # How many went where, not which: the hand and the library are hidden zones (400.2).
    game.emit(K.LOOKED_AT_TOP, player=player, source=source, amount=len(cards), rule="608.2d",
              on_bottom=len(at_bottom))


def dig_for(game: Kernel, player: str, n: int, source: str, wanted: str,
            fits: Callable[[Obj], bool], random_order: bool) -> Steps:
    """"Look at the top four cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in a random
    order." The player may take one card that fits, revealing it (701.20a: everyone sees
    which); the rest go to the bottom — in a random order (the game's seeded generator), or in
    an order the player chooses (401.4)."""
    cards = _top(game, player, n)
    if not cards:
        return
    fitting = [c for c in cards if fits(c)]
    none = "take nothing"
    options = (*(f"{c.handle} ({c.name})" for c in fitting), none)
    picked = yield from game.ask(Decision(
        player=player, kind="option", rule="608.2d",
        prompt=f"{source}: you may reveal {wanted} from among the top {len(cards)} cards and "
               "put it into your hand",
        options=as_options(options), default=Choose(player, option=options[0]),
        accept=one_of(options, "608.2d")), always_ask=bool(fitting))
    card = None if picked == none else fitting[options.index(picked)]
    rest = [c for c in cards if c is not card]
    if card is not None:
        game.emit(K.CARDS_REVEALED, player=player, source=source, amount=1, rule="701.20a",
                  found=card.name)
        move(game, card, "hand", "608.2d", how="put into hand")
    if random_order:
        at_bottom = list(rest)
        game.state.rng.shuffle(at_bottom)
    else:
        at_bottom = yield from order(game, player, rest, "on the bottom of your library",
                                     "401.4")
    below = _rest_after(game, player, len(rest))
    game.state.player(player).library = Cards([*below, *at_bottom])
    game.emit(K.LOOKED_AT_TOP, player=player, source=source, amount=len(cards), rule="608.2d",
              on_bottom=len(at_bottom), wanted=wanted,
              found=card.name if card is not None else None)


def put_on_bottom(game: Kernel, card: Obj, rule: str) -> Obj:
    """Put a card on the bottom of its owner's library (a permanent leaves the battlefield as
    it goes, 400.7)."""
    new = move(game, card, "library", rule, how="put on the bottom")
    owner = game.state.player(new.owner)
    owner.library = Cards([*(c for c in owner.library if c is not new), new])
    return new


def look_and_reorder(game: Kernel, player: str, n: int, source: str) -> Steps:
    """"Look at the top N cards of your library, then put them back in any order." """
    cards = _top(game, player, n)
    if not cards:
        return
    back = yield from order(game, player, cards, "back on top of your library", "401.4")
    rest = _rest_after(game, player, len(cards))
    game.state.player(player).library = Cards([*back, *rest])
    game.emit(K.SCRIED, player=player, source=source, amount=len(cards), rule="401.4",
              on_top=len(back), on_bottom=0)


def put_on_top(game: Kernel, card: Obj, rule: str) -> Obj:
    """Put a card on top of its owner's library (401.4)."""
    return move(game, card, "library", rule, how="put on top")


# -- the cards an effect looked at, revealed or milled: "them", "the rest" (608.2c) -------------
@dataclass(frozen=True)
class Pile:
    """The cards an instruction of a resolving spell or ability looked at, revealed or milled
    ("Look at the top six cards of your library."), for its later instructions: "from among
    them", "the cards milled this way", "the rest". ``cards``: their object ids, top first, in
    ``zone`` ("library" or "graveyard"); a card moved since is a new object (400.7) and no
    longer one of them. ``revealed``: those revealed from among them ("the revealed cards")."""

    player: str
    cards: tuple[int, ...]
    how: str  # "looked at", "revealed", "milled"
    zone: str
    revealed: tuple[int, ...] = ()

    def still(self, game: Kernel) -> list[Obj]:
        """The pile's cards still where it put them, in the pile's order."""
        here = {c.oid: c for c in getattr(game.state.player(self.player), self.zone)}
        return [here[oid] for oid in self.cards if oid in here]


def top_pile(game: Kernel, player: str, n: int, source: str, reveal: bool) -> Pile:
    """"Look at the top N cards of your library" (the player sees them; a library is otherwise
    hidden, 401.2) or "reveal the top N cards" (every player sees them, 701.20a): the cards stay
    in the library (701.20b) until a later instruction moves them."""
    cards = _top(game, player, n)
    if reveal:
        game.emit(K.CARDS_REVEALED, player=player, source=source, amount=len(cards),
                  rule="701.20a", found=", ".join(c.name for c in cards) or None)
    else:
        game.emit(K.LOOKED_AT_TOP, player=player, source=source, amount=len(cards),
                  rule="401.2")
    return Pile(player, tuple(c.oid for c in cards), "revealed" if reveal else "looked at",
                "library")


def milled_pile(game: Kernel, player: str, n: int) -> Pile:
    """Mill N (701.17a) and keep the cards milled, for "the cards milled this way"."""
    return Pile(player, tuple(c.oid for c in mill(game, player, n)), "milled", "graveyard")


def choose_from(game: Kernel, player: str, cards: list[Obj], wanted: str, most: int | None,
                least: int, source: str, verb: str, rule: str = "608.2d",
                allowed: Callable[[list[Obj], Obj], bool] | None = None) -> Steps:
    """``player`` picks cards from among ``cards`` one at a time as the effect resolves
    (608.2d): at most ``most`` (None: any number), and at least ``least`` of them while any
    is left; ``allowed(picked, card)``: whether ``card`` may join those picked. Returns the
    cards picked, in order."""
    picked: list[Obj] = []
    enough = "no more" if least == 0 and most != 1 else "take nothing"
    while most is None or len(picked) < most:
        left = [c for c in cards if c not in picked
                and (allowed is None or allowed(picked, c))]
        if not left:
            break
        optional = len(picked) >= least
        labels = [f"{c.handle} ({c.name})" for c in left]
        options = (*labels, *((enough,) if optional else ()))
        chosen = yield from game.ask(Decision(
            player=player, kind="option", rule=rule,
            prompt=f"{source}: {verb} {wanted}" + (f" ({len(picked)} so far)" if picked
                                                     else ""),
            options=as_options(options), default=Choose(player, option=options[0]),
            accept=one_of(options, rule)), always_ask=len(options) > 1 or optional)
        if chosen == enough:
            break
        picked.append(left[labels.index(chosen)])
        if optional and enough == "take nothing":
            enough = "no more"
    return picked


def reveal_cards(game: Kernel, player: str, cards: list[Obj], source: str) -> None:
    """701.20a: every player sees the cards (which ones, by name)."""
    if cards:
        game.emit(K.CARDS_REVEALED, player=player, source=source, amount=len(cards),
                  rule="701.20a", found=", ".join(c.name for c in cards))


def put_rest(game: Kernel, pile: Pile, where: str, random_order: bool, source: str) -> Steps:
    """"Put the rest on the bottom of your library in any order / in a random order", "… into
    your graveyard": the pile's cards still in the library. Cards put on the bottom together
    are ordered by their owner (401.4), or randomly (the game's seeded generator)."""
    rest = pile.still(game) if pile.zone == "library" else []
    if not rest:
        return
    if where == "graveyard":
        for card in rest:
            move(game, card, "graveyard", "608.2c")
        return
    if random_order:
        placed = list(rest)
        game.state.rng.shuffle(placed)
    else:
        placed = yield from order(game, pile.player, rest,
                                  "on top of your library" if where == "top"
                                  else "on the bottom of your library", "401.4")
    owner = game.state.player(pile.player)
    others = [c for c in owner.library if c not in rest]
    owner.library = Cards([*placed, *others] if where == "top" else [*others, *placed])
    on_top = len(placed) if where == "top" else None
    game.emit(K.LOOKED_AT_TOP, player=pile.player, source=source, amount=len(pile.cards),
              rule="608.2c" if random_order else "401.4", on_top=on_top,
              on_bottom=None if on_top is not None else len(placed))


def reveal_until(game: Kernel, player: str, fits: Callable[[Obj], bool], source: str) -> Pile:
    """"Reveal cards from the top of your library until you reveal a basic land card": one at a
    time from the top, every player seeing each (701.20a), until one fits or the library runs
    out; they stay in the library (701.20b). The pile's ``revealed`` is the card that fit
    ("that card"), if one did."""
    revealed: list[Obj] = []
    hit: Obj | None = None
    for card in list(game.state.player(player).library):
        revealed.append(card)
        if fits(card):
            hit = card
            break
    game.emit(K.CARDS_REVEALED, player=player, source=source, amount=len(revealed),
              rule="701.20a", found=", ".join(c.name for c in revealed) or None)
    return Pile(player, tuple(c.oid for c in revealed), "revealed", "library",
                revealed=(hit.oid,) if hit is not None else ())
