"""How a script plays (board format 1.1): exactly as applying its actions one by one with
``Game.apply``, except that a pending decision other than priority that the next action doesn't
fit is answered by the default policy first. A ``pass_until`` that stops early is done. An action
fits a decision only when it carries the field that answers that kind of decision."""

from __future__ import annotations

from helpers import board, decided, events, life, one, player, run_cli, write_board

from explorer.actions import parse_action
from explorer.game import Game
from explorer.script import ScriptError, fits, play

GIANTS_AND_BEARS = board(
    player("Alice", battlefield=[{"card": "Hill Giant", "id": "g1"},
                                 {"card": "Hill Giant", "id": "g2"}],
           library=["Island"] * 5),
    player("Bob", battlefield=[{"card": "Grizzly Bears", "id": f"b{i}"} for i in range(1, 5)],
           library=["Island"] * 5),
)


def script_of(*actions: dict[str, object]) -> list:
    return [parse_action(a, f"script[{i}]") for i, a in enumerate(actions)]


def test_a_choose_answers_the_second_damage_division_of_the_step() -> None:
    """510.1c: two attackers, each blocked by two creatures, each divide their damage. The
    script answers both divisions one line after the other; the pass_until that stopped at
    the first one is done, so nothing pre-empts the second answer."""
    game = Game(GIANTS_AND_BEARS)
    play(game, script_of(
        {"do": "pass_until", "turn": 1, "step": "declare_attackers"},
        {"do": "attack", "player": "Alice", "attackers": {"g1": "Bob", "g2": "Bob"}},
        {"do": "pass_until", "turn": 1, "step": "declare_blockers"},
        {"do": "block", "player": "Bob", "blockers": {"b1": "g1", "b2": "g1", "b3": "g2",
                                                     "b4": "g2"}},
        {"do": "pass_until", "turn": 1, "step": "combat_damage"},
        {"do": "choose", "player": "Alice", "distribution": {"b1": 2, "b2": 1}},
        {"do": "choose", "player": "Alice", "distribution": {"b3": 1, "b4": 2}},
    ))

    divisions = events(game, "decision_made", rule="510.1c")
    assert [decided(e) for e in divisions] == [
        ("distribution", "2 to b1, 1 to b2", "player", "Alice"),
        ("distribution", "1 to b3, 2 to b4", "player", "Alice"),
    ]
    assert game.pending is not None and game.pending.kind == "priority"
    assert game.state.step == "combat_damage"


def test_a_choose_with_only_targets_does_not_fit_an_order_decision() -> None:
    """603.3b then 603.3d: Palace Jailer's two enter triggers are first ordered, then the exile
    trigger's target is chosen. A `choose` with only `targets` doesn't fit the order decision,
    so the default policy orders them and the `choose` answers the target decision."""
    game = Game(board(
        player("Alice", library=["Island"] * 5),
        player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Hill Giant", "id": "giant"}]),
    ))
    play(game, script_of(
        {"do": "put", "player": "Alice", "card": "Palace Jailer", "zone": "battlefield"},
        {"do": "choose", "player": "Alice", "targets": ["giant"]},
    ))

    assert one(game, "decision_made", rule="603.3b").chosen_by == "default"
    made = one(game, "decision_made", rule="603.3d")
    assert (made.choice, made.chosen_by, made.player) == ("giant", "player", "Alice")
    stacked = one(game, "ability_put_on_stack", target="giant")
    assert stacked.ability == ("When this creature enters, exile target creature an opponent "
                               "controls until an opponent becomes the monarch.")


def test_a_choose_for_another_player_does_not_fit() -> None:
    """Only the player who decides can answer: Bob's `block` doesn't fit Alice's attackers."""
    game = Game(GIANTS_AND_BEARS)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    decision = game.pending
    assert decision is not None and decision.kind == "attackers"

    assert fits(parse_action({"do": "attack", "player": "Alice", "attackers": {}}), decision)
    assert not fits(parse_action({"do": "attack", "player": "Bob", "attackers": {}}), decision)
    assert not fits(parse_action({"do": "choose", "player": "Alice", "option": "x"}), decision)
    assert not fits(parse_action({"do": "pass_until", "turn": 2, "step": "upkeep"}), decision)


def test_a_pass_until_that_stops_early_is_done() -> None:
    """The pass_until stops at the attackers decision and is done: after `attack` answers it,
    the game waits at priority in the declare attackers step, not at end of combat."""
    game = Game(GIANTS_AND_BEARS)
    play(game, script_of(
        {"do": "pass_until", "turn": 1, "step": "end_of_combat"},
        {"do": "attack", "player": "Alice", "attackers": {"g1": "Bob"}},
    ))

    assert game.state.step == "declare_attackers"
    assert game.pending is not None and game.pending.kind == "priority"
    assert life(game, "Bob") == 20


def test_at_the_end_of_a_script_a_pending_decision_stays_pending(tmp_path) -> None:
    """When the script ends, nothing more happens: the CLI's JSON shows the decision still
    waiting as state.pending (who decides, the kind, the prompt, the rule, the options)."""
    raw = dict(GIANTS_AND_BEARS, script=[
        {"do": "pass_until", "turn": 1, "step": "declare_attackers"},
        {"do": "attack", "player": "Alice", "attackers": {"g1": "Bob"}},
        {"do": "pass_until", "turn": 1, "step": "end_of_combat"},
    ])
    done = run_cli("run", str(write_board(tmp_path / "pending.json", raw)), "--json")

    assert done.returncode == 0, done.stderr
    import json

    pending = json.loads(done.stdout)["state"]["pending"]
    assert (pending["player"], pending["kind"], pending["rule"]) == ("Bob", "blockers", "509.1")
    assert "b1 -> g1" in pending["options"]


def test_an_illegal_action_after_an_early_stop_names_its_index() -> None:
    """The run ends at the first illegal action, naming script[N]: here Bob answers a decision
    that is Alice's, once the default policy has answered Bob's blockers."""
    game = Game(GIANTS_AND_BEARS)
    try:
        play(game, script_of(
            {"do": "pass_until", "turn": 1, "step": "declare_attackers"},
            {"do": "attack", "player": "Alice", "attackers": {"g1": "Bob"}},
            {"do": "pass_until", "turn": 1, "step": "end_of_combat"},
            {"do": "pass", "player": "Bob"},
        ))
    except ScriptError as e:
        assert e.index == 3
        assert "Alice has priority, not Bob" in str(e)
    else:
        raise AssertionError("Bob can't pass: Alice has priority after the blockers")


def test_a_bad_reference_names_the_rule_of_the_action() -> None:
    """Like every other refusal, a reference to nothing, or to more than one thing, names the
    rule of the action that needed it: casting is from your hand (601.3), activating names one
    permanent (602.2), playing a land is from your hand (305.1)."""
    import pytest

    from explorer.errors import IllegalAction

    game = Game(board(player("Alice", battlefield=["Forest", "Forest"]), player("Bob")))
    cases = [
        ({"do": "cast", "player": "Alice", "card": "Craw Wurm"},
         r"Alice has no 'Craw Wurm' in hand \(601\.3\)"),
        ({"do": "activate", "player": "Alice", "permanent": "Forest"},
         r"'Forest' is ambiguous: say one of forest-1, forest-2 \(602\.2\)"),
        ({"do": "play_land", "player": "Alice", "card": "Island"},
         r"Alice has no 'Island' in hand \(305\.1\)"),
        ({"do": "activate", "player": "Alice", "permanent": "Forest#\u00b9"},
         r"no permanent 'Forest#\u00b9': there are 2 Forest \(602\.2\)"),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message):
            game.apply(action)
