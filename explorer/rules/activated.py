"""Activated abilities (602): which ones an object has — the intrinsic mana abilities of its
basic land types first (305.6), then its printed ones — as ``activate``'s ``ability`` index
counts them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility
from ..state import Obj
from .lands import INTRINSIC

if TYPE_CHECKING:
    from ..cards.model import CardDef


def activated_abilities(obj: Obj) -> tuple[ActivatedAbility, ...]:
    """Intrinsic abilities of its basic land types (305.6) first, then its printed ones."""
    return activated_abilities_of(obj.card)


def activated_abilities_of(card: CardDef) -> tuple[ActivatedAbility, ...]:
    """The activated abilities an object with these characteristics has (see above)."""
    if not card.is_type("Land"):
        return card.activated
    intrinsic = tuple(INTRINSIC[t] for t in card.subtypes if t in INTRINSIC)
    return intrinsic + card.activated


def mana_abilities(obj: Obj) -> tuple[ActivatedAbility, ...]:
    """Its activated mana abilities (605.1a)."""
    return tuple(a for a in activated_abilities(obj) if a.is_mana_ability)
