"""Bargain (702.166): "Bargain" means "You may sacrifice an artifact, enchantment, or token as
an additional cost to cast this spell." (702.166a) A spell is bargained if its controller chose
to pay that cost (702.166b); the permanent it becomes remembers it ("if it was bargained").

The cost is announced with ``"choices": {"bargained": true}`` (601.2b) and paid with the rest
(601.2h) — the permanent sacrificed named with the cast's ``sacrifice`` when more than one
could be. "This spell costs {2} less to cast if it's bargained." lowers the total cost as it
is determined (601.2f), the announcement made.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction
from .costs import SacrificeA
from .keyword_actions import sacrifice

if TYPE_CHECKING:
    from ..abilities import CostPart
    from ..kernel import Kernel
    from ..rules.mana import ManaCost
    from ..state import Obj

KEYWORD = "Bargain"
CHOICE = "bargained"


def _bargainable(game: Kernel, you: str, obj: Obj) -> bool:
    return obj.is_type("Artifact") or obj.is_type("Enchantment") or obj.is_token


@dataclass(frozen=True, eq=False)
class Bargain(SacrificeA):
    """702.166a: the additional cost, paid like "As an additional cost to cast this spell,
    sacrifice …" (601.2h), the sacrifice known by the rule of bargain."""

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        sacrifice(game, checked, "702.166a")


SACRIFICE = Bargain(what="artifact, enchantment, or token", test=_bargainable)


def announced(card: Obj, choices: dict[str, Any]) -> tuple[CostPart, ...]:
    """The additional cost bargaining adds, if it is announced (601.2b) — or IllegalAction for
    a spell without bargain."""
    if not choices.get(CHOICE):
        return ()
    if not card.card.bargain:
        raise IllegalAction(f"{card.name} has no bargain (702.166a)", "601.2b")
    if any(part.chooses == SACRIFICE.chooses for part in card.card.additional_costs):
        raise IllegalAction(f"{card.name} has another cost that sacrifices: bargaining it "
                            "isn't supported yet", "601.2b")
    return (SACRIFICE,)


def reduced(card: Obj, choices: dict[str, Any], cost: ManaCost) -> ManaCost:
    """"This spell costs {2} less to cast if it's bargained." (601.2f): only generic mana."""
    less = card.card.bargained_costs_less if choices.get(CHOICE) else 0
    return replace(cost, generic=max(0, cost.generic - less)) if less else cost


def was_bargained(obj: Obj | None) -> bool:
    """The spell, or the permanent it became, was bargained (702.166b)."""
    return obj is not None and bool(obj.choices.get(CHOICE))
