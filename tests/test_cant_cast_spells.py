""""defending player can't cast spells this turn" (101.2: "can't" beats "can"; 611.2a: it lasts
this turn), read from the text. Xantid Swarm: "Whenever this creature attacks, …"."""

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

SWARM = "Xantid Swarm"


def swarm_attacks() -> Game:
    g = Game(board(player("Alice", battlefield=[{"card": SWARM, "id": "swarm"}],
                          library=library(5)),
                   player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                          battlefield=[{"card": "Mountain", "id": "m"}], library=library(5))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"swarm": "Bob"}})
    pass_all(g)  # the attack trigger resolves
    return g


def test_the_defending_player_cant_cast_the_bolt_this_turn() -> None:
    assert default_pool().get(SWARM).compiled
    g = swarm_attacks()
    assert one(g, "effect_created", rule="611.2a").target == "Bob"
    g.apply({"do": "pass"})  # Alice passes: Bob has priority
    before = g.to_board()
    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["swarm"]})
    assert refused.value.rule == "101.2" and "can't cast spells" in str(refused.value)
    assert g.to_board() == before
    assert before["turn"]["this_turn"]["cant_cast_spells:Bob"] == 1


def test_saved_and_loaded_the_restriction_holds_and_it_ends_with_the_turn() -> None:
    g = Game(swarm_attacks().to_board())
    g.apply({"do": "pass"})
    with pytest.raises(IllegalAction):
        g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["swarm"]})
    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert g.state.this_turn.get("cant_cast_spells:Bob") is None
    g.apply({"do": "activate", "player": "Bob", "permanent": "m"})
    g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(g)
    assert g.state.player("Alice").life == 17
