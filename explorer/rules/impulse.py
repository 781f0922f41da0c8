"""Playing a card from exile (the "impulse draw" of many red cards): "Exile the top card of your
library. You may play that card this turn."

The effect (611.2a: it lasts until end of turn) lets a player play the exiled card: cast it
following the usual timing and costs (601.2, 601.3: the permission is what lets the card be cast
from exile), or play it as a land — their land drop for the turn (305.1, 305.2). The permission
is on the card in exile (``Obj.playable``: who, the last turn it lasts or "for as long as it
remains exiled", and whether mana of any type can be spent to cast it, 609.4b); the card leaving
exile is a new object (400.7) and forgets it.

Court of Locthwain adds a second permission: "until end of turn, you may cast a spell from among
cards exiled with Court of Locthwain without paying its mana cost" — the cards its ability
exiled (607.2a, ``Obj.exiled_by``), one spell, cast for no mana (an alternative cost, 118.9; X
is 0, 107.3b). It is a ``FreeCast`` on the state until the turn ends or it is used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..events import EventKind as K
from ..state import Obj, Playable
from .keyword_actions import exile

if TYPE_CHECKING:
    from ..kernel import Kernel


def exile_to_play(game: Kernel, player: str, n: int, source: str, *,
                  library_of: str | None = None, lasting: bool = False, any_type: bool = False,
                  exiled_by: Obj | None = None) -> list[Obj]:
    """Exile the top ``n`` cards of ``library_of``'s library (``player``'s own by default);
    ``player`` may play them this turn — or, ``lasting``, for as long as they remain exiled —
    spending mana of any type to cast them if ``any_type`` (609.4b). ``exiled_by``: the
    permanent whose ability exiled them, for its linked abilities (607.2a)."""
    owner = game.state.player(library_of or player)
    exiled = []
    for _ in range(min(n, len(owner.library))):
        card = exile(game, owner.library[0], "611.2a")
        card.playable = Playable(player, None if lasting else game.state.turn, any_type)
        if exiled_by is not None:
            card.exiled_by = exiled_by.oid
        exiled.append(card)
    if exiled:
        how = ("for as long as it remains exiled" if lasting else "this turn") + (
            ", spending mana of any type" if any_type else "")
        game.emit(K.EFFECT_CREATED, player=player, source=source, rule="611.2a",
                  rider=f"{player} may play {', '.join(c.name for c in exiled)} {how}")
    return exiled


def may_play(game: Kernel, player: str, card: Obj) -> bool:
    """Has ``player`` the permission to play ``card`` from exile now?"""
    allowed = card.playable
    return (card.zone == "exile" and allowed is not None and allowed.player == player
            and (allowed.until_turn is None or game.state.turn <= allowed.until_turn))


def playable_from_exile(game: Kernel, player: str) -> list[Obj]:
    """The cards in exile ``player`` may play or cast now (in any player's exile: the card is
    its owner's, the permission the player's) — and a card in a graveyard an effect resolving
    now lets them cast without paying its mana cost ("You may cast an instant or sorcery spell
    from among them", after a mill)."""
    return [c for p in game.state.players for c in (*p.exile, *p.graveyard)
            if (c.zone == "exile" and may_play(game, player, c))
            or free_cast_of(game, player, c) is not None]


def find(game: Kernel, player: str, ref: str) -> Obj | None:
    """A card in exile ``player`` may play, by id or name."""
    return next((c for p in game.state.players for c in p.exile
                 if ref in (c.handle, c.name) and may_play(game, player, c)), None)


def find_castable(game: Kernel, player: str, ref: str) -> Obj | None:
    """A card in exile ``player`` may cast — with a permission to play it, or to cast it
    without paying its mana cost — by id or name."""
    return next((c for c in playable_from_exile(game, player) if ref in (c.handle, c.name)),
                None)


# -- "… cast a spell from among cards exiled with ~ without paying its mana cost" (118.9) ---------
@dataclass(frozen=True)
class FreeCast:
    """One spell ``player`` may cast this turn from among ``cards`` (object ids in exile, fixed
    as the effect began) without paying its mana cost; ``source`` names the effect's source."""

    player: str
    cards: frozenset[int]
    source: str


def grant_free_cast(game: Kernel, player: str, source: Obj, source_name: str) -> None:
    """"Until end of turn, you may cast a spell from among cards exiled with ~ without paying
    its mana cost." — the cards ``source``'s abilities exiled (607.2a), now."""
    cards = [c for p in game.state.players for c in p.exile if c.exiled_by == source.oid]
    game.state.free_casts = (*game.state.free_casts,
                             FreeCast(player, frozenset(c.oid for c in cards), source_name))
    among = ", ".join(c.name for c in cards) or "no cards"
    game.emit(K.EFFECT_CREATED, player=player, source=source_name, rule="118.9",
              rider=f"{player} may cast a spell from among {among} without paying its mana "
              "cost this turn")


def free_cast_of(game: Kernel, player: str, card: Obj) -> FreeCast | None:
    """The permission ``player`` has to cast ``card`` without paying its mana cost, if any."""
    if card.zone not in ("exile", "graveyard") or card.is_type("Land"):  # a land is played
        return None
    return next((f for f in game.state.free_casts
                 if f.player == player and card.oid in f.cards), None)


def use_free_cast(game: Kernel, grant: FreeCast) -> None:
    """"A spell": the permission is used up by the one cast with it."""
    game.state.free_casts = tuple(f for f in game.state.free_casts if f is not grant)


def end_free_casts(game: Kernel) -> None:
    """514.2: "until end of turn" ends in the cleanup step; an unused permission with it."""
    for grant in game.state.free_casts:
        game.emit(K.EFFECT_ENDED, player=grant.player, source=grant.source, rule="514.2",
                  rider="unused permission to cast a spell without paying its mana cost")
    game.state.free_casts = ()
