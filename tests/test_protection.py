"""Protection (702.16), read from the cards' own text and checked as rulings read: a permanent
with protection from a quality can't be Damaged (702.16e), Enchanted or Equipped (702.16c,
702.16d), Blocked (702.16f) or Targeted (702.16b) by anything with that quality — DEBT.

White Knight has protection from black, Black Knight from white, Baneslayer Angel from Demons and
from Dragons, Tel-Jilad Chosen from artifacts, Stonecoil Serpent from multicolored."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, life, one, pass_all, player, snapshot

from explorer.cards import build_pool, default_pool
from explorer.errors import IllegalAction
from explorer.events import DamageEvent
from explorer.game import Game
from explorer.rules.protection import Quality

KNIGHT = {"card": "White Knight", "id": "knight"}


def combat(alice: list[Any], bob: list[Any], **extra: Any) -> Game:
    """Alice's creatures are ready to attack Bob, who has his."""
    game = Game(board(player("Alice", battlefield=alice, library=library(3)),
                      player("Bob", battlefield=bob, library=library(3)),
                      step="beginning_of_combat"), **extra)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    return game


def prevented(e: Any) -> tuple[str | None, str | None, int | None, str | None, bool]:
    """A prevention's fields: (source, target, amount, protection, combat)."""
    assert isinstance(e, DamageEvent), e
    return e.source, e.target, e.amount, e.protection, e.combat


def every_event_has_its_rule(game: Game) -> bool:
    return all(e.rule for e in game.log)


# -- reading the keyword (702.16a) ---------------------------------------------------------------
class TestReading:
    def test_white_knights_protection_is_from_the_color_black(self) -> None:
        card = default_pool().get("White Knight")

        assert card.protection == (Quality("color", "B", "black"),)

    def test_from_demons_and_from_dragons_is_two_protections_by_subtype(self) -> None:
        """702.16g: "protection from Demons and from Dragons" behaves as two abilities."""
        card = default_pool().get("Baneslayer Angel")

        assert card.protection == (Quality("subtype", "Demon", "Demons"),
                                   Quality("subtype", "Dragon", "Dragons"))
        assert card.keywords == ("Flying", "First strike", "Lifelink", "Protection")

    @pytest.mark.parametrize(("text", "qualities"), [
        ("Protection from artifacts", [("card type", "Artifact")]),
        ("Protection from instants", [("card type", "Instant")]),
        ("Protection from everything", [("everything", "")]),  # 702.16j
        ("Protection from multicolored", [("multicolored", "")]),
        ("Protection from white and from blue", [("color", "W"), ("color", "U")]),
        ("Protection from each color",  # 702.16h: one ability per color
         [("color", c) for c in "WUBRG"]),
        ("Flying, protection from Vampires, from Werewolves, and from Zombies",
         [("subtype", "Vampire"), ("subtype", "Werewolf"), ("subtype", "Zombie")]),
    ])
    def test_the_qualities_are_data(self, text: str, qualities: list[tuple[str, str]]) -> None:
        result = build_pool().compile({
            "name": "Test Protected", "mana_cost": "{1}", "cmc": 1,
            "type_line": "Creature — Test", "oracle_text": text, "power": "1",
            "toughness": "1", "colors": [], "keywords": ["Flying", "Protection"]})

        assert result.card is not None, result.why
        assert [(q.kind, q.value) for q in result.card.protection] == qualities

    @pytest.mark.parametrize("text", ["Protection from the chosen color",
                                      "Protection from each of your opponents"])
    def test_an_unknown_quality_refuses_the_card_naming_its_sentence(self, text: str) -> None:
        result = build_pool().compile({
            "name": "Test Unknown Protection", "mana_cost": "{1}", "cmc": 1,
            "type_line": "Creature — Test", "oracle_text": text, "power": "1",
            "toughness": "1", "colors": [], "keywords": ["Protection"]})

        assert result.card is None
        assert result.refused == text
        assert "702.16a" in result.why and text.removeprefix("Protection ") in result.why

    def test_explain_names_protection_and_its_rule(self) -> None:
        explained = default_pool().explain("White Knight")

        assert "Protection from black" in explained
        assert "702.16a, explorer.rules.protection" in explained
        for rule in ("702.16b", "702.16c", "702.16d", "702.16e", "702.16f"):
            assert rule in explained


# -- blocking (702.16f) --------------------------------------------------------------------------
class TestBlocking:
    @pytest.mark.parametrize(("attacker", "blocker", "legal"), [
        ("White Knight", "Vampire Spawn", False),    # a black creature
        ("White Knight", "Grizzly Bears", True),     # a green one may
        ("Baneslayer Angel", "Skyline Despot", False),  # a (red) Dragon, though it flies
        ("Baneslayer Angel", "Vampire Nighthawk", True),  # a flyer that isn't a Demon or Dragon
        ("Black Knight", "Youthful Knight", False),  # a white creature
        ("Stonecoil Serpent", "Boros Swiftblade", False),  # red and white: multicolored
        ("Stonecoil Serpent", "Grizzly Bears", True),  # monocolored
    ])
    def test_who_may_block(self, attacker: str, blocker: str, legal: bool) -> None:
        entry = {"card": attacker, "counters": {"+1/+1": 3}} if attacker == "Stonecoil Serpent" \
            else attacker
        game = combat([entry], [blocker])
        game.apply({"do": "attack", "player": "Alice", "attackers": {attacker: "Bob"}})
        before = snapshot(game)
        block = {"do": "block", "player": "Bob", "blockers": {blocker: attacker}}

        if legal:
            game.apply(block)
            assert one(game, "block_declared").source == blocker
            return
        with pytest.raises(IllegalAction) as refused:
            game.apply(block)
        assert refused.value.rule == "702.16f"
        assert "protection from" in str(refused.value) and blocker in str(refused.value)
        assert snapshot(game) == before

    def test_bob_isnt_asked_to_block_with_only_black_creatures(self) -> None:
        game = combat([KNIGHT], ["Vampire Spawn", "Walking Corpse"])
        game.apply({"do": "attack", "player": "Alice", "attackers": {"knight": "Bob"}})
        pass_all(game)

        assert game.pending is None or game.pending.kind != "blockers"
        assert events(game, "block_declared") == []

    def test_protection_doesnt_stop_the_knight_from_blocking_a_black_creature(self) -> None:
        """702.16f restricts who blocks the creature with protection, not whom it blocks.
        Thorn of the Black Rose survives White Knight's first strike; its deathtouch damage back
        is prevented (702.16e), so no damage was dealt and deathtouch doesn't apply."""
        game = combat(["Thorn of the Black Rose"], [KNIGHT])
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"Thorn of the Black Rose": "Bob"}})
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {"knight": "Thorn of the Black Rose"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

        assert prevented(one(game, "damage_prevented", rule="702.16e")) == (
            "Thorn of the Black Rose", "knight", 1, "black", True)
        assert events(game, "damage_dealt", target="knight") == []
        assert game.permanent("knight").damage == 0
        assert not game.permanent("knight").deathtouch_damage
        assert game.find_permanent("Thorn of the Black Rose").damage == 2  # the Knight's
        assert every_event_has_its_rule(game)


# -- damage (702.16e) ----------------------------------------------------------------------------
class TestDamage:
    def test_a_black_sorcerys_damage_to_the_knight_is_prevented(self) -> None:
        """Dakmor Plague deals 3 damage to each creature and each player: not to White Knight,
        whose 3 is prevented (and logged with its rule); the Bears and the players are dealt
        theirs."""
        game = Game(board(player("Alice", battlefield=[KNIGHT], hand=["Dakmor Plague"],
                                 mana_pool="BBBBB", library=library(3)),
                          player("Bob", battlefield=["Grizzly Bears"], library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": "Dakmor Plague"})
        pass_all(game)

        assert prevented(one(game, "damage_prevented")) == (
            "Dakmor Plague", "knight", 3, "black", False)
        assert events(game, "damage_dealt", target="knight") == []
        assert game.permanent("knight").damage == 0
        assert "Grizzly Bears" in [c.name for c in game.state.player("Bob").graveyard]
        assert (life(game, "Alice"), life(game, "Bob")) == (17, 17)
        assert every_event_has_its_rule(game)

    def test_a_red_spells_damage_is_dealt(self) -> None:
        """Lightning Bolt is red: protection from black doesn't stop it."""
        game = Game(board(player("Alice", battlefield=[KNIGHT], library=library(3)),
                          player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                                 library=library(3)), active="Bob"))
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["knight"]})
        pass_all(game)

        assert one(game, "damage_dealt", target="knight").amount == 3
        assert events(game, "damage_prevented") == []
        assert "White Knight" in [c.name for c in game.state.player("Alice").graveyard]

    def test_lifelink_gains_nothing_from_prevented_damage(self) -> None:
        """Aragorn (white among its colors, lifelink) is blocked by Black Knight: its 4 combat
        damage to the Knight is prevented, so Alice gains no life (702.15b counts damage dealt).
        Its attack trigger could not have targeted the Knight either (702.16b)."""
        game = combat(["Aragorn, King of Gondor"], [{"card": "Black Knight", "id": "bk"}])
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"Aragorn, King of Gondor": "Bob"}})
        # Aragorn's trigger: "up to one target creature can't block this turn"
        assert game.pending is not None and game.pending.kind == "targets"
        assert "bk" not in game.pending.options
        game.apply({"do": "choose", "player": "Alice", "targets": ["no target"]})
        pass_all(game)
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {"bk": "Aragorn, King of Gondor"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

        assert prevented(one(game, "damage_prevented")) == (
            "Aragorn, King of Gondor", "bk", 4, "white", True)
        assert events(game, "life_changed", rule="702.15b") == []
        assert life(game, "Alice") == 20
        assert game.permanent("bk").damage == 0


# -- targets (702.16b, 608.2b) -------------------------------------------------------------------
class TestTargets:
    def pie_game(self) -> Game:
        return Game(board(player("Alice", battlefield=[KNIGHT, "Grizzly Bears"],
                                 library=library(3)),
                          player("Bob", hand=["Bake into a Pie"], mana_pool="BBBB",
                                 library=library(3)), active="Bob"))

    def test_a_black_spell_cant_target_the_knight(self) -> None:
        game = self.pie_game()
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Bob", "card": "Bake into a Pie",
                        "targets": ["knight"]})

        assert refused.value.rule == "702.16b"
        assert "knight (White Knight) has protection from black" in str(refused.value)
        assert snapshot(game) == before

    def test_the_black_spell_may_target_another_creature(self) -> None:
        game = self.pie_game()
        game.apply({"do": "cast", "player": "Bob", "card": "Bake into a Pie",
                    "targets": ["Grizzly Bears"]})
        pass_all(game)

        assert "Grizzly Bears" in [c.name for c in game.state.player("Alice").graveyard]

    def test_legal_actions_dont_offer_the_knight_as_a_target(self) -> None:
        game = self.pie_game()

        casts = [a for a in game.legal_actions()
                 if getattr(a, "card", None) == "bake-into-a-pie-1"]

        assert [a.targets for a in casts] == [("grizzly-bears-1",)]

    def test_a_target_protected_on_resolution_is_illegal(self) -> None:
        """608.2b: a saved game in which Bake into a Pie targets White Knight (as it would after
        the Knight gained its protection): on resolution its only target is illegal, so it
        doesn't resolve — no creature destroyed, no Food made."""
        game = Game(board(player("Alice", battlefield=[KNIGHT], library=library(3)),
                          player("Bob", library=library(3)),
                          stack=[{"controller": "Bob", "spell": "Bake into a Pie", "id": "pie",
                                  "targets": ["knight"]}]))
        pass_all(game)

        assert one(game, "spell_removed").rule == "608.2b"
        assert game.permanent("knight").name == "White Knight"
        assert events(game, "token_created") == []

    def test_its_controllers_own_white_ability_cant_target_black_knight(self) -> None:
        """Unlike hexproof (702.11b), protection stops its controller's own abilities too:
        Luminarch Aspirant's counter can only go on the Aspirant."""
        game = Game(board(player("Alice", battlefield=[{"card": "Black Knight", "id": "bk"},
                                                       {"card": "Luminarch Aspirant",
                                                        "id": "aspirant"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))
        game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
        if game.pending is not None and game.pending.kind == "targets":
            assert "bk" not in game.pending.options
        pass_all(game)

        assert game.permanent("aspirant").counters == {"+1/+1": 1}
        assert game.permanent("bk").counters == {}

    def test_an_artifacts_ability_cant_target_tel_jilad_chosen(self) -> None:
        """Bonesplitter's equip ability comes from an artifact (702.16b)."""
        game = Game(board(player("Alice", battlefield=[{"card": "Tel-Jilad Chosen", "id": "elf"},
                                                       {"card": "Bonesplitter", "id": "axe"},
                                                       "Grizzly Bears"],
                                 mana_pool="CC", library=library(3)),
                          player("Bob", library=library(3))))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "axe",
                        "targets": ["elf"]})
        assert refused.value.rule == "702.16b"
        assert snapshot(game) == before

        game.apply({"do": "activate", "player": "Alice", "permanent": "axe",
                    "targets": ["Grizzly Bears"]})
        pass_all(game)
        assert one(game, "attached").target == "grizzly-bears-1"


# -- enchanting and equipping (702.16c, 702.16d; 704.5m, 704.5n) --------------------------------
class TestAttaching:
    def test_a_black_aura_spell_cant_target_the_knight(self) -> None:
        game = Game(board(player("Alice", battlefield=[KNIGHT, "Grizzly Bears"],
                                 hand=["Unholy Strength"], mana_pool="B", library=library(3)),
                          player("Bob", library=library(3))))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Unholy Strength",
                        "targets": ["knight"]})

        assert refused.value.rule == "702.16b"
        assert snapshot(game) == before

    def test_a_black_aura_on_the_knight_goes_to_the_graveyard(self) -> None:
        """704.5m: a file may say Unholy Strength enchants White Knight; it can't (702.16c), so
        the first state-based actions put it into its owner's graveyard."""
        game = Game(board(player("Alice", battlefield=[KNIGHT, {"card": "Unholy Strength",
                                                                "attached_to": "knight"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))

        moved = one(game, "zone_changed", source="Unholy Strength")
        assert (moved.rule, moved.from_zone, moved.to_zone) == ("704.5m", "battlefield",
                                                               "graveyard")
        assert "702.16c" in (moved.how or "")
        assert game.permanent("knight").attached_to is None
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Unholy Strength"]

    def test_the_aura_stays_on_a_creature_without_that_protection(self) -> None:
        game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                       {"card": "Unholy Strength",
                                                        "attached_to": "bears"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))

        assert events(game, "zone_changed") == []
        assert game.state.player("Alice").graveyard == ()

    def test_equipment_on_tel_jilad_chosen_becomes_unattached(self) -> None:
        """704.5n: Bonesplitter can't equip a creature with protection from artifacts
        (702.16d); it is unattached and stays on the battlefield."""
        game = Game(board(player("Alice", battlefield=[{"card": "Tel-Jilad Chosen", "id": "elf"},
                                                       {"card": "Bonesplitter", "id": "axe",
                                                        "attached_to": "elf"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))

        unattached = one(game, "unattached")
        assert (unattached.rule, unattached.target) == ("704.5n", "elf")
        assert game.permanent("axe").attached_to is None
        assert game.permanent("axe").zone == "battlefield"
