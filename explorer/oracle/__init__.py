"""Cards compiled from their Oracle text: a grammar of templates read onto the rules modules.

``compile_card(facts)`` reads a card in Scryfall's field names; see :mod:`.compiler`.
"""

from .compiler import AbilityReading, Compiled, Unknown, compile_card

__all__ = ["AbilityReading", "Compiled", "Unknown", "compile_card"]
