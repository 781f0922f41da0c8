""""Whenever this creature and at least one other Warrior attack, …" (508.3a: as attackers are
declared), read from the text. Paired Tactician: "… put a +1/+1 counter on this creature."."""

from __future__ import annotations

from helpers import board, counters, library, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game

TACTICIAN = "Paired Tactician"


def attack(with_: list[str]) -> Game:
    g = Game(board(player("Alice", battlefield=[{"card": TACTICIAN, "id": "t"},
                                                {"card": "Centaur Courser", "id": "warrior"},
                                                {"card": "Grizzly Bears", "id": "bears"}],
                          library=library(5)),
                   player("Bob", library=library(5))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {a: "Bob" for a in with_}})
    return g


def test_with_another_warrior_attacking_it_gets_a_counter() -> None:
    assert default_pool().get(TACTICIAN).compiled
    g = attack(["t", "warrior"])
    assert len(triggered(g, TACTICIAN)) == 1
    pass_all(g)
    assert counters(g, TACTICIAN) == 1


def test_with_a_non_warrior_or_a_warrior_attacking_alone_nothing() -> None:
    assert triggered(attack(["t", "bears"]), TACTICIAN) == []  # the Bears aren't Warriors
    assert triggered(attack(["warrior"]), TACTICIAN) == []  # it doesn't attack itself
