"""X (107.3, 107.3m, 202.3e), entering with counters (614.1c, 122.6), counter and token
replacement effects in either order (614.1a, 616.1), and the cards that use them: Endless One,
Hangarback Walker and its Thopters, Chalice of the Void, Doubling Season, Hardened Scales."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import events, kinds, moved, one, pass_all, snapshot
from mana_helpers import activate, after, cast, last_seq, pool_of, two

from explorer.errors import IllegalAction
from explorer.game import Game

PLUS = "+1/+1"


def counters(game: Game, permanent: str) -> dict[str, int]:
    return dict(game.find_permanent(permanent).counters)


def cast_and_resolve(game: Game, card: str, x: int, **extra: Any) -> None:
    cast(game, "Alice", card, x=x, **extra)
    pass_all(game)


class TestEndlessOne:
    def test_cast_with_x_3_it_enters_with_three_counters(self) -> None:
        """107.3m: "This creature enters with X +1/+1 counters on it" uses the X chosen for the
        spell (3), although the permanent's own X is 0. 107.3a: X is announced while casting
        and is 3 on the stack, where its mana value is 3 (202.3e)."""
        game = Game(two(alice={"hand": ["Endless One"], "mana_pool": "CCC"}))

        cast_and_resolve(game, "Endless One", 3)

        cast_event = one(game, "spell_cast")
        assert (cast_event.amount, cast_event.x) == (3, 3)
        added = one(game, "counters_added")
        assert (added.amount, added.counter, added.rule) == (3, PLUS, "614.1c")
        assert counters(game, "Endless One") == {PLUS: 3}
        assert game.find_permanent("Endless One").x == 0
        assert (game.power("Endless One"), game.toughness("Endless One")) == (3, 3)

    def test_x_must_be_chosen(self) -> None:
        """107.3a: a spell with {X} in its cost needs X announced; without it the cast is
        refused and nothing changes."""
        game = Game(two(alice={"hand": ["Endless One"], "mana_pool": "CCC"}))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            cast(game, "Alice", "Endless One")

        assert refused.value.rule == "107.3a"
        assert snapshot(game) == before

    def test_put_onto_the_battlefield_without_being_cast_it_gets_none_and_dies(self) -> None:
        """107.3m: no spell, no X: it enters with 0 counters as a 0/0 and is put into the
        graveyard as a state-based action (704.5f)."""
        game = Game(two())

        game.apply({"do": "put", "player": "Alice", "card": "Endless One",
                    "zone": "battlefield"})

        assert events(game, "counters_added") == []
        moves = events(game, "zone_changed", source="Endless One")
        assert [(*moved(e), e.rule) for e in moves] == [
            (None, "battlefield", None, None, "610.1"),
            ("battlefield", "graveyard", None, "toughness 0", "704.5f")]
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Endless One"]

    def test_a_board_files_x_on_the_battlefield_is_ignored(self) -> None:
        """docs/board-format.md, 107.3g: on the battlefield X is 0, so an ``x`` there gives no
        counters."""
        game = Game(two(alice={"battlefield": [{"card": "Endless One", "x": 3}]}))

        assert one(game, "zone_changed", source="Endless One").rule == "704.5f"
        assert game.state.battlefield == []

    def test_flickered_it_returns_as_a_new_object_with_no_counters(self) -> None:
        """400.7 / 107.3m: Cloudshift returns it without being cast, so X is 0: no counters, and
        it dies (704.5f)."""
        game = Game(two(alice={"battlefield": [{"card": "Endless One", "id": "e1",
                                                "counters": {PLUS: 2}}],
                               "hand": ["Cloudshift"], "mana_pool": "W"}))

        cast(game, "Alice", "Cloudshift", targets=["e1"])
        pass_all(game)

        moves = events(game, "zone_changed", source="Endless One")
        assert [moved(e) for e in moves] == [("battlefield", "exile", None, None),
                                             ("exile", "battlefield", None, None),
                                             ("battlefield", "graveyard", None, "toughness 0")]
        assert events(game, "counters_added") == []

    def test_its_mana_value_on_the_battlefield_is_0(self) -> None:
        """107.3g / 202.3e: off the stack X is 0, so Endless One with three counters has mana
        value 0 and Food Chain gives 1 + 0 mana."""
        game = Game(two(alice={"battlefield": ["Food Chain",
                                               {"card": "Endless One",
                                                "counters": {PLUS: 3}}]}))

        activate(game, "Alice", "Food Chain", mana="G", exile="Endless One")

        assert pool_of(game) == "G"

    @pytest.mark.parametrize(("first", "expected"), [("Hardened Scales", 8),
                                                     ("Doubling Season", 7)])
    def test_with_both_replacements_alice_chooses_the_order(self, first: str,
                                                           expected: int) -> None:
        """122.6: entering with counters is putting counters on it, so both Hardened Scales and
        Doubling Season apply; 616.1: Alice chooses the order. X=3: Scales first (3+1)×2 = 8;
        Season first 3×2+1 = 7."""
        game = Game(two(alice={"battlefield": ["Hardened Scales", "Doubling Season"],
                               "hand": ["Endless One"], "mana_pool": "CCC"}))
        cast_and_resolve(game, "Endless One", 3)

        assert game.pending is not None
        assert (game.pending.kind, game.pending.player, game.pending.rule) == (
            "replacement", "Alice", "616.1")
        game.apply({"do": "choose", "player": "Alice", "option": first})

        assert counters(game, "Endless One") == {PLUS: expected}


class TestHangarbackWalker:
    def test_x_0_with_hardened_scales_gives_no_counters_and_it_dies(self) -> None:
        """Hangarback Walker ruling (judges): cast with X=0, no counters "would be put" on it,
        so Hardened Scales has nothing to modify; the 0/0 dies (704.5f) and its trigger makes no
        Thopters."""
        game = Game(two(alice={"battlefield": ["Hardened Scales"],
                               "hand": ["Hangarback Walker"]}))

        cast_and_resolve(game, "Hangarback Walker", 0)

        assert events(game, "event_proposed") == []
        assert events(game, "replacement_applied") == []
        assert events(game, "counters_added") == []
        died = events(game, "zone_changed", source="Hangarback Walker")[-1]
        assert (died.rule, *moved(died)) == ("704.5f", "battlefield", "graveyard", None,
                                             "toughness 0")
        pass_all(game)  # the dies trigger resolves
        assert events(game, "token_created") == []
        assert [o.name for o in game.state.battlefield] == ["Hardened Scales"]

    @pytest.mark.parametrize(("first", "expected"), [("Hardened Scales", 4),
                                                     ("Doubling Season", 3)])
    def test_with_doubling_season_and_hardened_scales_the_order_is_chosen(
            self, first: str, expected: int) -> None:
        """616.1 (Hardened Scales ruling: "you choose the order, whoever controls them"):
        X=1; Scales first (1+1)×2 = 4, Season first 1×2+1 = 3."""
        game = Game(two(alice={"battlefield": ["Hardened Scales", "Doubling Season"],
                               "hand": ["Hangarback Walker"], "mana_pool": "CC"}))
        cast_and_resolve(game, "Hangarback Walker", 1)

        proposed = one(game, "event_proposed")
        assert (proposed.amount, proposed.rule) == (1, "614.1")
        game.apply({"do": "choose", "player": "Alice", "option": first})

        applied = events(game, "replacement_applied")
        assert [e.source for e in applied][0] == first
        assert applied[-1].amount == expected
        assert counters(game, "Hangarback Walker") == {PLUS: expected}

    def test_an_opponents_doubling_season_doesnt_apply(self) -> None:
        """Doubling Season: "on a permanent *you* control" — Bob's doesn't touch Alice's
        Hangarback; only her Hardened Scales does: X=2 → 3."""
        game = Game(two(alice={"battlefield": ["Hardened Scales"],
                               "hand": ["Hangarback Walker"], "mana_pool": "CCCC"},
                        bob={"battlefield": ["Doubling Season"]}))

        cast_and_resolve(game, "Hangarback Walker", 2)

        assert [e.source for e in events(game, "replacement_applied")] == ["Hardened Scales"]
        assert counters(game, "Hangarback Walker") == {PLUS: 3}

    def test_its_ability_uses_the_stack_and_hardened_scales_adds_one(self) -> None:
        """602.2: "{1}, {T}: Put a +1/+1 counter on this creature." is not a mana ability: it
        goes on the stack; on resolution Hardened Scales makes it two counters (614.1a)."""
        game = Game(two(alice={"battlefield": [{"card": "Hangarback Walker",
                                                "counters": {PLUS: 2}}, "Hardened Scales"],
                               "mana_pool": "C"}))

        activate(game, "Alice", "Hangarback Walker")
        assert one(game, "ability_activated").rule == "602.2"
        assert len(game.state.stack) == 1
        assert counters(game, "Hangarback Walker") == {PLUS: 2}

        pass_all(game)
        assert one(game, "counters_added").amount == 2
        assert counters(game, "Hangarback Walker") == {PLUS: 4}

    def test_dying_makes_a_thopter_per_counter_it_had_as_it_last_existed(self) -> None:
        """603.10a: "for each +1/+1 counter on this creature" looks back at it as it last
        existed on the battlefield: three counters, three 1/1 flying Thopter artifact creature
        tokens (111.1)."""
        game = Game(two(alice={"battlefield": [{"card": "Hangarback Walker", "id": "hw",
                                                "counters": {PLUS: 3}}]}))

        game.apply({"do": "deal_damage", "source": "Lightning Bolt", "target": "hw",
                    "amount": 3})
        died = one(game, "zone_changed", source="Hangarback Walker")
        assert died.rule == "704.5g"
        assert [item.source_name for item in game.state.stack] == ["Hangarback Walker"]
        pass_all(game)

        assert [e.rule for e in events(game, "token_created")] == ["111.1"] * 3
        thopters = [o for o in game.state.battlefield if o.name == "Thopter Token"]
        assert len(thopters) == 3
        for t in thopters:
            assert t.is_token and t.is_type("Artifact") and t.is_creature
            assert t.has_keyword("Flying")
            assert (game.power(t.handle), game.toughness(t.handle)) == (1, 1)

    def test_doubling_season_doubles_the_thopters(self) -> None:
        """Doubling Season: "If an effect would create one or more tokens under your control, it
        creates twice that many" — two counters, four Thopters."""
        game = Game(two(alice={"battlefield": [{"card": "Hangarback Walker", "id": "hw",
                                                "counters": {PLUS: 2}}, "Doubling Season"]}))

        game.apply({"do": "deal_damage", "source": "Lightning Bolt", "target": "hw",
                    "amount": 2})
        pass_all(game)

        applied = one(game, "replacement_applied")
        assert (applied.source, applied.amount, applied.rule) == ("Doubling Season", 4,
                                                                  "614.1a")
        assert len(events(game, "token_created", source="Thopter Token")) == 4

    def test_thopters_enter_without_counters_so_hardened_scales_does_nothing(self) -> None:
        """Hardened Scales modifies +1/+1 counters being put on a creature; Thopter tokens enter
        with none, so nothing is replaced."""
        game = Game(two(alice={"battlefield": [{"card": "Hangarback Walker", "id": "hw",
                                                "counters": {PLUS: 1}}, "Hardened Scales"]}))

        game.apply({"do": "deal_damage", "source": "Lightning Bolt", "target": "hw",
                    "amount": 1})
        pass_all(game)

        assert events(game, "replacement_applied") == []
        thopter = game.find_permanent("Thopter Token")
        assert thopter.counters == {}


class TestChaliceOfTheVoid:
    def chalice(self, charge: int, **alice: Any) -> Game:
        battlefield = [{"card": "Chalice of the Void", "counters": {"charge": charge}}] \
            if charge else ["Chalice of the Void"]
        return Game(two(alice={"battlefield": battlefield, **alice},
                        bob={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}))

    def test_cast_with_x_1_it_enters_with_one_charge_counter(self) -> None:
        """107.3m: "enters with X charge counters" uses the spell's X; {X}{X} means X=1 costs
        {2}, and its mana value on the stack is 2 (202.3e)."""
        game = Game(two(alice={"hand": ["Chalice of the Void"], "mana_pool": "CC"}))

        cast_and_resolve(game, "Chalice of the Void", 1)

        assert one(game, "mana_spent").amount == 2
        assert one(game, "spell_cast").amount == 2
        assert counters(game, "Chalice of the Void") == {"charge": 1}

    def test_it_counters_an_opponents_mana_value_1_spell(self) -> None:
        """Chalice: "Whenever a *player* casts a spell with mana value equal to the number of
        charge counters on this artifact, counter that spell." (603.2, 701.6a)"""
        game = self.chalice(1)
        game.apply({"do": "pass", "player": "Alice"})
        activate(game, "Bob", "Mountain")
        cast(game, "Bob", "Lightning Bolt", targets=["Alice"])

        trig = one(game, "ability_triggered", source="Chalice of the Void")
        assert (trig.player, trig.cause) == ("Alice", one(game, "spell_cast").seq)
        pass_all(game)

        countered = one(game, "spell_countered")
        assert (countered.source, countered.player, countered.rule) == ("Lightning Bolt", "Bob",
                                                                        "701.6a")
        assert [c.name for c in game.state.player("Bob").graveyard] == ["Lightning Bolt"]
        assert game.state.stack == []
        assert game.state.player("Alice").life == 20

    def test_x_counts_on_the_stack_endless_one_for_x_1_has_mana_value_1(self) -> None:
        """202.3e / 107.3a: on the stack X is the chosen value, so Endless One cast with X=1 has
        mana value 1 and its own controller's Chalice counters it."""
        game = self.chalice(1, hand=["Endless One"], mana_pool="C")

        cast(game, "Alice", "Endless One", x=1)
        assert one(game, "spell_cast").amount == 1
        pass_all(game)

        assert one(game, "spell_countered").source == "Endless One"
        assert events(game, "counters_added") == []
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Endless One"]

    @pytest.mark.parametrize(("charge", "x", "countered"), [
        (1, 1, False),  # Hangarback for X=1 has mana value 2
        (2, 1, True),
        (0, 0, True),   # no counters: it counters mana value 0 spells
        (1, 0, False),
    ])
    def test_hangarbacks_mana_value_on_the_stack_is_twice_x(self, charge: int, x: int,
                                                           countered: bool) -> None:
        """202.3e: {X}{X} cast for X has mana value 2X on the stack; Chalice compares it with
        its charge counters as the spell is cast."""
        game = self.chalice(charge, hand=["Hangarback Walker"], mana_pool="C" * (2 * x))

        cast(game, "Alice", "Hangarback Walker", x=x)

        assert one(game, "spell_cast").amount == 2 * x
        assert bool(events(game, "ability_triggered", source="Chalice of the Void")) == countered

    def test_dark_ritual_is_a_spell_so_chalice_counters_it(self) -> None:
        """605.5b: Dark Ritual is a spell with mana value 1, so Chalice at 1 counters it and no
        mana is added."""
        game = self.chalice(1, hand=["Dark Ritual"], mana_pool="B")

        cast(game, "Alice", "Dark Ritual")
        pass_all(game)

        assert one(game, "spell_countered").source == "Dark Ritual"
        assert events(game, "mana_added") == []
        assert pool_of(game) == ""

    def test_mana_abilities_arent_spells_chalice_at_0_ignores_them(self) -> None:
        """605.3b: activating a mana ability is not casting a spell; Chalice with no counters
        (mana value 0) doesn't trigger when Alice taps her Sol Ring."""
        game = Game(two(alice={"battlefield": ["Chalice of the Void", "Sol Ring"]}))
        start = last_seq(game)

        activate(game, "Alice", "Sol Ring")

        assert "ability_triggered" not in kinds(after(game, start))

    def test_doubling_season_doubles_its_charge_counters_hardened_scales_doesnt(
            self) -> None:
        """Doubling Season ruling: it affects permanents entering with counters, so X=1 gives
        two charge counters; Hardened Scales only adds +1/+1 counters on creatures."""
        game = Game(two(alice={"battlefield": ["Doubling Season", "Hardened Scales"],
                               "hand": ["Chalice of the Void"], "mana_pool": "CC"}))

        cast_and_resolve(game, "Chalice of the Void", 1)

        assert [e.source for e in events(game, "replacement_applied")] == ["Doubling Season"]
        assert counters(game, "Chalice of the Void") == {"charge": 2}

    def test_a_board_files_x_on_the_battlefield_gives_no_charge_counters(self) -> None:
        """107.3g: X is 0 on the battlefield; the Chalice has no counters and so counters
        mana value 0 spells."""
        game = Game(two(alice={"battlefield": [{"card": "Chalice of the Void", "x": 1}],
                               "hand": ["Hangarback Walker"]}))

        assert counters(game, "Chalice of the Void") == {}
        cast(game, "Alice", "Hangarback Walker", x=0)
        pass_all(game)
        assert one(game, "spell_countered").source == "Hangarback Walker"
