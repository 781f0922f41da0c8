"""Triggered abilities of real cards read from their Oracle text: the first life gained each
turn (Vanguard Seraph), cycling or discarding (Drake Haven), damage to an opponent (Hypnotic
Specter), a big creature spell cast (Wandertale Mentor), attacking "while" a condition holds
(Courageous Goblin) and the second spell of a turn (Clarion Spirit)."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, one, pass_all, player, to_attackers

from explorer.cards import default_pool
from explorer.events import EventKind as K
from explorer.game import Game
from explorer.rules import layers

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **extra: Any) -> dict[str, Any]:
    return board(player("Alice", **{"library": library(5), **(alice or {})}),
                 player("Bob", **{"library": library(5), **(bob or {})}), **extra)


def triggered(game: Game, source: str) -> list[Any]:
    return [e for e in game.log if e.kind == K.ABILITY_TRIGGERED and e.source == source]


def answer_defaults(game: Game) -> None:
    while game.pending is not None and game.pending.kind != "priority":
        game.apply({"do": "default"})


# -- "Whenever you gain life for the first time each turn" (119.9) --------------------------------
def test_vanguard_seraph_surveils_on_the_first_life_gain_of_the_turn_only() -> None:
    """Two Healing Salves in one turn: the first gain triggers the Seraph (surveil 1); the
    second is not the turn's first gain, so nothing triggers."""
    compiled("Vanguard Seraph")
    game = Game(two(alice={"battlefield": ["Vanguard Seraph"], "mana_pool": "WW",
                           "hand": ["Healing Salve", "Healing Salve"]}))
    for _ in range(2):
        game.apply({"do": "cast", "player": "Alice", "card": "Healing Salve",
                    "choices": {"mode": 1}, "targets": ["Alice"]})
        pass_all(game)
        if game.pending is not None and game.pending.kind == "priority" and game.state.stack:
            pass_all(game)
        answer_defaults(game)

    assert game.state.player("Alice").life == 26
    assert len(triggered(game, "Vanguard Seraph")) == 1
    assert one(game, "surveilled").player == "Alice"


def test_vanguard_seraph_triggers_again_next_turn() -> None:
    """"Each turn": the tally starts over (the gain in Bob's turn is that turn's first)."""
    game = Game(two(alice={"battlefield": ["Vanguard Seraph"], "mana_pool": "W",
                           "hand": ["Healing Salve"]}, active="Bob", step="precombat_main"))
    game.apply({"do": "pass"})  # Bob passes priority to Alice in his main phase
    game.apply({"do": "cast", "player": "Alice", "card": "Healing Salve",
                "choices": {"mode": 1}, "targets": ["Alice"]})
    pass_all(game)
    assert len(triggered(game, "Vanguard Seraph")) == 1


# -- "Whenever you cycle or discard a card" (701.9a, 702.29a) -------------------------------------
def test_drake_haven_makes_a_drake_when_its_controller_cycles() -> None:
    """Cycling discards the card as a cost (702.29a): Drake Haven triggers; Alice pays {1} and
    gets a 2/2 flying Drake."""
    compiled("Drake Haven")
    game = Game(two(alice={"battlefield": ["Drake Haven"], "mana_pool": "CCCC",
                           "hand": ["Ziatora's Proving Ground"]}))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Ziatora's Proving Ground",
                "ability": 0})

    assert len(triggered(game, "Drake Haven")) == 1
    pass_all(game)  # the Haven's trigger resolves first (it went on the stack last)
    assert game.pending is not None and game.pending.player == "Alice"
    game.apply({"do": "choose", "player": "Alice", "option": "pay {1}"})
    drakes = [o for o in game.state.battlefield if o.name.startswith("Drake") and o.is_token]
    assert len(drakes) == 1
    assert "Flying" in layers.keywords(game, drakes[0])


def test_drake_haven_ignores_an_opponents_discard() -> None:
    compiled("Drake Haven")
    game = Game(two(alice={"battlefield": ["Drake Haven"], "mana_pool": "CCCC"},
                    bob={"hand": ["Ziatora's Proving Ground"], "mana_pool": "CCC"}))
    game.apply({"do": "pass"})
    game.apply({"do": "activate", "player": "Bob", "permanent": "Ziatora's Proving Ground",
                "ability": 0})
    assert triggered(game, "Drake Haven") == []


# -- "Whenever ~ deals damage to an opponent" (120.3) ---------------------------------------------
def test_hypnotic_specter_makes_the_opponent_it_damaged_discard_at_random() -> None:
    """Unblocked, the Specter deals 2 combat damage to Bob; Bob discards one card at random
    (701.9b) — one of his two, not Alice's."""
    compiled("Hypnotic Specter")
    game = Game(two(alice={"battlefield": [{"card": "Hypnotic Specter", "id": "specter"}],
                           "hand": ["Forest"]},
                    bob={"hand": ["Island", "Lightning Bolt"]}, step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"specter": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})

    (discard,) = events(game, "card_discarded")
    assert discard.player == "Bob"
    assert len(game.state.player("Bob").hand) == 1
    assert len(game.state.player("Alice").hand) == 1


def test_hypnotic_specter_dealing_damage_to_a_creature_does_nothing() -> None:
    game = Game(two(alice={"battlefield": [{"card": "Hypnotic Specter", "id": "specter"}]},
                    bob={"hand": ["Island"], "battlefield": [{"card": "Vampire Nighthawk",
                                                              "id": "hawk"}]},
                    step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"specter": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"hawk": "specter"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})

    assert triggered(game, "Hypnotic Specter") == []
    assert events(game, "card_discarded") == []


# -- "Whenever you cast a creature spell with mana value 4 or greater" (601.2i) -------------------
def test_wandertale_mentor_grows_on_a_big_creature_spell_only() -> None:
    """Craw Wurm (mana value 6) triggers the Mentor; Grizzly Bears (2) doesn't."""
    compiled("Wandertale Mentor")
    game = Game(two(alice={"battlefield": [{"card": "Wandertale Mentor", "id": "mentor"}],
                           "hand": ["Craw Wurm", "Grizzly Bears"], "mana_pool": "GGGGGGGG"}))
    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears"})
    assert triggered(game, "Wandertale Mentor") == []
    pass_all(game)
    game.apply({"do": "cast", "player": "Alice", "card": "Craw Wurm"})
    assert len(triggered(game, "Wandertale Mentor")) == 1
    pass_all(game)

    assert game.permanent("mentor").counters == {"+1/+1": 1}


# -- "Whenever this creature attacks while …" (508.3a) --------------------------------------------
def goblin_attacks(*others: str) -> Game:
    game = Game(two(alice={"battlefield": [{"card": "Courageous Goblin", "id": "goblin"},
                                           *others]}, step="untap"))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {"goblin": "Bob"}})
    pass_all(game)
    return game


def test_courageous_goblin_gets_bigger_and_menace_while_you_control_a_big_creature() -> None:
    compiled("Courageous Goblin")
    game = goblin_attacks("Craw Wurm")
    goblin = game.permanent("goblin")

    assert len(triggered(game, "Courageous Goblin")) == 1
    assert layers.power(game, goblin) == 3
    assert "Menace" in layers.keywords(game, goblin)


def test_courageous_goblin_doesnt_trigger_without_a_creature_with_power_four() -> None:
    """The "while" is part of the trigger condition: with only a 2/2 beside it, the ability
    doesn't trigger at all."""
    game = goblin_attacks("Grizzly Bears")

    assert triggered(game, "Courageous Goblin") == []
    assert layers.power(game, game.permanent("goblin")) == 2


# -- "Whenever you cast your second spell each turn" (601.2i) -------------------------------------
def test_clarion_spirit_makes_one_spirit_on_the_second_spell_only() -> None:
    """Ruling: the ability triggers only once each turn — on the second spell, not the third;
    the first spell counts even though it resolved before the Spirit could see it again."""
    compiled("Clarion Spirit")
    game = Game(two(alice={"battlefield": ["Clarion Spirit"], "mana_pool": "UUU",
                           "hand": ["Opt", "Opt", "Opt"], "library": library(10)}))
    for n in range(3):
        game.apply({"do": "cast", "player": "Alice", "card": "Opt"})
        assert len(triggered(game, "Clarion Spirit")) == (0 if n == 0 else 1)
        while game.state.stack:
            pass_all(game)
            answer_defaults(game)

    spirits = [o for o in game.state.battlefield if o.is_token and o.name.startswith("Spirit")]
    assert len(spirits) == 1
    assert "Flying" in layers.keywords(game, spirits[0])


def test_clarion_spirit_counts_spells_cast_before_it_entered() -> None:
    """Spells cast earlier in the turn count (the turn's second spell is the second, whenever
    the Spirit arrived): Alice casts Opt, then Clarion Spirit (her second spell) — it isn't on
    the battlefield yet, so nothing; her third spell doesn't trigger it either."""
    game = Game(two(alice={"mana_pool": "UUWU", "hand": ["Opt", "Clarion Spirit", "Opt"],
                           "library": library(10)}))
    for card in ("Opt", "Clarion Spirit", "Opt"):
        game.apply({"do": "cast", "player": "Alice", "card": card})
        while game.state.stack:
            pass_all(game)
            answer_defaults(game)

    assert triggered(game, "Clarion Spirit") == []
