"""Tokens that are copies of permanents (707.2, 111.1), read from Cackling Counterpart's text:
"Create a token that's a copy of target creature you control." The token has the permanent's
copiable values — what is printed on it — and nothing else: not its counters, damage, tapped
status or other effects. It enters as the copy (707.5), so its enter triggers trigger. Each
test is one of the card's rulings (2011-09-22)."""

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def counterpart(target: dict[str, object], monarch: str | None = None) -> Game:
    """Alice casts Cackling Counterpart on one of her creatures."""
    game = Game(board(player("Alice", battlefield=[target], hand=["Cackling Counterpart"],
                             mana_pool="UUC", library=library(3)),
                      player("Bob", library=library(3)), monarch=monarch))
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Counterpart",
                "targets": [str(target["id"])]})
    pass_all(game)
    return game


def the_token(game: Game) -> object:
    return next(o for o in game.state.battlefield if o.is_token)


def test_the_card_compiles() -> None:
    assert POOL.get("Cackling Counterpart").compiled


def test_the_token_copies_what_is_printed_and_nothing_else() -> None:
    """Ruling: "The token copies exactly what was printed on the original creature … It
    doesn't copy whether that creature is tapped or untapped, whether it has any counters on
    it …, or any non-copy effects that have changed its power, toughness, types, color, and so
    on." — a tapped Grizzly Bears with a +1/+1 counter and 1 damage."""
    game = counterpart({"card": "Grizzly Bears", "id": "bears", "tapped": True, "damage": 1,
                        "counters": {"+1/+1": 1}})

    token = the_token(game)
    assert token.name == "Grizzly Bears"  # its name too (707.2)
    assert (token.tapped, token.damage, token.counters) == (False, 0, {})
    assert (game.power(token.handle), game.toughness(token.handle)) == (2, 2)
    created = one(game, "token_created")
    assert (created.rule, created.source) == ("707.2", "Grizzly Bears")


def test_its_enter_abilities_trigger() -> None:
    """Ruling: "Any enters-the-battlefield abilities of the copied creature will trigger when
    the token enters the battlefield." — Thorn of the Black Rose's copy makes Alice the
    monarch."""
    game = counterpart({"card": "Thorn of the Black Rose", "id": "thorn"}, monarch="Bob")
    pass_all(game)

    assert game.state.monarch == "Alice"
    assert len(events(game, "ability_triggered")) == 1


def test_a_copy_of_a_token_copy_is_that_card_too() -> None:
    """Ruling: "If the copied creature is copying something else, then the token enters the
    battlefield as whatever that creature copied." — a copy of a token copy of Grizzly Bears
    is Grizzly Bears."""
    game = counterpart({"card": "Grizzly Bears", "id": "bears", "token": True})

    tokens = [o for o in game.state.battlefield if o.is_token]
    assert [t.name for t in tokens] == ["Grizzly Bears", "Grizzly Bears"]


def test_the_token_ceases_to_exist_when_it_leaves() -> None:
    """704.5d: the token destroyed is put into the graveyard and ceases to exist; the Bears it
    copied stay on the battlefield."""
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Cackling Counterpart", "Lightning Bolt"], mana_pool="UUCR",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Counterpart",
                "targets": ["bears"]})
    pass_all(game)
    token = the_token(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": [token.handle]})
    pass_all(game)

    assert [(o.name, o.is_token) for o in game.state.battlefield] == [("Grizzly Bears", False)]
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Cackling Counterpart",
                                                                     "Lightning Bolt"]


def test_a_saved_game_keeps_the_token_a_token() -> None:
    game = counterpart({"card": "Grizzly Bears", "id": "bears"})
    saved, loaded = saved_and_loaded(game)

    entries = saved["players"][0]["battlefield"]
    assert {"card": "Grizzly Bears", "token": True} in [
        {k: v for k, v in e.items() if k in ("card", "token")} for e in entries
        if isinstance(e, dict)]
    assert [o.is_token for o in loaded.state.battlefield] == [False, True]
