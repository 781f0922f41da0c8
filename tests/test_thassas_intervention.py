"""X in a card-selection mode and in a tax (107.3a): Thassa's Intervention — "Look at the top X
cards of your library. Put up to two of them into your hand and the rest on the bottom of your
library in a random order." (the cards taken chosen as it resolves, 608.2d) or "Counter target
spell unless its controller pays twice {X}." (asked as it resolves, 608.2c)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.game import Game

LIBRARY = ["Forest", "Mountain", "Plains", "Swamp", "Island"]


def look(x: int) -> Game:
    game = Game(board(player("Alice", hand=["Thassa's Intervention"], mana_pool="UUCCCC",
                             library=list(LIBRARY)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Thassa's Intervention", "x": x,
                "choices": {"mode": 1}})
    pass_all(game)
    return game


def pick(game: Game, option: str) -> None:
    assert game.pending is not None and game.pending.player == "Alice", game.pending
    (chosen,) = [o for o in game.pending.options if o.startswith(option)]
    game.apply({"do": "choose", "player": "Alice", "option": chosen})


def test_alice_takes_two_of_the_top_three_and_the_third_goes_to_the_bottom() -> None:
    game = look(3)
    assert [o for o in game.pending.options] == ["forest-1", "mountain-1", "plains-1", "no more"]
    pick(game, "plains")
    pick(game, "forest")

    assert sorted(c.name for c in game.state.player("Alice").hand) == ["Forest", "Plains"]
    assert [c.name for c in game.state.player("Alice").library] == ["Swamp", "Island",
                                                                    "Mountain"]
    looked = events(game, "looked_at_top")
    assert [(e.amount, e.rule) for e in looked] == [(3, "608.2d")]


def test_up_to_two_she_may_stop_after_one() -> None:
    game = look(3)
    pick(game, "mountain")
    pick(game, "no more")

    assert [c.name for c in game.state.player("Alice").hand] == ["Mountain"]
    assert len(game.state.player("Alice").library) == 4
    assert game.state.player("Alice").library[0].name == "Swamp"


def test_the_counter_mode_asks_twice_x() -> None:
    """X = 2: Bob's Grizzly Bears are countered unless he pays {4}; he has only {3} left."""
    game = Game(board(player("Alice", hand=["Thassa's Intervention"], mana_pool="UUCC",
                             library=library(5)),
                      player("Bob", hand=["Grizzly Bears"], mana_pool="GCCCC",
                             library=library(5)), active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Grizzly Bears"})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Alice", "card": "Thassa's Intervention", "x": 2,
                "choices": {"mode": 2}, "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Bob"
    assert list(game.pending.options) == ["don't pay", "pay {4}"]
    game.apply({"do": "choose", "player": "Bob", "option": "don't pay"})

    assert [e.source for e in events(game, "spell_countered")] == ["Grizzly Bears"]
