"""Cast triggers that look at the spell's mana value (601.2i, 603.2): "Whenever you cast a spell
with mana value 5 or greater, put two +1/+1 counters on this creature." (Stormkeld Prowler) — the
spell as it is on the stack, where its mana value counts its X (202.3e)."""

from __future__ import annotations

import pytest
from helpers import board, counters, events, library, pass_all, player, triggered

from explorer.game import Game


def prowler_and(card: str, mana: str, x: int | None = None) -> Game:
    game = Game(board(player("Alice", battlefield=["Stormkeld Prowler"], hand=[card],
                             mana_pool=mana, library=library(3)),
                      player("Bob", library=library(3))))
    cast = {"do": "cast", "player": "Alice", "card": card}
    game.apply(cast if x is None else {**cast, "x": x})
    return game


def test_a_six_mana_spell_gives_the_prowler_two_counters() -> None:
    game = prowler_and("Craw Wurm", "GGCCCC")

    assert [e.source for e in triggered(game, "Stormkeld Prowler")] == ["Stormkeld Prowler"]
    pass_all(game)  # the trigger resolves first (it is on top), then the Wurm
    added = events(game, "counters_added", source="Stormkeld Prowler")
    assert [(e.amount, e.rule) for e in added] == [(2, "122.6")]
    assert counters(game, "Stormkeld Prowler") == 2


def test_a_two_mana_spell_doesnt_trigger_it() -> None:
    game = prowler_and("Grizzly Bears", "GC")
    pass_all(game)
    assert triggered(game, "Stormkeld Prowler") == []
    assert counters(game, "Stormkeld Prowler") == 0


@pytest.mark.parametrize(("x", "fires"), [(5, True), (4, False)])
def test_x_counts_in_the_spells_mana_value(x: int, fires: bool) -> None:
    """Endless One ({X}) cast with X = 5 is a spell with mana value 5 (202.3e); with X = 4 it
    isn't one of 5 or greater."""
    game = prowler_and("Endless One", "CCCCC", x=x)
    pass_all(game)
    assert bool(triggered(game, "Stormkeld Prowler")) is fires
    assert counters(game, "Stormkeld Prowler") == (2 if fires else 0)
