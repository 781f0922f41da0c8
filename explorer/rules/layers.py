"""Characteristics as the rules see them now: printed values plus continuous effects (611, 613).

A continuous effect comes from one of two places, and they differ in what they affect:

- a resolved spell or ability (611.2) — "target creature gets +3/+3 until end of turn",
  "creatures you control gain trample until end of turn": the objects it affects are fixed as it
  begins (611.2c), so it is kept as a record per object in ``State.effects``
  (:class:`~explorer.state.ContinuousEffect`) until its duration ends (514.2);
- a static ability of a permanent on the battlefield (604.2, 611.3) — "Other Elf creatures you
  control get +1/+1", "Equipped creature has flying", "As long as you're the monarch, this
  creature gets +2/+2": it is part of the card (:class:`StaticEffect`, ``CardDef.continuous``)
  and applies at every moment to whatever its words describe then (611.3a), only while its
  source is on the battlefield (611.3b) and its "as long as" condition holds. Nothing about it is
  stored: it follows from the permanents, so saving the battlefield saves it.

The layers the supported cards use: 4, 5 and 7b for an effect that makes a permanent a creature
until end of turn ("~ becomes a 2/1 blue Faerie creature", ``Obj.becomes``: types and subtypes
added, colors and base power and toughness set); layer 6 (613.1f), effects that add abilities
(keywords); layer 7 (613.4) — 7a the printed power and toughness, 7b those set by ``becomes``,
7c effects and counters that modify them (613.4c, 122.1a). Within a layer, effects apply in
timestamp order (613.7); every effect here adds (a keyword, or +N/+N), so the order can't change
a value — the timestamps are kept for the effects that will set or remove.

These are asked very often (combat, every state-based action check), so the static effects are
found through an index of the battlefield's sources (:func:`static_effects`), never by reading
every card.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from ..abilities import ActivatedAbility, Shared, TriggeredAbility
from ..events import EventKind as K
from ..state import Becomes, ContinuousEffect
from .creature_types import ARTIFACT_TYPES, CREATURE_TYPE_SET, ENCHANTMENT_TYPES, LAND_TYPES

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .protection import Quality

# (game, the source, a permanent): does the effect apply to that permanent now?
Affects = Callable[["Kernel", "Obj", "Obj"], bool]


@dataclass(frozen=True, eq=False)
class StaticEffect(Shared):
    """The continuous effect one static ability generates (604.2, 611.3), in one layer:
    ``power``/``toughness`` in 7c (613.4c) — times ``count`` when it says "for each …",
    counted at every moment — or ``keywords`` added in layer 6 (613.1f). ``affects`` says what
    it applies to (the source itself, the permanent it is attached to, or every permanent its
    words describe, seen from its controller); ``condition`` is an "as long as" (611.3a). An
    ability that does both ("gets +1/+1 and has flying") is two of these with one ``text``."""

    text: str  # the printed ability
    affects: Affects
    power: int = 0
    toughness: int = 0
    count: Callable[[Kernel, Obj], int] | None = None  # (game, the source) -> how many
    keywords: tuple[str, ...] = ()
    condition: Callable[[Kernel, Obj], bool] | None = None  # (game, the source)
    abilities: tuple[ActivatedAbility, ...] = ()  # granted in layer 6 ("has \"{T}: …\"")
    # triggered abilities granted in layer 6 ("have \"Whenever this creature attacks, …\"",
    # "Auras you control have exalted"): they trigger on whatever it applies to when the
    # event happens (rules.triggers)
    triggered: tuple[TriggeredAbility, ...] = ()
    # Layer 2 (613.1b): who controls what it affects — (game, the source) -> a player, or None
    # while it names no one ("The monarch controls enchanted creature.", rules.control)
    controller: Callable[[Kernel, Obj], str | None] | None = None
    # "… can't be sacrificed" (101.2): a rule for what it affects, in no layer
    # (rules.keyword_actions.can_be_sacrificed)
    cant_be_sacrificed: bool = False
    # "… can't be blocked by creatures with flying" (509.1b): a restriction on blocking what it
    # affects, in no layer — the blockers it names, as words and a test of (game, the
    # attacker's controller, a blocker)
    cant_be_blocked_by: tuple[str, Callable[[Kernel, str, Obj], bool]] | None = None
    # protection abilities granted in layer 6 ("Creatures you control have protection from
    # black"), read by rules.protection
    protection: tuple[Quality, ...] = ()
    # Layer 4 (613.1d): card types and subtypes added "in addition to its other types"
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    # … and card types it takes away ("As long as your devotion to white is less than five,
    # Heliod isn't a creature.")
    removes: tuple[str, ...] = ()

    @property
    def layer(self) -> str:
        if self.controller is not None:
            return "2"
        if self.cant_be_sacrificed or self.cant_be_blocked_by is not None:
            return ""  # it changes no characteristic (613 doesn't order it)
        if self.types or self.subtypes or self.removes:
            return "4"
        return "6" if self.keywords or self.abilities or self.triggered or self.protection \
            else "7c"

    def applies(self, game: Kernel, source: Obj, obj: Obj) -> bool:
        """Does it apply to ``obj`` now (611.3a)? Its source is on the battlefield."""
        return self.affects(game, source, obj) and (
            self.condition is None or self.condition(game, source))

    def pt(self, game: Kernel, source: Obj) -> tuple[int, int]:
        n = self.count(game, source) if self.count is not None else 1
        return self.power * n, self.toughness * n


# -- the static effects of the battlefield, indexed ------------------------------------------------
E = TypeVar("E")
_Cached = tuple[list["Obj"], int, int, list[Any]]
# The keys in ``game.cache`` of the indexes of the battlefield made so far (``battlefield_index``,
# the static effects', the triggered abilities'): each follows permanents joining and leaving.
INDEXES: set[str] = {"continuous_index", "trigger_index"}


def abilities_changed(game: Kernel) -> None:
    """A permanent's abilities changed in place — it became a copy (707.2), it was turned face
    up (708.8) — and not by its joining or leaving: every index of the battlefield is made
    again when next asked."""
    for key in INDEXES:
        game.cache.pop(key, None)


def battlefield_index(game: Kernel, key: str, entries: Callable[[Obj], Iterable[E]]) -> list[E]:
    """What ``entries`` gives for each permanent on the battlefield, in battlefield order, kept
    in ``game.cache[key]`` and up to date without looking at every permanent each time.

    Permanents join the battlefield only at its end, each with a larger object id than any
    before (400.7) — and an Equipment that gets a new timestamp moves to the end (613.7e) — so
    if the permanent that was last when the index was made is still at its place, nothing
    before it left or moved, and only the permanents after it are new. ``entries`` must depend
    only on what a permanent keeps while it stays (its card)."""
    battlefield = game.state.battlefield
    cached: _Cached | None = game.cache.get(key)
    index: list[E]
    if cached is not None:
        same_list, length, last_oid, index = cached
        if same_list is battlefield and length <= len(battlefield) and (
                length == 0 or battlefield[length - 1].oid == last_oid):
            if length < len(battlefield):
                index.extend(e for obj in battlefield[length:] for e in entries(obj))
                game.cache[key] = (battlefield, len(battlefield), battlefield[-1].oid, index)
            return index
    INDEXES.add(key)
    index = [e for obj in battlefield for e in entries(obj)]
    game.cache[key] = (battlefield, len(battlefield), battlefield[-1].oid if battlefield else 0,
                       index)
    return index


def static_effects(game: Kernel) -> list[tuple[Obj, StaticEffect]]:
    """The continuous effects of the static abilities of the permanents on the battlefield, with
    their sources, in timestamp order (611.3b: only while the source is there).

    ``battlefield_index``, written out: this is asked at every look at a toughness or a
    keyword, and a call less there is worth it."""
    battlefield = game.state.battlefield
    cached: _Cached | None = game.cache.get("continuous_index")
    index: list[tuple[Obj, StaticEffect]]
    if cached is not None:
        same_list, length, last_oid, index = cached
        if same_list is battlefield and length <= len(battlefield) and (
                length == 0 or battlefield[length - 1].oid == last_oid):
            if length < len(battlefield):
                _add(index, battlefield[length:])
                game.cache["continuous_index"] = (battlefield, len(battlefield),
                                                  battlefield[-1].oid, index)
            return index
    index = []
    _add(index, battlefield)
    game.cache["continuous_index"] = (battlefield, len(battlefield),
                                      battlefield[-1].oid if battlefield else 0, index)
    return index


def _add(index: list[tuple[Obj, StaticEffect]], objs: list[Obj]) -> None:
    for obj in objs:
        for effect in obj.card.continuous:
            index.append((obj, effect))


def _on_battlefield(obj: Obj) -> bool:
    """Static abilities' effects apply to permanents (a card elsewhere, or a permanent as it
    last existed, has its printed values here)."""
    return obj.zone == "battlefield"


# -- layer 6: abilities (613.1f) -------------------------------------------------------------------
# 122.1b: a keyword counter gives the permanent it is on that keyword (the ones the rules
# modules implement; the counter phrase refuses the others).
KEYWORD_COUNTERS = {k.lower(): k for k in (
    "Flying", "First strike", "Double strike", "Deathtouch", "Haste", "Hexproof",
    "Indestructible", "Lifelink", "Menace", "Reach", "Shadow", "Trample", "Vigilance")}


def _from_counters(obj: Obj) -> list[str]:
    return [KEYWORD_COUNTERS[k] for k, n in obj.counters.items() if n and k in KEYWORD_COUNTERS]


def has_keyword(game: Kernel, obj: Obj, keyword: str) -> bool:
    """Does ``obj`` have ``keyword`` after layer 6: printed, given by a keyword counter
    (122.1b), or added by a resolved spell or ability (611.2) or by a static ability (611.3)?"""
    effects = game.state.effects
    if effects and any(e.oid == obj.oid and e.loses for e in effects):
        return keyword in keywords(game, obj)  # an effect removes some: in timestamp order
    if keyword in obj.card.keywords or (  # ``obj.has_keyword``, written out
            obj.becomes is not None and keyword in obj.becomes.keywords):
        return True
    if keyword == "Haste" and (obj.unearthed  # "It gains haste." (702.84a)
                               or obj.choices.get("riot") == "haste"):  # 702.136a
        return True
    if obj.counters and obj.counters.get(keyword.lower()):
        return keyword.lower() in KEYWORD_COUNTERS
    # most often there are none: asked first, before looking through them
    if effects and any(e.oid == obj.oid and keyword in e.keywords for e in effects):
        return True
    if not _on_battlefield(obj):
        return False
    statics = static_effects(game)
    return bool(statics) and any(keyword in effect.keywords and effect.applies(game, source, obj)
                                 for source, effect in statics)


def keywords(game: Kernel, obj: Obj) -> tuple[str, ...]:
    """Every keyword ``obj`` has now: its printed ones, then those continuous effects add or
    remove (613.1f), each once. Effects that add and remove apply in timestamp order (613.7):
    "loses flying" removes what came before it, a later "gains flying" gives it back. (A
    keyword counter counts as already there: the explorer doesn't keep a counter's
    timestamp.)"""
    found = dict.fromkeys(obj.card.keywords)
    if obj.becomes is not None:
        found.update(dict.fromkeys(obj.becomes.keywords))
    if obj.counters:
        found.update(dict.fromkeys(_from_counters(obj)))
    if obj.unearthed or obj.choices.get("riot") == "haste":  # 702.84a, 702.136a
        found["Haste"] = None
    changes: list[tuple[int, tuple[str, ...], tuple[str, ...]]] = [
        (e.timestamp, e.keywords, e.loses) for e in game.state.effects if e.oid == obj.oid]
    if _on_battlefield(obj):
        changes += [(source.timestamp, effect.keywords, ())
                    for source, effect in static_effects(game)
                    if effect.keywords and effect.applies(game, source, obj)]
    if any(loses for _, _, loses in changes):
        changes.sort(key=lambda change: change[0])
    for _, added, removed in changes:
        found.update(dict.fromkeys(added))
        for keyword in removed:
            found.pop(keyword, None)
    return tuple(found)


def granted_abilities(game: Kernel, obj: Obj) -> tuple[ActivatedAbility, ...]:
    """The activated abilities static abilities give it now (613.1f), in timestamp order."""
    effects = static_effects(game) if _on_battlefield(obj) else ()
    if not effects:
        return ()
    return tuple(ability for source, effect in effects if effect.abilities
                 and effect.applies(game, source, obj) for ability in effect.abilities)


# -- layer 4: types from static abilities (613.1d) -------------------------------------------------
TYPES_AFTER = frozenset((K.ZONE_CHANGED, K.ATTACHED, K.UNATTACHED, K.CONTROL_CHANGED))


def update_types(game: Kernel) -> None:
    """Layer 4 from static abilities (613.1d, 611.3a), worked out again after an event that may
    change what they apply to (a permanent came or went, an Aura moved, control changed): each
    permanent keeps the card types and subtypes they add to it now (``Obj.added_types``).

    An effect whose set of objects depends on another's types applies after it (613.8a:
    "Forests are Islands in addition to their other types" after "Each land is a Forest …",
    whatever their timestamps): every effect here only adds, so applying them all again until
    nothing more is added gives that order's result."""
    effects = [(source, effect) for source, effect in static_effects(game)
               if effect.types or effect.subtypes]
    removing = [(source, effect) for source, effect in static_effects(game) if effect.removes]
    if not effects and not removing and not game.cache.get("types_added", True):
        return  # most games: no such effect, and none gave a type since the last look
    game.cache["types_added"] = bool(effects or removing)
    battlefield = game.state.battlefield
    for obj in battlefield:
        if obj.added_types != ((), ()):
            obj.added_types = ((), ())  # from the printed types up (613.1d)
        removed = tuple(t for source, effect in removing if effect.applies(game, source, obj)
                        for t in effect.removes)
        if obj.removed_types != removed:
            obj.removed_types = removed
            if "Creature" in removed:
                _leaves_combat(game, obj)
    for _ in range(len(effects) + 1):  # each pass can only add what another effect made apply
        changed = False
        for obj in battlefield:
            types = dict.fromkeys(obj.added_types[0])
            subtypes = dict.fromkeys(obj.added_types[1])
            for source, effect in effects:
                if effect.applies(game, source, obj):
                    types.update(dict.fromkeys(effect.types))
                    subtypes.update(dict.fromkeys(effect.subtypes))
            added = (tuple(types), tuple(subtypes))
            if obj.added_types != added:
                obj.added_types, changed = added, True
        if not changed:
            break


def _leaves_combat(game: Kernel, obj: Obj) -> None:
    """506.4: a permanent that stops being a creature is removed from combat."""
    combat = game.state.combat
    if combat is None:
        return
    combat.attackers.pop(obj.oid, None)
    combat.blockers.pop(obj.oid, None)


# -- layer 7: power and toughness (613.4) ----------------------------------------------------------
def _printed(value: str | None) -> int:
    try:
        return int(value) if value is not None else 0
    except ValueError:  # "*": defined by a characteristic-defining ability (604.3), or 0
        return 0


_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


def pt_from_counters(obj: Obj) -> tuple[int, int]:
    """122.1a: a +X/+Y counter (+1/+1, -1/-1, -0/-1, +1/+0 …) adds X to power and Y to
    toughness."""
    power = toughness = 0
    for kind, n in obj.counters.items():
        m = _PT_COUNTER.fullmatch(kind)
        if m:
            power += int(m.group(1)) * n
            toughness += int(m.group(2)) * n
    return power, toughness


def _modifications(game: Kernel, obj: Obj) -> tuple[int, int]:
    """7c (613.4c): +1/+1 and -1/-1 counters (122.1a), resolved effects such as Giant Growth,
    and static abilities' effects such as an anthem's — summed (each one adds, so their order
    can't change the total)."""
    power, toughness = pt_from_counters(obj) if obj.counters else (0, 0)
    for e in game.state.effects:
        if e.oid == obj.oid:
            power += e.power
            toughness += e.toughness
    if _on_battlefield(obj):
        for source, effect in static_effects(game):
            if effect.layer == "7c" and effect.applies(game, source, obj):
                p, t = effect.pt(game, source)
                power += p
                toughness += t
    return power, toughness


def power(game: Kernel, obj: Obj) -> int:
    """7a/7b, then 7c: printed or defined by a characteristic-defining ability (613.4a) — or
    set by an effect that made it a creature (613.4b) — plus every modification; then 7d:
    switched (613.4d)."""
    if _switched(game, obj):
        return _unswitched_toughness(game, obj)
    return _unswitched_power(game, obj)


def toughness(game: Kernel, obj: Obj) -> int:
    if _switched(game, obj):
        return _unswitched_power(game, obj)
    return _unswitched_toughness(game, obj)


def _switched(game: Kernel, obj: Obj) -> bool:
    """613.4d: effects that switch power and toughness apply after all others; two switches
    put them back."""
    effects = game.state.effects
    return bool(effects) and sum(1 for e in effects if e.switch and e.oid == obj.oid) % 2 == 1


def _unswitched_power(game: Kernel, obj: Obj) -> int:
    b = obj.becomes
    base = b.power if b is not None and b.power is not None else _defined(
        game, obj, obj.card.power_is, obj.card.power)
    return base + _modifications(game, obj)[0]


def _unswitched_toughness(game: Kernel, obj: Obj) -> int:
    b = obj.becomes
    base = b.toughness if b is not None and b.toughness is not None else _defined(
        game, obj, obj.card.toughness_is, obj.card.toughness)
    return base + _modifications(game, obj)[1]


def _defined(game: Kernel, obj: Obj, cda: Callable[[Any, Any], int] | None,
             printed: str | None) -> int:
    """Layer 7a (613.4a): the value a characteristic-defining ability gives, else the printed
    one."""
    return cda(game, obj) if cda is not None else _printed(printed)


def become(game: Kernel, obj: Obj, becomes: Becomes, player: str,
           rule: str = "613.4b") -> None:
    """"~ becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land."
    (611.2a, 205.1b): the permanent keeps what it is and adds what the effect says, until the
    cleanup step (514.2) — or, earthbent or awakened, as long as it stays (701.66a, 702.113a).
    A later such effect wins in each layer it sets a value in (613.7: the later timestamp), and
    leaves the layers it doesn't touch to the earlier one ("has base power and toughness 4/3"
    after "becomes an artifact": still an artifact); what it adds (types, keywords) is added.
    A lasting one an effect until end of turn overrides applies again after (``under``)."""
    if becomes.replaces:
        becomes = replace(becomes, subtypes=_kept_subtypes(obj, becomes))
    old = obj.becomes
    made = becomes
    if old is not None:
        lasting = old if not old.until_end_of_turn else old.under
        if becomes.until_end_of_turn:
            becomes = replace(_over(old, becomes), under=lasting)
        elif old.until_end_of_turn:  # the lasting one is under what ends this turn
            becomes = replace(_over(old, becomes), until_end_of_turn=True,
                              under=becomes if lasting is None else _over(lasting, becomes))
        else:
            becomes = _over(old, becomes)
    obj.becomes = becomes
    game.emit(K.EFFECT_CREATED, player=player, source=made.source, target=obj.handle,
              rule=rule, power=made.power, toughness=made.toughness,
              keywords=made.keywords or None, rider=describe_becomes(made))


_SUBTYPES_OF = {"Creature": CREATURE_TYPE_SET, "Artifact": frozenset(ARTIFACT_TYPES),
                "Enchantment": frozenset(ENCHANTMENT_TYPES), "Land": frozenset(LAND_TYPES)}


def _kept_subtypes(obj: Obj, becomes: Becomes) -> tuple[str, ...]:
    """205.1a: new card types replace the old ones, and a new subtype replaces the subtypes of
    its own set ("becomes a 4/4 Dragon artifact creature": no other creature type) — the
    subtypes it had of a type it still has and of a set the effect names none of stay (a
    Vehicle that becomes an artifact creature is still a Vehicle)."""
    named = {t for t, kinds in _SUBTYPES_OF.items() if set(becomes.subtypes) & kinds}
    kept = tuple(s for s in obj.subtypes
                 if any(t in becomes.types and t not in named and s in _SUBTYPES_OF[t]
                        for t in _SUBTYPES_OF))
    return tuple(dict.fromkeys(kept + becomes.subtypes))


def _over(old: Becomes, new: Becomes) -> Becomes:
    """``new`` applied after ``old`` (613.7): each value ``new`` sets wins; types, subtypes and
    keywords it adds are added to ``old``'s (or replace them, 205.1a)."""
    if new.replaces:
        types, subtypes = new.types, new.subtypes
    else:
        types = tuple(dict.fromkeys(old.types + new.types))
        subtypes = tuple(dict.fromkeys(old.subtypes + new.subtypes))
    return replace(
        new, types=types, subtypes=subtypes, replaces=old.replaces or new.replaces,
        power=new.power if new.power is not None else old.power,
        toughness=new.toughness if new.toughness is not None else old.toughness,
        colors=new.colors if new.colors is not None else old.colors,
        keywords=tuple(dict.fromkeys(old.keywords + new.keywords)))


def describe_becomes(b: Becomes) -> str:
    """"becomes a 2/1 blue Faerie creature with flying until end of turn", for people."""
    colors = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    color = "colorless" if b.colors == () else " and ".join(colors[c] for c in b.colors or ())
    pt = f"{b.power}/{b.toughness}" if b.power is not None else ""
    every = CREATURE_TYPE_SET <= set(b.subtypes)  # "all creature types" (Faceless Haven)
    subtypes = [s for s in b.subtypes if not every or s not in CREATURE_TYPE_SET]
    words = [w for w in (pt, color, *subtypes, *(t.lower() for t in b.types)) if w]
    having = [k.lower() for k in b.keywords] + (["all creature types"] if every else [])
    with_ = f" with {', '.join(having)}" if having else ""
    until = " until end of turn" if b.until_end_of_turn else ""
    if not b.types and not b.subtypes and b.colors is None:
        # only layers 6 and 7b: "has base power and toughness 4/3", "gains defender"
        said = [f"has base power and toughness {pt}" if pt else "",
                f"gains {', '.join(k.lower() for k in b.keywords)}" if b.keywords else ""]
        return f"{' and '.join(w for w in said if w)}{until}"
    # (an animated land's "It's still a land" is said as it always was: "becomes a … creature")
    addition = " in addition to its other types" if b.types and not b.replaces \
        and "Creature" not in b.types else ""
    article = "an" if not pt and words and words[0][:1] in "aeiou" else "a"
    return f"becomes {article} {' '.join(words)}{with_}{addition}{until}"


# -- effects of resolving spells and abilities (611.2) ---------------------------------------------
def loses_until_end_of_turn(game: Kernel, obj: Obj, source: str, player: str,
                            keywords: tuple[str, ...], until: str = "end_of_turn") -> None:
    """"Target creature loses flying until end of turn." (611.2a): an ability-removing effect
    in layer 6 (613.1f), applied after the effects before it and before those after it
    (613.7); it ends in the cleanup step (514.2)."""
    game.state.effects.append(ContinuousEffect(obj.oid, 0, 0, source, until, loses=keywords,
                                               timestamp=game.state.new_timestamp()))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle,
              rule="613.1f", rider="loses " + " and ".join(k.lower() for k in keywords))


def protection_until_end_of_turn(game: Kernel, obj: Obj, source: str, player: str,
                                 qualities: tuple[Quality, ...],
                                 until: str = "end_of_turn") -> None:
    """"Target creature gains protection from red until end of turn." (611.2a): protection
    abilities added in layer 6 (613.1f), ending in the cleanup step (514.2)."""
    game.state.effects.append(ContinuousEffect(obj.oid, 0, 0, source, until,
                                               protection=qualities,
                                               timestamp=game.state.new_timestamp()))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle,
              rule="613.1f", rider="gains protection from "
              + " and from ".join(q.words for q in qualities))


def switch_until_end_of_turn(game: Kernel, obj: Obj, source: str, player: str) -> None:
    """"Switch target creature's power and toughness until end of turn." (611.2a): layer 7d,
    after every other change to them (613.4d) — a later +N/+N still changes the values before
    they are switched; it ends in the cleanup step (514.2)."""
    game.state.effects.append(ContinuousEffect(obj.oid, 0, 0, source, switch=True,
                                               timestamp=game.state.new_timestamp()))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle,
              rule="613.4d", rider="switches its power and toughness until end of turn")


def until_end_of_turn(game: Kernel, obj: Obj, source: str, player: str, *, power: int = 0,
                      toughness: int = 0, keywords: tuple[str, ...] = (),
                      rule: str = "613.4c", until: str = "end_of_turn") -> None:
    """A resolving spell or ability's effect on ``obj`` "until end of turn" (611.2a): +N/+N in
    layer 7c (613.4c) or keywords added in layer 6 (613.1f) — one layer per call. The object
    was chosen now and stays the one affected (611.2c); the effect ends in the cleanup step
    (514.2). ``rule`` is the one that says what the +N/+N is (701.10b: doubling a power)."""
    assert not (keywords and (power or toughness)), "one layer per effect"
    game.state.effects.append(ContinuousEffect(obj.oid, power, toughness, source, until,
                                               keywords=keywords,
                                               timestamp=game.state.new_timestamp()))
    if keywords:
        game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle,
                  rule="613.1f", keywords=keywords)
    else:
        game.emit(K.EFFECT_CREATED, player=player, source=source, target=obj.handle,
                  rule=rule, power=power, toughness=toughness)
