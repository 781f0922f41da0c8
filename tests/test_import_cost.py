"""``import explorer`` is quick (issue 11): pandas, numpy, jsonschema and urllib.request are
imported where they are needed — the first table, the first board, the first card fetched —
not with the package. (How long the import takes, is for ``benchmarks/bench_startup.py``.)
"""

from __future__ import annotations

import json
import subprocess
import sys

from helpers import REPO


def modules_after(code: str) -> list[str]:
    """The heavy modules a fresh interpreter has loaded after running ``code``."""
    probe = (f"{code}\nimport json, sys\n"
             "print(json.dumps([m for m in ('pandas', 'numpy', 'jsonschema', 'urllib.request')"
             " if m in sys.modules]))")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, cwd=REPO).stdout
    return list(json.loads(out.splitlines()[-1]))


def test_import_explorer_leaves_pandas_out_until_a_table_is_asked_for() -> None:
    """Importing the package (or the command line's module) loads neither pandas nor numpy,
    nor jsonschema or urllib.request; the first table imports pandas, a board jsonschema."""
    assert modules_after("import explorer") == []
    assert modules_after("import explorer.__main__") == []
    assert modules_after("import explorer; explorer.Game()") == ["jsonschema"]
    assert "pandas" in modules_after("import explorer; explorer.Game().timeline()")
    assert "pandas" in modules_after("import explorer; explorer.monarch_changes(explorer.Game())")
