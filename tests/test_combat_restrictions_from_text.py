"""Restrictions on attacking and blocking printed on real cards (508.1c, 509.1b), read from their
text: "Cloud Elemental can block only creatures with flying.", "Silhana Ledgewalker can't be
blocked except by creatures with flying.", "Loyal Pegasus can't attack or block alone.",
"Crown-Hunter Hireling can't attack unless defending player is the monarch." Each illegal
declaration is refused naming the creature and the rule, and the game is as before."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, player, snapshot, to_attackers

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def at_blockers(alice: list[Any], bob: list[Any], attackers: dict[str, str]) -> Game:
    game = Game(board(player("Alice", battlefield=alice, library=library(5)),
                      player("Bob", battlefield=bob, library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": attackers})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    assert game.pending is not None and game.pending.kind == "blockers", game.pending
    return game


def refused(game: Game, action: dict[str, Any]) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    assert snapshot(game) == before
    return caught.value


def test_cloud_elemental_can_block_a_flyer_but_not_a_ground_creature() -> None:
    assert POOL.get("Cloud Elemental").compiled
    game = at_blockers([{"card": "Grizzly Bears", "id": "bears"},
                        {"card": "Birds of Paradise", "id": "birds"}],
                       [{"card": "Cloud Elemental", "id": "cloud"}],
                       {"bears": "Bob", "birds": "Bob"})
    no = refused(game, {"do": "block", "player": "Bob", "blockers": {"cloud": "bears"}})
    assert no.rule == "509.1b" and "can block only creatures with flying" in str(no)
    game.apply({"do": "block", "player": "Bob", "blockers": {"cloud": "birds"}})
    assert game.state.combat is not None and game.state.combat.blocked


def test_silhana_ledgewalker_can_be_blocked_only_by_a_flyer() -> None:
    assert POOL.get("Silhana Ledgewalker").compiled
    game = at_blockers([{"card": "Silhana Ledgewalker", "id": "silhana"}],
                       [{"card": "Grizzly Bears", "id": "bears"},
                        {"card": "Birds of Paradise", "id": "birds"}],
                       {"silhana": "Bob"})
    no = refused(game, {"do": "block", "player": "Bob", "blockers": {"bears": "silhana"}})
    assert no.rule == "509.1b" and "except by creatures with flying" in str(no)
    game.apply({"do": "block", "player": "Bob", "blockers": {"birds": "silhana"}})
    assert game.state.combat is not None and game.state.combat.blocked


def test_loyal_pegasus_cant_attack_alone_but_may_attack_with_another_creature() -> None:
    assert POOL.get("Loyal Pegasus").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Loyal Pegasus", "id": "pegasus"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    to_attackers(game)
    no = refused(game, {"do": "attack", "player": "Alice", "attackers": {"pegasus": "Bob"}})
    assert no.rule == "508.1c" and "can't attack alone" in str(no)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"pegasus": "Bob", "bears": "Bob"}})
    assert game.state.combat is not None and len(game.state.combat.attackers) == 2


def test_loyal_pegasus_cant_block_alone() -> None:
    game = at_blockers([{"card": "Birds of Paradise", "id": "birds"}],
                       [{"card": "Loyal Pegasus", "id": "pegasus"}], {"birds": "Bob"})
    no = refused(game, {"do": "block", "player": "Bob", "blockers": {"pegasus": "birds"}})
    assert no.rule == "509.1b" and "can't block alone" in str(no)


def test_crown_hunter_hireling_attacks_only_the_monarch() -> None:
    """Three players; Carol is the monarch. The Hireling may attack Carol, not Bob (508.1c)."""
    assert POOL.get("Crown-Hunter Hireling").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Crown-Hunter Hireling",
                                                    "id": "ogre"}], library=library(5)),
                      player("Bob", library=library(5)), player("Carol", library=library(5)),
                      monarch="Carol"))
    to_attackers(game)
    assert [o.object for o in game.pending.options] == ["Carol"]
    no = refused(game, {"do": "attack", "player": "Alice", "attackers": {"ogre": "Bob"}})
    assert no.rule == "508.1c" and "defending player is the monarch" in str(no)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"ogre": "Carol"}})
    assert game.state.combat is not None and list(game.state.combat.attackers.values()) == [
        "Carol"]


# -- requirements (508.1d) ------------------------------------------------------------------------
def cyclops_game(**alice: Any) -> Game:
    game = Game(board(player("Alice", library=library(5), **alice),
                      player("Bob", library=library(5))))
    to_attackers(game)
    return game


def test_bloodrock_cyclops_must_attack_when_it_is_able() -> None:
    # "Bloodrock Cyclops attacks each combat if able." — a requirement (508.1d): a declaration
    # without it is refused, and the game is as before.
    assert POOL.get("Bloodrock Cyclops").compiled
    game = cyclops_game(battlefield=[{"card": "Bloodrock Cyclops", "id": "cyclops"},
                                     {"card": "Grizzly Bears", "id": "bears"}])
    no = refused(game, {"do": "attack", "player": "Alice", "attackers": {}})
    assert no.rule == "508.1d" and "cyclops" in str(no) and "attacks each combat" in str(no)
    refused(game, {"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    # The Bears may stay home: only the Cyclops has the requirement.
    game.apply({"do": "attack", "player": "Alice", "attackers": {"cyclops": "Bob"}})
    assert game.state.combat is not None
    assert [game.state.find(o).name for o in game.state.combat.attackers] == ["Bloodrock Cyclops"]


def test_the_default_policy_attacks_with_a_creature_that_must_attack() -> None:
    # The default answer (nobody attacks, by the board format) obeys the requirement too.
    game = cyclops_game(battlefield=[{"card": "Bloodrock Cyclops", "id": "cyclops"}])
    game.apply({"do": "default"})
    assert game.state.combat is not None
    assert list(game.state.combat.attackers.values()) == ["Bob"]
    assert any(e.kind == "attack_declared" and e.source == "Bloodrock Cyclops" for e in game.log)


def test_a_tapped_or_summoning_sick_cyclops_is_not_able_so_it_need_not_attack() -> None:
    # 508.1d asks only for what is possible: a tapped creature, or one that came under its
    # controller's control this turn (302.6, no haste), can't attack, so nobody has to.
    game = cyclops_game(battlefield=[{"card": "Bloodrock Cyclops", "id": "cyclops",
                                      "tapped": True},
                                     {"card": "Grizzly Bears", "id": "bears"}])
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    assert not game.state.combat or not game.state.combat.attackers


def test_valley_dasher_attacks_the_turn_it_arrives_thanks_to_haste() -> None:
    # Haste (702.10) makes it able the turn it enters, so the requirement applies at once.
    assert POOL.get("Valley Dasher").compiled
    game = Game(board(player("Alice", hand=["Valley Dasher"],
                             battlefield=[{"card": "Mountain", "id": "mountain"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "mountain"})
    game.apply({"do": "cast", "player": "Alice", "card": "Valley Dasher"})
    game.apply({"do": "pass"})  # Bob passes too: the Dasher resolves (608.3)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    no = refused(game, {"do": "attack", "player": "Alice", "attackers": {}})
    assert no.rule == "508.1d"


def test_moat_stops_ground_creatures_from_attacking_but_not_flyers() -> None:
    # "Creatures without flying can't attack." — a restriction on every creature of that kind,
    # its controller's own included (508.1c).
    assert POOL.get("Moat").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Birds of Paradise", "id": "birds"}],
                             library=library(5)),
                      player("Bob", battlefield=["Moat"], library=library(5))))
    to_attackers(game)
    no = refused(game, {"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    assert no.rule == "508.1c" and "Moat" in str(no)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"birds": "Bob"}})
    assert game.state.combat is not None and len(game.state.combat.attackers) == 1


def test_bedlam_means_nobody_blocks() -> None:
    # "Creatures can't block.": with no creature able to block, Bob isn't asked (509.1a) and
    # the Bears' damage goes through.
    assert POOL.get("Bedlam").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   "Bedlam"], library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "wall"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    assert not any(e.kind.value == "block_declared" for e in game.log)
    assert game.state.player("Bob").life == 18
