"""Harmonize (702.180a): the card may be cast from its owner's graveyard for its harmonize cost,
tapping up to one untapped creature they control to reduce that cost by its power in generic
mana; cast so, it is exiled whenever it would leave the stack. Unending Whisper ({U} sorcery,
"Draw a card.", "Harmonize {5}{U}")."""

from __future__ import annotations

import pytest
from helpers import board, library, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

WHISPER = "Unending Whisper"


def in_graveyard(mana: str, battlefield: tuple[str, ...] = ("Hill Giant",)) -> Game:
    """Hill Giant is a 3/3."""
    return Game(board(player("Alice", graveyard=[WHISPER], battlefield=list(battlefield),
                             mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(WHISPER).compiled, default_pool().explain(WHISPER)


def test_tapping_hill_giant_it_costs_2u_and_is_exiled_after() -> None:
    game = in_graveyard("UCC")
    game.apply({"do": "cast", "player": "Alice", "card": WHISPER,
                "choices": {"harmonize": "Hill Giant"}})
    assert one(game, "tapped").rule == "702.180b"
    assert game.state.player("Alice").mana_pool == ()  # {5}{U} less 3
    pass_all(game)

    alice = game.state.player("Alice")
    assert len(alice.hand) == 1  # a card drawn
    assert names(alice.exile) == [WHISPER] and alice.graveyard == []
    assert one(game, "zone_changed", to_zone="exile").rule == "702.180a"


def test_without_tapping_it_costs_5u() -> None:
    game = in_graveyard("UCCCCC", battlefield=())
    game.apply({"do": "cast", "player": "Alice", "card": WHISPER})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == [WHISPER]


def test_too_little_mana_even_with_the_giant_is_refused() -> None:
    game = in_graveyard("UC")
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": WHISPER,
                    "choices": {"harmonize": "Hill Giant"}})
    assert snapshot(game) == before


def test_a_tapped_creature_or_one_cast_from_hand_cant_harmonize() -> None:
    """702.180a: an untapped creature, and only as the card is cast with harmonize."""
    game = Game(board(player("Alice", graveyard=[{"card": WHISPER, "id": "gy"}],
                             hand=[{"card": WHISPER, "id": "in-hand"}],
                             battlefield=[{"card": "Hill Giant", "tapped": True},
                                          "Grizzly Bears"],
                             mana_pool="UCCCCC", library=library(5)),
                      player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "gy",
                    "choices": {"harmonize": "Hill Giant"}})
    assert refused.value.rule == "702.180a"
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "in-hand",
                    "choices": {"harmonize": "Grizzly Bears"}})
    assert refused.value.rule == "601.2b"
    assert snapshot(game) == before


def test_legal_actions_offer_it_from_the_graveyard_tapping_the_giant() -> None:
    game = in_graveyard("UCC")
    offered = [a.choices for a in game.legal_actions() if getattr(a, "card", None)]
    assert offered == [{"harmonize": "hill-giant-1"}]
