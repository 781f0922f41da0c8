"""Tables from events: the timeline DataFrame, one row per event, with its rule; the triggered
abilities; the changes of monarch. Every table is built from the events' fields, never from the
``detail`` text rendered for people."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, fields
from functools import cache, partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

from .events import COMMON_FIELDS, EVENT_FIELDS, QUIET_KINDS, Event, EventKind, MonarchEvent

K = EventKind

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

# The common fields and the rendered detail first, then every kind's own fields.
COLUMNS = [*COMMON_FIELDS, "detail", *EVENT_FIELDS[len(COMMON_FIELDS):]]
INTEGERS = ("amount", "cause", "x", "oid", "proposed", "life", "power", "toughness")
BOOLEANS = ("when_spent", "combat", "deathtouch")
NUMBERS = ("seq", "turn")
# Fields whose values are tuples — a decision's answer, a split's shares, several targets, as
# data: kept as Python objects (a categorical would read each tuple as a row of values).
OBJECTS = ("answer", "shares", "targets")


def timeline(game: Game, *, quiet: bool = False) -> pd.DataFrame:
    """Every event as a row (priority passes only with ``quiet=True``): one column per field.
    Repeated texts (steps, kinds, players, rules, …) are categorical; numbers that may be
    missing are nullable integers; a kind's own field is empty on rows of other kinds."""
    events = game.log.events()
    if quiet:  # the kernel numbers each event by the log's length: the log's are 1, 2, 3 …
        return frame(events, numbered=True, in_order=True)
    return frame([e for e in events if e.event not in QUIET_KINDS], in_order=True)


def frame(events: Sequence[Event], *, numbered: bool = False,
          in_order: bool = False) -> pd.DataFrame:
    """The timeline of these events, built column by column (never a row at a time): a field
    is read only from the events of the classes that have it — a kind's own field is empty on
    other kinds' rows without looking at them — and a categorical column is made from codes,
    only its distinct values going through pandas. ``numbered``: the events' ``seq`` are 1, 2,
    3 … in order (a whole log's), so they need not be read. ``in_order``: the events are in a
    game log's order (all of it or some of it), so their turns never decrease and are found
    by a few reads a turn."""
    import pandas as pd

    # A board's text may hold anything JSON can, lone surrogates too: its strings stay Python
    # strings (pandas' storage without pyarrow), which pyarrow's UTF-8 strings can't hold.
    with pd.option_context("mode.string_storage", "python"):
        return _frame(events, numbered, in_order or numbered)


def _frame(events: Sequence[Event], numbered: bool, in_order: bool) -> pd.DataFrame:
    import numpy as np
    import pandas as pd

    events = events if isinstance(events, list) else list(events)
    n = len(events)
    data: dict[str, Any] = {}
    columns = _Columns(n)

    # The common fields with few distinct values, and the event's class, read together: a
    # tuple a row, numbered by one dict lookup, costs less than a pass per field; each
    # column's values are then those of its row's combination.
    seen = _Codes()
    rows = np.fromiter(map(seen.__getitem__, map(_TOGETHER_GETTER, events)), dtype=np.int32,
                       count=n)
    combinations = list(seen)[1:]
    for i, name in enumerate(TOGETHER):
        values = [c[i] for c in combinations]
        if name == "event":  # the kinds' names, as plain str
            values = [kind.value for kind in values]
        data[name] = columns.make(name, values, len(combinations), take=rows)
    if numbered:
        data["seq"] = np.arange(1, n + 1, dtype=np.int64)
    if in_order:
        data["turn"] = _nondecreasing(events, "turn")
    for name in COMMON_FIELDS:
        if name not in data:
            data[name] = columns.make(name, _read(events, name), n,
                                      again=partial(_read, events, name))

    # The rows of each class of event with fields of its own, in order, and those fields'
    # values: only they have more to read.
    classes = list(dict.fromkeys(c[-1] for c in combinations))
    class_of = np.array([classes.index(c[-1]) for c in combinations], dtype=np.int8)
    class_codes = class_of[rows] if n else rows
    groups = []
    for code, cls in enumerate(classes):
        if _own(cls):
            at = np.flatnonzero(class_codes == code)
            groups.append(_Group.of(cls, at, list(map(events.__getitem__, at.tolist()))))

    # The detail, rendered for people. An event's detail says what happened, never when (it
    # reads neither seq, turn nor cause): so events alike in every other field render alike,
    # and each such likeness is rendered once, from one event of it — whichever. Alike are
    # the events of one combination of the common fields, and of a class with fields of its
    # own, of one combination and one set of its own values. It stays object here so the
    # frame infers its dtype as it always did.
    said = np.full(len(combinations), None, dtype=object)
    one_of = np.zeros(len(combinations), dtype=np.intp)
    one_of[rows] = np.arange(n)
    rendered = [not _own(cls) and cls.detail is not Event.detail for cls in classes]
    for code, (i, plain) in enumerate(zip(one_of.tolist(), class_of.tolist(), strict=True)):
        if rendered[plain]:
            said[code] = _render(events[i])
    detail = said.take(rows)  # the rows of classes with fields of their own are refilled
    for group in groups:
        if group.cls.detail is not Event.detail:
            detail[group.at] = group.details(rows)
    data["detail"] = pd.arrays.NumpyExtensionArray(detail)

    for name in COLUMNS:
        if name in data:
            continue
        having = [group for group in groups if name in group.values]
        if len(having) == 1:
            at, values = having[0].at, having[0].values[name]
        elif having:  # merged in row order, so that values are first seen as in the column
            at = np.concatenate([group.at for group in having])
            values = [v for group in having for v in group.values[name]]
            order = np.argsort(at, kind="stable")
            at = at[order]
            values = [values[i] for i in order.tolist()]
        else:
            at, values = np.zeros(0, dtype=np.intp), []
        data[name] = columns.make(name, values, len(values), at=at)
    # Every array is new: the frame may hold them without a copy.
    return pd.DataFrame(data, columns=COLUMNS, copy=False)


_render = attrgetter("detail")  # an event's rendering, for the table's column for people


def _read(events: Sequence[Event], name: str) -> Iterable[Any]:
    """Each event's value of the field ``name``, in order."""
    return map(attrgetter(name), events)


def _nondecreasing(events: Sequence[Event], name: str) -> Any:
    """The column of an integer field that never decreases along ``events`` (the ``turn`` of a
    log's events in order: the kernel stamps each event with the turn, which only grows): a
    few reads a value, not a read a row — a run's end is found by leaps that double, then a
    binary search in the last leap."""
    import numpy as np

    n = len(events)
    out = np.empty(n, dtype=np.int64)
    key = attrgetter(name)
    start = 0
    while start < n:
        value = key(events[start])
        leap, past = 64, start + 1  # the run is known to reach past - 1
        while start + leap < n and key(events[start + leap]) == value:
            past, leap = start + leap + 1, leap * 2
        end = bisect_right(events, value, lo=past, hi=min(start + leap, n), key=key)
        out[start:end] = value
        start = end
    return out


@dataclass
class _Group:
    """The events of one class with fields of its own: their rows, the events, and the
    values of each of those fields, in row order."""

    cls: type[Event]
    at: Any  # the rows, ascending
    members: list[Event]
    owns: list[tuple[Any, ...]]  # each member's own fields' values, in the class's order
    values: dict[str, list[Any]]  # each own field's values, in row order

    @staticmethod
    def of(kind: type[Event], at: Any, members: list[Event]) -> _Group:
        """The group, its own fields read in one pass (a tuple an event), then turned into
        columns."""
        names = _own(cast(type, kind))  # (mypy reads a frozen dataclass's class as unhashable)
        read = attrgetter(*names)
        owns = list(map(read, members)) if len(names) > 1 else [
            (v,) for v in map(read, members)]
        columns = list(map(list, zip(*owns, strict=True))) if owns else [[] for _ in names]
        return _Group(kind, at, members, owns, dict(zip(names, columns, strict=True)))

    def details(self, rows: Any) -> Any:
        """Their details, each rendered once for the events alike in every field but seq,
        turn and cause: the same combination of common fields (``rows`` numbers them) and
        the same values of the class's own fields."""
        import numpy as np

        alike = zip(rows[self.at].tolist(), self.owns, strict=True)
        seen = _Codes()
        try:
            codes = np.fromiter(map(seen.__getitem__, alike), dtype=np.intp,
                                count=len(self.members))
        except TypeError:  # a value that can't be hashed: each event rendered on its own
            return list(map(_render, self.members))
        one_of = np.zeros(len(seen) - 1, dtype=np.intp)
        one_of[codes] = np.arange(len(codes))  # one event of each likeness, whichever
        said = np.empty(len(one_of), dtype=object)
        for code, i in enumerate(one_of.tolist()):
            said[code] = _render(self.members[i])
        return said.take(codes)


# Common fields with few distinct values in any game (not seq, turn, cause): a game of a million
# events has some tens of thousands of their combinations.
TOGETHER = ("step", "active", "event", "player", "source", "target", "amount", "mana", "rule")
_TOGETHER_GETTER = attrgetter(*TOGETHER, "__class__")


@cache
def _own(cls: type) -> tuple[str, ...]:
    """The fields of a class of event beyond the common ones, in the class's order."""
    return tuple(f.name for f in fields(cls) if f.name not in COMMON_FIELDS)


class _Codes(dict[Any, int]):
    """Each value's code, numbered as first seen; None is missing (-1)."""

    def __init__(self) -> None:
        super().__init__({None: -1})

    def __missing__(self, value: Any) -> int:
        code = self[value] = len(self) - 1
        return code


class _Columns:
    """Makes the columns of a table of ``n`` rows exactly as pandas makes them from a whole
    column of values — ``int64``, nullable ``Int64`` or ``boolean``, else categorical — but in
    numpy, from the values read and where they go, without pandas' inference over the rows."""

    def __init__(self, n: int) -> None:
        import numpy as np

        self.n = n
        # One zeroed block for the integer columns' values: so large that it is mapped from
        # the system untouched, so a column that is mostly missing costs only the pages it
        # uses (zeroing 8 bytes a row for each of them would cost more than the rest).
        self.integers = iter(np.zeros((len(INTEGERS), n), dtype=np.int64))
        self.none_dtype: Any = None  # the dtype of a categorical with no values

    def make(self, name: str, values: Iterable[Any], count: int, *, take: Any = None,
             at: Any = None, again: Callable[[], Iterable[Any]] | None = None) -> Any:
        """The column ``name`` from ``count`` values (``again`` gives them once more, if they
        come as an iterator): the rows' own values, or row r has
        ``values[take[r]]``, or the values are at rows ``at`` and the other rows are
        missing."""
        import numpy as np
        import pandas as pd

        n = self.n

        def spread(compact: Any, missing: Any, out: Any = None) -> Any:
            if take is not None:
                return compact.take(take, out=out)
            if at is None and out is None:
                return compact
            if out is None:
                out = np.full(n, missing, dtype=compact.dtype)
            out[slice(None) if at is None else at] = compact
            return out

        if name in NUMBERS:
            return spread(np.fromiter(values, dtype=np.int64, count=count), 0)
        if name in INTEGERS or name in BOOLEANS:
            # None reads as NaN: exact for any integer below 2**53, else read again exactly.
            read = np.fromiter(values, dtype=np.float64, count=count)
            missing = np.isnan(read)
            read[missing] = 0
            if name in BOOLEANS:
                return pd.arrays.BooleanArray(spread(read != 0, False), spread(missing, True))
            if count and np.abs(read).max() >= 2**53:
                exact = values if isinstance(values, list) else again() if again else None
                assert exact is not None, "an integer column read once comes with again"
                read = np.array([0 if v is None else v for v in exact], dtype=np.int64)
            data = spread(read.astype(np.int64), 0, out=next(self.integers))
            return pd.arrays.IntegerArray(data, spread(missing, True))
        if name in OBJECTS:
            kept = np.empty(count, dtype=object)
            for k, value in enumerate(values):
                kept[k] = value
            # Wrapped, so that the frame keeps them as objects without first reading every
            # row to see whether they could be strings (pandas' inference of str columns).
            return pd.array(spread(kept, None), dtype=object)
        if count == 0:  # every row missing: the dtype pandas gives a column of None
            if self.none_dtype is None:
                self.none_dtype = pd.Categorical([None]).dtype if n else pd.Categorical([]).dtype
            return pd.Categorical.from_codes(np.full(n, -1, dtype=np.int8),
                                             dtype=self.none_dtype, validate=False)
        seen = _Codes()
        codes = np.fromiter(map(seen.__getitem__, values), dtype=np.int32, count=count)
        # The categories are inferred from the distinct values alone, first seen first
        # (pandas keeps that order for values it can't sort), with None if the column holds
        # one: a None among the values can change the inferred dtype.
        uniques = list(seen)[1:]
        if (codes == -1).any() or (at is not None and len(at) < n):
            uniques.append(None)
        small = pd.Categorical(uniques)
        remap = np.append(small.codes[:len(seen) - 1], small.codes.dtype.type(-1))  # -1: -1
        return pd.Categorical.from_codes(spread(remap[codes], -1), dtype=small.dtype,
                                         validate=False)


# Why a triggered ability left (or never reached) the stack without resolving, by its rule.
REMOVED = {"608.2b": "every target is illegal", "603.3d": "no legal target",
           "800.4a": "its controller left the game", "800.4d": "its controller left the game"}
TRIGGER_COLUMNS = ["seq", "turn", "step", "controller", "source", "ability", "targets",
                   "stacked", "outcome", "outcome_seq", "outcome_turn", "outcome_step", "rule"]


def triggers(game: Game) -> pd.DataFrame:
    """Each triggered ability from triggering (603.2) through going on the stack (603.3) to
    resolving or leaving the stack without resolving. ``source`` is "monarch" for the monarch's
    inherent abilities (724.2); triggered mana abilities resolve at once (605.4a)."""
    import pandas as pd

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
    import pandas as pd

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
