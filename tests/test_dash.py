"""Dash (702.109a): cast for its dash cost (an alternative cost, 118.9), the creature has haste
and returns to its owner's hand at the beginning of the next end step — a delayed triggered
ability the spell creates as it resolves (603.7a). Cast for its mana cost, it has neither."""

from __future__ import annotations

from helpers import board, events, library, life, names, one, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game


def scout(dashed: bool) -> Game:
    """Alice casts Mardu Scout in her first main phase — for {1}{R} dashed, else {R}{R}."""
    game = Game(board(player("Alice", hand=["Mardu Scout"], mana_pool="RR" if not dashed
                             else "RC", library=library(5)),
                      player("Bob", library=library(5)), step="precombat_main"))
    cast = {"do": "cast", "player": "Alice", "card": "Mardu Scout"}
    if dashed:
        cast["choices"] = {"alternative": True}
    game.apply(cast)
    pass_all(game)
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get("Mardu Scout").compiled, default_pool().explain("Mardu Scout")


def test_dashed_it_attacks_at_once_and_returns_at_the_end_step() -> None:
    game = scout(dashed=True)
    assert game.state.player("Alice").mana_pool == ()  # {1}{R} paid
    assert one(game, "effect_created", rule="702.109a").source == "Mardu Scout"
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Mardu Scout": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(game)  # the delayed return resolves
    assert life(game, "Bob") == 17
    assert names(game.state.player("Alice").hand) == ["Mardu Scout"]
    assert one(game, "zone_changed", to_zone="hand").step == "end"


def test_cast_for_its_mana_cost_it_has_no_haste_and_stays() -> None:
    """Summoning sick (302.6), it can't attack: Alice isn't even asked for attackers; and it
    stays on the battlefield past the end step."""
    game = scout(dashed=False)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    assert game.pending is not None and game.pending.kind != "attackers"
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert events(game, "attack_declared") == []
    assert game.find_permanent("Mardu Scout").controller == "Alice"
    assert events(game, "effect_created") == []
