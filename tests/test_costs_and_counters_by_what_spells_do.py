"""A spell's cost counted from the board (601.2f) — "This spell costs {X} less to cast, where X
is your devotion to white." (Daybreak Chimera, 700.5) — and a counterspell that looks at what a
spell targets (115.1) — "Counter target spell that targets a permanent you control." (Rebuff the
Wicked)."""

from __future__ import annotations

import pytest
from helpers import board, library, names, one, pass_all, player, snapshot

from explorer.errors import IllegalAction
from explorer.game import Game


@pytest.mark.parametrize("knights", [True, False])
def test_daybreak_chimera_costs_x_less_where_x_is_devotion_to_white(knights: bool) -> None:
    """White Knight and Knight of Meadowgrain: devotion to white 4, so {3}{W}{W} costs {W}{W}
    (only generic mana is taken off). Without them it costs all five."""
    game = Game(board(player("Alice", battlefield=["White Knight", "Knight of Meadowgrain"]
                             if knights else [], hand=["Daybreak Chimera"], mana_pool="WW",
                             library=library(3)),
                      player("Bob", library=library(3))))
    cast = {"do": "cast", "player": "Alice", "card": "Daybreak Chimera"}
    if not knights:
        before = snapshot(game)
        with pytest.raises(IllegalAction) as refused:
            game.apply(cast)
        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before
        return
    game.apply(cast)
    pass_all(game)
    assert game.state.player("Alice").mana_pool == ()
    assert "Daybreak Chimera" in names(game.state.battlefield)


def bolt_at(target: str) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Rebuff the Wicked"], mana_pool="W", library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [target]})
    game.apply({"do": "pass"})  # Bob passes: Alice may respond
    return game


def test_rebuff_the_wicked_counters_a_bolt_at_alices_creature() -> None:
    game = bolt_at("bears")
    game.apply({"do": "cast", "player": "Alice", "card": "Rebuff the Wicked",
                "targets": ["Lightning Bolt"]})
    pass_all(game)

    assert one(game, "spell_countered").source == "Lightning Bolt"
    assert names(game.state.battlefield) == ["Grizzly Bears"]


def test_a_bolt_at_alice_herself_isnt_a_legal_target() -> None:
    """Alice is a player, not a permanent she controls."""
    game = bolt_at("Alice")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Rebuff the Wicked",
                    "targets": ["Lightning Bolt"]})
    assert "that targets a permanent you control" in str(refused.value)
    assert snapshot(game) == before
