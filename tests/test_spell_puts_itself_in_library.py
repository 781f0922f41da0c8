"""A spell that moves itself as it resolves (608.2n), to its owner's library or hand: "You gain
twice X life. Put Sanguine Sacrament on the bottom of its owner's library." — twice the X
announced (107.3a), and the card goes to the bottom of its owner's library instead of the
graveyard."""

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


def test_a_spell_that_returns_itself_to_its_owners_hand() -> None:
    """(A test card: no shipped card prints it.) "Draw a card. Return Echo Note to its owner's
    hand." — the card goes back to the hand as the spell finishes resolving (608.2n)."""
    from helpers import pool_reading

    pool = pool_reading({"name": "Echo Note", "mana_cost": "{U}", "cmc": 1, "colors": ["U"],
                         "type_line": "Instant",
                         "oracle_text": "Draw a card. Return Echo Note to its owner's hand."})
    game = Game(board(player("Alice", hand=["Echo Note"], mana_pool="U", library=library(3)),
                      player("Bob", library=library(3))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Echo Note"})
    pass_all(game)

    (moved,) = events(game, "zone_changed", source="Echo Note", from_zone="stack")
    assert (moved.to_zone, moved.rule) == ("hand", "608.2n")
    assert sorted(names(game.state.player("Alice").hand)) == ["Echo Note", "Island"]
    assert names(game.state.player("Alice").graveyard) == []
