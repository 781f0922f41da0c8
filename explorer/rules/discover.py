"""Discover N (701.57a): "Exile cards from the top of your library until you exile a nonland
card with mana value N or less. You may cast that card without paying its mana cost. If you
don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of
your library in a random order."

The cast happens while the spell or ability that discovers resolves
(``cast_while_resolving``, 608.2g): its controller answers one ``option`` decision — each legal
way to cast the card, or "put it into your hand". The cast spell goes on the stack and resolves
after the ability that discovered it has finished (608.2). A card that can't be cast (no legal
target, 601.2c) goes to the hand unasked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cast_while_resolving
from .zones import move

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps

TO_HAND = "put it into your hand"


def discover(ctx: Ctx, n: int) -> Steps:
    """``ctx``'s controller discovers ``n`` (701.57a)."""
    game, player = ctx.game, ctx.controller
    exiled, hit = cast_while_resolving.exile_until(
        game, player, lambda card: int(card.card.cmc) <= n, "701.57a")
    if hit is not None:
        cast = yield from cast_while_resolving.may_cast_free(
            game, player, hit, ctx.source_name, "701.57a", decline=TO_HAND)
        if cast is None and hit.zone == "exile":
            move(game, hit, "hand", "701.57a", how="put into hand")
    cast_while_resolving.bottom_in_a_random_order(
        game, [c for c in exiled if c is not hit], "701.57a")
