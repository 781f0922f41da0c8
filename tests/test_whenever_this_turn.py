"""A spell's "Whenever … this turn, …" (603.7b): Forth Eorlingas! ("Create X 2/2 red Human
Knight creature tokens with trample and haste. Whenever one or more creatures you control deal
combat damage to one or more players this turn, you become the monarch.") makes a delayed
triggered ability as it resolves; it triggers once for the combat damage step however many
players were hit (603.2c), and ends with the turn (514.2)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def eorlingas_game() -> Game:
    game = Game(board(player("Alice", hand=["Forth Eorlingas!"], mana_pool="RWCC",
                             library=library(5)),
                      player("Bob", library=library(5)), player("Carol", library=library(5)),
                      monarch="Carol"))
    game.apply({"do": "cast", "player": "Alice", "card": "Forth Eorlingas!", "x": 2})
    pass_all(game)
    return game


def test_forth_eorlingas_crowns_alice_once_for_knights_hitting_two_players() -> None:
    assert POOL.get("Forth Eorlingas!").compiled
    game = eorlingas_game()
    knights = [o.handle for o in game.state.permanents("Alice") if o.name == "Human Knight Token"]
    assert len(knights) == 2
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {knights[0]: "Bob", knights[1]: "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    pass_all(game)
    assert game.state.monarch == "Alice"
    assert [e.rule for e in events(game, "ability_triggered", source="Forth Eorlingas!")] == [
        "603.7b"]


def test_forth_eorlingas_s_ability_ends_with_the_turn() -> None:
    game = eorlingas_game()
    assert len(game.state.delayed) == 1
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert game.state.delayed == ()
