"""Rules Explorer: a small, exact Magic: The Gathering rules engine for notebooks.

Start with :class:`Game` (load a board file, ``apply`` actions, read ``timeline()``);
:func:`sweep` plays a board under many seeds and tabulates the games (``explorer.metrics``).
Rule numbers follow the Comprehensive Rules effective 2025-09-19.
"""

from .cards.model import BOARDS_DIR
from .display import show_timeline
from .errors import BoardError, IllegalAction, SweepError
from .game import Game
from .glossary import Glossary, UnknownRule, load_comprehensive_rules, rules_text
from .mana_views import available_mana, could_produce, mana_by_step
from .script import ScriptError, play
from .sweeps import SweepInterrupted, replay, sweep, tap_mana_sources
from .timeline import monarch_changes, triggers

__version__ = "0.1.0"
BOARDS = BOARDS_DIR  # the board files shipped with the explorer (a Path)

__all__ = ["BOARDS", "BoardError", "Game", "Glossary", "IllegalAction", "ScriptError",
           "SweepError", "SweepInterrupted", "UnknownRule", "available_mana", "could_produce",
           "load_comprehensive_rules", "mana_by_step", "monarch_changes", "play", "replay",
           "rules_text", "show_timeline", "sweep", "tap_mana_sources", "triggers"]
