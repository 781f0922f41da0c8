"""A card returned to the battlefield is a new object (400.7), and the rest of the effect finds
that permanent (400.7j): "it", "that creature", "them" and "those creatures" after the return
name the permanents it put onto the battlefield — not the card that was in the graveyard — and a
delayed ability about them keeps them as it is made (603.7c): Apprentice Necromancer's "Return
target creature card from your graveyard to the battlefield. That creature gains haste. At the
beginning of the next end step, sacrifice it.", Wake the Dead's "Return X target creature cards
… Sacrifice those creatures at the beginning of the next end step." A returned creature that
left the battlefield before then is a new object again, and is left alone."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player, tap

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Apprentice Necromancer", "Wake the Dead"):
        assert POOL.get(name).compiled, POOL.explain(name)


def necromancer(bob_hand: list[str] | None = None) -> Game:
    """Alice activates Apprentice Necromancer on the Hill Giant in her graveyard."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Apprentice Necromancer", "id": "necro"}],
               graveyard=[{"card": "Hill Giant", "id": "giant"},
                          {"card": "Grizzly Bears", "id": "bears"}],
               mana_pool="B", library=library(3)),
        player("Bob", hand=bob_hand or [], mana_pool="U", library=library(3)), turn=2))
    game.apply({"do": "activate", "player": "Alice", "permanent": "necro",
                "targets": ["giant"]})
    pass_all(game)
    return game


def test_the_returned_creature_has_haste_and_is_sacrificed_at_the_end_step() -> None:
    game = necromancer()
    giant = game.state.find_handle("giant")
    assert giant is not None and giant.sick  # a new object (400.7) …
    assert "Haste" in game.keywords("giant")  # … that "that creature" found (400.7j)
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"giant": "Bob"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    pass_all(game)  # the delayed ability: sacrifice it
    assert game.state.find_handle("giant") is None
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears",
                                                           "Apprentice Necromancer",
                                                           "Hill Giant"]
    assert game.state.player("Bob").life == 17


def test_a_returned_creature_bounced_before_the_end_step_stays_in_hand() -> None:
    """Unsummon returns the Giant to Alice's hand: a new object the delayed ability doesn't
    find (603.7c, 400.7) — nothing is sacrificed, and the Bears stay in the graveyard."""
    game = necromancer(bob_hand=["Unsummon"])
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Unsummon", "targets": ["giant"]})
    pass_all(game)
    assert names(game.state.player("Alice").hand) == ["Hill Giant"]
    game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    pass_all(game)
    assert names(game.state.player("Alice").hand) == ["Hill Giant"]
    assert not events(game, "zone_changed", target="giant", how="sacrificed")
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears",
                                                           "Apprentice Necromancer"]


def test_wake_the_dead_sacrifices_those_creatures_at_the_end_step() -> None:
    """During combat on Bob's turn, Alice returns two creature cards (X = 2); both are
    sacrificed at the beginning of the next end step — Bob's."""
    game = Game(board(
        player("Alice", hand=["Wake the Dead"],
               battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(4)],
               graveyard=[{"card": "Hill Giant", "id": "giant"},
                          {"card": "Grizzly Bears", "id": "bears"}], library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "attacker"}],
               library=library(3)), active="Bob", turn=2))
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"attacker": "Alice"}})
    game.apply({"do": "pass", "player": "Bob"})
    for k in range(4):
        tap(game, "Alice", f"s{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Wake the Dead", "x": 2,
                "targets": ["giant", "bears"]})
    pass_all(game)
    assert {o.handle for o in game.state.permanents("Alice")} - {f"s{k}" for k in range(4)} \
        == {"giant", "bears"}
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Alice", "blockers": {"giant": "attacker"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    pass_all(game)
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]  # the Giant blocked
    assert [o.name for o in game.state.permanents("Alice")] == ["Swamp"] * 4
    assert sorted(names(game.state.player("Alice").graveyard)) == [
        "Grizzly Bears", "Hill Giant", "Wake the Dead"]
