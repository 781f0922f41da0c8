"""Monstrosity (701.37): "{6}{R}{R}: Monstrosity 3." — if the permanent isn't monstrous, put
three +1/+1 counters on it and it becomes monstrous (701.37a); once monstrous, monstrosity does
nothing more (701.37b). Stoneshock Giant's "When ~ becomes monstrous, creatures without flying
your opponents control can't block this turn." triggers on it; a saved game keeps
``monstrous``."""

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def giant_game(**giant: object) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Stoneshock Giant", "id": "giant",
                                                    **giant}],
                             mana_pool="RRCCCCCCRRCCCCCC", library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                 {"card": "Birds of Paradise", "id": "birds"}],
                             library=library(3))))


def test_stoneshock_giant_becomes_monstrous_once_and_grounds_the_blockers() -> None:
    assert POOL.get("Stoneshock Giant").compiled
    game = giant_game()
    game.apply({"do": "activate", "player": "Alice", "permanent": "giant"})
    pass_all(game)  # monstrosity resolves: counters, monstrous, the trigger
    pass_all(game)
    giant = game.find_permanent("giant")
    assert giant.monstrous and giant.counters.get("+1/+1") == 3
    assert one(game, "became_monstrous").rule == "701.37b"
    assert game.find_permanent("bears").cant_block_turn
    assert not game.find_permanent("birds").cant_block_turn  # it has flying

    game.apply({"do": "activate", "player": "Alice", "permanent": "giant"})
    pass_all(game)
    assert game.find_permanent("giant").counters.get("+1/+1") == 3  # nothing more (701.37b)
    assert len(events(game, "became_monstrous")) == 1


def test_a_monstrous_permanent_is_saved_as_monstrous() -> None:
    game = giant_game(monstrous=True, counters={"+1/+1": 3})
    saved, loaded = saved_and_loaded(game)
    entry = next(e for e in saved["players"][0]["battlefield"] if e.get("id") == "giant")
    assert entry["monstrous"] is True
    loaded.apply({"do": "activate", "player": "Alice", "permanent": "giant"})
    pass_all(loaded)
    assert loaded.find_permanent("giant").counters.get("+1/+1") == 3
    assert events(loaded, "became_monstrous") == []
