"""Dredge (702.52): a static ability that works only while the card is in a graveyard.

702.52a: "Dredge N" means "As long as you have at least N cards in your library, if you would
draw a card, you may instead mill N cards and return this card from your graveyard to your
hand." 702.52b: with fewer than N cards in the library, it can't be used. It replaces one draw
(121.2: cards are drawn one at a time), so each draw of "draw two cards" may be dredged on its
own; the player chooses as the draw would happen, among the cards of their graveyard that can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..state import Cards
from .library import mill
from .zones import move

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

DRAW = "draw"


def dredgers(game: Kernel, player: str) -> list[Obj]:
    """The cards in ``player``'s graveyard whose dredge they can use now (702.52b)."""
    p = game.state.player(player)
    graveyard = p.graveyard
    # Asked at every draw: a long game's graveyards hold hundreds of cards, and Cards keeps
    # which of them have dredge (a card in a graveyard is never changed in place).
    cards = graveyard.having("dredge") if isinstance(graveyard, Cards) else graveyard
    return [c for c in cards if c.card.dredge and len(p.library) >= c.card.dredge]


def offer(game: Kernel, player: str) -> Steps:
    """``player`` would draw a card: they may dredge instead. Returns True if they did."""
    cards = dredgers(game, player)
    if not cards:
        return False
    labels = tuple(f"dredge {c.handle} ({c.name}: mill {c.card.dredge})" for c in cards)
    options = (DRAW, *labels)
    chosen = yield from game.ask(Decision(
        player=player, kind="option", rule="702.52a",
        prompt=f"{player} would draw a card: draw it, or dredge a card back instead",
        options=as_options(options), default=Choose(player, option=DRAW),
        accept=one_of(options, "702.52a")), always_ask=True)
    if chosen == DRAW:
        return False
    card = cards[labels.index(chosen)]
    mill(game, player, card.card.dredge)
    move(game, card, "hand", "702.52a", how="dredged")
    return True
