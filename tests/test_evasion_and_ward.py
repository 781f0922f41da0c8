"""Who may block whom, and who may target what: evasion keywords (fear 702.36, intimidate
702.13, skulk 702.118, horsemanship 702.31, landwalk 702.14, "can't be blocked"), shroud
(702.18) and ward (702.21), each read from the card's text and checked as a ruling reads."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import build_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def combat(alice: list[Any], bob: list[Any], **extra: Any) -> Game:
    """Alice's creatures are ready to attack Bob, who has his."""
    game = Game(board(player("Alice", battlefield=alice, library=library(3)),
                      player("Bob", battlefield=bob, library=library(3)),
                      step="beginning_of_combat"), **extra)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    return game


def attack_and_block(game: Game, attacker: str, blocker: str) -> None:
    game.apply({"do": "attack", "player": "Alice", "attackers": {attacker: "Bob"}})
    game.apply({"do": "block", "player": "Bob", "blockers": {blocker: attacker}})


class TestEvasion:
    @pytest.mark.parametrize(("attacker", "blocker", "legal", "rule"), [
        ("Severed Legion", "Grizzly Bears", False, "702.36b"),   # fear: a green creature
        ("Severed Legion", "Vampire Spawn", True, None),         # a black one may
        ("Bladetusk Boar", "Grizzly Bears", False, "702.13b"),   # intimidate: no shared color
        ("Bladetusk Boar", "Raging Goblin", True, None),         # red shares red
        ("Furtive Homunculus", "Hill Giant", False, "702.118b"),  # skulk: greater power
        ("Furtive Homunculus", "Grizzly Bears", True, None),     # equal power may
        ("Phantom Warrior", "Grizzly Bears", False, "509.1b"),   # can't be blocked
        # horsemanship: only creatures with horsemanship may block it
        ("Yellow Scarves Cavalry", "Grizzly Bears", False, "702.31b"),
        ("Yellow Scarves Cavalry", "Birds of Paradise", False, "702.31b"),  # flying is no help
    ])
    def test_who_may_block(self, attacker: str, blocker: str, legal: bool,
                           rule: str | None) -> None:
        game = combat([attacker], [blocker])
        game.apply({"do": "attack", "player": "Alice", "attackers": {attacker: "Bob"}})
        before = snapshot(game)
        block = {"do": "block", "player": "Bob", "blockers": {blocker: attacker}}

        if legal:
            game.apply(block)
            assert events(game, "block_declared")
            return
        with pytest.raises(IllegalAction) as refused:
            game.apply(block)
        assert refused.value.rule == rule
        assert snapshot(game) == before

    def test_swampwalk_is_unblockable_while_the_defender_has_a_swamp(self) -> None:
        """Bog Wraith: "Swampwalk" (702.14c) — Bob's Swamp lets nothing of his block it."""
        game = combat(["Bog Wraith"], ["Grizzly Bears", "Swamp"])
        game.apply({"do": "attack", "player": "Alice", "attackers": {"Bog Wraith": "Bob"}})

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "block", "player": "Bob",
                        "blockers": {"Grizzly Bears": "Bog Wraith"}})
        assert refused.value.rule == "702.14c"

    def test_without_a_swamp_the_wraith_can_be_blocked(self) -> None:
        game = combat(["Bog Wraith"], ["Grizzly Bears", "Forest"])

        attack_and_block(game, "Bog Wraith", "Grizzly Bears")

        assert one(game, "block_declared").permanent == "grizzly-bears-1"

    def test_unblockable_attackers_arent_offered_to_block(self) -> None:
        game = combat(["Phantom Warrior"], ["Grizzly Bears"])
        game.apply({"do": "attack", "player": "Alice", "attackers": {"Phantom Warrior": "Bob"}})
        pass_all(game)

        assert game.pending is None or game.pending.kind != "blockers"


# -- targets ------------------------------------------------------------------------------------
WARDED = "Test Warded Drake"
SHROUDED = "Test Shrouded Wall"


def pool() -> Any:
    cards = build_pool()
    for name, text, keywords in [
            (WARDED, "Flying\nWard {2} (Whenever this creature becomes the target of a spell or "
                     "ability an opponent controls, counter it unless that player pays {2}.)",
             ["Flying", "Ward"]),
            (SHROUDED, "Shroud", ["Shroud"])]:
        result = cards.compile({"name": name, "mana_cost": "{2}", "cmc": 2,
                                "type_line": "Creature — Test", "oracle_text": text,
                                "power": "2", "toughness": "2", "colors": [],
                                "keywords": keywords})
        assert result.card is not None, result.why
    return cards


class TestShroudAndWard:
    def test_shroud_cant_be_targeted_even_by_its_controller(self) -> None:
        """702.18a: shroud — no spell or ability can target it, its controller's included."""
        game = Game(board(player("Alice", battlefield=[SHROUDED], hand=["Giant Growth"],
                                 mana_pool="G", library=library(3)),
                          player("Bob", library=library(3))), cards=pool())
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                        "targets": [SHROUDED]})

        assert refused.value.rule == "702.18a"
        assert snapshot(game) == before

    def ward_game(self, pool_mana: str) -> Game:
        return Game(board(player("Alice", hand=["Lightning Bolt"], mana_pool=pool_mana,
                                 library=library(3)),
                          player("Bob", battlefield=[WARDED], library=library(3))),
                    cards=pool())

    def test_ward_counters_a_spell_whose_controller_doesnt_pay(self) -> None:
        """Ward {2} (702.21a): Bob's drake becomes the target of Alice's Lightning Bolt; the
        ward trigger resolves first; Alice doesn't pay {2}: the Bolt is countered."""
        game = self.ward_game("R")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": [WARDED]})
        pass_all(game)  # ward's trigger resolves: Alice is asked to pay
        assert game.pending is not None and game.pending.rule == "702.21a"
        game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})

        assert one(game, "spell_countered").source == "Lightning Bolt"
        assert game.find_permanent(WARDED).damage == 0

    def test_paying_for_ward_lets_the_spell_resolve(self) -> None:
        game = self.ward_game("RCC")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": [WARDED]})
        pass_all(game)
        game.apply({"do": "choose", "player": "Alice", "option": "pay {2}"})
        pass_all(game)

        assert events(game, "spell_countered") == []
        assert WARDED in [c.name for c in game.state.player("Bob").graveyard]

    def test_ward_ignores_its_controllers_own_spells(self) -> None:
        game = Game(board(player("Alice", library=library(3)),
                          player("Bob", battlefield=[WARDED], hand=["Giant Growth"],
                                 mana_pool="G", library=library(3)),
                          active="Bob"), cards=pool())
        game.apply({"do": "cast", "player": "Bob", "card": "Giant Growth",
                    "targets": [WARDED]})

        assert events(game, "ability_triggered") == []
