"""Exiled "until" a permanent leaves the battlefield (610.3).

"When Banisher Priest enters, exile target creature an opponent controls until Banisher Priest
leaves the battlefield." The exile remembers the permanent whose ability did it. A second
one-shot effect is created just after that permanent leaves the battlefield: the card returns
to the battlefield under its owner's control (610.3c), and cards whose permanents left at the
same time return at the same time (610.3d: two Banisher Priests destroyed by one Day of
Judgment). If the permanent already left before the card would be exiled, the card doesn't
move (610.3a for a spell or activated ability, 610.3b for a triggered one).

The return is no triggered ability: nothing goes on the stack and nobody can respond. It is
made before the next state-based check (``priority.settle``), the first moment after the
event at which the game can ask the returning card's "as it enters" questions.

The "until an opponent becomes the monarch" exile (Palace Jailer) is the monarch's own
(``rules/monarch.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import Steps
from ..state import Obj
from .keyword_actions import exile
from .zones import enter

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import State


@dataclass(frozen=True)
class UntilLeaves:
    """A card exiled until the permanent ``source_oid`` leaves the battlefield."""

    card_oid: int  # the card in its owner's exile
    owner: str
    source_oid: int  # the permanent whose leaving brings it back
    source: str  # that permanent's name, as the timeline shows it
    due: bool = False  # the permanent has left (``zones.move`` says): it returns at the next chance


def exile_until_leaves(game: Kernel, obj: Obj, source: Obj, rule: str = "610.3") -> Obj | None:
    """Exile ``obj`` until ``source`` leaves the battlefield; None (and nothing moves) if it
    already has (610.3a/b)."""
    if game.state.find(source.oid) is None:
        return None
    exiled = exile(game, obj, rule, how=f"until {source.name} leaves the battlefield")
    game.state.until_leaves.append(
        UntilLeaves(exiled.oid, exiled.owner, source.oid, source.name))
    return exiled


def any_due(state: State) -> bool:
    return any(e.due for e in state.until_leaves)


def return_due(game: Kernel) -> Steps:
    """The cards whose permanent left come back, together (610.3c, 610.3d). A card that left
    exile meanwhile, or whose owner left the game, stays where it is (it is a new object,
    400.7)."""
    state = game.state
    due = [e for e in state.until_leaves if e.due]
    state.until_leaves = [e for e in state.until_leaves if not e.due]
    with game.simultaneously():
        for effect in due:
            owner = state.player(effect.owner)
            card = next((c for c in owner.exile if c.oid == effect.card_oid), None)
            if card is not None and owner.in_game:
                yield from enter(game, card, effect.owner, "610.3c")
