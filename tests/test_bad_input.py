"""Hostile actions: whatever is passed to ``Game.apply`` — a dict or an action object, with any
field of any type or size — the game raises IllegalAction (or its subclass MalformedAction,
naming the field) and stays exactly as it was. A seeded generator makes thousands of them.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers import board, library, player

from explorer.actions import ACTIONS, Activate, Attack, Cast, Choose, DealDamage, PassUntil, Put
from explorer.errors import BoardError, IllegalAction, MalformedAction, shown
from explorer.game import Game
from explorer.report import state_dict

SEED = 20250919
ACTIONS_PER_GAME = 600


# -- the games: one per kind of pending decision --------------------------------------------------
def _main_phase() -> Game:
    return Game(board(
        player("Alice", library=library(5), mana_pool="RG", lands_played=0,
               battlefield=["Forest", "Forest", "Mountain",
                            {"card": "Grizzly Bears", "id": "bears"},
                            {"card": "Birds of Paradise", "id": "birds"},
                            {"card": "Hangarback Walker", "counters": {"+1/+1": 2}}, "Food Chain",
                            {"card": "Mana Vault", "tapped": True}],
               hand=["Lightning Bolt", "Utopia Sprawl", "Forest", "Endless One", "Giant Growth"]),
        player("Bob", library=library(5), battlefield=["Craw Wurm", "Plains"],
               hand=["Lightning Bolt"]),
        monarch="Bob"))


def _attackers() -> Game:
    game = _main_phase()
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    return game


def _blockers() -> Game:
    game = _attackers()
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    return game


def _distribution() -> Game:
    game = Game(board(
        player("Alice", library=library(3), battlefield=[{"card": "Craw Wurm", "id": "wurm"}]),
        player("Bob", library=library(3), battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                       {"card": "Grizzly Bears", "id": "b2"}])))
    game.apply({"do": "attack", "player": "Alice", "attackers": {"wurm": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"b1": "wurm", "b2": "wurm"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    return game


def _as_enters_color() -> Game:
    game = Game(board(player("Alice", library=library(3), mana_pool="G",
                             battlefield=[{"card": "Forest", "id": "f"}], hand=["Utopia Sprawl"]),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Utopia Sprawl", "targets": ["f"]})
    game.apply({"do": "pass"})
    game.apply({"do": "pass"})
    return game


def _mana_choice() -> Game:
    game = Game(board(player("Alice", library=library(3),
                             battlefield=[{"card": "Birds of Paradise", "id": "birds"}]),
                      player("Bob", library=library(3)), turn=2))
    game.apply({"do": "activate", "player": "Alice", "permanent": "birds"})
    return game


def _game_over() -> Game:
    game = _main_phase()
    game.apply({"do": "concede", "player": "Bob"})
    return game


GAMES: dict[str, Callable[[], Game]] = {
    "priority": _main_phase, "attackers": _attackers, "blockers": _blockers,
    "distribution": _distribution, "option": _as_enters_color, "mana": _mana_choice,
    "game over": _game_over,
}


# -- hostile values -------------------------------------------------------------------------------
def _deep(depth: int) -> Any:
    value: Any = "Forest"
    for _ in range(depth):
        value = [value]
    return value


def _cyclic() -> Any:
    loop: list[Any] = []
    loop.append(loop)
    return loop


HUGE = "Forest" * 200_000  # 1.2 MB
HOSTILE: list[Any] = [
    None, True, False, 0, 1, -1, 2, 7, 10**6, -(10**9), 10**30, 10**5000, 1.5, float("nan"),
    float("inf"), "", " ", "Forest", "Forest#1", "Forest#2", "Forest#0", "Forest#-1",
    "Forest#¹", "Forest#٣", "Forest#" + "9" * 5000, "forest-1", "bears", "birds", "wurm", "b1",
    "Alice", "Bob", "Zed", "Lightning Bolt", "Utopia Sprawl", "Craw Wurm", "Thopter", "C", "W",
    "G", "R", "GGGG", "Z", "RG", "birds:G", "birds:Q", "Forest:", ":", "#", "##", "precombat_main",
    "declare_attackers", "hand", "battlefield", "\ud800", "Al\udfffice", "🙂" * 50,
    "\u202eecilA", "e\u0301\u0301\u0301", "A\nB", "\x00", HUGE, [], {}, [None], ["Bob"],
    ["bears", "bears"], [5], {"bears": "Bob"}, {"bears": 5}, {"b1": 3, "b2": 4}, {"Bob": -1},
    {5: "x"}, {"color": "R"}, {"color": "C"}, {"color": 5}, {"color": None}, {"color": "GGGG"},
    {"color": ["R"]}, {"colour": "R"}, {"color": ""}, {"color": {"color": "R"}}, ("Bob",),
    {"Bob"}, b"Forest", object(), _deep(50), _deep(3000), _cyclic(), ["0", "1"], ["1", "0"],
    ["¹"], [HUGE],
]
FIELDS = sorted({f.name for cls in ACTIONS.values() for f in dataclasses.fields(cls)})


def hostile_dicts(rng: random.Random) -> Iterator[dict[str, Any]]:
    names = [*ACTIONS, "fly", "", "PASS", None, 5, "cast "]
    while True:
        action: dict[Any, Any] = {}
        if rng.random() < 0.95:
            action["do"] = rng.choice(names)
        for name in rng.sample(FIELDS + ["zzz", "do "], rng.randint(0, 4)):
            action[name] = rng.choice(HOSTILE)
        yield action


def hostile_objects(rng: random.Random) -> Iterator[Any]:
    """Action objects built in Python with fields of the wrong type (dataclasses don't check)."""
    while True:
        cls = rng.choice(list(ACTIONS.values()))
        kwargs = {f.name: rng.choice(HOSTILE) for f in dataclasses.fields(cls)
                  if f.default is dataclasses.MISSING or rng.random() < 0.5}
        yield cls(**kwargs)


REFS = ["Forest", "Forest#1", "Forest#2", "Forest#3", "Forest#0", "Forest#¹", "Forest#٣",
        "Forest#99", "Mountain", "bears", "birds", "wurm", "b1", "b2", "f", "Alice", "Bob", "Zed",
        "Lightning Bolt", "Utopia Sprawl", "Endless One", "Giant Growth", "Craw Wurm",
        "Grizzly Bears", "Food Chain", "Mana Vault", "Hangarback Walker", "thopter-1", "birds:G",
        "birds:Q", "Forest:G", ":", "#", "Forest#", "\ud800", "🙂", "\u202eBob", "C", "G", "RG"]
STEPS = ["untap", "upkeep", "draw", "precombat_main", "declare_attackers", "declare_blockers",
         "combat_damage", "end", "cleanup"]


def well_formed(rng: random.Random, game: Game) -> Iterator[dict[str, Any]]:
    """Actions the schema accepts, with values that are the right type but wrong in every
    other way: references to nothing, ordinals in other scripts, answers to another decision.
    These reach the rules, so they test the rules' refusals rather than the schema's."""
    def ref() -> str:
        options = [str(o) for o in game.pending.options] if game.pending else []
        return rng.choice(REFS + options[:6])

    def refs() -> list[str]:
        return [ref() for _ in range(rng.randint(0, 3))]

    values: dict[str, Callable[[], Any]] = {
        "player": lambda: rng.choice(["Alice", "Bob", "Zed", "\ud800"]), "card": ref,
        "permanent": ref, "source": ref, "target": ref, "exile": ref, "sacrifice": ref,
        "discard": ref, "return_to_hand": ref,
            "option": ref,
        "mana": lambda: rng.choice(["G", "R", "C", "W", "GG", "Z", "RG"]),
        "turn": lambda: rng.randint(1, 3), "step": lambda: rng.choice(STEPS),
        "auto": lambda: rng.random() < 0.5, "x": lambda: rng.choice([0, 1, 2, 1000]),
        "ability": lambda: rng.randint(0, 3), "amount": lambda: rng.choice([0, 1, 3, 10**6]),
        "zone": lambda: rng.choice(["battlefield", "hand", "library", "graveyard", "exile"]),
        "targets": refs, "pay": refs, "tap": refs, "convoke": refs, "delve": refs,
        "improvise": refs,
        "order": lambda: rng.choice([refs(), ["0", "1"], ["1"]]),
        "distribution": lambda: {ref(): rng.randint(0, 6) for _ in range(rng.randint(0, 3))},
        "attackers": lambda: {ref(): ref() for _ in range(rng.randint(0, 2))},
        "blockers": lambda: {ref(): ref() for _ in range(rng.randint(0, 2))},
        "choices": lambda: rng.choice([{}, {"color": rng.choice("WUBRG")}]),
    }
    while True:
        do = rng.choice(list(ACTIONS))
        action: dict[str, Any] = {"do": do}
        for f in dataclasses.fields(ACTIONS[do]):
            if f.default is dataclasses.MISSING or rng.random() < 0.5:
                action[f.name] = values[f.name]()
        yield action


def observable(game: Game) -> tuple[str, list[Any], dict[str, Any] | None]:
    """Everything a user can see: the state as --json prints it (byte for byte), the event log
    and, where the position can be saved, the saved board."""
    try:
        saved = game.to_board()
    except BoardError:
        saved = None  # something is on the stack
    return json.dumps(state_dict(game), sort_keys=True), list(game.log), saved


def check_refused(game: Game, action: Any) -> str:
    """Apply ``action``: it is refused with IllegalAction (one short line) and nothing
    changes — or it was legal after all, and undo gives the game back exactly."""
    before = observable(game)
    try:
        game.apply(action)
    except IllegalAction as refused:
        message = str(refused)
        assert "\n" not in message and len(message) < 1000, message[:2000]
        assert observable(game) == before
        return "malformed" if isinstance(refused, MalformedAction) else "illegal"
    game.undo()
    assert observable(game) == before
    return "legal"


@pytest.mark.parametrize("kind", list(GAMES))
@pytest.mark.parametrize("make", ["dicts", "objects", "well-formed"])
def test_hostile_actions_raise_only_illegal_action_and_change_nothing(kind: str,
                                                                      make: str) -> None:
    """Thousands of seeded hostile actions against games waiting for each kind of decision:
    no TypeError, ValueError, KeyError, AttributeError or RecursionError escapes apply(), and
    the state and the log are exactly as before each refused action."""
    rng = random.Random(f"{SEED}-{kind}-{make}")
    game = GAMES[kind]()
    assert (game.pending.kind if game.pending else "game over") == kind
    source = {"dicts": hostile_dicts, "objects": hostile_objects}.get(
        make, lambda rng: well_formed(rng, game))(rng)
    outcomes: dict[str, int] = {}
    for _, action in zip(range(ACTIONS_PER_GAME), source, strict=False):
        outcome = check_refused(game, action)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    # The generators reach what they aim at: the schema's refusals, or the rules'.
    aim = "illegal" if make == "well-formed" else "malformed"
    assert outcomes.get(aim, 0) > ACTIONS_PER_GAME // 2, outcomes


class TestMalformedActions:
    @pytest.mark.parametrize(("action", "field", "says"), [
        ({"do": "fly"}, "action.do", "unknown action 'fly'"),
        ({"player": "Alice"}, "action.do", "required"),
        ("pass", "action", "expected an object"),
        ({"do": "pass", "playr": "Alice"}, "action.playr", "unknown field"),
        ({"do": "cast", "player": "Alice", "card": 5}, "action.card", "expected text, got 5"),
        ({"do": "cast", "player": "Alice", "card": "Utopia Sprawl", "targets": ["f"],
          "choices": {"color": "C"}}, "action.choices.color", "colorless is not a color"),
        ({"do": "cast", "player": "Alice", "card": "Utopia Sprawl", "choices": {"color": 5}},
         "action.choices.color", "one of W, U, B, R, G"),
        ({"do": "cast", "player": "Alice", "card": "Utopia Sprawl", "choices": {"color": None}},
         "action.choices.color", "one of W, U, B, R, G"),
        ({"do": "cast", "player": "Alice", "card": "Utopia Sprawl", "choices": {"hue": "R"}},
         "action.choices.hue", "allowed: color"),
        ({"do": "cast", "player": "Alice", "card": "Endless One", "x": -1}, "action.x",
         "at least 0"),
        ({"do": "cast", "player": "Alice", "card": "Endless One", "x": 10**30}, "action.x",
         "at most 1,000"),
        ({"do": "deal_damage", "source": "x", "target": "Bob", "amount": -3}, "action.amount",
         "at least 0"),
        ({"do": "pass_until", "turn": 2, "step": "combat"}, "action.step", "unknown step"),
        ({"do": "put", "player": "Alice", "card": "Forest", "zone": "sideboard"}, "action.zone",
         "unknown zone"),
        (Cast(player=5, card="Lightning Bolt"), "action.player", "expected text, got 5"),  # type: ignore[arg-type]
        (Activate(player="Alice", permanent=None), "action.permanent", "required"),  # type: ignore[arg-type]
        (Attack(player="Alice", attackers=["bears"]), "action.attackers",  # type: ignore[arg-type]
         "expected an object"),
        (Choose(player="Alice", order=("a", 5)), "action.order[1]", "expected text"),  # type: ignore[arg-type]
        (PassUntil(turn="2", step="upkeep"), "action.turn", "expected a whole number"),  # type: ignore[arg-type]
        (DealDamage(source="x", target="Bob", amount=True), "action.amount",  # type: ignore[arg-type]
         "expected a whole number"),
        (Put(player="Alice", card="Forest", zone=object()), "action.zone", "expected JSON data"),  # type: ignore[arg-type]
    ])
    def test_a_malformed_action_names_its_field(self, action: Any, field: str,
                                                says: str) -> None:
        game = _main_phase()
        before = observable(game)

        with pytest.raises(MalformedAction) as refused:
            game.apply(action)

        assert refused.value.field == field
        assert says in str(refused.value)
        assert str(refused.value).startswith(field + ": ")
        assert observable(game) == before

    def test_a_superscript_ordinal_is_an_unknown_reference(self) -> None:
        """"Forest#¹" passes str.isdigit() but is no number a user wrote: it names no
        permanent (and no ValueError escapes)."""
        game = _main_phase()

        with pytest.raises(IllegalAction) as refused:
            game.apply({"do": "activate", "player": "Alice", "permanent": "Forest#¹"})
        assert "Forest#¹" in str(refused.value)

    @pytest.mark.parametrize("color", [5, None])
    def test_a_utopia_sprawl_with_a_bad_color_object_is_refused(self, color: Any) -> None:
        """An action object carrying choices the board format would refuse is refused the
        same way, before it could reach the mana ability (it used to raise TypeError)."""
        game = Game(board(player("Alice", library=library(3), mana_pool="G",
                                 battlefield=[{"card": "Forest", "id": "f"}],
                                 hand=["Utopia Sprawl"]), player("Bob", library=library(3))))

        with pytest.raises(MalformedAction) as refused:
            game.apply(Cast("Alice", "Utopia Sprawl", targets=("f",), choices={"color": color}))
        assert refused.value.field == "action.choices.color"

    def test_a_malformed_action_is_an_illegal_action(self) -> None:
        """One except clause catches every refusal of apply()."""
        assert issubclass(MalformedAction, IllegalAction)
        assert not issubclass(BoardError, IllegalAction)


class TestShown:
    @pytest.mark.parametrize("value", [
        "x" * 10_000_000, ["x" * 1000] * 1000, {"k" * 500: "v" * 500}, 10**5000, _deep(3000),
        _cyclic(), "\ud800" * 100, "🙂" * 100, "e\u0301" * 100, object(),
    ], ids=["10MB", "big list", "long key", "5000 digits", "deep", "cyclic", "surrogates",
            "emoji", "combining", "object"])
    def test_a_quoted_value_is_short_and_printable(self, value: Any) -> None:
        text = shown(value)

        assert len(text) <= 40
        text.encode("utf-8")  # no lone surrogate left in it
        assert "\n" not in text

    def test_a_short_value_is_quoted_whole(self) -> None:
        assert shown("Forrest") == "'Forrest'"
        assert shown(["R"]) == "['R']"
        assert shown(20000) == "20000"
        assert re.fullmatch(r"'x+…", shown("x" * 100)) and len(shown("x" * 100)) == 40
