"""One-shot effects (610.1): what a spell or ability does as it resolves, one sentence at a time.

Each template reads one shape of sentence and builds an effect, a generator over the resolving
ability's :class:`~explorer.abilities.Ctx`, that does it through the rules module named in
``runs``. Players and objects are found as the effect happens (:mod:`explorer.oracle.scope`);
an illegal target is skipped (608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..abilities import Ctx, Effect, Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..rules import counters, damage, keyword_actions, layers, life, monarch, zones
from ..rules import mana as mana_rules
from ..rules import stack as stack_rules
from .conditions import Condition
from .patterns import GRAMMAR, NoMatch
from .phrases import Amount, Objects, Targets, Token, Who

if TYPE_CHECKING:
    from ..state import Obj
    from .scope import Find, Scope

effect = GRAMMAR.template


def _objects(ctx: Ctx, find: Find) -> list[Obj]:
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
                                     n.of(ctx))

    return deal


# -- power and toughness (613.4c) ------------------------------------------------------------------
@effect("effect", "{who:who} gets {pt:pt} until end of turn",
        "{who:who} get {pt:pt} until end of turn", rule="613.4c", runs="explorer.rules.layers")
def _pump(scope: Scope, who: Targets | Who, pt: tuple[int, int]) -> Effect:
    find = scope.find(who)

    def pump(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            layers.until_end_of_turn(ctx.game, obj, ctx.source_name, ctx.controller,
                                     power=pt[0], toughness=pt[1])
        yield from ()

    return pump


# -- cards and life (121, 119) ---------------------------------------------------------------------
@effect("effect", "draw a card", "draw {n:number} cards", rule="121.1",
        runs="explorer.rules.zones")
def _draw(scope: Scope, n: int = 1) -> Effect:
    def draw(ctx: Ctx) -> Steps:
        zones.draw(ctx.game, ctx.controller, n)
        yield from ()

    return draw


@effect("effect", "{who:player} draws a card", "{who:player} draw a card",
        "{who:player} draws {n:number} cards", "{who:player} draw {n:number} cards",
        rule="121.1", runs="explorer.rules.zones")
def _player_draws(scope: Scope, who: Targets | Who, n: int = 1) -> Effect:
    find = scope.find(who)

    def draw(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            zones.draw(ctx.game, player, n)
        yield from ()

    return draw


def _life_change(find: Find, n: Amount, sign: int, rule: str) -> Effect:
    def change(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            life.change_life(ctx.game, player, sign * n.of(ctx), ctx.source_name, rule=rule)
        yield from ()

    return change


@effect("effect", "you gain {n:amount} life", rule="119.3", runs="explorer.rules.life")
def _you_gain(scope: Scope, n: Amount) -> Effect:
    return _life_change(lambda ctx: [ctx.controller], n, 1, "119.3")


@effect("effect", "{who:player} gains {n:amount} life", "{who:player} gain {n:amount} life",
        rule="119.3", runs="explorer.rules.life")
def _gain(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    return _life_change(scope.find(who), n, 1, "119.3")


@effect("effect", "{who:player} loses {n:amount} life", "{who:player} lose {n:amount} life",
        rule="119.3", runs="explorer.rules.life")
def _lose(scope: Scope, who: Targets | Who, n: Amount) -> Effect:
    return _life_change(scope.find(who), n, -1, "119.3")


@effect("effect", "{who:player} loses {n:amount} life and you gain {m:amount} life",
        rule="119.3", runs="explorer.rules.life")
def _drain(scope: Scope, who: Targets | Who, n: Amount, m: Amount) -> Effect:
    lose = _life_change(scope.find(who), n, -1, "119.3")
    gain = _life_change(lambda ctx: [ctx.controller], m, 1, "119.3")
    return _in_order(lose, gain)


# -- counters (122) ------------------------------------------------------------------------------
@effect("effect", "put {n:amount} {counter:counter} counter on {who:who}",
        "put {n:amount} {counter:counter} counters on {who:who}",
        "put {n:amount} {counter:counter} counter on each of {who:who}",
        rule="122.6", runs="explorer.rules.counters")
def _put_counters(scope: Scope, n: Amount, counter: str, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            yield from counters.put_counters(ctx.game, obj, counter, n.of(ctx), ctx.source_name)

    return put


@effect("effect", "distribute {n:number} {counter:counter} counters among {who:who}",
        rule="601.2d", runs="explorer.rules.counters")
def _distribute(scope: Scope, n: int, counter: str, who: Targets | Who) -> Effect:
    if not isinstance(who, Targets):
        raise NoMatch("distribute among targets only")
    scope.distribute = (n, min(who.count, n), who.spec)

    def put(ctx: Ctx) -> Steps:
        for target, amount in zip(ctx.targets, ctx.amounts, strict=False):
            obj = ctx.game.state.find(target) if isinstance(target, int) else None
            if obj is not None:
                yield from counters.put_counters(ctx.game, obj, counter, amount, ctx.source_name)

    return put


@effect("effect", "double the number of {counter:counter} counters on {who:who}",
        rule="701.10e", runs="explorer.rules.counters")
def _double_counters(scope: Scope, counter: str, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def double(ctx: Ctx) -> Steps:
        # 701.10e: doubling puts that many more on, so counter replacement effects apply.
        for obj in _objects(ctx, find):
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
        for obj in _objects(ctx, find):
            keyword_actions.destroy(ctx.game, obj, "701.8")
        yield from ()

    return destroy


@effect("effect", "exile {who:who}", rule="701.13", runs="explorer.rules.keyword_actions")
def _exile(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def exile(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            keyword_actions.exile(ctx.game, obj, "701.13")
        yield from ()

    return exile


@effect("effect", "tap {who:who}", rule="701.26a", runs="explorer.rules.keyword_actions")
def _tap(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def tap(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            if not obj.tapped:
                keyword_actions.tap(ctx.game, obj, ctx.controller, "701.26a")
        yield from ()

    return tap


@effect("effect", "untap {who:who}", rule="701.26b", runs="explorer.rules.keyword_actions")
def _untap(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def untap(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            if obj.tapped:
                keyword_actions.untap(ctx.game, obj, ctx.controller, "701.26b")
        yield from ()

    return untap


@effect("effect", "sacrifice ~", rule="701.21a", runs="explorer.rules.keyword_actions")
def _sacrifice_this(scope: Scope) -> Effect:
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


@effect("effect", "{who:player} sacrifices a {what:objects}",
        "{who:player} sacrifices a {what:objects} of their choice",
        "{who:player} sacrifices an {what:objects}",
        "{who:player} sacrifice a {what:objects}",
        rule="701.21a", runs="explorer.rules.keyword_actions")
def _player_sacrifices(scope: Scope, who: Targets | Who, what: Objects) -> Effect:
    find = scope.find(who)

    def sacrifice(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            mine = [o for o in what.of(ctx.game, player, ctx.source) if o.controller == player]
            if not mine:
                continue
            victim = yield from _choose_one(ctx, player, mine, f"a {what.text} to sacrifice",
                                            "701.21a")
            if ctx.game.state.find(victim.oid) is not None:  # its controller may have left
                keyword_actions.sacrifice(ctx.game, victim)

    return sacrifice


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


@effect("effect", "return {who:who} to its owner's hand", "return {who:who} to their owners' hands",
        rule="400.7", runs="explorer.rules.zones")
def _return_to_hand(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def bounce(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            zones.move(ctx.game, obj, "hand", "608.2b", how="returned")
        yield from ()

    return bounce


@effect("effect", "exile {who:who}, then return that card to the battlefield under your control",
        "exile {who:who}, then return it to the battlefield under your control",
        rule="610.1", runs="explorer.rules.zones")
def _flicker(scope: Scope, who: Targets | Who) -> Effect:
    """It comes back as a new object (400.7): summoning sick, without damage."""
    find = scope.find(who)

    def flicker(ctx: Ctx) -> Steps:
        for obj in _objects(ctx, find):
            exiled = keyword_actions.exile(ctx.game, obj, "610.1")
            yield from zones.enter(ctx.game, exiled, ctx.controller, "610.1")

    return flicker


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


# -- the monarch (724) ----------------------------------------------------------------------------
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


# -- sequences and conditions (608.2c) -------------------------------------------------------------
def _in_order(*effects: Effect) -> Effect:
    def run(ctx: Ctx) -> Steps:
        for e in effects:
            yield from e(ctx)

    return run


def _when(test: Condition, then: Effect, otherwise: Effect | None = None) -> Effect:
    def run(ctx: Ctx) -> Steps:
        if test(ctx.game, ctx.controller, ctx.source):
            yield from then(ctx)
        elif otherwise is not None:
            yield from otherwise(ctx)

    return run


GRAMMAR.kind("effect", "effect")


@effect("effect", "then if {test:condition}, {then:effect}", "if {test:condition}, {then:effect}",
        rule="608.2c", runs="explorer.oracle.effects")
def _if(scope: Scope, test: Condition, then: Effect) -> Effect:
    return _when(test, then)


@effect("effect", "{first:effect}, then {second:effect}", "{first:effect} and {second:effect}",
        rule="608.2c", runs="explorer.oracle.effects")
def _then(scope: Scope, first: Effect, second: Effect) -> Effect:
    return _in_order(first, second)


def in_order(*effects: Effect) -> Effect:
    """The effects of an ability's sentences, one after another (608.2c)."""
    return effects[0] if len(effects) == 1 else _in_order(*effects)



# -- tokens (111, 701.7) ---------------------------------------------------------------------------
@effect("effect", "create {n:amount} {token:token}", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create(scope: Scope, n: Amount, token: Token) -> Effect:
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        yield from keyword_actions.create_tokens(ctx.game, token.name, ctx.controller, n.of(ctx))

    return create


@effect("effect", "create a {token:token} for each {counter:counter} counter on ~", rule="111.1",
        runs="explorer.rules.keyword_actions")
def _create_per_counter(scope: Scope, token: Token, counter: str) -> Effect:
    """Counted on the permanent as it last existed on the battlefield, if it left (603.10a)."""
    scope.tokens.append(token)

    def create(ctx: Ctx) -> Steps:
        n = ctx.source.counters.get(counter, 0) if ctx.source is not None else 0
        if n:
            yield from keyword_actions.create_tokens(ctx.game, token.name, ctx.controller, n)

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
        targets = _objects(ctx, find)
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


@effect("effect", "sacrifice ~ unless you sacrifice a {what:objects}", rule="701.21a",
        runs="explorer.rules.keyword_actions")
def _sacrifice_unless(scope: Scope, what: Objects) -> Effect:
    """An "unless" choice, made as the triggered ability resolves (603.5); either way it is a
    sacrifice (701.21a)."""

    def sacrifice(ctx: Ctx) -> Steps:
        game, this = ctx.game, ctx.source
        if this is None or game.state.find(this.oid) is None:
            return  # it already left: there is nothing to keep
        candidates = [o for o in what.of(game, ctx.controller, this)
                      if o.controller == ctx.controller]
        keep_nothing = f"don't: sacrifice {this.handle}"
        choices = (keep_nothing, *(o.handle for o in candidates))
        chosen = yield from game.ask(Decision(
            player=ctx.controller, kind="option", rule="603.5",
            prompt=f"{ctx.source_name}: sacrifice a {what.text} (name it), or "
                   f"{ctx.source_name} is sacrificed", options=as_options(choices),
            default=Choose(ctx.controller, option=keep_nothing),
            accept=one_of(choices, "603.5")))
        victim = this if chosen == keep_nothing else candidates[choices.index(chosen) - 1]
        if game.state.find(victim.oid) is not None:
            keyword_actions.sacrifice(game, victim)

    return sacrifice


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
