"""Two shapes read from real cards' text: "Activate only during an opponent's turn." (602.5b)
and "as long as an opponent has N or more cards in their graveyard" (a condition on one
opponent's graveyard, 404.1). Each test reads like a ruling."""

from __future__ import annotations

import pytest
from helpers import board, library, player, snapshot
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


class TestLavinia:
    """Lavinia, Foil to Conspiracy: "{T}: Add {C}{C}. Activate only during an opponent's
    turn." """

    def game(self, active: str) -> Game:
        return Game(board(player("Alice", battlefield=[{"card": "Lavinia, Foil to Conspiracy",
                                                        "sick": False}], library=library(3)),
                          player("Bob", library=library(3)), active=active, step="upkeep"))

    def test_during_bobs_turn_alice_adds_two_colorless(self) -> None:
        compiled("Lavinia, Foil to Conspiracy")
        game = self.game("Bob")
        game.apply({"do": "pass"})  # Bob passes: Alice has priority in Bob's upkeep

        activate(game, "Alice", "Lavinia, Foil to Conspiracy", 0)

        assert pool_of(game) == "CC"

    def test_during_her_own_turn_it_cant_be_activated(self) -> None:
        game = self.game("Alice")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Lavinia, Foil to Conspiracy", 0)

        assert refused.value.rule == "602.5b"
        assert "opponent's turn" in str(refused.value)
        assert snapshot(game) == before
        assert not [a for a in game.legal_actions() if getattr(a, "permanent", None)]


class TestJacesPhantasm:
    """Jace's Phantasm: "This creature gets +4/+4 as long as an opponent has ten or more cards
    in their graveyard." — one opponent's graveyard, not all of them together."""

    def game(self, bob: int, cat: int = 0) -> Game:
        return Game(board(player("Alice", battlefield=["Jace's Phantasm"], library=library(3)),
                          player("Bob", graveyard=library(bob), library=library(3)),
                          player("Cat", graveyard=library(cat), library=library(3))))

    def test_with_ten_cards_in_an_opponents_graveyard_it_is_5_5(self) -> None:
        compiled("Jace's Phantasm")
        game = self.game(bob=10)

        assert (game.power("Jace's Phantasm"), game.toughness("Jace's Phantasm")) == (5, 5)

    def test_nine_and_nine_in_two_graveyards_is_not_ten(self) -> None:
        game = self.game(bob=9, cat=9)

        assert (game.power("Jace's Phantasm"), game.toughness("Jace's Phantasm")) == (1, 1)
