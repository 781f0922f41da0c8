"""Multikicker (702.33c): "Multikicker [cost]" means "You may pay an additional [cost] any
number of times as you cast this spell." A spell is kicked if its kicker cost was paid at least
once (702.33d), and "for each time it was kicked" counts the payments.

Cast with ``"choices": {"kicked": N}``, N the number of times (0 or more); its mana is added N
times to the total cost (601.2f). A spell with an ordinary kicker may be kicked only once
(702.33a): ``true``, or 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..state import Obj

KEYWORD = "Multikicker"


def times_kicked(obj: Obj | None) -> int:
    """How many times the spell, or the permanent it became, was kicked (702.33d)."""
    return times_kicked_of(obj.choices.get("kicked") if obj is not None else None)


def announced(card: Obj, choices: dict[str, Any]) -> str:
    """The mana its kicker adds to the total cost as announced (601.2b, 601.2f): once, or —
    with multikicker — once for each time."""
    kicked = choices.get("kicked")
    if not kicked:
        return ""
    if not card.card.kicker:
        raise IllegalAction(f"{card.name} has no kicker (702.33a)", "601.2b")
    times = times_kicked_of(kicked)
    if times > 1 and not card.card.multikicker:
        raise IllegalAction(f"{card.name}'s kicker can be paid only once: it has kicker, not "
                            "multikicker (702.33a)", "601.2b")
    return card.card.kicker * times


def times_kicked_of(kicked: Any) -> int:
    """The ``kicked`` choice as a number: ``true`` is once."""
    return int(kicked) if isinstance(kicked, (bool, int)) else 0
