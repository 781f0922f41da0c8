"""Losing a keyword until end of turn: an ability-removing effect in layer 6 (613.1f), applied
in timestamp order with the effects that add abilities (613.7). Jaded Analyst: "Defender" and
"Whenever you draw your second card each turn, this creature loses defender and gains
vigilance until end of turn." """

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def alice_draws_two() -> Game:
    """Alice casts Coastal Discovery (draw two cards) with Jaded Analyst out; the Analyst's
    trigger (her second card this turn) resolves."""
    g = Game(board(player("Alice", battlefield=[{"card": "Jaded Analyst", "sick": False}],
                          hand=["Coastal Discovery"], mana_pool="UCCC", library=library(5)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(g)  # the spell resolves: two cards drawn, the Analyst triggers
    pass_all(g)  # its trigger resolves
    return g


def attack(g: Game) -> None:
    g.apply({"do": "attack", "player": "Alice", "attackers": {"Jaded Analyst": "Bob"}})


def test_with_defender_it_cant_attack() -> None:
    g = Game(board(player("Alice", battlefield=[{"card": "Jaded Analyst", "sick": False}],
                          library=library(3)),
                   player("Bob", library=library(3))))

    with pytest.raises(IllegalAction) as refused:
        attack(g)

    assert refused.value.rule.startswith("702.3")


def test_after_the_second_draw_it_loses_defender_and_attacks_without_tapping() -> None:
    assert default_pool().get("Jaded Analyst").compiled
    g = alice_draws_two()
    lost = one(g, "effect_created", rider="loses defender")
    assert lost.rule == "613.1f"

    attack(g)

    analyst = g.find_permanent("Jaded Analyst")
    assert not analyst.tapped  # vigilance (702.20b)
    assert analyst.oid in g.state.combat.attackers


def test_the_loss_ends_in_the_cleanup_step() -> None:
    g = alice_draws_two()
    g.apply({"do": "attack", "player": "Alice", "attackers": {}})

    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert g.state.turn == 2

    assert "Defender" in g.keywords("Jaded Analyst")
    assert "Vigilance" not in g.keywords("Jaded Analyst")


def test_a_saved_game_keeps_the_loss() -> None:
    g = alice_draws_two()
    saved = g.to_board()

    assert {"loses": ["Defender"]}.items() <= saved["effects"][0].items()
    again = Game(saved)
    assert "Defender" not in again.keywords("Jaded Analyst")
    assert "Vigilance" in again.keywords("Jaded Analyst")
