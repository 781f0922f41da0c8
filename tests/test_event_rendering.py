"""What people read: each event's ``detail``, the words its typed fields are rendered into.

``detail`` is the text the timeline table, the notebook views and the command line show in their
``detail`` column; no code reads it back, and every other test asserts on the fields. So the
texts here are the contract of ``detail``: for each kind of event (and each way a kind renders),
an event built directly from its fields, then the same words from events made by real play.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
import pytest
from helpers import REPO, board, creature_facts, library, one, pass_all, player, pool_with, tap
from monarch_helpers import no_blocks, put_and_resolve, to_combat_damage, two

from explorer.events import CLASSES, Event, EventKind
from explorer.game import Game
from explorer.script import play

K = EventKind
DOUBLE = "If you tap a permanent for mana, it produces twice as much of that mana instead."
SCALES = ("If one or more +1/+1 counters would be put on a creature you control, that many plus "
          "one +1/+1 counters are put on it instead.")
THORN = "When this creature enters, you become the monarch."
JAILER_EXILE = ("When this creature enters, exile target creature an opponent controls until an "
                "opponent becomes the monarch.")
ORCHARD = "{T}: Add one mana of any color that a land an opponent controls could produce."


def made(kind: EventKind, **fields: Any) -> Event:
    """An event of ``kind`` with these fields, as the engine would log it in Alice's main phase."""
    common = {"seq": 7, "turn": 1, "step": "precombat_main", "active": "Alice"}
    return CLASSES[kind](event=kind, **{**common, **fields})


# -- built from fields: every kind, every way it renders ------------------------------------------
RENDERED: list[Any] = [
    pytest.param(K.GAME_STARTED, {"title": "First combat"}, "First combat", id="titled"),
    pytest.param(K.GAME_STARTED, {}, None, id="untitled"),
    pytest.param(K.STEP_BEGAN, {"step": "upkeep", "rule": "503"}, "upkeep", id="step"),
    pytest.param(K.STEP_BEGAN, {"step": "cleanup", "rule": "514.3a"}, "cleanup (again)",
                 id="another-cleanup"),
    pytest.param(K.STEP_BEGAN, {"step": "first_strike_damage", "rule": "510.4"},
                 "first_strike_damage: creatures with first strike or double strike deal combat "
                 "damage", id="first-strike-damage"),
    pytest.param(K.STEP_BEGAN, {"step": "combat_damage", "rule": "510.4"},
                 "combat_damage: the second combat damage step", id="second-damage-step"),
    pytest.param(K.STEP_SKIPPED, {"step": "draw", "rule": "103.8a"},
                 "draw: the starting player skips the first draw in a two-player game",
                 id="first-draw"),
    pytest.param(K.STEP_SKIPPED, {"step": "combat_damage", "rule": "508.8"},
                 "combat_damage: no creatures are attacking", id="no-attackers"),
    pytest.param(K.PRIORITY_PASSED, {"player": "Alice", "rule": "117.3d"}, None, id="passed"),
    pytest.param(K.LAND_PLAYED, {"source": "Forest", "rule": "305.1"}, None, id="land"),
    pytest.param(K.SPELL_CAST, {"source": "Endless One", "x": 3, "amount": 3}, "X=3", id="x"),
    pytest.param(K.SPELL_CAST, {"source": "Lightning Bolt", "amount": 1}, None, id="no-x"),
    pytest.param(K.SPELL_RESOLVED, {"source": "Lightning Bolt", "rule": "608.2"}, None,
                 id="resolved"),
    pytest.param(K.SPELL_REMOVED, {"source": "Lightning Bolt", "rule": "608.2b"},
                 "doesn't resolve: every target is illegal now", id="illegal-targets"),
    pytest.param(K.SPELL_COUNTERED, {"source": "Lightning Bolt", "by": "Chalice of the Void"},
                 "countered by Chalice of the Void", id="countered"),
    pytest.param(K.SPELL_COPIED, {"source": "Grapeshot", "target": "grapeshot copy 1"},
                 "a copy, not cast", id="copied"),
    pytest.param(K.SPELL_COPIED, {"source": "Grapeshot", "x": 2}, "a copy, not cast; X=2",
                 id="copied-x"),
    pytest.param(K.ABILITY_ACTIVATED, {"ability": "{T}: Add {G}."}, "{T}: Add {G}.",
                 id="activated"),
    pytest.param(K.ABILITY_TRIGGERED, {"ability": THORN}, THORN, id="triggered"),
    pytest.param(K.ABILITY_PUT_ON_STACK, {"ability": THORN}, THORN, id="stacked"),
    pytest.param(K.ABILITY_RESOLVED, {"ability": THORN, "rule": "608.2"}, THORN, id="resolved"),
    pytest.param(K.ABILITY_RESOLVED, {"ability": "At the beginning of your upkeep, if you are "
                                      "the monarch, create a token.", "rule": "603.4"},
                 "At the beginning of your upkeep, if you are the monarch, create a token.: "
                 "does nothing, its condition is false now", id="condition-false"),
    pytest.param(K.ABILITY_REMOVED, {"ability": "{T}: Tap target creature.", "rule": "701.6b"},
                 "{T}: Tap target creature.: countered", id="ability-countered"),
    pytest.param(K.ABILITY_REMOVED, {"ability": THORN, "rule": "608.2b"},
                 "doesn't resolve: every target is illegal now", id="illegal-targets"),
    pytest.param(K.ABILITY_REMOVED, {"ability": THORN, "rule": "800.4a"},
                 "its controller left the game", id="owner-left"),
    pytest.param(K.ABILITY_REMOVED, {"ability": JAILER_EXILE, "rule": "603.3d",
                                     "target_spec": "a creature an opponent controls"},
                 f"{JAILER_EXILE}: no legal target (a creature an opponent controls)",
                 id="no-legal-target"),
    pytest.param(K.ABILITY_REMOVED, {"ability": THORN, "rule": "800.4d"},
                 f"{THORN}: its controller left the game", id="controller-left"),
    pytest.param(K.MANA_ADDED, {"mana": "G", "amount": 1}, None, id="plain"),
    pytest.param(K.MANA_ADDED, {"mana": "C", "amount": 2, "restriction": "colorless_eldrazi"},
                 "colorless_eldrazi", id="restricted"),
    pytest.param(K.MANA_ADDED, {"mana": "R", "amount": 1, "rider": "uncounterable"},
                 "uncounterable", id="rider"),
    pytest.param(K.MANA_ADDED, {"mana": "R", "amount": 1, "when_spent": True}, "when spent",
                 id="when-spent"),
    pytest.param(K.MANA_ADDED, {"mana": "G", "amount": 1, "restriction": "creature_spells",
                                "rider": "uncounterable", "when_spent": True},
                 "creature_spells, uncounterable, when spent", id="all-three"),
    pytest.param(K.MANA_UNDEFINED, {"ability": ORCHARD, "rule": "106.5"},
                 f"{ORCHARD[:-1]}: no type of mana can be defined, so it adds none",
                 id="undefined"),
    pytest.param(K.TAPPED_FOR_MANA, {"mana": "GG", "amount": 2}, None, id="tapped-for-mana"),
    pytest.param(K.MANA_SPENT, {"mana": "R", "amount": 1}, None, id="spent"),
    pytest.param(K.MANA_EMPTIED, {"mana": "G", "amount": 1}, None, id="emptied"),
    pytest.param(K.TAPPED, {"target": "forest", "rule": "107.5"}, "to pay {T}", id="cost-t"),
    pytest.param(K.TAPPED, {"target": "bears", "rule": "508.1f"}, "attacking", id="attacking"),
    pytest.param(K.UNTAPPED, {"target": "pili", "rule": "107.6"}, "to pay {Q}", id="cost-q"),
    pytest.param(K.UNTAPPED, {"target": "vault", "rule": "603.5", "cost": "{4}"}, "paid {4}",
                 id="paid"),
    pytest.param(K.UNTAPPED, {"target": "forest", "rule": "502.3"}, None, id="untap-step"),
    pytest.param(K.ATTACK_DECLARED, {"target": "Bob", "permanent": "bears"}, "bears",
                 id="attacker"),
    pytest.param(K.ENTERED_ATTACKING, {"target": "Bob", "permanent": "soldier-token-1"},
                 "soldier-token-1", id="entered-attacking"),
    pytest.param(K.BLOCK_DECLARED, {"target": "bears", "permanent": "lion"}, "lion",
                 id="blocker"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "damage", "source": "Grizzly Bears",
                                    "amount": 2, "target": "Alice", "combat": True},
                 "Grizzly Bears deals 2 combat damage to Alice", id="combat-damage"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "damage", "source": "Lightning Bolt",
                                    "amount": 3, "target": "Bob"},
                 "Lightning Bolt deals 3 damage to Bob", id="damage"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "counters", "amount": 3, "counter": "+1/+1",
                                    "target": "endless-one-1"},
                 "3 +1/+1 counter(s) on endless-one-1", id="counters"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "mana", "source": "Forest", "produces": "GG",
                                    "target": "Alice"},
                 "Forest adds {G}{G} to Alice's pool", id="mana"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "mana", "source": "Forest", "target": "Alice"},
                 "Forest adds no mana to Alice's pool", id="no-mana"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "tokens", "source": "Thopter", "amount": 2,
                                    "target": "Alice"},
                 "2 Thopter token(s) for Alice", id="tokens"),
    pytest.param(K.EVENT_PROPOSED, {"proposal": "draw", "amount": 1, "target": "Alice"},
                 "draw 1 Alice", id="other"),
    pytest.param(K.REPLACEMENT_APPLIED, {"effect": DOUBLE,
                                         "was": "Forest adds {G} to Alice's pool",
                                         "becomes": "Forest adds {G}{G} to Alice's pool"},
                 f"{DOUBLE}: Forest adds {{G}} to Alice's pool -> Forest adds {{G}}{{G}} to "
                 "Alice's pool", id="replaced"),
    pytest.param(K.REPLACEMENT_APPLIED, {"effect": "Prevent all damage.",
                                         "was": "Lightning Bolt deals 3 damage to Bob"},
                 "Prevent all damage.: Lightning Bolt deals 3 damage to Bob -> nothing",
                 id="to-nothing"),
    pytest.param(K.DAMAGE_DEALT, {"amount": 3, "target": "Bob"}, "damage", id="damage"),
    pytest.param(K.DAMAGE_DEALT, {"amount": 2, "target": "Bob", "combat": True},
                 "combat damage", id="combat"),
    pytest.param(K.DAMAGE_DEALT, {"amount": 1, "target": "wurm", "combat": True,
                                  "deathtouch": True},
                 "combat damage (deathtouch, 702.2b)", id="combat-deathtouch"),
    pytest.param(K.DAMAGE_DEALT, {"amount": 1, "target": "bears", "deathtouch": True},
                 "damage (deathtouch, 702.2b)", id="deathtouch"),
    pytest.param(K.DAMAGE_REMOVED, {"target": "bears", "rule": "514.2"},
                 "damage wears off in cleanup", id="cleanup"),
    pytest.param(K.DAMAGE_PREVENTED, {"amount": 2, "target": "Bob", "rule": "615.1",
                                      "combat": True}, "combat damage prevented", id="fogged"),
    pytest.param(K.DAMAGE_PREVENTED, {"amount": 3, "target": "knight", "rule": "702.16e",
                                      "protection": "black"},
                 "damage prevented: knight has protection from black", id="protection"),
    pytest.param(K.DAMAGE_PREVENTED, {"amount": 2, "target": "angel", "rule": "702.16e",
                                      "combat": True, "protection": "Dragons"},
                 "combat damage prevented: angel has protection from Dragons",
                 id="combat-protection"),
    pytest.param(K.LIFE_CHANGED, {"player": "Bob", "amount": -3, "life": 17}, "20 -> 17",
                 id="loss"),
    pytest.param(K.LIFE_CHANGED, {"player": "Alice", "amount": 2, "life": 22}, "20 -> 22",
                 id="gain"),
    pytest.param(K.LIFE_CHANGED, {"player": "Alice", "amount": 2}, None, id="no-total"),
    pytest.param(K.COUNTERS_ADDED, {"target": "bears", "amount": 2, "counter": "+1/+1"},
                 "+1/+1", id="added"),
    pytest.param(K.COUNTERS_REMOVED, {"target": "chalice", "amount": 1, "counter": "charge"},
                 "charge", id="removed"),
    pytest.param(K.EFFECT_CREATED, {"target": "bears", "power": 3, "toughness": 3},
                 "+3/+3 until end of turn", id="pump"),
    pytest.param(K.EFFECT_CREATED, {"target": "bears", "power": -2, "toughness": 0},
                 "-2/+0 until end of turn", id="shrink"),
    pytest.param(K.EFFECT_CREATED, {"rule": "106.6",
                                    "rider": "That spell can't be countered."},
                 "That spell can't be countered.", id="rider"),
    pytest.param(K.EFFECT_ENDED, {"target": "bears", "power": 3, "toughness": 3},
                 "+3/+3 until end of turn", id="ended"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "101.2", "target": "Lightning Bolt"},
                 "Lightning Bolt can't be countered: it stays", id="cant-be-countered"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "101.2", "target": "Alice",
                                    "rider": "can't become the monarch this turn"},
                 "Alice can't become the monarch this turn: nothing happens",
                 id="cant-become-monarch"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "610.3b", "by": "Cat"},
                 "not exiled: Cat became the monarch after the ability triggered",
                 id="until-already"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "610.3b", "source": "Banisher Priest"},
                 "not exiled: Banisher Priest already left the battlefield",
                 id="until-it-left-already"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "702.12b", "target": "wall", "source": "Murder"},
                 "wall has indestructible: not destroyed", id="indestructible"),
    pytest.param(K.EFFECT_CREATED, {"target": "bears", "rule": "613.1f",
                                    "keywords": ("Flying", "First strike")},
                 "flying, first strike until end of turn", id="gains"),
    pytest.param(K.EFFECT_ENDED, {"target": "bears", "rule": "514.2", "keywords": ("Trample",)},
                 "trample until end of turn", id="gained-ended"),
    pytest.param(K.EFFECT_SKIPPED, {"rule": "701.3b", "target": "bears"},
                 "already attached to bears: nothing happens", id="attached-already"),
    pytest.param(K.ATTACHED, {"target": "bears", "permanent": "sword", "rule": "701.3a"},
                 "sword attached to bears", id="attached"),
    pytest.param(K.ATTACHED, {"target": "lion", "permanent": "sword", "rule": "701.3a",
                              "was_attached_to": "bears"},
                 "sword attached to lion (moved from bears)", id="attached-moved"),
    pytest.param(K.UNATTACHED, {"permanent": "sword", "rule": "704.5n"},
                 "sword unattached: it stays on the battlefield", id="unattached"),
    pytest.param(K.CARD_DRAWN, {"player": "Alice", "amount": 1, "rule": "121.1"}, None,
                 id="drawn"),
    pytest.param(K.CARD_DRAWN, {"player": "Bob", "amount": 0, "rule": "121.4"},
                 "tried to draw from an empty library", id="empty-library"),
    pytest.param(K.CARD_DISCARDED, {"player": "Alice", "rule": "514.1"}, None, id="discarded"),
    pytest.param(K.REGENERATED, {"player": "Alice", "target": "troll", "rule": "701.19a"}, None,
                 id="regenerated"),
    pytest.param(K.BECAME_MONSTROUS, {"player": "Alice", "target": "giant", "rule": "701.37b"},
                 None, id="became-monstrous"),
    pytest.param(K.BECAME_RENOWNED, {"player": "Alice", "target": "blade", "rule": "702.112b"},
                 None, id="became-renowned"),
    pytest.param(K.BECAME_SADDLED, {"player": "Alice", "target": "ox", "rule": "702.171b"},
                 None, id="became-saddled"),
    pytest.param(K.EXPLOITED, {"player": "Alice", "source": "Sidisi's Faithful",
                               "target": "faithful", "rule": "702.110b"}, None, id="exploited"),
    pytest.param(K.TURNED_FACE_UP, {"player": "Alice", "source": "Exalted Angel",
                                    "target": "angel", "rule": "702.37e"}, None,
                 id="turned-face-up"),
    pytest.param(K.CONTROL_CHANGED, {"player": "Alice", "target": "bears", "rule": "613.1b"},
                 None, id="control-changed"),
    pytest.param(K.LIBRARY_SHUFFLED, {"player": "Alice", "amount": 40}, None, id="shuffled"),
    pytest.param(K.SCRIED, {"player": "Alice", "amount": 2, "on_top": 1, "on_bottom": 1},
                 "1 on top, 1 on the bottom", id="scried"),
    pytest.param(K.LOOKED_AT_TOP, {"player": "Alice", "amount": 3, "on_bottom": 2},
                 "1 into the hand, 2 on the bottom", id="looked-at-top"),
    pytest.param(K.LOOKED_AT_TOP, {"player": "Alice", "amount": 3, "to_graveyard": 2},
                 "1 into the hand, 2 into the graveyard", id="looked-at-top-graveyard"),
    pytest.param(K.SURVEILLED, {"player": "Alice", "amount": 2, "on_top": 0,
                                "to_graveyard": 2}, "0 on top, 2 into the graveyard",
                 id="surveilled"),
    pytest.param(K.LIBRARY_SEARCHED, {"player": "Alice", "wanted": "a basic land card",
                                      "found": "Forest", "amount": 1},
                 "for a basic land card: Forest found", id="found"),
    pytest.param(K.LIBRARY_SEARCHED, {"player": "Alice", "wanted": "a basic land card",
                                      "amount": 0},
                 "for a basic land card: nothing found", id="found-nothing"),
    pytest.param(K.CARDS_REVEALED, {"player": "Bob", "amount": 2,
                                    "found": "Forest, Lightning Bolt"},
                 "Forest, Lightning Bolt", id="revealed"),
    pytest.param(K.CARDS_REVEALED, {"player": "Bob", "amount": 0},
                 "nothing", id="revealed-nothing"),
    pytest.param(K.ZONE_CHANGED, {"from_zone": "hand", "to_zone": "stack"}, "hand -> stack",
                 id="moved"),
    pytest.param(K.ZONE_CHANGED, {"to_zone": "battlefield"}, "-> battlefield", id="put"),
    pytest.param(K.ZONE_CHANGED, {"from_zone": "battlefield"},
                 "battlefield -> (left the game with its owner)", id="left-the-game"),
    pytest.param(K.ZONE_CHANGED, {"from_zone": "stack", "to_zone": "battlefield",
                                  "attached_to": "f"},
                 "stack -> battlefield attached to f", id="aura"),
    pytest.param(K.ZONE_CHANGED, {"from_zone": "battlefield", "to_zone": "graveyard",
                                  "how": "sacrificed"},
                 "battlefield -> graveyard (sacrificed)", id="how"),
    pytest.param(K.ZONE_CHANGED, {"from_zone": "stack", "to_zone": "battlefield",
                                  "attached_to": "f", "how": "returned"},
                 "stack -> battlefield attached to f (returned)", id="aura-how"),
    pytest.param(K.TOKEN_CREATED, {"source": "Thopter", "to_zone": "battlefield"}, None,
                 id="token"),
    pytest.param(K.CEASED_TO_EXIST, {"rule": "704.5d", "from_zone": "exile"},
                 "a token in the exile", id="token-elsewhere"),
    pytest.param(K.CEASED_TO_EXIST, {"rule": "704.5e", "from_zone": "stack"},
                 "a copy of a spell, off the stack", id="copy-gone"),
    pytest.param(K.CEASED_TO_EXIST, {"rule": "800.4a", "from_zone": "stack"},
                 "spell left the game with its owner", id="spell-left"),
    pytest.param(K.MONARCH_CHANGED, {"player": "Alice"}, "nobody -> Alice", id="first"),
    pytest.param(K.MONARCH_CHANGED, {"player": "Bob", "old_monarch": "Alice"}, "Alice -> Bob",
                 id="passed-on"),
    pytest.param(K.DECISION_MADE, {"player": "Alice", "decision": "distribution",
                                   "choice": "2 to b1, 1 to b2", "chosen_by": "player"},
                 "distribution: 2 to b1, 1 to b2 (chosen by Alice)", id="player"),
    pytest.param(K.DECISION_MADE, {"player": "Bob", "decision": "blockers",
                                   "choice": "no blockers", "chosen_by": "default"},
                 "blockers: no blockers (default policy)", id="default"),
    pytest.param(K.DECISION_MADE, {"player": "Bob", "decision": "mana", "choice": "G",
                                   "chosen_by": "only choice"},
                 "mana: G (the only choice)", id="only-choice"),
    pytest.param(K.DECISION_MADE, {"player": "Alice", "decision": "replacement",
                                   "choice": f"2 × Mana Reflection: {DOUBLE}",
                                   "chosen_by": "interchangeable"},
                 f"replacement: 2 × Mana Reflection: {DOUBLE} "
                 "(interchangeable, taken automatically)", id="interchangeable"),
    pytest.param(K.DECISION_MADE, {"player": "Bob", "decision": "blockers",
                                   "choice": "no blockers", "chosen_by": "left the game"},
                 "blockers: no blockers (default policy: Bob left the game)", id="left"),
    pytest.param(K.PLAYER_LOST, {"player": "Bob", "rule": "704.5a", "life": 0},
                 "life total 0", id="life"),
    pytest.param(K.PLAYER_LOST, {"player": "Bob", "rule": "704.5b"},
                 "drew from an empty library", id="empty-library"),
    pytest.param(K.PLAYER_LOST, {"player": "Bob", "rule": "104.3a"}, "conceded", id="conceded"),
    pytest.param(K.PLAYER_LEFT, {"player": "Bob", "rule": "800.4a"}, None, id="left"),
    pytest.param(K.GAME_OVER, {"player": "Alice", "rule": "104.2a"}, "Alice wins", id="winner"),
    pytest.param(K.GAME_OVER, {"rule": "104.4a"}, "a draw", id="draw"),
]


@pytest.mark.parametrize(("kind", "fields", "text"), RENDERED)
def test_each_kind_renders_its_fields_in_words(kind: EventKind, fields: dict[str, Any],
                                               text: str | None) -> None:
    event = made(kind, **fields)

    assert event.detail == text
    assert event.to_dict()["detail"] == text  # the command line's JSON shows the same words


def test_every_kind_of_event_has_its_rendering_here() -> None:
    """A new kind of event needs its words written down here before people read them."""
    covered = {p.values[0] for p in RENDERED}
    assert covered == set(EventKind)


# -- made by real play: the words people see in the timeline --------------------------------------
def shown(game: Game) -> list[tuple[str, str | None]]:
    """The timeline as people read it: each event (priority passes left out) and its detail."""
    return [(e.event.value, e.detail) for e in game.log if e.event is not K.PRIORITY_PASSED]


def test_the_first_combat_board_reads_as_it_happened() -> None:
    """The shipped first-combat board, played by its script: attackers and a block chosen by
    the players, a Giant Growth, combat damage, a creature destroyed, the cleanup."""
    game = Game.load(REPO / "data" / "boards" / "first_combat.json")
    play(game, game.script)

    assert shown(game) == [
        ("game_started", "First combat: Bears, a Bolt and a block"),
        ("step_began", "beginning_of_combat"),
        ("step_began", "declare_attackers"),
        ("decision_made", "attackers: bears -> Bob, goblin -> Bob (chosen by Alice)"),
        ("tapped", "attacking"),
        ("attack_declared", "bears"),
        ("tapped", "attacking"),
        ("attack_declared", "goblin"),
        ("step_began", "declare_blockers"),
        ("decision_made", "blockers: lion -> bears (chosen by Bob)"),
        ("block_declared", "lion"),
        ("tapped", "to pay {T}"),
        ("ability_activated", "{T}: Add {G}."),
        ("mana_added", None),
        ("tapped_for_mana", None),
        ("zone_changed", "hand -> stack"),
        ("mana_spent", None),
        ("spell_cast", None),
        ("spell_resolved", None),
        ("effect_created", "+3/+3 until end of turn"),
        ("zone_changed", "stack -> graveyard"),
        ("step_began", "combat_damage"),
        ("damage_dealt", "combat damage"),
        ("damage_dealt", "combat damage"),
        ("life_changed", "20 -> 19"),
        ("damage_dealt", "combat damage"),
        ("zone_changed", "battlefield -> graveyard (destroyed)"),
        ("step_began", "end_of_combat"),
        ("step_began", "postcombat_main"),
        ("step_began", "end"),
        ("step_began", "cleanup"),
        ("damage_removed", "damage wears off in cleanup"),
        ("effect_ended", "+3/+3 until end of turn"),
        ("step_began", "untap"),
        ("step_began", "upkeep"),
    ]


def test_the_crown_passing_reads_old_to_new() -> None:
    """724.3: nobody was the monarch, then Alice, then Bob."""
    game = Game(two())
    put_and_resolve(game, "Alice", "Thorn of the Black Rose")
    put_and_resolve(game, "Bob", "Thorn of the Black Rose")

    reign = [("zone_changed", "-> battlefield"), ("ability_triggered", THORN),
             ("ability_put_on_stack", THORN), ("ability_resolved", THORN)]
    assert shown(game) == [
        ("game_started", None),
        *reign, ("monarch_changed", "nobody -> Alice"),
        *reign, ("monarch_changed", "Alice -> Bob"),
    ]


def test_replacements_read_was_and_becomes() -> None:
    """614.1 / 616.1: two Mana Reflections double a Forest's mana twice; copies of one effect
    are interchangeable, and the log says so."""
    game = Game(two(alice={"battlefield": ["Forest", "Mana Reflection", "Mana Reflection"]}))
    tap(game, "Alice", "Forest")

    assert shown(game) == [
        ("game_started", None),
        ("tapped", "to pay {T}"),
        ("ability_activated", "{T}: Add {G}."),
        ("event_proposed", "Forest adds {G} to Alice's pool"),
        ("decision_made", f"replacement: 2 × Mana Reflection: {DOUBLE} "
                          "(interchangeable, taken automatically)"),
        ("replacement_applied",
         f"{DOUBLE}: Forest adds {{G}} to Alice's pool -> Forest adds {{G}}{{G}} to Alice's pool"),
        ("replacement_applied", f"{DOUBLE}: Forest adds {{G}}{{G}} to Alice's pool -> "
                                "Forest adds {G}{G}{G}{G} to Alice's pool"),
        ("mana_added", None),
        ("tapped_for_mana", None),
    ]


def test_the_default_policy_is_named() -> None:
    """616.1: Alice lets the default policy order Mana Reflection and Contamination."""
    game = Game(two(alice={"battlefield": ["Forest", "Mana Reflection"]},
                    bob={"battlefield": ["Contamination"]}))
    tap(game, "Alice", "Forest")
    game.apply({"do": "default"})

    assert one(game, "decision_made").detail == (
        f"replacement: mana-reflection-1: {DOUBLE} (default policy)")


def test_x_and_counters_read_as_cast_and_placed() -> None:
    """107.3a / 614.1c: Endless One cast for X=3 enters with three +1/+1 counters; Hardened
    Scales makes it four."""
    game = Game(two(alice={"hand": ["Endless One"], "mana_pool": "CCC",
                           "battlefield": ["Hardened Scales"]}))
    game.apply({"do": "cast", "player": "Alice", "card": "Endless One", "x": 3})
    pass_all(game)

    assert shown(game) == [
        ("game_started", None),
        ("zone_changed", "hand -> stack"),
        ("mana_spent", None),
        ("spell_cast", "X=3"),
        ("spell_resolved", None),
        ("zone_changed", "stack -> battlefield"),
        ("event_proposed", "3 +1/+1 counter(s) on endless-one-1"),
        ("replacement_applied", f"{SCALES}: 3 +1/+1 counter(s) on endless-one-1 -> "
                                "4 +1/+1 counter(s) on endless-one-1"),
        ("counters_added", "+1/+1"),
    ]


def test_a_mana_ability_that_can_define_no_type_says_so() -> None:
    """106.5: Fellwar Stone with no opposing land adds nothing."""
    game = Game(two(alice={"battlefield": ["Fellwar Stone", "Forest"]}))
    tap(game, "Alice", "Fellwar Stone")

    assert one(game, "mana_undefined").detail == (
        f"{ORCHARD[:-1]}: no type of mana can be defined, so it adds none")


def test_losing_leaving_and_winning_read_why() -> None:
    """704.5a / 800.4a / 104.3a: Bob (3 life) is Bolted in a three-player game and leaves
    with his Bears; Cat concedes and Alice wins."""
    game = Game(board(
        player("Alice", battlefield=["Mountain"], hand=["Lightning Bolt"], library=library(5)),
        player("Bob", life=3, battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
               library=library(5)),
        player("Cat", library=library(5))))
    tap(game, "Alice", "Mountain")
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["Bob"]})
    pass_all(game)
    game.apply({"do": "concede", "player": "Cat"})

    assert shown(game)[-12:] == [
        ("mana_spent", None),
        ("spell_cast", None),
        ("spell_resolved", None),
        ("damage_dealt", "damage"),
        ("life_changed", "3 -> 0"),
        ("zone_changed", "stack -> graveyard"),
        ("player_lost", "life total 0"),
        ("player_left", None),
        ("zone_changed", "battlefield -> (left the game with its owner)"),
        ("player_lost", "conceded"),
        ("player_left", None),
        ("game_over", "Alice wins"),
    ]


def test_an_empty_library_reads_as_the_attempt_and_the_loss() -> None:
    """121.4 / 704.5b: Bob draws from an empty library and loses."""
    game = Game(board(player("Alice", library=library(3)), player("Bob"), step="end"))
    game.apply({"do": "pass_until", "turn": 2, "step": "precombat_main"})

    assert shown(game)[-4:] == [
        ("card_drawn", "tried to draw from an empty library"),
        ("player_lost", "drew from an empty library"),
        ("player_left", None),
        ("game_over", "Alice wins"),
    ]


def test_skipped_steps_say_why() -> None:
    """103.8a: the starting player skips the first draw; 508.8: Alice declares no attackers,
    so there are no declare blockers or combat damage steps."""
    game = Game(board(player("Alice", library=library(5), battlefield=["Grizzly Bears"]),
                      player("Bob", library=library(5)), step="upkeep"))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {}})
    game.apply({"do": "pass_until", "turn": 1, "step": "postcombat_main"})

    assert shown(game) == [
        ("game_started", None),
        ("step_skipped", "draw: the starting player skips the first draw in a two-player game"),
        ("step_began", "precombat_main"),
        ("step_began", "beginning_of_combat"),
        ("step_began", "declare_attackers"),
        ("decision_made", "attackers: no attackers (chosen by Alice)"),
        ("step_skipped", "declare_blockers: no creatures are attacking"),
        ("step_skipped", "combat_damage: no creatures are attacking"),
        ("step_began", "end_of_combat"),
        ("step_began", "postcombat_main"),
    ]


def test_a_trigger_with_no_legal_target_says_what_it_wanted() -> None:
    """603.3b / 603.3d: Palace Jailer's two enter triggers are ordered by the default policy;
    the exile one has no creature an opponent controls to target and is removed."""
    game = Game(two())
    game.apply({"do": "put", "player": "Alice", "card": "Palace Jailer", "zone": "battlefield"})
    game.apply({"do": "default"})

    assert shown(game)[-3:] == [
        ("decision_made", f"order: Palace Jailer: {THORN} then Palace Jailer: {JAILER_EXILE} "
                          "(default policy)"),
        ("ability_removed", f"{JAILER_EXILE}: no legal target (a creature an opponent "
                            "controls)"),
        ("ability_put_on_stack", THORN),
    ]


def test_redirected_combat_damage_reads_as_combat_damage() -> None:
    """614.9: Protector of the Crown takes the Bears' combat damage instead of Alice."""
    game = Game(two(alice={"battlefield": [{"card": "Protector of the Crown", "id": "p1"}]},
                    bob={"battlefield": [{"card": "Grizzly Bears", "id": "attacker"}]},
                    active="Bob"))
    game.apply({"do": "attack", "player": "Bob", "attackers": {"attacker": "Alice"}})
    no_blocks(game, "Alice")
    to_combat_damage(game)

    applied = one(game, "replacement_applied")
    assert one(game, "event_proposed").detail == "Grizzly Bears deals 2 combat damage to Alice"
    assert applied.detail == (f"{applied.effect}: Grizzly Bears deals 2 combat damage to Alice "
                              "-> Grizzly Bears deals 2 combat damage to p1")
    assert one(game, "damage_dealt").detail == "combat damage"


def test_deathtouch_damage_cites_its_rule() -> None:
    """702.2b: a 1/1 deathtouch blocker's damage to a Craw Wurm."""
    viper = {"Test Viper": creature_facts(1, 1, keywords=("Deathtouch",), mana_cost="{B}")}
    game = Game(board(player("Alice", battlefield=[{"card": "Craw Wurm", "id": "wurm"}]),
                      player("Bob", battlefield=[{"card": "Test Viper", "id": "viper"}])),
                cards=pool_with(creatures=viper))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"wurm": "Bob"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"viper": "wurm"}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})

    assert one(game, "damage_dealt", source="Test Viper").detail == (
        "combat damage (deathtouch, 702.2b)")
    assert one(game, "damage_dealt", source="Craw Wurm").detail == "combat damage"


def test_the_timeline_table_shows_each_events_detail() -> None:
    """The timeline's ``detail`` column is the events' rendering, row for row."""
    game = Game.load(REPO / "data" / "boards" / "first_combat.json")
    play(game, game.script)

    frame = game.timeline(quiet=True)
    assert [None if pd.isna(d) else d for d in frame["detail"]] == [e.detail for e in game.log]
