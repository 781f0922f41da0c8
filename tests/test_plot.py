"""Plot (702.170): "Plot [cost]" — any time its owner has priority during their main phase while
the stack is empty, they may exile the card from their hand and pay [cost] (a special action,
702.170b); it becomes plotted. On a later turn they may cast it from exile without paying its
mana cost, in their main phase while the stack is empty — as a sorcery, whatever its type
(702.170d). Effects make cards plotted too (702.170c): Aven Interrupter's "exile target spell.
It becomes plotted." Djinn of Fool's Fall (Plot {3}{U}).
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player

from explorer.actions import Cast, Plot
from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.legal import legal_actions

DJINN = "Djinn of Fool's Fall"


def plotting(**more: object) -> Game:
    game = Game(board(player("Alice", hand=[DJINN], mana_pool="UUUU", library=library(10)),
                      player("Bob", library=library(10)), **more))
    return game


@pytest.mark.parametrize("name", [DJINN, "Aven Interrupter"])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_plotted_the_djinn_is_cast_free_on_a_later_turn() -> None:
    game = plotting()
    assert Plot("Alice", "djinn-of-fool-s-fall-1") in legal_actions(game)
    game.apply({"do": "plot", "player": "Alice", "card": DJINN})
    assert one(game, "zone_changed", to_zone="exile").rule == "702.170b"
    assert game.state.player("Alice").mana_pool == () and game.state.stack == []
    with pytest.raises(IllegalAction) as e:  # not this turn (702.170d)
        game.apply({"do": "cast", "player": "Alice", "card": DJINN})
    assert e.value.rule == "702.170d"
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    assert Cast("Alice", "djinn-of-fool-s-fall-1") in legal_actions(game)
    game.apply({"do": "cast", "player": "Alice", "card": DJINN})  # no mana in the pool
    assert game.state.stack[-1].card.choices == {"plotted": True}
    pass_all(game)
    djinn = game.find_permanent(DJINN)
    assert djinn.controller == "Alice" and djinn.choices == {"plotted": True}


def test_plotting_is_a_sorcery_speed_action() -> None:
    """702.170a: only in its owner's main phase with the stack empty — not in their upkeep,
    not in Bob's turn."""
    game = plotting(step="upkeep")
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "plot", "player": "Alice", "card": DJINN})
    assert e.value.rule == "702.170a"
    assert names(game.state.player("Alice").hand) == [DJINN]


def test_a_plotted_card_is_cast_only_in_its_owners_main_phase() -> None:
    """A creature, as any creature (117.1a)."""
    game = plotting()
    game.apply({"do": "plot", "player": "Alice", "card": DJINN})
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "cast", "player": "Alice", "card": DJINN})
    assert e.value.rule == "117.1a"


def test_aven_interrupter_plots_a_spell_its_owner_recasts_later_for_two_more() -> None:
    """Bob's Lightning Bolt is exiled, not countered, and becomes plotted: on his next turn he
    may cast it as a sorcery without paying its mana cost — but Aven Interrupter makes spells
    its opponents cast from exile cost {2} more."""
    game = Game(board(player("Alice", hand=["Aven Interrupter"], mana_pool="WWW",
                             library=library(10)),
                      player("Bob", hand=["Lightning Bolt"], mana_pool="R",
                             library=library(10)), active="Bob"))
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["Alice"]})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Alice", "card": "Aven Interrupter"})
    pass_all(game)  # the Interrupter resolves; its enter trigger targets the Bolt
    pass_all(game)
    assert events(game, "spell_countered") == []
    bolt = game.state.player("Bob").exile[0]
    assert (bolt.name, bolt.plotted) == ("Lightning Bolt", 1)
    assert one(game, "effect_created", rule="702.170c").target == bolt.handle
    assert life(game, "Alice") == 20
    game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    if game.pending.kind == "attackers":  # Alice's turn 2: the Interrupter stays home
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 3, "step": "upkeep"})
    with pytest.raises(IllegalAction) as e:  # an instant, but plotted: as a sorcery
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
    assert e.value.rule == "702.170d"
    game.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    with pytest.raises(IllegalAction) as e:  # {2} more, and Bob's pool is empty
        game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                    "targets": ["Alice"]})
    assert e.value.rule == "601.2h"


def test_a_saved_game_keeps_what_is_plotted() -> None:
    game = plotting()
    game.apply({"do": "plot", "player": "Alice", "card": DJINN})
    saved = game.to_board()
    assert saved["plotted"] == [{"card": "djinn-of-fool-s-fall-1", "turn": 1}]
    again = Game(saved)
    again.apply({"do": "pass_until", "turn": 3, "step": "precombat_main"})
    again.apply({"do": "cast", "player": "Alice", "card": DJINN})
    pass_all(again)
    assert again.find_permanent(DJINN).controller == "Alice"


def test_the_explorer_says_what_was_plotted() -> None:
    game = plotting()
    with pytest.raises(IllegalAction) as e:
        game.apply({"do": "cast", "player": "Alice", "card": DJINN,
                    "choices": {"plotted": True}})
    assert e.value.rule == "601.2b"
