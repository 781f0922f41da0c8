""""a permanent that's one or more colors" — a colored permanent (105.2), read from the text.
Ugin's Construct (colorless itself): "When this creature enters, sacrifice a permanent that's
one or more colors." — its controller chooses one of theirs as the ability resolves."""

from __future__ import annotations

from helpers import board, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

CONSTRUCT = "Ugin's Construct"


def cast_construct(battlefield: list[object]) -> Game:
    g = Game(board(player("Alice", battlefield=battlefield, hand=[CONSTRUCT], mana_pool="CCCC",
                          library=library(5)),
                   player("Bob", battlefield=["Llanowar Elves"], library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": CONSTRUCT})
    pass_all(g)  # it enters; its ability triggers
    pass_all(g)  # the ability resolves
    return g


def test_the_only_colored_permanent_alice_controls_is_sacrificed() -> None:
    """The Forest and the Construct are colorless; the Bears are green; Bob's Elves aren't
    Alice's."""
    assert default_pool().get(CONSTRUCT).compiled
    g = cast_construct(["Forest", "Grizzly Bears"])
    assert [c.name for c in g.state.player("Alice").graveyard] == ["Grizzly Bears"]
    assert sorted(o.name for o in g.state.battlefield) == ["Forest", "Llanowar Elves", CONSTRUCT]


def test_with_no_colored_permanent_nothing_is_sacrificed() -> None:
    g = cast_construct(["Forest"])
    assert list(g.state.player("Alice").graveyard) == []
    assert g.find_permanent(CONSTRUCT).controller == "Alice"
