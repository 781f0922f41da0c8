""""Sacrifice it unless you return a … to its owner's hand" (603.5: chosen as the triggered
ability resolves). Darigaaz's Caldera: "When this land enters, sacrifice it unless you return
a non-Lair land you control to its owner's hand." and "{T}: Add {B}, {R}, or {G}."; Faerie
Impostor: "When this creature enters, sacrifice it unless you return another creature you
control to its owner's hand." Each test reads like a ruling."""

from __future__ import annotations

from helpers import board, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

CALDERA = "Darigaaz's Caldera"


def game(battlefield: list[str], hand: list[str]) -> Game:
    return Game(board(player("Alice", battlefield=battlefield, hand=hand, library=library(3)),
                      player("Bob", library=library(3))))


def test_the_caldera_returns_a_non_lair_land_to_stay() -> None:
    """The Swamp and the Forest are the choices; the Caldera itself (a Lair) is not."""
    assert default_pool().get(CALDERA).compiled
    g = game(["Swamp", "Forest"], [CALDERA])
    g.apply({"do": "play_land", "player": "Alice", "card": CALDERA})
    pass_all(g)

    assert g.pending is not None and g.pending.rule == "603.5"
    swamp = g.find_permanent("Swamp").handle
    assert g.pending.options == (f"don't: sacrifice {g.find_permanent(CALDERA).handle}", swamp,
                                 g.find_permanent("Forest").handle)
    g.apply({"do": "choose", "player": "Alice", "option": swamp})

    assert names(g.state.player("Alice").hand) == ["Swamp"]
    assert g.find_permanent(CALDERA) is not None


def test_not_returning_a_land_sacrifices_the_caldera() -> None:
    g = game(["Swamp"], [CALDERA])
    g.apply({"do": "play_land", "player": "Alice", "card": CALDERA})
    pass_all(g)

    g.apply({"do": "choose", "player": "Alice", "option": g.pending.options[0]})

    assert names(g.state.player("Alice").graveyard) == [CALDERA]
    assert names(g.state.player("Alice").hand) == []
    moved = one(g, "zone_changed", how="sacrificed")
    assert (moved.source, moved.rule) == (CALDERA, "701.21a")


def test_a_faerie_impostor_with_no_other_creature_is_sacrificed() -> None:
    """It can't return itself ("another creature"): its one choice is the sacrifice."""
    assert default_pool().get("Faerie Impostor").compiled
    g = game(["Island"], [])
    g.apply({"do": "put", "player": "Alice", "card": "Faerie Impostor", "zone": "battlefield"})
    pass_all(g)

    assert names(g.state.player("Alice").graveyard) == ["Faerie Impostor"]


def test_a_faerie_impostor_returns_another_creature_to_stay() -> None:
    g = game(["Grizzly Bears"], [])
    g.apply({"do": "put", "player": "Alice", "card": "Faerie Impostor", "zone": "battlefield"})
    pass_all(g)

    g.apply({"do": "choose", "player": "Alice",
             "option": g.find_permanent("Grizzly Bears").handle})

    assert names(g.state.player("Alice").hand) == ["Grizzly Bears"]
    assert g.find_permanent("Faerie Impostor") is not None
