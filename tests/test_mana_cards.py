"""The issue's mana cards, one ruling at a time: sources, rocks, multipliers, Auras and Food
Chain (the X and counter cards are in test_x_and_counters.py)."""

from __future__ import annotations

import pytest
from helpers import board, decided, events, library, moved, one, pass_all, player, snapshot, tap
from mana_helpers import activate, after, cast, last_seq, pool_of, two, types_of, units

from explorer.errors import IllegalAction
from explorer.game import Game

CREATURES_ONLY = "creature_spells"


class TestSimpleSources:
    def test_llanowar_elves_is_tapped_for_mana_and_mana_reflection_doubles_it(self) -> None:
        """106.12: Llanowar Elves' "{T}: Add {G}." is tapping a permanent for mana, so Mana
        Reflection ("If you tap a permanent for mana") doubles it; Mana Flare only cares about
        lands."""
        game = Game(two(alice={"battlefield": ["Llanowar Elves", "Mana Reflection",
                                               "Mana Flare"]}))

        tap(game, "Alice", "Llanowar Elves")

        assert one(game, "tapped_for_mana").source == "Llanowar Elves"
        assert events(game, "ability_triggered") == []
        assert pool_of(game) == "GG"

    def test_sol_ring_adds_two_colorless(self) -> None:
        """Sol Ring: "{T}: Add {C}{C}." — one mana_added row for the type, two mana."""
        game = Game(two(alice={"battlefield": ["Sol Ring"]}))

        tap(game, "Alice", "Sol Ring")

        added = one(game, "mana_added")
        assert (added.mana, added.amount, added.rule) == ("C", 2, "106.4")
        assert pool_of(game) == "CC"

    def test_gilded_lotus_adds_three_mana_of_one_color(self) -> None:
        """Gilded Lotus: "{T}: Add three mana of any one color." — one choice among the five
        colors, three mana of it; Mana Reflection doubles all of it (106.12b)."""
        game = Game(two(alice={"battlefield": ["Gilded Lotus", "Mana Reflection"]}))

        tap(game, "Alice", "Gilded Lotus")
        assert game.pending is not None and game.pending.kind == "mana"
        assert game.pending.options == ("W", "U", "B", "R", "G")
        game.apply({"do": "choose", "player": "Alice", "option": "U"})

        assert pool_of(game) == "U" * 6

    @pytest.mark.parametrize("choice", ["C", "RG"])
    def test_gilded_lotus_cant_add_colorless_or_two_colors(self, choice: str) -> None:
        """Gilded Lotus adds one *color* (106.1a; {C} is not a color), all three the same."""
        game = Game(two(alice={"battlefield": ["Gilded Lotus"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Gilded Lotus", mana=choice)

        assert refused.value.rule == "106.1"
        assert snapshot(game) == before

    def test_pili_pala_pays_two_and_untaps_for_one_mana_of_any_color(self) -> None:
        """Pili-Pala: "{2}, {Q}: Add one mana of any color." — a mana ability (605.1a) with a
        mana cost: {2} is spent, Pili-Pala untaps, one mana of the chosen color is added."""
        game = Game(two(alice={"battlefield": [{"card": "Pili-Pala", "tapped": True}],
                               "mana_pool": "CC"}))
        start = last_seq(game)

        tap(game, "Alice", "Pili-Pala", mana="R")

        happened = after(game, start)
        assert [(e.event, e.rule) for e in happened] == [
            ("untapped", "107.6"), ("mana_spent", "601.2h"), ("ability_activated", "605.3b"),
            ("mana_added", "106.4")]
        assert pool_of(game) == "R"

    def test_pili_pala_cant_pay_its_own_two_without_mana(self) -> None:
        """602.2 / 601.2h: the {2} must be paid from the pool; with none, nothing happens."""
        game = Game(two(alice={"battlefield": [{"card": "Pili-Pala", "tapped": True}]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Pili-Pala", mana="R")

        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before


class TestGaeasCradle:
    def test_with_no_creatures_it_adds_nothing_and_triggers_nothing(self) -> None:
        """605.2: "{T}: Add {G} for each creature you control." is a mana ability even when it
        would add nothing. With no creatures it is tapped and adds no mana, so it was not
        "tapped for mana" that produced mana (106.12a): no Mana Flare trigger, nothing for Mana
        Reflection to double. Bob's creature doesn't count."""
        game = Game(two(alice={"battlefield": ["Gaea's Cradle", "Mana Reflection"]},
                        bob={"battlefield": ["Mana Flare", "Grizzly Bears"]}))
        start = last_seq(game)

        tap(game, "Alice", "Gaea's Cradle")

        happened = after(game, start)
        assert [(e.event, e.rule) for e in happened] == [("tapped", "107.5"),
                                                         ("ability_activated", "605.3b")]
        assert pool_of(game) == ""
        assert game.find_permanent("Gaea's Cradle").tapped

    def test_it_counts_the_creatures_you_control(self) -> None:
        """Three creatures: {G}{G}{G}; Mana Reflection makes it six."""
        creatures = ["Llanowar Elves", "Grizzly Bears", "Birds of Paradise"]
        game = Game(two(alice={"battlefield": ["Gaea's Cradle", *creatures]}))
        tap(game, "Alice", "Gaea's Cradle")
        assert pool_of(game) == "GGG"

        game = Game(two(alice={"battlefield": ["Gaea's Cradle", "Mana Reflection",
                                               *creatures]}))
        tap(game, "Alice", "Gaea's Cradle")
        assert pool_of(game) == "G" * 6

    def test_contamination_replaces_type_and_amount(self) -> None:
        """Contamination: "it produces {B} instead of any other type and amount" — three
        creatures' worth of {G} becomes a single {B}."""
        game = Game(two(alice={"battlefield": ["Gaea's Cradle", "Contamination",
                                               "Grizzly Bears", "Llanowar Elves",
                                               "Birds of Paradise"]}))

        tap(game, "Alice", "Gaea's Cradle")

        applied = one(game, "replacement_applied")
        assert (applied.source, applied.rule) == ("Contamination", "106.12b")
        assert pool_of(game) == "B"


class TestFellwarStone:
    def test_it_offers_what_an_opponents_land_could_produce(self) -> None:
        """Fellwar Stone: "one mana of any color that a land an opponent controls could
        produce" (106.7) — Bob's Forest and Island."""
        game = Game(two(alice={"battlefield": ["Fellwar Stone"]},
                        bob={"battlefield": ["Forest", "Island"]}))

        assert types_of(game, "Fellwar Stone") == ("U", "G")
        tap(game, "Alice", "Fellwar Stone", mana="U")
        assert pool_of(game) == "U"

    def test_with_no_opposing_lands_it_adds_nothing(self) -> None:
        """106.5: no type can be defined, so it adds no mana; it is still tapped."""
        game = Game(two(alice={"battlefield": ["Fellwar Stone", "Forest"]}))

        tap(game, "Alice", "Fellwar Stone")

        assert one(game, "mana_undefined").rule == "106.5"
        assert game.find_permanent("Fellwar Stone").tapped
        assert pool_of(game) == ""

    def test_under_contamination_it_offers_black_and_its_own_mana_isnt_replaced(
            self) -> None:
        """106.7: Bob's Forest could produce only {B} under Contamination, so Fellwar Stone
        offers {B}; Fellwar Stone is not a land, so Contamination doesn't touch its mana, but
        Mana Reflection (any permanent tapped for mana) doubles it."""
        game = Game(two(alice={"battlefield": ["Fellwar Stone", "Mana Reflection"]},
                        bob={"battlefield": ["Forest", "Contamination"]}))

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Fellwar Stone", mana="G")
        assert refused.value.rule == "106.7"

        tap(game, "Alice", "Fellwar Stone")
        assert [e.source for e in events(game, "replacement_applied")] == ["Mana Reflection"]
        assert pool_of(game) == "BB"


class TestMultipliers:
    @pytest.mark.parametrize("first", ["Nyxbloom Ancient", "Mana Reflection"])
    def test_nyxbloom_ancient_and_mana_reflection_multiply_in_either_order(
            self, first: str) -> None:
        """Nyxbloom Ancient triples, Mana Reflection doubles (106.12b); Alice orders them
        (616.1) and either way one {G} becomes six."""
        game = Game(two(alice={"battlefield": ["Forest", "Mana Reflection",
                                               "Nyxbloom Ancient"]}))

        tap(game, "Alice", "Forest")
        assert game.pending is not None and game.pending.kind == "replacement"
        game.apply({"do": "choose", "player": "Alice", "option": first})

        assert [e.source for e in events(game, "replacement_applied")][0] == first
        assert pool_of(game) == "G" * 6

    def test_contamination_affects_every_players_lands_but_not_their_artifacts(self) -> None:
        """Contamination: "If a *land* is tapped for mana" — Alice's Contamination turns Bob's
        Mountain's {R} into {B}, not his Sol Ring's {C}{C}."""
        game = Game(two(alice={"battlefield": ["Contamination"]},
                        bob={"battlefield": ["Mountain", "Sol Ring"]}))
        game.apply({"do": "pass", "player": "Alice"})

        tap(game, "Bob", "Mountain")
        tap(game, "Bob", "Sol Ring")

        assert one(game, "replacement_applied").player == "Bob"
        assert pool_of(game, "Bob") == "BCC"


class TestAuras:
    def test_utopia_sprawl_adds_the_chosen_color(self) -> None:
        """Utopia Sprawl: "Whenever enchanted Forest is tapped for mana, its controller adds an
        additional one mana of the chosen color." (605.1b, 605.4a)"""
        game = Game(two(alice={"battlefield": [
            {"card": "Forest", "id": "f"},
            {"card": "Utopia Sprawl", "attached_to": "f", "choices": {"color": "R"}}]}))

        tap(game, "Alice", "f")

        assert one(game, "ability_resolved").rule == "605.4a"
        assert units(game) == [("G", "Forest", None), ("R", "Utopia Sprawl", None)]

    def test_utopia_sprawls_extra_mana_isnt_doubled(self) -> None:
        """106.12b: Mana Reflection doubles the Forest's {G}, not the Aura's extra mana."""
        game = Game(two(alice={"battlefield": [
            {"card": "Forest", "id": "f"},
            {"card": "Utopia Sprawl", "attached_to": "f", "choices": {"color": "W"}},
            "Mana Reflection"]}))

        tap(game, "Alice", "f")

        assert pool_of(game) == "WGG"

    def test_utopia_sprawl_chooses_its_color_as_it_enters(self) -> None:
        """614.12a: "As this Aura enters, choose a color" — the choice is made before it enters
        (here asked of Alice as the spell resolves), and the Forest then adds that color."""
        game = Game(two(alice={"battlefield": [{"card": "Forest", "id": "f"}],
                               "hand": ["Utopia Sprawl"], "mana_pool": "G"}))
        cast(game, "Alice", "Utopia Sprawl", targets=["f"])
        pass_all(game)

        assert game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("option", "614.12a")
        assert moved(events(game, "zone_changed", source="Utopia Sprawl")[-1]) == (
            "hand", "stack", None, None)
        game.apply({"do": "choose", "player": "Alice", "option": "U"})
        entered = events(game, "zone_changed", source="Utopia Sprawl")[-1]
        assert moved(entered) == ("stack", "battlefield", "f", None)

        tap(game, "Alice", "f")
        assert pool_of(game) == "UG"

    def test_utopia_sprawl_enchants_only_a_forest(self) -> None:
        """303.4a / 601.2c: "Enchant Forest" — a Mountain is not a legal target."""
        game = Game(two(alice={"battlefield": [{"card": "Mountain", "id": "m"}],
                               "hand": ["Utopia Sprawl"], "mana_pool": "G"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Utopia Sprawl", targets=["m"], choices={"color": "R"})

        assert refused.value.rule == "601.2c"
        assert snapshot(game) == before


class TestFoodChain:
    def board(self) -> Game:
        return Game(two(alice={
            "battlefield": ["Food Chain",
                            {"card": "Hangarback Walker", "id": "hw",
                             "counters": {"+1/+1": 3}},
                            {"card": "Grizzly Bears", "id": "bears", "sick": True}],
            "hand": ["Grizzly Bears", "Sol Ring"]}))

    def test_x_is_one_plus_the_exiled_creatures_mana_value(self) -> None:
        """Food Chain: "Add X mana of any one color, where X is 1 plus the exiled creature's
        mana value." Hangarback Walker's mana value off the stack is 0 ({X} is 0, 107.3g,
        202.3e) whatever its counters, so it gives 1; Grizzly Bears (2) give 3. Exiling is
        the cost (602.2b); the creature being new this turn doesn't matter."""
        game = self.board()

        activate(game, "Alice", "Food Chain", mana="G", exile="hw")
        exiled = one(game, "zone_changed", source="Hangarback Walker")
        assert (exiled.rule, *moved(exiled)) == ("602.2b", "battlefield", "exile", None,
                                                 "to pay a cost")
        assert one(game, "ability_activated").rule == "605.3b"
        assert one(game, "mana_added").amount == 1

        activate(game, "Alice", "Food Chain", mana="B", exile="bears")
        assert [e.amount for e in events(game, "mana_added")] == [1, 3]
        assert units(game) == [("G", "Food Chain", CREATURES_ONLY)] + [
            ("B", "Food Chain", CREATURES_ONLY)] * 3
        assert [c.name for c in game.state.player("Alice").exile] == ["Hangarback Walker",
                                                                      "Grizzly Bears"]

    def test_its_mana_casts_creature_spells_only(self) -> None:
        """106.6: "Spend this mana only to cast creature spells." — Sol Ring is refused,
        Grizzly Bears is cast with it."""
        game = self.board()
        activate(game, "Alice", "Food Chain", mana="G", exile="bears")

        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Sol Ring")
        assert refused.value.rule == "106.6"
        assert snapshot(game) == before

        cast(game, "Alice", "Grizzly Bears")
        assert one(game, "spell_cast").source == "Grizzly Bears"
        assert units(game) == [("G", "Food Chain", CREATURES_ONLY)]

    def test_it_adds_a_color_never_colorless(self) -> None:
        """"any one color": {C} is refused (106.1)."""
        game = self.board()

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Food Chain", mana="C", exile="bears")

        assert refused.value.rule == "106.1"

    def test_without_a_creature_to_exile_it_cant_be_activated(self) -> None:
        """602.2b: the cost "Exile a creature you control" can't be paid with none (Bob's
        creature is not Alice's to exile)."""
        game = Game(two(alice={"battlefield": ["Food Chain"]},
                        bob={"battlefield": ["Grizzly Bears"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Food Chain", mana="G")

        assert refused.value.rule == "602.2b"
        assert snapshot(game) == before


class TestManaVault:
    def turn_two(self, *extra: str) -> Game:
        """Alice's Mana Vault is tapped; Bob's turn 1 ends and Alice's turn 2 begins."""
        game = Game(two(alice={"battlefield": [{"card": "Mana Vault", "tapped": True},
                                               *extra], "library": library(5)},
                        bob={"library": library(5)}, active="Bob", step="end"))
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        return game

    def test_it_adds_three_colorless(self) -> None:
        game = Game(two(alice={"battlefield": ["Mana Vault"]}))
        tap(game, "Alice", "Mana Vault")
        assert pool_of(game) == "CCC"

    def test_it_doesnt_untap_and_deals_1_damage_in_the_draw_step(self) -> None:
        """502.3: "This artifact doesn't untap during your untap step." 603.4: "At the
        beginning of your draw step, if this artifact is tapped, it deals 1 damage to you." —
        Alice doesn't pay in the upkeep, so she takes 1 in the draw step."""
        game = self.turn_two()

        assert events(game, "untapped", source="Mana Vault") == []
        assert game.find_permanent("Mana Vault").tapped
        assert [item.source_name for item in game.state.stack] == ["Mana Vault"]
        pass_all(game)
        game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
        assert decided(one(game, "decision_made", rule="603.5")) == (
            "option", "don't pay", "player", "Alice")

        game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
        trig = events(game, "ability_triggered", source="Mana Vault")[-1]
        assert trig.step == "draw"
        dealt = one(game, "damage_dealt", source="Mana Vault")
        assert (dealt.target, dealt.amount, dealt.step) == ("Alice", 1, "draw")
        assert game.state.player("Alice").life == 19

    def test_paying_four_in_the_upkeep_untaps_it_and_the_draw_trigger_doesnt_happen(
            self) -> None:
        """Mana Vault: "At the beginning of your upkeep, you may pay {4}. If you do, untap this
        artifact." — chosen on resolution (603.5). Untapped at the start of the draw step, its
        intervening "if" is false, so it doesn't trigger at all (603.4)."""
        game = self.turn_two("Sol Ring", "Sol Ring")
        tap(game, "Alice", "Sol Ring#1")
        tap(game, "Alice", "Sol Ring#2")
        pass_all(game)

        assert game.pending is not None and game.pending.kind == "option"
        assert game.pending.options == ("don't pay", "pay {4}")
        game.apply({"do": "choose", "player": "Alice", "option": "pay {4}"})
        untapped = one(game, "untapped", source="Mana Vault")
        assert (untapped.rule, untapped.step) == ("603.5", "upkeep")
        assert one(game, "mana_spent", source="Mana Vault").amount == 4

        game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
        assert [e.step for e in events(game, "ability_triggered", source="Mana Vault")] == [
            "upkeep"]
        assert game.state.player("Alice").life == 20

    def test_mana_abilities_may_be_activated_to_pay_the_four_on_resolution(self) -> None:
        """605.3a / 117.1d: a player may activate mana abilities whenever a rule or effect asks
        for a mana payment, even in the middle of resolving an ability. With two untapped Sol
        Rings and an empty pool, paying {4} is a real option when the trigger resolves."""
        game = self.turn_two("Sol Ring", "Sol Ring")
        pass_all(game)

        assert game.pending is not None and game.pending.kind == "option"
        assert "pay {4}" in game.pending.options
        game.apply({"do": "choose", "player": "Alice", "option": "pay {4}",
                    "targets": ["Sol Ring#1", "Sol Ring#2"]})

        assert len(events(game, "tapped_for_mana", source="Sol Ring")) == 2
        assert one(game, "mana_spent", source="Mana Vault").amount == 4
        assert one(game, "untapped", source="Mana Vault").rule == "603.5"
        assert game.state.stack == []


class TestZendikarResurgent:
    def test_its_creature_spell_trigger_uses_the_stack(self) -> None:
        """Zendikar Resurgent's second ability, "Whenever you cast a creature spell, draw a
        card.", is not a mana ability: it goes on the stack above the spell (603.3) and draws
        when it resolves."""
        game = Game(two(alice={"battlefield": ["Zendikar Resurgent"], "hand": ["Grizzly Bears"],
                               "mana_pool": "GG", "library": library(3)}))

        cast(game, "Alice", "Grizzly Bears")

        assert one(game, "ability_triggered").rule == "603.2"
        assert [item.source_name for item in game.state.stack] == ["Grizzly Bears",
                                                                   "Zendikar Resurgent"]
        pass_all(game)
        assert one(game, "card_drawn").player == "Alice"


class TestContaminationUpkeep:
    """Contamination: "At the beginning of your upkeep, sacrifice this enchantment unless you
    sacrifice a creature." The choice is made as the ability resolves (603.5)."""

    UPKEEP = ("At the beginning of your upkeep, sacrifice this enchantment unless you "
              "sacrifice a creature.")

    def in_upkeep(self, creatures: list[str]) -> Game:
        game = Game(board(
            player("Alice", battlefield=["Contamination", *creatures], library=["Forest"] * 3),
            player("Bob", library=["Forest"] * 3),
            step="untap",
        ))
        game.apply({"do": "pass_until", "turn": 1, "step": "upkeep"})
        triggered = one(game, "ability_triggered", source="Contamination")
        assert (triggered.ability, triggered.rule) == (self.UPKEEP, "603.2")
        pass_all(game)  # it resolves: Alice chooses
        return game

    def test_alice_sacrifices_a_creature_and_keeps_contamination(self) -> None:
        game = self.in_upkeep(["Grizzly Bears"])
        assert game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("option", "603.5")

        game.apply({"do": "choose", "player": "Alice", "option": "grizzly-bears-1"})

        gone = one(game, "zone_changed", source="Grizzly Bears")
        assert (gone.rule, *moved(gone)) == ("701.21a", "battlefield", "graveyard", None,
                                             "sacrificed")
        assert [o.name for o in game.state.permanents("Alice")] == ["Contamination"]

    def test_alice_declines_and_contamination_is_sacrificed(self) -> None:
        game = self.in_upkeep(["Grizzly Bears"])

        game.apply({"do": "choose", "player": "Alice",
                    "option": "don't: sacrifice contamination-1"})

        assert one(game, "zone_changed", source="Contamination").rule == "701.21a"
        assert [o.name for o in game.state.permanents("Alice")] == ["Grizzly Bears"]

    def test_with_no_creature_contamination_goes(self) -> None:
        """With no creature to sacrifice, the only choice is taken automatically."""
        game = self.in_upkeep([])

        assert decided(one(game, "decision_made", rule="603.5")) == (
            "option", "don't: sacrifice contamination-1", "only choice", "Alice")
        assert one(game, "zone_changed", source="Contamination").rule == "701.21a"
        assert game.pending is not None and game.pending.kind == "priority"
