"""A saved position continues exactly: save, load the file as a new game, apply the same actions
to both, and they emit the same events — every field but ``seq`` and ``cause``, which are places
in the log — and end in the same state.

Each test below is one thing a game in progress holds that the board file must carry for that to
be true (or one position that saving refuses, saying why). ``TestRandomGames`` checks the same
identity from many random mid-game points.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from helpers import board, events, library, moved, one, pass_all, player, tap, to_attackers
from random_play import (
    Findings,
    RandomPlayer,
    all_boards,
    continue_from_a_save,
    event_fields,
)
from test_mana_riders import pool as rider_pool

from explorer.board import PERMANENT_FIELDS
from explorer.errors import BoardError, IllegalAction
from explorer.events import Event
from explorer.game import Game
from explorer.report import state_dict


def saved_and_loaded(game: Game) -> tuple[dict[str, Any], Game]:
    """The saved file (through JSON text, as on disk) and a new game loaded from it; loading and
    saving again gives the same file."""
    saved = json.loads(json.dumps(game.to_board()))
    loaded = Game(saved, cards=game.cards)
    assert loaded.to_board() == saved
    return saved, loaded


def go_on(game: Game, loaded: Game, actions: list[dict[str, Any]]) -> list[Event]:
    """Apply the same actions to both games; returns the loaded game's events, after checking
    they are the original's (but for seq and cause) and that both end in the same state."""
    mark = len(game.log)
    for action in actions:
        game.apply(action)
        loaded.apply(action)
    assert [event_fields(e) for e in loaded.log[1:]] == [event_fields(e) for e in game.log[mark:]]
    assert state_dict(loaded) == state_dict(game)
    return loaded.log[1:]


def until(turn: int, step: str, auto: bool = True) -> dict[str, Any]:
    return {"do": "pass_until", "turn": turn, "step": step, "auto": auto}


OLD_TOP_FIELDS = {"format", "title", "seed", "players", "monarch", "turn", "policy"}
OLD_PLAYER_FIELDS = {"name", "life", "battlefield", "hand", "library", "graveyard", "exile",
                     "mana_pool", "lands_played"}
OLD_PERMANENT_FIELDS = {"card", "id", "tapped", "sick", "counters", "damage", "attached_to",
                        "choices"}


class TestOrdinaryPositionsStaySimple:
    @pytest.mark.parametrize("name,raw", all_boards(), ids=[n for n, _ in all_boards()])
    def test_a_board_saved_as_it_was_loaded_needs_no_new_field(self, name: str,
                                                              raw: dict[str, Any]) -> None:
        """A position as a board file describes it — the active player about to get priority
        for the first time in the step — is saved with the fields it was written with."""
        saved, _ = saved_and_loaded(Game(raw))

        assert set(saved) <= OLD_TOP_FIELDS
        assert set(saved["turn"]) == {"number", "active", "step"}
        for p in saved["players"]:
            assert set(p) <= OLD_PLAYER_FIELDS
            assert isinstance(p.get("mana_pool", ""), str)
            for entry in p.get("battlefield", []):
                assert isinstance(entry, str) or set(entry) <= OLD_PERMANENT_FIELDS

    def test_a_game_played_on_one_players_permanents_needs_no_timestamps(self) -> None:
        """When every permanent that entered since belongs to the last player in seating order,
        file order is still the battlefield's order: no timestamps are written."""
        game = Game(board(player("Alice", battlefield=["Mountain"], library=library(3)),
                          player("Bob", battlefield=["Forest"], hand=["Forest"],
                                 library=library(3)), active="Bob"))
        game.apply({"do": "play_land", "player": "Bob", "card": "Forest"})

        saved, _ = saved_and_loaded(game)

        assert saved["players"][1]["battlefield"] == ["Forest", {"card": "Forest", "sick": True}]


class TestTheSameGameGoesOn:
    def test_damage_wears_off_in_the_order_the_permanents_entered(self) -> None:
        """613.7: objects are ordered by timestamp. The Wurm entered after Bob's Hill Giant, but
        a file lists permanents player by player, so each permanent gets its ``timestamp``; the
        cleanup step then removes damage (514.2) in the same order as in the original game."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears", "damage": 1}],
                   library=library(5)),
            player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant", "damage": 1}],
                   library=library(5))))
        game.apply({"do": "put", "player": "Alice", "card": "Craw Wurm", "zone": "battlefield"})
        game.apply({"do": "deal_damage", "source": "a test", "target": "craw-wurm-1",
                    "amount": 1})

        saved, loaded = saved_and_loaded(game)
        after = go_on(game, loaded, [until(2, "upkeep")])

        alice = saved["players"][0]["battlefield"]
        assert [(e["card"], e["timestamp"]) for e in alice] == [("Grizzly Bears", 1),
                                                                ("Craw Wurm", 3)]
        assert saved["players"][1]["battlefield"][0]["timestamp"] == 2
        assert [e.target for e in after if e.event == "damage_removed"] == [
            "bears", "giant", "craw-wurm-1"]

    def test_giant_growth_still_ends_in_the_cleanup_step(self) -> None:
        """613.4c / 514.2: "+3/+3 until end of turn" is carried as an effect on the Bears; the
        loaded Bears are 5/5 and become 2/2 again in the cleanup step."""
        game = Game(board(
            player("Alice", battlefield=["Forest", {"card": "Grizzly Bears", "id": "bears"}],
                   hand=["Giant Growth"], library=library(5)),
            player("Bob", library=library(5))))
        tap(game, "Alice", "Forest")
        game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                    "targets": ["bears"]})
        pass_all(game)

        saved, loaded = saved_and_loaded(game)

        assert saved["effects"] == [{"target": "bears", "power": 3, "toughness": 3,
                                     "source": "Giant Growth"}]
        assert loaded.power("bears") == 5
        after = go_on(game, loaded, [until(2, "upkeep")])
        ended = [e for e in after if e.event == "effect_ended"]
        assert [(e.target, e.rule) for e in ended] == [("bears", "514.2")]
        assert loaded.power("bears") == 2

    def test_a_creature_exiled_by_palace_jailer_returns_when_an_opponent_becomes_monarch(
            self) -> None:
        """610.3: "exile target creature an opponent controls until an opponent becomes the
        monarch". The file remembers the exile (``until_monarch``); after loading, Bob's Hill
        Giant deals combat damage to Alice, Bob becomes the monarch (724.2) and his Bears return
        under his control (610.3c)."""
        game = Game(board(
            player("Alice", battlefield=["Plains"] * 4, hand=["Palace Jailer"],
                   library=library(5)),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                       {"card": "Hill Giant", "id": "giant"}],
                   library=library(5))))
        for k in range(1, 5):
            tap(game, "Alice", f"Plains#{k}")
        game.apply({"do": "cast", "player": "Alice", "card": "Palace Jailer"})
        pass_all(game)
        game.apply({"do": "default"})  # the order of its two enter triggers
        game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
        pass_all(game)
        pass_all(game)
        assert [c.handle for c in game.state.player("Bob").exile] == ["bears"]

        saved, loaded = saved_and_loaded(game)

        assert saved["until_monarch"] == [{"card": "bears", "controller": "Alice",
                                           "source": "Palace Jailer"}]
        after = go_on(game, loaded, [
            {"do": "pass_until", "turn": 2, "step": "declare_attackers"},
            {"do": "attack", "player": "Bob", "attackers": {"giant": "Alice"}},
            until(2, "postcombat_main")])
        back = [e for e in after if e.event == "zone_changed" and e.target == "bears"]
        assert [(e.rule, *moved(e)) for e in back] == [
            ("610.3c", "exile", "battlefield", None, None)]
        assert loaded.permanent("bears").controller == "Bob"

    def test_a_creature_exiled_by_banisher_priest_returns_when_the_priest_leaves(self) -> None:
        """610.3: "exile target creature an opponent controls until this creature leaves the
        battlefield". The file remembers the exile and the Priest (``until_leaves``); after
        loading, Bob murders the Priest and his Bears return under his control (610.3c)."""
        game = Game(board(
            player("Alice", hand=["Banisher Priest"], mana_pool="WWW", library=library(5)),
            player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   hand=["Murder"], mana_pool="BBB", library=library(5))))
        game.apply({"do": "cast", "player": "Alice", "card": "Banisher Priest"})
        pass_all(game)
        pass_all(game)  # its trigger (one creature to target) resolves
        assert [c.handle for c in game.state.player("Bob").exile] == ["bears"]
        priest = game.state.permanents("Alice")[0].handle

        saved, loaded = saved_and_loaded(game)

        assert saved["until_leaves"] == [{"card": "bears", "source": priest}]
        after = go_on(game, loaded, [
            {"do": "pass", "player": "Alice"},
            {"do": "cast", "player": "Bob", "card": "Murder", "targets": [priest]},
            {"do": "pass", "player": "Bob"}, {"do": "pass", "player": "Alice"}])
        back = [e for e in after if e.event == "zone_changed" and e.target == "bears"]
        assert [(e.rule, *moved(e)) for e in back] == [
            ("610.3c", "exile", "battlefield", None, None)]
        assert loaded.permanent("bears").controller == "Bob"

    def test_attacking_and_blocking_creatures_are_still_in_combat(self) -> None:
        """506.4 / 510.1: saved in the declare blockers step, the Bears still attack and the Lion
        still blocks them (``combat``): combat damage is dealt after loading, and both die."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   library=library(5)),
            player("Bob", battlefield=[{"card": "Silvercoat Lion", "id": "lion"}],
                   library=library(5))))
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {"lion": "bears"}})

        saved, loaded = saved_and_loaded(game)

        assert saved["turn"]["step"] == "declare_blockers"
        assert saved["combat"] == {"attackers": {"bears": "Bob"}, "blockers": {"lion": "bears"}}
        after = go_on(game, loaded, [until(1, "postcombat_main")])
        dealt = [(e.source, e.target, e.combat, e.deathtouch) for e in after
                 if e.event == "damage_dealt"]
        assert dealt == [("Grizzly Bears", "lion", True, False),
                         ("Silvercoat Lion", "bears", True, False)]
        assert [c.name for c in loaded.state.player("Bob").graveyard] == ["Silvercoat Lion"]

    def test_a_blocked_attacker_stays_blocked_when_its_blocker_is_gone(self) -> None:
        """509.1h: an attacker stays blocked even if its blocker leaves; the file says so
        (``combat.blocked``), so after loading the Bears still deal no damage to Bob."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   library=library(5)),
            player("Bob", battlefield=[{"card": "Raging Goblin", "id": "goblin"}],
                   library=library(5))))
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {"goblin": "bears"}})
        game.apply({"do": "deal_damage", "source": "a test", "target": "goblin", "amount": 1})

        saved, loaded = saved_and_loaded(game)

        assert saved["combat"] == {"attackers": {"bears": "Bob"}, "blocked": ["bears"]}
        after = go_on(game, loaded, [until(1, "postcombat_main")])
        assert [e for e in after if e.event == "damage_dealt"] == []
        assert loaded.state.player("Bob").life == 20

    def test_the_random_attack_policy_draws_the_same_numbers(self) -> None:
        """A board's ``"policy": {"attackers": "random"}`` draws from the game's seeded
        generator; the file carries how far it has drawn (``random_draws``), so the loaded game
        attacks exactly as the original goes on to."""
        game = Game(board(
            player("Alice", battlefield=["Grizzly Bears", "Silvercoat Lion", "Raging Goblin"],
                   library=library(20)),
            player("Bob", battlefield=["Hill Giant", "Grizzly Bears", "Silvercoat Lion"],
                   library=library(20)),
            seed=5, policy={"attackers": "random"}))
        game.run_until(3, "upkeep")

        saved, loaded = saved_and_loaded(game)

        assert saved["random_draws"] > 0
        after = go_on(game, loaded, [until(9, "upkeep")])
        assert len([e for e in after if e.event == "attack_declared"]) >= 3

    def test_the_generator_is_the_seeds_own_sequence(self) -> None:
        """The seeded generator is ``random.Random(seed)`` itself: a game draws what it always
        drew, and a saved game only records how far it got."""
        game = Game(board(player("Alice", battlefield=["Grizzly Bears"] * 3,
                                 library=library(20)),
                          player("Bob", library=library(20)),
                          seed=11, policy={"attackers": "random"}))
        game.run_until(6, "upkeep")

        draws = random.Random(11)
        expected = []
        for turn in (1, 3, 5):  # Alice's turns; each Bears attacks Bob or stays home
            picks = [draws.choice([None, "Bob"]) for _ in range(3)]
            expected.append((turn, picks.count("Bob")))
        seen = [(t, len(events(game, "attack_declared", turn=t))) for t in (1, 3, 5)]
        assert seen == expected

    def test_mana_that_may_only_pay_for_eldrazi_stays_restricted(self) -> None:
        """106.6: Eldrazi Temple's {C}{C} may be spent only on colorless Eldrazi. Saved as mana
        with its restriction, it still can't pay for Hangarback Walker (a Construct) after
        loading, and still pays for Endless One."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Eldrazi Temple", "id": "temple"}],
                   hand=["Hangarback Walker", "Endless One"], library=library(5)),
            player("Bob", library=library(5))))
        game.apply({"do": "activate", "player": "Alice", "permanent": "temple", "ability": 1})

        saved, loaded = saved_and_loaded(game)

        assert saved["players"][0]["mana_pool"] == [
            {"mana": "CC", "source": "Eldrazi Temple", "restriction": "colorless_eldrazi"}]
        walker = {"do": "cast", "player": "Alice", "card": "Hangarback Walker", "x": 1}
        for g in (game, loaded):
            with pytest.raises(IllegalAction) as refused:
                g.apply(walker)
            assert refused.value.rule == "106.6"
        after = go_on(game, loaded, [{"do": "cast", "player": "Alice", "card": "Endless One",
                                      "x": 2}])
        assert one_of(after, "spell_cast").x == 2

    def test_a_rider_and_a_when_spent_trigger_stay_with_their_mana(self) -> None:
        """106.6 / 603.7a: mana from a Cavern-like land makes the spell it pays for
        uncounterable; mana from a Spring-like land gains 1 life when spent. The file keeps the
        pool in order with each mana's rider and trigger, so the loaded game spends the same
        mana on the same spells."""
        game = Game(board(
            player("Alice", battlefield=["Test Cavern", "Test Spring", "Mountain"],
                   hand=["Lightning Bolt", "Lightning Bolt"], library=library(5)),
            player("Bob", library=library(5))), cards=rider_pool())
        tap(game, "Alice", "Test Cavern", "R")
        tap(game, "Alice", "Test Spring")
        tap(game, "Alice", "Mountain")

        saved, loaded = saved_and_loaded(game)

        assert saved["players"][0]["mana_pool"] == [
            {"mana": "R", "source": "Test Cavern", "rider": "uncounterable"},
            {"mana": "R", "source": "Test Spring", "when_spent": True}, "R"]
        bolt = {"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]}
        after = go_on(game, loaded, [bolt, {"do": "pass"}, {"do": "pass"}, bolt])
        assert one_of(after, "effect_created").rider == "That spell can't be countered."
        assert one_of(after, "ability_triggered").source == "Test Spring"

    def test_the_player_holding_priority_still_holds_it(self) -> None:
        """117.3d / 117.4: Alice passed, so Bob holds priority; if he passes too, the step ends.
        The file says who holds priority and how many passed in succession."""
        game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
        game.apply({"do": "pass", "player": "Alice"})

        saved, loaded = saved_and_loaded(game)

        assert saved["turn"] == {"number": 1, "active": "Alice", "step": "precombat_main",
                                 "priority": "Bob", "passes": 1, "first_priority": False}
        assert loaded.pending is not None and loaded.pending.player == "Bob"
        after = go_on(game, loaded, [{"do": "pass", "player": "Bob"}])
        began = one_of(after, "step_began")
        assert (began.step, began.rule) == ("beginning_of_combat", "507")

    def test_a_step_under_way_doesnt_begin_again(self) -> None:
        """After Alice has acted in her main phase, "pass until this main phase" is refused
        (500.1): it has begun. The file says the step's first priority is past
        (``first_priority``), and the loaded game refuses it the same way."""
        game = Game(board(player("Alice", battlefield=["Forest"], library=library(5)),
                          player("Bob", library=library(5))))
        tap(game, "Alice", "Forest")

        saved, loaded = saved_and_loaded(game)

        assert saved["turn"]["first_priority"] is False
        refusals = []
        for g in (game, loaded):
            with pytest.raises(IllegalAction) as refused:
                g.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
            refusals.append(str(refused.value))
        assert refusals[0] == refusals[1]

    def test_a_new_token_doesnt_get_the_number_of_one_that_ceased_to_exist(self) -> None:
        """111 / 704.5d: the first Thopter died and ceased to exist; the next token is still
        thopter-token-3, never thopter-token-1 again — the file says where automatic ids go on
        (``id_counters``)."""
        game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
        thopter = {"do": "put", "player": "Alice", "card": "Thopter", "zone": "battlefield"}
        game.apply(thopter)
        game.apply(thopter)
        game.apply({"do": "deal_damage", "source": "a test", "target": "thopter-token-1",
                    "amount": 1})
        assert [o.handle for o in game.state.battlefield] == ["thopter-token-2"]

        saved, loaded = saved_and_loaded(game)

        assert saved["id_counters"] == {"thopter-token": 2}
        go_on(game, loaded, [thopter])
        assert [o.handle for o in loaded.state.battlefield] == ["thopter-token-2",
                                                                "thopter-token-3"]

    def test_a_player_who_left_keeps_their_seat(self) -> None:
        """800.4a: Cat conceded and left the game; she stays in the file (``"left": true``), so
        the loaded game has the same seats, the same turn order (800.4k) and the same state."""
        game = Game(board(player("Ann", library=library(5)), player("Ben", library=library(5)),
                          player("Cat", library=library(5))))
        game.apply({"do": "concede", "player": "Cat"})

        saved, loaded = saved_and_loaded(game)

        assert saved["players"][2] == {"name": "Cat", "life": 20, "lost": True, "left": True}
        after = go_on(game, loaded, [until(4, "upkeep")])
        assert [e.active for e in after if e.event == "step_began" and e.step == "upkeep"] == [
            "Ben", "Ann", "Ben"]

    def test_a_permanent_controlled_by_another_than_its_owner_keeps_its_owner(self) -> None:
        """108.3 / 400.3: a permanent goes to its owner's graveyard. A file lists permanents
        under their controller, with ``owner`` when it is someone else."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                          "owner": "Bob"}],
                   hand=["Lightning Bolt"], mana_pool="R", library=library(5)),
            player("Bob", library=library(5))))

        saved, loaded = saved_and_loaded(game)

        assert saved["players"][0]["battlefield"] == [{"card": "Grizzly Bears", "id": "bears",
                                                       "owner": "Bob"}]
        go_on(game, loaded, [{"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                              "targets": ["bears"]}, {"do": "pass"}, {"do": "pass"}])
        assert [c.name for c in loaded.state.player("Bob").graveyard] == ["Grizzly Bears"]

    def test_damage_from_a_deathtouch_source_is_part_of_the_position(self) -> None:
        """704.5h: a creature dealt damage by a source with deathtouch is destroyed. A file can
        say so (``deathtouch_damage``): the state-based actions destroy it as the game starts."""
        game = Game(board(
            player("Alice", battlefield=[{"card": "Hill Giant", "id": "giant", "damage": 1,
                                          "deathtouch_damage": True}], library=library(5)),
            player("Bob", library=library(5))))

        assert one(game, "zone_changed", target="giant").rule == "704.5h"
        assert "deathtouch_damage" in PERMANENT_FIELDS


class TestFoundOnTheWay:
    def test_a_token_that_dies_ceases_to_exist(self) -> None:
        """704.5d: a token in a zone other than the battlefield ceases to exist — also a token
        that state-based actions themselves just put into the graveyard (it goes at the next
        check of the same batch, 704.3). Found by saving: the dead Thopter stayed in the
        graveyard, where a loaded game would have let it cease to exist."""
        game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
        game.apply({"do": "put", "player": "Alice", "card": "Thopter", "zone": "battlefield"})
        game.apply({"do": "deal_damage", "source": "a test", "target": "thopter-token-1",
                    "amount": 1})

        assert one(game, "zone_changed", target="thopter-token-1", rule="704.5g")
        assert one(game, "ceased_to_exist", source="Thopter Token").rule == "704.5d"
        assert game.state.player("Alice").graveyard == ()


def one_of(evts: list[Event], kind: str) -> Event:
    found = [e for e in evts if e.event == kind]
    assert len(found) == 1, found
    return found[0]


class TestAnyPositionIsSaved:
    def test_a_pending_declaration_of_attackers(self) -> None:
        """A game waiting for a decision other than priority is in the middle of a procedure
        (here the declare attackers step, 508.1): it is saved as the last position the rules
        can start from, with the answers since (``resume``); loading waits for the same
        decision, and the same answer gives the same game."""
        game = Game(board(player("Alice", battlefield=["Grizzly Bears"], library=library(5)),
                          player("Bob", library=library(5))))
        to_attackers(game)

        saved = game.to_board()
        assert saved["resume"] == [{"do": "pass_until", "turn": 1, "step": "declare_attackers"}]
        loaded = Game(json.loads(json.dumps(saved)))
        assert loaded.pending is not None
        assert (loaded.pending.kind, loaded.pending.player) == ("attackers", "Alice")
        assert loaded.to_board() == saved
        for g in (game, loaded):
            g.apply({"do": "attack", "player": "Alice", "attackers": {"grizzly-bears-1": "Bob"}})
            g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert state_dict(loaded) == state_dict(game)

    def test_triggers_on_the_stack_and_a_target_to_choose(self) -> None:
        """Palace Jailer's two enter triggers (603.3b): one is on the stack and the other waits
        for its target (603.3d) when the game is saved; the loaded game asks for the same target,
        and both go on alike."""
        game = Game(board(player("Alice", library=library(5)),
                          player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"},
                                                     {"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5))))
        game.apply({"do": "put", "player": "Alice", "card": "Palace Jailer",
                    "zone": "battlefield"})
        assert game.pending is not None and game.pending.kind == "order"
        game.apply({"do": "default"})
        assert game.pending is not None and game.pending.kind == "targets"

        loaded = Game(json.loads(json.dumps(game.to_board())))
        assert loaded.pending is not None
        assert (loaded.pending.kind, tuple(loaded.pending.options)) == (
            "targets", tuple(game.pending.options))
        for g in (game, loaded):
            g.apply({"do": "choose", "player": "Alice", "targets": ["giant"]})
            g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert state_dict(loaded) == state_dict(game)
        assert [e.kind for e in loaded.log if e.kind == "zone_changed" and e.target == "giant"]

    def test_the_court_s_trigger_on_the_stack_keeps_its_distribution(self) -> None:
        """601.2d / 603.3d: Court of Garenbrig's upkeep trigger is on the stack with its
        distribution chosen; saved and loaded, it resolves with the same amounts."""
        game = Game(board(player("Alice", battlefield=["Court of Garenbrig",
                                                       {"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(5)),
                          player("Bob", library=library(5)), step="untap", monarch="Alice"))
        assert game.pending is not None and game.pending.kind == "distribution"
        game.apply({"do": "choose", "player": "Alice", "distribution": {"bears": 2}})
        saved = game.to_board()
        assert saved["stack"][0]["amounts"] == [2]
        assert (saved["stack"][0]["ability"], saved["stack"][0]["card"],
                saved["stack"][0]["index"]) == ("triggered", "Court of Garenbrig", 1)
        loaded = Game(json.loads(json.dumps(saved)))
        for g in (game, loaded):
            g.apply({"do": "pass_until", "turn": 1, "step": "draw"})
        assert game.find_permanent("bears").counters == {"+1/+1": 4}
        assert state_dict(loaded) == state_dict(game)


class TestWhatCantBeSavedIsRefused:
    def test_a_finished_game(self) -> None:
        """104.2a: with one player left the game is over; there is nothing to continue."""
        game = Game(board(player("Alice"), player("Bob")))
        game.apply({"do": "concede", "player": "Bob"})

        with pytest.raises(BoardError) as refused:
            game.to_board()
        assert refused.value.field == "pending"
        assert "Alice wins" in refused.value.reason

    def test_saving_changes_nothing(self) -> None:
        """Saving leaves the game as it was, and it goes on as before."""
        game = Game(board(player("Alice", mana_pool="R", hand=["Lightning Bolt"],
                                 library=library(5)), player("Bob", library=library(5))))
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["Bob"]})
        before = (state_dict(game), list(game.log))

        game.to_board()
        assert (state_dict(game), list(game.log)) == before


def with_(raw: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = json.loads(json.dumps(raw))
    out.update(changes)
    return out


BASE = board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                          {"card": "Forest", "id": "f"}],
                    exile=[{"card": "Hill Giant", "id": "giant"}]),
             player("Bob", battlefield=[{"card": "Silvercoat Lion", "id": "lion"}]),
             step="declare_blockers")


def alice(**fields: Any) -> dict[str, Any]:
    raw = json.loads(json.dumps(BASE))
    raw["players"][0].update(fields)
    return raw


def bears(**fields: Any) -> dict[str, Any]:
    raw = json.loads(json.dumps(BASE))
    raw["players"][0]["battlefield"][0].update(fields)
    return raw


BAD_BOARDS: list[tuple[str, dict[str, Any], str]] = [
    ("one timestamp only", bears(timestamp=1), "players[0].battlefield[1].timestamp"),
    ("a timestamp twice", with_(bears(timestamp=1), players=[
        {**bears(timestamp=1)["players"][0],
         "battlefield": [{"card": "Grizzly Bears", "timestamp": 1},
                         {"card": "Forest", "timestamp": 1}]},
        {"name": "Bob", "battlefield": [{"card": "Silvercoat Lion", "timestamp": 2}]}]),
     "players[0].battlefield[1].timestamp"),
    ("an owner who isn't a player", bears(owner="Zed"), "players[0].battlefield[0].owner"),
    ("an unknown restriction", alice(mana_pool=[{"mana": "C", "restriction": "elves"}]),
     "players[0].mana_pool[0].restriction"),
    ("a 'when spent' no card gives", alice(mana_pool=[{"mana": "G", "source": "Forest",
                                                       "when_spent": True}]),
     "players[0].mana_pool[0].when_spent"),
    ("an effect on nothing", with_(BASE, effects=[{"target": "nobody", "power": 1,
                                                   "toughness": 1}]), "effects[0].target"),
    ("an exile of a card not in exile", with_(BASE, until_monarch=[
        {"card": "bears", "controller": "Bob"}]), "until_monarch[0].card"),
    ("an exile until a permanent that isn't there leaves", with_(BASE, until_leaves=[
        {"card": "bears", "source": "priest"}]), "until_leaves[0].card"),
    ("a blocker of a creature that isn't attacking", with_(BASE, combat={
        "attackers": {}, "blockers": {"lion": "bears"}}), "combat.blockers.lion"),
    ("combat outside the combat phase", with_(BASE, combat={"attackers": {"bears": "Bob"}},
                                               turn={"number": 1, "active": "Alice",
                                                     "step": "upkeep"}), "combat"),
    ("priority to a stranger", with_(BASE, turn={"number": 1, "active": "Alice",
                                                 "step": "upkeep", "priority": "Zed"}),
     "turn.priority"),
    ("everyone passed", with_(BASE, turn={"number": 1, "active": "Alice", "step": "upkeep",
                                          "passes": 2, "first_priority": False}), "turn.passes"),
    ("negative random draws", with_(BASE, random_draws=-1), "random_draws"),
    ("a counter that isn't a number", with_(BASE, id_counters={"forest": "two"}),
     "id_counters.forest"),
    ("a player who left still holding cards", alice(left=True, lost=True),
     "players[0].battlefield"),
    ("a monarch who left", with_(BASE, monarch="Bob", players=[
        BASE["players"][0], {"name": "Bob", "left": True}]), "monarch"),
]


@pytest.mark.parametrize("what,raw,field", BAD_BOARDS, ids=[b[0] for b in BAD_BOARDS])
def test_a_bad_new_field_is_named(what: str, raw: dict[str, Any], field: str) -> None:
    """Each field a saved game may carry is checked on load; the error names it."""
    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert refused.value.field == field


class TestRandomGames:
    def test_a_saved_game_goes_on_as_the_original_from_many_random_points(self) -> None:
        """From random mid-game points on every board: save, load, and play the same random
        actions in both. Same events (but seq and cause), same final state, and load → save
        gives the same file. Positions that can't be saved (the stack in use, a decision being
        made) are skipped, and random play goes on to the next."""
        findings = Findings()
        for seed in range(2):
            for name, raw in all_boards():
                game = Game(raw, seed=seed)
                chooser = RandomPlayer(seed)
                points = random.Random(f"{name}/{seed}")
                for k in range(60):
                    if game.pending is None:
                        break
                    if points.random() < 0.1:
                        continue_from_a_save(game, chooser, 30, findings,
                                             f"{name} seed {seed} action {k}")
                    if game.pending is not None:
                        chooser.step(game)

        assert findings.saves >= 100
        assert findings.resave == []
        assert findings.continued == []
