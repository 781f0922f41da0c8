"""Switching power and toughness (layer 7d, 613.4d): "Switch target creature's power and
toughness until end of turn." (Twisted Image) — applied after every other effect on them, so a
+3/+3 that comes later still changes the values before they are switched; it ends in the
cleanup step (514.2)."""

from __future__ import annotations

from helpers import board, library, one, pass_all, player
from test_save_exact import go_on, saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def twisted(alice: list[object], hand: list[str], mana: str) -> Game:
    g = Game(board(player("Alice", battlefield=alice, hand=hand, mana_pool=mana,
                          library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": "Twisted Image", "targets": ["druid"]})
    pass_all(g)
    return g


def test_twisted_image_compiles() -> None:
    assert POOL.get("Twisted Image").compiled


def test_a_0_2_switched_is_2_0_and_dies() -> None:
    """Devoted Druid 0/2 becomes 2/0: toughness 0 — put into the graveyard (704.5f)."""
    g = twisted([{"card": "Devoted Druid", "id": "druid"}], ["Twisted Image"], "U")

    assert one(g, "effect_created", target="druid").rule == "613.4d"
    died = one(g, "zone_changed", target="druid")
    assert (died.rule, died.to_zone) == ("704.5f", "graveyard")


def test_a_later_giant_growth_applies_before_the_switch() -> None:
    """613.4d: Giant Growth after Twisted Image: 0/2 → (+3/+3 in 7c) 3/5 → switched 5/3. The
    switch ends in the cleanup step, with the +3/+3."""
    g2 = Game(board(player("Alice", battlefield=[{"card": "Devoted Druid", "id": "druid"}],
                           hand=["Giant Growth", "Twisted Image"], mana_pool="UG",
                           library=library(3)),
                    player("Bob", library=library(3))))
    g2.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["druid"]})
    pass_all(g2)
    g2.apply({"do": "cast", "player": "Alice", "card": "Twisted Image", "targets": ["druid"]})
    pass_all(g2)

    assert (g2.power("druid"), g2.toughness("druid")) == (5, 3)
    _, loaded = saved_and_loaded(g2)
    assert (loaded.power("druid"), loaded.toughness("druid")) == (5, 3)
    go_on(g2, loaded, [{"do": "pass_until", "turn": 1, "step": "declare_attackers"},
                       {"do": "attack", "player": "Alice", "attackers": {}},
                       {"do": "pass_until", "turn": 2, "step": "upkeep"}])
    assert (g2.power("druid"), g2.toughness("druid")) == (0, 2)
