"""A player told to exile one of their own things chooses which (608.2d, 701.13): "Target
opponent exiles an enchantment they control." (Early Winter) and "each opponent exiles a card
from their hand" (Yarok's Fenlurker)."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_early_winter_the_opponent_chooses_the_enchantment() -> None:
    """Alice chooses the second mode, targeting Bob; Bob, not Alice, chooses which of his two
    enchantments is exiled."""
    assert POOL.get("Early Winter").compiled, POOL.explain("Early Winter")
    game = Game(board(
        player("Alice", hand=["Early Winter"], mana_pool="BBBBB", library=library(3)),
        player("Bob", battlefield=[{"card": "Mana Flare", "id": "flare"},
                                   {"card": "Contamination", "id": "contamination"}],
               library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Early Winter", "choices": {"mode": 2},
                "targets": ["Bob"]})
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Bob"
    game.apply({"do": "choose", "player": "Bob", "option": "contamination"})
    (exiled,) = [e for e in events(game, "zone_changed") if e.to_zone == "exile"]
    assert (exiled.target, exiled.rule) == ("contamination", "701.13")
    assert names(game.state.player("Bob").exile) == ["Contamination"]
    assert game.state.find_handle("flare") is not None


def test_yarok_s_fenlurker_each_opponent_exiles_a_card_of_their_choice() -> None:
    assert POOL.get("Yarok's Fenlurker").compiled, POOL.explain("Yarok's Fenlurker")
    game = Game(board(
        player("Alice", hand=["Yarok's Fenlurker", "Island"], mana_pool="BB",
               library=library(3)),
        player("Bob", hand=["Forest", "Lightning Bolt"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Yarok's Fenlurker"})
    pass_all(game)  # it resolves; its enter ability triggers
    pass_all(game)  # and resolves: Bob chooses
    bolt = next(c.handle for c in game.state.player("Bob").hand if c.name == "Lightning Bolt")
    game.apply({"do": "choose", "player": "Bob", "option": bolt})
    assert names(game.state.player("Bob").exile) == ["Lightning Bolt"]
    assert names(game.state.player("Bob").hand) == ["Forest"]
    assert names(game.state.player("Alice").hand) == ["Island"]


def test_yarok_s_fenlurker_an_empty_hand_exiles_nothing() -> None:
    game = Game(board(player("Alice", hand=["Yarok's Fenlurker"], mana_pool="BB",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Yarok's Fenlurker"})
    pass_all(game)
    pass_all(game)
    assert [e for e in events(game, "zone_changed") if e.to_zone == "exile"] == []
