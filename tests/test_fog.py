"""Fog: "Prevent all combat damage that would be dealt this turn." — a prevention effect
(615.1) for the rest of the turn: each combat damage event is logged as prevented and nothing is
dealt; damage that isn't combat damage is dealt as usual. A game saved in between keeps it."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def fogged() -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Mountain", "id": "m"}],
                             hand=["Lightning Bolt"], library=library(5)),
                      player("Bob", hand=["Fog"], mana_pool="G", library=library(5)),
                      step="beginning_of_combat"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Fog"})
    pass_all(game)
    return game


def test_fog_prevents_the_combat_damage_but_not_a_bolt() -> None:
    assert POOL.get("Fog").compiled
    game = fogged()
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    prevented = events(game, "damage_prevented")
    assert [(e.source, e.target, e.amount, e.rule) for e in prevented] == [
        ("Grizzly Bears", "Bob", 2, "615.1")]
    assert events(game, "damage_dealt") == []
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"],
                "pay": ["m"]})
    pass_all(game)
    assert game.state.player("Bob").life == 17


def test_a_fogged_turn_is_saved_and_ends_with_the_turn() -> None:
    game = fogged()
    saved, loaded = saved_and_loaded(game)
    assert saved["turn"]["this_turn"]["combat_damage_prevented"] == 1
    loaded.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert "combat_damage_prevented" not in loaded.state.this_turn
