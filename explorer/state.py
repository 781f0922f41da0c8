"""The game position as plain data: players, zones, permanents, the stack, combat.

Everything here deep-copies cleanly (definitions are shared), which is what undo and fork use.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from .abilities import ActivatedAbility, Target, TriggeredAbility
    from .cards.model import CardDef
    from .events import Event

STEPS: tuple[str, ...] = (
    "untap", "upkeep", "draw",                       # beginning phase (501)
    "precombat_main",                                # 505
    "beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
    "end_of_combat",                                 # combat phase (506)
    "postcombat_main",                               # 505
    "end", "cleanup",                                # ending phase (512)
)
STEP_RULES: dict[str, str] = {
    "untap": "502", "upkeep": "503", "draw": "504", "precombat_main": "505",
    "beginning_of_combat": "507", "declare_attackers": "508", "declare_blockers": "509",
    "combat_damage": "510", "end_of_combat": "511", "postcombat_main": "505", "end": "513",
    "cleanup": "514",
}
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")  # 106.1b: five colors and colorless


def next_handle(counts: dict[str, int], name: str) -> str:
    """An automatic handle such as ``forest-2``: unique in the game, readable in tables.
    ``counts`` holds a counter per name and every handle already taken."""
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    while True:
        counts[base] = counts.get(base, 0) + 1
        handle = f"{base}-{counts[base]}"
        if handle not in counts:
            counts[handle] = 0
            return handle


T = TypeVar("T")


class _Counted(random.Random):
    """A Mersenne Twister that counts the 32-bit words it hands out, so that its state is one
    number: a fresh generator with the same seed, advanced by that many words, is the same."""

    words = 0

    def getrandbits(self, k: int) -> int:  # choice, shuffle, randrange all draw through this
        self.words += (k + 31) // 32
        return super().getrandbits(k)

    def random(self) -> float:  # 53 bits from two words
        self.words += 2
        return super().random()


class Draws:
    """The game's seeded random numbers (``random.Random(seed)``'s very sequence), as small data:
    the seed and how many 32-bit words have been drawn (a board file's ``random_draws``). A saved
    game rebuilds the generator and advances it that far, so it draws what the original would."""

    def __init__(self, seed: int, words: int = 0) -> None:
        self.seed = seed
        self._rng = _Counted(seed)
        for _ in range(words):
            self._rng.getrandbits(32)

    @property
    def words(self) -> int:
        return self._rng.words

    def __deepcopy__(self, memo: dict[int, Any]) -> Draws:
        # random.Random pickles only the generator's state, not the count kept beside it.
        twin = Draws(self.seed)
        twin._rng.setstate(self._rng.getstate())
        twin._rng.words = self._rng.words
        return twin

    def choice(self, options: Sequence[T]) -> T:
        return self._rng.choice(options)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Draws) and (self.seed, self.words) == (other.seed, other.words)

    def __repr__(self) -> str:
        return f"Draws(seed={self.seed}, words={self.words})"


@dataclass(frozen=True)
class ManaUnit:
    """One mana in a pool (106.4): its type and where it came from."""

    type: str
    source: str
    restriction: str | None = None  # how it may be spent (106.6), a key of mana.RESTRICTIONS
    rider: str | None = None  # what it does to the spell it's spent on, a key of mana.RIDERS
    when_spent: TriggeredAbility | None = None  # a delayed trigger for when it's spent (603.7a)


@dataclass
class Player:
    name: str
    life: int = 20
    library: list[Obj] = field(default_factory=list)
    hand: list[Obj] = field(default_factory=list)
    graveyard: list[Obj] = field(default_factory=list)
    exile: list[Obj] = field(default_factory=list)
    mana_pool: list[ManaUnit] = field(default_factory=list)
    lands_played: int = 0
    lost: bool = False
    left: bool = False
    drew_from_empty_library: bool = False

    @property
    def in_game(self) -> bool:
        return not self.left

    def zone(self, name: str) -> list[Obj]:
        return {"library": self.library, "hand": self.hand, "graveyard": self.graveyard,
                "exile": self.exile}[name]


@dataclass
class Obj:
    """A card or token in some zone. A zone change makes a new object (400.7): a new ``oid``.

    ``handle`` is the stable name users refer to (a board file's ``id``); it follows the card.
    """

    oid: int
    handle: str
    card: CardDef
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    sick: bool = False  # came under its controller's control since their most recent turn began
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    attached_to: int | None = None
    timestamp: int = 0
    x: int = 0
    choices: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def is_token(self) -> bool:
        return self.card.is_token

    def is_type(self, card_type: str) -> bool:
        return self.card.is_type(card_type)

    @property
    def is_creature(self) -> bool:
        return self.card.is_type("Creature")

    def has_keyword(self, keyword: str) -> bool:
        return self.card.has_keyword(keyword)

    def label(self) -> str:
        return self.card.name


@dataclass
class StackItem:
    """A spell or ability on the stack (405). Spells carry their card; abilities only their text."""

    sid: int
    kind: str  # "spell" | "activated_ability" | "triggered_ability"
    controller: str
    source_name: str
    source_oid: int | None
    card: Obj | None = None
    activated: ActivatedAbility | None = None
    triggered: TriggeredAbility | None = None
    targets: list[Target] = field(default_factory=list)
    x: int = 0
    event: Event | None = None
    cause: int | None = None
    lki: Obj | None = None
    amounts: list[int] = field(default_factory=list)  # distributed among targets (601.2d)
    riders: list[str] = field(default_factory=list)  # from the mana spent on it (106.6)

    @property
    def text(self) -> str:
        if self.card is not None:
            return self.card.name
        ability = self.activated or self.triggered
        return f"{self.source_name}: {ability.text}" if ability else self.source_name


@dataclass
class PTEffect:
    """A continuous P/T change in layer 7c (613.4c), such as Giant Growth's +3/+3."""

    oid: int
    power: int
    toughness: int
    source: str
    until: str = "end_of_turn"  # ends in the cleanup step (514.2)


@dataclass
class Combat:
    """Who attacks whom (508) and who blocks what (509) in this combat."""

    attackers: dict[int, str] = field(default_factory=dict)   # attacker oid -> defending player
    blockers: dict[int, int] = field(default_factory=dict)    # blocker oid -> attacker oid
    blocked: set[int] = field(default_factory=set)            # attackers that became blocked


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits for the next priority (603.3)."""

    ability: TriggeredAbility
    controller: str
    source_name: str
    source_oid: int | None
    event: Event | None
    seq: int  # the ability_triggered event
    lki: Obj | None = None  # the source as it last existed (603.10a: looking back in time)


@dataclass
class State:
    players: list[Player]
    rng: Draws
    battlefield: list[Obj] = field(default_factory=list)
    stack: list[StackItem] = field(default_factory=list)
    effects: list[PTEffect] = field(default_factory=list)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    mana_triggers: list[PendingTrigger] = field(default_factory=list)  # 605.4a: resolve at once
    until_monarch: list[Any] = field(default_factory=list)  # 610.3 effects (rules/monarch.py)
    stray_tokens: list[Obj] = field(default_factory=list)  # tokens outside the battlefield
    combat: Combat | None = None
    turn: int = 1
    step: str = "precombat_main"
    active: str = ""
    priority: str | None = None
    monarch: str | None = None
    winner: str | None = None
    game_over: bool = False
    next_oid: int = 1
    next_timestamp: int = 1
    step_serial: int = 0
    first_priority_in_step: bool = True
    passes: int = 0  # players who passed in succession (117.4)
    handle_counts: dict[str, int] = field(default_factory=dict)
    title: str = ""
    seed: int = 0
    attack_policy: str = "none"  # the default policy's attackers: none, monarch, next, random

    # -- players -------------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def in_game(self) -> list[Player]:
        return [p for p in self.players if p.in_game]

    def apnap(self, start: str | None = None) -> list[Player]:
        """Players still in the game, in turn order from ``start`` (the active player) (101.4)."""
        names = [p.name for p in self.players]
        i = names.index(start or self.active)
        ordered = self.players[i:] + self.players[:i]
        return [p for p in ordered if p.in_game]

    def next_in_game_after(self, name: str) -> Player | None:
        names = [p.name for p in self.players]
        i = names.index(name)
        for k in range(1, len(self.players) + 1):
            p = self.players[(i + k) % len(self.players)]
            if p.in_game:
                return p
        return None

    def opponents(self, name: str) -> list[Player]:
        return [p for p in self.in_game() if p.name != name]

    # -- objects -------------------------------------------------------------------------------
    def new_oid(self) -> int:
        self.next_oid += 1
        return self.next_oid - 1

    def new_timestamp(self) -> int:
        self.next_timestamp += 1
        return self.next_timestamp - 1

    def new_handle(self, name: str) -> str:
        return next_handle(self.handle_counts, name)

    def find(self, oid: int) -> Obj | None:
        """The permanent with this object id, if it is still on the battlefield."""
        for obj in self.battlefield:
            if obj.oid == oid:
                return obj
        return None

    def find_handle(self, handle: str) -> Obj | None:
        for obj in self.battlefield:
            if obj.handle == handle:
                return obj
        return None

    def find_anywhere(self, oid: int) -> Obj | None:
        found = self.find(oid)
        if found is not None:
            return found
        for p in self.players:
            for zone in (p.hand, p.library, p.graveyard, p.exile):
                for obj in zone:
                    if obj.oid == oid:
                        return obj
        for item in self.stack:
            if item.card is not None and item.card.oid == oid:
                return item.card
        return None

    def permanents(self, controller: str | None = None) -> list[Obj]:
        return [o for o in self.battlefield if controller is None or o.controller == controller]
