"""The phrases sentences are built from: numbers, mana, colors, counters, and the noun phrases
that pick out objects and players ("target creature an opponent controls", "each Elf you
control", "a land", "each opponent").

Each kind of phrase is declared with :func:`~explorer.oracle.patterns.kind` or ``table`` and
reads to a value the effect and condition builders use. Object phrases read to a
:class:`Objects` filter: the same filter serves targets (115), counts ("for each …"), costs
("Sacrifice a Goblin") and "each …" effects.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..abilities import Target, TargetSpec
from ..events import CombatEvent, ZoneEvent
from ..events import EventKind as K
from ..rules import keywords, melee, multikicker, rampage
from ..rules.creature_types import is_subtype
from .patterns import NoMatch, kind, table

if TYPE_CHECKING:
    from ..abilities import Ctx
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj

# -- numbers and amounts (107.1, 107.3) ------------------------------------------------------------
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20}
# 107.1: "put two +1/+1 counters", as rules text writes a small number.
WORDS_FOR = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "an")}


def in_words(n: int) -> str:
    return WORDS_FOR.get(n, str(n))


_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r"|\d+"


@kind("number", f"(?:{_NUMBER})")
def _number(text: str) -> int:
    return NUMBER_WORDS[text] if text in NUMBER_WORDS else int(text)


@dataclass(frozen=True)
class Amount:
    """A number as printed: fixed, or X (the X paid for the spell or ability, 107.3)."""

    fixed: int = 0
    is_x: bool = False
    # "that many": the amount of the event that triggered the ability ("Whenever a creature
    # you control deals combat damage to a player, create that many Treasure tokens.")
    of_event: bool = False
    # "… for each [kind]": the amount said, once for each — counted as it resolves (608.2h)
    per: Callable[[Ctx], int] | None = None
    times: int = 1  # "twice X"

    def of(self, ctx: Ctx) -> int:
        if self.of_event:
            return (ctx.event.amount or 0) if ctx.event is not None else 0
        base = ctx.x * self.times if self.is_x else self.fixed
        return base * max(0, self.per(ctx)) if self.per is not None else base

    @property
    def text(self) -> str:
        x = {1: "X", 2: "twice X"}.get(self.times, f"{self.times} times X")
        return "that many" if self.of_event else x if self.is_x else str(self.fixed)


@kind("amount", f"(?:{_NUMBER}|(?:twice |three times )?X|that many|that much|another)")
def _amount(text: str) -> Amount:
    if text in ("that many", "that much"):
        return Amount(of_event=True)
    if text == "another":  # Yorvo: "put another +1/+1 counter on ~" — one more
        return Amount(1)
    if text.endswith("X") and text != "X":  # "You gain twice X life." (Sanguine Sacrament)
        return Amount(is_x=True, times=2 if text.startswith("twice") else 3)
    return Amount(is_x=True) if text == "X" else Amount(_number(text))


table("times", {"twice": 2, "three times": 3})


# -- mana (106, 107.4) ---------------------------------------------------------------------------
MANA_TYPES = "WUBRGC"
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
table("color", COLOR_WORDS)


@kind("mana", r"(?:\{[WUBRGC]\})+")
def _mana(text: str) -> str:
    """Mana symbols as the letters of the mana they stand for: ``{R}{G}`` → ``"RG"``."""
    return "".join(re.findall(r"\{([WUBRGC])\}", text))


@kind("mana_cost", r"(?:\{(?:\d+|[WUBRGCXS]|[WUBRG2]/[WUBRGP])\})+")
def _mana_cost(text: str) -> str:
    return text


@kind("mana_list", r"(?:\{[WUBRGC]\})+(?:, (?:\{[WUBRGC]\})+)*,? or (?:\{[WUBRGC]\})+")
def _mana_list(text: str) -> tuple[str, ...]:
    """"{R} or {G}", "{G}, {W}, or {U}", "{R}{R}, {R}{G}, or {G}{G}": one of these."""
    return tuple(_mana(p) for p in re.split(r",? or |, ", text) if p)


# -- counters (122) ------------------------------------------------------------------------------
@kind("counter", r"(?:[+-]\d+/[+-]\d+|[a-z]+)")
def _counter(text: str) -> str:
    if text in ("a", "an", "the", "of", "that", "those", "each"):
        raise NoMatch(text)
    if text in _UNREAD_KEYWORD_COUNTERS:  # 122.1b: it would give a keyword not implemented
        raise NoMatch(text, f"a {text} counter gives a keyword the explorer doesn't implement "
                            "yet (122.1b)")
    return text


_UNREAD_KEYWORD_COUNTERS = frozenset({"decayed", "exalted"})


@kind("pt", r"[+-]\d+/[+-]\d+")
def _pt(text: str) -> tuple[int, int]:
    p, t = text.split("/")
    return int(p), int(t)


# -- objects (109, 115) ---------------------------------------------------------------------------
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
_PLURALS = {"elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "werewolves": "Werewolf",
            "mercenaries": "Mercenary", "fungi": "Fungus", "allies": "Ally", "faeries": "Faerie",
            "zombies": "Zombie", "mice": "Mouse", "oxen": "Ox", "cyclopes": "Cyclops"}


def _singular(noun: str) -> str:
    if noun.lower() in _PLURALS:
        return _PLURALS[noun.lower()]
    if noun.endswith("ies") and noun[:1].isupper():
        return noun[:-3] + "y"
    if noun[:1].isupper() and noun.endswith(("xes", "ches", "shes", "sses", "uses")):
        return noun[:-2]  # Foxes, Sphinxes, Octopuses
    if noun.endswith("s") and not noun.endswith("ss") and noun not in ("Plains",):
        return noun[:-1]
    return noun


Test = Callable[["Kernel", str, "Obj"], bool]  # (game, "you", the object)
Count = Callable[["Kernel", "Obj"], int]  # how many, now, for an object ("for each …")


@dataclass(frozen=True)
class Objects:
    """A set of permanents described in words ("other Elf creatures you control"): ``test``
    decides for one object, seen from the player called "you" (the ability's controller)."""

    text: str
    test: Test
    other: bool = False  # "other …": not the source itself

    def of(self, game: Kernel, you: str, source: Obj | None) -> list[Obj]:
        return [o for o in game.state.battlefield
                if self.test(game, you, o) and not (self.other and source is not None
                                                    and o.oid == source.oid)]

    def count(self, game: Kernel, you: str, source: Obj | None) -> int:
        return len(self.of(game, you, source))


def _noun_test(word: str) -> Test:
    """One noun: a card type ("creature"), "permanent", or a subtype ("Elf", "Swamp")."""
    low = word.lower()
    if low in CARD_TYPES or low in ("instant", "sorcery"):  # (spells and cards: 304, 307)
        return lambda game, you, o: o.is_type(low.capitalize())
    if low == "permanent":  # 110.4: on the battlefield any; elsewhere ("permanent cards in
        return lambda game, you, o: o.card.is_permanent_card  # your graveyard") by card type
    if low == "card":  # "target card with mana value 4 or greater …": any
        return lambda game, you, o: True
    if word[:1].isupper() and is_subtype(word):  # 205.3: a subtype, never a name
        return lambda game, you, o: word in o.subtypes
    raise NoMatch(word)


_AFTER_BLOCKS = frozenset(("declare_blockers", "first_strike_damage", "combat_damage",
                          "end_of_combat"))


def _adjective_test(word: str) -> Test:
    low = word.lower()
    if low == "tapped":
        return lambda game, you, o: o.tapped
    if low == "untapped":
        return lambda game, you, o: not o.tapped
    if low == "attacking":
        return lambda game, you, o: bool(game.state.combat and o.oid in game.state.combat.attackers)
    if low == "blocking":
        return lambda game, you, o: bool(game.state.combat and o.oid in game.state.combat.blockers)
    if low == "unblocked":  # 509.1h: once blockers are declared, an attacker no one blocked
        return lambda game, you, o: bool(
            game.state.combat and o.oid in game.state.combat.attackers
            and o.oid not in game.state.combat.blocked and game.state.step in _AFTER_BLOCKS)
    if low == "blocked":  # an attacker that became blocked stays blocked (509.1h, 506.4)
        return lambda game, you, o: bool(game.state.combat and o.oid in game.state.combat.blocked)
    if low in ("equipped", "enchanted"):  # 301.5, 303.4: something of that kind is attached
        kind = "Equipment" if low == "equipped" else "Aura"
        return lambda game, you, o: any(a.attached_to == o.oid and kind in a.subtypes
                                        for a in game.state.battlefield)
    if low == "historic":  # 700.6: artifacts, legendaries and Sagas are historic
        return lambda game, you, o: (o.is_type("Artifact") or "Legendary" in o.card.supertypes
                                     or "Saga" in o.subtypes)
    if low == "legendary":
        return lambda game, you, o: "Legendary" in o.card.supertypes
    if low == "basic":
        return lambda game, you, o: "Basic" in o.card.supertypes
    if low == "snow":  # a supertype (205.4a)
        return lambda game, you, o: "Snow" in o.card.supertypes
    if low == "equipped":  # "equipped creatures you control": an Equipment is attached (301.5)
        return lambda game, you, o: any(a.attached_to == o.oid and "Equipment" in a.subtypes
                                        for a in game.state.battlefield)
    if low == "modified":
        return lambda game, you, o: is_modified(game, o)
    if low == "token":
        return lambda game, you, o: o.is_token
    if low == "nontoken":
        return lambda game, you, o: not o.is_token
    if low == "colorless":
        return lambda game, you, o: not o.colors
    if low == "colored":  # one or more colors (105.2)
        return lambda game, you, o: bool(o.colors)
    if low == "multicolored":
        return lambda game, you, o: len(o.colors) > 1
    if low == "monocolored":
        return lambda game, you, o: len(o.colors) == 1
    if low in COLOR_WORDS:
        return lambda game, you, o: COLOR_WORDS[low] in o.colors
    if low.startswith("non") and len(low) > 3:
        inner = _adjective_or_noun(word[3:].lstrip("-"))
        return lambda game, you, o: not inner(game, you, o)
    if low in CARD_TYPES or (word[:1].isupper() and is_subtype(word)):
        return _noun_test(word)  # "artifact creature", "Elf creature"
    raise NoMatch(word)


def is_modified(game: Kernel, obj: Obj) -> bool:
    """700.9: a permanent with a counter on it, equipped, or enchanted by an Aura its
    controller controls."""
    return any(n > 0 for n in obj.counters.values()) or any(
        a.attached_to == obj.oid and ("Equipment" in a.subtypes or (
            "Aura" in a.subtypes and a.controller == obj.controller))
        for a in game.state.battlefield)


def _adjective_or_noun(word: str) -> Test:
    try:
        return _adjective_test(word)
    except NoMatch:
        return _noun_test(word)


_CONTROLLERS: dict[str, Callable[[str, str], bool]] = {
    "you control": lambda you, ctl: ctl == you,
    "you don't control": lambda you, ctl: ctl != you,
    "an opponent controls": lambda you, ctl: ctl != you,
    "your opponents control": lambda you, ctl: ctl != you,
    "you control named ~": lambda you, ctl: ctl == you,  # the name is checked below
}


def _controlled(owns: Callable[[str, str], bool]) -> Test:
    def test(game: Kernel, you: str, obj: Obj) -> bool:
        return owns(you, obj.controller)

    return test


def _all(tests: list[Test]) -> Test:
    return lambda game, you, o: all(t(game, you, o) for t in tests)


def read_objects(text: str) -> Objects:
    """"creature", "other Elf creatures you control", "tapped lands your opponents control",
    "artifact or enchantment", "creature with flying", "creature an opponent controls"."""
    words = text
    other = False
    if words.startswith("other ") or words.startswith("another "):
        other, words = True, words.split(" ", 1)[1]
    tests: list[Test] = []
    m = re.fullmatch(r"(.+?) with the (greatest|highest|least|lowest) (power|toughness|"
                     r"mana value)", words)
    if m:  # "creature you control with the greatest power": none of those has more (tied too)
        words, among, stat = m.group(1), read_objects(m.group(1)), m.group(3)
        most = max if m.group(2) in ("greatest", "highest") else min
        tests.append(lambda game, you, o: stat_of(game, o, stat) == most(
            stat_of(game, p, stat) for p in game.state.battlefield
            if p.oid == o.oid or among.test(game, you, p)))
    m = re.fullmatch(r"(.+?) that (?:was|were) dealt damage this turn", words)
    if m:  # "target creature that was dealt damage this turn" (by any source, 120.3)
        words = m.group(1)
        tests.append(lambda game, you, o: game.state.turn in o.damaged_by.values())
    m = re.fullmatch(r"(.+?) that's an? (.+)", words)
    if m:  # Paladin Danse: "each creature you control that's an artifact or Human"
        words, kind_of = m.group(1), read_objects(m.group(2))
        tests.append(lambda game, you, o: kind_of.test(game, you, o))
    words, controlled = _strip_controller(words)  # "creature with defender you control"
    tests += controlled
    kw = (r"flying|reach|trample|deathtouch|lifelink|haste|vigilance|first strike|"
          r"double strike|menace|defender|hexproof|indestructible|decayed|flanking|"
          r"horsemanship|shadow|shroud|infect|wither|flash|toxic")
    m = re.fullmatch(rf"(.+?) with ({kw}) or ({kw})", words)
    if m:  # "creatures with flying or reach": either keyword
        either = (m.group(2).capitalize(), m.group(3).capitalize())
        words = m.group(1)
        tests.append(lambda game, you, o: any(keywords.has(game, o, k) for k in either))
    m = re.fullmatch(rf"(.+?) (with|without) ({kw})", words)
    if m:
        keyword, wanted = m.group(3).capitalize(), m.group(2) == "with"
        words = m.group(1)
        tests.append(lambda game, you, o: keywords.has(game, o, keyword) == wanted)
    m = re.fullmatch(r"(.+?) with (power|toughness|mana value) (\d+)(?: or (greater|less))?",
                     words)
    if m:  # "… with mana value 3 or less", "… with mana value 1" (exactly)
        what, n, how = m.group(2), int(m.group(3)), m.group(4)
        words = m.group(1)
        tests.append(lambda game, you, o: (stat_of(game, o, what) >= n) if how == "greater"
                     else (stat_of(game, o, what) <= n) if how == "less"
                     else stat_of(game, o, what) == n)
    m = re.fullmatch(r"(.+?) that's one or more colors", words)
    if m:  # Ugin's Construct: "a permanent that's one or more colors" — a colored one (105.2)
        words = m.group(1)
        tests.append(lambda game, you, o: bool(o.colors))
    m = re.fullmatch(r"(.+?) that (?:isn't|is not) an? ([A-Z][A-Za-z-]+)", words)
    if m:  # "each creature that isn't a Pirate"
        words, unwanted = m.group(1), _noun_test(m.group(2))
        tests.append(lambda game, you, o: not unwanted(game, you, o))
    m = re.fullmatch(r"(.+?) with no counters on (?:it|them)", words)
    if m:  # Heartless Act: "target creature with no counters on it"
        words = m.group(1)
        tests.append(lambda game, you, o: not any(o.counters.values()))
    m = re.fullmatch(r"(.+?) with (?:a counter|one or more counters|counters) on (?:it|them)",
                     words)
    if m:  # Yathan Tombguard: "a creature you control with a counter on it" — of any kind (122.1)
        words = m.group(1)
        tests.append(lambda game, you, o: any(o.counters.values()))
    m = re.fullmatch(r"(.+?) with (?:an? (\+1/\+1|-1/-1|[a-z]+) counter on it|"
                     r"(\+1/\+1|-1/-1|[a-z]+) counters on them)", words)
    if m:
        counter = m.group(2) or m.group(3)
        words = m.group(1)
        tests.append(lambda game, you, o: o.counters.get(counter, 0) > 0)
    if words.endswith(" the monarch controls"):  # 724: whoever is the monarch as it's asked
        words = words.removesuffix(" the monarch controls")
        tests.append(lambda game, you, o: o.controller == game.state.monarch)
    if not controlled:  # "creature you control with a +1/+1 counter on it"
        words, controlled = _strip_controller(words)
        tests += controlled
    m = re.fullmatch(r"([A-Za-z]+(?:, [A-Za-z]+)*),? (?:and|and/or) ([A-Za-z]+)", words)
    if m:  # "artifacts and enchantments", "artifacts, creatures, and lands", "Rabbits, Bats,
        # Birds, and/or Mice": every permanent of any of those kinds
        words = f"{m.group(1)} or {m.group(2)}"
    if " and/or " in words:
        # "tapped artifacts and/or creatures": either kind, the words before the first noun
        # said of both ("tapped artifacts or tapped creatures").
        first, second = words.split(" and/or ", 1)
        adjectives = first.split()[:-1]
        words = f"{first} or {' '.join([*adjectives, second])}"
    alternatives = re.split(r",? or (?:an? )?|, (?:an? )?", words)
    if len(alternatives) > 1:
        # "artifact or enchantment", "Mountain or a Forest": each alternative is a noun phrase.
        options = [_words_test(a.split()) for a in alternatives]
        tests.append(lambda game, you, o: any(t(game, you, o) for t in options))
    else:
        tests.append(_words_test(words.split()))
    return Objects(text, _all(tests), other)


def _strip_controller(words: str) -> tuple[str, list[Test]]:
    """"… you control", "… your opponents control": the words before, and the test. "… you
    control but don't own": controlled by you, owned by another player (108.3, 108.4)."""
    if words.endswith(" you control but don't own"):
        return words.removesuffix(" you control but don't own"), [
            lambda game, you, o: o.controller == you and o.owner != you]
    if words.endswith(" you own") and not words.endswith(" cards you own"):
        # "Exile target creature you own, …": whoever controls it (108.3)
        return words.removesuffix(" you own"), [lambda game, you, o: o.owner == you]
    for phrase in sorted(_CONTROLLERS, key=len, reverse=True):
        if words.endswith(" " + phrase):
            return words[:-len(phrase) - 1], [_controlled(_CONTROLLERS[phrase])]
    return words, []


def stat_of(game: Kernel, obj: Obj, what: str) -> int:
    from ..rules import layers  # P/T as the rules see them now (613)

    if what == "power":
        return layers.power(game, obj)
    if what == "toughness":
        return layers.toughness(game, obj)
    return mana_value(game, obj)


def mana_value(game: Kernel, obj: Obj) -> int:
    """202.3e: an {X} in the mana cost counts as 0, except for a spell on the stack, where it is
    the value announced for it (Spell Blast: "Counter target spell with mana value X")."""
    item = game.state.spell_on_stack(obj.oid)
    if item is None or "{X}" not in obj.card.mana_cost:
        return int(obj.card.cmc)
    return int(obj.card.cmc) + item.x * obj.card.mana_cost.count("{X}")


def _words_test(words: list[str]) -> Test:
    if not words:
        raise NoMatch("")
    joined = " ".join(words)
    if "Time Lord" in joined:  # 205.3m: the one creature type of two words
        words = [w.replace("Time_Lord", "Time Lord")
                 for w in joined.replace("Time Lord", "Time_Lord").split()]
    *adjectives, noun = words
    if _singular(noun) == "token":  # "creature tokens you control", "tokens you control": the
        # kind of permanent, and that it is a token (111.1)
        adjectives, noun = ["token", *adjectives[:-1]], (adjectives[-1] if adjectives
                                                         else "permanent")
    if not adjectives:  # "a noncreature spell", "a legendary spell": the noun is the spell's
        try:
            return _noun_test(_singular(noun))
        except NoMatch:
            return _adjective_test(noun)
    noun = _singular(noun)
    tests = [_noun_test(noun)] + [_adjective_test(a) for a in adjectives]
    return _all(tests)


@kind("objects")
def _objects(text: str) -> Objects:
    return read_objects(text)


# -- what a count counts ("for each …", "equal to …") ------------------------------------------
@kind("count_of")
def _count_of(text: str) -> Count:
    """"creature you control", "Elf you control", "enchantment you control", "tapped land your
    opponents control", "charge counter on ~", "black creature card in your graveyard",
    "artifact you control named ~"."""
    counter = _counter_on_this(text)
    if counter is not None:
        return counter
    if text in ("time it was kicked", "time ~ was kicked"):  # multikicker (702.33c, 702.33d)
        return lambda game, obj: multikicker.times_kicked(obj)
    if text in ("creature blocking it beyond the first", "creature blocking ~ beyond the first"):
        return rampage.beyond_the_first  # 702.23a
    if text in ("creature blocking it", "creature blocking ~"):  # 509.1
        return rampage.blocking
    if text in ("opponent you attacked this combat",
                "opponent you attacked with a creature this combat"):  # melee (702.121a)
        return melee.opponents_attacked
    # "artifacts and enchantments your opponents control": permanents of either kind
    text = re.sub(r"^([a-z]+s) and ([a-z]+s) ", r"\1 or \2 ", text)
    # "other Squirrels, Bats, Lizards, and Rats you control": permanents of any of those
    # subtypes (205.3), as "other Squirrel, Bat, Lizard, or Rat you control" reads them
    listed = re.fullmatch(r"(other )?((?:[A-Z][a-z]+, )+)and ([A-Z][a-z]+) (.+)", text)
    if listed:
        kinds = [_singular(k.strip()) for k in listed.group(2).split(",") if k.strip()]
        kinds.append(_singular(listed.group(3)))
        text = (f"{listed.group(1) or ''}{', '.join(kinds[:-1])}, or {kinds[-1]} "
                f"{listed.group(4)}")
    different = re.fullmatch(r"different (power|toughness|mana value) among (.+)", text)
    if different:  # Selvala, Eager Trailblazer: "for each different power among creatures you
        # control"
        stat, compared = different.group(1), read_objects(different.group(2))
        return lambda game, obj: len({stat_of(game, o, stat)
                                      for o in compared.of(game, obj.controller, obj)})
    m = re.fullmatch(r"the sacrificed creature's (mana value|power|toughness)", text)
    if m:
        stat = m.group(1)
        return lambda game, obj: sacrificed(game, obj, stat)
    if " plus the number of " in text:  # "Elves you control plus the number of Elf cards …"
        first, second = (_count_of(part) for part in text.split(" plus the number of ", 1))
        return lambda game, obj: first(game, obj) + second(game, obj)
    counted = re.fullmatch(r"(?:(\+1/\+1|-1/-1|[a-z]+) )?counters (?:among|on) (.+)", text)
    if counted and counted.group(2) != "~":  # "counters among creatures you control" (122.1)
        kind_of, holders = counted.group(1), read_objects(counted.group(2))
        return lambda game, obj: sum(
            n for o in holders.of(game, obj.controller, obj)
            for k, n in o.counters.items() if kind_of is None or k == kind_of)
    among = re.fullmatch(r"color among (.+)", text)
    if among:  # "color among permanents you control", "… among Allies you control" (105.2)
        colored = read_objects(among.group(1))
        return lambda game, obj: len({c for o in colored.of(game, obj.controller, obj)
                                      for c in o.colors})
    if text in ("basic land type among lands you control",
                "basic land types among lands you control"):  # domain (Nael: "the number of …")
        return lambda game, obj: len({t for o in game.state.permanents(obj.controller)
                                      if o.is_type("Land") for t in o.subtypes
                                      if t in ("Plains", "Island", "Swamp", "Mountain",
                                               "Forest")})
    if text in ("creature in your party", "creatures in your party"):  # 700.8
        return lambda game, obj: party_size(game, obj.controller)
    if text == "card in your hand":  # Inner Fire: counted as it resolves (608.2h)
        return lambda game, obj: len(game.state.player(obj.controller).hand)
    if text in ("card in your library", "cards in your library"):
        return lambda game, obj: len(game.state.player(obj.controller).library)
    named_in = re.fullmatch(r"cards? named ~ in (your|each) graveyard", text)
    if named_in:
        each = named_in.group(1) == "each"
        return lambda game, obj: sum(
            1 for p in game.state.players if each or p.name == obj.controller
            for c in p.graveyard if c.name == obj.name)
    for where, whose in _GRAVEYARDS.items():  # 404: whose graveyards are counted
        if text.endswith(where):
            return _cards_in_graveyard(text.removesuffix(where), whose)
    if text in ("opponent you have", "opponents you have"):  # 102.2: those in the game
        return lambda game, obj: len(game.state.opponents(obj.controller))
    on_battlefield = text.endswith(" on the battlefield")
    text = text.removesuffix(" on the battlefield")
    chosen = " of the chosen type" in f"{text} " or " of the chosen creature type" in f"{text} "
    if chosen:  # "permanent of the chosen type you control": the source's choice (614.12a,
        # 608.2d: made as it entered, or as the spell resolved)
        text = text.replace(" of the chosen creature type", "").replace(" of the chosen type", "")
    named_other = re.fullmatch(r"(.+) named ([A-Z][^,]*)", text)
    if named_other and named_other.group(2) != "~":
        # Walker of the Wastes: "for each land you control named Wastes" — another card's
        # name (201.2)
        name = named_other.group(2)
        _count_of(named_other.group(1))  # the words must say whose permanents are counted
        kind_of = read_objects(named_other.group(1).removesuffix(" on the battlefield"))
        return lambda game, obj: sum(
            1 for o in kind_of.of(game, obj.controller, obj) if o.name == name)
    named = text.endswith(" named ~")
    objects = read_objects(text.removesuffix(" named ~").replace(" named ~ ", " "))
    # Whose permanents are counted must be said ("creature you control with a +1/+1 counter
    # on it"), or "on the battlefield" — or they are the creatures in combat ("for each other
    # attacking creature", 506.4), whoever controls them.
    if not on_battlefield and not any(f" {c}" in f" {text} " for c in (
            "you control ", "your opponents control ", "an opponent controls ")) \
            and not re.search(r"\b(?:attacking|blocking)\b", text):
        raise NoMatch(text)

    def count(game: Kernel, obj: Obj) -> int:
        found = objects.of(game, obj.controller, obj)
        kind = obj.choices.get("creature_type") if chosen else None
        return sum(1 for o in found if (not named or o.name == obj.name)
                   and (not chosen or kind in o.subtypes))

    return count


table("stat", {"mana value": "mana value", "power": "power", "toughness": "toughness"})

PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(game: Kernel, player: str) -> int:
    """A player's party (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard
    among the creatures they control, each creature counted once, in whichever role makes the
    party largest — a Cleric Rogue fills one place, not two (a matching of creatures to roles,
    found by trying to reseat each creature already placed)."""
    creatures = [o for o in game.state.permanents(player) if o.is_creature]
    seated: dict[str, int] = {}  # role -> index of the creature filling it

    def seat(k: int, tried: set[str]) -> bool:
        for role in PARTY_ROLES:
            if role in creatures[k].subtypes and role not in tried:
                tried.add(role)
                if role not in seated or seat(seated[role], tried):
                    seated[role] = k
                    return True
        return False

    return sum(1 for k in range(len(creatures)) if seat(k, set()))


def sacrificed(game: Kernel, spell: Obj | None, stat: str) -> int:
    """A stat of what the spell's additional cost sacrificed, as it last existed (608.2h);
    0 if nothing was."""
    gone = spell.sacrificed if spell is not None else None
    return stat_of(game, gone, stat) if gone is not None else 0


def _counter_on_this(text: str) -> Count | None:
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[a-z]+) counters? on (?:~|it)", text)
    if m:
        counter = m.group(1)
        return lambda game, obj: obj.counters.get(counter, 0)
    return None


# "… in your graveyard", "… in all graveyards": whose graveyards a count looks in, from the
# player called "you" and a player.
_GRAVEYARDS: dict[str, Callable[[str, str], bool]] = {
    " in your graveyard": lambda you, p: p == you,
    " in all graveyards": lambda you, p: True,
    " in each graveyard": lambda you, p: True,
    " in your opponents' graveyards": lambda you, p: p != you,
    " in an opponent's graveyard": lambda you, p: p != you,
}


def _cards_in_graveyard(text: str, whose: Callable[[str, str], bool]) -> Count:
    words = text.split()
    if words[-1:] == ["cards"]:  # "the number of Elf cards in your graveyard"
        words[-1] = "card"

    def cards(game: Kernel, you: str) -> list[Obj]:
        return [c for p in game.state.players if whose(you, p.name) for c in p.graveyard]

    if words[-2:] == ["creature", "card"] and all(c in COLOR_WORDS for c in words[:-2]):
        colors = words[:-2]
        wanted = [COLOR_WORDS[c] for c in colors]
        return lambda game, obj: sum(
            1 for c in cards(game, obj.controller)
            if c.card.is_type("Creature") and all(w in c.colors for w in wanted))
    if words == ["card"]:  # "for each card in your graveyard": every one
        return lambda game, obj: len(cards(game, obj.controller))
    if words[-1:] == ["card"] and len(words) > 1:
        # "instant and sorcery card": a card of either kind (Tolarian Terror)
        objects = read_objects(" ".join(words[:-1]).replace(" and ", " or "))
        return lambda game, obj: sum(
            1 for c in cards(game, obj.controller) if objects.test(game, obj.controller, c))
    raise NoMatch(text)


@kind("devotion", r"your devotion to (?:white|blue|black|red|green)"
                  r"(?: and (?:white|blue|black|red|green))?")
def _devotion(text: str) -> Count:
    """700.5: the mana symbols of that color in the mana costs of permanents you control;
    "your devotion to white and blue": each symbol that is either, a hybrid {W/U} once
    (700.5a)."""
    colors = {COLOR_WORDS[w] for w in text.removeprefix("your devotion to ").split(" and ")}

    def devotion(game: Kernel, obj: Obj) -> int:
        return sum(1 for o in game.state.permanents(obj.controller)
                   for symbol in re.findall(r"\{([^}]+)\}", o.card.mana_cost)
                   if colors & set(symbol.split("/")))

    return devotion


# -- targets (115) --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Targets:
    """A "target" phrase: what each target may be, how many, and whether fewer may be chosen
    ("up to two target creatures": a variable number of targets, 601.2c)."""

    spec: TargetSpec
    count: int = 1
    up_to: bool = False
    # "each creature target player controls": what the effect then finds from the chosen
    # targets (the creatures they control), rather than the targets themselves.
    then: Callable[[Ctx, list[Target]], list[Target]] | None = None
    least: int | None = None  # how many must be chosen, where it isn't all or none

    @property
    def required(self) -> int:
        """How many of the targets must be chosen (601.2c): both of "two target artifacts",
        none of "up to two target creatures", the first of "one or two target creatures"."""
        if self.least is not None:
            return self.least
        return 0 if self.up_to else self.count


def _is_player(game: Kernel, t: Target) -> bool:
    return isinstance(t, str)


def _object_spec(objects: Objects) -> Callable[[Kernel, str, Target], bool]:
    def allows(game: Kernel, chooser: str, t: Target) -> bool:
        if isinstance(t, str):
            return False
        obj = game.state.find(t)
        return obj is not None and objects.test(game, chooser, obj)

    return allows


def _spell_spec(words: str, quality: str = "") -> TargetSpec:
    """"target spell", "target creature spell", "target instant or sorcery spell": a spell on
    the stack, its card's characteristics tested (an ability on the stack is no spell).
    ``quality``: "with mana value 4 or greater" (Disdainful Stroke), said of the spell."""
    objects = (read_objects(f"{words or 'card'} {quality}") if quality
               else read_objects(words) if words else None)

    def allows(game: Kernel, chooser: str, t: Target) -> bool:
        item = game.state.spell_on_stack(t) if isinstance(t, int) else None
        return item is not None and item.card is not None and (
            objects is None or objects.test(game, chooser, item.card))

    article = "an" if words[:1].lower() in "aeiou" else "a"
    said = f"{article} {words} spell" if words else "a spell"
    return TargetSpec(f"{said} {quality}" if quality else said, allows, zone="stack")


def _targeting(spec: TargetSpec, words: str) -> TargetSpec:
    """"target spell that targets you or a creature you control": a spell one of whose targets
    is one of these (115.1, its targets chosen as it was cast, 601.2c)."""
    tests: list[Callable[[Kernel, str, Target], bool]] = []
    for part in re.split(r",? or ", words):
        if part == "you":
            tests.append(lambda game, chooser, t: t == chooser)
            continue
        m = re.fullmatch(r"an? (.+)", part)
        if m is None:
            raise NoMatch(words)
        tests.append(_is_object(read_objects(m.group(1))))
    allows = spec.allows

    def targeting(game: Kernel, chooser: str, t: Target) -> bool:
        item = game.state.spell_on_stack(t) if isinstance(t, int) else None
        return item is not None and allows(game, chooser, t) and any(
            test(game, chooser, chosen) for chosen in item.targets if chosen is not None
            for test in tests)

    return replace(spec, text=f"{spec.text} that targets {words}", allows=targeting)


def _is_object(objects: Objects) -> Callable[[Kernel, str, Target], bool]:
    def test(game: Kernel, chooser: str, t: Target) -> bool:
        obj = game.state.find(t) if isinstance(t, int) else None
        return obj is not None and objects.test(game, chooser, obj)

    return test


def _any_target(game: Kernel, chooser: str, t: Target) -> bool:
    """115.4: a creature, a player, a planeswalker or a battle."""
    if isinstance(t, str):
        return True
    obj = game.state.find(t)
    return obj is not None and any(obj.is_type(k) for k in ("Creature", "Planeswalker", "Battle"))


def _a_player(game: Kernel, chooser: str, t: Target) -> bool:
    return isinstance(t, str)


def _an_opponent(game: Kernel, chooser: str, t: Target) -> bool:
    return isinstance(t, str) and t != chooser


def _opponent_or_planeswalker(game: Kernel, chooser: str, t: Target) -> bool:
    return _an_opponent(game, chooser, t) if isinstance(t, str) else \
        _player_or_planeswalker(game, chooser, t)


def _player_or_planeswalker(game: Kernel, chooser: str, t: Target) -> bool:
    if isinstance(t, str):
        return True
    obj = game.state.find(t)
    return obj is not None and obj.is_type("Planeswalker")


def _creature_or_player(game: Kernel, chooser: str, t: Target) -> bool:
    if isinstance(t, str):
        return True
    obj = game.state.find(t)
    return obj is not None and obj.is_creature


_PLAYER_SPECS: dict[str, TargetSpec] = {
    "any target": TargetSpec("any target (a creature, player, planeswalker or battle)",
                             _any_target),
    "target player": TargetSpec("a player", _a_player),
    "target players": TargetSpec("a player", _a_player),  # "any number of target players"
    "target opponent": TargetSpec("an opponent", _an_opponent),
    "target player or planeswalker": TargetSpec("a player or planeswalker",
                                                _player_or_planeswalker),
    "target opponent or planeswalker": TargetSpec("an opponent or planeswalker",
                                                  _opponent_or_planeswalker),
    "target creature or player": TargetSpec("a creature or player", _creature_or_player),
}


def _graveyard_spec(what: str, whose: str) -> TargetSpec:
    """"target creature card from your graveyard", "target card from a graveyard": a card in a
    graveyard (115.1); ``what`` empty for any card."""
    from ..rules.targets import in_graveyard

    words = what.strip()
    if words.startswith("with "):  # "target card with mana value 4 or greater": any card
        words = "permanent " + words  # (the noun "permanent" tests nothing but the rest)
    objects = read_objects(words) if words else None

    def allows(game: Kernel, chooser: str, t: Target) -> bool:
        card = in_graveyard(game, t) if isinstance(t, int) else None
        if card is None or (objects is not None and not objects.test(game, chooser, card)):
            return False
        return {"your": card.owner == chooser, "a": True,
                "an opponent's": card.owner != chooser}[whose]

    where = {"your": "your graveyard", "a": "a graveyard",
             "an opponent's": "an opponent's graveyard"}[whose]
    noun, with_, quality = what.partition(" with ")  # "creature card with mana value 1"
    card = (what if what.startswith("card ") else f"{noun} card{with_}{quality}" if what
            else "card")
    article = "an" if card[:1].lower() in "aeiou" else "a"
    return TargetSpec(f"{article} {card} in {where}", allows, zone="graveyard")


# "one or two target creatures", "one, two, or three targets": at least one, at most N (601.2c)
_ONE_TO_N = {"one or two ": 2, "one, two, or three ": 3, "one, two or three ": 3,
             "one, two, three, or four ": 4}


_X_MANY = 20  # the target slots of "X target creatures": X can't usefully be more


@kind("target", r"(?:up to (?:one|two|three|four|five) |any number of |each of (?:up to )?"
                r"|(?:up to )?(?:twice )?X "
                r"(?:two|three) |one or two |one, two,? or three |one, two, three, or four |"
                r"(?:one|two|three) )?(?:other |another )?targets?\b.*?|any target")
def _target(text: str) -> Targets:
    count, up_to = 1, False
    m = re.match(r"(up to )?(twice )?X (?=(?:other |another )?targets? )", text)
    if m:  # "X target artifacts", "up to twice X target cards": as many as the spell's X says
        found = _target(text[m.end():])
        if found.count != 1 or found.then is not None:
            raise NoMatch(text)
        times, fewer = (2 if m.group(2) else 1), bool(m.group(1))
        return Targets(replace(found.spec, text=f"{m.group(0)}{found.spec.text}",
                               x_many=(times, fewer)), _X_MANY, up_to=True)
    for words, most in _ONE_TO_N.items():
        if text.startswith(words):  # the first target required, the others optional
            found = _target(text.removeprefix(words))
            return replace(found, count=most, up_to=False, least=1)
    m = re.match(r"(up to |each of up to |any number of |each of )?(one |two |three |four |five )?",
                 text)
    if m and m.group(0):
        up_to = bool(m.group(1)) and m.group(1) != "each of "
        count = NUMBER_WORDS[m.group(2).strip()] if m.group(2) else (20 if up_to else 1)
        text = text[m.end():]
    if text in _PLAYER_SPECS:
        return Targets(_PLAYER_SPECS[text], count, up_to)
    if text.startswith("target ") and text.endswith(" other than ~"):
        # "target creature other than ~" (Faceless Butcher): said in older words for "another
        # target creature" — any but the object the ability is on.
        found = _target("another " + text.removesuffix(" other than ~"))
        return replace(found, count=count, up_to=up_to)
    m = re.fullmatch(r"targets? (?:(.+?) )?spells?(?: (with (?:power|toughness|mana value) .+))?"
                     r"(?: that targets (.+))?", text)
    if m:  # a spell on the stack (115.1): "target spell", "target noncreature spell", "target
        # spell with mana value 4 or greater", "… with mana value X" (a spell's X, 601.2b),
        # "… that targets a creature you control"
        _, of_x, x_words = with_x(f"spell {m.group(2)}") if m.group(2) else ("", None, "")
        spec = _spell_spec(m.group(1) or "", (m.group(2) or "") if of_x is None else "")
        if of_x is not None:
            spec = replace(spec, text=spec.text + x_words, of_x=of_x)
        if m.group(3):
            spec = _targeting(spec, m.group(3))
        return Targets(spec, count, up_to)
    m = re.fullmatch(r"(another )?targets? (?:(.+?) )?cards?( with .+?)? (?:from|in) "
                     r"(?:(your|a|an opponent's|a single) graveyard|graveyards)", text)
    if m:  # "another target creature card …": not the card of the ability's source (115.2)
        what = ((m.group(2) or "") + (m.group(3) or "")).strip()
        what, of_x, x_words = with_x(what)  # "… card with mana value X or less" (107.3)
        single = m.group(4) == "a single"  # all of the word's cards in one graveyard
        spec = _graveyard_spec(f"card {what}" if what.startswith("with ") else what,
                               "a" if single else m.group(4) or "a")  # "from graveyards": any
        if single:
            spec = replace(spec, text=spec.text.replace("in a graveyard", "in a single graveyard"),
                           one_graveyard=True)
        if of_x is not None:
            spec = replace(spec, text=spec.text.replace(" in ", x_words + " in ", 1),
                           of_x=of_x)
        if m.group(1):
            spec = replace(spec, text=spec.text.replace("a ", "another ", 1)
                           .replace("an ", "another ", 1), other=True)
        return Targets(spec, count, up_to)
    if text.endswith(" defending player controls"):  # the player the source attacks (506.2)
        found = _target(text.removesuffix(" defending player controls"))
        return replace(found, spec=replace(found.spec, text=f"{found.spec.text} defending "
                                                            "player controls",
                                           than_source=_controlled_by_its_defender))
    if text.endswith(" that player controls"):  # a triggered ability's: the event's player
        found = _target(text.removesuffix(" that player controls"))
        return replace(found, spec=replace(found.spec, text=f"{found.spec.text} that player "
                                                            "controls",
                                           of_event=_controlled_by_event_player))
    m = re.fullmatch(r"(other |another )?targets? (.+)", text)
    if not m:
        raise NoMatch(text)
    words, than = m.group(2), None
    words, of_x, x_words = with_x(words)
    rel = re.fullmatch(r"(.+?) with (power|toughness) less than ~'s (power|toughness)", words)
    if rel:  # mentor's "with power less than this creature's power" (702.134a)
        words, than = rel.group(1), _less_than_source(rel.group(2), rel.group(3))
    objects = read_objects(("other " if m.group(1) else "") + words)
    noun = " ".join(_singular(w) if w.lower().rstrip("s") in CARD_TYPES + ("permanent",)
                    or w[:1].isupper() else w for w in objects.text.split())
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    text = "another " + noun.removeprefix("other ") if objects.other else f"{article} {noun}"
    if rel:
        text += f" with {rel.group(2)} less than this one's {rel.group(3)}"
    return Targets(TargetSpec(text + x_words, _object_spec(objects), other=objects.other,
                              than_source=than, of_x=of_x), count, up_to)


XTest = Callable[["Kernel", "Obj", int], bool]  # (game, the object, X)


def with_x(words: str, *, chosen: bool = False) -> tuple[str, XTest | None, str]:
    """"creature with mana value X", "creatures with toughness X or less": the words without
    the X, a test of an object against the X of the spell or ability (107.3), and the words
    said of X; the words and None if they don't name X."""
    m = re.fullmatch(r"(.+?) with (power|toughness|mana value) X(?: or (greater|less))?", words)
    if m is None:  # Expel the Interlopers: "with power greater than or equal to the chosen
        # number" — the number the spell's instruction chose (608.2d), in place of X
        number = "(?:X|the chosen number)" if chosen else "X"
        m = re.fullmatch(r"(.+?) with (power|toughness|mana value) (greater|less) than or equal "
                         rf"to {number}", words)
    if m is None:
        return words, None, ""
    stat, how = m.group(2), m.group(3)

    def test(game: Kernel, obj: Obj, x: int) -> bool:
        value = stat_of(game, obj, stat)
        return value >= x if how == "greater" else value <= x if how == "less" else value == x

    return m.group(1), test, words[len(m.group(1)):]


def _less_than_source(stat: str, theirs: str) -> Callable[[Kernel, Obj, Obj], bool]:
    """The candidate's power (or toughness) is less than the source's, both as the rules see
    them now (613) — the source's as it last existed if it left the battlefield."""

    def less(game: Kernel, source: Obj, obj: Obj) -> bool:
        return stat_of(game, obj, stat) < stat_of(game, source, theirs)

    return less


def _controlled_by_its_defender(game: Kernel, source: Obj, obj: Obj) -> bool:
    """"target creature defending player controls": controlled by the player the ability's
    source is attacking (506.2) — as targets are chosen and as it resolves. Said by a spell or
    by a source that isn't attacking (Yare), a defending player is one being attacked — in a
    two-player game, the nonactive player, during combat (506.2)."""
    combat = game.state.combat
    if combat is None:
        return False
    if source.oid in combat.attackers:
        return combat.attackers[source.oid] == obj.controller
    if obj.controller == game.state.active:
        return False
    return (obj.controller in combat.attackers.values()
            or len(game.state.in_game()) == 2)


def _controlled_by_event_player(game: Kernel, event: Event | None, t: Target) -> bool:
    """"target creature that player controls": the player the trigger event is about (Garland,
    Royal Kidnapper's new monarch) controls it — as it is chosen, and as it resolves."""
    obj = game.state.find(t) if isinstance(t, int) else None
    return obj is not None and event is not None and obj.controller == event.player


# -- who: players and objects an effect names without targeting them -------------------------------
@dataclass(frozen=True)
class Who:
    """Players or objects named without "target" ("you", "each opponent", "each creature you
    control", "~"): found as the effect happens."""

    text: str
    find: Callable[[Ctx], list[Target]]


@dataclass(frozen=True)
class OfThatPlayer:
    """"each creature that player controls": found once the ability's reading knows who "that
    player" is (``Scope.find``) — the player the trigger is about, or the one named just before
    ("target player and … each creature that player controls")."""

    objects: Objects

    def __call__(self, ctx: Ctx) -> list[Target]:
        raise AssertionError("bound by Scope.find")


def _event_player(ctx: Ctx) -> list[Target]:
    """The player the trigger event is about; at "the beginning of each player's upkeep", the
    player whose step it is (the active player, 102.1)."""
    event = ctx.event
    if event is not None and event.kind is K.STEP_BEGAN:
        return [event.active] if event.active else []
    return [event.player] if event is not None and event.player else []


def _source(ctx: Ctx) -> list[Target]:
    src = ctx.source
    return [src.oid] if src is not None and ctx.game.state.find(src.oid) is not None else []


def _you(ctx: Ctx) -> list[Target]:
    return [ctx.controller]


def event_creature(ctx: Ctx) -> list[Target]:
    """"That creature": the one the trigger event is about — the attacker or blocker declared,
    the creature that entered; one the event took off the battlefield as it last existed
    (603.10a), which only what reads its characteristics finds (``last_known``)."""
    event = ctx.event
    handle = (event.permanent if isinstance(event, CombatEvent)
              else event.target if isinstance(event, ZoneEvent) else None)
    if not handle:
        return []
    obj = ctx.game.state.find_handle(handle)
    if obj is None:  # the latest to leave with that id (a card keeps it from zone to zone)
        obj = next((o for o in reversed(ctx.game.last_known.values()) if o.handle == handle),
                   None)
    return [obj.oid] if obj is not None else []


def last_known(ctx: Ctx, target: Target) -> Obj | None:
    """The object ``target`` names, to read its characteristics (608.2h): as it is now if it
    is still on the battlefield (or in another zone it was looked for in), else as it last
    existed on the battlefield — the ability's source too (113.7a)."""
    if not isinstance(target, int):
        return None
    game = ctx.game
    found = game.state.find(target) or game.last_known.get(target)
    if found is None and ctx.source is not None and ctx.source.oid == target:
        found = ctx.source
    return found if found is not None else game.state.find_anywhere(target)


def _event_creatures_controller(ctx: Ctx) -> list[Target]:
    found = [last_known(ctx, t) for t in event_creature(ctx)]
    return [o.controller for o in found if o is not None]


def _attacked_by_event_creature(ctx: Ctx) -> list[Target]:
    """Hellrider's "the player or planeswalker it's attacking": what the attacking creature the
    trigger event is about attacks (506.2)."""
    combat = ctx.game.state.combat
    found = [ctx.game.state.find(t) for t in event_creature(ctx) if isinstance(t, int)]
    return [combat.planeswalkers.get(o.oid, combat.attackers[o.oid]) for o in found
            if o is not None and combat is not None and o.oid in combat.attackers]


def _opponents_and_their(kinds: tuple[str, ...]) -> Callable[[Ctx], list[Target]]:
    """"each opponent and each creature and planeswalker they control" (Goblin Chainwhirler)."""

    def find(ctx: Ctx) -> list[Target]:
        foes = [p.name for p in ctx.game.state.opponents(ctx.controller)]
        return [*foes, *(o.oid for o in ctx.game.state.battlefield
                         if o.controller in foes and any(o.is_type(k) for k in kinds))]

    return find


def _attached_to(ctx: Ctx) -> list[Target]:
    """"Enchanted creature", "equipped creature": what the source is attached to (301.5,
    303.4)."""
    source = ctx.source
    host = (ctx.game.state.find(source.attached_to)
            if source is not None and source.attached_to is not None else None)
    return [host.oid] if host is not None else []


def _defending_player(ctx: Ctx) -> list[Target]:
    """506.2: the player the source is attacking."""
    combat = ctx.game.state.combat
    attacked = (combat.attackers.get(ctx.source.oid) if combat is not None
                and ctx.source is not None else None)
    return [attacked] if attacked is not None else []


def _each_opponent(ctx: Ctx) -> list[Target]:
    return [p.name for p in ctx.game.state.opponents(ctx.controller)]


def _poisoned(text: str, opponents: bool, n: int) -> Who:
    """"each opponent with three or more poison counters": those players (122.1f) as the
    effect happens — one who has fewer then isn't affected."""

    def find(ctx: Ctx) -> list[Target]:
        state = ctx.game.state
        players = state.opponents(ctx.controller) if opponents else state.in_game()
        return [p.name for p in players if p.poison >= n]

    return Who(text, find)


def _each_player(ctx: Ctx) -> list[Target]:
    return [p.name for p in ctx.game.state.in_game()]


_WHO: dict[str, Callable[[Ctx], list[Target]]] = {
    "you": _you,
    "each opponent": _each_opponent,
    "each player": _each_player,
    "that player": _event_player,
    "that creature": event_creature,
    "defending player": _defending_player,
    "that creature's controller": _event_creatures_controller,
    "enchanted creature": _attached_to,
    "enchanted land": _attached_to,
    "enchanted permanent": _attached_to,
    "equipped creature": _attached_to,
    "the defending player": _defending_player,
    "~": _source,
    "it": _source,
    "the player or planeswalker it's attacking": _attacked_by_event_creature,
    "each opponent and each creature and planeswalker they control":
        _opponents_and_their(("Creature", "Planeswalker")),
    "each opponent and each creature they control": _opponents_and_their(("Creature",)),
}


def unbound(ctx: Ctx) -> list[Target]:
    """A referent ("that permanent card") with nothing earlier in the ability to refer to: the
    compiler refuses such a sentence (see Scope.find), so this is never called."""
    raise AssertionError("a referent without an antecedent")


def read_who(text: str) -> Targets | Who:
    """A player or object phrase: a target phrase (Targets), or one found on resolution."""
    from .scope import CONTROLLER_REFERENTS, REFERENTS

    if text in _WHO:
        return Who(text, _WHO[text])
    m = re.fullmatch(r"each (opponent|player) with (\w+) or more poison counters", text)
    if m and m.group(2) in NUMBER_WORDS:  # Phyrexian Atlas (corrupted): counted on resolution
        return _poisoned(text, m.group(1) == "opponent", NUMBER_WORDS[m.group(2)])
    if text in REFERENTS or text in CONTROLLER_REFERENTS:
        return Who(text, unbound)
    m = re.fullmatch(r"(?:each|all) (.+?) not chosen this way", text)
    if m:  # Consuming Tide: "Return all nonland permanents not chosen this way …" (608.2c)
        return _not_chosen(text, read_objects(m.group(1)))
    m = re.fullmatch(r"the chosen (.+)", text)
    if m and is_plural(m.group(1)):  # "the chosen permanents": as they are now
        kinds = read_objects(m.group(1))
        return Who(text, lambda ctx: [o.oid for o in _chosen_permanents(ctx)
                                      if kinds.test(ctx.game, ctx.controller, o)])
    m = re.fullmatch(r"(target .+?) and all other (.+?) with the same name as that "
                     r"(?:creature|enchantment|artifact|land|permanent)", text)
    if m:  # Echoing Courage, Echoing Calm
        return _and_same_name(m.group(1), m.group(2))
    m = re.fullmatch(r"(target .+?) and all (Equipment|Auras) attached to (?:that creature|it)",
                     text)
    if m:  # Eaten by Spiders
        return _and_attached(m.group(1), m.group(2))
    m = re.fullmatch(r"(?:(each|all) )?(.+?) (target (?:player|opponent)) controls", text)
    if m and "target" not in m.group(2).split() and (m.group(1) or is_plural(m.group(2))):
        return _controlled_by_target(m.group(2), m.group(3))
    m = re.fullmatch(r"you and (any target|(?:another )?target .+)", text)
    if m:  # Ian the Reckless: "… to you and any target" — you, and the target chosen
        found = _target(m.group(1))
        if found.then is None:
            return replace(found, then=lambda ctx, chosen: [ctx.controller, *chosen])
    m = re.fullmatch(r"each (.+?) that player controls", text)
    if m:  # Radiating Lightning: "… and 1 damage to each creature that player controls"
        return Who(text, OfThatPlayer(read_objects(m.group(1))))
    m = re.fullmatch(r"(target (?:player|opponent) or planeswalker) and each (.+?) that player "
                     r"or that planeswalker's controller controls", text)
    if m:  # Chandra Nalaar: the player, or the planeswalker and its controller's (506.2)
        return _and_theirs(m.group(1), read_objects(m.group(2)))
    if "target" in text.split() or text == "any target":
        return _target(text)
    m = re.fullmatch(r"(each .+?|you|~) and (each .+)", text)
    if m:  # "each creature and each player", Hail Storm's "you and each creature you control",
        # Ajani's "~ and each artifact and creature your opponents control"
        first, second = read_who(m.group(1)), read_who(m.group(2))
        if isinstance(first, Who) and isinstance(second, Who):
            return Who(text, lambda ctx: [*first.find(ctx), *second.find(ctx)])
    m = re.fullmatch(r"(each|all) (.+)", text)
    if m:
        words, of_x, _ = with_x(m.group(2), chosen=True)
        if of_x is not None:  # "all creatures with toughness X or less" (107.3)
            every = read_objects(words)
            number = _chosen_number if text.endswith(" the chosen number") else _x_of
            return Who(text, lambda ctx: [
                o.oid for o in every.of(ctx.game, ctx.controller, ctx.source)
                if of_x(ctx.game, o, number(ctx))])
        return _every(text, read_objects(m.group(2)))
    if is_plural(text):  # "creatures you control get +1/+1": all of them, as "each" says
        return _every(text, read_objects(text))
    raise NoMatch(text)


CHOSEN_PERMANENTS = "chosen_permanents"  # "each player chooses a … they control" (608.2d)


def _chosen_permanents(ctx: Ctx) -> list[Obj]:
    """The permanents an instruction of the resolving ability had players choose, those still
    on the battlefield (``oracle.effects``)."""
    found = (ctx.game.state.find(t) for t in ctx.choices.get(CHOSEN_PERMANENTS, ()))
    return [o for o in found if o is not None and o.zone == "battlefield"]


def _not_chosen(text: str, every: Objects) -> Who:
    """Each object of that kind now except those the ability's instruction before chose
    (608.2c)."""

    def find(ctx: Ctx) -> list[Target]:
        chosen = set(ctx.choices.get(CHOSEN_PERMANENTS, ()))
        return [o.oid for o in every.of(ctx.game, ctx.controller, ctx.source)
                if o.oid not in chosen]

    return Who(text, find)


def _x_of(ctx: Ctx) -> int:
    return ctx.x


def _chosen_number(ctx: Ctx) -> int:
    """The number an instruction of the resolving spell chose (608.2d; ``oracle.effects``)."""
    return int(ctx.choices.get("chosen_number", 0))


def _and_theirs(target_text: str, kind: Objects) -> Targets:
    """"target player or planeswalker and each creature that player or that planeswalker's
    controller controls": the target (115.1), then, as the effect happens, each object of that
    kind the player — or the planeswalker's controller — controls."""
    target = _target(target_text)

    def with_theirs(ctx: Ctx, chosen: list[Target]) -> list[Target]:
        players = {t for t in chosen if isinstance(t, str)}
        players |= {o.controller for t in chosen if isinstance(t, int)
                    and (o := ctx.game.state.find(t)) is not None}
        return [*chosen, *(o.oid for o in kind.of(ctx.game, ctx.controller, ctx.source)
                           if o.controller in players)]

    return replace(target, then=with_theirs)


def _and_same_name(target_text: str, others_text: str) -> Targets:
    """"target creature and all other creatures with the same name as that creature": the target
    (115.1), then, as the effect happens, every other permanent of that kind whose name is the
    target's (201.2) — a token's name too (111.4)."""
    target = _target(target_text)
    others = read_objects(others_text)

    def with_it(ctx: Ctx, chosen: list[Target]) -> list[Target]:
        named = {o.name for t in chosen if isinstance(t, int)
                 and (o := ctx.game.state.find(t)) is not None}
        return [*chosen, *(o.oid for o in others.of(ctx.game, ctx.controller, ctx.source)
                           if o.name in named and o.oid not in chosen)]

    return replace(target, then=with_it)


def _and_attached(target_text: str, kind: str) -> Targets:
    """"target creature with flying and all Equipment attached to that creature": the target
    (115.1), then, as the effect happens, what of that kind is attached to it (301.5, 303.4)."""
    target = _target(target_text)
    subtype = "Equipment" if kind == "Equipment" else "Aura"

    def with_them(ctx: Ctx, chosen: list[Target]) -> list[Target]:
        hosts = {t for t in chosen if isinstance(t, int)}
        return [*chosen, *(o.oid for o in ctx.game.state.battlefield
                           if o.attached_to in hosts and subtype in o.subtypes)]

    return replace(target, then=with_them)


def _controlled_by_target(objects_text: str, player_text: str) -> Targets:
    """"each creature target player controls": the player is the target (115.1); the effect
    finds, as it happens, the permanents of that kind that player controls."""
    objects = read_objects(objects_text)
    player = _target(player_text)

    def controlled(ctx: Ctx, chosen: list[Target]) -> list[Target]:
        return [o.oid for o in objects.of(ctx.game, ctx.controller, ctx.source)
                if o.controller in chosen]

    return replace(player, then=controlled)


def singular_phrase(text: str) -> str:
    """"artifacts" → "artifact", "nonland permanents" → "nonland permanent": the phrase with
    its head noun in the singular, as "for each …" reads it."""
    *words, last = text.split()
    return " ".join([*words, _singular(last)])


def is_plural(text: str) -> bool:
    """Is the head noun of an object phrase plural ("other Elf creatures you control")?"""
    head = text
    for phrase in sorted(_CONTROLLERS, key=len, reverse=True):
        head = head.removesuffix(" " + phrase + " but don't own").removesuffix(" " + phrase)
    head = re.sub(r" with(out)? .+$", "", head)
    words = head.split()
    return bool(words) and words[0] not in ("a", "an", "~", "it") and (
        _singular(words[-1]) != words[-1] and words[-1].lower() not in CARD_TYPES)


def _every(text: str, objects: Objects) -> Who:
    return Who(text, lambda ctx: [o.oid for o in objects.of(ctx.game, ctx.controller,
                                                          ctx.source)])


@kind("who")
def _who(text: str) -> Targets | Who:
    return read_who(text)


@kind("player")
def _player(text: str) -> Targets | Who:
    """A phrase naming players only."""
    who = read_who(text)
    if isinstance(who, Targets) and (who.spec.text not in ("a player", "an opponent")
                                     or who.then is not None):
        raise NoMatch(text)
    if isinstance(who, Who) and who.text in ("~", "it") or (
            isinstance(who, Who) and who.text.startswith(("each ", "all "))
            and who.text not in ("each opponent", "each player", "each of those players")
            and not who.text.endswith(" poison counters")):
        raise NoMatch(text)
    return who


# -- tokens (111.4, 111.10) ------------------------------------------------------------------------
@dataclass(frozen=True)
class Token:
    """A token an effect creates, as card facts in Scryfall's field names. Its name is its
    subtypes plus the word "Token" (111.4), e.g. "Dragon Token"."""

    facts: tuple[tuple[str, object], ...]

    @property
    def name(self) -> str:
        return str(dict(self.facts)["name"])

    def as_facts(self) -> dict[str, object]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.facts}


KEYWORD_WORDS = ("flying", "reach", "trample", "deathtouch", "lifelink", "haste", "vigilance",
                 "first strike", "double strike", "menace", "defender", "hexproof",
                 "indestructible", "shroud", "fear", "intimidate", "skulk", "swampwalk",
                 "islandwalk", "forestwalk", "mountainwalk", "plainswalk", "changeling",
                 "decayed", "infect", "wither", "horsemanship", "shadow")
# Predefined tokens (111.10): their characteristics and ability as the rules give them.
PREDEFINED_TOKENS: dict[str, dict[str, object]] = {
    "Treasure": {"type_line": "Token Artifact — Treasure",
                 "oracle_text": "{T}, Sacrifice this token: Add one mana of any color."},
    "Food": {"type_line": "Token Artifact — Food",
             "oracle_text": "{2}, {T}, Sacrifice this token: You gain 3 life."},
    "Clue": {"type_line": "Token Artifact — Clue",
             "oracle_text": "{2}, Sacrifice this token: Draw a card."},
    "Gold": {"type_line": "Token Artifact — Gold",
             "oracle_text": "Sacrifice this token: Add one mana of any color."},
    "Blood": {"type_line": "Token Artifact — Blood",
              "oracle_text": "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."},
    "Shard": {"type_line": "Token Enchantment — Shard",
              "oracle_text": "{2}, Sacrifice this token: Scry 1, then draw a card."},
    "Junk": {"type_line": "Token Artifact — Junk",
             "oracle_text": "{T}, Sacrifice this token: Exile the top card of your library. You "
                            "may play that card this turn. Activate only as a sorcery."},
    "Powerstone": {"type_line": "Token Artifact — Powerstone",
                   "oracle_text": "{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                                  "spell."},
}
_TOKEN = re.compile(
    r"(?P<pt>\d+/\d+) (?P<colors>(?:colorless|(?:white|blue|black|red|green)"
    r"(?:(?:,| and) (?:white|blue|black|red|green))*)) (?P<types>[A-Za-z ]+?) tokens?"
    r"(?: named (?P<name>[A-Z][^\"]+?))?"
    r"(?: with (?P<keywords>.+?))?")


@kind("token", r"(?:\d+/\d+ .+? tokens?(?: named .+?)?(?: with .+?)?|[A-Z][a-z]+ tokens?)")
def read_token(text: str) -> Token:
    m = re.fullmatch(r"([A-Z][a-z]+) tokens?", text)
    if m:
        kind_name = m.group(1)
        if kind_name not in PREDEFINED_TOKENS:
            raise NoMatch(text)
        facts = {"name": f"{kind_name} Token", "mana_cost": "", "cmc": 0, "power": None,
                 "toughness": None, "colors": [], "keywords": [],
                 **PREDEFINED_TOKENS[kind_name]}
        return Token(tuple(facts.items()))
    m = _TOKEN.fullmatch(text)
    if not m:
        raise NoMatch(text)
    words = m.group("types").split()
    card_types = [w.capitalize() for w in words if w.lower() in CARD_TYPES]
    subtypes = [w for w in words if w.lower() not in CARD_TYPES]
    if "Creature" not in card_types or any(not w[:1].isupper() for w in subtypes):
        raise NoMatch(text)
    keywords: list[str] = []
    quoted: list[str] = []
    if m.group("keywords"):
        said = m.group("keywords")
        # 111.4, 113.1: a token may be made with abilities of its own in quotation marks,
        # after its keywords: … with flying and "This creature can block only creatures with
        # flying."
        quoted = _QUOTED.findall(said)
        said = _QUOTED.sub("", said).strip()
        for k in re.split(r",? and |, ", said.removesuffix(" and").removesuffix(",")):
            if not k and quoted:
                continue
            toxic = re.fullmatch(r"toxic (\d+)", k)
            if toxic and not any(w.startswith("Toxic") for w in keywords):
                keywords.append(f"Toxic {toxic.group(1)}")  # 702.164a: "with toxic 1"
                continue
            if k not in KEYWORD_WORDS:
                raise NoMatch(text)
            keywords.append(k.capitalize())
    colors = ([] if m.group("colors") == "colorless" else
              [COLOR_WORDS[c] for c in re.split(r",? and |, ", m.group("colors"))])
    power, toughness = m.group("pt").split("/")
    # 111.4: a token is named by its subtypes plus "Token" — unless the effect names it
    name = m.group("name") or (" ".join(subtypes) + " Token" if subtypes else "Token")
    ordered = [c for c in "WUBRG" if c in colors]
    facts = {"name": name, "mana_cost": "", "cmc": 0,
             "type_line": "Token " + " ".join(card_types) + (" — " + " ".join(subtypes)
                                                             if subtypes else ""),
             "oracle_text": ", ".join(keywords).capitalize(), "power": power,
             "toughness": toughness, "colors": ordered, "keywords": keywords}
    toxic_line = next((w for w in keywords if w.startswith("Toxic ")), None)
    if toxic_line is not None:  # its own keyword line, with its N (702.164a)
        plain = [w for w in keywords if w != toxic_line]
        facts.update(oracle_text="\n".join(filter(None, [", ".join(plain).capitalize(),
                                                         toxic_line])),
                     keywords=[*plain, "Toxic"])
    token = Token(tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in facts.items()))
    return with_abilities(token, quoted) if quoted else token


def with_abilities(token: Token, quoted: Sequence[str]) -> Token:
    """The creature token with these quoted abilities too (111.4, 113.1), as lines of its
    text: 'with "This creature can't block."', or a next sentence's 'It has "…"'. Their "~"
    was the grammar's word for "this creature" / "this token" — the token itself, which has
    them (113.7). A token is never made with an ability left unread: if one can't be read,
    neither is the phrase."""
    from .compiler import compile_card

    facts = token.as_facts()
    if "Creature" not in str(facts["type_line"]).split():
        raise NoMatch(" and ".join(quoted))
    lines = [str(facts["oracle_text"])] if facts["oracle_text"] else []
    facts["oracle_text"] = "\n".join(lines + [_CREATURE_ITSELF.sub(_this_creature, q)
                                              for q in quoted])
    made = Token(tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in facts.items()))
    if compile_card(made.as_facts()).card is None:
        raise NoMatch(" and ".join(quoted))
    return made


@kind("quoted", r'"[^"]+"(?: and "[^"]+")*')
def _quoted(text: str) -> list[str]:
    """Abilities in quotation marks: '"A"', '"A" and "B"'."""
    return _QUOTED.findall(text)


_QUOTED = re.compile(r'\s*(?:and )?"([^"]+)"')
_CREATURE_ITSELF = re.compile(r"(^|[.:] )?~")


def _this_creature(m: re.Match[str]) -> str:
    """A creature token's word for itself, capitalised where a sentence begins."""
    return (m.group(1) or "") + ("This creature" if m.group(1) is not None else "this creature")
