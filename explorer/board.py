"""Board files (see BOARD_FORMAT.md): load with validation that names the bad field, and save.

``parse_board`` checks everything before anything is built, so a bad file never yields a
half-made game. ``board_from_state`` writes the canonical form; load → save → load → save gives
the same file.
"""

from __future__ import annotations

import random
from typing import Any

from .actions import Action, action_to_dict, parse_action
from .cards.model import CardPool
from .errors import BoardError
from .state import MANA_TYPES, STEPS, Obj, Player, State, next_handle

FORMAT = "explorer-board/1"
TOP_FIELDS = ("format", "title", "seed", "players", "monarch", "turn", "script", "notes",
              "policy")
# What the default policy does with attackers (BOARD_FORMAT: none by default).
ATTACK_POLICIES = ("none", "monarch", "next", "random")
PLAYER_FIELDS = ("name", "life", "battlefield", "hand", "library", "graveyard", "exile",
                 "mana_pool", "lands_played")
PERMANENT_FIELDS = ("card", "id", "tapped", "sick", "counters", "damage", "attached_to", "x",
                    "choices")
CARD_FIELDS = ("card", "id")
TURN_FIELDS = ("number", "active", "step")
HIDDEN_ZONES = ("hand", "library", "graveyard", "exile")


def _fields(where: str, raw: Any, allowed: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise BoardError(where, f"expected an object, got {raw!r}")
    for key in raw:
        if key not in allowed:
            raise BoardError(f"{where}.{key}" if where else key,
                             f"unknown field; allowed: {', '.join(allowed)}")
    return raw


def _typed(where: str, value: Any, kind: type, what: str) -> Any:
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise BoardError(where, f"expected {what}, got {value!r}")
    if not isinstance(value, kind):
        raise BoardError(where, f"expected {what}, got {value!r}")
    return value


def parse_board(raw: Any, pool: CardPool) -> tuple[State, list[Action], set[str]]:
    """Validate a board and build its state. Returns (state, script, explicit ids)."""
    board = _fields("", raw, TOP_FIELDS)
    if board.get("format", FORMAT) != FORMAT:
        raise BoardError("format", f"expected {FORMAT!r}, got {board.get('format')!r}")
    seed = _typed("seed", board.get("seed", 0), int, "a whole number")
    title = _typed("title", board.get("title", ""), str, "text")
    players_raw = board.get("players")
    if not isinstance(players_raw, list) or not players_raw:
        raise BoardError("players", "expected a non-empty list of players in seating order")
    state = State(players=[], rng=random.Random(seed), title=title, seed=seed)
    explicit: set[str] = set()
    attachments: list[tuple[str, Obj, str]] = []
    names: list[str] = []
    for i, praw in enumerate(players_raw):
        where = f"players[{i}]"
        p = _fields(where, praw, PLAYER_FIELDS)
        name = p.get("name")
        if not isinstance(name, str) or not name.strip():
            raise BoardError(f"{where}.name", "every player needs a name")
        if name in names:
            raise BoardError(f"{where}.name", f"two players are named {name!r}")
        names.append(name)
        player = Player(name=name, life=_typed(f"{where}.life", p.get("life", 20), int,
                                               "a whole number"))
        pool_text = _typed(f"{where}.mana_pool", p.get("mana_pool", ""), str, "mana like 'GG'")
        bad = [m for m in pool_text if m not in MANA_TYPES]
        if bad:
            raise BoardError(f"{where}.mana_pool", f"{bad[0]!r} is not a type of mana "
                                                   f"({''.join(MANA_TYPES)})")
        from .state import ManaUnit
        player.mana_pool = [ManaUnit(m, "board file") for m in pool_text]
        player.lands_played = _typed(f"{where}.lands_played", p.get("lands_played", 0), int,
                                     "a whole number")
        state.players.append(player)
    _reserve_ids(players_raw, names, state, explicit)
    for i, praw in enumerate(players_raw):
        player = state.players[i]
        where = f"players[{i}]"
        entries = praw.get("battlefield", [])
        if not isinstance(entries, list):
            raise BoardError(f"{where}.battlefield", "expected a list of permanents")
        for j, entry in enumerate(entries):
            w = f"{where}.battlefield[{j}]"
            obj = _card(w, entry, PERMANENT_FIELDS, pool, state, explicit, player.name,
                        "battlefield")
            if isinstance(entry, dict):
                _permanent_fields(w, entry, obj)
                if "attached_to" in entry:
                    attachments.append((w, obj, entry["attached_to"]))
            state.battlefield.append(obj)
    # Hidden zones after every battlefield, so permanents get the low automatic handles.
    for i, praw in enumerate(players_raw):
        player = state.players[i]
        where = f"players[{i}]"
        for zone in HIDDEN_ZONES:
            entries = praw.get(zone, [])
            if not isinstance(entries, list):
                raise BoardError(f"{where}.{zone}", "expected a list of cards")
            for j, entry in enumerate(entries):
                obj = _card(f"{where}.{zone}[{j}]", entry, CARD_FIELDS, pool, state, explicit,
                            player.name, zone)
                player.zone(zone).append(obj)
                if obj.is_token:
                    state.stray_tokens.append(obj)  # 704.5d: it ceases to exist
    for w, obj, target in attachments:
        found = [o for o in state.battlefield if o.handle == target]
        if not isinstance(target, str) or not found:
            raise BoardError(f"{w}.attached_to", f"no permanent with id {target!r} in this file")
        obj.attached_to = found[0].oid
    monarch = board.get("monarch")
    if monarch is not None and monarch not in names:
        raise BoardError("monarch", f"{monarch!r} is not a player ({', '.join(names)})")
    state.monarch = monarch
    turn = _fields("turn", board.get("turn", {}), TURN_FIELDS)
    state.turn = _typed("turn.number", turn.get("number", 1), int, "a whole number")
    if state.turn < 1:
        raise BoardError("turn.number", "turns are counted from 1")
    state.active = turn.get("active", names[0])
    if state.active not in names:
        raise BoardError("turn.active", f"{state.active!r} is not a player ({', '.join(names)})")
    state.step = turn.get("step", "precombat_main")
    if state.step not in STEPS:
        raise BoardError("turn.step", f"unknown step {state.step!r}; one of {', '.join(STEPS)}")
    policy = _fields("policy", board.get("policy", {}), ("attackers",))
    attackers = policy.get("attackers", "none")
    if attackers not in ATTACK_POLICIES:
        raise BoardError("policy.attackers", f"unknown policy {attackers!r}; one of "
                                             f"{', '.join(ATTACK_POLICIES)}")
    state.attack_policy = attackers
    script_raw = board.get("script", [])
    if not isinstance(script_raw, list):
        raise BoardError("script", "expected a list of actions")
    script = [parse_action(a, f"script[{k}]") for k, a in enumerate(script_raw)]
    return state, script, explicit


def _reserve_ids(players_raw: list[Any], names: list[str], state: State,
                 explicit: set[str]) -> None:
    """Every explicit id is taken before any automatic handle is given (so none shadows it)."""
    for i, praw in enumerate(players_raw):
        for zone in ("battlefield", *HIDDEN_ZONES):
            entries = praw.get(zone, [])
            for j, entry in enumerate(entries if isinstance(entries, list) else []):
                if not isinstance(entry, dict) or "id" not in entry:
                    continue
                where, handle = f"players[{i}].{zone}[{j}].id", entry["id"]
                if not isinstance(handle, str) or not handle:
                    raise BoardError(where, "an id is a non-empty text")
                if handle in explicit:
                    raise BoardError(where, f"the id {handle!r} is used twice")
                if handle in names:
                    raise BoardError(where, f"the id {handle!r} is also a player's name")
                explicit.add(handle)
                state.handle_counts[handle] = 0


def _card(where: str, entry: Any, allowed: tuple[str, ...], pool: CardPool, state: State,
          explicit: set[str], owner: str, zone: str) -> Obj:
    if isinstance(entry, str):
        entry = {"card": entry}
    entry = _fields(where, entry, allowed)
    name = entry.get("card")
    if not isinstance(name, str):
        raise BoardError(f"{where}.card", "every card needs a name")
    try:
        card = pool.get(name)
    except BoardError as e:
        raise BoardError(f"{where}.card", e.reason) from None
    handle = entry.get("id") or state.new_handle(name)  # explicit ids were checked already
    return Obj(oid=state.new_oid(), handle=handle, card=card, owner=owner, controller=owner,
               zone=zone, timestamp=state.new_timestamp())


def _permanent_fields(where: str, entry: dict[str, Any], obj: Obj) -> None:
    obj.tapped = _typed(f"{where}.tapped", entry.get("tapped", False), bool, "true or false")
    obj.sick = _typed(f"{where}.sick", entry.get("sick", False), bool, "true or false")
    obj.damage = _typed(f"{where}.damage", entry.get("damage", 0), int, "a whole number")
    if obj.damage < 0:
        raise BoardError(f"{where}.damage", "damage can't be negative")
    counters = _typed(f"{where}.counters", entry.get("counters", {}), dict, "kind -> number")
    for kind, n in counters.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise BoardError(f"{where}.counters.{kind}",
                             f"expected a count of 0 or more, got {n!r}")
    obj.counters = {k: n for k, n in counters.items() if n}
    _typed(f"{where}.x", entry.get("x", 0), int, "a whole number")  # 107.3g: X is 0 here
    obj.choices = dict(_typed(f"{where}.choices", entry.get("choices", {}), dict, "an object"))


def board_from_state(state: State, explicit: set[str], script: list[Action] | None = None
                     ) -> dict[str, Any]:
    """The canonical board-file form of a position (the active player holds priority)."""
    by_oid = {o.oid: o for o in state.battlefield}
    needed = {by_oid[o.attached_to].handle for o in state.battlefield
              if o.attached_to in by_oid}
    written = _ids_to_write(state, explicit | needed)
    players = []
    for p in state.players:
        if p.left:
            continue  # 800.4: a player who left is no longer part of the game
        entry: dict[str, Any] = {"name": p.name, "life": p.life}
        battlefield = []
        for o in state.permanents(p.name):  # format 1 has no owner field: listed by controller
            battlefield.append(_permanent_entry(o, written, by_oid))
        if battlefield:
            entry["battlefield"] = battlefield
        for zone in HIDDEN_ZONES:
            cards = [{"card": o.name, "id": o.handle} if o.handle in written else o.name
                     for o in p.zone(zone)]
            if cards:
                entry[zone] = cards
        if p.mana_pool:
            entry["mana_pool"] = "".join(u.type for u in p.mana_pool)
        if p.lands_played:
            entry["lands_played"] = p.lands_played
        players.append(entry)
    board: dict[str, Any] = {"format": FORMAT}
    if state.title:
        board["title"] = state.title
    board["seed"] = state.seed
    board["players"] = players
    board["monarch"] = state.monarch
    board["turn"] = {"number": state.turn, "active": state.active, "step": state.step}
    if state.attack_policy != "none":
        board["policy"] = {"attackers": state.attack_policy}
    if script:
        board["script"] = [action_to_dict(a) for a in script]
    return board


def _ids_to_write(state: State, keep: set[str]) -> set[str]:
    """The ids a saved file must spell out so that loading it gives every card its handle back:
    the explicit ones, and any that the loader's automatic numbering would not reproduce."""
    players = [p for p in state.players if not p.left]
    order = [o for p in players for o in state.permanents(p.name)]
    order += [o for p in players for zone in HIDDEN_ZONES for o in p.zone(zone)]
    written = {o.handle for o in order if o.handle in keep}
    while True:
        counts = dict.fromkeys(written, 0)
        differs = next((o for o in order if o.handle not in written
                        and next_handle(counts, o.name) != o.handle), None)
        if differs is None:
            return written
        written.add(differs.handle)


def _permanent_entry(o: Obj, written: set[str], by_oid: dict[int, Obj]) -> Any:
    entry: dict[str, Any] = {"card": o.name}
    if o.handle in written:
        entry["id"] = o.handle
    if o.tapped:
        entry["tapped"] = True
    if o.sick:
        entry["sick"] = True
    if o.counters:
        entry["counters"] = dict(o.counters)
    if o.damage:
        entry["damage"] = o.damage
    if o.attached_to in by_oid:
        entry["attached_to"] = by_oid[o.attached_to].handle
    if o.choices:
        entry["choices"] = dict(o.choices)
    return o.name if list(entry) == ["card"] else entry
