"""Copies (707) as tokens: "Create a token that's a copy of target creature you control",
populate (701.36).

707.2: a copy takes the copiable values of the object it copies — the characteristics its card
prints (and what other copy effects and face-down status make them) — but not its counters,
damage, tapped status, controller or the choices made as it entered; those are the token's own.
707.4: the token a copy effect creates is a token (111.1) with those values. Here a permanent's
copiable values are its card (``Obj.card``: a face-down 2/2's, 708.2a, is that 2/2's), so a copy
token's card is that card marked as a token — the same for every copy of it, so that a saved
game names it by the card (board field ``token``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards.model import CardDef
from ..events import EventKind as K
from ..state import Obj
from .replacement import Proposal, propose
from .zones import enter

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel

def token_of(card: CardDef) -> CardDef:
    """``card``'s copiable values as a token (707.2, 111.1): made once per card and kept on it
    (as a ``cached_property`` keeps its value), so every copy of a card shares one."""
    if card.is_token:
        return card
    made: CardDef | None = card.__dict__.get("_token_copy")
    if made is None:
        made = replace(card, is_token=True, is_copy=True)
        card.__dict__["_token_copy"] = made
    return made


def create_copies(game: Kernel, original: Obj, controller: str, n: int = 1,
                  rule: str = "707.2") -> Steps:
    """Create ``n`` tokens that are copies of ``original`` (as it is now, or as it last existed
    on the battlefield), under ``controller``'s control — through replacement effects that change
    how many tokens are made (614.1a). Returns the tokens on the battlefield."""
    if not game.state.player(controller).in_game:
        return []  # 800.4b
    card = token_of(original.card)
    result = yield from propose(game, Proposal("tokens", card.name, controller, n))
    made = []
    for _ in range(result.amount if result else 0):
        token = Obj(oid=game.state.new_oid(), handle=game.state.new_handle(card.name), card=card,
                    owner=controller, controller=controller, zone="nowhere")
        game.emit(K.TOKEN_CREATED, player=controller, source=card.name, target=token.handle,
                  rule=rule)
        made.append((yield from enter(game, token, controller, rule)))
    return made
