"""Rebound (702.88a), read from Ephemerate's text: "Exile target creature you control, then
return it to the battlefield under its owner's control. Rebound (If you cast this spell from
your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card
from exile without paying its mana cost.)"

Cast from the hand, the spell is exiled as it resolves and a delayed triggered ability (603.7a)
lets its caster cast it again, free, as their next upkeep begins (702.88b: without paying its
mana cost, ignoring timing). Cast that way it goes to the graveyard after resolving; a spell
whose target is gone (608.2b) never rebounds; a card not cast stays in exile.
"""

from __future__ import annotations

from helpers import board, events, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_ephemerate_compiles_with_rebound() -> None:
    assert POOL.get("Ephemerate").compiled, POOL.explain("Ephemerate")


def ephemerate(bob_hand: list[str] | None = None) -> Game:
    """Alice casts Ephemerate from her hand on her Thraben Inspector."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Thraben Inspector", "id": "inspector"}],
               hand=["Ephemerate"], mana_pool="W", library=library(5)),
        player("Bob", hand=bob_hand or [], mana_pool="BBB", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Ephemerate", "targets": ["inspector"]})
    return game


def to_alices_next_upkeep(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    for _ in range(4):  # answer any attack on the way with none
        if game.pending is not None and game.pending.kind == "attackers":
            game.apply({"do": "attack", "player": game.pending.player, "attackers": {}})
            game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})


def test_ephemerate_is_exiled_and_cast_again_at_the_next_upkeep() -> None:
    game = ephemerate()
    pass_all(game)  # Ephemerate resolves: the Inspector flickers; Ephemerate is exiled
    exiled = one(game, "zone_changed", source="Ephemerate", to_zone="exile")
    assert (exiled.from_zone, exiled.rule) == ("stack", "702.88a")
    assert names(game.state.player("Alice").exile) == ["Ephemerate"]
    pass_all(game)  # the Inspector's enter ability: a Clue
    to_alices_next_upkeep(game)
    assert one(game, "ability_triggered", source="Ephemerate").rule == "603.7b"
    pass_all(game)  # the delayed ability resolves: cast it?
    assert game.pending is not None and game.pending.kind == "option"
    game.apply({"do": "choose", "player": "Alice", "option": "cast → inspector"})
    assert game.state.stack[-1].source_name == "Ephemerate"
    pass_all(game)  # the rebound Ephemerate resolves: cast from exile, to the graveyard
    assert names(game.state.player("Alice").graveyard) == ["Ephemerate"]
    assert not game.state.delayed
    flickers = events(game, "zone_changed", target="inspector", to_zone="battlefield")
    assert [e.turn for e in flickers] == [1, 3]
    pass_all(game)
    clues = [o for o in game.state.permanents("Alice") if o.name == "Clue Token"]
    assert len(clues) == 2


def test_declined_the_card_stays_in_exile() -> None:
    game = ephemerate()
    pass_all(game)
    pass_all(game)
    to_alices_next_upkeep(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "leave it in exile"})
    assert names(game.state.player("Alice").exile) == ["Ephemerate"]
    assert not game.state.delayed and not game.state.stack


def test_its_target_gone_it_goes_to_the_graveyard_and_doesnt_rebound() -> None:
    """Bob answers with Murder on the Inspector: Ephemerate doesn't resolve (608.2b)."""
    game = ephemerate(bob_hand=["Murder"])
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["inspector"]})
    pass_all(game)  # Murder
    pass_all(game)  # Ephemerate: its target is gone
    assert names(game.state.player("Alice").graveyard) == ["Thraben Inspector", "Ephemerate"]
    assert not game.state.delayed


def test_a_saved_game_keeps_the_rebound_to_come() -> None:
    game = ephemerate()
    pass_all(game)
    pass_all(game)
    saved = game.to_board()
    (delayed,) = saved["delayed"]
    assert delayed["card"] == "Ephemerate" and delayed["step"] == "upkeep"
    loaded = Game(saved)
    to_alices_next_upkeep(loaded)
    pass_all(loaded)
    loaded.apply({"do": "choose", "player": "Alice", "option": "cast → inspector"})
    pass_all(loaded)
    assert names(loaded.state.player("Alice").graveyard) == ["Ephemerate"]
