""""Whenever an opponent draws a card except the first one they draw in each of their draw
steps, …" (504.1: that first card is the draw step's turn-based draw), read from the text.
Xyris, the Writhing Storm — also "Whenever Xyris deals combat damage to a player, you and that
player each draw that many cards." (121.2: one card at a time)."""

from __future__ import annotations

from helpers import board, events, library, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game

XYRIS = "Xyris, the Writhing Storm"


def snakes(g: Game) -> int:
    return sum(1 for o in g.state.battlefield if o.is_token and o.name.startswith("Snake"))


def test_the_first_card_of_an_opponents_draw_step_makes_no_snake() -> None:
    """Bob's turn: his draw step's card (504.1) is the excepted one."""
    assert default_pool().get(XYRIS).compiled
    g = Game(board(player("Alice", battlefield=[XYRIS], library=library(5)),
                   player("Bob", library=library(5)), step="end", turn=1, active="Alice"))
    g.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    assert events(g, "card_drawn", player="Bob", rule="504.1")
    assert triggered(g, XYRIS) == []
    assert snakes(g) == 0


def test_cards_an_opponent_draws_in_your_turn_each_make_a_snake() -> None:
    """Xyris deals 3 combat damage to Bob: Alice and Bob each draw three (Alice first, 101.4);
    each of Bob's three draws — not in his draw step — triggers: three Snakes for Alice.
    Alice's own draws don't."""
    g = Game(board(player("Alice", battlefield=[{"card": XYRIS, "id": "xyris"}],
                          library=library(5)),
                   player("Bob", library=library(5))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"xyris": "Bob"}})
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert g.state.player("Bob").life == 17
    assert len(events(g, "card_drawn", player="Bob", rule="121.1")) == 3
    assert len(events(g, "card_drawn", player="Alice", rule="121.1")) == 3
    assert len(triggered(g, XYRIS)) == 1 + 3  # the combat damage trigger, three draws
    assert snakes(g) == 3
    assert all(o.controller == "Alice" for o in g.state.battlefield if o.is_token)
