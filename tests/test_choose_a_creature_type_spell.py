"""A spell that says "Choose a creature type." chooses it as it resolves (608.2d), before the
instructions after it, which read "the chosen type". Real card: Pack's Disdain ("Choose a
creature type. Target creature gets -1/-1 until end of turn for each permanent of the chosen
type you control.")."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def disdain_game() -> Game:
    """Alice controls two Elves and a Bear; Bob a Craw Wurm (6/4)."""
    game = Game(board(
        player("Alice", hand=["Pack's Disdain"], mana_pool="BB", library=library(3),
               battlefield=["Llanowar Elves", "Arbor Elf", "Grizzly Bears"]),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Pack's Disdain", "targets": ["wurm"]})
    pass_all(game)  # it resolves: Alice chooses a creature type
    return game


def test_pack_s_disdain_counts_the_chosen_type() -> None:
    """Alice names Elf: two Elves, so the Wurm gets -2/-2 (613.4c)."""
    assert POOL.get("Pack's Disdain").compiled, POOL.explain("Pack's Disdain")
    game = disdain_game()
    assert game.pending is not None and game.pending.rule == "608.2d"
    game.apply({"do": "choose", "player": "Alice", "option": "Elf"})
    (chosen,) = events(game, "decision_made", decision="option")
    assert (chosen.player, chosen.choice, chosen.rule) == ("Alice", "Elf", "608.2d")
    wurm = game.find_permanent("wurm").handle
    assert (game.power(wurm), game.toughness(wurm)) == (4, 2)


def test_pack_s_disdain_a_type_alice_doesn_t_control_does_nothing() -> None:
    game = disdain_game()
    game.apply({"do": "choose", "player": "Alice", "option": "Goblin"})
    wurm = game.find_permanent("wurm").handle
    assert (game.power(wurm), game.toughness(wurm)) == (6, 4)


def test_pack_s_disdain_a_card_type_isn_t_a_creature_type() -> None:
    """"Creature" is a card type, not a creature type (205.3m): refused, nothing changes."""
    game = disdain_game()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "choose", "player": "Alice", "option": "Creature"})
    assert snapshot(game) == before
