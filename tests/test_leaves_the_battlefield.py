"""Leaves-the-battlefield triggers (603.6c), which look back in time (603.10a): Thragtusk's "When
Thragtusk leaves the battlefield, create a 3/3 green Beast creature token." triggers whichever zone
it goes to; Rancor's "When Rancor is put into a graveyard from the battlefield, return Rancor to
its owner's hand." is "dies" for a permanent that isn't a creature (700.4)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def thragtusk_game(spell: str) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Thragtusk", "id": "tusk"}],
                             library=library(3)),
                      player("Bob", hand=[spell], mana_pool="UBB", library=library(3)),
                      active="Alice"))


@pytest.mark.parametrize(("spell", "zone"), [("Unsummon", "hand"), ("Murder", "graveyard")])
def test_thragtusk_leaves_to_any_zone_and_its_controller_gets_a_beast(spell: str,
                                                                       zone: str) -> None:
    assert POOL.get("Thragtusk").compiled
    game = thragtusk_game(spell)
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": spell, "targets": ["tusk"]})
    pass_all(game)  # the spell resolves; Thragtusk's trigger goes on the stack
    pass_all(game)  # the trigger resolves

    alice = game.state.player("Alice")
    assert "Thragtusk" in names(getattr(alice, zone))
    beasts = [o for o in game.state.permanents("Alice") if o.name == "Beast Token"]
    assert len(beasts) == 1
    assert (game.power(beasts[0].handle), game.toughness(beasts[0].handle)) == (3, 3)
    made = events(game, "token_created")
    assert len(made) == 1 and made[0].player == "Alice"


def test_thragtusk_s_enter_trigger_gains_five() -> None:
    game = Game(board(player("Alice", hand=["Thragtusk"], mana_pool="GGGGG", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Thragtusk"})
    pass_all(game)
    pass_all(game)
    assert game.state.player("Alice").life == 25


def test_rancor_returns_to_its_owner_s_hand_when_its_creature_dies() -> None:
    """The creature is destroyed; Rancor goes to the graveyard as a state-based action (704.5m)
    and its trigger returns it to Alice's hand."""
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Rancor", "attached_to": "bears"}],
                             library=library(3)),
                      player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3)),
                      active="Alice"))
    assert (game.power("bears"), game.toughness("bears")) == (4, 2)  # Rancor's +2/+0
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["bears"]})
    pass_all(game)
    pass_all(game)

    alice = game.state.player("Alice")
    assert names(alice.hand) == ["Rancor"]
    assert names(alice.graveyard) == ["Grizzly Bears"]


def test_rancor_returns_when_its_creature_is_bounced_too() -> None:
    """The creature is bounced, not destroyed: Rancor, attached to nothing, is still put into
    the graveyard from the battlefield (704.5m), so it returns all the same."""
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Rancor", "attached_to": "bears"}],
                             library=library(3)),
                      player("Bob", hand=["Unsummon"], mana_pool="U", library=library(3)),
                      active="Alice"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Unsummon", "targets": ["bears"]})
    pass_all(game)  # Bears to hand; Rancor to the graveyard (704.5m); its trigger returns it
    pass_all(game)
    assert sorted(names(game.state.player("Alice").hand)) == ["Grizzly Bears", "Rancor"]
