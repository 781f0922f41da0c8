"""Decayed (702.147a): "This creature can't block" and "When this creature attacks, sacrifice it
at end of combat." — read from Jadar, Ghoulcaller of Nephalia's Zombie: "At the beginning of your
end step, if you control no creatures with decayed, create a 2/2 black Zombie creature token
with decayed." (an intervening if, 603.4)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def zombies(game: Game) -> list[str]:
    return [o.handle for o in game.state.permanents("Alice") if o.name.startswith("Zombie")]


def jadar_game() -> Game:
    return Game(board(player("Alice", battlefield=["Jadar, Ghoulcaller of Nephalia"],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)), step="postcombat_main"))


def test_jadar_makes_a_decayed_zombie_only_when_there_is_none() -> None:
    assert POOL.get("Jadar, Ghoulcaller of Nephalia").compiled
    game = jadar_game()
    pass_all(game)  # Alice's end step: the ability triggers and resolves
    pass_all(game)
    assert len(zombies(game)) == 1
    game.apply({"do": "pass_until", "turn": 3, "step": "end"})
    assert not [e for e in events(game, "ability_triggered") if e.turn == 3]  # (603.4)
    assert len(zombies(game)) == 1  # one with decayed was there: no second one


def test_a_decayed_zombie_cant_block_and_is_sacrificed_after_attacking() -> None:
    game = jadar_game()
    pass_all(game)
    pass_all(game)
    (zombie,) = zombies(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Alice"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_blockers"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "block", "player": "Alice", "blockers": {zombie: "bears"}})
    game.apply({"do": "block", "player": "Alice", "blockers": {}})
    game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {zombie: "Bob"}})
    game.apply({"do": "pass_until", "turn": 3, "step": "end"})
    assert life(game, "Bob") == 18  # it dealt its damage …
    gone = events(game, "zone_changed", target=zombie, to_zone="graveyard")
    assert [(e.step, e.how) for e in gone] == [("end_of_combat", "sacrificed")]  # … then went
