"""Ordinary real cards read from their Oracle text, each test a ruling: board, actions, the
events and the state that follow.

Pestermite: "When Pestermite enters, you may tap or untap target permanent." — the target is
chosen as the trigger is put on the stack (603.3d); whether to do it, and which of the two, as it
resolves (608.2d).

Kor Firewalker: "Whenever a player casts a red spell, you may gain 1 life." — it triggers on
the casting (601.2i), whoever casts it, and only for a red spell.

Netcaster Spider: "Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets
+2/+0 until end of turn." — it triggers as the block is declared (509.3a), only on a flyer.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, library, life, player, pool_reading, to_attackers

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.events import EventKind as K
from explorer.game import Game
from explorer.rules import layers

POOL = default_pool()


def pestermite_resolving(forest_tapped: bool) -> Game:
    game = Game(board(player("Alice", library=library(5)),
                      player("Bob", battlefield=[{"card": "Forest", "id": "forest",
                                                  "tapped": forest_tapped}],
                             library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Pestermite", "zone": "battlefield"})
    game.apply({"do": "choose", "player": "Alice", "targets": ["forest"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # both pass: the trigger resolves (608.1)
    assert game.pending is not None and game.pending.kind == "option"  # "you may"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert game.pending is not None and game.pending.kind == "option"
    assert game.pending.rule == "608.2d"
    return game


def forest(game: Game) -> bool:
    return game.find_permanent("forest").tapped


def test_pestermite_untaps_a_tapped_land() -> None:
    assert POOL.get("Pestermite").compiled
    game = pestermite_resolving(forest_tapped=True)
    assert game.pending is not None and game.pending.options[0] == "untap"  # the default
    game.apply({"do": "choose", "player": "Alice", "option": "untap"})
    assert not forest(game)
    assert game.log[-1].kind == K.UNTAPPED and game.log[-1].rule == "701.26b"


def test_pestermite_taps_an_opponents_untapped_land() -> None:
    game = pestermite_resolving(forest_tapped=False)
    game.apply({"do": "choose", "player": "Alice", "option": "tap"})
    assert forest(game)
    assert game.log[-1].kind == K.TAPPED and game.log[-1].rule == "701.26a"


def test_choosing_untap_for_an_untapped_permanent_does_nothing() -> None:
    # Untapping an untapped permanent is no event at all (701.26b).
    game = pestermite_resolving(forest_tapped=False)
    before = len(game.log)
    game.apply({"do": "choose", "player": "Alice", "option": "untap"})
    assert not forest(game)
    assert not any(e.kind in (K.TAPPED, K.UNTAPPED) for e in game.log[before:])


def bolt_cast_by(caster: str, spell: str = "Lightning Bolt") -> Game:
    others = [p for p in ("Alice", "Bob") if p != caster]
    game = Game(board(player("Alice", battlefield=[{"card": "Kor Firewalker", "id": "walker"},
                                                   {"card": "Mountain", "id": "a-mountain"}],
                             hand=[spell], library=library(5)),
                      player("Bob", battlefield=[{"card": "Mountain", "id": "b-mountain"}],
                             hand=[spell], library=library(5)),
                      active=caster))
    game.apply({"do": "activate", "player": caster, "permanent": f"{caster[0].lower()}-mountain"})
    game.apply({"do": "cast", "player": caster, "card": spell, "targets": others})
    return game


def test_kor_firewalker_gains_life_when_an_opponent_casts_a_red_spell() -> None:
    assert POOL.get("Kor Firewalker").compiled
    game = bolt_cast_by("Bob")
    triggered = [e for e in game.log if e.kind == K.ABILITY_TRIGGERED]
    assert [(e.source, e.rule) for e in triggered] == [("Kor Firewalker", "603.2")]
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # the trigger, on top of the Bolt, resolves first (405.5)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert life(game, "Alice") == 21


def test_kor_firewalker_triggers_on_its_controllers_own_red_spell_too() -> None:
    # "a player": any player, its controller included.
    game = bolt_cast_by("Alice")
    assert any(e.kind == K.ABILITY_TRIGGERED and e.source == "Kor Firewalker" for e in game.log)


def test_kor_firewalker_ignores_a_green_spell() -> None:
    game = Game(board(player("Alice", battlefield=["Kor Firewalker", {"card": "Grizzly Bears",
                                                                       "id": "bears"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Forest", "id": "forest"}],
                             hand=["Giant Growth"], library=library(5)), active="Bob"))
    game.apply({"do": "activate", "player": "Bob", "permanent": "forest"})
    game.apply({"do": "cast", "player": "Bob", "card": "Giant Growth", "targets": ["bears"]})
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log)


def spider_blocks(attacker: str) -> tuple[Game, Any]:
    game = Game(board(player("Alice", battlefield=[{"card": attacker, "id": "attacker"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Netcaster Spider", "id": "spider"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"attacker": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"spider": "attacker"}})
    return game, game.find_permanent("spider")


def test_netcaster_spider_gets_plus_two_when_it_blocks_a_flyer() -> None:
    assert POOL.get("Netcaster Spider").compiled
    game, spider = spider_blocks("Birds of Paradise")
    assert any(e.kind == K.ABILITY_TRIGGERED and e.source == "Netcaster Spider" for e in game.log)
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert layers.power(game, spider) == 4 and layers.toughness(game, spider) == 3


def test_netcaster_spider_blocking_a_ground_creature_does_not_trigger() -> None:
    game, spider = spider_blocks("Grizzly Bears")
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log)
    assert layers.power(game, spider) == 2


def mountains(n: int) -> list[dict[str, str]]:
    return [{"card": "Mountain", "id": f"mountain-{i}"} for i in range(1, n + 1)]


def cast_with_mountains(spell: str, n: int, hand: list[str]) -> Game:
    game = Game(board(player("Alice", battlefield=mountains(n), hand=[spell, *hand],
                             library=library(5)),
                      player("Bob", library=library(5))))
    for i in range(1, n + 1):
        game.apply({"do": "activate", "player": "Alice", "permanent": f"mountain-{i}"})
    game.apply({"do": "cast", "player": "Alice", "card": spell})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # it resolves (608.2)
    return game


def test_inner_fire_adds_red_for_each_card_left_in_hand() -> None:
    # "Add {R} for each card in your hand." — counted as it resolves (608.2h): Inner Fire itself
    # is on the stack by then, so three cards stay in hand and it adds {R}{R}{R} (106.4).
    assert POOL.get("Inner Fire").compiled
    game = cast_with_mountains("Inner Fire", 4, ["Forest", "Forest", "Island"])
    added = [e for e in game.log if e.kind == K.MANA_ADDED and e.source == "Inner Fire"]
    assert [(e.amount, e.rule) for e in added] == [(3, "106.4")]
    assert [u.type for u in game.state.player("Alice").mana_pool] == ["R", "R", "R"]


def test_brasss_bounty_creates_a_treasure_for_each_land() -> None:
    assert POOL.get("Brass's Bounty").compiled
    game = cast_with_mountains("Brass's Bounty", 7, [])
    treasures = [o for o in game.state.permanents("Alice") if o.name == "Treasure Token"]
    assert len(treasures) == 7
    assert {e.rule for e in game.log if e.kind == K.TOKEN_CREATED} == {"111.1"}


def revel_upkeep(treasures: int) -> Game:
    alice = player("Alice", battlefield=["Revel in Riches", *(["Treasure Token"] * treasures)],
                   library=library(5))
    game = Game(board(alice, player("Bob", library=library(5)), player("Cat", library=library(5)),
                      step="untap", turn=2))
    game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
    return game


def test_revel_in_riches_wins_the_game_with_ten_treasures_at_upkeep() -> None:
    # 104.2b: an effect may say a player wins; the game ends at once (104.1), with two
    # opponents still in it.
    assert POOL.get("Revel in Riches").compiled
    game = revel_upkeep(10)
    assert game.state.game_over and game.state.winner == "Alice"
    over = [e for e in game.log if e.kind == K.GAME_OVER]
    assert [(e.player, e.rule) for e in over] == [("Alice", "104.2b")]


def test_revel_in_riches_with_nine_treasures_does_not_trigger() -> None:
    # An intervening "if" (603.4): false as the upkeep begins, so it never triggers.
    game = revel_upkeep(9)
    assert not game.state.game_over
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log)


def test_revel_in_riches_makes_a_treasure_when_an_opponents_creature_dies() -> None:
    game = Game(board(player("Alice", battlefield=["Revel in Riches"], library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5))))
    game.apply({"do": "deal_damage", "source": "a test", "target": "bears", "amount": 2})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert [o.name for o in game.state.permanents("Alice")] == ["Revel in Riches",
                                                                "Treasure Token"]


def test_fog_bank_blocks_and_no_combat_damage_is_dealt_either_way() -> None:
    # "Prevent all combat damage that would be dealt to and dealt by Fog Bank." (615.1): the
    # Bears' 2 damage to it and its own 0 (no event: 120.8) — neither is dealt.
    assert POOL.get("Fog Bank").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Fog Bank", "id": "fog"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"fog": "bears"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    prevented = [e for e in game.log if e.kind == K.DAMAGE_PREVENTED]
    assert [(e.source, e.target, e.amount, e.rule) for e in prevented] == [
        ("Grizzly Bears", "fog", 2, "615.1")]
    assert not any(e.kind == K.DAMAGE_DEALT for e in game.log)
    assert game.find_permanent("fog").damage == 0


def test_fog_bank_still_takes_damage_that_is_not_combat_damage() -> None:
    game = Game(board(player("Alice", library=library(5)),
                      player("Bob", battlefield=[{"card": "Fog Bank", "id": "fog"}],
                             library=library(5))))
    game.apply({"do": "deal_damage", "source": "a test", "target": "fog", "amount": 1})
    assert game.find_permanent("fog").damage == 1


def test_cremate_exiles_a_card_from_an_opponents_graveyard_and_draws() -> None:
    # "Exile target card from a graveyard." — any card, any graveyard (115.1: a card in a
    # graveyard can be a target only when the text says so).
    assert POOL.get("Cremate").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Swamp", "id": "swamp"}],
                             hand=["Cremate"], library=library(5)),
                      player("Bob", graveyard=["Lightning Bolt"], library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "swamp"})
    game.apply({"do": "cast", "player": "Alice", "card": "Cremate",
                "targets": ["lightning-bolt-1"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    bob = game.state.player("Bob")
    assert not bob.graveyard and [c.name for c in bob.exile] == ["Lightning Bolt"]
    assert len(game.state.player("Alice").hand) == 1


def test_recollect_returns_any_card_from_your_own_graveyard_only() -> None:
    assert POOL.get("Recollect").compiled
    game = Game(board(player("Alice", battlefield=["Forest", "Forest", "Forest"],
                             hand=["Recollect"], graveyard=["Lightning Bolt"],
                             library=library(5)),
                      player("Bob", graveyard=["Giant Growth"], library=library(5))))
    casts = [a for a in game.legal_actions() if getattr(a, "card", None) == "recollect-1"]
    assert [a.targets for a in casts] == [("lightning-bolt-1",)]  # not Bob's Giant Growth


def test_nekrataal_destroys_and_no_regeneration_shield_saves_it() -> None:
    # "That creature can't be regenerated." (701.19c)
    assert POOL.get("Nekrataal").compiled
    game = Game(board(player("Alice", library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5))))
    game.find_permanent("bears").regeneration_shields = 1
    game.apply({"do": "put", "player": "Alice", "card": "Nekrataal", "zone": "battlefield"})
    game.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert [c.name for c in game.state.player("Bob").graveyard] == ["Grizzly Bears"]


def hymn(seed: int) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Swamp", "id": "s1"},
                                                   {"card": "Swamp", "id": "s2"}],
                             hand=["Hymn to Tourach"], library=library(5)),
                      player("Bob", hand=["Lightning Bolt", "Giant Growth", "Forest", "Island",
                                          "Grizzly Bears"], library=library(5))), seed=seed)
    game.apply({"do": "activate", "player": "Alice", "permanent": "s1"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "s2"})
    game.apply({"do": "cast", "player": "Alice", "card": "Hymn to Tourach", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    return game


def discarded(game: Game) -> list[str]:
    return [e.source for e in game.log if e.kind == K.CARD_DISCARDED and e.rule == "701.9b"]


def test_hymn_to_tourach_discards_two_cards_at_random_without_asking_anyone() -> None:
    # 701.9b: a random discard — no decision, the cards drawn from the game's seeded generator,
    # so the same seed replays the same discards.
    assert POOL.get("Hymn to Tourach").compiled
    game = hymn(seed=1)
    assert game.pending is not None and game.pending.kind == "priority"
    assert len(discarded(game)) == 2 and len(game.state.player("Bob").hand) == 3
    assert discarded(hymn(seed=1)) == discarded(game)
    assert len({tuple(discarded(hymn(seed=s))) for s in range(8)}) > 1


def test_gaseous_form_the_enchanted_creature_deals_no_combat_damage() -> None:
    assert POOL.get("Gaseous Form").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Gaseous Form", "id": "form",
                                                    "attached_to": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    prevented = [e for e in game.log if e.kind == K.DAMAGE_PREVENTED]
    assert [(e.source, e.target, e.amount, e.rule) for e in prevented] == [
        ("Grizzly Bears", "Bob", 2, "615.1")]
    assert life(game, "Bob") == 20


def test_blightning_deals_three_and_that_player_discards_two() -> None:
    assert POOL.get("Blightning").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Swamp", "id": "s"},
                                                   {"card": "Mountain", "id": "m"},
                                                   {"card": "Forest", "id": "f"}],
                             hand=["Blightning"], library=library(5)),
                      player("Bob", hand=["Lightning Bolt", "Giant Growth", "Forest"],
                             library=library(5))))
    for land in ("s", "m", "f"):
        game.apply({"do": "activate", "player": "Alice", "permanent": land})
    game.apply({"do": "cast", "player": "Alice", "card": "Blightning", "targets": ["Bob"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert game.pending is not None and game.pending.kind == "discard"
    assert game.pending.player == "Bob"  # he chooses (701.9b)
    game.apply({"do": "choose", "player": "Bob", "targets": ["Forest", "Giant Growth"]})
    assert life(game, "Bob") == 17
    assert [c.name for c in game.state.player("Bob").hand] == ["Lightning Bolt"]


def leafkin(others: int) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Leafkin Druid", "id": "druid"},
                                                   *(["Grizzly Bears"] * others)],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "druid"})
    return game


def test_leafkin_druid_adds_two_green_with_four_creatures() -> None:
    # "If you control four or more creatures, add {G}{G} instead." — checked as the mana
    # ability resolves (605.3b): the Druid itself is one of the four.
    assert POOL.get("Leafkin Druid").compiled
    pool = [u.type for u in leafkin(3).state.player("Alice").mana_pool]
    assert pool == ["G", "G"]


def test_leafkin_druid_adds_one_green_with_fewer_creatures() -> None:
    game = leafkin(2)
    assert [u.type for u in game.state.player("Alice").mana_pool] == ["G"]
    added = [e for e in game.log if e.kind == K.MANA_ADDED]
    assert [(e.source, e.rule) for e in added] == [("Leafkin Druid", "106.4")]


def test_lotus_field_sacrifices_two_lands_and_may_sacrifice_itself() -> None:
    # "When this land enters, sacrifice two lands." — any two lands its controller controls,
    # Lotus Field among them (701.21a), chosen as the ability resolves.
    assert POOL.get("Lotus Field").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Forest", "id": "f1"},
                                                   {"card": "Forest", "id": "f2"}],
                             hand=["Lotus Field"], library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Lotus Field"})
    assert game.find_permanent("lotus-field-1").tapped  # "This land enters tapped."
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert game.pending is not None and "one of the 2 lands" in game.pending.prompt
    assert set(game.pending.options) == {"f1", "f2", "lotus-field-1"}
    game.apply({"do": "choose", "player": "Alice", "option": "lotus-field-1"})
    game.apply({"do": "choose", "player": "Alice", "option": "f1"})
    assert [o.handle for o in game.state.permanents("Alice")] == ["f2"]
    assert sorted(c.name for c in game.state.player("Alice").graveyard) == ["Forest",
                                                                            "Lotus Field"]


def mine_draw_step(tapped: bool) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": "Howling Mine", "tapped": tapped}],
                             library=library(5)),
                      player("Bob", library=library(5)), step="untap", turn=2, active="Bob"))
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    return game


def test_howling_mine_gives_the_active_player_an_additional_card() -> None:
    # Each player's draw step: the turn's draw (504.1), then the Mine's trigger — Bob's turn,
    # Bob draws (the Mine's controller is Alice; "that player" is the active player).
    assert POOL.get("Howling Mine").compiled
    game = mine_draw_step(tapped=False)
    draws = [(e.player, e.rule) for e in game.log if e.kind == K.CARD_DRAWN]
    assert draws == [("Bob", "504.1"), ("Bob", "121.1")]


def test_a_tapped_howling_mine_does_nothing() -> None:
    # The intervening "if" (603.4): Alice's tapped Mine doesn't untap in Bob's untap step
    # (502.3 untaps the active player's permanents), so it never triggers.
    game = mine_draw_step(tapped=True)
    assert [e.player for e in game.log if e.kind == K.CARD_DRAWN] == ["Bob"]
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log)


def test_bottomless_pit_makes_the_player_whose_upkeep_it_is_discard_at_random() -> None:
    # "that player" at the beginning of each player's upkeep: the active player (Bob here, not
    # the Pit's controller), discarding at random (701.9b).
    assert POOL.get("Bottomless Pit").compiled
    game = Game(board(player("Alice", battlefield=["Bottomless Pit"], hand=["Forest"],
                             library=library(5)),
                      player("Bob", hand=["Island", "Lightning Bolt"], library=library(5)),
                      step="untap", turn=2, active="Bob"))
    game.apply({"do": "pass_until", "turn": 2, "step": "draw"})
    assert [e.player for e in game.log if e.kind == K.CARD_DISCARDED] == ["Bob"]
    assert len(game.state.player("Alice").hand) == 1


def test_nightmare_is_as_big_as_the_swamps_its_controller_controls() -> None:
    # A characteristic-defining ability (604.3), applied in layer 7a (613.4a) whenever it is
    # looked at: three Swamps, a 3/3; a fourth, a 4/4.
    assert POOL.get("Nightmare").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Nightmare", "id": "nightmare"},
                                                   "Swamp", "Swamp", "Swamp"],
                             hand=["Swamp"], library=library(5)),
                      player("Bob", battlefield=["Swamp"], library=library(5))))
    nightmare = game.find_permanent("nightmare")
    assert (layers.power(game, nightmare), layers.toughness(game, nightmare)) == (3, 3)
    game.apply({"do": "play_land", "player": "Alice", "card": "Swamp"})
    assert layers.power(game, nightmare) == 4  # Bob's Swamp never counts: "you control"


def test_crusader_of_odric_with_no_other_creature_is_a_1_1_and_dies_at_zero() -> None:
    # It counts itself; when the count drops to 0 toughness it is put into its owner's
    # graveyard as a state-based action (704.5f).
    assert POOL.get("Crusader of Odric").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Crusader of Odric", "id": "c"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    assert layers.toughness(game, game.find_permanent("c")) == 2
    game.apply({"do": "deal_damage", "source": "a test", "target": "c", "amount": 1})
    game.apply({"do": "pass"})  # state-based actions are checked before priority (704.3)
    assert game.find_permanent("c").damage == 1  # 2 toughness: it survives
    game.apply({"do": "deal_damage", "source": "a test", "target": "bears", "amount": 2})
    assert [c.name for c in game.state.player("Alice").graveyard] == ["Grizzly Bears",
                                                                      "Crusader of Odric"]


def test_rabid_wolverines_triggers_once_for_each_blocker() -> None:
    # "becomes blocked by a creature": once for each creature blocking it (509.3d).
    assert POOL.get("Rabid Wolverines").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Rabid Wolverines", "id": "w"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"w": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "w", "b2": "w"}})
    triggered = [e for e in game.log if e.kind == K.ABILITY_TRIGGERED]
    assert len(triggered) == 2
    for _ in range(4):
        game.apply({"do": "pass"})
    assert layers.power(game, game.find_permanent("w")) == 6


def test_hada_freeblade_grows_when_it_or_another_ally_enters() -> None:
    assert POOL.get("Hada Freeblade").compiled
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Hada Freeblade", "zone": "battlefield"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    blade = game.find_permanent("hada-freeblade-1")
    assert blade.counters == {"+1/+1": 1}
    # Grizzly Bears is no Ally: nothing triggers.
    before = len(game.log)
    game.apply({"do": "put", "player": "Alice", "card": "Grizzly Bears", "zone": "battlefield"})
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log[before:])


def test_during_your_turn_first_strike_is_there_only_on_its_controllers_turn() -> None:
    # "During your turn, ~ has first strike." — as long as it's its controller's turn (611.3a).
    from explorer.rules.keywords import has_first_strike

    pool = pool_reading(
        {"name": "Turn Knight",
         "mana_cost": "{1}{R}",
         "type_line": "Creature — Knight",
         "power": "2",
         "toughness": "2",
         "colors": ["R"],
         "keywords": [],
         "oracle_text": "During your turn, Turn Knight has first strike."})
    for active, expected in (("Alice", True), ("Bob", False)):
        raw = board(player("Alice", battlefield=[{"card": "Turn Knight", "id": "k"}],
                           library=library(5)), player("Bob", library=library(5)),
                    active=active)
        game = Game(raw, cards=pool)
        assert has_first_strike(game, game.find_permanent("k")) is expected


def test_damning_verdict_spares_creatures_with_counters() -> None:
    assert POOL.get("Damning Verdict").compiled
    game = Game(board(player("Alice", battlefield=[*(["Plains"] * 4),
                                                   {"card": "Grizzly Bears", "id": "plain"},
                                                   {"card": "Grizzly Bears", "id": "grown",
                                                    "counters": {"+1/+1": 1}}],
                             hand=["Damning Verdict"], library=library(5)),
                      player("Bob", library=library(5))))
    for land in [o.handle for o in game.state.permanents("Alice") if o.name == "Plains"]:
        game.apply({"do": "activate", "player": "Alice", "permanent": land})
    game.apply({"do": "cast", "player": "Alice", "card": "Damning Verdict"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    names = [o.handle for o in game.state.permanents("Alice") if o.is_creature]
    assert names == ["grown"]


def test_daring_archaeologist_grows_on_a_historic_spell_only() -> None:
    # 700.6: artifacts, legendaries and Sagas are historic — Sol Ring is; Grizzly Bears isn't.
    assert POOL.get("Daring Archaeologist").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Daring Archaeologist", "id": "d"},
                                                   {"card": "Forest", "id": "f1"},
                                                   {"card": "Forest", "id": "f2"}],
                             hand=["Sol Ring", "Grizzly Bears"], library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "f1"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sol Ring"})
    assert [e.source for e in game.log if e.kind == K.ABILITY_TRIGGERED] == [
        "Daring Archaeologist"]
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # the trigger resolves: a counter
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # Sol Ring resolves
    assert game.find_permanent("d").counters == {"+1/+1": 1}
    game.apply({"do": "activate", "player": "Alice", "permanent": "f2"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "sol-ring-1"})
    before = len(game.log)
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log[before:])


def test_skip_your_draw_step_and_an_ability_word_ending_in_an_exclamation_mark() -> None:
    # "Skip your draw step." (614.10): the step never begins, so nothing is drawn in it. An
    # ability word (207.2c) like "Exterminate!" has no rules meaning and is read past.
    pool = pool_reading(
        {"name": "Test Sage",
         "mana_cost": "{2}",
         "type_line": "Artifact",
         "colors": [],
         "keywords": [],
         "oracle_text": "Skip your draw step.\nExterminate! — When Test Sage enters, you gain "
                         "1 life."})
    raw = board(player("Alice", battlefield=["Test Sage"], library=library(5)),
                player("Bob", library=library(5)), step="untap", turn=3)
    game = Game(raw, cards=pool)
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    assert not any(e.kind == K.CARD_DRAWN for e in game.log)
    assert [e.rule for e in game.log if e.kind == K.STEP_SKIPPED] == ["614.10"]


def test_a_trigger_on_a_creature_of_a_kind_attacking_you() -> None:
    pool = pool_reading(
        {"name": "Test Watch",
         "mana_cost": "{2}",
         "type_line": "Enchantment",
         "colors": [],
         "keywords": [],
         "oracle_text": "Whenever a creature with flying attacks you, you gain 2 life."})
    raw = board(player("Alice", battlefield=[{"card": "Birds of Paradise", "id": "birds"},
                                             {"card": "Grizzly Bears", "id": "bears"}],
                       library=library(5)),
                player("Bob", battlefield=["Test Watch"], library=library(5)))
    game = Game(raw, cards=pool)
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"birds": "Bob", "bears": "Bob"}})
    assert len([e for e in game.log if e.kind == K.ABILITY_TRIGGERED]) == 1  # the Birds only


def test_stalking_tiger_cant_be_blocked_by_two_creatures() -> None:
    assert POOL.get("Stalking Tiger").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Stalking Tiger", "id": "tiger"}],
                             library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"tiger": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    before = len(game.log)
    with pytest.raises(IllegalAction) as no:
        game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "tiger", "b2": "tiger"}})
    assert no.value.rule == "509.1b" and "more than one creature" in str(no.value)
    assert len(game.log) == before
    game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "tiger"}})
    assert game.state.combat is not None and len(game.state.combat.blockers) == 1


def test_demonic_tutor_puts_the_chosen_card_into_hand() -> None:
    assert POOL.get("Demonic Tutor").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Swamp", "id": "s1"},
                                                   {"card": "Swamp", "id": "s2"}],
                             hand=["Demonic Tutor"],
                             library=["Island", "Lightning Bolt", "Island"]),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "s1"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "s2"})
    game.apply({"do": "cast", "player": "Alice", "card": "Demonic Tutor"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert game.pending is not None and game.pending.player == "Alice"
    assert "lightning-bolt" in " ".join(game.pending.options)  # any card may be found
    bolt = next(o for o in game.pending.options if o.startswith("lightning-bolt"))
    game.apply({"do": "choose", "player": "Alice", "option": bolt})
    assert [c.name for c in game.state.player("Alice").hand] == ["Lightning Bolt"]
    assert len(game.state.player("Alice").library) == 2


def test_blood_tithe_gains_what_the_opponents_lost() -> None:
    assert POOL.get("Blood Tithe").compiled
    game = Game(board(player("Alice", battlefield=["Swamp"] * 4, hand=["Blood Tithe"],
                             library=library(5)),
                      player("Bob", library=library(5)), player("Cat", library=library(5))))
    for land in [o.handle for o in game.state.permanents("Alice")]:
        game.apply({"do": "activate", "player": "Alice", "permanent": land})
    game.apply({"do": "cast", "player": "Alice", "card": "Blood Tithe"})
    for _ in range(3):
        game.apply({"do": "pass"})
    assert (life(game, "Alice"), life(game, "Bob"), life(game, "Cat")) == (26, 17, 17)


def test_sudden_shock_split_second_leaves_only_mana_abilities() -> None:
    # 702.61a: while it is on the stack, Bob can't cast Giant Growth to save his Bears — but he
    # may still activate a mana ability.
    assert POOL.get("Sudden Shock").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Mountain", "id": "m1"},
                                                   {"card": "Mountain", "id": "m2"}],
                             hand=["Sudden Shock"], library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                 {"card": "Forest", "id": "forest"}],
                             hand=["Giant Growth"], library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "m1"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "m2"})
    game.apply({"do": "cast", "player": "Alice", "card": "Sudden Shock", "targets": ["bears"]})
    game.apply({"do": "pass"})  # Bob has priority
    game.apply({"do": "activate", "player": "Bob", "permanent": "forest"})  # a mana ability
    with pytest.raises(IllegalAction) as no:
        game.apply({"do": "cast", "player": "Bob", "card": "Giant Growth", "targets": ["bears"]})
    assert no.value.rule == "702.61a" and "Sudden Shock" in str(no.value)
    assert not any(a.__class__.__name__ == "Cast" for a in game.legal_actions())
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})  # Bob acted (a mana ability): all pass again (117.4)
    assert [c.name for c in game.state.player("Bob").graveyard] == ["Grizzly Bears"]


def test_a_bonus_as_long_as_it_is_attacking() -> None:
    # "~ gets +2/+0 as long as it's attacking." (611.3a): from its declaration as an attacker
    # (506.4) to the end of combat, when it stops being one.
    pool = pool_reading(
        {"name": "Test Charger",
         "mana_cost": "{R}",
         "type_line": "Creature — Boar",
         "power": "1",
         "toughness": "1",
         "colors": ["R"],
         "keywords": [],
         "oracle_text": "Test Charger gets +2/+0 as long as it's attacking."})
    raw = board(player("Alice", battlefield=[{"card": "Test Charger", "id": "c"}],
                       library=library(5)), player("Bob", library=library(5)))
    game = Game(raw, cards=pool)
    charger = game.find_permanent("c")
    assert layers.power(game, charger) == 1
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"c": "Bob"}})
    assert layers.power(game, charger) == 3
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})
    assert life(game, "Bob") == 17 and layers.power(game, charger) == 1


def test_hero_of_bladeholds_soldiers_enter_attacking_without_attacking() -> None:
    # 508.4: the tokens are put onto the battlefield tapped and attacking the player the Hero
    # attacks; they were never declared as attackers, so no attack trigger sees them.
    assert POOL.get("Hero of Bladehold").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Hero of Bladehold", "id": "hero"}],
                             library=library(5)),
                      player("Bob", library=library(5)), player("Cat", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"hero": "Cat"}})
    assert game.pending is not None and game.pending.rule == "603.3b"  # two triggers to order
    game.apply({"do": "default"})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    entered = [e for e in game.log if e.kind == K.ENTERED_ATTACKING]
    assert [(e.target, e.rule) for e in entered] == [("Cat", "508.4"), ("Cat", "508.4")]
    assert len([e for e in game.log if e.kind == K.ATTACK_DECLARED]) == 1
    soldiers = [o for o in game.state.permanents("Alice") if o.name == "Soldier Token"]
    assert len(soldiers) == 2 and all(o.tapped for o in soldiers)
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    assert life(game, "Cat") <= 15 and life(game, "Bob") == 20  # 3 + 1 + 1, or more


def test_gaining_control_for_good_and_the_controller_of_what_is_destroyed() -> None:
    # "Gain control of target creature." lasts as long as the game (611.2a); "Destroy target
    # creature. Its controller gains 3 life." — whoever controlled it as it was destroyed.
    pool = pool_reading(
        {"name": "Test Theft",
         "type_line": "Sorcery",
         "oracle_text": "Gain control of target creature."},
        {"name": "Test Mercy",
         "type_line": "Instant",
         "oracle_text": "Destroy target creature. Its controller gains 3 life."})
    raw = board(player("Alice", hand=["Test Theft", "Test Mercy"], library=library(5)),
                player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                           {"card": "Llanowar Elves", "id": "elves"}],
                       library=library(5)))
    game = Game(raw, cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Theft", "targets": ["bears"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert game.find_permanent("bears").controller == "Alice"
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})  # past the cleanup (514.2)
    assert game.find_permanent("bears").controller == "Alice"
    game.apply({"do": "pass"})  # Bob, the active player, passes: Alice may act
    game.apply({"do": "cast", "player": "Alice", "card": "Test Mercy", "targets": ["elves"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert life(game, "Bob") == 23 and life(game, "Alice") == 20


def test_draw_cards_equal_to_the_number_of_creatures_you_control() -> None:
    pool = pool_reading(
        {"name": "Test Census",
         "type_line": "Sorcery",
         "oracle_text": "Draw cards equal to the number of creatures you control."})
    raw = board(player("Alice", hand=["Test Census"], battlefield=["Grizzly Bears"] * 3,
                       library=library(5)), player("Bob", library=library(5)))
    game = Game(raw, cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Census"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert len(game.state.player("Alice").hand) == 3


def test_lions_eye_diamond_any_time_with_priority() -> None:
    # "Activate only as an instant." — any time its controller has priority (602.5d, 117.1b):
    # here in the opponent's upkeep. Its costs: the whole hand discarded, itself sacrificed.
    assert POOL.get("Lion's Eye Diamond").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Lion's Eye Diamond", "id": "led"}],
                             hand=["Forest", "Island"], library=library(5)),
                      player("Bob", library=library(5)), step="upkeep", active="Bob"))
    game.apply({"do": "pass"})  # Bob passes: Alice has priority in his upkeep
    game.apply({"do": "activate", "player": "Alice", "permanent": "led", "mana": "B"})
    alice = game.state.player("Alice")
    assert [u.type for u in alice.mana_pool] == ["B", "B", "B"]
    assert not alice.hand and sorted(c.name for c in alice.graveyard) == [
        "Forest", "Island", "Lion's Eye Diamond"]


def test_another_creature_entering_or_dying_and_a_keyword_while_it_has_counters() -> None:
    # "Whenever another creature you control enters or dies" — one ability, two trigger events
    # (603.2); "As long as ~ has three or more +1/+1 counters on it, it has trample." (611.3a).
    from explorer.rules.keywords import has

    pool = pool_reading(
        {"name": "Test Warden",
         "type_line": "Creature — Elf",
         "power": "1",
         "toughness": "1",
         "oracle_text": "Whenever another creature you control enters or dies, put a +1/+1 "
                         "counter on Test Warden.\nAs long as Test Warden has three or more "
                         "+1/+1 counters on it, it has trample."})
    raw = board(player("Alice", battlefield=[{"card": "Test Warden", "id": "w",
                                              "counters": {"+1/+1": 1}}],
                       library=library(5)),
                player("Bob", battlefield=["Grizzly Bears"], library=library(5)))
    game = Game(raw, cards=pool)
    warden = game.find_permanent("w")
    game.apply({"do": "put", "player": "Alice", "card": "Grizzly Bears", "zone": "battlefield"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert warden.counters == {"+1/+1": 2} and not has(game, warden, "Trample")
    bears = next(o for o in game.state.permanents("Alice") if o.name == "Grizzly Bears")
    game.apply({"do": "deal_damage", "source": "a test", "target": bears.handle, "amount": 2})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert warden.counters == {"+1/+1": 3} and has(game, warden, "Trample")
    # Bob's creature is not Alice's: nothing triggers when it dies.
    before = len(game.log)
    game.apply({"do": "deal_damage", "source": "a test", "target": "grizzly-bears-1",
                "amount": 2})
    assert not any(e.kind == K.ABILITY_TRIGGERED for e in game.log[before:])


def test_cant_be_blocked_except_by_two_or_more_creatures() -> None:
    pool = pool_reading(
        {"name": "Test Brute",
         "type_line": "Creature — Ogre",
         "power": "3",
         "toughness": "3",
         "oracle_text": "Test Brute can't be blocked except by two or more creatures."})
    raw = board(player("Alice", battlefield=[{"card": "Test Brute", "id": "brute"}],
                       library=library(5)),
                player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                           {"card": "Grizzly Bears", "id": "b2"}],
                       library=library(5)))
    game = Game(raw, cards=pool)
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {"brute": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    with pytest.raises(IllegalAction) as no:
        game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "brute"}})
    assert no.value.rule == "509.1b"
    game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "brute", "b2": "brute"}})
    assert game.state.combat is not None and len(game.state.combat.blockers) == 2


def test_high_tide_makes_every_island_tapped_this_turn_add_one_more() -> None:
    # "Until end of turn, whenever a player taps an Island for mana, that player adds an
    # additional {U}." — a delayed triggered mana ability (603.7b, 605.1b) that resolves at once
    # (605.4a), for any player's Island, and ends with the turn (514.2).
    assert POOL.get("High Tide").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Island", "id": "i1"},
                                                   {"card": "Island", "id": "i2"}],
                             hand=["High Tide"], library=library(5)),
                      player("Bob", battlefield=[{"card": "Island", "id": "b1"}],
                             library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "i1"})
    game.apply({"do": "cast", "player": "Alice", "card": "High Tide"})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    game.apply({"do": "activate", "player": "Alice", "permanent": "i2"})
    assert [u.type for u in game.state.player("Alice").mana_pool] == ["U", "U"]
    assert [e.rule for e in game.log if e.kind == K.ABILITY_TRIGGERED] == ["605.1b"]
    game.apply({"do": "pass"})  # Bob has priority: his Island too
    game.apply({"do": "activate", "player": "Bob", "permanent": "b1"})
    assert [u.type for u in game.state.player("Bob").mana_pool] == ["U", "U"]


def test_vapor_snag_bounces_and_the_creatures_controller_loses_a_life() -> None:
    assert POOL.get("Vapor Snag").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Island", "id": "i"}],
                             hand=["Vapor Snag"], library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "i"})
    game.apply({"do": "cast", "player": "Alice", "card": "Vapor Snag", "targets": ["bears"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    assert [c.name for c in game.state.player("Bob").hand] == ["Grizzly Bears"]
    assert life(game, "Bob") == 19


def test_millikin_mills_a_card_to_add_colorless_and_needs_one_to_mill() -> None:
    # "{T}, Mill a card: Add {C}." — a cost (701.17a) that can't be paid from an empty library.
    assert POOL.get("Millikin").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Millikin", "id": "m"}],
                             library=["Island"]),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "m"})
    alice = game.state.player("Alice")
    assert [u.type for u in alice.mana_pool] == ["C"] and [c.name for c in alice.graveyard] == [
        "Island"]
    empty = Game(board(player("Alice", battlefield=[{"card": "Millikin", "id": "m"}]),
                       player("Bob", library=library(5))))
    with pytest.raises(IllegalAction) as no:
        empty.apply({"do": "activate", "player": "Alice", "permanent": "m"})
    assert no.value.rule == "701.17b"


def test_axebane_guardian_adds_one_mana_for_each_defender_in_any_colors() -> None:
    assert POOL.get("Axebane Guardian").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Axebane Guardian", "id": "a"},
                                                   "Fog Bank", "Grizzly Bears"],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "a", "mana": "WU"})
    assert [u.type for u in game.state.player("Alice").mana_pool] == ["W", "U"]


def test_corpsejack_menace_doubles_counters_on_its_controllers_creatures() -> None:
    assert POOL.get("Corpsejack Menace").compiled
    game = Game(board(player("Alice", battlefield=["Corpsejack Menace"], library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "put", "player": "Alice", "card": "Spike Feeder", "zone": "battlefield"})
    feeder = next(o for o in game.state.permanents("Alice") if o.name == "Spike Feeder")
    assert feeder.counters == {"+1/+1": 4}


def test_wurmcoil_engine_leaves_two_different_wurms() -> None:
    # Both tokens are named "Phyrexian Wurm Token" (111.4) yet differ: one has deathtouch, the
    # other lifelink — and each keeps its own.
    assert POOL.get("Wurmcoil Engine").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Wurmcoil Engine", "id": "w"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "deal_damage", "source": "a test", "target": "w", "amount": 6})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    wurms = [o for o in game.state.permanents("Alice") if o.name.startswith("Phyrexian Wurm")]
    assert sorted(k for o in wurms for k in o.card.keywords) == ["Deathtouch", "Lifelink"]
    assert all((o.card.power, o.card.toughness) == ("3", "3") for o in wurms)
