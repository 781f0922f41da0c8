"""Real cards that were never declared by hand, played from their compiled Oracle text: each
test reads like the ruling it checks — a board, the actions, the events and state that follow.

The cards are the package's own card data (``data/cards.json``, Scryfall's field names).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot, tap
from mana_helpers import activate, cast, pool_of, two

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.events import LibraryEvent, ZoneEvent
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    """The card is playable and was read from its text, not declared in Python."""
    assert POOL.get(name).compiled, name


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


# -- activation restrictions (602.5) -------------------------------------------------------------
class TestActivationRestrictions:
    def test_tainted_wood_adds_black_or_green_only_while_you_control_a_swamp(self) -> None:
        """Tainted Wood: "{T}: Add {B} or {G}. Activate only if you control a Swamp." — without
        a Swamp the ability can't be activated (602.5b) and the game is as it was; the legal
        actions don't offer it. Its {C} ability always works."""
        compiled("Tainted Wood")
        game = Game(two(alice={"battlefield": ["Tainted Wood"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Tainted Wood", 1, mana="B")

        assert refused.value.rule == "602.5b"
        assert snapshot(game) == before
        offered = [a for a in game.legal_actions() if getattr(a, "permanent", None)]
        assert [a.ability for a in offered] == [0]

    def test_with_a_swamp_tainted_wood_adds_black(self) -> None:
        game = Game(two(alice={"battlefield": ["Tainted Wood", "Swamp"]}))

        activate(game, "Alice", "Tainted Wood", 1, mana="B")

        assert pool_of(game) == "B"


# -- hybrid and Phyrexian mana (107.4e, 107.4f) --------------------------------------------------
class TestHybridAndPhyrexian:
    def test_fire_lit_thicket_pays_its_hybrid_cost_with_red_or_green(self) -> None:
        """Fire-Lit Thicket: "{R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}." — {R/G} is paid with
        either half (107.4e): here with the {G} already in the pool."""
        compiled("Fire-Lit Thicket")
        game = Game(two(alice={"battlefield": ["Fire-Lit Thicket"], "mana_pool": "G"}))

        activate(game, "Alice", "Fire-Lit Thicket", 1, mana="RR")

        spent = one(game, "mana_spent")
        assert (spent.mana, spent.amount) == ("G", 1)
        assert pool_of(game) == "RR"

    def test_the_hybrid_cost_cant_be_paid_with_another_color(self) -> None:
        game = Game(two(alice={"battlefield": ["Fire-Lit Thicket"], "mana_pool": "U"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Fire-Lit Thicket", 1, mana="RR")

        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before

    def test_mutagenic_growth_is_paid_with_green_when_there_is_green(self) -> None:
        """Mutagenic Growth costs {G/P}: "{G} or 2 life" (107.4f). With {G} in the pool the
        explorer pays mana, and no life is lost."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears"], "hand": ["Mutagenic Growth"],
                               "mana_pool": "G"}))

        cast(game, "Alice", "Mutagenic Growth", targets=["Grizzly Bears"])

        assert one(game, "mana_spent").mana == "G"
        assert events(game, "life_changed") == []

    def test_mutagenic_growth_costs_two_life_with_no_mana(self) -> None:
        """With an empty pool the Phyrexian symbol is paid with 2 life (107.4f, 119.4)."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears"], "hand": ["Mutagenic Growth"]}))

        cast(game, "Alice", "Mutagenic Growth", targets=["Grizzly Bears"])
        pass_all(game)

        paid = one(game, "life_changed")
        assert (paid.player, paid.amount, paid.rule) == ("Alice", -2, "119.4")
        assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (4, 4)

    def test_a_player_with_one_life_cant_pay_two(self) -> None:
        """119.4: a player can't pay more life than they have — and there is no mana."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears"], "hand": ["Mutagenic Growth"],
                               "life": 1}))
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Mutagenic Growth", targets=["Grizzly Bears"])

        assert snapshot(game) == before


# -- lands that enter tapped, and look at the library (614.1d, 701.22) ---------------------------
class TestTemple:
    def temple(self) -> Game:
        return Game(two(alice={"hand": ["Temple of Abandon"],
                               "library": ["Mountain", "Forest", "Island"]}))

    def test_temple_of_abandon_enters_tapped(self) -> None:
        """"This land enters tapped." is a replacement effect (614.1d): it is tapped as it
        enters — it doesn't become tapped after, so nothing "taps" it."""
        compiled("Temple of Abandon")
        game = self.temple()

        game.apply({"do": "play_land", "player": "Alice", "card": "Temple of Abandon"})

        entered = one(game, "zone_changed", to_zone="battlefield")
        assert isinstance(entered, ZoneEvent) and entered.how == "enters tapped (614.1d)"
        assert game.find_permanent("Temple of Abandon").tapped
        assert events(game, "tapped") == []

    def test_its_scry_1_can_put_the_top_card_on_the_bottom(self) -> None:
        """"When this land enters, scry 1." (701.22a): Alice looks at the Mountain on top and
        puts it on the bottom."""
        game = self.temple()
        game.apply({"do": "play_land", "player": "Alice", "card": "Temple of Abandon"})
        pass_all(game)  # the trigger resolves
        assert game.pending is not None and game.pending.rule == "701.22a"
        top = game.state.player("Alice").library[0].handle

        choose(game, "Alice", f"{top}: bottom")

        scried = one(game, "scried")
        assert isinstance(scried, LibraryEvent)
        assert (scried.amount, scried.on_top, scried.on_bottom) == (1, 0, 1)
        assert [c.name for c in game.state.player("Alice").library] == [
            "Forest", "Island", "Mountain"]

    def test_keeping_the_card_on_top_leaves_the_library_as_it_was(self) -> None:
        game = self.temple()
        game.apply({"do": "play_land", "player": "Alice", "card": "Temple of Abandon"})
        pass_all(game)
        top = game.state.player("Alice").library[0].handle

        choose(game, "Alice", f"{top}: top")

        assert one(game, "scried").on_top == 1
        assert [c.name for c in game.state.player("Alice").library] == [
            "Mountain", "Forest", "Island"]


class TestCityOfTraitors:
    def test_playing_another_land_sacrifices_city_of_traitors(self) -> None:
        """City of Traitors: "When you play another land, sacrifice City of Traitors." — the
        trigger resolves and it goes to the graveyard (701.21a); playing it doesn't trigger
        its own ability (it wasn't on the battlefield yet)."""
        compiled("City of Traitors")
        game = Game(two(alice={"battlefield": ["City of Traitors"], "hand": ["Swamp"]}))

        game.apply({"do": "play_land", "player": "Alice", "card": "Swamp"})
        pass_all(game)

        gone = one(game, "zone_changed", from_zone="battlefield")
        assert (gone.source, gone.to_zone) == ("City of Traitors", "graveyard")

    def test_city_of_traitors_played_itself_stays(self) -> None:
        game = Game(two(alice={"hand": ["City of Traitors"]}))

        game.apply({"do": "play_land", "player": "Alice", "card": "City of Traitors"})

        assert events(game, "ability_triggered") == []
        tap(game, "Alice", "City of Traitors")
        assert pool_of(game) == "CC"


# -- mana the game defines (106.4) -----------------------------------------------------------------
class TestManaTheGameDefines:
    def test_bloom_tender_adds_one_mana_of_each_color_among_your_permanents(self) -> None:
        """Bloom Tender: "{T}: For each color among permanents you control, add one mana of
        that color." — itself green, a red Raging Goblin: {R}{G}; Bob's blue creature doesn't
        count."""
        compiled("Bloom Tender")
        game = Game(two(alice={"battlefield": [{"card": "Bloom Tender", "sick": False},
                                               "Raging Goblin"]},
                        bob={"battlefield": ["Wind Drake"]}))

        tap(game, "Alice", "Bloom Tender")

        assert pool_of(game) == "RG"
        assert one(game, "tapped_for_mana").mana == "RG"

    def test_calciform_pools_stores_counters_then_adds_x_in_any_combination(self) -> None:
        """Calciform Pools: "{1}, Remove X storage counters from Calciform Pools: Add X mana in
        any combination of {W} and/or {U}." — X is chosen as it is activated (107.3a)."""
        compiled("Calciform Pools")
        game = Game(two(alice={"battlefield": [{"card": "Calciform Pools",
                                                "counters": {"storage": 3}}],
                               "mana_pool": "C"}))

        activate(game, "Alice", "Calciform Pools", 2, x=2, mana="WU")

        removed = one(game, "counters_removed")
        assert (removed.counter, removed.amount) == ("storage", 2)
        assert pool_of(game) == "WU"
        assert game.find_permanent("Calciform Pools").counters == {"storage": 1}

    def test_calciform_pools_cant_remove_more_counters_than_it_has(self) -> None:
        game = Game(two(alice={"battlefield": [{"card": "Calciform Pools",
                                                "counters": {"storage": 1}}],
                               "mana_pool": "C"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Calciform Pools", 2, x=2, mana="WW")

        assert refused.value.rule == "118.3"
        assert snapshot(game) == before

    def test_the_mana_chosen_must_be_x_mana_of_those_types(self) -> None:
        game = Game(two(alice={"battlefield": [{"card": "Calciform Pools",
                                                "counters": {"storage": 2}}],
                               "mana_pool": "C"}))

        with pytest.raises(IllegalAction):
            activate(game, "Alice", "Calciform Pools", 2, x=2, mana="WB")


# -- keywords that stand for an ability (702.83, 702.105) ----------------------------------------
class TestExalted:
    def game(self) -> Game:
        return Game(board(player("Alice", battlefield=["Noble Hierarch", "Grizzly Bears",
                                                       "Raging Goblin"], library=library(3)),
                          player("Bob", library=library(3)), step="beginning_of_combat"))

    def test_noble_hierarch_exalted_pumps_a_creature_that_attacks_alone(self) -> None:
        """Exalted (702.83a): "Whenever a creature you control attacks alone, that creature
        gets +1/+1 until end of turn." Grizzly Bears attacks alone: 3/3 until end of turn."""
        compiled("Noble Hierarch")
        game = self.game()
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"Grizzly Bears": "Bob"}})
        pass_all(game)

        triggered = one(game, "ability_triggered")
        assert (triggered.source, triggered.ability) == ("Noble Hierarch", "Exalted")
        assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (3, 3)

    def test_two_attackers_are_not_alone(self) -> None:
        """702.83b: a creature attacks alone only if it is the only attacker declared."""
        game = self.game()
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"Grizzly Bears": "Bob", "Raging Goblin": "Bob"}})

        assert events(game, "ability_triggered") == []

    def test_explain_says_what_exalted_means(self) -> None:
        text = POOL.explain("Noble Hierarch")

        assert "means Exalted: Whenever a creature you control attacks alone" in text
        assert "702.83a" in text


# -- mana with conditions, riders and doubling (106.6a, 608.2c) ----------------------------------
class TestMoreMana:
    def test_cabal_ritual_adds_three_black(self) -> None:
        """Cabal Ritual: "Add {B}{B}{B}." — with fewer than seven cards in the graveyard its
        threshold paragraph changes nothing."""
        compiled("Cabal Ritual")
        game = Game(two(alice={"hand": ["Cabal Ritual"], "mana_pool": "BC"}))

        cast(game, "Alice", "Cabal Ritual")
        pass_all(game)

        assert pool_of(game) == "BBB"

    def test_with_threshold_cabal_ritual_adds_five_black_instead(self) -> None:
        """"Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your
        graveyard." The condition is checked as it resolves (608.2c): five, not eight."""
        game = Game(two(alice={"hand": ["Cabal Ritual"], "mana_pool": "BC",
                               "graveyard": ["Swamp"] * 7}))

        cast(game, "Alice", "Cabal Ritual")
        pass_all(game)

        assert pool_of(game) == "BBBBB"
        assert [e.amount for e in events(game, "mana_added")] == [5]

    def test_doubling_cube_adds_as_much_again_of_each_type(self) -> None:
        """Doubling Cube: "{3}, {T}: Double the amount of each type of unspent mana you have."
        {3} is paid first (601.2h): of {U}{U}{U}{G}{G}{C} what is left is doubled."""
        compiled("Doubling Cube")
        game = Game(two(alice={"battlefield": ["Doubling Cube"], "mana_pool": "UUUGGC"}))

        activate(game, "Alice", "Doubling Cube")

        assert len(game.state.player("Alice").mana_pool) == 6
        assert one(game, "ability_activated").rule == "605.3b"  # a mana ability

    def test_delighted_halflings_mana_makes_a_legendary_spell_uncounterable(self) -> None:
        """Delighted Halfling: "Spend this mana only to cast a legendary spell, and that spell
        can't be countered." (106.6a) — Queen Marchesa paid with it stays on the stack when
        Bob's Chalice of the Void (four counters) tries to counter it (101.2)."""
        compiled("Delighted Halfling")
        game = Game(board(
            player("Alice", battlefield=[{"card": "Delighted Halfling", "sick": False}],
                   hand=["Queen Marchesa"], mana_pool="RWB", library=library(3)),
            player("Bob", battlefield=[{"card": "Chalice of the Void",
                                        "counters": {"charge": 4}}], library=library(3))))
        activate(game, "Alice", "Delighted Halfling", 1, mana="W")  # its restricted mana

        cast(game, "Alice", "Queen Marchesa")
        pass_all(game)  # Chalice's trigger resolves

        assert one(game, "effect_created", rule="106.6").rider == "That spell can't be countered."
        assert one(game, "effect_skipped", rule="101.2").target == "Queen Marchesa"
        assert events(game, "spell_countered") == []

    def test_delighted_halflings_colored_mana_cant_pay_for_a_nonlegendary_spell(self) -> None:
        game = Game(two(alice={"battlefield": [{"card": "Delighted Halfling", "sick": False},
                                               "Grizzly Bears"],
                               "hand": ["Giant Growth"]}))
        activate(game, "Alice", "Delighted Halfling", 1, mana="G")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Giant Growth", targets=["Grizzly Bears"])

        assert refused.value.rule == "106.6"
        assert snapshot(game) == before

    def test_coalition_relic_cashes_in_its_charge_counters(self) -> None:
        """Coalition Relic: "{T}: Put a charge counter on Coalition Relic." and, at the
        beginning of your first main phase, "remove all charge counters … Add one mana of any
        color for each charge counter removed this way." """
        compiled("Coalition Relic")
        game = Game(board(player("Alice", battlefield=[{"card": "Coalition Relic",
                                                        "counters": {"charge": 2}}],
                                 library=library(3)),
                          player("Bob", library=library(3)), step="draw"))
        game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
        pass_all(game)  # the trigger resolves
        assert game.pending is not None and game.pending.kind == "mana"

        choose(game, "Alice", "RG")

        assert pool_of(game) == "RG"
        assert game.find_permanent("Coalition Relic").counters == {}


# -- the monarch's neighbours ----------------------------------------------------------------------
class TestMonarchCards:
    def test_marchesas_decree_drains_each_attacker_s_controller(self) -> None:
        """Marchesa's Decree: "Whenever a creature attacks you or a planeswalker you control,
        that creature's controller loses 1 life." — two attackers, two triggers."""
        compiled("Marchesa's Decree")
        game = Game(board(player("Alice", battlefield=["Grizzly Bears", "Raging Goblin"],
                                 library=library(3)),
                          player("Bob", battlefield=["Marchesa's Decree"], library=library(3)),
                          step="beginning_of_combat"))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"Grizzly Bears": "Bob", "Raging Goblin": "Bob"}})
        pass_all(game)
        pass_all(game)

        lost = events(game, "life_changed", player="Alice")
        assert [e.amount for e in lost] == [-1, -1]

    def test_emberwilde_captain_punishes_attacking_the_monarch(self) -> None:
        """Emberwilde Captain: "Whenever an opponent attacks you while you're the monarch,
        Emberwilde Captain deals damage to that player equal to the number of cards in their
        hand." — once per combat, however many creatures attack (508.3a)."""
        compiled("Emberwilde Captain")
        game = Game(board(player("Alice", battlefield=["Grizzly Bears", "Raging Goblin"],
                                 hand=["Island", "Island", "Island"], library=library(3)),
                          player("Bob", battlefield=["Emberwilde Captain"], library=library(3)),
                          step="beginning_of_combat", monarch="Bob"))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"Grizzly Bears": "Bob", "Raging Goblin": "Bob"}})
        pass_all(game)

        dealt = one(game, "damage_dealt", source="Emberwilde Captain")
        assert (dealt.target, dealt.amount) == ("Alice", 3)

    def test_emberwilde_captain_does_nothing_when_its_controller_isnt_the_monarch(self) -> None:
        game = Game(board(player("Alice", battlefield=["Grizzly Bears"], library=library(3)),
                          player("Bob", battlefield=["Emberwilde Captain"], library=library(3)),
                          step="beginning_of_combat", monarch="Alice"))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"Grizzly Bears": "Bob"}})

        assert events(game, "ability_triggered") == []


# -- cards in graveyards as targets (115.1, 400.7) -------------------------------------------------
class TestGraveyardTargets:
    def whiteclay(self, **alice: object) -> Game:
        return Game(two(alice={"battlefield": [{"card": "Order of Whiteclay", "tapped": True}],
                               "graveyard": ["Grizzly Bears", "Craw Wurm"],
                               "mana_pool": "WWW", **alice}))

    def test_order_of_whiteclay_returns_a_small_creature_card_to_the_battlefield(self) -> None:
        """Order of Whiteclay: "{1}{W}{W}, {Q}: Return target creature card with mana value 3
        or less from your graveyard to the battlefield." The card comes back as a new object
        (400.7) under Alice's control; {Q} untaps the Order (107.6)."""
        compiled("Order of Whiteclay")
        game = self.whiteclay()

        activate(game, "Alice", "Order of Whiteclay", targets=["Grizzly Bears"])
        pass_all(game)

        back = one(game, "zone_changed", to_zone="battlefield")
        assert (back.source, back.from_zone, back.player) == ("Grizzly Bears", "graveyard",
                                                              "Alice")
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Craw Wurm"]
        assert not game.find_permanent("Order of Whiteclay").tapped

    def test_a_card_with_mana_value_six_is_not_a_legal_target(self) -> None:
        """Craw Wurm's mana value is 6: not "3 or less" (601.2c / 602.2b); nothing happens."""
        game = self.whiteclay()
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "Order of Whiteclay", targets=["Craw Wurm"])

        assert refused.value.rule == "602.2b"
        assert snapshot(game) == before

    def test_only_the_legal_card_is_offered(self) -> None:
        game = self.whiteclay()

        offered = [a for a in game.legal_actions() if getattr(a, "permanent", None)
                   == game.find_permanent("Order of Whiteclay").handle]
        assert {a.targets for a in offered} == {(game.state.player("Alice").graveyard[0].handle,)}

    def test_a_target_that_left_the_graveyard_is_illegal_on_resolution(self) -> None:
        """608.2b: if the card is no longer in the graveyard as the ability resolves, the
        ability doesn't resolve."""
        game = self.whiteclay(hand=["Swamp"])
        activate(game, "Alice", "Order of Whiteclay", targets=["Grizzly Bears"])
        bears = game.state.player("Alice").graveyard[0]
        # The experimenter moves the card away while the ability waits on the stack.
        game.state.player("Alice").take("graveyard", bears)
        pass_all(game)

        assert one(game, "ability_removed").rule == "608.2b"

    def test_saved_with_the_ability_on_the_stack_it_goes_on_exactly(self) -> None:
        """A saved game names the targeted card in the graveyard by its id, so loading it
        resolves the same ability on the same card."""
        import json

        game = self.whiteclay()
        activate(game, "Alice", "Order of Whiteclay", targets=["Grizzly Bears"])
        saved = json.loads(json.dumps(game.to_board()))
        loaded = Game(saved)

        pass_all(game)
        pass_all(loaded)

        assert [c.name for c in loaded.state.player("Alice").graveyard] == ["Craw Wurm"]
        assert one(loaded, "zone_changed", to_zone="battlefield").source == "Grizzly Bears"
