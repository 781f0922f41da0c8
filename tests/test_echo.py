""""Echo [cost]" (702.30a) means "At the beginning of your upkeep, if this permanent came under
your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
Uktabi Drake: "Flying, haste / Echo {1}{G}{G}". The echo is paid once: at the upkeep after it
came under its controller's control, never again while that player keeps it."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

DRAKE = "Uktabi Drake"


def drake_cast_on_turn_one() -> Game:
    g = Game(board(player("Alice", battlefield=["Forest", "Forest", "Forest"], hand=[DRAKE],
                          library=library(6)),
                   player("Bob", library=library(6))))
    g.apply({"do": "activate", "player": "Alice", "permanent": "Forest#1"})
    g.apply({"do": "cast", "player": "Alice", "card": DRAKE})
    pass_all(g)
    assert g.find_permanent(DRAKE).controller == "Alice"
    return g


def to_alices_upkeep(g: Game, turn: int) -> None:
    g.apply({"do": "pass_until", "turn": turn, "step": "upkeep", "auto": True})
    assert g.state.step == "upkeep" and g.state.active == "Alice"


@pytest.mark.parametrize(("answer", "kept"), [("pay {1}{G}{G}", True), ("don't pay", False)])
def test_at_the_next_upkeep_it_is_sacrificed_unless_the_echo_cost_is_paid(answer: str,
                                                                          kept: bool) -> None:
    assert default_pool().get(DRAKE).compiled
    g = drake_cast_on_turn_one()
    assert triggered(g, DRAKE) == []  # not in the upkeep of the turn it was cast

    to_alices_upkeep(g, 3)
    echo = triggered(g, DRAKE)
    assert [(e.ability, e.rule) for e in echo] == [("Echo {1}{G}{G}", "603.2")]
    for forest in ("Forest#1", "Forest#2", "Forest#3"):
        g.apply({"do": "activate", "player": "Alice", "permanent": forest})
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": answer})

    on_battlefield = any(o.name == DRAKE for o in g.state.battlefield)
    assert on_battlefield is kept
    if not kept:
        assert [c.name for c in g.state.player("Alice").graveyard] == [DRAKE]
        (gone,) = [e for e in events(g, "zone_changed", target="uktabi-drake-1")
                   if e.from_zone == "battlefield"]
        assert (gone.to_zone, gone.how, gone.rule) == ("graveyard", "sacrificed", "701.21a")


def test_once_paid_echo_does_not_trigger_again() -> None:
    g = drake_cast_on_turn_one()
    to_alices_upkeep(g, 3)
    for forest in ("Forest#1", "Forest#2", "Forest#3"):
        g.apply({"do": "activate", "player": "Alice", "permanent": forest})
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": "pay {1}{G}{G}"})

    to_alices_upkeep(g, 5)

    assert len(triggered(g, DRAKE)) == 1  # only the one at turn 3
    assert any(o.name == DRAKE for o in g.state.battlefield)


def test_a_permanent_already_under_control_at_the_last_upkeep_has_no_echo_due() -> None:
    g = Game(board(player("Alice", battlefield=[DRAKE], library=library(6)),
                   player("Bob", library=library(6)), active="Bob", step="end"))
    to_alices_upkeep(g, 2)
    assert triggered(g, DRAKE) == []


def test_a_saved_game_keeps_the_echo_due() -> None:
    """A board saved between the untap step and the upkeep remembers what echo will ask."""
    g = Game(board(player("Alice", battlefield=[{"card": DRAKE, "arrived_since_upkeep": True}],
                          library=library(6)),
                   player("Bob", library=library(6)), step="untap"))
    g.apply({"do": "pass_until", "turn": 1, "step": "upkeep"})
    assert len(triggered(g, DRAKE)) == 1
