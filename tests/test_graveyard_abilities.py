"""Activated abilities that work from the graveyard (113.6): one whose cost exiles the card from
its owner's graveyard, or whose effect returns it from there, can be activated only while the
card is in that graveyard — Reassembling Skeleton: "{1}{B}: Return this card from your graveyard
to the battlefield tapped." If the card leaves the graveyard before the ability resolves, it is
a new object elsewhere, and nothing returns (400.7)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, pool_reading

from explorer.actions import Activate
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
RAT = {"name": "Test Rat", "type_line": "Creature — Rat", "mana_cost": "{B}", "power": "1",
       "toughness": "1",
       "oracle_text": "{2}, Exile this card from your graveyard: Draw a card. Activate only as "
                      "a sorcery."}


def skeleton_game(**alice: object) -> Game:
    return Game(board(player("Alice", graveyard=[{"card": "Reassembling Skeleton", "id": "sk"}],
                             mana_pool="BB", library=library(3), **alice),
                      player("Bob", hand=["Cremate"], mana_pool="B", library=library(3))))


def test_the_skeleton_returns_from_the_graveyard_tapped() -> None:
    game = skeleton_game()
    assert any(isinstance(a, Activate) and a.permanent == "sk" for a in game.legal_actions())
    game.apply({"do": "activate", "player": "Alice", "permanent": "sk"})
    pass_all(game)
    skeleton = game.permanent("sk")
    assert skeleton.tapped and skeleton.zone == "battlefield"
    (back,) = events(game, "zone_changed", target="sk", to_zone="battlefield")
    assert (back.from_zone, back.rule) == ("graveyard", "400.7")


def test_on_the_battlefield_the_skeleton_has_no_ability_to_activate() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Reassembling Skeleton", "id": "sk"}],
                             mana_pool="BB", library=library(3)),
                      player("Bob", library=library(3))))
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "sk"})
    assert refused.value.rule == "602.1"


def test_exiled_in_response_it_doesnt_come_back() -> None:
    game = skeleton_game()
    game.apply({"do": "activate", "player": "Alice", "permanent": "sk"})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Cremate", "targets": ["sk"]})
    pass_all(game)  # Cremate resolves: the Skeleton is exiled
    pass_all(game)  # the Skeleton's ability: nothing to return
    assert names(game.state.player("Alice").exile) == ["Reassembling Skeleton"]
    assert game.state.find_handle("sk") is None


def test_a_cost_that_exiles_the_card_from_the_graveyard() -> None:
    game = Game(board(player("Alice", graveyard=[{"card": "Test Rat", "id": "rat"}],
                             mana_pool="CC", library=library(3)),
                      player("Bob", library=library(3))), cards=pool_reading(RAT))
    game.apply({"do": "activate", "player": "Alice", "permanent": "rat"})
    alice = game.state.player("Alice")
    assert names(alice.exile) == ["Test Rat"]  # paid as it was activated (602.2)
    pass_all(game)
    assert len(alice.hand) == 1
