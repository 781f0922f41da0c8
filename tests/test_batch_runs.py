"""Batch runs (``pass_until`` with ``auto``) pass priority inside the rules, without building a
decision per pass: the game they play is exactly the one played one decision at a time."""

from __future__ import annotations

import dataclasses
import json

import pytest

from explorer import BOARDS, Game
from explorer.abilities import TriggeredAbility, When
from explorer.events import Event, EventKind


@pytest.mark.parametrize("board", ["monarch_1000_turns", "monarch_four_players",
                                   "court_of_garenbrig", "first_strike"])
def test_a_batch_run_plays_the_same_events_as_stepping(board: str) -> None:
    raw = json.loads((BOARDS / f"{board}.json").read_text())
    raw["script"] = []
    batch, stepped = Game(raw), Game(raw)
    batch.run_until(41, "upkeep")
    while stepped.pending is not None and (stepped.state.turn, stepped.state.step) != (
            41, "upkeep"):
        stepped.apply(stepped.default_action())
    assert [dataclasses.astuple(e) for e in batch.log] == [
        dataclasses.astuple(e) for e in stepped.log]
    assert batch.outcome() == stepped.outcome()  # some of these games end on the way
    if batch.pending is not None and stepped.pending is not None:
        assert (batch.pending.kind, batch.pending.player) == (stepped.pending.kind,
                                                              stepped.pending.player)
    assert (batch.pending is None) == (stepped.pending is None)
    assert batch.passing_until is None  # only while the run goes on


def test_a_pattern_listening_to_priority_passes_sees_every_pass_of_a_batch_run() -> None:
    """A batch run passes for everyone in turn without looking again between passes, and
    builds each pass event without asking triggered abilities — because no pattern listens
    to passes. With one listening, each pass is emitted as any event and asked about (here
    nothing triggers), and the game is the same, pass for pass."""
    raw = json.loads((BOARDS / "monarch_four_players.json").read_text())
    raw["script"] = []
    quick = Game(raw)
    quick.run_until(15)
    seen: list[int] = []

    def notice(game: object, event: Event, obj: object) -> bool:
        seen.append(event.seq)
        return False

    listened = set(When.listened)
    try:
        pattern = When(EventKind.PRIORITY_PASSED, notice)
        asked = Game(raw)
        asked.state.battlefield[0].card = dataclasses.replace(
            asked.state.battlefield[0].card, triggered=(TriggeredAbility(
                "Whenever a player passes priority, nothing.", pattern, lambda ctx: iter(())),))
        asked.cache.clear()  # the index of triggered abilities is made again, with it
        asked.run_until(15)
    finally:
        When.listened.clear()
        When.listened.update(listened)
    assert [dataclasses.astuple(e) for e in asked.log] == [
        dataclasses.astuple(e) for e in quick.log]
    assert seen == [e.seq for e in asked.log if e.event == "priority_passed"] != []
