"""Exploring more than once (701.44a), read from the text. Jadelight Ranger: "When this
creature enters, it explores, then it explores again." Jadelight Spelunker ({X}{G}): "When
this creature enters, it explores X times." — X is the one paid for the spell it was
(107.3m)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


@pytest.mark.parametrize("name", ["Jadelight Ranger", "Jadelight Spelunker"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def cast(card: str, top: list[str], mana: str, x: int | None = None) -> Game:
    g = Game(board(player("Alice", hand=[card], mana_pool=mana, library=[*top, *library(3)]),
                   player("Bob", library=library(3))))
    action: dict[str, object] = {"do": "cast", "player": "Alice", "card": card}
    if x is not None:
        action["x"] = x
    g.apply(action)
    pass_all(g)  # it enters: the ability triggers
    pass_all(g)  # the ability resolves
    return g


def test_the_ranger_explores_twice_two_lands_to_hand() -> None:
    g = cast("Jadelight Ranger", ["Forest", "Swamp"], "GGC")

    assert [e.found for e in events(g, "cards_revealed")] == ["Forest", "Swamp"]
    assert sorted(names(g.state.player("Alice").hand)) == ["Forest", "Swamp"]
    assert g.find_permanent("Jadelight Ranger").counters == {}


def test_the_ranger_gets_a_counter_for_a_nonland_then_explores_again() -> None:
    """A nonland first: a counter, and Alice keeps it on top — so the second explore reveals
    the same card again: another counter (701.44a)."""
    g = cast("Jadelight Ranger", ["Grizzly Bears", "Forest"], "GGC")
    g.apply({"do": "choose", "player": "Alice", "option": "keep it on top"})
    g.apply({"do": "choose", "player": "Alice", "option": "put it into your graveyard"})

    assert [e.found for e in events(g, "cards_revealed")] == ["Grizzly Bears", "Grizzly Bears"]
    assert g.find_permanent("Jadelight Ranger").counters == {"+1/+1": 2}
    assert names(g.state.player("Alice").graveyard) == ["Grizzly Bears"]


@pytest.mark.parametrize(("x", "revealed"), [(0, 0), (3, 3)])
def test_the_spelunker_explores_x_times(x: int, revealed: int) -> None:
    g = cast("Jadelight Spelunker", ["Forest", "Swamp", "Island"], "G" + "C" * x, x=x)

    assert len(events(g, "cards_revealed")) == revealed
    assert len(g.state.player("Alice").hand) == revealed
