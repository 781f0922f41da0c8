"""Cards: facts from ``data/`` (Scryfall field names) and behaviour declared from a vocabulary."""

from __future__ import annotations

from functools import lru_cache

from . import core, mana_cards, monarch_cards
from .model import DATA_DIR, CardDef, CardPool


def build_pool() -> CardPool:
    pool = CardPool()
    pool.load_facts(DATA_DIR / "cards.json")
    pool.load_facts(DATA_DIR / "tokens.json", token=True)
    core.declare(pool)
    mana_cards.declare(pool)
    monarch_cards.declare(pool)
    return pool


@lru_cache(maxsize=1)
def _shared_pool() -> CardPool:
    return build_pool()


def default_pool() -> CardPool:
    """The pool every game uses unless given another (``Game(cards=...)``)."""
    return _shared_pool()


__all__ = ["CardDef", "CardPool", "build_pool", "default_pool"]
