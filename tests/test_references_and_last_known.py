"""References back to what an ability talked about — "that creature", "it", "its", "that land's
controller" — read from the object as it is, or as it last existed on the battlefield if it has
left (608.2h), a leaves-the-battlefield trigger looking back at the object its event took away
(603.10a). One reference reader serves conditions ("if that creature was a Goblin", "if its
mana value was 4 or less", "if that creature's power is greater than ~'s power") and amounts
("equal to its toughness", "where X is that creature's power")."""

from __future__ import annotations

from helpers import board, counters, events, library, life, pass_all, player, pool_reading, tap

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def _bolt_own(creature: dict[str, object], *more: str | dict[str, object]) -> Game:
    """Alice bolts her own creature (id "it") with South Wind Avatar beside it."""
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=["South Wind Avatar", {"card": "Mountain", "id": "mtn"}, creature,
                            *more]),
        player("Bob", library=library(3))))
    tap(game, "Alice", "mtn")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["it"]})
    pass_all(game)  # the Bolt resolves; the creature dies (704.5g) and the Avatar triggers
    return game


def test_south_wind_avatar_gains_the_toughness_the_dead_creature_last_had() -> None:
    """South Wind Avatar: "Whenever another creature you control dies, you gain life equal to
    its toughness." Grizzly Bears with a +1/+1 counter (a 3/3) is bolted: as the ability
    resolves the Bears are in the graveyard (a new object, 400.7, a 2/2 card), so the ability
    uses the creature as it last existed on the battlefield (603.10a, 608.2h) — 3 life. Gaining
    it triggers the Avatar's other ability: Bob loses 1 life."""
    assert POOL.get("South Wind Avatar").compiled, POOL.explain("South Wind Avatar")
    game = _bolt_own({"card": "Grizzly Bears", "id": "it", "counters": {"+1/+1": 1}})
    assert [e.source for e in events(game, "ability_triggered")] == ["South Wind Avatar"]
    pass_all(game)  # the Avatar's ability resolves
    (gained,) = events(game, "life_changed", player="Alice")
    assert (gained.amount, gained.rule) == (3, "119.3")
    pass_all(game)  # "whenever you gain life": each opponent loses 1
    assert (life(game, "Alice"), life(game, "Bob")) == (23, 19)


def test_the_dead_creature_s_last_toughness_survives_saving_the_stack() -> None:
    """The trigger waits on the stack while the game is saved and loaded: the creature it
    looks back at is saved with it (the board file's ``left``), and it still gains 3."""
    game = _bolt_own({"card": "Grizzly Bears", "id": "it", "counters": {"+1/+1": 1}})
    saved = game.to_board()
    (entry,) = saved["stack"]
    assert (entry["left"]["id"], entry["left"]["counters"]) == ("it", {"+1/+1": 1})
    again = Game(saved)
    pass_all(again)
    (gained,) = events(again, "life_changed", player="Alice")
    assert gained.amount == 3


def test_eagle_of_deliverance_draws_if_that_creature_s_power_is_2_or_less() -> None:
    """Eagle of Deliverance: "put an indestructible counter on another target creature you
    control. Draw a card if that creature's power is 2 or less." — the target's power as the
    ability resolves (608.2c): Grizzly Bears (2) draws; Craw Wurm (6) doesn't."""
    assert POOL.get("Eagle of Deliverance").compiled, POOL.explain("Eagle of Deliverance")
    for creature, draws in (("Grizzly Bears", 1), ("Craw Wurm", 0)):
        game = Game(board(
            player("Alice", hand=["Eagle of Deliverance"], library=library(3),
                   battlefield=[{"card": "Plains", "id": f"p{k}"} for k in range(6)]
                   + [{"card": creature, "id": "it"}]),
            player("Bob", library=library(3))))
        for k in range(6):
            tap(game, "Alice", f"p{k}")
        game.apply({"do": "cast", "player": "Alice", "card": "Eagle of Deliverance"})
        pass_all(game)  # the Eagle enters: its ability targets the only other creature
        pass_all(game)
        assert counters(game, creature, "indestructible") == 1
        assert len(events(game, "card_drawn", player="Alice")) == draws, creature


def _tainted_treats(victim: str) -> Game:
    game = Game(board(
        player("Alice", hand=["Tainted Treats"], library=library(3),
               battlefield=[{"card": "Swamp", "id": "s1"}, {"card": "Swamp", "id": "s2"},
                            {"card": "Forest", "id": "f"}]),
        player("Bob", battlefield=[{"card": victim, "id": "it"}], library=library(3))))
    for land in ("s1", "s2", "f"):
        tap(game, "Alice", land)
    game.apply({"do": "cast", "player": "Alice", "card": "Tainted Treats", "targets": ["it"]})
    pass_all(game)
    return game


def test_tainted_treats_reads_the_destroyed_creature_s_mana_value() -> None:
    """Tainted Treats: "Destroy target artifact or creature. If its mana value was 4 or less,
    create a Food token." The creature is in the graveyard by the time the second sentence is
    followed: its mana value as it last existed (608.2h). Grizzly Bears (2): a Food; Craw Wurm
    (6): none."""
    assert POOL.get("Tainted Treats").compiled, POOL.explain("Tainted Treats")
    game = _tainted_treats("Grizzly Bears")
    assert [o.name for o in game.state.permanents("Alice")
            if "Food" in o.subtypes] == ["Food Token"]
    assert events(game, "zone_changed", how="destroyed")
    game = _tainted_treats("Craw Wurm")
    assert not [o for o in game.state.battlefield if "Food" in o.subtypes]
    assert events(game, "zone_changed", how="destroyed")


def test_icequake_damages_the_controller_of_the_snow_land_it_destroyed() -> None:
    """Icequake: "Destroy target land. If that land was a snow land, Icequake deals 1 damage
    to that land's controller." — the land's supertype and controller as it last existed
    (608.2h): Bob's Snow-Covered Forest costs him 1 life; his Forest, nothing."""
    assert POOL.get("Icequake").compiled, POOL.explain("Icequake")
    for land, lost in (("Snow-Covered Forest", 1), ("Forest", 0)):
        game = Game(board(
            player("Alice", hand=["Icequake"], library=library(3),
                   battlefield=[{"card": "Swamp", "id": f"s{k}"} for k in range(3)]),
            player("Bob", battlefield=[{"card": land, "id": "it"}], library=library(3)),
            step="precombat_main"))
        for k in range(3):
            tap(game, "Alice", f"s{k}")
        game.apply({"do": "cast", "player": "Alice", "card": "Icequake", "targets": ["it"]})
        pass_all(game)
        assert [e.to_zone for e in events(game, "zone_changed", how="destroyed")] == [
            "graveyard"]
        dealt = events(game, "damage_dealt", source="Icequake")
        assert [(e.target, e.amount) for e in dealt] == ([("Bob", 1)] if lost else [])
        assert life(game, "Bob") == 20 - lost


def _royal_guard(creature: str) -> Game:
    game = Game(board(
        player("Alice", hand=["Wakandan Royal Guard"], library=library(3),
               battlefield=[{"card": "Forest", "id": f"f{k}"} for k in range(5)]
               + [{"card": creature, "id": "it"}]),
        player("Bob", library=library(3))))
    for k in range(5):
        tap(game, "Alice", f"f{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Wakandan Royal Guard"})
    pass_all(game)
    return game


def test_wakandan_royal_guard_puts_two_counters_on_another_hero_instead() -> None:
    """Wakandan Royal Guard (a Human Soldier Hero): "put a +1/+1 counter on target creature.
    If that creature is another Hero, put two +1/+1 counters on it instead." (608.2c): a Guard
    already there gets two; Grizzly Bears one; the Guard itself, a Hero but not another one,
    one."""
    assert POOL.get("Wakandan Royal Guard").compiled, POOL.explain("Wakandan Royal Guard")
    game = _royal_guard("Wakandan Royal Guard")
    game.apply({"do": "choose", "player": "Alice", "targets": ["it"]})
    pass_all(game)
    assert sorted(o.counters.get("+1/+1", 0) for o in game.state.battlefield
                  if o.name == "Wakandan Royal Guard") == [0, 2]
    game = _royal_guard("Grizzly Bears")
    game.apply({"do": "choose", "player": "Alice", "targets": ["it"]})
    pass_all(game)
    assert counters(game, "Grizzly Bears") == 1
    game = _royal_guard("Grizzly Bears")
    guard = next(o for o in game.state.battlefield if o.name == "Wakandan Royal Guard")
    game.apply({"do": "choose", "player": "Alice", "targets": [guard.handle]})
    pass_all(game)
    assert counters(game, "Wakandan Royal Guard") == 1


def test_yorvo_compares_that_creature_s_power_with_its_own() -> None:
    """Yorvo (four +1/+1 counters, a 4/4): "Whenever another green creature you control
    enters, put a +1/+1 counter on Yorvo. Then if that creature's power is greater than Yorvo's
    power, put another +1/+1 counter on Yorvo." Craw Wurm (6) enters: Yorvo becomes 5/5, the
    Wurm is still greater, so one more — 6 counters. Llanowar Elves (1): just one."""
    assert POOL.get("Yorvo, Lord of Garenbrig").compiled
    for creature, cost, expected in (("Craw Wurm", 6, 6), ("Llanowar Elves", 1, 5)):
        game = Game(board(
            player("Alice", hand=[creature], library=library(3),
                   battlefield=[{"card": "Yorvo, Lord of Garenbrig", "counters": {"+1/+1": 4}}]
                   + [{"card": "Forest", "id": f"f{k}"} for k in range(cost)]),
            player("Bob", library=library(3))))
        for k in range(cost):
            tap(game, "Alice", f"f{k}")
        game.apply({"do": "cast", "player": "Alice", "card": creature})
        pass_all(game)  # the creature enters; Yorvo's ability triggers
        pass_all(game)
        assert counters(game, "Yorvo, Lord of Garenbrig") == expected, creature


def test_hamletback_goliath_x_is_that_creature_s_power() -> None:
    """Hamletback Goliath: "you may put X +1/+1 counters on ~, where X is that creature's
    power" — the power of the creature that entered, as the ability resolves (608.2h)."""
    assert POOL.get("Hamletback Goliath").compiled, POOL.explain("Hamletback Goliath")
    game = Game(board(
        player("Alice", hand=["Craw Wurm"], library=library(3),
               battlefield=["Hamletback Goliath"]
               + [{"card": "Forest", "id": f"f{k}"} for k in range(6)]),
        player("Bob", library=library(3))))
    for k in range(6):
        tap(game, "Alice", f"f{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Craw Wurm"})
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert counters(game, "Hamletback Goliath") == 6


def test_ugluk_counts_two_for_a_goblin_as_it_last_existed() -> None:
    """Uglúk of the White Hand: "Whenever another creature you control dies, put a +1/+1
    counter on Uglúk. If that creature was a Goblin or Orc, put two +1/+1 counters on Uglúk
    instead." The creature is looked at as it last existed on the battlefield (603.10a):
    Goblin Chainwhirler gives two, Grizzly Bears one."""
    assert POOL.get("Uglúk of the White Hand").compiled
    for creature, expected in (("Goblin Chainwhirler", 2), ("Grizzly Bears", 1)):
        game = Game(board(
            player("Alice", hand=["Lightning Bolt"], library=library(3),
                   battlefield=["Uglúk of the White Hand", {"card": "Mountain", "id": "mtn"},
                                {"card": creature, "id": "it"}]),
            player("Bob", library=library(3))))
        tap(game, "Alice", "mtn")
        game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                    "targets": ["it"]})
        pass_all(game)  # the creature dies; Uglúk's ability triggers
        pass_all(game)
        assert counters(game, "Uglúk of the White Hand") == expected, creature


def test_fool_s_demise_returns_the_card_the_creature_became() -> None:
    """Fool's Demise on Bob's Grizzly Bears: "When enchanted creature dies, return that card to
    the battlefield under your control." The ability finds the card the Bears became in Bob's
    graveyard (400.7e) and puts it onto the battlefield under Alice's control; the Aura, put
    into the graveyard as a state-based action (704.5m), returns to Alice's hand."""
    assert POOL.get("Fool's Demise").compiled, POOL.explain("Fool's Demise")
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=[{"card": "Mountain", "id": "mtn"},
                            {"card": "Fool's Demise", "attached_to": "bears"}]),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               library=library(3))))
    tap(game, "Alice", "mtn")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["bears"]})
    pass_all(game)  # the Bears die; the Aura follows; both abilities trigger (603.3b)
    assert game.pending is not None and game.pending.kind == "order"
    game.apply({"do": "choose", "player": "Alice", "order": ["0", "1"]})
    pass_all(game)
    pass_all(game)
    assert [o.name for o in game.state.permanents("Alice") if o.is_creature] == [
        "Grizzly Bears"]
    assert [c.name for c in game.state.player("Alice").hand] == ["Fool's Demise"]
    assert game.state.player("Bob").graveyard == []


def test_an_instruction_that_acts_on_a_permanent_that_died_is_refused() -> None:
    """"Whenever another creature you control dies, tap it." — the creature is gone (400.7):
    the sentence is refused naming it, never read as tapping the ability's own source."""
    from explorer.oracle import compile_card

    result = compile_card({
        "name": "Test Tapper", "mana_cost": "{2}{B}", "cmc": 3, "type_line": "Creature — Zombie",
        "oracle_text": "Whenever another creature you control dies, tap it.", "power": "1",
        "toughness": "1", "colors": ["B"], "keywords": []})
    assert result.card is None
    assert result.refused == "Whenever another creature you control dies, tap it."


def test_yip_yip_gives_flying_only_to_an_ally() -> None:
    """Yip Yip!: "Target creature you control gets +2/+2 until end of turn. If that creature is
    an Ally, it also gains flying until end of turn." — Hada Freeblade (a Human Soldier Ally)
    becomes a 2/3 flier; Grizzly Bears only gets +2/+2."""
    from explorer.rules import keywords

    assert POOL.get("Yip Yip!").compiled, POOL.explain("Yip Yip!")
    for creature, flies in (("Hada Freeblade", True), ("Grizzly Bears", False)):
        game = Game(board(
            player("Alice", hand=["Yip Yip!"], library=library(3),
                   battlefield=[{"card": "Plains", "id": "p"}, {"card": creature, "id": "it"}]),
            player("Bob", library=library(3))))
        tap(game, "Alice", "p")
        game.apply({"do": "cast", "player": "Alice", "card": "Yip Yip!", "targets": ["it"]})
        pass_all(game)
        obj = next(o for o in game.state.battlefield if o.name == creature)
        assert keywords.has(game, obj, "Flying") is flies, creature
        assert game.power("it") == (2 if creature == "Hada Freeblade" else 4)


def test_kami_s_flare_also_damages_that_permanent_s_controller_if_you_control_a_modified_creature(
) -> None:
    """Kami's Flare: 3 damage to target creature, and "also deals 2 damage to that permanent's
    controller if you control a modified creature" (700.9): with Alice's Grizzly Bears carrying
    a +1/+1 counter, Bob takes 2; without it, nothing."""
    assert POOL.get("Kami's Flare").compiled, POOL.explain("Kami's Flare")
    for modified, lost in ((True, 2), (False, 0)):
        bears: dict[str, object] = {"card": "Grizzly Bears"}
        if modified:
            bears["counters"] = {"+1/+1": 1}
        game = Game(board(
            player("Alice", hand=["Kami's Flare"], library=library(3),
                   battlefield=[{"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"},
                                bears]),
            player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"}], library=library(3))))
        tap(game, "Alice", "m1")
        tap(game, "Alice", "m2")
        game.apply({"do": "cast", "player": "Alice", "card": "Kami's Flare", "targets": ["wurm"]})
        pass_all(game)
        assert life(game, "Bob") == 20 - lost


def test_greater_good_draws_the_sacrificed_creature_s_power() -> None:
    """Greater Good: "Sacrifice a creature: Draw cards equal to the sacrificed creature's
    power, then discard three cards." The creature is sacrificed as the cost is paid (602.2);
    as the ability resolves, its power as it last existed is used (608.2h) — Craw Wurm with a
    +1/+1 counter: seven cards, then three discarded."""
    assert POOL.get("Greater Good").compiled, POOL.explain("Greater Good")
    game = Game(board(
        player("Alice", library=library(10), hand=["Forest"],
               battlefield=["Greater Good", {"card": "Craw Wurm", "id": "wurm",
                                             "counters": {"+1/+1": 1}}]),
        player("Bob", library=library(3))))
    good = next(o for o in game.state.battlefield if o.name == "Greater Good")
    game.apply({"do": "activate", "player": "Alice", "permanent": good.handle,
                "sacrifice": "wurm"})
    assert events(game, "zone_changed", how="sacrificed")
    pass_all(game)
    assert len(events(game, "card_drawn", player="Alice")) == 7
    assert game.pending is not None and game.pending.kind == "discard"
    hand = [c.handle for c in game.state.player("Alice").hand]
    game.apply({"do": "choose", "player": "Alice", "targets": hand[:3]})
    assert len(events(game, "card_discarded", player="Alice")) == 3
    assert len(game.state.player("Alice").hand) == 1 + 7 - 3


def test_sacrifice_x_lands_then_for_each_land_sacrificed_this_way() -> None:
    """"Sacrifice X lands. For each land sacrificed this way, draw a card." with X = 2 (107.3):
    Alice chooses two of her three Forests; the count is of what was sacrificed (608.2h)."""
    pool = pool_reading({"name": "Probe Lithoforming", "mana_cost": "{X}{R}", "cmc": 1,
                         "type_line": "Sorcery", "oracle_text": "Sacrifice X lands. For each "
                         "land sacrificed this way, draw a card."})
    game = Game(board(
        player("Alice", hand=["Probe Lithoforming"], library=library(5),
               battlefield=[{"card": "Mountain", "id": f"m{k}"} for k in range(3)]
               + [{"card": "Forest", "id": f"f{k}"} for k in range(3)]),
        player("Bob", library=library(3))), cards=pool)
    for k in range(3):
        tap(game, "Alice", f"m{k}")
    game.apply({"do": "cast", "player": "Alice", "card": "Probe Lithoforming", "x": 2})
    pass_all(game)
    while game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "choose", "player": "Alice", "option": game.pending.options[-1]})
    assert len(events(game, "zone_changed", how="sacrificed")) == 2
    assert len(events(game, "card_drawn", player="Alice")) == 2


def test_a_dead_creature_s_counters_as_it_last_existed() -> None:
    """"Whenever a creature you control dies, if it had a +1/+1 counter on it, put a +1/+1
    counter on target creature for each +1/+1 counter on it." — the counters of the creature
    that died, as it last existed (603.10a), not of the ability's source: Grizzly Bears with two
    counters gives Craw Wurm two; plain Bears trigger nothing (603.4)."""
    pool = pool_reading({"name": "Probe Mourner", "mana_cost": "{2}{G}", "cmc": 3,
                         "type_line": "Creature — Elf", "power": "1", "toughness": "1",
                         "oracle_text": "Whenever another creature you control dies, if it had "
                         "a +1/+1 counter on it, put a +1/+1 counter on target creature for "
                         "each +1/+1 counter on it."})
    for on_bears, expected in ((2, 2), (0, 0)):
        bears: dict[str, object] = {"card": "Grizzly Bears", "id": "it"}
        if on_bears:
            bears["counters"] = {"+1/+1": on_bears}
        game = Game(board(
            player("Alice", hand=["Lightning Bolt", "Lightning Bolt"], library=library(3),
                   battlefield=["Probe Mourner", {"card": "Mountain", "id": "m1"},
                                {"card": "Mountain", "id": "m2"}, bears,
                                {"card": "Craw Wurm", "id": "wurm"}]),
            player("Bob", library=library(3))), cards=pool)
        for k in range(1, 3 if on_bears else 2):
            tap(game, "Alice", f"m{k}")
            game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                        "targets": ["it"]})
            pass_all(game)
        if on_bears:
            game.apply({"do": "choose", "player": "Alice", "targets": ["wurm"]})
            pass_all(game)
        assert counters(game, "Craw Wurm") == expected
        assert counters(game, "Probe Mourner") == 0


def test_when_this_creature_dies_return_it_under_its_owner_s_control() -> None:
    """"When this creature dies, return it to the battlefield under its owner's control." —
    Alice controls Bob's creature; it dies and the card it became in Bob's graveyard (400.7e)
    returns under Bob's control."""
    pool = pool_reading({"name": "Probe Revenant", "mana_cost": "{2}{B}", "cmc": 3,
                         "type_line": "Creature — Spirit", "power": "2", "toughness": "2",
                         "oracle_text": "When this creature dies, return it to the battlefield "
                         "under its owner's control."})
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=[{"card": "Mountain", "id": "mtn"},
                            {"card": "Probe Revenant", "id": "rev", "owner": "Bob"}]),
        player("Bob", library=library(3))), cards=pool)
    tap(game, "Alice", "mtn")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["rev"]})
    pass_all(game)
    pass_all(game)
    assert [o.name for o in game.state.permanents("Bob")] == ["Probe Revenant"]


def test_return_that_card_under_its_owner_s_control_with_a_counter() -> None:
    """"Whenever a nontoken creature you control dies, return that card to the battlefield
    under its owner's control with a +1/+1 counter on it." (Valkyrie's Call's first
    sentence): the card Grizzly Bears became in the graveyard (400.7e) comes back a new object,
    entering with the counter (614.1c)."""
    pool = pool_reading({"name": "Probe Call", "mana_cost": "{3}{W}{W}", "cmc": 5,
                         "type_line": "Enchantment",
                         "oracle_text": "Whenever a nontoken creature you control dies, return "
                         "that card to the battlefield under its owner's control with a +1/+1 "
                         "counter on it."})
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=["Probe Call", {"card": "Mountain", "id": "mtn"},
                            {"card": "Grizzly Bears", "id": "it"}]),
        player("Bob", library=library(3))), cards=pool)
    tap(game, "Alice", "mtn")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["it"]})
    pass_all(game)
    pass_all(game)
    assert counters(game, "Grizzly Bears") == 1
    assert game.state.player("Alice").graveyard[-1].name == "Lightning Bolt"
