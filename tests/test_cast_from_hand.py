""""When this creature enters, if you cast it from your hand, …" (601.2a: where the spell was
cast from; an intervening "if", 603.4), read from the text. Wakening Sun's Avatar: "… destroy
all non-Dinosaur creatures." — not when it is cast from exile (or put onto the battlefield)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

AVATAR = "Wakening Sun's Avatar"


def creatures(g: Game) -> list[str]:
    return sorted(o.name for o in g.state.battlefield if o.is_creature)


def test_cast_from_hand_it_destroys_all_non_dinosaur_creatures() -> None:
    assert default_pool().get(AVATAR).compiled
    g = Game(board(player("Alice", hand=[AVATAR], mana_pool="WWWWWWWW",
                          battlefield=["Grizzly Bears"], library=library(3)),
                   player("Bob", battlefield=["Llanowar Elves"], library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": AVATAR})
    pass_all(g)  # the Avatar resolves and enters; its ability triggers
    assert len(triggered(g, AVATAR)) == 1
    assert g.find_permanent(AVATAR).choices == {"from_hand": True}
    pass_all(g)
    assert creatures(g) == [AVATAR]


def test_saved_with_its_trigger_waiting_it_still_knows_it_was_cast_from_hand() -> None:
    """The intervening "if" is checked again as the ability resolves (603.4): the saved
    permanent's ``from_hand`` choice carries it."""
    g = Game(board(player("Alice", hand=[AVATAR], mana_pool="WWWWWWWW",
                          battlefield=["Grizzly Bears"], library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": AVATAR})
    pass_all(g)
    g = Game(g.to_board())
    pass_all(g)
    assert creatures(g) == [AVATAR]


def test_cast_from_exile_it_does_not_trigger() -> None:
    """Valakut Exploration exiles it from the top of the library; cast from exile, the Bears
    survive."""
    g = Game(board(player("Alice", battlefield=["Valakut Exploration", "Grizzly Bears"],
                          hand=["Plains"], mana_pool="WWWWWWWW", library=[AVATAR, "Island"]),
                   player("Bob", library=library(3))))
    g.apply({"do": "play_land", "player": "Alice", "card": "Plains"})
    pass_all(g)
    g.apply({"do": "cast", "player": "Alice", "card": AVATAR})
    pass_all(g)
    assert triggered(g, AVATAR) == []
    assert creatures(g) == ["Grizzly Bears", AVATAR]


def test_from_hand_is_set_by_the_explorer_not_announced() -> None:
    g = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                   player("Bob", library=library(3))))
    before = g.to_board()
    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"],
                 "choices": {"from_hand": True}})
    assert refused.value.rule == "601.2b" and "from_hand" in str(refused.value)
    assert g.to_board() == before
