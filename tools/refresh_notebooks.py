"""Re-execute notebooks and store their outputs, which nbval then compares (``make notebooks``).

Run after changing a notebook or anything its outputs show; review the diff before committing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3").execute(cwd=str(path.parent))
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # timestamps would make every refresh a diff
    nbformat.write(nb, path)
    print(f"refreshed {path.name}")


if __name__ == "__main__":
    names = sys.argv[1:] or sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    for name in names:
        refresh(NOTEBOOKS / Path(name).name)
