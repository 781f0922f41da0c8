"""Counters (122): putting them on permanents — as an instruction says or as a permanent enters
with them (122.6) — through replacement effects that change how many (614.1a, 701.10e for
doubling), and removing them.

A counter changes only through here, and each change replaces the permanent's ``counters``
mapping rather than editing it, so a snapshot that shares the old mapping stays as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps
from ..events import EventKind as K
from ..state import Obj
from .replacement import Proposal, propose

if TYPE_CHECKING:
    from ..kernel import Kernel


def put_counters(game: Kernel, obj: Obj, kind: str, n: int, source: str,
                 rule: str = "122.6") -> Steps:
    """Put ``n`` counters of ``kind`` on a permanent (122.6), as the instruction being followed
    says, through replacement effects (614.1a). Returns how many were put on it."""
    if n <= 0:
        return 0
    result = yield from propose(game, Proposal("counters", source, obj.oid, n, counter=kind))
    if result is None or result.amount <= 0:
        return 0
    target = game.state.find(result.target) if isinstance(result.target, int) else None
    if target is None:
        return 0
    target.counters = {**target.counters, kind: target.counters.get(kind, 0) + result.amount}
    # "if a +1/+1 counter was put on a permanent under your control this turn" (122.6)
    game.state.count_this_turn(f"counters_put:{target.controller}:{kind}")
    game.emit(K.COUNTERS_ADDED, player=target.controller, source=source, target=target.handle,
              amount=result.amount, counter=kind, rule=rule)
    return result.amount


def remove_counters(game: Kernel, obj: Obj, kind: str, n: int, source: str,
                    rule: str = "122.1") -> int:
    """Remove up to ``n`` counters of ``kind`` from a permanent; returns how many were."""
    removed = min(n, obj.counters.get(kind, 0))
    if removed <= 0:
        return 0
    left = obj.counters[kind] - removed
    obj.counters = {k: v for k, v in {**obj.counters, kind: left}.items() if v}
    event = game.emit(K.COUNTERS_REMOVED, player=obj.controller, source=source,
                      target=obj.handle, amount=removed, counter=kind, rule=rule)
    if obj.zone == "exile" and kind == "time" and not left:  # the last, from a suspended card
        from . import suspend  # (it casts spells: the stack imports this module)

        suspend.last_removed(game, obj, event)
    return removed
