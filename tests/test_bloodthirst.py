""""Bloodthirst N" (702.54a) means "If an opponent was dealt damage this turn, this permanent
enters with N +1/+1 counters on it." Vampire Outcasts: "Bloodthirst 2 … Lifelink". Rulings:
life loss is not damage; damage dealt to the creature's controller doesn't count."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

OUTCASTS = "Vampire Outcasts"


def outcasts_after(bolt: str | None, this_turn: dict[str, int] | None = None) -> Game:
    """Alice (Mountain, {B}{B}{C}{C} floating) bolts ``bolt`` first if given, then casts
    Vampire Outcasts."""
    raw: dict[str, Any] = board(player("Alice", battlefield=["Mountain"], mana_pool="BBCC",
                                       hand=[OUTCASTS, "Lightning Bolt"], library=library(3)),
                                player("Bob", library=library(3)))
    if this_turn:
        raw["turn"] = {**raw["turn"], "this_turn": this_turn}
    g = Game(raw)
    if bolt is not None:
        g.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
        g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": [bolt]})
        pass_all(g)
    g.apply({"do": "cast", "player": "Alice", "card": OUTCASTS})
    pass_all(g)
    return g


def test_after_an_opponent_was_dealt_damage_it_enters_with_two_counters() -> None:
    assert default_pool().get(OUTCASTS).compiled
    g = outcasts_after(bolt="Bob")

    assert g.state.this_turn["damage_dealt:Bob"] == 3
    outcasts = g.find_permanent(OUTCASTS)
    assert outcasts.counters == {"+1/+1": 2}
    added = events(g, "counters_added", target=outcasts.handle)
    assert [(e.amount, e.rule) for e in added] == [(2, "614.1c")]  # as it enters


def test_with_no_damage_dealt_it_enters_without_counters() -> None:
    assert outcasts_after(bolt=None).find_permanent(OUTCASTS).counters == {}


def test_life_loss_is_not_damage() -> None:
    """Ruling: an opponent who lost life this turn without being dealt damage doesn't turn
    bloodthirst on."""
    g = outcasts_after(bolt=None, this_turn={"life_lost:Bob": 3})
    assert g.find_permanent(OUTCASTS).counters == {}


def test_damage_dealt_to_yourself_is_not_to_an_opponent() -> None:
    g = outcasts_after(bolt="Alice")
    assert g.state.this_turn["damage_dealt:Alice"] == 3
    assert g.find_permanent(OUTCASTS).counters == {}


def test_a_saved_game_remembers_the_damage() -> None:
    g = outcasts_after(bolt=None, this_turn={"damage_dealt:Bob": 1})
    assert g.find_permanent(OUTCASTS).counters == {"+1/+1": 2}
