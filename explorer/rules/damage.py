"""Damage (120): proposed, changed by replacement effects (614, incl. redirection 614.9) and
prevented by protection (702.16e) or a prevention effect (615.1), then turned into its results —
life loss for a player (120.3a), marked damage on a creature (120.3e), loyalty counters removed
from a planeswalker (120.3c) — or, from a source with wither or infect, -1/-1 counters on a
creature (120.3d) and from one with infect poison counters for a player (120.3b) — and life
gained by the controller of a source with lifelink (120.3f, 702.15b).

Damage doesn't destroy anything by itself: state-based actions do (120.5, 704.5g/h) — and they
don't destroy a permanent with indestructible (702.12b), which the log says as the damage is
dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..abilities import Steps, Target
from ..events import EventKind as K
from . import layers, planeswalkers
from .counters import put_counters
from .keywords import has_deathtouch, has_indestructible, has_infect, has_lifelink, has_wither
from .life import change_life
from .protection import protected_from
from .replacement import Afterward, Proposal, propose

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def proposal(game: Kernel, source_name: str, source_oid: int | None, target: Target, amount: int,
             combat: bool = False) -> Proposal:
    return Proposal("damage", source_name, target, amount, source_oid=source_oid, combat=combat)


class Final(list[Proposal]):
    """The damage events that will be dealt, as replacement and prevention effects left them,
    and the additional effects of the prevention effects that applied (615.5), done right
    after they are dealt."""

    def __init__(self) -> None:
        super().__init__()
        self.afterward: Afterward = []


def replace_all(game: Kernel, proposals: list[Proposal], lki: dict[int, Obj] | None = None
                ) -> Steps:
    """Run each proposed damage event through replacement effects (120.4b), then through the
    prevention protection gives (702.16e) — checked on the event as replacements left it, so
    damage redirected to a protected creature is prevented too. ``lki`` as for :func:`deal`."""
    final = Final()
    for p in proposals:
        if p.amount <= 0:
            continue  # 120.8: 0 damage is no damage; nothing to replace
        result = yield from propose(game, p, final.afterward)
        if result is not None and result.amount > 0 and not _prevented(game, result, lki):
            result = _shielded(game, result)
            if result.amount > 0:
                final.append(result)
    return final


COMBAT_DAMAGE_PREVENTED = "combat_damage_prevented"  # a "this turn" key (Fog, 615.1)


@dataclass(frozen=True)
class Shield:
    """"Prevent the next N damage that would be dealt to [it] this turn." (615.7): how much is
    left to prevent for that player or permanent (its object id), and the effect's source.
    ``amount`` None: "Prevent all [combat] damage that would be dealt to / by [it] this turn"
    (615.1) — all of it (only combat damage if ``combat``), dealt to it, or by it if
    ``dealt_by``; never used up."""

    target: Target
    amount: int | None
    source: str
    combat: bool = False
    dealt_by: bool = False

    def prevents_all(self, d: Proposal) -> bool:
        """Whether this shield prevents all of ``d`` (615.1)."""
        if self.amount is not None or (self.combat and not d.combat):
            return False
        return d.source_oid == self.target if self.dealt_by else d.target == self.target

    @property
    def words(self) -> str:
        if self.amount is not None:
            return f"the next {self.amount} damage that would be dealt to it this turn"
        return (f"all {'combat ' if self.combat else ''}damage that would be dealt "
                f"{'by' if self.dealt_by else 'to'} it this turn")


def add_shield(game: Kernel, target: Target, amount: int | None, source: str, player: str, *,
               combat: bool = False, dealt_by: bool = False) -> None:
    """A shield until end of turn (615.7; all damage, 615.1), on top of any already there."""
    shield = Shield(target, amount, source, combat, dealt_by)
    game.state.shields = (*game.state.shields, shield)
    game.emit(K.EFFECT_CREATED, player=player, source=source,
              target=game.describe_target(target), amount=amount,
              rule="615.7" if amount is not None else "615.1",
              rider=f"{shield.words} is prevented")


def _shielded(game: Kernel, d: Proposal) -> Proposal:
    """615.7: the shields on the damage's target prevent as much of it as they have left, the
    oldest first (the affected player or controller could choose the order, 616.1; shields
    of one target only differ in their source), and are used up by that much."""
    if not game.state.shields or not any(s.target == d.target for s in game.state.shields
                                         if s.amount is not None):
        return d
    left, kept = d.amount, []
    for shield in game.state.shields:
        if shield.amount is not None and shield.target == d.target and left > 0:
            used = min(left, shield.amount)
            left -= used
            victim = game.state.find(d.target) if isinstance(d.target, int) else None
            game.emit(K.DAMAGE_PREVENTED, player=victim.controller if victim else d.target,
                      source=d.source, target=victim.handle if victim else d.target,
                      amount=used, rule="615.7", combat=d.combat)
            if shield.amount > used:
                kept.append(replace(shield, amount=shield.amount - used))
        else:
            kept.append(shield)
    game.state.shields = tuple(kept)
    return replace(d, amount=left)


def _prevented(game: Kernel, d: Proposal, lki: dict[int, Obj] | None) -> bool:
    """702.16e: damage a source with the quality would deal to a permanent with protection is
    prevented — none of it is dealt, so neither deathtouch nor lifelink applies (702.2b,
    702.15b need damage dealt). The log says so, with the quality. Fog's "Prevent all combat
    damage that would be dealt this turn." (615.1) prevents combat damage the same way."""
    if (d.combat and game.state.this_turn.get(COMBAT_DAMAGE_PREVENTED)) or any(
            s.prevents_all(d) for s in game.state.shields):
        victim = game.state.find(d.target) if isinstance(d.target, int) else None
        game.emit(K.DAMAGE_PREVENTED, player=victim.controller if victim else d.target,
                  source=d.source, target=victim.handle if victim else d.target,
                  amount=d.amount, rule="615.1", combat=d.combat)
        return True
    target = game.state.find(d.target) if isinstance(d.target, int) else None
    source = _source(game, d.source_oid, lki)
    if _static_prevention(game, d, target, source) is not None:
        game.emit(K.DAMAGE_PREVENTED, player=target.controller if target else d.target,
                  source=d.source, target=target.handle if target else d.target,
                  amount=d.amount, rule="615.1", combat=d.combat)
        return True
    if target is None:
        return False
    quality = protected_from(game, target, source)
    if quality is None:
        return False
    game.emit(K.DAMAGE_PREVENTED, player=target.controller, source=d.source,
              target=target.handle, amount=d.amount, rule="702.16e", combat=d.combat,
              protection=quality.words)
    return True


def _static_prevention(game: Kernel, d: Proposal, target: Obj | None,
                       source: Obj | None) -> Obj | None:
    """The permanent whose static ability prevents this damage (615.1): Fog Bank's "Prevent all
    combat damage that would be dealt to and dealt by ~" — the damage's target or its source on
    the battlefield, with "to" or "by", or an Aura on it (Gaseous Form) — or None."""
    for obj, side in ((target, "to"), (source, "by")):
        if obj is None or obj.zone != "battlefield":
            continue
        shields = [obj] if side in obj.card.prevents_damage else []
        shields += [a for a in game.state.battlefield if a.attached_to == obj.oid
                    and side in a.card.attached_prevents_damage]
        for shield in shields:
            if d.combat or not shield.card.prevents_combat_damage_only:
                return shield
    return None


def _source(game: Kernel, source_oid: int | None, lki: dict[int, Obj] | None) -> Obj | None:
    """The object dealing the damage: on the battlefield, as it last existed there (702.2e,
    702.15c), or a spell on the stack (702.2d, 702.15d: these rules work from any zone)."""
    if source_oid is None:
        return None
    found = game.state.find(source_oid)
    if found is None and lki is not None:
        found = lki.get(source_oid)
    return found if found is not None else game.state.find_anywhere(source_oid)


def deal(game: Kernel, damages: list[Proposal], lki: dict[int, Obj] | None = None) -> Steps:
    """Deal already-replaced damage simultaneously (510.2) and apply its results (120.3).
    ``lki`` holds sources that left their zone before dealing it, as they last existed.

    Each source with lifelink makes its controller gain the damage it dealt, once for all of
    it however many it dealt damage to (702.15e: separate gains for separate sources), right
    after its last damage; the gain's ``cause`` is its first damage event. As a source's last
    damage is logged, ``game.dealt`` holds it and all it dealt here: one trigger event for
    "whenever ~ deals damage" (603.2c)."""
    state = game.state
    last = {d.source_oid: k for k, d in enumerate(damages) if d.source_oid is not None}
    last_dealt = {d.source_oid: k for k, d in enumerate(damages)
                  if d.source_oid is not None and _receives(game, d)}
    dealt: dict[int, tuple[int, int]] = {}  # source oid -> (its first damage event, total)
    for k, d in enumerate(damages):
        source_obj = _source(game, d.source_oid, lki)
        deathtouch = source_obj is not None and has_deathtouch(game, source_obj)
        seq: int | None = None
        if d.source_oid is not None and last_dealt.get(d.source_oid) == k:
            game.dealt = (d.source_oid, dealt.get(d.source_oid, (0, 0))[1] + d.amount)
        if isinstance(d.target, str):
            player = state.player(d.target)
            if player.in_game:  # 800.4e: nothing is dealt to a player who left
                actor = state.find(d.source_oid) if d.source_oid is not None else None
                seq = game.emit(K.DAMAGE_DEALT, player=d.target, source=d.source,
                                target=d.target, amount=d.amount, rule="120.3a",
                                combat=d.combat, actor=actor).seq
                game.dealt = None
                # "if an opponent was dealt damage this turn" (bloodthirst, 702.54a) asks
                # about damage, not life loss: infect's or a shielded player's counts too
                state.count_this_turn(f"damage_dealt:{d.target}", d.amount)
                shield = _no_life_loss(game, d.target)
                if source_obj is not None and has_infect(game, source_obj):
                    with game.caused_by(seq):  # 120.3b: poison counters, not life loss
                        give_poison(game, d.target, d.amount, d.source)
                elif shield is None:
                    change_life(game, d.target, -d.amount, d.source, rule="120.3a")
                else:  # the damage is dealt (it still counts as dealt), no life is lost
                    game.emit(K.EFFECT_SKIPPED, player=d.target, source=shield.name,
                              target=d.target, rule="120.3a", by=shield.name, cause=seq)
                if d.combat and source_obj is not None and source_obj.card.toxic:
                    with game.caused_by(seq):  # 702.164b: poison counters as well
                        give_poison(game, d.target, source_obj.card.toxic, d.source,
                                    rule="702.164b")
        elif isinstance(d.target, int):
            obj = state.find(d.target)
            if obj is not None:
                walker = planeswalkers.is_planeswalker(obj)
                marks = obj.is_creature or not walker  # a planeswalker has loyalty instead
                as_counters = marks and source_obj is not None and (
                    has_wither(game, source_obj) or has_infect(game, source_obj))
                if marks and not as_counters:
                    obj.damage += d.amount
                if deathtouch and marks:
                    obj.deathtouch_damage = True
                if d.source_oid is not None:  # "dealt damage by ~ this turn"
                    obj.damaged_by = {**obj.damaged_by, d.source_oid: state.turn}
                rule = ("120.3d" if as_counters else "120.3e") if marks else "120.3c"
                seq = game.emit(K.DAMAGE_DEALT, player=obj.controller, source=d.source,
                                target=obj.handle, amount=d.amount, rule=rule,
                                combat=d.combat, deathtouch=deathtouch, actor=source_obj).seq
                game.dealt = None
                if as_counters:  # 120.3d: -1/-1 counters, through counter replacements
                    with game.caused_by(seq):
                        yield from put_counters(game, obj, "-1/-1", d.amount, d.source,
                                                rule="120.3d")
                if walker:  # 120.3c: loyalty counters removed (a creature too: Gideon)
                    with game.caused_by(seq):
                        planeswalkers.lose_loyalty(game, obj, d.amount, d.source)
                _not_destroyed(game, obj, d.source, seq)
        game.dealt = None
        if seq is not None and d.source_oid is not None:
            first, total = dealt.get(d.source_oid, (seq, 0))
            dealt[d.source_oid] = (first, total + d.amount)
        if d.source_oid is not None and last[d.source_oid] == k and d.source_oid in dealt:
            _lifelink(game, source_obj, d.source, *dealt[d.source_oid])
    # 615.5: a prevention effect's additional effect, immediately after the damage would have
    # been dealt (before state-based actions look at the damage that was dealt).
    for ability, obj, prevented in getattr(damages, "afterward", ()):
        assert ability.then is not None
        yield from ability.then(game, obj, prevented)


def _receives(game: Kernel, d: Proposal) -> bool:
    """Whether the damage's recipient is still there to be dealt it (800.4e: not a player who
    left the game; nor a permanent that is gone)."""
    if isinstance(d.target, str):
        return game.state.player(d.target).in_game
    return isinstance(d.target, int) and game.state.find(d.target) is not None


def give_poison(game: Kernel, player: str, n: int, source: str, rule: str = "122.1f") -> None:
    """``player`` gets ``n`` poison counters (122.1f); ten or more and they lose (704.5c)."""
    p = game.state.player(player)
    p.poison += n
    game.emit(K.COUNTERS_ADDED, player=player, source=source, target=player, amount=n,
              counter="poison", rule=rule)


def _no_life_loss(game: Kernel, player: str) -> Obj | None:
    """A permanent of ``player``'s saying "As long as you're the monarch, damage doesn't cause
    you to lose life." whose condition holds now, or None (120.3a is modified; the damage is
    still dealt, so a creature dealing combat damage still takes the crown, 724.2)."""
    for obj in layers.battlefield_index(game, "no_life_loss", _says_no_life_loss):
        test = obj.card.damage_doesnt_cause_life_loss
        if obj.controller == player and test is not None and test(game, player, obj, None):
            return obj
    return None


def _says_no_life_loss(obj: Obj) -> tuple[Obj, ...]:
    """The permanent, if its card says so (only those are asked: most battlefields have none)."""
    return (obj,) if obj.card.damage_doesnt_cause_life_loss is not None else ()


def _not_destroyed(game: Kernel, obj: Obj, source: str, seq: int) -> None:
    """702.12b: lethal damage (704.5g) or deathtouch damage (704.5h) doesn't destroy a
    permanent with indestructible; the log says so where the damage is dealt."""
    toughness = layers.toughness(game, obj)
    if obj.is_creature and toughness > 0 and has_indestructible(game, obj) and (
            obj.damage >= toughness or obj.deathtouch_damage):
        game.emit(K.EFFECT_SKIPPED, player=obj.controller, source=source, target=obj.handle,
                  rule="702.12b", cause=seq)


def _lifelink(game: Kernel, source_obj: Obj | None, source: str, seq: int, amount: int) -> None:
    """120.3f / 702.15b: damage dealt by a source with lifelink causes its controller to gain
    that much life."""
    if source_obj is None or amount <= 0 or not has_lifelink(game, source_obj):
        return
    controller = source_obj.controller
    if not game.state.player(controller).in_game:
        return  # 800.4a: a player who left the game gains nothing
    with game.caused_by(seq):
        change_life(game, controller, amount, source, rule="702.15b")


def damage(game: Kernel, source_name: str, source_oid: int | None, target: Target,
           amount: int, *, source: Obj | None = None) -> Steps:
    """One source deals noncombat damage to one target (a spell, an ability, an experiment).
    ``source`` is the object dealing it when it may have left its zone (an ability's source
    as it last existed, 702.2e, 702.15c)."""
    lki = {source.oid: source} if source is not None and source_oid == source.oid else None
    final = yield from replace_all(game, [proposal(game, source_name, source_oid, target,
                                                   amount)], lki)
    yield from deal(game, final, lki)
