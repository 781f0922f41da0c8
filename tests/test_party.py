"""A player's party (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard among
the creatures they control, each creature in one place only, the party as large as it can be.
Real cards: Kabira Outrider ("… target creature gets +1/+1 until end of turn for each creature in
your party."), and "the number of creatures in your party" as a quantity — Archpriest of Iona
(its power, 604.3; "if you have a full party"), Allied Assault, Practiced Tactics."""

from __future__ import annotations

from helpers import (
    board,
    creature_facts,
    library,
    names,
    one,
    pass_all,
    player,
    pool_with,
    tap,
    triggered,
)

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


# -- "the number of creatures in your party" as a quantity, "a full party" as a condition ---------
def test_archpriest_of_iona_counts_a_changeling_in_the_place_left_open() -> None:
    """604.3: its power is the size of its controller's party, in every zone. The Archpriest is
    the Cleric, the Fugitive Wizard the Wizard, and Woodland Changeling (every creature type,
    702.73a) takes a place left — Rogue or Warrior — not the Cleric's or the Wizard's: 3."""
    game = Game(board(player("Alice", battlefield=[{"card": "Archpriest of Iona", "id": "ap"}],
                             library=library(3)),
                      player("Bob", library=library(3))))
    assert game.power("ap") == 1  # a party of one: itself
    for card in ("Fugitive Wizard", "Woodland Changeling"):
        game.apply({"do": "put", "player": "Alice", "card": card, "zone": "battlefield"})
    assert (game.power("ap"), game.toughness("ap")) == (3, 2)


def full_party(*others: str) -> Game:
    return Game(board(player("Alice", battlefield=[{"card": "Archpriest of Iona", "id": "ap"},
                                                   *others], library=library(3)),
                      player("Bob", library=library(3))))


def test_with_a_full_party_the_archpriest_gives_a_creature_flying_at_combat() -> None:
    """Cleric, Warrior, Rogue and Wizard: a full party (700.8). At the beginning of combat its
    ability triggers; the Archpriest (4/2) targets itself: 5/3 with flying."""
    game = full_party("Centaur Courser", "Silhana Ledgewalker", "Fugitive Wizard")
    assert game.power("ap") == 4
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    assert len(triggered(game, "Archpriest of Iona")) == 1
    game.apply({"do": "choose", "player": "Alice", "targets": ["ap"]})
    pass_all(game)
    assert (game.power("ap"), game.toughness("ap")) == (5, 3)
    assert "Flying" in game.keywords("ap")


def test_without_a_full_party_it_doesnt_trigger() -> None:
    """An intervening "if" (603.4): three of the four roles, and nothing triggers."""
    game = full_party("Centaur Courser", "Silhana Ledgewalker")
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    assert triggered(game, "Archpriest of Iona") == []


def test_allied_assault_gives_each_target_plus_x_the_party_size() -> None:
    """A Warrior and a Rogue: X is 2, counted as it resolves; both targets get +2/+2."""
    assert POOL.get("Allied Assault").compiled, POOL.explain("Allied Assault")
    game = Game(board(player("Alice", hand=["Allied Assault"], mana_pool="WWW",
                             library=library(3),
                             battlefield=[{"card": "Centaur Courser", "id": "courser"},
                                          {"card": "Silhana Ledgewalker", "id": "silhana"},
                                          {"card": "Grizzly Bears", "id": "bears"}]),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Allied Assault",
                "targets": ["bears", "courser"]})
    pass_all(game)
    assert [(game.power(c), game.toughness(c)) for c in ("bears", "courser", "silhana")] == [
        (4, 4), (5, 5), (1, 1)]


def test_practiced_tactics_deals_twice_the_party_size_to_an_attacker() -> None:
    """Bob attacks with Centaur Courser (3/3); Alice, with a Cleric and a Wizard (a party of
    two), deals it 4 damage: it dies."""
    assert POOL.get("Practiced Tactics").compiled, POOL.explain("Practiced Tactics")
    game = Game(board(player("Alice", hand=["Practiced Tactics"], library=library(3),
                             battlefield=["Archpriest of Iona", "Fugitive Wizard", "Plains"]),
                      player("Bob", battlefield=[{"card": "Centaur Courser", "id": "courser"}],
                             library=library(3)), active="Bob"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"courser": "Alice"}})
    game.apply({"do": "pass"})  # Bob passes: Alice may act
    tap(game, "Alice", "Plains")
    game.apply({"do": "cast", "player": "Alice", "card": "Practiced Tactics",
                "targets": ["courser"]})
    pass_all(game)
    damage = one(game, "damage_dealt", target="courser")
    assert (damage.source, damage.amount) == ("Practiced Tactics", 4)
    assert names(game.state.player("Bob").graveyard) == ["Centaur Courser"]
