"""Tables and answers about mana, for notebooks and analysts.

- ``mana_by_step``: how much mana of each type was produced, per turn, step, player and source,
  each row traceable to its ``mana_added`` events.
- ``could_produce``: the types a permanent could produce now, and why (106.7).
- ``available_mana``: the distinct pools a player could make now by tapping their sources.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from .actions import Activate, Choose
from .errors import IllegalAction
from .rules import mana as mana_rules
from .rules.activated import activated_abilities
from .rules.could_produce import CouldProduce, explain
from .state import MANA_TYPES

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

LONG_COLUMNS = ["turn", "step", "player", "source", "mana", "amount", "seqs"]


def mana_by_step(game: Game, *, wide: bool = False) -> pd.DataFrame:
    """Mana produced, one row per (turn, step, player, source, type), in the order it happened.

    ``seqs`` lists the ``mana_added`` events behind each row. ``wide=True`` gives one column per
    type (W U B R G C) and a total, which is what most plots want.
    """
    import pandas as pd  # here, not at the top: `import explorer` leaves pandas out

    rows: dict[tuple[int, str, str, str, str], list[int]] = {}
    amounts: dict[tuple[int, str, str, str, str], int] = {}
    for e in game.log:
        if e.event != "mana_added":
            continue
        key = (e.turn, e.step, e.player or "", e.source or "", e.mana or "")
        rows.setdefault(key, []).append(e.seq)
        amounts[key] = amounts.get(key, 0) + (e.amount or 0)
    long = pd.DataFrame([(*k, amounts[k], seqs) for k, seqs in rows.items()],
                        columns=LONG_COLUMNS)
    long["amount"] = long["amount"].astype("int64")
    if not wide:
        return long
    index = ["turn", "step", "player", "source"]
    if long.empty:
        return pd.DataFrame(columns=[*index, *MANA_TYPES, "total"])
    table = long.pivot_table(index=index, columns="mana", values="amount", aggfunc="sum",
                             fill_value=0, sort=False)
    table = table.reindex(columns=list(MANA_TYPES), fill_value=0).reset_index()
    table.columns.name = None
    table["total"] = table[list(MANA_TYPES)].sum(axis=1)
    return table


def could_produce(game: Game, permanent: str) -> CouldProduce:
    """106.7: the types of mana ``permanent`` could produce now, with the sources behind each."""
    return explain(game, game.find_permanent(permanent))


def _outcomes(game: Game, before: dict[str, int], limit: int) -> set[tuple[int, ...]]:
    """Every pool change reachable from here, answering each pending choice every way."""
    decision = game.pending
    if decision is None or decision.kind == "priority":
        after = game.mana_pool(decision.player) if decision else before
        return {tuple(after[t] - before[t] for t in MANA_TYPES)}
    found: set[tuple[int, ...]] = set()
    for option in decision.options[:limit]:
        branch = game.fork()
        try:
            branch.apply(Choose(decision.player, option=str(option).split(":")[0]))
        except IllegalAction:
            continue
        found |= _outcomes(branch, before, limit)
    return found


def available_mana(game: Game, player: str, *, limit: int = 10_000) -> pd.DataFrame:
    """The distinct pools ``player`` could have after activating each of their mana abilities
    that cost only {T} (each permanent once), in every way its choices allow — replacement
    orders and triggered mana abilities included. One row per pool, largest first.

    Only from a priority decision of that player; every activation is tried on a fork, so the
    game itself is untouched.
    """
    import pandas as pd  # here, not at the top: `import explorer` leaves pandas out

    decision = game.pending
    if decision is None or decision.kind != "priority" or decision.player != player:
        raise IllegalAction(f"available_mana needs {player} to hold priority now", "117.1")
    before = game.mana_pool(player)
    per_source: list[set[tuple[int, ...]]] = []
    for obj in game.state.permanents(player):
        choices: set[tuple[int, ...]] = set()
        for i, ability in enumerate(activated_abilities(game, obj)):
            if not ability.is_mana_ability or not ability.cost.only_tap:
                continue
            production = ability.mana
            assert production is not None
            picks = [None] if production.defined else list(mana_rules.options(game, obj, ability))
            for pick in picks or [None]:
                branch = game.fork()
                try:
                    branch.apply(Activate(player, obj.handle, i, mana=pick))
                except IllegalAction:
                    continue
                choices |= _outcomes(branch, before, limit)
        if choices:
            per_source.append(choices)
    start = tuple(before[t] for t in MANA_TYPES)
    pools: set[tuple[int, ...]] = set()
    for combo in product(*per_source):
        pools.add(tuple(start[k] + sum(c[k] for c in combo) for k in range(len(MANA_TYPES))))
        if len(pools) >= limit:
            break
    frame = pd.DataFrame(sorted(pools, key=lambda p: (-sum(p), [-n for n in p])),
                         columns=list(MANA_TYPES))
    frame["total"] = frame[list(MANA_TYPES)].sum(axis=1)
    return frame
