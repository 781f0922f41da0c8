""""Divided as you choose among any number of targets" (601.2d: each target gets at least 1, so
at most one target per point of damage) — and a spell whose variable number of targets comes
before other targets is refused, saying why: targets are named in order (601.2c), and one left
out couldn't be told from those after it. Real card: Magma Opus (refused)."""

from __future__ import annotations

import json

from helpers import REPO, board, events, library, pass_all, player, pool_reading

from explorer.game import Game
from explorer.oracle import compile_card

VOLLEY = {"name": "Test Volley", "type_line": "Sorcery", "mana_cost": "{R}",
          "oracle_text": "Test Volley deals 3 damage divided as you choose among any number of "
                         "targets."}


def test_three_damage_divided_among_three_targets() -> None:
    game = Game(board(player("Alice", hand=["Test Volley"], mana_pool="R", library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Llanowar Elves", "id": "elves"}],
                             library=library(3))),
                cards=pool_reading(VOLLEY))
    game.apply({"do": "cast", "player": "Alice", "card": "Test Volley",
                "targets": ["b1", "elves", "Bob"],
                "distribution": {"b1": 1, "elves": 1, "Bob": 1}})
    pass_all(game)
    assert [(e.target, e.amount) for e in events(game, "damage_dealt")] == [
        ("b1", 1), ("elves", 1), ("Bob", 1)]
    assert game.state.player("Bob").life == 19


def test_magma_opus_is_refused_for_its_targets_order() -> None:
    """Up to four divided targets, then "Tap two target permanents": refused, with the rule."""
    cards = json.loads((REPO / "data" / "cards.json").read_text(encoding="utf-8"))
    facts = next(c for c in cards if c["name"] == "Magma Opus")
    result = compile_card(facts)
    assert result.card is None
    assert result.refused is not None and result.refused.startswith("Magma Opus deals 4 damage")
    assert "601.2c" in result.why
