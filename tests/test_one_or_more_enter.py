""""Whenever one or more [kind] you control enter" triggers once for permanents that enter at
the same time (603.2c) — the tokens one instruction creates — and again for each other event.
Real card: Valley Questcaller ("Whenever one or more other Rabbits, Bats, Birds, and/or Mice you
control enter, scry 1." and "Other Rabbits, Bats, Birds, and Mice you control get +1/+1.")."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_questcaller_four_rabbit_tokens_at_once_trigger_it_once() -> None:
    """Jacked Rabbit (a 1/2 with two +1/+1 counters, made a 4/5 by the Questcaller) attacks:
    four Rabbit tokens are created by one instruction, entering together — one trigger, one
    scry (701.22a)."""
    assert POOL.get("Valley Questcaller").compiled, POOL.explain("Valley Questcaller")
    game = Game(board(
        player("Alice", library=library(5),
               battlefield=["Valley Questcaller",
                            {"card": "Jacked Rabbit", "id": "rabbit", "counters": {"+1/+1": 2}}]),
        player("Bob", library=library(5))))
    assert game.power(game.find_permanent("rabbit").handle) == 4
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"rabbit": "Bob"}})
    pass_all(game)  # the Rabbit's ability resolves: four tokens
    assert len(events(game, "token_created")) == 4
    (trig,) = triggered(game, "Valley Questcaller")
    assert trig.rule == "603.2"
    pass_all(game)
    assert game.pending is not None and game.pending.rule == "701.22a"  # scry 1: one card
    game.apply({"do": "choose", "player": "Alice", "option": "island-1: bottom"})
    assert len(events(game, "scried")) == 1


def test_questcaller_birds_entering_at_different_times_trigger_it_each_time() -> None:
    """Two Birds of Paradise cast one after the other: two events, two triggers."""
    game = Game(board(
        player("Alice", library=library(5), hand=["Birds of Paradise", "Birds of Paradise"],
               mana_pool="GG", battlefield=["Valley Questcaller"]),
        player("Bob", library=library(5))))
    for _ in range(2):
        game.apply({"do": "cast", "player": "Alice", "card": "Birds of Paradise"})
        pass_all(game)  # the Birds resolve; the Questcaller triggers
        pass_all(game)  # and its ability resolves: scry 1
        game.apply({"do": "choose", "player": "Alice", "option": game.legal_actions()[0].option})
    assert len(triggered(game, "Valley Questcaller")) == 2


def test_questcaller_doesn_t_see_itself_or_another_kind() -> None:
    """It is "other"; a Grizzly Bears is none of the four kinds."""
    game = Game(board(player("Alice", library=library(5), hand=["Valley Questcaller",
                                                               "Grizzly Bears"],
                             mana_pool="WWGG"),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Valley Questcaller"})
    pass_all(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)
    assert triggered(game, "Valley Questcaller") == []
