""""Whenever a creature dealt damage by ~ this turn dies" (603.6c, 603.10a), from a real card:
Vampiric Dragon. The dying creature, as it last existed, remembers which objects dealt it damage
this turn."""

from __future__ import annotations

import json
from typing import Any

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
DRAGON = "Vampiric Dragon"


def dragon_game(**alice: Any) -> Game:
    return Game(board(player("Alice", battlefield=[DRAGON], library=library(5), **alice),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))


def ping(game: Game, target: str = "Grizzly Bears") -> None:
    """The Dragon's "{1}{R}: Vampiric Dragon deals 1 damage to target creature.", resolved."""
    game.apply({"do": "activate", "player": "Alice", "permanent": DRAGON, "targets": [target]})
    pass_all(game)


def counters(game: Game) -> int:
    (dragon,) = [o for o in game.state.battlefield if o.name == DRAGON]
    return dragon.counters.get("+1/+1", 0)


def triggered(game: Game) -> list[Any]:
    return events(game, "ability_triggered", source=DRAGON)


def test_a_creature_the_dragon_killed_gives_it_a_counter() -> None:
    """Two pings kill the 2/2 Bears: it was dealt damage by the Dragon this turn and dies — the
    Dragon gets a +1/+1 counter."""
    assert POOL.get(DRAGON).compiled
    game = dragon_game(mana_pool="RRRR")
    ping(game)
    ping(game)
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]
    assert len(triggered(game)) == 1
    pass_all(game)
    assert counters(game) == 1


def test_damage_from_the_dragon_counts_whoever_finishes_the_creature() -> None:
    """One ping, then Lightning Bolt kills the Bears: it was still dealt damage by the Dragon
    this turn."""
    game = dragon_game(mana_pool="RRR", hand=["Lightning Bolt"])
    ping(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert len(triggered(game)) == 1


def test_a_creature_the_dragon_never_damaged_doesnt_count() -> None:
    game = dragon_game(mana_pool="R", hand=["Lightning Bolt"])
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]
    assert triggered(game) == []


def test_damage_dealt_in_an_earlier_turn_doesnt_count() -> None:
    """Pinged in turn 1, killed by a Bolt in turn 2: not dealt damage by the Dragon this turn."""
    game = Game(board(player("Alice", battlefield=[DRAGON, "Mountain", "Mountain", "Mountain"],
                             hand=["Lightning Bolt"], library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    for k in (1, 2):
        game.apply({"do": "activate", "player": "Alice", "permanent": f"mountain-{k}"})
    ping(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    game.apply({"do": "pass", "player": "Bob"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "mountain-3"})
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["Grizzly Bears"]})
    pass_all(game)
    assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]
    assert triggered(game) == []


def test_a_saved_game_remembers_who_dealt_damage_this_turn() -> None:
    """Saved after one ping: the Bears' entry names the Dragon (damaged_this_turn_by); in the
    loaded game a second ping kills it and the Dragon triggers."""
    game = dragon_game(mana_pool="RRRR")
    ping(game)
    saved = json.loads(json.dumps(game.to_board()))
    (bears,) = [e for e in saved["players"][1]["battlefield"]
                if isinstance(e, dict) and e.get("card") == "Grizzly Bears"]
    assert bears["damaged_this_turn_by"] == ["vampiric-dragon-1"]
    loaded = Game(saved, cards=game.cards)
    ping(loaded)
    assert len(triggered(loaded)) == 1
