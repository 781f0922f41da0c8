"""A delayed triggered ability about what the ability's earlier sentences named (603.7c) —
"Create a … token with haste. Sacrifice it at the beginning of the next end step." (Balduvian
Dead), "Return target creature card … Exile it at the beginning of the next end step." — isn't
read yet: the card is refused, naming the sentence, rather than played with "it" meaning the
ability's source (which would sacrifice Balduvian Dead itself) or nothing. A delayed ability
about the trigger event's object still reads (Lowland Basilisk)."""

from __future__ import annotations

import pytest

from explorer.cards import default_pool
from explorer.oracle import compile_card

BALDUVIAN_DEAD = {
    "name": "Balduvian Dead", "mana_cost": "{3}{B}", "cmc": 4.0,
    "type_line": "Creature — Zombie", "power": "2", "toughness": "3", "colors": ["B"],
    "keywords": [],
    "oracle_text": "{2}{R}, Exile a creature card from your graveyard: Create a 3/1 black and red "
                   "Graveborn creature token with haste. Sacrifice it at the beginning of the "
                   "next end step."}


@pytest.mark.parametrize("text", [
    BALDUVIAN_DEAD["oracle_text"],
    "Return target creature card from your graveyard to the battlefield. Exile it at the "
    "beginning of the next end step."])
def test_a_delayed_ability_about_what_was_named_before_is_refused(text: str) -> None:
    facts = {**BALDUVIAN_DEAD, "oracle_text": text}
    if not text.startswith("{"):
        facts.update(type_line="Sorcery", power=None, toughness=None)
    result = compile_card(facts)

    assert result.card is None
    assert result.refused is not None and result.refused.endswith(
        "at the beginning of the next end step.")
    assert "603.7c" in result.why


def test_a_delayed_ability_about_the_trigger_events_creature_still_reads() -> None:
    """Lowland Basilisk: "… destroy that creature at end of combat." — the creature the
    trigger event is about (603.7c)."""
    assert default_pool().get("Lowland Basilisk").compiled
