"""What entered or left the battlefield this turn, asked by conditions: "if a planeswalker
entered the battlefield under your control this turn" (Oath of Chandra; 603.6a) and revolt's
"if a permanent you controlled left the battlefield this turn" (603.6c) — counted as permanents
enter and leave (State.this_turn), so a game saved mid-turn remembers them; an intervening "if"
is asked as the ability would trigger and as it resolves (603.4)."""

from __future__ import annotations

from helpers import board, events, library, life, pass_all, player, pool_reading, triggered

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def oath_game(step: str, this_turn: dict[str, int] | None = None) -> Game:
    raw = board(player("Alice", battlefield=["Oath of Chandra"], library=library(3),
                       hand=["Grizzly Bears"], mana_pool="GG"),
                player("Bob", library=library(3)), step=step)
    raw["turn"]["this_turn"] = this_turn or {}
    return Game(raw)


def test_oath_of_chandra_deals_2_after_a_planeswalker_entered() -> None:
    """A game saved in Alice's main phase after a planeswalker entered under her control: at
    the end step, the Oath deals 2 damage to Bob (120.3)."""
    assert POOL.get("Oath of Chandra").compiled, POOL.explain("Oath of Chandra")
    game = oath_game(step="postcombat_main",
                     this_turn={"entered:Alice:Planeswalker": 1})
    game.apply({"do": "pass_until", "turn": 1, "step": "cleanup", "auto": True})
    (dealt,) = events(game, "damage_dealt")
    assert (dealt.source, dealt.target, dealt.amount) == ("Oath of Chandra", "Bob", 2)
    assert life(game, "Bob") == 18


def test_oath_of_chandra_a_creature_entering_isn_t_a_planeswalker() -> None:
    """Alice casts Grizzly Bears: a creature entered (counted as such), no planeswalker — the
    end step ability doesn't trigger at all (603.4)."""
    game = oath_game(step="precombat_main")
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)
    assert game.state.this_turn.get("entered:Alice:Creature") == 1
    game.apply({"do": "pass_until", "turn": 1, "step": "cleanup", "auto": True})
    assert triggered(game, "Oath of Chandra") == []
    assert life(game, "Bob") == 20


REVOLT = {"name": "Test Revolt Scout", "type_line": "Creature — Dwarf Scout", "mana_cost": "{W}",
          "power": "1", "toughness": "1",
          "oracle_text": "Revolt — When this creature enters, if a permanent you controlled left "
                         "the battlefield this turn, you gain 5 life."}


def revolt_game() -> Game:
    return Game(board(player("Alice", hand=["Test Revolt Scout"], mana_pool="W",
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))),
                cards=pool_reading(REVOLT))


def test_revolt_after_one_of_your_permanents_left() -> None:
    """Bob bolts Alice's Bears (it leaves the battlefield); then her Scout's revolt gains 5."""
    game = revolt_game()
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"]})
    pass_all(game)
    assert game.state.this_turn.get("left:Alice") == 1
    saved = Game(game.to_board(), cards=pool_reading(REVOLT))  # remembered mid-turn
    for g in (game, saved):
        g.apply({"do": "cast", "player": "Alice", "card": "Test Revolt Scout"})
        pass_all(g)  # the Scout resolves; revolt triggers
        pass_all(g)  # and resolves
        assert life(g, "Alice") == 25


def test_revolt_with_nothing_gone_doesn_t_trigger() -> None:
    game = revolt_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Test Revolt Scout"})
    pass_all(game)
    assert triggered(game, "Test Revolt Scout") == []
    assert life(game, "Alice") == 20
