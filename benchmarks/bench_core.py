"""How fast the engine core runs: events per second over many turns of a simple board.

Not a test: it prints numbers (medians of several runs) so later work can see what it costs.
Run with ``make bench`` (or ``.venv/bin/python benchmarks/bench_core.py``).
"""

from __future__ import annotations

import statistics
import time

from explorer import Game

TURNS = 200
RUNS = 5


def board() -> dict:
    library = ["Forest"] * (TURNS + 10)
    return {
        "format": "explorer-board/1", "seed": 1,
        "players": [
            {"name": "Alice", "battlefield": ["Forest", "Forest", "Grizzly Bears", "Hill Giant"],
             "library": library},
            {"name": "Bob", "battlefield": ["Mountain", "Mountain", "Craw Wurm"],
             "library": library},
        ],
        "turn": {"number": 1, "active": "Alice", "step": "upkeep"},
    }


def one_run() -> tuple[float, int, Game]:
    game = Game(board())
    start = time.perf_counter()
    game.run_until(TURNS, "cleanup")  # every decision answered by the default policy
    return time.perf_counter() - start, len(game.log), game


def main() -> None:
    times, events = [], 0
    game = None
    for _ in range(RUNS):
        seconds, events, game = one_run()
        times.append(seconds)
    assert game is not None
    median = statistics.median(times)
    print(f"core: {TURNS} turns, {events} events per run, {RUNS} runs")
    print(f"  median {median:.3f} s per run -> {events / median:,.0f} events/s, "
          f"{TURNS / median:,.0f} turns/s")
    for label, op in (("fork", lambda g: g.fork()), ("undo", lambda g: g.undo())):
        samples = []
        for _ in range(RUNS):
            _, _, g = one_run()
            g.apply({"do": "pass"})
            start = time.perf_counter()
            op(g)
            samples.append(time.perf_counter() - start)
        print(f"  {label} after {TURNS} turns: median {statistics.median(samples) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
