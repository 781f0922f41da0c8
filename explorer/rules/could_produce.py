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

from ..abilities import ActivatedAbility, ReplacementAbility
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


Unions = dict[tuple[str, bool], frozenset[str]]


def land_unions(game: Kernel, known: dict[int, frozenset[str]]) -> Unions:
    """Per controller: every type a land they control could produce (key ``(controller,
    False)``), and every type a basic land they control could produce (``(controller, True)``),
    by ``known``."""
    unions: dict[tuple[str, bool], set[str]] = {}
    for o in game.state.battlefield:
        if o.is_type("Land"):
            types = known.get(o.oid, ())
            unions.setdefault((o.controller, False), set()).update(types)
            if "Basic" in o.card.supertypes:
                unions.setdefault((o.controller, True), set()).update(types)
    return {key: frozenset(u) for key, u in unions.items()}


def base_types(game: Kernel, obj: Obj, ability: ActivatedAbility,
               known: dict[int, frozenset[str]], unions: Unions | None = None) -> frozenset[str]:
    """Types the ability itself would add now, before replacement effects.

    A reflector looks at the lands' sets as a whole, one union per controller (and per
    controller's basic lands): including its own set there changes nothing, because in a least
    fixed point that set only ever holds what others supplied. (A basic land that reflects
    basic lands looks at each of the others, as its words say.)
    """
    production = ability.mana
    if production is None:
        return frozenset()
    if production.count is not None and production.count(game, obj) <= 0:
        return frozenset()  # 106.7: it wouldn't produce any mana
    reflect = production.reflect
    if reflect is not None:
        if reflect.basic and "Basic" in obj.card.supertypes and obj.is_type("Land"):
            found = frozenset().union(*(known.get(o.oid, frozenset())
                                        for o in reflected(game, obj, ability)))
        else:
            unions = unions if unions is not None else land_unions(game, known)
            found = (unions.get((obj.controller, reflect.basic), frozenset()) if reflect.yours
                     else frozenset().union(*(u for (c, basic), u in unions.items()
                                              if basic == reflect.basic
                                              and c != obj.controller)))
        return found & COLORS if reflect.colors_only else found
    if production.made is not None:
        return frozenset(production.made(game, obj))
    return frozenset(production.fixed).union(production.combination, *production.picks(obj))


Replacements = list[tuple[Obj, int, ReplacementAbility]]


def replaced_types(game: Kernel, obj: Obj, ability: ActivatedAbility, mana_type: str,
                   effects: Replacements | None = None) -> frozenset[str]:
    """106.7: the types one mana of ``mana_type`` could become, replacements in any order.
    ``effects``: the active replacement effects, if the caller has them already."""
    effects = active_replacements(game) if effects is None else effects
    if not effects:
        return frozenset(mana_type)
    start = Proposal("mana", obj.name, obj.controller, 1, source_oid=obj.oid, mana=mana_type,
                     tapped_for_mana=ability.cost.tap)
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

    Linear in the number of permanents: the replacement effects are found once; a permanent
    without a reflecting ability is solved once (its set doesn't depend on the others'); and
    each round gives the reflectors the union of the lands they look at — one union per
    controller, made once a round; after the first, only the reflectors whose unions changed —
    so a round is linear, and the rounds are few: the sets only grow, every reflector of a kind
    looking at one controller's lands sees the same union, and there are at most six types.

    Cached until the next event: every change to the board is an event.
    """
    key = (id(game.state), len(game.log))
    cached = game.cache.get("could_produce")
    if cached is not None and cached[0] == key:
        return cast(dict[int, frozenset[str]], cached[1])
    effects = active_replacements(game)
    known: dict[int, frozenset[str]] = {o.oid: frozenset() for o in game.state.battlefield}
    cache: dict[tuple[int, int, str], frozenset[str]] = {}

    def solve(obj: Obj, abilities: list[ActivatedAbility], unions: Unions) -> bool:
        """Its set from what is known now; whether it grew."""
        types: set[str] = set()
        for k, ability in enumerate(abilities):
            for t in base_types(game, obj, ability, known, unions):
                if (obj.oid, k, t) not in cache:
                    cache[obj.oid, k, t] = replaced_types(game, obj, ability, t, effects)
                types |= cache[obj.oid, k, t]
        if types == known[obj.oid]:
            return False
        known[obj.oid] = frozenset(types)
        return True

    reflectors: list[tuple[Obj, list[ActivatedAbility]]] = []
    unions = land_unions(game, known)  # all empty: no set is known yet
    for obj in game.state.battlefield:
        abilities = [a for a in activated_abilities(game, obj) if a.is_mana_ability]
        if any(a.mana is not None and a.mana.reflect is not None for a in abilities):
            reflectors.append((obj, abilities))
        elif abilities:
            solve(obj, abilities, unions)
    # Each round solves again only the reflectors whose unions changed since the round before
    # (the others would find what they found then); it ends when no set grew in a round.
    todo, previous = reflectors, None
    while todo:
        unions = land_unions(game, known)
        if previous is not None:
            moved = {k for k in unions.keys() | previous.keys() if unions.get(k) != previous.get(k)}
            todo = [r for r in reflectors if _reads(r[0], r[1], moved)]
        previous = unions
        grew = False
        for obj, abilities in todo:
            grew |= solve(obj, abilities, unions)
        if not grew:
            break
    game.cache["could_produce"] = (key, known)
    return known


def _reads(obj: Obj, abilities: list[ActivatedAbility], moved: set[tuple[str, bool]]) -> bool:
    """Does one of its reflecting abilities look at a union in ``moved`` (see land_unions)?"""
    for ability in abilities:
        reflect = ability.mana.reflect if ability.mana is not None else None
        if reflect is None:
            continue
        if reflect.basic and "Basic" in obj.card.supertypes and obj.is_type("Land"):
            return True  # it looks at each other basic land, not at a union (base_types)
        if any(basic == reflect.basic and (c == obj.controller) == reflect.yours
               for c, basic in moved):
            return True
    return False


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
