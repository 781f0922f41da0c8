"""``python -m explorer run BOARD.json [--json] [--all]``: play a board file's script headless;
``python -m explorer schema``: print the board file's JSON Schema;
``python -m explorer cards import FILE [--json]``: read a Scryfall card file and say which cards
compile and why the others don't; ``cards explain NAME [--pool FILE]``: how a card's abilities
were read; ``cards fetch NAME``: fetch one card from Scryfall (cached) and explain it;
``python -m explorer sweep BOARD.json --seeds 0:1000 --turns 40 --out results.parquet``: play
the board once per seed and write a table of the games (``explorer.sweep``).

Exit codes: 0 the script ran to its end (or the cards were read); 1 an action was illegal (the
message names ``script[N]``, the rule and why; the state is as it stood before that action); 2
the file is invalid (the message names the field, or the card and byte) or can't be read, an
unknown card, Scryfall out of reach, or a bad sweep argument. A sweep exits 1 when games failed
(a metric raised; the other games are written) and 130 when interrupted (the finished games are
written). Every refusal is one line on stderr. The board format is
described in docs/board-format.md, the cards commands in docs/cards.md, in the explorer's
repository.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from .errors import BoardError
from .schema import schema_text

COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
           "rule", "detail"]
DOCS = "see docs/board-format.md in the explorer's repository"
CARD_DOCS = "see docs/cards.md in the explorer's repository"


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
    _cards_parser(sub)
    _sweep_parser(sub)
    return parser


def _sweep_parser(sub: Any) -> None:
    from .board import ATTACK_POLICIES
    from .metrics import DEFAULT_GAME_METRICS, DEFAULT_TURN_METRICS, GAME_METRICS, TURN_METRICS

    sweep = sub.add_parser(
        "sweep", help="play a board once per seed and write a table of the games",
        description="Play the board once per seed (its script is not played; the default "
                    "policy answers every decision) and write one row per game, or per turn, "
                    "with the seed in every row, as Parquet or CSV (exit 0). Exit 1 if a "
                    "metric failed on some games (the others are written), 2 for a bad "
                    "argument or board, 130 if interrupted (the finished games are written).",
        epilog=f"Board files: {DOCS}.")
    sweep.add_argument("board", help=f"a board file ({DOCS})")
    sweep.add_argument("--seeds", required=True, metavar="A:B | S,S,...",
                       help="the seeds: A:B is A to B-1 (like Python's range), or a list "
                            "such as 1,5,9")
    sweep.add_argument("--turns", required=True, type=int, help="turns to play in each game")
    sweep.add_argument("--out", required=True, metavar="FILE",
                       help="the table to write: FILE.parquet or FILE.csv")
    sweep.add_argument("--per", choices=["game", "turn"], default="game",
                       help="one row per game (the default) or per turn of each game")
    sweep.add_argument("--metrics", metavar="NAME,...",
                       help="game metrics (" + ", ".join(GAME_METRICS) + "; default "
                            + ",".join(DEFAULT_GAME_METRICS) + ") or with --per turn turn "
                            "metrics (" + ", ".join(TURN_METRICS) + "; default "
                            + ",".join(DEFAULT_TURN_METRICS) + ")")
    sweep.add_argument("--attackers", choices=list(ATTACK_POLICIES),
                       help="how the default policy attacks (the board's policy.attackers)")
    sweep.add_argument("--tap-mana", action="store_true",
                       help="each turn the active player taps their mana sources in their "
                            "precombat main phase")
    where = sweep.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, metavar="N",
                       help="local worker processes (default: one per CPU)")
    where.add_argument("--serial", action="store_true", help="play every game in this process")
    where.add_argument("--dask", metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS "
                            "(tcp://host:8786)")
    _progress_flags(sweep)


def _cards_parser(sub: Any) -> None:
    cards = sub.add_parser(
        "cards", help="bring your own cards: import a Scryfall file, explain a card, fetch one",
        description="Cards in Scryfall's format: which compile from their Oracle text, how "
                    "each ability was read, and why a card can't be played yet.",
        epilog=f"Card files: {CARD_DOCS}.")
    what = cards.add_subparsers(dest="cards_command", required=True)
    imp = what.add_parser(
        "import", help="read a Scryfall file and say which cards compile",
        description="Read a Scryfall bulk file, saved search or card object (streamed) and "
                    "print how many cards compiled and, grouped by the first sentence the "
                    "explorer can't read, which were refused (exit 0); exit 2 if the file is "
                    "missing or malformed.", epilog=f"Card files: {CARD_DOCS}.")
    imp.add_argument("file", help="a Scryfall JSON file (https://scryfall.com/docs/api/bulk-data)")
    imp.add_argument("--json", action="store_true",
                     help='print {"compiled": [names], "refused": {name: sentence}}')
    _progress_flags(imp)
    explain = what.add_parser(
        "explain", help="how each ability of a card was read, or what stops it",
        description="Print, per ability, the template that read it and the rule that runs it — "
                    "or the sentence the explorer can't read (exit 0); exit 2 for an unknown "
                    "card.", epilog=f"Card files: {CARD_DOCS}.")
    explain.add_argument("name", help="the card's name")
    explain.add_argument("--pool", metavar="FILE",
                         help="a Scryfall file to look in, on top of the shipped cards")
    _progress_flags(explain)
    fetch = what.add_parser(
        "fetch", help="fetch one card by exact name from Scryfall (cached) and explain it",
        description="Fetch a card from Scryfall's API by its exact name, keep it in the cache "
                    "folder, and explain it (exit 0); exit 2 offline or for no such card.",
        epilog=f"Card files: {CARD_DOCS}.")
    fetch.add_argument("name", help="the card's exact name (case doesn't matter)")
    fetch.add_argument("--cache-dir", metavar="DIR",
                       help="where fetched cards are kept (default ~/.cache/rules-explorer/"
                            "scryfall)")


def _progress_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--progress", dest="progress", action="store_true", default=None,
                       help="show a progress bar on stderr (the default when stderr is a "
                            "terminal)")
    group.add_argument("--no-progress", dest="progress", action="store_false",
                       help="show no progress bar")


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code. Writes to sys.stdout and sys.stderr."""
    args = _parser().parse_args(argv)
    if args.command == "schema":
        write(sys.stdout, schema_text().rstrip("\n"))
        return 0
    if args.command == "cards":
        return _cards(args)
    if args.command == "sweep":
        return _sweep(args)
    return _run(args.board, as_json=args.json, quiet=args.all)


# -- cards -------------------------------------------------------------------------------------
def _cards(args: argparse.Namespace) -> int:
    from .cards import CardFileError, FetchError

    try:
        if args.cards_command == "import":
            return _import(args.file, as_json=args.json, progress=_show_progress(args))
        if args.cards_command == "explain":
            return _explain(args.name, args.pool, progress=_show_progress(args))
        return _fetch(args.name, args.cache_dir)
    except FileNotFoundError as e:
        write(sys.stderr, f"{e.filename}: no such file")
    except CardFileError as e:
        write(sys.stderr, f"{e.path}: {e}" if e.path else str(e))
    except FetchError as e:
        write(sys.stderr, str(e))
    return 2


def _show_progress(args: argparse.Namespace) -> bool:
    return bool(sys.stderr.isatty()) if args.progress is None else bool(args.progress)


def _import(path: str, *, as_json: bool, progress: bool) -> int:
    from .cards import load_scryfall

    # The shipped cards play no part in what the file's cards compile to.
    report = load_scryfall(path, shipped=False, progress=progress).report
    assert report is not None
    write(sys.stdout, json.dumps(report.as_json(), indent=2, ensure_ascii=False) if as_json
          else report.summary())
    return 0


def _explain(name: str, pool_file: str | None, *, progress: bool) -> int:
    from .cards import default_pool, load_scryfall

    pool = default_pool() if pool_file is None else load_scryfall(pool_file, progress=progress)
    try:
        text = pool.explain(name)
    except BoardError as e:
        write(sys.stderr, e.reason)
        return 2
    write(sys.stdout, text)
    return 0


def _fetch(name: str, cache_dir: str | None) -> int:
    from .cards import fetch_card, scryfall_pool

    card = fetch_card(name, cache_dir)
    pool = scryfall_pool([card], source="Scryfall")
    write(sys.stdout, pool.explain(str(card["name"])))
    return 0


# -- sweep -------------------------------------------------------------------------------------
def _sweep(args: argparse.Namespace) -> int:
    import warnings

    from .errors import SweepError
    from .sweeps import TABLE_FORMATS, SweepInterrupted, sweep, tap_mana_sources, write_table

    try:
        seeds = _seed_list(args.seeds)
        metrics = _metric_list(args.metrics, args.per)
        if not args.out.lower().endswith(TABLE_FORMATS):
            raise ValueError(f"--out: {args.out} is neither a .parquet nor a .csv file")
        if not Path(args.out).resolve().parent.is_dir():
            raise ValueError(f"--out: {args.out}: no such folder to write it in")
        client = _dask_client(args.dask) if args.dask else None
    except ValueError as e:
        write(sys.stderr, str(e))
        return 2
    executor: Any = client or ("serial" if args.serial else "processes")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SweepInterrupted)  # said below, in one line
            frame = sweep(args.board, seeds=seeds, turns=args.turns, metrics=metrics,
                          per=args.per, executor=executor, workers=args.workers,
                          policy={"attackers": args.attackers} if args.attackers else None,
                          each_turn=tap_mana_sources if args.tap_mana else None,
                          progress=_show_progress(args))
    except FileNotFoundError:
        write(sys.stderr, f"{args.board}: no such file")
        return 2
    except BoardError as e:
        write(sys.stderr, f"{args.board}: {e}")
        return 2
    except (TypeError, ValueError) as e:
        write(sys.stderr, str(e))
        return 2
    except SweepError as e:
        write_table(e.results, args.out)
        written = f"the {e.results['seed'].nunique()} games that finished written to {args.out}"
        if e.failures:  # the first failure, and how many
            first = next(iter(e.failures.values()))
            write(sys.stderr, f"{first} ({len(e.failures)} of {len(seeds)} games failed; "
                              f"{written})")
        else:  # the workers were lost
            write(sys.stderr, f"{e} ({written})")
        return 1
    finally:
        if client is not None:
            client.close()
    write_table(frame, args.out)
    games = frame["seed"].nunique()
    if frame.attrs.get("interrupted"):
        write(sys.stderr, f"interrupted: {games} of {len(seeds)} games finished, written to "
                          f"{args.out}")
        return 130
    write(sys.stdout, f"{games} games, {len(frame)} rows, {len(frame.columns)} columns: "
                      f"{args.out}")
    return 0


def _seed_list(text: str) -> list[int]:
    """``A:B`` (A to B-1) or ``S,S,...``; anything else is refused, naming --seeds."""
    try:
        if ":" in text:
            start, stop = text.split(":")
            return list(range(int(start), int(stop)))
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise ValueError(f"--seeds: {text!r} is neither A:B (A to B-1) nor a list of whole "
                         "numbers such as 1,5,9") from None


def _metric_list(text: str | None, per: str) -> list[Any] | None:
    from .metrics import GAME_METRICS, TURN_METRICS

    if text is None:
        return None
    known: dict[str, Any] = GAME_METRICS if per == "game" else TURN_METRICS
    chosen = []
    for name in text.split(","):
        if name not in known:
            raise ValueError(f"--metrics: {name!r} is not a {per} metric; one of "
                             + ", ".join(known))
        chosen.append(known[name])
    return chosen


def _dask_client(address: str) -> Any:
    from distributed import Client

    try:
        return Client(address, timeout=10)
    except (OSError, ValueError) as e:  # unreachable, or not an address at all
        raise ValueError(f"--dask: no Dask scheduler at {address} ({e})") from None


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
