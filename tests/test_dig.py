"""Digging through the top of a library, one instruction at a time: "Look at the top N cards of
your library." / "Reveal the top N cards …" / "Mill N cards." keep the cards, and the sentences
after them say what happens to them — "you may put a land card from among them into your hand",
"put the rest into your graveyard", "from among the cards milled this way" (608.2c). Each
choice is the player's, made as the ability resolves (608.2d); revealed cards are named for
every player (701.20a), cards only looked at are not (401.2); cards put on the bottom together
are ordered by their owner (401.4), or in a random order from the game's seeded generator."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import (
    board,
    counters,
    events,
    library,
    one,
    pass_all,
    player,
    pool_reading,
    to_attackers,
)

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.oracle import compile_card

POOL = default_pool()


def game_of(alice: dict[str, Any]) -> Game:
    return Game(board(player("Alice", **alice), player("Bob", library=library(5))))


def top(*cards: str) -> list[dict[str, str]]:
    """A library with handles a, b, c, … from the top."""
    return [{"card": c, "id": chr(ord("a") + k)} for k, c in enumerate(cards)]


def handles(cards: Any) -> list[str]:
    return [c.handle for c in cards]


# -- "reveal the top N …, you may put a <kind> card from among them into your hand, put the rest
#    into your graveyard" -------------------------------------------------------------------------
def test_satyr_wayfinder_reveals_four_and_keeps_a_land() -> None:
    """Satyr Wayfinder enters: the top four are revealed to everyone; Alice may take a land
    card — only the Forest and the Plains are offered, never the Grizzly Bears — and the other
    three go to her graveyard."""
    assert POOL.get("Satyr Wayfinder").compiled, POOL.explain("Satyr Wayfinder")
    game = game_of({"hand": ["Satyr Wayfinder"], "mana_pool": "GGGG",
                    "library": top("Grizzly Bears", "Forest", "Lightning Bolt", "Plains",
                                   "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Satyr Wayfinder"})
    pass_all(game)  # the creature spell resolves; its enters ability triggers
    pass_all(game)  # the ability resolves
    revealed = one(game, "cards_revealed", rule="701.20a")
    assert (revealed.amount, revealed.found) == (
        4, "Grizzly Bears, Forest, Lightning Bolt, Plains")
    assert game.pending is not None and game.pending.rule == "608.2d"
    assert list(game.pending.options) == ["b (Forest)", "d (Plains)", "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "d (Plains)"})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["d"]
    assert sorted(handles(alice.graveyard)) == ["a", "b", "c"]
    assert handles(alice.library) == ["e"]
    assert len(events(game, "zone_changed", to_zone="graveyard", rule="608.2c")) == 3


def test_grisly_salvage_may_take_nothing() -> None:
    """Grisly Salvage: "a creature or land card" — the Bears or the Forest may be taken, not
    the Bolt; taking nothing puts all five into the graveyard."""
    assert POOL.get("Grisly Salvage").compiled, POOL.explain("Grisly Salvage")
    game = game_of({"hand": ["Grisly Salvage"], "mana_pool": "BG",
                    "library": top("Lightning Bolt", "Grizzly Bears", "Forest", "Island",
                                   "Anticipate", "Plains")})
    game.apply({"do": "cast", "player": "Alice", "card": "Grisly Salvage"})
    pass_all(game)
    assert list(game.pending.options) == ["b (Grizzly Bears)", "c (Forest)", "d (Island)",
                                          "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "take nothing"})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == []
    assert sorted(handles(alice.graveyard)) == ["a", "b", "c", "d", "e", "grisly-salvage-1"]
    assert handles(alice.library) == ["f"]


# -- "you may reveal any number of … and put the revealed cards into your hand" ----------------
def test_lead_the_stampede_reveals_the_creatures_taken_and_orders_the_rest() -> None:
    """Lead the Stampede: Alice looks at five (nobody else learns them: the look names no
    cards), reveals the two creatures she takes (everyone sees those two), and orders the
    other three on the bottom of her library."""
    assert POOL.get("Lead the Stampede").compiled, POOL.explain("Lead the Stampede")
    game = game_of({"hand": ["Lead the Stampede"], "mana_pool": "GGG",
                    "library": top("Grizzly Bears", "Forest", "Craw Wurm", "Island",
                                   "Lightning Bolt", "Swamp")})
    game.apply({"do": "cast", "player": "Alice", "card": "Lead the Stampede"})
    pass_all(game)
    looked = one(game, "looked_at_top", rule="401.2")
    assert (looked.amount, looked.found) == (5, None)
    assert list(game.pending.options) == ["a (Grizzly Bears)", "c (Craw Wurm)", "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "c (Craw Wurm)"})
    assert list(game.pending.options) == ["a (Grizzly Bears)", "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "a (Grizzly Bears)"})
    assert one(game, "cards_revealed", rule="701.20a").found == "Craw Wurm, Grizzly Bears"
    assert game.pending.kind == "order" and game.pending.rule == "401.4"
    game.apply({"do": "choose", "player": "Alice", "order": ["e", "b", "d"]})
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["a", "c"]
    assert handles(alice.library) == ["f", "e", "b", "d"]
    assert one(game, "looked_at_top", rule="401.4").on_bottom == 3


# -- "put all <kind> cards revealed this way into your hand and the rest into your graveyard" ---
def test_mulch_takes_every_land_without_a_choice() -> None:
    """Mulch: nobody chooses — both lands go to the hand, the other two to the graveyard."""
    assert POOL.get("Mulch").compiled, POOL.explain("Mulch")
    game = game_of({"hand": ["Mulch"], "mana_pool": "GG",
                    "library": top("Forest", "Grizzly Bears", "Swamp", "Lightning Bolt",
                                   "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Mulch"})
    pass_all(game)
    assert game.pending.kind == "priority"  # no decision was asked
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["a", "c"]
    assert sorted(handles(alice.graveyard)) == ["b", "d", "mulch-1"]
    assert handles(alice.library) == ["e"]
    assert events(game, "decision_made", player="Alice") == []


# -- "put up to X … from among them onto the battlefield", "the rest … in a random order" -------
def test_kaylas_reconstruction_puts_up_to_x_small_artifacts_and_creatures_onto_the_battlefield(
        ) -> None:
    """Kayla's Reconstruction for X = 2: of the seven, only the artifact and creature cards
    with mana value 3 or less may be put onto the battlefield (Grizzly Bears, Sol Ring, Bronze
    Sable — not Craw Wurm, mana value 6, nor the lands or the instant); the five left go to the
    bottom in a random order — nobody is asked to order them."""
    assert POOL.get("Kayla's Reconstruction").compiled, POOL.explain("Kayla's Reconstruction")
    seven = ("Grizzly Bears", "Craw Wurm", "Sol Ring", "Forest", "Bronze Sable", "Island",
             "Lightning Bolt")
    game = game_of({"hand": ["Kayla's Reconstruction"], "mana_pool": "WWWCC",
                    "library": [*top(*seven), {"card": "Plains", "id": "z"}]})
    game.apply({"do": "cast", "player": "Alice", "card": "Kayla's Reconstruction", "x": 2})
    pass_all(game)
    assert list(game.pending.options) == ["a (Grizzly Bears)", "c (Sol Ring)",
                                          "e (Bronze Sable)", "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "a (Grizzly Bears)"})
    game.apply({"do": "choose", "player": "Alice", "option": "e (Bronze Sable)"})
    assert game.pending.kind == "priority"  # two chosen: X is used up; no order decision
    assert sorted(o.handle for o in game.state.battlefield) == ["a", "e"]
    alice = game.state.player("Alice")
    assert alice.library[0].handle == "z"
    assert sorted(handles(alice.library[1:])) == ["b", "c", "d", "f", "g"]
    assert one(game, "looked_at_top", rule="608.2c").on_bottom == 5


def test_kaylas_reconstruction_random_order_is_the_seeds() -> None:
    """The random order comes from the game's seeded generator: the same seed, the same
    order."""
    def bottom() -> list[str]:
        game = game_of({"hand": ["Kayla's Reconstruction"], "mana_pool": "WWW",
                        "library": top("Forest", "Island", "Swamp", "Mountain", "Plains",
                                       "Forest", "Island")})
        game.apply({"do": "cast", "player": "Alice", "card": "Kayla's Reconstruction", "x": 0})
        pass_all(game)
        return handles(game.state.player("Alice").library)

    assert bottom() == bottom()
    assert sorted(bottom()) == ["a", "b", "c", "d", "e", "f", "g"]


# -- "mill N cards. You may put … from among the cards milled this way into your hand. If you
#    don't, …" ----------------------------------------------------------------------------------
def airlift(library_cards: list[dict[str, str]]) -> Game:
    game = game_of({"hand": ["Airlift Chaplain"], "mana_pool": "WWW",
                    "library": library_cards})
    game.apply({"do": "cast", "player": "Alice", "card": "Airlift Chaplain"})
    pass_all(game)
    pass_all(game)
    return game


def test_airlift_chaplain_returns_a_milled_plains() -> None:
    """Airlift Chaplain mills three (701.17a); a Plains or a creature card with mana value 3 or
    less may come back to the hand — Craw Wurm may not. Taken, there is no counter."""
    assert POOL.get("Airlift Chaplain").compiled, POOL.explain("Airlift Chaplain")
    game = airlift(top("Craw Wurm", "Plains", "Grizzly Bears", "Island"))
    assert len(events(game, "zone_changed", how="milled", rule="701.17a")) == 3
    assert list(game.pending.options) == ["b (Plains)", "c (Grizzly Bears)", "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "b (Plains)"})
    alice = game.state.player("Alice")
    assert [c.name for c in alice.hand] == ["Plains"]
    assert sorted(c.name for c in alice.graveyard) == ["Craw Wurm", "Grizzly Bears"]
    assert counters(game, "Airlift Chaplain") == 0


def test_airlift_chaplain_gets_a_counter_if_nothing_is_taken() -> None:
    """"If you don't": taking nothing — or nothing fitting was milled — puts the +1/+1 counter
    on it."""
    game = airlift(top("Craw Wurm", "Plains", "Island", "Island"))
    game.apply({"do": "choose", "player": "Alice", "option": "take nothing"})
    assert counters(game, "Airlift Chaplain") == 1
    nothing = airlift(top("Craw Wurm", "Island", "Island", "Island"))
    assert nothing.pending.kind == "priority"  # no Plains, no small creature: nothing to ask
    assert counters(nothing, "Airlift Chaplain") == 1


# -- an activated ability: "Look at the top card of your library. If it's a land card, you may
#    put it onto the battlefield tapped. If you don't put the card onto the battlefield, you may
#    put it on the bottom of your library." -------------------------------------------------------
def lantern(first: str) -> Game:
    game = game_of({"battlefield": ["Lantern of Revealing"], "mana_pool": "CCCC",
                    "library": top(first, "Island")})
    game.apply({"do": "activate", "player": "Alice", "permanent": "Lantern of Revealing",
                "ability": 1})
    pass_all(game)
    return game


def test_lantern_of_revealing_puts_a_land_onto_the_battlefield_tapped() -> None:
    assert POOL.get("Lantern of Revealing").compiled, POOL.explain("Lantern of Revealing")
    game = lantern("Forest")
    assert one(game, "looked_at_top", rule="401.2").amount == 1
    game.apply({"do": "choose", "player": "Alice", "option": "put it"})
    forest = next(o for o in game.state.battlefield if o.name == "Forest")
    assert forest.tapped
    assert handles(game.state.player("Alice").library) == ["b"]
    assert game.pending.kind == "priority"  # it was put onto the battlefield: no bottom offer


def test_lantern_of_revealing_may_bottom_a_card_it_didnt_put_onto_the_battlefield() -> None:
    """A nonland card can't go onto the battlefield; its controller may put it on the bottom —
    or keep it on top."""
    game = lantern("Lightning Bolt")
    assert game.pending.options == ("bottom", "leave it on top")
    game.apply({"do": "choose", "player": "Alice", "option": "bottom"})
    assert handles(game.state.player("Alice").library) == ["b", "a"]
    kept = lantern("Grizzly Bears")
    kept.apply({"do": "choose", "player": "Alice", "option": "leave it on top"})
    assert handles(kept.state.player("Alice").library) == ["a", "b"]


def test_kinnan_puts_a_non_human_creature_onto_the_battlefield() -> None:
    """Kinnan, Bonder Prodigy: "{5}{G}{U}: Look at the top five cards of your library. You may
    put a non-Human creature card from among them onto the battlefield. Put the rest on the
    bottom of your library in a random order." — Eager Cadet, a Human, isn't offered."""
    assert POOL.get("Kinnan, Bonder Prodigy").compiled, POOL.explain("Kinnan, Bonder Prodigy")
    game = game_of({"battlefield": ["Kinnan, Bonder Prodigy"], "mana_pool": "GUCCCCC",
                    "library": top("Eager Cadet", "Forest", "Grizzly Bears", "Island",
                                   "Craw Wurm", "Swamp")})
    game.apply({"do": "activate", "player": "Alice", "permanent": "Kinnan, Bonder Prodigy",
                "ability": 0})
    pass_all(game)
    assert list(game.pending.options) == ["c (Grizzly Bears)", "e (Craw Wurm)", "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "e (Craw Wurm)"})
    assert "e" in [o.handle for o in game.state.battlefield]
    alice = game.state.player("Alice")
    assert alice.library[0].handle == "f"
    assert sorted(handles(alice.library[1:])) == ["a", "b", "c", "d"]


# -- one card of each of several kinds ---------------------------------------------------------
def test_kaalia_takes_at_most_one_angel_one_demon_and_one_dragon() -> None:
    """Kaalia, Zenith Seeker: "You may reveal an Angel card, a Demon card, and/or a Dragon card
    from among them and put them into your hand." — after an Angel is taken, the other Angel
    is no longer offered; the Demon and the Dragon still are."""
    assert POOL.get("Kaalia, Zenith Seeker").compiled, POOL.explain("Kaalia, Zenith Seeker")
    game = game_of({"hand": ["Kaalia, Zenith Seeker"], "mana_pool": "RWB",
                    "library": top("Baneslayer Angel", "Exalted Angel", "Goldspan Dragon",
                                   "Forest", "Abhorrent Overlord", "Island", "Swamp")})
    game.apply({"do": "cast", "player": "Alice", "card": "Kaalia, Zenith Seeker"})
    pass_all(game)
    pass_all(game)
    assert list(game.pending.options) == ["a (Baneslayer Angel)", "b (Exalted Angel)",
                                          "c (Goldspan Dragon)", "e (Abhorrent Overlord)",
                                          "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "a (Baneslayer Angel)"})
    assert list(game.pending.options) == ["c (Goldspan Dragon)", "e (Abhorrent Overlord)",
                                          "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "e (Abhorrent Overlord)"})
    game.apply({"do": "choose", "player": "Alice", "option": "no more"})
    assert one(game, "cards_revealed").found == "Baneslayer Angel, Abhorrent Overlord"
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["a", "e"]
    assert alice.library[0].handle == "g"
    assert sorted(handles(alice.library[1:])) == ["b", "c", "d", "f"]


# -- "mill N cards, then you may return a … card from your graveyard to your hand" ----------------
def test_grapple_with_the_past_returns_a_card_chosen_as_it_resolves() -> None:
    """Grapple with the Past: not a target — the card is chosen as it resolves, from the
    graveyard as it is then: the Craw Wurm milled just now, or the Forest already there; the
    Bolt isn't a creature or land card."""
    assert POOL.get("Grapple with the Past").compiled, POOL.explain("Grapple with the Past")
    game = game_of({"hand": ["Grapple with the Past"], "mana_pool": "GG",
                    "graveyard": [{"card": "Forest", "id": "f"}],
                    "library": top("Lightning Bolt", "Craw Wurm", "Island", "Swamp")})
    game.apply({"do": "cast", "player": "Alice", "card": "Grapple with the Past"})
    pass_all(game)
    assert list(game.pending.options) == ["f (Forest)", "b (Craw Wurm)", "c (Island)",
                                          "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "b (Craw Wurm)"})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["b"]
    assert sorted(handles(alice.graveyard)) == ["a", "c", "f", "grapple-with-the-past-1"]


# -- the top card: "If it's a land card, put it onto the battlefield. Otherwise, put that card
#    into your hand." / "If you don't put the card onto the battlefield, you may put it into your
#    hand." --------------------------------------------------------------------------------------
def oracle(first: str) -> Game:
    game = game_of({"hand": ["Coiling Oracle"], "mana_pool": "GU",
                    "library": top(first, "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Coiling Oracle"})
    pass_all(game)
    pass_all(game)
    return game


def test_coiling_oracle_puts_a_land_onto_the_battlefield_and_anything_else_into_the_hand(
        ) -> None:
    assert POOL.get("Coiling Oracle").compiled, POOL.explain("Coiling Oracle")
    land = oracle("Forest")
    assert one(land, "cards_revealed", rule="701.20a").found == "Forest"
    assert "a" in [o.handle for o in land.state.battlefield]
    assert handles(land.state.player("Alice").hand) == []
    spell = oracle("Lightning Bolt")
    assert handles(spell.state.player("Alice").hand) == ["a"]
    assert "a" not in [o.handle for o in spell.state.battlefield]
    assert handles(spell.state.player("Alice").library) == ["b"]


def reef(first: str) -> Game:
    game = game_of({"hand": ["Risen Reef"], "mana_pool": "GUC",
                    "library": top(first, "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Risen Reef"})
    pass_all(game)
    pass_all(game)
    return game


def test_risen_reef_may_keep_a_land_it_declined_to_put_onto_the_battlefield() -> None:
    """Risen Reef: a land may go onto the battlefield tapped; if it doesn't — declined, or not a
    land — its controller may put the card into their hand, or leave it on top."""
    assert POOL.get("Risen Reef").compiled, POOL.explain("Risen Reef")
    declined = reef("Forest")
    declined.apply({"do": "choose", "player": "Alice", "option": "don't"})
    assert declined.pending.options == ("into your hand", "leave it on top")
    declined.apply({"do": "choose", "player": "Alice", "option": "into your hand"})
    assert handles(declined.state.player("Alice").hand) == ["a"]
    spell = reef("Lightning Bolt")
    spell.apply({"do": "choose", "player": "Alice", "option": "leave it on top"})
    assert handles(spell.state.player("Alice").library) == ["a", "b"]
    land = reef("Forest")
    land.apply({"do": "choose", "player": "Alice", "option": "put it"})
    assert next(o for o in land.state.battlefield if o.handle == "a").tapped
    assert land.pending.kind == "priority"  # it went onto the battlefield: no second offer


# -- "where X is the number of creatures that convoked this creature" ---------------------------
def knight(convoke: list[str], pool: str) -> Game:
    game = game_of({"hand": ["Knight-Errant of Eos"], "mana_pool": pool,
                    "battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                    {"card": "Llanowar Elves", "id": "elves"}],
                    "library": top("Grizzly Bears", "Craw Wurm", "Llanowar Elves",
                                   "Exalted Angel", "Forest", "Pili-Pala", "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Knight-Errant of Eos",
                "convoke": convoke})
    pass_all(game)
    pass_all(game)
    return game


def test_knight_errant_of_eos_reveals_creatures_up_to_the_number_that_convoked_it() -> None:
    """Two creatures convoked it: X is 2 — Grizzly Bears, Llanowar Elves and Pili-Pala (mana
    value 2 or less) may be revealed, not Craw Wurm or Exalted Angel. The two revealed go to
    the hand, then the library is shuffled (701.24a)."""
    assert POOL.get("Knight-Errant of Eos").compiled, POOL.explain("Knight-Errant of Eos")
    game = knight(["bears", "elves"], "WCC")
    assert list(game.pending.options) == ["a (Grizzly Bears)", "c (Llanowar Elves)",
                                          "f (Pili-Pala)", "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "f (Pili-Pala)"})
    game.apply({"do": "choose", "player": "Alice", "option": "a (Grizzly Bears)"})
    assert one(game, "cards_revealed", rule="701.20a").found == "Pili-Pala, Grizzly Bears"
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["a", "f"]
    assert sorted(handles(alice.library)) == ["b", "c", "d", "e", "g"]
    assert one(game, "library_shuffled", player="Alice").amount == 5


def test_knight_errant_of_eos_cast_without_convoke_finds_nothing() -> None:
    """Cast for its full {4}{W}: no creature convoked it, X is 0 — no creature card has mana
    value 0 here, so nothing is offered; the library is still shuffled."""
    game = knight([], "WCCCC")
    assert game.pending.kind == "priority"
    assert handles(game.state.player("Alice").hand) == []
    assert one(game, "library_shuffled", player="Alice").amount == 7


def test_convoked_is_the_explorers_to_say() -> None:
    """A cast can't announce how many creatures convoked it (601.2b): the explorer counts
    them; the game is as before."""
    game = game_of({"hand": ["Knight-Errant of Eos"], "mana_pool": "WCCCC"})
    before = len(game.log)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Knight-Errant of Eos",
                    "choices": {"convoked": 5}})
    assert refused.value.rule == "601.2b" and "convoked" in str(refused.value)
    assert len(game.log) == before
    assert handles(game.state.player("Alice").hand) == ["knight-errant-of-eos-1"]


def test_the_knight_keeps_its_convoke_count_in_a_saved_board() -> None:
    """Saved with its enters ability waiting, the permanent still knows two creatures convoked
    it (its ``convoked`` choice)."""
    game = game_of({"hand": ["Knight-Errant of Eos"], "mana_pool": "WCC",
                    "battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                    {"card": "Llanowar Elves", "id": "elves"}],
                    "library": top("Grizzly Bears", "Forest")})
    game.apply({"do": "cast", "player": "Alice", "card": "Knight-Errant of Eos",
                "convoke": ["bears", "elves"]})
    pass_all(game)
    again = Game(game.to_board())
    assert again.find_permanent("Knight-Errant of Eos").choices == {"convoked": 2}
    pass_all(again)
    assert list(again.pending.options) == ["a (Grizzly Bears)", "no more"]


# -- "look at the top X cards …, where X is …. Put up to one of them on top of your library and
#    the rest on the bottom in a random order. Then if …, draw a card." ------------------------
def nael(lands: list[str]) -> Game:
    game = game_of({"battlefield": [{"card": "Nael, Avizoa Aeronaut", "id": "nael"}, *lands],
                    "library": top("Craw Wurm", "Lightning Bolt", "Forest", "Grizzly Bears",
                                   "Island", "Swamp")})
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"nael": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    return game


def test_nael_looks_at_as_many_cards_as_basic_land_types() -> None:
    """Domain: a Forest and an Island are two basic land types — Nael looks at the top two.
    Alice keeps the Bolt on top; the Wurm goes to the bottom. Two types aren't five: no card
    is drawn."""
    assert POOL.get("Nael, Avizoa Aeronaut").compiled, POOL.explain("Nael, Avizoa Aeronaut")
    game = nael(["Forest", "Island", "Forest"])
    assert one(game, "looked_at_top", rule="401.2").amount == 2
    assert list(game.pending.options) == ["a (Craw Wurm)", "b (Lightning Bolt)",
                                          "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "b (Lightning Bolt)"})
    alice = game.state.player("Alice")
    assert handles(alice.library) == ["b", "c", "d", "e", "f", "a"]
    assert handles(alice.hand) == []


def test_nael_with_all_five_types_draws_the_card_it_kept_on_top() -> None:
    """Five basic land types: it looks at five, and then draws — the card just put on top."""
    game = nael(["Plains", "Island", "Swamp", "Mountain", "Forest"])
    assert one(game, "looked_at_top", rule="401.2").amount == 5
    game.apply({"do": "choose", "player": "Alice", "option": "d (Grizzly Bears)"})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["d"]
    assert alice.library[0].handle == "f"
    assert sorted(handles(alice.library[1:])) == ["a", "b", "c", "e"]


# -- "reveal cards from the top of your library until you reveal …" -----------------------------
def test_hermit_druid_reveals_until_a_basic_land_and_mills_the_others() -> None:
    """Hermit Druid: the cards are revealed one at a time until a basic land — the Forest;
    the Wurm and the Bolt before it go to the graveyard, the Forest to the hand; the Island
    under it was never revealed and stays."""
    assert POOL.get("Hermit Druid").compiled, POOL.explain("Hermit Druid")
    game = game_of({"battlefield": [{"card": "Hermit Druid", "id": "druid"}], "mana_pool": "G",
                    "library": top("Craw Wurm", "Lightning Bolt", "Forest", "Island")})
    game.apply({"do": "activate", "player": "Alice", "permanent": "druid", "ability": 0})
    pass_all(game)
    revealed = one(game, "cards_revealed", rule="701.20a")
    assert (revealed.amount, revealed.found) == (3, "Craw Wurm, Lightning Bolt, Forest")
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["c"]
    assert sorted(handles(alice.graveyard)) == ["a", "b"]
    assert handles(alice.library) == ["d"]


def test_hermit_druid_without_a_basic_land_reveals_the_whole_library() -> None:
    """No basic land card: every card is revealed and goes to the graveyard, none to the
    hand."""
    game = game_of({"battlefield": [{"card": "Hermit Druid", "id": "druid"}], "mana_pool": "G",
                    "library": top("Craw Wurm", "Lightning Bolt")})
    game.apply({"do": "activate", "player": "Alice", "permanent": "druid", "ability": 0})
    pass_all(game)
    alice = game.state.player("Alice")
    assert handles(alice.hand) == [] and handles(alice.library) == []
    assert sorted(handles(alice.graveyard)) == ["a", "b"]


def test_treasure_hunt_puts_every_revealed_card_into_the_hand() -> None:
    assert POOL.get("Treasure Hunt").compiled, POOL.explain("Treasure Hunt")
    game = game_of({"hand": ["Treasure Hunt"], "mana_pool": "UU",
                    "library": top("Forest", "Island", "Grizzly Bears", "Swamp")})
    game.apply({"do": "cast", "player": "Alice", "card": "Treasure Hunt"})
    pass_all(game)
    assert one(game, "cards_revealed").found == "Forest, Island, Grizzly Bears"
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["a", "b", "c"]
    assert handles(alice.library) == ["d"]


# -- "it" / "them": the cards looked at, not a permanent --------------------------------------
def test_it_after_a_look_is_the_card_looked_at() -> None:
    """"Look at the top card of your library. You may put it into your graveyard." — "it" is
    the card looked at (608.2c), not the spell."""
    pool = pool_reading({"name": "Test Glimpse", "type_line": "Sorcery", "mana_cost": "{U}",
                         "oracle_text": "Look at the top card of your library. You may put it "
                                        "into your graveyard."})
    game = Game(board(player("Alice", hand=["Test Glimpse"], mana_pool="U",
                             library=top("Forest", "Island")),
                      player("Bob", library=library(3))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Glimpse"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    alice = game.state.player("Alice")
    assert "a" in handles(alice.graveyard) and handles(alice.library) == ["b"]


def test_an_instruction_for_permanents_is_refused_after_a_look() -> None:
    """"Exile it." after a look would look for a permanent and find none: the card is refused
    with that sentence rather than compiled to do nothing."""
    refused = compile_card({"name": "Test Glimpse", "type_line": "Sorcery", "mana_cost": "{U}",
                            "keywords": [], "oracle_text": "Look at the top card of your "
                                                           "library. Exile it."})
    assert refused.card is None and refused.refused == "Exile it."
    assert "library" in refused.why


def predators(first: str) -> Game:
    game = Game(board(player("Alice", battlefield=["Lurking Predators"],
                             library=top(first, "Island")),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(3)), active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    pass_all(game)  # Lurking Predators' ability, on top of the Bolt, resolves first
    return game


def test_lurking_predators_puts_a_revealed_creature_onto_the_battlefield() -> None:
    """Lurking Predators: Bob casts a spell; Alice reveals her top card — a creature goes onto
    the battlefield, no choice."""
    assert POOL.get("Lurking Predators").compiled, POOL.explain("Lurking Predators")
    game = predators("Craw Wurm")
    assert one(game, "cards_revealed", rule="701.20a").found == "Craw Wurm"
    assert "a" in [o.handle for o in game.state.permanents("Alice")]
    assert game.pending.kind == "priority"


def test_lurking_predators_may_bottom_a_card_that_isnt_a_creature() -> None:
    """Otherwise, Alice may put it on the bottom of her library — or leave it on top."""
    game = predators("Forest")
    assert game.pending.options == ("put it", "don't")
    game.apply({"do": "choose", "player": "Alice", "option": "put it"})
    assert handles(game.state.player("Alice").library) == ["b", "a"]
    kept = predators("Forest")
    kept.apply({"do": "choose", "player": "Alice", "option": "don't"})
    assert handles(kept.state.player("Alice").library) == ["a", "b"]


def test_any_number_of_them_into_the_graveyard_and_the_rest_back_on_top() -> None:
    """"Put any number of them into your graveyard and the rest back on top of your library
    in any order." — each card a choice, then the order of those left (401.4)."""
    pool = pool_reading({"name": "Test Sifting", "type_line": "Sorcery", "mana_cost": "{U}",
                         "oracle_text": "Look at the top three cards of your library. Put any "
                                        "number of them into your graveyard and the rest back on "
                                        "top of your library in any order."})
    game = Game(board(player("Alice", hand=["Test Sifting"], mana_pool="U",
                             library=top("Forest", "Island", "Swamp", "Plains")),
                      player("Bob", library=library(3))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Sifting"})
    pass_all(game)
    assert list(game.pending.options) == ["a (Forest)", "b (Island)", "c (Swamp)", "no more"]
    game.apply({"do": "choose", "player": "Alice", "option": "b (Island)"})
    game.apply({"do": "choose", "player": "Alice", "option": "no more"})
    game.apply({"do": "choose", "player": "Alice", "order": ["c", "a"]})
    alice = game.state.player("Alice")
    assert handles(alice.library) == ["c", "a", "d"]
    assert "b" in handles(alice.graveyard)


def test_dark_bargain_takes_two_and_puts_the_other_into_the_graveyard() -> None:
    """Dark Bargain: two of the three to the hand, chosen one at a time, "the other" to the
    graveyard; then 2 damage to its caster."""
    assert POOL.get("Dark Bargain").compiled, POOL.explain("Dark Bargain")
    game = game_of({"hand": ["Dark Bargain"], "mana_pool": "BCCC",
                    "library": top("Forest", "Craw Wurm", "Lightning Bolt", "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Dark Bargain"})
    pass_all(game)
    assert list(game.pending.options) == ["a (Forest)", "b (Craw Wurm)", "c (Lightning Bolt)"]
    game.apply({"do": "choose", "player": "Alice", "option": "c (Lightning Bolt)"})
    assert list(game.pending.options) == ["a (Forest)", "b (Craw Wurm)"]
    game.apply({"do": "choose", "player": "Alice", "option": "b (Craw Wurm)"})
    alice = game.state.player("Alice")
    assert sorted(handles(alice.hand)) == ["b", "c"]
    assert "a" in handles(alice.graveyard) and handles(alice.library) == ["d"]
    assert alice.life == 18


def test_if_you_do_follows_only_a_card_taken() -> None:
    """"You may reveal a creature card from among them and put it into your hand. If you do,
    you gain 3 life." — one choice; the life only with a card taken."""
    pool = pool_reading({"name": "Test Seeker", "type_line": "Sorcery", "mana_cost": "{G}",
                         "oracle_text": "Look at the top three cards of your library. You may "
                                        "reveal a creature card from among them and put it into "
                                        "your hand. If you do, you gain 3 life."})

    def seek(choice: str) -> Game:
        game = Game(board(player("Alice", hand=["Test Seeker"], mana_pool="G",
                                 library=top("Forest", "Grizzly Bears", "Island")),
                          player("Bob", library=library(3))), cards=pool)
        game.apply({"do": "cast", "player": "Alice", "card": "Test Seeker"})
        pass_all(game)
        assert list(game.pending.options) == ["b (Grizzly Bears)", "take nothing"]
        game.apply({"do": "choose", "player": "Alice", "option": choice})
        return game

    assert seek("b (Grizzly Bears)").state.player("Alice").life == 23
    assert seek("take nothing").state.player("Alice").life == 20


def test_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value() -> None:
    """Dark Confidant: at Alice's upkeep the top card — Craw Wurm — is revealed and put into her
    hand; she loses 6 life, its mana value, read from the card in her hand."""
    assert POOL.get("Dark Confidant").compiled, POOL.explain("Dark Confidant")
    game = Game(board(player("Alice", battlefield=["Dark Confidant"],
                             library=top("Craw Wurm", "Island", "Island")),
                      player("Bob", library=library(5)), step="end"))
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    pass_all(game)
    assert one(game, "cards_revealed", rule="701.20a").found == "Craw Wurm"
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["a"]
    assert alice.life == 14


# -- the whole-ability shapes read before (one template for the three sentences) -----------------
def test_impulse_takes_one_of_four_and_orders_the_rest_on_the_bottom() -> None:
    assert POOL.get("Impulse").compiled, POOL.explain("Impulse")
    game = game_of({"hand": ["Impulse"], "mana_pool": "UC",
                    "library": top("Forest", "Island", "Swamp", "Mountain", "Plains")})
    game.apply({"do": "cast", "player": "Alice", "card": "Impulse"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "c"})
    game.apply({"do": "choose", "player": "Alice", "order": ["d", "a", "b"]})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["c"]
    assert handles(alice.library) == ["e", "d", "a", "b"]


def test_commune_with_nature_reveals_the_creature_taken() -> None:
    assert POOL.get("Commune with Nature").compiled, POOL.explain("Commune with Nature")
    game = game_of({"hand": ["Commune with Nature"], "mana_pool": "G",
                    "library": top("Forest", "Grizzly Bears", "Swamp", "Craw Wurm", "Plains",
                                   "Island")})
    game.apply({"do": "cast", "player": "Alice", "card": "Commune with Nature"})
    pass_all(game)
    assert list(game.pending.options) == ["b (Grizzly Bears)", "d (Craw Wurm)", "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "d (Craw Wurm)"})
    game.apply({"do": "choose", "player": "Alice", "order": ["a", "b", "c", "e"]})
    alice = game.state.player("Alice")
    assert handles(alice.hand) == ["d"]
    assert one(game, "cards_revealed", rule="701.20a").found == "Craw Wurm"
    assert handles(alice.library) == ["f", "a", "b", "c", "e"]


# -- "target opponent mills five cards. You may cast an instant or sorcery spell from among them
#    without paying its mana cost." ---------------------------------------------------------------
def mindseeker() -> Game:
    game = Game(board(player("Alice", hand=["Jace's Mindseeker"], mana_pool="UUCCCC",
                             library=library(3)),
                      player("Bob", library=top("Lightning Bolt", "Forest", "Grizzly Bears",
                                                "Anticipate", "Island", "Swamp"))))
    game.apply({"do": "cast", "player": "Alice", "card": "Jace's Mindseeker"})
    pass_all(game)  # the creature enters; its ability targets Bob
    if game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "choose", "player": "Alice", "option": "Bob"})
    pass_all(game)
    return game


def test_jaces_mindseeker_casts_an_opponents_milled_instant_for_free() -> None:
    """Bob mills five; of them only the instants may be cast — Lightning Bolt or Anticipate.
    Alice casts Bob's Bolt without paying its mana cost (118.9), at Bob; it is Alice's spell,
    and goes back to Bob's graveyard as it resolves."""
    assert POOL.get("Jace's Mindseeker").compiled, POOL.explain("Jace's Mindseeker")
    game = mindseeker()
    assert len(events(game, "zone_changed", how="milled", player="Bob")) == 5
    assert list(game.pending.options) == ["a (Lightning Bolt)", "d (Anticipate)",
                                          "take nothing"]
    game.apply({"do": "choose", "player": "Alice", "option": "a (Lightning Bolt)"})
    assert game.pending.rule == "608.2g"
    at_bob = next(o for o in game.pending.options if o.endswith("Bob"))
    game.apply({"do": "choose", "player": "Alice", "option": at_bob})
    assert game.state.stack[-1].controller == "Alice"
    pass_all(game)
    assert game.state.player("Bob").life == 17
    assert "a" in handles(game.state.player("Bob").graveyard)
    assert sum(e.amount for e in events(game, "mana_spent", player="Alice")) == 6  # the Seeker's
