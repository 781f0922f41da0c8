"""A player's party (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard among
the creatures they control, each creature in one place only, the party as large as it can be.
Real card: Kabira Outrider ("… target creature gets +1/+1 until end of turn for each creature in
your party.")."""

from __future__ import annotations

from helpers import board, creature_facts, library, pass_all, player, pool_with

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle.phrases import party_size

POOL = default_pool()


def test_kabira_outrider_counts_one_warrior_however_many() -> None:
    """The Outrider and Centaur Courser are Warriors (one place), Silhana Ledgewalker a Rogue:
    a party of two, so the Bears gets +2/+2 (613.4c)."""
    assert POOL.get("Kabira Outrider").compiled, POOL.explain("Kabira Outrider")
    game = Game(board(
        player("Alice", hand=["Kabira Outrider"], mana_pool="WWWW", library=library(3),
               battlefield=["Centaur Courser", "Silhana Ledgewalker",
                            {"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Kabira Outrider"})
    pass_all(game)  # the Outrider resolves; its ability asks for a target
    game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    pass_all(game)
    bears = game.find_permanent("bears").handle
    assert (game.power(bears), game.toughness(bears)) == (4, 4)


def test_a_creature_of_two_roles_fills_the_place_the_party_needs() -> None:
    """A Cleric Rogue and a Cleric: the first is seated as the Rogue so both count (2), not
    both as Clerics (1). With a Wizard too, three."""
    pool = pool_with(creatures={
        "Test Cleric Rogue": creature_facts(1, 1, type_line="Creature — Human Cleric Rogue"),
        "Test Cleric": creature_facts(1, 1, type_line="Creature — Human Cleric")})
    game = Game(board(player("Alice", battlefield=["Test Cleric Rogue", "Test Cleric"],
                             library=library(3)),
                      player("Bob", battlefield=["Fugitive Wizard"], library=library(3))),
                cards=pool)
    assert party_size(game, "Alice") == 2
    assert party_size(game, "Bob") == 1
    game.apply({"do": "put", "player": "Alice", "card": "Fugitive Wizard",
                "zone": "battlefield"})
    assert party_size(game, "Alice") == 3
