"""Earthbend (701.66), the keyword action of the Avatar cards, and the lasting animation it
shares with awaken (702.113a).

701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in
addition to its other types. Put N +1/+1 counters on it. When that land dies or is put into
exile, return it to the battlefield tapped under your control." The land keeps being a creature
as long as it stays on the battlefield (a new object forgets the effect, 400.7), and the delayed
triggered ability (603.7a) is kept on the land itself (``Obj.earthbent``, one entry per
earthbending), so a saved game keeps it with the land; it triggers once, when that land leaves
the battlefield for a graveyard or exile (603.7b, looking back at it, 603.10a), and returns the
card from there — a new object (400.7), tapped, under the control of the player who earthbent
it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Ctx, Steps, TriggeredAbility
from ..events import EventKind as K
from ..events import ZoneEvent
from ..state import Becomes, Obj, PendingTrigger
from . import layers
from .counters import put_counters
from .zones import became, enter

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel


def animate(game: Kernel, land: Obj, n: int, player: str, source: str, *, rule: str,
            subtypes: tuple[str, ...] = ()) -> Steps:
    """The land becomes a 0/0 creature with haste that's still a land, for as long as it stays
    (an Elemental for awaken), and gets N +1/+1 counters."""
    layers.become(game, land, Becomes(0, 0, ("Creature",), subtypes, keywords=("Haste",),
                                      source=source, until_end_of_turn=False), player, rule=rule)
    yield from put_counters(game, land, "+1/+1", n, source, rule=rule)


def earthbend(game: Kernel, land: Obj, n: int, player: str, source: str) -> Steps:
    """701.66a, in its order: the land becomes a 0/0 creature with haste, gets N +1/+1
    counters, and a delayed triggered ability will return it when it dies or is exiled."""
    yield from animate(game, land, n, player, source, rule="701.66a")
    if game.state.find(land.oid) is None:
        return  # it left while its counters were put on it (a replacement effect's doing)
    land.earthbent = (*land.earthbent, (player, source))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=land.handle, rule="603.7a",
              rider=f"when it dies or is exiled, it returns to the battlefield tapped under "
                    f"{player}'s control")


def _return(ctx: Ctx) -> Steps:
    """Return the land from the graveyard or exile, tapped, under this ability's controller's
    control — if it is still there (400.7e: the card the event moved, and only it)."""
    card = became(ctx.game, ctx.event, ctx.source)
    if card is None:
        ctx.game.emit(K.EFFECT_SKIPPED, player=ctx.controller, source=ctx.source_name,
                      rule="400.7", rider="the earthbent land is no longer where it went")
        return
    yield from enter(ctx.game, card, ctx.controller, "701.66a", tapped=True)


RETURN = TriggeredAbility("When it dies or is exiled, return it to the battlefield tapped "
                          "under your control.", None, _return)


def check_left(game: Kernel, event: Event, gone: Obj) -> None:
    """An earthbent land just left the battlefield: if it died or was exiled, each delayed
    ability earthbending it made triggers (603.7b), seeing the land as it last existed
    (603.10a)."""
    if not (isinstance(event, ZoneEvent) and event.event is K.ZONE_CHANGED
            and event.target == gone.handle and event.from_zone == "battlefield"
            and (event.to_zone == "exile" or event.to_zone == "graveyard" and gone.is_creature)):
        return  # "dies" is a creature's way to the graveyard (700.4)
    for player, source in gone.earthbent:
        if not game.state.player(player).in_game:
            continue  # 800.4a: it left the game with its controller
        seq = game.emit(K.ABILITY_TRIGGERED, player=player, source=source, rule="603.7b",
                        ability=RETURN.text, cause=event.seq).seq
        game.state.pending_triggers.append(
            PendingTrigger(RETURN, player, source, None, event, seq, lki=gone))
