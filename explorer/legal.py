"""What a player may do now: the legal actions of the pending decision, listed so that every one
of them is accepted by ``Game.apply`` — for every kind of decision.

With priority: pass, play each land, cast each spell (with each legal first target, and — when
the pool alone can't pay — the untapped mana sources to tap while casting, 601.2g), activate
each ability (for each type of mana it may add, with each legal choice of targets). Each action
passes the same check ``apply`` makes, and a spell offered with sources to tap was first cast on
a throwaway copy of the game (``payments.dry_run``), so what those sources really add
(replacement effects, restrictions, triggered mana abilities) is known to pay for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations, islice, permutations, product
from typing import TYPE_CHECKING, Any

from . import payments
from .actions import (
    Action,
    Activate,
    Attack,
    Block,
    Cast,
    Choose,
    Foretell,
    Pass,
    PlayLand,
    Plot,
    Suspend,
    TurnFaceUp,
)
from .errors import BoardError, IllegalAction
from .rules import alternative_costs, bargain, foretell, impulse, plot
from .rules.activated import activated_abilities, zone_abilities
from .rules.stack import spell_targets
from .rules.targets import candidates as legal_targets

if TYPE_CHECKING:
    from .abilities import TargetSpec
    from .decisions import Decision
    from .kernel import Kernel
    from .state import Obj


MAX_ANSWERS = 256  # a decision with more answers lists the default and the simplest ones


def legal_actions(game: Kernel) -> list[Action]:
    """The legal answers to the pending decision: with priority, what the player may do
    (:func:`_priority_actions`); otherwise the answers built from the decision's options
    (:func:`answers`). Empty when the game is over."""
    decision = game.pending
    if decision is None:
        return []
    if decision.kind != "priority":
        return answers(decision)
    key = (id(game.state), len(game.log), id(decision))
    cached = game.cache.get("legal_actions")
    if cached is not None and cached[0] == key:
        return list(cached[1])
    out = _priority_actions(game, decision)
    game.cache["legal_actions"] = (key, out)
    return list(out)


def _priority_actions(game: Kernel, decision: Decision) -> list[Action]:
    player = decision.player
    assert decision.accept is not None
    accept = decision.accept

    def accepted(action: Action) -> bool:
        try:
            accept(action)
        except (IllegalAction, BoardError):
            return False
        return True

    out: list[Action] = [Pass(player)]

    def offer(action: Action) -> None:
        if action not in out:
            out.append(action)

    castable = [*game.state.player(player).hand,
                *(c for c in game.state.player(player).graveyard
                  if c.card.flashback or c.card.harmonize),
                *impulse.playable_from_exile(game, player),
                *foretell.castable(game, player),  # 702.143a
                *plot.castable(game, player)]  # 702.170d
    for card in castable:
        if card.is_type("Land") and card.zone in ("hand", "exile"):
            if accepted(PlayLand(player, card.handle)):
                offer(PlayLand(player, card.handle))
            continue
        x = 0 if "{X}" in card.card.mana_cost else None
        pay: tuple[str, ...] | None = None  # planned once per card, when first needed
        for announced in _announcements(game, card, player):
            specs = spell_targets(card.card, announced.choices)
            for targets in _target_choices(game, specs, player, by=card):
                cast = replace(announced, x=x, targets=targets,
                               distribution=_division(card, targets))
                if accepted(cast):  # the pool pays (checked as apply checks it)
                    offer(cast)
                    continue
                delved = _with_delve(game, player, card, cast, accepted)
                if delved is not None:
                    offer(delved)
                    continue
                improvised = _with_improvise(game, player, card, cast, accepted)
                if improvised is not None:
                    offer(improvised)
                    continue
                if pay is None:
                    pay = payment_sources(game, decision, cast)
                if pay:
                    with_pay = replace(cast, pay=pay)
                    if accepted(with_pay) and payments.dry_run(game, player,
                                                               with_pay) is not None:
                        offer(with_pay)
    sources = [(obj, activated_abilities(game, obj)) for obj in game.state.permanents(player)]
    me = game.state.player(player)
    sources += [(card, zone_abilities(card.card, card.zone))
                for zone in (me.hand, me.graveyard, me.exile) for card in zone]
    for obj, abilities in sources:
        for i, ability in enumerate(abilities):
            taps = _tap_choices(game, ability.cost.parts, player, obj)
            for targets in _target_choices(game, ability.targets, player, obj.oid, obj):
                for m in (ability.mana.picks(obj) if ability.mana else ()) or [None]:
                    for tapped in taps:
                        activate = Activate(player, obj.handle, i, mana=m, targets=targets,
                                            tap=tapped)
                        if accepted(activate):
                            offer(activate)
    for obj in game.state.permanents(player):  # the special action of 702.37e (116.2b)
        if obj.face_up is not None and accepted(TurnFaceUp(player, obj.handle)):
            offer(TurnFaceUp(player, obj.handle))
    for card in me.hand:  # the special action of 702.143a (702.143b)
        if card.card.foretell and accepted(Foretell(player, card.handle)):
            offer(Foretell(player, card.handle))
        if card.card.suspend and accepted(Suspend(player, card.handle)):  # 116.2f
            offer(Suspend(player, card.handle))
        if card.card.plot and accepted(Plot(player, card.handle)):  # 702.170a
            offer(Plot(player, card.handle))
    return out


def _division(card: Obj, targets: tuple[str, ...]) -> dict[str, int] | None:
    """A spell that divides an amount among its targets (601.2d): as evenly as it goes, the
    first targets getting the rest. One target needs no division."""
    spell = card.card.spell
    dist = spell.distribute if spell is not None else None
    chosen = [t for t in targets if t]
    if dist is None or len(chosen) < 2 or len(chosen) > dist.total:
        return None
    share, rest = divmod(dist.total, len(chosen))
    return {t: share + (1 if k < rest else 0) for k, t in enumerate(chosen)}


def _tap_choices(game: Kernel, parts: tuple[Any, ...], player: str, source: Obj
                 ) -> list[tuple[str, ...]]:
    """The ways to pay a cost that taps untapped permanents (602.2b; crew, 702.122a): each set
    of that many — for crew, each set whose total power is enough and none of which could be
    left out."""
    from .rules.costs import TapUntapped
    from .rules.layers import power

    part = next((p for p in parts if isinstance(p, TapUntapped)), None)
    if part is None:
        return [()]
    able = [o for o in game.state.permanents(player)
            if not o.tapped and part.test(game, player, o)
            and not ((part.power is not None or part.other) and o is source)]
    if part.power is None:
        sets: Iterator[tuple[Obj, ...]] = combinations(able, part.amount)
    else:
        need = part.power

        def enough(group: tuple[Obj, ...]) -> bool:
            powers = [max(0, power(game, o)) for o in group]
            return sum(powers) >= need and all(sum(powers) - p < need for p in powers)

        largest = len(able) if len(able) <= 12 else 3  # the simplest sets, when there are many
        sets = (g for n in range(1, largest + 1) for g in combinations(able, n) if enough(g))
    return [tuple(o.handle for o in g) for g in islice(sets, MAX_ANSWERS)]


def _announcements(game: Kernel, card: Obj, player: str) -> list[Cast]:
    """The ways to announce casting ``card`` (601.2b, 601.2h): each mode of a modal spell,
    with and without its kicker, for its mana cost or its alternative cost (118.9), and each
    permanent or card an additional cost may take."""
    spell = card.card.spell
    modes = spell.modes if spell is not None else ()
    least, most = spell.choose if spell is not None else (1, 1)
    choices: list[dict[str, Any] | None] = (
        [{"mode": list(c) if n > 1 else c[0]} for n in range(least, most + 1)
         for c in combinations(range(1, len(modes) + 1), n)] if modes else [None])
    if card.card.kicker:  # 702.33a; multikicker once, twice, three times (702.33c)
        times: list[Any] = [1, 2, 3] if card.card.multikicker else [True]
        choices += [{**(c or {}), "kicked": n} for c in choices for n in times]
    if card.card.entwine and modes:  # 702.42a: every mode, in printed order
        every = list(range(1, len(modes) + 1))
        choices += [{"mode": every, "entwined": True}]
    if card.zone == "graveyard" and card.card.harmonize and not card.card.flashback:
        creatures = [o.handle for o in game.state.permanents(player)
                     if o.is_creature and not o.tapped]  # 702.180a: up to one tapped
        choices += [{**(c or {}), "harmonize": h} for c in choices for h in creatures]
    if card.card.buyback:  # 702.27a
        choices += [{**(c or {}), "buyback": True} for c in choices]
    if card.card.gift:  # 702.174a: the gift promised to each opponent in turn
        opponents = [p.name for p in game.state.in_game() if p.name != player]
        choices += [{**(c or {}), "gift": o} for c in choices for o in opponents]
    if card.card.offspring:  # 702.175a
        choices += [{**(c or {}), "offspring": True} for c in choices]
    if card.card.bargain and any(bargain.SACRIFICE.test(game, player, o)
                                 for o in game.state.permanents(player)):  # 702.166a
        choices += [{**(c or {}), "bargained": True} for c in choices]
    if (card.card.alternative_cost and card.zone == "hand"  # 118.9 (not with flashback, 118.9a)
            and alternative_costs.may_pay(game, player, card)):
        choices += [{**(c or {}), "alternative": True} for c in choices]
    if card.card.morph and card.zone == "hand":  # face down, for {3} (702.37c)
        choices.append({"face_down": True})
    if impulse.free_cast_of(game, player, card) is not None:  # 118.9
        free: list[dict[str, Any] | None] = [{**(c or {}), "free": True} for c in choices
                                             if not (c or {}).get("alternative")]
        choices = free + (choices if impulse.may_play(game, player, card) else [])
    takes: list[dict[str, str]] = [{}]
    for part in card.card.additional_costs:
        if part.chooses == "sacrifice":
            takes = [{**t, "sacrifice": o.handle} for t in takes
                     for o in game.state.permanents(player)]
        elif part.chooses == "discard":
            takes = [{**t, "discard": c.handle} for t in takes
                     for c in game.state.player(player).hand if c is not card]
    bargains = [{"sacrifice": o.handle} for o in game.state.permanents(player)
                if bargain.SACRIFICE.test(game, player, o)]  # 702.166a: which to sacrifice
    return [Cast(player, card.handle, choices=c, **t)  # type: ignore[arg-type]
            for c in choices for t in ([{**t, **b} for t in takes for b in bargains]
                                       if (c or {}).get("bargained") else takes)
            ][:MAX_ANSWERS]


def _with_delve(game: Kernel, player: str, card: Obj, cast: Cast,
                accepted: Callable[[Action], bool]) -> Cast | None:
    """A spell with delve the pool can't pay for alone: the fewest of the caster's graveyard
    cards, first ones first, that exiled let the pool pay the rest (702.66a)."""
    if not card.card.delve:
        return None
    graveyard = [c.handle for c in game.state.player(player).graveyard if c is not card]
    return _fewest(lambda named: replace(cast, delve=named), graveyard, accepted)


def _with_improvise(game: Kernel, player: str, card: Obj, cast: Cast,
                    accepted: Callable[[Action], bool]) -> Cast | None:
    """A spell with improvise the pool can't pay for alone: the fewest of the caster's untapped
    artifacts, first ones first, that tapped let the pool pay the rest (702.126a)."""
    if not card.card.improvise:
        return None
    artifacts = [o.handle for o in game.state.permanents(player)
                 if o.is_type("Artifact") and not o.tapped]
    return _fewest(lambda named: replace(cast, improvise=named), artifacts, accepted)


def _fewest(cast_naming: Callable[[tuple[str, ...]], Cast], helpers: list[str],
            accepted: Callable[[Action], bool]) -> Cast | None:
    """The accepted cast naming the fewest of ``helpers``, first ones first — None if even all
    of them aren't enough."""
    for n in range(1, len(helpers) + 1):
        helped = cast_naming(tuple(helpers[:n]))
        if accepted(helped):
            return helped
    return None


def _target_choices(game: Kernel, specs: tuple[TargetSpec, ...], player: str,
                    source: int | None = None, by: Obj | None = None
                    ) -> list[tuple[str, ...]]:
    """The ways to choose targets for ``specs`` now (601.2c, 602.2b): every combination of
    legal targets, none chosen twice — at most MAX_ANSWERS of them. ``by`` is the spell or the
    ability's source (protection, 702.16b)."""
    if not specs:
        return [()]
    each = [[game.describe_target(t) or "" for t in legal_targets(game, spec, player, source,
                                                                  by)]
            for spec in specs]
    out: list[tuple[str, ...]] = []

    def extend(picked: tuple[str, ...]) -> None:
        """Each next target not chosen before; where the next one may be left out (a
        variable number of targets, the last of them), the choice stopping there too."""
        k = len(picked)
        if len(out) >= MAX_ANSWERS:
            return
        if k == len(specs):
            out.append(picked)
            return
        for t in each[k]:
            if t not in picked:
                extend((*picked, t))
        if specs[k].optional and len(out) < MAX_ANSWERS:
            out.append(picked)

    extend(())
    return out


def payment_sources(game: Kernel, decision: Decision, cast: Cast) -> tuple[str, ...]:
    """Untapped mana sources that would pay for the spell of ``cast`` (with X = 0) on top of
    the pool, as its ``pay`` list (601.2g) — or () if none would. Built from what each source
    adds when activated on a throwaway copy of the game (``explorer.payments``). Sources are
    measured only for a cast that is legal apart from paying: with any ``pay`` list the check
    leaves the pool alone, so one naming some mana source tells."""
    probe = next((o.handle for o in game.state.permanents(cast.player)
                  if any(a.is_mana_ability for a in activated_abilities(game, o))), None)
    assert decision.accept is not None
    try:
        if probe is None:
            return ()
        decision.accept(replace(cast, pay=(probe,)))
    except (IllegalAction, BoardError):
        return ()
    me = game.state.player(cast.player)  # the card: in hand, or cast from another zone
    card = next(c for zone in (me.hand, me.graveyard, impulse.playable_from_exile(game, me.name))
                for c in zone if c.handle == cast.card)
    return payments.plan(game, cast.player, card) or ()


# -- answers to the other decisions --------------------------------------------------------------
def answers(decision: Decision) -> list[Action]:
    """Every answer to a decision other than priority, as the action that gives it, the default
    policy's first. All of them when there are at most MAX_ANSWERS; otherwise the default and
    the simplest ones (no or one attacker or blocker, …). Each is checked by the decision's own
    ``accept``, so ``apply`` takes it."""
    assert decision.accept is not None and decision.default is not None
    found: list[Action] = [decision.default]
    for action in _candidates(decision):
        if len(found) >= MAX_ANSWERS:
            break
        if action in found:
            continue
        try:
            decision.accept(action)
        except (IllegalAction, BoardError):
            continue
        found.append(action)
    return found


def _candidates(decision: Decision) -> Iterator[Action]:
    player, kind, options = decision.player, decision.kind, decision.options
    if kind in ("attackers", "blockers"):
        yield from _declarations(decision)
    elif kind == "targets":
        yield from (Choose(player, targets=(o,)) for o in options)
    elif kind == "order":
        for order in islice(permutations(options), MAX_ANSWERS):
            yield Choose(player, order=tuple(order))
    elif kind == "discard":
        for picked in islice(combinations(options, decision.amount or 0), MAX_ANSWERS):
            yield Choose(player, targets=tuple(picked))
    elif kind == "distribution" and decision.amount is not None:
        for split in islice(_splits(decision.amount, len(options)), 4 * MAX_ANSWERS):
            yield Choose(player, distribution={o: n for o, n in zip(options, split,
                                                                   strict=True) if n})
    else:  # answered by naming one option: a mana type, a replacement effect, a choice …
        yield from (Choose(player, option=o) for o in options)


def _declarations(decision: Decision) -> Iterator[Action]:
    """Attackers (each creature → the player it attacks) or blockers (each creature → the
    attacker it blocks), from the decision's options as data: none, each one alone, then every
    combination."""
    make: Callable[[dict[str, Any]], Action] = (
        (lambda pairs: Attack(decision.player, pairs)) if decision.kind == "attackers"
        else (lambda pairs: Block(decision.player, pairs)))
    choices: dict[str, list[str]] = {}
    for o in decision.options:
        if o.subject is not None and o.object is not None:
            choices.setdefault(o.subject, []).append(o.object)
    yield make({})
    for who, whats in choices.items():
        for what in whats:
            yield make({who: what})
    for picks in product(*([None, *whats] for whats in choices.values())):
        yield make({who: what for who, what in zip(choices, picks, strict=True) if what})
    if decision.kind == "blockers":  # a creature that may block more than one (509.1a):
        for who, whats in choices.items():  # every attacker it could block (accept decides)
            if len(whats) > 1:
                yield make({who: list(whats)})


def _splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to divide ``total`` into ``parts`` amounts of 0 or more."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)
