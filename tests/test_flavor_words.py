"""A flavor word before a dash has no rules meaning (207.2d), however many words it has: the
ability after it is read as if it weren't there. M.O.D.O.K.: "Designed Only for Killing —
Creatures your opponents control get -1/-1." """

from __future__ import annotations

from helpers import board, library, player

from explorer.cards import default_pool
from explorer.game import Game


def test_modoks_flavor_worded_static_shrinks_only_opponents_creatures() -> None:
    card = default_pool().get("M.O.D.O.K.")
    assert card.compiled
    game = Game(board(player("Alice", battlefield=["M.O.D.O.K.", "Grizzly Bears"],
                             library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3))))

    bears = [o for o in game.state.battlefield if o.name == "Grizzly Bears"]
    sizes = {o.controller: (game.power(o.handle), game.toughness(o.handle)) for o in bears}
    assert sizes == {"Alice": (2, 2), "Bob": (1, 1)}


def test_the_explanation_shows_the_ability_without_its_flavor_word() -> None:
    explained = default_pool().explain("M.O.D.O.K.")
    assert "Designed Only for Killing — Creatures your opponents control get -1/-1." in explained
    assert "can't read" not in explained
