"""Damage divided as its caster chooses (601.2d), announced with the cast's ``distribution``:
Forked Bolt ("deals 2 damage divided as you choose among one or two targets") and Arc Lightning
(among one, two, or three). Then mana sources the grammar now reads: "Whenever you tap ~ for
mana" that isn't a mana ability (605.1b: Zhur-Taa Druid's damage, Forbidden Orchard's target),
Harvester Druid's "any color that a land you control could produce" (106.7), Market Festival's
"two mana in any combination of colors", Guardian Idol and Mishra's Factory becoming artifact
creatures, and Braingeyser's "Target player draws X cards."."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, pass_all, player, snapshot, tap
from mana_helpers import pool_of

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.mana_views import could_produce

POOL = default_pool()


def bolt_game(spell: str = "Forked Bolt") -> Game:
    return Game(board(player("Alice", hand=[spell], mana_pool="RCC", library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(3))))


def test_forked_bolt_at_one_target_deals_it_all() -> None:
    assert POOL.get("Forked Bolt").compiled
    game = bolt_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Forked Bolt", "targets": ["Bob"]})
    pass_all(game)
    assert game.state.player("Bob").life == 18


def test_forked_bolt_divided_between_two_bears_kills_neither_but_one_each() -> None:
    game = bolt_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Forked Bolt", "targets": ["b1", "Bob"],
                "distribution": {"b1": 1, "Bob": 1}})
    pass_all(game)
    assert game.find_permanent("b1").damage == 1
    assert game.state.player("Bob").life == 19


@pytest.mark.parametrize("distribution", [{"b1": 2, "Bob": 1}, {"b1": 2, "Bob": 0},
                                          {"b1": 1, "b2": 1}, None])
def test_a_division_that_isnt_legal_is_refused_and_nothing_changes(
        distribution: dict[str, int] | None) -> None:
    """Each chosen target gets at least 1, the amounts add up to 2, only chosen targets are
    named, and two targets need a division (601.2d)."""
    game = bolt_game()
    before = snapshot(game)
    action: dict[str, Any] = {"do": "cast", "player": "Alice", "card": "Forked Bolt",
                              "targets": ["b1", "Bob"]}
    if distribution is not None:
        action["distribution"] = distribution
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert refused.value.rule == "601.2d"
    assert snapshot(game) == before


def test_arc_lightning_kills_two_bears_and_hits_their_controller() -> None:
    assert POOL.get("Arc Lightning").compiled
    game = bolt_game("Arc Lightning")
    game.apply({"do": "cast", "player": "Alice", "card": "Arc Lightning",
                "targets": ["b1", "b2", "Bob"], "distribution": {"b1": 1, "b2": 1, "Bob": 1}})
    pass_all(game)
    assert [e.amount for e in events(game, "damage_dealt")] == [1, 1, 1]
    assert game.state.player("Bob").life == 19


def test_zhur_taa_druid_s_tap_trigger_uses_the_stack() -> None:
    assert POOL.get("Zhur-Taa Druid").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Zhur-Taa Druid", "id": "druid"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    tap(game, "Alice", "druid")
    assert pool_of(game) == "G" and game.state.player("Bob").life == 20
    pass_all(game)
    assert game.state.player("Bob").life == 19


def test_forbidden_orchard_gives_the_target_opponent_a_spirit() -> None:
    assert POOL.get("Forbidden Orchard").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Forbidden Orchard", "id": "orch"}],
                             library=library(3)),
                      player("Bob", library=library(3)), player("Carol", library=library(3))))
    tap(game, "Alice", "orch", mana="G")
    game.apply({"do": "choose", "player": "Alice", "targets": ["Carol"]})
    pass_all(game)
    # "a 1/1 colorless Spirit creature token": not Court of Grace's white flying Spirit, though
    # both are named "Spirit Token" (111.4) — the pool tells the second it read by what it is.
    [spirit] = game.state.permanents("Carol")
    assert spirit.name == "Spirit Token (1/1 colorless)"
    assert spirit.colors == () and not spirit.card.keywords and spirit.card.power == "1"
    assert game.state.permanents("Bob") == []


def test_harvester_druid_reflects_colors_not_colorless() -> None:
    assert POOL.get("Harvester Druid").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Harvester Druid", "id": "druid"},
                                                   "Forest", "Mishra's Factory"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    assert could_produce(game, "druid").types == ("G",)  # the Factory's {C} isn't a color


def test_market_festival_adds_two_mana_of_the_colors_chosen() -> None:
    assert POOL.get("Market Festival").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Forest", "id": "f"},
                                                   {"card": "Market Festival",
                                                    "attached_to": "f"}], library=library(3)),
                      player("Bob", library=library(3))))
    tap(game, "Alice", "f")
    game.apply({"do": "choose", "player": "Alice", "option": "UR"})
    assert sorted(pool_of(game)) == ["G", "R", "U"]


@pytest.mark.parametrize(("card", "cost", "subtype"), [("Guardian Idol", "CC", "Golem"),
                                                       ("Mishra's Factory", "C",
                                                        "Assembly-Worker")])
def test_an_artifact_or_land_becomes_an_artifact_creature(card: str, cost: str,
                                                           subtype: str) -> None:
    assert POOL.get(card).compiled
    game = Game(board(player("Alice", battlefield=[{"card": card, "id": "it"}], mana_pool=cost,
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "it", "ability": 1})
    pass_all(game)
    it = game.find_permanent("it")
    assert it.is_type("Artifact") and it.is_type("Creature") and subtype in it.subtypes
    assert it.is_type("Land") is (card == "Mishra's Factory")
    assert (game.power("it"), game.toughness("it")) == (2, 2)


def test_braingeyser_makes_the_target_player_draw_x() -> None:
    assert POOL.get("Braingeyser").compiled
    game = Game(board(player("Alice", hand=["Braingeyser"], mana_pool="UUCCC",
                             library=library(3)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Braingeyser", "x": 3,
                "targets": ["Bob"]})
    pass_all(game)
    assert len(game.state.player("Bob").hand) == 3


def test_legal_actions_offer_forked_bolt_divided_between_two_targets() -> None:
    from explorer.legal import legal_actions

    game = bolt_game()
    casts = [a for a in legal_actions(game) if getattr(a, "card", None) == "forked-bolt-1"]
    assert ("b1", "Bob") in [a.targets for a in casts]
    assert ("Bob",) in [a.targets for a in casts]  # "one or two targets": one is enough
    assert all(sorted(a.distribution.values()) == [1, 1] for a in casts if len(a.targets) == 2)
    assert all(a.distribution is None for a in casts if len(a.targets) == 1)  # all 2 to it
    for cast in casts:  # each is accepted as it is
        game.pending.accept(cast)
