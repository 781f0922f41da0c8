"""Positions as values and history that costs little: what undo and fork keep, and what they
share. (How fast they are is measured by benchmarks/bench_history.py, not tested here.)"""

from __future__ import annotations

from helpers import board, library, player, snapshot

from explorer import BOARDS, Game
from explorer.events import EventLog
from explorer.positions import Freezer
from explorer.state import Cards


def test_a_position_shares_the_library_with_the_one_before() -> None:
    """A library of hundreds of cards is not copied at each decision: two positions taken a
    decision apart hold the very same library."""
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    freezer = Freezer()
    first = freezer.freeze(game.state)
    game.apply(game.default_action())
    second = freezer.freeze(game.state)
    assert all(a.library is b.library for a, b in zip(first.players, second.players,
                                                         strict=True))


def test_a_permanent_is_copied_only_when_it_changed() -> None:
    """Positions share a permanent's frozen copy until it changes; tapping it makes a new one,
    and the older position still shows it untapped."""
    game = Game(board(player("Alice", battlefield=["Forest", "Mountain"]), player("Bob")))
    freezer = Freezer()
    before = freezer.freeze(game.state)
    game.apply({"do": "activate", "player": "Alice", "permanent": "Forest"})
    after = freezer.freeze(game.state)
    forest_before, mountain_before = before.battlefield
    forest_after, mountain_after = after.battlefield
    assert mountain_before is mountain_after
    assert forest_before is not forest_after
    assert (forest_before.tapped, forest_after.tapped) == (False, True)


def test_a_thawed_state_is_independent_of_its_position() -> None:
    """Changing the live state after a restore leaves the position as it was: undoing twice to
    the same point gives the same game."""
    game = Game.load(BOARDS / "first_combat.json")
    game.apply({"do": "activate", "player": "Alice", "permanent": "Forest"})
    before = snapshot(game)
    game.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    game.undo()
    assert snapshot(game) == before
    game.apply({"do": "activate", "player": "Alice", "permanent": "Mountain"})
    game.undo()
    assert snapshot(game) == before


def test_undo_at_every_decision_of_a_long_game_gives_back_each_state() -> None:
    """Stepping 30 turns of the 1,000-turn board decision by decision and undoing each step
    gives back, step after step, the state and log as they were."""
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    seen = [snapshot(game)]
    while game.state.turn <= 30:
        game.apply(game.default_action())
        seen.append(snapshot(game))
    for expected in reversed(seen[:-1]):
        game.undo()
        assert snapshot(game) == expected


def test_a_fork_goes_on_as_its_game_would() -> None:
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    game.run_until(20)
    twin = game.fork()
    game.run_until(40)
    twin.run_until(40)
    assert snapshot(twin) == snapshot(game)


def test_cards_share_what_they_can() -> None:
    """Drawing sees the same cards from one further; adding at the end copies at most a chunk."""
    game = Game(board(player("Alice", library=library(200)), player("Bob")))
    cards = Cards(game.state.player("Alice").library)
    drawn = cards.rest()
    assert len(drawn) == 199 and list(drawn) == list(cards)[1:]
    assert drawn._cards is cards._cards  # the same tuple, seen from one card further
    pile = Cards()
    for card in cards:
        pile = pile.plus(card)
    assert list(pile) == list(cards) and pile == tuple(cards)
    assert len(pile._cards) <= Cards.CHUNK


def test_cards_with_a_flag_are_found_as_the_pile_grows() -> None:
    """``Cards.having`` (a graveyard asked at every draw for cards with dredge) keeps its
    answers with each part: asked, then grown card by card past several chunks, a pile still
    gives exactly the cards that have the flag, in order — asked at any moment."""
    game = Game(board(player("Alice", library=["Darkblast" if k % 7 == 0 else "Forest"
                                               for k in range(200)]), player("Bob")))
    cards = list(game.state.player("Alice").library)
    pile = Cards(cards[:3])
    assert pile.having("dredge") == (cards[0],)
    for k, card in enumerate(cards[3:], start=4):
        pile = pile.plus(card)
        if k % 23 == 0 or k == len(cards):
            assert pile.having("dredge") == tuple(c for c in cards[:k] if c.card.dredge)
    assert len(pile.having("dredge")) == 29
    assert Cards(cards).rest().having("dredge") == tuple(c for c in cards[1:] if c.card.dredge)

def test_the_event_log_forks_sharing_its_chunks() -> None:
    log = EventLog()
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    game.run_until(60)
    for event in game.log:
        log.append(event)
    twin = log.fork()
    assert twin == log and twin._chunks[0] is log._chunks[0]
    twin.truncate(10)
    assert len(twin) == 10 and len(log) == len(game.log)
    assert log[5:8] == list(game.log)[5:8]


def test_the_event_log_extended_holds_what_appending_holds() -> None:
    """Several events logged in one go (a pass_until's round of passes) land as appending
    them one by one would: in order, across chunk boundaries, numbered by the log's length."""
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    game.run_until(60)
    events = list(game.log)
    one_by_one, in_goes = EventLog(), EventLog()
    for event in events:
        one_by_one.append(event)
    at = 0
    for size in (1, 3, EventLog.CHUNK - 5, 7, 2 * EventLog.CHUNK + 1, len(events)):
        in_goes.extend(events[at:at + size])
        at += size
        assert len(in_goes) == min(at, len(events))
    assert in_goes == one_by_one and len(in_goes._chunks) == len(one_by_one._chunks)
    assert all(len(chunk) == EventLog.CHUNK for chunk in in_goes._chunks)
    assert [e.seq for e in in_goes] == list(range(1, len(events) + 1))


def test_the_event_logs_length_follows_appends_truncations_and_forks() -> None:
    """The log keeps its length (the kernel numbers events by it) — across chunk boundaries,
    cut back for undo, forked, and undo in a game that numbers new events from there."""
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    game.run_until(60)
    log = EventLog(game.log)
    assert len(log) == len(list(log)) == len(game.log) > EventLog.CHUNK
    for length in (EventLog.CHUNK + 5, EventLog.CHUNK, EventLog.CHUNK - 1, 3, 0):
        twin = log.fork()
        twin.truncate(length)
        assert len(twin) == len(list(twin)) == length
        assert len(log) == len(game.log)  # the original keeps its events
    before = len(game.log)
    game.run_until(61)
    game.undo()
    assert len(game.log) == len(list(game.log)) == before
    game.run_until(61)
    assert [e.seq for e in game.log] == list(range(1, len(game.log) + 1))
