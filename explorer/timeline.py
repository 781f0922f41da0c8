"""Tables from events: the timeline DataFrame, one row per event, with its rule; the triggered
abilities; the changes of monarch. Every table is built from the events' fields, never from the
``detail`` text rendered for people."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pandas as pd

from .events import COMMON_FIELDS, EVENT_FIELDS, QUIET_KINDS, EventKind, MonarchEvent

K = EventKind

if TYPE_CHECKING:
    from .events import Event
    from .game import Game

# The common fields and the rendered detail first, then every kind's own fields.
COLUMNS = [*COMMON_FIELDS, "detail", *EVENT_FIELDS[len(COMMON_FIELDS):]]
INTEGERS = ("amount", "cause", "x", "oid", "proposed", "life", "power", "toughness")
BOOLEANS = ("when_spent", "combat", "deathtouch")
NUMBERS = ("seq", "turn")


def timeline(game: Game, *, quiet: bool = False) -> pd.DataFrame:
    """Every event as a row (priority passes only with ``quiet=True``): one column per field.
    Repeated texts (steps, kinds, players, rules, …) are categorical; numbers that may be
    missing are nullable integers; a kind's own field is empty on rows of other kinds."""
    events = [e for e in game.log if quiet or e.event not in QUIET_KINDS]
    return frame(events)


def frame(events: list[Event]) -> pd.DataFrame:
    """The timeline of these events, built column by column."""
    data: dict[str, Any] = {}
    for name in COLUMNS:
        if name == "detail":
            values: list[Any] = [e.detail for e in events]
        elif name == "event":
            values = [e.event.value for e in events]
        else:
            values = [getattr(e, name, None) for e in events]
        if name in NUMBERS:
            data[name] = pd.array(values, dtype="int64")
        elif name in INTEGERS:
            data[name] = pd.array(values, dtype="Int64")
        elif name in BOOLEANS:
            data[name] = pd.array(values, dtype="boolean")
        elif name == "detail":
            data[name] = pd.array(values, dtype=object)
        else:
            data[name] = pd.Categorical(values)
    return pd.DataFrame(data, columns=COLUMNS)


# Why a triggered ability left (or never reached) the stack without resolving, by its rule.
REMOVED = {"608.2b": "every target is illegal", "603.3d": "no legal target",
           "800.4a": "its controller left the game", "800.4d": "its controller left the game"}
TRIGGER_COLUMNS = ["seq", "turn", "step", "controller", "source", "ability", "targets",
                   "stacked", "outcome", "outcome_seq", "outcome_turn", "outcome_step", "rule"]


def triggers(game: Game) -> pd.DataFrame:
    """Each triggered ability from triggering (603.2) through going on the stack (603.3) to
    resolving or leaving the stack without resolving. ``source`` is "monarch" for the monarch's
    inherent abilities (724.2); triggered mana abilities resolve at once (605.4a)."""
    rows: dict[int, dict] = {}
    for e in game.log:
        if e.event is K.ABILITY_TRIGGERED:
            rows[e.seq] = {"seq": e.seq, "turn": e.turn, "step": e.step, "controller": e.player,
                           "source": e.source, "ability": getattr(e, "ability", None),
                           "targets": None,
                           "stacked": None, "outcome": "waiting", "outcome_seq": None,
                           "outcome_turn": None, "outcome_step": None, "rule": e.rule}
        elif e.cause in rows and e.event in (K.ABILITY_PUT_ON_STACK, K.ABILITY_RESOLVED,
                                             K.ABILITY_REMOVED):
            row = rows[e.cause]
            if e.event is K.ABILITY_PUT_ON_STACK:
                row.update(stacked=e.seq, targets=e.target, outcome="on the stack")
                continue
            if e.event is K.ABILITY_RESOLVED:
                outcome = "did nothing (603.4)" if e.rule == "603.4" else "resolved"
            else:
                outcome = f"removed: {REMOVED.get(e.rule or '', 'left the stack')}"
            row.update(outcome=outcome, outcome_seq=e.seq, outcome_turn=e.turn,
                       outcome_step=e.step, rule=e.rule)
    frame = pd.DataFrame(list(rows.values()), columns=TRIGGER_COLUMNS)
    for col in ("stacked", "outcome_seq", "outcome_turn"):
        frame[col] = frame[col].astype("Int64")
    return frame


MONARCH_COLUMNS = ["seq", "turn", "step", "from", "to", "cause", "rule"]


def monarch_changes(game: Game) -> pd.DataFrame:
    """Every change of monarch (724): who from, who to, and why — a card's effect, combat damage
    (724.2) or the monarch leaving the game (724.4)."""
    rows = []
    for e in game.log:
        if not isinstance(e, MonarchEvent):
            continue
        if e.rule == "724.2":
            cause = f"combat damage by {e.source}"
        elif e.rule == "724.4":
            cause = f"{e.old_monarch} left the game"
        else:
            cause = e.source or ""
        rows.append((e.seq, e.turn, e.step, e.old_monarch, e.player, cause, e.rule))
    return pd.DataFrame(rows, columns=MONARCH_COLUMNS)
