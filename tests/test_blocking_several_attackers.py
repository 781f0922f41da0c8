"""A creature that blocks more than one attacker, read from the cards' text: Palace Guard's
"This creature can block any number of creatures." and Night Market Guard's "This creature can
block an additional creature each combat." — changes to 509.1a's "one creature for it to
block" (101.1: the card wins). It blocks each attacker chosen for it (509.1g), each of them is
blocked (509.1h), and it divides its combat damage among them as its controller chooses
(510.1d)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, player, snapshot
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def attack_with_three(guard: str) -> Game:
    """Alice attacks Bob with two Grizzly Bears and a Hill Giant; Bob has ``guard``."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                     {"card": "Grizzly Bears", "id": "b2"},
                                     {"card": "Hill Giant", "id": "giant"}], library=library(3)),
        player("Bob", battlefield=[{"card": guard, "id": "guard"},
                                   {"card": "Grizzly Bears", "id": "bobs"}], library=library(3)),
        step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"b1": "Bob", "b2": "Bob", "giant": "Bob"}})
    return game


def test_the_cards_compile() -> None:
    for name in ("Palace Guard", "Night Market Guard"):
        assert POOL.get(name).compiled, name
    assert "(509.1a, explorer.rules.combat)" in POOL.explain("Palace Guard")


def test_palace_guard_blocks_every_attacker() -> None:
    """509.1g: it is blocking each attacking creature chosen for it; 509.1h: each of them
    becomes blocked — one "blocks a creature" event per attacker (509.3b)."""
    game = attack_with_three("Palace Guard")
    game.apply({"do": "block", "player": "Bob", "blockers": {"guard": ["b1", "b2", "giant"]}})

    assert [e.target for e in events(game, "block_declared")] == ["b1", "b2", "giant"]
    assert game.state.combat is not None
    assert game.state.combat.blocked == {game.find_permanent(h).oid for h in ("b1", "b2",
                                                                               "giant")}


def test_its_damage_is_divided_among_the_attackers_it_blocks() -> None:
    """510.1d: "If it's blocking two or more creatures, it assigns its combat damage divided as
    its controller chooses among them." — Night Market Guard (3/1) blocks both Bears and gives
    each of them what it chooses; both Bears' damage is dealt to it."""
    game = attack_with_three("Night Market Guard")
    game.apply({"do": "block", "player": "Bob", "blockers": {"guard": ["b1", "b2"]}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})

    assert game.pending is not None and game.pending.kind == "distribution"
    assert game.pending.player == "Bob" and game.pending.rule == "510.1d"
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:  # 3 damage, not 4
        game.apply({"do": "choose", "player": "Bob", "distribution": {"b1": 2, "b2": 2}})
    assert refused.value.rule == "510.1d" and snapshot(game) == before
    game.apply({"do": "choose", "player": "Bob", "distribution": {"b1": 2, "b2": 1}})

    to_bears = {e.target: e.amount for e in events(game, "damage_dealt", source="Night Market "
                                                                               "Guard")}
    assert to_bears == {"b1": 2, "b2": 1}
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]  # b1 died
    assert names(game.state.player("Bob").graveyard) == ["Night Market Guard"]
    assert game.state.player("Bob").life == 17  # the unblocked Hill Giant


def test_an_additional_creature_is_one_more_not_any_number() -> None:
    """Night Market Guard blocks two attackers, never three (509.1a)."""
    game = attack_with_three("Night Market Guard")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {"guard": ["b1", "b2", "giant"]}})

    assert refused.value.rule == "509.1a"
    assert "2" in str(refused.value) and snapshot(game) == before


def test_an_ordinary_creature_blocks_one_attacker() -> None:
    game = attack_with_three("Palace Guard")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob", "blockers": {"bobs": ["b1", "b2"]}})

    assert refused.value.rule == "509.1a"
    assert "bobs" in str(refused.value) and snapshot(game) == before


def test_each_block_obeys_its_own_restrictions() -> None:
    """509.1b, per attacker: Palace Guard has no flying or reach, so it can't block a creature
    with flying among the ones it blocks."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                     {"card": "Birds of Paradise", "id": "birds"}],
               library=library(3)),
        player("Bob", battlefield=[{"card": "Palace Guard", "id": "guard"}], library=library(3)),
        step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"b1": "Bob", "birds": "Bob"}})
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob", "blockers": {"guard": ["b1", "birds"]}})

    assert "flying" in str(refused.value) and snapshot(game) == before
    game.apply({"do": "block", "player": "Bob", "blockers": {"guard": ["b1"]}})
    assert one(game, "block_declared").target == "b1"


def test_a_blocker_blocking_one_attacker_is_named_as_before() -> None:
    """The board format's one-attacker form still works, for any creature."""
    game = attack_with_three("Palace Guard")
    game.apply({"do": "block", "player": "Bob", "blockers": {"guard": "giant", "bobs": "b1"}})

    assert [e.target for e in events(game, "block_declared")] == ["giant", "b1"]


def test_a_saved_combat_keeps_every_attacker_it_blocks() -> None:
    game = attack_with_three("Palace Guard")
    game.apply({"do": "block", "player": "Bob", "blockers": {"guard": ["b1", "b2"]}})
    saved, loaded = saved_and_loaded(game)

    assert saved["combat"]["blockers"] == {"guard": ["b1", "b2"]}
    loaded.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    loaded.apply({"do": "choose", "player": "Bob", "distribution": {"b1": 1}})
    assert one(loaded, "damage_dealt", source="Palace Guard").target == "b1"
