"""The position and the timeline as plain JSON-able data (the headless run's ``--json``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import action_to_dict
from .events import QUIET_KINDS
from .rules import layers
from .rules.mana import pool_counts
from .rules.summoning_sickness import is_sick

if TYPE_CHECKING:
    from .game import Game
    from .state import Obj


def permanent_dict(game: Game, obj: Obj) -> dict[str, Any]:
    creature = obj.is_creature
    return {
        "id": obj.handle, "name": obj.name, "controller": obj.controller, "owner": obj.owner,
        "tapped": obj.tapped, "sick": is_sick(obj), "counters": dict(obj.counters),
        "damage": obj.damage,
        "power": layers.power(game, obj) if creature else None,
        "toughness": layers.toughness(game, obj) if creature else None,
        "attached_to": game.describe_target(obj.attached_to),
    }


def state_dict(game: Game) -> dict[str, Any]:
    s = game.state
    return {
        "turn": s.turn, "step": s.step, "active": s.active, "monarch": s.monarch,
        "players": [
            {"name": p.name, "life": p.life, "hand": [c.name for c in p.hand],
             "library": len(p.library), "graveyard": [c.name for c in p.graveyard],
             "exile": [c.name for c in p.exile], "mana_pool": pool_counts(p),
             "poison": p.poison, "lost": p.lost, "left": p.left}
            for p in s.players
        ],
        "battlefield": [permanent_dict(game, o) for o in s.battlefield],
        "stack": [{"kind": i.kind, "source": i.source_name, "controller": i.controller,
                   "targets": [game.describe_target(t) for t in i.targets]}
                  for i in reversed(s.stack)],
        "pending": pending_dict(game),
        "outcome": game.outcome(),
    }


def pending_dict(game: Game) -> dict[str, Any] | None:
    """The pending decision: who decides, the kind, the prompt, the rule, its options (for
    priority: the legal actions as board-file actions, what a script could do next), and
    ``actions``: every legal answer as a board-file action, whatever the kind."""
    decision = game.pending
    if decision is None:
        return None
    out = decision.to_dict()
    actions = [action_to_dict(a) for a in game.legal_actions()]
    if decision.kind == "priority":
        out["options"] = actions
    out["actions"] = actions
    return out


def timeline_rows(game: Game, quiet: bool = False) -> list[dict[str, Any]]:
    return [e.to_dict() for e in game.log if quiet or e.event not in QUIET_KINDS]
