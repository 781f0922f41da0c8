"""The game: one way in (``apply``), one way out (typed events), history you can walk.

``Game`` is the public face of the engine: load a board, ``apply`` actions (each answers the
pending decision, ``explorer.dispatch``), read the ``timeline()``, list the ``legal_actions()``,
``undo()`` and ``fork()`` (``explorer.history``), ``save()`` the position. The rules themselves
run in the kernel (``explorer.kernel``). An illegal action raises IllegalAction and leaves the
game exactly as it was.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import dispatch, legal
from .actions import Action, PassUntil, action_to_dict, parse_action
from .board import (
    board_from_state,
    cards_field_for,
    cards_file,
    load_cards_file,
    parse_board,
    read_board_file,
    require_object,
)
from .cards import default_pool
from .cards.model import CardPool
from .errors import BoardError, IllegalAction, MalformedAction
from .events import Event, EventKind
from .history import History, resumable
from .kernel import Kernel
from .positions import Freezer
from .rules import layers
from .rules.mana import pool_counts
from .state import Obj, Player

if TYPE_CHECKING:
    import pandas as pd


class Game(Kernel):
    """A game of Magic from a board position. ``Game(board, seed=...)`` or ``Game.load(path)``."""

    def __init__(self, board: dict[str, Any] | None = None, *, seed: int | None = None,
                 cards: CardPool | None = None, base: str | Path | None = None) -> None:
        """``cards``: the pool to play with — by default the board's card file (its ``"cards"``
        field, a path relative to ``base``: the board file's folder, the current directory for a
        dict) on top of the explorer's cards, else the explorer's cards (``default_pool()``).
        A pool given here is used whatever the board names; the field is still saved."""
        if board is not None:
            require_object(board)
        raw: dict[str, Any] = (dict(board) if board is not None
                               else {"players": [{"name": "Alice"}, {"name": "Bob"}]})
        if seed is not None:
            raw["seed"] = seed
        self.cards_path: Path | None = cards_file(raw, base)
        self.cards_field: str | None = raw.get("cards")
        if cards is None and self.cards_path is not None:
            cards = load_cards_file(self.cards_path)
        cards = cards or default_pool()
        state, script, explicit = parse_board(raw, cards)
        super().__init__(state, cards)
        self.script: list[Action] = script
        self.board_monarch = state.monarch  # the monarch as the position began
        self.explicit_ids = explicit
        self.history = History()
        self.emit(EventKind.GAME_STARTED, rule="103", title=state.title or None)
        self.history.start(self)
        self.start()
        self._resume_saved(raw.get("resume", []))

    def _resume_saved(self, raw: list[Any]) -> None:
        """A saved game waiting for a decision in the middle of a procedure: apply the answers
        that bring it back there (``resume``, written by ``to_board``)."""
        for k, entry in enumerate(raw):
            try:
                self.apply(parse_action(entry, f"resume[{k}]"))
            except IllegalAction as e:
                raise BoardError(f"resume[{k}]", f"doesn't apply here: {e}") from None

    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> Game:
        """Load a board file. A bad file raises BoardError naming the field (the message
        doesn't repeat the path); a missing one FileNotFoundError."""
        raw = read_board_file(path)
        require_object(raw)  # a file holding null is not the built-in board
        kwargs.setdefault("base", Path(path).parent)  # where its "cards" file is looked for
        return cls(raw, **kwargs)

    # -- the way in ------------------------------------------------------------------------------
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
        self.history.before(self)
        self.sba_dirty = True  # the state may have been changed by hand since the last action
        try:
            dispatch.do(self, act)
        except BoardError as e:  # a card or reference looked up on the way: the action's fault
            self.history.restore(self, n)
            raise MalformedAction(e.field and f"action.{e.field}", e.reason) from None
        except Exception:
            self.history.restore(self, n)
            raise
        self.history.actions.append(act)
        return self.log[start:]

    def default_action(self) -> Action:
        """What the default policy does now: pass priority, or answer the decision by default."""
        return dispatch.default_action(self)

    def pass_until(self, turn: int, step: str, *, auto: bool = False) -> list[Event]:
        return self.apply(PassUntil(turn, step, auto))

    def run_until(self, turn: int, step: str = "upkeep") -> list[Event]:
        """Batch runs: pass, and let the default policy answer every other decision."""
        return self.apply(PassUntil(turn, step, auto=True))

    def legal_actions(self) -> list[Action]:
        """The legal answers to the pending decision that can be listed; each is accepted by
        ``apply`` (``explorer.legal``)."""
        return legal.legal_actions(self)

    # -- history -------------------------------------------------------------------------------
    def undo(self) -> None:
        """Go back to the previous decision point, exactly as it was."""
        if not self.history.actions:
            raise IllegalAction("nothing to undo: this is the position the game started from")
        self.history.restore(self, len(self.history) - 1)

    def fork(self) -> Game:
        """An independent copy of this game, for "what if" branches."""
        twin = copy.copy(self)
        twin.log = self.log.fork()
        twin.history = self.history.copy()
        twin._causes = []
        twin.cache = {}
        twin.last_known = dict(self.last_known)
        twin._owns_gen = False  # the generator still belongs to this game
        twin.history.restore(twin, len(self.history))
        return twin

    # -- the way out ---------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return list(self.log)

    def timeline(self, *, quiet: bool = False) -> pd.DataFrame:
        """One row per event; ``quiet=True`` also shows priority passes."""
        from .timeline import timeline

        return timeline(self, quiet=quiet)

    def why(self, seq: int) -> pd.DataFrame:
        """Why event ``seq`` happened: its chain of causes back to the event that started it,
        one row per link with its rule and the rule's summary (``explorer.why``)."""
        from .why import why

        return why(self, seq)

    # -- queries for people --------------------------------------------------------------------
    def permanent(self, ref: str) -> Obj:
        return self.find_permanent(ref)

    def power(self, ref: str) -> int:
        return layers.power(self, self.find_permanent(ref))

    def toughness(self, ref: str) -> int:
        return layers.toughness(self, self.find_permanent(ref))

    def keywords(self, ref: str) -> tuple[str, ...]:
        """The keywords a permanent has now: printed, then added by continuous effects
        (layer 6, 613.1f)."""
        return layers.keywords(self, self.find_permanent(ref))

    def player(self, name: str) -> Player:
        return self.state.player(name)

    def mana_pool(self, name: str) -> dict[str, int]:
        """How much mana of each type is in a player's pool (106.4)."""
        return pool_counts(self.state.player(name))

    # -- saving --------------------------------------------------------------------------------
    def to_board(self) -> dict[str, Any]:
        """This position as a board file: loading it and going on gives the same game as going
        on from here (the same events and state) — with its stack, its combat, and a decision
        waiting. A decision in the middle of a procedure (targets, a division, attackers …) is
        saved as the last position the rules could start from, plus the answers since
        (``resume``), which loading applies again. A finished game raises BoardError."""
        if self.pending is None:
            raise BoardError("pending", f"the game is over ({self.outcome()}): there is no "
                                        "position to go on from")
        if resumable(self):  # the rules can start afresh from this state: write it as it is
            return self._with_cards(board_from_state(self.state, self.explicit_ids,
                                                     pool=self.cards))
        n = len(self.history)
        k, point = self.history.last_point(n)
        board = board_from_state(Freezer().thaw(point.position), self.explicit_ids,
                                 pool=self.cards)
        board["resume"] = [action_to_dict(a) for a in self.history.actions[k:n]]
        return self._with_cards(board)

    def _with_cards(self, board: dict[str, Any]) -> dict[str, Any]:
        """The board with its ``"cards"`` field (after the title), as loaded."""
        field = self.cards_field
        if field is None:
            return board
        head = [k for k in ("format", "title") if k in board]
        return {**{k: board[k] for k in head}, "cards": field,
                **{k: v for k, v in board.items() if k not in head}}

    def save(self, path: str | Path) -> None:
        """Write ``to_board()`` to a file; a relative ``"cards"`` path is rewritten relative to
        the file's folder, so that it names the same card file."""
        board = self.to_board()
        if self.cards_field is not None and self.cards_path is not None:
            board["cards"] = cards_field_for(self.cards_field, self.cards_path,
                                             Path(path).parent)
        Path(path).write_text(json.dumps(board, indent=2, ensure_ascii=False) + "\n",
                              encoding="utf-8")

    # -- display -------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        from .display import game_html

        return game_html(self)

    def __repr__(self) -> str:
        s = self.state
        return (f"<Game turn {s.turn} {s.step}, active {s.active}, "
                f"{len(self.log)} events, {self.outcome()}>")


__all__ = ["Game"]
