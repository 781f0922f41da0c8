"""A land that enters tapped unless a card is revealed (614.12: decided before it enters),
read from its text. Game Trail: "As this land enters, you may reveal a Mountain or Forest card
from your hand. If you don't, this land enters tapped." """

from __future__ import annotations

from helpers import board, events, library, one, player

from explorer.cards import default_pool
from explorer.game import Game


def play(hand: list[str]) -> Game:
    g = Game(board(player("Alice", hand=["Game Trail", *hand], library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "play_land", "player": "Alice", "card": "Game Trail"})
    return g


def test_revealing_a_forest_it_enters_untapped() -> None:
    assert default_pool().get("Game Trail").compiled
    g = play(["Forest", "Island"])

    assert g.pending is not None and g.pending.rule == "614.12"
    forest = next(c for c in g.state.player("Alice").hand if c.name == "Forest")
    assert g.pending.options == ("it enters tapped", f"reveal {forest.handle}")  # no Island
    g.apply({"do": "choose", "player": "Alice", "option": f"reveal {forest.handle}"})

    revealed = one(g, "cards_revealed")
    assert (revealed.found, revealed.rule) == ("Forest", "701.20a")
    assert not g.find_permanent("Game Trail").tapped


def test_choosing_not_to_reveal_it_enters_tapped() -> None:
    g = play(["Mountain"])

    g.apply({"do": "choose", "player": "Alice", "option": "it enters tapped"})

    assert g.find_permanent("Game Trail").tapped
    assert events(g, "cards_revealed") == []


def test_with_nothing_to_reveal_it_enters_tapped() -> None:
    g = play(["Island"])

    assert g.find_permanent("Game Trail").tapped
    assert one(g, "zone_changed", to_zone="battlefield").how == "enters tapped (614.1d)"
