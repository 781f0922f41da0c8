"""Layer 2 (613.1b): who controls a permanent, read from the cards' text.

Fealty to the Realm — "The monarch controls enchanted creature." (a static ability: as the crown
moves, control moves; with no monarch it does nothing) and "Enchanted creature attacks each
combat if able and can't attack you." (508.1d, 508.1c); Control Magic — "You control enchanted
creature."; Garland, Royal Kidnapper — "Whenever an opponent becomes the monarch, gain control of
target creature that player controls for as long as they're the monarch." (611.2b) and
"Creatures you control but don't own get +2/+2 and can't be sacrificed." Each test is a ruling
or a sentence of the cards."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player, snapshot
from monarch_helpers import put
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()
FEALTY = "Fealty to the Realm"
GARLAND = "Garland, Royal Kidnapper"
THORN = "Thorn of the Black Rose"  # "When this creature enters, you become the monarch."
THREE = ("Ann", "Ben", "Cat")


def test_the_cards_compile() -> None:
    for name in (FEALTY, GARLAND, "Control Magic"):
        assert POOL.get(name).compiled, name
    assert "(613.1b, explorer.rules.control)" in POOL.explain(FEALTY)
    assert "(611.2b, explorer.rules.control)" in POOL.explain(GARLAND)


# -- Fealty to the Realm ---------------------------------------------------------------------------
def fealty_cast(monarch: str | None = None) -> Game:
    """Alice enchants Bob's Grizzly Bears with Fealty to the Realm; its enter trigger makes her
    the monarch."""
    game = Game(board(player("Alice", hand=[FEALTY], mana_pool="UCCCC", library=library(5)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(5)), monarch=monarch))
    game.apply({"do": "cast", "player": "Alice", "card": FEALTY, "targets": ["bears"]})
    pass_all(game)  # the Aura resolves, attached to the Bears
    pass_all(game)  # its enter trigger: Alice becomes the monarch
    return game


def test_the_monarch_controls_the_enchanted_creature() -> None:
    game = fealty_cast()

    bears = game.find_permanent("bears")
    assert (game.state.monarch, bears.controller, bears.owner) == ("Alice", "Alice", "Bob")
    changed = one(game, "control_changed")
    assert (changed.rule, changed.player, changed.source) == ("613.1b", "Alice", FEALTY)
    assert changed.seq > one(game, "monarch_changed").seq  # control came with the crown


def test_with_no_monarch_the_effect_does_nothing_until_someone_is() -> None:
    """Ruling (2023-06-16): "In the case where Fealty to the Realm is enchanting a creature but
    there is no monarch, the second ability will create a control-changing effect …, but that
    effect won't do anything until a player becomes the monarch." """
    game = Game(board(
        player("Alice", battlefield=[{"card": FEALTY, "attached_to": "bears"}],
               library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               library=library(5))))
    assert game.state.monarch is None
    assert game.find_permanent("bears").controller == "Bob"

    put(game, "Bob", THORN)
    pass_all(game)

    assert game.state.monarch == "Bob"
    assert game.find_permanent("bears").controller == "Bob"
    put(game, "Alice", THORN)
    pass_all(game)
    assert game.find_permanent("bears").controller == "Alice"


def test_as_the_crown_moves_control_moves() -> None:
    """Bob's creature deals combat damage to Alice, the monarch: Bob takes the crown (724.2),
    and with it his Bears."""
    game = Game(board(
        player("Alice", battlefield=[{"card": FEALTY, "attached_to": "bears"}],
               library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Hill Giant", "id": "giant"}],
               library=library(5)),
        monarch="Alice", active="Bob", step="beginning_of_combat"))
    assert game.find_permanent("bears").controller == "Alice"  # 613.1b, as the game starts
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"giant": "Alice"}})
    game.apply({"do": "block", "player": "Alice", "blockers": {}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    assert game.state.monarch == "Bob"
    bears = game.find_permanent("bears")
    assert (bears.controller, bears.sick) == ("Bob", True)  # new to him again (302.6)
    assert [e.player for e in events(game, "control_changed")] == ["Alice", "Bob"]


def test_a_later_control_effect_wins_until_it_ends() -> None:
    """Ruling (2023-06-16): "The timestamp of Fealty to the Realm's control-changing effect is
    the time at which it entered the battlefield and won't change when another player becomes
    the monarch. This means that, if another player gains control of the creature enchanted
    with Fealty to the Realm, they won't lose control of it when another player becomes the
    monarch. When (or if) that control-changing effect ends, the enchanted creature will then
    be controlled by the current monarch." — Ann's Fealty is on Cat's Bears, Ann is the
    monarch; Ben borrows the Bears with Act of Treason, then Cat becomes the monarch."""
    game = Game(board(
        player("Ann", battlefield=[{"card": FEALTY, "attached_to": "bears"}], library=library(5)),
        player("Ben", hand=["Act of Treason"], mana_pool="RCC", library=library(5)),
        player("Cat", battlefield=[{"card": "Grizzly Bears", "id": "bears"}], library=library(5)),
        monarch="Ann", active="Ben", step="postcombat_main"))
    game.apply({"do": "cast", "player": "Ben", "card": "Act of Treason", "targets": ["bears"]})
    pass_all(game)
    assert game.find_permanent("bears").controller == "Ben"

    put(game, "Cat", THORN)
    pass_all(game)
    assert game.state.monarch == "Cat"
    assert game.find_permanent("bears").controller == "Ben"  # the later effect still wins

    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep", "auto": True})
    assert game.find_permanent("bears").controller == "Cat"  # the monarch, as Fealty says
    assert events(game, "control_changed")[-1].rule == "613.1b"


def test_the_monarch_leaving_hands_the_creature_to_the_next_monarch() -> None:
    """Ruling (2023-06-16): "If the monarch leaves the game, and that player is not the owner of
    Fealty to the Realm, the active player or the next player in turn order becomes the monarch
    and thus gains control of the enchanted creature." — Ann's Fealty on Cat's Bears; Ben is
    the monarch and concedes during Cat's turn."""
    game = Game(board(
        player("Ann", battlefield=[{"card": FEALTY, "attached_to": "bears"}], library=library(5)),
        player("Ben", library=library(5)),
        player("Cat", battlefield=[{"card": "Grizzly Bears", "id": "bears"}], library=library(5)),
        monarch="Ben", active="Cat"))
    assert game.find_permanent("bears").controller == "Ben"

    game.apply({"do": "concede", "player": "Ben"})

    assert game.state.monarch == "Cat"  # the active player (724.4)
    bears = game.find_permanent("bears")
    assert bears.controller == "Cat"
    assert not events(game, "zone_changed", target="bears")  # not exiled with Ben (800.4a)


def test_the_owner_of_fealty_leaving_gives_the_creature_back_to_its_owner() -> None:
    """Ruling (2023-06-16): "If the monarch leaves the game, and that player is the owner of
    Fealty to the Realm, … at the same time, Fealty to the Realm leaves the game, and control
    of the enchanted creature reverts to its owner." """
    game = Game(board(
        player("Ann", battlefield=[{"card": FEALTY, "attached_to": "bears"}], library=library(5)),
        player("Ben", library=library(5)),
        player("Cat", battlefield=[{"card": "Grizzly Bears", "id": "bears"}], library=library(5)),
        monarch="Ann", active="Ben"))
    assert game.find_permanent("bears").controller == "Ann"

    game.apply({"do": "concede", "player": "Ann"})

    assert game.state.monarch == "Ben"
    assert game.find_permanent("bears").controller == "Cat"


def fealty_combat(monarch: str) -> Game:
    """Alice's Fealty enchants Bob's Bears, which the monarch has controlled since the turn
    began (as a saved game says: listed with the monarch, ``control_returns_to`` Bob); the
    monarch's turn, to the declare attackers step."""
    bears = {"card": "Grizzly Bears", "id": "bears", "owner": "Bob", "control_returns_to": "Bob"}
    zones = {"Alice": [{"card": FEALTY, "attached_to": "bears"}], "Bob": [], "Cat": []}
    zones[monarch] = [*zones[monarch], bears]
    game = Game(board(*(player(n, battlefield=zones[n], library=library(5))
                        for n in ("Alice", "Bob", "Cat")),
                      monarch=monarch, active=monarch, step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    return game


def test_the_enchanted_creature_attacks_each_combat_if_able() -> None:
    """508.1d: Alice, the monarch, controls the Bears: leaving them home is refused."""
    game = fealty_combat(monarch="Alice")
    assert game.find_permanent("bears").controller == "Alice"
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})

    assert refused.value.rule == "508.1d"
    assert snapshot(game) == before
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    assert one(game, "attack_declared").target == "Bob"


def test_the_enchanted_creature_cant_attack_the_auras_controller() -> None:
    """"… and can't attack you." (508.1c) — Cat is the monarch and controls the Bears on her
    turn: they may attack Bob, never Alice."""
    game = fealty_combat(monarch="Cat")
    assert game.find_permanent("bears").controller == "Cat"

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "attack", "player": "Cat", "attackers": {"bears": "Alice"}})

    assert refused.value.rule == "508.1c"
    assert FEALTY in str(refused.value)
    game.apply({"do": "attack", "player": "Cat", "attackers": {"bears": "Bob"}})
    assert one(game, "attack_declared").target == "Bob"


def test_a_saved_game_keeps_who_the_creature_goes_back_to() -> None:
    game = fealty_cast()
    saved, loaded = saved_and_loaded(game)

    entry = next(e for e in saved["players"][0]["battlefield"]
                 if isinstance(e, dict) and e.get("id") == "bears")
    assert (entry["owner"], entry["control_returns_to"]) == ("Bob", "Bob")
    assert "control" not in saved  # a static ability's effect follows from the Aura
    assert loaded.find_permanent("bears").controller == "Alice"
    put(loaded, "Bob", THORN)
    pass_all(loaded)
    assert loaded.find_permanent("bears").controller == "Bob"


# -- Control Magic ---------------------------------------------------------------------------------
def test_control_magic_and_when_the_aura_leaves() -> None:
    """"You control enchanted creature." — while the Aura is on the battlefield (611.3b):
    destroyed, the creature goes back to the player who controlled it before."""
    game = Game(board(
        player("Alice", hand=["Control Magic"], mana_pool="UUCC", library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               hand=["Disenchant"], mana_pool="WC", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Control Magic", "targets": ["bears"]})
    pass_all(game)
    assert game.find_permanent("bears").controller == "Alice"

    game.apply({"do": "pass"})  # Alice passes; Bob answers with Disenchant
    game.apply({"do": "cast", "player": "Bob", "card": "Disenchant",
                "targets": ["Control Magic"]})
    pass_all(game)

    assert game.find_permanent("bears").controller == "Bob"
    assert [e.rule for e in events(game, "control_changed")] == ["613.1b", "611.3b"]


# -- Garland, Royal Kidnapper ----------------------------------------------------------------------
def garland_enters(players: tuple[str, ...] = ("Alice", "Bob")) -> Game:
    """Alice casts Garland; its enter trigger makes Bob the monarch, and its second ability
    takes Bob's Grizzly Bears (the only creature he controls) for as long as he's the monarch."""
    seats = [player("Alice", hand=[GARLAND], mana_pool="UBCC", library=library(5),
                    battlefield=["Ashnod's Altar"]),
             player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                    library=library(5))]
    seats += [player(n, library=library(5)) for n in players[2:]]
    game = Game(board(*seats))
    game.apply({"do": "cast", "player": "Alice", "card": GARLAND})
    pass_all(game)  # Garland resolves
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)  # "target opponent becomes the monarch"
    return game


def test_an_opponent_becoming_the_monarch_lends_garland_a_creature() -> None:
    game = garland_enters()

    assert game.state.monarch == "Bob"
    pass_all(game)  # the monarch trigger: Bob's Bears, the only legal target
    bears = game.find_permanent("bears")
    assert (bears.controller, bears.owner) == ("Alice", "Bob")
    assert one(game, "control_changed").rule == "613.1b"
    assert (game.power("bears"), game.toughness("bears")) == (4, 4)  # you control, don't own


def test_the_creature_goes_back_when_that_player_stops_being_the_monarch() -> None:
    """611.2b: "for as long as they're the monarch" — Alice becomes the monarch."""
    game = garland_enters()
    pass_all(game)

    put(game, "Alice", THORN)
    pass_all(game)

    bears = game.find_permanent("bears")
    assert bears.controller == "Bob"
    assert events(game, "control_changed")[-1].rule == "611.2b"
    assert (game.power("bears"), game.toughness("bears")) == (2, 2)


def test_if_they_are_no_longer_the_monarch_as_it_resolves_it_does_nothing() -> None:
    """611.2b: "If the 'for as long as' duration never starts, the effect does nothing." —
    while Garland's ability for Bob waits on the stack, Cat becomes the monarch (and Garland's
    ability triggers again, for her: it takes her Thorn of the Black Rose)."""
    game = garland_enters(("Alice", "Bob", "Cat"))
    assert game.state.monarch == "Bob"
    put(game, "Cat", THORN)  # its trigger goes on the stack above Garland's
    while game.state.stack:
        pass_all(game)

    assert game.state.monarch == "Cat"
    assert game.find_permanent("bears").controller == "Bob"
    taken = one(game, "control_changed")
    assert (taken.target, taken.player) == ("thorn-of-the-black-rose-1", "Alice")


def test_creatures_you_control_but_dont_own_cant_be_sacrificed() -> None:
    """Not as a cost (Ashnod's Altar: "Sacrifice a creature: Add {C}{C}.")…"""
    game = garland_enters()
    pass_all(game)
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "Ashnod's Altar",
                    "sacrifice": "bears"})

    assert snapshot(game) == before
    assert "bears" in str(refused.value)
    game.apply({"do": "activate", "player": "Alice", "permanent": "Ashnod's Altar",
                "sacrifice": GARLAND})  # Garland is Alice's own: it can be
    assert names(game.state.player("Alice").graveyard) == [GARLAND]


def test_nor_by_an_effect() -> None:
    """… nor by Abyssal Gorestalker's "each player sacrifices two creatures": Alice sacrifices
    Garland, the one she can; the Bears stay hers — the control effect doesn't need Garland on
    the battlefield, only Bob on the throne (611.2b) — without the +2/+2."""
    game = garland_enters()
    pass_all(game)

    put(game, "Bob", "Abyssal Gorestalker")
    pass_all(game)

    assert names(game.state.player("Alice").graveyard) == [GARLAND]
    bears = game.find_permanent("bears")
    assert bears.controller == "Alice"
    assert (game.power("bears"), game.toughness("bears")) == (2, 2)


def test_a_saved_game_keeps_the_effect_and_its_duration() -> None:
    game = garland_enters()
    pass_all(game)
    saved, loaded = saved_and_loaded(game)

    assert saved["control"] == [{"target": "bears", "player": "Alice", "source": GARLAND,
                                 "while_monarch": "Bob"}]
    assert loaded.find_permanent("bears").controller == "Alice"
    put(loaded, "Alice", THORN)
    pass_all(loaded)
    assert loaded.find_permanent("bears").controller == "Bob"


@pytest.mark.parametrize(("entry", "field", "says"), [
    ({"target": "bears", "player": "Zed"}, "control[0].player", "Zed"),
    ({"target": "nope", "player": "Alice"}, "control[0].target", "nope"),
    ({"target": "bears", "player": "Alice", "while_monarch": "Alice"},
     "control[0].while_monarch", "611.2b"),
])
def test_a_board_with_a_bad_control_effect_is_refused(entry: dict[str, str], field: str,
                                                      says: str) -> None:
    from explorer.board import BoardError

    raw = board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                              "owner": "Bob", "control_returns_to": "Bob"}]),
                player("Bob"), monarch="Bob", control=[entry])
    with pytest.raises(BoardError) as refused:
        Game(raw)
    assert field in str(refused.value) and says in str(refused.value)


def test_a_control_effect_older_than_an_auras_is_not_saved_wrong() -> None:
    """613.7: Garland's effect on Bob's Bears began before Bob's Control Magic: the Aura's
    (newer) effect wins now. A board file can't keep that order yet, so saving refuses,
    naming both, rather than write a game that would load differently."""
    import pytest

    from explorer.board import BoardError

    game = Game(board(
        player("Alice", hand=[GARLAND], mana_pool="UBCC", library=library(5)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   "Island", "Island", "Island", "Island"],
               hand=["Control Magic"], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": GARLAND})
    pass_all(game)
    pass_all(game)
    pass_all(game)  # Alice controls the Bears while Bob is the monarch
    assert game.find_permanent("bears").controller == "Alice"
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main", "auto": True})
    for k in (1, 2, 3, 4):
        game.apply({"do": "activate", "player": "Bob", "permanent": f"Island#{k}"})
    game.apply({"do": "cast", "player": "Bob", "card": "Control Magic", "targets": ["bears"]})
    pass_all(game)
    assert game.find_permanent("bears").controller == "Bob"

    with pytest.raises(BoardError) as refused:
        game.to_board()
    assert "Control Magic" in str(refused.value) and GARLAND in str(refused.value)
