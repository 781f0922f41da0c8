"""Crimes (700.13): a player commits a crime as they cast a spell, activate an ability, or put a
triggered ability on the stack that targets at least one opponent, at least one permanent,
spell or ability an opponent controls, and/or at least one card in an opponent's graveyard.

One crime per spell or ability, however many of those it targets; it is committed as soon as
the spell is cast or the ability is activated or put on the stack, whether or not it resolves,
and only the targets first chosen count. The rules modules that put things on the stack
(``explorer.rules.stack``, ``explorer.rules.triggers``) tell this module, which counts each
player's crimes this turn ("if you've committed a crime this turn"); "whenever you commit a
crime" looks at the same spell or ability as its casting, activation or being put on the stack
is announced (``explorer.oracle.triggers``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import StackItem

RULE = "700.13"


def key(player: str) -> str:
    """The turn's count of ``player``'s crimes (``State.this_turn``)."""
    return f"crimes:{player}"


def is_crime(game: Kernel, item: StackItem) -> bool:
    """Does the spell or ability ``item``, as it is put on the stack, target an opponent of its
    controller, a permanent or a spell an opponent controls, or a card in an opponent's
    graveyard?"""
    you = item.controller
    state = game.state
    foes = {p.name for p in state.opponents(you)}
    for target in item.targets:
        if isinstance(target, str):
            if target in foes:
                return True
            continue
        if target is None:
            continue
        permanent = state.find(target)
        if permanent is not None:
            if permanent.controller in foes:
                return True
            continue
        spell = state.spell_on_stack(target)
        if spell is not None:
            if spell.controller in foes:
                return True
            continue
        ability = next((i for i in state.stack if i.sid == target and i.card is None), None)
        if ability is not None:
            if ability.controller in foes:
                return True
            continue
        if any(c.oid == target for p in state.players if p.name in foes for c in p.graveyard):
            return True
    return False


def note(game: Kernel, item: StackItem) -> None:
    """``item`` was just cast, activated or put on the stack: if it is a crime, its controller
    has committed one more this turn."""
    if item.targets and is_crime(game, item):
        game.state.count_this_turn(key(item.controller))


def committed_this_turn(game: Kernel, player: str) -> bool:
    return game.state.this_turn.get(key(player), 0) > 0
