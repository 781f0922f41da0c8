"""Playing a card from exile (the "impulse draw" of many red cards): "Exile the top card of your
library. You may play that card this turn."

The effect (611.2a: it lasts until end of turn) lets a player play the exiled card: cast it
following the usual timing and costs (601.2, 601.3: the permission is what lets the card be cast
from exile), or play it as a land — their land drop for the turn (305.1, 305.2). The permission
is on the card in exile (``Obj.playable``: who, and the last turn it lasts); the card leaving
exile is a new object (400.7) and forgets it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import EventKind as K
from ..state import Obj
from .keyword_actions import exile

if TYPE_CHECKING:
    from ..kernel import Kernel


def exile_to_play(game: Kernel, player: str, n: int, source: str) -> list[Obj]:
    """Exile the top ``n`` cards of ``player``'s library; ``player`` may play them this turn."""
    me = game.state.player(player)
    exiled = []
    for _ in range(min(n, len(me.library))):
        card = exile(game, me.library[0], "611.2a")
        card.playable = (player, game.state.turn)
        exiled.append(card)
    if exiled:
        game.emit(K.EFFECT_CREATED, player=player, source=source, rule="611.2a",
                  rider=f"{player} may play {', '.join(c.name for c in exiled)} this turn")
    return exiled


def may_play(game: Kernel, player: str, card: Obj) -> bool:
    """Has ``player`` the permission to play ``card`` from exile now?"""
    return (card.zone == "exile" and card.playable is not None
            and card.playable[0] == player and game.state.turn <= card.playable[1])


def playable_from_exile(game: Kernel, player: str) -> list[Obj]:
    """The cards in exile ``player`` may play now (in any player's exile: the card is its
    owner's, the permission the player's)."""
    return [c for p in game.state.players for c in p.exile if may_play(game, player, c)]


def find(game: Kernel, player: str, ref: str) -> Obj | None:
    """A card in exile ``player`` may play, by id or name."""
    return next((c for c in playable_from_exile(game, player) if ref in (c.handle, c.name)),
                None)
