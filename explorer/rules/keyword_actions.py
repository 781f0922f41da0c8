"""Keyword actions (701) on permanents: tap and untap (701.26), destroy (701.8; not what has
indestructible, 702.12b), sacrifice (701.21), exile (701.13), and create tokens (701.7, 111.1).

Each is written once here, emits its event with the rule that asked for it (a cost, a
turn-based action, an effect), and is what every card, cost and rule uses.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import Steps
from ..events import EventKind as K
from ..state import Obj
from .keywords import has_indestructible
from .replacement import Proposal, propose
from .zones import enter, move

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..kernel import Kernel


# Constants: reading a member off an Enum class goes through its metaclass (slow in 3.11), and
# every attack taps.
_TAPPED, _UNTAPPED = K.TAPPED, K.UNTAPPED


def tap(game: Kernel, obj: Obj, player: str, rule: str) -> None:
    """Tap a permanent (701.26a): to pay {T} (107.5), as an attacker (508.1f), by an effect."""
    obj.tapped = True
    game.emit(_TAPPED, player=player, source=obj.name, target=obj.handle, rule=rule)


def untap(game: Kernel, obj: Obj, player: str, rule: str, *, cost: str | None = None) -> None:
    """Untap a permanent (701.26b): in the untap step (502.3), to pay {Q} (107.6), or by an
    effect — ``cost`` is what was paid for it (Mana Vault's {4}, 603.5)."""
    obj.tapped = False
    game.emit(_UNTAPPED, player=player, source=obj.name, target=obj.handle, rule=rule,
              cost=cost)


def destroy(game: Kernel, obj: Obj, rule: str, source: str | None = None) -> Obj | None:
    """701.8: move a permanent to its owner's graveyard — unless it has indestructible
    (702.12b): then nothing happens, and the log says so. Returns the card in the graveyard,
    or None when it wasn't destroyed. ``source`` is what tried to destroy it."""
    if has_indestructible(game, obj):
        game.emit(K.EFFECT_SKIPPED, player=obj.controller, source=source or obj.name,
                  target=obj.handle, rule="702.12b")
        return None
    if obj.regeneration_shields and not obj.cant_regenerate:
        regenerate_instead(game, obj)
        return None
    return move(game, obj, "graveyard", rule, how="destroyed")


def regenerate_instead(game: Kernel, obj: Obj) -> None:
    """701.19a: the next time it would be destroyed this turn, instead its damage is removed,
    it is tapped and, if attacking or blocking, removed from combat — one shield used."""
    obj.regeneration_shields -= 1
    obj.damage = 0
    obj.deathtouch_damage = False
    obj.tapped = True
    combat = game.state.combat
    if combat is not None:
        combat.attackers.pop(obj.oid, None)
        combat.blockers.pop(obj.oid, None)
    game.emit(K.REGENERATED, player=obj.controller, source=obj.name, target=obj.handle,
              rule="701.19a")


def sacrifice(game: Kernel, obj: Obj, rule: str = "701.21a") -> Obj:
    """701.21a: its controller moves it to its owner's graveyard (not a destruction) — unless
    an effect says it can't be sacrificed (101.2): then it stays, and the log says so."""
    if not can_be_sacrificed(game, obj):
        game.emit(K.EFFECT_SKIPPED, player=obj.controller, source=obj.name, target=obj.handle,
                  rule="101.2", rider=CANT_BE_SACRIFICED)
        return obj
    return move(game, obj, "graveyard", rule, how="sacrificed")


CANT_BE_SACRIFICED = "can't be sacrificed"


def can_be_sacrificed(game: Kernel, obj: Obj) -> bool:
    """No static ability says it can't be sacrificed ("Creatures you control but don't own get
    +2/+2 and can't be sacrificed.", 101.2: a cost or effect that would sacrifice it can't)."""
    from .layers import static_effects

    return not any(effect.cant_be_sacrificed and effect.applies(game, source, obj)
                   for source, effect in static_effects(game))


def exile(game: Kernel, obj: Obj, rule: str, *, how: str | None = None) -> Obj:
    """701.13: move an object to its owner's exile zone."""
    return move(game, obj, "exile", rule, how=how)


def token_copy_of(card: CardDef) -> CardDef:
    """The card a token that's a copy of a permanent is (707.2): the permanent's copiable values
    — its card, as printed or as another copy effect made it — as a token (111.1). Not its
    counters, damage, status or other effects; X in its mana cost is 0 (107.3g)."""
    return replace(card, is_token=True)


def create_token_copies(game: Kernel, original: Obj, controller: str, n: int = 1,
                        rule: str = "707.2") -> Steps:
    """Create ``n`` tokens that are copies of ``original`` (707.2, 111.1), through replacement
    effects that change how many (614.1a). It enters as the copy (707.5): its "as ~ enters"
    choices are made anew (707.6) and its enter triggers trigger."""
    if not game.state.player(controller).in_game:
        return []  # 800.4b
    result = yield from propose(game, Proposal("tokens", original.name, controller, n))
    card = token_copy_of(original.card)
    created = []
    with game.simultaneously():  # the tokens of one instruction enter at the same time
        for _ in range(result.amount if result else 0):
            token = Obj(oid=game.state.new_oid(), handle=game.state.new_handle(original.name),
                        card=card, owner=controller, controller=controller, zone="nowhere")
            game.emit(K.TOKEN_CREATED, player=controller, source=original.name,
                      target=token.handle, rule=rule)
            created.append((yield from enter(game, token, controller, rule)))
    return created


def create_tokens(game: Kernel, name: str, controller: str, n: int = 1,
                  rule: str = "111.1", *, tapped: bool = False) -> Steps:
    """Create ``n`` tokens (701.7, 111.1), through replacement effects that change how many
    (614.1a). Returns the tokens on the battlefield."""
    if not game.state.player(controller).in_game:
        return []  # 800.4b: no token is created under a player who left the game
    result = yield from propose(game, Proposal("tokens", name, controller, n))
    created = []
    card = game.cards.get(name)
    # Each token costs the same whatever is on the battlefield (triggers.check keeps its index
    # of permanents that can trigger up to date instead of scanning them all per event).
    with game.simultaneously():  # the tokens of one instruction enter at the same time
        for _ in range(result.amount if result else 0):
            token = Obj(oid=game.state.new_oid(), handle=game.state.new_handle(name),
                        card=card, owner=controller, controller=controller, zone="nowhere")
            game.emit(K.TOKEN_CREATED, player=controller, source=name, target=token.handle,
                      rule=rule)
            created.append((yield from enter(game, token, controller, rule, tapped=tapped)))
    return created
