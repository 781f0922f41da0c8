"""Suspend (702.62).

702.62a: "Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the
stack from your hand, you may pay [cost] and exile it with N time counters on it. This action
doesn't use the stack," and "At the beginning of your upkeep, if this card is suspended,
remove a time counter from it," and "When the last time counter is removed from this card, if
it's exiled, you may play it without paying its mana cost if able. If you don't, it remains
exiled. If you cast a creature spell this way, it gains haste until you lose control of the
spell or the permanent it becomes."

Exiling it is a special action (116.2f) — ``{"do": "suspend", "player": …, "card": …}`` — taken
any time its owner has priority and could begin to cast it (its timing, 117.1a; what forbids
casting it, 702.62c). A card is suspended while it is in exile, has suspend and has a time
counter on it (702.62b); a board file keeps its time counters (``suspended``). The two
triggered abilities work from exile: the first triggers as its owner's upkeep begins, the
second as the last time counter is removed; the cast happens while the second resolves
(``cast_while_resolving``: without paying its mana cost, an alternative cost, 702.62d and
118.9 — a card with no mana cost, Lotus Bloom, may be cast so, 118.6a). The spell cast this
way carries ``"suspended"`` (its caster's name) in its choices, and the creature it becomes has
haste while that player controls it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import ActivationLimit, TriggeredAbility
from ..errors import IllegalAction
from ..events import EventKind as K
from . import cast_while_resolving, mana, special_actions
from .counters import remove_counters

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Suspend"
TIME = "time"
# The spell cast with suspend: its caster, while controlling it, has it hasted (read by
# rules.keywords.has_haste)
CHOICE = "suspended"
UPKEEP = "At the beginning of your upkeep, if this card is suspended, remove a time counter " \
         "from it."
LAST = ("When the last time counter is removed from this card, if it's exiled, you may play "
        "it without paying its mana cost if able. If you don't, it remains exiled. If you cast "
        "a creature spell this way, it gains haste until you lose control of the spell or the "
        "permanent it becomes.")


@dataclass(frozen=True, eq=False)
class WhileSuspended(ActivationLimit):
    """Greater Gargadon: "Activate only if ~ is suspended." — an activated ability that works
    while the card is suspended in exile (702.62b, 602.5b)."""

    text: str = "Activate only if this card is suspended."
    rule: str = "702.62b"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return None if is_suspended(obj) else f"{obj.name} isn't suspended"


def is_suspended(card: Obj) -> bool:
    """702.62b: in exile, with suspend, with a time counter on it."""
    return (card.zone == "exile" and bool(card.card.suspend)
            and card.counters.get(TIME, 0) > 0)


def check(game: Kernel, player: str, ref: str) -> tuple[Obj, mana.ManaCost]:
    """116.2f: ``player`` may suspend a card with suspend from their hand any time they have
    priority, if they could begin to cast it (702.62c). Changes nothing; returns the card and
    its suspend cost."""
    from .casting_restrictions import check as restrictions  # what forbids casting it
    from .stack import can_begin_to_cast

    card = game.find_in_hand(player, ref, rule="116.2f")
    if not card.card.suspend:
        raise IllegalAction(f"{card.name} has no suspend", "702.62a")
    can_begin_to_cast(game, player, card, "116.2f")
    restrictions(game, player, card)
    return card, special_actions.payable(game, player, card, card.card.suspend)


def suspend(game: Kernel, player: str, card: Obj, cost: mana.ManaCost) -> Steps:
    """Pay the suspend cost and exile the card with N time counters on it (702.62a)."""
    exiled = special_actions.exile_paying(game, player, card, cost, "116.2f", "suspended")
    n = card.card.suspend_time
    exiled.counters = {TIME: n}
    game.emit(K.COUNTERS_ADDED, player=player, source=card.name, target=exiled.handle,
              amount=n, counter=TIME, rule="702.62a")
    yield from ()


def abilities() -> tuple[TriggeredAbility, TriggeredAbility]:
    """Suspend's two triggered abilities, which work from exile (triggered by this module, not
    by a permanent's trigger event): remove a time counter, and cast it."""
    return (TriggeredAbility(UPKEEP, None, _remove_a_counter, keyword=KEYWORD,
                             condition=lambda game, card, event: _exiled(game, card, True)),
            TriggeredAbility(LAST, None, _cast_it, keyword=KEYWORD,
                             condition=lambda game, card, event: _exiled(game, card, False)))


def _in_exile(game: Kernel, card: Obj) -> Obj | None:
    """The card in its owner's exile now (the ability's source, found again by its id)."""
    return next((c for c in game.state.player(card.owner).exile if c.handle == card.handle),
                None)


def _exiled(game: Kernel, card: Obj, with_counter: bool) -> bool:
    """The intervening ifs (603.4): "if this card is suspended" / "if it's exiled"."""
    now = _in_exile(game, card)
    return now is not None and (is_suspended(now) if with_counter else True)


def at_upkeep(game: Kernel, event: Event) -> None:
    """As its owner's upkeep begins, each suspended card's first ability triggers (702.62a)."""
    from .triggers import trigger_from

    for card in list(game.state.player(game.state.active).exile):
        if is_suspended(card):
            trigger_from(game, card, _ability(card, UPKEEP), event)


def _ability(card: Obj, text: str) -> TriggeredAbility:
    return next(a for a in card.card.triggered if a.keyword == KEYWORD and a.text == text)


def _remove_a_counter(ctx: Ctx) -> Steps:
    """"Remove a time counter from it." — and if that was the last, the second ability
    triggers."""
    card = _in_exile(ctx.game, ctx.source) if ctx.source is not None else None
    if card is None:
        return
    remove_counters(ctx.game, card, TIME, 1, ctx.source_name, rule="702.62a")
    yield from ()  # the last one removed triggers the second ability (``last_removed``)


def last_removed(game: Kernel, card: Obj, event: Event) -> None:
    """Time counters were removed from a card in exile (by its upkeep ability or any other
    effect): if none is left and it has suspend, "When the last time counter is removed from
    this card, …" triggers."""
    from .triggers import trigger_from

    if card.zone == "exile" and card.card.suspend and not card.counters.get(TIME):
        trigger_from(game, card, _ability(card, LAST), event)


def _cast_it(ctx: Ctx) -> Steps:
    """"You may play it without paying its mana cost": its owner is asked; a creature spell
    cast this way gains haste (702.62a)."""
    game = ctx.game
    card = _in_exile(game, ctx.source) if ctx.source is not None else None
    if card is None:
        return
    spell = yield from cast_while_resolving.may_cast_free(
        game, card.owner, card, ctx.source_name, "702.62a", decline="leave it exiled")
    if spell is not None and spell.is_creature:
        spell.choices = {**spell.choices, CHOICE: card.owner}
        game.emit(K.EFFECT_CREATED, player=card.owner, source=spell.name, target=spell.handle,
                  rule="702.62a", rider="gains haste until its caster loses control of it")

