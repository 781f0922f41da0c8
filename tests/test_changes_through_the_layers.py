"""One shape for what a resolving spell or ability does to the objects it names (611.2):
"[what] [change and change …] [until end of turn]" — each change in its layer (613.1d type,
613.1e color, 613.1f abilities, 613.4b base power and toughness, 613.4c +N/+N), the objects
those there as it resolves (611.2c), and the effects ordered by timestamp within a layer
(613.7). Real cards, read from their Oracle text.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, one, pass_all, player, pool_reading
from test_save_exact import go_on, saved_and_loaded

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def two(alice: dict[str, object], bob: dict[str, object] | None = None) -> Game:
    return Game(board(player("Alice", library=library(3), **alice),
                      player("Bob", library=library(3), **(bob or {}))))


def cast(game: Game, card: str, *targets: str, who: str = "Alice") -> None:
    game.apply({"do": "cast", "player": who, "card": card, "targets": list(targets)})
    pass_all(game)


def activate(game: Game, ref: str, ability: int, *targets: str, **extra: object) -> None:
    game.apply({"do": "activate", "player": "Alice", "permanent": ref, "ability": ability,
                **({"targets": list(targets)} if targets else {}), **extra})
    pass_all(game)


def pt(game: Game, ref: str) -> tuple[int, int]:
    return game.power(ref), game.toughness(ref)


@pytest.mark.parametrize("name", ["Animate Land", "Mutavault", "Xathrid Slyblade",
                                  "Zhalfirin Shapecraft", "Waker of the Wilds",
                                  "Natural Affinity"])
def test_the_cards_compile_whole(name: str) -> None:
    assert POOL.get(name).compiled


class TestBasePowerAndToughness:
    def test_shapecraft_sets_base_power_and_toughness_under_the_counters(self) -> None:
        """613.4b: "Target creature has base power and toughness 4/3 until end of turn" sets
        the values of layer 7b; a +1/+1 counter still modifies them in 7c (613.4c): the Bears
        with a counter are 5/4. In the cleanup step they're 3/3 again (514.2)."""
        g = two({"battlefield": [{"card": "Grizzly Bears", "id": "bears",
                                  "counters": {"+1/+1": 1}}],
                 "hand": ["Zhalfirin Shapecraft"], "mana_pool": "UU"})
        cast(g, "Zhalfirin Shapecraft", "bears")

        made = one(g, "effect_created", target="bears")
        assert (made.rule, made.power, made.toughness) == ("613.4b", 4, 3)
        assert pt(g, "bears") == (5, 4)
        assert g.permanent("bears").is_creature  # it sets no type: still the creature it was
        g.apply({"do": "attack", "player": "Alice", "attackers": {}})
        g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert pt(g, "bears") == (3, 3)
        assert one(g, "effect_ended", target="bears").rule == "514.2"

    def test_the_later_timestamp_wins_in_layer_7b(self) -> None:
        """613.7: Mutavault becomes a 2/2 creature; Shapecraft after it makes it 4/3 (the later
        effect in 7b) while it stays a creature land with every creature type (layer 4 is
        untouched by the Shapecraft); activated again, the newest 2/2 wins."""
        g = two({"battlefield": [{"card": "Mutavault", "id": "vault"}],
                 "hand": ["Zhalfirin Shapecraft"], "mana_pool": "CCUU"})
        activate(g, "vault", 1)
        assert pt(g, "vault") == (2, 2)
        cast(g, "Zhalfirin Shapecraft", "vault")

        vault = g.permanent("vault")
        assert pt(g, "vault") == (4, 3)
        assert vault.is_creature and vault.is_type("Land") and "Elf" in vault.subtypes
        activate(g, "vault", 1)
        assert pt(g, "vault") == (2, 2)


class TestBecoming:
    def test_animate_land_makes_a_3_3_creature_that_is_still_a_forest(self) -> None:
        """205.1b: "that's still a land" — the Forest keeps its card type, its subtype and so
        its mana ability (305.6) while it is a 3/3 creature until end of turn."""
        g = two({"battlefield": [{"card": "Forest", "id": "forest"}],
                 "hand": ["Animate Land"], "mana_pool": "G"})
        cast(g, "Animate Land", "forest")

        forest = g.permanent("forest")
        assert forest.is_creature and forest.is_type("Land") and "Forest" in forest.subtypes
        assert pt(g, "forest") == (3, 3)
        assert one(g, "effect_created", target="forest").rule == "613.4b"
        g.apply({"do": "activate", "player": "Alice", "permanent": "forest", "ability": 0})
        assert g.mana_pool("Alice")["G"] == 1
        g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert not g.permanent("forest").is_creature

    def test_natural_affinity_animates_the_lands_there_as_it_resolves(self) -> None:
        """"All lands become 2/2 creatures until end of turn. They're still lands." — every
        land on the battlefield as it resolves, Bob's too; the Forest Alice plays after it is
        only a land (611.2c)."""
        g = two({"battlefield": [{"card": "Forest", "id": "forest"}, "Forest", "Forest"],
                 "hand": ["Natural Affinity", "Forest"], "mana_pool": "GGG"},
                {"battlefield": [{"card": "Island", "id": "island"}]})
        cast(g, "Natural Affinity")

        for ref in ("forest", "island"):
            land = g.permanent(ref)
            assert land.is_creature and land.is_type("Land") and pt(g, ref) == (2, 2)
        g.apply({"do": "play_land", "player": "Alice", "card": "Forest"})
        late = [o for o in g.state.battlefield if o.name == "Forest"][-1]
        assert late.is_type("Land") and not late.is_creature

    def test_mutavault_has_every_creature_type(self) -> None:
        """"with all creature types" (205.3m, layer 4): animated, Mutavault is an Elf, so
        Elvish Archdruid's "Other Elf creatures you control get +1/+1" gives it +1/+1."""
        g = two({"battlefield": [{"card": "Mutavault", "id": "vault"},
                                 {"card": "Elvish Archdruid", "id": "druid"}],
                 "mana_pool": "C"})
        assert not g.permanent("vault").is_creature
        activate(g, "vault", 1)

        assert pt(g, "vault") == (3, 3)
        made = one(g, "effect_created", target="vault")
        assert made.rider == "becomes a 2/2 creature with all creature types until end of turn"

    def test_waker_of_the_wilds_makes_a_lasting_elemental(self) -> None:
        """"That land becomes a 0/0 Elemental creature with haste. It's still a land." — no
        duration: it lasts (611.2a), so on the next turn the Forest is still a 2/2 Elemental
        with its two counters (122.1a), and it is saved and loaded as it is."""
        g = two({"battlefield": [{"card": "Waker of the Wilds", "id": "waker"},
                                 {"card": "Forest", "id": "forest"}],
                 "mana_pool": "GGGG"})
        activate(g, "waker", 0, "forest", x=2)

        forest = g.permanent("forest")
        assert forest.is_creature and forest.is_type("Land") and "Elemental" in forest.subtypes
        assert pt(g, "forest") == (2, 2) and "Haste" in g.keywords("forest")
        g.apply({"do": "attack", "player": "Alice", "attackers": {}})
        g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
        assert g.permanent("forest").is_creature and pt(g, "forest") == (2, 2)
        _, loaded = saved_and_loaded(g)
        assert loaded.permanent("forest").is_creature and pt(loaded, "forest") == (2, 2)
        go_on(g, loaded, [{"do": "pass_until", "turn": 2, "step": "draw"}])


class TestSavedAndLoaded:
    def test_mutavault_with_every_creature_type_is_saved_and_loaded(self) -> None:
        """A board file writes "all creature types" as one flag, not ~300 subtypes."""
        g = two({"battlefield": [{"card": "Mutavault", "id": "vault"}], "mana_pool": "C"})
        activate(g, "vault", 1)
        saved, loaded = saved_and_loaded(g)

        vault = [p for p in saved["players"][0]["battlefield"] if p.get("id") == "vault"][0]
        assert vault["becomes"]["all_creature_types"] is True
        assert "Elf" in loaded.permanent("vault").subtypes and pt(loaded, "vault") == (2, 2)

    def test_a_lasting_gain_and_type_change_is_saved_and_loaded(self) -> None:
        """"Target creature gains defender and becomes a colorless artifact in addition to its
        other types." (Xathrid Gorgon's words) — no duration: it lasts (611.2a); its base
        power and toughness are untouched, and a board file keeps all of it."""
        pool = pool_reading({"name": "Test Petrify", "type_line": "Sorcery", "mana_cost": "{U}",
                             "oracle_text": "Target creature gains defender and becomes a "
                                            "colorless artifact in addition to its other "
                                            "types."})
        g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                              hand=["Test Petrify"], mana_pool="U", library=library(3)),
                       player("Bob", library=library(3))), cards=pool)
        cast(g, "Test Petrify", "bears")
        bears = g.permanent("bears")
        assert bears.is_type("Artifact") and bears.is_creature and bears.colors == ()
        assert "Defender" in g.keywords("bears") and pt(g, "bears") == (2, 2)

        _, loaded = saved_and_loaded(g)
        again = loaded.permanent("bears")
        assert again.is_type("Artifact") and again.colors == () and "Bear" in again.subtypes
        assert "Defender" in loaded.keywords("bears")

    def test_becoming_a_type_without_in_addition_replaces_the_types(self) -> None:
        """205.1a: "Target creature becomes a 4/4 Dragon artifact creature until end of
        turn." — an artifact creature, a Dragon and no longer a Bear (its other creature
        types are replaced); 205.1a keeps supertypes."""
        pool = pool_reading({"name": "Test Dragonform", "type_line": "Instant",
                             "mana_cost": "{U}", "oracle_text": "Target creature becomes a 4/4 "
                             "Dragon artifact creature with flying until end of turn."})
        g = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                              hand=["Test Dragonform"], mana_pool="U", library=library(3)),
                       player("Bob", library=library(3))), cards=pool)
        cast(g, "Test Dragonform", "bears")

        bears = g.permanent("bears")
        assert bears.is_type("Artifact") and bears.is_creature
        assert bears.subtypes == ("Dragon",) and pt(g, "bears") == (4, 4)
        assert "Flying" in g.keywords("bears")


class TestLosingAndGaining:
    def test_slyblade_loses_hexproof_and_gains_first_strike_and_deathtouch(self) -> None:
        """Xathrid Slyblade: "Until end of turn, this creature loses hexproof and gains first
        strike and deathtouch." — two layer-6 changes in the order written (613.7): Bob may
        target it with Lightning Bolt after (702.11b no longer stops him)."""
        g = two({"battlefield": [{"card": "Xathrid Slyblade", "id": "blade"}],
                 "mana_pool": "BBBB"}, {"hand": ["Lightning Bolt"], "mana_pool": "R"})
        g.apply({"do": "activate", "player": "Alice", "permanent": "blade", "ability": 0})
        g.apply({"do": "pass"})
        with pytest.raises(IllegalAction) as refused:  # hexproof until it resolves
            g.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                     "targets": ["blade"]})
        assert refused.value.rule.startswith("702.11")
        g.apply({"do": "pass"})  # the ability resolves

        made = events(g, "effect_created", target="blade")
        assert [(e.rule, e.rider, e.keywords) for e in made] == [
            ("613.1f", "loses hexproof", None),
            ("613.1f", None, ("First strike", "Deathtouch"))]
        assert set(g.keywords("blade")) == {"First strike", "Deathtouch"}
        g.apply({"do": "pass"})
        cast(g, "Lightning Bolt", "blade", who="Bob")
        assert one(g, "zone_changed", target="blade").to_zone == "graveyard"


def test_a_becoming_the_grammar_cant_read_refuses_the_card_naming_it() -> None:
    """"an X/X green Plant creature …, where X is …" isn't read: the card is refused naming the
    sentence, not compiled without it."""
    compiled = POOL.compile({
        "name": "Cactus Preserve", "mana_cost": "", "type_line": "Land", "colors": [],
        "keywords": [], "oracle_text": "{T}: Add {C}.\n{3}: Until end of turn, this land becomes "
        "an X/X green Plant creature with reach, where X is the greatest mana value among your "
        "commanders."})
    assert compiled.card is None
    assert "this land becomes an X/X green Plant creature" in str(compiled.refused)
