"""Crimes (700.13): a player commits a crime as they cast a spell, activate an ability, or put a
triggered ability on the stack that targets an opponent, anything an opponent controls, or a
card in an opponent's graveyard — one crime per spell or ability, whether or not it resolves.
Real cards: Hardbristle Bandit ("Whenever you commit a crime, untap this creature. This ability
triggers only once each turn."), Seize the Secrets ("This spell costs {1} less to cast if
you've committed a crime this turn."); the crimes: Lightning Bolt, Cremate, Yavimaya Hollow's
activated ability, Court of Ire's triggered ability."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import (
    board,
    library,
    life,
    names,
    pass_all,
    player,
    pool_reading,
    snapshot,
    tap,
    triggered,
)

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.oracle import compile_card

POOL = default_pool()


@pytest.mark.parametrize("name", ["Hardbristle Bandit", "Seize the Secrets"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def bandit(hand: list[str], **bob: Any) -> Game:
    """Alice has Hardbristle Bandit and Grizzly Bears; Bob a Grizzly Bears of his own."""
    bob = {"battlefield": [{"card": "Grizzly Bears", "id": "his"}], **bob}
    return Game(board(player("Alice", hand=hand, library=library(5),
                             battlefield=[{"card": "Hardbristle Bandit", "id": "bandit"},
                                          {"card": "Grizzly Bears", "id": "mine"}]),
                      player("Bob", library=library(5), **bob)))


def bolt(game: Game, target: str) -> None:
    """Alice taps the Bandit for {R} and casts Lightning Bolt at ``target``."""
    tap(game, "Alice", "bandit", "R")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": [target]})


@pytest.mark.parametrize("target", ["Bob", "his"])
def test_a_bolt_at_an_opponent_or_his_creature_is_a_crime(target: str) -> None:
    """The Bandit tapped for the mana untaps: its ability triggers as the Bolt is cast, and
    resolves before it."""
    game = bandit(["Lightning Bolt"])
    bolt(game, target)
    assert len(triggered(game, "Hardbristle Bandit")) == 1
    pass_all(game)  # the Bandit's ability resolves
    assert not game.permanent("bandit").tapped


def test_a_bolt_at_your_own_creature_is_no_crime() -> None:
    game = bandit(["Lightning Bolt"])
    bolt(game, "mine")
    assert triggered(game, "Hardbristle Bandit") == []


def test_it_triggers_only_once_each_turn() -> None:
    """603.2h: the second crime this turn doesn't trigger it again — the Bandit stays tapped
    after its second mana."""
    game = bandit(["Lightning Bolt", "Lightning Bolt"])
    bolt(game, "Bob")
    pass_all(game)  # the Bandit untaps
    pass_all(game)  # the Bolt resolves
    bolt(game, "Bob")
    assert len(triggered(game, "Hardbristle Bandit")) == 1
    assert game.permanent("bandit").tapped


@pytest.mark.parametrize(("whose", "crime"), [("Bob", True), ("Alice", False)])
def test_targeting_a_card_in_an_opponents_graveyard_is_a_crime(whose: str, crime: bool) -> None:
    """Cremate exiles target card from a graveyard: Bob's card, a crime; her own, none."""
    game = Game(board(player("Alice", hand=["Cremate"], library=library(5),
                             graveyard=[{"card": "Grizzly Bears", "id": "her-card"}]
                             if whose == "Alice" else [],
                             battlefield=[{"card": "Hardbristle Bandit", "id": "bandit"}]),
                      player("Bob", library=library(5),
                             graveyard=[{"card": "Grizzly Bears", "id": "his-card"}]
                             if whose == "Bob" else [])))
    tap(game, "Alice", "bandit", "B")
    game.apply({"do": "cast", "player": "Alice", "card": "Cremate",
                "targets": ["his-card" if whose == "Bob" else "her-card"]})
    assert len(triggered(game, "Hardbristle Bandit")) == (1 if crime else 0)


def test_activating_an_ability_at_an_opponents_creature_is_a_crime() -> None:
    """Yavimaya Hollow regenerating Bob's Bears: an activated ability that targets a permanent
    an opponent controls — a crime, however kind."""
    game = Game(board(player("Alice", library=library(5), mana_pool="G",
                             battlefield=[{"card": "Hardbristle Bandit", "id": "bandit",
                                           "tapped": True}, "Yavimaya Hollow"]),
                      player("Bob", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "id": "his"}])))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Yavimaya Hollow",
                "ability": 1, "targets": ["his"]})
    assert len(triggered(game, "Hardbristle Bandit")) == 1


# -- "if you've committed a crime this turn" ------------------------------------------------------
def seize(crime: bool) -> Game:
    """Alice has {U}{C} left after a Bolt at Bob (a crime) or at her own Bears (none)."""
    game = Game(board(player("Alice", hand=["Lightning Bolt", "Seize the Secrets"],
                             mana_pool="RUC", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "id": "mine"}]),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["Bob" if crime else "mine"]})
    pass_all(game)
    return game


def test_after_a_crime_seize_the_secrets_costs_one_less() -> None:
    game = seize(crime=True)
    game.apply({"do": "cast", "player": "Alice", "card": "Seize the Secrets"})
    pass_all(game)
    assert len(game.state.player("Alice").hand) == 2
    assert game.state.player("Alice").mana_pool == ()


def test_without_a_crime_it_costs_its_full_three() -> None:
    game = seize(crime=False)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Seize the Secrets"})
    assert refused.value.rule == "601.2h"
    assert snapshot(game) == before


def test_a_triggered_ability_at_an_opponent_is_a_crime_and_crimes_end_with_the_turn() -> None:
    """Court of Ire's upkeep ability, aimed at Bob as it is put on the stack, is Alice's crime
    this turn: Seize the Secrets costs {1}{U} in her main phase. The turn after, the count of
    crimes starts again."""
    game = Game(board(player("Alice", hand=["Seize the Secrets"], library=library(5),
                             battlefield=["Court of Ire", "Island", "Wastes"]),
                      player("Bob", library=library(5)), step="untap"))
    assert game.pending is not None and game.pending.kind == "targets"  # in her upkeep
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    assert game.state.this_turn.get("crimes:Alice") == 1
    tap(game, "Alice", "Island")
    tap(game, "Alice", "Wastes")
    game.apply({"do": "cast", "player": "Alice", "card": "Seize the Secrets"})
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Seize the Secrets"]
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert "crimes:Alice" not in game.state.this_turn


def test_a_crime_trigger_that_works_from_the_graveyard_is_refused() -> None:
    """Forsaken Miner's ability works while the card is in its owner's graveyard (113.6); the
    explorer looks for triggered abilities on the battlefield only, so the card is refused at
    that sentence rather than played with an ability that could never return it."""
    read = compile_card({"name": "Forsaken Miner", "mana_cost": "{B}", "cmc": 1,
                         "type_line": "Creature — Skeleton Rogue",
                         "oracle_text": "This creature can't block.\nWhenever you commit a crime, "
                                        "you may pay {B}. If you do, return this card from "
                                        "your graveyard to the battlefield.",
                         "power": "2", "toughness": "2", "colors": ["B"], "keywords": []})
    assert read.card is None
    assert read.refused == ("If you do, return this card from your graveyard to the "
                            "battlefield.")


def test_an_opponents_crime_triggers_whenever_an_opponent_commits_a_crime() -> None:
    """"Whenever an opponent commits a crime": Bob's Lightning Bolt at Alice is his crime, so
    Alice's ability triggers; Bob's Bolt at his own Bears is none. (A test card: the shape.)"""
    pool = pool_reading({"name": "Test Sheriff", "type_line": "Creature — Human Soldier",
                         "oracle_text": "Whenever an opponent commits a crime, you gain 2 life.",
                         "mana_cost": "{W}", "cmc": 1, "power": "1", "toughness": "1"})
    for target, gained in (("Alice", 2), ("his", 0)):
        game = Game(board(player("Alice", battlefield=["Test Sheriff"], library=library(5)),
                          player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                                 battlefield=[{"card": "Grizzly Bears", "id": "his"}],
                                 library=library(5)), active="Bob"), cards=pool)
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": [target]})
        assert len(triggered(game, "Test Sheriff")) == (1 if gained else 0)
        pass_all(game)  # the Sheriff's ability, if any
        pass_all(game)  # the Bolt
        assert life(game, "Alice") == 20 - (3 if target == "Alice" else 0) + gained
