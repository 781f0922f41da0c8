"""Gift (702.174).

702.174a: "Gift a [something]" is two abilities. The first: "As an additional cost to cast this
spell, you may choose an opponent." — announced with ``"choices": {"gift": "<opponent>"}``;
the gift is then promised (702.174k). The second gives the chosen player the gift: on a
permanent, "When this permanent enters, if its gift cost was paid, [effect]." (702.174b); on an
instant or sorcery, "If this spell's gift cost was paid, [effect]." — which happens before any
of its other effects, and not at all if it doesn't resolve (702.174j).

The gifts (702.174d–i): a Food, a card, a tapped Fish, a Treasure, an Octopus — said as the
instruction the chosen player follows (``WORDS``), read by the Oracle grammar. An extra turn
(702.174g) isn't read: the explorer doesn't take extra turns. "If the gift was promised" and
"if the gift wasn't promised" ask :func:`promised`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..abilities import Ctx, Effect, Steps
    from ..kernel import Kernel
    from ..state import Obj

KEYWORD = "Gift"
CHOICE = "gift"

# What the chosen player does (702.174d–i), as the rules say it, in the chosen player's words.
WORDS = {"a food": "create a Food token",  # 702.174d
         "a card": "draw a card",  # 702.174e
         "a tapped fish": "create a tapped 1/1 blue Fish creature token",  # 702.174f
         "a treasure": "create a Treasure token",  # 702.174h
         "an octopus": "create an 8/8 blue Octopus creature token"}  # 702.174i
RULES = {"a food": "702.174d", "a card": "702.174e", "a tapped fish": "702.174f",
         "a treasure": "702.174h", "an octopus": "702.174i"}


def announced(game: Kernel, player: str, card: Obj, choices: dict[str, Any]) -> None:
    """702.174a: the opponent chosen as the gift cost is paid — one still in the game — or
    IllegalAction. Changes nothing."""
    chosen = choices.get(CHOICE)
    if chosen is None:
        return
    if not card.card.gift:
        raise IllegalAction(f"{card.name} has no gift to promise (702.174a)", "601.2b")
    opponents = [p.name for p in game.state.in_game() if p.name != player]
    if chosen not in opponents:
        raise IllegalAction(f"the gift is promised to an opponent of {player} in the game: "
                            f"{', '.join(opponents) or 'none'}, not {chosen!r}", "702.174a")


def promised(obj: Obj | None) -> bool:
    """The spell, or the permanent it became, had its gift promised (702.174k)."""
    return obj is not None and obj.choices.get(CHOICE) is not None


def give(effect: Effect) -> Effect:
    """The gift: the chosen player follows ``effect`` as its "you" (702.174b) — if the gift was
    promised."""

    def run(ctx: Ctx) -> Steps:
        source = ctx.source
        chosen = source.choices.get(CHOICE) if source is not None else None
        if chosen is None or not ctx.game.state.player(chosen).in_game:
            return  # not promised; or the chosen player left the game (800.4a)
        yield from effect(replace(ctx, controller=chosen, targets=[], amounts=[]))

    return run
