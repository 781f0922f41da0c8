"""State-based actions (704) in the middle of a long game.

They are checked whenever a player would receive priority (704.3); the engine answers a check
without looking when nothing they could see has happened since one that found nothing
(``Kernel.sba_dirty``, ``sba.sees``: priority passes; steps, decisions and triggers unless a
static ability could see them; tapping, attacking, drawing, discarding, the crown moving unless
a permanent looks further — a static ability, a characteristic-defining ability, an Aura).
These tests play a long batch game first — thousands of such checks — and then make each 704.5
condition arise, and see it performed before the next priority; and make conditions arise that
only a permanent looking further sees. And every shipped board, and seeded random play on each,
gives exactly the events it gives when every check looks.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest
from helpers import board, library, one, pass_all, player
from random_play import RandomPlayer, all_boards, play
from scryfall_helpers import card

from explorer import BOARDS, Game
from explorer.cards import scryfall_pool
from explorer.events import Event

TURNS = 120  # played in one batch run before the condition arises


def long_game(alice: list[Any] | None = None, bob: list[Any] | None = None) -> Game:
    """Alice and Bob attack each other every turn (no blocks) for TURNS turns, in one batch
    run; then it is turn TURNS + 1, Alice's precombat main phase, and she has priority."""
    game = Game(board(
        player("Alice", life=100_000, library=library(TURNS + 20, "Forest"),
               battlefield=["Forest", "Forest", {"card": "Grizzly Bears", "id": "bears"},
                            *(alice or [])]),
        player("Bob", life=100_000, library=library(TURNS + 20, "Island"),
               battlefield=["Island", {"card": "Hill Giant", "id": "giant"}, *(bob or [])]),
        step="upkeep", policy={"attackers": "next"}))
    game.run_until(TURNS + 1, "precombat_main")
    assert (game.state.turn, game.state.active) == (TURNS + 1, "Alice")
    return game


def went(events: list[Event], rule: str) -> list[tuple[str | None, str | None]]:
    """(source, to_zone) of the permanents moved to a zone by ``rule``."""
    return [(e.source, getattr(e, "to_zone", None)) for e in events
            if e.event == "zone_changed" and e.rule == rule]


def test_704_5a_a_player_at_zero_life_loses_in_the_middle_of_a_batch_run() -> None:
    """Bob's life reaches 0 from combat damage in turn 79 (Grizzly Bears, 2 a turn): he loses
    then, before anyone gets priority again, in the middle of the one run."""
    game = Game(board(
        player("Alice", library=library(200, "Forest"),
               battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", life=80, library=library(200, "Island")),
        step="upkeep", policy={"attackers": "next"}))
    game.run_until(150)
    lost = one(game, "player_lost", player="Bob")
    assert (lost.rule, lost.turn, lost.step) == ("704.5a", 79, "combat_damage")
    life = [e for e in game.log if e.event == "life_changed" and e.seq < lost.seq][-1]
    assert life.life == 0
    between = game.log[life.seq:lost.seq - 1]
    assert "priority_passed" not in [e.event for e in between]
    assert game.state.game_over and game.state.winner == "Alice"


def test_704_5a_after_a_triggered_ability_resolves_in_the_middle_of_a_batch_run() -> None:
    """Court of Embereth's upkeep trigger resolves after everyone passed priority (checks that
    found nothing): it deals Bob X damage, X growing by a Knight a turn. The check before the
    next priority, still in the upkeep, finds him at 0 or less (704.5a)."""
    game = Game(board(
        player("Alice", library=library(200, "Forest"), battlefield=["Court of Embereth"]),
        player("Bob", life=100, library=library(200, "Island")),
        step="upkeep", monarch="Alice"))
    game.run_until(150)
    lost = one(game, "player_lost", player="Bob")
    assert (lost.rule, lost.step) == ("704.5a", "upkeep")
    life = [e for e in game.log if e.event == "life_changed" and e.seq < lost.seq][-1]
    assert life.life <= 0 and life.turn == lost.turn
    assert "priority_passed" not in [e.event for e in game.log[life.seq:lost.seq - 1]]


def test_704_5b_drawing_from_an_empty_library_loses_in_the_middle_of_a_batch_run() -> None:
    """Alice's library of 40 cards runs out (she skipped her first draw, 103.8a): her draw in
    turn 83 finds none, and she loses at the next check (704.5b), still in the same run."""
    game = Game(board(
        player("Alice", library=library(40, "Forest")),
        player("Bob", library=library(200, "Island")),
        step="upkeep"))
    game.run_until(150)
    lost = one(game, "player_lost", player="Alice")
    assert (lost.rule, lost.turn, lost.step) == ("704.5b", 83, "draw")
    assert game.state.winner == "Bob"


def test_704_5f_a_creature_with_toughness_0_goes_to_the_graveyard() -> None:
    """Endless One put onto the battlefield with X = 0: a 0/0 (704.5f)."""
    game = long_game()
    happened = game.apply({"do": "put", "player": "Alice", "card": "Endless One",
                           "zone": "battlefield"})
    assert went(happened, "704.5f") == [("Endless One", "graveyard")]
    assert game.pending is not None and game.pending.kind == "priority"


def test_704_5g_lethal_damage_destroys_a_creature() -> None:
    game = long_game()
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": "giant",
                           "amount": 3})
    assert went(happened, "704.5g") == [("Hill Giant", "graveyard")]


def test_damage_below_toughness_then_more_damage_later_in_the_turn() -> None:
    """704.5g looks at the total: 2 damage leaves the Giant alive through four priority passes
    (checks with nothing new), the next 1 kills it."""
    game = long_game()
    assert went(game.apply({"do": "deal_damage", "source": "experiment", "target": "giant",
                            "amount": 2}), "704.5g") == []
    pass_all(game)  # the main phase ends; Alice moves to combat
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": "giant",
                           "amount": 1})
    assert went(happened, "704.5g") == [("Hill Giant", "graveyard")]


def test_704_5h_deathtouch_damage_destroys_a_creature() -> None:
    """1 damage from Alice's Deadly Recluse to Bob's 3/3 (704.5h)."""
    game = long_game(alice=[{"card": "Deadly Recluse", "id": "recluse"}])
    happened = game.apply({"do": "deal_damage", "source": "recluse", "target": "giant",
                           "amount": 1})
    destroyed = [e for e in happened if e.event == "zone_changed" and e.source == "Hill Giant"]
    assert [e.rule for e in destroyed] == ["704.5h"]


def test_704_5a_damage_to_a_player_mid_game() -> None:
    game = long_game()
    life = game.state.player("Bob").life
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": "Bob",
                           "amount": life})
    assert [(e.player, e.rule) for e in happened if e.event == "player_lost"] == [
        ("Bob", "704.5a")]


def test_704_5d_a_token_that_died_ceases_to_exist() -> None:
    """Yavimaya Sapherd's Saproling token dies (704.5g); at the next check the token in the
    graveyard ceases to exist (704.5d)."""
    game = long_game()
    game.apply({"do": "put", "player": "Alice", "card": "Yavimaya Sapherd",
                "zone": "battlefield"})
    pass_all(game)  # its enter trigger resolves: a 1/1 Saproling
    token = next(o for o in game.state.battlefield if o.name == "Saproling Token")
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": token.handle,
                           "amount": 1})
    assert went(happened, "704.5g") == [("Saproling Token", "graveyard")]
    ceased = [e for e in happened if e.event == "ceased_to_exist"]
    assert [(e.source, e.rule) for e in ceased] == [("Saproling Token", "704.5d")]


def test_704_5j_the_legend_rule() -> None:
    """A second Queen Marchesa: Alice keeps one (the default policy keeps the first)."""
    game = long_game(alice=[{"card": "Queen Marchesa", "id": "queen"}])
    game.apply({"do": "put", "player": "Alice", "card": "Queen Marchesa", "zone": "battlefield"})
    while game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "default"})
    legend = [e for e in game.log if e.event == "zone_changed" and e.rule == "704.5j"]
    assert [(e.source, e.to_zone) for e in legend] == [("Queen Marchesa", "graveyard")]
    assert [o.handle for o in game.state.battlefield if o.name == "Queen Marchesa"] == ["queen"]


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() -> None:
    """Unholy Strength has enchanted Bob's Giant all game (a 5/4); when the Giant dies, the Aura
    is attached to nothing (704.5m)."""
    game = long_game(bob=[{"card": "Unholy Strength", "id": "aura", "attached_to": "giant"}])
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": "giant",
                           "amount": 4})
    assert went(happened, "704.5g") == [("Hill Giant", "graveyard")]
    assert went(happened, "704.5m") == [("Unholy Strength", "graveyard")]


def test_704_5n_an_equipment_attached_to_nothing_becomes_unattached() -> None:
    game = long_game(alice=[{"card": "Bonesplitter", "id": "splitter", "attached_to": "bears"}])
    happened = game.apply({"do": "deal_damage", "source": "experiment", "target": "bears",
                           "amount": 2})
    assert went(happened, "704.5g") == [("Grizzly Bears", "graveyard")]
    assert [e.rule for e in happened if e.event == "unattached"] == ["704.5n"]
    assert game.permanent("splitter").attached_to is None


def test_704_5f_when_a_static_abilitys_condition_sees_the_turn_change() -> None:
    """Nothing but the turn changes, and a static ability's condition sees it (611.3a): a 1/1
    that gets -1/-1 as long as it isn't its controller's turn is a 0/1... then 0/0 on Bob's
    turn, and goes at the first check there, in his upkeep (704.5f)."""
    shade = card("Test Shade", "As long as it's not your turn, this creature gets -1/-1.",
                 type_line="Creature — Shade", mana_cost="{B}", power="1", toughness="1")
    raw = board(
        player("Alice", life=100_000, library=library(TURNS + 20, "Forest"),
               battlefield=["Forest"]),
        player("Bob", life=100_000, library=library(TURNS + 20, "Island"),
               battlefield=["Island"]),
        step="upkeep")
    game = Game(raw, cards=scryfall_pool([shade]))
    game.run_until(TURNS + 1, "precombat_main")
    game.apply({"do": "put", "player": "Alice", "card": "Test Shade", "zone": "battlefield"})
    assert game.power("test-shade-1") == 1
    game.run_until(TURNS + 3)
    died = [e for e in game.log if e.event == "zone_changed" and e.source == "Test Shade"
            and e.rule == "704.5f"]
    assert [(e.turn, e.step) for e in died] == [(TURNS + 2, "upkeep")]


# -- events most boards' checks don't see, seen through a permanent that looks further ---------
# Tapping, untapping, attacking, drawing, discarding, the crown changing hands change nothing
# state-based actions look at — unless a permanent's characteristics or legality depend on
# them. Each test's condition arises after a check that found nothing, with only such events
# since, and is performed at the next check.
GOLEM = card("Test Golem", "Test Golem's power and toughness are each equal to the number of "
             "tapped lands you control.", type_line="Creature — Golem", mana_cost="{3}",
             power="*", toughness="*")
GLUTTON = card("Test Glutton", "Test Glutton gets -1/-1 for each card in your hand.",
               type_line="Creature — Ooze", power="2", toughness="2")
MOURNER = card("Test Mourner", "Test Mourner gets -1/-1 for each creature card in your "
               "graveyard.", type_line="Creature — Spirit", mana_cost="{B}")
PRETENDER = card("Test Pretender", "As long as you're the monarch, Test Pretender gets -1/-1.",
                 type_line="Creature — Human", mana_cost="{W}")
SNARE = card("Test Snare", "Enchant untapped creature", type_line="Enchantment — Aura",
             mana_cost="{W}", power=None, keywords=("Enchant",))
FETTER = card("Test Fetter", "Enchant tapped creature", type_line="Enchantment — Aura",
              mana_cost="{W}", power=None, keywords=("Enchant",))
LOOKING_FURTHER = scryfall_pool([GOLEM, GLUTTON, MOURNER, PRETENDER, SNARE, FETTER])


def gone(game: Game, name: str) -> list[tuple[int, str, str | None]]:
    """(turn, step, rule) of each time a permanent of that name left the battlefield."""
    return [(e.turn, e.step, e.rule) for e in game.log if e.event == "zone_changed"
            and e.source == name and getattr(e, "from_zone", None) == "battlefield"]


def two_players(alice: dict[str, Any], bob: dict[str, Any] | None = None,
                **extra: Any) -> Game:
    return Game(board(player("Alice", library=library(50, "Forest"), **alice),
                      player("Bob", library=library(50, "Island"), **(bob or {})),
                      step="upkeep", **extra), cards=LOOKING_FURTHER)


def test_704_5f_untapping_lands_a_characteristic_defining_ability_counts() -> None:
    """Test Golem is 2/2 with two tapped lands; Alice's untap step untaps them (only untap
    events): it is 0/0 at the first check of her upkeep (604.3, 704.5f)."""
    game = two_players({"battlefield": [{"card": "Forest", "tapped": True},
                                        {"card": "Forest", "tapped": True}, "Test Golem"]})
    game.run_until(6)
    assert gone(game, "Test Golem") == [(3, "upkeep", "704.5f")]


def test_704_5f_a_card_drawn_that_a_static_ability_counts() -> None:
    """-1/-1 for each card in Alice's hand: her second draw makes it 0/0 (turn 1's draw is
    skipped, 103.8a)."""
    game = two_players({"battlefield": ["Test Glutton"]})
    game.run_until(8)
    assert gone(game, "Test Glutton") == [(5, "draw", "704.5f")]


def test_704_5f_a_card_discarded_that_a_static_ability_counts() -> None:
    """-1/-1 for each creature card in Alice's graveyard: discarding to seven in cleanup puts
    a Grizzly Bears there, so it goes in the cleanup step (514.3a follows)."""
    game = two_players({"hand": ["Grizzly Bears"] * 8, "battlefield": ["Test Mourner"]})
    game.run_until(4)
    assert gone(game, "Test Mourner") == [(1, "cleanup", "704.5f")]


def test_704_5f_the_crown_changing_hands_that_a_static_ability_sees() -> None:
    """Alice's Bears steal the crown from Bob (724.2): her Pretender is 0/0 as soon as the
    trigger has resolved, still in the combat damage step."""
    game = two_players({"battlefield": ["Test Pretender", {"card": "Grizzly Bears",
                                                           "id": "bears"}]},
                       monarch="Bob", policy={"attackers": "next"})
    game.run_until(4)
    assert gone(game, "Test Pretender") == [(1, "combat_damage", "704.5f")]


def test_704_5m_an_attacker_tapped_an_auras_restriction_sees() -> None:
    """"Enchant untapped creature" on Alice's Bears: attacking taps them (508.1f), so the Aura
    goes at the first check of the declare attackers step."""
    game = two_players({"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                        {"card": "Test Snare", "attached_to": "bears"}]},
                       policy={"attackers": "next"})
    game.run_until(4)
    assert gone(game, "Test Snare") == [(1, "declare_attackers", "704.5m")]


def test_704_5m_a_creature_untapped_an_auras_restriction_sees() -> None:
    """"Enchant tapped creature" on Bob's tapped Giant: his untap step untaps it, and the Aura
    goes at the first check of his upkeep."""
    game = two_players({}, {"battlefield": [{"card": "Hill Giant", "id": "giant",
                                             "tapped": True},
                                            {"card": "Test Fetter", "attached_to": "giant"}]})
    game.run_until(4)
    assert gone(game, "Test Fetter") == [(2, "upkeep", "704.5m")]


class CheckingEveryTime(Game):
    """A game whose state-based actions look at the board before every priority."""

    @property  # type: ignore[override]
    def sba_dirty(self) -> bool:
        return True

    @sba_dirty.setter
    def sba_dirty(self, value: bool) -> None:
        pass


@pytest.mark.parametrize("path", sorted(BOARDS.glob("*.json")), ids=lambda p: p.stem)
def test_every_board_plays_as_when_every_check_looks(path: Any) -> None:
    raw = json.loads(path.read_text())
    if path.stem == "monarch_1000_turns":
        raw["script"] = [{"do": "pass_until", "turn": 200, "step": "cleanup", "auto": True}]
    games = []
    for kind in (Game, CheckingEveryTime):
        game = kind(raw, base=path.parent)
        for action in game.script:
            game.apply(action)
        games.append([dataclasses.astuple(e) for e in game.log])
    assert games[0] == games[1]


@pytest.mark.parametrize(("name", "raw"), all_boards(), ids=[n for n, _ in all_boards()])
def test_random_games_play_as_when_every_check_looks(name: str, raw: dict[str, Any]) -> None:
    """Seeded random play (casting, activating, attacking, blocking, choosing) gives the same
    events whether state-based actions skip the checks that can find nothing or not."""
    logs = []
    for kind in (Game, CheckingEveryTime):
        game = kind(copy.deepcopy(raw))
        play(game, RandomPlayer(11), 150)
        logs.append([dataclasses.astuple(e) for e in game.log])
    assert logs[0] == logs[1]


def test_random_games_with_permanents_that_look_further_play_as_when_every_check_looks() -> None:
    """Seeded random play on a board with every one of the permanents above: the same events
    whether checks are skipped or not."""
    raw = board(
        player("Alice", library=library(60, "Forest"),
               hand=["Grizzly Bears", "Forest", "Giant Growth", "Test Glutton"] * 2,
               battlefield=[{"card": "Forest", "tapped": True}, "Forest", "Test Golem",
                            "Test Glutton", "Test Pretender", {"card": "Grizzly Bears",
                                                               "id": "bears"},
                            {"card": "Test Snare", "attached_to": "bears"}]),
        player("Bob", library=library(60, "Swamp"), hand=["Grizzly Bears", "Swamp"] * 4,
               battlefield=["Swamp", "Swamp", "Test Mourner",
                            {"card": "Hill Giant", "id": "giant", "tapped": True},
                            {"card": "Test Fetter", "attached_to": "giant"}]),
        step="upkeep", monarch="Bob", policy={"attackers": "random"})
    for seed in range(4):
        logs = []
        for kind in (Game, CheckingEveryTime):
            game = kind(copy.deepcopy(raw), cards=LOOKING_FURTHER)
            play(game, RandomPlayer(seed), 200)
            logs.append([dataclasses.astuple(e) for e in game.log])
        assert logs[0] == logs[1]
