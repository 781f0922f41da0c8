"""Exiling graveyards (701.13): "Exile all cards from all opponents' graveyards." (Phyrexian
Scriptures' chapter III), "Exile all graveyards.", "Exile all [kind] cards from …" — every such
card at once; the controller's own graveyard is spared by "opponents'"."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.game import Game


def test_phyrexian_scriptures_chapter_three_exiles_only_the_opponents_graveyards() -> None:
    """With two lore counters, Alice's precombat main phase adds the third (714.3c): chapter
    III exiles Bob's graveyard, not Alice's; then the Saga is sacrificed (714.4)."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Phyrexian Scriptures", "id": "saga",
                                      "counters": {"lore": 2}}],
               graveyard=["Grizzly Bears", "Lightning Bolt"], library=library(5)),
        player("Bob", graveyard=["Hill Giant", "Counterspell", "Island"], library=library(5)),
        step="untap"))
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    pass_all(game)

    exiled = events(game, "zone_changed", to_zone="exile")
    assert sorted(e.source for e in exiled) == ["Counterspell", "Hill Giant", "Island"]
    assert {e.rule for e in exiled} == {"701.13"}
    assert names(game.state.player("Bob").graveyard) == []
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears", "Lightning Bolt",
                                                           "Phyrexian Scriptures"]
