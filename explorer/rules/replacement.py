"""Replacement effects (614) and how several of them interact (616).

An event that replacement effects may change is first a :class:`Proposal`. Each applicable effect
applies at most once (614.5); when more than one applies, the affected player — or the controller
of the affected object — chooses which goes first (616.1), and the rest are checked again against
the changed event (616.1f). The log keeps the proposal and every replacement applied.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..abilities import ReplacementAbility, Steps, Target
from ..actions import Choose
from ..decisions import Decision, as_options
from ..errors import IllegalAction
from ..events import EventKind as K
from ..events import describe_proposal
from . import layers

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


@dataclass(frozen=True)
class Proposal:
    """An event that is about to happen: ``kind`` is damage, counters, enter or tokens."""

    kind: str
    source: str
    target: Target | None = None
    amount: int = 0
    source_oid: int | None = None
    combat: bool = False
    counter: str = ""
    mana: str = ""  # mana production: the symbols it would add, e.g. "GG"
    tapped_for_mana: bool = False  # produced by a mana ability with {T} in its cost (106.12)
    restriction: str | None = None
    rider: str | None = None
    when_spent: Any = None  # a delayed trigger each of this mana carries (106.6a)

    def with_(self, **changes: Any) -> Proposal:
        return replace(self, **changes)

    def fields(self, game: Kernel) -> dict[str, Any]:
        """The proposal as the fields of an ``event_proposed`` event."""
        return {"proposal": self.kind, "source": self.source,
                "target": game.describe_target(self.target), "amount": self.amount,
                "produces": self.mana or None, "counter": self.counter or None,
                "combat": self.combat}

    def describe(self, game: Kernel) -> str:
        fields = self.fields(game)
        return describe_proposal(fields["proposal"], fields["source"], fields["target"],
                                 fields["amount"], fields["produces"], fields["counter"],
                                 fields["combat"])


def affected_player(game: Kernel, proposal: Proposal) -> str | None:
    """616.1: the affected player, or the controller of the affected object."""
    if isinstance(proposal.target, str):
        return proposal.target
    if isinstance(proposal.target, int):
        obj = game.state.find(proposal.target)
        return obj.controller if obj else None
    return None


def active_replacements(game: Kernel) -> list[tuple[Obj, int, ReplacementAbility]]:
    """Replacement effects from static abilities of permanents, in timestamp order."""
    # Only the few permanents with replacement abilities are sorted (asked for every proposed
    # event and every could-produce solve), found through an index of the battlefield kept in
    # its order; the sort is stable, as over the whole battlefield.
    sources = sorted(layers.battlefield_index(game, "replacement_sources", _replacing),
                     key=lambda o: o.timestamp)
    return [(obj, i, ability) for obj in sources for i, ability in enumerate(obj.card.replacements)]


def _replacing(obj: Obj) -> tuple[Obj, ...]:
    return (obj,) if obj.card.replacements else ()


Afterward = list[tuple[ReplacementAbility, "Obj", Proposal]]


def propose(game: Kernel, proposal: Proposal, afterward: Afterward | None = None) -> Steps:
    """Apply replacement effects to a proposed event; returns the event that happens, or None.
    A prevention effect with an additional effect (615.5) that applied is added to
    ``afterward``, with the event it prevented: the caller does it right after the event."""
    applied: set[tuple[int, int]] = set()
    logged = False
    proposed: int | None = None
    while True:
        candidates = []
        for obj, i, ability in active_replacements(game):
            if (obj.oid, i) not in applied and ability.applies(game, obj, proposal):
                candidates.append((obj, i, ability, ability.replace(game, obj, proposal)))
        if not candidates:
            return proposal
        if not logged:
            proposed = game.emit(K.EVENT_PROPOSED, player=affected_player(game, proposal),
                                 rule="614.1", **proposal.fields(game)).seq
            logged = True
        chosen = candidates[0]
        # Copies of the same effect with the same outcome are interchangeable: no real choice.
        outcomes = {(c[0].name, c[2].text, c[3]) for c in candidates}
        if len(candidates) > 1 and len(outcomes) == 1:
            game.log_interchangeable(affected_player(game, proposal) or game.state.active,
                                     "replacement", "616.1",
                                     f"{len(candidates)} × {chosen[0].name}: {chosen[2].text}")
        if len(outcomes) > 1:
            chooser = affected_player(game, proposal) or game.state.active
            labels = tuple(f"{c[0].handle}: {c[2].text}" for c in candidates)
            handles = tuple(c[0].handle for c in candidates)
            names = tuple(c[0].name for c in candidates)

            def accept(action: Any, labels: tuple[str, ...] = labels,
                       handles: tuple[str, ...] = handles,
                       names: tuple[str, ...] = names) -> int:
                option = getattr(action, "option", None)
                for k, (label, handle) in enumerate(zip(labels, handles, strict=True)):
                    if option in (label, handle):
                        return k
                by_name = [k for k, name in enumerate(names) if name == option]
                if len(by_name) == 1:
                    return by_name[0]
                if by_name:
                    raise IllegalAction(f"{option!r} is ambiguous: say one of "
                                        f"{', '.join(handles[k] for k in by_name)}", "616.1")
                raise IllegalAction(f"{option!r} is not one of the replacement effects: "
                                    f"{', '.join(labels)}", "616.1")

            k = yield from game.ask(Decision(player=chooser, kind="replacement",
                               prompt=f"Which replacement effect applies first to: "
                                      f"{proposal.describe(game)}?",
                               rule="616.1", options=as_options(labels),
                               default=Choose(chooser, option=labels[0]), accept=accept,
                               describe=labels.__getitem__))
            chosen = candidates[k]
        obj, i, ability, result = chosen
        applied.add((obj.oid, i))
        after = result.fields(game) if result else {}
        game.emit(K.REPLACEMENT_APPLIED, player=affected_player(game, proposal), source=obj.name,
                  target=game.describe_target(proposal.target),
                  amount=result.amount if result else 0, rule=ability.rule,
                  effect=ability.text, proposed=proposed, proposal=proposal.kind,
                  new_target=after["target"] if result and result.target != proposal.target
                  else None, produces=after.get("produces"), counter=after.get("counter"),
                  combat=bool(after.get("combat")), nothing=result is None,
                  was=proposal.describe(game), becomes=result.describe(game) if result else None)
        if ability.then is not None and afterward is not None:
            afterward.append((ability, obj, proposal))
        if result is None:
            return None
        proposal = result
