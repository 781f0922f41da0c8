"""Answers the engine keeps rather than works out again at every priority pass: each is made
again when what it was made from changes."""

from __future__ import annotations

from helpers import board, library, player

from explorer import Game
from explorer.state import Draws, Player, State


def four_players() -> State:
    return State(players=[Player(name) for name in ("Ann", "Ben", "Cat", "Dan")], rng=Draws(1))


def test_the_seating_is_made_again_when_a_player_leaves_the_game() -> None:
    state = four_players()
    assert state.next_in_game_after("Ann").name == "Ben"  # type: ignore[union-attr]
    assert state.in_game_count() == 4
    state.leave_game(state.player("Ben"))
    assert state.next_in_game_after("Ann").name == "Cat"  # type: ignore[union-attr]
    assert state.next_in_game_after("Ben").name == "Cat"  # type: ignore[union-attr]
    assert [p.name for p in state.in_game()] == ["Ann", "Cat", "Dan"]
    assert state.player("Ben").left  # still seated, out of the game
    for name in ("Ann", "Cat"):
        state.leave_game(state.player(name))
    assert state.next_in_game_after("Dan").name == "Dan"  # type: ignore[union-attr]
    state.leave_game(state.player("Dan"))
    assert state.next_in_game_after("Dan") is None and state.in_game_count() == 0


def test_the_seating_is_made_again_when_a_player_is_added() -> None:
    state = four_players()
    assert state.next_in_game_after("Dan").name == "Ann"  # type: ignore[union-attr]
    state.players.append(Player("Eve"))  # as a board loads
    assert state.next_in_game_after("Dan").name == "Eve"  # type: ignore[union-attr]
    assert state.player("Eve").name == "Eve" and state.in_game_count() == 5


def test_a_restraint_that_enters_mid_game_is_seen_by_the_next_declaration() -> None:
    """The permanents that can say "can't attack" are kept in an index of the battlefield:
    Pacifism cast on the Bears in turn 6 joins it, and the Bears, which attacked in each of
    Alice's turns before, don't attack again (508.1c)."""
    game = Game(board(
        player("Alice", library=library(40, "Forest"),
               battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", library=library(40, "Plains"), battlefield=["Plains", "Plains"],
               hand=["Pacifism"]),
        step="upkeep", policy={"attackers": "next"}))
    game.run_until(6, "precombat_main")
    game.apply({"do": "cast", "player": "Bob", "card": "Pacifism", "targets": ["bears"],
                "pay": ["plains-1", "plains-2"]})
    game.run_until(11)
    assert game.permanent("bears").oid in {o.attached_to for o in game.state.battlefield}
    assert [e.turn for e in game.log if e.event == "attack_declared"] == [1, 3, 5]
