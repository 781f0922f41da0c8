"""Counted amounts of counters (122.6, 608.2h), read from the text. Maester Seymour: "At the
beginning of combat on your turn, put a number of +1/+1 counters equal to Maester Seymour's
power on another target creature you control." and "{3}{G}{G}: Monstrosity X, where X is the
number of counters among creatures you control." """

from __future__ import annotations

from helpers import board, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

SEYMOUR = "Maester Seymour"


def game(bears_counters: int, mana: str = "") -> Game:
    bears: dict[str, object] = {"card": "Grizzly Bears"}
    if bears_counters:
        bears["counters"] = {"+1/+1": bears_counters}
    return Game(board(player("Alice", battlefield=[{"card": SEYMOUR, "sick": False}, bears],
                             mana_pool=mana, library=library(3)),
                      player("Bob", library=library(3))))


def to_combat(g: Game) -> None:
    g.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    pass_all(g)


def test_at_the_beginning_of_combat_the_bears_get_counters_equal_to_seymours_power() -> None:
    assert default_pool().get(SEYMOUR).compiled
    g = game(0)

    to_combat(g)

    added = one(g, "counters_added")
    assert (added.target, added.amount) == (g.find_permanent("Grizzly Bears").handle, 1)


def test_monstrosity_counts_every_counter_among_alices_creatures_as_it_resolves() -> None:
    """Two +1/+1 counters on the Bears, none on Seymour: X is 2 (701.37a), and Seymour, 3/5,
    then gives the Bears three more at the beginning of combat."""
    g = game(2, mana="GGGCC")

    g.apply({"do": "activate", "player": "Alice", "permanent": SEYMOUR})
    pass_all(g)
    assert g.find_permanent(SEYMOUR).counters == {"+1/+1": 2}
    assert g.power(SEYMOUR) == 3

    to_combat(g)

    assert g.find_permanent("Grizzly Bears").counters == {"+1/+1": 5}
