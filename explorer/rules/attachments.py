"""Attaching Equipment (701.3, 301.5) and the equip ability (702.6).

- 301.5: an Equipment can be attached only to a creature; it enters unattached (301.5b), and
  its controller attaches it with its equip ability: "Equip [cost]" means "[Cost]: Attach this
  permanent to target creature you control. Activate only as a sorcery." (702.6a). Only the
  Equipment's controller may activate it (301.5d, 602.2).
- 701.3a: attaching takes it from where it is and puts it on that creature; 701.3b: onto an
  object it can't be attached to it doesn't move, onto the one it is attached to nothing
  happens; attached to a new object it gets a new timestamp (701.3c, 613.7e), so it goes to the
  end of the battlefield's order (which is timestamp order).
- 301.5c / 704.5n: an Equipment attached to an illegal or nonexistent permanent becomes
  unattached as a state-based action and stays on the battlefield; an Equipment can't equip
  itself, and one that is also a creature can't equip a creature — nor a creature with
  protection from a quality it has (702.16d).

Auras enter attached to what they enchant (303.4f, ``rules.stack``) and go to the graveyard
when that is illegal (704.5m, ``rules.sba``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, Cost, Ctx, Steps, Target, TargetSpec
from ..events import EventKind as K
from .activated import AsASorcery
from .protection import protected_from

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def is_equipment(obj: Obj) -> bool:
    return "Equipment" in obj.subtypes


def _creature_you_control(game: Kernel, chooser: str, t: Target) -> bool:
    obj = game.state.find(t) if isinstance(t, int) else None
    return obj is not None and obj.is_creature and obj.controller == chooser


CREATURE_YOU_CONTROL = TargetSpec("a creature you control", _creature_you_control)


def can_equip(game: Kernel, equipment: Obj, host: Obj) -> bool:
    """301.5c: only a creature, never itself, and not while the Equipment is a creature;
    702.16d: not a creature with protection from a quality the Equipment has."""
    return (is_equipment(equipment) and host.is_creature and host.oid != equipment.oid
            and not equipment.is_creature and protected_from(game, host, equipment) is None)


def equip(cost: Cost, text: str) -> ActivatedAbility:
    """"Equip [cost]" (702.6a): the activated ability it stands for."""
    return ActivatedAbility(cost, text, _attach_to_target, (CREATURE_YOU_CONTROL,),
                            limits=(AsASorcery(text="Activate only as a sorcery."),))


def _attach_to_target(ctx: Ctx) -> Steps:
    game, equipment = ctx.game, ctx.source
    hosts = ctx.target_objs()  # an illegal target was dropped on resolution (608.2b)
    if equipment is not None and game.state.find(equipment.oid) is equipment and hosts:
        attach(game, equipment, hosts[0], ctx.controller)
    yield from ()


def attach(game: Kernel, equipment: Obj, host: Obj, player: str) -> None:
    """701.3a: attach ``equipment`` to ``host``: it gets a new timestamp (613.7e)."""
    if not can_equip(game, equipment, host):
        return  # 701.3b: it doesn't move
    if equipment.attached_to == host.oid:
        game.emit(K.EFFECT_SKIPPED, player=player, source=equipment.name, target=host.handle,
                  rule="701.3b")
        return
    state = game.state
    was = state.find(equipment.attached_to) if equipment.attached_to is not None else None
    equipment.attached_to = host.oid
    equipment.timestamp = state.new_timestamp()
    state.battlefield.remove(equipment)  # the battlefield is in timestamp order (613.7)
    state.battlefield.append(equipment)
    game.emit(K.ATTACHED, player=player, source=equipment.name, target=host.handle,
              rule="701.3a", permanent=equipment.handle,
              was_attached_to=was.handle if was is not None else None)


def illegally_attached(game: Kernel) -> list[Obj]:
    """704.5n: Equipment attached to a permanent that is gone or that it can't equip (one
    with protection from it among them, 702.16d)."""
    state = game.state
    out = []
    for obj in state.battlefield:
        if obj.attached_to is None or not is_equipment(obj):
            continue
        host = state.find(obj.attached_to)
        if host is None or not can_equip(game, obj, host):
            out.append(obj)
    return out


def unattach(game: Kernel, equipment: Obj, rule: str) -> None:
    """704.5n: it becomes unattached and stays on the battlefield."""
    host = game.state.find(equipment.attached_to) if equipment.attached_to is not None else None
    equipment.attached_to = None
    game.emit(K.UNATTACHED, player=equipment.controller, source=equipment.name,
              target=host.handle if host is not None else None, rule=rule,
              permanent=equipment.handle)
