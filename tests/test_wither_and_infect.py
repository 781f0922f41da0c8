"""Wither and infect (702.80, 702.90): damage that comes as counters (120.3b, 120.3d).

Glistener Elf's "Infect": damage it deals to a player gives poison counters instead of life loss
— ten and the player loses (704.5c) — and to a creature -1/-1 counters instead of marked damage.
Puncture Blast's "Wither": 3 damage to a creature is three -1/-1 counters; to a player it is
ordinary damage. The counters go through counter replacement effects (Winding Constrictor).
"""

from __future__ import annotations

from helpers import board, events, library, life, names, pass_all, player, to_attackers

from explorer.game import Game


def elf_attacks(bob: dict[str, object], *, blocker: str | None = None) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Glistener Elf", "id": "elf"}],
                             library=library(5)),
                      {**player("Bob", library=library(5)), **bob}))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"elf": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    if game.pending is not None and game.pending.kind == "blockers":
        game.apply({"do": "block", "player": "Bob",
                    "blockers": {blocker: "elf"} if blocker else {}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    return game


def test_infect_gives_poison_counters_and_no_life_is_lost() -> None:
    game = elf_attacks({})
    assert life(game, "Bob") == 20
    assert game.state.player("Bob").poison == 1
    (dealt,) = events(game, "damage_dealt", target="Bob")
    (poisoned,) = events(game, "counters_added", target="Bob")
    assert (poisoned.counter, poisoned.amount, poisoned.rule) == ("poison", 1, "122.1f")
    assert poisoned.cause == dealt.seq  # the damage did it (120.3b)
    assert not events(game, "life_changed", player="Bob")


def test_the_tenth_poison_counter_loses_the_game() -> None:
    game = elf_attacks({"poison": 9})
    (lost,) = events(game, "player_lost")
    assert (lost.player, lost.rule) == ("Bob", "704.5c")


def test_infect_damage_to_a_creature_is_minus_one_counters_not_marked_damage() -> None:
    """The Bears block: they get a -1/-1 counter (2/2 → 1/1) and no damage; the Elf takes 2 and
    dies."""
    game = elf_attacks({"battlefield": [{"card": "Grizzly Bears", "id": "bears"}]},
                       blocker="bears")
    bears = game.permanent("bears")
    assert bears.counters == {"-1/-1": 1} and bears.damage == 0
    assert (game.power("bears"), game.toughness("bears")) == (1, 1)
    (to_bears,) = events(game, "damage_dealt", target="bears")
    assert to_bears.rule == "120.3d"
    assert names(game.state.player("Alice").graveyard) == ["Glistener Elf"]


def blast(target: str, alice_battlefield: list[object] | None = None) -> Game:
    game = Game(board(player("Alice", hand=["Puncture Blast"], mana_pool="RRR",
                             battlefield=alice_battlefield or [], library=library(5)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Puncture Blast", "targets": [target]})
    pass_all(game)
    return game


def test_wither_damage_to_a_creature_is_counters_and_toughness_zero_kills_it() -> None:
    game = blast("giant")
    (counters,) = events(game, "counters_added", target="giant")
    assert (counters.counter, counters.amount, counters.rule) == ("-1/-1", 3, "120.3d")
    died = events(game, "zone_changed", target="giant", to_zone="graveyard")
    assert [e.rule for e in died] == ["704.5f"]  # toughness 0, not lethal damage (704.5g)


def test_wither_damage_to_a_player_is_ordinary_damage() -> None:
    game = blast("Bob")
    assert life(game, "Bob") == 17
    assert game.state.player("Bob").poison == 0


def blast_own_big_bears() -> Game:
    """Alice, with Winding Constrictor, resolves Puncture Blast (wither) at her own Grizzly
    Bears with five +1/+1 counters."""
    game = Game(board(player("Alice", hand=["Puncture Blast"], mana_pool="RRR",
                             battlefield=["Winding Constrictor",
                                          {"card": "Grizzly Bears", "id": "bears",
                                           "counters": {"+1/+1": 5}}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Puncture Blast", "targets": ["bears"]})
    pass_all(game)
    return game


def test_the_counters_go_through_counter_replacement_effects() -> None:
    """Winding Constrictor: "If one or more counters would be put on an artifact or creature
    you control, that many plus one are put on it instead." Alice blasts her own big Bears:
    the three -1/-1 counters become four."""
    game = blast_own_big_bears()
    (counters,) = events(game, "counters_added", target="bears")
    assert (counters.counter, counters.amount) == ("-1/-1", 4)  # 3 plus one


def test_plus_and_minus_counters_cancel_out() -> None:
    """704.5q: the Bears with five +1/+1 counters and four -1/-1 counters keep one +1/+1
    counter, as a state-based action."""
    game = blast_own_big_bears()
    assert game.permanent("bears").counters == {"+1/+1": 1}
    removed = events(game, "counters_removed", target="bears")
    assert sorted((e.counter, e.amount, e.rule) for e in removed) == [
        ("+1/+1", 4, "704.5q"), ("-1/-1", 4, "704.5q")]
    assert (game.power("bears"), game.toughness("bears")) == (3, 3)
