"""Protection given by continuous effects (613.1f, layer 6): a resolved "gains protection from
the color of your choice until end of turn" (Gods Willing: the color chosen as it resolves,
608.2d) and a static "have protection from black" / "gets +1/+1 and has protection from red".
Every rule of DEBT asks the same place (rules.protection): targeting (702.16b, again on
resolution, 608.2b), blocking (702.16f)."""

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, pool_reading, snapshot

from explorer.errors import BoardError, IllegalAction
from explorer.game import Game

POOL = pool_reading(
    {"name": "Test Circle", "type_line": "Enchantment", "mana_cost": "{W}",
     "oracle_text": "Creatures you control have protection from black."},
    {"name": "Test Blessed Aura", "type_line": "Enchantment — Aura", "mana_cost": "{W}",
     "keywords": ["Enchant"],
     "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 and has protection from "
                    "red."})


def test_gods_willing_in_response_makes_the_bolt_lose_its_target() -> None:
    """Bob bolts Alice's Bears; she answers with Gods Willing, choosing red: on resolution
    the Bolt's only target is illegal (702.16b, 608.2b) and the Bears live. The effect ends in
    the cleanup step (514.2)."""
    assert POOL.get("Gods Willing").compiled
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                          hand=["Gods Willing"], mana_pool="W", library=library(3)),
                   player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))),
             cards=POOL)
    g.apply({"do": "pass"})
    g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"]})
    g.apply({"do": "pass"})  # Bob passes; Alice answers
    g.apply({"do": "cast", "player": "Alice", "card": "Gods Willing", "targets": ["bears"]})
    pass_all(g)
    g.apply({"do": "choose", "player": "Alice", "option": "red"})  # 608.2d
    while g.pending is not None and g.pending.kind != "priority":  # scry 1: keep it on top
        g.apply({"do": "choose", "player": "Alice", "option": str(g.pending.options[0])})
    made = one(g, "effect_created", target="bears")
    assert (made.rule, made.rider) == ("613.1f", "gains protection from red")
    with pytest.raises(BoardError):  # not in a board file yet: refused, not dropped
        g.to_board()
    pass_all(g)  # the Bolt: its target is illegal now

    assert g.permanent("bears").damage == 0
    assert one(g, "spell_removed").source == "Lightning Bolt"
    assert one(g, "spell_removed").rule == "608.2b"


def test_a_static_protection_keeps_black_creatures_from_blocking() -> None:
    """702.16f: with Test Circle, Bob's black Walking Corpse can't block Alice's Bears; his
    green Bears can. Refused, the game as before."""
    g = Game(board(player("Alice", battlefield=["Test Circle",
                                                {"card": "Grizzly Bears", "id": "bears"}],
                          library=library(3)),
                   player("Bob", battlefield=[{"card": "Walking Corpse", "id": "corpse"},
                                              {"card": "Grizzly Bears", "id": "bobs-bears"}],
                          library=library(3))), cards=POOL)
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    before = snapshot(g)

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "block", "player": "Bob", "blockers": {"corpse": "bears"}})
    assert refused.value.rule == "702.16f" and snapshot(g) == before
    g.apply({"do": "block", "player": "Bob", "blockers": {"bobs-bears": "bears"}})


def test_an_aura_s_protection_from_red_stops_a_bolt_being_cast_at_it() -> None:
    """702.16b: the enchanted Bears (3/3) can't be the target of a red spell."""
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                {"card": "Test Blessed Aura",
                                                 "attached_to": "bears"}],
                          library=library(3)),
                   player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))),
             cards=POOL)
    assert (g.power("bears"), g.toughness("bears")) == (3, 3)
    g.apply({"do": "pass"})

    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"]})
    assert refused.value.rule.startswith("702.16")
