""""When this creature enters, return another creature you control to its owner's hand."
(608.2d), read from the text. Yarok's Wavecrasher: the creature is chosen as the ability
resolves — not targeted — and is never the Wavecrasher itself."""

from __future__ import annotations

from helpers import board, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def wavecrasher(battlefield: list[object]) -> Game:
    return Game(board(player("Alice", battlefield=battlefield, hand=["Yarok's Wavecrasher"],
                             mana_pool="UUUU", library=library(3)),
                      player("Bob", battlefield=["Llanowar Elves"], library=library(3))))


def test_its_controller_chooses_another_creature_of_theirs_to_return() -> None:
    assert default_pool().get("Yarok's Wavecrasher").compiled
    g = wavecrasher([{"card": "Grizzly Bears", "id": "bears"}, {"card": "Llanowar Elves",
                                                                "id": "elves"}])
    g.apply({"do": "cast", "player": "Alice", "card": "Yarok's Wavecrasher"})
    pass_all(g)  # the creature spell resolves; its enters ability triggers
    pass_all(g)  # the ability resolves: Alice chooses among her two other creatures
    assert g.pending is not None and g.pending.kind == "option"
    assert set(g.pending.options) == {"bears", "elves"}  # not itself, not Bob's
    g.apply({"do": "choose", "player": "Alice", "option": "bears"})

    assert one(g, "zone_changed", source="Grizzly Bears", to_zone="hand").rule == "608.2d"
    assert [o.name for o in g.state.player("Alice").hand] == ["Grizzly Bears"]
    alice = sorted(o.name for o in g.state.battlefield if o.controller == "Alice")
    assert alice == ["Llanowar Elves", "Yarok's Wavecrasher"]
    assert [o.name for o in g.state.battlefield if o.controller == "Bob"] == ["Llanowar Elves"]


def test_with_no_other_creature_it_returns_nothing() -> None:
    """Only Forests besides it: it stays, nothing is returned."""
    g = wavecrasher(["Forest"])
    g.apply({"do": "cast", "player": "Alice", "card": "Yarok's Wavecrasher"})
    pass_all(g)
    pass_all(g)
    assert g.state.player("Alice").hand == []
    assert {o.name for o in g.state.battlefield if o.controller == "Alice"} == {
        "Forest", "Yarok's Wavecrasher"}
