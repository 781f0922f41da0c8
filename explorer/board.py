"""Board files (the board format): read, validate naming the bad field, and save.

``read_board_file`` reads a file's JSON safely; ``parse_board`` checks everything — the
structure against the JSON Schema, then the meaning — before anything is built, so a bad file
never yields a half-made game. ``board_from_state`` writes the canonical form; load → save →
load → save gives the same file, and a saved game in progress continues exactly as the original
would: what that takes (timestamps, priority, random draws, effects, combat, …) is written only
when needed, so an ordinary position stays an ordinary file.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .abilities import TriggeredAbility
from .actions import Action, action_to_dict, parse_action
from .cards.model import RULES_KEYWORDS, CardPool
from .errors import BoardError, MalformedAction, shown
from .rules import planeswalkers
from .rules.activated import OnlyOnce, activated_abilities_of
from .rules.combat import attackers_named
from .rules.control import ControlEffect
from .rules.copies import copy_card
from .rules.creature_types import CREATURE_TYPE_SET, CREATURE_TYPES, is_creature_type
from .rules.damage import Shield
from .rules.impulse import FreeCast
from .rules.keyword_actions import token_copy_of
from .rules.mana import OF_TYPE
from .rules.monarch import UntilMonarch
from .rules.morph import face_down_of
from .rules.until import UntilLeaves
from .saved_stack import (
    about_by_id,
    event_entry,
    graveyard_targets,
    load_event,
    load_stack,
    stack_entries,
)
from .schema import problem, render_path, schema
from .state import (
    Becomes,
    Combat,
    ContinuousEffect,
    DelayedTrigger,
    Draws,
    ManaUnit,
    Obj,
    Playable,
    Player,
    State,
    next_handle,
)

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


def cards_file(raw: dict[str, Any], base: str | Path | None) -> Path | None:
    """The card file a board names (its ``"cards"`` field) as a path — relative to ``base``,
    the board file's folder (the current directory for a board given as a dict) — or None."""
    if "cards" not in raw:
        return None
    value = raw["cards"]
    if not isinstance(value, str) or not value.strip():
        raise BoardError("cards", "expected the path of a card file in Scryfall's format "
                                  f"(text), got {shown(value)}")
    path = Path(value).expanduser()
    return path if path.is_absolute() else Path(base if base is not None else ".") / path


def load_cards_file(path: Path) -> CardPool:
    """The pool of the card file a board names: the explorer's cards and the file's
    (``explorer.cards.scryfall``; kept while the file doesn't change). A missing or malformed
    file is a BoardError of the ``cards`` field."""
    from .cards.scryfall import CardFileError, cached_pool

    try:
        return cached_pool(path)
    except FileNotFoundError:
        raise BoardError("cards", f"no such file: {path}") from None
    except CardFileError as e:
        raise BoardError("cards", f"{path}: {e}") from None
    except OSError as e:
        raise BoardError("cards", f"{path}: can't read it: {e.strerror or e}") from None


def cards_field_for(field: str, path: Path, folder: str | Path) -> str:
    """The ``"cards"`` field for a board saved in ``folder``: an absolute path (or one from the
    home folder, ``~/…``) as written; a relative one made relative to the new folder, so that it
    still names the same file."""
    if field.startswith("~") or Path(field).is_absolute():
        return field
    return Path(os.path.relpath(os.path.abspath(path), os.path.abspath(folder))).as_posix()


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
    state = State(players=[], rng=Draws(seed), title=board.get("title", ""), seed=seed)
    state.turn = board.get("turn", {}).get("number", 1)  # what "this turn" means (602.5b)
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
        player.mana_pool = tuple(_mana_pool(f"{where}.mana_pool", p.get("mana_pool", ""), pool))
        player.lands_played = p.get("lands_played", 0)
        player.poison = p.get("poison", 0)
        _player_status(where, p, player)
        state.players.append(player)
    _reserve_ids(players_raw, names, state, explicit)
    for k, entry in enumerate(board.get("stack", [])):  # spells on the stack keep their ids
        if "id" in entry:
            if entry["id"] in explicit or entry["id"] in names:
                raise BoardError(f"stack[{k}].id", f"the id {shown(entry['id'])} is used twice")
            explicit.add(entry["id"])
            state.handle_counts[entry["id"]] = 0
    stamps: list[tuple[str, Obj, int | None]] = []
    damaged: list[tuple[str, Obj, str]] = []  # "dealt damage by ~ this turn", by id
    for i, p in enumerate(players_raw):
        player = state.players[i]
        for j, entry in enumerate(p.get("battlefield", [])):
            w = f"players[{i}].battlefield[{j}]"
            obj = _card(w, entry, pool, state, player.name, "battlefield")
            if isinstance(entry, dict):
                _permanent_fields(entry, obj)
                if "attached_to" in entry:
                    attachments.append((w, obj, entry["attached_to"]))
                for k, by in enumerate(entry.get("damaged_this_turn_by", [])):
                    damaged.append((f"{w}.damaged_this_turn_by[{k}]", obj, by))
            stamps.append((w, obj, _permanent_extras(w, entry, obj, state, pool)))
            state.battlefield.append(obj)
    _order_by_timestamp(stamps, state)
    # Hidden zones after every battlefield, so permanents get the low automatic handles.
    for i, p in enumerate(players_raw):
        player = state.players[i]
        for zone in HIDDEN_ZONES:
            for j, entry in enumerate(p.get(zone, [])):
                obj = _card(f"players[{i}].{zone}[{j}]", entry, pool, state, player.name, zone)
                player.put(zone, obj)
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
    for w, obj, by in damaged:
        source = state.find_handle(by)
        if source is None:
            raise BoardError(w, f"no permanent with id {shown(by)} in this file")
        obj.damaged_by = {**obj.damaged_by, source.oid: state.turn}
    monarch = board.get("monarch")
    if monarch is not None and monarch not in names:
        raise BoardError("monarch", f"{shown(monarch)} is not a player ({', '.join(names)})")
    if monarch is not None and state.player(monarch).left:
        raise BoardError("monarch", f"{monarch} has left the game (800.4a)")
    state.monarch = monarch
    turn = board.get("turn", {})
    state.turn = turn.get("number", 1)
    state.active = turn.get("active", names[0])
    if state.active not in names:
        raise BoardError("turn.active",
                         f"{shown(state.active)} is not a player ({', '.join(names)})")
    state.step = turn.get("step", "precombat_main")
    state.attack_policy = board.get("policy", {}).get("attackers", "none")
    _priority(turn, state)
    _continuing(board, state, pool)
    load_stack(board.get("stack", []), state, pool)
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


# What a copy effect's exceptions may change (707.9b: embalm's "except it's white, it has no
# mana cost, and it's a Zombie …"), saved with a token that's a copy of a card.
COPY_EXCEPTIONS = ("colors", "mana_cost", "type_line", "power", "toughness")


def _card(where: str, entry: Any, pool: CardPool, state: State, owner: str, zone: str) -> Obj:
    name = entry if isinstance(entry, str) else entry["card"]
    try:
        card = pool.get(name)
    except BoardError as e:
        raise BoardError(f"{where}.card", e.reason) from None
    handle = (entry.get("id") if isinstance(entry, dict) else None) or state.new_handle(name)
    if isinstance(entry, dict) and entry.get("token") and zone == "battlefield":
        card = token_copy_of(card)  # a token that's a copy of that card (707.2)
        changed = entry.get("copy_except", {})
        if not isinstance(changed, dict) or set(changed) - set(COPY_EXCEPTIONS) or not all(
                isinstance(v, list if f == "colors" else str) for f, v in changed.items()):
            raise BoardError(f"{where}.copy_except", "an object of "
                             f"{', '.join(COPY_EXCEPTIONS)} (the copy's exceptions, 707.9b)")
        if changed:
            fields: dict[str, Any] = {f: tuple(v) if f == "colors" else v
                                      for f, v in changed.items()}
            if changed.get("mana_cost") == "":
                fields["cmc"] = 0  # no mana cost: mana value 0 (202.3a)
            if "power" in changed:
                fields.update(power_is=None, toughness_is=None)
            card = dataclasses.replace(card, **fields)
    return Obj(oid=state.new_oid(), handle=handle, card=card, owner=owner, controller=owner,
               zone=zone, timestamp=state.new_timestamp())


def _permanent_fields(entry: dict[str, Any], obj: Obj) -> None:
    obj.tapped = entry.get("tapped", False)
    obj.sick = entry.get("sick", False)
    obj.damage = entry.get("damage", 0)
    counters = entry.get("counters", {})
    obj.counters = {k: n for k, n in counters.items() if n}
    if planeswalkers.LOYALTY not in counters and planeswalkers.is_planeswalker(obj):
        # as if it had just entered (306.5b): its printed loyalty, unless the file says
        printed = planeswalkers.printed_loyalty(obj.card)
        if printed:
            obj.counters[planeswalkers.LOYALTY] = printed
    # "x" is accepted and ignored: on the battlefield X is 0 (107.3g).
    obj.choices = dict(entry.get("choices", {}))


# -- what a game in progress carries (see board_from_state): each field is optional and is
#    written only when loading without it would not give the same position back. The schema has
#    checked the types and bounds; these check what it can't know. -------------------------------
def _mana_pool(where: str, raw: str | list[Any], pool: CardPool) -> list[ManaUnit]:
    """``"RG"``; or, when some mana carries more than its type (106.6), a list in pool order of
    plain mana (``"RG"``) and objects ``{"mana": "CC", "source": "Eldrazi Temple",
    "restriction": ..., "rider": ..., "when_spent": true}``."""
    if isinstance(raw, str):
        return [ManaUnit(m, "board file") for m in raw]
    units: list[ManaUnit] = []
    for k, item in enumerate(raw):
        if isinstance(item, str):
            units += [ManaUnit(m, "board file") for m in item]
            continue
        source = item.get("source", "board file")
        when_spent = (_when_spent_of(f"{where}[{k}].when_spent", source, pool)
                      if item.get("when_spent", False) else None)
        restriction = item.get("restriction")
        if restriction is not None and restriction.startswith(OF_TYPE) and not \
                is_creature_type(restriction[len(OF_TYPE):]):
            raise BoardError(f"{where}[{k}].restriction", f"{shown(restriction[len(OF_TYPE):])} "
                                                          "is not a creature type (205.3m)")
        lasts = item.get("lasts") == "end_of_combat"  # firebending's (702.189a)
        units += [ManaUnit(m, source, restriction, item.get("rider"), when_spent, lasts)
                  for m in item["mana"]]
    return units


def _when_spent_of(where: str, source: str, pool: CardPool) -> TriggeredAbility:
    """The "when this mana is spent" trigger (603.7a) of the card that made the mana."""
    found: list[TriggeredAbility] = []
    if source in pool:
        for ability in pool.get(source).activated:
            spent = ability.mana.when_spent if ability.mana else None
            if spent is not None and all(spent is not f for f in found):
                found.append(spent)
    if len(found) != 1:
        raise BoardError(where, f"{shown(source)} is not a card with one mana ability whose "
                                "mana has a 'when spent' trigger (603.7a)")
    return found[0]


def _player_status(where: str, p: dict[str, Any], player: Player) -> None:
    player.lost = p.get("lost", False)
    player.left = p.get("left", False)
    if player.left:
        for zone in ("battlefield", *HIDDEN_ZONES, "mana_pool"):
            if p.get(zone):
                raise BoardError(f"{where}.{zone}", "a player who has left the game has nothing "
                                                    "in the game any more (800.4a)")


def _becomes(where: str, raw: dict[str, Any], obj: Obj) -> Becomes:
    """A saved "becomes a … creature until end of turn" (611.2): its keywords must be ones the
    rules implement, as the effect that made it could only add those."""
    unknown = [k for k in raw.get("keywords", []) if k not in RULES_KEYWORDS]
    if unknown:
        raise BoardError(f"{where}.keywords", f"{unknown[0]!r} is not a keyword the explorer "
                                              "implements")
    colors = raw.get("colors")
    lasting = raw.get("until", "end of turn") != "end of turn"
    under = _becomes(f"{where}.under", raw["under"], obj) if "under" in raw else None
    if under is not None and (lasting or under.until_end_of_turn):
        raise BoardError(f"{where}.under", "only an effect until end of turn can override a "
                                           "lasting one (613.7), which applies again after it")
    subtypes = tuple(raw.get("subtypes", []))
    if raw.get("all_creature_types"):
        subtypes += tuple(t for t in CREATURE_TYPES if t not in subtypes)
    return Becomes(raw.get("power"), raw.get("toughness"),
                   tuple(raw.get("types", ["Creature"])), subtypes,
                   tuple(colors) if colors is not None else None,
                   tuple(raw.get("keywords", [])), raw.get("source", obj.name),
                   until_end_of_turn=not lasting, replaces=bool(raw.get("replaces")),
                   under=under)


def _permanent_extras(where: str, entry: Any, obj: Obj, state: State,
                      pool: CardPool) -> int | None:
    """``owner`` (when not its controller), ``deathtouch_damage``, ``activated_this_turn``;
    returns its ``timestamp``."""
    if not isinstance(entry, dict):
        return None
    if "owner" in entry:
        obj.owner = _player_in_game(f"{where}.owner", entry["owner"], state)
    if "copy_of" in entry:
        _copy(where, entry, obj, pool)
    obj.deathtouch_damage = entry.get("deathtouch_damage", False)
    obj.skip_next_untap = entry.get("skip_next_untap", False)
    obj.regeneration_shields = entry.get("regeneration_shields", 0)
    obj.cant_regenerate = entry.get("cant_regenerate", False)
    obj.exile_if_dies = entry.get("exile_if_dies", False)
    obj.monstrous = entry.get("monstrous", False)
    obj.renowned = entry.get("renowned", False)
    obj.saddled = entry.get("saddled", 0)
    if "control_returns_to" in entry:
        obj.control_base = _player_in_game(f"{where}.control_returns_to",
                                           entry["control_returns_to"], state)
    obj.cant_be_blocked_turn = entry.get("cant_be_blocked_this_turn", False)
    obj.cant_be_blocked_combat = entry.get("cant_be_blocked_this_combat", False)
    obj.cant_block_turn = entry.get("cant_block_this_turn", False)
    obj.attacks_despite_defender = entry.get("attacks_despite_defender_this_turn", False)
    obj.blocks_more_turn = (-1 if entry.get("blocks_any_number_this_turn") else
                            entry.get("blocks_additional_this_turn", 0))
    if "becomes" in entry:
        obj.becomes = _becomes(f"{where}.becomes", entry["becomes"], obj)
    if entry.get("face_down"):  # 708.2a: the card is known to the file; the game sees a 2/2
        if not obj.card.morph:
            raise BoardError(f"{where}.face_down", f"{obj.name} has no morph or disguise: only "
                                                   "such a card is face down here (702.37c)")
        obj.face_up, obj.card = obj.card, face_down_of(obj.card)
    obj.earthbent = tuple((_player_in_game(f"{where}.earthbent[{k}].by", e["by"], state),
                           e["source"]) for k, e in enumerate(entry.get("earthbent", [])))
    activated = entry.get("activated_this_turn", {})
    for index in activated:
        if int(index) >= len(activated_abilities_of(obj.card)):
            raise BoardError(f"{where}.activated_this_turn",
                             f"{obj.name} has no activated ability {index} (602.1)")
    obj.activations = {int(i): (state.turn, n) for i, n in activated.items() if n}
    exhausted: list[int] = entry.get("exhausted", [])
    for index in exhausted:
        abilities = activated_abilities_of(obj.card)
        if index >= len(abilities) or not any(isinstance(limit, OnlyOnce)
                                              for limit in abilities[index].limits):
            raise BoardError(f"{where}.exhausted", f"{obj.name}'s activated ability {index} "
                                                   "isn't one that may be activated only once "
                                                   "(702.177a)")
    obj.exhausted = frozenset(exhausted)
    obj.unearthed = entry.get("unearthed", False)
    obj.arrived_since_upkeep = entry.get("arrived_since_upkeep", False)
    once: list[int] = entry.get("triggered_this_turn", [])
    for index in once:
        if index >= len(obj.card.triggered) or not obj.card.triggered[index].once_each_turn:
            raise BoardError(f"{where}.triggered_this_turn",
                             f"{obj.name} has no ability {index} that triggers only once each "
                             f"turn (603.2h)")
    obj.triggered_turns = dict.fromkeys(once, state.turn)
    stamp: int | None = entry.get("timestamp")
    return stamp


def _copy(where: str, entry: dict[str, Any], obj: Obj, pool: CardPool) -> None:
    """``copy_of``: it is a copy of that card (707.2), keeping the triggered abilities of its
    own card that ``copy_keeps`` numbers ("except it has this ability", 707.9a)."""
    try:
        original = pool.get(entry["copy_of"])
    except BoardError as e:
        raise BoardError(f"{where}.copy_of", e.reason) from None
    printed = obj.card
    keeps = []
    for k in entry.get("copy_keeps", []):
        if k >= len(printed.triggered):
            raise BoardError(f"{where}.copy_keeps", f"{printed.name} has no triggered ability "
                                                    f"{k} (counting from 0)")
        keeps.append(printed.triggered[k])
    obj.printed = printed
    obj.card = copy_card(original, printed, tuple(keeps))


def _order_by_timestamp(stamps: list[tuple[str, Obj, int | None]], state: State) -> None:
    """613.7: with timestamps, the battlefield is in timestamp order rather than file order
    (which lists permanents player by player). Either every permanent has one or none."""
    if all(stamp is None for _, _, stamp in stamps):
        return
    seen: dict[int, str] = {}
    for where, _, stamp in stamps:
        if stamp is None:
            raise BoardError(f"{where}.timestamp", "when one permanent has a timestamp, every "
                                                   "permanent needs one (613.7)")
        if stamp in seen:
            raise BoardError(f"{where}.timestamp", f"timestamp {stamp} is also {seen[stamp]}'s")
        seen[stamp] = where
    values = sorted(obj.timestamp for _, obj, _ in stamps)
    state.battlefield = [obj for _, obj, _ in sorted(stamps, key=lambda s: s[2] or 0)]
    for obj, value in zip(state.battlefield, values, strict=True):
        obj.timestamp = value


def _player_in_game(where: str, name: str, state: State) -> str:
    if name not in [p.name for p in state.players]:
        raise BoardError(where, f"{shown(name)} is not a player "
                                f"({', '.join(p.name for p in state.players)})")
    if state.player(name).left:
        raise BoardError(where, f"{name} has left the game (800.4a)")
    return name


def _priority(turn: dict[str, Any], state: State) -> None:
    """Who holds priority (default: the active player, 117.3a), how many players have passed in
    succession (117.4), and whether anyone has had priority in this step yet."""
    if not state.in_game():
        raise BoardError("players", "every player has left the game: it is over")
    if "priority" in turn:
        state.priority = _player_in_game("turn.priority", turn["priority"], state)
    passes: int = turn.get("passes", 0)
    if passes >= len(state.in_game()):
        raise BoardError("turn.passes", f"players who passed in succession: 0 to "
                                        f"{len(state.in_game()) - 1}, not {passes}")
    state.passes = passes
    first: bool = turn.get("first_priority", True)
    if first and passes:
        raise BoardError("turn.first_priority", "players have already passed in this step "
                                                "(turn.passes)")
    state.first_priority_in_step = first
    state.this_turn = {k: n for k, n in turn.get("this_turn", {}).items() if n}
    for key in state.this_turn:
        if key.startswith(("cant_become_monarch:", "cant_cast_spells:")):
            _player_in_game(f"turn.this_turn.{key}", key.partition(":")[2], state)
    began = turn.get("monarch_as_it_began", state.monarch)
    if began is not None:
        _player_in_game("turn.monarch_as_it_began", began, state)
    state.monarch_as_turn_began = began


def _permanent_by_id(where: str, handle: str, state: State) -> Obj:
    found = state.find_handle(handle)
    if found is None:
        raise BoardError(where, f"no permanent with id {shown(handle)} in this file")
    return found


def names_in_game(state: State) -> set[str]:
    return {p.name for p in state.players}


def _exiled_by_id(where: str, handle: str, state: State) -> tuple[Obj, Player]:
    """A card in an exile zone of the file, and the player whose exile it is in."""
    for p in state.players:
        for c in p.exile:
            if c.handle == handle:
                return c, p
    raise BoardError(where, f"no card with id {shown(handle)} in an exile zone of this file")


def _control_effects(board: dict[str, Any], state: State) -> None:
    """``control``: the control-changing effects of resolved spells and abilities (613.1b), in
    the order they began (613.7b). A permanent with ``control_returns_to`` that no effect in
    the file (nor a static ability, such as an Aura's "You control enchanted creature.") gives
    to its controller is one an effect gave until end of turn (Act of Treason)."""
    records: list[ControlEffect] = []
    for k, e in enumerate(board.get("control", [])):
        where = f"control[{k}]"
        target = _permanent_by_id(f"{where}.target", e["target"], state)
        player = _player_in_game(f"{where}.player", e["player"], state)
        reign = e.get("while_monarch")
        if reign is not None:
            _player_in_game(f"{where}.while_monarch", reign, state)
            if state.monarch != reign:
                raise BoardError(f"{where}.while_monarch", f"{reign} isn't the monarch, so "
                                 "this effect has already ended (611.2b)")
        if target.control_base is None:
            target.control_base = target.controller if player != target.controller \
                else target.owner
        records.append(ControlEffect(target.oid, player, e.get("source", "board file"),
                                     state.new_timestamp(), e.get("until"), reign))
    given = {r.oid for r in records}
    # (The static control effects the grammar reads are an Aura's: on what it enchants.)
    enchanted = {o.attached_to for o in state.battlefield
                 if any(s.controller is not None for s in o.card.continuous)}
    for obj in state.battlefield:
        if obj.control_base is None or obj.oid in given or obj.oid in enchanted:
            continue
        records.append(ControlEffect(obj.oid, obj.controller, "board file",
                                     state.new_timestamp(), "end_of_turn"))
    state.control_effects = tuple(records)


def _continuing(board: dict[str, Any], state: State, pool: CardPool) -> None:
    draws: int = board.get("random_draws", 0)
    if draws:
        state.rng = Draws(state.seed, draws)
    state.handle_counts.update(board.get("id_counters", {}))
    for k, e in enumerate(board.get("effects", [])):
        target = _permanent_by_id(f"effects[{k}].target", e["target"], state)
        added = tuple(e.get("keywords", ()))
        unknown = [w for w in added if w not in RULES_KEYWORDS]
        if unknown:
            raise BoardError(f"effects[{k}].keywords", f"the keyword {unknown[0]} isn't "
                                                       "implemented yet")
        # In file order, which is the order they were created in (613.7b).
        lost = tuple(e.get("loses", ()))
        unknown = [w for w in lost if w not in RULES_KEYWORDS]
        if unknown:
            raise BoardError(f"effects[{k}].loses", f"the keyword {unknown[0]} isn't "
                                                    "implemented yet")
        state.effects.append(ContinuousEffect(
            target.oid, e.get("power", 0), e.get("toughness", 0),
            e.get("source", "board file"), keywords=added, timestamp=state.new_timestamp(),
            loses=lost, switch=e.get("switch", False)))
    _control_effects(board, state)
    for k, e in enumerate(board.get("until_monarch", [])):
        where = f"until_monarch[{k}]"
        card, owner = _exiled_by_id(f"{where}.card", e["card"], state)
        controller = _player_in_game(f"{where}.controller", e["controller"], state)
        state.until_monarch.append(UntilMonarch(card.oid, owner.name, controller,
                                                e.get("source", "board file")))
    for k, e in enumerate(board.get("until_leaves", [])):
        where = f"until_leaves[{k}]"
        card, owner = _exiled_by_id(f"{where}.card", e["card"], state)
        source = _permanent_by_id(f"{where}.source", e["source"], state)
        state.until_leaves.append(UntilLeaves(card.oid, owner.name, source.oid, source.name))
    for k, e in enumerate(board.get("linked_exiles", [])):
        where = f"linked_exiles[{k}]"
        card, _ = _exiled_by_id(f"{where}.card", e["card"], state)
        card.exiled_by = _permanent_by_id(f"{where}.source", e["source"], state).oid
    for k, e in enumerate(board.get("shields", [])):
        where = f"shields[{k}]"
        ref = e["target"]
        shielded: str | int = (_player_in_game(f"{where}.target", ref, state)
                               if ref in names_in_game(state) else
                               _permanent_by_id(f"{where}.target", ref, state).oid)
        state.shields = (*state.shields,
                         Shield(shielded, e["amount"], e.get("source", "board file"),
                                bool(e.get("combat")), bool(e.get("dealt_by"))))
    for k, e in enumerate(board.get("playable", [])):
        where = f"playable[{k}]"
        card, _ = _exiled_by_id(f"{where}.card", e["card"], state)
        card.playable = Playable(_player_in_game(f"{where}.player", e["player"], state),
                                 e.get("until_turn", state.turn), e.get("any_mana_type", False))
    for k, e in enumerate(board.get("foretold", [])):  # 702.143a
        where = f"foretold[{k}]"
        card, _ = _exiled_by_id(f"{where}.card", e["card"], state)
        if not card.card.foretell:
            raise BoardError(f"{where}.card", f"{card.name} has no foretell: it can't have been "
                                              "foretold (702.143a)")
        if e["turn"] > state.turn:
            raise BoardError(f"{where}.turn", f"turn {e['turn']} hasn't come yet (this is turn "
                                              f"{state.turn})")
        card.foretold = e["turn"]
    for k, e in enumerate(board.get("plotted", [])):  # 702.170a, 702.170c
        where = f"plotted[{k}]"
        card, _ = _exiled_by_id(f"{where}.card", e["card"], state)
        if e["turn"] > state.turn:
            raise BoardError(f"{where}.turn", f"turn {e['turn']} hasn't come yet (this is turn "
                                              f"{state.turn})")
        card.plotted = e["turn"]
    for k, e in enumerate(board.get("suspended", [])):  # 702.62b
        where = f"suspended[{k}]"
        card, _ = _exiled_by_id(f"{where}.card", e["card"], state)
        if not card.card.suspend:
            raise BoardError(f"{where}.card", f"{card.name} has no suspend: it can't be "
                                              "suspended (702.62b)")
        card.counters = {**card.counters, "time": e["time"]}
    for k, e in enumerate(board.get("free_casts", [])):
        where = f"free_casts[{k}]"
        cards = frozenset(_exiled_by_id(f"{where}.cards[{n}]", ref, state)[0].oid
                          for n, ref in enumerate(e["cards"]))
        state.free_casts = (*state.free_casts, FreeCast(
            _player_in_game(f"{where}.player", e["player"], state), cards,
            e.get("source", "board file")))
    for k, e in enumerate(board.get("delayed", [])):
        state.delayed = (*state.delayed, _delayed(f"delayed[{k}]", e, state, pool))
    if "combat" in board:
        state.combat = _combat(board["combat"], state)
    elif state.step == "first_strike_damage":
        # The first of two combat damage steps, its creatures all gone: a second one follows.
        state.combat = Combat(first_strike=set())


def _delayed(where: str, e: dict[str, Any], state: State, pool: CardPool) -> DelayedTrigger:
    """A delayed triggered ability waiting for its step (603.7a), made by ``card``'s effect."""
    if e["card"] not in pool:
        raise BoardError(f"{where}.card", f"unknown card {shown(e['card'])}")
    card = pool.get(e["card"])
    k = e["index"]
    if not 0 <= k < len(card.delayed):
        raise BoardError(f"{where}.index", f"{card.name}'s effects make {len(card.delayed)} "
                                           f"delayed triggered abilities, not one numbered {k}")
    source = (_permanent_by_id(f"{where}.source_id", e["source_id"], state)
              if "source_id" in e else None)
    about = (tuple(about_by_id(f"{where}.about[{n}]", ref, state).oid
                   for n, ref in enumerate(e["about"])) if "about" in e else None)
    origin = (load_event(f"{where}.origin", e["origin"], [i.sid for i in state.stack], state)
              if "origin" in e else None)
    return DelayedTrigger(card.delayed[k], _player_in_game(f"{where}.controller",
                                                           e["controller"], state),
                          card.name, source.oid if source is not None else None, e["step"],
                          e["turn"], e.get("yours", False), origin=origin, about=about)


def _combat(c: dict[str, Any], state: State) -> Combat:
    """Attacking and blocking creatures of the combat in progress (506.4)."""
    steps = ("declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage",
             "end_of_combat")
    if state.step not in steps:
        raise BoardError("combat", f"creatures attack and block only from declare_attackers "
                                   f"to end_of_combat, not in {state.step} (506.4)")
    combat = Combat()
    for ref, defender in c.get("attackers", {}).items():
        obj = _permanent_by_id(f"combat.attackers.{ref}", ref, state)
        walker = state.find_handle(defender) if defender not in names_in_game(state) else None
        if walker is not None and planeswalkers.is_planeswalker(walker) \
                and walker.zone == "battlefield":  # attacking a planeswalker (508.1b)
            if walker.controller == obj.controller:
                raise BoardError(f"combat.attackers.{ref}", f"{defender} is a planeswalker its "
                                                           "own controller controls (508.1b)")
            combat.attackers[obj.oid] = walker.controller
            combat.planeswalkers[obj.oid] = walker.oid
            continue
        combat.attackers[obj.oid] = _player_in_game(f"combat.attackers.{ref}", defender, state)
    for ref, attacker_refs in c.get("blockers", {}).items():
        blocker = _permanent_by_id(f"combat.blockers.{ref}", ref, state)
        # one attacker, or a list of them for a creature that may block more (509.1a)
        for attacker_ref in attackers_named(attacker_refs):
            attacker = _permanent_by_id(f"combat.blockers.{ref}", attacker_ref, state)
            if attacker.oid not in combat.attackers:
                raise BoardError(f"combat.blockers.{ref}", f"{attacker_ref} is not attacking")
            if attacker.oid in combat.blockers.get(blocker.oid, ()):
                raise BoardError(f"combat.blockers.{ref}", f"{attacker_ref} is named twice")
            combat.blockers[blocker.oid] = (*combat.blockers.get(blocker.oid, ()), attacker.oid)
            combat.blocked.add(attacker.oid)
    for k, ref in enumerate(c.get("blocked", [])):
        attacker = _permanent_by_id(f"combat.blocked[{k}]", ref, state)
        if attacker.oid not in combat.attackers:
            raise BoardError(f"combat.blocked[{k}]", f"{ref} is not attacking")
        combat.blocked.add(attacker.oid)
    if "first_strike" in c and state.step != "first_strike_damage":
        raise BoardError("combat.first_strike", "only the first_strike_damage step remembers "
                                                "which creatures had first strike (510.4)")
    if state.step == "first_strike_damage":
        combat.first_strike = _first_strike(c, combat, state)
    return combat


def _first_strike(c: dict[str, Any], combat: Combat, state: State) -> set[int]:
    """510.4: the attacking and blocking creatures that had first strike or double strike as
    the first combat damage step began (who has it now may differ, 702.7c)."""
    fighting = {*combat.attackers, *combat.blockers}
    if "first_strike" not in c:
        raise BoardError("combat.first_strike", "in the first_strike_damage step, list the "
                                                "attacking and blocking creatures that had first "
                                                "strike or double strike as it began (510.4)")
    out: set[int] = set()
    for k, ref in enumerate(c["first_strike"]):
        obj = _permanent_by_id(f"combat.first_strike[{k}]", ref, state)
        if obj.oid not in fighting:
            raise BoardError(f"combat.first_strike[{k}]", f"{ref} is not attacking or blocking")
        out.add(obj.oid)
    return out


def board_from_state(state: State, explicit: set[str], script: list[Action] | None = None,
                     pool: CardPool | None = None) -> dict[str, Any]:
    """The canonical board-file form of a position in which a player holds priority with an
    empty stack (``Game.to_board`` checks that), such that loading it and going on gives the
    same game as going on from here: same events, same state.

    An ordinary position gives an ordinary file. What a game in progress may hold beyond that is
    written only when loading without it would give something else: the order of the
    battlefield across players (``timestamp``), who holds priority and who has passed, the random
    draws made, continuous effects, cards exiled until an opponent becomes the monarch or until a
    permanent leaves the battlefield or linked to the permanent that exiled them, the combat in
    progress, mana with restrictions or riders, players who left, and where automatic ids go on
    (``id_counters``). What can't be written yet is refused with a BoardError. ``pool`` is the
    game's cards, which the "when spent" triggers of mana are looked up in."""
    _refuse_unrepresentable(state)
    by_oid = {o.oid: o for o in state.battlefield}
    delayed = _delayed_entries(state, pool, by_oid)
    exiled = _until_monarch_now(state)
    combat = _combat_entry(state, by_oid)
    needed = {by_oid[o.attached_to].handle for o in state.battlefield
              if o.attached_to in by_oid}
    needed |= {by_oid[e.oid].handle for e in state.effects}
    needed |= {by_oid[e.oid].handle for e in state.control_effects}
    needed |= {card.handle for card, _ in exiled}
    held = _until_leaves_now(state, by_oid)
    needed |= {h for e in held for h in e.values()}
    linked = [{"card": c.handle, "source": by_oid[c.exiled_by].handle} for p in state.players
              for c in p.exile if c.exiled_by in by_oid]
    needed |= {h for e in linked for h in e.values()}
    may_play = [c for p in state.players for c in p.exile if c.playable is not None and (
        c.playable.until_turn is None or c.playable.until_turn >= state.turn)]
    playable = [{"card": c.handle, "player": c.playable.player,
                 "until_turn": c.playable.until_turn,
                 **({"any_mana_type": True} if c.playable.any_type else {})}
                for c in may_play if c.playable is not None]
    needed |= {c.handle for c in may_play}
    in_exile = {c.oid: c.handle for p in state.players for c in p.exile}
    free_casts = [{"player": f.player, "cards": sorted(in_exile[oid] for oid in f.cards
                                                       if oid in in_exile),
                   "source": f.source} for f in state.free_casts]
    needed |= {h for f in free_casts for h in f["cards"]}
    told = [c for p in state.players for c in p.exile if c.foretold is not None]  # 702.143a
    foretold = [{"card": c.handle, "turn": c.foretold} for c in told]
    needed |= {c.handle for c in told}
    plots = [c for p in state.players for c in p.exile if c.plotted is not None]  # 702.170a
    plotted = [{"card": c.handle, "turn": c.plotted} for c in plots]
    needed |= {c.handle for c in plots}
    waiting = [c for p in state.players for c in p.exile if c.counters.get("time")]  # 702.62b
    suspended = [{"card": c.handle, "time": c.counters["time"]} for c in waiting]
    needed |= {c.handle for c in waiting}
    shields = [{"target": by_oid[s.target].handle if isinstance(s.target, int) else s.target,
                "amount": s.amount, "source": s.source,
                **({"combat": True} if s.combat else {}),
                **({"dealt_by": True} if s.dealt_by else {})}
               for s in state.shields if not isinstance(s.target, int) or s.target in by_oid]
    needed |= {e["target"] for e in shields if e["target"] not in names_in_game(state)}
    needed |= {h for h in (combat or {}).get("attackers", {})}
    needed |= {h for h in (combat or {}).get("blockers", {})}
    needed |= graveyard_targets(state)
    needed |= {e["source_id"] for e in delayed if "source_id" in e}
    needed |= {h for e in delayed for h in e.get("about", ())}
    needed |= {h for item in state.stack if item.about is not None
               for h in about_entry(item.about, state)}
    written = _ids_to_write(state, explicit | needed)
    in_file_order = [o.oid for p in state.players for o in state.permanents(p.name)]
    ranks = ({} if in_file_order == [o.oid for o in state.battlefield]
             else {o.oid: k + 1 for k, o in enumerate(state.battlefield)})
    players = []
    for i, p in enumerate(state.players):
        entry: dict[str, Any] = {"name": p.name, "life": p.life}
        battlefield = []
        for o in state.permanents(p.name):  # listed by controller; "owner" when it differs
            battlefield.append(_permanent_entry(o, written, by_oid, state.turn,
                                                ranks.get(o.oid), pool))
        if battlefield:
            entry["battlefield"] = battlefield
        for zone in HIDDEN_ZONES:
            cards = [{"card": o.name, "id": o.handle} if o.handle in written else o.name
                     for o in p.zone(zone)]
            if cards:
                entry[zone] = cards
        if p.mana_pool:
            entry["mana_pool"] = _mana_pool_entry(f"players[{i}].mana_pool", p.mana_pool, pool)
        if p.lands_played:
            entry["lands_played"] = p.lands_played
        if p.poison:
            entry["poison"] = p.poison
        if p.lost:
            entry["lost"] = True
        if p.left:
            entry["left"] = True  # 800.4a: still seated (turn order), no longer playing
        players.append(entry)
    board: dict[str, Any] = {"format": FORMAT}
    if state.title:
        board["title"] = state.title
    board["seed"] = state.seed
    board["players"] = players
    board["monarch"] = state.monarch
    board["turn"] = _turn_entry(state)
    if state.attack_policy != "none":
        board["policy"] = {"attackers": state.attack_policy}
    if state.rng.words:
        board["random_draws"] = state.rng.words
    counters = _id_counters(state, written)
    if counters:
        board["id_counters"] = counters
    if state.effects:
        board["effects"] = [_effect_entry(e, by_oid) for e in state.effects]
    if state.control_effects:
        board["control"] = [_control_entry(e, by_oid) for e in state.control_effects]
    if exiled:
        board["until_monarch"] = [{"card": card.handle, "controller": e.controller,
                                   "source": e.source} for card, e in exiled]
    if held:
        board["until_leaves"] = held
    if linked:
        board["linked_exiles"] = linked
    if playable:
        board["playable"] = playable
    if free_casts:
        board["free_casts"] = free_casts
    if foretold:
        board["foretold"] = foretold
    if suspended:
        board["suspended"] = suspended
    if plotted:
        board["plotted"] = plotted
    if shields:
        board["shields"] = shields
    if combat:
        board["combat"] = combat
    if delayed:
        board["delayed"] = delayed
    if state.stack:
        board["stack"] = stack_entries(state, pool)
    if script:
        board["script"] = [action_to_dict(a) for a in script]
    return board


def _delayed_entries(state: State, pool: CardPool | None,
                     by_oid: dict[int, Obj]) -> list[dict[str, Any]]:
    """The delayed triggered abilities waiting for a step to begin (603.7a: "Sacrifice it at
    the beginning of the next end step."), each named by the card whose effect made it and its
    place among that card's delayed abilities; one that can't be named so — or a "whenever …
    this turn" one (603.7b) — is refused."""
    out: list[dict[str, Any]] = []
    for d in state.delayed:
        card = pool.get(d.source_name) if pool is not None and d.source_name in pool else None
        index = next((k for k, t in enumerate(card.delayed) if t is d.ability), None) \
            if card is not None else None
        if d.when is not None or card is None or index is None:
            raise BoardError("delayed", f"{d.source_name}'s delayed triggered ability "
                                        f"{d.ability.text!r} (603.7) hasn't triggered yet, and a "
                                        "board file can't hold it yet")
        entry: dict[str, Any] = {"card": card.name, "index": index, "controller": d.controller,
                                 "step": d.step, "turn": d.min_turn}
        if d.yours:
            entry["yours"] = True
        if d.source_oid in by_oid:
            entry["source_id"] = by_oid[d.source_oid].handle
        if d.origin is not None:  # what "that creature" in its text means (603.7c)
            entry["origin"] = event_entry(d.origin, {i.sid: k for k, i in enumerate(state.stack)})
        if d.about is not None:  # the tokens "it" names, those still there (603.7c, 400.7)
            entry["about"] = about_entry(d.about, state)
        out.append(entry)
    return out


def about_entry(about: tuple[int, ...], state: State) -> list[str]:
    """The ids of the objects a delayed triggered ability's "it" names that are still where it
    expects them (on the battlefield, or in exile for a card to be returned): one that left is
    a new object it will never find (603.7c, 400.7), so it isn't written."""
    return [obj.handle for oid in about if (obj := state.find_about(oid)) is not None]


def _effect_entry(e: ContinuousEffect, by_oid: dict[int, Obj]) -> dict[str, Any]:
    """A resolved spell's or ability's effect until end of turn: what it changes in layer 7c
    (613.4c) and the keywords it adds in layer 6 (613.1f)."""
    entry: dict[str, Any] = {"target": by_oid[e.oid].handle}
    if e.power or e.toughness or not (e.keywords or e.loses or e.switch):
        entry.update(power=e.power, toughness=e.toughness)
    if e.switch:
        entry["switch"] = True
    if e.keywords:
        entry["keywords"] = list(e.keywords)
    if e.loses:
        entry["loses"] = list(e.loses)
    entry["source"] = e.source
    return entry


def _control_entry(e: ControlEffect, by_oid: dict[int, Obj]) -> dict[str, Any]:
    """A resolved spell's or ability's control-changing effect (613.1b) and its duration."""
    entry: dict[str, Any] = {"target": by_oid[e.oid].handle, "player": e.player,
                             "source": e.source}
    if e.until is not None:
        entry["until"] = e.until
    if e.while_monarch is not None:
        entry["while_monarch"] = e.while_monarch
    return entry


def _refuse_unrepresentable(state: State) -> None:
    """What board format 1 can't hold yet: saving refuses rather than lose it."""
    if state.pending_triggers or state.mana_triggers:
        raise BoardError("stack", "triggered abilities are waiting to be put on the stack "
                                  "(603.3): let a player receive priority first")
    if state.stray_tokens:
        raise BoardError("players", "a token outside the battlefield hasn't ceased to exist yet "
                                    "(704.5d): let a player receive priority first")
    for i, p in enumerate(state.players):
        if p.drew_from_empty_library and not p.left:
            raise BoardError(f"players[{i}]", f"{p.name} drew from an empty library and hasn't "
                                              "lost yet (704.5b)")
    for e in state.effects:
        if e.protection:
            raise BoardError("effects", f"{e.source}'s protection until end of turn (613.1f) "
                                        "can't be saved yet")
        if e.until != "end_of_turn":
            raise BoardError("effects", f"an effect lasting until {e.until} can't be saved yet")
    for e in state.control_effects:
        # A file gives a resolved control effect a timestamp after every permanent's, so one
        # older than an Aura's "You control enchanted creature." on the same permanent would
        # win after loading where it loses now (613.7): refused rather than changed.
        newer = next((a for a in state.battlefield if a.attached_to == e.oid
                      and a.timestamp > e.timestamp
                      and any(s.controller is not None for s in a.card.continuous)), None)
        if newer is not None:
            raise BoardError("control", f"{e.source}'s control-changing effect began before "
                                        f"{newer.name}'s (613.7): a board file can't keep "
                                        "that order yet")
    if state.combat is not None and state.combat.returned:
        raise BoardError("combat", "an attacker was returned to pay for an ability still on the "
                                   "stack (ninjutsu, 702.49c): a board file can't keep whom "
                                   "it attacked yet")
    for k, item in enumerate(state.stack):
        if item.activated is None:
            continue
        holder = state.find(item.source_oid) if item.source_oid is not None else None
        holder = holder or item.lki
        if holder is None or item.activated not in activated_abilities_of(holder.card):
            raise BoardError(f"stack[{k}]", f"{item.source_name}'s ability on the stack was "
                                            "granted by another permanent (613.1f): a board "
                                            "file can't name it yet")
    stamps = [o.timestamp for o in state.battlefield]
    if stamps != sorted(stamps):
        raise BoardError("players", "the battlefield isn't in timestamp order (613.7), so a "
                                    "saved file couldn't give both back")


def _turn_entry(state: State) -> dict[str, Any]:
    turn: dict[str, Any] = {"number": state.turn, "active": state.active, "step": state.step}
    first = state.active
    if not state.player(first).in_game:  # 800.4j: the next player in turn order
        nxt = state.next_in_game_after(first)
        first = nxt.name if nxt is not None else first
    if state.priority is not None and state.priority != first:
        turn["priority"] = state.priority
    if state.passes:
        turn["passes"] = state.passes
    if not state.first_priority_in_step:
        turn["first_priority"] = False
    if state.this_turn:
        turn["this_turn"] = dict(sorted(state.this_turn.items()))
    if state.monarch_as_turn_began != state.monarch:
        turn["monarch_as_it_began"] = state.monarch_as_turn_began
    return turn


def _until_monarch_now(state: State) -> list[tuple[Obj, UntilMonarch]]:
    """The "until an opponent becomes the monarch" exiles (610.3) whose card is still in its
    owner's exile; the others can never return, so there is nothing to write for them."""
    out = []
    for e in state.until_monarch:
        owner = state.player(e.owner)
        card = next((c for c in owner.exile if c.oid == e.card_oid), None)
        if card is not None and owner.in_game:
            out.append((card, e))
    return out


def _until_leaves_now(state: State, by_oid: dict[int, Obj]) -> list[dict[str, str]]:
    """The "until ~ leaves the battlefield" exiles (610.3) whose card is still in its owner's
    exile, as ids: the card, and the permanent that brings it back."""
    out = []
    for e in state.until_leaves:
        owner = state.player(e.owner)
        card = next((c for c in owner.exile if c.oid == e.card_oid), None)
        if card is not None and owner.in_game and e.source_oid in by_oid:
            out.append({"card": card.handle, "source": by_oid[e.source_oid].handle})
    return out


def _attacked(combat: Combat, attacker: int, player: str, by_oid: dict[int, Obj]) -> str:
    """What an attacker attacks, as written: the player, or the planeswalker's id (508.1b)."""
    if attacker not in combat.planeswalkers:
        return player
    walker = by_oid.get(combat.planeswalkers[attacker])
    if walker is None or walker.zone != "battlefield":
        raise BoardError("combat", f"{by_oid[attacker].handle} attacks a planeswalker that has "
                                   "left the battlefield (506.4): such a combat can't be saved "
                                   "yet")
    return walker.handle


def _combat_entry(state: State, by_oid: dict[int, Obj]) -> dict[str, Any] | None:
    """The combat in progress as ids: attackers in the order declared (they deal damage in that
    order), blockers, and attackers that stay blocked though their blockers are gone (509.1h)."""
    combat = state.combat
    if combat is None:
        return None
    attackers = {by_oid[a].handle: _attacked(combat, a, d, by_oid)
                 for a, d in combat.attackers.items() if a in by_oid}
    if not attackers:
        return None
    blocking: dict[str, list[str]] = {}
    for b, blocked_by_it in combat.blockers.items():
        facing = [by_oid[a].handle for a in blocked_by_it
                  if a in combat.attackers and a in by_oid]
        if b in by_oid and facing:
            blocking[by_oid[b].handle] = facing
    # one attacker as its id; several (509.1a: a creature that may block more) as a list
    blockers: dict[str, Any] = {b: a[0] if len(a) == 1 else a for b, a in blocking.items()}
    out: dict[str, Any] = {"attackers": attackers}
    if blockers:
        out["blockers"] = blockers
    faced = {a for facing in blocking.values() for a in facing}
    blocked = [by_oid[a].handle for a in combat.attackers
               if a in combat.blocked and by_oid[a].handle not in faced]
    if blocked:
        out["blocked"] = blocked
    if state.step == "first_strike_damage" and combat.first_strike is not None:
        # 510.4: always written in that step (an empty list too): who deals damage in the
        # second step depends on it, not on who has first strike now (702.7c).
        fighting = set(attackers) | set(blockers)
        out["first_strike"] = [o.handle for o in state.battlefield
                               if o.oid in combat.first_strike and o.handle in fighting]
    return out


def _mana_pool_entry(where: str, units: Sequence[ManaUnit], pool: CardPool | None) -> Any:
    """The pool as text ("RG") while every mana is plain; otherwise a list of runs in pool order,
    which mana to spend first depends on (106.6)."""
    plain = [u for u in units if u.restriction is None and u.rider is None
             and u.when_spent is None and not u.until_end_of_combat]
    if len(plain) == len(units):
        return "".join(u.type for u in units)
    out: list[Any] = []
    for u in units:
        if (u.restriction is None and u.rider is None and u.when_spent is None
                and not u.until_end_of_combat):
            if out and isinstance(out[-1], str):
                out[-1] += u.type
            else:
                out.append(u.type)
            continue
        entry: dict[str, Any] = {"mana": u.type, "source": u.source}
        if u.restriction is not None:
            entry["restriction"] = u.restriction
        if u.rider is not None:
            entry["rider"] = u.rider
        if u.until_end_of_combat:  # firebending's (702.189a)
            entry["lasts"] = "end_of_combat"
        if u.when_spent is not None:
            try:
                known = _when_spent_of(where, u.source, pool) if pool is not None else None
            except BoardError:
                known = None
            if known is not u.when_spent:
                raise BoardError(where, f"mana from {u.source} has a 'when spent' trigger "
                                        "(603.7a) that no card of that name gives its mana: it "
                                        "can't be saved yet")
            entry["when_spent"] = True
        last = out[-1] if out else None
        if isinstance(last, dict) and {**last, "mana": u.type} == entry \
                and last["mana"][-1] == u.type:
            last["mana"] += u.type
        else:
            out.append(entry)
    return out


def _id_counters(state: State, written: set[str]) -> dict[str, int]:
    """Where automatic ids go on (``forest-3`` after ``forest-2``), for every name whose counter
    loading the file would not set back by itself — e.g. a token that ceased to exist took a
    number. An id no longer in the game that a new object could be given again is refused."""
    counts = dict.fromkeys(written, 0)
    for o in _load_order(state):
        if o.handle not in written:
            next_handle(counts, o.name)  # the handle the loader gives it back
    out = {k: v for k, v in state.handle_counts.items() if v != counts.get(k, 0)}
    for handle in state.handle_counts:
        if handle in counts:
            continue
        base, _, number = handle.rpartition("-")
        if number.isdigit() and int(number) > state.handle_counts.get(base, 0):
            raise BoardError("id_counters", f"the id {handle!r} no longer names anything, but a "
                                            "loaded game could give it to a new object: board "
                                            "format 1 can't hold that yet")
    return out


def _load_order(state: State) -> list[Obj]:
    """The order the loader gives automatic handles in: battlefields, then the other zones."""
    order = [o for p in state.players for o in state.permanents(p.name)]
    return order + [o for p in state.players for zone in HIDDEN_ZONES for o in p.zone(zone)]


def _ids_to_write(state: State, keep: set[str]) -> set[str]:
    """The ids a saved file must spell out so that loading it gives every card its handle back:
    the explicit ones, and any that the loader's automatic numbering would not reproduce."""
    order = _load_order(state)
    written = {o.handle for o in order if o.handle in keep}
    while True:
        counts = dict.fromkeys(written, 0)
        differs = next((o for o in order if o.handle not in written
                        and next_handle(counts, o.name) != o.handle), None)
        if differs is None:
            return written
        written.add(differs.handle)



def _becomes_entry(b: Becomes) -> dict[str, Any]:
    """What an effect made a permanent (611.2), and a lasting one it overrides (613.7)."""
    every = CREATURE_TYPE_SET <= set(b.subtypes)  # "with all creature types" (Mutavault)
    entry: dict[str, Any] = {
        **({"power": b.power, "toughness": b.toughness} if b.power is not None else {}),
        "types": list(b.types),
        "subtypes": [s for s in b.subtypes if not every or s not in CREATURE_TYPE_SET],
        **({"all_creature_types": True} if every else {}),
        "keywords": list(b.keywords), "source": b.source,
        **({"colors": list(b.colors)} if b.colors is not None else {})}
    if not b.until_end_of_turn:
        entry["until"] = "it leaves the battlefield"
    if b.replaces:  # its types replace the printed ones (205.1a)
        entry["replaces"] = True
    if b.under is not None:
        entry["under"] = _becomes_entry(b.under)
    return entry

def _permanent_entry(o: Obj, written: set[str], by_oid: dict[int, Obj], turn_number: int,
                     timestamp: int | None = None, pool: CardPool | None = None) -> Any:
    entry: dict[str, Any] = {"card": (o.face_up or o.printed or o.card).name}
    if o.face_up is not None:
        entry["face_down"] = True  # 708.2a
    if o.printed is not None:  # a copy of another permanent (707.2)
        entry["copy_of"] = o.card.name
        kept = [k for k, t in enumerate(o.printed.triggered) if t in o.card.triggered]
        if kept:
            entry["copy_keeps"] = kept
    if o.is_token and pool is not None and not pool.get(o.name).is_token:
        entry["token"] = True  # a token that's a copy of that card (707.2)
        printed = pool.get(o.name)
        changed = {f: getattr(o.card, f) for f in COPY_EXCEPTIONS
                   if getattr(o.card, f) != getattr(printed, f)}
        if changed:  # "except it's white, it has no mana cost …" (707.9b)
            entry["copy_except"] = {f: list(v) if isinstance(v, tuple) else v
                                    for f, v in changed.items()}
    if o.handle in written:
        entry["id"] = o.handle
    if o.owner != o.controller:
        entry["owner"] = o.owner
    if o.tapped:
        entry["tapped"] = True
    if o.sick:
        entry["sick"] = True
    if o.counters:
        entry["counters"] = dict(o.counters)
    if planeswalkers.is_planeswalker(o) and not planeswalkers.loyalty(o):
        # loyalty 0 (704.5i not yet checked) is said, or loading would give its printed one
        entry["counters"] = {**entry.get("counters", {}), planeswalkers.LOYALTY: 0}
    if o.damage:
        entry["damage"] = o.damage
    if o.deathtouch_damage:
        entry["deathtouch_damage"] = True
    if o.skip_next_untap:
        entry["skip_next_untap"] = True
    if o.regeneration_shields:
        entry["regeneration_shields"] = o.regeneration_shields
    if o.cant_regenerate:
        entry["cant_regenerate"] = True
    if o.exile_if_dies:
        entry["exile_if_dies"] = True
    if o.monstrous:
        entry["monstrous"] = True
    if o.renowned:
        entry["renowned"] = True
    if o.saddled:
        entry["saddled"] = o.saddled
    if o.control_base is not None:
        entry["control_returns_to"] = o.control_base
    if o.cant_be_blocked_turn:
        entry["cant_be_blocked_this_turn"] = True
    if o.cant_be_blocked_combat:
        entry["cant_be_blocked_this_combat"] = True
    if o.cant_block_turn:
        entry["cant_block_this_turn"] = True
    if o.attacks_despite_defender:
        entry["attacks_despite_defender_this_turn"] = True
    if o.blocks_more_turn < 0:
        entry["blocks_any_number_this_turn"] = True
    elif o.blocks_more_turn:
        entry["blocks_additional_this_turn"] = o.blocks_more_turn
    if o.becomes is not None:
        entry["becomes"] = _becomes_entry(o.becomes)
    if o.earthbent:
        entry["earthbent"] = [{"by": by, "source": source} for by, source in o.earthbent]
    activated = {str(i): n for i, (turn, n) in sorted(o.activations.items())
                 if turn == turn_number and n}
    if activated:
        entry["activated_this_turn"] = activated
    if o.exhausted:
        entry["exhausted"] = sorted(o.exhausted)
    if o.unearthed:
        entry["unearthed"] = True
    if o.arrived_since_upkeep:
        entry["arrived_since_upkeep"] = True
    once = sorted(i for i, turn in o.triggered_turns.items() if turn == turn_number)
    if once:
        entry["triggered_this_turn"] = once
    damaged_by = sorted(by_oid[oid].handle for oid, turn in o.damaged_by.items()
                        if turn == turn_number and oid in by_oid)
    if damaged_by:
        entry["damaged_this_turn_by"] = damaged_by
    if o.attached_to in by_oid:
        entry["attached_to"] = by_oid[o.attached_to].handle
    if o.choices:
        entry["choices"] = dict(o.choices)
    if timestamp is not None:
        entry["timestamp"] = timestamp
    return o.name if list(entry) == ["card"] else entry
