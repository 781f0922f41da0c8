"""Targets (115): which players and permanents a "target" word may choose, and whether a chosen
target is still legal as the spell or ability resolves (608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Target, TargetSpec
from ..errors import IllegalAction
from .keywords import has_hexproof

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def candidates(game: Kernel, spec: TargetSpec, chooser: str) -> list[Target]:
    """Legal choices now: players in turn order, then permanents in battlefield order — or,
    for a card in a graveyard, the graveyards' cards in turn order."""
    if spec.zone == "graveyard":
        return [c.oid for p in game.state.in_game() for c in p.graveyard
                if spec.allows(game, chooser, c.oid)]
    out: list[Target] = [p.name for p in game.state.in_game() if spec.allows(game, chooser, p.name)]
    out += [o.oid for o in game.state.battlefield
            if spec.allows(game, chooser, o.oid) and not _hexproof_from(game, chooser, o.oid)]
    return out


def _hexproof_from(game: Kernel, chooser: str, target: Target) -> bool:
    """702.11b: hexproof — can't be the target of spells or abilities its opponents control."""
    obj = game.state.find(target) if isinstance(target, int) else None
    return obj is not None and has_hexproof(game, obj) and obj.controller != chooser


def is_legal(game: Kernel, spec: TargetSpec, chooser: str, target: Target) -> bool:
    """608.2b: still in the game / on the battlefield (or in its graveyard) as the same
    object, and still allowed."""
    if spec.zone == "graveyard":
        return isinstance(target, int) and in_graveyard(game, target) is not None \
            and spec.allows(game, chooser, target)
    if isinstance(target, str):
        player = next((p for p in game.state.players if p.name == target), None)
        if player is None or not player.in_game:
            return False
    elif game.state.find(target) is None or _hexproof_from(game, chooser, target):
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


def choose(game: Kernel, specs: tuple[TargetSpec, ...], chooser: str, refs: tuple[str, ...],
           what: str, rule: str) -> list[Target]:
    """Resolve the named targets for ``specs`` and check each one (601.2c)."""
    if len(refs) != len(specs):
        wanted = "; ".join(s.text for s in specs) or "no targets"
        raise IllegalAction(f"{what} needs {len(specs)} target(s) ({wanted}), got {len(refs)}",
                            rule)
    chosen: list[Target] = []
    for spec, ref in zip(specs, refs, strict=True):
        target = (_graveyard_card(game, ref, rule) if spec.zone == "graveyard"
                  else game.resolve_target(ref, rule))
        if _hexproof_from(game, chooser, target):
            raise IllegalAction(f"{ref} has hexproof: it can't be the target of spells or "
                                f"abilities {chooser} controls as its opponent", "702.11b")
        if not is_legal(game, spec, chooser, target):
            raise IllegalAction(f"{ref} is not a legal target for {what}: it must be "
                                f"{spec.text}", rule)
        chosen.append(target)
    return chosen
