"""Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on it.
If you don't, it gains haste." — chosen as it enters (614.12a). Zhur-Taa Goblin: "Riot"."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player, snapshot, to_attackers
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules import summoning_sickness

GOBLIN = "Zhur-Taa Goblin"


def goblin_enters(choice: str) -> Game:
    g = Game(board(player("Alice", hand=[GOBLIN], mana_pool="RG", library=library(6)),
                   player("Bob", library=library(6))))
    g.apply({"do": "cast", "player": "Alice", "card": GOBLIN})
    pass_all(g)
    assert g.pending is not None and g.pending.rule == "702.136a"
    g.apply({"do": "choose", "player": "Alice", "option": choice})
    return g


def test_with_haste_it_attacks_the_turn_it_enters() -> None:
    assert default_pool().get(GOBLIN).compiled
    g = goblin_enters("haste")
    goblin = g.find_permanent(GOBLIN)
    assert goblin.counters == {} and goblin.choices["riot"] == "haste"

    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {goblin.handle: "Bob"}})

    assert len(events(g, "attack_declared")) == 1


def test_with_the_counter_it_is_a_3_3_without_haste() -> None:
    g = goblin_enters("counter")
    goblin = g.find_permanent(GOBLIN)
    assert goblin.counters == {"+1/+1": 1}
    assert [e.rule for e in events(g, "counters_added", target=goblin.handle)] == ["702.136a"]
    assert summoning_sickness.held_back(g, goblin)  # no haste: it can't attack yet (302.6)

    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})

    # no creature could attack: the declaration is skipped and Alice just has priority
    assert g.pending is not None and g.pending.kind == "priority"
    assert events(g, "attack_declared") == []


def test_the_choice_is_saved_with_the_game() -> None:
    g = goblin_enters("haste")
    saved, loaded = saved_and_loaded(g)
    entry = next(e for e in saved["players"][0]["battlefield"] if isinstance(e, dict))
    assert entry["choices"] == {"riot": "haste"}
    assert loaded.find_permanent(GOBLIN).choices["riot"] == "haste"


def test_riot_isnt_chosen_as_the_spell_is_cast() -> None:
    g = Game(board(player("Alice", hand=[GOBLIN], mana_pool="RG", library=library(6)),
                   player("Bob", library=library(6))))
    before = snapshot(g)
    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Alice", "card": GOBLIN, "choices": {"riot": "haste"}})
    assert refused.value.rule == "601.2b" and snapshot(g) == before
