"""Cards: facts from ``data/`` (Scryfall field names), compiled from their Oracle text.

Every card in ``data/cards.json`` is read by the grammar of ``explorer.oracle``; a card whose
text it can't read yet stays unplayable, and says which sentence (``CardPool.explain``).
"""

from __future__ import annotations

from functools import lru_cache

from .model import DATA_DIR, CardDef, CardPool


def build_pool() -> CardPool:
    pool = CardPool()
    pool.load_facts(DATA_DIR / "cards.json")
    pool.compile_all()
    return pool


@lru_cache(maxsize=1)
def _shared_pool() -> CardPool:
    return build_pool()


def default_pool() -> CardPool:
    """The pool every game uses unless given another (``Game(cards=...)``)."""
    return _shared_pool()


__all__ = ["CardDef", "CardPool", "build_pool", "default_pool"]
