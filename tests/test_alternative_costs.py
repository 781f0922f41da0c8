"""Alternative costs (118.9): "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana
cost." — announced as the spell is cast (601.2b, choices {"alternative": true}), paid instead
of its mana cost; the spell's mana value is still its mana cost's (118.9c)."""

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
BRINGER = "Bringer of the Green Dawn"


def game_with(mana: str, hand: list[str] | None = None, graveyard: list[str] | None = None
              ) -> Game:
    return Game(board(player("Alice", hand=hand or [BRINGER], mana_pool=mana,
                             graveyard=graveyard or [], library=library(3)), player("Bob")))


def test_the_bringer_is_cast_for_five_colors() -> None:
    assert POOL.get(BRINGER).compiled
    game = game_with("WUBRG")
    game.apply({"do": "cast", "player": "Alice", "card": BRINGER,
                "choices": {"alternative": True}})
    pass_all(game)

    assert game.find_permanent(BRINGER).controller == "Alice"
    assert one(game, "spell_cast").amount == 9  # its mana value: {7}{G}{G} (118.9c)


def test_without_the_announcement_it_costs_its_mana_cost() -> None:
    game = game_with("WUBRG")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": BRINGER})

    assert refused.value.rule == "601.2h"
    assert snapshot(game) == before


def test_a_card_without_one_refuses_the_announcement() -> None:
    game = game_with("GC", hand=["Grizzly Bears"])

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                    "choices": {"alternative": True}})

    assert refused.value.rule == "601.2b"


def test_flashback_and_another_alternative_cost_dont_combine() -> None:
    """118.9a: only one alternative cost can be applied to a spell — flashback is one."""
    from explorer.cards import build_pool
    cards = build_pool()
    result = cards.compile({"name": "Test Double Fire", "mana_cost": "{3}{R}", "cmc": 4,
                            "type_line": "Instant", "colors": ["R"], "keywords": ["Flashback"],
                            "oracle_text": "You may pay {R} rather than pay this spell's mana "
                                           "cost.\nTest Double Fire deals 2 damage to any "
                                           "target.\nFlashback {1}{R}"})
    assert result.card is not None, result.why
    game = Game(board(player("Alice", graveyard=["Test Double Fire"], mana_pool="RC",
                             library=library(3)), player("Bob")), cards=cards)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Test Double Fire",
                    "targets": ["Bob"], "choices": {"alternative": True}})

    assert refused.value.rule == "118.9a"


def test_legal_actions_offer_the_alternative_cost() -> None:
    game = game_with("WUBRG")

    casts = [a for a in game.legal_actions()
             if getattr(a, "card", None) == "bringer-of-the-green-dawn-1"]

    assert [a.choices for a in casts] == [{"alternative": True}]
