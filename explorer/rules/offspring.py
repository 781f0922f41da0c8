"""Offspring (702.175a): "Offspring [cost]" means "You may pay an additional [cost] as you cast
this spell" and "When this permanent enters, if its offspring cost was paid, create a token
that's a copy of it, except it's 1/1."

The cost is an optional additional cost (601.2b, 601.2f–h): announced with ``"choices":
{"offspring": true}``, its mana is added to the total cost, once — it can't be paid more than
once for more tokens. The permanent remembers it (its ``choices``), which the triggered
ability, read by the Oracle compiler from the keyword's meaning, asks as it triggers and as it
resolves (603.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .costs import optional_additional

if TYPE_CHECKING:
    from ..state import Obj

KEYWORD = "Offspring"
CHOICE = "offspring"


def announced(card: Obj, choices: dict[str, Any]) -> str:
    """The mana the offspring cost adds to the total cost, if it is announced (601.2b)."""
    return optional_additional(card, choices, CHOICE, card.card.offspring, "offspring",
                               "702.175a")


def paid(obj: Obj | None) -> bool:
    """Whether the spell, or the permanent it became, was cast with its offspring cost paid."""
    return obj is not None and bool(obj.choices.get(CHOICE))
