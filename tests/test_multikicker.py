"""Multikicker (702.33c): "You may pay an additional [cost] any number of times as you cast this
spell." Everflowing Chalice ({0}, "Multikicker {2}", "This artifact enters with a charge counter
on it for each time it was kicked.", "{T}: Add {C} for each charge counter on this artifact.")
— cast with ``"kicked": N``."""

from __future__ import annotations

import pytest
from helpers import board, counters, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

CHALICE = "Everflowing Chalice"


def chalice(kicked: int, mana: str) -> Game:
    game = Game(board(player("Alice", hand=[CHALICE], mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": CHALICE,
                "choices": {"kicked": kicked}})
    pass_all(game)
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(CHALICE).compiled, default_pool().explain(CHALICE)


def test_kicked_twice_it_costs_4_and_enters_with_two_charge_counters() -> None:
    game = chalice(2, "CCCC")
    assert game.state.player("Alice").mana_pool == ()
    assert counters(game, CHALICE, "charge") == 2
    game.apply({"do": "activate", "player": "Alice", "permanent": CHALICE})
    assert [m.type for m in game.state.player("Alice").mana_pool] == ["C", "C"]
    reloaded = Game(game.to_board())  # a board file keeps how many times
    assert reloaded.find_permanent(CHALICE).choices["kicked"] == 2


def test_not_kicked_it_costs_nothing_and_has_no_counter() -> None:
    game = chalice(0, "")
    assert counters(game, CHALICE, "charge") == 0


def test_kicked_three_times_without_6_is_refused() -> None:
    game = Game(board(player("Alice", hand=[CHALICE], mana_pool="CCCC", library=library(5)),
                      player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": CHALICE,
                    "choices": {"kicked": 3}})
    assert snapshot(game) == before


def test_an_ordinary_kicker_is_paid_only_once() -> None:
    """Burst Lightning has kicker {4}, not multikicker (702.33a): kicked twice is refused."""
    game = Game(board(player("Alice", hand=["Burst Lightning"], mana_pool="R" + "C" * 8,
                             library=library(5)), player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Burst Lightning",
                    "targets": ["Bob"], "choices": {"kicked": 2}})
    assert refused.value.rule == "601.2b" and "702.33a" in str(refused.value)
    assert snapshot(game) == before


def test_legal_actions_offer_what_the_pool_can_pay() -> None:
    game = Game(board(player("Alice", hand=[CHALICE], mana_pool="CCCC", library=library(5)),
                      player("Bob", library=library(5))))
    offered = [a.choices for a in game.legal_actions() if getattr(a, "card", None)]
    assert offered == [None, {"kicked": 1}, {"kicked": 2}]
