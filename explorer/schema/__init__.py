"""The board file's JSON Schema (draft 2020-12): the structure of a board file and its actions.

``board.schema.json`` (shipped in this package; ``python -m explorer schema`` prints it) says
what types, fields, enumerations and bounds a board file may have, for the loader and for
editors. What the schema can't know — card names, ids, references, who is a player — is checked
in code (``explorer.board``).

:func:`problem` validates a value against the whole schema or one of its definitions and returns
the most relevant mistake as ``(field path, reason)``, one line in the explorer's own words:
``players[0].life: must be at least -1,000,000, got -2000000``.
"""

from __future__ import annotations

import difflib
import json
import re
import sys
from collections.abc import Iterable, Sequence
from functools import cache
from importlib.resources import files
from typing import TYPE_CHECKING, Any

from ..errors import shown

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError


def _import_jsonschema() -> None:
    """jsonschema imports rfc3987_syntax, if installed (JupyterLab brings it), to check "iri"
    formats, and that import builds a grammar for about a second — in every process, even the
    CLI's. This schema uses no formats: hide the module while jsonschema loads (only if nobody
    has imported it yet; it is importable again right after)."""
    hidden = "rfc3987_syntax" not in sys.modules
    if hidden:
        sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]
    try:
        import jsonschema  # noqa: F401
    finally:
        if hidden:
            del sys.modules["rfc3987_syntax"]



MAX_DEPTH = 32  # no board needs more than a handful of levels of nesting
# Numbers up to ~4,000 digits reach the schema, which names the field's bound; bigger ones (only
# Python code can make them: JSON readers stop at 4,300 digits) are refused before jsonschema
# tries to write them in its messages, which Python refuses to do.
MAX_INT_BITS = 14_000

_TYPE_WORDS = {"string": "text", "integer": "a whole number", "boolean": "true or false",
               "object": "an object", "array": "a list", "null": "null", "number": "a number"}
_KEY = re.compile(r"^[A-Za-z0-9_+/$-]{1,40}$")
_CLASS_PATTERN = re.compile(r"^\^(\[.+\])\*\$$")


def schema_text() -> str:
    """The schema file as shipped."""
    return files(__package__).joinpath("board.schema.json").read_text(encoding="utf-8")


@cache
def schema() -> dict[str, Any]:
    return dict(json.loads(schema_text()))


def _is_integer(checker: Any, instance: Any) -> bool:
    # JSON Schema counts 1.0 as an integer; the engine counts whole numbers only.
    return isinstance(instance, int) and not isinstance(instance, bool)


@cache
def _validator_class() -> Any:
    """The draft 2020-12 validator with the engine's integers. jsonschema is imported here, at
    the first validation, not with the package: ``import explorer`` stays quick."""
    _import_jsonschema()
    from jsonschema import Draft202012Validator, validators

    return validators.extend(
        Draft202012Validator,
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer))


def _inline(node: Any) -> Any:
    """The schema with every ``$ref`` replaced by its definition (it has no recursive ones):
    validating that is several times faster than following references each time."""
    if isinstance(node, list):
        return [_inline(v) for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: _inline(v) for k, v in node.items() if k not in ("$ref", "$defs")}
    if "$ref" in node:
        out = {**_inline(_resolve(node)), **out}
    return out


@cache
def _validator(definition: str | None) -> Any:
    """A validator for the whole board (None) or for one ``$defs`` entry."""
    return _validator_class()(
        _inline(schema() if definition is None else schema()["$defs"][definition]))


@cache
def action_names() -> tuple[str, ...]:
    """The ``do`` of each action, in the order of the schema's ``oneOf``."""
    defs = schema()["$defs"]
    return tuple(defs[ref["$ref"].rsplit("/", 1)[1]]["properties"]["do"]["const"]
                 for ref in defs["action"]["oneOf"])


def _names() -> str:
    return ", ".join(action_names())


def render_path(prefix: str, parts: Iterable[Any]) -> str:
    """``players``, 0, ``life`` → ``players[0].life`` (odd keys are quoted: ``counters['a b']``)."""
    out = prefix
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and _KEY.match(part):
            out += f".{part}" if out else part
        else:
            out += f"[{shown(part)}]"
    return out


def plain_problem(value: Any) -> tuple[list[Any], str] | None:
    """The first thing in ``value`` that no JSON file could hold, or that is too deep or too
    large to look at: a cycle, nesting deeper than MAX_DEPTH, a key that isn't text, a number
    with hundreds of digits, or a Python object. Walks without recursion."""
    stack: list[tuple[Any, list[Any]]] = [(value, [])]
    while stack:
        item, path = stack.pop()
        if len(path) > MAX_DEPTH:
            return path, f"nested more than {MAX_DEPTH} levels deep"
        if isinstance(item, bool) or item is None or isinstance(item, (str, float)):
            continue
        if isinstance(item, int):
            if item.bit_length() > MAX_INT_BITS:
                return path, f"{shown(item)} is far too large for any field"
            continue
        if isinstance(item, dict):
            for key in item:
                if not isinstance(key, str):
                    return path, f"keys are text, not {shown(key)}"
            stack.extend((v, [*path, k]) for k, v in reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((v, [*path, i]) for i, v in reversed(list(enumerate(item))))
        else:
            return path, f"expected JSON data (text, a number, a list...), got {shown(item)}"
    return None


def problem(value: Any, definition: str | None = None) -> tuple[list[Any], str] | None:
    """The most relevant mistake in ``value`` (the whole board, or one ``$defs`` entry such as
    ``action``) as (path, one-line reason), or None if the structure is right."""
    plain = plain_problem(value)
    if plain is not None:
        return plain
    if definition == "action" and isinstance(value, dict) and value.get("do") in action_names():
        # Only the branch its "do" names can match: check that one first (the common case).
        if _validator(value["do"]).is_valid(value):
            return None
    errors = list(_validator(definition).iter_errors(value))
    if not errors:
        return None
    from jsonschema.exceptions import relevance

    # The shallowest error (jsonschema's relevance), then down our own way: best_match would
    # pick a branch of an action's oneOf by depth, not by the action's ``do``.
    return _explain(_descend(max(errors, key=relevance)))


def _descend(error: ValidationError) -> ValidationError:
    """From a failed ``oneOf``/``anyOf`` down to the branch the value meant: an action's branch
    is the one its ``do`` names; otherwise the branch of the value's type."""
    from jsonschema.exceptions import relevance

    while error.validator in ("oneOf", "anyOf") and error.context:
        branches = error.validator_value
        instance = error.instance
        if isinstance(instance, dict) and "do" in instance:
            names = action_names()
            if instance["do"] not in names:
                return error  # explained as an unknown action
            keep = {names.index(instance["do"])}
        else:
            keep = {i for i, branch in enumerate(branches)
                    if _type_matches(_resolve(branch), instance)}
        inner = [e for e in error.context if e.relative_schema_path[0] in keep]
        if not inner:
            return error
        error = max(inner, key=relevance)
    return error


def _resolve(subschema: Any) -> dict[str, Any]:
    while isinstance(subschema, dict) and "$ref" in subschema:
        subschema = schema()["$defs"][subschema["$ref"].rsplit("/", 1)[1]]
    return subschema if isinstance(subschema, dict) else {}


def _type_matches(subschema: dict[str, Any], instance: Any) -> bool:
    wanted = subschema.get("type")
    if wanted is None:
        return True
    kinds = [wanted] if isinstance(wanted, str) else wanted
    return any(_validator_class().TYPE_CHECKER.is_type(instance, k) for k in kinds)


def _types(wanted: str | Sequence[str]) -> str:
    kinds = [wanted] if isinstance(wanted, str) else list(wanted)
    return " or ".join(_TYPE_WORDS.get(k, k) for k in kinds)


def _explain(error: ValidationError) -> tuple[list[Any], str]:
    path = list(error.absolute_path)
    v, value, sub = error.validator, error.instance, error.schema
    bound = error.validator_value
    key_prefix = ""
    if "propertyNames" in error.relative_schema_path:
        key_prefix = f"the key {shown(value)}: "
    if v == "type":
        return path, f"{key_prefix}expected {_types(bound)}, got {shown(value)}"
    if v == "required":
        missing = next(k for k in bound if k not in value)
        do = value.get("do")
        if missing == "do":
            return [*path, "do"], f"required: what the action does, one of {_names()}"
        return [*path, missing], f"required for {do!r}" if isinstance(do, str) else "required"
    if v == "additionalProperties":
        allowed = list(sub.get("properties", {}))
        extra = next(k for k in value if k not in allowed)
        if not allowed:
            return [*path, extra], "unknown field: nothing may be given here"
        if len(allowed) <= 12:
            return [*path, extra], "unknown field; allowed: " + ", ".join(allowed)
        # A long list (a permanent's fields) would bury the answer: the closest names first.
        close = difflib.get_close_matches(str(extra), allowed, n=3, cutoff=0.5)
        hint = f"did you mean {' or '.join(close)}? " if close else ""
        return [*path, extra], (f"unknown field; {hint}allowed: {', '.join(allowed[:10])}, "
                                f"and {len(allowed) - 10} more (docs/board-format.md)")
    if v == "enum":
        title = sub.get("title", "value")
        why = f" ({sub['x-why']})" if "x-why" in sub else ""
        listed = ", ".join(map(str, bound))
        if not isinstance(value, str):
            return path, f"expected a {title}, one of {listed}{why}; got {shown(value)}"
        return path, f"unknown {title} {shown(value)}; one of {listed}{why}"
    if v == "const":
        return path, f"expected {shown(bound)}, got {shown(value)}"
    if v == "minimum":
        return path, f"must be at least {bound:,}, got {shown(value)}"
    if v == "maximum":
        return path, f"must be at most {bound:,}, got {shown(value)}"
    if v == "minLength":
        return path, key_prefix + ("must not be empty" if bound == 1
                                   else f"must have at least {bound} characters")
    if v == "maxLength":
        excerpt = "" if key_prefix else f" ({shown(value)})"
        return path, f"{key_prefix}too long: {len(value):,} characters, at most {bound:,}{excerpt}"
    if v == "pattern":
        # The schema's patterns are "^[class]*$": name the first character outside the class.
        each = _CLASS_PATTERN.match(bound)
        bad = next((c for c in value if not re.fullmatch(each[1], c)), None) if each else None
        what = sub.get("patternErrorMessage", f"must match {bound}")
        if bad is not None:
            return path, f"{key_prefix}{shown(bad)} is not allowed: {what}"
        return path, f"{key_prefix}{what}, got {shown(value)}"
    if v == "minItems":
        if bound == 1:
            return path, (f"expected a non-empty list of {sub['title']}" if "title" in sub
                          else "must not be empty")
        return path, f"needs at least {bound} items"
    if v == "maxItems":
        return path, f"at most {bound:,} items, got {len(value):,}"
    if v == "oneOf" and isinstance(value, dict) and "do" in value:
        return [*path, "do"], f"unknown action {shown(value['do'])}; one of {_names()}"
    if v in ("oneOf", "anyOf"):
        kinds = [_resolve(b).get("type", "value") for b in bound]
        return path, f"expected {_types(kinds)}, got {shown(value)}"
    return path, f"not valid here ({v}): {shown(value)}"
