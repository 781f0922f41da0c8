"""The template language the grammar is written in.

A template is a sentence shape with slots: ``"~ deals {n:amount} damage to {who:damage_target}"``.
Words match themselves; ``{name:kind}`` matches a phrase of that kind and hands its meaning to the
template's builder as ``name`` (``{kind}`` alone names the slot after its kind). A kind is a
regular expression for where the phrase may end plus a reader that turns the phrase into a value
— or refuses it (:class:`NoMatch`), so that the next template may try.

Templates are grouped by what they read (an effect, a cost, a trigger condition, …) in a
:class:`Grammar`; the first template of the group that reads the whole text wins.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


class NoMatch(Exception):
    """The phrase is not one this slot or template knows."""


@dataclass(frozen=True)
class Kind:
    """A kind of phrase: the text it may span (``regex``) and what it means (``read``)."""

    name: str
    regex: str
    read: Callable[[str], Any]


KINDS: dict[str, Kind] = {}


def kind(name: str, regex: str = r".+?") -> Callable[[Callable[[str], Any]], Callable[[str], Any]]:
    """Declare a kind of phrase; the decorated function reads it (or raises NoMatch)."""

    def register(read: Callable[[str], Any]) -> Callable[[str], Any]:
        KINDS[name] = Kind(name, regex, read)
        return read

    return register


def table(name: str, phrases: dict[str, Any]) -> None:
    """A kind whose phrases are listed: each phrase means its value."""
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))

    def read(text: str) -> Any:
        return phrases[text]

    KINDS[name] = Kind(name, f"(?:{alternatives})", read)


_SLOT = re.compile(r"\{(?:([a-z_]+):)?([a-z_]+)\}")  # {T}, {2}: mana symbols, not slots


@dataclass(frozen=True)
class Pattern:
    """A template's text, compiled to a regular expression with one group per slot."""

    template: str
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)
    slots: tuple[tuple[str, str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        parts: list[str] = []
        slots: list[tuple[str, str]] = []
        at = 0
        for m in _SLOT.finditer(self.template):
            parts.append(re.escape(self.template[at:m.start()]))
            name, kind_name = m.group(1) or m.group(2), m.group(2)
            if kind_name not in KINDS:
                raise ValueError(f"template {self.template!r}: unknown kind {kind_name!r}")
            parts.append(f"(?P<s{len(slots)}>{KINDS[kind_name].regex})")
            slots.append((name, kind_name))
            at = m.end()
        parts.append(re.escape(self.template[at:]))
        object.__setattr__(self, "regex", re.compile("".join(parts)))
        object.__setattr__(self, "slots", tuple(slots))

    def read(self, text: str) -> dict[str, Any]:
        """The slots' meanings if the whole ``text`` has this shape, else NoMatch."""
        m = self.regex.fullmatch(text)
        if m is None:
            raise NoMatch(text)
        return {name: KINDS[kind_name].read(m.group(f"s{k}"))
                for k, (name, kind_name) in enumerate(self.slots)}


@dataclass(frozen=True)
class Template:
    """One shape of text and what it builds. ``rule`` is the rule it stands for; ``runs`` the
    rules module that carries it out (shown by ``CardPool.explain``)."""

    group: str
    pattern: Pattern
    build: Callable[..., Any]
    rule: str
    runs: str

    @property
    def text(self) -> str:
        return self.pattern.template


@dataclass(frozen=True)
class Parsed:
    """A text read by a template: the template and its slots' meanings, not built yet (an
    ability's targets are numbered as its sentences are built, in order)."""

    template: Template
    slots: dict[str, Any]

    def build(self, scope: Any) -> Any:
        """The template's value; slots that are themselves parsed texts are built first."""
        scope.used.append(self.template)
        built = {k: v.build(scope) if isinstance(v, Parsed) else v for k, v in self.slots.items()}
        for value in built.values():
            scope.admit(value)  # a phrase the ability's context can't give a meaning: NoMatch
        return self.template.build(scope, **built)


class Grammar:
    """Templates by group, tried in the order they were written."""

    def __init__(self) -> None:
        self.groups: dict[str, list[Template]] = {}
        self._early: dict[str, int] = {}  # how many templates of a group were put first

    def template(self, group: str, *shapes: str, rule: str, runs: str, early: bool = False
                 ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register the decorated builder for each of ``shapes`` in ``group`` — ``early``:
        before the group's general shapes (a "you may …" that offers its own choice, ahead of
        "you may {effect}")."""

        def register(build: Callable[..., Any]) -> Callable[..., Any]:
            templates = self.groups.setdefault(group, [])
            for shape in shapes:
                template = Template(group, Pattern(shape), build, rule, runs)
                if early:
                    templates.insert(self._early.get(group, 0), template)
                    self._early[group] = self._early.get(group, 0) + 1
                else:
                    templates.append(template)
            return build

        return register

    def read(self, group: str, text: str) -> Parsed:
        """The first template of ``group`` that reads all of ``text``, or NoMatch."""
        for template in self.groups.get(group, ()):
            try:
                return Parsed(template, template.pattern.read(text))
            except NoMatch:
                continue
        raise NoMatch(text)

    def parse(self, group: str, text: str, scope: Any) -> Any:
        """What ``text`` means: built by the first template of ``group`` that both reads it
        and builds (a builder may refuse what its shape allows, 'NoMatch'; the scope is then
        put back as it was, and the next template tries). A refusal that says why
        (``NoMatch(text, why)``) is passed on if no template builds."""
        why: tuple[Any, ...] = ()
        for template in self.groups.get(group, ()):
            try:
                slots = template.pattern.read(text)
            except NoMatch:
                continue
            mark = scope.mark()
            try:
                return Parsed(template, slots).build(scope)
            except NoMatch as refused:
                scope.rollback(mark)
                why = why or refused.args[1:]
        raise NoMatch(text, *why)

    def kind(self, name: str, group: str, regex: str = r".+?") -> None:
        """A kind of phrase read by the templates of ``group`` (an effect inside a sentence:
        "if you do, {effect}")."""
        KINDS[name] = Kind(name, regex, lambda text: self.read(group, text))

    def __len__(self) -> int:
        return sum(len(ts) for ts in self.groups.values())


GRAMMAR = Grammar()
