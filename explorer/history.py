"""History you can walk: the actions applied since the game's starting position, and the
snapshots that ``undo`` and ``fork`` restore.

A snapshot is taken at a priority decision — a moment when the rules can be started afresh
from the state alone (``Kernel.start``). Going back to after action *n* restores the latest
snapshot at or before *n* and applies the actions since then again; the same board, actions
and seed always give the same events, so this is exact.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import Action
from .state import State

if TYPE_CHECKING:
    from .kernel import Kernel

SNAPSHOT_EVERY = 8  # actions between undo snapshots (undo replays at most this many) …
SNAPSHOT_EVENTS = 200  # … or events, whichever comes first


@dataclass
class Snapshot:
    state: State
    log_length: int


@dataclass
class History:
    actions: list[Action] = field(default_factory=list)
    snapshots: dict[int, Snapshot] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.actions)

    def start(self, game: Kernel) -> None:
        """The starting position (before the rules first run)."""
        self.snapshots = {0: Snapshot(copy.deepcopy(game.state), len(game.log))}

    def before(self, game: Kernel) -> None:
        """Called before each action: take a snapshot when one is due and possible."""
        n = len(self.actions)
        last = max(self.snapshots)
        due = (n - last >= SNAPSHOT_EVERY
               or len(game.log) - self.snapshots[last].log_length >= SNAPSHOT_EVENTS)
        if due and n not in self.snapshots and _resumable(game):
            self.snapshots[n] = Snapshot(copy.deepcopy(game.state), len(game.log))

    def restore(self, game: Kernel, n: int) -> None:
        """Put ``game`` back as it was after its first ``n`` actions."""
        from .dispatch import do

        k = max(i for i in self.snapshots if i <= n)
        snap = self.snapshots[k]
        game.state = copy.deepcopy(snap.state)
        game.cache = {}
        del game.log[snap.log_length:]
        game._causes = []
        game.start()
        replay, self.actions = self.actions[k:n], self.actions[:k]
        for action in replay:
            do(game, action)
            self.actions.append(action)
        self.snapshots = {i: s for i, s in self.snapshots.items() if i <= n}

    def copy(self) -> History:
        return History(list(self.actions), dict(self.snapshots))


def _resumable(game: Kernel) -> bool:
    """Can the rules start afresh here? At a priority decision outside untap and cleanup, with
    nothing half-done (no event being caused)."""
    from .rules import turns

    pending = game.pending
    return (pending is not None and pending.kind == "priority"
            and game.state.step not in turns.NO_PRIORITY and not game._causes)
