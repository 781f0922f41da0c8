"""The monarch package, card by card (Part B of rules_and_cards.md): what each card does beyond
the rules tested in test_monarch_rules.py."""

from __future__ import annotations

import pytest
from helpers import board, events, life, moved, one, pass_all, player, snapshot, tap
from monarch_helpers import (
    counters,
    into_alices_upkeep,
    monarch_changes_seen,
    option,
    put,
    throne,
    to_combat_damage,
    two,
)

from explorer.errors import IllegalAction
from explorer.game import Game

BEARS = {"card": "Grizzly Bears", "id": "bears"}


def cast_and_resolve(game: Game, who: str, card: str, **extra: object) -> None:
    """Cast ``card`` (paying from the pool) and let the spell and then its enter trigger
    resolve."""
    game.apply({"do": "cast", "player": who, "card": card, **extra})
    pass_all(game)  # the spell resolves; the permanent enters and its ability triggers
    pass_all(game)  # the enter trigger resolves


@pytest.mark.parametrize(("card", "mana"), [
    ("Protector of the Crown", "WWWWWW"),
    ("Court of Garenbrig", "GGG"),
    ("Custodi Lich", "BBBBB"),
    ("Palace Jailer", "WWWW"),
    ("Queen Marchesa", "RWBW"),
    ("Regal Behemoth", "GGGGGG"),
    ("Skyline Despot", "RRRRRRR"),
    ("Thorn of the Black Rose", "BBBB"),
])
def test_each_crown_card_makes_its_controller_the_monarch_as_it_enters(card: str,
                                                                       mana: str) -> None:
    """"When this creature (enchantment) enters, you become the monarch." — cast from hand for
    its mana cost; as its enter trigger resolves, Alice becomes the monarch (724.3), taking the
    crown from Bob."""
    game = Game(two(alice={"mana_pool": mana, "hand": [card]}, monarch="Bob"))
    game.apply({"do": "cast", "player": "Alice", "card": card})
    pass_all(game)
    assert one(game, "spell_resolved").source == card
    if card == "Palace Jailer":  # two enter triggers: the order is Alice's choice (603.3b)
        game.apply({"do": "default"})
    enter = [e for e in events(game, "ability_put_on_stack", source=card)
             if (e.ability or "").endswith("you become the monarch.")]
    assert len(enter) == 1
    if card == "Palace Jailer":  # its other enter trigger has no legal target (603.3d)
        assert one(game, "ability_removed", source=card).rule == "603.3d"
    pass_all(game)

    assert monarch_changes_seen(game) == [("Bob", "Alice", "724.3", card)]
    assert game.state.monarch == "Alice"


class TestProtectorOfTheCrown:
    def test_noncombat_damage_to_you_is_dealt_to_it_instead(self) -> None:
        """"All damage that would be dealt to you is dealt to this creature instead." (614.9) —
        a Lightning Bolt at Alice too; it stays noncombat damage."""
        game = Game(two(alice={"battlefield": [{"card": "Protector of the Crown", "id": "p1"}]},
                        bob={"mana_pool": "R", "hand": ["Lightning Bolt"]}, monarch="Bob"))
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
        pass_all(game)

        assert one(game, "replacement_applied").rule == "614.9"
        dealt = one(game, "damage_dealt")
        assert (dealt.target, dealt.amount, dealt.combat, dealt.deathtouch) == (
            "p1", 3, False, False)
        assert life(game, "Alice") == 20
        assert game.find_permanent("p1").damage == 3


class TestCourtOfGarenbrig:
    def test_with_no_creature_around_it_targets_nothing_and_still_resolves(self) -> None:
        """"up to two target creatures": no targets is a legal choice (601.2c), and with no
        creature it is the only one — taken automatically; the ability resolves."""
        game = into_alices_upkeep({"battlefield": ["Court of Garenbrig"]}, monarch="Alice")

        assert one(game, "decision_made", rule="601.2d").chosen_by == "only choice"
        assert one(game, "ability_put_on_stack", source="Court of Garenbrig").target is None
        pass_all(game)
        assert one(game, "ability_resolved", source="Court of Garenbrig").rule == "608.2"
        assert events(game, "counters_added") == []


class TestCustodiLich:
    def test_the_target_player_sacrifices_a_creature_of_their_choice(self) -> None:
        """"target player sacrifices a creature of their choice" (701.21a): Alice targets Bob
        as the trigger goes on the stack (603.3d); Bob, not Alice, picks the creature."""
        game = Game(two(alice={"mana_pool": "BBBBB", "hand": ["Custodi Lich"]},
                        bob={"battlefield": [BEARS, {"card": "Hill Giant", "id": "giant"}]}))
        cast_and_resolve(game, "Alice", "Custodi Lich")
        assert game.pending is not None
        assert (game.pending.player, game.pending.kind, game.pending.rule) == ("Alice",
                                                                               "targets",
                                                                               "603.3d")
        assert set(game.pending.options) == {"Alice", "Bob"}
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
        assert one(game, "ability_put_on_stack", target="Bob").source == "Custodi Lich"
        pass_all(game)

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Bob", "option", "701.21a")
        assert set(decision.options) == {"bears", "giant"}
        game.apply({"do": "choose", "player": "Bob", "option": "giant"})

        sacrificed = one(game, "zone_changed", target="giant")
        assert (sacrificed.rule, *moved(sacrificed)) == ("701.21a", "battlefield", "graveyard",
                                                         None, "sacrificed")
        assert game.find_permanent("bears").controller == "Bob"

    def test_it_triggers_when_you_become_the_monarch_by_combat_damage(self) -> None:
        """"Whenever you become the monarch" — however that happens: here the steal trigger
        (724.2) makes Alice the monarch and the Lich triggers."""
        game = Game(two(alice={"battlefield": ["Custodi Lich", BEARS]},
                        bob={"battlefield": [{"card": "Hill Giant", "id": "giant",
                                              "tapped": True}]}, monarch="Bob"))
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        to_combat_damage(game)
        pass_all(game)  # the steal trigger resolves

        changed = one(game, "monarch_changed")
        assert (changed.rule, changed.old_monarch, changed.player) == ("724.2", "Bob", "Alice")
        lich = one(game, "ability_triggered", source="Custodi Lich")
        assert lich.cause == changed.seq

    def test_it_triggers_when_the_crown_passes_to_you_as_the_monarch_leaves(self) -> None:
        """"Whenever you become the monarch" also covers 724.4: Cat (the monarch) leaves during
        Ann's turn, Ann becomes the monarch and her Lich triggers."""
        game = Game(board(player("Ann", battlefield=["Custodi Lich"]),
                          player("Ben", battlefield=[BEARS]), player("Cat"), monarch="Cat"))
        game.apply({"do": "concede", "player": "Cat"})

        changed = one(game, "monarch_changed")
        assert (changed.rule, changed.old_monarch, changed.player) == ("724.4", "Cat", "Ann")
        assert one(game, "ability_triggered", source="Custodi Lich").cause == changed.seq


class TestThroneOfTheHighCity:
    def test_its_first_ability_is_a_mana_ability(self) -> None:
        """"{T}: Add {C}." (605.1a) — it doesn't use the stack (605.3b)."""
        game = Game(two(alice={"battlefield": ["Throne of the High City"]}))
        tap(game, "Alice", "Throne of the High City")

        assert one(game, "ability_activated").rule == "605.3b"
        assert one(game, "mana_added").mana == "C"
        assert game.state.stack == []

    def test_its_monarch_ability_uses_the_stack_and_is_paid_by_sacrificing_it(self) -> None:
        """"{4}, {T}, Sacrifice this land: You become the monarch." — not a mana ability (it
        can't add mana), so it goes on the stack (602.2); the sacrifice is part of the cost
        (701.21a), paid before the ability is activated."""
        game = Game(two(alice={"battlefield": ["Throne of the High City"] + ["Plains"] * 4},
                        monarch="Bob"))
        throne(game, "Alice")

        activated = one(game, "ability_activated", source="Throne of the High City")
        sacrificed = one(game, "zone_changed", source="Throne of the High City")
        assert activated.rule == "602.2"
        assert moved(sacrificed) == ("battlefield", "graveyard", None, "sacrificed")
        assert sacrificed.seq < activated.seq
        assert [i.kind for i in game.state.stack] == ["activated_ability"]
        assert game.state.monarch == "Bob"

        pass_all(game)
        assert monarch_changes_seen(game) == [("Bob", "Alice", "724.3",
                                               "Throne of the High City")]

    def test_it_cant_be_activated_without_four_mana(self) -> None:
        """602.2 / 601.2h: the {4} must be paid; with an empty pool the activation is refused
        and nothing changes (the Throne isn't tapped or sacrificed)."""
        game = Game(two(alice={"battlefield": ["Throne of the High City"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            game.apply({"do": "activate", "player": "Alice",
                        "permanent": "Throne of the High City", "ability": 1})
        assert snapshot(game) == before


class TestPalaceJailer:
    def test_its_two_enter_triggers_go_on_the_stack_in_the_order_its_controller_chooses(
            self) -> None:
        """Jailer ruling / 603.3b: the two enter triggers can be put on the stack in either
        order — an `order` decision for Alice."""
        game = Game(two(bob={"battlefield": [BEARS]}))
        put(game, "Alice", "Palace Jailer")

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "order", "603.3b")
        assert len(decision.options) == 2

        game.apply({"do": "choose", "player": "Alice",
                    "order": [option(game, "exile"), option(game, "you become the monarch")]})
        pass_all(game)  # the exile resolves first, as chosen
        assert game.state.monarch is None
        assert [c.name for c in game.state.player("Bob").exile] == ["Grizzly Bears"]

    def test_it_exiles_only_a_creature_an_opponent_controls(self) -> None:
        """"exile target creature an opponent controls": not Alice's own Bears, and not Bob's
        hexproof Emissary (702.11) — Bob's Hill Giant is the only choice."""
        game = Game(two(alice={"battlefield": [BEARS]},
                        bob={"battlefield": [{"card": "Hill Giant", "id": "giant"},
                                             "Marchesa's Emissary"]}))
        put(game, "Alice", "Palace Jailer")
        game.apply({"do": "default"})

        made = one(game, "decision_made", rule="603.3d")
        assert (made.choice, made.chosen_by) == ("giant", "only choice")

    def test_with_no_creature_to_exile_its_trigger_is_removed(self) -> None:
        """603.3d: no legal target → the exile trigger is removed; the monarch one resolves."""
        game = Game(two())
        put(game, "Alice", "Palace Jailer")
        game.apply({"do": "default"})

        assert one(game, "ability_removed", source="Palace Jailer").rule == "603.3d"
        pass_all(game)
        assert game.state.monarch == "Alice"


class TestQueenMarchesa:
    def test_the_assassin_is_a_1_1_with_deathtouch_and_haste(self) -> None:
        """"create a 1/1 black Assassin creature token with deathtouch and haste": made in
        Alice's upkeep, it attacks that same turn (702.10b), and its 1 damage destroys the
        blocking Bears (702.2b, 704.5h)."""
        game = into_alices_upkeep({"battlefield": ["Queen Marchesa"]},
                                  {"battlefield": [BEARS]}, monarch="Bob")
        pass_all(game)
        created = one(game, "token_created", source="Assassin Token")
        token = created.target or ""
        assert (game.power(token), game.toughness(token)) == (1, 1)
        assert game.find_permanent(token).has_keyword("Deathtouch")

        game.apply({"do": "attack", "player": "Alice", "attackers": {token: "Bob"}})
        game.apply({"do": "block", "player": "Bob", "blockers": {"bears": token}})
        to_combat_damage(game, turn=2)

        assert one(game, "damage_dealt", target="bears").amount == 1
        assert one(game, "zone_changed", target="bears").rule == "704.5h"


class TestRegalBehemoth:
    def tapped(self, monarch: str | None, *extra: str) -> Game:
        game = Game(two(alice={"battlefield": ["Regal Behemoth", "Forest", *extra]},
                        monarch=monarch))
        tap(game, "Alice", "Forest")
        return game

    def test_a_land_tapped_while_you_are_the_monarch_adds_one_more_mana_of_any_color(
            self) -> None:
        """A triggered mana ability (605.1b): it doesn't use the stack and resolves right after
        the Forest's mana ability (605.4a); Alice chooses the color."""
        game = self.tapped("Alice")

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind) == ("Alice", "mana")
        assert set(decision.options) == set("WUBRG")
        game.apply({"do": "choose", "player": "Alice", "option": "R"})

        triggered = one(game, "ability_triggered", source="Regal Behemoth")
        resolved = one(game, "ability_resolved", source="Regal Behemoth")
        assert (triggered.rule, resolved.rule) == ("605.1b", "605.4a")
        assert events(game, "ability_put_on_stack") == []
        assert game.state.stack == []
        assert [(e.source, e.mana) for e in events(game, "mana_added")] == [
            ("Forest", "G"), ("Regal Behemoth", "R")]
        assert game.mana_pool("Alice")["G"] == 1 and game.mana_pool("Alice")["R"] == 1

    @pytest.mark.parametrize("monarch", [None, "Bob"])
    def test_no_extra_mana_unless_you_are_the_monarch(self, monarch: str | None) -> None:
        """"while you're the monarch": otherwise it doesn't trigger at all."""
        game = self.tapped(monarch)

        assert events(game, "ability_triggered") == []
        assert game.mana_pool("Alice")["G"] == 1 and sum(game.mana_pool("Alice").values()) == 1

    def test_only_a_land_tapped_for_mana_triggers_it(self) -> None:
        """"Whenever you tap a land for mana": Llanowar Elves is no land."""
        game = Game(two(alice={"battlefield": ["Regal Behemoth", "Llanowar Elves"]},
                        monarch="Alice"))
        tap(game, "Alice", "Llanowar Elves")

        assert events(game, "ability_triggered") == []
        assert sum(game.mana_pool("Alice").values()) == 1

    def test_an_opponents_land_doesnt_trigger_it(self) -> None:
        """"Whenever *you* tap a land": Bob tapping his Forest gives nobody extra mana."""
        game = Game(two(alice={"battlefield": ["Regal Behemoth"]},
                        bob={"battlefield": ["Forest"]}, monarch="Alice"))
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Forest")

        assert events(game, "ability_triggered") == []
        assert sum(game.mana_pool("Bob").values()) == 1

    def test_mana_reflection_doubles_the_lands_mana_but_not_the_extra_one(self) -> None:
        """Behemoth [D] / 106.12b: Mana Reflection replaces the Forest's production ({G} →
        {G}{G}); the Behemoth's extra mana is its trigger's own production, not mana a
        permanent was tapped for, so it stays one."""
        game = self.tapped("Alice", "Mana Reflection")
        game.apply({"do": "choose", "player": "Alice", "option": "R"})

        assert [e.source for e in events(game, "replacement_applied")] == ["Mana Reflection"]
        assert [(e.source, e.mana, e.amount) for e in events(game, "mana_added")] == [
            ("Forest", "G", 2), ("Regal Behemoth", "R", 1)]

    def test_its_mana_can_pay_for_the_spell_being_cast(self) -> None:
        """605.4a: the extra mana arrives at once, so it helps pay for Grizzly Bears while
        Alice casts it, tapping only one Forest (601.2g)."""
        game = Game(two(alice={"hand": ["Grizzly Bears"],
                               "battlefield": ["Regal Behemoth", "Forest"]}, monarch="Alice"))
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears", "pay": ["Forest"]})
        game.apply({"do": "choose", "player": "Alice", "option": "G"})

        assert one(game, "spell_cast").source == "Grizzly Bears"
        assert sum(game.mana_pool("Alice").values()) == 0


class TestSkylineDespot:
    def test_the_dragon_is_a_5_5_flyer(self) -> None:
        """"create a 5/5 red Dragon creature token with flying"."""
        game = into_alices_upkeep({"battlefield": ["Skyline Despot"]}, monarch="Alice")
        pass_all(game)

        token = one(game, "token_created", source="Dragon Token").target or ""
        assert (game.power(token), game.toughness(token)) == (5, 5)
        assert game.find_permanent(token).has_keyword("Flying")
        assert game.find_permanent(token).controller == "Alice"


class TestThornOfTheBlackRose:
    def test_it_is_a_1_3_deathtouch_that_makes_you_the_monarch(self) -> None:
        """{3}{B} 1/3 deathtouch; "When this creature enters, you become the monarch." — from a
        game with no monarch (724.1)."""
        game = Game(two(alice={"mana_pool": "BBBB", "hand": ["Thorn of the Black Rose"]}))
        cast_and_resolve(game, "Alice", "Thorn of the Black Rose")

        thorn = game.find_permanent("Thorn of the Black Rose")
        assert (game.power(thorn.handle), game.toughness(thorn.handle)) == (1, 3)
        assert thorn.has_keyword("Deathtouch")
        assert monarch_changes_seen(game) == [(None, "Alice", "724.3",
                                               "Thorn of the Black Rose")]


class TestBondBeetle:
    def test_it_puts_a_counter_on_target_creature(self) -> None:
        """{G} 0/1: "When this creature enters, put a +1/+1 counter on target creature." The
        target is chosen as the trigger goes on the stack (603.3d)."""
        game = Game(two(alice={"mana_pool": "G", "hand": ["Bond Beetle"]},
                        bob={"battlefield": [BEARS]}))
        game.apply({"do": "cast", "player": "Alice", "card": "Bond Beetle"})
        pass_all(game)

        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "targets", "603.3d")
        beetle = game.find_permanent("Bond Beetle").handle
        assert set(decision.options) == {"bears", beetle}
        game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
        pass_all(game)

        added = one(game, "counters_added")
        assert (added.source, added.target, added.amount, added.counter) == (
            "Bond Beetle", "bears", 1, "+1/+1")
        assert (game.power("bears"), game.toughness("bears")) == (3, 3)

    def test_alone_it_targets_itself(self) -> None:
        """With no other creature, the Beetle itself is the only legal target."""
        game = Game(two())
        put(game, "Alice", "Bond Beetle")
        pass_all(game)

        beetle = game.find_permanent("Bond Beetle").handle
        assert counters(game, beetle) == 1
        assert (game.power(beetle), game.toughness(beetle)) == (1, 2)


class TestMarchesasEmissary:
    def emissary(self, alice_life: int = 20, bob_life: int = 20, **alice: object) -> Game:
        return Game(two(alice={"life": alice_life, **alice,
                               "battlefield": [{"card": "Marchesa's Emissary", "id": "emissary"}]},
                        bob={"life": bob_life, "mana_pool": "R",
                             "hand": ["Lightning Bolt", "Bond Beetle"]}))

    def test_an_opponents_lightning_bolt_cant_target_it(self) -> None:
        """Hexproof (702.11b): "can't be the target of spells or abilities your opponents
        control" — Bob's Bolt at it is an illegal action and changes nothing."""
        game = self.emissary()
        game.apply({"do": "pass", "player": "Alice"})
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                        "targets": ["emissary"]})
        assert "emissary" in str(refused.value)
        assert snapshot(game) == before

    def test_its_controller_can_target_it(self) -> None:
        """702.11b: only opponents are stopped — Alice's own Bolt may target it."""
        game = self.emissary(mana_pool="R", hand=["Lightning Bolt"])
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["emissary"]})
        pass_all(game)

        assert one(game, "damage_dealt").target == "emissary"

    def test_an_opponents_triggered_ability_cant_target_it(self) -> None:
        """702.11b covers abilities too: Bob's Bond Beetle can only target the Beetle itself."""
        game = self.emissary()
        game.apply({"do": "pass", "player": "Alice"})
        put(game, "Bob", "Bond Beetle")
        pass_all(game)

        beetle = game.find_permanent("Bond Beetle").handle
        assert one(game, "ability_put_on_stack", source="Bond Beetle").target == beetle
        assert game.find_permanent("emissary").counters == {}

    @pytest.mark.parametrize(("alice_life", "bob_life", "triggers"), [
        (20, 20, True),   # tied for most life
        (10, 20, True),   # Bob has the most life
        (20, 10, False),  # Alice has more life than Bob
    ])
    def test_dethrone_when_it_attacks_the_player_with_the_most_life(
            self, alice_life: int, bob_life: int, triggers: bool) -> None:
        """Dethrone (702.105): "Whenever this creature attacks the player with the most life or
        tied for most life, put a +1/+1 counter on it." The counter arrives before blockers are
        declared (ruling)."""
        game = self.emissary(alice_life, bob_life)
        game.apply({"do": "attack", "player": "Alice", "attackers": {"emissary": "Bob"}})
        pass_all(game)

        added = events(game, "counters_added", target="emissary")
        if triggers:
            assert [(e.amount, e.step) for e in added] == [(1, "declare_attackers")]
            assert one(game, "ability_triggered").source == "Marchesa's Emissary"
            assert (game.power("emissary"), game.toughness("emissary")) == (3, 3)
        else:
            assert events(game, "ability_triggered") == []
            assert added == []

    def test_dethrone_counts_every_player_in_a_multiplayer_game(self) -> None:
        """702.105: Bob has 20 life but Cat has 25 — attacking Bob is not attacking the player
        with the most life."""
        game = Game(board(player("Alice", battlefield=[{"card": "Marchesa's Emissary",
                                                        "id": "emissary"}]),
                          player("Bob"), player("Cat", life=25)))
        game.apply({"do": "attack", "player": "Alice", "attackers": {"emissary": "Bob"}})

        assert events(game, "ability_triggered") == []
