"""Real creatures, one-shot spells and monarch Courts never declared by hand, played from their
compiled Oracle text: enter triggers, damage, removal, pumps, counters, discard, the library, and
the monarch's "if you're the monarch … instead".
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot
from mana_helpers import cast, two

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.events import LibraryEvent
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


def put(game: Game, who: str, card: str) -> None:
    """The experimenter puts a card onto the battlefield, as an effect would (610.1)."""
    game.apply({"do": "put", "player": who, "card": card, "zone": "battlefield"})


def targets(game: Game, who: str, *refs: str) -> None:
    game.apply({"do": "choose", "player": who, "targets": list(refs)})


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


def names(cards: object) -> list[str]:
    return [c.name for c in cards]  # type: ignore[attr-defined]


# -- enter triggers --------------------------------------------------------------------------------
class TestEnterTriggers:
    def test_yavimaya_sapherd_makes_a_saproling(self) -> None:
        """"When this creature enters, create a 1/1 green Saproling creature token." (111.1)"""
        compiled("Yavimaya Sapherd")
        game = Game(two())

        put(game, "Alice", "Yavimaya Sapherd")
        pass_all(game)

        token = one(game, "token_created")
        assert token.source == "Saproling Token"
        saproling = game.find_permanent("Saproling Token")
        assert (game.power(saproling.handle), saproling.card.colors) == (1, ("G",))

    def test_magma_giant_hits_each_creature_and_each_player(self) -> None:
        """"… it deals 2 damage to each creature and each player." — itself included: a 5/5
        survives, the Bears don't (704.5g)."""
        compiled("Magma Giant")
        game = Game(two(bob={"battlefield": ["Grizzly Bears"]}))

        put(game, "Alice", "Magma Giant")
        pass_all(game)

        hit = {(e.target, e.amount) for e in events(game, "damage_dealt")}
        giant = game.find_permanent("Magma Giant").handle
        assert hit == {("Alice", 2), ("Bob", 2), (giant, 2), ("grizzly-bears-1", 2)}
        assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]

    def test_jadecraft_artisan_pumps_its_target(self) -> None:
        compiled("Jadecraft Artisan")
        game = Game(two(alice={"battlefield": ["Grizzly Bears"]}))

        put(game, "Alice", "Jadecraft Artisan")
        targets(game, "Alice", "Grizzly Bears")
        pass_all(game)

        assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (4, 4)

    def test_cackling_fiend_makes_each_opponent_discard(self) -> None:
        """"When this creature enters, each opponent discards a card." — Bob chooses which
        (701.9b)."""
        compiled("Cackling Fiend")
        game = Game(two(bob={"hand": ["Island", "Forest"]}))

        put(game, "Alice", "Cackling Fiend")
        pass_all(game)
        assert game.pending is not None and game.pending.player == "Bob"
        game.apply({"do": "choose", "player": "Bob", "targets": ["Forest"]})

        assert names(game.state.player("Bob").graveyard) == ["Forest"]
        assert one(game, "card_discarded").player == "Bob"

    def test_abyssal_horror_makes_its_target_discard_two(self) -> None:
        compiled("Abyssal Horror")
        game = Game(two(bob={"hand": ["Island", "Forest"]}))

        put(game, "Alice", "Abyssal Horror")
        targets(game, "Alice", "Bob")
        pass_all(game)

        assert sorted(names(game.state.player("Bob").graveyard)) == ["Forest", "Island"]

    def test_ebon_dragon_may_have_an_opponent_discard(self) -> None:
        """"… you may have target opponent discard a card." — Alice may decline."""
        compiled("Ebon Dragon")
        game = Game(two(bob={"hand": ["Island"]}))

        put(game, "Alice", "Ebon Dragon")
        pass_all(game)
        choose(game, "Alice", "don't")

        assert names(game.state.player("Bob").hand) == ["Island"]

    def test_rabid_bloodsucker_drains_every_player(self) -> None:
        compiled("Rabid Bloodsucker")
        game = Game(two())

        put(game, "Alice", "Rabid Bloodsucker")
        pass_all(game)

        assert (game.state.player("Alice").life, game.state.player("Bob").life) == (18, 18)

    def test_vampire_spawn_drains_each_opponent(self) -> None:
        compiled("Vampire Spawn")
        game = Game(board(player("Alice", library=library(3)), player("Bob", library=library(3)),
                          player("Cat", library=library(3))))

        put(game, "Alice", "Vampire Spawn")
        pass_all(game)

        lives = [game.state.player(p).life for p in ("Alice", "Bob", "Cat")]
        assert lives == [22, 18, 18]  # each opponent loses 2; Alice gains 2, once

    def test_cadaver_imp_may_bring_back_a_creature_card(self) -> None:
        """"… you may return target creature card from your graveyard to your hand." """
        compiled("Cadaver Imp")
        game = Game(two(alice={"graveyard": ["Grizzly Bears", "Forest"]}))

        put(game, "Alice", "Cadaver Imp")  # the Bears are its only legal target: chosen
        pass_all(game)
        choose(game, "Alice", "do it")

        assert names(game.state.player("Alice").hand) == ["Grizzly Bears"]

    def test_cadaver_imp_can_only_target_a_creature_card(self) -> None:
        game = Game(two(alice={"graveyard": ["Forest"]}))

        put(game, "Alice", "Cadaver Imp")
        pass_all(game)

        assert one(game, "ability_removed").rule == "603.3d"  # no legal target

    def test_sage_aven_puts_the_top_four_back_in_any_order(self) -> None:
        """"… look at the top four cards of your library, then put them back in any order." """
        compiled("Sage Aven")
        game = Game(two(alice={"library": ["Island", "Forest", "Swamp", "Mountain", "Plains"]}))

        put(game, "Alice", "Sage Aven")
        pass_all(game)
        top = game.state.player("Alice").library
        order = [top[3].handle, top[2].handle, top[1].handle, top[0].handle]
        game.apply({"do": "choose", "player": "Alice", "order": order})

        assert names(game.state.player("Alice").library) == [
            "Mountain", "Swamp", "Forest", "Island", "Plains"]

    @pytest.mark.parametrize(("died", "counters"), [(True, {"+1/+1": 2}), (False, {})])
    def test_ulvenwald_bear_checks_whether_a_creature_died_this_turn(self, died: bool,
                                                                     counters: dict[str, int]
                                                                     ) -> None:
        """Morbid: "When this creature enters, if a creature died this turn, put two +1/+1
        counters on target creature." — an intervening "if" (603.4)."""
        compiled("Ulvenwald Bear")
        game = Game(two(alice={"battlefield": ["Grizzly Bears"], "hand": ["Lightning Bolt"],
                               "mana_pool": "R"},
                        bob={"battlefield": ["Raging Goblin"]}))
        if died:
            cast(game, "Alice", "Lightning Bolt", targets=["Raging Goblin"])
            pass_all(game)

        put(game, "Alice", "Ulvenwald Bear")
        if died:
            targets(game, "Alice", "Grizzly Bears")
            pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == counters

    def test_saddleback_lagac_supports_two_other_creatures(self) -> None:
        """Support 2 on a permanent: "Put a +1/+1 counter on each of up to two other target
        creatures." (701.41a)"""
        compiled("Saddleback Lagac")
        game = Game(two(alice={"battlefield": ["Grizzly Bears", "Llanowar Elves"]}))

        put(game, "Alice", "Saddleback Lagac")
        targets(game, "Alice", "Grizzly Bears")  # each target of the word in turn (603.3d)
        targets(game, "Alice", "Llanowar Elves")
        pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == {"+1/+1": 1}
        assert game.find_permanent("Llanowar Elves").counters == {"+1/+1": 1}
        assert game.find_permanent("Saddleback Lagac").counters == {}

    def test_ball_lightning_is_sacrificed_at_the_end_step(self) -> None:
        """"At the beginning of the end step, sacrifice Ball Lightning." (603.2b: every end
        step)"""
        compiled("Ball Lightning")
        game = Game(two(alice={"battlefield": ["Ball Lightning"], "library": library(3)},
                        bob={"library": library(3)}))

        game.apply({"do": "pass_until", "turn": 1, "step": "cleanup", "auto": True})

        gone = one(game, "zone_changed", source="Ball Lightning")
        assert (gone.step, gone.how) == ("end", "sacrificed")


# -- one-shot spells ------------------------------------------------------------------------------
class TestSpells:
    def test_bake_into_a_pie_destroys_and_makes_food(self) -> None:
        """"Destroy target creature. Create a Food token." — both paragraphs of one sentence
        list, in order (608.2c)."""
        compiled("Bake into a Pie")
        game = Game(two(alice={"hand": ["Bake into a Pie"], "mana_pool": "BBCC"},
                        bob={"battlefield": ["Hill Giant"]}))

        cast(game, "Alice", "Bake into a Pie", targets=["Hill Giant"])
        pass_all(game)

        assert names(game.state.player("Bob").graveyard) == ["Hill Giant"]
        assert game.find_permanent("Food Token").controller == "Alice"

    def test_tail_slash_is_one_sided(self) -> None:
        """"Target creature you control deals damage equal to its power to target creature
        you don't control." — the Giant takes 3; the Bears take nothing (not a fight)."""
        compiled("Tail Slash")
        game = Game(two(alice={"battlefield": ["Hill Giant"], "hand": ["Tail Slash"],
                               "mana_pool": "RCC"},
                        bob={"battlefield": ["Grizzly Bears"]}))

        cast(game, "Alice", "Tail Slash", targets=["Hill Giant", "Grizzly Bears"])
        pass_all(game)

        assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]
        assert game.find_permanent("Hill Giant").damage == 0

    def test_tail_slash_needs_a_creature_you_control_first(self) -> None:
        game = Game(two(alice={"battlefield": ["Hill Giant"], "hand": ["Tail Slash"],
                               "mana_pool": "RCC"},
                        bob={"battlefield": ["Grizzly Bears"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Tail Slash", targets=["Grizzly Bears", "Hill Giant"])

        assert snapshot(game) == before

    def test_dakmor_plague_hits_each_creature_and_each_player(self) -> None:
        compiled("Dakmor Plague")
        game = Game(two(alice={"hand": ["Dakmor Plague"], "mana_pool": "BBCCC",
                               "battlefield": ["Hill Giant"]},
                        bob={"battlefield": ["Craw Wurm"]}))

        cast(game, "Alice", "Dakmor Plague")
        pass_all(game)

        # The spell goes to the graveyard as it finishes resolving (608.2n); the Giant dies
        # afterwards, as a state-based action (704.5g).
        assert names(game.state.player("Alice").graveyard) == ["Dakmor Plague", "Hill Giant"]
        assert game.find_permanent("Craw Wurm").damage == 3
        assert game.state.player("Bob").life == 17

    def test_rack_and_ruin_needs_two_different_artifacts(self) -> None:
        """"Destroy two target artifacts." — two targets, not the same one twice (601.2c)."""
        compiled("Rack and Ruin")
        game = Game(two(alice={"hand": ["Rack and Ruin"], "mana_pool": "RCC"},
                        bob={"battlefield": ["Sol Ring", "Mana Vault"]}))
        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Rack and Ruin", targets=["Sol Ring", "Sol Ring"])

        cast(game, "Alice", "Rack and Ruin", targets=["Sol Ring", "Mana Vault"])
        pass_all(game)

        assert sorted(names(game.state.player("Bob").graveyard)) == ["Mana Vault", "Sol Ring"]

    def test_rack_and_ruin_cant_be_cast_with_one_artifact_to_target(self) -> None:
        """"Destroy two target artifacts." requires two targets (601.2c): with only one
        artifact on the battlefield it can't be cast — not cast at the one alone."""
        compiled("Rack and Ruin")
        game = Game(two(alice={"hand": ["Rack and Ruin"], "mana_pool": "RCC"},
                        bob={"battlefield": ["Sol Ring"]}))
        assert not any(a.__class__.__name__ == "Cast" for a in game.legal_actions())
        before = len(game.log)
        with pytest.raises(IllegalAction, match="601.2c"):
            cast(game, "Alice", "Rack and Ruin", targets=["Sol Ring"])
        assert len(game.log) == before
        assert names(game.state.player("Alice").hand) == ["Rack and Ruin"]

    def test_jagged_lightning_hits_each_of_two_creatures(self) -> None:
        compiled("Jagged Lightning")
        game = Game(two(alice={"hand": ["Jagged Lightning"], "mana_pool": "RRCCC"},
                        bob={"battlefield": ["Grizzly Bears", "Hill Giant"]}))

        cast(game, "Alice", "Jagged Lightning", targets=["Grizzly Bears", "Hill Giant"])
        pass_all(game)

        assert sorted(names(game.state.player("Bob").graveyard)) == ["Grizzly Bears",
                                                                      "Hill Giant"]

    @pytest.mark.parametrize(("victim", "legal"), [("Grizzly Bears", True),
                                                    ("Sol Ring", False)])
    def test_ultimate_price_destroys_a_monocolored_creature(self, victim: str,
                                                            legal: bool) -> None:
        compiled("Ultimate Price")
        game = Game(two(alice={"hand": ["Ultimate Price"], "mana_pool": "BC"},
                        bob={"battlefield": [victim]}))
        if not legal:
            with pytest.raises(IllegalAction):
                cast(game, "Alice", "Ultimate Price", targets=[victim])
            return

        cast(game, "Alice", "Ultimate Price", targets=[victim])
        pass_all(game)
        assert names(game.state.player("Bob").graveyard) == [victim]

    def test_walk_the_plank_cant_target_a_merfolk(self) -> None:
        """"Destroy target non-Merfolk creature." — Jadecraft Artisan is a Merfolk."""
        compiled("Walk the Plank")
        game = Game(two(alice={"hand": ["Walk the Plank"], "mana_pool": "BB"},
                        bob={"battlefield": ["Jadecraft Artisan", "Grizzly Bears"]}))

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Walk the Plank", targets=["Jadecraft Artisan"])
        cast(game, "Alice", "Walk the Plank", targets=["Grizzly Bears"])
        pass_all(game)

        assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]

    def test_eat_to_extinction_exiles_then_surveils(self) -> None:
        """"Exile target creature or planeswalker. Surveil 1." — Alice puts the top card into
        her graveyard (701.25a)."""
        compiled("Eat to Extinction")
        game = Game(two(alice={"hand": ["Eat to Extinction"], "mana_pool": "BCCC",
                               "library": ["Island", "Forest"]},
                        bob={"battlefield": ["Hill Giant"]}))

        cast(game, "Alice", "Eat to Extinction", targets=["Hill Giant"])
        pass_all(game)
        top = game.state.player("Alice").library[0].handle
        choose(game, "Alice", f"{top}: graveyard")

        assert names(game.state.player("Bob").exile) == ["Hill Giant"]
        surveilled = one(game, "surveilled")
        assert isinstance(surveilled, LibraryEvent) and surveilled.to_graveyard == 1
        assert names(game.state.player("Alice").graveyard) == ["Island", "Eat to Extinction"]

    def test_painful_lesson_draws_two_and_costs_two_life(self) -> None:
        compiled("Painful Lesson")
        game = Game(two(alice={"hand": ["Painful Lesson"], "mana_pool": "BCC",
                               "library": library(3)}))

        cast(game, "Alice", "Painful Lesson", targets=["Alice"])
        pass_all(game)

        assert len(game.state.player("Alice").hand) == 2
        assert game.state.player("Alice").life == 18

    def test_gallantry_needs_a_blocking_creature(self) -> None:
        """"Target blocking creature gets +4/+4 until end of turn. Draw a card." — in the main
        phase nothing is blocking, so it can't be cast (601.2c)."""
        compiled("Gallantry")
        game = Game(two(alice={"hand": ["Gallantry"], "mana_pool": "WC",
                               "battlefield": ["Grizzly Bears"]}))

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Gallantry", targets=["Grizzly Bears"])


# -- the monarch's Courts: "If you're the monarch, … instead" (608.2c) ---------------------------
def into_upkeep(alice: dict[str, object], monarch: str | None) -> Game:
    game = Game(two(alice=alice, bob={"library": library(5)}, step="end", active="Bob",
                    monarch=monarch))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    return game


class TestCourts:
    @pytest.mark.parametrize(("monarch", "token"), [("Alice", "Angel Token"),
                                                    ("Bob", "Spirit Token")])
    def test_court_of_grace_makes_an_angel_for_the_monarch(self, monarch: str,
                                                           token: str) -> None:
        compiled("Court of Grace")
        game = into_upkeep({"battlefield": ["Court of Grace"], "library": library(5)}, monarch)
        pass_all(game)

        assert one(game, "token_created").source == token

    @pytest.mark.parametrize(("monarch", "amount"), [("Alice", 7), ("Bob", 2)])
    def test_court_of_ire_deals_seven_for_the_monarch(self, monarch: str, amount: int) -> None:
        compiled("Court of Ire")
        game = into_upkeep({"battlefield": ["Court of Ire"], "library": library(5)}, monarch)
        targets(game, "Alice", "Bob")
        pass_all(game)

        dealt = one(game, "damage_dealt", source="Court of Ire")
        assert (dealt.target, dealt.amount) == ("Bob", amount)

    def test_court_of_embereth_counts_creatures_after_making_the_knight(self) -> None:
        """"Create a 3/1 red Knight creature token. Then if you're the monarch, Court of
        Embereth deals X damage to each opponent, where X is the number of creatures you
        control." — the new Knight counts: 2 creatures, 2 damage."""
        compiled("Court of Embereth")
        game = into_upkeep({"battlefield": ["Court of Embereth", "Grizzly Bears"],
                            "library": library(5)}, "Alice")
        pass_all(game)

        dealt = one(game, "damage_dealt", source="Court of Embereth")
        assert (dealt.target, dealt.amount) == ("Bob", 2)

    def test_court_of_embereth_without_the_crown_only_makes_a_knight(self) -> None:
        game = into_upkeep({"battlefield": ["Court of Embereth"], "library": library(5)}, "Bob")
        pass_all(game)

        assert one(game, "token_created").source == "Knight Token"
        assert events(game, "damage_dealt") == []

    @pytest.mark.parametrize(("monarch", "zone"), [("Alice", "battlefield"), ("Bob", "hand")])
    def test_court_of_ardenvale_returns_to_the_battlefield_for_the_monarch(
            self, monarch: str, zone: str) -> None:
        compiled("Court of Ardenvale")
        game = into_upkeep({"battlefield": ["Court of Ardenvale"], "library": library(5),
                            "graveyard": ["Grizzly Bears"]}, monarch)
        pass_all(game)  # the Bears are the only legal target

        back = one(game, "zone_changed", source="Grizzly Bears")
        assert (back.from_zone, back.to_zone) == ("graveyard", zone)


class TestUpToTargets:
    def test_support_with_one_other_creature_leaves_the_second_target_unchosen(self) -> None:
        """"Up to two" is a variable number of targets (601.2c): with one other creature, the
        second is left out, and the ability still resolves."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears"]}))

        put(game, "Alice", "Saddleback Lagac")
        assert game.pending is not None  # the Bears, or no target: never the Lagac itself
        assert set(game.pending.options) == {"grizzly-bears-1", "no target"}
        targets(game, "Alice", "Grizzly Bears")  # the second target has nothing left
        pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == {"+1/+1": 1}

    def test_an_up_to_target_may_be_declined(self) -> None:
        game = Game(two(alice={"battlefield": ["Grizzly Bears", "Llanowar Elves"]}))

        put(game, "Alice", "Saddleback Lagac")
        assert game.pending is not None and "no target" in game.pending.options
        targets(game, "Alice", "no target")  # "up to two": none at all is fine — and once the
        pass_all(game)                       # first is left out, so is the second (601.2c)

        assert game.find_permanent("Grizzly Bears").counters == {}
        assert game.find_permanent("Llanowar Elves").counters == {}

    def test_up_to_two_targets_may_be_named_in_one_answer(self) -> None:
        game = Game(two(alice={"battlefield": ["Grizzly Bears", "Llanowar Elves"]}))

        put(game, "Alice", "Saddleback Lagac")
        assert game.pending is not None and "up to 2" in game.pending.prompt
        targets(game, "Alice", "Grizzly Bears", "Llanowar Elves")
        pass_all(game)

        assert game.find_permanent("Grizzly Bears").counters == {"+1/+1": 1}
        assert game.find_permanent("Llanowar Elves").counters == {"+1/+1": 1}

    def test_one_answer_cant_name_a_creature_twice(self) -> None:
        """115.3: one word "target" names different objects."""
        game = Game(two(alice={"battlefield": ["Grizzly Bears", "Llanowar Elves"]}))
        put(game, "Alice", "Saddleback Lagac")
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            targets(game, "Alice", "Grizzly Bears", "Grizzly Bears")

        assert refused.value.rule == "115.3"
        assert snapshot(game) == before


# -- what is announced as a spell is cast: modes, kicker, additional costs (601.2b–h) -----------
class TestCastingChoices:
    def test_abrade_does_the_mode_chosen_as_it_is_cast(self) -> None:
        """Abrade: "Choose one — • Abrade deals 3 damage to target creature. • Destroy target
        artifact." The mode is chosen as it is cast (601.2b), and its targets are that mode's
        (700.2)."""
        compiled("Abrade")
        game = Game(two(alice={"hand": ["Abrade", "Abrade"], "mana_pool": "RRCC"},
                        bob={"battlefield": ["Grizzly Bears", "Sol Ring"]}))

        cast(game, "Alice", "Abrade", choices={"mode": 2}, targets=["Sol Ring"])
        pass_all(game)
        cast(game, "Alice", "Abrade", choices={"mode": 1}, targets=["Grizzly Bears"])
        pass_all(game)

        assert sorted(names(game.state.player("Bob").graveyard)) == ["Grizzly Bears",
                                                                      "Sol Ring"]

    def test_a_modal_spell_needs_its_mode(self) -> None:
        game = Game(two(alice={"hand": ["Abrade"], "mana_pool": "RC"},
                        bob={"battlefield": ["Sol Ring"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Abrade", targets=["Sol Ring"])

        assert refused.value.rule == "601.2b"
        assert snapshot(game) == before

    def test_the_modes_targets_are_checked(self) -> None:
        """Mode 1 deals damage to a creature: Sol Ring is not a legal target for it."""
        game = Game(two(alice={"hand": ["Abrade"], "mana_pool": "RC"},
                        bob={"battlefield": ["Sol Ring"]}))

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Abrade", choices={"mode": 1}, targets=["Sol Ring"])

    def test_legal_actions_offer_each_mode_with_its_targets(self) -> None:
        game = Game(two(alice={"hand": ["Abrade"], "mana_pool": "RC"},
                        bob={"battlefield": ["Sol Ring", "Grizzly Bears"]}))

        casts = {(a.choices["mode"], a.targets) for a in game.legal_actions()
                 if type(a).__name__ == "Cast"}
        assert casts == {(1, ("grizzly-bears-1",)), (2, ("sol-ring-1",))}

    @pytest.mark.parametrize(("kicked", "pool", "amount"), [(False, "R", 2), (True, "RCCCC", 4)])
    def test_burst_lightning_deals_four_when_kicked(self, kicked: bool, pool: str,
                                                    amount: int) -> None:
        """Burst Lightning: "Kicker {4}" — an optional additional cost (702.33a) — "If this
        spell was kicked, it deals 4 damage instead." """
        compiled("Burst Lightning")
        game = Game(two(alice={"hand": ["Burst Lightning"], "mana_pool": pool}))

        cast(game, "Alice", "Burst Lightning", targets=["Bob"],
             **({"choices": {"kicked": True}} if kicked else {}))
        pass_all(game)

        assert one(game, "damage_dealt").amount == amount
        assert game.state.player("Alice").mana_pool == ()

    def test_kicking_costs_the_kicker_too(self) -> None:
        game = Game(two(alice={"hand": ["Burst Lightning"], "mana_pool": "RCC"}))

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Burst Lightning", targets=["Bob"], choices={"kicked": True})

        assert refused.value.rule == "601.2h"

    @pytest.mark.parametrize(("kicked", "counters"), [(True, {"+1/+1": 2}), (False, {})])
    def test_a_kicked_gnarlid_colony_enters_with_two_counters_and_trample(
            self, kicked: bool, counters: dict[str, int]) -> None:
        """"If this creature was kicked, it enters with two +1/+1 counters on it." — and
        "Each creature you control with a +1/+1 counter on it has trample." (613.1f)"""
        compiled("Gnarlid Colony")
        game = Game(two(alice={"hand": ["Gnarlid Colony"], "mana_pool": "GGCCC"}))

        cast(game, "Alice", "Gnarlid Colony",
             **({"choices": {"kicked": True}} if kicked else {}))
        pass_all(game)

        colony = game.find_permanent("Gnarlid Colony")
        assert colony.counters == counters
        assert ("Trample" in game.keywords(colony.handle)) is kicked

    def test_nasty_end_sacrifices_as_it_is_cast(self) -> None:
        """Nasty End: "As an additional cost to cast this spell, sacrifice a creature." — the
        creature goes as the spell is cast (601.2h), before anyone can respond; "Draw two
        cards."""
        compiled("Nasty End")
        game = Game(two(alice={"hand": ["Nasty End"], "mana_pool": "BC",
                               "battlefield": ["Grizzly Bears"], "library": library(5)}))

        cast(game, "Alice", "Nasty End")
        assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]
        pass_all(game)

        assert len(game.state.player("Alice").hand) == 2

    def test_a_legendary_sacrifice_draws_three(self) -> None:
        """"If the sacrificed creature was legendary, draw three cards instead." — as it last
        existed (608.2h)."""
        game = Game(two(alice={"hand": ["Nasty End"], "mana_pool": "BC",
                               "battlefield": ["Grizzly Bears", "Queen Marchesa"],
                               "library": library(5)}))

        cast(game, "Alice", "Nasty End", sacrifice="Queen Marchesa")
        pass_all(game)

        assert len(game.state.player("Alice").hand) == 3

    def test_with_two_creatures_the_sacrifice_must_be_named(self) -> None:
        game = Game(two(alice={"hand": ["Nasty End"], "mana_pool": "BC",
                               "battlefield": ["Grizzly Bears", "Hill Giant"]}))
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Nasty End")

        assert snapshot(game) == before

    def test_without_a_creature_it_cant_be_cast(self) -> None:
        game = Game(two(alice={"hand": ["Nasty End"], "mana_pool": "BC"}))

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Nasty End")

    def test_sacrifice_adds_black_equal_to_the_creatures_mana_value(self) -> None:
        """Sacrifice: "… Add an amount of {B} equal to the sacrificed creature's mana value." —
        Hill Giant's is 4."""
        compiled("Sacrifice")
        game = Game(two(alice={"hand": ["Sacrifice"], "mana_pool": "B",
                               "battlefield": ["Hill Giant"]}))

        cast(game, "Alice", "Sacrifice")
        pass_all(game)

        assert [(e.mana, e.amount) for e in events(game, "mana_added")] == [("B", 4)]

    def test_a_saved_spell_remembers_what_it_sacrificed(self) -> None:
        import json

        game = Game(two(alice={"hand": ["Sacrifice"], "mana_pool": "B",
                               "battlefield": ["Hill Giant"]}))
        cast(game, "Alice", "Sacrifice")
        saved = json.loads(json.dumps(game.to_board()))
        loaded = Game(saved)

        pass_all(loaded)

        assert [(e.mana, e.amount) for e in events(loaded, "mana_added")] == [("B", 4)]


class TestConvergeAndFlashback:
    @pytest.mark.parametrize(("pool", "damage"), [("RRR", 1), ("RGC", 2), ("RGW", 3)])
    def test_radiant_flames_counts_the_colors_spent(self, pool: str, damage: int) -> None:
        """Converge: "… deals X damage to each creature, where X is the number of colors of
        mana spent to cast Radiant Flames." — {C} is no color (105.1)."""
        compiled("Radiant Flames")
        game = Game(two(alice={"hand": ["Radiant Flames"], "mana_pool": pool},
                        bob={"battlefield": ["Craw Wurm"]}))

        cast(game, "Alice", "Radiant Flames")
        pass_all(game)

        assert one(game, "damage_dealt").amount == damage

    def test_painful_truths_draws_and_loses_per_color(self) -> None:
        compiled("Painful Truths")
        game = Game(two(alice={"hand": ["Painful Truths"], "mana_pool": "BUC",
                               "library": library(5)}))

        cast(game, "Alice", "Painful Truths")
        pass_all(game)

        assert len(game.state.player("Alice").hand) == 2
        assert game.state.player("Alice").life == 18

    def test_sacred_fire_is_cast_again_from_the_graveyard_then_exiled(self) -> None:
        """Flashback {4}{R}{W} (702.34a): cast from the graveyard for that cost; as it leaves
        the stack it is exiled instead of going anywhere else."""
        compiled("Sacred Fire")
        game = Game(two(alice={"graveyard": ["Sacred Fire"], "mana_pool": "RWCCCC"}))

        cast(game, "Alice", "Sacred Fire", targets=["Bob"])
        pass_all(game)

        assert game.state.player("Bob").life == 18
        assert game.state.player("Alice").life == 22
        assert names(game.state.player("Alice").exile) == ["Sacred Fire"]
        assert one(game, "zone_changed", to_zone="exile").rule == "702.34a"

    def test_flashback_costs_its_flashback_cost(self) -> None:
        game = Game(two(alice={"graveyard": ["Sacred Fire"], "mana_pool": "RW"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction):
            cast(game, "Alice", "Sacred Fire", targets=["Bob"])

        assert snapshot(game) == before

    def test_from_the_hand_it_goes_to_the_graveyard_as_usual(self) -> None:
        game = Game(two(alice={"hand": ["Sacred Fire"], "mana_pool": "RW"}))

        cast(game, "Alice", "Sacred Fire", targets=["Bob"])
        pass_all(game)

        assert names(game.state.player("Alice").graveyard) == ["Sacred Fire"]

    def test_flashback_is_offered_from_the_graveyard(self) -> None:
        game = Game(two(alice={"graveyard": ["Kaleidoscorch"], "mana_pool": "RCCCC"}))

        casts = [a for a in game.legal_actions() if type(a).__name__ == "Cast"]
        assert casts and all(a.card == "kaleidoscorch-1" for a in casts)

    def test_vampires_zeal_gives_first_strike_only_to_a_vampire(self) -> None:
        """"Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains first
        strike until end of turn." """
        compiled("Vampire's Zeal")
        game = Game(two(alice={"hand": ["Vampire's Zeal", "Vampire's Zeal"], "mana_pool": "WW",
                               "battlefield": ["Vampire Spawn", "Grizzly Bears"]}))

        cast(game, "Alice", "Vampire's Zeal", targets=["Vampire Spawn"])
        pass_all(game)
        cast(game, "Alice", "Vampire's Zeal", targets=["Grizzly Bears"])
        pass_all(game)

        assert "First strike" in game.keywords("Vampire Spawn")
        assert "First strike" not in game.keywords("Grizzly Bears")
        assert game.power("Grizzly Bears") == 4


class TestRegeneration:
    def shielded(self, *spells: str, pool: str = "GRR") -> Game:
        """Alice's Yavimaya Hollow gives her Grizzly Bears a regeneration shield."""
        game = Game(two(alice={"battlefield": ["Yavimaya Hollow", "Grizzly Bears"],
                               "hand": list(spells), "mana_pool": pool}))
        game.apply({"do": "activate", "player": "Alice", "permanent": "Yavimaya Hollow",
                    "ability": 1, "targets": ["Grizzly Bears"]})
        pass_all(game)
        return game

    def test_a_regenerated_creature_survives_lethal_damage_tapped(self) -> None:
        """Yavimaya Hollow: "{G}, {T}: Regenerate target creature." — 701.19a: the next time
        the Bears would be destroyed this turn (lethal damage, 704.5g), instead their damage is
        removed and they are tapped."""
        compiled("Yavimaya Hollow")
        game = self.shielded("Lightning Bolt")

        cast(game, "Alice", "Lightning Bolt", targets=["Grizzly Bears"])
        pass_all(game)

        bears = game.find_permanent("Grizzly Bears")
        assert (bears.tapped, bears.damage) == (True, 0)
        assert one(game, "regenerated").target == bears.handle

    def test_one_shield_works_once(self) -> None:
        game = self.shielded("Lightning Bolt", "Lightning Bolt", pool="GRR")

        for _ in range(2):
            cast(game, "Alice", "Lightning Bolt", targets=["Grizzly Bears"])
            pass_all(game)

        assert "Grizzly Bears" in names(game.state.player("Alice").graveyard)

    def test_incinerate_says_it_cant_be_regenerated(self) -> None:
        """Incinerate: "A creature dealt damage this way can't be regenerated this turn."
        (701.19c) — the shield doesn't save it."""
        compiled("Incinerate")
        game = self.shielded("Incinerate", pool="GRC")

        cast(game, "Alice", "Incinerate", targets=["Grizzly Bears"])
        pass_all(game)

        assert "Grizzly Bears" in names(game.state.player("Alice").graveyard)
        assert events(game, "regenerated") == []

    def test_the_shield_ends_with_the_turn(self) -> None:
        game = self.shielded()

        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})

        assert game.find_permanent("Grizzly Bears").regeneration_shields == 0
