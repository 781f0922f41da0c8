"""How long ``Game.legal_actions()`` takes on the mana boards (data/boards/mana_*.json).

Not a test: it prints the median time of an uncached call (ms), per board: at the board's own
position ("start"), and the median and maximum over the positions a fixed sequence of passes and
plays leads to (the next 40 priority decisions, every other one taking the first listed action
that isn't a pass). Run with ``.venv/bin/python benchmarks/bench_legal_actions.py``.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from explorer import Game

BOARDS = sorted((Path(__file__).resolve().parents[1] / "data" / "boards").glob("mana_*.json"))
REPEAT = 5
DECISIONS = 40


def timed(game: Game) -> float:
    """The median of ``REPEAT`` uncached calls, in milliseconds."""
    times = []
    for _ in range(REPEAT):
        game.cache = {}
        start = time.perf_counter()
        game.legal_actions()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    starts, medians = [], []
    print(f"{'board':40s} {'start':>9s} {'median':>9s} {'max':>9s}")
    for path in BOARDS:
        game = Game.load(path)
        starts.append(timed(game))
        samples = []
        for k in range(DECISIONS):
            if game.pending is None:
                break
            if game.pending.kind != "priority":
                game.apply({"do": "default"})
                continue
            samples.append(timed(game))
            actions = game.legal_actions()
            game.apply(actions[1] if len(actions) > 1 and k % 2 else actions[0])
        medians.append(statistics.median(samples))
        print(f"{path.name:40s} {starts[-1]:9.3f} {medians[-1]:9.3f} {max(samples):9.3f}")
    print(f"{'median over the boards (ms)':40s} {statistics.median(starts):9.3f} "
          f"{statistics.median(medians):9.3f}")


if __name__ == "__main__":
    main()
