"""Spells that counter spells, read from their Oracle text (701.6a): "Counter target spell.",
"Counter target creature spell.", "Counter target spell unless its controller pays {3}." A
spell on the stack is a legal target (115.1); a countered spell goes to its owner's graveyard."""

from __future__ import annotations

import json

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def bears_on_the_stack(bob_hand: list[str], bob_mana: str = "UUC",
                       alice_mana: str = "GC") -> Game:
    """Alice casts Grizzly Bears; Bob has priority with a counterspell in hand."""
    game = Game(board(player("Alice", hand=["Grizzly Bears", "Lightning Bolt"],
                             mana_pool=alice_mana, library=library(3)),
                      player("Bob", hand=bob_hand, mana_pool=bob_mana, library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    game.apply({"do": "pass"})  # Alice passes: Bob may respond (117.3c)
    return game


def names(cards: object) -> list[str]:
    return [c.name for c in cards]  # type: ignore[attr-defined]


def test_counterspell_counters_the_bears() -> None:
    assert POOL.get("Counterspell").compiled
    game = bears_on_the_stack(["Counterspell"])
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Grizzly Bears"]})
    pass_all(game)

    countered = one(game, "spell_countered")
    assert (countered.source, countered.by, countered.rule) == ("Grizzly Bears", "Counterspell",
                                                                 "701.6a")
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]
    assert game.state.battlefield == []


def test_essence_scatter_only_targets_a_creature_spell() -> None:
    """"Counter target creature spell." — a Lightning Bolt on the stack isn't one (601.2c)."""
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", hand=["Essence Scatter"], mana_pool="UC",
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Essence Scatter",
                    "targets": ["Lightning Bolt"]})

    assert "a creature spell" in str(refused.value)
    assert snapshot(game) == before


def test_negate_counters_a_noncreature_spell() -> None:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", hand=["Negate"], mana_pool="UC", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Negate", "targets": ["Lightning Bolt"]})
    pass_all(game)

    assert game.state.player("Bob").life == 20
    assert one(game, "spell_countered").source == "Lightning Bolt"


@pytest.mark.parametrize(("alice_mana", "pays", "countered"),
                         [("GCCCC", "pay {3}", False), ("GC", "don't pay", True)])
def test_mana_leak_counters_unless_its_controller_pays_three(alice_mana: str, pays: str,
                                                             countered: bool) -> None:
    """"Counter target spell unless its controller pays {3}." — Alice is asked as it resolves;
    with {3} left she may pay, and her Bears resolve."""
    assert POOL.get("Mana Leak").compiled
    game = bears_on_the_stack(["Mana Leak"], alice_mana=alice_mana)
    game.apply({"do": "cast", "player": "Bob", "card": "Mana Leak",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Alice"
    game.apply({"do": "choose", "player": "Alice", "option": pays})
    if not countered:
        pass_all(game)  # the Bears resolve

    assert bool(events(game, "spell_countered")) is countered
    assert bool(game.state.battlefield) is not countered


def test_a_spell_countered_first_leaves_the_counterspell_without_a_target() -> None:
    """608.2b: when Counterspell resolves, its target is gone — it does nothing."""
    game = bears_on_the_stack(["Counterspell", "Counterspell"], bob_mana="UUUU")
    for _ in range(2):
        game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                    "targets": ["Grizzly Bears"]})
    pass_all(game)  # the second Counterspell resolves
    pass_all(game)  # the first has no legal target left

    assert len(events(game, "spell_countered")) == 1
    assert events(game, "spell_removed")


def test_a_counterspell_on_the_stack_is_saved_with_its_target() -> None:
    game = bears_on_the_stack(["Counterspell"])
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Grizzly Bears"]})

    saved = json.loads(json.dumps(game.to_board()))
    assert saved["stack"][1]["targets"] == [saved["stack"][0]["id"]]
    again = Game(saved)
    pass_all(again)
    assert one(again, "spell_countered").source == "Grizzly Bears"
