"""Widgets for notebooks: build a board, step the game, read the board and the timeline, plot,
compare two branches. They only drive the core contract (``Game.apply``) and read its events.
"""

from ..cards.model import CardPool
from .builder import BoardBuilder
from .compare import Compare
from .plots import plot_mana, plot_monarch
from .stepper import DecisionPanel, Stepper
from .views import BoardView, TimelineView


def explorer_app(board: dict | None = None, cards: CardPool | None = None) -> Stepper:
    """The whole explorer in one widget: a board builder above a stepper. ``cards``: a pool to
    build and play with (e.g. ``load_scryfall(path)``), else the explorer's cards."""
    builder = BoardBuilder(board, cards=cards)
    stepper = Stepper(builder.game() if board else None, builder=builder)
    return stepper


__all__ = ["BoardBuilder", "BoardView", "Compare", "DecisionPanel", "Stepper", "TimelineView",
           "explorer_app", "plot_mana", "plot_monarch"]
