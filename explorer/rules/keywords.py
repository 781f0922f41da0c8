"""Keyword abilities (702) the rules modules apply to every permanent that has them.

A keyword is part of the card's characteristics (its printed ``keywords``), and continuous
effects add more in layer 6 (613.1f: "Equipped creature has flying", "target creature gains
trample until end of turn"); each function here answers "does this permanent have it now" for
the rule that asks: flying, reach and menace for blocking (702.9b, 702.17b, 702.111b),
vigilance and defender for attacking (702.20b, 702.3b), first strike and double strike for the
combat damage steps (702.7b, 702.4b), trample, deathtouch, lifelink, wither and infect for
damage (702.19b, 702.2b, 702.15b, 702.80b, 702.90b), indestructible for destruction (702.12b),
haste for summoning sickness (702.10b), hexproof for targets (702.11b), flash for casting
(702.8a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import layers

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


# Does ``obj`` have ``keyword`` now? Every rule that asks about a keyword asks here, so that
# what continuous effects add (layer 6, 613.1f) is seen by all of them. (The layers' function
# itself: combat asks it of every creature at every look.)
has: Callable[[Kernel, Obj, str], bool] = layers.has_keyword


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


def has_wither(game: Kernel, obj: Obj) -> bool:
    """702.80b: the damage it deals to a creature is -1/-1 counters, not marked damage."""
    return has(game, obj, "Wither")


def has_infect(game: Kernel, obj: Obj) -> bool:
    """702.90b: damage it deals to a player is poison counters instead of life loss, and to a
    creature -1/-1 counters instead of marked damage."""
    return has(game, obj, "Infect")


def has_haste(game: Kernel, obj: Obj) -> bool:
    """702.10b/c: it can attack and pay {T} / {Q} though it came under its controller's control
    this turn. A creature cast with suspend has it while its caster controls it (702.62a)."""
    return has(game, obj, "Haste") or obj.choices.get("suspended") == obj.controller


def has_hexproof(game: Kernel, obj: Obj) -> bool:
    """702.11b: it can't be the target of spells or abilities its opponents control."""
    return has(game, obj, "Hexproof")


def has_first_strike(game: Kernel, obj: Obj) -> bool:
    """702.7b: it deals combat damage in the first combat damage step (510.4)."""
    return has(game, obj, "First strike")


def has_double_strike(game: Kernel, obj: Obj) -> bool:
    """702.4b: it deals combat damage in both combat damage steps (510.4)."""
    return has(game, obj, "Double strike")


def has_lifelink(game: Kernel, obj: Obj) -> bool:
    """702.15b: damage it deals also makes its controller gain that much life."""
    return has(game, obj, "Lifelink")


def has_menace(game: Kernel, obj: Obj) -> bool:
    """702.111b: it can't be blocked except by two or more creatures."""
    return has(game, obj, "Menace")


def has_defender(game: Kernel, obj: Obj) -> bool:
    """702.3b: it can't attack."""
    return has(game, obj, "Defender")


def has_indestructible(game: Kernel, obj: Obj) -> bool:
    """702.12b: it can't be destroyed (by lethal damage, deathtouch or a "destroy" effect)."""
    return has(game, obj, "Indestructible")


def has_flash(game: Kernel, obj: Obj) -> bool:
    """702.8a: it may be cast any time its controller could cast an instant."""
    return has(game, obj, "Flash")
