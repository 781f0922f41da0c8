"""'As ~ enters, choose a creature type.' (614.12a) and what reads the chosen type, from the cards'
text: Cavern of Souls and Unclaimed Territory ("Spend this mana only to cast a creature spell of
the chosen type[, and that spell can't be countered]", 106.6, 106.6a), Pillar of Origins, and
Vanquisher's Banner / Patchwork Banner ("Creatures you control of the chosen type get +1/+1.",
"Whenever you cast a creature spell of the chosen type, draw a card."). The type is one of the
rules' creature types (205.3m), kept in the permanent's ``choices``."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot
from test_save_exact import saved_and_loaded

from explorer.board import BoardError
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
CARDS = ("Cavern of Souls", "Unclaimed Territory", "Pillar of Origins", "Vanquisher's Banner",
         "Patchwork Banner")


def test_the_cards_compile() -> None:
    for name in CARDS:
        assert POOL.get(name).compiled, name
    assert "(614.12a, explorer.rules.zones)" in POOL.explain("Cavern of Souls")


# -- choosing (614.12a) ----------------------------------------------------------------------------
def play_cavern(hand: list[str] | None = None) -> Game:
    """Alice plays Cavern of Souls from her hand; her library holds two Elf Druids and three
    Goblins."""
    game = Game(board(player("Alice", hand=["Cavern of Souls", *(hand or [])],
                             library=["Llanowar Elves"] * 2 + ["Raging Goblin"] * 3),
                      player("Bob", library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Cavern of Souls"})
    return game


def test_the_type_is_chosen_as_it_enters() -> None:
    game = play_cavern()

    assert game.pending is not None and game.pending.kind == "option"
    assert game.pending.rule == "614.12a"
    assert len(game.pending.options) == 310  # every creature type of 205.3m
    game.apply({"do": "choose", "player": "Alice", "option": "Elf"})

    assert game.find_permanent("Cavern of Souls").choices == {"creature_type": "Elf"}
    assert one(game, "decision_made", decision="option").choice == "Elf"


def test_a_card_type_or_two_types_is_not_a_creature_type() -> None:
    """Ruling (Patriarch's Bidding, 2021-06-18): "You must choose a creature type, such as Elf
    or Shaman. You can't choose other card types such as artifact or supertypes such as
    legendary." — nor two types at once."""
    game = play_cavern()
    before = snapshot(game)
    for wrong in ("Artifact", "Legendary", "Zombie Vampire", "elf", "Elves"):
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "choose", "player": "Alice", "option": wrong})
        assert refused.value.rule == "614.12a"
        assert snapshot(game) == before
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "choose", "player": "Alice", "option": "Elfs"})
    assert "did you mean 'Elf'" in str(refused.value)


def test_the_default_policy_names_the_players_most_common_type() -> None:
    game = play_cavern()
    assert game.pending is not None
    game.apply({"do": "choose", "player": "Alice",
                "option": getattr(game.pending.default, "option", None)})

    assert game.find_permanent("Cavern of Souls").choices == {"creature_type": "Goblin"}


# -- the mana (106.6, 106.6a) ----------------------------------------------------------------------
def cavern_board(alice_hand: list[str], chosen: str = "Elf", land: str = "Cavern of Souls",
                 bob_hand: list[str] | None = None) -> Game:
    return Game(board(
        player("Alice", battlefield=[{"card": land, "id": "land",
                                      "choices": {"creature_type": chosen}}],
               hand=alice_hand, library=library(3)),
        player("Bob", hand=bob_hand or [], mana_pool="UU" if bob_hand else "",
               library=library(3))))


def test_its_colored_mana_casts_a_creature_spell_of_the_chosen_type() -> None:
    game = cavern_board(["Llanowar Elves"])
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 1,
                "mana": "G"})

    added = one(game, "mana_added")
    assert added.restriction == "creature_spells_of_type:Elf"
    game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    assert one(game, "spell_cast").source == "Llanowar Elves"


def test_not_a_creature_spell_of_another_type_nor_another_spell() -> None:
    """"Spend this mana only to cast a creature spell of the chosen type" (106.6): a Goblin
    isn't an Elf, and Giant Growth isn't a creature spell."""
    game = cavern_board(["Raging Goblin", "Giant Growth"])
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 1,
                "mana": "R"})
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Raging Goblin"})
    assert refused.value.rule == "106.6"
    assert "of the chosen type (Elf)" in str(refused.value)
    assert snapshot(game) == before


def test_its_colorless_mana_has_no_restriction() -> None:
    game = cavern_board(["Raging Goblin"], chosen="Elf")
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 0})

    assert one(game, "mana_added").restriction is None


def test_the_spell_cavern_mana_was_spent_on_cant_be_countered() -> None:
    """"… and that spell can't be countered." (106.6a, 101.2): Bob's Counterspell resolves and
    does nothing to the Elves."""
    game = cavern_board(["Llanowar Elves"], bob_hand=["Counterspell"])
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 1,
                "mana": "G"})
    game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Llanowar Elves"]})
    pass_all(game)  # Counterspell resolves
    pass_all(game)  # the Elves resolve

    assert not events(game, "spell_countered")
    assert one(game, "effect_skipped", rule="101.2").target == "Llanowar Elves"
    assert game.find_permanent("Llanowar Elves").controller == "Alice"


def test_unclaimed_territorys_mana_carries_no_rider() -> None:
    game = cavern_board(["Llanowar Elves"], land="Unclaimed Territory", bob_hand=["Counterspell"])
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 1,
                "mana": "G"})
    game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell",
                "targets": ["Llanowar Elves"]})
    pass_all(game)

    assert one(game, "spell_countered").source == "Llanowar Elves"


def test_pillar_of_origins_mana_is_restricted_the_same_way() -> None:
    game = cavern_board(["Raging Goblin", "Llanowar Elves"], chosen="Goblin",
                        land="Pillar of Origins")
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "mana": "R"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    game.apply({"do": "cast", "player": "Alice", "card": "Raging Goblin"})


def test_a_saved_pool_keeps_the_restriction_and_its_type() -> None:
    game = cavern_board(["Llanowar Elves", "Raging Goblin"])
    game.apply({"do": "activate", "player": "Alice", "permanent": "land", "ability": 1,
                "mana": "G"})
    saved, loaded = saved_and_loaded(game)

    pool = saved["players"][0]["mana_pool"]
    assert pool == [{"mana": "G", "source": "Cavern of Souls",
                     "restriction": "creature_spells_of_type:Elf", "rider": "uncounterable"}]
    with pytest.raises(IllegalAction):
        loaded.apply({"do": "cast", "player": "Alice", "card": "Raging Goblin"})
    loaded.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})


@pytest.mark.parametrize("raw", [{"creature_type": "Artifact"}, {"creature_type": "elf"},
                                 {"creature_type": 5}])
def test_a_board_choosing_no_creature_type_is_refused(raw: dict[str, object]) -> None:
    with pytest.raises(BoardError) as refused:
        Game(board(player("Alice", battlefield=[{"card": "Cavern of Souls", "choices": raw}]),
                   player("Bob")))
    assert "creature_type" in str(refused.value)


def test_a_saved_pool_naming_no_creature_type_is_refused() -> None:
    raw = board(player("Alice", mana_pool=[{"mana": "G", "source": "Cavern of Souls",
                                            "restriction": "creature_spells_of_type:Wizzard"}]),
                player("Bob"))
    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert "Wizzard" in str(refused.value) and "205.3m" in str(refused.value)


# -- lords of the chosen type (613.4c) and "of the chosen type" triggers ---------------------------
def banner_board(card: str = "Vanquisher's Banner") -> Game:
    return Game(board(
        player("Alice", battlefield=[{"card": card, "choices": {"creature_type": "Elf"}},
                                     "Llanowar Elves", "Raging Goblin"],
               hand=["Elvish Archdruid", "Grizzly Bears"], mana_pool="GGGCC",
               library=library(5)),
        player("Bob", battlefield=["Llanowar Elves"], library=library(3))))


def test_creatures_you_control_of_the_chosen_type_get_the_bonus() -> None:
    for card in ("Vanquisher's Banner", "Patchwork Banner"):
        game = banner_board(card)
        elves = [o for o in game.state.battlefield if o.name == "Llanowar Elves"]
        mine, theirs = (next(o for o in elves if o.controller == p) for p in ("Alice", "Bob"))
        assert (game.power(mine.handle), game.toughness(mine.handle)) == (2, 2), card
        assert game.power(theirs.handle) == 1  # Bob's Elf: not a creature Alice controls
        assert game.power("Raging Goblin") == 1  # not of the chosen type


def test_casting_a_creature_spell_of_the_chosen_type_draws_a_card() -> None:
    game = banner_board()
    game.apply({"do": "cast", "player": "Alice", "card": "Elvish Archdruid"})
    pass_all(game)  # the draw trigger resolves (above the creature spell)

    drawn = one(game, "card_drawn")
    assert (drawn.player, drawn.source) == ("Alice", "Island")
    pass_all(game)  # the Archdruid resolves
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    assert len(events(game, "ability_triggered")) == 1  # a Bear isn't an Elf
