"""Abilities that trigger when a player cycles a card (702.29c): Lightning Rift's "Whenever a
player cycles a card, you may pay {1}. If you do, this enchantment deals 2 damage to any
target." A player cycles a card as they activate its cycling ability — any player; another
activated ability is not cycling."""

from __future__ import annotations

from helpers import board, library, life, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

PROVING_GROUND = "Ziatora's Proving Ground"  # Cycling {3}


def rift(**bob: object) -> Game:
    return Game(board(player("Alice", battlefield=["Lightning Rift"], mana_pool="C",
                             library=library(5)),
                      player("Bob", library=library(5), **bob)))


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get("Lightning Rift").compiled, default_pool().explain("Lightning Rift")


def test_an_opponent_cycling_lets_alice_pay_for_two_damage() -> None:
    """Bob cycles in Alice's main phase: the Rift triggers for Alice, who aims it at Bob and
    pays {1} as it resolves — Bob takes 2; his cycling draws him a card all the same."""
    game = rift(hand=[PROVING_GROUND], mana_pool="CCC")
    game.apply({"do": "pass"})  # Alice passes: Bob may act
    game.apply({"do": "activate", "player": "Bob", "permanent": PROVING_GROUND, "ability": 0})
    (trigger,) = triggered(game, "Lightning Rift")
    assert trigger.player == "Alice"
    assert game.pending is not None and game.pending.kind == "targets"
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)  # the Rift's ability resolves first (it went on the stack last)
    assert game.pending is not None and game.pending.kind == "option"
    game.apply({"do": "choose", "player": "Alice", "option": "pay {1}"})
    pass_all(game)  # then the cycling: Bob draws
    assert life(game, "Bob") == 18
    assert len(game.state.player("Bob").hand) == 1


def test_another_activated_ability_is_not_cycling() -> None:
    """Mind Stone's "{1}, {T}, Sacrifice this artifact: Draw a card." draws a card too, but
    it is no cycling ability: nothing triggers."""
    game = rift(battlefield=["Mind Stone"], mana_pool="C")
    game.apply({"do": "pass"})
    game.apply({"do": "activate", "player": "Bob", "permanent": "Mind Stone", "ability": 1})
    pass_all(game)
    assert triggered(game, "Lightning Rift") == []


# -- a card's own "When you cycle this card" (702.29c, 113.6) -------------------------------------
def faith(mana: str) -> Game:
    return Game(board(player("Alice", hand=["Renewed Faith"], mana_pool=mana,
                             library=library(5)),
                      player("Bob", library=library(5))))


def test_renewed_faith_cycled_draws_and_may_gain_two() -> None:
    """Cycled ({1}{W}, discarded as the cost): its "When you cycle this card" triggers from the
    graveyard; Alice gains 2 and draws a card (the trigger resolves first)."""
    assert default_pool().get("Renewed Faith").compiled
    game = faith("WC")
    game.apply({"do": "activate", "player": "Alice", "permanent": "Renewed Faith",
                "ability": 0})
    (trigger,) = triggered(game, "Renewed Faith")
    assert trigger.player == "Alice"
    pass_all(game)
    assert game.pending is not None and game.pending.kind == "option"  # "you may"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    pass_all(game)
    assert life(game, "Alice") == 22
    assert len(game.state.player("Alice").hand) == 1  # the cycling's draw


def test_renewed_faith_cast_gains_six_and_no_more() -> None:
    game = faith("WCC")
    game.apply({"do": "cast", "player": "Alice", "card": "Renewed Faith"})
    pass_all(game)
    assert life(game, "Alice") == 26
    assert triggered(game, "Renewed Faith") == []
