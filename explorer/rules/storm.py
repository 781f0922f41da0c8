"""Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of the
copies." Each instance triggers separately (702.40b).

Which spells count is settled as the spell is cast: every spell any player cast this turn
before it — resolved, countered or still on the stack, from any zone. Spells cast after it (in
response to its trigger) don't count, nor do copies (they aren't cast, 707.10). The number is
kept in the spell's choices (``"spells_cast_before"``; a board file keeps it), which the
explorer sets; the trigger reads it as it resolves. Its copies are made by ``rules.copies``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import copies

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Storm"
CHOICE = "spells_cast_before"


def spells_cast_this_turn(game: Kernel) -> int:
    """Spells cast this turn by every player (``State.this_turn``'s ``any_spells_cast``)."""
    return sum(n for key, n in game.state.this_turn.items()
               if key.startswith("any_spells_cast:"))


def being_cast(game: Kernel, card: Obj, choices: dict[str, object]) -> None:
    """As a spell with storm becomes cast (601.2i), before it is counted: how many spells were
    cast before it this turn."""
    if card.card.has_keyword(KEYWORD):
        choices[CHOICE] = spells_cast_this_turn(game)


def storm(ctx: Ctx) -> Steps:
    """The storm trigger resolving: a copy for each spell cast before it (702.40a), each of
    whose targets its controller may change (707.10c)."""
    _, spell = copies.the_spell(ctx)  # on the stack, or as it last existed
    n = int(spell.choices.get(CHOICE, 0)) if spell is not None else 0
    yield from copies.copy_the_spell(ctx, n, new_targets=True, rule="702.40a")
