"""How long ``import explorer`` takes, and whether it imports pandas (issue 11).

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_startup.py``). Each round is a fresh interpreter (so nothing is already
imported) timing ``import explorer`` inside itself; the median of several rounds is printed next
to the target, with what else a fresh ``import explorer`` left in ``sys.modules``. Then the
first table: ``timeline()`` of a new game in that process, which is where
pandas is imported now.

Target (issue 11): ``import explorer`` under 0.2 s, without pandas.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

ROUNDS = 7
TARGET_SECONDS = 0.2

CHILD = """
import json, sys, time
start = time.perf_counter()
import explorer
imported = time.perf_counter() - start
heavy = sorted(m for m in ("pandas", "numpy", "ipywidgets", "matplotlib") if m in sys.modules)
game = explorer.Game()
start = time.perf_counter()
rows = len(game.timeline())
table = time.perf_counter() - start
print(json.dumps({"import": imported, "heavy": heavy, "table": table, "rows": rows}))
"""


def one_round() -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", CHILD], check=True, capture_output=True,
                         text=True).stdout
    return dict(json.loads(out))


def main() -> None:
    rounds = [one_round() for _ in range(ROUNDS)]
    imported = statistics.median(float(str(r["import"])) for r in rounds)
    table = statistics.median(float(str(r["table"])) for r in rounds)
    heavy = ", ".join(rounds[-1]["heavy"]) or "none"  # type: ignore[arg-type]
    print(f"startup: a fresh interpreter, median of {ROUNDS} rounds")
    print(f"  import explorer           {imported:8.3f} s    (target < {TARGET_SECONDS:g} s); "
          f"pandas, numpy, ipywidgets, matplotlib imported: {heavy}")
    print(f"  then the first timeline() {table:8.3f} s    (imports pandas)")


if __name__ == "__main__":
    main()
