"""Ninjutsu (702.49): "Ninjutsu {1}{U}" means "{1}{U}, Reveal this card from your hand, Return an
unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
from your hand tapped and attacking." (702.49a) — activated from the hand (113.6), only once
blockers are declared (509.1h: before that no attacker is unblocked); the Ninja attacks the
player the returned creature attacked (702.49c) without having been declared as an attacker
(508.3a). Ninja of the Deep Hours, from its Oracle text."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, player, snapshot

from explorer.cards import default_pool
from explorer.errors import BoardError, IllegalAction
from explorer.game import Game

POOL = default_pool()


def attacking(**bob: object) -> Game:
    """Alice's Bears attack Bob; she holds Ninja of the Deep Hours and two Islands."""
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                {"card": "Island", "id": "i1"},
                                                {"card": "Island", "id": "i2"}],
                          hand=["Ninja of the Deep Hours"], library=library(3)),
                   player("Bob", library=library(3), **bob)))
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    return g


def ninjutsu(g: Game) -> None:
    for island in ("i1", "i2"):
        g.apply({"do": "activate", "player": "Alice", "permanent": island})
    g.apply({"do": "activate", "player": "Alice", "permanent": "Ninja of the Deep Hours"})


def test_ninja_of_the_deep_hours_compiles() -> None:
    assert POOL.get("Ninja of the Deep Hours").compiled


def test_the_ninja_takes_the_unblocked_bears_place() -> None:
    g = attacking()
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    ninjutsu(g)

    assert one(g, "cards_revealed").found == "Ninja of the Deep Hours"
    assert one(g, "zone_changed", target="bears").to_zone == "hand"  # a cost: paid at once
    with pytest.raises(BoardError):  # whom the Bears attacked: not in a board file yet
        g.to_board()
    g.apply({"do": "pass"})
    g.apply({"do": "pass"})  # the ability resolves

    ninja = g.find_permanent("Ninja of the Deep Hours")
    entered = one(g, "entered_attacking")
    assert (entered.rule, entered.target) == ("702.49c", "Bob")
    assert ninja.tapped and g.state.combat is not None and g.state.combat.attackers == {
        ninja.oid: "Bob"}
    assert [e.source for e in events(g, "attack_declared")] == ["Grizzly Bears"]  # 508.3a


def test_before_blockers_are_declared_no_attacker_is_unblocked() -> None:
    """509.1h: in the declare attackers step the Bears are neither blocked nor unblocked — the
    cost can't be paid, and the game is exactly as before."""
    g = attacking()
    for island in ("i1", "i2"):
        g.apply({"do": "activate", "player": "Alice", "permanent": island})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "activate", "player": "Alice", "permanent": "Ninja of the Deep Hours"})

    assert refused.value.rule == "602.2b"
    assert snapshot(g) == before


def test_a_blocked_attacker_cant_be_returned() -> None:
    g = attacking(battlefield=[{"card": "Grizzly Bears", "id": "bobs-bears"}])
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    g.apply({"do": "block", "player": "Bob", "blockers": {"bobs-bears": "bears"}})
    for island in ("i1", "i2"):
        g.apply({"do": "activate", "player": "Alice", "permanent": island})

    with pytest.raises(IllegalAction):
        g.apply({"do": "activate", "player": "Alice", "permanent": "Ninja of the Deep Hours"})


def test_the_ninja_attacks_the_planeswalker_the_returned_creature_attacked() -> None:
    """702.49c: "the same player or planeswalker": the Bears attacked Bob's Ajani, so the Ninja
    does, and its combat damage removes Ajani's loyalty (120.3c), not Bob's life."""
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                {"card": "Island", "id": "i1"},
                                                {"card": "Island", "id": "i2"}],
                          hand=["Ninja of the Deep Hours"], library=library(3)),
                   player("Bob", library=library(3), battlefield=[
                       {"card": "Ajani, Caller of the Pride", "id": "ajani"}])))
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "ajani"}})
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    ninjutsu(g)
    g.apply({"do": "pass"})
    g.apply({"do": "pass"})  # the ability resolves
    assert one(g, "entered_attacking").target == "ajani"
    g.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    dealt = one(g, "damage_dealt", source="Ninja of the Deep Hours")
    assert (dealt.target, dealt.amount, dealt.rule) == ("ajani", 2, "120.3c")
    assert g.state.player("Bob").life == 20
