"""Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
library in a random order."

The ability triggers as the spell is cast (601.2i) and resolves before it (it is above the spell
on the stack). The cast happens while the ability resolves (``cast_while_resolving``); the
cascaded spell is put on the stack above the cascading one, so it resolves first. The spell's
mana value is read as the ability resolves — from the spell as it last existed on the stack if
it has left it (702.85a; 113.7a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Obj
from . import cast_while_resolving
from .mana import ManaCost

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps

KEYWORD = "Cascade"


def mana_value(obj: Obj) -> int:
    """202.3e: a spell's mana value on the stack counts X as its chosen value."""
    return int(obj.card.cmc) + obj.x * ManaCost.parse(obj.card.mana_cost).x_count


def cascade(ctx: Ctx) -> Steps:
    """The cascade ability resolving (702.85a)."""
    game, player = ctx.game, ctx.controller
    spell = ctx.source
    limit = mana_value(spell) if spell is not None else 0
    exiled, hit = cast_while_resolving.exile_until(
        game, player, lambda card: int(card.card.cmc) < limit, "702.85a")
    cast = None
    # "if the resulting spell's mana value is less than this spell's": X is 0 cast for free
    # (107.3b), so its mana value is the card's.
    if hit is not None:
        cast = yield from cast_while_resolving.may_cast_free(game, player, hit, ctx.source_name,
                                                             "702.85a")
    cast_while_resolving.bottom_in_a_random_order(
        game, [c for c in exiled if c is not hit or cast is None], "702.85a")
