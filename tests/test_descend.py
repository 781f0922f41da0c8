"""Descend N (207.2c): an ability word — no rules meaning of its own; the ability after it says
its condition in words. Basking Capybara (1/3: "Descend 4 — This creature gets +3/+0 as long as
there are four or more permanent cards in your graveyard.")."""

from __future__ import annotations

import pytest
from helpers import board, library, player

from explorer.cards import default_pool
from explorer.game import Game
from explorer.rules.layers import power, toughness

CAPYBARA = "Basking Capybara"


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(CAPYBARA).compiled, default_pool().explain(CAPYBARA)


@pytest.mark.parametrize(("graveyard", "expected"), [
    (["Island", "Island", "Island", "Grizzly Bears"], (4, 3)),
    (["Island", "Island", "Island", "Lightning Bolt"], (1, 3)),  # an instant isn't permanent
    (["Island", "Island", "Island"], (1, 3)),
])
def test_four_permanent_cards_in_the_graveyard_give_3_0(graveyard: list[str],
                                                       expected: tuple[int, int]) -> None:
    game = Game(board(player("Alice", battlefield=[CAPYBARA], graveyard=graveyard,
                             library=library(5)), player("Bob", library=library(5))))
    capybara = game.find_permanent(CAPYBARA)
    assert (power(game, capybara), toughness(game, capybara)) == expected
