"""A cost that returns a permanent to its owner's hand (602.2b, read from the text): Oboro
Breezecaller's "{2}, Return a land you control to its owner's hand: Untap target land." and
Oboro Envoy's "{2}, Return a land you control to its owner's hand: Target creature gets -X/-0
until end of turn, where X is the number of cards in your hand." """

from __future__ import annotations

import pytest
from helpers import board, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def game(*lands: object, card: str = "Oboro Breezecaller", bob: list[str] | None = None) -> Game:
    return Game(board(player("Alice", battlefield=[card, *lands], mana_pool="CC",
                             library=library(3)),
                      player("Bob", battlefield=bob or [], library=library(3))))


def test_breezecaller_returns_an_island_to_untap_a_forest() -> None:
    assert default_pool().get("Oboro Breezecaller").compiled
    g = game({"card": "Forest", "tapped": True}, "Island")

    g.apply({"do": "activate", "player": "Alice", "permanent": "Oboro Breezecaller",
             "targets": ["Forest"], "return_to_hand": "Island"})
    assert names(g.state.player("Alice").hand) == ["Island"]  # paid as it was activated
    pass_all(g)

    assert not g.find_permanent("Forest").tapped


def test_with_two_lands_the_activation_must_say_which_returns() -> None:
    """Two lands could pay the cost: without ``return_to_hand`` the activation is refused,
    naming them (602.2b), and the game is as it was."""
    g = game({"card": "Forest", "tapped": True}, "Island")
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": "Oboro Breezecaller",
                 "targets": ["Forest"]})

    assert refused.value.rule == "602.2b"
    assert "return_to_hand" in str(refused.value)
    assert snapshot(g) == before


def test_an_opponents_land_cant_pay_the_cost() -> None:
    g = game({"card": "Forest", "tapped": True}, bob=["Swamp"])

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": "Oboro Breezecaller",
                 "targets": ["Forest"], "return_to_hand": "Swamp"})

    assert refused.value.rule == "602.2b"


def test_envoy_counts_the_returned_land_among_the_cards_in_hand() -> None:
    """X is counted as the ability resolves: the land returned to pay the cost is in Alice's
    hand by then, so Bob's Grizzly Bears gets -1/-0."""
    assert default_pool().get("Oboro Envoy").compiled
    g = game("Island", card="Oboro Envoy", bob=["Grizzly Bears"])

    g.apply({"do": "activate", "player": "Alice", "permanent": "Oboro Envoy",
             "targets": ["Grizzly Bears"]})  # the Island is the one land: no need to name it
    pass_all(g)

    assert names(g.state.player("Alice").hand) == ["Island"]
    assert g.power("Grizzly Bears") == 1
