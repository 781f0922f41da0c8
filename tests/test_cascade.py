"""Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of your
library in a random order." — Bloodbraid Elf ({2}{R}{G} 3/2, haste, cascade).

The rulings: the cascade ability resolves before the spell, and the card is cast while it
resolves (608.2g), so the cascaded spell resolves first; a land and a card with an equal mana
value are exiled past; declining puts the card on the bottom with the rest."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

ELF = "Bloodbraid Elf"


def cascading(top: list[str]) -> Game:
    """Alice casts Bloodbraid Elf with ``top`` on top of her library; the cascade ability
    resolves and asks her."""
    game = Game(board(player("Alice", hand=[ELF], mana_pool="RRGG",
                             library=[*top, *library(3)]),
                      player("Bob", battlefield=["Hill Giant"], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": ELF})
    assert one(game, "ability_triggered").source == ELF
    pass_all(game)  # cascade resolves
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(ELF).compiled, default_pool().explain(ELF)


def test_the_cascaded_spell_resolves_before_the_elf() -> None:
    """The Mountain is exiled past; Lightning Bolt is cast for free, on the stack above the
    Elf: it resolves first."""
    game = cascading(["Mountain", "Lightning Bolt"])
    decision = game.pending
    assert decision is not None and (decision.kind, decision.rule) == ("option", "702.85a")
    assert "cast → Bob" in decision.options and "don't cast" in decision.options

    game.apply({"do": "choose", "player": "Alice", "option": "cast → Bob"})

    cast = events(game, "spell_cast")
    assert [(e.source, e.rule) for e in cast] == [(ELF, "601.2i"), ("Lightning Bolt", "601.2i")]
    assert [i.source_name for i in game.state.stack] == [ELF, "Lightning Bolt"]
    assert names(game.state.player("Alice").library)[-1] == "Mountain"  # 702.85a: the bottom
    assert [e.rule for e in events(game, "zone_changed", to_zone="exile")] == ["702.85a"] * 2
    pass_all(game)
    assert game.state.player("Bob").life == 17
    pass_all(game)
    resolved = [e.source for e in events(game, "spell_resolved")]
    assert resolved == ["Lightning Bolt", ELF]
    assert names(game.state.player("Alice").graveyard) == ["Lightning Bolt"]


def test_declining_puts_it_on_the_bottom_with_the_land() -> None:
    game = cascading(["Mountain", "Lightning Bolt"])
    game.apply({"do": "choose", "player": "Alice", "option": "don't cast"})

    assert sorted(names(game.state.player("Alice").library)[-2:]) == ["Lightning Bolt",
                                                                      "Mountain"]
    assert [i.source_name for i in game.state.stack] == [ELF]
    assert [e.source for e in events(game, "spell_cast")] == [ELF]


def test_a_card_with_an_equal_mana_value_is_exiled_past() -> None:
    """Hill Giant's mana value is 4, as the Elf's: not less — the Bears (2) are the card."""
    game = cascading(["Hill Giant", "Grizzly Bears"])
    decision = game.pending
    assert decision is not None and list(decision.options) == ["cast", "don't cast"]
    assert "Grizzly Bears" in decision.prompt

    game.apply({"do": "choose", "player": "Alice", "option": "cast"})

    assert names(game.state.player("Alice").library)[-1] == "Hill Giant"
    assert [i.source_name for i in game.state.stack] == [ELF, "Grizzly Bears"]
    pass_all(game)
    pass_all(game)
    assert sorted(o.name for o in game.state.permanents("Alice")) == [ELF, "Grizzly Bears"]


def test_a_bad_answer_is_refused_and_changes_nothing() -> None:
    game = cascading(["Mountain", "Lightning Bolt"])
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "choose", "player": "Alice", "option": "cast → Carol"})
    assert refused.value.rule == "702.85a"
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"], "choices": {"free": True}})
    assert snapshot(game) == before


def test_a_game_paused_at_the_choice_saves_and_goes_on_alike() -> None:
    game = cascading(["Mountain", "Lightning Bolt"])
    again = Game(game.to_board())
    assert again.pending is not None and again.pending.options == game.pending.options

    for g in (game, again):
        g.apply({"do": "choose", "player": "Alice", "option": "cast → hill-giant-1"})
        pass_all(g)
    assert [o.name for o in again.state.player("Bob").graveyard] == ["Hill Giant"]
    assert names(again.state.player("Alice").library) == names(game.state.player("Alice").library)


def test_a_countered_elf_still_cascades_by_its_mana_value() -> None:
    """The cascade ability resolves even if the spell was countered; it reads the spell's mana
    value as it last existed on the stack (113.7a): Hill Giant (4) is exiled past."""
    game = Game(board(player("Alice", hand=[ELF], mana_pool="RRGG",
                             library=["Hill Giant", "Grizzly Bears", *library(3)]),
                      player("Bob", hand=["Counterspell"], mana_pool="UU",
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": ELF})
    elf = game.state.stack[0].card
    assert elf is not None
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Counterspell", "targets": [elf.handle]})
    pass_all(game)  # Counterspell resolves: the Elf is countered
    assert names(game.state.player("Alice").graveyard) == [ELF]
    pass_all(game)  # cascade resolves

    assert game.pending is not None and "Grizzly Bears" in game.pending.prompt
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert [o.name for o in game.state.permanents("Alice")] == ["Grizzly Bears"]
    assert names(game.state.player("Alice").library)[-1] == "Hill Giant"


def test_a_library_of_lands_is_exiled_whole_and_put_back_on_the_bottom() -> None:
    """No nonland card with a lesser mana value: every card is exiled, nothing is asked, and
    they all go back to the bottom of the library (in a random order)."""
    game = Game(board(player("Alice", hand=[ELF], mana_pool="RRGG",
                             library=["Mountain", "Forest", "Hill Giant"]),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": ELF})
    pass_all(game)  # cascade resolves

    assert game.pending is not None and game.pending.kind == "priority"
    assert len(events(game, "zone_changed", to_zone="exile", rule="702.85a")) == 3
    assert sorted(names(game.state.player("Alice").library)) == ["Forest", "Hill Giant",
                                                                 "Mountain"]
    assert [i.source_name for i in game.state.stack] == [ELF]



def test_a_cascaded_x_spell_is_cast_with_x_0() -> None:
    """107.3b: cast without paying its mana cost, Endless One's X is 0 — it enters with no
    counters, a 0/0, and dies (704.5f)."""
    game = cascading(["Endless One"])
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})

    endless = events(game, "spell_cast")[-1]
    assert (endless.source, endless.amount, endless.x) == ("Endless One", 0, 0)
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Endless One"]
