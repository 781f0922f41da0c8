""""… and an additional N damage to …": one source dealing both amounts at once (120.2); a
creature of both kinds is dealt both. Real card: Kaervek's Hex ("Kaervek's Hex deals 1 damage
to each nonblack creature and an additional 1 damage to each green creature.")."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def test_kaervek_s_hex_deals_two_to_green_one_to_other_nonblack_none_to_black() -> None:
    """Craw Wurm (green 6/4) is dealt 1 + 1; Hill Giant (red 3/3) 1; Vampire Lacerator
    (black) none. The Llanowar Elves (green 1/1) are dealt 2 and die (704.5g)."""
    assert POOL.get("Kaervek's Hex").compiled, POOL.explain("Kaervek's Hex")
    game = Game(board(
        player("Alice", hand=["Kaervek's Hex"], mana_pool="BBBB", library=library(3),
               battlefield=[{"card": "Vampire Lacerator", "id": "vamp"}]),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"},
                                   {"card": "Hill Giant", "id": "giant"},
                                   {"card": "Llanowar Elves", "id": "elves"}],
               library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Kaervek's Hex"})
    pass_all(game)
    dealt: dict[str, int] = {}
    for e in events(game, "damage_dealt"):
        dealt[e.target] = dealt.get(e.target, 0) + e.amount
    assert dealt == {"wurm": 2, "giant": 1, "elves": 2}
    assert game.find_permanent("wurm").damage == 2
    assert names(game.state.player("Bob").graveyard) == ["Llanowar Elves"]
