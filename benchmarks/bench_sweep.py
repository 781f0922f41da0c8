"""Games per second of a seeded sweep (issue 13): serially, on 1 and 2 local processes, and on a
2-worker Dask ``LocalCluster``; and whether they all give the same table.

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_sweep.py``). The board is ``monarch_1000_turns.json`` without its script:
four players attacking at random, the active player tapping their Forests each turn
(``tap_mana_sources``), the default metrics. Each way is timed over the same seeds, the median
of a few rounds; a sweep on processes includes starting its workers (every call starts them),
the cluster's start and its workers' first import of the explorer are timed apart (a cluster
outlives many sweeps).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import pandas as pd

from explorer import BOARDS, sweep, tap_mana_sources

GAMES = 60
TURNS = 20
ROUNDS = 3


def board() -> dict[str, Any]:
    raw: dict[str, Any] = json.loads((BOARDS / "monarch_1000_turns.json").read_text("utf-8"))
    raw.pop("script")
    raw["policy"] = {"attackers": "random"}
    return raw


def timed(executor: Any, workers: int | None = None) -> tuple[float, pd.DataFrame]:
    """The median games per second over ROUNDS sweeps, and the last table."""
    rates = []
    table = pd.DataFrame()
    for _ in range(ROUNDS):
        start = time.perf_counter()
        table = sweep(board(), seeds=range(GAMES), turns=TURNS, each_turn=tap_mana_sources,
                      executor=executor, workers=workers, progress=False)
        rates.append(GAMES / (time.perf_counter() - start))
    return statistics.median(rates), table


def main() -> None:
    from distributed import Client, LocalCluster

    print(f"sweep: {GAMES} games of {TURNS} turns (monarch_1000_turns.json, random attacks, "
          f"mana tapped each turn), median of {ROUNDS} rounds")
    tables: dict[str, pd.DataFrame] = {}
    ways: list[tuple[str, Callable[[], tuple[float, pd.DataFrame]]]] = [
        ("serial (this process)", lambda: timed("serial")),
        ("1 process", lambda: timed("processes", 1)),
        ("2 processes", lambda: timed("processes", 2)),
    ]
    for label, run in ways:
        rate, tables[label] = run()
        print(f"  {label:28s} {rate:7.1f} games/s")
    start = time.perf_counter()
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        # A cluster outlives its sweeps: its workers import the explorer once, here.
        sweep(board(), seeds=range(2), turns=1, executor=client, progress=False)
        started = time.perf_counter() - start
        rate, tables["LocalCluster"] = timed(client)
    print(f"  {'LocalCluster, 2 workers':28s} {rate:7.1f} games/s    (started and warmed up in "
          f"{started:.1f} s)")
    reference = tables["serial (this process)"]
    same = all(table.equals(reference) for table in tables.values())
    print(f"  the same table from every executor: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
