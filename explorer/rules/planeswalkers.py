"""Planeswalkers (306) and their loyalty abilities (606).

- 306.5b: a planeswalker has the intrinsic ability "This permanent enters with a number of
  loyalty counters on it equal to its printed loyalty number" — a replacement effect (614.1c),
  so the counters are put on it as it enters, through counter replacement effects (Doubling
  Season doubles them: 122.6). Its printed loyalty is Scryfall's ``loyalty``.
- 306.5c: its loyalty on the battlefield is the number of loyalty counters on it.
- 606.2, 107.7: an activated ability with a loyalty symbol in its cost is a loyalty ability:
  "+N: …" puts N loyalty counters on the permanent, "−N: …" removes N, "0: …" puts none
  (606.4: that is the ability's cost, :class:`LoyaltyCost`); "−X: …" removes the X announced
  as it is activated (107.3a).
- 606.3: a player may activate a loyalty ability of a permanent they control only with priority,
  in a main phase of their own turn, with the stack empty, and only if no loyalty ability of
  that permanent has been activated this turn (:class:`LoyaltyTiming`).
- 606.5: a loyalty ability with a negative loyalty cost can't be activated unless the permanent
  has at least that many loyalty counters.
- 605.1a: a loyalty ability is never a mana ability: "+1: Add {R}{R}{R}." uses the stack.
- 601.2f (by 602.2b): "Loyalty abilities … cost {1} more to activate" adds mana to the total
  cost (:func:`cost_increase`).
- 120.3c (306.8): damage dealt to a planeswalker removes that many loyalty counters from it —
  applied by ``rules.damage``.
- 704.5i (306.9): a planeswalker with loyalty 0 is put into its owner's graveyard — a
  state-based action, checked by ``rules.sba`` through :func:`out_of_loyalty`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..abilities import ActivationLimit, CostPart, Steps
from ..errors import IllegalAction
from ..events import EventKind as K
from . import activated  # (a module: activated → lands → zones → here)
from .counters import put_counters, remove_counters

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..kernel import Kernel
    from ..state import Obj

LOYALTY = "loyalty"  # the counter (122.1e)
MINUS = "−"  # U+2212, as loyalty costs are printed


def is_planeswalker(obj: Obj) -> bool:
    return obj.is_type("Planeswalker")


def printed_loyalty(card: CardDef) -> int | None:
    """Its printed loyalty number (306.5a; Scryfall's ``loyalty``), or None if it has none —
    or one that isn't a number ("X", "*"), which no rule here defines."""
    raw = card.facts.get("loyalty")
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.isdigit():
        return int(raw)
    return None


def loyalty(obj: Obj) -> int:
    """306.5c: the number of loyalty counters on it."""
    return obj.counters.get(LOYALTY, 0)


def enters_with_loyalty(game: Kernel, obj: Obj) -> Steps:
    """306.5b: it enters with its printed loyalty in loyalty counters (614.1c), put on it as it
    enters — through counter replacement effects (122.6)."""
    n = printed_loyalty(obj.card)
    if n:
        yield from put_counters(game, obj, LOYALTY, n, obj.name, rule="306.5b")


def out_of_loyalty(obj: Obj) -> bool:
    """704.5i: a planeswalker with loyalty 0."""
    return is_planeswalker(obj) and loyalty(obj) <= 0


def lose_loyalty(game: Kernel, obj: Obj, n: int, source: str) -> None:
    """120.3c: damage dealt to a planeswalker removes that many loyalty counters from it."""
    remove_counters(game, obj, LOYALTY, n, source, rule="120.3c")


# -- loyalty abilities (606) -------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class LoyaltyCost(CostPart):
    """A loyalty symbol as a cost (107.7, 606.4): ``amount`` counters put on (positive), removed
    (negative) or none (0); with ``x``, "−X": the X announced as it is activated removed."""

    amount: int = 0
    x: bool = False
    loyalty: ClassVar[bool] = True

    @property
    def text(self) -> str:
        if self.x:
            return f"{MINUS}X"
        if self.amount > 0:
            return f"+{self.amount}"
        return f"{MINUS}{-self.amount}" if self.amount else "0"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> int:
        change = -x if self.x else self.amount
        if change < 0 and loyalty(source) < -change:  # 606.5
            raise IllegalAction(f"{source.name} can't pay {self.text}: it has {loyalty(source)} "
                                f"loyalty, and the cost removes {-change}", "606.5")
        return change

    def pay(self, game: Kernel, player: str, source: Obj, checked: int) -> None:
        """606.4: put on or remove the counters. Paying a cost is no effect, so "if an effect
        would put counters" replacements (Doubling Season) don't change it."""
        if checked > 0:
            source.counters = {**source.counters, LOYALTY: loyalty(source) + checked}
            game.emit(K.COUNTERS_ADDED, player=source.controller, source=source.name,
                      target=source.handle, amount=checked, counter=LOYALTY, rule="606.4")
        elif checked < 0:
            remove_counters(game, source, LOYALTY, -checked, source.name, rule="606.4")


@dataclass(frozen=True, eq=False)
class LoyaltyTiming(ActivationLimit):
    """606.3: only in a main phase of its controller's turn with the stack empty, and only if no
    loyalty ability of that permanent has been activated this turn (counted on the object: a new
    object, 400.7, starts again)."""

    text: str = "Activate loyalty abilities only as a sorcery, one a turn for each permanent."
    rule: str = "606.3"
    counts: bool = True

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        if not activated.at_sorcery_speed(game, player):
            return (f"a loyalty ability may be activated only in {player}'s main phase while "
                    "the stack is empty")
        for k, ability in enumerate(activated.activated_abilities(game, obj)):
            if ability.is_loyalty_ability and activated.activations_this_turn(game, obj, k):
                return f"a loyalty ability of {obj.name} was already activated this turn"
        return None


TIMING = LoyaltyTiming()


def cost_increase(game: Kernel, player: str) -> str:
    """The mana the battlefield's "Loyalty abilities of planeswalkers your opponents control
    cost {1} more to activate." adds to the total cost of ``player``'s loyalty ability (601.2f,
    by 602.2b): "" when nothing does."""
    more = ""
    for obj in game.state.battlefield:
        rule = obj.card.loyalty_abilities_cost
        if rule is None:
            continue
        whose, mana = rule
        mine = obj.controller == player
        if whose == "each" or (whose == "you") == mine:
            more += mana
    return more
