"""History you can walk: the actions applied since the game's starting position, and the
positions that ``undo`` and ``fork`` restore.

A position (``explorer.positions``) is taken before each action applied at a priority decision —
a moment when the rules can start afresh from the state alone — and at the start. Positions
share what did not change, so taking one at every decision costs little. Going back to after
action *n* restores the latest position at or before *n*, then applies the few actions since
then again (the answers to decisions other than priority, which happen in the middle of a
procedure); the same board, actions and seed always give the same events, so this is exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action
from .positions import Freezer, Position

if TYPE_CHECKING:
    from .kernel import Kernel


@dataclass(frozen=True, slots=True)
class Point:
    """A position the game can be put back to, and how long the event log was then."""

    position: Position
    log_length: int


class History:
    """The actions applied, and the points to go back to (``points[n]``: before action n)."""

    def __init__(self) -> None:
        self.actions: list[Action] = []
        self.points: list[Point | None] = []
        self.freezer = Freezer()

    def __len__(self) -> int:
        return len(self.actions)

    def start(self, game: Kernel) -> None:
        """The starting position, before the rules first run."""
        self.points = [Point(self.freezer.freeze(game.state), len(game.log))]

    def before(self, game: Kernel) -> None:
        """Called before each action: take a position if the rules could start afresh here."""
        n = len(self.actions)
        if len(self.points) <= n:
            self.points.extend([None] * (n + 1 - len(self.points)))
        if self.points[n] is None and resumable(game):
            self.points[n] = Point(self.freezer.freeze(game.state), len(game.log))

    def last_point(self, n: int) -> tuple[int, Point]:
        """The latest point at or before action ``n``, and its number."""
        for k in range(min(n, len(self.points) - 1), -1, -1):
            point = self.points[k]
            if point is not None:
                return k, point
        raise AssertionError("the starting position is always a point")

    def restore(self, game: Kernel, n: int) -> None:
        """Put ``game`` back as it was after its first ``n`` actions."""
        from .dispatch import do

        k, point = self.last_point(n)
        game.state = self.freezer.thaw(point.position)
        game.cache = {}
        game.last_known = {}  # a position is between resolutions (608.2h looks back no further)
        game.log.truncate(point.log_length)
        game._causes = []
        game.start()
        replay, self.actions = self.actions[k:n], self.actions[:k]
        del self.points[k + 1:]
        for action in replay:
            self.before(game)
            do(game, action)
            self.actions.append(action)

    def copy(self) -> History:
        """An independent history sharing the (immutable) positions taken so far."""
        twin = History()
        twin.actions = list(self.actions)
        twin.points = list(self.points)
        return twin


def resumable(game: Kernel) -> bool:
    """Can the rules start afresh here? At a priority decision outside untap and cleanup, with
    nothing half-done (no event being caused)."""
    from .rules import turns

    pending = game.pending
    return (pending is not None and pending.kind == "priority"
            and game.state.step not in turns.NO_PRIORITY and not game._causes)
