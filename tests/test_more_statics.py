"""Static abilities about a player's rules, read from real cards' text: "You have no maximum hand
size." (402.2, Reliquary Tower: no discard in cleanup, 514.1) and "Creature spells you control
can't be countered." (101.2, Prowling Serpopard)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
NINE = [{"card": "Forest", "id": f"c{i}"} for i in range(1, 10)]


@pytest.mark.parametrize(("land", "kept"), [("Reliquary Tower", 9), ("Island", 7)])
def test_reliquary_tower_s_controller_keeps_every_card_in_cleanup(land: str, kept: int) -> None:
    """514.1 asks the active player to discard down to their maximum hand size; with Reliquary
    Tower they have none (402.2), so nothing is asked and nothing is discarded."""
    assert POOL.get("Reliquary Tower").compiled
    game = Game(board(player("Alice", battlefield=[land], hand=list(NINE), library=library(3)),
                      player("Bob", library=library(3)), step="end"))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    if kept == 7:  # without the Tower the default policy answers the discard decision
        assert game.pending is not None and game.pending.kind == "discard"
        game.apply({"do": "default"})
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert len(game.state.player("Alice").hand) == kept
    assert len(events(game, "card_discarded", rule="514.1")) == 9 - kept


def serpopard_game(creature: str) -> Game:
    game = Game(board(player("Alice", battlefield=["Prowling Serpopard"],
                             hand=[creature, "Lightning Bolt"], mana_pool="GGR",
                             library=library(3)),
                      player("Bob", hand=["Counterspell"], mana_pool="UU", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": creature})
    game.apply({"do": "pass"})
    return game


def test_prowling_serpopard_s_creature_spells_cant_be_countered() -> None:
    """Counterspell resolves, but its effect does nothing to the Bears (101.2: "can't" beats
    "can"); the Bears resolve and enter."""
    assert POOL.get("Prowling Serpopard").compiled
    game = serpopard_game("Grizzly Bears")
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Grizzly Bears"]})
    pass_all(game)  # Counterspell resolves
    skipped = one(game, "effect_skipped", rule="101.2")
    assert (skipped.source, skipped.target) == ("Counterspell", "Grizzly Bears")
    pass_all(game)  # the Bears resolve
    assert events(game, "spell_countered") == []
    assert "Grizzly Bears" in [o.name for o in game.state.permanents("Alice")]


def test_prowling_serpopard_doesnt_protect_a_noncreature_spell() -> None:
    game = Game(board(player("Alice", battlefield=["Prowling Serpopard"],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", hand=["Counterspell"], mana_pool="UU", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Lightning Bolt"]})
    pass_all(game)
    assert one(game, "spell_countered").source == "Lightning Bolt"
    assert game.state.player("Bob").life == 20


@pytest.mark.parametrize(("bob_life", "haste"), [(11, False), (10, True)])
def test_haste_as_long_as_an_opponent_has_ten_or_less_life(bob_life: int, haste: bool) -> None:
    """Bloodghast's "This creature has haste as long as an opponent has 10 or less life." —
    checked at every moment (611.3a), on a test creature since Bloodghast's landfall line (an
    ability that works from the graveyard) isn't read yet."""
    from explorer.cards import build_pool

    cards = build_pool()
    result = cards.compile({"name": "Test Ghast", "mana_cost": "{1}{B}", "cmc": 2,
                            "type_line": "Creature — Vampire Spirit", "power": "2",
                            "toughness": "1", "colors": ["B"], "keywords": [],
                            "oracle_text": "This creature has haste as long as an opponent "
                                           "has 10 or less life."})
    assert result.card is not None, result.why
    game = Game(board(player("Alice", battlefield=["Test Ghast"], library=library(3)),
                      player("Bob", life=bob_life, library=library(3))), cards=cards)
    assert ("Haste" in game.keywords("Test Ghast")) is haste
