""""This ability costs [mana] less to activate if [condition]." (601.2f, for abilities
602.2b): the reduction is applied as the total cost is determined, to the generic part and to
colored mana of the colors the cost has. Kami of Jealous Thirst: "{4}{B}: Each opponent loses
2 life and you gain 2 life. This ability costs {4}{B} less to activate if you've drawn three
or more cards this turn. Activate only once each turn." """

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

KAMI = "Kami of Jealous Thirst"


def alices_turn_two(draw_two: bool) -> Game:
    """Alice draws in her draw step (one card), then — if ``draw_two`` — casts Coastal
    Discovery (two more): three cards drawn this turn."""
    g = Game(board(player("Alice", battlefield=[KAMI, "Island", "Island", "Island", "Island"],
                          hand=["Coastal Discovery"], library=library(6)),
                   player("Bob", library=library(3)), active="Bob", step="end"))
    g.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    if draw_two:
        for island in ("Island#1", "Island#2", "Island#3", "Island#4"):
            g.apply({"do": "activate", "player": "Alice", "permanent": island})
        g.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
        pass_all(g)
    return g


def drain(g: Game) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": KAMI})


def test_with_three_cards_drawn_the_ability_costs_nothing() -> None:
    assert default_pool().get(KAMI).compiled
    g = alices_turn_two(draw_two=True)
    assert g.state.this_turn["cards_drawn:Alice"] == 3
    assert g.mana_pool("Alice") == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}

    drain(g)
    pass_all(g)

    assert (g.state.player("Alice").life, g.state.player("Bob").life) == (22, 18)


def test_with_one_card_drawn_it_costs_its_full_four_and_black() -> None:
    g = alices_turn_two(draw_two=False)
    before = snapshot(g)

    with pytest.raises(IllegalAction):
        drain(g)  # no mana: {4}{B} can't be paid

    assert snapshot(g) == before
