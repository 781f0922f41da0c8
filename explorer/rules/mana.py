"""Mana (106), mana costs (107.4, 202) and mana abilities (605).

A pool holds individual mana units so that restrictions and sources can follow each one (106.6).
Paying a cost spends units from the pool; unused mana empties as each step and phase ends (500.4).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, Ctx, Steps, TriggeredAbility
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import MANA_TYPES, ManaUnit, Obj, PendingTrigger, Player, StackItem
from .could_produce import base_types, could_produce_all
from .life import change_life
from .replacement import Proposal, propose

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..kernel import Kernel

_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost: generic amount, specific symbols (W U B R G C), the count of {X},
    and its hybrid and Phyrexian symbols (107.4e, 107.4f) as printed inside the braces:
    ``"G/W"``, ``"2/W"``, ``"G/P"``, ``"G/W/P"``."""

    generic: int = 0
    specific: tuple[tuple[str, int], ...] = ()
    x_count: int = 0
    hybrid: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """ValueError names a symbol that is not a mana symbol (107.4)."""
        generic, x_count = 0, 0
        specific: Counter[str] = Counter()
        hybrid: list[str] = []
        for symbol in _SYMBOL.findall(text or ""):
            if symbol.isdigit():
                generic += int(symbol)
            elif symbol == "X":
                x_count += 1
            elif symbol in MANA_TYPES:
                specific[symbol] += 1
            elif _HYBRID.fullmatch(symbol):
                hybrid.append(symbol)
            else:
                raise ValueError(f"{{{symbol}}} is not a mana symbol the explorer knows (107.4)")
        return cls(generic, _sorted(specific), x_count, tuple(hybrid))

    def with_x(self, x: int) -> ManaCost:
        """The cost to pay once X is chosen (107.3a): each {X} becomes X generic."""
        return ManaCost(self.generic + self.x_count * x, self.specific, 0, self.hybrid)

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.specific) + len(self.hybrid)

    def text(self) -> str:
        out = "{X}" * self.x_count + (f"{{{self.generic}}}" if self.generic else "")
        out += "".join(f"{{{m}}}" * n for m, n in self.specific)
        out += "".join(f"{{{h}}}" for h in self.hybrid)
        return out or "{0}"

    def ways(self) -> list[tuple[ManaCost, int]]:
        """Each way to pay its hybrid and Phyrexian symbols: a cost of plain symbols, and the
        life it costs too (107.4e: one half or the other; {2/W}: two generic or {W}; 107.4f:
        a Phyrexian symbol is its color or 2 life). Ways with less life come first, then the
        halves in printed order."""
        if not self.hybrid:
            return [(self, 0)]
        out: list[tuple[ManaCost, int]] = []
        for picks in product(*(symbol.split("/") for symbol in self.hybrid)):
            generic, life = self.generic, 0
            specific = Counter(dict(self.specific))
            for half in picks:
                if half == "P":
                    life += 2
                elif half.isdigit():
                    generic += int(half)
                else:
                    specific[half] += 1
            way = (ManaCost(generic, _sorted(specific), self.x_count), life)
            if way not in out:
                out.append(way)
        return sorted(out, key=lambda w: w[1])


_HYBRID = re.compile(r"(?:[WUBRG]|2)/[WUBRGP](?:/P)?")


def _sorted(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(((m, n) for m, n in counts.items() if n),
                        key=lambda kv: MANA_TYPES.index(kv[0])))


@dataclass(frozen=True)
class Spending:
    """What mana is being spent on: a spell being cast, or an ability of a permanent."""

    card: CardDef
    is_spell: bool
    # "Mana of any type can be spent to cast it" (609.4b): any mana pays any of its symbols; the
    # cost and the mana spent are what they are
    any_type: bool = False

    @property
    def name(self) -> str:
        return self.card.name


def _colorless_eldrazi(s: Spending) -> bool:
    return not s.card.colors and "Eldrazi" in s.card.subtypes


# 106.6: spending restrictions, by name: the text, and whether the mana may pay for ``Spending``.
RESTRICTIONS: dict[str, tuple[str, Callable[[Spending], bool]]] = {
    "creature_spells": ("Spend this mana only to cast creature spells.",
                        lambda s: s.is_spell and s.card.is_type("Creature")),
    "colorless_eldrazi": ("Spend this mana only to cast colorless Eldrazi spells or activate "
                          "abilities of colorless Eldrazi.", _colorless_eldrazi),
}


# 106.6: riders — an effect on the spell the mana is spent on, by name: the text.
RIDERS: dict[str, str] = {
    "uncounterable": "That spell can't be countered.",
}


# "Spend this mana only to cast a creature spell of the chosen type" (Cavern of Souls): the
# type is the one its source's controller chose as it entered (614.12a), so the mana carries it
# in its restriction's name — a production says CHOSEN_TYPE, the mana OF_TYPE + the type.
CHOSEN_TYPE = "creature_spells_of_chosen_type"
OF_TYPE = "creature_spells_of_type:"


def of_the_chosen_type(spending: Spending) -> bool:
    """Stands for "a creature spell of the chosen type" until the type is known (never asked:
    the mana carries ``OF_TYPE`` + the type)."""
    raise AssertionError("the chosen type is known only as the mana is made")


def restriction_for(name: str | None, source: Obj | None) -> str | None:
    """The restriction the mana a production makes carries: "of the chosen type" becomes the
    type its source's controller chose for it."""
    if name != CHOSEN_TYPE:
        return name
    chosen = source.choices.get("creature_type", "") if source is not None else ""
    return OF_TYPE + str(chosen)


def restriction_of(name: str) -> tuple[str, Callable[[Spending], bool]]:
    """A restriction by its name: its text, and whether the mana may pay for ``Spending``."""
    if name.startswith(OF_TYPE):
        wanted = name[len(OF_TYPE):]
        return (f"Spend this mana only to cast a creature spell of the chosen type ({wanted}).",
                lambda s: s.is_spell and s.card.is_type("Creature")
                and wanted in s.card.subtypes)
    return RESTRICTIONS[name]


def may_spend(unit: ManaUnit, spending: Spending | None) -> bool:
    if unit.restriction is None:
        return True
    return spending is not None and restriction_of(unit.restriction)[1](spending)


def pool_counts(player: Player) -> dict[str, int]:
    counts = dict.fromkeys(MANA_TYPES, 0)
    for unit in player.mana_pool:
        counts[unit.type] += 1
    return counts


def add_mana(game: Kernel, player: Player, mana: str, source: str, rule: str = "106.4",
             restriction: str | None = None, rider: str | None = None,
             when_spent: TriggeredAbility | None = None, actor: Obj | None = None,
             until_end_of_combat: bool = False) -> None:
    """Put mana into a player's pool (106.4); one ``mana_added`` row per type. A restriction,
    rider or "when spent" trigger goes with every one of them and changes no type (106.6).
    ``actor``: the object whose ability adds it ("a land's ability causes you to add …")."""
    if not player.in_game:
        return  # 800.4a: a player who left has no mana pool
    for mana_type in MANA_TYPES:
        n = mana.count(mana_type)
        if not n:
            continue
        player.mana_pool += tuple(ManaUnit(mana_type, source, restriction, rider, when_spent,
                                           until_end_of_combat) for _ in range(n))
        game.emit(K.MANA_ADDED, player=player.name, source=source, amount=n, mana=mana_type,
                  rule=rule, restriction=restriction, rider=rider,
                  when_spent=when_spent is not None, actor=actor)


def payable_ways(cost: ManaCost, spending: Spending | None) -> list[tuple[ManaCost, int]]:
    """The plain costs ``cost`` may be paid as (``ManaCost.ways``) — with "mana of any type can
    be spent to cast it", each as generic: any mana pays any symbol (609.4b)."""
    ways = cost.ways()
    if spending is not None and spending.any_type:
        return [(ManaCost(way.total), life) for way, life in ways]
    return ways


def plan_payment(player: Player, cost: ManaCost, spending: Spending | None = None,
                 ignore_restrictions: bool = False) -> tuple[list[int], int] | None:
    """Which pool units pay ``cost``, and the life paid for its Phyrexian symbols: the first
    way to pay its hybrid symbols (:meth:`ManaCost.ways`) that the pool and the player's life
    can pay (119.4) — or None."""
    for way, life in payable_ways(cost, spending):
        if life and player.life < life:
            continue
        plan = _plan_plain(player, way, spending, ignore_restrictions)
        if plan is not None:
            return plan, life
    return None


def _plan_plain(player: Player, cost: ManaCost, spending: Spending | None,
                ignore_restrictions: bool) -> list[int] | None:
    """Which pool units pay ``cost``: specific symbols first, then generic from what is left.

    Restricted mana that may pay is used first (106.6: it is good for less). Generic is paid with
    colorless first, then with the most plentiful color, so the colors a later spell may need are
    kept where possible. Returns indexes into the pool, or None if it can't pay.
    """
    pool = player.mana_pool
    free = [i for i in range(len(pool))
            if ignore_restrictions or may_spend(pool[i], spending)]
    free.sort(key=lambda i: pool[i].restriction is None)
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


def can_pay(player: Player, cost: ManaCost, spending: Spending | None = None) -> bool:
    return plan_payment(player, cost, spending) is not None


def describe_pool(player: Player) -> str:
    counts = pool_counts(player)
    text = "".join(f"{{{m}}}" * n for m, n in counts.items())
    return text or "nothing"


def pay(game: Kernel, player: Player, cost: ManaCost, paying_for: str,
        spending: Spending | None = None, spell: StackItem | None = None) -> None:
    """Pay a mana cost from the pool (601.2h); no partial payments. Riders of the mana spent
    apply to ``spell``; each spent mana's "when spent" trigger triggers (106.6, 603.7a)."""
    found = plan_payment(player, cost, spending)
    if found is None:
        if plan_payment(player, cost, spending, ignore_restrictions=True) is not None:
            kinds = sorted({u.restriction for u in player.mana_pool if u.restriction
                            and not may_spend(u, spending)})
            texts = " ".join(restriction_of(k)[0] for k in kinds)
            raise IllegalAction(f"{player.name} can't pay {cost.text()} for {paying_for} with "
                                f"restricted mana: {texts}", "106.6")
        raise IllegalAction(
            f"{player.name} can't pay {cost.text()} for {paying_for}: the mana pool holds "
            f"{describe_pool(player)} (activate mana abilities first)", "601.2h")
    plan, life = found
    if life:  # 107.4f, 119.4: Phyrexian symbols paid with life
        change_life(game, player.name, -life, paying_for, rule="119.4")
    units = [player.mana_pool[i] for i in plan]
    spent = Counter(u.type for u in units)
    player.mana_pool = tuple(u for i, u in enumerate(player.mana_pool) if i not in set(plan))
    last = None
    for mana_type in MANA_TYPES:
        if spent[mana_type]:
            last = game.emit(K.MANA_SPENT, player=player.name, source=paying_for,
                             amount=spent[mana_type], mana=mana_type, rule="601.2h")
    if spell is not None and spell.card is not None:  # for converge (colors spent)
        spell.card.spent = spell.card.spent + "".join(u.type for u in units)
    for rider in sorted({u.rider for u in units if u.rider}):
        if spell is not None and spell.card is not None:
            spell.riders.append(rider)
            game.emit(K.EFFECT_CREATED, player=player.name, source=paying_for,
                      target=spell.card.handle, rule="106.6", rider=RIDERS[rider])
    for unit in units:
        if unit.when_spent is not None and last is not None:
            seq = game.emit(K.ABILITY_TRIGGERED, player=player.name, source=unit.source,
                            rule="603.7a", ability=unit.when_spent.text, cause=last.seq).seq
            game.state.pending_triggers.append(PendingTrigger(
                unit.when_spent, player.name, unit.source, None, last, seq))


# The combat steps whose end leaves firebending's mana in the pool: "Until end of combat, you
# don't lose this mana as steps and phases end." (702.189a) — the end of combat step's empties it.
_COMBAT_KEEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers",
                           "first_strike_damage", "combat_damage"})


def empty_pools(game: Kernel) -> None:
    """Unused mana empties from every pool at the end of each step and phase (500.4, 106.4) —
    but firebending's stays until the end of combat (702.189a)."""
    keeps = game.state.step in _COMBAT_KEEPS
    for player in game.state.players:
        if not player.mana_pool:
            continue
        kept = tuple(u for u in player.mana_pool if keeps and u.until_end_of_combat)
        counts: dict[str, int] = {}
        for unit in player.mana_pool:
            if not (keeps and unit.until_end_of_combat):
                counts[unit.type] = counts.get(unit.type, 0) + 1
        for mana_type in MANA_TYPES:
            if counts.get(mana_type):
                game.emit(K.MANA_EMPTIED, player=player.name, amount=counts[mana_type],
                          mana=mana_type, rule="500.4")
        player.mana_pool = kept


# -- producing mana (106.4, 106.5, 106.12, 605) ----------------------------------------------------
def options(game: Kernel, obj: Obj, ability: ActivatedAbility, x: int = 0,
            could: frozenset[str] | None = None) -> tuple[str, ...]:
    """The types a mana ability lets its controller choose now (reflectors: 106.7); ``x`` is
    the X paid for it; ``could``, what the permanent its cost sacrificed could produce as it
    last existed."""
    production = ability.mana
    assert production is not None
    if production.of_sacrificed:
        return tuple(t for t in MANA_TYPES if t in (could or ()))
    if production.defined:
        made = production.produced(game, obj)
        return (made,) if made else ()
    if production.combination:
        n = x if production.x_amount else (
            production.count(game, obj) if production.count is not None else production.amount)
        return production.combinations(n) if n > 0 else ()
    if production.reflect:
        found = base_types(game, obj, ability, could_produce_all(game))
        return tuple(t for t in MANA_TYPES if t in found)
    return production.picks(obj)


def resolve_ability(game: Kernel, player: str, obj: Obj, ability: ActivatedAbility,
                    choice: str | None, cause: int, amount: int | None = None,
                    x: int = 0, could: frozenset[str] | None = None) -> Steps:
    """605.3b: an activated mana ability resolves at once. ``x`` is the X paid for it;
    ``could``, what the permanent its cost sacrificed could produce (see ``options``)."""
    production = ability.mana
    assert production is not None
    receiver = player
    if production.to_chosen_player:  # chosen as it resolves (608.2d); by default its controller
        players = tuple(p.name for p in game.state.apnap(player))
        receiver = yield from game.ask(Decision(
            player=player, kind="option", rule="608.2d",
            prompt=f"{obj.name}: choose a player to add the mana", options=as_options(players),
            default=Choose(player, option=players[0]),
            accept=one_of(players, "608.2d", "choose a player:")))
    if production.after_effect and ability.effect is not None:
        yield from ability.effect(Ctx(game, player, obj, obj.name, cause=cause))
    if production.defined:
        produced = production.produced(game, obj)
        if not produced:
            return  # nothing to add now (Bloom Tender with no colored permanent)
    else:
        allowed = options(game, obj, ability, x, could)
        if not allowed:
            game.emit(K.MANA_UNDEFINED, player=player, source=obj.name, target=obj.handle,
                      rule="903.4f" if production.commander_identity else "106.5",
                      cause=cause, ability=ability.text)
            return
        if choice is None:
            choice = yield from game.ask(Decision(  # chosen as it resolves (605.3b)
                player=player, kind="mana", rule="605.3b",
                prompt=f"Choose the type of mana {obj.name} adds", options=as_options(allowed),
                default=Choose(player, option=allowed[0]), accept=one_of(allowed, "106.1")))
        many = amount if amount is not None else (
            production.count(game, obj) if production.count is not None else production.amount)
        produced = choice if len(choice) > 1 or production.combination else choice * many
    yield from produce(game, receiver, obj.name, obj, produced, tapped=ability.cost.tap,
                       restriction=restriction_for(production.restriction, obj), cause=cause,
                       rider=production.rider,
                       when_spent=production.when_spent)
    if ability.effect is not None and not production.after_effect:
        yield from ability.effect(Ctx(game, player, obj, obj.name, cause=cause))


def produce(game: Kernel, player: str, source_name: str, source: Obj | None, produced: str, *,
            tapped: bool = False, restriction: str | None = None, cause: int | None = None,
            rule: str = "106.4", rider: str | None = None,
            when_spent: TriggeredAbility | None = None) -> Steps:
    """A mana production event: replacement effects first (106.12b, 616.1), then the mana goes
    into the pool (106.4); if a permanent was tapped for mana and mana was produced, "tapped for
    mana" triggers trigger (106.12a) and, being mana abilities, resolve at once (605.4a)."""
    with game.caused_by(cause):
        result = yield from propose(game, Proposal(
            "mana", source_name, player, len(produced), source_oid=source.oid if source else None,
            mana=produced, tapped_for_mana=tapped, restriction=restriction, rider=rider,
            when_spent=when_spent))
        if result is None or not result.mana:
            return
        add_mana(game, game.state.player(player), result.mana, source_name, rule=rule,
                 restriction=result.restriction, rider=result.rider,
                 when_spent=result.when_spent, actor=source)
        if tapped and source is not None:
            types = "".join(t for t in MANA_TYPES if t in result.mana)
            game.emit(K.TAPPED_FOR_MANA, player=player, source=source_name, target=source.handle,
                      amount=len(result.mana), mana=types, rule="106.12a")
    yield from resolve_mana_triggers(game)


def resolve_mana_triggers(game: Kernel) -> Steps:
    """605.4a: triggered mana abilities resolve right after the event that triggered them."""
    state = game.state
    while state.mana_triggers:
        trigger = state.mana_triggers.pop(0)
        seq = game.emit(K.ABILITY_RESOLVED, player=trigger.controller,
                        source=trigger.source_name, rule="605.4a", ability=trigger.ability.text,
                        cause=trigger.seq).seq
        source = state.find(trigger.source_oid) if trigger.source_oid is not None else None
        ctx = Ctx(game, trigger.controller, source, trigger.source_name, event=trigger.event,
                  cause=seq, choices={} if trigger.about is None else {"created": trigger.about})
        yield from trigger.ability.effect(ctx)
