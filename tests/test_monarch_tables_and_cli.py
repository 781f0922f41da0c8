"""The explorer's monarch tables — ``monarch_changes`` and ``triggers`` — and the four-player
board that keeps attacking the monarch, in process and through the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd
from helpers import REPO, board, events, one, pass_all, player, run_cli, tap, write_board
from monarch_helpers import (
    four,
    into_alices_upkeep,
    put,
    put_and_resolve,
    to_combat_damage,
    two,
)

from explorer.game import Game
from explorer.timeline import MONARCH_COLUMNS, TRIGGER_COLUMNS, monarch_changes, triggers

THORN = "Thorn of the Black Rose"
BEARS = {"card": "Grizzly Bears", "id": "bears"}
STEAL = ("Whenever a creature deals combat damage to the monarch, its controller becomes the "
         "monarch.")
DRAW = "At the beginning of the monarch's end step, that player draws a card."
THOUSAND = REPO / "data" / "boards" / "monarch_1000_turns.json"
CAUSE_RULES = {"724.2", "724.3", "724.4"}


def three_changes() -> Game:
    """Ann, Ben, Cat; Ann's turn. Ben becomes the monarch by a card (724.3), Ann's Bears take
    the crown in combat (724.2), then Ann leaves during her own turn and it passes to the next
    player in turn order, Ben (724.4)."""
    game = Game(board(player("Ann", battlefield=[BEARS]), player("Ben"), player("Cat")))
    put_and_resolve(game, "Ben", THORN)
    game.apply({"do": "attack", "player": "Ann", "attackers": {"bears": "Ben"}})
    game.apply({"do": "block", "player": "Ben", "blockers": {}})
    to_combat_damage(game)
    pass_all(game)  # the steal trigger resolves
    game.apply({"do": "concede", "player": "Ann"})
    return game


def row(frame: pd.DataFrame, **match: Any) -> dict[str, Any]:
    """The single row of ``frame`` whose columns equal ``match``."""
    mask = pd.Series(True, index=frame.index)
    for column, value in match.items():
        mask &= frame[column] == value
    found = frame[mask]
    assert len(found) == 1, (match, frame.to_string())
    return found.iloc[0].to_dict()


def check_reign_chain(rows: list[tuple[str | None, str]], first: str | None,
                      last: str | None) -> None:
    """Every change starts from the monarch the previous one made — no change is missing."""
    holder = first
    for old, new in rows:
        assert old == holder, (old, holder)
        assert new != old
        holder = new
    assert holder == last


class TestMonarchChanges:
    def test_no_monarch_no_rows(self) -> None:
        """724.1: a game with no monarch has nothing in the table (and its columns)."""
        game = Game(two(step="postcombat_main"))
        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})

        frame = monarch_changes(game)
        assert list(frame.columns) == MONARCH_COLUMNS == ["seq", "turn", "step", "from", "to",
                                                          "cause", "rule"]
        assert frame.empty

    def test_each_change_with_its_cause(self) -> None:
        """One row per monarch_changed event: who from, who to, and why — a card (724.3),
        combat damage (724.2) or the monarch leaving the game (724.4)."""
        game = three_changes()

        frame = monarch_changes(game)
        shown = frame[["from", "to", "cause", "rule"]].astype(object)
        assert shown.where(shown.notna(), None).values.tolist() == [
            [None, "Ben", THORN, "724.3"],
            ["Ben", "Ann", "combat damage by Grizzly Bears", "724.2"],
            ["Ann", "Ben", "Ann left the game", "724.4"],
        ]
        assert frame["seq"].tolist() == [e.seq for e in events(game, "monarch_changed")]
        assert frame[["turn", "step"]].values.tolist() == [[1, "precombat_main"],
                                                           [1, "combat_damage"],
                                                           [1, "combat_damage"]]
        assert game.state.monarch == "Ben"


class TestTriggersTable:
    def test_the_inherent_abilities_have_the_monarch_as_their_source(self) -> None:
        """724.2: the steal ability, controlled by the damaged monarch (Ben), from triggering
        through the stack to resolving; the columns of the table."""
        game = three_changes()

        frame = triggers(game)
        assert list(frame.columns) == TRIGGER_COLUMNS
        steal = row(frame, source="monarch")
        triggered = one(game, "ability_triggered", source="monarch")
        stacked = one(game, "ability_put_on_stack", source="monarch")
        resolved = one(game, "ability_resolved", source="monarch")
        assert (steal["controller"], steal["ability"], steal["outcome"]) == ("Ben", STEAL,
                                                                            "resolved")
        assert (steal["seq"], steal["stacked"], steal["outcome_seq"]) == (
            triggered.seq, stacked.seq, resolved.seq)
        assert (steal["turn"], steal["step"], steal["outcome_step"]) == (1, "combat_damage",
                                                                        "combat_damage")
        thorn = row(frame, source=THORN)
        assert (thorn["controller"], thorn["outcome"]) == ("Ben", "resolved")

    def test_a_waiting_draw_trigger_and_then_its_resolution(self) -> None:
        """724.2: the draw ability waits on the stack ("on the stack"), then resolves."""
        game = Game(two(step="postcombat_main", monarch="Alice"))
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})

        waiting = row(triggers(game), source="monarch")
        assert (waiting["controller"], waiting["ability"], waiting["outcome"]) == (
            "Alice", DRAW, "on the stack")
        assert pd.isna(waiting["outcome_seq"])

        pass_all(game)
        done = row(triggers(game), source="monarch")
        assert (done["outcome"], done["rule"]) == ("resolved", "608.2")

    def test_a_steal_trigger_removed_because_its_controller_left(self) -> None:
        """800.4d: the monarch dies to combat damage; the steal ability, which their leaving
        left waiting to be put on the stack, never reaches it, and the table says why."""
        game = Game(four({"Ann": {"battlefield": [BEARS]}, "Ben": {"life": 2}}, monarch="Ben"))
        game.apply({"do": "attack", "player": "Ann", "attackers": {"bears": "Ben"}})
        to_combat_damage(game)

        steal = row(triggers(game), source="monarch")
        assert steal["controller"] == "Ben"
        assert steal["outcome"].startswith("removed:")
        assert "left the game" in steal["outcome"]
        assert steal["rule"] == "800.4d"
        assert pd.isna(steal["stacked"])

    def test_targets_distributions_and_abilities_that_did_nothing(self) -> None:
        """The targets column shows a distribution (603.3d); an intervening "if" false on
        resolution shows "did nothing (603.4)"; every target illegal shows the 608.2b
        removal."""
        court = into_alices_upkeep(
            {"battlefield": ["Court of Garenbrig", BEARS, {"card": "Llanowar Elves",
                                                           "id": "elves"}]})
        court.apply({"do": "choose", "player": "Alice",
                     "distribution": {"bears": 1, "elves": 1}})
        assert row(triggers(court), source="Court of Garenbrig")["targets"] == \
            "1 on bears, 1 on elves"

        gone = into_alices_upkeep({"battlefield": ["Court of Garenbrig", BEARS]},
                                  {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
        gone.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        gone.apply({"do": "pass", "player": "Alice"})
        tap(gone, "Bob", "Mountain")
        gone.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        pass_all(gone)
        pass_all(gone)
        removed = row(triggers(gone), source="Court of Garenbrig")
        assert removed["rule"] == "608.2b" and removed["outcome"].startswith("removed:")

        queen = into_alices_upkeep({"battlefield": ["Queen Marchesa"]}, monarch="Bob")
        put_and_resolve(queen, "Alice", THORN)
        pass_all(queen)
        did_nothing = row(triggers(queen), source="Queen Marchesa")
        assert (did_nothing["outcome"], did_nothing["rule"]) == ("did nothing (603.4)", "603.4")

    def test_a_target_player_and_a_trigger_with_no_legal_target(self) -> None:
        """Custodi Lich's trigger shows its target player; Palace Jailer's exile trigger with no
        creature to exile is removed as it would go on the stack (603.3d)."""
        game = Game(two(alice={"mana_pool": "BBBBB", "hand": ["Custodi Lich"]},
                        bob={"battlefield": [BEARS]}, monarch="Bob"))
        game.apply({"do": "cast", "player": "Alice", "card": "Custodi Lich"})
        pass_all(game)
        pass_all(game)
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
        lich = row(triggers(game), ability="Whenever you become the monarch, target player "
                                           "sacrifices a creature of their choice.")
        assert (lich["controller"], lich["source"], lich["targets"]) == ("Alice",
                                                                         "Custodi Lich", "Bob")

        jailed = Game(two())
        put(jailed, "Alice", "Palace Jailer")
        jailed.apply({"do": "default"})
        exile = row(triggers(jailed), rule="603.3d")
        assert exile["source"] == "Palace Jailer"
        assert exile["outcome"].startswith("removed:")

    def test_a_triggered_mana_ability_is_never_stacked(self) -> None:
        """605.4a: Regal Behemoth's ability resolves at once: no stacked seq, rule 605.4a."""
        game = Game(two(alice={"battlefield": ["Regal Behemoth", "Forest"]}, monarch="Alice"))
        tap(game, "Alice", "Forest")
        game.apply({"do": "choose", "player": "Alice", "option": "G"})

        behemoth = row(triggers(game), source="Regal Behemoth")
        assert (behemoth["outcome"], behemoth["rule"]) == ("resolved", "605.4a")
        assert pd.isna(behemoth["stacked"])


class TestTheThousandTurnBoard:
    def test_its_first_turns_in_process_every_change_is_a_steal_by_the_active_player(
            self) -> None:
        """The board's default policy attacks the monarch with every creature that can; each
        change is combat damage (724.2) by a creature of the active player, who becomes the
        monarch, and the reigns chain from Ann (the board's monarch) to the current one."""
        game = Game.load(THOUSAND)
        assert [p.name for p in game.state.players] == ["Ann", "Ben", "Cat", "Dan"]
        assert game.state.monarch == "Ann"
        game.run_until(13)

        frame = monarch_changes(game)
        assert len(frame) >= 4
        assert set(frame["rule"]) == {"724.2"}
        assert frame["cause"].str.startswith("combat damage by ").all()
        check_reign_chain(list(zip(frame["from"], frame["to"], strict=True)), "Ann",
                          game.state.monarch)
        for e in events(game, "monarch_changed"):
            assert e.player == e.active and e.step == "combat_damage"
            assert e.source in {o.name for o in game.state.permanents(e.player)}
        assert all(r == "608.2" for r in triggers(game).query("source == 'monarch'")["rule"])

    def test_the_cli_runs_1000_turns_and_every_monarch_change_has_its_cause(self) -> None:
        """Done means: the four-player game runs 1,000 turns from the board file through the
        CLI without error, and each monarch change in its timeline carries the rule that caused
        it (724.2 / 724.3 / 724.4)."""
        done = run_cli("run", str(THOUSAND.relative_to(REPO)), "--json")

        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stderr == ""
        out = json.loads(done.stdout)
        state = out["state"]
        assert state["turn"] >= 1000
        assert state["outcome"] == "in progress"
        rows = [r for r in out["timeline"] if r["event"] == "monarch_changed"]
        assert len(rows) >= 900  # about one steal a turn
        assert {r["rule"] for r in rows} <= CAUSE_RULES
        assert all(r["source"] for r in rows if r["rule"] != "724.4")
        check_reign_chain([(r["old_monarch"], r["player"]) for r in rows], "Ann",
                          state["monarch"])
        assert max(r["turn"] for r in rows) >= 999


def test_the_cli_timeline_names_each_kind_of_cause(tmp_path: Path) -> None:
    """The headless run of a small scripted board: its monarch_changed rows carry 724.3 (a
    card), 724.2 (combat damage) and 724.4 (the monarch left), with ``player`` the new
    monarch and ``old_monarch`` the previous one (none: nobody was)."""
    raw = board(player("Ann", battlefield=[BEARS]), player("Ben"), player("Cat"),
                script=[
                    {"do": "put", "player": "Ben", "card": THORN, "zone": "battlefield"},
                    {"do": "attack", "player": "Ann", "attackers": {"bears": "Ben"}},
                    {"do": "pass_until", "turn": 1, "step": "end_of_combat"},
                    {"do": "block", "player": "Ben", "blockers": {}},
                    {"do": "pass_until", "turn": 1, "step": "end_of_combat"},
                    {"do": "concede", "player": "Ann"},
                ])
    done = run_cli("run", str(write_board(tmp_path / "crown.json", raw)), "--json")

    assert done.returncode == 0, done.stderr
    rows = [r for r in json.loads(done.stdout)["timeline"] if r["event"] == "monarch_changed"]
    assert [(r["rule"], r["player"], r["old_monarch"], r["source"]) for r in rows] == [
        ("724.3", "Ben", None, THORN),
        ("724.2", "Ann", "Ben", "Grizzly Bears"),
        ("724.4", "Ben", "Ann", None),
    ]
