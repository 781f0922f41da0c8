"""One triggered ability with two trigger events (603.2): "Whenever Grave Titan enters or
attacks, create two 2/2 black Zombie creature tokens.", "Whenever Goldspan Dragon attacks or
becomes the target of a spell, create a Treasure token." — and Goldspan Dragon's "Treasures you
control have "{T}, Sacrifice this artifact: Add two mana of any one color."" (613.1f), a plural
subtype as the sentence's subject."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def count(game: Game, who: str, name: str) -> int:
    return sum(1 for o in game.state.permanents(who) if o.name == name)


def test_grave_titan_makes_two_zombies_as_it_enters_and_two_more_when_it_attacks() -> None:
    assert POOL.get("Grave Titan").compiled
    game = Game(board(player("Alice", hand=["Grave Titan"], mana_pool="BBCCCC",
                             library=library(5)),
                      player("Bob", library=library(5)), turn=1))
    game.apply({"do": "cast", "player": "Alice", "card": "Grave Titan"})
    pass_all(game)
    pass_all(game)
    assert count(game, "Alice", "Zombie Token") == 2

    game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
    titan = next(o for o in game.state.permanents("Alice") if o.name == "Grave Titan")
    game.apply({"do": "attack", "player": "Alice", "attackers": {titan.handle: "Bob"}})
    pass_all(game)
    assert count(game, "Alice", "Zombie Token") == 4
    assert len(events(game, "ability_triggered", source="Grave Titan")) == 2


def dragon_game() -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Goldspan Dragon", "id": "dragon"}],
                             hand=["Giant Growth"], mana_pool="G", library=library(5)),
                      player("Bob", library=library(5))))


def test_goldspan_dragon_makes_a_treasure_when_it_attacks() -> None:
    assert POOL.get("Goldspan Dragon").compiled
    game = dragon_game()
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"dragon": "Bob"}})
    pass_all(game)
    assert count(game, "Alice", "Treasure Token") == 1


def test_goldspan_dragon_s_treasure_when_targeted_makes_two_mana() -> None:
    game = dragon_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["dragon"]})
    pass_all(game)  # the trigger resolves first (it is on top), then Giant Growth
    treasures = [o for o in game.state.permanents("Alice") if o.name == "Treasure Token"]
    assert len(treasures) == 1
    # The Treasure has its own ability and the Dragon's (613.1f): the Dragon's adds two.
    game.apply({"do": "activate", "player": "Alice", "permanent": treasures[0].handle,
                "ability": 1, "mana": "R"})
    assert [u.type for u in game.state.player("Alice").mana_pool] == ["R", "R"]
