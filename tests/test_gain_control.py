"""Act of Treason: "Gain control of target creature until end of turn. Untap that creature. It
gains haste until end of turn." — a control-changing effect (613.1b, layer 2): the creature is
new to its controller (302.6), so only the haste lets it attack; it goes back to its owner's
control in the cleanup step (514.2). A game saved in between keeps who gets it back."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def treason_game() -> Game:
    game = Game(board(player("Alice", hand=["Act of Treason"], mana_pool="RCC",
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                                  "tapped": True}], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Act of Treason", "targets": ["bears"]})
    pass_all(game)
    return game


def test_act_of_treason_borrows_the_bears_to_attack_their_owner() -> None:
    assert POOL.get("Act of Treason").compiled
    game = treason_game()
    bears = game.find_permanent("bears")
    assert (bears.controller, bears.owner, bears.tapped) == ("Alice", "Bob", False)
    assert "Haste" in game.keywords("bears")
    assert [e.rule for e in events(game, "control_changed")] == ["613.1b"]
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert game.state.player("Bob").life == 18
    assert game.find_permanent("bears").controller == "Bob"
    assert [e.rule for e in events(game, "control_changed")] == ["613.1b", "514.2"]


def test_a_saved_game_remembers_who_gets_the_creature_back() -> None:
    game = treason_game()
    saved, loaded = saved_and_loaded(game)
    entry = next(e for p in saved["players"] for e in p.get("battlefield", [])
                 if isinstance(e, dict) and e.get("id") == "bears")
    assert entry["control_returns_to"] == "Bob"
    loaded.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert loaded.find_permanent("bears").controller == "Bob"
