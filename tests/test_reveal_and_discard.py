"""Revealing a hand (701.20a) and a card chosen from it (701.9a), read from Duress ("Target
opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards
that card.") and Thoughtseize; and other shapes of this slice: a sentence that starts with "Then"
(Caldera Pyremaw), "its controller" (Backlash), "you and each creature you control" (Hail Storm),
"the amount of mana spent to cast that spell" (Aberrant Manawurm, 601.2h)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


@pytest.mark.parametrize("name", ["Duress", "Thoughtseize", "Backlash", "Caldera Pyremaw",
                                  "Hail Storm", "Aberrant Manawurm", "Dai Li Indoctrination"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def duress_game(bob_hand: list[object]) -> Game:
    return Game(board(player("Alice", hand=["Duress"], mana_pool="B", library=library(3)),
                      player("Bob", hand=bob_hand, library=library(3))))


def test_duress_reveals_the_hand_and_alice_chooses_a_noncreature_nonland_card() -> None:
    """Bob's hand is seen by all (the log names every card); Alice may choose only Lightning
    Bolt or Giant Growth — not the Bears (a creature), not the Forest (a land)."""
    game = duress_game([{"card": "Grizzly Bears", "id": "bears"}, "Forest",
                        {"card": "Lightning Bolt", "id": "bolt"},
                        {"card": "Giant Growth", "id": "growth"}])
    game.apply({"do": "cast", "player": "Alice", "card": "Duress", "targets": ["Bob"]})
    pass_all(game)
    (revealed,) = events(game, "cards_revealed")
    assert (revealed.player, revealed.rule, revealed.amount) == ("Bob", "701.20a", 4)
    assert revealed.found == "Grizzly Bears, Forest, Lightning Bolt, Giant Growth"
    pending = game.pending
    assert pending is not None and pending.player == "Alice"
    assert list(pending.options) == ["bolt (Lightning Bolt)", "growth (Giant Growth)"]
    game.apply({"do": "choose", "player": "Alice", "option": "growth (Giant Growth)"})
    bob = game.state.player("Bob")
    assert names(bob.graveyard) == ["Giant Growth"]
    assert names(bob.hand) == ["Grizzly Bears", "Forest", "Lightning Bolt"]
    (discarded,) = events(game, "card_discarded")
    assert (discarded.player, discarded.rule) == ("Bob", "701.9a")


def test_duress_finds_nothing_to_choose_in_a_hand_of_creatures_and_lands() -> None:
    game = duress_game(["Grizzly Bears", "Forest"])
    game.apply({"do": "cast", "player": "Alice", "card": "Duress", "targets": ["Bob"]})
    pass_all(game)
    assert len(events(game, "cards_revealed")) == 1
    assert not events(game, "card_discarded")
    assert names(game.state.player("Bob").hand) == ["Grizzly Bears", "Forest"]


def test_thoughtseize_may_target_its_caster_and_costs_two_life() -> None:
    game = Game(board(player("Alice", hand=["Thoughtseize", "Lightning Bolt"], mana_pool="B",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Thoughtseize", "targets": ["Alice"]})
    pass_all(game)  # the only nonland card: chosen without asking
    alice = game.state.player("Alice")
    assert names(alice.graveyard) == ["Lightning Bolt", "Thoughtseize"]
    assert life(game, "Alice") == 18


def test_backlash_makes_the_creature_deal_damage_to_its_own_controller() -> None:
    game = Game(board(player("Alice", hand=["Backlash"], mana_pool="BRR", library=library(3)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Backlash", "targets": ["giant"]})
    pass_all(game)
    assert game.permanent("giant").tapped
    (hit,) = events(game, "damage_dealt", target="Bob")
    assert (hit.source, hit.amount) == ("Hill Giant", 3)
    assert life(game, "Alice") == 20


def test_caldera_pyremaw_grows_then_deals_its_new_power() -> None:
    """"Put a +1/+1 counter on this creature. Then this creature deals damage equal to its
    power to target opponent.": the power counted after the counter — 4."""
    game = Game(board(player("Alice", battlefield=[{"card": "Caldera Pyremaw", "id": "wyrm"}],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)  # the Pyremaw's trigger resolves first
    assert life(game, "Bob") == 16
    pass_all(game)
    assert life(game, "Bob") == 13


def test_hail_storm_hits_attackers_and_its_caster_and_her_creatures() -> None:
    game = Game(board(player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(3)),
                      player("Alice", hand=["Hail Storm"], mana_pool="GGG",
                             battlefield=[{"card": "Llanowar Elves", "id": "elf"}],
                             library=library(3)),
                      step="declare_attackers", combat={"attackers": {"giant": "Alice"}}))
    game.apply({"do": "pass"})  # Bob passes: Alice casts it while the Giant attacks
    game.apply({"do": "cast", "player": "Alice", "card": "Hail Storm"})
    pass_all(game)
    dealt = {e.target: e.amount for e in events(game, "damage_dealt")}
    assert dealt == {"giant": 2, "Alice": 1, "elf": 1}


def test_aberrant_manawurm_gets_the_mana_spent_on_the_spell() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Aberrant Manawurm", "id": "wurm"}],
                             hand=["Cackling Flames"], mana_pool="RRRR", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Flames",
                "targets": ["Bob"]})
    pass_all(game)
    assert game.power("wurm") == 2 + 4
