"""106.7 at scale: could-produce over a board of 200 reflecting lands (plus one real source).

Not a test: it prints the median time of the full least-fixed-point solve, of one Reflecting
Pool's explanation, and of activating one Pool (which checks the chosen type). Run with
``make bench`` or ``.venv/bin/python benchmarks/bench_could_produce.py``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from explorer import Game, could_produce
from explorer.rules.could_produce import could_produce_all

RUNS = 7


def board(pools: int, orchards: int) -> dict:
    return {
        "players": [
            {"name": "Alice", "battlefield": [*(["Reflecting Pool"] * pools), "Forest"]},
            {"name": "Bob", "battlefield": [*(["Exotic Orchard"] * orchards), "Island"]},
        ],
    }


def median_ms(make: Callable[[], Game], run: Callable[[Game], object]) -> float:
    samples = []
    for _ in range(RUNS):
        game = make()
        start = time.perf_counter()
        run(game)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def main() -> None:
    for pools, orchards in ((200, 0), (100, 100), (200, 200)):
        def make(p: int = pools, o: int = orchards) -> Game:
            return Game(board(p, o))

        solve = median_ms(make, could_produce_all)
        explain = median_ms(make, lambda g: could_produce(g, "reflecting-pool-1"))
        activate = median_ms(make, lambda g: g.apply({"do": "activate", "player": "Alice",
                                                      "permanent": "reflecting-pool-1",
                                                      "mana": "G"}))
        print(f"{pools} Reflecting Pools + {orchards} Exotic Orchards: solve {solve:.1f} ms, "
              f"explain one {explain:.1f} ms, activate one {activate:.1f} ms (medians of {RUNS})")


if __name__ == "__main__":
    main()
