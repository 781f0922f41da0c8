"""Characteristics as the rules see them now: printed values plus continuous effects (613).

Only what the supported cards need: power and toughness in layer 7 — 7b printed values, 7c
modifications from counters (122.1a) and effects such as Giant Growth (613.4c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def _printed(value: str | None) -> int:
    try:
        return int(value) if value is not None else 0
    except ValueError:  # "*" values are defined by abilities (604.3); none of ours yet
        return 0


def _layer_7c(game: Kernel, obj: Obj) -> tuple[int, int]:
    """7c: +1/+1 and -1/-1 counters (122.1a) and effects such as Giant Growth (613.4c)."""
    counters = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    effects = [e for e in game.state.effects if e.oid == obj.oid]
    return (counters + sum(e.power for e in effects),
            counters + sum(e.toughness for e in effects))


def power(game: Kernel, obj: Obj) -> int:
    return _printed(obj.card.power) + _layer_7c(game, obj)[0]


def toughness(game: Kernel, obj: Obj) -> int:
    return _printed(obj.card.toughness) + _layer_7c(game, obj)[1]
