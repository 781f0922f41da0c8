"""Shapes of text read from real cards, each as its ruling says:

- "Whenever a creature attacks one of your opponents, that player …" (Calculating Lich, 508.3a):
  any creature, whoever controls it; "that player" is the one attacked.
- Heroic, "Whenever you cast a spell that targets ~" (Fabled Hero, 601.2i), and magecraft,
  "Whenever you cast or copy an instant or sorcery spell" (Eager First-Year).
- "each player may scry 1" (Eager Construct, 101.4): each chooses in turn order.
- "Target player untaps all basic lands they control." (Early Harvest, 701.26b).
- "Activate only during your upkeep." (Icatian Moneychanger, 602.5b).
- "Exile a card from your hand:" as a cost (Cadaverous Bloom).
- "Return target creature card with mana value 1 …", "… card with mana value 4 or greater …"
  and named modes ("• Repair — …") (Abiding Grace, Damage Control Crew).
- "~ deals 5 damage instead if …" (Cackling Flames, Galvanic Blast, 608.2c).
- "Equipped creatures you control have flying and haste." (Dalakos, Crafter of Wonders).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules import keywords

POOL = default_pool()
CARDS = ("Calculating Lich", "Fabled Hero", "Eager First-Year", "Eager Construct",
         "Early Harvest", "Icatian Moneychanger", "Cadaverous Bloom", "Abiding Grace",
         "Damage Control Crew", "Cackling Flames", "Galvanic Blast",
         "Dalakos, Crafter of Wonders")


@pytest.mark.parametrize("name", CARDS)
def test_the_card_compiles_from_its_text(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


def test_calculating_lich_makes_the_attacked_opponent_lose_life_whoever_attacks() -> None:
    """Bob attacks Cara with his own Bears: Alice's Lich makes Cara — the player attacked —
    lose 1 life; Bob attacking Alice herself is no attack on one of her opponents."""
    game = Game(board(player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(3)),
                      player("Alice", battlefield=["Calculating Lich"], library=library(3)),
                      player("Cara", library=library(3))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"b1": "Cara", "b2": "Alice"}})
    assert len(events(game, "ability_triggered", source="Calculating Lich")) == 1
    pass_all(game)
    (lost,) = events(game, "life_changed")
    assert (lost.player, lost.amount) == ("Cara", -1)


def test_fabled_hero_grows_when_its_controller_targets_it() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Fabled Hero", "id": "hero"}],
                             hand=["Giant Growth"], mana_pool="G", library=library(3)),
                      player("Bob", hand=["Giant Growth"], mana_pool="G", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["hero"]})
    assert len(events(game, "ability_triggered", source="Fabled Hero")) == 1
    pass_all(game)  # heroic resolves first: the counter
    pass_all(game)  # then Giant Growth
    assert game.permanent("hero").counters == {"+1/+1": 1}
    assert (game.power("hero"), game.toughness("hero")) == (6, 6)


def test_heroic_doesnt_trigger_on_an_opponents_spell() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Fabled Hero", "id": "hero"}],
                             library=library(3)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R", library=library(3))))
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["hero"]})
    assert not events(game, "ability_triggered", source="Fabled Hero")


def test_magecraft_triggers_on_casting_an_instant() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Eager First-Year", "id": "fy"}],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)  # magecraft resolves first
    assert game.power("fy") == 3


def test_each_player_may_scry_in_turn_order() -> None:
    """Alice (the active player) chooses first, then Bob; only who said yes scries."""
    game = Game(board(player("Alice", hand=["Eager Construct"], mana_pool="CC",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Eager Construct"})
    pass_all(game)
    pass_all(game)  # the enter ability resolves: each player is asked
    assert game.pending is not None and game.pending.player == "Alice"
    game.apply({"do": "choose", "player": "Alice", "option": "don't"})
    assert game.pending is not None and game.pending.player == "Bob"
    game.apply({"do": "choose", "player": "Bob", "option": "do it"})
    asked = [e for e in events(game, "decision_made") if e.rule == "101.4"]
    assert [(e.player, e.choice) for e in asked] == [("Alice", "don't"), ("Bob", "do it")]
    assert game.pending is not None and game.pending.player == "Bob"  # Bob's scry


def test_early_harvest_untaps_only_the_targets_basic_lands() -> None:
    game = Game(board(player("Alice", hand=["Early Harvest"], mana_pool="GGG",
                             library=library(3)),
                      player("Bob", battlefield=[
                          {"card": "Forest", "id": "forest", "tapped": True},
                          {"card": "Reflecting Pool", "id": "pool", "tapped": True}],
                          library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Early Harvest", "targets": ["Bob"]})
    pass_all(game)
    assert not game.permanent("forest").tapped
    assert game.permanent("pool").tapped  # not a basic land


@pytest.mark.parametrize(("active", "step", "allowed"), [
    ("Alice", "precombat_main", False), ("Bob", "upkeep", False), ("Alice", "upkeep", True)])
def test_icatian_moneychanger_is_sacrificed_only_during_its_controllers_upkeep(
        active: str, step: str, allowed: bool) -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Icatian Moneychanger", "id": "m",
                                                    "counters": {"credit": 3}}],
                             library=library(3)),
                      player("Bob", library=library(3)), active=active, step=step))
    if active == "Bob":
        game.apply({"do": "pass"})  # Alice gets priority in Bob's upkeep
    action = {"do": "activate", "player": "Alice", "permanent": "m"}
    if not allowed:
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule == "602.5b"
        assert "only during Alice's upkeep" in str(refused.value)
        return
    game.apply(action)
    assert game.state.find_handle("m") is None  # sacrificed as the cost is paid
    pass_all(game)
    assert life(game, "Alice") == 23  # 1 life for each credit counter it had (608.2h)


def test_cadaverous_bloom_exiles_a_card_from_hand_for_mana() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Cadaverous Bloom", "id": "bloom"}],
                             hand=[{"card": "Forest", "id": "f"}, "Island"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    with pytest.raises(IllegalAction) as refused:  # two cards: it must be named
        game.apply({"do": "activate", "player": "Alice", "permanent": "bloom", "mana": "GG"})
    assert 'name it with "exile"' in str(refused.value)
    game.apply({"do": "activate", "player": "Alice", "permanent": "bloom", "mana": "GG",
                "exile": "f"})
    alice = game.state.player("Alice")
    assert names(alice.exile) == ["Forest"] and names(alice.hand) == ["Island"]
    assert len(alice.mana_pool) == 2


def test_abiding_grace_returns_only_a_creature_card_with_mana_value_one() -> None:
    game = Game(board(player("Alice", battlefield=["Abiding Grace"],
                             graveyard=["Llanowar Elves", "Grizzly Bears"], library=library(3)),
                      player("Bob", library=library(3)), step="postcombat_main"))
    pass_all(game)  # to Alice's end step: the mode is chosen as it goes on the stack
    pending = game.pending
    assert pending is not None and pending.rule == "603.3c"
    game.apply({"do": "choose", "player": "Alice", "option": pending.options[1]})
    (put,) = events(game, "ability_put_on_stack", source="Abiding Grace")
    assert put.target == "llanowar-elves-1"  # the only legal target: not the Bears
    pass_all(game)
    assert names(game.state.permanents("Alice")) == ["Abiding Grace", "Llanowar Elves"]


def test_a_named_mode_reads_as_its_mode() -> None:
    (ability,) = POOL.get("Damage Control Crew").triggered
    assert [m.text.split(" — ")[0] for m in ability.modes] == ["• Repair", "• Impound"]


@pytest.mark.parametrize(("hand", "dealt"), [([], 5), (["Island"], 3)])
def test_cackling_flames_deals_5_instead_with_no_cards_in_hand(hand: list[str],
                                                              dealt: int) -> None:
    game = Game(board(player("Alice", hand=["Cackling Flames", *hand], mana_pool="RRRR",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cackling Flames", "targets": ["Bob"]})
    pass_all(game)
    assert life(game, "Bob") == 20 - dealt


@pytest.mark.parametrize(("artifacts", "dealt"), [(3, 4), (2, 2)])
def test_galvanic_blast_deals_4_with_metalcraft(artifacts: int, dealt: int) -> None:
    game = Game(board(player("Alice", hand=["Galvanic Blast"], mana_pool="R",
                             battlefield=["Sol Ring"] * artifacts, library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Galvanic Blast", "targets": ["Bob"]})
    pass_all(game)
    assert life(game, "Bob") == 20 - dealt


def test_dalakos_gives_flying_and_haste_to_equipped_creatures_only() -> None:
    game = Game(board(player("Alice", battlefield=[
        "Dalakos, Crafter of Wonders", {"card": "Grizzly Bears", "id": "armed"},
        {"card": "Grizzly Bears", "id": "bare"},
        {"card": "Bonesplitter", "attached_to": "armed"}], library=library(3)),
        player("Bob", library=library(3))))
    armed, bare = game.permanent("armed"), game.permanent("bare")
    assert keywords.has(game, armed, "Flying") and keywords.has(game, armed, "Haste")
    assert not keywords.has(game, bare, "Flying")
