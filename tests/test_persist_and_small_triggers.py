"""Persist (702.79a), read as the ability it stands for and played as its ruling says, and
small shapes from real creatures: "you may discard a card. If you do, draw a card." (608.2d),
"Whenever ~ blocks a creature, that creature doesn't untap during its controller's next untap
step." (that creature: the attacker it blocks, 509.3a), battalion ("~ and at least two other
creatures attack", 508.3a), and enrage's "target opponent or planeswalker"."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def finks_game() -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Kitchen Finks", "id": "finks"}],
                             library=library(3)),
                      player("Bob", hand=["Murder", "Murder"], mana_pool="BBBBBB",
                             library=library(3)), active="Alice"))


def murder(game: Game, target: str) -> None:
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [target]})
    pass_all(game)
    pass_all(game)


def test_kitchen_finks_persists_once_with_a_minus_counter() -> None:
    """It dies, returns with a -1/-1 counter (a 2/1, a new object that gains 2 life as it
    enters), dies again, and stays in the graveyard: it had a -1/-1 counter (603.10a)."""
    assert POOL.get("Kitchen Finks").compiled
    game = finks_game()
    game.apply({"do": "pass", "player": "Alice"})
    murder(game, "finks")
    pass_all(game)  # the returned Finks' own enter trigger
    finks = game.find_permanent("finks")
    assert finks.counters.get("-1/-1") == 1
    assert (game.power("finks"), game.toughness("finks")) == (2, 1)
    assert game.state.player("Alice").life == 22
    game.apply({"do": "pass", "player": "Alice"})
    murder(game, "finks")
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Kitchen Finks"]
    assert game.state.permanents("Alice") == []


def test_keldon_raider_loots_only_if_a_card_was_discarded() -> None:
    assert POOL.get("Keldon Raider").compiled
    for hand, drawn in (([], 0), (["Island"], 1)):
        game = Game(board(player("Alice", hand=["Keldon Raider", *hand], mana_pool="RRCC",
                                 library=library(3)),
                          player("Bob", library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": "Keldon Raider"})
        pass_all(game)
        pass_all(game)  # the trigger resolves: Alice is asked
        game.apply({"do": "choose", "player": "Alice", "option": "do it"})
        assert len(events(game, "card_drawn")) == drawn


def test_wall_of_frost_keeps_the_creature_it_blocks_tapped_next_untap() -> None:
    assert POOL.get("Wall of Frost").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Wall of Frost", "id": "wall"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"wall": "bears"}})
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    assert game.find_permanent("bears").tapped  # it didn't untap in Alice's turn 3 untap step
    assert not game.find_permanent("wall").tapped


def test_daring_skyjek_flies_only_with_two_other_attackers() -> None:
    assert POOL.get("Daring Skyjek").compiled
    for others, flies in ((1, False), (2, True)):
        side = [{"card": "Daring Skyjek", "id": "sky"}] + [
            {"card": "Grizzly Bears", "id": f"b{k}"} for k in range(others)]
        game = Game(board(player("Alice", battlefield=side, library=library(5)),
                          player("Bob", library=library(5))))
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {o["id"]: "Bob" for o in side}})
        pass_all(game)
        assert ("Flying" in game.keywords("sky")) is flies


def test_frilled_deathspitter_hits_an_opponent_when_dealt_damage() -> None:
    assert POOL.get("Frilled Deathspitter").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Frilled Deathspitter",
                                                    "id": "spit"}], library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      active="Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["spit"]})
    pass_all(game)  # the Bolt kills it; enrage still triggers (it was dealt damage)
    pass_all(game)
    assert game.state.player("Bob").life == 18
