"""Madness (702.35).

702.35a: "Madness [cost]" means "If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard" and "When this card is exiled this
way, its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard." 702.35b: casting it follows the rules for
alternative costs (601.2b, 601.2f–h).

The first ability is a replacement of the discard's destination (614.1a): the card is still
discarded (``card_discarded``; "whenever you discard" abilities see it), but goes to exile. The
second triggers from exile. As it resolves, its owner answers one ``option`` decision: each way
to cast the card for its madness cost now (its timing doesn't matter: the ability casts it,
608.2g), or put it into their graveyard. The spell carries ``"madness": true`` in its choices.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import TriggeredAbility
from ..actions import Cast, Choose
from ..decisions import Decision, as_options, one_of
from ..errors import BoardError, IllegalAction
from . import stack
from .zones import move

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Madness"
CHOICE = "madness"
TO_GRAVEYARD = "put it into your graveyard"
TEXT = ("When this card is exiled this way, its owner may cast it by paying its madness cost "
        "rather than paying its mana cost. If that player doesn't, they put this card into "
        "their graveyard.")


def ability() -> TriggeredAbility:
    """Madness's triggered ability, which works from exile (triggered by ``discarded``)."""
    return TriggeredAbility(TEXT, None, _cast_or_bury, keyword=KEYWORD)


def discarded(game: Kernel, card: Obj, event: Event) -> None:
    """The card was discarded into exile (702.35a): its madness ability triggers."""
    from .triggers import trigger_from

    found = next(a for a in card.card.triggered if a.keyword == KEYWORD and a.text == TEXT)
    trigger_from(game, card, found, event)


def check_cast(game: Kernel, card: Obj) -> str:
    """702.35a: cast for its madness cost only while its madness ability resolves; the cost
    is the base of its total cost (601.2f), which this returns."""
    if card.zone != "exile" or game.state.madness != card.oid:
        raise IllegalAction(f"{card.name} may be cast for its madness cost only as its madness "
                            "ability resolves", "702.35a")
    return card.card.madness


def find(game: Kernel, player: str, ref: str) -> Obj | None:
    """The card whose madness ability is resolving, in ``player``'s exile, by id or name."""
    return next((c for c in game.state.player(player).exile
                 if ref in (c.handle, c.name) and c.oid == game.state.madness), None)


def _ways(game: Kernel, player: str, card: Obj) -> dict[str, Cast]:
    """Each legal way to cast ``card`` for its madness cost now, by its option's words."""
    from ..legal import _announcements, _target_choices  # legal imports the rules
    from .cast_while_resolving import words

    out: dict[str, Cast] = {}
    for announced in _announcements(game, card, player):
        choices = {**(announced.choices or {}), CHOICE: True}
        x = 0 if "{X}" in card.card.mana_cost else None
        specs = stack.spell_targets(card.card, choices)
        for chosen in _target_choices(game, specs, player, by=card):
            cast = replace(announced, choices=choices, x=x, targets=chosen)
            try:
                stack.check_cast(game, player, cast, resolving=True)
            except (IllegalAction, BoardError):
                continue
            out.setdefault(words(cast, skip=(CHOICE,)), cast)
    return out


def _cast_or_bury(ctx: Ctx) -> Steps:
    """The madness ability resolving: cast it for its madness cost, or put it into the
    graveyard (702.35a)."""
    game = ctx.game
    source = ctx.source
    card = (next((c for c in game.state.player(source.owner).exile
                  if c.handle == source.handle), None) if source is not None else None)
    if card is None:
        return  # it left exile: nothing to cast, nothing to put anywhere
    owner = card.owner
    game.state.madness = card.oid
    try:
        ways = _ways(game, owner, card)
        options = (*ways, TO_GRAVEYARD)
        chosen = yield from game.ask(Decision(
            player=owner, kind="option", rule="702.35a",
            prompt=f"{ctx.source_name}: you may cast {card.name} for its madness cost "
                   f"({card.card.madness})",
            options=as_options(options), default=Choose(owner, option=TO_GRAVEYARD),
            accept=one_of(options, "702.35a")), always_ask=True)
        if chosen != TO_GRAVEYARD:
            plan = stack.check_cast(game, owner, ways[chosen], resolving=True)
            yield from stack.cast(game, owner, plan)
            return
    finally:
        game.state.madness = None
    move(game, card, "graveyard", "702.35a", how="not cast with madness")
