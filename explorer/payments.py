"""Suggesting how to pay for a spell (601.2g): which untapped mana sources to tap while casting.

What a source really adds is more than its ability's text says: replacement effects change it
(Contamination, Mana Reflection, 106.12b), a count may make it nothing (Gaea's Cradle with no
creature), triggered mana abilities add to it (Mana Flare, 106.12a), and restrictions decide what
it may pay for (Eldrazi Temple, 106.6). So nothing here predicts production from the text: each
source is *measured* by activating it on a throwaway copy of the game, the plan is built from
those measurements, and ``Game.legal_actions`` then tries the whole cast the same way before it
offers it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from .actions import Action, Activate
from .errors import BoardError, IllegalAction
from .kernel import Kernel
from .positions import copy_state
from .rules import priority, stack
from .rules.activated import activated_abilities
from .rules.mana import ManaCost, Spending, may_spend, payable_ways
from .rules.mana import options as mana_options
from .state import ManaUnit, Obj


@dataclass(frozen=True)
class Source:
    """One way to use one untapped permanent while paying: tap it (for ``choice``)."""

    handle: str
    choice: str | None
    units: tuple[ManaUnit, ...]  # the mana it was measured to add to its controller's pool

    @property
    def ref(self) -> str:
        """As a cast's ``pay`` list names it (601.2g): ``"forest-1"`` or ``"birds-1:G"``."""
        return f"{self.handle}:{self.choice}" if self.choice else self.handle


def measured_sources(game: Kernel, player: str) -> dict[str, list[Source]]:
    """For each of ``player``'s untapped permanents whose first mana ability costs only {T}
    (the ability a ``pay`` entry activates), what each way of activating it adds now.
    Cached until the next event."""
    key = (id(game.state), len(game.log), player)
    cached = game.cache.get("mana_sources")
    if cached is not None and cached[0] == key:
        return cast(dict[str, list[Source]], cached[1])
    found: dict[str, list[Source]] = {}
    for obj in game.state.permanents(player):
        index = _first_mana_ability(game, obj)
        if index is None or obj.tapped:
            continue
        ability = activated_abilities(game, obj)[index]
        if not ability.cost.only_tap:
            continue
        assert ability.mana is not None
        choices: Iterable[str | None] = (
            [None] if ability.mana.defined else mana_options(game, obj, ability))
        ways = []
        for choice in choices:
            before = len(game.state.player(player).mana_pool)
            shadow = dry_run(game, player, Activate(player, obj.handle, index, mana=choice))
            if shadow is None:
                break  # the rules refuse it (summoning sickness, 302.6): no way works
            added = tuple(shadow.state.player(player).mana_pool[before:])
            if added:
                ways.append(Source(obj.handle, choice, added))
        if ways:
            found[obj.handle] = ways
    game.cache["mana_sources"] = (key, found)
    return found


def _first_mana_ability(game: Kernel, obj: Obj) -> int | None:
    for index, ability in enumerate(activated_abilities(game, obj)):
        if ability.is_mana_ability:
            return index
    return None


def shortfall(units: Iterable[ManaUnit], cost: ManaCost, spending: Spending) -> int:
    """How many mana symbols of ``cost`` these units leave unpaid (0: they pay it, 106.6),
    paying its hybrid symbols the way that leaves the fewest unpaid (107.4e)."""
    free = Counter(u.type for u in units if may_spend(u, spending))
    return min(_unpaid(free, way) for way, _ in payable_ways(cost, spending))


def _unpaid(pool: Counter[str], cost: ManaCost) -> int:
    free = Counter(pool)
    missing = 0
    for mana_type, n in cost.specific:
        taken = min(n, free[mana_type])
        free[mana_type] -= taken
        missing += n - taken
    return missing + max(0, cost.generic - sum(free.values()))


def plan(game: Kernel, player: str, card: Obj) -> tuple[str, ...] | None:
    """A ``pay`` list that, with the pool, pays for ``card`` with X = 0 — or None.

    Greedy: each round taps the source that leaves the least unpaid, preferring a source with
    one way of tapping (flexible ones stay for later) and then the one adding the least mana;
    sources found unnecessary afterwards are dropped. The list keeps battlefield order.
    """
    pool = list(game.state.player(player).mana_pool)
    cost = ManaCost.parse(card.card.mana_cost).with_x(0)
    spending = stack.spell_spending(card)
    sources = measured_sources(game, player)
    chosen: dict[str, Source] = {}

    def left(with_: Iterable[Source]) -> int:
        return shortfall(pool + [u for s in with_ for u in s.units], cost, spending)

    missing = left(())
    while missing > 0:
        best: tuple[tuple[int, bool, int], Source] | None = None
        for handle, ways in sources.items():
            if handle in chosen:
                continue
            for way in ways:
                rank = (left([*chosen.values(), way]), len(ways) > 1, len(way.units))
                if best is None or rank < best[0]:
                    best = (rank, way)
        if best is None or best[0][0] >= missing:
            return None
        chosen[best[1].handle] = best[1]
        missing = best[0][0]
    for handle in reversed(list(chosen)):
        rest = [s for h, s in chosen.items() if h != handle]
        if left(rest) == 0:
            del chosen[handle]
    order = list(sources)
    return tuple(s.ref for s in sorted(chosen.values(), key=lambda s: order.index(s.handle)))


DRY_RUN_DECISIONS = 50  # decisions a dry run answers by default before it gives up


def dry_run(game: Kernel, player: str, action: Action) -> Kernel | None:
    """``action`` taken by ``player`` with priority, on a throwaway copy of this game: the
    copy as the action leaves it (any decision on the way answered by the default policy),
    or None if the rules refuse it. The game is untouched."""
    shadow = Kernel(copy_state(game.state), game.cards)
    shadow.log = game.log.fork()
    try:
        steps = priority.perform(shadow, player, priority.check(shadow, player, action))
        answer = None
        for _ in range(DRY_RUN_DECISIONS):
            answer = steps.send(answer).default
    except StopIteration:
        return shadow
    except (IllegalAction, BoardError):
        return None
    return None  # it asks on and on: not something to offer
