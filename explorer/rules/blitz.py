"""Blitz (702.152a): "Blitz [cost]" means "You may cast this card by paying [cost] rather than
its mana cost," "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes
at the beginning of the next end step," and "As long as this permanent's blitz cost was paid, it
has haste and 'When this permanent is put into a graveyard from the battlefield, draw a card.'"

The cost is the card's alternative cost (118.9: cast with ``"choices": {"alternative": true}``,
which the permanent remembers). The sacrifice is a delayed triggered ability (603.7a) the spell
creates as it resolves into the permanent — it is one of the card's delayed abilities, so a
saved stack can name it; haste and the draw are the permanent's own abilities while the cost
was paid (read by the Oracle compiler from the keyword's meaning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .triggers import at_next_end_step

if TYPE_CHECKING:
    from ..abilities import TriggeredAbility
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Blitz"


def sacrifice_ability(card: Obj) -> TriggeredAbility | None:
    """The card's "sacrifice it at the beginning of the next end step", if it has blitz."""
    return next((t for t in card.card.delayed if t.keyword == KEYWORD), None)


def resolved(game: Kernel, spell: Obj, permanent: Obj, controller: str) -> None:
    """The spell became ``permanent`` (608.3): if its blitz cost was paid, the delayed
    sacrifice is created now, to trigger as the next end step begins (603.7a, 603.7b)."""
    ability = sacrifice_ability(spell)
    if ability is not None and spell.choices.get("alternative"):
        at_next_end_step(game, ability, controller, permanent, "702.152a")
