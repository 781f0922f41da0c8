"""The small vocabulary cards are written in: targets, effects, costs and triggers.

Each building block does one thing through the rules modules, so a card reads like its Oracle text
and a rule is written once. A user can compose new cards from these in a notebook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..abilities import (
    ActivatedAbility,
    Cost,
    Ctx,
    Distribution,
    Effect,
    ManaProduction,
    ReplacementAbility,
    SpellAbility,
    Steps,
    Target,
    TargetSpec,
    TriggeredAbility,
    When,
    immediate,
)
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import CombatEvent, SpellEvent, ZoneEvent
from ..events import EventKind as K
from ..rules import counters, damage, keyword_actions, life, monarch, zones
from ..rules import mana as mana_rules
from ..rules import stack as stack_rules
from ..rules.replacement import Proposal
from ..state import PTEffect

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj


# -- targets (115) -------------------------------------------------------------------------------
def _creature(game: Kernel, t: Target) -> Obj | None:
    if isinstance(t, int):
        obj = game.state.find(t)
        if obj is not None and obj.is_creature:
            return obj
    return None


def _any_target(game: Kernel, chooser: str, t: Target) -> bool:
    """115.4: a creature, a player, a planeswalker or a battle."""
    if isinstance(t, str):
        return True
    obj = game.state.find(t)
    return obj is not None and any(obj.is_type(k) for k in ("Creature", "Planeswalker",
                                                             "Battle"))


ANY_TARGET = TargetSpec("any target (a creature, player, planeswalker or battle)", _any_target)
TARGET_CREATURE = TargetSpec("a creature", lambda game, chooser, t: _creature(game, t) is not None)
TARGET_PLAYER = TargetSpec("a player", lambda game, chooser, t: isinstance(t, str))
CREATURE_YOU_CONTROL = TargetSpec(
    "a creature you control",
    lambda game, chooser, t: (c := _creature(game, t)) is not None and c.controller == chooser)


# -- effects -------------------------------------------------------------------------------------
def deal_damage(amount: int) -> Effect:
    """"[This] deals N damage to [the target]." (120)"""

    def effect(ctx: Ctx) -> Steps:
        target = ctx.targets[0] if ctx.targets else None
        if target is not None:
            oid = ctx.source.oid if ctx.source is not None else None
            yield from damage.damage(ctx.game, ctx.source_name, oid, target, amount)

    return effect


def pump(power: int, toughness: int) -> Effect:
    """"Target creature gets +N/+N until end of turn." (613.4c, ends in cleanup 514.2)"""

    @immediate
    def effect(ctx: Ctx) -> None:
        for obj in ctx.target_objs():
            ctx.game.state.effects.append(PTEffect(obj.oid, power, toughness, ctx.source_name))
            ctx.game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                          target=obj.handle, rule="613.4c", power=power, toughness=toughness)

    return effect


def flicker() -> Effect:
    """"Exile target creature you control, then return that card to the battlefield under your
    control." It comes back as a new object (400.7): summoning sick, without damage."""

    def effect(ctx: Ctx) -> Steps:
        for obj in ctx.target_objs():
            exiled = keyword_actions.exile(ctx.game, obj, "610.1")
            yield from zones.enter(ctx.game, exiled, ctx.controller, "610.1")

    return effect


def gain_life(amount: int) -> Effect:
    """"You gain N life." (119.3)"""

    @immediate
    def effect(ctx: Ctx) -> None:
        life.change_life(ctx.game, ctx.controller, amount, ctx.source_name, rule="119.3")

    return effect


def draw_cards(n: int) -> Effect:
    @immediate
    def effect(ctx: Ctx) -> None:
        zones.draw(ctx.game, ctx.controller, n)

    return effect


# -- abilities -----------------------------------------------------------------------------------
def spell(text: str, effect: Effect, *targets: TargetSpec) -> SpellAbility:
    return SpellAbility(text, effect, tuple(targets))


def activated_ability(cost: Cost, text: str, effect: Effect, *targets: TargetSpec
                      ) -> ActivatedAbility:
    """"[Cost]: [Effect.]" — a non-mana activated ability; it uses the stack (602)."""
    return ActivatedAbility(cost, text, effect, tuple(targets))


def tap_for(mana: str) -> ActivatedAbility:
    """"{T}: Add {G}." — a mana ability (605.1a); tapping for mana (106.12)."""
    symbols = "".join("{" + m + "}" for m in mana)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {symbols}.",
                            mana=ManaProduction(fixed=mana))


def tap_for_any_color(amount: int = 1) -> ActivatedAbility:
    production = ManaProduction(choose_from="WUBRG", amount=amount)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {production.text()}.", mana=production)


def when_enters(text: str, effect: Effect, *targets: TargetSpec) -> TriggeredAbility:
    """"When this permanent enters, …" (603.6a)."""

    def entered(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.to_zone == "battlefield"
                and event.target == obj.handle)

    return TriggeredAbility(text, When(K.ZONE_CHANGED, entered), effect, tuple(targets))


def at_beginning_of(step: str, text: str, effect: Effect, *targets: TargetSpec,
                    whose: str = "your",
                    condition: Callable[[Kernel, Obj], bool] | None = None,
                    distribute: Distribution | None = None) -> TriggeredAbility:
    """"At the beginning of your [step], …" (603.2b); ``whose="each"`` for every player's."""

    def began(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.step == step and (whose == "each" or event.active == obj.controller)

    return TriggeredAbility(text, When(K.STEP_BEGAN, began), effect, tuple(targets),
                            condition=condition, distribute=distribute)


# -- mana (106, 605) -----------------------------------------------------------------------------
def mana_ability(cost: Cost, production: ManaProduction, text: str | None = None
                 ) -> ActivatedAbility:
    """Any activated mana ability (605.1a): a cost and what it adds."""
    return ActivatedAbility(cost, text or f"{cost.text()}: Add {production.text()}.",
                            mana=production)


def tap_for_each(mana: str, count: Callable[[Kernel, Obj], int], what: str) -> ActivatedAbility:
    """"{T}: Add {G} for each creature you control." (Gaea's Cradle; 605.2: still a mana
    ability when it would add nothing)."""
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {{{mana}}} for each {what}.",
                            mana=ManaProduction(fixed=mana, count=count))


def tap_for_reflected(reflect: str) -> ActivatedAbility:
    """Reflecting Pool ("lands_you_control") and Exotic Orchard / Fellwar Stone
    ("opponents_lands"): the types other permanents could produce (106.7)."""
    production = ManaProduction(reflect=reflect)
    return ActivatedAbility(Cost(tap=True), f"{{T}}: Add {production.text()}.", mana=production)


def creatures_you_control(game: Kernel, obj: Obj) -> int:
    return sum(1 for o in game.state.permanents(obj.controller) if o.is_creature)


def add_mana(mana: str) -> Effect:
    """A spell or ability that adds mana but isn't a mana ability (Dark Ritual, 605.5b)."""

    def effect(ctx: Ctx) -> Steps:
        yield from mana_rules.produce(ctx.game, ctx.controller, ctx.source_name, ctx.source,
                                      mana, cause=ctx.cause)

    return effect


def tapped_for_mana(game: Kernel, event: Event, which: str, obj: Obj) -> bool:
    """Trigger condition for "is tapped for mana" (106.12a): the event only exists when the
    ability resolved and produced mana. ``which``: a land any player taps, a land you tap, a
    land this Aura enchants."""
    tapped = game.state.find_handle(event.target) if event.target else None
    if tapped is None:
        return False
    if which == "enchanted":
        return obj.attached_to == tapped.oid
    if not tapped.is_type("Land"):
        return False
    return which == "any_land" or (which == "your_land" and event.player == obj.controller)


def when_tapped_for_mana(which: str, text: str, effect: Effect,
                         condition: Callable[[Kernel, Obj], bool] | None = None
                         ) -> TriggeredAbility:
    """A triggered mana ability (605.1b): it resolves at once (605.4a). ``condition`` must hold
    as it triggers ("while you're the monarch")."""
    return TriggeredAbility(
        text, When(K.TAPPED_FOR_MANA,
                   lambda game, event, obj: tapped_for_mana(game, event, which, obj)),
        effect, mana_ability=True, condition=condition)


def add_additional(mana: str) -> Effect:
    """"… its controller adds an additional {G}" (Wild Growth). ``"chosen"``: the color chosen
    as the Aura entered (Utopia Sprawl)."""

    def effect(ctx: Ctx) -> Steps:
        assert ctx.event is not None and ctx.event.player is not None
        produced = mana
        if mana == "chosen":
            produced = (ctx.source.choices.get("color", "") if ctx.source else "")
        yield from mana_rules.produce(ctx.game, ctx.event.player, ctx.source_name, ctx.source,
                                      produced, cause=ctx.cause)

    return effect


def add_one_of_produced() -> Effect:
    """"… that player adds one mana of any type that land produced" (Mana Flare): the tapping
    player chooses among the types the land actually produced."""

    def effect(ctx: Ctx) -> Steps:
        assert ctx.event is not None and ctx.event.player is not None
        player = ctx.event.player
        types = tuple(ctx.event.mana or "")
        if not types:
            return
        choice = types[0]
        if len(types) > 1:
            choice = yield from ctx.game.ask(Decision(
                player=player, kind="mana", rule="106.12a",
                prompt=f"{ctx.source_name}: choose a type the land produced",
                options=as_options(types), default=Choose(player, option=types[0]),
                accept=one_of(types, "106.12a")))
        yield from mana_rules.produce(ctx.game, player, ctx.source_name, ctx.source, choice,
                                      cause=ctx.cause)

    return effect


def multiply_tapped_mana(factor: int, text: str) -> ReplacementAbility:
    """"If you tap a permanent for mana, it produces N times as much of that mana instead."
    (106.12b): only the mana of a {T} mana ability, never a trigger's extra mana."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return p.kind == "mana" and p.tapped_for_mana and p.target == obj.controller \
            and bool(p.mana)

    def replace(game: Kernel, obj: Obj, p: Proposal) -> Proposal:
        return p.with_(mana="".join(m * factor for m in p.mana), amount=p.amount * factor)

    return ReplacementAbility(text, applies, replace, rule="106.12b")


def lands_produce_instead(mana: str, text: str) -> ReplacementAbility:
    """"If a land is tapped for mana, it produces {B} instead of any other type and amount."
    (Contamination, 106.12b)."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        source = game.state.find(p.source_oid) if p.source_oid is not None else None
        return (p.kind == "mana" and p.tapped_for_mana and bool(p.mana) and source is not None
                and source.is_type("Land"))

    def replace(game: Kernel, obj: Obj, p: Proposal) -> Proposal:
        return p.with_(mana=mana, amount=len(mana))

    return ReplacementAbility(text, applies, replace, rule="106.12b")


# -- counters, tokens, X (122, 111, 107.3) --------------------------------------------------------
def put_counter_on_self(kind: str = "+1/+1") -> Effect:
    def effect(ctx: Ctx) -> Steps:
        if ctx.source is not None and ctx.game.state.find(ctx.source.oid) is not None:
            yield from counters.put_counters(ctx.game, ctx.source, kind, 1, ctx.source_name)

    return effect


def put_counter_on_target(kind: str = "+1/+1") -> Effect:
    def effect(ctx: Ctx) -> Steps:
        for obj in ctx.target_objs():
            yield from counters.put_counters(ctx.game, obj, kind, 1, ctx.source_name)

    return effect


def tokens_per_counter(token: str, kind: str = "+1/+1") -> Effect:
    """"… create a [token] for each +1/+1 counter on this creature": counted on the creature as
    it last existed on the battlefield (603.10a)."""

    def effect(ctx: Ctx) -> Steps:
        n = ctx.source.counters.get(kind, 0) if ctx.source is not None else 0
        if n:
            yield from keyword_actions.create_tokens(ctx.game, token, ctx.controller, n)

    return effect


def when_dies(text: str, effect: Effect) -> TriggeredAbility:
    """"When this creature dies, …" — a leaves-the-battlefield trigger (603.6c, 603.10a)."""

    def died(game: Kernel, event: Event, obj: Obj) -> bool:
        return (isinstance(event, ZoneEvent) and event.from_zone == "battlefield"
                and event.to_zone == "graveyard" and event.target == obj.handle
                and obj.is_creature)

    return TriggeredAbility(text, When(K.ZONE_CHANGED, died), effect, looks_back=True)


def doubles_counters_on_yours(text: str) -> ReplacementAbility:
    """Doubling Season: "If an effect would put one or more counters on a permanent you control,
    it puts twice that many of those counters on that permanent instead." (614.1a)"""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        target = game.state.find(p.target) if isinstance(p.target, int) else None
        return p.kind == "counters" and target is not None and target.controller == obj.controller

    return ReplacementAbility(text, applies, lambda game, obj, p: p.with_(amount=p.amount * 2))


def doubles_your_tokens(text: str) -> ReplacementAbility:
    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return p.kind == "tokens" and p.target == obj.controller

    return ReplacementAbility(text, applies, lambda game, obj, p: p.with_(amount=p.amount * 2))


def one_more_plus_counter(text: str) -> ReplacementAbility:
    """Hardened Scales: "that many plus one +1/+1 counters are put on it instead." (614.1a)"""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        target = game.state.find(p.target) if isinstance(p.target, int) else None
        return (p.kind == "counters" and p.counter == "+1/+1" and target is not None
                and target.is_creature and target.controller == obj.controller)

    return ReplacementAbility(text, applies, lambda game, obj, p: p.with_(amount=p.amount + 1))


def counter_spells_with_mv_equal_to(kind: str, text: str) -> TriggeredAbility:
    """Chalice of the Void: "Whenever a player casts a spell with mana value equal to the number
    of charge counters on this artifact, counter that spell." (603.2, 701.6a)"""

    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.amount == obj.counters.get(kind, 0)

    @immediate
    def effect(ctx: Ctx) -> None:
        cast_event = ctx.event
        assert isinstance(cast_event, SpellEvent)
        spell = next((i for i in ctx.game.state.stack
                      if i.card is not None and i.sid == cast_event.oid), None)
        if spell is not None:
            stack_rules.counter(ctx.game, spell, ctx.source_name)

    return TriggeredAbility(text, When(K.SPELL_CAST, cast), effect)


def when_you_cast(card_type: str, text: str, effect: Effect) -> TriggeredAbility:
    def cast(game: Kernel, event: Event, obj: Obj) -> bool:
        return (event.player == obj.controller and event.source is not None
                and event.source in game.cards and game.cards.get(event.source).is_type(card_type))

    return TriggeredAbility(text, When(K.SPELL_CAST, cast), effect)


def you_may_pay_to_untap(cost: str) -> Effect:
    """Mana Vault: "you may pay {4}. If you do, untap this artifact." — chosen on resolution
    (603.5). The player may activate mana abilities to pay (117.1d, 605.3a): name them in the
    answer's ``targets``, e.g. ``{"do": "choose", "option": "pay {4}", "targets": ["sol-ring-1"]}``.
    """

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


def sacrifice_this_unless_you_sacrifice(card_type: str) -> Effect:
    """Contamination: "sacrifice this enchantment unless you sacrifice a creature." The choice
    is made as the ability resolves (603.5); either way it is a sacrifice (701.21a)."""

    def effect(ctx: Ctx) -> Steps:
        game, this = ctx.game, ctx.source
        if this is None or game.state.find(this.oid) is None:
            return  # it already left: there is nothing to keep
        candidates = [o for o in game.state.permanents(ctx.controller) if o.is_type(card_type)]
        keep_nothing = f"don't: sacrifice {this.handle}"
        choices = (keep_nothing, *(o.handle for o in candidates))
        chosen = yield from game.ask(Decision(
            player=ctx.controller, kind="option", rule="603.5",
            prompt=f"{ctx.source_name}: sacrifice a {card_type.lower()} (name it), or "
                   f"{ctx.source_name} is sacrificed", options=as_options(choices),
            default=Choose(ctx.controller, option=keep_nothing),
            accept=one_of(choices, "603.5")))
        victim = this if chosen == keep_nothing else candidates[choices.index(chosen) - 1]
        if game.state.find(victim.oid) is not None:
            keyword_actions.sacrifice(game, victim)

    return effect


def damage_to_you(amount: int) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        oid = ctx.source.oid if ctx.source is not None else None
        yield from damage.damage(ctx.game, ctx.source_name, oid, ctx.controller, amount)

    return effect


def is_tapped(game: Kernel, obj: Obj) -> bool:
    return obj.tapped


# -- the monarch (724) and its cards -------------------------------------------------------------
def become_monarch() -> Effect:
    """"You become the monarch." (724.3; nothing happens if you already are)"""

    def effect(ctx: Ctx) -> Steps:
        yield from monarch.become(ctx.game, ctx.controller, ctx.source_name)

    return effect


def when_you_become_monarch(text: str, effect: Effect, *targets: TargetSpec) -> TriggeredAbility:
    """"Whenever you become the monarch, …" — only on a real change (724.3, 603.2f)."""

    def became(game: Kernel, event: Event, obj: Obj) -> bool:
        return event.player == obj.controller

    return TriggeredAbility(text, When(K.MONARCH_CHANGED, became), effect, tuple(targets))


def you_are_monarch(game: Kernel, obj: Obj) -> bool:
    return game.state.monarch == obj.controller


def an_opponent_is_monarch(game: Kernel, obj: Obj) -> bool:
    return game.state.monarch is not None and game.state.monarch != obj.controller


def create_token(name: str, n: int = 1) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        yield from keyword_actions.create_tokens(ctx.game, name, ctx.controller, n)

    return effect


def target_player_sacrifices_a_creature() -> Effect:
    """"Target player sacrifices a creature of their choice." (701.21a; that player chooses)"""

    def effect(ctx: Ctx) -> Steps:
        player = next((t for t in ctx.targets if isinstance(t, str)), None)
        if player is None:
            return
        creatures = [o for o in ctx.game.state.permanents(player) if o.is_creature]
        if not creatures:
            return
        handles = tuple(o.handle for o in creatures)
        chosen = yield from ctx.game.ask(Decision(
            player=player, kind="option", rule="701.21a",
            prompt=f"{ctx.source_name}: choose a creature to sacrifice",
            options=as_options(handles), default=Choose(player, option=handles[0]),
            accept=one_of(handles, "701.21a", "sacrifice")))
        creature = creatures[handles.index(chosen)]
        if ctx.game.state.find(creature.oid) is not None:  # its controller may have left
            keyword_actions.sacrifice(ctx.game, creature)

    return effect


def exile_until_an_opponent_becomes_monarch() -> Effect:
    """Palace Jailer: "exile target creature an opponent controls until an opponent becomes the
    monarch." (610.3: it returns under its owner's control, 610.3c). If an opponent already
    became the monarch after the ability triggered, the creature doesn't move (610.3a/b)."""

    @immediate
    def effect(ctx: Ctx) -> None:
        since = ctx.cause or 0  # the ability triggered (or was activated, or cast) then
        crowned = next((e for e in ctx.game.log[since:] if e.event == "monarch_changed"
                        and e.player != ctx.controller), None)
        if crowned is not None and ctx.target_objs():
            ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                          target=", ".join(o.handle for o in ctx.target_objs()), rule="610.3b",
                          by=crowned.player)
            return
        for obj in ctx.target_objs():
            exiled = keyword_actions.exile(ctx.game, obj, "610.3",
                                            how="until an opponent becomes the monarch")
            ctx.game.state.until_monarch.append(
                monarch.UntilMonarch(exiled.oid, exiled.owner, ctx.controller, ctx.source_name))

    return effect


def distribute_counters(kind: str = "+1/+1") -> Effect:
    """Put the counters as distributed when the ability went on the stack (601.2d); an illegal
    target's share is lost (608.2b)."""

    def effect(ctx: Ctx) -> Steps:
        for target, n in zip(ctx.targets, ctx.amounts, strict=False):
            obj = ctx.game.state.find(target) if isinstance(target, int) else None
            if obj is not None:
                yield from counters.put_counters(ctx.game, obj, kind, n, ctx.source_name)

    return effect


def then_if_monarch_double_counters(kind: str = "+1/+1") -> Effect:
    """"Then if you're the monarch, double the number of +1/+1 counters on each creature you
    control." — checked on resolution; doubling puts that many more on (701.10e), so counter
    replacement effects apply."""

    def effect(ctx: Ctx) -> Steps:
        if ctx.game.state.monarch != ctx.controller:
            return
        for obj in list(ctx.game.state.permanents(ctx.controller)):
            n = obj.counters.get(kind, 0)
            if obj.is_creature and n:
                yield from counters.put_counters(ctx.game, obj, kind, n, ctx.source_name,
                                              rule="701.10e")

    return effect


def in_order(*effects: Effect) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        for step in effects:
            yield from step(ctx)

    return effect


def redirect_damage_to_you_here(text: str) -> ReplacementAbility:
    """Protector of the Crown: "All damage that would be dealt to you is dealt to this creature
    instead." A redirection (614.9): it works whether or not you are the monarch, combat damage
    stays combat damage, and one source's damage goes whole to one creature."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return (p.kind == "damage" and p.target == obj.controller and obj.is_creature
                and game.state.find(obj.oid) is not None)

    return ReplacementAbility(text, applies, lambda game, obj, p: p.with_(target=obj.oid),
                              rule="614.9")


def dethrone() -> TriggeredAbility:
    """702.105: "Whenever this creature attacks the player with the most life or tied for most
    life, put a +1/+1 counter on it.\""""

    def attacks_the_most_life(game: Kernel, event: Event, obj: Obj) -> bool:
        if not isinstance(event, CombatEvent) or event.permanent != obj.handle:
            return False
        most = max(p.life for p in game.state.in_game())
        return game.state.player(event.target or "").life == most

    return TriggeredAbility("Dethrone (Whenever this creature attacks the player with the most "
                            "life or tied for most life, put a +1/+1 counter on it.)",
                            When(K.ATTACK_DECLARED, attacks_the_most_life),
                            put_counter_on_self())


def add_one_of_any_color() -> Effect:
    """"… add an additional one mana of any color" (Regal Behemoth); you choose the color."""

    def effect(ctx: Ctx) -> Steps:
        colors = ("W", "U", "B", "R", "G")
        choice = yield from ctx.game.ask(Decision(  # as the mana ability resolves (605.4a)
            player=ctx.controller, kind="mana", rule="605.4a",
            prompt=f"{ctx.source_name}: choose a color", options=as_options(colors),
            default=Choose(ctx.controller, option="W"), accept=one_of(colors, "605.4a")))
        yield from mana_rules.produce(ctx.game, ctx.controller, ctx.source_name, ctx.source,
                                      choice, cause=ctx.cause)

    return effect


TARGET_OPPONENTS_CREATURE = TargetSpec(
    "a creature an opponent controls",
    lambda game, chooser, t: (c := _creature(game, t)) is not None and c.controller != chooser)
