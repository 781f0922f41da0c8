"""A delayed triggered ability about what the ability's earlier sentences named (603.7c). About
the tokens it just made, it keeps them (Balduvian Dead: "Create a … token with haste. Sacrifice
it at the beginning of the next end step." sacrifices the token, never Balduvian Dead itself);
so it does about the cards it just returned to the battlefield or exiled (tests/test_flicker.py,
and below). About anything else — "Gain control of target creature until end of turn. … Sacrifice
it at the beginning of the next end step." — it isn't read yet: the card is refused, naming the
sentence, rather than played with "it" meaning the ability's source or nothing. A delayed
ability about the trigger event's object still reads (Lowland Basilisk)."""

from __future__ import annotations

import pytest
from helpers import board, library, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle import compile_card

BALDUVIAN_DEAD = {
    "name": "Balduvian Dead", "mana_cost": "{3}{B}", "cmc": 4.0,
    "type_line": "Creature — Zombie", "power": "2", "toughness": "3", "colors": ["B"],
    "keywords": [],
    "oracle_text": "{2}{R}, Exile a creature card from your graveyard: Create a 3/1 black and red "
                   "Graveborn creature token with haste. Sacrifice it at the beginning of the "
                   "next end step."}


@pytest.mark.parametrize("text", [
    "Gain control of target creature until end of turn. Untap that creature. It gains haste "
    "until end of turn. Sacrifice it at the beginning of the next end step.",
    "Tap target creature. Untap it at the beginning of the next end step."])
def test_a_delayed_ability_about_what_was_named_before_is_refused(text: str) -> None:
    facts = {**BALDUVIAN_DEAD, "oracle_text": text}
    if not text.startswith("{"):
        facts.update(type_line="Sorcery", power=None, toughness=None)
    result = compile_card(facts)

    assert result.card is None
    assert result.refused is not None and result.refused.endswith(
        "at the beginning of the next end step.")
    assert "603.7c" in result.why


def test_balduvian_dead_sacrifices_its_token_not_itself() -> None:
    game = Game(board(player("Alice", battlefield=["Balduvian Dead"], graveyard=["Grizzly Bears"],
                             mana_pool="RCC", library=library(5)),
                      player("Bob", library=library(5))),
                cards=pool_reading(BALDUVIAN_DEAD))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Balduvian Dead",
                "exile": "Grizzly Bears"})
    pass_all(game)  # a 3/1 Graveborn with haste; the delayed ability is made
    assert [o.card.name for o in game.state.battlefield] == ["Balduvian Dead", "Graveborn Token"]
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    pass_all(game)  # the delayed ability resolves: the token is sacrificed
    assert [o.card.name for o in game.state.battlefield] == ["Balduvian Dead"]


def test_a_delayed_ability_about_the_trigger_events_creature_still_reads() -> None:
    """Lowland Basilisk: "… destroy that creature at end of combat." — the creature the
    trigger event is about (603.7c)."""
    assert default_pool().get("Lowland Basilisk").compiled
