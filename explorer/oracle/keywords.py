"""Keyword abilities (702) on a line of their own: "Flying, deathtouch", "Enchant Forest",
"Dethrone".

Most keywords are implemented once, in the rules modules, for every permanent that has them
(``RULES_KEYWORDS``: the card's Scryfall ``keywords`` list says which it has). Enchant gives an
Aura what it may enchant (303.4a); a triggered keyword such as dethrone is the triggered ability
it stands for (702.105). Any other keyword is refused by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..abilities import TargetSpec, TriggeredAbility, When
from ..events import CombatEvent
from ..events import EventKind as K
from ..rules import counters
from .patterns import NoMatch
from .phrases import Objects, read_objects

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj


def keyword_of(item: str, keywords: list[str]) -> str | None:
    """The keyword of the card's ``keywords`` list that one item of a keyword line names
    ("protection from multicolored" → "Protection"), if any."""
    low = item.lower()
    return next((k for k in keywords if low == k.lower() or low.startswith(k.lower() + " ")),
                None)


def enchant(what: str) -> TargetSpec:
    """"Enchant land": what the Aura may target as a spell and be attached to (303.4a)."""
    objects = read_objects(what)  # NoMatch if the grammar doesn't know the phrase
    article = "an" if what[:1].lower() in "aeiou" else "a"
    return TargetSpec(f"{article} {what}", _allows(objects))


def _allows(objects: Objects) -> Any:
    def allows(game: Kernel, chooser: str, t: Any) -> bool:
        obj = game.state.find(t) if isinstance(t, int) else None
        return obj is not None and objects.test(game, chooser, obj)

    return allows


def dethrone(text: str) -> TriggeredAbility:
    """702.105: "Whenever this creature attacks the player with the most life or tied for most
    life, put a +1/+1 counter on it.\""""

    def attacks_the_most_life(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CombatEvent) or event.permanent != obj.handle:
            return False
        most = max(p.life for p in game.state.in_game())
        return game.state.player(event.target or "").life == most

    def counter(ctx: Ctx) -> Steps:
        if ctx.source is not None and ctx.game.state.find(ctx.source.oid) is not None:
            yield from counters.put_counters(ctx.game, ctx.source, "+1/+1", 1, ctx.source_name)

    return TriggeredAbility(text, When(K.ATTACK_DECLARED, attacks_the_most_life), counter)


__all__ = ["NoMatch", "dethrone", "enchant", "keyword_of"]
