"""Rampage (702.23a): "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N
until end of turn for each creature blocking it beyond the first."

The Oracle compiler reads the keyword as those words (``explorer.oracle.keywords``); the count
is this module's. It is taken once, as the triggered ability resolves (702.23b: blockers added
or removed later don't change the bonus) — a resolved effect's amount is fixed then (608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Rampage"


def blocking(game: Kernel, obj: Obj) -> int:
    """How many creatures are blocking ``obj`` now (509.1)."""
    combat = game.state.combat
    return len(combat.blocking(obj.oid)) if combat is not None else 0


def beyond_the_first(game: Kernel, obj: Obj) -> int:
    """The creatures blocking ``obj`` beyond the first (702.23a)."""
    return max(0, blocking(game, obj) - 1)
