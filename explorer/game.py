"""The game: one way in (``apply``), one way out (typed events), history you can walk.

The rules run as nested generators (see ``explorer.rules``) that ``yield`` a Decision whenever a
player must choose. ``apply`` validates an answer against the pending decision and sends it in;
an illegal action raises IllegalAction and leaves the game exactly as it was.

Undo and fork restore a snapshot taken at the latest priority decision and replay the actions
since then, so they are exact: same board, same actions, same seed, same events.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import payments
from .abilities import Steps, Target
from .actions import (
    Action,
    Activate,
    Attack,
    Block,
    Cast,
    Choose,
    Concede,
    DealDamage,
    Default,
    Pass,
    PassUntil,
    PlayLand,
    Put,
    parse_action,
)
from .board import board_from_state, parse_board, read_board_file, require_object
from .cards import default_pool
from .cards.model import CardPool
from .decisions import Decision
from .errors import BoardError, IllegalAction, MalformedAction
from .events import CLASSES, Event, EventKind
from .rules import combat, damage, layers, leaving, priority, triggers, turns
from .rules.lands import activated_abilities
from .rules.stack import spell_targets
from .rules.targets import candidates as legal_targets
from .rules.zones import create_tokens, enter, move
from .state import STEPS, Obj, State

if TYPE_CHECKING:
    import pandas as pd


SNAPSHOT_EVERY = 8  # actions between undo snapshots (undo replays at most this many) …
SNAPSHOT_EVENTS = 200  # … or events, whichever comes first
DRY_RUN_DECISIONS = 50  # decisions a dry run answers by default before it gives up


@dataclass
class _Snapshot:
    state: State
    log_length: int


class Game:
    """A game of Magic from a board position. ``Game(board, seed=...)`` or ``Game.load(path)``."""

    def __init__(self, board: dict[str, Any] | None = None, *, seed: int | None = None,
                 cards: CardPool | None = None) -> None:
        self.cards = cards or default_pool()
        if board is not None:
            require_object(board)
        raw = dict(board) if board is not None else {"players": [{"name": "Alice"},
                                                                 {"name": "Bob"}]}
        if seed is not None:
            raw["seed"] = seed
        state, script, explicit = parse_board(raw, self.cards)
        self.state: State = state
        self.script: list[Action] = script
        self.board_monarch = state.monarch  # the monarch as the position began
        self.explicit_ids = explicit
        self.log: list[Event] = []
        self.history: list[Action] = []
        self._causes: list[int] = []
        self.cache: dict[str, Any] = {}  # derived answers, keyed by (state, log length)
        self.emit(EventKind.GAME_STARTED, rule="103", title=state.title or None)
        self._snapshots: dict[int, _Snapshot] = {0: self._snapshot()}
        self._start()

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> Game:
        """Load a board file. A bad file raises BoardError naming the field (the message
        doesn't repeat the path); a missing one FileNotFoundError."""
        raw = read_board_file(path)
        require_object(raw)  # a file holding null is not the built-in board
        return cls(raw, **kwargs)

    def _start(self) -> None:
        old = getattr(self, "_gen", None)
        if old is not None and getattr(self, "_owns_gen", True):
            old.close()  # run its cleanup now, against its own state
        self._owns_gen = True
        self._gen = turns.run(self)
        self._pending: Decision | None = None
        self._resume(None)

    def _resume(self, value: Any) -> None:
        try:
            self._pending = self._gen.send(value)
        except StopIteration:
            self._pending = None

    # -- the way out: events ------------------------------------------------------------------
    def emit(self, kind: EventKind, *, left: Obj | None = None, actor: Obj | None = None,
             cause: int | None = None, **fields: Any) -> Event:
        """Log an event of ``kind`` with its fields and let triggered abilities notice it.
        ``left`` is an object that just left the battlefield (looked back at, 603.10a);
        ``actor`` the permanent that did it."""
        state = self.state
        event = CLASSES[kind](seq=len(self.log) + 1, turn=state.turn, step=state.step,
                              active=state.active, event=kind,
                              cause=cause if cause is not None else (
                                  self._causes[-1] if self._causes else None),
                              **fields)
        self.log.append(event)
        triggers.check(self, event, left, actor)
        return event

    @contextmanager
    def caused_by(self, seq: int | None) -> Iterator[None]:
        """Events emitted inside are marked as caused by event ``seq``."""
        if seq is None:
            yield
            return
        causes = self._causes  # a restore replaces the list; pop from the one pushed to
        causes.append(seq)
        try:
            yield
        finally:
            causes.pop()

    @property
    def events(self) -> list[Event]:
        return list(self.log)

    def timeline(self, *, quiet: bool = False) -> pd.DataFrame:
        """One row per event; ``quiet=True`` also shows priority passes."""
        from .timeline import timeline

        return timeline(self, quiet=quiet)

    # -- decisions ----------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        """The decision the game is waiting for, or None when the game is over."""
        return self._pending

    def ask(self, decision: Decision, *, always_ask: bool = False) -> Steps:
        """Stop for ``decision`` unless it has one legal answer (then take it, and log it)."""
        if not always_ask and len(decision.options) <= 1:
            self.log_answer(decision, decision.default, "only choice")
            return decision.default
        answer = yield decision
        return answer

    def priority_decision(self, player: str) -> Decision:
        return priority.decision(self, player)

    def log_interchangeable(self, player: str, kind: str, rule: str, what: str) -> None:
        """Board format: a choice between interchangeable answers is taken and logged."""
        self.emit(EventKind.DECISION_MADE, player=player, rule=rule, decision=kind, choice=what,
                  chosen_by="interchangeable")

    def log_answer(self, decision: Decision, value: Any, chosen_by: str,
                   rule: str | None = None) -> None:
        """Log the answer to a decision: what was chosen, and by whom — ``player``,
        ``default`` (the default policy), ``only choice`` or ``left the game``."""
        shown = decision.describe(value) if decision.describe else str(value)
        self.emit(EventKind.DECISION_MADE, player=decision.player, rule=rule or decision.rule,
                  decision=decision.kind, choice=shown, chosen_by=chosen_by)

    # -- the way in: actions ------------------------------------------------------------------
    def apply(self, action: Action | dict[str, Any]) -> list[Event]:
        """Apply one action; returns the events it caused.

        Raises only IllegalAction, and then the game is exactly as it was: MalformedAction (a
        subclass, naming the field) for an action that isn't well-formed — an unknown ``do`` or
        field, a wrong type, a value out of bounds, in a dict or an action object alike —
        IllegalAction (with the rule) for one the rules forbid now.
        """
        act = parse_action(action)
        n = len(self.history)
        start = len(self.log)
        # A snapshot every few actions (or after many events) bounds both the copying and the
        # replay an undo needs.
        last = max(self._snapshots)
        if (n - last >= SNAPSHOT_EVERY
                or len(self.log) - self._snapshots[last].log_length >= SNAPSHOT_EVENTS) \
                and n not in self._snapshots and self._resumable():
            self._snapshots[n] = self._snapshot()
        try:
            self._do(act)
        except BoardError as e:  # a card or reference looked up on the way: the action's fault
            self._restore(n)
            raise MalformedAction(e.field and f"action.{e.field}", e.reason) from None
        except Exception:
            self._restore(n)
            raise
        self.history.append(act)
        return self.log[start:]

    def _do(self, action: Action) -> None:
        if isinstance(action, PassUntil):
            self._pass_until(action)
        elif isinstance(action, Default):
            self._answer_by_default()
        elif isinstance(action, (Attack, Block)) and self._require_pending().kind == "priority":
            self._move_to_declaration(action)
            self._answer(action)
        else:
            self._answer(action)

    def _move_to_declaration(self, action: Attack | Block) -> None:
        """Board format: ``attack`` (or ``block``) given with priority first moves the game on to
        that declaration (508.1 / 509.1), passing priority on the way."""
        kind, step = (("attackers", "declare_attackers") if isinstance(action, Attack)
                      else ("blockers", "declare_blockers"))
        if self._now() >= (self.state.turn, STEPS.index(step)):
            raise IllegalAction(f"the {step.replace('_', ' ')} step of turn {self.state.turn} "
                                "has already begun", "508.1" if kind == "attackers" else "509.1")
        self._pass_until(PassUntil(self.state.turn, step))
        pending = self._pending
        if pending is not None and pending.kind not in ("priority", kind):
            raise IllegalAction(f"first {pending.player} must answer: {pending.prompt}",
                                pending.rule)
        if pending is None or pending.kind != kind:
            # Say why: which named creature can't attack or block, and the rule.
            raise (combat.why_no_attack(self, action) if isinstance(action, Attack)
                   else combat.why_no_block(self, action))

    def _require_pending(self) -> Decision:
        if self._pending is None:
            raise IllegalAction(f"the game is over: {self.outcome()}", "104.1")
        return self._pending

    def _answer(self, action: Action) -> None:
        decision = self._require_pending()
        if decision.kind == "priority":
            assert decision.accept is not None
            self._resume(decision.accept(action))
            return
        if isinstance(action, Concede):  # 104.3a: at any time
            leaving.check_concede(self, action)
            self._gen = leaving.concede_during(self, decision, action, self._gen)
            self._resume(None)
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
        self.log_answer(decision, value, "player")
        self._resume(value)

    def _answer_by_default(self) -> None:
        decision = self._require_pending()
        if decision.kind == "priority":
            self._resume(Pass(decision.player))
            return
        self.log_answer(decision, decision.default, "default")
        self._resume(decision.default)

    def _pass_until(self, action: PassUntil) -> None:
        if action.step not in STEPS:
            raise IllegalAction(f"unknown step {action.step!r}", "500.1")
        target = (action.turn, STEPS.index(action.step))
        self._require_pending()
        if self._at_or_past(target) and not (self._at(target) and self._first_priority()):
            raise IllegalAction(f"turn {action.turn} {action.step} has already begun (now: turn "
                                f"{self.state.turn} {self.state.step})", "500.1")
        while self._pending is not None:
            decision = self._pending
            if decision.kind == "priority":
                if self.state.first_priority_in_step and self._at_or_past(target):
                    return
                self._resume(Pass(decision.player))
            elif action.auto:
                self._answer_by_default()
            else:
                return  # stops early: someone must decide something other than priority

    def _now(self) -> tuple[int, int]:
        return self.state.turn, STEPS.index(self.state.step)

    def _at(self, target: tuple[int, int]) -> bool:
        return self._now() == target

    def _at_or_past(self, target: tuple[int, int]) -> bool:
        return self._now() >= target

    def _first_priority(self) -> bool:
        return (self._pending is not None and self._pending.kind == "priority"
                and self.state.first_priority_in_step)

    def default_action(self) -> Action:
        """What the default policy does now: pass priority, or answer the decision by default."""
        decision = self._require_pending()
        return Pass(decision.player) if decision.kind == "priority" else Default()

    def pass_until(self, turn: int, step: str, *, auto: bool = False) -> list[Event]:
        return self.apply(PassUntil(turn, step, auto))

    def run_until(self, turn: int, step: str = "upkeep") -> list[Event]:
        """Batch runs: pass, and let the default policy answer every other decision."""
        return self.apply(PassUntil(turn, step, auto=True))

    # -- history ------------------------------------------------------------------------------
    def _resumable(self) -> bool:
        return (self._pending is not None and self._pending.kind == "priority"
                and self.state.step not in turns.NO_PRIORITY and not self._causes)

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(copy.deepcopy(self.state), len(self.log))

    def _restore(self, n: int) -> None:
        """Rebuild the game as it was after ``history[:n]``: nearest snapshot, then replay."""
        k = max(i for i in self._snapshots if i <= n)
        snap = self._snapshots[k]
        self.state = copy.deepcopy(snap.state)
        self.cache = {}
        del self.log[snap.log_length:]
        self._causes = []
        self._start()
        replay = self.history[k:n]
        self.history = self.history[:k]
        for action in replay:
            self._do(action)
            self.history.append(action)
        self._snapshots = {i: s for i, s in self._snapshots.items() if i <= n}

    def undo(self) -> None:
        """Go back to the previous decision point, exactly as it was."""
        if not self.history:
            raise IllegalAction("nothing to undo: this is the position the game started from")
        self._restore(len(self.history) - 1)

    def fork(self) -> Game:
        """An independent copy of this game, for "what if" branches."""
        twin = copy.copy(self)
        twin.log = list(self.log)
        twin.history = list(self.history)
        twin._snapshots = dict(self._snapshots)
        twin._causes = []
        twin.cache = {}
        twin._owns_gen = False  # the generator still belongs to this game
        twin._restore(len(self.history))
        return twin

    # -- queries ------------------------------------------------------------------------------
    def outcome(self) -> str:
        state = self.state
        if not state.game_over:
            return "in progress"
        return f"{state.winner} wins" if state.winner else "a draw"

    def legal_actions(self) -> list[Action]:
        """The legal answers to the pending decision that can be listed (priority actions with
        their targets; for other decisions use ``pending.options``).

        Whatever is listed, ``apply`` accepts: each action passes the same check ``apply`` makes,
        and a spell offered with mana sources to tap (601.2g) was cast on a throwaway copy of
        the game first, so what those sources really add (replacement effects, restrictions,
        triggered mana abilities) is known to pay for it. Each action is listed once."""
        decision = self._pending
        if decision is None or decision.kind != "priority":
            return [Default()] if decision else []
        key = (id(self.state), len(self.log), id(decision))
        cached = self.cache.get("legal_actions")
        if cached is not None and cached[0] == key:
            return list(cached[1])
        player = decision.player
        assert decision.accept is not None
        accept = decision.accept

        def accepted(action: Action) -> bool:
            try:
                accept(action)
            except (IllegalAction, BoardError):
                return False
            return True

        out: list[Action] = [Pass(player)]

        def offer(action: Action) -> None:
            if action not in out:
                out.append(action)

        me = self.state.player(player)
        for card in me.hand:
            if card.is_type("Land"):
                if accepted(PlayLand(player, card.handle)):
                    offer(PlayLand(player, card.handle))
                continue
            specs = spell_targets(card.card)
            x = 0 if "{X}" in card.card.mana_cost else None
            choices = ([(self.describe_target(t),) for t in legal_targets(self, specs[0], player)]
                       if specs else [()])
            pay: tuple[str, ...] | None = None  # planned once per card, when first needed
            for targets in choices:
                cast = Cast(player, card.handle, x=x, targets=targets)
                if accepted(cast):  # the pool pays (checked as apply checks it)
                    offer(cast)
                    continue
                if pay is None:
                    pay = self._payment_sources(cast)
                if pay:
                    with_pay = replace(cast, pay=pay)
                    if accepted(with_pay) and self._dry_run(player, with_pay) is not None:
                        offer(with_pay)
        for obj in self.state.permanents(player):
            for i, ability in enumerate(activated_abilities(obj)):
                for m in (ability.mana.choose_from if ability.mana else "") or [None]:
                    activate = Activate(player, obj.handle, i, mana=m)
                    if accepted(activate):
                        offer(activate)
        self.cache["legal_actions"] = (key, out)
        return list(out)

    def _payment_sources(self, cast: Cast) -> tuple[str, ...]:
        """Untapped mana sources that would pay for the spell of ``cast`` (with X = 0) on top of
        the pool, as its ``pay`` list (601.2g) — or () if none would. Built from what each
        source adds when activated on a throwaway copy of the game (``explorer.payments``).
        Sources are measured only for a cast that is legal apart from paying: with any ``pay``
        list the check leaves the pool alone, so one naming some mana source tells."""
        probe = next((o.handle for o in self.state.permanents(cast.player)
                      if any(a.is_mana_ability for a in activated_abilities(o))), None)
        assert self._pending is not None and self._pending.accept is not None
        try:
            if probe is None:
                return ()
            self._pending.accept(replace(cast, pay=(probe,)))
        except (IllegalAction, BoardError):
            return ()
        card = self.find_in_hand(cast.player, cast.card)
        return payments.plan(self, cast.player, card) or ()

    def _dry_run(self, player: str, action: Action) -> Game | None:
        """``action`` taken by ``player`` with priority, on a throwaway copy of this game: the
        copy as the action leaves it (any decision on the way answered by the default policy),
        or None if the rules refuse it. This game is untouched."""
        shadow = copy.copy(self)
        shadow.state = copy.deepcopy(self.state)
        shadow.log = list(self.log)
        shadow.history, shadow._snapshots, shadow._causes, shadow.cache = [], {}, [], {}
        shadow._owns_gen = False
        try:
            steps = priority.perform(shadow, player, priority.check(shadow, player, action))
            answer = None
            for _ in range(DRY_RUN_DECISIONS):
                answer = steps.send(answer).default
        except StopIteration:
            return shadow
        except (IllegalAction, BoardError):
            return None
        return None  # it asks on and on: not something to offer

    def describe_target(self, target: Target | None) -> str | None:
        if target is None:
            return None
        if isinstance(target, str):
            return target
        obj = self.state.find_anywhere(target)
        return obj.handle if obj else f"#{target}"

    def find_permanent(self, ref: str, controller: str | None = None,
                       rule: str | None = None) -> Obj:
        """A permanent by id, by card name, or by ``Name#n`` among ``controller``'s. A reference
        that names none, or more than one, is refused citing ``rule``: the rule of the action
        that needed it."""
        bf = self.state.battlefield
        for obj in bf:
            if obj.handle == ref:
                return obj
        name, _, ordinal = ref.partition("#")
        scope = [o for o in bf if o.name == name and (controller is None
                                                      or o.controller == controller)]
        if ordinal:
            # ASCII digits only: "¹".isdigit() is true, but int("¹") fails.
            if ordinal.isascii() and ordinal.isdigit() and 1 <= int(ordinal) <= len(scope):
                return scope[int(ordinal) - 1]
            raise IllegalAction(f"no permanent {ref!r}: there are {len(scope)} {name}", rule)
        if len(scope) == 1:
            return scope[0]
        if len(scope) > 1:
            raise IllegalAction(f"{ref!r} is ambiguous: say one of "
                                f"{', '.join(o.handle for o in scope)}", rule)
        whose = f" controlled by {controller}" if controller else ""
        raise IllegalAction(f"no permanent {ref!r}{whose} on the battlefield", rule)

    def find_in_hand(self, player: str, ref: str, rule: str | None = None) -> Obj:
        for card in self.state.player(player).hand:
            if card.handle == ref or card.name == ref:
                return card
        raise IllegalAction(f"{player} has no {ref!r} in hand", rule)

    def resolve_target(self, ref: str, rule: str | None = None) -> Target:
        """A player's name or a permanent reference, as a target (115)."""
        is_player = any(p.name == ref for p in self.state.players)
        try:
            obj = self.find_permanent(ref, rule=rule)
        except IllegalAction:
            if is_player:
                return ref
            raise
        if is_player:
            raise IllegalAction(f"{ref!r} names both a player and a permanent", rule)
        return obj.oid

    def power(self, ref: str) -> int:
        return layers.power(self, self.find_permanent(ref))

    def toughness(self, ref: str) -> int:
        return layers.toughness(self, self.find_permanent(ref))

    def permanent(self, ref: str) -> Obj:
        return self.find_permanent(ref)

    def player(self, name: str) -> Any:
        return self.state.player(name)

    def mana_pool(self, name: str) -> dict[str, int]:
        """How much mana of each type is in a player's pool (106.4)."""
        from .rules.mana import pool_counts

        return pool_counts(self.state.player(name))

    # -- experimenter's effects ---------------------------------------------------------------
    def check_experiment(self, action: DealDamage | Put) -> Any:
        if isinstance(action, DealDamage):
            if action.amount < 0:
                raise IllegalAction("damage can't be negative", "120.1")
            try:
                source = self.find_permanent(action.source, rule="120.1")
            except IllegalAction:
                source = None
            return (action, source, self.resolve_target(action.target, "120.1"))
        try:
            card = self.cards.get(action.card)
        except BoardError as e:
            raise IllegalAction(f"put: {e.reason}", "610.1") from None
        try:
            owner = self.state.player(action.player)
        except KeyError:
            raise IllegalAction(f"put: no player {action.player!r}", "610.1") from None
        if not owner.in_game:
            raise IllegalAction(f"{owner.name} has left the game", "800.4b")
        if action.zone == "battlefield" and not card.is_permanent_card:
            raise IllegalAction(f"{card.name} is not a permanent card", "110.4")
        return (action, card, owner)

    def run_experiment(self, checked: Any) -> Steps:
        action = checked[0]
        if isinstance(action, DealDamage):
            _, source, target = checked
            yield from damage.damage(self, source.name if source else action.source,
                                     source.oid if source else None, target, action.amount)
            return
        _, card, owner = checked
        if action.zone == "battlefield" and card.is_token:
            yield from create_tokens(self, card.name, owner.name, 1, rule="111.1")
            return
        obj = Obj(oid=self.state.new_oid(), handle=self.state.new_handle(card.name), card=card,
                  owner=owner.name, controller=owner.name, zone="nowhere",
                  timestamp=self.state.new_timestamp())
        if action.zone == "battlefield":
            yield from enter(self, obj, owner.name, "610.1")
            return
        move(self, obj, action.zone, "610.1")

    # -- saving -------------------------------------------------------------------------------
    def to_board(self) -> dict[str, Any]:
        """This position as a board file: loading it and going on gives the same game as going
        on from here (the same events and state). A position can be saved when a player holds
        priority with an empty stack; anything else raises BoardError saying why."""
        decision = self._pending
        if decision is None:
            raise BoardError("pending", f"the game is over ({self.outcome()}): there is no "
                                        "position to go on from")
        if decision.kind != "priority":
            raise BoardError("pending", f"{decision.player} must first answer: "
                                        f"{decision.prompt} ({decision.rule}); a position is "
                                        "saved when a player has priority")
        if self.state.step == "cleanup":
            raise BoardError("turn.step", "players have priority in the cleanup step only "
                                          "because something happened in it (514.3a): a board "
                                          "file can't start there; save in the next step")
        return board_from_state(self.state, self.explicit_ids, pool=self.cards)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_board(), indent=2, ensure_ascii=False) + "\n",
                              encoding="utf-8")

    # -- display ------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        from .display import game_html

        return game_html(self)

    def __repr__(self) -> str:
        s = self.state
        return (f"<Game turn {s.turn} {s.step}, active {s.active}, "
                f"{len(self.log)} events, {self.outcome()}>")


__all__ = ["Game"]
