"""More shapes of text, each tested as its ruling says:

- "enters with a +1/+1 counter on it if a creature died this turn" (Cackling Slasher, 614.1c);
- "if you've cast a noncreature spell this turn" (H.E.R.B.I.E., Lovable Robot, 601.2i);
- "if you control another creature named ~" (Faerie Miscreant, 201.2);
- "an opponent controls more creatures than you", "each opponent loses 1 life for each …",
  "Spells you cast cost {1} less to cast.", "Sacrifice another creature:" and "sacrifice
  another creature", "you and defending player each …" (101.4), "At the beginning of each
  opponent's upkeep, that player …" (603.2b), "return another target creature card from your
  graveyard" (115.2) — on test cards, as no shipped card prints them alone.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


@pytest.mark.parametrize("name", ["Cackling Slasher", "H.E.R.B.I.E., Lovable Robot",
                                  "Faerie Miscreant"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


@pytest.mark.parametrize(("died", "counters"), [(True, {"+1/+1": 1}), (False, {})])
def test_cackling_slasher_enters_with_a_counter_only_after_a_death(died: bool,
                                                                   counters: dict[str, int]
                                                                   ) -> None:
    game = Game(board(player("Alice", hand=["Cackling Slasher", "Lightning Bolt"],
                             mana_pool="BBBBR", library=library(3)),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "elf"}],
                             library=library(3))))
    if died:
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["elf"]})
        pass_all(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Slasher"})
    pass_all(game)
    (slasher,) = [o for o in game.state.permanents("Alice") if o.name == "Cackling Slasher"]
    assert slasher.counters == counters


def test_herbie_surveils_at_combat_only_after_a_noncreature_spell() -> None:
    game = Game(board(player("Alice", battlefield=["H.E.R.B.I.E., Lovable Robot"],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)
    assert game.state.this_turn == {**game.state.this_turn,
                                    "noncreature_spells_cast:Alice": 1}
    pass_all(game)  # to the beginning of combat: the ability triggers
    assert len(events(game, "ability_triggered", source="H.E.R.B.I.E., Lovable Robot")) == 1
    saved = Game(game.to_board())  # the count is kept in a saved game
    assert saved.state.this_turn["noncreature_spells_cast:Alice"] == 1


def test_herbie_does_nothing_after_only_a_creature_spell() -> None:
    game = Game(board(player("Alice", battlefield=["H.E.R.B.I.E., Lovable Robot"],
                             hand=["Llanowar Elves"], mana_pool="G", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    pass_all(game)
    pass_all(game)
    assert not events(game, "ability_triggered", source="H.E.R.B.I.E., Lovable Robot")


@pytest.mark.parametrize(("first", "drawn"), [(True, 1), (False, 0)])
def test_faerie_miscreant_draws_only_beside_another_of_its_name(first: bool,
                                                                drawn: int) -> None:
    game = Game(board(player("Alice", hand=["Faerie Miscreant"], mana_pool="U",
                             battlefield=["Faerie Miscreant"] if first else [],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Faerie Miscreant"})
    pass_all(game)
    if drawn:
        pass_all(game)
    assert len(events(game, "card_drawn", player="Alice")) == drawn


UNDERDOG = {"name": "Test Underdog", "type_line": "Creature — Test", "power": "1",
            "toughness": "1", "mana_cost": "{W}",
            "oracle_text": "When this creature enters, if an opponent controls more creatures "
                           "than you, draw a card."}
TAXMAN = {"name": "Test Taxman", "type_line": "Creature — Test", "power": "1", "toughness": "1",
          "mana_cost": "{B}",
          "oracle_text": "When this creature enters, each opponent loses 1 life for each "
                         "creature you control.\nSpells you cast cost {1} less to cast."}
EATER = {"name": "Test Eater", "type_line": "Creature — Test", "power": "1", "toughness": "1",
         "oracle_text": "Sacrifice another creature: Put a +1/+1 counter on this creature.\n"
                        "Whenever this creature attacks, you and defending player each draw "
                        "a card.\nAt the beginning of each opponent's upkeep, that player "
                        "loses 1 life."}
DIGGER = {"name": "Test Digger", "type_line": "Creature — Test", "power": "1",
          "toughness": "1",
          "oracle_text": "When this creature dies, return another target creature card from "
                         "your graveyard to your hand."}


@pytest.mark.parametrize(("bob_creatures", "drawn"), [(2, 1), (1, 0)])
def test_a_player_with_fewer_creatures_draws(bob_creatures: int, drawn: int) -> None:
    game = Game(board(player("Alice", hand=["Test Underdog"], mana_pool="W",
                             library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"] * bob_creatures,
                             library=library(3))), cards=pool_reading(UNDERDOG))
    game.apply({"do": "cast", "player": "Alice", "card": "Test Underdog"})
    pass_all(game)  # it enters: Alice controls 1 creature now
    if drawn:
        pass_all(game)
    assert len(events(game, "card_drawn", player="Alice")) == drawn


def test_each_opponent_loses_life_for_each_creature_and_spells_cost_less() -> None:
    game = Game(board(player("Alice", hand=["Test Taxman", "Hill Giant"], mana_pool="BRRR",
                             battlefield=["Grizzly Bears"], library=library(3)),
                      player("Bob", library=library(3)), player("Cara", library=library(3))),
                cards=pool_reading(TAXMAN))
    game.apply({"do": "cast", "player": "Alice", "card": "Test Taxman"})
    pass_all(game)
    pass_all(game)
    assert (life(game, "Bob"), life(game, "Cara"), life(game, "Alice")) == (18, 18, 20)
    game.apply({"do": "cast", "player": "Alice", "card": "Hill Giant"})  # {3}{R} for {2}{R}
    assert game.state.player("Alice").mana_pool == ()


def test_sacrifice_another_creature_as_a_cost_never_takes_the_source() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Test Eater", "id": "eater"}],
                             library=library(3)),
                      player("Bob", library=library(3))), cards=pool_reading(EATER))
    with pytest.raises(IllegalAction):
        game.apply({"do": "activate", "player": "Alice", "permanent": "eater"})
    assert game.state.find_handle("eater") is not None


def test_you_and_defending_player_each_draw_and_the_opponents_upkeep() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Test Eater", "id": "eater"}],
                             library=library(3)),
                      player("Bob", library=library(3)), player("Cara", library=library(3))),
                cards=pool_reading(EATER))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"eater": "Cara"}})
    pass_all(game)
    drawn = [e.player for e in events(game, "card_drawn")]
    assert drawn == ["Alice", "Cara"]  # in turn order from the active player (101.4)
    game.apply({"do": "pass_until", "turn": 2, "step": "draw"})  # through Bob's upkeep
    lost = [(e.player, e.amount) for e in events(game, "life_changed") if e.turn == 2]
    assert lost == [("Bob", -1)]  # in Bob's upkeep "that player" is Bob
    assert life(game, "Alice") == 20


def test_another_target_creature_card_is_not_the_dead_creatures_own() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Test Digger", "id": "digger"}],
                             graveyard=["Grizzly Bears"], hand=["Lightning Bolt"],
                             mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))), cards=pool_reading(DIGGER))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["digger"]})
    pass_all(game)  # it dies: its own card can't be chosen, so the Bears are the target
    (put,) = events(game, "ability_put_on_stack", source="Test Digger")
    assert put.target == "grizzly-bears-1"
    pass_all(game)
    alice = game.state.player("Alice")
    assert names(alice.hand) == ["Grizzly Bears"]
    assert "Test Digger" in names(alice.graveyard)


RAIDER = {"name": "Test Raider", "type_line": "Creature — Test", "power": "2", "toughness": "2",
          "oracle_text": "Whenever this creature attacks, target creature defending player "
                         "controls can't block this turn.\nWhenever this creature attacks, it "
                         "gets +1/+0 until end of turn for each other attacking creature."}
CAPTAIN = {"name": "Test Captain", "type_line": "Creature — Test", "power": "1",
           "toughness": "1",
           "oracle_text": "Whenever one or more creatures you control attack, they get +1/+0 "
                          "until end of turn."}


def test_a_target_defending_player_controls_is_one_of_the_attacked_players() -> None:
    """Alice attacks Bob with the Raider: only Bob's creatures can be its target (506.2), not
    Cara's; and it gets +1/+0 for the other attacking creature."""
    game = Game(board(player("Alice", battlefield=[{"card": "Test Raider", "id": "raider"},
                                                   {"card": "Grizzly Bears", "id": "mine"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(3)),
                      player("Cara", battlefield=[{"card": "Llanowar Elves", "id": "elf"}],
                             library=library(3))), cards=pool_reading(RAIDER))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"raider": "Bob", "mine": "Cara"}})
    game.apply({"do": "default"})  # the order of its two triggered abilities (603.3b)
    put = events(game, "ability_put_on_stack", source="Test Raider")
    assert [e.target for e in put if e.target] == ["giant"]  # the only legal target
    pass_all(game)
    pass_all(game)
    assert game.power("raider") == 3
    assert game.permanent("giant").cant_block_turn


def test_they_are_the_creatures_that_attacked() -> None:
    game = Game(board(player("Alice", battlefield=["Test Captain",
                                                   {"card": "Grizzly Bears", "id": "a"},
                                                   {"card": "Grizzly Bears", "id": "b"}],
                             library=library(3)),
                      player("Bob", library=library(3))), cards=pool_reading(CAPTAIN))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"a": "Bob"}})
    pass_all(game)
    assert (game.power("a"), game.power("b")) == (3, 2)  # only the attacker


def test_players_cant_gain_life_with_rampaging_ferocidon() -> None:
    """119.7: with Rampaging Ferocidon out, lifelink and "gain life" do nothing — for its
    controller too; the skipped gain is logged with its reason. Damage is still dealt."""
    game = Game(board(player("Alice", battlefield=["Rampaging Ferocidon",
                                                   {"card": "Vampire Nighthawk", "id": "hawk"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    assert POOL.get("Rampaging Ferocidon").compiled
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"hawk": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert (life(game, "Alice"), life(game, "Bob")) == (20, 18)
    (skipped,) = events(game, "effect_skipped", rule="119.7")
    assert skipped.player == "Alice"
