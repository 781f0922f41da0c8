"""Trigger events read from real cards: "Whenever you scry" (701.22a: Flamespeaker Adept),
"Whenever you surveil" (701.25a: Dimir Spybug), "Whenever equipped creature deals combat damage
to a player" (510.3a: Bloodforged Battle-Axe) and "Whenever enchanted creature deals damage to
an opponent" (120.3: Curiosity)."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **extra: Any) -> Game:
    return Game(board(player("Alice", library=library(10), **(alice or {})),
                      player("Bob", library=library(10), **(bob or {})), **extra))


def triggered(game: Game, source: str) -> list[Any]:
    return events(game, "ability_triggered", source=source)


def permanent(game: Game, name: str) -> Any:
    (obj,) = [o for o in game.state.battlefield if o.name == name and not o.is_token]
    return obj


def answer_all(game: Game, who: str, option: str) -> None:
    """Answer every decision of ``who`` (the scry's or surveil's "top or bottom") the same."""
    while game.pending is not None and game.pending.kind != "priority":
        assert game.pending.player == who, game.pending
        (chosen,) = [o for o in game.pending.options if o == option or o.endswith(f": {option}")]
        game.apply({"do": "choose", "player": who, "option": chosen})


# -- scry (701.22a) --------------------------------------------------------------------------------
def test_flamespeaker_adept_gets_plus_two_and_first_strike_when_you_scry() -> None:
    """Opt: scry 1, then draw. The scry triggers the Adept: +2/+0 and first strike until end of
    turn."""
    assert POOL.get("Flamespeaker Adept").compiled
    game = two(alice={"battlefield": ["Flamespeaker Adept"], "hand": ["Opt"], "mana_pool": "U"})
    game.apply({"do": "cast", "player": "Alice", "card": "Opt"})
    pass_all(game)
    answer_all(game, "Alice", "top")
    (trig,) = triggered(game, "Flamespeaker Adept")
    assert trig.rule == "603.2"
    pass_all(game)
    adept = permanent(game, "Flamespeaker Adept")
    assert game.power(adept.handle) == 4
    assert "First strike" in game.keywords(adept.handle)


def test_flamespeaker_adept_an_opponent_s_scry_does_nothing() -> None:
    """Bob's Opt is Bob's scry, not Alice's."""
    game = two(alice={"battlefield": ["Flamespeaker Adept"]},
               bob={"hand": ["Opt"], "mana_pool": "U"}, active="Bob")
    game.apply({"do": "cast", "player": "Bob", "card": "Opt"})
    pass_all(game)
    answer_all(game, "Bob", "top")
    assert triggered(game, "Flamespeaker Adept") == []
    assert game.power(permanent(game, "Flamespeaker Adept").handle) == 2


# -- surveil (701.25a) -----------------------------------------------------------------------------
def test_dimir_spybug_gets_a_counter_when_you_surveil() -> None:
    """Eat to Extinction exiles Bob's creature, then Alice surveils 1: the Spybug triggers."""
    assert POOL.get("Dimir Spybug").compiled
    game = two(alice={"battlefield": ["Dimir Spybug"], "hand": ["Eat to Extinction"],
                      "mana_pool": "BBBB"},
               bob={"battlefield": ["Grizzly Bears"]})
    game.apply({"do": "cast", "player": "Alice", "card": "Eat to Extinction",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    answer_all(game, "Alice", "graveyard")
    assert len(events(game, "surveilled", player="Alice")) == 1
    assert len(triggered(game, "Dimir Spybug")) == 1
    pass_all(game)
    assert permanent(game, "Dimir Spybug").counters.get("+1/+1") == 1


# -- the creature it is attached to deals damage ---------------------------------------------------
def attack_with_bears(game: Game) -> None:
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})


def test_bloodforged_battle_axe_copies_itself_when_its_creature_hits_a_player() -> None:
    """Grizzly Bears with the Axe (4/2) deals 4 combat damage to Bob: the Axe's ability triggers
    and creates a token that's a copy of the Axe (707.2), unattached."""
    assert POOL.get("Bloodforged Battle-Axe").compiled
    game = two(alice={"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                      {"card": "Bloodforged Battle-Axe",
                                       "attached_to": "bears"}]})
    attack_with_bears(game)
    (trig,) = triggered(game, "Bloodforged Battle-Axe")
    assert trig.rule == "603.2"
    assert game.state.player("Bob").life == 16
    pass_all(game)
    (copy,) = [o for o in game.state.battlefield if o.is_token]
    assert copy.name == "Bloodforged Battle-Axe" and copy.attached_to is None


def test_bloodforged_battle_axe_unattached_does_nothing() -> None:
    """The Axe attached to nothing: the Bears' damage isn't "equipped creature"'s."""
    game = two(alice={"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                      "Bloodforged Battle-Axe"]})
    attack_with_bears(game)
    assert game.state.player("Bob").life == 18
    assert triggered(game, "Bloodforged Battle-Axe") == []


def test_curiosity_draws_when_enchanted_creature_damages_an_opponent() -> None:
    """Grizzly Bears enchanted with Curiosity deals 2 combat damage to Bob: Alice may draw."""
    assert POOL.get("Curiosity").compiled
    game = two(alice={"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                      {"card": "Curiosity", "attached_to": "bears"}]})
    hand = len(game.state.player("Alice").hand)
    attack_with_bears(game)
    assert len(triggered(game, "Curiosity")) == 1
    pass_all(game)
    if game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert len(game.state.player("Alice").hand) == hand + 1


def test_curiosity_on_an_opponent_s_creature_counts_its_controller_s_opponents() -> None:
    """Alice's Curiosity on Bob's Grizzly Bears: the Bears hitting Alice is damage to Alice — not
    an opponent of Curiosity's controller — so nothing triggers."""
    game = two(alice={"battlefield": [{"card": "Curiosity", "attached_to": "bears"}]},
               bob={"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}, active="Bob")
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Alice"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    assert game.state.player("Alice").life == 18
    assert triggered(game, "Curiosity") == []


def test_backfire_returns_the_damage_to_the_enchanted_creature_s_controller() -> None:
    """Alice's Backfire on Bob's Grizzly Bears: the Bears deal 2 combat damage to Alice, and
    Backfire deals that much (2) to that creature's controller, Bob."""
    assert POOL.get("Backfire").compiled
    game = two(alice={"battlefield": [{"card": "Backfire", "attached_to": "bears"}]},
               bob={"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}, active="Bob")
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Alice"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    assert game.state.player("Alice").life == 18
    assert len(triggered(game, "Backfire")) == 1
    pass_all(game)
    assert game.state.player("Bob").life == 18


def test_backfire_damage_to_someone_else_does_nothing() -> None:
    """Three players: the enchanted Bears attack Cat, not Alice — no trigger."""
    game = Game(board(player("Alice", library=library(5),
                             battlefield=[{"card": "Backfire", "attached_to": "bears"}]),
                      player("Bob", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
                      player("Cat", library=library(5)), active="Bob"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Cat"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    assert game.state.player("Cat").life == 18
    assert triggered(game, "Backfire") == []
