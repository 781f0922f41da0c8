"""Real cards of the counters family, read from their text: "draw a card for each creature you
control with a +1/+1 counter on it" (608.2h, counted as it resolves), "Whenever one or more +1/+1
counters are put on another non-Hydra creature you control" (122.6), investigate (701.16a, a
Clue token) and "Whenever you sacrifice a Clue" (701.21a), and Fertile Ground's "its controller
adds an additional one mana of any color" (106.12a)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, tap
from mana_helpers import pool_of

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def counters(game: Game, ref: str) -> int:
    return game.find_permanent(ref).counters.get("+1/+1", 0)


def test_armorcraft_judge_draws_one_card_per_creature_with_a_counter() -> None:
    """Two of Alice's three creatures have +1/+1 counters: she draws two cards."""
    assert POOL.get("Armorcraft Judge").compiled
    game = Game(board(player("Alice", hand=["Armorcraft Judge"], mana_pool="GGGG",
                             battlefield=[{"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
                                          {"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                          "Grizzly Bears"],
                             library=library(5)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Armorcraft Judge"})
    pass_all(game)  # the Judge resolves; its trigger goes on the stack
    pass_all(game)
    assert len(game.state.player("Alice").hand) == 2
    assert len(events(game, "card_drawn")) == 2


def scourge_game() -> Game:
    return Game(board(player("Alice", hand=["Bond Beetle"], mana_pool="G",
                             battlefield=[{"card": "Wildwood Scourge", "id": "scourge",
                                           "counters": {"+1/+1": 2}},
                                          {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", library=library(3))))


def test_wildwood_scourge_grows_when_another_non_hydra_gets_a_counter() -> None:
    assert POOL.get("Wildwood Scourge").compiled
    game = scourge_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Bond Beetle"})
    pass_all(game)  # the Beetle resolves: its enter trigger targets the Bears
    game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    pass_all(game)  # the Beetle's counter goes on the Bears: the Scourge triggers
    pass_all(game)
    assert (counters(game, "bears"), counters(game, "scourge")) == (1, 3)


def test_wildwood_scourge_doesnt_trigger_on_itself() -> None:
    """"another non-Hydra creature": a counter put on the Scourge (a Hydra, and itself) doesn't
    trigger it."""
    game = scourge_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Bond Beetle"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "targets": ["scourge"]})
    pass_all(game)
    assert counters(game, "scourge") == 3  # the Beetle's one, nothing more
    assert game.state.stack == []
    assert [e.source for e in events(game, "ability_triggered")] == ["Bond Beetle"]


def test_tireless_tracker_investigates_and_grows_when_a_clue_is_sacrificed() -> None:
    """A land enters: investigate (701.16a) makes a Clue token. Alice cracks it ({2}, sacrifice:
    draw a card) and the Tracker gets a +1/+1 counter."""
    assert POOL.get("Tireless Tracker").compiled
    game = Game(board(player("Alice", hand=["Forest"], mana_pool="CC",
                             battlefield=[{"card": "Tireless Tracker", "id": "tracker"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
    pass_all(game)
    clues = [o for o in game.state.permanents("Alice") if o.name == "Clue Token"]
    assert len(clues) == 1
    game.apply({"do": "activate", "player": "Alice", "permanent": clues[0].handle})
    pass_all(game)  # the Clue's ability resolves: Alice draws; the Tracker's trigger waits
    pass_all(game)
    assert len(game.state.player("Alice").hand) == 1
    assert counters(game, "tracker") == 1


def test_fertile_ground_adds_one_mana_of_the_color_its_controller_chooses() -> None:
    assert POOL.get("Fertile Ground").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Forest", "id": "f"},
                                                   {"card": "Fertile Ground", "attached_to": "f"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    tap(game, "Alice", "f")
    assert game.pending is not None and game.pending.player == "Alice"
    assert game.pending.kind == "mana"
    game.apply({"do": "choose", "player": "Alice", "option": "U"})
    assert sorted(pool_of(game)) == ["G", "U"]


def test_winding_constrictor_adds_one_more_of_any_kind_of_counter() -> None:
    # "that many plus one of each of those kinds of counters" (614.1a): Spike Feeder enters
    # with three, not two (614.1c: "enters with" counters are put on it as it enters).
    assert default_pool().get("Winding Constrictor").compiled
    game = Game(board(player("Alice", battlefield=["Winding Constrictor"], library=library(5)),
                      player("Bob", battlefield=["Winding Constrictor"], library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Spike Feeder", "zone": "battlefield"})
    feeder = next(o for o in game.state.permanents("Alice") if o.name == "Spike Feeder")
    assert feeder.counters == {"+1/+1": 3}  # Alice's Constrictor only: "you control"
