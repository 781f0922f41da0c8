"""The ways the explorer says no, and how a bad value is quoted in a message.

- :class:`IllegalAction` — an action the rules forbid right now (exit code 1 in the CLI). It
  carries the Comprehensive Rules number that forbids it, where there is one.
- :class:`MalformedAction` — a kind of IllegalAction: the action is not well-formed at all (an
  unknown ``do``, an unknown field, a value of the wrong type or out of bounds). ``field`` names
  the bad part, e.g. ``action.choices.color``.
- :class:`BoardError` — a board file, card or reference that is wrong in itself (exit code 2);
  ``field`` names the place, e.g. ``players[1].battlefield[2].card``.
- :class:`SweepError` — games of a sweep (``explorer.sweep``) failed because a metric or hook
  raised; it names the seed, and carries the other games' rows.

``Game.apply`` raises only IllegalAction (or MalformedAction), and the game is then exactly as it
was before the action. Every message is one line; bad values in it are quoted with :func:`shown`,
so a 10 MB value or a lone surrogate never makes a message long or unprintable.
"""

from __future__ import annotations

from typing import Any

EXCERPT = 40  # characters of a bad value that a message quotes


class IllegalAction(Exception):
    """An action the rules don't allow now. ``rule`` is the Comprehensive Rules number."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.reason = message
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class MalformedAction(IllegalAction):
    """An action that is not well-formed: ``field`` names the bad part (``action.do``,
    ``action.choices.color``, ...). Raised by ``Game.apply`` before anything happens."""

    def __init__(self, field: str, message: str, rule: str | None = None) -> None:
        super().__init__(f"{field}: {message}" if field else message, rule)
        self.field = field
        self.reason = message


class BoardError(ValueError):
    """A board file, card definition or reference that can't be used. ``field`` names the place."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.reason = message
        super().__init__(f"{field}: {message}" if field else message)


class SweepError(RuntimeError):
    """Games of a sweep failed: a metric or hook raised (the message names the seed and the
    function). ``results`` holds the rows of the games that finished, ``failures`` each failed
    seed's message."""

    def __init__(self, message: str, *, results: Any, failures: dict[int, str]) -> None:
        super().__init__(message)
        self.results = results
        self.failures = failures


def shown(value: Any, limit: int = EXCERPT) -> str:
    """``value`` quoted for a one-line message: Python's repr, at most about ``limit``
    characters (longer ones end with an ellipsis), any unicode escaped where it can't be
    printed (lone surrogates, line breaks, bidirectional marks)."""
    text = _short_repr(value, limit + 1, depth=3)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _short_repr(value: Any, budget: int, depth: int) -> str:
    """A repr that stops early: never builds more than about ``budget`` characters, whatever
    the size or depth of ``value`` (so a 10 MB string or a cyclic list costs nothing)."""
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 3 * budget + 3:  # more digits than could be shown anyway
            return f"<a number of about {int(value.bit_length() * 0.30103) + 1} digits>"
        return repr(value)
    if isinstance(value, str):
        text = repr(value[:budget])  # closed by the quote repr chose ("it's" takes double)
        return text[:-1] + "…" + text[-1] if len(value) > budget else text
    if isinstance(value, (list, tuple, dict)):
        if depth <= 0:
            return "[…]" if not isinstance(value, dict) else "{…}"
        items = value.items() if isinstance(value, dict) else value
        brackets = {dict: "{}", list: "[]", tuple: "()"}.get(type(value), "[]")
        opening, closing = brackets[0], brackets[1]
        parts: list[str] = []
        used = 1
        for item in items:
            if used > budget:
                parts.append("…")
                break
            if isinstance(value, dict):
                key, val = item
                part = (f"{_short_repr(key, budget - used, depth - 1)}: "
                        f"{_short_repr(val, budget - used, depth - 1)}")
            else:
                part = _short_repr(item, budget - used, depth - 1)
            parts.append(part)
            used += len(part) + 2
        return opening + ", ".join(parts) + closing
    return f"<{type(value).__name__}>"
