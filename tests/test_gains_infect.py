""""Target creature gets +1/+0 and gains infect until end of turn." (Tainted Strike): a creature
given infect (702.90) deals its combat damage to a player as poison counters (120.3b), not
as life loss — for as long as the effect lasts (611.2a)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game


def test_a_bear_given_infect_poisons_instead_of_costing_life() -> None:
    assert default_pool().get("Tainted Strike").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                 "Swamp"],
                          hand=["Tainted Strike"], library=library(6)),
                   player("Bob", library=library(6))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    g.apply({"do": "activate", "player": "Alice", "permanent": "Swamp"})
    g.apply({"do": "cast", "player": "Alice", "card": "Tainted Strike", "targets": ["bears"]})
    pass_all(g)
    g.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat", "auto": True})

    bob = g.state.player("Bob")
    assert (bob.life, bob.poison) == (20, 3)
    (poisoned,) = events(g, "counters_added", target="Bob")
    assert (poisoned.amount, poisoned.rule) == (3, "122.1f")
