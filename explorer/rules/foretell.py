"""Foretell (702.143).

702.143a: while a card with foretell is in a player's hand, any time that player has priority
during their turn, they may pay {2} and exile it face down; they may cast it after the current
turn has ended by paying its foretell cost rather than its mana cost (an alternative cost,
118.9). 702.143b: exiling it is a special action, which doesn't use the stack (116.2h) —
``{"do": "foretell", "player": …, "card": …}``. 702.143c: a card put in exile so is "foretold".

The exiled card remembers the turn it was foretold (``Obj.foretold``; a board file keeps it as
``foretold``). Cast from exile — ``cast`` names it there — it is a spell like any other (its
timing, 117.1a, its targets), its foretell cost its total cost's base (601.2f); the spell and the
permanent it becomes carry ``"foretold": true`` in their choices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from . import mana, special_actions

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Foretell"
CHOICE = "foretold"
COST = "{2}"  # 702.143a: what foretelling costs, whatever the card


def check(game: Kernel, player: str, ref: str) -> tuple[Obj, mana.ManaCost]:
    """702.143a: ``player``, with priority during their own turn, may foretell a card with
    foretell from their hand by paying {2}. Changes nothing; returns the card and the cost."""
    card = game.find_in_hand(player, ref, rule="702.143a")
    if not card.card.foretell:
        raise IllegalAction(f"{card.name} has no foretell", "702.143a")
    if game.state.active != player:
        raise IllegalAction(f"{player} may foretell only during their own turn, not "
                            f"{game.state.active}'s", "702.143a")
    return card, special_actions.payable(game, player, card, COST)


def foretell(game: Kernel, player: str, card: Obj, cost: mana.ManaCost) -> Steps:
    """Pay {2} and exile the card face down (702.143a), a special action (702.143b)."""
    exiled = special_actions.exile_paying(game, player, card, cost, "702.143b", "foretold")
    exiled.foretold = game.state.turn
    yield from ()


def find(game: Kernel, player: str, ref: str) -> Obj | None:
    """A card ``player`` foretold, in their exile, by id or name."""
    return special_actions.in_exile(game, player, ref, lambda c: c.foretold is not None)


def check_cast(game: Kernel, card: Obj) -> str:
    """702.143a: a foretold card may be cast once the turn it was foretold has ended, for its
    foretell cost — the base of its total cost (601.2f), which this returns."""
    if card.foretold is not None and card.foretold >= game.state.turn:
        raise IllegalAction(f"{card.name} was foretold this turn: it may be cast only after "
                            "this turn has ended", "702.143a")
    return card.card.foretell


def castable(game: Kernel, player: str) -> list[Obj]:
    """The cards ``player`` foretold that they may cast now (as far as foretell says)."""
    return [c for c in game.state.player(player).exile
            if c.foretold is not None and c.foretold < game.state.turn]
