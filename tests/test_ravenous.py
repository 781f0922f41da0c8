"""Ravenous (702.156a): "This permanent enters with X +1/+1 counters on it" (a replacement
effect, 614.1c) and "When this permanent enters, if X is 5 or more, draw a card." — X is the
value chosen for the spell it was (107.3m), which the permanent remembers for its enter
ability."""

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def cast_rabbit(x: int) -> Game:
    game = Game(board(player("Alice", hand=["Jacked Rabbit"], mana_pool="W" + "C" * (x + 1),
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Jacked Rabbit", "x": x})
    pass_all(game)
    return game


def test_x_two_is_two_counters_and_no_card() -> None:
    """With X = 2 the intervening "if" is false, so the ability doesn't trigger at all
    (603.4)."""
    assert POOL.get("Jacked Rabbit").compiled
    game = cast_rabbit(2)
    rabbit = game.state.permanents("Alice")[0]
    assert rabbit.counters == {"+1/+1": 2}
    assert one(game, "counters_added", target=rabbit.handle).rule == "614.1c"
    assert events(game, "ability_triggered") == []
    assert (game.power(rabbit.handle), game.toughness(rabbit.handle)) == (3, 4)


def test_x_five_draws_a_card_as_it_enters() -> None:
    game = cast_rabbit(5)
    rabbit = game.state.permanents("Alice")[0]
    assert rabbit.counters == {"+1/+1": 5}
    assert one(game, "ability_triggered", source="Jacked Rabbit").ability == "Ravenous"
    pass_all(game)
    assert one(game, "card_drawn", player="Alice").rule == "121.1"
    assert len(game.state.player("Alice").hand) == 1


def test_jacked_rabbit_attacks_for_as_many_rabbits_as_its_power() -> None:
    game = Game(board(player("Alice", library=library(5), battlefield=[
        {"card": "Jacked Rabbit", "id": "rabbit", "counters": {"+1/+1": 2}}]),
        player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"rabbit": "Bob"}})
    pass_all(game)
    tokens = [o for o in game.state.permanents("Alice") if o.is_token]
    assert len(tokens) == 3 and all(o.name == "Rabbit Token" for o in tokens)


def test_termagant_swarm_dies_into_tyranids_as_strong_as_it_was() -> None:
    """X = 3: a 3/3 (0/0 with three counters). Killed, it makes tokens equal to its power as it
    last existed (603.10a): three."""
    assert POOL.get("Termagant Swarm").compiled
    game = Game(board(player("Alice", hand=["Termagant Swarm"], mana_pool="GCCC",
                             library=library(5)),
                      player("Bob", hand=["Murder"], mana_pool="BBC", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Termagant Swarm", "x": 3})
    pass_all(game)
    swarm = game.state.permanents("Alice")[0].handle
    assert (game.power(swarm), game.toughness(swarm)) == (3, 3)
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [swarm]})
    pass_all(game)
    pass_all(game)  # the dies trigger
    tokens = [o for o in game.state.permanents("Alice") if o.is_token]
    assert len(tokens) == 3 and {o.name for o in tokens} == {"Tyranid Token"}
