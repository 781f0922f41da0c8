"""Metrics for sweeps (``explorer.sweep``): plain functions of a finished game.

A **game metric** takes the game and returns its columns: ``{"column": value}``, one row per
game. A **turn metric** returns ``{turn: {"column": value}}``, one row per turn of the game
(``sweep(..., per="turn")``). A value is a number, a string, a bool, None, or a list of those
(``reign_lengths``). Every metric reads the typed fields of the game's events — never their
rendered ``detail`` — so what it counts is what the rules did, each event with its rule.

Game metrics: :func:`reigns` (the monarch, 724), :func:`mana` (106.4), :func:`life` (119),
:func:`left` (800.4), :func:`triggers_by_card` (603). Turn metrics: :func:`whose_turn`,
:func:`monarch_per_turn`, :func:`mana_per_turn`, :func:`mana_per_step`,
:func:`life_per_turn`. Write your own the same way: any function of a finished ``Game``
returning such a dict.

Player names become part of column names (``mana_Ann``, ``life_Ben``) so that one row holds
one game, or one turn of it, whatever the board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .events import EventKind, LifeEvent, MonarchEvent
from .state import MANA_TYPES, STEPS

if TYPE_CHECKING:
    from .game import Game

K = EventKind

GameMetric = Callable[["Game"], dict[str, Any]]
TurnMetric = Callable[["Game"], dict[int, dict[str, Any]]]

# Why the crown moved, by the rule of its monarch_changed event.
CROWN_CAUSES = {"724.2": "combat", "724.3": "effect", "724.4": "leaving"}


# -- one row per game ---------------------------------------------------------------------------
def reigns(game: Game) -> dict[str, Any]:
    """The monarch (724). ``reign_lengths``: each reign in turns, in order, and
    ``reign_monarchs`` who reigned — the board's monarch from the first turn; a reign ends in
    the turn the next player becomes the monarch; the last one is cut where the game stopped
    (``end_turn``), so a game's reigns add up to its turns. ``crown_by_combat`` / ``_effect``
    / ``_leaving`` count the changes by rule 724.2 (combat damage to the monarch), 724.3 (a
    card's effect), 724.4 (the monarch left)."""
    changes = [e for e in game.log if isinstance(e, MonarchEvent)]
    starts = [(e.turn, e.player) for e in changes]
    if game.board_monarch is not None:
        starts.insert(0, (first_turn(game), game.board_monarch))
    ends = [turn for turn, _ in starts[1:]] + [game.state.turn]
    lengths = [end - start for (start, _), end in zip(starts, ends, strict=True)]
    by_rule = Counter(e.rule for e in changes)
    return {"monarch_at_end": game.state.monarch, "reigns": len(lengths),
            "reign_lengths": lengths, "reign_monarchs": [who for _, who in starts],
            "longest_reign": max(lengths, default=0),
            "crown_changes": len(changes),
            **{f"crown_by_{cause}": by_rule[rule] for rule, cause in CROWN_CAUSES.items()}}


def mana(game: Game) -> dict[str, Any]:
    """Mana produced over the game (the ``mana_added`` events, 106.4): in all, by player and
    by type."""
    added = [e for e in game.log if e.event is K.MANA_ADDED]
    by_player = Counter[str]()
    by_type = Counter[str]()
    for e in added:
        by_player[e.player or ""] += e.amount or 0
        by_type[e.mana or ""] += e.amount or 0
    return {"mana": sum(by_type.values()),
            **{f"mana_{name}": by_player[name] for name in player_names(game)},
            **{f"mana_{t}": by_type[t] for t in MANA_TYPES}}


def life(game: Game) -> dict[str, Any]:
    """Each player's life total at the end (119)."""
    return {f"life_{p.name}": p.life for p in game.state.players}


def left(game: Game) -> dict[str, Any]:
    """Who left the game and when (800.4): ``left_<player>`` is the turn they left in, or None;
    ``winner`` the player who won (104.2a), None while the game goes on or for a draw."""
    turns = {e.player: e.turn for e in game.log if e.event is K.PLAYER_LEFT}
    over = [e for e in game.log if e.event is K.GAME_OVER]
    return {"players_left": len(turns),
            **{f"left_{name}": turns.get(name) for name in player_names(game)},
            "winner": over[-1].player if over else None}


def triggers_by_card(game: Game) -> dict[str, Any]:
    """How many times each card's abilities triggered (603.2), as ``triggers_<card>``; the
    monarch's own abilities (724.2) as ``triggers_monarch``. A card whose abilities never
    triggered in a game has no value there (NA in the table)."""
    counts = Counter(e.source or "monarch" for e in game.log if e.event is K.ABILITY_TRIGGERED)
    return {f"triggers_{card}": n for card, n in sorted(counts.items())}


# -- one row per turn ---------------------------------------------------------------------------
def whose_turn(game: Game) -> dict[int, dict[str, Any]]:
    """The active player of each turn (500.1)."""
    active: dict[int, str | None] = {}
    for e in game.log:
        if e.event is K.STEP_BEGAN:
            active.setdefault(e.turn, e.active)
    return {turn: {"active": active.get(turn)} for turn in turn_numbers(game)}


def monarch_per_turn(game: Game) -> dict[int, dict[str, Any]]:
    """``monarch``: who was the monarch as each turn began; ``crown_changes``: how many times
    the crown moved during it (724)."""
    changes = Counter[int]()
    after: dict[int, str | None] = {}  # the monarch at the end of a turn with changes
    for e in game.log:
        if isinstance(e, MonarchEvent):
            changes[e.turn] += 1
            after[e.turn] = e.player
    rows: dict[int, dict[str, Any]] = {}
    monarch = game.board_monarch
    for turn in turn_numbers(game):
        rows[turn] = {"monarch": monarch, "crown_changes": changes[turn]}
        monarch = after.get(turn, monarch)
    return rows


def mana_per_turn(game: Game) -> dict[int, dict[str, Any]]:
    """Mana produced in each turn (106.4): in all, by player and by type."""
    names = player_names(game)
    rows = {turn: {"mana": 0, **{f"mana_{n}": 0 for n in names},
                   **{f"mana_{t}": 0 for t in MANA_TYPES}} for turn in turn_numbers(game)}
    for e in game.log:
        if e.event is K.MANA_ADDED and e.turn in rows:
            row = rows[e.turn]
            row["mana"] += e.amount or 0
            row[f"mana_{e.player}"] += e.amount or 0
            row[f"mana_{e.mana}"] += e.amount or 0
    return rows


def mana_per_step(game: Game) -> dict[int, dict[str, Any]]:
    """Mana produced in each step of each turn (106.4), as ``mana_<step>``."""
    rows = {turn: {f"mana_{step}": 0 for step in STEPS} for turn in turn_numbers(game)}
    for e in game.log:
        if e.event is K.MANA_ADDED and e.turn in rows:
            rows[e.turn][f"mana_{e.step}"] += e.amount or 0
    return rows


def life_per_turn(game: Game) -> dict[int, dict[str, Any]]:
    """Each player's life total at the end of each turn (119)."""
    changes = [e for e in game.log if isinstance(e, LifeEvent) and e.player is not None
               and e.life is not None and e.amount is not None]
    # As the game began: the total before a player's first change, else the one they end with.
    current = {p.name: p.life for p in game.state.players}
    for e in reversed(changes):
        current[e.player or ""] = (e.life or 0) - (e.amount or 0)
    by_turn: dict[int, dict[str, int]] = {}
    for e in changes:
        by_turn.setdefault(e.turn, {})[e.player or ""] = e.life or 0
    rows = {}
    for turn in turn_numbers(game):
        current.update(by_turn.get(turn, {}))
        rows[turn] = {f"life_{name}": total for name, total in current.items()}
    return rows


# -- helpers ------------------------------------------------------------------------------------
def first_turn(game: Game) -> int:
    """The turn the position began in."""
    return game.log[0].turn


def turn_numbers(game: Game) -> range:
    """Every turn the game went through, from the one it began in to the one it stopped in."""
    return range(first_turn(game), game.state.turn + 1)


def player_names(game: Game) -> list[str]:
    """Every player of the game, in turn order — those who left too."""
    return [p.name for p in game.state.players]


GAME_METRICS: dict[str, GameMetric] = {
    "reigns": reigns, "mana": mana, "life": life, "left": left,
    "triggers_by_card": triggers_by_card,
}
TURN_METRICS: dict[str, TurnMetric] = {
    "whose_turn": whose_turn, "monarch_per_turn": monarch_per_turn,
    "mana_per_turn": mana_per_turn, "mana_per_step": mana_per_step,
    "life_per_turn": life_per_turn,
}
# What a sweep measures when it isn't told.
DEFAULT_GAME_METRICS = ("reigns", "mana", "life", "left")
DEFAULT_TURN_METRICS = ("whose_turn", "monarch_per_turn", "mana_per_turn", "life_per_turn")
