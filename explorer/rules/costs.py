"""Costs (118, 602.1a): each part of an activation cost checks whether it can be paid and pays
itself (601.2h, no partial payments: every part is checked before any is paid).

- {T}, the tap symbol (107.5): the permanent must be untapped; a creature also must not be
  summoning sick (302.6) unless it has haste (702.10).
- {Q}, the untap symbol (107.6): the permanent must be tapped; the same for creatures.
- Mana (601.2h): paid from the pool, with its spending restrictions (106.6); less while a
  condition holds, for a cost reduction (601.2f).
- Sacrifice this permanent (701.21a).
- Exile a creature you control (Food Chain): the player names it with ``exile``.
- Pay N life (119.4): only with at least N life.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from ..abilities import CostPart, Target
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import Obj
from . import life, mana, summoning_sickness
from .counters import remove_counters
from .keyword_actions import can_be_sacrificed, exile, sacrifice, tap, untap
from .library import mill
from .zones import discard, move

if TYPE_CHECKING:
    from ..kernel import Kernel


def _usable_symbol(game: Kernel, source: Obj, symbol: str) -> None:
    """302.6: a creature's {T} / {Q} ability needs it controlled since the turn began."""
    if summoning_sickness.held_back(game, source):
        raise IllegalAction(f"{source.name} can't pay {symbol}: "
                            f"{summoning_sickness.why(source)}", "302.6")


def _in_hand(game: Kernel, player: str, source: Obj, why: str, rule: str) -> None:
    """A cost paid with the card itself from its owner's hand (113.6: the ability works there)."""
    if source.zone != "hand" or source not in game.state.player(player).hand:
        raise IllegalAction(f"{source.name} must be in {player}'s hand {why}", rule)


@dataclass(frozen=True, eq=False)
class TapSymbol(CostPart):
    """{T}: "tap this permanent" (107.5)."""

    taps: ClassVar[bool] = True

    @property
    def text(self) -> str:
        return "{T}"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        if source.tapped:
            raise IllegalAction(f"{source.name} can't pay {{T}}: it is already tapped", "107.5")
        _usable_symbol(game, source, "{T}")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        tap(game, source, player, "107.5")


@dataclass(frozen=True, eq=False)
class UntapSymbol(CostPart):
    """{Q}: "untap this permanent" (107.6)."""

    untaps: ClassVar[bool] = True

    @property
    def text(self) -> str:
        return "{Q}"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        if not source.tapped:
            raise IllegalAction(f"{source.name} can't pay {{Q}}: it is untapped", "107.6")
        _usable_symbol(game, source, "{Q}")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        untap(game, source, player, "107.6")


@dataclass(frozen=True, eq=False)
class ExertThis(CostPart):
    """"Exert this creature" (701.43a): it won't untap during its controller's next untap step.
    It may be exerted whether or not it is tapped, or was exerted already (701.43b): always
    payable while it is on the battlefield."""

    @property
    def text(self) -> str:
        return "Exert this"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        return None

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        source.skip_next_untap = True  # two exerts expire in the same untap step (701.43b)
        game.emit(K.EFFECT_CREATED, player=player, source=source.name, target=source.handle,
                  rule="701.43a", rider="exerted: doesn't untap during its controller's next "
                                        "untap step")


@dataclass(frozen=True, eq=False)
class ManaPayment(CostPart):
    """A mana cost such as ``{2}`` or ``{X}{G}`` (601.2h), X as chosen (107.3a)."""

    symbols: str = ""

    @property
    def text(self) -> str:
        return self.symbols

    @property
    def mana_cost(self) -> str:
        return self.symbols

    def check(self, game: Kernel, player: str, source: Obj, x: int,
              choice: str | None) -> mana.ManaCost:
        cost = mana.ManaCost.parse(self.symbols).with_x(x)
        spending = mana.Spending(source.card, is_spell=False)
        payer = game.state.player(player)
        if not mana.can_pay(payer, cost, spending):
            mana.pay(game, payer, cost, source.name, spending)  # raises, saying why
        return cost

    def pay(self, game: Kernel, player: str, source: Obj, checked: mana.ManaCost) -> None:
        if checked.total:
            mana.pay(game, game.state.player(player), checked, source.name,
                     mana.Spending(source.card, is_spell=False))


@dataclass(frozen=True, eq=False)
class ReducedManaPayment(ManaPayment):
    """A mana cost that costs ``{less}`` less while ``condition`` holds for the activator ("This
    ability costs {3} less to activate if you're the monarch."): the reduction is applied as the
    total cost is determined (601.2f, for abilities 602.2b) and lowers only its generic part."""

    less: int = 0
    condition: Callable[[Kernel, str, Obj, Any], bool] = lambda game, player, source, event: False
    # Colored mana it costs less ("costs {4}{B} less": the {B}), by type: that much less of
    # that color's requirement (601.2f). Never more than the cost has (the grammar checks).
    less_specific: tuple[tuple[str, int], ...] = ()

    def check(self, game: Kernel, player: str, source: Obj, x: int,
              choice: str | None) -> mana.ManaCost:
        cost = mana.ManaCost.parse(self.symbols).with_x(x)
        if self.condition(game, player, source, None):
            fewer = dict(self.less_specific)
            specific = tuple((m, n - fewer.get(m, 0)) for m, n in cost.specific
                             if n > fewer.get(m, 0))
            cost = mana.ManaCost(max(0, cost.generic - self.less), specific)
        spending = mana.Spending(source.card, is_spell=False)
        payer = game.state.player(player)
        if not mana.can_pay(payer, cost, spending):
            mana.pay(game, payer, cost, source.name, spending)  # raises, saying why
        return cost


@dataclass(frozen=True, eq=False)
class SacrificeThis(CostPart):
    """"Sacrifice this permanent" (701.21a)."""

    @property
    def text(self) -> str:
        return "Sacrifice this"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        # It is on the battlefield under its activator's control (602.2).
        if not can_be_sacrificed(game, source):
            raise IllegalAction(f"{source.name} can't be sacrificed, so this cost can't be "
                                "paid", "101.2")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        sacrifice(game, source, "602.2")


@dataclass(frozen=True, eq=False)
class ExileThis(SacrificeThis):
    """"Exile this permanent" as a cost (406.2): paid like a sacrifice, but to exile."""

    @property
    def text(self) -> str:
        return "Exile this"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        return None  # it is on the battlefield under its activator's control (602.2)

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        exile(game, source, "602.2")


@dataclass(frozen=True, eq=False)
class DiscardThis(CostPart):
    """"Discard this card" (701.9a): payable only while it is in its owner's hand — so the
    ability works from there (113.6, cycling 702.29a)."""

    @property
    def text(self) -> str:
        return "Discard this card"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        _in_hand(game, player, source, "to be discarded", "701.9a")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        discard(game, source, "602.2")


@dataclass(frozen=True, eq=False)
class ExileThisFromHand(CostPart):
    """"Exile this card from your hand" (Simian Spirit Guide): like discarding it, payable only
    while it is in its owner's hand — so the ability works from there (113.6)."""

    @property
    def text(self) -> str:
        return "Exile this card from your hand"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        _in_hand(game, player, source, "to be exiled from it", "602.2")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        exile(game, source, "602.2", how="to pay a cost")


@dataclass(frozen=True, eq=False)
class RevealThisFromHand(CostPart):
    """"Reveal this card from your hand" (ninjutsu, 702.49a): payable only while it is in its
    owner's hand — so the ability works from there (113.6); everyone sees it (701.20a)."""

    @property
    def text(self) -> str:
        return "Reveal this card from your hand"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        _in_hand(game, player, source, "to be revealed from it", "602.2")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        game.emit(K.CARDS_REVEALED, player=player, source=source.name, amount=1,
                  rule="701.20a", found=source.name)


@dataclass(frozen=True, eq=False)
class ExileThisFromGraveyard(CostPart):
    """"Exile this card from your graveyard" (Ichor Drinker): payable only while it is in its
    owner's graveyard — so the ability works from there (113.6)."""

    @property
    def text(self) -> str:
        return "Exile this card from your graveyard"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        if source.zone != "graveyard" or source not in game.state.player(player).graveyard:
            raise IllegalAction(f"{source.name} must be in {player}'s graveyard to be exiled "
                                "from it", "602.2")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        exile(game, source, "602.2", how="to pay a cost")


def _one_card(cards: list[Obj], choice: str | None, chooses: str, rule: str, *, none: str,
              asks: str, unknown: str) -> Obj:
    """The card a cost takes from ``cards`` (of a hand, a graveyard): the only one, or the one
    the activation names (``choice``, by id or name) under its field ``chooses``. Refused, in
    the words given, when there is none (118.3: a cost can't be paid with what isn't there),
    when several could be and none is named, or when the one named isn't among them."""
    if not cards:
        raise IllegalAction(none, "118.3")
    if choice is None:
        if len(cards) == 1:
            return cards[0]
        raise IllegalAction(f"{asks}: name it with \"{chooses}\" "
                            f"({', '.join(c.handle for c in cards)})", rule)
    chosen = next((c for c in cards if choice in (c.handle, c.name)), None)
    if chosen is None:
        raise IllegalAction(unknown, rule)
    return chosen


@dataclass(frozen=True, eq=False)
class ExileFromGraveyard(CostPart):
    """"Exile a creature card from your graveyard" (Moorland Haunt): a card of that kind in its
    activator's graveyard — not the source itself — named with ``exile`` (needed only when
    there is a choice); any card, without a kind."""

    what: str = "card"
    test: Callable[[Kernel, str, Obj], bool] = lambda game, you, card: True
    chooses: ClassVar[str] = "exile"

    @property
    def text(self) -> str:
        article = "an" if self.what[:1].lower() in "aeiou" else "a"
        return f"Exile {article} {self.what} from your graveyard"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> Obj:
        cards = [c for c in game.state.player(player).graveyard
                 if c is not source and self.test(game, player, c)]
        does = f"{source.name}'s cost exiles a {self.what} from {player}'s graveyard"
        return _one_card(cards, choice, self.chooses, "602.2b", none=f"{does}, and there is none",
                         asks=does, unknown=f"{player} has no {self.what} {choice!r} in their "
                         "graveyard to exile")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        exile(game, checked, "602.2", how="to pay a cost")


@dataclass(frozen=True, eq=False)
class DiscardYourHand(CostPart):
    """"Discard your hand" (Lion's Eye Diamond, 701.9a): every card in it, which may be none."""

    @property
    def text(self) -> str:
        return "Discard your hand"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        return None

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        for card in list(game.state.player(player).hand):
            if card is not source:
                discard(game, card, "602.2")


@dataclass(frozen=True, eq=False)
class DiscardA(CostPart):
    """"Discard a card" as a cost (701.9a): a card of its payer's hand other than the spell
    being cast, named with ``discard`` (needed only when there is a choice)."""

    chooses: ClassVar[str] = "discard"
    does: ClassVar[str] = "discards a card"

    @property
    def text(self) -> str:
        return "Discard a card"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> Obj:
        hand = [c for c in game.state.player(player).hand if c is not source]
        does = f"{source.name}'s cost {self.does}"
        return _one_card(hand, choice, self.chooses, "601.2h",
                         none=f"{does} and {player} has none in hand", asks=does,
                         unknown=f"{player} has no {choice!r} in hand to {self.chooses}")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        discard(game, checked, "601.2h")


@dataclass(frozen=True, eq=False)
class ExileACardFromHand(DiscardA):
    """"Exile a card from your hand" (Cadaverous Bloom): chosen as a discard is, but the card
    goes to exile (406.2), so nothing that looks for discards sees it."""

    chooses: ClassVar[str] = "exile"
    does: ClassVar[str] = "exiles a card from hand"

    @property
    def text(self) -> str:
        return "Exile a card from your hand"

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        exile(game, checked, "601.2h", how="to pay a cost")


@dataclass(frozen=True, eq=False)
class ExileACreature(CostPart):
    """"Exile a creature you control" (Food Chain): the activation names it with ``exile``
    (needed only when there is more than one)."""

    chooses: ClassVar[str] = "exile"

    @property
    def text(self) -> str:
        return "Exile a creature you control"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> Obj:
        mine = [o for o in game.state.permanents(player) if o.is_creature]
        if choice is None:
            if len(mine) == 1:
                return mine[0]
            raise IllegalAction(f"{source.name}'s cost exiles a creature you control: name it "
                                f"with \"exile\" ({', '.join(o.handle for o in mine) or 'none'})",
                                "602.2b")
        creature = game.find_permanent(choice, player, rule="602.2b")
        if creature not in mine:
            raise IllegalAction(f"{creature.handle} is not a creature {player} controls",
                                "602.2b")
        return creature

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        exile(game, checked, "602.2b", how="to pay a cost")


@dataclass(frozen=True, eq=False)
class TapUntapped(CostPart):
    """"Tap an untapped creature you control", "Tap three untapped Elves you control" (Springleaf
    Drum, Heritage Druid), and crew's "Tap any number of untapped creatures you control with
    total power N or greater" (702.122a, ``power`` set): permanents named with ``tap`` (needed
    only when there is a choice). Tapping them is not their {T} ability, so a creature that
    came under its controller's control this turn may be tapped (302.6 is about {T} and {Q})."""

    what: str = "creature"
    test: Callable[[Kernel, str, Obj], bool] = lambda game, you, obj: obj.is_creature
    amount: int = 1
    power: int | None = None  # crew: a total power instead of a number
    other: bool = False  # "Tap another untapped Ally you control": not the source itself
    keyword_rule: str = "702.122a"  # a total power's tapping: crew's, or saddle's (702.171c)
    chooses: ClassVar[str] = "tap"

    @property
    def text(self) -> str:
        if self.power is not None:
            other = "other " if self.other else ""
            return (f"Tap any number of {other}untapped {self.what} you control with total "
                    f"power {self.power} or greater")
        if self.other:
            return f"Tap another untapped {self.what} you control"
        return f"Tap {self.amount} untapped {self.what} you control"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: Any) -> list[Obj]:
        able = [o for o in game.state.permanents(player)
                if not o.tapped and self.test(game, player, o)
                and not ((self.power is not None or self.other) and o is source)]  # a Vehicle
        # can't crew itself
        names = list(choice or ())
        if not names:
            if self.power is None and len(able) == self.amount:
                return able
            raise IllegalAction(f"{source.name}'s cost taps untapped {self.what}: name them "
                                f"with \"tap\" ({', '.join(o.handle for o in able) or 'none'})",
                                "602.2b")
        chosen = named_among(game, player, names, able,
                             f"is not an untapped {self.what} {player} controls")
        if self.power is not None:
            from .layers import power

            total = sum(max(0, power(game, o)) for o in chosen)
            if total < self.power:
                saddle = self.keyword_rule != "702.122a"
                raise IllegalAction(f"{'saddle' if saddle else 'crew'} {self.power}: the "
                                    f"creatures named have total power {total}",
                                    "702.171a" if saddle else "702.122a")
        elif len(chosen) != self.amount:
            raise IllegalAction(f"{source.name}'s cost taps {self.amount} {self.what}; "
                                f"{len(chosen)} named", "602.2b")
        return chosen

    def pay(self, game: Kernel, player: str, source: Obj, checked: list[Obj]) -> None:
        for obj in checked:
            # 702.171c: a creature tapped for a saddle ability "saddles" the Mount
            tap(game, obj, player, self.keyword_rule if self.power is not None else "602.2b")


@dataclass(frozen=True, eq=False)
class MillCards(CostPart):
    """"Mill a card" as a cost (701.17a): payable only with that many cards in the library
    (701.17b: no one may choose to mill more cards than they have)."""

    amount: int = 1

    @property
    def text(self) -> str:
        return "Mill a card" if self.amount == 1 else f"Mill {self.amount} cards"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        held = len(game.state.player(player).library)
        if held < self.amount:
            raise IllegalAction(f"{source.name}'s cost mills {self.amount} card(s) and {player}'s "
                                f"library holds {held}", "701.17b")

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        mill(game, player, self.amount)


@dataclass(frozen=True, eq=False)
class PayLife(CostPart):
    """"Pay N life" (119.4)."""

    amount: int = 1

    @property
    def text(self) -> str:
        return f"Pay {self.amount} life"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        life.check_pay_life(game, player, self.amount)

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        life.change_life(game, player, -self.amount, source.name, rule="119.4")


@dataclass(frozen=True, eq=False)
class SacrificeA(CostPart):
    """"Sacrifice a creature", "Sacrifice a Goblin" (701.21a): a permanent of that kind its
    activator controls, named with ``sacrifice`` (needed only when there is more than one).
    ``test`` says which permanents qualify, seen from the activator."""

    what: str = "creature"
    test: Callable[[Kernel, str, Obj], bool] = lambda game, you, obj: obj.is_creature
    other: bool = False  # "Sacrifice another creature": not the source itself
    chooses: ClassVar[str] = "sacrifice"

    @property
    def text(self) -> str:
        article = "an" if self.what[:1].lower() in "aeiou" else "a"
        return f"Sacrifice {'another' if self.other else article} {self.what}"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: Any) -> Obj:
        if isinstance(choice, tuple):  # a list naming one
            if len(choice) != 1:
                raise IllegalAction(f"{source.name}'s cost sacrifices one {self.what}; "
                                    f"{len(choice)} named", "602.2b")
            choice = choice[0]
        mine = [o for o in game.state.permanents(player) if self.test(game, player, o)
                and can_be_sacrificed(game, o)  # 101.2
                and not (self.other and o.oid == source.oid)]
        if choice is None:
            if len(mine) == 1:
                return mine[0]
            raise IllegalAction(f"{source.name}'s cost sacrifices a {self.what}: name it with "
                                f"\"sacrifice\" ({', '.join(o.handle for o in mine) or 'none'})",
                                "602.2b")
        chosen = game.find_permanent(choice, player, rule="602.2b")
        if chosen not in mine:
            raise IllegalAction(f"{chosen.handle} is not a {self.what} {player} controls",
                                "602.2b")
        return chosen

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        sacrifice(game, checked, "602.2")


@dataclass(frozen=True, eq=False)
class SacrificeMany(CostPart):
    """"Sacrifice two enchantments" (701.21a): that many permanents of that kind its activator
    controls, named with ``sacrifice`` as a list (needed only when more could be). They are
    sacrificed at once."""

    what: str = "creatures"
    test: Callable[[Kernel, str, Obj], bool] = lambda game, you, obj: obj.is_creature
    amount: int = 2
    chooses: ClassVar[str] = "sacrifice"

    @property
    def text(self) -> str:
        return f"Sacrifice {self.amount} {self.what}"

    def check(self, game: Kernel, player: str, source: Obj, x: int,
              choice: Any) -> list[Obj]:
        mine = [o for o in game.state.permanents(player) if self.test(game, player, o)
                and can_be_sacrificed(game, o)]  # 101.2
        names = [choice] if isinstance(choice, str) else list(choice or ())
        if not names:
            if len(mine) == self.amount:
                return mine
            raise IllegalAction(f"{source.name}'s cost sacrifices {self.amount} {self.what}: "
                                f"name them with \"sacrifice\" "
                                f"({', '.join(o.handle for o in mine) or 'none'})", "602.2b")
        chosen = named_among(game, player, names, mine,
                             f"is not one of the {self.what} {player} controls")
        if len(chosen) != self.amount:
            raise IllegalAction(f"{source.name}'s cost sacrifices {self.amount} {self.what}; "
                                f"{len(chosen)} named", "602.2b")
        return chosen

    def pay(self, game: Kernel, player: str, source: Obj, checked: list[Obj]) -> None:
        with game.simultaneously():
            for obj in checked:
                sacrifice(game, obj, "602.2")


@dataclass(frozen=True, eq=False)
class ReturnA(CostPart):
    """"Return a land you control to its owner's hand" (Oboro Breezecaller): a permanent of
    that kind its activator controls, named with ``return_to_hand`` (needed only when there
    is more than one). ``test`` says which permanents qualify, seen from the activator."""

    what: str = "land you control"
    test: Callable[[Kernel, str, Obj], bool] = lambda game, you, obj: obj.is_type("Land")
    chooses: ClassVar[str] = "return_to_hand"

    @property
    def text(self) -> str:
        article = "an" if self.what[:1].lower() in "aeiou" else "a"
        return f"Return {article} {self.what} to its owner's hand"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> Obj:
        mine = [o for o in game.state.permanents(player) if self.test(game, player, o)]
        if choice is None:
            if len(mine) == 1:
                return mine[0]
            raise IllegalAction(f"{source.name}'s cost returns a {self.what} to its owner's "
                                f"hand: name it with \"return_to_hand\" "
                                f"({', '.join(o.handle for o in mine) or 'none'})", "602.2b")
        chosen = game.find_permanent(choice, player, rule="602.2b")
        if chosen not in mine:
            raise IllegalAction(f"{chosen.handle} is not a {self.what} {player} controls",
                                "602.2b")
        return chosen

    def pay(self, game: Kernel, player: str, source: Obj, checked: Obj) -> None:
        combat = game.state.combat
        if combat is not None and checked.oid in combat.attackers:
            # the player it attacked, for what the ability puts onto the battlefield
            # attacking in its place (ninjutsu, 702.49c)
            combat.returned[source.oid] = combat.attackers[checked.oid]
            if checked.oid in combat.planeswalkers:  # or the planeswalker it attacked
                combat.returned_planeswalkers[source.oid] = combat.planeswalkers[checked.oid]
        move(game, checked, "hand", "602.2", how="returned to pay a cost")


@dataclass(frozen=True, eq=False)
class RemoveCounters(CostPart):
    """"Remove a +1/+1 counter from this creature": payable only if it has that many (118.3).
    ``x_amount``: "Remove X storage counters" — X is chosen as it is activated (107.3a)."""

    kind: str = "+1/+1"
    amount: int = 1
    x_amount: bool = False
    any_number: bool = False  # "Remove any number of …": the number is the activation's x

    @property
    def text(self) -> str:
        if self.any_number:
            return f"Remove any number of {self.kind} counters from this"
        if self.x_amount:
            return f"Remove X {self.kind} counters from this"
        many = "a" if self.amount == 1 else str(self.amount)
        return f"Remove {many} {self.kind} counter{'s' if self.amount > 1 else ''} from this"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> int:
        amount = x if self.x_amount else self.amount
        has = source.counters.get(self.kind, 0)
        if has < amount:
            raise IllegalAction(f"{source.name} can't pay its cost: it has {has} {self.kind} "
                                f"counter(s), and the cost removes {amount}", "118.3")
        return amount

    def pay(self, game: Kernel, player: str, source: Obj, checked: int) -> None:
        if checked:
            remove_counters(game, source, self.kind, checked, source.name, rule="602.2")


@dataclass(frozen=True, eq=False)
class PutCounters(CostPart):
    """"Put a -1/-1 counter on this creature" as a cost (Devoted Druid): always payable."""

    kind: str = "-1/-1"
    amount: int = 1

    @property
    def text(self) -> str:
        many = "a" if self.amount == 1 else str(self.amount)
        return f"Put {many} {self.kind} counter{'s' if self.amount > 1 else ''} on this"

    def check(self, game: Kernel, player: str, source: Obj, x: int, choice: str | None) -> None:
        return None

    def pay(self, game: Kernel, player: str, source: Obj, checked: Any) -> None:
        # "If an effect would put counters" replacements (Doubling Season) don't see a cost.
        # Those worded for any counters (Vorinclex) would: not modelled, as paying a cost can't
        # stop for a replacement-order choice here.
        source.counters = {**source.counters,
                           self.kind: source.counters.get(self.kind, 0) + self.amount}
        game.emit(K.COUNTERS_ADDED, player=source.controller, source=source.name,
                  target=source.handle, amount=self.amount, counter=self.kind, rule="602.2")


_PAYING = (TapSymbol, UntapSymbol, ManaPayment, SacrificeThis, ExileACreature, PayLife,
           SacrificeA, RemoveCounters, PutCounters)
_PRINTED = (ManaPayment, TapSymbol, UntapSymbol, PayLife, SacrificeThis, ExileACreature,
            SacrificeA, RemoveCounters, PutCounters)


def paying_order(part: CostPart) -> int:
    """The order parts are paid in: the symbols, mana, then the rest (601.2h: any order)."""
    return next((k for k, kind in enumerate(_PAYING) if isinstance(part, kind)), len(_PAYING))


def printed_order(part: CostPart) -> int:
    """The order parts are printed in: mana first (602.1a)."""
    return next((k for k, kind in enumerate(_PRINTED) if isinstance(part, kind)), len(_PRINTED))


def parts(*, mana: str = "", tap: bool = False, untap: bool = False,
          sacrifice_self: bool = False, exile_creature: bool = False,
          life: int = 0) -> list[CostPart]:
    """The cost parts named by ``Cost``'s keywords."""
    out: list[CostPart] = []
    if tap:
        out.append(TapSymbol())
    if untap:
        out.append(UntapSymbol())
    if mana:
        out.append(ManaPayment(symbols=mana))
    if sacrifice_self:
        out.append(SacrificeThis())
    if exile_creature:
        out.append(ExileACreature())
    if life:
        out.append(PayLife(amount=life))
    return out


# -- cost increases and reductions (601.2f) -----------------------------------------------------
def spell_cost(game: Kernel, player: str, card: Obj, cost: mana.ManaCost,
               targets: Sequence[Target | None] = ()) -> mana.ManaCost:
    """601.2f: the total cost of casting ``card`` — its cost plus every increase, minus every
    reduction, from its own text ("This spell costs {1} less to cast if …", "… if it targets a
    tapped creature") and from permanents on the battlefield ("Creature spells you cast cost
    {1} less to cast.", "Spells your opponents cast that target this creature cost {2} more to
    cast."). ``targets``: those chosen for it (601.2c, before the cost is determined). Only
    generic mana changes, and never below zero."""
    change = 0
    if card.card.costs_less is not None:
        change -= card.card.costs_less(game, player, card)
    chosen = [o for t in targets if isinstance(t, int) and (o := game.state.find(t)) is not None]
    if card.card.costs_less_targeting is not None:
        less, test = card.card.costs_less_targeting
        if any(test(game, player, o) for o in chosen):
            change -= less
    for obj in game.state.battlefield:
        mine = obj.controller == player
        targeted = obj.card.targeting_it_costs
        if targeted is not None and any(o.oid == obj.oid for o in chosen):
            whose, delta = targeted
            if not ((whose == "you" and not mine) or (whose == "opponents" and mine)):
                change += delta
        rule = obj.card.spells_cost
        if rule is None:
            continue
        whose, test, delta = rule
        if (whose == "you" and not mine) or (whose == "opponents" and mine):
            continue
        if test(game, obj.controller, card):
            change += delta
    if change == 0:
        return cost
    return replace(cost, generic=max(0, cost.generic + change))


def optional_additional(card: Obj, choices: dict[str, Any], choice: str, cost: str,
                        keyword: str, rule: str) -> str:
    """An optional additional cost a keyword offers as the spell is cast (601.2b: "You may pay
    an additional [cost]"): the mana it adds to the total cost if ``choice`` is announced —
    or IllegalAction naming the keyword's rule for a spell without it (an empty ``cost``)."""
    if not choices.get(choice):
        return ""
    if not cost:
        raise IllegalAction(f"{card.name} has no {keyword} cost to pay ({rule})", "601.2b")
    return cost


def named_among(game: Kernel, player: str, names: Sequence[str], among: Sequence[Obj],
                otherwise: str) -> list[Obj]:
    """The permanents a cost's action names (602.2b), each one of ``among`` and named once —
    else IllegalAction: "<id> <otherwise>" or "<id> is named twice"."""
    chosen: list[Obj] = []
    for ref in names:
        obj = game.find_permanent(ref, player, rule="602.2b")
        if obj not in among:
            raise IllegalAction(f"{obj.handle} {otherwise}", "602.2b")
        if obj in chosen:
            raise IllegalAction(f"{obj.handle} is named twice", "602.2b")
        chosen.append(obj)
    return chosen
