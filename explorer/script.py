"""Playing a board file's script, exactly as BOARD_FORMAT.md describes.

Whenever a decision other than priority is pending, the next script action answers it if it fits
(a ``choose``, ``attack`` or ``block`` for this decision); otherwise the default policy answers it
and the action waits. A ``pass_until`` interrupted by such a decision carries on after it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, Attack, Block, Choose, Default, PassUntil
from .decisions import Decision
from .errors import IllegalAction
from .state import STEPS

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
    if isinstance(action, Attack):
        return decision.kind == "attackers"
    if isinstance(action, Block):
        return decision.kind == "blockers"
    if isinstance(action, Choose):
        return decision.kind not in ("priority", "attackers", "blockers")
    return False


def _reached(game: Game, until: PassUntil) -> bool:
    return (game.state.turn, STEPS.index(game.state.step)) >= (until.turn,
                                                               STEPS.index(until.step))


def _settle(game: Game, action: Action | None, resume: PassUntil | None) -> PassUntil | None:
    """Answer non-priority decisions the next action doesn't fit; continue an interrupted
    pass_until. Returns the pass_until still to continue, if any."""
    while game.pending is not None:
        decision = game.pending
        if decision.kind != "priority":
            if action is not None and fits(action, decision):
                return resume
            game.apply(Default())
            continue
        if resume is None:
            return None
        if _reached(game, resume) and game.state.first_priority_in_step:
            return None
        game.apply(resume)
        if game.pending is None or game.pending.kind == "priority":
            return None
    return None


def play(game: Game, script: list[Action]) -> None:
    """Apply every action; raises ScriptError naming the first illegal one."""
    resume: PassUntil | None = None
    for index, action in enumerate(script):
        try:
            resume = _settle(game, action, resume)
            game.apply(action)
        except IllegalAction as e:
            raise ScriptError(index, e) from None
        if isinstance(action, PassUntil) and game.pending is not None \
                and game.pending.kind != "priority":
            resume = action
    if resume is not None:
        _settle(game, None, resume)
