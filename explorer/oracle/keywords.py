"""Keyword abilities (702) on a line of their own: "Flying, deathtouch", "Enchant Forest",
"Dethrone", "Equip {2}", "Outlast {W}".

Most keywords are implemented once, in the rules modules, for every permanent that has them
(``RULES_KEYWORDS``: the card's Scryfall ``keywords`` list says which it has). Enchant gives an
Aura what it may enchant (303.4a); a triggered keyword such as dethrone is the triggered ability
it stands for (702.105), and an activated one such as equip (702.6a) or outlast (702.107a) the
activated ability. Any other keyword is refused by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..abilities import ActivatedAbility, Cost, TargetSpec, TriggeredAbility, When
from ..events import CombatEvent
from ..events import EventKind as K
from ..rules import attachments, counters
from ..rules.costs import ManaPayment, ReducedManaPayment
from ..rules.mana import ManaCost
from . import conditions  # noqa: F401  (the "condition" kind its templates use)
from .patterns import GRAMMAR, NoMatch
from .phrases import Objects, read_objects

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .scope import Scope


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


keyword_ability = GRAMMAR.template


@keyword_ability("keyword ability", "Equip {cost:mana_cost}", rule="702.6a",
                 runs="explorer.rules.attachments")
def _equip(scope: Scope, cost: str) -> ActivatedAbility:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." (The text is the printed line, given by the
    compiler.)"""
    return attachments.equip(Cost(ManaPayment(symbols=cost)), "")


@keyword_ability("keyword ability", "Equip {cost:mana_cost}. This ability costs "
                 "{less:mana_cost} less to activate if {test:condition}.", rule="601.2f",
                 runs="explorer.rules.costs")
def _equip_for_less(scope: Scope, cost: str, less: str, test: Condition) -> ActivatedAbility:
    """An equip ability that costs less while a condition holds: the reduction lowers the
    generic part of the total cost as it is determined (601.2f, for abilities 602.2b)."""
    reduction = ManaCost.parse(less)
    if reduction.specific or reduction.x_count:
        raise NoMatch(less)
    return attachments.equip(Cost(ReducedManaPayment(symbols=cost, less=reduction.generic,
                                                     condition=test)), "")


@keyword_ability("keyword ability", "Outlast {cost:mana_cost}", rule="702.107a",
                 runs="explorer.rules.counters")
def _outlast(scope: Scope, cost: str) -> ActivatedAbility:
    """702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery." """

    def counter(ctx: Ctx) -> Steps:
        if ctx.source is not None and ctx.game.state.find(ctx.source.oid) is not None:
            yield from counters.put_counters(ctx.game, ctx.source, "+1/+1", 1, ctx.source_name)

    return ActivatedAbility(Cost(ManaPayment(symbols=cost), tap=True), "", counter,
                            sorcery_speed=True)


__all__ = ["NoMatch", "dethrone", "enchant", "keyword_of"]
