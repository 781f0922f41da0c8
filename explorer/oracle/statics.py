"""Static abilities (604): how a permanent enters (614.1c, 614.1d, 614.12a), whether it untaps
(502.3), whether it can block (509.1b), and the replacement effects a permanent's text generates
(614.1a, 614.9, 106.12b).

A template reads a static sentence into a :class:`Static`: the card characteristics it sets (as
:class:`~explorer.cards.model.CardDef` fields), or the replacement effect it generates.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..abilities import Ctx, ReplacementAbility
from ..rules import casting_restrictions
from ..rules.counters import put_counters, remove_counters
from ..rules.replacement import Proposal
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import Amount, Objects, is_plural, read_objects
from .references import Quantity

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .mana import Count
    from .scope import Scope

static = GRAMMAR.template


@dataclass(frozen=True)
class Static:
    """What one static sentence does: set card fields, or generate a replacement effect."""

    fields: dict[str, Any] = field(default_factory=dict)
    replacement: tuple[str, Any, Any] | None = None  # (rule, applies, replace)
    then: Any = None  # a prevention effect's additional effect (615.5)


# -- entering (614.1c, 614.1d, 614.12a) ---------------------------------------------------------
@static("static", "~ enters tapped", rule="614.1d", runs="explorer.rules.zones")
def _enters_tapped(scope: Scope) -> Static:
    return Static({"enters_tapped": True})


@static("static", "~ enters tapped unless {test:condition}", rule="614.1d",
        runs="explorer.rules.zones")
def _enters_tapped_unless(scope: Scope, test: Condition) -> Static:
    return Static({"enters_tapped": lambda game, you: not test(game, you, None, None)})


@static("static", "if {test:condition}, ~ enters tapped", rule="614.1d",
        runs="explorer.rules.zones")
def _enters_tapped_if(scope: Scope, test: Condition) -> Static:
    """"If you control two or more other lands, ~ enters tapped." """
    return Static({"enters_tapped": lambda game, you: test(game, you, None, None)})


@static("static", "as ~ enters, you may pay {n:number} life. if you don't, it enters tapped",
        "as ~ enters, you may pay {n:number} life. if you don't, ~ enters tapped",
        rule="614.12", runs="explorer.rules.zones")
def _pay_life_or_tapped(scope: Scope, n: int) -> Static:
    return Static({"pay_life_or_tapped": n})


@static("static", "as ~ enters, you may reveal a {what:objects} card from your hand. if you don't, "
        "~ enters tapped", "as ~ enters, you may reveal an {what:objects} card from your hand. "
        "if you don't, ~ enters tapped", "as ~ enters, you may reveal a {what:objects} card "
        "from your hand. if you don't, it enters tapped", rule="614.12",
        runs="explorer.rules.zones")
def _reveal_or_tapped(scope: Scope, what: Objects) -> Static:
    """Game Trail: "As this land enters, you may reveal a Mountain or Forest card from your
    hand. If you don't, this land enters tapped." — decided before it enters (614.12)."""
    return Static({"reveal_or_tapped": (what.text, what.test)})


@static("static", "if ~ is in your opening hand, you may begin the game with it on the battlefield",
        "if this card is in your opening hand, you may begin the game with it on the "
        "battlefield", rule="103.6a", runs="explorer.board")
def _leyline(scope: Scope) -> Static:
    """A leyline's opening-hand action (103.6a) happens before the first turn, as the game is
    set up. A game the explorer plays begins from a board, which says what is on the
    battlefield as it begins: a leyline begun with there is simply listed on the battlefield.
    During the game the ability does nothing (it sets no characteristic)."""
    return Static({})


@static("static", "~ can't be blocked", rule="509.1b", runs="explorer.rules.combat")
def _cant_be_blocked(scope: Scope) -> Static:
    return Static({"cant_be_blocked": True})


@static("static", "~ can't be blocked by {what:objects}", rule="509.1b",
        runs="explorer.rules.combat")
def _cant_be_blocked_by(scope: Scope, what: Objects) -> Static:
    """"This creature can't be blocked by creatures the monarch controls." """
    return Static({"cant_be_blocked_by": (what.text, what.test)})


@static("static", "~ can't be countered", "this spell can't be countered",
        "~ can't be countered by spells or abilities", rule="101.2",
        runs="explorer.rules.stack")
def _cant_be_countered(scope: Scope) -> Static:
    """A spell's static ability, working while it is on the stack (113.6): an effect that would
    counter it does nothing to it (101.2: "can't" wins)."""
    return Static({"cant_be_countered": True})


@static("static", "your opponents can't cast spells with the same name as the exiled card",
        "your opponents can't cast spells with the same name as a card exiled with ~",
        rule="607.2a", runs="explorer.rules.casting_restrictions")
def _opponents_cant_cast_the_exiled(scope: Scope) -> Static:
    """Ixalan's Binding: the card its other ability exiled (607.2a: linked abilities — exiled
    "until ~ leaves the battlefield" or for good), while it is in exile: its controller's
    opponents can't begin to cast a spell with that name (601.3, 101.2)."""
    return Static({"opponents_cant_cast_exiled": True, "returns_exiled": True})


@static("static", "you have hexproof", rule="702.11c", runs="explorer.rules.targets")
def _you_have_hexproof(scope: Scope) -> Static:
    """Leyline of Sanctity: its controller can't be the target of spells or abilities their
    opponents control."""
    return Static({"gives_you_hexproof": True})


@static("static", "~ can't be the target of spells or abilities your opponents control",
        rule="702.11b", runs="explorer.rules.targets")
def _untargetable_by_opponents(scope: Scope) -> Static:
    """Hexproof in words (as old cards print it): the same for targeting."""
    return Static({"untargetable_by_opponents": True})


@kind("many_entering")
def _many_entering(text: str) -> Objects:
    """"creatures your opponents control", "creatures and nonbasic lands your opponents
    control": permanents of any of those kinds (a plural phrase, as "enter" says)."""
    first = re.split(r",? and |, ", text)[0]
    if not is_plural(first):
        raise NoMatch(text)
    return read_objects(text.replace(", and ", " or ").replace(" and ", " or "))


@static("static", "{what:many_entering} enter tapped", rule="614.1d",
        runs="explorer.rules.zones")
def _others_enter_tapped(scope: Scope, what: Any) -> Static:
    """Blind Obedience, Authority of the Consuls: "Creatures your opponents control enter
    tapped." — each such permanent, seen from this permanent's controller, enters tapped."""
    return Static({"others_enter_tapped": what.test})


@static("static", "each {what:objects} enters with an additional {counter:counter} counter on "
        "it", "each {what:objects} enters with {n:number} additional {counter:counter} counters "
        "on it", rule="614.1c", runs="explorer.rules.zones")
def _others_enter_with(scope: Scope, what: Objects, counter: str, n: int = 1) -> Static:
    """Oath of Gideon: "Each planeswalker you control enters with an additional loyalty counter
    on it." — a replacement effect of this permanent on each such permanent entering (614.1c,
    614.12), its counters put on through counter replacements (122.6)."""
    if not what.text.endswith("you control"):
        raise NoMatch(what.text)
    return Static({"others_enter_with": (what.test, what.other, counter, n)})


table("who_cant_gain", {"your opponents": "opponents", "you": "you", "players": "each",
                       "each player": "each"})


@static("static", "{whose:who_cant_gain} can't gain life", rule="119.7",
        runs="explorer.rules.life")
def _cant_gain_life(scope: Scope, whose: str) -> Static:
    """Sulfuric Vortex, Erebos: no effect can make those players gain life (119.7) — lifelink
    included — while this permanent is on the battlefield."""
    return Static({"cant_gain_life": whose})


@static("static", "as long as {test:condition}, damage doesn't cause you to lose life",
        "damage doesn't cause you to lose life", rule="120.3a", runs="explorer.rules.damage")
def _no_life_loss(scope: Scope, test: Condition | None = None) -> Static:
    """Archon of Coronation: the damage is still dealt to you — lifelink, "deals combat damage
    to a player" triggers and the monarch's steal all happen (724.2) — only no life is lost."""
    return Static({"damage_doesnt_cause_life_loss":
                   test if test is not None else (lambda game, you, source, event: True)})


# -- casting: additional costs (601.2f, 601.2h) and kicker (702.33) ------------------------------
GRAMMAR.kind("cost_part", "cost")


@static("static", "as an additional cost to cast ~, {part:cost_part}", rule="601.2h",
        runs="explorer.rules.costs")
def _additional_cost(scope: Scope, part: Any) -> Static:
    return Static({"additional_costs": (part,)})


def _generic(cost: str) -> int:
    from ..rules.mana import ManaCost

    parsed = ManaCost.parse(cost)
    if parsed.specific or parsed.x_count or parsed.hybrid:
        raise NoMatch(cost, "only generic mana is added or taken off")
    return parsed.generic


@static("static", "this spell costs {cost:mana_cost} less to cast if {test:condition}",
        "~ costs {cost:mana_cost} less to cast if {test:condition}", rule="601.2f",
        runs="explorer.rules.costs")
def _costs_less_if(scope: Scope, cost: str, test: Condition) -> Static:
    """"This spell costs {1} less to cast if you control an artifact creature.": checked as the
    total cost is determined (601.2f), the card still in its owner's hand."""
    less = _generic(cost)
    return Static({"costs_less": lambda game, you, card: less if test(game, you, card, None)
                   else 0})


@kind("a_permanent", r"an? .+")
def _a_permanent(text: str) -> Objects:
    """"a tapped creature", "an attacking creature", "a creature you don't control": one
    permanent of that kind."""
    return read_objects(text.split(" ", 1)[1])


@static("static", "this spell costs {cost:mana_cost} less to cast if it targets "
        "{what:a_permanent}",
        "~ costs {cost:mana_cost} less to cast if it targets {what:a_permanent}", rule="601.2f",
        runs="explorer.rules.costs")
def _costs_less_targeting(scope: Scope, cost: str, what: Objects) -> Static:
    """Luminous Rebuke: "This spell costs {3} less to cast if it targets a tapped creature." —
    its targets are chosen before its total cost is determined (601.2c, 601.2f); one of them
    being such a permanent is enough."""
    return Static({"costs_less_targeting": (_generic(cost), what.test)})


@static("static", "this spell costs {cost:mana_cost} less to cast if it's bargained",
        "~ costs {cost:mana_cost} less to cast if it's bargained", rule="702.166b",
        runs="explorer.rules.bargain")
def _costs_less_if_bargained(scope: Scope, cost: str) -> Static:
    """Hamlet Glutton: known from what was announced as it is cast (601.2b), before the total
    cost is determined (601.2f)."""
    return Static({"bargained_costs_less": _generic(cost)})


@static("static", "this spell costs {cost:mana_cost} less to cast for each {count:count_of}",
        "~ costs {cost:mana_cost} less to cast for each {count:count_of}", rule="601.2f",
        runs="explorer.rules.costs")
def _costs_less_for_each(scope: Scope, cost: str, count: Count) -> Static:
    less = _generic(cost)
    return Static({"costs_less": lambda game, you, card: less * count(game, card)})


@static("static", "this spell costs {X} less to cast, where X is {q:quantity}",
        "~ costs {X} less to cast, where X is {q:quantity}", rule="601.2f",
        runs="explorer.rules.costs")
def _costs_x_less(scope: Scope, q: Quantity) -> Static:
    """"This spell costs {X} less to cast, where X is your devotion to white." — counted as
    the total cost is determined (601.2f), the card still where it is cast from."""
    from ..abilities import Ctx

    return Static({"costs_less": lambda game, you, card: max(0, q(Ctx(game, you, card,
                                                                        card.name)))})


table("whose_spells", {"you cast": "you", "your opponents cast": "opponents", "": "each"})
table("more_less", {"more": 1, "less": -1})


@kind("plural_creatures")
def _plural_creatures(text: str) -> Objects:
    """"Creatures your opponents control", "Creatures with power 2 or less": many creatures,
    said in the plural (not "~", not one)."""
    if "creatures" not in text.lower().split():
        raise NoMatch(text)
    objects = read_objects(text)
    return Objects(objects.text, lambda game, you, o: o.is_creature and objects.test(game, you, o),
                   objects.other)


@kind("spell_kinds")
def _spell_kinds(text: str) -> Objects:
    """"Instant and sorcery spells": spells of either kind; "Goblin spells" (a subtype, its
    capital lost at the start of the sentence)."""
    text = text.replace(" and ", " or ")
    try:
        return read_objects(text)
    except NoMatch:
        return read_objects(text[:1].upper() + text[1:])


@static("static", "spells {whose:whose_spells} cost {cost:mana_cost} {sign:more_less} to cast",
        rule="601.2f", runs="explorer.rules.costs")
def _all_spells_cost(scope: Scope, whose: str, cost: str, sign: int) -> Static:
    """Thalia's Lieutenant-like "Spells you cast cost {1} less to cast." — every spell."""
    return Static({"spells_cost": (whose, lambda game, you, card: True, sign * _generic(cost))})


@static("static", "{what:spell_kinds} spells {whose:whose_spells} cost {cost:mana_cost} "
        "{sign:more_less} to cast", "{what:spell_kinds} spells cost {cost:mana_cost} "
        "{sign:more_less} to cast", rule="601.2f", runs="explorer.rules.costs")
def _spells_cost(scope: Scope, what: Objects, cost: str, sign: int,
                 whose: str = "each") -> Static:
    """Goblin Electromancer, Thalia: "Instant and sorcery spells you cast cost {1} less to
    cast.", "Noncreature spells cost {1} more to cast." — the spell's card, tested as it is
    cast (601.2f)."""
    return Static({"spells_cost": (whose, what.test, sign * _generic(cost))})


table("cast_from", {"graveyards or from exile": ("graveyard", "exile"),
                    "exile or from graveyards": ("graveyard", "exile"),
                    "graveyards": ("graveyard",), "exile": ("exile",)})


@static("static", "spells {whose:whose_spells} from {zones:cast_from} cost {cost:mana_cost} "
        "{sign:more_less} to cast", rule="601.2f", runs="explorer.rules.costs")
def _spells_from_zones_cost(scope: Scope, whose: str, zones: tuple[str, ...], cost: str,
                            sign: int) -> Static:
    """Aven Interrupter: "Spells your opponents cast from graveyards or from exile cost {2}
    more to cast." — where the card is as its total cost is determined (601.2f: it is put on
    the stack only once the cost is paid)."""
    return Static({"spells_cost": (whose, lambda game, you, card: card.zone in zones,
                                   sign * _generic(cost))})


@static("static", "loyalty abilities of planeswalkers your opponents control cost "
        "{cost:mana_cost} more to activate", rule="601.2f", runs="explorer.rules.planeswalkers")
def _loyalty_abilities_cost(scope: Scope, cost: str) -> Static:
    """Eidolon of Obstruction: the mana is added to the total cost of each such activation
    (601.2f, by 602.2b)."""
    return Static({"loyalty_abilities_cost": ("opponents", cost)})


@static("static", "spells {whose:whose_spells} that target ~ cost {cost:mana_cost} "
        "{sign:more_less} to cast", rule="601.2f", runs="explorer.rules.costs")
def _targeting_it_costs(scope: Scope, whose: str, cost: str, sign: int) -> Static:
    """"Spells your opponents cast that target this creature cost {2} more to cast." — a
    spell's targets are chosen before its total cost is determined (601.2c, 601.2f)."""
    return Static({"targeting_it_costs": (whose, sign * _generic(cost))})


@static("static", "you may cast {what:spell_kinds} spells as though they had flash",
        rule="601.3b", runs="explorer.rules.flash")
def _flash_for(scope: Scope, what: Objects) -> Static:
    """Hypersonic Dragon: "You may cast sorcery spells as though they had flash." — the
    spell's card tested as its casting begins (601.3b)."""
    return Static({"flash_for": what.test})


@static("static", "you may cast spells as though they had flash", rule="601.3b",
        runs="explorer.rules.flash")
def _flash_for_all(scope: Scope) -> Static:
    """Vedalken Orrery: every spell its controller casts."""
    return Static({"flash_for": lambda game, you, card: True})


_R = casting_restrictions
# "Cast this spell only …" (601.3): the words after "only", and what each asks as the spell's
# casting begins — before it is counted as cast.
table("cast_only", {words: (words, tests) for words, tests in {
    "during your turn": (_R.during_your_turn,),
    "during an opponent's turn": (_R.during_an_opponents_turn,),
    "during combat": (_R.during_combat,),
    "during combat on an opponent's turn": (_R.during_combat, _R.during_an_opponents_turn),
    "during your turn and only during combat": (_R.during_combat, _R.during_your_turn),
    "if you've cast another spell this turn": (_R.cast_another_spell,),  # Skyshroud Condor
}.items()})


@static("static", "cast this spell only {when:cast_only}", "cast ~ only {when:cast_only}",
        rule="601.3", runs="explorer.rules.casting_restrictions")
def _cast_only(scope: Scope,
               when: tuple[str, tuple[Callable[[Kernel, str], bool], ...]]) -> Static:
    words, tests = when
    return Static({"cast_only": (casting_restrictions.CastOnly(
        f"Cast this spell only {words}.", lambda game, you: all(t(game, you) for t in tests)),)})


@static("static", "you may pay {cost:mana_cost} rather than pay this spell's mana cost",
        "you may pay {cost:mana_cost} rather than pay ~'s mana cost", rule="118.9",
        runs="explorer.rules.stack")
def _alternative_cost(scope: Scope, cost: str) -> Static:
    """An alternative cost (118.9): announced as the spell is cast (601.2b), paid instead of its
    mana cost; its mana value stays that of its mana cost (118.9c)."""
    return Static({"alternative_cost": cost})


@static("static", "if ~ was kicked, it enters with {n:number} additional {counter:counter} "
        "counters on it", "if ~ was kicked, it enters with {n:number} additional "
        "{counter:counter} counter on it", "if ~ was kicked, it enters with {n:number} "
        "{counter:counter} counters on it", "if ~ was kicked, it enters with {n:number} "
        "{counter:counter} counter on it", rule="702.33d", runs="explorer.rules.zones")
def _kicked_enters_with(scope: Scope, n: int, counter: str) -> Static:
    return Static({"kicked_enters_with": {counter: n}})


@static("static", "~ enters with {n:amount} {counter:counter} counter on it",
        "~ enters with {n:amount} {counter:counter} counters on it", rule="614.1c",
        runs="explorer.rules.zones")
def _enters_with(scope: Scope, n: Amount, counter: str) -> Static:
    return Static({"enters_with": {counter: n.text}})


@static("static", "~ enters with a {counter:counter} counter on it for each {count:count_of}",
        "~ enters with an {counter:counter} counter on it for each {count:count_of}",
        rule="614.1c", runs="explorer.rules.zones")
def _enters_with_for_each(scope: Scope, counter: str, count: Any) -> Static:
    """Éomer, King of Rohan: "… for each other Human you control", counted as it enters."""
    return Static({"enters_with_for_each": (counter, count)})


@static("static", "~ enters with a {counter:counter} counter on it for each color of mana spent "
        "to cast it", "~ enters with an {counter:counter} counter on it for each color of mana "
        "spent to cast it", rule="614.1c", runs="explorer.rules.zones")
def _enters_with_colors_spent(scope: Scope, counter: str) -> Static:
    """Sunburst's words (702.44a): the colors among the mana spent to cast it (105.1: {C} is
    no color) — none if it wasn't cast."""
    return Static({"enters_with_for_each": (counter, _colors_spent)})


def _colors_spent(game: Kernel, obj: Obj) -> int:
    return len(set(obj.spent) - {"C"})


@static("static", "~ enters with X {counter:counter} counters on it, where X is {q:quantity}",
        rule="614.1c", runs="explorer.rules.zones")
def _enters_with_x(scope: Scope, counter: str, q: Quantity) -> Static:
    """Drakestown Forgotten: "… enters with X +1/+1 counters on it, where X is the number of
    creature cards in all graveyards." — counted as it enters (614.1c), by the player it
    enters under."""

    def count(game: Kernel, obj: Obj) -> int:
        return max(0, q(Ctx(game, obj.controller, obj, obj.name)))

    return Static({"enters_with_for_each": (counter, count)})


@static("static", "~ enters with {n:amount} {counter:counter} counter on it if {test:condition}",
        "~ enters with {n:amount} {counter:counter} counters on it if {test:condition}",
        rule="614.1c", runs="explorer.rules.zones")
def _enters_with_if(scope: Scope, n: Amount, counter: str, test: Any) -> Static:
    """Cackling Slasher: "~ enters with a +1/+1 counter on it if a creature died this turn." —
    the condition looked at as it enters, from the player it enters under (614.1c)."""
    if n.is_x or n.of_event:
        raise NoMatch(n.text, "only a fixed number of counters is read here")

    def count(game: Any, obj: Any) -> int:
        return n.fixed if test(game, obj.controller, obj, None) else 0

    return Static({"enters_with_for_each": (counter, count)})


@static("static", "~ enters tapped with {n:amount} {counter:counter} counter on it",
        "~ enters tapped with {n:amount} {counter:counter} counters on it", rule="614.1c",
        runs="explorer.rules.zones")
def _enters_tapped_with(scope: Scope, n: Amount, counter: str) -> Static:
    return Static({"enters_tapped": True, "enters_with": {counter: n.text}})


@static("static", "as ~ enters, choose a color", "as it enters, choose a color",
        rule="614.12a", runs="explorer.rules.zones")
def _choose_color(scope: Scope) -> Static:
    return Static({"as_enters_choose": "color"})


@static("static", "as ~ enters, choose a creature type", "as it enters, choose a creature type",
        rule="614.12a", runs="explorer.rules.zones")
def _choose_creature_type(scope: Scope) -> Static:
    """Cavern of Souls, Unclaimed Territory: one creature type (205.3m), chosen by its
    controller before it enters (614.12a); the abilities that say "the chosen type" read it
    (607.2: they are linked), kept in the permanent's ``choices``."""
    return Static({"as_enters_choose": "creature_type"})


@static("static", "~ doesn't untap during your untap step", rule="502.3",
        runs="explorer.rules.turns")
def _doesnt_untap(scope: Scope) -> Static:
    return Static({"doesnt_untap": True})


@static("static", "as long as {test:condition}, ~ can attack as though it didn't have defender",
        "~ can attack as though it didn't have defender as long as {test:condition}",
        rule="609.4", runs="explorer.rules.combat")
def _attacks_despite_defender_if(scope: Scope, test: Condition) -> Static:
    """Backstreet Bruiser: while the condition holds it may be declared as an attacker though
    it has defender (702.3b) — it still has defender for everything else (609.4)."""
    return Static({"attacks_despite_defender_if":
                   lambda game, player, this: test(game, player, this, None)})


@static("static", "you may choose not to untap ~ during your untap step", rule="502.3",
        runs="explorer.rules.turns")
def _may_not_untap(scope: Scope) -> Static:
    """Icatian Store and the other storage lands: its controller is asked in each of their
    untap steps while it is tapped (502.3: the active player determines what untaps)."""
    return Static({"may_not_untap": True})


@static("static", "~ doesn't untap during your untap step if {test:condition}", rule="502.3",
        runs="explorer.rules.turns")
def _doesnt_untap_if(scope: Scope, test: Condition) -> Static:
    """Land Cap: "… if it has a depletion counter on it" — asked as each untap step begins."""
    return Static({"doesnt_untap_if": lambda game, player, this: test(game, player, this, None)})


@static("static", "enchanted creature doesn't untap during its controller's untap step",
        rule="502.3", runs="explorer.rules.turns")
def _enchanted_doesnt_untap(scope: Scope) -> Static:
    _an_aura(scope)
    return Static({"attached_doesnt_untap": lambda game, player, aura: True})


@static("static", "enchanted creature doesn't untap during its controller's untap step unless "
        "{test:condition}", rule="502.3", runs="explorer.rules.turns")
def _enchanted_doesnt_untap_unless(scope: Scope, test: Condition) -> Static:
    """"… unless that player is the monarch": the condition is asked of the creature's
    controller ("that player"), as its untap step begins."""
    _an_aura(scope)
    return Static({"attached_doesnt_untap":
                   lambda game, player, aura: not test(game, player, aura, None)})


def _an_aura(scope: Scope) -> None:
    if "Aura" not in scope.type_line.partition("—")[2].split():  # 303.4b: an Aura's words
        raise NoMatch("enchanted creature")


# -- replacement effects (614) -----------------------------------------------------------------
def _replacement(rule: str, applies: Any, replace: Any) -> Static:
    return Static(replacement=(rule, applies, replace))


@static("static", "if you tap a permanent for mana, it produces {k:times} as much of that mana "
        "instead", rule="106.12b", runs="explorer.rules.mana")
def _multiply_mana(scope: Scope, k: int) -> Static:
    """Only the mana of a {T} mana ability, never a trigger's extra mana."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return p.kind == "mana" and p.tapped_for_mana and p.target == obj.controller \
            and bool(p.mana)

    return _replacement("106.12b", applies, lambda game, obj, p: p.with_(
        mana="".join(m * k for m in p.mana), amount=p.amount * k))


@static("static", "if a land is tapped for mana, it produces {mana:mana} instead of any other "
        "type and amount", rule="106.12b", runs="explorer.rules.mana")
def _lands_produce(scope: Scope, mana: str) -> Static:
    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        source = game.state.find(p.source_oid) if p.source_oid is not None else None
        return (p.kind == "mana" and p.tapped_for_mana and bool(p.mana) and source is not None
                and source.is_type("Land"))

    return _replacement("106.12b", applies,
                        lambda game, obj, p: p.with_(mana=mana, amount=len(mana)))


def _yours(game: Kernel, obj: Obj, p: Proposal) -> bool:
    target = game.state.find(p.target) if isinstance(p.target, int) else None
    return target is not None and target.controller == obj.controller


@static("static", "if an effect would create one or more tokens under your control, it creates "
        "twice that many of those tokens instead",
        "if one or more tokens would be created under your control, twice that many of those "
        "tokens are created instead", rule="614.1a", runs="explorer.rules.keyword_actions")
def _double_your_tokens(scope: Scope) -> Static:
    return _replacement("614.1a", lambda game, obj, p: p.kind == "tokens"
                        and p.target == obj.controller,
                        lambda game, obj, p: p.with_(amount=p.amount * 2))


@static("static", "if one or more tokens would be created, twice that many of those tokens are "
        "created instead", rule="614.1a", runs="explorer.rules.keyword_actions")
def _double_all_tokens(scope: Scope) -> Static:
    return _replacement("614.1a", lambda game, obj, p: p.kind == "tokens",
                        lambda game, obj, p: p.with_(amount=p.amount * 2))


@static("static", "if an effect would put one or more counters on a permanent you control, it "
        "puts twice that many of those counters on that permanent instead", rule="614.1a",
        runs="explorer.rules.counters")
def _double_counters_yours(scope: Scope) -> Static:
    return _replacement("614.1a", lambda game, obj, p: p.kind == "counters"
                        and _yours(game, obj, p),
                        lambda game, obj, p: p.with_(amount=p.amount * 2))


@static("static", "if one or more {counter:counter} counters would be put on a {what:objects}, "
        "that many plus one {again:counter} counters are put on it instead",
        "if one or more {counter:counter} counters would be put on a {what:objects}, "
        "that many plus one {again:counter} counters are put on that permanent instead",
        "if one or more {counter:counter} counters would be put on a {what:objects}, "
        "that many plus one {again:counter} counters are put on that creature instead",
        rule="614.1a", runs="explorer.rules.counters")
def _one_more(scope: Scope, counter: str, what: Objects, again: str) -> Static:
    """Hardened Scales and the like: one more counter of that kind (614.1a)."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        target = game.state.find(p.target) if isinstance(p.target, int) else None
        return (p.kind == "counters" and p.counter == counter and target is not None
                and what.test(game, obj.controller, target))

    return _replacement("614.1a", applies, lambda game, obj, p: p.with_(amount=p.amount + 1))


@static("static", "if one or more counters would be put on an {what:objects}, that many plus "
        "one of each of those kinds of counters are put on that permanent instead",
        "if one or more counters would be put on a {what:objects}, that many plus one of each "
        "of those kinds of counters are put on that permanent instead", rule="614.1a",
        runs="explorer.rules.counters")
def _one_more_of_any(scope: Scope, what: Objects) -> Static:
    """Winding Constrictor: one more of whatever kind of counter is being put (614.1a)."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        target = game.state.find(p.target) if isinstance(p.target, int) else None
        return (p.kind == "counters" and target is not None
                and what.test(game, obj.controller, target))

    return _replacement("614.1a", applies, lambda game, obj, p: p.with_(amount=p.amount + 1))


@static("static", "if one or more {counter:counter} counters would be put on a creature, twice "
        "that many {again:counter} counters are put on that creature instead",
        "if one or more {counter:counter} counters would be put on a {what:objects}, twice "
        "that many {again:counter} counters are put on it instead", rule="614.1a",
        runs="explorer.rules.counters")
def _double_on_creatures(scope: Scope, counter: str, again: str,
                         what: Objects | None = None) -> Static:
    """Doubling Season's half for creatures, Corpsejack Menace's "a creature you control"."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        target = game.state.find(p.target) if isinstance(p.target, int) else None
        return (p.kind == "counters" and p.counter == counter and target is not None
                and target.is_creature
                and (what is None or what.test(game, obj.controller, target)))

    return _replacement("614.1a", applies, lambda game, obj, p: p.with_(amount=p.amount * 2))


@static("static", "all damage that would be dealt to you is dealt to ~ instead", rule="614.9",
        runs="explorer.rules.damage")
def _redirect_to_this(scope: Scope) -> Static:
    """A redirection (614.9): combat damage stays combat damage; one source's damage goes whole
    to this creature."""

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return (p.kind == "damage" and p.target == obj.controller and obj.is_creature
                and game.state.find(obj.oid) is not None)

    return _replacement("614.9", applies, lambda game, obj, p: p.with_(target=obj.oid))


@static("static", "{what:objects} spells you control can't be countered",
        "spells you control can't be countered", rule="101.2", runs="explorer.rules.stack")
def _your_spells_cant_be_countered(scope: Scope, what: Objects | None = None) -> Static:
    """"Creature spells you control can't be countered.": a spell of theirs that an effect would
    counter stays on the stack while this permanent is on the battlefield (101.2)."""
    test = what.test if what is not None else (lambda game, you, spell: True)
    return Static({"your_spells_cant_be_countered": test})


@static("static", "skip your draw step", rule="614.10", runs="explorer.rules.turns")
def _skip_draw_step(scope: Scope) -> Static:
    """Damia, Sage of Stone: a replacement effect that skips its controller's draw step (614.1b);
    nothing in the step happens, and nothing triggers at its beginning (614.10)."""
    return Static({"skip_draw_step": True})


@static("static", "you have no maximum hand size", rule="402.2", runs="explorer.rules.turns")
def _no_maximum_hand_size(scope: Scope) -> Static:
    """The cleanup step's discard (514.1) doesn't happen for its controller."""
    return Static({"no_maximum_hand_size": True})


def replacement_ability(text: str, static: Static) -> ReplacementAbility:
    assert static.replacement is not None
    rule, applies, replace = static.replacement
    return ReplacementAbility(text, applies, replace, rule=rule, then=static.then)


table("put_or_remove", {"put": "put", "remove": "remove"})
table("on_or_from", {"on": "on", "from": "from"})


@static("static", "if damage would be dealt to ~ while {test:condition}, prevent that damage and "
        "{how:put_or_remove} that many {counter:counter} counters {where:on_or_from} it",
        "if damage would be dealt to ~, prevent that damage and {how:put_or_remove} that many "
        "{counter:counter} counters {where:on_or_from} it", rule="615.5",
        runs="explorer.rules.damage")
def _prevent_and_counters(scope: Scope, how: str, counter: str, where: str,
                          test: Condition | None = None) -> Static:
    """Jared Carthalion's "If damage would be dealt to ~ while you're the monarch, prevent that
    damage and put that many +1/+1 counters on it.", Protean Hydra's "… remove that many …":
    a prevention effect (615.1) whose additional effect happens immediately after the damage
    would have been dealt (615.5), counting the damage prevented."""
    if (how, where) not in (("put", "on"), ("remove", "from")):
        raise NoMatch(how, "counters are put on, and removed from")

    def applies(game: Kernel, obj: Obj, p: Proposal) -> bool:
        return (p.kind == "damage" and p.target == obj.oid and p.amount > 0
                and (test is None or test(game, obj.controller, obj, None)))

    def then(game: Kernel, obj: Obj, p: Proposal) -> Steps:
        now = game.state.find(obj.oid)
        if now is None:
            return
        if how == "put":
            yield from put_counters(game, now, counter, p.amount, now.name, rule="615.5")
        else:
            remove_counters(game, now, counter, p.amount, now.name, rule="615.5")

    return Static(replacement=("615.5", applies, lambda game, obj, p: None), then=then)


@static("static", "~ can't be blocked except by {what:objects}", rule="509.1b",
        runs="explorer.rules.combat")
def _cant_be_blocked_except_by(scope: Scope, what: Objects) -> Static:
    """"This creature can't be blocked except by creatures with flying." """
    return Static({"cant_be_blocked_except_by": (what.text, what.test)})


@static("static", "~ can block only {what:objects}", rule="509.1b",
        runs="explorer.rules.combat")
def _can_block_only(scope: Scope, what: Objects) -> Static:
    """"Cloud Elemental can block only creatures with flying." """
    return Static({"can_block_only": (what.text, what.test)})


@static("static", "~ can't attack unless defending player is the monarch", rule="508.1c",
        runs="explorer.rules.combat")
def _attacks_only_the_monarch(scope: Scope) -> Static:
    """A restriction on which player it may attack (508.1c, 724)."""
    return Static({"attacks_only_if": ("defending player is the monarch",
                                       lambda game, defender: game.state.monarch == defender)})


@static("static", "creatures can't attack you unless their controller pays {cost:mana_cost} for "
        "each creature they control that's attacking you", rule="508.1g",
        runs="explorer.rules.combat")
def _attack_tax(scope: Scope, cost: str) -> Static:
    """Ghostly Prison, Windborn Muse: a cost to attack this permanent's controller, {N} for each
    creature attacking them, determined and paid as attackers are declared (508.1g–i)."""
    return Static({"attack_tax": cost})


@static("static", "creatures can't attack you or planeswalkers you control unless their "
        "controller pays {cost:mana_cost} for each of those creatures", rule="508.1g",
        runs="explorer.rules.combat")
def _attack_tax_with_planeswalkers(scope: Scope, cost: str) -> Static:
    """Baird, Steward of Argive: the tax for each creature attacking this permanent's controller
    or a planeswalker they control (508.1b, 508.1g)."""
    return Static({"attack_tax": cost, "attack_tax_planeswalkers": True})


table("combat_acts", {"attack or block": frozenset({"attack", "block"}),
                      "attack": frozenset({"attack"}), "block": frozenset({"block"})})


@static("static", "enchanted creature can't {acts:combat_acts}",
        "equipped creature can't {acts:combat_acts}", rule="508.1c",
        runs="explorer.rules.combat")
def _attached_cant(scope: Scope, acts: frozenset[str]) -> Static:
    """Pacifism: "Enchanted creature can't attack or block." — restrictions on declaring it
    (508.1c, 509.1b) while this is attached to it."""
    subtypes = scope.type_line.partition("—")[2].split()
    if "Aura" not in subtypes and "Equipment" not in subtypes:
        raise NoMatch("enchanted creature", "only an Aura or Equipment is attached to one")
    return Static({"attached_cant": acts})


@static("static", "{what:plural_creatures} can't {acts:combat_acts}", rule="509.1b",
        runs="explorer.rules.combat")
def _creatures_cant(scope: Scope, what: Objects, acts: frozenset[str]) -> Static:
    """"Creatures your opponents control can't block.": a restriction on every creature of that
    kind (508.1c, 509.1b), as long as this permanent is on the battlefield."""
    return Static({"creatures_cant": (acts, what.test, what.other)})


@static("static", "~ can't attack alone", rule="508.1c", runs="explorer.rules.combat")
def _cant_attack_alone(scope: Scope) -> Static:
    return Static({"cant_attack_alone": True})


@static("static", "~ can't block alone", rule="509.1b", runs="explorer.rules.combat")
def _cant_block_alone(scope: Scope) -> Static:
    return Static({"cant_block_alone": True})


@static("static", "~ can't attack or block alone", rule="508.1c", runs="explorer.rules.combat")
def _cant_attack_or_block_alone(scope: Scope) -> Static:
    """Loyal Pegasus, Mogg Flunkies: restrictions on each declaration as a whole."""
    return Static({"cant_attack_alone": True, "cant_block_alone": True})


table("pt_side", {"power": ("power",), "toughness": ("toughness",),
                 "power and toughness are each": ("power", "toughness")})


@static("static", "~'s {sides:pt_side} is equal to the number of {count:count_of}",
        "~'s {sides:pt_side} equal to the number of {count:count_of}", rule="604.3",
        runs="explorer.rules.layers")
def _defined_pt(scope: Scope, sides: tuple[str, ...], count: Count) -> Static:
    """A characteristic-defining ability (604.3): "~'s power and toughness are each equal to
    the number of creatures you control." — counted whenever it's looked at, in layer 7a
    (613.4a), in every zone."""
    return Static({f"{side}_is": count for side in sides})


@static("static", "~'s {sides:pt_side} equal to {count:devotion}",
        "~'s {sides:pt_side} is equal to {count:devotion}", rule="604.3",
        runs="explorer.rules.layers")
def _pt_is_devotion(scope: Scope, sides: tuple[str, ...], count: Count) -> Static:
    """Daxos, Blessed by the Sun: "Daxos's toughness is equal to your devotion to white." — a
    characteristic-defining ability (604.3) counted whenever it's looked at (613.4a, 700.5)."""
    return Static({f"{side}_is": count for side in sides})


@static("static", "~'s {sides:pt_side} equal to the number of {count:count_of} plus the number "
        "of {more:count_of}", rule="604.3", runs="explorer.rules.layers")
def _defined_pt_sum(scope: Scope, sides: tuple[str, ...], count: Count, more: Count) -> Static:
    """Abomination of Llanowar: "… equal to the number of Elves you control plus the number of
    Elf cards in your graveyard." — both counted whenever it's looked at (604.3, 613.4a)."""
    return Static({f"{side}_is": (lambda game, obj: count(game, obj) + more(game, obj))
                   for side in sides})


table("dealt_to_by", {"to and dealt by": frozenset({"to", "by"}), "to": frozenset({"to"}),
                      "by": frozenset({"by"})})


@static("static", "prevent all combat damage that would be dealt {how:dealt_to_by} ~",
        rule="615.1", runs="explorer.rules.damage")
def _prevent_combat_damage(scope: Scope, how: frozenset[str]) -> Static:
    """Fog Bank: "Prevent all combat damage that would be dealt to and dealt by ~." — a
    prevention effect from a static ability, applying as long as it is on the battlefield."""
    return Static({"prevents_damage": how, "prevents_combat_damage_only": True})


@static("static", "prevent all combat damage that would be dealt {how:dealt_to_by} enchanted "
        "creature", rule="615.1", runs="explorer.rules.damage")
def _prevent_combat_damage_attached(scope: Scope, how: frozenset[str]) -> Static:
    """Gaseous Form: to and by the creature it enchants, while it is attached."""
    if "Aura" not in scope.type_line.partition("—")[2].split():
        raise NoMatch("enchanted creature", "only an Aura enchants a creature")
    return Static({"attached_prevents_damage": how, "prevents_combat_damage_only": True})


@static("static", "prevent all damage that would be dealt {how:dealt_to_by} ~", rule="615.1",
        runs="explorer.rules.damage")
def _prevent_damage(scope: Scope, how: frozenset[str]) -> Static:
    return Static({"prevents_damage": how})


@static("static", "~ must be blocked if able", "~ must be blocked each combat if able",
        rule="509.1c", runs="explorer.rules.combat")
def _must_be_blocked(scope: Scope) -> Static:
    """Maarika, Brutal Gladiator: a requirement on the defending player's blockers — one
    creature blocking it obeys it (509.1c)."""
    return Static({"must_be_blocked": True})


@static("static", "all creatures able to block ~ do so", rule="509.1c",
        runs="explorer.rules.combat")
def _lure(scope: Scope) -> Static:
    """Lure's words on a creature: a requirement on each creature that could block it."""
    return Static({"all_must_block": True})


@static("static", "~ attacks each combat if able", rule="508.1d", runs="explorer.rules.combat")
def _attacks_each_combat(scope: Scope) -> Static:
    """Bloodrock Cyclops: a requirement; the declaration must obey as many requirements as it can
    without breaking a restriction (508.1d)."""
    return Static({"attacks_each_combat": True})


@static("static", "enchanted creature attacks each combat if able", rule="508.1d",
        runs="explorer.rules.combat")
def _enchanted_attacks_each_combat(scope: Scope) -> Static:
    _an_aura(scope)
    return Static({"attached_attacks_each_combat": True})


@static("static", "enchanted creature can't attack you", rule="508.1c",
        runs="explorer.rules.combat")
def _enchanted_cant_attack_you(scope: Scope) -> Static:
    """"You": this Aura's controller, whoever controls the creature (508.1c)."""
    _an_aura(scope)
    return Static({"attached_cant_attack_you": True})


@static("static", "enchanted creature attacks each combat if able and can't attack you",
        rule="508.1d", runs="explorer.rules.combat")
def _enchanted_attacks_but_not_you(scope: Scope) -> Static:
    """Fealty to the Realm: a requirement (508.1d) and a restriction (508.1c) — it attacks one
    of the other players if it can."""
    _an_aura(scope)
    return Static({"attached_attacks_each_combat": True, "attached_cant_attack_you": True})


@static("static", "~ can't be blocked except by two or more creatures", rule="509.1b",
        runs="explorer.rules.combat")
def _blocked_by_at_least_two(scope: Scope) -> Static:
    """Menace in words (as on older cards): a restriction on the blocks as a whole (509.1b)."""
    return Static({"blocked_by_at_least_two": True})


@static("static", "~ can't be blocked by more than one creature", rule="509.1b",
        runs="explorer.rules.combat")
def _blocked_by_at_most_one(scope: Scope) -> Static:
    """Stalking Tiger: a restriction on the blockers' declaration as a whole (509.1b)."""
    return Static({"blocked_by_at_most_one": True})


# -- how many attackers a creature may block (509.1a) ------------------------------------------
@static("static", "~ can block an additional creature each combat",
        "~ can block an additional {n:number} creatures each combat", rule="509.1a",
        runs="explorer.rules.combat")
def _blocks_an_additional(scope: Scope, n: int = 1) -> Static:
    """Night Market Guard: it may block one more attacking creature than the one 509.1a
    allows (101.1: the card wins), and divides its damage among them (510.1d)."""
    return Static({"blocks_additional": n})


@static("static", "~ can block an additional creature each combat as long as {test:condition}",
        rule="509.1a", runs="explorer.rules.combat")
def _blocks_an_additional_while(scope: Scope, test: Condition) -> Static:
    """Entourage of Trest: "… as long as you're the monarch." — asked of its controller as
    blockers are declared (611.3a)."""
    return Static({"blocks_additional": 1, "blocks_additional_while": test})


@static("static", "~ can block any number of creatures", rule="509.1a",
        runs="explorer.rules.combat")
def _blocks_any_number(scope: Scope) -> Static:
    """Palace Guard: it may block every attacking creature it could block alone."""
    return Static({"blocks_any_number": True})


# -- restrictions on combat (509.1b) -----------------------------------------------------------
@static("static", "~ can't block", rule="509.1b", runs="explorer.rules.combat")
def _cant_block(scope: Scope) -> Static:
    """"This creature can't block.": a restriction the defending player's declaration of
    blockers must obey (509.1b)."""
    return Static({"cant_block": True})


@static("static", "~ can't block or be blocked by {what:objects}", rule="509.1b",
        runs="explorer.rules.combat")
def _cant_block_or_be_blocked_by(scope: Scope, what: Objects) -> Static:
    """Baboon Spirit's token: "This token can't block or be blocked by non-Spirit creatures."
    — two restrictions, one sentence."""
    return Static({"cant_block": True, "cant_be_blocked_by": (what.text, what.test)})
