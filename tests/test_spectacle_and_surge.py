"""Alternative costs that depend on this turn (118.9): spectacle — "You may cast this spell for
its spectacle cost rather than its mana cost if an opponent lost life this turn." (702.137a,
Skewer the Critics) — and surge — "… if you or a teammate has cast another spell this turn."
(702.117a, Comparative Analysis)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, life, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
SKEWER = "Skewer the Critics"
ANALYSIS = "Comparative Analysis"


def alice(hand: list[str], mana: str, **extra: Any) -> Game:
    return Game(board(player("Alice", hand=hand, mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5)), **extra))


def cast(game: Game, card: str, targets: list[str], alternative: bool = True) -> None:
    action: dict[str, Any] = {"do": "cast", "player": "Alice", "card": card, "targets": targets}
    if alternative:
        action["choices"] = {"alternative": True}
    game.apply(action)
    pass_all(game)


def test_both_compile() -> None:
    assert "(702.137a, 118.9)" in POOL.explain(SKEWER)
    assert "(702.117a, 118.9)" in POOL.explain(ANALYSIS)


def test_spectacle_is_refused_before_an_opponent_lost_life() -> None:
    game = alice([SKEWER], "R")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        cast(game, SKEWER, ["Bob"])
    assert refused.value.rule == "702.137a"
    assert "only if an opponent lost life this turn" in str(refused.value)
    assert snapshot(game) == before
    assert not [a for a in game.legal_actions() if getattr(a, "choices", None)]


def test_spectacle_after_a_bolt_to_the_face() -> None:
    """Lightning Bolt to Bob first: now Skewer costs {R}, and deals its 3."""
    game = alice(["Lightning Bolt", SKEWER], "RR")
    cast(game, "Lightning Bolt", ["Bob"], alternative=False)
    cast(game, SKEWER, ["Bob"])

    assert life(game, "Bob") == 14
    assert game.state.player("Alice").mana_pool == ()


def test_surge_after_another_spell_this_turn() -> None:
    """Opt first (a spell cast this turn): Comparative Analysis then costs {2}{U}."""
    game = alice(["Opt", ANALYSIS], "UUUU")
    cast(game, "Opt", [], alternative=False)
    while game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "default"})  # Opt's scry
    cast(game, ANALYSIS, ["Alice"])

    assert len(game.state.player("Alice").hand) == 3  # Opt's draw and Analysis' two


def test_surge_is_refused_as_the_turns_first_spell() -> None:
    game = alice([ANALYSIS], "UUU")
    with pytest.raises(IllegalAction) as refused:
        cast(game, ANALYSIS, ["Alice"])
    assert refused.value.rule == "702.117a"
