"""Restrictions on casting a spell (601.3): a player may begin to cast a spell only if no rule
or effect prohibits it. Its own: "Cast this spell only during combat.", "Cast this spell only
during an opponent's turn.", "Cast this spell only if you've cast another spell this turn."; and
the rule for a legendary instant or sorcery (205.4e). They are asked as the casting is
proposed, before anything about the spell is announced — so "another spell" means one cast
before it.

A compiled card keeps them as ``CardDef.cast_only``; ``rules.stack`` asks each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import IllegalAction
from .activated import COMBAT_STEPS

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

RULE = "601.3"


@dataclass(frozen=True)
class CastOnly:
    """One "Cast this spell only …" sentence: its text and the test of the game it makes of
    the player who would cast it."""

    text: str
    allows: Callable[[Kernel, str], bool]


def during_your_turn(game: Kernel, player: str) -> bool:
    return game.state.active == player


def during_an_opponents_turn(game: Kernel, player: str) -> bool:
    return game.state.active != player


def during_combat(game: Kernel, player: str) -> bool:
    """The combat phase (506.1): from its beginning step to its end step."""
    return game.state.step in COMBAT_STEPS


def cast_another_spell(game: Kernel, player: str) -> bool:
    """A spell the player cast earlier this turn (601.2i counted it as it became cast; the
    one being announced isn't counted yet): Skyshroud Condor, surge (702.117a)."""
    return game.state.this_turn.get(f"any_spells_cast:{player}", 0) > 0


def exiled_with(game: Kernel, permanent: Obj) -> list[Obj]:
    """The cards in exile that ``permanent``'s abilities exiled (607.2a): for good (its linked
    "the exiled card") or until it leaves the battlefield (610.3)."""
    until = {e.card_oid for e in game.state.until_leaves if e.source_oid == permanent.oid}
    return [c for p in game.state.players for c in p.exile
            if c.exiled_by == permanent.oid or c.oid in until]


def check(game: Kernel, player: str, card: Obj) -> None:
    """Refuse, naming the sentence or the rule, a spell ``player`` may not begin to cast now."""
    for limit in card.card.cast_only:
        if not limit.allows(game, player):
            raise IllegalAction(f"{card.name} says \"{limit.text}\"", RULE)
    for permanent in game.state.battlefield:  # Ixalan's Binding (607.2a)
        if permanent.card.opponents_cant_cast_exiled and permanent.controller != player \
                and card.name in {c.name for c in exiled_with(game, permanent)}:
            raise IllegalAction(f"{permanent.name} ({permanent.handle}) says its controller's "
                                f"opponents can't cast spells named {card.name}, the card it "
                                "exiled (607.2a)", "101.2")
    if "Legendary" in card.card.supertypes and (card.is_type("Instant")
                                                or card.is_type("Sorcery")):
        # 205.4e: cast only while controlling a legendary creature or legendary planeswalker
        if not any("Legendary" in o.card.supertypes
                   and (o.is_creature or o.is_type("Planeswalker"))
                   for o in game.state.permanents(player)):
            kind = "sorcery" if card.is_type("Sorcery") else "instant"
            raise IllegalAction(f"{card.name} is a legendary {kind}: {player} may cast it only "
                                "while controlling a legendary creature or planeswalker",
                                "205.4e")
