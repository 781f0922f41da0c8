"""Life (119): gaining and losing it, and paying it as a cost.

Damage dealt to a player makes them lose that much life (120.3a); an effect may make a player
gain (119.3) or lose life; a cost may ask for life, which can be paid only with at least that
much life (119.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from ..events import EventKind as K

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj


def change_life(game: Kernel, player: str, amount: int, source: str | None,
                rule: str = "119.3") -> None:
    """``player`` gains (``amount`` > 0) or loses (< 0) that much life — no gain if an effect
    says they can't gain life (119.7)."""
    if amount > 0 and (stopper := cant_gain_life(game, player)) is not None:
        game.emit(K.EFFECT_SKIPPED, player=player, source=source, rule="119.7",
                  rider=f"{player} can't gain life ({stopper.name})")
        return
    p = game.state.player(player)
    p.life += amount
    if amount:  # "if you gained life this turn" (119.3)
        game.state.count_this_turn(f"life_{'gained' if amount > 0 else 'lost'}:{player}",
                                   abs(amount))
    game.emit(K.LIFE_CHANGED, player=player, source=source, amount=amount, rule=rule,
              life=p.life)


def an_opponent_lost_life(game: Kernel, player: str) -> bool:
    """Whether an opponent of ``player`` lost life this turn (119.3): spectacle (702.137a),
    "if an opponent lost life this turn" — counted as life changes."""
    return any(game.state.this_turn.get(f"life_lost:{p.name}", 0) > 0
               for p in game.state.players if p.name != player)


def cant_gain_life(game: Kernel, player: str) -> Obj | None:
    """A permanent saying ``player`` can't gain life (119.7), or None."""
    for obj in game.state.battlefield:
        whose = obj.card.cant_gain_life
        if whose is not None and (
                whose == "each" or (whose == "you") == (obj.controller == player)):
            return obj
    return None


def check_pay_life(game: Kernel, player: str, amount: int) -> None:
    """119.4: a player can pay life only if their life total is at least that much."""
    life = game.state.player(player).life
    if life < amount:
        raise IllegalAction(f"{player} can't pay {amount} life with {life} life", "119.4")
