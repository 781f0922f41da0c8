""""When this creature dies, put its counters on target creature you control." (603.10a: the
counters it had as it last existed; 122.6), read from the text. Star Pupil: "This creature
enters with a +1/+1 counter on it." and that dies trigger."""

from __future__ import annotations

from helpers import board, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def test_its_counters_of_each_kind_go_to_the_target() -> None:
    """Two +1/+1 counters and a flying counter on it as it died: the Bears get all three."""
    assert default_pool().get("Star Pupil").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Star Pupil",
                                                 "counters": {"+1/+1": 2, "flying": 1}},
                                                "Grizzly Bears"],
                          hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                   player("Bob", library=library(3))))

    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
             "targets": ["Star Pupil"]})
    pass_all(g)  # the Bolt resolves: the Pupil (2/2) dies; the Bears are the one legal target
    pass_all(g)  # the dies trigger resolves

    assert g.find_permanent("Grizzly Bears").counters == {"+1/+1": 2, "flying": 1}
    assert "Flying" in g.keywords("Grizzly Bears")
