"""An "if" condition that names a list ("If you control a Fish, Octopus, Otter, Seal, Serpent,
or Whale, draw a card." — Unagi's Spray): the condition runs to the comma before the effect,
not to the first comma of the list; checked as the spell resolves (608.2c)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def spray(alice_battlefield: list[str]) -> Game:
    game = Game(board(
        player("Alice", hand=["Unagi's Spray"], mana_pool="U", library=library(3),
               battlefield=alice_battlefield),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(3)),
        active="Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Unagi's Spray", "targets": ["wurm"]})
    pass_all(game)
    return game


def test_unagi_s_spray_draws_with_an_octopus() -> None:
    """Giant Octopus is one of the six: the Wurm gets -4/-0 (613.4c) and Alice draws."""
    assert POOL.get("Unagi's Spray").compiled, POOL.explain("Unagi's Spray")
    game = spray(["Giant Octopus"])
    assert game.power(game.find_permanent("wurm").handle) == 2
    (drawn,) = events(game, "card_drawn")
    assert (drawn.player, drawn.rule) == ("Alice", "121.1")


def test_unagi_s_spray_draws_with_the_last_of_the_list() -> None:
    """Tolarian Terror is a Serpent, the fifth of the list."""
    assert len(events(spray(["Tolarian Terror"]), "card_drawn")) == 1


def test_unagi_s_spray_without_one_only_shrinks() -> None:
    game = spray(["Grizzly Bears"])
    assert game.power(game.find_permanent("wurm").handle) == 2
    assert events(game, "card_drawn") == []
