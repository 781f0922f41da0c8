"""History that costs little: what undo and fork cost on a long game (``make bench``).

On ``data/boards/monarch_1000_turns.json`` (four players attacking the monarch):

- step every decision of T turns one ``apply`` at a time (the default policy's answer, as the
  stepper widget's "Next decision" does), with undo available at every decision: the mean cost
  of an ``apply``, and the memory the game holds (resident set size of a fresh process, minus
  that of the process with the board loaded);
- then ``undo()`` and ``fork()``: medians of several calls;
- a batch: T turns played with one ``run_until`` per turn, and the memory held.

Each scenario runs in its own process, so one's memory doesn't count in another's. Targets
(issue 9): under 300 MB at 1,000 turns stepped and at 10,000 turns in batch; undo and fork under
5 ms; an apply under 0.3 ms on average.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

BOARD = "monarch_1000_turns.json"


def _rss_mb() -> float:
    """The current resident set size, from /proc (Linux)."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * resource.getpagesize() / 2**20


def stepped(turns: int) -> dict[str, float]:
    from explorer import BOARDS, Game

    game = Game.load(BOARDS / BOARD)
    base = _rss_mb()
    n = 0
    start = time.perf_counter()
    while game.pending is not None and game.state.turn <= turns:
        game.apply(game.default_action())
        n += 1
    elapsed = time.perf_counter() - start
    held = _rss_mb() - base
    undo, fork = _undo_and_fork(game)
    return {"turns": game.state.turn - 1, "applies": n, "apply_ms": 1000 * elapsed / n,
            "held_mb": held, "undo_ms": undo, "fork_ms": fork, "events": len(game.log)}


def batch(turns: int) -> dict[str, float]:
    from explorer import BOARDS, Game

    raw = json.loads((BOARDS / BOARD).read_text())
    for p in raw["players"]:  # enough cards and life for the longer game
        p["library"] = p["library"] * (turns // 500 + 1)
        p["life"] = 1_000_000
    game = Game(raw)
    base = _rss_mb()
    start = time.perf_counter()
    for turn in range(2, turns + 2):
        game.run_until(turn, "upkeep")
    elapsed = time.perf_counter() - start
    held = _rss_mb() - base
    undo, fork = _undo_and_fork(game)
    return {"turns": turns, "seconds": elapsed, "held_mb": held, "events": len(game.log),
            "undo_ms": undo, "fork_ms": fork}


def _undo_and_fork(game: object) -> tuple[float, float]:
    """Medians of 7 forks, then of 7 undos (ms)."""
    forks, undos = [], []
    for _ in range(7):
        t = time.perf_counter()
        game.fork()  # type: ignore[attr-defined]
        forks.append(time.perf_counter() - t)
    for _ in range(7):
        t = time.perf_counter()
        game.undo()  # type: ignore[attr-defined]
        undos.append(time.perf_counter() - t)
    return 1000 * statistics.median(undos), 1000 * statistics.median(forks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stepped", type=int, default=1000, help="turns stepped (default 1000)")
    parser.add_argument("--batch", type=int, default=10000, help="turns in batch (default 10000)")
    parser.add_argument("--scenario", choices=["stepped", "batch"], help=argparse.SUPPRESS)
    parser.add_argument("--turns", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.scenario:  # a child process: one scenario, its figures as JSON
        run = stepped if args.scenario == "stepped" else batch
        print(json.dumps(run(args.turns)))
        return

    def child(scenario: str, turns: int) -> dict[str, float]:
        out = subprocess.run([sys.executable, __file__, "--scenario", scenario, "--turns",
                              str(turns)], check=True, capture_output=True, text=True).stdout
        return dict(json.loads(out))

    s = child("stepped", args.stepped)
    print(f"history: {s['turns']:.0f} turns stepped one decision at a time "
          f"({s['applies']:.0f} applies, {s['events']:.0f} events)")
    print(f"  apply, mean               {s['apply_ms']:8.3f} ms   (target < 0.3 ms)")
    print(f"  memory held               {s['held_mb']:8.1f} MB   (target < 300 MB)")
    print(f"  undo, median of 7         {s['undo_ms']:8.3f} ms   (target < 5 ms)")
    print(f"  fork, median of 7         {s['fork_ms']:8.3f} ms   (target < 5 ms)")
    b = child("batch", args.batch)
    print(f"history: {b['turns']:.0f} turns in batch, one run_until per turn "
          f"({b['events']:.0f} events, {b['seconds']:.1f} s)")
    print(f"  memory held               {b['held_mb']:8.1f} MB   (target < 300 MB)")
    print(f"  undo, median of 7         {b['undo_ms']:8.3f} ms   (target < 5 ms)")
    print(f"  fork, median of 7         {b['fork_ms']:8.3f} ms   (target < 5 ms)")


if __name__ == "__main__":
    main()
