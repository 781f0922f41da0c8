"""Modal triggered abilities (700.2, 603.3c), read from the cards' own text: "When this creature
enters, choose one — • Put a +1/+1 counter on this creature. • Destroy target artifact."
(Defiant Ogre).

603.3c: the mode is chosen as the ability is put on the stack, and its targets with it; a mode
whose targets can't be chosen can't be chosen; with no mode to choose, the ability is removed.
"""

from __future__ import annotations

from helpers import board, decided, events, library, names, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
OGRE_MODES = ("Put a +1/+1 counter on this creature.", "Destroy target artifact.")


def ogre_game(bob_battlefield: list[object]) -> Game:
    return Game(board(player("Alice", hand=["Defiant Ogre"], mana_pool="RRRRRR",
                             library=library(3)),
                      player("Bob", battlefield=bob_battlefield, library=library(3))))


def cast_ogre(game: Game) -> None:
    game.apply({"do": "cast", "player": "Alice", "card": "Defiant Ogre"})
    pass_all(game)  # the Ogre resolves and its ability triggers


def test_the_modal_cards_compile_with_every_mode() -> None:
    for name in ("Defiant Ogre", "Cleanup Crew", "Retreat to Coralhelm"):
        card = POOL.get(name)
        assert card.compiled, POOL.explain(name)
        (ability,) = card.triggered
        assert len(ability.modes) == card.oracle_text.count("•")


def test_the_mode_and_its_target_are_chosen_as_it_goes_on_the_stack() -> None:
    game = ogre_game([{"card": "Sol Ring", "id": "ring"}])
    cast_ogre(game)
    pending = game.pending
    assert pending is not None and (pending.kind, pending.rule) == ("option", "603.3c")
    assert tuple(pending.options) == OGRE_MODES

    game.apply({"do": "choose", "player": "Alice", "option": "Destroy target artifact."})
    (put,) = events(game, "ability_put_on_stack", source="Defiant Ogre")
    assert put.target == "ring"  # the only artifact: the mode's one target, chosen with it
    pass_all(game)

    assert names(game.state.player("Bob").graveyard) == ["Sol Ring"]
    ogre = game.state.permanents("Alice")[0]
    assert ogre.counters.get("+1/+1", 0) == 0  # the other mode did nothing


def test_the_other_mode_puts_the_counter_on_the_ogre() -> None:
    game = ogre_game([{"card": "Sol Ring", "id": "ring"}])
    cast_ogre(game)
    game.apply({"do": "choose", "player": "Alice", "option": OGRE_MODES[0]})
    pass_all(game)

    ogre = game.state.permanents("Alice")[0]
    assert ogre.counters == {"+1/+1": 1}
    assert (game.power(ogre.handle), game.toughness(ogre.handle)) == (4, 6)
    assert game.state.find_handle("ring") is not None


def test_a_mode_with_no_legal_target_can_t_be_chosen() -> None:
    """No artifact anywhere: "Destroy target artifact." can't be chosen, so the counter mode is
    the only choice (603.3c)."""
    game = ogre_game([])
    cast_ogre(game)
    (chosen,) = events(game, "decision_made", rule="603.3c")
    assert decided(chosen)[1:3] == (OGRE_MODES[0], "only choice")
    pass_all(game)
    assert game.state.permanents("Alice")[0].counters == {"+1/+1": 1}


def test_with_no_mode_to_choose_the_ability_is_removed() -> None:
    pool = pool_reading({"name": "Test Wrecker", "type_line": "Creature — Ogre",
                         "mana_cost": "{R}", "power": "2", "toughness": "2",
                         "oracle_text": "When this creature enters, choose one —\n"
                                        "• Destroy target artifact.\n"
                                        "• Destroy target enchantment."})
    game = Game(board(player("Alice", hand=["Test Wrecker"], mana_pool="R", library=library(3)),
                      player("Bob", library=library(3))), cards=pool)
    game.apply({"do": "cast", "player": "Alice", "card": "Test Wrecker"})
    pass_all(game)
    (removed,) = events(game, "ability_removed", source="Test Wrecker")
    assert removed.rule == "603.3c"
    assert not events(game, "ability_put_on_stack", source="Test Wrecker")


def test_cleanup_crew_gains_four_life_when_nothing_else_can_be_chosen() -> None:
    game = Game(board(player("Alice", hand=["Cleanup Crew"], mana_pool="GGGGGG",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Cleanup Crew"})
    pass_all(game)
    pass_all(game)
    assert game.state.player("Alice").life == 24


def test_retreat_to_coralhelm_landfall_untaps_a_creature() -> None:
    """Landfall — Whenever a land you control enters, choose one — • You may tap or untap
    target creature. • Scry 1."""
    game = Game(board(player("Alice", battlefield=["Retreat to Coralhelm",
                                                   {"card": "Grizzly Bears", "id": "bears",
                                                    "tapped": True}],
                             hand=["Island"], library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "play_land", "player": "Alice", "card": "Island"})
    game.apply({"do": "choose", "player": "Alice",
                "option": "You may tap or untap target creature."})
    (put,) = events(game, "ability_put_on_stack", source="Retreat to Coralhelm")
    assert put.target == "bears"  # the only creature
    pass_all(game)  # it resolves: "you may" (608.2d), then tap or untap
    game.apply({"do": "choose", "player": "Alice", "option": "do it"})
    assert game.pending is not None and game.pending.kind != "priority"
    game.apply({"do": "choose", "player": "Alice", "option": "untap"})
    assert not game.permanent("bears").tapped
    untapped = events(game, "untapped", target="bears")
    assert [e.rule for e in untapped] == ["701.26b"]


def test_a_saved_game_keeps_the_chosen_mode() -> None:
    game = ogre_game([{"card": "Sol Ring", "id": "ring"}])
    cast_ogre(game)
    game.apply({"do": "choose", "player": "Alice", "option": "Destroy target artifact."})
    saved = game.to_board()
    (item,) = saved["stack"]
    assert item["mode"] == 2 and item["targets"] == ["ring"]

    loaded = Game(saved)
    pass_all(loaded)
    assert names(loaded.state.player("Bob").graveyard) == ["Sol Ring"]
