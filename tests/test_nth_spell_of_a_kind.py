""""Whenever an opponent casts their first noncreature spell each turn" (601.2i: each player's
spells of a kind counted as each is cast), from a real card: Esper Sentinel."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
SENTINEL = "Esper Sentinel"


def sentinel_game(bob_hand: list[str], bob_mana: str) -> Game:
    return Game(board(player("Alice", battlefield=[SENTINEL], library=library(5)),
                      player("Bob", hand=bob_hand, mana_pool=bob_mana, library=library(5)),
                      active="Bob"))


def triggered(game: Game) -> list[Any]:
    return events(game, "ability_triggered", source=SENTINEL)


def answer(game: Game, who: str, option: str) -> None:
    assert game.pending is not None and game.pending.player == who, game.pending
    (chosen,) = [o for o in game.pending.options if o.startswith(option)]
    game.apply({"do": "choose", "player": who, "option": chosen})


def test_esper_sentinel_draws_unless_the_opponent_pays_for_their_first_noncreature_spell() -> None:
    """Bob's Lightning Bolt is his first noncreature spell this turn: the Sentinel triggers;
    Bob doesn't pay {1} (its power), so Alice draws a card."""
    assert POOL.get(SENTINEL).compiled
    game = sentinel_game(["Lightning Bolt"], "RR")
    hand = len(game.state.player("Alice").hand)
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    (trig,) = triggered(game)
    assert trig.rule == "603.2"
    pass_all(game)
    answer(game, "Bob", "don't")
    assert len(game.state.player("Alice").hand) == hand + 1


def test_esper_sentinel_only_the_first_noncreature_spell_each_turn() -> None:
    """Bob casts Grizzly Bears (a creature spell: not counted), then two Bolts: only the first
    Bolt — his first noncreature spell — triggers it."""
    game = sentinel_game(["Grizzly Bears", "Lightning Bolt", "Lightning Bolt"], "GRRRR")
    game.apply({"do": "cast", "player": "Bob", "card": "Grizzly Bears"})
    assert triggered(game) == []
    pass_all(game)
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    assert len(triggered(game)) == 1
    pass_all(game)
    answer(game, "Bob", "don't")
    pass_all(game)
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    assert len(triggered(game)) == 1
    assert game.state.this_turn["noncreature_spells_cast:Bob"] == 2


def test_esper_sentinel_its_controller_s_spells_dont_count() -> None:
    game = Game(board(player("Alice", battlefield=[SENTINEL], hand=["Lightning Bolt"],
                             mana_pool="R", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    assert triggered(game) == []
