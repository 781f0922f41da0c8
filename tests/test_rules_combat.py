"""Combat (506–511): declaring attackers and blockers, combat damage, and what modifies it."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    creature_facts,
    events,
    library,
    life,
    names,
    one,
    pass_all,
    player,
    pool_with,
    snapshot,
    tap,
    to_attackers,
)

from explorer.actions import Attack, Block, PassUntil
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.script import play


def attack(game: Game, attackers: dict[str, str], who: str = "Alice") -> None:
    game.apply({"do": "attack", "player": who, "attackers": attackers})


def to_blockers(game: Game, turn: int = 1) -> None:
    game.apply({"do": "pass_until", "turn": turn, "step": "declare_blockers"})
    assert game.pending is not None and game.pending.kind == "blockers", game.pending


def block(game: Game, blockers: dict[str, str], who: str = "Bob") -> None:
    game.apply({"do": "block", "player": who, "blockers": blockers})


def finish_combat(game: Game, turn: int = 1) -> None:
    game.apply({"do": "pass_until", "turn": turn, "step": "end_of_combat"})


class TestUnblockedAttacker:
    def test_unblocked_grizzly_bears_deal_2_combat_damage_to_the_player(self) -> None:
        """510.1b: an unblocked creature assigns its combat damage to the player it attacks;
        120.3a: damage dealt to a player causes that much life loss (20 -> 18)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})
        finish_combat(game)

        declared = one(game, "attack_declared")
        assert (declared.source, declared.target, declared.rule) == ("Grizzly Bears", "Bob",
                                                                     "508.1")
        hit = one(game, "damage_dealt", target="Bob")
        assert (hit.source, hit.amount, hit.step, hit.rule) == ("Grizzly Bears", 2,
                                                                "combat_damage", "120.3a")
        assert hit.detail == "combat damage"
        lost = one(game, "life_changed", player="Bob")
        assert (lost.amount, lost.detail, lost.rule) == (-2, "20 -> 18", "120.3a")
        assert life(game, "Bob") == 18

    def test_attacking_taps_the_attacker(self) -> None:
        """508.1f: declaring a creature as an attacker taps it (not a cost)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})

        assert game.find_permanent("bears").tapped
        assert one(game, "tapped", target="bears").rule == "508.1f"


class TestSummoningSickness:
    def test_a_creature_that_just_came_under_your_control_cant_attack(self) -> None:
        """302.6: a creature can't attack unless its controller has controlled it continuously
        since their most recent turn began. The attack is refused and changes nothing."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "old"},
                                         {"card": "Grizzly Bears", "id": "new", "sick": True}]),
            player("Bob"),
        ))
        to_attackers(game)
        assert game.pending is not None
        assert game.pending.options == ("old -> Bob",)
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            attack(game, {"new": "Bob"})

        assert refused.value.rule == "302.6"
        assert "new" in str(refused.value)
        assert snapshot(game) == before
        assert not game.find_permanent("new").tapped
        assert game.pending.kind == "attackers"

    def test_a_hasty_creature_can_attack_the_turn_it_arrives(self) -> None:
        """702.10b: haste lets a creature attack even if its controller hasn't controlled it
        continuously since the turn began (Raging Goblin)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Raging Goblin", "id": "goblin",
                                          "sick": True}]),
            player("Bob"),
        ))
        to_attackers(game)
        attack(game, {"goblin": "Bob"})
        finish_combat(game)

        assert one(game, "attack_declared").source == "Raging Goblin"
        assert life(game, "Bob") == 19

    def test_sickness_ends_when_its_controllers_turn_begins(self) -> None:
        """302.6: from the start of Alice's next turn she has controlled the creature
        continuously since her most recent turn began, so it may attack."""
        game = Game(board(
            player("Alice", library=library(3),
                   battlefield=[{"card": "Grizzly Bears", "id": "bears", "sick": True}]),
            player("Bob", library=library(3)),
            step="end",
        ))
        game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})

        assert game.pending is not None and game.pending.kind == "attackers"
        assert game.state.turn == 3
        attack(game, {"bears": "Bob"})
        assert one(game, "attack_declared").detail == "bears"

    def test_a_tapped_creature_cant_attack(self) -> None:
        """508.1a: only untapped creatures can be declared as attackers."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "ready"},
                                         {"card": "Grizzly Bears", "id": "tired",
                                          "tapped": True}]),
            player("Bob"),
        ))
        to_attackers(game)

        with pytest.raises(IllegalAction) as refused:
            attack(game, {"tired": "Bob"})
        assert refused.value.rule == "508.1a"

    def test_attack_from_the_main_phase_moves_to_declare_attackers(self) -> None:
        """BOARD_FORMAT.md: `attack` declares attackers, "the engine moves to the declare
        attackers step first if needed" (everyone passing through beginning of combat, 507)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        play(game, [Attack("Alice", {"bears": "Bob"})])

        assert game.state.step == "declare_attackers"
        assert one(game, "attack_declared").detail == "bears"


class TestBlocking:
    FLYERS = {"Test Drake": creature_facts(2, 2, keywords=("Flying",), mana_cost="{1}{U}")}

    def test_a_blocked_attacker_damages_the_blocker_not_the_player(self) -> None:
        """509.1: the defending player declares blockers. 510.1c: a blocked creature assigns its
        combat damage to the creatures blocking it; 510.1d: each blocker assigns its damage to
        the attacker it blocks. Bears (2/2) blocked by a Hill Giant (3/3): the Bears die, the
        Giant keeps 2 damage, Bob loses no life."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})
        to_blockers(game)
        assert game.pending is not None
        assert (game.pending.player, game.pending.rule) == ("Bob", "509.1")
        block(game, {"giant": "bears"})
        finish_combat(game)

        blocked = one(game, "block_declared")
        assert (blocked.detail, blocked.target, blocked.rule) == ("giant", "bears", "509.1")
        to_giant = one(game, "damage_dealt", source="Grizzly Bears")
        assert (to_giant.target, to_giant.amount, to_giant.rule) == ("giant", 2, "120.3e")
        to_bears = one(game, "damage_dealt", source="Hill Giant")
        assert (to_bears.target, to_bears.amount, to_bears.rule) == ("bears", 3, "120.3e")
        assert to_giant.step == to_bears.step == "combat_damage"
        assert events(game, "life_changed") == []
        assert life(game, "Bob") == 20
        assert one(game, "zone_changed", source="Grizzly Bears").rule == "704.5g"
        assert game.find_permanent("giant").damage == 2

    def test_blockers_and_attackers_deal_damage_simultaneously(self) -> None:
        """510.2: all combat damage is dealt at once, so two 2/2s that block each other both
        die — neither is gone before the other deals its damage."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "a"}]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b"}]),
        ))
        to_attackers(game)
        attack(game, {"a": "Bob"})
        to_blockers(game)
        block(game, {"b": "a"})
        finish_combat(game)

        assert len(events(game, "damage_dealt")) == 2
        assert {e.rule for e in events(game, "zone_changed")} == {"704.5g"}
        assert game.state.battlefield == []

    def test_the_default_policy_declares_no_blockers(self) -> None:
        """BOARD_FORMAT.md: the default policy declares no blockers, so the attacker is
        unblocked and damages the player (510.1b)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})
        to_blockers(game)
        game.apply({"do": "default"})
        finish_combat(game)

        assert "default policy" in (one(game, "decision_made", rule="509.1").detail or "")
        assert events(game, "block_declared") == []
        assert life(game, "Bob") == 18

    def test_a_flyer_cant_be_blocked_by_a_creature_without_flying_or_reach(self) -> None:
        """702.9b: a creature with flying can't be blocked except by creatures with flying or
        reach. Bob's Bears may block Alice's Bears but not her Drake."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Test Drake", "id": "drake"},
                                         {"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "wall"}]),
        ), cards=pool_with(creatures=self.FLYERS))
        to_attackers(game)
        attack(game, {"drake": "Bob", "bears": "Bob"})
        to_blockers(game)
        assert game.pending is not None
        assert game.pending.options == ("wall -> bears",)
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            block(game, {"wall": "drake"})

        assert "702.9b" in str(refused.value)
        assert snapshot(game) == before

        block(game, {"wall": "bears"})
        finish_combat(game)
        assert life(game, "Bob") == 18  # the Drake's 2; the Bears were blocked

    def test_a_flyer_can_block_a_flyer(self) -> None:
        """702.9b: a creature with flying can be blocked by a creature with flying."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Test Drake", "id": "drake"}]),
            player("Bob", battlefield=[{"card": "Test Drake", "id": "guard"}]),
        ), cards=pool_with(creatures=self.FLYERS))
        to_attackers(game)
        attack(game, {"drake": "Bob"})
        to_blockers(game)
        block(game, {"guard": "drake"})
        finish_combat(game)

        assert one(game, "block_declared").detail == "guard"
        assert life(game, "Bob") == 20
        assert game.state.battlefield == []


class TestGiantGrowth:
    def test_giant_growth_saves_a_blocked_2_2_and_ends_in_cleanup(self) -> None:
        """613.4c: Giant Growth's +3/+3 applies in layer 7c, so the blocked Bears are 5/5 when
        combat damage is dealt: they survive the Hill Giant's 3 and kill it. 514.2: in the
        cleanup step the effect ends and the damage is removed, and the Bears are 2/2 again."""
        game = Game(board(
            player("Alice", library=library(3), hand=["Giant Growth"],
                   battlefield=["Forest", {"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", library=library(3), battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})
        to_blockers(game)
        block(game, {"giant": "bears"})
        tap(game, "Alice", "Forest")
        game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                    "targets": ["bears"]})
        pass_all(game)

        pumped = one(game, "effect_created", target="bears")
        assert pumped.rule == "613.4c"
        assert (game.power("bears"), game.toughness("bears")) == (5, 5)

        finish_combat(game)
        assert one(game, "damage_dealt", source="Grizzly Bears").amount == 5
        assert one(game, "zone_changed", source="Hill Giant").rule == "704.5g"
        assert game.find_permanent("bears").damage == 3
        assert events(game, "zone_changed", source="Grizzly Bears") == []

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        ended = one(game, "effect_ended", target="bears")
        assert (ended.rule, ended.step) == ("514.2", "cleanup")
        assert one(game, "damage_removed", target="bears").rule == "514.2"
        assert (game.power("bears"), game.toughness("bears")) == (2, 2)
        assert game.find_permanent("bears").damage == 0

    def test_without_giant_growth_the_blocked_bears_die(self) -> None:
        """The same combat without the pump: 3 damage on a 2/2 is lethal (704.5g)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})
        to_blockers(game)
        block(game, {"giant": "bears"})
        finish_combat(game)

        assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]


class TestScriptedCombat:
    def test_pass_until_stops_at_attackers_and_the_script_answers_with_attack(self) -> None:
        """BOARD_FORMAT.md: pass_until stops early when a decision other than priority becomes
        pending (here 508.1, declare attackers); the script's next action answers it if it fits
        (an `attack`), and the interrupted pass_until then carries on."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        game.apply(PassUntil(1, "end_of_combat"))
        assert game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("attackers", "508.1")
        assert game.state.step == "declare_attackers"

        scripted = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        play(scripted, [PassUntil(1, "end_of_combat"), Attack("Alice", {"bears": "Bob"})])

        assert (scripted.state.step, scripted.state.turn) == ("end_of_combat", 1)
        assert scripted.pending is not None and scripted.pending.kind == "priority"
        assert "chosen by Alice" in (one(scripted, "decision_made", rule="508.1").detail or "")
        assert life(scripted, "Bob") == 18

    def test_a_decision_the_next_action_does_not_fit_is_answered_by_default(self) -> None:
        """BOARD_FORMAT.md: when the pending decision (blockers) doesn't fit the next action (a
        pass_until), the default policy answers it — no blockers — and the script goes on."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        play(game, [PassUntil(1, "end_of_combat"), Attack("Alice", {"bears": "Bob"}),
                    PassUntil(1, "postcombat_main")])

        assert "default policy" in (one(game, "decision_made", rule="509.1").detail or "")
        assert life(game, "Bob") == 18
        assert game.state.step == "postcombat_main"

    def test_the_script_answers_blockers_with_block(self) -> None:
        """The `block` action answers the 509.1 decision when pass_until stops there."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        play(game, [PassUntil(1, "end_of_combat"), Attack("Alice", {"bears": "Bob"}),
                    Block("Bob", {"giant": "bears"})])

        assert one(game, "block_declared").detail == "giant"
        assert life(game, "Bob") == 20
        assert game.state.step == "end_of_combat"


class TestNoAttackers:
    def test_with_no_attackers_the_blockers_and_damage_steps_are_skipped(self) -> None:
        """508.8: if no creatures are declared as attackers, the declare blockers and combat
        damage steps are skipped."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        to_attackers(game)
        attack(game, {})
        finish_combat(game)

        skipped = events(game, "step_skipped")
        assert [(e.rule, (e.detail or "").split(":")[0]) for e in skipped] == [
            ("508.8", "declare_blockers"), ("508.8", "combat_damage")]
        assert events(game, "damage_dealt") == []


class TestKeywords:
    POOL = {"Test Rhino": creature_facts(6, 4, keywords=("Trample",)),
            "Test Sentry": creature_facts(2, 3, keywords=("Vigilance",))}

    def blocked_rhino(self) -> Game:
        """Alice's 6/4 trampler attacks and Bob blocks it with Grizzly Bears (2/2); the game
        waits for Alice to divide its damage (510.1c)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Test Rhino", "id": "rhino"}]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
        ), cards=pool_with(creatures=self.POOL))
        to_attackers(game)
        attack(game, {"rhino": "Bob"})
        to_blockers(game)
        block(game, {"bears": "rhino"})
        finish_combat(game)
        assert game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("distribution", "510.1c")
        return game

    def test_vigilance_attackers_dont_tap(self) -> None:
        """702.20b: attacking doesn't cause a creature with vigilance to tap."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Sentry", "id": "sentry"}]),
                          player("Bob")), cards=pool_with(creatures=self.POOL))
        to_attackers(game)
        attack(game, {"sentry": "Bob"})

        assert not game.find_permanent("sentry").tapped
        assert events(game, "tapped") == []
        assert one(game, "attack_declared").detail == "sentry"

    def test_trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player(self) -> None:
        """702.19b: a trampler assigns lethal damage to its blockers and the rest to the player;
        the default policy divides it that way: 2 to the Bears, 4 to Bob."""
        game = self.blocked_rhino()
        game.apply({"do": "default"})

        assert [(e.target, e.amount) for e in events(game, "damage_dealt",
                                                      source="Test Rhino")] == [("bears", 2),
                                                                                ("Bob", 4)]
        assert life(game, "Bob") == 16

    def test_a_trampler_may_assign_more_than_lethal_to_the_blocker(self) -> None:
        """702.19b: lethal to the blockers is a minimum; Alice may put 3 on the Bears."""
        game = self.blocked_rhino()
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 3}})

        assert life(game, "Bob") == 17

    def test_a_trampler_cant_skip_lethal_damage_to_its_blocker(self) -> None:
        """702.19b: damage can be assigned to the player only once all blockers are assigned
        lethal damage; 1 to a 2/2 blocker and 5 to Bob is not a legal assignment."""
        game = self.blocked_rhino()
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 1}})
        assert snapshot(game) == before

    def test_a_trampler_assigns_no_more_than_its_power(self) -> None:
        """510.1a / 510.1c: a creature assigns combat damage equal to its power — a 6/4 can't
        assign 10."""
        game = self.blocked_rhino()

        with pytest.raises(IllegalAction):
            game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 10}})
