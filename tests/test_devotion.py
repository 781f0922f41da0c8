"""Devotion (700.5): the mana symbols of a color in the mana costs of the permanents a player
controls. Theros' gods and demigods read it at every moment: "As long as your devotion to white is
less than five, Heliod isn't a creature." (a layer-4 effect, 613.1d, 611.3a — a permanent that
stops being a creature leaves combat, 506.4) and "Daxos's toughness is equal to your devotion to
white." (a characteristic-defining ability, 604.3)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player, snapshot, to_attackers

from explorer.errors import IllegalAction
from explorer.game import Game

HELIOD = "Heliod, Sun-Crowned"
DAXOS = "Daxos, Blessed by the Sun"


def test_heliod_with_devotion_one_isnt_a_creature() -> None:
    """Heliod alone: devotion to white 1 ({2}{W}). It's a legendary enchantment, not a
    creature — Bob's Lightning Bolt can't target it (115.4)."""
    game = Game(board(player("Alice", battlefield=[{"card": HELIOD, "id": "heliod"}],
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(5)),
                      active="Bob"))
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["heliod"]})
    assert snapshot(game) == before


def test_heliod_attacks_with_devotion_five_and_leaves_combat_when_it_drops() -> None:
    """Heliod (1) + White Knight (2) + Knight of Meadowgrain (2): devotion 5, Heliod is a 5/5
    creature and attacks. Bob bolts White Knight: devotion 3, Heliod stops being a creature
    and is removed from combat (506.4) — Bob takes no damage from it."""
    game = Game(board(player("Alice", battlefield=[{"card": HELIOD, "id": "heliod"},
                                                   {"card": "White Knight", "id": "wk"},
                                                   {"card": "Knight of Meadowgrain",
                                                    "id": "km"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Mountain", "id": "m"}],
                             hand=["Lightning Bolt"], library=library(5)), step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"heliod": "Bob"}})
    assert game.state.combat is not None and list(game.state.combat.attackers) != []
    game.apply({"do": "pass"})  # Alice passes in declare attackers; Bob responds
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["wk"],
                "pay": ["m"]})
    pass_all(game)
    assert "White Knight" in names(game.state.player("Alice").graveyard)
    assert game.state.combat is not None and game.state.combat.attackers == {}
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    assert events(game, "damage_dealt", source=HELIOD) == []
    assert game.state.player("Bob").life == 20


def test_daxos_toughness_follows_devotion_to_white() -> None:
    """Daxos ({W}{W}) and White Knight ({W}{W}): toughness 4, so a Bolt doesn't kill it.
    Bob's second Bolt kills White Knight: devotion 2, toughness 2 with 3 damage marked —
    Daxos dies (704.5g)."""
    game = Game(board(player("Alice", battlefield=[{"card": DAXOS, "id": "daxos"},
                                                   {"card": "White Knight", "id": "wk"}],
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt", "Lightning Bolt"], mana_pool="RR",
                             library=library(5)), active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["daxos"]})
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == []

    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["wk"]})
    pass_all(game)
    assert sorted(names(game.state.player("Alice").graveyard)) == [DAXOS, "White Knight"]
    (died,) = events(game, "zone_changed", source=DAXOS)
    assert died.rule == "704.5g"


def test_xenagos_gives_another_creature_haste_and_plus_x_where_x_is_its_power() -> None:
    """Xenagos, God of Revels ({3}{R}{G}: devotion to red and green 2, not a creature): at the
    beginning of combat on Alice's turn, Hill Giant (3 power) gains haste and gets +3/+3 — X
    is the target's power, not Xenagos's 6."""
    from explorer.rules import keywords, layers

    game = Game(board(player("Alice", battlefield=[{"card": "Xenagos, God of Revels", "id": "x"},
                                                   {"card": "Hill Giant", "id": "giant"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    assert game.pending is not None and game.pending.kind == "targets"
    assert "x" not in game.pending.options  # "another target creature": not a creature now
    game.apply({"do": "choose", "player": "Alice", "targets": ["giant"]})
    pass_all(game)

    (giant,) = [o for o in game.state.battlefield if o.handle == "giant"]
    assert (layers.power(game, giant), layers.toughness(game, giant)) == (6, 6)
    assert keywords.has(game, giant, "Haste")
    gained = events(game, "effect_created", target="giant")
    assert gained and all(e.source == "Xenagos, God of Revels" for e in gained)
