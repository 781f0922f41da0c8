"""Mana (106), "could produce" (106.7), tapping for mana (106.12), mana abilities (605), the
{T} and {Q} symbols (107.5, 107.6) and summoning sickness (302.6)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, decided, events, kinds, library, one, pass_all, player, snapshot, tap
from mana_helpers import (
    HASTY_ELF,
    activate,
    after,
    cast,
    last_seq,
    pool_of,
    pool_with_hasty_elf,
    two,
    types_of,
    units,
)
from scryfall_helpers import card

from explorer.cards import scryfall_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.mana_views import could_produce

ELDRAZI_ONLY = "colorless_eldrazi"
CREATURES_ONLY = "creature_spells"


class TestUndefinedTypeOfMana:
    """106.5: if an ability would produce one or more mana of an undefined type, it produces no
    mana instead."""

    def test_reflecting_pool_with_only_reflectors_is_tapped_and_adds_nothing(self) -> None:
        """106.5 / 106.7: with only could-produce lands around, Reflecting Pool can define no type
        of mana, so it adds none. It is still a mana ability that was activated: its cost, {T},
        is paid (605.3b), and nothing was "tapped for mana" (106.12a)."""
        game = Game(two(
            alice={"battlefield": [{"card": "Reflecting Pool", "id": "rp1"},
                                   {"card": "Reflecting Pool", "id": "rp2"}, "Exotic Orchard"]},
            bob={"battlefield": ["Exotic Orchard"]}))
        start = last_seq(game)

        tap(game, "Alice", "rp1")

        happened = after(game, start)
        assert kinds(happened) == ["tapped", "ability_activated", "mana_undefined"]
        assert [e.rule for e in happened] == ["107.5", "605.3b", "106.5"]
        undefined = happened[-1]
        assert (undefined.player, undefined.target, undefined.cause) == ("Alice", "rp1",
                                                                          happened[1].seq)
        assert events(game, "mana_added") == [] and events(game, "tapped_for_mana") == []
        assert pool_of(game) == ""
        assert game.find_permanent("rp1").tapped
        assert game.pending is not None and game.pending.player == "Alice"

    def test_exotic_orchard_adds_nothing_when_opponents_have_no_lands(self) -> None:
        """Exotic Orchard ruling: it produces no mana if the opponents control no lands (a Sol
        Ring is not a land)."""
        game = Game(two(alice={"battlefield": ["Exotic Orchard"]},
                        bob={"battlefield": ["Sol Ring"]}))

        tap(game, "Alice", "Exotic Orchard")

        assert one(game, "mana_undefined", source="Exotic Orchard").rule == "106.5"
        assert types_of(game, "Exotic Orchard") == ()
        assert pool_of(game) == ""
        assert game.find_permanent("Exotic Orchard").tapped

    def test_exotic_orchards_facing_each_other_define_nothing(self) -> None:
        """Exotic Orchard ruling: if everyone has only Orchards, none of them makes mana: could
        produce lands don't feed each other without a real source."""
        game = Game(two(alice={"battlefield": ["Exotic Orchard"]},
                        bob={"battlefield": ["Exotic Orchard"]}))

        assert types_of(game, "Exotic Orchard#1") == ()
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Exotic Orchard")
        assert one(game, "mana_undefined").player == "Bob"
        assert pool_of(game, "Bob") == ""

    def test_replacement_effects_dont_make_mana_out_of_nothing(self) -> None:
        """106.5 with 614.7: no mana is produced, so there is no event for Contamination or Mana
        Reflection to replace; the Pool still adds nothing."""
        game = Game(two(alice={"battlefield": ["Reflecting Pool", "Mana Reflection",
                                               "Contamination"]}))

        tap(game, "Alice", "Reflecting Pool")

        assert one(game, "mana_undefined").rule == "106.5"
        assert events(game, "event_proposed") == []
        assert events(game, "replacement_applied") == []
        assert pool_of(game) == ""


class TestCouldProduce:
    """106.7: the types a permanent could produce are those its abilities would produce if they
    resolved now, with replacement effects in any order, ignoring costs."""

    def test_the_exotic_orchard_official_example(self) -> None:
        """Exotic Orchard ruling: an opponent has an Exotic Orchard and a Reflecting Pool, and you
        have a Forest and an Exotic Orchard: each of them could produce {G}."""
        game = Game(two(
            alice={"battlefield": [{"card": "Forest", "id": "forest"},
                                   {"card": "Exotic Orchard", "id": "my-orchard"}]},
            bob={"battlefield": [{"card": "Exotic Orchard", "id": "his-orchard"},
                                 {"card": "Reflecting Pool", "id": "his-pool"}]}))

        for handle in ("forest", "my-orchard", "his-orchard", "his-pool"):
            assert types_of(game, handle) == ("G",), handle

        game.apply({"do": "pass", "player": "Alice"})
        activate(game, "Bob", "his-pool")
        activate(game, "Bob", "his-orchard")
        assert pool_of(game, "Bob") == "GG"  # the only choice each time (106.7)
        assert [decided(e) for e in events(game, "decision_made", player="Bob")] == [
            ("mana", "G", "only choice", "Bob")] * 2

    def test_a_chain_of_reflectors_finds_the_real_source(self) -> None:
        """106.7 through a chain: Bob's Orchard reflects Alice's Island, Bob's Reflecting Pool
        reflects Bob's Orchard (and Wastes), and Alice's Orchard reflects Bob's lands. {C} is a
        type but not a color (106.1b), so no Orchard could produce it, even through the Pool."""
        game = Game(two(
            alice={"battlefield": [{"card": "Island", "id": "island"},
                                   {"card": "Exotic Orchard", "id": "a-orchard"}]},
            bob={"battlefield": [{"card": "Exotic Orchard", "id": "b-orchard"},
                                 {"card": "Reflecting Pool", "id": "b-pool"},
                                 {"card": "Wastes", "id": "wastes"}]}))

        assert types_of(game, "b-orchard") == ("U",)
        assert types_of(game, "b-pool") == ("U", "C")
        assert types_of(game, "a-orchard") == ("U",)
        assert could_produce(game, "b-pool").sources == {"U": ["b-orchard"], "C": ["wastes"]}

    def test_a_basic_land_reflector_looks_only_at_basic_lands(self) -> None:
        """106.7 with "a basic land you control" (Star Compass's words): Alice's Reflecting Pool
        could produce {G} and her Exotic Orchard {U}, but neither is a basic land (205.4c), so
        only her Forest counts; Bob's basic Island is not hers."""
        compass = card("Test Compass", "{T}: Add one mana of any color that a basic land you "
                       "control could produce.", type_line="Artifact", mana_cost="{2}",
                       power=None)
        game = Game(two(
            alice={"battlefield": [{"card": "Test Compass", "id": "compass"}, "Forest",
                                   "Reflecting Pool", "Exotic Orchard"]},
            bob={"battlefield": ["Island"]}), cards=scryfall_pool([compass]))

        assert types_of(game, "exotic-orchard-1") == ("U",)
        assert types_of(game, "compass") == ("G",)
        assert could_produce(game, "compass").sources == {"G": ["forest-1"]}

    @pytest.mark.parametrize(("bob_real_land", "expected"), [(None, ()), ("Island", ("U",))])
    def test_cycles_of_reflectors_terminate_and_never_count_themselves(
            self, bob_real_land: str | None, expected: tuple[str, ...]) -> None:
        """106.7: a board full of Reflecting Pools, Exotic Orchards and Fellwar Stones that all
        look at each other has an answer; without a real source it is "no type" (106.5), with one
        Island anywhere in the web it is {U}. No reflector is ever its own source."""
        reflectors = (["Reflecting Pool"] * 4 + ["Exotic Orchard"] * 3 + ["Fellwar Stone"] * 2)
        bob_side: list[Any] = list(reflectors) + ([bob_real_land] if bob_real_land else [])
        game = Game(two(alice={"battlefield": list(reflectors)}, bob={"battlefield": bob_side}))

        for obj in game.state.battlefield:
            if obj.name == bob_real_land:
                continue
            answer = could_produce(game, obj.handle)
            assert answer.types == expected, obj.handle
            listed = [s for sources in answer.sources.values() for s in sources]
            assert obj.handle not in listed, (obj.handle, listed)

    def test_reflecting_pool_can_make_colorless_but_exotic_orchard_cant(self) -> None:
        """Reflecting Pool: "any *type*" — {C} is a type (106.1b), so Wastes lets it make {C}.
        Exotic Orchard: "any *color*" — {C} is not a color, so Bob's Orchard facing only Wastes
        and a Reflecting Pool has nothing to make (106.5)."""
        game = Game(two(alice={"battlefield": ["Wastes", "Reflecting Pool"]},
                        bob={"battlefield": ["Exotic Orchard"]}))

        assert types_of(game, "Reflecting Pool") == ("C",)
        assert types_of(game, "Exotic Orchard") == ()
        tap(game, "Alice", "Reflecting Pool")
        assert pool_of(game) == "C"

        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Exotic Orchard")
        assert one(game, "mana_undefined", player="Bob").rule == "106.5"

    def test_replacement_effects_count_contamination_makes_it_black(self) -> None:
        """106.7 / Exotic Orchard ruling: replacement effects that would apply to the lands'
        abilities count. With Contamination, the opponent's Forest could produce only {B}, so the
        Orchard offers {B} and not {G}."""
        game = Game(two(alice={"battlefield": ["Exotic Orchard"]},
                        bob={"battlefield": ["Forest", "Contamination"]}))

        assert types_of(game, "Forest") == ("B",)
        assert types_of(game, "Exotic Orchard") == ("B",)
        assert could_produce(game, "Forest").replacements == [
            "{G} -> {B} (replacement effects, any order)"]
        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Exotic Orchard", mana="G")
        assert refused.value.rule == "106.7"

        tap(game, "Alice", "Exotic Orchard")
        assert pool_of(game) == "B"

    def test_costs_are_ignored_a_tapped_forest_still_counts(self) -> None:
        """106.7: ignore whether any costs of the ability could be paid — a tapped Forest could
        still produce {G}, so Reflecting Pool can make {G}."""
        game = Game(two(alice={"battlefield": [{"card": "Forest", "tapped": True},
                                               "Reflecting Pool"]}))

        assert types_of(game, "Forest") == ("G",)
        tap(game, "Alice", "Reflecting Pool")
        assert pool_of(game) == "G"

    def test_a_triggered_abilitys_extra_mana_is_not_what_the_land_could_produce(self) -> None:
        """106.7 counts the abilities *of that permanent*: Utopia Sprawl's extra {R} and Wild
        Growth's extra {G} come from the Auras' triggered abilities, so the enchanted Forest
        could produce only {G}, and an Exotic Orchard can't choose {R}."""
        game = Game(two(
            alice={"battlefield": ["Exotic Orchard"]},
            bob={"battlefield": [{"card": "Forest", "id": "f"},
                                 {"card": "Utopia Sprawl", "attached_to": "f",
                                  "choices": {"color": "R"}},
                                 {"card": "Wild Growth", "attached_to": "f"}]}))

        assert types_of(game, "f") == ("G",)
        assert types_of(game, "Exotic Orchard") == ("G",)
        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Exotic Orchard", mana="R")
        assert refused.value.rule == "106.7"
        assert snapshot(game) == before

    def test_a_land_that_would_produce_no_mana_gives_nothing_to_reflect(self) -> None:
        """106.7: "If that permanent wouldn't produce any mana under these conditions … there's
        no type of mana it could produce": Gaea's Cradle with no creatures (even with
        Contamination around) could produce nothing; with a creature it could produce {G}."""
        game = Game(two(alice={"battlefield": ["Gaea's Cradle", "Reflecting Pool",
                                               "Contamination"]}))
        assert types_of(game, "Gaea's Cradle") == ()
        assert types_of(game, "Reflecting Pool") == ()

        game = Game(two(alice={"battlefield": ["Gaea's Cradle", "Reflecting Pool",
                                               "Llanowar Elves"]}))
        assert types_of(game, "Gaea's Cradle") == ("G",)
        assert types_of(game, "Reflecting Pool") == ("G",)

    def test_reflecting_pool_looks_only_at_lands(self) -> None:
        """Reflecting Pool: "a *land* you control" — a Fellwar Stone (an artifact) that could
        produce {G} gives it nothing."""
        game = Game(two(alice={"battlefield": ["Fellwar Stone", "Reflecting Pool"]},
                        bob={"battlefield": ["Forest"]}))

        assert types_of(game, "Fellwar Stone") == ("G",)
        assert types_of(game, "Reflecting Pool") == ()

    def test_exotic_orchard_looks_at_every_opponent(self) -> None:
        """Exotic Orchard: "a land *an* opponent controls": with two opponents it may choose a
        color from either; the player chooses (106.1)."""
        game = Game(board(player("Alice", battlefield=["Exotic Orchard"]),
                          player("Bob", battlefield=["Forest"]),
                          player("Carol", battlefield=["Island", "Wastes"])))

        assert types_of(game, "Exotic Orchard") == ("U", "G")
        tap(game, "Alice", "Exotic Orchard")
        assert game.pending is not None and game.pending.kind == "mana"
        assert game.pending.options == ("U", "G")
        game.apply({"do": "choose", "player": "Alice", "option": "U"})
        assert pool_of(game) == "U"

    def test_restrictions_on_the_reflected_mana_are_ignored(self) -> None:
        """Exotic Orchard ruling (riders and restrictions are ignored) / 106.6: Eldrazi Temple
        could produce {C}; Reflecting Pool's {C} is its own, with no restriction."""
        game = Game(two(alice={"battlefield": ["Eldrazi Temple", "Reflecting Pool"],
                               "hand": ["Sol Ring"]}))

        tap(game, "Alice", "Reflecting Pool")
        assert units(game) == [("C", "Reflecting Pool", None)]
        cast(game, "Alice", "Sol Ring")
        assert one(game, "spell_cast").source == "Sol Ring"


class TestRestrictedMana:
    """106.6: restrictions, riders and "when spent" triggers don't change the mana's type;
    106.6a: if a replacement increases the amount, the restriction covers all of it."""

    def temple(self, hand: list[str], **alice: Any) -> Game:
        game = Game(two(alice={"battlefield": ["Eldrazi Temple", *alice.pop("battlefield", [])],
                               "hand": hand, **alice}))
        activate(game, "Alice", "Eldrazi Temple", 1)
        return game

    @pytest.mark.parametrize(("spell", "pool"), [("Sol Ring", ""), ("Grizzly Bears", "G")])
    def test_temple_mana_cant_pay_for_other_spells(self, spell: str, pool: str) -> None:
        """106.6: Eldrazi Temple's {C}{C} is still colorless mana, but it may be spent only on
        colorless Eldrazi: paying Sol Ring's {1} (or the {1} of Grizzly Bears) with it is
        refused, naming the rule, and nothing changes."""
        game = self.temple([spell], mana_pool=pool)
        assert units(game)[-2:] == [("C", "Eldrazi Temple", ELDRAZI_ONLY)] * 2
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", spell)

        assert refused.value.rule == "106.6"
        assert "Spend this mana only to cast colorless Eldrazi spells" in refused.value.reason
        assert snapshot(game) == before

    def test_temple_mana_pays_for_a_colorless_eldrazi(self) -> None:
        """106.6: Endless One is a colorless Eldrazi spell; the restricted {C}{C} pays X=2."""
        game = self.temple(["Endless One"])

        cast(game, "Alice", "Endless One", x=2)

        spent = one(game, "mana_spent")
        assert (spent.source, spent.mana, spent.amount) == ("Endless One", "C", 2)
        assert units(game) == []

    def test_the_first_ability_adds_unrestricted_colorless(self) -> None:
        """Eldrazi Temple's first ability, "{T}: Add {C}.", has no restriction."""
        game = Game(two(alice={"battlefield": ["Eldrazi Temple"], "hand": ["Sol Ring"]}))
        activate(game, "Alice", "Eldrazi Temple", 0)

        assert units(game) == [("C", "Eldrazi Temple", None)]
        cast(game, "Alice", "Sol Ring")
        assert one(game, "spell_cast").source == "Sol Ring"

    def test_mana_reflection_doubles_restricted_mana_and_all_of_it_stays_restricted(
            self) -> None:
        """106.6a: "If a replacement effect increases the amount of mana produced, any
        restrictions … apply to all of that mana": Mana Reflection turns the Temple's {C}{C}
        into {C}{C}{C}{C}, all four Eldrazi-only."""
        game = self.temple(["Sol Ring", "Endless One"], battlefield=["Mana Reflection"])

        assert one(game, "replacement_applied").source == "Mana Reflection"
        added = one(game, "mana_added")
        assert (added.mana, added.amount, added.restriction, added.rider, added.when_spent) == (
            "C", 4, ELDRAZI_ONLY, None, False)
        assert units(game) == [("C", "Eldrazi Temple", ELDRAZI_ONLY)] * 4
        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Sol Ring")
        assert refused.value.rule == "106.6"
        cast(game, "Alice", "Endless One", x=4)
        assert units(game) == []

    def test_a_triggers_extra_mana_is_not_restricted(self) -> None:
        """106.12a / 106.6: Mana Flare's extra {C} is added by Mana Flare's triggered ability,
        not by the Temple's restricted ability, so it may pay for Sol Ring."""
        game = self.temple(["Sol Ring"], battlefield=["Mana Flare"])

        assert units(game) == [("C", "Eldrazi Temple", ELDRAZI_ONLY)] * 2 + [
            ("C", "Mana Flare", None)]
        cast(game, "Alice", "Sol Ring")
        assert units(game) == [("C", "Eldrazi Temple", ELDRAZI_ONLY)] * 2

    @pytest.mark.parametrize("permanent", ["Pili-Pala", "Hangarback Walker"])
    def test_creature_spell_mana_cant_pay_for_abilities(self, permanent: str) -> None:
        """106.6 / Food Chain: "Spend this mana only to cast creature spells." — not to
        activate a creature's ability (Pili-Pala's {2}, Hangarback Walker's {1})."""
        game = Game(two(alice={"battlefield": [
            "Food Chain", "Grizzly Bears", {"card": "Pili-Pala", "tapped": True},
            {"card": "Hangarback Walker", "counters": {"+1/+1": 1}}]}))
        activate(game, "Alice", "Food Chain", mana="G", exile="Grizzly Bears")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", permanent, mana="G" if permanent == "Pili-Pala" else None)

        assert refused.value.rule == "106.6"
        assert "Spend this mana only to cast creature spells" in refused.value.reason
        assert snapshot(game) == before


class TestTappingForMana:
    """106.12: to tap a permanent for mana is to activate a mana ability with {T} in its cost.
    106.12a: "tapped for mana" triggers; 106.12b: "tapped for mana" replacement effects."""

    def test_mana_reflection_doubles_a_forest_but_not_wild_growths_extra_mana(self) -> None:
        """106.12b: Mana Reflection modifies the production event of the Forest's {T} ability:
        {G}{G}. Wild Growth's {G} is added by a triggered mana ability, not by tapping the
        Forest, so it isn't doubled: {G}{G}{G} in all."""
        game = Game(two(alice={"battlefield": [{"card": "Forest", "id": "f"},
                                               {"card": "Wild Growth", "attached_to": "f"},
                                               "Mana Reflection"]}))
        start = last_seq(game)

        tap(game, "Alice", "f")

        assert kinds(after(game, start)) == [
            "tapped", "ability_activated", "event_proposed", "replacement_applied", "mana_added",
            "tapped_for_mana", "ability_triggered", "ability_resolved", "mana_added"]
        applied = one(game, "replacement_applied")
        assert (applied.source, applied.rule, applied.amount) == ("Mana Reflection", "106.12b", 2)
        assert [(e.source, e.mana, e.amount) for e in events(game, "mana_added")] == [
            ("Forest", "G", 2), ("Wild Growth", "G", 1)]
        assert pool_of(game) == "GGG"

    def test_mana_reflection_doesnt_double_an_untap_symbol_ability(self) -> None:
        """106.12: Pili-Pala's "{2}, {Q}: Add one mana of any color." has no {T} in its cost,
        so Pili-Pala isn't tapped for mana: Mana Reflection doesn't apply and nothing is
        "tapped for mana"."""
        game = Game(two(alice={"battlefield": [{"card": "Pili-Pala", "tapped": True},
                                               "Mana Reflection"], "mana_pool": "CC"}))

        tap(game, "Alice", "Pili-Pala", mana="U")

        assert events(game, "replacement_applied") == []
        assert events(game, "tapped_for_mana") == []
        assert pool_of(game) == "U"
        assert not game.find_permanent("Pili-Pala").tapped

    def test_mana_reflection_doesnt_double_food_chain(self) -> None:
        """106.12: Food Chain's cost exiles a creature; it has no {T}, so it isn't tapped for
        mana and Mana Reflection doesn't apply."""
        game = Game(two(alice={"battlefield": ["Food Chain", "Grizzly Bears",
                                               "Mana Reflection"]}))

        activate(game, "Alice", "Food Chain", mana="G", exile="Grizzly Bears")

        assert events(game, "replacement_applied") == []
        assert pool_of(game) == "GGG"

    def test_an_opponents_mana_reflection_doesnt_double_your_mana(self) -> None:
        """Mana Reflection: "If *you* tap a permanent for mana" — Bob's copy doesn't apply when
        Alice taps her Forest."""
        game = Game(two(alice={"battlefield": ["Forest"]},
                        bob={"battlefield": ["Mana Reflection"]}))

        tap(game, "Alice", "Forest")

        assert events(game, "replacement_applied") == []
        assert pool_of(game) == "G"

    def test_two_mana_reflections_each_apply_once(self) -> None:
        """614.5: each replacement effect applies once to an event: two Mana Reflections turn
        {G} into {G}{G}{G}{G}, and the two interchangeable copies need no choice (616.1)."""
        game = Game(two(alice={"battlefield": ["Forest", "Mana Reflection", "Mana Reflection"]}))

        tap(game, "Alice", "Forest")

        assert [e.amount for e in events(game, "replacement_applied")] == [2, 4]
        assert one(game, "decision_made").chosen_by == "interchangeable"
        assert pool_of(game) == "GGGG"

    @pytest.mark.parametrize(("first", "expected"), [("Contamination", "BB"),
                                                     ("Mana Reflection", "B")])
    def test_contamination_and_mana_reflection_the_player_chooses_the_order(
            self, first: str, expected: str) -> None:
        """616.1: when two replacement effects apply to Alice's mana, Alice (the affected
        player) chooses which applies first, even though Bob controls Contamination.
        Contamination first: {G} → {B} → {B}{B}; Reflection first: {G}{G} → {B}."""
        game = Game(two(alice={"battlefield": ["Forest", "Mana Reflection"]},
                        bob={"battlefield": ["Contamination"]}))

        tap(game, "Alice", "Forest")

        decision = game.pending
        assert decision is not None
        assert (decision.kind, decision.player, decision.rule) == ("replacement", "Alice",
                                                                   "616.1")
        assert len(decision.options) == 2
        assert events(game, "mana_added") == []  # nothing happens until the order is chosen
        game.apply({"do": "choose", "player": "Alice", "option": first})

        made = one(game, "decision_made")
        assert (made.decision, made.chosen_by, made.player) == ("replacement", "player", "Alice")
        assert made.choice in decision.options
        assert events(game, "replacement_applied")[0].source == first
        assert pool_of(game) == expected
        assert one(game, "tapped_for_mana").mana == "B"

    @pytest.mark.parametrize("enchantment", ["Mana Flare", "Heartbeat of Spring"])
    def test_mana_flare_triggers_for_every_players_lands(self, enchantment: str) -> None:
        """Mana Flare / Heartbeat of Spring: "Whenever a player taps a land for mana, that player
        adds one mana of any type that land produced." Bob's enchantment triggers for Alice's
        Forest (Alice gets the {G}) and for Bob's Mountain."""
        game = Game(two(alice={"battlefield": ["Forest"]},
                        bob={"battlefield": ["Mountain", enchantment]}))

        tap(game, "Alice", "Forest")
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")

        triggered = events(game, "ability_triggered", source=enchantment)
        assert [(e.player, e.rule) for e in triggered] == [("Bob", "605.1b")] * 2
        assert [(e.player, e.mana) for e in events(game, "mana_added", source=enchantment)] == [
            ("Alice", "G"), ("Bob", "R")]
        assert pool_of(game, "Alice") == "GG"
        assert pool_of(game, "Bob") == "RR"

    def test_zendikar_resurgent_triggers_only_for_your_lands(self) -> None:
        """Zendikar Resurgent: "Whenever *you* tap a land for mana" — Bob's copy ignores
        Alice's Forest and gives Bob an extra {R} for his Mountain."""
        game = Game(two(alice={"battlefield": ["Forest"]},
                        bob={"battlefield": ["Mountain", "Zendikar Resurgent"]}))

        tap(game, "Alice", "Forest")
        assert events(game, "ability_triggered") == []
        assert pool_of(game, "Alice") == "G"

        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        assert one(game, "ability_triggered").rule == "605.1b"
        assert pool_of(game, "Bob") == "RR"

    def test_mana_flare_ignores_nonland_permanents(self) -> None:
        """Mana Flare: "taps a *land* for mana" — Sol Ring is tapped for mana (106.12a) but is
        not a land."""
        game = Game(two(alice={"battlefield": ["Sol Ring", "Mana Flare"]}))

        tap(game, "Alice", "Sol Ring")

        assert one(game, "tapped_for_mana").source == "Sol Ring"
        assert events(game, "ability_triggered") == []
        assert pool_of(game) == "CC"

    def test_nothing_triggers_when_the_land_produced_no_mana(self) -> None:
        """106.12a: a "tapped for mana" trigger triggers only when the ability resolves and
        produces mana. Reflecting Pool with nothing to reflect produces none (106.5), so
        neither Mana Flare nor a Wild Growth on it triggers."""
        game = Game(two(alice={"battlefield": [{"card": "Reflecting Pool", "id": "rp"},
                                               {"card": "Wild Growth", "attached_to": "rp"},
                                               "Mana Flare"]},
                        bob={"battlefield": ["Heartbeat of Spring"]}))

        tap(game, "Alice", "rp")

        assert one(game, "mana_undefined").rule == "106.5"
        assert events(game, "tapped_for_mana") == []
        assert events(game, "ability_triggered") == []
        assert pool_of(game) == ""

    def test_mana_flare_adds_the_type_the_land_actually_produced(self) -> None:
        """Mana Flare adds "one mana of any type that land *produced*": under Contamination the
        Forest produced {B}, so Mana Flare adds {B} (and its own mana is not replaced: it isn't
        a land being tapped for mana)."""
        game = Game(two(alice={"battlefield": ["Forest", "Mana Flare"]},
                        bob={"battlefield": ["Contamination"]}))

        tap(game, "Alice", "Forest")

        assert [(e.source, e.mana) for e in events(game, "mana_added")] == [
            ("Forest", "B"), ("Mana Flare", "B")]
        assert len(events(game, "replacement_applied")) == 1

    def test_a_triggered_mana_ability_resolves_at_once_without_the_stack(self) -> None:
        """605.1b / 605.4a: Wild Growth's ability is a triggered mana ability: it doesn't use
        the stack and resolves right after the mana ability that triggered it; Alice keeps
        priority with an empty stack."""
        game = Game(two(alice={"battlefield": [{"card": "Forest", "id": "f"},
                                               {"card": "Wild Growth", "attached_to": "f"}]}))

        tap(game, "Alice", "f")

        tapped = one(game, "tapped_for_mana")
        trig = one(game, "ability_triggered")
        resolved = one(game, "ability_resolved")
        assert (tapped.rule, tapped.mana, tapped.amount) == ("106.12a", "G", 1)
        assert (trig.rule, trig.cause) == ("605.1b", tapped.seq)
        assert (resolved.rule, resolved.cause) == ("605.4a", trig.seq)
        assert events(game, "ability_put_on_stack") == []
        assert game.state.stack == []
        assert game.pending is not None and game.pending.player == "Alice"
        assert pool_of(game) == "GG"

    def test_wild_growth_on_an_opponents_land_gives_the_mana_to_that_lands_controller(
            self) -> None:
        """Wild Growth: "its controller adds an additional {G}" — Alice's Aura on Bob's Forest
        gives Bob the mana."""
        game = Game(two(alice={"battlefield": [{"card": "Wild Growth", "attached_to": "bf"}]},
                        bob={"battlefield": [{"card": "Forest", "id": "bf"}]}))
        game.apply({"do": "pass", "player": "Alice"})

        tap(game, "Bob", "bf")

        assert one(game, "ability_triggered").player == "Alice"
        assert one(game, "mana_added", source="Wild Growth").player == "Bob"
        assert pool_of(game, "Bob") == "GG"
        assert pool_of(game, "Alice") == ""


class TestManaAbilities:
    """605: mana abilities don't use the stack and resolve at once (605.3b); they may be
    activated while paying a cost (601.2g); unused mana empties between steps (500.4)."""

    def test_a_mana_ability_resolves_at_once_even_with_a_spell_on_the_stack(self) -> None:
        """605.3b / 405.6: Bob taps his Mountain in response to Alice's Bolt; the stack still
        holds only the Bolt and the {R} is in Bob's pool at once."""
        game = Game(two(alice={"mana_pool": "R", "hand": ["Lightning Bolt"]},
                        bob={"battlefield": ["Mountain"]}))
        cast(game, "Alice", "Lightning Bolt", targets=["Bob"])
        game.apply({"do": "pass", "player": "Alice"})

        tap(game, "Bob", "Mountain")

        assert [item.source_name for item in game.state.stack] == ["Lightning Bolt"]
        assert pool_of(game, "Bob") == "R"
        assert game.pending is not None and game.pending.player == "Bob"

    def test_a_mana_ability_needs_priority(self) -> None:
        """605.3a / 117.1: without priority (and without paying a cost), Bob can't activate a
        mana ability."""
        game = Game(two(bob={"battlefield": ["Mountain"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Bob", "Mountain")

        assert refused.value.rule == "117.1"
        assert snapshot(game) == before

    def test_mana_abilities_activated_while_casting_follow_601_2(self) -> None:
        """601.2a: the card moves to the stack; 601.2g: mana abilities are activated (they
        resolve at once); 601.2h: the cost is paid; 601.2i: the spell becomes cast."""
        game = Game(two(alice={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}))
        start = last_seq(game)

        cast(game, "Alice", "Lightning Bolt", targets=["Bob"], pay=["Mountain"])

        happened = after(game, start)
        assert kinds(happened) == ["zone_changed", "tapped", "ability_activated", "mana_added",
                                   "tapped_for_mana", "mana_spent", "spell_cast"]
        assert [e.rule for e in happened] == ["601.2a", "107.5", "605.3b", "106.4", "106.12a",
                                              "601.2h", "601.2i"]
        assert pool_of(game) == ""

    def test_a_triggered_mana_abilitys_mana_can_pay_for_the_spell_being_cast(self) -> None:
        """605.4a: Mana Flare's extra mana is added right after the Mountain's ability resolves,
        so together they pay Pyretic Ritual's {1}{R}."""
        game = Game(two(alice={"battlefield": ["Mountain", "Mana Flare"],
                               "hand": ["Pyretic Ritual"]}))

        cast(game, "Alice", "Pyretic Ritual", pay=["Mountain"])

        resolved = one(game, "ability_resolved", source="Mana Flare")
        spent = one(game, "mana_spent")
        assert resolved.rule == "605.4a"
        assert resolved.seq < spent.seq < one(game, "spell_cast").seq
        assert (spent.mana, spent.amount) == ("R", 2)

    def test_a_replacement_choice_while_casting_is_answered_and_the_cast_goes_on(
            self) -> None:
        """601.2g with 616.1: the mana ability activated while paying asks Alice to order
        Contamination and Mana Reflection; after her answer the cast is finished."""
        game = Game(two(alice={"battlefield": ["Swamp", "Mana Reflection", "Contamination"],
                               "hand": ["Sol Ring"]}))

        cast(game, "Alice", "Sol Ring", pay=["Swamp"])
        assert game.pending is not None and game.pending.kind == "replacement"
        game.apply({"do": "choose", "player": "Alice", "option": "Contamination"})

        assert one(game, "spell_cast").source == "Sol Ring"
        assert pool_of(game) == "B"  # {B}{B}: one paid for Sol Ring, one left

    def test_a_failed_payment_undoes_the_mana_abilities_too(self) -> None:
        """601.2h: no partial payments. Grizzly Bears needs {1}{G}; the Forest gives only {G},
        so the cast is refused and the game is exactly as it was (the Forest untapped)."""
        game = Game(two(alice={"battlefield": ["Forest"], "hand": ["Grizzly Bears"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Grizzly Bears", pay=["Forest"])

        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before
        assert not game.find_permanent("Forest").tapped

    def test_mana_empties_at_the_end_of_each_step(self) -> None:
        """500.4 / 106.4: unused mana empties from each player's pool as the step ends —
        restricted mana too."""
        game = Game(two(alice={"battlefield": ["Forest", "Eldrazi Temple"]},
                        bob={"mana_pool": "R"}))
        tap(game, "Alice", "Forest")
        activate(game, "Alice", "Eldrazi Temple", 1)

        game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})

        emptied = events(game, "mana_emptied")
        assert [(e.player, e.mana, e.amount, e.rule, e.step) for e in emptied] == [
            ("Alice", "G", 1, "500.4", "precombat_main"),
            ("Alice", "C", 2, "500.4", "precombat_main"),
            ("Bob", "R", 1, "500.4", "precombat_main")]
        assert pool_of(game, "Alice") == "" and pool_of(game, "Bob") == ""

    def test_mana_made_in_the_upkeep_is_gone_in_the_draw_step(self) -> None:
        """500.4: each step of the beginning phase empties the pool as it ends."""
        game = Game(two(alice={"battlefield": ["Sol Ring"], "library": library(3)},
                        bob={"library": library(3)}, step="upkeep", turn=2))
        tap(game, "Alice", "Sol Ring")

        game.apply({"do": "pass_until", "turn": 2, "step": "draw"})

        assert one(game, "mana_emptied").step == "upkeep"
        assert pool_of(game) == ""

    def test_dark_ritual_is_a_spell_not_a_mana_ability(self) -> None:
        """605.5b: a spell that adds mana is not a mana ability: Dark Ritual is cast (601.2i),
        waits on the stack, and adds {B}{B}{B} only when it resolves (608.2). Nothing was tapped
        for mana, so Mana Reflection and Mana Flare don't apply."""
        game = Game(two(alice={"mana_pool": "B", "hand": ["Dark Ritual"],
                               "battlefield": ["Mana Reflection", "Mana Flare"]}))

        cast(game, "Alice", "Dark Ritual")
        assert one(game, "spell_cast").rule == "601.2i"
        assert events(game, "ability_activated") == []
        assert [item.source_name for item in game.state.stack] == ["Dark Ritual"]
        assert pool_of(game) == ""

        pass_all(game)
        resolved = one(game, "spell_resolved")
        added = one(game, "mana_added")
        assert resolved.rule == "608.2" and added.seq > resolved.seq
        assert (added.source, added.mana, added.amount) == ("Dark Ritual", "B", 3)
        assert events(game, "replacement_applied") == []
        assert events(game, "ability_triggered") == []
        assert pool_of(game) == "BBB"


class TestTapAndUntapSymbols:
    """107.5 {T}, 107.6 {Q}, 302.6 summoning sickness, 702.10 haste."""

    @pytest.mark.parametrize(("entry", "choice", "rule"), [
        ({"card": "Forest", "tapped": True}, None, "107.5"),
        ({"card": "Sol Ring", "tapped": True}, None, "107.5"),
        ({"card": "Pili-Pala"}, "G", "107.6"),
        ({"card": "Llanowar Elves", "sick": True}, None, "302.6"),
        ({"card": "Birds of Paradise", "sick": True}, "G", "302.6"),
        ({"card": "Pili-Pala", "sick": True, "tapped": True}, "G", "302.6"),
        ({"card": "Hangarback Walker", "sick": True, "counters": {"+1/+1": 1}}, None, "302.6"),
    ], ids=["tapped-forest", "tapped-sol-ring", "untapped-pili-pala", "sick-elves",
            "sick-birds", "sick-pili-pala", "sick-hangarback"])
    def test_an_unpayable_tap_or_untap_cost_is_refused(
            self, entry: dict[str, Any], choice: str | None, rule: str) -> None:
        """107.5: a tapped permanent can't pay {T}; 107.6: an untapped one can't pay {Q};
        302.6: a creature's {T} / {Q} abilities need its controller to have controlled it
        continuously since their most recent turn began. Nothing changes."""
        game = Game(two(alice={"battlefield": [{**entry, "id": "it"}], "mana_pool": "CC"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "it", mana=choice)

        assert refused.value.rule == rule
        assert snapshot(game) == before

    @pytest.mark.parametrize("card", ["Sol Ring", "Gaea's Cradle", "Mana Vault",
                                      "Gilded Lotus"])
    def test_noncreature_permanents_are_never_sick(self, card: str) -> None:
        """302.6 applies only to creatures: an artifact or land that just arrived can be tapped
        for mana at once."""
        game = Game(two(alice={"battlefield": [{"card": card, "sick": True}, "Grizzly Bears"]}))

        tap(game, "Alice", card, mana="G" if card == "Gilded Lotus" else None)

        assert game.find_permanent(card).tapped
        assert one(game, "tapped_for_mana").source == card

    def test_haste_lets_a_new_creature_tap_for_mana(self) -> None:
        """702.10c: a creature with haste may use {T} abilities the turn it arrives."""
        game = Game(two(alice={"battlefield": [{"card": HASTY_ELF, "sick": True}]}),
                    cards=pool_with_hasty_elf())

        tap(game, "Alice", HASTY_ELF)

        assert pool_of(game) == "G"

    def test_pili_pala_untaps_to_pay_q_and_then_cant_pay_it_again(self) -> None:
        """107.6: {Q} untaps Pili-Pala as a cost; once untapped it can't pay {Q} again."""
        game = Game(two(alice={"battlefield": [{"card": "Pili-Pala", "tapped": True}],
                               "mana_pool": "CCCC"}))

        tap(game, "Alice", "Pili-Pala", mana="W")
        untapped = one(game, "untapped")
        assert (untapped.rule, untapped.cost) == ("107.6", None)  # 107.6: to pay {Q}
        assert pool_of(game) == "WCC"

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Pili-Pala", mana="W")
        assert refused.value.rule == "107.6"

    def test_a_creature_cast_this_turn_stays_sick_through_the_opponents_turn(self) -> None:
        """302.6: "since their most recent turn began" — Llanowar Elves cast in Alice's turn 1
        still can't tap in Bob's turn 2; in Alice's turn 3 it can."""
        game = Game(two(alice={"hand": ["Llanowar Elves"], "mana_pool": "G",
                               "library": library(3)},
                        bob={"library": library(3)}))
        cast(game, "Alice", "Llanowar Elves")
        pass_all(game)

        with pytest.raises(IllegalAction) as now:
            tap(game, "Alice", "Llanowar Elves")
        assert now.value.rule == "302.6"

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        game.apply({"do": "pass", "player": "Bob"})
        with pytest.raises(IllegalAction) as in_bobs_turn:
            tap(game, "Alice", "Llanowar Elves")
        assert in_bobs_turn.value.rule == "302.6"

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
        tap(game, "Alice", "Llanowar Elves")
        assert pool_of(game) == "G"

    def test_birds_of_paradise_adds_one_mana_of_the_chosen_color_only(self) -> None:
        """Birds of Paradise: "one mana of any color" — {C} is not a color (106.1b), so choosing
        it is refused (106.1); a color is added."""
        game = Game(two(alice={"battlefield": ["Birds of Paradise"]}))

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Birds of Paradise", mana="C")
        assert refused.value.rule == "106.1"

        tap(game, "Alice", "Birds of Paradise", mana="B")
        assert pool_of(game) == "B"


@pytest.mark.parametrize("seed", range(12))
def test_could_produce_equals_the_plain_fixed_point(seed: int) -> None:
    """106.7 on random webs of reflectors among three players: the solver (after its first
    round, only the reflectors whose lands' unions changed are solved again) gives what the
    plain least fixed point gives — every permanent asked again each round until nothing
    grows."""
    import random

    from explorer.rules.activated import activated_abilities
    from explorer.rules.could_produce import base_types, could_produce_all, replaced_types

    rng = random.Random(seed)
    names = ["Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Forest", "Island", "Wastes",
             "Sol Ring"]
    sides = [{"name": n, "battlefield": [rng.choice(names) for _ in range(rng.randint(0, 6))]}
             for n in ("Alice", "Bob", "Cat")]
    game = Game({"players": sides})
    solved = could_produce_all(game)

    known = {o.oid: frozenset[str]() for o in game.state.battlefield}
    grew = True
    while grew:
        grew = False
        for obj in game.state.battlefield:
            types: set[str] = set()
            for ability in activated_abilities(game, obj):
                if ability.is_mana_ability:
                    for t in base_types(game, obj, ability, known):
                        types |= replaced_types(game, obj, ability, t)
            if types != known[obj.oid]:
                known[obj.oid], grew = frozenset(types), True
    assert solved == known
