"""More of the one shape of continuous effects (611.2, 611.3): a subtype list that begins the
sentence, "+N/+N for each … and has [keyword]" (layers 7c and 6), and "until end of turn and
can attack this turn as though it didn't have defender" (609.4). Test cards printing shapes real
cards print (Valley Floodcaller, Mace of the Valiant, Walking Wall)."""

from __future__ import annotations

import pytest
from helpers import board, library, one, pass_all, player, pool_reading

from explorer.errors import BoardError, IllegalAction
from explorer.game import Game

POOL = pool_reading(
    {"name": "Test Flood Call", "type_line": "Instant", "mana_cost": "{U}",
     "oracle_text": "Birds, Frogs, Otters, and Rats you control get +1/+1 until end of turn."},
    {"name": "Test Mace", "type_line": "Artifact — Equipment", "mana_cost": "{2}",
     "keywords": ["Equip"],
     "oracle_text": "Equipped creature gets +1/+1 for each charge counter on this Equipment "
                    "and has vigilance.\nEquip {3}"},
    {"name": "Test Lone Rider", "type_line": "Creature — Human Knight", "mana_cost": "{1}",
     "power": "2", "toughness": "2",
     "oracle_text": "Whenever this creature attacks alone, it can't be blocked this combat."},
    {"name": "Test Walking Wall", "type_line": "Artifact Creature — Wall", "mana_cost": "{4}",
     "power": "0", "toughness": "6", "keywords": ["Defender"],
     "oracle_text": "Defender\n{3}: This creature gets +3/-1 until end of turn and can attack "
                    "this turn as though it didn't have defender."})


def two(alice: dict[str, object]) -> Game:
    return Game(board(player("Alice", library=library(3), **alice),
                      player("Bob", library=library(3))), cards=POOL)


def test_a_list_of_subtypes_beginning_the_sentence() -> None:
    """611.2c: the Birds Alice controls as it resolves get +1/+1; her Bears aren't listed."""
    g = two({"battlefield": [{"card": "Birds of Paradise", "id": "birds"},
                             {"card": "Grizzly Bears", "id": "bears"}],
             "hand": ["Test Flood Call"], "mana_pool": "U"})
    g.apply({"do": "cast", "player": "Alice", "card": "Test Flood Call"})
    pass_all(g)

    assert (g.power("birds"), g.toughness("birds")) == (1, 2)
    assert (g.power("bears"), g.toughness("bears")) == (2, 2)


def test_for_each_charge_counter_and_has_vigilance() -> None:
    """613.4c and 613.1f: two charge counters on the Equipment — the Bears are 4/4 with
    vigilance, and attacking doesn't tap them (702.20b)."""
    g = two({"battlefield": [{"card": "Grizzly Bears", "id": "bears"},
                             {"card": "Test Mace", "id": "mace", "attached_to": "bears",
                              "counters": {"charge": 2}}]})

    assert (g.power("bears"), g.toughness("bears")) == (4, 4)
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    assert not g.permanent("bears").tapped


def test_the_wall_attacks_only_after_its_ability_resolves() -> None:
    """609.4: only what the effect says is as though — it still has defender (702.3b), but may
    attack this turn; it is 3/5 until end of turn."""
    g = two({"battlefield": [{"card": "Test Walking Wall", "id": "wall"}], "mana_pool": "CCC"})
    g.apply({"do": "activate", "player": "Alice", "permanent": "wall"})
    pass_all(g)

    assert (g.power("wall"), g.toughness("wall")) == (3, 5)
    assert one(g, "effect_created", rule="609.4").target == "wall"
    assert "Defender" in g.keywords("wall")
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {"wall": "Bob"}})


def test_without_it_the_wall_cant_attack() -> None:
    g = two({"battlefield": [{"card": "Test Walking Wall", "id": "wall"}]})
    with pytest.raises(IllegalAction) as refused:
        g.apply({"do": "attack", "player": "Alice", "attackers": {"wall": "Bob"}})
    assert refused.value.rule.startswith("702.3")


@pytest.mark.parametrize(("attackers", "triggers"), [(["rider"], 1), (["rider", "bears"], 0)])
def test_this_creature_attacks_alone(attackers: list[str], triggers: int) -> None:
    """506.5: "Whenever this creature attacks alone" (Ma Chao's shape) — only when it is the
    one creature declared as an attacker."""
    g = two({"battlefield": [{"card": "Test Lone Rider", "id": "rider"},
                             {"card": "Grizzly Bears", "id": "bears"}]})
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": dict.fromkeys(attackers, "Bob")})

    assert len([e for e in g.log if e.event == "ability_triggered"]) == triggers


def test_until_your_next_turn_lasts_through_the_opponents_turn() -> None:
    """611.2a: "… gets +2/+2 and gains hexproof until your next turn." — through Alice's
    cleanup step and Bob's turn (his Bolt can't target the Bears, 702.11b), ending as Alice's
    next turn begins. A board file can't keep it yet (saving is refused, not dropped)."""
    pool = pool_reading({"name": "Test Ward Next", "type_line": "Instant", "mana_cost": "{G}",
                         "oracle_text": "Target creature you control gets +2/+2 and gains "
                                        "hexproof until your next turn."})
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                          hand=["Test Ward Next"], mana_pool="G", library=library(5)),
                   player("Bob", hand=["Lightning Bolt"], battlefield=[
                       {"card": "Mountain", "id": "mountain"}], library=library(5))),
             cards=pool)
    g.apply({"do": "cast", "player": "Alice", "card": "Test Ward Next", "targets": ["bears"]})
    pass_all(g)
    with pytest.raises(BoardError):
        g.to_board()
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": {}})
    g.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})

    assert (g.power("bears"), g.toughness("bears")) == (4, 4)
    g.apply({"do": "activate", "player": "Bob", "permanent": "mountain"})
    with pytest.raises(IllegalAction):
        g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["bears"]})
    g.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    assert (g.power("bears"), g.toughness("bears")) == (2, 2)
    assert "Hexproof" not in g.keywords("bears")
    assert any(e.rule == "611.2a" for e in g.log if e.event == "effect_ended")
