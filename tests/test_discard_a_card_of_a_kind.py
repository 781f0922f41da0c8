""""Discard a land card" (701.9a): one card of that kind, chosen by the player discarding it;
one with none discards nothing, so "if you do" doesn't happen (608.2c). Real card: Pack
Guardian ("When this creature enters, you may discard a land card. If you do, create a 2/2
green Wolf creature token.")."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def guardian_game(hand: list[str]) -> Game:
    game = Game(board(player("Alice", hand=["Pack Guardian", *hand], mana_pool="GGGG",
                             library=library(3)),
                      player("Bob", library=library(3)), active="Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Pack Guardian"})
    pass_all(game)  # the Guardian resolves; its enter ability triggers
    pass_all(game)  # and resolves: "you may"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    return game


def test_pack_guardian_discards_a_land_for_a_wolf() -> None:
    assert POOL.get("Pack Guardian").compiled, POOL.explain("Pack Guardian")
    game = guardian_game(["Lightning Bolt", "Forest", "Mountain"])
    game.apply({"do": "choose", "player": "Alice", "targets": ["Forest"]})
    (discarded,) = events(game, "card_discarded")
    assert (discarded.player, discarded.source, discarded.rule) == ("Alice", "Forest", "701.9a")
    assert names(game.state.player("Alice").hand) == ["Lightning Bolt", "Mountain"]
    assert one_wolf(game)


def test_pack_guardian_a_card_of_another_kind_can_t_be_discarded() -> None:
    """Lightning Bolt isn't a land card: refused, and the game is exactly as before."""
    game = guardian_game(["Lightning Bolt", "Forest", "Mountain"])
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "choose", "player": "Alice", "targets": ["Lightning Bolt"]})
    assert snapshot(game) == before


def test_pack_guardian_with_one_land_card_has_nothing_else_to_choose() -> None:
    """The Forest is the only land card in Alice's hand: it is discarded without asking."""
    game = guardian_game(["Lightning Bolt", "Forest"])
    (chosen,) = [e for e in events(game, "decision_made") if e.decision == "discard"]
    assert (chosen.chosen_by, chosen.rule) == ("only choice", "701.9a")
    assert names(game.state.player("Alice").graveyard) == ["Forest"]
    assert one_wolf(game)


def test_pack_guardian_with_no_land_card_discards_nothing_and_makes_no_wolf() -> None:
    game = guardian_game(["Lightning Bolt"])
    assert events(game, "card_discarded") == []
    assert names(game.state.player("Alice").hand) == ["Lightning Bolt"]
    assert not one_wolf(game)


def one_wolf(game: Game) -> bool:
    return [o.name for o in game.state.battlefield if o.is_token] == ["Wolf Token"]
