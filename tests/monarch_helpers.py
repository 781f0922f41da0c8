"""Helpers for the monarch tests (tests/test_monarch_*.py).

Like ``helpers``, these only shorten building boards and reading the log and the state; every
action still goes through ``game.apply``.
"""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, pass_all, player, tap

from explorer.events import Event
from explorer.game import Game

FOUR = ("Ann", "Ben", "Cat", "Dan")


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **extra: Any) -> dict[str, Any]:
    """A two-player board: Alice and Bob (each with a small library), Alice active unless
    ``active`` says otherwise. ``monarch="Bob"`` and the like go straight into the board."""
    return board(player("Alice", **{"library": library(5), **(alice or {})}),
                 player("Bob", **{"library": library(5), **(bob or {})}), **extra)


def four(zones: dict[str, dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    """A four-player board in seating order Ann, Ben, Cat, Dan."""
    zones = zones or {}
    return board(*(player(n, **{"library": library(5), **zones.get(n, {})}) for n in FOUR),
                 **extra)


def into_alices_upkeep(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
                       monarch: str | None = None) -> Game:
    """A game in Bob's end step (turn 1), passed on into Alice's upkeep (turn 2), where her
    "at the beginning of your upkeep" abilities trigger. pass_until stops there if she must
    decide something (a distribution, a target)."""
    game = Game(two(alice, bob, step="end", active="Bob", monarch=monarch))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    return game


def put(game: Game, who: str, card: str) -> list[Event]:
    """The experimenter puts ``card`` onto the battlefield under ``who``'s control (610.1)."""
    return game.apply({"do": "put", "player": who, "card": card, "zone": "battlefield"})


def put_and_resolve(game: Game, who: str, card: str) -> None:
    """Put a creature with "When this creature enters, you become the monarch." onto the
    battlefield and let its one trigger resolve."""
    put(game, who, card)
    pass_all(game)


def no_blocks(game: Game, who: str) -> None:
    """The defending player declares no blockers (509.1); given with priority, ``block`` first
    moves the game on to the declare blockers step (the board format)."""
    game.apply({"do": "block", "player": who, "blockers": {}})


def to_combat_damage(game: Game, turn: int = 1) -> None:
    """Pass on to the first priority in the combat damage step (after damage is dealt and the
    triggers it caused are put on the stack)."""
    game.apply({"do": "pass_until", "turn": turn, "step": "combat_damage"})


def throne(game: Game, who: str, lands: str = "Plains") -> None:
    """``who`` taps four lands and activates "{4}, {T}, Sacrifice this land: You become the
    monarch." of Throne of the High City (it goes on the stack: not a mana ability)."""
    for k in range(1, 5):
        tap(game, who, f"{lands}#{k}")
    game.apply({"do": "activate", "player": who, "permanent": "Throne of the High City",
                "ability": 1})


def monarch_changes_seen(game: Game
                         ) -> list[tuple[str | None, str | None, str | None, str | None]]:
    """Each monarch_changed event as (old monarch or None, new monarch, rule, source)."""
    return [(e.old_monarch, e.player, e.rule, e.source)
            for e in events(game, "monarch_changed")]


def inherent(game: Game, kind: str = "ability_triggered") -> list[Event]:
    """The events of the monarch's inherent abilities (724.2): their source is "monarch"."""
    return events(game, kind, source="monarch")


def exiled(game: Game, who: str) -> list[str]:
    return [c.name for c in game.state.player(who).exile]


def hand_size(game: Game, who: str) -> int:
    return len(game.state.player(who).hand)


def counters(game: Game, permanent: str) -> int:
    """How many +1/+1 counters a permanent has."""
    return game.find_permanent(permanent).counters.get("+1/+1", 0)


def option(game: Game, containing: str) -> str:
    """The pending decision's single option containing this text."""
    assert game.pending is not None
    found = [o for o in game.pending.options if containing in o]
    assert len(found) == 1, (containing, game.pending.options)
    return found[0]
