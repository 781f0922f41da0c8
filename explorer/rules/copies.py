"""Copying permanents (707): a permanent that becomes a copy of another (layer 1, 613.1a).

A copy takes the copiable values of the original (707.2): what is printed on it, as other copy
effects changed them — here, the original's card (``Obj.card``, which is already the copied card
when the original is itself a copy, 707.3). Counters, damage, tapped status and other effects
aren't copied, and the copy keeps its own (707.4). An exception in the copy effect ("except it
has this ability", 707.9a) becomes part of the copy's values. Becoming a copy doesn't make the
permanent enter or leave the battlefield, so nothing "enters" (707.4). In any other zone it is
the card it was printed as again (400.7): ``Obj.printed`` remembers it.

A token that's a copy of a permanent is created by ``keyword_actions.create_token_copies``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..events import EventKind as K
from . import layers

if TYPE_CHECKING:
    from ..abilities import TriggeredAbility
    from ..cards.model import CardDef
    from ..kernel import Kernel
    from ..state import Obj


def copy_card(original: CardDef, of: CardDef, keeps: tuple[TriggeredAbility, ...] = ()
              ) -> CardDef:
    """The card a permanent printed as ``of`` is while it copies ``original`` (707.2): the
    original's values, plus the abilities the copy effect says it keeps (707.9a); a token stays
    a token and a card a card (token status isn't copied, 707.2)."""
    return replace(original, is_token=of.is_token,
                   triggered=(*original.triggered, *keeps))


def become_copy(game: Kernel, obj: Obj, original: Obj, player: str, source: str,
                keeps: tuple[TriggeredAbility, ...] = ()) -> None:
    """``obj`` becomes a copy of ``original`` (707.2, 613.1a) until it leaves the battlefield —
    "except it has this ability" (707.9a) when ``keeps`` says so."""
    printed = obj.printed or obj.card
    obj.printed = printed
    obj.card = copy_card(original.card, printed, keeps)
    layers.abilities_changed(game)  # (the indexes follow permanents joining and leaving)
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle, rule="707.2",
              rider=f"becomes a copy of {original.name}"
              + (", except it has this ability" if keeps else ""))
