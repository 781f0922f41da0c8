"""Delayed triggered abilities (603.7), from the cards' own Oracle text: a spell's effect makes
an ability that triggers once, at a later step — "Discard three cards at the beginning of the
next end step.", "Draw a card at the beginning of the next turn's upkeep."
"""

from __future__ import annotations

import pytest
from helpers import events, library, one, pass_all
from mana_helpers import cast, two

from explorer.cards import default_pool
from explorer.errors import BoardError
from explorer.game import Game

POOL = default_pool()


def to_step(game: Game, step: str, turn: int = 1) -> None:
    game.apply({"do": "pass_until", "turn": turn, "step": step})


def test_ideas_unbound_discards_three_at_the_next_end_step() -> None:
    """"Draw three cards. Discard three cards at the beginning of the next end step." The
    discard waits for the end step (603.7a), then triggers once (603.7b)."""
    assert POOL.get("Ideas Unbound").compiled
    game = Game(two(alice={"hand": ["Ideas Unbound", "Forest"], "mana_pool": "UU",
                           "library": library(5)}))

    cast(game, "Alice", "Ideas Unbound")
    pass_all(game)
    made = one(game, "effect_created", rule="603.7a")
    assert len(game.state.player("Alice").hand) == 4  # Forest and three drawn
    assert not events(game, "card_discarded")

    to_step(game, "end")
    trigger = one(game, "ability_triggered", rule="603.7b")
    assert (trigger.source, trigger.step, trigger.turn) == ("Ideas Unbound", "end", 1)
    assert trigger.seq > made.seq
    pass_all(game)
    assert game.pending is not None and game.pending.kind == "discard"  # Alice chooses (701.9b)
    game.apply({"do": "choose", "player": "Alice",
                "targets": ["island-1", "island-2", "island-3"]})

    assert len(events(game, "card_discarded")) == 3
    assert [c.name for c in game.state.player("Alice").hand] == ["Forest"]
    assert not game.state.delayed


def test_it_triggers_only_once() -> None:
    """603.7b: the next end step, not every end step after."""
    game = Game(two(alice={"hand": ["Ideas Unbound"], "mana_pool": "UU", "library": library(9)}))
    cast(game, "Alice", "Ideas Unbound")
    pass_all(game)

    to_step(game, "end", turn=3)

    assert len(events(game, "ability_triggered", rule="603.7b")) == 1


def test_balduvian_rage_draws_at_the_next_turns_upkeep() -> None:
    """"Target attacking creature gets +X/+0 until end of turn. Draw a card at the beginning
    of the next turn's upkeep." — the next turn is Bob's, and Alice draws in his upkeep."""
    assert POOL.get("Balduvian Rage").compiled
    game = Game(two(alice={"battlefield": ["Grizzly Bears", "Mountain", "Mountain", "Mountain"],
                           "hand": ["Balduvian Rage"], "library": library(3)},
                    bob={"library": library(3)}))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Grizzly Bears": "Bob"}})

    cast(game, "Alice", "Balduvian Rage", x=2, targets=["Grizzly Bears"],
         pay=["mountain-1", "mountain-2", "mountain-3"])
    pass_all(game)
    assert game.power("Grizzly Bears") == 4
    to_step(game, "upkeep", turn=2)

    trigger = one(game, "ability_triggered", rule="603.7b")
    assert (trigger.player, trigger.active, trigger.turn) == ("Alice", "Bob", 2)
    pass_all(game)
    assert one(game, "card_drawn", player="Alice", turn=2).cause == \
        one(game, "ability_resolved", source="Balduvian Rage").seq
    assert game.state.player("Bob").life == 16


def test_a_waiting_delayed_ability_is_saved_and_triggers_after_loading() -> None:
    """A delayed ability that hasn't triggered yet is saved with the step it waits for (board
    field delayed): loaded, it triggers as that step begins, as it would have."""
    game = Game(two(alice={"hand": ["Ideas Unbound"], "mana_pool": "UU", "library": library(5)}))
    cast(game, "Alice", "Ideas Unbound")
    pass_all(game)

    saved = game.to_board()
    assert saved["delayed"] == [{"card": "Ideas Unbound", "index": 0, "controller": "Alice",
                                 "step": "end", "turn": 1}]
    again = Game(saved)
    to_step(again, "end")
    assert one(again, "ability_triggered", rule="603.7b").source == "Ideas Unbound"
    pass_all(again)
    assert len(events(again, "card_discarded")) == 3


def test_a_whenever_this_turn_ability_is_refused_by_saving_naming_it() -> None:
    """A "whenever … this turn" delayed ability (603.7b) can't be held by a board file yet:
    saving says so rather than lose it."""
    game = Game(two(alice={"hand": ["Forth Eorlingas!"], "mana_pool": "RWCC",
                           "library": library(5)}))
    game.apply({"do": "cast", "player": "Alice", "card": "Forth Eorlingas!", "x": 1})
    pass_all(game)

    with pytest.raises(BoardError, match="Forth Eorlingas!'s delayed triggered ability .*603.7"):
        game.to_board()


def test_a_delayed_ability_on_the_stack_is_saved_and_loaded() -> None:
    """Once it has triggered it is on the stack like any ability, named by its card."""
    game = Game(two(alice={"hand": ["Ideas Unbound"], "mana_pool": "UU", "library": library(5)}))
    cast(game, "Alice", "Ideas Unbound")
    pass_all(game)
    to_step(game, "end")

    saved = game.to_board()
    assert saved["stack"][0]["ability"] == "delayed"
    again = Game(saved)
    pass_all(again)
    # Three cards in hand, three to discard: no choice to make (701.9b).
    assert len(events(again, "card_discarded")) == 3


def test_a_delayed_ability_with_a_target_is_refused_by_name() -> None:
    from explorer.oracle.compiler import compile_card
    result = compile_card({"name": "Test Later Bolt", "mana_cost": "{R}", "type_line": "Instant",
                           "oracle_text": "Draw a card. Tap target creature at the beginning of "
                                          "the next end step.", "colors": ["R"]})
    assert result.card is None
    assert "delayed" in result.why or "target" in str(result.refused)


@pytest.mark.parametrize(("entry", "field", "says"), [
    ({"card": "Ideas Unbound", "index": 3}, "delayed[0].index", "make 1 delayed"),
    ({"card": "No Such Card", "index": 0}, "delayed[0].card", "unknown card"),
    ({"card": "Ideas Unbound", "index": 0, "source_id": "nobody"}, "delayed[0].source_id",
     "no permanent"),
])
def test_a_bad_delayed_entry_is_refused_by_its_field(entry: dict[str, object], field: str,
                                                     says: str) -> None:
    raw = two(alice={"library": library(5)})
    raw["delayed"] = [{"controller": "Alice", "step": "end", "turn": 1, **entry}]
    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert refused.value.field == field and says in str(refused.value)
