"""Leyline of Abundance, read from its Oracle text: "If this card is in your opening hand, you
may begin the game with it on the battlefield. Whenever you tap a creature for mana, add an
additional {G}. {6}{G}{G}: Put a +1/+1 counter on each creature you control." — its opening-hand
action (103.6a) is what a board file does when it lists the Leyline on the battlefield at the
start; its trigger is a mana ability on a creature tapped for mana (106.12a, 605.1b)."""

from __future__ import annotations

from helpers import board, library, player, tap

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
LEYLINE = "Leyline of Abundance"


def game_with(*permanents: object) -> Game:
    return Game(board(player("Alice", battlefield=[LEYLINE, *permanents], library=library(5)),
                      player("Bob", library=library(5)), step="untap", turn=1))


def pool(game: Game) -> str:
    return "".join(sorted(u.type for u in game.state.player("Alice").mana_pool))


def test_every_ability_compiles_and_says_where_the_opening_hand_action_goes() -> None:
    assert POOL.get(LEYLINE).compiled
    assert "(103.6a, explorer.board)" in POOL.explain(LEYLINE)


def test_a_creature_tapped_for_mana_adds_an_additional_green() -> None:
    game = game_with({"card": "Llanowar Elves", "sick": False})
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    tap(game, "Alice", "Llanowar Elves")

    assert pool(game) == "GG"
    assert game.state.stack == []


def test_a_land_tapped_for_mana_adds_nothing_more() -> None:
    game = game_with("Forest")
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    tap(game, "Alice", "Forest")

    assert pool(game) == "G"


def test_its_counters_go_on_each_creature_its_controller_controls() -> None:
    game = Game(board(player("Alice", battlefield=[LEYLINE, {"card": "Grizzly Bears",
                                                             "id": "bears"}],
                             mana_pool="CCCCCCGG", library=library(5)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": LEYLINE, "ability": 0})
    while game.state.stack:
        game.apply({"do": "pass"})

    assert game.permanent("bears").counters == {"+1/+1": 1}
    assert game.permanent("giant").counters == {}
