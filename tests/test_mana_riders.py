"""106.6 / 106.6a: mana may carry a rider (an effect on the spell it's spent on) or a "when
spent" delayed trigger (603.7a). Neither changes the mana's type; a replacement that increases
the amount gives them to all the mana, and "when spent" triggers are created for each mana.

No card in the supported list has a rider or a "when spent" trigger, so these test cards show
the rule on its own: a land whose mana makes a spell uncounterable (like Cavern of Souls), and a
land whose mana gains you 1 life when it's spent.
"""

from __future__ import annotations

from helpers import board, events, one, pass_all, player, tap

from explorer.abilities import Cost, ManaProduction, TriggeredAbility
from explorer.cards import build_pool
from explorer.cards.model import CardPool
from explorer.cards.vocabulary import gain_life, mana_ability
from explorer.game import Game

LAND = {"mana_cost": "", "type_line": "Land", "colors": []}
# A delayed trigger the mana carries (603.7a): no trigger event of its own to watch for.
GAIN_WHEN_SPENT = TriggeredAbility("When that mana is spent, you gain 1 life.", None,
                                   gain_life(1))


def pool() -> CardPool:
    cards = build_pool()
    cards.declare("Test Cavern", facts=LAND, activated=[mana_ability(
        Cost(tap=True), ManaProduction(choose_from="WUBRG", rider="uncounterable"),
        "{T}: Add one mana of any color. That spell can't be countered.")])
    cards.declare("Test Spring", facts=LAND, activated=[mana_ability(
        Cost(tap=True), ManaProduction(fixed="R", when_spent=GAIN_WHEN_SPENT),
        "{T}: Add {R}. When that mana is spent, you gain 1 life.")])
    return cards


class TestRiders:
    def test_a_rider_doesnt_change_the_manas_type(self) -> None:
        """106.6: the mana is still {R}; it pays for Lightning Bolt like any {R}."""
        game = Game(board(player("Alice", battlefield=["Test Cavern"],
                                 hand=["Lightning Bolt"]), player("Bob")), cards=pool())
        tap(game, "Alice", "Test Cavern", "R")

        added = one(game, "mana_added")
        assert (added.mana, added.amount, added.restriction, added.rider, added.when_spent) == (
            "R", 1, None, "uncounterable", False)
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        assert one(game, "mana_spent").mana == "R"

    def test_the_rider_reaches_the_spell_it_was_spent_on(self) -> None:
        """106.6: an additional effect that affects the spell the mana is spent on — here
        "that spell can't be countered": Chalice of the Void's trigger resolves, and the Bolt
        stays (101.2: "can't" beats "can") and deals its damage."""
        game = Game(board(
            player("Alice", battlefield=["Test Cavern"], hand=["Lightning Bolt"]),
            player("Bob", battlefield=[{"card": "Chalice of the Void",
                                        "counters": {"charge": 1}}])), cards=pool())
        tap(game, "Alice", "Test Cavern", "R")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})

        assert one(game, "effect_created", rule="106.6").rider == "That spell can't be countered."
        pass_all(game)  # Chalice's trigger resolves: it can't counter the Bolt
        assert events(game, "spell_countered") == []
        assert one(game, "effect_skipped", rule="101.2").source == "Chalice of the Void"
        pass_all(game)  # the Bolt resolves
        assert game.state.player("Bob").life == 17

    def test_without_the_rider_chalice_counters_the_bolt(self) -> None:
        """The same board paid with a Mountain: Chalice counters the Bolt (701.6a)."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", battlefield=[{"card": "Chalice of the Void",
                                        "counters": {"charge": 1}}])), cards=pool())
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        pass_all(game)

        assert one(game, "spell_countered").rule == "701.6a"
        assert game.state.player("Bob").life == 20


class TestWhenSpent:
    def test_spending_the_mana_triggers_its_delayed_ability(self) -> None:
        """106.6 / 603.7a: "when that mana is spent" is a delayed triggered ability; it
        triggers as the mana is spent and goes on the stack the next time a player would
        receive priority — above the spell it paid for."""
        game = Game(board(player("Alice", battlefield=["Test Spring"], hand=["Lightning Bolt"]),
                          player("Bob")), cards=pool())
        tap(game, "Alice", "Test Spring")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})

        triggered = one(game, "ability_triggered")
        assert (triggered.rule, triggered.source) == ("603.7a", "Test Spring")
        assert triggered.cause == one(game, "mana_spent").seq
        assert [item.source_name for item in game.state.stack] == ["Lightning Bolt",
                                                                   "Test Spring"]
        pass_all(game)
        assert game.state.player("Alice").life == 21

    def test_doubled_mana_carries_one_trigger_per_mana(self) -> None:
        """106.6a: if a replacement effect increases the amount, "when spent" triggers are
        created for each mana — Mana Reflection doubles the {R}, and spending both on Fellwar
        Stone ({2}) gives two triggers."""
        game = Game(board(player("Alice", battlefield=["Test Spring", "Mana Reflection"],
                                 hand=["Fellwar Stone"]), player("Bob")), cards=pool())
        tap(game, "Alice", "Test Spring")
        assert game.mana_pool("Alice")["R"] == 2
        game.apply({"do": "cast", "player": "Alice", "card": "Fellwar Stone"})

        assert [e.rule for e in events(game, "ability_triggered")] == ["603.7a", "603.7a"]
        pass_all(game)
        pass_all(game)
        assert game.state.player("Alice").life == 22

    def test_mana_left_unspent_triggers_nothing(self) -> None:
        """It triggers only when the mana is spent: emptied from the pool (500.4), nothing."""
        game = Game(board(player("Alice", battlefield=["Test Spring"]), player("Bob")),
                    cards=pool())
        tap(game, "Alice", "Test Spring")
        game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})

        assert one(game, "mana_emptied").mana == "R"
        assert events(game, "ability_triggered") == []
