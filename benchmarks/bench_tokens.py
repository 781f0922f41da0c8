"""How long creating many tokens takes: it should grow linearly with the number of tokens.

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_tokens.py``). The rules procedure that creates tokens (111.1, as a dying
Hangarback Walker's trigger does) is run for N Thopters while a Court of Garenbrig is on the
battlefield, so every token's events go through the trigger check as in a game.
"""

from __future__ import annotations

import time

from explorer import Game
from explorer.rules.keyword_actions import create_tokens

COUNTS = (1_000, 10_000)


def seconds_for(n: int) -> float:
    game = Game({"players": [{"name": "Alice", "battlefield": ["Court of Garenbrig", "Forest"]},
                             {"name": "Bob"}]})
    start = time.perf_counter()
    steps = create_tokens(game, "Thopter", "Alice", n)
    for _ in steps:  # nothing here asks a player anything
        raise AssertionError("creating Thopters asked for a decision")
    elapsed = time.perf_counter() - start
    assert len(game.state.permanents("Alice")) == n + 2
    return elapsed


def main() -> None:
    for n in COUNTS:
        print(f"tokens: {n:,} Thopters created in {seconds_for(n):.3f} s")


if __name__ == "__main__":
    main()
