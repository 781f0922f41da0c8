"""Protection (702.16): "Protection from [quality]" — a static ability the rules apply to every
permanent that has it. What it stops is the mnemonic DEBT:

- Damage: damage that sources with the quality would deal to it is prevented (702.16e,
  ``rules.damage``);
- Enchanting and Equipping: Auras with the quality can't enchant it (702.16c) and Equipment
  (or Fortifications) with it can't be attached to it (702.16d); if they are, the state-based
  actions put the Aura into its owner's graveyard (704.5m) or unattach the Equipment (704.5n)
  (``rules.sba``, ``rules.attachments``);
- Blocking: creatures with the quality can't block it (702.16f, ``rules.combat``);
- Targeting: spells with the quality, and abilities from sources with it, can't target it
  (702.16b, ``rules.targets``: as targets are chosen and again on resolution, 608.2b).

A quality is data (:class:`Quality`), read from the card's text by ``oracle/keywords.py``: a
color, colorless, multicolored or monocolored, a card type, a subtype, or everything (702.16j).
"Protection from black and from red" is two abilities (702.16g), "protection from each color"
five (702.16h). Each is checked against the other object's characteristics at that moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

QualityKind = Literal["color", "colorless", "multicolored", "monocolored", "card type",
                      "subtype", "everything"]


@dataclass(frozen=True)
class Quality:
    """The quality one protection ability states (702.16a). ``value`` is the color's letter
    ("B"), the card type ("Creature") or the subtype ("Demon"); ``words`` is how the card says
    it ("black", "creatures", "Demons"), for people."""

    kind: QualityKind
    value: str = ""
    words: str = ""

    def of(self, source: Obj) -> bool:
        """Does ``source`` have this quality now? A card type or subtype counts for a permanent
        of it and for an object of it in any other zone (702.16a: an exception to 109.2)."""
        colors = source.colors  # as layer 5 leaves them (105.2)
        if self.kind == "everything":
            return True  # 702.16j: every object, whatever its characteristics
        if self.kind == "color":
            return self.value in colors
        if self.kind == "colorless":
            return not colors  # 105.2c
        if self.kind == "multicolored":
            return len(colors) > 1  # 105.4
        if self.kind == "monocolored":
            return len(colors) == 1
        if self.kind == "card type":
            return source.is_type(self.value)
        return self.value in source.subtypes


def protections(game: Kernel, obj: Obj) -> tuple[Quality, ...]:
    """The protection abilities ``obj`` has now, one quality each: its printed ones (the card's
    keyword lines), then those continuous effects give it (613.1f): a resolved "gains
    protection from red until end of turn", a static "Creatures you control have protection
    from black". Every rule that asks about protection asks here."""
    from .layers import static_effects  # (layers reads characteristics protection looks at)

    found = obj.card.protection
    effects = game.state.effects
    if effects:
        found += tuple(q for e in effects if e.protection and e.oid == obj.oid
                       for q in e.protection)
    if obj.zone == "battlefield":
        found += tuple(q for source, e in static_effects(game)
                       if e.protection and e.applies(game, source, obj) for q in e.protection)
    return found


def protected_from(game: Kernel, obj: Obj, source: Obj | None) -> Quality | None:
    """Which of ``obj``'s protections ``source`` has the quality of — the first, in printed
    order — or None (also when there is no source object to look at)."""
    if source is None:
        return None
    return next((q for q in protections(game, obj) if q.of(source)), None)

