"""Actions: the one way in. Board-file scripts, widgets, the CLI and tests all build these.

``parse_action`` turns a board file's ``{"do": ...}`` object into an action and names any bad
field (the structure is the board file's JSON Schema, ``explorer/schema/board.schema.json``);
``action_to_dict`` goes back, so a script round-trips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

from .errors import MalformedAction
from .schema import problem, render_path


@dataclass(frozen=True)
class Pass:
    """The player with priority passes (117.3d)."""

    player: str | None = None


@dataclass(frozen=True)
class PassUntil:
    """Everyone passes until the active player would first get priority in that turn and step.

    With ``auto`` the default policy also answers other decisions on the way (batch runs).
    """

    turn: int
    step: str
    auto: bool = False


@dataclass(frozen=True)
class PlayLand:
    player: str
    card: str


@dataclass(frozen=True)
class Cast:
    player: str
    card: str
    x: int | None = None
    targets: tuple[str, ...] = ()
    distribution: dict[str, int] | None = None
    choices: dict[str, Any] | None = None
    # 601.2g: mana abilities to activate while paying, as "permanent" or "permanent:G".
    pay: tuple[str, ...] = ()
    sacrifice: str | None = None  # what an additional cost sacrifices (601.2h)
    discard: str | None = None  # what an additional cost discards (601.2h)
    convoke: tuple[str, ...] = ()  # untapped creatures tapped to help pay (702.51a)
    delve: tuple[str, ...] = ()  # cards in the graveyard exiled to pay for {1} each (702.66a)
    improvise: tuple[str, ...] = ()  # untapped artifacts tapped to pay for {1} each (702.126a)


@dataclass(frozen=True)
class Activate:
    player: str
    permanent: str
    ability: int = 0
    mana: str | None = None
    targets: tuple[str, ...] = ()
    x: int | None = None
    exile: str | None = None  # a creature exiled to pay the cost (Food Chain)
    # a permanent sacrificed to pay the cost (Ashnod's Altar), or a list of them ("Sacrifice
    # two enchantments")
    sacrifice: str | tuple[str, ...] | None = None
    discard: str | None = None  # a card discarded to pay the cost (a Blood token)
    tap: tuple[str, ...] = ()  # untapped permanents tapped to pay the cost (crew, 702.122a)
    # a permanent returned to its owner's hand to pay the cost (Oboro Breezecaller's land)
    return_to_hand: str | None = None


@dataclass(frozen=True)
class TurnFaceUp:
    """Turn a face-down permanent with morph face up by paying its morph cost: a special action
    (116.2b, 702.37e), any time its controller has priority."""

    player: str
    permanent: str


@dataclass(frozen=True)
class Foretell:
    """Pay {2} and exile a card with foretell from hand face down: a special action (702.143a,
    702.143b), any time the player has priority during their own turn."""

    player: str
    card: str


@dataclass(frozen=True)
class Suspend:
    """Pay a card's suspend cost and exile it from hand with its time counters: a special action
    (116.2f, 702.62a), any time the player has priority and could begin to cast it."""

    player: str
    card: str


@dataclass(frozen=True)
class Plot:
    """Exile a card with plot from hand and pay its plot cost: a special action (702.170a,
    702.170b, 116.2k), any time the player has priority in their main phase while the stack
    is empty."""

    player: str
    card: str


@dataclass(frozen=True)
class Attack:
    player: str
    attackers: dict[str, str] = field(default_factory=dict)
    # 508.1h: mana abilities to activate to pay a cost to attack, as "permanent" or
    # "permanent:G" (Ghostly Prison's "{2} for each creature")
    pay: tuple[str, ...] = ()


@dataclass(frozen=True)
class Block:
    """Each blocker names the attacker it blocks, or a list of attackers for a creature that
    may block more than one (509.1a)."""

    player: str
    blockers: Mapping[str, str | Sequence[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Choose:
    player: str
    targets: tuple[str, ...] | None = None
    distribution: dict[str, int] | None = None
    option: str | None = None
    order: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Concede:
    player: str


@dataclass(frozen=True)
class DealDamage:
    """An experimenter's effect: damage from a source, through the normal damage rules (120)."""

    source: str
    target: str
    amount: int


@dataclass(frozen=True)
class Put:
    """An experimenter's effect: put a card into a zone as if an effect did it."""

    player: str
    card: str
    zone: str


@dataclass(frozen=True)
class Default:
    """Let the default policy answer the pending decision."""


Action = (Pass | PassUntil | PlayLand | Cast | Activate | TurnFaceUp | Foretell | Suspend
          | Plot | Attack | Block | Choose | Concede | DealDamage | Put | Default)

ACTIONS: dict[str, type] = {
    "pass": Pass, "pass_until": PassUntil, "play_land": PlayLand, "cast": Cast,
    "activate": Activate, "turn_face_up": TurnFaceUp, "foretell": Foretell, "suspend": Suspend,
    "plot": Plot, "attack": Attack, "block": Block,
    "choose": Choose, "concede": Concede, "deal_damage": DealDamage, "put": Put, "default": Default,
}
DO_NAMES: dict[type, str] = {cls: name for name, cls in ACTIONS.items()}
ZONES = ("battlefield", "hand", "library", "graveyard", "exile")


def _as_data(action: Any) -> dict[str, Any]:
    """An action object as the dict a board file would hold (tuples as lists), unchecked, so
    that objects built in Python are validated exactly like board-file actions."""
    out: dict[str, Any] = {"do": DO_NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is None or (f.default is not MISSING and value is f.default):
            continue  # a default left as it was
        if isinstance(value, dict):  # a blocker's attackers, as a tuple: a list, as in JSON
            value = {k: list(v) if isinstance(v, tuple) else v for k, v in value.items()}
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def parse_action(raw: Any, where: str = "action") -> Action:
    """A board-file action object (or an action built in Python) → an action.

    Anything not well-formed — not an object, an unknown ``do`` or field, a value of the wrong
    type or out of bounds, a bad ``choices`` value — raises MalformedAction naming the field
    (``action.choices.color``), checked against the board file's JSON Schema; nothing else is
    raised. The rules are not consulted: that is ``Game.apply``'s job.
    """
    data = _as_data(raw) if type(raw) in DO_NAMES else raw
    found = problem(data, "action")
    if found is not None:
        path, reason = found
        raise MalformedAction(render_path(where, path), reason)
    if type(raw) in DO_NAMES:
        return raw  # type: ignore[no-any-return]
    cls = ACTIONS[data["do"]]
    kwargs = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "do"}
    return cls(**kwargs)  # type: ignore[no-any-return]


def action_to_dict(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"do": DO_NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        if value is None or value == () or (f.name == "auto" and value is False):
            continue
        if f.name == "ability" and value == 0:
            continue
        if isinstance(value, dict):  # a blocker's attackers: a list, as in JSON
            value = {k: list(v) if isinstance(v, tuple) else v for k, v in value.items()}
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def action_text(action: Action) -> str:
    """The action's stable text, as python-chess's ``Move.uci()``: the same action always gives
    the same text, and the answers to one decision give different texts — a widget or a log can
    name an option by it. ``Alice: cast lightning-bolt-1 targets=Bob pay=mountain-1``,
    ``Bob: block lion->bears``, ``Alice: choose order=a|b``. (The board file's action object,
    ``action_to_dict``, is the form to read back.)"""
    d = action_to_dict(action)
    do = d.pop("do")
    player = d.pop("player", None)
    words = [do]
    if isinstance(action, PassUntil):
        words += [str(d.pop("turn")), str(d.pop("step"))] + (["auto"] if d.pop("auto", False)
                                                               else [])
    for key in ("card", "permanent"):
        if key in d:
            words.append(str(d.pop(key)))
    for key in ("attackers", "blockers"):
        if key in d:
            pairs = d.pop(key)
            words += [f"{k}->{'+'.join(v) if isinstance(v, list) else v}"
                      for k, v in pairs.items()] or ["(none)"]
    for key, value in d.items():
        if isinstance(value, dict):
            shown = ",".join(f"{k}:{v}" for k, v in value.items())
        elif isinstance(value, list):
            shown = ("|" if key == "order" else ",").join(map(str, value))
        else:
            shown = str(value)
        words.append(f"{key}={shown}")
    return (f"{player}: " if player else "") + " ".join(words)
