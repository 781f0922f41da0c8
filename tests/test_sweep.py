"""Seeded sweeps (issue 13): many games of one board, one row per game (or per turn), the seed
in every row; the same table whichever executor plays the games; a failing metric names its
seed and keeps the other games; an interrupted sweep keeps the finished games; bad arguments
are refused naming the argument; the command line writes Parquet or CSV."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from helpers import run_cli

from explorer import BOARDS, BoardError, Game, SweepError, SweepInterrupted, replay, sweep
from explorer import metrics as m
from explorer.sweeps import tap_mana_sources, write_table

BOARD_FILE = BOARDS / "monarch_1000_turns.json"  # four players attacking, Ann the monarch
RANDOM = {"attackers": "random"}
TURNS = 6


def small_board() -> dict[str, Any]:
    board: dict[str, Any] = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
    board.pop("script")
    return board


def quick(**kwargs: Any) -> pd.DataFrame:
    """A small sweep: six games of six turns with random attacks, in this process."""
    options: dict[str, Any] = {"seeds": range(6), "turns": TURNS, "policy": RANDOM,
                               "executor": "serial", **kwargs}
    return sweep(small_board(), **options)


def by_hand(seed: int, turns: int = TURNS) -> Game:
    """A row's game played again by hand, from its seed."""
    board = small_board()
    board["policy"] = RANDOM
    game = Game(board, seed=seed)
    game.run_until(1 + turns, "upkeep")
    return game


class TestRows:
    def test_one_row_per_game_with_its_seed_and_the_game_replays_from_it(self) -> None:
        table = quick()
        assert list(table["seed"]) == list(range(6))
        for row in table.itertuples():
            game = by_hand(int(row.seed))
            assert row.events == len(game.log)
            assert row.monarch_at_end == game.state.monarch
            assert row.end_turn == 1 + TURNS
        assert table["events"].nunique() > 1, "different seeds play different games"

    def test_replay_gives_the_game_behind_a_row(self) -> None:
        table = quick(each_turn=tap_mana_sources, metrics=[m.mana])
        game = replay(small_board(), seed=4, turns=TURNS, policy=RANDOM,
                      each_turn=tap_mana_sources)
        row = table[table.seed == 4].iloc[0]
        assert (row.events, row.mana) == (len(game.log), m.mana(game)["mana"])

    def test_reigns_add_up_to_the_turns_and_crown_changes_by_cause_to_all(self) -> None:
        table = quick()
        for row in table.itertuples():
            assert sum(row.reign_lengths) == TURNS  # Ann reigns from turn 1 (the board)
            assert row.reigns == len(row.reign_lengths) == row.crown_changes + 1
            assert row.crown_by_combat + row.crown_by_effect + row.crown_by_leaving \
                == row.crown_changes
            assert row.longest_reign == max(row.reign_lengths)
            assert row.reign_monarchs[0] == "Ann"
            assert row.reign_monarchs[-1] == row.monarch_at_end
        assert table["crown_changes"].sum() > 0

    def test_one_row_per_turn_played(self) -> None:
        turns = quick(per="turn", each_turn=tap_mana_sources)
        assert len(turns) == 6 * TURNS
        assert list(turns.columns[:2]) == ["seed", "turn"]
        assert list(turns.loc[turns.seed == 2, "turn"]) == list(range(1, TURNS + 1))
        assert list(turns.loc[turns.seed == 2, "active"]) == ["Ann", "Ben", "Cat", "Dan", "Ann",
                                                              "Ben"]
        # Only the active player taps: each turn's mana is theirs.
        for row in turns.itertuples():
            assert getattr(row, f"mana_{row.active}") == row.mana > 0

    @pytest.mark.parametrize(("step", "tapped_in_turn_1"), [
        ("upkeep", True), ("precombat_main", True), ("declare_attackers", False)])
    def test_each_turn_runs_in_every_main_phase_the_board_has_not_passed(
            self, step: str, tapped_in_turn_1: bool) -> None:
        board = small_board()
        board["turn"]["step"] = step
        turns = sweep(board, seeds=[1], turns=2, per="turn", metrics=[m.mana_per_turn],
                      each_turn=tap_mana_sources, executor="serial")
        assert list(turns["mana"] > 0) == [tapped_in_turn_1, True]

    def test_the_turn_table_adds_up_to_the_game_table(self) -> None:
        games = quick(each_turn=tap_mana_sources, metrics=[m.mana])
        turns = quick(each_turn=tap_mana_sources, per="turn", metrics=[m.mana_per_turn])
        by_game = turns.groupby("seed")[["mana", "mana_G", "mana_Ann"]].sum().reset_index()
        # The game table counts the next turn's first steps too: no mana is made there.
        pd.testing.assert_frame_equal(by_game, games[["seed", "mana", "mana_G", "mana_Ann"]],
                                      check_dtype=False)

    def test_a_users_metric_adds_its_columns(self) -> None:
        def attacks(game: Game) -> dict[str, Any]:
            counts = np.array([e.event == "attack_declared" for e in game.log])
            return {"attacks": counts.sum(), "any": counts.any()}  # numpy scalars are taken

        table = quick(metrics=[attacks])
        assert list(table.columns) == ["seed", "end_turn", "game_over", "events", "attacks",
                                       "any"]
        assert (table["attacks"] > 0).all() and table["any"].all()


class TestExecutors:
    """The same seeds give the same table, whichever executor plays them."""

    def test_processes_and_a_dask_cluster_give_the_serial_table(self) -> None:
        distributed = pytest.importorskip("distributed")

        def attacks(game: Game) -> dict[str, Any]:  # defined here: sent by value (cloudpickle)
            return {"attacks": sum(e.event == "attack_declared" for e in game.log)}

        chosen = [m.reigns, m.mana, m.life, m.left, m.triggers_by_card, attacks]
        serial = quick(metrics=chosen, each_turn=tap_mana_sources)
        processes = quick(metrics=chosen, each_turn=tap_mana_sources, executor="processes",
                          workers=2)
        pd.testing.assert_frame_equal(serial, processes)
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                      dashboard_address=None) as cluster, \
                distributed.Client(cluster) as client:
            on_dask = quick(metrics=chosen, each_turn=tap_mana_sources, executor=client)
        pd.testing.assert_frame_equal(serial, on_dask)


def fails_on_seed_3(game: Game) -> dict[str, Any]:
    if game.state.seed == 3:
        raise ZeroDivisionError("no reigns to divide")
    return {"ok": True}


def interrupted_on_seed_3(game: Game) -> dict[str, Any]:
    if game.state.seed == 3:
        raise KeyboardInterrupt
    return {}


class TestFailures:
    @pytest.mark.parametrize("executor", ["serial", "processes"])
    def test_a_metric_that_raises_names_the_seed_and_the_others_are_kept(
            self, executor: str) -> None:
        with pytest.raises(SweepError) as caught:
            quick(metrics=[fails_on_seed_3], executor=executor)
        error = caught.value
        assert str(error).startswith("seed 3: metric fails_on_seed_3 raised ZeroDivisionError: "
                                     "no reigns to divide")
        assert list(error.failures) == [3]
        assert list(error.results["seed"]) == [0, 1, 2, 4, 5]
        assert error.results["ok"].all()

    def test_a_hook_may_make_a_player_leave_and_the_games_go_on(self) -> None:
        def concede(game: Game) -> None:  # 104.3a, 800.4: Ben leaves in turn 2 of every game
            if game.state.turn == 2:
                game.apply({"do": "concede", "player": "Ben"})

        table = quick(each_turn=concede, metrics=[m.left])
        assert (table["left_Ben"] == 2).all()

    def test_a_hook_that_makes_an_illegal_action_names_it(self) -> None:
        def cast_nothing(game: Game) -> None:
            game.apply({"do": "cast", "player": game.state.active, "card": "Ancestral Recall"})

        with pytest.raises(SweepError, match=r"^seed 0: the each_turn hook "
                                             r".*cast_nothing raised (Illegal|Malformed)"):
            quick(each_turn=cast_nothing)

    @pytest.mark.parametrize(("returned", "says"), [
        (["a"], "returned list, not a dict of columns"),
        ({"x": {1, 2}}, "returned set for the column 'x'"),
        ({"seed": 1}, "the column 'seed', which the sweep or another metric already fills"),
        ({1: {"x": 1}}, "a turn metric; pass per='turn'"),
    ])
    def test_a_metric_that_returns_something_else_is_named(self, returned: Any,
                                                          says: str) -> None:
        def odd(game: Game) -> Any:
            return returned

        with pytest.raises(SweepError) as caught:
            quick(metrics=[odd], seeds=[7])
        assert str(caught.value).startswith("seed 7: metric ")
        assert says in str(caught.value)

    def test_an_interrupted_sweep_returns_the_finished_games(self) -> None:
        with pytest.warns(SweepInterrupted, match="3 of 6 games finished"):
            table = quick(metrics=[m.reigns, interrupted_on_seed_3])
        assert list(table["seed"]) == [0, 1, 2]
        assert table.attrs == {"interrupted": True, "seeds_missing": [3, 4, 5]}
        pd.testing.assert_frame_equal(table, quick(seeds=range(3), metrics=[m.reigns]))

    @pytest.mark.parametrize("executor", ["serial", "processes", "dask"])
    def test_ctrl_c_while_waiting_keeps_the_games_that_arrived(
            self, executor: str, monkeypatch: pytest.MonkeyPatch) -> None:
        """Ctrl-C lands while the sweep waits for games: as the second game arrives, here."""
        from tqdm.auto import tqdm

        arrived = []

        def update(bar: Any, n: int = 1) -> None:
            arrived.append(n)
            if len(arrived) == 2:
                raise KeyboardInterrupt

        monkeypatch.setattr(tqdm, "update", update)
        with pytest.warns(SweepInterrupted, match="2 of 6 games finished"):
            if executor == "dask":
                distributed = pytest.importorskip("distributed")
                with distributed.LocalCluster(n_workers=1, processes=False,
                                              dashboard_address=None) as cluster, \
                        distributed.Client(cluster) as client:
                    table = quick(executor=client)
                    assert client.submit(sum, [1, 2]).result() == 3  # the client still works
            else:
                table = quick(executor=executor)
        assert len(table) == 2 and table.attrs["interrupted"]
        assert sorted(table.attrs["seeds_missing"] + list(table["seed"])) == list(range(6))

    def test_an_interrupt_in_a_worker_process_stops_the_sweep_too(self) -> None:
        with pytest.warns(SweepInterrupted):
            table = quick(metrics=[interrupted_on_seed_3], executor="processes", workers=1)
        assert 3 not in set(table["seed"])
        assert table.attrs["interrupted"]

    def test_a_metric_that_cannot_travel_to_processes_is_named(self) -> None:
        lock = threading.Lock()

        def locked(game: Game) -> dict[str, Any]:
            with lock:
                return {}

        with pytest.raises(TypeError, match=r"^metrics / each_turn: can't be sent to worker "
                                            r"processes \(.*lock.*\); use executor='serial'"):
            quick(metrics=[locked], executor="processes")
        assert list(quick(metrics=[locked], seeds=[1])["seed"]) == [1]  # serially, it runs

    def test_workers_that_cannot_start_are_explained(self) -> None:
        """A script read from stdin can't be imported by the worker processes: they die, and
        the error says why and what to do."""
        script = ("from explorer import BOARDS, sweep\n"
                  "sweep(BOARDS / 'monarch_1000_turns.json', seeds=range(4), turns=1)\n")
        done = subprocess.run([sys.executable, "-"], input=script, capture_output=True,
                              text=True, check=False)
        assert done.returncode == 1
        assert done.stderr.splitlines()[-1].startswith(
            "explorer.errors.SweepError: the worker processes stopped abruptly (")
        assert 'if __name__ == "__main__":' in done.stderr.splitlines()[-1]
        assert done.stderr.splitlines()[-1].endswith("Kept: 0 finished games, in this error's "
                                                     ".results")

    def test_a_complete_sweep_says_so(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            table = quick(seeds=[5])
        assert table.attrs == {"interrupted": False, "seeds_missing": []}


class TestBadArguments:
    @pytest.mark.parametrize(("kwargs", "error", "says"), [
        ({"seeds": "0:10"}, TypeError, "seeds: '0:10' is not a list or range"),
        ({"seeds": []}, ValueError, "seeds: no seeds"),
        ({"seeds": [1, 2, 1]}, ValueError, "seeds[2]: 1 is there twice"),
        ({"seeds": [1, 2.5]}, TypeError, "seeds[1]: 2.5 is not a whole number"),
        ({"seeds": [True]}, TypeError, "seeds[0]: True is not a whole number"),
        ({"seeds": [2**64]}, ValueError, "seeds[0]: 18446744073709551616 is not a 64-bit"),
        ({"turns": 0}, ValueError, "turns: 0 is not a whole number of turns"),
        ({"turns": "40"}, ValueError, "turns: '40' is not a whole number of turns"),
        ({"per": "reign"}, ValueError, "per: 'reign' is neither 'game'"),
        ({"metrics": m.reigns}, TypeError, "metrics: <function> is not a list"),
        ({"metrics": ["reigns"]}, TypeError, "metrics[0]: 'reigns' is not a function"),
        ({"metrics": [m.mana_per_turn]}, ValueError,
         "metrics[0]: mana_per_turn is a turn metric; pass per='turn'"),
        ({"metrics": [m.mana], "per": "turn"}, ValueError,
         "metrics[0]: mana is a game metric; pass per='game'"),
        ({"policy": "random"}, TypeError, "policy: 'random' is not a board policy"),
        ({"each_turn": "tap"}, TypeError, "each_turn: 'tap' is not a function"),
        ({"executor": "threads"}, ValueError, "executor: 'threads' is neither 'processes'"),
        ({"executor": 4}, TypeError, "executor: 4 is neither"),
        ({"workers": 0, "executor": "processes"}, ValueError, "workers: 0 is not a number"),
        ({"workers": 2}, ValueError, "workers: only for executor='processes'"),
        ({"progress": "yes"}, TypeError, "progress: 'yes' is not True, False or None"),
    ])
    def test_a_bad_argument_is_named(self, kwargs: dict[str, Any], error: type[Exception],
                                     says: str) -> None:
        with pytest.raises(error) as caught:
            quick(**kwargs)
        assert str(caught.value).startswith(says)

    def test_a_bad_policy_is_refused_by_the_board_naming_the_field(self) -> None:
        with pytest.raises(BoardError, match=r"^policy\.attackers: "):
            quick(policy={"attackers": "sideways"})

    @pytest.mark.parametrize(("board", "error", "says"), [
        (Game(), TypeError, "board: a Game can't be swept"),
        (42, TypeError, "board: 42 is neither a board dict nor a board file's path"),
    ])
    def test_a_bad_board_is_named(self, board: Any, error: type[Exception], says: str) -> None:
        with pytest.raises(error, match=f"^{says}"):
            sweep(board, seeds=[1], turns=1)

    def test_a_missing_board_file(self, tmp_path: Path) -> None:
        with pytest.raises(FileNotFoundError):
            sweep(tmp_path / "nope.json", seeds=[1], turns=1)


class TestFiles:
    def test_parquet_keeps_the_table_and_csv_writes_lists_as_json(self, tmp_path: Path) -> None:
        table = quick(seeds=[1, 2])
        write_table(table, tmp_path / "t.parquet")
        back = pd.read_parquet(tmp_path / "t.parquet")
        assert list(back["seed"]) == [1, 2]
        assert [list(x) for x in back["reign_lengths"]] == list(table["reign_lengths"])
        write_table(table, tmp_path / "t.csv")
        csv = pd.read_csv(tmp_path / "t.csv")
        assert [json.loads(x) for x in csv["reign_lengths"]] == list(table["reign_lengths"])
        with pytest.raises(ValueError, match=r"t\.xlsx: write a \.parquet or \.csv file"):
            write_table(table, tmp_path / "t.xlsx")


class TestCommandLine:
    def test_sweep_writes_parquet(self, tmp_path: Path) -> None:
        out = tmp_path / "results.parquet"
        done = run_cli("sweep", str(BOARD_FILE), "--seeds", "0:4", "--turns", "3", "--out",
                       str(out), "--attackers", "random", "--serial")
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("4 games, 4 rows, ")
        table = pd.read_parquet(out)
        assert list(table["seed"]) == [0, 1, 2, 3]
        assert (table["end_turn"] == 4).all()

    def test_sweep_per_turn_to_csv_on_two_processes(self, tmp_path: Path) -> None:
        out = tmp_path / "turns.csv"
        done = run_cli("sweep", str(BOARD_FILE), "--seeds", "3,5", "--turns", "2", "--out",
                       str(out), "--per", "turn", "--metrics", "whose_turn,mana_per_turn",
                       "--tap-mana", "--workers", "2")
        assert done.returncode == 0, done.stderr
        table = pd.read_csv(out)
        assert list(zip(table["seed"], table["turn"], table["active"], strict=True)) == [
            (3, 1, "Ann"), (3, 2, "Ben"), (5, 1, "Ann"), (5, 2, "Ben")]
        assert (table["mana"] > 0).all()

    @pytest.mark.parametrize(("args", "says"), [
        (["--seeds", "a:b"], "--seeds: 'a:b' is neither A:B"),
        (["--seeds", "4:4"], "seeds: no seeds"),
        (["--turns", "0"], "turns: 0 is not a whole number"),
        (["--metrics", "reigns,crowns"], "--metrics: 'crowns' is not a game metric"),
        (["--out", "x.xlsx"], "--out: x.xlsx is neither a .parquet nor a .csv file"),
        (["--workers", "0"], "workers: 0 is not a number of processes"),
        (["--dask", "nonsense"], "--dask: no Dask scheduler at nonsense ("),
        (["--out", "no/such/folder/x.csv"], "--out: no/such/folder/x.csv: no such folder"),
    ])
    def test_bad_arguments_exit_2_in_one_line(self, tmp_path: Path, args: list[str],
                                              says: str) -> None:
        given = {"--seeds": "0:2", "--turns": "2", "--out": str(tmp_path / "x.csv")}
        for flag, value in zip(args[::2], args[1::2], strict=True):
            given[flag] = value
        done = run_cli("sweep", str(BOARD_FILE), *[x for kv in given.items() for x in kv])
        assert done.returncode == 2
        assert done.stderr.strip().splitlines() == [done.stderr.strip()]
        assert done.stderr.startswith(says)
        assert "Traceback" not in done.stderr

    def test_failed_games_exit_1_and_the_others_are_written(
            self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
            capsys: pytest.CaptureFixture[str]) -> None:
        from explorer.__main__ import main

        monkeypatch.setitem(m.GAME_METRICS, "fails_on_seed_3", fails_on_seed_3)
        out = tmp_path / "some.csv"
        code = main(["sweep", str(BOARD_FILE), "--seeds", "0:5", "--turns", "1", "--out",
                     str(out), "--metrics", "reigns,fails_on_seed_3", "--serial"])
        err = capsys.readouterr().err
        assert (code, err) == (1, "seed 3: metric fails_on_seed_3 raised ZeroDivisionError: no "
                                  "reigns to divide (1 of 5 games failed; the 4 games that "
                                  f"finished written to {out})\n")
        assert list(pd.read_csv(out)["seed"]) == [0, 1, 2, 4]

    def test_ctrl_c_writes_the_finished_games_and_exits_130(self, tmp_path: Path) -> None:
        """Ctrl-C reaches the whole process group: the workers leave it to the sweep, which
        stops and writes what finished."""
        out = tmp_path / "partial.parquet"
        command = [sys.executable, "-m", "explorer", "sweep", str(BOARD_FILE), "--seeds",
                   "0:400", "--turns", "30", "--attackers", "random", "--out", str(out),
                   "--workers", "2", "--progress"]
        # A shell's background job ignores SIGINT, and a child inherits that: undo it.
        sweeping = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    text=True, process_group=0, preexec_fn=default_sigint)
        assert sweeping.stderr is not None
        shown = ""
        while "sweep:" not in shown:  # the progress bar is up: the sweep has begun
            char = sweeping.stderr.read(1)
            assert char, f"the sweep ended before it began: {shown}"
            shown += char
        time.sleep(2)  # 400 games of 30 turns take a minute on two workers
        os.killpg(sweeping.pid, signal.SIGINT)
        _, err = sweeping.communicate(timeout=60)
        games = len(pd.read_parquet(out))
        last_line = re.split(r"[\r\n]", (shown + err).strip())[-1]
        assert (sweeping.returncode, last_line) == (
            130, f"interrupted: {games} of 400 games finished, written to {out}")
        assert games < 400
        assert "Traceback" not in err

    def test_a_missing_or_bad_board_exits_2(self, tmp_path: Path) -> None:
        done = run_cli("sweep", str(tmp_path / "nope.json"), "--seeds", "0:2", "--turns", "2",
                       "--out", str(tmp_path / "x.csv"))
        assert (done.returncode, done.stderr.strip()) == (2, f"{tmp_path / 'nope.json'}: no "
                                                             "such file")
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({"players": "Ann"}), encoding="utf-8")
        done = run_cli("sweep", str(bad), "--seeds", "0:2", "--turns", "2", "--out",
                       str(tmp_path / "x.csv"))
        assert done.returncode == 2
        assert done.stderr.startswith(f"{bad}: players")


def default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_importing_the_sweep_leaves_dask_pandas_and_pyarrow_out() -> None:
    probe = ("import json, sys, explorer, explorer.sweeps, explorer.metrics\n"
             "print(json.dumps([m for m in ('dask', 'distributed', 'cloudpickle', 'pyarrow', "
             "'pandas', 'tqdm') if m in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True)
    assert json.loads(done.stdout) == []
