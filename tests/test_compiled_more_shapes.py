"""More real cards played from their Oracle text: a spell that can't be countered, "each player
sacrifices two creatures", mill, an "as long as you control at least three other snow
permanents" keyword, a land that enters tapped unless a player is low on life, devoid."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player

from explorer.cards import build_pool, default_pool
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


def put(game: Game, who: str, card: str) -> None:
    game.apply({"do": "put", "player": who, "card": card, "zone": "battlefield"})


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **extra: Any) -> dict[str, Any]:
    return board(player("Alice", library=library(5), **(alice or {})),
                 player("Bob", library=library(5), **(bob or {})), **extra)


WARDED = "Test Warded Drake"


def warded_pool() -> Any:
    cards = build_pool()
    result = cards.compile({"name": WARDED, "mana_cost": "{2}", "cmc": 2,
                            "type_line": "Creature — Test", "power": "2", "toughness": "2",
                            "oracle_text": "Ward {2}", "colors": [], "keywords": ["Ward"]})
    assert result.card is not None, result.why
    return cards


def test_abrupt_decay_cant_be_countered_by_ward() -> None:
    """"This spell can't be countered." Ward tries to counter it (702.21a); it stays on the
    stack (101.2: "can't" wins) and destroys the creature."""
    compiled("Abrupt Decay")
    game = Game(two(alice={"hand": ["Abrupt Decay"], "mana_pool": "BG"},
                    bob={"battlefield": [WARDED]}), cards=warded_pool())
    game.apply({"do": "cast", "player": "Alice", "card": "Abrupt Decay", "targets": [WARDED]})
    pass_all(game)  # ward's trigger resolves: Alice can't pay {2}
    if game.pending is not None and game.pending.rule == "702.21a":
        game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})

    assert events(game, "spell_countered") == []
    assert one(game, "effect_skipped", rule="101.2").target == "Abrupt Decay"
    pass_all(game)
    assert WARDED in [c.name for c in game.state.player("Bob").graveyard]


def test_abrupt_decay_only_hits_mana_value_three_or_less() -> None:
    from explorer.errors import IllegalAction
    game = Game(two(alice={"hand": ["Abrupt Decay"], "mana_pool": "BG"},
                    bob={"battlefield": ["Craw Wurm"]}))

    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Abrupt Decay",
                    "targets": ["Craw Wurm"]})


def test_abyssal_gorestalker_makes_each_player_sacrifice_two() -> None:
    """"When this creature enters, each player sacrifices two creatures." Alice has only the
    Gorestalker and the Bears: both go, no choice to make; Bob chooses two of his three."""
    compiled("Abyssal Gorestalker")
    game = Game(two(alice={"battlefield": ["Grizzly Bears"]},
                    bob={"battlefield": ["Llanowar Elves", "Craw Wurm", "Hill Giant"]}))
    put(game, "Alice", "Abyssal Gorestalker")
    pass_all(game)
    assert game.pending is not None and game.pending.player == "Bob"
    game.apply({"do": "choose", "player": "Bob", "option": "llanowar-elves-1"})
    game.apply({"do": "choose", "player": "Bob", "option": "hill-giant-1"})

    gone = {e.source for e in events(game, "zone_changed", to_zone="graveyard")}
    assert gone == {"Grizzly Bears", "Abyssal Gorestalker", "Llanowar Elves", "Hill Giant"}
    assert game.find_permanent("Craw Wurm").controller == "Bob"


def test_the_sacrifices_happen_at_once() -> None:
    """608.2e / 603.10a: all four leave together — each dies trigger sees the others go."""
    game = Game(two(alice={"battlefield": ["Grizzly Bears"]},
                    bob={"battlefield": ["Llanowar Elves", "Hill Giant"]}))
    put(game, "Alice", "Abyssal Gorestalker")
    pass_all(game)

    sacrificed = events(game, "zone_changed", to_zone="graveyard")
    assert len(sacrificed) == 4
    assert len({e.cause for e in sacrificed}) == 1


def test_wailing_ghoul_mills_two() -> None:
    """"When this creature enters, mill two cards." (701.17a)"""
    compiled("Wailing Ghoul")
    game = Game(two())
    put(game, "Alice", "Wailing Ghoul")
    pass_all(game)

    assert len(game.state.player("Alice").graveyard) == 2
    assert len(game.state.player("Alice").library) == 3


def test_the_old_mill_wording_is_mill() -> None:
    """Printed before mill had a name: "put the top two cards of your library into your
    graveyard" — the same action (701.17a)."""
    cards = build_pool()
    result = cards.compile({"name": "Test Old Ghoul", "mana_cost": "{1}{B}", "cmc": 2,
                            "type_line": "Creature — Zombie", "power": "1", "toughness": "3",
                            "oracle_text": "When Test Old Ghoul enters, put the top two cards "
                                           "of your library into your graveyard.",
                            "colors": ["B"], "keywords": []})
    assert result.card is not None, result.why
    game = Game(two(), cards=cards)
    put(game, "Alice", "Test Old Ghoul")
    pass_all(game)

    assert len(game.state.player("Alice").graveyard) == 2


@pytest.mark.parametrize(("snow", "deathtouch"), [(2, False), (3, True)])
def test_ice_fang_coatl_has_deathtouch_with_three_other_snow_permanents(
        snow: int, deathtouch: bool) -> None:
    """"This creature has deathtouch as long as you control at least three other snow
    permanents." — checked at every moment (611.3a); the Coatl itself doesn't count."""
    compiled("Ice-Fang Coatl")
    game = Game(two(alice={"battlefield": ["Ice-Fang Coatl"] + ["Snow-Covered Forest"] * snow}))

    assert ("Deathtouch" in game.keywords("Ice-Fang Coatl")) is deathtouch


@pytest.mark.parametrize(("life", "tapped"), [(20, True), (13, False)])
def test_abandoned_campground_enters_untapped_when_a_player_is_low(life: int,
                                                                   tapped: bool) -> None:
    """"This land enters tapped unless a player has 13 or less life." — any player: Bob."""
    compiled("Abandoned Campground")
    game = Game(board(player("Alice", hand=["Abandoned Campground"], library=library(3)),
                      player("Bob", life=life, library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Abandoned Campground"})

    assert game.find_permanent("Abandoned Campground").tapped is tapped


def test_oblivion_strike_is_colorless() -> None:
    """Devoid (702.114a): the card has no color, though its mana cost is black."""
    compiled("Oblivion Strike")
    assert POOL.get("Oblivion Strike").colors == ()
    game = Game(two(alice={"hand": ["Oblivion Strike"], "mana_pool": "BCCC"},
                    bob={"battlefield": ["Grizzly Bears"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Oblivion Strike",
                "targets": ["Grizzly Bears"]})
    pass_all(game)

    assert [c.name for c in game.state.player("Bob").exile] == ["Grizzly Bears"]


def test_up_to_two_targets_each_get_and_gain() -> None:
    """"Up to two target creatures each get +1/+0 and gain first strike until end of turn." """
    cards = build_pool()
    result = cards.compile({"name": "Test Reason", "mana_cost": "{2}{R}", "cmc": 3,
                            "type_line": "Instant", "colors": ["R"], "keywords": [],
                            "oracle_text": "Up to two target creatures each get +1/+0 and gain "
                                           "first strike until end of turn."})
    assert result.card is not None, result.why
    game = Game(two(alice={"hand": ["Test Reason"], "mana_pool": "RCC",
                           "battlefield": ["Grizzly Bears", "Llanowar Elves"]}), cards=cards)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Reason",
                "targets": ["Grizzly Bears", "Llanowar Elves"]})
    pass_all(game)

    assert (game.power("Grizzly Bears"), game.power("Llanowar Elves")) == (3, 2)
    assert "First strike" in game.keywords("Llanowar Elves")
