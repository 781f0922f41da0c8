"""Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost."

Only a spell that resolves is exiled this way: one countered, or removed because its targets
are all gone (608.2b), goes to the graveyard as usual, and so does one cast from anywhere but
its owner's hand — the rebound cast itself, from exile, among them. The delayed triggered ability
(603.7a) is one of the card's delayed abilities, so a saved game can name it; it remembers the
card in exile it may cast (603.7c: one that left exile is a new object it doesn't find, 400.7).
As it resolves its controller may cast the card, through the casting procedure, without paying
its mana cost (702.88b: an alternative cost, 601.2b, 601.2f–h) and ignoring timing (608.2g);
a card not cast stays in exile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import TriggeredAbility
from ..events import EventKind as K
from ..state import DelayedTrigger
from .cast_while_resolving import may_cast_free
from .zones import move

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Rebound"
TEXT = ("At the beginning of your next upkeep, you may cast this card from exile without paying "
        "its mana cost.")


def _cast_from_exile(ctx: Ctx) -> Steps:
    """The delayed ability resolves: the card it remembers, if still in exile, may be cast."""
    oids = set(ctx.choices.get("created", ()))  # its "about": the card it exiled (603.7c)
    card = next((c for p in ctx.game.state.players for c in p.exile if c.oid in oids), None)
    if card is not None:
        yield from may_cast_free(ctx.game, ctx.controller, card, ctx.source_name, "702.88a",
                                 decline="leave it in exile")


def delayed_ability() -> TriggeredAbility:
    """The card's "at the beginning of your next upkeep, you may cast this card from exile"."""
    return TriggeredAbility(TEXT, None, _cast_from_exile, keyword=KEYWORD)


def exiles_instead(spell: Obj) -> bool:
    """As it resolves (608.2n): it has rebound and was cast from its owner's hand (601.2a)."""
    return any(t.keyword == KEYWORD for t in spell.card.delayed) and bool(
        spell.choices.get("from_hand"))


def resolved(game: Kernel, spell: Obj, controller: str) -> None:
    """Exile the resolving spell instead of putting it into the graveyard, and create the
    delayed ability that may cast it at its controller's next upkeep (603.7a)."""
    ability = next(t for t in spell.card.delayed if t.keyword == KEYWORD)
    exiled = move(game, spell, "exile", "702.88a", how="rebound")
    state = game.state
    state.delayed = (*state.delayed, DelayedTrigger(
        ability, controller, spell.name, None, "upkeep", state.turn + 1, yours=True,
        about=(exiled.oid,)))
    game.emit(K.EFFECT_CREATED, player=controller, source=spell.name, target=exiled.handle,
              rule="702.88a", rider=ability.text)
