"""Pacifism ("Enchanted creature can't attack or block.", 508.1c, 509.1b) and a line that starts
with a keyword action Scryfall lists among the card's keywords: Opt's "Scry 1." is an
instruction (701.22a), read as a sentence, not a keyword line."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player, snapshot, to_attackers

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def pacified(step: str = "precombat_main") -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Pacifism", "attached_to": "bears"},
                                                   {"card": "Eager Cadet", "id": "cadet"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "elf"}],
                             library=library(5)), step=step))


def test_a_pacified_creature_cant_attack() -> None:
    assert POOL.get("Pacifism").compiled
    game = pacified()
    to_attackers(game)
    assert {o.subject for o in game.pending.options} == {"cadet"}
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    assert refused.value.rule == "508.1c" and "Pacifism" in str(refused.value)
    assert snapshot(game) == before


def test_a_pacified_creature_cant_block() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Pacifism", "attached_to": "bears"},
                                                   {"card": "Eager Cadet", "id": "cadet"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "elf"}],
                             library=library(5)), active="Bob"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob", "attackers": {"elf": "Alice"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Alice", "blockers": {"bears": "elf"}})
    assert refused.value.rule == "509.1b"
    assert snapshot(game) == before
    game.apply({"do": "block", "player": "Alice", "blockers": {"cadet": "elf"}})


def test_opt_scrys_then_draws() -> None:
    assert POOL.get("Opt").compiled
    game = Game(board(player("Alice", hand=["Opt"], mana_pool="U", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Opt"})
    pass_all(game)
    while game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "default"})
    assert len(events(game, "scried")) == 1
    assert len(game.state.player("Alice").hand) == 1
