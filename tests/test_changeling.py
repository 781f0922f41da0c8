"""Changeling (702.73a): "This object is every creature type." — a characteristic-defining
ability (604.3) that works in every zone, so a changeling card in hand is a Goblin spell for
Goblin Warchief's cost reduction, a creature spell of the type Cavern of Souls named, an Elf for
Elvish Archdruid's bonus and its count. Woodland Changeling, Avian Changeling and Game-Trail
Changeling are read from their Oracle text."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules.creature_types import CREATURE_TYPES

POOL = default_pool()
WOODLAND = "Woodland Changeling"


def test_the_cards_compile_and_are_every_creature_type() -> None:
    for name in (WOODLAND, "Avian Changeling", "Game-Trail Changeling"):
        card = POOL.get(name)
        assert card.compiled, name
        assert set(CREATURE_TYPES) <= set(card.subtypes), name
        assert card.subtypes[0] == "Shapeshifter"  # its printed type first
    assert "Changeling" in POOL.explain(WOODLAND)
    assert "702.73a" in POOL.explain(WOODLAND)


def test_a_changeling_is_an_elf_for_elf_lords_and_counts() -> None:
    """Elvish Archdruid: "Other Elf creatures you control get +1/+1. {T}: Add {G} for each Elf
    you control." — the changeling is an Elf on the battlefield."""
    game = Game(board(player("Alice", battlefield=["Elvish Archdruid", WOODLAND],
                             library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3))))

    assert (game.power(WOODLAND), game.toughness(WOODLAND)) == (3, 3)
    game.apply({"do": "activate", "player": "Alice", "permanent": "Elvish Archdruid"})
    assert one(game, "mana_added").amount == 2  # the Archdruid and the changeling


def test_in_hand_it_is_a_goblin_spell_for_a_cost_reduction() -> None:
    """Goblin Warchief: "Goblin spells you cast cost {1} less to cast. Goblins you control have
    haste." — the changeling (mana cost {1}{G}) costs {G}, and can attack at once."""
    game = Game(board(player("Alice", battlefield=["Goblin Warchief"], hand=[WOODLAND],
                             mana_pool="G", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": WOODLAND})
    pass_all(game)

    assert game.find_permanent(WOODLAND).controller == "Alice"
    assert "Haste" in game.keywords(WOODLAND)


def test_cavern_mana_of_the_chosen_type_casts_a_changeling() -> None:
    """A creature spell of the chosen type (Cavern of Souls naming Merfolk): a changeling is
    one, in every zone (702.73a) — and so it can't be countered."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Cavern of Souls",
                                      "choices": {"creature_type": "Merfolk"}}, "Forest"],
               hand=[WOODLAND], library=library(3)),
        player("Bob", hand=["Counterspell"], mana_pool="UU", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Cavern of Souls",
                "ability": 1, "mana": "G"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "Forest"})
    game.apply({"do": "cast", "player": "Alice", "card": WOODLAND})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell", "targets": [WOODLAND]})
    pass_all(game)
    pass_all(game)

    assert not events(game, "spell_countered")
    assert game.find_permanent(WOODLAND).controller == "Alice"


def test_not_every_card_type_nor_a_land_type() -> None:
    """Changeling gives creature types only: a changeling is no Forest, and no Artifact."""
    game = Game(board(player("Alice", battlefield=[WOODLAND], library=library(3)),
                      player("Bob", library=library(3))))
    changeling = game.find_permanent(WOODLAND)

    assert "Forest" not in changeling.subtypes
    assert not changeling.is_type("Artifact")


def test_its_other_keywords_still_work() -> None:
    """Avian Changeling: "Changeling" and "Flying" — Grizzly Bears can't block it (702.9b)."""
    game = Game(board(player("Alice", battlefield=["Avian Changeling"], library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3)),
                      step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Avian Changeling": "Bob"}})
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {"Grizzly Bears": "Avian Changeling"}})
    assert snapshot(game) == before
