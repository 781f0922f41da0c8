"""Damage (120): proposed, changed by replacement effects (614, incl. redirection 614.9), then
turned into its results — life loss for a player (120.3a), marked damage on a creature (120.3e).

Damage doesn't destroy anything by itself: state-based actions do (120.5, 704.5g/h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps, Target
from ..events import EventKind as K
from .keywords import has_deathtouch
from .life import change_life
from .replacement import Proposal, propose

if TYPE_CHECKING:
    from ..kernel import Kernel


def proposal(game: Kernel, source_name: str, source_oid: int | None, target: Target, amount: int,
             combat: bool = False) -> Proposal:
    return Proposal("damage", source_name, target, amount, source_oid=source_oid, combat=combat)


def replace_all(game: Kernel, proposals: list[Proposal]) -> Steps:
    """Run each proposed damage event through replacement effects (120.4b)."""
    final = []
    for p in proposals:
        if p.amount <= 0:
            continue  # 120.8: 0 damage is no damage; nothing to replace
        result = yield from propose(game, p)
        if result is not None and result.amount > 0:
            final.append(result)
    return final


def deal(game: Kernel, damages: list[Proposal], deathtouch_sources: set[int] | None = None) -> None:
    """Deal already-replaced damage simultaneously (510.2) and apply its results (120.3)."""
    state = game.state
    for d in damages:
        source_obj = state.find(d.source_oid) if d.source_oid is not None else None
        deathtouch = d.source_oid is not None and (
            (source_obj is not None and has_deathtouch(game, source_obj))
            or (deathtouch_sources is not None and d.source_oid in deathtouch_sources))
        if isinstance(d.target, str):
            player = state.player(d.target)
            if not player.in_game:
                continue  # 800.4e: nothing is dealt to a player who left
            game.emit(K.DAMAGE_DEALT, player=d.target, source=d.source, target=d.target,
                      amount=d.amount, rule="120.3a", combat=d.combat, actor=source_obj)
            change_life(game, d.target, -d.amount, d.source, rule="120.3a")
        elif isinstance(d.target, int):
            obj = state.find(d.target)
            if obj is None:
                continue
            obj.damage += d.amount
            if deathtouch:
                obj.deathtouch_damage = True
            game.emit(K.DAMAGE_DEALT, player=obj.controller, source=d.source, target=obj.handle,
                      amount=d.amount, rule="120.3e", combat=d.combat, deathtouch=deathtouch,
                      actor=source_obj)


def damage(game: Kernel, source_name: str, source_oid: int | None, target: Target,
           amount: int) -> Steps:
    """One source deals noncombat damage to one target (a spell, an ability, an experiment)."""
    final = yield from replace_all(game, [proposal(game, source_name, source_oid, target, amount)])
    deal(game, final)
