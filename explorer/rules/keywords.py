"""Keyword abilities (702) the rules modules apply to every permanent that has them.

A keyword is part of the card's characteristics (its printed ``keywords``), and continuous
effects add more in layer 6 (613.1f: "Equipped creature has flying", "target creature gains
trample until end of turn"); each function here answers "does this permanent have it now" for
the rule that asks: flying and reach for blocking (702.9b, 702.17b), vigilance for attacking
(702.20b), trample and deathtouch for combat damage (702.19b, 702.2b), haste for summoning
sickness (702.10b), hexproof for targets (702.11b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import layers

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def has(game: Kernel, obj: Obj, keyword: str) -> bool:
    """Does ``obj`` have ``keyword`` now? Every rule that asks about a keyword asks here, so
    that what continuous effects add (layer 6, 613.1f) is seen by all of them."""
    return layers.has_keyword(game, obj, keyword)


def has_flying(game: Kernel, obj: Obj) -> bool:
    """702.9b: it can't be blocked except by creatures with flying or reach."""
    return has(game, obj, "Flying")


def has_reach(game: Kernel, obj: Obj) -> bool:
    """702.17b: it can block creatures with flying."""
    return has(game, obj, "Reach")


def has_vigilance(game: Kernel, obj: Obj) -> bool:
    """702.20b: attacking doesn't cause it to tap."""
    return has(game, obj, "Vigilance")


def has_trample(game: Kernel, obj: Obj) -> bool:
    """702.19b: it may assign excess combat damage to the player it attacks."""
    return has(game, obj, "Trample")


def has_deathtouch(game: Kernel, obj: Obj) -> bool:
    """702.2b/c: any damage it deals to a creature is lethal."""
    return has(game, obj, "Deathtouch")


def has_haste(game: Kernel, obj: Obj) -> bool:
    """702.10b/c: it can attack and pay {T} / {Q} though it came under its controller's control
    this turn."""
    return has(game, obj, "Haste")


def has_hexproof(game: Kernel, obj: Obj) -> bool:
    """702.11b: it can't be the target of spells or abilities its opponents control."""
    return has(game, obj, "Hexproof")
