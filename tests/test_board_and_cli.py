"""Board files and the headless run (the board format): validation, references, exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import board, library, player, run_cli, write_board

from explorer.actions import parse_action
from explorer.cards import build_pool
from explorer.errors import BoardError, IllegalAction
from explorer.game import Game
from explorer.report import state_dict
from explorer.script import ScriptError, play


def two_players(**alice: Any) -> dict[str, Any]:
    return board(player("Alice", **alice), player("Bob"))


class TestBoardValidation:
    @pytest.mark.parametrize(("raw", "field", "says"), [
        (two_players(battlefield=["Forrest"]), "players[0].battlefield[0].card",
         "unknown card 'Forrest'"),
        ({**two_players(), "turn": {"number": 1, "active": "Alice", "step": "combat"}},
         "turn.step", "unknown step 'combat'"),
        (two_players(hand=["Forest", "Lightening Bolt"]), "players[0].hand[1].card",
         "unknown card 'Lightening Bolt'"),
        (two_players(lif=3), "players[0].lif", "unknown field"),
        (two_players(battlefield=[{"card": "Forest", "tapped": "yes"}]),
         "players[0].battlefield[0].tapped", "true or false"),
        (two_players(battlefield=[{"card": "Forest", "id": "x"}, {"card": "Forest", "id": "x"}]),
         "players[0].battlefield[1].id", "used twice"),
        (two_players(battlefield=[{"card": "Forest", "attached_to": "nothing"}]),
         "players[0].battlefield[0].attached_to", "nothing"),
        (two_players(mana_pool="RX"), "players[0].mana_pool", "'X'"),
        ({**two_players(), "monarch": "Zed"}, "monarch", "'Zed'"),
        ({**two_players(), "turn": {"active": "Zed"}}, "turn.active", "'Zed'"),
        ({**two_players(), "script": [{"do": "tap"}]}, "script[0].do", "unknown action 'tap'"),
        ({**two_players(), "script": [{"do": "pass"}, {"do": "cast", "player": "Alice"}]},
         "script[1].card", "required"),
        ({**two_players(), "script": [{"do": "pass_until", "turn": 2, "step": "combat"}]},
         "script[0].step", "unknown step 'combat'"),
        ({"players": [{"name": "Alice"}, {"name": "Alice"}]}, "players[1].name", "'Alice'"),
    ])
    def test_a_bad_board_is_refused_naming_the_field(self, raw: dict[str, Any], field: str,
                                                     says: str) -> None:
        """Board format: unknown fields and bad values are refused on load with an error that
        names the field and the reason, never a traceback from deep inside the engine."""
        with pytest.raises(BoardError) as refused:
            Game(raw)

        assert refused.value.field == field
        assert says in str(refused.value)
        assert str(refused.value).startswith(field + ": ")

    def test_the_unknown_card_error_suggests_the_close_name(self) -> None:
        """A misspelt card name is named, with the card it probably meant."""
        with pytest.raises(BoardError) as refused:
            Game(two_players(battlefield=["Forrest"]))
        assert "Forest" in refused.value.reason

    def test_a_card_without_rules_is_refused_not_played_wrongly(self) -> None:
        """A card whose behaviour isn't declared is refused by name, so it is never played as if
        it had no abilities."""
        pool = build_pool()
        pool.facts["Unfinished Card"] = {"name": "Unfinished Card", "type_line": "Creature — Elf",
                                         "oracle_text": "{T}: Draw a card.", "power": "1",
                                         "toughness": "1"}
        with pytest.raises(BoardError) as refused:
            Game(two_players(hand=["Unfinished Card"]), cards=pool)
        assert refused.value.field == "players[0].hand[0].card"
        assert "not implemented" in str(refused.value)

    def test_zones_and_life_default(self) -> None:
        """Board format: zones default to empty; life defaults to 20; the turn to turn 1, the
        first player, the precombat main phase."""
        game = Game({"players": [{"name": "Alice"}, {"name": "Bob"}]})

        assert [p.life for p in game.state.players] == [20, 20]
        assert game.state.battlefield == []
        assert (game.state.turn, game.state.active, game.state.step) == (1, "Alice",
                                                                          "precombat_main")
        assert game.pending is not None and game.pending.player == "Alice"

    def test_an_explicit_id_is_never_shadowed_by_an_automatic_one(self) -> None:
        """Board format: a permanent is named by its `id`. If a file gives a permanent the id
        'forest-1', that name must mean that permanent (or the file is refused) — not another
        Forest that happened to get 'forest-1' as its automatic handle."""
        raw = two_players(battlefield=["Forest", {"card": "Forest", "id": "forest-1",
                                                  "tapped": True}])
        try:
            game = Game(raw)
        except BoardError as refused:
            assert refused.field == "players[0].battlefield[1].id"
            return
        assert game.find_permanent("forest-1").tapped
        assert len({o.handle for o in game.state.battlefield}) == 2


class TestReferences:
    def test_a_permanent_is_named_by_name_and_ordinal(self) -> None:
        """Board format: "Forest#2" is the second Forest among that player's permanents,
        counting from 1 in file order."""
        game = Game(board(
            player("Alice", battlefield=["Forest", {"card": "Forest", "tapped": True}]),
            player("Bob", battlefield=["Forest"]),
        ))

        assert game.find_permanent("Forest#2", "Alice").tapped
        assert not game.find_permanent("Forest#1", "Alice").tapped
        game.apply({"do": "activate", "player": "Alice", "permanent": "Forest#1"})
        assert all(o.tapped for o in game.state.permanents("Alice"))

    def test_an_ambiguous_reference_is_an_error_that_names_it(self) -> None:
        """Board format: an ambiguous reference is an error that names it (and the ids that
        would settle it)."""
        game = Game(two_players(battlefield=["Forest", "Forest"]))

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "Forest"})
        assert "'Forest'" in str(refused.value)
        assert all(o.handle in str(refused.value) for o in game.state.permanents("Alice"))

    def test_an_unknown_reference_is_an_error_that_names_it(self) -> None:
        game = Game(two_players(battlefield=["Forest", "Forest"]))

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "Forest#3"})
        assert "Forest#3" in str(refused.value)

    def test_an_unknown_player_is_an_error_that_names_it(self) -> None:
        """Board format: an unknown reference is an error that names it — also a player's
        name in `concede`."""
        game = Game(two_players())

        with pytest.raises((IllegalAction, BoardError)) as refused:
            game.apply({"do": "concede", "player": "Zed"})
        assert "Zed" in str(refused.value)


def run_board(tmp_path: Path, raw: dict[str, Any], *flags: str) -> Any:
    path = write_board(tmp_path / "board.json", raw)
    return run_cli("run", str(path), *flags)


class TestHeadlessRun:
    def test_a_good_script_runs_to_its_end_and_exits_0(self, tmp_path: Path) -> None:
        """Board format: `python -m explorer run BOARD.json` plays the script and prints the
        timeline as a table; exit code 0 when the script ran to its end."""
        raw = {**two_players(battlefield=["Mountain"], hand=["Lightning Bolt"]),
               "script": [{"do": "activate", "player": "Alice", "permanent": "Mountain"},
                          {"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                           "targets": ["Bob"]},
                          {"do": "pass"}, {"do": "pass"}]}
        done = run_board(tmp_path, raw)

        assert done.returncode == 0, done.stderr
        assert done.stderr == ""
        assert "spell_resolved" in done.stdout
        assert "120.3a" in done.stdout
        assert "Bob 17 life" in done.stdout

    def test_json_prints_the_state_and_the_timeline(self, tmp_path: Path) -> None:
        """Board format: --json prints one object with "state" and "timeline"; each timeline
        row carries the event's fields, among them its rule, and ``detail``: the event in words
        for people, the same rendering the tables show."""
        raw = {**two_players(battlefield=["Mountain"], hand=["Lightning Bolt"]),
               "script": [{"do": "activate", "player": "Alice", "permanent": "Mountain"},
                          {"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                           "targets": ["Bob"]},
                          {"do": "pass"}, {"do": "pass"}]}
        done = run_board(tmp_path, raw, "--json")

        assert done.returncode == 0, done.stderr
        out = json.loads(done.stdout)
        assert set(out) == {"state", "timeline"}
        state = out["state"]
        assert {"turn", "step", "active", "monarch", "players", "battlefield", "stack",
                "pending"} <= set(state)
        bob = next(p for p in state["players"] if p["name"] == "Bob")
        assert bob["life"] == 17
        assert {"name", "life", "hand", "library", "graveyard", "exile", "mana_pool", "lost",
                "left"} <= set(bob)
        rows = out["timeline"]
        assert {"seq", "turn", "step", "active", "event", "player", "source", "target",
                "amount", "mana", "rule", "detail"} <= set(rows[0])
        hit = next(r for r in rows if r["event"] == "life_changed")
        assert (hit["player"], hit["amount"], hit["life"], hit["rule"]) == (
            "Bob", -3, 17, "120.3a")
        assert hit["detail"] == "20 -> 17"
        assert [r["seq"] for r in rows] == sorted(r["seq"] for r in rows)
        game = Game(raw)
        play(game, game.script)
        shown = {e.seq: e.detail for e in game.log}
        assert [r["detail"] for r in rows] == [shown[r["seq"]] for r in rows]

    def test_an_unknown_card_exits_2_with_the_field_on_stderr(self, tmp_path: Path) -> None:
        """Board format: exit code 2 when the file itself is invalid; the message names the
        field."""
        done = run_board(tmp_path, two_players(battlefield=["Forrest"]))

        assert done.returncode == 2
        assert "players[0].battlefield[0].card" in done.stderr
        assert "Forrest" in done.stderr
        assert "Traceback" not in done.stderr
        assert done.stdout == ""

    def test_a_bad_step_exits_2_with_the_field_on_stderr(self, tmp_path: Path) -> None:
        done = run_board(tmp_path, {**two_players(),
                                    "turn": {"number": 1, "active": "Alice", "step": "combat"}})

        assert done.returncode == 2
        assert "turn.step" in done.stderr
        assert "Traceback" not in done.stderr

    def test_a_file_that_is_not_json_exits_2(self, tmp_path: Path) -> None:
        path = tmp_path / "broken.json"
        path.write_text('{"players": [', encoding="utf-8")
        done = run_cli("run", str(path))

        assert done.returncode == 2
        assert "JSON" in done.stderr
        assert "Traceback" not in done.stderr

    def test_a_missing_file_exits_2(self, tmp_path: Path) -> None:
        done = run_cli("run", str(tmp_path / "nowhere.json"))

        assert done.returncode == 2
        assert "nowhere.json" in done.stderr

    def test_the_table_ends_with_the_decision_waiting_and_its_answers(
            self, tmp_path: Path) -> None:
        """117.1: when the script ends, somebody has priority. The text output says who, and
        lists legal answers in their stable text form (the first 12; --json has them all)."""
        raw = {**board(player("Alice", hand=["Lightning Bolt"],
                              battlefield=["Mountain", *["Forest"] * 14]),
                       player("Bob")),
               "script": [{"do": "pass_until", "turn": 1, "step": "precombat_main"}]}
        done = run_board(tmp_path, raw)

        lines = done.stdout.splitlines()
        at = lines.index("waiting: Alice: Alice has priority: act or pass (117.1)")
        assert lines[at + 1:at + 4] == [
            "  Alice: pass",
            "  Alice: cast lightning-bolt-1 targets=Alice pay=mountain-1",
            "  Alice: cast lightning-bolt-1 targets=Bob pay=mountain-1"]
        assert len(lines[at + 1:]) == 12 + 1
        # pass, 2 bolts, 15 lands: 18 answers, 12 shown
        assert lines[-1] == "  … and 6 more (--json lists them all)"
        listed = json.loads(run_board(tmp_path, raw, "--json").stdout)
        assert len(listed["state"]["pending"]["actions"]) == 18

    def test_a_finished_game_waits_on_nobody(self, tmp_path: Path) -> None:
        """104.2a: Bob concedes, Alice wins; the status line is the last line."""
        done = run_board(tmp_path, {**two_players(),
                                    "script": [{"do": "concede", "player": "Bob"}]})

        assert done.returncode == 0
        assert done.stdout.splitlines()[-1].endswith("Alice wins")
        assert "waiting:" not in done.stdout


TAPPED_TWICE = {
    **two_players(battlefield=["Mountain"]),
    "script": [{"do": "activate", "player": "Alice", "permanent": "Mountain"},
               {"do": "activate", "player": "Alice", "permanent": "Mountain"}],
}
SICK_ATTACKER = {
    **two_players(battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                               {"card": "Grizzly Bears", "id": "rookie", "sick": True}]),
    "script": [{"do": "pass_until", "turn": 1, "step": "declare_attackers"},
               {"do": "attack", "player": "Alice", "attackers": {"rookie": "Bob"}}],
}


def state_after(raw: dict[str, Any], n: int) -> dict[str, Any]:
    """The state just after the first ``n`` script actions were applied (nothing answered
    after them), as --json prints it."""
    game = Game({k: v for k, v in raw.items() if k != "script"})
    for action in raw["script"][:n]:
        game.apply(action)
    return json.loads(json.dumps(state_dict(game)))


class TestIllegalScriptAction:
    @pytest.mark.parametrize(("raw", "index", "rule"), [
        (TAPPED_TWICE, 1, "107.5"),
        (SICK_ATTACKER, 1, "302.6"),
    ], ids=["tapping a tapped land", "attacking with a sick creature"])
    def test_an_illegal_action_exits_1_naming_the_action_and_the_rule(
            self, tmp_path: Path, raw: dict[str, Any], index: int, rule: str) -> None:
        """Board format: exit code 1 when an action was illegal; the message names the
        action's index, the rule and why (107.5: {T} can't be paid while tapped; 302.6: a
        summoning-sick creature can't attack)."""
        done = run_board(tmp_path, raw)

        assert done.returncode == 1
        assert f"script[{index}]" in done.stderr
        assert f"({rule})" in done.stderr
        assert "Traceback" not in done.stderr

    @pytest.mark.parametrize(("raw", "index"), [(TAPPED_TWICE, 1), (SICK_ATTACKER, 1)],
                             ids=["tapping a tapped land", "attacking with a sick creature"])
    def test_with_json_the_state_is_the_one_before_the_illegal_action(
            self, tmp_path: Path, raw: dict[str, Any], index: int) -> None:
        """Board format: an illegal action changes nothing: with --json the process prints
        the state and timeline as they stood before that action, then exits 1."""
        done = run_board(tmp_path, raw, "--json")

        assert done.returncode == 1
        out = json.loads(done.stdout)
        assert out["state"] == state_after(raw, index)

    def test_the_state_before_the_tapped_land_shows_the_first_activation(
            self, tmp_path: Path) -> None:
        """The state printed is after script[0]: the Mountain tapped and {R} in the pool."""
        out = json.loads(run_board(tmp_path, TAPPED_TWICE, "--json").stdout)

        alice = out["state"]["players"][0]
        assert alice["mana_pool"]["R"] == 1
        assert out["state"]["battlefield"][0]["tapped"] is True
        assert [r["event"] for r in out["timeline"]].count("mana_added") == 1

    def test_the_state_before_the_sick_attack_still_waits_for_attackers(
            self, tmp_path: Path) -> None:
        out = json.loads(run_board(tmp_path, SICK_ATTACKER, "--json").stdout)

        assert out["state"]["step"] == "declare_attackers"
        assert out["state"]["pending"]["kind"] == "attackers"
        assert not any(p["tapped"] for p in out["state"]["battlefield"])

    def test_the_script_error_names_the_index_in_python_too(self) -> None:
        """The same contract without a process: play() raises ScriptError for script[N] and the
        game is as it was before that action."""
        game = Game({k: v for k, v in TAPPED_TWICE.items() if k != "script"})
        with pytest.raises(ScriptError) as failed:
            play(game, [parse_action(a) for a in TAPPED_TWICE["script"]])

        assert failed.value.index == 1
        assert failed.value.error.rule == "107.5"
        assert str(failed.value).startswith("script[1]: ")
        assert state_dict(game) == state_after(TAPPED_TWICE, 1)

    def test_an_unknown_player_in_a_script_exits_1_without_a_traceback(
            self, tmp_path: Path) -> None:
        """Board format: an unknown reference is an error that names it; the run exits 1 with
        the message, not a traceback."""
        raw = {**board(player("Alice", library=library(3)), player("Bob", library=library(3))),
               "script": [{"do": "pass"}, {"do": "concede", "player": "Zed"}]}
        done = run_board(tmp_path, raw)

        assert done.returncode == 1
        assert "script[1]" in done.stderr
        assert "Zed" in done.stderr
        assert "Traceback" not in done.stderr
