"""Prevention shields (615.7), read from Healing Salve's second mode: "Prevent the next 3 damage
that would be dealt to any target this turn." — a shield that prevents damage until 3 has been
prevented (partly, if a larger amount comes), logged as damage_prevented; what is left ends with
the turn (514.2); a saved game keeps it (board field shields)."""

from __future__ import annotations

from helpers import board, events, library, life, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def salved(**bob: object) -> Game:
    game = Game(board(player("Alice", hand=["Healing Salve"], mana_pool="W",
                             battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(5)),
                      player("Bob", library=library(5), **bob)))
    assert POOL.get("Healing Salve").compiled
    game.apply({"do": "cast", "player": "Alice", "card": "Healing Salve",
                "choices": {"mode": 2}, "targets": ["giant"]})
    pass_all(game)
    return game


def test_the_shield_prevents_the_next_three_damage_then_no_more() -> None:
    """Two Lightning Bolts: the first is prevented whole; the second deals its 3 — the Giant
    (3/3) dies."""
    game = salved(hand=["Lightning Bolt", "Lightning Bolt"], mana_pool="RR")
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["giant"]})
    pass_all(game)
    (prevented,) = events(game, "damage_prevented")
    assert (prevented.amount, prevented.rule, prevented.target) == (3, "615.7", "giant")
    assert game.permanent("giant").damage == 0
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["giant"]})
    pass_all(game)
    assert game.state.find_handle("giant") is None


def test_a_larger_amount_is_partly_prevented() -> None:
    """Cackling Flames with hellbent deals 5 to the shielded Alice: 3 prevented, 2 dealt."""
    game = Game(board(player("Alice", hand=["Healing Salve"], mana_pool="W",
                             library=library(5)),
                      player("Bob", hand=["Cackling Flames"], mana_pool="RRRR",
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Healing Salve",
                "choices": {"mode": 2}, "targets": ["Alice"]})
    pass_all(game)
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Cackling Flames",
                "targets": ["Alice"]})
    pass_all(game)
    (prevented,) = events(game, "damage_prevented")
    (dealt,) = events(game, "damage_dealt")
    assert (prevented.amount, dealt.amount, life(game, "Alice")) == (3, 2, 18)
    assert game.state.shields == ()  # used up


def test_what_is_left_ends_with_the_turn() -> None:
    game = salved()
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    ended = [e for e in events(game, "effect_ended") if e.source == "Healing Salve"]
    assert [(e.target, e.amount, e.rule, e.turn) for e in ended] == [("giant", 3, "514.2", 1)]
    assert game.state.shields == ()


def test_a_saved_game_keeps_the_shield() -> None:
    game = salved()
    saved = game.to_board()
    assert saved["shields"] == [{"target": "giant", "amount": 3, "source": "Healing Salve"}]
    loaded = Game(saved)
    assert [(s.amount, s.source) for s in loaded.state.shields] == [(3, "Healing Salve")]


def test_a_player_can_be_shielded_too() -> None:
    game = Game(board(player("Alice", hand=["Healing Salve"], mana_pool="W",
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Healing Salve",
                "choices": {"mode": 2}, "targets": ["Alice"]})
    pass_all(game)
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)
    assert life(game, "Alice") == 20
