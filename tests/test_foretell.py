"""Foretell (702.143a): any time its owner has priority during their own turn, they may pay {2}
and exile a card with foretell from their hand face down — a special action (702.143b) — and
cast it after that turn has ended for its foretell cost rather than its mana cost. Gods' Hall
Guardian ({5}{W}, "Foretell {3}{W}") and Doomskar Oracle ({2}{W}, "Foretell {W}")."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, one, pass_all, player, snapshot

from explorer.board import BoardError
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

GUARDIAN = "Gods' Hall Guardian"
ORACLE = "Doomskar Oracle"


def foretold_board(card: str = GUARDIAN, *, turn: int = 3, foretold_on: int = 1,
                   mana: str = "WCCC") -> dict[str, Any]:
    """Alice's turn ``turn``: ``card`` in her exile, foretold on turn ``foretold_on``."""
    return board(player("Alice", exile=[{"card": card, "id": "told"}], mana_pool=mana,
                        library=library(5)),
                 player("Bob", library=library(5)), turn=turn,
                 foretold=[{"card": "told", "turn": foretold_on}])


@pytest.mark.parametrize("name", [GUARDIAN, ORACLE])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_foretelling_pays_2_and_exiles_it_without_the_stack() -> None:
    game = Game(board(player("Alice", hand=[GUARDIAN], mana_pool="CC", library=library(5)),
                      player("Bob", library=library(5))))
    assert {"do": "foretell", "player": "Alice", "card": "gods-hall-guardian-1"} in [
        {"do": "foretell", **vars(a)} for a in game.legal_actions()
        if type(a).__name__ == "Foretell"]
    game.apply({"do": "foretell", "player": "Alice", "card": GUARDIAN})

    moved = one(game, "zone_changed")
    assert (moved.source, moved.rule, moved.to_zone) == (GUARDIAN, "702.143b", "exile")
    alice = game.state.player("Alice")
    assert alice.mana_pool == () and alice.hand == []
    assert alice.exile[0].foretold == 1
    assert game.state.stack == []  # a special action: nothing to respond to (702.143b)
    assert game.pending is not None and game.pending.player == "Alice"  # she keeps priority


def test_cast_on_a_later_turn_for_its_foretell_cost() -> None:
    """Turn 3: {3}{W}, not {5}{W}, pays for the Guardian; it resolves as any creature spell."""
    game = Game(foretold_board())
    game.apply({"do": "cast", "player": "Alice", "card": GUARDIAN})
    assert game.state.player("Alice").mana_pool == ()
    pass_all(game)

    guardian = game.find_permanent(GUARDIAN)
    assert guardian.controller == "Alice" and guardian.choices.get("foretold") is True
    assert one(game, "zone_changed", from_zone="exile").rule == "601.2a"
    reloaded = Game(game.to_board())  # a board file keeps it
    assert reloaded.find_permanent(GUARDIAN).choices == {"foretold": True}


def test_foretold_oracle_costs_w_and_counts_as_a_spell_cast() -> None:
    game = Game(foretold_board(ORACLE, mana="W"))
    game.apply({"do": "cast", "player": "Alice", "card": ORACLE})
    pass_all(game)
    assert game.find_permanent(ORACLE).controller == "Alice"
    assert one(game, "spell_cast").source == ORACLE  # a spell cast like any other (601.2i)


def test_foretold_on_turn_1_it_is_cast_on_turn_3_with_her_lands() -> None:
    game = Game(board(player("Alice", hand=[GUARDIAN], mana_pool="CC", library=library(5),
                             battlefield=["Plains"] * 4),
                      player("Bob", library=library(5))))
    game.apply({"do": "foretell", "player": "Alice", "card": GUARDIAN})
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    game.apply({"do": "cast", "player": "Alice", "card": GUARDIAN,
                "pay": ["plains-1", "plains-2", "plains-3", "plains-4"]})
    pass_all(game)

    assert game.find_permanent(GUARDIAN).controller == "Alice"
    assert all(p.tapped for p in game.state.permanents("Alice") if p.name == "Plains")


def test_it_cant_be_cast_the_turn_it_was_foretold() -> None:
    """702.143a: "after the current turn has ended" — refused, nothing changes."""
    game = Game(foretold_board(turn=3, foretold_on=3))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": GUARDIAN})

    assert refused.value.rule == "702.143a"
    assert snapshot(game) == before
    assert all(type(a).__name__ != "Cast" for a in game.legal_actions())


def test_foretelling_on_an_opponents_turn_is_refused() -> None:
    """Bob's turn: even with priority and {2}, Alice may foretell only during her own."""
    game = Game(board(player("Alice", hand=[GUARDIAN], mana_pool="CC", library=library(5)),
                      player("Bob", library=library(5)), active="Bob"))
    game.apply({"do": "pass"})  # Bob passes: Alice has priority
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "foretell", "player": "Alice", "card": GUARDIAN})

    assert refused.value.rule == "702.143a"
    assert snapshot(game) == before


@pytest.mark.parametrize(("hand", "mana", "rule"), [("Grizzly Bears", "CC", "702.143a"),
                                                    (GUARDIAN, "C", None)])
def test_foretelling_is_refused_without_foretell_or_without_2(hand: str, mana: str,
                                                              rule: str | None) -> None:
    game = Game(board(player("Alice", hand=[hand], mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "foretell", "player": "Alice", "card": hand})

    if rule:
        assert refused.value.rule == rule
    assert snapshot(game) == before


def test_a_saved_game_keeps_what_was_foretold_and_when() -> None:
    game = Game(board(player("Alice", hand=[GUARDIAN], mana_pool="CC", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "foretell", "player": "Alice", "card": GUARDIAN})
    saved = game.to_board()
    assert saved["foretold"] == [{"card": "gods-hall-guardian-1", "turn": 1}]

    loaded = Game(saved)
    assert loaded.state.player("Alice").exile[0].foretold == 1
    with pytest.raises(IllegalAction):  # still turn 1
        loaded.apply({"do": "cast", "player": "Alice", "card": GUARDIAN})


def test_a_board_cant_foretell_a_card_without_foretell() -> None:
    raw = foretold_board()
    raw["players"][0]["exile"] = [{"card": "Grizzly Bears", "id": "told"}]
    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert "foretold[0].card" in str(refused.value)
