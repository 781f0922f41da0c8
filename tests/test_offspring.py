"""Offspring (702.175a): "Offspring {1}" means "You may pay an additional {1} as you cast this
spell" and "When this permanent enters, if its offspring cost was paid, create a token that's a
copy of it, except it's 1/1." Intrepid Rabbit (3/2; "When this creature enters, target creature
you control gets +1/+1 until end of turn.") — the rulings: the token copies what is printed
except that it's 1/1 (707.9b), and its own enter ability triggers too; the cost is paid once."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules.layers import power, toughness

RABBIT = "Intrepid Rabbit"
PUMP = (f"{RABBIT}: When this creature enters, target creature you control gets +1/+1 until "
        "end of turn.")
OFFSPRING = f"{RABBIT}: Offspring {{1}}"


def rabbit(mana: str = "WCCC", hand: tuple[str, ...] = (RABBIT,)) -> Game:
    return Game(board(player("Alice", hand=list(hand), mana_pool=mana, library=library(5)),
                      player("Bob", library=library(5))))


def cast(game: Game, **choices: bool) -> None:
    action = {"do": "cast", "player": "Alice", "card": RABBIT}
    if choices:
        action["choices"] = choices
    game.apply(action)


def test_it_compiles_from_its_text() -> None:
    assert default_pool().get(RABBIT).compiled, default_pool().explain(RABBIT)


def test_paid_it_makes_a_1_1_token_copy_whose_own_enter_ability_triggers() -> None:
    game = rabbit()
    cast(game, offspring=True)
    assert game.state.player("Alice").mana_pool == ()  # {2}{W} and the additional {1}
    pass_all(game)  # the Rabbit resolves: both its enter abilities trigger (603.3b: ordered)
    game.apply({"do": "choose", "player": "Alice", "order": [OFFSPRING, PUMP]})
    pass_all(game)  # the offspring ability resolves first

    token = one(game, "token_created")
    assert (token.source, token.rule) == (RABBIT, "707.9b")
    copy = game.find_permanent("intrepid-rabbit-2")
    assert copy.is_token and copy.name == RABBIT
    assert (power(game, copy), toughness(game, copy)) == (1, 1)
    # The token's own "When this creature enters" triggered: Alice targets the token with it.
    assert game.pending is not None and game.pending.kind == "targets"
    game.apply({"do": "choose", "player": "Alice", "targets": ["intrepid-rabbit-2"]})
    pass_all(game)
    pass_all(game)
    assert (power(game, copy), toughness(game, copy)) == (2, 2)
    original = game.find_permanent("intrepid-rabbit-1")
    assert (power(game, original), toughness(game, original)) == (4, 3)
    assert len(events(game, "token_created")) == 1  # the token wasn't cast: no offspring of it


def test_not_paid_its_offspring_ability_doesnt_trigger() -> None:
    """603.4: "if its offspring cost was paid" — it wasn't, so only the pump triggers."""
    game = rabbit(mana="WCC")
    cast(game)
    pass_all(game)
    pass_all(game)

    assert [e.source for e in events(game, "ability_triggered")] == [RABBIT]
    assert events(game, "token_created") == []
    assert [o.name for o in game.state.battlefield] == [RABBIT]


def test_a_saved_game_keeps_that_it_was_paid(tmp_path: object) -> None:
    """The spell on the stack carries its choice; saved and loaded, it still makes its token."""
    game = rabbit()
    cast(game, offspring=True)
    loaded = Game(game.to_board())
    pass_all(loaded)
    loaded.apply({"do": "choose", "player": "Alice", "order": [OFFSPRING, PUMP]})
    pass_all(loaded)
    assert one(loaded, "token_created").source == RABBIT


def test_a_spell_without_offspring_cant_be_cast_paying_it() -> None:
    """Grizzly Bears has no offspring cost (702.175a): announcing one is refused, nothing
    changes."""
    game = Game(board(player("Alice", hand=["Grizzly Bears"], mana_pool="GCC",
                             library=library(5)), player("Bob", library=library(5))))
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "cast", "player": "Alice", "card": "Grizzly Bears",
                    "choices": {"offspring": True}})

    assert refused.value.rule == "601.2b" and "702.175a" in str(refused.value)
    assert snapshot(game) == before


def test_without_the_additional_mana_it_cant_be_cast_paying_it() -> None:
    """{2}{W} is in the pool, not {3}{W}: the total cost (601.2f) can't be paid."""
    game = rabbit(mana="WCC")
    before = snapshot(game)

    with pytest.raises(IllegalAction):
        cast(game, offspring=True)

    assert snapshot(game) == before


def test_legal_actions_offer_it_with_and_without_offspring() -> None:
    game = rabbit()
    offered = [a.choices for a in game.legal_actions() if getattr(a, "card", None)]
    assert {"offspring": True} in offered and None in offered
