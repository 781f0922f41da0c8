"""Triggers on life gained, counted by the turn (119.9): Cat Collector's "Whenever you gain life
for the first time during each of your turns" — once in its controller's turn, never in another
player's; and MACH-1's "When MACH-1 enters and whenever you gain life, surveil 1. This ability
triggers only once each turn." — one ability, two trigger events (603.2), limited to one
triggering a turn (603.2h)."""

from __future__ import annotations

from helpers import board, library, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game


def eat(game: Game, who: str) -> None:
    """``who`` sacrifices one of their Food tokens for 3 life, and the ability resolves."""
    food = next(o for o in game.state.battlefield
                if o.card.name == "Food Token" and o.controller == who and not o.tapped)
    if game.pending is not None and game.pending.player != who:
        game.apply({"do": "pass"})  # the active player passes: now ``who`` may act
    game.apply({"do": "activate", "player": who, "permanent": food.handle})
    pass_all(game)
    while game.state.stack:  # what the life gain triggered
        pass_all(game)


def test_they_compile_from_their_text() -> None:
    for name in ("Cat Collector", "MACH-1, Swooping Scoundrel"):
        assert default_pool().get(name).compiled, default_pool().explain(name)


def test_cat_collector_once_in_its_controllers_turn() -> None:
    game = Game(board(player("Alice", battlefield=["Cat Collector", "Food", "Food", "Food"],
                             mana_pool="CCCC", library=library(5)),
                      player("Bob", library=library(5))))
    eat(game, "Alice")
    eat(game, "Alice")  # the second gain this turn: no Cat
    assert len(triggered(game, "Cat Collector")) == 1
    # (another card makes a different "Cat Token": this one is told apart by what it is)
    assert [o.card.name for o in game.state.battlefield if o.card.name.startswith("Cat Token")
            ] == ["Cat Token (1/1 white)"]
    assert game.state.player("Alice").life == 26


def test_cat_collector_not_in_an_opponents_turn() -> None:
    game = Game(board(player("Alice", battlefield=["Cat Collector", "Food"], mana_pool="CC",
                             library=library(5)),
                      player("Bob", library=library(5)), active="Bob"))
    eat(game, "Alice")  # Alice gains life in Bob's turn
    assert game.state.player("Alice").life == 23
    assert triggered(game, "Cat Collector") == []


def test_mach_1_triggers_once_a_turn_from_either_event() -> None:
    """It enters (surveil 1); a gain the same turn doesn't trigger it again; in Alice's next
    turn a gain does."""
    game = Game(board(player("Alice", hand=["MACH-1, Swooping Scoundrel"],
                             battlefield=["Food", "Food"], mana_pool="BCCC",
                             library=library(10)),
                      player("Bob", library=library(10))))
    game.apply({"do": "cast", "player": "Alice", "card": "MACH-1, Swooping Scoundrel"})
    pass_all(game)  # MACH-1 enters: its ability triggers
    assert len(triggered(game, "MACH-1, Swooping Scoundrel")) == 1
    while game.state.stack or (game.pending is not None and game.pending.kind != "priority"):
        if game.pending is not None and game.pending.kind != "priority":
            game.apply({"do": "choose", "player": "Alice", "option":
                        game.pending.options[0]})  # keep the card on top
        else:
            pass_all(game)
    eat(game, "Alice")
    assert len(triggered(game, "MACH-1, Swooping Scoundrel")) == 1  # 603.2h: not again
    assert game.state.player("Alice").life == 23


def test_mach_1_on_the_battlefield_triggers_on_a_gain() -> None:
    game = Game(board(player("Alice", battlefield=["MACH-1, Swooping Scoundrel", "Food", "Food"],
                             mana_pool="CCCC", library=library(10)),
                      player("Bob", library=library(10))))
    game.apply({"do": "activate", "player": "Alice",
                "permanent": next(o.handle for o in game.state.battlefield
                                  if o.card.name == "Food Token")})
    pass_all(game)  # Alice gains 3: MACH-1's ability triggers
    assert len(triggered(game, "MACH-1, Swooping Scoundrel")) == 1
