"""Court of Locthwain, read from its Oracle text: "At the beginning of your upkeep, exile the top
card of target opponent's library. You may play that card for as long as it remains exiled, and
mana of any type can be spent to cast it. If you're the monarch, until end of turn, you may cast
a spell from among cards exiled with this enchantment without paying its mana cost." — a
lasting permission to play a card from exile (611.2a), mana of any type (609.4b), cards linked to
the Court that exiled them (607.2a), and one spell cast without paying its mana cost (118.9)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import events, one, pass_all, snapshot
from monarch_helpers import into_alices_upkeep, two
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.events import EventKind as K
from explorer.game import Game

POOL = default_pool()
COURT = "Court of Locthwain"


MOUNTAINS: dict[str, Any] = {"lands": ({"card": "Mountain", "id": "m1"},
                                       {"card": "Mountain", "id": "m2"})}


def upkeep(monarch: str | None, bob_library: list[str], *, lands: tuple[Any, ...] = (),
           **alice: Any) -> Game:
    """Alice's upkeep: the Court's ability targets Bob and resolves, exiling his top card."""
    game = into_alices_upkeep(
        alice={"battlefield": [{"card": COURT, "id": "court"}, *lands], **alice},
        bob={"library": bob_library}, monarch=monarch)
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    while game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        game.apply({"do": "pass"})
    return game


def to_main(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})


def exiled(game: Game) -> list[str]:
    return [c.name for c in game.state.player("Bob").exile]


def test_the_card_compiles() -> None:
    assert POOL.get(COURT).compiled
    explained = POOL.explain(COURT)
    assert "(609.4b, explorer.rules.impulse)" in explained
    assert "(118.9, explorer.rules.impulse)" in explained


def test_the_top_card_of_the_opponents_library_is_exiled_and_playable() -> None:
    game = upkeep("Bob", ["Grizzly Bears", "Island", "Island"])

    assert exiled(game) == ["Grizzly Bears"]
    created = [e for e in events(game, "effect_created") if e.source == COURT]
    assert "Alice may play Grizzly Bears for as long as it remains exiled" in created[0].rider


def test_mana_of_any_type_can_be_spent_to_cast_it() -> None:
    """Grizzly Bears costs {1}{G}; Alice has only two Mountains — enough, 609.4b: the cost is
    still {1}{G} (its mana value 2) but any mana pays any symbol. The permission survives
    saving the game to a board file and loading it."""
    game = upkeep("Bob", ["Grizzly Bears", "Island", "Island"], **MOUNTAINS)
    to_main(game)
    _, game = saved_and_loaded(game)

    game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears", "pay": ["m1", "m2"]})
    pass_all(game)

    bears = game.find_permanent("Grizzly Bears")
    assert (bears.owner, bears.controller) == ("Bob", "Alice")
    assert one(game, "spell_cast").amount == 2


def test_without_the_permission_the_same_mana_cant_pay() -> None:
    """The two Mountains can't pay for Alice's own Grizzly Bears in her hand: 609.4b applies
    only to the card it names."""
    game = upkeep("Bob", ["Island", "Island", "Island"], hand=["Grizzly Bears"], **MOUNTAINS)
    to_main(game)
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                    "pay": ["m1", "m2"]})
    assert snapshot(game) == before


def test_the_permission_lasts_while_the_card_stays_exiled() -> None:
    """Not only this turn: on Alice's next turn the card exiled two upkeeps ago is still hers
    to play — here a land, played as her land for the turn (305.1)."""
    game = upkeep("Bob", ["Forest", "Island", "Island", "Island"])
    game.apply({"do": "pass_until", "turn": 4, "step": "upkeep"})
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    game.apply({"do": "pass_until", "turn": 4, "step": "precombat_main"})

    game.apply({"do": "play_land", "player": "Alice", "card": "Forest"})

    forest = game.find_permanent("Forest")
    assert (forest.owner, forest.controller) == ("Bob", "Alice")


def test_as_the_monarch_one_spell_is_cast_without_paying_its_mana_cost() -> None:
    """Alice is the monarch: with no mana at all she casts the exiled Craw Wurm for free."""
    game = upkeep("Alice", ["Craw Wurm", "Island", "Island"])
    to_main(game)

    game.apply({"do": "cast", "player": "Alice", "card": "Craw Wurm",
                "choices": {"free": True}})
    pass_all(game)

    assert game.find_permanent("Craw Wurm").controller == "Alice"
    assert not any(e.kind == K.MANA_SPENT for e in game.log
                   if getattr(e, "source", None) == "Craw Wurm")
    assert game.state.free_casts == ()  # "a spell": used up


def test_only_one_spell_is_free() -> None:
    """The permission is for "a spell": two cards exiled with the Court (one on an earlier
    turn); once the first is cast for free, nothing lets the second be cast from exile (601.3)."""
    game = Game(two({"battlefield": [{"card": COURT, "id": "court"}]},
                    {"library": ["Craw Wurm", "Island"],
                     "exile": [{"card": "Hill Giant", "id": "giant"}]},
                    step="end", active="Bob", monarch="Alice",
                    linked_exiles=[{"card": "giant", "source": "court"}]))
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    to_main(game)
    assert sorted(exiled(game)) == ["Craw Wurm", "Hill Giant"]

    game.apply({"do": "cast", "player": "Alice", "card": "Craw Wurm",
                "choices": {"free": True}})
    pass_all(game)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Hill Giant",
                    "choices": {"free": True}})
    assert refused.value.rule == "601.3"
    assert snapshot(game) == before


def test_not_the_monarch_no_free_spell() -> None:
    game = upkeep("Bob", ["Craw Wurm", "Island", "Island"])
    to_main(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Craw Wurm",
                    "choices": {"free": True}})
    assert refused.value.rule == "118.9"
    assert exiled(game) == ["Craw Wurm"]


def test_x_is_zero_when_cast_without_paying_its_mana_cost() -> None:
    """107.3b: Endless One ({X}, "enters with X +1/+1 counters") cast for free is a 0/0."""
    game = upkeep("Alice", ["Endless One", "Island", "Island"])
    to_main(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Endless One", "x": 3,
                    "choices": {"free": True}})
    assert refused.value.rule == "107.3b"
    game.apply({"do": "cast", "player": "Alice", "card": "Endless One", "x": 0,
                "choices": {"free": True}})
    assert one(game, "spell_cast").amount == 0


def test_the_free_permission_ends_with_the_turn() -> None:
    game = upkeep("Alice", ["Craw Wurm", "Island", "Island"])
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})

    assert game.state.free_casts == ()
    ended = [e for e in events(game, "effect_ended") if e.rule == "514.2"
             and e.source == COURT]
    assert len(ended) == 1
    assert exiled(game) == ["Craw Wurm"]  # still there, and still Alice's to play (for mana)


def test_legal_actions_offer_the_free_cast() -> None:
    game = upkeep("Alice", ["Craw Wurm", "Island", "Island"])
    to_main(game)

    casts = [a for a in game.legal_actions() if type(a).__name__ == "Cast"]
    assert [(a.card, a.choices) for a in casts] == [("craw-wurm-1", {"free": True})]
