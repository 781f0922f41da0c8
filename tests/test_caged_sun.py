"""Caged Sun, read from its Oracle text: "As Caged Sun enters, choose a color. Creatures you
control of the chosen color get +1/+1. Whenever a land's ability causes you to add one or more
mana of the chosen color, add an additional one mana of that color." — a triggered mana ability
(605.1b): it resolves at once, without the stack (605.4a), once per land ability that adds the
color, however much of it that ability adds."""

from __future__ import annotations

from helpers import board, library, player, tap

from explorer.cards import default_pool
from explorer.events import EventKind as K
from explorer.game import Game

POOL = default_pool()
SUN = "Caged Sun"


def green_sun(*permanents: object) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": SUN, "choices": {"color": "G"}},
                                                   *permanents], library=library(5)),
                      player("Bob", library=library(5))))


def pool(game: Game) -> str:
    return "".join(sorted(u.type for u in game.state.player("Alice").mana_pool))


def sun_triggers(game: Game) -> int:
    return sum(1 for e in game.log if e.kind == K.ABILITY_TRIGGERED and e.source == SUN)


def test_the_card_compiles() -> None:
    assert POOL.get(SUN).compiled
    assert "(605.1b, explorer.rules.mana)" in POOL.explain(SUN)


def test_a_forest_tapped_for_green_adds_one_more_at_once() -> None:
    game = green_sun("Forest")
    tap(game, "Alice", "Forest")

    assert pool(game) == "GG"
    assert game.state.stack == []  # a mana ability: no stack (605.4a)
    assert sun_triggers(game) == 1


def test_it_triggers_once_however_much_the_land_adds() -> None:
    """Gaea's Cradle with three creatures adds {G}{G}{G}: one trigger, one more {G}."""
    game = green_sun("Gaea's Cradle", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    tap(game, "Alice", "Gaea's Cradle")

    assert pool(game) == "GGGG"
    assert sun_triggers(game) == 1


def test_a_land_adding_two_colors_gets_one_more_of_the_chosen_one() -> None:
    game = green_sun({"card": "Gruul Turf", "tapped": False})
    tap(game, "Alice", "Gruul Turf")

    assert pool(game) == "GGR"


def test_another_color_or_a_creatures_ability_does_nothing() -> None:
    """A Mountain adds {R}; Llanowar Elves add {G} but aren't a land."""
    game = green_sun("Mountain", {"card": "Llanowar Elves", "sick": False})
    tap(game, "Alice", "Mountain")
    tap(game, "Alice", "Llanowar Elves")

    assert pool(game) == "GR"
    assert sun_triggers(game) == 0


def test_creatures_of_the_chosen_color_get_bigger() -> None:
    game = green_sun({"card": "Grizzly Bears", "id": "bears"})
    assert (game.power("bears"), game.toughness("bears")) == (3, 3)
