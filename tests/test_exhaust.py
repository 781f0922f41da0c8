"""Exhaust (702.177a): "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
once." Pacesetter Paragon: "Exhaust — {2}{R}: Put a +1/+1 counter on this creature. It gains
double strike until end of turn." Each test reads like a ruling."""

from __future__ import annotations

import pytest
from helpers import board, library, one, player, snapshot

from explorer.board import BoardError
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

PARAGON = "Pacesetter Paragon"


def game(mana: str = "RRRRRR", **paragon: object) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": PARAGON, **paragon}],
                             mana_pool=mana, library=library(3)),
                      player("Bob", library=library(3))))


def exhaust(g: Game) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": PARAGON, "ability": 0})


def test_the_exhaust_ability_puts_a_counter_and_gives_double_strike() -> None:
    assert default_pool().get(PARAGON).compiled
    g = game()

    exhaust(g)
    g.apply({"do": "pass"})
    g.apply({"do": "pass"})

    assert g.find_permanent(PARAGON).counters == {"+1/+1": 1}
    assert one(g, "effect_created", rule="613.1f").keywords == ("Double strike",)


def test_it_can_be_activated_only_once() -> None:
    """A second activation, even with the first resolved and mana to pay, is refused
    (602.5b) and the game is as it was."""
    g = game()
    exhaust(g)
    g.apply({"do": "pass"})
    g.apply({"do": "pass"})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        exhaust(g)

    assert refused.value.rule == "602.5b"
    assert "only once" in str(refused.value)
    assert snapshot(g) == before


def test_a_saved_game_remembers_the_ability_was_activated() -> None:
    """Next turn, from a saved board, it still may not be activated again."""
    g = game()
    exhaust(g)
    saved = g.to_board()
    assert saved["players"][0]["battlefield"][0]["exhausted"] == [0]

    with pytest.raises(IllegalAction):
        exhaust(Game(saved))


def test_a_board_can_only_mark_an_exhaust_ability_as_used() -> None:
    with pytest.raises(BoardError) as refused:
        Game(board(player("Alice", battlefield=[{"card": "Llanowar Elves", "exhausted": [0]}]),
                   player("Bob")))

    assert "702.177a" in str(refused.value)
