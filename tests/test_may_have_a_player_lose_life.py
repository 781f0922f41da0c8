""""You may have target player lose N life. If you do, …" (603.5: chosen as the ability
resolves), read from the text. Ob Nixilis, the Fallen: "Landfall — Whenever a land you control
enters, you may have target player lose 3 life. If you do, put three +1/+1 counters on Ob
Nixilis." """

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

OB = "Ob Nixilis, the Fallen"


def landfall(answer: str) -> Game:
    g = Game(board(player("Alice", battlefield=[OB], hand=["Swamp"], library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "play_land", "player": "Alice", "card": "Swamp"})
    g.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": answer})
    return g


def test_bob_loses_three_and_ob_nixilis_gets_three_counters() -> None:
    assert default_pool().get(OB).compiled
    g = landfall("do it")

    assert g.state.player("Bob").life == 17
    assert g.find_permanent(OB).counters == {"+1/+1": 3}


def test_declining_means_neither_happens() -> None:
    g = landfall("don't")

    assert g.state.player("Bob").life == 20
    assert g.find_permanent(OB).counters == {}
    assert events(g, "counters_added") == []
