"""Madness (702.35a): "If a player would discard this card, that player discards it, but exiles
it instead of putting it into their graveyard" and "When this card is exiled this way, its owner
may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put
this card into their graveyard." — Fiery Temper (Madness {R}), Basking Rootwalla (Madness {0});
the discard outlets Tormenting Voice ("As an additional cost to cast this spell, discard a
card.") and Keldon Raider ("you may discard a card").

The rulings: the card is still discarded; the madness trigger resolves before the spell whose
cost discarded it, and the madness spell is cast then, whatever its type (the ability casts
it); declined, the card goes to the graveyard.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def voice_discarding(card: str, pool: str) -> Game:
    """Alice casts Tormenting Voice, discarding ``card`` to pay for it."""
    game = Game(board(player("Alice", hand=["Tormenting Voice", card], mana_pool=pool,
                             library=library(10)),
                      player("Bob", library=library(10))))
    game.apply({"do": "cast", "player": "Alice", "card": "Tormenting Voice", "discard": card})
    return game


@pytest.mark.parametrize("name", ["Fiery Temper", "Basking Rootwalla", "Tormenting Voice"])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_fiery_temper_discarded_to_tormenting_voice_is_cast_for_r() -> None:
    game = voice_discarding("Fiery Temper", "RRR")
    moved = one(game, "zone_changed", source="Fiery Temper")
    assert (moved.from_zone, moved.to_zone, moved.rule) == ("hand", "exile", "702.35a")
    assert one(game, "card_discarded").source == "Fiery Temper"  # discarded all the same
    assert one(game, "ability_triggered").source == "Fiery Temper"
    pass_all(game)  # the madness ability resolves, above Tormenting Voice
    decision = game.pending
    assert (decision.kind, decision.rule) == ("option", "702.35a")
    assert decision.options == ("cast → Alice", "cast → Bob", "put it into your graveyard")
    game.apply({"do": "choose", "player": "Alice", "option": "cast → Bob"})
    assert game.state.player("Alice").mana_pool == ()  # {R}, not {1}{R}{R}
    assert game.state.stack[-1].card.choices == {"madness": True}
    pass_all(game)
    assert life(game, "Bob") == 17
    pass_all(game)  # Tormenting Voice resolves after
    assert len(events(game, "card_drawn")) == 2
    assert names(game.state.player("Alice").graveyard) == ["Fiery Temper", "Tormenting Voice"]


def test_declined_it_goes_to_the_graveyard() -> None:
    game = voice_discarding("Fiery Temper", "RR")
    pass_all(game)
    assert game.pending.options == ("put it into your graveyard",)  # no {R} left to pay
    game.apply({"do": "choose", "player": "Alice", "option": "put it into your graveyard"})
    assert one(game, "zone_changed", to_zone="graveyard").rule == "702.35a"
    assert names(game.state.player("Alice").graveyard) == ["Fiery Temper"]


def test_basking_rootwalla_is_cast_for_nothing_while_keldon_raiders_trigger_resolves() -> None:
    """A creature cast at once, as the ability resolves, though a trigger is resolving (its
    timing doesn't matter, 608.2g)."""
    game = Game(board(player("Alice", hand=["Keldon Raider", "Basking Rootwalla"],
                             mana_pool="RRCC", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Keldon Raider"})
    pass_all(game)
    pass_all(game)  # the Raider's trigger: "you may discard a card"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    if game.pending.kind == "discard":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Basking Rootwalla"]})
    assert len(events(game, "card_drawn")) == 1
    pass_all(game)  # madness
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert game.find_permanent("Basking Rootwalla").controller == "Alice"


def test_its_madness_cost_is_only_for_its_madness_ability() -> None:
    game = Game(board(player("Alice", hand=["Fiery Temper"], mana_pool="R",
                             library=library(5)), player("Bob", library=library(5))))
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "cast", "player": "Alice", "card": "Fiery Temper",
                    "targets": ["Bob"], "choices": {"madness": True}})
    assert e.value.rule == "702.35a"


def test_discarded_to_hand_size_it_is_cast_in_the_cleanup_step() -> None:
    """514.1: discarding down to seven in the cleanup step; the madness ability triggers, so
    players get priority in that step (514.3a) and the Temper is cast there."""
    game = Game(board(player("Alice", hand=["Fiery Temper", *library(7)], mana_pool="",
                             library=library(5)),
                      player("Bob", library=library(5)), step="end"))
    game.apply({"do": "pass_until", "turn": 1, "step": "cleanup"})
    if game.pending.kind == "discard":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Fiery Temper"]})
    assert one(game, "card_discarded").rule == "514.1"
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "put it into your graveyard"})
    assert one(game, "zone_changed", to_zone="graveyard").step == "cleanup"
