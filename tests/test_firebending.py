"""Firebending (702.189a): "Whenever this creature attacks, add N {R}. Until end of combat, you
don't lose this mana as steps and phases end." Fire Sages (2/2, firebending 1, "{1}{R}{R}: Put a
+1/+1 counter on this creature.")."""

from __future__ import annotations

import pytest
from helpers import board, counters, events, library, one, pass_all, player, snapshot, tap

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

SAGES = "Fire Sages"


def attacking() -> Game:
    """Fire Sages attacks Bob; its firebending ability resolves."""
    game = Game(board(player("Alice", battlefield=[SAGES, "Mountain", "Mountain"],
                             library=library(5)),
                      player("Bob", library=library(5)), step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {SAGES: "Bob"}})
    pass_all(game)
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(SAGES).compiled, default_pool().explain(SAGES)


def test_the_red_mana_lasts_into_the_declare_blockers_step_and_pays_there() -> None:
    game = attacking()
    added = one(game, "mana_added", source=SAGES)
    assert (added.mana, added.rule) == ("R", "702.189a")
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    assert events(game, "mana_emptied") == []  # the declare attackers step ended: kept
    saved = Game(game.to_board())  # mid-combat, a board file keeps what lasts
    assert saved.state.player("Alice").mana_pool == game.state.player("Alice").mana_pool
    tap(game, "Alice", "mountain-1")
    tap(game, "Alice", "mountain-2")
    game.apply({"do": "activate", "player": "Alice", "permanent": SAGES})
    pass_all(game)

    assert counters(game, SAGES) == 1


def test_unspent_it_empties_as_the_end_of_combat_step_ends() -> None:
    game = attacking()
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    emptied = one(game, "mana_emptied")
    assert (emptied.step, emptied.mana, emptied.rule) == ("end_of_combat", "R", "500.4")
    assert game.state.player("Alice").mana_pool == ()


def test_it_pays_for_one_red_only() -> None:
    """{R} from firebending and no land tapped: {1}{R}{R} can't be paid; nothing changes."""
    game = attacking()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "activate", "player": "Alice", "permanent": SAGES})
    assert snapshot(game) == before
