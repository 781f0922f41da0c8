"""How an action answers the pending decision: the one path every action takes into the rules.

With priority, any action a player may take then is checked by the priority decision and sent
in (117). ``attack`` and ``block`` given with priority first move the game on to that
declaration. Any other decision takes the action carrying its answer (``choose``, ``attack``,
``block``) from the player who decides, or the default policy's answer (``default``). A
``pass_until`` passes priority until a step begins, and stops early at any other decision.
Conceding is possible at any time (104.3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Attack, Block, Choose, Concede, Default, Pass, PassUntil
from .decisions import Decision
from .errors import IllegalAction
from .rules import combat, leaving, priority
from .state import STEPS

if TYPE_CHECKING:
    from .kernel import Kernel


def do(game: Kernel, action: Action) -> None:
    """Apply ``action`` to the pending decision (IllegalAction if it can't; the caller then
    puts the game back as it was)."""
    if isinstance(action, PassUntil):
        pass_until(game, action)
    elif isinstance(action, Default):
        answer_by_default(game)
    elif isinstance(action, (Attack, Block)) and require_pending(game).kind == "priority":
        move_to_declaration(game, action)
        answer(game, action)
    else:
        answer(game, action)


def require_pending(game: Kernel) -> Decision:
    if game.pending is None:
        raise IllegalAction(f"the game is over: {game.outcome()}", "104.1")
    return game.pending


def answer(game: Kernel, action: Action) -> None:
    decision = require_pending(game)
    if decision.kind == "priority":
        assert decision.accept is not None
        game.resume(decision.accept(action))
        return
    if isinstance(action, Concede):  # 104.3a: at any time
        leaving.check_concede(game, action)
        assert game._gen is not None
        game.interrupt(leaving.concede_during(game, decision, action, game._gen))
        return
    player = getattr(action, "player", None)
    if player != decision.player:
        raise IllegalAction(f"{decision.player} makes this decision ({decision.prompt}), "
                            f"not {player}", decision.rule)
    if not isinstance(action, (Choose, Attack, Block)):
        raise IllegalAction(f"{decision.player} must answer: {decision.prompt} "
                            f"(with 'choose', 'attack' or 'block')", decision.rule)
    assert decision.accept is not None
    value = decision.accept(action)
    game.log_answer(decision, value, "player")
    game.resume(value)


def answer_by_default(game: Kernel) -> None:
    decision = require_pending(game)
    if decision.kind == "priority":
        game.resume(Pass(decision.player))
        return
    value = decision.default_value()
    game.log_answer(decision, value, "default")
    game.resume(value)


def default_action(game: Kernel) -> Action:
    """What the default policy does now: pass priority, or answer the decision by default."""
    decision = require_pending(game)
    return Pass(decision.player) if decision.kind == "priority" else Default()


def move_to_declaration(game: Kernel, action: Attack | Block) -> None:
    """``attack`` (or ``block``) given with priority first moves the game on to that
    declaration (508.1 / 509.1), passing priority on the way."""
    kind, step = (("attackers", "declare_attackers") if isinstance(action, Attack)
                  else ("blockers", "declare_blockers"))
    if _now(game) >= (game.state.turn, STEPS.index(step)):
        raise IllegalAction(f"the {step.replace('_', ' ')} step of turn {game.state.turn} "
                            "has already begun", "508.1" if kind == "attackers" else "509.1")
    pass_until(game, PassUntil(game.state.turn, step))
    pending = game.pending
    if pending is not None and pending.kind not in ("priority", kind):
        raise IllegalAction(f"first {pending.player} must answer: {pending.prompt}",
                            pending.rule)
    if pending is None or pending.kind != kind:
        # Say why: which named creature can't attack or block, and the rule.
        raise (combat.why_no_attack(game, action) if isinstance(action, Attack)
               else combat.why_no_block(game, action))


def pass_until(game: Kernel, action: PassUntil) -> None:
    """Everyone passes priority until the active player would first receive priority in that
    turn and step; stops early (and is done) at any other decision, unless ``auto``: then the
    default policy answers those on the way."""
    if action.step not in STEPS:
        raise IllegalAction(f"unknown step {action.step!r}", "500.1")
    target = (action.turn, STEPS.index(action.step))
    require_pending(game)
    if _now(game) >= target and not (_now(game) == target and _first_priority(game)):
        raise IllegalAction(f"turn {action.turn} {action.step} has already begun (now: turn "
                            f"{game.state.turn} {game.state.step})", "500.1")
    # While this runs, the priority loop passes for everyone itself (priority.loop), until the
    # target: only other decisions, and the one that stops it, come out here.
    game.passing_until = target
    try:
        while game.pending is not None:
            decision = game.pending
            if decision.kind == "priority":
                if priority.reached(game, target):
                    return
                game.resume(Pass(decision.player))
            elif action.auto:
                answer_by_default(game)
            else:
                return  # stops early: someone must decide something other than priority
    finally:
        game.passing_until = None


def _now(game: Kernel) -> tuple[int, int]:
    return game.state.turn, STEPS.index(game.state.step)


def _first_priority(game: Kernel) -> bool:
    return (game.pending is not None and game.pending.kind == "priority"
            and game.state.first_priority_in_step)
