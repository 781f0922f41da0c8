"""Real cards whose effects the grammar reads in shapes learned from a tuning set of real cards:
a subtype said as an adjective ("Vampire creatures you control get …"), two groups changed "until
end of turn", doubling a power (701.10b), "can attack this turn as though it didn't have
defender" (609.4), "remove all counters" (122.1), "look at the top N … you may reveal a … card"
(608.2d), the top or bottom of a library (401.4), dividing counters among "one, two, or three
target creatures" (601.2d), a player's instructions in order (608.2c), modal spells with several
modes (700.2d), blocking more creatures this turn (509.1a) and a cost to attack (508.1g–i)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player, to_attackers

from explorer.actions import Attack
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **extra: Any) -> dict[str, Any]:
    return board(player("Alice", **{"library": library(5), **(alice or {})}),
                 player("Bob", **{"library": library(5), **(bob or {})}), **extra)


def compiled(*names: str) -> None:
    for name in names:
        assert POOL.get(name).compiled, name


# -- "Vampire creatures you control get +2/+0 and gain first strike until end of turn." -----------
def test_vampiric_fury_pumps_only_vampires_you_control() -> None:
    """A subtype as an adjective keeps its capital at the start of the sentence (205.3m): the
    Vampire gets +2/+0 and first strike (613.4c, 613.1f); the Bears and Bob's Vampire don't."""
    compiled("Vampiric Fury")
    game = Game(two(alice={"hand": ["Vampiric Fury"], "mana_pool": "RR",
                           "battlefield": ["Vampire Spawn", "Grizzly Bears"]},
                    bob={"battlefield": ["Child of Night"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Vampiric Fury"})
    pass_all(game)

    assert game.power("Vampire Spawn") == 4
    assert "First strike" in game.keywords("Vampire Spawn")
    assert game.power("Grizzly Bears") == 2
    assert "First strike" not in game.keywords("Grizzly Bears")
    assert game.power("Child of Night") == 2
    assert {e.rule for e in events(game, "effect_created")} == {"613.4c", "613.1f"}


# -- "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get
# -1/-1." --------------------------------------------------------------------------------------
def test_zealous_persecution_changes_both_sides_until_end_of_turn() -> None:
    """Alice's Bears become 3/3; Bob's 1/1 Elves become 0/0 and die as a state-based action
    (704.5f). In the cleanup step the Bears are 2/2 again (514.2)."""
    compiled("Zealous Persecution")
    game = Game(two(alice={"hand": ["Zealous Persecution"], "mana_pool": "WB",
                           "battlefield": ["Grizzly Bears"]},
                    bob={"battlefield": ["Llanowar Elves", "Hill Giant"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Zealous Persecution"})
    pass_all(game)

    assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (3, 3)
    assert (game.power("Hill Giant"), game.toughness("Hill Giant")) == (2, 2)
    assert "Llanowar Elves" in [c.name for c in game.state.player("Bob").graveyard]
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert (game.power("Grizzly Bears"), game.toughness("Grizzly Bears")) == (2, 2)


# -- "Double target creature's power until end of turn." (701.10b) --------------------------------
def test_bulk_up_doubles_the_power_the_creature_has_as_it_resolves() -> None:
    """The Bears with a +1/+1 counter have power 3: they get +3/+0 (701.10b) and are 6/3. The
    doubling is a +X/+0 in layer 7c, so a later pump still adds on top (613.4c)."""
    compiled("Bulk Up")
    game = Game(two(alice={"hand": ["Bulk Up", "Giant Growth"], "mana_pool": "RRGG",
                           "battlefield": [{"card": "Grizzly Bears", "id": "bears",
                                            "counters": {"+1/+1": 1}}]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Bulk Up", "targets": ["bears"]})
    pass_all(game)

    assert (game.power("bears"), game.toughness("bears")) == (6, 3)
    doubled = one(game, "effect_created", rule="701.10b")
    assert (doubled.power, doubled.toughness) == (3, 0)
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["bears"]})
    pass_all(game)
    assert (game.power("bears"), game.toughness("bears")) == (9, 6)


# -- "… can attack this turn as though it didn't have defender." (609.4, 702.3b) ------------------
def test_wall_of_one_thousand_cuts_attacks_after_its_ability_resolves() -> None:
    """Without the ability the Wall can't attack (702.3b); after "{W}: ~ can attack this turn as
    though it didn't have defender." resolves it can — and it still has defender (609.4)."""
    compiled("Wall of One Thousand Cuts")
    game = Game(two(alice={"battlefield": [{"card": "Wall of One Thousand Cuts", "id": "wall"}],
                           "mana_pool": "W"}))
    game.apply({"do": "activate", "player": "Alice", "permanent": "wall"})
    pass_all(game)
    assert one(game, "effect_created", rule="609.4").target is not None
    assert "Defender" in game.keywords("wall")

    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"wall": "Bob"}})
    combat = game.state.combat
    assert combat is not None and game.find_permanent("wall").oid in combat.attackers


def test_wall_of_one_thousand_cuts_cant_attack_without_its_ability() -> None:
    game = Game(two(alice={"battlefield": [{"card": "Wall of One Thousand Cuts", "id": "wall"},
                                           {"card": "Grizzly Bears", "id": "bears"}]}))
    to_attackers(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Alice", "attackers": {"wall": "Bob"}})
    assert refused.value.rule == "702.3b"


def test_wakestone_gargoyle_lets_every_defender_you_control_attack_this_turn() -> None:
    """"{1}{W}: Creatures you control with defender can attack this turn as though they didn't
    have defender." — the Gargoyle and Alice's other Wall, not Bob's (611.2c: those there as it
    resolves). The next turn the Gargoyle can't attack again (514.2)."""
    compiled("Wakestone Gargoyle")
    game = Game(two(alice={"battlefield": [{"card": "Wakestone Gargoyle", "id": "gargoyle"},
                                           {"card": "Fog Bank", "id": "bank"},
                                           "Grizzly Bears"],
                           "mana_pool": "WW"},
                    bob={"battlefield": [{"card": "Wall of Frost", "id": "frost"}]}))
    game.apply({"do": "activate", "player": "Alice", "permanent": "gargoyle"})
    pass_all(game)
    assert sorted(e.target for e in events(game, "effect_created", rule="609.4")) == \
        sorted([game.find_permanent("gargoyle").handle, game.find_permanent("bank").handle])

    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"gargoyle": "Bob",
                                                                 "bank": "Bob"}})
    combat = game.state.combat
    assert combat is not None and {game.find_permanent("gargoyle").oid,
                                   game.find_permanent("bank").oid} <= set(combat.attackers)
    assert not game.find_permanent("frost").attacks_despite_defender

    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main", "auto": True})
    to_attackers(game, turn=3)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Alice", "attackers": {"gargoyle": "Bob"}})
    assert refused.value.rule == "702.3b"


# -- "Sacrifice ~: Remove all counters from target permanent." (122.1) ----------------------------
def test_vampire_hexmage_removes_every_kind_of_counter() -> None:
    """The Bears lose both their +1/+1 counters and their charge counter, each kind its own
    event; the Hexmage was sacrificed to pay the cost (701.21a)."""
    compiled("Vampire Hexmage")
    game = Game(two(alice={"battlefield": ["Vampire Hexmage",
                                           {"card": "Grizzly Bears", "id": "bears",
                                            "counters": {"+1/+1": 2, "charge": 1}}]}))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Vampire Hexmage",
                "targets": ["bears"]})
    assert "Vampire Hexmage" in [c.name for c in game.state.player("Alice").graveyard]
    pass_all(game)

    assert game.find_permanent("bears").counters == {}
    assert (game.power("bears"), game.toughness("bears")) == (2, 2)
    removed = {(e.counter, e.amount) for e in events(game, "counters_removed")}
    assert removed == {("+1/+1", 2), ("charge", 1)}


# -- libraries: the top or the bottom, and "you may reveal a … card from among them" -------------
def library_names(game: Game, who: str) -> list[str]:
    return [c.name for c in game.state.player(who).library]


def choose(game: Game, who: str, option: str) -> None:
    assert game.pending is not None and game.pending.player == who, game.pending
    game.apply({"do": "choose", "player": who, "option": option})


def test_uncharted_voyage_lets_the_owner_choose_the_bottom() -> None:
    """"Target creature's owner puts it on their choice of the top or bottom of their
    library." Bob, the Giant's owner, chooses (608.2d): the bottom. Then Alice surveils 1."""
    compiled("Uncharted Voyage")
    game = Game(two(alice={"hand": ["Uncharted Voyage"], "mana_pool": "UUUU"},
                    bob={"battlefield": ["Hill Giant"], "library": ["Island", "Forest"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Uncharted Voyage",
                "targets": ["Hill Giant"]})
    pass_all(game)
    assert game.pending is not None and game.pending.rule == "608.2d"
    choose(game, "Bob", "on the bottom of your library")
    assert game.pending is not None and game.pending.rule == "701.25a"  # Alice's surveil
    game.apply({"do": "choose", "player": "Alice", "option": str(game.pending.options[0])})

    assert library_names(game, "Bob") == ["Island", "Forest", "Hill Giant"]
    assert one(game, "surveilled").player == "Alice"


def test_uncharted_voyage_on_top_the_owner_draws_it_again() -> None:
    game = Game(two(alice={"hand": ["Uncharted Voyage"], "mana_pool": "UUUU"},
                    bob={"battlefield": ["Hill Giant"], "library": ["Island", "Forest"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Uncharted Voyage",
                "targets": ["Hill Giant"]})
    pass_all(game)
    choose(game, "Bob", "on top of your library")
    assert library_names(game, "Bob")[0] == "Hill Giant"


def test_bant_charm_puts_a_creature_on_the_bottom_of_its_owners_library() -> None:
    compiled("Bant Charm")
    game = Game(two(alice={"hand": ["Bant Charm"], "mana_pool": "GWU"},
                    bob={"battlefield": ["Craw Wurm"], "library": ["Island", "Forest"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Bant Charm", "choices": {"mode": 2},
                "targets": ["Craw Wurm"]})
    pass_all(game)

    assert library_names(game, "Bob") == ["Island", "Forest", "Craw Wurm"]
    assert one(game, "zone_changed", to_zone="library").rule == "401.4"


def test_brightwood_tracker_reveals_a_creature_and_the_rest_go_to_the_bottom() -> None:
    """Alice takes the Hill Giant from the top four, revealing it (701.20a); the other three go
    under the fifth card, in a random order."""
    compiled("Brightwood Tracker")
    deck = ["Island", "Grizzly Bears", "Forest", "Hill Giant", "Mountain"]
    game = Game(two(alice={"battlefield": ["Brightwood Tracker"], "mana_pool": "GGGGGG",
                           "library": deck}))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Brightwood Tracker"})
    pass_all(game)
    labels = [str(o) for o in game.pending.options] if game.pending else []
    assert len(labels) == 3 and labels[-1] == "take nothing"  # only the creatures, or none
    choose(game, "Alice", next(x for x in labels if "Hill Giant" in x))

    assert [c.name for c in game.state.player("Alice").hand] == ["Hill Giant"]
    assert one(game, "cards_revealed", rule="701.20a").found == "Hill Giant"
    library_now = library_names(game, "Alice")
    assert library_now[0] == "Mountain"
    assert sorted(library_now[1:]) == ["Forest", "Grizzly Bears", "Island"]
    looked = one(game, "looked_at_top")
    assert (looked.amount, looked.on_bottom, looked.found) == (4, 3, "Hill Giant")


def test_adventurous_impulse_may_take_nothing_and_orders_the_rest() -> None:
    """"You may reveal a creature or land card": Alice declines; she puts all three on the
    bottom in the order she chooses (401.4); nothing is revealed."""
    compiled("Adventurous Impulse")
    deck = ["Island", "Grizzly Bears", "Lightning Bolt", "Mountain"]
    game = Game(two(alice={"hand": ["Adventurous Impulse"], "mana_pool": "G", "library": deck}))
    game.apply({"do": "cast", "player": "Alice", "card": "Adventurous Impulse"})
    pass_all(game)
    choose(game, "Alice", "take nothing")
    assert game.pending is not None and game.pending.kind == "order"
    top3 = [c.handle for c in game.state.player("Alice").library[:3]]
    game.apply({"do": "choose", "player": "Alice", "order": list(reversed(top3))})

    assert library_names(game, "Alice") == ["Mountain", "Lightning Bolt", "Grizzly Bears",
                                            "Island"]
    assert events(game, "cards_revealed") == []
    assert game.state.player("Alice").hand == []


# -- "one, two, or three target creatures", "all artifacts and enchantments", player chains,
# "… its toughness", "… with a lifelink counter on it" ------------------------------------------
def test_defend_the_celestus_divides_three_counters_among_creatures_alice_controls() -> None:
    """601.2d: the division is announced as it is cast, each target getting at least one."""
    compiled("Defend the Celestus")
    game = Game(two(alice={"hand": ["Defend the Celestus"], "mana_pool": "GGGG",
                           "battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                           {"card": "Llanowar Elves", "id": "elves"}]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Defend the Celestus",
                "targets": ["bears", "elves"], "distribution": {"bears": 2, "elves": 1}})
    pass_all(game)

    assert game.find_permanent("bears").counters == {"+1/+1": 2}
    assert game.find_permanent("elves").counters == {"+1/+1": 1}


def test_defend_the_celestus_needs_a_target_and_only_alices_creatures() -> None:
    game = Game(two(alice={"hand": ["Defend the Celestus"], "mana_pool": "GGGG"},
                    bob={"battlefield": [{"card": "Hill Giant", "id": "giant"}]}))
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Defend the Celestus",
                    "targets": ["giant"]})
    assert [c.name for c in game.state.player("Alice").hand] == ["Defend the Celestus"]


def test_cleansing_nova_destroys_all_artifacts_and_enchantments_not_creatures() -> None:
    compiled("Cleansing Nova")
    game = Game(two(alice={"hand": ["Cleansing Nova"], "mana_pool": "WWWWW",
                           "battlefield": ["Sol Ring", "Grizzly Bears"]},
                    bob={"battlefield": ["Oblivion Ring", "Ornithopter", "Hill Giant"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Cleansing Nova",
                "choices": {"mode": 2}})
    pass_all(game)

    left = sorted(o.name for o in game.state.battlefield)
    assert left == ["Grizzly Bears", "Hill Giant"]  # the Ornithopter is an artifact creature
    assert {e.source for e in events(game, "zone_changed", to_zone="graveyard")} >= {
        "Sol Ring", "Oblivion Ring", "Ornithopter"}


def test_condemn_puts_the_attacker_on_the_bottom_and_its_controller_gains_its_toughness() -> None:
    """Bob attacks with the Giant (3/3); Alice condemns it: it goes to the bottom of Bob's
    library, then Bob gains 3 life — its toughness as it last existed (608.2h)."""
    compiled("Condemn")
    game = Game(board(player("Alice", hand=["Condemn"], battlefield=["Plains"],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=["Island", "Island"]), active="Bob"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob", "attackers": {"giant": "Alice"}})
    game.apply({"do": "pass"})  # Bob passes; Alice has priority in declare attackers
    game.apply({"do": "activate", "player": "Alice", "permanent": "Plains"})
    game.apply({"do": "cast", "player": "Alice", "card": "Condemn", "targets": ["giant"]})
    pass_all(game)

    assert library_names(game, "Bob") == ["Island", "Island", "Hill Giant"]
    assert game.state.player("Bob").life == 23
    assert one(game, "life_changed", player="Bob").amount == 3


def test_condemn_only_targets_an_attacking_creature() -> None:
    game = Game(two(alice={"hand": ["Condemn"], "mana_pool": "W"},
                    bob={"battlefield": [{"card": "Hill Giant", "id": "giant"}]}))
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Condemn", "targets": ["giant"]})


def test_burning_inquiry_every_player_draws_before_anyone_discards() -> None:
    """"Each player draws three cards, then discards three cards at random.": the instructions
    in order (608.2c), each for every player in turn order (101.4) — six draws, then six
    discards."""
    compiled("Burning Inquiry")
    game = Game(two(alice={"hand": ["Burning Inquiry"], "mana_pool": "R"},
                    bob={"hand": ["Forest"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Burning Inquiry"})
    pass_all(game)

    log = [e for e in game.log if e.kind in ("card_drawn", "card_discarded")]
    assert [e.kind for e in log] == ["card_drawn"] * 6 + ["card_discarded"] * 6
    assert [e.player for e in log[:6]] == ["Alice"] * 3 + ["Bob"] * 3
    assert len(game.state.player("Alice").hand) == 0
    assert len(game.state.player("Bob").hand) == 1


def test_unbreakable_bond_returns_the_creature_with_a_lifelink_counter() -> None:
    """The Bears come back as a new object (400.7) with a lifelink counter, which gives them
    lifelink (122.1b)."""
    compiled("Unbreakable Bond")
    game = Game(two(alice={"hand": ["Unbreakable Bond"], "mana_pool": "BBBBB",
                           "graveyard": [{"card": "Grizzly Bears", "id": "bears"}]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Unbreakable Bond",
                "targets": ["bears"]})
    pass_all(game)

    bears = game.find_permanent("Grizzly Bears")
    assert bears.counters == {"lifelink": 1}
    assert "Lifelink" in game.keywords("Grizzly Bears")


# -- "Choose one or both —", "Choose two —" (700.2, 700.2d) --------------------------------------
def test_crush_contraband_both_modes_each_with_its_own_target() -> None:
    """Both modes chosen (601.2b): the artifact target first, then the enchantment — the
    modes' printed order — and both are exiled."""
    compiled("Crush Contraband")
    game = Game(two(alice={"hand": ["Crush Contraband"], "mana_pool": "WWWW"},
                    bob={"battlefield": ["Sol Ring", "Oblivion Ring"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Crush Contraband",
                "choices": {"mode": [1, 2]}, "targets": ["Sol Ring", "Oblivion Ring"]})
    pass_all(game)

    assert sorted(c.name for c in game.state.player("Bob").exile) == ["Oblivion Ring", "Sol Ring"]


def test_crush_contraband_one_mode_only() -> None:
    game = Game(two(alice={"hand": ["Crush Contraband"], "mana_pool": "WWWW"},
                    bob={"battlefield": ["Sol Ring", "Oblivion Ring"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Crush Contraband",
                "choices": {"mode": 2}, "targets": ["Oblivion Ring"]})
    pass_all(game)
    assert [c.name for c in game.state.player("Bob").exile] == ["Oblivion Ring"]
    assert "Sol Ring" in [o.name for o in game.state.battlefield]


@pytest.mark.parametrize("mode", [[1, 1], [], [1, 2, 3], [3]])
def test_crush_contraband_refuses_a_mode_twice_none_or_too_many(mode: list[int]) -> None:
    """700.2d: each mode once, one or both of the two; the game is as before."""
    game = Game(two(alice={"hand": ["Crush Contraband"], "mana_pool": "WWWW"},
                    bob={"battlefield": ["Sol Ring", "Oblivion Ring"]}))
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Crush Contraband",
                    "choices": {"mode": mode}, "targets": ["Sol Ring", "Oblivion Ring"]})
    assert [c.name for c in game.state.player("Alice").hand] == ["Crush Contraband"]


def test_cryptic_command_counters_a_spell_and_draws_a_card() -> None:
    """"Choose two —": Alice counters Bob's Giant Growth and draws a card, the modes followed
    in printed order (608.2c)."""
    compiled("Cryptic Command")
    game = Game(two(alice={"hand": ["Cryptic Command"], "mana_pool": "UUUU"},
                    bob={"hand": ["Giant Growth"], "mana_pool": "G",
                         "battlefield": [{"card": "Grizzly Bears", "id": "bears"}]}),
                )
    game.apply({"do": "pass"})  # Alice passes; Bob casts in her main phase
    game.apply({"do": "cast", "player": "Bob", "card": "Giant Growth", "targets": ["bears"]})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Alice", "card": "Cryptic Command",
                "choices": {"mode": [1, 4]}, "targets": ["Giant Growth"]})
    pass_all(game)

    assert one(game, "spell_countered").source == "Giant Growth"
    assert [c.name for c in game.state.player("Alice").hand] == ["Island"]
    assert game.power("bears") == 2


def test_cryptic_command_needs_exactly_two_modes() -> None:
    game = Game(two(alice={"hand": ["Cryptic Command"], "mana_pool": "UUUU"}))
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Cryptic Command",
                    "choices": {"mode": 4}})
    assert refused.value.rule in ("601.2b", "700.2d")


def test_a_two_mode_spell_on_the_stack_survives_a_save() -> None:
    """The board file keeps the chosen modes (a list) of a spell on the stack; the game read
    back resolves both."""
    game = Game(two(alice={"hand": ["Crush Contraband"], "mana_pool": "WWWW"},
                    bob={"battlefield": ["Sol Ring", "Oblivion Ring"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Crush Contraband",
                "choices": {"mode": [1, 2]}, "targets": ["Sol Ring", "Oblivion Ring"]})
    again = Game(game.to_board())
    pass_all(again)
    assert sorted(c.name for c in again.state.player("Bob").exile) == ["Oblivion Ring",
                                                                        "Sol Ring"]


# -- "… can block any number of creatures this turn", "… up to two additional creatures" (509.1a)
def bob_attacks(alice_creature: str, attackers: list[str], spell: str) -> Game:
    """Bob attacks Alice with ``attackers``; Alice, holding ``spell`` and a Plains per mana,
    gets priority in the declare attackers step."""
    game = Game(board(
        player("Alice", hand=[spell], library=library(5),
               battlefield=[{"card": alice_creature, "id": "blocker"},
                            "Plains", "Plains", "Plains"]),
        player("Bob", library=library(5),
               battlefield=[{"card": c, "id": f"a{k}"} for k, c in enumerate(attackers)]),
        active="Bob"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Bob",
                "attackers": {f"a{k}": "Alice" for k in range(len(attackers))}})
    game.apply({"do": "pass"})
    return game


def test_valor_made_real_lets_one_creature_block_every_attacker() -> None:
    compiled("Valor Made Real")
    game = bob_attacks("Wall of Frost", ["Grizzly Bears", "Hill Giant"], "Valor Made Real")
    game.apply({"do": "activate", "player": "Alice", "permanent": "plains-1"})
    game.apply({"do": "cast", "player": "Alice", "card": "Valor Made Real",
                "targets": ["blocker"]})
    pass_all(game)
    assert one(game, "effect_created", rule="509.1a").target is not None
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Alice", "blockers": {"blocker": ["a0", "a1"]}})

    combat = game.state.combat
    assert combat is not None
    assert len(combat.blockers[game.find_permanent("blocker").oid]) == 2


def test_without_valor_made_real_one_creature_blocks_one_attacker() -> None:
    game = bob_attacks("Wall of Frost", ["Grizzly Bears", "Hill Giant"], "Valor Made Real")
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Alice", "blockers": {"blocker": ["a0", "a1"]}})
    assert refused.value.rule == "509.1a"


def test_yare_pumps_a_defending_creature_that_then_blocks_three_attackers() -> None:
    """"Target creature defending player controls": Alice is the defending player (506.2).
    The Wurm gets +3/+0 and can block up to two additional creatures this turn — three in
    all, not four (509.1a)."""
    compiled("Yare")
    game = bob_attacks("Craw Wurm", ["Grizzly Bears", "Hill Giant", "Llanowar Elves",
                                     "Grizzly Bears"], "Yare")
    for k in (1, 2, 3):
        game.apply({"do": "activate", "player": "Alice", "permanent": f"plains-{k}"})
    game.apply({"do": "cast", "player": "Alice", "card": "Yare", "targets": ["blocker"]})
    pass_all(game)
    assert game.power("blocker") == 9
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "block", "player": "Alice",
                    "blockers": {"blocker": ["a0", "a1", "a2", "a3"]}})
    game.apply({"do": "block", "player": "Alice", "blockers": {"blocker": ["a0", "a1", "a2"]}})
    combat = game.state.combat
    assert combat is not None
    assert len(combat.blockers[game.find_permanent("blocker").oid]) == 3


def test_yare_cant_target_the_attackers_creature() -> None:
    game = bob_attacks("Craw Wurm", ["Grizzly Bears"], "Yare")
    for k in (1, 2, 3):
        game.apply({"do": "activate", "player": "Alice", "permanent": f"plains-{k}"})
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Yare", "targets": ["a0"]})


# -- "Creatures can't attack you unless their controller pays {2} for each creature they control
# that's attacking you." (508.1g–i) ---------------------------------------------------------------
def prison(alice_lands: int, policy: str = "none", **bob: Any) -> Game:
    return Game(board(
        player("Alice", library=library(5),
               battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                            {"card": "Hill Giant", "id": "giant"},
                            *[{"card": "Forest", "id": f"forest{k}"} for k in range(alice_lands)]]),
        player("Bob", library=library(5), **{"battlefield": ["Ghostly Prison"], **bob}),
        policy={"attackers": policy}))


def test_ghostly_prison_costs_two_for_each_attacker_paid_with_named_lands() -> None:
    """Two creatures attack Bob: the cost is {4} (508.1g); Alice names four Forests to tap for
    mana as she declares (508.1h) and pays it all (508.1i)."""
    compiled("Ghostly Prison")
    game = prison(4)
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob", "giant": "Bob"},
                "pay": ["forest0", "forest1", "forest2", "forest3"]})

    combat = game.state.combat
    assert combat is not None and len(combat.attackers) == 2
    assert sum(e.amount for e in events(game, "mana_spent")) == 4
    assert all(game.find_permanent(f"forest{k}").tapped for k in range(4))


def test_ghostly_prison_unpaid_the_attack_is_refused_and_nothing_changes() -> None:
    """Three Forests can't pay {4}: no partial payment (508.1i) — the declaration is refused
    and the Forests stay untapped; one attacker for {2} is fine."""
    game = prison(3)
    to_attackers(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"bears": "Bob", "giant": "Bob"},
                    "pay": ["forest0", "forest1", "forest2"]})
    assert refused.value.rule == "508.1i"
    assert not any(game.find_permanent(f"forest{k}").tapped for k in range(3))
    with pytest.raises(IllegalAction) as unnamed:
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    assert unnamed.value.rule == "508.1h"
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"},
                "pay": ["forest0", "forest1"]})
    assert game.state.combat is not None and len(game.state.combat.attackers) == 1


def test_windborn_muse_taxes_only_attacks_on_its_controller() -> None:
    """The cost is for creatures attacking the Muse's controller; declaring no attackers is
    free, and the default policy doesn't attack into a cost it can't pay."""
    compiled("Windborn Muse")
    game = prison(0, policy="next", battlefield=["Windborn Muse"])  # it attacks the next …
    to_attackers(game)
    assert game.pending is not None
    assert game.pending.default == Attack("Alice", {})  # … but not into a cost it can't pay
    with pytest.raises(IllegalAction):  # nothing to pay for
        game.apply({"do": "attack", "player": "Alice", "attackers": {}, "pay": ["Forest"]})
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    assert events(game, "mana_spent") == []


def test_without_a_prison_the_default_policy_attacks_the_next_opponent() -> None:
    game = Game(board(player("Alice", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}]),
                      player("Bob", library=library(5)), policy={"attackers": "next"}))
    to_attackers(game)
    assert game.pending is not None
    assert game.pending.default == Attack("Alice", {"bears": "Bob"})


# -- Convoke (702.51a) ----------------------------------------------------------------------------
def convoke_board(pool: str) -> Game:
    return Game(two(alice={"hand": ["Feral Incarnation", "Giant Growth"], "mana_pool": pool,
                           "battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                                           {"card": "Llanowar Elves", "id": "elves"},
                                           {"card": "Craw Wurm", "id": "wurm"},
                                           {"card": "Hill Giant", "id": "giant",
                                            "tapped": True}]},
                    bob={"battlefield": [{"card": "Grizzly Bears", "id": "bobs"}]}))


def test_feral_incarnation_convoked_by_three_creatures_costs_six_mana() -> None:
    """{8}{G}: the Bears pay the {G} (one mana of their color), the Elves and the Wurm {1}
    each; six green mana pay the rest. The three are tapped (702.51a) and three Beasts come."""
    compiled("Feral Incarnation")
    game = convoke_board("GGGGGG")
    game.apply({"do": "cast", "player": "Alice", "card": "Feral Incarnation",
                "convoke": ["bears", "elves", "wurm"]})
    assert all(game.find_permanent(r).tapped for r in ("bears", "elves", "wurm"))
    assert len(events(game, "tapped", rule="702.51a")) == 3
    assert sum(e.amount for e in events(game, "mana_spent")) == 6
    pass_all(game)
    beasts = [o for o in game.state.permanents("Alice") if o.name.startswith("Beast")]
    assert len(beasts) == 3


@pytest.mark.parametrize("convoke", [["giant"], ["bobs"], ["bears", "bears"]])
def test_convoke_refuses_a_tapped_an_opponents_or_a_twice_named_creature(
        convoke: list[str]) -> None:
    game = convoke_board("GGGGGGGG")
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Feral Incarnation",
                    "convoke": convoke})
    assert refused.value.rule == "702.51a"
    assert not game.find_permanent("bears").tapped
    assert "Feral Incarnation" in [c.name for c in game.state.player("Alice").hand]


def test_convoke_too_few_mana_for_the_rest_is_refused_and_nothing_is_tapped() -> None:
    game = convoke_board("GGGGG")
    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Feral Incarnation",
                    "convoke": ["bears", "elves", "wurm"]})
    assert not any(game.find_permanent(r).tapped for r in ("bears", "elves", "wurm"))


def test_a_spell_without_convoke_cant_be_convoked() -> None:
    game = convoke_board("G")
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                    "targets": ["bears"], "convoke": ["elves"]})
    assert refused.value.rule == "601.2b"
