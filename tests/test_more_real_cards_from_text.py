"""More real cards read from their text, each played as its ruling says: Dockside Extortionist
("the number of artifacts and enchantments your opponents control"), Gemstone Mine ("If there
are no mining counters on ~, sacrifice it."), Brineborn Cutthroat ("Whenever you cast a spell
during an opponent's turn"), Goblin Chainwhirler ("each opponent and each creature and
planeswalker they control"), Hellrider ("the player or planeswalker it's attacking"), Pegasus
Courser ("another target attacking creature"), Chasm Skulker (tokens with islandwalk, X counted
as it last existed, 603.10a)."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, tap, to_attackers
from mana_helpers import pool_of

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def names_of(game: Game, who: str) -> list[str]:
    return [o.name for o in game.state.permanents(who)]


def test_dockside_extortionist_counts_each_artifact_and_enchantment_of_opponents() -> None:
    assert POOL.get("Dockside Extortionist").compiled
    game = Game(board(player("Alice", hand=["Dockside Extortionist"], mana_pool="RC",
                             battlefield=["Sol Ring"], library=library(3)),
                      player("Bob", battlefield=["Sol Ring", "Smothering Tithe", "Forest"],
                             library=library(3)),
                      player("Carol", battlefield=["Smothering Tithe"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Dockside Extortionist"})
    pass_all(game)
    pass_all(game)
    assert names_of(game, "Alice").count("Treasure Token") == 3  # not her own Sol Ring


def test_gemstone_mine_is_sacrificed_with_its_last_counter() -> None:
    assert POOL.get("Gemstone Mine").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Gemstone Mine", "id": "mine",
                                                    "counters": {"mining": 1}}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    tap(game, "Alice", "mine", mana="B")
    assert pool_of(game) == "B"
    assert "Gemstone Mine" in [c.name for c in game.state.player("Alice").graveyard]


def test_brineborn_cutthroat_grows_only_on_an_opponent_s_turn() -> None:
    assert POOL.get("Brineborn Cutthroat").compiled
    game = Game(board(player("Alice", library=library(3)),
                      player("Bob", battlefield=[{"card": "Brineborn Cutthroat", "id": "cut"}],
                             hand=["Lightning Bolt", "Lightning Bolt"], mana_pool="RR",
                             library=library(3))))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)
    pass_all(game)
    assert game.find_permanent("cut").counters.get("+1/+1") == 1


def test_goblin_chainwhirler_pings_each_opponent_and_what_they_control() -> None:
    assert POOL.get("Goblin Chainwhirler").compiled
    game = Game(board(player("Alice", hand=["Goblin Chainwhirler"], mana_pool="RRR",
                             battlefield=[{"card": "Llanowar Elves", "id": "mine"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "his"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Goblin Chainwhirler"})
    pass_all(game)
    pass_all(game)
    assert game.state.player("Bob").life == 19
    assert "Llanowar Elves" in [c.name for c in game.state.player("Bob").graveyard]
    assert game.find_permanent("mine").damage == 0 and game.state.player("Alice").life == 20


def test_hellrider_pings_the_player_each_attacker_attacks() -> None:
    assert POOL.get("Hellrider").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Hellrider", "id": "hr"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", library=library(3)), player("Carol", library=library(3))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"hr": "Bob", "bears": "Carol"}})
    pass_all(game)
    pass_all(game)
    assert (game.state.player("Bob").life, game.state.player("Carol").life) == (19, 19)


def test_pegasus_courser_gives_another_attacker_flying() -> None:
    assert POOL.get("Pegasus Courser").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Pegasus Courser", "id": "peg"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"peg": "Bob", "bears": "Bob"}})
    pass_all(game)  # the only legal target is the Bears: the Courser itself is excluded
    assert "Flying" in game.keywords("bears")
    assert [e.target for e in events(game, "ability_put_on_stack")] in ([None], ["bears"])


def test_chasm_skulker_leaves_squids_with_islandwalk() -> None:
    assert POOL.get("Chasm Skulker").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Chasm Skulker", "id": "sk",
                                                    "counters": {"+1/+1": 2}}],
                             library=library(3)),
                      player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3)),
                      active="Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["sk"]})
    pass_all(game)
    pass_all(game)
    squids = [o for o in game.state.permanents("Alice") if o.name == "Squid Token"]
    assert len(squids) == 2
    assert all("Islandwalk" in game.keywords(o.handle) for o in squids)
