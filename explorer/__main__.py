"""``python -m explorer run BOARD.json [--json]``: play a board file's script headless.

Exit codes: 0 the script ran to its end; 1 an action was illegal (the message names
``script[N]``, the rule and why; the state is as it stood before that action); 2 the file is
invalid.
"""

from __future__ import annotations

import argparse
import json
import sys

import pandas as pd

from .errors import BoardError
from .game import Game
from .report import state_dict, timeline_rows
from .script import ScriptError, play

COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
           "rule", "detail"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m explorer",
                                     description="Play a board file and show what happened.")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="play a board file's script and print the timeline")
    run.add_argument("board", help="a board file (see BOARD_FORMAT.md)")
    run.add_argument("--json", action="store_true", help="print state and timeline as JSON")
    run.add_argument("--all", action="store_true", help="include priority passes")
    args = parser.parse_args(argv)

    try:
        game = Game.load(args.board)
    except FileNotFoundError:
        print(f"{args.board}: no such file", file=sys.stderr)
        return 2
    except BoardError as e:
        print(f"{args.board}: {e}", file=sys.stderr)
        return 2
    code = 0
    try:
        play(game, game.script)
    except ScriptError as e:
        print(str(e), file=sys.stderr)
        code = 1
    if args.json:
        out = {"state": state_dict(game), "timeline": timeline_rows(game, quiet=args.all)}
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        frame = game.timeline(quiet=args.all)[COLUMNS]
        frame = frame.astype(object).where(frame.notna(), "")
        with pd.option_context("display.max_rows", None, "display.max_colwidth", 60,
                               "display.width", 250):
            print(frame.to_string(index=False, na_rep=""))
        s = game.state
        print(f"\nturn {s.turn} {s.step}, active {s.active}; "
              + "; ".join(f"{p.name} {p.life} life" + (" (left)" if p.left else "")
                          for p in s.players) + f"; {game.outcome()}")
    return code


if __name__ == "__main__":
    sys.exit(main())
