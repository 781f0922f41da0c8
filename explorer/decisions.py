"""Pending decisions: the only places where the engine waits for a player (or the default policy).

A :class:`Decision` names who decides, what kind of choice it is, the rule that asks for it, its
legal options as values, and the answer the deterministic default policy gives — an action,
like every answer. The game stops at each one; ``Game.apply`` answers it, and
``Game.legal_actions()`` lists the answers (``explorer.legal``).

An :class:`Option` is a ``str``: its text is stable — what an answer names (a permanent's id, a
player, a type of mana, the words of a choice) — so a widget, a script or a program picks an
option and answers with it, never parsing a label. Declarations carry their parts as data
(``subject`` attacks or blocks ``object``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import repeat
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction

if TYPE_CHECKING:
    from .actions import Action
    from .events import Answer


class Option(str):
    """One legal option of a decision: the string is its stable text. For declarations,
    ``subject`` is the creature (by id) that would attack or block ``object`` (a player, or the
    attacking creature's id). For a division among targets (601.2d), ``shares`` is each target
    (a player, or a permanent's id) with its amount, so that people can be shown names."""

    subject: str | None = None  # set only on a declaration's options (a decision has many)
    object: str | None = None
    shares: tuple[tuple[str, int], ...] | None = None

    def __new__(cls, text: str, *, subject: str | None = None,
                object: str | None = None,  # noqa: A002 - the declaration's object
                shares: tuple[tuple[str, int], ...] | None = None) -> Option:
        self = super().__new__(cls, text)
        if subject is not None:
            self.subject = subject
        if object is not None:
            self.object = object
        if shares is not None:
            self.shares = shares
        return self


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

    ``options`` are its legal options (none for priority: see ``Game.legal_actions``);
    ``default`` is the action the default policy answers with; ``accept`` turns an answering
    action into the value the rules receive, raising IllegalAction if it is not a legal answer;
    ``describe`` says an accepted value in words (the ``choice`` of its ``decision_made`` event);
    ``as_data`` gives it as ids and amounts (the event's ``answer``), for views that name them.
    ``amount`` is how much there is to divide (a distribution) or how many to pick (discard).
    """

    player: str
    kind: str
    prompt: str
    rule: str
    options: tuple[Option, ...] = ()
    default: Action | None = None
    accept: Callable[[Any], Any] | None = field(default=None, repr=False)
    describe: Callable[[Any], str] | None = field(default=None, repr=False)
    as_data: Callable[[Any], Answer] | None = field(default=None, repr=False)
    amount: int | None = None

    def default_value(self) -> Any:
        """What the rules receive when the default policy answers."""
        assert self.accept is not None and self.default is not None
        return self.accept(self.default)

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt, "rule": self.rule,
                "options": [str(o) for o in self.options]}

    def __str__(self) -> str:
        return f"{self.player}: {self.prompt} ({self.rule})"

    def __repr__(self) -> str:
        options = f"; options: {', '.join(map(str, self.options))}" if self.options else ""
        return f"<Decision {self.kind} — {self}{options}>"


def as_options(texts: tuple[str, ...] | list[str]) -> tuple[Option, ...]:
    """Plain options from their texts."""
    # What Option(t) makes when it sets neither subject nor object, without its Python-level
    # __new__: every discard decision of a long game lists the hand.
    return tuple(map(_plain, repeat(Option), texts))


_plain = str.__new__


def declaration(subject: str, obj: str) -> Option:
    """The option "``subject`` -> ``obj``" of a declaration (a creature attacking a player, a
    blocker blocking an attacker): ``Option(text, subject=…, object=…)`` without its
    Python-level __new__ — a long game declares attackers every turn."""
    option: Option = _plain(Option, f"{subject} -> {obj}")
    option.subject = subject
    option.object = obj
    return option


def one_of(options: tuple[str, ...], rule: str, what: str = "choose") -> Callable[[Any], str]:
    """The ``accept`` of a decision answered with ``{"do": "choose", "option": ...}``: the
    chosen option, or IllegalAction naming the legal ones."""

    def accept(action: Any) -> str:
        option = getattr(action, "option", None)
        if not isinstance(option, str) or option not in options:
            raise IllegalAction(f"{what} one of {', '.join(options)}, not {option!r}", rule)
        return option

    return accept
