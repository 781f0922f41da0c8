"""One-shot effects (610.1): what a spell or ability does as it resolves, one sentence at a time.

Each template reads one shape of sentence and builds an effect, a generator over the resolving
ability's :class:`~explorer.abilities.Ctx`, that does it through the rules module named in
``runs``. Players and objects are found as the effect happens (:mod:`explorer.oracle.scope`);
an illegal target is skipped (608.2b).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..abilities import (
    Ctx,
    Effect,
    ManaProduction,
    Steps,
    Target,
    TriggeredAbility,
    When,
    immediate,
)
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..rules import (
    attachments,
    control,
    copies,
    counters,
    damage,
    earthbend,
    keyword_actions,
    layers,
    leaving,
    life,
    monarch,
    plot,
    storm,
    until,
    ward,
    zones,
)
from ..rules import explore as explore_rules
from ..rules import mana as mana_rules
from ..rules import stack as stack_rules
from ..rules.targets import in_graveyard
from ..state import DelayedTrigger, PendingTrigger, StackItem
from . import mana as _mana  # noqa: F401  (the count_of kind)
from . import statics as _statics  # noqa: F401  (the dealt_to_by kind)
from .conditions import Condition, holds
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import (
    CHOSEN_PERMANENTS,
    Amount,
    Objects,
    Targets,
    Token,
    Who,
    read_token,
    sacrificed,
    stat_of,
    with_abilities,
)
from .references import Quantity

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .scope import Find, Scope

effect = GRAMMAR.template


def _token_name(ctx: Ctx, token: Token) -> str:
    """The token's name in the game's card pool (two different tokens may share one, 111.4)."""
    return ctx.game.cards.token_name(token.as_facts())


def counted(count: Callable[[Kernel, Obj], int], ctx: Ctx) -> int:
    """A count ("for each creature you control") as it resolves, "you" being the player
    following the instruction (109.5) — the ability's controller, or each player in turn for
    "each player … for each Forest they control" (101.4)."""
    source = ctx.source
    if source is None:
        return 0
    if source.controller != ctx.controller:
        source = source.copy()
        source.controller = ctx.controller
    return count(ctx.game, source)


def objects_of(ctx: Ctx, find: Find) -> list[Obj]:
    found = (ctx.game.state.find(t) for t in find(ctx) if isinstance(t, int))
    return [o for o in found if o is not None]


def _players(ctx: Ctx, find: Find) -> list[str]:
    return [t for t in find(ctx) if isinstance(t, str) and ctx.game.state.player(t).in_game]


def _source_oid(ctx: Ctx) -> int | None:
    return ctx.source.oid if ctx.source is not None else None


# -- damage (120) ----------------------------------------------------------------------------------
@effect("effect", "~ deals {n:amount} damage to {who:who}",
        "it deals {n:amount} damage to {who:who}", rule="120.3", runs="explorer.rules.damage")
def _deal_damage(scope: Scope, n: Amount, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def deal(ctx: Ctx) -> Steps:
        for target in find(ctx):
            yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), target,
                                     n.of(ctx), source=ctx.source)

    return deal


# -- power and toughness (613.4c) ------------------------------------------------------------------
@effect("effect", "{who:who} gets {pt:pt} until end of turn",
        "{who:who} get {pt:pt} until end of turn", "{who:who} each get {pt:pt} until end of turn",
        rule="613.4c", runs="explorer.rules.layers")
def _pump(scope: Scope, who: Targets | Who, pt: tuple[int, int]) -> Effect:
    find = scope.find(who)

    def pump(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            layers.until_end_of_turn(ctx.game, obj, ctx.source_name, ctx.controller,
                                     power=pt[0], toughness=pt[1])
        yield from ()

    return pump


# -- cards and life (121, 119) ---------------------------------------------------------------------
@effect("effect", "draw {n:amount} card", "draw {n:amount} cards", "draw an additional card",
        "draw {n:amount} additional cards", rule="121.1", runs="explorer.rules.zones")
def _draw(scope: Scope, n: Amount | None = None) -> Effect:
    """("An additional card": one more than the draw step's, 504.1 — a draw like any other.)"""
    count = n or Amount(1)

    def draw(ctx: Ctx) -> Steps:
        yield from zones.draw(ctx.game, ctx.controller, count.of(ctx))
        yield from ()

    return draw


@effect("effect", "draw that many cards", rule="121.1", runs="explorer.rules.zones")
def _draw_that_many(scope: Scope) -> Effect:
    """Xyris: "you and that player each draw that many cards" — as many as the trigger event's
    amount (the combat damage dealt), each drawn one at a time (121.2)."""
    many = Amount(of_event=True)
    scope.admit(many)

    def draw(ctx: Ctx) -> Steps:
        yield from zones.draw(ctx.game, ctx.controller, many.of(ctx))

    return draw


@effect("effect", "{who:player} draws a card", "{who:player} draw a card",
        "{who:player} draws {n:amount} cards", "{who:player} draw {n:amount} cards",
        "{who:player} draws an additional card", "{who:player} draws {n:amount} additional cards",
        rule="121.1", runs="explorer.rules.zones")
def _player_draws(scope: Scope, who: Targets | Who, n: Amount | None = None) -> Effect:
    """"Target player draws two cards", "Target player draws X cards." (Braingeyser)."""
    find = scope.find(who)
    count = n or Amount(1)

    def draw(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            yield from zones.draw(ctx.game, player, count.of(ctx))
        yield from ()

    return draw


@effect("effect", "draw a card for each {count:count_of}",
        "you draw a card for each {count:count_of}",
        "{who:player} draws a card for each {count:count_of}", rule="121.1",
        runs="explorer.rules.zones")
def _draw_for_each(scope: Scope, count: Callable[[Kernel, Obj], int],
                   who: Targets | Who | None = None) -> Effect:
    """"Draw a card for each creature you control with a +1/+1 counter on it": counted once, as
    it resolves (608.2h)."""
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])

    def draw(ctx: Ctx) -> Steps:
        n = counted(count, ctx)
        for player in _players(ctx, find):
            yield from zones.draw(ctx.game, player, n)
        yield from ()

    return draw


@effect("effect", "{who:player} loses {n:number} life for each {count:count_of}",
        rule="119.3", runs="explorer.rules.life")
def _loses_for_each(scope: Scope, who: Targets | Who, n: int,
                    count: Callable[[Kernel, Obj], int]) -> Effect:
    """"each opponent loses 1 life for each creature you control": counted once, as it
    resolves (608.2h)."""
    find = scope.find(who)

    def lose(ctx: Ctx) -> Steps:
        amount = n * counted(count, ctx)
        for player in _players(ctx, find):
            life.change_life(ctx.game, player, -amount, ctx.source_name, rule="119.3")
        yield from ()

    return lose


@effect("effect", "you gain {n:number} life for each {count:count_of}", rule="119.3",
        runs="explorer.rules.life")
def _gain_for_each(scope: Scope, n: int, count: Callable[[Kernel, Obj], int]) -> Effect:
    def gain(ctx: Ctx) -> Steps:
        total = n * counted(count, ctx)
        life.change_life(ctx.game, ctx.controller, total, ctx.source_name, rule="119.3")
        yield from ()

    return gain


def _life_change(find: Find, n: Amount, sign: int, rule: str) -> Effect:
    def change(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            life.change_life(ctx.game, player, sign * n.of(ctx), ctx.source_name, rule=rule)
        yield from ()

    return change


@effect("effect", "you gain {n:amount} life", "gain {n:amount} life", rule="119.3",
        runs="explorer.rules.life")
def _you_gain(scope: Scope, n: Amount) -> Effect:
    """(The bare verb is the controller's after "you may" or "and": "you may gain 1 life".)"""
    return _life_change(lambda ctx: [ctx.controller], n, 1, "119.3")


@effect("effect", "{who:player} gains {n:amount} life", "{who:player} gain {n:amount} life",
        rule="119.3", runs="explorer.rules.life")
def _gain(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    return _life_change(scope.find(who), n, 1, "119.3")


@effect("effect", "{who:player} loses {n:amount} life", "{who:player} lose {n:amount} life",
        "have {who:player} lose {n:amount} life", rule="119.3", runs="explorer.rules.life")
def _lose(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    return _life_change(scope.find(who), n, -1, "119.3")


# -- poison counters given to players (122.1f) --------------------------------------------------
@effect("effect", "{who:player} gets a poison counter", "{who:player} get a poison counter",
        "{who:player} gets {n:amount} poison counters",
        "{who:player} get {n:amount} poison counters", rule="122.1f",
        runs="explorer.rules.damage")
def _poison(scope: Scope, who: Targets | Who, n: Amount | None = None) -> Effect:
    """Ichor Rats: "each player gets a poison counter" — ten or more and a player loses the
    game (704.5c), as state-based actions are next checked."""
    find = scope.find(who)

    def give(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            amount = n.of(ctx) if n is not None else 1
            if amount > 0:
                damage.give_poison(ctx.game, player, amount, ctx.source_name)
        yield from ()

    return give


@effect("effect", "{who:player} loses {n:amount} life and you gain {m:amount} life",
        rule="119.3", runs="explorer.rules.life")
def _drain(scope: Scope, who: Targets | Who, n: Amount, m: Amount) -> Effect:
    lose = _life_change(scope.find(who), n, -1, "119.3")
    gain = _life_change(lambda ctx: [ctx.controller], m, 1, "119.3")
    return _in_order(lose, gain)


@effect("effect", "{who:player} loses {n:amount} life and you gain life equal to the total life "
        "lost this way", "{who:player} loses {n:amount} life and you gain that much life",
        "{who:player} loses {n:amount} life. you gain life equal to the life lost this way",
        "{who:player} loses {n:amount} life. you gain life equal to the total life lost this way",
        rule="119.3", runs="explorer.rules.life")
def _drain_total(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    """Extort (702.101a): "each opponent loses 1 life and you gain life equal to the total life
    lost this way" — the players who lost it, counted (a player who left lost none, 800.4a)."""
    find = scope.find(who)

    def drain(ctx: Ctx) -> Steps:
        lost = 0
        for player in _players(ctx, find):
            amount = n.of(ctx)
            if amount:
                life.change_life(ctx.game, player, -amount, ctx.source_name, rule="119.3")
                lost += amount
        if lost:
            life.change_life(ctx.game, ctx.controller, lost, ctx.source_name, rule="119.3")
        yield from ()

    return drain


# -- counters (122) ------------------------------------------------------------------------------
@effect("effect", "put {n:amount} {counter:counter} counter on {who:who}",
        "put {n:amount} {counter:counter} counters on {who:who}",
        "put {n:amount} {counter:counter} counter on each of {who:who}",
        rule="122.6", runs="explorer.rules.counters")
def _put_counters(scope: Scope, n: Amount, counter: str, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            yield from counters.put_counters(ctx.game, obj, counter, n.of(ctx), ctx.source_name)

    return put


@effect("effect", "put {n:amount} {counter:counter} counter on {first:who} and {m:amount} "
        "{other:counter} counter on {second:who}", rule="122.6", runs="explorer.rules.counters")
def _put_counters_on_two(scope: Scope, n: Amount, counter: str, first: Targets | Who,
                         m: Amount, other: str, second: Targets | Who) -> Effect:
    """X-23, Deadly Weapon: "put a +1/+1 counter on that creature and a +1/+1 counter on ~" —
    the first, then the second (each its own counters, 122.6)."""
    one, two = scope.find(first), scope.find(second)

    def put(ctx: Ctx) -> Steps:
        for find, amount, named in ((one, n, counter), (two, m, other)):
            for obj in objects_of(ctx, find):
                yield from counters.put_counters(ctx.game, obj, named, amount.of(ctx),
                                                 ctx.source_name)

    return put


@effect("effect", "remove all counters from {who:who}", rule="122.1",
        runs="explorer.rules.counters")
def _remove_all_counters(scope: Scope, who: Targets | Who) -> Effect:
    """Vampire Hexmage: "Remove all counters from target permanent." — every kind, +1/+1,
    loyalty and the rest, each removal an event; none is put on or moved (122.1)."""
    find = scope.find(who)

    def remove(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            for counter, n in sorted(obj.counters.items()):
                counters.remove_counters(ctx.game, obj, counter, n, ctx.source_name)
        yield from ()

    return remove


@effect("effect", "remove a {counter:counter} counter from {who:who}",
        "remove an {counter:counter} counter from {who:who}",
        "remove {n:amount} {counter:counter} counters from {who:who}", rule="122.1",
        runs="explorer.rules.counters")
def _remove_counters(scope: Scope, counter: str, who: Targets | Who, n: Amount | None = None
                     ) -> Effect:
    """Land Cap: "At the beginning of your upkeep, remove a depletion counter from this land."
    — as many as it has, up to N (an instruction that can't be followed fully does what it
    can, 609.3)."""
    find = scope.find(who)

    amount = n or Amount(1)

    def remove(ctx: Ctx) -> Steps:
        found = objects_of(ctx, find)
        source = ctx.source
        if not found and isinstance(who, Who) and who.text == "~" and source is not None \
                and source.zone == "exile":  # Greater Gargadon's, from exile (702.62b)
            found = [c for c in ctx.game.state.player(source.owner).exile if c is source]
        for obj in found:
            counters.remove_counters(ctx.game, obj, counter, amount.of(ctx), ctx.source_name)
        yield from ()

    return remove


@effect("effect", "remove a {counter:counter} counter from ~. if you can't, sacrifice ~",
        "remove a {counter:counter} counter from ~. if you can't, sacrifice it", rule="122.1",
        runs="explorer.rules.counters")
def _remove_or_sacrifice(scope: Scope, counter: str) -> Effect:
    """Fading's "At the beginning of your upkeep, remove a fade counter from it. If you can't,
    sacrifice it." (702.32a): with none left to remove, the sacrifice (701.21a)."""

    def run(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None or ctx.game.state.find(this.oid) is None:
            return
        if not counters.remove_counters(ctx.game, this, counter, 1, ctx.source_name):
            keyword_actions.sacrifice(ctx.game, this)
        yield from ()

    return run


@effect("effect", "earthbend {n:amount}", rule="701.66a", runs="explorer.rules.earthbend")
def _earthbend(scope: Scope, n: Amount) -> Effect:
    """"Earthbend 2.": target land you control becomes a 0/0 creature with haste that's still
    a land, gets two +1/+1 counters, and returns to the battlefield tapped when it dies or is
    exiled (701.66a). Each "earthbend" targets a land of its own."""
    from .phrases import read_who

    find = scope.find(read_who("target land you control"))

    def bend(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            yield from earthbend.earthbend(ctx.game, obj, n.of(ctx), ctx.controller,
                                           ctx.source_name)

    return bend


@effect("effect", "distribute {n:number} {counter:counter} counters among {who:who}",
        rule="601.2d", runs="explorer.rules.counters")
def _distribute(scope: Scope, n: int, counter: str, who: Targets | Who) -> Effect:
    if not isinstance(who, Targets):
        raise NoMatch("distribute among targets only")
    most = min(who.count, n)
    scope.distribute = (n, most, who.spec)
    first = 0
    if scope.is_spell:  # a spell announces its targets as it is cast (601.2c), then divides
        first = len(scope.targets)  # (601.2d); a triggered ability chooses both together
        optional = dataclasses.replace(who.spec, optional=True)
        scope.targets.extend(who.spec if k < who.required else optional for k in range(most))

    def put(ctx: Ctx) -> Steps:
        for target, amount in zip(ctx.targets[first:], ctx.amounts[first:], strict=False):
            obj = ctx.game.state.find(target) if isinstance(target, int) else None
            if obj is not None:
                yield from counters.put_counters(ctx.game, obj, counter, amount, ctx.source_name)

    return put


table("among_targets", {"one or two targets": 2, "one, two, or three targets": 3,
                        "one, two, three, or four targets": 4})


@effect("effect", "~ deals {n:number} damage divided as you choose among {most:among_targets}",
        "~ deals {n:number} damage divided as you choose among any number of targets",
        rule="601.2d", runs="explorer.rules.damage")
def _divided_damage(scope: Scope, n: int, most: int | None = None) -> Effect:
    """Arc Lightning, Forked Bolt: the targets and how the damage is divided are announced as
    the spell is cast (601.2d), each target getting at least 1 — so "any number of targets"
    (Magma Opus) is at most one per point of damage. A target that is illegal as it resolves
    gets none, and the rest keep their shares (608.2b)."""
    most = n if most is None else most
    from .phrases import read_who

    who = read_who("any target")
    assert isinstance(who, Targets)
    spec = dataclasses.replace(who.spec, optional=True)
    scope.distribute = (n, min(most, n), spec)
    first = len(scope.targets)
    scope.targets.extend([who.spec] + [spec] * (min(most, n) - 1))

    def deal(ctx: Ctx) -> Steps:
        shares = zip(ctx.targets[first:], ctx.amounts[first:], strict=False)
        for target, amount in list(shares):
            if target is not None and amount > 0:
                yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), target,
                                         amount, source=ctx.source)

    return deal


@effect("effect", "put its counters on {who:who}", "put ~'s counters on {who:who}",
        rule="122.6", runs="explorer.rules.counters")
def _put_its_counters(scope: Scope, who: Targets | Who) -> Effect:
    """Star Pupil: "When this creature dies, put its counters on target creature you control."
    — as many of each kind as it had as it last existed on the battlefield (603.10a), put on
    the target (122.6)."""
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        had = dict(ctx.source.counters) if ctx.source is not None else {}
        for obj in objects_of(ctx, find):
            for kind_of, n in sorted(had.items()):
                if n > 0:
                    yield from counters.put_counters(ctx.game, obj, kind_of, n, ctx.source_name)

    return put


@effect("effect", "double the number of {counter:counter} counters on {who:who}",
        rule="701.10e", runs="explorer.rules.counters")
def _double_counters(scope: Scope, counter: str, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def double(ctx: Ctx) -> Steps:
        # 701.10e: doubling puts that many more on, so counter replacement effects apply.
        for obj in objects_of(ctx, find):
            n = obj.counters.get(counter, 0)
            if n:
                yield from counters.put_counters(ctx.game, obj, counter, n, ctx.source_name,
                                                 rule="701.10e")

    return double


# -- keyword actions (701) -------------------------------------------------------------------------
@effect("effect", "destroy {who:who}", rule="701.8", runs="explorer.rules.keyword_actions")
def _destroy(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def destroy(ctx: Ctx) -> Steps:
        with ctx.game.simultaneously():  # "destroy all creatures": at once (603.10a)
            for obj in objects_of(ctx, find):
                keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name)
        yield from ()

    return destroy


@effect("effect", "exile {who:who}", rule="701.13", runs="explorer.rules.keyword_actions")
def _exile(scope: Scope, who: Targets | Who) -> Effect:
    """A permanent, or a card in a graveyard ("Exile target card from a graveyard.")."""
    find = scope.find(who)
    from_graveyard = isinstance(who, Targets) and who.spec.zone == "graveyard"
    scope.last = _Exiled(find)  # "…, then return that card": the card in exile (400.7j)

    def exile(ctx: Ctx) -> Steps:
        if (isinstance(who, Who) and who.text == "~" and ctx.source is not None
                and ctx.source.zone == "stack"):
            # A spell's "Exile ~." (Yawgmoth's Vile Offering): as the last part of its
            # resolution it goes to exile instead of its owner's graveyard (608.2n).
            ctx.source.choices = {**ctx.source.choices, "exile_as_it_resolves": True}
            return
        found = _graveyard_cards(ctx, find) if from_graveyard else objects_of(ctx, find)
        if not found and _is_self(who):  # "When ~ dies, exile it": the card it became (400.7e)
            found = [b] if (b := zones.became(ctx.game, ctx.event, ctx.source)) else []
        _exile_all(ctx, found)
        yield from ()

    return exile


def _exile_all(ctx: Ctx, found: list[Obj]) -> None:
    """Exile ``found`` at once (701.13), keeping the cards they became in ``choices`` for a
    later "return it/them" (``_Exiled``) and, where ~ has a linked ability ("return the
    exiled card", "each card exiled with ~"), marking them as exiled with ~ (607.2a)."""
    linked = ctx.source is not None and ctx.source.card.returns_exiled
    exiled: list[int] = []
    with ctx.game.simultaneously():
        for obj in found:
            if obj.zone == "stack" and copies.is_copy(obj):  # a copy of a spell goes
                stack_rules.remove_copy(ctx.game, obj)  # nowhere (707.10a)
                continue
            card = keyword_actions.exile(ctx.game, obj, "701.13")
            exiled.append(card.oid)
            if linked and ctx.source is not None:
                card.exiled_by = ctx.source.oid  # for its "return the exiled card"
    ctx.choices["exiled"] = tuple(exiled)


class _Exiled:
    """What "it", "that card", "them" and "those cards" name after an instruction that exiled
    objects. For an instruction that returns them to the battlefield: the cards that
    instruction put into exile (kept in the ``choices`` of the spell or ability) — found there
    by the rest of the same effect (400.7j: "Exile target creature you control, then return
    that card to the battlefield …") or by a delayed ability the effect makes, which keeps them
    as it is made (603.7c: "Return it … at the beginning of the next end step."). A card that
    left exile since is a new object neither finds (400.7). For anything else ("its
    controller", "its power") they mean what they named before: the permanent, as it last
    existed (608.2h)."""

    def __init__(self, before: Find | None, key: str = "exiled") -> None:
        self.before, self.key = before, key
        self.returned = False  # a "return it" read it (a delayed ability reads only that)

    def __call__(self, ctx: Ctx) -> list[Target]:
        return self.before(ctx) if self.before is not None else []

    def cards(self, ctx: Ctx) -> list[Obj]:
        """The exiled cards still in exile, in the order they were exiled."""
        exile = {c.oid: c for p in ctx.game.state.players for c in p.exile}
        return [exile[oid] for oid in ctx.choices.get(self.key, ()) if oid in exile]

    @staticmethod
    def made(ctx: Ctx) -> tuple[int, ...]:
        return tuple(ctx.choices.get("exiled", ()))


def _exiled_referent(scope: Scope, who: Targets | Who) -> _Exiled | None:
    """``who`` is "it"/"that card"/"them"/"those cards" after an instruction that exiled
    them: the cards in exile (``_Exiled``)."""
    from .scope import REFERENTS

    if isinstance(scope.last, _Exiled) and isinstance(who, Who) and who.text in REFERENTS:
        scope.last.returned = True
        return scope.last
    return None


def _return_exiled(exiled: _Exiled, *, tapped: bool = False, counter: str | None = None,
                   owners: bool = False) -> Effect:
    """The exiled cards return to the battlefield at once — new objects (400.7): summoning
    sick, without their counters, damage or Auras, their enter abilities triggering — under
    their owner's control ("under its owner's control") or the ability's controller's
    ("under your control"), tapped or with a counter if it says so (614.1c). A token that
    was exiled stays there and ceases to exist (111.8)."""
    # the same effect finds them (400.7j); a delayed ability, the object it refers to (603.7c)
    rule = "603.7c" if exiled.key == "created" else "400.7j"

    def back(ctx: Ctx) -> Steps:
        returned: list[int] = []
        with ctx.game.simultaneously():
            for card in exiled.cards(ctx):
                if card.is_token:
                    ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller,
                                  source=ctx.source_name, target=card.handle, rule="111.8")
                    continue
                entered = yield from zones.enter(ctx.game, card,
                                                 card.owner if owners else ctx.controller,
                                                 rule, tapped=tapped)
                if entered.zone == "battlefield":
                    returned.append(entered.oid)
                if counter is not None and entered.zone == "battlefield":
                    yield from counters.put_counters(ctx.game, entered, counter, 1,
                                                     ctx.source_name, rule="614.1c")
        ctx.choices["created"] = tuple(returned)  # what "it" names after it (``_Created``)

    return back


def _exiled_now(ctx: Ctx) -> list[Target]:
    """The cards the instruction just exiled (``_exile_all``), in exile."""
    return list(ctx.choices.get("exiled", ()))


def _choose_any_number(ctx: Ctx, among: list[Obj], verb: str) -> Steps:
    """The ability's controller chooses any number of ``among`` as it resolves (608.2d; none
    is targeted, 115.1): one answer for each, the default policy's none."""
    chosen: list[Obj] = []
    for obj in among:
        yes, no = f"{verb} {obj.handle}", f"keep {obj.handle}"
        picked = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="option", rule="608.2d",
            prompt=f"{ctx.source_name}: {verb} {obj.name} ({obj.handle})?",
            options=as_options((no, yes)), default=Choose(ctx.controller, option=no),
            accept=one_of((no, yes), "608.2d")), always_ask=True)
        if picked == yes:
            chosen.append(obj)
    return chosen


@effect("effect", "exile any number of {what:objects}", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _exile_any_number(scope: Scope, what: Objects) -> Effect:
    """Another Round: "Exile any number of creatures you control, then return them to the
    battlefield under their owner's control." — chosen as it resolves, not targeted (608.2d),
    exiled at once."""
    scope.last = scope.named = _Exiled(_exiled_now)

    def exile(ctx: Ctx) -> Steps:
        among = what.of(ctx.game, ctx.controller, ctx.source)
        chosen = yield from _choose_any_number(ctx, among, "exile")
        _exile_all(ctx, chosen)

    return exile


@effect("effect", "exile any number of {what:objects} until ~ leaves the battlefield",
        rule="610.3", runs="explorer.rules.until")
def _exile_any_number_until(scope: Scope, what: Objects) -> Effect:
    """Glorious Protector: "… you may exile any number of non-Angel creatures you control until
    this creature leaves the battlefield." — chosen as it resolves (608.2d); they return
    together when ~ leaves (610.3c, 610.3d). If ~ has already left, nothing is chosen or
    exiled (610.3b)."""

    def exile(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None or ctx.game.state.find(this.oid) is None:
            ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                          rule="610.3b" if ctx.event is not None else "610.3a")
            return
        among = what.of(ctx.game, ctx.controller, this)
        chosen = yield from _choose_any_number(ctx, among, "exile")
        with ctx.game.simultaneously():
            for obj in chosen:
                until.exile_until_leaves(ctx.game, obj, this)

    return exile


table("a_graveyard", {"your graveyard": "your", "a graveyard": "a",
                      "an opponent's graveyard": "an opponent's"})


@effect("effect", "exile a card from {whose:a_graveyard}",
        "exile a {what:objects} card from {whose:a_graveyard}",
        "exile an {what:objects} card from {whose:a_graveyard}",
        "exile another {what:objects} card from {whose:a_graveyard}", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _exile_a_card_from_graveyard(scope: Scope, whose: str, what: Objects | None = None
                                 ) -> Effect:
    """Cemetery Protector: "When this creature enters, exile a card from a graveyard." — not
    targeted: the ability's controller chooses the card as it resolves (608.2d), or nothing if
    there is none. "Another … card" is never ~'s own card (Resplendent Marshal's "When this
    creature … dies, you may exile another creature card from your graveyard")."""
    scope.last = scope.named = _Exiled(_exiled_now)
    other = what is not None and what.other

    def exile(ctx: Ctx) -> Steps:
        me = ctx.controller
        players = [p for p in ctx.game.state.players
                   if whose == "a" or (p.name == me) == (whose == "your")]
        among = [c for p in players for c in p.graveyard
                 if (what is None or what.test(ctx.game, me, c))
                 and not (other and ctx.source is not None and c.handle == ctx.source.handle)]
        if not among:
            return
        card = yield from _choose_one(ctx, me, among, "a card to exile", "608.2d")
        _exile_all(ctx, [card])

    return exile


@effect("effect", "return the exiled card to the battlefield under its owner's control",
        "return the exiled cards to the battlefield under their owners' control",
        rule="607.2a", runs="explorer.rules.zones")
def _return_the_exiled(scope: Scope) -> Effect:
    """Oblivion Ring's "When this enchantment leaves the battlefield, return the exiled card to
    the battlefield under its owner's control.": the card its other ability exiled (607.2a,
    linked abilities), if it is still in exile. It left the battlefield first, so this looks
    at it as it last existed there (603.10a)."""
    return _returning_the_exiled(scope, owners=True)


@effect("effect", "return the exiled card to the battlefield under your control",
        "return the exiled cards to the battlefield under your control",
        rule="607.2a", runs="explorer.rules.zones")
def _return_the_exiled_yours(scope: Scope) -> Effect:
    """"… return the exiled card to the battlefield under your control.": under the control
    of the leave ability's controller, whoever owns the card (607.2a)."""
    return _returning_the_exiled(scope, owners=False)


def _returning_the_exiled(scope: Scope, *, owners: bool) -> Effect:
    scope.card_fields["returns_exiled"] = True

    def back(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None:
            return
        state = ctx.game.state
        exiled = [c for p in state.players for c in p.exile if c.exiled_by == this.oid]
        for c in exiled:
            if state.player(c.owner).in_game:
                yield from zones.enter(ctx.game, c, c.owner if owners else ctx.controller,
                                       "607.2a")

    return back


@effect("effect", "put each card exiled with ~ into its owner's hand",
        "put each card exiled with it into its owner's hand",
        "return the exiled card to its owner's hand",
        "return the exiled cards to their owners' hands",
        "return the exiled cards to their owner's hand",
        rule="607.2a", runs="explorer.rules.zones")
def _exiled_to_hand(scope: Scope) -> Effect:
    """"When this creature leaves the battlefield, put each card exiled with it into its
    owner's hand.": the cards its other abilities exiled (607.2a, linked abilities), those
    still in exile — at once."""
    scope.card_fields["returns_exiled"] = True

    def back(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None:
            return
        state = ctx.game.state
        with ctx.game.simultaneously():
            for c in [c for p in state.players for c in p.exile if c.exiled_by == this.oid]:
                zones.move(ctx.game, c, "hand", "607.2a", how="returned")
        yield from ()

    return back


@effect("effect", "tap {who:who}", rule="701.26a", runs="explorer.rules.keyword_actions")
def _tap(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def tap(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            if not obj.tapped:
                keyword_actions.tap(ctx.game, obj, ctx.controller, "701.26a")
        yield from ()

    return tap


@effect("effect", "untap {who:who}", rule="701.26b", runs="explorer.rules.keyword_actions")
def _untap(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def untap(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            if obj.tapped:
                keyword_actions.untap(ctx.game, obj, ctx.controller, "701.26b")
        yield from ()

    return untap


@effect("effect", "{who:player} untaps all {what:objects} they control",
        "{who:player} untaps each {what:objects} they control", rule="701.26b",
        runs="explorer.rules.keyword_actions")
def _player_untaps_theirs(scope: Scope, who: Targets | Who, what: Objects) -> Effect:
    """Early Harvest: "Target player untaps all basic lands they control." — the player
    untaps them, so the untapping is theirs."""
    find = scope.find(who)

    def untap(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            for obj in what.of(ctx.game, player, ctx.source):
                if obj.controller == player and obj.tapped:
                    keyword_actions.untap(ctx.game, obj, player, "701.26b")
        yield from ()

    return untap


@effect("effect", "tap or untap {who:who}", rule="701.26", runs="explorer.rules.keyword_actions")
def _tap_or_untap(scope: Scope, who: Targets | Who) -> Effect:
    """Pestermite's "tap or untap target permanent": which of the two is chosen as it resolves
    (608.2d); the default policy taps an untapped permanent and untaps a tapped one."""
    find = scope.find(who)

    def tap_or_untap(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            choices = ("untap", "tap") if obj.tapped else ("tap", "untap")
            chosen = yield from ctx.game.ask(Decision(
                player=ctx.controller, kind="option", rule="608.2d",
                prompt=f"{ctx.source_name}: tap or untap {obj.name}?",
                options=as_options(choices), default=Choose(ctx.controller, option=choices[0]),
                accept=one_of(choices, "608.2d")), always_ask=True)
            if chosen == "tap" and not obj.tapped:
                keyword_actions.tap(ctx.game, obj, ctx.controller, "701.26a")
            elif chosen == "untap" and obj.tapped:
                keyword_actions.untap(ctx.game, obj, ctx.controller, "701.26b")

    return tap_or_untap


@effect("effect", "sacrifice it", "its controller sacrifices it", rule="701.21a",
        runs="explorer.rules.keyword_actions")
def _sacrifice_it(scope: Scope) -> Effect:
    """"If there are no mining counters on ~, sacrifice it.", evoke's "its controller sacrifices
    it" (702.74a): with nothing else named before it in the ability, "it" is the permanent."""
    if scope.last is not None:
        raise NoMatch("sacrifice it", "'it' may be something named before")
    return sacrifice_this(scope)


@effect("effect", "sacrifice {who:who}", rule="701.21a", runs="explorer.rules.keyword_actions")
def _sacrifice_named(scope: Scope, who: Targets | Who) -> Effect:
    """"Sacrifice them at the beginning of the next end step." (mobilize, 702.181a): the tokens
    an earlier instruction of the ability made. Its controller sacrifices those it still
    controls: a player can sacrifice only permanents they control (701.21a)."""
    from .scope import REFERENTS

    if not isinstance(who, Who) or who.text not in REFERENTS \
            or not isinstance(scope.last, _Created):
        raise NoMatch(f"sacrifice {getattr(who, 'text', who)}", "only sacrificing the tokens "
                                                              "the ability made is read")
    scope.find(who)
    find = _Created.made  # never what was named before, if no token was made

    def sacrifice(ctx: Ctx) -> Steps:
        with ctx.game.simultaneously():
            for obj in objects_of(ctx, find):
                if obj.controller == ctx.controller:
                    keyword_actions.sacrifice(ctx.game, obj)
        yield from ()

    return sacrifice


@effect("effect", "sacrifice ~", rule="701.21a", runs="explorer.rules.keyword_actions")
def sacrifice_this(scope: Scope) -> Effect:
    """"Sacrifice ~": the permanent the ability is of, if it is still on the battlefield."""
    def sacrifice(ctx: Ctx) -> Steps:
        if ctx.source is not None and ctx.game.state.find(ctx.source.oid) is not None:
            keyword_actions.sacrifice(ctx.game, ctx.source)
        yield from ()

    return sacrifice


def _choose_one(ctx: Ctx, player: str, among: list[Obj], what: str, rule: str) -> Steps:
    """``player`` chooses one of ``among`` as the effect resolves (608.2d)."""
    handles = tuple(o.handle for o in among)
    chosen = yield from ctx.game.ask(Decision(
        player=player, kind="option", rule=rule,
        prompt=f"{ctx.source_name}: choose {what}", options=as_options(handles),
        default=Choose(player, option=handles[0]), accept=one_of(handles, rule)))
    return among[handles.index(chosen)]


@effect("effect", "{who:player} loses {n:number} life unless they discard a card",
        "{who:player} loses {n:number} life unless they discard {k:number} cards",
        "{who:player} loses {n:number} life unless that player discards a card", rule="603.5",
        runs="explorer.rules.life")
def _lose_unless_discard(scope: Scope, who: Targets | Who, n: int, k: int = 1) -> Effect:
    """Court of Ambition: each of those players chooses, in turn order (101.4), to discard or
    to lose the life; one with fewer than ``k`` cards in hand can only lose it."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        for player in _players(ctx, find):
            able = len(game.state.player(player).hand) >= k
            lose, keep = f"lose {n} life", f"discard {k} card{'s' if k > 1 else ''}"
            options = (lose, keep) if able else (lose,)
            chosen = yield from game.ask(Decision(
                player=player, kind="option", rule="603.5",
                prompt=f"{ctx.source_name}: {keep}, or {lose}", options=as_options(options),
                default=Choose(player, option=options[-1]), accept=one_of(options, "603.5")),
                always_ask=able)
            if chosen == lose:
                life.change_life(game, player, -n, ctx.source_name, rule="119.3")
                continue
            cards = yield from zones.choose_discards(game, player, k, "603.5",
                                                     f"{ctx.source_name}: discard {k}")
            for card in cards:
                zones.discard(game, card, "701.9a")

    return run


@effect("effect", "you may put a {what:objects} card from your hand onto the battlefield",
        "you may put an {what:objects} card from your hand onto the battlefield",
        rule="608.2d", runs="explorer.rules.zones")
def _put_from_hand(scope: Scope, what: Objects) -> Effect:
    """"You may put a land card from your hand onto the battlefield." — chosen as it resolves
    (608.2d); putting a land onto the battlefield isn't playing it (305.4), so it uses no land
    drop."""
    return _may_put_from_hand(what, tapped=False)


@effect("effect", "you may put a {what:objects} card from your hand onto the battlefield tapped",
        rule="608.2d", runs="explorer.rules.zones")
def _put_from_hand_tapped(scope: Scope, what: Objects) -> Effect:
    return _may_put_from_hand(what, tapped=True)


def _may_put_from_hand(what: Objects, *, tapped: bool) -> Effect:
    def put(ctx: Ctx) -> Steps:
        hand = [c for c in ctx.game.state.player(ctx.controller).hand
                if what.test(ctx.game, ctx.controller, c)]
        if not hand:
            return
        none = "none"
        options = (*(c.handle for c in hand), none)
        chosen = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="option", rule="608.2d",
            prompt=f"{ctx.source_name}: put a {what.text} card from your hand onto the "
                   "battlefield, or none", options=as_options(options),
            default=Choose(ctx.controller, option=options[0]), accept=one_of(options, "608.2d")),
            always_ask=True)
        if chosen != none:
            yield from zones.enter(ctx.game, hand[options.index(chosen)], ctx.controller,
                                   "608.2d", tapped=tapped)

    return put


@effect("effect", "{who:player} sacrifices a {what:objects}",
        "{who:player} sacrifices a {what:objects} of their choice",
        "{who:player} sacrifices an {what:objects}",
        "{who:player} sacrifice a {what:objects}",
        "{who:player} sacrifices {n:amount} {what:objects}",
        "{who:player} sacrifice {n:amount} {what:objects}",
        rule="701.21a", runs="explorer.rules.keyword_actions")
def _player_sacrifices(scope: Scope, who: Targets | Who, what: Objects, n: Amount | None = None
                       ) -> Effect:
    """"Each player sacrifices two creatures.": each chooses in turn order (101.4), then all
    of them are sacrificed at once (608.2e); fewer than asked means all they have. "Sacrifice
    X lands": the X of the spell (107.3)."""
    find = scope.find(who)
    amount = n or Amount(1)

    def sacrifice(ctx: Ctx) -> Steps:
        n = amount.of(ctx)
        victims: list[Obj] = []
        for player in _players(ctx, find):
            mine = [o for o in what.of(ctx.game, player, ctx.source) if o.controller == player
                    and keyword_actions.can_be_sacrificed(ctx.game, o)]  # 101.2
            while mine and len(mine) > n - sum(v.controller == player for v in victims) > 0:
                victim = yield from _choose_one(ctx, player, mine, f"a {what.text} to sacrifice"
                                                if n == 1 else f"one of the {n} {what.text} "
                                                f"to sacrifice", "701.21a")
                victims.append(victim)
                mine.remove(victim)
            if len(mine) <= n - sum(v.controller == player for v in victims):
                victims += mine  # no choice left: all the rest
        with ctx.game.simultaneously():
            for victim in victims:
                if ctx.game.state.find(victim.oid) is not None:  # its controller may have left
                    keyword_actions.sacrifice(ctx.game, victim)
        # What "the sacrificed creature" and "sacrificed this way" name later in the ability,
        # as they last existed (608.2h).
        ctx.choices["sacrificed"] = (*ctx.choices.get("sacrificed", ()),
                                     *(v.oid for v in victims))

    return sacrifice


@effect("effect", "{who:player} exiles a {what:objects} they control",
        "{who:player} exiles an {what:objects} they control", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _player_exiles_own(scope: Scope, who: Targets | Who, what: Objects) -> Effect:
    """Early Winter: "Target opponent exiles an enchantment they control." — the player
    chooses which (608.2d); several players choose in turn order (101.4), then all are exiled
    at once, as with sacrificing."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        chosen: list[Obj] = []
        for player in _players(ctx, find):
            mine = [o for o in what.of(ctx.game, player, ctx.source) if o.controller == player]
            if mine:
                chosen.append((yield from _choose_one(ctx, player, mine,
                                                      f"a {what.text} to exile", "701.13")))
        with ctx.game.simultaneously():
            for obj in chosen:
                if ctx.game.state.find(obj.oid) is not None:
                    keyword_actions.exile(ctx.game, obj, "701.13")

    return run


@effect("effect", "{who:player} exiles a card from their hand", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _player_exiles_from_hand(scope: Scope, who: Targets | Who) -> Effect:
    """Yarok's Fenlurker: "each opponent exiles a card from their hand" — each chooses one of
    their own cards, in turn order (101.4); a player with an empty hand exiles nothing."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in [p.name for p in ctx.game.state.apnap() if p.name in _players(ctx, find)]:
            hand = list(ctx.game.state.player(player).hand)
            if hand:
                card = yield from _choose_one(ctx, player, hand, "a card from your hand to exile",
                                              "701.13")
                keyword_actions.exile(ctx.game, card, "701.13")

    return run


@effect("effect", "sacrifice another {what:objects}", rule="701.21a",
        runs="explorer.rules.keyword_actions")
def _you_sacrifice_another(scope: Scope, what: Objects) -> Effect:
    """"Whenever you attack, you may sacrifice another creature.": not the source itself
    (read before "sacrifice {n} …", whose "another" would be a number)."""
    return _you_sacrifice(scope, dataclasses.replace(what, other=True))


@effect("effect", "sacrifice a {what:objects}", "sacrifice an {what:objects}",
        "sacrifice {n:amount} {what:objects}", rule="701.21a",
        runs="explorer.rules.keyword_actions")
def _you_sacrifice(scope: Scope, what: Objects, n: Amount | None = None) -> Effect:
    """Lotus Field's "When this land enters, sacrifice two lands.": its controller chooses."""
    return _player_sacrifices(scope, Who("you", lambda ctx: [ctx.controller]), what, n)


@effect("effect", "return a {what:objects} to its owner's hand",
        "return an {what:objects} to its owner's hand", rule="608.2d",
        runs="explorer.rules.zones")
def _return_one_to_hand(scope: Scope, what: Objects) -> Effect:
    """"return a land you control to its owner's hand": chosen on resolution, not targeted."""

    def bounce(ctx: Ctx) -> Steps:
        among = what.of(ctx.game, ctx.controller, ctx.source)
        if not among:
            return
        chosen = yield from _choose_one(ctx, ctx.controller, among, f"a {what.text} to return",
                                        "608.2d")
        zones.move(ctx.game, chosen, "hand", "608.2d", how="returned")

    return bounce


@effect("effect", "you may put ~ onto the battlefield", "you may put it onto the battlefield",
        rule="400.7e", runs="explorer.rules.zones")
def _may_put_self_onto_battlefield(scope: Scope) -> Effect:
    """Narcomoeba: "When this creature is put into your graveyard from your library, you may put
    it onto the battlefield." — the card in the graveyard, if it is still there (400.7e: the
    ability finds it in the zone it moved to), under its owner's control. Only read where the
    ability's source is that card: an ability that triggers from the graveyard."""
    if not scope.in_graveyard:
        raise NoMatch("you may put it onto the battlefield",
                      "'it' here is a card in a graveyard only for an ability that works there")

    def run(ctx: Ctx) -> Steps:
        card = zones.became(ctx.game, ctx.event, ctx.source)  # found where it went (400.7e)
        if card is None or card.zone != "graveyard":
            return  # it left the graveyard: not found
        if (yield from yes_or_no(ctx, ctx.controller, f"{ctx.source_name}: put it onto the "
                                 "battlefield?", "put it onto the battlefield", "leave it",
                                 "603.5")):
            yield from zones.enter(ctx.game, card, card.owner, "400.7e")

    return run


@effect("effect", "return another {what:objects} to its owner's hand", rule="608.2d",
        runs="explorer.rules.zones")
def _return_another_to_hand(scope: Scope, what: Objects) -> Effect:
    """Yarok's Wavecrasher: "When this creature enters, return another creature you control to
    its owner's hand." — chosen as it resolves, not targeted; never this permanent itself. If
    there is no other, nothing is returned."""
    return _return_one_to_hand(scope, dataclasses.replace(what, other=True))


@effect("effect", "return {who:who} to its owner's hand", "return {who:who} to their owners' hands",
        "return {who:who} to your hand", rule="400.7", runs="explorer.rules.zones")
def _return_to_hand(scope: Scope, who: Targets | Who) -> Effect:
    moved = _is_moved(scope, who)
    find = scope.find_moved(who)
    from_graveyard = moved or isinstance(who, Targets) and who.spec.zone == "graveyard"

    def bounce(ctx: Ctx) -> Steps:
        if (isinstance(who, Who) and who.text == "~" and ctx.source is not None
                and ctx.source.zone == "stack"):  # a spell's own "Return ~ to its owner's
            # hand.": as it finishes resolving, instead of to the graveyard (608.2n)
            ctx.source.choices = {**ctx.source.choices, "goes_as_it_resolves": "hand"}
            return
        found = _graveyard_cards(ctx, find) if from_graveyard else objects_of(ctx, find)
        if not found and _is_self(who):
            found = [b] if (b := zones.became(ctx.game, ctx.event, ctx.source)) else []
        for obj in found:
            zones.move(ctx.game, obj, "hand", "400.7", how="returned")
        yield from ()

    return bounce


def _is_self(who: Targets | Who) -> bool:
    return isinstance(who, Who) and who.text in ("~", "it")


def _is_moved(scope: Scope, who: Targets | Who) -> bool:
    """Does ``who`` name a permanent the trigger event took away — the card it became in a
    graveyard (400.7e), for "return it/that card …"?"""
    from .scope import REFERENTS

    return (isinstance(who, Who) and who.text in REFERENTS and scope.last is None
            and scope.looked_back is not None)


def _graveyard_cards(ctx: Ctx, find: Find) -> list[Obj]:
    found = (in_graveyard(ctx.game, t) for t in find(ctx) if isinstance(t, int))
    return [o for o in found if o is not None]


@effect("effect", "return {who:who} to the battlefield",
        "return {who:who} to the battlefield under your control",
        "put {who:who} onto the battlefield under your control", rule="400.7",
        runs="explorer.rules.zones")
def _return_to_battlefield(scope: Scope, who: Targets | Who) -> Effect:
    """A card from a graveyard enters as a new object (400.7) — under the control of the
    ability's controller ("under your control"; a card of yours either way)."""
    return _reanimate(scope, who, tapped=False)


@effect("effect", "return {who:who} to the battlefield under its owner's control",
        "return {who:who} to the battlefield under their owners' control",
        "return {who:who} to the battlefield under their owner's control", rule="400.7",
        runs="explorer.rules.zones")
def _return_to_battlefield_owners(scope: Scope, who: Targets | Who) -> Effect:
    """"When this creature dies, return it to the battlefield under its owner's control."
    (400.7e)"""
    return _reanimate(scope, who, tapped=False, owners=True)


@effect("effect", "return {who:who} to the battlefield under its owner's control with a "
        "{counter:counter} counter on it", "return {who:who} to the battlefield under its "
        "owner's control with an {counter:counter} counter on it", rule="400.7",
        runs="explorer.rules.zones")
def _return_to_owner_with_counter(scope: Scope, who: Targets | Who, counter: str) -> Effect:
    """Valkyrie's Call: "Whenever a nontoken, non-Angel creature you control dies, return that
    card to the battlefield under its owner's control with a +1/+1 counter on it." (400.7e,
    614.1c)"""
    if _is_self(who) and scope.looked_back is None and not isinstance(scope.last, _Exiled):
        raise NoMatch("it", "the source's own return is read by persist's template")
    return _reanimate(scope, who, tapped=False, counter=counter, owners=True)


@effect("effect", "return {who:who} to the battlefield tapped under its owner's control",
        "return {who:who} to the battlefield tapped under their owners' control",
        "return {who:who} to the battlefield under its owner's control tapped", rule="400.7",
        runs="explorer.rules.zones")
def _return_tapped_to_owner(scope: Scope, who: Targets | Who) -> Effect:
    return _reanimate(scope, who, tapped=True, owners=True)


@effect("effect", "return {who:who} to the battlefield tapped",
        "put {who:who} onto the battlefield tapped under your control", rule="400.7",
        runs="explorer.rules.zones")
def _return_to_battlefield_tapped(scope: Scope, who: Targets | Who) -> Effect:
    return _reanimate(scope, who, tapped=True)


@effect("effect", "return {who:who} to the battlefield with a {counter:counter} counter on it",
        "return {who:who} to the battlefield with an {counter:counter} counter on it",
        "return {who:who} to the battlefield under your control with a {counter:counter} "
        "counter on it", rule="400.7", runs="explorer.rules.zones")
def _return_to_battlefield_with_counter(scope: Scope, who: Targets | Who,
                                        counter: str) -> Effect:
    """Unbreakable Bond: "Return target creature card from your graveyard to the battlefield
    with a lifelink counter on it." — a new object (400.7) that enters with the counter
    (614.1c, 122.6: counter replacement effects apply)."""
    return _reanimate(scope, who, tapped=False, counter=counter)


def _reanimate(scope: Scope, who: Targets | Who, *, tapped: bool,
               counter: str | None = None, owners: bool = False) -> Effect:
    """A card returned to the battlefield is a new object (400.7); the rest of the effect, and
    a delayed ability it makes, find that permanent (400.7j, 603.7c): after it, "it", "them"
    and "those creatures" name the permanents it put onto the battlefield ("Return target
    creature card from your graveyard to the battlefield. It gains haste. Exile it at the
    beginning of the next end step.")."""
    exiled = _exiled_referent(scope, who)  # "exile …, then return it …" (400.7j)
    if exiled is not None:
        scope.last = scope.named = _Created(exiled)
        return _return_exiled(exiled, tapped=tapped, counter=counter, owners=owners)
    card_referent = isinstance(who, Who) and who.text.endswith(" card")  # "that permanent card"
    moved = _is_moved(scope, who)  # "whenever a creature you control dies, return it …"
    if (not (isinstance(who, Targets) and who.spec.zone == "graveyard") and not card_referent
            and not _is_self(who) and not moved):
        raise NoMatch("returning to the battlefield from elsewhere than a graveyard")
    find = scope.find_moved(who)
    scope.last = scope.named = _Created(find)

    def reanimate(ctx: Ctx) -> Steps:
        if _is_self(who) and not moved:  # "When ~ dies, return it to the battlefield" (400.7e)
            found = [b] if (b := zones.became(ctx.game, ctx.event, ctx.source)) else []
        else:
            found = _graveyard_cards(ctx, find)
        returned: list[int] = []
        for card in found:
            entered = yield from zones.enter(ctx.game, card,
                                             card.owner if owners else ctx.controller, "400.7",
                                             tapped=tapped)
            if entered.zone == "battlefield":
                returned.append(entered.oid)
            if counter is not None and entered.zone == "battlefield":
                yield from counters.put_counters(ctx.game, entered, counter, 1,
                                                 ctx.source_name, rule="614.1c")
        ctx.choices["created"] = tuple(returned)

    return reanimate


@effect("effect", "return it to the battlefield under its owner's control with a "
        "{counter:counter} counter on it", rule="400.7e", runs="explorer.rules.zones")
def _return_with_counter(scope: Scope, counter: str) -> Effect:
    """Persist and undying: the card the permanent became in the graveyard as it died (400.7e)
    returns — a new object — with the counter on it, as it enters (614.1c)."""

    def run(ctx: Ctx) -> Steps:
        card = zones.became(ctx.game, ctx.event, ctx.source)
        if card is None:
            return  # it left the graveyard: a new object the ability can't find (400.7)
        entered = yield from zones.enter(ctx.game, card, card.owner, "400.7e")
        if entered is not None:
            yield from counters.put_counters(ctx.game, entered, counter, 1, ctx.source_name,
                                             rule="614.1c")

    return run


@effect("effect", "counter that spell", rule="701.6a", runs="explorer.rules.stack")
def _counter_that_spell(scope: Scope) -> Effect:
    def counter(ctx: Ctx) -> Steps:
        oid = getattr(ctx.event, "oid", None)
        spell = next((i for i in ctx.game.state.stack if i.card is not None and i.sid == oid),
                     None)
        if spell is not None:
            stack_rules.counter(ctx.game, spell, ctx.source_name)
        yield from ()

    return counter



# -- copying spells (707.10) ----------------------------------------------------------------------
_NEW_TARGET = ". you may choose new targets for the copy"


def _cast_spell(scope: Scope) -> None:
    """"it", "that spell": the spell the trigger event cast (601.2i) — NoMatch elsewhere."""
    if K.SPELL_CAST not in scope.trigger_kinds:
        raise NoMatch("that spell", "'it' names no spell: the ability doesn't trigger on a "
                                    "spell being cast")


@effect("effect", "copy it", "copy that spell", rule="707.10", runs="explorer.rules.copies")
def _copy_that_spell(scope: Scope) -> Effect:
    """Chandra, Hope's Beacon: "Whenever you cast an instant or sorcery spell, copy it." —
    a copy of the spell on the stack (707.10), its targets kept."""
    _cast_spell(scope)

    def copy(ctx: Ctx) -> Steps:
        yield from copies.copy_the_spell(ctx, 1, new_targets=False, rule="707.10")

    return copy


@effect("effect", "copy it" + _NEW_TARGET, "copy that spell" + _NEW_TARGET, rule="707.10c",
        runs="explorer.rules.copies")
def _copy_that_spell_anew(scope: Scope) -> Effect:
    """"Whenever you cast a spell from exile, copy it. You may choose new targets for the
    copy." — its controller keeps the targets or chooses new legal ones (707.10c)."""
    _cast_spell(scope)

    def copy(ctx: Ctx) -> Steps:
        yield from copies.copy_the_spell(ctx, 1, new_targets=True, rule="707.10c")

    return copy


@effect("effect", "copy it for each other spell that was cast before it this turn. you may "
        "choose new targets for the copies", rule="702.40a", runs="explorer.rules.storm")
def _storm(scope: Scope) -> Effect:
    """Storm's words (702.40a): the copies, counted as the spell was cast (``rules.storm``)."""
    _cast_spell(scope)
    return storm.storm


@effect("effect", "copy {who:who}", "copy {who:who}" + _NEW_TARGET, rule="707.10c",
        runs="explorer.rules.copies")
def _copy_target_spell(scope: Scope, who: Targets | Who) -> Effect:
    """Twincast: "Copy target instant or sorcery spell. You may choose new targets for the
    copy." — the copy is controlled by the ability's controller (707.10), put on the stack
    above the spell; "you may choose new targets" is asked whatever the words (the targets
    are kept by default)."""
    spells = _spells(scope, who)

    def copy(ctx: Ctx) -> Steps:
        for item in spells(ctx):
            made = copies.copy_spell(ctx.game, item, ctx.controller, ctx.source_name, "707.10")
            yield from copies.choose_new_targets(ctx.game, made, ctx.source_name)

    return copy



@effect("effect", "exile {who:who}. it becomes plotted", rule="702.170c",
        runs="explorer.rules.plot")
def _exile_plotted(scope: Scope, who: Targets | Who) -> Effect:
    """Aven Interrupter: "exile target spell. It becomes plotted." — the spell leaves the stack
    (it isn't countered) for its owner's exile, where it is plotted (702.170c): they may cast
    it as a sorcery on a later turn without paying its mana cost. A copy of a spell ceases to
    exist instead (707.10a)."""
    spells = _spells(scope, who)

    def exile(ctx: Ctx) -> Steps:
        for item in spells(ctx):
            if item.card is None:
                continue
            if copies.is_copy(item.card):
                stack_rules.remove_copy(ctx.game, item.card)
                continue
            exiled = keyword_actions.exile(ctx.game, item.card, "701.13")
            plot.becomes_plotted(ctx.game, exiled, ctx.source_name)
        yield from ()

    return exile


# -- the monarch (724) ----------------------------------------------------------------------------
@effect("effect", "you win the game", rule="104.2b", runs="explorer.rules.leaving")
def _you_win(scope: Scope) -> Effect:
    """Revel in Riches, Felidar Sovereign: the game ends, its controller the winner (104.1)."""

    def win(ctx: Ctx) -> Steps:
        leaving.win(ctx.game, ctx.controller)
        yield from ()

    return win


@effect("effect", "you become the monarch", rule="724.3", runs="explorer.rules.monarch")
def _become_monarch(scope: Scope) -> Effect:
    def become(ctx: Ctx) -> Steps:
        yield from monarch.become(ctx.game, ctx.controller, ctx.source_name)

    return become


@effect("effect", "{who:player} becomes the monarch", rule="724.3", runs="explorer.rules.monarch")
def _player_becomes_monarch(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def become(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            yield from monarch.become(ctx.game, player, ctx.source_name)

    return become


@effect("effect", "{who:player} can't cast spells this turn", rule="101.2",
        runs="explorer.rules.stack")
def _cant_cast_spells(scope: Scope, who: Targets | Who) -> Effect:
    """Xantid Swarm: "defending player can't cast spells this turn." — for the rest of the turn
    that player casts nothing, from any zone (101.2); abilities are still activated."""
    find = scope.find(who)

    def forbid(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            stack_rules.forbid_casting_this_turn(ctx.game, player, ctx.source_name)
        yield from ()

    return forbid


@effect("effect", "you can't become the monarch this turn", rule="101.2",
        runs="explorer.rules.monarch")
def _cant_become_monarch(scope: Scope) -> Effect:
    """Jared Carthalion, True Heir: for the rest of the turn no instruction — nor the monarch's
    own steal, 724.2 — makes this player the monarch (101.2); the monarch stays who they are."""

    def forbid(ctx: Ctx) -> Steps:
        monarch.forbid_this_turn(ctx.game, ctx.controller, ctx.source_name)
        yield from ()

    return forbid


# -- sequences and conditions (608.2c) -------------------------------------------------------------
def _in_order(*effects: Effect) -> Effect:
    def run(ctx: Ctx) -> Steps:
        for e in effects:
            yield from e(ctx)

    return run


def _when(test: Condition, then: Effect, otherwise: Effect | None = None) -> Effect:
    def run(ctx: Ctx) -> Steps:
        if holds(test, ctx):
            yield from then(ctx)
        elif otherwise is not None:
            yield from otherwise(ctx)

    return run


GRAMMAR.kind("effect", "effect")


def unless_then(test: Condition, instead: Effect, otherwise: Effect) -> Effect:
    """``instead`` when ``test`` holds as it resolves, else ``otherwise`` (608.2c: "… instead
    if …")."""
    return _when(test, instead, otherwise)


@effect("instead", "if {test:condition}, {then:effect} instead",
        "{then:effect} instead if {test:condition}", "if {test:condition}, instead {then:effect}",
        rule="608.2c",
        runs="explorer.oracle.effects")
def _instead(scope: Scope, test: Condition, then: Effect) -> tuple[Condition, Effect]:
    return test, then


@effect("effect", "{process:effect}. then repeat this process {n:amount} more times",
        "{process:effect}. then repeat this process once more",
        rule="608.2c", runs="explorer.oracle.effects")
def _repeat_process(scope: Scope, process: Effect, n: Amount | None = None) -> Effect:
    """Another Round: "Exile any number of creatures you control, then return them to the
    battlefield under their owner's control. Then repeat this process X more times." — the
    instructions before it followed again, each time anew (its choices made again, on what is
    there then: the returned creatures are new objects, 400.7), X more times in all."""
    more = n or Amount(1)

    def run(ctx: Ctx) -> Steps:
        for _ in range(1 + max(0, more.of(ctx))):
            yield from process(ctx)

    return run


@effect("effect", "then if {test:condition}, {then:effect}", "if {test:condition}, {then:effect}",
        rule="608.2c", runs="explorer.oracle.effects")
def _if(scope: Scope, test: Condition, then: Effect) -> Effect:
    return _when(test, then)


@effect("effect", "{first:effect}, then {second:effect}", "{first:effect} and {second:effect}",
        rule="608.2c", runs="explorer.oracle.effects")
def _then(scope: Scope, first: Effect, second: Effect) -> Effect:
    return _in_order(first, second)


@effect("effect", "then {then:effect}", rule="608.2c", runs="explorer.oracle.effects")
def _then_sentence(scope: Scope, then: Effect) -> Effect:
    """Caldera Pyremaw: "… put a +1/+1 counter on this creature. Then this creature deals
    damage equal to its power to target opponent." — the sentences are followed in order
    anyway (608.2c); "then" says only that."""
    return then


def each_their_own(players: Find, said: Effect) -> Effect:
    """The instruction followed by each of the players in turn, starting with the active
    player (101.4), as if each said it: "you" and "your" in it are that player."""

    def run(ctx: Ctx) -> Steps:
        found = set(_players(ctx, players))
        for player in [p.name for p in ctx.game.state.apnap() if p.name in found]:
            yield from said(dataclasses.replace(ctx, controller=player))

    return run


def in_order(*effects: Effect) -> Effect:
    """The effects of an ability's sentences, one after another (608.2c)."""
    return effects[0] if len(effects) == 1 else _in_order(*effects)


def reflexive(first: Effect, ability: TriggeredAbility) -> Effect:
    """"Sacrifice it. When you do, search …": a reflexive triggered ability (603.12). It
    triggers if the instruction before it was followed — something happened besides a
    decision ("you may" declined does nothing) — and goes on the stack the next time a player
    would receive priority, its targets chosen then (603.12a, 603.3d)."""

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        mark = len(game.log)
        yield from first(ctx)
        if not any(e.event is not K.DECISION_MADE for e in game.log[mark:]):
            return
        seq = game.emit(K.ABILITY_TRIGGERED, player=ctx.controller, source=ctx.source_name,
                        rule="603.12", ability=ability.text, cause=ctx.cause).seq
        source = ctx.source
        # The event the ability it is part of triggered on goes with it: Halana's "When you
        # do, that creature deals damage …" means the creature that entered.
        game.state.pending_triggers.append(PendingTrigger(
            ability, ctx.controller, ctx.source_name, source.oid if source else None,
            ctx.event, seq, lki=source))

    return run


# -- attaching (701.3) -----------------------------------------------------------------------------
@effect("effect", "attach ~ to {host:who}", "attach it to {host:who}", rule="701.3a",
        runs="explorer.rules.attachments")
def _attach(scope: Scope, host: Targets | Who) -> Effect:
    """An Equipment's own "When this Equipment enters, attach it to target creature you
    control." or "create a 1/1 … token, then attach this Equipment to it" — the Equipment
    moves onto that creature (701.3a), or stays where it is if it can't equip it (701.3b)."""
    if "Equipment" not in scope.type_line.split():
        raise NoMatch("attach", "only an Equipment attaching itself is read")
    find = scope.find(host)

    def attach(ctx: Ctx) -> Steps:
        equipment = ctx.source
        if equipment is None or ctx.game.state.find(equipment.oid) is not equipment:
            return  # it has left the battlefield: nothing to attach (400.7)
        for host in objects_of(ctx, find)[:1]:
            attachments.attach(ctx.game, equipment, host, ctx.controller)
        yield from ()

    return attach


# -- tokens (111, 701.7) ---------------------------------------------------------------------------
@effect("effect", "create {n:amount} {token:token}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create(scope: Scope, n: Amount, token: Token) -> Effect:
    scope.tokens.append(token)
    scope.last = _Created(scope.last)  # "… token, then attach ~ to it": "it" is the token

    def create(ctx: Ctx) -> Steps:
        made = yield from keyword_actions.create_tokens(
            ctx.game, _token_name(ctx, token), ctx.controller, n.of(ctx))
        ctx.choices["created"] = tuple(o.oid for o in made)

    return create


class _Created:
    """What "it" and "them" name after an instruction that makes tokens or returns cards to the
    battlefield: the permanents it put there (in the spell's or ability's ``choices``, 400.7j)
    — or, where that instruction didn't happen, what they named before it: Court of
    Vantress's "If you're the monarch, you may create a token that's a copy of it. If you're
    not the monarch, you may have this enchantment become a copy of it, …" — the second "it"
    is the target when no token was made."""

    def __init__(self, before: Find | None) -> None:
        self.before = before

    def __call__(self, ctx: Ctx) -> list[Target]:
        if "created" in ctx.choices:
            return self.made(ctx)
        return self.before(ctx) if self.before is not None else []

    @staticmethod
    def made(ctx: Ctx) -> list[Target]:
        """Only the permanents made or returned: what a delayed ability or a sacrifice "of
        them" is about."""
        return list(ctx.choices.get("created", ()))



@effect("effect", "create {n:amount} {token:token}. it has {quoted:quoted}",
        "create {n:amount} {token:token}. they have {quoted:quoted}",
        "create {n:amount} {token:token}. they each have {quoted:quoted}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_then_has(scope: Scope, n: Amount, token: Token, quoted: list[str]) -> Effect:
    """Dance with Devils: "Create two 1/1 red Devil creature tokens. They have "When this token
    dies, it deals 1 damage to any target."" — the abilities are the tokens' own, as if made
    'with' them."""
    return _create(scope, n, with_abilities(token, quoted))


@effect("effect", "create a {first:token} and a {second:token}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_two(scope: Scope, first: Token, second: Token) -> Effect:
    """Wurmcoil Engine: "create a 3/3 … token with deathtouch and a 3/3 … token with
    lifelink" — two tokens, created one after the other as the text says."""
    scope.tokens += [first, second]  # (both "Phyrexian Wurm Token": the pool tells them apart)

    def create(ctx: Ctx) -> Steps:
        for token in (first, second):
            yield from keyword_actions.create_tokens(
                ctx.game, _token_name(ctx, token), ctx.controller, 1)

    return create


@effect("effect", "create a {token:token} that's tapped and attacking",
        "create {n:amount} {token:token} that are tapped and attacking",
        "create a tapped and attacking {token:token}",
        "create {n:amount} tapped and attacking {token:token}", rule="508.4",
        runs="explorer.rules.combat")
def _create_attacking(scope: Scope, token: Token, n: Amount | None = None) -> Effect:
    """"Whenever ~ attacks, create a 1/1 white Soldier creature token that's tapped and
    attacking.": put onto the battlefield attacking (508.4) — never declared as an attacker, so
    nothing that triggers on attacking sees it (508.3a). It attacks the player ~ attacks; out
    of combat it is only tapped."""
    scope.tokens.append(token)
    scope.last = _Created(scope.last)  # "Sacrifice it …" after it: the token, not the attacker
    count = n or Amount(1)

    def create(ctx: Ctx) -> Steps:
        game = ctx.game
        made = yield from keyword_actions.create_tokens(
            game, _token_name(ctx, token), ctx.controller, count.of(ctx), tapped=True)
        ctx.choices["created"] = tuple(o.oid for o in made)
        combat = game.state.combat
        if combat is None:
            return
        source = ctx.source.oid if ctx.source is not None else None
        defender = combat.attackers.get(source) if source is not None else None
        opponents = tuple(p.name for p in game.state.opponents(ctx.controller))
        if defender is None and len(opponents) > 1:  # its controller chooses (508.4)
            defender = yield from game.ask(Decision(
                player=ctx.controller, kind="option", rule="508.4",
                prompt=f"{ctx.source_name}: which player do the tokens attack?",
                options=as_options(opponents), default=Choose(ctx.controller,
                                                              option=opponents[0]),
                accept=one_of(opponents, "508.4")), always_ask=True)
        elif defender is None:
            defender = opponents[0] if opponents else None
        for obj in made or ():
            if defender is not None and game.state.find(obj.oid) is not None:
                combat.attackers[obj.oid] = defender
                game.emit(K.ENTERED_ATTACKING, player=ctx.controller, source=obj.name,
                          target=defender, rule="508.4", permanent=obj.handle)

    return create


@effect("effect", "put ~ onto the battlefield from your hand tapped and attacking",
        rule="702.49c", runs="explorer.rules.combat")
def _put_self_attacking(scope: Scope) -> Effect:
    """Ninjutsu (702.49a): "Put this card onto the battlefield from your hand tapped and
    attacking." — attacking the player or planeswalker the creature returned to pay for it
    attacked (702.49c),
    never declared as an attacker (508.3a, 508.4: nothing that triggers on attacking sees it)
    and, blockers declared already, unblocked (509.1h). If the card left the hand, or combat
    is over, it does nothing (400.7; 506.4)."""
    def put(ctx: Ctx) -> Steps:
        game = ctx.game
        card = ctx.source
        combat = game.state.combat
        hand = game.state.player(ctx.controller).hand
        if card is None or combat is None or card not in hand:
            return
        defender = combat.returned.pop(card.oid, None)
        walker = game.state.find(combat.returned_planeswalkers.pop(card.oid, -1))
        opponents = [p.name for p in game.state.opponents(ctx.controller)]
        if defender is None or not game.state.player(defender).in_game:
            defender, walker = (opponents[0] if len(opponents) == 1 else None), None
        new = yield from zones.enter(game, card, ctx.controller, "702.49c", tapped=True)
        if defender is not None and new is not None and game.state.find(new.oid) is not None:
            combat.attackers[new.oid] = defender
            if walker is not None:  # the same planeswalker (702.49c)
                combat.planeswalkers[new.oid] = walker.oid
            game.emit(K.ENTERED_ATTACKING, player=ctx.controller, source=new.name,
                      target=walker.handle if walker is not None else defender,
                      rule="702.49c", permanent=new.handle)

    return put


@effect("effect", "for each {count:count_of}, create a {token:token}",
        "create a {token:token} for each {count:count_of}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_for_each(scope: Scope, count: Callable[[Kernel, Obj], int], token: Token) -> Effect:
    """Brass's Bounty: "For each land you control, create a Treasure token." — counted once, as
    it resolves (608.2h), and the tokens created at once."""
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        n = counted(count, ctx)
        yield from keyword_actions.create_tokens(
            ctx.game, _token_name(ctx, token), ctx.controller, n)

    return create


@effect("effect", "choose {who:who}", rule="115.1", runs="explorer.rules.targets")
def _choose_target(scope: Scope, who: Targets) -> Effect:
    """Court of Vantress: "choose up to one other target enchantment or artifact." — a sentence
    that only names the ability's target (115.1, 603.3d), for the next ones' "it"."""
    if not isinstance(who, Targets):
        raise NoMatch("choose", "only a target is chosen this way")
    scope.find(who)
    def nothing(ctx: Ctx) -> Steps:
        yield from ()

    return nothing


@effect("effect", "have ~ become a copy of {who:who}, except it has this ability", rule="707.9a",
        runs="explorer.rules.copies")
def _become_a_copy_keeping(scope: Scope, who: Targets | Who) -> Effect:
    """Court of Vantress: "… you may have ~ become a copy of it, except it has this ability." —
    a copy effect (707.2, layer 1) with this triggered ability added to the copied values
    (707.9a), until it leaves the battlefield."""
    if not scope.in_trigger:
        raise NoMatch("this ability", "'this ability' of an ability that isn't triggered")
    find = scope.find(who)
    this = scope.this_ability  # filled with the triggered ability once it is built

    def become(ctx: Ctx) -> Steps:
        me = ctx.source
        if me is None or ctx.game.state.find(me.oid) is None:
            return  # it left the battlefield: nothing becomes a copy
        for original in objects_of(ctx, find):
            copies.become_copy(ctx.game, ctx.game.state.find(me.oid) or me, original,
                               ctx.controller, ctx.source_name, tuple(this))
        yield from ()

    return become


@effect("effect", "~ becomes a copy of {who:who}", rule="707.2", runs="explorer.rules.copies")
def _become_a_copy(scope: Scope, who: Targets | Who) -> Effect:
    """Silent Hallcreeper: "This creature becomes a copy of another target creature you
    control." — a copy effect (707.2, layer 1) on the source, until it leaves the battlefield;
    nothing if it has left already (400.7)."""
    find = scope.find(who)

    def become(ctx: Ctx) -> Steps:
        me = ctx.source
        now = ctx.game.state.find(me.oid) if me is not None else None
        if now is None or now.zone != "battlefield":
            return
        for original in objects_of(ctx, find)[:1]:
            copies.become_copy(ctx.game, now, original, ctx.controller, ctx.source_name)
        yield from ()

    return become


@effect("effect", "create a token that's a copy of {who:who}",
        "create {n:amount} tokens that are copies of {who:who}", rule="707.2",
        runs="explorer.rules.keyword_actions")
def _create_token_copy(scope: Scope, who: Targets | Who, n: Amount | None = None) -> Effect:
    """Cackling Counterpart: "Create a token that's a copy of target creature you control." —
    the copiable values of the permanent as it resolves (707.2), or as it last existed on the
    battlefield if it left (608.2h)."""
    find = scope.find(who)
    scope.last = _Created(scope.last)  # "It gains haste …" after it: the copy, not the original
    count = n or Amount(1)

    def create(ctx: Ctx) -> Steps:
        made: list[Target] = []
        for obj in objects_of(ctx, find):
            made += [o.oid for o in (yield from keyword_actions.create_token_copies(
                ctx.game, obj, ctx.controller, count.of(ctx)))]
        ctx.choices["created"] = tuple(made)

    return create


_EXCEPT = {"it's white": ("colors", ("W",)), "it's black": ("colors", ("B",)),
           "it has no mana cost": ("mana_cost", ""), "it's 4/4": ("pt", ("4", "4")),
           "it's 1/1": ("pt", ("1", "1")),
           "it's a Zombie in addition to its other types": ("subtype", "Zombie")}


@kind("copy_exceptions", r"[^.]+")
def _copy_exceptions(text: str) -> tuple[tuple[str, object], ...]:
    """"it's white, it has no mana cost, and it's a Zombie in addition to its other types":
    the exceptions to what is copied, which become copiable values themselves (707.9b)."""
    said = tuple(_EXCEPT.get(part) for part in re.split(r",? and |, ", text))
    if not said or None in said:
        raise NoMatch(text, "an exception to a copy the grammar doesn't know")
    return tuple(s for s in said if s is not None)


@effect("effect", "create a token that's a copy of ~, except {ex:copy_exceptions}", rule="707.9b",
        runs="explorer.rules.keyword_actions")
def _create_token_copy_except(scope: Scope, ex: tuple[tuple[str, object], ...]) -> Effect:
    """Embalm and eternalize (702.128a, 702.129a): a token copy of this card as it last
    existed in the graveyard (113.7a), "except it's white, it has no mana cost, and it's a
    Zombie in addition to its other types" — those exceptions are part of the token's copiable
    values (707.9b); with no mana cost its mana value is 0 (202.3a)."""
    scope.last = _Created(scope.last)

    def create(ctx: Ctx) -> Steps:
        source = ctx.source
        if source is None:
            return
        card = source.card
        for what, value in ex:
            if what == "colors":
                assert isinstance(value, tuple)
                card = dataclasses.replace(card, colors=value)
            elif what == "mana_cost":
                card = dataclasses.replace(card, mana_cost="", cmc=0)
            elif what == "pt":
                assert isinstance(value, tuple)
                card = dataclasses.replace(card, power=value[0], toughness=value[1],
                                           power_is=None, toughness_is=None)
            elif str(value) not in card.subtypes:
                left, dash, right = card.type_line.partition("—")
                card = dataclasses.replace(card, type_line=f"{left.strip()} — "
                                           f"{(right.strip() + ' ') if dash else ''}{value}")
        made = yield from keyword_actions.create_token_copies(
            ctx.game, dataclasses.replace(source, card=card), ctx.controller, 1, rule="707.9b")
        ctx.choices["created"] = tuple(o.oid for o in made)

    return create


@effect("effect", "{who:player} creates {n:amount} {token:token}",
        "{who:player} creates a {token:token}", "{who:player} create {n:amount} {token:token}",
        rule="111.1", runs="explorer.rules.keyword_actions")
def _player_creates(scope: Scope, who: Targets | Who, token: Token,
                    n: Amount | None = None) -> Effect:
    """"Target opponent creates a 1/1 colorless Spirit creature token." — under that player's
    control (111.2)."""
    find = scope.find(who)
    scope.tokens.append(token)
    count = n or Amount(1)

    def create(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            yield from keyword_actions.create_tokens(
                ctx.game, _token_name(ctx, token), player, count.of(ctx))

    return create


@effect("effect", "gain control of {who:who} until end of turn", rule="613.1b",
        runs="explorer.rules.control")
def _threaten(scope: Scope, who: Targets | Who) -> Effect:
    """Act of Treason, Threaten: the permanent comes under this ability's controller's control
    (613.1b, layer 2) — new to that player, so it can't attack or use {T} unless it has haste
    (302.6) — and goes back in the cleanup step (514.2). One taken from combat leaves it
    (506.4)."""
    return _gain_control(scope.find(who), until_end_of_turn=True)


@effect("effect", "gain control of {who:who}", rule="613.1b", runs="explorer.rules.control")
def _take_for_good(scope: Scope, who: Targets | Who) -> Effect:
    """"Gain control of target creature.": for as long as the game lasts (611.2a) — a later
    effect wins over an earlier one (613.7), so an "until end of turn" one no longer gives it
    back."""
    return _gain_control(scope.find(who), until_end_of_turn=False)


@effect("effect", "{player:player} gains control of {who:who}", rule="613.1b",
        runs="explorer.rules.control")
def _player_gains_control(scope: Scope, player: Targets | Who, who: Targets | Who) -> Effect:
    """Discerning Financier: "Choose another player. That player gains control of target
    Treasure you control." — for as long as the game lasts (611.2a), the player named gaining
    it (613.1b); nothing happens if that player has left the game (800.4a)."""
    players, find = scope.find(player), scope.find(who)

    def give(ctx: Ctx) -> Steps:
        for name in _players(ctx, players)[:1]:
            for obj in objects_of(ctx, find):
                control.gain(ctx.game, obj, name, ctx.source_name, until=None)
        yield from ()

    return give


@effect("effect", "gain control of {who:who} for as long as they're the monarch",
        "gain control of {who:who} for as long as that player is the monarch", rule="611.2b",
        runs="explorer.rules.control")
def _take_while_monarch(scope: Scope, who: Targets | Who) -> Effect:
    """Garland, Royal Kidnapper: "Whenever an opponent becomes the monarch, gain control of
    target creature that player controls for as long as they're the monarch." — "they" is the
    player the trigger event is about. The effect ends when that player stops being the monarch
    (611.2b); if they already aren't as it resolves, it never starts and does nothing."""
    find = scope.find(who)

    def take(ctx: Ctx) -> Steps:
        reign = next(iter(_event_player_of(ctx)), None)
        if reign is None or ctx.game.state.monarch != reign:
            return  # 611.2b: the duration never starts
        for obj in objects_of(ctx, find):
            control.gain(ctx.game, obj, ctx.controller, ctx.source_name, while_monarch=reign)
        yield from ()

    return take


def _event_player_of(ctx: Ctx) -> list[str]:
    event = ctx.event
    return [event.player] if event is not None and event.player else []


def _gain_control(find: Find, *, until_end_of_turn: bool) -> Effect:
    """A control-changing effect on each object found (613.1b, rules.control), the latest of
    those on it (613.7): an "until end of turn" one ends in the cleanup step (514.2)."""

    def take(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            control.gain(ctx.game, obj, ctx.controller, ctx.source_name,
                         until="end_of_turn" if until_end_of_turn else None)
        yield from ()

    return take


@effect("effect", "prevent all combat damage that would be dealt this turn", rule="615.1",
        runs="explorer.rules.damage")
def _fog(scope: Scope) -> Effect:
    """Fog: a prevention effect for the rest of the turn (615.1); each combat damage event is
    logged as prevented, and nothing is dealt (so no lifelink, 702.15b)."""

    def fog(ctx: Ctx) -> Steps:
        zones.count_this_turn(ctx.game, damage.COMBAT_DAMAGE_PREVENTED)
        ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                      rule="615.1", rider="all combat damage this turn is prevented")
        yield from ()

    return fog


@effect("effect", "monstrosity {n:amount}", rule="701.37a",
        runs="explorer.rules.keyword_actions")
def _monstrosity(scope: Scope, n: Amount) -> Effect:
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous." — once; later activations do nothing (701.37b)."""

    def run(ctx: Ctx) -> Steps:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None or obj.monstrous:
            return
        yield from counters.put_counters(ctx.game, obj, "+1/+1", n.of(ctx), ctx.source_name,
                                         rule="701.37a")
        obj.monstrous = True
        ctx.game.emit(K.BECAME_MONSTROUS, player=obj.controller, source=obj.name,
                      target=obj.handle, rule="701.37b")

    return run


@effect("effect", "~ becomes saddled until end of turn", rule="702.171b",
        runs="explorer.rules.keyword_actions")
def _becomes_saddled(scope: Scope) -> Effect:
    """Saddle's effect (702.171a): a designation with no rules meaning of its own, that
    abilities look for ("whenever ~ attacks while saddled"); it stays until the cleanup step
    (514.2) or until the permanent leaves the battlefield (702.171b). Becoming saddled again
    changes nothing, but it is an event all the same."""

    @immediate
    def run(ctx: Ctx) -> None:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None:
            return  # only permanents can become saddled
        obj.saddled += 1
        ctx.game.emit(K.BECAME_SADDLED, player=obj.controller, source=obj.name,
                      target=obj.handle, rule="702.171b")

    return run


@effect("effect", "{who:who} explores", "{who:who} explore", rule="701.44a",
        runs="explorer.rules.explore")
def _explores(scope: Scope, who: Targets | Who) -> Effect:
    """"When this creature enters, it explores.", "Target creature you control explores." —
    each permanent named explores in turn (701.44a)."""
    find = _performers(scope, who)

    def run(ctx: Ctx) -> Steps:
        for obj in find(ctx):
            yield from explore_rules.explore(ctx.game, obj, obj.controller, ctx.source_name)

    return run


@effect("effect", "{who:who} explores, then it explores again", rule="701.44a",
        runs="explorer.rules.explore")
def _explores_twice(scope: Scope, who: Targets | Who) -> Effect:
    """Jadelight Ranger: two explores, one after the other (701.44a)."""
    once = _explores(scope, who)

    def run(ctx: Ctx) -> Steps:
        yield from once(ctx)
        yield from once(ctx)

    return run


@effect("effect", "{who:who} explores X times", rule="701.44a", runs="explorer.rules.explore")
def _explores_x_times(scope: Scope, who: Targets | Who) -> Effect:
    """Jadelight Spelunker: "When this creature enters, it explores X times." — X is the one
    paid for the spell it was (107.3m), which the permanent remembers as it enters."""
    scope.card_fields["remembers_x"] = True
    once = _explores(scope, who)

    def run(ctx: Ctx) -> Steps:
        times = int(ctx.source.choices.get("x", 0)) if ctx.source is not None else 0
        for _ in range(times):
            yield from once(ctx)

    return run


@effect("effect", "{who:who} connives", "{who:who} connive", rule="701.50a",
        runs="explorer.rules.explore")
def _connives(scope: Scope, who: Targets | Who) -> Effect:
    """"When this creature enters, it connives." (701.50a)."""
    find = _performers(scope, who)

    def run(ctx: Ctx) -> Steps:
        for obj in find(ctx):
            yield from explore_rules.connive(ctx.game, obj, obj.controller, ctx.source_name)

    return run


def _performers(scope: Scope, who: Targets | Who) -> Callable[[Ctx], list[Obj]]:
    """The permanents that explore or connive: those named — or the source itself, as it last
    existed if it has left the battlefield: it still explores or connives, only without a
    counter (701.44c, 701.50c)."""
    if isinstance(who, Who) and (who.text == "~" or (who.text == "it" and scope.last is None)):
        return lambda ctx: [ctx.source] if ctx.source is not None else []
    find = scope.find(who)
    return lambda ctx: objects_of(ctx, find)


@effect("effect", "populate", rule="701.36a", runs="explorer.rules.keyword_actions")
def _populate(scope: Scope) -> Effect:
    """701.36a: choose a creature token you control, then create a token that's a copy of it
    (none: nothing happens)."""

    def populate(ctx: Ctx) -> Steps:
        tokens = [o for o in ctx.game.state.permanents(ctx.controller)
                  if o.is_token and o.is_creature]
        if not tokens:
            return
        chosen = yield from _choose_one(ctx, ctx.controller, tokens,
                                        "a creature token to copy", "701.36a")
        yield from keyword_actions.create_token_copies(ctx.game, chosen, ctx.controller, 1,
                                                       "701.36a")

    return populate


@effect("effect", "prevent the next {n:number} damage that would be dealt to {who:who} this turn",
        rule="615.7", runs="explorer.rules.damage")
def _prevent_next(scope: Scope, n: int, who: Targets | Who) -> Effect:
    """Healing Salve: a shield on each player or permanent named, until end of turn (615.7)."""
    find = scope.find(who)

    def shield(ctx: Ctx) -> Steps:
        for target in find(ctx):
            damage.add_shield(ctx.game, target, n, ctx.source_name, ctx.controller)
        yield from ()

    return shield


table("combat_or_all", {"all damage": False, "all combat damage": True})


@effect("effect", "prevent {combat:combat_or_all} that would be dealt {how:dealt_to_by} {who:who} "
        "this turn", "prevent {combat:combat_or_all} {who:who} would deal this turn",
        rule="615.1", runs="explorer.rules.damage")
def _prevent_all(scope: Scope, combat: bool, who: Targets | Who,
                 how: frozenset[str] = frozenset({"by"})) -> Effect:
    """Fleeting Flight: "Prevent all combat damage that would be dealt to it this turn." — a
    prevention effect for the rest of the turn on each player or permanent named (615.1):
    none of that damage is dealt (so no lifelink, 702.15b), however much there is."""
    find = scope.find(who)

    def prevent(ctx: Ctx) -> Steps:
        for target in find(ctx):
            for side in sorted(how, reverse=True):  # "to" before "by"
                damage.add_shield(ctx.game, target, None, ctx.source_name, ctx.controller,
                                  combat=combat, dealt_by=side == "by")
        yield from ()

    return prevent


@effect("effect", "investigate", rule="701.16a", runs="explorer.rules.keyword_actions")
def _investigate(scope: Scope) -> Effect:
    """701.16a: "Investigate" means "Create a Clue token." """
    return _create(scope, Amount(1), read_token("Clue token"))


@effect("effect", "investigate twice", rule="701.16a", runs="explorer.rules.keyword_actions")
def _investigate_twice(scope: Scope) -> Effect:
    return _create(scope, Amount(2), read_token("Clue token"))


@effect("effect", "create a tapped {token:token}", "create {n:amount} tapped {token:token}",
        rule="111.1", runs="explorer.rules.keyword_actions")
def _create_tapped(scope: Scope, token: Token, n: Amount | None = None) -> Effect:
    """"Create a tapped Powerstone token." — it enters the battlefield tapped (110.5b)."""
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        yield from keyword_actions.create_tokens(ctx.game, _token_name(ctx, token), ctx.controller,
                                                 n.of(ctx) if n is not None else 1, tapped=True)

    return create


@effect("effect", "create a {token:token} for each {counter:counter} counter on ~", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_per_counter(scope: Scope, token: Token, counter: str) -> Effect:
    """Counted on the permanent as it last existed on the battlefield, if it left (603.10a)."""
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        n = ctx.source.counters.get(counter, 0) if ctx.source is not None else 0
        if n:
            yield from keyword_actions.create_tokens(
                ctx.game, _token_name(ctx, token), ctx.controller, n)

    return create


# -- the cards of the first wave: shapes only they print so far -----------------------------------
@effect("effect", "exile {who:who} until an opponent becomes the monarch", rule="610.3",
        runs="explorer.rules.monarch")
def _exile_until_monarch(scope: Scope, who: Targets | Who) -> Effect:
    """It returns under its owner's control (610.3c). If an opponent already became the monarch
    after the ability triggered, the creature doesn't move (610.3a/b)."""
    find = scope.find(who)

    def exile(ctx: Ctx) -> Steps:
        since = ctx.cause or 0  # the ability triggered (or was activated, or cast) then
        crowned = next((e for e in ctx.game.log[since:] if e.event == K.MONARCH_CHANGED
                        and e.player != ctx.controller), None)
        targets = objects_of(ctx, find)
        if crowned is not None and targets:
            ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                          target=", ".join(o.handle for o in targets), rule="610.3b",
                          by=crowned.player)
            return
        for obj in targets:
            exiled = keyword_actions.exile(ctx.game, obj, "610.3",
                                           how="until an opponent becomes the monarch")
            ctx.game.state.until_monarch.append(
                monarch.UntilMonarch(exiled.oid, exiled.owner, ctx.controller, ctx.source_name))
        yield from ()

    return exile


@effect("effect", "exile {who:who} until ~ leaves the battlefield", rule="610.3",
        runs="explorer.rules.until")
def _exile_until_this_leaves(scope: Scope, who: Targets | Who) -> Effect:
    """Banisher Priest: the card comes back when ~ leaves the battlefield (610.3c); if ~ left
    before the exile would happen, nothing moves (610.3a/b)."""
    find = scope.find(who)

    def exile(ctx: Ctx) -> Steps:
        targets = objects_of(ctx, find)
        this = ctx.source
        if this is None or ctx.game.state.find(this.oid) is None:
            if targets:
                ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                              target=", ".join(o.handle for o in targets),
                              rule="610.3b" if ctx.event is not None else "610.3a")
            return
        for obj in targets:
            until.exile_until_leaves(ctx.game, obj, this)
        yield from ()

    return exile


def _named_or_sacrificed(ctx: Ctx, candidates: list[Obj], doing: str) -> Steps:
    """An "unless" choice made as the triggered ability resolves (603.5): one of
    ``candidates`` named for ``doing`` — or none, and then ~ is sacrificed. The one named, or
    None."""
    assert ctx.source is not None
    keep_nothing = f"don't: sacrifice {ctx.source.handle}"
    choices = (keep_nothing, *(o.handle for o in candidates))
    chosen = yield from ctx.game.ask(Decision(
        player=ctx.controller, kind="option", rule="603.5",
        prompt=f"{ctx.source_name}: {doing} (name it), or {ctx.source_name} is sacrificed",
        options=as_options(choices), default=Choose(ctx.controller, option=keep_nothing),
        accept=one_of(choices, "603.5")))
    return None if chosen == keep_nothing else candidates[choices.index(chosen) - 1]


@effect("effect", "sacrifice ~ unless you sacrifice a {what:objects}", rule="701.21a",
        runs="explorer.rules.keyword_actions")
def _sacrifice_unless(scope: Scope, what: Objects) -> Effect:
    """Either way it is a sacrifice (701.21a): the one named, or this."""

    def sacrifice(ctx: Ctx) -> Steps:
        game, this = ctx.game, ctx.source
        if this is None or game.state.find(this.oid) is None:
            return  # it already left: there is nothing to keep
        candidates = [o for o in what.of(game, ctx.controller, this)
                      if o.controller == ctx.controller
                      and keyword_actions.can_be_sacrificed(game, o)]  # 101.2
        named = yield from _named_or_sacrificed(ctx, candidates, f"sacrifice a {what.text}")
        victim = this if named is None else named
        if game.state.find(victim.oid) is not None:
            keyword_actions.sacrifice(game, victim)

    return sacrifice


@effect("effect", "sacrifice ~ unless you return a {what:objects} to its owner's hand",
        "sacrifice ~ unless you return an {what:objects} to its owner's hand",
        "sacrifice it unless you return a {what:objects} to its owner's hand",
        "sacrifice it unless you return an {what:objects} to its owner's hand", rule="603.5",
        runs="explorer.rules.zones")
def _sacrifice_unless_return(scope: Scope, what: Objects) -> Effect:
    """The Lairs' "sacrifice it unless you return a non-Lair land you control to its owner's
    hand": a permanent of that kind goes to its owner's hand, or this one is sacrificed
    (701.21a)."""

    def run(ctx: Ctx) -> Steps:
        game, this = ctx.game, ctx.source
        if this is None or game.state.find(this.oid) is None:
            return  # it already left: there is nothing to keep
        candidates = [o for o in what.of(game, ctx.controller, this)
                      if o.controller == ctx.controller]
        named = yield from _named_or_sacrificed(
            ctx, candidates, f"return a {what.text} to its owner's hand")
        if named is None:
            keyword_actions.sacrifice(game, this)
        elif game.state.find(named.oid) is not None:
            zones.move(game, named, "hand", "603.5", how="returned")

    return run


@effect("effect", "sacrifice ~ unless you return another {what:objects} to its owner's hand",
        "sacrifice it unless you return another {what:objects} to its owner's hand",
        rule="603.5", runs="explorer.rules.zones")
def _sacrifice_unless_return_another(scope: Scope, what: Objects) -> Effect:
    """Faerie Impostor: "… unless you return another creature you control …" — not itself."""
    return _sacrifice_unless_return(scope, dataclasses.replace(what, other=True))


@effect("effect", "sacrifice ~ unless you pay {cost:mana_cost}",
        "sacrifice it unless you pay {cost:mana_cost}", rule="603.5",
        runs="explorer.rules.keyword_actions")
def _sacrifice_unless_pay(scope: Scope, cost: str) -> Effect:
    """Rupture Spire's "sacrifice it unless you pay {1}": a payment offered as the trigger
    resolves (603.5); if it isn't made, the sacrifice (701.21a)."""

    def run(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None or ctx.game.state.find(this.oid) is None:
            return
        if not (yield from _offer_payment(ctx, ctx.controller, cost, "603.5")):
            if ctx.game.state.find(this.oid) is not None:
                keyword_actions.sacrifice(ctx.game, this)

    return run


@effect("effect", "put an age counter on ~. then you may pay {cost:mana_cost} for each age counter "
        "on it. if you don't, sacrifice it", rule="702.24a", runs="explorer.rules.counters")
def _cumulative_upkeep(scope: Scope, cost: str) -> Effect:
    """What "Cumulative upkeep [cost]" means (702.24a): an age counter, then the cost once per
    age counter on it now — all of it or none (no partial payment) — or the sacrifice."""

    def run(ctx: Ctx) -> Steps:
        this = ctx.source
        if this is None or ctx.game.state.find(this.oid) is None:
            return  # "if this permanent is on the battlefield" (702.24a)
        yield from counters.put_counters(ctx.game, this, "age", 1, ctx.source_name,
                                         rule="702.24a")
        ages = this.counters.get("age", 0)
        total = mana_rules.ManaCost.parse(cost * ages).text()  # {2} twice: {4}
        if ages and (yield from _offer_payment(ctx, ctx.controller, total, "702.24a")):
            return
        if ctx.game.state.find(this.oid) is not None:
            keyword_actions.sacrifice(ctx.game, this)

    return run


@effect("effect", "exile {who:player}'s graveyard", "exile all cards from {who:player}'s graveyard",
        "exile all {what:objects} cards from {who:player}'s graveyard", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _exile_graveyard(scope: Scope, who: Targets | Who, what: Objects | None = None) -> Effect:
    """Bojuka Bog: every card in that player's graveyard (of that kind, if said), at once."""
    find = scope.find(who)
    return _exile_from_graveyards(lambda ctx: _players(ctx, find), what)


table("all_graveyards", {"all graveyards": "each", "all opponents' graveyards": "opponents"})


@effect("effect", "exile {whose:all_graveyards}", "exile all cards from {whose:all_graveyards}",
        "exile all {what:objects} cards from {whose:all_graveyards}", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _exile_all_graveyards(scope: Scope, whose: str, what: Objects | None = None) -> Effect:
    """"Exile all graveyards.", "III — Exile all cards from all opponents' graveyards."
    (Phyrexian Scriptures), "Exile all creature cards from all graveyards." — each player's in
    the game (or each opponent's), at once."""
    def players(ctx: Ctx) -> list[str]:
        return [p.name for p in ctx.game.state.in_game()
                if whose == "each" or p.name != ctx.controller]

    return _exile_from_graveyards(players, what)


def _exile_from_graveyards(players: Callable[[Ctx], list[str]], what: Objects | None) -> Effect:
    def run(ctx: Ctx) -> Steps:
        with ctx.game.simultaneously():
            for name in players(ctx):
                for card in list(ctx.game.state.player(name).graveyard):
                    if what is None or what.test(ctx.game, ctx.controller, card):
                        keyword_actions.exile(ctx.game, card, "701.13")
        yield from ()

    return run


@effect("effect", "you may pay {cost:mana_cost}. if you do, untap ~", rule="603.5",
        runs="explorer.rules.mana")
def _may_pay_to_untap(scope: Scope, cost: str) -> Effect:
    """A "may" payment, chosen as the triggered ability resolves (603.5). The player may
    activate mana abilities to pay (117.1d, 605.3a): they name them in the answer's
    ``targets``, e.g. ``{"do": "choose", "option": "pay {4}", "targets": ["sol-ring-1"]}``."""

    def effect(ctx: Ctx) -> Steps:
        game, me = ctx.game, ctx.game.state.player(ctx.controller)
        price = mana_rules.ManaCost.parse(cost)
        choices = ("don't pay", f"pay {cost}")

        def accept(action: Any) -> tuple[str, tuple[str, ...]]:
            option = getattr(action, "option", None)
            if option not in choices:
                raise IllegalAction(f"choose one of: {', '.join(choices)}", "603.5")
            return option, tuple(getattr(action, "targets", None) or ())

        answer, sources = yield from game.ask(Decision(
            player=ctx.controller, kind="option", rule="603.5",
            prompt=f"{ctx.source_name}: pay {cost} to untap it? (name mana sources to tap in "
                   "'targets')", options=as_options(choices),
            default=Choose(ctx.controller, option=choices[0]), accept=accept,
            describe=lambda a: a[0] + (f" with {', '.join(a[1])}" if a[1] else "")),
            always_ask=True)
        if answer != "don't pay" and ctx.source is not None:
            for ref in sources:  # 117.1d: mana abilities while an effect asks for mana
                activation = stack_rules.mana_activation(game, ctx.controller, ref)
                yield from stack_rules.activate(
                    game, ctx.controller, stack_rules.check_activate(game, ctx.controller,
                                                                     activation))
            mana_rules.pay(game, me, price, ctx.source_name)
            if ctx.source.tapped:
                keyword_actions.untap(game, ctx.source, ctx.controller, "603.5", cost=cost)

    return effect


# -- choices on resolution (608.2d, 603.5) ------------------------------------------------------
def yes_or_no(ctx: Ctx, player: str, prompt: str, yes: str, no: str, rule: str) -> Steps:
    """``player`` chooses as the effect resolves; True for ``yes`` (the default policy's)."""
    choices = (yes, no)
    chosen = yield from ctx.game.ask(Decision(
        player=player, kind="option", rule=rule, prompt=prompt, options=as_options(choices),
        default=Choose(player, option=yes), accept=one_of(choices, rule)), always_ask=True)
    return chosen == yes


# An instruction whose verb reads the same after "you" ("you create a Treasure token").
GRAMMAR.kind("imperative", "effect", r"(?:create|put|sacrifice|exile|return|scry|mill|discard|"
                                     r"untap|tap|destroy|search|investigate|surveil)\b.*?")


@effect("effect", "you {then:imperative}", rule="608.2c", runs="explorer.oracle.effects")
def _you_do(scope: Scope, then: Effect) -> Effect:
    """"If the player doesn't, you create a Treasure token." — the instruction with its subject
    said: the same effect, done by the ability's controller."""
    return then


@effect("effect", "you may {then:effect} unless that player pays {cost:mana_cost}",
        rule="603.5", runs="explorer.rules.mana")
def _you_may_unless(scope: Scope, then: Effect, cost: str) -> Effect:
    """Rhystic Study's "you may draw a card unless that player pays {1}": the player the
    trigger event is about decides first; only if they don't pay may you (603.5)."""

    def run(ctx: Ctx) -> Steps:
        payer = ctx.event.player if ctx.event is not None else None
        if payer and (yield from _offer_payment(ctx, payer, cost, "603.5")):
            return
        if (yield from yes_or_no(ctx, ctx.controller, f"{ctx.source_name}: do it?", "do it",
                                  "don't", "608.2d")):
            yield from then(ctx)

    return run


# "you may have target player mill a card", "… have it deal 2 damage to target creature": the
# instruction given to someone else, its verb bare after "have"; read as the sentence that says
# it ("target player mills a card"), so each verb's template is the only one that knows it.
_SAID_OF_THEM = {"mill": "mills", "deal": "deals", "lose": "loses", "gain": "gains",
                 "draw": "draws", "discard": "discards", "sacrifice": "sacrifices",
                 "exile": "exiles", "create": "creates", "put": "puts", "return": "returns",
                 "get": "gets", "fight": "fights", "search": "searches", "scry": "scries",
                 "surveil": "surveils", "tap": "taps", "untap": "untaps"}


@kind("had_do")
def _had_do(text: str) -> Any:
    words = text.split(" ")
    for k, word in enumerate(words[1:], 1):
        if word in _SAID_OF_THEM:
            return GRAMMAR.read("effect", " ".join([*words[:k], _SAID_OF_THEM[word],
                                                    *words[k + 1:]]))
    raise NoMatch(text)


@effect("effect", "you may {then:effect}", "you may have {then:had_do}", rule="603.5",
        runs="explorer.oracle.effects")
def _you_may(scope: Scope, then: Effect) -> Effect:
    """An optional instruction: its controller chooses as it resolves (603.5, 608.2d)."""

    def run(ctx: Ctx) -> Steps:
        if (yield from yes_or_no(ctx, ctx.controller, f"{ctx.source_name}: do it?", "do it",
                                  "don't", "608.2d")):
            yield from then(ctx)

    return run


# What each player may do for themself: the instruction as "you" would do it, with no target
# (the ability's targets are its controller's to choose, 601.2c).
GRAMMAR.kind("own_action", "effect",
             r"(?:draw|scry|surveil|mill|discard|sacrifice|create|gain|lose)\b(?!.*\btarget\b).*?")


@effect("effect", "each player may {then:own_action}", rule="101.4",
        runs="explorer.oracle.effects")
def _each_player_may(scope: Scope, then: Effect) -> Effect:
    """Eager Construct: "each player may scry 1". Each player in turn order, the active player
    first, chooses whether to (101.4); then those who chose to do it, in the same order, each
    as the "you" of the instruction."""

    def run(ctx: Ctx) -> Steps:
        doers = []
        for player in (p.name for p in ctx.game.state.apnap()):
            if (yield from yes_or_no(ctx, player, f"{ctx.source_name}: do it?", "do it",
                                     "don't", "101.4")):
                doers.append(player)
        for player in doers:
            yield from then(dataclasses.replace(ctx, controller=player))

    return run


@effect("effect", "you and {who:player} each {then:own_action}", rule="101.4",
        runs="explorer.oracle.effects")
def _you_and_them(scope: Scope, who: Targets | Who, then: Effect) -> Effect:
    """Cait, Cage Brawler: "you and defending player each draw a card, then discard a card" —
    each does it as the "you" of the instruction, in turn order from the active player
    (101.4)."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        doers = {ctx.controller, *_players(ctx, find)}
        for player in (p.name for p in ctx.game.state.apnap()):
            if player in doers:
                yield from then(dataclasses.replace(ctx, controller=player))

    return run


# "Each player discards their hand, then draws seven cards.": the instructions said of a player,
# each read as "you" would do it ("discard your hand", "draw seven cards").
_THIRD_PERSON = {"draws": "draw", "discards": "discard", "mills": "mill", "scries": "scry",
                 "surveils": "surveil", "sacrifices": "sacrifice", "creates": "create",
                 "gains": "gain", "loses": "lose", "shuffles": "shuffle"}
_THEIR = {"their hand": "your hand", "their library": "your library",
          "their graveyard": "your graveyard"}


@kind("their_actions", r"(?:" + "|".join(_THIRD_PERSON) + r")\b(?!.*\btarget\b).*?, then "
      r"(?:" + "|".join(_THIRD_PERSON) + r")\b(?!.*\btarget\b).*?")
def _their_actions(text: str) -> tuple[Any, ...]:
    parts = []
    for part in text.split(", then "):
        verb, _, rest = part.partition(" ")
        if verb not in _THIRD_PERSON:
            raise NoMatch(text)
        for theirs, yours in _THEIR.items():
            rest = rest.replace(theirs, yours)
        parts.append(GRAMMAR.read("effect", f"{_THIRD_PERSON[verb]} {rest}".strip()))
    return tuple(parts)


@effect("effect", "{who:player} {then:their_actions}", rule="608.2c",
        runs="explorer.oracle.effects")
def _player_does_in_order(scope: Scope, who: Targets | Who, then: tuple[Any, ...]) -> Effect:
    """"Target player draws two cards, then discards a card.", "Each player discards their
    hand, then draws seven cards." (Wheel of Fortune): each instruction in the order written
    (608.2c) — all the players named do the first, in turn order from the active player
    (101.4), before any does the next."""
    find = scope.find(who)
    steps = [parsed.build(scope) for parsed in then]

    def run(ctx: Ctx) -> Steps:
        players = _players(ctx, find)
        doers = [p.name for p in ctx.game.state.apnap() if p.name in players]
        for step in steps:
            for player in doers:
                if ctx.game.state.player(player).in_game:
                    yield from step(dataclasses.replace(ctx, controller=player))

    return run


def _pay_mana(ctx: Ctx, payer: str, cost: str, sources: tuple[str, ...]) -> Steps:
    """Pay ``cost`` now, activating the named mana abilities first (117.1d, 605.3a)."""
    game = ctx.game
    for ref in sources:
        activation = stack_rules.mana_activation(game, payer, ref)
        yield from stack_rules.activate(game, payer, stack_rules.check_activate(game, payer,
                                                                                activation))
    mana_rules.pay(game, game.state.player(payer), mana_rules.ManaCost.parse(cost),
                   ctx.source_name)


def _offer_payment(ctx: Ctx, payer: str, cost: str, rule: str) -> Steps:
    """Does ``payer`` pay ``cost``? An ``option`` decision; the mana sources to tap for it are
    named in the answer's ``targets`` (117.1d). A player who can't pay can only decline. An
    {X} in it is the X of the spell or ability (Power Sink's "pays {X}", 107.3a)."""
    if "{X}" in cost:
        cost = mana_rules.ManaCost.parse(cost).with_x(ctx.x).text()
    choices = ("don't pay", f"pay {cost}")

    def accept(action: Any) -> tuple[str, tuple[str, ...]]:
        option = getattr(action, "option", None)
        if option not in choices:
            raise IllegalAction(f"choose one of: {', '.join(choices)}", rule)
        return option, tuple(getattr(action, "targets", None) or ())

    answer, sources = yield from ctx.game.ask(Decision(
        player=payer, kind="option", rule=rule,
        prompt=f"{ctx.source_name}: pay {cost}? (name mana sources to tap in 'targets')",
        options=as_options(choices), default=Choose(payer, option=choices[0]), accept=accept,
        describe=lambda a: a[0] + (f" with {', '.join(a[1])}" if a[1] else "")),
        always_ask=True)
    if answer == "don't pay":
        return False
    yield from _pay_mana(ctx, payer, cost, sources)
    return True


@effect("effect", "you may pay {cost:mana_cost}. if you do, {then:effect}", rule="603.5",
        runs="explorer.rules.mana")
def _may_pay(scope: Scope, cost: str, then: Effect) -> Effect:
    def run(ctx: Ctx) -> Steps:
        if (yield from _offer_payment(ctx, ctx.controller, cost, "603.5")):
            yield from then(ctx)

    return run


@effect("effect", "you may pay {cost:mana_cost}", rule="603.5", runs="explorer.rules.mana")
def _may_pay_alone(scope: Scope, cost: str) -> Effect:
    """Halana, Kessig Ranger: "you may pay {2}. When you do, …" — the payment is offered as
    the ability resolves; paid, it is the instruction the reflexive ability after it waits for
    (603.12: mana was spent — a decision alone is not following it)."""

    def run(ctx: Ctx) -> Steps:
        yield from _offer_payment(ctx, ctx.controller, cost, "603.5")

    return run


def _did_it(ctx: Ctx, first: Effect) -> Steps:
    """Offer "you may [first]" as it resolves (608.2d) and say whether it was done: chosen, and
    the instruction did something (a card was discarded) — "if you do" holds then, "if you
    don't" otherwise (declined, or nothing to do it with)."""
    if not (yield from yes_or_no(ctx, ctx.controller, f"{ctx.source_name}: do it?",
                                 "do it", "don't", "608.2d")):
        return False
    mark = len(ctx.game.log)
    yield from first(ctx)
    return len(ctx.game.log) > mark


@effect("effect", "you may {first:effect}. if you do, {then:effect}", rule="603.5",
        runs="explorer.oracle.effects")
def _may_then(scope: Scope, first: Effect, then: Effect) -> Effect:
    """"You may discard a card. If you do, draw a card." — chosen as it resolves (608.2d); "if
    you do" holds only if the first instruction did something (a card was discarded)."""

    def run(ctx: Ctx) -> Steps:
        if (yield from _did_it(ctx, first)):
            yield from then(ctx)

    return run


@effect("effect", "you may {first:effect}. if you don't, {otherwise:effect}", rule="603.5",
        runs="explorer.oracle.effects")
def _may_otherwise(scope: Scope, first: Effect, otherwise: Effect) -> Effect:
    """Fabricate's words: "you may put two +1/+1 counters on it. If you don't, create two 1/1
    … Servo … tokens." — "if you don't" holds when it was declined or did nothing."""

    def run(ctx: Ctx) -> Steps:
        if not (yield from _did_it(ctx, first)):
            yield from otherwise(ctx)

    return run


@effect("effect", "you may {first:effect}. if you do, {then:effect}. if you don't, "
        "{otherwise:effect}", rule="603.5", runs="explorer.oracle.effects")
def _may_then_otherwise(scope: Scope, first: Effect, then: Effect, otherwise: Effect) -> Effect:
    """"You may sacrifice a creature. If you do, draw two cards. If you don't, you lose 2
    life." — one of the two follows, as the first was done or not."""

    def run(ctx: Ctx) -> Steps:
        yield from (then if (yield from _did_it(ctx, first)) else otherwise)(ctx)

    return run


@effect("effect", "that player may pay {cost:mana_cost}. if they don't, {then:effect}",
        "that player may pay {cost:mana_cost}. if the player doesn't, {then:effect}",
        "that player may pay {cost:mana_cost}. if that player doesn't, {then:effect}",
        "{who:player} may pay {cost:mana_cost}. if they don't, {then:effect}",
        "{who:player} may pay {cost:mana_cost}. if the player doesn't, {then:effect}",
        "{then:effect} unless that player pays {cost:mana_cost}",
        rule="603.5", runs="explorer.rules.mana")
def _unless_they_pay(scope: Scope, cost: str, then: Effect,
                     who: Targets | Who | None = None) -> Effect:
    """"That player may pay {2}. If they don't, you create a Treasure token." — the player the
    trigger event is about decides (603.5)."""
    find = scope.find(who) if who is not None else None

    def run(ctx: Ctx) -> Steps:
        payers = (_players(ctx, find) if find is not None
                  else [ctx.event.player] if ctx.event is not None and ctx.event.player else [])
        for payer in payers:
            if not (yield from _offer_payment(ctx, payer, cost, "603.5")):
                yield from then(ctx)

    return run


# -- life and damage by amounts ("equal to …") ---------------------------------------------------
@effect("effect", "destroy {who:who}. its controller creates {n:amount} {token:token}",
        "destroy {who:who}. its controller creates a {token:token}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _destroy_its_controller_creates(scope: Scope, who: Targets | Who, token: Token,
                                    n: Amount | None = None) -> Effect:
    """Beast Within: the token goes to whoever controlled the permanent (608.2h), destroyed or
    not (an indestructible one stays, and the token is made all the same)."""
    find = scope.find(who)
    scope.tokens.append(token)
    count = n or Amount(1)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            controller = obj.controller
            keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name)
            yield from keyword_actions.create_tokens(ctx.game, _token_name(ctx, token), controller,
                                                     count.of(ctx))

    return run


@effect("effect", "return {who:who} to its owner's hand. its controller loses {n:amount} life",
        rule="400.7", runs="explorer.rules.zones")
def _bounce_its_controller_loses(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    """Vapor Snag: the player who controlled the creature as it left (608.2h) loses the life."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            controller = obj.controller
            zones.move(ctx.game, obj, "hand", "400.7", how="returned")
            life.change_life(ctx.game, controller, -n.of(ctx), ctx.source_name, rule="119.3")
        yield from ()

    return run


@effect("effect", "destroy {who:who}. its controller gains {n:amount} life", rule="701.8",
        runs="explorer.rules.keyword_actions")
def _destroy_its_controller_gains(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    """"Destroy target creature. Its controller gains 3 life.": whoever controlled it as it
    was destroyed (608.2h), even if it wasn't (indestructible)."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            controller = obj.controller
            keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name)
            life.change_life(ctx.game, controller, n.of(ctx), ctx.source_name, rule="119.3")
        yield from ()

    return run


@effect("effect", "put {who:who} on the bottom of its owner's library. its controller gains "
        "life equal to its toughness", rule="401.4", runs="explorer.rules.library")
def _bottom_gain_toughness(scope: Scope, who: Targets | Who) -> Effect:
    """Condemn: the toughness, and the controller, as the creature last existed on the
    battlefield (608.2h) — the life is gained after it has gone."""
    from ..rules import library

    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            toughness, controller = layers.toughness(ctx.game, obj), obj.controller
            library.put_on_bottom(ctx.game, obj, "401.4")
            life.change_life(ctx.game, controller, max(0, toughness), ctx.source_name,
                             rule="119.3")
        yield from ()

    return run


@effect("effect", "exile {who:who}. its controller gains life equal to its power",
        rule="701.13", runs="explorer.rules.keyword_actions")
def _exile_gain_power(scope: Scope, who: Targets | Who) -> Effect:
    """The power as the creature last existed on the battlefield (608.2h)."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            power, controller = layers.power(ctx.game, obj), obj.controller
            keyword_actions.exile(ctx.game, obj, "701.13")
            life.change_life(ctx.game, controller, max(0, power), ctx.source_name, rule="119.3")
        yield from ()

    return run


@effect("effect", "~ deals damage equal to its power to {who:who}",
        "~ deals damage to {who:who} equal to its power", rule="120.3",
        runs="explorer.rules.damage")
def _damage_equal_to_power(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def deal(ctx: Ctx) -> Steps:
        if ctx.source is None:
            return
        amount = layers.power(ctx.game, ctx.source)
        for target in find(ctx):
            yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), target, amount,
                                     source=ctx.source)

    return deal


@effect("effect", "{first:who} fights {second:who}", rule="701.14a",
        runs="explorer.rules.damage")
def _fight(scope: Scope, first: Targets | Who, second: Targets | Who) -> Effect:
    """701.14a: each deals damage equal to its power to the other; if either is no longer on
    the battlefield (or an illegal target), no damage is dealt (701.14b)."""
    one, other = scope.find(first), scope.find(second)

    def fight(ctx: Ctx) -> Steps:
        a, b = objects_of(ctx, one), objects_of(ctx, other)
        if not a or not b or not a[0].is_creature or not b[0].is_creature:
            return
        x, y = a[0], b[0]
        proposals = [damage.proposal(ctx.game, x.name, x.oid, y.oid, layers.power(ctx.game, x)),
                     damage.proposal(ctx.game, y.name, y.oid, x.oid, layers.power(ctx.game, y))]
        final = yield from damage.replace_all(ctx.game, proposals)
        yield from damage.deal(ctx.game, final)

    return fight


# -- counters: keyword actions (701.34, 701.46) --------------------------------------------------
@effect("effect", "adapt {n:number}", rule="701.46a", runs="explorer.rules.counters")
def _adapt(scope: Scope, n: int) -> Effect:
    """701.46a: if it has no +1/+1 counters on it, put N +1/+1 counters on it."""

    def adapt(ctx: Ctx) -> Steps:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None:
            return
        if obj.counters.get("+1/+1", 0):
            ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                          target=obj.handle, rule="701.46a")
            return
        yield from counters.put_counters(ctx.game, obj, "+1/+1", n, ctx.source_name,
                                         rule="701.46a")

    return adapt


@effect("effect", "proliferate", rule="701.34a", runs="explorer.rules.counters")
def _proliferate(scope: Scope) -> Effect:
    """701.34a: choose any number of permanents and/or players that have counters; each gets
    one more of each kind it has (a player's: poison, 122.1f). One choice each; the default
    policy gives more to its controller's permanents and to opponents' poison, none to the
    others."""

    def proliferate(ctx: Ctx) -> Steps:
        game, me = ctx.game, ctx.controller
        chosen: list[Obj] = []
        poisoned: list[str] = []
        candidates: list[Obj | str] = [o for o in game.state.battlefield
                                       if any(o.counters.values())]
        candidates += [p.name for p in game.state.in_game() if p.poison]
        for it in candidates:
            name = it if isinstance(it, str) else it.handle
            add, skip = f"{name}: add", f"{name}: skip"
            good = (it != me) if isinstance(it, str) else it.controller == me
            first, second = (add, skip) if good else (skip, add)
            shown = f"{it}'s poison" if isinstance(it, str) else f"{it.name} ({it.handle})"
            picked = yield from game.ask(Decision(
                player=me, kind="option", rule="701.34a",
                prompt=f"{ctx.source_name}: proliferate {shown}?",
                options=as_options((first, second)), default=Choose(me, option=first),
                accept=one_of((first, second), "701.34a")), always_ask=True)
            if picked == add and isinstance(it, str):
                poisoned.append(it)
            elif picked == add and not isinstance(it, str):
                chosen.append(it)
        for obj in chosen:
            for counter in [k for k, n in obj.counters.items() if n]:
                if game.state.find(obj.oid) is not None:
                    yield from counters.put_counters(game, obj, counter, 1, ctx.source_name,
                                                     rule="701.34a")
        for player in poisoned:
            if game.state.player(player).in_game:
                damage.give_poison(game, player, 1, ctx.source_name, rule="701.34a")

    return proliferate


@effect("effect", "~ deals damage to {who:who} equal to the number of cards in their hand",
        rule="120.3", runs="explorer.rules.damage")
def _damage_equal_to_hand(scope: Scope, who: Targets | Who) -> Effect:
    """Each player is dealt damage equal to the cards in that player's own hand as it
    resolves."""
    find = scope.find(who)

    def deal(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            amount = len(ctx.game.state.player(player).hand)
            yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), player, amount)

    return deal


@effect("effect", "~ deals {n:amount} damage to {who:who} and {m:amount} damage to {other:who}",
        "it deals {n:amount} damage to {who:who} and {m:amount} damage to {other:who}",
        "~ deals {n:amount} damage to {who:who} and an additional {m:amount} damage to "
        "{other:who}", rule="120.3", runs="explorer.rules.damage")
def _two_damages(scope: Scope, n: Amount, who: Targets | Who, m: Amount,
                 other: Targets | Who) -> Effect:
    """Hungry Flames: "deals 3 damage to target creature and 2 damage to target player or
    planeswalker"; Hail Storm: "~ deals 2 damage to each attacking creature and 1 damage to you
    and each creature you control."; Kaervek's Hex: "… 1 damage to each nonblack creature and
    an additional 1 damage to each green creature" (a creature in both is dealt both) — one
    source dealing all of it at once (120.2)."""
    first, second = scope.find(who), scope.find(other)

    def deal(ctx: Ctx) -> Steps:
        with ctx.game.simultaneously():
            for find, amount in ((first, n.of(ctx)), (second, m.of(ctx))):
                for target in find(ctx):
                    yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx),
                                             target, amount, source=ctx.source)

    return deal


@effect("effect", "remove all {counter:counter} counters from ~. add one mana of any color for "
        "each {again:counter} counter removed this way", rule="106.4",
        runs="explorer.rules.mana")
def _cash_in_counters(scope: Scope, counter: str, again: str) -> Effect:
    """Coalition Relic: the counters come off, then that much mana, each of any color (a
    choice among the combinations, 106.4)."""
    def run(ctx: Ctx) -> Steps:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None:
            return
        n = obj.counters.get(counter, 0)
        if not n:
            return
        counters.remove_counters(ctx.game, obj, counter, n, ctx.source_name, rule="122.8")
        picks = ManaProduction(combination="WUBRG").combinations(n)
        choice = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="mana", rule="106.4",
            prompt=f"{ctx.source_name}: choose {n} mana of any colors",
            options=as_options(picks), default=Choose(ctx.controller, option=picks[0]),
            accept=one_of(picks, "106.4")))
        yield from mana_rules.produce(ctx.game, ctx.controller, ctx.source_name, obj, choice,
                                      cause=ctx.cause)

    return run


@effect("effect", "support {n:number}", rule="701.41a", runs="explorer.rules.counters")
def _support(scope: Scope, n: int) -> Effect:
    """701.41a: on a permanent, "Put a +1/+1 counter on each of up to N other target
    creatures"; on an instant or sorcery, "… up to N target creatures". Read as those words."""
    other = "" if scope.is_spell else "other "
    words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))
    meaning = f"put a +1/+1 counter on each of up to {words} {other}target creatures"
    built: Effect = GRAMMAR.parse("effect", meaning, scope)
    return built


@effect("effect", "bolster {n:number}", rule="701.39a", runs="explorer.rules.counters")
def _bolster(scope: Scope, n: int) -> Effect:
    """701.39a: choose a creature you control with the least toughness (or tied for it) and
    put N +1/+1 counters on it — chosen as it resolves, not targeted."""

    def bolster(ctx: Ctx) -> Steps:
        game = ctx.game
        mine = [o for o in game.state.permanents(ctx.controller) if o.is_creature]
        if not mine:
            return
        least = min(layers.toughness(game, o) for o in mine)
        tied = [o for o in mine if layers.toughness(game, o) == least]
        chosen = tied[0] if len(tied) == 1 else (
            yield from _choose_one(ctx, ctx.controller, tied,
                                   "a creature with the least toughness", "701.39a"))
        yield from counters.put_counters(game, chosen, "+1/+1", n, ctx.source_name,
                                         rule="701.39a")

    return bolster


@effect("effect", "{who:who} doesn't untap during your next untap step",
        "{who:who} doesn't untap during its controller's next untap step",
        "{who:who} don't untap during their controllers' next untap steps",
        "{who:who} don't untap during that player's next untap step", rule="502.3",
        runs="explorer.rules.turns")
def _skip_next_untap(scope: Scope, who: Targets | Who) -> Effect:
    """Sleep's "Those creatures don't untap during that player's next untap step.": those are
    the creatures that player controls, so their controller's next untap step is theirs."""
    find = scope.find(who)

    def keep_tapped(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            obj.skip_next_untap = True
            ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                          target=obj.handle, rule="502.3",
                          rider="doesn't untap during its controller's next untap step")
        yield from ()

    return keep_tapped


@effect("effect", "it deals {n:amount} damage", "~ deals {n:amount} damage", rule="120.3",
        runs="explorer.rules.damage")
def _it_deals_again(scope: Scope, n: Amount) -> Effect:
    """"If you're the monarch, it deals 7 damage instead.", Galvanic Blast's "Metalcraft — ~
    deals 4 damage instead if you control three or more artifacts." — to what the ability's
    (or the spell's) earlier sentence named (608.2c)."""
    if scope.last is None:
        raise NoMatch("damage to nothing named before")
    find = scope.last

    def deal(ctx: Ctx) -> Steps:
        for target in find(ctx):
            yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), target,
                                     n.of(ctx), source=ctx.source)

    return deal


@effect("effect", "{who:who} deals damage equal to its power to {other:who}", rule="120.3",
        runs="explorer.rules.damage")
def _bite(scope: Scope, who: Targets | Who, other: Targets | Who) -> Effect:
    """One creature deals damage equal to its power to another (not a fight: only one way)."""
    source, target = scope.find(who), scope.find(other)

    def bite(ctx: Ctx) -> Steps:
        biters, bitten = objects_of(ctx, source), target(ctx)
        if not biters or not bitten:
            return
        biter = biters[0]
        for t in bitten:
            yield from damage.damage(ctx.game, biter.name, biter.oid, t,
                                     layers.power(ctx.game, biter))

    return bite


@effect("effect", "{who:player} draws {n:amount} cards and loses {m:amount} life",
        "{who:player} draws a card and loses {m:amount} life", rule="121.1",
        runs="explorer.rules.zones")
def _draw_and_lose(scope: Scope, who: Targets | Who, m: Amount, n: Amount | None = None
                   ) -> Effect:
    """"Target player draws X cards and loses X life." (Damnable Pact)"""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            yield from zones.draw(ctx.game, player, n.of(ctx) if n is not None else 1)
            life.change_life(ctx.game, player, -m.of(ctx), ctx.source_name, rule="119.3")
        yield from ()

    return run


@effect("effect", "you may have {who:player} discard a card", rule="701.9a",
        runs="explorer.rules.zones")
def _may_have_discard(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        if not (yield from yes_or_no(ctx, ctx.controller, f"{ctx.source_name}: do it?",
                                      "do it", "don't", "608.2d")):
            return
        for player in _players(ctx, find):
            for card in (yield from zones.choose_discards(
                    ctx.game, player, 1, "701.9b", f"{ctx.source_name}: discard a card")):
                zones.discard(ctx.game, card)

    return run


# -- amounts the text defines: "+X/+0", "where X is …" (107.3) ------------------------------------
@kind("pt_x", r"[+-](?:\d+|X)/[+-](?:\d+|X)")
def _pt_x(text: str) -> tuple[str, str]:
    p, t = text.split("/")
    if "X" not in text:
        raise NoMatch(text)  # plain numbers are the "pt" kind's
    return p, t


def _signed(part: str, x: int) -> int:
    value = x if part[1:] == "X" else int(part[1:])
    return -value if part[0] == "-" else value


@effect("effect", "{who:who} gets {pt:pt_x} until end of turn",
        "{who:who} get {pt:pt_x} until end of turn", rule="613.4c",
        runs="explorer.rules.layers")
def _pump_x(scope: Scope, who: Targets | Who, pt: tuple[str, str]) -> Effect:
    """+X/+0 with the spell's X (107.3a) — or the X a "where X is" sentence defines."""
    find = scope.find(who)

    def pump(ctx: Ctx) -> Steps:
        power, toughness = _signed(pt[0], ctx.x), _signed(pt[1], ctx.x)
        for obj in objects_of(ctx, find):
            layers.until_end_of_turn(ctx.game, obj, ctx.source_name, ctx.controller,
                                     power=power, toughness=toughness)
        yield from ()

    return pump


quantity = GRAMMAR.template


@effect("effect", "~ deals damage to {who:who} equal to {q:quantity}",
        "~ deals damage equal to {q:quantity} to {who:who}",
        "it deals damage equal to {q:quantity} to {who:who}", rule="120.3",
        runs="explorer.rules.damage")
def _damage_equal_to(scope: Scope, who: Targets | Who, q: Quantity) -> Effect:
    """Skred ("equal to the number of snow permanents you control"), Fling ("equal to the
    sacrificed creature's power"): the amount counted as it resolves (608.2h)."""
    find = scope.find(who)

    def deal(ctx: Ctx) -> Steps:
        amount = q(ctx)
        for target in find(ctx):
            yield from damage.damage(ctx.game, ctx.source_name, _source_oid(ctx), target,
                                     amount, source=ctx.source)

    return deal


@effect("effect", "draw cards equal to {q:quantity}", "you draw cards equal to {q:quantity}",
        rule="121.1", runs="explorer.rules.zones")
def _draw_equal_to(scope: Scope, q: Quantity) -> Effect:
    """"Draw cards equal to the number of creatures you control." — counted as it resolves
    (608.2h)."""

    def draw(ctx: Ctx) -> Steps:
        yield from zones.draw(ctx.game, ctx.controller, max(0, q(ctx)))
        yield from ()

    return draw


@effect("effect", "you lose life equal to {q:quantity}",
        "{who:player} loses life equal to {q:quantity}", rule="119.3",
        runs="explorer.rules.life")
def _lose_life_equal_to(scope: Scope, q: Quantity, who: Targets | Who | None = None) -> Effect:
    """"then you lose life equal to the number of cards in your hand": counted as it happens
    (608.2h)."""
    return _life_by(scope, q, who, -1)


@effect("effect", "you gain life equal to {q:quantity}", "gain life equal to {q:quantity}",
        "{who:player} gains life equal to {q:quantity}", rule="119.3",
        runs="explorer.rules.life")
def _gain_life_equal_to(scope: Scope, q: Quantity, who: Targets | Who | None = None) -> Effect:
    return _life_by(scope, q, who, 1)


def _life_by(scope: Scope, q: Quantity, who: Targets | Who | None, sign: int) -> Effect:
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])

    def change(ctx: Ctx) -> Steps:
        amount = q(ctx)
        for player in _players(ctx, find):
            life.change_life(ctx.game, player, sign * amount, ctx.source_name, rule="119.3")
        yield from ()

    return change


@effect("effect", "create a number of {token:token} equal to {q:quantity}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_equal_to(scope: Scope, token: Token, q: Quantity) -> Effect:
    """"create a number of 1/1 white Rabbit creature tokens equal to this creature's power",
    "… equal to your devotion to black": counted as it resolves (608.2h) — a creature that
    died, as it last existed."""
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        yield from keyword_actions.create_tokens(
            ctx.game, _token_name(ctx, token), ctx.controller, max(0, q(ctx)))

    return create


@effect("effect", "put a number of {counter:counter} counters equal to {q:quantity} on {who:who}",
        rule="122.6", runs="explorer.rules.counters")
def _put_counters_equal_to(scope: Scope, counter: str, q: Quantity, who: Targets | Who
                           ) -> Effect:
    """Maester Seymour: "put a number of +1/+1 counters equal to Maester Seymour's power on
    another target creature you control" — counted as it resolves (608.2h)."""
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        amount = max(0, q(ctx))
        for obj in objects_of(ctx, find):
            yield from counters.put_counters(ctx.game, obj, counter, amount, ctx.source_name)

    return put


@quantity("quantity", "the number of {count:count_of}", rule="107.3",
          runs="explorer.oracle.effects")
def _number_of(scope: Scope, count: Callable[[Kernel, Obj], int]) -> Quantity:
    return lambda ctx: counted(count, ctx)


@quantity("quantity", "{n:number} plus {q:quantity}", rule="107.3",
          runs="explorer.oracle.effects")
def _plus(scope: Scope, n: int, q: Quantity) -> Quantity:
    """Galvanic Bombardment: "where X is 2 plus the number of cards named ~ in your
    graveyard"."""
    return lambda ctx: n + q(ctx)


@quantity("quantity", "{devotion:devotion}", rule="700.5", runs="explorer.oracle.effects")
def _devotion_quantity(scope: Scope, devotion: Callable[[Kernel, Obj], int]) -> Quantity:
    return lambda ctx: devotion(ctx.game, ctx.source) if ctx.source is not None else 0


@quantity("quantity", "the amount of mana spent to cast that spell", rule="601.2h",
          runs="explorer.rules.mana")
def _mana_spent_on_cast_spell(scope: Scope) -> Quantity:
    """Aberrant Manawurm: "where X is the amount of mana spent to cast that spell" — the mana
    paid for the spell the trigger event cast (601.2h), however much its cost was changed."""
    if K.SPELL_CAST not in scope.trigger_kinds:
        raise NoMatch("that spell", "'that spell' names no spell: the ability doesn't trigger "
                                    "on a spell being cast")

    def spent(ctx: Ctx) -> int:
        oid = getattr(ctx.event, "oid", None)
        item = next((i for i in ctx.game.state.stack if i.sid == oid and i.card is not None),
                    None)
        return len(item.card.spent) if item is not None and item.card is not None else 0

    return spent


@quantity("quantity", "that spell's mana value", rule="202.3e", runs="explorer.rules.stack")
def _cast_spells_mana_value(scope: Scope) -> Quantity:
    """"Whenever you cast a creature spell, …, where X is that spell's mana value": the spell
    the trigger event cast, its mana value on the stack (X included, 202.3e)."""
    if K.SPELL_CAST not in scope.trigger_kinds:
        raise NoMatch("that spell", "'that spell' names no spell: the ability doesn't trigger "
                                    "on a spell being cast")
    return lambda ctx: (ctx.event.amount or 0) if ctx.event is not None else 0


@quantity("quantity", "~'s power", "its power", rule="208.1", runs="explorer.rules.layers")
def _its_power(scope: Scope) -> Quantity:
    return lambda ctx: max(0, layers.power(ctx.game, ctx.source)) if ctx.source else 0


@quantity("quantity", "the {stat:stat} of {who:target}", rule="608.2h",
          runs="explorer.rules.layers")
def _stat_of_target(scope: Scope, stat: str, who: Targets) -> Quantity:
    """Wall of Reverence: "you may gain life equal to the power of target creature you
    control" — the target as it is when the ability resolves (608.2h); an illegal target
    gives nothing (608.2b)."""
    find = scope.find(who)

    def count(ctx: Ctx) -> int:
        found = objects_of(ctx, find)
        return max(0, stat_of(ctx.game, found[0], stat)) if found else 0

    return count


@quantity("quantity", "the sacrificed creature's {stat:stat}", rule="608.2h",
          runs="explorer.rules.stack")
def _sacrificed_stat(scope: Scope, stat: str) -> Quantity:
    """What the spell's additional cost sacrificed, as it last existed (608.2h)."""
    return lambda ctx: sacrificed(ctx.game, ctx.source, stat)


@quantity("quantity", "the number of colors of mana spent to cast ~", rule="601.2h",
          runs="explorer.rules.mana")
def _converge(scope: Scope) -> Quantity:
    """Converge: the colors among the mana spent to cast the spell (105.1: {C} is no color)."""
    return lambda ctx: len(set(ctx.source.spent) - {"C"}) if ctx.source is not None else 0


@quantity("quantity", "the number of cards in your hand", rule="402.1",
          runs="explorer.rules.zones")
def _cards_in_hand(scope: Scope) -> Quantity:
    return lambda ctx: len(ctx.game.state.player(ctx.controller).hand)


@quantity("quantity", "the greatest power among creatures you control", rule="208.1",
          runs="explorer.rules.layers")
def _greatest_power(scope: Scope) -> Quantity:
    return lambda ctx: max((layers.power(ctx.game, o) for o in
                            ctx.game.state.permanents(ctx.controller) if o.is_creature),
                           default=0)


def with_x(effect: Effect, x: Quantity) -> Effect:
    """"…, where X is …": the sentence's X is that amount, counted as it resolves (107.3)."""

    def run(ctx: Ctx) -> Steps:
        yield from effect(dataclasses.replace(ctx, x=x(ctx)))

    return run


@effect("effect", "{who:who} gets {pt:pt} until end of turn for each {count:count_of}",
        "{who:who} get {pt:pt} until end of turn for each {count:count_of}", rule="613.4c",
        runs="explorer.rules.layers")
def _pump_for_each(scope: Scope, who: Targets | Who, pt: tuple[int, int],
                   count: Callable[[Kernel, Obj], int]) -> Effect:
    """Counted once, as it resolves (608.2h): "for each basic land type among lands you
    control" (domain)."""
    find = scope.find(who)

    def pump(ctx: Ctx) -> Steps:
        n = counted(count, ctx)
        for obj in objects_of(ctx, find):
            layers.until_end_of_turn(ctx.game, obj, ctx.source_name, ctx.controller,
                                     power=pt[0] * n, toughness=pt[1] * n)
        yield from ()

    return pump


@effect("effect", "if it's a {what:objects}, {then:effect}", "if it's an {what:objects}, "
        "{then:effect}", rule="608.2c", runs="explorer.oracle.effects")
def _if_it_is(scope: Scope, what: Objects, then: Effect) -> Effect:
    """"If it's a Vampire, it gains first strike until end of turn." — "it" is what the
    sentence before named, looked at as this resolves."""
    if scope.last is None:
        raise NoMatch("'it' refers to nothing before it")
    find = scope.last

    def run(ctx: Ctx) -> Steps:
        if any(what.test(ctx.game, ctx.controller, o) for o in objects_of(ctx, find)):
            yield from then(ctx)

    return run


@effect("effect", "draw x cards", "you draw x cards", "draw X cards", "you draw X cards",
        rule="121.1", runs="explorer.rules.zones")
def _draw_x(scope: Scope) -> Effect:
    """"Draw X cards" with the X of the spell — or of a "where X is …" sentence."""

    def draw(ctx: Ctx) -> Steps:
        yield from zones.draw(ctx.game, ctx.controller, ctx.x)
        yield from ()

    return draw


@effect("effect", "you draw {n:number} cards", "you draw a card", rule="121.1",
        runs="explorer.rules.zones")
def _you_draw(scope: Scope, n: int = 1) -> Effect:
    def draw(ctx: Ctx) -> Steps:
        yield from zones.draw(ctx.game, ctx.controller, n)
        yield from ()

    return draw


# -- regeneration (701.19) -------------------------------------------------------------------------
@effect("effect", "regenerate {who:who}", rule="701.19a", runs="explorer.rules.keyword_actions")
def _regenerate(scope: Scope, who: Targets | Who) -> Effect:
    """A shield: the next time it would be destroyed this turn, it is regenerated instead."""
    find = scope.find(who)

    def shield(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            obj.regeneration_shields += 1
            ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                          target=obj.handle, rule="701.19a", rider="regeneration shield")
        yield from ()

    return shield


def _no_regeneration(ctx: Ctx, objs: list[Obj]) -> None:
    for obj in objs:
        obj.cant_regenerate = True  # until the cleanup step (514.2)


@effect("effect", "destroy {who:who}. it can't be regenerated",
        "destroy {who:who}. they can't be regenerated",
        "destroy {who:who}. that creature can't be regenerated", rule="701.19c",
        runs="explorer.rules.keyword_actions")
def _destroy_no_regeneration(scope: Scope, who: Targets | Who) -> Effect:
    """"It can't be regenerated": no shield replaces this destruction (701.19c)."""
    find = scope.find(who)

    def destroy(ctx: Ctx) -> Steps:
        objs = objects_of(ctx, find)
        _no_regeneration(ctx, objs)
        with ctx.game.simultaneously():
            for obj in objs:
                keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name)
        yield from ()

    return destroy


@effect("effect", "a creature dealt damage this way can't be regenerated this turn",
        rule="701.19c", runs="explorer.rules.keyword_actions")
def _dealt_damage_no_regeneration(scope: Scope) -> Effect:
    if scope.last is None:
        raise NoMatch("no damage dealt before")
    find = scope.last

    def mark(ctx: Ctx) -> Steps:
        _no_regeneration(ctx, [o for o in objects_of(ctx, find) if o.is_creature])
        yield from ()

    return mark


_EXILE_INSTEAD = (". if that spell is countered this way, exile it instead of putting it into "
                  "its owner's graveyard")


@effect("effect", "counter {who:who}", rule="701.6a", runs="explorer.rules.stack")
def _counter_target(scope: Scope, who: Targets | Who) -> Effect:
    """"Counter target spell." (701.6a): it leaves the stack for its owner's graveyard."""
    return _countering(scope, who, exile=False)


@effect("effect", "counter {who:who}" + _EXILE_INSTEAD, rule="614.1a",
        runs="explorer.rules.stack")
def _counter_target_exile(scope: Scope, who: Targets | Who) -> Effect:
    """Dissipate: "Counter target spell. If that spell is countered this way, exile it instead
    of putting it into its owner's graveyard." — a replacement of the spell's own (614.1a)."""
    return _countering(scope, who, exile=True)


def _countering(scope: Scope, who: Targets | Who, *, exile: bool) -> Effect:
    spells = _spells(scope, who)

    def counter(ctx: Ctx) -> Steps:
        for item in spells(ctx):
            stack_rules.counter(ctx.game, item, ctx.source_name, exile=exile)
        yield from ()

    return counter


def _spells(scope: Scope, who: Targets | Who) -> Callable[[Ctx], Iterator[StackItem]]:
    """The spells ``who`` names ("target spell", "target instant or sorcery spell"), each
    found on the stack as the instruction reaches it — one that has left is skipped; anything
    but a spell on the stack is refused."""
    if not isinstance(who, Targets) or who.spec.zone != "stack":
        raise NoMatch(str(getattr(who, "text", who)))
    find = scope.find(who)

    def spells(ctx: Ctx) -> Iterator[StackItem]:
        for t in find(ctx):
            item = ctx.game.state.spell_on_stack(t) if isinstance(t, int) else None
            if item is not None:
                yield item

    return spells


@effect("effect", "counter {who:who} unless its controller pays {cost:mana_cost}",
        "counter {who:who} unless its controller pays {cost:mana_cost} plus an additional "
        "{more:mana_cost} for each {what:objects}",
        "counter {who:who} unless its controller pays {times:times} {cost:mana_cost}",
        rule="701.6a", runs="explorer.rules.stack")
def _counter_target_unless(scope: Scope, who: Targets | Who, cost: str, more: str = "",
                           what: Objects | None = None, times: int = 1,
                           exile: bool = False) -> Effect:
    """"Counter target spell unless its controller pays {3}." — asked as it resolves (608.2c):
    that spell's controller may pay; if they don't, it is countered. The price may grow
    with a count made as it resolves (Spell Stutter: "{2} plus an additional {1} for each
    Faerie you control") or be a multiple of X (Thassa's Intervention: "twice {X}")."""
    if not isinstance(who, Targets) or who.spec.zone != "stack":
        raise NoMatch(str(getattr(who, "text", who)))
    base, extra = mana_rules.ManaCost.parse(cost), mana_rules.ManaCost.parse(more or "{0}")
    if extra.specific or extra.hybrid or extra.x_count or (
            times != 1 and (base.specific or base.hybrid)):
        raise NoMatch(more or cost, "only generic mana is added or multiplied")
    spells = _spells(scope, who)

    def price(ctx: Ctx) -> str:
        paid = base.with_x(ctx.x)
        n = what.count(ctx.game, ctx.controller, ctx.source) if what is not None else 0
        return dataclasses.replace(
            paid, generic=paid.generic * times + extra.generic * n).text()

    def counter(ctx: Ctx) -> Steps:
        for item in spells(ctx):
            if not (yield from _offer_payment(ctx, item.controller, price(ctx), "701.6a")):
                stack_rules.counter(ctx.game, item, ctx.source_name, exile=exile)

    return counter


@effect("effect", "counter {who:who} unless its controller pays {cost:mana_cost}"
        + _EXILE_INSTEAD, rule="614.1a", runs="explorer.rules.stack")
def _counter_unless_exile(scope: Scope, who: Targets | Who, cost: str) -> Effect:
    """Syncopate: "Counter target spell unless its controller pays {X}. If that spell is
    countered this way, exile it instead of putting it into its owner's graveyard." """
    return _counter_target_unless(scope, who, cost, exile=True)


@effect("effect", "counter it unless that player pays {cost:mana_cost}", rule="701.6",
        runs="explorer.rules.stack")
def _counter_unless_pays(scope: Scope, cost: str) -> Effect:
    """Ward's "counter it unless that player pays {2}": "it" is the spell or ability that
    targeted (the trigger event's), "that player" its controller (702.21a)."""
    return _counter_targeting_unless(cost, "702.21a")


@effect("effect", "counter that spell or ability unless its controller pays {cost:mana_cost}",
        rule="701.6", runs="explorer.rules.stack")
def _counter_that_unless_pays(scope: Scope, cost: str) -> Effect:
    """Unsettled Mariner, Diffusion Sliver: the spell or ability whose targeting triggered the
    ability, countered as it resolves unless its controller pays (701.6)."""
    return _counter_targeting_unless(cost, "701.6")


@effect("effect", "counter it unless that player pays {n:number} life", rule="702.21a",
        runs="explorer.rules.ward")
def _counter_unless_pays_life(scope: Scope, n: int) -> Effect:
    """"Ward—Pay 7 life." (702.21a): the life is paid only with at least that much (119.4)."""
    return _counter_targeting_unless("", "702.21a", life=n)


def _counter_targeting_unless(cost: str, rule: str, life: int = 0) -> Effect:
    from .triggers import targeting_item

    def run(ctx: Ctx) -> Steps:
        item = targeting_item(ctx.game, ctx.event) if ctx.event is not None else None
        if item is None or item not in ctx.game.state.stack:
            return  # it already left the stack
        if (yield from (ward.offer_life(ctx.game, item.controller, life, ctx.source_name)
                        if life else _offer_payment(ctx, item.controller, cost, rule))):
            return
        if item.card is not None:
            stack_rules.counter(ctx.game, item, ctx.source_name)
        else:  # 701.6b: a countered ability is removed from the stack
            ctx.game.state.stack.remove(item)
            ctx.game.emit(K.ABILITY_REMOVED, player=item.controller, source=item.source_name,
                          rule="701.6b", ability=item.text, cause=item.cause)

    return run


# -- delayed triggered abilities (603.7) ----------------------------------------------------------
# (step, the first turn it may be, counted from now; the words): "next" is never this step.
table("next_step", {w: (step, later, w) for w, step, later in (
    ("the next end step", "end", 0), ("the next turn's upkeep", "upkeep", 1),
    ("your next upkeep", "upkeep", 1))})
kind("any_text")(lambda text: text)


def _delayed(scope: Scope, text: str, when: tuple[str, int, str], said: str) -> Effect:
    """"Draw a card at the beginning of the next turn's upkeep.": a delayed triggered ability
    (603.7a) made as this resolves, triggering once (603.7b)."""
    step, later, _words = when
    yours = "your next" in said
    return _make_delayed(scope, text, said, None, "603.7a", lambda ctx, ability, source: (
        DelayedTrigger(ability, ctx.controller, ctx.source_name, source, step,
                       ctx.game.state.turn + later, yours, origin=ctx.event)))


_ABOUT_THEM = re.compile(r"\b(?:it|its|them|their|they|those|that (?:creature|card|token|"
                         r"permanent)|the tokens?)\b")


def _make_delayed(scope: Scope, text: str, said: str, when: When | None, rule: str,
                  make: Callable[[Ctx, TriggeredAbility, int | None], DelayedTrigger], *,
                  mana_ability: bool = False) -> Effect:
    """The effect that makes a delayed triggered ability as the spell or ability resolves
    (603.7a). Its effect can't use the resolving spell's targets: it has none of its own.

    "Create a 1/1 red Goblin creature token that's tapped and attacking. Sacrifice it at the
    beginning of the next end step.": "it" in its text is the tokens the instruction before it
    made — known only as that instruction resolves, so the delayed ability keeps them as it is
    made (``about``), and its resolution looks for those objects: one that left the battlefield
    since is a new object it doesn't find (603.7c, 400.7).

    "Exile another target permanent. Return that card to the battlefield under its owner's
    control at the beginning of the next end step." (Flickerwisp): "that card" is the card the
    instruction before it exiled, kept alike; the return finds it only while it is still in
    exile (603.7c) — only returning it is read of such a card. About anything else the
    sentences before it named ("Return target creature card … Exile it at the beginning of the
    next end step.") it isn't read yet — refused rather than played with "it" meaning the
    source."""
    about_them = isinstance(scope.last, _Created) and bool(_ABOUT_THEM.search(text))
    exiled = isinstance(scope.last, _Exiled) and bool(_ABOUT_THEM.search(text))
    if not about_them and not exiled and _ABOUT_THEM.search(text) and (
            (scope.last is not None and scope.last is not scope.of_event) or scope.tokens):
        raise NoMatch(text, "a delayed ability about what the ability named before it (603.7c) "
                            "isn't read yet")
    mark = len(scope.targets)
    before = scope.last
    if exiled:  # as it resolves, its "about" (``choices["created"]``) holds the exiled cards
        scope.last = reading = _Exiled(None, key="created")
    then = GRAMMAR.parse("effect", text, scope)
    if exiled:
        scope.last = before
        if not reading.returned:
            raise NoMatch(text, "a delayed ability about an exiled card reads only its return "
                                "to the battlefield yet (603.7c)")
    if len(scope.targets) > mark:
        raise NoMatch(text, "a delayed ability with targets isn't read yet")
    ability = TriggeredAbility(said, when, then, mana_ability=mana_ability)
    scope.delayed.append(ability)

    def create(ctx: Ctx) -> Steps:
        source = ctx.source.oid if ctx.source is not None else None
        delayed = make(ctx, ability, source)
        if about_them:
            delayed = dataclasses.replace(delayed, about=tuple(
                t for t in _Created.made(ctx) if isinstance(t, int)))
        elif exiled:
            delayed = dataclasses.replace(delayed, about=_Exiled.made(ctx))
        ctx.game.state.delayed = (*ctx.game.state.delayed, delayed)
        ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                      rule=rule, rider=said)
        yield from ()

    return create


@effect("effect", "{text:any_text} at the beginning of {when:next_step}", rule="603.7a",
        runs="explorer.rules.triggers")
def _later(scope: Scope, text: str, when: tuple[str, int, str]) -> Effect:
    return _delayed(scope, text, when, f"{text[:1].upper()}{text[1:]} at the beginning of "
                                        f"{when[2]}.")


@effect("effect", "{text:any_text} at end of combat", rule="603.7a",
        runs="explorer.rules.triggers")
def _at_end_of_combat(scope: Scope, text: str) -> Effect:
    """"Sacrifice it at end of combat.": at the beginning of this turn's end of combat step
    (511.2) — a delayed triggered ability (603.7a)."""
    return _delayed(scope, text, ("end_of_combat", 0, "end of combat"),
                    f"{text[:1].upper()}{text[1:]} at end of combat.")


@effect("effect", "at the beginning of {when:next_step}, {text:any_text}", rule="603.7a",
        runs="explorer.rules.triggers")
def _later_first(scope: Scope, when: tuple[str, int, str], text: str) -> Effect:
    return _delayed(scope, text, when, f"At the beginning of {when[2]}, {text}.")


@effect("effect", "whenever {words:any_text} this turn, {text:any_text}",
        "until end of turn, whenever {words:any_text}, {text:any_text}", rule="603.7b",
        runs="explorer.rules.triggers")
def _whenever_this_turn(scope: Scope, words: str, text: str) -> Effect:
    """Forth Eorlingas!: "Whenever one or more creatures you control deal combat damage to one
    or more players this turn, you become the monarch." — a delayed triggered ability the spell
    makes as it resolves; it triggers each time its event happens this turn (603.7b) and ends
    in the cleanup step (514.2)."""
    event = GRAMMAR.parse("trigger", words, scope)
    if event.subject or event.condition is not None or event.looks_back:
        raise NoMatch(text, "this kind of delayed trigger event isn't read yet")
    # High Tide: "Until end of turn, whenever a player taps an Island for mana, that player
    # adds an additional {U}." — a triggered mana ability (605.1b), resolving at once (605.4a).
    return _make_delayed(
        scope, text, f"Whenever {words} this turn, {text}.", event.when, "603.7b",
        lambda ctx, ability, source: DelayedTrigger(
            ability, ctx.controller, ctx.source_name, source, "", ctx.game.state.turn,
            when=event.when, seen_by=ctx.source), mana_ability=event.on_mana)


# -- "If that creature would die this turn, exile it instead." (614.1a) ------------------------
@effect("effect", "if {who:who} would die this turn, exile it instead", rule="614.1a",
        runs="explorer.rules.zones")
def _exile_if_dies(scope: Scope, who: Targets | Who) -> Effect:
    """A replacement effect the resolving spell makes on the creatures an earlier sentence
    named ("that creature"), or on those its damage reached ("a creature dealt damage this
    way"); it lasts this turn, and only for those objects (400.7)."""
    if not isinstance(who, Who) or who.text not in ("that creature", "it",
                                                    "that creature or planeswalker",
                                                    "a creature dealt damage this way"):
        raise NoMatch(str(getattr(who, "text", who)))
    find = scope.find(who)
    dealt_only = who.text == "a creature dealt damage this way"

    def exile_instead(ctx: Ctx) -> Steps:
        hit = _dealt_damage_this_way(ctx) if dealt_only else None
        for obj in objects_of(ctx, find):
            if obj.is_creature and (hit is None or obj.handle in hit):
                obj.exile_if_dies = True
                ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                              target=obj.handle, rule="614.1a",
                              rider="if it would die this turn, it is exiled instead")
        yield from ()

    return exile_instead


def _dealt_damage_this_way(ctx: Ctx) -> set[str]:
    """The permanents this spell or ability has dealt damage to as it resolves: the log back to
    its own "resolved" event."""
    hit: set[str] = set()
    for event in reversed(ctx.game.log):
        if event.event in (K.SPELL_RESOLVED, K.ABILITY_RESOLVED) \
                and event.source == ctx.source_name:
            break
        if event.event is K.DAMAGE_DEALT and event.source == ctx.source_name and event.target:
            hit.add(event.target)
    return hit


@effect("effect", "choose a creature type", rule="608.2d", runs="explorer.rules.zones")
def _choose_a_creature_type(scope: Scope) -> Effect:
    """Pack's Disdain: "Choose a creature type. Target creature gets -1/-1 … for each
    permanent of the chosen type you control." — chosen by the controller as the spell
    resolves (608.2d), before the instructions after it; kept in the spell's ``choices``, where
    "of the chosen type" reads it (as it reads a permanent's choice made as it entered)."""

    def choose(ctx: Ctx) -> Steps:
        chosen = yield from zones.choose_creature_type(
            ctx.game, ctx.controller, f"{ctx.source_name}: choose a creature type", "608.2d")
        if ctx.source is not None:  # a new mapping: never changed in place (Obj)
            ctx.source.choices = {**ctx.source.choices, "creature_type": chosen}

    return choose


@effect("effect", "{then:effect} unless {test:condition}", rule="608.2c",
        runs="explorer.oracle.conditions")
def _unless_condition(scope: Scope, then: Effect, test: Condition) -> Effect:
    """Vampire Lacerator: "you lose 1 life unless an opponent has 10 or less life" — the
    condition is asked as the ability resolves; the instruction is followed only if it doesn't
    hold (608.2c). (Not a trigger condition: the ability triggers either way.)"""

    def run(ctx: Ctx) -> Steps:
        if not holds(test, ctx):
            yield from then(ctx)

    return run


@effect("effect", "{then:effect} if {test:condition}", rule="608.2c",
        runs="explorer.oracle.conditions")
def _if_after(scope: Scope, then: Effect, test: Condition) -> Effect:
    """Eagle of Deliverance: "Draw a card if that creature's power is 2 or less." — the
    condition said after the instruction, asked as it resolves (608.2c)."""
    return _when(test, then)


# -- choices made as a spell or ability resolves (608.2d) -----------------------------------------
# "Choose a color. …", "Choose a player. That player …", "Choose a number between 0 and 10.
# Destroy all creatures with power greater than or equal to the chosen number.": the choice is
# made as the instruction is followed (608.2d) and kept in ``ctx.choices`` under these keys,
# where the instructions after it find it ("the chosen color", "that player").
CHOSEN_COLOR = "chosen_color"
CHOSEN_PLAYER = "chosen_player"
CHOSEN_NUMBER = "chosen_number"
_COLORS = ("W", "U", "B", "R", "G")


@effect("effect", "choose a color", rule="608.2d", runs="explorer.oracle.effects")
def _choose_a_color(scope: Scope) -> Effect:
    def choose(ctx: Ctx) -> Steps:
        chosen = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="option", rule="608.2d",
            prompt=f"{ctx.source_name}: choose a color", options=as_options(_COLORS),
            default=Choose(ctx.controller, option=_COLORS[0]),
            accept=one_of(_COLORS, "608.2d", "choose a color:")))
        ctx.choices[CHOSEN_COLOR] = chosen
        if ctx.source is not None and ctx.source.zone == "stack":
            # a spell's choice, where "of the chosen color" reads it (as "choose a creature
            # type" keeps its own); a new mapping: never changed in place (Obj)
            ctx.source.choices = {**ctx.source.choices, "color": chosen}

    return choose


table("player_choice", {"a player": "any", "an opponent": "opponent",
                        "another player": "other", "target player": "target"})


_SAID = {"any": "a player", "opponent": "an opponent", "other": "another player"}


@effect("effect", "choose {among:player_choice}", rule="608.2d", runs="explorer.oracle.effects")
def _choose_a_player(scope: Scope, among: str) -> Effect:
    """"Choose a player. That player adds {G}{G}{G}.", "Choose another player. That player gains
    control of …": a player still in the game (800.4a), chosen as it resolves — not targeted
    (115.10) — whom "that player" names after it (608.2c). The default policy chooses the
    ability's controller if it may, else the next player in turn order."""
    if among == "target":
        raise NoMatch("choose target player", "a targeted choice is read as 'target player'")

    def choose(ctx: Ctx) -> Steps:
        state = ctx.game.state
        players = tuple(p.name for p in state.in_game()
                   if among == "any" or (p.name != ctx.controller and (
                       among == "other" or p.name in {o.name for o in
                                                      state.opponents(ctx.controller)})))
        if not players:
            return  # nobody to choose: "that player" names no one (608.2c)
        ctx.choices[CHOSEN_PLAYER] = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="option", rule="608.2d",
            prompt=f"{ctx.source_name}: choose {_SAID[among]}",
            options=as_options(players), default=Choose(ctx.controller, option=players[0]),
            accept=one_of(players, "608.2d", "choose a player:")))

    scope.that_player = chosen_player
    return choose


def chosen_player(ctx: Ctx) -> list[Target]:
    """The player an instruction of the resolving ability chose (608.2d), if it is still in the
    game."""
    player = ctx.choices.get(CHOSEN_PLAYER)
    return [player] if isinstance(player, str) and ctx.game.state.player(player).in_game else []


@effect("effect", "choose a number between 0 and {n:number}", rule="608.2d",
        runs="explorer.oracle.effects")
def _choose_a_number(scope: Scope, n: int) -> Effect:
    """Expel the Interlopers: "Choose a number between 0 and 10." — inclusive, as it resolves;
    the default policy chooses the highest."""
    numbers = tuple(str(k) for k in range(n + 1))

    def choose(ctx: Ctx) -> Steps:
        chosen = yield from ctx.game.ask(Decision(
            player=ctx.controller, kind="option", rule="608.2d",
            prompt=f"{ctx.source_name}: choose a number between 0 and {n}",
            options=as_options(numbers), default=Choose(ctx.controller, option=numbers[-1]),
            accept=one_of(numbers, "608.2d", "choose a number:")))
        ctx.choices[CHOSEN_NUMBER] = int(chosen)

    return choose


@effect("effect", "{who:player} chooses a {what:objects} they control",
        "{who:player} chooses an {what:objects} they control", rule="608.2d",
        runs="explorer.oracle.effects")
def _each_chooses_one_they_control(scope: Scope, who: Targets | Who, what: Objects) -> Effect:
    """Consuming Tide: "Each player chooses a nonland permanent they control." — not targeted
    (115.10): each player, in turn order from the active player (101.4), chooses one of theirs
    as it resolves (608.2d), seeing the choices made before theirs; one with none chooses
    nothing. "… not chosen this way" and "the chosen permanents" after it name them."""
    find = scope.find(who)
    scope.last = scope.named = _chosen_oids

    def choose(ctx: Ctx) -> Steps:
        choosing = set(_players(ctx, find))
        chosen: list[int] = []
        for player in (p.name for p in ctx.game.state.apnap() if p.name in choosing):
            mine = [o for o in what.of(ctx.game, player, ctx.source) if o.controller == player]
            if mine:
                one = yield from _choose_one(ctx, player, mine, f"a {what.text} you control",
                                             "608.2d")
                chosen.append(one.oid)
        ctx.choices[CHOSEN_PERMANENTS] = tuple(chosen)

    return choose


def _chosen_oids(ctx: Ctx) -> list[Target]:
    return list(ctx.choices.get(CHOSEN_PERMANENTS, ()))
