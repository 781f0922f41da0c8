""""Each creature that player controls", after the player the sentence named: Radiating
Lightning ("deals 3 damage to target player and 1 damage to each creature that player
controls") — the target player's creatures as it resolves, dealt damage at the same time as the
player (120.2)."""

from __future__ import annotations

from helpers import board, events, library, life, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_radiating_lightning_hits_the_player_and_only_their_creatures() -> None:
    assert POOL.get("Radiating Lightning").compiled, POOL.explain("Radiating Lightning")
    game = Game(board(
        player("Alice", hand=["Radiating Lightning"], mana_pool="RRRR", library=library(3),
               battlefield=[{"card": "Grizzly Bears", "id": "mine"}]),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Llanowar Elves", "id": "elves"}],
               library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Radiating Lightning",
                "targets": ["Bob"]})
    pass_all(game)
    assert sorted((e.target, e.amount) for e in events(game, "damage_dealt")) == [
        ("Bob", 3), ("bears", 1), ("elves", 1)]
    assert life(game, "Bob") == 17
    assert names(game.state.player("Bob").graveyard) == ["Llanowar Elves"]
    assert game.find_permanent("mine").damage == 0
