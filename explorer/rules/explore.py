"""Explore (701.44) and connive (701.50): keyword actions a permanent performs, each ending in a
+1/+1 counter on it if what its controller revealed or discarded wasn't a land.

701.44a: to explore, the permanent's controller reveals the top card of their library; a land
card goes to their hand; otherwise they put a +1/+1 counter on the exploring permanent and may
put the revealed card into their graveyard. 701.44c: if the permanent has left the battlefield,
its controller still reveals and chooses — only no counter is put on it.

701.50a: to connive, the permanent's controller draws a card, then discards a card; if a nonland
card was discarded, they put a +1/+1 counter on the conniving permanent (701.50c: not if it has
left the battlefield).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..events import EventKind as K
from ..state import Obj
from .counters import put_counters
from .zones import choose_discards, discard, draw, move

if TYPE_CHECKING:
    from ..kernel import Kernel


def explore(game: Kernel, obj: Obj, player: str, source: str) -> Steps:
    """``obj`` (controlled by ``player``) explores (701.44a)."""
    me = game.state.player(player)
    if not me.library:  # nothing to reveal: a nonland card wasn't revealed either (701.44b)
        game.emit(K.CARDS_REVEALED, player=player, source=source, amount=0, rule="701.44a")
        return
    top = me.library[0]
    game.emit(K.CARDS_REVEALED, player=player, source=source, amount=1, found=top.name,
              rule="701.44a")
    if top.card.is_type("Land"):
        move(game, top, "hand", "701.44a", how="explored")
        return
    if game.state.find(obj.oid) is not None:  # 701.44c
        yield from put_counters(game, obj, "+1/+1", 1, source, rule="701.44a")
    keep, drop = "keep it on top", "put it into your graveyard"
    chosen = yield from game.ask(Decision(
        player=player, kind="option", rule="701.44a",
        prompt=f"{source}: {top.name} was revealed — keep it on top or put it into your "
               "graveyard?", options=as_options((keep, drop)), default=Choose(player, option=keep),
        accept=one_of((keep, drop), "701.44a")), always_ask=True)
    if chosen == drop and me.library and me.library[0] is top:
        move(game, top, "graveyard", "701.44a", how="explored")


def connive(game: Kernel, obj: Obj, player: str, source: str) -> Steps:
    """``obj`` (controlled by ``player``) connives (701.50a)."""
    yield from draw(game, player, 1, rule="701.50a")
    cards = yield from choose_discards(game, player, 1, "701.50a", f"{source}: discard a card")
    nonland = False
    for card in cards:
        nonland = nonland or not card.card.is_type("Land")
        discard(game, card, "701.50a")
    if nonland and game.state.find(obj.oid) is not None:  # 701.50c
        yield from put_counters(game, obj, "+1/+1", 1, source, rule="701.50a")
