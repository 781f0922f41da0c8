"""Who controls a permanent: layer 2 of continuous effects (613.1b).

A permanent enters under the control of the player who put it onto the battlefield. Then
control-changing effects apply in timestamp order (613.7), the latest one winning:

- a resolved spell's or ability's (611.2): "Gain control of target creature until end of turn."
  (ends in the cleanup step, 514.2), "Gain control of target creature." (as long as the game
  lasts, 611.2a), "… for as long as they're the monarch." (611.2b: it ends when that player
  stops being the monarch, and does nothing if they aren't the monarch as it would begin) — kept
  as :class:`ControlEffect` records in ``State.control_effects``, for the permanent they were
  locked in on (611.2c);
- a static ability's (611.3): "You control enchanted creature.", "The monarch controls enchanted
  creature." — ``StaticEffect.controller`` of a permanent on the battlefield, applied at every
  moment to what it describes then, with that permanent's timestamp (613.7a, 613.7e), and
  doing nothing while it names no one (there is no monarch yet).

``Obj.controller`` is what everything reads; ``Obj.control_base`` remembers, while effects apply,
the controller the permanent would have without them. :func:`update` applies layer 2 again after
each event that could change its answer (the kernel calls it: a permanent entering, leaving or
being attached, a new monarch, a player leaving) and after a control effect begins or ends: a
permanent whose controller changes comes under its new controller's control now (so it can't
attack or use {T} abilities until it has been theirs since their turn began, 302.6) and is
removed from combat (506.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..events import EventKind as K
from . import layers

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


@dataclass(frozen=True)
class ControlEffect:
    """A resolved spell's or ability's control-changing effect on one permanent (611.2c):
    ``player`` controls it from ``timestamp`` on (613.7b), until the cleanup step
    (``until="end_of_turn"``), for as long as ``while_monarch`` is the monarch, or until the
    game ends (neither)."""

    oid: int
    player: str
    source: str
    timestamp: int
    until: str | None = None  # "end_of_turn" (514.2)
    while_monarch: str | None = None  # "for as long as they're the monarch" (611.2b)


def gain(game: Kernel, obj: Obj, player: str, source: str, *, until: str | None = None,
         while_monarch: str | None = None) -> None:
    """``player`` gains control of ``obj`` (613.1b): a new effect, the latest of those on it."""
    state = game.state
    state.control_effects = (*state.control_effects, ControlEffect(
        obj.oid, player, source, state.new_timestamp(), until, while_monarch))
    update(game, "613.1b")


def end(game: Kernel, rule: str, *, until: str | None = None,
        monarch_changed: bool = False) -> None:
    """End the resolved effects whose duration is over — those lasting until end of turn
    (514.2), or those lasting as long as a player who is no longer the monarch is (611.2b) —
    and apply layer 2 again."""
    state = game.state
    kept = tuple(e for e in state.control_effects
                 if not (until is not None and e.until == until)
                 and not (monarch_changed and e.while_monarch is not None
                          and e.while_monarch != state.monarch))
    if len(kept) != len(state.control_effects):
        state.control_effects = kept
        update(game, rule)


def _statics(game: Kernel) -> list[tuple[Obj, layers.StaticEffect]]:
    return [(source, effect) for source, effect in layers.static_effects(game)
            if effect.controller is not None]


def update(game: Kernel, rule: str = "613.1b") -> None:
    """Apply layer 2 to the battlefield: each permanent a control-changing effect applies to —
    or applied to until now — gets the controller the last of them gives it (613.7), or goes
    back to the one it would have without them. ``rule`` is why an effect stopped applying,
    for a permanent that goes back."""
    state = game.state
    statics = _statics(game)
    if state.control_effects:  # asked after every zone change: most games have none
        here = {o.oid for o in state.battlefield}
        if any(e.oid not in here for e in state.control_effects):  # it left: a new object
            state.control_effects = tuple(e for e in state.control_effects  # (400.7)
                                          if e.oid in here)
    resolved = state.control_effects
    if not resolved and not statics and not any(o.control_base is not None
                                                for o in state.battlefield):
        return
    for obj in list(state.battlefield):
        applying: list[tuple[int, str | None, str]] = [
            (e.timestamp, e.player, e.source) for e in resolved if e.oid == obj.oid]
        for source, effect in statics:
            if effect.applies(game, source, obj):
                assert effect.controller is not None
                applying.append((source.timestamp, effect.controller(game, source),
                                 source.name))
        if not applying and obj.control_base is None:
            continue
        base = obj.control_base if obj.control_base is not None else obj.controller
        controller, why, by = base, rule, obj.name
        for _, player, source_name in sorted(applying, key=lambda a: a[0]):
            # An effect giving control to no one (no monarch yet) or to a player who left
            # the game (800.4a) does nothing.
            if player is not None and state.player(player).in_game:
                controller, why, by = player, "613.1b", source_name
        obj.control_base = base if applying else None
        if controller != obj.controller:
            _change(game, obj, controller, by, why)


# The events after which layer 2 may give another answer, and the rule that says why an effect
# stopped applying to a permanent: its source left the battlefield (611.3b), it is attached to
# another permanent now (611.3a), a player left the game (800.4a), a new monarch (611.2b).
AFTER: dict[K, str] = {K.ZONE_CHANGED: "611.3b", K.ATTACHED: "611.3a", K.UNATTACHED: "611.3a",
                       K.PLAYER_LEFT: "800.4a", K.MONARCH_CHANGED: "611.2b"}

_NEW_MONARCH = K.MONARCH_CHANGED  # (a constant: reading a member off an Enum class is slow, 3.11)


def after(game: Kernel, kind: K) -> None:
    """Apply layer 2 again after an event of ``kind`` (one of ``AFTER``): a new monarch also
    ends the effects lasting "for as long as" the old one was the monarch (611.2b)."""
    if kind is _NEW_MONARCH:
        end(game, "611.2b", monarch_changed=True)
    update(game, AFTER[kind])


def _change(game: Kernel, obj: Obj, player: str, source: str, rule: str) -> None:
    obj.controller, obj.sick = player, True  # new to that player (302.6)
    combat = game.state.combat
    if combat is not None:  # 506.4: a permanent that changes control leaves combat
        combat.attackers.pop(obj.oid, None)
        combat.blockers.pop(obj.oid, None)
    game.emit(K.CONTROL_CHANGED, player=player, source=source, target=obj.handle, rule=rule)
