"""Trigger events read from real cards' Oracle text: a creature attacking alone (506.5: Rogue
Kavu), a player attacking with two or more creatures (508.3a: Military Intelligence), any player
sacrificing a permanent (701.21a: Mayhem Devil) and a noncreature permanent put into a graveyard
from the battlefield (700.4: Tablet of Epityr)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, life, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game
from explorer.rules import layers

POOL = default_pool()


@pytest.mark.parametrize("name", ["Rogue Kavu", "Military Intelligence", "Mayhem Devil",
                                  "Tablet of Epityr"])
def test_the_cards_compile_from_their_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def attacking(alice: list[Any], attackers: list[str]) -> Game:
    """Alice's creatures (ids as given) attack Bob; every trigger resolves."""
    game = Game(board(player("Alice", battlefield=alice, library=library(5)),
                      player("Bob", library=library(5)), step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {oid: "Bob" for oid in attackers}})
    pass_all(game)
    return game


# -- "Whenever this creature attacks alone" (506.5) -----------------------------------------------
KAVU = {"card": "Rogue Kavu", "id": "kavu"}
BEARS = {"card": "Grizzly Bears", "id": "bears"}


def test_rogue_kavu_attacking_alone_gets_plus_two() -> None:
    """The only creature declared as an attacker attacks alone (506.5): 1/1 becomes 3/1."""
    game = attacking([KAVU, BEARS], ["kavu"])
    assert len(triggered(game, "Rogue Kavu")) == 1
    assert layers.power(game, game.permanent("kavu")) == 3


def test_rogue_kavu_attacking_beside_another_creature_gets_nothing() -> None:
    game = attacking([KAVU, BEARS], ["kavu", "bears"])
    assert triggered(game, "Rogue Kavu") == []
    assert layers.power(game, game.permanent("kavu")) == 1


# -- "Whenever you attack with two or more creatures" (508.3a) -------------------------------------
@pytest.mark.parametrize(("attackers", "draws"), [(["kavu"], 0), (["kavu", "bears"], 1),
                                                  (["kavu", "bears", "elves"], 1)])
def test_military_intelligence_draws_once_for_two_or_more_attackers(attackers: list[str],
                                                                    draws: int) -> None:
    """One attacker: nothing. Two: one card. Three: still one — the ability triggers once as
    attackers are declared, however many attack."""
    game = attacking(["Military Intelligence", KAVU, BEARS,
                      {"card": "Llanowar Elves", "id": "elves"}], attackers)
    assert len(triggered(game, "Military Intelligence")) == draws
    assert len(events(game, "card_drawn", player="Alice")) == draws


# -- "Whenever a player sacrifices a permanent" (701.21a) ----------------------------------------
def sacrifice_board() -> Game:
    return Game(board(
        player("Alice", battlefield=[{"card": "Mayhem Devil", "id": "devil"},
                                     "Tablet of Epityr", {"card": "Mind Stone", "id": "stone"},
                                     {"card": "Ornithopter", "id": "thopter"}],
                mana_pool="CC", library=library(5)),
        player("Bob", battlefield=["Ashnod's Altar", {"card": "Grizzly Bears", "id": "bears"}],
               library=library(5))))


def test_mayhem_devil_triggers_on_an_opponents_sacrifice() -> None:
    """Bob sacrifices his Bears to his Altar (a cost, 701.21a): Alice's Devil triggers, and she
    aims its 1 damage at Bob."""
    game = sacrifice_board()
    game.apply({"do": "pass"})  # Alice passes: Bob may act in her main phase
    game.apply({"do": "activate", "player": "Bob", "permanent": "Ashnod's Altar",
                "sacrifice": "bears"})
    assert game.pending is not None and game.pending.kind == "targets"
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)

    (trigger,) = triggered(game, "Mayhem Devil")
    assert trigger.player == "Alice"  # its controller's ability, whoever sacrificed
    assert life(game, "Bob") == 19
    assert triggered(game, "Tablet of Epityr") == []  # a creature of Bob's, not her artifact


def test_mayhem_devil_and_tablet_of_epityr_on_her_own_artifact() -> None:
    """Alice sacrifices Mind Stone to draw: she sacrificed a permanent (the Devil) and an
    artifact she controls went to a graveyard from the battlefield (the Tablet). She pays {1}
    for the Tablet and gains 1 life; the Devil deals 1 damage to Bob."""
    game = sacrifice_board()
    game.apply({"do": "activate", "player": "Alice", "permanent": "stone", "ability": 1})
    assert game.pending is not None and game.pending.kind == "order"  # both hers (603.3b)
    devil, tablet = game.pending.options
    assert devil.startswith("Mayhem Devil") and tablet.startswith("Tablet of Epityr")
    game.apply({"do": "choose", "player": "Alice", "order": [devil, tablet]})
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)  # the Devil's ability resolves first, as ordered
    assert life(game, "Bob") == 19
    pass_all(game)  # then the Tablet's: "you may pay {1}" (603.5)
    assert game.pending is not None and game.pending.kind == "option"
    game.apply({"do": "choose", "player": "Alice", "option": "pay {1}"})
    pass_all(game)

    assert life(game, "Alice") == 21
    assert life(game, "Bob") == 19
    assert len(game.state.player("Alice").hand) == 1  # Mind Stone's draw


def test_tablet_of_epityr_sees_an_artifact_creature_die_too() -> None:
    """An artifact creature that dies is an artifact put into a graveyard from the battlefield
    (700.4), whatever put it there: Bob's Lightning Bolt kills Alice's Ornithopter."""
    game = Game(board(player("Alice", battlefield=["Tablet of Epityr",
                                                   {"card": "Ornithopter", "id": "thopter"}],
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(5))))
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["thopter"]})
    pass_all(game)
    assert len(triggered(game, "Tablet of Epityr")) == 1
