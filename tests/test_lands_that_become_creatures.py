"""Lands that become creatures until end of turn, read from their Oracle text: "{1}{U}: Faerie
Conclave becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land."
(611.2a: a resolved ability's effect; 205.1b: it keeps being a land; layers 4–7b, 613)."""

from __future__ import annotations

import json

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def conclave_game(**alice: object) -> Game:
    zones = {"battlefield": [{"card": "Faerie Conclave", "id": "conclave"}], "mana_pool": "UC",
             "library": library(3), **alice}
    return Game(board(player("Alice", **zones),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3))))


def animate(game: Game, ref: str = "conclave", **extra: object) -> None:
    game.apply({"do": "activate", "player": "Alice", "permanent": ref, "ability": 1, **extra})
    pass_all(game)


def test_faerie_conclave_becomes_a_flying_faerie_and_is_still_a_land() -> None:
    assert POOL.get("Faerie Conclave").compiled
    game = conclave_game()
    animate(game)

    conclave = game.permanent("conclave")
    assert conclave.is_creature and conclave.is_type("Land")
    assert (game.power("conclave"), game.toughness("conclave")) == (2, 1)
    assert conclave.colors == ("U",) and "Faerie" in conclave.subtypes
    assert "Flying" in game.keywords("conclave")
    made = one(game, "effect_created", rule="613.4b")
    assert made.target == "conclave" and "2/1 blue Faerie creature" in str(made.rider)


def test_it_still_taps_for_mana() -> None:
    """205.1b: it keeps its land abilities — "{T}: Add {U}." still works."""
    game = conclave_game()
    animate(game)
    game.apply({"do": "activate", "player": "Alice", "permanent": "conclave", "ability": 0})

    assert game.mana_pool("Alice")["U"] == 1


def test_it_stops_being_a_creature_in_the_cleanup_step() -> None:
    """514.2: "until end of turn" effects end as the cleanup step begins."""
    game = conclave_game()
    animate(game)
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})  # it could attack
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})

    conclave = game.permanent("conclave")
    assert not conclave.is_creature and conclave.colors == ()
    assert one(game, "effect_ended", target="conclave").rule == "514.2"


def test_a_land_played_this_turn_cant_attack_once_animated() -> None:
    """302.6: it has been under Alice's control only since this turn began — summoning sick
    as a creature (it has no haste)."""
    game = conclave_game(battlefield=[{"card": "Faerie Conclave", "id": "conclave",
                                       "sick": True}])
    animate(game)
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:  # from the main phase, on to attacking
        game.apply({"do": "attack", "player": "Alice", "attackers": {"conclave": "Bob"}})

    assert refused.value.rule.startswith("302.6")
    assert snapshot(game) == before


def test_the_animated_land_attacks_in_the_air() -> None:
    """The animated 2/1 flier attacks: Bob's Bears can't block it (702.9b); Bob takes 2."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Faerie Conclave", "id": "conclave"}],
               mana_pool="UC", library=library(3)),
        player("Bob", battlefield=["Grizzly Bears"], library=library(3))))
    animate(game)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"conclave": "Bob"}})
    with pytest.raises(IllegalAction):  # flying (702.9b): Bob has no legal block at all
        game.apply({"do": "block", "player": "Bob", "blockers": {"Grizzly Bears": "conclave"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

    assert game.state.player("Bob").life == 18


@pytest.mark.parametrize("x", [1, 4])
def test_lair_of_the_hydra_becomes_an_x_x_hydra(x: int) -> None:
    """"{X}{G}: Until end of turn, Lair of the Hydra becomes an X/X green Hydra creature." """
    assert POOL.get("Lair of the Hydra").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Lair of the Hydra", "id": "lair"}],
                             mana_pool="G" + "C" * x, library=library(3)), player("Bob")))
    animate(game, "lair", x=x)

    assert (game.power("lair"), game.toughness("lair")) == (x, x)
    assert game.permanent("lair").colors == ("G",)


def test_lair_of_the_hydra_refuses_x_of_zero() -> None:
    """"X can't be 0." — announcing 0 is refused (601.2b), and nothing is paid."""
    game = Game(board(player("Alice", battlefield=[{"card": "Lair of the Hydra", "id": "lair"}],
                             mana_pool="G", library=library(3)), player("Bob")))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "lair", "ability": 1,
                    "x": 0})

    assert refused.value.rule == "601.2b"
    assert snapshot(game) == before


@pytest.mark.parametrize(("cards", "legal"), [(6, False), (7, True)])
def test_nantuko_monastery_needs_threshold(cards: int, legal: bool) -> None:
    """"Threshold — {G}{W}: … becomes a 4/4 green and white Insect Monk creature with first
    strike until end of turn. It's still a land. Activate only if seven or more cards are in
    your graveyard." (602.5b)"""
    assert POOL.get("Nantuko Monastery").compiled
    game = Game(board(player("Alice", battlefield=[{"card": "Nantuko Monastery", "id": "mon"}],
                             mana_pool="GW", graveyard=["Island"] * cards, library=library(3)),
                      player("Bob")))
    action = {"do": "activate", "player": "Alice", "permanent": "mon", "ability": 1}
    if not legal:
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule == "602.5b"
        return
    game.apply(action)
    pass_all(game)

    monk = game.permanent("mon")
    assert (game.power("mon"), game.toughness("mon")) == (4, 4)
    assert set(monk.colors) == {"G", "W"} and {"Insect", "Monk"} <= set(monk.subtypes)
    assert "First strike" in game.keywords("mon")


def test_an_animated_land_is_saved_and_loaded() -> None:
    game = conclave_game()
    animate(game)

    saved = json.loads(json.dumps(game.to_board()))
    entry = next(p for p in saved["players"][0]["battlefield"] if p.get("id") == "conclave")
    assert entry["becomes"]["power"] == 2 and entry["becomes"]["keywords"] == ["Flying"]
    again = Game(saved)
    assert again.permanent("conclave").is_creature
    assert "Flying" in again.keywords("conclave")
    assert again.to_board() == saved
    assert events(again, "effect_created") == []


def test_lethal_damage_destroys_the_animated_land() -> None:
    """As a 2/1 creature, 3 damage is lethal (704.5g): the land goes to its owner's graveyard."""
    game = conclave_game(mana_pool="UCR", hand=["Lightning Bolt"])
    animate(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["conclave"]})
    pass_all(game)

    assert [c.name for c in game.state.player("Alice").graveyard] == ["Lightning Bolt",
                                                                     "Faerie Conclave"]


def test_a_saved_becomes_with_an_unknown_keyword_is_refused_by_field() -> None:
    from explorer.errors import BoardError
    raw = board(player("Alice", battlefield=[{"card": "Faerie Conclave", "id": "conclave",
                                              "becomes": {"power": 2, "toughness": 1,
                                                          "keywords": ["Flyng"]}}]),
                player("Bob"))

    with pytest.raises(BoardError) as refused:
        Game(raw)

    assert "becomes.keywords" in str(refused.value) and "Flyng" in str(refused.value)
