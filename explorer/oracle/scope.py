"""What the sentences of one ability share while the compiler reads them: the card, and the
targets chosen so far.

An ability's targets are chosen all together as it is put on the stack (601.2c, 603.3d), in the
order its text names them; an effect finds its own among them by position (``ctx.targets[k]``).
A target that became illegal is ``None`` on resolution (608.2b) and is skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..abilities import ActivatedAbility, ActivationLimit, Target, TargetSpec, TriggeredAbility
from .patterns import NoMatch, Template
from .phrases import OfThatPlayer, Targets, Token, Who, last_known, unbound

if TYPE_CHECKING:
    from ..abilities import Ctx, SpellMode

Find = Callable[["Ctx"], list[Target]]

# Words for what an earlier phrase of the ability named (608.2c): "it", "that creature".
REFERENTS = frozenset({"it", "that creature", "that permanent", "that card", "that land",
                       "that creature or player", "that permanent card", "that creature card",
                       "them", "they", "those creatures", "those players",
                       "each of those players",
                       "that creature or planeswalker", "a creature dealt damage this way",
                       "that token", "those tokens", "those cards"})

# The player behind what the ability named before: Blightning's "that player or that
# planeswalker's controller" (a player stays that player; the planeswalker is still there, as
# damage alone doesn't remove it before state-based actions, 704.3); Backfire's "that
# creature's controller", the controller of the creature the trigger is about.
CONTROLLER_REFERENTS = frozenset({"that player or that planeswalker's controller",
                                  "its controller", "that creature's controller",
                                  "that land's controller", "that permanent's controller",
                                  "that artifact's controller", "that card's controller",
                                  "the creature's controller"})


def _controllers_of(last: Find) -> Find:
    def players(ctx: Ctx) -> list[Target]:
        found: list[Target] = []
        for t in last(ctx):
            obj = last_known(ctx, t)  # as it last existed, if it has gone (608.2h)
            player = t if isinstance(t, str) else obj.controller if obj is not None else None
            if player is not None and player not in found:
                found.append(player)
        return found

    return players


def _became(left: Find) -> Find:
    """The cards the objects ``left`` finds (as they last existed) became in the public zone
    the trigger event moved them to (400.7e)."""
    from ..rules.zones import became

    def cards(ctx: Ctx) -> list[Target]:
        found: list[Target] = []
        for t in left(ctx):
            gone = last_known(ctx, t)
            card = became(ctx.game, ctx.event, gone) if gone is not None else None
            if card is not None:
                found.append(card.oid)
        return found

    return cards


@dataclass(frozen=True)
class CardsSeen:
    """"It" / "them" after cards were looked at or revealed in a library ("Look at the top card
    of your library. If it's a land card, …"): those cards. Only the instructions written for
    such cards act on them (``explorer.oracle.library``); an instruction for permanents
    ("exile it", "tap it") refuses rather than miss them. Their characteristics ("its mana
    value") can be read."""

    find: Find

    def __call__(self, ctx: Ctx) -> list[Target]:
        return self.find(ctx)


@dataclass
class Scope:
    name: str
    type_line: str = ""
    targets: list[TargetSpec] = field(default_factory=list)
    # Whatever a later sentence of the ability may refer back to ("it", "that creature").
    last: Find | None = None
    # What "it" and "that creature" name where only its characteristics can be read: the
    # object a leaves-the-battlefield trigger's event took away, as it last existed (603.10a) —
    # "its toughness", never "return it" (the card is a new object, 400.7).
    looked_back: Find | None = None
    # What the trigger event is about, when "it" / "that creature" means it: a delayed ability
    # the effect makes still knows it (603.7c) — not what the effect's sentences named.
    of_event: Find | None = None
    # The last thing named that isn't the ability's source: what "that creature" means after
    # "put a +1/+1 counter on ~" (Yorvo: "Then if that creature's power is greater than …").
    named: Find | None = None
    facts: dict[str, Any] = field(default_factory=dict)
    used: list[Template] = field(default_factory=list)  # the templates read, for explain()
    # "distribute N counters among up to M target …": (N, M, what each target may be), 601.2d.
    distribute: tuple[int, int, TargetSpec] | None = None
    tokens: list[Token] = field(default_factory=list)  # the tokens its effects create
    limits: list[ActivationLimit] = field(default_factory=list)  # "Activate only …" (602.5)
    min_x: int = 0  # "X can't be 0." (601.2b: a value of X it may not announce)
    means: list[str] = field(default_factory=list)  # what its keywords stand for (702.1)
    # Reads a quoted activated ability an effect grants ("has \"{T}: Add {G}.\""): set by
    # the compiler, which reads abilities (NoMatch if it can't).
    read_ability: Callable[[str], ActivatedAbility | TriggeredAbility] | None = None
    # The card's delayed triggered abilities so far (603.7), shared by its lines.
    delayed: list[TriggeredAbility] = field(default_factory=list)
    # Read in a triggered ability's effect: "that many" is its trigger event's amount.
    in_trigger: bool = False
    # Read in an ability that triggers from the graveyard (Narcomoeba): "it" is the card there.
    in_graveyard: bool = False
    # The kinds of event that trigger it: what "that spell" can be (a cast, 601.2i).
    trigger_kinds: frozenset[Any] = frozenset()
    # "the difference": what a condition of the ability found missing ("if you have fewer
    # than seven cards in hand, draw cards equal to the difference"), as it resolves.
    difference: Callable[[Ctx], int] | None = None
    # "that player" when the trigger says who it is ("… attacks one of your opponents").
    that_player: Find | None = None
    # A modal triggered ability's modes, once read (700.2, 603.3c).
    modes: tuple[SpellMode, ...] = ()
    # "… except it has this ability" (707.9a): filled with the triggered ability being read
    # once the compiler has built it.
    this_ability: list[TriggeredAbility] = field(default_factory=list)
    # What an effect says of the whole card (``CardDef`` fields), e.g. that its exiles are
    # linked to its "return the exiled card" (607.2a).
    card_fields: dict[str, Any] = field(default_factory=dict)
    # The cards an earlier instruction looked at, revealed or milled — "looked at", "revealed",
    # "milled" — that "from among them" and "the rest" name (608.2c); None before any.
    pile: str | None = None

    def admit(self, value: Any) -> None:
        """Refuse a slot's meaning the ability can't give: "that many" outside a triggered
        ability (where it would be the count of something the grammar doesn't track)."""
        if getattr(value, "of_event", False) and not self.in_trigger:
            raise NoMatch("that many", "'that many' of something other than a trigger event "
                                       "isn't read yet")

    def find(self, phrase: Targets | Who) -> Find:
        """How an effect finds what ``phrase`` names when it happens."""
        if isinstance(phrase, Who):
            if phrase.text in REFERENTS and isinstance(self.last, CardsSeen):
                raise NoMatch(phrase.text, f"{phrase.text!r} names cards in a library; only "
                                           "the instructions read for them move them")
            if phrase.text in REFERENTS and self.last is not None:
                return self.last
            named = self.last or self.looked_back
            if phrase.text in CONTROLLER_REFERENTS and named is not None:
                return _controllers_of(named)
            if phrase.text in REFERENTS and self.looked_back is not None:
                # The permanent the trigger event took away is gone (400.7): an instruction
                # that acts on a permanent can't find it — refused rather than meaning the
                # ability's source. (Reading it, or moving the card it became: find_moved.)
                raise NoMatch(phrase.text, f"{phrase.text!r} names a permanent that left the "
                                           "battlefield; only moving the card it became is read")
            if phrase.text == "that player" and self.that_player is not None:
                return self.that_player
            if phrase.text == "that player" and not self.in_trigger and self.last is not None:
                # A spell's or activated ability's "Target opponent loses 2 life. That player
                # gets a poison counter.": no trigger event to be about — the player named
                # before (608.2c), or the controller of the object named before
                return _controllers_of(self.last)
            if isinstance(phrase.find, OfThatPlayer):
                found = self._of_that_player(phrase.find)
                self.last = self.named = found
                return found
            if phrase.find is unbound:
                raise NoMatch(f"{phrase.text!r} refers to nothing before it")
            found = phrase.find
            if phrase.text in ("~", "it"):  # the source: "that creature" still means the other
                self.last = found
                return found
        else:
            if (phrase.spec.of_x is not None or phrase.spec.x_many) and not self.is_spell:
                # X is announced with the spell, before its targets (601.2b, 601.2c); an
                # ability's X ("where X is …") isn't known when its targets are chosen.
                raise NoMatch(phrase.spec.text, "a target described by X of an ability isn't "
                                                "read yet")
            first = len(self.targets)
            optional = replace(phrase.spec, optional=True)
            for k in range(phrase.count):
                self.targets.append(phrase.spec if k < phrase.required else optional)
            indices = range(first, first + phrase.count)

            def chosen(ctx: Ctx) -> list[Target]:
                return [t for k in indices if k < len(ctx.targets)
                        and (t := ctx.targets[k]) is not None]

            then = phrase.then
            found = chosen if then is None else (lambda ctx: then(ctx, chosen(ctx)))

        self.last = self.named = found
        return found

    def find_moved(self, phrase: Targets | Who) -> Find:
        """Like ``find``, for an instruction that moves a card ("return it to its owner's
        hand", "return that card to the battlefield"): where "it" names a permanent the trigger
        event took off the battlefield, the card it became in the public zone it went to, while
        it is still there (400.7e)."""
        if isinstance(phrase, Who) and phrase.text in REFERENTS and self.last is None \
                and self.looked_back is not None:
            found = _became(self.looked_back)
            self.last = self.named = found
            return found
        return self.find(phrase)

    def _of_that_player(self, of: OfThatPlayer) -> Find:
        """The permanents of that kind "that player" controls, as the effect happens."""
        players = self.that_player or (_controllers_of(self.last) if self.last else None)
        if players is None:
            raise NoMatch("'that player' refers to nothing before it")
        objects = of.objects

        def found(ctx: Ctx) -> list[Target]:
            whose = {p for p in players(ctx) if isinstance(p, str)}
            return [o.oid for o in ctx.game.state.battlefield
                    if o.controller in whose and objects.test(ctx.game, o.controller, o)
                    and not (objects.other and ctx.source is not None
                             and o.oid == ctx.source.oid)]

        return found

    def mark(self) -> tuple[Any, ...]:
        """Where the ability's reading stands, to go back to (``rollback``)."""
        return (len(self.targets), len(self.used), len(self.tokens), len(self.limits),
                len(self.means), self.last, self.named, self.distribute, self.pile)

    def rollback(self, mark: tuple[Any, ...]) -> None:
        (targets, used, tokens, limits, means, self.last, self.named, self.distribute,
         self.pile) = mark
        del self.targets[targets:]  # in place: a spell's paragraphs share the list
        del self.used[used:]
        del self.tokens[tokens:]
        del self.limits[limits:]
        del self.means[means:]

    @property
    def is_spell(self) -> bool:
        return any(t in self.type_line.split() for t in ("Instant", "Sorcery"))
