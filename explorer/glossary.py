"""Rules in place: what each rule number the explorer cites is about.

Every event carries the number of the rule behind it (``724.2``). The glossary says what that
rule is about in a sentence or two: summaries written for the explorer in its own words
(``rules_glossary.json``, shipped with the package), a reminder rather than the official text.
A user who has the Comprehensive Rules as a text file can load it
(:func:`load_comprehensive_rules`); its wording is then preferred. Nothing is ever downloaded.

A number the glossary has no entry for falls back to its parent rule — ``702.16j`` to
``702.16``, then ``702`` — and the answer says which rule it is the text of
(:attr:`RuleText.entry`), so a reader is never shown a parent's text as if it were the subrule's.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

# A rule number as the Comprehensive Rules write it: "704", "704.5", "704.5g".
RULE_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
# A numbered line of the Comprehensive Rules text file: "704.5g Text…" or "704.5. Text…" (rules
# without a letter end their number with a period there).
_NUMBERED_LINE = re.compile(r"(\d{3}(?:\.\d+[a-z]?)?)\.?\s+(\S.*)")


class UnknownRule(LookupError):
    """A rule number the glossary has no text for (nor for any rule above it)."""

    def __init__(self, number: str) -> None:
        super().__init__(f"no rule {number} in the glossary (nor any rule it belongs to)")
        self.number = number

    def __str__(self) -> str:  # LookupError would show the message quoted
        return str(self.args[0])


@dataclass(frozen=True, slots=True)
class RuleText:
    """The text shown for rule ``number``: ``entry`` is the rule it is the text of — the number
    itself, or the parent it fell back to — and ``official`` says it comes from a loaded
    Comprehensive Rules file rather than from the explorer's summaries."""

    number: str
    entry: str
    text: str
    official: bool

    @property
    def exact(self) -> bool:
        return self.entry == self.number


def parents(number: str) -> Iterator[str]:
    """``number`` then each rule it belongs to: 702.16e, 702.16, 702."""
    yield number
    head, dot, rest = number.partition(".")
    if not dot:
        return
    if rest[-1].isalpha():  # a lettered subrule: 702.16e belongs to 702.16
        yield f"{head}.{rest[:-1]}"
    yield head


def check_number(number: object) -> str:
    """``number`` if it is written like a rule number, else ValueError naming it."""
    if not isinstance(number, str) or not RULE_NUMBER.fullmatch(number):
        raise ValueError(f"{number!r} is not a rule number (written like 704, 704.5 or 704.5g)")
    return number


class Glossary:
    """The explorer's summary of each rule it cites, and optionally the official text."""

    def __init__(self, summaries: Mapping[str, str] | None = None) -> None:
        """``summaries`` by rule number; by default the shipped ones, read at first use (so that
        ``import explorer`` stays fast)."""
        self._summaries: dict[str, str] | None = dict(summaries) if summaries is not None \
            else None
        self.official: dict[str, str] = {}  # from load(): rule number -> its official text
        self.official_source: Path | None = None

    @property
    def summaries(self) -> dict[str, str]:
        if self._summaries is None:
            raw = resources.files("explorer").joinpath("rules_glossary.json").read_text(
                encoding="utf-8")
            self._summaries = dict(json.loads(raw)["rules"])
        return self._summaries

    def __contains__(self, number: object) -> bool:
        """Has this exact rule a summary of its own (no fallback)?"""
        return number in self.summaries

    def __len__(self) -> int:
        return len(self.summaries)

    def lookup(self, number: str, *, official: bool = True) -> RuleText:
        """The text for ``number``: the official text if a rules file is loaded (and
        ``official``), else the explorer's summary — of the rule itself, or failing that of the
        nearest rule it belongs to. UnknownRule if there is none; ValueError for a string that
        isn't a rule number."""
        check_number(number)
        for entry in parents(number):
            if official and entry in self.official:
                return RuleText(number, entry, self.official[entry], official=True)
            if entry in self.summaries:
                return RuleText(number, entry, self.summaries[entry], official=False)
        raise UnknownRule(number)

    def summary(self, number: str) -> str:
        """The explorer's own summary of ``number`` (never the official text), prefixed with
        the rule it falls back to when that is a parent: "702.16: …"."""
        return _shown(self.lookup(number, official=False))

    def text(self, number: str) -> str:
        """What to show for ``number``: the official text when loaded, else the summary."""
        return _shown(self.lookup(number))

    def load(self, path: str | Path) -> int:
        """Read the official Comprehensive Rules from a text file the user has; from then on
        their wording is shown. Returns how many numbered rules were read. A file with none
        raises ValueError naming it, and what was loaded before stays."""
        path = Path(path)
        data = path.read_bytes()
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ValueError(f"{path} is not a UTF-8 text file: is it the Comprehensive Rules "
                             "as text (.txt)?") from None
        rules = parse_comprehensive_rules(text)
        if not rules:
            raise ValueError(f"{path} has no numbered rules (lines such as '704.5g Text'): is "
                             "it the Comprehensive Rules text file?")
        self.official, self.official_source = rules, path
        return len(rules)

    def unload(self) -> None:
        """Show the explorer's summaries again."""
        self.official, self.official_source = {}, None


def _shown(found: RuleText) -> str:
    return found.text if found.exact else f"{found.entry}: {found.text}"


def parse_comprehensive_rules(text: str) -> dict[str, str]:
    """The numbered rules of the Comprehensive Rules text: each rule's own line, by number.

    Headings with one digit ("7. Additional Rules"), examples ("Example: …"), the glossary of
    terms and blank lines are skipped. The table of contents lists the sections too ("100.
    General"); the body repeats them with the same words, and the body's line is kept."""
    rules: dict[str, str] = {}
    for line in text.splitlines():
        match = _NUMBERED_LINE.fullmatch(line.strip())
        if match:
            rules[match[1]] = match[2].strip()
    return rules


GLOSSARY = Glossary()  # the one the explorer's tables and app show


def rules_text(number: str) -> str:
    """What rule ``number`` says: the official text if loaded, else the explorer's summary."""
    return GLOSSARY.text(number)


def load_comprehensive_rules(path: str | Path) -> int:
    """Show the official wording from the Comprehensive Rules text file at ``path`` (from
    https://magic.wizards.com/en/rules) instead of the explorer's summaries. Never required."""
    return GLOSSARY.load(path)


__all__ = ["GLOSSARY", "Glossary", "RuleText", "UnknownRule", "load_comprehensive_rules",
           "parse_comprehensive_rules", "rules_text"]
