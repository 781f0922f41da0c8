"""Targets from a single graveyard (601.2c): "When this creature enters, exile up to two target
cards from a single graveyard." (Griffnaut Tracker) — both cards chosen must be in one player's
graveyard; a choice across two graveyards is refused and nothing changes."""

from __future__ import annotations

import pytest
from helpers import board, library, names, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


def tracker_enters() -> Game:
    game = Game(board(
        player("Alice", hand=["Griffnaut Tracker"], mana_pool="WCCC", library=library(5),
               graveyard=["Grizzly Bears"]),
        player("Bob", graveyard=["Hill Giant", "Lightning Bolt", "Counterspell"],
               library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Griffnaut Tracker"})
    pass_all(game)  # it resolves; its enters ability asks for its targets (603.3d)
    assert game.pending is not None and game.pending.kind == "targets", game.pending
    return game


def test_two_cards_from_bobs_graveyard_are_exiled() -> None:
    game = tracker_enters()
    game.apply({"do": "choose", "player": "Alice", "targets": ["Hill Giant", "Counterspell"]})
    pass_all(game)

    assert names(game.state.player("Bob").exile) == ["Hill Giant", "Counterspell"]
    assert names(game.state.player("Bob").graveyard) == ["Lightning Bolt"]
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]


def test_cards_from_two_graveyards_are_refused() -> None:
    game = tracker_enters()
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "choose", "player": "Alice",
                    "targets": ["Grizzly Bears", "Hill Giant"]})
    assert refused.value.rule == "603.3d"  # a triggered ability's targets (601.2c)
    assert "single graveyard" in str(refused.value)
    assert snapshot(game) == before
