"""Mana sources whose other lines the grammar reads: City of Brass ("Whenever City of Brass
becomes tapped, it deals 1 damage to you."), Rupture Spire ("sacrifice it unless you pay {1}",
603.5), Bojuka Bog ("exile target player's graveyard", 701.13), Tectonic Edge ("Activate only
if an opponent controls four or more lands.", 602.5b) and Paradise Druid ("has hexproof as long
as it's untapped", 611.3a)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot, tap

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def test_city_of_brass_deals_one_damage_to_its_controller_each_time_it_becomes_tapped() -> None:
    assert POOL.get("City of Brass").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "City of Brass", "id": "city"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    tap(game, "Alice", "city", mana="R")  # the mana is added at once (605.3a) ...
    assert game.state.player("Alice").mana_pool[0].type == "R"
    assert game.state.player("Alice").life == 20  # ... the trigger waits for priority (603.3)
    pass_all(game)
    hit = one(game, "damage_dealt")
    assert (hit.source, hit.target, hit.amount) == ("City of Brass", "Alice", 1)
    assert game.state.player("Alice").life == 19


@pytest.mark.parametrize(("answer", "kept"), [("pay {1}", True), ("don't pay", False)])
def test_rupture_spire_is_sacrificed_unless_its_controller_pays_one(answer: str,
                                                                     kept: bool) -> None:
    assert POOL.get("Rupture Spire").compiled
    game = Game(board(player("Alice", hand=["Rupture Spire"], mana_pool="C", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Rupture Spire"})
    assert game.find_permanent("Rupture Spire").tapped  # it enters tapped (614.1d)
    pass_all(game)  # the trigger resolves: Alice is asked
    game.apply({"do": "choose", "player": "Alice", "option": answer})

    on_battlefield = [o.name for o in game.state.permanents("Alice")]
    assert ("Rupture Spire" in on_battlefield) is kept
    assert (len(events(game, "zone_changed", how="sacrificed")) == 1) is not kept


def test_bojuka_bog_exiles_a_whole_graveyard() -> None:
    assert POOL.get("Bojuka Bog").compiled
    game = Game(board(player("Alice", hand=["Bojuka Bog"], library=library(3)),
                      player("Bob", graveyard=["Grizzly Bears", "Lightning Bolt", "Island"],
                             library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Bojuka Bog"})
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)

    bob = game.state.player("Bob")
    assert bob.graveyard == ()
    assert sorted(c.name for c in bob.exile) == ["Grizzly Bears", "Island", "Lightning Bolt"]


@pytest.mark.parametrize(("bob_lands", "allowed"), [(3, False), (4, True)])
def test_tectonic_edge_only_when_an_opponent_controls_four_lands(bob_lands: int,
                                                                 allowed: bool) -> None:
    assert POOL.get("Tectonic Edge").compiled
    bob = [{"card": "Island", "id": f"i{k}"} for k in range(bob_lands - 1)]
    game = Game(board(player("Alice", battlefield=[{"card": "Tectonic Edge", "id": "edge"}],
                             mana_pool="C", library=library(3)),
                      player("Bob", battlefield=[*bob, {"card": "Bojuka Bog", "id": "bog"}],
                             library=library(3))))
    action = {"do": "activate", "player": "Alice", "permanent": "edge", "ability": 1,
              "targets": ["bog"]}
    if not allowed:
        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule == "602.5b"
        assert snapshot(game) == before
        return
    game.apply(action)
    pass_all(game)
    assert "Bojuka Bog" in [c.name for c in game.state.player("Bob").graveyard]


@pytest.mark.parametrize(("tapped", "targetable"), [(False, False), (True, True)])
def test_paradise_druid_has_hexproof_only_while_untapped(tapped: bool, targetable: bool) -> None:
    assert POOL.get("Paradise Druid").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Paradise Druid", "id": "druid",
                                                    "tapped": tapped}], library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))))
    assert ("Hexproof" in game.keywords("druid")) is not tapped
    game.apply({"do": "pass", "player": "Alice"})
    bolt = {"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["druid"]}
    if targetable:
        game.apply(bolt)
        pass_all(game)
        assert "Paradise Druid" in [c.name for c in game.state.player("Alice").graveyard]
    else:
        with pytest.raises(IllegalAction):
            game.apply(bolt)
