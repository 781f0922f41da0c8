"""Cumulative upkeep (702.24a), read from the keyword: "At the beginning of your upkeep, if this
permanent is on the battlefield, put an age counter on this permanent. Then you may pay [cost]
for each age counter on it. If you don't, sacrifice it." Illusions of Grandeur: "Cumulative
upkeep {2}", "When this enchantment enters, you gain 20 life.", "When this enchantment leaves
the battlefield, you lose 20 life." """

from __future__ import annotations

from typing import Any

from helpers import decided, events, library, names, one, pass_all
from mana_helpers import two

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def alices_upkeep(ages: int, *lands: str) -> Game:
    """Bob's end step, passed on into Alice's upkeep of turn 2: her Illusions of Grandeur
    (with ``ages`` age counters) triggers; the trigger is resolved up to its question."""
    illusions: dict[str, Any] = {"card": "Illusions of Grandeur"}
    if ages:
        illusions["counters"] = {"age": ages}
    game = Game(two({"battlefield": [illusions, *lands], "library": library(3)},
                    {"library": library(3)}, step="end", active="Bob"))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    pass_all(game)  # the cumulative upkeep trigger resolves: an age counter, then the question
    return game


def test_it_compiles_from_its_keyword() -> None:
    card = POOL.get("Illusions of Grandeur")
    assert card.compiled
    assert [t.keyword for t in card.triggered].count("Cumulative upkeep") == 1


def test_the_first_upkeep_costs_the_cost_once() -> None:
    """No age counter yet: it gets one, and {2} keeps it."""
    game = alices_upkeep(0, "Sol Ring")

    added = one(game, "counters_added", counter="age")
    assert (added.amount, added.rule) == (1, "702.24a")
    assert game.pending is not None and game.pending.options == ("don't pay", "pay {2}")
    game.apply({"do": "choose", "player": "Alice", "option": "pay {2}",
                "targets": ["Sol Ring"]})

    assert one(game, "mana_spent", source="Illusions of Grandeur").amount == 2
    assert game.find_permanent("Illusions of Grandeur").counters == {"age": 1}


def test_with_two_age_counters_it_costs_three_times_the_cost() -> None:
    """Two age counters, then a third: {2} three times, {6} — paid in full or not at all."""
    game = alices_upkeep(2, "Sol Ring", "Sol Ring", "Sol Ring")

    assert game.pending is not None and game.pending.options == ("don't pay", "pay {6}")
    game.apply({"do": "choose", "player": "Alice", "option": "pay {6}",
                "targets": ["Sol Ring#1", "Sol Ring#2", "Sol Ring#3"]})

    assert one(game, "mana_spent", source="Illusions of Grandeur").amount == 6
    assert "Illusions of Grandeur" not in names(game.state.player("Alice").graveyard)


def test_not_paying_sacrifices_it_and_its_leave_trigger_costs_20_life() -> None:
    game = alices_upkeep(1)

    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    assert decided(one(game, "decision_made", rule="702.24a")) == (
        "option", "don't pay", "player", "Alice")

    assert "Illusions of Grandeur" in names(game.state.player("Alice").graveyard)
    assert [e.source for e in events(game, "ability_triggered")][-1] == "Illusions of Grandeur"
    pass_all(game)
    assert game.state.player("Alice").life == 0
