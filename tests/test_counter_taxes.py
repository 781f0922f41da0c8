"""Taxes asked as a spell or ability resolves (608.2c): "Counter target spell unless its
controller pays {2} plus an additional {1} for each Faerie you control." (Spell Stutter — the
Faeries counted as it resolves), and an {X} in such a price, which is the X of the spell or
ability (107.3a) — Esper Sentinel's "unless that player pays {X}, where X is Esper Sentinel's
power"."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.game import Game


def stutter(alice_mana: str, faeries: int) -> Game:
    """Alice casts Grizzly Bears; Bob, with ``faeries`` Faerie Miscreants, Spell Stutters it."""
    game = Game(board(
        player("Alice", hand=["Grizzly Bears"], mana_pool=alice_mana, library=library(3)),
        player("Bob", battlefield=["Faerie Miscreant"] * faeries, hand=["Spell Stutter"],
               mana_pool="UC", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Spell Stutter",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    return game


def test_spell_stutter_asks_two_plus_one_for_each_faerie() -> None:
    """Two Faeries: the price is {4}; Alice has it, pays, and her Bears resolve."""
    game = stutter("GCCCCC", faeries=2)
    assert game.pending is not None and game.pending.player == "Alice"
    assert [o for o in game.pending.options] == ["don't pay", "pay {4}"]
    game.apply({"do": "choose", "player": "Alice", "option": "pay {4}"})
    pass_all(game)

    assert events(game, "spell_countered") == []
    assert game.state.player("Alice").mana_pool == ()
    assert [o.name for o in game.state.permanents("Alice")] == ["Grizzly Bears"]


@pytest.mark.parametrize(("faeries", "price"), [(0, "{2}"), (3, "{5}")])
def test_the_faeries_are_counted_as_it_resolves(faeries: int, price: str) -> None:
    game = stutter("GCCCCC", faeries=faeries)
    assert game.pending is not None
    assert game.pending.options[1] == f"pay {price}"
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    assert [e.source for e in events(game, "spell_countered")] == ["Grizzly Bears"]
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Grizzly Bears"]


def test_esper_sentinels_x_is_its_power_when_paid() -> None:
    """Bob pays {1} (X, the Sentinel's power) for his Lightning Bolt: one mana leaves his pool,
    and Alice draws nothing."""
    game = Game(board(player("Alice", battlefield=["Esper Sentinel"], library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="RC",
                             library=library(5)), active="Bob"))
    hand = len(game.state.player("Alice").hand)
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Bob"
    assert game.pending.options[1] == "pay {1}"
    game.apply({"do": "choose", "player": "Bob", "option": "pay {1}"})

    assert game.state.player("Bob").mana_pool == ()
    assert len(game.state.player("Alice").hand) == hand
