"""Saddle N (702.171a): "Tap any number of other untapped creatures you control with total power
N or greater: This Mount becomes saddled until end of turn. Activate only as a sorcery." Saddled
is a designation abilities look for (702.171b) — "Whenever this creature attacks while saddled"
— that lasts until the cleanup step (514.2) or until the Mount leaves the battlefield; each
creature tapped for the cost saddles it (702.171c). Real cards: Bridled Bighorn, Brightfield
Mustang, Brightfield Glider, Bulwark Ox, Gloryheath Lynx."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import (
    board,
    counters,
    events,
    library,
    life,
    names,
    one,
    pass_all,
    player,
    snapshot,
    triggered,
)

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
MOUNTS = ["Bridled Bighorn", "Brightfield Mustang", "Brightfield Glider", "Bulwark Ox",
          "Gloryheath Lynx"]


@pytest.mark.parametrize("name", MOUNTS)
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def stable(mount: str = "Bridled Bighorn", **alice: Any) -> Game:
    """Alice's Mount and two 1/1 creatures (Eager Cadet, Fugitive Wizard), in her first main
    phase; Bob has no creatures."""
    return Game(board(player("Alice", battlefield=[{"card": mount, "id": "mount"},
                                                   {"card": "Eager Cadet", "id": "s1"},
                                                   {"card": "Fugitive Wizard", "id": "s2"}],
                             library=library(5), **alice),
                      player("Bob", library=library(5))))


def saddle(game: Game, *riders: str, ability: int = 0) -> None:
    """Alice activates the Mount's saddle ability (its ``ability``-th activated one)."""
    game.apply({"do": "activate", "player": "Alice", "permanent": "mount", "ability": ability,
                "tap": list(riders)})


def refused(game: Game, action: dict[str, Any]) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(action)
    assert snapshot(game) == before
    return caught.value


def attack(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"mount": "Bob"}})


def test_two_creatures_with_total_power_2_saddle_the_bighorn() -> None:
    """The riders are tapped as the cost is paid (702.171c); the Mount becomes saddled as the
    ability resolves (702.171b). Attacking saddled, the Bighorn makes a Sheep."""
    game = stable()
    saddle(game, "s1", "s2")
    assert [(e.target, e.rule) for e in events(game, "tapped")] == [("s1", "702.171c"),
                                                                      ("s2", "702.171c")]
    assert not game.permanent("mount").saddled  # not until the ability resolves
    pass_all(game)
    assert one(game, "became_saddled").target == "mount"
    assert game.permanent("mount").saddled
    attack(game)
    assert len(triggered(game, "Bridled Bighorn")) == 1
    pass_all(game)
    assert [o.name for o in game.state.permanents("Alice")].count("Sheep Token") == 1


def test_unsaddled_its_attack_triggers_nothing() -> None:
    game = stable()
    attack(game)
    assert triggered(game, "Bridled Bighorn") == []


def test_saddled_lasts_until_end_of_turn() -> None:
    """514.2: at the cleanup step it is no longer saddled; next turn its attack triggers
    nothing."""
    game = stable()
    saddle(game, "s1", "s2")
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert not game.permanent("mount").saddled
    game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"mount": "Bob"}})
    assert triggered(game, "Bridled Bighorn") == []


def test_too_little_power_is_refused() -> None:
    no = refused(stable(), {"do": "activate", "player": "Alice", "permanent": "mount",
                            "tap": ["s1"]})
    assert no.rule == "702.171a" and "total power 1" in str(no)


def test_the_mount_cant_saddle_itself() -> None:
    """"Other" creatures: the Bighorn's own power 3 doesn't count, it can't be tapped for it."""
    no = refused(stable(), {"do": "activate", "player": "Alice", "permanent": "mount",
                            "tap": ["mount"]})
    assert "mount" in str(no)


def test_saddle_only_as_a_sorcery() -> None:
    """Not in combat (602.5d: only in a main phase of your turn with an empty stack)."""
    game = stable()
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    no = refused(game, {"do": "activate", "player": "Alice", "permanent": "mount",
                        "tap": ["s1", "s2"]})
    assert no.rule == "602.5d"


def test_creatures_that_just_arrived_may_saddle() -> None:
    """Tapping creatures for a saddle cost isn't their {T} ability (302.6): summoning-sick
    creatures may saddle."""
    game = Game(board(player("Alice", battlefield=[{"card": "Bridled Bighorn", "id": "mount"},
                                                   {"card": "Grizzly Bears", "id": "bears",
                                                    "sick": True}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    saddle(game, "bears")
    pass_all(game)
    assert game.permanent("mount").saddled and game.permanent("bears").tapped


def test_brightfield_mustang_untaps_and_grows_as_it_attacks_saddled() -> None:
    game = stable("Brightfield Mustang")
    saddle(game, "s1")
    pass_all(game)
    attack(game)
    assert game.permanent("mount").tapped  # no vigilance: attacking tapped it
    pass_all(game)
    assert not game.permanent("mount").tapped and counters(game, "Brightfield Mustang") == 1
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert life(game, "Bob") == 16


def test_bulwark_ox_counter_then_its_sacrifice_protects_the_countered() -> None:
    """Saddled, the Ox puts a +1/+1 counter on target creature as it attacks; sacrificing it
    gives creatures Alice controls with counters on them hexproof and indestructible."""
    game = stable("Bulwark Ox")
    saddle(game, "s1", ability=1)  # after its sacrifice ability
    pass_all(game)
    attack(game)
    assert game.pending is not None and game.pending.kind == "targets"
    game.apply({"do": "choose", "player": "Alice", "targets": ["s2"]})
    pass_all(game)
    assert game.permanent("s2").counters == {"+1/+1": 1}
    game.apply({"do": "activate", "player": "Alice", "permanent": "mount", "ability": 0})
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Bulwark Ox"]
    assert {"Hexproof", "Indestructible"} <= set(game.keywords("s2"))
    assert "Hexproof" not in game.keywords("s1")


def test_stubborn_burrowfiend_triggers_the_first_time_it_becomes_saddled_each_turn() -> None:
    """Saddled twice in one turn, it triggers once: it mills two creature cards and gets +2/+2
    (X counted as it resolves). Saddling it again changes nothing (it was already saddled)."""
    assert POOL.get("Stubborn Burrowfiend").compiled, POOL.explain("Stubborn Burrowfiend")
    game = Game(board(player("Alice", library=library(5, "Grizzly Bears"),
                             battlefield=[{"card": "Stubborn Burrowfiend", "id": "mount"},
                                          {"card": "Eager Cadet", "id": "r1"},
                                          {"card": "Fugitive Wizard", "id": "r2"},
                                          {"card": "Llanowar Elves", "id": "r3"},
                                          {"card": "Arbor Elf", "id": "r4"}]),
                      player("Bob", library=library(5))))
    saddle(game, "r1", "r2")
    pass_all(game)  # the saddle ability resolves: it becomes saddled, and triggers
    assert len(triggered(game, "Stubborn Burrowfiend")) == 1
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears", "Grizzly Bears"]
    assert (game.power("mount"), game.toughness("mount")) == (4, 4)
    saddle(game, "r3", "r4")
    pass_all(game)
    assert len(events(game, "became_saddled")) == 2
    assert len(triggered(game, "Stubborn Burrowfiend")) == 1  # no second trigger
    assert game.permanent("mount").saddled == 2


def test_bounding_felidar_counts_the_creatures_it_put_counters_on() -> None:
    """"… put a +1/+1 counter on each other creature you control. You gain 1 life for each of
    those creatures." — the two riders: two counters, 2 life (608.2c: "those creatures" are
    the ones the instruction before named)."""
    assert POOL.get("Bounding Felidar").compiled, POOL.explain("Bounding Felidar")
    game = stable("Bounding Felidar")
    saddle(game, "s1", "s2")
    pass_all(game)
    attack(game)
    pass_all(game)
    assert [game.permanent(r).counters for r in ("s1", "s2")] == [{"+1/+1": 1}] * 2
    assert game.permanent("mount").counters == {}
    assert life(game, "Alice") == 22
