"""Test cards for the continuous-effect and Equipment tests, compiled from their Oracle text.

Each is a shape of text real cards print (Glorious Anthem, Bonesplitter, Jump, Rancor's cousins
…) under a test name, read by the same grammar as every card in ``data/cards.json``. Like
``helpers``, nothing here reaches into the engine: every action goes through ``game.apply``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from helpers import board, library, player

from explorer.cards import build_pool
from explorer.cards.model import CardPool
from explorer.game import Game


def facts(name: str, type_line: str, text: str, *, power: int | None = None,
          toughness: int | None = None, keywords: tuple[str, ...] = (),
          mana_cost: str = "{1}", colors: tuple[str, ...] = ()) -> dict[str, Any]:
    """A card's facts in Scryfall's field names."""
    return {"name": name, "mana_cost": mana_cost, "type_line": type_line, "oracle_text": text,
            "power": None if power is None else str(power),
            "toughness": None if toughness is None else str(toughness),
            "keywords": list(keywords), "colors": list(colors),
            "cmc": float(sum(int(c) if c.isdigit() else 1
                             for c in mana_cost.strip("{}").split("}{") if c))}


TEST_CARDS = [
    facts("Test Anthem", "Enchantment", "Creatures you control get +1/+1.", mana_cost="{2}{W}"),
    facts("Test Captain", "Creature — Human Soldier",
          "Other creatures you control get +1/+1 and have vigilance.", power=2, toughness=2),
    facts("Test Warcry", "Enchantment", "Creatures you control have haste.", mana_cost="{R}"),
    facts("Test Crowned Knight", "Creature — Human Knight",
          "Test Crowned Knight gets +2/+2 as long as you're the monarch.", power=2,
          toughness=2),
    facts("Test Royal Griffin", "Creature — Griffin",
          "As long as you're the monarch, this creature gets +1/+1 and has flying.", power=1,
          toughness=1),
    facts("Test Day Watch", "Creature — Human Soldier",
          "This creature has vigilance as long as it's your turn.", power=2, toughness=2),
    facts("Test Swarm Lord", "Creature — Insect",
          "This creature gets +1/+1 for each other creature you control.", power=1,
          toughness=1),
    facts("Test Wings", "Enchantment — Aura",
          "Enchant creature\nEnchanted creature gets +2/+2 and has flying.", mana_cost="{1}{U}",
          keywords=("Enchant",)),
    facts("Test Sword", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {2}",
          keywords=("Equip",)),
    facts("Test Cloak", "Artifact — Equipment",
          "Equipped creature gets +1/+1 and has flying.\nEquip {1}{W}",
          keywords=("Equip",)),
    facts("Test Jump", "Instant", "Target creature gains flying until end of turn.",
          mana_cost="{U}"),
    facts("Test Rush", "Instant", "Target creature gets +2/+2 and gains trample until end of turn.",
          mana_cost="{G}"),
    facts("Test Charge", "Instant", "Creatures you control get +1/+1 until end of turn.",
          mana_cost="{W}"),
    facts("Test Rally", "Sorcery",
          "Creatures you control get +1/+1 and gain trample until end of turn.", mana_cost="{G}"),
    facts("Test Hothead", "Creature — Human Warrior",
          "{R}: This creature gains haste until end of turn.", power=2, toughness=1),
    facts("Test Banner", "Artifact", "As this artifact enters, choose a color.\n"
          "Creatures you control of the chosen color get +1/+1.", mana_cost="{3}"),
    facts("Test Disenchant", "Instant", "Destroy target artifact or enchantment.",
          mana_cost="{W}"),
]


@lru_cache(maxsize=1)
def pool() -> CardPool:
    """The real cards plus the test cards (each must compile)."""
    cards = build_pool()
    for entry in TEST_CARDS:
        compiled = cards.compile(entry)
        assert compiled.card is not None, (compiled.name, compiled.refused, compiled.why)
    return cards


def game(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
         **extra: Any) -> Game:
    """Alice and Bob, each with a small library; Alice's first main phase unless said."""
    return Game(board(player("Alice", **{"library": library(5), **(alice or {})}),
                      player("Bob", **{"library": library(5), **(bob or {})}), **extra),
                cards=pool())


def cast(g: Game, card: str, *targets: str, who: str = "Alice") -> None:
    """Cast a spell (paid from the pool) and let it resolve: every player passes."""
    g.apply({"do": "cast", "player": who, "card": card, "targets": list(targets)})
    for _ in range(len(g.state.in_game())):
        g.apply({"do": "pass"})


def put(g: Game, who: str, card: str) -> None:
    """The experimenter puts ``card`` onto the battlefield under ``who``'s control."""
    g.apply({"do": "put", "player": who, "card": card, "zone": "battlefield"})


def pt(g: Game, ref: str) -> tuple[int, int]:
    return g.power(ref), g.toughness(ref)
