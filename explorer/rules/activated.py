"""Activated abilities (602): which ones an object has — the intrinsic mana abilities of its
basic land types first (305.6), then its printed ones — as ``activate``'s ``ability`` index
counts them; and the restrictions an ability's text puts on activating it (602.5b, 602.5d).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..abilities import ActivatedAbility, ActivationLimit
from ..state import Obj
from .lands import INTRINSIC

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..kernel import Kernel

# 307.1: a sorcery may be cast only in its controller's main phase, with an empty stack.
SORCERY_SPEED_STEPS = ("precombat_main", "postcombat_main")


def at_sorcery_speed(game: Kernel, player: str) -> bool:
    """Could ``player`` cast a sorcery now? Their main phase, the stack empty (307.1)."""
    state = game.state
    return state.active == player and state.step in SORCERY_SPEED_STEPS and not state.stack


def activated_abilities(game: Kernel, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """Intrinsic abilities of its basic land types (305.6) first, then its printed ones, then
    those continuous effects grant it (613.1f: "Enchanted land has \"{T}: Add one mana of any
    color.\"")."""
    from .layers import granted_abilities  # layers asks about activated abilities too

    added = obj.added_types[1]  # a basic land type a static ability gave it (305.6, 613.1d)
    intrinsic = tuple(INTRINSIC[t] for t in added if t in INTRINSIC
                      and t not in obj.card.subtypes) if added and obj.is_type("Land") else ()
    return intrinsic + activated_abilities_of(obj.card) + granted_abilities(game, obj)


def activated_abilities_of(card: CardDef) -> tuple[ActivatedAbility, ...]:
    """The activated abilities an object with these characteristics has on the battlefield
    (see above). A card never changes, so they are worked out once per card (kept on it, as a
    ``cached_property`` keeps its value): asked for every permanent by every could-produce
    solve (106.7)."""
    known: tuple[ActivatedAbility, ...] | None = card.__dict__.get("_battlefield_abilities")
    if known is not None:
        return known
    printed = tuple(a for a in card.activated if a.zone == "battlefield")
    if card.is_type("Land"):
        printed = tuple(INTRINSIC[t] for t in card.subtypes if t in INTRINSIC) + printed
    card.__dict__["_battlefield_abilities"] = printed
    return printed


def zone_abilities(card: CardDef, zone: str) -> tuple[ActivatedAbility, ...]:
    """The activated abilities that work while the card is in ``zone`` — its owner's hand
    (113.6: cycling, 702.29a) or graveyard (an ability whose cost or effect moves the card out
    of there) — in printed order: ``activate``'s ``ability`` index there."""
    return tuple(a for a in card.activated if a.zone == zone)


def mana_abilities(game: Kernel, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """Its activated mana abilities (605.1a)."""
    return tuple(a for a in activated_abilities(game, obj) if a.is_mana_ability)


# -- restrictions on activating (602.5) -----------------------------------------------------------
@dataclass(frozen=True, eq=False)
class AsASorcery(ActivationLimit):
    """602.5d: "Activate only as a sorcery" — only when its controller could cast a sorcery."""

    text: str = "Activate only as a sorcery."
    rule: str = "602.5d"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        if at_sorcery_speed(game, player):
            return None
        return f"only in {player}'s main phase while the stack is empty"


@dataclass(frozen=True, eq=False)
class AnyTimeWithPriority(ActivationLimit):
    """602.5d's other side: "Activate only as an instant" — any time its controller has
    priority (117.1b), which already bounds every activated ability: no further limit."""

    text: str = "Activate only as an instant."
    rule: str = "602.5d"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return None


@dataclass(frozen=True, eq=False)
class TimesEachTurn(ActivationLimit):
    """602.5b: "Activate only once each turn" — counted on this object (a new object, 400.7,
    starts again)."""

    times: int = 1
    text: str = "Activate only once each turn."
    rule: str = "602.5b"
    counts: bool = True

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        if activations_this_turn(game, obj, index) < self.times:
            return None
        return "it was already activated " + ("once" if self.times == 1 else
                                              f"{self.times} times") + " this turn"


@dataclass(frozen=True, eq=False)
class OnlyOnce(ActivationLimit):
    """"Activate only once." — what exhaust adds to its ability (702.177a): once for this
    object, ever (a new object, 400.7, may again)."""

    text: str = "Activate only once."
    rule: str = "602.5b"
    counts: bool = True

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return "it was already activated once" if index in obj.exhausted else None


@dataclass(frozen=True, eq=False)
class DuringYourTurn(ActivationLimit):
    """602.5b: "Activate only during your turn"."""

    text: str = "Activate only during your turn."
    rule: str = "602.5b"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return None if game.state.active == player else f"only during {player}'s turn"


@dataclass(frozen=True, eq=False)
class DuringAnOpponentsTurn(ActivationLimit):
    """602.5b: "Activate only during an opponent's turn" — any turn but its controller's."""

    text: str = "Activate only during an opponent's turn."
    rule: str = "602.5b"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return None if game.state.active != player else "only during an opponent's turn"


COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers",
                          "first_strike_damage", "combat_damage", "end_of_combat"})


@dataclass(frozen=True, eq=False)
class DuringSteps(ActivationLimit):
    """602.5b: "Activate only during your upkeep", "Activate only during combat" — only in
    those steps (and, with ``yours``, only in its controller's turn)."""

    steps: frozenset[str] = frozenset()
    yours: bool = False
    text: str = ""
    rule: str = "602.5b"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        if game.state.step in self.steps and (not self.yours or game.state.active == player):
            return None
        when = "combat" if self.steps == COMBAT_STEPS else " or ".join(sorted(self.steps))
        whose = f"{player}'s " if self.yours else ""
        return f"only during {whose}{when}"


@dataclass(frozen=True, eq=False)
class OnlyIf(ActivationLimit):
    """602.5b: "Activate only if [condition]" — a test of the game from its controller."""

    test: Callable[[Kernel, str, Obj | None, Any], bool] = lambda game, you, source, event: True
    text: str = ""
    rule: str = "602.5b"

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        return None if self.test(game, player, obj, None) else "its condition is false now"


def activations_this_turn(game: Kernel, obj: Obj, index: int) -> int:
    turn, times = obj.activations.get(index, (0, 0))
    return times if turn == game.state.turn else 0


def count_activation(game: Kernel, obj: Obj, index: int, *, once: bool = False) -> None:
    """Remember one more activation of ability ``index`` this turn (for 602.5b limits) and,
    for an ability that may be activated only once (702.177a), that it was."""
    obj.activations = {**obj.activations,
                       index: (game.state.turn, activations_this_turn(game, obj, index) + 1)}
    if once:
        obj.exhausted = obj.exhausted | {index}
