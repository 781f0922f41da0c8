"""Tables of a million events: how long ``timeline()`` takes, and how much memory (issue 11).

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_timeline.py [--events N]``).

It plays ``data/boards/monarch_1000_turns.json`` (four players attacking the monarch, seeded;
libraries repeated and life raised so the game lasts) one ``run_until`` per turn until the log
holds N events (default 1,000,000): a real event stream, priority passes included. Then:

- ``game.timeline(quiet=True)``, one row per event of the log: the median of several rounds
  (after one warm-up round, which also imports pandas), and the peak of Python's allocations
  while building it (``tracemalloc``, which numpy's and pandas' buffers report to), the frame
  it returns included;
- ``game.timeline()``, the default table without priority passes: the median time.

Targets (issue 11): 1,000,000 events → DataFrame in under 1 s and under 300 MB.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import time
import tracemalloc

from explorer import BOARDS, Game

BOARD = "monarch_1000_turns.json"
EVENTS = 1_000_000
ROUNDS = 5
TARGET_SECONDS = 1.0
TARGET_MB = 300.0


def long_game(events: int) -> Game:
    """The monarch board played turn by turn until its log holds ``events`` events."""
    raw = json.loads((BOARDS / BOARD).read_text())
    turns = events // 80 + 100  # about 90 events a turn: enough cards for that many
    for p in raw["players"]:
        p["library"] = p["library"] * (turns // 500 + 1)
        p["life"] = 1_000_000
    game = Game(raw)
    turn = 2
    while len(game.log) < events:
        game.run_until(turn, "upkeep")
        turn += 1
    return game


def timed(game: Game, quiet: bool, rounds: int) -> tuple[float, int]:
    """The median seconds of ``rounds`` builds (after a warm-up), and the rows built."""
    rows = len(game.timeline(quiet=quiet))
    samples = []
    for _ in range(rounds):
        gc.collect()
        start = time.perf_counter()
        game.timeline(quiet=quiet)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), rows


def peak_mb(game: Game) -> tuple[float, float]:
    """The tracemalloc peak while building the full timeline, above what was held before, and
    what the frame itself holds (``memory_usage(deep=True)``), both in MB."""
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    frame = game.timeline(quiet=True)
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    return peak / 2**20, float(frame.memory_usage(deep=True).sum()) / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=EVENTS, help="events in the log")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="timed rounds")
    args = parser.parse_args()

    start = time.perf_counter()
    game = long_game(args.events)
    played = time.perf_counter() - start
    print(f"timeline: {len(game.log):,} events from {game.state.turn - 1:,} turns of {BOARD} "
          f"(played in {played:.1f} s)")
    seconds, rows = timed(game, True, args.rounds)
    print(f"  timeline(quiet=True), {rows:,} rows, median of {args.rounds}  "
          f"{seconds:8.3f} s    (target < {TARGET_SECONDS:g} s for 1,000,000 events)")
    peak, held = peak_mb(game)
    print(f"  peak memory while building (tracemalloc)    {peak:8.1f} MB   "
          f"(target < {TARGET_MB:g} MB; the frame holds {held:.1f} MB)")
    seconds, rows = timed(game, False, args.rounds)
    print(f"  timeline(), {rows:,} rows without priority passes, median  {seconds:8.3f} s")


if __name__ == "__main__":
    main()
