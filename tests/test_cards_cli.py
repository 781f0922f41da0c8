"""``python -m explorer cards import | explain | fetch``: the summary and its JSON, exit codes,
and one line on stderr for every refusal. ``main(argv)`` runs in-process (no network: fetch is
given a cache or an unreachable machine); one test runs the real ``python -m explorer``."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers import run_cli
from scryfall_helpers import DOUBLE, ELF, FLIER, SCRY, card, write_cards

from explorer.__main__ import main
from explorer.cards.fetch import cache_path

BANDING = [card(f"Leech {k}", "Banding", keywords=("Banding",)) for k in range(4)]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Exit 2, nothing on stdout, one short line on stderr."""
    code, out, err = run(capsys, *argv)
    assert code == 2, (out, err)
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and len(err) < 300, err
    return err


@pytest.fixture
def bulk(tmp_path: Path) -> Path:
    return write_cards(tmp_path / "oracle-cards.json",
                       [ELF, SCRY, *BANDING, FLIER, DOUBLE, dict(ELF, id="reprint")])


class TestImport:
    def test_the_summary_counts_and_groups_the_refusals(self, bulk: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
        code, out, err = run(capsys, "cards", "import", str(bulk))

        assert code == 0 and err == ""
        lines = out.splitlines()
        assert lines[0] == (f"{bulk}: 9 card objects (1 more printing of cards already read)")
        assert lines[1] == "compiled: 2 cards (playable)"
        assert lines[2] == ("refused: 6 cards, by the first sentence the explorer can't read "
                            "(most common first):")
        assert lines[3].split() == ["4", "×", '"Banding"', "—", "the", "keyword", "Banding",
                                    "isn't", "implemented", "yet"]
        assert lines[4].strip() == "Leech 0, Leech 1, Leech 2, … and 1 more"
        assert '"When this creature enters, venture into the dungeon."' in out
        assert "Front Face // Back Face" in out

    def test_json_is_compiled_names_and_refused_sentences(self, bulk: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
        code, out, err = run(capsys, "cards", "import", str(bulk), "--json")

        assert code == 0 and err == ""
        found = json.loads(out)
        assert found == {
            "compiled": ["Test Elf", "Test Hawk"],
            "refused": {
                "Front Face // Back Face":
                    "a card with more than one face isn't supported yet (712)",
                **{f"Leech {k}": "Banding" for k in range(4)},
                "Scrying Sprite": "When this creature enters, venture into the dungeon.",
            },
        }
        assert list(found) == ["compiled", "refused"]

    def test_a_missing_file(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        path = tmp_path / "nope.json"

        assert refused(capsys, "cards", "import", str(path)) == f"{path}: no such file\n"

    @pytest.mark.parametrize(("data", "says"), [
        (json.dumps([ELF, SCRY])[:-20], "the file ends inside card [1] (is it cut short?)"),
        ('{"name": 3}', "a card needs a name"),
        ("[true]", "card [0] at byte 1: expected a card object"),
        (json.dumps([ELF, dict(SCRY, toughness=1)]), "card [1] at byte "),
    ])
    def test_a_malformed_file_is_one_line_naming_file_and_place(
            self, tmp_path: Path, capsys: pytest.CaptureFixture[str], data: str,
            says: str) -> None:
        path = tmp_path / "bad.json"
        path.write_text(data, encoding="utf-8")
        err = refused(capsys, "cards", "import", str(path), "--json")

        assert err.startswith(f"{path}: ") and err.count(str(path)) == 1
        assert says in err

    def test_progress_shows_on_stderr_when_asked(self, bulk: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
        code, out, err = run(capsys, "cards", "import", str(bulk), "--json", "--progress")

        assert code == 0 and json.loads(out)["compiled"]
        assert "oracle-cards.json" in err and "100%" in err

    def test_no_progress_bar_when_stderr_is_not_a_terminal(self, bulk: Path) -> None:
        done = run_cli("cards", "import", str(bulk))

        assert done.returncode == 0 and done.stderr == ""
        assert done.stdout.splitlines()[1] == "compiled: 2 cards (playable)"


class TestExplain:
    def test_a_shipped_card(self, capsys: pytest.CaptureFixture[str]) -> None:
        code, out, err = run(capsys, "cards", "explain", "Llanowar Elves")

        assert code == 0 and err == ""
        assert out.splitlines()[0] == "Llanowar Elves: compiled from its Oracle text"
        assert "(106.4, explorer.rules.mana)" in out

    def test_a_card_of_a_pool_file(self, bulk: Path, capsys: pytest.CaptureFixture[str]) -> None:
        code, out, _ = run(capsys, "cards", "explain", "Scrying Sprite", "--pool", str(bulk))

        assert code == 0
        assert out == ("Scrying Sprite: not playable yet\n"
                       "  can't read: 'When this creature enters, venture into the dungeon.'\n")

    def test_an_unknown_card_says_the_close_name(self, bulk: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
        assert refused(capsys, "cards", "explain", "Grizly Bears") == (
            "unknown card 'Grizly Bears' (did you mean 'Grizzly Bears'?)\n")
        assert refused(capsys, "cards", "explain", "Test Elff", "--pool", str(bulk)) == (
            "unknown card 'Test Elff' (did you mean 'Test Elf'?)\n")

    def test_a_bad_pool_file(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        path = tmp_path / "nope.json"

        assert refused(capsys, "cards", "explain", "Test Elf", "--pool", str(path)) == (
            f"{path}: no such file\n")


class TestFetch:
    def test_a_cached_card_is_explained(self, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
        write_cards(cache_path("Test Elf", tmp_path), ELF)
        code, out, err = run(capsys, "cards", "fetch", "test elf", "--cache-dir", str(tmp_path))

        assert code == 0 and err == ""
        assert out.splitlines()[:2] == ["Test Elf: compiled from its Oracle text",
                                        "  {T}: Add {G}."]

    def test_offline_exits_2_with_one_line(self, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
        def offline(*args: Any, **kwargs: Any) -> Any:
            raise urllib.error.URLError(OSError(-3, "Temporary failure in name resolution"))

        monkeypatch.setattr(urllib.request, "urlopen", offline)
        err = refused(capsys, "cards", "fetch", "Llanowar Elves", "--cache-dir", str(tmp_path))

        assert err.startswith("can't fetch 'Llanowar Elves' from Scryfall: this machine is "
                              "offline or api.scryfall.com is unreachable")


def test_run_and_schema_are_as_they_were(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "schema")

    assert code == 0 and json.loads(out)["properties"]["cards"]["type"] == "string"
    with pytest.raises(SystemExit) as usage:
        main(["cards"])
    assert usage.value.code == 2
