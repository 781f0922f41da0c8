"""Creating tokens (111.1): many tokens cost linear work, and give exactly the events they did
when every permanent was looked at for every event."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, creature_facts, library, player, pool_with

from explorer.abilities import TriggeredAbility, When
from explorer.cards.model import CardPool
from explorer.cards.vocabulary import gain_life, when_enters
from explorer.events import Event, EventKind
from explorer.game import Game
from explorer.rules import triggers

TOKEN_WATCH = "Whenever a token enters, you gain 1 life."


def _token_entered(game: Game, event: Event, obj: Any) -> bool:
    return event.source == "Thopter Token" and getattr(event, "to_zone", None) == "battlefield"


def watcher_pool() -> CardPool:
    return pool_with(triggered={
        "Test Token Watcher": (creature_facts(1, 1), [TriggeredAbility(
            TOKEN_WATCH, When(EventKind.ZONE_CHANGED, _token_entered), gain_life(1))]),
        "Test Greeter": (creature_facts(1, 1), [when_enters("When this creature enters, you "
                                                            "gain 2 life.", gain_life(2))]),
    })


def hangarback_game(counters: int) -> Game:
    """Alice's Hangarback Walker with ``counters`` +1/+1 counters, a Doubling Season and a
    permanent that triggers whenever a token enters; Bob has a creature that triggers when it
    enters (so permanents come and go around the tokens)."""
    return Game(board(
        player("Alice", library=library(5), battlefield=[
            {"card": "Hangarback Walker", "id": "walker", "counters": {"+1/+1": counters}},
            "Doubling Season", "Test Token Watcher"]),
        player("Bob", library=library(5), hand=["Test Greeter"], battlefield=["Forest"]),
    ), cards=watcher_pool())


def play_out(game: Game) -> None:
    """The walker dies, its trigger creates the tokens; then the game goes on for two turns,
    with a creature entering, tokens attacking and dying, triggers from all of it."""
    game.apply({"do": "deal_damage", "source": "test", "target": "walker", "amount": 99})
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main", "auto": True})
    game.apply({"do": "cast", "player": "Bob", "card": "Test Greeter", "pay": ["Forest"]})
    game.apply({"do": "pass_until", "turn": 3, "step": "beginning_of_combat", "auto": True})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"thopter-token-1": "Bob", "thopter-token-2": "Bob"}})
    game.apply({"do": "deal_damage", "source": "test", "target": "thopter-token-3", "amount": 1})
    game.apply({"do": "pass_until", "turn": 4, "step": "upkeep", "auto": True})


def scanning_every_permanent(game: Game) -> dict[EventKind, list[tuple[Any, Any]]]:
    """How triggers.check found the abilities that can trigger before: every permanent's, each
    time (here as the index it keeps, built afresh for every event)."""
    index: dict[EventKind, list[tuple[Any, Any]]] = {}
    for obj in game.state.battlefield:
        for ability in obj.card.triggered:
            if not ability.looks_back and ability.trigger is not None:
                for kind in ability.trigger.kinds:
                    index.setdefault(kind, []).append((obj, ability))
    return index


class TestManyTokens:
    def test_tokens_give_the_same_events_as_when_every_permanent_was_scanned(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        """The faster trigger check changes nothing a user sees: the same events, fields and
        order, through tokens entering, a creature entering, combat and tokens dying."""
        fast = hangarback_game(3)
        play_out(fast)
        monkeypatch.setattr(triggers, "_index", scanning_every_permanent)
        slow = hangarback_game(3)
        play_out(slow)

        assert fast.log == slow.log
        assert sum(e.event == "token_created" for e in fast.log) == 6  # doubled (614.1a)
        assert sum(e.event == "ability_triggered" and getattr(e, "ability", None) == TOKEN_WATCH
                   for e in fast.log) == 6

    def test_creating_tokens_gives_these_events_in_this_order(self) -> None:
        """Each token: token_created, then its zone change onto the battlefield (111.1), then
        what it triggers; handles thopter-token-1, thopter-token-2, ... in creation order."""
        game = hangarback_game(2)
        game.apply({"do": "deal_damage", "source": "test", "target": "walker", "amount": 99})
        start = len(game.log)
        game.apply({"do": "pass"})
        game.apply({"do": "pass"})

        rows = [(e.event, e.source, e.target, e.rule) for e in game.log[start:]
                if e.event in ("token_created", "zone_changed", "ability_triggered",
                               "replacement_applied")]
        expected: list[tuple[Any, ...]] = [
            ("replacement_applied", "Doubling Season", "Alice", "614.1a")]
        for k in range(1, 5):
            expected += [("token_created", "Thopter Token", f"thopter-token-{k}", "111.1"),
                         ("zone_changed", "Thopter Token", f"thopter-token-{k}", "111.1"),
                         ("ability_triggered", "Test Token Watcher", None, "603.2")]
        assert rows == expected

    def test_a_thousand_tokens_are_created_and_each_one_noticed(self) -> None:
        game = hangarback_game(500)
        game.apply({"do": "deal_damage", "source": "test", "target": "walker", "amount": 999})
        game.apply({"do": "pass"})
        game.apply({"do": "pass"})

        thopters = [o for o in game.state.battlefield if o.name == "Thopter Token"]
        assert len(thopters) == 1000
        assert thopters[-1].handle == "thopter-token-1000"
        assert sum(e.event == "ability_triggered" and e.ability == TOKEN_WATCH
                   for e in game.log) == 1000
