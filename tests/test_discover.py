"""Discover N (701.57a): "Exile cards from the top of your library until you exile a nonland
card with mana value N or less. You may cast that card without paying its mana cost. If you
don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of
your library in a random order." — Geological Appraiser ({2}{R}{R} 3/2: "When this creature
enters, if you cast it, discover 3.").

The card is cast while the ability resolves (608.2g): its spell resolves after the ability."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

APPRAISER = "Geological Appraiser"


def discovering(top: list[str]) -> Game:
    """Alice's Appraiser resolves; its discover ability resolves and asks her."""
    game = Game(board(player("Alice", hand=[APPRAISER], mana_pool="RRRR",
                             library=[*top, *library(3)]),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": APPRAISER})
    pass_all(game)  # the Appraiser resolves: its ability triggers
    pass_all(game)  # discover 3
    return game


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(APPRAISER).compiled, default_pool().explain(APPRAISER)


def test_the_discovered_bolt_is_cast_and_resolves_after_the_ability() -> None:
    """The Mountain and Hill Giant (mana value 4) are exiled past; Lightning Bolt is cast."""
    game = discovering(["Mountain", "Hill Giant", "Lightning Bolt"])
    decision = game.pending
    assert decision is not None and (decision.kind, decision.rule) == ("option", "701.57a")
    assert decision.options[-1] == "put it into your hand"

    game.apply({"do": "choose", "player": "Alice", "option": "cast → Bob"})

    assert [i.source_name for i in game.state.stack] == ["Lightning Bolt"]
    assert sorted(names(game.state.player("Alice").library)[-2:]) == ["Hill Giant", "Mountain"]
    assert [e.rule for e in events(game, "zone_changed", to_zone="exile")] == ["701.57a"] * 3
    pass_all(game)
    assert game.state.player("Bob").life == 17


def test_not_casting_it_puts_it_into_the_hand() -> None:
    game = discovering(["Lightning Bolt"])
    game.apply({"do": "choose", "player": "Alice", "option": "put it into your hand"})

    assert names(game.state.player("Alice").hand) == ["Lightning Bolt"]
    assert game.state.stack == []
    assert [e.source for e in events(game, "spell_cast")] == [APPRAISER]


def test_a_card_of_mana_value_n_is_discovered() -> None:
    """"N or less": Centaur Courser (3) is cast, and enters."""
    game = discovering(["Centaur Courser"])
    assert game.pending is not None and list(game.pending.options) == [
        "cast", "put it into your hand"]
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert sorted(o.name for o in game.state.permanents("Alice")) == ["Centaur Courser",
                                                                      APPRAISER]


def test_a_bad_answer_is_refused_and_changes_nothing() -> None:
    game = discovering(["Lightning Bolt"])
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "choose", "player": "Alice", "option": "don't cast"})
    assert refused.value.rule == "701.57a"
    assert snapshot(game) == before
