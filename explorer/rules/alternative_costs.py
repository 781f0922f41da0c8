"""Alternative costs that may be paid only if something happened this turn (118.9, 601.2b):
spectacle — "if an opponent lost life this turn" (702.137a) — and surge — "if you've cast another
spell this turn" (702.117a; the explorer has no teams, 810, so only your own spells count).

A card's ``alternative_if`` names its keyword; casting it with ``{"alternative": true}`` (its
``alternative_cost``) is refused, with the reason, when the condition doesn't hold as it is
cast.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import IllegalAction
from .casting_restrictions import cast_another_spell
from .life import an_opponent_lost_life

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


# keyword -> (rule, the condition in words, whether it holds for the caster now)
WHEN: dict[str, tuple[str, str, Callable[[Kernel, str], bool]]] = {
    "Spectacle": ("702.137a", "an opponent lost life this turn", an_opponent_lost_life),
    "Surge": ("702.117a", "you've cast another spell this turn", cast_another_spell),
}


def may_pay(game: Kernel, player: str, card: Obj) -> bool:
    """May ``player`` cast ``card`` for its alternative cost now?"""
    keyword = card.card.alternative_if
    return not keyword or WHEN[keyword][2](game, player)


def check(game: Kernel, player: str, card: Obj) -> None:
    """IllegalAction, naming the condition and its rule, if the alternative cost can't be paid
    now."""
    keyword = card.card.alternative_if
    if keyword and not may_pay(game, player, card):
        rule, words, _ = WHEN[keyword]
        raise IllegalAction(f"{card.name} may be cast for its {keyword.lower()} cost "
                            f"({card.card.alternative_cost}) only if {words}", rule)
