"""The Oracle compiler: a card's facts in, a playable card — or the sentence it can't read — out.

Each line of Oracle text is one ability (113.2). A line is read as, in this order:

1. a line of keywords ("Flying, deathtouch") — each one a keyword the rules modules implement;
2. a triggered ability, "When/Whenever/At [trigger event], [if condition,] [effect]" (603.1) —
   or a Saga's chapter ability, "I — [effect]" (714.2);
3. an activated ability, "[Cost]: [Effect]" (602.1) — a mana ability if it adds mana and has no
   target (605.1a);
4. for an instant or sorcery, part of its spell ability (113.3a);
5. a static ability (604).

Every sentence of the line must be read by a template of :mod:`explorer.oracle`; otherwise the
card is refused with that sentence. A card compiles only if every line does: no ability is ever
dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
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
    SpellMode,
    Steps,
    TargetSpec,
    TriggeredAbility,
)
from ..cards.model import RULES_KEYWORDS, CardDef
from ..rules import (
    alternative_costs,
    awaken,
    backup,
    blitz,
    cascade,
    dash,
    exploit,
    firebending,
    gift,
    madness,
    rebound,
    sagas,
    suspend,
    unearth,
)
from ..rules.activated import OnlyOnce
from ..rules.costs import (
    DiscardThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    ManaPayment,
    ReducedManaPayment,
    RevealThisFromHand,
)
from ..rules.mana import ManaCost
from ..rules.planeswalkers import LoyaltyCost
from ..rules.stack import chosen_modes
from . import (  # noqa: F401  (their templates)
    conditions,
    continuous,
    costs,
    effects,
    library,
    mana,
    statics,
    triggers,
)
from .keywords import (
    enchant,
    join_protection_lists,
    keyword_of,
    meaning,
    protection,
    protection_means,
)
from .patterns import GRAMMAR, KINDS, Grammar, NoMatch, Parsed, Pattern, Template
from .phrases import Amount, Token, event_creature, in_words
from .scope import Find, Scope
from .statics import Static, replacement_ability
from .text import (
    Line,
    lines,
    lower_first,
    self_references,
    sentences,
    without_ability_word,
)

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition

_TRIGGER = re.compile(r"(When|Whenever|At) (.+)")


class Unknown(Exception):
    """A sentence no template reads: ``sentence`` as printed, ``why`` when more can be said."""

    def __init__(self, sentence: str, why: str = "") -> None:
        super().__init__(sentence)
        self.sentence = sentence
        self.why = why


def _why(e: NoMatch) -> str:
    """What a template that read the words but refused them said (``NoMatch(text, why)``)."""
    return str(e.args[1]) if len(e.args) > 1 else ""


@dataclass(frozen=True)
class AbilityReading:
    """How one printed ability was read: its kind, and the templates that read it (each with
    the rule it stands for and the rules module that runs it)."""

    printed: str
    kind: str  # keywords, chapter, triggered, activated, mana, spell, static
    templates: tuple[Template, ...]
    means: tuple[str, ...] = ()  # what its keywords stand for, in words (702.1)


@dataclass
class Compiled:
    """The result of compiling one card: ``card`` (None if refused), how each ability was
    read, the first sentence not understood (``refused``), and the tokens its effects make."""

    name: str
    card: CardDef | None
    readings: list[AbilityReading] = field(default_factory=list)
    refused: str | None = None
    why: str = ""
    tokens: list[Token] = field(default_factory=list)


@dataclass
class _Parts:
    """What the lines of one card add up to, as CardDef fields."""

    activated: list[ActivatedAbility] = field(default_factory=list)
    triggered: list[TriggeredAbility] = field(default_factory=list)
    replacements: list[ReplacementAbility] = field(default_factory=list)
    # Each paragraph: its text, what it does (None: it changes the one before, "instead"), and
    # the targets so far.
    spell: list[tuple[str, Effect | None, tuple[TargetSpec, ...]]] = field(default_factory=list)
    spell_targets: list[TargetSpec] = field(default_factory=list)  # shared by its paragraphs
    spell_last: Find | None = None  # what "it" / "that creature" means in the next paragraph
    spell_named: Find | None = None  # … and the last thing named that isn't the spell
    spell_distribute: Distribution | None = None  # a division announced as it is cast (601.2d)
    delayed: list[TriggeredAbility] = field(default_factory=list)  # 603.7, in printed order
    # The keywords on its keyword lines. Scryfall's "keywords" also lists those its other
    # abilities grant or mention ("has deathtouch as long as …"): those it doesn't have itself.
    printed_keywords: list[str] = field(default_factory=list)
    statics: list[str] = field(default_factory=list)
    fields: dict[str, Any] = field(default_factory=dict)
    tokens: list[Token] = field(default_factory=list)


def compile_card(facts: dict[str, Any]) -> Compiled:
    """Compile one card from its facts in Scryfall's field names."""
    name = str(facts.get("name", ""))
    if facts.get("card_faces"):
        return Compiled(name, None, refused=name,
                        why="a card with more than one face isn't supported yet (712)")
    cost = str(facts.get("mana_cost", "") or "")
    try:
        ManaCost.parse(cost)
    except ValueError as e:  # a symbol no payment knows: the card could never be cast
        return Compiled(name, None, refused=cost, why=str(e))
    walker = "Planeswalker" in str(facts.get("type_line", "")).partition("—")[0].split()
    if walker and not str(facts.get("loyalty", "")).isdigit():
        # 306.5b: it enters with its printed loyalty — a number this card doesn't give
        return Compiled(name, None, refused=name,
                        why=f"a planeswalker whose printed loyalty is {facts.get('loyalty')!r} "
                            "isn't read yet (306.5b: Scryfall's loyalty, a number)")
    parts = _Parts()
    readings: list[AbilityReading] = []
    keywords = [k for k in facts.get("keywords", [])]
    modes: list[SpellMode] | None = None  # a modal spell's, after its "Choose one —"
    legendary = "Legendary" in str(facts.get("type_line", "")).partition("—")[0].split()
    for line in _with_trigger_modes(lines(str(facts.get("oracle_text", "") or ""), name,
                                          legendary)):
        try:
            if modes is not None and line.text.startswith("•"):
                mode, used = _mode(line, facts)
                modes.append(mode)
                readings.append(AbilityReading(line.printed, "mode", used))
                continue
            if line.text.lower() in _HOW_MANY_MODES and _is_spell(facts):
                if modes is not None or parts.spell:
                    raise Unknown(line.printed, "a spell with more than one modal part")
                modes, header = [], line.printed
                how_many = _HOW_MANY_MODES[line.text.lower()]
                readings.append(AbilityReading(line.printed, "modes", ()))
                continue
            readings.append(_read_line(line, facts, keywords, parts))
        except Unknown as e:
            return Compiled(name, None, readings, refused=e.sentence, why=e.why)
    spell = None
    if parts.fields.get("returns_exiled") and any(
            part.chooses == "exile" for part in parts.fields.get("additional_costs", ())):
        # Fear of Abduction: whether "each card exiled with it" includes the card exiled to
        # pay the spell's cost isn't settled here (607.2a speaks of its abilities' exiles)
        return Compiled(name, None, readings, refused=name,
                        why="'the exiled card' of a permanent whose spell exiled a card as a "
                            "cost isn't read yet (607.2a)")
    if parts.fields.get("awaken") and (modes is not None or not parts.spell):
        return Compiled(name, None, readings, refused=name,
                        why="awaken on a spell without a spell ability of its own, or with "
                            "modes, isn't read yet (702.113a)")
    if modes is not None:
        if not modes or parts.spell:
            return Compiled(name, None, readings, refused=header,
                            why="a modal spell is read only when its modes are all it does")
        spell = _modal_spell(header, modes, how_many)
    elif parts.spell:
        # One spell ability, its paragraphs followed in order (608.2c); its targets are all
        # chosen as it is cast (601.2c), numbered across the paragraphs.
        done = [effect for _, effect, _ in parts.spell if effect is not None]
        specs = parts.spell_targets
        if any(a.optional and not b.optional for a, b in zip(specs, specs[1:], strict=False)):
            # Targets are named in order (601.2c): one left out of a variable number ("among
            # any number of targets") couldn't be told from the ones after it.
            return Compiled(name, None, readings, refused=parts.spell[0][0],
                            why="a variable number of targets followed by other targets isn't "
                                "read yet (601.2c)")
        if parts.fields.get("awaken"):  # then, if awakened, its land (702.113a)
            done.append(awaken.effect(parts.fields["awaken"]))
        spell = SpellAbility("\n".join(text for text, _, _ in parts.spell),
                             effects.in_order(*done), tuple(parts.spell_targets),
                             distribute=parts.spell_distribute)
    card = CardDef(
        name=name,
        mana_cost=str(facts.get("mana_cost", "") or ""),
        type_line=str(facts.get("type_line", "") or ""),
        oracle_text=str(facts.get("oracle_text", "") or ""),
        power=facts.get("power"),
        toughness=facts.get("toughness"),
        colors=parts.fields.pop("colors", tuple(facts.get("colors", ()) or ())),
        keywords=tuple(k for k in keywords if k in parts.printed_keywords),
        cmc=facts.get("cmc", 0) or 0,
        activated=tuple(parts.activated),
        triggered=tuple(parts.triggered),
        replacements=tuple(parts.replacements),
        spell=spell,
        delayed=tuple(parts.delayed),
        statics=tuple(parts.statics),
        compiled=True,
        is_token="Token" in str(facts.get("type_line", "")).split(),
        facts={k: v for k, v in facts.items() if not k.startswith("_")},
        **parts.fields,
    )
    return Compiled(name, card, readings, tokens=parts.tokens)


# -- modal spells (700.2) --------------------------------------------------------------------------
def _is_spell(facts: dict[str, Any]) -> bool:
    return any(t in str(facts.get("type_line", "")).split() for t in ("Instant", "Sorcery"))


def _mode(line: Line, facts: dict[str, Any]) -> tuple[SpellMode, tuple[Template, ...]]:
    """One "• …" mode: read as a spell paragraph of its own (its own targets, 700.2); and the
    templates it was read with."""
    text = without_ability_word(line.text.removeprefix("•").strip())  # 207.2d: flavor words
    scope = Scope(str(facts.get("name", "")), str(facts.get("type_line", "")), facts=facts)
    effect, _ = _body(text, Line(line.printed, text), scope, first=0, allow_mana=False)
    return SpellMode(line.printed, effect, tuple(scope.targets)), tuple(scope.used)


def _with_trigger_modes(read: list[Line]) -> list[Line]:
    """A modal triggered ability — "When ~ enters, choose one —" and its "• …" lines — is one
    ability (700.2): its mode lines are joined to it."""
    out: list[Line] = []
    modal = False
    for line in read:
        if modal and line.text.startswith("•"):
            last = out[-1]
            out[-1] = Line(f"{last.printed}\n{line.printed}", f"{last.text}\n{line.text}")
            continue
        modal = bool(_TRIGGER.fullmatch(line.text)) and line.text.endswith(_TRIGGER_MODES)
        out.append(line)
    return out


# How a modal triggered ability's header lets its controller choose its mode (700.2, 603.3c).
_TRIGGER_MODE_CHOICE = {"choose one —": "one", "choose up to one —": "up to one",
                        "choose one that hasn't been chosen —": "unchosen",
                        "choose two —": "two", "choose one or both —": "one or both",
                        "choose one or more —": "one or more", "choose three —": "three"}
# How many of them (at least, at most; 0: every mode), 700.2d.
_TRIGGER_HOW_MANY = {"two": (2, 2), "one or both": (1, 2), "one or more": (1, 0),
                     "three": (3, 3)}
_TRIGGER_MODES = tuple(_TRIGGER_MODE_CHOICE)


def _trigger_modes(bullets: list[str], printed: list[str], scope: Scope) -> Effect:
    """The modes of a modal triggered ability, each read as an effect with targets of its own
    (chosen with the mode as the ability is put on the stack, 603.3c). Sets ``scope.modes``."""
    modes = []
    for text, shown in zip(bullets, printed, strict=True):
        body = without_ability_word(text.removeprefix("•").strip())  # 207.2d: flavor words
        own = Scope(scope.name, scope.type_line, facts=scope.facts)
        own.read_ability, own.delayed = scope.read_ability, scope.delayed
        own.last, own.named, own.in_trigger = scope.last, scope.named, True
        effect, _ = _body(body, Line(shown, body), own, first=0, allow_mana=False)
        if own.distribute is not None:
            raise Unknown(shown, "a mode that divides among targets isn't read yet")
        scope.used += own.used
        scope.tokens += own.tokens
        scope.card_fields.update(own.card_fields)
        modes.append(SpellMode(shown, effect, tuple(own.targets)))
    chosen = tuple(modes)
    scope.modes = chosen

    def run(ctx: Ctx) -> Steps:
        first = 0
        for k in chosen_modes(ctx.choices.get("mode"), len(chosen)):
            # each mode reads its own targets, in printed order after the previous ones
            own = len(chosen[k - 1].targets)
            yield from chosen[k - 1].effect(replace(ctx, targets=ctx.targets[first:first + own]))
            first += own

    return run


# How many modes a modal spell's header lets its caster choose (700.2, 700.2d): (at least, at
# most); 0 for "every mode".
_HOW_MANY_MODES = {"choose one —": (1, 1), "choose one or both —": (1, 2), "choose two —": (2, 2),
                   "choose one or more —": (1, 0), "choose three —": (3, 3)}


def _modal_spell(header: str, modes: list[SpellMode],
                 how_many: tuple[int, int] = (1, 1)) -> SpellAbility:
    """"Choose one —": the mode chosen as it was cast (601.2b, ``choices.mode`` from 1);
    "Choose one or both —", "Choose two —": the modes chosen (``choices.mode`` a list), each
    with its own targets, followed in the order they are printed (608.2c)."""
    chosen = tuple(modes)
    least, most = how_many
    if most == 0 or most > len(chosen):
        most = len(chosen)
    if least > len(chosen):
        raise Unknown(header, f"{header!r} with only {len(chosen)} modes")

    def run(ctx: Ctx) -> Steps:
        picked = chosen_modes(ctx.choices.get("mode"), len(chosen))
        first = 0
        for k in picked:  # each mode reads its own targets, in order after the previous ones
            mode = chosen[k - 1]
            own = len(mode.targets)
            yield from mode.effect(replace(ctx, targets=ctx.targets[first:first + own],
                                           amounts=ctx.amounts[first:first + own]))
            first += own

    return SpellAbility("\n".join([header, *(m.text for m in chosen)]), run, (), chosen,
                        choose=(least, most))


# -- one line --------------------------------------------------------------------------------------
def _read_line(line: Line, facts: dict[str, Any], keywords: list[str], parts: _Parts
               ) -> AbilityReading:
    scope = Scope(str(facts.get("name", "")), str(facts.get("type_line", "")), facts=facts)
    scope.read_ability = lambda text: _granted(text, facts)
    scope.delayed = parts.delayed
    if scope.is_spell:  # one spell ability, paragraph after paragraph (608.2c)
        scope.targets, scope.last = parts.spell_targets, parts.spell_last
        scope.named = parts.spell_named
    kind = _chapter(line, scope, parts) if "Saga" in scope.type_line.split() else None
    if kind is None:
        kind = _keywords(line, keywords, scope, parts)
    if kind is None:
        kind = (_triggered(line, scope, parts) or _loyalty(line, scope, parts)
                or _activated(line, scope, parts) or _spell(line, scope, parts)
                or _static(line, scope, parts))
    if scope.is_spell:
        parts.spell_last, parts.spell_named = scope.last, scope.named
        parts.spell_distribute = parts.spell_distribute or _distribution(scope)
    parts.tokens += scope.tokens
    parts.fields.update(scope.card_fields)
    return AbilityReading(line.printed, kind, tuple(scope.used), tuple(scope.means))


def _granted(text: str, facts: dict[str, Any]) -> ActivatedAbility | TriggeredAbility:
    """An activated or triggered ability a continuous effect grants, read like a printed one
    (613.1f): in its words "this creature" is the object that has it. NoMatch if the grammar
    can't — or if it is a triggered ability the rules find only on the card itself: one that
    looks back as its object leaves (603.10a), works from another zone, or triggers only once
    each turn (603.2h)."""
    parts = _Parts()
    scope = Scope("", "", facts=facts)  # not this card's name: the object that will have it
    line = Line(text, self_references(text, ""))
    try:
        if _activated(line, scope, parts) is not None:
            return parts.activated[-1]
        if _triggered(line, scope, parts) is None:
            raise NoMatch(text)
    except Unknown as e:
        raise NoMatch(text, e.why) from None
    ability = parts.triggered[-1]
    if ability.looks_back or ability.on_cast or ability.in_graveyard or ability.once_each_turn \
            or ability.trigger is None or parts.delayed:
        raise NoMatch(text, "a granted triggered ability of this kind isn't read yet")
    return ability


def _printed_sentence(line: Line, k: int) -> str:
    printed = sentences(line.printed)
    return printed[k] if k < len(printed) else line.printed


def _clause(sentence: str) -> str:
    return lower_first(sentence).rstrip(".")


# 1. keywords (702) --------------------------------------------------------------------------------
# Keywords of the partner family (702.124) that change only how a Commander deck is built —
# which cards may be its commanders together — and do nothing once a game is under way.
# ("Partner with [name]" also has a triggered ability as it enters: it isn't one of these.)
DECK_BUILDING = {"Partner": "702.124", "Friends forever": "702.124",
                 "Choose a Background": "702.124", "Doctor's companion": "702.124"}

# Keyword actions (701) that Scryfall lists among a card's keywords: a line that starts with
# one ("Scry 1.", "Mill two cards.") is an instruction, read as a sentence, not a keyword line.
KEYWORD_ACTIONS = frozenset({"Scry", "Surveil", "Mill", "Investigate", "Proliferate", "Fight",
                             "Explore", "Adapt", "Amass", "Bolster", "Support", "Connive",
                             "Populate", "Goad", "Detain", "Incubate", "Discover", "Manifest",
                             "Treasure", "Food", "Clue", "Blood", "Earthbend"})


def _keywords(line: Line, keywords: list[str], scope: Scope, parts: _Parts) -> str | None:
    if line.text.startswith(EXHAUST_DASH):
        return None  # an activated ability (702.177a), read by _activated
    # Keywords are listed with commas, or with semicolons ("Vigilance; menace") (702.1).
    items = join_protection_lists([i.strip() for i in re.split(r"[,;]", line.text)])
    if not keywords or not all(keyword_of(i, keywords) for i in items):
        return None
    if any(keyword_of(i, keywords) in KEYWORD_ACTIONS for i in items):
        return None
    for item in items:
        keyword = keyword_of(item, keywords)
        parts.printed_keywords.append(str(keyword))
        if keyword in ("Hexproof from", "Hexproof") and item.lower().startswith("hexproof from "):
            try:  # 702.11d: the qualities are those protection's grammar reads (702.16a)
                qualities = protection("Protection" + item[len("Hexproof"):], scope)
            except NoMatch:
                raise Unknown(line.printed, f"hexproof {item[len('Hexproof '):]!r} isn't read "
                                            "yet (702.11d)") from None
            parts.fields["hexproof_from"] = (*parts.fields.get("hexproof_from", ()), *qualities)
            parts.printed_keywords[-1] = "Hexproof from"
            scope.means.append(f"{item}: hexproof from {', '.join(q.words for q in qualities)}"
                               " (702.11d) — its opponents' spells and abilities from sources "
                               "with that quality can't target it; applied by "
                               "explorer.rules.targets")
            continue
        if keyword in RULES_KEYWORDS:  # the rules modules apply it to whoever has it
            scope.means.append(f"{keyword}: the keyword of {RULES_KEYWORDS[keyword]}, applied "
                               "by explorer.rules.keywords")
            continue
        if keyword in DECK_BUILDING and item == keyword:
            rule = DECK_BUILDING[keyword]
            scope.means.append(f"{keyword}: it says only which cards may be commanders together "
                               f"in the Commander variant ({rule}); it does nothing in a game")
            continue
        if keyword == "Changeling":  # 702.73a: a characteristic-defining ability (604.3)
            parts.fields["changeling"] = True
            scope.means.append("Changeling: this object is every creature type (702.73a), in "
                               "every zone — read by what asks for a creature type")
            continue
        if keyword == "Devoid":  # 702.114a: a characteristic-defining ability (604.3)
            parts.fields["colors"] = ()
            scope.means.append("Devoid: this object is colorless (702.114a), whatever its "
                               "mana cost")
            continue
        if keyword == "Protection":  # 702.16a: its qualities, as data the rules check
            try:
                qualities = protection(item, scope)
            except NoMatch:
                raise Unknown(line.printed, f"protection {item[len('Protection '):]!r} isn't "
                                            "read yet: its quality is unknown (702.16a)"
                              ) from None
            parts.fields["protection"] = (*parts.fields.get("protection", ()), *qualities)
            scope.means.append(protection_means(item, qualities))
            continue
        if keyword == "Enchant":
            try:
                parts.fields["enchant"] = enchant(item[len("Enchant "):])
            except NoMatch:
                raise Unknown(line.printed, f"can't enchant {item[8:]!r} yet") from None
            continue
        if keyword in ("Kicker", "Flashback", "Multikicker"):  # an extra or alternative cost
            # (702.33a, 702.34a; any number of times, 702.33c)
            cost = _keyword_cost(item, keyword, line, parts,
                                 "kicker" if keyword == "Multikicker" else keyword.lower())
            if keyword == "Multikicker":
                parts.fields["multikicker"] = True
                scope.means.append(f"{item}: {scope.name} may be cast paying an additional "
                                   f"{cost} any number of times (cast with \"kicked\": N, "
                                   "702.33c); explorer.rules.multikicker")
            continue
        if keyword == "Harmonize":  # 702.180a: an alternative cost from the graveyard
            cost = _keyword_cost(item, keyword, line, parts, "harmonize", said=item,
                                 readable="{X}" not in item)
            scope.means.append(f"{item}: {scope.name} may be cast from its owner's graveyard for "
                               f"{cost}, tapping up to one untapped creature they control to "
                               "reduce that cost by its power in generic mana, then exiled "
                               "(702.180a); cast naming the card in the graveyard, "
                               "explorer.rules.harmonize")
            continue
        if keyword == "Entwine":  # 702.42a: all modes, for an additional cost
            cost = _keyword_cost(item, keyword, line, parts, "entwine", said=item)
            scope.means.append(f"{item}: all the modes of {scope.name} may be chosen by paying "
                               f"an additional {cost} (cast with \"entwined\", 702.42a); "
                               "explorer.rules.entwine")
            continue
        if keyword == "Buyback":  # 702.27a: an optional additional cost; paid, the spell
            # returns to its owner's hand as it resolves
            cost = _keyword_cost(item, keyword, line, parts, "buyback", said=item,
                                 readable=scope.is_spell)
            scope.means.append(f"{item}: {scope.name} may be cast paying an additional {cost} "
                               "(cast with \"buyback\", 601.2f); if it was, it is put into its "
                               "owner's hand instead of their graveyard as it resolves "
                               "(702.27a); explorer.rules.buyback")
            continue
        if keyword == "Offspring":  # 702.175a: an optional additional cost, and a token copy
            # as the permanent enters if it was paid
            cost = _keyword_cost(item, keyword, line, parts, "offspring", said=item)
            scope.means.append(f"{item}: {scope.name} may be cast paying an additional {cost} "
                               "(cast with \"offspring\", 601.2f); explorer.rules.offspring")
            _keyword_ability(item, "Offspring", "When ~ enters, if its offspring cost was paid, "
                             "create a token that's a copy of ~, except it's 1/1.", scope, parts)
            continue
        if keyword in alternative_costs.WHEN:  # spectacle, surge: an alternative cost, if …
            cost = _alternative_cost(item, keyword, line, parts)
            parts.fields["alternative_if"] = keyword
            rule, words, _ = alternative_costs.WHEN[keyword]
            scope.means.append(f"{item}: {scope.name} may be cast for {cost} rather than its "
                               f"mana cost if {words} ({rule}, 118.9); checked by "
                               "explorer.rules.alternative_costs")
            continue
        if keyword == "Evoke":  # 702.74a: an alternative cost, and a sacrifice as it enters
            _alternative_cost(item, "Evoke", line, parts)
            _keyword_ability(item, "Evoke", "When ~ enters, if its evoke cost was paid, its "
                             "controller sacrifices it.", scope, parts)
            continue
        if keyword == "Blitz":  # 702.152a: an alternative cost, a delayed sacrifice, and haste
            cost = _alternative_cost(item, "Blitz", line, parts)  # and a dies-draw while paid
            parts.delayed.append(TriggeredAbility(
                "Sacrifice this permanent at the beginning of the next end step.", None,
                effects.sacrifice_this(scope), keyword=blitz.KEYWORD))
            scope.means.append(f"{item}: {scope.name} may be cast for {cost} rather than its "
                               "mana cost (118.9); if it was, the permanent is sacrificed at the "
                               "beginning of the next end step (603.7a), explorer.rules.blitz")
            _keyword_ability(item, "Blitz", "~ has haste as long as its blitz cost was paid.",
                             scope, parts)
            _keyword_ability(item, "Blitz", "When ~ dies, if its blitz cost was paid, draw a "
                             "card.", scope, parts)
            continue
        if keyword == "Dash":  # 702.109a: an alternative cost, a delayed return to hand, and
            cost = _alternative_cost(item, "Dash", line, parts)  # haste while it was paid
            parts.delayed.append(TriggeredAbility(
                "Return this permanent to its owner's hand at the beginning of the next end "
                "step.", None, GRAMMAR.parse("effect", "return ~ to its owner's hand", scope),
                keyword=dash.KEYWORD))
            scope.means.append(f"{item}: {scope.name} may be cast for {cost} rather than its "
                               "mana cost (118.9); if it was, the permanent returns to its "
                               "owner's hand at the beginning of the next end step (603.7a), "
                               "explorer.rules.dash")
            _keyword_ability(item, "Dash", "~ has haste as long as its dash cost was paid.",
                             scope, parts)
            continue
        if keyword == "Awaken":  # 702.113a: an alternative cost, and a land made a creature
            m = re.fullmatch(r"Awaken (\d+) ?— ?((?:\{[^}]+\})+)", item)
            if m is None or "alternative_cost" in parts.fields or not scope.is_spell:
                raise Unknown(line.printed, f"this awaken ({item}) isn't read yet")
            n, cost = int(m.group(1)), m.group(2)
            parts.fields.update(alternative_cost=cost, awaken=n)
            scope.used.append(AWAKEN)
            scope.means.append(f"{item}: {scope.name} may be cast for {cost} rather than its "
                               f"mana cost (118.9); if it was, it also puts {in_words(n)} +1/+1 "
                               "counters on target land you control, which becomes a 0/0 "
                               "Elemental creature with haste that's still a land "
                               "(702.113a), explorer.rules.awaken")
            continue
        if keyword in ("Morph", "Megamorph", "Disguise"):  # 702.37a/b, 702.168a: cast face
            cost = item[len(keyword) + 1:]  # down, turned face up
            if not re.fullmatch(r"(?:\{[^}]+\})+", cost) or "morph" in parts.fields:
                raise Unknown(line.printed, f"this {keyword.lower()} ({cost}) isn't read yet: "
                                            "only a mana cost is")
            parts.fields.update(morph=cost, megamorph=keyword == "Megamorph")
            counter = " and puts a +1/+1 counter on it (702.37b)" if keyword == "Megamorph" else ""
            ward, rules = "", ("702.37c", "702.37e")
            if keyword == "Disguise":
                parts.fields.update(disguise=True, face_down=_disguised())
                ward, rules = " with ward {2}", ("702.168b", "702.168d")
            scope.means.append(f"{item}: {scope.name} may be cast face down as a 2/2 creature"
                               f"{ward} with no other text, no name, subtypes or mana cost for "
                               f"{{3}} ({rules[0]}, 708.2a); any time its controller has "
                               f"priority, paying {cost} turns it face up ({rules[1]})"
                               f"{counter}; explorer.rules.morph")
            continue
        if keyword == "Toxic":  # 702.164a: a static ability the damage rules apply
            m = re.fullmatch(r"Toxic (\d+)", item)
            if m is None or "toxic" in parts.fields:
                raise Unknown(line.printed, f"this toxic ({item}) isn't read yet")
            parts.fields["toxic"] = int(m.group(1))
            scope.means.append(f"{item}: combat damage {scope.name} deals to a player also gives "
                               f"that player {m.group(1)} poison counters (702.164b); applied by "
                               "explorer.rules.damage")
            continue
        if keyword == "Dredge":  # 702.52a: a replacement of a draw, from the graveyard
            m = re.fullmatch(r"Dredge (\d+)", item)
            if m is None or "dredge" in parts.fields:
                raise Unknown(line.printed, f"this dredge ({item}) isn't read yet")
            parts.fields["dredge"] = int(m.group(1))
            scope.means.append(f"{item}: as long as you have at least {m.group(1)} cards in your "
                               f"library, if you would draw a card, you may instead mill "
                               f"{m.group(1)} cards and return {scope.name} from your graveyard "
                               "to your hand (702.52a); applied by explorer.rules.dredge")
            continue
        if keyword == "Ravenous":  # 702.156a: a replacement effect and a triggered ability
            if "{X}" not in str(scope.facts.get("mana_cost", "")):
                raise Unknown(line.printed, "ravenous without {X} in the mana cost (702.156a)")
            _keyword_ability(item, "Ravenous", "~ enters with X +1/+1 counters on it.", scope,
                             parts)
            _keyword_ability(item, "Ravenous", "When ~ enters, if X is 5 or more, draw a card.",
                             scope, parts)
            continue
        if keyword == "Foretell":  # 702.143a: a special action from the hand, then an
            # alternative cost from exile
            cost = _keyword_cost(item, keyword, line, parts, "foretell", said=item)
            scope.means.append(f"{item}: during its owner's turn, with priority, they may pay "
                               f"{{2}} and exile {scope.name} from their hand face down (a "
                               "special action, 702.143b: \"foretell\"); after that turn they "
                               f"may cast it from exile for {cost} rather than its mana cost "
                               "(702.143a); explorer.rules.foretell")
            continue
        if keyword == "Madness":  # 702.35a: a replacement of where a discarded card goes,
            # and a triggered ability from exile that casts it for its madness cost
            cost = _keyword_cost(item, keyword, line, parts, "madness", said=item)
            parts.triggered.append(madness.ability())
            scope.used.append(MADNESS)
            scope.means.append(f"{item}: if its owner would discard {scope.name}, they discard it "
                               "into exile instead of their graveyard; then they may cast it "
                               f"for {cost} rather than its mana cost, or put it into their "
                               "graveyard (702.35a); explorer.rules.madness")
            continue
        if keyword == "Plot":  # 702.170a: a special action from the hand, then a cast from
            # exile without paying its mana cost
            cost = _keyword_cost(item, keyword, line, parts, "plot", said=item)
            scope.means.append(f"{item}: in its owner's main phase while the stack is empty, "
                               f"they may pay {cost} and exile {scope.name} from their hand (a "
                               "special action, 702.170b: \"plot\"); on a later turn they may "
                               "cast it from exile as a sorcery without paying its mana cost "
                               "(702.170d); explorer.rules.plot")
            continue
        if keyword == "Suspend":  # 702.62a: a special action from the hand, then two
            # triggered abilities that work from exile
            m = re.fullmatch(r"Suspend (\d+)—((?:\{[^}]+\})+)", item)
            if m is None or "suspend" in parts.fields:
                raise Unknown(line.printed, f"this suspend ({item}) isn't read yet: only "
                                            "\"Suspend N—[mana cost]\" is")
            n, cost = int(m.group(1)), m.group(2)
            parts.fields.update(suspend=cost, suspend_time=n)
            parts.triggered.extend(suspend.abilities())
            scope.used.append(SUSPEND)
            scope.means.append(f"{item}: any time its owner could begin to cast {scope.name} "
                               f"from their hand, they may pay {cost} and exile it with "
                               f"{in_words(n)} time counters on it (a special action, 116.2f: "
                               "\"suspend\"); at the beginning of their upkeep one is removed; "
                               "when the last is, they may cast it without paying its mana "
                               "cost, a creature so cast gaining haste (702.62a); "
                               "explorer.rules.suspend")
            continue
        if keyword == "Bargain" and item == keyword:  # 702.166a: an optional additional cost
            parts.fields["bargain"] = True
            scope.means.append(f"Bargain: {scope.name} may be cast sacrificing an artifact, "
                               "enchantment, or token as an additional cost (cast with "
                               "\"bargained\", 702.166a); explorer.rules.bargain")
            continue
        if keyword == "Backup":  # 702.165a: counters on a creature, and what follows for it
            m = re.fullmatch(r"Backup (\d+)", item)
            if m is None or len(items) != 1 or scope.is_spell:
                raise Unknown(line.printed, f"this backup ({item}) isn't read yet")
            granted = _granted_by_backup(line, scope)
            own = Scope(scope.name, scope.type_line, facts=scope.facts)
            n = int(m.group(1))
            put = GRAMMAR.parse("effect", "put a +1/+1 counter on target creature" if n == 1
                                else f"put {in_words(n)} +1/+1 counters on target creature", own)
            enters = GRAMMAR.parse("trigger", "~ enters", scope)
            parts.triggered.append(TriggeredAbility(item, enters.when, backup.backup(put, granted),
                                                    tuple(own.targets),
                                                    keyword=backup.KEYWORD))
            scope.used += own.used
            scope.used.append(BACKUP)
            gains = (f"; if that's another creature, it gains {', '.join(granted).lower()} "
                     "until end of turn") if granted else ""
            counters = "a +1/+1 counter" if n == 1 else f"{in_words(n)} +1/+1 counters"
            scope.means.append(f"{item}: when {scope.name} enters, put {counters} on target "
                               f"creature{gains} (702.165a); explorer.rules.backup")
            continue
        if keyword == "Firebending":  # 702.189a: a triggered ability adding mana that lasts
            m = re.fullmatch(r"Firebending (\d+)", item)
            if m is None:
                raise Unknown(line.printed, f"this firebending ({item}) isn't read yet")
            n = int(m.group(1))
            attacks = GRAMMAR.parse("trigger", "~ attacks", scope)
            parts.triggered.append(TriggeredAbility(item, attacks.when, firebending.add(n),
                                                    keyword=firebending.KEYWORD))
            scope.used.append(FIREBENDING)
            scope.means.append(f"{item}: whenever {scope.name} attacks, add {'{R}' * n}; until "
                               "end of combat, that mana isn't lost as steps and phases end "
                               "(702.189a); explorer.rules.firebending")
            continue
        if keyword == "Gift":  # 702.174a: choose an opponent as an additional cost; the gift
            what = item[len("Gift "):].lower()  # they get as it resolves or enters (702.174b)
            if what not in gift.WORDS or "gift" in parts.fields:
                raise Unknown(line.printed, f"this gift ({item}) isn't read yet")
            own = Scope(scope.name, scope.type_line, facts=scope.facts)
            given = gift.give(GRAMMAR.parse("effect", gift.WORDS[what], own))
            scope.tokens += own.tokens
            parts.fields["gift"] = what
            if scope.is_spell:  # given before its other effects (702.174j)
                parts.fields["gift_effect"] = given
            else:
                enters = GRAMMAR.parse("trigger", "~ enters", scope)
                parts.triggered.append(TriggeredAbility(
                    item, enters.when, given, keyword=gift.KEYWORD,
                    condition=lambda game, obj, event: gift.promised(obj)))
            scope.used.append(GIFT)
            scope.means.append(f"{item}: {scope.name} may be cast choosing an opponent as an "
                               "additional cost (cast with \"gift\": their name, 702.174a); "
                               f"if it was, that player will {gift.WORDS[what]} "
                               f"({gift.RULES[what]}) "
                               + ("before its other effects (702.174j)" if scope.is_spell
                                  else "as it enters (702.174b)") + "; explorer.rules.gift")
            continue
        if keyword == "Exploit" and item == keyword:  # 702.110a: a triggered ability
            enters = GRAMMAR.parse("trigger", "~ enters", scope)
            parts.triggered.append(TriggeredAbility(item, enters.when, exploit.exploit,
                                                    keyword=exploit.KEYWORD))
            scope.used.append(EXPLOIT)
            scope.means.append(f"Exploit: when {scope.name} enters, you may sacrifice a creature "
                               "(702.110a); if you do, it exploits that creature (702.110b); "
                               "explorer.rules.exploit")
            continue
        if keyword == "Rebound" and item == keyword and scope.is_spell:  # 702.88a
            parts.fields["remembers_from_hand"] = True  # "if this spell was cast from your hand"
            parts.delayed.append(rebound.delayed_ability())
            scope.means.append(f"Rebound: if {scope.name} was cast from your hand, it is exiled "
                               "as it resolves, and at the beginning of your next upkeep you "
                               "may cast it from exile without paying its mana cost (702.88a); "
                               "explorer.rules.rebound")
            continue
        if keyword == "Cascade" and item == keyword:  # 702.85a: a triggered ability
            cast = GRAMMAR.parse("trigger", "you cast this spell", scope)
            parts.triggered.append(TriggeredAbility(item, cast.when, cascade.cascade,
                                                    keyword=cascade.KEYWORD, on_cast=True))
            scope.used.append(CASCADE)
            scope.means.append(f"Cascade: when you cast {scope.name}, exile cards from the top "
                               "of your library until a nonland card with a lesser mana value; "
                               "you may cast it without paying its mana cost, the rest go on "
                               "the bottom in a random order (702.85a); explorer.rules.cascade")
            continue
        if keyword == "Delve" and item == keyword:  # 702.66a: as the spell's cost is paid
            parts.fields["delve"] = True
            scope.means.append(f"Delve: each card its caster exiles from their graveyard while "
                               f"casting {scope.name} pays for {{1}} of its total cost (702.66a); "
                               "cast with \"delve\", explorer.rules.delve")
            continue
        if keyword == "Improvise":  # 702.126a: as the spell's cost is paid
            parts.fields["improvise"] = True
            scope.means.append("Improvise: each untapped artifact its caster taps while casting "
                               f"{scope.name} pays for {{1}} of its total cost (702.126a); cast "
                               "with \"improvise\", explorer.rules.stack")
            continue
        if keyword == "Convoke":  # 702.51a: a static ability that works as the spell is cast
            parts.fields["convoke"] = True
            scope.means.append("Convoke: each untapped creature its caster taps while casting "
                               f"{scope.name} pays for {{1}} or one mana of that creature's "
                               "color (702.51a); cast with \"convoke\", explorer.rules.stack")
            continue
        if keyword == "Unearth":  # 702.84a: an activated ability from the graveyard, and a
            cost = item[len("Unearth "):]  # delayed exile
            if not re.fullmatch(r"(?:\{[^}]+\})+", cost) or scope.is_spell:
                raise Unknown(line.printed, f"this unearth ({item}) isn't read yet")
            parts.activated.append(unearth.ability(cost, item))
            parts.delayed.append(unearth.exile_ability())
            scope.used.append(UNEARTH)
            scope.means.append(f"{item}: {cost}: Return {scope.name} from your graveyard to the "
                               "battlefield. It gains haste. Exile it at the beginning of the "
                               "next end step. If it would leave the battlefield, exile it "
                               "instead of putting it anywhere else. Activate only as a sorcery "
                               "(702.84a); explorer.rules.unearth")
            continue
        if keyword == "Cumulative upkeep":  # 702.24a: a triggered ability, paid or sacrificed
            cost = item[len("Cumulative upkeep "):]
            if not re.fullmatch(r"(?:\{[^}]+\})+", cost):  # "—Pay 1 life", "{W} or {U}"
                raise Unknown(line.printed, f"this cumulative upkeep ({item}) isn't read yet: "
                                            "only a mana cost is")
            _keyword_ability(item, keyword, "At the beginning of your upkeep, put an age counter "
                             f"on ~. Then you may pay {cost} for each age counter on it. If you "
                             "don't, sacrifice it.", scope, parts)
            continue
        if keyword == "Equip" and len(items) == 1:  # an activated keyword built whole (702.6a)
            try:
                ability = GRAMMAR.parse("keyword ability", item, scope)
            except NoMatch as e:
                raise Unknown(line.printed, _why(e) or f"this {keyword} ability isn't read "
                                                       "yet") from None
            parts.activated.append(replace(ability, text=item, keyword=keyword))
            continue
        try:
            meanings = meaning(item, scope)
        except NoMatch:
            raise Unknown(line.printed, f"the keyword {keyword} isn't implemented yet"
                          ) from None
        for means in meanings:
            _keyword_ability(item, str(keyword), means, scope, parts)
    parts.statics.append(line.printed)  # the line is implemented by what its keywords mean
    return "keywords"


_DISGUISED: list[CardDef] = []


def _disguised() -> CardDef:
    """A disguised card face down (702.168a): a 2/2 creature with ward {2} and nothing else,
    read like any card (ward's words, 702.21a)."""
    if not _DISGUISED:
        face = compile_card({"name": "Face-down creature", "mana_cost": "", "cmc": 0,
                             "type_line": "Creature", "oracle_text": "Ward {2}",
                             "power": "2", "toughness": "2", "colors": [],
                             "keywords": ["Ward"]}).card
        assert face is not None
        _DISGUISED.append(face)
    return _DISGUISED[0]


def _granted_by_backup(line: Line, scope: Scope) -> tuple[str, ...]:
    """The abilities printed after a backup ability (702.165a): keywords the rules modules
    apply; any other ability isn't granted by this explorer yet, and refuses the card."""
    text = str(scope.facts.get("oracle_text", ""))
    printed = [re.sub(r"\s*\([^()]*\)", "", p).strip() for p in text.split("\n")]
    at = next((k for k, p in enumerate(printed) if p == line.text.strip()), None)
    granted: list[str] = []
    for after in printed[at + 1:] if at is not None else []:
        for word in (w.strip() for w in re.split(r"[,;]", after)):
            keyword = next((k for k in RULES_KEYWORDS if k.lower() == word.lower()), None)
            if keyword is None:
                raise Unknown(line.printed, f"backup would grant {after!r}: only keyword "
                                            "abilities are granted by backup yet (702.165a)")
            granted.append(keyword)
    return tuple(granted)


def _alternative_cost(item: str, keyword: str, line: Line, parts: _Parts) -> str:
    """"Evoke {R/W}{R/W}": the mana cost a keyword offers as the card's alternative cost
    (118.9), which it takes — one a card (118.9a); any other cost isn't read yet."""
    return _keyword_cost(item, keyword, line, parts, "alternative_cost")


def _keyword_cost(item: str, keyword: str, line: Line, parts: _Parts, field_name: str, *,
                  said: str | None = None, readable: bool = True) -> str:
    """"Buyback {3}", "Kicker {1}{G}": the mana cost after a keyword, kept in the card's field
    ``field_name`` — one a card; another kind of cost, a second such keyword, or one that
    isn't ``readable`` here is refused, saying ``said`` (the cost, unless given)."""
    cost = item[len(keyword) + 1:]
    if not re.fullmatch(r"(?:\{[^}]+\})+", cost) or field_name in parts.fields or not readable:
        raise Unknown(line.printed, f"this {keyword.lower()} ({said or cost}) isn't read yet")
    parts.fields[field_name] = cost
    return cost


def _keyword_ability(item: str, keyword: str, means: str, scope: Scope, parts: _Parts) -> None:
    """A keyword that stands for an ability in words (702.1): that ability, read from its
    words, known by the keyword as printed ("Outlast {1}{W}")."""
    own = Scope(scope.name, scope.type_line, facts=scope.facts)
    own.delayed = parts.delayed  # its delayed abilities are the card's (a saved game names them)
    line = Line(item, means)
    before = len(parts.activated), len(parts.triggered), len(parts.statics)
    if not (_triggered(line, own, parts) or _activated(line, own, parts)):
        try:  # a static ability ("Affinity for artifacts": the spell costs less, 702.41a)
            _static(line, own, parts)
        except Unknown:
            raise Unknown(item, f"the meaning of {keyword} isn't an ability the grammar "
                                "reads") from None
        del parts.statics[before[2]:]  # the keyword's line stands for it (see _keywords)
    scope.used += own.used
    scope.tokens += own.tokens
    scope.card_fields.update(own.card_fields)
    scope.means.append(f"{item}: {means.replace('~', scope.name)}")
    if len(parts.activated) > before[0]:
        parts.activated[-1] = replace(parts.activated[-1], keyword=keyword)
    if len(parts.triggered) > before[1]:
        parts.triggered[-1] = replace(parts.triggered[-1], keyword=keyword)


# Read by _keywords (its meaning is part of the spell, not an ability of its own): listed by
# explain() like a template.
AWAKEN = Template("keyword", Pattern("awaken {n:number}—{cost:mana_cost}"), lambda **_: None,
                  "702.113a", "explorer.rules.awaken")
BACKUP = Template("keyword", Pattern("backup {n:number}"), lambda **_: None, "702.165a",
                  "explorer.rules.backup")
FIREBENDING = Template("keyword", Pattern("firebending {n:number}"), lambda **_: None,
                       "702.189a", "explorer.rules.firebending")
GIFT = Template("keyword", Pattern("gift {what:any_text}"), lambda **_: None, "702.174a",
                "explorer.rules.gift")
CASCADE = Template("keyword", Pattern("cascade"), lambda **_: None, "702.85a",
                   "explorer.rules.cascade")
EXPLOIT = Template("keyword", Pattern("exploit"), lambda **_: None, "702.110a",
                   "explorer.rules.exploit")
MADNESS = Template("keyword", Pattern("madness {cost:mana_cost}"), lambda **_: None, "702.35a",
                   "explorer.rules.madness")
SUSPEND = Template("keyword", Pattern("suspend {n:number}—{cost:mana_cost}"), lambda **_: None,
                   "702.62a", "explorer.rules.suspend")
UNEARTH = Template("keyword", Pattern("unearth {cost:mana_cost}"), lambda **_: None, "702.84a",
                   "explorer.rules.unearth")


# 1b. a Saga's chapter abilities (714.2) ---------------------------------------------------------
_CHAPTER = re.compile(r"((?:[IVX]+)(?:, [IVX]+)*) — (.+)")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9,
          "X": 10}
# Read by _chapter, not by the grammar (a chapter symbol is no words): listed by explain().
CHAPTER = Template("trigger", Pattern("{rN} — {effect:effect}"), lambda **_: None, "714.2b",
                   "explorer.rules.sagas")


def _chapter(line: Line, scope: Scope, parts: _Parts) -> str | None:
    """"I — Create two 1/1 white Human Soldier creature tokens.": a chapter ability, triggered
    when lore counters bring the Saga to that chapter (714.2b); "I, II — …" is one ability for
    each numeral (714.2c), the printed line standing for all of them."""
    m = _CHAPTER.fullmatch(line.printed)
    if not m or any(r not in _ROMAN for r in m.group(1).split(", ")):
        return None
    numbers = [_ROMAN[r] for r in m.group(1).split(", ")]
    # "III — Domain — …": an ability word after the chapter symbol means nothing (207.2c)
    text = self_references(without_ability_word(m.group(2)), scope.name)
    scope.used.append(CHAPTER)
    scope.in_trigger = True
    effect, production = _body(text, Line(line.printed, text), scope, first=0, allow_mana=False)
    assert production is None
    for k, n in enumerate(numbers):
        parts.triggered.append(TriggeredAbility(
            line.printed, sagas.chapter_trigger(n), effect, tuple(scope.targets),
            distribute=_distribution(scope), chapter=n,
            keyword=None if k == 0 else f"chapter {m.group(1).split(', ')[k]}"))
    return "chapter"


# 2. triggered abilities (603) ---------------------------------------------------------------------
def _triggered(line: Line, scope: Scope, parts: _Parts) -> str | None:
    header, *bullets = line.text.split("\n")  # a modal one's modes follow (700.2)
    m = _TRIGGER.fullmatch(header)
    if not m:
        return None
    if scope.is_spell and re.match(r"whenever .+? this turn, ", line.text, re.IGNORECASE):
        return None  # a spell's "Whenever … this turn, …": a delayed ability it makes (603.7b)
    rest = m.group(2).rstrip(".")
    # The trigger event ends at a comma: try each comma until the words before it read as one.
    for at in (k.start() for k in re.finditer(", ", rest)):
        event_text, body = rest[:at], rest[at + 2:]
        try:
            trigger = GRAMMAR.parse("trigger", event_text, scope)
        except NoMatch:
            continue
        scope.in_trigger = True  # "that many": the event's amount
        scope.in_graveyard = trigger.in_graveyard
        scope.trigger_kinds = trigger.when.kinds if trigger.when is not None else frozenset()
        scope.that_player = trigger.player
        if trigger.referent is not None:  # "that creature": the attacker it blocks
            scope.last = scope.named = scope.of_event = trigger.referent
        elif trigger.subject:  # "it" / "that creature": the object the event is about
            scope.last = scope.named = scope.of_event = event_creature
        elif trigger.left_other:  # "its toughness": the one that left, as it last existed
            scope.looked_back = event_creature
        condition = trigger.condition
        once = body.endswith(_ONCE)  # 603.2h: a sentence about the ability, not an effect
        if once:
            body = body[:-len(_ONCE)]
            scope.used.append(ONCE_EACH_TURN)
        cm = re.match(r"if (.+?), (.+)", body)
        if cm:
            try:
                condition = GRAMMAR.parse("condition", cm.group(1), scope)
                body = cm.group(2)
            except NoMatch:
                pass
        mode_choice, how_many = "one", (1, 1)
        reflexive = re.fullmatch(r"(.+)\. [Ww]hen you do, (choose .+ —)", body) if bullets else None
        if reflexive and reflexive.group(2) in _TRIGGER_MODE_CHOICE:
            # Caesar: "…, you may sacrifice another creature. When you do, choose two —": the
            # modes are a reflexive triggered ability's (603.12), chosen as it is put on the
            # stack (603.3c)
            first, _ = _body(reflexive.group(1) + ".", line, scope, first=0, allow_mana=False)
            assert first is not None
            effect = _modal_reflexive(first, reflexive.group(2), bullets,
                                      line.printed.split("\n"), scope)
        elif bullets:
            if body not in _TRIGGER_MODE_CHOICE:
                raise Unknown(line.printed, f"modes after {body!r} aren't read yet")
            mode_choice = _TRIGGER_MODE_CHOICE[body]
            effect = _trigger_modes(bullets, line.printed.split("\n")[1:], scope)
            least, most = _TRIGGER_HOW_MANY.get(mode_choice, (1, 1))
            how_many = (least, most or len(scope.modes))
            if least > len(scope.modes):
                raise Unknown(line.printed, f"{body!r} with only {len(scope.modes)} modes")
        else:
            effect, production = _body(body + ".", line, scope, first=0, allow_mana=False)
            assert production is None
        mana_ability = trigger.on_mana and not scope.targets and _adds_mana(scope)
        parts.triggered.append(TriggeredAbility(
            line.printed, trigger.when, effect, tuple(scope.targets),
            condition=_as_seen_by_controller(condition) if condition is not None else None,
            looks_back=trigger.looks_back, mana_ability=mana_ability,
            distribute=_distribution(scope), modes=scope.modes, mode_choice=mode_choice,
            how_many=how_many,
            once_each_turn=once,
            on_cast=trigger.on_cast, in_graveyard=trigger.in_graveyard))
        scope.this_ability.append(parts.triggered[-1])  # its "this ability" (707.9a)
        return "triggered"
    raise Unknown(line.printed, "the trigger event isn't one the grammar knows")


# Read by _triggered, not by the grammar: a last sentence limiting how often the ability
# triggers (603.2h). Listed by explain() like a template.
_ONCE = ". This ability triggers only once each turn"
ONCE_EACH_TURN = Template("trigger", Pattern("{effect:effect}. This ability triggers only once "
                                             "each turn"), lambda **_: None, "603.2h",
                          "explorer.rules.triggers")


# Read by _body, not by the grammar: its sentence is an ability of its own, with its own
# targets, so it can't be a slot of the sentence before. Listed by explain() like a template.
REFLEXIVE = Template("effect", Pattern("{first:effect}. When you do, {then:effect}"),
                     lambda **_: None, "603.12", "explorer.oracle.effects")


def _reflexive(first: Effect, text: str, printed: str, scope: Scope) -> Effect:
    """"When you do, …" after an instruction: a triggered ability of its own (603.12) with its
    own targets, kept with the card's delayed abilities (so a saved stack finds it)."""
    scope.used.append(REFLEXIVE)
    own = Scope(scope.name, scope.type_line, facts=scope.facts)
    own.read_ability, own.delayed, own.last = scope.read_ability, scope.delayed, scope.last
    own.named, own.looked_back = scope.named, scope.looked_back
    effect, _ = _body(text + ".", Line(printed, text), own, first=0, allow_mana=False)
    scope.used += own.used
    scope.tokens += own.tokens
    scope.card_fields.update(own.card_fields)
    ability = TriggeredAbility(printed, None, effect, tuple(own.targets),
                               distribute=_distribution(own))
    scope.delayed.append(ability)
    return effects.reflexive(first, ability)


def _modal_reflexive(first: Effect, header: str, bullets: list[str], printed: list[str],
                     scope: Scope) -> Effect:
    """"… When you do, choose two — • … • …": a modal reflexive triggered ability (603.12,
    700.2) — its modes, and their targets, chosen as it is put on the stack (603.3c)."""
    scope.used.append(REFLEXIVE)
    own = Scope(scope.name, scope.type_line, facts=scope.facts)
    own.read_ability, own.delayed, own.last = scope.read_ability, scope.delayed, scope.last
    own.named, own.looked_back, own.in_trigger = scope.named, scope.looked_back, True
    effect = _trigger_modes(bullets, printed[1:], own)
    scope.used += own.used
    scope.tokens += own.tokens
    scope.card_fields.update(own.card_fields)
    choice = _TRIGGER_MODE_CHOICE[header]
    least, most = _TRIGGER_HOW_MANY.get(choice, (1, 1))
    if least > len(own.modes):
        raise Unknown("\n".join(printed), f"{header!r} with only {len(own.modes)} modes")
    ability = TriggeredAbility("\n".join(printed), None, effect, (), modes=own.modes,
                               mode_choice=choice, how_many=(least, most or len(own.modes)))
    scope.delayed.append(ability)
    return effects.reflexive(first, ability)


def _as_seen_by_controller(test: Condition) -> Callable[[Kernel, Obj, Event | None], bool]:
    """An intervening "if" (603.4) is a test of the game from the ability's controller."""

    def holds(game: Kernel, obj: Obj, event: Event | None) -> bool:
        return test(game, obj.controller, obj, event)

    return holds


def _adds_mana(scope: Scope) -> bool:
    return any(t.runs == "explorer.rules.mana" and t.group == "effect" for t in scope.used)


def _distribution(scope: Scope) -> Distribution | None:
    if scope.distribute is None:
        return None
    total, most, spec = scope.distribute
    return Distribution(total, most, spec)


# 3. activated abilities (602, 605) ---------------------------------------------------------------
EXHAUST_DASH = "Exhaust — "
EXHAUST = Template("keyword", Pattern("exhaust — [cost]: [effect]"), lambda **_: None,
                   "702.177a", "explorer.rules.activated")


def _of_that_color(clause: str) -> str:
    """"add one mana of that color [for each …]" after "choose a color": the same mana as one
    of any color chosen as it is added (605.3b)."""
    m = re.fullmatch(r"add one mana of that color for each (.+)", clause)
    if m:
        return f"add x mana of any one color, where x is the number of {m.group(1)}"
    if clause == "add one mana of that color":
        return "add one mana of any color"
    return re.sub(r"^add (\w+) mana of that color$", r"add \1 mana of any one color", clause)


def _activated(line: Line, scope: Scope, parts: _Parts) -> str | None:
    text = line.text
    if text.startswith(EXHAUST_DASH):  # 702.177a: "[Cost]: [Effect]. Activate only once."
        text = text[len(EXHAUST_DASH):]
        scope.limits.append(OnlyOnce())
        scope.used.append(EXHAUST)
    cost_text, colon, body = _split_cost(text)
    if not colon:
        return None
    try:
        cost = Cost(*costs.read_cost(cost_text, scope))
    except NoMatch as e:
        raise Unknown(line.printed, f"the cost {e.args[0]!r} isn't one the grammar knows"
                      ) from None
    less = _COSTS_LESS.search(body)
    if less:  # "This ability costs {4}{B} less to activate if …" (601.2f, by 602.2b)
        body = (body[:less.start()] + body[less.end():]).strip()
        cost = _reduced(cost, less.group(1), less.group(2), less.group(0).strip(), scope)
    effect, production = _body(body, line, scope, first=0, allow_mana=True)
    limits = tuple(scope.limits)
    # An ability whose cost discards the card works from its owner's hand (113.6, 702.29a);
    # one whose cost or effect takes it from the graveyard works from there (113.6).
    zone = "hand" if any(isinstance(p, DiscardThis | ExileThisFromHand | RevealThisFromHand)
                         for p in cost.parts) else "battlefield"
    if any(isinstance(p, ExileThisFromGraveyard) for p in cost.parts) or \
            "~ from your graveyard" in body:
        zone = "graveyard"
    if any(isinstance(limit, suspend.WhileSuspended) for limit in limits):
        zone = "exile"  # 702.62b: while it is suspended
    if production is not None and not scope.targets:
        parts.activated.append(ActivatedAbility(cost, line.printed, effect, mana=production,
                                                limits=limits, zone=zone))
        return "mana"
    if production is not None:
        raise Unknown(line.printed, "a mana ability with a target isn't read yet")
    if effect is None:
        raise Unknown(line.printed, "an ability that does nothing")
    parts.activated.append(ActivatedAbility(cost, line.printed, effect, tuple(scope.targets),
                                            limits=limits, zone=zone, min_x=scope.min_x))
    return "activated"


# 3b. loyalty abilities (606) ----------------------------------------------------------------------
# "+1: …", "−2: …" (U+2212, as printed; a hyphen too), "0: …", "−X: …" (107.7)
_LOYALTY = re.compile(r"(?:\+(\d+)|[−-](\d+|X)|(0)): (.+)", re.DOTALL)
# Read by _loyalty, not by the grammar (a loyalty symbol is no words): listed by explain().
LOYALTY = Template("cost", Pattern("+N / −N / −X / 0: {effect:effect}"), lambda **_: None,
                   "606.4", "explorer.rules.planeswalkers")


def _loyalty(line: Line, scope: Scope, parts: _Parts) -> str | None:
    """"+1: Put a +1/+1 counter on up to one target creature.": a loyalty ability (606.2) — an
    activated ability whose cost puts on or removes loyalty counters (606.4), activated only as
    a sorcery, one a turn for the permanent (606.3, applied by the rules to every loyalty
    ability), and never a mana ability (605.1a): its "Add {R}{R}" resolves from the stack."""
    m = _LOYALTY.fullmatch(line.text)
    if m is None:
        return None
    if "Planeswalker" not in scope.type_line.partition("—")[0].split():
        raise Unknown(line.printed, "a loyalty ability on a card that isn't a planeswalker "
                                    "isn't read yet (606.2)")
    plus, minus, _zero, body = m.groups()
    cost = (LoyaltyCost(x=True) if minus == "X" else
            LoyaltyCost(int(plus)) if plus else LoyaltyCost(-int(minus)) if minus else
            LoyaltyCost(0))
    scope.used.append(LOYALTY)
    effect, production = _body(body, line, scope, first=0, allow_mana=False)
    assert production is None  # "Add …" is read as an effect: no mana ability (605.1a)
    parts.activated.append(ActivatedAbility(Cost(cost), line.printed, effect,
                                            tuple(scope.targets), min_x=scope.min_x))
    return "loyalty"


_COSTS_LESS = re.compile(r"(?:^|\s)This ability costs ((?:\{[^}]+\})+) less to activate "
                         r"if ([^.]+)\.")


def _reduced(cost: Cost, less: str, condition: str, printed: str, scope: Scope) -> Cost:
    """The ability's mana cost, less ``less`` while ``condition`` holds as it is activated
    (601.2f): its generic part, and colored mana of the colors the cost has."""
    try:
        test = GRAMMAR.parse("condition", lower_first(condition), scope)
    except NoMatch as e:
        raise Unknown(printed, _why(e)) from None
    paying = [p for p in cost.parts if type(p) is ManaPayment]
    reduction = ManaCost.parse(less)
    if len(paying) != 1 or reduction.x_count or reduction.hybrid:
        raise Unknown(printed, "a cost reduction of this ability's cost isn't read yet")
    has = dict(ManaCost.parse(paying[0].symbols).specific)
    if any(n > has.get(m, 0) for m, n in reduction.specific):
        raise Unknown(printed, "a reduction by colored mana the cost doesn't have isn't read yet")
    reduced = ReducedManaPayment(symbols=paying[0].symbols, less=reduction.generic,
                                 condition=test, less_specific=reduction.specific)
    return Cost(*(reduced if p is paying[0] else p for p in cost.parts))


def _split_cost(text: str) -> tuple[str, str, str]:
    """"{1}, {T}: Add {C}." → the cost, the colon, the effect. A colon inside quotes (a granted
    ability) doesn't count."""
    depth = 0
    for k, ch in enumerate(text):
        if ch in "\"“”":
            depth ^= 1
        elif ch == ":" and not depth and text[k + 1:k + 2] == " ":
            return text[:k], ":", text[k + 2:]
    return text, "", ""


# 4. spells (113.3a) -------------------------------------------------------------------------------
def _spell(line: Line, scope: Scope, parts: _Parts) -> str | None:
    if not scope.is_spell or _reads(GRAMMAR, "static", _clause(line.text)):
        return None  # a static ability of the spell ("As an additional cost to cast …")
    instead = _instead(_clause(line.text), scope)
    if instead is not None and parts.spell and parts.spell[-1][1] is not None:
        # "Add {B}{B}{B}{B}{B} instead if …": this paragraph changes the one before (608.2c).
        text, before, targets = parts.spell[-1]
        assert before is not None
        test, then = instead
        parts.spell[-1] = (text, effects.unless_then(test, then, before), targets)
        parts.spell.append((line.printed, None, tuple(scope.targets)))
        return "spell"
    effect, production = _body(line.text, line, scope, first=0, allow_mana=False)
    assert production is None
    parts.spell.append((line.printed, effect, tuple(scope.targets)))
    return "spell"


_WHERE_X = re.compile(r"(.+), where x is (.+)", re.IGNORECASE)


def _effect_sentence(clause: str, scope: Scope) -> Effect:
    """One effect sentence — with "…, where X is [amount]" defining its X (107.3)."""
    m = _WHERE_X.fullmatch(clause)
    if m:  # the instruction first: "where X is its power" — its target's (608.2c)
        mark = scope.mark()
        before, then, last = m.group(1).rpartition(", then ")
        if then and not re.search(r"\bx\b", before, re.IGNORECASE):
            # "mill two cards, then ~ gets +X/+X …, where X is the number of creature cards
            # in your graveyard": X is counted as the instruction that uses it is followed,
            # after the ones before it (608.2c)
            try:
                first = GRAMMAR.parse("effect", before, scope)
                second = GRAMMAR.parse("effect", last, scope)
                return effects.in_order(first, effects.with_x(
                    second, GRAMMAR.parse("quantity", m.group(2), scope)))
            except NoMatch:
                scope.rollback(mark)
        try:
            effect = GRAMMAR.parse("effect", m.group(1), scope)
            return effects.with_x(effect, GRAMMAR.parse("quantity", m.group(2), scope))
        except NoMatch:
            scope.rollback(mark)
    try:
        built: Effect = GRAMMAR.parse("effect", clause, scope)
    except NoMatch:
        if " also " in clause:  # "it also gains flying", "~ also deals 2 damage to …": the
            # instruction is followed after the ones before it anyway (608.2c)
            try:
                return _effect_sentence(clause.replace(" also ", " ", 1), scope)
            except NoMatch:
                pass
        shared = _shared_subject(clause, scope)
        if shared is not None:
            return shared
        theirs = _each_their_own(clause, scope)
        if theirs is not None:
            return theirs
        each = _FOR_EACH.fullmatch(clause)
        first = _FOR_EACH_FIRST.fullmatch(clause)
        for_each = (_for_each(each.group(1), each.group(2), scope) if each else None) or (
            _for_each(first.group(2), first.group(1), scope) if first else None)
        if for_each is None:
            raise
        return for_each
    return built


_SHARED_SUBJECT = re.compile(r"(each opponent|each player|target opponent|target player) (.+?) "
                             r"and ((?:gets|loses|gains|draws|"
                             r"discards|sacrifices|mills|creates|exiles|puts|reveals|"
                             r"returns|shuffles) .+)")


def _shared_subject(clause: str, scope: Scope) -> Effect | None:
    """Vraska's Fall: "Each opponent sacrifices a creature or planeswalker of their choice and
    gets a poison counter." — two instructions of the same players, followed in order (608.2c)
    as if each were said of them: all of them sacrifice, then all of them get a counter. None
    if the sentence isn't so."""
    m = _SHARED_SUBJECT.fullmatch(clause)
    if m is None or (m.group(1).startswith("target") and scope.in_trigger):
        return None
    # a target is chosen once: the second instruction is of "that player" (608.2c)
    again = "that player" if m.group(1).startswith("target") else m.group(1)
    mark = scope.mark()
    try:
        return effects.in_order(GRAMMAR.parse("effect", f"{m.group(1)} {m.group(2)}", scope),
                                GRAMMAR.parse("effect", f"{again} {m.group(3)}", scope))
    except NoMatch:
        scope.rollback(mark)
        return None


_PLAYERS_THEIR = re.compile(r"(each player|each opponent|target player|target opponent) "
                            r"([a-z]+?)(e?s) (.+)")
_THEIR = {"they control": "you control", "their hand": "your hand",
          "their graveyard": "your graveyard", "their library": "your library",
          "they own": "you own"}
EACH_THEIR_OWN = Template("effect", Pattern("{who:player} [does] … they control / their hand"),
                          lambda **_: None, "101.4", "explorer.oracle.effects")


def _each_their_own(clause: str, scope: Scope) -> Effect | None:
    """"Each player creates a 1/1 green Cat creature token for each untapped Forest they
    control", "target player loses life equal to the number of cards in their hand": the
    instruction followed by each of those players in turn order (101.4), "they" and "their"
    being that player — read as that player would say it ("you create … you control"). None
    if the sentence isn't so, or says "you" of the ability's controller too."""
    m = _PLAYERS_THEIR.fullmatch(clause)
    if m is None:
        return None
    rest = m.group(4)
    if not any(w in rest for w in _THEIR) or re.search(r"\b(?:you|your|they|their|them)\b",
                                                       _replace_all(rest, {w: "" for w in _THEIR})):
        return None
    verb = m.group(2) + ("e" if m.group(3) == "es" and not m.group(2).endswith(
        ("ch", "sh", "ss", "x")) else "")
    mark = scope.mark()
    try:
        who = KINDS["player"].read(m.group(1))
        players = scope.find(who)
        said = _effect_sentence(f"you {verb} {_replace_all(rest, _THEIR)}", scope)
    except NoMatch:
        scope.rollback(mark)
        return None
    scope.used.append(EACH_THEIR_OWN)
    return effects.each_their_own(players, said)


def _replace_all(text: str, words: dict[str, str]) -> str:
    for old, new in words.items():
        text = text.replace(old, new)
    return text


_FOR_EACH = re.compile(r"(.+) for each (.+)")
_EACH_ITS = re.compile(r"\b(?:its|their|they|them|that creature's|that player)\b")
_REFERS = re.compile(r"\b(?:it|its|them|they|their|that creature|that permanent|that player)\b")
_EVERY = re.compile(r"\b(?:each|all)\b")
_FOR_EACH_FIRST = re.compile(r"for each (.+?), (.+)")  # "For each Elf you control, …"
FOR_EACH = Template("effect", Pattern("{effect:effect} for each [kind]"), lambda **_: None,
                    "107.3", "explorer.oracle.effects")


def _for_each(text: str, counted: str, scope: Scope) -> Effect | None:
    """"[instruction with one number] for each [kind]" ("~ deals 1 damage to each opponent
    for each Goblin you control", "put a +1/+1 counter on target creature for each creature
    card in your graveyard"): the number said, times the count, counted as it resolves
    (608.2h). Only an instruction with exactly one number of its own is read so — else the
    count would be left out (None: the sentence is refused)."""
    if _EACH_ITS.search(text) or (_REFERS.search(counted) and _EVERY.search(text)):
        # "For each creature exiled this way, its controller creates …", "… to each creature
        # for each Aura attached to that creature": a count for each object on its own,
        # which one number for the whole instruction would get wrong
        return None
    try:
        # "for each of those creatures" counts "those creatures"
        count = GRAMMAR.parse("quantity", f"the number of {counted.removeprefix('of ')}",
                              scope)
    except NoMatch:
        return None
    for template in GRAMMAR.groups.get("effect", ()):
        try:
            slots = template.pattern.read(text)
        except NoMatch:
            continue
        parsed = Parsed(template, slots)
        if _amounts(parsed) != 1:
            continue
        mark = scope.mark()
        try:
            built: Effect = _times(parsed, count).build(scope)
        except NoMatch:
            scope.rollback(mark)
            continue
        scope.used.append(FOR_EACH)
        return built
    if text.startswith("you "):  # "you draw a card for each …": the instruction said to its
        return _for_each(text.removeprefix("you "), counted, scope)  # controller (608.2c)
    return None


def _amounts(parsed: Parsed) -> int:
    """How many fixed numbers the read instruction says (nested instructions included); one
    that is X or "that many", or a number of another kind, counts as too many."""
    n = 0
    for value in parsed.slots.values():
        if isinstance(value, Parsed):
            n += _amounts(value)
        elif isinstance(value, Amount):
            n += 1 if not (value.is_x or value.of_event or value.per) else 2
        elif isinstance(value, int | tuple) and not isinstance(value, bool):
            n += 2  # a number the multiplier wouldn't reach ("+1/+1", "3"): not read so
    return n


def _times(parsed: Parsed, count: Callable[[Ctx], int]) -> Parsed:
    slots = {k: (_times(v, count) if isinstance(v, Parsed) else
                 replace(v, per=count) if isinstance(v, Amount) else v)
             for k, v in parsed.slots.items()}
    return Parsed(parsed.template, slots)


def _instead(clause: str, scope: Scope) -> tuple[Condition, Effect] | None:
    """"If [condition], [effect] instead" / "[effect] instead if [condition]": an effect that
    replaces the one before it when the condition holds (608.2c), or None."""
    try:
        found: tuple[Condition, Effect] = GRAMMAR.parse("instead", clause.rstrip("."), scope)
    except NoMatch:
        return None
    return found


# 5. static abilities (604) ------------------------------------------------------------------------
def _static(line: Line, scope: Scope, parts: _Parts) -> str:
    said = sentences(line.text)
    whole = " ".join(_clause(s) + "." for s in said).rstrip(".")
    try:  # a shape of several sentences ("As ~ enters, you may pay 2 life. If you don't, …")
        readings: list[Static] = [GRAMMAR.parse("static", whole, scope)]
        said = [whole]
    except NoMatch:
        readings = []
    for k, sentence in enumerate(said):
        try:
            found = (readings[k] if readings else
                     GRAMMAR.parse("static", _clause(sentence), scope))
        except NoMatch as e:
            raise Unknown(_printed_sentence(line, k), _why(e)) from None
        if found.replacement is not None:
            parts.replacements.append(replacement_ability(line.printed, found))
        else:
            for key, value in found.fields.items():
                if key == "enters_with":
                    parts.fields.setdefault("enters_with", {}).update(value)
                elif key == "blocks_additional":  # each instance adds one more (509.1a)
                    parts.fields[key] = parts.fields.get(key, 0) + value
                elif key == "continuous":  # its effects, named by the printed ability (611.3)
                    parts.fields["continuous"] = (*parts.fields.get("continuous", ()),
                                                  *(replace(v, text=line.printed) for v in value))
                else:
                    parts.fields[key] = value
    if not any(r.text == line.printed for r in parts.replacements):
        parts.statics.append(line.printed)
    return "static"


# -- the body of an ability: its effect sentences --------------------------------------------------
def _reads(grammar: Grammar, group: str, text: str) -> bool:
    try:
        grammar.read(group, text)
    except NoMatch:
        return False
    return True



def _restriction(clause: str, line: Line, k: int, scope: Scope) -> bool:
    """"Activate only as a sorcery." (602.5), "X can't be 0." (601.2b): kept in ``scope``."""
    if clause == "x can't be 0" and "{x}" in line.text.lower():
        scope.min_x = 1
        return True
    if not clause.startswith("activate "):
        return False
    try:
        limit = GRAMMAR.parse("limit", clause, scope)
    except NoMatch:
        both = _BOTH_LIMITS.fullmatch(clause)
        if both is None:
            raise Unknown(_printed_sentence(line, k)) from None
        # "Activate only if … and only once.": each restriction applies (602.5b)
        try:
            first = GRAMMAR.parse("limit", f"activate only {both.group(1)}", scope)
            limit = GRAMMAR.parse("limit", f"activate only {both.group(2)}", scope)
        except NoMatch:
            raise Unknown(_printed_sentence(line, k)) from None
        scope.limits.append(replace(first, text=_printed_sentence(line, k)))
    scope.limits.append(replace(limit, text=_printed_sentence(line, k)))
    return True


_BOTH_LIMITS = re.compile(r"activate (?:this ability )?only (.+?) and only (.+)")


def _body(text: str, line: Line, scope: Scope, *, first: int, allow_mana: bool
          ) -> tuple[Effect, ManaProduction | None]:
    """The effect of an ability's sentences, and what it adds if it is a mana ability.

    The whole text is tried first as one shape ("You may pay {4}. If you do, untap ~"), then
    sentence by sentence."""
    said = list(enumerate(sentences(text)))
    if allow_mana:  # 602.5, 601.2b: restrictions on activating, read apart from the effect
        said = [(k, s) for k, s in said if not _restriction(_clause(s), line, k, scope)]
    elif any(_clause(s).startswith("activate ") for _, s in said):
        k = next(k for k, s in said if _clause(s).startswith("activate "))
        raise Unknown(_printed_sentence(line, k), "a restriction on activating in an ability "
                                                  "that isn't activated")
    whole = " ".join(_clause(s) + "." for _, s in said).rstrip(".")
    adds = allow_mana and bool(said) and _reads(GRAMMAR, "add", _clause(said[0][1]))
    if not adds:  # a mana ability's "Add" is read below
        try:
            return GRAMMAR.parse("effect", whole, scope), None
        except NoMatch:
            pass
    built: list[Effect] = []
    production: ManaProduction | None = None
    skip = -1
    for n, (k, sentence) in enumerate(said):
        if n <= skip:
            continue  # read with a sentence before it
        clause = _clause(sentence)
        if built and clause.startswith("then "):  # "Then ~ deals …": after the one before,
            clause = clause.removeprefix("then ")  # as every sentence is (608.2c)
        if allow_mana and production is None and clause == "choose a color" and \
                n + 1 < len(said) and " of that color" in _clause(said[n + 1][1]):
            # Selvala, Eager Trailblazer: "{T}: Choose a color. Add one mana of that color for
            # each …" — the color is chosen as the mana ability resolves (605.3b), as "one
            # mana of any color" is: read so, the choice made with the mana's type
            k2, adds_it = said[n + 1]
            try:
                production = GRAMMAR.parse("add", _of_that_color(_clause(adds_it)), scope)
            except NoMatch:
                raise Unknown(_printed_sentence(line, k2)) from None
            if built:
                production = replace(production, after_effect=True)
            skip = n + 1
            continue
        if allow_mana and production is None and clause == "choose a player" and \
                n + 1 < len(said) and _clause(said[n + 1][1]).startswith("that player adds "):
            # Valleymaker: "{T}, Sacrifice a Forest: Choose a player. That player adds
            # {G}{G}{G}." — a mana ability (605.1a) whose mana goes to the player chosen as it
            # resolves (608.2d)
            k2, adds_it = said[n + 1]
            try:
                production = replace(GRAMMAR.parse(
                    "add", "add " + _clause(adds_it).removeprefix("that player adds "), scope),
                    to_chosen_player=True)
            except NoMatch:
                raise Unknown(_printed_sentence(line, k2)) from None
            if built:
                raise Unknown(line.printed, "an instruction before a chosen player's mana")
            skip = n + 1
            continue
        if allow_mana and production is None and (clause.startswith("add ")
                                                  or _reads(GRAMMAR, "add", clause)):
            try:
                production = GRAMMAR.parse("add", clause, scope)
                if built:  # an effect printed before the "Add" happens first (608.2c)
                    production = replace(production, after_effect=True)
                continue
            except NoMatch:
                raise Unknown(_printed_sentence(line, k)) from None
        if not allow_mana and n + 1 < len(said) and _clause(said[n + 1][1]).startswith(
                ("spend this mana only ", "this mana can't be spent ")) and \
                _reads(GRAMMAR, "add", clause):
            # Abstract Paintmage: "At the beginning of your first main phase, add {U}{R}. Spend
            # this mana only to cast instant and sorcery spells." — mana a triggered ability or
            # a spell adds (605.5), with its restriction (106.6)
            k2, restricted = said[n + 1]
            try:
                made = GRAMMAR.parse("add", clause, scope)
                allowed, rider = GRAMMAR.parse("restriction", _clause(restricted), scope)
            except NoMatch:
                raise Unknown(_printed_sentence(line, k2)) from None
            name = mana.restriction(restricted.rstrip(".") + ".", allowed)
            built.append(mana.produce(replace(made, restriction=name, rider=rider)))
            skip = n + 1
            continue
        if clause.startswith(("spend this mana only ", "this mana can't be spent ")):
            if production is None:
                raise Unknown(_printed_sentence(line, k), "a restriction on mana not added")
            try:
                allowed, rider = GRAMMAR.parse("restriction", clause, scope)
            except NoMatch:
                raise Unknown(_printed_sentence(line, k)) from None
            name = mana.restriction(sentence.rstrip(".") + ".", allowed)
            production = replace(production, restriction=name, rider=rider)
            continue
        if production is not None and clause.startswith(("if ", "add ")) and \
                _reads(GRAMMAR, "mana_instead", clause):
            try:  # "If you control four or more creatures, add {G}{G} instead." (608.2c)
                production = GRAMMAR.parse("mana_instead", clause, scope)(production)
                continue
            except NoMatch as e:
                raise Unknown(_printed_sentence(line, k), _why(e)) from None
        if clause.startswith("when you do, ") and built:  # 603.12: a reflexive trigger
            built[-1] = _reflexive(built[-1], clause.removeprefix("when you do, "),
                                   _printed_sentence(line, k), scope)
            continue
        instead = _instead(clause, scope) if built else None
        if instead is not None:  # it changes the sentence before (608.2c)
            built[-1] = effects.unless_then(instead[0], instead[1], built[-1])
            continue
        # A shape of three or two sentences ("Destroy …. It can't be regenerated.").
        joined = False
        for more in (2, 1):
            if n + more < len(said):
                text = ". ".join([clause, *(_clause(s) for _, s in said[n + 1:n + more + 1])])
                try:
                    built.append(GRAMMAR.parse("effect", text, scope))
                except NoMatch:
                    continue
                skip, joined = n + more, True
                break
        if joined:
            continue
        try:
            built.append(_effect_sentence(clause, scope))
        except NoMatch as e:
            raise Unknown(_printed_sentence(line, k), _why(e)) from None
    if not built and production is None:
        raise Unknown(line.printed)
    effect = effects.in_order(*built) if built else None
    return effect, production  # type: ignore[return-value]
