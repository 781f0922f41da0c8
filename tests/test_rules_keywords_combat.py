"""The evergreen keywords of combat, each as its rules and rulings say: first strike (702.7) and
double strike (702.4) with their two combat damage steps (510.4), lifelink (702.15), menace
(702.111), defender (702.3), indestructible (702.12), "can't block" (509.1b) and flash (702.8).

Every test builds a small board, acts only through ``game.apply``, and reads typed event fields
and the state — never the ``detail`` text people read.
"""

from __future__ import annotations

from typing import Any

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
    to_attackers,
)

from explorer.actions import Attack, Block, Cast
from explorer.cards import build_pool
from explorer.cards.model import RULES_KEYWORDS, CardPool
from explorer.errors import BoardError, IllegalAction
from explorer.events import LifeEvent
from explorer.game import Game


# -- acting ---------------------------------------------------------------------------------------
def attack(game: Game, attackers: dict[str, str], who: str = "Alice") -> None:
    game.apply({"do": "attack", "player": who, "attackers": attackers})


def block(game: Game, blockers: dict[str, str], who: str = "Bob") -> None:
    game.apply({"do": "block", "player": who, "blockers": blockers})


def to_blockers(game: Game, turn: int = 1) -> None:
    game.apply({"do": "pass_until", "turn": turn, "step": "declare_blockers"})
    assert game.pending is not None and game.pending.kind == "blockers", game.pending


def until(game: Game, step: str, turn: int = 1) -> None:
    game.apply({"do": "pass_until", "turn": turn, "step": step})


def fight(alice: list[Any], bob: list[Any], attackers: dict[str, str],
          blockers: dict[str, str] | None = None, cards: CardPool | None = None,
          **extra: Any) -> Game:
    """Alice attacks with ``attackers``; Bob declares ``blockers`` (if he gets to); then the
    game goes on to the end of combat (or to a decision on the way)."""
    game = Game(board(player("Alice", battlefield=alice, library=library(5)),
                      player("Bob", battlefield=bob, library=library(5)), **extra),
                cards=cards)
    to_attackers(game)
    attack(game, attackers)
    if blockers is not None:
        to_blockers(game)
        block(game, blockers)
    until(game, "end_of_combat")
    return game


def hits(game: Game, source: str) -> list[tuple[str | None, int | None, str]]:
    """Each damage_dealt by ``source`` as (what it hit, how much, in which step)."""
    return [(e.target, e.amount, e.step) for e in events(game, "damage_dealt", source=source)]


def steps_began(game: Game) -> list[tuple[str, str | None]]:
    """The combat damage steps that began, with their rules."""
    return [(e.step, e.rule) for e in events(game, "step_began")
            if e.step in ("first_strike_damage", "combat_damage")]


def in_graveyard(game: Game, who: str) -> list[str]:
    return names(list(game.state.player(who).graveyard))


def on_battlefield(game: Game, handle: str) -> bool:
    return game.state.find_handle(handle) is not None


# -- test cards read from their Oracle text -------------------------------------------------------
def facts(name: str, oracle: str = "", *, keywords: tuple[str, ...] = (), power: int | None = None,
          toughness: int | None = None, type_line: str = "Creature — Test",
          mana_cost: str = "{1}") -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "mana_cost": mana_cost, "type_line": type_line,
                           "oracle_text": oracle, "keywords": list(keywords), "colors": [],
                           "cmc": 1}
    if power is not None:
        out.update(power=str(power), toughness=str(toughness))
    return out


def compiled(*cards: dict[str, Any]) -> CardPool:
    """The real cards plus test cards compiled from their Oracle text, as data/cards.json
    entries are."""
    pool = build_pool()
    for f in cards:
        result = pool.compile(f)
        assert result.card is not None, (result.refused, result.why)
    return pool


DUELIST = facts("Test Duelist", "Double strike, trample", keywords=("Double strike", "Trample"),
                power=2, toughness=2)
BRUTE = facts("Test Brute", "Menace", keywords=("Menace",), power=3, toughness=3)
WALL = facts("Test Wall", "Defender", keywords=("Defender",), power=0, toughness=4)
GUARDIAN = facts("Test Guardian", "Indestructible", keywords=("Indestructible",), power=2,
                 toughness=2)
COWARD = facts("Test Coward", "This creature can't block.", power=2, toughness=2)
AMBUSHER = facts("Test Ambusher", "Flash", keywords=("Flash",), power=2, toughness=3,
                 mana_cost="{G}")
LATECOMER = facts("Test Latecomer", "", power=2, toughness=3, mana_cost="{G}")
MURDER = facts("Test Murder", "Destroy target creature.", type_line="Instant",
               mana_cost="{B}")
SHRINK = facts("Test Shrink", "Target creature gets -2/-2 until end of turn.",
               type_line="Instant", mana_cost="{B}")
PINGER = facts("Test Pinger", "Lifelink\n{T}: This creature deals 1 damage to any target.",
               keywords=("Lifelink",), power=1, toughness=1)
BOMBER = facts("Test Bomber", "Lifelink\nSacrifice this creature: It deals 2 damage to any "
               "target.", keywords=("Lifelink",), power=1, toughness=1)
MARTYR = facts("Test Martyr", "Indestructible\nSacrifice this creature: You gain 2 life.",
               keywords=("Indestructible",), power=1, toughness=1)
LEGEND = facts("Test Legend", "Indestructible", keywords=("Indestructible",), power=2,
               toughness=2, type_line="Legendary Creature — Test")


# -- the real cards -------------------------------------------------------------------------------
class TestTheRealCardsPlay:
    @pytest.mark.parametrize("name", [
        "Vampire Nighthawk", "Boros Swiftblade", "Fencing Ace", "Knight of Meadowgrain",
        "Youthful Knight", "Tundra Wolves", "Child of Night", "Ajani's Sunstriker",
        "Sungrace Pegasus"])
    def test_it_compiles_from_its_oracle_text(self, name: str) -> None:
        pool = build_pool()
        card = pool.get(name)
        assert card.compiled
        assert all(k in RULES_KEYWORDS for k in card.keywords)

    def test_each_new_keyword_cites_its_rule(self) -> None:
        assert {k: RULES_KEYWORDS[k] for k in (
            "First strike", "Double strike", "Lifelink", "Menace", "Defender", "Indestructible",
            "Flash")} == {"First strike": "702.7", "Double strike": "702.4",
                          "Lifelink": "702.15", "Menace": "702.111", "Defender": "702.3",
                          "Indestructible": "702.12", "Flash": "702.8"}

    def test_aragorn_s_vigilance_lifelink_line_is_read_with_the_rest_of_him(self) -> None:
        """Aragorn's "Vigilance, lifelink, menace" line is his first reading, and the whole card
        compiles."""
        result = build_pool().compiled["Aragorn, King of Gondor"]
        assert result.refused is None
        assert result.readings[0].kind == "keywords"


# -- first strike (702.7) and the two combat damage steps (510.4) ----------------------------------
class TestFirstStrike:
    def test_a_first_striker_kills_its_blocker_before_the_blocker_deals_damage(self) -> None:
        """510.4 / 702.7b: Youthful Knight (2/1, first strike) is blocked by Grizzly Bears (2/2).
        The Knight deals its 2 damage in the first combat damage step; state-based actions
        destroy the Bears (704.5g) before the second step, so the Bears never deal damage and
        the Knight survives with its 1 toughness."""
        game = fight([{"card": "Youthful Knight", "id": "knight"}],
                     [{"card": "Grizzly Bears", "id": "bears"}],
                     {"knight": "Bob"}, {"bears": "knight"})

        assert steps_began(game) == [("first_strike_damage", "510.4"),
                                     ("combat_damage", "510.4")]
        assert hits(game, "Youthful Knight") == [("bears", 2, "first_strike_damage")]
        died = one(game, "zone_changed", target="bears")
        assert (died.rule, died.step) == ("704.5g", "first_strike_damage")
        assert events(game, "damage_dealt", source="Grizzly Bears") == []
        assert on_battlefield(game, "knight") and game.find_permanent("knight").damage == 0

    def test_players_get_priority_in_the_first_combat_damage_step(self) -> None:
        """510.3 / 510.4: after first-strike damage the active player gets priority in that
        step; pass_until stops at its first priority, damage already dealt."""
        game = Game(board(player("Alice", battlefield=[{"card": "Youthful Knight",
                                                        "id": "knight"}], library=library(5)),
                          player("Bob", library=library(5))))
        to_attackers(game)
        attack(game, {"knight": "Bob"})
        until(game, "first_strike_damage")

        assert game.pending is not None and game.pending.kind == "priority"
        assert (game.state.step, game.pending.player) == ("first_strike_damage", "Alice")
        assert life(game, "Bob") == 18
        began = one(game, "step_began", step="first_strike_damage")
        assert began.rule == "510.4"

    def test_without_first_strike_there_is_one_combat_damage_step(self) -> None:
        """510.4 applies only if an attacking or blocking creature has first strike or double
        strike: otherwise there is no first_strike_damage step at all — nothing begins and
        nothing is skipped — and the combat damage step cites 510 as always."""
        game = fight([{"card": "Grizzly Bears", "id": "bears"}],
                     [{"card": "Youthful Knight", "id": "knight", "tapped": True}],
                     {"bears": "Bob"})

        assert steps_began(game) == [("combat_damage", "510")]
        assert [e for e in game.log if e.step == "first_strike_damage"] == []
        assert events(game, "step_skipped") == []
        assert life(game, "Bob") == 18

    def test_a_first_striker_that_isnt_in_combat_doesnt_make_a_first_step(self) -> None:
        """510.4 looks only at attacking and blocking creatures: Bob's Youthful Knight stays
        home (Bob declares no block), so the Bears' combat has one damage step."""
        game = fight([{"card": "Grizzly Bears", "id": "bears"}],
                     [{"card": "Youthful Knight", "id": "knight"}],
                     {"bears": "Bob"}, {})

        assert steps_began(game) == [("combat_damage", "510")]

    def test_a_first_striker_and_a_regular_creature_attack_together(self) -> None:
        """510.4: the Knight deals its damage in the first step, the Bears theirs in the
        second; Bob loses 2 life in each."""
        game = fight([{"card": "Youthful Knight", "id": "knight"},
                      {"card": "Grizzly Bears", "id": "bears"}], [],
                     {"knight": "Bob", "bears": "Bob"})

        assert hits(game, "Youthful Knight") == [("Bob", 2, "first_strike_damage")]
        assert hits(game, "Grizzly Bears") == [("Bob", 2, "combat_damage")]
        losses = [(e.amount, e.life, e.step) for e in events(game, "life_changed",
                                                             player="Bob")]
        assert losses == [(-2, 18, "first_strike_damage"), (-2, 16, "combat_damage")]

    def test_a_regular_blocker_that_survives_first_strike_damage_strikes_back(self) -> None:
        """510.4: Hill Giant (3/3) takes the Knight's 2 in the first step, survives, and deals
        its 3 in the second step, destroying the Knight."""
        game = fight([{"card": "Youthful Knight", "id": "knight"}],
                     [{"card": "Hill Giant", "id": "giant"}],
                     {"knight": "Bob"}, {"giant": "knight"})

        assert hits(game, "Youthful Knight") == [("giant", 2, "first_strike_damage")]
        assert hits(game, "Hill Giant") == [("knight", 3, "combat_damage")]
        assert one(game, "zone_changed", target="knight").step == "combat_damage"
        assert game.find_permanent("giant").damage == 2

    def test_two_first_strikers_deal_their_damage_at_the_same_time(self) -> None:
        """510.4: first strike on both sides: both deal damage in the first step, simultaneously
        (510.2), and both die before the second step, in which nobody deals damage."""
        game = fight([{"card": "Youthful Knight", "id": "mine"}],
                     [{"card": "Youthful Knight", "id": "his"}],
                     {"mine": "Bob"}, {"his": "mine"})

        dealt = [(e.target, e.step) for e in events(game, "damage_dealt")]
        assert dealt == [("his", "first_strike_damage"), ("mine", "first_strike_damage")]
        assert sorted(e.target for e in events(game, "zone_changed", rule="704.5g")) == [
            "his", "mine"]
        assert steps_began(game)[1] == ("combat_damage", "510.4")

    def test_a_first_strike_blocker_against_a_regular_attacker(self) -> None:
        """702.7b works for blockers too: Bob's Youthful Knight blocks Alice's Grizzly Bears
        and kills them first."""
        game = fight([{"card": "Grizzly Bears", "id": "bears"}],
                     [{"card": "Youthful Knight", "id": "knight"}],
                     {"bears": "Bob"}, {"knight": "bears"})

        assert hits(game, "Youthful Knight") == [("bears", 2, "first_strike_damage")]
        assert events(game, "damage_dealt", source="Grizzly Bears") == []
        assert in_graveyard(game, "Alice") == ["Grizzly Bears"]

    def test_triggers_from_first_strike_damage_resolve_before_the_second_step(self) -> None:
        """510.3a / 510.4: the Knight's first-strike damage to the monarch triggers 724.2; the
        trigger resolves in the first step, so Alice is the monarch before the Bears deal
        their damage in the second step."""
        game = fight([{"card": "Youthful Knight", "id": "knight"},
                      {"card": "Grizzly Bears", "id": "bears"}], [],
                     {"knight": "Bob", "bears": "Bob"}, monarch="Bob")

        changed = one(game, "monarch_changed")
        assert (changed.player, changed.old_monarch, changed.step, changed.source) == (
            "Alice", "Bob", "first_strike_damage", "Youthful Knight")
        assert changed.seq < one(game, "damage_dealt", source="Grizzly Bears").seq


class TestFirstStrikeChangingBetweenTheSteps:
    """702.7c / 702.4c / 702.4d: who deals damage in the second step depends on who had first
    strike or double strike as the first step began, and on who has double strike now. The
    engine has no effect yet that grants or removes keywords mid-combat, so these positions are
    written as a game saved in the first combat damage step: ``combat.first_strike`` lists who
    had first strike or double strike as it began, the cards say who has it now."""

    def game_in_the_first_step(self, alice: list[Any], first_strike: list[str],
                               attackers: dict[str, str]) -> Game:
        return Game(board(player("Alice", battlefield=alice, library=library(5)),
                          player("Bob", library=library(5)), step="first_strike_damage",
                          combat={"attackers": attackers, "first_strike": first_strike}))

    def test_a_creature_that_gained_first_strike_still_deals_damage_in_the_second_step(
            self) -> None:
        """702.7c: "Giving first strike to a creature without it after combat damage has already
        been dealt in the first combat damage step won't preclude that creature from assigning
        combat damage in the second combat damage step." The Knight has first strike now but
        didn't as the first step began."""
        game = self.game_in_the_first_step([{"card": "Youthful Knight", "id": "knight"}], [],
                                           {"knight": "Bob"})
        until(game, "end_of_combat")

        assert hits(game, "Youthful Knight") == [("Bob", 2, "combat_damage")]

    def test_a_creature_that_lost_first_strike_deals_no_damage_in_the_second_step(
            self) -> None:
        """702.7c: "Removing first strike from a creature after it has already dealt combat
        damage in the first combat damage step won't allow it to also assign combat damage in
        the second combat damage step." The Bears had first strike as the first step began.
        The same holds for double strike removed during the first step (702.4c): the Bears
        have neither now, so they deal no damage in the second."""
        game = self.game_in_the_first_step([{"card": "Grizzly Bears", "id": "bears"}],
                                           ["bears"], {"bears": "Bob"})
        until(game, "end_of_combat")

        assert events(game, "damage_dealt") == []
        assert steps_began(game) == [("combat_damage", "510.4")]

    def test_a_first_striker_given_double_strike_deals_damage_again(self) -> None:
        """702.4d: "Giving double strike to a creature with first strike after it has already
        dealt combat damage in the first combat damage step will allow the creature to assign
        combat damage in the second combat damage step." Boros Swiftblade has double strike
        now; it was in the first step."""
        game = self.game_in_the_first_step([{"card": "Boros Swiftblade", "id": "blade"}],
                                           ["blade"], {"blade": "Bob"})
        until(game, "end_of_combat")

        assert hits(game, "Boros Swiftblade") == [("Bob", 1, "combat_damage")]

    def test_the_first_step_needs_to_know_who_had_first_strike(self) -> None:
        """A board in the first_strike_damage step with a combat must say who had first strike
        or double strike as it began; the message names the field and the rule."""
        with pytest.raises(BoardError) as refused:
            Game(board(player("Alice", battlefield=[{"card": "Youthful Knight",
                                                     "id": "knight"}]), player("Bob"),
                       step="first_strike_damage", combat={"attackers": {"knight": "Bob"}}))

        assert refused.value.field == "combat.first_strike"
        assert "510.4" in refused.value.reason

    def test_only_the_first_step_remembers_it(self) -> None:
        with pytest.raises(BoardError) as refused:
            Game(board(player("Alice", battlefield=[{"card": "Youthful Knight",
                                                     "id": "knight"}]), player("Bob"),
                       step="combat_damage",
                       combat={"attackers": {"knight": "Bob"}, "first_strike": ["knight"]}))

        assert refused.value.field == "combat.first_strike"


class TestSavedInTheFirstStep:
    def test_a_game_saved_between_the_damage_steps_goes_on_the_same(self) -> None:
        """A game saved with priority in the first combat damage step writes who had first
        strike (``combat.first_strike``); the loaded game has the same second step."""
        game = Game(board(player("Alice", battlefield=[{"card": "Knight of Meadowgrain",
                                                        "id": "knight"},
                                                       {"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5)),
                          player("Bob", library=library(5))))
        to_attackers(game)
        attack(game, {"knight": "Bob", "bears": "Bob"})
        until(game, "first_strike_damage")

        saved = game.to_board()
        assert saved["turn"]["step"] == "first_strike_damage"
        assert saved["combat"]["first_strike"] == ["knight"]
        loaded = Game(saved)
        mark, loaded_mark = len(game.log), len(loaded.log)
        until(game, "end_of_combat")
        until(loaded, "end_of_combat")

        def tail(g: Game, start: int) -> list[tuple[Any, ...]]:
            return [(e.event, e.step, e.source, e.target, e.amount, e.rule)
                    for e in g.log[start:]]

        assert tail(loaded, loaded_mark) == tail(game, mark)
        assert life(loaded, "Bob") == life(game, "Bob") == 16


# -- double strike (702.4) ------------------------------------------------------------------------
class TestDoubleStrike:
    def test_an_unblocked_double_striker_deals_damage_in_both_steps(self) -> None:
        """702.4b: Boros Swiftblade (1/2, double strike) deals 1 damage in the first combat
        damage step and 1 again in the second."""
        game = fight([{"card": "Boros Swiftblade", "id": "blade"}], [], {"blade": "Bob"})

        assert hits(game, "Boros Swiftblade") == [("Bob", 1, "first_strike_damage"),
                                                  ("Bob", 1, "combat_damage")]
        assert life(game, "Bob") == 18

    def test_a_pumped_double_striker_deals_its_power_twice(self) -> None:
        """Boros Swiftblade with Giant Growth (+3/+3) is a 4/5: 4 and 4 to Bob."""
        game = Game(board(player("Alice", battlefield=[{"card": "Boros Swiftblade",
                                                        "id": "blade"}, "Forest"],
                                 hand=["Giant Growth"], library=library(5)),
                          player("Bob", library=library(5))))
        to_attackers(game)
        attack(game, {"blade": "Bob"})
        game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                    "targets": ["blade"], "pay": ["Forest"]})
        pass_all(game)
        until(game, "end_of_combat")

        assert [(a, s) for _, a, s in hits(game, "Boros Swiftblade")] == [
            (4, "first_strike_damage"), (4, "combat_damage")]
        assert life(game, "Bob") == 12

    def test_a_double_striker_whose_blocker_died_deals_no_damage_in_the_second_step(
            self) -> None:
        """509.1h / 510.1c: Fencing Ace (1/1, double strike) kills the Llanowar Elves blocking
        it in the first step. It stays blocked, and with no creature blocking it, it assigns
        no combat damage in the second step."""
        game = fight([{"card": "Fencing Ace", "id": "ace"}],
                     [{"card": "Llanowar Elves", "id": "elves"}],
                     {"ace": "Bob"}, {"elves": "ace"})

        assert hits(game, "Fencing Ace") == [("elves", 1, "first_strike_damage")]
        assert life(game, "Bob") == 20

    def test_with_trample_its_second_strike_goes_to_the_player(self) -> None:
        """702.19b then 702.19d: a 2/2 with double strike and trample blocked by Llanowar Elves
        assigns lethal 1 to them and 1 to Bob in the first step; in the second, no creature
        blocks it any more, so all 2 go to Bob."""
        game = fight([{"card": "Test Duelist", "id": "duelist"}],
                     [{"card": "Llanowar Elves", "id": "elves"}],
                     {"duelist": "Bob"}, {"elves": "duelist"}, cards=compiled(DUELIST))
        assert game.pending is not None
        assert (game.pending.kind, game.state.step) == ("distribution", "first_strike_damage")
        game.apply({"do": "choose", "player": "Alice", "distribution": {"elves": 1, "Bob": 1}})
        until(game, "end_of_combat")

        assert hits(game, "Test Duelist") == [("elves", 1, "first_strike_damage"),
                                              ("Bob", 1, "first_strike_damage"),
                                              ("Bob", 2, "combat_damage")]
        assert life(game, "Bob") == 17

    def test_a_double_strike_blocker_strikes_in_both_steps(self) -> None:
        """702.4b: Bob's Boros Swiftblade blocks Hill Giant (3/3): 1 damage in each step; the
        Giant deals its 3 in the second step."""
        game = fight([{"card": "Hill Giant", "id": "giant"}],
                     [{"card": "Boros Swiftblade", "id": "blade"}],
                     {"giant": "Bob"}, {"blade": "giant"})

        assert hits(game, "Boros Swiftblade") == [("giant", 1, "first_strike_damage"),
                                                  ("giant", 1, "combat_damage")]
        assert hits(game, "Hill Giant") == [("blade", 3, "combat_damage")]
        assert game.state.find_handle("blade") is None
        assert game.find_permanent("giant").damage == 2


# -- lifelink (702.15) ----------------------------------------------------------------------------
class TestLifelink:
    def test_vampire_nighthawk_attacks_the_monarch(self) -> None:
        """702.15b / 120.3f: Vampire Nighthawk's 2 combat damage to Bob also makes Alice gain 2
        life, as part of the damage event (its cause); and as combat damage to the monarch it
        makes Alice the monarch (724.2)."""
        game = fight([{"card": "Vampire Nighthawk", "id": "hawk"}], [], {"hawk": "Bob"},
                     monarch="Bob")

        hit = one(game, "damage_dealt", source="Vampire Nighthawk")
        gained = one(game, "life_changed", player="Alice")
        assert isinstance(gained, LifeEvent)
        assert (gained.amount, gained.life, gained.rule, gained.source, gained.cause) == (
            2, 22, "702.15b", "Vampire Nighthawk", hit.seq)
        assert life(game, "Bob") == 18
        assert game.state.monarch == "Alice"
        assert one(game, "monarch_changed").rule == "724.2"

    def test_a_blocked_lifelinker_gains_from_damage_to_the_blocker(self) -> None:
        """702.15b: damage to a creature counts too. Child of Night (2/1, lifelink) blocked by
        Grizzly Bears deals 2 to them: Alice gains 2, though the Bears kill the Child."""
        game = fight([{"card": "Child of Night", "id": "child"}],
                     [{"card": "Grizzly Bears", "id": "bears"}],
                     {"child": "Bob"}, {"bears": "child"})

        hit = one(game, "damage_dealt", source="Child of Night")
        gained = one(game, "life_changed", player="Alice")
        assert (hit.target, gained.amount, gained.rule, gained.cause) == (
            "bears", 2, "702.15b", hit.seq)
        assert sorted(in_graveyard(game, "Alice") + in_graveyard(game, "Bob")) == [
            "Child of Night", "Grizzly Bears"]

    def test_a_lifelink_blocker_gains_for_its_controller(self) -> None:
        """702.15b: the source's controller gains the life: Bob's Ajani's Sunstriker blocks
        Alice's Bears and Bob gains 2."""
        game = fight([{"card": "Grizzly Bears", "id": "bears"}],
                     [{"card": "Ajani's Sunstriker", "id": "cat"}],
                     {"bears": "Bob"}, {"cat": "bears"})

        gained = one(game, "life_changed", rule="702.15b")
        assert (gained.player, gained.amount, gained.life) == ("Bob", 2, 22)
        assert life(game, "Alice") == 20

    def test_lifelink_and_first_strike_gain_in_the_first_step(self) -> None:
        """Knight of Meadowgrain (2/2, first strike, lifelink) attacks unblocked: its damage and
        Alice's gain both happen in the first combat damage step."""
        game = fight([{"card": "Knight of Meadowgrain", "id": "knight"}], [],
                     {"knight": "Bob"})

        gained = one(game, "life_changed", player="Alice")
        assert (gained.amount, gained.rule, gained.step) == (2, "702.15b", "first_strike_damage")
        assert life(game, "Alice") == 22 and life(game, "Bob") == 18

    def test_two_lifelinkers_cause_separate_life_gains(self) -> None:
        """702.15e: "If multiple sources with lifelink deal damage at the same time, they cause
        separate life gain events." Child of Night and Ajani's Sunstriker, unblocked: two
        gains of 2, each caused by its own damage event."""
        game = fight([{"card": "Child of Night", "id": "child"},
                      {"card": "Ajani's Sunstriker", "id": "cat"}], [],
                     {"child": "Bob", "cat": "Bob"})

        gains = events(game, "life_changed", player="Alice")
        assert [(g.amount, g.rule, g.source) for g in gains] == [
            (2, "702.15b", "Child of Night"), (2, "702.15b", "Ajani's Sunstriker")]
        causes = {g.cause for g in gains}
        assert causes == {e.seq for e in events(game, "damage_dealt", target="Bob")}
        assert life(game, "Alice") == 24

    def test_one_lifelinker_damaging_two_creatures_gains_once(self) -> None:
        """702.15e and its ruling: a single lifelink source dealing damage to several creatures
        at the same time causes one life gain event. A 4/4 lifelinker blocked by two Bears
        divides 2 and 2: Alice gains 4 once."""
        pool = pool_with(creatures={"Test Leech": creature_facts(4, 4, keywords=("Lifelink",))})
        game = fight([{"card": "Test Leech", "id": "leech"}],
                     [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears",
                                                              "id": "b2"}],
                     {"leech": "Bob"}, {"b1": "leech", "b2": "leech"}, cards=pool)
        game.apply({"do": "choose", "player": "Alice", "distribution": {"b1": 2, "b2": 2}})
        until(game, "end_of_combat")

        dealt = events(game, "damage_dealt", source="Test Leech")
        gained = one(game, "life_changed", player="Alice")
        assert [(e.target, e.amount) for e in dealt] == [("b1", 2), ("b2", 2)]
        assert (gained.amount, gained.rule, gained.cause) == (4, "702.15b", dealt[0].seq)

    def test_noncombat_damage_from_a_lifelink_source(self) -> None:
        """702.15b isn't only combat: a lifelink creature's "{T}: This creature deals 1 damage
        to any target" makes its controller gain 1."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Pinger", "id": "pinger"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(PINGER))
        game.apply({"do": "activate", "player": "Alice", "permanent": "pinger",
                    "targets": ["Bob"]})
        pass_all(game)

        hit = one(game, "damage_dealt", source="Test Pinger")
        gained = one(game, "life_changed", player="Alice")
        assert (hit.combat, hit.target, gained.amount, gained.rule, gained.cause) == (
            False, "Bob", 1, "702.15b", hit.seq)

    def test_a_sacrificed_lifelinker_still_gains_by_last_known_information(self) -> None:
        """702.15c: "If an object changes zones before an effect causes it to deal damage, its
        last known information is used to determine whether it had lifelink." The Bomber is
        sacrificed to pay for its ability; its 2 damage still gains Alice 2."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Bomber", "id": "bomber"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(BOMBER))
        game.apply({"do": "activate", "player": "Alice", "permanent": "bomber",
                    "targets": ["Bob"]})
        pass_all(game)

        assert in_graveyard(game, "Alice") == ["Test Bomber"]
        assert life(game, "Bob") == 18
        gained = one(game, "life_changed", player="Alice")
        assert (gained.amount, gained.rule) == (2, "702.15b")

    def test_a_saved_ability_keeps_its_sacrificed_source_as_it_last_existed(self) -> None:
        """113.7a: saved with the Bomber's ability on the stack, the file carries its source as
        it last existed (``lki``); the loaded game's damage still gains Alice 2 (702.15c)."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Bomber", "id": "bomber"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(BOMBER))
        game.apply({"do": "activate", "player": "Alice", "permanent": "bomber",
                    "targets": ["Bob"]})

        saved = game.to_board()
        assert saved["stack"][0]["lki"]["id"] == "bomber"
        loaded = Game(saved, cards=game.cards)
        pass_all(loaded)
        assert (life(loaded, "Alice"), life(loaded, "Bob")) == (22, 18)

    def test_a_deathtouch_lifelink_source_from_the_experimenter(self) -> None:
        """The experimenter's deal_damage with Vampire Nighthawk as the source: deathtouch
        (702.2b) destroys Hill Giant with 1 damage, and lifelink gains Alice 1."""
        game = Game(board(player("Alice", battlefield=[{"card": "Vampire Nighthawk",
                                                        "id": "hawk"}], library=library(5)),
                          player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                                 library=library(5))))
        game.apply({"do": "deal_damage", "source": "hawk", "target": "giant", "amount": 1})

        assert one(game, "damage_dealt", target="giant").deathtouch
        assert one(game, "zone_changed", target="giant").rule == "704.5h"
        assert one(game, "life_changed", player="Alice").amount == 1


# -- menace (702.111) -----------------------------------------------------------------------------
class TestMenace:
    def attacked_by_the_brute(self, bob: list[Any] | None = None) -> Game:
        game = Game(board(player("Alice", battlefield=[{"card": "Test Brute", "id": "brute"}],
                                 library=library(5)),
                          player("Bob", battlefield=bob if bob is not None else [
                              {"card": "Grizzly Bears", "id": "b1"},
                              {"card": "Grizzly Bears", "id": "b2"}], library=library(5))),
                    cards=compiled(BRUTE))
        to_attackers(game)
        attack(game, {"brute": "Bob"})
        return game

    def test_one_blocker_is_refused(self) -> None:
        """702.111b: "A creature with menace can't be blocked except by two or more creatures."
        Bob's block with one Bears is refused naming the Brute and the rule; the game is as it
        was, still waiting for Bob's blockers."""
        game = self.attacked_by_the_brute()
        to_blockers(game)
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            block(game, {"b1": "brute"})

        assert refused.value.rule == "702.111b"
        assert "brute" in str(refused.value) and "menace" in str(refused.value)
        assert snapshot(game) == before
        assert game.pending is not None
        assert (game.pending.kind, game.pending.player) == ("blockers", "Bob")

    def test_two_blockers_are_accepted(self) -> None:
        """Two Bears block the 3/3 Brute: both block declarations happen, Alice divides the
        Brute's damage (510.1c), and the Brute dies to their 4."""
        game = self.attacked_by_the_brute()
        to_blockers(game)
        block(game, {"b1": "brute", "b2": "brute"})

        assert [e.permanent for e in events(game, "block_declared")] == ["b1", "b2"]
        until(game, "end_of_combat")
        assert game.pending is not None and game.pending.kind == "distribution"
        game.apply({"do": "choose", "player": "Alice", "distribution": {"b1": 2, "b2": 1}})
        until(game, "end_of_combat")
        assert in_graveyard(game, "Alice") == ["Test Brute"]
        assert in_graveyard(game, "Bob") == ["Grizzly Bears"]

    def test_legal_actions_never_list_a_lone_blocker_on_it(self) -> None:
        """Every block legal_actions lists puts none or at least two creatures on the Brute,
        and each is accepted."""
        game = self.attacked_by_the_brute(bob=[{"card": "Grizzly Bears", "id": f"b{k}"}
                                               for k in (1, 2, 3)])
        to_blockers(game)
        blocks = game.legal_actions()

        assert all(isinstance(b, Block) for b in blocks)
        counts = sorted({sum(1 for a in b.blockers.values() if a == "brute")  # type: ignore
                         for b in blocks})
        assert counts == [0, 2, 3]
        for b in blocks:
            game.apply(b)
            game.undo()

    def test_with_one_creature_there_is_no_block_to_declare(self) -> None:
        """Bob's only creature can't block the Brute alone, so no blockers decision comes; a
        block given with priority is refused with 702.111b, and nothing changes."""
        game = self.attacked_by_the_brute(bob=[{"card": "Grizzly Bears", "id": "b1"}])
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            block(game, {"b1": "brute"})

        assert refused.value.rule == "702.111b"
        assert snapshot(game) == before
        until(game, "end_of_combat")
        assert events(game, "block_declared") == []
        assert life(game, "Bob") == 17

    def test_a_menace_creature_and_another_attacker(self) -> None:
        """Menace restricts only the creature that has it: one Bears may block the other
        attacker alone, but not the Brute."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Brute", "id": "brute"},
                                                       {"card": "Hill Giant", "id": "giant"}],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                     {"card": "Grizzly Bears", "id": "b2"}],
                                 library=library(5))), cards=compiled(BRUTE))
        to_attackers(game)
        attack(game, {"brute": "Bob", "giant": "Bob"})
        to_blockers(game)

        with pytest.raises(IllegalAction, match=r"702\.111b"):
            block(game, {"b1": "brute", "b2": "giant"})
        block(game, {"b1": "giant"})
        assert one(game, "block_declared").target == "giant"


# -- defender (702.3) -----------------------------------------------------------------------------
class TestDefender:
    def test_a_creature_with_defender_cant_attack(self) -> None:
        """702.3b: "A creature with defender can't attack." The Wall isn't among the attackers
        offered; an attack naming it is refused with the rule, and the game is unchanged."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Wall", "id": "wall"},
                                                       {"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(WALL))
        to_attackers(game)
        assert game.pending is not None
        assert game.pending.options == ("bears -> Bob",)
        assert all("wall" not in a.attackers for a in game.legal_actions()  # type: ignore
                   if isinstance(a, Attack))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            attack(game, {"wall": "Bob"})

        assert refused.value.rule == "702.3b"
        assert str(refused.value).startswith("wall (Test Wall) can't attack: it has defender")
        assert snapshot(game) == before

    def test_a_lone_defender_named_from_the_main_phase(self) -> None:
        """With the Wall as her only creature Alice gets no attackers decision; the attack given
        with priority is refused naming the Wall and 702.3b."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Wall", "id": "wall"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(WALL))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            attack(game, {"wall": "Bob"})

        assert refused.value.rule == "702.3b"
        assert snapshot(game) == before

    def test_a_creature_with_defender_can_block(self) -> None:
        """Defender says nothing about blocking: the Wall (0/4) blocks Bob's Hill Giant."""
        game = Game(board(player("Alice", library=library(5)),
                          player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                                 library=library(5)),
                          active="Bob"), cards=compiled(WALL))
        game.apply({"do": "put", "player": "Alice", "card": "Test Wall", "zone": "battlefield"})
        to_attackers(game)
        attack(game, {"giant": "Alice"}, who="Bob")
        to_blockers(game)
        block(game, {"test-wall-1": "giant"}, who="Alice")
        until(game, "end_of_combat")

        assert one(game, "block_declared").permanent == "test-wall-1"
        assert game.find_permanent("test-wall-1").damage == 3
        assert life(game, "Alice") == 20


# -- indestructible (702.12) ----------------------------------------------------------------------
class TestIndestructible:
    def test_lethal_damage_doesnt_destroy_it(self) -> None:
        """702.12b: "Such permanents aren't destroyed by lethal damage, and they ignore the
        state-based action that checks for lethal damage." The Guardian (2/2) blocks Hill Giant
        and keeps its 3 damage; the log says it wasn't destroyed, caused by that damage."""
        game = fight([{"card": "Hill Giant", "id": "giant"}],
                     [{"card": "Test Guardian", "id": "guardian"}],
                     {"giant": "Bob"}, {"guardian": "giant"}, cards=compiled(GUARDIAN))

        hit = one(game, "damage_dealt", target="guardian")
        kept = one(game, "effect_skipped")
        assert (kept.rule, kept.target, kept.source, kept.cause) == (
            "702.12b", "guardian", "Hill Giant", hit.seq)
        assert on_battlefield(game, "guardian")
        assert game.find_permanent("guardian").damage == 3
        assert events(game, "zone_changed", target="guardian") == []

    def test_it_keeps_its_damage_until_cleanup(self) -> None:
        """514.2: its damage wears off in the cleanup step, like anyone's."""
        game = fight([{"card": "Hill Giant", "id": "giant"}],
                     [{"card": "Test Guardian", "id": "guardian"}],
                     {"giant": "Bob"}, {"guardian": "giant"}, cards=compiled(GUARDIAN))
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

        assert one(game, "damage_removed", target="guardian").rule == "514.2"
        assert game.find_permanent("guardian").damage == 0

    def test_deathtouch_damage_doesnt_destroy_it(self) -> None:
        """702.12b / 704.5h: Vampire Nighthawk's deathtouch damage doesn't destroy the
        Guardian."""
        game = fight([{"card": "Test Guardian", "id": "guardian"}],
                     [{"card": "Vampire Nighthawk", "id": "hawk"}],
                     {"guardian": "Bob"}, {"hawk": "guardian"}, cards=compiled(GUARDIAN))

        hit = one(game, "damage_dealt", target="guardian")
        assert (hit.amount, hit.deathtouch) == (2, True)
        assert one(game, "effect_skipped", target="guardian").rule == "702.12b"
        assert on_battlefield(game, "guardian")
        assert on_battlefield(game, "hawk")

    def test_a_destroy_effect_does_nothing_to_it(self) -> None:
        """702.12b: "A permanent with indestructible can't be destroyed." "Destroy target
        creature." resolves and does nothing; the log says so, citing 702.12b."""
        game = Game(board(player("Alice", battlefield=["Swamp"], hand=["Test Murder"],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Test Guardian", "id": "guardian"}],
                                 library=library(5))), cards=compiled(GUARDIAN, MURDER))
        game.apply({"do": "cast", "player": "Alice", "card": "Test Murder",
                    "targets": ["guardian"], "pay": ["Swamp"]})
        pass_all(game)

        kept = one(game, "effect_skipped")
        assert (kept.rule, kept.target, kept.source) == ("702.12b", "guardian", "Test Murder")
        assert kept.cause == one(game, "spell_resolved", source="Test Murder").seq
        assert on_battlefield(game, "guardian")
        assert in_graveyard(game, "Alice") == ["Test Murder"]

    def test_a_destroy_effect_still_destroys_what_isnt_indestructible(self) -> None:
        game = Game(board(player("Alice", battlefield=["Swamp"], hand=["Test Murder"],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5))), cards=compiled(MURDER))
        game.apply({"do": "cast", "player": "Alice", "card": "Test Murder",
                    "targets": ["bears"], "pay": ["Swamp"]})
        pass_all(game)

        gone = one(game, "zone_changed", target="bears")
        assert (gone.rule, gone.how) == ("701.8", "destroyed")
        assert events(game, "effect_skipped") == []

    def test_it_dies_with_0_toughness(self) -> None:
        """704.5f isn't destruction: the Guardian given -2/-2 has toughness 0 and goes to the
        graveyard."""
        game = Game(board(player("Alice", battlefield=["Swamp"], hand=["Test Shrink"],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Test Guardian", "id": "guardian"}],
                                 library=library(5))), cards=compiled(GUARDIAN, SHRINK))
        game.apply({"do": "cast", "player": "Alice", "card": "Test Shrink",
                    "targets": ["guardian"], "pay": ["Swamp"]})
        pass_all(game)

        gone = one(game, "zone_changed", target="guardian")
        assert (gone.rule, gone.to_zone) == ("704.5f", "graveyard")
        assert events(game, "effect_skipped") == []

    def test_it_can_be_sacrificed(self) -> None:
        """701.21a: sacrificing isn't destroying."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Martyr", "id": "martyr"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(MARTYR))
        game.apply({"do": "activate", "player": "Alice", "permanent": "martyr"})

        gone = one(game, "zone_changed", target="martyr")
        assert (gone.rule, gone.how) == ("602.2", "sacrificed")  # paying the cost (701.21a)

    def test_the_legend_rule_still_applies(self) -> None:
        """704.5j puts a legendary permanent into the graveyard without destroying it."""
        game = Game(board(player("Alice", battlefield=[{"card": "Test Legend", "id": "first"}],
                                 library=library(5)), player("Bob", library=library(5))),
                    cards=compiled(LEGEND))
        game.apply({"do": "put", "player": "Alice", "card": "Test Legend", "zone": "battlefield"})
        assert game.pending is not None and game.pending.rule == "704.5j"
        game.apply({"do": "choose", "player": "Alice", "option": "first"})

        gone = one(game, "zone_changed", rule="704.5j")
        assert (gone.target, gone.to_zone) == ("test-legend-1", "graveyard")


# -- "can't block" (509.1b) -----------------------------------------------------------------------
class TestCantBlock:
    def test_the_oracle_line_is_read_as_a_restriction(self) -> None:
        pool = compiled(COWARD)
        assert pool.get("Test Coward").cant_block
        reading = pool.compiled["Test Coward"].readings[0]
        assert [(t.group, t.text, t.rule) for t in reading.templates] == [
            ("static", "~ can't block", "509.1b")]

    def test_it_is_refused_as_a_blocker_and_never_offered(self) -> None:
        """509.1b: the declaration of blockers must obey "This creature can't block." The Coward
        isn't offered; a block naming it is refused with 509.1b; the Bears may block."""
        game = Game(board(player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Test Coward", "id": "coward"},
                                                     {"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5))), cards=compiled(COWARD))
        to_attackers(game)
        attack(game, {"giant": "Bob"})
        to_blockers(game)
        assert game.pending is not None and game.pending.options == ("bears -> giant",)
        assert all("coward" not in b.blockers for b in game.legal_actions()  # type: ignore
                   if isinstance(b, Block))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            block(game, {"coward": "giant"})

        assert refused.value.rule == "509.1b"
        assert str(refused.value).startswith("coward can't block")
        assert snapshot(game) == before
        block(game, {"bears": "giant"})

    def test_its_only_creature_cant_block_so_no_blockers_decision_comes(self) -> None:
        game = Game(board(player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Test Coward", "id": "coward"}],
                                 library=library(5))), cards=compiled(COWARD))
        to_attackers(game)
        attack(game, {"giant": "Bob"})

        with pytest.raises(IllegalAction) as refused:
            block(game, {"coward": "giant"})

        assert refused.value.rule == "509.1b"
        until(game, "end_of_combat")
        assert life(game, "Bob") == 17

    def test_it_can_still_attack(self) -> None:
        game = fight([{"card": "Test Coward", "id": "coward"}], [], {"coward": "Bob"},
                     cards=compiled(COWARD))

        assert life(game, "Bob") == 18


# -- flash (702.8) --------------------------------------------------------------------------------
class TestFlash:
    def test_cast_in_an_opponents_turn(self) -> None:
        """702.8a: "You may play this card any time you could cast an instant." In Bob's upkeep,
        with priority, Alice casts the Ambusher; legal_actions offers it."""
        game = Game(board(player("Alice", battlefield=["Forest"], hand=["Test Ambusher"],
                                 library=library(5)),
                          player("Bob", library=library(5)), active="Bob", step="upkeep"),
                    cards=compiled(AMBUSHER))
        game.apply({"do": "pass"})
        assert game.pending is not None and game.pending.player == "Alice"
        offered = [a for a in game.legal_actions() if isinstance(a, Cast)]
        assert [(a.card, a.pay) for a in offered] == [("test-ambusher-1", ("forest-1",))]

        game.apply({"do": "cast", "player": "Alice", "card": "Test Ambusher",
                    "pay": ["Forest"]})
        pass_all(game)

        cast = one(game, "spell_cast", source="Test Ambusher")
        assert (cast.player, cast.active, cast.step) == ("Alice", "Bob", "upkeep")
        assert one(game, "zone_changed", to_zone="battlefield").rule == "608.3a"

    def test_cast_during_combat_then_blocks(self) -> None:
        """An ambush: after Bob declares the Bears as an attacker, Alice casts the Ambusher in
        the declare attackers step and blocks with it."""
        game = Game(board(player("Alice", battlefield=["Forest"], hand=["Test Ambusher"],
                                 library=library(5)),
                          player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5)), active="Bob"),
                    cards=compiled(AMBUSHER))
        to_attackers(game)
        attack(game, {"bears": "Alice"}, who="Bob")
        game.apply({"do": "pass"})
        game.apply({"do": "cast", "player": "Alice", "card": "Test Ambusher",
                    "pay": ["Forest"]})
        pass_all(game)
        to_blockers(game)
        block(game, {"Test Ambusher": "bears"}, who="Alice")
        until(game, "end_of_combat")

        assert one(game, "spell_cast", source="Test Ambusher").step == "declare_attackers"
        assert one(game, "block_declared").source == "Test Ambusher"
        assert in_graveyard(game, "Bob") == ["Grizzly Bears"]
        assert life(game, "Alice") == 20

    def test_without_flash_the_same_creature_waits_for_a_main_phase(self) -> None:
        """117.1a / 307.1: a creature card without flash can't be cast in Bob's turn."""
        game = Game(board(player("Alice", battlefield=["Forest"], hand=["Test Latecomer"],
                                 library=library(5)),
                          player("Bob", library=library(5)), active="Bob", step="upkeep"),
                    cards=compiled(LATECOMER))
        game.apply({"do": "pass"})
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Test Latecomer",
                        "pay": ["Forest"]})

        assert refused.value.rule == "117.1a"
        assert snapshot(game) == before
        assert not any(isinstance(a, Cast) for a in game.legal_actions())
