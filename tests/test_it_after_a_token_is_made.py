""""It" after an instruction that makes tokens names those tokens, never the object that made
them: "Create a 1/1 … token that's tapped and attacking. Sacrifice it …" is about the token.
What the tokens are is known as the instruction resolves, so a delayed ability about them
("Sacrifice it at the beginning of the next end step") is refused rather than read as about
something else."""

from __future__ import annotations

from helpers import board, library, pass_all, player, pool_reading

from explorer.game import Game
from explorer.oracle import compile_card


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


def test_a_delayed_ability_about_the_tokens_is_refused() -> None:
    for first in ("Create a 3/3 green Beast creature token.",
                  "Create a 1/1 red Goblin creature token that's tapped and attacking."):
        text = f"{first} Exile it at the beginning of the next end step."
        result = compile_card({"name": "Fleeting", "mana_cost": "{R}", "type_line": "Instant",
                               "oracle_text": text, "colors": ["R"], "keywords": []})
        assert result.card is None
        assert result.refused == "Exile it at the beginning of the next end step."
        assert "tokens just made" in (result.why or "")
