"""History: the same seed gives the same timeline; undo and fork are exact; saving round-trips."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    board,
    events,
    library,
    life,
    one,
    pass_all,
    player,
    pool_with,
    snapshot,
    tap,
)

from explorer.cards.model import CardPool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.report import state_dict


def combat_board(seed: int = 7) -> dict[str, Any]:
    return board(
        player("Alice", library=library(5), hand=["Giant Growth", "Forest"],
               battlefield=[{"card": "Forest", "id": "f1"},
                            {"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", library=library(5), hand=["Lightning Bolt"],
               battlefield=["Mountain", {"card": "Hill Giant", "id": "giant"}]),
        seed=seed,
    )


ACTIONS: list[dict[str, Any]] = [
    {"do": "play_land", "player": "Alice", "card": "Forest"},
    {"do": "pass_until", "turn": 1, "step": "declare_attackers"},
    {"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}},
    {"do": "pass_until", "turn": 1, "step": "declare_blockers"},
    {"do": "block", "player": "Bob", "blockers": {"giant": "bears"}},
    {"do": "activate", "player": "Alice", "permanent": "f1"},
    {"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["bears"]},
    {"do": "pass"},
    {"do": "activate", "player": "Bob", "permanent": "Mountain"},
    {"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"]},
    {"do": "pass_until", "turn": 3, "step": "upkeep", "auto": True},
]


def position(game: Game) -> dict[str, Any]:
    """The state as the headless run reports it, with the battlefield keyed by id: the order
    permanents are listed in is not part of the position."""
    state = state_dict(game)
    state["battlefield"] = {p["id"]: p for p in state["battlefield"]}
    return state


def played(raw: dict[str, Any], actions: list[dict[str, Any]]) -> Game:
    game = Game(raw)
    for action in actions:
        game.apply(action)
    return game


class TestSameSeedSameTimeline:
    def test_the_same_board_seed_and_actions_give_the_same_log(self) -> None:
        """A game is a function of its board, seed and actions: replaying them gives the same
        events, field for field."""
        first = played(combat_board(seed=7), ACTIONS)
        second = played(combat_board(seed=7), ACTIONS)

        assert len(first.log) > 50
        assert first.log == second.log
        assert state_dict(first) == state_dict(second)

    def test_the_replayed_game_really_went_through_the_fight(self) -> None:
        """The timeline above is not trivially empty: Bob's Bolt, cast in response, resolves
        first (405.5, last in first out) and kills the Bears, so Giant Growth's only target is
        gone and it doesn't resolve (608.2b); the game goes on to turn 3."""
        game = played(combat_board(), ACTIONS)

        assert [e.source for e in events(game, "spell_resolved")] == ["Lightning Bolt"]
        assert one(game, "spell_removed", source="Giant Growth").rule == "608.2b"
        assert (game.state.turn, game.state.step) == (3, "upkeep")


def undo_board() -> dict[str, Any]:
    return board(
        player("Alice", library=library(5), hand=["Lightning Bolt"],
               battlefield=["Mountain", {"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", library=library(5), battlefield=[{"card": "Hill Giant", "id": "giant"}]),
    )


class TestUndo:
    def test_undo_walks_back_through_every_decision_exactly(self) -> None:
        """Undo returns to the position before the last action: the same state (as the headless
        run reports it) and the same log — across a pass_until and a mid-combat decision."""
        game = Game(undo_board())
        steps: list[dict[str, Any]] = [
            {"do": "activate", "player": "Alice", "permanent": "Mountain"},
            {"do": "pass_until", "turn": 1, "step": "declare_attackers"},     # empties the pool
            {"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}},
            {"do": "pass_until", "turn": 1, "step": "declare_blockers"},      # stops at blockers
            {"do": "block", "player": "Bob", "blockers": {"giant": "bears"}},
            {"do": "pass_until", "turn": 2, "step": "upkeep"},
        ]
        seen = [snapshot(game)]
        for action in steps:
            game.apply(action)
            seen.append(snapshot(game))
        assert game.state.turn == 2
        assert len({len(log) for _, log in seen}) == len(seen)  # every action added events

        for expected in reversed(seen[:-1]):
            game.undo()
            assert snapshot(game) == expected

        with pytest.raises(IllegalAction):
            game.undo()

    def test_undo_of_a_blocking_decision_lets_bob_choose_again(self) -> None:
        """After undoing Bob's block, the blockers decision (509.1) is pending again, and a
        different answer gives a different combat."""
        game = Game(undo_board())
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {"giant": "bears"}})

        game.undo()
        assert game.pending is not None
        assert (game.pending.kind, game.pending.player) == ("blockers", "Bob")
        assert events(game, "block_declared") == []

        game.apply({"do": "block", "player": "Bob", "blockers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert life(game, "Bob") == 18
        assert game.find_permanent("bears").damage == 0

    def test_undo_then_redo_gives_the_same_game(self) -> None:
        """Undoing an action and applying it again gives back the very same state and log."""
        game = Game(undo_board())
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["giant"]})
        pass_all(game)
        after = snapshot(game)

        game.undo()
        game.apply({"do": "pass"})
        assert snapshot(game) == after

    def test_undo_brings_a_finished_game_back(self) -> None:
        """Undoing the pass that let the lethal Bolt resolve (704.5a, 104.2a) gives back the
        game in progress, with Bob holding priority and the Bolt on the stack."""
        game = Game(board(player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
                          player("Bob", life=3)))
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        game.apply({"do": "pass"})
        before = snapshot(game)
        game.apply({"do": "pass"})
        assert game.outcome() == "Alice wins"

        game.undo()

        assert snapshot(game) == before
        assert game.outcome() == "in progress"
        assert game.pending is not None and game.pending.player == "Bob"

    def test_a_refused_action_is_not_in_the_history(self) -> None:
        """An illegal action changes nothing, so undo goes back past the last *legal* one."""
        game = Game(undo_board())
        start = snapshot(game)
        tap(game, "Alice", "Mountain")
        with pytest.raises(IllegalAction):
            tap(game, "Alice", "Mountain")  # 107.5: already tapped

        game.undo()
        assert snapshot(game) == start

    def test_undo_in_the_middle_of_a_resolution_leaves_nothing_behind(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Undoing while a decision is pending in the middle of a resolution (616.1, which
        replacement applies first) restores the game without any error left behind."""
        from test_rules_replacement import bolt_bob

        stray: list[BaseException | None] = []
        monkeypatch.setattr(sys, "unraisablehook", lambda u: stray.append(u.exc_value))
        game = bolt_bob(["Test Furnace"], ["Test Ward"])
        assert game.pending is not None and game.pending.kind == "replacement"

        game.undo()

        assert game.pending is not None and game.pending.kind == "priority"
        assert stray == []


class TestFork:
    def test_a_fork_is_an_independent_copy(self) -> None:
        """fork() gives a game with the same state and log; acting in one leaves the other as
        it was."""
        game = Game(undo_board())
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        before = snapshot(game)

        twin = game.fork()
        assert snapshot(twin) == before

        twin.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        twin.apply({"do": "block", "player": "Bob", "blockers": {"giant": "bears"}})
        twin.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert snapshot(game) == before
        assert "bears" not in [o.handle for o in twin.state.battlefield]

        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert (life(game, "Bob"), life(twin, "Bob")) == (18, 20)
        assert game.find_permanent("bears").damage == 0
        assert twin.state.player("Alice").graveyard[0].name == "Grizzly Bears"

    def test_a_fork_can_be_undone_without_touching_the_original(self) -> None:
        """Undo in a fork walks the fork's own history."""
        game = Game(undo_board())
        tap(game, "Alice", "Mountain")
        twin = game.fork()
        before = snapshot(game)

        twin.undo()
        assert snapshot(game) == before
        assert twin.find_permanent("Mountain").tapped is False
        assert game.find_permanent("Mountain").tapped is True


def aura_pool() -> CardPool:
    return pool_with(creatures={"Test Aura": {"mana_cost": "{G}",
                                              "type_line": "Enchantment — Aura"}})


FULL_BOARD: dict[str, Any] = {
    "format": "explorer-board/1",
    "title": "Everything a board can say",
    "seed": 11,
    "players": [
        {"name": "Alice", "life": 17, "mana_pool": "RG", "lands_played": 1,
         "battlefield": [
             {"card": "Forest", "id": "f1", "tapped": True},
             {"card": "Test Aura", "id": "aura", "attached_to": "f1"},
             {"card": "Grizzly Bears", "id": "bears", "sick": True, "counters": {"+1/+1": 2},
              "damage": 1},
             "Mountain",
         ],
         "hand": ["Lightning Bolt", {"card": "Giant Growth", "id": "gg"}],
         "library": ["Island", "Island"], "graveyard": ["Hill Giant"], "exile": ["Cloudshift"]},
        {"name": "Bob", "life": 20, "battlefield": ["Mountain"]},
    ],
    "monarch": "Bob",
    "turn": {"number": 3, "active": "Alice", "step": "postcombat_main"},
}


class TestSaveAndLoad:
    def test_save_load_save_gives_the_same_board(self) -> None:
        """Board format: to_board() of a loaded board, loaded again and saved again, is the
        same board — tapped, counters, damage, sick, ids, attached_to and mana_pool kept."""
        pool = aura_pool()
        saved = Game(FULL_BOARD, cards=pool).to_board()
        again = Game(saved, cards=pool).to_board()

        assert saved == again
        alice = saved["players"][0]
        assert alice["life"] == 17
        assert alice["mana_pool"] == "RG"
        assert alice["battlefield"][0] == {"card": "Forest", "id": "f1", "tapped": True}
        assert alice["battlefield"][1] == {"card": "Test Aura", "id": "aura", "attached_to": "f1"}
        assert alice["battlefield"][2] == {"card": "Grizzly Bears", "id": "bears", "sick": True,
                                           "counters": {"+1/+1": 2}, "damage": 1}
        assert {"card": "Giant Growth", "id": "gg"} in alice["hand"]
        assert (alice["graveyard"], alice["exile"]) == (["Hill Giant"], ["Cloudshift"])
        assert saved["monarch"] == "Bob"
        assert saved["turn"] == FULL_BOARD["turn"]
        assert saved["seed"] == 11

    def test_a_loaded_board_is_the_position_it_describes(self) -> None:
        """The reloaded game reports the same state as the game it was saved from."""
        pool = aura_pool()
        game = Game(FULL_BOARD, cards=pool)
        reloaded = Game(game.to_board(), cards=pool)

        assert position(reloaded) == position(game)
        assert reloaded.power("bears") == 4
        assert reloaded.find_permanent("aura").attached_to == reloaded.find_permanent("f1").oid

    def test_a_position_reached_in_play_round_trips(self, tmp_path: Path) -> None:
        """Saving mid-game (mana floating, damage marked, a land played and tapped) and loading
        the file gives the same position."""
        game = Game(board(
            player("Alice", library=library(3),
                   hand=[{"card": "Mountain", "id": "m2"}, "Lightning Bolt"],
                   battlefield=[{"card": "Mountain", "id": "m1"}]),
            player("Bob", library=library(3), battlefield=[{"card": "Craw Wurm", "id": "wurm"}]),
        ))
        game.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})
        tap(game, "Alice", "m1")
        tap(game, "Alice", "m2")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["wurm"]})
        pass_all(game)
        path = tmp_path / "saved.json"
        game.save(path)

        loaded = Game.load(path)

        assert loaded.to_board() == game.to_board()
        assert loaded.find_permanent("wurm").damage == 3
        assert [u.type for u in loaded.state.player("Alice").mana_pool] == ["R"]
        assert loaded.state.player("Alice").lands_played == 1
        assert all(o.tapped for o in loaded.state.permanents("Alice"))
        assert position(loaded) == position(game)

    def test_a_board_with_the_stack_in_use_is_saved_with_its_stack(self) -> None:
        """A position is data, the stack included: Lightning Bolt on the stack is saved with its
        target, and the loaded game resolves it just as the original does."""
        game = Game(board(player("Alice", mana_pool="R", hand=["Lightning Bolt"]),
                          player("Bob")))
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})

        saved = game.to_board()
        assert saved["stack"] == [{"controller": "Alice", "spell": "Lightning Bolt",
                                   "id": "lightning-bolt-1", "spent": "R",
                                   "targets": ["Bob"]}]
        loaded = Game(saved)
        for g in (game, loaded):
            g.apply({"do": "pass"})
            g.apply({"do": "pass"})
        assert loaded.state.player("Bob").life == game.state.player("Bob").life == 17

    def test_permanents_keep_their_ids_across_save_and_load(self) -> None:
        """A saved position is the same position: every permanent is still called by the id
        the state and the timeline showed for it (the `id` in `--json`), so a script written
        against the saved game means the same thing after loading."""
        game = Game(board(
            player("Alice", library=library(3), battlefield=["Forest"], hand=["Forest"]),
            player("Bob", battlefield=["Forest"]),
        ))
        game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
        before = {o.handle: o.controller for o in game.state.battlefield}

        reloaded = Game(game.to_board())

        assert {o.handle: o.controller for o in reloaded.state.battlefield} == before
