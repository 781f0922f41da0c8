"""Sagas (714): chapter abilities, lore counters, and the Saga sacrificed when its story is told.

- 714.2b: a chapter ability "{rN}—[Effect]" means "When one or more lore counters are put onto
  this Saga, if the number of lore counters on it was less than N and became at least N,
  [effect]." — a triggered ability (:func:`chapter_trigger`); "I, II — …" is one ability for
  each numeral (714.2c). The final chapter number is the greatest among them (714.2d).
- 714.3a: each Saga (none here has read ahead) enters with a lore counter on it — a
  replacement effect (614.1c), so chapter I triggers as it enters.
- 714.3c: as its controller's precombat main phase begins, each of their Sagas with chapter
  abilities gets a lore counter: a turn-based action, no stack (505.4).
- 714.4: a Saga with at least as many lore counters as its final chapter number is sacrificed
  as a state-based action (704.5s) — but not while a chapter ability it is the source of has
  triggered and not yet left the stack: the last chapter is read first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps, When
from ..events import EventKind as K
from .counters import put_counters

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj

LORE = "lore"


def chapter_trigger(n: int) -> When:
    """714.2b: lore counters were put on this Saga, and their number went from less than N to
    at least N."""

    def crossed(game: Kernel, event: Event, obj: Obj) -> bool:
        if event.target != obj.handle or getattr(event, "counter", None) != LORE:
            return False
        after = obj.counters.get(LORE, 0)
        before = after - (event.amount or 0)
        return before < n <= after

    return When(K.COUNTERS_ADDED, crossed)


def final_chapter(card: CardDef) -> int:
    """714.2d: the greatest chapter number among its chapter abilities; 0 with none."""
    return max((t.chapter for t in card.triggered), default=0)


def is_saga(obj: Obj) -> bool:
    return "Saga" in obj.subtypes


def enters_with_lore(game: Kernel, obj: Obj) -> Steps:
    """714.3a: "This Saga enters with a lore counter on it." (614.1c)"""
    yield from put_counters(game, obj, LORE, 1, obj.name, rule="714.3a")


def add_lore(game: Kernel) -> Steps:
    """714.3c: as the precombat main phase begins, the active player puts a lore counter on
    each Saga they control with one or more chapter abilities (a turn-based action, 505.4)."""
    state = game.state
    for obj in [o for o in state.permanents(state.active)
                if is_saga(o) and final_chapter(o.card)]:
        if state.find(obj.oid) is not None:
            yield from put_counters(game, obj, LORE, 1, obj.name, rule="714.3c")


def _chapter_waiting(game: Kernel, obj: Obj) -> bool:
    """Is ``obj`` the source of a chapter ability that has triggered but not yet left the
    stack (714.4)?"""
    state = game.state
    return any(t.source_oid == obj.oid and t.ability.chapter for t in state.pending_triggers) \
        or any(i.source_oid == obj.oid and i.triggered is not None and i.triggered.chapter
               for i in state.stack)


def read_through(game: Kernel, obj: Obj) -> bool:
    """714.4 (704.5s): its story is told — as many lore counters as its final chapter number
    or more, and no chapter ability of it still waiting — so its controller sacrifices it."""
    final = final_chapter(obj.card)
    return bool(final) and obj.counters.get(LORE, 0) >= final and not _chapter_waiting(game, obj)
