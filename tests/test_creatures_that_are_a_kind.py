"""Permanents described with "that's a/an [kind]" (read from the text): Paladin Danse, Steel
Maverick: "Exile Paladin Danse: Each creature you control that's an artifact or Human gains
indestructible until end of turn." — the creatures are those of either kind as it resolves
(611.2c)."""

from __future__ import annotations

from helpers import board, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

DANSE = "Paladin Danse, Steel Maverick"


def test_artifact_and_human_creatures_gain_indestructible_others_dont() -> None:
    assert default_pool().get(DANSE).compiled
    g = Game(board(player("Alice", battlefield=[DANSE, "Ornithopter", "Marchesa's Emissary",
                                                "Grizzly Bears"], library=library(3)),
                   player("Bob", battlefield=["Iron Myr"], library=library(3))))

    g.apply({"do": "activate", "player": "Alice", "permanent": DANSE})
    pass_all(g)

    assert names(g.state.player("Alice").exile) == [DANSE]  # the cost
    gained = {n: "Indestructible" in g.keywords(n)
              for n in ("Ornithopter", "Marchesa's Emissary", "Grizzly Bears", "Iron Myr")}
    assert gained == {"Ornithopter": True, "Marchesa's Emissary": True,
                      "Grizzly Bears": False, "Iron Myr": False}  # Iron Myr is Bob's
