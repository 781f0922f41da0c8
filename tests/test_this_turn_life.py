"""What a turn remembers about life (119.3), read from Crested Sunmare's text: "At the beginning
of each end step, if you gained life this turn, create a 5/5 white Horse creature token." An
intervening "if" (603.4): checked as the end step begins and again as the ability resolves."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, pool_reading

from explorer.game import Game


def sunmare_game(hand: list[str], mana: str = "", active: str = "Alice") -> Game:
    return Game(board(player("Alice", battlefield=["Crested Sunmare"], hand=hand,
                             mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5)), active=active))


def horses(game: Game) -> list[str]:
    return [o.handle for o in game.state.permanents("Alice") if o.name == "Horse Token"]


def test_no_life_gained_no_horse() -> None:
    game = sunmare_game([])
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert (game.state.turn, game.state.step) == (2, "upkeep")
    assert horses(game) == []
    assert not events(game, "ability_triggered", source="Crested Sunmare")


def test_life_gained_this_turn_makes_a_horse_at_the_end_step_and_it_is_indestructible() -> None:
    game = sunmare_game(["Sacred Fire"], "RW")
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    assert game.state.this_turn["life_gained:Alice"] == 2
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})

    (horse,) = horses(game)
    assert (game.power(horse), game.toughness(horse)) == (5, 5)
    assert "Indestructible" in game.keywords(horse)  # "Other Horses you control"
    assert game.state.this_turn == {}  # a new turn remembers nothing yet


def test_each_end_step_means_the_opponent_s_too() -> None:
    """Bob's turn: Alice gains life at instant speed, so the Sunmare makes a Horse at Bob's end
    step."""
    game = sunmare_game(["Sacred Fire"], "RW", active="Bob")
    game.apply({"do": "pass", "player": "Bob"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    assert game.state.this_turn["life_lost:Bob"] == 2
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert len(horses(game)) == 1


def test_only_its_controller_s_life_counts() -> None:
    """Bob gaining life doesn't make Alice's Horse."""
    game = Game(board(player("Alice", battlefield=["Crested Sunmare"], library=library(5)),
                      player("Bob", hand=["Sacred Fire"], mana_pool="RW", library=library(5)),
                      active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Sacred Fire", "targets": ["Alice"]})
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert horses(game) == []


def test_an_opponent_lost_life_this_turn() -> None:
    """"if an opponent lost life this turn": Bob lost 2 to Sacred Fire; Alice's own life loss
    wouldn't count."""
    pool = pool_reading({"name": "Test Vulture", "type_line": "Enchantment", "mana_cost": "{B}",
                         "oracle_text": "At the beginning of your end step, if an opponent "
                                        "lost life this turn, you gain 1 life."})
    game = Game(board(player("Alice", battlefield=["Test Vulture"], hand=["Sacred Fire"],
                             mana_pool="RW", library=library(5)),
                      player("Bob", library=library(5))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Alice"]})
    pass_all(game)  # Alice loses 2 and gains 2: no opponent lost life
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert game.state.player("Alice").life == 20

    game = Game(board(player("Alice", battlefield=["Test Vulture"], hand=["Sacred Fire"],
                             mana_pool="RW", library=library(5)),
                      player("Bob", library=library(5))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert game.state.player("Alice").life == 23  # 2 from the Fire, 1 at the end step
