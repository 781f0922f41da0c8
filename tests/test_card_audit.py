"""Every supported card implements each of its printed abilities — no more, no less.

The Oracle text of each card (in ``data/``) is split into abilities, one per line, reminder text
left out; each must be matched by exactly one implemented piece of the card's declaration, and
every implemented piece must match a printed ability.
"""

from __future__ import annotations

import pytest

from explorer.cards import default_pool
from explorer.cards.model import CardDef, oracle_abilities

POOL = default_pool()


def covers(piece: str, printed: str, card: CardDef) -> bool:
    """Does one implemented piece (see CardDef.implemented) implement this printed ability?"""
    bare = oracle_abilities(piece)[0] if oracle_abilities(piece) else piece
    if bare == printed:
        return True
    if piece in card.keywords:  # a keyword line such as "Deathtouch, haste"
        return piece.lower() in [k.strip().lower() for k in printed.split(",")]
    return not piece[:1].isupper() and piece in printed  # a static rule, e.g. "enters with"


@pytest.mark.parametrize("name", POOL.names())
def test_each_printed_ability_is_implemented_once_and_nothing_else(name: str) -> None:
    card = POOL.get(name)
    printed = oracle_abilities(card.oracle_text)
    pieces = card.implemented()

    unmatched = [p for p in printed if not any(covers(x, p, card) for x in pieces)]
    invented = [x for x in pieces if not any(covers(x, p, card) for p in printed)]
    assert unmatched == [], f"{name}: printed but not implemented: {unmatched}"
    assert invented == [], f"{name}: implemented but not printed: {invented}"
    # A keyword line may carry several keywords; any other line is one piece.
    keyword_lines = [p for p in printed
                     if all(k.strip().capitalize() in card.keywords for k in p.split(","))]
    assert len(pieces) == len(printed) + sum(len(p.split(",")) - 1 for p in keyword_lines)


def test_a_card_missing_an_ability_is_caught() -> None:
    """The audit is not vacuous: a declaration of Contamination with only its replacement
    effect (its upkeep trigger left out) is reported."""
    card = POOL.get("Contamination")
    partial = CardDef(name=card.name, oracle_text=card.oracle_text,
                      replacements=card.replacements)
    printed = oracle_abilities(partial.oracle_text)
    unmatched = [p for p in printed if not any(covers(x, p, partial)
                                               for x in partial.implemented())]
    assert unmatched == ["At the beginning of your upkeep, sacrifice this enchantment unless "
                         "you sacrifice a creature."]


def test_reminder_text_is_not_an_ability() -> None:
    """A basic land's "({T}: Add {G}.)" is reminder text: its ability is intrinsic (305.6)."""
    assert oracle_abilities("({T}: Add {G}.)") == []
    assert oracle_abilities("Haste (This creature can attack and {T} as soon as it comes under "
                            "your control.)") == ["Haste"]
