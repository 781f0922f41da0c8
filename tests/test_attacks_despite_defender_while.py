""""As long as [condition], this creature can attack as though it didn't have defender."
(609.4, read from the text): it may attack while the condition holds, and still has defender.
Backstreet Bruiser: "Defender" and "As long as there are two or more counters among creatures
you control, this creature can attack as though it didn't have defender." """

from __future__ import annotations

import pytest
from helpers import board, events, library, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

BRUISER = "Backstreet Bruiser"


def game(counters: dict[str, int]) -> Game:
    bears: dict[str, object] = {"card": "Grizzly Bears"}
    if counters:
        bears["counters"] = counters
    return Game(board(player("Alice", battlefield=[{"card": BRUISER, "sick": False}, bears],
                             library=library(3)),
                      player("Bob", library=library(3))))


def attack(g: Game) -> None:
    g.apply({"do": "attack", "player": "Alice", "attackers": {BRUISER: "Bob"}})


def test_with_two_counters_among_alices_creatures_it_attacks() -> None:
    assert default_pool().get(BRUISER).compiled
    g = game({"+1/+1": 2})

    attack(g)

    assert events(g, "attack_declared")
    assert "Defender" in g.keywords(BRUISER)  # it still has defender (609.4)


def test_with_one_counter_it_cant_attack() -> None:
    g = game({"+1/+1": 1})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        attack(g)

    assert refused.value.rule.startswith("702.3")
    assert snapshot(g) == before
