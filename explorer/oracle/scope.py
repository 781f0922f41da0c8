"""What the sentences of one ability share while the compiler reads them: the card, and the
targets chosen so far.

An ability's targets are chosen all together as it is put on the stack (601.2c, 603.3d), in the
order its text names them; an effect finds its own among them by position (``ctx.targets[k]``).
A target that became illegal is ``None`` on resolution (608.2b) and is skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..abilities import ActivationLimit, Target, TargetSpec
from .patterns import Template
from .phrases import Targets, Token, Who

if TYPE_CHECKING:
    from ..abilities import Ctx

Find = Callable[["Ctx"], list[Target]]


@dataclass
class Scope:
    name: str
    type_line: str = ""
    targets: list[TargetSpec] = field(default_factory=list)
    # Whatever a later sentence of the ability may refer back to ("it", "that creature").
    last: Find | None = None
    facts: dict[str, Any] = field(default_factory=dict)
    used: list[Template] = field(default_factory=list)  # the templates read, for explain()
    # "distribute N counters among up to M target …": (N, M, what each target may be), 601.2d.
    distribute: tuple[int, int, TargetSpec] | None = None
    tokens: list[Token] = field(default_factory=list)  # the tokens its effects create
    limits: list[ActivationLimit] = field(default_factory=list)  # "Activate only …" (602.5)
    means: list[str] = field(default_factory=list)  # what its keywords stand for (702.1)

    def find(self, phrase: Targets | Who) -> Find:
        """How an effect finds what ``phrase`` names when it happens."""
        if isinstance(phrase, Who):
            if phrase.text in ("it", "that creature") and self.last is not None:
                return self.last
            found = phrase.find
        else:
            first = len(self.targets)
            optional = replace(phrase.spec, optional=True)
            for k in range(phrase.count):
                self.targets.append(phrase.spec if k == 0 and not phrase.up_to else optional)
            indices = range(first, first + phrase.count)

            def found(ctx: Ctx) -> list[Target]:
                return [t for k in indices if k < len(ctx.targets)
                        and (t := ctx.targets[k]) is not None]

        self.last = found
        return found

    @property
    def is_spell(self) -> bool:
        return any(t in self.type_line.split() for t in ("Instant", "Sorcery"))
