"""Mana: what "Add …" adds (106.1, 106.4, 605), how the mana may be spent (106.6), and the
"tapped for mana" triggers and replacement effects (106.12).

``add`` templates read the production of a mana ability into a
:class:`~explorer.abilities.ManaProduction`; the same sentence in a spell or a non-mana
triggered ability (a ritual, Priest of Gix) is an effect that produces it (605.5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ..abilities import Ctx, Effect, ManaProduction, Reflect, Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..rules import layers
from ..rules import mana as mana_rules
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import Objects, read_objects

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .scope import Scope

add = GRAMMAR.template
Count = Callable[["Kernel", "Obj"], int]


# -- "Add …" (106.1, 106.4) ----------------------------------------------------------------------
@add("add", "add {mana:mana}", rule="106.4", runs="explorer.rules.mana")
def _fixed(scope: Scope, mana: str) -> ManaProduction:
    return ManaProduction(fixed=mana)


@add("add", "add {n:number} {mana:mana}", rule="106.4", runs="explorer.rules.mana")
def _many_of(scope: Scope, n: int, mana: str) -> ManaProduction:
    """Irencrag Feat: "Add seven {R}." — that many of the symbol printed."""
    return ManaProduction(fixed=mana * n)


@add("mana_instead", "if {test:condition}, add {mana:mana} instead",
     "add {mana:mana} instead if {test:condition}", rule="106.4", runs="explorer.rules.mana")
def _instead(scope: Scope, test: Condition, mana: str) -> Callable[[ManaProduction],
                                                                     ManaProduction]:
    """Leafkin Druid: "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead."
    — the condition checked as the ability resolves; it could produce either (106.7)."""

    def change(base: ManaProduction) -> ManaProduction:
        if not base.fixed or base.count is not None or base.made is not None:
            raise NoMatch("instead", "only a fixed amount of mana is changed")
        normal = base.fixed
        return replace(base, made=lambda game, obj: mana if test(game, obj.controller, obj, None)
                       else normal)

    return change


@add("mana_instead", "if {test:condition}, add {n:number} mana of that type instead",
     "if {test:condition}, add {n:number} mana of that color instead", rule="106.4",
     runs="explorer.rules.mana")
def _more_of_that_type(scope: Scope, test: Condition, n: int) -> Callable[[ManaProduction],
                                                                          ManaProduction]:
    """Incubation Druid: "{T}: Add one mana of any type that a land you control could produce.
    If this creature has a +1/+1 counter on it, add three mana of that type instead." — the
    type chosen as it resolves, that many of it while the condition holds (106.4)."""

    def change(base: ManaProduction) -> ManaProduction:
        if base.defined or base.combination or base.count is not None or base.amount != 1 or \
                base.combos:
            raise NoMatch("instead", "only one mana of a chosen type is changed")
        return replace(base, count=lambda game, obj: n if test(game, obj.controller, obj, None)
                       else 1)

    return change


@add("add", "add {options:mana_list}", rule="106.4", runs="explorer.rules.mana")
def _one_of(scope: Scope, options: tuple[str, ...]) -> ManaProduction:
    if all(len(o) == 1 for o in options):
        return ManaProduction(choose_from="".join(options))
    return ManaProduction(combos=options)


@add("add", "add one mana of any color", rule="106.4", runs="explorer.rules.mana")
def _any_color(scope: Scope) -> ManaProduction:
    return ManaProduction(choose_from="WUBRG")


@add("add", "add {n:number} mana of any one color", rule="106.4", runs="explorer.rules.mana")
def _n_of_one_color(scope: Scope, n: int) -> ManaProduction:
    return ManaProduction(choose_from="WUBRG", amount=n)


@add("add", "add {n:number} mana in any combination of colors", rule="106.4",
     runs="explorer.rules.mana")
def _combination(scope: Scope, n: int) -> ManaProduction:
    return ManaProduction(combos=tuple("".join(c) for c in
                                       combinations_with_replacement("WUBRG", n)))


@add("add", "add {n:number} mana in any combination of {a:mana} and/or {b:mana}",
     rule="106.4", runs="explorer.rules.mana")
def _combination_of(scope: Scope, n: int, a: str, b: str) -> ManaProduction:
    return ManaProduction(combos=tuple("".join(c) for c in
                                       combinations_with_replacement(a + b, n)))


@add("add", "add x mana in any combination of {a:mana} and/or {b:mana}",
     "add X mana in any combination of {a:mana} and/or {b:mana}", rule="107.3a",
     runs="explorer.rules.mana")
def _x_combination_of(scope: Scope, a: str, b: str) -> ManaProduction:
    """X is the X of its cost ("Remove X storage counters"), chosen as it is activated."""
    return ManaProduction(combination=a + b, x_amount=True)


@add("add", "add {c:mana} for each {counter:counter} counter removed this way",
     rule="107.3a", runs="explorer.rules.mana")
def _per_counter_removed(scope: Scope, c: str, counter: str) -> ManaProduction:
    return ManaProduction(combination=c, x_amount=True)


@add("add", "add X mana in any combination of colors, where X is the greatest power among "
     "creatures you control", rule="106.4", runs="explorer.rules.mana")
def _greatest_power(scope: Scope) -> ManaProduction:
    def greatest(game: Kernel, obj: Obj) -> int:
        return max((layers.power(game, o) for o in game.state.permanents(obj.controller)
                    if o.is_creature), default=0)

    return ManaProduction(combination="WUBRG", count=greatest)


@add("add", "for each color among permanents you control, add one mana of that color",
     rule="105.2", runs="explorer.rules.mana")
def _each_color(scope: Scope) -> ManaProduction:
    def colors(game: Kernel, obj: Obj) -> str:
        have = {c for o in game.state.permanents(obj.controller) for c in o.colors}
        return "".join(c for c in "WUBRG" if c in have)

    return ManaProduction(made=colors)


@add("add", "add x mana of any one color, where x is ~'s power",
     "add X mana of any one color, where X is ~'s power", rule="106.4",
     runs="explorer.rules.mana")
def _power_of_one_color(scope: Scope) -> ManaProduction:
    return ManaProduction(choose_from="WUBRG",
                          count=lambda game, obj: max(0, layers.power(game, obj)))


@add("add", "add x mana of any one color, where x is the number of {count:count_of}",
     "add X mana of any one color, where X is the number of {count:count_of}", rule="106.4",
     runs="explorer.rules.mana")
def _count_of_one_color(scope: Scope, count: Count) -> ManaProduction:
    """"… where X is the number of charge counters on ~"."""
    return ManaProduction(choose_from="WUBRG", count=count)


@add("add", "add an amount of {mana:mana} equal to {count:count_of}", rule="106.4",
     runs="explorer.rules.mana")
def _equal_to_count(scope: Scope, mana: str, count: Count) -> ManaProduction:
    """"… equal to the sacrificed creature's mana value" (Sacrifice)."""
    return ManaProduction(fixed=mana, count=count)


@add("add", "add x mana in any combination of colors, where x is the number of {count:count_of}",
     "add X mana in any combination of colors, where X is the number of {count:count_of}",
     rule="106.4",
     runs="explorer.rules.mana")
def _x_any_colors_where(scope: Scope, count: Count) -> ManaProduction:
    """Axebane Guardian: "… where X is the number of creatures with defender you control"."""
    return ManaProduction(combination="WUBRG", count=count)


@add("add", "add x mana in any combination of {a:mana} and/or {b:mana}, where x is "
     "{count:count_of}", "add X mana in any combination of {a:mana} and/or {b:mana}, where X "
     "is {count:count_of}", rule="106.4", runs="explorer.rules.mana")
def _x_combination_where(scope: Scope, a: str, b: str, count: Count) -> ManaProduction:
    return ManaProduction(combination=a + b, count=count)


@add("add", "add an amount of {mana:mana} equal to ~'s power", rule="106.4",
     runs="explorer.rules.mana")
def _equal_to_power(scope: Scope, mana: str) -> ManaProduction:
    return ManaProduction(fixed=mana, count=lambda game, obj: max(0, layers.power(game, obj)))


@add("add", "double the amount of each type of unspent mana you have", rule="106.4",
     runs="explorer.rules.mana")
def _double_the_pool(scope: Scope) -> ManaProduction:
    """As much again of each type as is in its controller's pool now (the new mana carries no
    restriction of the old, 106.6)."""

    def again(game: Kernel, obj: Obj) -> str:
        return "".join(u.type for u in game.state.player(obj.controller).mana_pool)

    return ManaProduction(made=again)


@add("add", "add one mana of the chosen color", rule="614.12a", runs="explorer.rules.mana")
def _chosen_color(scope: Scope) -> ManaProduction:
    return ManaProduction(chosen_color=True)


@add("add", "add one mana of any color in your commander's color identity", rule="903.4f",
     runs="explorer.rules.mana")
def _commander_identity(scope: Scope) -> ManaProduction:
    return ManaProduction(commander_identity=True)


table("reflect_kind", {"type": False, "color": True})
table("reflect_land", {"a land": False, "a basic land": True})
table("reflect_whose", {"you control": True, "an opponent controls": False})


@add("add", "add one mana of any {kind:reflect_kind} that {land:reflect_land} "
     "{whose:reflect_whose} could produce", rule="106.7", runs="explorer.rules.could_produce")
def _reflect(scope: Scope, kind: bool, land: bool, whose: bool) -> ManaProduction:
    """Reflecting Pool, Exotic Orchard, Harvester Druid, Star Compass (106.7)."""
    return ManaProduction(reflect=Reflect(yours=whose, colors_only=kind, basic=land))


@add("add", "add one mana of any type the sacrificed land could produce", rule="106.7",
     runs="explorer.rules.could_produce")
def _of_sacrificed(scope: Scope) -> ManaProduction:
    """Squandered Resources: the types the land sacrificed to pay for it could produce as it
    last existed — worked out as it is sacrificed, the last moment it exists (106.7)."""
    return ManaProduction(of_sacrificed=True)


@add("add", "add {mana:mana} for each {count:count_of}", rule="106.4",
     runs="explorer.rules.mana")
def _for_each(scope: Scope, mana: str, count: Count) -> ManaProduction:
    return ManaProduction(fixed=mana, count=count)


@add("add", "add an amount of {mana:mana} equal to {count:devotion}", rule="700.5",
     runs="explorer.rules.mana")
def _equal_to(scope: Scope, mana: str, count: Count) -> ManaProduction:
    return ManaProduction(fixed=mana, count=count)


@add("add", "add X mana of any one color, where X is 1 plus the exiled creature's mana value",
     rule="107.3", runs="explorer.rules.stack")
def _food_chain(scope: Scope) -> ManaProduction:
    # The amount is the cost's exiled creature's mana value plus one: the activation knows it.
    return ManaProduction(choose_from="WUBRG")


# -- spending restrictions (106.6) --------------------------------------------------------------
@kind("spells")
def _spells(text: str) -> Callable[[mana_rules.Spending], bool]:
    """"creature spells", "a creature spell", "colorless Eldrazi spells or activate abilities of
    colorless Eldrazi", "artifact spells"."""
    if text in ("a creature spell of the chosen type", "creature spells of the chosen type"):
        return mana_rules.of_the_chosen_type  # the type is known as the mana is made (614.12a)
    m = text.removeprefix("a ").removeprefix("an ")
    m, _, abilities = m.replace(" or activate an ability of an ", " or activate abilities of ")\
        .replace(" or activate an ability of a ", " or activate abilities of ")\
        .partition(" or activate abilities of ")
    # "a Dragon spell or an Omen spell": either kind; "instant and sorcery spells": a spell
    # that is an instant or a sorcery (each spell is one of them, never both at once)
    m = m.replace(" spell or an ", " or ").replace(" spell or a ", " or ")
    if m.endswith(" spells") and " and " in m and "," not in m:
        m = m.replace(" and ", " or ")
    spells = read_objects(m.removesuffix(" spells").removesuffix(" spell"))
    of = (read_objects(abilities.removesuffix(" source").removesuffix(" sources")
                       .removesuffix("s")) if abilities else None)

    def allowed(s: mana_rules.Spending) -> bool:
        if s.is_spell:
            return _card_fits(spells, s)
        return of is not None and _card_fits(of, s)

    return allowed


def _card_fits(objects: Objects, s: mana_rules.Spending) -> bool:
    """A filter written for permanents, asked of a card (a spell, or an ability's source)."""
    from ..state import Obj

    probe = Obj(oid=-1, handle="", card=s.card, owner="", controller="", zone="stack")
    return objects.test(None, "", probe)  # type: ignore[arg-type]


def restriction(sentence: str, allowed: Callable[[mana_rules.Spending], bool]) -> str:
    """The name a restriction is known by in the pool (and in saved games): the names the
    explorer always had for its first two, else the sentence itself — or, for "a creature
    spell of the chosen type", a name that will carry the type (``mana_rules.CHOSEN_TYPE``)."""
    if allowed is mana_rules.of_the_chosen_type:
        return mana_rules.CHOSEN_TYPE
    for name, (text, _) in mana_rules.RESTRICTIONS.items():
        if text.rstrip(".") == sentence.rstrip("."):
            return name
    mana_rules.RESTRICTIONS[sentence] = (sentence, allowed)
    return sentence


Restriction = tuple[Callable[[mana_rules.Spending], bool], str | None]  # (may pay, rider)


@add("restriction", "spend this mana only to cast {spells:spells}", rule="106.6",
     runs="explorer.rules.mana")
def _spend_only(scope: Scope, spells: Callable[[mana_rules.Spending], bool]) -> Restriction:
    return spells, None  # the compiler names it by its sentence (restriction())


@add("restriction", "spend this mana only to cast {spells:spells} or to activate an ability",
     "spend this mana only to cast {spells:spells} or activate abilities", rule="106.6",
     runs="explorer.rules.mana")
def _spend_on_spells_or_abilities(scope: Scope, spells: Callable[[mana_rules.Spending], bool]
                                  ) -> Restriction:
    """Sage of the Unknowable: "… only to cast a colorless spell or to activate an ability" —
    the spells it names, or the cost of any activated ability."""
    return (lambda s: not s.is_spell or spells(s)), None


@add("restriction", "spend this mana only to activate abilities",
     "spend this mana only to activate an ability", rule="106.6", runs="explorer.rules.mana")
def _spend_on_abilities(scope: Scope) -> Restriction:
    """No spell may be paid for with it: only the costs of activated abilities (602.2b)."""
    return (lambda s: not s.is_spell), None


@add("restriction", "this mana can't be spent to cast {spells:spells}", rule="106.6",
     runs="explorer.rules.mana")
def _cant_spend_on(scope: Scope, spells: Callable[[mana_rules.Spending], bool]
                   ) -> Restriction:
    """Powerstone's "This mana can't be spent to cast a nonartifact spell." — on anything else,
    abilities included, it may be spent."""
    return (lambda s: not (s.is_spell and spells(s))), None


@add("restriction", "spend this mana only to cast {spells:spells}, and that spell can't be "
     "countered", rule="106.6a", runs="explorer.rules.stack")
def _spend_only_uncounterable(scope: Scope, spells: Callable[[mana_rules.Spending], bool]
                              ) -> Restriction:
    """A restriction and a rider (106.6a): the spell it is spent on can't be countered."""
    return spells, "uncounterable"


# -- mana from spells and non-mana abilities (605.5) ----------------------------------------------
def produce(production: ManaProduction) -> Effect:
    """A spell or a non-mana ability that adds mana (a ritual, 605.5b): the player chooses the
    mana as it resolves."""

    def effect(ctx: Ctx) -> Steps:
        source = ctx.source
        if production.defined:
            produced = (production.produced(ctx.game, source) if source is not None
                        else production.fixed)
            if not produced:
                return
        else:
            picks = (production.picks(source) if source is not None else tuple(
                production.choose_from)) or (
                production.combinations(production.count(ctx.game, source))
                if production.combination and production.count and source else ())
            if not picks:
                return
            choice = picks[0]
            if len(picks) > 1:
                choice = yield from ctx.game.ask(Decision(
                    player=ctx.controller, kind="mana", rule="106.4",
                    prompt=f"{ctx.source_name}: choose the mana to add",
                    options=as_options(picks), default=Choose(ctx.controller, option=picks[0]),
                    accept=one_of(picks, "106.4")))
            produced = (choice if len(choice) > 1 or production.combination
                        else choice * production.amount)
        yield from mana_rules.produce(
            ctx.game, ctx.controller, ctx.source_name, ctx.source, produced, cause=ctx.cause,
            restriction=mana_rules.restriction_for(production.restriction, ctx.source),
            rider=production.rider)  # "Spend this mana only …" after it (106.6)

    return effect


GRAMMAR.kind("mana_production", "add")


@add("effect", "{production:mana_production}", rule="605.5", runs="explorer.rules.mana")
def _add_as_effect(scope: Scope, production: ManaProduction) -> Effect:
    return produce(production)


# -- "tapped for mana" triggers' mana (106.12a, 605.1b) --------------------------------------------
def _tapper(ctx: Ctx) -> str:
    assert ctx.event is not None and ctx.event.player is not None
    return ctx.event.player


@add("effect", "that player adds one mana of any type that land produced",
     "add one mana of any type that land produced",
     "add one mana of any type that permanent produced", rule="106.12a",
     runs="explorer.rules.mana")
def _one_of_produced(scope: Scope) -> Effect:
    """The tapping player chooses among the types the permanent actually produced."""

    def effect(ctx: Ctx) -> Steps:
        player = _tapper(ctx)
        types = tuple(ctx.event.mana or "") if ctx.event is not None else ()
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


@add("effect", "its controller adds an additional {mana:mana}", "add an additional {mana:mana}",
     "that player adds an additional {mana:mana}",
     rule="106.12a", runs="explorer.rules.mana")
def _additional(scope: Scope, mana: str) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        yield from mana_rules.produce(ctx.game, _tapper(ctx), ctx.source_name, ctx.source, mana,
                                      cause=ctx.cause)

    return effect


@add("effect", "its controller adds an additional one mana of the chosen color",
     "add an additional one mana of the chosen color",
     "add an additional one mana of that color", rule="106.12a",
     runs="explorer.rules.mana")
def _additional_chosen(scope: Scope) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        color = ctx.source.choices.get("color", "") if ctx.source is not None else ""
        yield from mana_rules.produce(ctx.game, _tapper(ctx), ctx.source_name, ctx.source,
                                      color, cause=ctx.cause)

    return effect


@add("effect", "add an additional one mana of any color", rule="605.4a",
     runs="explorer.rules.mana")
def _additional_any_color(scope: Scope) -> Effect:
    return _additional_color_of_choice(lambda ctx: ctx.controller)


@add("effect", "its controller adds an additional one mana of any color", rule="106.12a",
     runs="explorer.rules.mana")
def _its_controller_adds_any_color(scope: Scope) -> Effect:
    """Fertile Ground: the land's controller gets the mana and chooses its color."""
    return _additional_color_of_choice(_tapper)


@add("effect", "its controller adds an additional two mana in any combination of colors",
     rule="106.12a", runs="explorer.rules.mana")
def _its_controller_adds_two(scope: Scope) -> Effect:
    """Market Festival: the land's controller chooses the two, as the ability resolves."""
    return _additional_color_of_choice(_tapper, 2)


def _additional_color_of_choice(whose: Callable[[Ctx], str], n: int = 1) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        player = whose(ctx)
        colors = tuple("".join(c) for c in combinations_with_replacement("WUBRG", n))
        choice = yield from ctx.game.ask(Decision(  # as the mana ability resolves (605.4a)
            player=player, kind="mana", rule="605.4a",
            prompt=f"{ctx.source_name}: choose a color", options=as_options(colors),
            default=Choose(player, option=colors[0]), accept=one_of(colors, "605.4a")))
        yield from mana_rules.produce(ctx.game, player, ctx.source_name, ctx.source,
                                      choice, cause=ctx.cause)

    return effect
