"""Reading Oracle text: a card's abilities, their sentences, and the card's words for itself.

Oracle text puts one ability per line (113.2, 207.1). Reminder text, in parentheses, is not rules
text (207.2). An ability word in italics before a dash ("Landfall — Whenever …") has no rules
meaning (207.2c). A card refers to itself by its name, and in modern wording by "this creature",
"this artifact" and so on (201.5); for the grammar, every such self-reference becomes ``~``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..rules.creature_types import is_subtype

_REMINDER = re.compile(r"\s*\([^()]*\)")
# 207.2c, 207.2d: an ability word ("Landfall — ", "Threshold — ") or a flavor word ("Designed
# Only for Killing — "): one to five words before an em dash — or "Descend 4 — ", whose number
# the ability's own words restate ("if there are four or more permanent cards …").
_ABILITY_WORD = re.compile(r"^(?:[A-Z][a-z'’-]*)(?: [a-z'’-]+| [A-Z][a-z'’-]*){0,4}!? — "
                           r"|^Descend \d+ — ")
_THIS = re.compile(r"\bthis (?:creature|artifact|land|enchantment|Aura|Equipment|Vehicle|"
                   r"planeswalker|Saga|permanent|spell|card|token)\b", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(?:[Hh]e|[Ss]he)\b(?! or )")
# A sentence ends at a period, unless the period is inside a quoted ability ("… have "{T}: Add
# one mana of any color."") or ends an initial of a name ("When J. Jonah Jameson enters, …"): a
# lone capital letter, not the variable X, Y or Z (107.3: "… with mana value X. If …" ends there),
# before a capitalised word. A quoted ability that ends the sentence ends it too (… tokens with
# toxic 1 and "This token can't block." If X is 5 or more, …).
_SENTENCE = re.compile(r'((?:(?<![\w{+/-])[A-W]\.(?= [A-Z])|[^."“”]|"(?:[^"]*[^."])?"'
                       r'|"[^"]*\."(?! [A-Z])|“[^”]*”)+(?:\.|"[^"]*\."(?= [A-Z]))?)\s*')


def strip_reminder(line: str) -> str:
    return _REMINDER.sub("", line).strip()


def ability_lines(oracle_text: str) -> list[str]:
    """A card's abilities as printed, one per line, without reminder text. A basic land's line
    is all reminder text: its ability is intrinsic (305.6), so it has no printed line."""
    return [text for text in (strip_reminder(line) for line in oracle_text.splitlines()) if text]


def without_ability_word(line: str) -> str:
    if line.startswith("• "):  # a mode may be named too ("• Repair — Return …"): like an
        return "• " + _ABILITY_WORD.sub("", line[2:], count=1)  # ability word, no rules meaning
    return _ABILITY_WORD.sub("", line, count=1)


def short_name(name: str, legendary: bool = False) -> str:
    """A legendary card may call itself by the part of its name before the comma ("Aragorn"
    for "Aragorn, King of Gondor"; 201.5) — or, with no comma, before " of " or " the " ("Dáin"
    for "Dáin of the Ancient Halls", "Kaervek" for "Kaervek the Merciless")."""
    short = name.split(",", 1)[0].strip()
    for joint in (" of ", " the "):
        if legendary and short == name and joint in name:
            short = name.split(joint, 1)[0].strip()
    return short


def self_references(text: str, name: str, legendary: bool = False) -> str:
    """``text`` with the card's references to itself replaced by ``~`` (201.5) — by its name,
    "this creature", or, on a card that is a character, "he" or "she" (Oracle text calls
    players "they")."""
    names = sorted({name, short_name(name, legendary)}, key=len, reverse=True)
    for n in names:
        if n:  # "Ajani's Pridemate" (a name of its own, 111.4) is not Ajani speaking of itself
            text = re.sub(r"(?<![\w~])" + re.escape(n) + r"(?![\w])(?!['’]s [A-Z])", "~", text)
    if " and " in name:  # "Whenever Aang and Katara enter or attack": a pair is one object,
        text = _PAIR_VERB.sub(_singular_verbs, text)  # said as "~ enters or attacks"
    return _PRONOUN.sub("~", _THIS.sub("~", text))


# The verbs a card named for two characters says of itself in the plural.
_PLURAL_VERBS = {"enter": "enters", "attack": "attacks", "die": "dies", "deal": "deals",
                 "leave": "leaves", "block": "blocks", "become": "becomes", "get": "gets",
                 "gain": "gains", "have": "has", "are": "is", "fight": "fights"}
_VERB = "|".join(_PLURAL_VERBS)
_PAIR_VERB = re.compile(rf"(?<=~ )({_VERB})\b(?:( or | and )({_VERB})\b)?")


def _singular_verbs(m: re.Match[str]) -> str:
    said = _PLURAL_VERBS[m.group(1)]
    if m.group(3):
        said += m.group(2) + _PLURAL_VERBS[m.group(3)]
    return said


def sentences(text: str) -> list[str]:
    """The sentences of one ability, each with its final period."""
    return [m.group(1).strip() for m in _SENTENCE.finditer(text) if m.group(1).strip()]


# "Treasures you control have …", "Elves you control get …": a plural subtype as the subject
# keeps its capital (205.3: subtypes are capitalised); card types and other words don't.
_SUBTYPE_SUBJECT = re.compile(r"([A-Z][a-z]+) (?:you control|your opponents control)\b")
# "Vampire creatures you control get …", "Goblin creatures get …": a subtype said as an adjective
# of a card type keeps its capital too.
_SUBTYPE_ADJECTIVE = re.compile(r"([A-Z][a-z]+) (?:artifact )?(?:creatures?|permanents?|spells?) ")
_LOWER_NOUNS = frozenset({"Artifacts", "Creatures", "Lands", "Enchantments", "Planeswalkers",
                          "Permanents", "Tokens", "Spells", "Battles", "Nonland",
                          "Noncreature", "Nontoken", "Other", "All", "Each"})


def lower_first(sentence: str) -> str:
    """The grammar reads sentences from their second letter on as printed: a sentence's first
    word is capitalised only because it starts the sentence. (``~`` and mana symbols stay.)"""
    m = _SUBTYPE_SUBJECT.match(sentence)
    if m and m.group(1).endswith("s") and m.group(1) not in _LOWER_NOUNS:
        return sentence
    m = _SUBTYPE_ADJECTIVE.match(sentence)
    if m and is_subtype(m.group(1)):
        return sentence
    if sentence[:1].isupper() and not sentence[1:2].isupper():
        return sentence[0].lower() + sentence[1:]
    return sentence


@dataclass(frozen=True)
class Line:
    """One ability as printed (``printed``, reminder text removed) and as the grammar reads it
    (``text``: ability word dropped, self-references as ``~``)."""

    printed: str
    text: str


def lines(oracle_text: str, name: str, legendary: bool = False) -> list[Line]:
    out = []
    for raw in oracle_text.splitlines():
        printed = strip_reminder(raw)
        if not printed:
            continue
        text = without_ability_word(printed)
        if text != printed and _explained(printed[:len(printed) - len(text)], raw):
            text = printed  # a keyword its reminder text explains, not an ability word
        out.append(Line(printed, self_references(text, name, legendary)))
    return out


def _explained(prefix: str, raw: str) -> bool:
    """Is the word before the dash one the line's reminder text explains ("Power-up — {5}: …
    (Activate each power-up ability only once. …)")? Then it is a keyword with rules of its own
    (702), not an ability word or flavor word (207.2c, 207.2d), and isn't dropped."""
    word = prefix.removesuffix(" — ").rstrip("!").lower()
    reminders = " ".join(m.group(0) for m in _REMINDER.finditer(raw)).lower()
    return bool(word) and word in reminders
