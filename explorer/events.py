"""Typed events: everything that happens in a game is one of these, with the rule behind it.

Events are immutable; the log only grows (undo rebuilds it). Text and tables are rendered from
events, never stored instead of them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

# Event kinds the engine emits, with what each means. Kept here so tables, widgets and docs agree.
EVENT_KINDS: dict[str, str] = {
    "game_started": "the position was loaded",
    "step_began": "a step (or phase without steps) began",
    "step_skipped": "a step was skipped",
    "priority_passed": "a player passed priority",
    "land_played": "a land was played (a special action)",
    "spell_cast": "a spell became cast",
    "spell_resolved": "a spell resolved",
    "spell_removed": "a spell left the stack without resolving",
    "ability_activated": "an activated ability was activated",
    "ability_triggered": "a triggered ability triggered",
    "ability_put_on_stack": "a triggered ability was put on the stack",
    "ability_resolved": "an ability resolved",
    "ability_removed": "an ability left the stack without resolving",
    "mana_added": "mana was added to a pool (one row per type)",
    "mana_undefined": "a mana ability produced no mana: no type could be defined (106.5)",
    "tapped_for_mana": "a permanent was tapped for mana and produced mana (106.12a)",
    "spell_countered": "a spell was countered",
    "mana_spent": "mana was spent from a pool (one row per type)",
    "mana_emptied": "unused mana left a pool as a step or phase ended",
    "tapped": "a permanent became tapped",
    "untapped": "a permanent became untapped",
    "attack_declared": "a creature was declared as an attacker",
    "block_declared": "a creature was declared as a blocker",
    "event_proposed": "an event that replacement effects then modified",
    "replacement_applied": "a replacement effect changed a proposed event",
    "damage_dealt": "damage was dealt",
    "damage_removed": "marked damage was removed from a permanent",
    "life_changed": "a player's life total changed",
    "counters_added": "counters were put on a permanent",
    "counters_removed": "counters were removed from a permanent",
    "effect_created": "a continuous effect began",
    "effect_ended": "a continuous effect ended",
    "effect_skipped": "an instruction did nothing, and the rule that says so",
    "card_drawn": "a player drew a card",
    "card_discarded": "a player discarded a card",
    "zone_changed": "an object moved between zones",
    "token_created": "a token was created",
    "ceased_to_exist": "a token or stack object ceased to exist",
    "monarch_changed": "a player became the monarch",
    "decision_made": "a player (or the default policy) made a choice",
    "player_lost": "a player lost the game",
    "player_left": "a player left the game",
    "game_over": "the game ended",
}

# Kinds that the default timeline table leaves out (they are in the log all the same).
QUIET_KINDS = frozenset({"priority_passed"})


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. ``rule`` is the Comprehensive Rules number that governs it."""

    seq: int
    turn: int
    step: str
    active: str | None
    event: str
    player: str | None = None
    source: str | None = None
    target: str | None = None
    amount: int | None = None
    mana: str | None = None
    cause: int | None = None
    rule: str | None = None
    detail: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


EVENT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Event))
