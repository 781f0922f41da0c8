""""Whenever a [kind] leaves the battlefield" (603.6c: to any zone, the permanent looked at as it
last existed, 603.10a), and a legendary card calling itself by its first name when its name has
no comma ("Kaervek" for Kaervek the Merciless, 201.5). Real cards: Nadier's Nightblade, Kaervek
the Merciless."""

from __future__ import annotations

from helpers import board, events, library, life, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def nightblade_game() -> Game:
    return Game(board(
        player("Alice", library=library(3),
               battlefield=["Nadier's Nightblade", {"card": "Grizzly Bears", "id": "token",
                                                    "token": True},
                            {"card": "Grizzly Bears", "id": "card"}]),
        player("Bob", hand=["Lightning Bolt", "Lightning Bolt"], mana_pool="RR",
               library=library(3)),
        active="Bob"))


def bolt(game: Game, target: str) -> None:
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [target]})
    pass_all(game)


def test_nightblade_a_token_leaving_drains_each_opponent() -> None:
    """Bob bolts Alice's Bears token: it leaves the battlefield (and then ceases to exist,
    704.5d), so the Nightblade triggers: Bob loses 1 life, Alice gains 1 (119.3)."""
    assert POOL.get("Nadier's Nightblade").compiled, POOL.explain("Nadier's Nightblade")
    game = nightblade_game()
    bolt(game, "token")
    (trig,) = triggered(game, "Nadier's Nightblade")
    assert trig.rule == "603.2"
    pass_all(game)
    assert [(e.player, e.amount, e.rule) for e in events(game, "life_changed")] == [
        ("Bob", -1, "119.3"), ("Alice", 1, "119.3")]
    assert (life(game, "Alice"), life(game, "Bob")) == (21, 19)


def test_nightblade_a_nontoken_creature_leaving_does_nothing() -> None:
    game = nightblade_game()
    bolt(game, "card")
    assert triggered(game, "Nadier's Nightblade") == []
    assert (life(game, "Alice"), life(game, "Bob")) == (20, 20)


def test_kaervek_deals_damage_equal_to_the_spell_s_mana_value() -> None:
    """"Whenever an opponent casts a spell, Kaervek deals damage equal to that spell's mana
    value to any target." Bob casts Lightning Bolt (mana value 1): Kaervek's ability resolves
    first, dealing 1 damage to Bob (120.3)."""
    assert POOL.get("Kaervek the Merciless").compiled, POOL.explain("Kaervek the Merciless")
    game = Game(board(
        player("Alice", battlefield=["Kaervek the Merciless"], library=library(3)),
        player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
        active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)
    (dealt, *_) = events(game, "damage_dealt")
    assert (dealt.source, dealt.target, dealt.amount) == ("Kaervek the Merciless", "Bob", 1)
    assert life(game, "Bob") == 19
