"""Poison counters given by an effect (122.1f), read from Ichor Rats' "When Ichor Rats enters,
each player gets a poison counter.": every player, its controller too; a player with ten or more
loses the game (704.5c)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def rats_game(bob_poison: int = 0) -> Game:
    game = Game(board(player("Alice", hand=["Ichor Rats"], mana_pool="BBBB", library=library(3)),
                      player("Bob", library=library(3), poison=bob_poison),
                      active="Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Ichor Rats"})
    pass_all(game)  # the Rats resolve; their enter ability triggers
    pass_all(game)  # and resolves
    return game


def test_ichor_rats_gives_each_player_a_poison_counter() -> None:
    assert POOL.get("Ichor Rats").compiled, POOL.explain("Ichor Rats")
    game = rats_game()
    given = events(game, "counters_added", counter="poison")
    assert [(e.player, e.amount, e.rule) for e in given] == [("Alice", 1, "122.1f"),
                                                             ("Bob", 1, "122.1f")]
    assert (game.state.player("Alice").poison, game.state.player("Bob").poison) == (1, 1)


def test_the_tenth_poison_counter_loses_the_game() -> None:
    """Bob had nine: his tenth makes him lose as state-based actions are checked (704.5c)."""
    game = rats_game(bob_poison=9)
    (lost,) = events(game, "player_lost")
    assert (lost.player, lost.rule) == ("Bob", "704.5c")
