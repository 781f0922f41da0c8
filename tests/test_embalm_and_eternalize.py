"""Embalm (702.128a) and eternalize (702.129a): "[Cost], Exile this card from your graveyard:
Create a token that's a copy of this card, except it's white [black, 4/4], it has no mana cost,
and it's a Zombie in addition to its other types. Activate only as a sorcery." The exceptions are
part of the token's copiable values (707.9b). Sacred Cat and Proven Combatant, from their Oracle
text."""

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, snapshot
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def from_graveyard(card: str, mana: str, step: str = "precombat_main") -> Game:
    return Game(board(player("Alice", graveyard=[{"card": card, "id": "dead"}], mana_pool=mana,
                             library=library(3)),
                      player("Bob", library=library(3)), step=step))


@pytest.mark.parametrize("name", ["Sacred Cat", "Proven Combatant"])
def test_the_cards_compile(name: str) -> None:
    assert POOL.get(name).compiled


def test_embalmed_sacred_cat_is_a_white_zombie_cat_token_with_no_mana_cost() -> None:
    g = from_graveyard("Sacred Cat", "W")
    g.apply({"do": "activate", "player": "Alice", "permanent": "dead"})

    assert one(g, "zone_changed", target="dead").to_zone == "exile"  # the cost
    pass_all(g)
    token = g.find_permanent("Sacred Cat")
    assert token.is_token and token.colors == ("W",)
    assert set(token.subtypes) == {"Cat", "Zombie"} and token.card.mana_cost == ""
    assert "Lifelink" in g.keywords(token.handle)  # the rest is copied (707.2)
    assert one(g, "token_created").rule == "707.9b"


def test_eternalized_combatant_is_a_4_4_black_zombie() -> None:
    g = from_graveyard("Proven Combatant", "UUUUUU")
    g.apply({"do": "activate", "player": "Alice", "permanent": "dead"})
    pass_all(g)

    token = g.find_permanent("Proven Combatant")
    assert (g.power(token.handle), g.toughness(token.handle)) == (4, 4)
    assert token.colors == ("B",) and "Zombie" in token.subtypes and "Human" in token.subtypes


def test_a_saved_game_keeps_the_exceptions() -> None:
    """The token's copiable values include the exceptions (707.9b): a board file writes them
    (``copy_except``), and loading gives the same 4/4 black Zombie back."""
    g = from_graveyard("Proven Combatant", "UUUUUU")
    g.apply({"do": "activate", "player": "Alice", "permanent": "dead"})
    pass_all(g)
    saved, loaded = saved_and_loaded(g)

    token = loaded.find_permanent("Proven Combatant")
    assert token.is_token and token.colors == ("B",) and "Zombie" in token.subtypes
    assert (loaded.power(token.handle), loaded.toughness(token.handle)) == (4, 4)


def test_only_as_a_sorcery() -> None:
    """602.5d / 307.1: not in the upkeep — refused, the game as before."""
    g = from_graveyard("Sacred Cat", "W", step="upkeep")
    before = snapshot(g)

    with pytest.raises(IllegalAction):
        g.apply({"do": "activate", "player": "Alice", "permanent": "dead"})
    assert snapshot(g) == before
