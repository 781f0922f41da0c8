"""Losing and leaving the game (104, 800.4).

In a multiplayer game a player who loses leaves, and the game goes on without them: everything
they own leaves with them, their abilities on the stack cease to exist, what they control but
don't own is exiled, and their turns are skipped (800.4a, 800.4k). With one player left, that
player wins (104.2a).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..abilities import Steps
from ..errors import IllegalAction
from ..events import EventKind as K
from . import monarch
from .keyword_actions import exile

if TYPE_CHECKING:
    from ..actions import Concede
    from ..decisions import Decision
    from ..kernel import Kernel


def lose(game: Kernel, losers: list[tuple[str, str]]) -> Steps:
    """Players lose at the same time (704.3), each by the rule given: all losses first, then
    they leave; if nobody is left, the game is a draw (104.4a)."""
    for name, rule in losers:
        player = game.state.player(name)
        if player.lost or player.left:
            continue
        player.lost = True
        game.emit(K.PLAYER_LOST, player=name, rule=rule,
                  life=player.life if rule == "704.5a" else None)
    for name, _ in losers:
        yield from leave(game, name, "800.4a", check_end=False)
    _check_end(game)


def win(game: Kernel, name: str, rule: str = "104.2b") -> None:
    """104.2b: an effect says a player wins the game; the game ends at once (104.1), however
    many opponents are still in it."""
    state = game.state
    if state.game_over or not state.player(name).in_game:
        return
    state.game_over = True
    state.winner = name
    game.emit(K.GAME_OVER, player=name, rule=rule)


def _check_end(game: Kernel) -> None:
    """104.2a: the last player in the game wins; 104.4a: with nobody left it's a draw."""
    state = game.state
    remaining = state.in_game()
    if len(remaining) <= 1 and not state.game_over:
        state.game_over = True
        state.winner = remaining[0].name if remaining else None
        game.emit(K.GAME_OVER, player=state.winner, rule="104.2a" if remaining else "104.4a")


def leave(game: Kernel, name: str, rule: str = "800.4a", *, check_end: bool = True) -> Steps:
    state = game.state
    player = state.player(name)
    if player.left:
        return
    if state.priority == name:  # 800.4a: priority passes to the next player in turn order
        nxt = state.next_in_game_after(name)
        state.priority = nxt.name if nxt and nxt.name != name else None
    state.leave_game(player)
    game.emit(K.PLAYER_LEFT, player=name, rule=rule)
    # 800.4a: objects they own leave the game; objects they control but don't own are exiled.
    for obj in list(state.battlefield):
        if obj.owner == name:
            state.battlefield.remove(obj)
            game.emit(K.ZONE_CHANGED, player=name, source=obj.name, rule="800.4a",
                      from_zone="battlefield")
        elif obj.controller == name:
            exile(game, obj, "800.4a", how="controller left")
    for item in list(state.stack):
        if item.card is not None and item.card.owner == name:
            state.stack.remove(item)
            game.emit(K.CEASED_TO_EXIST, player=name, source=item.source_name, rule="800.4a",
                      from_zone="stack")
        elif item.card is None and item.controller == name:
            state.stack.remove(item)
            game.emit(K.ABILITY_REMOVED, player=name, source=item.source_name, rule="800.4a",
                      ability=item.text, cause=item.cause)
    for t in list(state.pending_triggers):  # 800.4d: never put on the stack
        if t.controller == name:
            state.pending_triggers.remove(t)
            game.emit(K.ABILITY_REMOVED, player=name, source=t.source_name, rule="800.4d",
                      ability=t.ability.text, cause=t.seq)
    player.hand, player.library, player.graveyard, player.exile = (), (), (), ()
    player.mana_pool = ()
    if state.combat is not None:
        state.combat.attackers = {o: d for o, d in state.combat.attackers.items() if d != name}
    yield from monarch.on_leave(game, name)  # 724.4
    if check_end:
        _check_end(game)


# -- conceding (104.3a) ----------------------------------------------------------------------------
def check_concede(game: Kernel, action: Concede) -> Concede:
    """104.3a: any player still in the game may concede, at any time."""
    if action.player not in [p.name for p in game.state.players]:
        raise IllegalAction(f"no player named {action.player!r}", "104.3a")
    if not game.state.player(action.player).in_game:
        raise IllegalAction(f"{action.player} has already left the game", "104.3a")
    return action


def concede_during(game: Kernel, decision: Decision, action: Concede,
                   interrupted: Generator[Any, Any, Any]) -> Steps:
    """104.3a: a player concedes while another decision waits. They leave at once (800.4a);
    then the waiting decision is asked again — or, if it was theirs, the default policy takes it
    in their place (800.4h), and what was waiting for it goes on without them: their triggered
    abilities aren't put on the stack (800.4d), nothing enters under their control (800.4b)."""
    try:
        yield from lose(game, [(action.player, "104.3a")])
        if game.state.game_over:
            return
        if game.state.player(decision.player).in_game:
            answer = yield decision
        else:
            answer = decision.default_value()
            game.log_answer(decision, answer, "left the game", rule="800.4h")
        yield from resume(interrupted, answer)
    finally:
        interrupted.close()  # a no-op once it has run to its end


def resume(gen: Generator[Any, Any, Any], value: Any) -> Steps:
    """Go on with a generator that is waiting at a ``yield``, sending it ``value`` first."""
    try:
        request = gen.send(value)
        while True:
            value = yield request
            request = gen.send(value)
    except StopIteration as stop:
        return stop.value
