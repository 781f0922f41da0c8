"""Damage spells in more shapes, read from their text: two amounts to two targets at once
(Hungry Flames, 120.2), and an amount counted as the spell resolves (608.2h) — Fling's "equal to
the sacrificed creature's power" (as it last existed, 601.2h) and Skred's "equal to the number
of snow permanents you control"."""

from __future__ import annotations

from helpers import board, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_hungry_flames_deals_three_to_a_creature_and_two_to_a_player() -> None:
    assert POOL.get("Hungry Flames").compiled
    game = Game(board(player("Alice", hand=["Hungry Flames"], mana_pool="RCC",
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Hungry Flames",
                "targets": ["bears", "Bob"]})
    pass_all(game)
    assert game.state.player("Bob").life == 18
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]


def test_fling_deals_the_sacrificed_creature_s_power() -> None:
    assert POOL.get("Fling").compiled
    game = Game(board(player("Alice", hand=["Fling"], mana_pool="RC",
                             battlefield=[{"card": "Old Gnawbone", "id": "dragon"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Fling", "targets": ["Bob"],
                "sacrifice": "dragon"})
    pass_all(game)
    assert game.state.player("Bob").life == 13


def test_skred_counts_snow_permanents_as_it_resolves() -> None:
    assert POOL.get("Skred").compiled
    game = Game(board(player("Alice", hand=["Skred"], mana_pool="R",
                             battlefield=["Snow-Covered Forest", "Snow-Covered Forest", "Forest"],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Skred", "targets": ["bears"]})
    pass_all(game)
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]


def test_fiery_cannonade_spares_pirates() -> None:
    """"each creature that isn't a Pirate": Dockside Extortionist (a Goblin Pirate) is dealt
    nothing; the Bears die."""
    assert POOL.get("Fiery Cannonade").compiled
    game = Game(board(player("Alice", hand=["Fiery Cannonade"], mana_pool="RCC",
                             battlefield=[{"card": "Dockside Extortionist", "id": "pirate"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Fiery Cannonade"})
    pass_all(game)
    assert game.find_permanent("pirate").damage == 0
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]
