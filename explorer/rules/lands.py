"""Lands (305): playing one as a special action, and the intrinsic mana abilities of the basic
land types (305.6) — which ``rules.activated`` lists before the printed ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, Cost, ManaProduction
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import Obj
from .zones import enter

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# 305.6: a land with a basic land type has "{T}: Add [mana]" even if its text doesn't say so.
INTRINSIC = {
    subtype: ActivatedAbility(Cost(tap=True), f"{{T}}: Add {{{m}}}.", mana=ManaProduction(fixed=m))
    for subtype, m in BASIC_LAND_MANA.items()
}


def check_play_land(game: Kernel, player: str, card: Obj) -> None:
    """305.1–305.3: a main phase of your turn, with priority, an empty stack, a land drop left."""
    state = game.state
    if not card.is_type("Land"):
        raise IllegalAction(f"{card.name} is not a land: cast it instead", "305.1")
    if state.active != player:
        raise IllegalAction(f"{player} can't play a land during {state.active}'s turn", "305.3")
    if state.step not in ("precombat_main", "postcombat_main"):
        raise IllegalAction(f"lands are played only in a main phase, not in {state.step}", "305.1")
    if state.stack:
        raise IllegalAction("lands are played only while the stack is empty", "305.1")
    if state.player(player).lands_played >= 1:
        raise IllegalAction(f"{player} has already played a land this turn", "305.2")


def play_land(game: Kernel, player: str, card: Obj) -> Steps:
    game.state.player(player).lands_played += 1
    game.emit(K.LAND_PLAYED, player=player, source=card.name, rule="305.1")
    yield from enter(game, card, player, "305.1")
