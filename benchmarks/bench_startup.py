"""How long ``import explorer`` takes, and whether it imports pandas (issue 11).

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_startup.py``). Each round is a fresh interpreter (so nothing is already
imported) timing ``import explorer`` inside itself; the median of several rounds is printed next
to the target, with what else a fresh ``import explorer`` left in ``sys.modules``. Then the
first table: ``timeline()`` of a new game in that process, which is where
pandas is imported now.

Python caches each module's bytecode after its first import; until then, and on a machine
that sets ``PYTHONDONTWRITEBYTECODE`` (as this one does), every start compiles every module from
its source first. So the rounds are timed both ways: *cached*, the package's bytecode written
first by ``compileall`` (into its ``__pycache__`` folders) — what a user sees from the second
start on — and *first start*, a copy of the package without bytecode imported instead.

Target (issue 11): ``import explorer`` under 0.2 s, without pandas.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

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


def one_round(path: str | None = None) -> dict[str, object]:
    """One fresh interpreter importing the explorer — the one at ``path`` if given."""
    child = CHILD if path is None else f"import sys; sys.path.insert(0, {path!r})\n{CHILD}"
    out = subprocess.run([sys.executable, "-c", child], check=True, capture_output=True,
                         text=True).stdout
    return dict(json.loads(out))


def rounds(cached: bool) -> list[dict[str, object]]:
    """ROUNDS fresh interpreters importing the package with its bytecode compiled first
    (``cached``), or a copy of it without bytecode (a new copy each round)."""
    import explorer

    package = Path(explorer.__file__).parent
    if cached:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=True)
        return [one_round() for _ in range(ROUNDS)]
    out = []
    for _ in range(ROUNDS):
        with tempfile.TemporaryDirectory() as folder:
            shutil.copytree(package, Path(folder) / "explorer",
                            ignore=shutil.ignore_patterns("__pycache__"))
            out.append(one_round(folder))
    return out


def main() -> None:
    cached, first = rounds(cached=True), rounds(cached=False)
    imported = statistics.median(float(str(r["import"])) for r in cached)
    first_start = statistics.median(float(str(r["import"])) for r in first)
    table = statistics.median(float(str(r["table"])) for r in cached)
    heavy = ", ".join(cached[-1]["heavy"]) or "none"  # type: ignore[arg-type]
    print(f"startup: a fresh interpreter, median of {ROUNDS} rounds")
    print(f"  import explorer           {imported:8.3f} s    (target < {TARGET_SECONDS:g} s; "
          "bytecode cached); pandas, numpy, ipywidgets, matplotlib imported: "
          f"{heavy}")
    print(f"  import explorer, first start {first_start:5.3f} s    (bytecode compiled from the "
          "sources)")
    print(f"  then the first timeline() {table:8.3f} s    (imports pandas)")


if __name__ == "__main__":
    main()
