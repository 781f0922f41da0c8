"""Costs (118, 602.1a): the part of an activated ability before the colon, one part between
each pair of commas. Each part reads to a :class:`~explorer.abilities.CostPart` of
:mod:`explorer.rules.costs`, which checks and pays it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..abilities import ActivationLimit, CostPart
from ..rules import suspend
from ..rules.activated import (
    COMBAT_STEPS,
    AnyTimeWithPriority,
    AsASorcery,
    DuringAnOpponentsTurn,
    DuringSteps,
    DuringYourTurn,
    OnlyIf,
    OnlyOnce,
    TimesEachTurn,
)
from ..rules.costs import (
    DiscardA,
    DiscardThis,
    DiscardYourHand,
    ExertThis,
    ExileACardFromHand,
    ExileACreature,
    ExileFromGraveyard,
    ExileThis,
    ExileThisFromGraveyard,
    ExileThisFromHand,
    ManaPayment,
    MillCards,
    PayLife,
    PutCounters,
    RemoveCounters,
    ReturnA,
    RevealThisFromHand,
    SacrificeA,
    SacrificeMany,
    SacrificeThis,
    TapSymbol,
    TapUntapped,
    UntapSymbol,
)
from .patterns import GRAMMAR, NoMatch
from .phrases import Objects, in_words, is_plural

if TYPE_CHECKING:
    from .conditions import Condition
    from .scope import Scope

cost = GRAMMAR.template


@cost("cost", "{T}", rule="107.5", runs="explorer.rules.costs")
def _tap(scope: Scope) -> CostPart:
    return TapSymbol()


@cost("cost", "{Q}", rule="107.6", runs="explorer.rules.costs")
def _untap(scope: Scope) -> CostPart:
    return UntapSymbol()


@cost("cost", "{symbols:mana_cost}", rule="601.2h", runs="explorer.rules.costs")
def _mana(scope: Scope, symbols: str) -> CostPart:
    return ManaPayment(symbols=symbols)


@cost("cost", "sacrifice ~", rule="701.21a", runs="explorer.rules.costs")
def _sacrifice_this(scope: Scope) -> CostPart:
    return SacrificeThis()


@cost("cost", "exert ~", rule="701.43a", runs="explorer.rules.costs")
def _exert_this(scope: Scope) -> CostPart:
    """Oasis Ritualist: "{T}, Exert this creature: Add two mana of any one color." """
    return ExertThis()


@cost("cost", "mill a card", "mill {n:number} cards", rule="701.17a",
      runs="explorer.rules.costs")
def _mill_cost(scope: Scope, n: int = 1) -> CostPart:
    """Millikin: "{T}, Mill a card: Add {C}." """
    return MillCards(amount=n)


@cost("cost", "exile ~", rule="406.2", runs="explorer.rules.costs")
def _exile_this(scope: Scope) -> CostPart:
    """"{T}, Exile ~: Add three mana of any one color." (a permanent's cost; a card's own
    "Exile this card from your hand" is read apart)."""
    return ExileThis()


@cost("cost", "sacrifice a {what:objects}", "sacrifice an {what:objects}", rule="701.21a",
      runs="explorer.rules.costs")
def _sacrifice_a(scope: Scope, what: Objects) -> CostPart:
    return SacrificeA(what=what.text, test=what.test)


@cost("cost", "sacrifice {n:number} {what:objects}", rule="701.21a", runs="explorer.rules.costs")
def _sacrifice_many(scope: Scope, n: int, what: Objects) -> CostPart:
    """Dutiful Griffin: "Sacrifice two enchantments" — that many permanents of the kind."""
    if n < 2 or not is_plural(what.text.split(" you control")[0]):
        raise NoMatch(what.text)
    return SacrificeMany(what=what.text, test=what.test, amount=n)


@cost("cost", "sacrifice another {what:objects}", rule="701.21a", runs="explorer.rules.costs")
def _sacrifice_another(scope: Scope, what: Objects) -> CostPart:
    return SacrificeA(what=what.text, test=what.test, other=True)


@cost("cost", "return a {what:objects} to its owner's hand",
      "return an {what:objects} to its owner's hand", rule="602.2b",
      runs="explorer.rules.costs")
def _return_a(scope: Scope, what: Objects) -> CostPart:
    """Oboro Breezecaller: "{2}, Return a land you control to its owner's hand: Untap target
    land." — a permanent its activator controls (the phrase says so: "you control")."""
    if not what.text.endswith(" you control"):
        raise NoMatch(what.text)
    return ReturnA(what=what.text, test=what.test)


@cost("cost", "discard a card", rule="701.9a", runs="explorer.rules.costs")
def _discard_a_card(scope: Scope) -> CostPart:
    return DiscardA()


@cost("cost", "exile a card from your hand", rule="406.2", runs="explorer.rules.costs")
def _exile_a_card_from_hand(scope: Scope) -> CostPart:
    return ExileACardFromHand()


@cost("cost", "discard ~", rule="701.9a", runs="explorer.rules.costs")
def _discard_this(scope: Scope) -> CostPart:
    return DiscardThis()


@cost("cost", "exile ~ from your hand", rule="602.2", runs="explorer.rules.costs")
def _exile_this_from_hand(scope: Scope) -> CostPart:
    return ExileThisFromHand()


@cost("cost", "reveal ~ from your hand", rule="702.49a", runs="explorer.rules.costs")
def _reveal_this_from_hand(scope: Scope) -> CostPart:
    return RevealThisFromHand()


@cost("cost", "exile ~ from your graveyard", rule="602.2", runs="explorer.rules.costs")
def _exile_this_from_graveyard(scope: Scope) -> CostPart:
    return ExileThisFromGraveyard()


@cost("cost", "exile a card from your graveyard", "exile a {what:objects} card from your graveyard",
      "exile an {what:objects} card from your graveyard", rule="602.2b",
      runs="explorer.rules.costs")
def _exile_from_graveyard(scope: Scope, what: Objects | None = None) -> CostPart:
    """Moorland Haunt: "{W}{U}, {T}, Exile a creature card from your graveyard: …" """
    if what is None:
        return ExileFromGraveyard()
    return ExileFromGraveyard(what=f"{what.text} card", test=what.test)


@cost("cost", "discard your hand", rule="701.9a", runs="explorer.rules.costs")
def _discard_your_hand(scope: Scope) -> CostPart:
    return DiscardYourHand()


@cost("cost", "exile a creature you control", rule="406.1", runs="explorer.rules.costs")
def _exile_a_creature(scope: Scope) -> CostPart:
    return ExileACreature()


@cost("cost", "tap an untapped {what:objects} you control", rule="602.2b",
      runs="explorer.rules.costs")
def _tap_an_untapped(scope: Scope, what: Objects) -> CostPart:
    return TapUntapped(what=what.text, test=what.test, amount=1)


@cost("cost", "tap another untapped {what:objects} you control", rule="602.2b",
      runs="explorer.rules.costs")
def _tap_another_untapped(scope: Scope, what: Objects) -> CostPart:
    """Veteran Warleader: "Tap another untapped Ally you control: …" — not itself."""
    return TapUntapped(what=what.text, test=what.test, amount=1, other=True)


@cost("cost", "tap {n:number} untapped {what:objects} you control", rule="602.2b",
      runs="explorer.rules.costs")
def _tap_untapped(scope: Scope, n: int, what: Objects) -> CostPart:
    """"Tap three untapped Elves you control" (Heritage Druid)."""
    return TapUntapped(what=what.text, test=what.test, amount=n)


@cost("cost", "tap any number of untapped creatures you control with total power {n:number} "
      "or greater", rule="702.122a", runs="explorer.rules.costs")
def _crew_cost(scope: Scope, n: int) -> CostPart:
    return TapUntapped(what="creatures", test=lambda game, you, o: o.is_creature, power=n)


@cost("cost", "tap any number of other untapped creatures you control with total power "
      "{n:number} or greater", rule="702.171a", runs="explorer.rules.costs")
def _saddle_cost(scope: Scope, n: int) -> CostPart:
    """Saddle's cost (702.171a): never the Mount itself; each creature tapped saddles it
    (702.171c)."""
    return TapUntapped(what="creatures", test=lambda game, you, o: o.is_creature, power=n,
                       other=True, keyword_rule="702.171c")


@cost("cost", "pay {n:number} life", rule="119.4", runs="explorer.rules.costs")
def _pay_life(scope: Scope, n: int) -> CostPart:
    return PayLife(amount=n)


@cost("cost", "remove {n:number} {counter:counter} counter from ~",
      "remove {n:number} {counter:counter} counters from ~", rule="118.3",
      runs="explorer.rules.costs")
def _remove_counters(scope: Scope, n: int, counter: str) -> CostPart:
    return RemoveCounters(kind=counter, amount=n)


@cost("cost", "remove X {counter:counter} counters from ~", rule="107.3a",
      runs="explorer.rules.costs")
def _remove_x_counters(scope: Scope, counter: str) -> CostPart:
    return RemoveCounters(kind=counter, x_amount=True)


@cost("cost", "remove any number of {counter:counter} counters from ~", rule="602.2b",
      runs="explorer.rules.costs")
def _remove_any_number_of_counters(scope: Scope, counter: str) -> CostPart:
    """Mage-Ring Network: "{T}, Remove any number of storage counters from this land: Add {C}
    for each storage counter removed this way." The number is chosen as the cost is paid
    (601.2h, by 602.2b) — given as the activation's ``x``, which "removed this way" counts."""
    return RemoveCounters(kind=counter, x_amount=True, any_number=True)


@cost("cost", "put {n:number} {counter:counter} counter on ~",
      "put {n:number} {counter:counter} counters on ~", rule="118.3",
      runs="explorer.rules.costs")
def _put_counters(scope: Scope, n: int, counter: str) -> CostPart:
    return PutCounters(kind=counter, amount=n)


# -- restrictions on activating (602.5) ---------------------------------------------------------
limit = GRAMMAR.template


@limit("limit", "activate only as a sorcery", "activate this ability only any time you could "
       "cast a sorcery", rule="602.5d", runs="explorer.rules.activated")
def _as_a_sorcery(scope: Scope) -> ActivationLimit:
    return AsASorcery()


@limit("limit", "activate only as an instant", rule="602.5d", runs="explorer.rules.activated")
def _as_an_instant(scope: Scope) -> ActivationLimit:
    """Lion's Eye Diamond: "any time you could cast an instant" — when its controller has
    priority, which is when any activated ability may be activated anyway (602.2)."""
    return AnyTimeWithPriority()


@limit("limit", "activate only once each turn", "activate this ability only once each turn",
       rule="602.5b", runs="explorer.rules.activated")
def _once_each_turn(scope: Scope) -> ActivationLimit:
    return TimesEachTurn()


@limit("limit", "activate no more than twice each turn",
       "activate this ability no more than twice each turn", rule="602.5b",
       runs="explorer.rules.activated")
def _twice_each_turn(scope: Scope) -> ActivationLimit:
    """Vampire Bats: "{B}: This creature gets +1/+0 until end of turn. Activate no more than
    twice each turn." — counted on this object, as "only once each turn" is."""
    return TimesEachTurn(times=2, text="Activate no more than twice each turn.")


@limit("limit", "activate no more than {n:number} times each turn",
       "activate this ability no more than {n:number} times each turn", rule="602.5b",
       runs="explorer.rules.activated")
def _n_times_each_turn(scope: Scope, n: int) -> ActivationLimit:
    return TimesEachTurn(times=n, text=f"Activate no more than {in_words(n)} times each turn.")


@limit("limit", "activate only during your turn", "activate this ability only during your turn",
       rule="602.5b", runs="explorer.rules.activated")
def _during_your_turn(scope: Scope) -> ActivationLimit:
    return DuringYourTurn()


@limit("limit", "activate only during your upkeep",
       "activate this ability only during your upkeep", rule="602.5b",
       runs="explorer.rules.activated")
def _during_your_upkeep(scope: Scope) -> ActivationLimit:
    return DuringSteps(frozenset({"upkeep"}), yours=True, text="Activate only during your upkeep.")


@limit("limit", "activate only during combat", rule="602.5b", runs="explorer.rules.activated")
def _during_combat(scope: Scope) -> ActivationLimit:
    return DuringSteps(COMBAT_STEPS, text="Activate only during combat.")


@limit("limit", "activate only during an opponent's turn",
       "activate this ability only during an opponent's turn", rule="602.5b",
       runs="explorer.rules.activated")
def _during_an_opponents_turn(scope: Scope) -> ActivationLimit:
    return DuringAnOpponentsTurn()


@limit("limit", "activate only if {test:condition}",
       "activate this ability only if {test:condition}", rule="602.5b",
       runs="explorer.rules.activated")
def _only_if(scope: Scope, test: Condition) -> ActivationLimit:
    return OnlyIf(test=test)


@limit("limit", "activate only if ~ is suspended", rule="702.62b",
       runs="explorer.rules.suspend")
def _while_suspended(scope: Scope) -> ActivationLimit:
    """Greater Gargadon: the ability works from exile while the card is suspended."""
    return suspend.WhileSuspended()


@limit("limit", "activate only once", "activate this ability only once", rule="602.5b",
       runs="explorer.rules.activated")
def _only_once(scope: Scope) -> ActivationLimit:
    """Thought Shucker: once for this object, ever (a new object, 400.7, may again)."""
    return OnlyOnce(text="Activate only once.")


# 505.1: the steps of a turn before its combat phase
BEFORE_COMBAT = frozenset({"untap", "upkeep", "draw", "precombat_main"})


@limit("limit", "activate only before combat", rule="602.5b", runs="explorer.rules.activated")
def _before_combat(scope: Scope) -> ActivationLimit:
    """Maddening Imp's "only before combat": in a step before the turn's combat phase."""
    return DuringSteps(BEFORE_COMBAT, text="Activate only before combat.")


@limit("limit", "activate only as a sorcery and only once each turn", rule="602.5b",
       runs="explorer.rules.activated")
def _sorcery_once(scope: Scope) -> ActivationLimit:
    scope.limits.append(AsASorcery())
    return TimesEachTurn()


@limit("limit", "activate only as a sorcery and only if {test:condition}", rule="602.5b",
       runs="explorer.rules.activated")
def _sorcery_if(scope: Scope, test: Condition) -> ActivationLimit:
    scope.limits.append(AsASorcery())
    return OnlyIf(test=test)


_PARTS = re.compile(r",\s*")


def read_cost(text: str, scope: Scope) -> tuple[CostPart, ...]:
    """Every part of "{2}, {T}, Sacrifice ~", or NoMatch naming the part not known."""
    parts: list[CostPart] = []
    pieces: list[str] = []
    for piece in _PARTS.split(text):
        # Each part of a cost is printed with a capital (or a symbol): a piece in lower case
        # continues a list of kinds ("Sacrifice an artifact, creature, or land").
        if pieces and piece[:1].islower():
            pieces[-1] = f"{pieces[-1]}, {piece}"
        else:
            pieces.append(piece)
    for printed in pieces:
        part = printed[:1].lower() + printed[1:] if not printed.startswith("{") else printed
        parts.append(GRAMMAR.parse("cost", part, scope))
    if not parts:
        raise NoMatch(text)
    return tuple(parts)
