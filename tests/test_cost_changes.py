"""Cost increases and reductions (601.2f), read from real cards: the total cost is the mana
cost plus increases minus reductions, determined as the spell is cast; only generic mana
changes, and never below zero.

- Thalia, Guardian of Thraben: "Noncreature spells cost {1} more to cast." — everyone's.
- Goblin Warchief: "Goblin spells you cast cost {1} less to cast." — its controller's only.
- Tolarian Terror: "This spell costs {1} less to cast for each instant and sorcery card in your
  graveyard." — counted from the card in hand as it is cast.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, player, pool_reading, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def lands(kind: str, n: int, tag: str) -> list[dict[str, str]]:
    return [{"card": kind, "id": f"{tag}{i}"} for i in range(1, n + 1)]


def tapped_for(game: Game, who: str, ids: list[str]) -> None:
    for ref in ids:
        game.apply({"do": "activate", "player": who, "permanent": ref})


def cast(game: Game, action: dict[str, Any]) -> None:
    game.apply({"do": "cast", **action})


def test_thalia_makes_an_opponents_lightning_bolt_cost_one_more() -> None:
    assert POOL.get("Thalia, Guardian of Thraben").compiled
    game = Game(board(player("Alice", battlefield=["Thalia, Guardian of Thraben"],
                             library=library(5)),
                      player("Bob", battlefield=lands("Mountain", 2, "m"),
                             hand=["Lightning Bolt"], library=library(5)), active="Bob"))
    tapped_for(game, "Bob", ["m1"])
    before = snapshot(game)
    with pytest.raises(IllegalAction) as no:
        cast(game, {"player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    assert "{1}{R}" in str(no.value) and snapshot(game) == before
    tapped_for(game, "Bob", ["m2"])
    cast(game, {"player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    assert not game.state.player("Bob").mana_pool  # {1}{R}: both mana spent


def test_thalia_leaves_creature_spells_alone() -> None:
    game = Game(board(player("Alice", battlefield=["Thalia, Guardian of Thraben",
                                                   *lands("Mountain", 1, "m")],
                             hand=["Raging Goblin"], library=library(5)),
                      player("Bob", library=library(5))))
    tapped_for(game, "Alice", ["m1"])
    cast(game, {"player": "Alice", "card": "Raging Goblin"})
    assert not game.state.player("Alice").mana_pool


def test_goblin_warchief_makes_goblins_cheaper_for_its_controller_only() -> None:
    # A Goblin with generic mana in its cost: Dockside Extortionist, {1}{R} → {R}.
    assert POOL.get("Goblin Warchief").compiled
    game = Game(board(player("Alice", battlefield=["Goblin Warchief", *lands("Mountain", 1, "m")],
                             hand=["Dockside Extortionist"], library=library(5)),
                      player("Bob", battlefield=["Goblin Warchief"], library=library(5))))
    tapped_for(game, "Alice", ["m1"])
    # Alice's Warchief takes {1} off; Bob's doesn't apply to her spells ("you cast").
    cast(game, {"player": "Alice", "card": "Dockside Extortionist"})
    assert not game.state.player("Alice").mana_pool


def test_a_reduction_never_takes_off_colored_mana() -> None:
    # Two Warchiefs would take {2} off a {1}{R} Goblin: the generic part can't go below zero,
    # so {R} is still paid.
    game = Game(board(player("Alice", battlefield=["Goblin Warchief", "Goblin Warchief"],
                             hand=["Dockside Extortionist"], library=library(5)),
                      player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as no:
        cast(game, {"player": "Alice", "card": "Dockside Extortionist"})
    assert "{R}" in str(no.value) and snapshot(game) == before


def test_tolarian_terror_costs_one_less_for_each_instant_and_sorcery_in_the_graveyard() -> None:
    assert POOL.get("Tolarian Terror").compiled
    graveyard = ["Lightning Bolt", "Lightning Bolt", "Giant Growth", "Forest"]  # 3 count
    game = Game(board(player("Alice", battlefield=lands("Island", 4, "i"),
                             hand=["Tolarian Terror"], graveyard=graveyard, library=library(5)),
                      player("Bob", library=library(5))))
    tapped_for(game, "Alice", ["i1", "i2", "i3", "i4"])
    cast(game, {"player": "Alice", "card": "Tolarian Terror"})  # {6}{U} - {3} = {3}{U}
    assert not game.state.player("Alice").mana_pool


def test_frogmite_costs_one_less_for_each_artifact_and_can_be_free() -> None:
    # Affinity for artifacts (702.41a) means "This spell costs {1} less to cast for each
    # artifact you control": four artifacts make its {4} free.
    assert POOL.get("Frogmite").compiled
    game = Game(board(player("Alice", battlefield=["Sol Ring", "Sol Ring", "Sol Ring",
                                                   "Sol Ring"],
                             hand=["Frogmite"], library=library(5)),
                      player("Bob", library=library(5))))
    cast(game, {"player": "Alice", "card": "Frogmite"})
    assert any(e.kind.value == "spell_cast" and e.source == "Frogmite" for e in game.log)


def test_a_delayed_sacrifice_at_end_of_combat() -> None:
    # "Whenever ~ attacks, sacrifice it at end of combat." — a delayed triggered ability
    # (603.7a) that triggers as the end of combat step begins (511.1).
    pool = pool_reading(
        {"name": "Test Raider",
         "mana_cost": "{R}",
         "type_line": "Creature — Goblin",
         "power": "3",
         "toughness": "1",
         "colors": ["R"],
         "keywords": [],
         "oracle_text": "Whenever Test Raider attacks, sacrifice it at end of combat."})
    raw = board(player("Alice", battlefield=[{"card": "Test Raider", "id": "raider"}],
                       library=library(5)), player("Bob", library=library(5)))
    game = Game(raw, cards=pool)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"raider": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    assert game.state.player("Bob").life == 17  # it dealt its damage first (510.2)
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Test Raider"]
