"""X inside a noun phrase: "target creature with mana value X", "each nonland permanent with
mana value X or less". X is announced as the spell is cast (601.2b), before its targets are
chosen (601.2c), so a target must fit the X announced; the test is asked again as the spell
resolves (608.2b). "Each …" with X is found as the spell resolves."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, pass_all, player, snapshot, tap

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def _purge_game() -> Game:
    game = Game(board(
        player("Alice", hand=["Kaervek's Purge"], library=library(3),
               battlefield=[{"card": "Swamp", "id": "s"}, {"card": "Mountain", "id": "m"},
                            {"card": "Mountain", "id": "m2"}, {"card": "Mountain", "id": "m3"}]),
        player("Bob", library=library(3),
               battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                            {"card": "Craw Wurm", "id": "wurm"}])))
    for land in ("s", "m", "m2", "m3"):
        tap(game, "Alice", land)
    return game


def test_kaervek_s_purge_destroys_a_creature_of_mana_value_x_and_burns_its_controller() -> None:
    """Kaervek's Purge with X = 2 at Grizzly Bears (mana value 2): destroyed, and as it died
    this way the Purge deals damage equal to its power as it last existed (608.2h) to the
    player who controlled it."""
    assert POOL.get("Kaervek's Purge").compiled, POOL.explain("Kaervek's Purge")
    game = _purge_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Kaervek's Purge", "x": 2,
                "targets": ["bears"]})
    pass_all(game)
    (destroyed,) = events(game, "zone_changed", how="destroyed")
    assert (destroyed.target, destroyed.to_zone) == ("bears", "graveyard")
    (dealt,) = events(game, "damage_dealt", source="Kaervek's Purge")
    assert (dealt.target, dealt.amount) == ("Bob", 2)
    assert life(game, "Bob") == 18


def test_kaervek_s_purge_can_t_target_a_creature_of_another_mana_value() -> None:
    """Craw Wurm's mana value is 6, not the X = 2 announced: it isn't a legal target (601.2c);
    the cast is refused, naming the rule, and the game is exactly as before."""
    game = _purge_game()
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Kaervek's Purge", "x": 2,
                    "targets": ["wurm"]})
    assert refused.value.rule == "601.2c"
    assert "mana value X" in str(refused.value)
    assert snapshot(game) == before


def test_gaze_of_granite_destroys_each_nonland_permanent_of_mana_value_x_or_less() -> None:
    """Gaze of Granite with X = 2: Grizzly Bears (2) and Llanowar Elves (1) are destroyed;
    Craw Wurm (6) and the lands stay."""
    assert POOL.get("Gaze of Granite").compiled, POOL.explain("Gaze of Granite")
    game = Game(board(
        player("Alice", hand=["Gaze of Granite"], library=library(3),
               battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(4)]
               + [{"card": "Forest", "id": "f"}]),
        player("Bob", library=library(3),
               battlefield=["Grizzly Bears", "Llanowar Elves", "Craw Wurm", "Forest"])))
    for land in ("s0", "s1", "s2", "s3", "f"):
        tap(game, "Alice", land)
    game.apply({"do": "cast", "player": "Alice", "card": "Gaze of Granite", "x": 2})
    pass_all(game)
    assert sorted(e.source for e in events(game, "zone_changed", how="destroyed")) == [
        "Grizzly Bears", "Llanowar Elves"]
    assert sorted(o.name for o in game.state.permanents("Bob")) == ["Craw Wurm", "Forest"]


def _stir(target: str) -> Game:
    game = Game(board(
        player("Alice", hand=["Stir the Grave"], library=library(3),
               graveyard=[{"card": "Grizzly Bears", "id": "bears"},
                          {"card": "Craw Wurm", "id": "wurm"}],
               battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(3)]),
        player("Bob", library=library(3))))
    for k in range(3):
        tap(game, "Alice", f"s{k}")
    return game


def test_stir_the_grave_returns_a_card_of_mana_value_x_or_less() -> None:
    """Stir the Grave with X = 2: "Return target creature card with mana value X or less from
    your graveyard to the battlefield." Grizzly Bears (2) returns; Craw Wurm (6) can't be
    chosen (601.2c) — the cast is refused and the game is as before."""
    assert POOL.get("Stir the Grave").compiled, POOL.explain("Stir the Grave")
    game = _stir("bears")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Stir the Grave", "x": 2,
                    "targets": ["wurm"]})
    assert refused.value.rule == "601.2c"
    assert snapshot(game) == before
    game.apply({"do": "cast", "player": "Alice", "card": "Stir the Grave", "x": 2,
                "targets": ["bears"]})
    pass_all(game)
    assert [o.name for o in game.state.permanents("Alice") if o.is_creature] == [
        "Grizzly Bears"]
