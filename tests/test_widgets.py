"""The notebook widgets, driven the way a user drives them — but with no kernel and no browser.

ipywidgets handlers run in plain Python: ``button.click()`` calls the button's handlers and
setting ``.value`` fires the observers, exactly what a click or a choice in the browser does
through the kernel. So each test sets widget values and clicks buttons by their labels, then
reads what the user would read: the builder's message, the board view, the decision panel, the
timeline, and the game the widgets drive (checked against what the engine says).
"""

from __future__ import annotations

import copy
import json
import re
import shutil
from collections.abc import Iterator
from html import escape, unescape
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as widgets
import matplotlib
import pytest
from helpers import board, decided, events, library, one, player, snapshot
from matplotlib.axes import Axes

from explorer import load_comprehensive_rules, rules_text
from explorer.actions import Activate, Attack, Block, PassUntil, Put
from explorer.cards.model import DATA_DIR
from explorer.game import Game
from explorer.glossary import GLOSSARY
from explorer.why import names
from explorer.widgets import (
    BoardBuilder,
    BoardView,
    Compare,
    DecisionPanel,
    Stepper,
    TimelineView,
    explorer_app,
    plot_mana,
    plot_monarch,
    views,
)
from explorer.widgets.compare import compare_table
from explorer.widgets.views import NAMING_COLUMNS, TABLE_COLUMNS, last_matching, timeline_html

matplotlib.use("Agg")  # no display: draw off screen

BOARDS = DATA_DIR / "boards"
COURT_SPLIT = "1 on grizzly-bears-1, 1 on llanowar-elves-1"
W = TypeVar("W", bound=widgets.Widget)


# -- finding widgets the way a user sees them: by label and by kind ------------------------------
def walk(root: widgets.Widget) -> Iterator[widgets.Widget]:
    """The widget and everything inside it (boxes, the accordion), depth first."""
    yield root
    for child in getattr(root, "children", ()):
        yield from walk(child)


def find(root: widgets.Widget, kind: type[W], label: str) -> W:
    """The one widget of this kind whose description (its on-screen label) is ``label``."""
    found = [w for w in walk(root) if isinstance(w, kind) and w.description == label]
    assert len(found) == 1, f"{len(found)} {kind.__name__} labelled {label!r}"
    return found[0]


def with_class(root: widgets.Widget, css: str) -> list[widgets.Widget]:
    """Every widget carrying this DOM class (what the browser tests select on)."""
    return [w for w in walk(root) if css in getattr(w, "_dom_classes", ())]


def click(root: widgets.Widget, label: str) -> None:
    find(root, widgets.Button, label).click()


def choices(root: Stepper | DecisionPanel) -> list[widgets.Widget]:
    """The controls the decision panel shows for the pending decision."""
    panel = root.decision if isinstance(root, Stepper) else root
    return list(panel.controls.children)


def only_choice(stepper: Stepper) -> Any:
    """The one selection control (the priority panel also has an X box, used for {X} spells)."""
    controls = [c for c in choices(stepper) if "mtg-x" not in c._dom_classes]
    assert len(controls) == 1, controls
    return controls[0]


def shown(html: widgets.HTML) -> str:
    """The text an HTML widget shows (tags dropped, entities decoded)."""
    return unescape(re.sub(r"<[^>]+>", "", html.value))


def rule_number(tag: str, rule: str, text: str | None = None) -> str:
    """A rule number as the app shows it: what the rule is about on hover (the title) and on
    a click (a <details> whose summary, the number, carries the text)."""
    said = escape(rules_text(rule) if text is None else text)
    return (f'<{tag} class="mtg-rule" title="{said}"><details class="mtg-rule-more" '
            f'data-text="{said}"><summary>{rule}</summary></details></{tag}>')


def visible(widget: widgets.DOMWidget) -> bool:
    """Is it on screen: not hidden by its layout (``display: none``)?"""
    return bool(widget.layout.display != "none")


def refused(stepper: Stepper) -> str:
    message = shown(stepper.message)
    assert message.startswith("Refused: "), message
    return message


def add_card(builder: BoardBuilder, card: str, **values: Any) -> None:
    """Type the card in the search box, set the other controls, press Add card."""
    builder.card.value = card
    for name, value in values.items():
        getattr(builder, name).value = value
    click(builder, "Add card")


def stepper_for(raw: dict[str, Any] | str) -> Stepper:
    """A stepper on a board dict or on a board file from data/boards."""
    game = Game.load(BOARDS / raw) if isinstance(raw, str) else Game(raw)
    return Stepper(game)


def where(game: Game) -> tuple[int, str]:
    return game.state.turn, game.state.step


def rows_of(frame: Any, *columns: str) -> list[tuple[Any, ...]]:
    return list(frame[list(columns)].itertuples(index=False, name=None))


# -- the board builder ----------------------------------------------------------------------------
class TestBoardBuilder:
    def test_a_new_builder_offers_alice_and_bob_in_her_main_phase(self) -> None:
        builder = BoardBuilder()

        assert [p["name"] for p in builder.board["players"]] == ["Alice", "Bob"]
        assert builder.player.options == ("Alice", "Bob")
        assert builder.monarch.options == ("(nobody)", "Alice", "Bob")
        assert (builder.turn.value, builder.active.value, builder.step.value) == (
            1, "Alice", "precombat_main")
        assert "Alice" in builder.summary.value and "precombat main" in builder.summary.value

    def test_players_are_seated_in_the_order_they_are_added_with_their_life(self) -> None:
        builder = BoardBuilder()
        builder.new_player.value = "Carol"
        builder.new_life.value = 30
        click(builder, "Add player")

        assert [(p["name"], p.get("life", 20)) for p in builder.board["players"]] == [
            ("Alice", 20), ("Bob", 20), ("Carol", 30)]
        assert shown(builder.message) == "added player Carol"
        assert builder.player.value == "Carol"  # ready to receive cards
        assert "Carol" in builder.active.options and "Carol" in builder.monarch.options
        assert builder.new_player.value == ""
        assert Game(builder.board).state.player("Carol").life == 30

    def test_a_second_player_with_the_same_name_is_refused(self) -> None:
        builder = BoardBuilder()
        before = copy.deepcopy(builder.board)
        builder.new_player.value = "Bob"
        click(builder, "Add player")

        assert shown(builder.message) == "players: there is already a player named 'Bob'"
        assert builder.board == before

    def test_removing_the_monarch_who_is_active_clears_both(self) -> None:
        builder = BoardBuilder()
        builder.monarch.value = "Alice"
        builder.player.value = "Alice"
        click(builder, "Remove player")

        assert [p["name"] for p in builder.board["players"]] == ["Bob"]
        assert builder.board["monarch"] is None
        assert builder.board["turn"]["active"] == "Bob"

    def test_cards_go_to_the_chosen_player_and_zone_with_their_state(self) -> None:
        builder = BoardBuilder()
        builder.player.value = "Bob"
        add_card(builder, "Grizzly Bears", card_id="bears", tapped=True, sick=True,
                 counters="+1/+1=2, charge=1")
        assert shown(builder.message) == "added Grizzly Bears to Bob's battlefield"
        # The per-card controls are cleared for the next card.
        assert (builder.card_id.value, builder.tapped.value, builder.sick.value,
                builder.counters.value) == ("", False, False, "")
        add_card(builder, "Forest", card_id="forest")
        assert builder.attach.options == ("(nobody)", "bears", "forest")
        add_card(builder, "Utopia Sprawl", attach="forest", color="G")
        add_card(builder, "Lightning Bolt", zone="hand", tapped=True)  # hand: no tapped state

        bob = builder.board["players"][1]
        assert bob["battlefield"] == [
            {"card": "Grizzly Bears", "id": "bears", "tapped": True, "sick": True,
             "counters": {"+1/+1": 2, "charge": 1}},
            {"card": "Forest", "id": "forest"},
            {"card": "Utopia Sprawl", "attached_to": "forest", "choices": {"color": "G"}},
        ]
        assert bob["hand"] == ["Lightning Bolt"]
        assert builder.board["players"][0] == {"name": "Alice"}
        assert [label for label, _ in builder.entries.options] == [
            "battlefield: Grizzly Bears, id=bears, tapped=True, sick=True, "
            "counters={'+1/+1': 2, 'charge': 1}",
            "battlefield: Forest, id=forest",
            "battlefield: Utopia Sprawl, attached_to=forest, choices={'color': 'G'}",
            "hand: Lightning Bolt",
        ]

        game = builder.game()
        bears = game.permanent("bears")
        assert (bears.controller, bears.tapped, bears.sick) == ("Bob", True, True)
        assert bears.counters == {"+1/+1": 2, "charge": 1}
        sprawl = game.permanent("utopia-sprawl-1")
        assert sprawl.attached_to == game.permanent("forest").oid
        assert sprawl.choices == {"color": "G"}
        assert [c.name for c in game.state.player("Bob").hand] == ["Lightning Bolt"]

    def test_a_card_can_be_removed_again(self) -> None:
        builder = BoardBuilder()
        add_card(builder, "Forest")
        add_card(builder, "Grizzly Bears")
        builder.entries.value = ("battlefield", 0)
        click(builder, "Remove card")

        assert builder.board["players"][0]["battlefield"] == ["Grizzly Bears"]

    def test_an_unknown_card_is_refused_and_named(self) -> None:
        builder = BoardBuilder()
        before = copy.deepcopy(builder.board)
        add_card(builder, "Black Lotus")

        assert shown(builder.message).startswith("card: unknown card 'Black Lotus'")
        assert builder.board == before

    def test_a_counters_string_that_is_not_kind_equals_number_is_refused(self) -> None:
        builder = BoardBuilder()
        before = copy.deepcopy(builder.board)
        add_card(builder, "Grizzly Bears", counters="+1/+1=two")

        assert shown(builder.message) == (
            "counters: write counters as kind=number, not '+1/+1=two'")
        assert builder.board == before

    # -- editing a card in place --------------------------------------------------------------
    def bobs_board(self) -> BoardBuilder:
        """Bob: Grizzly Bears (tapped, two +1/+1 counters), a Forest with Utopia Sprawl on it
        (green), and a Lightning Bolt in hand."""
        builder = BoardBuilder()
        builder.player.value = "Bob"
        add_card(builder, "Grizzly Bears", card_id="bears", tapped=True, counters="+1/+1=2")
        add_card(builder, "Forest", card_id="forest")
        add_card(builder, "Utopia Sprawl", attach="forest", color="G")
        add_card(builder, "Lightning Bolt", zone="hand")
        return builder

    def test_selecting_a_card_shows_its_values_in_the_fields(self) -> None:
        builder = self.bobs_board()
        builder.entries.value = ("battlefield", 0)
        assert (builder.zone.value, builder.card_id.value, builder.tapped.value,
                builder.sick.value, builder.counters.value, builder.attach.value,
                builder.color.value) == ("battlefield", "bears", True, False, "+1/+1=2",
                                         "(nobody)", "(nobody)")
        assert shown(builder.edit_preview) == ("Apply changes makes it battlefield: Grizzly "
                                               "Bears, id=bears, tapped=True, "
                                               "counters={'+1/+1': 2}")
        builder.entries.value = ("battlefield", 2)
        assert (builder.attach.value, builder.color.value) == ("forest", "G")
        builder.entries.value = None
        assert shown(builder.edit_preview) == ""

    def test_a_card_is_changed_in_place_and_the_game_has_it_so(self) -> None:
        builder = self.bobs_board()
        builder.entries.value = ("battlefield", 0)
        builder.tapped.value, builder.sick.value = False, True
        builder.counters.value = "+1/+1=3, charge=1"
        assert "sick=True" in shown(builder.edit_preview)
        click(builder, "Apply changes")

        assert shown(builder.message) == (
            "changed Grizzly Bears on Bob's battlefield: battlefield: Grizzly Bears, id=bears, "
            "sick=True, counters={'+1/+1': 3, 'charge': 1}")
        assert builder.board["players"][1]["battlefield"][0] == {
            "card": "Grizzly Bears", "id": "bears", "sick": True,
            "counters": {"+1/+1": 3, "charge": 1}}
        assert builder.entries.value == ("battlefield", 0)  # still selected, in its place
        bears = builder.game().permanent("bears")
        assert (bears.tapped, bears.sick, bears.counters) == (False, True,
                                                              {"+1/+1": 3, "charge": 1})

    def test_a_new_id_takes_the_aura_on_the_card_along(self) -> None:
        builder = self.bobs_board()
        builder.entries.value = ("battlefield", 1)
        builder.card_id.value = "my-forest"
        click(builder, "Apply changes")

        bob = builder.board["players"][1]["battlefield"]
        assert bob[1] == {"card": "Forest", "id": "my-forest"}
        assert bob[2]["attached_to"] == "my-forest"
        game = builder.game()
        assert game.permanent("utopia-sprawl-1").attached_to == game.permanent("my-forest").oid

    def test_the_color_choice_and_the_zone_can_be_changed(self) -> None:
        builder = self.bobs_board()
        builder.entries.value = ("battlefield", 2)
        builder.color.value = "U"
        click(builder, "Apply changes")
        assert builder.game().permanent("utopia-sprawl-1").choices == {"color": "U"}

        before = copy.deepcopy(builder.board)
        builder.entries.value = ("battlefield", 1)  # the Forest without its id: the Aura on it
        builder.card_id.value = ""                  # would be on nothing
        click(builder, "Apply changes")
        assert shown(builder.message) == ("players[1].battlefield[2].attached_to: no permanent "
                                          "with id 'forest' in this file")
        assert builder.board == before

        builder.entries.value = ("battlefield", 0)
        builder.zone.value = "graveyard"  # the battlefield's fields don't go with it
        click(builder, "Apply changes")
        bob = builder.board["players"][1]
        assert bob["graveyard"] == [{"card": "Grizzly Bears", "id": "bears"}]
        assert [e["card"] if isinstance(e, dict) else e for e in bob["battlefield"]] == [
            "Forest", "Utopia Sprawl"]
        assert builder.entries.value == ("graveyard", 0)
        assert [c.name for c in builder.game().state.player("Bob").graveyard] == [
            "Grizzly Bears"]

    def test_what_the_fields_dont_edit_stays_as_it_was(self) -> None:
        """A card from a board file with more than the builder edits — a token, damage,
        another owner — keeps it when its tapped box is changed."""
        raw = board(player("Alice", battlefield=[
            {"card": "Grizzly Bears", "id": "bears", "token": True, "damage": 1,
             "owner": "Bob"}], library=library(3)), player("Bob", library=library(3)))
        builder = BoardBuilder(raw)
        builder.entries.value = ("battlefield", 0)
        builder.tapped.value = True
        click(builder, "Apply changes")

        assert builder.board["players"][0]["battlefield"] == [
            {"card": "Grizzly Bears", "id": "bears", "tapped": True, "token": True, "damage": 1,
             "owner": "Bob"}]
        bears = builder.game().permanent("bears")
        assert (bears.tapped, bears.damage, bears.owner) == (True, 1, "Bob")

    @pytest.mark.parametrize(("field", "value", "message"), [
        ("counters", "+1/+1=two", "counters: write counters as kind=number, not '+1/+1=two'"),
        ("card_id", "forest", "id: the id 'forest' is already Forest's (Bob's battlefield): "
                              "choose another"),
    ])
    def test_a_bad_value_is_refused_naming_the_field_and_the_board_stays(
            self, field: str, value: str, message: str) -> None:
        builder = self.bobs_board()
        before = copy.deepcopy(builder.board)
        builder.entries.value = ("battlefield", 0)
        getattr(builder, field).value = value
        click(builder, "Apply changes")

        assert shown(builder.message) == message
        assert builder.board == before
        assert builder.entries.value == ("battlefield", 0)  # the values stay, to be corrected

    def test_a_card_attached_to_itself_is_refused_and_the_board_stays(self) -> None:
        builder = self.bobs_board()
        before = copy.deepcopy(builder.board)
        builder.entries.value = ("battlefield", 1)
        builder.attach.value = "forest"
        click(builder, "Apply changes")

        assert shown(builder.message).startswith(
            "players[1].battlefield[1].attached_to: a permanent can't be attached to itself")
        assert builder.board == before

    def test_apply_changes_needs_a_selected_card(self) -> None:
        builder = self.bobs_board()
        click(builder, "Apply changes")
        assert shown(builder.message) == "cards: select a card to change"

    def test_monarch_turn_and_step_are_set_with_the_dropdowns(self) -> None:
        builder = BoardBuilder()
        builder.monarch.value = "Bob"
        builder.turn.value = 4
        builder.active.value = "Bob"
        builder.step.value = "end"

        assert builder.board["monarch"] == "Bob"
        assert builder.board["turn"] == {"number": 4, "active": "Bob", "step": "end"}
        assert "Bob</b> 👑" in builder.summary.value
        game = builder.start()
        assert (game.state.monarch, game.state.active, *where(game)) == ("Bob", "Bob", 4, "end")

    def test_move_up_changes_the_seating_order(self) -> None:
        """Players are listed in seating (turn) order; Move up swaps the selected player with
        the one before, and the game starts in that order."""
        builder = BoardBuilder()
        builder.new_player.value = "Cat"
        click(builder, "Add player")
        builder.player.value = "Cat"
        click(builder, "Move up")

        assert [p["name"] for p in builder.board["players"]] == ["Alice", "Cat", "Bob"]
        assert shown(builder.message) == "seating: Alice, Cat, Bob"
        assert [p.name for p in builder.game().state.players] == ["Alice", "Cat", "Bob"]
        builder.player.value = "Alice"
        click(builder, "Move up")
        assert shown(builder.message) == "players: Alice already sits first"

    def test_a_duplicate_id_is_refused_as_the_card_is_added(self) -> None:
        builder = BoardBuilder()
        add_card(builder, "Grizzly Bears", card_id="twin")
        builder.player.value = "Bob"
        add_card(builder, "Forest", card_id="twin")

        assert shown(builder.message) == (
            "players[1].battlefield[0].id: the id 'twin' is used twice")
        assert builder.board["players"][1].get("battlefield", []) == []

    def test_an_invalid_set_up_shows_the_validation_message_and_starts_nothing(self) -> None:
        builder = BoardBuilder()
        started: list[Game] = []
        builder.on_start(started.append)
        builder.board["monarch"] = "Zed"  # a board edited by hand, as a notebook user might
        click(builder, "Start game")

        assert shown(builder.message) == "monarch: 'Zed' is not a player (Alice, Bob)"
        assert started == []

    def test_a_board_with_nobody_on_it_cannot_start(self) -> None:
        builder = BoardBuilder()
        for _ in range(2):
            click(builder, "Remove player")
        click(builder, "Start game")

        assert shown(builder.message) == (
            "players: expected a non-empty list of players in seating order")

    def test_board_files_load_and_save_round_trip(self, tmp_path: Path) -> None:
        shutil.copy(BOARDS / "court_of_garenbrig.json", tmp_path)
        builder = BoardBuilder(boards_dir=tmp_path, save_dir=tmp_path)
        assert builder.files.options == ("court_of_garenbrig.json",)

        builder.files.value = "court_of_garenbrig.json"
        click(builder, "Load")
        original = json.loads((tmp_path / "court_of_garenbrig.json").read_text())
        assert shown(builder.message) == "loaded court_of_garenbrig.json"
        assert builder.board == original
        assert (builder.monarch.value, builder.active.value, builder.step.value) == (
            "Alice", "Bob", "end")

        builder.player.value = "Bob"
        add_card(builder, "Grizzly Bears", card_id="bob-bears")
        builder.filename.value = "court_plus_bears"
        click(builder, "Save")
        saved = tmp_path / "court_plus_bears.json"
        assert shown(builder.message) == f"saved court_plus_bears.json in {tmp_path}"
        assert builder.files.options == ("court_of_garenbrig.json", "court_plus_bears.json")

        again = BoardBuilder(boards_dir=tmp_path, save_dir=tmp_path)
        again.files.value = "court_plus_bears.json"
        click(again, "Load")
        assert again.board == builder.board == json.loads(saved.read_text())
        assert Game.load(saved).permanent("bob-bears").controller == "Bob"

    def test_the_shipped_board_files_are_offered(self) -> None:
        files = BoardBuilder().files.options
        assert "court_of_garenbrig.json" in files and "first_combat.json" in files

    def test_an_unknown_name_typed_after_a_valid_one_is_refused_not_replaced(self) -> None:
        """Issue 12: type Grizzly Bears, add; type Black Lotus, add — Black Lotus is refused
        with the pool's did-you-mean, and Grizzly Bears is not added a second time."""
        builder = BoardBuilder()
        add_card(builder, "Grizzly Bears")
        before = copy.deepcopy(builder.board)
        add_card(builder, "Black Lotus")

        assert shown(builder.message) == (
            "card: unknown card 'Black Lotus' (did you mean 'Gilded Lotus'?)")
        assert builder.board == before
        assert builder.board["players"][0]["battlefield"] == ["Grizzly Bears"]
        assert builder.card.value == "Black Lotus"  # left as typed, to be corrected

    def test_save_writes_into_the_working_directory_by_default(
            self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.chdir(tmp_path)
        shipped = sorted(p.name for p in BOARDS.iterdir())
        builder = BoardBuilder()
        assert builder.folder.value == str(tmp_path)
        add_card(builder, "Grizzly Bears")
        builder.filename.value = "my_board"
        click(builder, "Save")

        assert shown(builder.message) == f"saved my_board.json in {tmp_path}"
        assert json.loads((tmp_path / "my_board.json").read_text()) == builder.board
        assert sorted(p.name for p in BOARDS.iterdir()) == shipped  # nothing in the package
        # Load offers it next to the shipped boards, and loads it back.
        assert "my_board.json" in builder.files.options
        assert "court_of_garenbrig.json" in builder.files.options
        again = BoardBuilder()
        again.files.value = "my_board.json"
        click(again, "Load")
        assert again.board == builder.board

    def test_save_writes_into_the_folder_the_user_picks(self, tmp_path: Path) -> None:
        builder = BoardBuilder(save_dir=tmp_path / "unused")
        (tmp_path / "boards").mkdir()
        builder.folder.value = str(tmp_path / "boards")
        builder.filename.value = "picked.json"
        click(builder, "Save")

        assert (tmp_path / "boards" / "picked.json").is_file()
        assert "picked.json" in builder.files.options

    @pytest.mark.parametrize("name", ["../escape", "../../escape", "/tmp/escape", "sub/escape",
                                      "sub\\escape", ".."])
    def test_a_name_that_is_a_path_is_refused_and_nothing_is_written(
            self, tmp_path: Path, name: str) -> None:
        inner = tmp_path / "a" / "b"
        inner.mkdir(parents=True)
        builder = BoardBuilder(save_dir=inner)
        builder.filename.value = name
        click(builder, "Save")

        assert shown(builder.message) == (
            f"save as: {name!r} is a path: write a file name only (the board is saved in the "
            "folder next to it)")
        assert [p for p in tmp_path.rglob("*") if p.is_file()] == []
        assert not Path("/tmp/escape.json").exists()

    def test_a_missing_folder_or_the_explorers_own_files_are_refused(
            self, tmp_path: Path) -> None:
        import explorer

        builder = BoardBuilder(save_dir=tmp_path / "missing")
        builder.filename.value = "mine"
        click(builder, "Save")
        assert shown(builder.message) == (
            f"in folder: {str(tmp_path / 'missing')!r} is not a folder")

        shipped = sorted(p.name for p in BOARDS.iterdir())
        for inside in (BOARDS, Path(explorer.__file__).parent / "widgets"):
            builder.folder.value = str(inside)
            click(builder, "Save")
            assert shown(builder.message) == (
                f"in folder: {str(inside)!r} is inside the explorer's own files: choose a "
                "folder of your own")
        assert sorted(p.name for p in BOARDS.iterdir()) == shipped
        assert not (Path(explorer.__file__).parent / "widgets" / "mine.json").exists()

    def test_saving_needs_a_name_and_a_valid_board(self, tmp_path: Path) -> None:
        builder = BoardBuilder(boards_dir=tmp_path, save_dir=tmp_path)
        click(builder, "Save")
        assert shown(builder.message) == "save as: give the board a file name"

        builder.filename.value = "broken"
        builder.board["monarch"] = "Zed"
        click(builder, "Save")
        assert "'Zed' is not a player" in shown(builder.message)
        assert list(tmp_path.iterdir()) == []

    def test_start_game_makes_a_game_and_hands_it_to_the_stepper(self) -> None:
        app = explorer_app()
        assert app.game is None
        add_card(app.builder, "Grizzly Bears")
        click(app, "Start game")

        assert isinstance(app.game, Game)
        assert shown(app.builder.message).startswith("started: <Game turn 1 precombat_main")
        assert app.branches == {"main": app.game}
        assert "Grizzly Bears" in app.board.value
        assert "priority" in shown(app.decision.title) and "117.1" in shown(app.decision.title)
        assert "game_started" in app.timeline.html.value
        # Starting again starts afresh from the board, not from the game played so far.
        click(app, "Next step")
        first = app.game
        click(app, "Start game")
        assert app.game is not first and where(app.game) == (1, "precombat_main")


# -- the stepper ----------------------------------------------------------------------------------
class TestStepper:
    def test_the_builder_folds_away_after_start_and_stays_open_on_a_bad_board(self) -> None:
        app = explorer_app()
        assert app.builder_box.selected_index == 0  # open: there is a board to build
        app.builder.board["monarch"] = "Zed"
        click(app, "Start game")
        assert app.game is None and app.builder_box.selected_index == 0
        assert "'Zed' is not a player" in shown(app.builder.message)

        app.builder.board["monarch"] = None
        click(app, "Start game")
        assert app.game is not None and app.builder_box.selected_index is None
        app.builder_box.selected_index = 0  # a click on its title opens it again
        click(app, "Start game")
        assert app.builder_box.selected_index is None

    def test_without_a_game_the_buttons_do_nothing(self) -> None:
        app = explorer_app()
        for label in ("Next decision", "Next step", "Next turn", "Run to", "Undo", "Fork",
                      "Answer", "Default policy"):
            click(app, label)
        assert app.game is None and app.branches == {}

    def test_without_a_game_the_stepper_says_to_start_one(self) -> None:
        app = explorer_app()
        click(app, "Next turn")
        assert "Start game" in shown(app.message)

    def test_next_decision_lets_the_player_with_priority_pass(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next decision")

        game = stepper.game
        assert game is not None
        passed = game.log[-1]
        assert (passed.event, passed.player, passed.rule) == ("priority_passed", "Alice", "117.3d")
        assert game.pending is not None and game.pending.player == "Bob"
        assert shown(stepper.message) == "pass: 1 event(s)"
        assert "Bob decides" in shown(stepper.decision.title)

    def test_next_step_goes_to_the_next_step(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next step")

        assert stepper.game is not None
        assert where(stepper.game) == (1, "beginning_of_combat")
        began = events(stepper.game, "step_began")[-1]
        assert (began.step, began.turn) == ("beginning_of_combat", 1)
        assert "beginning of combat" in stepper.board.value

    def test_the_message_says_what_a_step_button_did_in_words(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next step")
        assert re.fullmatch(r"passed until turn 1, beginning of combat: \d+ event\(s\)",
                            shown(stepper.message))

    def test_next_turn_stops_early_for_a_decision_then_goes_on(self) -> None:
        """pass_until stops when someone must decide something other than priority: here
        Alice must declare attackers (508.1) on the way to the next turn."""
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next turn")
        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule, *where(game)) == (
            "attackers", "508.1", 1, "declare_attackers")

        click(stepper, "Answer")  # every creature left on "—": no attack
        click(stepper, "Next turn")
        assert where(game) == (2, "upkeep")
        assert events(game, "attack_declared") == []

    def test_run_to_a_chosen_step_stops_for_each_decision_on_the_way(self) -> None:
        stepper = stepper_for("court_of_garenbrig.json")
        game = stepper.game
        assert game is not None
        stepper.turn.value, stepper.step.value = 3, "draw"
        click(stepper, "Run to")
        stops: list[tuple[str, int, str]] = []
        while where(game) != (3, "draw"):
            assert game.pending is not None
            stops.append((game.pending.kind, *where(game)))
            click(stepper, "Default policy")
            click(stepper, "Run to")

        assert stops == [("distribution", 2, "upkeep"), ("attackers", 2, "declare_attackers")]
        assert game.pending is not None and game.pending.kind == "priority"
        assert game.pending.player == "Bob"  # Bob's turn 3, first priority in his draw step

    def test_run_to_a_step_that_has_begun_is_refused_and_changes_nothing(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next step")
        game = stepper.game
        assert game is not None
        before = snapshot(game)
        stepper.turn.value, stepper.step.value = 1, "upkeep"
        click(stepper, "Run to")

        assert "turn 1 upkeep has already begun" in refused(stepper)
        assert refused(stepper).endswith("(500.1)")
        assert snapshot(game) == before

    def test_the_step_buttons_name_the_decision_to_answer_first(self) -> None:
        """Issue 12: with Alice's attack to declare, Next step, Next turn and Run to change
        nothing and say so — who decides, what, the prompt and the rule."""
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next turn")
        game = stepper.game
        assert game is not None and where(game) == (1, "declare_attackers")
        assert shown(stepper.message).endswith(
            "stopped on turn 1, declare attackers: Alice decides — attackers: "
            "Declare attackers (creature -> player) (rule 508.1)")
        before, actions = snapshot(game), len(game.history.actions)
        for label in ("Next step", "Next turn", "Run to"):
            stepper.message.value = ""
            click(stepper, label)
            assert shown(stepper.message) == (
                "First answer this: Alice decides — attackers: Declare attackers "
                "(creature -> player) (rule 508.1)"), label
            assert snapshot(game) == before and len(game.history.actions) == actions

        click(stepper, "Answer")  # no attack; then the buttons go on again
        click(stepper, "Next turn")
        assert where(game) == (2, "upkeep")

    def test_run_to_right_after_start_goes_to_a_point_still_ahead(self) -> None:
        """Issue 12: the new board starts in turn 1's main phase, so Run to's default target is
        turn 2's upkeep, not turn 1's, which has begun; after each move it stays ahead."""
        app = explorer_app()
        click(app, "Start game")
        game = app.game
        assert game is not None and where(game) == (1, "precombat_main")
        assert (app.turn.value, app.step.value) == (2, "upkeep")
        click(app, "Run to")
        assert where(game) == (2, "upkeep") and "Refused" not in shown(app.message)
        assert (app.turn.value, app.step.value) == (3, "upkeep")

        app.turn.value, app.step.value = 1, "end"  # behind the game: on the next redraw …
        click(app, "Fork")
        assert (app.turn.value, app.step.value) == (2, "end")  # … a later step stays this turn

    def test_answer_by_default_on_the_way_gets_to_turn_200_in_one_click(self) -> None:
        """Issue 12: with the switch on, Run to lets the default policy answer every attack,
        block and discard on the way, a few turns per pass with a progress bar that moves; the
        game is the one the engine's batch run plays."""
        stepper = stepper_for("monarch_1000_turns.json")
        game = stepper.game
        assert game is not None
        seen: list[tuple[int, str, str]] = []  # (bar, label, whether shown) at each tick
        stepper.progress.observe(lambda change: seen.append(
            (change["new"], stepper.progress_label.value, stepper.progress_box.layout.display)),
            names="value")
        stepper.auto.value = True
        stepper.turn.value, stepper.step.value = 200, "upkeep"
        click(stepper, "Run to")

        assert where(game) == (200, "upkeep")
        batch = Game.load(BOARDS / "monarch_1000_turns.json")
        batch.run_until(200)
        assert snapshot(game) == snapshot(batch)
        answered = len([e for e in events(game, "decision_made") if e.chosen_by == "default"])
        assert answered > 300
        assert shown(stepper.message) == (f"Ran to turn 200, upkeep: {len(game.log) - 1} "
                                          f"event(s), {answered} decision(s) answered by the "
                                          "default policy")
        assert [bar for bar, _label, _shown in seen] == list(range(10, 200, 10)) + [199]
        assert seen[0][1:] == ("turn 11 of 200", "flex")
        assert stepper.progress_box.layout.display == "none"  # hidden once done

    def test_answer_by_default_on_the_way_drives_the_other_step_buttons_too(self) -> None:
        stepper = stepper_for("first_combat.json")
        stepper.auto.value = True
        click(stepper, "Next turn")  # Alice's attack is declared by default on the way
        game = stepper.game
        assert game is not None and where(game) == (2, "upkeep")
        (declared,) = events(game, "decision_made")
        assert (declared.decision, declared.chosen_by) == ("attackers", "default")
        click(stepper, "Next step")
        assert where(game) == (2, "draw")

    def test_a_run_answered_by_default_stops_when_the_game_ends(self) -> None:
        app = explorer_app()  # Bob's library is empty: he loses as he draws on turn 2
        click(app, "Start game")
        app.auto.value = True
        app.turn.value = 5
        click(app, "Run to")
        assert app.game is not None and app.game.pending is None
        assert shown(app.message).startswith("The game is over (Alice wins): ")
        assert "The game is over" in shown(app.decision.title)

    def test_undo_goes_back_exactly_one_decision(self) -> None:
        stepper = stepper_for("first_combat.json")
        game = stepper.game
        assert game is not None
        start = snapshot(game)
        click(stepper, "Next step")
        assert where(game) == (1, "beginning_of_combat")
        click(stepper, "Undo")

        assert shown(stepper.message) == "undone"
        assert snapshot(game) == start
        assert "precombat main" in stepper.board.value
        click(stepper, "Undo")
        assert "nothing to undo" in shown(stepper.message)
        assert snapshot(game) == start

    def test_fork_makes_a_second_branch_to_switch_between(self) -> None:
        stepper = stepper_for("first_combat.json")
        main = stepper.game
        assert main is not None
        click(stepper, "Fork")

        assert stepper.branch.options == ("main", "branch 1")
        assert stepper.branch.value == "branch 1"
        assert shown(stepper.message) == "forked into branch 1"
        branch = stepper.game
        assert branch is not None and branch is not main
        click(stepper, "Next turn")  # the branch goes on to the attack …
        assert where(branch) == (1, "declare_attackers")
        assert where(main) == (1, "precombat_main")  # … the main game stays where it was

        stepper.branch.value = "main"
        assert stepper.game is main
        assert "precombat main" in stepper.board.value
        assert "priority" in shown(stepper.decision.title)
        stepper.branch.value = "branch 1"
        assert stepper.game is branch
        assert "declare attackers" in stepper.board.value

    def test_the_stepper_tells_its_listeners_after_every_change(self) -> None:
        stepper = stepper_for("first_combat.json")
        seen: list[int] = []
        stepper.on_change(lambda game: seen.append(len(game.log)))
        click(stepper, "Next decision")
        click(stepper, "Undo")

        assert len(seen) == 2 and seen[0] > seen[1]


# -- the decision panel ---------------------------------------------------------------------------
class TestRulesWording:
    """Issue 12: the app's own way to show the official wording — the path of the user's
    Comprehensive Rules text file, Official wording; Our summaries goes back."""

    def test_the_official_wording_replaces_the_summaries_and_back(self, tmp_path: Path) -> None:
        stepper = stepper_for("first_combat.json")
        stepper.timeline.kinds.value = ("step_began",)
        click(stepper, "Next step")  # the beginning of combat (507)
        assert "explorer's own summaries" in shown(stepper.rules_status)
        rules = tmp_path / "MagicCompRules.txt"
        rules.write_text("117.3a Invented wording: the active player gets priority.\n"
                         "507 Invented wording for the beginning of combat.\n", encoding="utf-8")
        stepper.rules_file.value = str(rules)
        try:
            click(stepper, "Official wording")
            assert shown(stepper.rules_status) == (
                f"Rule numbers show the official wording of 2 rules from {rules} (hover or "
                "click a rule number).")
            assert rule_number("td", "507", "Invented wording for the beginning of combat.") in (
                stepper.timeline.html.value)
            stepper.timeline.explain(1)
            click(stepper, "Our summaries")
            assert "explorer's own summaries" in shown(stepper.rules_status)
            assert rule_number("td", "507") in stepper.timeline.html.value
        finally:
            GLOSSARY.unload()

    def test_a_file_that_is_missing_or_not_the_rules_is_named_and_nothing_changes(
            self, tmp_path: Path) -> None:
        stepper = stepper_for("first_combat.json")
        before = stepper.timeline.html.value
        click(stepper, "Official wording")
        assert shown(stepper.rules_status).startswith("Type the path of your Comprehensive")
        stepper.rules_file.value = str(tmp_path / "nowhere.txt")
        click(stepper, "Official wording")
        assert shown(stepper.rules_status).startswith(
            f"can't read the rules file {tmp_path / 'nowhere.txt'}: No such file")
        notes = tmp_path / "notes.txt"
        notes.write_text("just some notes\n", encoding="utf-8")
        stepper.rules_file.value = str(notes)
        click(stepper, "Official wording")
        assert f"{notes} has no numbered rules" in shown(stepper.rules_status)
        assert GLOSSARY.official_source is None
        assert stepper.timeline.html.value == before


class TestDecisionPanel:
    def test_priority_lists_the_legal_actions_and_takes_the_one_chosen(self) -> None:
        stepper = stepper_for("first_combat.json")
        pick = only_choice(stepper)
        assert isinstance(pick, widgets.Dropdown) and "mtg-action" in pick._dom_classes
        labels = [label for label, _ in pick.options]
        assert labels[0] == "pass"
        assert labels[-2:] == ["activate Forest", "activate Mountain"]
        # Spells the untapped lands could pay for are offered with the lands to tap (601.2g),
        # every card and permanent by its name.
        assert "cast Lightning Bolt → Bob, tapping Mountain" in labels
        assert "cast Lightning Bolt → Silvercoat Lion, tapping Mountain" in labels

        pick.value = len(labels) - 1
        click(stepper, "Answer")
        assert stepper.game is not None
        assert stepper.game.mana_pool("Alice")["R"] == 1
        # Now Lightning Bolt can be cast, at each legal target.
        labels = [label for label, _ in only_choice(stepper).options]
        assert "cast Lightning Bolt → Bob" in labels
        assert "cast Lightning Bolt → Silvercoat Lion" in labels

    def test_a_spell_is_cast_in_one_step_tapping_the_lands_it_lists(self) -> None:
        """601.2g: the panel offers Lightning Bolt with the Mountain to tap while paying; one
        answer casts it, the Mountain's mana ability resolving during the casting."""
        stepper = stepper_for("first_combat.json")
        pick = only_choice(stepper)
        (index,) = [i for label, i in pick.options
                    if label == "cast Lightning Bolt → Bob, tapping Mountain"]
        pick.value = index
        click(stepper, "Answer")
        assert re.fullmatch(r"cast Lightning Bolt → Bob, tapping Mountain: \d+ event\(s\)",
                            shown(stepper.message))

        game = stepper.game
        assert game is not None
        cast = one(game, "spell_cast")
        tapped = one(game, "tapped", source="Mountain")
        assert tapped.seq < cast.seq and one(game, "mana_spent").seq < cast.seq
        assert [item.source_name for item in game.state.stack] == ["Lightning Bolt"]

    def test_two_cards_of_the_same_name_read_apart(self) -> None:
        """Two Lightning Bolts in hand: the same words, so each shows its stable text too."""
        stepper = stepper_for(board(player("Alice", hand=["Lightning Bolt", "Lightning Bolt"],
                                           mana_pool="R"), player("Bob")))
        labels = [label for label, _ in only_choice(stepper).options]
        at_bob = [label for label in labels if label.startswith("cast Lightning Bolt → Bob")]
        assert len(at_bob) == 2 and len(set(labels)) == len(labels)
        assert all(" [cast lightning-bolt-" in label for label in at_bob)

    def test_answer_and_default_policy_show_only_while_a_decision_waits(self) -> None:
        app = explorer_app()
        buttons = [find(app, widgets.Button, label) for label in ("Answer", "Default policy")]
        assert not any(visible(b) for b in buttons)  # no game yet
        click(app, "Start game")
        assert all(visible(b) for b in buttons)
        (x_box,) = with_class(app, "mtg-x")
        assert not visible(x_box)  # nobody can cast a spell with {X} here
        app.auto.value = True
        app.turn.value = 5
        click(app, "Run to")  # Bob draws from his empty library: the game is over
        assert app.game is not None and app.game.pending is None
        assert not any(visible(b) for b in buttons) and choices(app) == []

    def test_an_x_spell_is_cast_with_the_x_chosen_in_the_panel(self) -> None:
        """107.3a: X is chosen as the spell is cast — the panel's X box sets it; Endless One then
        enters with that many +1/+1 counters (107.3m)."""
        stepper = stepper_for(board(player("Alice", hand=["Endless One"], mana_pool="GGG"),
                                    player("Bob")))
        pick = only_choice(stepper)
        (x_box,) = with_class(stepper, "mtg-x")
        assert not visible(x_box)  # passing needs no X …
        (index,) = [i for label, i in pick.options if label.startswith("cast")]
        pick.value = index
        assert visible(x_box)  # … casting Endless One does
        x_box.value = 3
        click(stepper, "Answer")
        click(stepper, "Next decision")
        click(stepper, "Next decision")

        game = stepper.game
        assert game is not None
        assert one(game, "spell_cast").x == 3
        assert game.find_permanent("Endless One").counters == {"+1/+1": 3}

    def test_declaring_attackers_is_one_dropdown_per_creature_by_name(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next turn")  # stops at the attack

        pickers = {w.description: w for w in choices(stepper)}
        assert list(pickers) == ["Grizzly Bears attacks", "Raging Goblin attacks"]
        assert all(w.options == (("—", "—"), ("Bob", "Bob")) and w.value == "—"
                   for w in pickers.values())
        assert "508.1" in shown(stepper.decision.title)

        pickers["Grizzly Bears attacks"].value = "Bob"
        click(stepper, "Answer")
        game = stepper.game
        assert game is not None
        assert [e.source for e in events(game, "attack_declared")] == ["Grizzly Bears"]

    def test_attacks_and_blocks_are_said_by_name(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next turn")  # stops at the attack
        pickers = {w.description: w for w in choices(stepper)}
        pickers["Grizzly Bears attacks"].value = "Bob"
        click(stepper, "Answer")
        assert re.fullmatch(r"attack: Grizzly Bears → Bob: \d+ event\(s\)",
                            shown(stepper.message))
        click(stepper, "Next step")  # Bob's blockers
        (lion,) = choices(stepper)
        lion.value = "bears"
        click(stepper, "Answer")
        assert re.fullmatch(r"block: Silvercoat Lion blocks Grizzly Bears: \d+ event\(s\)",
                            shown(stepper.message))

    def test_declaring_blockers_is_one_dropdown_per_possible_blocker(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next turn")
        find(stepper, widgets.Dropdown, "Grizzly Bears attacks").value = "Bob"
        find(stepper, widgets.Dropdown, "Raging Goblin attacks").value = "Bob"
        click(stepper, "Answer")
        click(stepper, "Next turn")  # stops again, now for Bob's blocks

        lion = only_choice(stepper)
        assert lion.description == "Silvercoat Lion blocks"
        # shown by name, answered by id
        assert lion.options == (("—", "—"), ("Grizzly Bears", "bears"),
                                ("Raging Goblin", "goblin"))
        assert "Bob decides" in shown(stepper.decision.title)
        assert "509.1" in shown(stepper.decision.title)
        lion.value = "goblin"
        click(stepper, "Answer")
        game = stepper.game
        assert game is not None
        block = one(game, "block_declared")
        assert (block.player, block.source) == ("Bob", "Silvercoat Lion")

    def test_the_decisions_rule_shows_its_summary_on_hover(self) -> None:
        stepper = stepper_for("first_combat.json")
        assert f"(rule {rule_number('abbr', '117.1')})" in stepper.decision.title.value

    def test_a_click_on_a_rule_number_shows_the_rule(self, combat_game: Game) -> None:
        """Issue 12, rules in place: a rule number is the summary of a <details> that carries
        what the rule is about — a click opens it and the browser shows the text under the
        number (the page's CSS), in the decision panel, the timeline and the Why? tree; the
        text read on the page stays the number."""
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next step")
        assert f"(rule {rule_number('abbr', '117.1')})" in stepper.decision.title.value
        table = stepper.timeline.html.value
        assert rule_number("td", "507") in table
        game = stepper.game
        assert game is not None
        stepper.timeline.explain(one(game, "step_began", step="beginning_of_combat").seq)
        assert rule_number("abbr", "507") in stepper.timeline.why.value
        assert shown(stepper.decision.title).endswith("(rule 117.1)")
        # The page has the style that shows the opened text, in the board and the timeline.
        styles = [w.value for w in walk(stepper) if isinstance(w, widgets.HTML)
                  and "details.mtg-rule-more[open]::after" in w.value]
        assert styles and all("content:attr(data-text)" in v for v in styles)
        assert any("details.mtg-rule-more" in w.value for w in walk(TimelineView(combat_game))
                   if isinstance(w, widgets.HTML))

    def test_creatures_of_the_same_name_are_told_apart_by_their_ids(self) -> None:
        stepper = stepper_for(board(
            player("Alice", battlefield=["Grizzly Bears", "Grizzly Bears", "Hill Giant"]),
            player("Bob")))
        stepper.apply(PassUntil(1, "declare_attackers"))
        pickers = [w.description for w in choices(stepper)]
        assert pickers == ["Grizzly Bears (grizzly-bears-1) attacks",
                           "Grizzly Bears (grizzly-bears-2) attacks", "Hill Giant attacks"]

    def test_combat_damage_is_divided_in_boxes_named_for_the_blockers(self) -> None:
        """510.1c: a creature blocked by two divides its damage; the boxes name the blockers
        (by name, with ids: both are Grizzly Bears), the answer names them by id."""
        stepper = stepper_for(board(
            player("Alice", battlefield=["Hill Giant"], library=library(5)),
            player("Bob", battlefield=["Grizzly Bears", "Grizzly Bears"], library=library(5))))
        stepper.apply(Attack("Alice", {"hill-giant-1": "Bob"}))
        stepper.apply(Block("Bob", {"grizzly-bears-1": "hill-giant-1",
                                    "grizzly-bears-2": "hill-giant-1"}))
        stepper.apply(PassUntil(1, "combat_damage"))

        boxes = {w.description: w for w in choices(stepper)}
        assert list(boxes) == ["Grizzly Bears (grizzly-bears-1)",
                               "Grizzly Bears (grizzly-bears-2)"]
        boxes["Grizzly Bears (grizzly-bears-1)"].value = 1
        boxes["Grizzly Bears (grizzly-bears-2)"].value = 2
        click(stepper, "Answer")
        game = stepper.game
        assert game is not None
        dealt = {e.target: e.amount for e in events(game, "damage_dealt")
                 if e.source == "Hill Giant"}
        assert dealt == {"grizzly-bears-1": 1, "grizzly-bears-2": 2}

    def test_court_of_garenbrig_distribution_offers_every_split(self) -> None:
        stepper = stepper_for("court_of_garenbrig.json")
        click(stepper, "Next turn")

        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule, game.pending.player) == (
            "distribution", "601.2d", "Alice")
        pick = only_choice(stepper)
        assert "mtg-option" in pick._dom_classes
        # Each split read with names; the answer is its stable text (board files name ids).
        assert [value for _, value in pick.options] == [str(o) for o in game.pending.options]
        splits = dict(pick.options)
        assert splits["2 on Grizzly Bears"] == "2 on bears"
        assert splits["1 on Grizzly Bears, 1 on Silvercoat Lion"] == "1 on bears, 1 on lion"
        assert not any(re.search(r"\b(bears|lion|elves)\b", label) for label in splits)

        pick.value = "2 on lion"
        click(stepper, "Answer")
        assert decided(one(game, "decision_made", rule="601.2d")) == (
            "distribution", "2 on lion", "player", "Alice")
        assert re.fullmatch(r"choose 2 on Silvercoat Lion: \d+ event\(s\)",
                            shown(stepper.message))

    def test_a_triggered_abilitys_targets_are_chosen_by_name(self) -> None:
        """Bond Beetle enters (603.3d): its target is chosen from the creatures by name, the
        answer naming the id; the message says it in names too."""
        stepper = stepper_for(board(
            player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                   hand=[{"card": "Bond Beetle", "id": "beetle"}], mana_pool="GG",
                   library=library(3)),
            player("Bob", battlefield=[{"card": "Silvercoat Lion", "id": "lion"}],
                   library=library(3))))
        only_choice(stepper).value = 1  # cast Bond Beetle
        click(stepper, "Answer")
        click(stepper, "Next decision")
        click(stepper, "Next decision")  # the Beetle resolves and enters: its trigger
        game = stepper.game
        assert game is not None and game.pending is not None
        assert game.pending.kind == "targets"
        pick = only_choice(stepper)
        assert pick.options == (("Grizzly Bears", "bears"), ("Silvercoat Lion", "lion"),
                                ("Bond Beetle", "beetle"))
        pick.value = "lion"
        click(stepper, "Answer")
        assert re.fullmatch(r"choose Silvercoat Lion: \d+ event\(s\)", shown(stepper.message))
        click(stepper, "Next decision")
        click(stepper, "Next decision")
        assert game.permanent("lion").counters == {"+1/+1": 1}

    def test_two_replacement_effects_the_player_orders_contamination_first(self) -> None:
        """616.1: Contamination first makes {B}, then Mana Reflection doubles it: {B}{B}."""
        stepper = stepper_for("mana_contamination_reflection.json")
        only_choice(stepper).value = 1  # "activate forest"
        click(stepper, "Answer")

        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("replacement", "616.1")
        pick = only_choice(stepper)
        values = [value for _, value in pick.options]
        assert [o.split(":")[0] for o in values] == ["reflection", "contamination"]
        pick.value = values[1]
        click(stepper, "Answer")
        assert game.mana_pool("Alice")["B"] == 2

    def test_the_other_replacement_order_gives_one_black(self) -> None:
        stepper = stepper_for("mana_contamination_reflection.json")
        only_choice(stepper).value = 1
        click(stepper, "Answer")
        click(stepper, "Answer")  # reflection first (the first option): {G}{G} becomes {B}
        assert stepper.game is not None and stepper.game.mana_pool("Alice")["B"] == 1

    def test_birds_of_paradise_activated_without_a_color_asks_for_one(self) -> None:
        stepper = stepper_for(board(player("Alice", battlefield=[
            {"card": "Birds of Paradise", "id": "birds"}], library=library(3)),
            player("Bob", library=library(3))))
        stepper.apply(Activate("Alice", "birds"))  # as a script would: no `mana`

        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("mana", "605.3b")
        pick = only_choice(stepper)
        assert pick.options == tuple((c, c) for c in ("W", "U", "B", "R", "G"))
        pick.value = "U"
        click(stepper, "Answer")
        assert game.mana_pool("Alice")["U"] == 1

    def test_cleanup_discard_is_a_multiple_choice_of_the_cards_in_hand(self) -> None:
        hand = [{"card": "Forest", "id": f"c{i}"} for i in range(1, 10)]
        stepper = stepper_for(board(player("Alice", hand=hand, library=library(3)),
                                    player("Bob", library=library(3)), step="end"))
        click(stepper, "Next turn")

        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("discard", "514.1")
        pick = only_choice(stepper)
        assert isinstance(pick, widgets.SelectMultiple)
        assert pick.options == tuple(f"c{i}" for i in range(1, 10))
        pick.value = ("c2", "c9")
        click(stepper, "Answer")
        assert [c.handle for c in game.state.player("Alice").graveyard] == ["c2", "c9"]

    def test_an_illegal_answer_is_refused_with_its_rule_and_changes_nothing(self) -> None:
        """Discarding one card when two must go (514.1): the panel shows the refusal."""
        hand = [{"card": "Forest", "id": f"c{i}"} for i in range(1, 10)]
        stepper = stepper_for(board(player("Alice", hand=hand, library=library(3)),
                                    player("Bob", library=library(3)), step="end"))
        click(stepper, "Next turn")
        game = stepper.game
        assert game is not None
        before = snapshot(game)
        only_choice(stepper).value = ("c2",)
        click(stepper, "Answer")

        message = refused(stepper)
        assert message.endswith("(514.1)"), message
        assert snapshot(game) == before
        assert game.pending is not None and game.pending.kind == "discard"  # still asked

    def test_ordering_palace_jailers_two_triggers(self) -> None:
        stepper = stepper_for(board(player("Alice", library=library(3)),
                                    player("Bob", battlefield=[{"card": "Grizzly Bears",
                                                                "id": "bears"}],
                                           library=library(3))))
        stepper.apply(Put("Alice", "Palace Jailer", "battlefield"))

        game = stepper.game
        assert game is not None and game.pending is not None
        assert (game.pending.kind, game.pending.rule) == ("order", "603.3b")
        pick = only_choice(stepper)
        labels = [label for label, _ in pick.options]
        assert len(labels) == 2  # both orders of two triggers
        exile_first = next(k for label, k in pick.options
                           if label.index("exile") < label.index("you become the monarch"))
        pick.value = exile_first
        click(stepper, "Answer")
        for _ in range(2):  # both players pass: the top of the stack (exile) resolves
            click(stepper, "Next decision")
        assert game.state.monarch is None
        assert [c.name for c in game.state.player("Bob").exile] == ["Grizzly Bears"]

    def test_the_default_policy_button_answers_for_the_player(self) -> None:
        stepper = stepper_for("court_of_garenbrig.json")
        click(stepper, "Next turn")
        click(stepper, "Default policy")

        assert stepper.game is not None
        assert one(stepper.game, "decision_made", rule="601.2d").chosen_by == "default"

    def test_when_the_game_is_over_the_panel_says_so(self) -> None:
        stepper = stepper_for(board(player("Alice", life=3, library=library(3)),
                                    player("Bob", battlefield=["Mountain"],
                                           hand=[{"card": "Lightning Bolt", "id": "bolt"}],
                                           library=library(3)), active="Bob"))
        stepper.apply(Activate("Bob", "mountain-1"))
        find(stepper, widgets.Dropdown, "action").value = next(
            k for label, k in only_choice(stepper).options
            if label == "cast Lightning Bolt → Alice")
        click(stepper, "Answer")
        for _ in range(2):
            click(stepper, "Next decision")

        assert stepper.game is not None and stepper.game.pending is None
        assert "The game is over: Bob wins" in shown(stepper.decision.title)
        assert choices(stepper) == []


# -- the views ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def combat_game() -> Game:
    """first_combat played through its script to Bob's upkeep, then on to turn 4."""
    game = Game.load(BOARDS / "first_combat.json")
    for action in game.script:
        game.apply(action)
    game.run_until(4)
    return game


class TestTimelineView:
    def test_every_row_cites_a_rule(self, combat_game: Game) -> None:
        view = TimelineView(combat_game, rows=100_000)
        frame = view.frame()
        assert len(frame) == len(combat_game.timeline())
        assert frame.rule.notna().all() and (frame.rule != "").all()
        assert "explorer-timeline" in view.html.value
        assert view.html.value.count("<tr") == len(frame) + 1  # a header, then a row per event

    def test_each_rule_shows_its_summary_on_hover(self, combat_game: Game,
                                                   tmp_path: Path) -> None:
        """Issue 12: the rule cell's title is what the rule is about — the official text once
        the user loads their Comprehensive Rules file."""
        view = TimelineView(combat_game)
        view.kinds.value = ("damage_dealt",)
        html = view.html.value
        assert rule_number("td", "120.3e") in html
        assert html.count('class="mtg-rule"') == len(view.frame())

        rules = tmp_path / "rules.txt"
        rules.write_text("120.3e Invented wording for marked damage.\n", encoding="utf-8")
        load_comprehensive_rules(rules)
        try:
            view.redraw()
            assert rule_number("td", "120.3e", "Invented wording for marked damage.") in (
                view.html.value)
        finally:
            GLOSSARY.unload()

    def test_an_abilitys_text_is_one_short_line_with_the_whole_text_on_hover(self) -> None:
        """Issue 12: the Court's upkeep trigger is triggered, put on the stack and resolved —
        three rows that each show the start of its text on one line; the whole text is each
        cut cell's title, never repeated in the table itself."""
        game = Game.load(BOARDS / "court_of_garenbrig.json")
        game.run_until(2, "draw")
        view = TimelineView(game, rows=100_000)
        view.kinds.value = ("ability_triggered", "ability_put_on_stack", "ability_resolved")
        court = [e for e in game.log if e.source == "Court of Garenbrig"
                 and e.event.value in view.kinds.value]
        assert [e.event.value for e in court] == list(view.kinds.value)
        text = getattr(court[0], "ability", None)  # the typed field: the ability's text
        assert isinstance(text, str) and len(text) > 100
        assert all(getattr(e, "ability", None) == text for e in court)

        html = view.html.value
        assert 'style="white-space:nowrap"' in html  # each row on one line
        cut = re.findall(r'<td class="mtg-detail" title="([^"]*)"[^>]*>([^<]*)</td>', html)
        assert len([c for c in cut if unescape(c[0]) == text]) == 3
        for _title, cell in cut:
            assert cell.endswith("…") and len(unescape(cell)) <= 61
            assert unescape(cell)[:-1] == text[:len(unescape(cell)) - 1]
        assert shown(view.html).count(text) == 0  # only in the titles

        view.kinds.value = ("counters_added",)  # a short detail stays as it is
        assert "<td>+1/+1</td>" in view.html.value and "mtg-detail" not in view.html.value

    def test_why_shows_an_events_chain_of_causes_as_a_tree(self, combat_game: Game) -> None:
        """Issue 12: select an event, see its causes back to what started it, each with its
        rule (the lion dies: lethal damage, dealt because the combat damage step began)."""
        view = TimelineView(combat_game)
        died = one(combat_game, "zone_changed", target="lion")
        view.why_seq.value = died.seq
        click(view, "Why?")

        text = shown(view.why)
        assert text.startswith(f"{died.seq} zone_changed — Bob: Silvercoat Lion: battlefield → "
                               "graveyard (rule 704.5g)")
        assert "damage_dealt — Bob: Grizzly Bears → Silvercoat Lion (rule 120.3e)" in text
        assert text.endswith("step_began — combat damage step (rule 510)")
        html = view.why.value
        assert html.count("<ul") == 3  # each cause nested under what it caused
        assert rule_number("abbr", "704.5g") in html

    def test_targets_are_named_with_their_id_on_hover(self, combat_game: Game) -> None:
        """Issue 12: names, not ids, where a person reads — the lion that died is still named
        (the table learns it from its move to the graveyard), a player stays as they are."""
        view = TimelineView(combat_game)
        view.kinds.value = ("damage_dealt",)
        html = view.html.value
        assert '<td title="lion">Silvercoat Lion</td>' in html
        assert '<td title="bears">Grizzly Bears</td>' in html
        assert "<td>Bob</td>" in html and "<td>lion</td>" not in html
        assert rows_of(view.frame(), "target") == [("lion",), ("Bob",), ("bears",)]  # data

    def test_decisions_rows_say_attackers_and_blockers_by_name(self) -> None:
        """Issue 12: names, not ids, where a person reads — the timeline's decision rows say
        who attacked and who blocked by name (they read 'attackers: bears->Bob'), the ids on
        hover; the events carry the answer as data, which the rows are named from."""
        stepper = stepper_for("first_combat.json")
        game = stepper.game
        assert game is not None
        stepper.timeline.kinds.value = ("decision_made",)
        click(stepper, "Next turn")  # stops at the attack
        find(stepper, widgets.Dropdown, "Grizzly Bears attacks").value = "Bob"
        click(stepper, "Answer")
        click(stepper, "Next step")  # Bob's blockers
        only_choice(stepper).value = "bears"
        click(stepper, "Answer")

        text = shown(stepper.timeline.html)
        assert "attackers: Grizzly Bears → Bob (chosen by Alice)" in text
        assert "blockers: Silvercoat Lion blocks Grizzly Bears (chosen by…" in text
        assert not re.search(r"\b(bears|lion|goblin)\b", text)
        html = stepper.timeline.html.value
        # cut to one line, the whole of it on hover
        assert 'title="blockers: Silvercoat Lion blocks Grizzly Bears (chosen by Bob)"' in html
        assert '<td title="attackers: bears -&gt; Bob (chosen by Alice)"' in html  # ids on hover
        assert [e.answer for e in events(game, "decision_made")
                if e.decision in ("attackers", "blockers")] == [
            (("bears", "Bob"),), (("lion", "bears"),)]
        # The table built from game.timeline() at once says the same.
        frame = game.timeline()
        frame = frame[frame.event == "decision_made"][TABLE_COLUMNS + NAMING_COLUMNS]
        assert stepper.timeline.html.value == timeline_html(frame.tail(30), names(game))
        click(stepper, "Next turn")  # the Why? tree names them too
        stepper.timeline.explain(one(game, "decision_made", decision="blockers").seq)
        assert "blockers: Silvercoat Lion blocks Grizzly Bears" in shown(stepper.timeline.why)

    def test_a_split_put_on_the_stack_is_said_by_name(self) -> None:
        """Court of Garenbrig's upkeep trigger divides two +1/+1 counters (601.2d): its
        decision row and its put-on-stack row's target say '2 on Silvercoat Lion' (they read
        '2 on lion'), with the ids on hover; the event carries the division as data."""
        stepper = stepper_for("court_of_garenbrig.json")
        game = stepper.game
        assert game is not None
        stepper.timeline.kinds.value = ("decision_made", "ability_put_on_stack")
        click(stepper, "Next turn")
        only_choice(stepper).value = "2 on lion"
        click(stepper, "Answer")

        text = shown(stepper.timeline.html)
        assert "distribution: 2 on Silvercoat Lion (chosen by Alice)" in text
        assert '<td title="2 on lion" style="cursor:help">2 on Silvercoat Lion</td>' in (
            stepper.timeline.html.value)
        assert not re.search(r"\b(bears|lion|elves)\b", text)
        put = one(game, "ability_put_on_stack", source="Court of Garenbrig")
        assert (put.target, put.shares) == ("2 on lion", (("lion", 2),))
        assert one(game, "decision_made", rule="601.2d").answer == (("lion", 2),)
        stepper.timeline.explain(put.seq)
        assert shown(stepper.timeline.why).startswith(
            f"{put.seq} ability_put_on_stack — Alice: Court of Garenbrig → 2 on Silvercoat Lion")

    def test_several_targets_are_said_by_name(self) -> None:
        """Jagged Lightning at two creatures, and Saddleback Lagac's support 2 at two: their
        rows' targets say 'Grizzly Bears, Hill Giant' (they read 'bears, giant'), the ids on
        hover; the events carry the targets as data."""
        stepper = stepper_for(board(
            player("Alice", hand=["Jagged Lightning"], mana_pool="RRRRR",
                   battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                {"card": "Hill Giant", "id": "giant"}], library=library(5)),
            player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm"},
                                       {"card": "Hill Giant", "id": "giant2"}],
                   library=library(5))))
        game = stepper.game
        assert game is not None
        stepper.timeline.kinds.value = ("spell_cast", "ability_put_on_stack")
        game.apply({"do": "cast", "player": "Alice", "card": "Jagged Lightning",
                    "targets": ["wurm", "giant2"]})
        game.apply({"do": "put", "player": "Alice", "card": "Saddleback Lagac",
                    "zone": "battlefield"})
        game.apply({"do": "choose", "player": "Alice", "targets": ["bears", "giant"]})
        click(stepper, "Next step")

        text = shown(stepper.timeline.html)
        assert "Craw Wurm, Hill Giant" in text and "Grizzly Bears, Hill Giant" in text
        assert not re.search(r"\b(bears|giant|giant2|wurm)\b", text)
        cast = one(game, "spell_cast", source="Jagged Lightning")
        put = one(game, "ability_put_on_stack", source="Saddleback Lagac")
        assert (cast.targets, put.targets) == (("wurm", "giant2"), ("bears", "giant"))

    def test_a_target_that_dies_in_the_step_that_shows_it_is_named(self) -> None:
        stepper = stepper_for("first_combat.json")
        game = stepper.game
        assert game is not None
        stepper.timeline.kinds.value = ("damage_dealt", "zone_changed")
        click(stepper, "Next step")  # the table is kept up step by step from here
        game.apply(PassUntil(1, "declare_attackers"))
        game.apply(Attack("Alice", {"bears": "Bob"}))
        game.apply(PassUntil(1, "declare_blockers"))
        game.apply(Block("Bob", {"lion": "bears"}))
        stepper.turn.value, stepper.step.value = 1, "end"
        click(stepper, "Run to")
        html = stepper.timeline.html.value
        assert '<td title="lion">Silvercoat Lion</td>' in html
        assert '<td title="bears">Grizzly Bears</td>' in html

    def test_a_click_on_a_row_in_the_list_shows_why(self, combat_game: Game) -> None:
        """Issue 12: select an event and see its chain of causes — the table's rows are listed
        beside Why?, newest first, each in one line with names; a click on one shows its
        chain at once (no number to type) and marks it; the box follows."""
        view = TimelineView(combat_game)
        view.kinds.value = ("damage_dealt", "zone_changed")
        died = one(combat_game, "zone_changed", target="lion")
        seqs = [seq for _, seq in view.pick.options]
        assert seqs == [e.seq for e in reversed(last_matching(
            combat_game.log, lambda e: e.event.value in view.kinds.value, 30))]
        labels = dict((seq, label) for label, seq in view.pick.options)
        assert labels[died.seq] == (f"{died.seq} · turn {died.turn}, combat damage · "
                                    "zone_changed — Silvercoat Lion: battlefield → graveyard")
        assert view.pick.value is None and view.why.value == ""

        view.pick.value = died.seq  # the click
        assert shown(view.why).startswith(f"{died.seq} zone_changed — Bob: Silvercoat Lion: "
                                          "battlefield → graveyard (rule 704.5g)")
        assert view.why_seq.value == died.seq == view.explained
        dealt = one(combat_game, "damage_dealt", target="lion")
        view.pick.value = dealt.seq
        assert shown(view.why).startswith(f"{dealt.seq} damage_dealt — Bob: Grizzly Bears → "
                                          "Silvercoat Lion")

    def test_the_list_follows_the_table_step_by_step(self) -> None:
        """The list is kept up with the table as the game steps (only the new rows said), and
        the event being explained stays marked; a typed seq marks its row too."""
        stepper = stepper_for("monarch_1000_turns.json")
        stepper.auto.value = True
        view = stepper.timeline
        click(stepper, "Next step")
        first = view.pick.options[-1][1]
        view.pick.value = first
        assert view.explained == first
        for _ in range(3):
            click(stepper, "Next step")
            assert [seq for _, seq in view.pick.options] == [
                e.seq for e in reversed(view._events)]
            assert len(view.pick.options) == len(view._events) <= view.rows.value
            assert view.explained == first and view.why.value
            listed = [seq for _, seq in view.pick.options]
            assert view.pick.value == (first if first in listed else None)
        newest = view.pick.options[0][1]
        view.why_seq.value = newest
        click(view, "Why?")
        assert view.pick.value == newest == view.pick.options[0][1]

    def test_why_names_an_unknown_event(self, combat_game: Game) -> None:
        view = TimelineView(combat_game)
        for bad in (99_999, 0):
            view.explain(bad)
            assert shown(view.why) == (f"no event {bad} in this game: its events are numbered "
                                       f"1 to {len(combat_game.log)}")

    def test_an_explanation_of_an_undone_event_goes_away(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Next step")
        last = len(stepper.game.log) if stepper.game else 0
        stepper.timeline.explain(last)
        assert shown(stepper.timeline.why)
        click(stepper, "Undo")
        assert shown(stepper.timeline.why) == ""

    def test_filter_by_event_kind(self, combat_game: Game) -> None:
        view = TimelineView(combat_game)
        view.kinds.value = ("damage_dealt", "zone_changed")

        frame = view.frame()
        assert set(frame.event) == {"damage_dealt", "zone_changed"}
        # Combat damage on turn 1: the Giant-Grown Bears and the Lion trade, the Goblin hits Bob.
        assert rows_of(frame[frame.event == "damage_dealt"], "source", "target", "amount",
                       "rule") == [("Grizzly Bears", "lion", 5, "120.3e"),
                                   ("Raging Goblin", "Bob", 1, "120.3a"),
                                   ("Silvercoat Lion", "bears", 2, "120.3e")]
        assert "step_began" not in view.html.value and "damage_dealt" in view.html.value

    def test_filter_by_player(self, combat_game: Game) -> None:
        view = TimelineView(combat_game, rows=100_000)
        assert view.player.options == ("all", "Alice", "Bob")
        view.player.value = "Bob"

        frame = view.frame()
        assert len(frame) > 0 and set(frame.player) == {"Bob"}
        assert "block_declared" in set(frame.event)

    def test_filter_by_turns_and_show_the_last_rows(self, combat_game: Game) -> None:
        view = TimelineView(combat_game, rows=100_000)
        view.first.value, view.last.value = 2, 3
        assert set(view.frame().turn) == {2, 3}

        view.rows.value = 5
        frame = view.frame()
        assert len(frame) == 5
        assert frame.seq.tolist() == sorted(frame.seq.tolist())
        assert frame.seq.iloc[-1] == max(e.seq for e in combat_game.log if e.turn == 3
                                         and e.event != "priority_passed")

    def test_filters_stay_when_the_game_moves_on(self) -> None:
        stepper = stepper_for("first_combat.json")
        stepper.timeline.kinds.value = ("step_began",)
        click(stepper, "Next step")

        assert set(stepper.timeline.frame().event) == {"step_began"}
        assert stepper.timeline.frame().step.iloc[-1] == "beginning_of_combat"


class TestStepsStayFast:
    """Issue 12: a step redraws only what changed — the timeline reads and renders only the
    events the step added, the board sends only the parts that changed — so a step costs the
    same at turn 1 and at turn 1,000 (measured in the browser: tests/test_browser.py)."""

    def full_table(self, view: TimelineView) -> str:
        """The table as the whole timeline gives it: the filtered rows of game.timeline()."""
        assert view.game is not None
        df = view.game.timeline()
        if view.kinds.value:
            df = df[df.event.isin(view.kinds.value)]
        if view.player.value != "all":
            df = df[df.player == view.player.value]
        df = df[(df.turn >= view.first.value) & (df.turn <= view.last.value)]
        return timeline_html(df[TABLE_COLUMNS + NAMING_COLUMNS].tail(view.rows.value),
                             names(view.game))

    def test_the_table_kept_up_step_by_step_is_the_whole_timelines(self) -> None:
        stepper = stepper_for("monarch_1000_turns.json")
        stepper.auto.value = True
        view = stepper.timeline
        for _ in range(12):
            click(stepper, "Next step")
            assert view.html.value == self.full_table(view)
        click(stepper, "Undo")
        click(stepper, "Undo")
        assert view.html.value == self.full_table(view)
        click(stepper, "Next turn")
        assert view.html.value == self.full_table(view)
        view.player.value, view.rows.value = "Ben", 7
        assert view.html.value == self.full_table(view)
        click(stepper, "Next turn")
        assert view.html.value == self.full_table(view)
        view.player.value = "all"
        view.kinds.value, view.first.value, view.last.value = ("step_began",), 2, 2
        click(stepper, "Next turn")
        assert view.html.value == self.full_table(view)
        assert len(view.frame()) == 7 and set(view.frame().turn) == {2}
        click(stepper, "Fork")
        click(stepper, "Next step")
        assert view.html.value == self.full_table(view)

    def test_a_step_reads_only_the_events_it_added(self, monkeypatch: pytest.MonkeyPatch
                                                   ) -> None:
        stepper = stepper_for("monarch_1000_turns.json")
        game = stepper.game
        assert game is not None
        stepper.auto.value = True
        stepper.turn.value = 40
        click(stepper, "Run to")
        rendered: list[int] = []
        row = views.event_row_html
        monkeypatch.setattr(views, "event_row_html",
                            lambda e, known: rendered.append(e.seq) or row(e, known))
        monkeypatch.setattr(Game, "timeline", lambda *_a, **_k: pytest.fail("whole timeline"))
        before = len(game.log)
        click(stepper, "Next step")
        added = [e.seq for e in game.log[before:] if e.event != "priority_passed"]
        assert added and rendered == added

    def test_a_priority_pass_sends_the_browser_only_what_changed(self) -> None:
        """Ann passes in her upkeep: the status line and two players' heads change (the
        priority badge moves from Ann to Ben), and the action dropdown's options (Ben's own
        Forests); nothing else is sent — not the zones, not the stack, not the timeline, not
        new controls."""
        stepper = stepper_for("monarch_1000_turns.json")
        sent: list[str] = []

        def watch(widget: widgets.Widget, name: str) -> None:
            widget.observe(lambda change: sent.append(f"{name} {change['name']}"),
                           names=["value", "options", "children"])

        board_view = stepper.board
        watch(board_view.status, "status")
        watch(board_view.stack, "stack")
        for box in board_view.players:
            head, zones = box.children
            watch(head, "head")
            watch(zones, "zones")
        watch(stepper.timeline.html, "timeline")
        watch(stepper.decision.action, "action")
        watch(stepper.decision.controls, "controls")
        assert "Ann" in stepper.decision.title.value
        click(stepper, "Next decision")
        assert "Ben" in stepper.decision.title.value
        assert sorted(sent) == ["action options", "head value", "head value", "status value"]


class TestBoardView:
    def test_the_board_shows_each_player_their_permanents_and_the_crown(self) -> None:
        game = Game.load(BOARDS / "court_of_garenbrig.json")
        html = BoardView(game).value

        assert 'Alice</b> <span class="crown"' in html and "Bob</b> — life 20" in html
        for card in ("Court of Garenbrig", "Grizzly Bears", "Llanowar Elves", "Silvercoat Lion",
                     "Mountain"):
            assert card in html
        assert "1×+1/+1" in html  # the Lion's counter
        assert "Turn 1, end — Bob's turn" in html


# -- plots ----------------------------------------------------------------------------------------
class TestPlots:
    def test_the_crown_over_the_turns_is_one_step_line(self) -> None:
        raw = json.loads((BOARDS / "monarch_1000_turns.json").read_text())
        raw.pop("script")
        game = Game(raw)
        game.run_until(12)

        ax = plot_monarch(game)
        assert isinstance(ax, Axes)
        assert len(ax.lines) == 1
        assert [t.get_text() for t in ax.get_yticklabels()] == ["Ann", "Ben", "Cat", "Dan"]
        line = ax.lines[0]
        assert list(line.get_xdata()) == list(range(1, 13))
        # The crown goes round the table, one attack a turn (724.2).
        assert list(line.get_ydata()) == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 2]
        assert ax.get_title() == "Who held the crown (10 changes)"

    def test_mana_per_turn_and_per_step_is_a_bar_per_type_and_group(self) -> None:
        game = Game(board(player("Alice", battlefield=[{"card": "Forest", "id": "forest"},
                                                       {"card": "Mountain", "id": "mountain"}],
                                 library=library(5, "Forest")),
                          player("Bob", library=library(5))))
        game.apply({"do": "activate", "player": "Alice", "permanent": "forest"})
        game.pass_until(1, "beginning_of_combat")
        game.apply({"do": "activate", "player": "Alice", "permanent": "mountain"})
        game.pass_until(3, "precombat_main")
        game.apply({"do": "activate", "player": "Alice", "permanent": "forest"})

        ax = plot_mana(game)
        assert isinstance(ax, Axes)
        assert [t.get_text() for t in ax.get_xticklabels()] == ["1", "3"]
        bars = {c.get_label(): [p.get_height() for p in c] for c in ax.containers}
        assert bars == {"R": [1, 0], "G": [1, 1]}
        assert len(ax.patches) == 4

        by_step = plot_mana(game, by="step")
        assert [t.get_text() for t in by_step.get_xticklabels()] == [
            "1 precombat_main", "1 beginning_of_combat", "3 precombat_main"]
        assert len(by_step.patches) == 6

    def test_no_mana_yet_is_an_empty_plot_that_says_so(self) -> None:
        ax = plot_mana(Game.load(BOARDS / "first_combat.json"))
        assert ax.get_title() == "No mana produced yet" and len(ax.patches) == 0


# -- compare --------------------------------------------------------------------------------------
def bolt_branch(game: Game) -> Game:
    """A fork in which Alice bolts Bob: 3 damage (the game itself is untouched)."""
    branch = game.fork()
    branch.apply({"do": "activate", "player": "Alice", "permanent": "mountain-1"})
    branch.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    branch.apply({"do": "pass"})
    branch.apply({"do": "pass"})
    return branch


class TestCompare:
    def test_two_forks_side_by_side_show_where_life_differs(self) -> None:
        game = Game.load(BOARDS / "first_combat.json")
        branch = bolt_branch(game)
        view = Compare(game, branch, labels=("no bolt", "bolt"))

        table = compare_table(game, branch, labels=("no bolt", "bolt"))
        assert table.loc["Bob life"].tolist() == [20, 17, True]
        assert table.loc["Alice life"].tolist() == [20, 20, False]
        assert table.loc["Alice hand"].tolist() == [2, 1, True]
        assert not table.loc["turn", "differs"]
        assert "Bob life" in view.table.value
        left, right = view.sides
        assert "<h4>no bolt</h4>" in left.children[0].value
        assert "Bob</b> — life 20" in left.children[1].value
        assert "Bob</b> — life 17" in right.children[1].value
        assert "damage_dealt" in right.children[2].html.value
        assert "damage_dealt" not in left.children[2].html.value

    def test_the_stepper_fork_can_be_compared_with_the_main_game(self) -> None:
        stepper = stepper_for("first_combat.json")
        click(stepper, "Fork")
        mountain = next(k for label, k in only_choice(stepper).options
                        if label == "activate Mountain")
        only_choice(stepper).value = mountain
        click(stepper, "Answer")

        view = Compare(stepper.branches["main"], stepper.branches["branch 1"])
        table = compare_table(*view.games)
        assert table.loc["events", "differs"]
        assert not table.loc["Bob life", "differs"]

    def test_no_monarch_in_either_branch_is_not_a_difference(self) -> None:
        game = Game.load(BOARDS / "first_combat.json")
        table = compare_table(game, bolt_branch(game))
        assert not table.loc["monarch", "differs"]


# -- what the browser tests select on -------------------------------------------------------------
def test_the_app_carries_the_dom_classes_the_browser_tests_select_on() -> None:
    app = explorer_app()
    for css in ("mtg-stepper", "mtg-builder", "mtg-board-file", "mtg-load", "mtg-card-search",
                "mtg-add-card", "mtg-monarch", "mtg-start", "mtg-builder-message",
                "mtg-builder-summary", "mtg-next-decision", "mtg-next-step", "mtg-next-turn",
                "mtg-run-to", "mtg-undo", "mtg-fork", "mtg-branch", "mtg-message",
                "explorer-board-view", "mtg-decision", "mtg-answer", "mtg-timeline"):
        assert len(with_class(app, css)) == 1, css
    add_card(app.builder, "Court of Garenbrig")
    add_card(app.builder, "Grizzly Bears")
    app.builder.set_turn(1, "Bob", "end", monarch="Alice")
    click(app, "Start game")
    click(app, "Next turn")
    assert with_class(app, "mtg-option") == choices(app)  # the distribution's dropdown


# -- the whole ruling with no code ----------------------------------------------------------------
def test_court_of_garenbrig_with_no_code() -> None:
    """00_start_here's recipe: build the board from the card pool, step to Alice's upkeep,
    distribute the two counters, let the trigger resolve, and read the doubling (701.10e)."""
    app = explorer_app()
    builder = app.builder
    for card in ("Court of Garenbrig", "Grizzly Bears", "Llanowar Elves"):
        add_card(builder, card)  # player Alice and zone battlefield are the defaults
    builder.monarch.value = "Alice"
    builder.active.value = "Bob"
    builder.step.value = "end"
    click(app, "Start game")
    assert app.game is not None and where(app.game) == (1, "end")

    click(app, "Next turn")
    game = app.game
    assert game.pending is not None and where(game) == (2, "upkeep")
    assert "distribute 2" in shown(app.decision.title) and "601.2d" in shown(app.decision.title)
    split = only_choice(app)
    assert ("1 on Grizzly Bears, 1 on Llanowar Elves", COURT_SPLIT) in split.options
    split.value = COURT_SPLIT
    click(app, "Answer")
    click(app, "Next decision")  # Alice passes …
    click(app, "Next decision")  # … then Bob: the trigger resolves

    frame = app.timeline.frame()
    counters = frame[frame.event == "counters_added"]
    assert rows_of(counters, "target", "amount", "rule") == [
        ("grizzly-bears-1", 1, "122.6"),
        ("llanowar-elves-1", 1, "122.6"),
        ("grizzly-bears-1", 1, "701.10e"),  # Alice is the monarch: doubled
        ("llanowar-elves-1", 1, "701.10e"),
    ]
    assert [e.counter for e in events(game, "counters_added")] == ["+1/+1"] * 4
    assert "701.10e" in app.timeline.html.value
    assert game.permanent("grizzly-bears-1").counters == {"+1/+1": 2}
    assert app.board.value.count("2×+1/+1") == 2
    assert where(game) == (2, "upkeep")
