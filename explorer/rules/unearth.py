"""Unearth (702.84a): "Unearth [cost]" means "[Cost]: Return this card from your graveyard to
the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery."

The permanent it returns remembers it was unearthed (``Obj.unearthed``, kept in saved games):
it has haste, an effect of the resolved ability that lasts as long as it is that object
(611.2a, 613.1f: ``rules.layers``), and if it would leave the battlefield it is exiled instead
(a replacement effect, 614.1a: ``rules.zones.move``). The exile at the beginning of the next end
step is a delayed triggered ability (603.7a) — one of the card's delayed abilities, so a saved
game can name it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, Cost, TriggeredAbility
from ..events import EventKind as K
from ..state import DelayedTrigger
from .activated import AsASorcery
from .costs import ManaPayment
from .keyword_actions import exile
from .zones import enter

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..cards.model import CardDef

KEYWORD = "Unearth"
RIDER = "it has haste; it is exiled at the beginning of the next end step, or if it would " \
        "leave the battlefield"


def ability(cost: str, text: str) -> ActivatedAbility:
    """The activated ability "Unearth [cost]" stands for: it works from its owner's graveyard
    (113.6), at sorcery speed (602.5d)."""
    return ActivatedAbility(Cost(ManaPayment(symbols=cost)), text, _return, limits=(AsASorcery(),),
                            keyword=KEYWORD, zone="graveyard")


def exile_ability() -> TriggeredAbility:
    """"Exile it at the beginning of the next end step." — the card's delayed ability."""
    return TriggeredAbility("Exile this permanent at the beginning of the next end step.", None,
                            _exile, keyword=KEYWORD)


def _exile_ability_of(card: CardDef) -> TriggeredAbility | None:
    return next((t for t in card.delayed if t.keyword == KEYWORD), None)


def _return(ctx: Ctx) -> Steps:
    game, card = ctx.game, ctx.source
    owner = game.state.player(card.owner) if card is not None else None
    if card is None or owner is None or card not in owner.graveyard:
        return  # it left the graveyard: a new object, which the ability can't find (400.7)
    permanent = yield from enter(game, card, ctx.controller, "702.84a")
    if permanent.zone != "battlefield":
        return
    permanent.unearthed = True
    game.emit(K.EFFECT_CREATED, player=ctx.controller, source=permanent.name,
              target=permanent.handle, rule="702.84a", rider=RIDER)
    delayed = _exile_ability_of(card.card)
    if delayed is not None:  # 603.7a: it triggers as the next end step begins (603.7b)
        state = game.state
        state.delayed = (*state.delayed, DelayedTrigger(
            delayed, ctx.controller, permanent.name, permanent.oid, "end", state.turn))


def _exile(ctx: Ctx) -> Steps:
    """Exile the unearthed permanent, if it is still the same object on the battlefield."""
    if ctx.source is not None and ctx.game.state.find(ctx.source.oid) is not None:
        exile(ctx.game, ctx.source, "702.84a")
    yield from ()
