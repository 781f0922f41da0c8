"""The command line against files that aren't board files: every one exits 2 with one line on
stderr naming the problem — never a traceback, never a hang — and what a board may hold (lone
surrogates, emoji) never breaks the output. ``main(argv)`` runs in-process; two tests run the
real ``python -m explorer``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import REPO, board, library, player

from explorer.__main__ import main
from explorer.board import MAX_FILE_BYTES
from explorer.schema import schema, schema_text

GOOD = board(player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"],
                    library=library(3)),
             player("Bob", library=library(3)),
             script=[{"do": "activate", "player": "Alice", "permanent": "Mountain"},
                     {"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                      "targets": ["Bob"]},
                     {"do": "pass"}, {"do": "pass"}])


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], path: Path, *flags: str) -> str:
    """Run the file: exit 2, nothing on stdout, one line on stderr that says the path once."""
    code, out, err = run(capsys, "run", str(path), *flags)
    assert code == 2, err
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.count(str(path)) == 1, err
    assert len(err) < 300, err
    return err


def write_bytes(tmp_path: Path, data: bytes, name: str = "board.json") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


class TestNotABoardFile:
    @pytest.mark.parametrize(("content", "says"), [
        (b"[]", "not a list"),
        (b'[["players", [{"name": "Alice"}]]]', "not a list"),
        (b"null", "not null"),
        (b"42", "not a number"),
        (b'"players"', "not text"),
        (b"", "not valid JSON"),
        (b'{"players": [', "not valid JSON"),
        (b'{"players": [{"name": "A", "life": NaN}]}', "NaN"),
        (b'{"players": [{"name": "A", "life": Infinity}]}', "Infinity"),
    ], ids=["array", "list of pairs", "null", "number", "string", "empty", "truncated", "NaN",
            "Infinity"])
    def test_json_that_is_not_a_board_is_refused(self, capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path, content: bytes,
                                                 says: str) -> None:
        """A file holding null used to load a built-in two-player board; a list of pairs used to
        be taken as an object."""
        err = refused(capsys, write_bytes(tmp_path, content))
        assert says in err

    def test_binary_data(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        err = refused(capsys, write_bytes(tmp_path, bytes(range(256)) * 4))
        assert "UTF" in err

    def test_latin_1_text(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        data = json.dumps(GOOD).replace("Alice", "Al\xefce").encode("latin-1")
        assert "not UTF-8" in refused(capsys, write_bytes(tmp_path, data))

    @pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
    def test_utf_16_with_or_without_a_byte_order_mark(
            self, capsys: pytest.CaptureFixture[str], tmp_path: Path, encoding: str) -> None:
        data = json.dumps(GOOD).encode(encoding)
        assert "UTF-16" in refused(capsys, write_bytes(tmp_path, data))

    def test_a_utf_8_byte_order_mark_is_accepted(self, capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
        path = write_bytes(tmp_path, b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
        code, out, err = run(capsys, "run", str(path))
        assert (code, err) == (0, "")
        assert "Bob 17 life" in out

    def test_json_nested_a_thousand_deep(self, capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
        assert "nested too deeply" in refused(capsys, write_bytes(tmp_path, b"[" * 1000
                                                                   + b"]" * 1000))

    def test_json_nested_deep_but_readable(self, capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
        raw = {**GOOD, "notes": json.loads("[" * 200 + "]" * 200)}
        err = refused(capsys, write_bytes(tmp_path, json.dumps(raw).encode()))
        assert "notes" in err

    def test_an_integer_of_5000_digits(self, capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
        data = json.dumps(GOOD).replace('"Alice"', '"Alice", "life": ' + "9" * 5000, 1)
        assert "digits" in refused(capsys, write_bytes(tmp_path, data.encode()))

    def test_an_integer_of_4000_digits_is_refused_by_its_bound(
            self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        data = json.dumps(GOOD).replace('"Alice"', '"Alice", "life": ' + "9" * 4000, 1)
        err = refused(capsys, write_bytes(tmp_path, data.encode()))
        assert "players[0].life: must be at most 1,000,000" in err

    def test_a_huge_file_is_refused_without_reading_it(self, capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
        path = tmp_path / "huge.json"
        with open(path, "wb") as f:
            f.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
        err = refused(capsys, path)
        assert f"{MAX_FILE_BYTES:,} bytes" in err

    def test_a_directory(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        assert "directory" in refused(capsys, tmp_path)

    def test_a_missing_file(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        assert "no such file" in refused(capsys, tmp_path / "nowhere.json")

    def test_a_path_through_a_file(self, capsys: pytest.CaptureFixture[str],
                                   tmp_path: Path) -> None:
        path = write_bytes(tmp_path, b"{}")
        refused(capsys, path / "board.json")

    @pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() == 0,
                        reason="root reads a file whatever its mode, so chmod 000 blocks nothing")
    def test_an_unreadable_file(self, capsys: pytest.CaptureFixture[str],
                                tmp_path: Path) -> None:
        path = write_bytes(tmp_path, json.dumps(GOOD).encode())
        path.chmod(0)
        try:
            assert "ermission" in refused(capsys, path)
        finally:
            path.chmod(0o600)

    @pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
    def test_a_fifo_is_refused_without_waiting_for_a_writer(self, tmp_path: Path) -> None:
        """The real process, with a timeout: opening a FIFO to read would block forever."""
        fifo = tmp_path / "board.json"
        os.mkfifo(fifo)
        done = subprocess.run([sys.executable, "-m", "explorer", "run", str(fifo)], cwd=REPO,
                              capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 2
        assert "FIFO" in done.stderr and done.stderr.count("\n") == 1
        assert "Traceback" not in done.stderr


class TestWhatABoardMayHold:
    SURROGATE = board(player("Al\ud800ice", battlefield=["Mountain"], hand=["Lightning Bolt"],
                             library=library(3)),
                      player("B\udfffob 🙂\u202e", library=library(3)),
                      title="e\u0301\u0301 🙂",
                      script=[{"do": "activate", "player": "Al\ud800ice", "permanent": "Mountain"},
                              {"do": "cast", "player": "Al\ud800ice", "card": "Lightning Bolt",
                               "targets": ["B\udfffob 🙂\u202e"]},
                              {"do": "pass"}, {"do": "pass"}])

    def _file(self, tmp_path: Path) -> Path:
        # json.dumps escapes lone surrogates as \ud800, which JSON reads back as one.
        return write_bytes(tmp_path, json.dumps(self.SURROGATE).encode("ascii"))

    def test_lone_surrogates_survive_the_timeline(self, capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
        """Printing the timeline used to crash on a lone surrogate in a player's name."""
        code, out, err = run(capsys, "run", str(self._file(tmp_path)))

        assert (code, err) == (0, "")
        assert "Al\\ud800ice 20 life" in out
        assert "17 life" in out and "🙂" in out

    def test_lone_surrogates_survive_json(self, capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
        code, out, err = run(capsys, "run", str(self._file(tmp_path)), "--json")

        assert (code, err) == (0, "")
        state = json.loads(out)["state"]
        assert [p["name"] for p in state["players"]] == ["Al\ud800ice", "B\udfffob 🙂\u202e"]
        assert state["players"][1]["life"] == 17

    def test_an_error_quoting_a_lone_surrogate_is_printable(
            self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        raw = board(player("Alice", battlefield=["For\ud800est"]), player("Bob"))
        err = refused(capsys, write_bytes(tmp_path, json.dumps(raw).encode()))
        assert "players[0].battlefield[0].card" in err and "\\ud800" in err


class TestIllegalScript:
    def test_an_illegal_action_exits_1_with_index_reason_and_rule(
            self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        raw = {**GOOD, "script": [*GOOD["script"][:1], *GOOD["script"][:1]]}
        path = write_bytes(tmp_path, json.dumps(raw).encode())
        code, out, err = run(capsys, "run", str(path))

        assert code == 1
        assert err == "script[1]: Mountain can't pay {T}: it is already tapped (107.5)\n"
        assert "mana_added" in out

    def test_a_good_script_exits_0(self, capsys: pytest.CaptureFixture[str],
                                   tmp_path: Path) -> None:
        code, out, err = run(capsys, "run", str(write_bytes(tmp_path, json.dumps(GOOD).encode())))
        assert (code, err) == (0, "")
        assert "Bob 17 life" in out


class TestHelpAndSchema:
    @pytest.mark.parametrize("argv", [["--help"], ["run", "--help"], ["schema", "--help"]])
    def test_help_points_to_the_board_format_documentation(
            self, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
        with pytest.raises(SystemExit) as exited:
            main(argv)
        out = capsys.readouterr().out
        assert exited.value.code == 0
        assert "docs/board-format.md" in " ".join(out.split())
        assert "shared" not in out

    def test_schema_prints_the_shipped_schema(self, capsys: pytest.CaptureFixture[str]) -> None:
        code, out, _ = run(capsys, "schema")
        assert code == 0
        assert json.loads(out) == schema() == json.loads(schema_text())
        assert schema()["$schema"] == "https://json-schema.org/draft/2020-12/schema"

    def test_every_board_in_data_is_valid_for_the_schema_itself(self) -> None:
        """What an editor checks is what the explorer accepts: the boards shipped validate
        with any draft 2020-12 validator."""
        from jsonschema import Draft202012Validator

        Draft202012Validator.check_schema(schema())
        validator = Draft202012Validator(schema())
        for path in sorted((REPO / "data" / "boards").glob("*.json")):
            raw: Any = json.loads(path.read_text(encoding="utf-8"))
            assert list(validator.iter_errors(raw)) == [], path.name

    def test_a_board_may_name_its_schema(self, capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
        raw = {"$schema": "../explorer/schema/board.schema.json", **GOOD}
        code, _, err = run(capsys, "run", str(write_bytes(tmp_path, json.dumps(raw).encode())))
        assert (code, err) == (0, "")


def test_the_real_entry_point_runs_a_board(tmp_path: Path) -> None:
    """``python -m explorer`` itself, as a user runs it."""
    path = write_bytes(tmp_path, json.dumps(GOOD).encode())
    done = subprocess.run([sys.executable, "-m", "explorer", "run", str(path), "--json"],
                          cwd=REPO, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["state"]["players"][1]["life"] == 17
