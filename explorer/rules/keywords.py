"""Keyword abilities (702) the rules modules apply to every permanent that has them.

A keyword is part of the card's characteristics (its printed ``keywords``); each function here
answers "does this permanent have it now" for the rule that asks: flying and reach for blocking
(702.9b, 702.17b), vigilance for attacking (702.20b), trample and deathtouch for combat damage
(702.19b, 702.2b), haste for summoning sickness (702.10b), hexproof for targets (702.11b).
"""

from __future__ import annotations

from ..state import Obj


def has_flying(obj: Obj) -> bool:
    """702.9b: it can't be blocked except by creatures with flying or reach."""
    return obj.has_keyword("Flying")


def has_reach(obj: Obj) -> bool:
    """702.17b: it can block creatures with flying."""
    return obj.has_keyword("Reach")


def has_vigilance(obj: Obj) -> bool:
    """702.20b: attacking doesn't cause it to tap."""
    return obj.has_keyword("Vigilance")


def has_trample(obj: Obj) -> bool:
    """702.19b: it may assign excess combat damage to the player it attacks."""
    return obj.has_keyword("Trample")


def has_deathtouch(obj: Obj) -> bool:
    """702.2b/c: any damage it deals to a creature is lethal."""
    return obj.has_keyword("Deathtouch")


def has_haste(obj: Obj) -> bool:
    """702.10b/c: it can attack and pay {T} / {Q} though it came under its controller's control
    this turn."""
    return obj.has_keyword("Haste")


def has_hexproof(obj: Obj) -> bool:
    """702.11b: it can't be the target of spells or abilities its opponents control."""
    return obj.has_keyword("Hexproof")
