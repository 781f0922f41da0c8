"""Conditions: "if you're the monarch", "unless you control a Swamp", "~ is tapped".

A condition is a test of the game seen from the ability's controller ("you") and its source. It
is checked where its sentence puts it: as a trigger event happens and again on resolution for an
intervening "if" (603.4), on resolution for an "if" inside an effect (608.2c), as a permanent
enters for "enters tapped unless" (614.1d), when activating for "Activate only if" (602.5b), at
every moment for a static ability's "as long as" (611.3a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .patterns import GRAMMAR
from .phrases import Objects

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .scope import Scope

Condition = Callable[["Kernel", str, "Obj | None"], bool]  # (game, you, the source)
condition = GRAMMAR.template


@condition("condition", "you're the monarch", "you are the monarch", rule="724.1",
           runs="explorer.rules.monarch")
def _monarch(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.monarch == you


@condition("condition", "you're not the monarch", "you aren't the monarch", rule="724.1",
           runs="explorer.rules.monarch")
def _not_monarch(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.monarch != you


@condition("condition", "an opponent is the monarch", rule="724.1", runs="explorer.rules.monarch")
def _opponent_monarch(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.monarch not in (None, you)


@condition("condition", "there is no monarch", rule="724.1", runs="explorer.rules.monarch")
def _no_monarch(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.monarch is None


@condition("condition", "~ is tapped", rule="110.5", runs="explorer.rules.keyword_actions")
def _tapped(scope: Scope) -> Condition:
    return lambda game, you, source: source is not None and source.tapped


@condition("condition", "~ is untapped", rule="110.5", runs="explorer.rules.keyword_actions")
def _untapped(scope: Scope) -> Condition:
    return lambda game, you, source: source is not None and not source.tapped


@condition("condition", "you control {what:objects}", "you control an {what:objects}",
           "you control a {what:objects}", rule="109.4", runs="explorer.oracle.phrases")
def _you_control(scope: Scope, what: Objects) -> Condition:
    return lambda game, you, source: any(
        o.controller == you for o in what.of(game, you, source))


@condition("condition", "you control {n:number} or fewer {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _you_control_at_most(scope: Scope, n: int, what: Objects) -> Condition:
    return lambda game, you, source: sum(
        1 for o in what.of(game, you, source) if o.controller == you) <= n


@condition("condition", "you control {n:number} or more {what:objects}", rule="109.4",
           runs="explorer.oracle.phrases")
def _you_control_at_least(scope: Scope, n: int, what: Objects) -> Condition:
    return lambda game, you, source: sum(
        1 for o in what.of(game, you, source) if o.controller == you) >= n


@condition("condition", "it's your turn", rule="102.1", runs="explorer.rules.turns")
def _your_turn(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.active == you


@condition("condition", "it's not your turn", "it isn't your turn", rule="102.1",
           runs="explorer.rules.turns")
def _not_your_turn(scope: Scope) -> Condition:
    return lambda game, you, source: game.state.active != you


GRAMMAR.kind("condition", "condition")
