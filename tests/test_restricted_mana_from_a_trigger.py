"""Mana a triggered ability adds (605.5) with a spending restriction after it (106.6), read
from the text. Abstract Paintmage: "At the beginning of your first main phase, add {U}{R}.
Spend this mana only to cast instant and sorcery spells." """

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, snapshot
from mana_helpers import units

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

RESTRICTION = "Spend this mana only to cast instant and sorcery spells."


def alices_main_phase(hand: list[str]) -> Game:
    assert default_pool().get("Abstract Paintmage").compiled
    g = Game(board(player("Alice", battlefield=["Abstract Paintmage"], hand=hand,
                          library=library(3)),
                   player("Bob", library=library(3)), active="Bob", step="end"))
    g.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    pass_all(g)  # the trigger resolves: {U}{R}
    return g


def test_its_mana_is_restricted() -> None:
    g = alices_main_phase([])

    assert units(g) == [("U", "Abstract Paintmage", RESTRICTION),
                        ("R", "Abstract Paintmage", RESTRICTION)]


def test_it_casts_an_instant() -> None:
    g = alices_main_phase(["Searing Spear"])

    g.apply({"do": "cast", "player": "Alice", "card": "Searing Spear", "targets": ["Bob"]})

    assert one(g, "spell_cast").source == "Searing Spear"


def test_it_cant_cast_a_creature_spell() -> None:
    """Bronze Sable costs {2}: {U}{R} would pay it, but not this {U}{R} (106.6)."""
    g = alices_main_phase(["Bronze Sable"])
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": "Bronze Sable"})

    assert refused.value.rule == "106.6"
    assert snapshot(g) == before
