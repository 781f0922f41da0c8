"""Continuous effects (611): the sentences that change power and toughness (layer 7c, 613.4c)
or add keywords (layer 6, 613.1f), read into :mod:`explorer.rules.layers` data.

- Static abilities (604.2, 611.3): "Creatures you control get +1/+1.", "Other Elf creatures you
  control get +1/+1 and have vigilance.", "Each creature you control with a +1/+1 counter on it
  has flying.", "This creature gets +1/+1 for each creature you control.", "Enchanted creature
  gets +2/+2 and has flying." (303.4), "Equipped creature gets +2/+0." (301.5a), with an "as
  long as …" condition before or after (611.3a). They read into
  :class:`~explorer.rules.layers.StaticEffect`s, one per layer, that apply at every moment to
  whatever the words describe then.
- One-shot effects (611.2): "target creature gains flying until end of turn", "creatures you
  control get +1/+1 and gain trample until end of turn", "this creature gains haste until end
  of turn": the objects are found as the spell or ability resolves and stay the ones affected
  (611.2c).

Keywords are read by their words (every evergreen keyword); a card that would add a keyword
whose rules the engine doesn't implement yet is refused, naming it, rather than played wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..abilities import TriggeredAbility
from ..actions import Choose
from ..cards.model import RULES_KEYWORDS
from ..decisions import Decision, as_options, one_of
from ..events import EventKind as K
from ..rules import layers
from ..rules.creature_types import CREATURE_TYPES, is_subtype
from ..rules.keywords import has as has_keyword
from ..rules.layers import StaticEffect
from ..rules.protection import Quality
from ..state import Becomes
from . import conditions  # noqa: F401  (the "condition" kind its templates use)
from .conditions import InContext
from .patterns import GRAMMAR, KINDS, NoMatch, kind, table
from .phrases import (
    COLOR_WORDS,
    KEYWORD_WORDS,
    Objects,
    Targets,
    Who,
    _singular,
    is_plural,
    read_objects,
    read_who,
)
from .statics import Static

if TYPE_CHECKING:
    from ..abilities import ActivatedAbility, Ctx, Effect, Steps
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .references import Ref
    from .scope import Scope

template = GRAMMAR.template
Count = Callable[["Kernel", "Obj"], int]  # "for each …": (game, the source) -> how many, now

# -- keywords (702) --------------------------------------------------------------------------------
_KEYWORD = "|".join(sorted(KEYWORD_WORDS, key=len, reverse=True))


@kind("keywords", f"(?:{_KEYWORD})(?:(?:,? and |, )(?:{_KEYWORD}))*")
def _keywords(text: str) -> tuple[str, ...]:
    """"flying", "first strike and lifelink", "flying, vigilance, and trample": the keywords
    as the rules spell them ("First strike")."""
    return tuple(k.capitalize() for k in re.split(r",? and |, ", text))


@template("condition", "{ref:reference} has {kw:keywords}", "it has {kw:keywords}",
           "{ref:reference} has toxic", "it has toxic", rule="613.1f",
           runs="explorer.rules.keywords")
def _reference_has(scope: Scope, kw: tuple[str, ...] = ("Toxic",), ref: Ref | None = None
                   ) -> Condition:
    """Compleat Devotion: "If it has toxic, draw a card." — the keywords the object has now,
    printed or given by an effect (layer 6, 613.1f), or as it last existed if it has left
    (608.2h); "toxic" whatever its N (702.164a)."""
    found = ref if ref is not None else GRAMMAR.parse("reference", "it", scope)
    return InContext(lambda ctx: any(all(has_keyword(ctx.game, o, k) for k in kw)
                                     for o in found(ctx)))


def _implemented(keywords: tuple[str, ...]) -> tuple[str, ...]:
    """The keywords, if the rules implement each of them (else the card is refused by name)."""
    for k in keywords:
        if k not in RULES_KEYWORDS:
            raise NoMatch(k, f"the keyword {k} isn't implemented yet")
    return keywords


# -- what a static ability affects (611.3a) --------------------------------------------------------
@dataclass(frozen=True)
class Affected:
    """The permanents a static ability's effect applies to, as words and as a test of one
    permanent seen from the source (its controller is "you")."""

    text: str
    test: layers.Affects
    objects: Objects | None = None  # when it describes permanents ("creatures you control")


def _self(game: Kernel, source: Obj, obj: Obj) -> bool:
    return obj.oid == source.oid


def _attached_to(noun: str) -> layers.Affects:
    """"Enchanted creature" (303.4b), "enchanted land", "equipped creature" (301.5a): the
    permanent it is attached to, while that is a ``noun``."""

    def attached(game: Kernel, source: Obj, obj: Obj) -> bool:
        return source.attached_to == obj.oid and (noun == "permanent"
                                                  or obj.is_type(noun.capitalize()))

    return attached


def _described(objects: Objects, chosen: str | None) -> layers.Affects:
    """What the words describe, seen from the source; "of the chosen color" / "of the chosen
    type": the one chosen as the source entered (614.12a)."""
    def test(game: Kernel, source: Obj, obj: Obj) -> bool:
        if objects.other and obj.oid == source.oid:
            return False
        if chosen == "color" and source.choices.get("color") not in obj.colors:
            return False
        if chosen == "creature_type" and source.choices.get("creature_type") not in obj.subtypes:
            return False
        return objects.test(game, source.controller, obj)

    return test


@kind("one_affected", r"~|enchanted (?:creature|land|permanent|artifact)|equipped creature|"
                      r"each .+?")
def _one_affected(text: str) -> Affected:
    """A singular subject: this permanent, the creature it enchants or equips, or "each …"."""
    if text == "~":
        return Affected(text, _self)
    if text.startswith("enchanted ") or text == "equipped creature":
        return Affected(text, _attached_to(text.split(" ", 1)[1]))
    return _many_affected(text.removeprefix("each "))


@kind("many_affected")
def _many_affected(text: str) -> Affected:
    """Permanents described in words: "creatures you control", "other Elf creatures you
    control", "creatures you control of the chosen color" (614.12a)."""
    first, _, rest = text.partition(" ")
    if first in ("~", "each", "target", "all", "it") or (
            first in ("enchanted", "equipped") and not is_plural(rest)):
        raise NoMatch(text)  # "equipped creature" is the one_affected's; "equipped creatures …"
    both = re.fullmatch(r"(.+? you control),? and (.+? you control)", text)
    if both:  # Shalai: "planeswalkers you control, and other creatures you control": either
        one, two = _many_affected(both.group(1)), _many_affected(both.group(2))
        if one.objects is None or two.objects is None:
            raise NoMatch(text)
        a, b = one.objects, two.objects
        return Affected(text, lambda game, source, obj: one.test(game, source, obj)
                        or two.test(game, source, obj),
                        Objects(text, lambda game, you, o: a.test(game, you, o)
                                or b.test(game, you, o)))
    words, chosen = text, None
    if words.endswith(" of the chosen color"):
        words, chosen = words.removesuffix(" of the chosen color"), "color"
    for said in (" of the chosen type", " of the chosen creature type"):
        if said in f"{words} ":  # "creatures you control of the chosen type", "creatures of
            # the chosen type you control"
            words, chosen = words.replace(said, "", 1), "creature_type"
    objects = read_objects(_sentence_start(words))
    return Affected(text, _described(objects, chosen), objects)


def _check_subject(scope: Scope, who: Affected) -> None:
    """"Enchanted creature" is an Aura's words (303.4b), "equipped creature" an Equipment's."""
    subtypes = scope.type_line.partition("—")[2].split()
    if who.text.startswith("enchanted ") and "Aura" not in subtypes:
        raise NoMatch(who.text)
    if who.text == "equipped creature" and "Equipment" not in subtypes:
        raise NoMatch(who.text)


_WITH_KEYWORD = re.compile(rf"\bwith (?:{_KEYWORD})\b")


def _statics(scope: Scope, who: Affected, pt: tuple[int, int] | None = None,
             keywords: tuple[str, ...] = (), count: Count | None = None,
             condition: Condition | None = None,
             abilities: tuple[ActivatedAbility, ...] = (),
             cant_be_sacrificed: bool = False,
             triggered: tuple[TriggeredAbility, ...] = (),
             unblockable_by: Objects | None = None,
             types: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
             protection: tuple[Quality, ...] = (), removes: tuple[str, ...] = ()) -> Static:
    """The effects of one static sentence: one per layer (7c for +N/+N, 6 for keywords). Their
    ``text`` is the printed ability's, which the compiler gives them."""
    _check_subject(scope, who)
    if keywords and who.objects is not None and _WITH_KEYWORD.search(who.objects.text):
        # What it applies to would depend on the abilities it adds (613.8): not read yet.
        raise NoMatch(who.text, "an effect whose set depends on keywords it adds (613.8 "
                                "dependency) isn't read yet")
    holds = None
    if condition is not None:
        test = condition

        def holds(game: Kernel, source: Obj) -> bool:
            return test(game, source.controller, source, None)

    made: list[StaticEffect] = []
    if protection:
        made.append(StaticEffect("", who.test, protection=protection, condition=holds))
    if types != ((), ()):
        made.append(StaticEffect("", who.test, types=types[0], subtypes=types[1],
                                 condition=holds))
    if removes:
        made.append(StaticEffect("", who.test, removes=removes, condition=holds))
    if pt is not None:
        made.append(StaticEffect("", who.test, pt[0], pt[1], count=count, condition=holds))
    if keywords:  # (a keyword granted with the triggered ability it means: not a rule's)
        made.append(StaticEffect("", who.test, keywords=keywords if triggered
                                 else _implemented(keywords), condition=holds))
    if abilities or triggered:
        made.append(StaticEffect("", who.test, abilities=abilities, triggered=triggered,
                                 condition=holds))
    if cant_be_sacrificed:
        made.append(StaticEffect("", who.test, cant_be_sacrificed=True, condition=holds))
    if unblockable_by is not None:
        made.append(StaticEffect("", who.test, condition=holds, cant_be_blocked_by=(
            unblockable_by.text, unblockable_by.test)))
    return Static({"continuous": tuple(made)})


def _for_each(what: Objects) -> Count:
    def count(game: Kernel, source: Obj) -> int:
        return what.count(game, source.controller, source)

    return count


# -- the static sentences -------------------------------------------------------------------------
@dataclass(frozen=True)
class Body:
    """What a static sentence does, before its "as long as" is known."""

    who: Affected
    pt: tuple[int, int] | None = None
    keywords: tuple[str, ...] = ()
    count: Count | None = None
    abilities: tuple[ActivatedAbility, ...] = ()
    cant_be_sacrificed: bool = False
    triggered: tuple[TriggeredAbility, ...] = ()
    unblockable_by: Objects | None = None  # "… can't be blocked by creatures with flying"
    types: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # layer 4: added
    protection: tuple[Quality, ...] = ()  # layer 6: "have protection from black"
    removes: tuple[str, ...] = ()  # layer 4: card types taken away ("~ isn't a creature")


continuous = GRAMMAR.template
_RUNS = "explorer.rules.layers"


@continuous("continuous", "{who:one_affected} gets {pt:pt}", "{who:many_affected} get {pt:pt}",
            rule="613.4c", runs=_RUNS)
def _gets(scope: Scope, who: Affected, pt: tuple[int, int]) -> Body:
    return Body(who, pt)


@continuous("continuous", "{who:one_affected} gets {pt:pt} for each {what:objects}",
            "{who:many_affected} get {pt:pt} for each {what:objects}",
            "{who:one_affected} gets {pt:pt} for each {what:objects} and has {kw:keywords}",
            "{who:many_affected} get {pt:pt} for each {what:objects} and have {kw:keywords}",
            rule="613.4c", runs=_RUNS)
def _gets_for_each(scope: Scope, who: Affected, pt: tuple[int, int], what: Objects,
                   kw: tuple[str, ...] = ()) -> Body:
    return Body(who, pt, kw, count=_for_each(what))


@continuous("continuous", "{who:one_affected} gets {pt:pt} for each {count:count_of}",
            "{who:many_affected} get {pt:pt} for each {count:count_of}",
            "{who:one_affected} gets {pt:pt} for each {count:count_of} and has {kw:keywords}",
            "{who:many_affected} get {pt:pt} for each {count:count_of} and have {kw:keywords}",
            rule="613.4c", runs=_RUNS)
def _gets_for_each_count(scope: Scope, who: Affected, pt: tuple[int, int], count: Count,
                         kw: tuple[str, ...] = ()) -> Body:
    """"… for each color among permanents you control", "… for each charge counter on it";
    Mace of the Valiant: "… for each charge counter on this Equipment and has vigilance."
    (layer 7c and layer 6)."""
    return Body(who, pt, kw, count=count)


@continuous("continuous", "{who:one_affected} has {kw:keywords}",
            "{who:many_affected} have {kw:keywords}", rule="613.1f", runs=_RUNS)
def _has(scope: Scope, who: Affected, kw: tuple[str, ...]) -> Body:
    return Body(who, keywords=kw)


@continuous("continuous", "{who:one_affected} gets {pt:pt} and has {kw:keywords}",
            "{who:many_affected} get {pt:pt} and have {kw:keywords}", rule="613.4c",
            runs=_RUNS)
def _gets_and_has(scope: Scope, who: Affected, pt: tuple[int, int],
                  kw: tuple[str, ...]) -> Body:
    return Body(who, pt, kw)


@continuous("continuous", "{who:many_affected} get {pt:pt} and can't be sacrificed",
            "{who:one_affected} gets {pt:pt} and can't be sacrificed", rule="613.4c",
            runs=_RUNS)
def _gets_and_cant_be_sacrificed(scope: Scope, who: Affected, pt: tuple[int, int]) -> Body:
    """Garland, Royal Kidnapper: "Creatures you control but don't own get +2/+2 and can't be
    sacrificed." — a bonus in layer 7c, and a rule no sacrifice can break (101.2,
    rules.keyword_actions.can_be_sacrificed)."""
    return Body(who, pt, cant_be_sacrificed=True)


@continuous("continuous", "{who:many_affected} can't be blocked by {what:objects}",
            "{who:many_affected} get {pt:pt} and can't be blocked by {what:objects}",
            "{who:one_affected} gets {pt:pt} and can't be blocked by {what:objects}",
            "{who:many_affected} have {kw:keywords} and can't be blocked by {what:objects}",
            "{who:one_affected} has {kw:keywords} and can't be blocked by {what:objects}",
            rule="509.1b", runs="explorer.rules.combat")
def _unblockable_by(scope: Scope, who: Affected, what: Objects,
                    pt: tuple[int, int] | None = None, kw: tuple[str, ...] = ()) -> Body:
    """Bower Passage: "Creatures you control can't be blocked by creatures with flying." — a
    restriction on blocking whatever it applies to at the moment blockers are declared
    (509.1b, 611.3a); Wall Crawl's Spiders also get +1/+1 (613.4c)."""
    if who.text == "~":
        raise NoMatch(who.text)  # its own restriction is the card's (statics)
    return Body(who, pt, kw, unblockable_by=what)


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_CARD_TYPES = ("artifact", "creature", "enchantment", "land")


@kind("added_types", r"(?:an? )?[A-Za-z' -]+? in addition to (?:its|their) other "
                     r"(?:card |land |creature )?types")
def _added_types(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """"a Forest in addition to its other land types", "Heroes in addition to their other
    types", "an artifact in addition to its other types": the card types and subtypes added
    (205.1b: the object keeps those it had)."""
    words = re.sub(r"^an? ", "", text.split(" in addition to ")[0])
    types: list[str] = []
    subtypes: list[str] = []
    for word in re.split(r",? and |, | ", words):
        if word.lower().rstrip("s") in _CARD_TYPES:
            types.append(word.lower().rstrip("s").capitalize())
            continue
        found = next((w for w in (word, _singular(word), word[:-2] if word.endswith("es")
                                  else word) if is_subtype(w)), None)
        if found is None:
            raise NoMatch(text, f"{word!r} isn't a type the grammar knows")
        subtypes.append(found)
    if not types and not subtypes:
        raise NoMatch(text)
    return tuple(types), tuple(subtypes)


@continuous("continuous", "{who:one_affected} is {what:added_types}",
            "{who:many_affected} are {what:added_types}", rule="613.1d", runs=_RUNS)
def _is_also(scope: Scope, who: Affected,
             what: tuple[tuple[str, ...], tuple[str, ...]]) -> Body:
    """Urborg, Tomb of Yawgmoth: "Each land is a Swamp in addition to its other land types."
    — layer 4 (613.1d), applying at every moment to whatever the words describe (611.3a); a
    basic land type brings its mana ability (305.6). Valentina Allegra de Fontaine: "Other
    Villains you control are Heroes in addition to their other types." """
    if who.objects is not None and set(what[1]) & set(who.objects.text.split()):
        raise NoMatch(who.text, "an effect whose set depends on the types it adds (613.8)")
    return Body(who, types=what)


table("card_type", {t: t.capitalize() for t in _CARD_TYPES})


@continuous("continuous", "{who:one_affected} isn't an {what:card_type}",
            "{who:one_affected} isn't a {what:card_type}", rule="613.1d", runs=_RUNS)
def _isnt(scope: Scope, who: Affected, what: str) -> Body:
    """Heliod, Sun-Crowned: "As long as your devotion to white is less than five, Heliod isn't
    a creature." — the card type taken away in layer 4 (613.1d) while the condition holds
    (611.3a); a creature that stops being one leaves combat (506.4)."""
    return Body(who, removes=(what,))


@kind("protected_from")
def _protected_from(text: str) -> tuple[Quality, ...]:
    """"black", "Demons and from Dragons": read as a keyword line's protection is
    (oracle.keywords, imported after this module)."""
    return tuple(KINDS["protection_qualities"].read(text))


@continuous("continuous", "{who:one_affected} has protection from {q:protected_from}",
            "{who:many_affected} have protection from {q:protected_from}",
            "{who:one_affected} gets {pt:pt} and has protection from {q:protected_from}",
            "{who:many_affected} get {pt:pt} and have protection from {q:protected_from}",
            rule="702.16a", runs="explorer.rules.protection")
def _has_protection(scope: Scope, who: Affected, q: tuple[Quality, ...],
                    pt: tuple[int, int] | None = None) -> Body:
    """"Creatures you control have protection from black.", "Enchanted creature gets +1/+1
    and has protection from red." — protection abilities granted in layer 6 (613.1f), asked by
    every rule of DEBT (702.16b–f) at the moment it looks."""
    return Body(who, pt, protection=q)


@kind("quoted_ability", r'"[^"]+"|“[^”]+”')
def _quoted_ability(text: str) -> str:
    return text[1:-1]


@continuous("continuous", "{who:one_affected} has {ability:quoted_ability}",
            "{who:many_affected} have {ability:quoted_ability}",
            "{who:one_affected} gets {pt:pt} and has {ability:quoted_ability}",
            "{who:many_affected} get {pt:pt} and have {ability:quoted_ability}",
            "{who:one_affected} has {kw:keywords} and {ability:quoted_ability}",
            "{who:many_affected} have {kw:keywords} and {ability:quoted_ability}",
            "{who:one_affected} gets {pt:pt} and has {kw:keywords} and {ability:quoted_ability}",
            "{who:many_affected} get {pt:pt} and have {kw:keywords} and "
            "{ability:quoted_ability}", rule="613.1f", runs=_RUNS)
def _has_ability(scope: Scope, who: Affected, ability: str, pt: tuple[int, int] | None = None,
                 kw: tuple[str, ...] = ()) -> Body:
    """"Enchanted land has "{T}: Add one mana of any color."" — the quoted activated ability,
    read by the grammar like any printed one, is its own ability on what it affects; with
    "gets +1/+0 and has …" or "has flying and …" the other changes go in their own layers."""
    if scope.read_ability is None:
        raise NoMatch(ability)
    read = scope.read_ability(ability)
    if isinstance(read, TriggeredAbility):  # 'have "Whenever this creature attacks, …"'
        return Body(who, pt, kw, triggered=(read,))
    return Body(who, pt, kw, abilities=(read,))


@kind("meant_keyword", r"[a-z]+")
def _meant_keyword(text: str) -> str:
    return text


@continuous("continuous", "{who:one_affected} has {word:meant_keyword}",
            "{who:many_affected} have {word:meant_keyword}", rule="613.1f", runs=_RUNS)
def _has_meant_keyword(scope: Scope, who: Affected, word: str) -> Body:
    """"Auras you control have exalted." (Xenk, Paladin Unbroken): a keyword that stands for a
    triggered ability (702.83a) — each permanent it applies to has the keyword and the ability,
    which triggers for it (702.83b: one trigger per instance)."""
    from .keywords import meaning  # (keywords reads continuous effects' phrases)

    if scope.read_ability is None or word in KEYWORD_WORDS:
        raise NoMatch(word)
    granted = tuple(scope.read_ability(text) for text in meaning(word, scope))
    if not all(isinstance(a, TriggeredAbility) for a in granted):
        raise NoMatch(word, f"granting {word} isn't read yet")
    return Body(who, keywords=(word.capitalize(),),
                triggered=tuple(a for a in granted if isinstance(a, TriggeredAbility)))


GRAMMAR.kind("continuous", "continuous")


# "As long as ~ has three or more +1/+1 counters on it, it has trample.": "it" is the object
# the condition named, this one.
kind("its_continuous")(lambda text: GRAMMAR.read("continuous", "~ " + text))


@template("static", "as long as {test:condition}, {body:continuous}",
          "{body:continuous} as long as {test:condition}",
          "as long as {test:condition}, it {body:its_continuous}", rule="611.3a", runs=_RUNS)
def _as_long_as(scope: Scope, test: Condition, body: Body) -> Static:
    return _statics(scope, body.who, body.pt, body.keywords, body.count, test, body.abilities,
                    body.cant_be_sacrificed, body.triggered, body.unblockable_by,
                    body.types, body.protection, body.removes)


@template("static", "during your turn, {body:continuous}",
          "{body:continuous} during your turn", rule="611.3a", runs=_RUNS)
def _during_your_turn(scope: Scope, body: Body) -> Static:
    """Radha, Heart of Keld: "During your turn, ~ has first strike." — as long as it's its
    controller's turn (500.1)."""
    def yours(game: Kernel, you: str, source: Obj | None, event: Event | None) -> bool:
        return game.state.active == you

    return _statics(scope, body.who, body.pt, body.keywords, body.count, yours, body.abilities,
                    body.cant_be_sacrificed, body.triggered, body.unblockable_by,
                    body.types, body.protection, body.removes)


@template("static", "you, {body:continuous}", rule="702.11c", runs=_RUNS)
def _you_and_yours_have(scope: Scope, body: Body) -> Static:
    """Shalai, Voice of Plenty: "You, planeswalkers you control, and other creatures you control
    have hexproof." — the player has it (702.11c), and so do those permanents (613.1f)."""
    if body.keywords != ("Hexproof",) or body.pt or body.abilities or any(body.types) \
            or body.protection or body.triggered or body.unblockable_by or body.count:
        raise NoMatch("you, …")
    static = _always(scope, body)
    return replace(static, fields={**static.fields, "gives_you_hexproof": True})


@template("static", "{body:continuous}", rule="611.3", runs=_RUNS)
def _always(scope: Scope, body: Body) -> Static:
    return _statics(scope, body.who, body.pt, body.keywords, body.count,
                    abilities=body.abilities, cant_be_sacrificed=body.cant_be_sacrificed,
                    triggered=body.triggered, unblockable_by=body.unblockable_by,
                    types=body.types, protection=body.protection, removes=body.removes)


# -- control (613.1b) ------------------------------------------------------------------------------
def _the_monarch(game: Kernel, source: Obj) -> str | None:
    return game.state.monarch  # no one while there is no monarch (724.1): it does nothing


def _its_controller(game: Kernel, source: Obj) -> str | None:
    return source.controller


table("attached_noun", {w: w for w in ("creature", "permanent", "artifact", "land")})


@template("static", "you control enchanted {noun:attached_noun}", rule="613.1b",
          runs="explorer.rules.control")
def _you_control_enchanted(scope: Scope, noun: str) -> Static:
    """Control Magic: "You control enchanted creature." — a control-changing effect in layer 2
    (613.1b) with the Aura's timestamp (613.7e), applying while the Aura is attached to it
    (611.3a)."""
    return _controls_enchanted(scope, noun, _its_controller)


@template("static", "the monarch controls enchanted {noun:attached_noun}", rule="613.1b",
          runs="explorer.rules.control")
def _monarch_controls_enchanted(scope: Scope, noun: str) -> Static:
    """Fealty to the Realm: "The monarch controls enchanted creature." — as the crown moves,
    control moves; while there is no monarch it does nothing (the creature stays with the
    player who would control it without it)."""
    return _controls_enchanted(scope, noun, _the_monarch)


def _controls_enchanted(scope: Scope, noun: str,
                        who: Callable[[Kernel, Obj], str | None]) -> Static:
    _check_subject(scope, Affected("enchanted " + noun, _attached_to(noun)))
    return Static({"continuous": (StaticEffect("", _attached_to(noun), controller=who),)})


# -- one-shot effects: until end of turn (611.2) ---------------------------------------------------
@kind("many_who")
def _many_who(text: str) -> Who:
    """Permanents described in words, without "each" or "all" ("creatures you control"): the
    ones that fit as the effect happens, and only those (611.2c)."""
    if text.split(" ", 1)[0] in ("~", "each", "all", "target", "it", "up", "that", "another"):
        raise NoMatch(text)
    objects = read_objects(_sentence_start(text))
    return Who(text, lambda ctx: [o.oid for o in objects.of(ctx.game, ctx.controller,
                                                          ctx.source)])


def _sentence_start(text: str) -> str:
    """"birds, frogs, otters, and rats you control": a subtype that began the sentence, its
    capital lowered with the sentence's (the grammar reads sentences from a small letter)."""
    first = re.split(r"[ ,]", text, maxsplit=1)[0]
    word = first[:1].upper() + first[1:]
    if first.islower() and first.rstrip("s") not in ("creature", "land", "artifact",
                                                    "enchantment", "permanent", "token") \
            and (is_subtype(word) or is_subtype(_singular(word))):
        return word + text[len(first):]
    return text


def _until_end_of_turn(scope: Scope, who: Targets | Who, pt: tuple[int, int] | None,
                       keywords: tuple[str, ...]) -> Effect:
    find = scope.find(who)
    keywords = _implemented(keywords)

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        found = (game.state.find(t) for t in find(ctx) if isinstance(t, int))
        for obj in [o for o in found if o is not None]:  # locked in now (611.2c)
            if pt is not None:
                layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                         power=pt[0], toughness=pt[1])
            if keywords:
                layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                         keywords=keywords)
        yield from ()

    return effect


@kind("keyword_choice", f"(?:{_KEYWORD})(?:, (?:{_KEYWORD}))*,? or (?:{_KEYWORD})")
def _keyword_choice(text: str) -> tuple[str, ...]:
    """"first strike, vigilance, or trample": the keywords one is chosen among."""
    return tuple(k.capitalize() for k in re.split(r",? or |, ", text))


@template("effect", "{who:who} gains your choice of {kw:keyword_choice} until end of turn",
          rule="613.1f", runs=_RUNS)
def _gains_your_choice(scope: Scope, who: Targets | Who, kw: tuple[str, ...]) -> Effect:
    """Veteran Warleader: "This creature gains your choice of first strike, vigilance, or
    trample until end of turn." — the keyword chosen as the ability resolves (608.2d)."""
    find = scope.find(who)
    keywords = _implemented(kw)
    options = tuple(k.lower() for k in keywords)

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        found = (game.state.find(t) for t in find(ctx) if isinstance(t, int))
        for obj in [o for o in found if o is not None]:  # locked in now (611.2c)
            chosen = yield from game.ask(Decision(
                player=ctx.controller, kind="option", rule="608.2d",
                prompt=f"{ctx.source_name}: which does {obj.handle} gain until end of turn?",
                options=as_options(options), default=Choose(ctx.controller, option=options[0]),
                accept=one_of(options, "608.2d")))
            layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                     keywords=(keywords[options.index(chosen)],))

    return effect


@template("effect", "until end of turn, {who:many_who} get {pt:pt} and {other:many_who} get "
          "{other_pt:pt}", rule="613.4c", runs=_RUNS)
def _two_get(scope: Scope, who: Who, pt: tuple[int, int], other: Who,
             other_pt: tuple[int, int]) -> Effect:
    """Zealous Persecution: "Until end of turn, creatures you control get +1/+1 and creatures
    your opponents control get -1/-1." — both sets of creatures are the ones on the
    battlefield as it resolves (611.2c)."""
    first, second = (_until_end_of_turn(scope, who, pt, ()),
                     _until_end_of_turn(scope, other, other_pt, ()))

    def effect(ctx: Ctx) -> Steps:
        yield from first(ctx)
        yield from second(ctx)

    return effect


@template("effect", "switch {who:who}'s power and toughness until end of turn",
          "switch the power and toughness of {who:who} until end of turn", rule="613.4d",
          runs=_RUNS)
def _switch(scope: Scope, who: Targets | Who) -> Effect:
    """Twisted Image: "Switch target creature's power and toughness until end of turn." —
    layer 7d, after all other effects (613.4d); the creature is the one there as it resolves
    (611.2c)."""
    find = scope.find(who)

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        for obj in [o for t in find(ctx) if isinstance(t, int)
                    and (o := game.state.find(t)) is not None and o.is_creature]:
            layers.switch_until_end_of_turn(game, obj, ctx.source_name, ctx.controller)
        yield from ()

    return effect


@template("effect", "switch its power and toughness until end of turn", rule="613.4d",
          runs=_RUNS)
def _switch_its(scope: Scope) -> Effect:
    """Valakut Fireboar: "Whenever Valakut Fireboar attacks, switch its power and toughness
    until end of turn." — "its": the object the sentence is about."""
    return _switch(scope, read_who("it"))


@template("effect", "double {who:who}'s power until end of turn", rule="701.10b", runs=_RUNS)
def _double_power(scope: Scope, who: Targets | Who) -> Effect:
    return _double(scope, who, toughness=False)


@template("effect", "double {who:who}'s power and toughness until end of turn", rule="701.10c",
          runs=_RUNS)
def _double_power_toughness(scope: Scope, who: Targets | Who) -> Effect:
    return _double(scope, who, toughness=True)


def _double(scope: Scope, who: Targets | Who, toughness: bool) -> Effect:
    """701.10b/c: to double a creature's power it gets +X/+0 until end of turn, X its power as
    the effect happens (a negative power gets that much lower: -2 becomes -4). A layer 7c
    modification (613.4c), so effects that later change its power still apply on top."""
    find = scope.find(who)
    rule = "701.10c" if toughness else "701.10b"

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        for obj in [o for t in find(ctx) if isinstance(t, int)
                    and (o := game.state.find(t)) is not None and o.is_creature]:
            x = layers.power(game, obj)
            y = layers.toughness(game, obj) if toughness else 0
            layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller, power=x,
                                     toughness=y, rule=rule)
        yield from ()

    return effect



# -- "~ becomes a 2/1 blue Faerie creature until end of turn. It's still a land." (611.2, 205.1b)
_BECOMES = re.compile(
    r"(?P<pt>\d+/\d+|X/X) (?:(?P<colors>(?:white|blue|black|red|green)"
    r"(?:(?:,| and|, and) (?:white|blue|black|red|green))*) )?"
    r"(?P<subtypes>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )*)"
    r"(?P<artifact>artifact )?creature(?: with (?P<keywords>.+))?")


@dataclass(frozen=True)
class Animation:
    """What "becomes a …" says, before X is known: "X/X" is the ability's X (107.3)."""

    power: str
    toughness: str
    colors: tuple[str, ...] | None
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...]
    artifact: bool = False  # "a 2/2 Golem artifact creature"


@kind("animation", r"an? \S+/\S+ .*creature(?: with .+)?")
def _animation(text: str) -> Animation:
    m = _BECOMES.fullmatch(text.split(" ", 1)[1])
    if not m:
        raise NoMatch(text)
    keywords: tuple[str, ...] = ()
    if m.group("keywords"):
        keywords = _implemented(_keywords(m.group("keywords"))) if re.fullmatch(
            f"(?:{_KEYWORD})(?:(?:,? and |, )(?:{_KEYWORD}))*", m.group("keywords")) else ()
        if not keywords:
            raise NoMatch(text, f"becoming a creature with {m.group('keywords')!r} isn't "
                                "read yet")
    colors = None
    if m.group("colors"):
        colors = tuple(c for c in "WUBRG" if c in {COLOR_WORDS[w] for w in re.split(
            r",? and |, ", m.group("colors"))})
    power, toughness = m.group("pt").split("/")
    return Animation(power, toughness, colors, tuple(m.group("subtypes").split()), keywords,
                     artifact=bool(m.group("artifact")))


@template("effect", "~ becomes {what:animation} until end of turn. it's still a land",
          "until end of turn, ~ becomes {what:animation}. it's still a land", rule="613.4b",
          runs=_RUNS)
def _becomes(scope: Scope, what: Animation) -> Effect:
    """A land that becomes a creature until end of turn (a "manland"): it keeps being a land
    with its subtypes and abilities (205.1b) and gets the creature's values in layers 4, 5, 6
    and 7b (613.1d–f, 613.4b). Summoning sickness still applies (302.6)."""
    if "Land" not in scope.type_line.split("—")[0].split():
        raise NoMatch("it's still a land", "only a land is still a land")
    return _animate(what)


@template("effect", "~ becomes {what:animation} until end of turn", rule="613.4b", runs=_RUNS)
def _artifact_becomes(scope: Scope, what: Animation) -> Effect:
    """Guardian Idol: "~ becomes a 2/2 Golem artifact creature until end of turn." — an
    artifact that becomes an artifact creature is still an artifact (205.1b). A land would stop
    being a land unless its text says it is still one (205.1a), which isn't read."""
    if not what.artifact or "Artifact" not in scope.type_line.split("—")[0].split() or \
            "Land" in scope.type_line.split("—")[0].split():
        raise NoMatch("becomes a creature", "only an artifact becoming an artifact creature "
                                            "keeps all it was")
    return _animate(what)


def _animate(what: Animation) -> Effect:
    def effect(ctx: Ctx) -> Steps:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None:
            return  # it left the battlefield: a new object, not this one (400.7)
        values = [ctx.x if v == "X" else int(v) for v in (what.power, what.toughness)]
        types = ("Artifact", "Creature") if what.artifact else ("Creature",)
        layers.become(ctx.game, obj, Becomes(values[0], values[1], types=types,
                                             subtypes=what.subtypes, colors=what.colors,
                                             keywords=what.keywords, source=ctx.source_name),
                      ctx.controller)
        yield from ()

    return effect


@template("effect", "~ becomes an artifact creature until end of turn", rule="613.1d",
          runs=_RUNS)
def _becomes_artifact_creature(scope: Scope) -> Effect:
    """A Vehicle crewed (702.122a, 301.7b): it becomes an artifact creature with its printed
    power and toughness (it has them, 301.7c) until the cleanup step (514.2)."""
    printed = scope.facts.get("power"), scope.facts.get("toughness")
    if not all(isinstance(v, str) and v.isdigit() for v in printed):
        raise NoMatch("becomes an artifact creature", "a permanent without printed power and "
                                                      "toughness")
    return _animate(Animation(str(printed[0]), str(printed[1]), None, (), ()))


# -- "[what] [changes] [until end of turn]" (611.2): one shape for every layer -------------------
# What a resolving spell or ability does to the objects it names: a list of changes joined by
# "and", each in its layer — 4 (types, 613.1d), 5 (colors, 613.1e), 6 (abilities, 613.1f),
# 7b (base power and toughness, 613.4b), 7c (+N/+N, 613.4c). The objects are those there as it
# resolves (611.2c); each change gets its own timestamp, in the order the words give them, so a
# "loses flying and gains flying" and any effect after it apply in that order (613.7).
KINDS_KEYWORDS = f"(?:{_KEYWORD})(?:(?:,? and |, )(?:{_KEYWORD}))*"
_COLOR = r"(?:white|blue|black|red|green)"
_CARD_TYPE = r"(?:artifact|creature|enchantment|land)"
_BECOMING = re.compile(
    rf"(?:an? )?(?:(?P<pt>\d+/\d+) )?"
    rf"(?:(?P<colors>colorless|{_COLOR}(?:(?:,| and|, and) {_COLOR})*) )?"
    r"(?P<subtypes>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )*)"
    rf"(?P<types>{_CARD_TYPE}s?(?: {_CARD_TYPE}s?)*)"
    r"(?: with (?P<keywords>.+?))?"
    r"(?P<addition> in addition to (?:its|their) other (?:card )?types"
    r"|,? that's still an? land|,? that are still lands)?")


@dataclass(frozen=True)
class Change:
    """One change a resolving effect makes to each object: its layer's rule and what it
    sets."""

    rule: str
    pt: tuple[int, int] | None = None  # 7c
    pt_x: tuple[str, str] | None = None  # 7c with X: "+X/+X", signed, X as it resolves (107.3)
    gains: tuple[str, ...] = ()  # 6
    loses: tuple[str, ...] = ()  # 6
    becomes: Becomes | None = None  # 4, 5, 6, 7b (a Becomes sets only what it says)
    # a rule for declaring attackers or blockers this turn, in no layer: the object's flag,
    # the words, the rule ("can't be blocked this turn", 509.1b)
    flag: tuple[str, str, str] | None = None
    protection: tuple[Quality, ...] = ()  # 6: "gains protection from red"
    protection_of_choice: bool = False  # 6: "… from the color of your choice" (608.2d)
    # 6: "… from the chosen color": the color an instruction before it chose as the ability
    # resolved (608.2d), else the one its source's controller chose as it entered (614.12a)
    protection_chosen: bool = False


_THIS_TURN = {
    "can't be blocked this turn": ("cant_be_blocked_turn", "509.1b"),
    "can't block this turn": ("cant_block_turn", "509.1b"),
    "can attack this turn as though it didn't have defender": ("attacks_despite_defender",
                                                               "609.4"),
    "can attack this turn as though they didn't have defender": ("attacks_despite_defender",
                                                                 "609.4")}


def _becoming(text: str, lasting: bool, keeps: bool = False) -> Becomes:
    """"a 0/0 Elemental creature with haste", "a colorless artifact in addition to its other
    types", "an X/X green Plant creature with reach" (refused: X is read by the quantities'
    grammar)."""
    every_type = False
    for said in (" and all creature types", " with all creature types"):
        if said in text:  # Faceless Haven: layer 4, every creature type (205.3m)
            text, every_type = text.replace(said, "", 1), True
    m = _BECOMING.fullmatch(text)
    if not m:
        raise NoMatch(text, f"becoming {text!r} isn't read yet")
    keywords: tuple[str, ...] = ()
    if m.group("keywords"):
        if not re.fullmatch(KINDS_KEYWORDS, m.group("keywords")):
            raise NoMatch(text, f"becoming something with {m.group('keywords')!r} isn't read "
                                "yet")
        keywords = _implemented(_keywords(m.group("keywords")))
    colors: tuple[str, ...] | None = None
    if m.group("colors") == "colorless":
        colors = ()
    elif m.group("colors"):
        named = {COLOR_WORDS[w] for w in re.split(r",? and |, ", m.group("colors"))}
        colors = tuple(c for c in "WUBRG" if c in named)
    plural = m.group("types").endswith("s")  # "All lands become 2/2 creatures …"
    if plural == text.startswith(("a ", "an ")):
        raise NoMatch(text)
    types = tuple(t.removesuffix("s").capitalize() for t in m.group("types").split())
    power = toughness = None
    if m.group("pt"):
        power, toughness = (int(v) for v in m.group("pt").split("/"))
    subtypes = tuple(m.group("subtypes").split())
    if every_type:
        subtypes = tuple(dict.fromkeys(subtypes + CREATURE_TYPES))
    return Becomes(power, toughness, types=types, subtypes=subtypes, colors=colors,
                   keywords=keywords, until_end_of_turn=not lasting,
                   replaces=not (m.group("addition") or keeps))


_VERB = r"(?:gets?|gains?|loses?|becomes?|has base|have base|can't|can)"


def _changes(text: str, lasting: bool, keeps: bool = False) -> tuple[Change, ...]:
    """"loses hexproof and gains first strike and deathtouch", "gets +2/+2 and gains trample",
    "has base power and toughness 4/3", "gains defender and becomes a colorless artifact in
    addition to its other types": each change, in order."""
    made: list[Change] = []
    for clause in re.split(rf",? and (?={_VERB} )|, (?={_VERB} )", text):
        verb, _, rest = clause.partition(" ")
        verb = verb.removesuffix("s") if verb != "has" else verb
        if verb == "get" and re.fullmatch(r"[+-]\d+/[+-]\d+", rest):
            p, t = rest.split("/")
            made.append(Change("613.4c", pt=(int(p), int(t))))
        elif verb == "get" and re.fullmatch(r"[+-](?:\d+|X)/[+-](?:\d+|X)", rest):
            p, t = rest.split("/")  # "gains haste and gets +X/+X" (Xenagos)
            made.append(Change("613.4c", pt_x=(p, t)))
        elif verb == "gain" and rest == "protection from the color of your choice":
            made.append(Change("613.1f", protection_of_choice=True))
        elif verb == "gain" and rest == "protection from the chosen color":
            made.append(Change("613.1f", protection_chosen=True))
        elif verb == "gain" and rest.startswith("protection from "):
            qualities = KINDS["protection_qualities"].read(rest.removeprefix("protection from "))
            made.append(Change("613.1f", protection=qualities))
        elif verb == "gain" and re.fullmatch(KINDS_KEYWORDS, rest):
            made.append(Change("613.1f", gains=_implemented(_keywords(rest))))
        elif verb == "lose" and re.fullmatch(KINDS_KEYWORDS, rest):
            made.append(Change("613.1f", loses=_implemented(_keywords(rest))))
        elif verb == "become":
            made.append(Change("613.1d", becomes=_becoming(rest, lasting, keeps)))
        elif clause in _THIS_TURN and not lasting:
            flag, rule = _THIS_TURN[clause]
            made.append(Change(rule, flag=(flag, clause.replace("they", "it"), rule)))
        elif verb in ("has", "have") and (m := re.fullmatch(
                r"base power and toughness (\d+)/(\d+)", rest)):
            made.append(Change("613.4b", becomes=Becomes(
                int(m.group(1)), int(m.group(2)), types=(), until_end_of_turn=not lasting)))
        else:
            raise NoMatch(clause)
    return tuple(made)


_CHANGES = rf"{_VERB} .+"
kind("changes", _CHANGES)(lambda text: _changes(text, lasting=True))
kind("changes_this_turn", _CHANGES)(lambda text: _changes(text, lasting=False))
# "… becomes a 0/0 Elemental creature with haste. It's still a land." (205.1b: it keeps its
# types, subtypes and supertypes)
kind("changes_keeping", _CHANGES)(lambda text: _changes(text, lasting=True, keeps=True))
kind("changes_keeping_this_turn", _CHANGES)(
    lambda text: _changes(text, lasting=False, keeps=True))


def _apply_changes(scope: Scope, who: Targets | Who, changes: tuple[Change, ...],
                   next_turn: bool = False) -> Effect:
    find = scope.find(who)

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        until = f"next_turn:{ctx.controller}" if next_turn else "end_of_turn"
        found = (game.state.find(t) for t in find(ctx) if isinstance(t, int))
        for obj in [o for o in found if o is not None]:  # locked in now (611.2c)
            for change in changes:
                if change.protection_of_choice:  # chosen as it resolves (608.2d)
                    options = tuple(_COLOR_NAMES.values())
                    chosen = yield from game.ask(Decision(
                        player=ctx.controller, kind="option", rule="608.2d",
                        prompt=f"{ctx.source_name}: protection from which color for "
                               f"{obj.handle}?", options=as_options(options),
                        default=Choose(ctx.controller, option=options[0]),
                        accept=one_of(options, "608.2d")))
                    layers.protection_until_end_of_turn(
                        game, obj, ctx.source_name, ctx.controller,
                        (Quality("color", COLOR_WORDS[chosen], chosen),), until)
                elif change.protection_chosen:
                    color = ctx.choices.get("chosen_color") or (
                        ctx.source.choices.get("color") if ctx.source is not None else None)
                    if color in _COLOR_NAMES:  # none chosen: from nothing (609.3)
                        layers.protection_until_end_of_turn(
                            game, obj, ctx.source_name, ctx.controller,
                            (Quality("color", color, _COLOR_NAMES[color]),), until)
                elif change.protection:
                    layers.protection_until_end_of_turn(game, obj, ctx.source_name,
                                                        ctx.controller, change.protection, until)
                elif change.flag is not None:  # ends in the cleanup step (514.2)
                    setattr(obj, change.flag[0], True)
                    game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                              target=obj.handle, rule=change.flag[2], rider=change.flag[1])
                elif change.becomes is not None:
                    becomes = replace(change.becomes, source=ctx.source_name)
                    layers.become(game, obj, becomes, ctx.controller,
                                  rule=change.rule if becomes.power is None else "613.4b")
                elif change.loses:
                    layers.loses_until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                                   change.loses, until)
                elif change.pt is not None or change.pt_x is not None:
                    power, toughness = change.pt or tuple(
                        (ctx.x if v[1:] == "X" else int(v[1:])) * (-1 if v[0] == "-" else 1)
                        for v in change.pt_x or ())
                    layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                             power=power, toughness=toughness, until=until)
                else:
                    layers.until_end_of_turn(game, obj, ctx.source_name, ctx.controller,
                                             keywords=change.gains, until=until)
        yield from ()

    return effect


@template("effect", "{who:who} {ch:changes_this_turn} until end of turn",
          "{who:who} each {ch:changes_this_turn} until end of turn",
          "{who:many_who} {ch:changes_this_turn} until end of turn",
          "until end of turn, {who:who} {ch:changes_this_turn}",
          "until end of turn, {who:many_who} {ch:changes_this_turn}",
          "{who:who} {ch:changes_this_turn} until end of turn and {more:changes_this_turn}",
          "{who:many_who} {ch:changes_this_turn} until end of turn and "
          "{more:changes_this_turn}",
          "{who:who} {ch:changes_keeping_this_turn} until end of turn. it's still a land",
          "until end of turn, {who:who} {ch:changes_keeping_this_turn}. it's still a land",
          "{who:who} {ch:changes_keeping_this_turn} until end of turn. they're still lands",
          "until end of turn, {who:who} {ch:changes_keeping_this_turn}. they're still lands",
          rule="611.2a", runs=_RUNS)
def _changes_until_end_of_turn(scope: Scope, who: Targets | Who, ch: tuple[Change, ...],
                               more: tuple[Change, ...] = ()) -> Effect:
    """"Until end of turn, this creature loses hexproof and gains first strike and
    deathtouch." (Xathrid Slyblade), "Target creature has base power and toughness 4/3 until
    end of turn." (Zhalfirin Shapecraft), "Creatures you control get +1/+1 and gain trample
    until end of turn." — each change ends in the cleanup step (514.2); Walking Wall's "gets
    +3/-1 until end of turn and can attack this turn as though it didn't have defender"."""
    if more and not all(c.flag for c in more):
        raise NoMatch("until end of turn and …")
    return _apply_changes(scope, who, ch + more)


@template("effect", "{who:who} {ch:changes_this_turn} until your next turn",
          "{who:many_who} {ch:changes_this_turn} until your next turn",
          "until your next turn, {who:who} {ch:changes_this_turn}",
          "until your next turn, {who:many_who} {ch:changes_this_turn}",
          rule="611.2a", runs=_RUNS)
def _changes_until_your_next_turn(scope: Scope, who: Targets | Who, ch: tuple[Change, ...]
                                  ) -> Effect:
    """"Target creature you control gains hexproof until your next turn." — it ends as the
    ability's controller's next turn begins (611.2a). A becoming or a "this turn" rule with it
    isn't read yet."""
    if any(c.becomes is not None or c.flag is not None for c in ch):
        raise NoMatch("until your next turn", "becoming something until your next turn isn't "
                                              "read yet")
    return _apply_changes(scope, who, ch, next_turn=True)


@template("effect", "{who:who} {ch:changes}", "{who:who} {ch:changes_keeping}. it's still a land",
          rule="611.2a", runs=_RUNS)
def _changes_lasting(scope: Scope, who: Targets | Who, ch: tuple[Change, ...]) -> Effect:
    """"It gains defender and becomes a colorless artifact in addition to its other types."
    (Xathrid Gorgon): without a duration the effect lasts as long as the object stays on the
    battlefield (611.2a; a new object is another, 400.7). What lasts is kept with the object
    (``Obj.becomes``), so keywords it gains go with it; a lasting +N/+N or loss isn't kept
    yet (refused)."""
    if any(c.pt is not None or c.pt_x is not None or c.loses or c.protection
           or c.protection_of_choice or c.protection_chosen for c in ch):
        raise NoMatch("a lasting +N/+N, protection or loss of abilities isn't kept yet")
    lasting = tuple(Change(c.rule, becomes=Becomes(None, None, types=(), keywords=c.gains,
                                                   until_end_of_turn=False))
                    if c.gains else c for c in ch)
    return _apply_changes(scope, who, lasting)


# -- "creatures you control can't be blocked this turn" (509.1b, 611.2c) --------------------------
@template("effect", "{who:who} can't be blocked this turn",
          "{who:many_who} can't be blocked this turn", rule="509.1b",
          runs="explorer.rules.combat")
def _unblockable_this_turn(scope: Scope, who: Targets | Who) -> Effect:
    """The creatures are those there as it resolves (611.2c): one that enters later can be
    blocked."""
    return _this_turn(scope, who, "cant_be_blocked_turn", "can't be blocked this turn")


@template("effect", "{who:who} can't be blocked this combat", rule="509.1b",
          runs="explorer.rules.combat")
def _unblockable_this_combat(scope: Scope, who: Targets | Who) -> Effect:
    """"Canal Courier can't be blocked this combat." — until the combat phase ends (511.3)."""
    return _this_turn(scope, who, "cant_be_blocked_combat", "can't be blocked this combat")


@template("effect", "{who:who} can't block this turn", "{who:many_who} can't block this turn",
          rule="509.1b", runs="explorer.rules.combat")
def _cant_block_this_turn(scope: Scope, who: Targets | Who) -> Effect:
    """"Up to one target creature can't block this turn." (Aragorn, King of Gondor)"""
    return _this_turn(scope, who, "cant_block_turn", "can't block this turn")


@template("effect", "{who:who} can attack this turn as though it didn't have defender",
          "{who:many_who} can attack this turn as though they didn't have defender",
          rule="609.4", runs="explorer.rules.combat")
def _attacks_despite_defender(scope: Scope, who: Targets | Who) -> Effect:
    """Wakestone Gargoyle, Wall of One Thousand Cuts: for the rest of the turn the creature
    may be declared as an attacker although it has defender (702.3b) — it still has defender
    (609.4: only what the effect names is as though). The creatures are those there as it
    resolves (611.2c)."""
    return _this_turn(scope, who, "attacks_despite_defender",
                      "can attack this turn as though it didn't have defender", rule="609.4")


table("blocks_more", {"an additional creature": 1, "up to two additional creatures": 2,
                      "up to three additional creatures": 3, "any number of creatures": -1})


@template("effect", "{who:who} can block {more:blocks_more} this turn", rule="509.1a",
          runs="explorer.rules.combat")
def _blocks_more_this_turn(scope: Scope, who: Targets | Who, more: int) -> Effect:
    """Valor Made Real: "Target creature can block any number of creatures this turn." — on the
    creature as it resolves (611.2c), more than the one attacker 509.1a allows, until the
    cleanup step (514.2); several such effects add up."""
    find = scope.find(who)
    words = {1: "an additional creature", -1: "any number of creatures"}.get(
        more, f"up to {more} additional creatures")

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        for obj in [o for t in find(ctx) if isinstance(t, int)
                    and (o := game.state.find(t)) is not None]:
            if more < 0 or obj.blocks_more_turn < 0:
                obj.blocks_more_turn = -1
            else:
                obj.blocks_more_turn += more
            game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                      target=obj.handle, rule="509.1a", rider=f"can block {words} this turn")
        yield from ()

    return effect


def _this_turn(scope: Scope, who: Targets | Who, flag: str, words: str,
               rule: str = "509.1b") -> Effect:
    """A restriction on declaring blockers, set on the objects as it resolves (611.2c) as
    ``flag``; it ends where the flag is cleared — in the cleanup step for "this turn" (514.2),
    as combat ends for "this combat" (511.3)."""
    find = scope.find(who)

    def effect(ctx: Ctx) -> Steps:
        game = ctx.game
        for obj in [o for t in find(ctx) if isinstance(t, int)
                    and (o := game.state.find(t)) is not None]:
            setattr(obj, flag, True)
            game.emit(K.EFFECT_CREATED, player=ctx.controller, source=ctx.source_name,
                      target=obj.handle, rule=rule, rider=words)
        yield from ()

    return effect
