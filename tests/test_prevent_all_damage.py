"""Prevention effects for the rest of the turn on one creature or player (615.1): "Prevent all
combat damage that would be dealt to it this turn." (Fleeting Flight), "… dealt to and dealt by
that creature this turn." (Maze of Ith). None of that damage is dealt, however much there is;
other damage is dealt as usual; the effect ends with the turn (514.2)."""

from __future__ import annotations

from helpers import (
    attack_and_block,
    board,
    counters,
    events,
    library,
    names,
    pass_all,
    player,
    to_attackers,
)
from test_save_exact import saved_and_loaded

from explorer.game import Game


def flight_in_combat() -> Game:
    """Alice's Grizzly Bears attack and Bob's Hill Giant blocks them; Alice casts Fleeting
    Flight on her Bears."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Plains", "id": "p"}],
               hand=["Fleeting Flight"], library=library(5)),
        player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"},
                                   {"card": "Mountain", "id": "m"}],
               hand=["Lightning Bolt"], library=library(5)), step="untap"))
    attack_and_block(game, {"bears": "Bob"}, {"giant": "bears"})
    game.apply({"do": "cast", "player": "Alice", "card": "Fleeting Flight", "targets": ["bears"],
                "pay": ["p"]})
    pass_all(game)
    return game


def test_fleeting_flight_prevents_the_combat_damage_dealt_to_the_bears() -> None:
    """The Bears, 3/3 with the counter, take none of the Giant's 3 combat damage and deal their
    3 to it: the Giant dies, the Bears live."""
    game = flight_in_combat()
    (created,) = events(game, "effect_created", rule="615.1")
    assert (created.source, created.target) == ("Fleeting Flight", "bears")
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    prevented = events(game, "damage_prevented")
    assert [(e.source, e.target, e.amount, e.rule) for e in prevented] == [
        ("Hill Giant", "bears", 3, "615.1")]
    assert [(e.source, e.target, e.amount) for e in events(game, "damage_dealt")] == [
        ("Grizzly Bears", "giant", 3)]
    assert names(game.state.player("Bob").graveyard) == ["Hill Giant"]
    assert counters(game, "Grizzly Bears") == 1


def test_damage_that_isnt_combat_damage_is_still_dealt() -> None:
    """After combat, Bob's Lightning Bolt deals its 3 to the Bears: only combat damage is
    prevented, and the Bears (3/3) die."""
    game = flight_in_combat()
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    game.apply({"do": "pass"})  # Alice passes; Bob may act
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"],
                "pay": ["m"]})
    pass_all(game)

    bolt = events(game, "damage_dealt", source="Lightning Bolt")
    assert [(e.target, e.amount) for e in bolt] == [("bears", 3)]
    assert "Grizzly Bears" in names(game.state.player("Alice").graveyard)


def test_the_prevention_is_saved_and_ends_with_the_turn() -> None:
    game = flight_in_combat()
    saved, loaded = saved_and_loaded(game)
    assert saved["shields"] == [{"target": "bears", "amount": None, "source": "Fleeting Flight",
                                 "combat": True}]
    loaded.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    assert [e.amount for e in events(loaded, "damage_prevented")] == [3]
    loaded.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    ended = [e for e in events(loaded, "effect_ended", source="Fleeting Flight")
             if "prevented" in (e.rider or "")]  # (its flying ends too)
    assert [(e.target, e.rule, e.rider) for e in ended] == [
        ("bears", "514.2", "all combat damage that would be dealt to it this turn is prevented")]
    assert loaded.state.shields == ()


def test_maze_of_ith_untaps_an_attacker_and_prevents_damage_to_and_by_it() -> None:
    """Hill Giant attacks Bob unblocked; Bob's Maze of Ith untaps it and prevents the combat
    damage it would deal (and any dealt to it): Bob stays at 20."""
    game = Game(board(player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Maze of Ith", "id": "maze"}],
                             library=library(5)), step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"giant": "Bob"}})
    game.apply({"do": "pass"})  # Alice passes in the declare attackers step; Bob may act
    game.apply({"do": "activate", "player": "Bob", "permanent": "maze", "targets": ["giant"]})
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    assert [e.target for e in events(game, "untapped")] == ["giant"]
    created = events(game, "effect_created", rule="615.1")
    assert [(e.target, e.rider) for e in created] == [
        ("giant", "all combat damage that would be dealt to it this turn is prevented"),
        ("giant", "all combat damage that would be dealt by it this turn is prevented")]
    prevented = events(game, "damage_prevented")
    assert [(e.source, e.target, e.amount, e.rule) for e in prevented] == [
        ("Hill Giant", "Bob", 3, "615.1")]
    assert game.state.player("Bob").life == 20
