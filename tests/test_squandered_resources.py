"""Squandered Resources, read from its Oracle text: "Sacrifice a land: Add one mana of any type
the sacrificed land could produce." — what a permanent "could produce" (106.7), asked of a land
as it last existed: the moment it is sacrificed to pay the cost, before the ability resolves."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
SQUANDERED = "Squandered Resources"


def alice_with(*lands: Any) -> Game:
    return Game(board(player("Alice", battlefield=[SQUANDERED, *lands], library=library(5)),
                      player("Bob", library=library(5))))


def squander(game: Game, land: str, mana: str | None = None) -> None:
    action: dict[str, Any] = {"do": "activate", "player": "Alice",
                              "permanent": SQUANDERED, "ability": 0, "sacrifice": land}
    if mana is not None:
        action["mana"] = mana
    game.apply(action)


def pool(game: Game) -> str:
    return "".join(sorted(u.type for u in game.state.player("Alice").mana_pool))


def test_the_card_compiles() -> None:
    assert POOL.get(SQUANDERED).compiled
    assert "(106.7, explorer.rules.could_produce)" in POOL.explain(SQUANDERED)


def test_a_sacrificed_forest_gives_green() -> None:
    game = alice_with({"card": "Forest", "id": "forest"})
    squander(game, "forest")

    assert pool(game) == "G"
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Forest"]


def test_a_land_that_could_produce_two_types_lets_alice_choose() -> None:
    """Gruul Turf ({T}: Add {R}{G}) could produce red or green: one mana of either."""
    game = alice_with({"card": "Gruul Turf", "id": "turf"})
    squander(game, "turf", mana="R")

    assert pool(game) == "R"


def test_a_type_the_land_couldnt_produce_is_refused() -> None:
    game = alice_with({"card": "Forest", "id": "forest"})
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        squander(game, "forest", mana="U")
    assert refused.value.rule == "106.7"
    assert snapshot(game) == before


def test_a_reflecting_pool_counts_what_it_could_produce_as_it_last_existed() -> None:
    """Reflecting Pool could produce what the other lands could (106.7): with a Forest and an
    Island beside it, green or blue — worked out as it is sacrificed."""
    game = alice_with({"card": "Reflecting Pool", "id": "pool"}, "Forest", "Island")
    squander(game, "pool", mana="U")

    assert pool(game) == "U"


def test_a_reflecting_pool_alone_could_produce_nothing() -> None:
    """Alone, Reflecting Pool could produce no type of mana (106.7), so the ability adds none
    (106.5)."""
    game = alice_with({"card": "Reflecting Pool", "id": "pool"})
    squander(game, "pool")

    assert pool(game) == ""
    assert [e.rule for e in events(game, "mana_undefined")] == ["106.5"]
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Reflecting Pool"]
