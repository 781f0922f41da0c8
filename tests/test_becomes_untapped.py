""""Whenever a permanent you control becomes untapped, …" (701.26b), read from the text. Wake
Thrasher: in the untap step its controller's permanents untap all at once (502.3), and the
ability triggers once for each of them."""

from __future__ import annotations

from helpers import board, events, library, player, triggered

from explorer.cards import default_pool
from explorer.game import Game


def test_it_triggers_once_for_each_permanent_that_untaps() -> None:
    """Two tapped Forests and the tapped Thrasher itself untap: three triggers, +3/+3 this
    turn; the Bears, untapped already, don't become untapped."""
    assert default_pool().get("Wake Thrasher").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Wake Thrasher", "tapped": True},
                                                {"card": "Forest", "tapped": True},
                                                {"card": "Forest", "tapped": True},
                                                "Grizzly Bears"],
                          library=library(5)),
                   player("Bob", battlefield=[{"card": "Island", "tapped": True}],
                          library=library(5)),
                   step="end", turn=1, active="Bob"))
    g.apply({"do": "pass_until", "turn": 2, "step": "draw"})

    untapped = events(g, "untapped", rule="502.3")
    assert len(untapped) == 3
    assert len(triggered(g, "Wake Thrasher")) == 3
    assert (g.power("Wake Thrasher"), g.toughness("Wake Thrasher")) == (4, 4)


def test_nothing_untaps_nothing_triggers() -> None:
    g = Game(board(player("Alice", battlefield=["Wake Thrasher", "Forest"], library=library(5)),
                   player("Bob", library=library(5)), step="end", turn=1, active="Bob"))
    g.apply({"do": "pass_until", "turn": 2, "step": "draw"})
    assert triggered(g, "Wake Thrasher") == []
