"""Modified permanents (700.9: a counter on it, equipped, or enchanted by an Aura its controller
controls), and damage to "you and any target". Real card: Ian the Reckless ("Whenever Ian the
Reckless attacks, if it's modified, you may have it deal damage equal to its power to you and
any target.")."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, life, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def ian_attacks(ian: dict[str, Any]) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Ian the Reckless", "id": "ian",
                                                    **ian}], library=library(5)),
                      player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"ian": "Bob"}})
    return game


def test_ian_with_a_counter_deals_its_power_to_alice_and_the_target() -> None:
    """A +1/+1 counter makes Ian modified and a 3/2: 3 damage to Alice and 3 to Bob, dealt at
    the same time by Ian (120.3)."""
    assert POOL.get("Ian the Reckless").compiled, POOL.explain("Ian the Reckless")
    game = ian_attacks({"counters": {"+1/+1": 1}})
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    dealt = [(e.source, e.target, e.amount) for e in events(game, "damage_dealt")]
    assert dealt == [("Ian the Reckless", "Alice", 3), ("Ian the Reckless", "Bob", 3)]
    assert (life(game, "Alice"), life(game, "Bob")) == (17, 17)


def test_ian_unmodified_doesn_t_trigger() -> None:
    """No counter, no Equipment, no Aura: the intervening "if" fails (603.4)."""
    game = ian_attacks({})
    assert triggered(game, "Ian the Reckless") == []


def test_modified_by_equipment_or_its_controller_s_aura_not_an_opponent_s() -> None:
    """Equipped with Bonesplitter, or enchanted by Alice's Rancor, Ian is modified; enchanted
    by Bob's Unholy Strength, he isn't (700.9: an Aura its controller controls)."""
    def attacks(alice: list[Any], bob: list[Any]) -> int:
        game = Game(board(player("Alice", library=library(5),
                                 battlefield=[{"card": "Ian the Reckless", "id": "ian"}, *alice]),
                          player("Bob", battlefield=bob, library=library(5))))
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice", "attackers": {"ian": "Bob"}})
        return len(triggered(game, "Ian the Reckless"))

    assert attacks([{"card": "Bonesplitter", "attached_to": "ian"}], []) == 1
    assert attacks([{"card": "Rancor", "attached_to": "ian"}], []) == 1
    assert attacks([], [{"card": "Unholy Strength", "attached_to": "ian"}]) == 0
