"""Shapes of older Oracle wording and of lists of card types, read from real cards: "target
creature other than ~" (Faceless Butcher: the same as "another target creature") and "all
artifacts, creatures, and lands" (Obliterate: a permanent of any of the kinds listed)."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def butcher_game() -> Game:
    game = Game(board(
        player("Alice", hand=["Faceless Butcher"], mana_pool="BBBB", library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
        active="Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Faceless Butcher"})
    pass_all(game)  # the Butcher resolves; its enter ability asks for a target
    return game


def test_faceless_butcher_can_t_exile_itself() -> None:
    """"… exile target creature other than Faceless Butcher." Its targets are the other
    creatures (115.1): the Bears, never the Butcher, though it is a creature too."""
    assert POOL.get("Faceless Butcher").compiled, POOL.explain("Faceless Butcher")
    game = butcher_game()
    (chosen,) = events(game, "decision_made")
    assert (chosen.decision, chosen.answer, chosen.chosen_by, chosen.rule) == (
        "targets", ("bears",), "only choice", "603.3d")


def test_faceless_butcher_returns_the_creature_when_it_leaves() -> None:
    """Its two abilities are linked (607.2a): Bob bolts the Butcher, and the leave ability
    returns the Bears under Bob's control."""
    game = butcher_game()  # the Bears, the only legal target, is chosen
    pass_all(game)
    assert names(game.state.player("Bob").exile) == ["Grizzly Bears"]
    butcher = next(o.handle for o in game.state.permanents("Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": [butcher]})
    pass_all(game)  # the Butcher dies; its leave ability triggers
    pass_all(game)  # and resolves
    returned = events(game, "zone_changed", target="bears", to_zone="battlefield")
    assert [(e.from_zone, e.rule) for e in returned] == [("exile", "607.2a")]
    back = game.state.find_handle("bears")
    assert back is not None and back.controller == "Bob"


def test_obliterate_destroys_each_artifact_creature_and_land_but_not_enchantments() -> None:
    """"Destroy all artifacts, creatures, and lands. They can't be regenerated." (701.8) —
    Sol Ring, the Bears and the lands go; Mana Flare, an enchantment, stays."""
    assert POOL.get("Obliterate").compiled, POOL.explain("Obliterate")
    game = Game(board(
        player("Alice", hand=["Obliterate"], mana_pool="RRRRRRRR", library=library(3),
               battlefield=["Mountain", "Sol Ring", "Mana Flare"]),
        player("Bob", battlefield=["Grizzly Bears", "Forest"], library=library(3)),
        active="Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Obliterate"})
    pass_all(game)
    destroyed = [e for e in events(game, "zone_changed") if e.to_zone == "graveyard"
                 and e.from_zone == "battlefield"]
    assert sorted(e.source for e in destroyed) == ["Forest", "Grizzly Bears", "Mountain",
                                                    "Sol Ring"]
    assert {e.rule for e in destroyed} == {"701.8"}
    assert [o.name for o in game.state.battlefield] == ["Mana Flare"]
