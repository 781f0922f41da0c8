"""Improvise (702.126a): "For each generic mana in this spell's total cost, you may tap an
untapped artifact you control rather than pay that mana." — `cast` names the artifacts
(`"improvise"`), tapped as the cost is paid; they never pay a colored symbol."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def engineer(mana_pool: str, artifacts: list[str]) -> Game:
    return Game(board(player("Alice", hand=["Reverse Engineer"], battlefield=artifacts,
                             mana_pool=mana_pool, library=library(10)),
                      player("Bob", library=library(5))))


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get("Reverse Engineer").compiled, default_pool().explain(
        "Reverse Engineer")


def test_three_artifacts_pay_the_generic_mana() -> None:
    """{3}{U}{U}: Ornithopter, Mind Stone and Sol Ring pay {3}; {U}{U} come from the pool."""
    game = engineer("UU", ["Ornithopter", "Mind Stone", "Sol Ring"])
    game.apply({"do": "cast", "player": "Alice", "card": "Reverse Engineer",
                "improvise": ["Ornithopter", "Mind Stone", "Sol Ring"]})
    assert [e.rule for e in events(game, "tapped")] == ["702.126a"] * 3
    pass_all(game)
    alice = game.state.player("Alice")
    assert len(alice.hand) == 3 and alice.mana_pool == ()


def test_an_artifact_cant_pay_a_colored_symbol() -> None:
    """Four artifacts for a {3}{U}{U} cost: the fourth has no generic mana left to pay — the
    cast is refused, and nothing is tapped."""
    game = engineer("U", ["Ornithopter", "Mind Stone", "Sol Ring", "Ornithopter"])
    before = len(game.log)
    with pytest.raises(IllegalAction, match="702.126a"):
        game.apply({"do": "cast", "player": "Alice", "card": "Reverse Engineer",
                    "improvise": [o.handle for o in game.state.battlefield]})
    assert len(game.log) == before
    assert not any(o.tapped for o in game.state.battlefield)


def test_a_spell_without_improvise_refuses_it() -> None:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], battlefield=["Ornithopter"],
                             library=library(5)),
                      player("Bob", library=library(5))))
    with pytest.raises(IllegalAction, match="doesn't have improvise"):
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"], "improvise": ["Ornithopter"]})


def test_legal_actions_offer_the_fewest_artifacts_needed() -> None:
    """With {U}{U}{C} in the pool, two artifacts must help: that is the cast offered."""
    game = engineer("UUC", ["Ornithopter", "Mind Stone", "Sol Ring"])
    offered = [a for a in game.legal_actions() if getattr(a, "card", None) == "Reverse Engineer"
               or getattr(a, "card", "").startswith("reverse-engineer")]
    assert len(offered) == 1
    assert len(offered[0].improvise) == 2
    game.apply(offered[0])
    assert sum(o.tapped for o in game.state.battlefield) == 2
