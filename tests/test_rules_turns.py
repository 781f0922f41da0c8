"""Turn structure, priority and timing (103.8a, 117, 305, 500–514)."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    events,
    library,
    names,
    one,
    pass_all,
    player,
    snapshot,
    tap,
)

from explorer.errors import IllegalAction
from explorer.game import Game


def three_players(**alice: object) -> dict[str, object]:
    return board(player("Alice", library=library(5), **alice),
                 player("Bob", library=library(5)),
                 player("Cat", library=library(5)))


class TestManaEmpties:
    def test_mana_left_in_a_pool_is_gone_at_the_next_step(self) -> None:
        """500.4 / 106.4: when a step or phase ends, unused mana empties from each player's
        mana pool. Alice taps a Mountain in her main phase and doesn't spend the {R}."""
        game = Game(board(player("Alice", battlefield=["Mountain"]), player("Bob")))
        tap(game, "Alice", "Mountain")
        added = one(game, "mana_added")
        assert (added.mana, added.amount, added.rule) == ("R", 1, "106.4")
        assert game.state.player("Alice").mana_pool != []

        pass_all(game)

        emptied = one(game, "mana_emptied")
        assert (emptied.player, emptied.mana, emptied.amount) == ("Alice", "R", 1)
        assert emptied.rule == "500.4"
        assert emptied.step == "precombat_main"
        assert game.state.step == "beginning_of_combat"
        assert game.state.player("Alice").mana_pool == ()

    def test_mana_stays_while_the_step_goes_on(self) -> None:
        """500.4 empties pools only as a step ends: while a spell resolves in the same step,
        the unspent mana is still there."""
        game = Game(board(player("Alice", battlefield=[{"card": "Mountain", "id": "m1"},
                                                       {"card": "Mountain", "id": "m2"}],
                                 hand=["Lightning Bolt"]),
                          player("Bob")))
        tap(game, "Alice", "m1")
        tap(game, "Alice", "m2")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        pass_all(game)

        assert one(game, "spell_resolved").source == "Lightning Bolt"
        assert events(game, "mana_emptied") == []
        assert [u.type for u in game.state.player("Alice").mana_pool] == ["R"]


class TestPriority:
    def test_priority_passes_in_turn_order_and_all_passing_ends_the_step(self) -> None:
        """117.3d: a player who passes gives priority to the next player in turn order.
        117.4 / 500.2: when all players pass in succession with an empty stack, the step
        ends."""
        game = Game(three_players())
        order = []
        for _ in range(3):
            assert game.pending is not None and game.pending.kind == "priority"
            assert game.state.step == "precombat_main"
            order.append(game.pending.player)
            game.apply({"do": "pass"})

        assert order == ["Alice", "Bob", "Cat"]
        assert [(e.player, e.rule) for e in events(game, "priority_passed")] == [
            ("Alice", "117.3d"), ("Bob", "117.3d"), ("Cat", "117.3d")]
        began = events(game, "step_began")[-1]
        assert (began.step, began.rule) == ("beginning_of_combat", "507")
        assert game.pending is not None and game.pending.player == "Alice"

    def test_all_passing_with_a_spell_on_the_stack_resolves_it(self) -> None:
        """117.4: all players passing with objects on the stack resolves the top one (the
        step doesn't end); 117.3b: then the active player receives priority."""
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", battlefield=["Mountain"], hand=["Lightning Bolt"], library=library(3)),
        ))
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
        assert game.pending is not None and game.pending.player == "Bob"  # 601.2i / 117.3c

        game.apply({"do": "pass", "player": "Bob"})
        game.apply({"do": "pass", "player": "Alice"})

        assert one(game, "spell_resolved").rule == "608.2"
        assert game.state.step == "precombat_main"
        assert game.pending is not None and game.pending.player == "Alice"
        assert game.state.player("Alice").life == 17

    def test_a_player_without_priority_cant_act(self) -> None:
        """117.1: only the player with priority may cast spells."""
        game = Game(board(
            player("Alice"),
            player("Bob", mana_pool="R", hand=["Lightning Bolt"]),
        ))
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                        "targets": ["Alice"]})

        assert refused.value.rule == "117.1"
        assert snapshot(game) == before


class TestSorcerySpeed:
    def test_a_creature_spell_cant_be_cast_in_the_opponents_turn(self) -> None:
        """117.1a / 307.1: a creature spell may be cast only by the active player in their main
        phase with an empty stack. Bob holds priority in Alice's main phase: refused."""
        game = Game(board(
            player("Alice"),
            player("Bob", mana_pool="GG", hand=["Grizzly Bears"]),
        ))
        game.apply({"do": "pass", "player": "Alice"})
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Bob", "card": "Grizzly Bears"})

        assert refused.value.rule == "117.1a"
        assert snapshot(game) == before

    def test_a_creature_spell_cant_be_cast_while_the_stack_is_not_empty(self) -> None:
        """117.1a: not even in your own main phase while a spell is on the stack."""
        game = Game(board(
            player("Alice", mana_pool="RGG", hand=["Lightning Bolt", "Grizzly Bears"]),
            player("Bob"),
        ))
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
        assert refused.value.rule == "117.1a"

        pass_all(game)  # Bolt resolves; the stack is empty again
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
        assert one(game, "spell_cast", source="Grizzly Bears").rule == "601.2i"

    def test_a_creature_spell_cant_be_cast_in_combat(self) -> None:
        """117.1a: a main phase, not the beginning of combat step."""
        game = Game(board(player("Alice", mana_pool="GG", hand=["Grizzly Bears"]), player("Bob"),
                          step="beginning_of_combat"))

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
        assert refused.value.rule == "117.1a"

    def test_an_instant_can_be_cast_in_the_opponents_turn(self) -> None:
        """117.1a: a player may cast an instant any time they have priority."""
        game = Game(board(
            player("Alice"),
            player("Bob", mana_pool="R", hand=["Lightning Bolt"]),
            step="upkeep",
        ))
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})

        assert one(game, "spell_cast").player == "Bob"


class TestLands:
    def test_one_land_per_turn(self) -> None:
        """305.2: a player may normally play one land during each of their turns."""
        game = Game(board(player("Alice", hand=["Forest", "Mountain"]), player("Bob")))
        game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
        assert one(game, "land_played").rule == "305.1"
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})

        assert refused.value.rule == "305.2"
        assert snapshot(game) == before
        assert names(game.state.player("Alice").hand) == ["Mountain"]

    def test_the_land_drop_comes_back_next_turn(self) -> None:
        """305.2: one land during each of your turns — the count starts over on the next."""
        game = Game(board(player("Alice", hand=["Forest", "Mountain"], library=library(3)),
                          player("Bob", library=library(3))))
        game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
        game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
        game.apply({"do": "play_land", "player": "Alice", "card": "Mountain"})

        assert [e.turn for e in events(game, "land_played")] == [1, 3]

    def test_lands_are_played_only_in_a_main_phase(self) -> None:
        """305.1: a land is played in the player's main phase with an empty stack."""
        game = Game(board(player("Alice", hand=["Forest"]), player("Bob"),
                          step="beginning_of_combat"))

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
        assert refused.value.rule == "305.1"

    def test_no_land_in_another_players_turn(self) -> None:
        """305.3: a player can't play a land during another player's turn."""
        game = Game(board(player("Alice"), player("Bob", hand=["Forest"])))
        game.apply({"do": "pass", "player": "Alice"})

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "play_land", "player": "Bob", "card": "Forest"})
        assert refused.value.rule == "305.3"


class TestFirstDraw:
    def test_the_starting_player_skips_the_first_draw_in_a_two_player_game(self) -> None:
        """103.8a: in a two-player game, the player who plays first skips the draw step of
        their first turn."""
        game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5)),
                          step="upkeep"))
        game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})

        skipped = one(game, "step_skipped")
        assert (skipped.rule, skipped.turn) == ("103.8a", 1)
        assert events(game, "card_drawn") == []
        assert len(game.state.player("Alice").hand) == 0

        game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
        drawn = one(game, "card_drawn")
        assert (drawn.player, drawn.turn, drawn.rule) == ("Bob", 2, "504.1")

    def test_the_starting_player_draws_in_a_three_player_game(self) -> None:
        """103.8a applies only to two-player games: with three players the first player draws
        on turn 1 (504.1)."""
        game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5)),
                          player("Cat", library=library(5)), step="upkeep"))
        game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})

        assert events(game, "step_skipped") == []
        drawn = one(game, "card_drawn")
        assert (drawn.player, drawn.turn, drawn.rule) == ("Alice", 1, "504.1")
        assert len(game.state.player("Alice").hand) == 1


class TestCleanupDiscard:
    HAND = [{"card": "Forest", "id": f"c{i}"} for i in range(1, 10)]  # nine cards

    def cleanup_game(self) -> Game:
        return Game(board(player("Alice", hand=list(self.HAND), library=library(3)),
                          player("Bob", library=library(3)), step="end"))

    def test_the_active_player_chooses_what_to_discard_down_to_seven(self) -> None:
        """514.1: in the cleanup step, the active player discards down to their maximum hand
        size (seven, 402.2), choosing the cards."""
        game = self.cleanup_game()
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        decision = game.pending
        assert decision is not None
        assert (decision.player, decision.kind, decision.rule) == ("Alice", "discard", "514.1")
        assert game.state.step == "cleanup"

        game.apply({"do": "choose", "player": "Alice", "targets": ["c2", "c9"]})

        assert [e.target for e in events(game, "zone_changed", rule="514.1")] == ["c2", "c9"]
        assert len(events(game, "card_discarded", rule="514.1")) == 2
        assert [c.handle for c in game.state.player("Alice").graveyard] == ["c2", "c9"]
        assert len(game.state.player("Alice").hand) == 7
        made = one(game, "decision_made", rule="514.1")
        assert (made.chosen_by, made.player) == ("player", "Alice")

    def test_the_default_policy_discards_the_first_cards(self) -> None:
        """Board format: the default policy takes the first legal option in the order the
        decision lists them — here the first two cards in hand."""
        game = self.cleanup_game()
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})

        assert [c.handle for c in game.state.player("Alice").graveyard] == ["c1", "c2"]
        assert len(game.state.player("Alice").hand) == 7
        assert one(game, "decision_made", rule="514.1").chosen_by == "default"
        assert (game.state.turn, game.state.step) == (2, "upkeep")

    def test_discarding_the_wrong_number_is_refused(self) -> None:
        """514.1: exactly as many cards as needed to get down to seven."""
        game = self.cleanup_game()
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        before = snapshot(game)

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "choose", "player": "Alice", "targets": ["c1"]})

        assert refused.value.rule == "514.1"
        assert snapshot(game) == before

    def test_seven_cards_discard_nothing(self) -> None:
        """514.1: with seven cards there is nothing to discard and no decision."""
        game = Game(board(player("Alice", hand=list(self.HAND[:7]), library=library(3)),
                          player("Bob", library=library(3)), step="end"))
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

        assert (game.state.turn, game.state.step) == (2, "upkeep")
        assert events(game, "card_discarded") == []


class TestTurnOrder:
    def test_the_turn_passes_to_the_next_player_in_seating_order(self) -> None:
        """500.1 / 101.4: turns go around the table in seating order; 502.3: the new active
        player untaps their permanents."""
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3), battlefield=[{"card": "Forest", "tapped": True}]),
            player("Cat", library=library(3)),
            step="end",
        ))
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

        assert (game.state.turn, game.state.active) == (2, "Bob")
        assert one(game, "untapped").rule == "502.3"
        assert not game.find_permanent("Forest").tapped
        assert [e.step for e in events(game, "step_began")][-2:] == ["untap", "upkeep"]
