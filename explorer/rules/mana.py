"""Mana (106), mana costs (107.4, 202) and mana abilities (605).

A pool holds individual mana units so that restrictions and sources can follow each one (106.6).
Paying a cost spends units from the pool; unused mana empties as each step and phase ends (500.4).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import IllegalAction
from ..state import MANA_TYPES, ManaUnit, Player

if TYPE_CHECKING:
    from ..game import Game

_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost: generic amount, specific symbols (W U B R G C) and the count of {X}."""

    generic: int = 0
    specific: tuple[tuple[str, int], ...] = ()
    x_count: int = 0

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        generic, x_count = 0, 0
        specific: Counter[str] = Counter()
        for symbol in _SYMBOL.findall(text or ""):
            if symbol.isdigit():
                generic += int(symbol)
            elif symbol == "X":
                x_count += 1
            elif symbol in MANA_TYPES:
                specific[symbol] += 1
            else:
                raise ValueError(f"mana symbol {{{symbol}}} is not supported yet")
        return cls(generic, tuple(sorted(specific.items(), key=lambda kv: MANA_TYPES.index(kv[0]))),
                   x_count)

    def with_x(self, x: int) -> ManaCost:
        """The cost to pay once X is chosen (107.3a): each {X} becomes X generic."""
        return ManaCost(self.generic + self.x_count * x, self.specific, 0)

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.specific)

    def text(self) -> str:
        out = "{X}" * self.x_count + (f"{{{self.generic}}}" if self.generic else "")
        out += "".join(f"{{{m}}}" * n for m, n in self.specific)
        return out or "{0}"


def pool_counts(player: Player) -> dict[str, int]:
    counts = dict.fromkeys(MANA_TYPES, 0)
    for unit in player.mana_pool:
        counts[unit.type] += 1
    return counts


def add_mana(game: Game, player: Player, mana: str, source: str, rule: str = "106.4",
             restriction: str | None = None) -> None:
    """Put mana into a player's pool (106.4); one ``mana_added`` row per type."""
    for mana_type in MANA_TYPES:
        n = mana.count(mana_type)
        if not n:
            continue
        player.mana_pool.extend(ManaUnit(mana_type, source, restriction) for _ in range(n))
        game.emit("mana_added", player=player.name, source=source, amount=n, mana=mana_type,
                  rule=rule, detail=restriction)


def plan_payment(player: Player, cost: ManaCost) -> list[int] | None:
    """Which pool units pay ``cost``: specific symbols first, then generic from what is left.

    Generic is paid with colorless first, then with the most plentiful color, so the colors a later
    spell may need are kept where possible. Returns indexes into the pool, or None if it can't pay.
    """
    free = list(range(len(player.mana_pool)))
    chosen: list[int] = []
    for mana_type, n in cost.specific:
        matching = [i for i in free if player.mana_pool[i].type == mana_type][:n]
        if len(matching) < n:
            return None
        chosen += matching
        free = [i for i in free if i not in matching]
    for _ in range(cost.generic):
        if not free:
            return None
        counts = Counter(player.mana_pool[i].type for i in free)
        best = min(free, key=lambda i: (player.mana_pool[i].type != "C",
                                        -counts[player.mana_pool[i].type],
                                        MANA_TYPES.index(player.mana_pool[i].type)))
        chosen.append(best)
        free.remove(best)
    return chosen


def can_pay(player: Player, cost: ManaCost) -> bool:
    return plan_payment(player, cost) is not None


def describe_pool(player: Player) -> str:
    counts = pool_counts(player)
    text = "".join(f"{{{m}}}" * n for m, n in counts.items())
    return text or "nothing"


def pay(game: Game, player: Player, cost: ManaCost, paying_for: str) -> None:
    """Pay a mana cost from the pool (601.2h); no partial payments."""
    plan = plan_payment(player, cost)
    if plan is None:
        raise IllegalAction(
            f"{player.name} can't pay {cost.text()} for {paying_for}: the mana pool holds "
            f"{describe_pool(player)} (activate mana abilities first)", "601.2h")
    spent = Counter(player.mana_pool[i].type for i in plan)
    player.mana_pool = [u for i, u in enumerate(player.mana_pool) if i not in set(plan)]
    for mana_type in MANA_TYPES:
        if spent[mana_type]:
            game.emit("mana_spent", player=player.name, source=paying_for,
                      amount=spent[mana_type], mana=mana_type, rule="601.2h")


def empty_pools(game: Game) -> None:
    """Unused mana empties from every pool at the end of each step and phase (500.4, 106.4)."""
    for player in game.state.players:
        if not player.mana_pool:
            continue
        counts = pool_counts(player)
        for mana_type, n in counts.items():
            if n:
                game.emit("mana_emptied", player=player.name, amount=n, mana=mana_type,
                          rule="500.4")
        player.mana_pool = []
