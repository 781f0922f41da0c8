"""Basic lands and the cards of the engine core: each card in a few lines of vocabulary.

Basic lands need no declaration beyond their type: 305.6 gives them their mana ability.
"""

from __future__ import annotations

from .model import CardPool
from .vocabulary import (
    ANY_TARGET,
    CREATURE_YOU_CONTROL,
    TARGET_CREATURE,
    deal_damage,
    flicker,
    pump,
    spell,
    tap_for,
)


def declare(pool: CardPool) -> None:
    for basic in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        pool.declare(basic)
    pool.declare("Wastes", activated=[tap_for("C")])

    # Vanilla and keyword-only creatures: their keywords come from the card data.
    for name in ("Grizzly Bears", "Silvercoat Lion", "Hill Giant", "Craw Wurm", "Raging Goblin"):
        pool.declare(name)

    # Tokens the supported cards create (111.4: their characteristics come from the effect).
    for token in ("Thopter", "Assassin", "Dragon"):
        pool.declare(token)

    pool.declare("Lightning Bolt",
                 spell=spell("Lightning Bolt deals 3 damage to any target.", deal_damage(3),
                             ANY_TARGET))
    pool.declare("Giant Growth",
                 spell=spell("Target creature gets +3/+3 until end of turn.", pump(3, 3),
                             TARGET_CREATURE))
    pool.declare("Cloudshift",
                 spell=spell("Exile target creature you control, then return that card to the "
                             "battlefield under your control.", flicker(), CREATURE_YOU_CONTROL))
