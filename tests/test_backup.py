"""Backup (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
that's another creature, it gains the following abilities until end of turn." Boon-Bringer
Valkyrie (4/4: "Backup 1", then "Flying, first strike, lifelink") — the ruling: the creature
with backup keeps the abilities it grants."""

from __future__ import annotations

from helpers import board, counters, events, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle import compile_card
from explorer.rules.keywords import has as has_keyword

VALKYRIE = "Boon-Bringer Valkyrie"


def valkyrie_enters(target: str) -> Game:
    game = Game(board(player("Alice", hand=[VALKYRIE], battlefield=["Grizzly Bears"],
                             mana_pool="WWCCC", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": VALKYRIE})
    pass_all(game)  # the Valkyrie resolves; backup triggers and asks for its target
    game.apply({"do": "choose", "player": "Alice", "targets": [target]})
    pass_all(game)
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(VALKYRIE).compiled, default_pool().explain(VALKYRIE)


def test_backing_up_the_bears_gives_a_counter_and_the_keywords_until_end_of_turn() -> None:
    game = valkyrie_enters("Grizzly Bears")
    bears = game.find_permanent("Grizzly Bears")
    assert counters(game, "Grizzly Bears") == 1
    granted = one(game, "effect_created", target="grizzly-bears-1")
    assert granted.rule == "613.1f"
    assert all(has_keyword(game, bears, k) for k in ("Flying", "First strike", "Lifelink"))
    valkyrie = game.find_permanent(VALKYRIE)
    assert has_keyword(game, valkyrie, "Flying")  # it keeps its own
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert not has_keyword(game, game.find_permanent("Grizzly Bears"), "Flying")
    assert counters(game, "Grizzly Bears") == 1  # the counter stays


def test_backing_up_itself_gives_only_the_counter() -> None:
    game = valkyrie_enters(VALKYRIE)
    assert counters(game, VALKYRIE) == 1
    assert events(game, "effect_created") == []


def test_a_backup_granting_another_kind_of_ability_is_refused() -> None:
    """Only keyword abilities are granted yet: a card whose backup would grant a triggered
    ability is refused by name rather than played wrong."""
    result = compile_card({"name": "Test Backup", "mana_cost": "{2}{G}", "cmc": 3,
                           "type_line": "Creature — Elf", "power": "2", "toughness": "2",
                           "oracle_text": "Backup 1\nWhenever this creature attacks, draw a "
                                          "card.", "colors": ["G"], "keywords": ["Backup"]})
    assert result.card is None and "702.165a" in str(result.why)
