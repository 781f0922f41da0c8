"""Events and objects are built with their slots set directly (``explorer.slots``): what is
built is what the class's own ``__init__`` builds — the same fields, the same defaults, a fresh
value from each default factory — and an event stays immutable."""

from __future__ import annotations

import dataclasses

import pytest

from explorer.cards import default_pool
from explorer.decisions import Option, declaration
from explorer.events import BUILDERS, CLASSES, EventKind
from explorer.slots import builder
from explorer.state import Obj


@pytest.mark.parametrize("kind", list(EventKind), ids=str)
def test_an_event_built_for_the_kernel_equals_one_the_class_makes(kind: EventKind) -> None:
    cls = CLASSES[kind]
    given = {"seq": 7, "turn": 3, "step": "end", "active": "Ann", "event": kind,
             "player": "Ben", "rule": "724.2"}
    built, made = BUILDERS[kind](**given), cls(**given)
    assert type(built) is cls
    assert dataclasses.astuple(built) == dataclasses.astuple(made)  # defaults included
    assert built == made and hash(built) == hash(made)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.rule = "117.3d"  # type: ignore[misc]


def test_building_checks_its_arguments_as_the_class_does() -> None:
    build = BUILDERS[EventKind.MONARCH_CHANGED]
    with pytest.raises(TypeError):
        build(1, 1, "end", "Ann", EventKind.MONARCH_CHANGED, no_such_field=1)
    with pytest.raises(TypeError):
        build(1, 1, "end")  # the kind is missing


def test_a_new_object_has_its_defaults_and_no_changes_counted() -> None:
    card = default_pool().get("Grizzly Bears")
    a = Obj(oid=1, handle="bears", card=card, owner="Ann", controller="Ann", zone="battlefield")
    b = Obj(oid=2, handle="bears", card=card, owner="Ann", controller="Ann", zone="battlefield")
    assert (a.tapped, a.damage, a.counters, a.version) == (False, 0, {}, 0)
    assert a.counters is not b.counters  # a fresh dict from the default factory
    a.tapped = True  # a change after it is made counts (positions copy what changed)
    assert a.version == 1
    moved = dataclasses.replace(a, zone="graveyard")
    assert (moved.tapped, moved.zone, moved.version) == (True, "graveyard", 1)


def test_a_copied_or_moved_object_is_an_obj_that_counts_its_changes() -> None:
    card = default_pool().get("Grizzly Bears")
    a = Obj(oid=1, handle="bears", card=card, owner="Ann", controller="Ann", zone="library")
    a.tapped = True
    for twin in (a.copy(), a.moved("hand")):
        assert type(twin) is Obj and twin is not a
        assert (twin.tapped, twin.version, twin.card) == (True, 1, card)
        twin.damage = 2  # still counted: it is an Obj, not something built like one
        assert twin.version == 2 and (a.damage, a.version) == (0, 1)
    assert a.moved("hand").zone == "hand" and a.zone == "library"


def test_a_builder_for_a_dataclass_with_a_default_factory() -> None:
    @dataclasses.dataclass(slots=True)
    class Pile:
        name: str
        cards: list[str] = dataclasses.field(default_factory=list)
        size: int = 0

    build = builder(Pile)
    one, two = build("a"), build("b", size=2)
    assert (one, two) == (Pile("a"), Pile("b", size=2))
    assert one.cards is not two.cards


def test_a_declarations_option_is_the_option_its_class_makes() -> None:
    made, built = Option("ann-bears -> Ben", subject="ann-bears", object="Ben"), \
        declaration("ann-bears", "Ben")
    assert type(built) is Option and built == made == "ann-bears -> Ben"
    assert (built.subject, built.object) == (made.subject, made.object) == ("ann-bears", "Ben")
    assert Option("plain").subject is None  # the class's default stays for other options
