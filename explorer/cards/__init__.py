"""Cards: facts from ``data/`` (Scryfall field names), compiled from their Oracle text.

Every card in ``data/cards.json`` is read by the grammar of ``explorer.oracle``; a card whose
text it can't read yet stays unplayable, and says which sentence (``CardPool.explain``).
Users bring their own cards in Scryfall's format: ``load_scryfall(path)`` streams a bulk file or
a saved search (``explorer.cards.scryfall``), ``fetch_card(name)`` asks Scryfall's API for one
card and keeps it on disk (``explorer.cards.fetch``).
"""

from __future__ import annotations

from functools import lru_cache

from .fetch import FetchError, fetch_card
from .model import DATA_DIR, CardDef, CardPool
from .scryfall import CardFileError, ImportReport, load_scryfall, scryfall_pool


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


__all__ = ["CardDef", "CardFileError", "CardPool", "FetchError", "ImportReport", "build_pool",
           "default_pool", "fetch_card", "load_scryfall", "scryfall_pool"]
