"""Rich display for notebooks: the board by player, the stack, the pending decision, and the
timeline as an HTML table (class ``explorer-timeline``)."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from .report import permanent_dict
from .rules.mana import describe_pool

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pandas as pd

    from .game import Game
    from .state import Obj

PUBLIC_CARDS_SHOWN = 8  # a graveyard or exile shows its newest cards, and counts the others

# Cards as tiles, per player and zone: upright, taller than wide, as a card stands; a tapped
# permanent's tile lies on its side (the same tile turned, wider than tall, 701.26a: "turn it
# sideways"), its words still upright so they can be read.
BOARD_CSS = """<style>
.explorer-board{font-family:system-ui,sans-serif;font-size:13px;display:flex;flex-wrap:wrap;
gap:8px;align-items:flex-start}.explorer-board .player{border:1px solid #bbb;border-radius:6px;
padding:6px 8px;min-width:240px;max-width:100%;box-sizing:border-box}
.explorer-board .player.active{border-color:#2a7;box-shadow:0 0 0 1px #2a7}
.explorer-board .player.left{opacity:.5}.explorer-board .head{margin-bottom:2px}
.explorer-board .priority{background:#2a7;color:#fff;border-radius:8px;padding:0 6px;
font-size:11px}.explorer-board .counts{color:#555;font-size:12px}
.explorer-board .zone{display:flex;flex-wrap:wrap;align-items:flex-start;gap:4px;margin-top:4px}
.explorer-board .zone-name{color:#666;font-size:11px;width:100%}
.explorer-board .perm{display:inline-flex;flex-direction:column;justify-content:flex-start;
box-sizing:border-box;width:108px;min-height:140px;border:1px solid #999;border-radius:6px;
padding:3px 5px;background:#fafafa;overflow-wrap:anywhere;position:relative;line-height:1.25}
.explorer-board .perm .sep{position:absolute;width:1px;height:1px;overflow:hidden;
clip:rect(0 0 0 0)}
.explorer-board .perm.tapped{width:140px;min-height:108px;background:#e4e4e4;border-style:dashed}
.explorer-board .perm.sick{border-color:#c90}.explorer-board .perm .name{font-weight:600}
.explorer-board .perm .pt{font-weight:600;align-self:flex-end}
.explorer-board .perm .badge{font-size:11px;color:#333}
.explorer-board .card{display:inline-block;border:1px solid #ccc;border-radius:4px;
padding:0 4px;font-size:12px;background:#fff}
.explorer-board .card.more{font-style:italic;color:#555;cursor:help}
.explorer-board .status{width:100%;color:#444}.explorer-board .stack ol{margin:2px 0}
</style>"""


def _tile(game: Game, obj_dict: dict[str, Any]) -> str:
    """One permanent: its name, power and toughness, and what is on it as badges. Its text
    reads "Grizzly Bears · 4/4 · 2×+1/+1" (the separators are there for screen readers and
    copying, not shown); the id is in its tooltip."""
    bits = [f'<span class="name">{escape(obj_dict["name"])}</span>']
    if obj_dict["power"] is not None:
        bits.append(f'<span class="pt">{obj_dict["power"]}/{obj_dict["toughness"]}</span>')
    badges = []
    if obj_dict["tapped"]:
        badges.append("tapped")
    if obj_dict["sick"]:
        badges.append("sick")
    badges += [f"{n}×{k}" for k, n in obj_dict["counters"].items()]
    if obj_dict["damage"]:
        badges.append(f"{obj_dict['damage']} damage")
    if obj_dict["attached_to"]:
        badges.append(f"on {_name_of(game, obj_dict['attached_to'])}")
    bits += [f'<span class="badge">{escape(b)}</span>' for b in badges]
    cls = "perm" + (" tapped" if obj_dict["tapped"] else "") + (" sick" if obj_dict["sick"]
                                                                else "")
    joined = '<span class="sep"> · </span>'.join(bits)
    return f'<span class="{cls}" title="{escape(obj_dict["id"])}">{joined}</span>'


def _name_of(game: Game, handle: str) -> str:
    """A permanent's name for people, from its id (a player's name stays as it is)."""
    obj = game.state.find_handle(handle)
    return obj.name if obj is not None else handle


def _target_name(game: Game, target: Any) -> str:
    if isinstance(target, str):
        return target  # a player
    obj = game.state.find_anywhere(target)
    return obj.name if obj is not None else "a target that is gone"


def _zone(key: str, label: str, tiles: list[str]) -> str:
    return (f'<div class="zone" data-zone="{key}"><span class="zone-name">{label}</span>'
            f'{"".join(tiles)}</div>') if tiles else ""


def _cards(cards: Sequence[Obj], shown: int = PUBLIC_CARDS_SHOWN) -> list[str]:
    """A public zone's cards as small tiles: its last ``shown`` cards (the newest, last), and
    before them one tile counting the earlier ones, which names them when the mouse rests on
    it — a graveyard of hundreds of cards at turn 1,000 would bury the board otherwise."""
    tiles = [f'<span class="card" title="{escape(c.handle)}">{escape(c.name)}</span>'
             for c in cards[-shown:]]
    earlier = cards[:-shown] if len(cards) > shown else []
    if earlier:
        names = ", ".join(c.name for c in earlier)
        tiles.insert(0, f'<span class="card more" title="{escape(names)}">'
                        f"{len(earlier)} earlier</span>")
    return tiles


@dataclass(frozen=True)
class PlayerPart:
    """One player's part of the board: the CSS classes of their box (``player``, ``active``,
    ``left``), their head line (name, crown, life, priority) with the counts of their hidden
    zones, and their zones as tiles."""

    name: str
    css: tuple[str, ...]
    head: str
    zones: str


def status_html(game: Game) -> str:
    """The line above the players: the turn, the step, whose turn, and what the game waits
    for (or how it ended)."""
    s = game.state
    status = f"Turn {s.turn}, {s.step.replace('_', ' ')} — {escape(s.active)}'s turn"
    if game.pending is not None:
        status += f" — waiting for {escape(str(game.pending))}"
    else:
        status += f" — {escape(game.outcome())}"
    return status


def player_parts(game: Game) -> list[PlayerPart]:
    """Each player's part of the board, in seating order."""
    s = game.state
    priority = game.pending.player if (game.pending is not None
                                       and game.pending.kind == "priority") else None
    parts = []
    for p in s.players:
        css = ("player", *(("active",) if p.name == s.active else ()),
               *(("left",) if p.left else ()))
        crown = ' <span class="crown" title="the monarch (724)">👑</span>' if (
            s.monarch == p.name) else ""
        head = f"<b>{escape(p.name)}</b>{crown} — life {p.life}"
        if p.poison:
            head += f" · poison {p.poison}"
        if p.name == priority:
            head += ' <span class="priority">priority</span>'
        if p.left:
            head += " · left the game"
        counts = (f"hand {len(p.hand)} · library {len(p.library)} · graveyard "
                  f"{len(p.graveyard)} · exile {len(p.exile)}")
        if p.mana_pool:
            counts += f" · pool {escape(describe_pool(p))}"
        mine = [(o, permanent_dict(game, o)) for o in s.permanents(p.name)]
        creatures = [_tile(game, d) for _, d in mine if d["power"] is not None]
        lands = [_tile(game, d) for o, d in mine if d["power"] is None and o.is_type("Land")]
        other = [_tile(game, d) for o, d in mine
                 if d["power"] is None and not o.is_type("Land")]
        zones = (_zone("creatures", "Creatures", creatures) + _zone("lands", "Lands", lands)
                 + _zone("other", "Other permanents", other)
                 + _zone("graveyard", "Graveyard", _cards(p.graveyard))
                 + _zone("exile", "Exile", _cards(p.exile)))
        parts.append(PlayerPart(p.name, css,
                                f'<div class="head">{head}</div><div class="counts">{counts}</div>',
                                zones or "<i>no permanents</i>"))
    return parts


def stack_html(game: Game) -> str:
    """The stack, top first, each object with its targets by name; empty if the stack is."""
    s = game.state
    if not s.stack:
        return ""
    items = []
    for i in reversed(s.stack):
        named = [_target_name(game, t) for t in i.targets if t is not None]
        aims = f" → {escape(', '.join(named))}" if named else ""
        items.append(f"<li>{escape(i.text)}{aims} ({escape(i.controller)})</li>")
    return f'Stack (top first):<ol>{"".join(items)}</ol>'


def game_html(game: Game) -> str:
    """The board at a glance: per player, life, the crown, priority, the counts of hidden
    zones, and tiles for permanents (creatures, lands, the rest) and public cards (graveyard,
    exile); then the stack, top first, with its targets by name."""
    parts = [BOARD_CSS, '<div class="explorer-board">',
             f'<div class="status">{status_html(game)}</div>']
    for part in player_parts(game):
        parts.append(f'<div class="{" ".join(part.css)}" data-player="{escape(part.name)}">'
                     f"{part.head}{part.zones}</div>")
    stack = stack_html(game)
    if stack:
        parts.append(f'<div class="status stack">{stack}</div>')
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
