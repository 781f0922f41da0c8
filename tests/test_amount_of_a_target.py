"""An amount read off a target: "you may gain life equal to the power of target creature you
control" (Wall of Reverence). The target is chosen as the ability is put on the stack (603.3d)
and its power is read as the ability resolves (608.2h); if it is gone by then, the ability does
nothing (608.2b)."""

from __future__ import annotations

from helpers import board, events, library, life, pass_all, player, tap

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def wall_game(creature: str = "Craw Wurm") -> Game:
    """Alice's end step begins: the Wall's ability triggers and asks for its target."""
    game = Game(board(
        player("Alice", battlefield=["Wall of Reverence", {"card": creature, "id": "wurm"}],
               library=library(3)),
        player("Bob", hand=["Lightning Bolt"], battlefield=[{"card": "Mountain", "id": "mtn"}],
               library=library(3)),
        active="Alice", step="postcombat_main"))
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "targets": ["wurm"]})
    return game


def test_wall_of_reverence_gains_life_equal_to_the_target_s_power() -> None:
    """Craw Wurm is a 6/4: Alice gains 6 life (119.3)."""
    assert POOL.get("Wall of Reverence").compiled, POOL.explain("Wall of Reverence")
    game = wall_game()
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    (gained,) = events(game, "life_changed", player="Alice")
    assert (gained.amount, gained.rule) == (6, "119.3")
    assert life(game, "Alice") == 26


def test_wall_of_reverence_reads_the_power_as_it_resolves() -> None:
    """Bob bolts the Wurm in response: it survives with 3 damage, its power still 6 — damage
    doesn't change power (120.3)."""
    game = wall_game()
    game.apply({"do": "pass", "player": "Alice"})
    tap(game, "Bob", "mtn")
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["wurm"]})
    pass_all(game)  # the Bolt resolves
    pass_all(game)  # the Wall's ability resolves
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert life(game, "Alice") == 26


def test_wall_of_reverence_with_its_target_gone_does_nothing() -> None:
    """Bob bolts the target, Grizzly Bears, in response: it dies, the ability's only target is
    illegal, so it doesn't resolve (608.2b) — no choice, no life."""
    game = wall_game("Grizzly Bears")
    game.apply({"do": "pass", "player": "Alice"})
    tap(game, "Bob", "mtn")
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["wurm"]})
    pass_all(game)  # the Bolt resolves; the Bears die (704.5g)
    pass_all(game)  # the Wall's ability: its target is gone
    (removed,) = events(game, "ability_removed")
    assert (removed.source, removed.rule) == ("Wall of Reverence", "608.2b")
    assert events(game, "life_changed") == []
    assert life(game, "Alice") == 20
