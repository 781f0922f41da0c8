"""Morph (702.37), disguise (702.168) and face-down permanents (708).

702.37a: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text,
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost." (702.37c;
cast with ``"choices": {"face_down": true}``.) 702.37e: any time its controller has priority, a
face-down permanent with morph may be turned face up for its morph cost — a special action that
doesn't use the stack (116.2b). Megamorph (702.37b) also puts a +1/+1 counter on it as it turns
face up. Disguise (702.168a) is the same with ward {2} on the face-down 2/2 (702.168b, turned
face up by 702.168d): the compiler gives the card that face (``CardDef.face_down``).

708.2a: face down, a spell or permanent is a 2/2 creature with no text, no name, no subtypes,
no mana cost (colorless, 105.2c; mana value 0) — :data:`FACE_DOWN` — while the card it is
stays with it (``Obj.face_up``). 708.8: turned face up it is the same object, with its own
characteristics again (so no "enters" ability triggers), and "When this is turned face up"
abilities trigger. 708.9: a face-down spell or permanent that leaves the stack or the
battlefield is revealed — it is the card again wherever it goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.model import CardDef
from ..errors import IllegalAction
from ..events import EventKind as K
from . import layers, mana
from .counters import put_counters

if TYPE_CHECKING:
    from ..abilities import Steps
    from ..kernel import Kernel
    from ..state import Obj

# 708.2a: what a face-down spell or permanent is. (Its name for people; the rules give none.)
FACE_DOWN = CardDef(name="Face-down creature", type_line="Creature", power="2", toughness="2",
                    compiled=True, cmc=0)
FACE_DOWN_COST = "{3}"  # 702.37c


def face_down_of(card: CardDef) -> CardDef:
    """What ``card`` is face down: the 2/2 of 708.2a — with ward {2} if it has disguise
    (702.168a)."""
    return card.face_down or FACE_DOWN


def turn_rule(card: CardDef) -> str:
    """The rule that lets it be turned face up: morph's, or disguise's."""
    return "702.168d" if card.disguise else "702.37e"


def cast_face_down(card: Obj) -> None:
    """As the card becomes a spell cast face down (708.4): the face-down characteristics."""
    card.face_up = card.card
    card.card = face_down_of(card.card)


def check_turn_face_up(game: Kernel, player: str, permanent: Obj) -> mana.ManaCost:
    """702.37e / 116.2b: its controller, with priority, may turn a face-down permanent with
    morph face up by paying its morph cost. Changes nothing; returns the cost."""
    real = permanent.face_up
    if real is None:
        raise IllegalAction(f"{permanent.handle} is face up already", "702.37e")
    if permanent.controller != player:
        raise IllegalAction(f"{permanent.handle} is controlled by {permanent.controller}, not "
                            f"{player}", "116.2b")
    if not real.morph:
        raise IllegalAction(f"{permanent.handle} has no morph or disguise cost to turn it face "
                            "up", "702.37e")
    cost = mana.ManaCost.parse(real.morph)
    payer = game.state.player(player)
    spending = mana.Spending(real, is_spell=False)
    if not mana.can_pay(payer, cost, spending):
        mana.pay(game, payer, cost, real.name, spending)  # raises, saying why
    return cost


def turn_face_up(game: Kernel, player: str, permanent: Obj, cost: mana.ManaCost) -> Steps:
    """Pay its morph cost and turn it face up (708.8): the same object, its own characteristics
    again; megamorph's +1/+1 counter comes with it (702.37b)."""
    real = permanent.face_up
    assert real is not None
    mana.pay(game, game.state.player(player), cost, real.name,
             mana.Spending(real, is_spell=False))
    permanent.card, permanent.face_up = real, None
    layers.abilities_changed(game)
    game.emit(K.TURNED_FACE_UP, player=player, source=real.name, target=permanent.handle,
              rule=turn_rule(real))
    if real.megamorph:
        yield from put_counters(game, permanent, "+1/+1", 1, real.name, rule="702.37b")
