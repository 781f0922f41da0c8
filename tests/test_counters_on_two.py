""""put a +1/+1 counter on that creature and a +1/+1 counter on ~" (122.6), read from the text.
X-23, Deadly Weapon: "Whenever another Mutant you control enters, …" — the Mutant that entered
gets one, and X-23 one."""

from __future__ import annotations

from helpers import board, counters, library, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

X23 = "X-23, Deadly Weapon"


def test_the_mutant_that_entered_and_x23_each_get_a_counter() -> None:
    assert default_pool().get(X23).compiled
    g = Game(board(player("Alice", battlefield=[X23], hand=["Keeper of Keys", "Grizzly Bears"],
                          mana_pool="UUUUUGG", library=library(5)),
                   player("Bob", library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": "Keeper of Keys"})
    pass_all(g)  # the Keeper (a Mutant) enters: X-23's ability and its own monarch trigger
    assert len(triggered(g, X23)) == 1
    assert g.pending is not None and g.pending.kind == "order"  # 603.3b: Alice orders them
    g.apply({"do": "choose", "player": "Alice", "order": list(g.pending.options)})
    pass_all(g)
    pass_all(g)
    assert counters(g, "Keeper of Keys") == 1 and counters(g, X23) == 1
    g.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(g)  # not a Mutant: nothing
    assert len(triggered(g, X23)) == 1
    assert counters(g, "Grizzly Bears") == 0 and counters(g, X23) == 1
