"""Priority (117): who may act, and what happens when everyone passes in succession —
the top of the stack resolves, or with an empty stack the step ends (117.4, 405.5).
Before anyone gets priority, state-based actions and triggered abilities are handled (117.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import experiments
from ..abilities import Steps, When
from ..actions import (
    Activate,
    Cast,
    Concede,
    DealDamage,
    Foretell,
    Pass,
    PlayLand,
    Plot,
    Put,
    Suspend,
    TurnFaceUp,
)
from ..decisions import Decision
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import STEPS
from . import foretell, impulse, lands, morph, plot, sba, stack, suspend, triggers, until
from .leaving import check_concede, lose

if TYPE_CHECKING:
    from ..kernel import Kernel


def settle(game: Kernel) -> Steps:
    """117.5 / 704.3 / 603.3b: state-based actions, then triggers, until nothing changes."""
    state = game.state
    while not state.game_over:
        if state.until_leaves and until.any_due(state):
            yield from until.return_due(game)  # just after its permanent left (610.3)
        yield from sba.check(game)
        if state.game_over or not state.pending_triggers:
            return
        yield from triggers.put_on_stack(game)


def loop(game: Kernel) -> Steps:
    """Give priority until all players pass in succession with an empty stack."""
    state = game.state
    while True:
        if game.sba_dirty or state.pending_triggers:  # else settling would find nothing to do
            yield from settle(game)
        if state.game_over:
            return
        seating = state.seating()
        if state.priority is None or not seating.by_name[state.priority].in_game:
            state.priority = _first(game)
        player = state.priority
        assert player is not None  # someone is still in the game
        until = game.passing_until
        if until is not None and not (state.first_priority_in_step and reached(game, until)):
            # A pass_until passes for them (117.3d), whatever the decision would say: it is
            # not built, nobody would read it.
            answer: Any = PASSED
        else:
            answer = yield decision(game, player)
        state.first_priority_in_step = False
        if answer is PASSED or isinstance(answer, Pass):
            if answer is PASSED and _PASS not in When.listened:
                # The pass_until passes for the others after them too, in turn, until everyone
                # has passed in succession: a pass changes nothing settling looks at
                # (state-based actions, triggers: nothing listens to passes) nor where a
                # pass_until stops, so none of it is looked at again.
                passing = seating.round_from[player][
                    :max(1, len(seating.in_game) - state.passes)]
                game.emit_passes(passing)
                state.passes += len(passing)
                player = state.priority = passing[-1]
            else:
                game.emit_pass(player)
                state.passes += 1
            if state.passes >= len(seating.in_game):
                state.passes = 0
                if not state.stack:
                    return  # 117.4 / 500.2: the step ends
                yield from stack.resolve_top(game)
                state.priority = _first(game)  # 117.3b
            else:
                nxt = seating.next_after[player]
                state.priority = nxt.name if nxt else None
            continue
        state.passes = 0
        if isinstance(answer, Concede):
            yield from lose(game, [(answer.player, "104.3a")])
            continue
        yield from perform(game, player, answer)


PASSED = object()  # the answer of a player a pass_until passes for
_PASS = K.PRIORITY_PASSED  # (a constant: an Enum class's members are slow to read, 3.11)


def reached(game: Kernel, target: tuple[int, int]) -> bool:
    """Does a ``pass_until`` (turn, index of the step) stop here: the active player would first
    receive priority in that step, or a later one?"""
    state = game.state
    return state.first_priority_in_step and (state.turn, _STEP_INDEX[state.step]) >= target


_STEP_INDEX = {step: i for i, step in enumerate(STEPS)}  # (asked at each step of a pass_until)


def _first(game: Kernel) -> str | None:
    """The active player, or with them gone the next player in turn order (800.4j)."""
    state = game.state
    if state.player(state.active).in_game:
        return state.active
    nxt = state.next_in_game_after(state.active)
    return nxt.name if nxt else None


def check(game: Kernel, player: str, action: Any) -> Any:
    """Validate an action taken with priority; returns what ``perform`` needs. Changes nothing."""
    acting = getattr(action, "player", None)
    if isinstance(action, Concede):
        return check_concede(game, action)
    if isinstance(action, (DealDamage, Put)):
        return ("experiment", experiments.check(game, action))
    if acting is not None and acting != player:
        raise IllegalAction(f"{player} has priority, not {acting}", "117.1")
    if isinstance(action, Pass):
        return action
    if isinstance(action, PlayLand):
        exiled = impulse.find(game, player, action.card)  # "you may play that card"
        card = exiled or game.find_in_hand(player, action.card, rule="305.1")
        lands.check_play_land(game, player, card)
        return ("play_land", card)
    if isinstance(action, Cast):
        return ("cast", stack.check_cast(game, player, action))
    if isinstance(action, Activate):
        return ("activate", stack.check_activate(game, player, action))
    if isinstance(action, TurnFaceUp):  # a special action (116.2b)
        permanent = game.find_permanent(action.permanent, player, rule="702.37e")
        return ("face_up", (permanent, morph.check_turn_face_up(game, player, permanent)))
    if isinstance(action, Foretell):  # a special action (702.143b)
        return ("foretell", foretell.check(game, player, action.card))
    if isinstance(action, Suspend):  # a special action (116.2f)
        return ("suspend", suspend.check(game, player, action.card))
    if isinstance(action, Plot):  # a special action (702.170b)
        return ("plot", plot.check(game, player, action.card))
    raise IllegalAction(f"{type(action).__name__} doesn't answer a priority decision; "
                        f"{player} may pass, play a land, cast, activate, turn a "
                        "permanent face up, or foretell, suspend or plot a card", "117.1")


def perform(game: Kernel, player: str, checked: Any) -> Steps:
    kind, plan = checked
    if kind == "experiment":
        yield from experiments.run(game, plan)
    elif kind == "play_land":
        yield from lands.play_land(game, player, plan)
    elif kind == "cast":
        yield from stack.cast(game, player, plan)
    elif kind == "activate":
        yield from stack.activate(game, player, plan)
    elif kind == "face_up":
        yield from morph.turn_face_up(game, player, *plan)
    elif kind == "foretell":
        yield from foretell.foretell(game, player, *plan)
    elif kind == "suspend":
        yield from suspend.suspend(game, player, *plan)
    elif kind == "plot":
        yield from plot.plot(game, player, *plan)


def decision(game: Kernel, player: str) -> Decision:
    return Decision(player=player, kind="priority", rule="117.1",
                    prompt=f"{player} has priority: act or pass",
                    default=Pass(player), accept=lambda a: check(game, player, a))
