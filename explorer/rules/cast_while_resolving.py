"""Casting a spell while a spell or ability resolves (608.2g, 601.2): "You may cast that card
without paying its mana cost" — cascade (702.85a), discover (701.57a).

The resolving effect asks its controller one decision (an ``option``): don't cast the card, or
cast it — each legal way to cast it is an option naming what casting it chooses (its modes,
601.2b; its targets, 601.2c; X is 0, 107.3b). On "cast", the card is cast through the same
casting procedure as any spell (``stack.check_cast`` and ``stack.cast``), without paying its
mana cost (an alternative cost, 118.9), ignoring timing permissions (the effect says to cast it
now: 608.2g; split second doesn't stop it, 702.61b). The spell goes on the stack; the resolving
spell or ability finishes its instructions first (608.2), and the cast spell is then the top of
the stack — it resolves later, as any spell, after players receive priority.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..actions import Cast, Choose
from ..decisions import Decision, as_options, one_of
from ..errors import BoardError, IllegalAction
from . import impulse, stack
from .keyword_actions import exile
from .library import put_on_bottom

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel
    from ..state import Obj

DECLINE = "don't cast"


def ways_to_cast(game: Kernel, player: str, card: Obj) -> dict[str, Cast]:
    """Each legal way for ``player`` to cast ``card`` now without paying its mana cost, by the
    text of its option ("cast", "cast mode 2 → Bob"). ``player`` must hold the permission
    (``impulse.FreeCast``) while this looks."""
    from ..legal import _announcements, _target_choices  # legal imports the rules

    out: dict[str, Cast] = {}
    for announced in _announcements(game, card, player):
        if not (announced.choices or {}).get("free"):
            continue
        x = 0 if "{X}" in card.card.mana_cost else None  # 107.3b
        specs = stack.spell_targets(card.card, announced.choices)
        for chosen in _target_choices(game, specs, player, by=card):
            cast = replace(announced, x=x, targets=chosen)
            try:
                stack.check_cast(game, player, cast, resolving=True)
            except (IllegalAction, BoardError):
                continue
            out.setdefault(words(cast), cast)
    return out


def words(cast: Cast, skip: tuple[str, ...] = ()) -> str:
    """The option's words: what casting it this way chooses (as data in the ``Cast``) — but
    the choices ``skip`` names, which every option shares."""
    choices = {k: v for k, v in (cast.choices or {}).items() if k not in skip}
    words = ["cast"]
    mode = choices.get("mode")
    if mode is not None:
        words.append("mode " + (",".join(map(str, mode)) if isinstance(mode, list) else str(mode)))
    words += [f"{k} {v}" if v is not True else k for k, v in sorted(choices.items())
              if k not in ("free", "mode")]
    if cast.sacrifice:
        words.append(f"sacrificing {cast.sacrifice}")
    if cast.discard:
        words.append(f"discarding {cast.discard}")
    text = " ".join(words)
    return f"{text} → {', '.join(cast.targets)}" if cast.targets else text


def may_cast_free(game: Kernel, player: str, card: Obj, source: str, rule: str, *,
                  decline: str = DECLINE) -> Steps:
    """"You may cast [card] without paying its mana cost": ask ``player``; on a cast, cast it
    now (its spell goes on the stack). Returns the spell on the stack, or None if it wasn't
    cast (declined, or no legal way to cast it: 601.2 can't be begun, e.g. no legal target).
    ``decline`` is the option's words for not casting it (what the effect does instead)."""
    grant = impulse.FreeCast(player, frozenset({card.oid}), source)
    game.state.free_casts = (*game.state.free_casts, grant)
    try:
        ways = ways_to_cast(game, player, card)
    finally:
        game.state.free_casts = tuple(f for f in game.state.free_casts if f is not grant)
    if not ways:
        return None
    options = (*ways, decline)
    chosen = yield from game.ask(Decision(
        player=player, kind="option", rule=rule,
        prompt=f"{source}: you may cast {card.name} without paying its mana cost",
        options=as_options(options), default=Choose(player, option=options[0]),
        accept=one_of(options, rule)), always_ask=True)
    if chosen == decline:
        return None
    game.state.free_casts = (*game.state.free_casts, grant)
    plan = stack.check_cast(game, player, ways[chosen], resolving=True)
    yield from stack.cast(game, player, plan)  # uses up the permission
    spell: Any = game.state.stack[-1].card
    return spell


def exile_until(game: Kernel, player: str, fits: Callable[[Obj], bool],
                rule: str) -> tuple[list[Obj], Obj | None]:
    """Exile cards from the top of ``player``'s library one at a time until a nonland card
    that ``fits`` is exiled (cascade, 702.85a; discover, 701.57a): the cards exiled, and that
    card (None if the library ran out first)."""
    me = game.state.player(player)
    exiled: list[Obj] = []
    while me.library:
        card = exile(game, me.library[0], rule)
        exiled.append(card)
        if not card.is_type("Land") and fits(card):
            return exiled, card
    return exiled, None


def bottom_in_a_random_order(game: Kernel, cards: list[Obj], rule: str) -> None:
    """Put the cards still in exile on the bottom of their owners' libraries in a random order
    (the game's seeded generator)."""
    rest = list(cards)
    game.state.rng.shuffle(rest)
    for card in rest:
        if card.zone == "exile":
            put_on_bottom(game, card, rule)
