"""docs/board-format.md describes everything the loader and the engine accept, and the README
points at it."""

from __future__ import annotations

import re

import pytest
from helpers import REPO

from explorer.actions import ACTIONS, ZONES
from explorer.board import ATTACK_POLICIES, PERMANENT_FIELDS, PLAYER_FIELDS, TOP_FIELDS, TURN_FIELDS
from explorer.decisions import DECISION_KINDS
from explorer.events import EVENT_KINDS
from explorer.schema import action_names, schema
from explorer.state import STEPS

DOC = REPO / "docs" / "board-format.md"


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


def code_words(text: str) -> set[str]:
    """Everything written as `code` in the page."""
    return set(re.findall(r"`([^`\n]+)`", text))


@pytest.mark.parametrize(("what", "names"), [
    ("actions", list(ACTIONS)),
    ("decision kinds", list(DECISION_KINDS)),
    ("top-level fields", list(TOP_FIELDS)),
    ("player fields", list(PLAYER_FIELDS)),
    ("permanent fields", list(PERMANENT_FIELDS)),
    ("turn fields", list(TURN_FIELDS)),
    ("steps", list(STEPS)),
    ("zones", list(ZONES)),
    ("attack policies", list(ATTACK_POLICIES)),
    ("event kinds", list(EVENT_KINDS)),
    ("action fields", sorted({f for d in action_names()
                              for f in schema()["$defs"][d]["properties"]})),
])
def test_every_name_the_explorer_accepts_is_documented(what: str, names: list[str]) -> None:
    documented = code_words(doc_text())
    missing = [n for n in names if n not in documented]
    assert not missing, f"{what} missing from docs/board-format.md: {missing}"


def test_the_schema_and_the_code_agree_on_names() -> None:
    """The schema is the loader's structure: the same actions, steps and zones as the code."""
    defs = schema()["$defs"]
    assert action_names() == tuple(ACTIONS)
    assert tuple(defs["step"]["enum"]) == STEPS
    assert tuple(defs["put"]["properties"]["zone"]["enum"]) == ZONES
    for do, cls in ACTIONS.items():
        fields = set(defs[do]["properties"]) - {"do"}
        assert fields == set(cls.__dataclass_fields__), do


def test_every_schema_field_has_a_description() -> None:
    """Editors complete board files from the descriptions (a field given as a reference to a
    definition shows that definition's)."""
    defs = schema()["$defs"]

    def described(sub: dict[str, object]) -> bool:
        ref = sub.get("$ref")
        return "description" in sub or (
            isinstance(ref, str) and "description" in defs[ref.rsplit("/", 1)[1]])

    def walk(node: object, path: str) -> list[str]:
        missing: list[str] = []
        if isinstance(node, dict):
            for key, sub in node.get("properties", {}).items():
                if key != "do" and isinstance(sub, dict) and not described(sub):
                    missing.append(f"{path}.{key}")
            for key, sub in node.items():
                missing += walk(sub, f"{path}.{key}")
        elif isinstance(node, list):
            for i, sub in enumerate(node):
                missing += walk(sub, f"{path}[{i}]")
        return missing

    assert walk(schema(), "schema") == []


def test_the_readme_links_to_the_board_format_page() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)]+)\)", readme)
    assert "docs/board-format.md" in links
    for link in links:
        if not link.startswith(("http://", "https://", "#")):
            assert (REPO / link).exists(), link
    assert "shared" not in readme.replace("shared by", "")


def test_the_page_says_nothing_about_files_users_dont_have() -> None:
    assert "shared/" not in doc_text() and "BOARD_FORMAT" not in doc_text()
