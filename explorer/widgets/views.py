"""Read-only views of a game: the board (per player) and the timeline with filters.

Both redraw by replacing the values of HTML widgets, which the browser swaps in place: no
flicker, and nothing is printed into the notebook behind the widget's back (an ``Output``
widget that is not on screen would leak its redraws into the cell's output in a plain kernel).
A step stays as cheap at turn 1,000 as at turn 1: the board is made of parts, each sent only
when it changed, and the timeline keeps its rows, reading and rendering only the events the
step added (a changed filter, an undo or another game reads the end of the log again).

Each rule number in the timeline carries what the rule is about as its ``title``, shown when
the mouse rests on it, and shown under the number when it is clicked (``explorer.glossary``:
the official text if loaded, else the summary). A decision's answer and a division put on the
stack are said with names, from the events' data (``explorer.named``). Under the table, a click
on one of its rows in the *Why? of* list (or a typed seq and *Why?*) shows that event's chain
of causes (``game.why``) as a small tree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..display import BOARD_CSS, player_parts, stack_html, status_html
from ..events import (
    EVENT_KINDS,
    QUIET_KINDS,
    AbilityEvent,
    Answer,
    DecisionEvent,
    Event,
    ZoneEvent,
    decision_said,
)
from ..glossary import GLOSSARY, UnknownRule
from ..named import answer_said, ids_in, shares_said, targets_said
from .layout import at_most, button, group, row

if TYPE_CHECKING:
    import pandas as pd

    from ..game import Game

TABLE_COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
                 "rule", "detail"]
RULE_AT, DETAIL_AT = TABLE_COLUMNS.index("rule"), TABLE_COLUMNS.index("detail")
TARGET_AT = TABLE_COLUMNS.index("target")
# Columns of game.timeline() that the table doesn't show but reads to say names (``Named``).
NAMING_COLUMNS = ["decision", "chosen_by", "answer", "shares", "targets"]
DETAIL_CHARS = 60  # a longer detail (an ability's text, a replacement) is cut to fit one line
WHY_CHARS = 100  # a link of a Why? tree: one line, the whole text on hover
PICK_CHARS = 70  # what an event concerns, in the list of rows to pick for Why?


def short(text: str, limit: int = DETAIL_CHARS) -> str:
    """The text cut to about ``limit`` characters at a word, marked with "…" if cut."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[:cut if cut > limit // 2 else limit].rstrip(" ,.;:") + "…"


def detail_html(text: str) -> str:
    """A detail cell: as it is, or cut to one line with the whole text on demand (its title,
    shown when the mouse rests on it) — an ability's text would repeat in full on its
    triggered, put-on-stack and resolved rows."""
    shown = short(text)
    if shown == text:
        return f"<td>{escape(text)}</td>"
    return (f'<td class="mtg-detail" title="{escape(text)}" style="cursor:help">'
            f"{escape(shown)}</td>")


def rule_title(rule: str | None) -> str | None:
    """What to show when the mouse rests on a rule number, or None (no rule, or unknown)."""
    if not rule:
        return None
    try:
        return GLOSSARY.text(rule)
    except (UnknownRule, ValueError):
        return None


# A rule number shows what it is about on a click too, without JavaScript: the number is the
# summary of a <details>, which the browser opens and closes; opened, the <details> shows the
# text it carries (its data-text) under the number — the page's text stays the number. (The
# text is drawn by the <details>, an inline block, so no underline of the number reaches it.)
RULE_CSS = """<style>
details.mtg-rule-more{display:inline-block;vertical-align:top;margin:0}
details.mtg-rule-more>summary{display:inline;list-style:none;cursor:pointer;
text-decoration:underline dotted}
details.mtg-rule-more>summary::-webkit-details-marker{display:none}
details.mtg-rule-more[open]::after{content:attr(data-text);display:block;
white-space:normal;width:26em;max-width:70vw;font-style:normal;font-weight:normal;
text-align:left;background:#fffbe6;border:1px solid #d9c97a;border-radius:3px;
padding:2px 5px;margin-top:2px}
</style>"""


def rule_html(rule: str, tag: str = "abbr", css: str = "mtg-rule") -> str:
    """A rule number with what it is about as its hover title, and shown under it when the
    number is clicked (``RULE_CSS``)."""
    title = rule_title(rule)
    if not title:
        return f'<{tag} class="{css}">{escape(rule)}</{tag}>'
    text = escape(title)
    return (f'<{tag} class="{css}" title="{text}"><details class="mtg-rule-more" '
            f'data-text="{text}"><summary>{escape(rule)}</summary></details></{tag}>')


def target_html(ref: str, names: Mapping[str, str]) -> str:
    """A target cell: a permanent or card by its name, its id on demand (the title); a
    player, or anything without a name, as it is."""
    name = names.get(ref)
    if name is None or name == ref:
        return f"<td>{escape(ref)}</td>"
    return f'<td title="{escape(ref)}">{escape(name)}</td>'


@dataclass(frozen=True, slots=True)
class Named:
    """A cell said with names (``explorer.named``), and the same with ids, shown on hover."""

    text: str
    ids: str | None


def named_html(cell: Named, limit: int | None = None) -> str:
    """A cell in names with its ids on hover; cut to about ``limit`` characters, the whole
    text on hover instead."""
    shown = short(cell.text, limit) if limit else cell.text
    title = cell.text if shown != cell.text else cell.ids
    if not title or title == shown:
        return f"<td>{escape(shown)}</td>"
    return f'<td title="{escape(title)}" style="cursor:help">{escape(shown)}</td>'


def named_cells(event: str | None, target: object, detail: object, *, player: str | None,
                rule: str | None, decision: str | None, chosen_by: str | None,
                answer: Answer | None, shares: tuple[tuple[str, int], ...] | None,
                names: Mapping[str, str] | None,
                targets: tuple[str, ...] | None = None) -> tuple[object, object]:
    """The target and detail cells of a row: a decision's answer, a division put on the stack
    and several targets said with names from the event's data (``Named``), the others as
    they are."""
    known = names or {}
    if event == "decision_made" and answer is not None:
        said = answer_said(decision, rule, answer, known)
        detail = Named(decision_said(decision, said, chosen_by, player),
                       None if detail is None else str(detail))
    elif shares:
        target = Named(shares_said(shares, known), None if target is None else str(target))
    elif targets:
        target = Named(targets_said(targets, known), None if target is None else str(target))
    return target, detail


def row_html(values: Sequence[object], rule_at: int = -1, detail_at: int = -1,
             target_at: int = -1, names: Mapping[str, str] | None = None) -> str:
    """One timeline row: a cell per value (empty for a missing one); the rule cell carries its
    summary, a long detail its whole text (``detail_html``), and the target is named
    (``target_html``, with ``names``: id -> name); a ``Named`` cell shows its names."""
    cells = []
    for i, v in enumerate(values):
        if isinstance(v, Named):
            cells.append(named_html(v, DETAIL_CHARS if i == detail_at else None))
            continue
        text = "" if v is None else str(v)
        if i == rule_at and text:
            cells.append(rule_html(text, "td"))
        elif i == target_at and text and names:
            cells.append(target_html(text, names))
        elif i == detail_at:
            cells.append(detail_html(text))
        else:
            cells.append(f"<td>{escape(text)}</td>")
    return f"<tr>{''.join(cells)}</tr>"


def table_html(columns: Sequence[str], rows: Iterable[str]) -> str:
    """The timeline table (class ``explorer-timeline``): a header row, then the rows given."""
    head = "".join(f"<th>{escape(str(c))}</th>" for c in columns)
    # One line per row: no cell wraps (white-space is inherited by every cell).
    return (f'<table border="1" class="dataframe explorer-timeline" style="white-space:nowrap">'
            f"<thead>"
            f'<tr style="text-align: right;">{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def timeline_html(frame: pd.DataFrame, names: Mapping[str, str] | None = None) -> str:
    """The timeline rows as an HTML table (class ``explorer-timeline``): a header row, then a
    row per event on one line, empty cells for missing values; the rule cells carry their
    summary, a long detail its whole text (``detail_html``), and with ``names`` (id -> name)
    each target is named. The frame's ``NAMING_COLUMNS``, when it has them, are not shown:
    they say decisions and divisions with names (``named_cells``)."""
    every = [str(c) for c in frame.columns]
    columns = [c for c in every if c not in NAMING_COLUMNS]
    rule_at, detail_at, target_at = (columns.index(c) if c in columns else -1
                                     for c in ("rule", "detail", "target"))
    blank = frame.astype(object).where(frame.notna(), None)
    naming = set(NAMING_COLUMNS) <= set(every) and {"event", "player", "rule"} <= set(every)

    def values(row: tuple[object, ...]) -> list[object]:
        cell = dict(zip(every, row, strict=True))
        shown = [cell[c] for c in columns]
        if naming and target_at >= 0 and detail_at >= 0:
            shown[target_at], shown[detail_at] = named_cells(
                str(cell["event"]), cell["target"], cell["detail"],
                player=_text(cell["player"]), rule=_text(cell["rule"]),
                decision=_text(cell["decision"]), chosen_by=_text(cell["chosen_by"]),
                answer=cell["answer"],  # type: ignore[arg-type]
                shares=cell["shares"],  # type: ignore[arg-type]
                names=names, targets=cell["targets"])  # type: ignore[arg-type]
        return shown

    return table_html(columns, (row_html(values(row), rule_at, detail_at, target_at, names)
                                for row in blank.itertuples(index=False, name=None)))


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def event_row_html(event: Event, names: Mapping[str, str] | None = None) -> str:
    """An event's row of the table (``TABLE_COLUMNS``), read from its fields: the same row
    ``timeline_html`` makes from the event's row of ``game.timeline()``."""
    target, detail = named_cells(
        event.event.value, event.target, event.detail, player=event.player, rule=event.rule,
        decision=getattr(event, "decision", None), chosen_by=getattr(event, "chosen_by", None),
        answer=event.answer if isinstance(event, DecisionEvent) else None,
        shares=event.shares if isinstance(event, AbilityEvent) else None, names=names,
        targets=getattr(event, "targets", None))
    return row_html([event.seq, event.turn, event.step, event.event.value, event.player,
                     event.source, target, event.amount, event.mana, event.rule,
                     detail], RULE_AT, DETAIL_AT, TARGET_AT, names)


class BoardView(widgets.Box):
    """The board: each player's permanents (tapped, counters, damage, attachments), hand and
    library sizes, the crown on the monarch, the stack, and what the game waits for.

    Made of parts — the status line, each player's head and zones, the stack — each an HTML
    widget whose value is sent to the browser only when it changed: a priority pass redraws
    two players' heads, not a thousand graveyard cards."""

    def __init__(self, game: Game | None = None) -> None:
        # The board's style, once (a <style> shows nothing; the widget takes no room), with
        # the lines of its parts at the text's height, not at the height of a widget's row.
        style = widgets.HTML(BOARD_CSS.replace(
            "</style>", ".explorer-board .widget-html-content{line-height:1.5}</style>")
            + RULE_CSS,
            layout=widgets.Layout(display="none"))
        self.status = widgets.HTML(_dom_classes=["status", "mtg-board-status"])
        self.stack = widgets.HTML(_dom_classes=["status", "stack", "mtg-stack"])
        self.players: list[widgets.VBox] = []
        self._fixed = (style, self.status)
        super().__init__([*self._fixed, self.stack],
                         _dom_classes=["explorer-board-view", "mtg-board", "explorer-board"],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        if game is not None:
            self.update(game)

    def update(self, game: Game) -> None:
        self.status.value = status_html(game)
        parts = player_parts(game)
        if len(parts) != len(self.players):  # another game: a box per player
            self.players = [widgets.VBox([widgets.HTML(), widgets.HTML()]) for _ in parts]
            self.children = (*self._fixed, *self.players, self.stack)
        for box, part in zip(self.players, parts, strict=True):
            if tuple(box._dom_classes) != part.css:
                box._dom_classes = part.css
            head, zones = box.children
            head.value, zones.value = part.head, part.zones
        self.stack.value = stack_html(game)
        self.stack.layout.display = None if self.stack.value else "none"

    @property
    def value(self) -> str:
        """The board as one piece of HTML, as its parts show it."""
        players = "".join(f'<div class="{" ".join(box._dom_classes)}">'
                          f'{"".join(part.value for part in box.children)}</div>'
                          for box in self.players)
        stack = f'<div class="status stack">{self.stack.value}</div>' if self.stack.value else ""
        return (f'<div class="explorer-board"><div class="status">{self.status.value}</div>'
                f"{players}{stack}</div>")


def why_html(frame: pd.DataFrame) -> str:
    """``game.why``'s chain as a small tree: the event asked about, and nested under each
    event, what caused it — back to the event that started it. A long link (an ability's
    text) shows its start, and its whole text on hover."""
    html = ""
    for link in reversed(list(frame.itertuples(index=False))):  # from the innermost cause
        who = f"{escape(link.who)}: " if isinstance(link.who, str) else ""
        rule = f" (rule {rule_html(link.rule)})" if isinstance(link.rule, str) else ""
        what = short(link.what, WHY_CHARS)  # an ability's text: its start, whole on hover
        shown = escape(what) if what == link.what else (
            f'<span title="{escape(link.what)}" style="cursor:help">{escape(what)}</span>')
        item = f"<b>{link.seq}</b> {escape(link.kind)} — {who}{shown}{rule}"
        html = f"<li>{item}{'<ul>' + html + '</ul>' if html else ''}</li>"
    return f'<ul class="mtg-why-tree">{html}</ul>'


class TimelineView(widgets.VBox):
    """The timeline table, filtered by event kind, player and turns; each row cites its rule.
    *Why?* explains one event: its chain of causes, each with its rule."""

    def __init__(self, game: Game | None = None, rows: int = 30) -> None:
        self.game = game
        self.kinds = widgets.SelectMultiple(options=sorted(EVENT_KINDS), rows=5,
                                            description="events", _dom_classes=["mtg-kinds"])
        self.player = widgets.Dropdown(options=["all"], value="all", description="player",
                                       _dom_classes=["mtg-player-filter"])
        self.first = widgets.BoundedIntText(value=1, min=1, max=10_000, description="turns",
                                            layout=widgets.Layout(width="160px"),
                                            _dom_classes=["mtg-first-turn"])
        self.last = widgets.BoundedIntText(value=10_000, min=1, max=10_000,
                                           layout=widgets.Layout(width="90px"),
                                           _dom_classes=["mtg-last-turn"])
        self.rows = widgets.BoundedIntText(value=rows, min=1, max=100_000, description="last rows",
                                           layout=widgets.Layout(width="170px"),
                                           _dom_classes=["mtg-rows"])
        # A table wider than the page scrolls on its own, the page doesn't.
        self.html = widgets.HTML(_dom_classes=["mtg-timeline"],
                                 layout=widgets.Layout(overflow="auto", max_width="100%"))
        for w in (self.kinds, self.player, self.first, self.last, self.rows):
            w.observe(lambda _change: self.redraw(), names="value")
        filters = row([self.kinds, widgets.VBox([self.player, group([self.first, self.last]),
                                                 self.rows])])
        # Why? — a click on one of the table's rows in this list (newest first), or the seq of
        # any event typed in the box, then its chain of causes under it. The list is the
        # table's rows said in one line each, kept up with the table (only the new rows are
        # said); a click picks its event at once, no JavaScript needed.
        self.pick = widgets.Select(options=(), index=None, rows=6,
                                   description="Why? of", _dom_classes=["mtg-why-pick"],
                                   layout=at_most("720px"))
        self.pick.observe(self._picked, names="value")
        self._syncing = False  # the list's options are being replaced, not clicked
        self.why_seq = widgets.BoundedIntText(value=1, min=1, max=10**9, description="event",
                                              layout=widgets.Layout(width="160px"),
                                              _dom_classes=["mtg-why-seq"])
        why = button("Why?", "mtg-why-button", self.explain)
        self.why = widgets.HTML(_dom_classes=["mtg-why"])
        self.explained: int | None = None  # the seq whose causes are shown
        self._labels: list[str] = []  # the rows said in one line each, for the list
        # What the table shows: the events and their rows, and how far the log was read
        # (its length then, and its last event: an undo or another game starts over).
        self._events: list[Event] = []
        self._rows: list[str] = []
        self._seen: tuple[int, Event | None] | None = None
        self._names: dict[str, str] = {}  # the ids the table met, with their names
        style = widgets.HTML(RULE_CSS, layout=widgets.Layout(display="none"))
        super().__init__([style, filters, self.html,
                          row([self.pick, group([self.why_seq, why])]), self.why])
        if game is not None:
            self.update(game)

    def explain(self, seq: int | None = None) -> None:
        """Show why event ``seq`` (by default the one in the *event* box) happened; an unknown
        seq is named in the message instead."""
        if self.game is None:
            return
        asked = self.why_seq.value if seq is None else seq
        try:
            self.why.value = why_html(self.game.why(asked))
        except LookupError as e:
            self.why.value = f'<span style="color:#b00">{escape(str(e))}</span>'
            self.explained = None
            return
        self.why_seq.value, self.explained = asked, asked
        self._select(asked)

    def _picked(self, change: dict[str, object]) -> None:
        """A row clicked in the list: show its chain of causes."""
        seq = change["new"]
        if not self._syncing and isinstance(seq, int) and seq != self.explained:
            self.explain(seq)

    def _select(self, seq: int | None) -> None:
        """Mark ``seq`` in the list if it is one of its rows (else nothing is marked)."""
        values = self.pick.options
        at = next((i for i, (_, v) in enumerate(values) if v == seq), None)
        if self.pick.index != at:
            self._syncing = True
            try:
                self.pick.index = at
            finally:
                self._syncing = False

    def _sync_pick(self) -> None:
        """Give the list the table's rows, newest first, the explained one still marked."""
        self._syncing = True
        try:
            with self.pick.hold_sync():
                self.pick.index = None  # new options then select nothing by themselves
                self.pick.options = tuple(zip(reversed(self._labels),
                                              (e.seq for e in reversed(self._events)),
                                              strict=True))
        finally:
            self._syncing = False
        self._select(self.explained)

    def update(self, game: Game) -> None:
        """Show the game as it is now. When it has only moved on since the last update (same
        game, same filters, its log grown), only the new events are read and rendered: the
        table's other rows are kept as they were, so a step costs the same at turn 1 and at
        turn 1,000."""
        if game is not self.game or (self.explained or 0) > len(game.log):
            self.why.value = ""  # another game or branch, or the event was undone
            self.explained = None
        if game is not self.game:
            self._seen = None
        self.game = game
        names = ["all", *(p.name for p in game.state.players)]
        if list(self.player.options) != names:
            keep = self.player.value if self.player.value in names else "all"
            self.player.options = names
            self.player.value = keep  # a change of filter redraws
        self._show()

    def _wanted(self) -> Callable[[Event], bool]:
        """Does an event pass the filters (priority passes never do)?"""
        kinds = frozenset(self.kinds.value)
        player = None if self.player.value == "all" else self.player.value
        first, last = self.first.value, self.last.value
        return lambda e: (e.event not in QUIET_KINDS and (not kinds or e.event.value in kinds)
                          and (player is None or e.player == player)
                          and first <= e.turn <= last)

    def _show(self) -> None:
        """Bring the table up to date: read only the events added since the last time when
        the log has only grown (``_seen``: how many events were read, and the last of them),
        else pick the last rows again from the end of the log."""
        assert self.game is not None
        log, wanted, limit = self.game.log, self._wanted(), self.rows.value
        seen = self._seen
        if seen is not None and seen[0] <= len(log) and (
                seen[0] == 0 or log[seen[0] - 1] is seen[1]):
            new = [e for e in log[seen[0]:] if wanted(e)]
            if not new and len(self._events) <= limit:
                self._seen = (len(log), log[-1] if len(log) else None)
                return  # nothing to add: the table stays as it is
            self._learn_names(log[seen[0]:], new)
            self._events = (self._events + new)[-limit:]
            self._rows = (self._rows + [event_row_html(e, self._names) for e in new])[-limit:]
            self._labels = (self._labels + [self._label(e) for e in new])[-limit:]
        else:
            from ..why import names

            self._names = names(self.game)
            self._events = last_matching(log, wanted, limit)
            self._rows = [event_row_html(e, self._names) for e in self._events]
            self._labels = [self._label(e) for e in self._events]
        self._seen = (len(log), log[-1] if len(log) else None)
        self.html.value = table_html(TABLE_COLUMNS, self._rows)
        self._sync_pick()

    def _label(self, event: Event) -> str:
        """A row in one line for the list: its seq, turn and step, kind, and what it concerns
        in names (``explorer.why.describe``)."""
        from ..why import describe

        what = short(describe(event, self._names), PICK_CHARS)
        return (f"{event.seq} · turn {event.turn}, {event.step.replace('_', ' ')} · "
                f"{event.event.value}" + (f" — {what}" if what else ""))

    def _learn_names(self, added: Sequence[Event], shown: Sequence[Event]) -> None:
        """The names of the ids the new rows target or answer with: from the cards the new
        events moved (a creature that died this step is in its graveyard), else from the
        battlefield."""
        assert self.game is not None
        known = self._names
        for e in added:
            if isinstance(e, ZoneEvent) and e.target and e.source:
                known[e.target] = e.source
        state = self.game.state
        for e in shown:
            for ref in (e.target, *ids_in(e)):
                if ref and ref not in known:
                    obj = state.find_handle(ref)
                    if obj is not None:
                        known[ref] = obj.name

    def frame(self) -> pd.DataFrame:
        """The filtered timeline as a DataFrame (what the table shows)."""
        assert self.game is not None
        from ..timeline import frame

        return frame(last_matching(self.game.log, self._wanted(), self.rows.value))[TABLE_COLUMNS]

    def redraw(self) -> None:
        """Read the whole log again and redraw (the filters changed, or the rules' wording)."""
        if self.game is None:
            return
        self._seen = None
        self._show()


def last_matching(log: Sequence[Event], wanted: Callable[[Event], bool],
                  count: int) -> list[Event]:
    """The last ``count`` events of the log that are ``wanted``, in order — read from the end,
    a slice at a time, so the last rows of a long game cost no more than those of a short one."""
    found: list[Event] = []
    end = len(log)
    while end > 0 and len(found) < count:
        start = max(0, end - 4096)
        found.extend(e for e in reversed(log[start:end]) if wanted(e))
        end = start
    return found[:count][::-1]
