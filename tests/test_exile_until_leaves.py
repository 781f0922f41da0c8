"""Exiled until a permanent leaves the battlefield (610.3), read from Banisher Priest's own text:
"When this creature enters, exile target creature an opponent controls until this creature
leaves the battlefield."

- When the Priest leaves, the card returns to the battlefield under its owner's control (610.3c)
  as a new object (400.7): summoning sick, without the counters it had.
- If the Priest is gone before its ability resolves, the creature isn't exiled at all (610.3b).
- Two Priests destroyed by one Day of Judgment: both cards return, at the same time (610.3d).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player, tap

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def priest_game(*, bob_hand: list[str], bob_mana: str = "",
                alice_hand: tuple[str, ...] = ("Banisher Priest",)) -> Game:
    """Alice holds Banisher Priest(s) with the mana to cast her hand; Bob has a Grizzly Bears
    (with a +1/+1 counter) and a Llanowar Elves, and maybe an answer in hand."""
    return Game(board(
        player("Alice", hand=list(alice_hand), mana_pool="W" * 4 * len(alice_hand),
               library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                    "counters": {"+1/+1": 1}},
                                   {"card": "Llanowar Elves", "id": "elves"}],
               hand=bob_hand, mana_pool=bob_mana, library=library(3)),
        active="Alice"))


def cast_priest(game: Game, target: str) -> None:
    """Alice casts a Banisher Priest; it resolves; its trigger targets ``target`` (asked only
    if there is more than one creature to choose from)."""
    game.apply({"do": "cast", "player": "Alice", "card": "Banisher Priest"})
    pass_all(game)  # the Priest resolves: its trigger asks for a target
    assert game.pending is not None
    if game.pending.kind != "priority":
        game.apply({"do": "choose", "player": "Alice", "targets": [target]})
    (put,) = events(game, "ability_put_on_stack", source="Banisher Priest")[-1:]
    assert put.target == target


def test_banisher_priest_compiles_from_its_text() -> None:
    explained = POOL.explain("Banisher Priest")
    assert POOL.get("Banisher Priest").compiled, explained
    assert "explorer.rules.until" in explained


def test_the_creature_comes_back_when_the_priest_leaves() -> None:
    game = priest_game(bob_hand=["Murder"], bob_mana="BBB")
    cast_priest(game, "bears")
    pass_all(game)  # the trigger resolves: the Bears are exiled
    bob = game.state.player("Bob")
    assert names(bob.exile) == ["Grizzly Bears"]
    exiled = events(game, "zone_changed", target="bears", to_zone="exile")
    assert [e.rule for e in exiled] == ["610.3"]

    priest = next(o.handle for o in game.state.permanents("Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [priest]})
    pass_all(game)  # Murder resolves: the Priest dies, the Bears return at once

    assert names(bob.exile) == []
    back = game.state.find_handle("bears")
    assert back is not None and back.controller == "Bob"  # its owner's control (610.3c)
    assert back.sick and back.counters.get("+1/+1", 0) == 0  # a new object (400.7)
    returned = events(game, "zone_changed", target="bears", to_zone="battlefield")
    assert [(e.from_zone, e.rule) for e in returned] == [("exile", "610.3c")]
    # Nothing went on the stack for it, and nobody got priority first: the return is a
    # one-shot effect just after the Priest left, no triggered ability (610.3).
    (died,) = events(game, "zone_changed", source="Banisher Priest", to_zone="graveyard")
    between = game.log[died.seq:returned[0].seq - 1]
    assert [e.event for e in between
            if e.event in ("ability_put_on_stack", "priority_passed")] == []


def test_if_the_priest_is_gone_before_its_ability_resolves_nothing_is_exiled() -> None:
    """610.3b: the Priest left after its ability triggered and before it resolved."""
    game = priest_game(bob_hand=["Lightning Bolt"], bob_mana="R")
    cast_priest(game, "bears")
    priest = next(o.handle for o in game.state.permanents("Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [priest]})
    pass_all(game)  # the Bolt resolves: the Priest dies
    pass_all(game)  # the trigger resolves

    assert game.state.find_handle("bears") is not None  # never moved
    assert names(game.state.player("Bob").exile) == []
    (skipped,) = events(game, "effect_skipped", rule="610.3b")
    assert (skipped.target, skipped.source, skipped.by) == ("bears", "Banisher Priest", None)


def test_two_priests_destroyed_together_return_both_cards_at_once() -> None:
    """610.3d's example: two Banisher Priests have each exiled a card; Day of Judgment destroys
    all creatures; both exiled cards return to the battlefield at the same time."""
    game = priest_game(bob_hand=[], alice_hand=("Banisher Priest", "Banisher Priest",
                                                "Day of Judgment"))
    cast_priest(game, "bears")
    pass_all(game)
    cast_priest(game, "elves")
    pass_all(game)
    assert names(game.state.player("Bob").exile) == ["Grizzly Bears", "Llanowar Elves"]

    alice = game.state.player("Alice")
    game.apply({"do": "cast", "player": "Alice", "card": "Day of Judgment"})
    pass_all(game)

    assert sorted(names(game.state.permanents("Bob"))) == ["Grizzly Bears", "Llanowar Elves"]
    assert names(alice.graveyard) == ["Banisher Priest", "Banisher Priest", "Day of Judgment"]
    returned = events(game, "zone_changed", to_zone="battlefield", rule="610.3c")
    assert {e.target for e in returned} == {"bears", "elves"}


def test_ixalans_binding_stops_its_controllers_opponents_casting_the_exiled_cards_name() -> None:
    """"Your opponents can't cast spells with the same name as the exiled card." (607.2a: the
    card its other ability exiled until it leaves): Bob can't cast his second Grizzly Bears
    while his first is exiled — refused, and nothing changes; once Disenchant destroys the
    Binding, the Bears return (610.3c) and he can. Alice may cast one all along."""
    game = Game(board(
        player("Alice", hand=["Ixalan's Binding", "Grizzly Bears"], mana_pool="WWWWGG",
               library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   *({"card": land, "id": land[0].lower() + str(k)}
                                     for land in ("Plains", "Forest") for k in (1, 2))],
               hand=["Grizzly Bears", "Disenchant"], library=library(5)),
        active="Alice"))
    assert POOL.get("Ixalan's Binding").compiled
    game.apply({"do": "cast", "player": "Alice", "card": "Ixalan's Binding"})
    pass_all(game)
    pass_all(game)  # its enter ability exiles the Bears (the only target)
    assert names(game.state.player("Bob").exile) == ["Grizzly Bears"]
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})  # not an opponent
    pass_all(game)

    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    before = game.to_board()
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Bob", "card": "Grizzly Bears"})
    assert refused.value.rule == "101.2" and "Ixalan's Binding" in str(refused.value)
    assert game.to_board() == before
    binding = next(o.handle for o in game.state.permanents("Alice")
                   if o.name == "Ixalan's Binding")
    for land in ("p1", "p2"):
        tap(game, "Bob", land)
    game.apply({"do": "cast", "player": "Bob", "card": "Disenchant", "targets": [binding]})
    pass_all(game)
    assert game.state.find_handle("bears") is not None  # back (610.3c)
    for land in ("f1", "f2"):
        tap(game, "Bob", land)
    game.apply({"do": "cast", "player": "Bob", "card": "Grizzly Bears"})
    assert game.state.stack[-1].source_name == "Grizzly Bears"


def test_circle_of_confinement_rewards_a_vampire_of_the_exiled_cards_name() -> None:
    """"Whenever an opponent casts a Vampire spell with the same name as a card exiled with
    this enchantment, you gain 2 life." (607.2a): Bob's second Vampire Lacerator triggers it;
    his Child of Night, another name, doesn't."""
    game = Game(board(
        player("Alice", hand=["Circle of Confinement"], mana_pool="WW", library=library(5)),
        player("Bob", battlefield=[{"card": "Vampire Lacerator", "id": "lacerator"},
                                   *({"card": "Swamp", "id": f"s{k}"} for k in range(3))],
               hand=["Vampire Lacerator", "Child of Night"], library=library(5)),
        active="Alice"))
    assert POOL.get("Circle of Confinement").compiled
    game.apply({"do": "cast", "player": "Alice", "card": "Circle of Confinement"})
    pass_all(game)
    pass_all(game)  # the Lacerator is exiled until the Circle leaves
    assert names(game.state.player("Bob").exile) == ["Vampire Lacerator"]
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    tap(game, "Bob", "s0")
    game.apply({"do": "cast", "player": "Bob", "card": "Vampire Lacerator"})
    gain = "Whenever an opponent casts a Vampire spell with the same name as a card exiled " \
           "with this enchantment, you gain 2 life."
    assert one(game, "ability_triggered", ability=gain).turn == 2
    pass_all(game)  # the Circle's ability resolves first
    assert life(game, "Alice") == 22
    pass_all(game)  # the Lacerator resolves
    tap(game, "Bob", "s1")
    tap(game, "Bob", "s2")
    game.apply({"do": "cast", "player": "Bob", "card": "Child of Night"})
    assert len(events(game, "ability_triggered", ability=gain)) == 1
