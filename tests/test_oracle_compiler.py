"""The Oracle compiler: every card the explorer plays is read from its own text, an ability is
never dropped, and a card it can't read is refused with the exact sentence."""

from __future__ import annotations

from typing import Any

import pytest

from explorer.cards import build_pool, default_pool
from explorer.cards.model import oracle_abilities
from explorer.errors import BoardError
from explorer.oracle import compile_card
from explorer.oracle.text import sentences

POOL = default_pool()

# Every card the first wave declared by hand in Python: each now compiles from its text.
FIRST_WAVE = [
    "Birds of Paradise", "Bond Beetle", "Chalice of the Void", "Cloudshift", "Contamination",
    "Court of Garenbrig", "Craw Wurm", "Custodi Lich", "Dark Ritual", "Doubling Season",
    "Eldrazi Temple", "Endless One", "Exotic Orchard", "Fellwar Stone", "Food Chain", "Forest",
    "Gaea's Cradle", "Giant Growth", "Gilded Lotus", "Grizzly Bears", "Hangarback Walker",
    "Hardened Scales", "Heartbeat of Spring", "Hill Giant", "Island", "Lightning Bolt",
    "Llanowar Elves", "Mana Flare", "Mana Reflection", "Mana Vault", "Marchesa's Emissary",
    "Mountain", "Nyxbloom Ancient", "Palace Jailer", "Pili-Pala", "Plains",
    "Protector of the Crown", "Pyretic Ritual", "Queen Marchesa", "Raging Goblin",
    "Reflecting Pool", "Regal Behemoth", "Silvercoat Lion", "Skyline Despot", "Sol Ring",
    "Swamp", "Thorn of the Black Rose", "Throne of the High City", "Utopia Sprawl", "Wastes",
    "Wild Growth", "Zendikar Resurgent",
]


@pytest.mark.parametrize("name", FIRST_WAVE)
def test_every_first_wave_card_is_compiled_from_its_text(name: str) -> None:
    card = POOL.get(name)

    assert card.compiled
    assert POOL.compiled[name].refused is None


def land(name: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "type_line": "Land", "mana_cost": "", "cmc": 0, "colors": [],
            "keywords": [], "oracle_text": text, **more}


class TestHonestRefusal:
    def test_a_card_is_refused_with_the_first_sentence_it_cant_read(self) -> None:
        result = compile_card(land("Test Bazaar", "{T}: Add {C}.\n{T}: Look at target player's "
                                                  "hand. Draw a card."))

        assert result.card is None
        assert result.refused == "{T}: Look at target player's hand."
        assert [r.printed for r in result.readings] == ["{T}: Add {C}."]

    def test_the_pool_says_why_a_card_cant_be_played(self) -> None:
        """Chrome Mox's imprint ability isn't in the grammar: the card isn't playable, and the
        error names that sentence."""
        with pytest.raises(BoardError) as refused:
            POOL.get("Chrome Mox")

        assert "you may exile a nonartifact, nonland card from your hand" in str(refused.value)

    def test_an_initial_in_a_name_does_not_end_a_sentence(self) -> None:
        """"When J. Jonah Jameson enters, …": the period after an initial is part of the name,
        so a card named so compiles, and one refused is refused with its whole sentence."""
        def herald(text: str) -> dict[str, Any]:
            return {"name": "A. Test Herald", "type_line": "Legendary Creature — Human",
                    "mana_cost": "{2}", "oracle_text": text, "power": "2", "toughness": "2",
                    "keywords": []}

        read = compile_card(herald("When A. Test Herald enters, draw a card."))
        refused = compile_card(herald("When A. Test Herald enters, look at target player's "
                                      "hand. Draw a card."))

        assert read.card is not None
        assert refused.refused == "When A. Test Herald enters, look at target player's hand."

    def test_the_variable_x_before_a_period_still_ends_a_sentence(self) -> None:
        """Kaervek's Purge: "… with mana value X. If that creature dies this way, …" are two
        sentences (107.3: X is a variable, not an initial)."""
        assert sentences("Destroy target creature with mana value X. If that creature dies this "
                         "way, draw a card.") == ["Destroy target creature with mana value X.",
                                                  "If that creature dies this way, draw a card."]

    def test_an_unimplemented_keyword_is_named(self) -> None:
        result = compile_card({"name": "Test Knight", "type_line": "Creature — Knight",
                               "oracle_text": "Banding", "keywords": ["Banding"],
                               "power": "2", "toughness": "2"})

        assert result.card is None
        assert "Banding" in result.why

    def test_a_card_with_faces_is_refused_saying_so(self) -> None:
        result = compile_card({"name": "Fire // Ice", "card_faces": [{"name": "Fire"},
                                                                     {"name": "Ice"}]})

        assert result.card is None and "face" in result.why


class TestExplain:
    def test_explain_names_each_ability_s_templates_and_rule_modules(self) -> None:
        text = POOL.explain("Court of Garenbrig")

        assert "'~ enters'  (603.6a, explorer.rules.triggers)" in text
        assert "'you become the monarch'  (724.3, explorer.rules.monarch)" in text
        assert "(601.2d, explorer.rules.counters)" in text
        assert "(701.10e, explorer.rules.counters)" in text

    def test_explain_shows_the_sentence_a_refused_card_stops_at(self) -> None:
        text = POOL.explain("Chrome Mox")

        assert "not playable yet" in text
        assert ("can't read: 'Imprint — When Chrome Mox enters, you may exile a nonartifact, "
                "nonland card from your hand.'") in text


class TestNothingDropped:
    def test_each_compiled_card_implements_exactly_its_printed_abilities(self) -> None:
        pool = build_pool()
        for name in pool.names():
            card = pool.get(name)
            assert sorted(card.implemented()) == sorted(oracle_abilities(card.oracle_text)), name


class TestShapes:
    """What a few shapes of text compile to, read off the compiled card."""

    def test_two_colors_or_one_is_a_choice_of_type(self) -> None:
        card = compile_card(land("Test Crag", "{T}: Add {R} or {G}.")).card
        assert card is not None
        assert card.activated[0].is_mana_ability
        assert card.activated[0].mana is not None
        assert card.activated[0].mana.choose_from == "RG"

    def test_a_choice_of_pairs_keeps_the_pairs(self) -> None:
        card = compile_card(land("Test Thicket", "{R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}.")
                            ).card
        assert card is not None and card.activated[0].mana is not None
        assert card.activated[0].mana.combos == ("RR", "RG", "GG")
        assert card.activated[0].cost.mana == "{R/G}"

    def test_the_card_s_own_name_and_this_permanent_are_the_same_thing(self) -> None:
        by_name = compile_card(land("Test Tomb", "Test Tomb enters tapped.")).card
        by_this = compile_card(land("Test Tomb", "This land enters tapped.")).card
        assert by_name is not None and by_this is not None
        assert by_name.enters_tapped is True and by_this.enters_tapped is True

    def test_a_keyword_line_may_separate_its_keywords_with_semicolons(self) -> None:
        """"Vigilance; menace" (Scryfall's form when a keyword's own words hold a comma): the
        same two keywords as "Vigilance, menace"."""
        card = compile_card({"name": "Test Brute", "mana_cost": "{2}", "type_line": "Creature",
                             "oracle_text": "Vigilance; menace", "power": "2",
                             "toughness": "2", "keywords": ["Vigilance", "Menace"]}).card
        assert card is not None and card.keywords == ("Vigilance", "Menace")
