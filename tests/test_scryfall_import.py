"""Bringing your own cards: Scryfall files read as a stream, each Oracle card compiled once,
refusals named by their sentence, malformed files refused in one line naming the card and byte,
board files that name a card file, and fetching one card (from its cache; never the network)."""

from __future__ import annotations

import io
import json
import socket
import tracemalloc
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers import board, library, player, write_board
from scryfall_helpers import DOUBLE, ELF, FLIER, SCRY, card, padded_printings, token, write_cards

from explorer.cards import (
    CardFileError,
    FetchError,
    default_pool,
    fetch_card,
    load_scryfall,
    scryfall_pool,
)
from explorer.cards.fetch import cache_path
from explorer.cards.jsonstream import JsonStream, StreamError, items
from explorer.cards.scryfall import KEPT, CardReader
from explorer.errors import BoardError
from explorer.game import Game

CARDS = [ELF, SCRY, FLIER, DOUBLE]

# A sentence the grammar doesn't read (dungeons are not in the explorer).
VENTURE = "When this creature enters, venture into the dungeon."


@pytest.fixture
def bulk(tmp_path: Path) -> Path:
    return write_cards(tmp_path / "oracle-cards.json", CARDS)


class TestShapes:
    def test_a_bulk_array_compiles_what_it_can_and_names_the_rest(self, bulk: Path) -> None:
        pool = load_scryfall(bulk)
        report = pool.report
        assert report is not None

        assert report.objects == 4
        assert report.compiled == ["Test Elf", "Test Hawk"]
        assert report.refused == {
            "Scrying Sprite": "When this creature enters, venture into the dungeon.",
            "Front Face // Back Face": "a card with more than one face isn't supported yet (712)",
        }
        assert pool.get("Test Elf").activated[0].text == "{T}: Add {G}."
        assert pool.get("Test Hawk").has_keyword("Flying")

    def test_a_saved_search_result_reads_its_data(self, tmp_path: Path) -> None:
        path = write_cards(tmp_path / "search.json", {
            "object": "list", "total_cards": 4, "has_more": True,
            "next_page": "https://api.scryfall.com/cards/search?page=2", "data": CARDS})
        report = load_scryfall(path).report
        assert report is not None

        assert (report.objects, sorted(report.compiled)) == (4, ["Test Elf", "Test Hawk"])
        assert report.more_pages
        assert "more pages" in report.summary()

    def test_a_single_card_object(self, tmp_path: Path) -> None:
        pool = load_scryfall(write_cards(tmp_path / "elf.json", ELF))

        assert pool.report is not None and pool.report.compiled == ["Test Elf"]
        assert "Test Elf" in pool

    def test_an_empty_list_is_no_cards_not_an_error(self, tmp_path: Path) -> None:
        report = load_scryfall(write_cards(tmp_path / "none.json", []), shipped=False).report

        assert report is not None and (report.objects, report.compiled) == (0, [])

    def test_the_shipped_cards_stay_unless_turned_off(self, bulk: Path) -> None:
        with_shipped = load_scryfall(bulk)
        alone = load_scryfall(bulk, shipped=False)

        assert {"Forest", "Grizzly Bears", "Test Elf"} <= set(with_shipped.names())
        assert alone.names() == ["Test Elf", "Test Hawk"]
        assert set(default_pool().names()) < set(with_shipped.names())

    def test_a_card_of_the_files_replaces_the_shipped_one(self, tmp_path: Path) -> None:
        bigger = card("Grizzly Bears", "", type_line="Creature — Bear", mana_cost="{1}{G}",
                      power="3", toughness="3")
        pool = load_scryfall(write_cards(tmp_path / "errata.json", [bigger]))

        assert pool.get("Grizzly Bears").power == "3"
        assert default_pool().get("Grizzly Bears").power == "2"  # the shipped pool is untouched

    def test_only_the_fields_the_explorer_reads_are_kept(self, bulk: Path) -> None:
        pool = load_scryfall(bulk, shipped=False)

        for name in ("Test Elf", "Scrying Sprite", "Front Face // Back Face"):
            assert set(pool.facts[name]) <= set(KEPT), name
        faces = pool.facts["Front Face // Back Face"]["card_faces"]
        assert [f["name"] for f in faces] == ["Front Face", "Back Face"]
        assert all("object" not in f for f in faces)


class TestOncePerOracleCard:
    def test_printings_of_one_card_compile_once(self, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
        """default-cards repeats a card once per printing: same oracle_id, another id."""
        from explorer.cards.model import CardPool

        compiled: list[str] = []
        real = CardPool.compile

        def counting(self: CardPool, facts: dict[str, Any]) -> Any:
            compiled.append(facts["name"])
            return real(self, facts)

        monkeypatch.setattr(CardPool, "compile", counting)
        printings = [dict(ELF, id=f"print-{k}", set=f"s{k}") for k in range(5)]
        pool = load_scryfall(write_cards(tmp_path / "default-cards.json",
                                         [*printings, FLIER, dict(FLIER, id="again")]),
                             shipped=False)

        assert compiled == ["Test Elf", "Test Hawk"]
        assert pool.report is not None and pool.report.printings == 5
        assert pool.report.compiled == ["Test Elf", "Test Hawk"]

    def test_without_an_oracle_id_the_name_decides(self, tmp_path: Path) -> None:
        bare = {k: v for k, v in ELF.items() if k != "oracle_id"}
        report = load_scryfall(write_cards(tmp_path / "c.json", [bare, bare]),
                               shipped=False).report

        assert report is not None and (report.compiled, report.printings) == (["Test Elf"], 1)


class TestRefusals:
    def test_an_unknown_sentence_is_the_refusal_and_the_pool_says_it(self, bulk: Path) -> None:
        pool = load_scryfall(bulk)

        with pytest.raises(BoardError) as refused:
            pool.get("Scrying Sprite")
        assert f"can't read {VENTURE!r}" in str(refused.value)
        assert f"can't read: {VENTURE!r}" in pool.explain("Scrying Sprite")

    def test_refusals_are_grouped_by_sentence_most_common_first(self, tmp_path: Path) -> None:
        flankers = [card(f"Leech {k}", "Banding", keywords=("Banding",)) for k in range(5)]
        path = write_cards(tmp_path / "c.json", [SCRY, *flankers, ELF])
        report = load_scryfall(path, shipped=False).report
        assert report is not None

        groups = report.groups()
        assert [(sentence, len(names)) for sentence, _, names in groups] == [
            ("Banding", 5), (VENTURE, 1)]
        assert groups[0][1] == "the keyword Banding isn't implemented yet"
        text = report.summary(names=3)
        assert text.index('"Banding"') < text.index(f'"{VENTURE}"')
        assert "Leech 0, Leech 1, Leech 2, … and 2 more" in text

    def test_objects_that_are_not_cards_are_skipped_and_counted(self, tmp_path: Path) -> None:
        art = card("Test Elf // Test Elf", "", layout="art_series", type_line="Card // Card")
        emblem = card("Test Emblem", "You have no hand size.", layout="emblem",
                      type_line="Emblem")
        report = load_scryfall(write_cards(tmp_path / "c.json", [art, emblem, ELF]),
                               shipped=False).report
        assert report is not None

        assert report.compiled == ["Test Elf"] and report.refused == {}
        assert report.skipped == {"art cards": 1, "emblems": 1}
        assert "1 skipped: art cards" in report.summary()


class TestTokens:
    def test_a_token_object_is_a_token_named_as_the_game_names_it(self, tmp_path: Path) -> None:
        pool = load_scryfall(write_cards(tmp_path / "t.json",
                                         [token("Goblin", "Token Creature — Goblin")]))

        goblin = pool.get("Goblin Token")  # 111.4: its subtypes plus "Token"
        assert goblin.is_token and (goblin.power, goblin.toughness) == ("1", "1")
        assert pool.get("Goblin") is goblin  # Scryfall's name for it
        game = Game(board(player("Alice", battlefield=["Goblin"], library=library(2)),
                          player("Bob", library=library(2))), cards=pool)
        assert game.permanent("Goblin Token").is_token

    def test_different_tokens_of_one_name_are_refused_as_ambiguous(self, tmp_path: Path) -> None:
        small = token("Soldier", "Token Creature — Soldier", colors=("W",))
        large = token("Soldier", "Token Creature — Soldier", "2", "2", colors=("W",),
                      oracle_id="another-soldier")
        report = load_scryfall(write_cards(tmp_path / "t.json", [small, large]),
                               shipped=False).report
        assert report is not None

        assert report.refused == {"Soldier Token": "2 different tokens are named Soldier "
                                                   "Token in this file: a board couldn't say "
                                                   "which one it means"}

    def test_a_token_a_card_makes_is_the_one_its_text_says(self, tmp_path: Path) -> None:
        """A card's own text defines the token it makes; a token object of that name in the
        file doesn't change it."""
        maker = card("Thopter Maker", "When this creature enters, create a 1/1 colorless "
                     "Thopter artifact creature token with flying.", mana_cost="{3}",
                     type_line="Artifact Creature — Construct")
        other = token("Thopter", "Token Artifact Creature — Thopter", "2", "2", colors=(),
                      oracle_text="")
        pool = load_scryfall(write_cards(tmp_path / "t.json", [other, maker]), shipped=False)

        assert pool.get("Thopter Token").has_keyword("Flying")
        assert pool.get("Thopter Token").power == "1"


def error_of(tmp_path: Path, data: bytes | str) -> str:
    path = tmp_path / "bad.json"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    with pytest.raises(CardFileError) as refused:
        load_scryfall(path)
    message = str(refused.value)
    assert "\n" not in message and len(message) < 300, message
    assert refused.value.path == str(path)
    return message


GOOD = json.dumps([ELF, FLIER, SCRY])


class TestMalformed:
    @pytest.mark.parametrize(("data", "says"), [
        (GOOD[:-1], "the file ends where ',' or ']' after card [2] was expected"),
        (GOOD[:len(GOOD) // 2], "the file ends inside card [1]"),
        (GOOD[:1], "the file ends where card [0] was expected"),
        ("", "is empty: expected Scryfall card data"),
        ("42", "holds a number (42): expected Scryfall card data: a list of card objects"),
        ('"Test Elf"', "holds text ('Test Elf'): expected Scryfall card data"),
        ("[1, 2]", "card [0] at byte 1: expected a card object"),
        (json.dumps([ELF, {k: v for k, v in FLIER.items() if k != "name"}]),
         "card [1] at byte"),
        (json.dumps([dict(ELF, power=2)]),
         "card [0] at byte 1 ('Test Elf'): \"power\" must be text, got a number (2)"),
        (json.dumps([dict(ELF, colors="G")]), "\"colors\" must be a list of texts"),
        (json.dumps([dict(ELF, cmc="1")]), "\"cmc\" (mana value) must be a number"),
        (json.dumps([dict(ELF, oracle_text=["{T}: Add {G}."])]), "\"oracle_text\" must be text"),
        (json.dumps([dict(ELF, card_faces="front")]), "\"card_faces\" must be a list of objects"),
        (json.dumps([dict(ELF, name="")]), "a card needs a name (text)"),
        (json.dumps([{"object": "ruling", "comment": "..."}]),
         "card [0] at byte 1: a Scryfall 'ruling' object, not a card"),
        (json.dumps({"object": "error", "code": "not_found", "details": "No card found"}),
         "is a Scryfall error, not cards: 'No card found'"),
        (json.dumps({"object": "bulk_data", "download_uri": "https://…"}),
         "download the file at its \"download_uri\""),
        (json.dumps({"object": "list", "has_more": False}), "a list object without \"data\""),
        (json.dumps({"object": "list", "data": 5}), "\"data\" at byte 27: expected a list"),
        (GOOD + " []", "expected the end of the file after the card data, found '[]'"),
        ('[{"name": "A", "cmc": NaN}]', "NaN, which is not a JSON number"),
        ('[{"name": "A"} {"name": "B"}]', "expected ',' or ']' after card [0]"),
        (b'[{"name": "\xff"}]', "not UTF-8 text (byte 0xff) (byte 11)"),
        ("\ufeff".encode("utf-16-le") + b"[", "UTF-16 or binary data"),
    ], ids=["truncated end", "truncated middle", "truncated start", "empty", "number", "text",
            "not objects", "no name", "power number", "colors text", "cmc text",
            "oracle text list", "faces text", "empty name", "rulings", "error object",
            "bulk data object", "list without data", "data not a list", "trailing data",
            "NaN", "missing comma", "not utf-8", "utf-16"])
    def test_one_line_names_the_problem(self, tmp_path: Path, data: bytes | str,
                                        says: str) -> None:
        assert says in error_of(tmp_path, data)

    def test_the_byte_named_is_where_the_bad_card_starts(self, tmp_path: Path) -> None:
        cards = [card(f"Card {k} ✓", "") for k in range(50)] + [dict(ELF, keywords="Flying")]
        text = json.dumps(cards, ensure_ascii=False, indent=1)
        message = error_of(tmp_path, text)

        start = len(text[:text.index('{\n  "object": "card",\n  "id": "' + cards[50]["id"])]
                    .encode("utf-8"))
        assert f"card [50] at byte {start:,} ('Test Elf')" in message

    def test_nothing_is_half_loaded(self, tmp_path: Path) -> None:
        """A bad card late in the file refuses the whole file: no pool comes back."""
        path = write_cards(tmp_path / "late.json", [ELF, FLIER, dict(SCRY, power=1)])
        with pytest.raises(CardFileError):
            load_scryfall(path)

    def test_a_missing_file_and_a_directory(self, tmp_path: Path) -> None:
        with pytest.raises(FileNotFoundError):
            load_scryfall(tmp_path / "nope.json")
        with pytest.raises(CardFileError, match="is a directory"):
            load_scryfall(tmp_path)


class TestStreaming:
    @pytest.mark.parametrize("chunk", [1, 2, 3, 5, 64, 4096])
    def test_chunk_boundaries_anywhere_give_the_same_cards(self, chunk: int) -> None:
        """Chunks cut keys, numbers, literals and multi-byte characters (é, 🙂) anywhere."""
        values = [{"name": "é🙂" * k, "n": 12345678901234, "t": True, "f": None, "x": [1.5e3]}
                  for k in range(40)]
        data = b"\xef\xbb\xbf" + json.dumps(values, ensure_ascii=False, indent=2).encode()
        stream = JsonStream(io.BytesIO(data), chunk=chunk)

        assert [v for _, v in items(stream)] == values
        assert stream.at_end()

    def test_truncation_is_found_whatever_the_chunk(self) -> None:
        data = json.dumps([{"name": "x" * 100}] * 3).encode()[:-5]
        for chunk in (1, 7, 1 << 20):
            with pytest.raises(StreamError, match="ends inside item"):
                list(items(JsonStream(io.BytesIO(data), chunk=chunk)))

    def test_memory_stays_bounded_on_a_padded_file(self, tmp_path: Path) -> None:
        """3,000 printings of 100 cards, each with 4 kB the explorer doesn't read: reading the
        file must hold a fraction of it. ``json.load`` of the same file holds more than the whole
        file (measured here too, so the bound is known to catch it)."""
        path = write_cards(tmp_path / "padded.json", padded_printings(3000, 100, 4000))
        size = path.stat().st_size
        assert size > 12_000_000

        tracemalloc.start()
        try:
            report = load_scryfall(path, shipped=False).report
            _, streamed = tracemalloc.get_traced_memory()
            tracemalloc.reset_peak()
            with path.open(encoding="utf-8") as f:
                whole = json.load(f)
            _, loaded = tracemalloc.get_traced_memory()
            del whole
        finally:
            tracemalloc.stop()

        assert report is not None and len(report.compiled) == 100 and report.printings == 2900
        assert streamed < size / 4, f"streaming held {streamed:,} bytes for a {size:,} file"
        assert loaded > size, "json.load should hold the whole file: the bound means nothing"

    def test_progress_is_reported_in_bytes_up_to_the_file_size(self, bulk: Path) -> None:
        seen: list[tuple[int, int]] = []
        load_scryfall(bulk, progress=lambda done, total: seen.append((done, total)))

        size = bulk.stat().st_size
        assert seen and seen[-1] == (size, size)
        assert [d for d, _ in seen] == sorted(d for d, _ in seen)

    def test_the_progress_bar_is_tqdm_on_stderr(self, bulk: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
        load_scryfall(bulk, progress=True)
        out, err = capsys.readouterr()

        assert out == ""
        assert "oracle-cards.json" in err and "100%" in err

    def test_the_reader_yields_one_trimmed_card_at_a_time(self, bulk: Path) -> None:
        reader = iter(CardReader(bulk))
        where, facts = next(reader)

        assert where == "card [0] at byte 1"
        assert facts["name"] == "Test Elf" and "prices" not in facts


def card_file_board(tmp_path: Path, cards_field: str = "cards/mine.json",
                    **extra: Any) -> Path:
    folder = tmp_path / "boards"
    (folder / "cards").mkdir(parents=True)
    write_cards(folder / "cards" / "mine.json", [ELF, SCRY])
    raw = board(player("Alice", battlefield=["Test Elf", "Forest"], library=library(3)),
                player("Bob", library=library(3)), cards=cards_field, **extra)
    return write_board(folder / "board.json", raw)


class TestBoardFiles:
    def test_a_board_uses_the_card_file_it_names(self, tmp_path: Path) -> None:
        game = Game.load(card_file_board(tmp_path))

        assert game.permanent("Test Elf").card.activated[0].text == "{T}: Add {G}."
        assert "Forest" in game.cards  # the explorer's cards are there too
        game.apply({"do": "activate", "player": "Alice", "permanent": "Test Elf"})
        assert game.mana_pool("Alice")["G"] == 1

    def test_the_cli_runs_it(self, tmp_path: Path) -> None:
        from helpers import run_cli

        path = card_file_board(tmp_path, script=[
            {"do": "activate", "player": "Alice", "permanent": "Test Elf"}])
        done = run_cli("run", str(path), "--json")

        assert done.returncode == 0, done.stderr
        assert any(row["source"] == "Test Elf" for row in json.loads(done.stdout)["timeline"])

    def test_save_writes_the_field_back_relative_to_where_it_is_saved(self,
                                                                      tmp_path: Path) -> None:
        game = Game.load(card_file_board(tmp_path))
        assert game.to_board()["cards"] == "cards/mine.json"
        assert list(game.to_board())[:2] == ["format", "cards"]

        game.save(tmp_path / "boards" / "same.json")
        (tmp_path / "elsewhere").mkdir()
        game.save(tmp_path / "elsewhere" / "moved.json")

        same = json.loads((tmp_path / "boards" / "same.json").read_text())
        moved = json.loads((tmp_path / "elsewhere" / "moved.json").read_text())
        assert same["cards"] == "cards/mine.json"
        assert moved["cards"] == "../boards/cards/mine.json"
        again = Game.load(tmp_path / "elsewhere" / "moved.json")
        assert again.permanent("Test Elf").card.compiled

    def test_the_file_is_read_once_while_it_does_not_change(self, tmp_path: Path) -> None:
        path = card_file_board(tmp_path)

        assert Game.load(path).cards is Game.load(path).cards

    def test_a_pool_given_in_python_is_used_and_the_field_kept(self, tmp_path: Path) -> None:
        path = card_file_board(tmp_path)
        pool = load_scryfall(path.parent / "cards" / "mine.json")
        game = Game.load(path, cards=pool)

        assert game.cards is pool and game.to_board()["cards"] == "cards/mine.json"

    @pytest.mark.parametrize(("field", "says"), [
        ("cards/nope.json", "cards: no such file: "),
        ("cards", "cards: "),
    ])
    def test_a_bad_path_is_a_board_error_of_the_field(self, tmp_path: Path, field: str,
                                                      says: str) -> None:
        path = card_file_board(tmp_path, field)
        with pytest.raises(BoardError) as refused:
            Game.load(path)

        assert refused.value.field == "cards"
        assert str(refused.value).startswith(says)
        assert field in str(refused.value)

    def test_a_malformed_card_file_names_the_card(self, tmp_path: Path) -> None:
        path = card_file_board(tmp_path)
        write_cards(path.parent / "cards" / "mine.json", [ELF, dict(SCRY, power=1)])
        with pytest.raises(BoardError) as refused:
            Game.load(path)

        assert refused.value.field == "cards"
        assert "mine.json: card [1] at byte" in str(refused.value)
        assert "\"power\" must be text" in str(refused.value)

    @pytest.mark.parametrize("value", [5, "", None, ["a.json"]])
    def test_a_field_that_is_not_a_path_is_refused(self, value: Any) -> None:
        with pytest.raises(BoardError) as refused:
            Game({**board(player("Alice")), "cards": value})

        assert refused.value.field == "cards"
        assert "expected the path of a card file" in str(refused.value)

    def test_the_cli_says_so_in_one_line(self, tmp_path: Path) -> None:
        from helpers import run_cli

        path = card_file_board(tmp_path, "cards/nope.json")
        done = run_cli("run", str(path))

        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.count("\n") == 1
        assert done.stderr.startswith(f"{path}: cards: no such file: ")


class TestFetch:
    def test_a_cached_card_is_read_from_disk(self, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
        def no_network(*args: Any, **kwargs: Any) -> Any:
            raise AssertionError("the cache should have answered")

        monkeypatch.setattr(urllib.request, "urlopen", no_network)
        write_cards(cache_path("Test Elf", tmp_path), ELF)

        assert fetch_card("test elf", tmp_path) == ELF  # Scryfall's exact match ignores case
        assert fetch_card("Test  Elf", cache_dir=tmp_path)["name"] == "Test Elf"

    def test_a_fetched_card_is_cached_and_asked_for_politely(self, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
        asked: list[urllib.request.Request] = []

        def answer(request: urllib.request.Request, timeout: float) -> Any:
            asked.append(request)
            return io.BytesIO(json.dumps(ELF).encode())

        monkeypatch.setattr(urllib.request, "urlopen", answer)
        first = fetch_card("Test Elf", tmp_path)
        second = fetch_card("Test Elf", tmp_path)

        assert first == second == ELF and len(asked) == 1
        request = asked[0]
        assert request.full_url == "https://api.scryfall.com/cards/named?exact=Test+Elf"
        assert request.get_header("User-agent", "").startswith("RulesExplorer/")
        assert request.get_header("Accept") == "application/json"
        assert json.loads(cache_path("Test Elf", tmp_path).read_text()) == ELF
        assert scryfall_pool([first]).get("Test Elf").compiled

    def test_offline_is_one_message_naming_the_card(self, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
        def offline(*args: Any, **kwargs: Any) -> Any:
            raise urllib.error.URLError(OSError(101, "Network is unreachable"))

        monkeypatch.setattr(urllib.request, "urlopen", offline)
        with pytest.raises(FetchError) as refused:
            fetch_card("Llanowar Elves", tmp_path)

        message = str(refused.value)
        assert message.startswith("can't fetch 'Llanowar Elves' from Scryfall: this machine is "
                                  "offline or api.scryfall.com is unreachable")
        assert "\n" not in message
        assert not any(tmp_path.iterdir())  # nothing cached

    def test_an_unreachable_api_is_the_same_message(self, tmp_path: Path) -> None:
        with socket.socket() as s:  # a port on this machine that nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        with pytest.raises(FetchError, match="offline or 127.0.0.1 is unreachable"):
            fetch_card("Llanowar Elves", tmp_path, api=f"http://127.0.0.1:{port}", timeout=5)

    def test_no_such_card(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        def not_found(request: urllib.request.Request, timeout: float) -> Any:
            raise urllib.error.HTTPError(request.full_url, 404, "Not Found", None,  # type: ignore[arg-type]
                                         io.BytesIO(b'{"object": "error"}'))

        monkeypatch.setattr(urllib.request, "urlopen", not_found)
        with pytest.raises(FetchError, match="Scryfall has no card named exactly 'Llanowar Elfs'"):
            fetch_card("Llanowar Elfs", tmp_path)

    def test_a_damaged_cache_file_is_fetched_again(self, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
        cache_path("Test Elf", tmp_path).write_text('{"name": "Test', encoding="utf-8")
        monkeypatch.setattr(urllib.request, "urlopen",
                            lambda request, timeout: io.BytesIO(json.dumps(ELF).encode()))

        assert fetch_card("Test Elf", tmp_path) == ELF
