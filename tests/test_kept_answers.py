"""Answers the engine keeps rather than works out again at every priority pass: each is made
again when what it was made from changes."""

from __future__ import annotations

import dataclasses

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


def test_a_permanent_saying_damage_doesnt_cause_life_loss_that_enters_mid_game() -> None:
    """Such permanents are kept in an index of the battlefield: Archon of Coronation put onto
    the battlefield after damage already made Alice lose life joins it, and the next damage
    doesn't (120.3a: she is the monarch)."""
    game = Game(board(player("Alice", library=library(40, "Forest")),
                      player("Bob", library=library(40, "Plains")),
                      step="upkeep", monarch="Alice"))
    game.run_until(5, "precombat_main")
    hit = {"do": "deal_damage", "source": "experiment", "target": "Alice", "amount": 3}
    game.apply(hit)
    assert game.state.player("Alice").life == 17
    game.apply({"do": "put", "player": "Alice", "card": "Archon of Coronation",
                "zone": "battlefield"})
    game.apply(hit)
    assert game.state.player("Alice").life == 17
    assert [e.by for e in game.log if e.event == "effect_skipped"] == ["Archon of Coronation"]


def test_a_card_drawn_is_the_same_card_in_the_hand() -> None:
    """A draw moves the card object as ``dataclasses.replace(card, zone="hand")`` does, field
    for field, counting no change; a copy of a permanent is a copy of every field."""
    game = Game(board(player("Alice", library=library(10, "Forest"),
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
                      player("Bob", library=library(10, "Plains")), step="upkeep"))
    top = game.state.player("Alice").library[0]
    game.run_until(3, "precombat_main")
    drawn = game.state.player("Alice").hand[0]
    assert drawn == dataclasses.replace(top, zone="hand") and drawn is not top
    assert (drawn.oid, drawn.version) == (top.oid, top.version)
    bears = game.permanent("bears")
    bears.tapped = True
    twin = bears.copy()
    assert twin == bears and twin.version == bears.version and twin is not bears


def test_a_replacement_effect_that_enters_mid_game_applies_to_the_next_event() -> None:
    """Permanents with replacement abilities are found through an index of the battlefield:
    Mana Reflection put onto it after a Forest was tapped for {G} joins it, and the next Forest
    tapped for mana produces twice as much (614.1a)."""
    game = Game(board(player("Alice", library=library(10, "Forest"),
                             battlefield=[{"card": "Forest", "id": "f1"},
                                          {"card": "Forest", "id": "f2"}]),
                      player("Bob", library=library(10, "Plains"))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "f1", "ability": 0})
    assert game.mana_pool("Alice")["G"] == 1
    game.apply({"do": "put", "player": "Alice", "card": "Mana Reflection", "zone": "battlefield"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "f2", "ability": 0})
    assert game.mana_pool("Alice")["G"] == 3
