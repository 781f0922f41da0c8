"""The rules glossary: every rule number the explorer can show has a summary in the explorer's
own words, and a user's copy of the Comprehensive Rules, when loaded, is shown instead.

Which numbers the explorer can show is collected two ways: from its source — every string
constant written like a rule number, wherever it is (``rule="…"`` of events and templates, rule
tables such as ``STEP_RULES`` and the keywords' rules, a decision's or a refusal's rule, rules
passed by position) — and from the events of games actually played: every shipped board, and
random games on them. conftest.py also checks the events of every other test as it runs.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from random_play import BOARDS, RandomPlayer, play

import explorer
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.glossary import (
    GLOSSARY,
    RULE_NUMBER,
    Glossary,
    UnknownRule,
    load_comprehensive_rules,
    parse_comprehensive_rules,
    rules_text,
)
from explorer.state import STEP_RULES

REPO = Path(__file__).resolve().parents[1]


def rules_in_source() -> dict[str, str]:
    """Every string constant in explorer/ that is written like a rule number, and where."""
    found: dict[str, str] = {}
    for path in sorted((REPO / "explorer").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and RULE_NUMBER.fullmatch(node.value)):
                found.setdefault(node.value, f"{path.relative_to(REPO)}:{node.lineno}")
    return found


SOURCE_RULES = rules_in_source()


def test_the_collector_finds_rules_written_every_way() -> None:
    # A rule= keyword of an emit, an oracle template's rule=, a rule table, a rule passed by
    # position, a refusal's rule: if the collector missed one way, this says which.
    assert "117.3d" in SOURCE_RULES        # emit(K.PRIORITY_PASSED, ..., rule="117.3d")
    assert "702.108a" in SOURCE_RULES      # @_means("702.108a", "prowess")
    assert "702.9" in SOURCE_RULES         # the keywords' table: "Flying": "702.9"
    assert set(STEP_RULES.values()) <= set(SOURCE_RULES)
    assert "704.5g" in SOURCE_RULES        # to_graveyard.append((obj, "704.5g", ...))
    assert "305.2" in SOURCE_RULES         # IllegalAction("... already played a land", "305.2")
    assert len(SOURCE_RULES) > 250


def test_every_rule_in_the_source_has_a_summary_of_its_own() -> None:
    missing = {n: where for n, where in SOURCE_RULES.items() if n not in GLOSSARY}
    assert missing == {}, "rules cited with no entry in explorer/rules_glossary.json"


def _rules_seen(game: Game) -> set[str]:
    seen = {e.rule for e in game.log if e.rule is not None}
    if game.pending is not None:
        seen.add(game.pending.rule)
    return seen


@pytest.mark.parametrize("board", BOARDS, ids=lambda p: p.stem)
def test_every_rule_a_shipped_board_shows_has_a_summary(board: Path) -> None:
    """The board's script, its own decision, then random play (refusals included): every
    rule in its events, decisions and refusals."""
    game = Game.load(board)
    seen = _rules_seen(game)
    player = RandomPlayer(seed=len(board.stem))

    def look(g: Game, _action: object) -> None:
        seen.update(_rules_seen(g))
        try:  # a refusal shows its rule too: playing a land that is not in hand
            g.apply({"do": "play_land", "player": g.state.active, "card": "no such card"})
        except IllegalAction as e:
            if e.rule:
                seen.add(e.rule)

    play(game, player, 150 if "1000" not in board.stem else 40, each=look)
    unknown = {n for n in seen if n not in GLOSSARY}
    assert unknown == set()
    # Whatever the engine emitted is also written in its source: the collector above misses
    # nothing that games show.
    assert seen - set(SOURCE_RULES) == set()


def test_summaries_are_short_sentences_under_rule_numbers() -> None:
    for number, text in GLOSSARY.summaries.items():
        assert RULE_NUMBER.fullmatch(number), number
        assert text.lstrip('"')[:1].isupper() and text.endswith("."), (number, text)
        assert len(text) <= 260, (number, "a summary, not a rule text")
        assert len(re.findall(r"[.!?](?:\s|$)", text)) <= 2, (number, text)


def test_a_subrule_without_an_entry_falls_back_to_its_parent_and_says_so() -> None:
    found = GLOSSARY.lookup("702.16j")  # not cited by the explorer: no entry of its own
    assert "702.16j" not in GLOSSARY and not found.exact
    assert found.entry == "702" and found.text == GLOSSARY.summaries["702"]
    assert GLOSSARY.summary("702.16j").startswith("702: Keyword abilities")
    # a cited subrule has its own entry: no fallback
    assert GLOSSARY.lookup("702.16e").exact
    assert "prevented" in GLOSSARY.summary("702.16e")
    glossary = Glossary({"510": "Combat damage.", "510.1": "Assigning it."})
    assert glossary.summary("510.1c") == "510.1: Assigning it."
    assert glossary.summary("510.2") == "510: Combat damage."


def test_unknown_and_malformed_numbers_are_refused_by_name() -> None:
    with pytest.raises(UnknownRule, match=r"no rule 999\.9 in the glossary"):
        rules_text("999.9")
    with pytest.raises(ValueError, match=r"'seven' is not a rule number"):
        rules_text("seven")
    with pytest.raises(ValueError, match=r"'724\.2 ' is not a rule number"):
        GLOSSARY.summary("724.2 ")


# Made-up wording in the Comprehensive Rules' layout: a title, a contents list, numbered rules
# (a period after the number of a rule without a letter), an example, a glossary of terms.
FAKE_RULES = """\ufeffMade-Up Game Comprehensive Rules\r
\r
Contents\r
\r
1. Game Concepts\r
100. General\r
\r
1. Game Concepts\r
\r
100. General\r
\r
100.1. Invented wording for testing the parser.\r
\r
100.1a Invented subrule wording.\r
Example: an invented example that belongs to 100.1a and is not a rule.\r
\r
724.2 Invented monarch wording.\r
\r
Glossary\r
\r
Monarch\r
An invented definition.\r
"""


def test_a_comprehensive_rules_file_is_parsed_by_its_numbered_lines() -> None:
    rules = parse_comprehensive_rules(FAKE_RULES)
    assert rules == {"100": "General", "100.1": "Invented wording for testing the parser.",
                     "100.1a": "Invented subrule wording.", "724.2": "Invented monarch wording."}


def test_the_loaded_official_text_is_preferred_and_the_summaries_remain(
        tmp_path: Path) -> None:
    path = tmp_path / "MagicCompRules.txt"
    path.write_text(FAKE_RULES, encoding="utf-8")
    glossary = Glossary()
    assert glossary.load(path) == 4
    assert glossary.text("724.2") == "Invented monarch wording."
    assert glossary.lookup("724.2").official
    assert glossary.summary("724.2") == GLOSSARY.summary("724.2")  # ours, always
    # not in the file: the explorer's own summary of the rule itself beats the file's parent
    assert glossary.text("704.5g") == GLOSSARY.summary("704.5g")
    assert glossary.text("100.1b") == "100.1: Invented wording for testing the parser."
    glossary.unload()
    assert glossary.text("724.2") == GLOSSARY.summary("724.2")


def test_a_file_that_isnt_the_rules_is_refused_and_what_was_loaded_stays(
        tmp_path: Path) -> None:
    good, notes, binary = tmp_path / "rules.txt", tmp_path / "notes.txt", tmp_path / "cr.pdf"
    good.write_text(FAKE_RULES, encoding="utf-8")
    notes.write_text("my notes about combat\nnothing numbered here\n", encoding="utf-8")
    binary.write_bytes(b"%PDF-1.7\n\xff\xfe\x00\x81binary")
    glossary = Glossary()
    glossary.load(good)
    with pytest.raises(ValueError, match=r"notes\.txt has no numbered rules"):
        glossary.load(notes)
    with pytest.raises(ValueError, match=r"cr\.pdf is not a UTF-8 text file"):
        glossary.load(binary)
    with pytest.raises(FileNotFoundError):
        glossary.load(tmp_path / "missing.txt")
    assert glossary.text("724.2") == "Invented monarch wording."
    assert glossary.official_source == good


def test_the_package_functions_use_the_shared_glossary(tmp_path: Path) -> None:
    path = tmp_path / "rules.txt"
    path.write_text(FAKE_RULES, encoding="utf-8")
    assert explorer.rules_text("724.2") == GLOSSARY.summary("724.2")
    try:
        assert load_comprehensive_rules(path) == 4
        assert explorer.rules_text("724.2") == "Invented monarch wording."
    finally:
        GLOSSARY.unload()
    assert explorer.rules_text("724.2").startswith("The monarch draws a card")
