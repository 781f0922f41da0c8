"""Pending decisions: the only places where the engine waits for a player (or the default policy).

A :class:`Decision` names who decides, what kind of choice it is, the rule that asks for it, the
legal options, and the answer the deterministic default policy gives. The game stops at each one;
``Game.apply`` answers it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

DECISION_KINDS: dict[str, str] = {
    "priority": "act or pass priority (117)",
    "attackers": "declare attackers (508.1)",
    "blockers": "declare blockers (509.1)",
    "targets": "choose targets (601.2c, 603.3d)",
    "distribution": "divide damage or counters (601.2d, 510.1c)",
    "order": "order simultaneous triggered abilities (603.3b)",
    "replacement": "choose which replacement effect applies first (616.1)",
    "discard": "choose cards to discard (514.1)",
    "option": "choose one of several options",
    "mana": "choose a type of mana (106.1)",
}

# The field of an action that answers each kind of decision (board format 1.1): ``attack`` and
# ``block`` are actions of their own; the others are fields of ``choose``. Priority is answered by
# any action a player may take with priority.
ANSWER_FIELDS: dict[str, str] = {
    "attackers": "attackers",
    "blockers": "blockers",
    "targets": "targets",
    "distribution": "distribution",
    "order": "order",
    "replacement": "option",
    "discard": "targets",
    "option": "option",
    "mana": "option",
}


@dataclass(frozen=True, eq=False)
class Decision:
    """A choice the game is waiting for.

    ``options`` are the legal answers as readable labels (for priority: the legal actions);
    ``default`` is the answer value the default policy would give; ``accept`` turns an action into
    the answer value, raising IllegalAction if it is not a legal answer.
    """

    player: str
    kind: str
    prompt: str
    rule: str
    options: tuple[Any, ...] = ()
    default: Any = None
    accept: Callable[[Any], Any] | None = field(default=None, repr=False)
    describe: Callable[[Any], str] | None = field(default=None, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt, "rule": self.rule,
                "options": [str(o) for o in self.options]}

    def __str__(self) -> str:
        return f"{self.player}: {self.prompt} ({self.rule})"

    def __repr__(self) -> str:
        options = f"; options: {', '.join(map(str, self.options))}" if self.options else ""
        return f"<Decision {self.kind} — {self}{options}>"


def one_of(options: tuple[str, ...], rule: str, what: str = "choose") -> Callable[[Any], str]:
    """The ``accept`` of a decision answered with ``{"do": "choose", "option": ...}``: the
    chosen option, or IllegalAction naming the legal ones."""

    def accept(action: Any) -> str:
        option = getattr(action, "option", None)
        if option not in options:
            raise IllegalAction(f"{what} one of {', '.join(options)}, not {option!r}", rule)
        return option

    return accept
