"""docs/architecture.md stays true: every module it names exists, and the README links to it."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DOC = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")


def test_every_module_the_architecture_names_exists() -> None:
    named = set(re.findall(r"`((?:explorer/)?(?:rules/|cards/|oracle/)?[a-z_]+\.py)`", DOC))
    missing = [m for m in sorted(named)
               if not (REPO / m).exists() and not (REPO / "explorer" / m).exists()]
    assert named and missing == []


def test_the_readme_links_the_architecture() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "(docs/architecture.md)" in readme
