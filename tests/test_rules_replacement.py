"""Replacement effects (614) and how several apply to one event (616)."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    enchantment_facts,
    events,
    life,
    one,
    pass_all,
    player,
    pool_with,
    snapshot,
)

from explorer.abilities import ReplacementAbility
from explorer.cards.model import CardPool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules.replacement import Proposal
from explorer.state import Obj

DOUBLE = ("If a source would deal damage to a permanent or player, it deals double that damage "
          "to that permanent or player instead.")
PREVENT_1 = "If a source would deal damage to you, prevent 1 of that damage."


def _double(game: Game, obj: Obj, p: Proposal) -> Proposal | None:
    return p.with_(amount=p.amount * 2)


def _prevent_one(game: Game, obj: Obj, p: Proposal) -> Proposal | None:
    return p.with_(amount=p.amount - 1) if p.amount > 1 else None


def _damage_to_controller(game: Game, obj: Obj, p: Proposal) -> bool:
    return p.kind == "damage" and p.target == obj.controller


def replacement_pool() -> CardPool:
    """Test Furnace works like Furnace of Rath; Test Ward prevents 1 damage to its controller."""
    furnace = ReplacementAbility(DOUBLE, lambda game, obj, p: p.kind == "damage", _double)
    ward = ReplacementAbility(PREVENT_1, _damage_to_controller, _prevent_one, rule="615.1a")
    return pool_with(replacements={
        "Test Furnace": (enchantment_facts("{1}{R}{R}{R}"), [furnace]),
        "Test Ward": (enchantment_facts("{1}{W}"), [ward]),
    })


def bolt_bob(alice_battlefield: list[object], bob_battlefield: list[object]) -> Game:
    """Alice casts Lightning Bolt at Bob (3 damage) and both pass; the Bolt starts resolving."""
    game = Game(board(
        player("Alice", mana_pool="R", hand=["Lightning Bolt"], battlefield=alice_battlefield),
        player("Bob", battlefield=bob_battlefield),
    ), cards=replacement_pool())
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)
    return game


class TestEachAppliesOnce:
    def test_two_damage_doublers_make_lightning_bolt_deal_12(self) -> None:
        """614.5: a replacement effect applies to an event only once; two copies of a doubler
        turn 3 damage into 6 and then 12 (not more). The log keeps the proposed event and each
        replacement applied to it."""
        game = bolt_bob(["Test Furnace", "Test Furnace"], [])

        proposed = one(game, "event_proposed")
        assert (proposed.amount, proposed.target, proposed.rule) == (3, "Bob", "614.1")
        applied = events(game, "replacement_applied")
        assert [(e.source, e.amount) for e in applied] == [("Test Furnace", 6),
                                                          ("Test Furnace", 12)]
        assert {e.rule for e in applied} == {"614.1a"}
        assert proposed.seq < applied[0].seq < applied[1].seq
        dealt = one(game, "damage_dealt")
        assert (dealt.amount, dealt.rule) == (12, "120.3a")
        assert dealt.seq > applied[1].seq
        assert life(game, "Bob") == 8

    def test_copies_of_one_effect_need_no_choice(self) -> None:
        """Board format: choosing between two copies of the same effect with the same outcome
        is not a real choice; nobody is asked, and the automatic choice is logged."""
        game = bolt_bob(["Test Furnace", "Test Furnace"], [])

        (logged,) = events(game, "decision_made", rule="616.1")
        assert logged.chosen_by == "interchangeable"
        assert game.pending is not None and game.pending.kind == "priority"

    def test_one_doubler_doubles_once(self) -> None:
        """614.1a: "instead" — one Furnace turns the Bolt's 3 into 6."""
        game = bolt_bob(["Test Furnace"], [])

        assert one(game, "replacement_applied").amount == 6
        assert life(game, "Bob") == 14

    def test_no_replacement_no_proposal_logged(self) -> None:
        """With no replacement effect around, the damage is simply dealt (120.3a)."""
        game = bolt_bob([], [])

        assert events(game, "event_proposed") == []
        assert one(game, "damage_dealt").amount == 3


class TestAffectedPlayerChooses:
    def test_two_different_effects_ask_the_affected_player_which_applies_first(self) -> None:
        """616.1: if two or more replacement effects would modify how an event affects a player,
        that player chooses one to apply, then the rest are checked again (616.1f)."""
        game = bolt_bob(["Test Furnace"], ["Test Ward"])

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Bob", "replacement", "616.1")
        assert len(decision.options) == 2
        assert one(game, "event_proposed").amount == 3
        assert events(game, "damage_dealt") == []

    @pytest.mark.parametrize(("first", "steps", "dealt"), [
        ("Test Ward", [("Test Ward", 2), ("Test Furnace", 4)], 4),      # (3 - 1) * 2
        ("Test Furnace", [("Test Furnace", 6), ("Test Ward", 5)], 5),   # 3 * 2 - 1
    ])
    def test_the_order_chosen_changes_the_result(self, first: str,
                                                 steps: list[tuple[str, int]],
                                                 dealt: int) -> None:
        """616.1e: the affected player picks the order, and it matters: prevent-1 then double
        gives 4; double then prevent-1 gives 5."""
        game = bolt_bob(["Test Furnace"], ["Test Ward"])
        game.apply({"do": "choose", "player": "Bob", "option": first})

        applied = events(game, "replacement_applied")
        assert [(e.source, e.amount) for e in applied] == steps
        assert one(game, "damage_dealt").amount == dealt
        assert life(game, "Bob") == 20 - dealt
        made = one(game, "decision_made", rule="616.1")
        assert (made.chosen_by, made.player) == ("player", "Bob")

    def test_only_the_affected_player_chooses(self) -> None:
        """616.1: the choice belongs to the affected player (Bob), not the Bolt's caster."""
        game = bolt_bob(["Test Furnace"], ["Test Ward"])
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            game.apply({"do": "choose", "player": "Alice", "option": "Test Furnace"})
        assert snapshot(game) == before

    def test_the_default_policy_takes_the_first_listed_effect(self) -> None:
        """Board format: the default policy takes the first legal option as listed."""
        game = bolt_bob(["Test Furnace"], ["Test Ward"])
        assert game.pending is not None
        first = game.pending.options[0].split(":")[0]
        game.apply({"do": "default"})

        assert events(game, "replacement_applied")[0].target == "Bob"
        assert game.find_permanent(first).name == events(game, "replacement_applied")[0].source
        assert one(game, "decision_made", rule="616.1").chosen_by == "default"

    def test_an_effect_that_does_not_apply_to_the_event_asks_nothing(self) -> None:
        """616.1 needs two applicable effects: the Ward protects only its controller, so a Bolt
        at Alice (who controls the Furnace, Bob the Ward) is just doubled."""
        game = Game(board(
            player("Alice", battlefield=["Test Furnace"]),
            player("Bob", mana_pool="R", hand=["Lightning Bolt"], battlefield=["Test Ward"]),
        ), cards=replacement_pool())
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
        pass_all(game)

        assert [e.source for e in events(game, "replacement_applied")] == ["Test Furnace"]
        assert life(game, "Alice") == 14
