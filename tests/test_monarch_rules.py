"""The monarch (724) and the rules its cards lean on: leaving the game (800.4), redirection
(614.9, 616.1), distributing counters (601.2d, 603.3d, 608.2b), doubling counters (701.10e),
"until" effects (610.3) and intervening "if" clauses (603.4)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, life, moved, one, pass_all, player, snapshot, tap
from monarch_helpers import (
    counters,
    exiled,
    four,
    hand_size,
    inherent,
    into_alices_upkeep,
    monarch_changes_seen,
    no_blocks,
    option,
    put,
    put_and_resolve,
    throne,
    to_combat_damage,
    two,
)

from explorer.errors import IllegalAction
from explorer.game import Game

THORN = "Thorn of the Black Rose"
BEARS = {"card": "Grizzly Bears", "id": "bears"}
ELVES = {"card": "Llanowar Elves", "id": "elves"}
STEAL = ("Whenever a creature deals combat damage to the monarch, its controller becomes the "
         "monarch.")
DRAW = "At the beginning of the monarch's end step, that player draws a card."


# -- 724.1 / 724.3: one designation, at most one player ------------------------------------------
class TestTheDesignation:
    def test_the_game_starts_with_no_monarch_and_nobody_draws_for_it(self) -> None:
        """724.1: "There is none until an effect makes someone the monarch." With no monarch the
        inherent draw ability never triggers: through both players' end steps only the draw
        steps draw cards (504.1)."""
        game = Game(two(step="postcombat_main"))
        assert game.state.monarch is None

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})

        assert game.state.monarch is None
        assert events(game, "monarch_changed") == []
        assert inherent(game) == []
        assert {e.rule for e in events(game, "card_drawn")} == {"504.1"}

    def test_becoming_the_monarch_ends_the_previous_reign(self) -> None:
        """724.3: one monarch at a time; "As a player becomes the monarch, the current monarch
        (if any) ceases being the monarch." After Bob takes the crown, Alice's end step draws
        her nothing; Bob's draws him a card."""
        game = Game(two())
        put_and_resolve(game, "Alice", THORN)
        put_and_resolve(game, "Bob", THORN)

        assert monarch_changes_seen(game) == [(None, "Alice", "724.3", THORN),
                                              ("Alice", "Bob", "724.3", THORN)]
        assert one(game, "monarch_changed", old_monarch="Alice").player == "Bob"
        assert game.state.monarch == "Bob"

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})  # Alice's end step
        assert inherent(game) == []
        # Bob's end step (auto: the default policy declares no attackers for Bob's Thorn)
        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep", "auto": True})
        assert [(e.player, e.turn) for e in inherent(game)] == [("Bob", 2)]

    def test_becoming_the_monarch_again_is_no_event(self) -> None:
        """724.3 and the general monarch ruling: becoming the monarch while already the monarch
        changes nothing. Two Thorns each resolve "you become the monarch", but there is one
        monarch_changed event."""
        game = Game(two())
        put_and_resolve(game, "Alice", THORN)
        put_and_resolve(game, "Alice", THORN)

        assert len(events(game, "ability_resolved", source=THORN)) == 2
        assert monarch_changes_seen(game) == [(None, "Alice", "724.3", THORN)]

    def test_custodi_lich_entering_while_you_are_the_monarch_doesnt_trigger(self) -> None:
        """Custodi Lich ruling / 603.2f: "become the monarch" abilities trigger only if you
        weren't already the monarch. Alice is the monarch as the Lich enters: its last ability
        doesn't trigger."""
        game = Game(two(alice={"mana_pool": "BBBBB", "hand": ["Custodi Lich"]},
                        bob={"battlefield": [BEARS]}, monarch="Alice"))
        game.apply({"do": "cast", "player": "Alice", "card": "Custodi Lich"})
        pass_all(game)  # the Lich resolves and enters
        pass_all(game)  # "When this creature enters, you become the monarch." resolves

        assert [e.ability for e in events(game, "ability_triggered")] == [
            "When this creature enters, you become the monarch."]
        assert events(game, "monarch_changed") == []
        assert game.state.stack == []
        assert game.find_permanent("bears").zone == "battlefield"

    @pytest.mark.parametrize("before", [None, "Bob"])
    def test_custodi_lich_triggers_when_you_werent_the_monarch(self, before: str | None
                                                              ) -> None:
        """603.2f: with nobody (or Bob) the monarch, the Lich's enter trigger makes Alice the
        monarch — a real change — and "Whenever you become the monarch" triggers."""
        game = Game(two(alice={"mana_pool": "BBBBB", "hand": ["Custodi Lich"]},
                        bob={"battlefield": [BEARS]}, monarch=before))
        game.apply({"do": "cast", "player": "Alice", "card": "Custodi Lich"})
        pass_all(game)
        pass_all(game)

        changed = one(game, "monarch_changed")
        assert (changed.old_monarch, changed.player, changed.rule) == (before, "Alice", "724.3")
        lich = one(game, "ability_triggered", cause=changed.seq)
        assert (lich.source, lich.player) == ("Custodi Lich", "Alice")
        assert game.pending is not None and game.pending.kind == "targets"  # target player


# -- 724.2: "At the beginning of the monarch's end step, that player draws a card." -------------
class TestTheDrawTrigger:
    def test_the_monarch_draws_at_the_beginning_of_their_end_step(self) -> None:
        """724.2: an inherent triggered ability with no source, controlled by the monarch; it
        triggers as the end step begins and uses the stack."""
        game = Game(two(step="postcombat_main", monarch="Alice"))
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})

        began = one(game, "step_began", step="end")
        triggered = one(game, "ability_triggered", source="monarch")
        assert (triggered.player, triggered.rule, triggered.ability) == ("Alice", "724.2", DRAW)
        assert triggered.cause == began.seq
        assert one(game, "ability_put_on_stack", source="monarch").player == "Alice"
        assert [(i.source_name, i.controller) for i in game.state.stack] == [("monarch", "Alice")]
        assert hand_size(game, "Alice") == 0  # not yet: it waits on the stack

        pass_all(game)
        resolved = one(game, "ability_resolved", source="monarch")
        drawn = one(game, "card_drawn", player="Alice")
        assert (drawn.rule, drawn.cause) == ("724.2", resolved.seq)
        assert hand_size(game, "Alice") == 1

    def test_only_the_monarchs_end_step_triggers_it(self) -> None:
        """724.2: "the monarch's end step" — Bob is the monarch, so Alice's end step triggers
        nothing and Bob's does."""
        game = Game(two(step="postcombat_main", monarch="Bob"))
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert inherent(game) == []

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
        assert [(e.player, e.turn, e.step) for e in inherent(game)] == [("Bob", 2, "end")]
        assert one(game, "card_drawn", rule="724.2").player == "Bob"

    @pytest.mark.parametrize("how", ["throne", "experimenter"])
    def test_the_old_monarch_still_draws_if_the_crown_moves_while_it_waits(self, how: str
                                                                           ) -> None:
        """Ruling: "If the triggered ability that causes the monarch to draw a card goes on the
        stack and a different player becomes the monarch before that ability resolves, the
        first player will still draw the card." Bob takes the crown in response — with Throne
        of the High City, or by the experimenter putting a Thorn onto the battlefield for him."""
        game = Game(two(bob={"battlefield": ["Throne of the High City"] + ["Plains"] * 4},
                        step="postcombat_main", monarch="Alice"))
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})
        game.apply({"do": "pass", "player": "Alice"})
        if how == "throne":
            throne(game, "Bob")
        else:
            put(game, "Bob", THORN)
        pass_all(game)  # Bob's "you become the monarch" resolves first

        assert game.state.monarch == "Bob"
        changed = one(game, "monarch_changed")
        assert (changed.old_monarch, changed.player) == ("Alice", "Bob")
        assert [i.source_name for i in game.state.stack] == ["monarch"]

        pass_all(game)
        assert one(game, "ability_resolved", source="monarch").player == "Alice"
        assert one(game, "card_drawn", rule="724.2").player == "Alice"
        assert (hand_size(game, "Alice"), hand_size(game, "Bob")) == (1, 0)


# -- 724.2: "Whenever a creature deals combat damage to the monarch, ..." ------------------------
class TestTheStealTrigger:
    def test_combat_damage_to_the_monarch_makes_the_attackers_controller_the_monarch(self
                                                                                   ) -> None:
        """724.2: the ability triggers on combat damage to the monarch; it is controlled by the
        player who was the monarch when it triggered (the damaged Bob), and resolving it makes
        the creature's controller the monarch."""
        game = Game(two(alice={"battlefield": [BEARS]}, monarch="Bob"))
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        to_combat_damage(game)

        dealt = one(game, "damage_dealt", target="Bob")
        assert (dealt.combat, dealt.deathtouch) == (True, False)
        triggered = one(game, "ability_triggered", source="monarch")
        assert (triggered.player, triggered.rule, triggered.ability) == ("Bob", "724.2", STEAL)
        assert triggered.cause == dealt.seq
        assert one(game, "ability_put_on_stack", source="monarch").player == "Bob"
        assert game.state.monarch == "Bob"  # not until it resolves

        pass_all(game)
        resolved = one(game, "ability_resolved", source="monarch")
        changed = one(game, "monarch_changed")
        assert resolved.player == "Bob"
        assert (changed.player, changed.rule, changed.source, changed.old_monarch,
                changed.cause) == ("Alice", "724.2", "Grizzly Bears", "Bob", resolved.seq)
        assert game.state.monarch == "Alice"

    def test_noncombat_damage_to_the_monarch_doesnt_take_the_crown(self) -> None:
        """724.2 says combat damage: Alice's Lightning Bolt to the monarch triggers nothing."""
        game = Game(two(alice={"mana_pool": "R", "hand": ["Lightning Bolt"]}, monarch="Bob"))
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        pass_all(game)

        bolt = one(game, "damage_dealt", target="Bob")
        assert (bolt.combat, bolt.deathtouch) == (False, False)
        assert inherent(game) == []
        assert game.state.monarch == "Bob"

    def test_combat_damage_to_another_player_doesnt_take_the_crown(self) -> None:
        """724.2: only damage to the monarch. Alice hits Cat while Bob is the monarch."""
        game = Game(board(player("Alice", battlefield=[BEARS]), player("Bob"), player("Cat"),
                          monarch="Bob"))
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Cat"}})
        to_combat_damage(game)

        hit = one(game, "damage_dealt", target="Cat")
        assert (hit.combat, hit.deathtouch) == (True, False)
        assert inherent(game) == []
        assert game.state.monarch == "Bob"

    def test_its_controller_becomes_the_monarch_even_if_the_creature_is_gone(self) -> None:
        """724.2 / 608.2h: "its controller" is read from the creature as it last existed if it
        has left the battlefield: Bob Bolts the attacking Bears in response, and Alice still
        becomes the monarch."""
        game = Game(two(alice={"battlefield": [BEARS]},
                        bob={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                        monarch="Bob"))
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        to_combat_damage(game)
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        pass_all(game)  # the Bolt resolves; the Bears die
        assert "Grizzly Bears" in [c.name for c in game.state.player("Alice").graveyard]

        pass_all(game)
        assert monarch_changes_seen(game) == [("Bob", "Alice", "724.2", "Grizzly Bears")]


# -- 724.4 / 800.4: the monarch leaves the game ---------------------------------------------------
class TestTheMonarchLeavesTheGame:
    @pytest.mark.parametrize(("active", "leaving"), [("Ann", "Cat"), ("Ben", "Ann"),
                                                      ("Dan", "Ben")])
    def test_during_another_players_turn_the_active_player_becomes_the_monarch(
            self, active: str, leaving: str) -> None:
        """724.4 / ruling: "If the monarch leaves the game during another player's turn, that
        player becomes the monarch." (800.4: the game goes on.)"""
        game = Game(four(monarch=leaving, active=active))
        game.apply({"do": "concede", "player": leaving})

        left = one(game, "player_left", player=leaving)
        changed = one(game, "monarch_changed")
        assert (changed.player, changed.rule, changed.old_monarch, changed.source) == (
            active, "724.4", leaving, None)
        assert left.seq < changed.seq
        assert game.state.monarch == active

    @pytest.mark.parametrize(("leaving", "heir"), [("Cat", "Dan"), ("Dan", "Ann")])
    def test_during_their_own_turn_the_next_player_in_turn_order_becomes_the_monarch(
            self, leaving: str, heir: str) -> None:
        """724.4 / ruling: "If the monarch leaves the game during their turn, the next player
        in turn order becomes the monarch." (Dan's next player is Ann.)"""
        game = Game(four(monarch=leaving, active=leaving))
        game.apply({"do": "concede", "player": leaving})

        changed = one(game, "monarch_changed")
        assert (changed.player, changed.rule, changed.old_monarch) == (heir, "724.4", leaving)
        assert game.state.monarch == heir

    def test_the_next_player_in_turn_order_is_one_still_in_the_game(self) -> None:
        """724.4 with 800.4: Dan has already left, so when Cat (the monarch) leaves on her own
        turn the crown goes on to Ann."""
        game = Game(four(monarch="Cat", active="Cat"))
        game.apply({"do": "concede", "player": "Dan"})
        assert events(game, "monarch_changed") == []  # Dan wasn't the monarch
        game.apply({"do": "concede", "player": "Cat"})

        assert monarch_changes_seen(game) == [("Cat", "Ann", "724.4", None)]

    def test_combat_damage_that_kills_the_monarch_the_crown_moves_by_leaving(self) -> None:
        """Ruling: "If combat damage dealt to the monarch causes that player to lose the game,
        the triggered ability that causes the controller of the attacking creature to become
        the monarch doesn't resolve" — its controller left, so it is never put on the stack
        (800.4d) — "In most cases, the
        controller of the attacking creature will still become the monarch as it is likely
        their turn": by 724.4, Ann, the active player."""
        game = Game(four({"Ann": {"battlefield": [BEARS]}, "Ben": {"life": 2}}, monarch="Ben"))
        game.apply({"do": "attack", "player": "Ann", "attackers": {"bears": "Ben"}})
        to_combat_damage(game)

        triggered = one(game, "ability_triggered", source="monarch")
        assert (triggered.player, triggered.ability) == ("Ben", STEAL)
        assert one(game, "player_lost", player="Ben").rule == "704.5a"
        removed = one(game, "ability_removed", source="monarch")
        assert (removed.rule, removed.player, removed.cause) == ("800.4d", "Ben", triggered.seq)
        assert inherent(game, "ability_resolved") == []
        assert monarch_changes_seen(game) == [("Ben", "Ann", "724.4", None)]
        assert removed.seq < one(game, "monarch_changed").seq
        assert game.state.monarch == "Ann"
        assert game.state.stack == []


# -- 614.9 / 616.1: Protector of the Crown's redirection ------------------------------------------
def protector_game(monarch: str | None, *, protectors: int = 1,
                   attacker: str = "Grizzly Bears") -> Game:
    """Bob (active) attacks Alice, who controls Protector(s) of the Crown (p1, p2) and declares
    no blockers; the game passes on into the combat damage step."""
    guards = [{"card": "Protector of the Crown", "id": f"p{k}"} for k in range(1, protectors + 1)]
    game = Game(two(alice={"battlefield": guards},
                    bob={"battlefield": [{"card": attacker, "id": "attacker"}]},
                    active="Bob", monarch=monarch))
    game.apply({"do": "attack", "player": "Bob", "attackers": {"attacker": "Alice"}})
    no_blocks(game, "Alice")
    to_combat_damage(game)
    return game


class TestRedirection:
    @pytest.mark.parametrize("monarch", ["Alice", "Bob", None])
    def test_the_redirection_applies_whether_or_not_you_are_the_monarch(
            self, monarch: str | None) -> None:
        """Protector ruling: "Protector of the Crown's last ability doesn't depend on you being
        the monarch." 614.9: the damage is dealt to the Protector instead of Alice."""
        game = protector_game(monarch)

        applied = one(game, "replacement_applied")
        assert (applied.source, applied.rule) == ("Protector of the Crown", "614.9")
        dealt = one(game, "damage_dealt")
        assert (dealt.target, dealt.amount) == ("p1", 2)
        assert applied.seq < dealt.seq
        assert life(game, "Alice") == 20
        assert game.find_permanent("p1").damage == 2

    def test_redirected_combat_damage_is_still_combat_damage(self) -> None:
        """Protector ruling: "Applying this redirection effect doesn't change whether the damage
        is combat damage.\""""
        game = protector_game("Bob")

        proposed = one(game, "event_proposed")
        assert (proposed.proposal, proposed.source, proposed.amount, proposed.target,
                proposed.combat) == ("damage", "Grizzly Bears", 2, "Alice", True)
        applied = one(game, "replacement_applied")
        assert (applied.proposed, applied.proposal, applied.new_target, applied.amount,
                applied.combat, applied.nothing) == (proposed.seq, "damage", "p1", 2, True, False)
        dealt = one(game, "damage_dealt")
        assert (dealt.target, dealt.combat, dealt.deathtouch) == ("p1", True, False)

    def test_damage_redirected_away_from_the_monarch_doesnt_take_the_crown(self) -> None:
        """614.9 / 724.2 [D]: the attacker's damage is dealt to the Protector, not to the
        monarch, so "whenever a creature deals combat damage to the monarch" doesn't trigger and
        Alice keeps the crown."""
        game = protector_game("Alice")

        assert inherent(game) == []
        assert events(game, "monarch_changed") == []
        assert game.state.monarch == "Alice"

    @pytest.mark.parametrize(("chosen", "other"), [("p1", "p2"), ("p2", "p1")])
    def test_with_two_protectors_the_affected_player_chooses_and_6_damage_goes_whole(
            self, chosen: str, other: str) -> None:
        """Protector ruling: "If you control more than one Protector of the Crown, you choose
        which redirection effect to apply. You can't divide damage dealt by one source. ... if
        an attacking creature would deal 6 damage to you ... you may have that damage dealt to
        either of the Protectors. You can't have 3 damage dealt to each one." (616.1)"""
        game = protector_game("Alice", protectors=2, attacker="Craw Wurm")

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "replacement", "616.1")
        assert sorted(o.split(":")[0] for o in decision.options) == ["p1", "p2"]
        assert events(game, "damage_dealt") == []

        game.apply({"do": "choose", "player": "Alice", "option": chosen})

        made = one(game, "decision_made", rule="616.1")
        assert (made.chosen_by, made.player) == ("player", "Alice")
        assert made.choice in decision.options and made.choice.startswith(chosen)
        applied = one(game, "replacement_applied")
        assert (applied.rule, applied.amount) == ("614.9", 6)
        dealt = one(game, "damage_dealt")
        assert (dealt.target, dealt.amount, dealt.combat, dealt.deathtouch) == (
            chosen, 6, True, False)
        assert one(game, "zone_changed", target=chosen).rule == "704.5g"  # 6 damage, toughness 5
        assert game.find_permanent(other).damage == 0
        assert life(game, "Alice") == 20
        assert game.state.monarch == "Alice"

    def test_only_the_affected_player_chooses_the_redirection(self) -> None:
        """616.1: the affected player (Alice) chooses, not the attacking player."""
        game = protector_game("Alice", protectors=2, attacker="Craw Wurm")
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            game.apply({"do": "choose", "player": "Bob", "option": "p1"})
        assert snapshot(game) == before


# -- 601.2d / 603.3d / 608.2b: Court of Garenbrig distributes counters -------------------------
def court(alice: list[Any], *, bob: list[Any] | None = None, monarch: str | None = None,
          alice_extra: dict[str, Any] | None = None) -> Game:
    """Alice controls Court of Garenbrig and ``alice``; the game is passed on into her upkeep,
    where the Court's ability triggers and waits for its distribution."""
    return into_alices_upkeep(
        {"battlefield": ["Court of Garenbrig", *alice], **(alice_extra or {})},
        {"battlefield": ["Mountain", *(bob or [])], "hand": ["Lightning Bolt"]},
        monarch=monarch)


def bolt(game: Game, target: str) -> None:
    """Bob responds: he taps his Mountain and casts Lightning Bolt at ``target``; it resolves."""
    game.apply({"do": "pass", "player": "Alice"})
    tap(game, "Bob", "Mountain")
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [target]})
    pass_all(game)


def court_counters(game: Game) -> list[tuple[str | None, int | None, str | None]]:
    return [(e.target, e.amount, e.rule)
            for e in events(game, "counters_added", source="Court of Garenbrig")]


class TestDistributingCounters:
    def test_the_distribution_is_chosen_as_the_ability_goes_on_the_stack(self) -> None:
        """Court ruling: "You choose how the counters will be distributed as you put Court of
        Garenbrig's last ability on the stack." (603.3d, 601.2d)"""
        game = court([BEARS, ELVES])

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "distribution",
                                                                   "601.2d")
        assert set(decision.options) == {"2 on bears", "2 on elves", "1 on bears, 1 on elves",
                                         "no targets"}
        assert game.state.stack == []
        assert events(game, "ability_put_on_stack") == []

        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 1, "elves": 1}})

        stacked = one(game, "ability_put_on_stack", source="Court of Garenbrig")
        assert (stacked.target, stacked.rule) == ("1 on bears, 1 on elves", "603.3d")
        made = one(game, "decision_made", rule="601.2d")
        assert made.seq < stacked.seq
        assert (made.chosen_by, made.player) == ("player", "Alice")
        pass_all(game)
        assert court_counters(game) == [("bears", 1, "122.6"), ("elves", 1, "122.6")]

    @pytest.mark.parametrize("distribution", [{"bears": 2, "elves": 0}, {"bears": 1},
                                              {"bears": 2, "elves": 1}, {"bears": 3}])
    def test_each_target_gets_at_least_one_and_the_two_are_all_handed_out(
            self, distribution: dict[str, int]) -> None:
        """Court ruling: "Each target must receive at least one +1/+1 counter." (601.2d) — and
        the two counters are divided, no more, no fewer. Anything else is refused and changes
        nothing."""
        game = court([BEARS, ELVES])
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "choose", "player": "Alice", "distribution": distribution})
        assert refused.value.rule == "601.2d"
        assert snapshot(game) == before

    def test_the_answer_may_name_one_of_the_listed_options(self) -> None:
        """The distribution decision may also be answered with a label from its options."""
        game = court([BEARS, ELVES])
        game.apply({"do": "choose", "player": "Alice", "option": "2 on elves"})
        pass_all(game)

        assert court_counters(game) == [("elves", 2, "122.6")]
        assert (counters(game, "bears"), counters(game, "elves")) == (0, 2)

    def test_an_illegal_targets_share_is_lost_and_the_other_still_gets_its_own(self) -> None:
        """Court ruling: "If some of the creatures are illegal targets as Court of Garenbrig's
        last ability tries to resolve, the original distribution of counters still applies and
        the counters that would have been put on illegal targets are lost." (608.2b) Bob Bolts
        the Elves in response: the Bears get their one counter, not two."""
        game = court([BEARS, ELVES])
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 1, "elves": 1}})
        bolt(game, "elves")
        assert "Llanowar Elves" in [c.name for c in game.state.player("Alice").graveyard]

        pass_all(game)
        assert one(game, "ability_resolved", source="Court of Garenbrig").rule == "608.2"
        assert court_counters(game) == [("bears", 1, "122.6")]
        assert counters(game, "bears") == 1

    def test_if_every_target_is_illegal_the_ability_doesnt_resolve_and_nothing_doubles(
            self) -> None:
        """608.2b: "If all its targets ... are illegal, the spell or ability doesn't resolve."
        Alice is the monarch, but the "then double" part never happens: the Elves keep their
        one counter."""
        game = court([BEARS, {**ELVES, "counters": {"+1/+1": 1}}], monarch="Alice")
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        triggered = one(game, "ability_triggered", source="Court of Garenbrig")
        bolt(game, "bears")

        pass_all(game)
        removed = one(game, "ability_removed", source="Court of Garenbrig")
        assert (removed.rule, removed.cause) == ("608.2b", triggered.seq)
        assert events(game, "ability_resolved", source="Court of Garenbrig") == []
        assert court_counters(game) == []
        assert counters(game, "elves") == 1


# -- 701.10e: doubling counters is putting counters on ------------------------------------------
class TestDoublingCounters:
    def test_doubling_puts_on_as_many_counters_as_there_are(self) -> None:
        """Court ruling / 701.10e: "To double the number of +1/+1 counters on a permanent, put a
        number of +1/+1 counters on it equal to the number it already has." Every creature
        Alice controls is doubled, targeted or not."""
        game = court([{**BEARS, "counters": {"+1/+1": 1}}, {**ELVES, "counters": {"+1/+1": 1}}],
                     monarch="Alice")
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        pass_all(game)

        assert court_counters(game) == [("bears", 2, "122.6"), ("bears", 3, "701.10e"),
                                        ("elves", 1, "701.10e")]
        assert (counters(game, "bears"), counters(game, "elves")) == (6, 2)

    @pytest.mark.parametrize(("card", "amounts", "total"), [("Hardened Scales", [3, 4], 7),
                                                            ("Doubling Season", [4, 8], 12)])
    def test_counter_replacement_effects_apply_to_the_doubling(
            self, card: str, amounts: list[int], total: int) -> None:
        """Court ruling: "Other cards that interact with putting counters on it will interact
        with this effect accordingly." (701.10e, 614.1a) Hardened Scales: 2 → 3, then doubling
        3 → 4 more = 7. Doubling Season: 2 → 4, then doubling 4 → 8 more = 12."""
        game = court([BEARS, card], monarch="Alice")
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        pass_all(game)

        assert [e.source for e in events(game, "replacement_applied")] == [card, card]
        assert court_counters(game) == [("bears", amounts[0], "122.6"),
                                        ("bears", amounts[1], "701.10e")]
        assert counters(game, "bears") == total

    @pytest.mark.parametrize("monarch", [None, "Bob"])
    def test_no_doubling_unless_you_are_the_monarch(self, monarch: str | None) -> None:
        """"Then if you're the monarch, double ..." — Alice isn't, so the Bears keep two."""
        game = court([BEARS], monarch=monarch)
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        pass_all(game)

        assert court_counters(game) == [("bears", 2, "122.6")]
        assert events(game, "counters_added", rule="701.10e") == []

    @pytest.mark.parametrize(("before", "taker", "doubled"), [("Alice", "Bob", False),
                                                              ("Bob", "Alice", True)])
    def test_whether_you_are_the_monarch_is_checked_as_it_resolves(
            self, before: str, taker: str, doubled: bool) -> None:
        """Court [D]: "Then if you're the monarch" is not an intervening "if" (603.4): the
        ability triggers either way and the condition is checked on resolution. The crown moves
        in response (a Thorn put onto the battlefield for ``taker``)."""
        game = court([BEARS], monarch=before)
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        put_and_resolve(game, taker, THORN)
        assert game.state.monarch == taker

        pass_all(game)
        assert counters(game, "bears") == (4 if doubled else 2)

    def test_only_creatures_you_control_are_doubled(self) -> None:
        """"double the number of +1/+1 counters on each creature you control": Bob's Bears got a
        counter from the distribution but aren't doubled."""
        game = court([BEARS], bob=[{"card": "Grizzly Bears", "id": "bob-bears"}],
                     monarch="Alice")
        game.apply({"do": "choose", "player": "Alice",
                    "distribution": {"bears": 1, "bob-bears": 1}})
        pass_all(game)

        assert (counters(game, "bears"), counters(game, "bob-bears")) == (2, 1)


# -- 610.3: Palace Jailer's "until an opponent becomes the monarch" -----------------------------
def jailer(game: Game, first: str) -> None:
    """The experimenter puts Palace Jailer onto the battlefield for Alice; she orders its two
    enter triggers so that ``first`` ("exile" or "monarch") resolves first."""
    put(game, "Alice", "Palace Jailer")
    exile = option(game, "exile target creature")
    crown = option(game, "you become the monarch")
    order = [exile, crown] if first == "exile" else [crown, exile]
    game.apply({"do": "choose", "player": "Alice", "order": order})


def returned(game: Game) -> list[tuple[str | None, str | None, str | None]]:
    """Each card an "until" effect returned (610.3c): (source, player, from, to, attached, how)."""
    return [(e.source, e.player, *moved(e)) for e in events(game, "zone_changed", rule="610.3c")]


class TestUntilAnOpponentBecomesTheMonarch:
    def test_the_card_returns_under_its_owners_control_when_an_opponent_becomes_monarch(
            self) -> None:
        """610.3 / 610.3c and the Jailer rulings: any opponent becoming the monarch returns the
        creature, just after they become the monarch, under its owner's control — Cat takes the
        crown and Bob's Bears come back to Bob."""
        game = Game(board(player("Alice"), player("Bob", battlefield=[BEARS]), player("Cat")))
        jailer(game, "monarch")
        pass_all(game)
        pass_all(game)
        assert one(game, "zone_changed", source="Grizzly Bears").rule == "610.3"
        assert (game.state.monarch, exiled(game, "Bob")) == ("Alice", ["Grizzly Bears"])

        put_and_resolve(game, "Cat", THORN)

        changed = one(game, "monarch_changed", old_monarch="Alice", player="Cat")
        back = one(game, "zone_changed", rule="610.3c")
        assert (back.source, back.player, *moved(back)) == ("Grizzly Bears", "Bob", "exile",
                                                            "battlefield", None, None)
        assert changed.seq < back.seq
        bears = game.find_permanent("bears")
        assert (bears.controller, bears.owner) == ("Bob", "Bob")
        assert exiled(game, "Bob") == []

    def test_it_doesnt_return_when_you_become_the_monarch(self) -> None:
        """610.3: only an opponent becoming the monarch ends the exile. The exile resolves
        first, then Alice becomes the monarch: the Bears stay exiled until Bob takes over."""
        game = Game(two(bob={"battlefield": [BEARS]}))
        jailer(game, "exile")
        pass_all(game)
        pass_all(game)

        assert monarch_changes_seen(game) == [(None, "Alice", "724.3", "Palace Jailer")]
        assert exiled(game, "Bob") == ["Grizzly Bears"]
        assert returned(game) == []

        put_and_resolve(game, "Bob", THORN)
        assert returned(game) == [("Grizzly Bears", "Bob", "exile", "battlefield", None, None)]

    def test_an_opponent_who_already_is_the_monarch_doesnt_return_it(self) -> None:
        """Jailer ruling: if you're not the monarch as the exile resolves, the creature stays
        exiled until a *new* monarch who is your opponent appears. Bob is the monarch as it
        resolves; his "becoming" the monarch again is no change; only after Alice takes the
        crown does Bob's becoming the monarch return the Bears."""
        game = Game(two(bob={"battlefield": [BEARS]}, monarch="Bob"))
        jailer(game, "exile")
        pass_all(game)  # the exile resolves while Bob is the monarch
        assert (game.state.monarch, exiled(game, "Bob")) == ("Bob", ["Grizzly Bears"])

        put_and_resolve(game, "Bob", THORN)  # Bob is already the monarch: nothing happens
        assert events(game, "monarch_changed") == []
        assert exiled(game, "Bob") == ["Grizzly Bears"]

        pass_all(game)  # the Jailer's "you become the monarch": Alice
        assert game.state.monarch == "Alice"
        assert exiled(game, "Bob") == ["Grizzly Bears"]

        put_and_resolve(game, "Bob", THORN)
        assert game.state.monarch == "Bob"
        assert returned(game) == [("Grizzly Bears", "Bob", "exile", "battlefield", None, None)]

    def test_it_returns_when_an_opponent_becomes_the_monarch_because_the_monarch_left(
            self) -> None:
        """610.3 / Jailer ruling: *any* opponent becoming the monarch returns the creature —
        also by 724.4. Dan is the monarch; Alice's Jailer exiles Ben's Bears first; with the
        Jailer's "you become the monarch" still on the stack, Dan concedes during Cat's turn:
        Cat (Alice's opponent, and a new monarch) becomes the monarch, and the Bears return."""
        game = Game(board(player("Alice"), player("Ben", battlefield=[BEARS]), player("Cat"),
                          player("Dan"), active="Cat", monarch="Dan"))
        jailer(game, "exile")
        pass_all(game)  # the exile resolves while Dan (an opponent) is already the monarch
        assert (game.state.monarch, exiled(game, "Ben")) == ("Dan", ["Grizzly Bears"])

        game.apply({"do": "concede", "player": "Dan"})

        changed = one(game, "monarch_changed", rule="724.4")
        assert (changed.old_monarch, changed.player) == ("Dan", "Cat")
        assert returned(game) == [("Grizzly Bears", "Ben", "exile", "battlefield", None, None)]
        assert game.find_permanent("bears").controller == "Ben"

    def test_an_opponent_who_became_monarch_before_it_resolved_means_no_exile(self) -> None:
        """610.3b: the specified event already happened after the ability triggered and before
        its exile would occur, so the creature doesn't move. Alice's Jailer makes her the
        monarch; in response to the exile trigger, Bob takes the crown with Thorn of the Black
        Rose; the exile then does nothing and the Bears stay on the battlefield."""
        game = Game(two(bob={"battlefield": [BEARS]}))
        jailer(game, "monarch")
        pass_all(game)  # Alice becomes the monarch; the exile is still on the stack
        put_and_resolve(game, "Bob", THORN)
        assert game.state.monarch == "Bob"

        pass_all(game)  # the exile trigger resolves

        skipped = one(game, "effect_skipped")
        assert (skipped.rule, skipped.source, skipped.target) == ("610.3b", "Palace Jailer",
                                                                  "bears")
        assert events(game, "zone_changed", rule="610.3") == []
        assert game.find_permanent("bears").controller == "Bob"
        assert exiled(game, "Bob") == []
        assert game.state.until_monarch == []

    def test_an_exiled_token_ceases_to_exist_and_never_returns(self) -> None:
        """Jailer ruling / 704.5d: a token exiled this way ceases to exist; when an opponent
        becomes the monarch there is nothing to return."""
        game = Game(two(bob={"battlefield": [{"card": "Assassin", "id": "token"}]}))
        jailer(game, "monarch")
        pass_all(game)
        pass_all(game)
        assert one(game, "ceased_to_exist", source="Assassin Token").rule == "704.5d"

        put_and_resolve(game, "Bob", THORN)
        assert game.state.monarch == "Bob"
        assert returned(game) == []
        assert [o.name for o in game.state.permanents("Bob")] == [THORN]


# -- 603.4: intervening "if" on the upkeep monarch triggers -----------------------------------
QUEEN = ("At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black "
         "Assassin creature token with deathtouch and haste.")
DESPOT = ("At the beginning of your upkeep, if you're the monarch, create a 5/5 red Dragon "
          "creature token with flying.")


def tokens(game: Game, name: str) -> list[str]:
    return [e.target or "" for e in events(game, "token_created", source=name)]


class TestInterveningIf:
    @pytest.mark.parametrize(("card", "monarch", "token", "text"), [
        ("Queen Marchesa", "Bob", "Assassin Token", QUEEN),
        ("Skyline Despot", "Alice", "Dragon Token", DESPOT),
    ])
    def test_it_triggers_when_the_condition_is_true_as_the_upkeep_begins(
            self, card: str, monarch: str, token: str, text: str) -> None:
        """603.4: the condition is true at the beginning of Alice's upkeep — it triggers, and
        it is still true on resolution, so the token is created."""
        game = into_alices_upkeep({"battlefield": [card]}, monarch=monarch)

        assert one(game, "ability_triggered", source=card).ability == text
        pass_all(game)
        assert one(game, "ability_resolved", source=card).rule == "608.2"
        assert len(tokens(game, token)) == 1

    @pytest.mark.parametrize(("card", "monarch"), [
        ("Queen Marchesa", "Alice"), ("Queen Marchesa", None),
        ("Skyline Despot", "Bob"), ("Skyline Despot", None),
    ])
    def test_it_doesnt_trigger_when_the_condition_is_false(self, card: str,
                                                          monarch: str | None) -> None:
        """603.4 / Queen and Despot rulings: "if an opponent is the monarch" / "if you're the
        monarch" is checked as the upkeep begins; false → no trigger at all."""
        game = into_alices_upkeep({"battlefield": [card]}, monarch=monarch)

        assert events(game, "ability_triggered") == []
        assert game.state.stack == []
        game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
        assert events(game, "token_created") == []

    def test_becoming_the_monarch_during_the_upkeep_is_too_late(self) -> None:
        """Skyline Despot ruling: the condition is checked at the start of the upkeep — Alice
        taking the crown during her upkeep doesn't make the ability trigger."""
        game = into_alices_upkeep({"battlefield": ["Skyline Despot"]}, monarch="Bob")
        put_and_resolve(game, "Alice", THORN)
        assert game.state.monarch == "Alice"

        game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
        assert events(game, "ability_triggered", source="Skyline Despot") == []
        assert events(game, "token_created") == []

    @pytest.mark.parametrize(("card", "monarch", "taker"), [
        ("Queen Marchesa", "Bob", "Alice"),
        ("Skyline Despot", "Alice", "Bob"),
    ])
    def test_it_does_nothing_if_the_condition_is_false_on_resolution(
            self, card: str, monarch: str, taker: str) -> None:
        """603.4: the condition is checked again as the ability resolves; the crown has moved in
        response, so the ability does nothing (ability_resolved with rule 603.4)."""
        game = into_alices_upkeep({"battlefield": [card]}, monarch=monarch)
        triggered = one(game, "ability_triggered", source=card)
        put_and_resolve(game, taker, THORN)
        assert game.state.monarch == taker

        pass_all(game)
        resolved = one(game, "ability_resolved", source=card)
        assert (resolved.rule, resolved.cause) == ("603.4", triggered.seq)
        assert resolved.ability == triggered.ability  # 603.4: it does nothing
        assert events(game, "token_created") == []

