""""[Who] gains your choice of [keyword], [keyword], or [keyword] until end of turn" (608.2d:
chosen as the ability resolves; 613.1f) and the cost "Tap another untapped [kind] you control"
(602.2b), read from the text. Veteran Warleader: "Veteran Warleader's power and toughness are
each equal to the number of creatures you control." and "Tap another untapped Ally you
control: This creature gains your choice of first strike, vigilance, or trample until end of
turn." """

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

WARLEADER = "Veteran Warleader"


def game(*others: str) -> Game:
    return Game(board(player("Alice", battlefield=[WARLEADER, *others], library=library(3)),
                      player("Bob", library=library(3))))


def test_tapping_hada_it_gains_the_keyword_chosen() -> None:
    assert default_pool().get(WARLEADER).compiled
    g = game("Hada Freeblade")

    g.apply({"do": "activate", "player": "Alice", "permanent": WARLEADER})
    assert g.find_permanent("Hada Freeblade").tapped  # the cost
    pass_all(g)
    assert g.pending is not None and g.pending.options == ("first strike", "vigilance",
                                                            "trample")
    g.apply({"do": "choose", "player": "Alice", "option": "trample"})

    keywords = g.keywords(WARLEADER)
    assert "Trample" in keywords and "First strike" not in keywords
    assert g.power(WARLEADER) == 2  # two creatures Alice controls


def test_it_cant_tap_itself_for_the_cost() -> None:
    """"another untapped Ally": with no other Ally there is nothing to tap (602.2b)."""
    g = game("Grizzly Bears")
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": WARLEADER})

    assert refused.value.rule == "602.2b"
    assert snapshot(g) == before
