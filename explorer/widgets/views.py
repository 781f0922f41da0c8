"""Read-only views of a game: the board (per player) and the timeline with filters.

Both redraw by replacing the value of one HTML widget, which the browser swaps in place: no
flicker, and nothing is printed into the notebook behind the widget's back (an ``Output``
widget that is not on screen would leak its redraws into the cell's output in a plain kernel).

Each rule number in the timeline carries what the rule is about as its ``title``, shown when
the mouse rests on it (``explorer.glossary``: the official text if loaded, else the summary).
Under the table, *Why?* shows an event's chain of causes (``game.why``) as a small tree.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..events import EVENT_KINDS
from ..glossary import GLOSSARY, UnknownRule

if TYPE_CHECKING:
    import pandas as pd

    from ..game import Game

TABLE_COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
                 "rule", "detail"]
DETAIL_CHARS = 60  # a longer detail (an ability's text, a replacement) is cut to fit one line


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


def rule_html(rule: str, tag: str = "abbr", css: str = "mtg-rule") -> str:
    """A rule number with what it is about as its hover title."""
    title = rule_title(rule)
    shown = f' title="{escape(title)}"' if title else ""
    return f'<{tag} class="{css}"{shown}>{escape(rule)}</{tag}>'


def timeline_html(frame: pd.DataFrame) -> str:
    """The timeline rows as an HTML table (class ``explorer-timeline``): a header row, then a
    row per event on one line, empty cells for missing values; the rule cells carry their
    summary, and a long detail its whole text (``detail_html``)."""
    columns = list(frame.columns)
    head = "".join(f"<th>{escape(str(c))}</th>" for c in columns)
    rule_at = columns.index("rule") if "rule" in columns else -1
    detail_at = columns.index("detail") if "detail" in columns else -1

    blank = frame.astype(object).where(frame.notna(), "")  # missing values show empty
    rows = []
    for values in blank.itertuples(index=False, name=None):
        cells = [rule_html(str(v), "td") if i == rule_at and v != "" else
                 detail_html(str(v)) if i == detail_at else
                 f"<td>{escape(str(v))}</td>" for i, v in enumerate(values)]
        rows.append(f"<tr>{''.join(cells)}</tr>")
    # One line per row: no cell wraps (white-space is inherited by every cell).
    return (f'<table border="1" class="dataframe explorer-timeline" style="white-space:nowrap">'
            f"<thead>"
            f'<tr style="text-align: right;">{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


class BoardView(widgets.VBox):
    """The board: each player's permanents (tapped, counters, damage, attachments), hand and
    library sizes, the crown on the monarch, the stack, and what the game waits for."""

    def __init__(self, game: Game | None = None) -> None:
        self.html = widgets.HTML()
        super().__init__([self.html], _dom_classes=["explorer-board-view", "mtg-board"])
        if game is not None:
            self.update(game)

    def update(self, game: Game) -> None:
        self.html.value = game._repr_html_()


def why_html(frame: pd.DataFrame) -> str:
    """``game.why``'s chain as a small tree: the event asked about, and nested under each
    event, what caused it — back to the event that started it."""
    html = ""
    for link in reversed(list(frame.itertuples(index=False))):  # from the innermost cause
        who = f"{escape(link.who)}: " if isinstance(link.who, str) else ""
        rule = f" (rule {rule_html(link.rule)})" if isinstance(link.rule, str) else ""
        item = f"<b>{link.seq}</b> {escape(link.kind)} — {who}{escape(link.what)}{rule}"
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
        self.html = widgets.HTML(_dom_classes=["mtg-timeline"])
        for w in (self.kinds, self.player, self.first, self.last, self.rows):
            w.observe(lambda _change: self.redraw(), names="value")
        filters = widgets.HBox([self.kinds, widgets.VBox([self.player, widgets.HBox(
            [self.first, self.last]), self.rows])])
        # Why? — the seq of a row in the table, then its chain of causes under it.
        self.why_seq = widgets.BoundedIntText(value=1, min=1, max=10**9, description="event",
                                              layout=widgets.Layout(width="160px"),
                                              _dom_classes=["mtg-why-seq"])
        why = widgets.Button(description="Why?", _dom_classes=["mtg-why-button"])
        why.on_click(lambda _b: self.explain())
        self.why = widgets.HTML(_dom_classes=["mtg-why"])
        self.explained: int | None = None  # the seq whose causes are shown
        super().__init__([filters, self.html, widgets.HBox([self.why_seq, why]), self.why])
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

    def update(self, game: Game) -> None:
        if game is not self.game or (self.explained or 0) > len(game.log):
            self.why.value = ""  # another game or branch, or the event was undone
            self.explained = None
        self.game = game
        names = ["all", *(p.name for p in game.state.players)]
        if list(self.player.options) != names:
            keep = self.player.value if self.player.value in names else "all"
            self.player.options = names
            self.player.value = keep
        self.redraw()

    def frame(self) -> pd.DataFrame:
        """The filtered timeline as a DataFrame (what the table shows)."""
        assert self.game is not None
        df = self.game.timeline()
        if self.kinds.value:
            df = df[df.event.isin(self.kinds.value)]
        if self.player.value != "all":
            df = df[df.player == self.player.value]
        df = df[(df.turn >= self.first.value) & (df.turn <= self.last.value)]
        return df[TABLE_COLUMNS].tail(self.rows.value)

    def redraw(self) -> None:
        if self.game is None:
            return
        self.html.value = timeline_html(self.frame())
