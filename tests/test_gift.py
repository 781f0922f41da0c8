"""Gift (702.174): "As an additional cost to cast this spell, you may choose an opponent." —
the gift is then promised (702.174k) — and the chosen player gets the gift: before an instant's
other effects (702.174j), or as a permanent enters (702.174b). Nocturnal Hunger ("Gift a Food
… Destroy target creature. If the gift wasn't promised, you lose 2 life.") and Scrapshooter
("Gift a card … When this creature enters, if the gift was promised, destroy target artifact or
enchantment an opponent controls.")."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

HUNGER = "Nocturnal Hunger"
SCRAPSHOOTER = "Scrapshooter"
GIFT = f"{SCRAPSHOOTER}: Gift a card"
DESTROY = (f"{SCRAPSHOOTER}: When this creature enters, if the gift was promised, destroy "
           "target artifact or enchantment an opponent controls.")


@pytest.mark.parametrize("name", [HUNGER, SCRAPSHOOTER])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def hunger(**choices: str) -> Game:
    game = Game(board(player("Alice", hand=[HUNGER], mana_pool="BCC", library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    action = {"do": "cast", "player": "Alice", "card": HUNGER, "targets": ["Grizzly Bears"]}
    if choices:
        action["choices"] = choices
    game.apply(action)
    pass_all(game)
    return game


def test_promised_bob_gets_a_food_first_and_alice_loses_no_life() -> None:
    game = hunger(gift="Bob")

    food = one(game, "token_created")
    destroyed = one(game, "zone_changed", source="Grizzly Bears")
    assert food.player == "Bob" and food.seq < destroyed.seq  # before its other effects
    assert [o.controller for o in game.state.battlefield] == ["Bob"]  # the Food
    assert life(game, "Alice") == 20


def test_not_promised_alice_loses_2_life_and_nobody_gets_a_food() -> None:
    game = hunger()

    assert events(game, "token_created") == []
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]
    assert life(game, "Alice") == 18


def test_the_gift_is_promised_only_to_an_opponent() -> None:
    """702.174a: "choose an opponent" — not herself, nor a player not in the game."""
    game = Game(board(player("Alice", hand=[HUNGER], mana_pool="BCC", library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    before = snapshot(game)
    for who in ("Alice", "Zed"):
        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": HUNGER,
                        "targets": ["Grizzly Bears"], "choices": {"gift": who}})
        assert refused.value.rule == "702.174a"
    assert snapshot(game) == before


def test_a_spell_without_gift_cant_promise_one() -> None:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(5)), player("Bob", library=library(5))))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"], "choices": {"gift": "Bob"}})
    assert refused.value.rule == "601.2b" and "702.174a" in str(refused.value)
    assert snapshot(game) == before


def scrapshooter(**choices: str) -> Game:
    game = Game(board(player("Alice", hand=[SCRAPSHOOTER], mana_pool="GGC", library=library(5)),
                      player("Bob", battlefield=["Sol Ring"], library=library(5))))
    action = {"do": "cast", "player": "Alice", "card": SCRAPSHOOTER}
    if choices:
        action["choices"] = choices
    game.apply(action)
    pass_all(game)
    return game


def test_promised_scrapshooter_gives_bob_a_card_and_destroys_his_sol_ring() -> None:
    game = scrapshooter(gift="Bob")
    game.apply({"do": "choose", "player": "Alice", "order": [GIFT, DESTROY]})
    pass_all(game)  # Bob draws
    pass_all(game)  # Sol Ring is destroyed

    assert one(game, "card_drawn").player == "Bob"
    assert names(game.state.player("Bob").graveyard) == ["Sol Ring"]
    saved = Game(game.to_board())  # a board file keeps who was promised the gift
    assert saved.find_permanent(SCRAPSHOOTER).choices == {"gift": "Bob"}


def test_not_promised_scrapshooter_triggers_nothing() -> None:
    game = scrapshooter()

    assert events(game, "ability_triggered") == []
    assert names(game.state.permanents("Bob")) == ["Sol Ring"]


def test_legal_actions_offer_the_gift_to_each_opponent() -> None:
    game = Game(board(player("Alice", hand=[SCRAPSHOOTER], mana_pool="GGC", library=library(5)),
                      player("Bob", library=library(5)), player("Carol", library=library(5))))
    offered = [a.choices for a in game.legal_actions() if getattr(a, "card", None)]
    assert offered == [None, {"gift": "Bob"}, {"gift": "Carol"}]
