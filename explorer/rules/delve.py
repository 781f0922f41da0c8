"""Delve (702.66a): "For each generic mana in this spell's total cost, you may exile a card from
your graveyard rather than pay that mana." It is neither an additional nor an alternative cost,
and applies only once the total cost is determined (702.66b): after every increase and
reduction (601.2f), as the cost is paid (601.2h).

The cards are named with the cast's ``delve`` (ids or names of cards in the caster's
graveyard); each pays for {1} of the generic part. More cards than that, a card named twice, or
a spell without delve, is refused.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..errors import IllegalAction
from .zones import move

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .mana import ManaCost

KEYWORD = "Delve"


def plan(game: Kernel, player: str, card: Obj, cost: ManaCost, refs: tuple[str, ...]
         ) -> tuple[ManaCost, list[Obj]]:
    """The total cost once the named graveyard cards pay part of its generic mana, and those
    cards. Changes nothing."""
    if not refs:
        return cost, []
    if not card.card.delve:
        raise IllegalAction(f"{card.name} doesn't have delve (702.66a)", "601.2b")
    graveyard = [c for c in game.state.player(player).graveyard if c is not card]
    chosen: list[Obj] = []
    for ref in refs:
        found = next((c for c in graveyard if ref in (c.handle, c.name) and c not in chosen),
                     None)
        if found is None:
            named = any(ref in (c.handle, c.name) for c in chosen)
            raise IllegalAction(f"{ref!r} is named twice: each card is exiled once" if named
                                else f"{player} has no {ref!r} in their graveyard to exile",
                                "702.66a")
        chosen.append(found)
    if len(chosen) > cost.generic:
        raise IllegalAction(f"{len(chosen)} cards exiled, but {card.name}'s total cost has only "
                            f"{{{cost.generic}}} generic mana for them to pay", "702.66a")
    return replace(cost, generic=cost.generic - len(chosen)), chosen


def pay(game: Kernel, cards: list[Obj]) -> None:
    """Exile the cards as the cost is paid (601.2h)."""
    for card in cards:
        move(game, card, "exile", "702.66a", how="exiled to pay for delve")
