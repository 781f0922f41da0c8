""""Its controller may search their library for a basic land card, put it onto the battlefield,
then shuffle." (701.23a) — Path to Exile and Ghost Quarter, read from their text. The player who
controlled the exiled or destroyed permanent decides; only a player who searches shuffles."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def path_game() -> Game:
    return Game(board(player("Alice", hand=["Path to Exile"], mana_pool="W", library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=[{"card": "Forest", "id": "lib-forest"}, "Grizzly Bears"])))


def test_path_to_exile_lets_the_creature_s_controller_fetch_a_tapped_basic() -> None:
    assert POOL.get("Path to Exile").compiled
    game = path_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Path to Exile", "targets": ["bears"]})
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Bob"
    game.apply({"do": "choose", "player": "Bob", "option": "search"})
    game.apply({"do": "choose", "player": "Bob", "option": "lib-forest (Forest)"})

    bob = game.state.player("Bob")
    assert [c.name for c in bob.exile] == ["Grizzly Bears"]
    forest = game.find_permanent("lib-forest")
    assert forest.controller == "Bob" and forest.tapped
    assert len(events(game, "library_shuffled")) == 1


def test_a_player_who_doesnt_search_doesnt_shuffle() -> None:
    game = path_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Path to Exile", "targets": ["bears"]})
    pass_all(game)
    game.apply({"do": "choose", "player": "Bob", "option": "don't"})

    assert events(game, "library_searched") == []
    assert events(game, "library_shuffled") == []
    assert [c.handle for c in game.state.player("Bob").library][0] == "lib-forest"


@pytest.mark.parametrize("searches", [True, False])
def test_ghost_quarter_destroys_a_land_and_its_controller_may_fetch_an_untapped_basic(
        searches: bool) -> None:
    assert POOL.get("Ghost Quarter").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Ghost Quarter", "id": "gq"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Bojuka Bog", "id": "bog"}],
                             library=[{"card": "Swamp", "id": "lib-swamp"}])))
    game.apply({"do": "activate", "player": "Alice", "permanent": "gq", "ability": 1,
                "targets": ["bog"]})
    pass_all(game)
    game.apply({"do": "choose", "player": "Bob", "option": "search" if searches else "don't"})
    if searches:
        game.apply({"do": "choose", "player": "Bob", "option": "lib-swamp (Swamp)"})

    bob = game.state.player("Bob")
    assert [c.name for c in bob.graveyard] == ["Bojuka Bog"]
    assert ("Swamp" in [o.name for o in game.state.permanents("Bob")]) is searches
    if searches:
        assert not game.find_permanent("lib-swamp").tapped
