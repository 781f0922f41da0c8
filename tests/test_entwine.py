"""Entwine (702.42a): "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]." Unbounded Potential ({1}{W}: "Choose one —
• Put a +1/+1 counter on each of up to two target creatures. • Proliferate. Entwine {3}{W}") —
entwined, both modes happen, in the order printed."""

from __future__ import annotations

import pytest
from helpers import board, counters, events, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POTENTIAL = "Unbounded Potential"


def alice(mana: str) -> Game:
    return Game(board(player("Alice", hand=[POTENTIAL], battlefield=["Grizzly Bears"],
                             mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(POTENTIAL).compiled, default_pool().explain(POTENTIAL)


def test_entwined_the_counter_then_proliferate_give_the_bears_two() -> None:
    game = alice("WWCCCC")  # {1}{W} and {3}{W}
    game.apply({"do": "cast", "player": "Alice", "card": POTENTIAL,
                "choices": {"entwined": True}, "targets": ["Grizzly Bears"]})
    assert game.state.player("Alice").mana_pool == ()
    pass_all(game)  # mode 1: a counter; mode 2: proliferate asks which to add to
    game.apply({"do": "choose", "player": "Alice", "option": "grizzly-bears-1: add"})

    assert counters(game, "Grizzly Bears") == 2
    assert len(events(game, "counters_added")) == 2


def test_one_mode_without_entwine_costs_only_its_mana_cost() -> None:
    game = alice("WC")
    game.apply({"do": "cast", "player": "Alice", "card": POTENTIAL, "choices": {"mode": 1},
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert counters(game, "Grizzly Bears") == 1


def test_entwined_without_the_additional_mana_is_refused() -> None:
    game = alice("WC")
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": POTENTIAL,
                    "choices": {"entwined": True}, "targets": ["Grizzly Bears"]})
    assert snapshot(game) == before


def test_entwined_with_one_mode_named_is_refused() -> None:
    """702.42a: entwined, all the modes are chosen."""
    game = alice("WWCCCC")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": POTENTIAL,
                    "choices": {"entwined": True, "mode": 2}})
    assert refused.value.rule == "702.42a"
    assert snapshot(game) == before


def test_a_spell_without_entwine_cant_be_entwined() -> None:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="RCC",
                             library=library(5)), player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"], "choices": {"entwined": True}})
    assert refused.value.rule == "601.2b" and "702.42a" in str(refused.value)
    assert snapshot(game) == before
