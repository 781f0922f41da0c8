"""What types of mana a permanent "could produce" (106.7).

The types any of its mana abilities would produce if it resolved now, with replacement effects
applied in every possible order and costs ignored. Permanents that reflect others (Reflecting
Pool, Exotic Orchard, Fellwar Stone) are solved together as a least fixed point: every set starts
empty and only grows from what some ability really defines, so chains and cycles of reflectors
always terminate, and reflectors never feed themselves (106.5: with nothing real behind them they
define no type, and produce no mana).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from ..abilities import ActivatedAbility
from ..state import MANA_TYPES, Obj
from .activated import activated_abilities
from .replacement import Proposal, active_replacements

if TYPE_CHECKING:
    from ..kernel import Kernel

COLORS = frozenset("WUBRG")


def reflected(game: Kernel, obj: Obj, ability: ActivatedAbility) -> list[Obj]:
    """The permanents a reflecting ability looks at (never itself)."""
    production = ability.mana
    assert production is not None
    reflect = production.reflect
    if reflect is None:
        return []
    return [o for o in game.state.battlefield if reflect.looks_at(obj, o)]


def land_unions(game: Kernel, known: dict[int, frozenset[str]]) -> dict[str, frozenset[str]]:
    """Per controller: every type a land they control could produce (by ``known``)."""
    unions: dict[str, set[str]] = {}
    for o in game.state.battlefield:
        if o.is_type("Land"):
            unions.setdefault(o.controller, set()).update(known.get(o.oid, ()))
    return {c: frozenset(u) for c, u in unions.items()}


def base_types(game: Kernel, obj: Obj, ability: ActivatedAbility,
               known: dict[int, frozenset[str]],
               unions: dict[str, frozenset[str]] | None = None) -> frozenset[str]:
    """Types the ability itself would add now, before replacement effects.

    A reflector looks at the lands' sets as a whole: including its own set there changes
    nothing, because in a least fixed point that set only ever holds what others supplied.
    """
    production = ability.mana
    if production is None:
        return frozenset()
    if production.count is not None and production.count(game, obj) <= 0:
        return frozenset()  # 106.7: it wouldn't produce any mana
    reflect = production.reflect
    if reflect is not None:
        if reflect.basic:  # not every land: look at each basic one
            found = frozenset().union(*(known.get(o.oid, frozenset())
                                        for o in reflected(game, obj, ability)))
        else:
            unions = unions if unions is not None else land_unions(game, known)
            found = (unions.get(obj.controller, frozenset()) if reflect.yours else
                     frozenset().union(*(u for c, u in unions.items() if c != obj.controller)))
        return found & COLORS if reflect.colors_only else found
    if production.made is not None:
        return frozenset(production.made(game, obj))
    return frozenset(production.fixed).union(production.combination, *production.picks(obj))


def replaced_types(game: Kernel, obj: Obj, ability: ActivatedAbility, mana_type: str
                   ) -> frozenset[str]:
    """106.7: the types one mana of ``mana_type`` could become, replacements in any order."""
    start = Proposal("mana", obj.name, obj.controller, 1, source_oid=obj.oid, mana=mana_type,
                     tapped_for_mana=ability.cost.tap)
    effects = active_replacements(game)
    out: set[str] = set()

    def walk(p: Proposal, used: frozenset[tuple[int, int]]) -> None:
        applicable = [(o, i, r) for o, i, r in effects
                      if (o.oid, i) not in used and r.applies(game, o, p)]
        if not applicable:
            out.update(p.mana)
            return
        for o, i, r in applicable:
            result = r.replace(game, o, p)
            if result is not None:
                walk(result, used | {(o.oid, i)})

    walk(start, frozenset())
    return frozenset(out)


def could_produce_all(game: Kernel) -> dict[int, frozenset[str]]:
    """Every permanent's could-produce set, solved together (least fixed point).

    Cached until the next event: every change to the board is an event.
    """
    key = (id(game.state), len(game.log))
    cached = game.cache.get("could_produce")
    if cached is not None and cached[0] == key:
        return cast(dict[int, frozenset[str]], cached[1])
    perms = [(o, [a for a in activated_abilities(game, o) if a.is_mana_ability])
             for o in game.state.battlefield]
    perms = [(o, abilities) for o, abilities in perms if abilities]
    known: dict[int, frozenset[str]] = {o.oid: frozenset() for o in game.state.battlefield}
    cache: dict[tuple[int, int, str], frozenset[str]] = {}
    changed = True
    while changed:
        changed = False
        unions = land_unions(game, known)
        for obj, abilities in perms:
            types: set[str] = set()
            for k, ability in enumerate(abilities):
                for t in base_types(game, obj, ability, known, unions):
                    if (obj.oid, k, t) not in cache:
                        cache[obj.oid, k, t] = replaced_types(game, obj, ability, t)
                    types |= cache[obj.oid, k, t]
            if types != known[obj.oid]:
                known[obj.oid] = frozenset(types)
                changed = True
    game.cache["could_produce"] = (key, known)
    return known


@dataclass
class CouldProduce:
    """The answer for one permanent, with the reasons: which sources define each type."""

    permanent: str
    types: tuple[str, ...]
    sources: dict[str, list[str]] = field(default_factory=dict)
    replacements: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        if not self.types:
            return f"{self.permanent} could produce no type of mana (106.5, 106.7)"
        return f"{self.permanent} could produce " + ", ".join("{" + t + "}" for t in self.types)


def explain(game: Kernel, obj: Obj) -> CouldProduce:
    known = could_produce_all(game)
    types = known[obj.oid]
    sources: dict[str, list[str]] = {}
    notes: list[str] = []
    for ability in (a for a in activated_abilities(game, obj) if a.is_mana_ability):
        production = ability.mana
        assert production is not None
        if production.reflect:
            for other in reflected(game, obj, ability):
                for t in known[other.oid]:
                    if not production.reflect.colors_only or t in COLORS:
                        sources.setdefault(t, []).append(other.handle)
        for t in base_types(game, obj, ability, known):
            result = replaced_types(game, obj, ability, t)
            if result != {t}:
                notes.append(f"{{{t}}} -> " + ", ".join("{" + r + "}" for r in sorted(
                    result, key=MANA_TYPES.index)) + " (replacement effects, any order)")
            if not production.reflect:
                sources.setdefault(t, []).append(f"{obj.handle}: {ability.text}")
    ordered = tuple(t for t in MANA_TYPES if t in types)
    return CouldProduce(obj.handle, ordered, sources, notes)
