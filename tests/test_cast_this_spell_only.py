"""A spell's own restriction on casting it (601.3): it may be cast only while the restriction
holds, asked as its casting is proposed. Skyshroud Condor: "Cast this spell only if you've
cast another spell this turn. / Flying" — playing a land isn't casting a spell (305.1)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, pool_reading, snapshot

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


# No card the explorer ships prints these timing shapes with an effect it reads, so a test card
# read from its Oracle text stands in (the shape is the one Festival, Seedtime and Wake the
# Dead print).
TRICK = {"name": "Combat Trick", "mana_cost": "{R}", "type_line": "Instant",
         "oracle_text": "Cast this spell only during combat on an opponent's turn.\n"
                        "Target creature gets +2/+2 until end of turn."}


def trick_game(active: str) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   "Mountain"],
                             hand=["Combat Trick"], library=library(6)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(6)),
                      active=active), cards=pool_reading(TRICK))


def trick(g: Game) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    g.apply({"do": "cast", "player": "Alice", "card": "Combat Trick", "targets": ["bears"]})


@pytest.mark.parametrize(("active", "step"), [("Bob", "precombat_main"),
                                              ("Alice", "beginning_of_combat")])
def test_only_during_combat_on_an_opponents_turn(active: str, step: str) -> None:
    g = trick_game(active)
    g.apply({"do": "pass_until", "turn": 1, "step": step})
    if g.pending is not None and g.pending.player != "Alice":
        g.apply({"do": "pass"})
    g.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": "Combat Trick", "targets": ["bears"]})

    assert refused.value.rule == "601.3" and snapshot(g) == before


def test_in_combat_on_bobs_turn_it_is_cast() -> None:
    g = trick_game("Bob")
    g.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    g.apply({"do": "pass"})  # Bob passes: Alice has priority in combat on Bob's turn
    assert g.pending is not None and g.pending.player == "Alice"

    trick(g)

    assert [i.source_name for i in g.state.stack] == ["Combat Trick"]
