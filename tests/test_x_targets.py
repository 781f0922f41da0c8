"""X in a spell's number of targets and in its amounts (107.3a, 601.2b–c): "Destroy X target
artifacts and/or enchantments." needs exactly X targets, "Exile up to twice X target cards from
graveyards." at most twice X — both known as the targets are chosen, since X is announced
first; "Target player gains twice X life." (Heliod's Intervention, Erebos's Intervention)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


def heliods(x: int, targets: list[str], mode: int = 1) -> Game:
    game = Game(board(
        player("Alice", hand=["Heliod's Intervention"], mana_pool="WWCCCC", library=library(3)),
        player("Bob", battlefield=["Sol Ring", "Hardened Scales", "Mind Stone"],
               library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Heliod's Intervention", "x": x,
                "choices": {"mode": mode}, "targets": targets})
    return game


def test_heliods_intervention_destroys_x_target_artifacts_and_enchantments() -> None:
    """X = 2: Sol Ring and Hardened Scales are destroyed (701.8); Mind Stone, not a target,
    stays."""
    game = heliods(2, ["Sol Ring", "Hardened Scales"])
    pass_all(game)

    went = [e.source for e in events(game, "zone_changed", to_zone="graveyard", rule="701.8")]
    assert sorted(went) == ["Hardened Scales", "Sol Ring"]
    assert names(game.state.battlefield) == ["Mind Stone"]
    assert names(game.state.player("Bob").graveyard) == ["Sol Ring", "Hardened Scales"]


@pytest.mark.parametrize("targets", [["Sol Ring"], ["Sol Ring", "Hardened Scales", "Mind Stone"]])
def test_x_targets_means_exactly_x(targets: list[str]) -> None:
    """601.2c: with X = 2 announced, two targets must be chosen — not one, not three; the
    cast is refused and nothing changes."""
    game = Game(board(
        player("Alice", hand=["Heliod's Intervention"], mana_pool="WWCCCC", library=library(3)),
        player("Bob", battlefield=["Sol Ring", "Hardened Scales", "Mind Stone"],
               library=library(3))))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Heliod's Intervention", "x": 2,
                    "choices": {"mode": 1}, "targets": targets})

    assert refused.value.rule == "601.2c"
    assert snapshot(game) == before


def test_heliods_intervention_target_player_gains_twice_x_life() -> None:
    game = heliods(3, ["Alice"], mode=2)
    pass_all(game)

    gained = events(game, "life_changed", player="Alice")
    assert [(e.amount, e.rule) for e in gained] == [(6, "119.3")]
    assert life(game, "Alice") == 26


def erebos(x: int, targets: list[str]) -> Game:
    game = Game(board(
        player("Alice", hand=["Erebos's Intervention"], mana_pool="BCCC", library=library(3),
               graveyard=["Grizzly Bears"]),
        player("Bob", graveyard=["Hill Giant", "Lightning Bolt", "Counterspell"],
               library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Erebos's Intervention", "x": x,
                "choices": {"mode": 2}, "targets": targets})
    return game


def test_erebos_intervention_exiles_up_to_twice_x_cards_from_graveyards() -> None:
    """X = 1: up to two target cards, from any graveyards — here one of each player's."""
    game = erebos(1, ["Grizzly Bears", "Hill Giant"])
    pass_all(game)

    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    assert names(game.state.player("Bob").exile) == ["Hill Giant"]
    assert names(game.state.player("Bob").graveyard) == ["Lightning Bolt", "Counterspell"]


def test_up_to_twice_x_may_be_fewer_but_not_more() -> None:
    game = erebos(1, ["Hill Giant"])  # one of the two it may choose
    pass_all(game)
    assert names(game.state.player("Bob").exile) == ["Hill Giant"]

    with pytest.raises(IllegalAction) as refused:
        erebos(1, ["Hill Giant", "Lightning Bolt", "Counterspell"])
    assert "up to 2 target(s)" in str(refused.value)
    assert refused.value.rule == "601.2c"
