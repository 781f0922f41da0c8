"""A storage land, read from its text. Icatian Store: "This land enters tapped.", "You may
choose not to untap this land during your untap step." (502.3: the active player determines
which permanents will untap), "At the beginning of your upkeep, if this land is tapped, put a
storage counter on it." and "{T}, Remove any number of storage counters from this land: Add
{W} for each storage counter removed this way." """

from __future__ import annotations

from helpers import board, decided, events, library, one, pass_all, player
from mana_helpers import activate, pool_of

from explorer.cards import default_pool
from explorer.game import Game


def into_alices_untap_step() -> Game:
    """Bob's end step, passed on into Alice's turn 2: it stops at her untap-step choice."""
    g = Game(board(player("Alice", battlefield=[{"card": "Icatian Store", "tapped": True,
                                                 "counters": {"storage": 2}}],
                          library=library(5)),
                   player("Bob", library=library(5)), active="Bob", step="end"))
    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    return g


def test_alice_is_asked_whether_it_untaps() -> None:
    assert default_pool().get("Icatian Store").compiled
    g = into_alices_untap_step()

    assert g.pending is not None
    assert (g.pending.kind, g.pending.player, g.pending.rule) == ("option", "Alice", "502.3")
    assert g.pending.options == ("untap", "keep tapped")
    assert g.state.step == "untap"


def test_kept_tapped_it_stores_another_counter_in_the_upkeep() -> None:
    """The upkeep trigger's "if this land is tapped" is true (603.4): three counters."""
    g = into_alices_untap_step()

    g.apply({"do": "choose", "player": "Alice", "option": "keep tapped"})
    assert decided(one(g, "decision_made", rule="502.3")) == (
        "option", "keep tapped", "player", "Alice")
    pass_all(g)

    store = g.find_permanent("Icatian Store")
    assert store.tapped and store.counters == {"storage": 3}
    assert events(g, "untapped", source="Icatian Store") == []


def test_untapped_it_cashes_in_its_counters_for_white_mana() -> None:
    """Untapped, its upkeep trigger doesn't trigger (603.4); in the main phase Alice removes
    both counters: {W}{W}."""
    g = into_alices_untap_step()
    g.apply({"do": "choose", "player": "Alice", "option": "untap"})
    assert one(g, "untapped", source="Icatian Store").rule == "502.3"
    assert events(g, "ability_triggered", source="Icatian Store") == []
    g.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})

    activate(g, "Alice", "Icatian Store", 0, x=2)

    assert pool_of(g) == "WW"
    assert g.find_permanent("Icatian Store").counters == {}
