"""The board at a glance (issue 12): the HTML a notebook and the app show for a game — per
player and zone, cards as tiles with what is on them, tapped ones lying on their side, the
crown, who has priority, and the stack with its targets — named as people name them."""

from __future__ import annotations

from html.parser import HTMLParser

from helpers import board, library, pass_all, player

from explorer.game import Game


class _Board(HTMLParser):
    """Reads game_html back: per player, per zone, each tile's classes and text."""

    def __init__(self) -> None:
        super().__init__()
        self.players: dict[str, dict[str, list[tuple[str, str]]]] = {}
        self.heads: dict[str, str] = {}
        self.stack: list[str] = []
        self._player = self._zone = ""
        self._tile: list[str] | None = None
        self._tile_class = ""
        self._depth = 0
        self._tile_depth = 0
        self._in_head = self._in_li = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self._depth += 1
        cls = (a.get("class") or "").split()
        if "data-player" in a:
            self._player = str(a["data-player"])
            self.players[self._player] = {}
            self.heads[self._player] = ""
        if "data-zone" in a:
            self._zone = str(a["data-zone"])
            self.players[self._player][self._zone] = []
        if "head" in cls:
            self._in_head = True
        if self._tile is None and ("perm" in cls or "card" in cls):
            self._tile, self._tile_class, self._tile_depth = [], " ".join(cls), self._depth
        if tag == "li":
            self._in_li = True
            self.stack.append("")

    def handle_endtag(self, tag: str) -> None:
        if self._tile is not None and self._depth == self._tile_depth:
            self.players[self._player][self._zone].append((self._tile_class,
                                                           "".join(self._tile)))
            self._tile = None
        if tag == "div":
            self._in_head = False
        if tag == "li":
            self._in_li = False
        self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._tile is not None:
            self._tile.append(data)
        elif self._in_head:
            self.heads[self._player] += data
        if self._in_li:
            self.stack[-1] += data


def read(game: Game) -> _Board:
    parsed = _Board()
    parsed.feed(game._repr_html_())
    return parsed


def a_board() -> Game:
    return Game(board(
        player("Alice", battlefield=[
            {"card": "Grizzly Bears", "id": "bears", "tapped": True, "counters": {"+1/+1": 2}},
            {"card": "Rancor", "attached_to": "bears"}, "Forest"],
            graveyard=["Lightning Bolt"], hand=["Giant Growth"], mana_pool="G",
            library=library(3)),
        player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "elves"}],
               library=library(3)),
        active="Alice", monarch="Alice"))


def test_tiles_per_player_and_zone_with_what_is_on_them() -> None:
    shown = read(a_board())
    alice = shown.players["Alice"]
    assert alice["creatures"] == [("perm tapped", "Grizzly Bears · 6/4 · tapped · 2×+1/+1")]
    assert alice["lands"] == [("perm", "Forest")]
    # An Aura says what it enchants by name, not by id.
    assert alice["other"] == [("perm", "Rancor · on Grizzly Bears")]
    assert alice["graveyard"] == [("card", "Lightning Bolt")]
    assert shown.players["Bob"] == {"creatures": [("perm", "Llanowar Elves · 1/1")]}


def test_the_crown_and_priority_are_on_their_player() -> None:
    shown = read(a_board())
    assert "👑" in shown.heads["Alice"] and "priority" in shown.heads["Alice"]
    assert "👑" not in shown.heads["Bob"] and "priority" not in shown.heads["Bob"]

    game = a_board()
    game.apply({"do": "pass", "player": "Alice"})
    shown = read(game)
    assert "priority" in shown.heads["Bob"] and "priority" not in shown.heads["Alice"]


def test_the_stack_shows_top_first_with_its_targets_by_name() -> None:
    game = a_board()
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["elves"]})
    assert read(game).stack == ["Giant Growth → Llanowar Elves (Alice)"]
    pass_all(game)
    assert read(game).stack == []
    assert read(game).players["Bob"]["creatures"] == [("perm", "Llanowar Elves · 4/4")]


def test_a_permanent_that_just_came_under_its_controller_s_control_is_marked_sick() -> None:
    game = Game(board(player("Alice", hand=["Llanowar Elves"], mana_pool="G",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Llanowar Elves"})
    pass_all(game)
    assert read(game).players["Alice"]["creatures"] == [
        ("perm sick", "Llanowar Elves · 1/1 · sick")]


def test_a_long_graveyard_shows_its_newest_cards_and_counts_the_others() -> None:
    """A graveyard of hundreds of cards (turn 1,000 of the monarch board) would bury the board:
    its newest cards show, and one tile counts the earlier ones, naming them on hover."""
    older = ["Lightning Bolt"] * 3 + ["Giant Growth"] * 2
    newest = ["Forest", "Mountain", "Island", "Plains", "Swamp", "Grizzly Bears",
              "Llanowar Elves", "Hill Giant"]
    game = Game(board(player("Alice", graveyard=older + newest, library=library(3)),
                      player("Bob", library=library(3))))
    shown = read(game).players["Alice"]["graveyard"]
    assert shown == [("card more", "5 earlier")] + [("card", name) for name in newest]
    html = game._repr_html_()
    assert ('title="Lightning Bolt, Lightning Bolt, Lightning Bolt, Giant Growth, Giant Growth"'
            '>5 earlier<') in html
    assert "hand 0 · library 3 · graveyard 13" in html  # the count is of them all
