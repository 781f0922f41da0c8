"""A legendary sorcery (205.4e: cast only while controlling a legendary creature or legendary
planeswalker), and "Put target creature card from a graveyard onto the battlefield under your
control" (a new object under its new controller, 400.7). Real card: Yawgmoth's Vile Offering."""

from __future__ import annotations

import pytest
from helpers import board, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def offering_game(alice_battlefield: list[str]) -> Game:
    return Game(board(
        player("Alice", hand=["Yawgmoth's Vile Offering"], mana_pool="BBBBB",
               battlefield=alice_battlefield, library=library(3)),
        player("Bob", graveyard=[{"card": "Craw Wurm", "id": "wurm"}],
               battlefield=[{"card": "Grizzly Bears", "id": "bears"}], library=library(3))))


def test_vile_offering_reanimates_an_opponent_s_card_and_destroys() -> None:
    """With Ian the Reckless (legendary) Alice may cast it: Bob's Craw Wurm enters under her
    control, Bob's Bears is destroyed, and the Offering is exiled."""
    assert POOL.get("Yawgmoth's Vile Offering").compiled, POOL.explain("Yawgmoth's Vile Offering")
    game = offering_game(["Ian the Reckless"])
    game.apply({"do": "cast", "player": "Alice", "card": "Yawgmoth's Vile Offering",
                "targets": ["wurm", "bears"]})
    pass_all(game)
    wurm = game.state.find_handle("wurm")
    assert wurm is not None and wurm.zone == "battlefield"
    assert (wurm.controller, wurm.owner) == ("Alice", "Bob")
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]
    assert names(game.state.player("Alice").exile) == ["Yawgmoth's Vile Offering"]


def test_vile_offering_without_a_legendary_creature_can_t_be_cast() -> None:
    """Grizzly Bears isn't legendary: refused (205.4e), and nothing changes."""
    game = offering_game(["Grizzly Bears"])
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Yawgmoth's Vile Offering",
                    "targets": ["wurm", "bears"]})
    assert refused.value.rule == "205.4e"
    assert snapshot(game) == before
