"""Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
loses 1 life and you gain life equal to the total life lost this way." — Crypt Ghast, read from
its text (its keyword means that ability)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def extort_game(players: int) -> Game:
    others = [player(n, library=library(3)) for n in ("Bob", "Carol")[:players - 1]]
    return Game(board(player("Alice", battlefield=["Crypt Ghast"], hand=["Grizzly Bears"],
                             mana_pool="GCB", library=library(3)), *others))


@pytest.mark.parametrize(("players", "gained"), [(2, 1), (3, 2)])
def test_extort_drains_each_opponent(players: int, gained: int) -> None:
    assert POOL.get("Crypt Ghast").compiled
    game = extort_game(players)
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)  # extort resolves: Alice is asked to pay {W/B}
    assert game.pending is not None and game.pending.player == "Alice"
    game.apply({"do": "choose", "player": "Alice", "option": "pay {W/B}"})

    assert game.state.player("Alice").life == 20 + gained
    assert all(p.life == 19 for p in game.state.players if p.name != "Alice")


def test_extort_may_be_declined() -> None:
    game = extort_game(2)
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})

    assert [p.life for p in game.state.players] == [20, 20]
    assert events(game, "life_changed") == []
