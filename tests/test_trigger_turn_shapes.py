"""Trigger events that count within a turn, read from real cards' Oracle text: the Nth card a
player draws each turn (121.2: Faerie Vandal, Faerie Mastermind), "… during your turn" (102.1:
Vampire Scrivener), "~ is dealt combat damage" (510.2: Wall of Souls), and the intervening "if a
+1/+1 counter was put on a permanent under your control this turn" (603.4, 122.6: Fairgrounds
Trumpeter)."""

from __future__ import annotations

from typing import Any

from helpers import counters, events, life, one, pass_all, tap, triggered, two_players

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


# -- the Nth card each turn (121.2) ----------------------------------------------------------------
def test_faerie_vandal_triggers_on_the_second_card_of_a_two_card_draw() -> None:
    """Coastal Discovery draws two cards one at a time (121.2): the second is Alice's second
    card this turn, so Faerie Vandal triggers once and gets a +1/+1 counter."""
    assert POOL.get("Faerie Vandal").compiled
    game = two_players(alice={"battlefield": ["Faerie Vandal"], "hand": ["Coastal Discovery"],
                              "mana_pool": "UUUU"})
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    assert len(events(game, "card_drawn", player="Alice")) == 2
    (trig,) = triggered(game, "Faerie Vandal")
    assert trig.rule == "603.2"
    assert game.state.this_turn["cards_drawn:Alice"] == 2
    pass_all(game)
    assert counters(game, "Faerie Vandal") == 1


def test_faerie_vandal_a_turn_with_one_draw_does_nothing() -> None:
    """Alice's draw step is her only draw of turns 3 and 5: no second card, no trigger."""
    game = two_players(alice={"battlefield": ["Faerie Vandal"]})
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main", "auto": True})
    assert game.state.this_turn == {"cards_drawn:Alice": 1}
    game.apply({"do": "pass_until", "turn": 5, "step": "precombat_main", "auto": True})
    assert triggered(game, "Faerie Vandal") == []
    assert counters(game, "Faerie Vandal") == 0


def test_faerie_vandal_the_third_card_doesnt_trigger_again() -> None:
    """Turn 3: the draw step's card is Alice's first; Coastal Discovery's two are her second
    (it triggers) and her third (it doesn't)."""
    game = two_players(alice={"battlefield": ["Faerie Vandal", *["Island"] * 4],
                              "hand": ["Coastal Discovery"]})
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main", "auto": True})
    for k in range(1, 5):
        tap(game, "Alice", f"island-{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    assert game.state.this_turn["cards_drawn:Alice"] == 3
    assert len(triggered(game, "Faerie Vandal")) == 1


def test_faerie_vandal_counts_only_its_controller_s_draws() -> None:
    """Bob drawing two cards is not Alice drawing her second card."""
    game = two_players(alice={"battlefield": ["Faerie Vandal"]},
                       bob={"hand": ["Coastal Discovery"], "mana_pool": "UUUU"}, active="Bob")
    game.apply({"do": "cast", "player": "Bob", "card": "Coastal Discovery"})
    pass_all(game)
    assert game.state.this_turn["cards_drawn:Bob"] == 2
    assert triggered(game, "Faerie Vandal") == []


def test_faerie_mastermind_draws_when_an_opponent_draws_their_second_card() -> None:
    """Faerie Mastermind: "Whenever an opponent draws their second card each turn, you draw a
    card." Bob's two-card draw triggers it once; Alice draws one card."""
    assert POOL.get("Faerie Mastermind").compiled
    game = two_players(alice={"battlefield": ["Faerie Mastermind"]},
                       bob={"hand": ["Coastal Discovery"], "mana_pool": "UUUU"}, active="Bob")
    hand = len(game.state.player("Alice").hand)
    game.apply({"do": "cast", "player": "Bob", "card": "Coastal Discovery"})
    pass_all(game)
    assert len(triggered(game, "Faerie Mastermind")) == 1
    pass_all(game)
    assert len(game.state.player("Alice").hand) == hand + 1
    assert game.state.this_turn["cards_drawn:Alice"] == 1


def test_faerie_mastermind_its_controller_s_own_second_card_does_nothing() -> None:
    """Alice drawing two cards herself doesn't trigger her Mastermind (an opponent must draw)."""
    game = two_players(alice={"battlefield": ["Faerie Mastermind"], "hand": ["Coastal Discovery"],
                              "mana_pool": "UUUU"})
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    assert triggered(game, "Faerie Mastermind") == []


# -- "during your turn" (102.1) --------------------------------------------------------------------
def test_vampire_scrivener_grows_on_life_gained_during_its_controller_s_turn() -> None:
    """Sacred Fire in Alice's turn: she gains 2 life while she is the active player."""
    assert POOL.get("Vampire Scrivener").compiled
    game = two_players(alice={"battlefield": ["Vampire Scrivener"], "hand": ["Sacred Fire"],
                              "mana_pool": "RW"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    assert len(triggered(game, "Vampire Scrivener")) == 1
    pass_all(game)
    assert counters(game, "Vampire Scrivener") == 1


def test_vampire_scrivener_life_gained_in_an_opponent_s_turn_does_nothing() -> None:
    """Bob's turn: Alice gains life at instant speed; it isn't her turn (102.1)."""
    game = two_players(alice={"battlefield": ["Vampire Scrivener"], "hand": ["Sacred Fire"],
                              "mana_pool": "RW"}, active="Bob")
    game.apply({"do": "pass", "player": "Bob"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    assert game.state.this_turn["life_gained:Alice"] == 2
    assert triggered(game, "Vampire Scrivener") == []


def test_vampire_scrivener_grows_on_life_lost_during_its_controller_s_turn() -> None:
    """Bob's Sacred Fire hits Alice in her own turn: she loses 2 life — the second ability."""
    game = two_players(alice={"battlefield": ["Vampire Scrivener"]},
                       bob={"hand": ["Sacred Fire"], "mana_pool": "RW"})
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Sacred Fire", "targets": ["Alice"]})
    pass_all(game)
    assert life(game, "Alice") == 18
    (trig,) = triggered(game, "Vampire Scrivener")
    assert "lose life" in str(trig.ability)
    pass_all(game)
    assert counters(game, "Vampire Scrivener") == 1


# -- "~ is dealt combat damage" (510.2) -----------------------------------------------------------
def wall_game() -> Game:
    game = two_players(alice={"battlefield": ["Wall of Souls"]},
                       bob={"battlefield": ["Hill Giant"]}, active="Bob")
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"Hill Giant": "Alice"}})
    pass_all(game)
    game.apply({"do": "block", "player": "Alice", "blockers": {"Wall of Souls": "Hill Giant"}})
    pass_all(game)
    return game


def test_wall_of_souls_deals_the_combat_damage_it_was_dealt_to_an_opponent() -> None:
    """Hill Giant deals 3 combat damage to the blocking Wall: the Wall deals that much (3) to
    target opponent — Bob."""
    assert POOL.get("Wall of Souls").compiled
    game = wall_game()
    if game.pending is not None and game.pending.player == "Alice":
        game.apply({"do": "choose", "player": "Alice", "option": "Bob"})
    pass_all(game)
    assert len(triggered(game, "Wall of Souls")) == 1
    pass_all(game)
    assert life(game, "Bob") == 17
    assert one(game, "damage_dealt", source="Wall of Souls").amount == 3


def test_wall_of_souls_damage_outside_combat_does_nothing() -> None:
    """Sacred Fire's 2 damage isn't combat damage (510.2)."""
    game = two_players(alice={"battlefield": ["Wall of Souls"]},
                       bob={"hand": ["Sacred Fire"], "mana_pool": "RW"}, active="Bob")
    game.apply({"do": "cast", "player": "Bob", "card": "Sacred Fire",
                "targets": ["Wall of Souls"]})
    pass_all(game)
    assert events(game, "damage_dealt", source="Sacred Fire")
    assert triggered(game, "Wall of Souls") == []


# -- an intervening "if" about counters put this turn (603.4, 122.6) ------------------------------
def test_fairgrounds_trumpeter_grows_at_the_end_step_after_a_counter_was_put_this_turn() -> None:
    """Faerie Vandal gets a +1/+1 counter (Alice's second card): at the end step the Trumpeter's
    "if" is true — it triggers and gets a counter too."""
    assert POOL.get("Fairgrounds Trumpeter").compiled
    game = two_players(alice={"battlefield": ["Fairgrounds Trumpeter", "Faerie Vandal"],
                              "hand": ["Coastal Discovery"], "mana_pool": "UUUU"})
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    pass_all(game)
    assert counters(game, "Faerie Vandal") == 1
    game.apply({"do": "pass_until", "turn": 1, "step": "end", "auto": True})
    pass_all(game)
    assert len(triggered(game, "Fairgrounds Trumpeter")) == 1
    assert counters(game, "Fairgrounds Trumpeter") == 1


def test_fairgrounds_trumpeter_no_counter_this_turn_no_trigger() -> None:
    """Nothing got a +1/+1 counter: at the end step the "if" is false and it doesn't trigger
    (603.4)."""
    game = two_players(alice={"battlefield": ["Fairgrounds Trumpeter"]})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert triggered(game, "Fairgrounds Trumpeter") == []
    assert counters(game, "Fairgrounds Trumpeter") == 0


def test_fairgrounds_trumpeter_a_counter_on_an_opponent_s_permanent_doesnt_count() -> None:
    """Bob's Faerie Vandal gets the counter: not a permanent under Alice's control."""
    game = two_players(alice={"battlefield": ["Fairgrounds Trumpeter"]},
                       bob={"battlefield": ["Faerie Vandal"], "hand": ["Coastal Discovery"],
                            "mana_pool": "UUUU"}, active="Bob")
    game.apply({"do": "cast", "player": "Bob", "card": "Coastal Discovery"})
    pass_all(game)
    pass_all(game)
    assert counters(game, "Faerie Vandal") == 1
    game.apply({"do": "pass_until", "turn": 2, "step": "cleanup", "auto": True})
    assert triggered(game, "Fairgrounds Trumpeter") == []


# -- another player's land (305.1) ---------------------------------------------------------------
def test_dirtcowl_wurm_grows_when_an_opponent_plays_a_land() -> None:
    """Bob plays a Forest (the special action, 305.1): Alice's Dirtcowl Wurm triggers."""
    assert POOL.get("Dirtcowl Wurm").compiled
    game = two_players(alice={"battlefield": ["Dirtcowl Wurm"]}, bob={"hand": ["Forest"]},
                       active="Bob")
    game.apply({"do": "play_land", "player": "Bob", "card": "Forest"})
    (trig,) = triggered(game, "Dirtcowl Wurm")
    assert trig.rule == "603.2"
    pass_all(game)
    assert counters(game, "Dirtcowl Wurm") == 1


def test_dirtcowl_wurm_its_controller_s_land_does_nothing() -> None:
    game = two_players(alice={"battlefield": ["Dirtcowl Wurm"], "hand": ["Forest"]})
    game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
    pass_all(game)
    assert triggered(game, "Dirtcowl Wurm") == []
    assert counters(game, "Dirtcowl Wurm") == 0


# -- "if you gained 4 or more life this turn" (603.4, 119.3) ---------------------------------------
def test_valkyrie_harbinger_life_from_two_sources_adds_up_to_four() -> None:
    """Two Sacred Fires: 2 life, then 2 more. At the end step Alice has gained 4 this turn, so
    the Harbinger creates a 4/4 Angel with flying and vigilance."""
    assert POOL.get("Valkyrie Harbinger").compiled
    game = two_players(alice={"battlefield": ["Valkyrie Harbinger"],
                              "hand": ["Sacred Fire", "Sacred Fire"], "mana_pool": "RWRW"})
    for _ in range(2):
        game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire",
                    "targets": ["Bob"]})
        pass_all(game)
    assert game.state.this_turn["life_gained:Alice"] == 4
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert len(triggered(game, "Valkyrie Harbinger")) == 1
    (angel,) = [o for o in game.state.battlefield if o.is_token]
    assert "Angel" in angel.card.subtypes
    assert (game.power(angel.handle), game.toughness(angel.handle)) == (4, 4)
    assert {"Flying", "Vigilance"} <= set(game.keywords(angel.handle))


def test_valkyrie_harbinger_two_life_is_not_enough() -> None:
    """One Sacred Fire: 2 life. The "if" is false at the end step: no trigger (603.4)."""
    game = two_players(alice={"battlefield": ["Valkyrie Harbinger"], "hand": ["Sacred Fire"],
                              "mana_pool": "RW"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sacred Fire", "targets": ["Bob"]})
    pass_all(game)
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert triggered(game, "Valkyrie Harbinger") == []
    assert [o for o in game.state.battlefield if o.is_token] == []


# -- coven: "three or more creatures with different powers" (603.4, 208.1) ------------------------
def test_candlelit_cavalry_gains_trample_with_three_different_powers() -> None:
    """Powers 5, 2 and 1: three different powers at the beginning of combat on Alice's turn."""
    assert POOL.get("Candlelit Cavalry").compiled
    game = two_players(alice={"battlefield": ["Candlelit Cavalry", "Grizzly Bears",
                                              "Llanowar Elves"]})
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    pass_all(game)
    assert len(triggered(game, "Candlelit Cavalry")) == 1
    (cavalry,) = [o for o in game.state.battlefield if o.name == "Candlelit Cavalry"]
    assert "Trample" in game.keywords(cavalry.handle)


def test_candlelit_cavalry_two_creatures_with_the_same_power_count_once() -> None:
    """Powers 5, 2 and 2: only two different powers — the "if" is false (603.4)."""
    game = two_players(alice={"battlefield": ["Candlelit Cavalry", "Grizzly Bears",
                                              "Grizzly Bears"]})
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    pass_all(game)
    assert triggered(game, "Candlelit Cavalry") == []
    (cavalry,) = [o for o in game.state.battlefield if o.name == "Candlelit Cavalry"]
    assert "Trample" not in game.keywords(cavalry.handle)


# -- "if you cast it" (603.4, 601.2a, 608.3) ------------------------------------------------------
def test_zacama_cast_untaps_the_lands_that_paid_for_it() -> None:
    """Nine lands tapped to cast Zacama: it resolves, enters from the stack, and its "if you cast
    it" ability untaps all of Alice's lands."""
    assert POOL.get("Zacama, Primal Calamity").compiled
    lands = ["Mountain", "Forest", "Plains"] * 3
    game = two_players(alice={"battlefield": lands, "hand": ["Zacama, Primal Calamity"]})
    for obj in list(game.state.battlefield):
        tap(game, "Alice", obj.handle)
    assert all(o.tapped for o in game.state.battlefield)
    game.apply({"do": "cast", "player": "Alice", "card": "Zacama, Primal Calamity"})
    pass_all(game)
    assert len(triggered(game, "Zacama, Primal Calamity")) == 1
    pass_all(game)
    assert not any(o.tapped for o in game.state.battlefield if o.card.is_type("Land"))


def test_iridescent_tiger_cast_adds_five_colors_put_onto_the_battlefield_adds_nothing() -> None:
    """Cast: it triggers and adds {W}{U}{B}{R}{G}. A second Tiger put onto the battlefield by an
    effect wasn't cast: no trigger (603.4)."""
    assert POOL.get("Iridescent Tiger").compiled
    game = two_players(alice={"hand": ["Iridescent Tiger"], "mana_pool": "RRRRR"})
    game.apply({"do": "cast", "player": "Alice", "card": "Iridescent Tiger"})
    pass_all(game)
    pass_all(game)
    assert len(triggered(game, "Iridescent Tiger")) == 1
    assert "".join(u.type for u in game.state.player("Alice").mana_pool) == "WUBRG"
    game.apply({"do": "put", "player": "Alice", "card": "Iridescent Tiger",
                "zone": "battlefield"})
    game.apply({"do": "put", "player": "Alice", "card": "Mulldrifter", "zone": "battlefield"})
    assert len(triggered(game, "Mulldrifter")) == 1  # a put permanent's enter ability triggers
    assert len(triggered(game, "Iridescent Tiger")) == 1


# -- raid: "if you attacked this turn" (603.4, 508.1) ---------------------------------------------
def roc_game(**alice: Any) -> Game:
    return two_players(alice={"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                              *["Plains"] * 5],
                              "hand": ["Wingmate Roc"], **alice})


def test_wingmate_roc_after_an_attack_makes_a_bird() -> None:
    """Alice attacks with Grizzly Bears, then casts Wingmate Roc in her second main phase: she
    attacked this turn, so the Roc makes a 3/4 white Bird with flying."""
    assert POOL.get("Wingmate Roc").compiled
    game = roc_game()
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    for k in range(1, 6):
        tap(game, "Alice", f"plains-{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Wingmate Roc"})
    pass_all(game)
    assert len(triggered(game, "Wingmate Roc")) == 1
    pass_all(game)
    (bird,) = [o for o in game.state.battlefield if o.is_token]
    assert "Bird" in bird.card.subtypes
    assert (game.power(bird.handle), game.toughness(bird.handle)) == (3, 4)


def test_wingmate_roc_without_an_attack_makes_nothing() -> None:
    """Cast before combat: Alice hasn't attacked this turn — the "if" is false (603.4)."""
    game = roc_game()
    for k in range(1, 6):
        tap(game, "Alice", f"plains-{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Wingmate Roc"})
    pass_all(game)
    assert triggered(game, "Wingmate Roc") == []
    assert [o for o in game.state.battlefield if o.is_token] == []


def test_a_game_saved_after_the_attack_still_knows_alice_attacked() -> None:
    """Raid is asked of the turn, not of the log a loaded game starts without: saved in the
    second main phase and loaded again, the Roc still makes its Bird."""
    game = roc_game()
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    saved = game.to_board()
    assert saved["turn"]["this_turn"]["attacked:Alice"] == 1
    game = Game(saved)
    for k in range(1, 6):
        tap(game, "Alice", f"plains-{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Wingmate Roc"})
    pass_all(game)
    assert len(triggered(game, "Wingmate Roc")) == 1
