"""Statics read from real cards: "You have hexproof." (Aegis of the Gods, 702.11c: its controller
can't be the target of spells or abilities their opponents control), "~ can't be the target of
spells or abilities your opponents control" (hexproof in words, 702.11b), and "Artifacts and
creatures your opponents control enter tapped." (Blind Obedience, 614.1d)."""

from __future__ import annotations

import pytest
from helpers import board, library, life, pass_all, player, pool_reading, tap

from explorer.actions import Cast
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def test_aegis_of_the_gods_gives_its_controller_hexproof() -> None:
    assert POOL.get("Aegis of the Gods").compiled
    game = Game(board(player("Alice", battlefield=["Aegis of the Gods"], hand=["Lightning Bolt"],
                             mana_pool="R", library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(3))))
    game.apply({"do": "pass"})
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
    assert refused.value.rule == "702.11c"
    assert "Alice has hexproof" in str(refused.value)
    offered = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert offered and all("Alice" not in (a.targets or ()) for a in offered)


def test_its_controller_may_still_target_herself() -> None:
    game = Game(board(player("Alice", battlefield=["Aegis of the Gods"], hand=["Lightning Bolt"],
                             mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)
    assert life(game, "Alice") == 17


def test_hexproof_in_words() -> None:
    pool = pool_reading({"name": "Test Warded Bear", "type_line": "Creature — Bear",
                         "power": "2", "toughness": "2",
                         "oracle_text": "This creature can't be the target of spells or "
                                        "abilities your opponents control."})
    game = Game(board(player("Alice", battlefield=[{"card": "Test Warded Bear", "id": "b"}],
                             hand=["Giant Growth"], mana_pool="G", library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(3))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["b"]})
    pass_all(game)  # its controller may
    game.apply({"do": "pass"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["b"]})


def test_blind_obedience_taps_what_opponents_put_onto_the_battlefield() -> None:
    assert POOL.get("Blind Obedience").compiled
    game = Game(board(player("Alice", battlefield=["Blind Obedience"],
                             hand=["Grizzly Bears"], mana_pool="GG", library=library(3)),
                      player("Bob", hand=["Sol Ring", "Forest"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)  # extort resolves first: Alice doesn't pay
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    pass_all(game)  # the Bears resolve
    assert not game.permanent("grizzly-bears-1").tapped  # her own
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    game.apply({"do": "play_land", "player": "Bob", "card": "Forest"})
    assert not game.permanent("forest-1").tapped  # neither an artifact nor a creature
    tap(game, "Bob", "forest-1")
    game.apply({"do": "cast", "player": "Bob", "card": "Sol Ring"})
    pass_all(game)
    assert game.permanent("sol-ring-1").tapped


def test_flicker_returns_a_borrowed_creature_to_its_owner() -> None:
    """Flicker: "Exile target nontoken permanent, then return it to the battlefield under its
    owner's control." — Alice took Bob's Bears with Act of Treason; flickered, they come back
    as a new object under Bob's control (610.1, 400.7), their counters gone."""
    game = Game(board(player("Alice", hand=["Act of Treason", "Flicker"], mana_pool="RRRWW",
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                                  "counters": {"+1/+1": 1}}],
                             library=library(3))))
    assert POOL.get("Flicker").compiled
    game.apply({"do": "cast", "player": "Alice", "card": "Act of Treason", "targets": ["bears"]})
    pass_all(game)
    assert game.permanent("bears").controller == "Alice"
    game.apply({"do": "cast", "player": "Alice", "card": "Flicker", "targets": ["bears"]})
    pass_all(game)
    bears = game.permanent("bears")
    assert (bears.controller, bears.counters) == ("Bob", {})
