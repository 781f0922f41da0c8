"""Amounts counted as an ability resolves (608.2h), read from real cards: "you lose life equal
to the number of cards in your hand" (Castle Locthwain), "Add X mana of any one color, where X
is the number of charge counters on ~" (Empowered Autogenerator), "Add {G} for each creature
with defender you control" (Overgrown Battlement), "where X is the number of +1/+1 counters on
~" as it last existed (Servant of the Scale, 603.10a); Beast Within's token for the destroyed
permanent's controller; Primordial Hydra's trample with ten or more counters (611.3a)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_castle_locthwain_draws_then_loses_life_equal_to_the_cards_in_hand() -> None:
    assert POOL.get("Castle Locthwain").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Castle Locthwain", "id": "castle"}],
                             hand=["Island", "Island"], mana_pool="BBC", library=library(3)),
                      player("Bob", library=library(3))))
    activate(game, "Alice", "castle", 1)
    pass_all(game)
    assert len(game.state.player("Alice").hand) == 3
    assert game.state.player("Alice").life == 17  # three cards after the draw


def test_empowered_autogenerator_adds_one_mana_per_charge_counter_including_the_new_one() -> None:
    assert POOL.get("Empowered Autogenerator").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Empowered Autogenerator",
                                                    "id": "gen", "counters": {"charge": 2}}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    activate(game, "Alice", "gen", mana="R")
    assert game.find_permanent("gen").counters["charge"] == 3
    assert pool_of(game) == "RRR"


def test_overgrown_battlement_counts_creatures_with_defender() -> None:
    assert POOL.get("Overgrown Battlement").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Overgrown Battlement", "id": "wall"},
                                                   "Overgrown Battlement", "Grizzly Bears"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    activate(game, "Alice", "wall")
    assert pool_of(game) == "GG"  # the two Battlements (defender), not the Bears


def test_servant_of_the_scale_passes_on_the_counters_it_had_when_it_died() -> None:
    assert POOL.get("Servant of the Scale").compiled
    game = Game(board(player("Alice", battlefield=[
        {"card": "Servant of the Scale", "id": "servant", "counters": {"+1/+1": 3}},
        {"card": "Grizzly Bears", "id": "bears"}], library=library(3)),
        player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3)), active="Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["servant"]})
    pass_all(game)  # the Servant dies; its trigger's only legal target is the Bears
    pass_all(game)
    assert game.find_permanent("bears").counters.get("+1/+1") == 3


def test_beast_within_gives_the_destroyed_permanent_s_controller_a_beast() -> None:
    assert POOL.get("Beast Within").compiled
    game = Game(board(player("Alice", hand=["Beast Within"], mana_pool="GCC", library=library(3)),
                      player("Bob", battlefield=[{"card": "Island", "id": "isl"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Beast Within", "targets": ["isl"]})
    pass_all(game)
    assert [o.name for o in game.state.permanents("Bob")] == ["Beast Token"]
    assert [o.name for o in game.state.permanents("Alice")] == []


@pytest.mark.parametrize(("counters", "trample"), [(9, False), (10, True)])
def test_primordial_hydra_has_trample_with_ten_counters(counters: int, trample: bool) -> None:
    assert POOL.get("Primordial Hydra").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Primordial Hydra", "id": "hydra",
                                                    "counters": {"+1/+1": counters}}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    assert ("Trample" in game.keywords("hydra")) is trample
