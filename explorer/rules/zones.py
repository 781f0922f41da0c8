"""Moving objects between zones (400), entering the battlefield (614.12), tokens (111),
destroying (701.8), sacrificing (701.21), drawing (121) and discarding (701.9).

Each move makes a new object (400.7): it gets a new object id, loses counters and damage (122.2),
and a permanent that enters is "sick" until its controller's next turn begins (302.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..abilities import Steps
from ..decisions import Decision, one_of
from ..events import EventKind as K
from ..state import Obj
from .replacement import Proposal, propose

if TYPE_CHECKING:
    from ..game import Game


def _remove(game: Game, obj: Obj) -> None:
    state = game.state
    if obj.zone == "battlefield":
        state.battlefield.remove(obj)
        if state.combat is not None:
            state.combat.attackers.pop(obj.oid, None)
            state.combat.blockers.pop(obj.oid, None)
        state.effects = [e for e in state.effects if e.oid != obj.oid]
    elif obj.zone == "stack":
        state.stack = [s for s in state.stack if s.card is not obj]
    elif obj.zone != "nowhere":  # a card an effect brings into the game
        state.player(obj.owner).zone(obj.zone).remove(obj)


def move(game: Game, obj: Obj, to_zone: str, rule: str, *, how: str | None = None) -> Obj:
    """Move ``obj`` to its owner's ``to_zone`` (never the battlefield: see ``enter``); a card
    going to a library goes on top. ``how`` says what moved it, when its rule doesn't: destroyed,
    sacrificed, discarded, …"""
    from_zone = obj.zone
    _remove(game, obj)
    new = Obj(oid=game.state.new_oid(), handle=obj.handle, card=obj.card, owner=obj.owner,
              controller=obj.owner, zone=to_zone, timestamp=game.state.new_timestamp())
    if to_zone == "stack":
        pass  # the caller puts it in a StackItem
    else:
        zone = game.state.player(obj.owner).zone(to_zone)
        zone.insert(0, new) if to_zone == "library" else zone.append(new)
        if new.is_token:
            game.state.stray_tokens.append(new)  # it will cease to exist (704.5d)
    game.emit(K.ZONE_CHANGED, player=obj.owner, source=obj.name, target=obj.handle, rule=rule,
              from_zone=None if from_zone == "nowhere" else from_zone, to_zone=to_zone, how=how,
              left=obj if from_zone == "battlefield" else None)
    return new


def enter(game: Game, obj: Obj, controller: str, rule: str, *, tapped: bool = False,
          x: int = 0, attached_to: int | None = None,
          choices: dict[str, Any] | None = None) -> Steps:
    """Put ``obj`` onto the battlefield under ``controller``'s control (as a new object).

    ``x`` is the X of the spell it came from, if any: an "enters with X counters" replacement
    uses it, though the permanent's own X is 0 (107.3m). Choices made "as it enters" are made
    first (614.12a); the counters it enters with are put on it as it enters (122.6), through
    counter replacement effects.
    """
    from_zone = obj.zone
    chosen = dict(choices or {})
    if obj.card.as_enters_choose and obj.card.as_enters_choose not in chosen:
        chosen[obj.card.as_enters_choose] = yield from _choose_as_entering(game, obj, controller)
    if not game.state.player(controller).in_game:
        return obj  # 800.4b: it stays where it is
    if from_zone != "nowhere":
        _remove(game, obj)
    new = Obj(oid=game.state.new_oid(), handle=obj.handle, card=obj.card, owner=obj.owner,
              controller=controller, zone="battlefield", tapped=tapped, sick=True,
              timestamp=game.state.new_timestamp(), attached_to=attached_to, x=0,
              choices=chosen)
    game.state.battlefield.append(new)
    game.emit(K.ZONE_CHANGED, player=controller, source=new.name, rule=rule, target=new.handle,
              from_zone=None if from_zone == "nowhere" else from_zone, to_zone="battlefield",
              attached_to=game.describe_target(attached_to))
    for kind, amount in obj.card.enters_with.items():
        n = x if amount == "X" else int(amount)
        yield from put_counters(game, new, kind, n, source=new.name, rule="614.1c")
    return new


def _choose_as_entering(game: Game, obj: Obj, controller: str) -> Steps:
    """614.12a: "As this enters, choose a color" is chosen before it enters."""
    colors = ("W", "U", "B", "R", "G")
    return (yield from game.ask(Decision(
        player=controller, kind="option", rule="614.12a",
        prompt=f"As {obj.name} enters, choose a color", options=colors, default=colors[0],
        accept=one_of(colors, "614.12a", "choose a color:"))))


def create_tokens(game: Game, name: str, controller: str, n: int = 1,
                  rule: str = "111.1") -> Steps:
    """Create ``n`` tokens (111.1), through replacement effects that change how many (614.1a)."""
    if not game.state.player(controller).in_game:
        return []  # 800.4b: no token is created under a player who left the game
    result = yield from propose(game, Proposal("tokens", name, controller, n))
    created = []
    card = game.cards.get(name)
    # Each token costs the same whatever is on the battlefield (triggers.check keeps its index
    # of permanents that can trigger up to date instead of scanning them all per event).
    for _ in range(result.amount if result else 0):
        token = Obj(oid=game.state.new_oid(), handle=game.state.new_handle(name), card=card,
                    owner=controller, controller=controller, zone="nowhere")
        game.emit(K.TOKEN_CREATED, player=controller, source=name, target=token.handle,
                  rule=rule)
        created.append((yield from enter(game, token, controller, rule)))
    return created


def put_counters(game: Game, obj: Obj, kind: str, n: int, source: str,
                 rule: str = "122.6") -> Steps:
    """Put ``n`` counters of ``kind`` on a permanent (122.6), as the instruction being followed
    says, through replacement effects (614.1a)."""
    if n <= 0:
        return 0
    result = yield from propose(game, Proposal("counters", source, obj.oid, n, counter=kind))
    if result is None or result.amount <= 0:
        return 0
    target = game.state.find(result.target) if isinstance(result.target, int) else None
    if target is None:
        return 0
    target.counters[kind] = target.counters.get(kind, 0) + result.amount
    game.emit(K.COUNTERS_ADDED, player=target.controller, source=source, target=target.handle,
              amount=result.amount, counter=kind, rule=rule)
    return result.amount


def destroy(game: Game, obj: Obj, rule: str) -> Obj:
    """701.8: move a permanent to its owner's graveyard."""
    return move(game, obj, "graveyard", rule, how="destroyed")


def sacrifice(game: Game, obj: Obj, rule: str = "701.21a") -> Obj:
    return move(game, obj, "graveyard", rule, how="sacrificed")


def draw(game: Game, player_name: str, n: int = 1, rule: str = "121.1") -> None:
    """Draw cards from the top of the library (121); drawing from an empty one is noted (704.5b)."""
    player = game.state.player(player_name)
    for _ in range(n):
        if not player.library:
            player.drew_from_empty_library = True
            game.emit(K.CARD_DRAWN, player=player_name, amount=0, rule="121.4")
            continue
        card = player.library.pop(0)
        card.zone = "hand"
        player.hand.append(card)
        game.emit(K.CARD_DRAWN, player=player_name, source=card.name, amount=1, rule=rule)


def discard(game: Game, obj: Obj, rule: str = "701.9a") -> Obj:
    new = move(game, obj, "graveyard", rule, how="discarded")
    game.emit(K.CARD_DISCARDED, player=obj.owner, source=obj.name, rule=rule)
    return new
