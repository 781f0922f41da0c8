"""Seeded sweeps: play one board under many seeds and tabulate every game (``explorer.sweep``).

``sweep(board, seeds=range(1000), turns=40)`` plays one game per seed — the board with that
``"seed"`` — for
``turns`` turns, lets the default policy answer every decision (the board's ``"policy"`` says
how it attacks), calls an optional ``each_turn(game)`` hook in every precombat main phase, and
reduces each finished game to a row with the metrics (``explorer.metrics``). ``replay(board,
seed=row.seed, ...)`` plays a row's game again, event for event. The result is a
DataFrame with one row per game, or with ``per="turn"`` one row per turn of each game, the
``seed`` in every row.

Where the games run: ``executor="processes"`` (the default) on local worker processes,
``"serial"`` in this process, or a ``dask.distributed.Client`` on its cluster. The same seeds
give the same table whichever runs them. Metrics and hooks travel to processes and Dask workers
by cloudpickle, so functions defined in a notebook work everywhere; what they close over must
be picklable too.

A metric or hook that raises fails its game only: the other games still run, then
:class:`~explorer.errors.SweepError` names the seed and the function, with the finished games'
rows on ``error.results``. An interrupt (Ctrl-C, or the notebook's stop button) stops the sweep
and returns the rows of the games that finished, with a :class:`SweepInterrupted` warning and
``frame.attrs["interrupted"]``.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import warnings
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from numbers import Real
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from . import metrics as shipped
from .board import read_board_file, require_object
from .errors import SweepError, shown
from .game import Game
from .rules.activated import activated_abilities
from .rules.summoning_sickness import held_back
from .state import STEPS

if TYPE_CHECKING:
    from concurrent.futures import Future

    import pandas as pd

Hook = Callable[[Game], object]
Per = Literal["game", "turn"]
HOOK_STEP = "precombat_main"  # where each_turn is called: sorcery-speed actions are legal (307.1)
SEED_RANGE = (-2**63, 2**63)  # the board's "seed" is a 64-bit integer


class SweepInterrupted(UserWarning):
    """A sweep was interrupted: the table holds only the games that finished."""


def sweep(board: Mapping[str, Any] | str | Path, *, seeds: Iterable[int], turns: int,
          metrics: Iterable[Callable[[Game], Any]] | None = None, per: Per = "game",
          policy: Mapping[str, Any] | None = None, each_turn: Hook | None = None,
          executor: Any = "processes", workers: int | None = None,
          progress: bool | None = None) -> pd.DataFrame:
    """Play ``board`` once per seed for ``turns`` turns and tabulate the games.

    - ``board``: a board dict or a board file's path. Its ``script`` is not played: the sweep
      drives the turns itself. A ``"cards"`` file must be readable by the workers at its path.
    - ``seeds``: whole numbers, each once; each game is ``Game(board, seed=seed)``.
    - ``metrics``: functions of a finished game (``explorer.metrics``): game metrics for
      ``per="game"`` (one row per game), turn metrics for ``per="turn"`` (one row per turn).
      By default ``reigns, mana, life, left`` or ``whose_turn, monarch_per_turn,
      mana_per_turn, life_per_turn``.
    - ``policy``: the board's ``"policy"`` for this sweep, e.g. ``{"attackers": "random"}``.
    - ``each_turn``: called as ``each_turn(game)`` when the active player first has priority
      in each turn's precombat main phase; it acts through ``game.apply`` (e.g.
      :func:`tap_mana_sources`).
    - ``executor``: ``"processes"`` (``workers`` of them, by default one per CPU),
      ``"serial"``, or a ``dask.distributed.Client``.
    - ``progress``: a progress bar (tqdm: a widget in notebooks, a line on stderr); by default
      in notebooks and when stderr is a terminal.

    Every row has the ``seed``; a game row also ``end_turn`` (the turn the game stopped in:
    ``turns`` after the first, unless it ended), ``game_over`` and ``events``; a turn row the
    ``turn``. Bad arguments raise TypeError or ValueError naming the argument (BoardError for
    the board, naming the field).
    """
    job = _job(board, turns=turns, metrics=metrics, per=per, policy=policy,
               each_turn=each_turn)
    seed_list = _seeds(seeds)
    run = _executor(executor, workers)
    return _collect(job, seed_list, run, _show_progress(progress))


def replay(board: Mapping[str, Any] | str | Path, *, seed: int, turns: int,
           policy: Mapping[str, Any] | None = None, each_turn: Hook | None = None) -> Game:
    """The game behind a sweep's row, played again: with the sweep's board, ``turns``,
    ``policy`` and ``each_turn``, the row's ``seed`` gives the same game, event for event."""
    job = _job(board, turns=turns, metrics=(), per="game", policy=policy, each_turn=each_turn)
    return play(job, _seeds([seed])[0])


# -- what each game does ------------------------------------------------------------------------
@dataclass(frozen=True)
class Job:
    """Everything a worker needs to play and measure one seed: the board as data (a Game is
    rebuilt from it in the worker), never a Game."""

    board: dict[str, Any]
    base: str | None  # the board file's folder: where its "cards" file is found
    turns: int
    per: Per
    metrics: tuple[Callable[[Game], Any], ...]
    each_turn: Hook | None = None


@dataclass
class Outcome:
    """One seed's result: its rows, or why it has none."""

    seed: int
    rows: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None


def play(job: Job, seed: int, each_turn: Hook | None = None) -> Game:
    """Play one seed: ``job.turns`` turns from the board's, stopping as the next one's upkeep
    begins (or when the game is over), the hook (by default the job's) in every precombat main
    phase."""
    each_turn = each_turn or job.each_turn
    game = Game(job.board, seed=seed, base=job.base)
    first = game.state.turn
    for turn in range(first, first + job.turns):
        if game.state.game_over:
            break
        if each_turn is None or _past(game, turn, HOOK_STEP):
            continue
        game.run_until(turn, HOOK_STEP)
        if not game.state.game_over:
            each_turn(game)
    if not game.state.game_over:
        game.run_until(first + job.turns, "upkeep")
    return game


def _past(game: Game, turn: int, step: str) -> bool:
    """Has the active player's first priority in ``step`` of ``turn`` gone by? (A board may
    start later in its first turn.)"""
    s = game.state
    now, target = (s.turn, STEPS.index(s.step)), (turn, STEPS.index(step))
    waiting_there = (game.pending is not None and game.pending.kind == "priority"
                     and s.first_priority_in_step)
    return now > target or (now == target and not waiting_there)


def run_seed(job: Job, seed: int) -> Outcome:
    """Play and measure one seed (in whichever process runs it). A metric or hook that raises
    fails this seed only; the message names the seed and the function."""
    doing = "playing the game"

    def each_turn(game: Game) -> None:  # the job's hook, saying when it is the one running
        nonlocal doing
        assert job.each_turn is not None
        doing = f"the each_turn hook {_name(job.each_turn)}"
        job.each_turn(game)
        doing = "playing the game"

    try:
        game = play(job, seed, each_turn if job.each_turn is not None else None)
        rows = _base_rows(job, seed, game)
        for metric in job.metrics:
            doing = f"metric {_name(metric)}"
            _merge(rows, metric(game), job.per)
        return Outcome(seed, list(rows.values()))
    except Exception as e:  # one game's failure, reported with its seed; the sweep goes on
        return Outcome(seed, error=f"seed {seed}: {doing} raised {type(e).__name__}: {e}")


def _base_rows(job: Job, seed: int, game: Game) -> dict[int, dict[str, Any]]:
    """The rows before the metrics' columns, by turn (one row, under 0, for a game)."""
    if job.per == "game":
        return {0: {"seed": seed, "end_turn": game.state.turn,
                    "game_over": game.state.game_over, "events": len(game.log)}}
    first = shipped.first_turn(game)
    # Turns played: up to the last of the sweep's, not the next one's first steps.
    last = min(game.state.turn, first + job.turns - 1)
    return {turn: {"seed": seed, "turn": turn} for turn in range(first, last + 1)}


def _merge(rows: dict[int, dict[str, Any]], values: Any, per: Per) -> None:
    """Add one metric's columns to the rows, checking what it returned."""
    if not isinstance(values, Mapping):
        raise TypeError(f"returned {type(values).__name__}, not a dict of columns")
    if per == "game":
        if any(isinstance(key, int) for key in values):
            raise TypeError("returned {turn: {column: value}}: a turn metric; pass per='turn'")
        _add(rows[0], values)
        return
    for turn, columns in values.items():
        if not isinstance(turn, int) or not isinstance(columns, Mapping):
            raise TypeError(f"returned {shown(turn)}: {type(columns).__name__}; with "
                            "per='turn' a metric returns {turn: {column: value}}")
        if turn in rows:  # the next turn's first steps are not part of the sweep
            _add(rows[turn], columns)


def _add(row: dict[str, Any], columns: Mapping[Any, Any]) -> None:
    for column, value in columns.items():
        if not isinstance(column, str):
            raise TypeError(f"returned the column name {shown(column)}, not a string")
        if column in row:
            raise ValueError(f"returned the column {column!r}, which the sweep or another "
                             "metric already fills")
        row[column] = _value(value, column)


def _value(value: Any, column: str) -> Any:
    """A cell: a number, string, bool or None, or a list of those (written to CSV as JSON)."""
    if type(value).__module__ == "numpy" and hasattr(value, "item"):
        value = value.item()  # a numpy scalar (a metric that used numpy) as the Python value
    if value is None or isinstance(value, (str, bool, Real)):
        return value
    if isinstance(value, (list, tuple)) and all(
            v is None or isinstance(v, (str, bool, Real)) for v in value):
        return list(value)
    raise TypeError(f"returned {type(value).__name__} for the column {column!r}; a value is a "
                    "number, string, bool, None or a list of those")


def _name(function: Callable[..., Any]) -> str:
    while isinstance(function, partial):
        function = function.func
    return str(getattr(function, "__qualname__", None) or repr(function))


# -- checking the arguments ---------------------------------------------------------------------
def _job(board: Any, *, turns: Any, metrics: Any, per: Any, policy: Any,
         each_turn: Any) -> Job:
    raw, base = _board(board)
    if policy is not None:
        if not isinstance(policy, Mapping):
            raise TypeError(f"policy: {shown(policy)} is not a board policy such as "
                            '{"attackers": "random"}')
        raw["policy"] = dict(policy)
    raw.pop("script", None)  # the sweep plays the turns; a script would be the board's own run
    if isinstance(turns, bool) or not isinstance(turns, int) or turns < 1:
        raise ValueError(f"turns: {shown(turns)} is not a whole number of turns, 1 or more")
    if per not in ("game", "turn"):
        raise ValueError(f"per: {shown(per)} is neither 'game' (one row per game) nor 'turn'")
    chosen = _metrics(metrics, per)
    if each_turn is not None and not callable(each_turn):
        raise TypeError(f"each_turn: {shown(each_turn)} is not a function of the game")
    Game(raw, base=base)  # a bad board is refused here, naming the field, before any game runs
    return Job(raw, base, turns, per, chosen, each_turn)


def _board(board: Any) -> tuple[dict[str, Any], str | None]:
    """The board as a dict (copied: the sweep changes its policy and script) and the folder its
    "cards" file is relative to."""
    if isinstance(board, Game):
        raise TypeError("board: a Game can't be swept (it is one game, partly played); pass "
                        "its board dict or file — every seed starts from the board")
    if isinstance(board, (str, Path)):
        raw = read_board_file(board)
        require_object(raw)
        return json.loads(json.dumps(raw)), str(Path(board).resolve().parent)
    if not isinstance(board, Mapping):
        raise TypeError(f"board: {shown(board)} is neither a board dict nor a board file's path")
    return json.loads(json.dumps(board)), None  # a deep copy, and it must be plain JSON data


def _metrics(metrics: Any, per: Per) -> tuple[Callable[[Game], Any], ...]:
    if metrics is None:
        names = shipped.DEFAULT_GAME_METRICS if per == "game" else shipped.DEFAULT_TURN_METRICS
        table = {**shipped.GAME_METRICS, **shipped.TURN_METRICS}
        return tuple(table[n] for n in names)
    if isinstance(metrics, (str, bytes)) or not isinstance(metrics, Iterable):
        raise TypeError(f"metrics: {shown(metrics)} is not a list of metric functions")
    chosen = tuple(metrics)
    for i, metric in enumerate(chosen):
        if not callable(metric):
            raise TypeError(f"metrics[{i}]: {shown(metric)} is not a function of a finished "
                            "game (see explorer.metrics)")
        wrong = shipped.TURN_METRICS if per == "game" else shipped.GAME_METRICS
        if metric in wrong.values():
            raise ValueError(f"metrics[{i}]: {_name(metric)} is a "
                             f"{'turn' if per == 'game' else 'game'} metric; pass "
                             f"per={'turn' if per == 'game' else 'game'!r} for it")
    return chosen


def _seeds(seeds: Any) -> list[int]:
    if isinstance(seeds, (str, bytes)) or not isinstance(seeds, Iterable):
        raise TypeError(f"seeds: {shown(seeds)} is not a list or range of whole numbers")
    out = list(seeds)
    if not out:
        raise ValueError("seeds: no seeds, so no games")
    seen: set[int] = set()
    for i, seed in enumerate(out):
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seeds[{i}]: {shown(seed)} is not a whole number")
        if not SEED_RANGE[0] <= seed < SEED_RANGE[1]:
            raise ValueError(f"seeds[{i}]: {shown(seed)} is not a 64-bit integer")
        if seed in seen:
            raise ValueError(f"seeds[{i}]: {seed} is there twice (one game per seed)")
        seen.add(seed)
    return out


def _show_progress(progress: Any) -> bool:
    if progress is None:
        return _in_notebook() or bool(sys.stderr.isatty())
    if not isinstance(progress, bool):
        raise TypeError(f"progress: {shown(progress)} is not True, False or None")
    return progress


def _in_notebook() -> bool:
    """Run by a Jupyter kernel? (IPython is only looked at if something imported it.)"""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


# -- where the games run ------------------------------------------------------------------------
Games = Generator[Outcome, None, None]
Runner = Callable[[Job, list[int]], Games]


def _executor(executor: Any, workers: Any) -> Runner:
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                or workers < 1):
        raise ValueError(f"workers: {shown(workers)} is not a number of processes, 1 or more")
    if workers is not None and executor != "processes":
        raise ValueError("workers: only for executor='processes' (a Dask cluster has its own)")
    if isinstance(executor, str):
        if executor == "serial":
            return _serial
        if executor == "processes":
            return partial(_processes, workers=workers or os.cpu_count() or 1)
        raise ValueError(f"executor: {shown(executor)} is neither 'processes', 'serial' nor a "
                         "dask.distributed Client")
    distributed = sys.modules.get("distributed")  # a Client means distributed was imported
    if distributed is not None and isinstance(executor, distributed.Client):
        return partial(_dask, executor)
    raise TypeError(f"executor: {shown(executor)} is neither 'processes', 'serial' nor a "
                    "dask.distributed Client")


def _serial(job: Job, seeds: list[int]) -> Games:
    for seed in seeds:
        yield run_seed(job, seed)


class WorkersLost(Exception):
    """The worker processes died (not a game's failure): the sweep stops, keeping what finished."""


def _processes(job: Job, seeds: list[int], *, workers: int) -> Games:
    """Local worker processes, started clean (forkserver or spawn, never a fork of a notebook
    kernel's threads); the job goes to each once, by cloudpickle."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed
    from concurrent.futures.process import BrokenProcessPool

    import cloudpickle

    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    payload = _pickled(job, cloudpickle.dumps)
    pool = ProcessPoolExecutor(max_workers=min(workers, len(seeds)),
                               mp_context=multiprocessing.get_context(method),
                               initializer=_worker_start, initargs=(payload,))
    futures: list[Future[Outcome]] = []
    try:
        futures = [pool.submit(_worker_run, seed) for seed in seeds]
        for future in as_completed(futures):
            yield future.result()
    except BrokenProcessPool as e:
        raise WorkersLost(
            f"the worker processes stopped abruptly ({str(e).rstrip('.')}). Python starts each "
            "worker by importing the main script: a script that sweeps on processes must be a "
            "file and call sweep under `if __name__ == \"__main__\":`; or use "
            "executor='serial'.") from None
    finally:
        # Interrupted or done: drop the games not started, let each worker finish its own.
        pool.shutdown(wait=True, cancel_futures=True)


def _pickled(job: Job, dumps: Callable[[Any], bytes]) -> bytes:
    try:
        return dumps(job)
    except Exception as e:
        raise TypeError(f"metrics / each_turn: can't be sent to worker processes ({e}); use "
                        "executor='serial', or functions that don't hold open files or "
                        "locks") from None


_JOB: Job | None = None  # a worker process's job, set once as it starts


def _worker_start(payload: bytes) -> None:
    import pickle

    global _JOB
    # Ctrl-C is the parent's to handle: it stops the sweep and keeps the finished games.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _JOB = pickle.loads(payload)


def _worker_run(seed: int) -> Outcome:
    assert _JOB is not None, "the worker's initializer sets the job"
    return run_seed(_JOB, seed)


def _dask(client: Any, job: Job, seeds: list[int]) -> Games:
    """On a Dask cluster: the job is sent to every worker once, then one task per seed."""
    from distributed import as_completed

    shared = client.scatter(job, broadcast=True, hash=False)
    futures = client.map(run_seed, [shared] * len(seeds), seeds, pure=False)
    try:
        for future in as_completed(futures):  # type: ignore[no-untyped-call]  # untyped there
            yield future.result()
    finally:
        client.cancel(futures)


# -- the table ----------------------------------------------------------------------------------
def _collect(job: Job, seeds: list[int], run: Runner, progress: bool) -> pd.DataFrame:
    from tqdm.auto import tqdm

    done: dict[int, Outcome] = {}
    interrupted = False
    lost: WorkersLost | None = None
    bar = tqdm(total=len(seeds), unit="game", desc="sweep", disable=not progress)
    games = run(job, seeds)
    try:
        for outcome in games:
            done[outcome.seed] = outcome
            bar.update()
    except KeyboardInterrupt:
        interrupted = True
    except WorkersLost as e:
        lost = e
    finally:
        games.close()  # stops the workers' queue (a generator's finally)
        bar.close()
    frame = _frame(job, [done[s] for s in seeds if s in done and done[s].error is None])
    missing = [s for s in seeds if s not in done]
    frame.attrs.update(interrupted=interrupted, seeds_missing=missing)
    failed = [done[s] for s in seeds if s in done and done[s].error is not None]
    if lost is not None:
        kept = len(done) - len(failed)
        raise SweepError(f"{lost} Kept: {kept} finished {'game' if kept == 1 else 'games'}, "
                         "in this error's .results", results=frame,
                         failures={o.seed: o.error or "" for o in failed})
    if failed:
        raise SweepError(_failure_message(failed, finished=len(done) - len(failed)),
                         results=frame, failures={o.seed: o.error or "" for o in failed})
    if interrupted:
        warnings.warn(f"sweep interrupted: {len(done)} of {len(seeds)} games finished; the table "
                      "holds those (its .attrs['seeds_missing'] lists the others)",
                      SweepInterrupted, stacklevel=3)
    return frame


def _failure_message(failed: list[Outcome], finished: int) -> str:
    """The first failure in full, how many others (and their first seeds), what was kept."""
    text = failed[0].error or ""
    others = [str(o.seed) for o in failed[1:]]
    if others:
        listed = ", ".join(others[:5]) + (", …" if len(others) > 5 else "")
        text += f"; {len(others)} more {'game' if len(others) == 1 else 'games'} failed " \
                f"(seed {listed})"
    kept = (f"the rows of the other {finished} {'game' if finished == 1 else 'games'} are in "
            "this error's .results" if finished else "no game finished")
    return f"{text}. Kept: {kept}"


def _frame(job: Job, outcomes: list[Outcome]) -> pd.DataFrame:
    """The rows of the finished games, in the order of the seeds given, one column per value
    (nullable dtypes: a metric that has no value for a game leaves NA there)."""
    import pandas as pd

    rows = [row for o in outcomes for row in o.rows]
    keys = ["seed"] if job.per == "game" else ["seed", "turn"]
    # Python strings, as in the timeline: a player's name may hold what UTF-8 can't.
    with pd.option_context("mode.string_storage", "python"):
        frame = pd.DataFrame.from_records(rows, columns=_columns(rows) or keys)
        return frame.convert_dtypes(dtype_backend="numpy_nullable")


def _columns(rows: list[dict[str, Any]]) -> list[str]:
    """Every column, in the order first seen (a metric's columns may vary between games)."""
    return list(dict.fromkeys(c for row in rows for c in row))


# -- writing the table -------------------------------------------------------------------------
TABLE_FORMATS = (".parquet", ".csv")


def write_table(frame: pd.DataFrame, path: str | Path) -> None:
    """Write a sweep's table as Parquet (pyarrow; lists stay lists) or CSV (a list is written
    as JSON text, ``[3, 1, 2]``), by the file's suffix."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in TABLE_FORMATS:
        raise ValueError(f"{path}: write a .parquet or .csv file (not {shown(path.suffix)})")
    if suffix == ".parquet":
        frame.to_parquet(path, engine="pyarrow", index=False)
        return
    cells = frame.copy()
    for column in cells.columns:
        if cells[column].dtype == object:  # only lists need writing out; other cells as they are
            cells[column] = [json.dumps(v) if isinstance(v, list) else v for v in cells[column]]
    cells.to_csv(path, index=False)


# -- a hook shipped with the sweep ------------------------------------------------------------
def tap_mana_sources(game: Game, colors: Mapping[str, str] | None = None) -> None:
    """An ``each_turn`` hook: the active player activates the {T} mana ability (605.1a) of
    every untapped permanent they control that can use it — not a creature that came under
    their control this turn without haste (302.6). A mana ability that lets its controller
    choose the color takes ``colors[player]`` (``partial(tap_mana_sources, colors={...})``),
    else the default policy's choice. The mana is never spent: it empties as the step ends
    (500.4)."""
    player = game.state.active
    for obj in list(game.state.permanents(player)):
        if obj.tapped or held_back(game, obj):
            continue  # 107.5, 302.6
        for index, ability in enumerate(activated_abilities(game, obj)):
            if ability.is_mana_ability and ability.cost.only_tap:
                action: dict[str, Any] = {"do": "activate", "player": player,
                                          "permanent": obj.handle, "ability": index}
                if ability.mana is not None and not ability.mana.fixed and colors \
                        and player in colors:
                    action["mana"] = colors[player]
                game.apply(action)
                while game.pending is not None and game.pending.kind != "priority":
                    game.apply({"do": "default"})  # a choice on the way (a replacement order…)
                break


__all__ = ["Job", "SweepInterrupted", "play", "replay", "run_seed", "sweep",
           "tap_mana_sources", "write_table"]
