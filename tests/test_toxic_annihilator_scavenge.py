"""Keywords read from real cards, as their rules say: toxic (702.164: combat damage to a player
also gives poison counters — Bilious Skulldweller), annihilator (702.86a: "Whenever this
creature attacks, defending player sacrifices N permanents of their choice." — Ulamog's
Crusher) and scavenge (702.97a: exiled from the graveyard at sorcery speed for counters equal
to its power — Slitherhead)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


@pytest.mark.parametrize("name", ["Bilious Skulldweller", "Ulamog's Crusher", "Slitherhead"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def attack_with(card: str, **bob: object) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": card, "id": "it"}],
                             library=library(3)),
                      player("Bob", library=library(3), **bob)))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"it": "Bob"}})
    return game


def test_toxic_gives_a_poison_counter_with_the_combat_damage() -> None:
    game = attack_with("Bilious Skulldweller")
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    bob = game.state.player("Bob")
    assert (bob.life, bob.poison) == (19, 1)
    (poison,) = events(game, "counters_added", target="Bob")
    assert (poison.counter, poison.rule) == ("poison", "702.164b")


def test_annihilator_makes_the_defending_player_sacrifice_two() -> None:
    game = attack_with("Ulamog's Crusher", battlefield=["Forest", "Forest", "Grizzly Bears"])
    pass_all(game)  # the trigger resolves: Bob chooses two of his three permanents
    while game.pending is not None and game.pending.player == "Bob":
        game.apply({"do": "default"})
    assert len(game.state.permanents("Bob")) == 1
    assert len(names(game.state.player("Bob").graveyard)) == 2


def test_scavenge_from_the_graveyard_at_sorcery_speed() -> None:
    game = Game(board(player("Alice", graveyard=[{"card": "Slitherhead", "id": "sh"}],
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "sh", "targets": ["bears"]})
    assert names(game.state.player("Alice").exile) == ["Slitherhead"]
    pass_all(game)
    assert game.permanent("bears").counters == {"+1/+1": 1}


def test_scavenge_isnt_at_instant_speed() -> None:
    game = Game(board(player("Alice", graveyard=[{"card": "Slitherhead", "id": "sh"}],
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "sh",
                    "targets": ["bears"]})
    assert refused.value.rule == "602.5d"
    assert life(game, "Bob") == 20
