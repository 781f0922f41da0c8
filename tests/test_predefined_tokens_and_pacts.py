"""Predefined tokens (111.10) made from their rules text — Blood, Powerstone — and two spells
that use them or an X: Vampire's Kiss, Damnable Pact."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import build_pool, default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def test_vampires_kiss_drains_and_makes_two_blood_tokens() -> None:
    assert POOL.get("Vampire's Kiss").compiled
    game = Game(board(player("Alice", hand=["Vampire's Kiss"], mana_pool="BC", life=10,
                             library=library(3)), player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Vampire's Kiss", "targets": ["Bob"]})
    pass_all(game)

    assert (game.state.player("Alice").life, game.state.player("Bob").life) == (12, 18)
    assert [e.source for e in events(game, "token_created")] == ["Blood Token"] * 2


def test_a_blood_token_rummages() -> None:
    """Blood (111.10g): "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." """
    game = Game(board(player("Alice", battlefield=["Blood Token"], hand=["Forest"],
                             mana_pool="C", library=library(3)), player("Bob")))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Blood Token",
                "discard": "Forest"})
    pass_all(game)

    hand = game.state.player("Alice").hand
    assert [c.name for c in hand] == ["Island"]
    assert one(game, "card_discarded").source == "Forest"
    assert game.state.battlefield == []


@pytest.mark.parametrize("x", [0, 3])
def test_damnable_pact_draws_and_loses_x(x: int) -> None:
    """"Target player draws X cards and loses X life." (107.3a: X chosen as it is cast)"""
    assert POOL.get("Damnable Pact").compiled
    game = Game(board(player("Alice", hand=["Damnable Pact"], mana_pool="BB" + "C" * x,
                             library=library(5)), player("Bob")))
    game.apply({"do": "cast", "player": "Alice", "card": "Damnable Pact", "x": x,
                "targets": ["Alice"]})
    pass_all(game)

    assert len(game.state.player("Alice").hand) == x
    assert game.state.player("Alice").life == 20 - x


POWER = "Test Powerstone Maker"


def powerstone_pool() -> object:
    cards = build_pool()
    result = cards.compile({"name": POWER, "mana_cost": "{1}{U}", "cmc": 2, "colors": ["U"],
                            "type_line": "Sorcery", "keywords": [],
                            "oracle_text": "Create a tapped Powerstone token."})
    assert result.card is not None, result.why
    return cards


def test_a_powerstone_is_created_tapped() -> None:
    """"Create a tapped Powerstone token." — it enters the battlefield tapped (110.5b)."""
    game = Game(board(player("Alice", hand=[POWER], mana_pool="UC", library=library(3)),
                      player("Bob")), cards=powerstone_pool())
    game.apply({"do": "cast", "player": "Alice", "card": POWER})
    pass_all(game)

    assert game.find_permanent("Powerstone Token").tapped
    assert events(game, "tapped") == []  # never untapped on the battlefield first


def test_powerstone_mana_cant_cast_a_nonartifact_spell() -> None:
    """"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (106.6)"""
    game = Game(board(player("Alice", battlefield=["Powerstone Token"],
                             hand=["Grizzly Bears", "Sol Ring"], mana_pool="G",
                             library=library(3)), player("Bob")), cards=powerstone_pool())
    game.apply({"do": "activate", "player": "Alice", "permanent": "Powerstone Token"})
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    assert snapshot(game) == before

    game.apply({"do": "cast", "player": "Alice", "card": "Sol Ring"})  # an artifact spell
    pass_all(game)
    assert game.find_permanent("Sol Ring").controller == "Alice"


def test_a_blood_token_needs_a_card_to_discard() -> None:
    game = Game(board(player("Alice", battlefield=["Blood Token"], mana_pool="C",
                             library=library(3)), player("Bob")))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "Blood Token"})

    assert refused.value.rule == "118.3"
    assert snapshot(game) == before
