"""Triggered abilities a static ability grants (613.1f, layer 6): 'Sliver creatures you control
have "Whenever this creature attacks, it deals 1 damage to any target."' (Thorncaster Sliver)
and a keyword that stands for a triggered ability, "Auras you control have exalted." (Xenk,
Paladin Unbroken; 702.83a). The ability is each affected permanent's own: it triggers for
whatever the static ability applies to as the event happens (611.3a), that permanent being its
source."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def two(alice: dict[str, object], bob: dict[str, object] | None = None) -> Game:
    return Game(board(player("Alice", library=library(3), **alice),
                      player("Bob", library=library(3), **(bob or {}))))


def attack(g: Game, *attackers: str) -> None:
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    g.apply({"do": "attack", "player": "Alice", "attackers": dict.fromkeys(attackers, "Bob")})


def test_the_cards_compile_whole() -> None:
    assert POOL.get("Thorncaster Sliver").compiled
    assert POOL.get("Xenk, Paladin Unbroken").compiled


class TestExaltedOnAuras:
    def xenk(self) -> Game:
        return two({"battlefield": ["Xenk, Paladin Unbroken",
                                    {"card": "Grizzly Bears", "id": "bears"},
                                    {"card": "Llanowar Elves", "id": "elves"},
                                    {"card": "Unholy Strength", "attached_to": "bears"},
                                    {"card": "Forest", "id": "forest"},
                                    {"card": "Wild Growth", "id": "growth",
                                     "attached_to": "forest"}]})

    def test_each_aura_s_exalted_triggers_when_a_creature_attacks_alone(self) -> None:
        """702.83b: each instance triggers separately — the two Auras each have exalted, so
        the Bears attacking alone (506.5) get +1/+1 twice: 2/2, +2/+1 from Unholy Strength,
        +2/+2 = 6/5. Xenk itself has no exalted (it isn't an Aura)."""
        g = self.xenk()
        attack(g, "bears")

        fired = events(g, "ability_triggered")
        assert sorted(e.source for e in fired) == ["Unholy Strength", "Wild Growth"]
        assert all(e.rule == "603.2" for e in fired)
        g.apply({"do": "choose", "player": "Alice", "order": ["0", "1"]})  # 603.3b
        pass_all(g)
        pass_all(g)
        assert (g.power("bears"), g.toughness("bears")) == (6, 5)
        assert "Exalted" in g.keywords("growth") and "Exalted" not in g.keywords("bears")

    def test_two_attackers_trigger_no_exalted(self) -> None:
        """506.5: a creature attacks alone only if it is the only one declared."""
        g = self.xenk()
        attack(g, "bears", "elves")

        assert events(g, "ability_triggered") == []


class TestAGrantedAttackTrigger:
    def test_a_sliver_that_attacks_has_the_ability_and_is_its_source(self) -> None:
        """Diffusion Sliver has "Whenever this creature attacks, it deals 1 damage to any
        target." from Thorncaster Sliver: it triggers for the Diffusion Sliver (its source),
        which deals the damage; Bob's life goes 20 → 19."""
        g = two({"battlefield": ["Thorncaster Sliver",
                                 {"card": "Diffusion Sliver", "id": "diffusion"}]})
        attack(g, "diffusion")

        fired = events(g, "ability_triggered")
        assert [e.source for e in fired] == ["Diffusion Sliver"]
        assert g.pending is not None and g.pending.kind == "targets"
        g.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
        pass_all(g)
        dealt = events(g, "damage_dealt")
        assert [(e.source, e.target, e.amount) for e in dealt] == [("Diffusion Sliver", "Bob", 1)]

    def test_a_creature_it_doesnt_describe_has_no_such_ability(self) -> None:
        """611.3a: only Slivers Alice controls — her Grizzly Bears attacking trigger nothing."""
        g = two({"battlefield": ["Thorncaster Sliver", {"card": "Grizzly Bears", "id": "bears"}]})
        attack(g, "bears")

        assert events(g, "ability_triggered") == []


def test_a_granted_ability_the_rules_look_for_on_the_card_is_refused_by_name() -> None:
    """A granted "When this creature dies" would have to look back (603.10a) at the static
    ability as the creature left: not read yet, so the card is refused naming the sentence."""
    compiled = POOL.compile({
        "name": "Test Grant Dies", "mana_cost": "{1}", "type_line": "Enchantment",
        "colors": [], "keywords": [],
        "oracle_text": 'Creatures you control have "When this creature dies, draw a card."'})
    assert compiled.card is None
    assert "have \"When this creature dies" in str(compiled.refused)


def test_an_equipment_gives_a_bonus_and_a_quoted_triggered_ability() -> None:
    """'Equipped creature gets +1/+0 and has "Whenever this creature attacks, you gain 1
    life."' — layer 7c and layer 6 (613.1f): the Bears are 3/2 and, attacking, trigger the
    ability as its source; Alice gains 1 life. Unequipped creatures don't have it."""
    pool = pool_reading({"name": "Test Quoted Sword", "type_line": "Artifact — Equipment",
                         "mana_cost": "{2}", "keywords": ["Equip"],
                         "oracle_text": 'Equipped creature gets +1/+0 and has "Whenever this '
                                        'creature attacks, you gain 1 life."\nEquip {2}'})
    g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                                {"card": "Llanowar Elves", "id": "elves"},
                                                {"card": "Test Quoted Sword",
                                                 "attached_to": "bears"}],
                          library=library(3)),
                   player("Bob", library=library(3))), cards=pool)
    assert (g.power("bears"), g.toughness("bears")) == (3, 2)
    attack(g, "bears", "elves")

    assert [e.source for e in events(g, "ability_triggered")] == ["Grizzly Bears"]
    pass_all(g)
    assert g.state.player("Alice").life == 21
