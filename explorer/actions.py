"""Actions: the one way in. Board-file scripts, widgets, the CLI and tests all build these.

``parse_action`` turns a board file's ``{"do": ...}`` object into an action and names any bad
field; ``action_to_dict`` goes back, so a script round-trips.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .errors import BoardError
from .state import STEPS


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


@dataclass(frozen=True)
class Activate:
    player: str
    permanent: str
    ability: int = 0
    mana: str | None = None
    targets: tuple[str, ...] = ()
    x: int | None = None
    exile: str | None = None  # a creature exiled to pay the cost (Food Chain)


@dataclass(frozen=True)
class Attack:
    player: str
    attackers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Block:
    player: str
    blockers: dict[str, str] = field(default_factory=dict)


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


Action = (Pass | PassUntil | PlayLand | Cast | Activate | Attack | Block | Choose | Concede
          | DealDamage | Put | Default)

ACTIONS: dict[str, type] = {
    "pass": Pass, "pass_until": PassUntil, "play_land": PlayLand, "cast": Cast,
    "activate": Activate, "attack": Attack, "block": Block, "choose": Choose,
    "concede": Concede, "deal_damage": DealDamage, "put": Put, "default": Default,
}
DO_NAMES: dict[type, str] = {cls: name for name, cls in ACTIONS.items()}
ZONES = ("battlefield", "hand", "library", "graveyard", "exile")


def _check_type(where: str, value: Any, expected: str) -> Any:
    ok = {
        "str": isinstance(value, str),
        "int": isinstance(value, int) and not isinstance(value, bool),
        "bool": isinstance(value, bool),
        "list[str]": isinstance(value, list) and all(isinstance(v, str) for v in value),
        "dict[str,str]": isinstance(value, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()),
        "dict[str,int]": isinstance(value, dict)
        and all(isinstance(k, str) and isinstance(v, int) for k, v in value.items()),
        "dict": isinstance(value, dict),
    }[expected]
    if not ok:
        raise BoardError(where, f"expected {expected}, got {value!r}")
    return value


_FIELD_TYPES: dict[str, str] = {
    "player": "str", "turn": "int", "step": "str", "auto": "bool", "card": "str", "x": "int",
    "targets": "list[str]", "distribution": "dict[str,int]", "choices": "dict",
    "permanent": "str", "ability": "int", "mana": "str", "attackers": "dict[str,str]",
    "blockers": "dict[str,str]", "option": "str", "order": "list[str]", "source": "str",
    "target": "str", "amount": "int", "zone": "str", "pay": "list[str]", "exile": "str",
}


def parse_action(raw: Any, where: str = "action") -> Action:
    """A board-file action object → an action. Unknown ``do`` or fields are named in the error."""
    if isinstance(raw, tuple(ACTIONS.values())):
        return raw  # type: ignore[return-value]
    if not isinstance(raw, dict):
        raise BoardError(where, f"an action is an object with 'do', got {raw!r}")
    do = raw.get("do")
    if do not in ACTIONS:
        raise BoardError(f"{where}.do", f"unknown action {do!r}; one of {', '.join(ACTIONS)}")
    cls = ACTIONS[do]
    names = {f.name for f in fields(cls)}
    kwargs: dict[str, Any] = {}
    for key, value in raw.items():
        if key == "do":
            continue
        if key not in names:
            raise BoardError(f"{where}.{key}", f"unknown field for {do!r}; fields: {sorted(names)}")
        value = _check_type(f"{where}.{key}", value, _FIELD_TYPES[key])
        kwargs[key] = tuple(value) if isinstance(value, list) else value
    missing = [f.name for f in fields(cls)
               if f.name not in kwargs and f.default is f.default_factory]  # type: ignore[misc]
    if missing:
        raise BoardError(f"{where}.{missing[0]}", f"required for {do!r}")
    if cls is PassUntil and kwargs["step"] not in STEPS:
        raise BoardError(f"{where}.step",
                         f"unknown step {kwargs['step']!r}; one of {', '.join(STEPS)}")
    if cls is Put and kwargs["zone"] not in ZONES:
        raise BoardError(f"{where}.zone",
                         f"unknown zone {kwargs['zone']!r}; one of {', '.join(ZONES)}")
    return cls(**kwargs)


def action_to_dict(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"do": DO_NAMES[type(action)]}
    for f in fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        if value is None or value == () or (f.name == "auto" and value is False):
            continue
        if f.name == "ability" and value == 0:
            continue
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out
