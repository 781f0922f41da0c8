""""It" after an instruction that makes tokens names those tokens (608.2c: the text is read as
a whole), never the object named before: "Create a token that's a copy of target creature you
control. It gains haste until end of turn." hastes the copy, not the original. A delayed ability
about them ("Sacrifice it at the beginning of the next end step") keeps them as it is made
(tests/test_delayed_about_tokens.py)."""

from __future__ import annotations

from helpers import board, library, pass_all, player, pool_reading

from explorer.game import Game
from explorer.oracle import compile_card
from explorer.rules import keywords

HASTY_COPY = {"name": "Hasty Copy", "mana_cost": "{2}{R}", "type_line": "Sorcery",
              "oracle_text": "Create a token that's a copy of target creature you control. It "
                             "gains haste until end of turn.", "colors": ["R"], "keywords": []}


def test_it_is_the_copy() -> None:
    game = Game(board(player("Alice", battlefield=["Grizzly Bears"], hand=["Hasty Copy"],
                             mana_pool="RCC", library=library(5)),
                      player("Bob", library=library(5))), cards=pool_reading(HASTY_COPY))
    game.apply({"do": "cast", "player": "Alice", "card": "Hasty Copy",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    original, copy = [o for o in game.state.battlefield if o.card.name == "Grizzly Bears"]
    assert copy.card.is_token and not original.card.is_token
    assert keywords.has(game, copy, "Haste") and not keywords.has(game, original, "Haste")


def test_tokens_made_attacking_are_made_in_either_word_order() -> None:
    text = ("Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior "
            "creature tokens.")
    game = Game(board(player("Alice", battlefield=["Warrior Caller"], library=library(5)),
                      player("Bob", library=library(5))),
                cards=pool_reading({"name": "Warrior Caller", "mana_cost": "{2}{R}",
                                    "type_line": "Creature — Human Warrior",
                                    "oracle_text": text, "power": "2", "toughness": "2",
                                    "colors": ["R"], "keywords": []}))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Warrior Caller": "Bob"}})
    pass_all(game)  # the trigger resolves
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert game.state.player("Bob").life == 20 - 2 - 1 - 1


def test_a_delayed_ability_about_the_tokens_is_read_as_about_them() -> None:
    """It compiles now, and its "it" is the tokens: the Beast token is exiled at the end step,
    the spell's controller keeps nothing else from it."""
    fleeting = {"name": "Fleeting", "mana_cost": "{R}", "type_line": "Instant",
                "oracle_text": "Create a 3/3 green Beast creature token. Exile it at the "
                               "beginning of the next end step.", "colors": ["R"],
                "keywords": []}
    for first in ("Create a 3/3 green Beast creature token.",
                  "Create a token that's a copy of target creature you control.",
                  "Create a 1/1 red Goblin creature token that's tapped and attacking."):
        text = f"{first} Exile it at the beginning of the next end step."
        assert compile_card({**fleeting, "oracle_text": text}).card is not None, text
    game = Game(board(player("Alice", hand=["Fleeting"], mana_pool="R", library=library(5)),
                      player("Bob", library=library(5))), cards=pool_reading(fleeting))
    game.apply({"do": "cast", "player": "Alice", "card": "Fleeting"})
    pass_all(game)
    assert [o.name for o in game.state.battlefield] == ["Beast Token"]
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(game)
    assert game.state.battlefield == []
