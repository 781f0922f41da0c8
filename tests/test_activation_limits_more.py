""""Activate no more than twice each turn." and "Activate only if you've cast two or more
spells this turn." (602.5b): restrictions on activating, checked as the ability is activated —
counted per object and per turn, not per resolution."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules.layers import power

BATS = "Vampire Bats"
KNIGHT = "Xerex Strobe-Knight"


def bats_with_swamps(n: int) -> Game:
    return Game(board(player("Alice", battlefield=[BATS] + ["Swamp"] * n, library=library(3)),
                      player("Bob", library=library(3))))


def pump(g: Game, swamp: str) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": swamp})
    g.apply({"do": "activate", "player": "Alice", "permanent": BATS})


def test_vampire_bats_may_be_pumped_twice_but_not_a_third_time() -> None:
    assert default_pool().get(BATS).compiled
    g = bats_with_swamps(3)
    pump(g, "Swamp#1")
    pump(g, "Swamp#2")  # both on the stack: the limit counts activations, not resolutions
    g.apply({"do": "activate", "player": "Alice", "permanent": "Swamp#3"})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": BATS})

    assert refused.value.rule == "602.5b"
    assert "twice" in str(refused.value) or "2 times" in str(refused.value)
    assert snapshot(g) == before
    pass_all(g)
    pass_all(g)
    bats = next(o for o in g.state.battlefield if o.name == BATS)
    assert power(g, bats) == 2
    assert len(events(g, "ability_activated", source=BATS)) == 2


def test_the_count_starts_again_next_turn() -> None:
    g = bats_with_swamps(2)
    pump(g, "Swamp#1")
    pump(g, "Swamp#2")
    pass_all(g)
    pass_all(g)
    g.apply({"do": "pass_until", "turn": 3, "step": "upkeep", "auto": True})

    pump(g, "Swamp#1")
    pump(g, "Swamp#2")

    assert len(events(g, "ability_activated", source=BATS)) == 4


def knight_game() -> Game:
    return Game(board(player("Alice", battlefield=[KNIGHT, "Mountain", "Mountain"],
                             hand=["Lightning Bolt", "Lightning Bolt"], library=library(6)),
                      player("Bob", library=library(3))))


def make_knight(g: Game) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": KNIGHT})


def bolt_bob(g: Game, mountain: str) -> None:
    g.apply({"do": "activate", "player": "Alice", "permanent": mountain})
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})


def test_strobe_knight_needs_two_spells_cast_this_turn() -> None:
    assert default_pool().get(KNIGHT).compiled
    g = knight_game()
    bolt_bob(g, "Mountain#1")
    pass_all(g)
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        make_knight(g)  # one spell cast so far

    assert refused.value.rule == "602.5b"
    assert snapshot(g) == before


def test_a_spell_still_on_the_stack_counts_as_cast() -> None:
    g = knight_game()
    bolt_bob(g, "Mountain#1")
    pass_all(g)
    bolt_bob(g, "Mountain#2")  # the second Bolt hasn't resolved: it was cast all the same (601.2i)

    make_knight(g)
    pass_all(g)

    knights = [o for o in g.state.battlefield if o.name.startswith("Knight")]
    assert len(knights) == 1 and knights[0].controller == "Alice"


class TestTwoRestrictions:
    """Thought Shucker: "Activate only if seven or more cards are in your graveyard and only
    once." — both restrictions apply (602.5b)."""

    def shucker(self, graveyard: int) -> Game:
        return Game(board(player("Alice", battlefield=[{"card": "Thought Shucker",
                                                        "id": "shucker"}],
                                 graveyard=library(graveyard), mana_pool="UUUU",
                                 library=library(5)),
                          player("Bob", library=library(5))))

    def test_with_seven_cards_once(self) -> None:
        game = self.shucker(7)
        game.apply({"do": "activate", "player": "Alice", "permanent": "shucker"})
        pass_all(game)
        assert game.find_permanent("shucker").counters == {"+1/+1": 1}
        assert len(game.state.player("Alice").hand) == 1
        game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main", "auto": True})
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "shucker"})
        assert refused.value.rule == "602.5b" and "only once" in str(refused.value).lower()

    def test_not_with_six(self) -> None:
        game = self.shucker(6)
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "shucker"})
        assert refused.value.rule == "602.5b"


class TestSacrificeSeveral:
    """Dutiful Griffin: "{2}{W}, Sacrifice two enchantments: Return this card from your
    graveyard to your hand." — two permanents of the kind, named with "sacrifice" as a list
    when more could be (602.2b), sacrificed together."""

    def griffin(self, enchantments: list[Any]) -> Game:
        return Game(board(player("Alice", graveyard=["Dutiful Griffin"], mana_pool="WWW",
                                 battlefield=enchantments, library=library(3)),
                          player("Bob", library=library(3))))

    def test_two_named_are_sacrificed_and_it_returns(self) -> None:
        game = self.griffin([{"card": "Ghostly Prison", "id": "prison"},
                             {"card": "Oath of Gideon", "id": "oath"},
                             {"card": "Doubling Season", "id": "season"}])
        game.apply({"do": "activate", "player": "Alice", "permanent": "Dutiful Griffin",
                    "sacrifice": ["prison", "oath"]})
        gone = events(game, "zone_changed", to_zone="graveyard")
        assert sorted(e.target for e in gone) == ["oath", "prison"]
        assert all(e.rule == "602.2" for e in gone)
        pass_all(game)
        assert [c.name for c in game.state.player("Alice").hand] == ["Dutiful Griffin"]

    def test_with_more_to_choose_from_they_must_be_named(self) -> None:
        game = self.griffin([{"card": "Ghostly Prison", "id": "prison"},
                             {"card": "Oath of Gideon", "id": "oath"},
                             {"card": "Doubling Season", "id": "season"}])
        before = snapshot(game)
        for named in (None, ["prison"], ["prison", "prison"]):
            action: dict[str, Any] = {"do": "activate", "player": "Alice",
                                      "permanent": "Dutiful Griffin"}
            if named is not None:
                action["sacrifice"] = named
            with pytest.raises(IllegalAction) as refused:
                game.apply(action)
            assert refused.value.rule == "602.2b"
        assert snapshot(game) == before

    def test_with_exactly_two_nothing_to_name_and_with_one_no_paying(self) -> None:
        game = self.griffin(["Ghostly Prison", "Oath of Gideon"])
        game.apply({"do": "activate", "player": "Alice", "permanent": "Dutiful Griffin"})
        assert len(events(game, "zone_changed", to_zone="graveyard")) == 2
        game = self.griffin(["Ghostly Prison"])
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "Dutiful Griffin"})
        assert refused.value.rule == "602.2b"
