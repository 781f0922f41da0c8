""""When you cast this spell, …" (601.2i): an ability of the spell itself, which triggers as it
becomes cast, goes on the stack above it (603.3) and so resolves first — and still resolves if
the spell is countered in response (Ulamog, the Ceaseless Hunger's ruling). Ulamog also reads
"Whenever Ulamog attacks, defending player exiles the top twenty cards of their library."."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, to_attackers, triggered

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

ULAMOG = "Ulamog, the Ceaseless Hunger"


def cast_ulamog(bob_hand: list[str] | None = None) -> Game:
    g = Game(board(player("Alice", hand=[ULAMOG], mana_pool="C" * 10, library=library(5)),
                   player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                              {"card": "Llanowar Elves", "id": "elves"},
                                              {"card": "Island", "id": "i1"},
                                              {"card": "Island", "id": "i2"}],
                          hand=bob_hand or [], library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": ULAMOG})
    # 603.3d: the ability's targets are chosen as it is put on the stack, above the spell
    g.apply({"do": "choose", "player": "Alice", "targets": ["bears", "elves"]})
    return g


def test_it_triggers_on_casting_and_resolves_before_the_spell() -> None:
    assert default_pool().get(ULAMOG).compiled
    g = cast_ulamog()
    cast = one(g, "spell_cast", source=ULAMOG)
    (trig,) = triggered(g, ULAMOG)
    assert (trig.rule, trig.cause) == ("603.2", cast.seq)
    assert [i.text for i in g.state.stack][-1].startswith(f"{ULAMOG}: When you cast")
    pass_all(g)  # the trigger resolves first: Ulamog is still a spell on the stack
    exiled = events(g, "zone_changed", to_zone="exile")
    assert {e.source for e in exiled} == {"Grizzly Bears", "Llanowar Elves"}
    assert [i.text for i in g.state.stack] == [ULAMOG]
    pass_all(g)
    assert g.find_permanent(ULAMOG).controller == "Alice"


def test_countered_in_response_its_cast_trigger_still_resolves() -> None:
    """Bob counters Ulamog with its trigger on the stack: the spell goes to the graveyard,
    the ability still exiles the two permanents."""
    g = cast_ulamog(bob_hand=["Counterspell"])
    g.apply({"do": "pass"})  # Alice passes; Bob responds
    g.apply({"do": "activate", "player": "Bob", "permanent": "i1"})
    g.apply({"do": "activate", "player": "Bob", "permanent": "i2"})
    g.apply({"do": "cast", "player": "Bob", "card": "Counterspell", "targets": [ULAMOG]})
    pass_all(g)  # Counterspell resolves
    assert [c.name for c in g.state.player("Alice").graveyard] == [ULAMOG]
    pass_all(g)  # the cast trigger resolves anyway
    assert {c.name for c in g.state.player("Bob").exile} == {"Grizzly Bears", "Llanowar Elves"}


def test_a_spell_cast_with_ulamog_on_the_battlefield_does_not_trigger_it() -> None:
    """Its ability is about casting this spell: on the battlefield, another spell is not it."""
    g = Game(board(player("Alice", battlefield=[ULAMOG], hand=["Lightning Bolt"],
                          mana_pool="R", library=library(5)),
                   player("Bob", library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    assert triggered(g, ULAMOG) == []


def test_attacking_defending_player_exiles_the_top_twenty_cards() -> None:
    g = Game(board(player("Alice", battlefield=[{"card": ULAMOG, "id": "ulamog"}],
                          library=library(5)),
                   player("Bob", library=library(25))))
    to_attackers(g)
    g.apply({"do": "attack", "player": "Alice", "attackers": {"ulamog": "Bob"}})
    pass_all(g)
    assert len(g.state.player("Bob").library) == 5
    assert len(g.state.player("Bob").exile) == 20
    assert {e.rule for e in events(g, "zone_changed", to_zone="exile")} == {"701.13"}


def test_saved_with_the_trigger_above_the_spell_it_loads_and_plays_on() -> None:
    """The board file names the ability by its card and place (docs/board-format.md): loaded,
    the trigger still resolves first, then the spell."""
    g = Game(cast_ulamog().to_board())
    assert [i.kind for i in g.state.stack] == ["spell", "triggered_ability"]
    pass_all(g)
    assert {c.name for c in g.state.player("Bob").exile} == {"Grizzly Bears", "Llanowar Elves"}
    pass_all(g)
    assert g.find_permanent(ULAMOG).controller == "Alice"


def test_its_two_targets_may_be_named_one_at_a_time() -> None:
    """"Exile two target permanents": both are required (601.2c, 603.3d) — naming one asks for
    the other, which can't be the same permanent (115.3)."""
    g = Game(board(player("Alice", hand=[ULAMOG], mana_pool="C" * 10, library=library(5)),
                   player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                              {"card": "Llanowar Elves", "id": "elves"},
                                              {"card": "Hill Giant", "id": "giant"}],
                          library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": ULAMOG})
    g.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    assert g.pending is not None and g.pending.kind == "targets"  # the second target
    before = len(g.log)
    with pytest.raises(IllegalAction, match="bears"):
        g.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    assert len(g.log) == before
    g.apply({"do": "choose", "player": "Alice", "targets": ["elves"]})
    pass_all(g)
    assert {c.name for c in g.state.player("Bob").exile} == {"Grizzly Bears", "Llanowar Elves"}
    assert g.find_permanent("Hill Giant") is not None


def test_with_one_permanent_to_target_the_cast_trigger_is_removed() -> None:
    """Two targets are required: with a lone permanent on the battlefield none can be chosen
    for both, so the ability is removed from the stack (603.3d) and Ulamog still resolves."""
    g = Game(board(player("Alice", hand=[ULAMOG], mana_pool="C" * 10, library=library(5)),
                   player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                          library=library(5))))
    g.apply({"do": "cast", "player": "Alice", "card": ULAMOG})
    if g.pending is not None and g.pending.kind == "targets":
        g.apply({"do": "choose", "player": "Alice", "targets": ["bears"]})
    assert one(g, "ability_removed", source=ULAMOG).rule == "603.3d"
    pass_all(g)
    assert g.find_permanent("Grizzly Bears") is not None
    assert g.find_permanent(ULAMOG).controller == "Alice"
