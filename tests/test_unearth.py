"""Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery." Yotian Frontliner: "Whenever
Yotian Frontliner attacks, another target creature you control gets +1/+1 until end of turn."
and "Unearth {W}". Each test reads like a ruling."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

YOTIAN = "Yotian Frontliner"


def unearthed(**alice: object) -> Game:
    """Alice unearths Yotian Frontliner ({W}) in her main phase; the ability resolves."""
    g = Game(board(player("Alice", graveyard=[{"card": YOTIAN, "id": "yf"}], mana_pool="W",
                          library=library(3), **alice),
                   player("Bob", library=library(3))))
    g.apply({"do": "activate", "player": "Alice", "permanent": "yf"})
    pass_all(g)
    return g


def test_it_returns_with_haste_and_attacks_at_once() -> None:
    assert default_pool().get(YOTIAN).compiled
    g = unearthed()

    assert one(g, "zone_changed", to_zone="battlefield").rule == "702.84a"
    assert "Haste" in g.keywords(YOTIAN)
    g.apply({"do": "attack", "player": "Alice", "attackers": {YOTIAN: "Bob"}})
    assert events(g, "attack_declared")


def test_it_is_exiled_at_the_beginning_of_the_end_step() -> None:
    g = unearthed()
    g.apply({"do": "attack", "player": "Alice", "attackers": {}})

    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(g)  # the delayed trigger resolves

    assert names(g.state.player("Alice").exile) == [YOTIAN]
    assert g.state.permanents("Alice") == []


def test_if_it_would_die_it_is_exiled_instead() -> None:
    g = Game(board(player("Alice", graveyard=[{"card": YOTIAN, "id": "yf"}], mana_pool="W",
                          library=library(3)),
                   player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))))
    g.apply({"do": "activate", "player": "Alice", "permanent": "yf"})
    pass_all(g)
    g.apply({"do": "pass"})  # Alice passes: Bob has priority
    g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [YOTIAN]})
    pass_all(g)

    moved = one(g, "zone_changed", from_zone="battlefield")
    assert (moved.to_zone, moved.rule) == ("exile", "702.84a")
    assert names(g.state.player("Alice").graveyard) == []


def test_it_can_be_activated_only_as_a_sorcery() -> None:
    g = Game(board(player("Alice", graveyard=[{"card": YOTIAN, "id": "yf"}], mana_pool="WR",
                          hand=["Lightning Bolt"], library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": "yf"})

    assert refused.value.rule == "602.5d"
    assert snapshot(g) == before


def test_a_saved_game_keeps_the_unearthed_permanent_and_its_exile() -> None:
    g = unearthed()

    again = Game(g.to_board())
    assert "Haste" in again.keywords(YOTIAN)
    again.apply({"do": "attack", "player": "Alice", "attackers": {}})
    again.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(again)

    assert names(again.state.player("Alice").exile) == [YOTIAN]
