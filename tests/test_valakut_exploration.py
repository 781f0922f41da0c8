"""Valakut Exploration, read from its Oracle text: "Landfall — Whenever a land you control
enters, exile the top card of your library. You may play that card for as long as it remains
exiled." (611.2a; the card is linked to the enchantment that exiled it, 607.2a) and "At the
beginning of your end step, if there are cards exiled with this enchantment, put them into their
owner's graveyard, then this enchantment deals that much damage to each opponent." (an
intervening "if", 603.4)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

VALAKUT = "Valakut Exploration"


def landfall(top: str) -> Game:
    g = Game(board(player("Alice", battlefield=[VALAKUT], hand=["Mountain"],
                          library=library(5, top)),
                   player("Bob", library=library(5)), player("Cat", library=library(5))))
    g.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})
    pass_all(g)  # the landfall ability resolves
    return g


def test_landfall_exiles_the_top_card_and_it_stays_playable() -> None:
    assert default_pool().get(VALAKUT).compiled
    g = landfall("Lightning Bolt")
    assert [c.name for c in g.state.player("Alice").exile] == ["Lightning Bolt"]
    (created,) = events(g, "effect_created", rule="611.2a")
    assert created.rider == "Alice may play Lightning Bolt for as long as it remains exiled"


def test_at_the_end_step_the_exiled_cards_go_to_the_graveyard_and_deal_that_much() -> None:
    """Not played: at Alice's end step the Bolt goes to her graveyard and the enchantment deals
    1 damage to each opponent."""
    g = landfall("Lightning Bolt")
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(g)  # the end step ability resolves
    assert [c.name for c in g.state.player("Alice").graveyard] == ["Lightning Bolt"]
    assert g.state.player("Alice").exile == []
    hits = events(g, "damage_dealt", source=VALAKUT)
    assert sorted((e.target, e.amount, e.rule) for e in hits) == [("Bob", 1, "120.3a"),
                                                                  ("Cat", 1, "120.3a")]
    assert g.state.player("Alice").life == 20


def test_a_card_played_from_exile_is_no_longer_exiled_with_it_no_trigger() -> None:
    """Alice casts the exiled Bolt (a new object, 400.7): nothing is exiled with the
    enchantment at her end step, so its ability doesn't trigger (603.4)."""
    g = Game(board(player("Alice", battlefield=[VALAKUT, "Mountain"], hand=["Mountain"],
                          library=library(5, "Lightning Bolt")),
                   player("Bob", library=library(5))))
    g.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})
    pass_all(g)
    g.apply({"do": "activate", "player": "Alice", "permanent": "Mountain#1"})
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(g)
    assert g.state.player("Bob").life == 17
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert [e.ability for e in triggered(g, VALAKUT)] == [
        "Landfall — Whenever a land you control enters, exile the top card of your library. "
        "You may play that card for as long as it remains exiled."]
