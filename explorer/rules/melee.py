"""Melee (702.121a): "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of
turn for each opponent you attacked with a creature this combat." Each instance triggers
separately (702.121b).

The Oracle compiler reads the keyword as those words (``explorer.oracle.keywords``); the count
is this module's: the opponents of the creature's controller that creatures attack this combat
(506.2, 508.1) — a player, not a planeswalker or battle they control — counted as the ability
resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Melee"


def opponents_attacked(game: Kernel, obj: Obj) -> int:
    """How many opponents of ``obj``'s controller its controller attacked this combat."""
    state = game.state
    combat = state.combat
    if combat is None:
        return 0
    attacked = {defender for attacker, defender in combat.attackers.items()
                if (a := state.find(attacker)) is not None and a.controller == obj.controller}
    return sum(1 for p in state.players if p.name in attacked and p.name != obj.controller)
