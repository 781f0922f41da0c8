"""Targets described by a comparison or by what happened this turn (115.1, 601.2c): "target
creature you control with the greatest power" (Triumph of Gerrard — none of the creatures you
control has more; a tie leaves a choice), "target creature that was dealt damage this turn" (You
Are Already Dead). A Saga says "this Saga" of itself (201.5)."""

from __future__ import annotations

import pytest
from helpers import board, counters, events, library, names, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


def triumph(*creatures: str) -> Game:
    """Alice casts Triumph of Gerrard with ``creatures`` on her battlefield; chapter I
    triggers as it enters with its first lore counter (714.3a)."""
    game = Game(board(
        player("Alice", battlefield=[{"card": c, "id": f"c{k}"} for k, c in enumerate(creatures)],
               hand=["Triumph of Gerrard"], mana_pool="WC", library=library(5)),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Triumph of Gerrard"})
    pass_all(game)
    return game


def test_chapter_one_puts_a_counter_on_alices_creature_with_the_greatest_power() -> None:
    """Hill Giant (3 power) beats Grizzly Bears (2); Bob's Craw Wurm (6) isn't Alice's: the
    Giant is the only legal target, so it is the one chosen (603.3d)."""
    game = triumph("Grizzly Bears", "Hill Giant")
    chosen = events(game, "decision_made", decision="targets")
    assert [(e.choice, e.chosen_by, e.rule) for e in chosen] == [("c1", "only choice", "603.3d")]
    pass_all(game)

    assert counters(game, "Hill Giant") == 1
    assert counters(game, "Grizzly Bears") == 0


def test_tied_for_the_greatest_power_either_may_be_chosen_but_not_a_smaller_one() -> None:
    """Two Hill Giants tie at 3: Alice chooses; the Bears (2) may not be chosen."""
    game = triumph("Hill Giant", "Grizzly Bears", "Hill Giant")
    pending = game.pending
    assert pending is not None and pending.kind == "targets"
    for wrong in ("c1", "wurm"):
        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "choose", "player": "Alice", "targets": [wrong]})
        assert "with the greatest power" in str(refused.value)
        assert snapshot(game) == before
    game.apply({"do": "choose", "player": "Alice", "targets": ["c2"]})
    pass_all(game)
    assert [o.counters.get("+1/+1", 0) for o in game.state.permanents("Alice")
            if o.is_creature] == [0, 0, 1]


def dead_or_not(bolted: bool) -> Game:
    """Alice's Lightning Bolt hits Bob's Craw Wurm (6/4: it lives) — or Bob — then she has You
    Are Already Dead."""
    game = Game(board(
        player("Alice", hand=["Lightning Bolt", "You Are Already Dead"], mana_pool="RB",
               library=library(5)),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["wurm" if bolted else "Bob"]})
    pass_all(game)
    return game


def test_you_are_already_dead_destroys_a_creature_dealt_damage_this_turn() -> None:
    game = dead_or_not(bolted=True)
    game.apply({"do": "cast", "player": "Alice", "card": "You Are Already Dead",
                "targets": ["wurm"]})
    pass_all(game)

    assert [e.source for e in events(game, "zone_changed", how="destroyed")] == ["Craw Wurm"]
    assert names(game.state.player("Bob").graveyard) == ["Craw Wurm"]
    assert len(events(game, "card_drawn", player="Alice")) == 1


def test_a_creature_not_dealt_damage_this_turn_isnt_a_legal_target() -> None:
    game = dead_or_not(bolted=False)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "You Are Already Dead",
                    "targets": ["wurm"]})
    assert "that was dealt damage this turn" in str(refused.value)
    assert snapshot(game) == before
