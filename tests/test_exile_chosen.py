"""Exiling what the ability's controller chooses as it resolves (608.2d), not targets (115.1):
"exile any number of [permanents you control]" — each one answered in turn, the default policy
keeping all — and "exile a [kind] card from your graveyard / a graveyard" (one card, or none if
there is none). They compose with what follows: returned at once or at the next end step
(flicker), held "until ~ leaves the battlefield" (610.3: they come back together, 610.3c,
610.3d), counted ("for each permanent exiled this way", 608.2c), or the condition of "If you
do" (603.5)."""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.oracle import compile_card

POOL = default_pool()


def test_the_cards_compile_from_their_text() -> None:
    for name in ("Eerie Interlude", "Ghostway", "Glorious Protector",
                 "Abdel Adrian, Gorion's Ward", "Master Skald"):
        assert POOL.get(name).compiled, POOL.explain(name)
    for text in ("Exile any number of creatures you control, then return them to the "
                 "battlefield under their owner's control.",
                 "Exile a card from a graveyard."):
        result = compile_card({"name": "Probe", "mana_cost": "{W}", "type_line": "Sorcery",
                               "oracle_text": text, "colors": ["W"], "keywords": []})
        assert result.card is not None, result.why


def to_end_step(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})


def test_ghostway_returns_every_creature_at_the_end_step_under_its_owner() -> None:
    """Alice's own Bears and the Hill Giant she took from Bob: both exiled; at the end step the
    Giant returns to Bob (its owner), the Bears to Alice — both at once, as new objects."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears",
                                      "counters": {"+1/+1": 1}},
                                     {"card": "Hill Giant", "id": "giant", "owner": "Bob"},
                                     "Plains"],
               hand=["Ghostway"], mana_pool="WWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Ghostway"})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    assert names(game.state.player("Bob").exile) == ["Hill Giant"]
    to_end_step(game)
    pass_all(game)
    bears, giant = game.state.find_handle("bears"), game.state.find_handle("giant")
    assert bears is not None and bears.controller == "Alice" and not bears.counters
    assert giant is not None and giant.controller == "Bob"
    returned = events(game, "zone_changed", to_zone="battlefield", from_zone="exile")
    assert {e.target for e in returned} == {"bears", "giant"}
    assert all(e.rule == "603.7c" for e in returned)


def test_eerie_interlude_returns_only_the_creatures_it_targeted() -> None:
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Hill Giant", "id": "giant"}],
               hand=["Eerie Interlude"], mana_pool="WWW", library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Eerie Interlude",
                "targets": ["bears"]})
    pass_all(game)
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears"]
    assert game.state.find_handle("giant") is not None
    to_end_step(game)
    pass_all(game)
    assert one(game, "zone_changed", target="bears", to_zone="battlefield").step == "end"
    assert not events(game, "zone_changed", target="giant")


def protector(alice_battlefield: list[object]) -> Game:
    """Alice casts Glorious Protector and says she may exile."""
    game = Game(board(
        player("Alice", battlefield=alice_battlefield, hand=["Glorious Protector"],
               mana_pool="WWWW", library=library(3)),
        player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Glorious Protector"})
    pass_all(game)  # it resolves; its enter ability triggers
    pass_all(game)  # the ability resolves: "you may"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    return game


def test_glorious_protector_exiles_the_creatures_chosen_until_it_leaves() -> None:
    """One answer for each non-Angel creature Alice controls (the Guardian of Ghirapur, an
    Angel, is never offered); Murder on the Protector brings both back at once (610.3c,
    610.3d), untapped and without their counters."""
    game = protector([{"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 1}},
                      {"card": "Hill Giant", "id": "giant", "tapped": True},
                      {"card": "Thraben Inspector", "id": "inspector"},
                      {"card": "Guardian of Ghirapur", "id": "angel"}])
    asked = []
    for answer in ("exile bears", "exile giant", "keep inspector"):
        assert game.pending is not None and game.pending.kind == "option"
        asked.append(game.pending.prompt)
        game.apply({"do": "choose", "player": "Alice", "option": answer})
    assert not any("angel" in p for p in asked)
    assert names(game.state.player("Alice").exile) == ["Grizzly Bears", "Hill Giant"]
    assert game.state.find_handle("inspector") is not None

    wisp = next(o.handle for o in game.state.permanents("Alice")
                if o.name == "Glorious Protector")
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [wisp]})
    pass_all(game)
    back = events(game, "zone_changed", from_zone="exile", to_zone="battlefield")
    assert [(e.target, e.rule) for e in back] == [("bears", "610.3c"), ("giant", "610.3c")]
    bears, giant = game.state.find_handle("bears"), game.state.find_handle("giant")
    assert bears is not None and not bears.counters
    assert giant is not None and not giant.tapped


def test_glorious_protector_the_default_policy_keeps_everything() -> None:
    game = protector([{"card": "Grizzly Bears", "id": "bears"}])
    game.apply({"do": "default"})
    assert game.state.find_handle("bears") is not None
    assert not game.state.player("Alice").exile


def test_abdel_adrian_makes_a_soldier_for_each_permanent_exiled_this_way() -> None:
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Sol Ring", "id": "sol"},
                                     {"card": "Plains", "id": "plains"}],
               hand=["Abdel Adrian, Gorion's Ward"], mana_pool="WWWWW", library=library(3)),
        player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Abdel Adrian, Gorion's Ward"})
    pass_all(game)
    pass_all(game)  # the enter ability resolves: lands aren't offered ("nonland")
    for answer in ("exile bears", "exile sol"):
        assert game.pending is not None and "plains" not in game.pending.prompt
        game.apply({"do": "choose", "player": "Alice", "option": answer})
    soldiers = [o for o in game.state.permanents("Alice") if o.is_token]
    assert len(soldiers) == 2
    abdel = next(o.handle for o in game.state.permanents("Alice") if o.name.startswith("Abdel"))
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [abdel]})
    pass_all(game)
    assert game.state.find_handle("bears") is not None and game.state.find_handle("sol")


def test_master_skald_exiles_a_creature_card_and_so_returns_an_artifact() -> None:
    """"You may exile a creature card from your graveyard. If you do, return target artifact
    or enchantment card …": the creature card is chosen as it resolves, not targeted."""
    game = Game(board(
        player("Alice", hand=["Master Skald"], mana_pool="WWWWW",
               graveyard=[{"card": "Grizzly Bears", "id": "bears"},
                          {"card": "Hill Giant", "id": "giant"},
                          {"card": "Sol Ring", "id": "sol"}], library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Master Skald"})
    pass_all(game)  # the Skald resolves; its ability's only target is Sol Ring
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    game.apply({"do": "choose", "player": "Alice", "option": "giant"})
    assert names(game.state.player("Alice").exile) == ["Hill Giant"]
    assert names(game.state.player("Alice").hand) == ["Sol Ring"]
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]


def test_master_skald_with_no_creature_card_returns_nothing() -> None:
    """Nothing to exile: "if you do" doesn't hold (603.5)."""
    game = Game(board(
        player("Alice", hand=["Master Skald"], mana_pool="WWWWW",
               graveyard=[{"card": "Sol Ring", "id": "sol"}], library=library(3)),
        player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Master Skald"})
    pass_all(game)
    pass_all(game)
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert names(game.state.player("Alice").graveyard) == ["Sol Ring"]
    assert not game.state.player("Alice").hand


def test_another_round_repeats_the_flicker_choosing_anew_each_time() -> None:
    """X = 1: two rounds. Alice flickers the Inspector and the Bears, then the Inspector alone
    (a new object, chosen again); the Inspector's enter ability triggers twice (two Clues),
    the Bears, which she stole from Bob, go back to him after the first round."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Thraben Inspector", "id": "inspector"},
                                     {"card": "Grizzly Bears", "id": "bears", "owner": "Bob"}],
               hand=["Another Round"], mana_pool="WCCCC", library=library(3)),
        player("Bob", library=library(3))))
    assert POOL.get("Another Round").compiled, POOL.explain("Another Round")
    game.apply({"do": "cast", "player": "Alice", "card": "Another Round", "x": 1})
    pass_all(game)
    for answer in ("exile inspector", "exile bears", "exile inspector"):
        assert game.pending is not None and game.pending.kind == "option"
        game.apply({"do": "choose", "player": "Alice", "option": answer})
    back = events(game, "zone_changed", from_zone="exile", to_zone="battlefield")
    assert [e.target for e in back] == ["inspector", "bears", "inspector"]
    bears = game.state.find_handle("bears")
    assert bears is not None and bears.controller == "Bob"
    pass_all(game)
    pass_all(game)
    clues = [o for o in game.state.permanents("Alice") if o.name == "Clue Token"]
    assert len(clues) == 2


def test_get_out_returns_what_alice_owns_whoever_controls_it() -> None:
    """"… target creatures and/or enchantments you own": ownership, not control (108.3) — her
    Bears that Bob controls can be chosen, Bob's own Hill Giant can't."""
    game = Game(board(
        player("Alice", battlefield=["Oblivion Ring"], hand=["Get Out"], mana_pool="UU",
               library=library(3)),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears", "owner": "Alice"},
                                   {"card": "Hill Giant", "id": "giant"}],
               library=library(3))))
    ring = next(o.handle for o in game.state.permanents("Alice"))
    with pytest.raises(IllegalAction, match="giant is not a legal target"):
        game.apply({"do": "cast", "player": "Alice", "card": "Get Out",
                    "choices": {"mode": 2}, "targets": ["giant"]})
    game.apply({"do": "cast", "player": "Alice", "card": "Get Out", "choices": {"mode": 2},
                "targets": ["bears", ring]})
    pass_all(game)
    assert sorted(names(game.state.player("Alice").hand)) == ["Grizzly Bears", "Oblivion Ring"]
    assert game.state.find_handle("giant") is not None


def test_cemetery_protector_makes_a_human_for_what_shares_a_type_with_the_card_it_exiled() -> None:
    """"When this creature enters, exile a card from a graveyard." — Alice chooses Bob's Forest
    as it resolves. "Whenever you play a land or cast a spell, if it shares a card type with the
    exiled card, …" (607.2a, 603.4): her Plains does; her Grizzly Bears, a creature spell,
    doesn't trigger it."""
    game = Game(board(
        player("Alice", hand=["Cemetery Protector", "Plains", "Grizzly Bears"],
               mana_pool="WWWWGG", graveyard=[{"card": "Lightning Bolt", "id": "bolt"}],
               library=library(3)),
        player("Bob", graveyard=[{"card": "Forest", "id": "forest"}], library=library(3))))
    assert POOL.get("Cemetery Protector").compiled, POOL.explain("Cemetery Protector")
    game.apply({"do": "cast", "player": "Alice", "card": "Cemetery Protector"})
    pass_all(game)
    pass_all(game)  # its enter ability: a card from a graveyard, chosen now
    game.apply({"do": "choose", "player": "Alice", "option": "forest"})
    assert names(game.state.player("Bob").exile) == ["Forest"]
    game.apply({"do": "play_land", "player": "Alice", "card": "Plains"})
    pass_all(game)
    humans = [o for o in game.state.permanents("Alice") if o.is_token]
    assert len(humans) == 1
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    assert not game.state.stack[-1].triggered  # only the Bears: no ability triggered
    pass_all(game)
    assert len([o for o in game.state.permanents("Alice") if o.is_token]) == 1


def test_glorious_protector_gone_before_its_ability_resolves_exiles_nothing() -> None:
    """610.3b: Murder on the Protector in response — its ability then exiles nothing (else the
    creatures would be exiled for good)."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               hand=["Glorious Protector"], mana_pool="WWWW", library=library(3)),
        player("Bob", hand=["Murder"], mana_pool="BBB", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Glorious Protector"})
    pass_all(game)  # it resolves; its enter ability goes on the stack
    protector = next(o.handle for o in game.state.permanents("Alice")
                     if o.name == "Glorious Protector")
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [protector]})
    pass_all(game)  # Murder
    pass_all(game)  # the enter ability: "you may"
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert one(game, "effect_skipped", source="Glorious Protector").rule == "610.3b"
    assert game.state.find_handle("bears") is not None
    assert not game.state.player("Alice").exile
