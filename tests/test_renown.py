""""Renown N" (702.112a) means "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." Renowned is a designation it
keeps until it leaves the battlefield (702.112b). Topan Freeblade: "Vigilance / Renown 1"."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, one, player, to_attackers, triggered
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

BLADE = "Topan Freeblade"


def blade_game(**blade: Any) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": BLADE, "id": "blade", **blade}],
                             library=library(6)),
                      player("Bob", library=library(6))))


def attack_unblocked(g: Game, turn: int) -> None:
    to_attackers(g, turn)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"blade": "Bob"}})
    g.apply({"do": "pass_until", "turn": turn, "step": "end_of_combat", "auto": True})


def test_its_first_combat_damage_to_a_player_makes_it_renowned() -> None:
    assert default_pool().get(BLADE).compiled
    g = blade_game()
    attack_unblocked(g, 1)

    assert g.state.player("Bob").life == 18
    blade = g.find_permanent("blade")
    assert blade.counters == {"+1/+1": 1} and blade.renowned
    assert one(g, "became_renowned").rule == "702.112b"
    assert [e.rule for e in events(g, "counters_added", target="blade")] == ["702.112a"]


def test_a_renowned_creature_doesnt_trigger_again() -> None:
    """603.4: the ability doesn't trigger while it is renowned."""
    g = blade_game(renowned=True, counters={"+1/+1": 1})
    attack_unblocked(g, 1)

    assert g.state.player("Bob").life == 17
    assert triggered(g, BLADE) == []
    assert g.find_permanent("blade").counters == {"+1/+1": 1}


def test_renowned_is_saved_with_the_game() -> None:
    g = blade_game()
    attack_unblocked(g, 1)
    saved, loaded = saved_and_loaded(g)
    entry = next(e for e in saved["players"][0]["battlefield"] if e.get("id") == "blade")
    assert entry["renowned"] is True and loaded.find_permanent("blade").renowned


def test_valeron_wardens_draws_when_it_becomes_renowned_itself() -> None:
    """Valeron Wardens: "Renown 2 / Whenever a creature you control becomes renowned, draw a
    card." — the Wardens are a creature Alice controls: their own renown draws a card."""
    assert default_pool().get("Valeron Wardens").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Valeron Wardens", "id": "blade"}],
                          library=library(6)),
                   player("Bob", library=library(6))))
    attack_unblocked(g, 1)  # the renown trigger, then the draw trigger, resolve in combat

    wardens = g.find_permanent("blade")
    assert wardens.renowned and wardens.counters == {"+1/+1": 2}
    assert g.state.player("Bob").life == 19
    drew = [e for e in triggered(g, "Valeron Wardens")
            if e.ability == "Whenever a creature you control becomes renowned, draw a card."]
    assert len(drew) == 1
    assert len(g.state.player("Alice").hand) == 1 and not g.state.stack
