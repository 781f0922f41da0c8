"""Summoning sickness (302.6): a creature can't attack, and its {T} and {Q} abilities can't be
activated, unless its controller has controlled it continuously since their most recent turn
began — or it has haste (702.10).

``Obj.sick`` records "came under its controller's control since their most recent turn began";
it is set as a permanent enters and cleared in its controller's untap step (502.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Obj
from .keywords import has_haste

if TYPE_CHECKING:
    from ..kernel import Kernel


def is_sick(obj: Obj) -> bool:
    """302.6: a creature its controller hasn't controlled continuously since their most recent
    turn began. Noncreature permanents are never sick."""
    return obj.is_creature and obj.sick


def held_back(game: Kernel, obj: Obj) -> bool:
    """Is it kept from attacking and from paying {T} / {Q} (302.6), haste not helping?"""
    return is_sick(obj) and not has_haste(game, obj)


def why(obj: Obj) -> str:
    """302.6 in words, with the way out (702.10)."""
    return (f"it came under {obj.controller}'s control after {obj.controller}'s most recent "
            "turn began, and only haste (702.10) would allow that")
