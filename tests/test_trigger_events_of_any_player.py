"""Trigger events read from real cards' Oracle text: a creature attacking alone (506.5: Rogue
Kavu), a player attacking with two or more creatures (508.3a: Military Intelligence), any player
sacrificing a permanent (701.21a: Mayhem Devil), a noncreature permanent put into a graveyard
from the battlefield (700.4: Tablet of Epityr), creating one or more creature tokens (701.7a,
603.2c: Staff of the Storyteller), a permanent of a kind becoming tapped (701.26a: Judge of
Currents) and damage dealt to a creature, with "that creature" kept by the delayed ability it
makes (603.7c: Lowland Basilisk)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import (
    attack_and_block,
    board,
    events,
    library,
    life,
    pass_all,
    player,
    to_attackers,
    triggered,
)

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


# -- "Whenever you create one or more creature tokens" (701.7a, 603.2c) ----------------------------
def story_counters(game: Game) -> int:
    return game.permanent("staff").counters.get("story", 0)


def staff_board(**alice: Any) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Staff of the Storyteller",
                                                    "id": "staff"}],
                             library=library(5), **alice),
                      player("Bob", library=library(5))))


def test_staff_of_the_storyteller_counts_its_own_spirit() -> None:
    """Its enter trigger creates a Spirit token: a creature token Alice created."""
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Staff of the Storyteller",
                "zone": "battlefield"})
    pass_all(game)  # the enter trigger: a 1/1 Spirit
    pass_all(game)  # the Staff's own trigger: a story counter
    (staff,) = [o for o in game.state.battlefield if o.name == "Staff of the Storyteller"]
    assert staff.counters.get("story", 0) == 1


def test_two_zombies_at_once_are_one_event() -> None:
    """Grave Titan's two Zombies are created by one instruction, at the same time: the Staff
    triggers once (603.2c), one story counter."""
    game = staff_board(hand=["Grave Titan"], mana_pool="BBBBBB")
    game.apply({"do": "cast", "player": "Alice", "card": "Grave Titan"})
    pass_all(game)  # Grave Titan resolves; its enter trigger goes on the stack
    pass_all(game)  # two Zombies
    pass_all(game)  # the Staff's trigger
    assert len([o for o in game.state.battlefield if o.name == "Zombie Token"]) == 2
    assert len(triggered(game, "Staff of the Storyteller")) == 1
    assert story_counters(game) == 1


def test_blood_tokens_are_not_creature_tokens() -> None:
    """Vampire's Kiss creates two Blood tokens — artifacts, not creatures: no story counter."""
    game = staff_board(hand=["Vampire's Kiss"], mana_pool="BB")
    game.apply({"do": "cast", "player": "Alice", "card": "Vampire's Kiss", "targets": ["Bob"]})
    pass_all(game)
    assert len([o for o in game.state.battlefield if o.name == "Blood Token"]) == 2
    assert triggered(game, "Staff of the Storyteller") == []
    assert story_counters(game) == 0


# -- "Whenever a Merfolk you control becomes tapped" (701.26a) -------------------------------------
def test_judge_of_currents_gains_when_it_taps_to_attack() -> None:
    """Attacking taps it (508.1f): a Merfolk Alice controls became tapped; she may gain 1."""
    game = attacking([{"card": "Judge of Currents", "id": "judge"}, BEARS], ["judge", "bears"])
    if game.pending is not None and game.pending.kind == "option":
        game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    pass_all(game)
    assert len(triggered(game, "Judge of Currents")) == 1  # the Bears are no Merfolk
    assert life(game, "Alice") == 21


# -- "Whenever this creature deals damage to a creature" (120.3) -----------------------------------
def on_battlefield(game: Game, handle: str) -> bool:
    return any(o.handle == handle for o in game.state.battlefield)


def test_lowland_basilisk_destroys_what_it_damaged_at_end_of_combat() -> None:
    """Hill Giant attacks; the Basilisk blocks and deals it 1 damage: "that creature" is the
    Giant, destroyed at end of combat though 1 damage is far from lethal (a 3/3)."""
    game = Game(board(player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Lowland Basilisk", "id": "basilisk"}],
                             library=library(5)), step="untap"))
    attack_and_block(game, {"giant": "Bob"}, {"basilisk": "giant"})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    pass_all(game)
    assert on_battlefield(game, "giant")  # not yet: at end of combat
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    assert not on_battlefield(game, "giant")
    (died,) = events(game, "zone_changed", target="giant")
    assert died.step == "end_of_combat"
