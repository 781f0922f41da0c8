"""One trigger for each of your permanents an opponent's spell or ability targets (603.2c), from
real cards: Unsettled Mariner ("Whenever you or a permanent you control becomes the target of a
spell or ability an opponent controls, counter that spell or ability unless its controller pays
{1}.") and Diffusion Sliver ("Whenever a Sliver creature you control becomes the target …")."""

from __future__ import annotations

import json
from typing import Any

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def bob_casts(alice: list[str], spell: str, targets: list[str], mana: str) -> Game:
    game = Game(board(player("Alice", battlefield=alice, library=library(5)),
                      player("Bob", hand=[spell], mana_pool=mana, library=library(5)),
                      active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": spell, "targets": targets})
    return game


def triggered(game: Game, source: str) -> list[Any]:
    return events(game, "ability_triggered", source=source)


def answer(game: Game, who: str, option: str) -> None:
    assert game.pending is not None and game.pending.player == who, game.pending
    (chosen,) = [o for o in game.pending.options if o.startswith(option)]
    game.apply({"do": "choose", "player": who, "option": chosen})


def test_mariner_a_spell_targeting_you_is_countered_unless_its_controller_pays() -> None:
    """Bob's Lightning Bolt targets Alice: the Mariner triggers; Bob has no mana left to pay {1},
    so the Bolt is countered and Alice keeps her 20 life."""
    assert POOL.get("Unsettled Mariner").compiled
    game = bob_casts(["Unsettled Mariner"], "Lightning Bolt", ["Alice"], "R")
    (trig,) = triggered(game, "Unsettled Mariner")
    assert trig.rule == "603.2"
    pass_all(game)  # the trigger resolves: Bob has nothing to pay with
    assert game.pending is not None and game.pending.rule == "701.6"
    answer(game, "Bob", "don't")
    assert events(game, "spell_countered")
    pass_all(game)
    assert game.state.player("Alice").life == 20


def test_mariner_one_spell_targeting_two_of_your_permanents_triggers_twice() -> None:
    """Jagged Lightning targets the Mariner and Grizzly Bears: two occurrences, two triggers
    (603.2c). Bob pays {1} for the first; he can't pay the second, and the spell is countered."""
    game = bob_casts(["Unsettled Mariner", "Grizzly Bears"], "Jagged Lightning",
                     ["Unsettled Mariner", "Grizzly Bears"], "RRRRRR")
    assert len(triggered(game, "Unsettled Mariner")) == 2
    pass_all(game)
    answer(game, "Bob", "pay")
    assert not events(game, "spell_countered")
    pass_all(game)
    answer(game, "Bob", "don't")
    assert events(game, "spell_countered")
    names = [o.name for o in game.state.battlefield]
    assert "Unsettled Mariner" in names and "Grizzly Bears" in names


def test_mariner_its_controller_s_own_spell_doesnt_trigger_it() -> None:
    game = Game(board(player("Alice", battlefield=["Unsettled Mariner"], hand=["Lightning Bolt"],
                             mana_pool="R", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["Unsettled Mariner"]})
    assert triggered(game, "Unsettled Mariner") == []


def test_diffusion_sliver_only_slivers_count() -> None:
    """Jagged Lightning at Diffusion Sliver and Grizzly Bears: only the Sliver is "a Sliver
    creature you control" — one trigger; Bob pays {2} and the spell resolves."""
    assert POOL.get("Diffusion Sliver").compiled
    game = bob_casts(["Diffusion Sliver", "Grizzly Bears"], "Jagged Lightning",
                     ["Diffusion Sliver", "Grizzly Bears"], "RRRRRRR")
    assert len(triggered(game, "Diffusion Sliver")) == 1
    pass_all(game)
    answer(game, "Bob", "pay")
    pass_all(game)
    assert not events(game, "spell_countered")
    assert [o.name for o in game.state.battlefield] == []


def test_mariner_a_saved_stack_keeps_which_permanent_each_trigger_is_about() -> None:
    """Saved with both triggers on the stack: each keeps the occurrence it is about (the board
    file's trigger event names the permanent), and the loaded game goes on the same."""
    game = bob_casts(["Unsettled Mariner", "Grizzly Bears"], "Jagged Lightning",
                     ["Unsettled Mariner", "Grizzly Bears"], "RRRRR")
    saved = json.loads(json.dumps(game.to_board()))
    loaded = Game(saved, cards=game.cards)
    about = [i.event.target for i in loaded.state.stack if i.card is None and i.event]
    assert about == ["unsettled-mariner-1", "grizzly-bears-1"]
    pass_all(loaded)
    answer(loaded, "Bob", "don't")  # no mana left: the first trigger counters the spell
    assert events(loaded, "spell_countered")
