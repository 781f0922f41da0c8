"""Earthbend (701.66a), the keyword action of the Avatar cards: "Earthbend N" means "Target land
you control becomes a 0/0 land creature with haste in addition to its other types. Put N +1/+1
counters on it. When that land dies or is put into exile, return it to the battlefield tapped
under your control." Usable in any effect: an enter trigger (Badgermole Cub), a spell
(Earthbending Lesson), an activated ability (Ba Sing Se), twice in a row (Dai Li Agents)."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def lesson_game(**bob: Any) -> Game:
    """Alice holds Earthbending Lesson with her Forest (the land to bend) and four Swamps."""
    return Game(board(
        player("Alice", hand=["Earthbending Lesson"], mana_pool="GCCC", library=library(5),
               battlefield=[{"card": "Forest", "id": "forest"}]),
        player("Bob", library=library(5), **bob)))


def bend(game: Game) -> None:
    game.apply({"do": "cast", "player": "Alice", "card": "Earthbending Lesson",
                "targets": ["forest"]})
    pass_all(game)


def murder_it(game: Game, target: str = "forest") -> None:
    """Bob kills the land creature at instant speed, and both players let it resolve."""
    game.apply({"do": "pass", "player": "Alice"})
    game.apply({"do": "cast", "player": "Bob", "card": "Murder", "targets": [target]})
    pass_all(game)


class TestTheLandBecomesACreature:
    def test_earthbending_lesson_makes_a_hasty_four_four_that_is_still_a_land(self) -> None:
        assert POOL.get("Earthbending Lesson").compiled
        game = lesson_game()
        bend(game)
        forest = game.find_permanent("forest")
        assert forest.is_type("Land") and forest.is_creature
        assert (game.power("forest"), game.toughness("forest")) == (4, 4)
        assert "Haste" in game.keywords("forest")
        became = one(game, "effect_created", target="forest", rule="701.66a")
        assert (became.power, became.toughness, became.keywords) == (0, 0, ("Haste",))
        assert one(game, "counters_added", target="forest").amount == 4
        assert one(game, "effect_created", target="forest", rule="603.7a").player == "Alice"

    def test_it_stays_a_creature_after_the_turn_ends(self) -> None:
        """Unlike "until end of turn", the effect lasts as long as the land stays (the cleanup
        step doesn't end it, 514.2)."""
        game = lesson_game()
        bend(game)
        game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert game.find_permanent("forest").is_creature
        assert (game.power("forest"), game.toughness("forest")) == (4, 4)
        assert events(game, "effect_ended", target="forest") == []

    def test_it_taps_for_mana_and_attacks_the_turn_it_was_bent(self) -> None:
        """Still a land with its mana ability, and haste lets it attack at once (702.10b)."""
        game = lesson_game()
        bend(game)
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        game.apply({"do": "attack", "player": "Alice", "attackers": {"forest": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert game.state.player("Bob").life == 16


class TestItComesBack:
    def test_killed_it_returns_tapped_as_a_plain_land(self) -> None:
        """It dies: the delayed ability triggers (603.7b), and the land returns tapped — a new
        object (400.7): not a creature, no counters, no haste."""
        game = lesson_game(hand=["Murder"], mana_pool="BBC")
        bend(game)
        murder_it(game)
        trigger = one(game, "ability_triggered", rule="603.7b")
        assert (trigger.player, trigger.source) == ("Alice", "Earthbending Lesson")
        pass_all(game)
        back = [e for e in events(game, "zone_changed", target="forest")
                if e.to_zone == "battlefield"]
        assert [(e.from_zone, e.rule) for e in back] == [("graveyard", "701.66a")]
        forest = game.find_permanent("forest")
        assert forest.tapped and not forest.is_creature and forest.counters == {}
        assert forest.controller == "Alice"

    def test_exiled_it_returns_too(self) -> None:
        game = lesson_game(hand=["Path to Exile"], mana_pool="W")
        bend(game)
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Path to Exile",
                    "targets": ["forest"]})
        pass_all(game)
        game.apply({"do": "choose", "player": "Alice", "option": "don't"})  # no basic land
        pass_all(game)
        assert game.find_permanent("forest").tapped
        assert game.state.player("Alice").exile == ()

    def test_returned_to_hand_it_stays_there(self) -> None:
        """Only dying or being exiled brings it back: bounced, no ability triggers."""
        game = lesson_game(hand=["Unsummon"], mana_pool="U")
        bend(game)
        game.apply({"do": "pass", "player": "Alice"})
        game.apply({"do": "cast", "player": "Bob", "card": "Unsummon", "targets": ["forest"]})
        pass_all(game)
        assert events(game, "ability_triggered", rule="603.7b") == []
        assert [c.name for c in game.state.player("Alice").hand] == ["Forest"]

    def test_a_saved_game_keeps_the_promise_and_the_ability_on_the_stack(self) -> None:
        """The earthbent land's return is saved with it (board field earthbent), and once it
        has triggered, on the stack (ability "earthbend")."""
        game = lesson_game(hand=["Murder"], mana_pool="BBC")
        bend(game)
        saved = game.to_board()
        entry = next(p for p in saved["players"][0]["battlefield"] if p["id"] == "forest")
        assert entry["earthbent"] == [{"by": "Alice", "source": "Earthbending Lesson"}]
        assert entry["becomes"]["until"] == "it leaves the battlefield"
        again = Game(saved)
        murder_it(again)
        on_stack = again.to_board()["stack"]
        assert [e["ability"] for e in on_stack] == ["earthbend"]
        third = Game(again.to_board())
        pass_all(third)
        assert third.find_permanent("forest").tapped
        assert not third.find_permanent("forest").is_creature


class TestEarthbendAnywhere:
    def test_badgermole_cub_bends_as_it_enters(self) -> None:
        assert POOL.get("Badgermole Cub").compiled
        game = Game(board(player("Alice", hand=["Badgermole Cub"], mana_pool="GC",
                                 battlefield=[{"card": "Forest", "id": "forest"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": "Badgermole Cub"})
        pass_all(game)
        pass_all(game)  # the enter trigger, its only target chosen for Alice
        assert (game.power("forest"), game.toughness("forest")) == (1, 1)

    def test_ba_sing_se_bends_itself_as_a_sorcery(self) -> None:
        assert POOL.get("Ba Sing Se").compiled
        game = Game(board(player("Alice", mana_pool="GCC", library=library(3),
                                 battlefield=[{"card": "Ba Sing Se", "id": "city"}]),
                          player("Bob", library=library(3))))
        game.apply({"do": "activate", "player": "Alice", "permanent": "city", "ability": 1,
                    "targets": ["city"]})
        pass_all(game)
        city = game.find_permanent("city")
        assert city.tapped and city.is_creature
        assert (game.power("city"), game.toughness("city")) == (2, 2)

    def test_dai_li_agents_bend_one_land_twice_and_it_returns_once(self) -> None:
        """Each "earthbend" has its own target, which may be the same land: it gets both
        counters and both delayed abilities; when it dies, the first to resolve returns it,
        and the second finds it gone from the graveyard (400.7)."""
        assert POOL.get("Dai Li Agents").compiled
        game = Game(board(player("Alice", hand=["Dai Li Agents"], mana_pool="BGCCC",
                                 battlefield=[{"card": "Forest", "id": "forest"},
                                              {"card": "Swamp", "id": "swamp"}],
                                 library=library(3)),
                          player("Bob", hand=["Murder"], mana_pool="BBC", library=library(3))))
        game.apply({"do": "cast", "player": "Alice", "card": "Dai Li Agents"})
        pass_all(game)
        assert game.pending is not None and game.pending.kind == "targets"
        game.apply({"do": "choose", "player": "Alice", "targets": ["forest"]})
        game.apply({"do": "choose", "player": "Alice", "targets": ["forest"]})
        pass_all(game)
        assert (game.power("forest"), game.toughness("forest")) == (2, 2)
        murder_it(game)
        assert len(events(game, "ability_triggered", rule="603.7b")) == 2
        pass_all(game)
        pass_all(game)
        assert one(game, "effect_skipped", rule="400.7").source == "Dai Li Agents"
        assert game.find_permanent("forest").tapped


def test_an_until_end_of_turn_animation_overrides_it_then_it_applies_again() -> None:
    """Faerie Conclave earthbent (a 0/0 with four counters) becomes a 2/1 blue Faerie with flying
    until end of turn: the later effect sets its base power and toughness (613.7), 6/5 with the
    counters; the saved game keeps both; after the cleanup step it is the earthbent 4/4 again."""
    game = Game(board(
        player("Alice", hand=["Earthbending Lesson"], mana_pool="GCCCUC", library=library(5),
               battlefield=[{"card": "Faerie Conclave", "id": "conclave"}]),
        player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Earthbending Lesson",
                "targets": ["conclave"]})
    pass_all(game)
    game.apply({"do": "activate", "player": "Alice", "permanent": "conclave", "ability": 1})
    pass_all(game)
    assert (game.power("conclave"), game.toughness("conclave")) == (6, 5)
    assert "Flying" in game.keywords("conclave")
    saved = game.to_board()
    becomes = next(p for p in saved["players"][0]["battlefield"]
                   if p["id"] == "conclave")["becomes"]
    assert "until" not in becomes and becomes["under"]["until"] == "it leaves the battlefield"
    again = Game(saved)
    again.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert again.pending is not None and again.pending.kind == "attackers"  # it could attack
    again.apply({"do": "attack", "player": "Alice", "attackers": {}})
    again.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    assert one(again, "effect_ended", target="conclave").rule == "514.2"
    assert (again.power("conclave"), again.toughness("conclave")) == (4, 4)
    assert again.find_permanent("conclave").is_creature
    assert "Flying" not in again.keywords("conclave")


def test_dai_li_agents_drain_for_each_creature_with_counters() -> None:
    """"Whenever this creature attacks, each opponent loses X life and you gain X life, where X
    is the number of creatures you control with +1/+1 counters on them." — two bent lands."""
    game = Game(board(
        player("Alice", library=library(5), battlefield=[
            {"card": "Dai Li Agents", "id": "agents"},
            {"card": "Forest", "id": "f1", "counters": {"+1/+1": 1},
             "becomes": {"power": 0, "toughness": 0, "keywords": ["Haste"],
                         "until": "it leaves the battlefield"}},
            {"card": "Forest", "id": "f2", "counters": {"+1/+1": 1},
             "becomes": {"power": 0, "toughness": 0, "keywords": ["Haste"],
                         "until": "it leaves the battlefield"}},
            {"card": "Grizzly Bears", "id": "bears"}]),
        player("Bob", library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"agents": "Bob"}})
    pass_all(game)
    assert game.state.player("Bob").life == 18 and game.state.player("Alice").life == 22
