"""Casting as though it had flash (601.3b): "You may cast noncreature spells as though they had
flash." — a static ability of a permanent (Valley Floodcaller) that lets its controller begin
to cast a spell whose card has those characteristics any time they could cast an instant
(117.1a), as flash itself would (702.8a).

The permanent keeps the permission as ``CardDef.flash_for``: a test of (game, its controller,
the card about to be cast). It works only while the permanent is on the battlefield (604.1) and
only for its controller's own spells.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

RULE = "601.3b"


def permitted(game: Kernel, player: str, card: Obj) -> Obj | None:
    """The permanent of ``player``'s that lets them cast ``card`` as though it had flash, if
    any (601.3b)."""
    for obj in game.state.permanents(player):
        test = obj.card.flash_for
        if test is not None and test(game, player, card):
            return obj
    return None
