"""Harmonize (702.180a): "Harmonize [cost]" means "You may cast this card from your graveyard by
paying [cost] and tapping up to one untapped creature you control rather than paying this
spell's mana cost," "If you cast this spell using its harmonize ability, its total cost is
reduced by an amount of generic mana equal to the tapped creature's power," and "If the
harmonize cost was paid, exile this card instead of putting it anywhere else any time it would
leave the stack." 702.180b: the creature is chosen as the harmonize cost is chosen, and tapped
as the total cost is paid.

``cast`` names the card in its owner's graveyard: that is casting it with harmonize (the spell
carries ``"harmonized": true``, set by the explorer); ``"choices": {"harmonize": "<creature>"}``
names the creature to tap.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction
from .keyword_actions import tap
from .layers import power

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .mana import ManaCost

KEYWORD = "Harmonize"
CHOICE = "harmonized"  # set by the explorer: cast with its harmonize ability
TAPS = "harmonize"  # the creature tapped to reduce the cost


def creature(game: Kernel, player: str, card: Obj, choices: dict[str, Any]) -> Obj | None:
    """The untapped creature ``player`` controls named to tap (702.180a: up to one), or None;
    IllegalAction if it can't be. Changes nothing."""
    ref = choices.get(TAPS)
    if ref is None:
        return None
    if not choices.get(CHOICE):
        raise IllegalAction(f"a creature is tapped for harmonize only as {card.name} is cast "
                            "from its owner's graveyard with it (702.180a)", "601.2b")
    found = game.find_permanent(str(ref), player, rule="702.180a")
    if found.controller != player or not found.is_creature or found.tapped:
        raise IllegalAction(f"{found.handle} isn't an untapped creature {player} controls: it "
                            "can't be tapped for harmonize", "702.180a")
    return found


def reduced(game: Kernel, cost: ManaCost, tapped: Obj | None) -> ManaCost:
    """The total cost less the tapped creature's power in generic mana (702.180a, 601.2f)."""
    if tapped is None:
        return cost
    return replace(cost, generic=max(0, cost.generic - max(0, power(game, tapped))))


def pay(game: Kernel, player: str, tapped: Obj | None) -> None:
    """Tap the creature as the total cost is paid (702.180b)."""
    if tapped is not None:
        tap(game, tapped, player, "702.180b")


def exiled_instead(spell: Obj) -> bool:
    """Cast with harmonize, it is exiled whenever it would leave the stack (702.180a)."""
    return bool(spell.choices.get(CHOICE))
