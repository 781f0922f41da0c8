"""Awaken (702.113a): "Awaken N—[cost]" is an alternative cost (118.9) and, if it was paid, the
spell also puts N +1/+1 counters on target land you control, which becomes a 0/0 Elemental
creature with haste that's still a land — for as long as it stays. That target exists only if
the awaken cost was paid (702.113b)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def discovery(mana: str, **alice: Any) -> Game:
    return Game(board(player("Alice", hand=["Coastal Discovery"], mana_pool=mana,
                             battlefield=[{"card": "Island", "id": "island"}],
                             library=library(5), **alice),
                      player("Bob", library=library(5))))


def test_awakened_it_draws_and_makes_a_four_four_elemental_land() -> None:
    assert POOL.get("Coastal Discovery").compiled
    game = discovery("UCCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery",
                "choices": {"alternative": True}, "targets": ["island"]})
    assert game.state.player("Alice").mana_pool == ()  # {5}{U} paid
    pass_all(game)
    assert len(events(game, "card_drawn")) == 2
    island = game.find_permanent("island")
    assert island.is_creature and island.is_type("Land") and "Elemental" in island.subtypes
    assert (game.power("island"), game.toughness("island")) == (4, 4)
    assert "Haste" in game.keywords("island")
    assert one(game, "counters_added", target="island").rule == "702.113a"
    assert one(game, "effect_created", target="island").rule == "702.113a"
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert game.find_permanent("island").is_creature  # it lasts (not until end of turn)


def test_cast_for_its_mana_cost_it_has_no_land_target() -> None:
    game = discovery("UCCC")
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery",
                    "targets": ["island"]})
    assert refused.value.rule == "601.2c"
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    assert len(events(game, "card_drawn")) == 2
    assert not game.find_permanent("island").is_creature


def test_awakened_it_needs_its_land() -> None:
    game = discovery("UCCCCC")
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery",
                    "choices": {"alternative": True}})
    assert "a land you control" in str(refused.value)
    assert [c.name for c in game.state.player("Alice").hand] == ["Coastal Discovery"]


def test_clutch_of_currents_bounces_and_awakens_in_its_order() -> None:
    """Its targets in order: the creature, then (awakened) the land (702.113b)."""
    assert POOL.get("Clutch of Currents").compiled
    game = Game(board(player("Alice", hand=["Clutch of Currents"], mana_pool="UCCCC",
                             battlefield=[{"card": "Island", "id": "island"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Clutch of Currents",
                "choices": {"alternative": True}, "targets": ["bears", "island"]})
    pass_all(game)
    assert [c.name for c in game.state.player("Bob").hand] == ["Grizzly Bears"]
    assert (game.power("island"), game.toughness("island")) == (3, 3)


def test_a_saved_awakened_land_stays_a_creature() -> None:
    game = discovery("UCCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery",
                "choices": {"alternative": True}, "targets": ["island"]})
    pass_all(game)
    again = Game(game.to_board())
    assert (again.power("island"), again.toughness("island")) == (4, 4)
    assert "Elemental" in again.find_permanent("island").subtypes
