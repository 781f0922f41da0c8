"""A cost that exiles a card from its activator's graveyard (602.2b, 118.3): Moorland Haunt's
"{W}{U}, {T}, Exile a creature card from your graveyard: Create a 1/1 white Spirit creature
token with flying." The card is named with ``exile`` when there is a choice; a card of another
kind, or an empty graveyard, can't pay it — refused, the game as it was."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def haunt(graveyard: list[Any]) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Moorland Haunt", "id": "haunt"}],
                             graveyard=graveyard, mana_pool="WU", library=library(5)),
                      player("Bob", library=library(5))))


def activate(game: Game, **choices: str) -> None:
    game.apply({"do": "activate", "player": "Alice", "permanent": "haunt", "ability": 1,
                **choices})


def spirits(game: Game) -> int:
    return sum(1 for o in game.state.battlefield if o.name.startswith("Spirit"))


def test_it_compiles_from_its_text() -> None:
    assert POOL.get("Moorland Haunt").compiled, POOL.explain("Moorland Haunt")


def test_the_creature_card_named_is_exiled_and_a_spirit_made() -> None:
    game = haunt(["Island", "Grizzly Bears", "Hill Giant"])
    activate(game, exile="Hill Giant")
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Hill Giant"]
    assert names(game.state.player("Alice").graveyard) == ["Island", "Grizzly Bears"]
    assert spirits(game) == 1


def test_a_lone_creature_card_needs_no_name() -> None:
    game = haunt(["Island", "Grizzly Bears"])
    activate(game)
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]


@pytest.mark.parametrize(("graveyard", "choices", "says"), [
    (["Island", "Grizzly Bears", "Hill Giant"], {}, "name it"),  # two could pay it
    (["Island", "Grizzly Bears"], {"exile": "Island"}, "Island"),  # not a creature card
    (["Island"], {}, "118.3"),  # no creature card at all
])
def test_a_cost_that_cant_be_paid_is_refused(graveyard: list[str], choices: dict[str, str],
                                             says: str) -> None:
    game = haunt(graveyard)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        activate(game, **choices)
    assert says in str(refused.value) or says == refused.value.rule
    assert snapshot(game) == before
