"""Shadow (702.28b) and the Equipment keywords that make a creature to carry them — living
weapon (702.92a), For Mirrodin! (702.163a), job select (702.182a): "When this Equipment enters,
create a [token], then attach this Equipment to it.\""""

from __future__ import annotations

from helpers import board, library, one, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def attack_with(game: Game, attacker: str, defender: str, turn: int) -> None:
    """Pass to ``turn``'s declaration of attackers (nobody attacking before) and attack."""
    while True:
        game.apply({"do": "pass_until", "turn": turn, "step": "declare_attackers"})
        if game.state.turn == turn:
            break
        game.apply({"do": "attack", "player": game.state.active, "attackers": {}})
    game.apply({"do": "attack", "player": game.state.active, "attackers": {attacker: defender}})


def test_a_shadow_creature_cant_be_blocked_by_one_without() -> None:
    """Soltari Foot Soldier attacks; Bob's Grizzly Bears can't block it: he isn't even asked,
    and it deals its damage."""
    game = Game(board(player("Alice", battlefield=["Soltari Foot Soldier"], library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    attack_with(game, "Soltari Foot Soldier", "Bob", 1)
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert game.state.player("Bob").life == 19


def test_a_shadow_creature_cant_block_one_without() -> None:
    """Bob's Bears attack Alice; her Soltari Foot Soldier can't block them (702.28b), the
    block is refused naming the rule and the game is unchanged."""
    game = Game(board(player("Alice", battlefield=["Soltari Foot Soldier", "Grizzly Bears"],
                             library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5)),
                      active="Bob"))
    bears = [o for o in game.state.battlefield if o.controller == "Bob"][0].handle
    attack_with(game, bears, "Alice", 1)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    assert game.pending is not None and game.pending.kind == "blockers"
    before = len(game.log)
    try:
        game.apply({"do": "block", "player": "Alice",
                    "blockers": {"Soltari Foot Soldier": bears}})
    except IllegalAction as refused:
        assert "702.28b" in str(refused)
    else:
        raise AssertionError("a creature with shadow blocked one without")
    assert len(game.log) == before


def test_flayer_husk_enters_on_a_germ() -> None:
    """Living weapon: the 0/0 Germ gets +1/+1 from the Husk attached to it as the ability
    resolves, so it survives the state-based check (704.5f) as a 1/1."""
    game = Game(board(player("Alice", hand=["Flayer Husk"], mana_pool="C", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Flayer Husk"})
    pass_all(game)  # the Husk resolves; living weapon triggers
    pass_all(game)  # the Germ, then the Husk on it
    germ = game.find_permanent("Phyrexian Germ Token")
    assert one(game, "attached").target == germ.handle
    assert (game.power(germ.handle), game.toughness(germ.handle)) == (1, 1)
    assert default_pool().explain("Flayer Husk").count("702.92a") >= 1


def test_for_mirrodin_makes_a_rebel_and_job_select_a_hero() -> None:
    pool = pool_reading(
        {"name": "Rebel Blade", "mana_cost": "{2}", "type_line": "Artifact — Equipment",
         "oracle_text": "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel "
                        "creature token, then attach this Equipment to it.)\nEquipped creature "
                        "gets +1/+0.\nEquip {1}", "keywords": ["For Mirrodin!", "Equip"],
         "colors": []},
        {"name": "Hero Blade", "mana_cost": "{2}", "type_line": "Artifact — Equipment",
         "oracle_text": "Job select (When this Equipment enters, create a 1/1 colorless Hero "
                        "creature token, then attach this Equipment to it.)\nEquipped creature "
                        "gets +1/+0.\nEquip {1}", "keywords": ["Job select", "Equip"],
         "colors": []})
    game = Game(board(player("Alice", hand=["Rebel Blade", "Hero Blade"], mana_pool="CCCC",
                             library=library(5)),
                      player("Bob", library=library(5))), cards=pool)
    for blade in ("Rebel Blade", "Hero Blade"):
        game.apply({"do": "cast", "player": "Alice", "card": blade})
        pass_all(game)
        pass_all(game)
    rebel, hero = game.find_permanent("Rebel Token"), game.find_permanent("Hero Token")
    assert (game.power(rebel.handle), game.toughness(rebel.handle)) == (3, 2)
    assert (game.power(hero.handle), game.toughness(hero.handle)) == (2, 1)
