"""Delve (702.66a): "For each generic mana in this spell's total cost, you may exile a card from
your graveyard rather than pay that mana." — applied once the total cost is determined
(702.66b). Treasure Cruise ({7}{U}, "Draw three cards.")."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

CRUISE = "Treasure Cruise"


def cruise(graveyard: int = 7, mana: str = "U") -> Game:
    return Game(board(player("Alice", hand=[CRUISE], graveyard=[{"card": "Island", "id": f"g{k}"}
                                                     for k in range(1, graveyard + 1)],
                             mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(CRUISE).compiled, default_pool().explain(CRUISE)


def test_seven_cards_exiled_pay_for_7_and_u_pays_the_rest() -> None:
    game = cruise()
    game.apply({"do": "cast", "player": "Alice", "card": CRUISE,
                "delve": [f"g{k}" for k in range(1, 8)]})

    exiled = events(game, "zone_changed", to_zone="exile")
    assert len(exiled) == 7 and {e.rule for e in exiled} == {"702.66a"}
    alice = game.state.player("Alice")
    assert alice.graveyard == [] and alice.mana_pool == ()
    pass_all(game)
    assert len(alice.hand) == 3  # three cards drawn
    assert names(alice.graveyard) == [CRUISE]


def test_some_cards_and_some_mana() -> None:
    """Three cards pay {3}; {4}{U} in the pool pays the rest."""
    game = cruise(mana="UCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": CRUISE,
                "delve": ["g1", "g2", "g3"]})
    alice = game.state.player("Alice")
    assert len(alice.graveyard) == 4 and alice.mana_pool == ()


def test_more_cards_than_generic_mana_is_refused() -> None:
    """Delve pays only generic mana (702.66a): eight cards for {7} is one too many."""
    game = cruise(graveyard=8)
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": CRUISE,
                    "delve": [f"g{k}" for k in range(1, 9)]})

    assert refused.value.rule == "702.66a"
    assert snapshot(game) == before


def test_a_card_named_twice_or_not_in_the_graveyard_is_refused() -> None:
    game = cruise(graveyard=2)
    before = snapshot(game)
    for delve in (["g1", "g1"], ["Forest"]):
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": CRUISE, "delve": delve})
        assert refused.value.rule == "702.66a"
    assert snapshot(game) == before


def test_a_spell_without_delve_cant_delve() -> None:
    game = Game(board(player("Alice", hand=["Grizzly Bears"], graveyard=["Island"],
                             mana_pool="G", library=library(5)),
                      player("Bob", library=library(5))))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                    "delve": ["Island"]})

    assert refused.value.rule == "601.2b" and "702.66a" in str(refused.value)
    assert snapshot(game) == before


def test_legal_actions_offer_the_fewest_cards_that_let_the_pool_pay() -> None:
    game = cruise(mana="UCCCC")
    casts = [a for a in game.legal_actions() if getattr(a, "card", None)]
    assert [a.delve for a in casts] == [("g1", "g2", "g3")]
