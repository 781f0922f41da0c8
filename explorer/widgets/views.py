"""Read-only views of a game: the board (per player) and the timeline with filters.

Both redraw by replacing the value of one HTML widget, which the browser swaps in place: no
flicker, and nothing is printed into the notebook behind the widget's back (an ``Output``
widget that is not on screen would leak its redraws into the cell's output in a plain kernel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..display import TimelineView as TimelineTable
from ..events import EVENT_KINDS

if TYPE_CHECKING:
    import pandas as pd

    from ..game import Game

TABLE_COLUMNS = ["seq", "turn", "step", "event", "player", "source", "target", "amount", "mana",
                 "rule", "detail"]


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


class TimelineView(widgets.VBox):
    """The timeline table, filtered by event kind, player and turns; each row cites its rule."""

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
        super().__init__([filters, self.html])
        if game is not None:
            self.update(game)

    def update(self, game: Game) -> None:
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
        self.html.value = TimelineTable(self.frame())._repr_html_()
