"""The stack in a board file (405): spells and abilities waiting to resolve, bottom first.

A spell is its card (by name and id), its controller, its targets, X and what the mana spent on
it did (riders, 106.6). An ability is named by where it comes from — the card whose ability it
is and its place among that card's activated, triggered or delayed triggered abilities (the
explorer's numbering: ``activate``'s ``ability`` index for activated ones), one of the monarch's
two abilities (724.2), the "when spent" trigger a card's mana carries (603.7a), or an earthbent
land's "return it to the battlefield tapped" (701.66a) — with its
source permanent's id while that permanent is on the battlefield, its targets (``null`` for an
object gone since), the amounts it distributes (601.2d), the event that triggered it and its
source as it last existed (603.10a) when the ability needs them.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from .abilities import ActivatedAbility, Target, TriggeredAbility
from .errors import BoardError, shown
from .events import CLASSES, Event, EventKind, SpellEvent
from .rules import earthbend
from .rules.activated import activated_abilities_of
from .rules.monarch import INHERENT
from .rules.morph import cast_face_down
from .state import Obj, StackItem, State

if TYPE_CHECKING:
    from .cards.model import CardDef, CardPool


# -- saving --------------------------------------------------------------------------------------
def stack_entries(state: State, pool: CardPool | None) -> list[dict[str, Any]]:
    """The stack as board-file entries, bottom first."""
    index = {item.sid: k for k, item in enumerate(state.stack)}
    return [_entry(state, item, index, pool) for item in state.stack]


def _entry(state: State, item: StackItem, index: dict[int, int],
           pool: CardPool | None) -> dict[str, Any]:
    out: dict[str, Any] = {"controller": item.controller}
    if item.card is not None:
        out.update(spell=(item.card.face_up or item.card.card).name, id=item.card.handle)
        if item.card.owner != item.controller:
            out["owner"] = item.card.owner
        if item.card.choices:
            out["choices"] = dict(item.card.choices)
        if item.riders:
            out["riders"] = list(item.riders)
        if item.card.sacrificed is not None:
            out["sacrificed"] = _lki_entry(state, item.card.sacrificed)
        if item.card.spent:
            out["spent"] = item.card.spent
    else:
        out.update(_ability_ref(state, item, pool))
    if item.targets:
        out["targets"] = [_target(state, t) for t in item.targets]
    if item.amounts:
        out["amounts"] = list(item.amounts)
    if item.mode is not None:
        out["mode"] = list(item.mode) if isinstance(item.mode, tuple) else item.mode
    if item.x:
        out["x"] = item.x
    if item.event is not None and item.triggered is not None:
        out["event"] = event_entry(item.event, index)
    if item.lki is not None and item.card is None:
        out["lki"] = _lki_entry(state, item.lki)
    if item.left is not None:  # what its trigger event took away (603.10a)
        out["left"] = _lki_entry(state, item.left)
    if item.about is not None:  # a delayed ability's "it": the tokens made with it (603.7c)
        out["about"] = [obj.handle for oid in item.about
                        if (obj := state.find_about(oid)) is not None]
    return out


def _ability_ref(state: State, item: StackItem, pool: CardPool | None) -> dict[str, Any]:
    source = state.find(item.source_oid) if item.source_oid is not None else None
    out: dict[str, Any] = {"source": item.source_name}
    if source is not None:
        out["source_id"] = source.handle
    card = source.card if source is not None else (
        item.lki.card if item.lki is not None else None)
    if item.activated is not None:
        assert card is not None
        k = next(i for i, a in enumerate(activated_abilities_of(card)) if a is item.activated)
        out.update(ability="activated", card=card.name, index=k)
        return out
    ability = item.triggered
    assert ability is not None
    if ability in INHERENT:
        out.update(ability="monarch", index=INHERENT.index(ability))
        return out
    if ability is earthbend.RETURN:  # an earthbent land's "return it" (701.66a)
        out.update(ability="earthbend")
        return out
    if card is not None and ability in card.triggered:
        out.update(ability="triggered", card=card.name,
                   index=next(i for i, t in enumerate(card.triggered) if t is ability))
        return out
    pooled = pool.get(item.source_name) if pool is not None and item.source_name in pool else None
    if pooled is not None and ability in pooled.delayed:  # 603.7: made by the card's effect
        out.update(ability="delayed", card=pooled.name,
                   index=next(i for i, t in enumerate(pooled.delayed) if t is ability))
        return out
    maker = _when_spent_maker(item.source_name, ability, pool)
    out.update(ability="when_spent", card=item.source_name, index=maker)
    return out


def _when_spent_maker(name: str, ability: TriggeredAbility, pool: CardPool | None) -> int:
    card = pool.get(name) if pool is not None and name in pool else None
    for k, a in enumerate(activated_abilities_of(card) if card is not None else ()):
        if a.mana is not None and a.mana.when_spent is ability:
            return k
    raise BoardError("stack", f"the ability {ability.text!r} on the stack comes from no card "
                              "the file can name")


def _target(state: State, target: Target | None) -> str | None:
    if target is None or isinstance(target, str):
        return target
    spell = state.spell_on_stack(target)
    obj = state.find(target) or _in_graveyard(state, target) or (
        spell.card if spell is not None else None)
    return obj.handle if obj is not None else None  # gone: an illegal target on resolution


def _in_graveyard(state: State, oid: int) -> Obj | None:
    """A card in a graveyard, which a spell or ability may target (115.1)."""
    return next((c for p in state.players for c in p.graveyard if c.oid == oid), None)


def graveyard_targets(state: State) -> set[str]:
    """The ids of cards in graveyards that something on the stack targets: a saved file must
    write them, so that loading finds the same card."""
    return {card.handle for item in state.stack for t in item.targets if isinstance(t, int)
            and (card := _in_graveyard(state, t)) is not None}


def event_entry(event: Event, index: dict[int, int]) -> dict[str, Any]:
    """An event with its fields; a spell's, by its place on the stack (``index``: by sid)."""
    out = {f.name: getattr(event, f.name) for f in fields(event)
           if f.name not in ("seq", "cause") and getattr(event, f.name) not in (None, False)}
    out["event"] = event.event.value
    if isinstance(event, SpellEvent) and event.oid is not None:
        out["oid"] = index.get(event.oid)  # the spell's place on the stack, or gone
    return out


def _lki_entry(state: State, obj: Obj) -> dict[str, Any]:
    out: dict[str, Any] = {"card": obj.name, "id": obj.handle, "controller": obj.controller,
                           "owner": obj.owner}
    if obj.counters:
        out["counters"] = dict(obj.counters)
    if state.find(obj.oid) is not None:
        out["on_battlefield"] = True  # the same object is still there
    return out


# -- loading -------------------------------------------------------------------------------------
def load_stack(raw: list[dict[str, Any]], state: State, pool: CardPool) -> None:
    """Put the stack entries of a board file on ``state``'s stack (bottom first)."""
    sids: list[int] = []
    for k, entry in enumerate(raw):
        sids.append(state.new_oid())
        state.stack.append(_item(f"stack[{k}]", entry, sids[-1], state, pool))
    for k, (entry, item) in enumerate(zip(raw, state.stack, strict=True)):
        if "event" in entry:
            item.event = load_event(f"stack[{k}].event", entry["event"], sids, state)


def _item(where: str, entry: dict[str, Any], sid: int, state: State,
          pool: CardPool) -> StackItem:
    controller = _player(f"{where}.controller", entry["controller"], state)
    targets = [_target_of(f"{where}.targets[{i}]", t, state)
               for i, t in enumerate(entry.get("targets", []))]
    common = {"sid": sid, "controller": controller, "targets": targets,
              "x": entry.get("x", 0), "amounts": list(entry.get("amounts", []))}
    if "spell" in entry:
        card = _card(f"{where}.spell", entry["spell"], pool)
        owner = _player(f"{where}.owner", entry.get("owner", controller), state)
        obj = Obj(oid=state.new_oid(), handle=entry["id"], card=card, owner=owner,
                  controller=controller, zone="stack", timestamp=state.new_timestamp(),
                  x=entry.get("x", 0), choices=dict(entry.get("choices", {})))
        if obj.choices.get("face_down"):  # cast face down (702.37c): a 2/2 on the stack
            if not card.morph:
                raise BoardError(f"{where}.choices.face_down", f"{card.name} has no morph "
                                                               "(702.37c)")
            cast_face_down(obj)
        if "sacrificed" in entry:
            obj.sacrificed = _lki(f"{where}.sacrificed", entry["sacrificed"], state, pool)
        obj.spent = entry.get("spent", "")
        return StackItem(kind="spell", source_name=obj.name, source_oid=obj.oid, card=obj,
                         riders=list(entry.get("riders", [])), **common)
    source = None
    if "source_id" in entry:
        source = state.find_handle(entry["source_id"])
        if source is None:
            raise BoardError(f"{where}.source_id", f"no permanent with id "
                                                   f"{shown(entry['source_id'])} in this file")
    lki = _lki(f"{where}.lki", entry["lki"], state, pool) if "lki" in entry else None
    left = _lki(f"{where}.left", entry["left"], state, pool) if "left" in entry else None
    about = (tuple(about_by_id(f"{where}.about[{n}]", ref, state).oid
                   for n, ref in enumerate(entry["about"])) if "about" in entry else None)
    activated, triggered = _ability(where, entry, pool)
    mode = entry.get("mode")
    if isinstance(mode, list):  # several modes chosen (700.2d)
        mode = tuple(mode)
    for k in (mode if isinstance(mode, tuple) else () if mode is None else (mode,)):
        if triggered is None or not isinstance(k, int) or not 1 <= k <= len(triggered.modes):
            modes = len(triggered.modes) if triggered is not None else 0
            raise BoardError(f"{where}.mode", f"mode {k} of an ability with {modes} mode(s)")
    return StackItem(kind="activated_ability" if activated else "triggered_ability",
                     source_name=entry["source"],
                     source_oid=source.oid if source is not None else None,
                     activated=activated, triggered=triggered, lki=lki, left=left, mode=mode,
                     about=about, **common)


def _ability(where: str, entry: dict[str, Any],
             pool: CardPool) -> tuple[ActivatedAbility | None, TriggeredAbility | None]:
    kind, k = entry["ability"], entry.get("index", 0)
    if kind == "monarch":
        if not 0 <= k < len(INHERENT):
            raise BoardError(f"{where}.index", f"the monarch has {len(INHERENT)} abilities "
                                               "(724.2): 0 draws, 1 steals the crown")
        return None, INHERENT[k]
    if kind == "earthbend":
        return None, earthbend.RETURN
    card = _card(f"{where}.card", entry.get("card", ""), pool)
    listed: tuple[Any, ...]
    if kind == "triggered":
        listed = card.triggered
    elif kind == "delayed":
        listed = card.delayed
    else:
        listed = activated_abilities_of(card)
    if not 0 <= k < len(listed):
        raise BoardError(f"{where}.index", f"{card.name} has {len(listed)} {kind} abilities, "
                                           f"not one numbered {k}")
    if kind == "activated":
        return listed[k], None
    if kind in ("triggered", "delayed"):
        return None, listed[k]
    spent = listed[k].mana.when_spent if listed[k].mana is not None else None
    if spent is None:
        raise BoardError(f"{where}.index", f"{card.name}'s ability {k} makes no mana with a "
                                           "'when spent' trigger (603.7a)")
    return None, spent


def load_event(where: str, raw: dict[str, Any], sids: list[int], state: State) -> Event:
    """An event written by ``event_entry``; ``sids`` are the stack's, bottom first."""
    kind = EventKind(raw["event"])
    # JSON lists are the events' tuples (an effect's keywords).
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()
                              if k != "event"}
    if kind is EventKind.SPELL_CAST and "oid" in values:
        at = values["oid"]
        values["oid"] = sids[at] if isinstance(at, int) and 0 <= at < len(sids) else -1
    allowed = {f.name for f in fields(CLASSES[kind])} - {"seq", "cause", "event"}
    unknown = sorted(set(values) - allowed)
    if unknown:
        raise BoardError(f"{where}.{unknown[0]}", f"a {kind.value} event has no such field")
    for name in ("turn", "step", "active"):
        values.setdefault(name, getattr(state, name))
    return CLASSES[kind](seq=0, event=kind, **values)


def _lki(where: str, raw: dict[str, Any], state: State, pool: CardPool) -> Obj:
    card = _card(f"{where}.card", raw["card"], pool)
    if raw.get("on_battlefield"):
        live = state.find_handle(raw["id"])
        if live is None:
            raise BoardError(f"{where}.id", f"no permanent with id {shown(raw['id'])} in this "
                                            "file")
        return live.copy()
    return Obj(oid=state.new_oid(), handle=raw["id"], card=card,
               owner=_player(f"{where}.owner", raw.get("owner", raw["controller"]), state),
               controller=_player(f"{where}.controller", raw["controller"], state),
               zone="battlefield", counters=dict(raw.get("counters", {})))


def _target_of(where: str, ref: str | None, state: State) -> Target:
    if ref is None:
        return state.new_oid()  # an object gone since it was chosen: illegal on resolution
    if any(p.name == ref for p in state.players):
        return ref
    obj = state.find_handle(ref) or next(
        (c for p in state.players for c in p.graveyard if c.handle == ref), None) or next(
        (i.card for i in state.stack if i.card is not None and i.card.handle == ref), None)
    if obj is None:  # a spell it targets is below it on the stack, so loaded already
        raise BoardError(where, f"no player, permanent, card in a graveyard or spell below it "
                                f"on the stack {shown(ref)} in this file")
    return obj.oid


def about_by_id(where: str, handle: str, state: State) -> Obj:
    """What a delayed triggered ability's "it" names (603.7c): a permanent, or a card in an
    exile zone (the card a flicker exiled, to be returned)."""
    found = state.find_handle(handle) or next(
        (c for p in state.players for c in p.exile if c.handle == handle), None)
    if found is None:
        raise BoardError(where, f"no permanent or exiled card with id {shown(handle)} in this "
                                "file")
    return found


def _card(where: str, name: str, pool: CardPool) -> CardDef:
    try:
        return pool.get(name)
    except BoardError as e:
        raise BoardError(where, e.reason) from None


def _player(where: str, name: str, state: State) -> str:
    if name not in [p.name for p in state.players] or state.player(name).left:
        raise BoardError(where, f"{shown(name)} is not a player in the game")
    return name

