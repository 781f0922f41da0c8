"""Illegal mana activations through the headless run (the board format): ``python -m explorer
run FILE --json`` exits 1, names ``script[N]`` and the rule on stderr, and prints the state as it
stood before that action."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from helpers import board, player, run_cli, write_board

Script = list[dict[str, Any]]


def run_json(path: Path) -> subprocess.CompletedProcess[str]:
    """``python -m explorer run FILE --json`` from the repository root (in this process)."""
    return run_cli("run", str(path), "--json")


def with_script(raw: dict[str, Any], script: Script) -> dict[str, Any]:
    return {**raw, "script": script}


def alice(**zones: Any) -> dict[str, Any]:
    return player("Alice", **zones)


TAP_FOREST = {"do": "activate", "player": "Alice", "permanent": "Forest"}

# (position, script whose last action is illegal, rule, words the message must contain)
ILLEGAL: dict[str, tuple[dict[str, Any], Script, str, str]] = {
    "tapped permanent pays {T}": (
        board(alice(battlefield=["Forest", "Sol Ring"]), player("Bob")),
        [{"do": "activate", "player": "Alice", "permanent": "Sol Ring"},
         TAP_FOREST, TAP_FOREST],
        "107.5", "already tapped"),
    "untapped permanent pays {Q}": (
        board(alice(battlefield=["Forest", "Pili-Pala"], mana_pool="CC"), player("Bob")),
        [TAP_FOREST,
         {"do": "activate", "player": "Alice", "permanent": "Pili-Pala", "mana": "G"}],
        "107.6", "untapped"),
    "summoning-sick creature pays {T}": (
        board(alice(battlefield=["Forest"], hand=["Llanowar Elves"]), player("Bob")),
        [TAP_FOREST, {"do": "cast", "player": "Alice", "card": "Llanowar Elves"},
         {"do": "pass"}, {"do": "pass"},
         {"do": "activate", "player": "Alice", "permanent": "Llanowar Elves"}],
        "302.6", "Llanowar Elves"),
    "impossible mana choice": (
        board(alice(battlefield=["Forest", "Exotic Orchard"]),
              player("Bob", battlefield=["Forest", "Forest"])),
        [TAP_FOREST,
         {"do": "activate", "player": "Alice", "permanent": "Exotic Orchard", "mana": "U"}],
        "106.7", "{U}"),
    "restricted mana spent where it isn't allowed": (
        board(alice(battlefield=["Eldrazi Temple"], hand=["Sol Ring"]), player("Bob")),
        [{"do": "activate", "player": "Alice", "permanent": "Eldrazi Temple", "ability": 1},
         {"do": "cast", "player": "Alice", "card": "Sol Ring"}],
        "106.6", "Spend this mana only to cast colorless Eldrazi spells"),
}


@pytest.mark.parametrize("case", list(ILLEGAL))
def test_an_illegal_mana_action_exits_1_and_leaves_the_state_unchanged(
        case: str, tmp_path: Path) -> None:
    """107.5, 107.6, 302.6, 106.7, 106.6 through the command line: exit 1; stderr names the
    action's index and the rule; the JSON state (and timeline) are exactly those of the same
    script without the illegal action."""
    raw, script, rule, says = ILLEGAL[case]
    bad = len(script) - 1

    refused = run_json(write_board(tmp_path / "refused.json", with_script(raw, script)))
    before = run_json(write_board(tmp_path / "before.json", with_script(raw, script[:bad])))

    assert refused.returncode == 1, refused.stderr
    assert before.returncode == 0, before.stderr
    assert f"script[{bad}]" in refused.stderr
    assert f"({rule})" in refused.stderr
    assert says in refused.stderr
    assert "Traceback" not in refused.stderr
    out, expected = json.loads(refused.stdout), json.loads(before.stdout)
    assert out["state"] == expected["state"]
    assert out["timeline"] == expected["timeline"]


def test_the_state_before_the_refused_restricted_payment_still_holds_the_mana(
        tmp_path: Path) -> None:
    """106.6: the refused cast takes nothing: the Temple's {C}{C} is still in the pool and Sol
    Ring is still in hand."""
    raw, script, _, _ = ILLEGAL["restricted mana spent where it isn't allowed"]

    done = run_json(write_board(tmp_path / "b.json", with_script(raw, script)))

    state = json.loads(done.stdout)["state"]
    alice_state = state["players"][0]
    assert alice_state["mana_pool"]["C"] == 2
    assert alice_state["hand"] == ["Sol Ring"]
    assert state["stack"] == []


@pytest.mark.parametrize(("order", "black"), [("Contamination", 2), ("Mana Reflection", 1)])
def test_a_script_answers_the_replacement_order(order: str, black: int,
                                                tmp_path: Path) -> None:
    """616.1 in a script: the ``choose`` after the activation answers which replacement effect
    applies first; the run exits 0 and the timeline records Alice's choice."""
    raw = board(alice(battlefield=["Forest", "Mana Reflection", "Contamination"]),
                player("Bob"))
    script = [TAP_FOREST, {"do": "choose", "player": "Alice", "option": order}]

    done = run_json(write_board(tmp_path / "order.json", with_script(raw, script)))

    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["state"]["players"][0]["mana_pool"]["B"] == black
    made = [e for e in out["timeline"] if e["event"] == "decision_made"]
    assert len(made) == 1 and made[0]["rule"] == "616.1"
    assert (made[0]["decision"], made[0]["chosen_by"], made[0]["player"]) == (
        "replacement", "player", "Alice")
    applied = [e["source"] for e in out["timeline"] if e["event"] == "replacement_applied"]
    assert applied[0] == order


def test_an_unanswered_replacement_order_is_taken_by_the_default_policy(tmp_path: Path) -> None:
    """Board format: when the next script action (here a pass) doesn't answer the pending 616.1
    decision, the deterministic default policy answers it — the first option, Mana Reflection
    (listed first) — and the log says so: {G}{G} → {B}."""
    raw = board(alice(battlefield=["Forest", "Mana Reflection", "Contamination"]),
                player("Bob"))
    script = [TAP_FOREST, {"do": "pass", "player": "Alice"}]

    done = run_json(write_board(tmp_path / "default.json", with_script(raw, script)))

    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    made = [e for e in out["timeline"] if e["event"] == "decision_made"]
    assert len(made) == 1
    assert (made[0]["decision"], made[0]["chosen_by"], made[0]["player"]) == (
        "replacement", "default", "Alice")
    applied = [e["source"] for e in out["timeline"] if e["event"] == "replacement_applied"]
    assert applied == ["Mana Reflection", "Contamination"]
    assert out["state"]["players"][0]["mana_pool"]["B"] == 1
