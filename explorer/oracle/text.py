"""Reading Oracle text: a card's abilities, their sentences, and the card's words for itself.

Oracle text puts one ability per line (113.2, 207.1). Reminder text, in parentheses, is not rules
text (207.2). An ability word in italics before a dash ("Landfall — Whenever …") has no rules
meaning (207.2c). A card refers to itself by its name, and in modern wording by "this creature",
"this artifact" and so on (201.5); for the grammar, every such self-reference becomes ``~``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_REMINDER = re.compile(r"\s*\([^()]*\)")
# 207.2c: "Landfall — ", "Threshold — " … (one to three words before an em dash).
_ABILITY_WORD = re.compile(r"^(?:[A-Z][a-z'’-]*)(?: [a-z'’-]+| [A-Z][a-z'’-]*){0,2}!? — ")
_THIS = re.compile(r"\bthis (?:creature|artifact|land|enchantment|Aura|Equipment|Vehicle|"
                   r"permanent|spell|card|token)\b", re.IGNORECASE)
# A legendary character's card says "he" or "she" for itself ("Whenever Dáin attacks, he deals
# damage …"): Oracle text calls players "they", so these words can only be the card.
_HE = re.compile(r"\b(?:[Hh]e|[Ss]he|him)\b")
_HIS = re.compile(r"\b[Hh]is\b")
# A sentence ends at a period, unless the period is inside a quoted ability ("… have "{T}: Add
# one mana of any color."").
_SENTENCE = re.compile(r'((?:[^."“”]|"[^"]*"|“[^”]*”)+\.?)\s*')


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
    for "Aragorn, King of Gondor"; 201.5) — or, with no comma, by its first word ("Dáin" for
    "Dáin of the Ancient Halls"), unless that word is an article."""
    before_comma = name.split(",", 1)[0].strip()
    if not legendary or before_comma != name:
        return before_comma
    first = name.split(" ", 1)[0]
    return name if first in ("The", "A", "An") else first


def self_references(text: str, name: str, legendary: bool = False) -> str:
    """``text`` with the card's references to itself replaced by ``~`` (201.5)."""
    names = sorted({name, short_name(name, legendary)}, key=len, reverse=True)
    for n in names:
        if n:
            text = re.sub(r"(?<![\w~])" + re.escape(n) + r"(?![\w])", "~", text)
    return _HIS.sub("~'s", _HE.sub("~", _THIS.sub("~", text)))


def sentences(text: str) -> list[str]:
    """The sentences of one ability, each with its final period."""
    return [m.group(1).strip() for m in _SENTENCE.finditer(text) if m.group(1).strip()]


# "Treasures you control have …", "Elves you control get …": a plural subtype as the subject
# keeps its capital (205.3: subtypes are capitalised); card types and other words don't.
_SUBTYPE_SUBJECT = re.compile(r"([A-Z][a-z]+) (?:you control|your opponents control)\b")
_LOWER_NOUNS = frozenset({"Artifacts", "Creatures", "Lands", "Enchantments", "Planeswalkers",
                          "Permanents", "Tokens", "Spells", "Battles", "Nonland",
                          "Noncreature", "Nontoken", "Other", "All", "Each"})


def lower_first(sentence: str) -> str:
    """The grammar reads sentences from their second letter on as printed: a sentence's first
    word is capitalised only because it starts the sentence. (``~`` and mana symbols stay.)"""
    m = _SUBTYPE_SUBJECT.match(sentence)
    if m and m.group(1).endswith("s") and m.group(1) not in _LOWER_NOUNS:
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
    return [Line(printed, self_references(without_ability_word(printed), name, legendary))
            for printed in ability_lines(oracle_text)]
