"""Special actions that exile a card from its owner's hand for a cost (116.2): foretell
(702.143b), suspend (116.2f, 702.62a) and plot (702.170b). None uses the stack; each pays a
cost that isn't a spell's (what may be spent on spells only doesn't pay it) and moves the card
to its owner's exile, where its keyword's module marks it — and finds it there again when it is
cast.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import mana
from .zones import move

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def payable(game: Kernel, player: str, card: Obj, cost: str) -> mana.ManaCost:
    """The cost of exiling ``card`` so, if ``player``'s pool pays it now; IllegalAction saying
    why if not. Changes nothing."""
    parsed = mana.ManaCost.parse(cost)
    payer = game.state.player(player)
    spending = mana.Spending(card.card, is_spell=False)
    if not mana.can_pay(payer, parsed, spending):
        mana.pay(game, payer, parsed, card.name, spending)  # raises, saying why
    return parsed


def exile_paying(game: Kernel, player: str, card: Obj, cost: mana.ManaCost, rule: str,
                 how: str) -> Obj:
    """Pay ``cost`` and move ``card`` to its owner's exile; returns the card there (a new
    object, 400.7), for its keyword to mark."""
    mana.pay(game, game.state.player(player), cost, card.name,
             mana.Spending(card.card, is_spell=False))
    return move(game, card, "exile", rule, how=how)


def in_exile(game: Kernel, player: str, ref: str, marked: Callable[[Obj], bool]) -> Obj | None:
    """A card of ``player``'s exile named by ``ref`` (its id or its name) that ``marked``
    says its keyword marked (foretold, plotted …)."""
    return next((c for c in game.state.player(player).exile
                 if ref in (c.handle, c.name) and marked(c)), None)
