""""If [condition], add N mana of that type instead." (106.4, read from the text): the type
chosen as the ability resolves, N of it while the condition holds. Incubation Druid: "{T}: Add
one mana of any type that a land you control could produce. If this creature has a +1/+1
counter on it, add three mana of that type instead." """

from __future__ import annotations

import pytest
from helpers import board, library, player
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def druid(counters: int) -> Game:
    entry: dict[str, object] = {"card": "Incubation Druid", "sick": False}
    if counters:
        entry["counters"] = {"+1/+1": counters}
    return Game(board(player("Alice", battlefield=[entry, "Forest", "Island"],
                             library=library(3)),
                      player("Bob", library=library(3))))


def test_without_a_counter_it_adds_one_mana_a_land_could_produce() -> None:
    assert default_pool().get("Incubation Druid").compiled
    g = druid(0)

    activate(g, "Alice", "Incubation Druid", 0, mana="U")

    assert pool_of(g) == "U"


def test_with_a_counter_it_adds_three_of_the_type_chosen() -> None:
    g = druid(1)

    activate(g, "Alice", "Incubation Druid", 0, mana="G")

    assert pool_of(g) == "GGG"


def test_a_type_no_land_could_produce_is_refused() -> None:
    g = druid(1)

    with pytest.raises(IllegalAction):
        activate(g, "Alice", "Incubation Druid", 0, mana="R")
