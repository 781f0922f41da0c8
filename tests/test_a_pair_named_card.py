"""A card named for two characters says its verbs in the plural ("Whenever Aang and Katara enter
or attack, …"): read as the one object it is (201.5: its name, ~), the same trigger events as
"~ enters or attacks". Real card: Aang and Katara."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()

TAPPED = [{"card": "Sol Ring", "tapped": True}, {"card": "Grizzly Bears", "tapped": True},
          {"card": "Forest", "tapped": True}, "Llanowar Elves"]


def allies(game: Game) -> int:
    return sum(1 for o in game.state.battlefield if o.name == "Ally Token")


def test_aang_and_katara_entering_count_tapped_artifacts_and_creatures() -> None:
    """Sol Ring and the Bears are tapped (the tapped Forest is neither; the Elves are untapped):
    X is 2 — two 1/1 Ally tokens (111.1)."""
    assert POOL.get("Aang and Katara").compiled, POOL.explain("Aang and Katara")
    game = Game(board(player("Alice", battlefield=TAPPED, library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Aang and Katara",
                "zone": "battlefield"})
    pass_all(game)
    assert len(events(game, "token_created")) == 2 and allies(game) == 2


def test_aang_and_katara_attacking_trigger_too() -> None:
    """Attacking taps them (508.1f): with Sol Ring and the Bears, X is 3."""
    game = Game(board(player("Alice", library=library(5),
                             battlefield=[{"card": "Aang and Katara", "id": "pair"}, *TAPPED]),
                      player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"pair": "Bob"}})
    pass_all(game)
    assert allies(game) == 3
