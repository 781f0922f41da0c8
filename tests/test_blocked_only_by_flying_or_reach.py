"""Permanents "with [keyword] or [keyword]" (read from the text). Signal Pest: "This creature
can't be blocked except by creatures with flying or reach." (509.1b) — a flier or a creature
with reach may block it, nothing else."""

from __future__ import annotations

import pytest
from helpers import board, events, library, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def pest_attacks(blocker: str) -> Game:
    g = Game(board(player("Alice", battlefield=["Signal Pest"], library=library(3)),
                   player("Bob", battlefield=[blocker], library=library(3)),
                   step="beginning_of_combat"))
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"Signal Pest": "Bob"}})
    return g


@pytest.mark.parametrize("blocker", ["Giant Spider", "Wind Drake"])
def test_a_creature_with_reach_or_flying_may_block_it(blocker: str) -> None:
    assert default_pool().get("Signal Pest").compiled
    g = pest_attacks(blocker)

    g.apply({"do": "block", "player": "Bob", "blockers": {blocker: "Signal Pest"}})

    assert events(g, "block_declared")


def test_grizzly_bears_cant_block_it() -> None:
    g = pest_attacks("Grizzly Bears")
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "block", "player": "Bob", "blockers": {"Grizzly Bears": "Signal Pest"}})

    assert refused.value.rule == "509.1b"
    assert snapshot(g) == before
