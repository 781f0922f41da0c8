"""Conditions that compare one player's life or hand with another's (119.1, 402.1): Sunset
Revelry's "If an opponent has more life than you" and "If an opponent has more cards in hand
than you" — checked as the spell resolves (608.2c), each against every opponent still in the
game."""

from __future__ import annotations

from typing import Any

from helpers import board, library, life, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
BEARS = "Grizzly Bears"


def revelry(alice: dict[str, Any], *opponents: dict[str, Any]) -> Game:
    """Alice casts Sunset Revelry against these opponents (Bob, then Carol); it resolves."""
    game = Game(board(
        player("Alice", hand=["Sunset Revelry", *alice.pop("hand", [])], mana_pool="WW",
               library=library(5), **alice),
        *(player(name, library=library(5), **zones)
          for name, zones in zip(("Bob", "Carol"), opponents, strict=False))))
    game.apply({"do": "cast", "player": "Alice", "card": "Sunset Revelry"})
    pass_all(game)
    return game


def humans(game: Game) -> int:
    return sum(1 for o in game.state.battlefield if o.controller == "Alice"
               and o.name.startswith("Human"))


def test_it_compiles_from_its_text() -> None:
    assert POOL.get("Sunset Revelry").compiled, POOL.explain("Sunset Revelry")


def test_behind_on_everything_alice_catches_up() -> None:
    """Bob has more life (20 to 15), more creatures (2 to 0) and more cards in hand (3 to 0
    once the Revelry is cast): Alice gains 4 life, makes two Humans and draws a card."""
    game = revelry({"life": 15}, {"battlefield": [BEARS, BEARS], "hand": ["Island"] * 3})
    assert life(game, "Alice") == 19
    assert humans(game) == 2
    assert len(game.state.player("Alice").hand) == 1


def test_ahead_on_everything_nothing_happens() -> None:
    """Alice has more life, more creatures and more cards: no "if" holds."""
    game = revelry({"life": 25, "battlefield": [BEARS], "hand": ["Island", "Island"]},
                   {"life": 20})
    assert life(game, "Alice") == 25
    assert humans(game) == 0
    assert len(game.state.player("Alice").hand) == 2


def test_equal_is_not_more() -> None:
    """20 against 20 life and one card against one: neither opponent has more."""
    game = revelry({"hand": ["Island"]}, {"hand": ["Island"]})
    assert life(game, "Alice") == 20
    assert len(game.state.player("Alice").hand) == 1


def test_an_opponent_is_any_one_of_them() -> None:
    """With two opponents, one ahead on life is enough (Carol, 22 to Alice's 21), though Bob
    has less."""
    game = revelry({"life": 21}, {"life": 10}, {"life": 22})
    assert life(game, "Alice") == 25
