"""Mentor (702.134a) and reinforce (702.77a), read as the abilities they stand for.

Mentor means "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
with power less than this creature's power." The target must have less power as the ability
is put on the stack (603.3d) and still as it resolves (608.2b). Reinforce N—[cost] means
"[Cost], Discard this card: Put N +1/+1 counters on target creature." — an ability that works
from its owner's hand (113.6), so it can be used whenever its owner has priority."""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, to_attackers
from mana_helpers import activate

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def attack_with(side: list[dict[str, str]], **alice: object) -> Game:
    lands = [{"card": "Forest", "id": "forest"}]
    game = Game(board(player("Alice", battlefield=side + lands, library=library(5), **alice),
                      player("Bob", library=library(5))))
    to_attackers(game)
    game.apply({"do": "attack", "player": "Alice",
                "attackers": {o["id"]: "Bob" for o in side}})
    return game


class TestMentor:
    def test_the_weaker_attacker_gets_the_counter(self) -> None:
        """Sunhome Stalwart (2/2) attacks with Llanowar Elves (1/1) and Grizzly Bears (2/2):
        only the Elves has less power, so it is the only target offered and gets the
        counter."""
        assert POOL.get("Sunhome Stalwart").compiled
        game = attack_with([{"card": "Sunhome Stalwart", "id": "mentor"},
                            {"card": "Llanowar Elves", "id": "elves"},
                            {"card": "Grizzly Bears", "id": "bears"}])
        trigger = one(game, "ability_triggered", source="Sunhome Stalwart")
        assert trigger.rule == "603.2"
        chosen = one(game, "decision_made", decision="targets")
        assert (chosen.choice, chosen.chosen_by, chosen.rule) == ("elves", "only choice",
                                                                 "603.3d")
        pass_all(game)
        assert one(game, "counters_added", target="elves").rule == "122.6"
        assert game.find_permanent("elves").counters == {"+1/+1": 1}
        assert (game.power("elves"), game.toughness("elves")) == (2, 2)

    def test_no_attacker_with_less_power_means_no_ability(self) -> None:
        """With only an attacker of equal power, there is no legal target: the ability is
        removed as it would be put on the stack (603.3d)."""
        game = attack_with([{"card": "Sunhome Stalwart", "id": "mentor"},
                            {"card": "Grizzly Bears", "id": "bears"}])
        assert one(game, "ability_removed", source="Sunhome Stalwart").rule == "603.3d"
        assert events(game, "counters_added") == []

    def test_a_target_pumped_to_equal_power_makes_it_fail(self) -> None:
        """Giant Growth on the Elves in response: as mentor resolves, its target no longer has
        less power, so the ability doesn't resolve (608.2b) and no counter is put."""
        game = attack_with([{"card": "Sunhome Stalwart", "id": "mentor"},
                            {"card": "Llanowar Elves", "id": "elves"}],
                           hand=["Giant Growth"])
        game.apply({"do": "activate", "player": "Alice", "permanent": "forest"})
        game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth",
                    "targets": ["elves"]})
        pass_all(game)  # Giant Growth resolves: the Elves is a 4/4
        pass_all(game)
        assert events(game, "counters_added") == []
        removed = [e for e in game.log if e.event in ("ability_removed", "spell_removed")
                   and e.source == "Sunhome Stalwart"]
        assert [e.rule for e in removed] == ["608.2b"]

    def test_pumped_mentor_can_teach_a_creature_of_its_printed_power(self) -> None:
        """Goblin Banneret is a 1/1: pumped to 3/1 before combat, it can mentor a 2/2."""
        assert POOL.get("Goblin Banneret").compiled
        game = Game(board(player("Alice", battlefield=[
            {"card": "Goblin Banneret", "id": "banneret"},
            {"card": "Grizzly Bears", "id": "bears"}], mana_pool="RC", library=library(5)),
            player("Bob", library=library(5))))
        activate(game, "Alice", "banneret")
        pass_all(game)
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice",
                    "attackers": {"banneret": "Bob", "bears": "Bob"}})
        pass_all(game)  # the only target is chosen for Alice
        assert game.find_permanent("bears").counters == {"+1/+1": 1}


class TestReinforce:
    def test_mosquito_guard_is_discarded_to_put_a_counter(self) -> None:
        """{1}{W}, Discard this card: the card goes to the graveyard as the cost is paid; the
        counter comes as the ability resolves."""
        assert POOL.get("Mosquito Guard").compiled
        game = Game(board(player("Alice", hand=["Mosquito Guard"], mana_pool="WC",
                                 battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(3)),
                          player("Bob", library=library(3))))
        guard = game.state.player("Alice").hand[0].handle
        activate(game, "Alice", guard, targets=["bears"])
        assert one(game, "ability_activated").ability == "Reinforce 1—{1}{W}"
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Mosquito Guard"]
        pass_all(game)
        assert game.find_permanent("bears").counters == {"+1/+1": 1}

    def test_hunting_triad_reinforces_at_instant_speed_in_combat(self) -> None:
        """A sorcery's reinforce is an activated ability: Bob uses it during Alice's combat,
        on his blocker."""
        assert POOL.get("Hunting Triad").compiled
        game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                                 library=library(3)),
                          player("Bob", hand=["Hunting Triad"],
                                 battlefield=[{"card": "Llanowar Elves", "id": "elves"},
                                              *({"card": "Forest", "id": f"forest{k}"}
                                                for k in range(4))],
                                 library=library(3))))
        to_attackers(game)
        game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
        game.apply({"do": "block", "player": "Bob", "blockers": {"elves": "bears"}})
        game.apply({"do": "pass", "player": "Alice"})
        for k in range(4):
            game.apply({"do": "activate", "player": "Bob", "permanent": f"forest{k}"})
        triad = game.state.player("Bob").hand[0].handle
        activate(game, "Bob", triad, targets=["elves"])
        pass_all(game)
        assert game.find_permanent("elves").counters == {"+1/+1": 3}
        game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert [c.name for c in game.state.player("Alice").graveyard] == ["Grizzly Bears"]

    def test_reinforce_works_only_from_the_hand(self) -> None:
        game = Game(board(player("Alice", battlefield=[{"card": "Mosquito Guard", "id": "guard"}],
                                 mana_pool="WC", library=library(3)),
                          player("Bob", library=library(3))))
        with pytest.raises(IllegalAction) as refused:
            activate(game, "Alice", "guard", targets=["guard"])
        assert refused.value.rule == "602.1"
        assert game.find_permanent("guard").counters == {}
