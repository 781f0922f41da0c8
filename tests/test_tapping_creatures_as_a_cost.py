"""Costs that tap untapped creatures (602.2b), named in the activation's ``tap`` field:
Springleaf Drum ("{T}, Tap an untapped creature you control: Add one mana of any color."),
Heritage Druid ("Tap three untapped Elves you control: Add {G}{G}{G}.") — which may tap Elves
that came under its controller's control this turn, since 302.6 restricts only their own {T}
abilities — and crew (702.122a: "Crew 3" on Cultivator's Caravan, a Vehicle that becomes an
artifact creature until end of turn)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, player, snapshot
from mana_helpers import pool_of

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.legal import legal_actions

POOL = default_pool()


def game_with(*battlefield: Any, step: str = "precombat_main") -> Game:
    return Game(board(player("Alice", battlefield=list(battlefield), library=library(5)),
                      player("Bob", library=library(5)), step=step))


def refused(game: Game, action: dict[str, Any]) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    assert snapshot(game) == before
    return caught.value


def test_springleaf_drum_taps_a_summoning_sick_creature_for_mana() -> None:
    assert POOL.get("Springleaf Drum").compiled
    game = game_with({"card": "Springleaf Drum", "id": "drum"},
                     {"card": "Grizzly Bears", "id": "bears", "sick": True})
    game.apply({"do": "activate", "player": "Alice", "permanent": "drum", "mana": "U",
                "tap": ["bears"]})
    assert pool_of(game) == "U"
    assert game.find_permanent("bears").tapped and game.find_permanent("drum").tapped


def test_springleaf_drum_needs_an_untapped_creature() -> None:
    game = game_with({"card": "Springleaf Drum", "id": "drum"},
                     {"card": "Grizzly Bears", "id": "bears", "tapped": True})
    no = refused(game, {"do": "activate", "player": "Alice", "permanent": "drum", "mana": "U",
                        "tap": ["bears"]})
    assert no.rule == "602.2b" and "bears" in str(no)


def test_heritage_druid_taps_three_elves_including_new_ones() -> None:
    assert POOL.get("Heritage Druid").compiled
    game = game_with({"card": "Heritage Druid", "id": "druid", "sick": True},
                     {"card": "Llanowar Elves", "id": "e1", "sick": True},
                     {"card": "Llanowar Elves", "id": "e2"},
                     {"card": "Grizzly Bears", "id": "bears"})
    no = refused(game, {"do": "activate", "player": "Alice", "permanent": "druid",
                        "tap": ["e1", "e2", "bears"]})
    assert no.rule == "602.2b"
    game.apply({"do": "activate", "player": "Alice", "permanent": "druid",
                "tap": ["druid", "e1", "e2"]})
    assert pool_of(game) == "GGG"


def test_heritage_druid_is_offered_with_its_one_way_to_pay() -> None:
    game = game_with({"card": "Heritage Druid", "id": "druid"},
                     {"card": "Llanowar Elves", "id": "e1"},
                     {"card": "Llanowar Elves", "id": "e2"})
    offered = [a for a in legal_actions(game) if getattr(a, "permanent", None) == "druid"]
    assert [a.tap for a in offered] == [("druid", "e1", "e2")]


def caravan_game() -> Game:
    return game_with({"card": "Cultivator's Caravan", "id": "caravan"},
                     {"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"},
                     step="beginning_of_combat")


def test_crewing_the_caravan_makes_it_a_5_5_artifact_creature_until_end_of_turn() -> None:
    assert POOL.get("Cultivator's Caravan").compiled
    game = caravan_game()
    caravan = game.find_permanent("caravan")
    assert not caravan.is_creature
    game.apply({"do": "activate", "player": "Alice", "permanent": "caravan", "ability": 1,
                "tap": ["b1", "b2"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # the crew ability resolves (it isn't a mana ability)
    caravan = game.find_permanent("caravan")
    assert caravan.is_creature and (game.power("caravan"), game.toughness("caravan")) == (5, 5)
    assert [e.rule for e in events(game, "tapped")] == ["702.122a", "702.122a"]
    game.apply({"do": "attack", "player": "Alice", "attackers": {"caravan": "Bob"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert game.state.player("Bob").life == 15
    assert not game.find_permanent("caravan").is_creature  # it ended in cleanup (514.2)


def test_crew_needs_enough_total_power() -> None:
    game = caravan_game()
    no = refused(game, {"do": "activate", "player": "Alice", "permanent": "caravan",
                        "ability": 1, "tap": ["b1"]})
    assert no.rule == "702.122a" and "total power 2" in str(no)


def test_crew_is_offered_with_each_smallest_crew() -> None:
    game = caravan_game()
    offered = [a.tap for a in legal_actions(game)
               if getattr(a, "permanent", None) == "caravan" and a.ability == 1]
    assert offered == [("b1", "b2")]
