"""Éomer, King of Rohan, read from his text: "Éomer enters with a +1/+1 counter on it for each
other Human you control." (614.1c, counted as he enters) and "When Éomer enters, target player
becomes the monarch. Éomer deals damage equal to its power to any target." — and "that many"
in a triggered ability: the amount of its trigger event (Old Gnawbone)."""

from __future__ import annotations

from helpers import board, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_eomer_counts_the_other_humans_crowns_a_player_and_hits_for_his_power() -> None:
    assert POOL.get("Éomer, King of Rohan").compiled
    game = Game(board(player("Alice", hand=["Éomer, King of Rohan"], mana_pool="RWCCC",
                             battlefield=["Eager Cadet", "Youthful Knight", "Grizzly Bears"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Éomer, King of Rohan"})
    pass_all(game)  # he resolves: two other Humans, two counters; his trigger targets
    eomer = next(o for o in game.state.permanents("Alice") if o.name.startswith("Éomer"))
    assert eomer.counters.get("+1/+1") == 2
    game.apply({"do": "choose", "player": "Alice", "targets": ["Alice"]})  # the monarch
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})  # the damage
    pass_all(game)
    assert game.state.monarch == "Alice"
    assert game.state.player("Bob").life == 20 - game.power(eomer.handle)


def test_old_gnawbone_makes_as_many_treasures_as_the_damage_dealt() -> None:
    """The Bears deal 2 combat damage to Bob: Alice creates two Treasures."""
    assert POOL.get("Old Gnawbone").compiled
    game = Game(board(player("Alice", battlefield=["Old Gnawbone",
                                                   {"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Eager Cadet", "id": "cadet"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    pass_all(game)
    treasures = [o for o in game.state.permanents("Alice") if o.name == "Treasure Token"]
    assert len(treasures) == 2


def test_that_many_outside_a_triggered_ability_is_refused() -> None:
    """"Draw that many cards" in a spell would count something the grammar doesn't track: the
    card is refused, naming the sentence, rather than played with 0."""
    from explorer.cards import build_pool

    result = build_pool().compile({"name": "Test Windfall", "mana_cost": "{2}{U}", "cmc": 3,
                                   "type_line": "Sorcery", "colors": ["U"], "keywords": [],
                                   "oracle_text": "Draw that many cards."})
    assert result.card is None and result.refused == "Draw that many cards."
