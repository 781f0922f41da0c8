"""Plot (702.170).

702.170a: "Plot [cost]" means "Any time you have priority during your main phase while the
stack is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted
card." 702.170b: exiling it so is a special action (116.2k) — ``{"do": "plot", "player": …,
"card": …}``. 702.170c: some effects make a card in exile plotted ("exile target spell. It
becomes plotted."). 702.170d: a plotted card's owner may cast it from exile without paying its
mana cost during their main phase while the stack is empty, on any turn after the turn it
became plotted — as a sorcery, whatever its type.

The exiled card remembers the turn it became plotted (``Obj.plotted``; a board file keeps it as
``plotted``). Cast from exile — ``cast`` names it there — it is cast without paying its mana
cost (an alternative cost, 118.9; X is 0, 107.3b); the spell and the permanent it becomes carry
``"plotted": true`` in their choices. Leaving exile, it is a new object, no longer plotted
(400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from ..events import EventKind as K
from . import mana, special_actions
from .activated import SORCERY_SPEED_STEPS

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Plot"
CHOICE = "plotted"


def _main_phase_empty_stack(game: Kernel, player: str, what: str, rule: str) -> None:
    state = game.state
    if state.active != player or state.step not in SORCERY_SPEED_STEPS or state.stack:
        raise IllegalAction(f"{player} may {what} only in their own main phase while the stack "
                            "is empty", rule)


def check(game: Kernel, player: str, ref: str) -> tuple[Obj, mana.ManaCost]:
    """702.170a: ``player`` may plot a card with plot from their hand, with priority during
    their main phase while the stack is empty. Changes nothing; returns the card and its plot
    cost."""
    card = game.find_in_hand(player, ref, rule="702.170a")
    if not card.card.plot:
        raise IllegalAction(f"{card.name} has no plot", "702.170a")
    _main_phase_empty_stack(game, player, f"plot {card.name}", "702.170a")
    return card, special_actions.payable(game, player, card, card.card.plot)


def plot(game: Kernel, player: str, card: Obj, cost: mana.ManaCost) -> Steps:
    """Exile the card and pay its plot cost (702.170a), a special action (702.170b)."""
    exiled = special_actions.exile_paying(game, player, card, cost, "702.170b", "plotted")
    exiled.plotted = game.state.turn
    yield from ()


def becomes_plotted(game: Kernel, card: Obj, source: str) -> None:
    """"It becomes plotted." (702.170c): a card in exile, from this turn on."""
    if card.zone != "exile":
        return
    card.plotted = game.state.turn
    game.emit(K.EFFECT_CREATED, player=card.owner, source=source, target=card.handle,
              rule="702.170c", rider="becomes plotted: its owner may cast it as a sorcery on "
                                     "a later turn without paying its mana cost")


def find(game: Kernel, player: str, ref: str) -> Obj | None:
    """A plotted card of ``player``'s, in their exile, by id or name."""
    return special_actions.in_exile(game, player, ref, lambda c: c.plotted is not None)


def check_cast(game: Kernel, player: str, card: Obj, x: int) -> None:
    """702.170d: cast on a later turn than the one it became plotted, in its owner's main
    phase while the stack is empty, without paying its mana cost (X is 0, 107.3b)."""
    if card.plotted is not None and card.plotted >= game.state.turn:
        raise IllegalAction(f"{card.name} became plotted this turn: it may be cast only on a "
                            "later turn", "702.170d")
    _main_phase_empty_stack(game, player, f"cast the plotted {card.name}", "702.170d")
    if x:
        raise IllegalAction(f"{card.name} is cast without paying its mana cost: X is 0",
                            "107.3b")


def castable(game: Kernel, player: str) -> list[Obj]:
    """The plotted cards ``player`` may cast on this turn (as far as the turn goes)."""
    return [c for c in game.state.player(player).exile
            if c.plotted is not None and c.plotted < game.state.turn]
