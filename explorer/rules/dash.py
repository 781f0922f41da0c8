"""Dash (702.109a): "Dash [cost]" means "You may cast this spell by paying [cost] rather than
paying its mana cost," "If this spell's dash cost was paid, return the permanent this spell
becomes to its owner's hand at the beginning of the next end step," and "As long as this
permanent's dash cost was paid, it has haste."

The cost is the card's alternative cost (118.9: cast with ``"choices": {"alternative": true}``,
which the permanent remembers). The return is a delayed triggered ability (603.7a) the spell
creates as it resolves into the permanent — one of the card's delayed abilities, so a saved
stack can name it; haste is the permanent's own ability while the cost was paid (read by the
Oracle compiler from the keyword's meaning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .triggers import at_next_end_step

if TYPE_CHECKING:
    from ..abilities import TriggeredAbility
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Dash"


def return_ability(card: Obj) -> TriggeredAbility | None:
    """The card's "return it to its owner's hand at the beginning of the next end step", if it
    has dash."""
    return next((t for t in card.card.delayed if t.keyword == KEYWORD), None)


def resolved(game: Kernel, spell: Obj, permanent: Obj, controller: str) -> None:
    """The spell became ``permanent`` (608.3): if its dash cost was paid, the delayed return is
    created now, to trigger as the next end step begins (603.7a, 603.7b)."""
    ability = return_ability(spell)
    if ability is not None and spell.choices.get("alternative"):
        at_next_end_step(game, ability, controller, permanent, "702.109a")
