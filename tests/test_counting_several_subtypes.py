"""Counting permanents of any of several subtypes (205.3), read from the text. Valley
Rotcaller: "Whenever Valley Rotcaller attacks, each opponent loses X life and you gain X life,
where X is the number of other Squirrels, Bats, Lizards, and Rats you control." """

from __future__ import annotations

from helpers import board, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def test_x_counts_the_other_lizards_not_itself_nor_the_bears() -> None:
    """Two Lizards and Grizzly Bears: X is 2 — the Rotcaller, a Squirrel, isn't "other"."""
    assert default_pool().get("Valley Rotcaller").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Valley Rotcaller", "sick": False},
                                                "Saddleback Lagac", "Dagger Caster",
                                                "Grizzly Bears"], library=library(3)),
                   player("Bob", library=library(3)), step="beginning_of_combat"))
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})

    g.apply({"do": "attack", "player": "Alice", "attackers": {"Valley Rotcaller": "Bob"}})
    pass_all(g)  # the attack trigger resolves

    assert (g.state.player("Alice").life, g.state.player("Bob").life) == (22, 18)
