"""106.7 at scale: could-produce over boards of N Reflecting Pools and N Exotic Orchards.

Not a test: it prints the median CPU time (``time.process_time``: the machine is shared, and
the wall-clock time, also printed, counts the waits for it) of the full least-fixed-point solve
for N = 50 … 800 (Alice's Pools and a Forest, Bob's Orchards and an Island), with how much each
doubling of the board costs (2× is linear, 4× quadratic); then, on 200 Pools alone and on
800 + 800, the CPU time of one Reflecting Pool's explanation and of activating one Pool (which
checks the chosen type).
Target (issue 11): 800 Pools + 800 Orchards solved in under 20 ms, linear growth. Run with
``make bench`` or ``.venv/bin/python benchmarks/bench_could_produce.py``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from explorer import Game, could_produce
from explorer.rules.could_produce import could_produce_all

RUNS = 7
TARGET_MS = 20.0  # 800 + 800


def board(pools: int, orchards: int) -> dict:
    return {
        "players": [
            {"name": "Alice", "battlefield": [*(["Reflecting Pool"] * pools), "Forest"]},
            {"name": "Bob", "battlefield": [*(["Exotic Orchard"] * orchards), "Island"]},
        ],
    }


def median_ms(make: Callable[[], Game], run: Callable[[Game], object]) -> float:
    """The median CPU time of ``run`` on a fresh game (ms)."""
    return median_both(make, run)[0]


def median_both(make: Callable[[], Game], run: Callable[[Game], object]) -> tuple[float, float]:
    """Medians (ms) of the CPU time and of the wall-clock time of ``run`` on a fresh game."""
    cpu, wall = [], []
    for _ in range(RUNS):
        game = make()
        start, start_wall = time.process_time(), time.perf_counter()
        run(game)
        cpu.append(time.process_time() - start)
        wall.append(time.perf_counter() - start_wall)
    return statistics.median(cpu) * 1000, statistics.median(wall) * 1000


def main() -> None:
    previous = None
    for n in (50, 100, 200, 400, 800):
        def square(n: int = n) -> Game:
            return Game(board(n, n))

        solve, wall = median_both(square, could_produce_all)
        growth = f", {solve / previous:.1f}× the board half its size" if previous else ""
        target = f"   (target < {TARGET_MS:.0f} ms)" if n == 800 else ""
        print(f"could-produce: {n} Reflecting Pools + {n} Exotic Orchards: solve "
              f"{solve:6.2f} ms CPU ({wall:6.2f} ms wall){growth}{target}")
        previous = solve
    for pools, orchards in ((200, 0), (800, 800)):
        def make(p: int = pools, o: int = orchards) -> Game:
            return Game(board(p, o))

        explain = median_ms(make, lambda g: could_produce(g, "reflecting-pool-1"))
        activate = median_ms(make, lambda g: g.apply({"do": "activate", "player": "Alice",
                                                      "permanent": "reflecting-pool-1",
                                                      "mana": "G"}))
        print(f"  {pools} Pools + {orchards} Orchards: explain one {explain:.1f} ms, activate "
              f"one {activate:.1f} ms (medians of {RUNS})")


if __name__ == "__main__":
    main()
