"""An Equipment that attaches itself as it enters (701.3a): "When this Equipment enters, attach
it to target creature you control." and "…, create a 1/1 white Soldier creature token, then
attach this Equipment to it." — "it" after the token is made is that token. Attaching doesn't
use the equip ability (702.6a), so it happens at instant speed and costs nothing more."""

from __future__ import annotations

from helpers import board, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def test_they_compile_from_their_text() -> None:
    pool = default_pool()
    for name in ("Ancestral Blade", "Celestial Armor", "Valkyrie's Sword"):
        assert pool.get(name).compiled, pool.explain(name)


def test_ancestral_blade_makes_a_soldier_and_equips_it() -> None:
    game = Game(board(player("Alice", hand=["Ancestral Blade"], mana_pool="WC",
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Ancestral Blade"})
    pass_all(game)  # the Blade resolves; its enter ability triggers
    pass_all(game)  # the ability resolves: a Soldier, then the Blade on it
    soldier = game.find_permanent("Soldier Token")
    attached = one(game, "attached")
    assert (attached.rule, attached.source, attached.target) == (
        "701.3a", "Ancestral Blade", soldier.handle)
    assert (game.power(soldier.handle), game.toughness(soldier.handle)) == (2, 2)


def test_celestial_armor_flashed_in_saves_a_creature_from_a_bolt() -> None:
    """Bob casts Lightning Bolt at Alice's Grizzly Bears; in response Alice flashes in
    Celestial Armor and attaches it to the Bears: hexproof makes the Bolt's only target
    illegal, so it doesn't resolve (608.2b); the Bears are 4/2 with flying."""
    game = Game(board(player("Alice", battlefield=["Grizzly Bears"], hand=["Celestial Armor"],
                             mana_pool="WCC", library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(5)),
                      active="Bob", step="precombat_main"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                "targets": ["Grizzly Bears"]})
    game.apply({"do": "pass"})  # Bob passes; Alice responds
    game.apply({"do": "cast", "player": "Alice", "card": "Celestial Armor"})
    pass_all(game)  # the Armor resolves; its ability triggers, aimed at the Bears
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Grizzly Bears"]})
    pass_all(game)  # it resolves: attached, hexproof and indestructible until end of turn
    assert one(game, "attached").target == game.find_permanent("Grizzly Bears").handle
    pass_all(game)  # the Bolt: its target is illegal now
    assert game.find_permanent("Grizzly Bears").damage == 0
    assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (4, 2)
    assert one(game, "spell_removed", source="Lightning Bolt").rule == "608.2b"


def test_the_equip_ability_is_still_a_sorcery() -> None:
    """Attaching as it enters isn't equipping: the equip ability stays sorcery-speed (702.6a)."""
    game = Game(board(player("Alice", battlefield=["Grizzly Bears", "Celestial Armor"],
                             mana_pool="WCCC", library=library(5)),
                      player("Bob", library=library(5)), step="upkeep"))
    before = len(game.log)
    try:
        game.apply({"do": "activate", "player": "Alice", "permanent": "Celestial Armor",
                    "targets": ["Grizzly Bears"]})
    except IllegalAction as refused:
        assert "sorcery" in str(refused)
    else:
        raise AssertionError("equipped in the upkeep")
    assert len(game.log) == before
