""""[Instruction] unless [condition]": the condition is asked as the ability resolves, and the
instruction followed only if it doesn't hold (608.2c). Real card: Vampire Lacerator ("At the
beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.")."""

from __future__ import annotations

from helpers import board, events, library, life, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def lacerator_upkeep(bob_life: int) -> Game:
    """Bob's turn 1 ends; Alice's turn 2 begins: her upkeep's trigger resolves."""
    game = Game(board(player("Alice", battlefield=["Vampire Lacerator"], library=library(5)),
                      player("Bob", library=library(5), life=bob_life),
                      active="Bob", step="end"))
    game.apply({"do": "pass_until", "turn": 2, "step": "draw", "auto": True})
    return game


def test_vampire_lacerator_costs_a_life_while_no_opponent_is_low() -> None:
    assert POOL.get("Vampire Lacerator").compiled, POOL.explain("Vampire Lacerator")
    game = lacerator_upkeep(bob_life=20)
    assert len(triggered(game, "Vampire Lacerator")) == 1
    (lost,) = events(game, "life_changed", player="Alice")
    assert (lost.amount, lost.rule) == (-1, "119.3")
    assert life(game, "Alice") == 19


def test_vampire_lacerator_with_an_opponent_at_10_life_costs_nothing() -> None:
    """The ability still triggers (it has no intervening "if", 603.4); it does nothing."""
    game = lacerator_upkeep(bob_life=10)
    assert len(triggered(game, "Vampire Lacerator")) == 1
    assert events(game, "life_changed") == []
    assert life(game, "Alice") == 20
