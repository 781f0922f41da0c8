""""If that creature would die this turn, exile it instead." (614.1a): a replacement effect a
resolving spell makes on the creatures it names or damaged, for the rest of the turn."""

from __future__ import annotations

import json

from helpers import board, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def game_with(hand: list[str], mana: str, bob: list[str]) -> Game:
    return Game(board(player("Alice", hand=hand, mana_pool=mana, library=library(3)),
                      player("Bob", battlefield=bob, library=library(3))))


def cast(game: Game, card: str, *targets: str) -> None:
    game.apply({"do": "cast", "player": "Alice", "card": card, "targets": list(targets)})
    pass_all(game)


def names(cards: object) -> list[str]:
    return [c.name for c in cards]  # type: ignore[attr-defined]


def test_obliterating_bolt_exiles_the_creature_it_kills() -> None:
    """"Obliterating Bolt deals 4 damage to target creature or planeswalker. If that creature
    or planeswalker would die this turn, exile it instead." — it never dies (700.4)."""
    assert POOL.get("Obliterating Bolt").compiled
    game = game_with(["Obliterating Bolt"], "RC", ["Grizzly Bears"])
    cast(game, "Obliterating Bolt", "Grizzly Bears")

    assert names(game.state.player("Bob").exile) == ["Grizzly Bears"]
    assert names(game.state.player("Bob").graveyard) == []
    moved = events(game, "zone_changed", source="Grizzly Bears")[-1]
    assert (moved.to_zone, moved.rule) == ("exile", "614.1a")


def test_yamabushis_storm_exiles_only_what_it_damaged_and_later_too() -> None:
    """"… deals 1 damage to each creature. If a creature dealt damage this way would die this
    turn, exile it instead." The Elves die of it: exiled. The Bears survive it, and when a
    Lightning Bolt kills them later this turn they are exiled too."""
    assert POOL.get("Yamabushi's Storm").compiled
    game = game_with(["Yamabushi's Storm", "Lightning Bolt"], "RCR",
                     ["Llanowar Elves", "Grizzly Bears"])
    cast(game, "Yamabushi's Storm")
    assert names(game.state.player("Bob").exile) == ["Llanowar Elves"]

    cast(game, "Lightning Bolt", "Grizzly Bears")

    assert names(game.state.player("Bob").exile) == ["Llanowar Elves", "Grizzly Bears"]


def test_the_effect_ends_with_the_turn() -> None:
    game = game_with(["Yamabushi's Storm"], "RC", ["Craw Wurm"])
    cast(game, "Yamabushi's Storm")
    assert game.find_permanent("Craw Wurm").exile_if_dies

    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    assert not game.find_permanent("Craw Wurm").exile_if_dies


def test_yamabushis_flame_at_a_player_exiles_nothing() -> None:
    game = game_with(["Yamabushi's Flame"], "RCC", ["Grizzly Bears"])
    cast(game, "Yamabushi's Flame", "Bob")

    assert game.state.player("Bob").life == 17
    assert not game.find_permanent("Grizzly Bears").exile_if_dies


def test_it_is_saved_and_loaded() -> None:
    game = game_with(["Yamabushi's Storm"], "RC", ["Craw Wurm"])
    cast(game, "Yamabushi's Storm")

    saved = json.loads(json.dumps(game.to_board()))
    assert saved["players"][1]["battlefield"][0]["exile_if_dies"] is True
    assert Game(saved).find_permanent("Craw Wurm").exile_if_dies


def test_narsets_rebuke_adds_mana_and_exiles() -> None:
    """"Narset's Rebuke deals 5 damage to target creature. Add {U}{R}{W}. If that creature would
    die this turn, exile it instead." — the mana is Alice's, in her pool (106.4)."""
    assert POOL.get("Narset's Rebuke").compiled
    game = game_with(["Narset's Rebuke"], "RCCCC", ["Craw Wurm"])
    cast(game, "Narset's Rebuke", "Craw Wurm")

    assert names(game.state.player("Bob").exile) == ["Craw Wurm"]
    assert {t: n for t, n in game.mana_pool("Alice").items() if n} == {"U": 1, "R": 1, "W": 1}
