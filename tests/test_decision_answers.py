"""A decision_made event carries its answer as data (``answer``: ids, players, amounts) beside
its stable text (``choice``), so that a view names the creatures without reading the text; a
division put on the stack carries its ``shares`` (601.2d). The text is what it was before."""

from __future__ import annotations

from helpers import board, events, library, one, player

from explorer import BOARDS
from explorer.game import Game


def combat() -> Game:
    return Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Hill Giant", "id": "giant"}], library=library(5)),
        player("Bob", battlefield=[{"card": "Silvercoat Lion", "id": "lion"},
                                   {"card": "Llanowar Elves", "id": "elves"}],
               library=library(5))))


def test_attackers_and_blockers_are_pairs_of_ids_and_the_choice_is_unchanged() -> None:
    """508.1, 509.1: Alice attacks Bob with both; Bob blocks the Giant with both of his."""
    game = combat()
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob", "giant": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"lion": "giant", "elves": "giant"}})
    attackers = one(game, "decision_made", decision="attackers")
    assert (attackers.choice, attackers.answer) == (
        "bears -> Bob, giant -> Bob", (("bears", "Bob"), ("giant", "Bob")))
    blockers = one(game, "decision_made", decision="blockers")
    assert (blockers.choice, blockers.answer) == (
        "lion -> giant, elves -> giant", (("lion", "giant"), ("elves", "giant")))

    # 510.1c: the Giant divides its 3 damage among its blockers — amounts as data.
    game.apply({"do": "pass_until", "turn": 1, "step": "combat_damage"})
    assert game.pending is not None and game.pending.kind == "distribution"
    game.apply({"do": "choose", "player": "Alice", "distribution": {"lion": 2, "elves": 1}})
    division = one(game, "decision_made", decision="distribution")
    assert (division.rule, division.choice, division.answer) == (
        "510.1c", "2 to lion, 1 to elves", (("lion", 2), ("elves", 1)))


def test_no_attackers_is_an_empty_answer() -> None:
    game = combat()
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    decision = one(game, "decision_made", decision="attackers")
    assert (decision.choice, decision.answer) == ("no attackers", ())


def test_a_split_put_on_the_stack_carries_its_shares() -> None:
    """Court of Garenbrig (601.2d, 603.3d): two +1/+1 counters divided, both on the lion."""
    game = Game.load(BOARDS / "court_of_garenbrig.json")
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert game.pending is not None and game.pending.rule == "601.2d"
    game.apply({"do": "choose", "player": "Alice", "option": "2 on lion"})
    decision = one(game, "decision_made", rule="601.2d")
    assert (decision.choice, decision.answer) == (
        "2 on lion", (("lion", 2),))
    put = one(game, "ability_put_on_stack", source="Court of Garenbrig")
    assert (put.target, put.shares) == ("2 on lion", (("lion", 2),))


def test_decisions_without_ids_carry_no_answer() -> None:
    """A choice already said in names (the monarch's interchangeable triggers, a discard by
    card name) keeps no answer: there is nothing to name."""
    game = Game.load(BOARDS / "monarch_1000_turns.json")
    game.run_until(12)
    plain = [e for e in events(game, "decision_made")
             if e.decision not in ("attackers", "blockers")]
    assert plain and all(e.answer is None for e in plain)
