"""The two ways the explorer says no.

An :class:`IllegalAction` is an action the rules forbid right now (exit code 1 in the CLI); a
:class:`BoardError` is a board file, card or reference that is wrong in itself (exit code 2).
Either way the game is exactly as it was before.
"""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules don't allow now. ``rule`` is the Comprehensive Rules number."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.reason = message
        self.rule = rule
        super().__init__(f"{message} ({rule})" if rule else message)


class BoardError(ValueError):
    """A board file, card definition or reference that can't be used. ``field`` names the place."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.reason = message
        super().__init__(f"{field}: {message}" if field else message)
