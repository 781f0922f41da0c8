"""Sagas (714), read from their chapter lines: a Saga enters with a lore counter (714.3a), gets
another as its controller's precombat main phase begins (714.3c), each chapter ability triggers
when the lore counters reach its number (714.2b; "I, II —" is one ability per numeral, 714.2c),
and once the last chapter ability has resolved and left the stack, the Saga is sacrificed
(714.4, a state-based action: 704.5s)."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, one, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def names_of(game: Game, who: str) -> list[str]:
    return [o.name for o in game.state.permanents(who)]


def knights(game: Game) -> list[Any]:
    return [o for o in game.state.permanents("Alice") if "Knight" in o.subtypes]


def benalia() -> Game:
    game = Game(board(player("Alice", hand=["History of Benalia"], mana_pool="WWC",
                             library=library(9)),
                      player("Bob", library=library(9))))
    game.apply({"do": "cast", "player": "Alice", "card": "History of Benalia"})
    pass_all(game)  # it resolves and enters with a lore counter: chapter I triggers
    return game


def to_main(game: Game, turn: int) -> None:
    """On to the precombat main phase of ``turn``, nobody attacking on the way."""
    while True:
        game.apply({"do": "pass_until", "turn": turn, "step": "precombat_main"})
        pending = game.pending
        if pending is None or pending.kind != "attackers":
            return
        game.apply({"do": "attack", "player": pending.player, "attackers": {}})


def next_chapter(game: Game, turn: int) -> None:
    """On to Alice's precombat main phase of ``turn``, and let the chapter ability resolve."""
    to_main(game, turn)
    pass_all(game)


class TestHistoryOfBenalia:
    def test_it_enters_with_a_lore_counter_and_chapter_one_makes_a_knight(self) -> None:
        assert POOL.get("History of Benalia").compiled
        game = benalia()
        added = one(game, "counters_added", counter="lore")
        assert (added.rule, added.amount) == ("714.3a", 1)
        assert one(game, "ability_triggered", source="History of Benalia").rule == "603.2"
        pass_all(game)
        assert len(knights(game)) == 1
        assert game.find_permanent(game.state.permanents("Alice")[0].handle).counters == {
            "lore": 1}

    def test_each_precombat_main_phase_reads_the_next_chapter(self) -> None:
        """Turn 3: the second lore counter (a turn-based action, no stack), chapter II, a
        second Knight. Bob's turn 2 added nothing: only the active player's Sagas get one."""
        game = benalia()
        pass_all(game)
        next_chapter(game, 3)
        lore = events(game, "counters_added", counter="lore")
        assert [(e.rule, e.turn, e.step) for e in lore] == [
            ("714.3a", 1, "precombat_main"), ("714.3c", 3, "precombat_main")]
        assert len(knights(game)) == 2

    def test_after_chapter_three_resolves_the_saga_is_sacrificed(self) -> None:
        """Chapter III triggers with three lore counters; while it waits on the stack the Saga
        stays (714.4), so its ability resolves first: the Knights get +2/+1; then the Saga is
        sacrificed as a state-based action."""
        game = benalia()
        pass_all(game)
        next_chapter(game, 3)
        to_main(game, 5)
        assert "History of Benalia" in names_of(game, "Alice")  # chapter III on the stack
        assert [i.triggered.chapter for i in game.state.stack if i.triggered] == [3]
        pass_all(game)
        assert [(game.power(k.handle), game.toughness(k.handle)) for k in knights(game)] == [
            (4, 3), (4, 3)]
        gone = one(game, "zone_changed", source="History of Benalia", to_zone="graveyard")
        assert (gone.rule, gone.how) == ("704.5s", "sacrificed")
        assert "History of Benalia" not in names_of(game, "Alice")


class TestOtherSagas:
    def test_binding_the_old_gods_destroys_then_fetches_a_forest(self) -> None:
        assert POOL.get("Binding the Old Gods").compiled
        game = Game(board(
            player("Alice", hand=["Binding the Old Gods"], mana_pool="BGCC",
                   library=[*library(8), "Forest"]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   library=library(9))))
        game.apply({"do": "cast", "player": "Alice", "card": "Binding the Old Gods"})
        pass_all(game)
        pass_all(game)  # chapter I: its only legal target is Bob's Bears
        assert game.state.player("Bob").graveyard[0].name == "Grizzly Bears"
        game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
        pass_all(game)  # chapter II: Alice searches
        found = game.pending
        assert found is not None and found.rule == "701.23b"
        game.apply({"do": "choose", "player": "Alice", "option": found.options[0]})
        forests = [o for o in game.state.permanents("Alice") if o.name == "Forest"]
        assert len(forests) == 1 and forests[0].tapped

    def test_oath_of_eorl_makes_a_human_indestructible_and_crowns_you(self) -> None:
        """A saved game keeps the lore counters: this Saga has two, so Alice's next precombat
        main phase reads chapter III. The indestructible counter gives the Soldier
        indestructible (122.1b): Murder doesn't destroy it (702.12b)."""
        assert POOL.get("Oath of Eorl").compiled
        game = Game(board(
            player("Alice", library=library(5), battlefield=[
                {"card": "Oath of Eorl", "id": "oath", "counters": {"lore": 2}},
                {"card": "Human Soldier Token", "id": "soldier"}]),
            player("Bob", hand=["Murder"], library=library(5),
                   battlefield=[{"card": "Swamp", "id": f"swamp{k}"} for k in range(3)]),
            step="end", active="Bob", turn=2))
        to_main(game, 3)
        game.apply({"do": "choose", "player": "Alice", "targets": ["soldier"]})  # up to one
        pass_all(game)
        assert game.find_permanent("soldier").counters == {"indestructible": 1}
        assert game.state.monarch == "Alice"
        assert "Oath of Eorl" not in names_of(game, "Alice")
        to_main(game, 4)
        for k in range(3):
            game.apply({"do": "activate", "player": "Bob", "permanent": f"swamp{k}"})
        game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["soldier"]})
        pass_all(game)
        assert game.find_permanent("soldier") is not None
        assert one(game, "effect_skipped", target="soldier").rule == "702.12b"

    def test_a_saga_read_through_in_a_saved_game_goes_at_once(self) -> None:
        """A board with a Saga at its final chapter and nothing on the stack: the first
        state-based action check sacrifices it."""
        game = Game(board(player("Alice", library=library(3), battlefield=[
            {"card": "History of Benalia", "id": "saga", "counters": {"lore": 3}}]),
            player("Bob", library=library(3))))
        game.apply({"do": "pass", "player": "Alice"})
        assert one(game, "zone_changed", target="saga").rule == "704.5s"


def test_a_saga_whose_last_chapter_did_nothing_is_sacrificed_all_the_same() -> None:
    """714.4 looks at the Saga and its chapter ability leaving the stack, not at what the
    ability did: chapter II offers a draw, Alice declines — the ability has still left the
    stack, so the Saga goes."""
    pool = pool_reading({"name": "Test Saga", "type_line": "Enchantment — Saga",
                         "mana_cost": "{W}",
                         "oracle_text": "(As this Saga enters and after your draw step, add a lore "
                                        "counter.)\nI — You gain 1 life.\nII — You may draw a "
                                        "card."})
    game = Game(board(player("Alice", battlefield=[{"card": "Test Saga", "id": "saga",
                                                    "counters": {"lore": 1}}],
                             library=library(5)),
                      player("Bob", library=library(5)), step="beginning_of_combat"), cards=pool)
    to_main(game, 3)  # chapter II triggers as the lore counter is added
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "don't"})
    assert "Test Saga" not in names_of(game, "Alice")
    gone = one(game, "zone_changed", source="Test Saga", to_zone="graveyard")
    assert (gone.rule, gone.how) == ("704.5s", "sacrificed")


def test_a_chapter_may_carry_an_ability_word() -> None:
    """"II — Lore — …": an ability word after the chapter symbol has no rules meaning (207.2c);
    the chapter reads as its words."""
    pool = pool_reading({"name": "Test Chronicle", "type_line": "Enchantment — Saga",
                         "oracle_text": "I — Draw a card.\nII — Lore — Draw two cards."})
    card = pool.get("Test Chronicle")
    assert [t.chapter for t in card.triggered] == [1, 2]
