"""Sunburst (702.44a): "If this object is entering the battlefield as a creature, … it enters with
a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it enters with a
charge counter on it for each color of mana spent to cast it." Colorless mana is no color
(105.1)."""

from __future__ import annotations

from helpers import board, counters, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def cast(card: str, mana_pool: str, **extra: object) -> Game:
    game = Game(board(player("Alice", hand=[card], mana_pool=mana_pool, library=library(5),
                             **extra),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": card})
    pass_all(game)
    return game


def test_they_compile_from_their_text() -> None:
    for name in ("Skyreach Manta", "Pentad Prism"):
        assert default_pool().get(name).compiled, default_pool().explain(name)


def test_a_creature_gets_a_counter_for_each_color() -> None:
    """{5} paid with W, U, B, R and C: four colors, four +1/+1 counters — a 4/4 flyer."""
    game = cast("Skyreach Manta", "WUBRC")
    assert counters(game, "Skyreach Manta") == 4
    assert (game.power("Skyreach Manta"), game.toughness("Skyreach Manta")) == (4, 4)


def test_the_same_color_twice_counts_once() -> None:
    """{2} paid with G and G: one color, one charge counter on the Prism (not a creature)."""
    game = cast("Pentad Prism", "GG")
    assert counters(game, "Pentad Prism", "charge") == 1
    assert counters(game, "Pentad Prism") == 0


def test_colorless_mana_gives_nothing() -> None:
    """Paid with colorless mana only, the Manta enters with no counters: a 0/0, it is put into
    its owner's graveyard (704.5f)."""
    game = cast("Skyreach Manta", "CCCCC")
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Skyreach Manta"]
