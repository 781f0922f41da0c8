"""The timeline built column by column (issue 11) is the table it always was: on real games —
every shipped board played by its script, random games — it equals, cell for cell and dtype for
dtype, the table built the old way (a list of every row's value per column, given to pandas),
and prints the same; its categorical columns filter as before. (How fast it is, is for
``benchmarks/bench_timeline.py``.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import pytest
from helpers import REPO
from random_play import BOARDS, MANA_BOARDS, RandomPlayer, play

from explorer import Game
from explorer import play as play_script
from explorer.display import TimelineView
from explorer.events import (
    QUIET_KINDS,
    AbilityEvent,
    DamageEvent,
    EffectEvent,
    Event,
    EventKind,
    LifeEvent,
    ManaEvent,
    PlayerEvent,
    SpellEvent,
    StepEvent,
)
from explorer.timeline import BOOLEANS, COLUMNS, INTEGERS, NUMBERS, OBJECTS, frame

K = EventKind


def by_rows(events: Sequence[Event]) -> pd.DataFrame:
    """The timeline as it was built before issue 11: every row's value of each column in a
    list, and pandas infers the rest — its strings as Python strings, as the timeline keeps
    them whether pyarrow is installed or not."""
    with pd.option_context("mode.string_storage", "python"):
        return _by_rows(events)


def _by_rows(events: Sequence[Event]) -> pd.DataFrame:
    data: dict[str, Any] = {}
    for name in COLUMNS:
        if name == "detail":
            values: list[Any] = [e.detail for e in events]
        elif name == "event":
            values = [e.event.value for e in events]
        else:
            values = [getattr(e, name, None) for e in events]
        if name in NUMBERS:
            data[name] = pd.array(values, dtype="int64")
        elif name in INTEGERS:
            data[name] = pd.array(values, dtype="Int64")
        elif name in BOOLEANS:
            data[name] = pd.array(values, dtype="boolean")
        elif name == "detail":
            data[name] = pd.array(values, dtype=object)
        elif name in OBJECTS:  # tuples, as data
            column = np.empty(len(values), dtype=object)
            for k, value in enumerate(values):
                column[k] = value
            data[name] = column
        else:
            data[name] = pd.Categorical(values)
    return pd.DataFrame(data, columns=COLUMNS)


def assert_same_table(new: pd.DataFrame, old: pd.DataFrame) -> None:
    """Same columns in the same order, same dtypes (a categorical's categories, their dtype
    and its codes' dtype too), same values, and the same text when printed or shown."""
    pd.testing.assert_frame_equal(new, old, check_exact=True, check_categorical=True)
    assert list(new.columns) == list(old.columns) == COLUMNS
    for name in COLUMNS:
        a, b = new[name], old[name]
        assert a.dtype == b.dtype, name
        if isinstance(a.dtype, pd.CategoricalDtype):
            assert a.cat.categories.equals(b.cat.categories), name
            assert a.cat.categories.dtype == b.cat.categories.dtype, name
            assert a.cat.codes.dtype == b.cat.codes.dtype, name
            assert list(a.cat.categories) == list(b.cat.categories), name
            assert [type(v) for v in a.cat.categories] == [type(v) for v in b.cat.categories]
    assert new.to_string() == old.to_string()
    assert repr(TimelineView(new)) == repr(TimelineView(old))
    assert TimelineView(new)._repr_html_() == TimelineView(old)._repr_html_()


def compare(game: Game) -> None:
    for quiet in (False, True):
        events = [e for e in game.log if quiet or e.event not in QUIET_KINDS]
        assert_same_table(game.timeline(quiet=quiet), by_rows(events))


# The 1,000-turn board's script is long: the long game below plays 50 turns of it.
SHORT_BOARDS = [p for p in BOARDS if p.stem != "monarch_1000_turns"]


@pytest.mark.parametrize("path", SHORT_BOARDS, ids=lambda p: p.stem)
def test_every_shipped_board_gives_the_table_it_always_did(path: Any) -> None:
    game = Game.load(path)
    play_script(game, game.script)
    if game.pending is not None:  # and a few turns more, the default policy answering
        game.run_until(game.state.turn + 3, "upkeep")
    assert len(game.log) > 10
    compare(game)


@pytest.mark.parametrize("name", sorted(MANA_BOARDS))
def test_random_games_give_the_table_they_always_did(name: str) -> None:
    game = Game(MANA_BOARDS[name], seed=7)
    play(game, RandomPlayer(11), 150)
    compare(game)


def test_a_long_game_gives_the_table_it_always_did() -> None:
    """More than one chunk of the log (4,096 events) and every common kind many times."""
    game = Game.load(REPO / "data" / "boards" / "monarch_1000_turns.json")
    game.run_until(50, "upkeep")
    assert len(game.log) > 4096
    compare(game)


def test_after_an_undo_the_table_numbers_the_events_as_the_log_does() -> None:
    """The whole log's table numbers its rows 1, 2, 3 … without reading them, as the kernel
    numbers the events it logs, and gives each row its turn: still so after undoing a step and
    playing on past a chunk."""
    game = Game.load(REPO / "data" / "boards" / "monarch_1000_turns.json")
    game.run_until(3, "upkeep")
    before = len(game.log)
    game.undo()
    assert len(game.log) < before
    game.run_until(60, "upkeep")
    assert len(game.log) > 4096
    assert game.timeline(quiet=True)["seq"].tolist() == [e.seq for e in game.log]
    assert game.timeline(quiet=True)["seq"].tolist() == list(range(1, len(game.log) + 1))
    # and its turns, read by a binary search a turn (a whole log's turns never decrease)
    assert game.timeline(quiet=True)["turn"].tolist() == [e.turn for e in game.log]
    assert game.timeline(quiet=True)["turn"].is_monotonic_increasing
    compare(game)


def test_an_empty_table_and_odd_values_are_as_pandas_makes_them() -> None:
    """No rows at all; a field of two classes whose values pandas can't sort (kept in the
    order first seen, across the classes); an event of a class its kind doesn't name (a plain
    Event of a kind with fields: those are empty); integers past 2**53; keywords as tuples."""
    assert_same_table(frame([]), by_rows([]))

    def common(seq: int, kind: EventKind) -> dict[str, Any]:
        return {"seq": seq, "turn": 1 + seq // 3, "step": "upkeep", "active": "Ann",
                "event": kind}

    events: list[Event] = [
        Event(**common(1, K.DAMAGE_DEALT), amount=2**60 + 1, player="Ann"),
        PlayerEvent(**common(2, K.PLAYER_LOST), life=-1, player="Ben", rule="704.5a"),
        LifeEvent(**common(3, K.LIFE_CHANGED), life=3, amount=-2, player="Ben"),
        LifeEvent(**common(4, K.LIFE_CHANGED), life=None, amount=None),
        EffectEvent(**common(5, K.EFFECT_SKIPPED), by=3, rule="610.3b"),
        SpellEvent(**common(6, K.SPELL_COUNTERED), by="Counterspell"),
        EffectEvent(**common(6, K.EFFECT_CREATED), keywords=("Flying", "Haste"), power=1,
                    toughness=1, by=None),
        EffectEvent(**common(7, K.EFFECT_CREATED), keywords=("Flying",), power=0,
                    toughness=0),
        SpellEvent(**common(8, K.SPELL_CAST), x=2**62, amount=-(2**62)),
        AbilityEvent(**common(9, K.ABILITY_TRIGGERED), ability="Draw a card."),
        ManaEvent(**common(10, K.MANA_ADDED), ability=None, mana="G", when_spent=True),
        DamageEvent(**common(11, K.DAMAGE_DEALT), combat=True, deathtouch=False, source=7),
        StepEvent(**common(12, K.STEP_BEGAN), source="Ann"),
        Event(**common(13, K.LIFE_CHANGED), cause=2**60 + 3),
    ]
    assert_same_table(frame(events), by_rows(events))
    assert_same_table(frame(events[3:5]), by_rows(events[3:5]))


def test_categorical_columns_filter_as_before() -> None:
    """Comparing a categorical column with a value, ``isin`` and ``query`` pick the rows of
    those events, in order, as they did on the table of plain values."""
    game = Game.load(REPO / "data" / "boards" / "monarch_1000_turns.json")
    game.run_until(12, "upkeep")
    table = game.timeline()
    events = [e for e in game.log if e.event not in QUIET_KINDS]
    damage = table[table["event"] == "damage_dealt"]
    assert list(damage["seq"]) == [e.seq for e in events if e.event is K.DAMAGE_DEALT]
    assert len(damage) > 0
    kinds = ["monarch_changed", "life_changed"]
    picked = table[table["event"].isin(kinds)]
    assert list(picked["seq"]) == [e.seq for e in events if e.event in kinds]
    assert len(picked) > 0
    assert list(table.query("event == 'step_began'")["step"]) == [
        e.step for e in events if e.event is K.STEP_BEGAN]
    assert list(table[table["rule"] == "724.2"]["seq"]) == [
        e.seq for e in events if e.rule == "724.2"]
    assert set(table["event"].cat.categories) == {e.event.value for e in events}
    assert table[table["event"] == "no_such_kind"].empty
