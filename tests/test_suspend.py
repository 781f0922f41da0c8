"""Suspend (702.62a): "Suspend N—[cost]" — from hand, any time its owner could begin to cast
it, they may pay [cost] and exile it with N time counters on it (a special action, 116.2f); at
the beginning of their upkeep a time counter is removed; when the last is removed, they may cast
it without paying its mana cost, and a creature spell cast this way gains haste. Rift Bolt
(Suspend 1—{R}), Errant Ephemeron (Suspend 4—{1}{U}), Lotus Bloom and Ancestral Vision (no mana
cost: they can be cast only this way, 118.6).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player

from explorer.actions import Suspend
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.legal import legal_actions


def alice_with(card: str, pool: str, **more: object) -> Game:
    return Game(board(player("Alice", hand=[card], mana_pool=pool, library=library(10)),
                      player("Bob", library=library(10)), **more))


def suspend(game: Game, card: str) -> None:
    game.apply({"do": "suspend", "player": "Alice", "card": card})


def exiled(game: Game, name: str):
    return next(c for c in game.state.player("Alice").exile if c.name == name)


def to_alices_upkeep(game: Game, turn: int) -> None:
    """Pass to Alice's upkeep of ``turn``, where suspend's first ability triggers."""
    game.apply({"do": "pass_until", "turn": turn, "step": "upkeep"})


@pytest.mark.parametrize("name", ["Rift Bolt", "Errant Ephemeron", "Lotus Bloom",
                                  "Ancestral Vision"])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_rift_bolt_suspended_hits_on_the_next_turn() -> None:
    """Suspending uses no stack: the card is exiled with one time counter at once. At Alice's
    next upkeep the counter comes off, and the last-removed ability lets her cast it free."""
    game = alice_with("Rift Bolt", "R")
    suspend(game, "Rift Bolt")
    card = exiled(game, "Rift Bolt")
    assert card.counters == {"time": 1} and game.state.stack == []
    assert one(game, "zone_changed", to_zone="exile").rule == "116.2f"
    assert one(game, "counters_added").rule == "702.62a"
    assert game.state.player("Alice").mana_pool == ()
    to_alices_upkeep(game, 3)
    assert [e.ability for e in events(game, "ability_triggered")][:1] == [
        "At the beginning of your upkeep, if this card is suspended, remove a time counter "
        "from it."]
    pass_all(game)  # the counter comes off: the last one
    assert one(game, "counters_removed").rule == "702.62a"
    pass_all(game)  # "you may cast it without paying its mana cost"
    decision = game.pending
    assert (decision.kind, decision.rule) == ("option", "702.62a")
    assert "leave it exiled" in decision.options
    game.apply({"do": "choose", "player": "Alice", "option": "cast → Bob"})
    cast = one(game, "spell_cast")
    assert (cast.source, cast.step) == ("Rift Bolt", "upkeep")
    pass_all(game)
    assert life(game, "Bob") == 17


def test_declined_it_stays_exiled_no_longer_suspended() -> None:
    game = alice_with("Rift Bolt", "R")
    suspend(game, "Rift Bolt")
    to_alices_upkeep(game, 3)
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "leave it exiled"})
    assert exiled(game, "Rift Bolt").counters == {}
    game.apply({"do": "pass_until", "turn": 5, "step": "draw"})
    assert len(events(game, "ability_triggered")) == 2  # nothing more triggers
    assert names(game.state.player("Alice").exile) == ["Rift Bolt"]


def test_it_can_be_suspended_only_when_it_could_be_cast() -> None:
    """116.2f: a sorcery only in its owner's main phase with the stack empty — not in Bob's
    turn; and the cost must be paid."""
    game = alice_with("Rift Bolt", "R", active="Bob")
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "pass"})  # Bob passes priority to Alice
        suspend(game, "Rift Bolt")
    assert e.value.rule == "116.2f"
    poor = alice_with("Rift Bolt", "")
    with pytest.raises(IllegalAction) as e:
        suspend(poor, "Rift Bolt")
    assert e.value.rule == "601.2h"
    assert names(poor.state.player("Alice").hand) == ["Rift Bolt"]


def test_legal_actions_offer_it() -> None:
    game = alice_with("Rift Bolt", "R")
    assert Suspend("Alice", "rift-bolt-1") in legal_actions(game)


def test_errant_ephemeron_cast_with_suspend_has_haste() -> None:
    """Four upkeeps later the Illusion is cast in Alice's upkeep; it attacks that turn."""
    game = alice_with("Errant Ephemeron", "UU")
    suspend(game, "Errant Ephemeron")
    for turn in (3, 5, 7):
        to_alices_upkeep(game, turn)
        pass_all(game)
    assert exiled(game, "Errant Ephemeron").counters == {"time": 1}
    to_alices_upkeep(game, 9)
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert one(game, "effect_created", rule="702.62a").source == "Errant Ephemeron"
    game.apply({"do": "pass_until", "turn": 9, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"Errant Ephemeron": "Bob"}})
    game.apply({"do": "pass_until", "turn": 9, "step": "end"})
    assert life(game, "Bob") == 16


def test_a_card_with_no_mana_cost_is_cast_only_through_suspend() -> None:
    """Lotus Bloom has no mana cost: casting it from hand is refused (118.6); suspended for
    {0}, it is cast three upkeeps later."""
    game = alice_with("Lotus Bloom", "")
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "cast", "player": "Alice", "card": "Lotus Bloom"})
    assert e.value.rule == "118.6"
    suspend(game, "Lotus Bloom")
    for turn in (3, 5):
        to_alices_upkeep(game, turn)
        pass_all(game)
    to_alices_upkeep(game, 7)
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert game.find_permanent("Lotus Bloom").controller == "Alice"


def test_ancestral_vision_draws_three_for_its_target() -> None:
    game = alice_with("Ancestral Vision", "U")
    suspend(game, "Ancestral Vision")
    for turn in (3, 5, 7):
        to_alices_upkeep(game, turn)
        pass_all(game)
    to_alices_upkeep(game, 9)
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "cast → Alice"})
    hand = len(game.state.player("Alice").hand)
    pass_all(game)
    assert len(game.state.player("Alice").hand) == hand + 3


def test_a_saved_game_keeps_the_time_counters() -> None:
    game = alice_with("Errant Ephemeron", "UU")
    suspend(game, "Errant Ephemeron")
    saved = game.to_board()
    assert saved["suspended"] == [{"card": "errant-ephemeron-1", "time": 4}]
    again = Game(saved)
    to_alices_upkeep(again, 3)
    pass_all(again)
    assert exiled(again, "Errant Ephemeron").counters == {"time": 3}


def test_greater_gargadon_sacrifices_its_way_out_of_exile() -> None:
    """"Sacrifice an artifact, creature, or land: Remove a time counter from Greater Gargadon.
    Activate only if Greater Gargadon is suspended." — an ability that works from exile; the
    last counter removed this way lets Alice cast it too (however it was removed)."""
    game = Game(board(player("Alice", battlefield=["Forest", "Forest"],
                             exile=[{"card": "Greater Gargadon", "id": "garg"}],
                             library=library(5)),
                      player("Bob", library=library(5)),
                      suspended=[{"card": "garg", "time": 2}]))
    activate = {"do": "activate", "player": "Alice", "permanent": "garg", "ability": 0}
    for forest in ("forest-1", "forest-2"):
        game.apply({**activate, "sacrifice": forest})
        pass_all(game)
    assert exiled(game, "Greater Gargadon").counters == {}
    pass_all(game)  # "When the last time counter is removed …"
    game.apply({"do": "choose", "player": "Alice", "option": "cast"})
    pass_all(game)
    assert game.find_permanent("Greater Gargadon").controller == "Alice"
    assert game.state.permanents("Alice")[-1].name == "Greater Gargadon"


def test_greater_gargadons_ability_works_only_while_it_is_suspended() -> None:
    game = Game(board(player("Alice", battlefield=["Forest"], hand=["Greater Gargadon"],
                             library=library(5)),
                      player("Bob", library=library(5))))
    with pytest.raises(IllegalAction):
        game.apply({"do": "activate", "player": "Alice", "permanent": "Greater Gargadon",
                    "ability": 0, "sacrifice": "Forest"})
    assert [o.name for o in game.state.permanents("Alice")] == ["Forest"]
