"""The game position as plain data: players, zones, permanents, the stack, combat.

Card definitions are shared by every copy. Cards in a library, hand, graveyard or exile are
never changed in place (moving a card makes a new object, 400.7), and the zones holding them are
tuples, replaced when they change — so a snapshot of the position (``explorer.positions``)
shares them. Permanents do change (tapped, damage, counters …): each keeps a ``version`` that
every change bumps, so a snapshot copies only the permanents that changed since the last one.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from .slots import copier, direct_init

if TYPE_CHECKING:
    from .abilities import ActivatedAbility, Target, TriggeredAbility, When
    from .cards.model import CardDef
    from .events import Event
    from .rules.protection import Quality

_SUPERTYPES = frozenset(("Basic", "Legendary", "Snow", "World", "Ongoing"))  # 205.4a

STEPS: tuple[str, ...] = (
    "untap", "upkeep", "draw",                       # beginning phase (501)
    "precombat_main",                                # 505
    "beginning_of_combat", "declare_attackers", "declare_blockers",
    "first_strike_damage", "combat_damage",          # 510.4: two damage steps if needed
    "end_of_combat",                                 # combat phase (506)
    "postcombat_main",                               # 505
    "end", "cleanup",                                # ending phase (512)
)
# "first_strike_damage" is the first of the two combat damage steps of 510.4: it exists only
# in a combat where an attacking or blocking creature has first strike or double strike as
# the combat damage step begins; "combat_damage" is then the second one.
STEP_RULES: dict[str, str] = {
    "untap": "502", "upkeep": "503", "draw": "504", "precombat_main": "505",
    "beginning_of_combat": "507", "declare_attackers": "508", "declare_blockers": "509",
    "first_strike_damage": "510.4", "combat_damage": "510", "end_of_combat": "511",
    "postcombat_main": "505", "end": "513", "cleanup": "514",
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

    def freeze(self) -> tuple[int, int, Any]:
        """The generator as a value: seed, words drawn, and its state."""
        return (self.seed, self.words, self._rng.getstate())

    @classmethod
    def thaw(cls, frozen: tuple[int, int, Any]) -> Draws:
        seed, words, state = frozen
        twin = cls(seed)
        twin._rng.setstate(state)
        twin._rng.words = words
        return twin

    def __deepcopy__(self, memo: dict[int, Any]) -> Draws:
        # random.Random pickles only the generator's state, not the count kept beside it.
        return Draws.thaw(self.freeze())

    def choice(self, options: Sequence[T]) -> T:
        return self._rng.choice(options)

    def shuffle(self, items: list[T]) -> None:
        self._rng.shuffle(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._rng.sample(items, k)

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
    until_end_of_combat: bool = False  # firebending's: not lost as combat's steps end (702.189a)


HIDDEN_ZONES = ("library", "hand", "graveyard", "exile")


class Cards(Sequence):  # type: ignore[type-arg]
    """An immutable sequence of cards (a zone's contents) that shares what it can with the
    sequence it was made from, so that the positions of a long game don't each hold a copy of
    a library or a graveyard of hundreds of cards:

    - drawing from the top (:meth:`rest`) gives the same cards seen from one card further;
    - putting a card at the bottom (:meth:`plus`) adds it to a chunk of at most CHUNK cards
      after the cards already there, which are shared.

    Anything else (a card put on top, one taken from the middle) makes a new sequence.
    It compares equal to the tuple of its cards.
    """

    CHUNK = 64
    __slots__ = ("_head", "_cards", "_start", "_len", "_having")

    def __init__(self, cards: Sequence[Obj] = (), *, head: Cards | None = None,
                 start: int = 0) -> None:
        self._head = head  # the cards before these (full chunks), if any
        self._cards = tuple(cards)
        self._start = start  # cards drawn from the front of ``_cards``
        self._len = (len(head) if head is not None else 0) + len(self._cards) - start
        self._having: dict[str, tuple[Obj, ...]] | None = None  # ``having``'s answers

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[Obj]:
        if self._head is None:  # most zones: one tuple
            return islice(self._cards, self._start, None)
        return self._chained()

    def _chained(self) -> Iterator[Obj]:
        chain: list[Cards] = []
        node: Cards | None = self
        while node is not None:
            chain.append(node)
            node = node._head
        for part in reversed(chain):
            yield from islice(part._cards, part._start, None)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(self)[index]
        if self._head is None:
            if index < 0:
                index += self._len
            if not 0 <= index < self._len:
                raise IndexError(index)
            return self._cards[self._start + index]
        return tuple(self)[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(self) == len(other) and tuple(self) == tuple(
            other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))

    def having(self, flag: str) -> tuple[Obj, ...]:
        """The cards whose definition has ``flag`` set (``card.dredge``, …), in order.

        Kept with each part as it is first asked: a part never changes, and neither does a card
        in it (cards outside the battlefield are never changed in place), so a long graveyard
        asked at every draw (dredge, 702.52a) looks again only at the chunk its newest cards
        are in — the full chunks before it keep their answers."""
        having = self._having
        if having is None:
            having = self._having = {}
        found = having.get(flag)
        if found is None:
            before = self._head.having(flag) if self._head is not None else ()
            found = having[flag] = before + tuple(
                c for c in islice(self._cards, self._start, None) if getattr(c.card, flag))
        return found

    def rest(self) -> Cards:
        """Without its first card (drawn from the top): the same cards, seen from one further."""
        if self._head is None:
            return Cards(self._cards, start=self._start + 1)
        return Cards(tuple(self)[1:])

    def plus(self, card: Obj) -> Cards:
        """With ``card`` added at the end."""
        if self._start == 0 and len(self._cards) < self.CHUNK:
            twin = Cards((*self._cards, card), head=self._head)
            if self._having:  # the same cards and one more: its answers and that card's
                twin._having = {flag: found + (card,) if getattr(card.card, flag) else found
                                for flag, found in self._having.items()}
            return twin
        if self._start == 0:
            return Cards((card,), head=self)
        return Cards((*self, card))


@dataclass(slots=True)
class Player:
    """A player and their zones. The zones and the mana pool are tuples: a change replaces them
    (``set_zone``), so snapshots share them."""

    name: str
    life: int = 20
    library: Sequence[Obj] = ()  # top first
    hand: Sequence[Obj] = ()
    graveyard: Sequence[Obj] = ()
    exile: Sequence[Obj] = ()
    mana_pool: tuple[ManaUnit, ...] = ()
    lands_played: int = 0
    lost: bool = False
    left: bool = False  # set through State.leave_game, which keeps the seating up to date
    drew_from_empty_library: bool = False
    poison: int = 0  # poison counters (122.1f): ten or more and the player loses (704.5c)

    @property
    def in_game(self) -> bool:
        return not self.left

    def zone(self, name: str) -> Sequence[Obj]:
        """The cards in one of this player's zones: library (top first), hand, graveyard,
        exile."""
        if name not in HIDDEN_ZONES:
            raise KeyError(name)
        zone: Sequence[Obj] = getattr(self, name)
        return zone

    def set_zone(self, name: str, cards: Sequence[Obj]) -> None:
        if name not in HIDDEN_ZONES:
            raise KeyError(name)
        setattr(self, name, cards)

    def put(self, name: str, card: Obj, *, on_top: bool = False) -> None:
        """Put ``card`` into one of this player's zones: at the end (a graveyard's top is its
        end), or on top of the library (its start)."""
        zone = self.zone(name)
        if on_top:
            self.set_zone(name, Cards((card, *zone)))
        else:
            self.set_zone(name, (zone if isinstance(zone, Cards) else Cards(zone)).plus(card))

    def take(self, name: str, card: Obj) -> None:
        """Take ``card`` out of one of this player's zones."""
        self.set_zone(name, Cards([o for o in self.zone(name) if o is not card]))

    def draw_top(self) -> Obj:
        """Take the top card of the library."""
        library = self.library if isinstance(self.library, Cards) else Cards(self.library)
        self.library = library.rest()
        top: Obj = library[0]
        return top


class Playable(NamedTuple):
    """"You may play that card this turn." on a card in exile (rules/impulse.py): the player who
    may play it, the last turn they may (None: "for as long as it remains exiled"), and whether
    mana of any type can be spent to cast it (609.4b)."""

    player: str
    until_turn: int | None
    any_type: bool = False


@dataclass(slots=True)
class Obj:
    """A card or token in some zone. A zone change makes a new object (400.7): a new ``oid``.

    ``handle`` is the stable name users refer to (a board file's ``id``); it follows the card.
    ``version`` counts the changes made to it (any field set), so a snapshot knows whether its
    copy from the last snapshot is still good; ``counters`` and ``choices`` are replaced, never
    changed in place.
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
    # ability index -> (turn, how many times it was activated that turn), for 602.5b limits
    activations: dict[int, tuple[int, int]] = field(default_factory=dict)
    # activated ability indexes activated since it became this object, for "Activate only
    # once." (exhaust, 702.177a)
    exhausted: frozenset[int] = frozenset()
    # triggered ability index -> the turn it last triggered, for "triggers only once each turn"
    # (603.2h)
    triggered_turns: dict[int, int] = field(default_factory=dict)
    # source object id -> the turn that object dealt this permanent damage, for "a creature
    # dealt damage by ~ this turn" (a new object, 400.7, was dealt none)
    damaged_by: dict[int, int] = field(default_factory=dict)
    # "It doesn't untap during its controller's next untap step" (an effect, 502.3)
    skip_next_untap: bool = False
    # A spell: what its additional cost sacrificed, as it last existed ("the sacrificed
    # creature's mana value", 601.2h, 608.2h), and the mana spent to cast it (its types, for
    # "the number of colors of mana spent to cast this spell")
    sacrificed: Obj | None = None
    spent: str = ""
    # Regeneration shields this turn (701.19a), and "it can't be regenerated" this turn (701.19c)
    regeneration_shields: int = 0
    cant_regenerate: bool = False
    becomes: Becomes | None = None  # an effect that animated it (611.2)
    # Layer 4 (613.1d) from static abilities: the card types and subtypes they add to it now
    # ("Each land is a Forest in addition to its other land types"), worked out again as
    # permanents come, go, attach and change control (rules.layers.update_types)
    added_types: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    # … and the card types they take away from it now ("Heliod isn't a creature")
    removed_types: tuple[str, ...] = ()
    # "When it dies or is exiled, return it to the battlefield tapped under your control."
    # (earthbend, 701.66a): the delayed abilities earthbending it made, as (the player who
    # earthbent it, the source that did).
    earthbent: tuple[tuple[str, str], ...] = ()
    # Face down (708.2): the card it is, while ``card`` is the face-down 2/2 (rules.morph).
    face_up: CardDef | None = None
    # "If that creature would die this turn, exile it instead." (614.1a, a replacement effect
    # a resolved spell made, on this object; it ends in the cleanup step)
    exile_if_dies: bool = False
    # Returned by unearth (702.84a): it has haste, and it is exiled if it would leave the
    # battlefield (rules.unearth).
    unearthed: bool = False
    # came under its controller's control since the beginning of their last upkeep, for echo
    # (702.30a): worked out in their untap step, from ``sick`` as it was (302.6, 502.3)
    arrived_since_upkeep: bool = False
    cant_be_blocked_turn: bool = False  # "… can't be blocked this turn" (a resolved effect, 509.1b)
    cant_be_blocked_combat: bool = False  # "… can't be blocked this combat" (509.1b, 511.3)
    # In exile: the permanent whose ability exiled it, when another ability of that permanent
    # returns "the exiled card" (607.2a: the two are linked). Its object id then.
    exiled_by: int | None = None
    # In exile: "You may play that card this turn." — who may play it (cast it, 601.2, or play
    # it as a land, 305.1), until when, and how they may pay (rules/impulse.py)
    playable: Playable | None = None
    # In exile: foretold (702.143a) — the turn it was; it may be cast after that turn
    foretold: int | None = None
    # In exile: plotted (702.170a, 702.170c) — the turn it became so; its owner may cast it
    # on a later turn
    plotted: int | None = None
    cant_block_turn: bool = False  # "… can't block this turn" (a resolved effect, 509.1b)
    # "… can attack this turn as though it didn't have defender" (a resolved effect, 609.4)
    attacks_despite_defender: bool = False
    # "Target creature can block an additional creature this turn" / "… any number of
    # creatures this turn" (resolved effects, 509.1a): how many more it may block (-1: any)
    blocks_more_turn: int = 0
    monstrous: bool = False  # it became monstrous (701.37b), until it leaves the battlefield
    renowned: bool = False  # it became renowned (702.112b), until it leaves the battlefield
    # how many times it became saddled this turn (702.171b): saddled while more than none,
    # until end of turn or until it leaves; "for the first time each turn" asks the count
    saddled: int = 0
    # While control-changing effects apply to it (613.1b, layer 2: rules/control.py): the
    # player who would control it without them — whom it goes back to when they end
    control_base: str | None = None
    # While a copy effect makes it a copy of another permanent (707.2, layer 1): the card it is
    # without it — what it is again in any other zone (400.7)
    printed: CardDef | None = None
    version: int = field(default=0, repr=False, compare=False)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name != "version":
            object.__setattr__(self, "version", getattr(self, "version", 0) + 1)

    def copy(self) -> Obj:
        """A copy that shares the card and the (never changed in place) mappings."""
        return _copy_obj(self)

    def moved(self, zone: str) -> Obj:
        """``replace(self, zone=zone)``: the same card, in another zone (a draw makes one)."""
        twin = _copy_obj(self)
        object.__setattr__(twin, "zone", zone)  # a new object, not a change to count
        return twin

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def is_token(self) -> bool:
        return self.card.is_token

    def is_type(self, card_type: str) -> bool:
        if self.removed_types and card_type in self.removed_types:
            return False
        if card_type in self.added_types[0]:
            return True
        becomes = self.becomes
        if becomes is None:
            return self.card.is_type(card_type)
        return card_type in becomes.types or (
            (not becomes.replaces or card_type in _SUPERTYPES)  # kept (205.1a)
            and self.card.is_type(card_type))

    @property
    def is_creature(self) -> bool:
        # ``is_type("Creature")``, written out for a permanent no effect changes the types of
        # (asked of every creature at every look at the battlefield)
        if self.removed_types or self.added_types[0] or self.becomes is not None:
            return self.is_type("Creature")
        return "Creature" in self.card.types

    @property
    def colors(self) -> tuple[str, ...]:
        """Its colors now (105.2): printed, or set by an effect (layer 5)."""
        becomes = self.becomes
        return becomes.colors if becomes is not None and becomes.colors is not None \
            else self.card.colors

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Its subtypes now (205.3): printed, plus those an effect added (205.1b)."""
        becomes, added = self.becomes, self.added_types[1]
        if becomes is None:
            own = self.card.subtypes
        else:
            own = becomes.subtypes if becomes.replaces else self.card.subtypes + becomes.subtypes
        return own + tuple(s for s in added if s not in own) if added else own

    def has_keyword(self, keyword: str) -> bool:
        """Printed, or added by what an effect made it (``becomes``)."""
        return self.card.has_keyword(keyword) or (self.becomes is not None
                                                  and keyword in self.becomes.keywords)

    def label(self) -> str:
        return self.card.name


# The generated __init__ sets each field through __setattr__ above: a Python call and a version
# bump per field, the bumps undone by ``version``, set last. Setting the slots directly gives
# the same object (``explorer.slots``): zone changes make one per card moved.
Obj.__init__ = direct_init(Obj)  # type: ignore[method-assign]
_copy_obj = copier(Obj)


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
    targets: list[Target | None] = field(default_factory=list)  # None: left unchosen
    x: int = 0
    event: Event | None = None
    cause: int | None = None
    lki: Obj | None = None
    # What its trigger event took off the battlefield (603.10a), or what an activated
    # ability's cost sacrificed (608.2h), as it last existed.
    left: Obj | None = None
    amounts: list[int] = field(default_factory=list)  # distributed among targets (601.2d)
    riders: list[str] = field(default_factory=list)  # from the mana spent on it (106.6)
    # a modal triggered ability's chosen mode, from 1 — or modes, in printed order (603.3c)
    mode: int | tuple[int, ...] | None = None
    # A delayed triggered ability's: the objects "it" and "them" named as it was made — the
    # tokens an instruction of the ability that made it had just created (603.7c, 400.7).
    about: tuple[int, ...] | None = None

    @property
    def text(self) -> str:
        if self.card is not None:
            return self.card.name
        ability = self.activated or self.triggered
        return f"{self.source_name}: {ability.text}" if ability else self.source_name

    def copy(self) -> StackItem:
        """A copy with its own lists (the card object is copied too: a spell's card can
        change as it is cast)."""
        return replace(self, card=self.card.copy() if self.card is not None else None,
                       targets=list(self.targets), amounts=list(self.amounts),
                       riders=list(self.riders))


@dataclass(frozen=True)
class ContinuousEffect:
    """A continuous effect a resolved spell or ability created (611.2) on one object: the set
    of objects it affects was locked in as it began (611.2c), one record per object. It changes
    power and toughness in layer 7c (613.4c: Giant Growth's +3/+3) or adds keywords in layer 6
    (613.1f: "gains flying") — a sentence that does both makes one record for each layer.
    ``timestamp`` orders it among continuous effects (613.7b). Continuous effects of static
    abilities are not kept here: they follow from the permanents (611.3, ``rules.layers``)."""

    oid: int
    power: int
    toughness: int
    source: str
    # "end_of_turn": ends in the cleanup step (514.2); "next_turn:<player>": "until your next
    # turn" — ends as that player's next turn begins (611.2a)
    until: str = "end_of_turn"
    keywords: tuple[str, ...] = ()  # added in layer 6, as the rules spell them ("First strike")
    timestamp: int = 0
    loses: tuple[str, ...] = ()  # removed in layer 6 ("loses flying"), in timestamp order
    switch: bool = False  # "switch its power and toughness" (layer 7d, 613.4d)
    # "gains protection from red" (layer 6, 613.1f): the qualities (rules.protection)
    protection: tuple[Quality, ...] = ()


PTEffect = ContinuousEffect  # its name while it could only change power and toughness


@dataclass
class Combat:
    """Who attacks whom (508) and who blocks what (509) in this combat."""

    attackers: dict[int, str] = field(default_factory=dict)   # attacker oid -> defending player
    # blocker oid -> the attacker oids it blocks (one, unless it may block more: 509.1a, 509.1g)
    blockers: dict[int, tuple[int, ...]] = field(default_factory=dict)
    blocked: set[int] = field(default_factory=set)            # attackers that became blocked
    # 510.4: the attacking and blocking creatures that had first strike or double strike as
    # the first combat damage step began; None while there has been no such step.
    first_strike: set[int] | None = None
    # An attacker returned to hand to pay a cost (ninjutsu, 702.49a): the player it attacked,
    # by the object id of the card whose ability it paid for — what that ability puts onto the
    # battlefield attacks the same player (702.49c)
    returned: dict[int, str] = field(default_factory=dict)
    # An attacker attacking a planeswalker (508.1b): the planeswalker's object id; its defending
    # player (``attackers``) is that planeswalker's controller (506.2).
    planeswalkers: dict[int, int] = field(default_factory=dict)
    # … and, for ``returned``, the planeswalker the returned attacker attacked (702.49c)
    returned_planeswalkers: dict[int, int] = field(default_factory=dict)

    def attacks_player(self, attacker: int) -> str | None:
        """The player ``attacker`` attacks — None if it attacks a planeswalker (508.1b)."""
        return None if attacker in self.planeswalkers else self.attackers.get(attacker)

    def blocking(self, attacker: int) -> list[int]:
        """The blockers of ``attacker``, in the order they were declared."""
        return [b for b, attackers in self.blockers.items() if attacker in attackers]

    def copy(self) -> Combat:
        return Combat(dict(self.attackers), dict(self.blockers), set(self.blocked),
                      set(self.first_strike) if self.first_strike is not None else None,
                      dict(self.returned), dict(self.planeswalkers),
                      dict(self.returned_planeswalkers))


@dataclass(frozen=True)
class Becomes:
    """"Until end of turn, ~ becomes a 2/1 blue Faerie creature with flying. It's still a land."
    (611.2, 205.1b): what an effect makes a permanent, over what is printed — card types and
    subtypes added (layer 4, 613.1d), its colors set (layer 5, 105.3), keywords added (layer 6),
    its base power and toughness set (layer 7b, 613.4b). It ends in the cleanup step (514.2),
    unless it lasts as long as the permanent does. An effect that sets only some of these
    ("has base power and toughness 4/3", "becomes a colorless artifact in addition to its other
    types") leaves the others as they were: ``power`` None keeps its base power and toughness.
    ``replaces``: its types and subtypes replace the printed ones (205.1a: "becomes a 4/4
    Dragon artifact creature"), rather than being added to them (205.1b: "in addition to its
    other types", "It's still a land")."""

    power: int | None
    toughness: int | None
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None  # None: its colors don't change
    keywords: tuple[str, ...] = ()
    source: str = ""
    # Most such effects last until end of turn; earthbend's and awaken's last as long as the
    # permanent stays (701.66a, 702.113a: a new object forgets them, 400.7).
    until_end_of_turn: bool = True
    replaces: bool = False
    # A lasting effect this one overrides until it ends (613.7: the later one wins in each
    # layer); it applies again once this one ends.
    under: Becomes | None = None


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
    # The object the trigger event took off the battlefield, as it last existed (603.10a):
    # "whenever a creature you control dies, … that creature's power".
    left: Obj | None = None
    about: tuple[int, ...] | None = None  # a delayed ability's "it" and "them" (DelayedTrigger)


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability (603.7a): made by a resolving spell or ability, it triggers
    once, the next time ``step`` begins in turn ``min_turn`` or later (in a turn of its
    controller's, for "your next upkeep")."""

    ability: TriggeredAbility
    controller: str
    source_name: str
    source_oid: int | None  # what "it" means: the source, while it is the same object (400.7)
    step: str
    min_turn: int
    yours: bool = False
    # "Whenever one or more creatures you control deal combat damage to one or more players
    # this turn, …" (603.7b): triggers on each such event until the turn ends, seen from the
    # spell that made it (``seen_by``: the card as it was on the stack). ``step`` is unused.
    when: When | None = None
    seen_by: Obj | None = None
    # The event the ability that made it was about (its trigger event), if any: what "that
    # creature" and "that player" in its text mean, as they meant for that ability (603.7c).
    origin: Event | None = None
    # What "it" and "them" in its text named as it was made: the tokens the instruction before
    # it had just created ("Create a 1/1 red Goblin creature token that's tapped and
    # attacking. Sacrifice it at the beginning of the next end step."), by object id. It still
    # affects them if they change; one that left the battlefield is a new object it can't find
    # (603.7c, 400.7). None: its text names no such objects.
    about: tuple[int, ...] | None = None


class Seating:
    """The players in seating order as the rules ask about them at every priority pass: who is
    still in the game, each player by name, and the next player in the game after each one
    (themselves if they are the last one in it; None if no one is). Made from the players as
    they are: ``State.seating`` makes a new one when one leaves the game."""

    __slots__ = ("seats", "in_game", "by_name", "next_after", "round_from")

    def __init__(self, players: list[Player]) -> None:
        self.seats = len(players)
        self.in_game: tuple[Player, ...] = tuple(p for p in players if p.in_game)
        self.by_name: dict[str, Player] = {p.name: p for p in players}
        self.next_after: dict[str, Player | None] = {}
        for i, p in enumerate(players):
            self.next_after[p.name] = next(
                (q for k in range(1, len(players) + 1)
                 if (q := players[(i + k) % len(players)]).in_game), None)
        # For each player in the game: the names of everyone in it in turn order from them
        # (the order in which priority goes round, 117.3d).
        self.round_from: dict[str, tuple[str, ...]] = {}
        names = [p.name for p in self.in_game]
        for i, name in enumerate(names):
            self.round_from[name] = tuple(names[i:] + names[:i])


@dataclass
class State:
    players: list[Player]
    rng: Draws
    battlefield: list[Obj] = field(default_factory=list)
    stack: list[StackItem] = field(default_factory=list)
    effects: list[ContinuousEffect] = field(default_factory=list)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    mana_triggers: list[PendingTrigger] = field(default_factory=list)  # 605.4a: resolve at once
    until_monarch: list[Any] = field(default_factory=list)  # 610.3 effects (rules/monarch.py)
    until_leaves: list[Any] = field(default_factory=list)  # 610.3 effects (rules/until.py)
    delayed: tuple[DelayedTrigger, ...] = ()  # 603.7 (a value: replaced, never changed)
    # Control-changing effects of resolved spells and abilities (611.2, 613.1b), in the order
    # they began: rules.control.ControlEffect records (a value: replaced, never changed)
    control_effects: tuple[Any, ...] = ()
    # "Prevent the next 3 damage that would be dealt to any target this turn." (615.7): the
    # shields left, rules.damage.Shield records, ending with the turn (a value: replaced)
    shields: tuple[Any, ...] = ()
    # "Until end of turn, you may cast a spell from among cards exiled with ~ without paying
    # its mana cost." (118.9, 607.2a): rules.impulse.FreeCast records, ending with the turn
    free_casts: tuple[Any, ...] = ()
    # The card in exile whose madness ability is resolving (702.35a): while it asks, that card
    # may be cast for its madness cost (rules.madness)
    madness: int | None = None
    stray_tokens: list[Obj] = field(default_factory=list)  # tokens outside the battlefield
    combat: Combat | None = None
    turn: int = 1
    step: str = "precombat_main"
    active: str = ""
    priority: str | None = None
    monarch: str | None = None
    monarch_as_turn_began: str | None = None  # "if you were the monarch as the turn began"
    winner: str | None = None
    game_over: bool = False
    next_oid: int = 1
    next_timestamp: int = 1
    step_serial: int = 0
    first_priority_in_step: bool = True
    passes: int = 0  # players who passed in succession (117.4)
    # What happened this turn that abilities ask about (morbid: "if a creature died this
    # turn"; "if you've cast an instant or sorcery spell this turn"), counted by what: keys
    # "creatures_died", "<kind>_spells_cast:<player>" with kind "any" or "instant_sorcery",
    # and "life_gained:<player>" / "life_lost:<player>" (how much). A value: replaced, never
    # changed (positions share it).
    this_turn: dict[str, int] = field(default_factory=dict)
    handle_counts: dict[str, int] = field(default_factory=dict)
    handles_version: int = 0  # bumped when a handle is given (snapshots share the counts)
    title: str = ""
    seed: int = 0
    attack_policy: str = "none"  # the default policy's attackers: none, monarch, next, random

    # -- players -------------------------------------------------------------------------------
    # The seating and who is still in it are asked at every priority pass, so they are kept,
    # not rebuilt: made once (players are only added while a board loads) and made again when
    # a player leaves the game — which happens only through ``leave_game``.
    def seating(self) -> Seating:
        seating: Seating | None = self.__dict__.get("_seats")
        if seating is None or seating.seats != len(self.players):
            seating = Seating(self.players)
            self.__dict__["_seats"] = seating
        return seating

    def leave_game(self, player: Player) -> None:
        """``player`` leaves the game (800.4a, 104.3a): the one place that says so."""
        player.left = True
        self.__dict__.pop("_seats", None)

    def player(self, name: str) -> Player:
        seating: Seating | None = self.__dict__.get("_seats")  # ``seating()``, written out
        if seating is None or seating.seats != len(self.players):
            seating = self.seating()
        return seating.by_name[name]

    def in_game(self) -> list[Player]:
        return list(self.seating().in_game)

    def count_this_turn(self, what: str, n: int = 1) -> None:
        """``n`` more of ``what`` this turn (see ``this_turn``)."""
        self.this_turn = {**self.this_turn, what: self.this_turn.get(what, 0) + n}

    def in_game_count(self) -> int:
        return len(self.seating().in_game)

    def apnap(self, start: str | None = None) -> list[Player]:
        """Players still in the game, in turn order from ``start`` (the active player) (101.4)."""
        names = [p.name for p in self.players]
        i = names.index(start or self.active)
        ordered = self.players[i:] + self.players[:i]
        return [p for p in ordered if p.in_game]

    def next_in_game_after(self, name: str) -> Player | None:
        return self.seating().next_after[name]

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
        self.handles_version += 1
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

    def spell_on_stack(self, oid: int) -> StackItem | None:
        """The spell whose card has this object id, while it is on the stack (a target of
        "counter target spell", 115.1)."""
        return next((i for i in self.stack if i.card is not None and i.card.oid == oid), None)

    def find_about(self, oid: int) -> Obj | None:
        """What a delayed triggered ability's "it" names (603.7c), while it is where that
        ability expects it: a permanent (a token just made), or a card in exile (one an
        effect exiled, to be returned)."""
        found = self.find(oid)
        if found is not None:
            return found
        return next((c for p in self.players for c in p.exile if c.oid == oid), None)

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
