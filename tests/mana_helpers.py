"""Helpers for the mana, X and counters tests (tests/test_mana_*.py, test_x_and_counters.py).

Like ``helpers``, these only shorten building boards and reading the log and the state; every
action still goes through ``game.apply``.
"""

from __future__ import annotations

from typing import Any

from helpers import board, creature_facts, player

from explorer.cards import build_pool
from explorer.cards.model import CardPool
from explorer.cards.vocabulary import tap_for
from explorer.events import Event
from explorer.game import Game
from explorer.mana_views import could_produce


def two(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
        **turn: Any) -> dict[str, Any]:
    """A two-player board: Alice (active) and Bob, each with the given zones."""
    return board(player("Alice", **(alice or {})), player("Bob", **(bob or {})), **turn)


def pool_of(game: Game, who: str = "Alice") -> str:
    """The pool as mana symbols in W U B R G C order, e.g. ``"GGB"`` → ``"BGG"``."""
    counts = game.mana_pool(who)
    return "".join(t * n for t, n in counts.items())


def units(game: Game, who: str = "Alice") -> list[tuple[str, str, str | None]]:
    """Each mana in the pool: (type, source, restriction), in the order it was added."""
    return [(u.type, u.source, u.restriction) for u in game.state.player(who).mana_pool]


def after(game: Game, seq: int) -> list[Event]:
    """The events logged after ``seq``, without priority passes."""
    return [e for e in game.log if e.seq > seq and e.event != "priority_passed"]


def last_seq(game: Game) -> int:
    return game.log[-1].seq


def types_of(game: Game, permanent: str) -> tuple[str, ...]:
    """106.7: the types ``permanent`` could produce now."""
    return could_produce(game, permanent).types


def activate(game: Game, who: str, permanent: str, ability: int = 0, **extra: Any) -> list[Event]:
    """Activate ability ``ability`` of ``permanent``; fields given as None are left out."""
    given = {k: v for k, v in extra.items() if v is not None}
    return game.apply({"do": "activate", "player": who, "permanent": permanent,
                       "ability": ability, **given})


def cast(game: Game, who: str, card: str, **extra: Any) -> list[Event]:
    return game.apply({"do": "cast", "player": who, "card": card, **extra})


HASTY_ELF = "Test Hasty Elf"


def pool_with_hasty_elf() -> CardPool:
    """The real cards plus a 1/1 Elf with haste and "{T}: Add {G}." (702.10c)."""
    pool = build_pool()
    pool.declare(HASTY_ELF, facts=creature_facts(1, 1, keywords=("Haste",), mana_cost="{G}",
                                                 type_line="Creature — Elf"),
                 activated=[tap_for("G")])
    return pool
