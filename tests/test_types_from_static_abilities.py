"""Layer 4 from static abilities (613.1d): "Each land is a Swamp in addition to its other land
types." (Urborg, Tomb of Yawgmoth). It applies at every moment to whatever the words describe
(611.3a) — every land, each player's, one that enters later too — and a basic land type brings
its mana ability (305.6); other rules see the type (Swampwalk, 702.14c)."""

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player, pool_reading
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def urborg(**bob: object) -> Game:
    return Game(board(player("Alice", battlefield=["Urborg, Tomb of Yawgmoth",
                                                   {"card": "Island", "id": "island"}],
                             hand=["Forest"], library=library(3)),
                      player("Bob", library=library(3), **bob)))


def test_urborg_compiles() -> None:
    assert POOL.get("Urborg, Tomb of Yawgmoth").compiled


def test_an_island_is_also_a_swamp_and_taps_for_black() -> None:
    """305.6: a land with the Swamp type has "{T}: Add {B}." — the Island keeps its own
    type and ability too (205.1b)."""
    g = urborg()
    island = g.permanent("island")
    assert {"Island", "Swamp"} <= set(island.subtypes) and island.is_type("Land")
    g.apply({"do": "activate", "player": "Alice", "permanent": "island", "ability": 0})

    assert g.mana_pool("Alice")["B"] == 1


def test_a_land_that_enters_later_is_a_swamp_as_well() -> None:
    """611.3a: the effect isn't locked in — the Forest Alice plays is a Swamp too; Urborg
    itself is one (each land)."""
    g = urborg()
    g.apply({"do": "play_land", "player": "Alice", "card": "Forest"})

    forest = g.find_permanent("Forest")
    assert "Swamp" in forest.subtypes and "Swamp" in g.find_permanent(
        "Urborg, Tomb of Yawgmoth").subtypes


def test_bobs_swamp_lets_bog_wraith_walk_past_his_creatures() -> None:
    """702.14c: Bog Wraith can't be blocked while the defending player controls a Swamp —
    Bob's Forest is one while Urborg is on the battlefield."""
    g = Game(board(player("Alice", battlefield=["Urborg, Tomb of Yawgmoth",
                                                {"card": "Bog Wraith", "id": "wraith"}],
                          library=library(3)),
                   player("Bob", battlefield=["Forest", {"card": "Grizzly Bears", "id": "bears"}],
                          library=library(3))))
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"wraith": "Bob"}})
    g.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})

    assert events(g, "block_declared") == []
    assert g.state.player("Bob").life == 17


def test_a_saved_game_gives_the_types_back() -> None:
    _, loaded = saved_and_loaded(urborg())
    assert "Swamp" in loaded.permanent("island").subtypes


def test_when_urborg_leaves_the_island_is_only_an_island() -> None:
    """611.3b: the effect stops when its source leaves the battlefield (Ghost Quarter
    destroys Urborg)."""
    g = Game(board(player("Alice", battlefield=[{"card": "Urborg, Tomb of Yawgmoth",
                                                 "id": "urborg"},
                                                {"card": "Island", "id": "island"},
                                                {"card": "Ghost Quarter", "id": "quarter"}],
                          library=library(3)),
                   player("Bob", library=library(3))))
    # (Ghost Quarter is a Swamp too: its first ability is now "{T}: Add {B}.")
    g.apply({"do": "activate", "player": "Alice", "permanent": "quarter", "ability": 2,
             "targets": ["urborg"]})
    pass_all(g)
    if g.pending is not None and g.pending.kind != "priority":  # "may search": no
        g.apply({"do": "choose", "player": "Alice", "option": "don't"})

    assert one(g, "zone_changed", target="urborg").to_zone == "graveyard"
    assert "Swamp" not in g.permanent("island").subtypes


def test_an_effect_that_depends_on_another_applies_after_it_whatever_the_timestamps() -> None:
    """613.8a: "Forests you control are Islands in addition to their other types" depends on
    Yavimaya's words (it makes lands Forests), so it applies after them though it came first:
    Alice's Mountain is a Forest and an Island (with Urborg instead, a Swamp only)."""
    pool = pool_reading({"name": "Test Tidal Grove", "type_line": "Enchantment",
                         "mana_cost": "{U}", "oracle_text": "Forests you control are Islands "
                         "in addition to their other types."})
    g = Game(board(player("Alice", battlefield=["Test Tidal Grove",
                                                {"card": "Mountain", "id": "mountain"},
                                                "Urborg, Tomb of Yawgmoth"],
                          library=library(3)),
                   player("Bob", library=library(3))), cards=pool)
    assert "Island" not in g.permanent("mountain").subtypes  # Urborg makes Swamps, not Forests
    g2 = Game(board(player("Alice", battlefield=["Test Tidal Grove",
                                                 {"card": "Mountain", "id": "mountain"},
                                                 "Yavimaya, Cradle of Growth"],
                           library=library(3)),
                    player("Bob", library=library(3))), cards=pool)

    assert {"Mountain", "Forest", "Island"} <= set(g2.permanent("mountain").subtypes)
