"""Court of Ambition and Court of Bounty, read from their text (the Courts of the seed rulings'
family): "At the beginning of your upkeep, each opponent loses 3 life unless they discard a
card. If you're the monarch, instead each opponent loses 6 life unless they discard two cards."
and "… you may put a land card from your hand onto the battlefield. If you're the monarch,
instead you may put a creature or land card from your hand onto the battlefield." (608.2c:
"instead" replaces the sentence before when its condition holds). Also Simian Spirit Guide's
"Exile this card from your hand: Add {R}." — an ability that works from the hand (113.6)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player
from mana_helpers import pool_of

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def upkeep_with(court: str, *, monarch: str | None, alice_hand: list[str] | None = None,
                bob_hand: list[str] | None = None) -> Game:
    extra = {"monarch": monarch} if monarch else {}
    game = Game(board(player("Alice", battlefield=[court], hand=alice_hand or [],
                             library=library(3)),
                      player("Bob", hand=bob_hand or [], library=library(3)),
                      step="untap", turn=2, **extra))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    pass_all(game)  # the Court's upkeep trigger resolves
    return game


@pytest.mark.parametrize(("monarch", "lost"), [(None, 3), ("Alice", 6)])
def test_court_of_ambition_drains_a_player_who_wont_discard(monarch: str | None,
                                                            lost: int) -> None:
    assert POOL.get("Court of Ambition").compiled
    game = upkeep_with("Court of Ambition", monarch=monarch,
                       bob_hand=["Island", "Island", "Island"])
    decision = game.pending
    assert decision is not None and decision.player == "Bob" and decision.rule == "603.5"
    game.apply({"do": "choose", "player": "Bob", "option": f"lose {lost} life"})
    assert game.state.player("Bob").life == 20 - lost
    assert len(game.state.player("Bob").hand) == 3


def test_court_of_ambition_as_monarch_takes_two_cards_from_a_player_who_discards() -> None:
    game = upkeep_with("Court of Ambition", monarch="Alice",
                       bob_hand=[{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"},
                                 {"card": "Island", "id": "i3"}])
    game.apply({"do": "choose", "player": "Bob", "option": "discard 2 cards"})
    game.apply({"do": "choose", "player": "Bob", "targets": ["i1", "i3"]})
    bob = game.state.player("Bob")
    assert bob.life == 20 and [c.handle for c in bob.hand] == ["i2"]


def test_court_of_ambition_a_player_with_an_empty_hand_just_loses_life() -> None:
    game = upkeep_with("Court of Ambition", monarch=None)
    assert game.state.player("Bob").life == 17


@pytest.mark.parametrize(("monarch", "put"), [(None, ["Forest"]),
                                              ("Alice", ["Forest", "Grizzly Bears"])])
def test_court_of_bounty_puts_a_land_or_as_monarch_a_creature(monarch: str | None,
                                                                put: list[str]) -> None:
    assert POOL.get("Court of Bounty").compiled
    game = upkeep_with("Court of Bounty", monarch=monarch,
                       alice_hand=[{"card": "Forest", "id": "f"},
                                   {"card": "Grizzly Bears", "id": "bears"}])
    decision = game.pending
    assert decision is not None and decision.player == "Alice"
    assert list(decision.options) == [*(
        {"Forest": "f", "Grizzly Bears": "bears"}[n] for n in put), "none"]
    game.apply({"do": "choose", "player": "Alice", "option": str(decision.options[-2])})
    assert put[-1] in [o.name for o in game.state.permanents("Alice")]
    assert game.state.player("Alice").lands_played == 0  # put, not played (305.4)


def test_simian_spirit_guide_is_exiled_from_hand_for_red_mana() -> None:
    assert POOL.get("Simian Spirit Guide").compiled
    game = Game(board(player("Alice", hand=["Simian Spirit Guide"], library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Simian Spirit Guide"})
    assert pool_of(game) == "R"
    assert [c.name for c in game.state.player("Alice").exile] == ["Simian Spirit Guide"]
