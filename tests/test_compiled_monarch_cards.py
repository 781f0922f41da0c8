"""Monarch cards read from their Oracle text (724): who may block a creature the monarch's
creatures can't block, and an Aura that keeps a creature tapped unless its controller wears
the crown."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def admiral_attacks(monarch: str) -> Game:
    """Alice's Azure Fleet Admiral attacks Bob, who has Grizzly Bears."""
    game = Game(board(player("Alice", battlefield=["Azure Fleet Admiral"], library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3)),
                      step="beginning_of_combat", monarch=monarch))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"Azure Fleet Admiral": "Bob"}})
    return game


BLOCK = {"do": "block", "player": "Bob", "blockers": {"Grizzly Bears": "Azure Fleet Admiral"}}


def test_the_admiral_cant_be_blocked_by_the_monarchs_creatures() -> None:
    """Ruling (2020-11-10): "Azure Fleet Admiral's last ability normally means that it can't be
    blocked while attacking the monarch" — Bob is the monarch, his Bears can't block it."""
    assert POOL.get("Azure Fleet Admiral").compiled
    game = admiral_attacks(monarch="Bob")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply(BLOCK)

    assert refused.value.rule == "509.1b"
    assert "the monarch controls" in str(refused.value)
    assert snapshot(game) == before


def test_when_its_controller_is_the_monarch_the_admiral_can_be_blocked() -> None:
    game = admiral_attacks(monarch="Alice")

    game.apply(BLOCK)

    assert one(game, "block_declared").source == "Grizzly Bears"


def test_the_admiral_makes_its_controller_the_monarch() -> None:
    game = Game(board(player("Alice", hand=["Azure Fleet Admiral"], mana_pool="UCCC"),
                      player("Bob"), monarch="Bob"))
    game.apply({"do": "cast", "player": "Alice", "card": "Azure Fleet Admiral"})
    pass_all(game)  # the creature spell resolves
    pass_all(game)  # its enter trigger resolves

    assert game.state.monarch == "Alice"


# -- Fall from Favor -----------------------------------------------------------------------------
def favor_board(monarch: str) -> Game:
    """Bob's tapped Grizzly Bears wear Alice's Fall from Favor as Bob's turn begins."""
    return Game(board(
        player("Alice", battlefield=[{"card": "Fall from Favor", "attached_to": "bears"}],
               library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears", "tapped": True}],
               library=library(3)),
        step="cleanup", monarch=monarch))


def test_fall_from_favor_keeps_the_creature_tapped() -> None:
    """"Enchanted creature doesn't untap during its controller's untap step unless that player
    is the monarch." — Alice is the monarch: Bob's Bears stay tapped (502.3)."""
    assert POOL.get("Fall from Favor").compiled
    game = favor_board(monarch="Alice")

    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    assert game.permanent("bears").tapped
    assert not events(game, "untapped", target="bears")


def test_fall_from_favor_lets_the_monarch_untap() -> None:
    """"… unless that player is the monarch": Bob wears the crown, so his Bears untap."""
    game = favor_board(monarch="Bob")

    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    assert not game.permanent("bears").tapped


def test_fall_from_favor_taps_and_crowns_as_it_enters() -> None:
    """"When this Aura enters, tap enchanted creature and you become the monarch." """
    game = Game(board(player("Alice", hand=["Fall from Favor"], mana_pool="UCC"),
                      player("Bob", battlefield=["Grizzly Bears"]), monarch="Bob"))
    game.apply({"do": "cast", "player": "Alice", "card": "Fall from Favor",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    pass_all(game)

    assert game.permanent("Grizzly Bears").tapped
    assert game.state.monarch == "Alice"


# -- Court of Cunning ----------------------------------------------------------------------------
def cunning_upkeep(monarch: str) -> Game:
    """Alice's upkeep with Court of Cunning on the battlefield: its trigger wants targets."""
    game = Game(board(player("Alice", battlefield=["Court of Cunning"], library=library(12)),
                      player("Bob", library=library(12)), step="end", active="Bob",
                      monarch=monarch))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    return game


@pytest.mark.parametrize(("monarch", "milled"), [("Alice", 10), ("Bob", 2)])
def test_court_of_cunning_mills_ten_for_the_monarch(monarch: str, milled: int) -> None:
    """"At the beginning of your upkeep, any number of target players each mill two cards. If
    you're the monarch, each of those players mills ten cards instead." (701.17a)"""
    assert POOL.get("Court of Cunning").compiled
    game = cunning_upkeep(monarch)
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    game.apply({"do": "choose", "player": "Alice", "targets": ["no target"]})  # not Alice
    pass_all(game)

    assert len(game.state.player("Bob").graveyard) == milled
    assert len(game.state.player("Alice").graveyard) == 0


def test_court_of_cunning_may_target_both_players() -> None:
    game = cunning_upkeep("Bob")
    game.apply({"do": "choose", "player": "Alice", "targets": ["Alice", "Bob"]})
    pass_all(game)

    assert [len(game.state.player(p).graveyard) for p in ("Alice", "Bob")] == [2, 2]


def test_court_of_cunning_may_target_no_one() -> None:
    """"Any number" includes zero (601.2c): the ability resolves and nobody mills."""
    game = cunning_upkeep("Alice")
    game.apply({"do": "choose", "player": "Alice", "targets": []})
    pass_all(game)

    assert events(game, "zone_changed", to_zone="graveyard") == []


# -- Keeper of Keys, Archon of Coronation, Knights of the Black Rose -------------------------------
def bob_attacks_alice(alice: list[str], monarch: str) -> Game:
    """Bob's Grizzly Bears attack Alice, who doesn't block; combat damage is dealt."""
    game = Game(board(player("Alice", battlefield=alice, library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3)),
                      step="beginning_of_combat", active="Bob", monarch=monarch))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"Grizzly Bears": "Alice"}})
    game.apply({"do": "block", "player": "Alice", "blockers": {}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    return game


def test_keeper_of_keys_makes_the_monarchs_creatures_unblockable() -> None:
    """"At the beginning of your upkeep, if you're the monarch, creatures you control can't be
    blocked this turn." (509.1b)"""
    assert POOL.get("Keeper of Keys").compiled
    game = Game(board(player("Alice", battlefield=["Keeper of Keys"], library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3)),
                      step="end", active="Bob", monarch="Alice"))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Keeper of Keys": "Bob"}})

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {"Grizzly Bears": "Keeper of Keys"}})
    assert "can't be blocked this turn" in str(refused.value)


def test_archon_of_coronation_takes_no_life_loss_but_loses_the_crown() -> None:
    """"As long as you're the monarch, damage doesn't cause you to lose life. (When a creature
    deals combat damage to you, its controller still becomes the monarch.)" (120.3a, 724.2)"""
    assert POOL.get("Archon of Coronation").compiled
    game = bob_attacks_alice(["Archon of Coronation"], monarch="Alice")
    pass_all(game)  # the monarch's trigger resolves

    assert one(game, "damage_dealt", target="Alice").amount == 2
    assert game.state.player("Alice").life == 20
    assert one(game, "effect_skipped", rule="120.3a").by == "Archon of Coronation"
    assert game.state.monarch == "Bob"


def test_archon_of_coronation_doesnt_help_when_not_the_monarch() -> None:
    game = bob_attacks_alice(["Archon of Coronation"], monarch="Bob")

    assert game.state.player("Alice").life == 18


def test_knights_of_the_black_rose_drain_whoever_takes_the_crown() -> None:
    """"Whenever an opponent becomes the monarch, if you were the monarch as the turn began,
    that player loses 2 life and you gain 2 life." """
    assert POOL.get("Knights of the Black Rose").compiled
    game = bob_attacks_alice(["Knights of the Black Rose"], monarch="Alice")
    pass_all(game)  # Bob becomes the monarch
    pass_all(game)  # the Knights' trigger resolves

    assert game.state.monarch == "Bob"
    assert (game.state.player("Alice").life, game.state.player("Bob").life) == (20, 18)


def test_the_knights_do_nothing_if_the_crown_was_taken_this_turn() -> None:
    """Alice took the crown during this turn: she wasn't the monarch as it began (603.4)."""
    raw = board(player("Alice", battlefield=["Knights of the Black Rose"], library=library(3)),
                player("Bob", battlefield=["Grizzly Bears"], library=library(3)),
                step="beginning_of_combat", active="Bob", monarch="Alice")
    raw["turn"]["monarch_as_it_began"] = "Bob"
    game = Game(raw)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"Grizzly Bears": "Alice"}})
    game.apply({"do": "block", "player": "Alice", "blockers": {}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    pass_all(game)

    assert game.state.monarch == "Bob"
    assert game.state.player("Bob").life == 20
    assert game.to_board()["turn"].get("monarch_as_it_began", "Bob") == "Bob"


# -- Aragorn, King of Gondor -----------------------------------------------------------------------
@pytest.mark.parametrize(("monarch", "bears_may_block"), [("Bob", True), ("Alice", False)])
def test_aragorn_stops_blockers(monarch: str, bears_may_block: bool) -> None:
    """"Whenever Aragorn attacks, up to one target creature can't block this turn. If you're
    the monarch, creatures can't block this turn." — the Wurm is the target; as the monarch,
    no creature can block."""
    assert POOL.get("Aragorn, King of Gondor").compiled
    game = Game(board(player("Alice", battlefield=["Aragorn, King of Gondor"], library=library(3)),
                      player("Bob", battlefield=["Craw Wurm", "Grizzly Bears"],
                             library=library(3)),
                      step="beginning_of_combat", monarch=monarch))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"Aragorn, King of Gondor": "Bob"}})
    game.apply({"do": "choose", "player": "Alice", "targets": ["Craw Wurm"]})
    pass_all(game)

    aragorn = "Aragorn, King of Gondor"
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob", "blockers": {"Craw Wurm": aragorn}})
    assert "can't block this turn" in str(refused.value) or "no creature" in str(refused.value)
    bears = {"do": "block", "player": "Bob", "blockers": {"Grizzly Bears": aragorn}}
    if bears_may_block:
        game.apply(bears)
        assert one(game, "block_declared").source == "Grizzly Bears"
    else:
        with pytest.raises(IllegalAction):
            game.apply(bears)
