"""Exert as a cost (701.43a): "To exert a permanent, you choose to have it not untap during
your next untap step." Oasis Ritualist: "{T}: Add one mana of any color." and "{T}, Exert this
creature: Add two mana of any one color." Each test reads like a ruling."""

from __future__ import annotations

from helpers import board, events, library, one, player
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.game import Game


def game() -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Oasis Ritualist", "sick": False}],
                             library=library(5)),
                      player("Bob", library=library(5))))


def test_exerting_it_adds_two_mana_of_one_color() -> None:
    assert default_pool().get("Oasis Ritualist").compiled
    g = game()

    activate(g, "Alice", "Oasis Ritualist", 1, mana="G")

    assert pool_of(g) == "GG"
    exerted = one(g, "effect_created", rule="701.43a")
    assert exerted.target == g.find_permanent("Oasis Ritualist").handle


def test_an_exerted_ritualist_stays_tapped_through_alices_next_untap_step() -> None:
    """It doesn't untap in Alice's turn 3; the untap step after that untaps it as usual."""
    g = game()
    activate(g, "Alice", "Oasis Ritualist", 1, mana="G")

    g.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    assert g.find_permanent("Oasis Ritualist").tapped
    assert events(g, "untapped", source="Oasis Ritualist") == []

    g.apply({"do": "pass_until", "turn": 5, "step": "upkeep"})
    assert not g.find_permanent("Oasis Ritualist").tapped


def test_its_other_ability_doesnt_exert_it() -> None:
    g = game()
    activate(g, "Alice", "Oasis Ritualist", 0, mana="W")

    g.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})

    assert events(g, "effect_created", rule="701.43a") == []
    assert not g.find_permanent("Oasis Ritualist").tapped
