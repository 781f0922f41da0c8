"""Dredge (702.52a): "As long as you have at least N cards in your library, if you would draw a
card, you may instead mill N cards and return this card from your graveyard to your hand." —
offered as each draw would happen (121.2), for each card in the player's graveyard that can;
with fewer than N cards in the library it can't be (702.52b)."""

from __future__ import annotations

from helpers import board, events, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game
from explorer.rules.dredge import dredgers

POOL = default_pool()


def draw_step(graveyard: list[str], cards_in_library: int) -> Game:
    """Alice's upkeep of turn 2 (her draw step is next), Darkblast-like cards in her graveyard."""
    game = Game(board(player("Alice", graveyard=graveyard,
                             library=library(cards_in_library, "Forest")),
                      player("Bob", library=library(5)), step="upkeep", turn=2))
    game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
    return game


def hand(game: Game) -> list[str]:
    return [c.name for c in game.state.player("Alice").hand]


def test_darkblast_is_dredged_instead_of_the_draw() -> None:
    assert POOL.get("Darkblast").compiled
    game = draw_step(["Darkblast"], 5)
    offer = game.pending
    assert offer is not None and offer.rule == "702.52a"
    assert offer.options[0] == "draw"
    game.apply({"do": "choose", "player": "Alice", "option": offer.options[1]})
    assert hand(game) == ["Darkblast"]
    milled = [e for e in events(game, "zone_changed") if e.how == "milled"]
    assert [(e.source, e.rule) for e in milled] == [("Forest", "701.17a")] * 3
    back = one(game, "zone_changed", source="Darkblast")
    assert (back.from_zone, back.to_zone, back.rule, back.how) == (
        "graveyard", "hand", "702.52a", "dredged")
    assert events(game, "card_drawn") == []
    assert len(game.state.player("Alice").library) == 2


def test_declining_draws_the_card() -> None:
    game = draw_step(["Darkblast"], 5)
    game.apply({"do": "choose", "player": "Alice", "option": "draw"})
    assert hand(game) == ["Forest"]
    assert one(game, "card_drawn").rule == "504.1"
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Darkblast"]


def test_too_few_cards_in_the_library_means_no_dredge() -> None:
    """Stinkweed Imp's dredge 5 with four cards left: nothing is offered (702.52b)."""
    assert POOL.get("Stinkweed Imp").compiled
    game = draw_step(["Stinkweed Imp"], 4)
    assert game.pending is not None and game.pending.kind == "priority"
    assert hand(game) == ["Forest"]


def test_each_draw_of_two_is_offered_on_its_own() -> None:
    """Mulldrifter's "draw two cards": the first draw is dredged (Darkblast comes back), the
    second is a plain draw (Darkblast is in the hand now, nothing else can dredge)."""
    game = Game(board(player("Alice", hand=["Mulldrifter"], mana_pool="UCCCC",
                             graveyard=["Darkblast"], library=library(6, "Forest")),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Mulldrifter"})
    pass_all(game)
    pass_all(game)  # the enter trigger resolves: the first draw is offered
    game.apply({"do": "choose", "player": "Alice", "option": game.pending.options[1]})
    assert sorted(hand(game)) == ["Darkblast", "Forest"]
    assert len(game.state.player("Alice").library) == 2


def test_a_card_with_dredge_put_into_a_long_graveyard_is_offered_at_the_next_draw() -> None:
    """The cards with dredge are found through what each part of a graveyard keeps (asked at
    every draw): Alice's draw looked at her 70 cards and found none; Darkblast, discarded to
    hand size in her cleanup, joins them after the first chunk — at her next draw it is
    offered; dredged back, it is not offered again."""
    game = Game(board(player("Alice", hand=["Darkblast", *library(6, "Forest")],
                             graveyard=library(70, "Forest"), library=library(10, "Forest")),
                      player("Bob", library=library(10)), step="upkeep", turn=3))
    game.apply({"do": "pass_until", "turn": 3, "step": "cleanup"})
    assert [e.source for e in events(game, "card_drawn")] == ["Forest"]  # no offer
    discard = game.pending
    assert discard is not None and discard.kind == "discard" and discard.rule == "514.1"
    game.apply({"do": "choose", "player": "Alice", "targets": ["Darkblast"]})
    assert [c.name for c in game.state.player("Alice").graveyard][-1] == "Darkblast"
    game.apply({"do": "pass_until", "turn": 5, "step": "draw"})
    offer = game.pending
    assert offer is not None and offer.rule == "702.52a" and offer.player == "Alice"
    assert offer.options == ("draw", "dredge darkblast-1 (Darkblast: mill 3)")
    game.apply({"do": "choose", "player": "Alice", "option": offer.options[1]})
    assert "Darkblast" in hand(game)
    assert len(game.state.player("Alice").graveyard) == 73  # 70 Forests, 3 milled
    assert dredgers(game, "Alice") == []
