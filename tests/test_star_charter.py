"""Star Charter: "At the beginning of your end step, if you gained or lost life this turn, look
at the top four cards of your library. You may reveal a creature card with power 3 or less from
among them and put it into your hand. Put the rest on the bottom of your library in a random
order." — an intervening "if" (603.4) over life gained or lost (119.3), and a card of a kind
described by what it has ("a creature card with power 3 or less")."""

from __future__ import annotations

from helpers import board, events, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

TOP = ["Craw Wurm", "Grizzly Bears", "Island", "Island"]


def charter(hand: list[str], mana_pool: str = "") -> Game:
    return Game(board(player("Alice", battlefield=["Star Charter"], hand=hand,
                             mana_pool=mana_pool, library=[*TOP, "Forest", "Forest"]),
                      player("Bob", library=["Island"] * 5)))


def pass_to(game: Game, turn: int, step: str) -> None:
    """Pass until then, nobody attacking."""
    while True:
        game.apply({"do": "pass_until", "turn": turn, "step": step})
        if game.pending is None or game.pending.kind != "attackers":
            return
        game.apply({"do": "attack", "player": game.state.active, "attackers": {}})


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get("Star Charter").compiled, default_pool().explain("Star Charter")


def test_after_losing_life_it_digs_for_a_small_creature() -> None:
    """Alice bolts herself (she lost life this turn): at her end step she looks at the top
    four; only Grizzly Bears may be taken — Craw Wurm's power is 6. The other three go to the
    bottom, under the two Forests."""
    game = charter(["Lightning Bolt"], "R")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)
    pass_to(game, 1, "end")
    pass_all(game)  # the ability, on the stack since the end step began, resolves
    assert game.pending is not None and game.pending.kind == "option"
    assert [o for o in game.pending.options] == ["grizzly-bears-1 (Grizzly Bears)",
                                                 "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "grizzly-bears-1 (Grizzly Bears)"})
    alice = game.state.player("Alice")
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]
    assert [c.name for c in alice.library][:2] == ["Forest", "Forest"]
    assert sorted(c.name for c in alice.library[2:]) == ["Craw Wurm", "Island", "Island"]
    assert one(game, "looked_at_top").found == "Grizzly Bears"


def test_without_a_life_change_it_doesnt_trigger() -> None:
    game = charter([])
    pass_to(game, 2, "upkeep")
    assert events(game, "ability_triggered", source="Star Charter") == []
    assert [c.name for c in game.state.player("Alice").library][:4] == TOP
