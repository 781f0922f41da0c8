""""You may pay {2}. When you do, …": the payment offered as the ability resolves (603.5); paid,
a reflexive triggered ability triggers (603.12), its target chosen then; declined, nothing. Real
card: Halana, Kessig Ranger ("Whenever another creature you control enters, you may pay {2}.
When you do, that creature deals damage equal to its power to target creature.")."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def bears_enter() -> Game:
    game = Game(board(player("Alice", hand=["Grizzly Bears"], mana_pool="GGGG",
                             library=library(5), battlefield=["Halana, Kessig Ranger"]),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "elves"}],
                             library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    pass_all(game)  # the Bears resolve: Halana triggers
    pass_all(game)  # its ability resolves: pay {2}?
    return game


def test_halana_paid_the_entering_creature_deals_its_power() -> None:
    """Alice pays {2} from her pool: the reflexive ability triggers (603.12); she targets Bob's
    Llanowar Elves, and the Bears (not Halana) deals it 2 damage."""
    assert POOL.get("Halana, Kessig Ranger").compiled, POOL.explain("Halana, Kessig Ranger")
    game = bears_enter()
    game.apply({"do": "choose", "player": "Alice", "option": "pay {2}"})
    reflexive = [e for e in events(game, "ability_triggered") if e.rule == "603.12"]
    assert len(reflexive) == 1
    game.apply({"do": "choose", "player": "Alice", "targets": ["elves"]})
    pass_all(game)
    (dealt,) = events(game, "damage_dealt")
    assert (dealt.source, dealt.target, dealt.amount) == ("Grizzly Bears", "elves", 2)
    assert names(game.state.player("Bob").graveyard) == ["Llanowar Elves"]
    assert sum(game.mana_pool("Alice").values()) == 0  # {G}{G} left after the Bears: paid


def test_halana_declined_nothing_triggers() -> None:
    game = bears_enter()
    game.apply({"do": "choose", "player": "Alice", "option": "don't pay"})
    assert [e for e in events(game, "ability_triggered") if e.rule == "603.12"] == []
    assert events(game, "damage_dealt") == []
