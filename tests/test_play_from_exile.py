"""Playing a card from exile, read from Count on Luck: "At the beginning of your upkeep, exile
the top card of your library. You may play that card this turn." (611.2a) — the card is cast as
usual (timing and cost, 601.2) or played as the land for the turn (305.1, 305.2), this turn
only; a saved game keeps the permission. The Junk token (111.10) says the same."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player, pool_reading

from explorer.actions import Cast, PlayLand
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.state import Playable

POOL = default_pool()


def luck_game(top: str) -> Game:
    game = Game(board(player("Alice", battlefield=["Count on Luck", "Mountain"],
                             library=[top, "Island", "Island"]),
                      player("Bob", library=library(3)), step="untap"))
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    return game


def test_the_top_card_is_exiled_and_may_be_cast_this_turn() -> None:
    assert POOL.get("Count on Luck").compiled
    game = luck_game("Lightning Bolt")
    alice = game.state.player("Alice")
    assert names(alice.exile) == ["Lightning Bolt"]
    (allowed,) = [e for e in events(game, "effect_created") if e.rule == "611.2a"]
    assert allowed.rider == "Alice may play Lightning Bolt this turn"
    game.apply({"do": "activate", "player": "Alice", "permanent": "mountain-1"})
    assert any(isinstance(a, Cast) and a.card == "lightning-bolt-1"
               for a in game.legal_actions())
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)
    assert life(game, "Bob") == 17
    assert names(alice.graveyard) == ["Lightning Bolt"]


def test_a_land_is_played_as_the_land_for_the_turn() -> None:
    game = luck_game("Forest")
    assert PlayLand("Alice", "forest-1") in game.legal_actions()
    game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
    assert "Forest" in names(game.state.permanents("Alice"))
    assert game.state.player("Alice").lands_played == 1


def test_the_permission_ends_with_the_turn_and_is_saved_until_then() -> None:
    game = luck_game("Lightning Bolt")
    saved = game.to_board()
    assert saved["playable"] == [{"card": "lightning-bolt-1", "player": "Alice",
                                  "until_turn": 1}]
    assert Game(saved).state.player("Alice").exile[0].playable == Playable("Alice", 1)
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "lightning-bolt-1",
                    "targets": ["Bob"]})
    # (Count on Luck exiled this turn's card too: only that one may be played now)
    assert [e["card"] for e in game.to_board()["playable"]] == ["island-1"]


def test_only_the_player_it_was_given_to_may_play_it() -> None:
    game = luck_game("Lightning Bolt")
    game.apply({"do": "pass"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})


def test_a_junk_token_says_the_same() -> None:
    pool = pool_reading({"name": "Test Junk Maker", "type_line": "Sorcery",
                         "oracle_text": "Create a Junk token."})
    assert pool.get("Junk Token").compiled, pool.explain("Junk Token")
