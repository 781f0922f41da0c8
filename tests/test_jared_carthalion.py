"""Jared Carthalion, True Heir, read from its Oracle text: "When Jared Carthalion enters, target
opponent becomes the monarch. You can't become the monarch this turn." (724.3, and 101.2: the
"can't" wins over any instruction and over the monarch's own steal, 724.2) and "If damage would
be dealt to Jared Carthalion while you're the monarch, prevent that damage and put that many
+1/+1 counters on it." (a prevention effect, 615.1, whose additional effect happens right after
the damage would have been dealt, 615.5). Each test is one of the card's rulings."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player
from test_save_exact import saved_and_loaded

from explorer.board import BoardError
from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
JARED = "Jared Carthalion, True Heir"


def jared_enters(monarch: str | None = "Alice") -> Game:
    """Alice casts Jared (its enter trigger targets Bob, her only opponent) and it resolves;
    she has Grizzly Bears ready to attack."""
    game = Game(board(player("Alice", hand=[JARED], mana_pool="RGW", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
                      player("Bob", library=library(5)), monarch=monarch))
    game.apply({"do": "cast", "player": "Alice", "card": JARED})
    pass_all(game)  # the creature spell resolves; its trigger goes on the stack
    pass_all(game)  # the trigger resolves
    return game


def test_jared_compiles_with_both_abilities() -> None:
    assert POOL.get(JARED).compiled
    explained = POOL.explain(JARED)
    assert "you can't become the monarch this turn" in explained
    assert "(615.5, explorer.rules.damage)" in explained


def test_the_target_opponent_becomes_the_monarch_and_you_cant_this_turn() -> None:
    game = jared_enters(monarch="Alice")

    assert game.state.monarch == "Bob"
    assert one(game, "monarch_changed").rule == "724.3"
    created = one(game, "effect_created", rule="611.2a")
    assert (created.player, created.target) == ("Alice", "Alice")
    assert getattr(created, "rider", None) == "can't become the monarch this turn"


def test_combat_damage_to_the_monarch_doesnt_give_you_the_crown_this_turn() -> None:
    """724.2: the steal trigger resolves, but Alice can't become the monarch this turn (101.2):
    Bob stays the monarch."""
    game = jared_enters()
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    assert game.state.player("Bob").life == 18
    assert game.state.monarch == "Bob"
    skipped = one(game, "effect_skipped", rule="101.2")
    assert (skipped.player, skipped.source) == ("Alice", "Grizzly Bears")
    assert [e.rule for e in events(game, "monarch_changed")] == ["724.3"]


def test_next_turn_the_effect_is_over() -> None:
    """"This turn": on Bob's turn Alice may become the monarch again."""
    game = jared_enters()
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})

    assert not any(k.startswith("cant_become_monarch") for k in game.state.this_turn)
    game.apply({"do": "put", "player": "Alice", "card": "Thorn of the Black Rose",
                "zone": "battlefield"})
    pass_all(game)
    assert game.state.monarch == "Alice"


def test_if_the_target_opponent_cant_become_the_monarch_the_monarch_stays() -> None:
    """Ruling (2020-11-10): "If the first ability resolves but the target opponent can't become
    the monarch (perhaps because they also had a Jared Carthalion enter the battlefield earlier
    in the turn), the current monarch stays the monarch, even if that player is you." — Bob's
    own Jared entered earlier this turn (a game saved then); Alice is the monarch and stays."""
    game = Game(_bob_cant_be_monarch_board())
    game.apply({"do": "cast", "player": "Alice", "card": JARED})
    pass_all(game)
    pass_all(game)

    assert game.state.monarch == "Alice"
    assert not events(game, "monarch_changed")
    assert one(game, "effect_skipped", rule="101.2").target == "Bob"


def _bob_cant_be_monarch_board() -> dict[str, object]:
    raw = board(player("Alice", hand=[JARED], mana_pool="RGW", library=library(5)),
                player("Bob", library=library(5)), monarch="Alice")
    raw["turn"] = {**raw["turn"], "this_turn": {"cant_become_monarch:Bob": 1}}  # type: ignore
    return raw


def test_a_saved_game_keeps_the_effect() -> None:
    game = jared_enters()
    saved, loaded = saved_and_loaded(game)

    assert saved["turn"]["this_turn"]["cant_become_monarch:Alice"] == 1
    assert loaded.state.this_turn == game.state.this_turn


def test_a_board_naming_no_player_is_refused() -> None:
    raw = _bob_cant_be_monarch_board()
    raw["turn"]["this_turn"] = {"cant_become_monarch:Zed": 1}  # type: ignore[index]

    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert "Zed" in str(refused.value) and "this_turn" in str(refused.value)


# -- the prevention shield (615.5) -----------------------------------------------------------------
def bolt_jared(monarch: str) -> Game:
    game = Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool="R", library=library(5)),
                      player("Bob", battlefield=[{"card": JARED, "id": "jared"}],
                             library=library(5)), monarch=monarch))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["jared"]})
    pass_all(game)
    return game


def test_while_its_controller_is_the_monarch_damage_becomes_counters() -> None:
    game = bolt_jared(monarch="Bob")

    jared = game.find_permanent("jared")
    assert (jared.damage, jared.counters) == (0, {"+1/+1": 3})
    assert one(game, "replacement_applied").rule == "615.5"
    assert not events(game, "damage_dealt")
    assert one(game, "counters_added").rule == "615.5"
    assert game.power("jared") == 6


def test_when_its_controller_isnt_the_monarch_the_damage_is_dealt() -> None:
    game = bolt_jared(monarch="Alice")

    assert names(game.state.player("Bob").graveyard) == [JARED]  # 3 damage to a 3/3 (704.5g)
    assert not events(game, "replacement_applied")


def test_counters_come_before_the_monarchs_steal_resolves() -> None:
    """Ruling (2020-11-10): "If you're the monarch and damage would be dealt to Jared
    Carthalion at the same time combat damage is dealt to you, Jared Carthalion's last ability
    will prevent damage and put counters on it before the triggered ability that makes another
    player the monarch resolves." — Bob is the monarch; Alice's Bears are blocked by Jared and
    her Hill Giant isn't."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Hill Giant", "id": "giant"}], library=library(5)),
        player("Bob", battlefield=[{"card": JARED, "id": "jared"}], library=library(5)),
        monarch="Bob", step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob", "giant": "Bob"}})
    game.apply({"do": "block", "player": "Bob", "blockers": {"jared": "bears"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    counters = one(game, "counters_added", target="jared")
    crowned = one(game, "monarch_changed")
    assert counters.amount == 2 and counters.seq < crowned.seq
    assert crowned.player == "Alice"
    assert game.find_permanent("jared").counters == {"+1/+1": 2}
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]  # Jared's 3 damage
