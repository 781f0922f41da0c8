"""A depletion land, read from its text. Land Cap: "This land doesn't untap during your untap
step if it has a depletion counter on it." (502.3, asked as the untap step begins), "At the
beginning of your upkeep, remove a depletion counter from this land." (122.1) and "{T}: Add
{W} or {U}. Put a depletion counter on this land." """

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.game import Game


def game(**land: object) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Land Cap", **land}],
                             library=library(5)),
                      player("Bob", library=library(5))))


def test_tapping_it_adds_white_or_blue_and_a_depletion_counter() -> None:
    assert default_pool().get("Land Cap").compiled
    g = game()

    activate(g, "Alice", "Land Cap", 0, mana="U")

    assert pool_of(g) == "U"
    assert g.find_permanent("Land Cap").counters == {"depletion": 1}
    assert one(g, "counters_added").counter == "depletion"


def test_with_a_depletion_counter_it_stays_tapped_then_the_upkeep_removes_the_counter() -> None:
    """The untap step comes before the upkeep (501.1): in Alice's turn 3 it still has its
    counter and stays tapped; its upkeep trigger then removes the counter, so turn 5's untap
    step untaps it."""
    g = game()
    activate(g, "Alice", "Land Cap", 0, mana="W")

    g.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    assert g.find_permanent("Land Cap").tapped
    pass_all(g)  # the upkeep trigger resolves
    removed = one(g, "counters_removed")
    assert (removed.counter, removed.amount, removed.rule) == ("depletion", 1, "122.1")
    assert g.find_permanent("Land Cap").counters == {}

    g.apply({"do": "pass_until", "turn": 5, "step": "upkeep"})
    assert not g.find_permanent("Land Cap").tapped


def test_a_tapped_land_cap_without_counters_untaps_as_usual() -> None:
    g = Game(board(player("Alice", library=library(5)),
                   player("Bob", battlefield=[{"card": "Land Cap", "tapped": True}],
                          library=library(5))))

    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    assert not g.find_permanent("Land Cap").tapped
    assert len(events(g, "untapped", source="Land Cap")) == 1
