"""Soulshift (702.46a) and modular (702.43a), read as the abilities the rules say they stand
for, from the cards' own keyword lines. Each test reads like a ruling."""

from __future__ import annotations

from helpers import board, events, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def compiled(name: str) -> None:
    assert POOL.get(name).compiled, name


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


def bolt(game: Game, target: str) -> None:
    """Alice's Lightning Bolt at ``target``, resolved."""
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": [target]})
    pass_all(game)


def alice(**zones: object) -> Game:
    zones.setdefault("library", library(3))
    hand = list(zones.pop("hand", []))  # type: ignore[call-overload]
    return Game(board(player("Alice", hand=["Lightning Bolt", *hand], mana_pool="R", **zones),
                      player("Bob", library=library(3))))


class TestSoulshift:
    """Kami of Lunacy: "Soulshift 5 (When this creature dies, you may return target Spirit card
    with mana value 5 or less from your graveyard to your hand.)" """

    def test_when_it_dies_a_spirit_card_of_mana_value_five_or_less_returns(self) -> None:
        compiled("Kami of Lunacy")
        game = alice(battlefield=["Kami of Lunacy"],
                     graveyard=["Clarion Spirit", "Defenestrated Phantom", "Grizzly Bears"])

        bolt(game, "Kami of Lunacy")  # 4/1: dies; Clarion Spirit is the one legal target
        assert one(game, "ability_triggered").source == "Kami of Lunacy"
        pass_all(game)
        choose(game, "Alice", "do it")

        assert names(game.state.player("Alice").hand) == ["Clarion Spirit"]
        assert "Kami of Lunacy" in names(game.state.player("Alice").graveyard)

    def test_a_spirit_of_mana_value_six_is_no_legal_target(self) -> None:
        """Defenestrated Phantom's mana value is 6: with no legal target the ability is
        removed from the stack as it would be put there (603.3d)."""
        game = alice(battlefield=["Kami of Lunacy"], graveyard=["Defenestrated Phantom"])

        bolt(game, "Kami of Lunacy")

        assert one(game, "ability_removed").rule == "603.3d"
        assert names(game.state.player("Alice").hand) == []

    def test_it_cant_return_itself_with_mana_value_six(self) -> None:
        """It is a Spirit card in its owner's graveyard by the time the ability is put on the
        stack, with mana value 6 — too much for soulshift 5: not a legal target."""
        game = alice(battlefield=["Kami of Lunacy"])

        bolt(game, "Kami of Lunacy")

        assert one(game, "ability_removed").rule == "603.3d"


class TestModular:
    """Arcbound Worker: "Modular 1 (This creature enters with a +1/+1 counter on it. When it
    dies, you may put its +1/+1 counters on target artifact creature.)" """

    def test_it_enters_with_a_counter(self) -> None:
        compiled("Arcbound Worker")
        game = Game(board(player("Alice", hand=["Arcbound Worker"], mana_pool="C",
                                 library=library(3)), player("Bob", library=library(3))))

        game.apply({"do": "cast", "player": "Alice", "card": "Arcbound Worker"})
        pass_all(game)

        worker = game.find_permanent("Arcbound Worker")
        assert worker.counters == {"+1/+1": 1}
        assert one(game, "counters_added").amount == 1

    def test_when_it_dies_its_counters_as_it_last_existed_go_to_an_artifact_creature(
            self) -> None:
        """The number of counters is the number it had as it left the battlefield (603.10a),
        not the number after modular: three here. Grizzly Bears isn't an artifact: Ornithopter
        is the one legal target."""
        game = alice(battlefield=[{"card": "Arcbound Worker", "counters": {"+1/+1": 3}},
                                  "Ornithopter", "Grizzly Bears"])

        bolt(game, "Arcbound Worker")  # 3/3: dies
        pass_all(game)
        choose(game, "Alice", "do it")

        assert game.find_permanent("Ornithopter").counters == {"+1/+1": 3}
        assert game.find_permanent("Grizzly Bears").counters == {}

    def test_its_controller_may_decline(self) -> None:
        game = alice(battlefield=[{"card": "Arcbound Worker", "counters": {"+1/+1": 1}},
                                  "Ornithopter"])

        bolt(game, "Arcbound Worker")
        pass_all(game)
        choose(game, "Alice", "don't")

        assert game.find_permanent("Ornithopter").counters == {}
        assert [e.target for e in events(game, "counters_added")] == []
