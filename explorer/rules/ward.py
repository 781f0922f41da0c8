"""Ward (702.21): "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]."
(702.21a)

The Oracle compiler reads the keyword as those words (``explorer.oracle.keywords``); a mana
cost is offered like any payment. A cost that isn't mana is offered here: "Ward—Pay 7 life."
— its controller may pay the life only if their life total is at least that much (119.4); if
they don't, or can't, the spell or ability is countered (701.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from .life import change_life, check_pay_life

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel

KEYWORD = "Ward"


def offer_life(game: Kernel, payer: str, n: int, source: str) -> Steps:
    """Does ``payer`` pay ``n`` life for ``source``'s ward? With less life than that, not paying
    is their only answer (119.4). True if paid (the life is lost as it is paid, 119.4)."""
    choices = ("don't pay", f"pay {n} life")
    able = game.state.player(payer).life >= n
    anyway = one_of(choices, "702.21a")

    def accept(action: Any) -> str:
        chosen = anyway(action)
        if chosen == choices[1]:
            check_pay_life(game, payer, n)  # 119.4: not with less life than that
        return chosen

    answer = yield from game.ask(Decision(
        player=payer, kind="option", rule="702.21a",
        prompt=f"{source}: pay {n} life, or the spell or ability is countered?",
        options=as_options(choices if able else choices[:1]),
        default=Choose(payer, option=choices[0]), accept=accept), always_ask=True)
    if answer == choices[0]:
        return False
    change_life(game, payer, -n, source, rule="119.4")
    return True
