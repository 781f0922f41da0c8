"""Build a board without code: players, cards in any zone, tapped / sick / counters /
attachments, the monarch, the turn and step; load and save board files. Starting the game
validates the board, and a bad set-up shows the validation message instead.

*Save* writes into a folder the user picks (by default the working directory, never inside the
explorer package), under a plain file name: a path in the name is refused, so nothing is written
outside that folder. *Load* offers the shipped boards and the boards in that folder.

The card search searches the game's pool: the explorer's cards, or an imported pool
(``BoardBuilder(cards=load_scryfall(path))``), or the card file a loaded board names.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..board import (
    FORMAT,
    HIDDEN_ZONES,
    cards_field_for,
    cards_file,
    load_cards_file,
    read_board_file,
    require_object,
)
from ..cards import default_pool
from ..cards.model import BOARDS_DIR, DATA_DIR, CardPool
from ..errors import BoardError
from ..game import Game
from ..state import STEPS
from .layout import at_most, button, group, row

ZONES = ("battlefield", *HIDDEN_ZONES)
NOBODY = "(nobody)"
# Names the search box offers at once: all of a small pool; of an imported bulk file (tens of
# thousands), those matching what has been typed.
SUGGESTIONS = 500


def suggestions(names: list[str], typed: str, limit: int = SUGGESTIONS) -> list[str]:
    """The names to offer for what has been typed: those starting with it first, then those
    containing it (case aside), in order, at most ``limit``."""
    key = typed.strip().casefold()
    if not key:
        return names[:limit]
    starts = [n for n in names if n.casefold().startswith(key)]
    if len(starts) >= limit:
        return starts[:limit]
    inside = [n for n in names if key in n.casefold() and not n.casefold().startswith(key)]
    return (starts + inside)[:limit]


def _parse_counters(text: str) -> dict[str, int]:
    """"+1/+1=2, charge=1" → {"+1/+1": 2, "charge": 1}."""
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, _, n = part.rpartition("=")
        if not kind or not n.strip().isdigit():
            raise BoardError("counters", f"write counters as kind=number, not {part!r}")
        out[kind.strip()] = int(n)
    return out


EDITED = ("id", "tapped", "sick", "counters", "attached_to")  # and the color choice


def board_entry(name: str, fields: dict[str, Any]) -> str | dict[str, Any]:
    """A card entry of a board file: the name alone, or the name with the fields that are
    set (an empty id, an unticked box, no counters are left out)."""
    entry: dict[str, Any] = {"card": name}
    entry.update({k: v for k, v in fields.items() if v not in (None, "", False, {})})
    return entry if len(entry) > 1 else name


def entry_label(zone: str, entry: str | dict[str, Any]) -> str:
    """How the cards list shows an entry: "battlefield: Grizzly Bears, id=bears, …"."""
    label = entry if isinstance(entry, str) else ", ".join(
        f"{k}={v}" if k != "card" else str(v) for k, v in entry.items())
    return f"{zone}: {label}"


class BoardBuilder(widgets.VBox):
    """A board file, edited with widgets. ``board`` is the file's dict; ``game()`` starts it."""

    def __init__(self, board: dict[str, Any] | None = None,
                 boards_dir: Path = BOARDS_DIR, cards: CardPool | None = None,
                 save_dir: str | Path | None = None) -> None:
        """``cards``: the pool to build with (e.g. ``load_scryfall(path)``); by default the
        card file the board names (``"cards"``), else the explorer's cards. ``boards_dir``: the
        boards offered to load (the shipped ones); ``save_dir``: the folder Save writes into
        (the *folder* box; by default the current working directory)."""
        self.board: dict[str, Any] = copy.deepcopy(board) if board else {
            "format": FORMAT, "players": [{"name": "Alice"}, {"name": "Bob"}], "monarch": None,
            "turn": {"number": 1, "active": "Alice", "step": "precombat_main"}}
        self.boards_dir = boards_dir
        self._board_paths: dict[str, Path] = {}  # the Load list's labels and their files
        self.base: Path | None = None  # the folder of the board file loaded, for its "cards"
        self._given = cards
        self.cards: CardPool = self._pool_for(self.board, None)
        self._names = self.cards.names()
        self._listeners: list[Callable[[Game], None]] = []
        w = widgets
        small = w.Layout(width="180px")
        self.message = w.HTML(_dom_classes=["mtg-builder-message"])
        # files
        self.files = w.Dropdown(description="board file", _dom_classes=["mtg-board-file"])
        # Text boxes read by a button send their text when it changes, not at every key (see
        # the card search below).
        self.filename = w.Text(placeholder="my_board", description="save as",
                               continuous_update=False, _dom_classes=["mtg-save-name"])
        self.folder = w.Text(value=str(Path.cwd() if save_dir is None else Path(save_dir)),
                             description="in folder", layout=at_most("320px"),
                             continuous_update=False,
                             _dom_classes=["mtg-save-folder"])
        self.files.options = self._board_files()
        self.folder.observe(lambda _c: self._refresh_files(), names="value")
        # players
        self.new_player = w.Text(placeholder="name", description="player",
                                 continuous_update=False, _dom_classes=["mtg-new-player"])
        self.new_life = w.IntText(value=20, description="life", layout=small,
                                  _dom_classes=["mtg-new-life"])
        self.player = w.Dropdown(description="edit", _dom_classes=["mtg-edit-player"])
        # cards
        # A name not in the pool is refused by Add card with the pool's did-you-mean. The box
        # sends its text as the user types, and the line under it says what Add card will add
        # — the card as Python has it — or why it can't: the browser sends a button's click
        # at once but may hold back a value while the kernel is busy, so the line is what tells
        # the user (and the browser tests) the name has arrived (issue 12). Python narrows the
        # offered names as the text comes, so a pool of any size works.
        self.card = w.Combobox(options=suggestions(self._names, ""), placeholder="search cards",
                               description="card", ensure_option=False,
                               _dom_classes=["mtg-card-search"])
        self.card_preview = w.HTML(_dom_classes=["mtg-card-preview"])
        self.card.observe(lambda change: self._search(change["new"]), names="value")
        self.zone = w.Dropdown(options=list(ZONES), value="battlefield", description="zone",
                               _dom_classes=["mtg-zone"])
        self.card_id = w.Text(placeholder="optional", description="id", layout=small,
                              continuous_update=False, _dom_classes=["mtg-card-id"])
        self.tapped = w.Checkbox(description="tapped", indent=False, layout=w.Layout(width="90px"),
                                 _dom_classes=["mtg-tapped"])
        self.sick = w.Checkbox(description="sick", indent=False, layout=w.Layout(width="70px"),
                               _dom_classes=["mtg-sick"])
        self.counters = w.Text(placeholder="+1/+1=2", description="counters", layout=small,
                               continuous_update=False, _dom_classes=["mtg-counters"])
        self.attach = w.Dropdown(options=[NOBODY], description="attached to", layout=small,
                                 _dom_classes=["mtg-attach"])
        self.color = w.Dropdown(options=[NOBODY, "W", "U", "B", "R", "G"], description="color",
                                layout=small, _dom_classes=["mtg-color"])
        self.entries = w.Select(description="cards", rows=6, layout=at_most("520px"),
                                _dom_classes=["mtg-entries"])
        # Edit in place: selecting a card fills the fields above with its values; the line
        # under the list says what Apply changes will make of it (and, like the card search's
        # line, shows that what was typed has arrived).
        self.edit_preview = w.HTML(_dom_classes=["mtg-edit-preview"])
        # turn
        self.monarch = w.Dropdown(description="monarch", _dom_classes=["mtg-monarch"])
        self.turn = w.BoundedIntText(value=1, min=1, max=100_000, description="turn",
                                     layout=small, _dom_classes=["mtg-turn"])
        self.active = w.Dropdown(description="active", _dom_classes=["mtg-active"])
        self.step = w.Dropdown(options=list(STEPS), description="step", _dom_classes=["mtg-step"])
        self.summary = w.HTML(_dom_classes=["mtg-builder-summary"])

        def act(label: str, css: str, handler: Callable[[], object], style: str = ""
                ) -> widgets.Button:
            """A button whose refusal is shown in the message."""
            return button(label, css, lambda: self._guard(handler), style)

        super().__init__([
            row([group([self.files, act("Load", "mtg-load", self.load_selected)]),
                 group([self.filename, self.folder, act("Save", "mtg-save", self.save_named)])]),
            row([group([self.new_player, self.new_life,
                        act("Add player", "mtg-add-player", self.add_player)]),
                 group([self.player, act("Move up", "mtg-move-up", self.move_up),
                        act("Remove player", "mtg-remove-player", self.remove_player)])]),
            row([self.card, self.zone, act("Add card", "mtg-add-card", self.add_card)]),
            self.card_preview,
            row([self.card_id, self.tapped, self.sick, self.counters, self.attach, self.color]),
            group([self.entries, w.VBox([
                act("Apply changes", "mtg-apply-card", self.apply_card),
                act("Remove card", "mtg-remove-card", self.remove_card)])]),
            self.edit_preview,
            row([self.monarch, self.turn, self.active, self.step]),
            group([act("Start game", "mtg-start", self.start, "success")]),
            self.message, self.summary,
        ], _dom_classes=["mtg-builder"])
        for control in (self.monarch, self.turn, self.active, self.step):
            control.observe(lambda _c: self._read_turn(), names="value")
        self.player.observe(lambda _c: self._show_entries(), names="value")
        self.entries.observe(lambda _c: self._entry_selected(), names="value")
        for field in (self.zone, self.card_id, self.tapped, self.sick, self.counters,
                      self.attach, self.color):
            field.observe(lambda _c: self._show_edit(), names="value")
        self._sync()

    # -- callbacks ------------------------------------------------------------------------------
    def on_start(self, listener: Callable[[Game], None]) -> None:
        """Call ``listener(game)`` whenever Start game makes a game."""
        self._listeners.append(listener)

    def _guard(self, handler: Callable[[], object]) -> None:
        try:
            handler()
        except BoardError as e:
            self.message.value = f'<span style="color:#b00">{escape(str(e))}</span>'

    # -- the pool ------------------------------------------------------------------------------
    def _pool_for(self, board: dict[str, Any], base: Path | None) -> CardPool:
        if self._given is not None:
            return self._given
        path = cards_file(board, base)
        return load_cards_file(path) if path is not None else default_pool()

    def _use_pool(self, pool: CardPool) -> None:
        self.cards = pool
        self._names = pool.names()
        self._search(self.card.value)

    def _search(self, typed: str) -> None:
        self.card.options = suggestions(self._names, typed or "")
        self.card_preview.value = self._preview(typed.strip() if typed else "")

    def _preview(self, name: str) -> str:
        """What Add card would add for ``name``: the card's type, cost and size, or the
        pool's reason it can't (unknown, with a close name; or not readable yet)."""
        if not name:
            return ""
        try:
            card = self.cards.get(name)
        except BoardError as e:
            return f'<span style="color:#b00">{escape(e.reason)}</span>'
        facts = [card.type_line]
        if card.power is not None and card.toughness is not None:
            facts.append(f"{card.power}/{card.toughness}")
        if card.mana_cost:
            facts.append(card.mana_cost)
        return f"Add card adds <b>{escape(card.name)}</b> — {escape(' · '.join(facts))}"

    # -- players -------------------------------------------------------------------------------
    def _players(self) -> list[dict[str, Any]]:
        return self.board["players"]

    def _current(self) -> dict[str, Any]:
        for p in self._players():
            if p["name"] == self.player.value:
                return p
        raise BoardError("players", "add a player first")

    def add_player(self, name: str | None = None, life: int | None = None) -> None:
        name = (name or self.new_player.value).strip()
        if not name:
            raise BoardError("players", "a player needs a name")
        if any(p["name"] == name for p in self._players()):
            raise BoardError("players", f"there is already a player named {name!r}")
        self._players().append({"name": name, "life": life if life is not None
                                else self.new_life.value})
        self.new_player.value = ""
        self._sync(select=name)
        self.message.value = f"added player {escape(name)}"

    def move_up(self) -> None:
        """Move the selected player one seat earlier (players are in turn order, 101.4)."""
        players = self._players()
        current = self._current()
        i = players.index(current)
        if i == 0:
            raise BoardError("players", f"{current['name']} already sits first")
        players[i - 1], players[i] = players[i], players[i - 1]
        self._sync(select=current["name"])
        self.message.value = "seating: " + ", ".join(escape(p["name"]) for p in players)

    def remove_player(self) -> None:
        current = self._current()
        self._players().remove(current)
        name = current["name"]
        if self.board.get("monarch") == name:
            self.board["monarch"] = None
        if self.board.get("turn", {}).get("active") == name:
            self.board["turn"]["active"] = self._players()[0]["name"] if self._players() else ""
        self._sync()

    # -- cards ---------------------------------------------------------------------------------
    def add_card(self, card: str | None = None, zone: str | None = None,
                 player: str | None = None, **fields: Any) -> None:
        """Add a card to a zone of a player (the widgets' values unless given)."""
        name = (card or self.card.value).strip()
        if not name:
            raise BoardError("card", "choose a card")
        self.cards.get(name)  # an unknown card is named in the message, with a close name
        if player is not None:
            self.player.value = player
        zone = zone or self.zone.value
        entry = board_entry(name, fields or self._entry_fields(zone))
        cards = self._current().setdefault(zone, [])
        cards.append(entry)
        try:
            self.game()  # a bad entry (e.g. a duplicate id) is named now
        except BoardError:
            cards.pop()
            raise
        self.entries.value = None
        self.card_id.value, self.counters.value = "", ""
        self.tapped.value = self.sick.value = False
        self._sync(select=self.player.value)
        self.message.value = f"added {escape(name)} to {escape(self.player.value)}'s {zone}"

    def _entry_fields(self, zone: str) -> dict[str, Any]:
        fields: dict[str, Any] = {"id": self.card_id.value.strip() or None}
        if zone == "battlefield":
            fields.update(tapped=self.tapped.value, sick=self.sick.value,
                          counters=_parse_counters(self.counters.value))
            if self.attach.value != NOBODY:
                fields["attached_to"] = self.attach.value
            if self.color.value != NOBODY:
                fields["choices"] = {"color": self.color.value}
        return fields

    def remove_card(self) -> None:
        if self.entries.value is None:
            raise BoardError("cards", "select a card to remove")
        zone, index = self.entries.value
        self.entries.value = None
        del self._current()[zone][index]
        self._sync(select=self.player.value)

    def apply_card(self) -> None:
        """Change the selected card to the fields' values: its zone, id, tapped, sick,
        counters, what it is attached to, its color choice. A value the board can't take is
        refused with the field named, and the board stays exactly as it was. A new id is
        carried to the cards attached to the old one."""
        if self.entries.value is None:
            raise BoardError("cards", "select a card to change")
        zone, index = self.entries.value
        owner = self._current()
        old = owner[zone][index]
        name = old if isinstance(old, str) else str(old["card"])
        new_zone = self.zone.value
        entry = self._changed(old, new_zone)  # names a bad counters field
        new_id = entry.get("id") if isinstance(entry, dict) else None
        for p in self._players() if new_id else ():  # said of this card, not of the other
            for z in ZONES:
                for other in p.get(z, []):
                    if other is not old and isinstance(other, dict) and other.get("id") == new_id:
                        raise BoardError("id", f"the id {new_id!r} is already {other['card']}'s "
                                               f"({p['name']}'s {z}): choose another")
        before = copy.deepcopy(self.board)
        del owner[zone][index]
        if new_zone == zone:
            owner[zone].insert(index, entry)
            at = index
        else:
            if not owner[zone]:
                del owner[zone]
            owner.setdefault(new_zone, []).append(entry)
            at = len(owner[new_zone]) - 1
        old_id = old.get("id") if isinstance(old, dict) else None
        if old_id and new_id and new_id != old_id:
            for p in self._players():
                for other in p.get("battlefield", []):
                    if isinstance(other, dict) and other.get("attached_to") == old_id:
                        other["attached_to"] = new_id
        try:
            self.game()  # the board's own checks: a duplicate id, an attachment to itself, …
        except BoardError:
            self.board = before
            raise
        self._sync(select=owner["name"])
        self.entries.value = (new_zone, at)
        self.message.value = (f"changed {escape(name)} on {escape(owner['name'])}'s "
                              f"{new_zone}: {escape(entry_label(new_zone, entry))}")

    def _changed(self, old: str | dict[str, Any], zone: str) -> str | dict[str, Any]:
        """The entry ``old`` becomes in ``zone`` with the fields' values. What the fields
        don't edit stays as it was (a token, a copy, damage, another choice than the color)."""
        if isinstance(old, str):
            return board_entry(old, self._entry_fields(zone))
        fields = self._entry_fields(zone)
        choices = {k: v for k, v in (old.get("choices") or {}).items() if k != "color"}
        choices.update(fields.pop("choices", {}))
        kept = {k: v for k, v in old.items() if k not in ("card", "choices", *EDITED)}
        return board_entry(str(old["card"]), {**fields, "choices": choices, **kept})

    def _entry_selected(self) -> None:
        """Fill the fields with the selected card's values, ready to be changed."""
        if self.entries.value is None:
            self._show_edit()
            return
        zone, index = self.entries.value
        entry = self._current()[zone][index]
        values: dict[str, Any] = {} if isinstance(entry, str) else entry
        counters = values.get("counters") or {}
        attached = values.get("attached_to")
        color = (values.get("choices") or {}).get("color")
        self._editing = True  # one preview once every field is set, not one per field
        try:
            self.zone.value = zone
            self.card_id.value = str(values.get("id") or "")
            self.tapped.value = bool(values.get("tapped"))
            self.sick.value = bool(values.get("sick"))
            self.counters.value = ", ".join(f"{k}={n}" for k, n in counters.items())
            self.attach.value = attached if attached in self.attach.options else NOBODY
            self.color.value = color if color in self.color.options else NOBODY
        finally:
            self._editing = False
        self._show_edit()

    def _show_edit(self) -> None:
        """The line under the cards: what Apply changes will make of the selected card, or
        the field that can't be read."""
        if getattr(self, "_editing", False):
            return
        if self.entries.value is None:
            self.edit_preview.value = ""
            return
        zone, index = self.entries.value
        old = self._current()[zone][index]
        try:
            entry = self._changed(old, self.zone.value)
        except BoardError as e:
            self.edit_preview.value = f'<span style="color:#b00">{escape(str(e))}</span>'
            return
        self.edit_preview.value = (f"Apply changes makes it <b>"
                                   f"{escape(entry_label(self.zone.value, entry))}</b>")

    # -- turn ----------------------------------------------------------------------------------
    def set_turn(self, number: int, active: str, step: str, monarch: str | None = None) -> None:
        self.board["turn"] = {"number": number, "active": active, "step": step}
        self.board["monarch"] = monarch
        self._sync(select=self.player.value)

    def _read_turn(self) -> None:
        if getattr(self, "_syncing", False):
            return
        self.board["monarch"] = None if self.monarch.value in (None, NOBODY) else self.monarch.value
        self.board["turn"] = {"number": self.turn.value, "active": self.active.value,
                              "step": self.step.value}
        self._show_summary()

    # -- files ---------------------------------------------------------------------------------
    def _board_files(self) -> list[str]:
        """The labels Load offers: the shipped boards by name, then the save folder's (marked
        with the folder's name when a shipped board has the same name)."""
        paths = {p.name: p for p in sorted(self.boards_dir.glob("*.json"))}
        folder = Path(self.folder.value).expanduser()
        if folder.is_dir() and folder.resolve() != self.boards_dir.resolve():
            for p in sorted(folder.glob("*.json")):
                paths[p.name if p.name not in paths else f"{folder.name}/{p.name}"] = p
        self._board_paths = paths
        return list(paths)

    def _refresh_files(self) -> None:
        self.files.options = self._board_files()

    def load(self, path: str | Path) -> None:
        """Take a board file; its ``"cards"`` file (relative to its folder) becomes the pool
        searched, unless the builder was given one."""
        raw = read_board_file(path)
        require_object(raw)
        base = Path(path).parent
        pool = self._pool_for(raw, base)
        Game(raw, cards=pool, base=base)  # validate before taking it
        raw.pop("script", None)
        self.board, self.base = raw, base
        self._use_pool(pool)
        self._sync()
        self.message.value = f"loaded {escape(Path(path).name)}"

    def load_selected(self) -> None:
        if not self.files.value:
            raise BoardError("board file", "no board files here")
        self.load(self._board_paths[self.files.value])

    def save(self, path: str | Path) -> None:
        """Write the board (only a valid one); a relative ``"cards"`` path is rewritten relative
        to the new file's folder."""
        self.game()
        path = Path(path)
        board = dict(self.board)
        found = cards_file(board, self.base)
        if found is not None:
            board["cards"] = cards_field_for(board["cards"], found, path.parent)
        path.write_text(json.dumps(board, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        self.message.value = f"saved {escape(path.name)} in {escape(str(path.parent))}"

    def save_named(self) -> None:
        """Save as the name typed, in the folder typed (see ``save_path``)."""
        path = self.save_path()
        self.save(path)
        self._refresh_files()

    def save_path(self) -> Path:
        """Where Save writes: ``name.json`` in the chosen folder. A name that is a path (a
        separator, ``..``, an absolute path) is refused, so the file stays in that folder; a
        folder that doesn't exist, or lies inside the explorer package, is refused too."""
        name = self.filename.value.strip()
        if not name:
            raise BoardError("save as", "give the board a file name")
        if "/" in name or "\\" in name or name in (".", "..") or Path(name).is_absolute():
            raise BoardError("save as", f"{name!r} is a path: write a file name only (the "
                                        "board is saved in the folder next to it)")
        folder = Path(self.folder.value.strip() or ".").expanduser()
        if not folder.is_dir():
            raise BoardError("in folder", f"{str(folder)!r} is not a folder")
        package = Path(__file__).resolve().parents[1]  # explorer/
        for inside in (package, DATA_DIR.resolve()):
            if folder.resolve().is_relative_to(inside):
                raise BoardError("in folder", f"{str(folder)!r} is inside the explorer's own "
                                              "files: choose a folder of your own")
        return folder / (name if name.endswith(".json") else name + ".json")

    # -- start ---------------------------------------------------------------------------------
    def game(self) -> Game:
        """A game from this board (BoardError names what is wrong)."""
        return Game(copy.deepcopy(self.board), cards=self.cards, base=self.base)

    def start(self) -> Game:
        game = self.game()
        self.message.value = f"started: {escape(repr(game))}"
        for listener in self._listeners:
            listener(game)
        return game

    # -- redraw --------------------------------------------------------------------------------
    def _sync(self, select: str | None = None) -> None:
        self._syncing = True
        try:
            names = [p["name"] for p in self._players()]
            self.player.options = names
            if names:
                self.player.value = select if select in names else names[0]
            self.monarch.options = [NOBODY, *names]
            self.monarch.value = self.board.get("monarch") or NOBODY
            turn = self.board.setdefault("turn", {})
            self.active.options = names
            if names:
                self.active.value = turn.get("active") if turn.get("active") in names else names[0]
            self.turn.value = turn.get("number", 1)
            self.step.value = turn.get("step", "precombat_main")
            ids = [e["id"] for p in self._players() for e in p.get("battlefield", [])
                   if isinstance(e, dict) and e.get("id")]
            self.attach.options = [NOBODY, *ids]
        finally:
            self._syncing = False
        self._read_turn()
        self._show_entries()

    def _show_entries(self) -> None:
        try:
            current = self._current()
        except BoardError:
            self.entries.options = []
            return
        options = [(entry_label(zone, entry), (zone, i))
                   for zone in ZONES for i, entry in enumerate(current.get(zone, []))]
        if self.entries.value is not None and self.entries.value not in [v for _, v in options]:
            self.entries.value = None
        self.entries.options = options
        self._show_summary()

    def _show_summary(self) -> None:
        lines = []
        for p in self._players():
            zones = "; ".join(f"{z}: " + ", ".join(e if isinstance(e, str) else e["card"]
                                                    for e in p.get(z, []))
                              for z in ZONES if p.get(z))
            crown = " 👑" if self.board.get("monarch") == p["name"] else ""
            lines.append(f"<li><b>{escape(p['name'])}</b>{crown} ({p.get('life', 20)} life)"
                         f" — {escape(zones) or 'no cards'}</li>")
        turn = self.board.get("turn", {})
        self.summary.value = (f"<ul>{''.join(lines)}</ul>Turn {turn.get('number', 1)}, "
                              f"{escape(str(turn.get('active')))}'s "
                              f"{str(turn.get('step', '')).replace('_', ' ')}")
