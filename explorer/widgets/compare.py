"""Two branches side by side — their boards, timelines and a summary of what differs — so a
lesson can show "with Protector of the Crown" against "without"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets
import pandas as pd

from .views import BoardView, TimelineView

if TYPE_CHECKING:
    from ..game import Game


def summary(game: Game) -> dict[str, object]:
    s = game.state
    out: dict[str, object] = {"turn": s.turn, "step": s.step, "monarch": s.monarch,
                              "events": len(game.log), "outcome": game.outcome()}
    for p in s.players:
        out[f"{p.name} life"] = p.life
        out[f"{p.name} permanents"] = len(s.permanents(p.name))
        out[f"{p.name} hand"] = len(p.hand)
    return out


def compare_table(a: Game, b: Game, labels: tuple[str, str] = ("A", "B")) -> pd.DataFrame:
    """One row per fact (turn, life totals, monarch, …), a column per branch, and whether the
    two differ."""
    left, right = summary(a), summary(b)
    keys = list(dict.fromkeys([*left, *right]))
    frame = pd.DataFrame({labels[0]: [left.get(k) for k in keys],
                          labels[1]: [right.get(k) for k in keys]}, index=keys)
    frame["differs"] = [str(x) != str(y) for x, y in zip(frame[labels[0]], frame[labels[1]],
                                                         strict=True)]
    return frame


class Compare(widgets.VBox):
    """Two games side by side, with the summary of their differences on top."""

    def __init__(self, a: Game, b: Game, labels: tuple[str, str] = ("A", "B")) -> None:
        self.games = (a, b)
        self.labels = labels
        self.table = widgets.HTML()
        self.sides = [widgets.VBox([widgets.HTML(f"<h4>{label}</h4>"), BoardView(game),
                                    TimelineView(game, rows=15)],
                                   layout=widgets.Layout(width="50%"))
                      for label, game in zip(labels, (a, b), strict=True)]
        super().__init__([self.table, widgets.HBox(self.sides)], _dom_classes=["mtg-compare"])
        self.update()

    def update(self) -> None:
        self.table.value = compare_table(*self.games, labels=self.labels).to_html()
        for side, game in zip(self.sides, self.games, strict=True):
            side.children[1].update(game)
            side.children[2].update(game)
