"""Copying (707): a permanent that becomes a copy of another (layer 1, 613.1a), and copies of
spells put onto the stack (707.10).

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

from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import Obj, StackItem
from . import layers, targets

if TYPE_CHECKING:
    from ..abilities import Ctx, Steps, Target, TriggeredAbility
    from ..cards.model import CardDef
    from ..kernel import Kernel


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


# -- copying spells (707.10) ----------------------------------------------------------------------
# A copy of a spell on the stack says so in its choices (a board file keeps it so): it isn't a
# card, so it ceases to exist when it leaves the stack (707.10a).
COPY = "copy"
KEEP_TARGETS = "keep the same targets"


def is_copy(spell: Obj) -> bool:
    """Is this spell a copy (707.10), not a card?"""
    return bool(spell.choices.get(COPY))


def copy_spell(game: Kernel, item: StackItem, controller: str, source: str, rule: str,
               original: Obj | None = None) -> StackItem:
    """Put a copy of the spell ``item`` onto the stack under ``controller``'s control (707.10):
    the same card, and every decision made for it as it was cast — modes and other choices, X,
    targets, the division among them, what its costs sacrificed and the mana spent (707.10).
    The copy isn't cast (no spell_cast event: it triggers nothing that looks for a cast, and
    storm doesn't count it). ``original``: the spell as it last existed, if it has left the
    stack (then its targets are chosen again: see ``choose_new_targets``)."""
    spell = original if original is not None else item.card
    assert spell is not None
    state = game.state
    taken = {i.card.handle for i in state.stack if i.card is not None}
    k = 1
    while f"{spell.handle}-copy-{k}" in taken:
        k += 1
    copy = Obj(oid=state.new_oid(), handle=f"{spell.handle}-copy-{k}", card=spell.card,
               owner=controller, controller=controller, zone="stack",
               timestamp=state.new_timestamp(), x=spell.x,
               choices={**spell.choices, COPY: True})
    copy.sacrificed = spell.sacrificed
    copy.spent = spell.spent
    new = StackItem(sid=state.new_oid(), kind="spell", controller=controller,
                    source_name=spell.name, source_oid=copy.oid, card=copy,
                    targets=list(item.targets), x=spell.x, amounts=list(item.amounts))
    state.stack.append(new)
    shown = [game.describe_target(t) or "" for t in new.targets]
    new.cause = game.emit(K.SPELL_COPIED, player=controller, source=source, target=copy.handle,
              rule=rule, x=spell.x if "{X}" in spell.card.mana_cost else None, oid=new.sid,
              targets=tuple(t for t in shown if t) or None).seq
    return new


def choose_new_targets(game: Kernel, item: StackItem, source: str) -> Steps:
    """707.10c: "You may choose new targets for the copy." — its controller keeps the targets
    (even ones illegal now) or chooses new ones, which must be legal. One ``option``
    decision: keep them, or each legal way to target anew."""
    from ..legal import _target_choices  # legal imports the rules
    from .stack import spell_targets  # the stack imports this module

    spell = item.card
    assert spell is not None
    specs = spell_targets(spell.card, spell.choices)
    if not specs:
        return
    kept = tuple(game.describe_target(t) or "" for t in item.targets)
    ways = {", ".join(c): c for c in _target_choices(game, specs, item.controller, by=spell)
            if c != kept}
    if not ways:
        return
    keep = f"{KEEP_TARGETS} ({', '.join(t for t in kept if t) or 'none'})"
    options = (keep, *ways)
    chosen = yield from game.ask(Decision(
        player=item.controller, kind="option", rule="707.10c",
        prompt=f"{source}: you may choose new targets for {spell.handle}",
        options=as_options(options), default=Choose(item.controller, option=keep),
        accept=one_of(options, "707.10c")))
    if chosen == keep:
        return
    item.targets = [targets.resolve(game, spec, t, "707.10c") if t else None
                    for spec, t in zip(specs, ways[chosen], strict=False)]
    if len(item.amounts) != len(item.targets):
        item.amounts = []


def the_spell(ctx: Ctx) -> tuple[StackItem | None, Obj | None]:
    """The spell whose casting triggered the resolving ability ("copy it", "copy that spell"):
    its stack entry while it is on the stack, else the spell as it last existed (113.7a) — the
    ability's own spell for "When you cast this spell", with its targets as they were cast."""
    oid = getattr(ctx.event, "oid", None)
    item = next((i for i in ctx.game.state.stack if i.sid == oid and i.card is not None), None)
    if item is not None:
        return item, item.card
    gone = ctx.source if ctx.source is not None and ctx.source.zone == "stack" else None
    return None, gone


def copy_the_spell(ctx: Ctx, times: int, *, new_targets: bool, rule: str) -> Steps:
    """Copy the spell the trigger event cast ``times`` times (707.10) — from the spell as it
    last existed if it has left the stack (its targets then as its cast event named them) —
    and let the copies' controller choose new targets for each (707.10c) if ``new_targets``."""
    from .stack import spell_targets  # the stack imports this module

    game = ctx.game
    item, spell = the_spell(ctx)
    if spell is None or times <= 0:
        return
    if item is None:  # as it last existed (113.7a): its targets as its cast said them
        event = ctx.event
        named = getattr(event, "targets", None) or (
            (event.target,) if event is not None and event.target else ())
        chosen: list[Target | None] = []
        for spec, ref in zip(spell_targets(spell.card, spell.choices), named, strict=False):
            try:
                chosen.append(targets.resolve(game, spec, ref, rule))
            except IllegalAction:
                chosen.append(None)  # gone since: an illegal target the copy may change
        item = StackItem(sid=-1, kind="spell", controller=ctx.controller,
                         source_name=spell.name, source_oid=spell.oid, card=spell,
                         targets=chosen, x=spell.x)
    for _ in range(times):
        copy = copy_spell(game, item, ctx.controller, ctx.source_name, rule,
                          original=spell)
        if new_targets:
            yield from choose_new_targets(game, copy, ctx.source_name)
