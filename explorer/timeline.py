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
