"""How much of real cards the Oracle grammar reads, on card sets held out of its tuning
(issue 10).

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_coverage.py``). For each set in ``benchmarks/coverage/`` it prints how many
cards compile, per family, next to the target, and the sentences that stop the most cards.
How the sets were chosen, and what each measured the first time — before anyone tuned the
grammar on it — is in ``benchmarks/coverage/README.md``: a set stops being blind the moment it
has been measured, so only its first number estimates how the grammar does on cards nobody
looked at.

Target (issue 10): ≥ 90 % of real cards of the families the grammar covers compile.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET_PERCENT = 90
SHOW = 10


def main() -> None:
    sets = sorted((HERE / "coverage").glob("*.json"))
    print(f"Oracle grammar coverage — target ≥ {TARGET_PERCENT} % of real cards compile")
    for path in sets:
        subprocess.run([sys.executable, str(HERE.parent / "tools" / "grammar_coverage.py"),
                        str(path.relative_to(HERE.parent)), "--show", str(SHOW)],
                       check=True, cwd=HERE.parent)
    print("first (blind) measurements of each set: benchmarks/coverage/README.md")


if __name__ == "__main__":
    main()
