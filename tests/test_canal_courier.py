"""Canal Courier, read from its Oracle text: "When Canal Courier enters, you become the monarch.
Whenever Canal Courier and another creature attack different players, Canal Courier can't be
blocked this combat." — a trigger on the attack declaration (508.3a) that only a game of three
or more can fire, and a blocking restriction for this combat (509.1b, ending with it: 511.3)."""

from __future__ import annotations

from typing import Any

from helpers import board, library, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.events import EventKind as K
from explorer.game import Game

POOL = default_pool()
COURIER = "Canal Courier"


def three_players() -> Game:
    """Alice attacks with the Courier and Grizzly Bears; Bob and Carol each have a Wall."""
    def wall(who: str) -> dict[str, Any]:
        return {"battlefield": [{"card": "Wall of Frost", "id": f"wall-{who}"}]}

    return Game(board(
        player("Alice", battlefield=[{"card": COURIER, "id": "courier"},
                                     {"card": "Grizzly Bears", "id": "bears"}],
               library=library(5)),
        player("Bob", library=library(5), **wall("bob")),
        player("Carol", library=library(5), **wall("carol")), step="untap"))


def attack(game: Game, attackers: dict[str, str]) -> None:
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": attackers})
    while game.state.stack:
        pass_all(game)


def to_bobs_blocks(game: Game) -> None:
    """On to the declare blockers step, the other defending player declaring no blockers."""
    if game.state.step != "declare_blockers":
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    while game.pending is not None and game.pending.player != "Bob":
        game.apply({"do": "block", "player": game.pending.player, "blockers": {}})


def through_combat(game: Game) -> list[str]:
    """No blocks (the default), combat damage, the end of combat; returns who was asked to
    declare blockers."""
    asked = []
    while game.state.step != "postcombat_main":
        if game.pending is not None and game.pending.kind != "priority":
            if game.pending.kind == "blockers":
                asked.append(game.pending.player)
            game.apply({"do": "default"})
        else:
            game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    return asked


def courier_triggers(game: Game) -> int:
    return sum(1 for e in game.log if e.kind == K.ABILITY_TRIGGERED and e.source == COURIER)


def test_the_card_compiles() -> None:
    assert POOL.get(COURIER).compiled
    assert "(508.3a, explorer.rules.combat)" in POOL.explain(COURIER)


def test_attacking_different_players_makes_the_courier_unblockable() -> None:
    """The Courier attacks Bob, the Bears attack Carol: it triggers, and Bob's Wall of Frost
    can't block the Courier — Bob has nothing to declare, and takes 3."""
    game = three_players()
    attack(game, {"courier": "Bob", "bears": "Carol"})

    assert courier_triggers(game) == 1
    assert through_combat(game) == ["Carol"]
    assert game.state.player("Bob").life == 17


def test_attacking_the_same_player_does_nothing() -> None:
    game = three_players()
    attack(game, {"courier": "Bob", "bears": "Bob"})

    assert courier_triggers(game) == 0
    to_bobs_blocks(game)
    game.apply({"do": "block", "player": "Bob", "blockers": {"wall-bob": "courier"}})
    assert game.state.combat is not None and game.state.combat.blocked


def test_attacking_alone_does_nothing() -> None:
    game = three_players()
    attack(game, {"courier": "Bob"})

    assert courier_triggers(game) == 0


def test_the_restriction_ends_with_the_combat() -> None:
    """511.3: "this combat" — after the end of combat step, the Courier is an ordinary
    creature again (and a saved game no longer says otherwise)."""
    game = three_players()
    attack(game, {"courier": "Bob", "bears": "Carol"})
    assert game.find_permanent("courier").cant_be_blocked_combat
    assert game.to_board()["players"][0]["battlefield"][0].get("cant_be_blocked_this_combat")

    through_combat(game)

    assert not game.find_permanent("courier").cant_be_blocked_combat
