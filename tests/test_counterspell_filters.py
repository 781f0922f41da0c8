"""Counterspells whose target is described by the spell's mana value (115.1, 601.2c): "Counter
target spell with mana value 4 or greater." (Disdainful Stroke), "Counter target spell with mana
value X." (Spell Blast, whose X is announced before its target is chosen, 601.2b). On the stack
a spell's mana value counts its X as the value announced for it (202.3e)."""

from __future__ import annotations

import pytest
from helpers import board, library, names, one, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


def alice_casts(card: str, *, x: int | None = None, alice_mana: str = "CCCCCC",
                bob_hand: tuple[str, ...] = ("Disdainful Stroke",), bob_mana: str = "UCCCCC"
                ) -> Game:
    """Alice casts ``card``; Bob has priority with a counterspell in hand."""
    game = Game(board(player("Alice", hand=[card], mana_pool=alice_mana, library=library(3)),
                      player("Bob", hand=list(bob_hand), mana_pool=bob_mana,
                             library=library(3))))
    cast = {"do": "cast", "player": "Alice", "card": card}
    game.apply(cast if x is None else {**cast, "x": x})
    game.apply({"do": "pass"})  # Alice passes: Bob may respond (117.3c)
    return game


def test_disdainful_stroke_counters_a_spell_with_mana_value_four() -> None:
    game = alice_casts("Hill Giant", alice_mana="RCCC")
    game.apply({"do": "cast", "player": "Bob", "card": "Disdainful Stroke",
                "targets": ["Hill Giant"]})
    pass_all(game)

    countered = one(game, "spell_countered")
    assert (countered.source, countered.by, countered.rule) == ("Hill Giant",
                                                                 "Disdainful Stroke", "701.6a")
    assert names(game.state.player("Alice").graveyard) == ["Hill Giant"]
    assert game.state.battlefield == []


def test_disdainful_stroke_cant_target_a_spell_with_mana_value_two() -> None:
    """Grizzly Bears' mana value is 2: not a legal target (601.2c); nothing changes."""
    game = alice_casts("Grizzly Bears", alice_mana="GC")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Disdainful Stroke",
                    "targets": ["Grizzly Bears"]})

    assert "with mana value 4 or greater" in str(refused.value)
    assert refused.value.rule == "601.2c"
    assert snapshot(game) == before


@pytest.mark.parametrize(("x", "legal"), [(4, True), (3, False)])
def test_a_spells_x_counts_in_its_mana_value_on_the_stack(x: int, legal: bool) -> None:
    """202.3e: Endless One ({X}) cast with X = 4 has mana value 4 on the stack — Disdainful
    Stroke may counter it; cast with X = 3 it has mana value 3, and may not."""
    game = alice_casts("Endless One", x=x)
    stroke = {"do": "cast", "player": "Bob", "card": "Disdainful Stroke",
              "targets": ["Endless One"]}
    if not legal:
        with pytest.raises(IllegalAction):
            game.apply(stroke)
        return
    game.apply(stroke)
    pass_all(game)
    assert one(game, "spell_countered").source == "Endless One"
    assert names(game.state.player("Alice").graveyard) == ["Endless One"]


@pytest.mark.parametrize(("x", "legal"), [(2, True), (1, False), (3, False)])
def test_spell_blast_counters_a_spell_whose_mana_value_is_its_x(x: int, legal: bool) -> None:
    """Spell Blast's X is announced before its target is chosen (601.2b–c): with X = 2 it may
    target Grizzly Bears (mana value 2); with X = 1 or 3 it may not."""
    game = alice_casts("Grizzly Bears", alice_mana="GC", bob_hand=("Spell Blast",))
    blast = {"do": "cast", "player": "Bob", "card": "Spell Blast", "x": x,
             "targets": ["Grizzly Bears"]}
    if not legal:
        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            game.apply(blast)
        assert "with mana value X" in str(refused.value)
        assert snapshot(game) == before
        return
    game.apply(blast)
    pass_all(game)

    assert one(game, "spell_countered").source == "Grizzly Bears"
    assert len(game.state.player("Bob").mana_pool) == 3  # {X}{U} with X = 2: 3 of 6 spent
    assert game.state.battlefield == []
