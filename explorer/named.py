"""Events said with names: a decision's answer, a division put on the stack and several targets,
read from the events' data (ids, players, amounts: ``DecisionEvent.answer``,
``AbilityEvent.shares``, the ``targets`` of a spell or an ability) and the names of the ids —
never from the text rendered with ids. A name not known stays its id."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .events import AbilityEvent, Answer, DecisionEvent, Event, SpellEvent

NO_TARGET = "no target"  # an "up to N" target left unchosen
COMBAT_DIVISIONS = frozenset({"510.1c", "510.1d"})  # damage is assigned *to* (else put *on*)


def _pairs(answer: Answer) -> Iterator[tuple[str, str | int]]:
    return (part for part in answer if isinstance(part, tuple))


def answer_said(decision: str | None, rule: str | None, answer: Answer,
                known: Mapping[str, str]) -> str:
    """A decision's answer in names: ``Grizzly Bears → Bob``, ``Silvercoat Lion blocks Grizzly
    Bears``, ``2 on Grizzly Bears, 1 on Bob``, the targets or cards by name."""

    def name(ref: object) -> str:
        return known.get(ref, ref) if isinstance(ref, str) else str(ref)

    if decision == "attackers":
        return ", ".join(f"{name(c)} → {p}" for c, p in _pairs(answer)) or "no attackers"
    if decision == "blockers":
        return (", ".join(f"{name(b)} blocks {name(a)}" for b, a in _pairs(answer))
                or "no blockers")
    if decision == "distribution":
        word = "to" if rule in COMBAT_DIVISIONS else "on"
        return ", ".join(f"{n} {word} {name(t)}" for t, n in _pairs(answer)) or "no targets"
    return ", ".join(NO_TARGET if ref is None else name(ref) for ref in answer)


def shares_said(shares: tuple[tuple[str, int], ...], known: Mapping[str, str]) -> str:
    """A division put on the stack in names: ``2 on Grizzly Bears, 1 on Bob``."""
    return ", ".join(f"{n} on {known.get(t, t)}" for t, n in shares)


def targets_said(targets: tuple[str, ...], known: Mapping[str, str]) -> str:
    """Several targets in names: ``Grizzly Bears, Llanowar Elves``."""
    return ", ".join(known.get(t, t) for t in targets)


def ids_in(event: Event) -> Iterator[str]:
    """The ids (and players) an event's answer or division names, as data."""
    if isinstance(event, DecisionEvent) and event.answer:
        for part in event.answer:
            if isinstance(part, tuple):
                yield from (p for p in part if isinstance(p, str))
            elif part is not None:
                yield part
    elif isinstance(event, AbilityEvent) and event.shares:
        yield from (t for t, _ in event.shares)
    if isinstance(event, (AbilityEvent, SpellEvent)) and event.targets:
        yield from event.targets
