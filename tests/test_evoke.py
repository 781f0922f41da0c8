"""Evoke (702.74a): "You may cast this spell for its evoke cost. If you do, it's sacrificed
when it enters." — an alternative cost (118.9, the cast's choices {"alternative": true}) and a
triggered ability. Mulldrifter evoked still draws two cards: both abilities trigger as it
enters."""

from __future__ import annotations

import pytest
from helpers import board, library, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def resolve_everything(game: Game) -> None:
    for _ in range(20):
        if game.pending is None or (game.pending.kind == "priority" and not game.state.stack):
            return
        game.apply({"do": "default"} if game.pending.kind != "priority" else {"do": "pass"})


@pytest.mark.parametrize(("evoked", "mana", "stays"), [(True, "UCC", False),
                                                       (False, "UCCCC", True)])
def test_mulldrifter_evoked_draws_two_and_is_sacrificed(evoked: bool, mana: str,
                                                        stays: bool) -> None:
    assert POOL.get("Mulldrifter").compiled
    game = Game(board(player("Alice", hand=["Mulldrifter"], mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))
    cast = {"do": "cast", "player": "Alice", "card": "Mulldrifter"}
    if evoked:
        cast["choices"] = {"alternative": True}
    game.apply(cast)
    resolve_everything(game)
    alice = game.state.player("Alice")
    assert len(alice.hand) == 2
    assert ("Mulldrifter" in [o.name for o in game.state.permanents("Alice")]) is stays
    assert ("Mulldrifter" in [c.name for c in alice.graveyard]) is not stays
