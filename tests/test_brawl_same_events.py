"""``benchmarks/brawl.py`` times the engine against a plain loop only after checking that both
play ``monarch_1000_turns.json`` alike. That check, untimed, is a test: a speed-up of the engine
that changed any field of any of its 89,645 events, or the final position, fails here and not
only in ``make bench``."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

from explorer import BOARDS

BRAWL = Path(__file__).resolve().parents[1] / "benchmarks" / "brawl.py"


def _brawl() -> ModuleType:
    spec = importlib.util.spec_from_file_location("brawl", BRAWL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["brawl"] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_engine_and_the_plain_loop_log_the_same_events_and_end_alike() -> None:
    brawl = _brawl()
    raw = json.loads((BOARDS / brawl.BOARD).read_text())
    assert brawl.check(raw, brawl.creature_powers(raw)) == 89_645
