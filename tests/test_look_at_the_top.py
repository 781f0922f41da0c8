"""Anticipate: "Look at the top three cards of your library. Put one of them into your hand and
the rest on the bottom of your library in any order." — its caster picks the card (608.2d) and
orders the other two under the rest of the library (401.4); the timeline says how many went
where, not which (the library is a hidden zone, 400.2)."""

from __future__ import annotations

from helpers import board, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_anticipate_takes_one_and_puts_two_on_the_bottom() -> None:
    assert POOL.get("Anticipate").compiled
    game = Game(board(player("Alice", hand=["Anticipate"], mana_pool="UC",
                             library=[{"card": "Island", "id": "a"},
                                      {"card": "Forest", "id": "b"},
                                      {"card": "Mountain", "id": "c"},
                                      {"card": "Swamp", "id": "d"}]),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Anticipate"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "b"})  # the Forest
    game.apply({"do": "choose", "player": "Alice", "order": ["c", "a"]})
    alice = game.state.player("Alice")
    assert [c.handle for c in alice.hand] == ["b"]
    assert [c.handle for c in alice.library] == ["d", "c", "a"]
    looked = one(game, "looked_at_top")
    assert (looked.amount, looked.on_bottom, looked.rule) == (3, 2, "608.2d")
