"""A generated corpus of malformed board files and illegal scripts, each run through the CLI
in-process: every one exits 2 (the file is wrong; the message names the field) or 1 (an action
is illegal; the message names ``script[N]`` and the rule), in one short line.

The cases are made here, deterministically, from a valid board: every field with a value of
each wrong type, required fields left out, unknown names, broken references, numbers out of
bounds, 10 MB strings, unusual unicode — plus scripts the rules forbid.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer.__main__ import main
from explorer.actions import parse_action
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.report import state_dict
from explorer.script import play

RULE = re.compile(r"\(\d{3}(\.\d+[a-z]?)?\)")
TEN_MB = "x" * 10_000_000

# A valid board that uses every field the format has, and every action.
BASE: dict[str, Any] = {
    "$schema": "../explorer/schema/board.schema.json",
    "format": "explorer-board/1",
    "title": "Corpus base",
    "seed": 3,
    "players": [
        {"name": "Alice", "life": 20, "mana_pool": "R", "lands_played": 0,
         "battlefield": ["Forest",
                         {"card": "Forest", "id": "f1", "tapped": False, "sick": False,
                          "counters": {"+1/+1": 0}, "damage": 0, "x": 0},
                         {"card": "Utopia Sprawl", "id": "sprawl", "attached_to": "f1",
                          "choices": {"color": "R"}},
                         {"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 1}}],
         "hand": ["Lightning Bolt", {"card": "Forest", "id": "hand-forest"}],
         "library": ["Island", "Island", "Island"],
         "graveyard": ["Island"], "exile": ["Island"]},
        {"name": "Bob", "battlefield": ["Mountain"], "library": ["Island", "Island"]},
    ],
    "monarch": "Bob",
    "turn": {"number": 1, "active": "Alice", "step": "precombat_main"},
    "policy": {"attackers": "none"},
    "notes": "a board for the corpus",
    "script": [
        {"do": "pass", "player": "Alice"},
        {"do": "pass_until", "turn": 1, "step": "end", "auto": False},
        {"do": "play_land", "player": "Alice", "card": "Forest"},
        {"do": "cast", "player": "Alice", "card": "Lightning Bolt", "x": 0, "targets": ["Bob"],
         "distribution": {"Bob": 3}, "choices": {"color": "R"}, "pay": ["Forest"]},
        {"do": "activate", "player": "Alice", "permanent": "Forest#1", "ability": 0,
         "mana": "G", "targets": [], "x": 0, "exile": "bears"},
        {"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}},
        {"do": "block", "player": "Bob", "blockers": {"Mountain": "bears"}},
        {"do": "choose", "player": "Alice", "targets": ["Bob"], "distribution": {"bears": 1},
         "option": "W", "order": ["a", "b"]},
        {"do": "concede", "player": "Bob"},
        {"do": "deal_damage", "source": "a test", "target": "Bob", "amount": 1},
        {"do": "put", "player": "Alice", "card": "Forest", "zone": "hand"},
        {"do": "default"},
    ],
}

# Values of the wrong type for a value of each type; "ok" lists the types a field also takes.
WRONG: dict[type, list[Any]] = {
    str: [5, True, None, [], {}],
    int: ["5", 1.5, True, None, []],
    bool: ["yes", 1, None],
    list: [{}, "x", 5],
    dict: [[], "x", 5],
}
ALSO_ACCEPTED: dict[str, tuple[Any, ...]] = {
    "monarch": (None,), "notes": ([],), "mana_pool": ([],),  # a pool may be a list of mana runs
}


def _walk(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:2]):  # the first two items are enough
            yield from _walk(item, (*path, i))


def _set(raw: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    node: Any = out
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return out


def _delete(raw: dict[str, Any], path: tuple[Any, ...]) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    node: Any = out
    for part in path[:-1]:
        node = node[part]
    del node[path[-1]]
    return out


def field(path: tuple[Any, ...]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def wrong_types() -> Iterator[Any]:
    for path, value in _walk(BASE):
        if not path:
            continue
        for wrong in WRONG[type(value)]:
            if wrong in ALSO_ACCEPTED.get(str(path[-1]), ()) or (
                    isinstance(wrong, dict) and path[-2:-1] in (("battlefield",), ("hand",),
                                                                ("library",), ("graveyard",),
                                                                ("exile",))):
                continue  # a value this field also takes
            name = f"type {field(path)}={json.dumps(wrong)}"
            yield pytest.param(_set(BASE, path, wrong), field(path), None, id=name)


def missing_fields() -> Iterator[Any]:
    required = [("players",), ("players", 0, "name"), ("players", 0, "battlefield", 1, "card"),
                ("players", 0, "hand", 1, "card")]
    for k, action in enumerate(BASE["script"]):
        for key in action:
            if key == "do" or key in ("player", "card", "permanent", "turn", "step", "source",
                                      "target", "amount", "zone") and action["do"] != "pass":
                required.append(("script", k, key))
    for path in required:
        yield pytest.param(_delete(BASE, path), field(path), "required",
                           id=f"missing {field(path)}")


def _player(raw: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(raw)
    out["players"][0].update(changes)
    return out


def _permanent(**changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(BASE)
    out["players"][0]["battlefield"][3].update(changes)
    return out


def _action(k: int, **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(BASE)
    out["script"][k].update(changes)
    return out


PERM = "players[0].battlefield[3]"
MEANING: list[tuple[str, dict[str, Any], str, str]] = [
    # (id, board, field, what the message says)
    ("unknown card", _set(BASE, ("players", 0, "battlefield", 0), "Forrest"),
     "players[0].battlefield[0].card", "did you mean 'Forest'"),
    ("unknown card in hand", _set(BASE, ("players", 0, "hand", 0), "Lightening Bolt"),
     "players[0].hand[0].card", "unknown card"),
    ("unknown card in library", _set(BASE, ("players", 1, "library", 0), "Islnd"),
     "players[1].library[0].card", "unknown card"),
    ("emoji card", _set(BASE, ("players", 0, "battlefield", 0), "Forest 🌲"),
     "players[0].battlefield[0].card", "unknown card"),
    ("rtl card", _set(BASE, ("players", 0, "battlefield", 0), "\u202etseroF"),
     "players[0].battlefield[0].card", "unknown card"),
    ("combining card", _set(BASE, ("players", 0, "battlefield", 0), "Fore\u0301st"),
     "players[0].battlefield[0].card", "unknown card"),
    ("surrogate card", _set(BASE, ("players", 0, "battlefield", 0), "For\ud800est"),
     "players[0].battlefield[0].card", "unknown card"),
    ("control char in a name", _player(BASE, name="Ali\nce"), "players[0].name",
     "one line"),
    ("blank name", _player(BASE, name="  "), "players[0].name", "needs a name"),
    ("empty name", _player(BASE, name=""), "players[0].name", "empty"),
    ("unknown step", _set(BASE, ("turn", "step"), "combat"), "turn.step", "unknown step"),
    ("step with rtl mark", _set(BASE, ("turn", "step"), "upkeep\u200f"), "turn.step",
     "unknown step"),
    ("unknown active player", _set(BASE, ("turn", "active"), "Zed"), "turn.active",
     "not a player"),
    ("monarch not a player", _set(BASE, ("monarch",), "Zed"), "monarch", "not a player"),
    ("monarch emoji", _set(BASE, ("monarch",), "👑"), "monarch", "not a player"),
    ("duplicate player", _set(BASE, ("players", 1, "name"), "Alice"), "players[1].name",
     "two players"),
    ("duplicate id", _set(BASE, ("players", 0, "battlefield", 3, "id"), "f1"),
     f"{PERM}.id", "used twice"),
    ("duplicate id across zones", _set(BASE, ("players", 0, "hand", 1, "id"), "bears"),
     "players[0].hand[1].id", "used twice"),
    ("id is a player", _set(BASE, ("players", 0, "battlefield", 3, "id"), "Bob"),
     f"{PERM}.id", "player's name"),
    ("attached to nothing", _set(BASE, ("players", 0, "battlefield", 2, "attached_to"),
                                 "nothing"), "players[0].battlefield[2].attached_to",
     "no permanent"),
    ("attached to a card in hand", _set(BASE, ("players", 0, "battlefield", 2, "attached_to"),
                                        "hand-forest"),
     "players[0].battlefield[2].attached_to", "no permanent"),
    ("attached to itself", _set(BASE, ("players", 0, "battlefield", 2, "attached_to"),
                                "sprawl"), "players[0].battlefield[2].attached_to", "itself"),
    ("unknown format", _set(BASE, ("format",), "explorer-board/2"), "format",
     "explorer-board/1"),
    ("unknown policy", _set(BASE, ("policy", "attackers"), "all"), "policy.attackers",
     "unknown attack policy"),
    ("unknown top field", {**BASE, "player": []}, "player", "unknown field"),
    ("unknown player field", _player(BASE, lif=3), "players[0].lif", "unknown field"),
    ("unknown permanent field", _permanent(power=3), f"{PERM}.power", "unknown field"),
    ("unknown card field", _set(BASE, ("players", 0, "hand", 1, "tapped"), True),
     "players[0].hand[1].tapped", "unknown field"),
    ("unknown turn field", _set(BASE, ("turn", "phase"), "main"), "turn.phase",
     "unknown field"),
    ("unknown action", _action(0, do="fly"), "script[0].do", "unknown action 'fly'"),
    ("unknown action field", _action(0, playr="Alice"), "script[0].playr", "unknown field"),
    ("unknown action step", _action(1, step="combat"), "script[1].step", "unknown step"),
    ("unknown put zone", _action(10, zone="sideboard"), "script[10].zone", "unknown zone"),
    ("no players", _set(BASE, ("players",), []), "players", "non-empty"),
    ("mana pool letter", _player(BASE, mana_pool="RX"), "players[0].mana_pool", "'X'"),
    ("mana pool lowercase", _player(BASE, mana_pool="g"), "players[0].mana_pool", "'g'"),
    ("mana pool too long", _player(BASE, mana_pool="G" * 1001), "players[0].mana_pool",
     "at most 1,000"),
    ("a float", _player(BASE, life=20.0), "players[0].life", "whole number"),
    # choices: only one of W U B R G (colorless is not a color, 105.1); known keys only
    *[(f"choices color {json.dumps(v)}", _set(BASE, ("players", 0, "battlefield", 2, "choices"),
                                              {"color": v}),
       "players[0].battlefield[2].choices.color", "W, U, B, R, G")
      for v in ["C", 5, None, "Z", "GGGG", ["R"], "", "r", "🙂"]],
    ("choices unknown key", _set(BASE, ("players", 0, "battlefield", 2, "choices"),
                                 {"colour": "R"}),
     "players[0].battlefield[2].choices.colour", "allowed: color"),
    *[(f"cast choices color {json.dumps(v)}", _action(3, choices={"color": v}),
       "script[3].choices.color", "W, U, B, R, G") for v in ["C", 5, None, "GGGG", ["R"], ""]],
    ("cast choices unknown key", _action(3, choices={"flavor": 1}), "script[3].choices.flavor",
     "allowed: color"),
]

# Numbers out of bounds: the message gives the bound.
BOUNDS: list[tuple[str, dict[str, Any], str, str]] = [
    ("life too low", _player(BASE, life=-1_000_001), "players[0].life", "-1,000,000"),
    ("life 10^30", _player(BASE, life=10**30), "players[0].life", "1,000,000"),
    ("lands_played -1", _player(BASE, lands_played=-1), "players[0].lands_played",
     "at least 0"),
    ("lands_played huge", _player(BASE, lands_played=10**9), "players[0].lands_played",
     "at most 100"),
    ("counters 20000", _permanent(counters={"+1/+1": 20_000}), f"{PERM}.counters.+1/+1",
     "at most 1,000"),
    ("counters 10^30", _permanent(counters={"+1/+1": 10**30}), f"{PERM}.counters.+1/+1",
     "at most 1,000"),
    ("counters negative", _permanent(counters={"charge": -1}), f"{PERM}.counters.charge",
     "at least 0"),
    ("damage negative", _permanent(damage=-2), f"{PERM}.damage", "at least 0"),
    ("damage 10^30", _permanent(damage=10**30), f"{PERM}.damage", "1,000,000"),
    ("x negative", _permanent(x=-1), f"{PERM}.x", "at least 0"),
    ("x huge", _permanent(x=10**12), f"{PERM}.x", "at most 1,000"),
    ("turn 0", _set(BASE, ("turn", "number"), 0), "turn.number", "at least 1"),
    ("turn negative", _set(BASE, ("turn", "number"), -5), "turn.number", "at least 1"),
    ("turn 10^30", _set(BASE, ("turn", "number"), 10**30), "turn.number", "100,000"),
    ("seed 10^30", _set(BASE, ("seed",), 10**30), "seed", "at most"),
    ("cast x negative", _action(3, x=-1), "script[3].x", "at least 0"),
    ("cast x 10^30", _action(3, x=10**30), "script[3].x", "at most 1,000"),
    ("activate x negative", _action(4, x=-3), "script[4].x", "at least 0"),
    ("ability negative", _action(4, ability=-1), "script[4].ability", "at least 0"),
    ("ability huge", _action(4, ability=10**6), "script[4].ability", "at most 100"),
    ("amount negative", _action(9, amount=-3), "script[9].amount", "at least 0"),
    ("amount 10^30", _action(9, amount=10**30), "script[9].amount", "1,000,000"),
    ("pass_until turn 0", _action(1, turn=0), "script[1].turn", "at least 1"),
    ("pass_until turn 10^30", _action(1, turn=10**30), "script[1].turn", "100,000"),
    ("distribution negative", _action(3, distribution={"Bob": -1}),
     "script[3].distribution.Bob", "at least 0"),
    ("choose distribution huge", _action(7, distribution={"bears": 10**30}),
     "script[7].distribution.bears", "1,000,000"),
    ("4,000-digit life", _player(BASE, life=int("9" * 4000)), "players[0].life",
     "1,000,000"),
]

# 10 MB strings: refused, quoted in a few characters.
HUGE: list[tuple[str, dict[str, Any], str, str]] = [
    ("10 MB player name", _player(BASE, name=TEN_MB), "players[0].name", "too long"),
    ("10 MB card name", _set(BASE, ("players", 0, "battlefield", 0), TEN_MB),
     "players[0].battlefield[0]", ""),
    ("10 MB id", _permanent(id=TEN_MB), f"{PERM}.id", "too long"),
    ("10 MB title", _set(BASE, ("title",), TEN_MB), "title", "too long"),
    ("10 MB step", _set(BASE, ("turn", "step"), TEN_MB), "turn.step", "unknown step"),
    ("10 MB mana pool", _player(BASE, mana_pool=TEN_MB), "players[0].mana_pool", "too long"),
    ("10 MB action reference", _action(2, card=TEN_MB), "script[2].card", "too long"),
    ("10 MB unknown field", {**BASE, TEN_MB: 1}, "", "unknown field"),
    ("10 MB counter kind", _permanent(counters={TEN_MB: 1}), f"{PERM}.counters", "too long"),
    ("10 MB color", _set(BASE, ("players", 0, "battlefield", 2, "choices"), {"color": TEN_MB}),
     "players[0].battlefield[2].choices.color", "unknown color"),
]


def malformed_cases() -> Iterator[Any]:
    yield from wrong_types()
    yield from missing_fields()
    for name, raw, where, says in MEANING + BOUNDS + HUGE:
        yield pytest.param(raw, where, says, id=name)


def run_file(capsys: pytest.CaptureFixture[str], tmp_path: Path,
             raw: dict[str, Any]) -> tuple[int, str, str, Path]:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw), encoding="utf-8", errors="surrogatepass")
    code = main(["run", str(path)])
    out, err = capsys.readouterr()
    return code, out, err, path


@pytest.mark.parametrize(("raw", "where", "says"), list(malformed_cases()))
def test_a_malformed_board_exits_2_naming_the_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, raw: dict[str, Any], where: str,
        says: str | None) -> None:
    code, out, err, path = run_file(capsys, tmp_path, raw)

    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err[:500]
    assert len(err) < 400, err[:500]  # a 10 MB value is quoted in a few characters
    assert "Traceback" not in err
    message = err.removeprefix(f"{path}: ")
    assert message.startswith(where), message
    assert message[len(where):len(where) + 1] in (":", ".", "[")
    if says:
        assert says in message, message


# -- illegal scripts: exit 1, script[N], the rule, the state as it was -------------------------
PLAYERS: dict[str, Any] = {
    "players": [
        {"name": "Alice",
         "battlefield": ["Forest", "Forest", {"card": "Mountain", "id": "m"},
                         {"card": "Grizzly Bears", "id": "bears"},
                         {"card": "Grizzly Bears", "id": "rookie", "sick": True},
                         {"card": "Birds of Paradise", "id": "birds"}],
         "hand": ["Lightning Bolt", "Giant Growth", "Craw Wurm", "Forest", "Mountain",
                  "Endless One"],
         "library": ["Island"] * 5},
        {"name": "Bob", "battlefield": ["Island", {"card": "Grizzly Bears", "id": "tapped-bears",
                                                    "tapped": True},
                                        {"card": "Grizzly Bears", "id": "bob-bears"}],
         "library": ["Island"] * 5},
    ],
}
TAP_FOREST = {"do": "activate", "player": "Alice", "permanent": "Forest#1"}
TO_COMBAT = {"do": "pass_until", "turn": 1, "step": "beginning_of_combat"}
ILLEGAL: list[tuple[str, list[dict[str, Any]], str]] = [
    # (id, script — the last action is the illegal one, the rule it must name)
    ("cast with no mana", [{"do": "cast", "player": "Alice", "card": "Craw Wurm"}], "601.2h"),
    ("cast without enough mana", [TAP_FOREST, {"do": "cast", "player": "Alice",
                                               "card": "Craw Wurm"}], "601.2h"),
    ("play two lands", [{"do": "play_land", "player": "Alice", "card": "Forest"},
                        {"do": "play_land", "player": "Alice", "card": "Mountain"}], "305.2"),
    ("activate a tapped land", [{"do": "activate", "player": "Alice", "permanent": "m"},
                                {"do": "activate", "player": "Alice", "permanent": "m"}],
     "107.5"),
    ("attack with a sick creature", [{"do": "attack", "player": "Alice",
                                      "attackers": {"rookie": "Bob"}}], "302.6"),
    ("attack a creature", [{"do": "attack", "player": "Alice",
                            "attackers": {"bears": "tapped-bears"}}], "508.1b"),
    ("target a player with Giant Growth", [TAP_FOREST, {"do": "cast", "player": "Alice",
                                                         "card": "Giant Growth",
                                                         "targets": ["Bob"]}], "601.2c"),
    ("Lightning Bolt with no target", [{"do": "activate", "player": "Alice",
                                        "permanent": "m"},
                                       {"do": "cast", "player": "Alice",
                                        "card": "Lightning Bolt"}], "601.2c"),
    ("a sorcery-speed spell in combat", [TO_COMBAT, {"do": "cast", "player": "Alice",
                                                     "card": "Craw Wurm"}], "117.1a"),
    ("a land in combat", [TO_COMBAT, {"do": "play_land", "player": "Alice",
                                      "card": "Forest"}], "305.1"),
    ("cast a land", [{"do": "cast", "player": "Alice", "card": "Forest"}], "305.9"),
    ("X not chosen", [{"do": "cast", "player": "Alice", "card": "Endless One"}], "107.3a"),
    ("pass for another player", [{"do": "pass", "player": "Bob"}], "117.1"),
    ("no such ability", [{"do": "activate", "player": "Alice", "permanent": "m",
                          "ability": 3}], "602.1"),
    ("a color Birds can't add", [{"do": "activate", "player": "Alice", "permanent": "birds",
                                  "mana": "C"}], "106.1"),
    ("choose with priority", [{"do": "choose", "player": "Alice", "option": "W"}], "117.1"),
    ("back to a past step", [{"do": "pass_until", "turn": 1, "step": "upkeep"}], "500.1"),
    ("concede for nobody", [{"do": "concede", "player": "Zed"}], "104.3a"),
    ("block with a tapped creature",
     [{"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}},
      {"do": "pass_until", "turn": 1, "step": "declare_blockers"},
      {"do": "block", "player": "Bob", "blockers": {"tapped-bears": "bears"}}], "509.1b"),
    # Bad references: refused citing the rule of the action that needed them.
    ("no such card in hand", [{"do": "cast", "player": "Alice", "card": "Palace Jailer"}],
     "601.3"),
    ("no such land in hand", [{"do": "play_land", "player": "Alice", "card": "Swamp"}], "305.1"),
    ("ambiguous Forest", [{"do": "activate", "player": "Alice", "permanent": "Forest"}], "602.2"),
    ("no third Forest", [{"do": "activate", "player": "Alice", "permanent": "Forest#3"}], "602.2"),
    ("superscript ordinal", [{"do": "activate", "player": "Alice", "permanent": "Forest#¹"}],
     "602.2"),
    ("misspelt permanent", [{"do": "activate", "player": "Alice", "permanent": "Forrest"}],
     "602.2"),
    ("someone else's permanent", [{"do": "activate", "player": "Alice",
                                   "permanent": "Island"}], "602.2"),
    ("target nobody", [{"do": "activate", "player": "Alice", "permanent": "m"},
                       {"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                        "targets": ["Zed"]}], "601.2c"),
    ("pay with nothing", [{"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                           "targets": ["Bob"], "pay": ["Swamp"]}], "601.2g"),
    ("attack with a ghost", [{"do": "attack", "player": "Alice",
                              "attackers": {"ghost": "Bob"}}], "508.1a"),
    ("put an unknown card", [{"do": "put", "player": "Alice", "card": "Forrest",
                              "zone": "hand"}], "610.1"),
    ("put for nobody", [{"do": "put", "player": "Zed", "card": "Forest", "zone": "hand"}], "610.1"),
]


def illegal_cases() -> Iterator[Any]:
    for name, script, rule in ILLEGAL:
        yield pytest.param(script, rule, id=name)


def observable(game: Game) -> tuple[str, list[Any]]:
    return json.dumps(state_dict(game), sort_keys=True), list(game.log)


@pytest.mark.parametrize(("script", "rule"), list(illegal_cases()))
def test_an_illegal_script_exits_1_naming_the_action_and_the_rule(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, script: list[dict[str, Any]],
        rule: str | None) -> None:
    n = len(script) - 1
    code, _, err, _ = run_file(capsys, tmp_path, {**PLAYERS, "script": script})

    assert code == 1, err
    assert err.count("\n") == 1 and err.startswith(f"script[{n}]: "), err
    assert "Traceback" not in err and len(err) < 400
    # The same through the Python API: refused, and nothing changed.
    game = Game(PLAYERS)
    play(game, [parse_action(a) for a in script[:-1]])
    before = observable(game)
    with pytest.raises(IllegalAction):
        game.apply(script[-1])
    assert observable(game) == before
    # Last: the rule (reference errors don't name one yet).
    assert RULE.search(err), err
    if rule:
        assert f"({rule})" in err


def test_the_corpus_is_large() -> None:
    assert len(list(malformed_cases())) + len(ILLEGAL) >= 300
