"""Real mana sources never declared by hand — lands of every common cycle, Signets, Talismans,
mana creatures, rituals — each played from its compiled Oracle text, as a ruling reads.

Cards are the package's card data (Scryfall's field names).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot, tap
from mana_helpers import activate, cast, pool_of, two, types_of

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.events import ZoneEvent
from explorer.game import Game

POOL = default_pool()
TAPPED = "enters tapped (614.1d)"


def compiled(*names: str) -> None:
    for name in names:
        assert POOL.get(name).compiled, name


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


def play(game: Game, who: str, land: str) -> None:
    game.apply({"do": "play_land", "player": who, "card": land})


def entered(game: Game, name: str) -> ZoneEvent:
    e = one(game, "zone_changed", source=name, to_zone="battlefield")
    assert isinstance(e, ZoneEvent)
    return e


# -- painlands and Talismans: "deals 1 damage to you" (120.3) -------------------------------------
class TestPainSources:
    @pytest.mark.parametrize("name", ["Brushland", "Talisman of Creativity"])
    def test_the_colorless_ability_is_free(self, name: str) -> None:
        """"{T}: Add {C}." costs nothing more."""
        compiled(name)
        game = Game(two(alice={"battlefield": [name]}))

        tap(game, "Alice", name)

        assert pool_of(game) == "C"
        assert events(game, "damage_dealt") == []

    def test_brushlands_colored_mana_deals_one_damage_to_its_controller(self) -> None:
        """Brushland: "{T}: Add {G} or {W}. Brushland deals 1 damage to you." — one mana
        ability: the mana, then the damage (120.3a: life lost)."""
        game = Game(two(alice={"battlefield": ["Brushland"]}))

        activate(game, "Alice", "Brushland", 1, mana="W")

        assert pool_of(game) == "W"
        dealt = one(game, "damage_dealt")
        assert (dealt.source, dealt.target, dealt.amount) == ("Brushland", "Alice", 1)
        assert game.state.player("Alice").life == 19

    def test_a_talisman_is_a_painland_on_an_artifact(self) -> None:
        game = Game(two(alice={"battlefield": ["Talisman of Creativity"]}))

        activate(game, "Alice", "Talisman of Creativity", 1, mana="U")

        assert pool_of(game) == "U"
        assert game.state.player("Alice").life == 19


class TestSignetsAndRocks:
    def test_golgari_signet_turns_one_mana_into_two(self) -> None:
        """Golgari Signet: "{1}, {T}: Add {B}{G}." — a mana ability with a mana cost (605.1a):
        {1} is spent from the pool, then {B}{G} is added."""
        compiled("Golgari Signet")
        game = Game(two(alice={"battlefield": ["Golgari Signet"], "mana_pool": "C"}))

        activate(game, "Alice", "Golgari Signet")

        assert one(game, "mana_spent").mana == "C"
        assert pool_of(game) == "BG"

    def test_a_signet_without_mana_to_pay_does_nothing(self) -> None:
        game = Game(two(alice={"battlefield": ["Golgari Signet"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Golgari Signet")

        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before


# -- lands that enter tapped, and the conditions that say when (614.1d, 614.12) -------------------
class TestTappedLands:
    def test_azorius_chancery_enters_tapped_and_returns_a_land(self) -> None:
        """Azorius Chancery: it enters tapped (614.1d); "When this land enters, return a land
        you control to its owner's hand." — chosen as the trigger resolves (608.2d), here the
        Plains."""
        compiled("Azorius Chancery")
        game = Game(two(alice={"battlefield": ["Plains"], "hand": ["Azorius Chancery"]}))

        play(game, "Alice", "Azorius Chancery")
        assert entered(game, "Azorius Chancery").how == TAPPED
        pass_all(game)
        plains = game.find_permanent("Plains").handle
        choose(game, "Alice", plains)

        assert [c.name for c in game.state.player("Alice").hand] == ["Plains"]
        assert game.find_permanent("Azorius Chancery").tapped

    def test_a_bounce_land_alone_returns_itself(self) -> None:
        """With no other land, the Chancery is the only land to return: the choice is made
        for Alice (the only option) and it goes back to her hand."""
        game = Game(two(alice={"hand": ["Boros Garrison"]}))

        play(game, "Alice", "Boros Garrison")
        pass_all(game)

        assert [c.name for c in game.state.player("Alice").hand] == ["Boros Garrison"]

    def test_a_bounce_land_taps_for_two_colors(self) -> None:
        game = Game(two(alice={"battlefield": ["Boros Garrison"]}))

        tap(game, "Alice", "Boros Garrison")

        assert pool_of(game) == "WR"  # W U B R G C order

    def test_blossoming_sands_enters_tapped_and_gains_a_life(self) -> None:
        compiled("Blossoming Sands")
        game = Game(two(alice={"hand": ["Blossoming Sands"]}))

        play(game, "Alice", "Blossoming Sands")
        pass_all(game)

        assert entered(game, "Blossoming Sands").how == TAPPED
        assert game.state.player("Alice").life == 21

    @pytest.mark.parametrize(("others", "tapped"), [(2, False), (3, True)])
    def test_botanical_sanctum_enters_tapped_with_three_other_lands(self, others: int,
                                                                    tapped: bool) -> None:
        """"This land enters tapped unless you control two or fewer other lands." — counted
        as it enters (614.1d)."""
        compiled("Botanical Sanctum")
        game = Game(two(alice={"battlefield": ["Forest"] * others,
                               "hand": ["Botanical Sanctum"]}))

        play(game, "Alice", "Botanical Sanctum")

        assert game.find_permanent("Botanical Sanctum").tapped is tapped

    @pytest.mark.parametrize(("lands", "tapped"), [(["Swamp"], False), (["Mountain"], False),
                                                   (["Forest"], True), ([], True)])
    def test_dragonskull_summit_checks_for_a_swamp_or_a_mountain(self, lands: list[str],
                                                                 tapped: bool) -> None:
        compiled("Dragonskull Summit")
        game = Game(two(alice={"battlefield": lands, "hand": ["Dragonskull Summit"]}))

        play(game, "Alice", "Dragonskull Summit")

        assert game.find_permanent("Dragonskull Summit").tapped is tapped

    def test_hallowed_fountain_untapped_for_two_life(self) -> None:
        """"As this land enters, you may pay 2 life. If you don't, it enters tapped." — the
        choice is made as it enters (614.12)."""
        compiled("Hallowed Fountain")
        game = Game(two(alice={"hand": ["Hallowed Fountain"]}))

        play(game, "Alice", "Hallowed Fountain")
        assert game.pending is not None and game.pending.rule == "614.12"
        choose(game, "Alice", "pay 2 life")

        assert game.state.player("Alice").life == 18
        assert not game.find_permanent("Hallowed Fountain").tapped
        paid = one(game, "life_changed")
        assert (paid.amount, paid.rule) == (-2, "119.4")

    def test_hallowed_fountain_tapped_for_free(self) -> None:
        game = Game(two(alice={"hand": ["Hallowed Fountain"]}))

        play(game, "Alice", "Hallowed Fountain")
        choose(game, "Alice", "it enters tapped")

        assert game.state.player("Alice").life == 20
        assert entered(game, "Hallowed Fountain").how == TAPPED
        assert types_of(game, "Hallowed Fountain") == ("W", "U")

    def test_a_player_with_one_life_cant_pay_and_the_land_enters_tapped(self) -> None:
        game = Game(two(alice={"hand": ["Hallowed Fountain"], "life": 1}))

        play(game, "Alice", "Hallowed Fountain")

        assert game.find_permanent("Hallowed Fountain").tapped
        assert game.state.player("Alice").life == 1

    @pytest.mark.parametrize(("plains", "untapped"), [(3, True), (2, False)])
    def test_idyllic_grange_rewards_entering_untapped(self, plains: int,
                                                       untapped: bool) -> None:
        """Idyllic Grange: "… enters tapped unless you control three or more other Plains.
        When Idyllic Grange enters untapped, put a +1/+1 counter on target creature you
        control." """
        compiled("Idyllic Grange")
        game = Game(two(alice={"battlefield": ["Plains"] * plains + ["Grizzly Bears"],
                               "hand": ["Idyllic Grange"]}))

        play(game, "Alice", "Idyllic Grange")
        pass_all(game)

        counters = game.find_permanent("Grizzly Bears").counters
        assert counters == ({"+1/+1": 1} if untapped else {})

    def test_valgavoths_lair_asks_for_a_color_as_it_enters(self) -> None:
        """"This land enters tapped. As it enters, choose a color." (614.12a), then "{T}: Add
        one mana of the chosen color." """
        compiled("Valgavoth's Lair")
        game = Game(two(alice={"hand": ["Valgavoth's Lair"]}))

        play(game, "Alice", "Valgavoth's Lair")
        assert game.pending is not None and game.pending.rule == "614.12a"
        choose(game, "Alice", "B")

        lair = game.find_permanent("Valgavoth's Lair")
        assert lair.tapped and lair.choices == {"color": "B"}

    def test_valgavoths_lair_adds_the_chosen_color(self) -> None:
        game = Game(two(alice={"battlefield": [{"card": "Valgavoth's Lair",
                                                "choices": {"color": "U"}}]}))

        tap(game, "Alice", "Valgavoth's Lair")

        assert pool_of(game) == "U"


class TestUtilityLands:
    def test_abraded_bluffs_pings_an_opponent_as_it_enters(self) -> None:
        compiled("Abraded Bluffs")
        game = Game(two(alice={"hand": ["Abraded Bluffs"]}))

        play(game, "Alice", "Abraded Bluffs")
        pass_all(game)

        dealt = one(game, "damage_dealt")
        assert (dealt.source, dealt.target, dealt.amount) == ("Abraded Bluffs", "Bob", 1)

    def test_ifnir_deadlands_pays_life_for_black(self) -> None:
        """"{T}, Pay 1 life: Add {B}." — life is paid as a cost (119.4)."""
        compiled("Ifnir Deadlands")
        game = Game(two(alice={"battlefield": ["Ifnir Deadlands"]}))

        activate(game, "Alice", "Ifnir Deadlands", 1)

        assert pool_of(game) == "B"
        assert game.state.player("Alice").life == 19

    def test_ifnir_deadlands_shrinks_only_at_sorcery_speed(self) -> None:
        """Its third ability: "Activate only as a sorcery." (602.5d) — not in combat."""
        game = Game(two(alice={"battlefield": ["Ifnir Deadlands", "Abraded Bluffs"],
                               "mana_pool": "BBCC"},
                        bob={"battlefield": ["Grizzly Bears"]}, step="beginning_of_combat"))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Ifnir Deadlands", 2, sacrifice="Abraded Bluffs",
                     targets=["Grizzly Bears"])

        assert refused.value.rule == "602.5d"
        assert snapshot(game) == before

    def test_ifnir_deadlands_in_a_main_phase_puts_two_counters(self) -> None:
        game = Game(two(alice={"battlefield": ["Ifnir Deadlands", "Abraded Bluffs"],
                               "mana_pool": "BBCC"},
                        bob={"battlefield": ["Hill Giant"]}))

        activate(game, "Alice", "Ifnir Deadlands", 2, sacrifice="Abraded Bluffs",
                 targets=["Hill Giant"])
        pass_all(game)

        assert game.find_permanent("Hill Giant").counters == {"-1/-1": 2}
        assert one(game, "zone_changed", source="Abraded Bluffs").how == "sacrificed"

    def test_lantern_lit_graveyard_stays_tapped_through_the_next_untap_step(self) -> None:
        """"{T}: Add {B} or {R}. Lantern-Lit Graveyard doesn't untap during your next untap
        step." (502.3) — the one after that, it untaps as usual."""
        compiled("Lantern-Lit Graveyard")
        game = Game(board(player("Alice", battlefield=["Lantern-Lit Graveyard"],
                                 library=library(5)),
                          player("Bob", library=library(5))))
        activate(game, "Alice", "Lantern-Lit Graveyard", 1, mana="R")

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep", "auto": True})
        assert game.find_permanent("Lantern-Lit Graveyard").tapped
        game.apply({"do": "pass_until", "turn": 5, "step": "upkeep", "auto": True})
        assert not game.find_permanent("Lantern-Lit Graveyard").tapped

    def test_the_lantern_lits_colorless_mana_keeps_it_untapping(self) -> None:
        game = Game(board(player("Alice", battlefield=["Lantern-Lit Graveyard"],
                                 library=library(5)),
                          player("Bob", library=library(5))))
        tap(game, "Alice", "Lantern-Lit Graveyard")

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep", "auto": True})

        assert not game.find_permanent("Lantern-Lit Graveyard").tapped

    def test_madblind_mountain_shuffles_only_with_two_red_permanents(self) -> None:
        """"{R}, {T}: Shuffle your library. Activate only if you control two or more red
        permanents." (602.5b)"""
        compiled("Madblind Mountain")
        game = Game(two(alice={"battlefield": ["Madblind Mountain", "Raging Goblin"],
                               "mana_pool": "R", "library": library(4)}))
        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Madblind Mountain", 1)
        assert refused.value.rule == "602.5b"

        game = Game(two(alice={"battlefield": ["Madblind Mountain", "Raging Goblin",
                                               "Raging Goblin"],
                               "mana_pool": "R", "library": library(4)}))
        activate(game, "Alice", "Madblind Mountain", 1)
        pass_all(game)

        assert one(game, "library_shuffled").amount == 4

    def test_cabal_coffers_counts_its_controllers_swamps(self) -> None:
        """Cabal Coffers: "{2}, {T}: Add {B} for each Swamp you control." — Bob's Swamp
        doesn't count."""
        compiled("Cabal Coffers")
        game = Game(two(alice={"battlefield": ["Cabal Coffers", "Swamp", "Swamp", "Swamp"],
                               "mana_pool": "CC"},
                        bob={"battlefield": ["Swamp"]}))

        activate(game, "Alice", "Cabal Coffers")

        assert pool_of(game) == "BBB"

    def test_hall_of_heliods_generosity_puts_an_enchantment_back_on_top(self) -> None:
        """"{1}{W}, {T}: Put target enchantment card from your graveyard on top of your
        library." (401.4)"""
        compiled("Hall of Heliod's Generosity")
        game = Game(two(alice={"battlefield": ["Hall of Heliod's Generosity"],
                               "graveyard": ["Mana Flare", "Grizzly Bears"],
                               "library": ["Island"], "mana_pool": "WC"}))

        activate(game, "Alice", "Hall of Heliod's Generosity", 1, targets=["Mana Flare"])
        pass_all(game)

        assert [c.name for c in game.state.player("Alice").library] == ["Mana Flare", "Island"]

    def test_hall_of_oracles_counter_needs_an_instant_or_sorcery_this_turn(self) -> None:
        """"… Activate only as a sorcery and only if you've cast an instant or sorcery spell
        this turn." (602.5b, 602.5d)"""
        compiled("Hall of Oracles")
        game = Game(two(alice={"battlefield": ["Hall of Oracles", "Grizzly Bears"],
                               "hand": ["Lightning Bolt"], "mana_pool": "R"}))
        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Hall of Oracles", 2, targets=["Grizzly Bears"])
        assert refused.value.rule == "602.5b"

        cast(game, "Alice", "Lightning Bolt", targets=["Bob"])
        pass_all(game)
        activate(game, "Alice", "Hall of Oracles", 2, targets=["Grizzly Bears"])
        pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == {"+1/+1": 1}


# -- mana creatures -------------------------------------------------------------------------------
class TestManaCreatures:
    def test_priest_of_titania_counts_every_elf_on_the_battlefield(self) -> None:
        """"{T}: Add {G} for each Elf on the battlefield." — Bob's Elf counts too."""
        compiled("Priest of Titania")
        game = Game(two(alice={"battlefield": [{"card": "Priest of Titania", "sick": False},
                                               "Llanowar Elves"]},
                        bob={"battlefield": ["Llanowar Elves"]}))

        tap(game, "Alice", "Priest of Titania")

        assert pool_of(game) == "GGG"

    def test_naga_vitalist_adds_what_your_lands_could_produce(self) -> None:
        """"{T}: Add one mana of any type that a land you control could produce." (106.7)"""
        compiled("Naga Vitalist")
        game = Game(two(alice={"battlefield": [{"card": "Naga Vitalist", "sick": False},
                                               "Island", "Wastes"]},
                        bob={"battlefield": ["Mountain"]}))

        assert types_of(game, "Naga Vitalist") == ("U", "C")
        with pytest.raises(IllegalAction):
            tap(game, "Alice", "Naga Vitalist", mana="R")
        tap(game, "Alice", "Naga Vitalist", mana="C")
        assert pool_of(game) == "C"

    def test_arbor_elf_untaps_a_forest(self) -> None:
        """Arbor Elf: "{T}: Untap target Forest." — not a mana ability (it has a target,
        605.1a): it uses the stack."""
        compiled("Arbor Elf")
        game = Game(two(alice={"battlefield": [{"card": "Arbor Elf", "sick": False},
                                               {"card": "Forest", "tapped": True}]}))

        activate(game, "Alice", "Arbor Elf", targets=["Forest"])
        assert game.find_permanent("Forest").tapped  # on the stack
        pass_all(game)

        assert not game.find_permanent("Forest").tapped
        assert one(game, "ability_activated", source="Arbor Elf").rule == "602.2"

    def test_kami_of_whispered_hopes_adds_mana_equal_to_its_power(self) -> None:
        """"{T}: Add X mana of any one color, where X is this creature's power." — with two
        +1/+1 counters its power is 3."""
        compiled("Kami of Whispered Hopes")
        game = Game(two(alice={"battlefield": [{"card": "Kami of Whispered Hopes",
                                                "sick": False, "counters": {"+1/+1": 2}}]}))

        tap(game, "Alice", "Kami of Whispered Hopes", mana="G")

        assert pool_of(game) == "GGG"

    def test_kami_puts_one_more_counter_on_a_permanent_you_control(self) -> None:
        """"If one or more +1/+1 counters would be put on a permanent you control, that many
        plus one … instead." (614.1a) — Bond Beetle's one counter becomes two."""
        game = Game(two(alice={"battlefield": ["Kami of Whispered Hopes", "Grizzly Bears"]}))

        game.apply({"do": "put", "player": "Alice", "card": "Bond Beetle",
                    "zone": "battlefield"})
        game.apply({"do": "choose", "player": "Alice", "targets": ["Grizzly Bears"]})
        pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == {"+1/+1": 2}
        assert one(game, "replacement_applied").source == "Kami of Whispered Hopes"


# -- rituals (605.5) -----------------------------------------------------------------------------
class TestRituals:
    def test_seething_song_adds_five_red(self) -> None:
        compiled("Seething Song")
        game = Game(two(alice={"hand": ["Seething Song"], "mana_pool": "RCC"}))

        cast(game, "Alice", "Seething Song")
        pass_all(game)

        assert pool_of(game) == "RRRRR"

    def test_rite_of_flame_counts_the_rites_in_every_graveyard(self) -> None:
        """"Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard." —
        the one resolving is on the stack, not in a graveyard: two others make {R}{R}{R}{R}."""
        compiled("Rite of Flame")
        game = Game(two(alice={"hand": ["Rite of Flame"], "mana_pool": "R",
                               "graveyard": ["Rite of Flame"]},
                        bob={"graveyard": ["Rite of Flame"]}))

        cast(game, "Alice", "Rite of Flame")
        pass_all(game)

        assert pool_of(game) == "RRRR"


# -- abilities that work from the hand (113.6) -----------------------------------------------------
class TestCycling:
    def test_cycling_discards_the_card_and_draws(self) -> None:
        """Cycling {3} (702.29a): "{3}, Discard this card: Draw a card." — activated from the
        hand; the card is discarded as the cost is paid, the draw comes as it resolves."""
        compiled("Ziatora's Proving Ground")
        game = Game(two(alice={"hand": ["Ziatora's Proving Ground"], "mana_pool": "CCC",
                               "library": ["Island"]}))

        activate(game, "Alice", "Ziatora's Proving Ground")
        assert [c.name for c in game.state.player("Alice").graveyard] == [
            "Ziatora's Proving Ground"]
        pass_all(game)

        assert [c.name for c in game.state.player("Alice").hand] == ["Island"]
        assert one(game, "ability_activated").ability == "Cycling {3}"

    def test_cycling_is_offered_with_the_mana_to_pay_for_it(self) -> None:
        game = Game(two(alice={"hand": ["Ziatora's Proving Ground"], "mana_pool": "CCC",
                               "library": ["Island"]}))

        offered = [a for a in game.legal_actions() if type(a).__name__ == "Activate"]
        assert [(a.permanent, a.ability) for a in offered] == [
            (game.state.player("Alice").hand[0].handle, 0)]

    def test_a_land_on_the_battlefield_cant_cycle(self) -> None:
        """Cycling works only from the hand (702.29a): on the battlefield the land has just
        the mana abilities of its three basic land types (305.6)."""
        game = Game(two(alice={"battlefield": ["Ziatora's Proving Ground"],
                               "mana_pool": "CCC"}))

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Ziatora's Proving Ground", 3)
        assert refused.value.rule == "602.1"
        activate(game, "Alice", "Ziatora's Proving Ground", 2)
        assert pool_of(game) == "GCCC"


# -- abilities granted by continuous effects (613.1f) ----------------------------------------------
class TestGrantedAbilities:
    def test_cryptolith_rite_lets_each_creature_tap_for_any_color(self) -> None:
        """Cryptolith Rite: "Creatures you control have "{T}: Add one mana of any color."" —
        a Grizzly Bears gets that mana ability, after its own (none): ability 0."""
        compiled("Cryptolith Rite")
        game = Game(two(alice={"battlefield": ["Cryptolith Rite", "Grizzly Bears"]}))

        activate(game, "Alice", "Grizzly Bears", 0, mana="B")

        assert pool_of(game) == "B"
        assert one(game, "ability_activated").rule == "605.3b"

    def test_a_summoning_sick_creature_cant_use_the_granted_tap_ability(self) -> None:
        """302.6: the {T} in the granted ability can't be paid by a creature that came under
        its controller's control this turn."""
        game = Game(two(alice={"battlefield": ["Cryptolith Rite",
                                               {"card": "Grizzly Bears", "sick": True}]}))

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Grizzly Bears", 0, mana="B")

        assert refused.value.rule == "302.6"

    def test_when_the_rite_leaves_the_ability_is_gone(self) -> None:
        """611.3b: the effect lasts only while its source is on the battlefield."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears"]}))

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Grizzly Bears", 0, mana="B")

        assert refused.value.rule == "602.1"

    def test_unbridled_growth_gives_the_enchanted_land_any_color(self) -> None:
        """Unbridled Growth: "Enchanted land has "{T}: Add one mana of any color."" — after
        the Forest's own {G} ability (305.6), as ability 1."""
        compiled("Unbridled Growth")
        game = Game(two(alice={"battlefield": [
            {"card": "Forest", "id": "f"},
            {"card": "Unbridled Growth", "attached_to": "f"}]}))

        activate(game, "Alice", "f", 1, mana="U")

        assert pool_of(game) == "U"
        assert game.find_permanent("f").tapped
