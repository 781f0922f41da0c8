"""Shared helpers for the rules, board, CLI and history tests.

Tests build small boards in the board-file format (the board format), act only through
``game.apply`` (or the helpers below, which call it), and then read the typed event log and the
state. These helpers only shorten that; they never reach into the engine's internals.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from explorer.abilities import ReplacementAbility, TriggeredAbility
from explorer.cards import build_pool
from explorer.cards.model import CardPool
from explorer.events import EVENT_FIELDS, DecisionEvent, Event, ZoneEvent
from explorer.game import Game
from explorer.report import state_dict

REPO = Path(__file__).resolve().parents[1]


# -- boards ---------------------------------------------------------------------------------------
def board(*players: dict[str, Any], step: str = "precombat_main", active: str | None = None,
          turn: int = 1, **extra: Any) -> dict[str, Any]:
    """A board file: the players in seating order, and whose turn / which step it is."""
    names = [p["name"] for p in players]
    return {
        "format": "explorer-board/1",
        "players": list(players),
        "turn": {"number": turn, "active": active or names[0], "step": step},
        **extra,
    }


def player(name: str, **zones: Any) -> dict[str, Any]:
    """A player entry: ``player("Alice", battlefield=["Forest"], hand=["Lightning Bolt"])``."""
    return {"name": name, **zones}


def library(n: int, card: str = "Island") -> list[str]:
    """A library of ``n`` identical cards, so nobody draws from an empty library by accident."""
    return [card] * n


# -- card pools with test cards -------------------------------------------------------------------
def creature_facts(power: int, toughness: int, *, keywords: tuple[str, ...] = (),
                   type_line: str = "Creature — Test", mana_cost: str = "{1}") -> dict[str, Any]:
    """Printed facts (Scryfall field names) for a test creature."""
    return {"mana_cost": mana_cost, "type_line": type_line, "power": str(power),
            "toughness": str(toughness), "keywords": list(keywords), "colors": []}


def enchantment_facts(mana_cost: str = "{1}") -> dict[str, Any]:
    return {"mana_cost": mana_cost, "type_line": "Enchantment", "colors": []}


def pool_with(*, creatures: dict[str, dict[str, Any]] | None = None,
              triggered: dict[str, tuple[dict[str, Any], list[TriggeredAbility]]] | None = None,
              replacements: dict[str, tuple[dict[str, Any], list[ReplacementAbility]]]
              | None = None) -> CardPool:
    """A fresh card pool (the real cards) plus test cards declared from facts and abilities."""
    pool = build_pool()
    for name, facts in (creatures or {}).items():
        pool.declare(name, facts=facts)
    for name, (facts, abilities) in (triggered or {}).items():
        pool.declare(name, facts=facts, triggered=abilities)
    for name, (facts, repl) in (replacements or {}).items():
        pool.declare(name, facts=facts, replacements=repl)
    return pool


def pool_reading(*cards: dict[str, Any]) -> CardPool:
    """The real cards plus test cards read from their Oracle text (for shapes of text no
    shipped card prints): each must compile. Their mana cost is {0} unless given (a card with
    no mana cost can't be cast for it, 118.6)."""
    pool = build_pool()
    for facts in cards:
        pool.compile({"mana_cost": "{0}", "colors": [], "keywords": [], **facts})
        assert pool.get(str(facts["name"])).compiled, facts["name"]
    return pool


# -- reading the log ------------------------------------------------------------------------------
# A field an event's kind doesn't have: never equal to anything asked for.
MISSING = object()


def events(game: Game, kind: str, **fields: Any) -> list[Event]:
    """Every event of this kind whose fields equal the given values, in log order. A field the
    event's kind doesn't have matches nothing (``from_zone=`` skips non-zone events); a field
    no kind has is a mistake in the test, not an empty answer."""
    unknown = set(fields) - set(EVENT_FIELDS)
    assert not unknown, f"no kind of event has the field(s) {sorted(unknown)}"
    return [e for e in game.log
            if e.event == kind and all(getattr(e, k, MISSING) == v for k, v in fields.items())]


def one(game: Game, kind: str, **fields: Any) -> Event:
    """The single event of this kind with these field values (fails if there are 0 or several)."""
    found = events(game, kind, **fields)
    assert len(found) == 1, (f"expected exactly one {kind} {fields}, got {len(found)}:\n"
                             + "\n".join(map(str, found)))
    return found[0]


def moved(e: Event) -> tuple[str | None, str | None, str | None, str | None]:
    """A zone change's own fields: (from_zone, to_zone, attached_to, how)."""
    assert isinstance(e, ZoneEvent), e
    return e.from_zone, e.to_zone, e.attached_to, e.how


def decided(e: Event) -> tuple[str | None, str | None, str | None, str | None]:
    """A decision's own fields and who made it: (decision, choice, chosen_by, player)."""
    assert isinstance(e, DecisionEvent), e
    return e.decision, e.choice, e.chosen_by, e.player


def kinds(evts: list[Event]) -> list[str]:
    """The event kinds, in order, without priority passes."""
    return [e.event for e in evts if e.event != "priority_passed"]


# -- acting ---------------------------------------------------------------------------------------
def pass_all(game: Game) -> None:
    """Every player still in the game passes priority once, in turn order (117.4)."""
    for _ in range(len(game.state.in_game())):
        assert game.pending is not None and game.pending.kind == "priority", game.pending
        game.apply({"do": "pass"})


def tap(game: Game, who: str, permanent: str, mana: str | None = None) -> None:
    """Activate a permanent's first (mana) ability."""
    action: dict[str, Any] = {"do": "activate", "player": who, "permanent": permanent}
    if mana is not None:
        action["mana"] = mana
    game.apply(action)


def to_attackers(game: Game, turn: int = 1) -> None:
    """Pass until the active player must declare attackers (pass_until stops there, early)."""
    game.apply({"do": "pass_until", "turn": turn, "step": "declare_attackers"})
    assert game.pending is not None and game.pending.kind == "attackers", game.pending


def attack_and_block(game: Game, attackers: dict[str, str], blockers: dict[str, str], *,
                     attacking: str = "Alice", defending: str = "Bob", turn: int = 1) -> None:
    """From before combat: ``attacking``'s creatures attack as ``attackers`` says (id → whom),
    then ``defending`` blocks as ``blockers`` says (blocker id → attacker id)."""
    to_attackers(game, turn)
    game.apply({"do": "attack", "player": attacking, "attackers": attackers})
    game.apply({"do": "pass_until", "turn": turn, "step": "declare_blockers"})
    game.apply({"do": "block", "player": defending, "blockers": blockers})


def two_players(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
                **extra: Any) -> Game:
    """A game of Alice and Bob, each with the given zones (a library of ten cards unless
    given)."""
    return Game(board(player("Alice", **{"library": library(10), **(alice or {})}),
                      player("Bob", **{"library": library(10), **(bob or {})}), **extra))


def counters(game: Game, name: str, kind: str = "+1/+1") -> int:
    """How many counters of ``kind`` the only permanent named ``name`` has."""
    (obj,) = [o for o in game.state.battlefield if o.name == name]
    return obj.counters.get(kind, 0)


def triggered(game: Game, source: str) -> list[Event]:
    """The ``ability_triggered`` events of the abilities of ``source``."""
    return events(game, "ability_triggered", source=source)


def life(game: Game, name: str) -> int:
    return game.state.player(name).life


def names(cards: list[Any]) -> list[str]:
    return [c.name for c in cards]


def snapshot(game: Game) -> tuple[dict[str, Any], list[Event]]:
    """Everything observable: the state as the headless run prints it, and the event log."""
    return state_dict(game), list(game.log)


# -- the command line -----------------------------------------------------------------------------
def write_board(path: Path, raw: dict[str, Any]) -> Path:
    path.write_text(json.dumps(raw, indent=2), encoding="utf-8")
    return path


def run_cli(*args: str, in_process: bool = True) -> subprocess.CompletedProcess[str]:
    """``python -m explorer ARGS`` from the repository root, as a user runs it: by default in
    this process — ``explorer.__main__.main`` with its output captured, which is what the
    command runs, without starting Python again (``make test`` stays quick) — or, with
    ``in_process=False``, in a new process, for what only a real one shows."""
    command = [sys.executable, "-m", "explorer", *args]
    if not in_process:
        return subprocess.run(command, cwd=REPO, capture_output=True, text=True, check=False)
    from explorer.__main__ import main

    out, err = io.StringIO(), io.StringIO()
    here = os.getcwd()
    os.chdir(REPO)  # relative paths mean what they mean to the command
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as e:  # argparse refuses the arguments (2), or --help (0)
                code = e.code if isinstance(e.code, int) else int(e.code is not None)
    finally:
        os.chdir(here)
    return subprocess.CompletedProcess(command, code, out.getvalue(), err.getvalue())
