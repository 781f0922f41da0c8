"""Poison counters in the grammar: tokens made "with toxic 1" (702.164a) and a quoted ability,
"creature … with toxic" as a filter, "if it has toxic", and the ability word corrupted —
"as long as / if an opponent has three or more poison counters" (122.1f) as a static
ability's condition and a trigger's intervening "if" (603.4), and "each opponent with three
or more poison counters" as the players an effect names. Real cards: Basilica Shepherd,
Crawling Chorus, White Sun's Twilight, Flensing Raptor, Compleat Devotion, Apostle of
Invasion, Incisor Glider, Phyrexian Atlas."""

from __future__ import annotations

import pytest
from helpers import (
    board,
    events,
    library,
    life,
    names,
    one,
    pass_all,
    player,
    pool_reading,
    triggered,
)

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
CARDS = ["Basilica Shepherd", "Crawling Chorus", "White Sun's Twilight", "Flensing Raptor",
         "Compleat Devotion", "Apostle of Invasion", "Incisor Glider", "Phyrexian Atlas"]


@pytest.mark.parametrize("name", CARDS)
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def mites(game: Game) -> list[str]:
    return [o.handle for o in game.state.battlefield if o.name == "Phyrexian Mite Token"]


# -- "create … Phyrexian Mite artifact creature tokens with toxic 1 and "This token can't block."" -
def shepherd(bears: bool = True) -> Game:
    """Alice casts Basilica Shepherd; its enter trigger makes two Mites. Bob may have a Grizzly
    Bears."""
    game = Game(board(player("Alice", hand=["Basilica Shepherd"], mana_pool="WWWWW",
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}]
                             if bears else [], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Basilica Shepherd"})
    pass_all(game)  # the Shepherd resolves, its trigger goes on the stack
    pass_all(game)  # the trigger resolves
    return game


def test_the_mites_are_1_1_colorless_artifact_creatures_with_toxic_1() -> None:
    game = shepherd()
    assert len(mites(game)) == 2
    mite = game.permanent(mites(game)[0])
    assert (game.power(mite.handle), game.toughness(mite.handle), mite.colors) == (1, 1, ())
    assert mite.is_type("Artifact") and mite.is_type("Creature") and mite.is_token
    assert mite.card.toxic == 1 and "Toxic" in mite.card.keywords


def test_a_mite_that_connects_gives_a_poison_counter_too() -> None:
    """702.164b: combat damage a creature with toxic deals to a player also gives that player
    N poison counters — Bob loses 1 life and gets 1 poison counter."""
    game = shepherd(bears=False)
    game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {mites(game)[0]: "Bob"}})
    game.apply({"do": "pass_until", "turn": 3, "step": "end"})
    bob = game.state.player("Bob")
    assert (bob.life, bob.poison) == (19, 1)
    assert one(game, "counters_added", target="Bob").rule == "702.164b"


def test_a_mite_cant_block() -> None:
    game = shepherd()
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"bears": "Alice"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_blockers"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "block", "player": "Alice", "blockers": {mites(game)[0]: "bears"}})
    assert game.state.combat is not None and game.state.combat.blockers == {}


def test_crawling_chorus_leaves_a_mite_when_it_dies() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Crawling Chorus", "id": "chorus"}],
                             library=library(5)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(5))))
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["chorus"]})
    pass_all(game)  # the Bolt resolves: the Chorus dies and its ability triggers
    pass_all(game)
    assert names(game.state.player("Alice").graveyard) == ["Crawling Chorus"]
    assert len(mites(game)) == 1


def test_white_suns_twilight_reads_the_sentence_after_the_quoted_ability() -> None:
    """"… with toxic 1 and "This token can't block." If X is 5 or more, …": the quoted
    ability ends its sentence; X = 2, so no creature is destroyed."""
    game = Game(board(player("Alice", hand=["White Sun's Twilight"], mana_pool="WWWW",
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "White Sun's Twilight", "x": 2})
    pass_all(game)
    assert life(game, "Alice") == 22
    assert len(mites(game)) == 2
    assert game.permanent("bears").name == "Grizzly Bears"


# -- "another target creature you control with toxic" / "if it has toxic" ------------------------
def test_flensing_raptor_may_target_only_a_creature_with_toxic() -> None:
    """Of Alice's other creatures only Crawling Chorus has toxic: the Grizzly Bears isn't a
    legal target, so the Chorus is the only choice (603.3d)."""
    game = Game(board(player("Alice", hand=["Flensing Raptor"], mana_pool="WWW",
                             battlefield=[{"card": "Crawling Chorus", "id": "chorus"},
                                          {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Flensing Raptor"})
    pass_all(game)  # the Raptor resolves; its ability triggers
    chosen = one(game, "decision_made", decision="targets")
    assert (chosen.choice, chosen.chosen_by) == ("chorus", "only choice")
    pass_all(game)
    assert (game.power("chorus"), game.toughness("chorus")) == (2, 2)
    assert "Flying" in game.keywords("chorus")
    assert "Flying" not in game.keywords("bears")


@pytest.mark.parametrize(("target", "draws"), [("chorus", 1), ("bears", 0)])
def test_compleat_devotion_draws_only_if_the_creature_has_toxic(target: str, draws: int) -> None:
    game = Game(board(player("Alice", hand=["Compleat Devotion"], mana_pool="WW",
                             battlefield=[{"card": "Crawling Chorus", "id": "chorus"},
                                          {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Compleat Devotion",
                "targets": [target]})
    pass_all(game)
    assert len(game.state.player("Alice").hand) == draws
    assert game.toughness(target) == int(game.permanent(target).card.toughness or 0) + 2


# -- Corrupted: an opponent with three or more poison counters -----------------------------------
@pytest.mark.parametrize(("poison", "damage"), [(3, 8), (2, 4)])
def test_apostle_of_invasion_has_double_strike_while_an_opponent_is_corrupted(
        poison: int, damage: int) -> None:
    """611.3a: the static ability applies as long as Bob has three or more poison counters."""
    game = Game(board(player("Alice", battlefield=[{"card": "Apostle of Invasion", "id": "ap"}],
                             library=library(5)),
                      player("Bob", poison=poison, library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"ap": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert life(game, "Bob") == 20 - damage


@pytest.mark.parametrize(("poison", "damage"), [(3, 2), (0, 1)])
def test_incisor_glider_pumps_the_team_only_if_an_opponent_is_corrupted(
        poison: int, damage: int) -> None:
    """An intervening "if" (603.4): with Bob at no poison the ability doesn't trigger at all."""
    game = Game(board(player("Alice", battlefield=[{"card": "Incisor Glider", "id": "glider"}],
                             library=library(5)),
                      player("Bob", poison=poison, library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"glider": "Bob"}})
    assert len(triggered(game, "Incisor Glider")) == (1 if poison else 0)
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert life(game, "Bob") == 20 - damage


def test_phyrexian_atlas_drains_only_the_corrupted_opponents() -> None:
    """Alice taps the Atlas for mana: it becomes tapped, and of her two opponents only Bob,
    with three poison counters, loses 1 life; Carol, with two, doesn't."""
    game = Game(board(player("Alice", battlefield=[{"card": "Phyrexian Atlas", "id": "atlas"}],
                             library=library(5)),
                      player("Bob", poison=3, library=library(5)),
                      player("Carol", poison=2, library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "atlas", "mana": "G"})
    assert len(triggered(game, "Phyrexian Atlas")) == 1
    pass_all(game)
    assert (life(game, "Bob"), life(game, "Carol"), life(game, "Alice")) == (19, 20, 20)
    assert [(e.player, e.amount) for e in events(game, "life_changed")] == [("Bob", -1)]


# -- "each opponent sacrifices … and gets a poison counter": one subject, two instructions ----
def test_vraskas_fall_each_opponent_sacrifices_and_gets_a_poison_counter() -> None:
    """Bob and Carol each sacrifice a creature of their choice, then each gets a poison counter
    (608.2c); Alice, who cast it, neither. Bob's tenth poison counter loses him the game
    (704.5c)."""
    assert POOL.get("Vraska's Fall").compiled, POOL.explain("Vraska's Fall")
    game = Game(board(player("Alice", hand=["Vraska's Fall"], mana_pool="BBB",
                             battlefield=["Grizzly Bears"], library=library(5)),
                      player("Bob", poison=9, battlefield=["Centaur Courser"],
                             library=library(5)),
                      player("Carol", battlefield=["Fugitive Wizard"], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Vraska's Fall"})
    pass_all(game)
    sacrificed = events(game, "zone_changed", rule="701.21a")  # each one's only creature
    assert [(e.player, e.source, e.to_zone) for e in sacrificed] == [
        ("Bob", "Centaur Courser", "graveyard"), ("Carol", "Fugitive Wizard", "graveyard")]
    assert [(e.target, e.rule) for e in events(game, "counters_added", counter="poison")] == [
        ("Bob", "122.1f"), ("Carol", "122.1f")]
    assert (game.state.player("Alice").poison, game.state.player("Carol").poison) == (0, 1)
    lost = one(game, "player_lost")
    assert (lost.player, lost.rule) == ("Bob", "704.5c")
    assert [o.name for o in game.state.permanents("Alice")] == ["Grizzly Bears"]


@pytest.mark.parametrize("text", ["Target opponent loses 2 life and gets a poison counter.",
                                  "Target opponent loses 2 life. That player gets a poison "
                                  "counter."])
def test_that_player_of_a_spell_is_the_player_it_targeted(text: str) -> None:
    """A spell has no trigger event to be about: "that player" (or the second instruction of
    "target opponent … and …") is the opponent it targeted (608.2c) — chosen once. (A test
    card: the shape, as no shipped card prints it.)"""
    pool = pool_reading({"name": "Test Venom", "type_line": "Sorcery", "oracle_text": text,
                         "mana_cost": "{B}", "cmc": 1})
    game = Game(board(player("Alice", hand=["Test Venom"], mana_pool="B", library=library(5)),
                      player("Bob", library=library(5))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Venom", "targets": ["Bob"]})
    pass_all(game)
    bob, alice = game.state.player("Bob"), game.state.player("Alice")
    assert (bob.life, bob.poison, alice.life, alice.poison) == (18, 1, 20, 0)
