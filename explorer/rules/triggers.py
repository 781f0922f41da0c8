"""Triggered abilities (603): noticing trigger events, and putting the waiting abilities on the
stack the next time a player would receive priority, in APNAP order, each player ordering their
own, with targets chosen as each goes on the stack (603.3b, 603.3d).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..abilities import Steps, TargetSpec, TriggeredAbility
from ..actions import Choose
from ..decisions import Decision, Option, as_options, one_of
from ..errors import IllegalAction
from ..events import Event, EventKind
from ..events import EventKind as K
from ..state import DelayedTrigger, Obj, PendingTrigger, StackItem
from . import crimes, earthbend, monarch
from . import targets as targeting

if TYPE_CHECKING:
    from ..kernel import Kernel
    from .layers import StaticEffect


# Constants: reading a member off an Enum class goes through its metaclass (slow in 3.11), and
# every trigger reads them.
_TRIGGERED, _ON_STACK, _BEGAN = K.ABILITY_TRIGGERED, K.ABILITY_PUT_ON_STACK, K.STEP_BEGAN


def check(game: Kernel, event: Event, left: Obj | None = None, actor: Obj | None = None) -> None:
    """603.2: every ability whose trigger event just happened triggers (nothing happens yet).

    Only the abilities listening to this kind of event are asked (see :func:`_index`); the
    kernel asks only about kinds some pattern listens to, and step beginnings (603.7b).
    ``left`` is an object that just left the battlefield: its leaves-the-battlefield abilities
    look back in time (603.10a). ``actor`` is the permanent that did it (the creature whose
    combat damage triggers the monarch's steal ability)."""
    if event.event in monarch.INHERENT_KINDS:
        for inherent, controller in monarch.inherent_triggers(game, event):  # 724.2
            seq = game.emit(_TRIGGERED, player=controller, source="monarch",
                            rule="724.2", ability=inherent.text, cause=event.seq).seq
            game.state.pending_triggers.append(
                PendingTrigger(inherent, controller, "monarch", None, event, seq, lki=actor))
    listening = _index(game).get(event.event)
    if listening:
        for obj, ability in tuple(listening):  # a copy: triggering may change the index
            if isinstance(ability, Granted):
                _granted(game, event, obj, ability)
                continue
            assert ability.trigger is not None
            if ability.trigger.test(game, event, obj):
                for occurrence in ability.trigger.each(game, event, obj):  # 603.2c
                    _triggered(game, ability, obj, occurrence)
    if event.event is _BEGAN and game.state.step == "upkeep" \
            and game.state.player(game.state.active).exile:
        from . import suspend  # (it casts spells: the stack imports this module)

        suspend.at_upkeep(game, event)  # 702.62a: abilities that work from exile
    if not game.state.delayed and left is None and not game.batch:
        return  # no delayed ability waits, nothing left the battlefield: nothing else to ask
    if game.state.delayed and event.event is _BEGAN:
        _delayed(game, event)
    for d in game.state.delayed:  # "Whenever … this turn" (603.7b): each time, this turn
        if d.when is not None and d.seen_by is not None \
                and d.when.matches(game, event, d.seen_by):
            mana = d.ability.mana_ability  # High Tide's: a triggered mana ability (605.1b)
            seq = game.emit(K.ABILITY_TRIGGERED, player=d.controller, source=d.source_name,
                            rule="605.1b" if mana else "603.7b", ability=d.ability.text,
                            cause=event.seq).seq
            pending = PendingTrigger(d.ability, d.controller, d.source_name, d.source_oid, event,
                                     seq, lki=d.seen_by, left=game.left, about=d.about)
            (game.state.mana_triggers if mana else game.state.pending_triggers).append(pending)
    # 603.10a: leaves-the-battlefield abilities look back — the object that just left, and
    # those that left before it in the same event, still see it happen.
    for gone in ([left] if left is not None else []) + [o for o in game.batch or ()
                                                        if o is not left]:
        if gone.earthbent:  # its delayed "return it" abilities (701.66a, 603.7b)
            earthbend.check_left(game, event, gone)
        for ability in gone.card.triggered:
            if ability.looks_back and ability.trigger is not None \
                    and ability.trigger.matches(game, event, gone):
                _triggered(game, ability, gone, event)


def on_cast(game: Kernel, spell: Obj, event: Event) -> None:
    """601.2i: the spell just became cast — its own "When you cast this spell" abilities
    trigger (they work while it is on the stack; no permanent's index holds them)."""
    for ability in spell.card.triggered:
        if ability.on_cast and ability.trigger is not None \
                and ability.trigger.matches(game, event, spell):
            _triggered(game, ability, spell, event)


def from_graveyard(game: Kernel, card: Obj, event: Event) -> None:
    """A card just put into a graveyard: its own abilities that work there ("When ~ is put into
    your graveyard from your library", 603.6) trigger, the card being their source."""
    for ability in card.card.triggered:
        if ability.in_graveyard and ability.trigger is not None \
                and ability.trigger.matches(game, event, card):
            _triggered(game, ability, card, event)


def at_next_end_step(game: Kernel, ability: TriggeredAbility, controller: str, permanent: Obj,
                     rule: str) -> None:
    """A delayed triggered ability created now (603.7a), to trigger as the next end step
    begins (603.7b) — next turn's, if this turn's has begun — "it" being ``permanent``: blitz's
    sacrifice (702.152a), dash's return (702.109a)."""
    state = game.state
    state.delayed = (*state.delayed, DelayedTrigger(
        ability, controller, permanent.name, permanent.oid, "end", state.turn))
    game.emit(K.EFFECT_CREATED, player=controller, source=permanent.name,
              target=permanent.handle, rule=rule, rider=ability.text)


def _delayed(game: Kernel, event: Event) -> None:
    """603.7b: a delayed triggered ability triggers once, the next time its event happens."""
    state = game.state
    due = [d for d in state.delayed if d.when is None and d.step == event.step
           and event.turn >= d.min_turn and (not d.yours or event.active == d.controller)]
    state.delayed = tuple(d for d in state.delayed if d not in due)
    for d in due:
        if not state.player(d.controller).in_game:
            continue  # 800.4a: it left the game with its controller
        seq = game.emit(K.ABILITY_TRIGGERED, player=d.controller, source=d.source_name,
                        rule="603.7b", ability=d.ability.text, cause=event.seq).seq
        # Its words refer to what the ability that made it was about, if it was about
        # something (603.7c): "destroy that creature at end of combat", and "it" to the
        # tokens that ability had just made, if it named them.
        state.pending_triggers.append(
            PendingTrigger(d.ability, d.controller, d.source_name, d.source_oid,
                           event if d.origin is None else d.origin, seq, about=d.about))


@dataclass(frozen=True, eq=False)
class Granted:
    """A triggered ability a static ability of ``source`` grants (613.1f): in the index under
    its source, it triggers for each permanent the effect applies to as the event happens."""

    effect: StaticEffect
    ability: TriggeredAbility


def _granted(game: Kernel, event: Event, source: Obj, granted: Granted) -> None:
    trigger = granted.ability.trigger
    assert trigger is not None
    for obj in tuple(game.state.battlefield):
        if granted.effect.applies(game, source, obj) and trigger.test(game, event, obj):
            for occurrence in trigger.each(game, event, obj):  # 603.2c
                _triggered(game, granted.ability, obj, occurrence)


_Index = dict[EventKind, list[tuple[Obj, "TriggeredAbility | Granted"]]]
_Cached = tuple[list[Obj], int, int, _Index]


def _index(game: Kernel) -> _Index:
    """The triggered abilities of the permanents on the battlefield, by the kinds of event they
    listen to, in battlefield order — kept up to date without looking at every permanent for
    every event (that made creating N tokens take N² steps).

    Objects join the battlefield only at its end, each as a new object with a larger object id
    than any before (400.7), so if the object that was last when the index was made is still at
    its place, nothing before it left and only the objects after it are new."""
    battlefield = game.state.battlefield
    cached: _Cached | None = game.cache.get("trigger_index")
    if cached is not None:
        same_list, length, last_oid, index = cached
        if same_list is battlefield and length <= len(battlefield) and (
                length == 0 or battlefield[length - 1].oid == last_oid):
            if length < len(battlefield):  # asked at every event: most often nothing is new
                _add(index, battlefield[length:])
                game.cache["trigger_index"] = (battlefield, len(battlefield),
                                               battlefield[-1].oid, index)
            return index
    index = {}
    _add(index, battlefield)
    game.cache["trigger_index"] = (battlefield, len(battlefield),
                                   battlefield[-1].oid if battlefield else 0, index)
    return index


# The kernel asks it before entering ``check``: a kind no permanent's ability listens to is
# not in it (its lists are never empty).
listening = _index


def _add(index: _Index, objs: list[Obj]) -> None:
    for obj in objs:
        for ability in obj.card.triggered:
            if ability.trigger is None:
                continue  # a delayed trigger an effect created
            for kind in ability.trigger.kinds:
                index.setdefault(kind, []).append((obj, ability))
        for effect in obj.card.continuous:  # abilities it grants (613.1f)
            for granted in effect.triggered:
                assert granted.trigger is not None
                for kind in granted.trigger.kinds:
                    index.setdefault(kind, []).append((obj, Granted(effect, granted)))


def _first_this_turn(game: Kernel, ability: TriggeredAbility, obj: Obj) -> bool:
    """603.2h: "This ability triggers only once each turn." The object remembers the turn each
    such ability of its last triggered (a new object, 400.7, remembers nothing)."""
    index = next((k for k, a in enumerate(obj.card.triggered) if a is ability), None)
    if index is None:
        return True
    if obj.triggered_turns.get(index) == game.state.turn:
        return False
    obj.triggered_turns = {**obj.triggered_turns, index: game.state.turn}
    return True


def trigger_from(game: Kernel, card: Obj, ability: TriggeredAbility, event: Event) -> None:
    """An ability of a card in a zone no trigger index watches (suspend's, in exile) triggers
    now, its card the source (603.2)."""
    _triggered(game, ability, card, event)


def _triggered(game: Kernel, ability: TriggeredAbility, obj: Obj, event: Event) -> None:
    # 603.4: an intervening "if" must be true for the ability to trigger at all.
    if ability.condition is not None and not ability.condition(game, obj, event):
        return
    if ability.once_each_turn and not _first_this_turn(game, ability, obj):
        return  # 603.2h: it has already triggered this turn
    seq = game.emit(_TRIGGERED, player=obj.controller, source=obj.name,
                    rule="605.1b" if ability.mana_ability else "603.2", ability=ability.text,
                    cause=event.seq).seq
    if ability.trigger is not None and ability.trigger.seen is not None:
        event = ability.trigger.seen(game, event)  # e.g. all the damage dealt at once
    pending = PendingTrigger(ability, obj.controller, obj.name, obj.oid, event, seq, lki=obj,
                             left=game.left)
    if ability.mana_ability:
        game.state.mana_triggers.append(pending)
    else:
        game.state.pending_triggers.append(pending)


def put_on_stack(game: Kernel) -> Steps:
    """603.3b: APNAP order; each player puts theirs on the stack in the order they choose."""
    state = game.state
    while state.pending_triggers:
        for player in state.apnap():
            mine = [t for t in state.pending_triggers if t.controller == player.name]
            if not mine:
                continue
            state.pending_triggers = [t for t in state.pending_triggers
                                      if t.controller != player.name]
            ordered = yield from _order(game, player.name, mine)
            for trigger in ordered:
                yield from _put_one(game, trigger)
        # Abilities of players who left the game are never put on the stack (800.4d).
        gone = [t for t in state.pending_triggers if not state.player(t.controller).in_game]
        for t in gone:
            state.pending_triggers.remove(t)
            game.emit(K.ABILITY_REMOVED, player=t.controller, source=t.source_name,
                      rule="800.4d", ability=t.ability.text, cause=t.seq)


def _order(game: Kernel, player: str, mine: list[PendingTrigger]) -> Steps:
    """The player orders their simultaneous triggers; identical ones need no choice."""
    if len({(t.source_name, t.ability.text) for t in mine}) <= 1:
        if len(mine) > 1:
            game.log_interchangeable(player, "order", "603.3b",
                                     f"{len(mine)} × {mine[0].source_name}: {mine[0].ability.text}")
        return mine
    labels = tuple(f"{t.source_name}: {t.ability.text}" for t in mine)

    def accept(action: Any) -> list[int]:
        order = getattr(action, "order", None)
        if order is None or sorted(order) != sorted(labels) and sorted(order) != sorted(
                str(i) for i in range(len(labels))):
            raise IllegalAction(f"order must list each trigger once: {list(labels)}", "603.3b")
        picked: list[int] = []
        for item in order:
            k = int(item) if item.isdigit() else next(
                i for i, label in enumerate(labels) if label == item and i not in picked)
            picked.append(k)
        return picked

    # The answer lists the triggers in the order they resolve: the first one on top of the stack.
    resolve_order = yield from game.ask(Decision(
        player=player, kind="order", rule="603.3b",
        prompt="Order your triggered abilities: list them in the order they should resolve",
        options=as_options(labels), default=Choose(player, order=labels), accept=accept,
        describe=lambda ks: " then ".join(labels[k] for k in ks)))
    return [mine[k] for k in reversed(resolve_order)]


NO_TARGET = "no target"  # the option that leaves an "up to N" target unchosen


def _source(game: Kernel, trigger: PendingTrigger) -> Obj | None:
    """The ability's source, whose qualities protection looks at as targets are chosen
    (702.16b): on the battlefield, or as it last existed there (113.7a)."""
    if trigger.source_oid is None:
        return None  # the monarch's abilities have no source (724.2)
    found = game.state.find(trigger.source_oid)
    return found if found is not None else trigger.lki


def _put_one(game: Kernel, trigger: PendingTrigger) -> Steps:
    if not game.state.player(trigger.controller).in_game:  # 800.4d (it left while ordering)
        game.emit(K.ABILITY_REMOVED, player=trigger.controller, source=trigger.source_name,
                  rule="800.4d", ability=trigger.ability.text, cause=trigger.seq)
        return
    chosen: list[Any] = []
    amounts: list[int] = []
    if trigger.ability.distribute is not None:
        chosen, amounts = yield from _distribute(game, trigger)
    specs = trigger.ability.targets
    mode = None
    if trigger.ability.modes:
        mode = yield from _choose_mode(game, trigger)
        if mode is None:
            return
        specs = mode_targets(trigger.ability, mode)
    for k, spec in enumerate(specs):
        if k < len(chosen):
            continue  # chosen with an earlier target of the same words (below)
        if spec.optional and k and chosen[-1] is None and specs[k - 1].text == spec.text:
            chosen.append(None)  # "up to N" / "any number of": the rest left unchosen too
            continue
        used = targeting.taken(specs, k, chosen)
        legal = [t for t in targeting.candidates(game, spec, trigger.controller,
                                                 trigger.source_oid, _source(game, trigger),
                                                 trigger.event)
                 if t not in used]
        if not legal and spec.optional:
            chosen.append(None)  # "up to N": this one is left unchosen (601.2c)
            continue
        if not legal:  # 603.3d: no legal target → removed from the stack
            game.emit(K.ABILITY_REMOVED, player=trigger.controller, source=trigger.source_name,
                      rule="603.3d", ability=trigger.ability.text, target_spec=spec.text,
                      cause=trigger.seq)
            return
        labels = tuple(game.describe_target(t) or "" for t in legal)
        if spec.optional:
            labels += (NO_TARGET,)
        # The targets after this one with the same words ("two target permanents", "any
        # number of target players"): one answer may name several of them at once — those
        # it leaves are asked for next, and "no target" ends the optional ones.
        more = 0
        while k + more + 1 < len(specs) and specs[k + more + 1].text == spec.text:
            more += 1

        def accept(action: Any, legal: list[Any] = legal, labels: tuple[str, ...] = labels,
                   spec: Any = spec, more: int = more) -> Any:
            refs: tuple[str, ...] = getattr(action, "targets", None) or ()
            if spec.optional and refs in ((), (NO_TARGET,)):
                return [None]
            if not 1 <= len(refs) <= 1 + more:
                many = f"1 to {1 + more} targets" if more else "one target"
                raise IllegalAction(f"choose {many}: {spec.text}", "603.3d")
            out = []
            for ref in refs:
                target = targeting.resolve(game, spec, ref, "603.3d")
                if target not in legal:
                    raise IllegalAction(f"{ref} is not a legal target ({spec.text}); legal: "
                                        f"{', '.join(labels)}", "603.3d")
                if target in out:  # 115.3: the same word "target" can't name one object twice
                    raise IllegalAction(f"{ref} is chosen twice for one word \"target\" "
                                        f"({spec.text})", "115.3")
                out.append(target)
            if spec.one_graveyard:  # "… from a single graveyard" (601.2c)
                targeting.one_graveyard(game, spec, [*(t for s, t in zip(specs, chosen,
                                                                         strict=False)
                                                       if s.allows is spec.allows), *out],
                                        trigger.source_name, "603.3d")
            return out

        answer = yield from game.ask(Decision(
            player=trigger.controller, kind="targets", rule="603.3d",
            prompt=f"Choose a target for {trigger.source_name}: {spec.text}"
                   + (f" (up to {1 + more}, in one answer)" if more else ""),
            options=as_options(labels), default=Choose(trigger.controller, targets=(labels[0],)),
            accept=accept,
            describe=lambda ts: ", ".join(game.describe_target(t) or NO_TARGET for t in ts),
            as_data=lambda ts: tuple(game.describe_target(t) for t in ts)))
        chosen.extend(answer)
    item = StackItem(sid=game.state.new_oid(), kind="triggered_ability",
                     controller=trigger.controller, source_name=trigger.source_name,
                     source_oid=trigger.source_oid, triggered=trigger.ability, targets=chosen,
                     event=trigger.event, cause=trigger.seq, lki=trigger.lki, amounts=amounts,
                     left=trigger.left, mode=mode, about=trigger.about)
    game.state.stack.append(item)
    crimes.note(game, item)  # 700.13
    shown = [game.describe_target(t) or "" for t in chosen if t is not None]
    shares = tuple(zip(shown, amounts, strict=True)) if amounts else None
    several = tuple(shown) if len(shown) > 1 and not shares else None
    if shares:
        shown = [f"{n} on {t}" for t, n in shares]
    game.emit(_ON_STACK, player=trigger.controller, source=trigger.source_name,
              target=", ".join(shown) or None, rule="603.3d" if amounts else "603.3",
              ability=trigger.ability.text, cause=trigger.seq, shares=shares, targets=several)


def _choose_mode(game: Kernel, trigger: PendingTrigger) -> Steps:
    """603.3c: the mode of a modal triggered ability is chosen as it is put on the stack; a mode
    whose targets can't all be chosen can't be chosen, and with no mode to choose the ability
    is removed. "Choose two —", "choose one or more —": one mode at a time, each at most once
    (700.2d), until as many as the ability says are chosen or its controller says no more.
    Returns the mode, from 1 — a tuple of them, in printed order, if several may be chosen —
    or None."""
    modes = trigger.ability.modes
    how = trigger.ability.mode_choice
    least, most = trigger.ability.how_many
    source = _source(game, trigger)
    before: tuple[int, ...] = tuple(source.choices.get(MODES_CHOSEN, ())) \
        if how == "unchosen" and source is not None else ()
    possible = [k for k, m in enumerate(modes, 1)
                if k not in before and all(spec.optional or targeting.candidates(
                    game, spec, trigger.controller, trigger.source_oid, source, trigger.event)
                       for spec in m.targets)]
    if len(possible) < max(least, 1):  # (a mode's targets are checked one mode at a time)
        game.emit(K.ABILITY_REMOVED, player=trigger.controller, source=trigger.source_name,
                  rule="603.3c", ability=trigger.ability.text, cause=trigger.seq)
        return None
    picked: list[int] = []
    while possible and len(picked) < most:
        labels = tuple(modes[k - 1].text.removeprefix("•").strip() for k in possible)
        enough = how == "up to one" or (most > 1 and len(picked) >= least)
        if enough:  # 700.2: no (more) modes may be chosen
            labels = (*labels, NO_MODE if not picked else NO_MORE)
        decision = Decision(
            player=trigger.controller, kind="option",
            rule="603.3c" if not picked else "700.2d",
            prompt=f"Choose a mode for {trigger.source_name}'s triggered ability"
                   + (f" ({len(picked)} chosen)" if picked else ""),
            options=as_options(labels), default=Choose(trigger.controller, option=labels[0]),
            accept=one_of(labels, "603.3c", "choose a mode:"))
        if len(labels) == 1:
            game.log_answer(decision, labels[0], "only choice")
            label = labels[0]
        else:
            label = yield from game.ask(decision, always_ask=True)
        if label in (NO_MODE, NO_MORE):
            break
        k = possible[labels.index(label)]
        picked.append(k)
        possible.remove(k)
    if not picked:  # 603.3c: no mode chosen, the ability is removed from the stack
        game.emit(K.ABILITY_REMOVED, player=trigger.controller, source=trigger.source_name,
                  rule="603.3c", ability=trigger.ability.text, cause=trigger.seq)
        return None
    if how == "unchosen" and source is not None:  # remembered by this object (a new mapping)
        source.choices = {**source.choices, MODES_CHOSEN: (*before, *picked)}
    if most == 1:
        return picked[0]
    return tuple(sorted(picked))  # followed in the order they are printed (608.2c)


def mode_targets(ability: TriggeredAbility, mode: int | tuple[int, ...]
                 ) -> tuple[TargetSpec, ...]:
    """The targets of a modal triggered ability's chosen mode or modes, in printed order."""
    picked = (mode,) if isinstance(mode, int) else mode
    return tuple(spec for k in picked for spec in ability.modes[k - 1].targets)


NO_MODE = "no mode"  # "choose up to one —" answered with none (603.3c)
NO_MORE = "no more modes"  # "choose one or more —" with enough chosen (700.2d)
MODES_CHOSEN = "modes_chosen"  # "choose one that hasn't been chosen —": those chosen so far


def _splits(total: int, parts: int) -> list[list[int]]:
    """Ways to divide ``total`` into ``parts`` amounts of at least one each."""
    if parts == 1:
        return [[total]]
    return [[first, *rest] for first in range(total - parts + 1, 0, -1)
            for rest in _splits(total - first, parts - 1)]


def _distribute(game: Kernel, trigger: PendingTrigger) -> Steps:
    """601.2d / 603.3d: choose the targets and divide the amount as the ability is put on the
    stack; each target gets at least one."""
    dist = trigger.ability.distribute
    assert dist is not None
    legal = targeting.candidates(game, dist.spec, trigger.controller, trigger.source_oid,
                                 _source(game, trigger), trigger.event)
    options: list[tuple[tuple[Any, ...], tuple[int, ...]]] = []
    for count in range(1, min(dist.max_targets, len(legal), dist.total) + 1):
        for group in combinations(legal, count):
            for amounts in _splits(dist.total, count):
                options.append((group, tuple(amounts)))
    options.append(((), ()))  # "up to": no targets at all is a legal choice
    shares = [tuple((game.describe_target(t) or "", n) for t, n in zip(g, s, strict=True))
              for g, s in options]
    labels = tuple(", ".join(f"{n} on {ref}" for ref, n in parts) or "no targets"
                   for parts in shares)

    def accept(action: Any) -> int:
        dist_answer = getattr(action, "distribution", None)
        option = getattr(action, "option", None)
        if option in labels:
            return labels.index(option)
        if dist_answer is not None:
            wanted = {game.resolve_target(ref, "601.2d"): n for ref, n in dist_answer.items()}
            for k, (group, shares) in enumerate(options):
                if dict(zip(group, shares, strict=True)) == wanted:
                    return k
        raise IllegalAction(f"distribute {dist.total} among up to {dist.max_targets} of: "
                            f"{', '.join(game.describe_target(t) or '' for t in legal)}, each "
                            f"target getting at least one", "601.2d")

    k = yield from game.ask(Decision(
        player=trigger.controller, kind="distribution", rule="601.2d",
        prompt=f"{trigger.source_name}: distribute {dist.total} among up to "
               f"{dist.max_targets} targets ({dist.spec.text})",
        options=tuple(Option(label, shares=parts) for label, parts in zip(labels, shares,
                                                                           strict=True)),
        default=Choose(trigger.controller, option=labels[0]),
        accept=accept, describe=lambda k: labels[k], as_data=shares.__getitem__))
    group, split = options[k]
    return list(group), list(split)
