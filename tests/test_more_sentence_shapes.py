"""More shapes of sentences, each read from real cards' Oracle text and played as their rulings
say:

- "~ deals N damage instead if [condition]" after an ability word (207.2c): Galvanic Blast
  (metalcraft), Cackling Flames (hellbent) — the condition is checked as the spell resolves
  (608.2c);
- "~ deals N damage to [some] and M damage to [others]": Hail Storm, Dagger Caster;
- "target X and all other Xs with the same name as that X" (201.2): Echoing Calm, Courage and
  Decay;
- modes named by a flavor word (207.2d: "• Puff Piece — …"): Daily Bugle Reporters, Damage
  Control Crew ("target card with mana value 4 or greater from your graveyard");
- "~ can block an additional creature each combat as long as you're the monarch": Entourage of
  Trest;
- a token "with changeling": Abundant Countryside;
- "Equipped creatures you control have flying and haste.": Dalakos, Crafter of Wonders.
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, names, one, pass_all, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.rules.creature_types import CREATURE_TYPES

POOL = default_pool()
CARDS = ("Galvanic Blast", "Cackling Flames", "Hail Storm", "Dagger Caster", "Echoing Calm",
         "Echoing Courage", "Echoing Decay", "Daily Bugle Reporters", "Damage Control Crew",
         "Entourage of Trest", "Abundant Countryside", "Dalakos, Crafter of Wonders")


@pytest.mark.parametrize("name", CARDS)
def test_the_card_compiles(name: str) -> None:
    assert POOL.get(name).compiled, POOL.explain(name)


# -- "… instead if …" (608.2c) ---------------------------------------------------------------------
def blast(artifacts: list[str], card: str = "Galvanic Blast", mana: str = "R",
          hand: tuple[str, ...] = ()) -> Game:
    game = Game(board(player("Alice", battlefield=artifacts, hand=[card, *hand], mana_pool=mana,
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": card, "targets": ["Bob"]})
    pass_all(game)
    return game


def test_metalcraft_deals_more_with_three_artifacts() -> None:
    """"Metalcraft — ~ deals 4 damage instead if you control three or more artifacts." — as it
    resolves (608.2c)."""
    assert blast(["Sol Ring", "Mind Stone", "Mox Pearl"]).state.player("Bob").life == 16
    assert blast(["Sol Ring", "Mind Stone"]).state.player("Bob").life == 18


def test_hellbent_deals_more_with_no_cards_in_hand() -> None:
    """Cackling Flames: "Hellbent — ~ deals 5 damage instead if you have no cards in hand." —
    as it resolves (608.2c): the spell itself has left the hand by then."""
    assert blast([], "Cackling Flames", "RCCC").state.player("Bob").life == 15
    assert blast([], "Cackling Flames", "RCCC", ("Forest",)).state.player("Bob").life == 17


# -- two amounts of damage -------------------------------------------------------------------------
def test_hail_storm_hits_attackers_and_its_own_side() -> None:
    """"~ deals 2 damage to each attacking creature and 1 damage to you and each creature you
    control." — Bob casts it as Alice's Bears and Hill Giant attack; his Palace Guard takes 1."""
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Hill Giant", "id": "giant"}], library=library(3)),
        player("Bob", battlefield=[{"card": "Palace Guard", "id": "guard"},
                                   "Forest", "Forest", "Forest"],
               hand=["Hail Storm"], library=library(3)),
        step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob", "giant": "Bob"}})
    game.apply({"do": "pass"})
    for k in (1, 2, 3):
        game.apply({"do": "activate", "player": "Bob", "permanent": f"Forest#{k}"})
    game.apply({"do": "cast", "player": "Bob", "card": "Hail Storm"})
    pass_all(game)

    dealt = {e.target: e.amount for e in events(game, "damage_dealt")}
    assert dealt == {"bears": 2, "giant": 2, "Bob": 1, "guard": 1}
    assert names(game.state.player("Alice").graveyard) == ["Grizzly Bears"]


def test_dagger_caster_hits_each_opponent_and_their_creatures() -> None:
    game = Game(board(player("Alice", hand=["Dagger Caster"], mana_pool="RCCC",
                             battlefield=[{"card": "Llanowar Elves", "id": "mine"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Llanowar Elves", "id": "theirs"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Dagger Caster"})
    pass_all(game)
    pass_all(game)

    assert {e.target for e in events(game, "damage_dealt")} == {"Bob", "theirs"}
    assert game.state.player("Bob").life == 19
    assert names(game.state.player("Bob").graveyard) == ["Llanowar Elves"]
    assert game.find_permanent("mine").controller == "Alice"


# -- "… and all other … with the same name as that …" (201.2) -------------------------------------
def echoing(card: str, mana: str, target: str, battlefields: tuple[list, list]) -> Game:
    game = Game(board(player("Alice", hand=[card], mana_pool=mana, battlefield=battlefields[0],
                             library=library(3)),
                      player("Bob", battlefield=battlefields[1], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": card, "targets": [target]})
    pass_all(game)
    return game


BEARS = ([{"card": "Grizzly Bears", "id": "a1"}, {"card": "Hill Giant", "id": "giant"}],
         [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}])


def test_echoing_courage_pumps_every_creature_of_that_name() -> None:
    """Every other creature named Grizzly Bears, whoever controls it; not the Hill Giant."""
    game = echoing("Echoing Courage", "GC", "a1", BEARS)

    assert {h: game.power(h) for h in ("a1", "b1", "b2", "giant")} == \
        {"a1": 4, "b1": 4, "b2": 4, "giant": 3}


def test_echoing_decay_shrinks_them_all() -> None:
    game = echoing("Echoing Decay", "BC", "b1", BEARS)

    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears", "Grizzly Bears"]
    assert sorted(names(game.state.player("Alice").graveyard)) == ["Echoing Decay",
                                                                  "Grizzly Bears"]
    assert game.find_permanent("giant").controller == "Alice"


def test_echoing_calm_destroys_enchantments_of_that_name() -> None:
    game = echoing("Echoing Calm", "WC", "m1",
                   ([{"card": "Moat", "id": "m1"}], [{"card": "Moat", "id": "m2"}, "Bedlam"]))

    assert names(game.state.player("Alice").graveyard) == ["Moat", "Echoing Calm"]
    assert names(game.state.player("Bob").graveyard) == ["Moat"]
    assert game.find_permanent("Bedlam").controller == "Bob"


def test_an_illegal_target_means_no_other_creature_is_affected() -> None:
    """608.2b: its only target gone, the spell doesn't resolve — the other Bears get nothing."""
    game = Game(board(player("Alice", hand=["Echoing Courage"], mana_pool="GC",
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             hand=["Lightning Bolt"], mana_pool="R", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Echoing Courage", "targets": ["b1"]})
    game.apply({"do": "pass"})
    game.apply({"do": "cast", "player": "Bob", "card": "Lightning Bolt", "targets": ["b1"]})
    pass_all(game)
    pass_all(game)

    assert game.power("b2") == 2
    assert one(game, "spell_removed").rule == "608.2b"


# -- modes with flavor words (207.2d) --------------------------------------------------------------
def test_a_mode_named_by_a_flavor_word_is_read_without_it() -> None:
    """"• Puff Piece — Put a +1/+1 counter on each of up to two target creatures." """
    game = Game(board(player("Alice", hand=["Daily Bugle Reporters"], mana_pool="WCCC",
                             battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Daily Bugle Reporters"})
    pass_all(game)
    # The other mode has no legal target (no creature card in Alice's graveyard): this one is
    # the only mode that can be chosen (603.3c).
    assert one(game, "decision_made", rule="603.3c").chosen_by == "only choice"
    game.apply({"do": "choose", "player": "Alice", "targets": ["bears", "giant"]})
    pass_all(game)

    assert game.find_permanent("bears").counters == {"+1/+1": 1}
    assert game.find_permanent("giant").counters == {"+1/+1": 1}


def test_repair_returns_only_a_card_with_mana_value_four_or_more() -> None:
    """Damage Control Crew: "• Repair — Return target card with mana value 4 or greater from
    your graveyard to your hand." — Hill Giant (4) may be chosen, Grizzly Bears (2) may not."""
    game = Game(board(player("Alice", hand=["Damage Control Crew"], mana_pool="GCCC",
                             graveyard=["Grizzly Bears", "Hill Giant", "Abyssal Gorestalker"],
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Damage Control Crew"})
    pass_all(game)  # Impound has no target (no artifact or enchantment): Repair it is (603.3c)
    assert game.pending is not None and game.pending.kind == "targets"
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.apply({"do": "choose", "player": "Alice", "targets": ["Grizzly Bears"]})
    assert snapshot(game) == before
    game.apply({"do": "choose", "player": "Alice", "targets": ["Hill Giant"]})
    pass_all(game)

    assert names(game.state.player("Alice").hand) == ["Hill Giant"]


# -- an additional block as long as you're the monarch (509.1a, 611.3a) ----------------------------
def entourage_blocks(monarch: str) -> Game:
    game = Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                     {"card": "Grizzly Bears", "id": "b2"}], library=library(3)),
        player("Bob", battlefield=[{"card": "Entourage of Trest", "id": "trest"}],
               library=library(3)),
        step="beginning_of_combat", monarch=monarch))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"b1": "Bob", "b2": "Bob"}})
    return game


def test_the_monarchs_entourage_blocks_two_attackers() -> None:
    game = entourage_blocks(monarch="Bob")
    game.apply({"do": "block", "player": "Bob", "blockers": {"trest": ["b1", "b2"]}})

    assert [e.target for e in events(game, "block_declared")] == ["b1", "b2"]


def test_without_the_crown_it_blocks_one() -> None:
    game = entourage_blocks(monarch="Alice")
    before = snapshot(game)

    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "block", "player": "Bob", "blockers": {"trest": ["b1", "b2"]}})

    assert refused.value.rule == "509.1a" and snapshot(game) == before


# -- a token with changeling; equipped creatures -----------------------------------------------
def test_the_shapeshifter_token_is_every_creature_type() -> None:
    game = Game(board(player("Alice", battlefield=["Abundant Countryside"], mana_pool="CCCCCC",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "activate", "player": "Alice", "permanent": "Abundant Countryside",
                "ability": 2})
    pass_all(game)

    token = next(o for o in game.state.battlefield if o.is_token)
    assert set(CREATURE_TYPES) <= set(token.subtypes)


def test_equipped_creatures_you_control_have_flying_and_haste() -> None:
    game = Game(board(player("Alice", battlefield=["Dalakos, Crafter of Wonders",
                                                   {"card": "Grizzly Bears", "id": "bears"},
                                                   {"card": "Bonesplitter",
                                                    "attached_to": "bears"},
                                                   {"card": "Hill Giant", "id": "giant"}],
                             library=library(3)),
                      player("Bob", library=library(3))))

    assert {"Flying", "Haste"} <= set(game.keywords("bears"))
    assert "Flying" not in game.keywords("giant")


# -- "then …", "its controller", "he", "named ~", "… they control", "… attached to that creature" --
def test_then_the_creature_deals_damage_equal_to_its_power() -> None:
    """Caldera Pyremaw: "Whenever you cast an instant or sorcery spell, put a +1/+1 counter on
    this creature. Then this creature deals damage equal to its power to target opponent." —
    its power after the counter (608.2c)."""
    game = Game(board(player("Alice", battlefield=[{"card": "Caldera Pyremaw", "id": "dragon"},
                                                   {"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Giant Growth"], mana_pool="G", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Giant Growth", "targets": ["bears"]})
    pass_all(game)  # the trigger (its only target: Bob) resolves first

    assert game.find_permanent("dragon").counters == {"+1/+1": 1}
    assert game.state.player("Bob").life == 16


def test_that_creature_deals_damage_to_its_controller() -> None:
    """Backlash: "Tap target untapped creature. That creature deals damage equal to its power to
    its controller." """
    game = Game(board(player("Alice", hand=["Backlash"], mana_pool="BRC", library=library(3)),
                      player("Bob", battlefield=[{"card": "Hill Giant", "id": "giant"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Backlash", "targets": ["giant"]})
    pass_all(game)

    assert game.find_permanent("giant").tapped
    dealt = one(game, "damage_dealt")
    assert (dealt.source, dealt.target, dealt.amount) == ("Hill Giant", "Bob", 3)


def test_he_is_the_card_itself() -> None:
    """Dáin of the Ancient Halls: "Whenever Dáin attacks, he deals damage equal to the number of
    Dwarves you control to each opponent." """
    game = Game(board(player("Alice", battlefield=[{"card": "Dáin of the Ancient Halls",
                                                    "id": "dain"}], library=library(3)),
                      player("Bob", library=library(3)), step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"dain": "Bob"}})
    pass_all(game)

    dealt = one(game, "damage_dealt")
    assert (dealt.source, dealt.target, dealt.amount) == ("Dáin of the Ancient Halls", "Bob", 1)


def test_another_creature_named_like_it() -> None:
    """Faerie Miscreant: "When this creature enters, if you control another creature named
    Faerie Miscreant, draw a card." (an intervening if, 603.4)."""
    game = Game(board(player("Alice", hand=["Faerie Miscreant", "Faerie Miscreant"],
                             mana_pool="UU", library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Faerie Miscreant"})
    pass_all(game)
    assert not events(game, "ability_triggered")  # alone: it doesn't trigger

    game.apply({"do": "cast", "player": "Alice", "card": "Faerie Miscreant"})
    pass_all(game)
    pass_all(game)
    assert one(game, "card_drawn").player == "Alice"


def test_target_player_untaps_the_basic_lands_they_control() -> None:
    game = Game(board(player("Alice", hand=["Early Harvest"], mana_pool="GGC",
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Forest", "tapped": True},
                                                 {"card": "Cavern of Souls", "tapped": True,
                                                  "choices": {"creature_type": "Elf"}}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Early Harvest", "targets": ["Bob"]})
    pass_all(game)

    assert not game.find_permanent("Forest").tapped
    assert game.find_permanent("Cavern of Souls").tapped  # not a basic land
    assert one(game, "untapped").player == "Bob"


def test_destroy_the_creature_and_the_equipment_attached_to_it() -> None:
    """Eaten by Spiders: "Destroy target creature with flying and all Equipment attached to
    that creature." — another creature's Equipment stays."""
    game = Game(board(
        player("Alice", hand=["Eaten by Spiders"], mana_pool="GCC", library=library(3)),
        player("Bob", battlefield=[{"card": "Birds of Paradise", "id": "birds"},
                                   {"card": "Bonesplitter", "id": "on-birds",
                                    "attached_to": "birds"},
                                   {"card": "Grizzly Bears", "id": "bears"},
                                   {"card": "Bonesplitter", "id": "on-bears",
                                    "attached_to": "bears"}], library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Eaten by Spiders",
                "targets": ["birds"]})
    pass_all(game)

    assert sorted(names(game.state.player("Bob").graveyard)) == ["Birds of Paradise",
                                                                 "Bonesplitter"]
    assert game.find_permanent("on-bears").attached_to == game.find_permanent("bears").oid


def test_two_plus_the_cards_named_like_it_in_your_graveyard() -> None:
    """Galvanic Bombardment: "where X is 2 plus the number of cards named Galvanic Bombardment
    in your graveyard" — counted as it resolves, while it is on the stack (608.2h)."""
    game = Game(board(player("Alice", hand=["Galvanic Bombardment"], mana_pool="R",
                             graveyard=["Galvanic Bombardment", "Galvanic Bombardment"],
                             library=library(3)),
                      player("Bob", battlefield=[{"card": "Palace Guard", "id": "guard"}],
                             library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Galvanic Bombardment",
                "targets": ["guard"]})
    pass_all(game)

    assert one(game, "damage_dealt").amount == 4


def test_it_enters_with_a_counter_if_a_creature_died_this_turn() -> None:
    """Cackling Slasher: "This creature enters with a +1/+1 counter on it if a creature died
    this turn." — looked at as it enters (614.1c)."""
    def slasher(died: int) -> Game:
        raw = board(player("Alice", hand=["Cackling Slasher"], mana_pool="BCCC",
                           library=library(3)), player("Bob", library=library(3)))
        if died:
            raw["turn"] = {**raw["turn"], "this_turn": {"creatures_died": died}}
        game = Game(raw)
        game.apply({"do": "cast", "player": "Alice", "card": "Cackling Slasher"})
        pass_all(game)
        return game

    assert slasher(1).find_permanent("Cackling Slasher").counters == {"+1/+1": 1}
    assert slasher(0).find_permanent("Cackling Slasher").counters == {}


def test_activate_only_during_your_upkeep() -> None:
    """Icatian Moneychanger: "Sacrifice this creature: You gain 1 life for each credit counter
    on this creature. Activate only during your upkeep." (602.5b)."""
    game = Game(board(player("Alice", battlefield=[{"card": "Icatian Moneychanger", "id": "mc",
                                                    "counters": {"credit": 4}}],
                             library=library(3)),
                      player("Bob", library=library(3)), step="untap"))
    game.apply({"do": "pass_until", "turn": 1, "step": "upkeep"})
    assert game.state.step == "upkeep"
    game.apply({"do": "pass_until", "turn": 1, "step": "precombat_main"})
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply({"do": "activate", "player": "Alice", "permanent": "mc"})
    assert refused.value.rule == "602.5b" and snapshot(game) == before


def test_a_keyword_its_reminder_text_explains_is_not_an_ability_word() -> None:
    """207.2c/207.2d: an ability word or flavor word before a dash has no rules meaning and is
    read past — but a word the line's reminder text explains ("Power-up — … (Activate each
    power-up ability only once. …)") is a keyword with rules of its own: the card is refused
    rather than played without them."""
    from explorer.oracle.compiler import compile_card

    refused = compile_card({"name": "Test Powerer", "mana_cost": "{1}",
                            "type_line": "Artifact", "colors": [], "keywords": [],
                            "oracle_text": "Power-up — {2}: Draw a card. (Activate each "
                                           "power-up ability only once. Reduce the cost by its "
                                           "mana cost if it entered this turn.)"})
    assert refused.card is None and refused.refused is not None
    assert refused.refused.startswith("Power-up")
    read = compile_card({"name": "Test Flavor", "mana_cost": "{1}", "type_line": "Artifact",
                         "colors": [], "keywords": [],
                         "oracle_text": "Big Idea — {2}: Draw a card."})
    assert read.card is not None


def test_a_capitalised_word_is_a_subtype_only_if_the_rules_list_it() -> None:
    """205.3: "Whenever Zorbo attacks" names no subtype (Zorbo isn't one), so it isn't read as
    "whenever a Zorbo attacks" — the card is refused rather than misread. "Time Lord" is the
    one creature type of two words (205.3m)."""
    from helpers import pool_reading

    from explorer.oracle.compiler import compile_card

    refused = compile_card({"name": "Test Herald", "mana_cost": "{1}", "colors": [],
                            "type_line": "Creature — Human", "power": "1", "toughness": "1",
                            "keywords": [], "oracle_text": "Whenever Zorbo attacks, draw a card."})
    assert refused.card is None

    pool = pool_reading({"name": "Test Companion", "type_line": "Creature — Human",
                         "power": "1", "toughness": "1",
                         "oracle_text": "Other Time Lord creatures you control get +1/+1."},
                        {"name": "Test Doctor", "type_line": "Creature — Time Lord Doctor",
                         "power": "2", "toughness": "2", "oracle_text": ""})
    assert pool.get("Test Doctor").subtypes == ("Time Lord", "Doctor")
    game = Game(board(player("Alice", battlefield=["Test Companion", "Test Doctor"],
                             library=library(3)), player("Bob", library=library(3))),
                cards=pool)
    assert game.power("Test Doctor") == 3 and game.power("Test Companion") == 1


# -- keywords after a semicolon, sums of counts, "a number of … equal to …", attacks on others --
def test_power_and_toughness_count_elves_and_elf_cards() -> None:
    """Abomination of Llanowar: "Vigilance; menace" and "~'s power and toughness are each equal
    to the number of Elves you control plus the number of Elf cards in your graveyard." (604.3,
    counted whenever looked at)."""
    game = Game(board(player("Alice", battlefield=[{"card": "Abomination of Llanowar",
                                                    "id": "abom"}, "Llanowar Elves"],
                             graveyard=["Llanowar Elves", "Grizzly Bears"], library=library(3)),
                      player("Bob", library=library(3))))

    assert (game.power("abom"), game.toughness("abom")) == (3, 3)  # itself, the Elves, a card
    assert {"Vigilance", "Menace"} <= set(game.keywords("abom"))


def test_a_number_of_tokens_equal_to_your_devotion() -> None:
    """Abhorrent Overlord: "create a number of 1/1 black Harpy creature tokens with flying equal
    to your devotion to black." — as it resolves the Overlord is on the battlefield: its own
    {B}{B} count (700.5)."""
    game = Game(board(player("Alice", hand=["Abhorrent Overlord"], mana_pool="BBCCCCC",
                             library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Abhorrent Overlord"})
    pass_all(game)
    pass_all(game)

    harpies = [o for o in game.state.battlefield if o.is_token]
    assert len(harpies) == 2 and all("Flying" in game.keywords(h.handle) for h in harpies)


def test_vigilance_as_long_as_a_lesson_card_is_in_your_graveyard() -> None:
    from helpers import pool_reading

    pool = pool_reading({"name": "Test Lesson", "type_line": "Sorcery — Lesson",
                         "oracle_text": "Draw a card."})

    def aang(graveyard: list[str]) -> Game:
        return Game(board(player("Alice", battlefield=[{"card": "Aang, A Lot to Learn",
                                                        "id": "aang"}],
                                 graveyard=graveyard, library=library(3)),
                          player("Bob", library=library(3))), cards=pool)

    assert "Vigilance" in aang(["Test Lesson"]).keywords("aang")
    assert "Vigilance" not in aang(["Grizzly Bears"]).keywords("aang")


def test_a_token_for_each_artifact_and_or_creature_card() -> None:
    """Aatchik: "create a 1/1 green Insect creature token for each artifact and/or creature card
    in your graveyard." — an artifact creature card counts once."""
    game = Game(board(player("Alice", hand=["Aatchik, Emerald Radian"], mana_pool="BBGCCC",
                             graveyard=["Sol Ring", "Grizzly Bears", "Night Market Guard",
                                        "Lightning Bolt"], library=library(3)),
                      player("Bob", library=library(3))))
    game.apply({"do": "cast", "player": "Alice", "card": "Aatchik, Emerald Radian"})
    pass_all(game)
    pass_all(game)

    assert len([o for o in game.state.battlefield if o.is_token]) == 3


def test_a_creature_attacking_one_of_your_opponents_costs_that_player_life() -> None:
    """Calculating Lich: "Whenever a creature attacks one of your opponents, that player loses
    1 life." — Ben's creature attacks Cat, Alice's opponent: Cat loses 1 (the one attacked,
    not the attacker's controller); attacking Alice herself does nothing."""
    game = Game(board(player("Alice", battlefield=["Calculating Lich"], library=library(3)),
                      player("Ben", battlefield=[{"card": "Grizzly Bears", "id": "b1"},
                                                 {"card": "Grizzly Bears", "id": "b2"}],
                             library=library(3)),
                      player("Cat", library=library(3)),
                      active="Ben", step="beginning_of_combat"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Ben", "attackers": {"b1": "Cat", "b2": "Alice"}})
    while game.state.stack or game.state.pending_triggers:
        game.apply({"do": "pass"})

    lost = [(e.player, e.amount) for e in events(game, "life_changed")]
    assert lost == [("Cat", -1)]
