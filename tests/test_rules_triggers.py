"""Triggered abilities (603): when they go on the stack, their targets, and their order."""

from __future__ import annotations

from helpers import (
    board,
    creature_facts,
    enchantment_facts,
    events,
    library,
    life,
    one,
    pass_all,
    player,
    pool_with,
)

from explorer.abilities import TriggeredAbility
from explorer.cards.model import CardPool
from explorer.cards.vocabulary import (
    ANY_TARGET,
    TARGET_CREATURE,
    at_beginning_of,
    deal_damage,
    gain_life,
    when_enters,
)
from explorer.events import EventKind as K
from explorer.game import Game
from explorer.rules.monarch import may_trigger
from explorer.state import STEPS

GAIN_2 = "When this creature enters, you gain 2 life."
PING_ANY = "At the beginning of your upkeep, this creature deals 1 damage to any target."
PING_CREATURE = "At the beginning of your upkeep, this enchantment deals 1 damage to target " \
                "creature."
EACH_1 = "At the beginning of each upkeep, you gain 1 life."
EACH_3 = "At the beginning of each upkeep, you gain 3 life."


def trigger_pool() -> CardPool:
    abilities: dict[str, tuple[dict[str, object], list[TriggeredAbility]]] = {
        "Test Healer": (creature_facts(1, 1, mana_cost="{1}{W}"),
                        [when_enters(GAIN_2, gain_life(2))]),
        "Test Pinger": (creature_facts(1, 1, mana_cost="{1}{R}"),
                        [at_beginning_of("upkeep", PING_ANY, deal_damage(1), ANY_TARGET)]),
        "Test Sconce": (enchantment_facts("{1}{R}"),
                        [at_beginning_of("upkeep", PING_CREATURE, deal_damage(1),
                                         TARGET_CREATURE)]),
        "Test Chant": (enchantment_facts("{W}"),
                       [at_beginning_of("upkeep", EACH_1, gain_life(1), whose="each")]),
        "Test Hymn": (enchantment_facts("{W}"),
                      [at_beginning_of("upkeep", EACH_3, gain_life(3), whose="each")]),
    }
    return pool_with(triggered=abilities)


def into_alices_upkeep(alice: dict[str, object], bob: dict[str, object]) -> Game:
    """A game in Bob's end step, passed on into Alice's upkeep (turn 2), where her "at the
    beginning of your upkeep" abilities trigger. pass_until stops there if she must decide."""
    game = Game(board(player("Alice", library=library(3), **alice),
                      player("Bob", library=library(3), **bob),
                      step="end", active="Bob"), cards=trigger_pool())
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    return game


class TestWhenTriggersGoOnTheStack:
    def test_an_enters_trigger_goes_on_the_stack_at_the_next_priority(self) -> None:
        """603.2: the ability triggers when the creature enters; 603.3: it is put on the stack
        the next time a player would receive priority, and resolves like any other object."""
        game = Game(board(player("Alice", mana_pool="WW", hand=["Test Healer"]), player("Bob")),
                    cards=trigger_pool())
        game.apply({"do": "cast", "player": "Alice", "card": "Test Healer"})
        pass_all(game)  # the creature spell resolves; the Healer enters

        entered = one(game, "zone_changed", from_zone="stack", to_zone="battlefield",
                      attached_to=None, how=None)
        triggered = one(game, "ability_triggered")
        stacked = one(game, "ability_put_on_stack")
        assert (triggered.rule, triggered.cause) == ("603.2", entered.seq)
        assert (stacked.rule, stacked.cause) == ("603.3", triggered.seq)
        assert entered.seq < triggered.seq < stacked.seq
        assert [item.kind for item in game.state.stack] == ["triggered_ability"]
        assert game.pending is not None and game.pending.player == "Alice"
        assert life(game, "Alice") == 20  # not yet: it waits on the stack

        pass_all(game)
        resolved = one(game, "ability_resolved")
        assert (resolved.source, resolved.rule) == ("Test Healer", "608.2")
        gained = one(game, "life_changed", player="Alice")
        assert (gained.amount, gained.life, gained.cause) == (2, 22, resolved.seq)
        assert life(game, "Alice") == 22

    def test_an_upkeep_trigger_goes_on_the_stack_before_anyone_has_priority(self) -> None:
        """503.1 / 603.2b / 117.3a: "at the beginning of your upkeep" abilities trigger as the
        step begins and are put on the stack before the active player receives priority."""
        game = into_alices_upkeep({"battlefield": ["Test Chant"]}, {})

        began = one(game, "step_began", turn=2, step="upkeep")
        stacked = one(game, "ability_put_on_stack")
        assert began.seq < stacked.seq
        assert [e for e in events(game, "priority_passed") if e.seq > began.seq] == []
        assert game.pending is not None and game.pending.kind == "priority"
        assert len(game.state.stack) == 1


class TestTriggerTargets:
    def test_targets_are_chosen_as_the_trigger_goes_on_the_stack(self) -> None:
        """603.3d: the controller chooses targets as the ability is put on the stack — with
        several legal targets that is a `targets` decision, and pass_until stops for it."""
        game = into_alices_upkeep({"battlefield": ["Test Pinger"]},
                                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "targets", "603.3d")
        pinger = game.find_permanent("Test Pinger").handle
        assert set(decision.options) == {"Alice", "Bob", pinger, "bears"}
        assert game.state.stack == []  # not on the stack until its target is chosen

        game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})

        assert one(game, "ability_put_on_stack").target == "bears"
        made = one(game, "decision_made", rule="603.3d")
        assert (made.choice, made.chosen_by, made.player) == ("bears", "player", "Alice")
        pass_all(game)
        assert game.find_permanent("bears").damage == 1

    def test_a_single_legal_target_is_chosen_automatically(self) -> None:
        """603.3d with one legal choice: docs/board-format.md says a decision with exactly one legal
        answer is taken automatically and logged, and never stops pass_until."""
        game = into_alices_upkeep({"battlefield": ["Test Sconce"]},
                                  {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})

        assert game.pending is not None and game.pending.kind == "priority"
        assert (game.state.turn, game.state.step) == (2, "upkeep")
        assert one(game, "decision_made", rule="603.3d").chosen_by == "only choice"
        assert one(game, "ability_put_on_stack").target == "bears"

    def test_a_trigger_with_no_legal_target_is_removed(self) -> None:
        """603.3d: if no legal target can be chosen, the ability is removed from the stack."""
        game = into_alices_upkeep({"battlefield": ["Test Sconce"]}, {})

        assert one(game, "ability_removed").rule == "603.3d"
        assert events(game, "ability_put_on_stack") == []
        assert game.state.stack == []


class TestTriggerOrder:
    def test_simultaneous_triggers_go_on_the_stack_in_apnap_order(self) -> None:
        """603.3b / 101.4: the active player puts their triggers on the stack first, then each
        other player in turn order — so the active player's resolve last."""
        game = into_alices_upkeep({"battlefield": ["Test Chant"]}, {"battlefield": ["Test Hymn"]})

        stacked = events(game, "ability_put_on_stack")
        assert [(e.player, e.rule) for e in stacked] == [("Alice", "603.3"), ("Bob", "603.3")]
        assert [item.controller for item in game.state.stack] == ["Alice", "Bob"]  # Bob on top

        pass_all(game)
        pass_all(game)
        assert [e.player for e in events(game, "ability_resolved")] == ["Bob", "Alice"]
        assert (life(game, "Alice"), life(game, "Bob")) == (21, 23)

    def test_the_controller_orders_two_different_triggers(self) -> None:
        """603.3b: a player with several triggers puts them on the stack in the order they
        choose (an `order` decision, listing them in the order they should resolve)."""
        game = into_alices_upkeep({"battlefield": ["Test Chant", "Test Hymn"]}, {})

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "order", "603.3b")
        hymn = next(o for o in decision.options if o.startswith("Test Hymn"))
        chant = next(o for o in decision.options if o.startswith("Test Chant"))

        game.apply({"do": "choose", "player": "Alice", "order": [hymn, chant]})
        pass_all(game)
        pass_all(game)

        assert [e.source for e in events(game, "ability_resolved")] == ["Test Hymn", "Test Chant"]
        assert [(e.amount, e.life) for e in events(game, "life_changed")] == [(3, 23), (1, 24)]

    def test_the_other_order_resolves_the_other_way(self) -> None:
        """603.3b: the answer decides: Chant first, then Hymn."""
        game = into_alices_upkeep({"battlefield": ["Test Chant", "Test Hymn"]}, {})
        assert game.pending is not None
        hymn = next(o for o in game.pending.options if o.startswith("Test Hymn"))
        chant = next(o for o in game.pending.options if o.startswith("Test Chant"))

        game.apply({"do": "choose", "player": "Alice", "order": [chant, hymn]})
        pass_all(game)
        pass_all(game)

        assert [e.source for e in events(game, "ability_resolved")] == ["Test Chant", "Test Hymn"]

    def test_two_identical_triggers_need_no_order(self) -> None:
        """Board format: ordering two identical triggers is not a real choice; no decision
        is asked and pass_until isn't stopped."""
        game = into_alices_upkeep({"battlefield": ["Test Chant", "Test Chant"]}, {})

        assert game.pending is not None and game.pending.kind == "priority"
        assert len(events(game, "ability_put_on_stack")) == 2
        pass_all(game)
        pass_all(game)
        assert life(game, "Alice") == 22

    def test_ordering_identical_triggers_is_still_logged(self) -> None:
        """Board format: a decision whose answers are interchangeable (ordering two identical
        triggers) "is taken automatically, is logged, and never stops pass_until"."""
        game = into_alices_upkeep({"battlefield": ["Test Chant", "Test Chant"]}, {})

        made = events(game, "decision_made", rule="603.3b")
        assert [e.player for e in made] == ["Alice"]


class TestEnteringByAnEffect:
    def test_a_creature_put_onto_the_battlefield_triggers_its_enters_ability(self) -> None:
        """603.6a: enters abilities trigger however the permanent enters — here the
        experimenter's `put` (610.1), not a spell resolving."""
        game = Game(board(player("Alice"), player("Bob")), cards=trigger_pool())
        game.apply({"do": "put", "player": "Alice", "card": "Test Healer",
                    "zone": "battlefield"})

        entered = one(game, "zone_changed", source="Test Healer")
        assert entered.rule == "610.1"
        assert one(game, "ability_triggered").cause == entered.seq
        pass_all(game)
        assert life(game, "Alice") == 22


def test_a_permanent_that_comes_and_goes_mid_game_is_asked_only_while_it_is_there() -> None:
    """603.2: the kernel asks triggered abilities about an event only if a permanent's ability
    listens to its kind (an index of the battlefield). Alice draws with nothing
    listening; Chasm Skulker ("Whenever you draw a card, put a +1/+1 counter on ~.") is put
    onto the battlefield mid-game and her next draw triggers it; once it is gone, draws
    trigger nothing again."""
    game = Game(board(player("Alice", library=library(20)), player("Bob", library=library(20)),
                      step="upkeep", turn=3))
    game.apply({"do": "pass_until", "turn": 5, "step": "upkeep"})
    assert len(events(game, "card_drawn", player="Alice")) == 1
    assert events(game, "ability_triggered") == []
    game.apply({"do": "put", "player": "Alice", "card": "Chasm Skulker", "zone": "battlefield"})
    game.apply({"do": "pass_until", "turn": 5, "step": "precombat_main"})
    drawn = events(game, "card_drawn", player="Alice")[-1]
    triggered = one(game, "ability_triggered")
    assert (triggered.source, triggered.rule, triggered.cause) == (
        "Chasm Skulker", "603.2", drawn.seq)
    assert one(game, "counters_added").target == game.find_permanent("Chasm Skulker").handle
    game.apply({"do": "deal_damage", "source": "a test", "target": "Chasm Skulker",
                "amount": 5})
    assert game.state.permanents("Alice") == []
    game.apply({"do": "pass_until", "turn": 7, "step": "precombat_main"})
    draws = events(game, "card_drawn", player="Alice")
    assert len(draws) == 3
    by_draws = {e.seq for e in draws}
    assert [e.cause for e in events(game, "ability_triggered") if e.cause in by_draws] == [
        drawn.seq]


def test_the_monarchs_abilities_are_asked_only_where_they_can_trigger() -> None:
    """724.2: "At the beginning of the monarch's end step …" is asked about the end step's
    beginning only; "Whenever a creature deals combat damage to the monarch …" about damage in
    any step; neither about a draw. And the end step's draw does trigger (Alice is the
    monarch), once, there."""
    for step in STEPS:
        assert may_trigger(K.STEP_BEGAN, step) == (step == "end")
        assert may_trigger(K.DAMAGE_DEALT, step)
        assert not may_trigger(K.CARD_DRAWN, step)
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5)),
                      monarch="Alice"))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    triggered = [(e.step, e.player) for e in game.log if e.event == "ability_triggered"]
    assert triggered == [("end", "Alice")]
