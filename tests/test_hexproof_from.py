"""Hexproof from [quality] (702.11d): Knight of Grace ("Hexproof from black") can't be the
target of black spells or abilities from black sources its opponents control; other spells may
target it, and so may its controller's own black ones. Its "+1/+0 as long as any player
controls a black permanent" is checked at every moment (611.3a)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def knight_game(bob: list[str], mana: str) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Knight of Grace", "id": "knight"}],
                             library=library(3)),
                      player("Bob", battlefield=bob, hand=["Murder", "Lightning Bolt"],
                             mana_pool=mana, library=library(3)), active="Alice"))


def test_an_opponent_s_black_spell_cant_target_it() -> None:
    assert POOL.get("Knight of Grace").compiled
    game = knight_game([], "BBB")
    game.apply({"do": "pass", "player": "Alice"})
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["knight"]})
    assert refused.value.rule == "702.11d" and "hexproof from black" in str(refused.value)
    assert snapshot(game) == before


def test_a_red_spell_can() -> None:
    game = knight_game([], "R")
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["knight"]})
    pass_all(game)
    assert "Knight of Grace" in [c.name for c in game.state.player("Alice").graveyard]


@pytest.mark.parametrize(("bob", "power"), [([], 2), (["Crypt Ghast"], 3)])
def test_it_gets_plus_one_while_any_player_controls_a_black_permanent(bob: list[str],
                                                                      power: int) -> None:
    game = knight_game(bob, "")
    assert game.power("knight") == power
