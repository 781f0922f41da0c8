"""The experimenter's effects: ``deal_damage`` and ``put``, actions a person studying a ruling
takes with priority to set something up, as if an effect did it.

They are not plays a player could make: damage is dealt by a named source through the normal
damage and replacement rules (120, 614), and a card put onto the battlefield enters as by an
effect (610.1: enter triggers and replacement effects apply).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .abilities import Steps, Target
from .actions import DealDamage, Put
from .cards.model import CardDef
from .errors import BoardError, IllegalAction
from .rules import damage
from .rules.keyword_actions import create_tokens
from .rules.zones import enter, move
from .state import Obj, Player

if TYPE_CHECKING:
    from .kernel import Kernel


@dataclass(frozen=True)
class Checked:
    """An experimenter's effect that may happen: what ``run`` needs."""

    action: DealDamage | Put
    source: Obj | None = None
    target: Target | None = None
    card: CardDef | None = None
    owner: Player | None = None


def check(game: Kernel, action: DealDamage | Put) -> Checked:
    """Check an experimenter's effect; raises IllegalAction, changes nothing."""
    if isinstance(action, DealDamage):
        if action.amount < 0:
            raise IllegalAction("damage can't be negative", "120.1")
        try:
            source: Obj | None = game.find_permanent(action.source, rule="120.1")
        except IllegalAction:
            source = None  # a text label: damage from a source outside the game
        return Checked(action, source=source, target=game.resolve_target(action.target, "120.1"))
    try:
        card = game.cards.get(action.card)
    except BoardError as e:
        raise IllegalAction(f"put: {e.reason}", "610.1") from None
    try:
        owner = game.state.player(action.player)
    except KeyError:
        raise IllegalAction(f"put: no player {action.player!r}", "610.1") from None
    if not owner.in_game:
        raise IllegalAction(f"{owner.name} has left the game", "800.4b")
    if action.zone == "battlefield" and not card.is_permanent_card:
        raise IllegalAction(f"{card.name} is not a permanent card", "110.4")
    return Checked(action, card=card, owner=owner)


def run(game: Kernel, checked: Checked) -> Steps:
    """Do a checked experimenter's effect."""
    action = checked.action
    if isinstance(action, DealDamage):
        source, target = checked.source, checked.target
        assert target is not None
        yield from damage.damage(game, source.name if source else action.source,
                                 source.oid if source else None, target, action.amount)
        return
    card, owner = checked.card, checked.owner
    assert card is not None and owner is not None
    if action.zone == "battlefield" and card.is_token:
        yield from create_tokens(game, card.name, owner.name, 1, rule="111.1")
        return
    obj = Obj(oid=game.state.new_oid(), handle=game.state.new_handle(card.name), card=card,
              owner=owner.name, controller=owner.name, zone="nowhere",
              timestamp=game.state.new_timestamp())
    if action.zone == "battlefield":
        yield from enter(game, obj, owner.name, "610.1")
        return
    move(game, obj, action.zone, "610.1")
