""""Target blocking or blocked creature you control" (Tactical Advantage): a blocked creature is
an attacker that became blocked as blockers were declared (509.1h); an unblocked attacker isn't
one, and can't be the target (115.1)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot, tap, to_attackers

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def after_blocks() -> Game:
    """Alice attacks with two Grizzly Bears; Bob's Bears blocks the first."""
    game = Game(board(
        player("Alice", hand=["Tactical Advantage"], library=library(5),
               battlefield=[{"card": "Grizzly Bears", "id": "a1"},
                            {"card": "Grizzly Bears", "id": "a2"},
                            {"card": "Plains", "id": "plains"}]),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"}], library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"a1": "Bob", "a2": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "a1"}})
    tap(game, "Alice", "plains")
    return game


def test_tactical_advantage_saves_a_blocked_attacker() -> None:
    """The blocked Bears gets +2/+2 (613.4c): it deals 4 to Bob's Bears and survives its 2."""
    assert POOL.get("Tactical Advantage").compiled, POOL.explain("Tactical Advantage")
    game = after_blocks()
    game.apply({"do": "cast", "player": "Alice", "card": "Tactical Advantage",
                "targets": ["a1"]})
    pass_all(game)
    assert (game.power(game.find_permanent("a1").handle),
            game.toughness(game.find_permanent("a1").handle)) == (4, 4)
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    assert game.state.find_handle("a1") is not None
    assert game.state.find_handle("b1") is None


def test_tactical_advantage_can_t_target_an_unblocked_attacker() -> None:
    game = after_blocks()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Tactical Advantage",
                    "targets": ["a2"]})
    assert snapshot(game) == before
