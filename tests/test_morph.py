"""Morph (702.37) and face-down permanents (708): a card with morph may be cast face down as a
2/2 creature with no text, no name, no subtypes and no mana cost for {3} (702.37c, 708.2a); any
time its controller has priority, paying its morph cost turns it face up — a special action
that doesn't use the stack (702.37e, 116.2b): the same permanent, its own characteristics
again (708.8). Leaving the battlefield, it is revealed (708.9). Megamorph also puts a +1/+1
counter on it (702.37b)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player
from test_save_exact import saved_and_loaded

from explorer.actions import TurnFaceUp
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def face_down_angel(**bob: Any) -> Game:
    """Alice casts Exalted Angel face down for {3}, and it resolves: a face-down 2/2."""
    game = Game(board(player("Alice", hand=["Exalted Angel"], mana_pool="CCC",
                             battlefield=[{"card": "Plains", "id": f"p{k}"} for k in range(4)],
                             library=library(5)),
                      player("Bob", library=library(5), **bob)))
    game.apply({"do": "cast", "player": "Alice", "card": "Exalted Angel",
                "choices": {"face_down": True}})
    pass_all(game)
    return game


def angel(game: Game) -> str:
    return str(game.state.permanents("Alice")[-1].handle)


def turn_up(game: Game, who: str = "Alice") -> list[Any]:
    for k in range(4):
        game.apply({"do": "activate", "player": who, "permanent": f"p{k}"})
    return game.apply({"do": "turn_face_up", "player": who, "permanent": angel(game)})


class TestFaceDown:
    def test_cast_face_down_it_is_a_nameless_two_two_with_no_abilities(self) -> None:
        assert POOL.get("Exalted Angel").compiled
        game = face_down_angel()
        cast = one(game, "spell_cast")
        assert (cast.source, cast.amount) == ("Face-down creature", 0)  # mana value 0
        assert game.state.player("Alice").mana_pool == ()  # {3}, not {4}{W}{W}
        obj = game.find_permanent(angel(game))
        assert obj.name == "Face-down creature" and obj.colors == () and obj.subtypes == ()
        assert (game.power(angel(game)), game.toughness(angel(game))) == (2, 2)
        assert game.keywords(angel(game)) == ()

    def test_turning_it_face_up_is_a_special_action_keeping_the_same_permanent(self) -> None:
        game = face_down_angel()
        before = game.find_permanent(angel(game))
        turned = turn_up(game)
        assert [e.event for e in turned if e.event not in ("mana_added", "tapped_for_mana",
                                                           "tapped", "mana_spent")] == [
            "turned_face_up"]
        assert one(game, "turned_face_up").rule == "702.37e"
        after = game.find_permanent(angel(game))
        assert after.oid == before.oid and after.name == "Exalted Angel"
        assert (game.power(angel(game)), game.toughness(angel(game))) == (4, 5)
        assert set(game.keywords(angel(game))) == {"Flying", "Morph"}  # no lifelink: a trigger
        assert [a.text for a in after.card.triggered] == [
            "Whenever this creature deals damage, you gain that much life."]
        assert game.pending is not None and game.pending.kind == "priority"
        assert game.pending.player == "Alice" and game.state.stack == []  # no stack (116.2b)
        up = one(game, "turned_face_up").seq  # it didn't enter the battlefield (708.8)
        assert not [e for e in events(game, "zone_changed") if e.seq > up]

    def test_it_attacks_as_a_two_two_and_turns_up_before_damage(self) -> None:
        """Unblocked, the face-down creature is turned face up: it deals 4, and its ability
        gains Alice that much life."""
        game = face_down_angel()
        game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {angel(game): "Bob"}})
        game.apply({"do": "pass_until", "turn": 3, "step": "declare_blockers"})
        turn_up(game)  # Bob has no creature: no block is asked
        game.apply({"do": "pass_until", "turn": 3, "step": "end_of_combat"})
        assert game.state.player("Bob").life == 16
        assert game.state.player("Alice").life == 24
        assert len(events(game, "ability_triggered", source="Exalted Angel")) == 1

    def test_it_dies_and_is_revealed_in_the_graveyard(self) -> None:
        game = face_down_angel(hand=["Murder"], mana_pool="BBC")
        target = angel(game)
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [target]})
        pass_all(game)
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Exalted Angel"]


class TestBadTurns:
    def test_only_its_controller_with_its_morph_cost_paid(self) -> None:
        game = face_down_angel()
        with pytest.raises(IllegalAction) as short:
            game.apply({"do": "turn_face_up", "player": "Alice", "permanent": angel(game)})
        assert short.value.rule == "601.2h"  # the pool can't pay {2}{W}{W}
        game.apply({"do": "pass", "player": "Alice"})
        with pytest.raises(IllegalAction) as theirs:
            game.apply({"do": "turn_face_up", "player": "Bob", "permanent": angel(game)})
        assert "controlled by Alice" in str(theirs.value) or theirs.value.rule == "702.37e"
        assert game.find_permanent(angel(game)).face_up is not None

    def test_a_face_up_permanent_and_a_card_without_morph_are_refused(self) -> None:
        game = face_down_angel()
        turn_up(game)
        with pytest.raises(IllegalAction) as again:
            game.apply({"do": "turn_face_up", "player": "Alice", "permanent": angel(game)})
        assert again.value.rule == "702.37e"
        other = Game(board(player("Alice", hand=["Grizzly Bears"], mana_pool="CCC",
                                  library=library(3)), player("Bob", library=library(3))))
        with pytest.raises(IllegalAction) as no_morph:
            other.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                         "choices": {"face_down": True}})
        assert no_morph.value.rule == "702.37c"

    def test_legal_actions_offer_both(self) -> None:
        game = Game(board(player("Alice", hand=["Exalted Angel"], mana_pool="CCC",
                                 library=library(3)), player("Bob", library=library(3))))
        casts = [a for a in game.legal_actions() if type(a).__name__ == "Cast"]
        assert [a.choices for a in casts] == [{"face_down": True}]
        game.apply(casts[0])
        pass_all(game)
        assert not any(isinstance(a, TurnFaceUp) for a in game.legal_actions())  # no mana


class TestMegamorphAndSaving:
    def test_ainok_survivalist_gets_its_counter_and_destroys_an_enchantment(self) -> None:
        assert POOL.get("Ainok Survivalist").compiled
        game = Game(board(
            player("Alice", library=library(3), mana_pool="GC",
                   battlefield=[{"card": "Ainok Survivalist", "id": "ainok", "face_down": True}]),
            player("Bob", library=library(3),
                   battlefield=[{"card": "Oblivion Ring", "id": "ring"}])))
        assert game.find_permanent("ainok").name == "Face-down creature"
        game.apply({"do": "turn_face_up", "player": "Alice", "permanent": "ainok"})
        assert one(game, "counters_added", target="ainok").rule == "702.37b"
        assert (game.power("ainok"), game.toughness("ainok")) == (3, 2)
        assert one(game, "ability_triggered", source="Ainok Survivalist").rule == "603.2"
        pass_all(game)  # its only target, Bob's Oblivion Ring
        assert [c.name for c in game.state.player("Bob").graveyard] == ["Oblivion Ring"]

    def test_a_saved_game_keeps_it_face_down_and_knows_what_it_is(self) -> None:
        game = face_down_angel()
        saved = game.to_board()
        entry = saved["players"][0]["battlefield"][-1]
        assert (entry["card"], entry["face_down"]) == ("Exalted Angel", True)
        again = Game(saved)
        assert again.find_permanent(angel(again)).name == "Face-down creature"
        turn_up(again)
        assert (again.power(angel(again)), again.toughness(angel(again))) == (4, 5)

    def test_a_face_down_spell_on_the_stack_is_saved_and_loaded(self) -> None:
        game = Game(board(player("Alice", hand=["Sagu Archer"], mana_pool="CCC",
                                 library=library(3)), player("Bob", library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": "Sagu Archer",
                    "choices": {"face_down": True}})
        saved = game.to_board()
        assert saved["stack"][0]["spell"] == "Sagu Archer"
        assert saved["stack"][0]["choices"] == {"face_down": True}
        again = Game(saved)
        pass_all(again)
        archer = again.state.permanents("Alice")[0]
        assert archer.name == "Face-down creature" and archer.face_up is not None
        assert "Reach" not in again.keywords(archer.handle)

    def test_a_card_without_morph_can_t_be_face_down_in_a_board(self) -> None:
        from explorer.errors import BoardError

        with pytest.raises(BoardError) as refused:
            Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears",
                                                     "face_down": True}]),
                       player("Bob")))
        assert "702.37c" in str(refused.value)


class TestDisguise:
    """Disguise (702.168a): morph whose face-down 2/2 has ward {2}."""

    def test_face_down_it_has_ward_two_and_face_up_it_doesn_t(self) -> None:
        """Bob's Murder targets the face-down Phantom: ward triggers, Bob can't pay {2}, and
        Murder is countered (702.21a). Turned face up for {4}{W} it is a 4/3 flier, no ward."""
        assert POOL.get("Defenestrated Phantom").compiled
        game = Game(board(
            player("Alice", hand=["Defenestrated Phantom"], mana_pool="CCC",
                   battlefield=[{"card": "Plains", "id": f"p{k}"} for k in range(5)],
                   library=library(5)),
            player("Bob", hand=["Murder"], library=library(5),
                   battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(3)])))
        game.apply({"do": "cast", "player": "Alice", "card": "Defenestrated Phantom",
                    "choices": {"face_down": True}})
        pass_all(game)
        phantom = game.state.permanents("Alice")[-1].handle
        assert (game.power(phantom), game.toughness(phantom)) == (2, 2)
        assert "Ward" in game.keywords(phantom) and "Flying" not in game.keywords(phantom)
        game.apply({"do": "pass", "player": "Alice"})
        for k in range(3):
            game.apply({"do": "activate", "player": "Bob", "permanent": f"s{k}"})
        game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [phantom]})
        pass_all(game)  # ward resolves: Bob is asked to pay {2}, with no mana left
        game.apply({"do": "default"})  # he doesn't
        assert one(game, "spell_countered", source="Murder").by == "Face-down creature"
        assert game.find_permanent(phantom) is not None
        game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
        for k in range(5):
            game.apply({"do": "activate", "player": "Alice", "permanent": f"p{k}"})
        game.apply({"do": "turn_face_up", "player": "Alice", "permanent": phantom})
        assert one(game, "turned_face_up").rule == "702.168d"
        assert (game.power(phantom), game.toughness(phantom)) == (4, 3)
        assert "Ward" not in game.keywords(phantom) and "Flying" in game.keywords(phantom)

    def test_exit_specialist_bounces_another_creature_as_it_turns_face_up(self) -> None:
        assert POOL.get("Exit Specialist").compiled
        game = Game(board(
            player("Alice", library=library(3), mana_pool="UC", battlefield=[
                {"card": "Exit Specialist", "id": "specialist", "face_down": True}]),
            player("Bob", library=library(3),
                   battlefield=[{"card": "Grizzly Bears", "id": "bears"}])))
        assert "Ward" in game.keywords("specialist")
        game.apply({"do": "turn_face_up", "player": "Alice", "permanent": "specialist"})
        pass_all(game)  # "another target creature": the Bears, its only choice
        assert [c.name for c in game.state.player("Bob").hand] == ["Grizzly Bears"]
        assert game.find_permanent("specialist").name == "Exit Specialist"


class TestItsLifeGain:
    """Exalted Angel: "Whenever this creature deals damage, you gain that much life." — a
    triggered ability (603.2), not lifelink: the life comes when it resolves."""

    @staticmethod
    def blocked_by_two_birds() -> Game:
        game = Game(board(
            player("Alice", battlefield=[{"card": "Exalted Angel", "id": "angel", "sick": False}],
                   library=library(3)),
            player("Bob", battlefield=[{"card": "Birds of Paradise", "id": "b1"},
                                       {"card": "Birds of Paradise", "id": "b2"}],
                   library=library(3)),
            step="beginning_of_combat"))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"angel": "Bob"}})
        game.apply({"do": "block", "player": "Bob", "blockers": {"b1": ["angel"],
                                                                 "b2": ["angel"]}})
        game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
        game.apply({"do": "choose", "player": "Alice", "distribution": {"b1": 2, "b2": 2}})
        return game

    def test_damage_to_two_blockers_at_once_triggers_it_once_for_all_of_it(self) -> None:
        """603.2c: the damage it deals to both blocking Birds at once (510.2) is one trigger
        event — one ability on the stack, and Alice gains all 4 in one life change."""
        game = self.blocked_by_two_birds()
        dealt = events(game, "damage_dealt", source="Exalted Angel")
        assert [(e.target, e.amount) for e in dealt] == [("b1", 2), ("b2", 2)]
        triggered = one(game, "ability_triggered", source="Exalted Angel")
        assert triggered.cause == dealt[-1].seq and triggered.rule == "603.2"
        assert game.state.player("Alice").life == 20  # not yet: it is on the stack
        pass_all(game)
        gains = [e for e in events(game, "life_changed") if e.player == "Alice"]
        assert [e.amount for e in gains] == [4]
        assert game.state.player("Alice").life == 24

    def test_saved_with_it_on_the_stack_it_still_gains_all_of_it(self) -> None:
        """The ability on the stack keeps the trigger event it saw: all 4 damage."""
        _, loaded = saved_and_loaded(self.blocked_by_two_birds())
        pass_all(loaded)
        assert loaded.state.player("Alice").life == 24

    def test_damage_another_source_deals_doesnt_trigger_it(self) -> None:
        """Only its own damage: Bob's unblocked Bears hit Alice and Alice gains nothing."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Exalted Angel", "id": "angel"}],
                   library=library(3)),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears", "sick": False}],
                   library=library(3)),
            step="beginning_of_combat", active="Bob"))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Alice"}})
        game.apply({"do": "block", "player": "Alice", "blockers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert game.state.player("Alice").life == 18
        assert not events(game, "ability_triggered", source="Exalted Angel")
