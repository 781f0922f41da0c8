"""Quantities as one part of the grammar: "[instruction with a number] for each [kind]" (the
number once for each, counted as it resolves, 608.2h), "enters with X counters, where X is …"
(614.1c), "the difference" a condition found (Damia), and X and amounts in instructions that
used to take only fixed numbers ("sacrifice X lands", "discard X cards")."""

from __future__ import annotations

from helpers import board, counters, events, library, pass_all, player, pool_reading, tap

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def _magistrate(elves: int) -> Game:
    game = Game(board(
        player("Alice", library=library(3),
               battlefield=["Immaculate Magistrate", {"card": "Grizzly Bears", "id": "bears"}]
               + ["Llanowar Elves"] * elves),
        player("Bob", hand=["Lightning Bolt"], battlefield=[{"card": "Mountain", "id": "mtn"}],
               library=library(3))))
    magistrate = next(o for o in game.state.battlefield if o.name == "Immaculate Magistrate")
    game.apply({"do": "activate", "player": "Alice", "permanent": magistrate.handle,
                "targets": ["bears"]})
    return game


def test_immaculate_magistrate_puts_a_counter_for_each_elf_you_control() -> None:
    """Immaculate Magistrate: "{T}: Put a +1/+1 counter on target creature for each Elf you
    control." — the Magistrate and two Llanowar Elves are three Elves: three counters."""
    assert POOL.get("Immaculate Magistrate").compiled, POOL.explain("Immaculate Magistrate")
    game = _magistrate(2)
    pass_all(game)
    assert counters(game, "Grizzly Bears") == 3
    (put,) = events(game, "counters_added")
    assert (put.amount, put.rule) == (3, "122.6")


def test_immaculate_magistrate_counts_the_elves_as_it_resolves() -> None:
    """Ruling (2020-11-10): the number of Elves is counted as the ability resolves. Bob bolts
    the lone Llanowar Elves in response: two Elves are left, two counters."""
    game = _magistrate(1)
    game.apply({"do": "pass", "player": "Alice"})
    tap(game, "Bob", "mtn")
    elves = next(o for o in game.state.battlefield if o.name == "Llanowar Elves")
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                "targets": [elves.handle]})
    pass_all(game)  # the Bolt resolves; the Elves die
    pass_all(game)  # the Magistrate's ability resolves
    assert counters(game, "Grizzly Bears") == 1


def test_grief_tyrant_counts_its_counters_as_it_last_existed() -> None:
    """Grief Tyrant: "When Grief Tyrant dies, put a -1/-1 counter on target creature for each
    -1/-1 counter on Grief Tyrant." It died with six -1/-1 counters (a 2/2): the ability counts
    them on it as it last existed on the battlefield (603.10a) — Craw Wurm (6/4) gets six and
    dies."""
    assert POOL.get("Grief Tyrant").compiled, POOL.explain("Grief Tyrant")
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=[{"card": "Grief Tyrant", "id": "tyrant", "counters": {"-1/-1": 6}},
                            {"card": "Mountain", "id": "mtn"}]),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(3))))
    tap(game, "Alice", "mtn")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["tyrant"]})
    pass_all(game)  # the Tyrant dies; its ability targets the only creature left
    pass_all(game)
    (put,) = events(game, "counters_added", target="wurm")
    assert put.amount == 6
    assert [e.target for e in events(game, "zone_changed", to_zone="graveyard")
            if e.rule == "704.5f"] == ["wurm"]


def test_drakestown_forgotten_enters_with_a_counter_for_each_creature_card_in_all_graveyards(
) -> None:
    """Drakestown Forgotten: "enters with X +1/+1 counters on it, where X is the number of
    creature cards in all graveyards" — Alice's two and Bob's one (not his land): three,
    counted as it enters (614.1c)."""
    assert POOL.get("Drakestown Forgotten").compiled, POOL.explain("Drakestown Forgotten")
    game = Game(board(
        player("Alice", hand=["Drakestown Forgotten"], library=library(3),
               graveyard=["Grizzly Bears", "Craw Wurm", "Lightning Bolt"],
               battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(5)]),
        player("Bob", graveyard=["Llanowar Elves", "Forest"], library=library(3))))
    for k in range(5):
        tap(game, "Alice", f"s{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Drakestown Forgotten"})
    pass_all(game)
    assert counters(game, "Drakestown Forgotten") == 3


def test_damia_draws_the_difference_up_to_seven() -> None:
    """Damia, Sage of Stone: "At the beginning of your upkeep, if you have fewer than seven
    cards in hand, draw cards equal to the difference." Alice has three cards: she draws four
    (and skips her draw step)."""
    assert POOL.get("Damia, Sage of Stone").compiled, POOL.explain("Damia, Sage of Stone")
    game = Game(board(
        player("Alice", hand=["Forest"] * 3, library=library(10),
               battlefield=["Damia, Sage of Stone"]),
        player("Bob", library=library(10)), step="untap"))
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    assert len(events(game, "card_drawn", player="Alice")) == 4
    assert len(game.state.player("Alice").hand) == 7


def test_mind_twist_discards_x_cards_at_random() -> None:
    """Mind Twist: "Target player discards X cards at random." with X = 2: Bob discards two of
    his four cards, chosen by the game's seeded generator (701.9b)."""
    assert POOL.get("Mind Twist").compiled, POOL.explain("Mind Twist")
    game = Game(board(
        player("Alice", hand=["Mind Twist"], library=library(3),
               battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(3)]),
        player("Bob", hand=["Forest", "Island", "Grizzly Bears", "Craw Wurm"],
               library=library(3))))
    for k in range(3):
        tap(game, "Alice", f"s{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Mind Twist", "x": 2,
                "targets": ["Bob"]})
    pass_all(game)
    discarded = events(game, "zone_changed", to_zone="graveyard", rule="701.9b")
    assert len(discarded) == 2
    assert len(game.state.player("Bob").hand) == 2


def test_fumigate_gains_a_life_for_each_creature_destroyed_this_way() -> None:
    """Fumigate: "Destroy all creatures. You gain 1 life for each creature destroyed this way."
    Three creatures are destroyed; an indestructible one isn't (702.12b), so it isn't counted:
    Alice gains 3."""
    assert POOL.get("Fumigate").compiled, POOL.explain("Fumigate")
    game = Game(board(
        player("Alice", hand=["Fumigate"], library=library(3),
               battlefield=[{"card": "Plains", "id": f"p{k}"} for k in range(5)]
               + ["Grizzly Bears", "Llanowar Elves"]),
        player("Bob", library=library(3),
               battlefield=["Craw Wurm", "Ulamog, the Ceaseless Hunger"])))
    for k in range(5):
        tap(game, "Alice", f"p{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Fumigate"})
    pass_all(game)
    assert len(events(game, "zone_changed", how="destroyed")) == 3
    (gained,) = events(game, "life_changed", player="Alice")
    assert (gained.amount, gained.rule) == (3, "119.3")
    assert [o.name for o in game.state.battlefield if o.is_creature] == [
        "Ulamog, the Ceaseless Hunger"]


def test_a_sum_of_two_counts_and_the_cards_in_your_library() -> None:
    """"You gain life equal to the number of lands you control plus the number of cards in
    your library." — both counted as it resolves (608.2h): two lands and five cards, 7."""
    pool = pool_reading({"name": "Probe Tally", "mana_cost": "{1}{G}", "cmc": 2,
                         "type_line": "Sorcery", "oracle_text": "You gain life equal to the "
                         "number of lands you control plus the number of cards in your "
                         "library."})
    game = Game(board(
        player("Alice", hand=["Probe Tally"], library=library(5),
               battlefield=[{"card": "Forest", "id": "f1"}, {"card": "Forest", "id": "f2"}]),
        player("Bob", library=library(3))), cards=pool)
    tap(game, "Alice", "f1")
    tap(game, "Alice", "f2")
    game.apply({"do": "cast", "player": "Alice", "card": "Probe Tally"})
    pass_all(game)
    (gained,) = events(game, "life_changed", player="Alice")
    assert gained.amount == 7


def test_waiting_in_the_weeds_counts_each_player_s_own_untapped_forests() -> None:
    """Waiting in the Weeds: "Each player creates a 1/1 green Cat creature token for each
    untapped Forest they control." — each player in turn order (101.4), "they" being that
    player: Alice, with two Forests left untapped after paying, gets two Cats; Bob, with one
    untapped Forest and one tapped, gets one."""
    assert POOL.get("Waiting in the Weeds").compiled, POOL.explain("Waiting in the Weeds")
    game = Game(board(
        player("Alice", hand=["Waiting in the Weeds"], library=library(3),
               battlefield=[{"card": "Forest", "id": f"f{k}"} for k in range(5)]),
        player("Bob", library=library(3),
               battlefield=["Forest", {"card": "Forest", "tapped": True}])))
    for k in range(3):
        tap(game, "Alice", f"f{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Waiting in the Weeds"})
    pass_all(game)
    cats = {name: [o for o in game.state.permanents(name) if "Cat" in o.subtypes]
            for name in ("Alice", "Bob")}
    assert (len(cats["Alice"]), len(cats["Bob"])) == (2, 1)
    created = events(game, "zone_changed", to_zone="battlefield")
    assert [e.player for e in created] == ["Alice", "Alice", "Bob"]


def test_target_player_loses_life_equal_to_the_cards_in_their_hand() -> None:
    """"Target player loses life equal to the number of cards in their hand." — "their" is the
    target: Bob, holding three cards, loses 3 (119.3)."""
    pool = pool_reading({"name": "Probe Sting", "mana_cost": "{1}{B}", "cmc": 2,
                         "type_line": "Sorcery", "oracle_text": "Target player loses life "
                         "equal to the number of cards in their hand."})
    game = Game(board(
        player("Alice", hand=["Probe Sting", "Forest"], library=library(3),
               battlefield=[{"card": "Swamp", "id": "s1"}, {"card": "Swamp", "id": "s2"}]),
        player("Bob", hand=["Forest", "Island", "Plains"], library=library(3))), cards=pool)
    tap(game, "Alice", "s1")
    tap(game, "Alice", "s2")
    game.apply({"do": "cast", "player": "Alice", "card": "Probe Sting", "targets": ["Bob"]})
    pass_all(game)
    (lost,) = events(game, "life_changed", player="Bob")
    assert (lost.amount, lost.rule) == (-3, "119.3")


def test_each_player_mills_a_card_for_each_land_they_control() -> None:
    """"Each player mills a card for each land they control." — Alice (active) first, then Bob
    (101.4), each counting their own lands: Alice two, Bob three (701.17a)."""
    pool = pool_reading({"name": "Probe Erosion", "mana_cost": "{U}", "cmc": 1,
                         "type_line": "Sorcery", "oracle_text": "Each player mills a card for "
                         "each land they control."})
    game = Game(board(
        player("Alice", hand=["Probe Erosion"], library=library(5),
               battlefield=[{"card": "Island", "id": "i1"}, {"card": "Island", "id": "i2"}]),
        player("Bob", library=library(5), battlefield=["Forest", "Forest", "Forest"])),
        cards=pool)
    tap(game, "Alice", "i1")
    game.apply({"do": "cast", "player": "Alice", "card": "Probe Erosion"})
    pass_all(game)
    milled = events(game, "zone_changed", how="milled")
    assert [e.player for e in milled] == ["Alice"] * 2 + ["Bob"] * 3
