"""Why did this happen? An event's chain of causes, back to what started it.

Every event may name the event that led to it (``cause``, that event's ``seq``): a card drawn
names the monarch's ability resolving, which names its triggering, which names the end step
beginning; a creature destroyed by lethal damage names the damage, which names the combat
damage step. :func:`why` follows those links, reading the events' fields only, and shows each
link with its rule and what the rule is about (``explorer.glossary``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import AbilityEvent, DecisionEvent, Event, EventKind, ZoneEvent
from .glossary import GLOSSARY, UnknownRule
from .named import answer_said, shares_said

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

K = EventKind

WHY_COLUMNS = ["seq", "turn", "step", "kind", "who", "what", "rule", "summary"]

# Kinds whose ``target`` is the very object their ``source`` names (a card that moved, a
# permanent tapped): its name is said once.
_ABOUT_ITSELF = frozenset({K.TAPPED, K.UNTAPPED, K.ZONE_CHANGED, K.TOKEN_CREATED,
                           K.DAMAGE_REMOVED, K.REGENERATED, K.BECAME_MONSTROUS,
                           K.BECAME_RENOWNED, K.BECAME_SADDLED, K.EXPLOITED, K.CONTROL_CHANGED,
                           K.TURNED_FACE_UP})


def chain(game: Game, seq: int) -> list[Event]:
    """Event ``seq``, then the event that caused it, and so on back to one with no cause."""
    log = game.log
    if isinstance(seq, bool) or not isinstance(seq, int):
        raise TypeError(f"why() takes an event's seq, a number; got {seq!r}")
    if not 1 <= seq <= len(log):
        raise LookupError(f"no event {seq} in this game: its events are numbered 1 to "
                          f"{len(log)}")
    links = [log[seq - 1]]
    while links[-1].cause is not None:
        cause = links[-1].cause
        # A cause always comes before what it caused; the check keeps a bad link from looping.
        assert 1 <= cause < links[-1].seq, f"event {links[-1].seq} names a later cause {cause}"
        links.append(log[cause - 1])
    return links


def names(game: Game) -> dict[str, str]:
    """Every permanent's and card's id (handle) in this game, with its name: those in the game
    now, and those the log saw move, enter or leave (a token that ceased to exist)."""
    known: dict[str, str] = {}
    for event in game.log:
        if isinstance(event, ZoneEvent) and event.target and event.source:
            known[event.target] = event.source
    state = game.state
    objects = [*state.battlefield, *(i.card for i in state.stack if i.card is not None)]
    for p in state.players:
        objects += [*p.hand, *p.library, *p.graveyard, *p.exile]
    known.update((o.handle, o.name) for o in objects)
    return known


def describe(event: Event, known: dict[str, str]) -> str:
    """What an event concerns, in names: its source, then what it was done to (a player, or a
    permanent by its name rather than its id), and the kind's own data that says what."""
    if event.event in (K.STEP_BEGAN, K.STEP_SKIPPED):
        return f"{event.step.replace('_', ' ')} step"
    parts = [event.source] if event.source else []
    if isinstance(event, AbilityEvent) and event.shares:
        parts.append(("→ " if parts else "") + shares_said(event.shares, known))
    elif event.target and event.event not in _ABOUT_ITSELF:
        parts.append(("→ " if parts else "") + known.get(event.target, event.target))
    text = " ".join(parts)
    if isinstance(event, ZoneEvent) and event.event is K.ZONE_CHANGED:
        text += f": {event.from_zone or 'outside the game'} → {event.to_zone or 'left the game'}"
    elif isinstance(event, AbilityEvent) and event.ability:
        text += f": {event.ability}"
    elif isinstance(event, DecisionEvent):
        said = (event.choice if event.answer is None
                else answer_said(event.decision, event.rule, event.answer, known))
        text = f"{event.decision}: {said}"
    return text


def summary(rule: str | None) -> str | None:
    """What the rule is about (the official text if loaded), or None for no rule."""
    if rule is None:
        return None
    try:
        return GLOSSARY.text(rule)
    except UnknownRule:
        return None


def why(game: Game, seq: int) -> pd.DataFrame:
    """The chain of causes of event ``seq``: one row per link, the event itself first, back to
    the event that started it — seq, turn, step, kind, who (the player), what (in names), rule
    and the rule's summary. An unknown seq raises LookupError naming it."""
    import pandas as pd

    known = names(game)
    rows = [(e.seq, e.turn, e.step, e.event.value, e.player, describe(e, known), e.rule,
             summary(e.rule)) for e in chain(game, seq)]
    return pd.DataFrame(rows, columns=WHY_COLUMNS)
