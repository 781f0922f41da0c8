"""Flicker: exile a permanent and return it to the battlefield, read as two instructions that
compose — "exile …" and "return it/that card/them/those cards to the battlefield …" — where the
second finds the cards the first put into exile (400.7j: other parts of the effect can find an
object it moved to a public zone). The card returns as a new object (400.7): its enter abilities
trigger, it is summoning sick, its counters, damage and Auras are gone; it returns under its
owner's control or the ability's controller's as the text says, tapped or with a counter if it
says so.

The delayed form (Flickerwisp: "Exile another target permanent. Return that card to the
battlefield under its owner's control at the beginning of the next end step.") makes a delayed
triggered ability as it resolves (603.7a) that keeps the card it exiled as the object it returns
(603.7c): if that card is no longer in exile then — a token, which ceases to exist (111.8,
704.5d) — it returns nothing. Flickerwisp leaving the battlefield meanwhile changes nothing.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.oracle import compile_card

POOL = default_pool()


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Cloudshift", "Flicker", "Restoration Angel", "Felidar Guardian",
                 "Conjurer's Closet", "Flickerwisp", "Guardian of Ghirapur", "Baboon Spirit",
                 "Thraben Inspector"):
        assert POOL.get(name).compiled, POOL.explain(name)


@pytest.mark.parametrize("text", [
    "Exile target creature you control, then return it to the battlefield under its owner's "
    "control with a +1/+1 counter on it.",
    "Exile target creature you control, then return it to the battlefield tapped under its "
    "owner's control.",
    "Exile up to two target creatures you control, then return those cards to the battlefield "
    "under their owners' control.",
    "Exile target creature. At the beginning of the next end step, return that card to the "
    "battlefield under its owner's control.",
])
def test_the_shapes_compose(text: str) -> None:
    result = compile_card({"name": "Probe", "mana_cost": "{W}", "type_line": "Instant",
                           "oracle_text": text, "colors": ["W"], "keywords": []})
    assert result.card is not None, result.why


def test_a_delayed_ability_about_the_exiled_card_reads_only_its_return() -> None:
    """"Its controller draws a card" at the end step would have to know the exiled card's
    controller: not read, refused by name rather than played as nothing."""
    result = compile_card({"name": "Probe", "mana_cost": "{W}", "type_line": "Instant",
                           "oracle_text": "Exile target creature. At the beginning of the next "
                                          "end step, its controller draws a card.",
                           "colors": ["W"], "keywords": []})
    assert result.card is None and "603.7c" in result.why


# -- flicker at once ------------------------------------------------------------------------------
def test_cloudshift_returns_a_new_object_whose_enter_ability_triggers() -> None:
    """Thraben Inspector with a +1/+1 counter, damaged, comes back without them and
    investigates again."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Thraben Inspector", "id": "inspector",
                                      "counters": {"+1/+1": 1}, "damage": 1}],
               hand=["Cloudshift"], mana_pool="W", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cloudshift", "targets": ["inspector"]})
    pass_all(game)  # Cloudshift resolves

    left, back = events(game, "zone_changed", target="inspector")
    assert (left.from_zone, left.to_zone, left.rule) == ("battlefield", "exile", "701.13")
    assert (back.from_zone, back.to_zone, back.rule) == ("exile", "battlefield", "400.7j")
    inspector = game.state.find_handle("inspector")
    assert inspector is not None and inspector.sick and inspector.controller == "Alice"
    assert not inspector.counters.get("+1/+1") and not inspector.damage
    assert names(game.state.player("Alice").exile) == []

    pass_all(game)  # its enter ability: investigate (701.16a)
    assert [o.name for o in game.state.permanents("Alice")] == ["Thraben Inspector",
                                                                 "Clue Token"]


def test_flicker_returns_a_stolen_creature_to_its_owner_cloudshift_keeps_it() -> None:
    """"Under its owner's control" (Felidar Guardian, Flicker) against "under your control"
    (Cloudshift, Restoration Angel): Alice controls Bob's Grizzly Bears."""
    for spell, controller in (("Flicker", "Bob"), ("Cloudshift", "Alice")):
        game = Game(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                          "owner": "Bob"}],
                   hand=[spell], mana_pool="WWWW", library=library(3)),
            player("Bob", library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": spell, "targets": ["bears"]})
        pass_all(game)
        bears = game.state.find_handle("bears")
        assert bears is not None and bears.controller == controller, spell


def test_felidar_guardian_untaps_a_land_by_flickering_it() -> None:
    """The Plains Alice tapped for mana returns untapped (a new object, 400.7)."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Plains", "id": "p1", "tapped": True}, "Sol Ring"],
               hand=["Felidar Guardian"], mana_pool="WWWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Felidar Guardian"})
    pass_all(game)  # the Guardian resolves; its enter ability asks for its target
    game.apply({"do": "choose", "player": "Alice", "targets": ["p1"]})
    pass_all(game)  # "you may": asked as it resolves
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    plains = game.state.find_handle("p1")
    assert plains is not None and not plains.tapped
    assert one(game, "zone_changed", target="p1", to_zone="battlefield").rule == "400.7j"


def test_restoration_angel_cant_flicker_an_angel() -> None:
    game = Game(board(
        player("Alice", battlefield=[{"card": "Guardian of Ghirapur", "id": "angel"},
                                     {"card": "Thraben Inspector", "id": "inspector"},
                                     "Grizzly Bears"],
               hand=["Restoration Angel"], mana_pool="WWWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Restoration Angel"})
    pass_all(game)
    assert game.pending is not None
    with pytest.raises(IllegalAction, match="not a legal target .a non-Angel creature you "
                                            "control.*603.3d"):
        game.apply({"do": "choose", "player": "Alice", "targets": ["angel"]})
    game.apply({"do": "choose", "player": "Alice", "targets": ["inspector"]})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert one(game, "zone_changed", target="inspector", to_zone="battlefield").rule == "400.7j"


def test_a_token_flickered_at_once_stays_in_exile_and_ceases_to_exist() -> None:
    """111.8: a token that has left the battlefield can't come back."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears", "token": True}],
               hand=["Cloudshift"], mana_pool="W", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cloudshift", "targets": ["bears"]})
    pass_all(game)
    assert one(game, "effect_skipped", target="bears").rule == "111.8"
    assert not events(game, "zone_changed", target="bears", to_zone="battlefield")
    assert game.state.find_handle("bears") is None
    assert names(game.state.player("Alice").exile) == []  # 704.5d


def test_conjurers_closet_flickers_at_the_beginning_of_your_end_step() -> None:
    game = Game(board(
        player("Alice", battlefield=["Conjurer's Closet",
                                     {"card": "Thraben Inspector", "id": "inspector"}],
               library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["inspector"]})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    back = one(game, "zone_changed", target="inspector", to_zone="battlefield")
    assert back.step == "end"
    pass_all(game)  # the Inspector's enter ability
    assert "Clue Token" in [o.name for o in game.state.permanents("Alice")]


# -- flicker until the next end step (603.7) ------------------------------------------------------
def flickerwisp(bob_battlefield: list[object]) -> Game:
    """Alice casts Flickerwisp; its enter ability targets Bob's Grizzly Bears ("bears") and
    resolves."""
    game = Game(board(
        player("Alice", hand=["Flickerwisp", "Lightning Bolt"], mana_pool="WWWR",
               library=library(3)),
        player("Bob", battlefield=[*bob_battlefield, "Plains"], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Flickerwisp"})
    pass_all(game)  # Flickerwisp resolves; its enter ability asks for a target
    game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    pass_all(game)  # it resolves: the Bears are exiled, the delayed ability made
    return game


def to_end_step(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})


def test_flickerwisp_returns_the_card_at_the_beginning_of_the_next_end_step() -> None:
    game = flickerwisp([{"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 2}}])
    assert names(game.state.player("Bob").exile) == ["Grizzly Bears"]
    made = one(game, "effect_created", source="Flickerwisp")
    assert made.rule == "603.7a"

    to_end_step(game)
    pass_all(game)  # the delayed ability resolves
    back = one(game, "zone_changed", target="bears", to_zone="battlefield")
    assert (back.from_zone, back.rule, back.step) == ("exile", "603.7c", "end")
    bears = game.state.find_handle("bears")
    assert bears is not None and bears.controller == "Bob"  # its owner's control
    assert not bears.counters.get("+1/+1")  # a new object (400.7)


def test_the_card_returns_even_if_flickerwisp_has_left_the_battlefield() -> None:
    game = flickerwisp([{"card": "Grizzly Bears", "id": "bears"}])
    wisp = next(o.handle for o in game.state.permanents("Alice"))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": [wisp]})
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Lightning Bolt", "Flickerwisp"]
    to_end_step(game)
    pass_all(game)
    assert game.state.find_handle("bears") is not None


def test_a_token_flickerwisp_exiles_does_not_return() -> None:
    """Ruling: if a token is exiled this way, it ceases to exist and won't return (111.8,
    704.5d); at the end step the delayed ability finds nothing in exile (603.7c)."""
    game = flickerwisp([{"card": "Grizzly Bears", "id": "bears", "token": True}])
    assert game.state.find_handle("bears") is None and not game.state.player("Bob").exile
    to_end_step(game)
    pass_all(game)
    assert not events(game, "zone_changed", target="bears", to_zone="battlefield")
    assert game.state.find_handle("bears") is None


def test_a_saved_game_remembers_which_card_returns() -> None:
    game = flickerwisp([{"card": "Grizzly Bears", "id": "bears"}])
    saved = game.to_board()
    (delayed,) = saved["delayed"]
    assert delayed["card"] == "Flickerwisp" and delayed["about"] == ["bears"]

    loaded = Game(saved)
    to_end_step(loaded)
    pass_all(loaded)
    bears = loaded.state.find_handle("bears")
    assert bears is not None and bears.controller == "Bob"


def test_a_saved_game_with_the_return_on_the_stack_plays_on_alike() -> None:
    game = flickerwisp([{"card": "Grizzly Bears", "id": "bears"}])
    to_end_step(game)
    assert game.state.stack  # the delayed ability has triggered
    loaded = Game(game.to_board())
    pass_all(loaded)
    assert loaded.state.find_handle("bears") is not None


def test_guardian_of_ghirapur_may_exile_nothing() -> None:
    """"Up to one other target": with no target, nothing is exiled and nothing returns."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Sol Ring", "id": "sol"}],
               hand=["Guardian of Ghirapur"], mana_pool="WWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Guardian of Ghirapur"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "targets": []})
    pass_all(game)
    assert game.state.find_handle("sol") is not None
    to_end_step(game)
    if game.state.stack:
        pass_all(game)
    assert not events(game, "zone_changed", target="sol")


def test_guardian_of_ghirapur_returns_an_artifact_at_the_end_step() -> None:
    game = Game(board(
        player("Alice", battlefield=[{"card": "Sol Ring", "id": "sol", "tapped": True}],
               hand=["Guardian of Ghirapur"], mana_pool="WWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Guardian of Ghirapur"})
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "targets": ["sol"]})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Sol Ring"]
    to_end_step(game)
    pass_all(game)
    sol = game.state.find_handle("sol")
    assert sol is not None and not sol.tapped


def test_baboon_spirit_flickers_a_spirit_and_its_return_makes_a_token() -> None:
    """Baboon Spirit's {3}{U}: the other Baboon Spirit returns at the end step — a nontoken
    Spirit entering, so the first one's other ability makes a Spirit token."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Baboon Spirit", "id": "b1"},
                                     {"card": "Baboon Spirit", "id": "b2"}],
               mana_pool="UUUU", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "b1", "targets": ["b2"]})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Baboon Spirit"]
    to_end_step(game)
    pass_all(game)  # b2 returns: b1's ability triggers
    assert game.state.find_handle("b2") is not None
    pass_all(game)
    tokens = [o for o in game.state.permanents("Alice") if o.is_token]
    assert [o.card.subtypes for o in tokens] == [("Spirit",)]


def test_when_it_dies_exile_it_then_return_it_finds_the_card_in_the_graveyard() -> None:
    """"When this creature dies, exile it, then return it …" (printed so on a test card): "it"
    is the card the creature became in the graveyard (400.7e), then the card in exile
    (400.7j) — it comes back."""
    spirit = {"name": "Returning Spirit", "mana_cost": "{1}{W}", "type_line": "Creature — Spirit",
              "power": "2", "toughness": "2", "colors": ["W"], "keywords": [],
              "oracle_text": "When this creature dies, exile it, then return it to the "
                             "battlefield under its owner's control."}
    game = Game(board(player("Alice", battlefield=[{"card": "Returning Spirit", "id": "sp"}],
                             library=library(3)),
                      player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3)),
                      active="Bob"), cards=pool_reading(spirit))
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": ["sp"]})
    pass_all(game)
    pass_all(game)
    moves = [(e.from_zone, e.to_zone, e.rule) for e in events(game, "zone_changed", target="sp")]
    assert moves == [("battlefield", "graveyard", "701.8"), ("graveyard", "exile", "701.13"),
                     ("exile", "battlefield", "400.7j")]


def test_exiled_during_the_end_step_it_returns_at_the_next_turns_end_step() -> None:
    """Ruling (Flickerwisp and the like): exiled after the end step has begun, the card returns
    at the beginning of the following end step — the next turn's (603.7a, 603.7b)."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Baboon Spirit", "id": "b1"},
                                     {"card": "Grizzly Bears", "id": "bears"}],
               mana_pool="UUUU", library=library(5)),
        player("Bob", library=library(5)), step="end"))
    game.apply({"do": "activate", "player": "Alice", "permanent": "b1", "targets": ["bears"]})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]  # not this turn
    game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Bob", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 2, "step": "end"})
    pass_all(game)
    back = one(game, "zone_changed", target="bears", to_zone="battlefield")
    assert (back.turn, back.step) == (2, "end")
