"""Reflexive triggered abilities (603.12): "When you do, …" after an instruction triggers if
that instruction was followed, and goes on the stack the next time a player would receive
priority, its targets chosen then. Read from Faebloom Trick ("Create two 1/1 blue Faerie creature
tokens with flying. When you do, tap target creature an opponent controls.") and Maestros Theater
("When this land enters, sacrifice it. When you do, search your library for a basic Island,
Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle and you gain 1
life.")."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game


def test_faebloom_trick_taps_after_its_faeries_are_made() -> None:
    game = Game(board(player("Alice", hand=["Faebloom Trick"], mana_pool="UUU",
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Faebloom Trick"})
    pass_all(game)  # it resolves: two Faeries, and the reflexive ability triggers
    faeries = [o for o in game.state.permanents("Alice") if o.name == "Faerie Token"]
    assert len(faeries) == 2
    (triggered,) = events(game, "ability_triggered", source="Faebloom Trick")
    assert triggered.rule == "603.12"
    assert not game.permanent("bears").tapped  # on the stack, not resolved yet
    (put,) = events(game, "ability_put_on_stack", source="Faebloom Trick")
    assert put.target == "bears" and put.seq > triggered.seq
    pass_all(game)
    assert game.permanent("bears").tapped


def test_maestros_theater_sacrifices_itself_then_fetches_a_tapped_basic() -> None:
    game = Game(board(player("Alice", hand=["Maestros Theater"],
                             library=["Forest", "Swamp", "Island"]),
                      player("Bob", library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Maestros Theater"})
    pass_all(game)  # the enter ability: sacrificed; "When you do" triggers
    alice = game.state.player("Alice")
    assert names(alice.graveyard) == ["Maestros Theater"]
    assert [e.rule for e in events(game, "ability_triggered", source="Maestros Theater")] == [
        "603.2", "603.12"]
    pass_all(game)  # the reflexive ability: search — the Forest isn't offered
    assert game.pending is not None
    assert list(game.pending.options) == ["swamp-1 (Swamp)", "island-1 (Island)", "find nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "swamp-1 (Swamp)"})
    (land,) = game.state.permanents("Alice")
    assert land.name == "Swamp" and land.tapped  # not the Forest: Island, Swamp or Mountain
    assert alice.life == 21


def test_a_declined_may_doesn_t_trigger_its_when_you_do() -> None:
    pool = pool_reading({"name": "Test Raider", "type_line": "Creature — Goblin",
                         "mana_cost": "{R}", "power": "1", "toughness": "1",
                         "oracle_text": "When this creature enters, you may discard a card. "
                                        "When you do, this creature deals 2 damage to any "
                                        "target."})
    for answer, triggered in (("don't", 0), ("do it", 1)):
        game = Game(board(player("Alice", hand=["Test Raider", "Island"], mana_pool="R",
                                 library=library(3)),
                          player("Bob", library=library(3))), cards=pool)
        game.apply({"do": "cast", "player": "Alice", "card": "Test Raider"})
        pass_all(game)
        pass_all(game)  # the enter ability resolves: "you may"
        game.apply({"do": "choose", "player": "Alice", "option": answer})
        reflexive = events(game, "ability_triggered", rule="603.12")
        assert len(reflexive) == triggered, answer


def test_explain_names_the_reflexive_ability() -> None:
    pool = default_pool()
    for name in ("Faebloom Trick", "Maestros Theater"):
        assert pool.get(name).compiled
        assert "When you do, {then:effect}'  (603.12" in pool.explain(name)
