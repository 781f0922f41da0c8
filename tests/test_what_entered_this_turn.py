"""What entered the battlefield under a player's control this turn (counted as each enters,
kept with a saved game), and a condition of two alternatives. Lady of Laughter: "Celebration —
At the beginning of your end step, if two or more nonland permanents entered the battlefield
under your control this turn, draw a card." (603.4: checked as it would trigger and as it
resolves) and Earth Rumble Wrestlers: "This creature gets +1/+0 and has trample as long as you
control a land creature or a land entered the battlefield under your control this turn." """

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game


def put(g: Game, card: str) -> None:
    g.apply({"do": "put", "player": "Alice", "card": card, "zone": "battlefield"})


def lady_game() -> Game:
    assert default_pool().get("Lady of Laughter").compiled
    return Game(board(player("Alice", battlefield=["Lady of Laughter"], hand=["Forest"],
                             library=library(5)),
                      player("Bob", library=library(3))))


def to_end_step(g: Game) -> None:
    g.apply({"do": "attack", "player": "Alice", "attackers": {}})  # no attack this turn
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    while g.state.stack:
        pass_all(g)


def test_two_nonland_permanents_entered_alice_draws_at_her_end_step() -> None:
    g = lady_game()
    put(g, "Grizzly Bears")
    put(g, "Ornithopter")

    to_end_step(g)

    assert [e.source for e in events(g, "ability_triggered")] == ["Lady of Laughter"]
    assert len(g.state.player("Alice").hand) == 2  # the Forest, and the card drawn


def test_one_creature_and_a_land_are_not_enough() -> None:
    """The Forest is a land: only one nonland permanent entered."""
    g = lady_game()
    put(g, "Grizzly Bears")
    g.apply({"do": "play_land", "player": "Alice", "card": "Forest"})

    to_end_step(g)

    assert events(g, "ability_triggered") == []
    assert names(g.state.player("Alice").hand) == []


def test_the_count_is_kept_when_the_game_is_saved() -> None:
    g = lady_game()
    put(g, "Grizzly Bears")
    put(g, "Ornithopter")

    again = Game(g.to_board())
    to_end_step(again)

    assert len(again.state.player("Alice").hand) == 2


def wrestlers(*others: str) -> Game:
    assert default_pool().get("Earth Rumble Wrestlers").compiled
    return Game(board(player("Alice", battlefield=["Earth Rumble Wrestlers", *others],
                             hand=["Mountain"], library=library(3)),
                      player("Bob", library=library(3))))


def test_after_a_land_enters_the_wrestlers_are_4_4_with_trample() -> None:
    g = wrestlers()
    assert (g.power("Earth Rumble Wrestlers"), "Trample" in g.keywords("Earth Rumble Wrestlers")
            ) == (3, False)

    g.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})

    assert g.power("Earth Rumble Wrestlers") == 4
    assert "Trample" in g.keywords("Earth Rumble Wrestlers")


def test_the_bonus_ends_with_the_turn() -> None:
    g = wrestlers()
    g.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {}})

    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    assert g.state.turn == 2
    assert g.power("Earth Rumble Wrestlers") == 3
