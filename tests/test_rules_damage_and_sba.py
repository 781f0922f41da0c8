"""Damage (120) and state-based actions (704): damage is marked, the SBAs do the destroying."""

from __future__ import annotations

from helpers import (
    board,
    creature_facts,
    events,
    library,
    names,
    one,
    pass_all,
    player,
    pool_with,
    tap,
)

from explorer.abilities import TriggeredAbility, When
from explorer.cards.vocabulary import gain_life
from explorer.events import Event, EventKind
from explorer.game import Game
from explorer.state import Obj


class TestLethalDamage:
    def test_lightning_bolt_kills_a_2_2_through_state_based_actions(self) -> None:
        """120.3e: damage dealt to a creature is marked on it. 120.5: damage doesn't destroy;
        704.5g: a creature with damage marked on it at least equal to its toughness is
        destroyed — by the state-based actions checked before the next priority (CR 120.5's
        own example: Lightning Bolt and a 2/2)."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
        ))
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        pass_all(game)

        dealt = one(game, "damage_dealt", target="bears")
        assert (dealt.source, dealt.amount, dealt.rule) == ("Lightning Bolt", 3, "120.3e")
        destroyed = one(game, "zone_changed", source="Grizzly Bears")
        assert destroyed.rule == "704.5g"
        assert (destroyed.from_zone, destroyed.to_zone) == ("battlefield", "graveyard")
        assert destroyed.seq > dealt.seq
        assert game.state.permanents("Bob") == []
        assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]
        assert names(game.state.player("Alice").graveyard) == ["Lightning Bolt"]

    def test_damage_less_than_toughness_stays_marked(self) -> None:
        """704.5g applies only when marked damage is at least the toughness: a 6/4 Craw Wurm
        dealt 3 by Lightning Bolt survives, and the damage stays marked on it (120.6)."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}]),
        ))
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["wurm"]})
        pass_all(game)

        assert game.find_permanent("wurm").damage == 3
        assert events(game, "zone_changed", source="Craw Wurm") == []

    def test_damage_already_marked_adds_up(self) -> None:
        """120.6: marked damage stays until cleanup; a Hill Giant (3/3) with 1 damage marked dies
        to 2 more (704.5g), dealt here by an experimenter's effect."""
        game = Game(board(
            player("Alice"),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant", "damage": 1}]),
        ))
        game.apply({"do": "deal_damage", "source": "a test effect", "target": "giant",
                    "amount": 2})

        assert one(game, "zone_changed", source="Hill Giant").rule == "704.5g"
        assert names(game.state.player("Bob").graveyard) == ["Hill Giant"]


class TestDamageWearsOff:
    def test_marked_damage_is_removed_in_cleanup(self) -> None:
        """514.2: in the cleanup step, all damage marked on permanents is removed."""
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3),
                   battlefield=[{"card": "Craw Wurm", "id": "wurm", "damage": 3}]),
            step="end",
        ))
        assert game.find_permanent("wurm").damage == 3

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

        assert game.find_permanent("wurm").damage == 0
        removed = one(game, "damage_removed", target="wurm")
        assert removed.rule == "514.2"
        assert removed.step == "cleanup"
        assert removed.turn == 1

    def test_damage_wearing_off_is_not_damage_being_dealt(self) -> None:
        """120.8 / 514.2: removing damage in cleanup deals no damage, so a "whenever this
        creature is dealt damage" ability doesn't trigger then. (Here the trigger is written
        the natural way, on the damage_dealt event naming this creature.)"""

        def dealt_damage(game: Game, event: Event, obj: Obj) -> bool:
            return event.target == obj.handle

        pool = pool_with(triggered={"Test Martyr": (
            creature_facts(1, 5),
            [TriggeredAbility("Whenever this creature is dealt damage, you gain 1 life.",
                              When(EventKind.DAMAGE_DEALT, dealt_damage), gain_life(1))])})
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3),
                   battlefield=[{"card": "Test Martyr", "id": "martyr", "damage": 2}]),
            step="end",
        ), cards=pool)

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

        assert game.find_permanent("martyr").damage == 0
        assert events(game, "damage_dealt", step="cleanup") == []
        assert events(game, "ability_triggered", source="Test Martyr") == []
        assert game.state.player("Bob").life == 20


class TestDeathtouch:
    POOL = {"Test Viper": creature_facts(1, 1, keywords=("Deathtouch",), mana_cost="{B}")}

    def test_one_damage_from_a_deathtouch_source_destroys(self) -> None:
        """702.2b: any nonzero damage from a source with deathtouch is lethal; 704.5h destroys a
        creature dealt damage by a deathtouch source since the last check. A 1/1 deathtouch
        blocker kills a 6/4 attacker (and dies to it by 704.5g)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Craw Wurm", "id": "wurm"}]),
            player("Bob", battlefield=[{"card": "Test Viper", "id": "viper"}]),
        ), cards=pool_with(creatures=self.POOL))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"wurm": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {"viper": "wurm"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

        bite = one(game, "damage_dealt", source="Test Viper", target="wurm")
        assert bite.amount == 1
        assert bite.deathtouch  # 702.2b
        assert one(game, "zone_changed", source="Craw Wurm").rule == "704.5h"
        assert one(game, "zone_changed", source="Test Viper").rule == "704.5g"
        assert game.state.battlefield == []

    def test_deathtouch_damage_to_a_player_is_ordinary_life_loss(self) -> None:
        """702.2b concerns creatures: an unblocked deathtouch 1/1 makes a player lose 1 life
        (120.3a), nothing more."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Test Viper", "id": "viper"}]),
            player("Bob"),
        ), cards=pool_with(creatures=self.POOL))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"viper": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

        assert game.state.player("Bob").life == 19
        assert one(game, "life_changed", player="Bob").rule == "120.3a"
        assert game.outcome() == "in progress"


class TestLegendRule:
    POOL = {"Test Paladin": creature_facts(2, 2, type_line="Legendary Creature — Human Knight",
                                           mana_cost="{W}{W}")}

    def test_the_controller_chooses_which_legend_to_keep(self) -> None:
        """704.5j: if a player controls two or more legendary permanents with the same name, they
        choose one of them and the rest go to their owners' graveyards."""
        game = Game(board(
            player("Alice", mana_pool="WW", hand=[{"card": "Test Paladin", "id": "new"}],
                   battlefield=[{"card": "Test Paladin", "id": "old"}]),
            player("Bob"),
        ), cards=pool_with(creatures=self.POOL))
        game.apply({"do": "cast", "player": "Alice", "card": "Test Paladin"})
        pass_all(game)

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "option", "704.5j")
        assert set(decision.options) == {"old", "new"}

        game.apply({"do": "choose", "player": "Alice", "option": "new"})

        assert [o.handle for o in game.state.permanents("Alice")] == ["new"]
        gone = one(game, "zone_changed", target="old")
        assert gone.rule == "704.5j"
        assert names(game.state.player("Alice").graveyard) == ["Test Paladin"]
        assert one(game, "decision_made", rule="704.5j").player == "Alice"

    def test_two_players_may_each_control_one(self) -> None:
        """704.5j looks at each player separately: Alice's and Bob's copies both stay."""
        game = Game(board(
            player("Alice", battlefield=["Test Paladin"]),
            player("Bob", battlefield=["Test Paladin"]),
        ), cards=pool_with(creatures=self.POOL))

        assert game.pending is not None and game.pending.kind == "priority"
        assert len(game.state.battlefield) == 2
