"""Costs that depend on a spell's targets (601.2f): its targets are chosen (601.2c) before its
total cost is determined, so "This spell costs {3} less to cast if it targets a tapped creature."
(Luminous Rebuke) and "Spells your opponents cast that target this creature cost {2} more to
cast." (Boreal Elemental) look at the targets chosen."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


def rebuke(bears_tapped: bool, mana: str) -> Game:
    return Game(board(
        player("Alice", hand=["Luminous Rebuke"], mana_pool=mana, library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                    "tapped": bears_tapped}], library=library(3))))


def test_luminous_rebuke_costs_three_less_on_a_tapped_creature() -> None:
    """{4}{W} less {3}: Alice pays {1}{W} and destroys the tapped Bears."""
    game = rebuke(True, "WC")
    game.apply({"do": "cast", "player": "Alice", "card": "Luminous Rebuke",
                "targets": ["bears"]})
    spent = events(game, "mana_spent", source="Luminous Rebuke")
    assert sum(e.amount or 0 for e in spent) == 2
    pass_all(game)
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]


def test_on_an_untapped_creature_it_costs_its_full_five() -> None:
    game = rebuke(False, "WC")
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Luminous Rebuke",
                    "targets": ["bears"]})
    assert snapshot(game) == before

    game = rebuke(False, "WCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": "Luminous Rebuke",
                "targets": ["bears"]})
    assert game.state.player("Alice").mana_pool == ()  # all five spent
    pass_all(game)
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]


@pytest.mark.parametrize(("caster", "mana", "pays"), [("Alice", "R", False),
                                                     ("Alice", "RCC", True),
                                                     ("Bob", "R", True)])
def test_boreal_elemental_taxes_its_opponents_spells_that_target_it(caster: str, mana: str,
                                                                    pays: bool) -> None:
    """Alice's Lightning Bolt at Bob's Boreal Elemental costs {2}{R}; Bob's own Bolt at it
    costs {R}; a Bolt at Bob himself is never taxed."""
    other = "Bob" if caster == "Alice" else "Alice"
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"] if caster == "Alice" else [],
               mana_pool=mana if caster == "Alice" else "", library=library(3)),
        player("Bob", battlefield=[{"card": "Boreal Elemental", "id": "elemental"}],
               hand=["Lightning Bolt"] if caster == "Bob" else [],
               mana_pool=mana if caster == "Bob" else "", library=library(3)),
        active=caster))
    bolt = {"do": "cast", "player": caster, "card": "Lightning Bolt", "targets": ["elemental"]}
    if not pays:
        before = snapshot(game)
        with pytest.raises(IllegalAction):
            game.apply(bolt)
        assert snapshot(game) == before
        game.apply({**bolt, "targets": [other]})  # at a player: {R} is enough
        assert game.state.player(caster).mana_pool == ()
        return
    game.apply(bolt)
    assert game.state.player(caster).mana_pool == ()
    pass_all(game)
    assert [(e.target, e.amount) for e in events(game, "damage_dealt")] == [("elemental", 3)]
