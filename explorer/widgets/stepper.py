"""Step a game: next decision, next step, next turn, run to a step, undo, fork — and answer the
pending decision from its legal options. Every button goes through ``Game.apply``.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..actions import (
    Action,
    Activate,
    Attack,
    Block,
    Cast,
    Choose,
    Concede,
    Default,
    Foretell,
    Pass,
    PassUntil,
    PlayLand,
    Plot,
    Suspend,
    TurnFaceUp,
    action_text,
)
from ..errors import BoardError, IllegalAction
from ..glossary import GLOSSARY
from ..state import STEPS
from .layout import at_most, button, group, row
from .views import BoardView, TimelineView, rule_html

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..events import Event
    from ..game import Game
    from .builder import BoardBuilder

NONE = "—"
RUN_CHUNK = 10  # turns passed per apply on an answered-by-default run: the progress bar's tick


def decision_html(decision: Decision) -> str:
    """Who decides what, for people: the player, the kind, the prompt and the rule (with its
    summary as a hover title, as in the timeline)."""
    return (f"<b>{escape(decision.player)}</b> decides — {decision.kind}: "
            f"{escape(decision.prompt)} <i>(rule {rule_html(decision.rule)})</i>")


def step_words(step: str) -> str:
    return step.replace("_", " ")


def is_ahead(game: Game, turn: int, step: str) -> bool:
    """Is (turn, step) strictly later than where the game is now?"""
    state = game.state
    return (turn, STEPS.index(step)) > (state.turn, STEPS.index(state.step))


def describe_action(action: Action) -> str:
    """The action's stable text, without the player (the panel says who decides)."""
    text = action_text(action)
    player = getattr(action, "player", None)
    return text.removeprefix(f"{player}: ") if player else text


def permanent_labels(game: Game) -> Callable[[str], str]:
    """How a reference is shown to people: a permanent's id by its name — with the id too when
    another permanent on the battlefield has the same name — and a player's name as it is."""
    counts: dict[str, int] = {}
    for obj in game.state.battlefield:
        counts[obj.name] = counts.get(obj.name, 0) + 1

    def label(ref: str) -> str:
        obj = game.state.find_handle(ref)
        if obj is None:
            return ref
        return obj.name if counts[obj.name] == 1 else f"{obj.name} ({obj.handle})"

    return label


def object_names(game: Game) -> Callable[[str], str]:
    """How an id is shown to people: a permanent as ``permanent_labels`` shows it, a card in a
    hand, on the stack, in a graveyard or in exile by its name; a player, or anything else, as
    it is."""
    state = game.state
    players = {p.name for p in state.players}
    on_battlefield = permanent_labels(game)

    def name(ref: str) -> str:
        if ref in players:
            return ref
        if state.find_handle(ref) is not None:
            return on_battlefield(ref)
        for item in state.stack:
            if item.card is not None and item.card.handle == ref:
                return item.card.name
        for p in state.players:
            for zone in (p.hand, p.exile, p.graveyard):
                for card in zone:
                    if card.handle == ref:
                        return card.name
        return ref

    return name


def action_label(game: Game, action: Action,
                 name: Callable[[str], str] | None = None) -> str:
    """A legal action as a person reads it, every permanent and card by its name, read from
    the action's fields: "cast Lightning Bolt → Silvercoat Lion, tapping Mountain". Kinds
    without a wording of their own keep their stable text (``describe_action``). ``name``:
    ``object_names(game)``, made once for many actions."""
    if name is None:
        name = object_names(game)

    def paid(ref: str) -> str:  # "mountain-1" or "birds:G" (a mana ability and its color)
        permanent, _, mana = ref.partition(":")
        return name(permanent) + (f" for {mana}" if mana else "")

    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, PassUntil):
        return f"passed until turn {action.turn}, {step_words(action.step)}" + (
            " (answering by default)" if action.auto else "")
    if isinstance(action, Concede):
        return "concede"
    if isinstance(action, PlayLand):
        return f"play {name(action.card)}"
    if isinstance(action, TurnFaceUp):
        return f"turn {name(action.permanent)} face up"
    if isinstance(action, Foretell):
        return f"foretell {name(action.card)}"
    if isinstance(action, Suspend):
        return f"suspend {name(action.card)}"
    if isinstance(action, Plot):
        return f"plot {name(action.card)}"
    if isinstance(action, Attack):
        pairs = [f"{name(a)} → {name(d)}" for a, d in action.attackers.items()]
        return "attack: " + (", ".join(pairs) or "no attackers")
    if isinstance(action, Block):
        pairs = [f"{name(b)} blocks " + " and ".join(
                     name(a) for a in ([attacked] if isinstance(attacked, str) else attacked))
                 for b, attacked in action.blockers.items()]
        return "block: " + (", ".join(pairs) or "no blockers")
    pending = game.pending
    if isinstance(action, Choose) and pending is not None and pending.player == action.player:
        if action.option is not None:
            chosen = next((o for o in pending.options if o == action.option), action.option)
            return f"choose {option_label(game, pending, chosen)}"
        if action.targets is not None and pending.kind == "targets":
            return f"choose {', '.join(name(t) for t in action.targets)}"
    if not isinstance(action, Cast | Activate):
        return describe_action(action)
    if isinstance(action, Cast):
        words = f"cast {name(action.card)}"
        extras = [f"{key}: {value}" for key, value in (action.choices or {}).items()]
    else:
        words = f"activate {name(action.permanent)}"
        if action.ability:
            words += f" (its ability {action.ability + 1})"
        if action.mana:
            words += f" for {action.mana}"
        extras = [f"exiling {name(action.exile)}"] if action.exile else []
        extras += [f"tapping {', '.join(name(t) for t in action.tap)}"] if action.tap else []
    if action.targets:
        words += " → " + ", ".join(name(t) for t in action.targets)
    if isinstance(action, Cast) and action.distribution:
        words += " (" + ", ".join(f"{n} to {name(t)}" for t, n in
                                  action.distribution.items()) + ")"
    if action.sacrifice:
        gone = (action.sacrifice,) if isinstance(action.sacrifice, str) else action.sacrifice
        extras.append(f"sacrificing {', '.join(name(s) for s in gone)}")
    if action.discard:
        extras.append(f"discarding {name(action.discard)}")
    if isinstance(action, Cast) and action.pay:
        extras.append(f"tapping {', '.join(paid(p) for p in action.pay)}")
    return ", ".join([words, *extras])


def option_label(game: Game, decision: Decision, option: str) -> str:
    """A decision's option as a person reads it: a division's shares and a target by name
    (from the option's data: its ``shares``, or the target it is); other options as they are."""
    name = object_names(game)
    shares = getattr(option, "shares", None)
    if shares:
        return ", ".join(f"{n} on {name(ref)}" for ref, n in shares)
    if decision.kind == "targets":
        return name(option)
    return option


def action_labels(game: Game, actions: list[Action]) -> list[str]:
    """Each action's label (``action_label``); two actions a person would read alike (two
    copies of a card in hand) also show their stable texts, so every choice reads apart."""
    name = object_names(game)
    labels = [action_label(game, a, name) for a in actions]
    seen: dict[str, int] = {}
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
    return [f"{label} [{describe_action(a)}]" if seen[label] > 1 else label
            for label, a in zip(labels, actions, strict=True)]


def show(widget: widgets.DOMWidget, shown: bool) -> None:
    """Show or hide a widget, keeping it in its box (its place and state stay)."""
    widget.layout.display = None if shown else "none"


class DecisionPanel(widgets.VBox):
    """Shows the pending decision (who, what, the rule) with its legal options, and answers it."""

    def __init__(self, apply: Callable[[Action], None]) -> None:
        self.apply = apply
        self.title = widgets.HTML(_dom_classes=["mtg-decision"])
        self.controls = widgets.VBox()
        self.answer = button("Answer", "mtg-answer", self._submit, "primary")
        self.default = button("Default policy", "mtg-default", lambda: self.apply(Default()))
        self._build: Callable[[], Action] | None = None
        # The priority decision's controls, kept from one decision to the next.
        self.action = widgets.Dropdown(description="action", layout=at_most("480px"),
                                       _dom_classes=["mtg-action"])
        self.x = widgets.BoundedIntText(value=0, min=0, max=1000, description="X",
                                        layout=widgets.Layout(width="140px"),
                                        _dom_classes=["mtg-x"])
        self._actions: list[Action] = []
        self._action_labels: list[str] = []
        self.action.observe(self._x_needed, names="value")
        super().__init__([self.title, self.controls, group([self.answer, self.default])])
        self.clear()

    def clear(self, title: str = "") -> None:
        """Nothing to decide (no game yet, or the game is over): no controls, and no Answer or
        Default policy button to press."""
        self.title.value = title
        self.controls.children = ()
        self._build = None
        show(self.answer, False)
        show(self.default, False)

    def update(self, game: Game) -> None:
        decision = game.pending
        if decision is None:
            self.clear(f"<b>The game is over:</b> {escape(game.outcome())}")
            return
        self.title.value = decision_html(decision)
        builder = getattr(self, f"_for_{decision.kind}", self._for_options)
        self._build = builder(game, decision)
        show(self.answer, True)
        show(self.default, True)

    def _submit(self) -> None:
        if self._build is not None:
            self.apply(self._build())

    # -- one builder per kind of decision -----------------------------------------------------
    def _for_priority(self, game: Game, decision: Decision) -> Callable[[], Action]:
        """The legal actions in one dropdown (and an X box for a spell with {X}). The same two
        widgets serve every priority decision, their options changed only when the actions
        differ: most steps send the browser nothing new here."""
        actions = game.legal_actions()
        labels = action_labels(game, actions)
        pick, x = self.action, self.x
        self._actions = actions
        if labels != self._action_labels:
            self._action_labels = labels
            pick.options = [(label, i) for i, label in enumerate(labels)]
        pick.value = 0 if actions else None
        x.value = 0
        if self.controls.children != (pick, x):
            self.controls.children = (pick, x)
        self._x_needed()

        def chosen() -> Action:
            action = actions[pick.value]
            if isinstance(action, Cast) and action.x is not None:  # 107.3a: X is chosen now
                return dataclasses.replace(action, x=x.value)
            return action

        return chosen

    def _x_needed(self, _change: object = None) -> None:
        """The X box only for a spell with {X}."""
        value = self.action.value
        chosen = self._actions[value] if value is not None and value < len(self._actions) \
            else None
        show(self.x, isinstance(chosen, Cast) and chosen.x is not None)

    def _for_attackers(self, game: Game, decision: Decision) -> Callable[[], Action]:
        return self._pairs(game, decision, "attacks",
                           lambda chosen: Attack(decision.player, chosen))

    def _for_blockers(self, game: Game, decision: Decision) -> Callable[[], Action]:
        return self._pairs(game, decision, "blocks",
                           lambda chosen: Block(decision.player, chosen))

    def _pairs(self, game: Game, decision: Decision, verb: str,
               make: Callable[[dict[str, str]], Action]) -> Callable[[], Action]:
        """One dropdown per creature: which player (attackers) or attacker (blockers), or none —
        from the options' parts, which are data. Creatures are shown by name; the answer
        names them by id."""
        choices: dict[str, list[str]] = {}
        for option in decision.options:
            if option.subject is not None and option.object is not None:
                choices.setdefault(option.subject, []).append(option.object)
        label = permanent_labels(game)
        pickers = {who: widgets.Dropdown(options=[(NONE, NONE),
                                                  *((label(w), w) for w in whats)],
                                         value=NONE, description=f"{label(who)} {verb}",
                                         style={"description_width": "initial"},
                                         _dom_classes=["mtg-pair"])
                   for who, whats in choices.items()}
        self.controls.children = tuple(pickers.values())
        return lambda: make({who: w.value for who, w in pickers.items() if w.value != NONE})

    def _for_discard(self, game: Game, decision: Decision) -> Callable[[], Action]:
        pick = widgets.SelectMultiple(options=list(decision.options), description="discard",
                                      _dom_classes=["mtg-discard"])
        self.controls.children = (pick,)
        return lambda: Choose(decision.player, targets=tuple(pick.value))

    def _for_targets(self, game: Game, decision: Decision) -> Callable[[], Action]:
        pick = self._dropdown(game, decision)
        return lambda: Choose(decision.player, targets=(str(pick.value),))

    def _for_order(self, game: Game, decision: Decision) -> Callable[[], Action]:
        labels = [str(o) for o in decision.options]
        orders = list(itertools.permutations(labels))[:120]
        pick = widgets.Dropdown(options=[(" then ".join(o), k) for k, o in enumerate(orders)],
                                description="resolve", layout=at_most("640px"),
                                _dom_classes=["mtg-option"])
        self.controls.children = (pick,)
        return lambda: Choose(decision.player, order=orders[pick.value])

    def _for_distribution(self, game: Game, decision: Decision) -> Callable[[], Action]:
        """A division (510.1c): a number for each place; an ability's distribution (601.2d)
        names one of its listed splits."""
        if decision.amount is None:
            return self._for_options(game, decision)
        assert isinstance(decision.default, Choose) and decision.default.distribution is not None
        default = decision.default.distribution
        label = permanent_labels(game)
        boxes = {place: widgets.BoundedIntText(value=default.get(place, 0), min=0,
                                               max=decision.amount, description=label(place),
                                               layout=widgets.Layout(width="200px"),
                                               _dom_classes=["mtg-share"])
                 for place in decision.options}
        self.controls.children = tuple(boxes.values())
        return lambda: Choose(decision.player, distribution={
            str(place): box.value for place, box in boxes.items() if box.value})

    def _for_options(self, game: Game, decision: Decision) -> Callable[[], Action]:
        pick = self._dropdown(game, decision)
        return lambda: Choose(decision.player, option=str(pick.value))

    def _dropdown(self, game: Game, decision: Decision) -> widgets.Dropdown:
        """The options in one dropdown, each read with names; the answer is its stable text."""
        pick = widgets.Dropdown(options=[(option_label(game, decision, o), str(o))
                                         for o in decision.options], description="choose",
                                layout=at_most("640px"),
                                _dom_classes=["mtg-option"])
        self.controls.children = (pick,)
        return pick


class Stepper(widgets.VBox):
    """Step a game and watch it: the board, the pending decision, and the timeline.

    ``branches`` keeps the forks made with the Fork button (``"main"`` is the game itself).
    """

    def __init__(self, game: Game | None = None, builder: BoardBuilder | None = None) -> None:
        self.game: Game | None = None
        self.branches: dict[str, Game] = {}
        self.listeners: list[Callable[[Game], None]] = []
        self.message = widgets.HTML(_dom_classes=["mtg-message"])
        self.board = BoardView()
        self.decision = DecisionPanel(self.apply)
        self.timeline = TimelineView()

        self.turn = widgets.BoundedIntText(value=1, min=1, max=100_000, description="turn",
                                           style={"description_width": "initial"},
                                           layout=widgets.Layout(width="120px"),
                                           _dom_classes=["mtg-run-turn"])
        self.step = widgets.Dropdown(options=list(STEPS), value="upkeep",
                                     layout=widgets.Layout(width="165px"),
                                     _dom_classes=["mtg-run-step"])
        self.branch = widgets.Dropdown(options=[], description="branch",
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="180px"),
                                       _dom_classes=["mtg-branch"])
        self.branch.observe(lambda change: self._switch(change["new"]), names="value")
        self.auto = widgets.Checkbox(value=False, description="answer by default on the way",
                                     indent=False, layout=widgets.Layout(width="auto"),
                                     _dom_classes=["mtg-auto"])
        # Shown while an answered-by-default run goes (the kernel sends each update at once).
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description="turn",
                                            _dom_classes=["mtg-progress-bar"])
        self.progress_label = widgets.Label(_dom_classes=["mtg-progress-label"])
        self.progress_box = widgets.HBox([self.progress, self.progress_label],
                                         layout=widgets.Layout(display="none"),
                                         _dom_classes=["mtg-progress"])
        # Three groups, each kept on one line: step, run to, history (see .layout).
        controls = row([
            group([button("Next decision", "mtg-next-decision", self.next_decision),
                   button("Next step", "mtg-next-step", self.next_step),
                   button("Next turn", "mtg-next-turn", self.next_turn)]),
            group([self.turn, self.step, button("Run to", "mtg-run-to", self.run_to),
                   self.auto]),
            group([button("Undo", "mtg-undo", self.undo), button("Fork", "mtg-fork", self.fork),
                   self.branch]),
        ], css="mtg-controls")
        parts: list[widgets.Widget] = []
        if builder is not None:
            self.builder = builder
            self.builder_box = widgets.Accordion(children=[builder], titles=("Board builder",),
                                                 selected_index=None if game else 0)
            builder.on_start(self._started)
            parts.append(self.builder_box)
        # Rules in place: hover or click a rule number for what it is about — the explorer's
        # summary, or the official wording from the user's own Comprehensive Rules text file.
        self.rules_file = widgets.Text(description="rules file", layout=at_most("460px"),
                                       placeholder="path of the Comprehensive Rules .txt",
                                       style={"description_width": "initial"},
                                       _dom_classes=["mtg-rules-file"])
        self.rules_status = widgets.HTML(_dom_classes=["mtg-rules-status"])
        rules = widgets.VBox([
            group([self.rules_file,
                   button("Official wording", "mtg-rules-official", self.use_official_rules),
                   button("Our summaries", "mtg-rules-summaries", self.use_summaries)]),
            self.rules_status], _dom_classes=["mtg-rules"])
        self._show_rules_source()
        parts += [controls, self.progress_box, self.message, self.board, self.decision,
                  self.timeline, rules]
        super().__init__(parts, _dom_classes=["mtg-stepper"])
        if game is not None:
            self.set_game(game)
        else:
            self.refresh()  # says what to do first

    # -- the game ------------------------------------------------------------------------------
    def set_game(self, game: Game) -> None:
        self.branches = {"main": game}
        self.branch.options = ["main"]
        self.branch.value = "main"
        self.game = game
        self.message.value = ""
        self.refresh()

    def _started(self, game: Game) -> None:
        """Start game: play it, and fold the builder away so the board is at the top (a click
        on its title opens it again)."""
        self.builder_box.selected_index = None
        self.set_game(game)

    def on_change(self, listener: Callable[[Game], None]) -> None:
        self.listeners.append(listener)

    def refresh(self) -> None:
        if self.game is None:
            self.message.value = "Build a board and press <b>Start game</b>."
            return
        game = self.game
        self._keep_target_ahead(game)
        self.board.update(game)
        self.decision.update(game)
        self.timeline.update(game)
        for listener in self.listeners:
            listener(game)

    def run(self, turn: int, step: str) -> None:
        """Go to that turn and step, the default policy answering every other decision on the
        way: ``{"do": "default"}`` and ``pass_until`` through ``game.apply``, as the buttons do,
        a few turns per pass so the progress bar moves. Stops early if the game ends or an
        answer is refused. Each pass and answer is its own action: Undo goes back one."""
        game = self.game
        assert game is not None
        target = (turn, STEPS.index(step))
        first_turn, first_event = game.state.turn, len(game.log)
        answered, refused = 0, False
        tick = first_turn + RUN_CHUNK  # the next turn at which the progress bar moves
        # A run within a chunk of turns (Next step, Next turn) is over before a bar could
        # move: it shows none, and sends the browser nothing for it.
        long_run = turn - first_turn > RUN_CHUNK
        if long_run:
            self.progress.min, self.progress.max = 0, max(1, turn - first_turn)
            self.progress.value = 0
            self.progress_label.value = f"turn {first_turn} of {turn}"
            self.progress_box.layout.display = "flex"
        try:
            while (pending := game.pending) is not None:
                now = (game.state.turn, STEPS.index(game.state.step))
                if long_run and (now[0] >= tick or now >= target):  # after a pass or answer
                    tick = now[0] + RUN_CHUNK
                    self.progress_label.value = f"turn {now[0]} of {turn}"
                    self.progress.value = min(self.progress.max, now[0] - first_turn)
                if pending.kind != "priority":
                    refused = self._try(Default()) is None
                    if refused:
                        break
                    answered += 1
                elif now >= target:
                    break  # pass_until stops at the first priority of the target's step
                else:
                    chunk = min(target, (tick, STEPS.index("upkeep")))
                    refused = self._try(PassUntil(chunk[0], STEPS[chunk[1]])) is None
                    if refused:
                        break
        finally:
            if long_run:
                self.progress_box.layout.display = "none"
        if not refused:  # else the message says what was refused
            self.message.value = self._run_report(first_event, answered)
        self.refresh()

    def _run_report(self, first_event: int, answered: int) -> str:
        game = self.game
        assert game is not None
        made = f"{len(game.log) - first_event} event(s), {answered} decision(s) answered by " \
               "the default policy"
        if game.pending is None:
            return f"The game is over ({escape(game.outcome())}): {made}"
        return f"Ran to turn {game.state.turn}, {step_words(game.state.step)}: {made}"

    def _keep_target_ahead(self, game: Game) -> None:
        """Run to's target is always a point still ahead, so pressing it never refuses its own
        default: a target that has begun moves on to that step later this turn, or next turn."""
        if is_ahead(game, self.turn.value, self.step.value):
            return
        later_this_turn = STEPS.index(self.step.value) > STEPS.index(game.state.step)
        self.turn.value = game.state.turn + (0 if later_this_turn else 1)

    def apply(self, action: Action) -> None:
        """The one way in: apply, then redraw; a refusal is shown and changes nothing."""
        if self.game is None:
            self.refresh()
            return
        said = action_label(self.game, action)  # before it moves the cards it names
        events = self._try(action)
        if events is not None:
            self.message.value = f"{escape(said)}: {len(events)} event(s)"
        self.refresh()

    def _try(self, action: Action) -> list[Event] | None:
        """``game.apply(action)``, without redrawing; a refusal goes to the message (and the
        game stays as it was): then None."""
        assert self.game is not None
        try:
            return self.game.apply(action)
        except (IllegalAction, BoardError) as e:
            self.message.value = f'<span style="color:#b00">Refused: {escape(str(e))}</span>'
            return None

    def go(self, turn: int, step: str) -> None:
        """What the step buttons do: pass priority until that turn and step begins. Any other
        decision on the way stops it; the message names it, to be answered first — unless
        *answer by default on the way* is on (``run``)."""
        game = self.game
        if game is None:
            self.refresh()
            return
        if self.auto.value and is_ahead(game, turn, step):
            self.run(turn, step)
            return
        pending = game.pending
        if pending is not None and pending.kind != "priority" and is_ahead(game, turn, step):
            # pass_until would stop at once and change nothing: say why instead.
            self.message.value = f"First answer this: {decision_html(pending)}"
            return
        self.apply(PassUntil(turn, step))
        pending = game.pending
        if pending is not None and pending.kind != "priority" and is_ahead(game, turn, step):
            self.message.value += (f" — stopped on turn {game.state.turn}, "
                                   f"{step_words(game.state.step)}: {decision_html(pending)}")

    # -- the rules' wording ---------------------------------------------------------------------
    def use_official_rules(self) -> None:
        """Read the Comprehensive Rules text file named in the box: from now on each rule
        number shows its official wording. A file that can't be read, or has no numbered rules,
        is named in the message, and the wording shown stays as it was."""
        path = self.rules_file.value.strip()
        if not path:
            self._show_rules_source("Type the path of your Comprehensive Rules text file first.")
            return
        try:
            GLOSSARY.load(Path(path).expanduser())
        except OSError as e:
            self._show_rules_source(f"can't read the rules file {path}: {e.strerror}")
            return
        except ValueError as e:
            self._show_rules_source(str(e))
            return
        self._show_rules_source()
        self._redraw_rules()

    def use_summaries(self) -> None:
        """Show the explorer's own summaries again."""
        GLOSSARY.unload()
        self._show_rules_source()
        self._redraw_rules()

    def _show_rules_source(self, error: str = "") -> None:
        source = GLOSSARY.official_source
        how = "(hover or click a rule number)"
        shown = (f"Rule numbers show the official wording of {len(GLOSSARY.official):,} rules "
                 f"from {escape(str(source))} {how}." if source is not None
                 else f"Rule numbers show the explorer's own summaries {how}.")
        self.rules_status.value = (f'<span style="color:#b00">{escape(error)}</span> '
                                   if error else "") + shown

    def _redraw_rules(self) -> None:
        """Every rule number on show again, with its new wording."""
        if self.game is None:
            return
        self.decision.update(self.game)
        self.timeline.redraw()
        if self.timeline.explained is not None:
            self.timeline.explain(self.timeline.explained)

    # -- buttons -------------------------------------------------------------------------------
    def next_decision(self) -> None:
        """Let the player with priority pass, or the default policy answer the decision."""
        if self.game is None:
            self.refresh()
        elif self.game.pending is not None:
            self.apply(self.game.default_action())

    def next_step(self) -> None:
        if self.game is None:
            self.refresh()
            return
        s = self.game.state
        i = STEPS.index(s.step)
        turn, step = (s.turn, STEPS[i + 1]) if i + 1 < len(STEPS) else (s.turn + 1, "upkeep")
        self.go(turn, step)

    def next_turn(self) -> None:
        if self.game is None:
            self.refresh()
            return
        self.go(self.game.state.turn + 1, "upkeep")

    def run_to(self) -> None:
        self.go(self.turn.value, self.step.value)

    def undo(self) -> None:
        if self.game is None:
            self.refresh()
            return
        try:
            self.game.undo()
            self.message.value = "undone"
        except IllegalAction as e:
            self.message.value = f'<span style="color:#b00">{e}</span>'
        self.refresh()

    def fork(self) -> Game | None:
        """Copy the current game into a new branch and switch to it."""
        if self.game is None:
            self.refresh()
            return None
        name = f"branch {len(self.branches)}"
        self.branches[name] = self.game.fork()
        self.branch.options = list(self.branches)
        self.branch.value = name
        self.message.value = f"forked into {name}"
        return self.branches[name]

    def _switch(self, name: str | None) -> None:
        if name and name in self.branches and self.branches[name] is not self.game:
            self.game = self.branches[name]
            self.refresh()
