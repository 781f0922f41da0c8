""""A creature you control with a counter on it" — a counter of any kind (122.1), read from
the text. Yathan Tombguard: "Whenever a creature you control with a counter on it deals combat
damage to a player, you draw a card and you lose 1 life." — the creature as it deals the
damage (510.2)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game

TOMBGUARD = "Yathan Tombguard"


def test_only_the_attacker_with_a_counter_of_any_kind_triggers_it() -> None:
    """The Bears have a flying counter, the Elves none: one trigger, one card, 1 life."""
    assert default_pool().get(TOMBGUARD).compiled
    g = Game(board(player("Alice", battlefield=[TOMBGUARD,
                                                {"card": "Grizzly Bears", "id": "bears",
                                                 "counters": {"flying": 1}},
                                                {"card": "Llanowar Elves", "id": "elves"}],
                          library=library(5)),
                   player("Bob", library=library(5))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob", "elves": "Bob"}})
    g.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    pass_all(g)
    assert g.state.player("Bob").life == 20 - 2 - 1
    assert len(triggered(g, TOMBGUARD)) == 1
    assert len(events(g, "card_drawn", player="Alice", rule="121.1")) == 1
    assert g.state.player("Alice").life == 19
