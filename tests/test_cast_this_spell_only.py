"""A spell's own restriction on casting it (601.3): it may be cast only while the restriction
holds, asked as its casting is proposed. Skyshroud Condor: "Cast this spell only if you've
cast another spell this turn. / Flying" — playing a land isn't casting a spell (305.1)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

CONDOR = "Skyshroud Condor"


def condor_game() -> Game:
    return Game(board(player("Alice", battlefield=["Mountain"], mana_pool="UC",
                             hand=[CONDOR, "Lightning Bolt", "Island"], library=library(6)),
                      player("Bob", library=library(6))))


def cast_condor(g: Game) -> None:
    g.apply({"do": "cast", "player": "Alice", "card": CONDOR})


def test_without_another_spell_cast_this_turn_it_cant_be_cast() -> None:
    assert default_pool().get(CONDOR).compiled
    g = condor_game()
    g.apply({"do": "play_land", "player": "Alice", "card": "Island"})  # not a spell
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        cast_condor(g)

    assert refused.value.rule == "601.3"
    assert "only if you've cast another spell this turn" in str(refused.value)
    assert snapshot(g) == before


def test_after_another_spell_it_can() -> None:
    g = condor_game()
    g.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(g)

    cast_condor(g)
    pass_all(g)

    assert g.find_permanent(CONDOR).controller == "Alice"
    assert g.state.this_turn["any_spells_cast:Alice"] == 2
