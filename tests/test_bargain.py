"""Bargain (702.166): "You may sacrifice an artifact, enchantment, or token as an additional cost
to cast this spell." (702.166a); a spell whose bargain cost was paid is bargained, and so is the
permanent it becomes (702.166b). Realm-Scorcher Hellkite ("When this creature enters, if it
was bargained, add four mana in any combination of colors.") and Hamlet Glutton ("This spell
costs {2} less to cast if it's bargained.")."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

HELLKITE = "Realm-Scorcher Hellkite"
GLUTTON = "Hamlet Glutton"


def alice(hand: str, mana: str, battlefield: tuple[str, ...] = ("Sol Ring", "Grizzly Bears")
          ) -> Game:
    return Game(board(player("Alice", hand=[hand], battlefield=list(battlefield),
                             mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))


@pytest.mark.parametrize("name", [HELLKITE, GLUTTON])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_bargained_the_hellkite_sacrifices_sol_ring_and_adds_four_mana() -> None:
    game = alice(HELLKITE, "RRCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": HELLKITE,
                "choices": {"bargained": True}, "sacrifice": "Sol Ring"})
    sacrificed = one(game, "zone_changed", to_zone="graveyard")
    assert (sacrificed.source, sacrificed.rule) == ("Sol Ring", "702.166a")
    pass_all(game)  # the Hellkite resolves; "if it was bargained" holds: it triggers
    pass_all(game)
    assert game.pending is not None and game.pending.kind == "mana"
    game.apply({"do": "choose", "player": "Alice", "option": "RRRG"})

    assert sorted(m.type for m in game.state.player("Alice").mana_pool) == ["G", "R", "R", "R"]
    assert game.find_permanent(HELLKITE).choices.get("bargained") is True


def test_not_bargained_its_enter_ability_doesnt_trigger() -> None:
    """603.4: the intervening "if it was bargained" is false; Sol Ring stays."""
    game = alice(HELLKITE, "RRCCCC")
    game.apply({"do": "cast", "player": "Alice", "card": HELLKITE})
    pass_all(game)

    assert events(game, "ability_triggered") == []
    assert sorted(o.name for o in game.state.battlefield) == ["Grizzly Bears", HELLKITE,
                                                               "Sol Ring"]


def test_bargained_hamlet_glutton_costs_2_less() -> None:
    """{5}{G}{G} less {2} (601.2f): five mana pay for it, and a 1/1 token can be what goes."""
    game = Game(board(player("Alice", hand=[GLUTTON], mana_pool="GGCCC", library=library(5),
                             battlefield=[{"card": "Grizzly Bears", "token": True}]),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": GLUTTON,
                "choices": {"bargained": True}})  # the token is the only one: no need to name it
    assert game.state.player("Alice").mana_pool == ()
    pass_all(game)
    pass_all(game)  # "When Hamlet Glutton enters, you gain 3 life."

    assert [o.name for o in game.state.battlefield] == [GLUTTON]
    assert game.state.player("Alice").life == 23


def test_not_bargained_hamlet_glutton_costs_all_seven() -> None:
    game = alice(GLUTTON, "GGCCC")
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": GLUTTON})

    assert snapshot(game) == before


def test_a_nontoken_creature_cant_be_bargained_away() -> None:
    """702.166a: an artifact, enchantment, or token — Grizzly Bears is none of them."""
    game = alice(HELLKITE, "RRCCCC")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": HELLKITE,
                    "choices": {"bargained": True}, "sacrifice": "Grizzly Bears"})

    assert "artifact, enchantment, or token" in str(refused.value)
    assert snapshot(game) == before


def test_with_nothing_to_sacrifice_it_cant_be_bargained() -> None:
    game = alice(HELLKITE, "RRCCCC", battlefield=("Grizzly Bears",))
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        game.apply({"do": "cast", "player": "Alice", "card": HELLKITE,
                    "choices": {"bargained": True}})

    assert snapshot(game) == before
    assert all(not (a.choices or {}).get("bargained") for a in game.legal_actions()
               if getattr(a, "card", None))


def test_a_spell_without_bargain_cant_be_bargained() -> None:
    game = alice("Grizzly Bears", "GCC")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                    "choices": {"bargained": True}, "sacrifice": "Sol Ring"})

    assert refused.value.rule == "601.2b" and "702.166a" in str(refused.value)
    assert snapshot(game) == before


def test_legal_actions_offer_each_thing_it_may_sacrifice() -> None:
    game = alice(HELLKITE, "RRCCCC")
    offered = [(a.choices, a.sacrifice) for a in game.legal_actions()
               if getattr(a, "card", None)]
    assert offered == [(None, None), ({"bargained": True}, "sol-ring-1")]
