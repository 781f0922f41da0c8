"""Playing a board file's script (board format 1.1, docs/board-format.md).

A script plays exactly as applying its actions one by one with ``Game.apply``, with one addition:
whenever a decision other than priority is pending and the next action does not *fit* it, the
default policy answers that decision first, and the action waits for the next one. A ``pass_until``
that stops early at such a decision is done; the script does not carry it on. When the script
ends, a pending decision stays pending.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, Attack, Block, Choose, Default
from .decisions import ANSWER_FIELDS, Decision
from .errors import IllegalAction

if TYPE_CHECKING:
    from .game import Game


@dataclass
class ScriptError(Exception):
    """Action ``index`` of the script was illegal; the game is as it was just before it."""

    index: int
    error: IllegalAction

    def __str__(self) -> str:
        return f"script[{self.index}]: {self.error}"


def fits(action: Action, decision: Decision) -> bool:
    """An action fits a decision when it carries the field that answers that kind of decision,
    for the player who decides: ``attack`` fits attackers, ``block`` blockers, and a ``choose``
    fits only with the field its kind is answered by (``targets``, ``distribution``, ``order``
    or ``option``)."""
    if decision.kind == "priority":
        return True
    field = ANSWER_FIELDS.get(decision.kind)
    if isinstance(action, Attack):
        return field == "attackers" and action.player == decision.player
    if isinstance(action, Block):
        return field == "blockers" and action.player == decision.player
    if isinstance(action, Choose):
        return (action.player == decision.player and field is not None
                and getattr(action, field, None) is not None)
    return False


def play(game: Game, script: list[Action]) -> None:
    """Apply every action; raises ScriptError naming the first illegal one."""
    for index, action in enumerate(script):
        try:
            while game.pending is not None and not fits(action, game.pending):
                game.apply(Default())
            game.apply(action)
        except IllegalAction as e:
            raise ScriptError(index, e) from None
