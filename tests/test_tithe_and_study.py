"""Smothering Tithe and Rhystic Study, read from their text: a trigger on an opponent's draw or
spell, and a payment that opponent may make as it resolves (603.5). Smothering Tithe: "Whenever
an opponent draws a card, that player may pay {2}. If the player doesn't, you create a Treasure
token." Rhystic Study: "Whenever an opponent casts a spell, you may draw a card unless that
player pays {1}." — the opponent decides first; only then may its controller draw."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def treasures(game: Game, who: str) -> int:
    return sum(1 for o in game.state.permanents(who) if o.name == "Treasure Token")


def tithe_game() -> Game:
    """Alice has Smothering Tithe; it is Bob's upkeep on turn 2, his draw step next."""
    return Game(board(player("Alice", battlefield=["Smothering Tithe"], library=library(3)),
                      player("Bob", battlefield=[{"card": "Island", "id": "i1"},
                                                 {"card": "Island", "id": "i2"}],
                             library=library(3)),
                      step="upkeep", active="Bob", turn=2))


@pytest.mark.parametrize(("answer", "made"), [({"option": "don't pay"}, 1),
                                              ({"option": "pay {2}", "targets": ["i1", "i2"]},
                                               0)])
def test_smothering_tithe_makes_a_treasure_unless_the_drawing_player_pays(
        answer: dict[str, object], made: int) -> None:
    assert POOL.get("Smothering Tithe").compiled
    game = tithe_game()
    game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
    pass_all(game)  # Bob drew (121.1): the Tithe's trigger resolves and Bob is asked
    decision = game.pending
    assert decision is not None and (decision.player, decision.rule) == ("Bob", "603.5")
    game.apply({"do": "choose", "player": "Bob", **answer})

    assert treasures(game, "Alice") == made
    tapped = [o.tapped for o in game.state.permanents("Bob")]
    assert tapped == [not made, not made]  # he tapped both Islands to pay, or neither


def test_smothering_tithe_doesnt_trigger_on_its_controller_s_draws() -> None:
    game = Game(board(player("Alice", battlefield=["Smothering Tithe"], library=library(3)),
                      player("Bob", library=library(3)), step="upkeep", active="Alice",
                      turn=2))
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    assert len(game.state.player("Alice").hand) == 1
    assert events(game, "ability_triggered") == []


def study_game() -> Game:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="RC",
                             library=library(3)),
                      player("Bob", battlefield=["Rhystic Study"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # the Study's trigger resolves: Alice is asked first
    return game


def test_rhystic_study_asks_the_caster_first_and_a_payment_stops_the_draw() -> None:
    assert POOL.get("Rhystic Study").compiled
    game = study_game()
    decision = game.pending
    assert decision is not None and decision.player == "Alice"
    game.apply({"do": "choose", "player": "Alice", "option": "pay {1}"})
    assert game.pending is None or game.pending.kind == "priority"  # Bob is never asked
    assert len(game.state.player("Bob").hand) == 0


def test_rhystic_study_lets_its_controller_draw_when_the_caster_doesnt_pay() -> None:
    game = study_game()
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    decision = game.pending
    assert decision is not None and decision.player == "Bob" and decision.rule == "608.2d"
    game.apply({"do": "choose", "player": "Bob", "option": "do it"})
    assert len(game.state.player("Bob").hand) == 1
