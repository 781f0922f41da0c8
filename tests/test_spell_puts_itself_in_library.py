"""A spell that moves itself as it resolves (608.2n): "You gain twice X life. Put Sanguine
Sacrament on the bottom of its owner's library." — twice the X announced (107.3a), and the card
goes to the bottom of its owner's library instead of the graveyard."""

from __future__ import annotations

from helpers import board, events, library, life, names, pass_all, player

from explorer.game import Game


def test_sanguine_sacrament_gains_twice_x_and_goes_to_the_bottom_of_the_library() -> None:
    game = Game(board(player("Alice", hand=["Sanguine Sacrament"], mana_pool="WWCCC",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Sanguine Sacrament", "x": 3})
    pass_all(game)

    assert [(e.amount, e.rule) for e in events(game, "life_changed")] == [(6, "119.3")]
    assert life(game, "Alice") == 26
    (moved,) = events(game, "zone_changed", source="Sanguine Sacrament", from_zone="stack")
    assert (moved.to_zone, moved.rule) == ("library", "608.2n")
    assert names(game.state.player("Alice").library) == ["Island", "Island", "Island",
                                                         "Sanguine Sacrament"]
    assert names(game.state.player("Alice").graveyard) == []
