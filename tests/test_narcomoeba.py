""""When this creature is put into your graveyard from your library, you may put it onto the
battlefield." — an ability that works from the graveyard (603.6: a zone-change trigger), its
source the card there, found in the zone it moved to (400.7e). Narcomoeba, milled by Wailing
Ghoul's "When this creature enters, mill two cards."."""

from __future__ import annotations

from helpers import board, library, one, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

MOEBA = "Narcomoeba"


def milled() -> Game:
    g = Game(board(player("Alice", hand=["Wailing Ghoul"], mana_pool="BB",
                          library=[MOEBA, *library(4)]),
                   player("Bob", library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": "Wailing Ghoul"})
    pass_all(g)  # the Ghoul enters
    pass_all(g)  # its ability mills two: Narcomoeba among them triggers
    return g


def test_milled_it_may_be_put_onto_the_battlefield() -> None:
    assert default_pool().get(MOEBA).compiled
    g = milled()
    (trig,) = triggered(g, MOEBA)
    assert trig.rule == "603.2"
    pass_all(g)  # the ability resolves: Alice is asked
    assert g.pending is not None and g.pending.kind == "option"
    g.apply({"do": "choose", "player": "Alice", "option": "put it onto the battlefield"})
    entered = one(g, "zone_changed", source=MOEBA, to_zone="battlefield")
    assert (entered.from_zone, entered.rule) == ("graveyard", "400.7e")
    assert g.find_permanent(MOEBA).controller == "Alice"


def test_she_may_leave_it_in_the_graveyard() -> None:
    g = milled()
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": "leave it"})
    assert MOEBA in [c.name for c in g.state.player("Alice").graveyard]


def test_dying_is_not_being_put_there_from_the_library() -> None:
    g = Game(board(player("Alice", battlefield=[MOEBA], hand=["Lightning Bolt"], mana_pool="R",
                          library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": [MOEBA]})
    pass_all(g)
    assert [c.name for c in g.state.player("Alice").graveyard] == ["Lightning Bolt", MOEBA]
    assert triggered(g, MOEBA) == []


def test_saved_with_its_ability_on_the_stack_it_still_finds_the_card() -> None:
    g = Game(milled().to_board())
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": "put it onto the battlefield"})
    assert g.find_permanent(MOEBA).controller == "Alice"
