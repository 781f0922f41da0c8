"""The board builder with the user's own cards: its search searches the pool it was given (or
the card file of a board it loads), Add card refuses names that pool doesn't know with its
did-you-mean, and the game started plays the imported cards. Driven as in test_widgets.py:
widget values set and buttons clicked, no kernel and no browser."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from helpers import board, library, player, write_board
from scryfall_helpers import ELF, SCRY, card, write_cards
from test_widgets import add_card, click, shown

from explorer.cards import load_scryfall
from explorer.cards.model import CardPool
from explorer.game import Game
from explorer.widgets import BoardBuilder, explorer_app
from explorer.widgets.builder import SUGGESTIONS, suggestions


@pytest.fixture
def pool(tmp_path: Path) -> CardPool:
    return load_scryfall(write_cards(tmp_path / "mine.json", [ELF, SCRY]))


class TestImportedPool:
    def test_the_search_offers_the_pools_cards(self, pool: CardPool) -> None:
        builder = BoardBuilder(cards=pool)

        builder.card.value = "forest"  # the shipped cards stay in the pool too
        assert "Forest" in builder.card.options
        builder.card.value = "test"
        assert builder.card.options == ("Test Elf",)
        builder.card.value = "elf"  # inside a name too, after the names that start with it
        assert builder.card.options[-1] == "Test Elf"
        assert "Test Elf" not in BoardBuilder().card.options

    def test_the_line_under_the_search_says_what_add_card_will_add(self, pool: CardPool
                                                                   ) -> None:
        builder = BoardBuilder(cards=pool)
        builder.card.value = "Test Elf"
        assert shown(builder.card_preview) == (
            "Add card adds Test Elf — Creature — Elf Druid · 1/1 · {G}")
        builder.card.value = "Scrying Sprite"  # in the file, but its text isn't read yet
        assert shown(builder.card_preview) == (
            "'Scrying Sprite' can't be played yet: the explorer can't read 'When this creature "
            "enters, venture into the dungeon.'")
        builder.card.value = "Test Elf "  # the name as Add card will take it
        assert "Add card adds Test Elf" in shown(builder.card_preview)
        click(builder, "Add card")
        assert shown(builder.message) == "added Test Elf to Alice's battlefield"
        builder.card.value = "Test Elk"
        assert shown(builder.card_preview) == "unknown card 'Test Elk' (did you mean 'Test Elf'?)"
        builder.card.value = ""
        assert shown(builder.card_preview) == ""

    def test_an_imported_card_is_added_and_played(self, pool: CardPool) -> None:
        builder = BoardBuilder(cards=pool)
        add_card(builder, "Test Elf", card_id="elf")

        assert shown(builder.message) == "added Test Elf to Alice's battlefield"
        game = builder.start()
        assert game.cards is pool
        game.apply({"do": "activate", "player": "Alice", "permanent": "elf"})
        assert game.mana_pool("Alice")["G"] == 1

    def test_an_unknown_name_is_refused_with_the_pools_close_name(self, pool: CardPool) -> None:
        builder = BoardBuilder(cards=pool)
        before = copy.deepcopy(builder.board)
        add_card(builder, "Test Elff")

        assert shown(builder.message) == "card: unknown card 'Test Elff' (did you mean 'Test Elf'?)"
        assert builder.board == before

    def test_a_refused_card_says_the_sentence(self, pool: CardPool) -> None:
        builder = BoardBuilder(cards=pool)
        add_card(builder, "Scrying Sprite")

        assert shown(builder.message) == ("card: 'Scrying Sprite' can't be played yet: the "
                                          "explorer can't read 'When this creature enters, "
                                          "venture into the dungeon.'")

    def test_the_app_builds_and_plays_with_the_pool(self, pool: CardPool) -> None:
        app = explorer_app(board(player("Alice", battlefield=["Test Elf"]), player("Bob")),
                           cards=pool)

        assert app.game is not None and app.game.cards is pool
        assert app.builder is not None and app.builder.cards is pool

    def test_a_large_pool_offers_what_matches_what_is_typed(self, tmp_path: Path) -> None:
        many = [card(f"Bulk Bear {k:05}", "", type_line="Creature — Bear") for k in range(3000)]
        builder = BoardBuilder(cards=load_scryfall(write_cards(tmp_path / "bulk.json", many)))

        assert len(builder.card.options) == SUGGESTIONS
        builder.card.value = "bulk bear 0299"
        assert builder.card.options == tuple(f"Bulk Bear 0299{k}" for k in range(10))
        add_card(builder, "Bulk Bear 02999")
        assert shown(builder.message) == "added Bulk Bear 02999 to Alice's battlefield"


class TestBoardWithCardFile:
    def test_loading_a_board_that_names_a_card_file_searches_it(self, tmp_path: Path) -> None:
        write_cards(tmp_path / "mine.json", [ELF])
        write_board(tmp_path / "elf.json",
                    board(player("Alice", battlefield=["Test Elf"], library=library(2)),
                          player("Bob"), cards="mine.json"))
        builder = BoardBuilder(boards_dir=tmp_path)
        builder.card.value = "test elf"
        assert "Test Elf" not in builder.card.options
        builder.files.value = "elf.json"
        click(builder, "Load")

        assert shown(builder.message) == "loaded elf.json"
        builder.card.value = "test elf"
        assert "Test Elf" in builder.card.options
        add_card(builder, "Test Elf", zone="hand")
        assert builder.game().state.player("Alice").hand[0].card.compiled

        elsewhere = tmp_path / "saved"
        elsewhere.mkdir()
        builder.save(elsewhere / "again.json")
        assert json.loads((elsewhere / "again.json").read_text())["cards"] == "../mine.json"
        assert Game.load(elsewhere / "again.json").permanent("Test Elf").card.compiled

    def test_a_board_whose_card_file_is_missing_is_refused_on_load(self, tmp_path: Path) -> None:
        write_board(tmp_path / "lost.json", board(player("Alice"), cards="gone.json"))
        builder = BoardBuilder(boards_dir=tmp_path)
        before = copy.deepcopy(builder.board)
        builder.files.value = "lost.json"
        click(builder, "Load")

        assert shown(builder.message) == f"cards: no such file: {tmp_path / 'gone.json'}"
        assert builder.board == before


def test_suggestions_start_with_what_is_typed_then_contain_it() -> None:
    names = ["Bear Cub", "Grizzly Bears", "Bearer of Bad News", "Forest"]

    assert suggestions(names, "bear") == ["Bear Cub", "Bearer of Bad News", "Grizzly Bears"]
    assert suggestions(names, "") == names
    assert suggestions(names, "  ", limit=2) == names[:2]
