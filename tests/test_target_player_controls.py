"""Effects on "each creature target player controls" (115.1: the player is the target; the
creatures are found as the effect happens), read from the cards' text: Sleep's "Tap all
creatures target player controls. Those creatures don't untap during that player's next untap
step." and Tempest Caller's "When this creature enters, tap all creatures target opponent
controls." """

from __future__ import annotations

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def game_with(hand: str, mana: str) -> Game:
    return Game(board(
        player("Alice", hand=[hand], mana_pool=mana,
               battlefield=[{"card": "Grizzly Bears", "id": "mine"}], library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Llanowar Elves", "id": "elves"}, "Forest"],
               library=library(5))))


def test_the_player_is_the_target_not_the_creatures() -> None:
    sleep = POOL.get("Sleep")
    assert sleep.compiled and sleep.spell is not None
    assert [t.text for t in sleep.spell.targets] == ["a player"]
    (caller,) = POOL.get("Tempest Caller").triggered
    assert [t.text for t in caller.targets] == ["an opponent"]


def test_sleep_taps_that_player_s_creatures_and_they_stay_tapped_a_turn() -> None:
    game = game_with("Sleep", "UUUU")
    game.apply({"do": "cast", "player": "Alice", "card": "Sleep", "targets": ["Bob"]})
    pass_all(game)
    tapped = events(game, "tapped", rule="701.26a")
    assert sorted(e.target for e in tapped) == ["bears", "elves"]  # not Alice's, not the Forest
    assert not game.permanent("mine").tapped

    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert game.state.active == "Bob"
    assert game.permanent("bears").tapped and game.permanent("elves").tapped
    game.apply({"do": "pass_until", "turn": 4, "step": "upkeep", "auto": True})
    assert not game.permanent("bears").tapped  # only the next untap step


def test_tempest_caller_taps_the_target_opponent_s_creatures() -> None:
    game = game_with("Tempest Caller", "UUUU")
    game.apply({"do": "cast", "player": "Alice", "card": "Tempest Caller"})
    pass_all(game)  # it resolves; its ability targets Bob, the only opponent
    (put,) = events(game, "ability_put_on_stack", source="Tempest Caller")
    assert put.target == "Bob"
    pass_all(game)
    assert game.permanent("bears").tapped and game.permanent("elves").tapped
    assert not game.permanent("mine").tapped
