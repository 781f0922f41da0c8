"""Casting, targets and resolving (400.7, 601, 605, 608)."""

from __future__ import annotations

import pytest
from helpers import board, events, kinds, moved, names, one, pass_all, player, snapshot, tap

from explorer.errors import IllegalAction
from explorer.game import Game


class TestNewObject:
    def bolt_then_cloudshift(self) -> Game:
        """Bob Bolts Alice's Bears; in response Alice Cloudshifts them."""
        game = Game(board(
            player("Alice", battlefield=["Plains", {"card": "Grizzly Bears", "id": "bears"}],
                   hand=["Cloudshift"]),
            player("Bob", battlefield=["Mountain"], hand=["Lightning Bolt"]),
        ))
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        game.apply({"do": "pass", "player": "Bob"})
        tap(game, "Alice", "Plains")
        game.apply({"do": "cast", "player": "Alice", "card": "Cloudshift", "targets": ["bears"]})
        return game

    def test_cloudshift_makes_a_new_object_that_the_bolt_cant_find(self) -> None:
        """400.7: an object that moves from one zone to another becomes a new object with no
        memory of its previous existence. 608.2b: the Bolt's only target is gone, so the Bolt
        doesn't resolve; the Bears survive."""
        game = self.bolt_then_cloudshift()
        old_oid = game.find_permanent("bears").oid

        pass_all(game)  # Cloudshift resolves
        moves = events(game, "zone_changed", source="Grizzly Bears")
        assert [moved(e) for e in moves] == [("battlefield", "exile", None, None),
                                             ("exile", "battlefield", None, None)]
        assert game.find_permanent("bears").oid != old_oid

        pass_all(game)  # the Bolt tries to resolve
        removed = one(game, "spell_removed")
        assert (removed.source, removed.player, removed.rule) == ("Lightning Bolt", "Bob",
                                                                  "608.2b")
        assert events(game, "damage_dealt") == []
        assert game.find_permanent("bears").damage == 0
        assert names(game.state.player("Bob").graveyard) == ["Lightning Bolt"]
        assert game.state.stack == []

    def test_the_returned_creature_is_summoning_sick(self) -> None:
        """400.7 / 302.6: the Bears that return are a new object that Alice hasn't controlled
        continuously since her turn began, so they can't attack this turn."""
        game = self.bolt_then_cloudshift()
        pass_all(game)
        pass_all(game)

        assert game.find_permanent("bears").sick
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})
        assert events(game, "attack_declared") == []  # no attackers decision was even possible
        assert game.state.step == "end"

    def test_without_cloudshift_the_bolt_kills_the_bears(self) -> None:
        """The same Bolt with no response resolves (608.2) and the Bears die (704.5g)."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Bob", battlefield=["Mountain"], hand=["Lightning Bolt"]),
        ))
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        pass_all(game)

        assert one(game, "spell_resolved").rule == "608.2"
        assert one(game, "zone_changed", source="Grizzly Bears").rule == "704.5g"


class TestCasting:
    def test_a_spell_is_cast_in_the_order_of_601_2(self) -> None:
        """601.2a: the card moves to the stack; 601.2h: the cost is paid; 601.2i: the spell
        becomes cast, and its controller keeps priority (117.3c)."""
        game = Game(board(player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
                          player("Bob")))
        tap(game, "Alice", "Mountain")
        start = game.log[-1].seq
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})

        cast = [e for e in game.log if e.seq > start]
        assert kinds(cast) == ["zone_changed", "mana_spent", "spell_cast"]
        assert [e.rule for e in cast] == ["601.2a", "601.2h", "601.2i"]
        assert cast[-1].target == "Bob"
        assert [item.source_name for item in game.state.stack] == ["Lightning Bolt"]
        assert game.pending is not None and game.pending.player == "Alice"

    def test_a_spell_needs_its_mana(self) -> None:
        """601.2h: the total cost must be paid; with an empty pool the cast is refused and
        nothing changes (the card stays in hand)."""
        game = Game(board(player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
                          player("Bob")))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                        "targets": ["Bob"]})

        assert refused.value.rule == "601.2h"
        assert snapshot(game) == before
        assert names(game.state.player("Alice").hand) == ["Lightning Bolt"]

    def test_a_target_must_be_legal_when_chosen(self) -> None:
        """601.2c / 115: Giant Growth targets a creature, so a player is not a legal target."""
        game = Game(board(player("Alice", mana_pool="G", hand=["Giant Growth"]), player("Bob")))

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                        "targets": ["Bob"]})
        assert refused.value.rule == "601.2c"

    def test_tapping_a_tapped_land_is_refused(self) -> None:
        """107.5: {T} can't be paid if the permanent is already tapped."""
        game = Game(board(player("Alice", battlefield=[{"card": "Mountain", "tapped": True}]),
                          player("Bob")))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            tap(game, "Alice", "Mountain")

        assert refused.value.rule == "107.5"
        assert snapshot(game) == before

    def test_a_mana_ability_resolves_at_once(self) -> None:
        """605.3b: a mana ability doesn't use the stack; the mana is in the pool immediately and
        the player keeps priority."""
        game = Game(board(player("Alice", battlefield=["Forest"]), player("Bob")))
        tap(game, "Alice", "Forest")

        assert one(game, "ability_activated").rule == "605.3b"
        assert game.state.stack == []
        assert [u.type for u in game.state.player("Alice").mana_pool] == ["G"]
        assert game.pending is not None and game.pending.player == "Alice"
