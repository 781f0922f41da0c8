"""Tables from events: the timeline DataFrame, one row per event, with its rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pandas as pd

from .events import EVENT_FIELDS, QUIET_KINDS

if TYPE_CHECKING:
    from .game import Game

COLUMNS = list(EVENT_FIELDS)


def timeline(game: Game, *, quiet: bool = False) -> pd.DataFrame:
    """Every event as a row (priority passes only with ``quiet=True``)."""
    rows = [e.to_dict() for e in game.log if quiet or e.event not in QUIET_KINDS]
    df = pd.DataFrame(rows, columns=COLUMNS)
    for col in ("amount", "cause"):
        df[col] = df[col].astype("Int64")
    return df


TRIGGER_COLUMNS = ["seq", "turn", "step", "controller", "source", "ability", "targets",
                   "stacked", "outcome", "outcome_seq", "outcome_turn", "outcome_step", "rule"]


def triggers(game: Game) -> pd.DataFrame:
    """Each triggered ability from triggering (603.2) through going on the stack (603.3) to
    resolving or leaving the stack without resolving. ``source`` is "monarch" for the monarch's
    inherent abilities (724.2); triggered mana abilities resolve at once (605.4a)."""
    rows: dict[int, dict] = {}
    for e in game.log:
        if e.event == "ability_triggered":
            rows[e.seq] = {"seq": e.seq, "turn": e.turn, "step": e.step, "controller": e.player,
                           "source": e.source, "ability": e.detail, "targets": None,
                           "stacked": None, "outcome": "waiting", "outcome_seq": None,
                           "outcome_turn": None, "outcome_step": None, "rule": e.rule}
        elif e.cause in rows and e.event in ("ability_put_on_stack", "ability_resolved",
                                             "ability_removed"):
            row = rows[e.cause]
            if e.event == "ability_put_on_stack":
                row.update(stacked=e.seq, targets=e.target, outcome="on the stack")
                continue
            if e.event == "ability_resolved":
                outcome = "did nothing (603.4)" if e.rule == "603.4" else "resolved"
            else:
                outcome = f"removed: {e.detail}"
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
        if e.event != "monarch_changed":
            continue
        old, _, new = (e.detail or "").partition(" -> ")
        if e.rule == "724.2":
            cause = f"combat damage by {e.source}"
        elif e.rule == "724.4":
            cause = f"{old} left the game"
        else:
            cause = e.source or ""
        rows.append((e.seq, e.turn, e.step, None if old == "nobody" else old, new, cause, e.rule))
    return pd.DataFrame(rows, columns=MONARCH_COLUMNS)
