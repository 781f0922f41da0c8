"""No code reads ``detail``: it is the events' rendering for people, and everything else —
triggers, tables, the command line's data, tests — uses the typed fields.

Each module is parsed and every read of ``detail`` is found: an attribute (``e.detail``,
``frame.detail``), ``getattr(x, "detail")``, a subscript (``row["detail"]``) or a keyword
(``events(game, kind, detail=...)``). Only the places named below may read it.
"""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import REPO

# Where the engine and tools may read ``detail``: where it is defined (every kind's rendering,
# and ``Event.to_dict``, which puts it in the command line's JSON), the timeline's column
# building, which fills the table's ``detail`` column for people, and the app's timeline, which
# renders each new event's row for people as the game moves on (the table from a frame, too:
# a row said with names keeps the detail, with ids, as its hover text).
CODE_ALLOWED: dict[str, set[str] | None] = {
    "explorer/events.py": None,  # the whole module
    "explorer/timeline.py": {"_frame"},
    "explorer/widgets/views.py": {"event_row_html", "timeline_html.values"},
}
CODE_DIRS = ("explorer", "tools", "benchmarks")

# Tests about the rendering itself, the one test of what the command line's JSON shows, the
# timeline's table built the old way, row by row, which the new one must equal, and the browser
# tests that read the timeline's detail cells as a person does (said with names, not ids).
TESTS_ALLOWED: dict[str, set[str] | None] = {
    "tests/test_browser.py": {
        "test_why_did_this_happen_and_a_compact_timeline",
        "test_a_pending_decision_is_named_by_the_step_buttons_and_answered_by_name"},
    "tests/test_event_rendering.py": None,
    "tests/test_board_and_cli.py": {
        "TestHeadlessRun.test_json_prints_the_state_and_the_timeline"},
    "tests/test_timeline_columns.py": {"_by_rows"},
}


def reads_of_detail(tree: ast.AST) -> list[tuple[int, str]]:
    """Each read of ``detail`` in a module: (line, the enclosing function's qualified name)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, scope: str) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            scope = f"{scope}.{node.name}" if scope else node.name
        if reads(node):
            found.append((getattr(node, "lineno", 0), scope))
        for child in ast.iter_child_nodes(node):
            visit(child, scope)

    visit(tree, "")
    return found


def reads(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr == "detail" and isinstance(node.ctx, ast.Load)
    if isinstance(node, ast.Subscript):
        return (isinstance(node.slice, ast.Constant) and node.slice.value == "detail"
                and isinstance(node.ctx, ast.Load))
    if isinstance(node, ast.Call):
        by_getattr = (isinstance(node.func, ast.Name) and node.func.id == "getattr"
                      and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                      and node.args[1].value == "detail")
        by_get = (isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                  and len(node.args) >= 1 and isinstance(node.args[0], ast.Constant)
                  and node.args[0].value == "detail")
        return by_getattr or by_get or any(k.arg == "detail" for k in node.keywords)
    return False


def violations(paths: list[Path], allowed: dict[str, set[str] | None]) -> list[str]:
    out = []
    for path in paths:
        name = path.relative_to(REPO).as_posix()
        if name in allowed and allowed[name] is None:
            continue
        places = allowed.get(name) or set()
        for line, scope in reads_of_detail(ast.parse(path.read_text(encoding="utf-8"))):
            if scope not in places:
                out.append(f"{name}:{line} ({scope or 'module level'}) reads detail")
    return out


def code_modules() -> list[Path]:
    return sorted(p for d in CODE_DIRS for p in (REPO / d).rglob("*.py"))


def test_no_engine_or_tool_code_reads_detail() -> None:
    """Code never parses text it rendered for people: triggers, tables and the command line
    use the events' typed fields; only the rendering and the table's detail column read it."""
    assert violations(code_modules(), CODE_ALLOWED) == []


def test_tests_assert_on_fields_not_on_the_rendering() -> None:
    """The issue: "Tests assert on fields." Only the rendering's own tests and the one test of
    the command line's JSON read ``detail``."""
    assert violations(sorted((REPO / "tests").glob("*.py")), TESTS_ALLOWED) == []


def test_the_allowed_places_exist_and_do_read_detail() -> None:
    """The lists above name real places: a moved or renamed function fails here, not silently
    widens or narrows what may read ``detail``."""
    for allowed in (CODE_ALLOWED, TESTS_ALLOWED):
        for name, places in allowed.items():
            path = REPO / name
            assert path.is_file(), name
            scopes = {scope for _, scope in reads_of_detail(ast.parse(path.read_text("utf-8")))}
            assert scopes, f"{name} no longer reads detail: drop it from the list"
            assert places is None or places <= scopes, (name, places - scopes)


def test_the_finder_sees_every_way_of_reading_it() -> None:
    """The search itself can fail: each form of reading ``detail`` is found, in its function;
    writing it, and naming it as a table column to show, are not reads."""
    source = '''
def a(e): return e.detail
def b(row): return row["detail"]
def c(e): return getattr(e, "detail", None)
def d(row): return row.get("detail")
def f(game): return one(game, "zone_changed", detail="hand -> stack")
class T:
    def g(self, frame): return frame.detail
def fine(out, e):
    out["detail"] = e.kind
    columns = ["rule", "detail"]
    return columns
'''
    assert reads_of_detail(ast.parse(source)) == [(2, "a"), (3, "b"), (4, "c"), (5, "d"),
                                                  (6, "f"), (8, "T.g")]
