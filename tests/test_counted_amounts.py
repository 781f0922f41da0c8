"""Amounts a card's text counts (107.3, 608.2h), read from real cards: "the number of A plus the
number of B" (Abomination of Llanowar), "2 plus the number of cards named ~ in your graveyard"
(Galvanic Bombardment), "a number of … tokens equal to your devotion to black" (Abhorrent
Overlord, 700.5), "for each artifact and/or creature card in your graveyard" (Aatchik), "he deals
damage equal to the number of Dwarves you control" (Dáin of the Ancient Halls) — and "where X is
that spell's mana value" (202.3e), "tapped artifacts and/or creatures", "mills X cards"."""

from __future__ import annotations

from helpers import board, events, library, life, names, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle import compile_card

POOL = default_pool()
ELVES = "Elves you control plus the number of Elf cards in your graveyard"


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Abomination of Llanowar", "Galvanic Bombardment", "Abhorrent Overlord",
                 "Aatchik, Emerald Radian", "Dáin of the Ancient Halls"):
        assert POOL.get(name).compiled, POOL.explain(name)
    # "Vigilance; menace": a keyword list may be written with semicolons (702.1)
    assert {"Vigilance", "Menace"} <= set(POOL.get("Abomination of Llanowar").keywords)


def test_abomination_counts_elves_on_the_battlefield_and_elf_cards_in_the_graveyard() -> None:
    """Itself and Llanowar Elves are Elves Alice controls; the Elves card in her graveyard is
    an Elf card (her Forest there is not): 2 + 1. It is counted whenever it's looked at
    (604.3): the second Elf's death moves one from the first count to the second."""
    game = Game(board(player("Alice", battlefield=[
        {"card": "Abomination of Llanowar", "id": "abom"},
        {"card": "Llanowar Elves", "id": "elf"}],
        graveyard=["Llanowar Elves", "Forest"], hand=["Lightning Bolt"], mana_pool="R",
        library=library(3)), player("Bob", battlefield=[{"card": "Llanowar Elves",
                                                          "id": "bobs-elf"}],
                                    library=library(3))))
    assert (game.power("abom"), game.toughness("abom")) == (3, 3)
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["elf"]})
    pass_all(game)
    assert names(game.state.player("Alice").graveyard).count("Llanowar Elves") == 2
    assert (game.power("abom"), game.toughness("abom")) == (3, 3)  # 1 Elf + 2 Elf cards


def test_galvanic_bombardment_deals_two_plus_one_for_each_copy_in_the_graveyard() -> None:
    """The second one cast finds the first in the graveyard: 3 damage, not 2."""
    game = Game(board(player("Alice", hand=["Galvanic Bombardment", "Galvanic Bombardment"],
                             mana_pool="RR", library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "a"},
                                                 {"card": "Hill Giant", "id": "b"}],
                             library=library(3))))
    for target, dealt in (("a", 2), ("b", 3)):
        game.apply({"do": "cast", "player": "Alice", "card": "Galvanic Bombardment",
                    "targets": [target]})
        pass_all(game)
        (hit,) = events(game, "damage_dealt", target=target)
        assert hit.amount == dealt


def test_abhorrent_overlord_counts_devotion_as_its_ability_resolves() -> None:
    """Devotion to black (700.5): the {B} in the mana costs of the permanents Alice controls
    as the ability resolves — the Overlord's own {B}{B} and Vampire Nighthawk's {B}{B}."""
    game = Game(board(player("Alice", hand=["Abhorrent Overlord"], mana_pool="BBBBBBB",
                             battlefield=["Vampire Nighthawk", "Swamp"], library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Abhorrent Overlord"})
    pass_all(game)  # the Overlord resolves; its ability triggers
    pass_all(game)
    harpies = [o for o in game.state.permanents("Alice") if o.name.startswith("Harpy")]
    assert len(harpies) == 4


def test_aatchik_counts_artifact_and_creature_cards_in_the_graveyard() -> None:
    """"for each artifact and/or creature card in your graveyard": Grizzly Bears and Sol Ring
    count once each, the Forest not at all — two Insects."""
    game = Game(board(player("Alice", hand=["Aatchik, Emerald Radian"], mana_pool="BBGGGG",
                             graveyard=["Grizzly Bears", "Sol Ring", "Forest"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Aatchik, Emerald Radian"})
    pass_all(game)
    pass_all(game)
    insects = [o for o in game.state.permanents("Alice") if o.name.startswith("Insect")]
    assert len(insects) == 2


def test_dain_deals_damage_equal_to_the_dwarves_to_each_opponent() -> None:
    """"Whenever Dáin attacks, he deals damage …": "he" is Dáin. Two Dwarves (Dáin and
    another) — each opponent is dealt 2, not only the one attacked."""
    dwarf = {"name": "Test Dwarf", "type_line": "Creature — Dwarf", "oracle_text": "",
             "power": "1", "toughness": "1"}
    game = Game(board(player("Alice", battlefield=[{"card": "Dáin of the Ancient Halls",
                                                    "id": "dain"}, "Test Dwarf"],
                             library=library(3)),
                      player("Bob", library=library(3)), player("Cara", library=library(3))),
                cards=pool_reading(dwarf))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"dain": "Bob"}})
    pass_all(game)
    assert (life(game, "Bob"), life(game, "Cara")) == (18, 18)
    (hit,) = events(game, "damage_dealt", target="Cara")
    assert hit.source == "Dáin of the Ancient Halls"


TOKENS = {"name": "Test Rally", "type_line": "Sorcery",
          "oracle_text": "Create X 1/1 white Soldier creature tokens, where X is the number of "
                         "tapped artifacts and/or creatures you control."}
GROWTH = {"name": "Test Growth", "type_line": "Enchantment",
          "oracle_text": "Whenever you cast a creature spell, put X +1/+1 counters on target "
                         "creature you control, where X is that spell's mana value."}
MILL = {"name": "Test Mill", "type_line": "Sorcery",
        "oracle_text": "Target player mills X cards, where X is the number of lands you "
                       "control."}


def test_tapped_artifacts_and_or_creatures_are_counted_only_if_tapped() -> None:
    """"tapped artifacts and/or creatures": tapped is said of both kinds; a tapped land is
    neither, an untapped creature isn't tapped."""
    game = Game(board(player("Alice", hand=["Test Rally"], mana_pool="W", battlefield=[
        {"card": "Sol Ring", "tapped": True}, {"card": "Grizzly Bears", "tapped": True},
        "Llanowar Elves", {"card": "Forest", "tapped": True}], library=library(3)),
        player("Bob", library=library(3))), cards=pool_reading(TOKENS))
    game.apply({"do": "cast", "player": "Alice", "card": "Test Rally"})
    pass_all(game)
    assert sum(o.name.startswith("Soldier") for o in game.state.permanents("Alice")) == 2


def test_that_spells_mana_value_is_the_cast_spells() -> None:
    game = Game(board(player("Alice", battlefield=["Test Growth", {"card": "Llanowar Elves",
                                                                   "id": "elf"}],
                             hand=["Hill Giant"], mana_pool="RRRR", library=library(3)),
                      player("Bob", library=library(3))), cards=pool_reading(GROWTH))
    game.apply({"do": "cast", "player": "Alice", "card": "Hill Giant"})
    (put,) = events(game, "ability_put_on_stack", source="Test Growth")
    assert put.target == "elf"  # the only creature Alice controls
    pass_all(game)  # the trigger resolves first: Hill Giant's mana value, 4
    assert game.permanent("elf").counters == {"+1/+1": 4}


def test_that_spell_names_no_spell_outside_a_cast_trigger() -> None:
    refused = compile_card({"name": "Test Misread", "type_line": "Creature — Test",
                            "power": "1", "toughness": "1", "mana_cost": "{G}",
                            "oracle_text": "When this creature enters, put X +1/+1 counters on "
                                           "it, where X is that spell's mana value."})
    assert refused.card is None
    assert refused.refused == ("When this creature enters, put X +1/+1 counters on it, where "
                               "X is that spell's mana value.")


def test_a_player_mills_x_cards_where_x_is_counted_as_it_resolves() -> None:
    game = Game(board(player("Alice", hand=["Test Mill"], mana_pool="U",
                             battlefield=["Island", "Island", "Forest"], library=library(3)),
                      player("Bob", library=library(5))), cards=pool_reading(MILL))
    game.apply({"do": "cast", "player": "Alice", "card": "Test Mill", "targets": ["Bob"]})
    pass_all(game)
    bob = game.state.player("Bob")
    assert (len(bob.library), len(bob.graveyard)) == (2, 3)
