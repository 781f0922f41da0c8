"""Partner (702.124): a keyword that only says which cards may be a Commander deck's
commanders together. A card with it plays like it hasn't it: Ishai, Ojutai Dragonspeaker
compiles, says so, and its other abilities work."""

from __future__ import annotations

from helpers import board, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
ISHAI = "Ishai, Ojutai Dragonspeaker"


def test_partner_is_read_as_doing_nothing_in_a_game() -> None:
    assert POOL.get(ISHAI).compiled
    assert "does nothing in a game" in POOL.explain(ISHAI)


def test_ishai_grows_when_an_opponent_casts_a_spell() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": ISHAI, "id": "ishai"}],
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(5))))
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    while game.state.stack:
        pass_all(game)

    assert game.permanent("ishai").counters == {"+1/+1": 1}
