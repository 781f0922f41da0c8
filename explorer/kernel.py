"""The kernel: the state, the event log, and the rules running until a player must decide.

The rules (``explorer.rules``) run as nested generators started by ``turns.run``. Whenever a
player must choose, the innermost one yields a :class:`Decision` and the whole chain stops; the
answer is sent back in and they go on. The kernel holds that chain, the one way out of it —
:meth:`Kernel.emit`, which logs a typed event and lets triggered abilities notice it — and the
lookups the rules share (permanents by reference, targets by name). ``explorer.game.Game`` is
the public face built on it.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from typing import Any

from .abilities import Steps, Target, When
from .cards.model import CardPool
from .decisions import Decision
from .errors import IllegalAction
from .events import BUILDERS, COMMON_FIELDS, Event, EventKind, EventLog
from .rules import control, sba, triggers, turns
from .rules.layers import TYPES_AFTER, update_types
from .rules.monarch import INHERENT_STEPS
from .state import Obj, State

DecisionSteps = Generator[Decision, Any, None]
# Read at every event: module constants, as reading a member off an Enum class goes through
# its metaclass's __getattr__ hook (Python 3.11).
PASSED, STEP_BEGAN = EventKind.PRIORITY_PASSED, EventKind.STEP_BEGAN
DECIDED = EventKind.DECISION_MADE
NOT_INHERENT: frozenset[str] = frozenset()  # the monarch's abilities listen in no step
_build_pass = BUILDERS[PASSED]
UNSEEN = sba.UNSEEN
# ``emit`` passes the fields every event has in this order.
assert COMMON_FIELDS == ("seq", "turn", "step", "active", "event", "player", "source", "target",
                         "amount", "mana", "cause", "rule")


class CausedBy:
    """``Kernel.caused_by``: while inside, ``seq`` is the cause of the events emitted (a class,
    not a generator: every step of a long game enters one)."""

    __slots__ = ("causes", "seq")

    def __init__(self, causes: list[int], seq: int | None) -> None:
        self.causes = causes  # a restore replaces the list; pop from the one pushed to
        self.seq = seq

    def __enter__(self) -> None:
        if self.seq is not None:
            self.causes.append(self.seq)

    def __exit__(self, *exc: object) -> None:
        if self.seq is not None:
            self.causes.pop()


class Kernel:
    """The game's state and log, and the generator chain of the rules that runs it."""

    def __init__(self, state: State, cards: CardPool) -> None:
        self.state = state
        self.cards = cards
        self.log = EventLog()
        self.cache: dict[str, Any] = {}  # derived answers, keyed by (state, log length)
        self._causes: list[int] = []
        self._gen: DecisionSteps | None = None
        self._owns_gen = True
        self._pending: Decision | None = None
        # While triggered abilities look at an event: the object it took off the battlefield,
        # as it last existed (603.10a) — "whenever a creature you control dies" asks it — and
        # the permanent that did it ("whenever this creature deals combat damage").
        self.left: Obj | None = None
        self.actor: Obj | None = None
        # The objects that left the battlefield while the spell or ability now resolving (or
        # since the last one did) was looked at, as they last existed, by object id: "destroy
        # target land. If that land was a snow land, …" asks it after it has gone (608.2h).
        # A triggered ability brings the object its event took away (603.10a).
        self.last_known: dict[int, Obj] = {}
        # Where the log stood as the spell or ability now resolving began to: "for each creature
        # destroyed this way" counts what its instructions moved since (608.2c).
        self.resolving_since = 0
        # While a source's last damage of one simultaneous dealing is logged: that source's
        # object id and all the damage it dealt there ("whenever this creature deals damage, you
        # gain that much life" triggers once for it, 603.2c).
        self.dealt: tuple[int, int] | None = None
        # The objects that left the battlefield so far in an event that moves several at once
        # (state-based actions, "destroy all creatures"): leaves-the-battlefield abilities of
        # the ones that went first still see the others go (603.10a).
        self.batch: list[Obj] | None = None
        # The permanents that entered the battlefield so far in such an event (tokens created
        # by one instruction, cards put onto the battlefield together): "whenever one or more
        # creatures you control enter" triggers once for them all (603.2c).
        self.entering: list[Obj] | None = None
        # Has anything happened that state-based actions look at since they last found nothing
        # to do? Every change to a game is an event, and a priority pass changes nothing they
        # look at, nor do many other events on most boards (``sba.sees``); so after a check
        # that found nothing, only the others make it worth checking again (704.3 still holds:
        # they are checked, and would find nothing).
        self.sba_dirty = True
        # What the last check that found nothing saw on the battlefield, for ``sba.sees``:
        # effects of static abilities; a permanent that looks further. The battlefield changes
        # only with events after which a check is due, so these hold until that check.
        self.sba_statics = self.sba_looking_further = True
        # While a pass_until runs: the (turn, step index) it passes priority until.
        self.passing_until: tuple[int, int] | None = None

    # -- running the rules ---------------------------------------------------------------------
    def start(self) -> None:
        """Run the rules from the current state (the active player holds priority in this
        step) until the first decision."""
        if self._gen is not None and self._owns_gen:
            self._gen.close()  # run its cleanup now, against its own state
        self._owns_gen = True
        self._gen = turns.run(self)
        self._pending = None
        self.sba_dirty = True  # a new or restored state: nothing is known about it
        control.update(self)  # a board written by hand may not say who controls what yet
        update_types(self)  # nor what types static abilities give its permanents (613.1d)
        self.resume(None)

    def resume(self, value: Any) -> None:
        """Send an answer to the pending decision; go on until the next one (or the end)."""
        assert self._gen is not None
        try:
            self._pending = self._gen.send(value)
        except StopIteration:
            self._pending = None

    def interrupt(self, procedure: DecisionSteps) -> None:
        """Run ``procedure`` now, in place of the rules' chain (which it must carry on itself,
        as conceding does, 104.3a)."""
        self._gen = procedure
        self.resume(None)

    @property
    def pending(self) -> Decision | None:
        """The decision the game is waiting for, or None when the game is over."""
        return self._pending

    # -- the way out: events -------------------------------------------------------------------
    def emit(self, kind: EventKind, *, left: Obj | None = None, actor: Obj | None = None,
             cause: int | None = None, player: Any = None, source: Any = None,
             target: Any = None, amount: Any = None, mana: Any = None, rule: Any = None,
             **fields: Any) -> Event:
        """Log an event of ``kind`` with its fields and let triggered abilities notice it.
        ``left`` is an object that just left the battlefield (looked back at, 603.10a);
        ``actor`` the permanent that did it. ``fields`` are those of its kind's family
        (``old_monarch``, ``ability`` …)."""
        state = self.state
        log = self.log
        if cause is None and self._causes:
            cause = self._causes[-1]
        # The fields every event has are passed on in order: only a family's own go by name
        # (matching names to parameters is most of what making an event costs).
        if fields:
            event = BUILDERS[kind](log.length + 1, state.turn, state.step, state.active, kind,
                                   player, source, target, amount, mana, cause, rule, **fields)
        else:
            event = BUILDERS[kind](log.length + 1, state.turn, state.step, state.active, kind,
                                   player, source, target, amount, mana, cause, rule)
        log.append(event)
        if left is not None:
            self.last_known[left.oid] = left
        if not self.sba_dirty and kind is not PASSED:
            # ``sba.sees``, its first answer written out: a step, a decision, a trigger
            self.sba_dirty = self.sba_statics if kind in UNSEEN else sba.sees(self, event)
        # Only an event some trigger pattern listens to, or a step beginning (delayed triggers,
        # 603.7b), can trigger anything: no one is asked about the others (priority passes).
        # Nor is triggers.check entered when it would ask no one — the monarch's abilities
        # don't listen to this kind in this step (of the steps beginning, only the end step
        # can trigger one), no permanent's do (its index of the battlefield, kept up to date
        # as permanents come and go), no delayed ability waits and nothing left the
        # battlefield: most events of a long game (draws, taps, discards, the crown moving).
        if (kind in When.listened or kind is STEP_BEGAN) and (
                left is not None or state.delayed or self.batch
                or ((steps := INHERENT_STEPS.get(kind, NOT_INHERENT)) is None
                    or state.step in steps)  # monarch.may_trigger, written out
                or kind in triggers.listening(self)
                or (kind is STEP_BEGAN and state.step == "upkeep"  # suspend (702.62a):
                    and state.player(state.active).exile)):  # cards in exile may trigger
            outer = self.left, self.actor
            self.left, self.actor = left, actor
            triggers.check(self, event, left, actor)
            self.left, self.actor = outer
        if kind in control.AFTER:  # layer 2 may give another answer now (613.1b)
            control.after(self, kind)
        if kind in TYPES_AFTER:  # and layer 4, from static abilities (613.1d)
            update_types(self)
        if left is not None and self.batch is not None:
            self.batch.append(left)
        return event

    def emit_pass(self, player: str) -> None:
        """``emit(PRIORITY_PASSED, player=player, rule="117.3d")`` written out for the event a
        long game makes most of (four a step): its fields given in order, and no one to ask — a
        pass changes nothing state-based actions look at, and triggers nothing unless some
        pattern listens to passes."""
        if PASSED in When.listened:
            self.emit(PASSED, player=player, rule="117.3d")
            return
        state, log, causes = self.state, self.log, self._causes
        log.append(_build_pass(log.length + 1, state.turn, state.step, state.active, PASSED,
                               player, None, None, None, None, causes[-1] if causes else None,
                               "117.3d"))

    def emit_passes(self, players: tuple[str, ...]) -> None:
        """``emit_pass`` for each of ``players`` in order, in the same step (a pass_until
        passing for everyone in turn): their common fields read once, logged in one go."""
        if PASSED in When.listened:
            for player in players:
                self.emit(PASSED, player=player, rule="117.3d")
            return
        state, log, causes = self.state, self.log, self._causes
        turn, step, active = state.turn, state.step, state.active
        cause = causes[-1] if causes else None
        log.extend([_build_pass(seq, turn, step, active, PASSED, player, None, None, None,
                                None, cause, "117.3d")
                    for seq, player in enumerate(players, log.length + 1)])

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Objects that leave the battlefield inside leave at the same time (603.10a); those
        that enter it inside enter at the same time (603.2c)."""
        outer, self.batch = self.batch, []
        outer_entering, self.entering = self.entering, []
        try:
            yield
        finally:
            self.batch, self.entering = outer, outer_entering

    def caused_by(self, seq: int | None) -> CausedBy:
        """Events emitted inside are marked as caused by event ``seq``."""
        return CausedBy(self._causes, seq)

    # -- decisions -----------------------------------------------------------------------------
    def ask(self, decision: Decision, *, always_ask: bool = False) -> Steps:
        """Stop for ``decision`` unless it has one legal answer (then take it, and log it)."""
        if not always_ask and len(decision.options) <= 1:
            value = decision.default_value()
            self.log_answer(decision, value, "only choice")
            return value
        answer = yield decision
        return answer

    def log_interchangeable(self, player: str, kind: str, rule: str, what: str) -> None:
        """A choice between interchangeable answers is taken and logged (it never stops)."""
        self.emit(EventKind.DECISION_MADE, player=player, rule=rule, decision=kind, choice=what,
                  chosen_by="interchangeable")

    def log_answer(self, decision: Decision, value: Any, chosen_by: str,
                   rule: str | None = None) -> None:
        """Log the answer to a decision: what was chosen, and by whom — ``player``,
        ``default`` (the default policy), ``only choice`` or ``left the game``."""
        shown = decision.describe(value) if decision.describe else str(value)
        data = decision.as_data(value) if decision.as_data else None
        self.emit(DECIDED, player=decision.player, rule=rule or decision.rule,
                  decision=decision.kind, choice=shown, chosen_by=chosen_by, answer=data)

    # -- references ----------------------------------------------------------------------------
    def describe_target(self, target: Target | None) -> str | None:
        """A target as people (and board files) name it: a player's name, a permanent's id."""
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

    def outcome(self) -> str:
        state = self.state
        if not state.game_over:
            return "in progress"
        return f"{state.winner} wins" if state.winner else "a draw"
