"""Plots from the timeline tables (matplotlib): who held the crown over the turns, and mana
produced per turn by type."""

from __future__ import annotations

from typing import TYPE_CHECKING

import matplotlib.pyplot as plt

from ..mana_views import mana_by_step
from ..state import MANA_TYPES
from ..timeline import monarch_changes

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from ..game import Game

MANA_COLORS = {"W": "#f4eccb", "U": "#3b7dd8", "B": "#3a3a3a", "R": "#d8453b", "G": "#2f9e44",
               "C": "#b8b8b8"}


def plot_monarch(game: Game, ax: Axes | None = None) -> Axes:
    """Who was the monarch, turn by turn (a step line; gaps where there was none)."""
    ax = ax or plt.subplots(figsize=(8, 2.8))[1]
    names = [p.name for p in game.state.players]
    changes = monarch_changes(game)
    holder = game.board_monarch
    turns, rows = [], []
    last_turn = game.state.turn
    events = list(changes.itertuples(index=False))
    k = 0
    for turn in range(1, last_turn + 1):
        while k < len(events) and events[k].turn <= turn:
            holder = events[k].to
            k += 1
        turns.append(turn)
        rows.append(names.index(holder) if holder in names else float("nan"))
    ax.step(turns, rows, where="post", color="#b8860b")
    ax.set_yticks(range(len(names)), names)
    ax.set_xlabel("turn")
    ax.set_title(f"Who held the crown ({len(changes)} changes)")
    ax.grid(axis="x", alpha=0.3)
    return ax


def plot_mana(game: Game, ax: Axes | None = None, by: str = "turn") -> Axes:
    """Mana produced per turn (or per step) as stacked bars, one color per type."""
    ax = ax or plt.subplots(figsize=(8, 3))[1]
    wide = mana_by_step(game, wide=True)
    if wide.empty:
        ax.set_title("No mana produced yet")
        return ax
    keys = ["turn"] if by == "turn" else ["turn", "step"]
    table = wide.groupby(keys, sort=False)[list(MANA_TYPES)].sum()
    labels = [" ".join(map(str, k)) if isinstance(k, tuple) else str(k) for k in table.index]
    bottom = [0] * len(table)
    for t in MANA_TYPES:
        values = table[t].tolist()
        if any(values):
            ax.bar(labels, values, bottom=bottom, color=MANA_COLORS[t], label=t,
                   edgecolor="#555", linewidth=0.5)
            bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    ax.set_xlabel(by)
    ax.set_ylabel("mana produced")
    ax.legend(ncols=6, fontsize="small")
    ax.set_title("Mana produced per " + by)
    return ax
