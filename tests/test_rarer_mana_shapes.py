"""Rarer shapes of mana abilities, read from the cards' own Oracle text: spending restrictions
that name two kinds of spell or any activated ability (106.6), and a cost that removes any
number of counters (601.2h, by 602.2b). Each test reads like a ruling: board, actions, events,
state.
"""

from __future__ import annotations

import pytest
from helpers import one, snapshot
from mana_helpers import activate, cast, pool_of, two

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


class TestSageOfTheUnknowable:
    """"{T}: Add {C}. Spend this mana only to cast a colorless spell or to activate an
    ability." (106.6)"""

    def game(self) -> Game:
        return Game(two(alice={"battlefield": [{"card": "Sage of the Unknowable", "sick": False},
                                               "Mage-Ring Network"],
                               "hand": ["Sol Ring", "Grizzly Bears"], "mana_pool": "G"}))

    def test_its_mana_casts_a_colorless_spell(self) -> None:
        compiled("Sage of the Unknowable")
        game = self.game()
        game.state.player("Alice").mana_pool = ()  # only Sage's {C}
        activate(game, "Alice", "Sage of the Unknowable")

        cast(game, "Alice", "Sol Ring")

        assert one(game, "spell_cast").source == "Sol Ring"
        assert pool_of(game) == ""

    def test_its_mana_pays_for_an_activated_ability(self) -> None:
        """Mage-Ring Network's "{1}, {T}: Put a storage counter on this land." is paid with it."""
        game = self.game()
        activate(game, "Alice", "Sage of the Unknowable")

        activate(game, "Alice", "Mage-Ring Network", 1)

        assert pool_of(game) == "G"  # the {C} paid the {1}; the {G} is left
        assert game.find_permanent("Mage-Ring Network").counters == {}  # not yet: on the stack

    def test_its_mana_cant_pay_for_a_green_creature_spell(self) -> None:
        """Grizzly Bears ({1}{G}) is neither colorless nor an ability: with {G} and the
        restricted {C} in the pool it can't be cast, and the game is as it was."""
        game = self.game()
        activate(game, "Alice", "Sage of the Unknowable")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Grizzly Bears")

        assert refused.value.rule == "106.6"
        assert snapshot(game) == before


class TestMaelstromOfTheSpiritDragon:
    """"{T}: Add one mana of any color. Spend this mana only to cast a Dragon spell or an Omen
    spell." — either kind of spell, nothing else (106.6)."""

    def test_its_colored_mana_casts_a_dragon(self) -> None:
        compiled("Maelstrom of the Spirit Dragon")
        game = Game(two(alice={"battlefield": ["Maelstrom of the Spirit Dragon"],
                               "hand": ["Skyline Despot"], "mana_pool": "RCCCCC"}))

        activate(game, "Alice", "Maelstrom of the Spirit Dragon", 1, mana="R")
        cast(game, "Alice", "Skyline Despot")

        assert one(game, "spell_cast").source == "Skyline Despot"
        assert pool_of(game) == ""

    def test_its_colored_mana_cant_cast_a_non_dragon(self) -> None:
        game = Game(two(alice={"battlefield": ["Maelstrom of the Spirit Dragon"],
                               "hand": ["Lightning Bolt"]}))
        activate(game, "Alice", "Maelstrom of the Spirit Dragon", 1, mana="R")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Lightning Bolt", targets=["Bob"])

        assert refused.value.rule == "106.6"
        assert snapshot(game) == before


class TestMageRingNetwork:
    """"{T}, Remove any number of storage counters from this land: Add {C} for each storage
    counter removed this way." — the number is chosen as the cost is paid (601.2h), given as
    the activation's ``x``."""

    def test_it_removes_the_number_chosen_and_adds_that_much_colorless(self) -> None:
        compiled("Mage-Ring Network")
        game = Game(two(alice={"battlefield": [{"card": "Mage-Ring Network",
                                                "counters": {"storage": 3}}]}))

        activate(game, "Alice", "Mage-Ring Network", 2, x=2)

        removed = one(game, "counters_removed")
        assert (removed.counter, removed.amount) == ("storage", 2)
        assert pool_of(game) == "CC"
        permanent = game.find_permanent("Mage-Ring Network")
        assert permanent.counters == {"storage": 1} and permanent.tapped

    def test_it_cant_remove_more_counters_than_it_has(self) -> None:
        game = Game(two(alice={"battlefield": [{"card": "Mage-Ring Network",
                                                "counters": {"storage": 1}}]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Mage-Ring Network", 2, x=2)

        assert refused.value.rule == "118.3"
        assert snapshot(game) == before

    def test_the_cost_is_named_as_printed(self) -> None:
        """What a player reads of the cost says "any number", not an X the card doesn't have."""
        ability = POOL.get("Mage-Ring Network").activated[2]
        assert [part.text for part in ability.cost.parts] == [
            "{T}", "Remove any number of storage counters from this"]
