"""game.why(seq): an event's chain of causes, back to what started it, each link with its rule
and what the rule is about — read like a ruling."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import board, library, player

from explorer import Game, rules_text
from explorer.events import Event
from explorer.glossary import GLOSSARY


def the(game: Game, kind: str, **fields: object) -> Event:
    """The one event of ``kind`` with these fields."""
    found = [e for e in game.log if e.event.value == kind
             and all(getattr(e, k) == v for k, v in fields.items())]
    assert len(found) == 1, (kind, fields, found)
    return found[0]


def links(game: Game, seq: int) -> list[tuple[str, str | None]]:
    frame = game.why(seq)
    return list(zip(frame["kind"], frame["rule"], strict=True))


def combat(defender_battlefield: list[str]) -> Game:
    """Alice's Hill Giant attacks Bob, who blocks with what he has."""
    game = Game(board(player("Alice", battlefield=["Hill Giant"], library=library(5)),
                      player("Bob", battlefield=defender_battlefield, library=library(5))))
    game.apply({"do": "attack", "player": "Alice", "attackers": {"hill-giant-1": "Bob"}})
    game.apply({"do": "block", "player": "Bob",
                "blockers": {"grizzly-bears-1": "hill-giant-1"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    return game


def test_the_monarch_draws_because_the_end_step_began() -> None:
    """724.2: at the beginning of the monarch's end step, that player draws a card."""
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5)),
                      monarch="Alice"))
    game.apply({"do": "pass_until", "turn": 1, "step": "cleanup"})
    drawn = the(game, "card_drawn", player="Alice", rule="724.2")
    assert links(game, drawn.seq) == [("card_drawn", "724.2"), ("ability_resolved", "608.2"),
                                      ("ability_triggered", "724.2"), ("step_began", "513")]
    frame = game.why(drawn.seq)
    assert frame["seq"].iloc[0] == drawn.seq and frame["step"].tolist() == ["end"] * 4
    assert frame["who"].iloc[:3].tolist() == ["Alice"] * 3
    assert frame["what"].iloc[0] == "Island"
    assert frame["what"].iloc[2].startswith("monarch: At the beginning of the monarch's end step")
    assert frame["what"].iloc[3] == "end step"
    assert frame["summary"].tolist() == [rules_text(r) for r in frame["rule"]]
    assert "monarch draws a card" in frame["summary"].iloc[0]


def test_a_blocker_dies_from_the_combat_damage_of_the_combat_damage_step() -> None:
    """704.5g: lethal damage destroys a creature; the damage was dealt because the combat
    damage step began (510)."""
    game = combat(["Grizzly Bears"])
    died = the(game, "zone_changed", target="grizzly-bears-1")
    assert links(game, died.seq) == [("zone_changed", "704.5g"), ("damage_dealt", "120.3e"),
                                     ("step_began", "510")]
    frame = game.why(died.seq)
    assert frame["what"].tolist() == ["Grizzly Bears: battlefield → graveyard",
                                      "Hill Giant → Grizzly Bears", "combat damage step"]
    assert frame["who"].iloc[0] == "Bob"  # the creature's owner
    assert frame["summary"].iloc[0] == GLOSSARY.summary("704.5g")


def test_the_attack_and_the_block_trace_back_to_their_steps_with_names_not_ids() -> None:
    game = combat(["Grizzly Bears"])
    blocked = the(game, "block_declared")
    frame = game.why(blocked.seq)
    assert frame["kind"].tolist() == ["block_declared", "step_began"]
    assert frame["what"].iloc[0] == "Grizzly Bears → Hill Giant"  # the blocker, then what
    attacked = game.why(the(game, "attack_declared").seq)
    assert attacked["what"].iloc[0] == "Hill Giant → Bob"
    assert attacked["rule"].tolist() == ["508.1", "508"]
    ids = ("hill-giant-1", "grizzly-bears-1")
    assert not any(i in w for w in [*frame["what"], *attacked["what"]] for i in ids)


def test_a_bolted_creature_traces_back_to_the_spell_being_cast() -> None:
    game = Game(board(player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"],
                             library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": ["grizzly-bears-1"], "pay": ["Mountain"]})
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    died = the(game, "zone_changed", target="grizzly-bears-1")
    assert links(game, died.seq) == [("zone_changed", "704.5g"), ("damage_dealt", "120.3e"),
                                     ("spell_resolved", "608.2"), ("spell_cast", "601.2i")]
    assert game.why(died.seq)["what"].iloc[-1] == "Lightning Bolt → Grizzly Bears"


def test_the_draw_steps_draw_is_the_steps_turn_based_action() -> None:
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})
    drawn = the(game, "card_drawn", player="Bob")
    assert links(game, drawn.seq) == [("card_drawn", "504.1"), ("step_began", "504")]


def test_an_event_with_no_cause_is_its_own_chain() -> None:
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5))))
    assert links(game, 1) == [("game_started", "103")]


def test_an_unknown_seq_is_refused_by_name_and_the_game_is_unchanged() -> None:
    game = combat(["Grizzly Bears"])
    n = len(game.log)
    for bad in (n + 1, 0, -3):
        with pytest.raises(LookupError, match=rf"no event {bad} in this game: its events are "
                                              rf"numbered 1 to {n}"):
            game.why(bad)
    with pytest.raises(TypeError, match=r"why\(\) takes an event's seq, a number; got '5'"):
        game.why("5")  # type: ignore[arg-type]
    assert len(game.log) == n


def test_an_event_undone_is_no_longer_there_to_explain() -> None:
    game = Game(board(player("Alice", library=library(5)), player("Bob", library=library(5)),
                      monarch="Alice"))
    game.apply({"do": "pass_until", "turn": 1, "step": "cleanup"})
    drawn = the(game, "card_drawn", rule="724.2")
    game.undo()
    with pytest.raises(LookupError, match=rf"no event {drawn.seq} in this game"):
        game.why(drawn.seq)


def test_with_the_official_rules_loaded_the_summaries_are_their_words(tmp_path: Path) -> None:
    path = tmp_path / "rules.txt"
    path.write_text("704.5g Invented wording about lethal damage.\n", encoding="utf-8")
    game = combat(["Grizzly Bears"])
    died = the(game, "zone_changed", target="grizzly-bears-1")
    GLOSSARY.load(path)
    try:
        summaries = game.why(died.seq)["summary"].tolist()
    finally:
        GLOSSARY.unload()
    assert summaries[0] == "Invented wording about lethal damage."
    assert summaries[1] == GLOSSARY.summary("120.3e")  # not in the file: ours
