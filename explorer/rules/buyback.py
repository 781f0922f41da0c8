"""Buyback (702.27a): "Buyback [cost]" means "You may pay an additional [cost] as you cast this
spell" and "If the buyback cost was paid, put this spell into its owner's hand instead of into
that player's graveyard as it resolves."

The cost is an optional additional cost (601.2b, 601.2f–h), announced with ``"choices":
{"buyback": true}``. Only resolving returns the card to its owner's hand: a spell countered,
or one that fails to resolve because its targets are gone (608.2b), goes to the graveyard as
usual. Cast with flashback or harmonize, it is exiled instead all the same (702.34a, 702.180a:
"instead of putting it anywhere else").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .costs import optional_additional

if TYPE_CHECKING:
    from ..state import Obj

KEYWORD = "Buyback"
CHOICE = "buyback"


def announced(card: Obj, choices: dict[str, Any]) -> str:
    """The mana the buyback cost adds to the total cost, if it is announced (601.2b)."""
    return optional_additional(card, choices, CHOICE, card.card.buyback, "buyback", "702.27a")


def returns_to_hand(spell: Obj) -> bool:
    """As it resolves (608.2n): its buyback cost was paid, and flashback doesn't exile it."""
    return bool(spell.choices.get(CHOICE)) and not (spell.choices.get("flashback")
                                                    or spell.choices.get("harmonized"))
