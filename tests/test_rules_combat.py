"""Combat (506–511): declaring attackers and blockers, combat damage, and what modifies it."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    creature_facts,
    decided,
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
        assert (hit.combat, hit.deathtouch) == (True, False)
        lost = one(game, "life_changed", player="Bob")
        assert (lost.amount, lost.life, lost.rule) == (-2, 18, "120.3a")
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
        assert one(game, "attack_declared").permanent == "bears"

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
        """Board format: `attack` declares attackers, "the engine moves to the declare
        attackers step first if needed" (everyone passing through beginning of combat, 507)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob"),
        ))
        play(game, [Attack("Alice", {"bears": "Bob"})])

        assert game.state.step == "declare_attackers"
        assert one(game, "attack_declared").permanent == "bears"


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
        assert (blocked.permanent, blocked.target, blocked.rule) == ("giant", "bears", "509.1")
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
        """Board format: the default policy declares no blockers, so the attacker is
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

        assert one(game, "decision_made", rule="509.1").chosen_by == "default"
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

        assert one(game, "block_declared").permanent == "guard"
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
        """Board format 1.1: pass_until stops early when a decision other than priority becomes
        pending (here 508.1, declare attackers) and is then done; the script's next action
        answers it because it fits (an `attack`), and the game waits at the next priority."""
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

        assert (scripted.state.step, scripted.state.turn) == ("declare_attackers", 1)
        assert scripted.pending is not None and scripted.pending.kind == "priority"
        made = one(scripted, "decision_made", rule="508.1")
        assert (made.chosen_by, made.player) == ("player", "Alice")
        assert one(scripted, "attack_declared").target == "Bob"
        assert life(scripted, "Bob") == 20  # the pass_until is done: no damage step yet

        play(scripted, [PassUntil(1, "end_of_combat")])
        assert life(scripted, "Bob") == 18

    def test_a_decision_the_next_action_does_not_fit_is_answered_by_default(self) -> None:
        """Board format 1.1: when the pending decision (blockers) doesn't fit the next action (a
        pass_until), the default policy answers it — no blockers — and then the action plays."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        play(game, [PassUntil(1, "declare_attackers"), Attack("Alice", {"bears": "Bob"}),
                    PassUntil(1, "postcombat_main")])
        # That pass_until stopped early at Bob's blockers, and the script ended: still pending.
        assert game.pending is not None and game.pending.kind == "blockers"

        play(game, [PassUntil(1, "postcombat_main")])

        assert one(game, "decision_made", rule="509.1").chosen_by == "default"
        assert life(game, "Bob") == 18
        assert game.state.step == "postcombat_main"

    def test_the_script_answers_blockers_with_block(self) -> None:
        """The `block` action answers the 509.1 decision when pass_until stops there; the
        pass_until is then done, and the game waits in the declare blockers step."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        play(game, [PassUntil(1, "end_of_combat"), Attack("Alice", {"bears": "Bob"}),
                    PassUntil(1, "end_of_combat"), Block("Bob", {"giant": "bears"})])

        assert one(game, "block_declared").permanent == "giant"
        assert life(game, "Bob") == 20
        assert game.state.step == "declare_blockers"
        assert game.pending is not None and game.pending.kind == "priority"


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
        assert [(e.rule, e.step) for e in skipped] == [
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
        assert one(game, "attack_declared").permanent == "sentry"

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

    def test_the_distribution_may_name_the_attacked_player(self) -> None:
        """702.19b: the trampler's excess goes to the player it attacks, who may be named in
        the distribution: 2 to the Bears and 4 to Bob."""
        game = self.blocked_rhino()
        assert "Bob" in game.pending.options  # type: ignore[union-attr]

        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2, "Bob": 4}})

        assert life(game, "Bob") == 16
        assert decided(one(game, "decision_made", rule="510.1c")) == (
            "distribution", "2 to bears, 4 to Bob", "player", "Alice")

    def test_lethal_first_when_the_attacked_player_is_named(self) -> None:
        """702.19b: naming Bob doesn't skip the Bears' lethal damage: 1 and 5 is refused."""
        game = self.blocked_rhino()
        before = snapshot(game)

        with pytest.raises(IllegalAction, match=r"bears must be assigned lethal damage before "
                                                r"any goes to Bob \(702\.19b\)"):
            game.apply({"do": "choose", "player": "Alice",
                        "distribution": {"bears": 1, "Bob": 5}})
        assert snapshot(game) == before

    def test_a_creature_without_trample_cant_assign_damage_to_the_player(self) -> None:
        """510.1c / 702.19b: a blocked creature without trample assigns all its combat damage to
        the creatures blocking it; naming the player is refused."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                       {"card": "Grizzly Bears", "id": "b2"}]),
        ))
        to_attackers(game)
        attack(game, {"giant": "Bob"})
        to_blockers(game)
        block(game, {"b1": "giant", "b2": "giant"})
        finish_combat(game)

        with pytest.raises(IllegalAction, match=r"giant has no trample.*\(702\.19b\)"):
            game.apply({"do": "choose", "player": "Alice",
                        "distribution": {"b1": 2, "Bob": 1}})

    def test_a_trampler_assigns_no_more_than_its_power(self) -> None:
        """510.1a / 510.1c: a creature assigns combat damage equal to its power — a 6/4 can't
        assign 10."""
        game = self.blocked_rhino()

        with pytest.raises(IllegalAction):
            game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 10}})


class TestTrampleWithItsBlockerGone:
    """702.19d: if an attacking creature with trample is blocked, but there are no creatures
    blocking it when damage is assigned, all its damage is assigned to the player it attacks.
    509.1h: without trample, it stays blocked and deals no combat damage."""

    def blocker_bolted(self, attacker: str) -> Game:
        """Alice attacks Bob (the monarch) with ``attacker``; Bob blocks with his Bears; Alice
        then Bolts the Bears in the declare blockers step."""
        game = Game(board(
            player("Alice", battlefield=[{"card": attacker, "id": "big"}, "Mountain"],
                   hand=["Lightning Bolt"], library=library(5)),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   library=library(5)),
            monarch="Bob",
        ), cards=pool_with(creatures=TestKeywords.POOL))
        to_attackers(game)
        attack(game, {"big": "Bob"})
        to_blockers(game)
        block(game, {"bears": "big"})
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        pass_all(game)  # the Bolt resolves; the Bears die (704.5g)
        assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]
        finish_combat(game)
        return game

    def test_a_trampler_whose_blocker_is_gone_deals_all_its_damage_to_the_player(self) -> None:
        """702.19d: the 6/4 trampler deals all 6 to Bob, and as combat damage to the monarch
        it takes the crown for Alice (724.2)."""
        game = self.blocker_bolted("Test Rhino")

        hit = one(game, "damage_dealt", source="Test Rhino")
        assert (hit.target, hit.amount, hit.rule) == ("Bob", 6, "120.3a")
        assert life(game, "Bob") == 14
        assert game.state.monarch == "Alice"
        assert one(game, "monarch_changed").rule == "724.2"

    def test_without_trample_it_stays_blocked_and_deals_no_damage(self) -> None:
        """509.1h: Hill Giant stays blocked with its blocker gone, so it deals no damage and
        the crown stays with Bob."""
        game = self.blocker_bolted("Hill Giant")

        assert events(game, "damage_dealt", source="Hill Giant") == []
        assert life(game, "Bob") == 20
        assert game.state.monarch == "Bob"


class TestRefusalsThatExplain:
    """An attack or a block that can't happen is refused naming the creature, why, and the
    rule — also when it is given with priority and finds nothing to declare."""

    def test_a_sick_creature_named_from_the_main_phase(self) -> None:
        """302.6 (with haste, 702.10, as the way out): Alice's only creature arrived this turn,
        so no attackers decision comes; the refusal names it and why, and changes nothing."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "rookie",
                                          "sick": True}]),
            player("Bob"),
        ))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            attack(game, {"rookie": "Bob"})

        assert refused.value.rule == "302.6"
        assert str(refused.value).startswith("rookie (Grizzly Bears) can't attack: it came "
                                             "under Alice's control")
        assert "haste (702.10)" in str(refused.value)
        assert snapshot(game) == before

    def test_a_tapped_creature_and_a_land(self) -> None:
        """508.1a: only untapped creatures attack; 506.3: only creatures."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "tired",
                                          "tapped": True}, "Forest"]),
            player("Bob"),
        ))
        with pytest.raises(IllegalAction, match=r"tired \(Grizzly Bears\) can't attack: it is "
                                                r"tapped \(508\.1a\)"):
            attack(game, {"tired": "Bob"})
        with pytest.raises(IllegalAction, match=r"forest-1 \(Forest\) can't attack: it is not "
                                                r"a creature \(506\.3\)"):
            attack(game, {"Forest": "Bob"})

    def test_a_block_when_nothing_attacks(self) -> None:
        """509.1a: Bob can declare blockers only against creatures attacking him."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}]),
        ))
        to_attackers(game)
        attack(game, {})

        with pytest.raises(IllegalAction, match=r"no creature is attacking Bob in this combat "
                                                r"\(509\.1a\)"):
            block(game, {"giant": "bears"})

    def test_a_tapped_blocker(self) -> None:
        """509.1a: a tapped creature can't block; Bob's only creature is tapped, so no
        blockers decision comes, and the refusal says which creature and why."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant", "tapped": True}]),
        ))
        to_attackers(game)
        attack(game, {"bears": "Bob"})

        with pytest.raises(IllegalAction, match=r"giant can't block: giant is tapped"):
            block(game, {"giant": "bears"})

    def test_a_sick_mana_creature_names_haste(self) -> None:
        """302.6 / 702.10: Llanowar Elves that arrived this turn can't pay {T}."""
        game = Game(board(player("Alice", battlefield=[{"card": "Llanowar Elves",
                                                        "sick": True}]), player("Bob")))

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Llanowar Elves")

        assert refused.value.rule == "302.6"
        assert "only haste (702.10) would allow that" in str(refused.value)

    def test_a_reference_to_nothing_names_the_rule_of_the_action(self) -> None:
        """508.1a: the attack names a creature Alice doesn't have."""
        game = Game(board(player("Alice"), player("Bob")))

        with pytest.raises(IllegalAction, match=r"no permanent 'Craw Wurm' controlled by Alice "
                                                r"on the battlefield \(508\.1a\)"):
            attack(game, {"Craw Wurm": "Bob"})
