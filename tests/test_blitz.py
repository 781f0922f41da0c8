"""Blitz (702.152a): cast for its blitz cost (an alternative cost, 118.9), the creature has haste
and "When this creature dies, draw a card.", and it is sacrificed at the beginning of the next
end step — a delayed triggered ability the spell creates as it resolves (603.7a). Cast for its
mana cost, it has none of that."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, one, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def requisitioner(blitzed: bool, **bob: Any) -> Game:
    game = Game(board(player("Alice", hand=["Riveteers Requisitioner"], mana_pool="RCC",
                             library=library(5)),
                      player("Bob", library=library(5), **bob)))
    cast: dict[str, Any] = {"do": "cast", "player": "Alice", "card": "Riveteers Requisitioner"}
    if blitzed:
        cast["choices"] = {"alternative": True}
    game.apply(cast)
    pass_all(game)
    return game


def settle(game: Game) -> None:
    """Let everything on the stack resolve, each decision answered by default."""
    for _ in range(30):
        pending = game.pending
        if pending is None or (pending.kind == "priority" and not game.state.stack):
            return
        game.apply({"do": "pass"} if pending.kind == "priority" else {"do": "default"})


def to_end_step(game: Game) -> None:
    """On to turn 1's end step, nobody attacking on the way."""
    while True:
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})
        pending = game.pending
        if pending is None or pending.kind != "attackers":
            return
        game.apply({"do": "attack", "player": pending.player, "attackers": {}})


def hand_size(game: Game) -> int:
    return len(game.state.player("Alice").hand)


def treasures(game: Game) -> int:
    return sum(1 for o in game.state.permanents("Alice") if o.name == "Treasure Token")


def test_blitzed_it_attacks_at_once_then_is_sacrificed_and_draws() -> None:
    assert POOL.get("Riveteers Requisitioner").compiled
    game = requisitioner(True)
    assert game.state.player("Alice").mana_pool == ()  # {2}{R} paid, not {1}{R}
    assert one(game, "effect_created", rule="702.152a").source == "Riveteers Requisitioner"
    req = game.state.permanents("Alice")[0].handle
    assert "Haste" in game.keywords(req)
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {req: "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert game.state.player("Bob").life == 17
    trigger = one(game, "ability_triggered", rule="603.7b")
    assert trigger.source == "Riveteers Requisitioner"
    settle(game)  # the sacrifice resolves: it dies, and both dies abilities resolve
    assert one(game, "zone_changed", target=req, to_zone="graveyard").how == "sacrificed"
    assert hand_size(game) == 1 and treasures(game) == 1


def test_cast_for_its_mana_cost_it_stays_and_draws_nothing_when_it_dies() -> None:
    game = requisitioner(False, hand=["Murder"],
                         battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(3)])
    req = game.state.permanents("Alice")[0].handle
    assert "Haste" not in game.keywords(req)
    assert game.state.player("Alice").mana_pool != ()  # {1}{R} paid, a {C} left
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert events(game, "ability_triggered") == []
    assert game.find_permanent(req) is not None
    game.apply({"do": "pass", "player": "Alice"})
    for k in range(3):
        game.apply({"do": "activate", "player": "Bob", "permanent": f"s{k}"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [req]})
    settle(game)
    assert hand_size(game) == 0 and treasures(game) == 1


def test_killed_before_the_end_step_it_still_draws_and_nothing_is_sacrificed() -> None:
    """The delayed ability still triggers at the end step, but the permanent it would sacrifice
    is gone (400.7): it does nothing."""
    game = requisitioner(True, hand=["Murder"], mana_pool="BBC")
    req = game.state.permanents("Alice")[0].handle
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [req]})
    settle(game)
    assert hand_size(game) == 1
    to_end_step(game)
    settle(game)
    assert [e.how for e in events(game, "zone_changed", target=req)
            if e.to_zone == "graveyard"] == ["destroyed"]  # by Murder; not sacrificed again


def test_workshop_warchief_blitzed_leaves_a_rhino_and_a_card() -> None:
    assert POOL.get("Workshop Warchief").compiled
    game = Game(board(player("Alice", hand=["Workshop Warchief"], mana_pool="GGCCCC",
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Workshop Warchief",
                "choices": {"alternative": True}})
    pass_all(game)
    pass_all(game)  # you gain 3 life
    assert game.state.player("Alice").life == 23
    to_end_step(game)
    settle(game)  # sacrificed; it dies: a Rhino and a card
    assert hand_size(game) == 1
    assert [o.name for o in game.state.permanents("Alice")] == ["Rhino Warrior Token"]


def test_a_saved_game_keeps_the_sacrifice_waiting_for_the_end_step() -> None:
    """The delayed ability is saved (board field delayed) and, loaded, still triggers as the
    end step begins."""
    game = requisitioner(True)
    saved = game.to_board()
    req = game.state.permanents("Alice")[0].handle
    assert saved["delayed"] == [{"card": "Riveteers Requisitioner", "index": 0,
                                 "controller": "Alice", "step": "end", "turn": 1,
                                 "source_id": req}]
    again = Game(saved)
    to_end_step(again)
    settle(again)
    assert one(again, "zone_changed", target=req, to_zone="graveyard").how == "sacrificed"
    assert hand_size(again) == 1
