"""Board files (the board format): read, validate naming the bad field, and save.

``read_board_file`` reads a file's JSON safely; ``parse_board`` checks everything — the
structure against the JSON Schema, then the meaning — before anything is built, so a bad file
never yields a half-made game. ``board_from_state`` writes the canonical form; load → save →
load → save gives the same file.
"""

from __future__ import annotations

import json
import os
import random
import stat
import sys
from pathlib import Path
from typing import Any

from .actions import Action, action_to_dict, parse_action
from .cards.model import CardPool
from .errors import BoardError, MalformedAction, shown
from .schema import problem, render_path, schema
from .state import ManaUnit, Obj, Player, State, next_handle

FORMAT = "explorer-board/1"
# The fields the loader accepts, as the JSON Schema lists them (adding a field is one edit there).
_DEFS = schema()["$defs"]
TOP_FIELDS = tuple(schema()["properties"])
PLAYER_FIELDS = tuple(_DEFS["player"]["properties"])
PERMANENT_FIELDS = tuple(_DEFS["permanent"]["anyOf"][1]["properties"])
CARD_FIELDS = tuple(_DEFS["card"]["anyOf"][1]["properties"])
TURN_FIELDS = tuple(_DEFS["turn"]["properties"])
# What the default policy does with attackers (none by default).
ATTACK_POLICIES = tuple(_DEFS["policy"]["properties"]["attackers"]["enum"])
HIDDEN_ZONES = ("hand", "library", "graveyard", "exile")
MAX_FILE_BYTES = 50 * 2**20  # far above any real board (the 1,000-turn board is 25 kB)


def _what(value: Any) -> str:
    """What kind of JSON value this is, for a message."""
    if value is None:
        return "null"
    for kind, words in ((bool, "true or false"), (int, "a number"), (float, "a number"),
                        (str, "text"), (list, "a list"), (dict, "an object")):
        if isinstance(value, kind):
            return words
    return f"a Python {type(value).__name__}"


def read_board_file(path: str | Path) -> Any:
    """The JSON data in a board file, refusing — with one line that doesn't repeat the path —
    anything that isn't a regular UTF-8 JSON file of at most MAX_FILE_BYTES: a directory, a FIFO
    or device (checked before opening, so reading never blocks), an unreadable or missing file
    (FileNotFoundError), UTF-16 or binary data, JSON nested too deeply, a number too long for
    Python to read. Raises BoardError (field "") or FileNotFoundError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as e:
        raise BoardError("", f"can't read it: {e.strerror or e}") from None
    if stat.S_ISDIR(info.st_mode):
        raise BoardError("", "is a directory, not a board file")
    if not stat.S_ISREG(info.st_mode):
        raise BoardError("", "is not a regular file (a FIFO, device or socket): board files "
                             "are read whole, from a file")
    if info.st_size > MAX_FILE_BYTES:
        raise BoardError("", f"is {info.st_size:,} bytes; board files are limited to "
                             f"{MAX_FILE_BYTES:,} bytes ({MAX_FILE_BYTES // 2**20} MB)")
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise BoardError("", f"can't read it: {e.strerror or e}") from None
    if len(data) > MAX_FILE_BYTES:  # it grew since stat
        raise BoardError("", f"is larger than {MAX_FILE_BYTES:,} bytes, the limit for board files")
    return parse_json(data)


def parse_json(data: bytes) -> Any:
    """A board file's bytes → JSON data (see ``read_board_file``)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in data[:4096]:
        raise BoardError("", "is UTF-16 or binary data, not UTF-8 JSON text: save it as UTF-8")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # a UTF-8 byte order mark says nothing JSON needs
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BoardError("", f"is not UTF-8 text (byte 0x{data[e.start]:02x} at offset "
                             f"{e.start:,}): board files are UTF-8 JSON") from None

    def no_constant(name: str) -> Any:
        raise BoardError("", f"is not valid JSON: {name} is not a JSON number")

    try:
        return json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as e:
        raise BoardError("", f"is not valid JSON: {e.msg} (line {e.lineno}, column "
                             f"{e.colno})") from None
    except RecursionError:
        raise BoardError("", "is not usable JSON: nested too deeply") from None
    except BoardError:
        raise
    except ValueError:  # Python reads integers of at most sys.get_int_max_str_digits() digits
        raise BoardError("", "is not usable JSON: a number has more digits than Python reads "
                             f"({sys.get_int_max_str_digits():,})") from None


def require_object(raw: Any) -> None:
    """A board is one JSON object: ``null``, a list (even of key-value pairs) or a number is
    refused."""
    if not isinstance(raw, dict):
        raise BoardError("", "a board file holds one JSON object ({\"players\": [...], ...}), "
                             f"not {_what(raw)}")


def parse_board(raw: Any, pool: CardPool) -> tuple[State, list[Action], set[str]]:
    """Validate a board and build its state. Returns (state, script, explicit ids).

    The structure (types, fields, enumerations, bounds) is checked against the JSON Schema
    ``explorer/schema/board.schema.json``; what it can't know — card names, ids, references,
    who is a player — is checked here. Either way a BoardError names the field, and nothing is
    built from a bad board.
    """
    require_object(raw)
    found = problem(raw)
    if found is not None:
        path, reason = found
        raise BoardError(render_path("", path), reason)
    board = raw
    seed = board.get("seed", 0)
    players_raw = board["players"]
    state = State(players=[], rng=random.Random(seed), title=board.get("title", ""), seed=seed)
    explicit: set[str] = set()
    attachments: list[tuple[str, Obj, str]] = []
    names: list[str] = []
    for i, p in enumerate(players_raw):
        where = f"players[{i}]"
        name = p["name"]
        if not name.strip():
            raise BoardError(f"{where}.name", "every player needs a name")
        if name in names:
            raise BoardError(f"{where}.name", f"two players are named {shown(name)}")
        names.append(name)
        player = Player(name=name, life=p.get("life", 20))
        player.mana_pool = [ManaUnit(m, "board file") for m in p.get("mana_pool", "")]
        player.lands_played = p.get("lands_played", 0)
        state.players.append(player)
    _reserve_ids(players_raw, names, state, explicit)
    for i, p in enumerate(players_raw):
        player = state.players[i]
        for j, entry in enumerate(p.get("battlefield", [])):
            w = f"players[{i}].battlefield[{j}]"
            obj = _card(w, entry, pool, state, player.name, "battlefield")
            if isinstance(entry, dict):
                _permanent_fields(entry, obj)
                if "attached_to" in entry:
                    attachments.append((w, obj, entry["attached_to"]))
            state.battlefield.append(obj)
    # Hidden zones after every battlefield, so permanents get the low automatic handles.
    for i, p in enumerate(players_raw):
        player = state.players[i]
        for zone in HIDDEN_ZONES:
            for j, entry in enumerate(p.get(zone, [])):
                obj = _card(f"players[{i}].{zone}[{j}]", entry, pool, state, player.name, zone)
                player.zone(zone).append(obj)
                if obj.is_token:
                    state.stray_tokens.append(obj)  # 704.5d: it ceases to exist
    for w, obj, target in attachments:
        found_obj = state.find_handle(target)
        if found_obj is None:
            raise BoardError(f"{w}.attached_to",
                             f"no permanent with id {shown(target)} in this file")
        if found_obj is obj:
            raise BoardError(f"{w}.attached_to", "a permanent can't be attached to itself "
                                                 "(303.4d)")
        obj.attached_to = found_obj.oid
    monarch = board.get("monarch")
    if monarch is not None and monarch not in names:
        raise BoardError("monarch", f"{shown(monarch)} is not a player ({', '.join(names)})")
    state.monarch = monarch
    turn = board.get("turn", {})
    state.turn = turn.get("number", 1)
    state.active = turn.get("active", names[0])
    if state.active not in names:
        raise BoardError("turn.active",
                         f"{shown(state.active)} is not a player ({', '.join(names)})")
    state.step = turn.get("step", "precombat_main")
    state.attack_policy = board.get("policy", {}).get("attackers", "none")
    try:
        script = [parse_action(a, f"script[{k}]") for k, a in enumerate(board.get("script", []))]
    except MalformedAction as e:  # the schema has checked this already; kept as a safety net
        raise BoardError(e.field, e.reason) from None
    return state, script, explicit


def _reserve_ids(players_raw: list[Any], names: list[str], state: State,
                 explicit: set[str]) -> None:
    """Every explicit id is taken before any automatic handle is given (so none shadows it)."""
    for i, praw in enumerate(players_raw):
        for zone in ("battlefield", *HIDDEN_ZONES):
            for j, entry in enumerate(praw.get(zone, [])):
                if not isinstance(entry, dict) or "id" not in entry:
                    continue
                where, handle = f"players[{i}].{zone}[{j}].id", entry["id"]
                if handle in explicit:
                    raise BoardError(where, f"the id {shown(handle)} is used twice")
                if handle in names:
                    raise BoardError(where, f"the id {shown(handle)} is also a player's name")
                explicit.add(handle)
                state.handle_counts[handle] = 0


def _card(where: str, entry: Any, pool: CardPool, state: State, owner: str, zone: str) -> Obj:
    name = entry if isinstance(entry, str) else entry["card"]
    try:
        card = pool.get(name)
    except BoardError as e:
        raise BoardError(f"{where}.card", e.reason) from None
    handle = (entry.get("id") if isinstance(entry, dict) else None) or state.new_handle(name)
    return Obj(oid=state.new_oid(), handle=handle, card=card, owner=owner, controller=owner,
               zone=zone, timestamp=state.new_timestamp())


def _permanent_fields(entry: dict[str, Any], obj: Obj) -> None:
    obj.tapped = entry.get("tapped", False)
    obj.sick = entry.get("sick", False)
    obj.damage = entry.get("damage", 0)
    obj.counters = {k: n for k, n in entry.get("counters", {}).items() if n}
    # "x" is accepted and ignored: on the battlefield X is 0 (107.3g).
    obj.choices = dict(entry.get("choices", {}))


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
