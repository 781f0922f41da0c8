"""State-based actions (704): checked whenever a player would receive priority, all applicable
ones performed at once, and repeated until none apply (704.3).

What they look at — life totals, draws from an empty library, poison counters, toughness and
damage, planeswalkers' loyalty, +1/+1 and -1/-1 counters together, Auras, Equipment, legends,
Sagas' lore counters, tokens — changes only through events, so a check that follows one which
found nothing, with only events in between that change none of it (:func:`sees`), is known to
find nothing again: it is answered without looking (``Kernel.sba_dirty``). A long game passes
priority four times a step, and most of its turn — untapping, drawing, attacking, the crown
changing hands, discarding — changes nothing they look at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..events import Event, ZoneEvent
from ..events import EventKind as K
from ..state import Obj
from . import attachments, layers, planeswalkers, sagas
from .counters import remove_counters
from .keyword_actions import destroy, sacrifice
from .keywords import has_indestructible
from .leaving import lose
from .protection import protected_from
from .zones import move

if TYPE_CHECKING:
    from ..kernel import Kernel


# Events that change nothing state-based actions look at: a step beginning or skipped, a
# decision's answer (what follows from it has its own events), an ability noticed or put on the
# stack. Only a static ability's condition might see them (611.3a: "as long as it's your turn").
UNSEEN = frozenset({K.STEP_BEGAN, K.STEP_SKIPPED, K.DECISION_MADE, K.ABILITY_TRIGGERED,
                    K.ABILITY_PUT_ON_STACK})
# Events that change what they look at only through a permanent that looks at more: a static
# ability's effect (611.3a: "as long as you're the monarch", "for each card in your hand"), a
# characteristic-defining ability (604.3: "equal to the number of tapped lands you control"),
# an Aura's restriction ("enchant tapped creature", 704.5m) or an Equipment's (704.5n). They are
# a permanent tapped or untapped, a creature attacking, a card drawn (not from an empty library,
# 704.5b) or discarded, a card moving between zones off the battlefield (not a token, 704.5d),
# the crown changing hands, an ability resolving (what it does is events of its own).
_SEEN_THROUGH_PERMANENTS = frozenset({K.TAPPED, K.UNTAPPED, K.ATTACK_DECLARED, K.CARD_DRAWN,
                                      K.CARD_DISCARDED, K.ZONE_CHANGED, K.MONARCH_CHANGED,
                                      K.ABILITY_RESOLVED})
_DRAWN = K.CARD_DRAWN  # (a constant: reading a member off an Enum class is slow, 3.11)


def sees(game: Kernel, event: Event) -> bool:
    """Might ``event`` change what state-based actions find, after a check that found nothing
    (and no other event since)? A priority pass never does (the kernel doesn't ask)."""
    kind = event.event
    if kind in UNSEEN:
        return game.sba_statics
    if kind not in _SEEN_THROUGH_PERMANENTS:
        return True
    if kind is _DRAWN and event.player is not None \
            and game.state.player(event.player).drew_from_empty_library:
        return True  # 704.5b
    if isinstance(event, ZoneEvent) and ("battlefield" in (event.from_zone, event.to_zone)
                                         or game.state.stray_tokens):
        return True
    return game.sba_looking_further


def _looks_further(obj: Obj) -> tuple[Obj, ...]:
    card = obj.card
    # A Saga too: its last chapter ability leaving the stack (an ability resolving) is what
    # lets 714.4 sacrifice it.
    if card.power_is is not None or card.toughness_is is not None or card.enchant is not None \
            or "Equipment" in card.subtypes or "Saga" in card.subtypes:
        return (obj,)
    return ()


def _looking_further(game: Kernel) -> list[Obj]:
    """The permanents with a characteristic-defining ability, the Auras, the Equipment and the
    Sagas."""
    return layers.battlefield_index(game, "sba_looking_further", _looks_further)


def check(game: Kernel) -> Steps:
    """Perform state-based actions until none apply; returns True if any were performed."""
    state = game.state
    if not game.sba_dirty:
        return False  # nothing has happened since they last found nothing to do
    performed = False
    while not state.game_over:
        losers: list[tuple[str, str]] = []
        for p in state.in_game():
            if p.life <= 0:
                losers.append((p.name, "704.5a"))
            elif p.drew_from_empty_library:
                losers.append((p.name, "704.5b"))
            elif p.poison >= 10:
                losers.append((p.name, "704.5c"))
        # One pass over the battlefield: the creatures (704.5f-h), the Auras (704.5m), and
        # whether any Equipment is attached or any legend is there for the checks that follow.
        dying: list[tuple[Obj, str, str]] = []
        auras: list[tuple[Obj, str, str]] = []
        cancelled: list[tuple[Obj, int]] = []  # 704.5q
        told: list[Obj] = []  # 704.5s: Sagas whose story is told (714.4)
        attached = legendary = False
        for obj in state.battlefield:
            card = obj.card
            if obj.counters.get(sagas.LORE) and sagas.is_saga(obj) \
                    and sagas.read_through(game, obj):
                told.append(obj)
            if obj.attached_to is not None:
                attached = True
            if "Legendary" in card.supertypes:
                legendary = True
            if card.enchant is not None:
                _check_aura(game, obj, auras)
            if obj.counters:
                pairs = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
                if pairs:
                    cancelled.append((obj, pairs))
            # (Printed planeswalkers, and the rare permanent an effect changes the types of,
            # are asked: no call for every other permanent on every pass.)
            if ("Planeswalker" in card.types or obj.becomes is not None or obj.added_types[0]) \
                    and planeswalkers.out_of_loyalty(obj):
                dying.append((obj, "704.5i", "loyalty 0"))
                continue
            if not obj.is_creature:
                continue
            t = layers.toughness(game, obj)
            if t <= 0:
                dying.append((obj, "704.5f", f"toughness {t}"))
            elif not obj.damage and not obj.deathtouch_damage:
                continue  # neither 704.5g nor 704.5h can apply: no need to ask about 702.12b
            elif has_indestructible(game, obj):
                continue  # 702.12b: it ignores 704.5g, and 704.5h can't destroy it either
            elif obj.damage >= t:
                dying.append((obj, "704.5g", f"{obj.damage} damage, toughness {t}"))
            elif obj.deathtouch_damage:
                dying.append((obj, "704.5h", "damaged by a source with deathtouch"))
        to_graveyard = dying + auras
        unattach = attachments.illegally_attached(game) if attached else []  # 704.5n
        legends = (yield from _legend_rule(game)) if legendary else []
        tokens = [(state.player(o.owner), o) for o in state.stray_tokens]
        if not (losers or to_graveyard or unattach or legends or tokens or cancelled or told):
            game.sba_dirty = False
            game.sba_statics = bool(layers.static_effects(game))  # for ``sees``, until then
            game.sba_looking_further = game.sba_statics or bool(_looking_further(game))
            return performed
        performed = True
        with game.simultaneously():  # 704.3: all at once
            for obj, rule, why in to_graveyard:
                if state.find(obj.oid) is None:
                    continue
                if rule in ("704.5f", "704.5m", "704.5i"):
                    move(game, obj, "graveyard", rule, how=why)
                else:  # lethal or deathtouch damage: the damage is what led to it
                    with game.caused_by(_last_damage(game, obj)):
                        destroy(game, obj, rule)
            for obj in unattach:
                if state.find(obj.oid) is not None:
                    attachments.unattach(game, obj, "704.5n")
            for obj in legends:
                if state.find(obj.oid) is not None:
                    move(game, obj, "graveyard", "704.5j", how="legend rule")
            for obj in told:  # its controller sacrifices it (714.4)
                if state.find(obj.oid) is not None:
                    sacrifice(game, obj, "704.5s")
            for obj, pairs in cancelled:  # as many +1/+1 as -1/-1 counters are removed
                if state.find(obj.oid) is not None:
                    for kind in ("+1/+1", "-1/-1"):
                        remove_counters(game, obj, kind, pairs, obj.name, rule="704.5q")
        # Only the tokens seen above; one that left the battlefield just now goes next time.
        state.stray_tokens = [t for t in state.stray_tokens if all(t is not o for _, o in tokens)]
        for player, obj in tokens:  # 704.5d
            if obj in player.zone(obj.zone):
                player.take(obj.zone, obj)
            game.emit(K.CEASED_TO_EXIST, player=player.name, source=obj.name, rule="704.5d",
                      from_zone=obj.zone)
        if losers:
            yield from lose(game, losers)
    return performed


def _last_damage(game: Kernel, obj: Obj) -> int | None:
    """The seq of the latest damage dealt to ``obj`` this turn (damage wears off in cleanup,
    514.2, so an earlier turn's is gone), or None."""
    log, turn = game.log, game.state.turn
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        if event.turn != turn:
            return None
        if event.event is K.DAMAGE_DEALT and event.target == obj.handle:
            return event.seq
    return None


def _check_aura(game: Kernel, obj: Obj, out: list[tuple[Obj, str, str]]) -> None:
    """704.5m: an Aura attached to nothing, or to something it can't enchant (702.16c: what has
    protection from it)."""
    state = game.state
    enchant = obj.card.enchant
    assert enchant is not None
    host = state.find(obj.attached_to) if obj.attached_to is not None else None
    if host is None or not enchant.allows(game, obj.controller, host.oid):
        out.append((obj, "704.5m", "its Aura isn't attached to a legal object"))
        return
    quality = protected_from(game, host, obj)
    if quality is not None:
        out.append((obj, "704.5m", f"{host.handle} has protection from {quality.words} "
                                   "(702.16c)"))


def _legend_rule(game: Kernel) -> Steps:
    """704.5j: a player with two or more legendary permanents of one name keeps one of them."""
    state = game.state
    going: list[Obj] = []
    groups: dict[tuple[str, str], list[Obj]] = {}
    for obj in state.battlefield:
        if "Legendary" in obj.card.supertypes:
            groups.setdefault((obj.controller, obj.name), []).append(obj)
    for (controller, name), objs in groups.items():
        if len(objs) < 2:
            continue
        handles = tuple(o.handle for o in objs)
        keep = yield from game.ask(Decision(
            player=controller, kind="option", rule="704.5j",
            prompt=f"Legend rule: choose the {name} to keep", options=as_options(handles),
            default=Choose(controller, option=handles[0]), accept=one_of(handles, "704.5j", "keep"),
            describe=lambda k: f"keep {k}"))
        going += [o for o in objs if o.handle != keep]
    return going
