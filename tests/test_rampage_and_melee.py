"""Rampage (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
for each creature blocking it beyond the first." — counted once, as it resolves (702.23b).
Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." Wolverine Pack (2/4, rampage 2) and Wings
of the Guard (1/1, flying, melee)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game
from explorer.rules.layers import power, toughness

PACK = "Wolverine Pack"
WINGS = "Wings of the Guard"


@pytest.mark.parametrize("name", [PACK, WINGS])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def blocked_by(n: int) -> Game:
    """Alice's Wolverine Pack attacks Bob; ``n`` of his Grizzly Bears block it. She has a
    Mountain and a Lightning Bolt."""
    game = Game(board(player("Alice", battlefield=[PACK, "Mountain"], hand=["Lightning Bolt"],
                             library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"] * 3, library=library(5)),
                      step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {PACK: "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob",
                "blockers": {f"grizzly-bears-{k}": PACK for k in range(1, n + 1)}})
    return game


def pt(game: Game, name: str) -> tuple[int, int]:
    obj = game.find_permanent(name)
    return power(game, obj), toughness(game, obj)


@pytest.mark.parametrize(("blockers", "expected"), [(1, (2, 4)), (2, (4, 6)), (3, (6, 8))])
def test_rampage_2_gives_2_2_for_each_blocker_beyond_the_first(
        blockers: int, expected: tuple[int, int]) -> None:
    game = blocked_by(blockers)
    assert [e.source for e in events(game, "ability_triggered")] == [PACK]
    pass_all(game)  # the rampage trigger resolves
    assert pt(game, PACK) == expected


def test_the_bonus_is_counted_once_as_it_resolves() -> None:
    """702.23b: three blockers, +4/+4; a blocker then dies to Lightning Bolt and the Pack keeps
    its bonus."""
    game = blocked_by(3)
    pass_all(game)
    assert pt(game, PACK) == (6, 8)
    game.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["grizzly-bears-1"]})
    pass_all(game)

    assert len(game.state.combat.blocking(game.find_permanent(PACK).oid)) == 2
    assert pt(game, PACK) == (6, 8)


def test_unblocked_rampage_doesnt_trigger() -> None:
    game = Game(board(player("Alice", battlefield=[PACK], library=library(5)),
                      player("Bob", library=library(5)), step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {PACK: "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    assert events(game, "ability_triggered") == []
    assert game.state.player("Bob").life == 18


def test_melee_against_one_opponent_gives_1_1() -> None:
    game = Game(board(player("Alice", battlefield=[WINGS], library=library(5)),
                      player("Bob", library=library(5)), step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {WINGS: "Bob"}})
    pass_all(game)  # the melee trigger resolves

    assert pt(game, WINGS) == (2, 2)


def test_melee_counts_each_opponent_attacked_by_any_creature() -> None:
    """Three players: the Wings attack Bob, Grizzly Bears attack Carol — two opponents
    attacked with a creature this combat, +2/+2; the Bears have no melee."""
    game = Game(board(player("Alice", battlefield=[WINGS, "Grizzly Bears"], library=library(5)),
                      player("Bob", library=library(5)), player("Carol", library=library(5)),
                      step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {WINGS: "Bob", "Grizzly Bears": "Carol"}})
    for _ in range(3):
        game.apply({"do": "pass"})

    assert pt(game, WINGS) == (3, 3)
    assert pt(game, "Grizzly Bears") == (2, 2)
