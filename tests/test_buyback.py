"""Buyback (702.27a): "You may pay an additional [cost] as you cast this spell" and "If the
buyback cost was paid, put this spell into its owner's hand instead of into that player's
graveyard as it resolves." Capsize ({1}{U}{U}, "Buyback {3}", "Return target permanent to its
owner's hand.") — the rulings: only a spell that resolves comes back; one that doesn't (its
target gone, 608.2b) goes to the graveyard."""

from __future__ import annotations

import pytest
from helpers import board, library, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

CAPSIZE = "Capsize"


def capsize(mana: str = "UUCCCC", bob_hand: tuple[str, ...] = (), bob_mana: str = "") -> Game:
    return Game(board(player("Alice", hand=[CAPSIZE], mana_pool=mana, library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], hand=list(bob_hand),
                             mana_pool=bob_mana, library=library(5))))


def cast(game: Game, **choices: bool) -> None:
    action = {"do": "cast", "player": "Alice", "card": CAPSIZE, "targets": ["Grizzly Bears"]}
    if choices:
        action["choices"] = choices
    game.apply(action)


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(CAPSIZE).compiled, default_pool().explain(CAPSIZE)


def test_with_buyback_it_returns_to_alices_hand_as_it_resolves() -> None:
    game = capsize()
    cast(game, buyback=True)
    assert game.state.player("Alice").mana_pool == ()  # {1}{U}{U} and the additional {3}
    pass_all(game)

    back = one(game, "zone_changed", source=CAPSIZE, to_zone="hand")
    assert back.rule == "702.27a"
    assert names(game.state.player("Alice").hand) == [CAPSIZE]
    assert names(game.state.player("Alice").graveyard) == []
    assert names(game.state.player("Bob").hand) == ["Grizzly Bears"]


def test_without_buyback_it_goes_to_the_graveyard() -> None:
    game = capsize(mana="UUC")
    cast(game)
    pass_all(game)

    assert names(game.state.player("Alice").graveyard) == [CAPSIZE]
    assert names(game.state.player("Alice").hand) == []


def test_a_bought_back_spell_that_doesnt_resolve_goes_to_the_graveyard() -> None:
    """Bob answers with Cloudshift: his Bears return as a new object (400.7), Capsize's only
    target is gone, it doesn't resolve (608.2b) — and it goes to the graveyard, not the hand."""
    game = capsize(bob_hand=("Cloudshift",), bob_mana="W")
    cast(game, buyback=True)
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Cloudshift",
                "targets": ["Grizzly Bears"]})
    pass_all(game)  # Cloudshift resolves
    pass_all(game)  # Capsize: its target is gone

    assert one(game, "spell_removed").rule == "608.2b"
    assert names(game.state.player("Alice").graveyard) == [CAPSIZE]
    assert names(game.state.player("Alice").hand) == []


def test_buyback_without_the_additional_mana_is_refused() -> None:
    game = capsize(mana="UUC")
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        cast(game, buyback=True)

    assert snapshot(game) == before


def test_a_spell_without_buyback_cant_be_cast_with_it() -> None:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="RCCC",
                             library=library(5)), player("Bob", library=library(5))))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"], "choices": {"buyback": True}})

    assert refused.value.rule == "601.2b" and "702.27a" in str(refused.value)
    assert snapshot(game) == before


def test_legal_actions_offer_it_with_and_without_buyback() -> None:
    game = capsize()
    offered = [a.choices for a in game.legal_actions() if getattr(a, "card", None)]
    assert {"buyback": True} in offered and None in offered
