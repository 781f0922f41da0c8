"""What a card can do, as data: costs, activated, triggered and static abilities, spell effects.

Cards compose these (see ``explorer.cards``); the rules modules read them. Effects are generator
functions so that they can stop for a player's decision (``yield`` a Decision) in the middle of
resolving, exactly where the rules put that choice.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any, ClassVar

from .events import EventKind

if TYPE_CHECKING:
    from .events import Event
    from .kernel import Kernel
    from .rules.replacement import Proposal
    from .state import Obj

# A target is an object id (int) or a player name (str).
Target = int | str
# Effects and rule procedures are generators: they may yield a Decision and receive its answer.
Steps = Generator[Any, Any, Any]


class Shared:
    """Definitions are immutable and shared by every copy of a game (fork, undo snapshots)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Shared:
        return self


@dataclass
class Ctx:
    """Everything an effect needs while it resolves."""

    game: Kernel
    controller: str
    source: Obj | None
    source_name: str
    targets: list[Target | None] = field(default_factory=list)
    x: int = 0
    event: Event | None = None
    cause: int | None = None
    choices: dict[str, Any] = field(default_factory=dict)
    amounts: list[int] = field(default_factory=list)  # a distribution, one amount per target

    def target_objs(self) -> list[Obj]:
        """The still-legal object targets (illegal ones were set to None on resolution, 608.2b)."""
        out = []
        for t in self.targets:
            if isinstance(t, int):
                obj = self.game.state.find(t)
                if obj is not None:
                    out.append(obj)
        return out


Effect = Callable[[Ctx], Steps]


def immediate(fn: Callable[[Ctx], None]) -> Effect:
    """An effect that never asks anyone anything, as the generator every effect is."""

    def effect(ctx: Ctx) -> Steps:
        fn(ctx)
        yield from ()

    effect.__doc__ = fn.__doc__
    return effect


@dataclass(frozen=True, eq=False)
class TargetSpec(Shared):
    """One "target" word (115.1): what it may choose, as text and as a test."""

    text: str
    allows: Callable[[Kernel, str, Target], bool]  # (game, the choosing player, candidate)
    # "up to N target …": this target may be left unchosen (a variable number of targets,
    # 601.2c). The copies of one "target" word share ``allows``; one object or player can't be
    # chosen twice for the same word (601.2c).
    optional: bool = False
    # Where what it targets is: "battlefield" (players and permanents), or "graveyard" ("target
    # creature card from your graveyard", 115.1 — a card in a graveyard).
    zone: str = "battlefield"
    other: bool = False  # "another target creature": not the ability's own source (115.2)
    # A triggered ability's "target creature that player controls": the candidate tested
    # against the event that triggered it, too — (game, the event, candidate)
    of_event: Callable[[Kernel, Event | None, Target], bool] | None = None
    # "target attacking creature with power less than this creature's power" (mentor,
    # 702.134a), "target creature defending player controls" (506.2): a test of (game, the
    # ability's source — as it last existed if it left —, the candidate), asked as targets are
    # chosen and again as the ability resolves (608.2b).
    than_source: Callable[[Kernel, Obj, Obj], bool] | None = None
    # "target creature with mana value X": a test of (game, candidate, the X announced for the
    # spell, 601.2b — before its targets are chosen, 601.2c), asked again as it resolves.
    of_x: Callable[[Kernel, Obj, int], bool] | None = None
    # "X target artifacts", "up to twice X target cards": a spell's number of targets set by
    # its X (601.2b–c) — (how many times X, whether fewer may be chosen). The word's copies
    # are all optional; the count is checked as the targets are chosen.
    x_many: tuple[int, bool] | None = None
    # "up to two target cards from a single graveyard": the word's cards all in one player's
    # graveyard, checked as the targets are chosen (601.2c)
    one_graveyard: bool = False


class CostPart(Shared):
    """One part of an activation cost (602.1a): it checks whether its player can pay it, then
    pays itself (601.2h). The parts are in ``explorer.rules.costs``; a new kind of cost is one
    class there.

    ``check`` looks and changes nothing: it raises IllegalAction (naming the rule) if the part
    can't be paid, else returns what ``pay`` needs. ``taps`` / ``untaps`` say whether it is the
    {T} / {Q} symbol (tapping for mana, 106.12, is activating a mana ability with {T} in its
    cost); ``mana_cost`` is its mana cost, if it is one; ``chooses`` names the field of the
    activation (``exile``, ``sacrifice``) that says which object it takes, if it takes one."""

    taps: ClassVar[bool] = False
    untaps: ClassVar[bool] = False
    chooses: ClassVar[str | None] = None  # the activation's field naming what it takes
    loyalty: ClassVar[bool] = False  # a loyalty symbol (107.7): its ability is a loyalty ability

    @property
    def text(self) -> str:
        """The part as printed."""
        raise NotImplementedError

    @property
    def mana_cost(self) -> str:
        return ""

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> Any:
        raise NotImplementedError

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        raise NotImplementedError


@dataclass(frozen=True, eq=False, init=False)
class Cost(Shared):
    """An activation cost (602.1a): its parts, in the order they are paid — the {T} and {Q}
    symbols first (107.5, 107.6), then mana, then the rest.

    ``Cost(tap=True, mana="{1}")`` builds the common parts by name; ``Cost(SomePart(...))``
    takes parts themselves."""

    parts: tuple[CostPart, ...]

    def __init__(self, *parts: CostPart, mana: str = "", tap: bool = False,
                 untap: bool = False, sacrifice_self: bool = False,
                 exile_creature: bool = False, life: int = 0) -> None:
        from .rules import costs  # the parts live with the rules that pay them

        named = costs.parts(mana=mana, tap=tap, untap=untap, sacrifice_self=sacrifice_self,
                            exile_creature=exile_creature, life=life)
        object.__setattr__(self, "parts", tuple(sorted((*named, *parts), key=costs.paying_order)))

    @property
    def tap(self) -> bool:
        return any(p.taps for p in self.parts)

    @property
    def untap(self) -> bool:
        return any(p.untaps for p in self.parts)

    @property
    def mana(self) -> str:
        return "".join(p.mana_cost for p in self.parts)

    @property
    def only_tap(self) -> bool:
        """Is {T} its whole cost? (A mana source a spell's payment may simply tap, 601.2g.)"""
        return len(self.parts) == 1 and self.parts[0].taps

    def text(self) -> str:
        """As printed: mana first, then the symbols, then the rest (602.1a)."""
        from .rules import costs

        return ", ".join(p.text for p in sorted(self.parts, key=costs.printed_order))


@dataclass(frozen=True)
class Reflect:
    """The lands a reflecting mana ability looks at (106.7): "one mana of any type that a land
    you control could produce" (Reflecting Pool), "… any color that a land an opponent controls
    could produce" (Exotic Orchard), "… any color that a basic land you control could produce"
    (Star Compass)."""

    yours: bool  # lands its controller controls, or lands their opponents control
    colors_only: bool = False  # "any color": never {C} (105.1)
    basic: bool = False  # only basic lands (205.4c)

    def looks_at(self, obj: Obj, land: Obj) -> bool:
        return (land is not obj and land.is_type("Land")
                and (land.controller == obj.controller) == self.yours
                and (not self.basic or "Basic" in land.card.supertypes))

    @property
    def text(self) -> str:
        kind = "color" if self.colors_only else "type"
        land = "a basic land" if self.basic else "a land"
        who = "you control" if self.yours else "an opponent controls"
        return f"one mana of any {kind} that {land} {who} could produce"


@dataclass(frozen=True, eq=False)
class ManaProduction(Shared):
    """What a mana ability adds: fixed symbols like ``"CC"``, or ``amount`` of one chosen type.

    ``choose_from`` lists the types a player may choose (``"WUBRG"`` for "any color");
    ``combos`` the mana a player may choose among when each choice is more than one mana
    ("{R}{R}, {R}{G}, or {G}{G}"); ``chosen_color``: the color chosen as the permanent entered
    (614.12a); ``commander_identity``: "any color in your commander's color identity", which is
    undefined for a player without a commander (903.4f), so it adds no mana (106.5).
    ``reflect`` takes them from what other permanents could produce (106.7): which lands, and
    whether any type or only colors. ``count`` computes the amount now (Gaea's
    Cradle); ``restriction`` names how the mana may be spent (106.6).
    """

    fixed: str = ""
    choose_from: str = ""
    amount: int = 1
    reflect: Reflect | None = None
    count: Callable[[Kernel, Obj], int] | None = None
    restriction: str | None = None
    rider: str | None = None
    when_spent: TriggeredAbility | None = None
    # "{T}: Put a charge counter on ~. Add X mana …, where X is the number of charge counters
    # on ~": the ability's other effect is printed first, so it happens first (608.2c).
    after_effect: bool = False
    combos: tuple[str, ...] = ()
    chosen_color: bool = False
    commander_identity: bool = False
    # The mana the game defines as it resolves: "for each color among permanents you control,
    # add one mana of that color" (106.4).
    made: Callable[[Kernel, Obj], str] | None = None
    # "Add X mana in any combination of {W} and/or {U}": how many — ``count`` now, or the X
    # paid for the ability (``x_amount``, 107.3) — of these types, in any combination.
    combination: str = ""
    x_amount: bool = False
    # Valleymaker: "Choose a player. That player adds {G}{G}{G}." — the mana goes to the player
    # chosen as the mana ability resolves (608.2d, 605.3b), not always its controller
    to_chosen_player: bool = False
    # "Add one mana of any type the sacrificed land could produce" (Squandered Resources): the
    # types the land its cost sacrificed could produce as it last existed (106.7)
    of_sacrificed: bool = False

    @property
    def defined(self) -> bool:
        """Is the mana fixed by the text or the game, with nothing for its controller to choose?"""
        return bool(self.fixed) or self.made is not None

    def produced(self, game: Kernel, obj: Obj) -> str:
        """The mana of a production with nothing to choose, now."""
        if self.made is not None:
            return self.made(game, obj)
        n = self.count(game, obj) if self.count is not None else 1
        return self.fixed * n

    def combinations(self, n: int) -> tuple[str, ...]:
        """The ways to choose ``n`` mana of its ``combination`` types."""
        return tuple("".join(c) for c in combinations_with_replacement(self.combination, n))

    def picks(self, obj: Obj) -> tuple[str, ...]:
        """What its controller may choose among (not for reflectors: see could_produce; not
        for a combination whose size the game decides: see ``rules.mana.options``)."""
        if self.combination:
            return ()
        if self.combos:
            return self.combos
        if self.chosen_color:
            color = obj.choices.get("color")
            return (color,) if isinstance(color, str) and color else ()
        if self.commander_identity:
            return ()  # 903.4f: no commander, so no color identity to choose from
        return tuple(self.choose_from)

    def text(self) -> str:
        if self.reflect is not None:
            return self.reflect.text
        if self.of_sacrificed:
            return "one mana of any type the sacrificed land could produce"
        if self.fixed and self.count is not None:
            return "{" + self.fixed + "} for each"
        if self.fixed:
            return "".join("{" + m + "}" for m in self.fixed)
        if self.choose_from == "WUBRG":
            if self.amount == 1:
                return "one mana of any color"
            many = {2: "two", 3: "three"}.get(self.amount, str(self.amount))
            return f"{many} mana of any one color"
        return f"{self.amount} of " + "/".join(self.choose_from)


class ActivationLimit(Shared):
    """A restriction an ability's text puts on activating it (602.5b, 602.5d): "Activate only
    as a sorcery", "… only once each turn", "… only if you control a Swamp". The kinds are in
    ``explorer.rules.activated``. ``problem`` says why ``player`` can't activate ability
    ``index`` of ``obj`` now, or None; ``counts`` says whether activations must be counted."""

    text: str
    rule: str
    counts: bool = False

    def problem(self, game: Kernel, player: str, obj: Obj, index: int) -> str | None:
        raise NotImplementedError


@dataclass(frozen=True, eq=False)
class ActivatedAbility(Shared):
    """"[Cost]: [Effect.]" (602). With ``mana`` set and no targets it is a mana ability (605.1a)
    — unless it is a loyalty ability (606: a loyalty symbol in its cost). ``limits`` restrict
    when it may be activated (602.5, 606.3)."""

    cost: Cost
    text: str
    effect: Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    mana: ManaProduction | None = None
    limits: tuple[ActivationLimit, ...] = ()
    keyword: str | None = None  # the keyword ability it stands for (702.1), if it is one
    # Where it works (113.6): on the battlefield, or — its cost discarding the card itself
    # (cycling, 702.29a) — in its owner's hand.
    zone: str = "battlefield"
    min_x: int = 0  # "X can't be 0." (601.2b, 602.2b)

    @property
    def is_loyalty_ability(self) -> bool:
        """606.2: a loyalty symbol in its cost."""
        return any(p.loyalty for p in self.cost.parts)

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: it could add mana, has no target and isn't a loyalty ability."""
        return self.mana is not None and not self.targets and not self.is_loyalty_ability


@dataclass(frozen=True, eq=False)
class Distribution(Shared):
    """"Distribute N [counters] among up to M target [objects]" (601.2d, 603.3d): chosen as the
    ability goes on the stack, at least one to each target."""

    total: int
    max_targets: int
    spec: TargetSpec


@dataclass(frozen=True, eq=False)
class When(Shared):
    """A trigger event (603.2) as a pattern: the kinds of event it can be, and a test of that
    event's fields (given the game, the event and the object whose ability it is). The engine
    asks an ability only about events of its kinds."""

    kinds: frozenset[EventKind]
    test: Callable[[Kernel, Event, Any], bool]  # the object is None for the monarch's (724.2)
    # One event holding several occurrences of the trigger event ("Whenever a creature you
    # control becomes the target …": one spell targeting two of them) triggers the ability once
    # for each (603.2c): each occurrence as an event of its own, about its object.
    occurrences: Callable[[Kernel, Event, Any], list[Event]] | None
    # The trigger event as the ability sees it, when that is more than the logged event that
    # completed it: "whenever ~ deals damage" sees all the damage its source dealt at once.
    seen: Callable[[Kernel, Event], Event] | None
    # The steps an event of these kinds can happen in to match (None: any) — "At the beginning
    # of the end step" only in the end step — so that the others ask no test at all.
    steps: frozenset[str] | None
    # Every kind of event any pattern made so far listens to: an event of another kind (a
    # priority pass) can trigger nothing, so ``triggers.check`` asks no one about it.
    listened: ClassVar[set[EventKind]] = set()

    def __init__(self, kinds: EventKind | Iterable[EventKind],
                 test: Callable[[Kernel, Event, Any], bool] | None = None,
                 occurrences: Callable[[Kernel, Event, Any], list[Event]] | None = None,
                 seen: Callable[[Kernel, Event], Event] | None = None, *,
                 steps: Iterable[str] | None = None) -> None:
        object.__setattr__(self, "kinds", frozenset(
            (kinds,) if isinstance(kinds, EventKind) else kinds))
        object.__setattr__(self, "test", test or (lambda game, event, obj: True))
        object.__setattr__(self, "occurrences", occurrences)
        object.__setattr__(self, "seen", seen)
        object.__setattr__(self, "steps", None if steps is None else frozenset(steps))
        When.listened.update(self.kinds)

    def matches(self, game: Kernel, event: Event, obj: Obj) -> bool:
        return event.event in self.kinds and (self.steps is None or event.step in self.steps) \
            and self.test(game, event, obj)

    def each(self, game: Kernel, event: Event, obj: Any) -> list[Event]:
        """The occurrences of the trigger event in ``event``, which matches (603.2c)."""
        return [event] if self.occurrences is None else self.occurrences(game, event, obj)


@dataclass(frozen=True, eq=False)
class TriggeredAbility(Shared):
    """"When/Whenever/At …" (603). ``trigger`` is its trigger event as a pattern (None for a
    delayed trigger an effect or a mana's rider creates, 603.7). ``condition`` is an
    intervening "if" (603.4)."""

    text: str
    trigger: When | None
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    condition: Callable[[Kernel, Obj, Event | None], bool] | None = None  # (…, the trigger event)
    # Leaves-the-battlefield abilities look back in time (603.10a): checked on the object that left.
    looks_back: bool = False
    # A triggered mana ability (605.1b) resolves at once, right after what triggered it (605.4a).
    mana_ability: bool = False
    distribute: Distribution | None = None
    keyword: str | None = None  # the keyword ability it stands for (702.1), if it is one
    # "When …, choose one — • … • …": its modes (700.2), one chosen as it is put on the stack
    # (603.3c); ``effect`` runs the chosen one and ``targets`` is empty (each mode has its own).
    modes: tuple[SpellMode, ...] = ()
    # How its mode is chosen (700.2, 603.3c): "one" ("choose one —"), "up to one" (none may be
    # chosen: the ability is then removed) or "unchosen" ("choose one that hasn't been chosen —":
    # not one chosen before for its source permanent, which remembers them as this object).
    mode_choice: str = "one"
    # How many modes are chosen (at least, at most): "choose two —" (2, 2), "choose one or
    # more —" (1, every mode); each mode at most once (700.2d).
    how_many: tuple[int, int] = (1, 1)
    # A Saga's chapter ability "{rN}—[Effect]" (714.2b): its chapter number N; 0 for any other.
    chapter: int = 0
    # "This ability triggers only once each turn." (603.2h): not again this turn once it has.
    once_each_turn: bool = False
    # "When you cast this spell" (601.2i): it triggers while its object is a spell on the stack,
    # not a permanent.
    on_cast: bool = False
    # "When ~ is put into your graveyard from your library": it triggers from the graveyard.
    in_graveyard: bool = False


@dataclass(frozen=True, eq=False)
class ReplacementAbility(Shared):
    """A static ability that generates a replacement effect (614.1)."""

    text: str
    applies: Callable[[Kernel, Obj, Proposal], bool]
    replace: Callable[[Kernel, Obj, Proposal], Proposal | None]
    rule: str = "614.1a"
    # A prevention effect's additional effect (615.5: "prevent that damage and put that many
    # +1/+1 counters on it"): done immediately after the event it prevented would have
    # happened, given the permanent and the event as proposed.
    then: Callable[[Kernel, Obj, Proposal], Steps] | None = None


@dataclass(frozen=True, eq=False)
class SpellAbility(Shared):
    """What an instant or sorcery does as it resolves (608.2). A modal spell ("Choose one —",
    700.2) has ``modes``: the one its controller chose as it was cast (601.2b, the cast's
    ``choices.mode``, counting from 1) is what it does, with that mode's targets."""

    text: str
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[SpellMode, ...] = ()
    # How many modes are chosen, at least and at most: "Choose one —" (1, 1), "Choose one or
    # both —" (1, 2), "Choose two —" (2, 2), "Choose one or more —" (1, every mode) (700.2d)
    choose: tuple[int, int] = (1, 1)
    # "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets":
    # the division is announced as the spell is cast (601.2d), with the cast's "distribution".
    distribute: Distribution | None = None


@dataclass(frozen=True, eq=False)
class SpellMode(Shared):
    """One mode of a modal spell (700.2): "• Destroy target artifact." """

    text: str
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()


Ability = ActivatedAbility | TriggeredAbility | ReplacementAbility
