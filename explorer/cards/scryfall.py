"""Cards brought by the user in Scryfall's format: a bulk file, a saved search, or one card.

``load_scryfall(path)`` reads

- a bulk file (``oracle-cards``, ``default-cards``, … from https://scryfall.com/docs/api/bulk-data):
  a JSON array of card objects, hundreds of MB;
- a saved search result: ``{"object": "list", "data": [card, ...], ...}``;
- a single card object, as ``/cards/named`` answers (and :func:`explorer.cards.fetch_card`
  caches).

It streams the file (``explorer.cards.jsonstream``): memory holds a chunk of text and the cards
read so far — of each card only the fields the explorer uses (``KEPT``), never the whole file.
Each Oracle card is compiled once, by its ``oracle_id`` (or its name): ``default-cards`` repeats
a card once per printing. Objects that aren't cards of a game of Magic (``NOT_CARDS``: art
cards, emblems, plane and scheme cards, Vanguard) are skipped and counted. Tokens (``token``
layouts) become tokens a board can put on the battlefield, named as the game names them (111.4);
a token that a card's own text makes is always the one that text describes.

The pool holds the explorer's shipped cards too (basic lands, the sample cards, the tokens they
make) unless ``shipped=False``; a card in the file replaces the shipped card of the same name.
What was read is in ``pool.report`` (:class:`ImportReport`): the cards compiled, the cards
refused with the first sentence the explorer can't read, what was skipped.

A malformed file raises :class:`CardFileError` naming the card (by its index in the file) and
the byte it starts at, and no pool is made.
"""

from __future__ import annotations

import math
import os
import stat
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BoardError, shown
from .jsonstream import JsonStream, StreamError, items, members
from .model import CardPool

if TYPE_CHECKING:
    from ..oracle import Compiled

# The Scryfall fields the explorer reads; everything else in a card object is dropped on reading.
KEPT = ("name", "mana_cost", "cmc", "type_line", "oracle_text", "power", "toughness", "loyalty",
        "colors", "keywords", "layout", "oracle_id", "card_faces")
FACE_KEPT = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "colors")
_TEXT_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "layout", "oracle_id", "power",
                "toughness", "loyalty")
_LIST_FIELDS = ("colors", "keywords")
# Layouts of objects that no game of Magic plays as a card (Scryfall's layout names).
NOT_CARDS = {
    "art_series": "art cards",
    "emblem": "emblems",
    "vanguard": "Vanguard cards",
    "planar": "planes and phenomena (Planechase)",
    "scheme": "schemes (Archenemy)",
}
TOKEN_LAYOUTS = ("token", "double_faced_token")
EXPECTED = ("Scryfall card data: a list of card objects (a bulk file), a search result "
            "({\"object\": \"list\", \"data\": [...]}) or one card object")

Progress = Callable[[int, int], object]  # (bytes read, file size)


class CardFileError(BoardError):
    """A card file that can't be read as Scryfall card data. The message says where — the card
    (its index in the file, and its name when it has one) and the byte it starts at — and what
    was expected; it doesn't repeat the file's path (``path``)."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__("", message)
        self.path = path


@dataclass
class ImportReport:
    """What an import read: ``compiled`` (names, in file order), ``refused`` (name → the first
    sentence the explorer can't read, or why the whole card can't be read), ``skipped``
    (what → how many objects that aren't cards of a game), ``printings`` (objects repeating a
    card already read)."""

    source: str
    objects: int = 0
    printings: int = 0
    compiled: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)
    why: dict[str, str] = field(default_factory=dict)  # name → more words on the refusal
    skipped: Counter[str] = field(default_factory=Counter)
    more_pages: bool = False  # a saved search result that Scryfall had more pages for

    def as_json(self) -> dict[str, Any]:
        """``{"compiled": [names…], "refused": {name: sentence, …}}``, names sorted."""
        return {"compiled": sorted(self.compiled),
                "refused": {name: self.refused[name] for name in sorted(self.refused)}}

    def groups(self) -> list[tuple[str, str, list[str]]]:
        """The refused cards grouped by what stopped them: ``(sentence, why, names)``, the most
        common first (then by sentence)."""
        found: dict[tuple[str, str], list[str]] = {}
        for name, sentence in self.refused.items():
            found.setdefault((sentence, self.why.get(name, "")), []).append(name)
        ordered = sorted(found.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        return [(sentence, why, names) for (sentence, why), names in ordered]

    def summary(self, groups: int = 25, names: int = 3) -> str:
        """The report for people: counts, then the refusals by sentence, most common first."""
        lines = [f"{self.source}: {self.objects:,} card object{_s(self.objects)}"]
        extra = []
        if self.printings:
            extra.append(f"{self.printings:,} more printing{_s(self.printings)} of cards "
                         "already read")
        for what, n in sorted(self.skipped.items(), key=lambda kv: (-kv[1], kv[0])):
            extra.append(f"{n:,} skipped: {what}")
        if extra:
            lines[0] += " (" + "; ".join(extra) + ")"
        if self.more_pages:
            lines.append("  this search result has more pages on Scryfall (has_more): only the "
                         "cards in this file were read")
        lines.append(f"compiled: {len(self.compiled):,} card{_s(len(self.compiled))} "
                     "(playable)")
        if not self.refused:
            lines.append("refused: none")
            return "\n".join(lines)
        lines.append(f"refused: {len(self.refused):,} card{_s(len(self.refused))}, by the "
                     "first sentence the explorer can't read (most common first):")
        found = self.groups()
        for sentence, why, members_ in found[:groups]:
            lines.append(f"  {len(members_):>6,} × {_quoted(sentence)}"
                         + (f" — {why}" if why and why != sentence else ""))
            more = len(members_) - names
            lines.append("           " + ", ".join(members_[:names])
                         + (f", … and {more:,} more" if more > 0 else ""))
        if len(found) > groups:
            rest = len(found) - groups
            lines.append(f"  … and {rest:,} more sentence{_s(rest)} (--json lists every "
                         "refused card)")
        return "\n".join(lines)


def _quoted(text: str, limit: int = 120) -> str:
    one_line = " ".join(text.split())
    return f'"{one_line if len(one_line) <= limit else one_line[:limit - 1] + "…"}"'


def _s(n: int) -> str:
    return "" if n == 1 else "s"


# -- reading the file --------------------------------------------------------------------------
class CardReader:
    """The card objects of a Scryfall file, one at a time as it is iterated, each with where
    it is in the file (``card [17] at byte 12,345``), trimmed to the fields the explorer uses
    (``KEPT``) and checked. Iterating raises FileNotFoundError, or CardFileError for anything
    else that is wrong. ``more_pages`` says, once read, that the file is one page of a search
    result that Scryfall had more pages for."""

    def __init__(self, path: str | Path, progress: Callable[[int], object] | None = None
                 ) -> None:
        self.path = os.fspath(path)
        self.progress = progress
        self.more_pages = False

    def __iter__(self) -> Iterator[tuple[str, dict[str, Any]]]:
        path = self.path
        try:
            info = os.stat(path)
        except FileNotFoundError:
            raise
        except OSError as e:
            raise CardFileError(f"can't read it: {e.strerror or e}", path) from None
        if stat.S_ISDIR(info.st_mode):
            raise CardFileError("is a directory, not a card file", path)
        if not stat.S_ISREG(info.st_mode):
            raise CardFileError("is not a regular file (a FIFO, device or socket)", path)
        try:
            f = open(path, "rb")  # noqa: SIM115  (closed below, also when iteration stops early)
        except OSError as e:
            raise CardFileError(f"can't read it: {e.strerror or e}", path) from None
        with f:
            stream = JsonStream(f, self.progress)
            try:
                yield from self._top(stream)
            except StreamError as e:
                raise CardFileError(str(e), path) from None
            except CardFileError as e:
                e.path = path
                raise

    def _top(self, stream: JsonStream) -> Iterator[tuple[str, dict[str, Any]]]:
        first = stream.peek()
        if first == "[":
            for k, (offset, obj) in enumerate(items(stream, "card [{}]")):
                where = f"card [{k}] at byte {offset:,}"
                yield where, card_facts(obj, where)
        elif first == "{":
            yield from self._object(stream)
        elif not first:
            raise CardFileError(f"is empty: expected {EXPECTED}")
        else:
            value = stream.value("the card data")
            raise CardFileError(f"holds {_what(value)}: expected {EXPECTED}")
        if not stream.at_end():
            stream.fail("the end of the file after the card data", stream.peek())

    def _object(self, stream: JsonStream) -> Iterator[tuple[str, dict[str, Any]]]:
        """A search result (a list object: its cards are streamed from ``data``) or one card."""
        start = stream.offset()
        head: dict[str, Any] = {}
        listed = False
        for key in members(stream):
            if key == "data" and head.get("object", "list") == "list":
                listed = True
                if stream.peek() != "[":
                    raise CardFileError(f"\"data\" at byte {stream.offset():,}: expected a list "
                                        f"of card objects, got {_what(stream.value())}")
                for k, (offset, obj) in enumerate(items(stream, "card data[{}]")):
                    where = f"card data[{k}] at byte {offset:,}"
                    yield where, card_facts(obj, where)
            else:
                head[key] = stream.value(f"the value of {key!r}")
        kind = head.get("object", "list" if listed else "card")
        if kind == "error":
            raise CardFileError("is a Scryfall error, not cards: "
                                f"{shown(head.get('details', head.get('code', '')), 120)}")
        if kind == "bulk_data":
            raise CardFileError("is Scryfall's description of a bulk file, not the cards: "
                                "download the file at its \"download_uri\"")
        if listed:
            if kind != "list":
                raise CardFileError(f"is a Scryfall {shown(kind)} object, not card data")
            self.more_pages = head.get("has_more") is True
            return
        if kind == "list":
            raise CardFileError("is a list object without \"data\": expected its cards in "
                                "\"data\"")
        where = f"the card object at byte {start:,}"
        yield where, card_facts(head, where)


def _what(value: Any) -> str:
    if value is None:
        return "null"
    for kind, words in ((bool, "true or false"), (int, "a number"), (float, "a number"),
                        (str, "text"), (list, "a list"), (dict, "an object")):
        if isinstance(value, kind):
            return f"{words} ({shown(value)})" if kind in (int, float, str) else words
    return type(value).__name__


def card_facts(obj: Any, where: str = "the card") -> dict[str, Any]:
    """A Scryfall card object, checked and trimmed to the fields the explorer uses. A card
    without a name, or with a field of the wrong type, is a CardFileError naming the card and
    the field."""
    if not isinstance(obj, dict):
        raise CardFileError(f"{where}: expected a card object ({{\"name\": …}}), got "
                            f"{_what(obj)}")
    kind = obj.get("object", "card")
    if kind != "card":
        raise CardFileError(f"{where}: a Scryfall {shown(kind)} object, not a card")
    name = obj.get("name")
    if not isinstance(name, str) or not name.strip():
        got = "no \"name\"" if name is None else f"the name {shown(name)}"
        raise CardFileError(f"{where}: a card needs a name (text), and this one has {got}")
    where = f"{where} ({shown(name)})"
    facts = _checked(obj, KEPT, where)
    faces = obj.get("card_faces")
    if faces is not None:
        if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces):
            raise CardFileError(f"{where}: \"card_faces\" must be a list of objects, got "
                                f"{_what(faces)}")
        facts["card_faces"] = [_checked(face, FACE_KEPT, f"{where}, face {k}")
                               for k, face in enumerate(faces)]
    return facts


def _checked(obj: dict[str, Any], kept: tuple[str, ...], where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in kept:
        value = obj.get(key)
        if value is None or key == "card_faces":
            continue  # null is "not given" (power and toughness of a noncreature card)
        if key in _TEXT_FIELDS and not isinstance(value, str):
            raise CardFileError(f"{where}: \"{key}\" must be text, got {_what(value)}")
        if key in _LIST_FIELDS and (not isinstance(value, list)
                                    or not all(isinstance(v, str) for v in value)):
            raise CardFileError(f"{where}: \"{key}\" must be a list of texts, got "
                                f"{_what(value)}")
        if key == "cmc" and (isinstance(value, bool) or not isinstance(value, (int, float))
                             or not math.isfinite(value) or value < 0):
            raise CardFileError(f"{where}: \"cmc\" (mana value) must be a number, at least 0, "
                                f"got {_what(value)}")
        out[key] = value
    return out


# -- compiling ---------------------------------------------------------------------------------
def _refusal(result: Compiled) -> tuple[str, str]:
    """(the first sentence the explorer can't read, more words on it). A card refused as a
    whole (more than one face) has no such sentence: the reason stands in for it."""
    sentence = result.refused or ""
    if sentence == result.name and result.why:
        return result.why, ""
    return sentence, result.why


class _Importer:
    """Adds card facts to a pool one at a time; tokens wait for the end (a card's own text
    says what its tokens are, so those go first)."""

    def __init__(self, pool: CardPool, report: ImportReport) -> None:
        self.pool = pool
        self.report = report
        self.seen: set[str] = set()
        self.names: set[str] = set()
        self.tokens: dict[str, list[dict[str, Any]]] = {}

    def add(self, facts: dict[str, Any]) -> None:
        report = self.report
        report.objects += 1
        layout = facts.get("layout", "normal")
        if layout in NOT_CARDS:
            report.skipped[NOT_CARDS[layout]] += 1
            return
        key = facts.get("oracle_id") or facts["name"]
        if key in self.seen:
            report.printings += 1
            return
        self.seen.add(key)
        if layout in TOKEN_LAYOUTS:
            self.tokens.setdefault(token_name(facts), []).append(facts)
            return
        name = facts["name"]
        if name in self.names:
            report.skipped["another card of a name already read"] += 1
            return
        self.names.add(name)
        self._compile(name, facts)

    def _compile(self, name: str, facts: dict[str, Any]) -> None:
        pool = self.pool
        for table in (pool.facts, pool.defs, pool.compiled):
            table.pop(name, None)  # the file's card replaces a shipped one of that name
        result = pool.compile(facts)
        if result.card is not None:
            self.report.compiled.append(name)
        else:
            self.report.refused[name], why = _refusal(result)
            if why:
                self.report.why[name] = why

    def finish(self) -> None:
        pool, report = self.pool, self.report
        for name, versions in self.tokens.items():
            if name in pool.defs and name not in pool.file_tokens:
                # A card of that name, or a token a card's text makes: that one stays.
                report.skipped["tokens named like a card, or like a token a card makes"] += 1
                continue
            distinct = {_characteristics(v) for v in versions}
            if len(distinct) > 1:
                report.refused[name] = (f"{len(distinct)} different tokens are named {name} in "
                                        "this file: a board couldn't say which one it means")
                continue
            facts = {**versions[0], "name": name}
            self._compile(name, facts)
            if name in pool.defs:
                pool.file_tokens.add(name)
                bare = str(versions[0]["name"])
                if bare != name and bare not in pool.defs:
                    pool.aliases[bare] = name


def token_name(facts: dict[str, Any]) -> str:
    """A token's name in the game: a token the rules don't name is named by its subtypes plus
    the word "Token" (111.4), as the explorer names the tokens effects make ("Goblin Token");
    Scryfall calls it by its subtypes ("Goblin"). A named token keeps its name."""
    name = str(facts["name"])
    subtypes = str(facts.get("type_line", "")).partition("—")[2].split()
    return f"{name} Token" if name.split() == subtypes else name


def _characteristics(facts: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(repr(facts.get(k)) for k in ("type_line", "oracle_text", "power", "toughness",
                                               "loyalty", "colors", "keywords", "card_faces"))


def scryfall_pool(cards: Iterable[dict[str, Any]], *, shipped: bool = True,
                  source: str = "cards") -> CardPool:
    """A pool of Scryfall card objects given in Python (e.g. ``[fetch_card("Llanowar Elves")]``),
    on top of the shipped cards unless ``shipped=False``. Raises CardFileError for an object
    that isn't a card."""
    pool, importer = _start(shipped, source)
    for k, obj in enumerate(cards):
        importer.add(card_facts(obj, f"card [{k}]"))
    importer.finish()
    return pool


def _start(shipped: bool, source: str) -> tuple[CardPool, _Importer]:
    from . import build_pool

    pool = build_pool() if shipped else CardPool()
    pool.report = ImportReport(source)
    return pool, _Importer(pool, pool.report)


def load_scryfall(path: str | Path, *, shipped: bool = True,
                  progress: bool | Progress = False) -> CardPool:
    """The cards of a Scryfall file (see the module's docstring), streamed. ``progress=True``
    shows a progress bar by bytes read (tqdm: in a notebook, a widget; in a terminal, on
    stderr); a function ``progress(bytes_read, file_size)`` is called after each chunk instead.
    Raises FileNotFoundError, or CardFileError (nothing is loaded)."""
    source = os.fspath(path)
    try:
        size = os.stat(path).st_size
    except FileNotFoundError:
        raise
    except OSError as e:
        raise CardFileError(f"can't read it: {e.strerror or e}", source) from None
    tick, close = _progress(progress, size, Path(source).name)
    pool, importer = _start(shipped, source)
    reader = CardReader(path, tick)
    try:
        for _, facts in reader:
            importer.add(facts)
    finally:
        close()
    assert pool.report is not None
    pool.report.more_pages = reader.more_pages
    importer.finish()
    return pool


def _progress(progress: bool | Progress, size: int, label: str
              ) -> tuple[Callable[[int], object] | None, Callable[[], object]]:
    if progress is False:
        return None, lambda: None
    if progress is True:
        from tqdm.auto import tqdm

        bar = tqdm(total=size, unit="B", unit_scale=True, unit_divisor=1024, desc=label,
                   dynamic_ncols=True)

        def tick(done: int) -> None:
            bar.update(done - bar.n)

        return tick, bar.close
    report = progress
    return (lambda done: report(done, size)), lambda: None


# -- pools named by board files ----------------------------------------------------------------
_BOARD_POOLS: dict[tuple[str, int, int], CardPool] = {}
_KEEP = 4  # pools kept for board files: loading a bulk file again takes a while


def cached_pool(path: str | Path) -> CardPool:
    """``load_scryfall(path)``, kept while the file doesn't change (its size and modification
    time), so loading several boards — or one board many times — reads the file once."""
    info = os.stat(path)
    key = (os.path.realpath(path), info.st_size, info.st_mtime_ns)
    if key not in _BOARD_POOLS:
        pool = load_scryfall(path)
        while len(_BOARD_POOLS) >= _KEEP:
            del _BOARD_POOLS[next(iter(_BOARD_POOLS))]
        _BOARD_POOLS[key] = pool
    return _BOARD_POOLS[key]
