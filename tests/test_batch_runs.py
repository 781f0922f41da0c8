"""Batch runs (``pass_until`` with ``auto``) pass priority inside the rules, without building a
decision per pass: the game they play is exactly the one played one decision at a time."""

from __future__ import annotations

import dataclasses
import json

import pytest

from explorer import BOARDS, Game


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
