"""Lists of subtypes in the plural ("other Squirrels, Bats, Lizards, and Rats you control",
"Rabbits, Bats, Birds, and/or Mice"): a permanent of any of the kinds listed, counted once even
if it has several of them (205.3m). Real card: Valley Rotcaller."""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle.patterns import NoMatch
from explorer.oracle.phrases import read_objects

POOL = default_pool()


def test_valley_rotcaller_counts_the_other_creatures_of_the_kinds_listed() -> None:
    """Two Lizards (Saddleback Lagac, Riveteers Requisitioner) and a Bear: X is 2 — the
    Rotcaller itself, a Rat, isn't "other". Bob loses 2 life and Alice gains 2 (119.3)."""
    assert POOL.get("Valley Rotcaller").compiled, POOL.explain("Valley Rotcaller")
    game = Game(board(
        player("Alice", library=library(5),
               battlefield=[{"card": "Valley Rotcaller", "id": "rot"}, "Saddleback Lagac",
                            "Riveteers Requisitioner", "Grizzly Bears"]),
        player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"rot": "Bob"}})
    pass_all(game)
    changes = [(e.player, e.amount, e.rule) for e in events(game, "life_changed")]
    assert changes[:2] == [("Bob", -2, "119.3"), ("Alice", 2, "119.3")]
    assert life(game, "Alice") == 22


def test_elves_and_faeries_are_each_elf_and_each_faerie() -> None:
    """"Elves and Faeries you control" (an irregular plural, then a list): Llanowar Elves and
    Pestermite, not Grizzly Bears nor Bob's Elf."""
    game = Game(board(player("Alice", library=library(5),
                             battlefield=["Llanowar Elves", "Pestermite", "Grizzly Bears"]),
                      player("Bob", battlefield=["Arbor Elf"], library=library(5))))
    found = read_objects("Elves and Faeries you control").of(game, "Alice", None)
    assert sorted(o.name for o in found) == ["Llanowar Elves", "Pestermite"]


def test_irregular_plurals_read_as_their_subtype() -> None:
    """"Mice" is a Mouse, "Foxes" a Fox, "Sphinxes" a Sphinx (205.3m); no other word is one."""
    for words in ("Mice", "Foxes", "Sphinxes", "Rabbits, Bats, Birds, and/or Mice"):
        read_objects(f"{words} you control")
    with pytest.raises(NoMatch):
        read_objects("Mices you control")
