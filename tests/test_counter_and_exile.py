"""Counterspells that exile what they counter (701.6a, 614.1a): "Counter target spell. If that
spell is countered this way, exile it instead of putting it into its owner's graveyard."
(Dissipate), and with a tax whose {X} is the counterspell's X (Syncopate, 107.3a)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player

from explorer.game import Game


def bears_and(counterspell: str, bob_mana: str, alice_mana: str = "GC",
              x: int | None = None) -> Game:
    game = Game(board(player("Alice", hand=["Grizzly Bears"], mana_pool=alice_mana,
                             library=library(3)),
                      player("Bob", hand=[counterspell], mana_pool=bob_mana,
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    game.apply({"do": "pass"})
    cast = {"do": "cast", "player": "Bob", "card": counterspell, "targets": ["Grizzly Bears"]}
    game.apply(cast if x is None else {**cast, "x": x})
    pass_all(game)
    return game


def test_dissipate_exiles_the_spell_it_counters() -> None:
    game = bears_and("Dissipate", "UUC")

    assert one(game, "spell_countered").source == "Grizzly Bears"
    (exiled,) = events(game, "zone_changed", source="Grizzly Bears", to_zone="exile")
    assert (exiled.from_zone, exiled.rule) == ("stack", "614.1a")
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    assert names(game.state.player("Alice").graveyard) == []


@pytest.mark.parametrize(("alice_mana", "pays"), [("GCCC", True), ("GC", False)])
def test_syncopate_asks_its_x_and_exiles_the_spell_if_unpaid(alice_mana: str,
                                                             pays: bool) -> None:
    """X = 2: Alice may pay {2}; if she doesn't (or can't), her Bears are exiled."""
    game = bears_and("Syncopate", "UCC", alice_mana=alice_mana, x=2)
    assert game.pending is not None and list(game.pending.options) == ["don't pay", "pay {2}"]
    game.apply({"do": "choose", "player": "Alice", "option": "pay {2}" if pays else "don't pay"})
    if pays:
        pass_all(game)
        assert events(game, "spell_countered") == []
        assert names(game.state.battlefield) == ["Grizzly Bears"]
        return
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    assert game.state.battlefield == []
