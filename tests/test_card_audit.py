"""Every playable card implements each of its printed abilities — no more, no less.

The Oracle text of each card is split into abilities, one per line, reminder text left out. A
compiled card carries one implemented piece per printed ability (its text), so the two lists are
equal; a card whose ability was dropped or invented would differ.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from explorer.cards import default_pool
from explorer.cards.model import oracle_abilities

POOL = default_pool()


@pytest.mark.parametrize("name", POOL.names())
def test_each_printed_ability_is_implemented_once_and_nothing_else(name: str) -> None:
    card = POOL.get(name)

    assert sorted(card.implemented()) == sorted(oracle_abilities(card.oracle_text))


def test_a_card_missing_an_ability_is_caught() -> None:
    """The audit is not vacuous: Contamination with only its replacement effect (its upkeep
    trigger left out) no longer matches its text."""
    card = POOL.get("Contamination")
    partial = replace(card, triggered=())

    missing = set(oracle_abilities(card.oracle_text)) - set(partial.implemented())
    assert missing == {"At the beginning of your upkeep, sacrifice this enchantment unless you "
                       "sacrifice a creature."}


def test_reminder_text_is_not_an_ability() -> None:
    """A basic land's "({T}: Add {G}.)" is reminder text: its ability is intrinsic (305.6)."""
    assert oracle_abilities("({T}: Add {G}.)") == []
    assert oracle_abilities("Haste (This creature can attack and {T} as soon as it comes under "
                            "your control.)") == ["Haste"]
