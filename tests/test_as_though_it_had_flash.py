""""You may cast [kind] spells as though they had flash." (601.3b): its controller may begin to
cast a spell whose card has those characteristics any time they could cast an instant (117.1a).
Hypersonic Dragon (sorcery spells), Vedalken Orrery (every spell)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def on_bobs_turn(permission: str, hand: list[str]) -> Game:
    """Bob's main phase; Bob passes, so Alice — with ``permission`` and {B}{B}{G}{G}{C}{C}
    floating — holds priority with an empty stack."""
    g = Game(board(player("Alice", battlefield=[permission], hand=hand, mana_pool="BBGGCC",
                          library=library(6)),
                   player("Bob", hand=["Island"] * 3, library=library(6)), active="Bob"))
    g.apply({"do": "pass"})
    assert g.pending is not None and g.pending.player == "Alice"
    return g


def test_hypersonic_dragon_lets_its_controller_cast_a_sorcery_on_an_opponents_turn() -> None:
    assert default_pool().get("Hypersonic Dragon").compiled
    g = on_bobs_turn("Hypersonic Dragon", ["Hymn to Tourach"])

    g.apply({"do": "cast", "player": "Alice", "card": "Hymn to Tourach", "targets": ["Bob"]})

    assert [(i.kind, i.source_name) for i in g.state.stack] == [("spell", "Hymn to Tourach")]
    pass_all(g)
    assert len(g.state.player("Bob").hand) == 1  # it resolved: two cards discarded


def test_only_spells_of_that_kind() -> None:
    g = on_bobs_turn("Hypersonic Dragon", ["Grizzly Bears"])
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})

    assert refused.value.rule == "117.1a" and snapshot(g) == before


def test_vedalken_orrery_lets_any_spell_be_cast_with_a_spell_on_the_stack() -> None:
    assert default_pool().get("Vedalken Orrery").compiled
    g = on_bobs_turn("Vedalken Orrery", ["Grizzly Bears", "Hymn to Tourach"])
    g.apply({"do": "cast", "player": "Alice", "card": "Hymn to Tourach", "targets": ["Bob"]})

    g.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(g)

    assert g.find_permanent("Grizzly Bears").controller == "Alice"


def test_the_permission_is_its_controllers_only() -> None:
    """Bob's Orrery doesn't let Alice cast a creature on Bob's turn."""
    g = Game(board(player("Alice", hand=["Grizzly Bears"], mana_pool="GC", library=library(6)),
                   player("Bob", battlefield=["Vedalken Orrery"], library=library(6)),
                   active="Bob"))
    g.apply({"do": "pass"})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})

    assert refused.value.rule == "117.1a" and snapshot(g) == before
