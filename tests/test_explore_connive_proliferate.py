"""Keyword actions read from real cards, as their rules say:

- Explore (701.44a), Merfolk Branchwalker: the top card is revealed; a land goes to the hand;
  otherwise a +1/+1 counter, and the card may go to the graveyard. 701.44c: a creature that left
  the battlefield still explores, without the counter.
- Connive (701.50a), Raffine's Informant: draw, then discard; a +1/+1 counter if the discarded
  card wasn't a land.
- Proliferate (701.34a), Thrummingbird: permanents *and players* with counters — a player's
  poison counters too.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


@pytest.mark.parametrize("name", ["Merfolk Branchwalker", "Raffine's Informant",
                                  "Thrummingbird"])
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def branchwalker(top: str, *, bolt_it: bool = False) -> Game:
    game = Game(board(player("Alice", hand=["Merfolk Branchwalker"], mana_pool="GG",
                             library=[top, "Island", "Island"]),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Merfolk Branchwalker"})
    pass_all(game)  # it enters: the ability triggers
    if bolt_it:
        game.apply({"do": "pass"})
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["merfolk-branchwalker-1"]})
        pass_all(game)  # the Bolt resolves first: the Merfolk dies
    pass_all(game)  # the enter ability resolves: it explores
    return game


def test_a_land_revealed_goes_to_the_hand_and_no_counter() -> None:
    game = branchwalker("Forest")
    (revealed,) = events(game, "cards_revealed")
    assert (revealed.player, revealed.found, revealed.rule) == ("Alice", "Forest", "701.44a")
    assert names(game.state.player("Alice").hand) == ["Forest"]
    assert game.permanent("merfolk-branchwalker-1").counters == {}


@pytest.mark.parametrize(("answer", "where"), [("keep it on top", "library"),
                                               ("put it into your graveyard", "graveyard")])
def test_a_nonland_gives_a_counter_and_may_be_milled(answer: str, where: str) -> None:
    game = branchwalker("Grizzly Bears")
    assert game.permanent("merfolk-branchwalker-1").counters == {"+1/+1": 1}
    game.apply({"do": "choose", "player": "Alice", "option": answer})
    alice = game.state.player("Alice")
    assert "Grizzly Bears" in names(alice.library if where == "library" else alice.graveyard)


def test_a_creature_gone_still_explores_without_the_counter() -> None:
    """701.44c: Bob bolts the Merfolk in response; it explores anyway — the Bears revealed,
    no counter for anyone, and Alice may still put the card into her graveyard."""
    game = branchwalker("Grizzly Bears", bolt_it=True)
    assert len(events(game, "cards_revealed")) == 1
    assert not events(game, "counters_added")
    game.apply({"do": "choose", "player": "Alice", "option": "put it into your graveyard"})
    assert names(game.state.player("Alice").graveyard) == ["Merfolk Branchwalker",
                                                           "Grizzly Bears"]


@pytest.mark.parametrize(("drawn", "counter"), [("Grizzly Bears", {"+1/+1": 1}), ("Forest", {})])
def test_raffines_informant_connives(drawn: str, counter: dict[str, int]) -> None:
    game = Game(board(player("Alice", hand=["Raffine's Informant"], mana_pool="WW",
                             library=[drawn, "Island"]),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Raffine's Informant"})
    pass_all(game)
    pass_all(game)  # it connives: the only card in hand is the one drawn — discarded
    (discarded,) = events(game, "card_discarded")
    assert (discarded.source, discarded.rule) == (drawn, "701.50a")
    assert game.permanent("raffine-s-informant-1").counters == counter


def test_thrummingbird_proliferates_counters_and_poison() -> None:
    game = Game(board(player("Alice", battlefield=[
        {"card": "Thrummingbird", "id": "bird"},
        {"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 2}}],
        library=library(3)),
        player("Bob", poison=3, library=library(3))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bird": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})  # to the proliferate
    asked = []
    while game.pending is not None and game.pending.rule == "701.34a":
        asked.append(game.pending.prompt)
        game.apply({"do": "choose", "player": "Alice", "option": game.pending.options[0]})
    assert asked == ["Thrummingbird: proliferate Grizzly Bears (bears)?",
                     "Thrummingbird: proliferate Bob's poison?"]
    assert game.permanent("bears").counters == {"+1/+1": 3}
    assert game.state.player("Bob").poison == 4
    poisoned = events(game, "counters_added", target="Bob")
    assert [(e.counter, e.amount, e.rule) for e in poisoned] == [("poison", 1, "701.34a")]
