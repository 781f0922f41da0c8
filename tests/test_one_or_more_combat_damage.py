""""Whenever one or more creatures you control deal combat damage to a player" (603.2c):
combat damage is dealt at once (510.2), so the ability triggers once for each player damaged in
that step, however many creatures dealt it — unlike "Whenever a creature you control deals
combat damage to a player", which triggers for each."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, to_attackers

from explorer.cards import build_pool
from explorer.game import Game

TEXT = {"one or more": "Whenever one or more creatures you control deal combat damage to a "
                       "player, create a Treasure token.",
        "a": "Whenever a creature you control deals combat damage to a player, create a "
             "Treasure token."}


@pytest.mark.parametrize(("wording", "defenders", "made"), [
    ("one or more", ("Bob", "Bob"), 1), ("one or more", ("Bob", "Carol"), 2),
    ("a", ("Bob", "Bob"), 2)])
def test_treasures_per_player_or_per_creature(wording: str, defenders: tuple[str, str],
                                              made: int) -> None:
    cards = build_pool()
    result = cards.compile({"name": "Test Raider", "mana_cost": "{2}{R}", "cmc": 3,
                            "type_line": "Enchantment", "colors": ["R"], "keywords": [],
                            "oracle_text": TEXT[wording]})
    assert result.card is not None, result.why
    game = Game(board(player("Alice", battlefield=["Test Raider",
                                                   {"card": "Grizzly Bears", "id": "b1"},
                                                   {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(3)),
                      player("Bob", library=library(3)), player("Carol", library=library(3))),
                cards=cards)
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"b1": defenders[0], "b2": defenders[1]}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    pass_all(game)
    assert sum(o.name == "Treasure Token" for o in game.state.permanents("Alice")) == made
