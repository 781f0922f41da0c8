"""Rich display for notebooks: the board by player, the stack, the pending decision, and the
timeline as an HTML table (class ``explorer-timeline``)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .report import permanent_dict
from .rules.mana import describe_pool

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

_CSS = """<style>
.explorer-board{font-family:system-ui,sans-serif;font-size:13px;display:flex;flex-wrap:wrap;
gap:8px}.explorer-board .player{border:1px solid #bbb;border-radius:6px;padding:6px 8px;
min-width:220px}.explorer-board .player.active{border-color:#2a7}.explorer-board .left{opacity:.5}
.explorer-board .perm{display:inline-block;border:1px solid #999;border-radius:4px;padding:1px 5px;
margin:2px;background:#fafafa}.explorer-board .perm.tapped{background:#ddd;font-style:italic}
.explorer-board .status{width:100%;color:#444}
</style>"""


def _permanent(game: Game, obj_dict: dict) -> str:
    bits = [escape(obj_dict["name"])]
    if obj_dict["power"] is not None:
        bits.append(f"{obj_dict['power']}/{obj_dict['toughness']}")
    if obj_dict["tapped"]:
        bits.append("tapped")
    if obj_dict["sick"]:
        bits.append("sick")
    bits += [f"{n}×{escape(k)}" for k, n in obj_dict["counters"].items()]
    if obj_dict["damage"]:
        bits.append(f"{obj_dict['damage']} damage")
    if obj_dict["attached_to"]:
        bits.append(f"on {escape(obj_dict['attached_to'])}")
    cls = "perm tapped" if obj_dict["tapped"] else "perm"
    return f'<span class="{cls}" title="{escape(obj_dict["id"])}">{" · ".join(bits)}</span>'


def game_html(game: Game) -> str:
    s = game.state
    parts = [_CSS, '<div class="explorer-board">']
    status = f"Turn {s.turn}, {s.step.replace('_', ' ')} — {escape(s.active)}'s turn"
    if game.pending is not None:
        status += f" — waiting for {escape(str(game.pending))}"
    else:
        status += f" — {escape(game.outcome())}"
    parts.append(f'<div class="status">{status}</div>')
    for p in s.players:
        cls = "player" + (" active" if p.name == s.active else "") + (" left" if p.left else "")
        crown = " 👑" if s.monarch == p.name else ""
        head = (f"<b>{escape(p.name)}</b>{crown} — life {p.life} · hand {len(p.hand)} · "
                f"library {len(p.library)} · graveyard {len(p.graveyard)}")
        if p.mana_pool:
            head += f" · pool {escape(describe_pool(p))}"
        if p.left:
            head += " · left the game"
        perms = "".join(_permanent(game, permanent_dict(game, o)) for o in s.permanents(p.name))
        parts.append(f'<div class="{cls}">{head}<div>{perms or "<i>no permanents</i>"}</div>'
                     "</div>")
    if s.stack:
        items = "".join(f"<li>{escape(i.text)} ({escape(i.controller)})</li>"
                        for i in reversed(s.stack))
        parts.append(f'<div class="status">Stack (top first):<ol>{items}</ol></div>')
    parts.append("</div>")
    return "".join(parts)


class TimelineView:
    """A timeline DataFrame shown as an HTML table with the class ``explorer-timeline``."""

    def __init__(self, frame: pd.DataFrame) -> None:
        self.frame = frame

    def _blank(self) -> pd.DataFrame:
        return self.frame.astype(object).where(self.frame.notna(), "")

    def _repr_html_(self) -> str:
        return self._blank().to_html(classes="explorer-timeline", index=False)

    def __repr__(self) -> str:
        return self._blank().to_string(index=False)


def show_timeline(game: Game, columns: list[str] | None = None) -> TimelineView:
    frame = game.timeline()
    if columns:
        frame = frame[columns]
    return TimelineView(frame)
