"""A seeded random player, for tests that play many games without writing them by hand.

With priority it picks uniformly among ``game.legal_actions()``; for any other decision it gives
a random legal answer where the answers can be listed (targets, an option, an order, who attacks
and who blocks) and otherwise lets the default policy answer. Everything goes through
``game.apply``, and every action it took is returned, so a test can replay it on another game.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from explorer.actions import Action, action_to_dict
from explorer.errors import BoardError, IllegalAction
from explorer.events import Event
from explorer.game import Game
from explorer.report import state_dict

REPO = Path(__file__).resolve().parents[1]
BOARDS = sorted((REPO / "data" / "boards").glob("*.json"))


class RandomPlayer:
    """Chooses every answer from its own seeded generator (not the game's), among the legal
    actions the game lists — for every kind of decision, as any program answering decisions
    does — and now and then lets the default policy answer (it is listed first)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        """An answer to the pending decision (the game must not be over)."""
        decision = game.pending
        assert decision is not None
        actions = game.legal_actions()
        if decision.kind != "priority" and self.rng.random() < 0.25:
            return actions[0]  # the default policy's answer (the board's attack policy)
        return self.rng.choice(actions)

    def step(self, game: Game) -> Action:
        """Choose and apply one answer; returns the action applied. A listed action must be
        accepted: a refusal is left for the test to see."""
        action = self.choose(game)
        game.apply(action)
        return action


def play(game: Game, player: RandomPlayer, steps: int,
         each: Callable[[Game, Action], Any] | None = None) -> list[Action]:
    """Up to ``steps`` random actions (fewer if the game ends); ``each(game, action)`` runs
    after every one."""
    done: list[Action] = []
    for _ in range(steps):
        if game.pending is None:
            break
        action = player.step(game)
        done.append(action)
        if each is not None:
            each(game, action)
    return done


def _side(name: str, battlefield: list[Any], hand: list[str]) -> dict[str, Any]:
    return {"name": name, "battlefield": battlefield, "hand": hand,
            "library": ["Forest", "Swamp", "Mountain", "Plains", "Island"] * 4}


def _two(alice: dict[str, Any], bob: dict[str, Any], title: str) -> dict[str, Any]:
    return {"format": "explorer-board/1", "title": title, "players": [alice, bob],
            "turn": {"number": 1, "active": "Alice", "step": "precombat_main"}}


# Mana boards where what a source really adds differs from what its ability says: replacement
# effects (Contamination, Mana Reflection), a count (Gaea's Cradle), spending restrictions
# (Eldrazi Temple, Food Chain), and triggered mana abilities (Mana Flare, Wild Growth).
MANA_BOARDS: dict[str, dict[str, Any]] = {
    "cradle": _two(
        _side("Alice", ["Gaea's Cradle", "Forest", "Sol Ring"],
              ["Grizzly Bears", "Llanowar Elves", "Giant Growth", "Hill Giant", "Forest"]),
        _side("Bob", ["Gaea's Cradle", "Llanowar Elves", "Mountain"],
              ["Lightning Bolt", "Grizzly Bears", "Raging Goblin"]), "Gaea's Cradle"),
    "contamination": _two(
        _side("Alice", ["Contamination", "Forest", "Forest", "Birds of Paradise", "Mountain"],
              ["Grizzly Bears", "Lightning Bolt", "Llanowar Elves", "Dark Ritual", "Swamp"]),
        _side("Bob", ["Contamination", "Swamp", "Mountain", "Llanowar Elves"],
              ["Lightning Bolt", "Giant Growth", "Thorn of the Black Rose"]), "Contamination"),
    "temple": _two(
        _side("Alice", ["Eldrazi Temple", "Eldrazi Temple", "Forest", "Food Chain",
                        "Llanowar Elves"],
              ["Endless One", "Grizzly Bears", "Hangarback Walker", "Sol Ring", "Wastes"]),
        _side("Bob", ["Eldrazi Temple", "Mountain"],
              ["Endless One", "Lightning Bolt", "Chalice of the Void"]), "Eldrazi Temple"),
    "reflection": _two(
        _side("Alice", ["Mana Reflection", "Forest", "Mountain", "Llanowar Elves",
                        "Reflecting Pool"],
              ["Craw Wurm", "Hill Giant", "Grizzly Bears", "Giant Growth", "Pyretic Ritual"]),
        _side("Bob", ["Mana Flare", "Forest", "Exotic Orchard", "Birds of Paradise"],
              ["Grizzly Bears", "Lightning Bolt", "Regal Behemoth", "Utopia Sprawl"]),
        "Mana Reflection and Mana Flare"),
    "triggers": _two(
        _side("Alice", ["Forest", {"card": "Wild Growth", "attached_to": "grown"},
                        {"card": "Forest", "id": "grown"}, "Gilded Lotus", "Pili-Pala",
                        "Zendikar Resurgent"],
              ["Craw Wurm", "Court of Garenbrig", "Utopia Sprawl", "Mana Vault", "Forest"]),
        _side("Bob", ["Heartbeat of Spring", "Plains", "Plains", "Fellwar Stone"],
              ["Palace Jailer", "Silvercoat Lion", "Cloudshift", "Throne of the High City"]),
        "Triggered mana abilities"),
    # Three players and the crown: Palace Jailer's exile lasts until an opponent becomes the
    # monarch (610.3); the default policy attacks at random (the game's seeded draws).
    "jailer": {
        "format": "explorer-board/1", "title": "Palace Jailer, three players",
        "policy": {"attackers": "random"}, "monarch": "Cat",
        "players": [
            _side("Ann", ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"],
                  ["Palace Jailer", "Giant Growth", "Forest", "Queen Marchesa"]),
            _side("Ben", ["Swamp", "Mountain", "Plains", "Forest", "Hill Giant"],
                  ["Queen Marchesa", "Lightning Bolt", "Marchesa's Emissary"]),
            _side("Cat", ["Plains", "Plains", "Island", "Island", "Silvercoat Lion"],
                  ["Palace Jailer", "Cloudshift", "Thorn of the Black Rose"]),
        ],
        "turn": {"number": 1, "active": "Ann", "step": "precombat_main"}},
}


# -- the checks random play makes (used by the tests and by tools/random_games.py) -----------------
def event_fields(event: Event) -> dict[str, Any]:
    """An event as it should repeat in a continued game: everything but its place in the log
    (``seq``), the places of the events it refers to (``cause``, ``proposed``) and internal
    object ids (``oid``), which a loaded game numbers afresh."""
    fields = asdict(event)
    for name in ("seq", "cause", "proposed", "oid"):
        fields.pop(name, None)
    return fields


@dataclass
class Findings:
    """What random play found; empty lists mean nothing went wrong."""

    listed: int = 0  # listed priority actions tried
    refused: list[str] = field(default_factory=list)  # listed, yet apply() refused them
    duplicates: list[str] = field(default_factory=list)  # listed twice
    undo: list[str] = field(default_factory=list)  # undo didn't restore state and log
    saves: int = 0
    save_refused: Counter[str] = field(default_factory=Counter)  # why to_board refused
    resave: list[str] = field(default_factory=list)  # load → save gave another file
    continued: list[str] = field(default_factory=list)  # a loaded game went on differently

    def problems(self) -> list[str]:
        return self.refused + self.duplicates + self.undo + self.resave + self.continued


def try_every_listed_action(game: Game, findings: Findings, where: str) -> None:
    """Apply each action ``legal_actions()`` lists, then undo it: apply must accept it, and undo
    must give back exactly the state and log there were before."""
    if game.pending is None or game.pending.kind != "priority":
        return
    before = (state_dict(game), list(game.log))
    listed = game.legal_actions()
    for k, action in enumerate(listed):
        if action in listed[:k]:
            findings.duplicates.append(f"{where}: {action_to_dict(action)}")
    for action in listed:
        findings.listed += 1
        try:
            game.apply(action)
        except IllegalAction as e:
            findings.refused.append(f"{where}: {action_to_dict(action)}: {e}")
            continue
        game.undo()
        if (state_dict(game), list(game.log)) != before:
            findings.undo.append(f"{where}: undo after {action_to_dict(action)}")


def continue_from_a_save(game: Game, player: RandomPlayer, steps: int, findings: Findings,
                         where: str) -> bool:
    """Save ``game``, load the file as a new game, and play the same ``steps`` random actions in
    both: the loaded game must emit the same events (all fields but ``seq`` and ``cause``) and
    end in the same state. Returns False when the position can't be saved."""
    try:
        saved = game.to_board()
    except BoardError as e:
        findings.save_refused[f"{e.field}: {e.reason.split(':')[0]}"] += 1
        return False
    findings.saves += 1
    text = json.dumps(saved)
    loaded = Game(json.loads(text), cards=game.cards)
    loaded_at = len(loaded.log)  # after its game_started, and any answers it resumed with
    if loaded.to_board() != saved:
        findings.resave.append(f"{where}: {text}")
    mark = len(game.log)
    for _ in range(steps):
        if game.pending is None:
            break
        action = player.step(game)
        try:
            loaded.apply(action)
        except IllegalAction as e:
            findings.continued.append(f"{where}: the loaded game refused "
                                      f"{action_to_dict(action)}: {e}\n{text}")
            return True
    original = [event_fields(e) for e in game.log[mark:]]
    again = [event_fields(e) for e in loaded.log[loaded_at:]]
    if original != again:
        k = next((i for i, (a, b) in enumerate(zip(original, again, strict=False)) if a != b),
                 min(len(original), len(again)))
        findings.continued.append(f"{where}: event {k} after the save differs: "
                                  f"{original[k:k + 1]} vs {again[k:k + 1]}\n{text}")
    elif state_dict(game) != state_dict(loaded):
        findings.continued.append(f"{where}: the final states differ\n{text}")
    return True


def all_boards() -> list[tuple[str, dict[str, Any]]]:
    """Every board in data/boards/ (their scripts left out) and the mana boards above."""
    out = []
    for path in BOARDS:
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw.pop("script", None)
        out.append((path.stem, raw))
    return out + list(MANA_BOARDS.items())
