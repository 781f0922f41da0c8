"""Fading N (702.32a): "This permanent enters with N fade counters on it" and "At the beginning
of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
permanent." Blastoderm: "Shroud" and "Fading 3". Each test reads like a ruling."""

from __future__ import annotations

from helpers import board, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def test_it_enters_with_three_fade_counters() -> None:
    assert default_pool().get("Blastoderm").compiled
    g = Game(board(player("Alice", hand=["Blastoderm"], mana_pool="GGCC", library=library(3)),
                   player("Bob", library=library(3))))

    g.apply({"do": "cast", "player": "Alice", "card": "Blastoderm"})
    pass_all(g)

    assert g.find_permanent("Blastoderm").counters == {"fade": 3}


def alices_upkeep(fade: int) -> Game:
    g = Game(board(player("Alice", battlefield=[{"card": "Blastoderm",
                                                 "counters": {"fade": fade} if fade else {}}],
                          library=library(3)),
                   player("Bob", library=library(3)), active="Bob", step="end"))
    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    pass_all(g)  # the fading trigger resolves
    return g


def test_each_upkeep_a_fade_counter_is_removed() -> None:
    g = alices_upkeep(1)

    removed = one(g, "counters_removed")
    assert (removed.counter, removed.amount) == ("fade", 1)
    assert g.find_permanent("Blastoderm").counters == {}


def test_with_no_fade_counter_to_remove_it_is_sacrificed() -> None:
    g = alices_upkeep(0)

    assert names(g.state.player("Alice").graveyard) == ["Blastoderm"]
    assert one(g, "zone_changed", how="sacrificed").rule == "701.21a"
