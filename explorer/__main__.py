"""``python -m explorer run BOARD.json [--json] [--all]``: play a board file's script headless;
``python -m explorer schema``: print the board file's JSON Schema.

Exit codes: 0 the script ran to its end; 1 an action was illegal (the message names
``script[N]``, the rule and why; the state is as it stood before that action); 2 the file is
invalid (the message names the field) or can't be read. Every refusal is one line on stderr.
The board format is described in docs/board-format.md in the explorer's repository.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from .errors import BoardError
from .schema import schema_text

COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
           "rule", "detail"]
DOCS = "see docs/board-format.md in the explorer's repository"


def write(stream: TextIO, text: str) -> None:
    """Write text that may hold anything a board file can (lone surrogates, emoji) to a stream
    that may not take it: what the stream can't encode is written as a backslash escape."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, "backslashreplace").decode(encoding, "replace") + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m explorer",
        description="Play a board file and show what happened, each event with its rule.",
        epilog=f"Board files: {DOCS}.")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser(
        "run", help="play a board file's script and print the timeline",
        description="Play a board file's script and print the timeline (exit 0), or say which "
                    "action was illegal (exit 1) or what is wrong with the file (exit 2).",
        epilog=f"Board files: {DOCS}.")
    run.add_argument("board", help=f"a board file ({DOCS})")
    run.add_argument("--json", action="store_true",
                     help="print the state and the timeline as one JSON object")
    run.add_argument("--all", action="store_true", help="include priority passes")
    sub.add_parser("schema", help="print the board file's JSON Schema (draft 2020-12)",
                   description="Print the JSON Schema of board files, for editors and tools.",
                   epilog=f"Board files: {DOCS}.")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code. Writes to sys.stdout and sys.stderr."""
    args = _parser().parse_args(argv)
    if args.command == "schema":
        write(sys.stdout, schema_text().rstrip("\n"))
        return 0
    return _run(args.board, as_json=args.json, quiet=args.all)


def _run(path: str, *, as_json: bool, quiet: bool) -> int:
    from .game import Game  # after argument parsing: --help stays quick
    from .script import ScriptError, play

    try:
        game = Game.load(path)
    except FileNotFoundError:
        write(sys.stderr, f"{path}: no such file")
        return 2
    except BoardError as e:
        write(sys.stderr, f"{path}: {e}")
        return 2
    code = 0
    try:
        play(game, game.script)
    except ScriptError as e:
        write(sys.stderr, str(e))
        code = 1
    write(sys.stdout, _json(game, quiet) if as_json else _table(game, quiet))
    return code


def _json(game: Any, quiet: bool) -> str:
    from .report import state_dict, timeline_rows

    out = {"state": state_dict(game), "timeline": timeline_rows(game, quiet=quiet)}
    return json.dumps(out, indent=2, ensure_ascii=False)


def _table(game: Any, quiet: bool) -> str:
    import pandas as pd

    frame = game.timeline(quiet=quiet)[COLUMNS]
    frame = frame.astype(object).where(frame.notna(), "")
    with pd.option_context("display.max_rows", None, "display.max_colwidth", 60,
                           "display.width", 250):
        table = frame.to_string(index=False, na_rep="")
    s = game.state
    status = (f"turn {s.turn} {s.step}, active {s.active}; "
              + "; ".join(f"{p.name} {p.life} life" + (" (left)" if p.left else "")
                          for p in s.players) + f"; {game.outcome()}")
    return table + "\n\n" + status + _waiting(game)


# Enough answers to see what a script could do next; --json lists them all.
SHOWN_ANSWERS = 12


def _waiting(game: Any) -> str:
    """The decision the game waits on, and its legal answers in their stable text form."""
    from .actions import action_text

    if game.pending is None:
        return ""
    answers = [action_text(a) for a in game.legal_actions()]
    lines = [f"waiting: {game.pending}"]
    lines += [f"  {text}" for text in answers[:SHOWN_ANSWERS]]
    if len(answers) > SHOWN_ANSWERS:
        lines.append(f"  … and {len(answers) - SHOWN_ANSWERS} more (--json lists them all)")
    return "\n" + "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
