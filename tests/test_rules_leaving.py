"""Losing, conceding and leaving the game (104, 704.5a/b, 800.4)."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    events,
    library,
    life,
    names,
    one,
    pass_all,
    player,
    pool_with,
    tap,
)

from explorer.cards.model import CardPool
from explorer.cards.vocabulary import at_beginning_of, gain_life
from explorer.errors import IllegalAction
from explorer.game import Game


def bolt_bob(game: Game) -> None:
    """Alice taps her Mountain and Lightning Bolts Bob (at 3 life), and everyone passes."""
    tap(game, "Alice", "Mountain")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)


class TestZeroLife:
    def test_a_player_at_0_life_loses_and_the_multiplayer_game_goes_on(self) -> None:
        """704.5a: a player with 0 or less life loses the game. 800.4a: in a multiplayer game
        they leave it and everything they own leaves with them; the game goes on. 800.4k: their
        turns are skipped — after Alice's turn 1 comes Cat's turn 2, then Alice's turn 3."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"],
                   library=library(5)),
            player("Bob", life=3, battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   library=library(5)),
            player("Cat", library=library(5)),
        ))
        bolt_bob(game)

        bolted = one(game, "life_changed", player="Bob")
        assert (bolted.amount, bolted.life) == (-3, 0)
        lost = one(game, "player_lost")
        assert (lost.player, lost.rule) == ("Bob", "704.5a")
        left = one(game, "player_left")
        assert (left.player, left.rule, left.seq) == ("Bob", "800.4a", lost.seq + 1)
        assert one(game, "zone_changed", source="Grizzly Bears").rule == "800.4a"
        assert game.state.permanents("Bob") == []
        assert events(game, "game_over") == []
        assert game.outcome() == "in progress"
        assert [p.name for p in game.state.in_game()] == ["Alice", "Cat"]

        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})

        turns = [(e.turn, e.active) for e in events(game, "step_began", step="untap")]
        assert turns == [(2, "Cat"), (3, "Alice")]
        assert {e.player for e in events(game, "priority_passed") if e.seq > left.seq} == {
            "Alice", "Cat"}
        assert events(game, "card_drawn", player="Bob") == []

    def test_in_a_two_player_game_the_other_player_wins(self) -> None:
        """704.5a / 104.2a: when all of a player's opponents have left, that player wins and
        the game is over; nobody is asked anything more."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", life=3),
        ))
        bolt_bob(game)

        assert one(game, "player_lost").rule == "704.5a"
        over = one(game, "game_over")
        assert (over.player, over.rule) == ("Alice", "104.2a")
        assert game.outcome() == "Alice wins"
        assert game.pending is None
        with pytest.raises(IllegalAction):
            game.apply({"do": "pass"})

    def test_negative_life_loses_too(self) -> None:
        """704.5a: 0 *or less*."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", life=1),
        ))
        bolt_bob(game)

        assert life(game, "Bob") == -2
        assert one(game, "player_lost").player == "Bob"

    def test_players_losing_simultaneously_draw(self) -> None:
        """704.3: all applicable state-based actions happen at once; 104.4a: if all the players
        remaining in a game lose simultaneously, the game is a draw."""
        game = Game(board(player("Alice", life=0), player("Bob", life=0)))

        assert {e.player for e in events(game, "player_lost")} == {"Alice", "Bob"}
        assert game.outcome() == "a draw"
        assert one(game, "game_over").player is None


class TestEmptyLibrary:
    def test_drawing_from_an_empty_library_loses(self) -> None:
        """121.4 / 704.5b: a player who attempted to draw from an empty library since the last
        check loses the game."""
        game = Game(board(player("Alice", library=library(3)), player("Bob"), step="end"))
        game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})

        attempt = one(game, "card_drawn", player="Bob")
        assert (attempt.amount, attempt.rule, attempt.step) == (0, "121.4", "draw")
        lost = one(game, "player_lost")
        assert (lost.player, lost.rule) == ("Bob", "704.5b")
        assert game.outcome() == "Alice wins"

    def test_an_empty_library_alone_doesnt_lose(self) -> None:
        """704.5b needs an attempted draw: with an empty library Bob plays on until he draws."""
        game = Game(board(player("Alice", library=library(3)), player("Bob")))
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})

        assert events(game, "player_lost") == []
        assert game.outcome() == "in progress"


EACH_UPKEEP = "At the beginning of each upkeep, you gain 1 life."


def chant_pool() -> CardPool:
    """A test enchantment with a triggered ability, to have an ability on the stack."""
    return pool_with(triggered={"Test Chant": (
        {"mana_cost": "{W}", "type_line": "Enchantment", "colors": ["W"]},
        [at_beginning_of("upkeep", EACH_UPKEEP, gain_life(1), whose="each")])})


class TestConcede:
    def test_conceding_removes_what_the_player_owns_and_their_abilities(self) -> None:
        """104.3a: a player may concede at any time; they lose. 800.4a: everything they own
        leaves the game and their abilities on the stack cease to exist."""
        # A board's position starts after its step's triggers, so start in Cat's end step and
        # pass into Alice's upkeep, where Bob's Chant triggers.
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3), battlefield=["Test Chant", "Grizzly Bears"],
                   hand=["Forest"]),
            player("Cat", library=library(3)),
            step="end", active="Cat",
        ), cards=chant_pool())
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert game.state.active == "Alice"
        assert [item.controller for item in game.state.stack] == ["Bob"]
        assert game.pending is not None and game.pending.player == "Alice"

        game.apply({"do": "concede", "player": "Bob"})

        lost = one(game, "player_lost")
        assert (lost.player, lost.rule) == ("Bob", "104.3a")
        assert one(game, "player_left").player == "Bob"
        removed = one(game, "ability_removed")
        assert (removed.player, removed.rule) == ("Bob", "800.4a")
        assert game.state.stack == []
        assert {e.source for e in events(game, "zone_changed", rule="800.4a")} == {
            "Test Chant", "Grizzly Bears"}
        assert game.state.permanents("Bob") == []
        bob = game.state.player("Bob")
        assert (bob.hand, bob.library, bob.graveyard) == ((), (), ())
        assert game.outcome() == "in progress"

        pass_all(game)
        assert events(game, "ability_resolved") == []
        assert life(game, "Bob") == 20

    def test_a_spell_whose_only_target_left_the_game_doesnt_resolve(self) -> None:
        """800.4a: Bob's Bears leave the game with him. 608.2b: Alice's Lightning Bolt, whose
        only target is now illegal, doesn't resolve; it goes to the graveyard."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
            player("Cat"),
        ))
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["bears"]})
        game.apply({"do": "concede", "player": "Bob"})
        pass_all(game)

        removed = one(game, "spell_removed")
        assert (removed.source, removed.rule) == ("Lightning Bolt", "608.2b")
        assert events(game, "spell_resolved") == []
        assert events(game, "damage_dealt") == []
        assert names(game.state.player("Alice").graveyard) == ["Lightning Bolt"]

    def test_a_spell_aimed_at_a_departed_player_doesnt_resolve(self) -> None:
        """608.2b / 800.4: a player who left the game is no longer a legal target."""
        game = Game(board(
            player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Bob"),
            player("Cat"),
        ))
        tap(game, "Alice", "Mountain")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        game.apply({"do": "concede", "player": "Bob"})
        pass_all(game)

        assert one(game, "spell_removed").rule == "608.2b"
        assert events(game, "life_changed") == []

    def test_a_departed_players_spell_on_the_stack_leaves_with_them(self) -> None:
        """800.4a: a spell Bob owns leaves the game with him, so it never resolves."""
        game = Game(board(
            player("Alice"),
            player("Bob", battlefield=["Mountain"], hand=["Lightning Bolt"]),
            player("Cat"),
        ))
        game.apply({"do": "pass", "player": "Alice"})
        tap(game, "Bob", "Mountain")
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
        game.apply({"do": "concede", "player": "Bob"})

        assert one(game, "ceased_to_exist", source="Lightning Bolt").rule == "800.4a"
        assert game.state.stack == []
        pass_all(game)
        assert life(game, "Alice") == 20

    def test_conceding_in_a_two_player_game_ends_it(self) -> None:
        """104.3a / 104.2a: the opponent of the player who concedes wins."""
        game = Game(board(player("Alice"), player("Bob")))
        game.apply({"do": "concede", "player": "Bob"})

        assert one(game, "player_lost").rule == "104.3a"
        assert one(game, "game_over").player == "Alice"
        assert game.outcome() == "Alice wins"
        assert game.pending is None

    def test_the_active_player_leaving_ends_their_turn_for_the_next_player(self) -> None:
        """800.4j: if the active player leaves, the turn continues without an active player
        (the next player in turn order receives priority); 800.4k: the next turn is the next
        player's still in the game."""
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3)),
            player("Cat", library=library(3)),
        ))
        game.apply({"do": "concede", "player": "Alice"})

        assert game.pending is not None and game.pending.player == "Bob"
        assert game.state.turn == 1
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert game.state.active == "Bob"
        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
        assert game.state.active == "Cat"

    def test_priority_passes_on_from_a_player_who_leaves_holding_it(self) -> None:
        """800.4a: if the player who left the game had priority at the time they left, priority
        passes to the next player in turn order who's still in the game: Bob, holding priority
        after Alice passed, concedes, so Cat (not Alice) receives priority."""
        game = Game(board(player("Alice"), player("Bob"), player("Cat"), player("Dan")))
        game.apply({"do": "pass", "player": "Alice"})
        assert game.pending is not None and game.pending.player == "Bob"

        game.apply({"do": "concede", "player": "Bob"})

        assert game.pending is not None and game.pending.player == "Cat"

    def test_a_player_who_left_cant_concede_again(self) -> None:
        """104.3a: only a player still in the game can concede."""
        game = Game(board(player("Alice"), player("Bob"), player("Cat")))
        game.apply({"do": "concede", "player": "Cat"})

        with pytest.raises(IllegalAction):
            game.apply({"do": "concede", "player": "Cat"})


THREE_AT_COMBAT = board(
    player("Alice", library=library(3), battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
    player("Bob", library=library(3), battlefield=[{"card": "Hill Giant", "id": "giant"}]),
    player("Cat", library=library(3)),
)


class TestConcedeWhileAnotherDecisionWaits:
    """104.3a: a player can concede at any time — also while another decision is pending, and
    also when that decision is their own. They leave the game at once (800.4a)."""

    def test_bob_concedes_while_alice_declares_attackers(self) -> None:
        """Bob leaves at once, his Giant with him; Alice's declaration is asked again, and she
        can no longer attack Bob (508.1b), only Cat."""
        game = Game(THREE_AT_COMBAT)
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        assert game.pending is not None and game.pending.kind == "attackers"

        game.apply({"do": "concede", "player": "Bob"})

        assert one(game, "player_lost", player="Bob").rule == "104.3a"
        assert one(game, "zone_changed", source="Hill Giant").rule == "800.4a"
        assert game.pending is not None
        assert (game.pending.player, game.pending.kind) == ("Alice", "attackers")
        with pytest.raises(IllegalAction, match=r"can't attack 'Bob'.*\(508\.1b\)"):
            game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Cat"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert life(game, "Cat") == 18

    def test_bob_concedes_instead_of_declaring_blockers(self) -> None:
        """Bob must declare blockers and concedes: he leaves, the default policy takes his
        decision in his place (800.4h), and no combat damage is dealt to him (800.4e)."""
        game = Game(THREE_AT_COMBAT)
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        assert game.pending is not None
        assert (game.pending.player, game.pending.kind) == ("Bob", "blockers")

        game.apply({"do": "concede", "player": "Bob"})

        made = one(game, "decision_made", player="Bob")
        assert made.rule == "800.4h"
        assert (made.chosen_by, made.player) == ("left the game", "Bob")
        assert events(game, "block_declared") == []
        assert game.pending is not None and game.pending.kind == "priority"
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert events(game, "damage_dealt") == []
        assert not game.state.game_over

    def test_the_last_opponent_concedes_during_a_decision_and_the_game_ends(self) -> None:
        """104.2a: with Bob gone, Alice is the only player left and wins; nothing is pending."""
        game = Game(board(
            player("Alice", library=library(3), battlefield=[{"card": "Grizzly Bears",
                                                              "id": "bears"}]),
            player("Bob", library=library(3), battlefield=[{"card": "Hill Giant",
                                                            "id": "giant"}]),
        ))
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})

        game.apply({"do": "concede", "player": "Bob"})

        assert game.pending is None
        assert game.outcome() == "Alice wins"
        assert one(game, "game_over").rule == "104.2a"

    def test_a_player_who_has_left_cannot_concede_again(self) -> None:
        game = Game(THREE_AT_COMBAT)
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "concede", "player": "Cat"})
        before = list(game.log)

        with pytest.raises(IllegalAction, match=r"Cat has already left the game \(104\.3a\)"):
            game.apply({"do": "concede", "player": "Cat"})
        with pytest.raises(IllegalAction, match=r"no player named 'Dan' \(104\.3a\)"):
            game.apply({"do": "concede", "player": "Dan"})
        assert game.log == before

    def test_conceding_while_ordering_ones_own_triggers(self) -> None:
        """Alice must order her two Palace Jailer triggers and concedes instead: neither is put
        on the stack (800.4d), and the game goes on for Bob and Cat."""
        game = Game(board(
            player("Alice", library=library(3)),
            player("Bob", library=library(3), battlefield=[{"card": "Hill Giant",
                                                            "id": "giant"}]),
            player("Cat", library=library(3)),
        ))
        game.apply({"do": "put", "player": "Alice", "card": "Palace Jailer",
                    "zone": "battlefield"})
        assert game.pending is not None
        assert (game.pending.player, game.pending.kind) == ("Alice", "order")

        game.apply({"do": "concede", "player": "Alice"})

        removed = events(game, "ability_removed", player="Alice")
        assert [e.rule for e in removed] == ["800.4d", "800.4d"]
        assert events(game, "ability_put_on_stack") == []
        assert game.state.stack == []
        assert [p.name for p in game.state.in_game()] == ["Bob", "Cat"]
        assert game.pending is not None and game.pending.kind == "priority"

    def test_undo_takes_a_concession_back(self) -> None:
        """A concession is an action like any other: undo restores the game before it."""
        game = Game(THREE_AT_COMBAT)
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        before = (list(game.log), game.pending and game.pending.kind)

        game.apply({"do": "concede", "player": "Bob"})
        game.undo()

        assert (list(game.log), game.pending and game.pending.kind) == before
        assert game.state.player("Bob").in_game
