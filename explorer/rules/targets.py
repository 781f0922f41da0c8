"""Targets (115): which players, permanents, cards in graveyards and spells a "target" word may
choose, and whether a chosen
target is still legal as the spell or ability resolves (608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import Target, TargetSpec
from ..errors import IllegalAction
from .keywords import has, has_hexproof
from .protection import Quality, protected_from

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj


def candidates(game: Kernel, spec: TargetSpec, chooser: str, source: int | None = None,
               by: Obj | None = None, event: Event | None = None, x: int = 0) -> list[Target]:
    """Legal choices now: players in turn order, then permanents in battlefield order — or,
    for a card in a graveyard, the graveyards' cards in turn order. ``source`` is the object
    whose ability it is ("another target creature" can't be it); ``by`` is the spell, or the
    ability's source, whose qualities protection looks at (702.16b); ``event`` the event a
    triggered ability's targets may be described by ("that player controls")."""
    if spec.of_event is not None:
        test = spec.of_event
        return [t for t in candidates(game, replace(spec, of_event=None), chooser, source, by)
                if test(game, event, t)]
    if spec.zone == "graveyard":  # "another": not the source's card, though a new object
        return [c.oid for p in game.state.in_game() for c in p.graveyard  # (400.7)
                if spec.allows(game, chooser, c.oid) and not _is_source_card(spec, c, by)
                and (spec.of_x is None or spec.of_x(game, c, x))]
    if spec.zone == "stack":  # spells, top of the stack first
        return [i.card.oid for i in reversed(game.state.stack)
                if i.card is not None and spec.allows(game, chooser, i.card.oid)
                and (spec.of_x is None or spec.of_x(game, i.card, x))]
    out: list[Target] = [p.name for p in game.state.in_game() if spec.allows(game, chooser, p.name)
                         and not _hexproof_from(game, chooser, p.name)]
    out += [o.oid for o in game.state.battlefield
            if spec.allows(game, chooser, o.oid) and not _hexproof_from(game, chooser, o.oid)
            and protected_from(game, o, by) is None and not (spec.other and o.oid == source)
            and hexproof_quality(game, chooser, o, by) is None and _compares(game, spec, o, by)
            and (spec.of_x is None or spec.of_x(game, o, x))]
    return out


def _is_source_card(spec: TargetSpec, card: Obj, by: Obj | None) -> bool:
    """Gravedigger-like "When this creature dies, return another target creature card from
    your graveyard": the dead creature's own card is not "another" card."""
    return spec.other and by is not None and card.handle == by.handle


def _compares(game: Kernel, spec: TargetSpec, obj: Obj, by: Obj | None) -> bool:
    """"… with power less than this creature's power": compared with the ability's source
    (``by``, as it last existed if it left the battlefield, 113.7a)."""
    return spec.than_source is None or (by is not None and spec.than_source(game, by, obj))


def hexproof_quality(game: Kernel, chooser: str, obj: Obj | None, by: Obj | None
                     ) -> Quality | None:
    """702.11d: "hexproof from [quality]" — the quality ``by`` (a spell, or an ability's
    source) has, if ``chooser`` is an opponent of its controller."""
    if obj is None or by is None or obj.controller == chooser:
        return None
    return next((q for q in obj.card.hexproof_from if q.of(by)), None)


def _hexproof_from(game: Kernel, chooser: str, target: Target) -> bool:
    """702.11b: hexproof — can't be the target of spells or abilities its opponents control;
    702.18a: shroud — can't be the target of any."""
    if isinstance(target, str):  # 702.11c: a player with hexproof
        return target != chooser and any(o.card.gives_you_hexproof
                                         for o in game.state.permanents(target))
    obj = game.state.find(target)
    return obj is not None and (has(game, obj, "Shroud") or (
        (has_hexproof(game, obj) or obj.card.untargetable_by_opponents)
        and obj.controller != chooser))


def is_legal(game: Kernel, spec: TargetSpec, chooser: str, target: Target,
             source: int | None = None, by: Obj | None = None,
             event: Event | None = None, x: int = 0) -> bool:
    """608.2b: still in the game / on the battlefield (or in its graveyard) as the same
    object, and still allowed — not protected from ``by`` (702.16b), the spell or the
    ability's source — and still what the trigger ``event`` describes, if the target says."""
    if spec.of_event is not None and not spec.of_event(game, event, target):
        return False
    if spec.zone == "graveyard":
        card = in_graveyard(game, target) if isinstance(target, int) else None
        return card is not None and spec.allows(game, chooser, target) \
            and not _is_source_card(spec, card, by) \
            and (spec.of_x is None or spec.of_x(game, card, x))
    if spec.zone == "stack":  # still that spell, still on the stack
        spell = game.state.spell_on_stack(target) if isinstance(target, int) else None
        return spell is not None and spell.card is not None \
            and spec.allows(game, chooser, target) \
            and (spec.of_x is None or spec.of_x(game, spell.card, x))
    if isinstance(target, str):
        player = next((p for p in game.state.players if p.name == target), None)
        if player is None or not player.in_game or _hexproof_from(game, chooser, target):
            return False
    elif (obj := game.state.find(target)) is None or _hexproof_from(game, chooser, target) or (
            spec.other and target == source) or protected_from(game, obj, by) is not None \
            or hexproof_quality(game, chooser, obj, by) is not None \
            or not _compares(game, spec, obj, by) \
            or (spec.of_x is not None and not spec.of_x(game, obj, x)):
        return False
    return spec.allows(game, chooser, target)


def in_graveyard(game: Kernel, oid: int) -> Obj | None:
    """The card with this object id, if it is in a graveyard (404)."""
    for p in game.state.players:
        for card in p.graveyard:
            if card.oid == oid:
                return card
    return None


def _graveyard_card(game: Kernel, ref: str, rule: str) -> int:
    """A card in a graveyard by its id or name (the first of that name, in turn order)."""
    for p in game.state.players:
        for card in p.graveyard:
            if card.handle == ref or card.name == ref:
                return card.oid
    raise IllegalAction(f"no card {ref!r} in a graveyard", rule)


def resolve(game: Kernel, spec: TargetSpec, ref: str, rule: str) -> Target:
    """What ``ref`` names for this target: a player or permanent, or a card in a graveyard."""
    if spec.zone == "graveyard":
        return _graveyard_card(game, ref, rule)
    if spec.zone == "stack":
        return _spell(game, ref, rule)
    return game.resolve_target(ref, rule)


def _spell(game: Kernel, ref: str, rule: str) -> int:
    """A spell on the stack by its card's id or name (the topmost of that name)."""
    for item in reversed(game.state.stack):
        if item.card is not None and ref in (item.card.handle, item.card.name):
            return item.card.oid
    raise IllegalAction(f"no spell {ref!r} on the stack", rule)


def taken(specs: tuple[TargetSpec, ...], k: int, chosen: list[Target | None]) -> set[Target]:
    """What earlier copies of the same "target" word chose: one word can't choose the same
    object or player twice (115.3, 601.2c)."""
    return {t for spec, t in zip(specs[:k], chosen, strict=False)
            if t is not None and spec.allows is specs[k].allows}


def _check_x_many(specs: tuple[TargetSpec, ...], given: int, what: str, x: int) -> None:
    """"Destroy X target artifacts": exactly X targets, announced with X (601.2b–c); "up to
    twice X target cards": at most twice X."""
    counted = [k for k, s in enumerate(specs) if s.x_many is not None]
    if not counted:
        return
    times, up_to = specs[counted[0]].x_many or (1, False)
    n, most = sum(1 for k in counted if k < given), times * x
    if n > most or (not up_to and n != most):
        many = f"up to {most}" if up_to else str(most)
        raise IllegalAction(f"{what} needs {many} target(s) ({specs[counted[0]].text}) with "
                            f"X = {x}, got {n}", "601.2c")


def choose(game: Kernel, specs: tuple[TargetSpec, ...], chooser: str, refs: tuple[str, ...],
           what: str, rule: str, source: int | None = None, by: Obj | None = None, x: int = 0
           ) -> list[Target | None]:
    """Resolve the named targets for ``specs`` and check each one (601.2c). Targets of "up to
    N" may be left out (a variable number of targets): those are None. ``by`` is the spell,
    or the ability's source, that protection keeps from targeting (702.16b)."""
    required = sum(1 for s in specs if not s.optional)
    if not required <= len(refs) <= len(specs):
        wanted = "; ".join(s.text for s in specs) or "no targets"
        many = str(len(specs)) if required == len(specs) else f"{required} to {len(specs)}"
        raise IllegalAction(f"{what} needs {many} target(s) ({wanted}), got {len(refs)}", rule)
    _check_x_many(specs, len(refs), what, x)
    chosen: list[Target | None] = []
    for k, spec in enumerate(specs):
        if k >= len(refs):
            chosen.append(None)  # an "up to" target left unchosen
            continue
        ref = refs[k]
        target = resolve(game, spec, ref, rule)
        if target in taken(specs, k, chosen):
            raise IllegalAction(f"{ref} is already a target of the same word: each target of "
                                f"{what} must be different", "601.2c")
        if _hexproof_from(game, chooser, target):
            obj = game.state.find(target) if isinstance(target, int) else None
            if obj is not None and has(game, obj, "Shroud"):
                raise IllegalAction(f"{ref} has shroud: it can't be the target of spells or "
                                    "abilities", "702.18a")
            if isinstance(target, str):  # a player with hexproof (702.11c)
                raise IllegalAction(f"{target} has hexproof: {target} can't be the target of "
                                    f"spells or abilities {chooser} controls as an opponent",
                                    "702.11c")
            raise IllegalAction(f"{ref} has hexproof: it can't be the target of spells or "
                                f"abilities {chooser} controls as its opponent", "702.11b")
        protected = game.state.find(target) if isinstance(target, int) else None
        against = hexproof_quality(game, chooser, protected, by)
        if against is not None and protected is not None and by is not None:
            raise IllegalAction(f"{ref} ({protected.name}) has hexproof from {against.words} "
                                f"and {by.name} has that quality: {what} can't target it",
                                "702.11d")
        quality = protected_from(game, protected, by) if protected is not None else None
        if quality is not None and protected is not None and by is not None:
            raise IllegalAction(f"{ref} ({protected.name}) has protection from {quality.words} "
                                f"and {by.name} has that quality: {what} can't target it",
                                "702.16b")
        if not is_legal(game, spec, chooser, target, source, by, x=x):
            raise IllegalAction(f"{ref} is not a legal target for {what}: it must be "
                                f"{spec.text}", rule)
        chosen.append(target)
    return chosen
