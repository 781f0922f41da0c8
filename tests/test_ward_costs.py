"""Ward with a cost that isn't mana (702.21a): "Ward—Pay 7 life." — whenever Sire of Seven
Deaths becomes the target of a spell or ability an opponent controls, that spell or ability is
countered unless its controller pays 7 life; life can be paid only with at least that much
(119.4)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

SIRE = "Sire of Seven Deaths"


def bolted(alice_life: int = 20) -> Game:
    """Alice casts Lightning Bolt at Bob's Sire; its ward trigger resolves and asks her."""
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R", life=alice_life,
                             library=library(3)),
                      player("Bob", battlefield=[SIRE], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": [SIRE]})
    pass_all(game)
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(SIRE).compiled, default_pool().explain(SIRE)


def test_paying_7_life_lets_the_bolt_resolve() -> None:
    game = bolted()
    assert game.pending is not None and game.pending.rule == "702.21a"
    game.apply({"do": "choose", "player": "Alice", "option": "pay 7 life"})
    pass_all(game)

    assert life(game, "Alice") == 13
    assert one(game, "life_changed", player="Alice").rule == "119.4"
    assert events(game, "spell_countered") == []
    assert game.find_permanent(SIRE).damage == 3


def test_not_paying_counters_the_bolt() -> None:
    game = bolted()
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})

    assert one(game, "spell_countered").source == "Lightning Bolt"
    assert life(game, "Alice") == 20
    assert game.find_permanent(SIRE).damage == 0


def test_with_less_life_than_that_she_cant_pay() -> None:
    """119.4: with 5 life Alice can't pay 7 — only not paying is offered, paying is refused
    and changes nothing."""
    game = bolted(alice_life=5)
    assert game.pending is not None and list(game.pending.options) == ["don't pay"]
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "choose", "player": "Alice", "option": "pay 7 life"})

    assert refused.value.rule == "119.4"
    assert snapshot(game) == before
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    assert one(game, "spell_countered").source == "Lightning Bolt"
