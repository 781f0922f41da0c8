"""Entwine (702.42a): "Entwine [cost]" means "You may choose all modes of this spell instead of
just the number specified. If you do, you pay an additional [cost]." The modes are then followed
in the order they are printed (700.2, 608.2c).

Announced with ``"choices": {"entwined": true}`` (601.2b): every mode is chosen — ``mode`` may
be left out, or must name them all — with each mode's targets, and the entwine cost is added to
the total cost (601.2f).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..state import Obj

KEYWORD = "Entwine"
CHOICE = "entwined"


def announced(card: Obj, choices: dict[str, Any]) -> str:
    """The entwine cost added to the total cost, if it is announced — with all the spell's
    modes chosen (written into ``choices`` when left out). IllegalAction for a spell without
    entwine, or with some of its modes left out."""
    if not choices.get(CHOICE):
        return ""
    spell = card.card.spell
    if not card.card.entwine or spell is None or not spell.modes:
        raise IllegalAction(f"{card.name} has no entwine (702.42a)", "601.2b")
    every = list(range(1, len(spell.modes) + 1))
    mode = choices.setdefault("mode", every)
    named = [mode] if isinstance(mode, int) else mode
    if not isinstance(named, list) or sorted(named) != every:
        raise IllegalAction(f"{card.name} is entwined: all its modes are chosen "
                            f"(\"mode\": {every}, or leave it out)", "702.42a")
    return card.card.entwine
