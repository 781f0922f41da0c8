"""Tokens that are copies (707.2), read from Cackling Counterpart ("Create a token that's a copy
of target creature you control.") and Growing Ranks ("At the beginning of your upkeep,
populate.", 701.36a): the copy has the original's copiable values — its card — but none of its
counters, damage or tapped status; it is a token (111.1): gone if it leaves the battlefield
(704.5d); a saved game keeps it as a token copy of the card (board field ``token``)."""

from __future__ import annotations

from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def counterpart_game() -> Game:
    return Game(board(player("Alice", hand=["Cackling Counterpart", "Lightning Bolt"],
                             mana_pool="UUUR",
                             battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                           "tapped": True, "counters": {"+1/+1": 2},
                                           "damage": 1}],
                             library=library(3)),
                      player("Bob", library=library(3))))


def copies(game: Game) -> list[object]:
    return [o for o in game.state.permanents("Alice") if o.is_token]


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Cackling Counterpart", "Growing Ranks"):
        assert POOL.get(name).compiled, POOL.explain(name)


def test_the_copy_has_the_card_but_not_the_counters_damage_or_tapped_status() -> None:
    game = counterpart_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Counterpart",
                "targets": ["bears"]})
    pass_all(game)
    (copy,) = copies(game)
    assert copy.name == "Grizzly Bears" and copy.is_token
    assert (copy.tapped, copy.counters, copy.damage, copy.sick) == (False, {}, 0, True)
    assert (game.power(copy.handle), game.toughness(copy.handle)) == (2, 2)
    (made,) = events(game, "token_created")
    assert (made.source, made.rule) == ("Grizzly Bears", "707.2")


def test_a_saved_game_keeps_the_copy_a_token() -> None:
    game = counterpart_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Counterpart",
                "targets": ["bears"]})
    pass_all(game)
    saved = game.to_board()
    entries = [e for e in saved["players"][0]["battlefield"]
               if isinstance(e, dict) and e.get("token")]
    assert [e["card"] for e in entries] == ["Grizzly Bears"]
    loaded = Game(saved)
    (copy,) = copies(loaded)
    assert copy.name == "Grizzly Bears"


def test_the_copy_ceases_to_exist_when_it_dies() -> None:
    game = counterpart_game()
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Counterpart",
                "targets": ["bears"]})
    pass_all(game)
    (copy,) = copies(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": [copy.handle]})
    pass_all(game)
    assert not copies(game)
    assert names(game.state.player("Alice").graveyard) == ["Cackling Counterpart",
                                                           "Lightning Bolt"]


def test_growing_ranks_populates_a_creature_token_its_controller_chooses() -> None:
    game = Game(board(player("Alice", battlefield=["Growing Ranks",
                                                   {"card": "Soldier Token", "id": "s"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", library=library(3)), step="untap"))
    game.apply({"do": "pass_until", "turn": 1, "step": "draw"})  # through the upkeep
    soldiers = [o for o in game.state.permanents("Alice") if o.name.startswith("Soldier")]
    assert len(soldiers) == 2  # the only creature token: copied; the Bears are no token
    (made,) = events(game, "token_created")
    assert made.rule == "701.36a"
