"""The brawl's ratio in machine instructions, which a busy machine doesn't change (issue 11).

Not a test: it prints numbers. Run with ``.venv/bin/python benchmarks/brawl_instructions.py``
(about four minutes; it needs ``valgrind``, which the project doesn't install — without it, it
says so and stops).

``benchmarks/brawl.py`` times the engine against the plain loop in CPU seconds; on a shared
2-core machine those swing by ±15 % from run to run, as much as a step of the work changes them.
Here each is run under valgrind's cachegrind (no cache simulation), which counts the
instructions the interpreter executes: the same code gives the same count within a fraction of
a percent, whatever else the machine does. Python's start, the imports and loading the board
cost the same in every run, so each side is counted playing one game and playing two, and the
difference is one game's instructions. The garbage collector is off, as in brawl.py's first
figure. The ratio of instructions follows the ratio of CPU times measured on a quiet machine,
not exactly: 10.65× and 10.6× for the code of 2026-12-07's night, 10.1× and 9.5× for the next
night's.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
TARGET_RATIO = 10.0

# One process playing the board ``n`` times, the engine's way or the plain loop's.
PLAY = """
import gc, json, sys
sys.path.insert(0, {benchmarks!r})
import brawl
from explorer import BOARDS, Game
raw = json.loads((BOARDS / brawl.BOARD).read_text())
powers = brawl.creature_powers(raw)
gc.disable()
for _ in range({n}):
    if {engine}:
        game = Game(raw)
        for action in game.script:
            game.apply(action)
    else:
        brawl.plain_game(raw, powers)
"""


def instructions(engine: bool, n: int) -> int:
    """The instructions a Python process playing the board ``n`` times executes."""
    code = PLAY.format(benchmarks=str(BENCHMARKS), n=n, engine=engine)
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", code], capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    assert found, done.stderr[-2000:]
    return int(found.group(1).replace(",", ""))


def one_game(engine: bool) -> int:
    return instructions(engine, 2) - instructions(engine, 1)


def main() -> None:
    if shutil.which("valgrind") is None:
        print("brawl_instructions: valgrind isn't installed here; nothing measured")
        return
    board = json.loads((BENCHMARKS.parent / "data" / "boards" / "monarch_1000_turns.json")
                       .read_text())
    turns = board["script"][0]["turn"]
    engine, plain = one_game(True), one_game(False)
    print(f"brawl in instructions (valgrind cachegrind): one game of {turns} turns, the "
          "collector off")
    print(f"    engine      {engine / 1e6:9.1f} M instructions")
    print(f"    plain loop  {plain / 1e6:9.1f} M instructions")
    print(f"    ratio       {engine / plain:9.2f} ×   (target ≤ {TARGET_RATIO:.0f}×)")


if __name__ == "__main__":
    main()
