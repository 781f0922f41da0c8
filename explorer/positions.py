"""Positions as values: a frozen copy of the game state that costs little to take and to restore.

A :class:`Position` holds everything the rules need to go on from a moment when they can start
afresh from the state alone (a priority decision, or a board's starting position). It shares
what did not change with the position taken before it:

- cards in libraries, hands, graveyards and exile are never changed in place, and their zones
  are tuples: a position holds the same tuples (a library of 600 cards is not copied);
- a permanent is copied only if its ``version`` moved since the last position;
- the handle counters and the random generator's state are copied only when they changed.

``Freezer.freeze`` takes positions (remembering what it copied last); ``thaw`` makes a live
state from one, as new objects, so the position itself is never changed. Undo and fork restore
positions this way (``explorer.history``); board files write them (``explorer.board``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .state import Combat, ContinuousEffect, Draws, Obj, PendingTrigger, Player, StackItem, State

# The State fields that are plain values (numbers, names, flags), copied as a tuple.
_CONTAINERS = ("players", "rng", "battlefield", "stack", "effects", "pending_triggers",
               "mana_triggers", "until_monarch", "until_leaves", "stray_tokens", "combat",
               "handle_counts")
SCALARS: tuple[str, ...] = tuple(f.name for f in fields(State) if f.name not in _CONTAINERS)


@dataclass(frozen=True, slots=True)
class Position:
    """A game state, frozen. Shares unchanged parts with the positions taken before it."""

    scalars: tuple[Any, ...]
    players: tuple[Player, ...]
    battlefield: tuple[Obj, ...]
    stack: tuple[StackItem, ...]
    effects: tuple[ContinuousEffect, ...]
    pending_triggers: tuple[PendingTrigger, ...]
    mana_triggers: tuple[PendingTrigger, ...]
    until_monarch: tuple[Any, ...]
    until_leaves: tuple[Any, ...]
    stray_tokens: tuple[Obj, ...]
    combat: Combat | None
    handle_counts: dict[str, int]  # never changed once frozen
    rng: tuple[int, int, Any]  # seed, words drawn, the generator's state

    def scalar(self, name: str) -> Any:
        return self.scalars[SCALARS.index(name)]


class Freezer:
    """Takes positions of one game, reusing the copies it made last time for what didn't
    change (permanents by version, handle counters, the random generator)."""

    def __init__(self) -> None:
        self._objs: dict[int, tuple[int, Obj]] = {}  # oid -> (version seen, frozen copy)
        self._handles: tuple[int, dict[str, int]] | None = None
        self._rng: tuple[int, int, Any] | None = None

    def freeze(self, state: State) -> Position:
        battlefield = tuple(self._frozen(obj) for obj in state.battlefield)
        if len(self._objs) > 4 * len(battlefield) + 64:  # forget permanents long gone
            live = {o.oid for o in state.battlefield}
            self._objs = {k: v for k, v in self._objs.items() if k in live}
        handles = self._handles
        if handles is None or handles[0] != state.handles_version:
            handles = (state.handles_version, dict(state.handle_counts))
            self._handles = handles
        rng = self._rng
        if rng is None or rng[:2] != (state.rng.seed, state.rng.words):
            rng = state.rng.freeze()
            self._rng = rng
        return Position(
            scalars=tuple(getattr(state, name) for name in SCALARS),
            players=tuple(replace(p) for p in state.players),
            battlefield=battlefield,
            stack=tuple(item.copy() for item in state.stack),
            effects=tuple(state.effects),
            pending_triggers=tuple(state.pending_triggers),
            mana_triggers=tuple(state.mana_triggers),
            until_monarch=tuple(state.until_monarch),
            until_leaves=tuple(state.until_leaves),
            stray_tokens=tuple(state.stray_tokens),
            combat=state.combat.copy() if state.combat is not None else None,
            handle_counts=handles[1],
            rng=rng,
        )

    def _frozen(self, obj: Obj) -> Obj:
        seen = self._objs.get(obj.oid)
        if seen is not None and seen[0] == obj.version:
            return seen[1]
        frozen = obj.copy()
        self._objs[obj.oid] = (obj.version, frozen)
        return frozen

    def thaw(self, position: Position) -> State:
        """A live state from ``position``: new objects wherever the rules may change them, so
        the position stays as it is. The freezer learns the new permanents' versions, so the
        next position shares their frozen copies while they don't change."""
        battlefield = []
        self._objs = {}  # object ids are given again after an undo: forget the ones from then
        for frozen in position.battlefield:
            live = frozen.copy()
            self._objs[live.oid] = (live.version, frozen)
            battlefield.append(live)
        state = State(
            players=[replace(p) for p in position.players],
            rng=Draws.thaw(position.rng),
            battlefield=battlefield,
            stack=[item.copy() for item in position.stack],
            effects=list(position.effects),
            pending_triggers=list(position.pending_triggers),
            mana_triggers=list(position.mana_triggers),
            until_monarch=list(position.until_monarch),
            until_leaves=list(position.until_leaves),
            stray_tokens=list(position.stray_tokens),
            combat=position.combat.copy() if position.combat is not None else None,
            handle_counts=dict(position.handle_counts),
        )
        for name, value in zip(SCALARS, position.scalars, strict=True):
            setattr(state, name, value)
        self._handles = (state.handles_version, position.handle_counts)
        self._rng = position.rng
        return state


def copy_state(state: State) -> State:
    """An independent copy of a live state (for a dry run): frozen, then thawed."""
    freezer = Freezer()
    return freezer.thaw(freezer.freeze(state))
