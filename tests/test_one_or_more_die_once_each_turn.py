""""Whenever one or more other creatures you control die" (603.2c: once for creatures dying at
the same time) and "This ability triggers only once each turn." (603.2h), from real cards:
Vengeful Townsfolk and Vraan, Executioner Thane."""

from __future__ import annotations

import json

import pytest
from helpers import board, counters, events, life, pass_all, player, tap, triggered, two_players

from explorer.cards import default_pool
from explorer.errors import BoardError
from explorer.game import Game

POOL = default_pool()


def bolt(game: Game, who: str, target: str) -> None:
    game.apply({"do": "cast", "player": who, "card": "Lightning Bolt", "targets": [target]})
    pass_all(game)


# -- Vengeful Townsfolk: one event, one trigger (603.2c) -------------------------------------------
def test_townsfolk_three_creatures_dying_at_once_trigger_it_once() -> None:
    """Fiery Cannonade kills both Grizzly Bears and the Llanowar Elves at the same time (704.3):
    one event, so one trigger and one +1/+1 counter. The 3/3 Townsfolk survives the 2 damage."""
    assert POOL.get("Vengeful Townsfolk").compiled
    game = two_players(alice={"battlefield": ["Vengeful Townsfolk", "Grizzly Bears",
                                              "Grizzly Bears", "Llanowar Elves"],
                              "hand": ["Fiery Cannonade"], "mana_pool": "RRR"})
    game.apply({"do": "cast", "player": "Alice", "card": "Fiery Cannonade"})
    pass_all(game)
    died = [e for e in events(game, "zone_changed") if e.to_zone == "graveyard"
            and e.source != "Fiery Cannonade"]
    assert len(died) == 3
    (trig,) = triggered(game, "Vengeful Townsfolk")
    assert trig.rule == "603.2"
    pass_all(game)
    assert counters(game, "Vengeful Townsfolk") == 1


def test_townsfolk_deaths_at_different_times_are_different_events() -> None:
    """Two Lightning Bolts, one after the other: two events, two triggers, two counters."""
    game = two_players(alice={"battlefield": ["Vengeful Townsfolk", "Grizzly Bears",
                                              "Llanowar Elves"],
                              "hand": ["Lightning Bolt", "Lightning Bolt"], "mana_pool": "RR"})
    bolt(game, "Alice", "Grizzly Bears")
    pass_all(game)
    bolt(game, "Alice", "Llanowar Elves")
    pass_all(game)
    assert len(triggered(game, "Vengeful Townsfolk")) == 2
    assert counters(game, "Vengeful Townsfolk") == 2


def test_townsfolk_an_opponent_s_creatures_and_itself_dont_count() -> None:
    """Bob's Grizzly Bears isn't Alice's creature; the Townsfolk's own death isn't an "other"
    creature's."""
    game = two_players(alice={"battlefield": ["Vengeful Townsfolk"],
                              "hand": ["Lightning Bolt", "Lightning Bolt"], "mana_pool": "RR"},
                       bob={"battlefield": ["Grizzly Bears"]})
    bolt(game, "Alice", "Grizzly Bears")
    bolt(game, "Alice", "Vengeful Townsfolk")
    assert triggered(game, "Vengeful Townsfolk") == []


# -- Vraan: "This ability triggers only once each turn." (603.2h) ----------------------------------
def vraan_game() -> Game:
    return two_players(alice={"battlefield": ["Vraan, Executioner Thane", "Grizzly Bears",
                                              "Llanowar Elves", "Raging Goblin"],
                              "hand": ["Lightning Bolt"] * 3, "mana_pool": "RRR"})


def test_vraan_triggers_on_the_first_death_of_the_turn_only() -> None:
    """Two of Alice's creatures die at different times in her turn: the first triggers Vraan
    (Bob loses 2, Alice gains 2), the second doesn't (603.2h)."""
    assert POOL.get("Vraan, Executioner Thane").compiled
    game = vraan_game()
    bolt(game, "Alice", "Grizzly Bears")
    pass_all(game)
    bolt(game, "Alice", "Llanowar Elves")
    pass_all(game)
    assert len(triggered(game, "Vraan, Executioner Thane")) == 1
    assert (life(game, "Alice"), life(game, "Bob")) == (22, 18)


def test_vraan_triggers_again_in_the_next_turn() -> None:
    """The limit is each turn: in Bob's upkeep another of Alice's creatures dies and Vraan
    triggers again."""
    game = two_players(alice={"battlefield": ["Vraan, Executioner Thane", "Grizzly Bears",
                                              "Llanowar Elves", "Mountain", "Mountain"],
                              "hand": ["Lightning Bolt"] * 2})
    tap(game, "Alice", "mountain-1")
    bolt(game, "Alice", "Grizzly Bears")
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    game.apply({"do": "pass", "player": "Bob"})
    tap(game, "Alice", "mountain-2")
    bolt(game, "Alice", "Llanowar Elves")
    pass_all(game)
    assert len(triggered(game, "Vraan, Executioner Thane")) == 2
    assert life(game, "Bob") == 16


def test_vraan_a_saved_game_remembers_it_has_triggered_this_turn() -> None:
    """Saved after Vraan triggered: the board file says so (triggered_this_turn), and the loaded
    game doesn't trigger it again this turn."""
    game = vraan_game()
    bolt(game, "Alice", "Grizzly Bears")
    pass_all(game)
    saved = json.loads(json.dumps(game.to_board()))
    (entry,) = [e for e in saved["players"][0]["battlefield"]
                if isinstance(e, dict) and e.get("card", e.get("name")) ==
                "Vraan, Executioner Thane"]
    assert entry["triggered_this_turn"] == [0]
    loaded = Game(saved, cards=game.cards)
    bolt(loaded, "Alice", "Llanowar Elves")
    pass_all(loaded)
    assert triggered(loaded, "Vraan, Executioner Thane") == []
    assert life(loaded, "Bob") == 18


def test_vraan_a_board_file_can_t_say_a_limit_it_doesn_t_have() -> None:
    """triggered_this_turn names an ability that triggers only once each turn, or is refused."""
    raw = board(player("Alice", battlefield=[{"card": "Vengeful Townsfolk",
                                              "triggered_this_turn": [0]}]),
                player("Bob"))
    with pytest.raises(BoardError, match=r"triggered_this_turn.*603\.2h"):
        Game(raw)
