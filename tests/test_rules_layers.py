"""Continuous effects (611) in layer 6 (abilities, 613.1f) and layer 7c (power and toughness,
613.4c): from static abilities, which apply at every moment to whatever their words describe
(611.3), and from resolving spells and abilities, whose affected objects are fixed as they begin
(611.2c) and which end in the cleanup step (514.2).

Each test is a ruling on a small board: actions through ``game.apply``, then the typed fields of
the events and the state.
"""

from __future__ import annotations

import pytest
from helpers import events, one, pass_all, snapshot, tap, to_attackers
from layers_helpers import cast, game, pool, pt, put
from test_save_exact import go_on, saved_and_loaded, until

from explorer.errors import BoardError, IllegalAction
from explorer.events import EffectEvent
from explorer.game import Game


def attack(g: Game, attackers: dict[str, str], who: str = "Alice") -> None:
    g.apply({"do": "attack", "player": who, "attackers": attackers})


def to_blockers(g: Game) -> None:
    g.apply({"do": "pass_until", "turn": g.state.turn, "step": "declare_blockers"})
    assert g.pending is not None and g.pending.kind == "blockers", g.pending


class TestStaticAbilities:
    def test_an_anthem_raises_power_and_toughness_until_it_leaves(self) -> None:
        """613.4c: "Creatures you control get +1/+1" modifies power and toughness in layer 7c —
        Alice's creatures only (109.5: "you" is its controller). 611.3b: it applies only while
        the enchantment is on the battlefield; destroyed, the Bears are 2/2 again."""
        g = game({"battlefield": [{"card": "Test Anthem", "id": "anthem"},
                                  {"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Test Disenchant"], "mana_pool": "W"},
                 {"battlefield": [{"card": "Hill Giant", "id": "giant"}]})

        assert pt(g, "bears") == (3, 3)
        assert pt(g, "giant") == (3, 3)
        cast(g, "Test Disenchant", "anthem")

        assert one(g, "zone_changed", target="anthem").to_zone == "graveyard"
        assert pt(g, "bears") == (2, 2)

    def test_other_leaves_out_the_source_and_the_words_choose_the_rest(self) -> None:
        """611.3a: "Other Elf creatures you control get +1/+1" — not Elvish Archdruid itself,
        not Alice's Bears (no Elf), not Bob's Elf (Bob's)."""
        g = game({"battlefield": [{"card": "Elvish Archdruid", "id": "druid"},
                                  {"card": "Llanowar Elves", "id": "elves"},
                                  {"card": "Grizzly Bears", "id": "bears"}]},
                 {"battlefield": [{"card": "Llanowar Elves", "id": "bobs-elves"}]})

        assert [pt(g, h) for h in ("druid", "elves", "bears", "bobs-elves")] == [
            (2, 2), (2, 2), (2, 2), (1, 1)]

    def test_a_creature_entering_after_the_anthem_gets_it(self) -> None:
        """611.3a / 611.3c: a static ability's effect isn't locked in; a creature that enters
        later is a creature Alice controls, so it gets +1/+1 — as it enters."""
        g = game({"battlefield": ["Test Anthem"], "hand": ["Grizzly Bears"],
                  "mana_pool": "GG"})
        cast(g, "Grizzly Bears")

        assert pt(g, "grizzly-bears-1") == (3, 3)

    def test_an_anthem_that_leaves_lets_a_damaged_creature_die(self) -> None:
        """704.5g: the Druid (0/2, an Elf) is 1/3 with the Archdruid and has 2 damage marked.
        When Bob's Lightning Bolt kills the Archdruid, the Druid's toughness is 2 again: the
        state-based actions destroy it."""
        g = game({"battlefield": [{"card": "Elvish Archdruid", "id": "archdruid"},
                                  {"card": "Devoted Druid", "id": "druid", "damage": 2}]},
                 {"hand": ["Lightning Bolt"], "mana_pool": "R"})
        assert pt(g, "druid") == (1, 3)
        g.apply({"do": "pass"})  # Alice passes; Bob has priority
        cast(g, "Lightning Bolt", "archdruid", who="Bob")

        died = one(g, "zone_changed", target="druid")
        assert (died.rule, died.from_zone, died.to_zone, died.how) == (
            "704.5g", "battlefield", "graveyard", "destroyed")
        archdruid = one(g, "zone_changed", target="archdruid")
        assert archdruid.seq < died.seq

    def test_for_each_is_counted_at_every_moment(self) -> None:
        """611.3a: "This creature gets +1/+1 for each other creature you control" counts the
        others now: one, then two when a Bears enters, then one when it dies."""
        g = game({"battlefield": [{"card": "Test Swarm Lord", "id": "lord"}, "Silvercoat Lion"]},
                 {"hand": ["Lightning Bolt"], "mana_pool": "R"})
        assert pt(g, "lord") == (2, 2)
        put(g, "Alice", "Grizzly Bears")
        assert pt(g, "lord") == (3, 3)

        g.apply({"do": "pass"})
        cast(g, "Lightning Bolt", "grizzly-bears-1", who="Bob")
        assert pt(g, "lord") == (2, 2)

    def test_as_long_as_you_are_the_monarch_turns_on_and_off_with_the_crown(self) -> None:
        """611.3a / 724: "gets +2/+2 as long as you're the monarch" is checked at every
        moment. Alice is the monarch: the Knight is 4/4. Bob's Goblin deals combat damage to
        her, Bob becomes the monarch (724.2), and the Knight is 2/2 at once; the Griffin
        ("As long as you're the monarch, … gets +1/+1 and has flying") loses both."""
        g = game({"battlefield": [{"card": "Test Crowned Knight", "id": "knight", "tapped": True},
                                  {"card": "Test Royal Griffin", "id": "griffin",
                                   "tapped": True}]},
                 {"battlefield": [{"card": "Raging Goblin", "id": "goblin"}]},
                 active="Bob", monarch="Alice")
        assert pt(g, "knight") == (4, 4)
        assert (pt(g, "griffin"), g.keywords("griffin")) == ((2, 2), ("Flying",))

        to_attackers(g)
        attack(g, {"goblin": "Alice"}, who="Bob")
        g.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

        assert one(g, "monarch_changed").player == "Bob"
        assert pt(g, "knight") == (2, 2)
        assert (pt(g, "griffin"), g.keywords("griffin")) == ((1, 1), ())

    def test_as_long_as_it_is_your_turn(self) -> None:
        """611.3a: "This creature has vigilance as long as it's your turn": on Alice's turn
        attacking doesn't tap it (702.20b); on Bob's turn it doesn't have vigilance."""
        g = game({"battlefield": [{"card": "Test Day Watch", "id": "watch"}]})
        assert g.keywords("watch") == ("Vigilance",)

        to_attackers(g)
        attack(g, {"watch": "Bob"})
        assert events(g, "tapped", target="watch") == []
        g.apply(until(2, "upkeep"))
        assert g.keywords("watch") == ()

    def test_other_creatures_get_a_bonus_and_have_vigilance(self) -> None:
        """613.4c and 613.1f: "Other creatures you control get +1/+1 and have vigilance" — two
        effects, one per layer. The Bears attack without tapping (702.20b); the Captain taps."""
        g = game({"battlefield": [{"card": "Test Captain", "id": "captain"},
                                  {"card": "Grizzly Bears", "id": "bears"}]})
        assert (pt(g, "bears"), g.keywords("bears")) == ((3, 3), ("Vigilance",))
        assert (pt(g, "captain"), g.keywords("captain")) == ((2, 2), ())

        to_attackers(g)
        attack(g, {"bears": "Bob", "captain": "Bob"})
        assert [e.target for e in events(g, "tapped", rule="508.1f")] == ["captain"]

    def test_haste_granted_lets_a_creature_attack_the_turn_it_arrives(self) -> None:
        """302.6 / 702.10b: "Creatures you control have haste": the Bears, cast this turn, may
        attack — the rule asks keywords.has, which sees layer 6."""
        g = game({"battlefield": ["Test Warcry"], "hand": ["Grizzly Bears"], "mana_pool": "GG"})
        cast(g, "Grizzly Bears")
        to_attackers(g)
        attack(g, {"grizzly-bears-1": "Bob"})

        assert one(g, "attack_declared").permanent == "grizzly-bears-1"

    def test_creatures_of_the_chosen_color(self) -> None:
        """614.12a / 611.3a: "Creatures you control of the chosen color get +1/+1" — the color
        chosen as the artifact entered (green): the Bears, not the Lion."""
        g = game({"battlefield": [{"card": "Test Banner", "choices": {"color": "G"}},
                                  {"card": "Grizzly Bears", "id": "bears"},
                                  {"card": "Silvercoat Lion", "id": "lion"}]})

        assert (pt(g, "bears"), pt(g, "lion")) == ((3, 3), (2, 2))

    def test_a_keyword_for_each_creature_with_a_counter_on_it(self) -> None:
        """613.1f: Abzan Falconer — "Each creature you control with a +1/+1 counter on it has
        flying" applies to whichever creatures have one now. The Bears have one and fly: Bob's
        Lion can't block them (702.9b); Outlast puts a counter on the Falconer (702.107a), and
        it flies too."""
        g = game({"battlefield": [{"card": "Abzan Falconer", "id": "falconer"},
                                  {"card": "Grizzly Bears", "id": "bears",
                                   "counters": {"+1/+1": 1}},
                                  "Plains"]},
                 {"battlefield": [{"card": "Silvercoat Lion", "id": "lion"}]})
        assert g.keywords("bears") == ("Flying",)
        assert g.keywords("falconer") == ("Outlast",)

        tap(g, "Alice", "Plains")
        g.apply({"do": "activate", "player": "Alice", "permanent": "falconer"})
        pass_all(g)
        assert one(g, "counters_added", target="falconer").counter == "+1/+1"
        assert g.keywords("falconer") == ("Outlast", "Flying")
        assert pt(g, "falconer") == (3, 4)

        g.apply(until(3, "beginning_of_combat"))  # nobody attacks before turn 3
        to_attackers(g, 3)
        attack(g, {"bears": "Bob"})
        g.apply({"do": "pass_until", "turn": 3, "step": "end_of_combat"})
        assert events(g, "block_declared") == []
        assert one(g, "damage_dealt", source="Grizzly Bears").amount == 3


class TestOneShotEffects:
    def test_gains_flying_until_end_of_turn_changes_who_may_block(self) -> None:
        """613.1f / 702.9b: "Target creature gains flying until end of turn": Bob's Lion may no
        longer block the Bears, his Giant Spider (reach) still may."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": ["Test Jump"],
                  "mana_pool": "U"},
                 {"battlefield": [{"card": "Silvercoat Lion", "id": "lion"},
                                  {"card": "Giant Spider", "id": "spider"}]})
        cast(g, "Test Jump", "bears")
        gained = one(g, "effect_created", target="bears")
        assert isinstance(gained, EffectEvent)
        assert (gained.rule, gained.keywords, gained.power) == ("613.1f", ("Flying",), None)

        to_attackers(g)
        attack(g, {"bears": "Bob"})
        to_blockers(g)
        assert g.pending is not None and g.pending.options == ("spider -> bears",)
        before = snapshot(g)
        with pytest.raises(IllegalAction) as refused:
            g.apply({"do": "block", "player": "Bob", "blockers": {"lion": "bears"}})
        assert refused.value.rule == "509.1b"
        assert snapshot(g) == before

    def test_gets_and_gains_makes_one_effect_in_each_layer(self) -> None:
        """611.2c / 613: "gets +2/+2 and gains trample until end of turn" — a 7c effect and a
        layer 6 effect on the same creature, each with its event and rule."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}], "hand": ["Test Rush"],
                  "mana_pool": "G"})
        cast(g, "Test Rush", "bears")

        made = [(e.rule, e.power, e.toughness, e.keywords)
                for e in events(g, "effect_created", target="bears")]
        assert made == [("613.4c", 2, 2, None), ("613.1f", None, None, ("Trample",))]
        assert (pt(g, "bears"), g.keywords("bears")) == ((4, 4), ("Trample",))

    def test_the_creatures_affected_are_fixed_as_the_effect_begins(self) -> None:
        """611.2c: "Creatures you control get +1/+1 until end of turn" affects the creatures
        Alice controls as it resolves; the Lion that enters afterwards stays 2/2 — unlike an
        anthem's (611.3a)."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Test Charge"], "mana_pool": "W"})
        cast(g, "Test Charge")
        put(g, "Alice", "Silvercoat Lion")

        assert [e.target for e in events(g, "effect_created")] == ["bears"]
        assert pt(g, "bears") == (3, 3)
        assert pt(g, "silvercoat-lion-1") == (2, 2)

    def test_until_end_of_turn_effects_end_in_the_cleanup_step(self) -> None:
        """514.2: in the cleanup step "until end of turn" effects end — both halves of "get
        +1/+1 and gain trample" — each with an effect_ended event."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                  {"card": "Silvercoat Lion", "id": "lion"}],
                  "hand": ["Test Rally"], "mana_pool": "G"})
        cast(g, "Test Rally")
        assert (pt(g, "lion"), g.keywords("lion")) == ((3, 3), ("Trample",))

        g.apply(until(2, "upkeep"))

        ended = [(e.step, e.rule, e.target, e.power, e.keywords)
                 for e in events(g, "effect_ended")]
        assert ended == [("cleanup", "514.2", "bears", 1, None),
                         ("cleanup", "514.2", "bears", None, ("Trample",)),
                         ("cleanup", "514.2", "lion", 1, None),
                         ("cleanup", "514.2", "lion", None, ("Trample",))]
        assert (pt(g, "lion"), g.keywords("lion")) == ((2, 2), ())

    def test_an_activated_ability_gives_its_own_creature_haste(self) -> None:
        """702.10b: "{R}: This creature gains haste until end of turn" — put onto the
        battlefield this turn, the Hothead attacks after its ability resolves."""
        g = game({"battlefield": ["Mountain"]})
        put(g, "Alice", "Test Hothead")
        tap(g, "Alice", "Mountain")
        g.apply({"do": "activate", "player": "Alice", "permanent": "test-hothead-1"})
        pass_all(g)
        to_attackers(g)
        attack(g, {"test-hothead-1": "Bob"})

        assert one(g, "effect_created").keywords == ("Haste",)
        assert one(g, "attack_declared").permanent == "test-hothead-1"

    def test_the_effect_ends_when_its_creature_leaves(self) -> None:
        """400.7: a creature that leaves the battlefield becomes a new object; the effect on it
        is gone with it, and nothing ends in the cleanup step."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Test Jump"], "mana_pool": "U"},
                 {"hand": ["Lightning Bolt"], "mana_pool": "R"})
        cast(g, "Test Jump", "bears")
        g.apply({"do": "pass"})
        cast(g, "Lightning Bolt", "bears", who="Bob")

        assert g.state.effects == []
        g.apply(until(2, "upkeep"))
        assert events(g, "effect_ended") == []


class TestAuras:
    def test_an_aura_gives_its_bonus_and_keyword_to_the_creature_it_enchants(self) -> None:
        """303.4b / 611.3: "Enchanted creature gets +2/+2 and has flying" applies to the
        creature the Aura is attached to: Bob's Bears, whichever player controls the Aura."""
        g = game({"hand": ["Test Wings"], "mana_pool": "UU",
                  "battlefield": [{"card": "Grizzly Bears", "id": "mine"}]},
                 {"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]})
        cast(g, "Test Wings", "bears")

        assert one(g, "zone_changed", target="test-wings-1",
                   to_zone="battlefield").attached_to == "bears"
        assert (pt(g, "bears"), g.keywords("bears")) == ((4, 4), ("Flying",))
        assert (pt(g, "mine"), g.keywords("mine")) == ((2, 2), ())


class TestSavedGames:
    def test_a_keyword_until_end_of_turn_is_saved_and_still_ends_in_cleanup(self) -> None:
        """611.2 / 514.2: the file carries the effects of resolved spells (``effects``, with
        ``keywords`` for layer 6); the loaded game has the same Bears — 4/4 with trample — and
        ends both effects in its cleanup step, as the original does."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Test Rush"], "mana_pool": "G"})
        cast(g, "Test Rush", "bears")

        saved, loaded = saved_and_loaded(g)

        assert saved["effects"] == [
            {"target": "bears", "power": 2, "toughness": 2, "source": "Test Rush"},
            {"target": "bears", "keywords": ["Trample"], "source": "Test Rush"}]
        assert (pt(loaded, "bears"), loaded.keywords("bears")) == ((4, 4), ("Trample",))
        after = go_on(g, loaded, [until(2, "upkeep")])
        assert [e.keywords for e in after if e.event == "effect_ended"] == [None, ("Trample",)]

    def test_static_effects_need_nothing_in_the_file(self) -> None:
        """611.3: an anthem's effect follows from the battlefield — the file has no
        ``effects``, and the loaded Bears are 3/3."""
        g = game({"battlefield": ["Test Anthem", {"card": "Grizzly Bears", "id": "bears"}]},
                 monarch="Alice")
        saved, loaded = saved_and_loaded(g)

        assert "effects" not in saved
        assert pt(loaded, "bears") == (3, 3)

    def test_a_file_may_not_grant_a_keyword_the_rules_dont_implement(self) -> None:
        """A keyword the engine doesn't implement would be granted and then do nothing: the
        loader refuses it, naming the field."""
        raw = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}).to_board()
        raw["effects"] = [{"target": "bears", "keywords": ["Flanking"], "source": "a test"}]
        with pytest.raises(BoardError) as refused:
            Game(raw, cards=pool())
        assert refused.value.field.startswith("effects[0].keywords")

    def test_undo_takes_an_effect_back_and_a_fork_keeps_its_own(self) -> None:
        """The history's positions hold the effects: undoing the spell removes its effect; a
        fork made before goes on with it."""
        g = game({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}],
                  "hand": ["Test Jump"], "mana_pool": "U"})
        g.apply({"do": "cast", "player": "Alice", "card": "Test Jump", "targets": ["bears"]})
        pass_all(g)
        branch = g.fork()
        for _ in range(3):
            g.undo()

        assert g.keywords("bears") == ()
        assert branch.keywords("bears") == ("Flying",)


class TestWhatTheGrammarRefuses:
    @pytest.mark.parametrize(("text", "refused", "why"), [
        ("Creatures you control have banding.",  # a keyword the rules modules don't have
         "Creatures you control have banding.", ""),
        ("Each creature you control with flying has haste.",
         "Each creature you control with flying has haste.", "613.8"),
        ("As long as you've drawn three cards this turn, this creature gets +2/+2.",
         "As long as you've drawn three cards this turn, this creature gets +2/+2.", ""),
        ("Creatures you control get +1/+1 and can't be blocked.",
         "Creatures you control get +1/+1 and can't be blocked.", ""),
    ])
    def test_a_sentence_it_cant_read_whole_is_refused(self, text: str, refused: str,
                                                      why: str) -> None:
        """A card compiles only if every ability does: a sentence read only in part, or one
        adding a keyword the rules don't implement, refuses the card, naming the sentence."""
        compiled = pool().compile({"name": "Test Refused", "type_line": "Creature — Test",
                                   "oracle_text": text, "power": "1", "toughness": "1",
                                   "keywords": [], "colors": [], "mana_cost": "{1}"})

        assert compiled.card is None
        assert compiled.refused == refused
        assert why in compiled.why
