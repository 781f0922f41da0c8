"""Choices a spell or ability makes as it resolves (608.2d): "Choose a number between 0 and
10.", "Choose a color.", "Choose another player." — made as the instruction is followed, not
as it is cast or activated, and named by the instructions after it ("the chosen number", "that
color", "that player", 608.2c). Real cards: Expel the Interlopers, Selvala, Eager Trailblazer,
Discerning Financier."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Expel the Interlopers", "Selvala, Eager Trailblazer", "Discerning Financier"):
        assert POOL.get(name).compiled, POOL.explain(name)


def expel(number: str) -> Game:
    """Alice casts Expel the Interlopers with Llanowar Elves (1/1), Grizzly Bears (2/2), Hill
    Giant (3/3) and Craw Wurm (6/4) on the battlefield, and chooses ``number`` as it
    resolves."""
    game = Game(board(
        player("Alice", hand=["Expel the Interlopers"], mana_pool="WWCCC",
               battlefield=["Llanowar Elves", "Hill Giant"], library=library(3)),
        player("Bob", battlefield=["Grizzly Bears", "Craw Wurm"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Expel the Interlopers"})
    assert events(game, "decision_made", rule="608.2d") == []  # nothing chosen as it is cast
    pass_all(game)
    assert game.pending is not None and game.pending.rule == "608.2d"
    assert [str(o) for o in game.pending.options] == [str(k) for k in range(11)]
    choose(game, "Alice", number)
    return game


def test_expel_destroys_each_creature_with_power_at_least_the_chosen_number() -> None:
    """Alice chooses 3 as it resolves (608.2d): Hill Giant (3) and Craw Wurm (6) are
    destroyed; Llanowar Elves and Grizzly Bears stay."""
    game = expel("3")
    assert [e.choice for e in events(game, "decision_made", rule="608.2d")] == ["3"]
    destroyed = sorted(e.target.split("#")[0] if e.target else "" for e in
                       events(game, "zone_changed", to_zone="graveyard", from_zone="battlefield"))
    assert len(destroyed) == 2
    assert sorted(o.name for o in game.state.battlefield) == ["Grizzly Bears", "Llanowar Elves"]
    assert names(game.state.player("Bob").graveyard) == ["Craw Wurm"]


def test_expel_choosing_zero_destroys_every_creature() -> None:
    game = expel("0")
    assert [o.name for o in game.state.battlefield] == []


def test_expel_choosing_ten_destroys_nothing() -> None:
    game = expel("10")
    assert len(game.state.battlefield) == 4


def test_selvala_adds_one_mana_of_the_chosen_color_for_each_different_power() -> None:
    """"{T}: Choose a color. Add one mana of that color for each different power among
    creatures you control." Selvala (4), two Grizzly Bears (2, 2) and Llanowar Elves (1): three
    different powers. Alice chooses red as the mana ability resolves (605.3b): {R}{R}{R}."""
    game = Game(board(player("Alice", battlefield=["Selvala, Eager Trailblazer", "Grizzly Bears",
                                                   "Grizzly Bears", "Llanowar Elves"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Selvala, Eager Trailblazer",
                "mana": "R"})
    assert "".join(u.type for u in game.state.player("Alice").mana_pool) == "RRR"
    assert game.find_permanent("Selvala, Eager Trailblazer").tapped


def test_discerning_financier_gives_a_treasure_to_the_chosen_player() -> None:
    """"{2}{W}: Choose another player. That player gains control of target Treasure you
    control. You draw a card." The Treasure is targeted as the ability is activated; the player
    is chosen as it resolves (608.2d) — Bob, the only other player — and gains control of it
    (613.1b); Alice draws a card."""
    game = Game(board(player("Alice", battlefield=["Discerning Financier", "Treasure Token"],
                             mana_pool="WCC", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Discerning Financier",
                "targets": ["Treasure Token"]})
    pass_all(game)
    chosen = events(game, "decision_made", rule="608.2d")
    assert [(e.player, e.choice) for e in chosen] == [("Alice", "Bob")]
    assert game.find_permanent("Treasure Token").controller == "Bob"
    assert len(game.state.player("Alice").hand) == 1


def tide(bob_holds: int = 2) -> Game:
    """Alice casts Consuming Tide. She controls Grizzly Bears, Hill Giant and a Forest; Bob
    controls Llanowar Elves, Craw Wurm and an Island, and holds ``bob_holds`` Islands."""
    game = Game(board(
        player("Alice", hand=["Consuming Tide"], mana_pool="UUCC",
               battlefield=["Grizzly Bears", "Hill Giant", "Forest"], library=library(3)),
        player("Bob", hand=["Island"] * bob_holds,
               battlefield=["Llanowar Elves", "Craw Wurm", "Island"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Consuming Tide"})
    pass_all(game)
    return game


def test_consuming_tide_each_player_keeps_the_permanent_they_choose() -> None:
    """"Each player chooses a nonland permanent they control." As it resolves, Alice (the
    active player) chooses first, then Bob (101.4, 608.2d): Hill Giant and Craw Wurm stay; the
    other nonland permanents return to their owners' hands, lands stay. Bob then has three
    cards to Alice's one: she draws a card."""
    game = tide()
    assert game.pending is not None and game.pending.player == "Alice"
    choose(game, "Alice", game.find_permanent("Hill Giant").handle)
    assert game.pending is not None and game.pending.player == "Bob"
    choose(game, "Bob", game.find_permanent("Craw Wurm").handle)
    assert [(e.player, e.rule) for e in events(game, "decision_made", rule="608.2d")] == [
        ("Alice", "608.2d"), ("Bob", "608.2d")]
    assert sorted(o.name for o in game.state.battlefield) == [
        "Craw Wurm", "Forest", "Hill Giant", "Island"]
    assert sorted(names(game.state.player("Bob").hand)) == ["Island", "Island", "Llanowar Elves"]
    assert sorted(names(game.state.player("Alice").hand)) == ["Grizzly Bears", "Island"]


def test_consuming_tide_draws_nothing_when_no_opponent_has_more_cards() -> None:
    """Bob holds no cards: Alice keeps Grizzly Bears, Bob keeps Llanowar Elves; each gets one
    card back (Hill Giant, Craw Wurm). Bob's one card isn't more than Alice's one: she draws
    nothing — counted as it resolves, after the return (608.2c, 608.2h)."""
    game = tide(bob_holds=0)
    choose(game, "Alice", game.find_permanent("Grizzly Bears").handle)
    choose(game, "Bob", game.find_permanent("Llanowar Elves").handle)
    assert names(game.state.player("Alice").hand) == ["Hill Giant"]
    assert names(game.state.player("Bob").hand) == ["Craw Wurm"]
    assert sorted(o.name for o in game.state.battlefield) == [
        "Forest", "Grizzly Bears", "Island", "Llanowar Elves"]


def evangel(answer: str) -> Game:
    """Alice casts Kabira Evangel; its ability triggers as it enters. As the ability resolves
    she is asked whether to choose a color (603.5) — ``answer``."""
    game = Game(board(player("Alice", hand=["Kabira Evangel"], mana_pool="WCC",
                             library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Kabira Evangel"})
    pass_all(game)  # the Evangel resolves; its ability triggers
    pass_all(game)  # the ability resolves
    choose(game, "Alice", answer)
    return game


def test_kabira_evangel_gives_protection_from_the_color_chosen_as_it_resolves() -> None:
    """"You may choose a color. If you do, Allies you control gain protection from the chosen
    color until end of turn." Alice chooses red (608.2d): Bob's Lightning Bolt can't target
    the Evangel (702.16b)."""
    game = evangel("do it")
    choose(game, "Alice", "R")
    assert events(game, "effect_created", rule="613.1f")
    target = game.find_permanent("Kabira Evangel").handle
    game.apply({"do": "pass"})  # Alice passes priority to Bob
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": [target]})
    assert refused.value.rule == "702.16b"


def test_kabira_evangel_declined_gives_no_protection() -> None:
    game = evangel("don't")
    assert events(game, "decision_made", rule="608.2d")[-1].choice == "don't"
    assert events(game, "effect_created", rule="613.1f") == []


def valleymaker(chosen: str) -> Game:
    """Alice activates Valleymaker's "{T}, Sacrifice a Forest: Choose a player. That player adds
    {G}{G}{G}." — a mana ability (605.1a): it doesn't use the stack, and the player is chosen
    as it resolves (608.2d)."""
    game = Game(board(player("Alice", battlefield=["Valleymaker", "Forest"], library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Valleymaker", "ability": 1,
                "sacrifice": ["Forest"]})
    assert game.state.stack == []
    assert game.pending is not None and game.pending.rule == "608.2d"
    assert tuple(game.pending.options) == ("Alice", "Bob")
    choose(game, "Alice", chosen)
    return game


def test_valleymaker_gives_the_mana_to_the_chosen_player() -> None:
    game = valleymaker("Bob")
    pool = "".join(u.type for u in game.state.player("Bob").mana_pool)
    assert pool == "GGG"
    assert game.state.player("Alice").mana_pool == ()
    assert names(game.state.player("Alice").graveyard) == ["Forest"]


def test_valleymaker_may_give_it_to_its_controller() -> None:
    game = valleymaker("Alice")
    assert "".join(u.type for u in game.state.player("Alice").mana_pool) == "GGG"
