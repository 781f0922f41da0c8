"""Card definitions: printed facts (Scryfall field names, in ``data/``) plus declared behaviour.

``data/`` sits at the top of the repository and is installed as the package ``explorer.data``
(pyproject.toml maps it), so the same lookup finds it in an editable install and in a wheel.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..abilities import (
    ActivatedAbility,
    CostPart,
    ReplacementAbility,
    Shared,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from ..errors import BoardError
from ..rules.creature_types import CREATURE_TYPES

if TYPE_CHECKING:
    from ..oracle import Compiled
    from ..rules.layers import StaticEffect
    from ..rules.protection import Quality
    from .scryfall import ImportReport


def _data_dir() -> Path:
    """The folder holding cards.json and boards/, as a real path.

    pip installs packages as plain files, so ``files()`` is a ``Path`` in every install mode;
    users pass ``BOARDS / name`` to ``open()`` and ``Game.load``, which need one.
    """
    try:
        found = files("explorer.data")
    except ModuleNotFoundError:
        # A source checkout imported without installing it (PYTHONPATH=.): nothing maps data/
        # to explorer.data, but it is right beside the package.
        checkout = Path(__file__).resolve().parents[2] / "data"
        if (checkout / "cards.json").is_file():
            return checkout
        raise
    if not isinstance(found, Path):
        raise ImportError(f"explorer.data must be installed as plain files, not as {found!r}")
    return found


DATA_DIR = _data_dir()
BOARDS_DIR = DATA_DIR / "boards"

# Keyword abilities whose rules the engine implements (702.x). A card with another keyword needs a
# declaration that implements it.
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Token")

# Keywords the rules modules implement for every card that has them, with their rules.
RULES_KEYWORDS: dict[str, str] = {
    "Flying": "702.9", "Reach": "702.17", "Trample": "702.19", "Deathtouch": "702.2",
    "Haste": "702.10", "Vigilance": "702.20", "Hexproof": "702.11",
    "First strike": "702.7", "Double strike": "702.4", "Lifelink": "702.15",
    "Menace": "702.111", "Defender": "702.3", "Indestructible": "702.12", "Flash": "702.8",
    "Shroud": "702.18", "Fear": "702.36", "Intimidate": "702.13", "Skulk": "702.118",
    "Swampwalk": "702.14", "Islandwalk": "702.14", "Forestwalk": "702.14",
    "Mountainwalk": "702.14", "Plainswalk": "702.14", "Split second": "702.61",
    "Wither": "702.80", "Infect": "702.90", "Horsemanship": "702.31", "Shadow": "702.28",
    "Riot": "702.136",
}
# Keywords a card's declaration implements: Enchant (its ``enchant``, 303.4a), triggered
# keywords such as Dethrone (702.105), declared as the triggered ability they stand for, and
# activated keywords — Equip (702.6a), Outlast (702.107a) — as the activated ability.
DECLARED_KEYWORDS = frozenset({"Enchant", "Dethrone", "Equip", "Outlast"})
KNOWN_KEYWORDS = frozenset(RULES_KEYWORDS) | DECLARED_KEYWORDS


@dataclass(frozen=True, eq=False)
class CardDef(Shared):
    """A card (or token) as the rules see it: characteristics (109.3) and abilities."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    cmc: float = 0
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    replacements: tuple[ReplacementAbility, ...] = ()
    spell: SpellAbility | None = None
    # Static rules of how it enters and stays: "enters with X +1/+1 counters" (614.1c, 107.3m),
    # "As this enters, choose a color" (614.12a), "Enchant land" (303.4a), "doesn't untap" (502.3),
    # "can't block" (509.1b).
    enters_with: dict[str, str] = field(default_factory=dict)
    # "~ enters with a +1/+1 counter on it for each other Human you control" (614.1c): the
    # counter and how many, counted as it enters: (game, the permanent) -> N.
    enters_with_for_each: tuple[str, Callable[[Any, Any], int]] | None = None
    as_enters_choose: str | None = None
    enchant: TargetSpec | None = None
    doesnt_untap: bool = False
    cant_block: bool = False  # "~ can't block": a restriction on declaring blockers (509.1b)
    # "~ can block an additional creature each combat" (one more attacker than 509.1a's one,
    # per instance), "~ can block any number of creatures"
    blocks_additional: int = 0
    blocks_any_number: bool = False
    # "… as long as you're the monarch": a condition of (game, its controller, it, None)
    blocks_additional_while: Callable[[Any, str, Any, Any], bool] | None = None
    cant_be_blocked: bool = False  # "~ can't be blocked" (509.1b)
    # Requirements on blocking it (509.1c): "~ must be blocked if able" (one blocker is
    # enough), "All creatures able to block ~ do so." (Lure: every one that can)
    must_be_blocked: bool = False
    all_must_block: bool = False
    blocked_by_at_most_one: bool = False  # "~ can't be blocked by more than one creature."
    blocked_by_at_least_two: bool = False  # "… except by two or more creatures." (509.1b)
    cant_be_countered: bool = False  # "This spell can't be countered." (101.2)
    # "Creature spells you control can't be countered." (101.2): a test of (game, you, the
    # spell's card on the stack)
    your_spells_cant_be_countered: Callable[[Any, str, Any], bool] | None = None
    no_maximum_hand_size: bool = False  # "You have no maximum hand size." (402.2)
    skip_draw_step: bool = False  # "Skip your draw step." (614.1b, 614.10)
    # "Your opponents can't gain life." (119.7): whose life can't go up — "opponents", "you"
    # or "each" (every player), seen from this permanent's controller.
    cant_gain_life: str | None = None
    # "You have hexproof." (702.11c): its controller can't be the target of spells or abilities
    # their opponents control.
    gives_you_hexproof: bool = False
    # "Your opponents can't cast spells with the same name as the exiled card." (Ixalan's
    # Binding, 607.2a): asked by rules/casting_restrictions.py
    opponents_cant_cast_exiled: bool = False
    # "~ can't be the target of spells or abilities your opponents control." (hexproof in
    # words, 702.11b)
    untargetable_by_opponents: bool = False
    # "Creatures your opponents control enter tapped." (614.1d): which permanents, as a test of
    # (game, this permanent's controller, the permanent as it would enter).
    others_enter_tapped: Callable[[Any, str, Any], bool] | None = None
    # "Each planeswalker you control enters with an additional loyalty counter on it." (614.1c):
    # which permanents (a test of (game, this permanent's controller, the one entering), not
    # this one if "other"), the counter, how many
    others_enter_with: tuple[Callable[[Any, str, Any], bool], bool, str, int] | None = None
    # "As long as you're the monarch, damage doesn't cause you to lose life." (modifies 120.3a):
    # a condition of (game, you, this permanent, None)
    damage_doesnt_cause_life_loss: Callable[[Any, str, Any, Any], bool] | None = None
    # "~ can't be blocked by creatures the monarch controls" (509.1b): the blockers it names, as
    # words and a test of (game, the attacker's controller, a blocker).
    cant_be_blocked_by: tuple[str, Callable[[Any, str, Any], bool]] | None = None
    # "~ can't be blocked except by creatures with flying" (509.1b): the only blockers it
    # allows, as words and a test of (game, the attacker's controller, a blocker).
    cant_be_blocked_except_by: tuple[str, Callable[[Any, str, Any], bool]] | None = None
    # "~ can block only creatures with flying" (509.1b): the attackers it may block.
    can_block_only: tuple[str, Callable[[Any, str, Any], bool]] | None = None
    # "~ can't attack unless defending player is the monarch" (508.1c): a test of (game, the
    # player it would attack).
    attacks_only_if: tuple[str, Callable[[Any, str], bool]] | None = None
    # Ghostly Prison: "Creatures can't attack you unless their controller pays {2} for each
    # creature they control that's attacking you." — the mana each creature attacking this
    # permanent's controller costs (508.1g)
    attack_tax: str = ""
    # Baird, Steward of Argive: "… attack you or planeswalkers you control unless …" — the tax
    # is asked for creatures attacking its controller's planeswalkers too (508.1b)
    attack_tax_planeswalkers: bool = False
    convoke: bool = False  # "Convoke" (702.51a): creatures tapped as it is cast help pay
    # "Enchanted creature can't attack or block." (Pacifism, 508.1c, 509.1b): what the creature
    # this Aura or Equipment is attached to can't do — "attack", "block".
    attached_cant: frozenset[str] = frozenset()
    # "Creatures your opponents control can't block." (509.1b): what they can't do, which
    # creatures (a test of (game, this permanent's controller, a creature)), and whether it
    # says "other" (not this one).
    creatures_cant: tuple[frozenset[str], Callable[[Any, str, Any], bool], bool] | None = None
    cant_attack_alone: bool = False  # "~ can't attack alone" (508.1c)
    # "Prevent all combat damage that would be dealt to and dealt by ~." (615.1, Fog Bank): which
    # of "to" and "by" it prevents, and whether only combat damage.
    prevents_damage: frozenset[str] = frozenset()
    prevents_combat_damage_only: bool = False
    # Gaseous Form: the same, for the creature this Aura or Equipment is attached to
    attached_prevents_damage: frozenset[str] = frozenset()
    # "~'s power and toughness are each equal to the number of creatures you control." (604.3,
    # layer 7a, 613.4a): (game, the object) -> the value, for power and for toughness.
    power_is: Callable[[Any, Any], int] | None = None
    toughness_is: Callable[[Any, Any], int] | None = None
    attacks_each_combat: bool = False  # "~ attacks each combat if able": a requirement (508.1d)
    changeling: bool = False  # "Changeling": it is every creature type (702.73a)
    # Fealty to the Realm: "Enchanted creature attacks each combat if able and can't attack
    # you." — a requirement (508.1d) and a restriction (508.1c) on the creature it enchants;
    # "you" is this Aura's controller.
    attached_attacks_each_combat: bool = False
    attached_cant_attack_you: bool = False
    cant_block_alone: bool = False  # "~ can't block alone" (509.1b)
    # "Protection from black", "protection from Demons and from Dragons" (702.16): one quality
    # per protection ability (702.16g), applied by explorer.rules.protection
    protection: tuple[Quality, ...] = ()
    # "Hexproof from black" (702.11d): the qualities of the spells and sources its opponents
    # control that can't target it.
    hexproof_from: tuple[Quality, ...] = ()
    # "~ doesn't untap during your untap step if it has a depletion counter on it" (502.3): a
    # test of (game, its controller, it) asked as the untap step begins — True keeps it tapped.
    doesnt_untap_if: Callable[[Any, str, Any], bool] | None = None
    # "As long as …, this creature can attack as though it didn't have defender." (609.4): a
    # test of (game, its controller, it) asked as attackers are declared.
    attacks_despite_defender_if: Callable[[Any, str, Any], bool] | None = None
    # "You may choose not to untap this land during your untap step." (502.3): its controller
    # is asked in each of their untap steps while it is tapped.
    may_not_untap: bool = False
    # "Enchanted creature doesn't untap during its controller's untap step [unless …]" (502.3):
    # a test of (game, that creature's controller, this permanent) — True keeps it tapped.
    attached_doesnt_untap: Callable[[Any, str, Any], bool] | None = None
    # The continuous effects its static abilities generate (604.2, 611.3): "Other Elf creatures
    # you control get +1/+1", "Equipped creature has flying" (explorer.rules.layers).
    continuous: tuple[StaticEffect, ...] = ()
    # "enters tapped" (614.1d): always, or a test of the game and the player it enters under
    # ("enters tapped unless you control a Mountain or a Forest").
    enters_tapped: bool | Callable[[Any, str], bool] = False
    # "As this enters, you may pay N life. If you don't, it enters tapped." (614.12)
    pay_life_or_tapped: int = 0
    # "As this land enters, you may reveal a Mountain or Forest card from your hand. If you
    # don't, this land enters tapped." (614.12): the cards that may be revealed, in words, and a
    # test of (game, the player, a card in their hand).
    reveal_or_tapped: tuple[str, Callable[[Any, str, Any], bool]] | None = None
    # Casting (601.2f, 601.2h): "Kicker {2}{G}" (702.33a) — the mana added when it is kicked —
    # and "As an additional cost to cast this spell, …" (the parts, as costs.py pays them).
    kicker: str = ""
    multikicker: bool = False  # its kicker is "Multikicker [cost]" (702.33c): paid N times
    offspring: str = ""  # "Offspring {2}" (702.175a): paid with choices {"offspring": true}
    foretell: str = ""  # "Foretell {1}{W}" (702.143a): its cost, cast from exile once foretold
    # "Suspend 4—{R}" (702.62a): its cost, and the time counters it is exiled with
    suspend: str = ""
    suspend_time: int = 0
    plot: str = ""  # "Plot {3}{U}" (702.170a): its cost, exiled plotted from hand
    madness: str = ""  # "Madness {R}" (702.35a): its cost, cast from exile as it is discarded
    entwine: str = ""  # "Entwine {2}" (702.42a): all modes, with choices {"entwined": true}
    buyback: str = ""  # "Buyback {3}" (702.27a): paid with choices {"buyback": true}
    delve: bool = False  # "Delve" (702.66a): graveyard cards pay for generic mana
    improvise: bool = False  # "Improvise" (702.126a): tapped artifacts pay for generic mana
    # "Gift a Food" (702.174a): what is given ("a food"), promised with choices {"gift": name};
    # an instant's or sorcery's gift, given before its other effects (702.174j)
    gift: str = ""
    gift_effect: Callable[[Any], Any] | None = None
    bargain: bool = False  # "Bargain" (702.166a): paid with choices {"bargained": true}
    bargained_costs_less: int = 0  # "This spell costs {2} less to cast if it's bargained."
    harmonize: str = ""  # "Harmonize {5}{U}" (702.180a): cast from the graveyard for it
    flashback: str = ""  # "Flashback {4}{R}" (702.34a): cast from the graveyard for that cost
    # "You may pay {1}{B} rather than pay this spell's mana cost." (118.9): cast for it with
    # choices {"alternative": true}
    alternative_cost: str = ""
    # The keyword that says when the alternative cost may be paid ("Spectacle", "Surge"; see
    # rules/alternative_costs.py), or "" for any time
    alternative_if: str = ""
    # The delayed triggered abilities its effects create ("Draw a card at the beginning of the
    # next turn's upkeep.", 603.7): named by their place here in a saved game.
    delayed: tuple[TriggeredAbility, ...] = ()
    additional_costs: tuple[CostPart, ...] = ()
    # "This spell costs {1} less to cast if you control an artifact creature." / "… for each
    # creature you control" (601.2f): how much less generic mana, (game, caster, the card) -> N.
    costs_less: Callable[[Any, str, Any], int] | None = None
    # "Creature spells you cast cost {1} less to cast.", "Noncreature spells cost {1} more to
    # cast." (601.2f): whose spells ("you", "opponents", "each"), which (a test of (game, this
    # permanent's controller, the spell's card)), and the change in generic mana (+ more, - less).
    spells_cost: tuple[str, Callable[[Any, str, Any], bool], int] | None = None
    # "Loyalty abilities of planeswalkers your opponents control cost {1} more to activate."
    # (601.2f, by 602.2b): whose — "opponents", "you" or "each" — and the mana added
    loyalty_abilities_cost: tuple[str, str] | None = None
    # "This spell costs {3} less to cast if it targets a tapped creature." (601.2f, its targets
    # chosen first, 601.2c): how much less, and a test of (game, caster, a chosen target object)
    costs_less_targeting: tuple[int, Callable[[Any, str, Any], bool]] | None = None
    # "Spells your opponents cast that target this creature cost {2} more to cast." (601.2f):
    # whose spells ("you", "opponents", "each") and the change in generic mana
    targeting_it_costs: tuple[str, int] | None = None
    # "You may cast noncreature spells as though they had flash." (601.3b): which of its
    # controller's spells, a test of (game, this permanent's controller, the spell's card)
    flash_for: Callable[[Any, str, Any], bool] | None = None
    # "Cast this spell only during combat." (601.3): rules.casting_restrictions.CastOnly
    cast_only: tuple[Any, ...] = ()
    # "If this creature was kicked, it enters with N additional +1/+1 counters on it."
    kicked_enters_with: dict[str, int] = field(default_factory=dict)
    is_token: bool = False
    facts: dict[str, Any] = field(default_factory=dict)
    # The printed lines of a compiled card that the fields above implement (its keyword lines
    # and static abilities), so that implemented() lists every printed ability it read.
    statics: tuple[str, ...] = ()
    compiled: bool = False  # read from its Oracle text (explorer.oracle), not declared by hand
    # "return the exiled card …" (607.2a): what its abilities exile remembers it (Obj.exiled_by).
    returns_exiled: bool = False
    # "Awaken 3—{4}{U}" (702.113a): N, the +1/+1 counters its land gets when cast for its
    # awaken cost (its alternative cost); that land is then its last target (702.113b)
    awaken: int = 0
    # "Morph {2}{W}{W}" (702.37a): the cost to turn it face up once it was cast face down;
    # megamorph (702.37b) also puts a +1/+1 counter on it then
    morph: str = ""
    megamorph: bool = False
    # "Disguise {4}{W}" (702.168a): a morph whose face-down 2/2 has ward {2} — ``face_down``,
    # what it is while face down when that isn't the plain 2/2 of 708.2a
    disguise: bool = False
    face_down: CardDef | None = None
    # "Dredge 3" (702.52a): N, the cards milled to return it from the graveyard instead of a draw
    dredge: int = 0
    # "Toxic 2" (702.164a): the poison counters its combat damage to a player also gives
    toxic: int = 0
    # "When this creature enters, if X is 5 or more, …" (ravenous): an enter ability that asks
    # the X of the spell it was (107.3m), which the permanent then remembers (choices "x").
    remembers_x: bool = False
    # "When this creature enters, if you cast it from your hand, …": the permanent remembers
    # that the spell it was was cast from its owner's hand (choices "from_hand", 601.2a).
    remembers_from_hand: bool = False

    @cached_property
    def supertypes(self) -> tuple[str, ...]:
        return tuple(w for w in self._left() if w in SUPERTYPES)

    @cached_property
    def types(self) -> tuple[str, ...]:
        return tuple(w for w in self._left() if w not in SUPERTYPES)

    @cached_property
    def subtypes(self) -> tuple[str, ...]:
        """Its subtypes as printed — and, with changeling, every creature type (702.73a: a
        characteristic-defining ability, so in every zone, 604.3)."""
        _, _, right = self.type_line.partition("—")
        printed = tuple(t.replace("Time_Lord", "Time Lord")  # one type of two words (205.3m)
                        for t in right.replace("Time Lord", "Time_Lord").split())
        if self.changeling:
            return printed + tuple(t for t in CREATURE_TYPES if t not in printed)
        return printed

    def _left(self) -> list[str]:
        return self.type_line.partition("—")[0].split()

    def is_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_permanent_card(self) -> bool:
        return any(t in self.types for t in ("Artifact", "Creature", "Enchantment", "Land",
                                             "Planeswalker", "Battle"))

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def implemented(self) -> list[str]:
        """What the declaration implements, one entry per ability, in words: keywords, the
        static rules of entering and untapping, then the activated, triggered, replacement and
        spell abilities by their text. Compared with :func:`oracle_abilities` to prove that no
        printed ability is missing and none is invented."""
        if self.statics or self.compiled:
            # An ability a keyword stands for is implemented as part of its keyword line.
            # A modal triggered ability's modes are lines of their own, as printed (700.2).
            return [*self.statics, *(a.text for a in self.activated if a.keyword is None),
                    *(line for t in self.triggered if t.keyword is None
                      for line in t.text.splitlines()),
                    *(r.text for r in self.replacements),
                    *(self.spell.text.splitlines() if self.spell is not None else [])]
        out = [k for k in self.keywords if k in RULES_KEYWORDS]
        if self.enchant is not None:
            out.append("Enchant " + self.enchant.text.removeprefix("a ").removeprefix("an "))
        out += [f"enters with {n} {kind} counters on it" for kind, n in self.enters_with.items()]
        if self.as_enters_choose:
            out.append(f"enters, choose a {self.as_enters_choose}")
        if self.doesnt_untap:
            out.append("doesn't untap during your untap step")
        out += [a.text for a in self.activated]
        out += [t.text for t in self.triggered]
        out += [r.text for r in self.replacements]
        if self.spell is not None:
            out.append(self.spell.text)
        return out


def describe_token(facts: dict[str, Any]) -> str:
    """"1/1 colorless", "1/1 white, flying", '1/1 black, "This creature can't block."': what
    tells a token from another of its name — its abilities in quotes beyond its keywords."""
    colors = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
    words = " and ".join(colors[c] for c in facts.get("colors") or () if c in colors)
    size = f"{facts['power']}/{facts['toughness']} " if facts.get("power") is not None else ""
    keywords = [str(k).lower() for k in facts.get("keywords") or ()]
    said = ", ".join(keywords).capitalize()
    keywords += [f'"{line}"' for line in oracle_abilities(str(facts.get("oracle_text") or ""))
                 if line != said]
    return f"{size}{words or 'colorless'}" + (f", {', '.join(keywords)}" if keywords else "")


_REMINDER = re.compile(r"\s*\([^()]*\)")


def oracle_abilities(oracle_text: str) -> list[str]:
    """A card's abilities as printed: one per line of its Oracle text, without reminder text
    (in parentheses), which is not rules text. A basic land's line is all reminder: its
    ability is intrinsic (305.6), so it has no printed ability."""
    out = []
    for line in oracle_text.splitlines():
        text = _REMINDER.sub("", line).strip()
        if text:
            out.append(text)
    return out


class CardPool:
    """All cards a game can use: facts from JSON files, behaviour from declarations.

    A card is playable only once its behaviour is declared (even a vanilla creature is declared,
    so that "implemented" is a deliberate statement, never an accident of the data).
    """

    def __init__(self) -> None:
        self.facts: dict[str, dict[str, Any]] = {}
        self.defs: dict[str, CardDef] = {}
        self.compiled: dict[str, Compiled] = {}  # each card read from its text: how, or why not
        # A token's name without "Token" (Scryfall's name for it, and the explorer's before
        # 111.4 named it) -> its name in the game.
        self.aliases: dict[str, str] = {}
        # Tokens read from a card file's token objects (explorer.cards.scryfall): a token that a
        # card's own text makes replaces one of these, since that text says what it is.
        self.file_tokens: set[str] = set()
        # Tokens cards' texts make, by their characteristics (as JSON) -> their name here. Two
        # different tokens share a name by 111.4 (Court of Grace's white flying Spirit, Forbidden
        # Orchard's colorless one): the second one read is told apart by what it is.
        self.token_keys: dict[str, str] = {}
        self.report: ImportReport | None = None  # what load_scryfall read, for a pool it made

    def load_facts(self, path: Path, token: bool = False) -> None:
        for entry in json.loads(path.read_text(encoding="utf-8")):
            self.facts[entry["name"]] = {**entry, "_token": token}

    def compile(self, facts: dict[str, Any]) -> Compiled:
        """Read a card from its Oracle text (``explorer.oracle``): it becomes playable if every
        one of its abilities was read; else the pool remembers the sentence it couldn't read."""
        from ..oracle import compile_card

        result = compile_card(facts)
        self.facts.setdefault(result.name, facts)
        self.compiled[result.name] = result
        if result.card is not None:
            self.defs[result.name] = result.card
            for token in result.tokens:
                self._add_token(token.as_facts())
        return result

    def _add_token(self, facts: dict[str, Any]) -> None:
        from ..oracle import compile_card

        name = str(facts["name"])
        signature = json.dumps(facts, sort_keys=True)
        if signature in self.token_keys:
            return
        made = set(self.token_keys.values())
        if name in self.defs and name not in self.file_tokens and name not in made:
            self.token_keys[signature] = name  # a card, or a token the rules define: it stays
            return
        if name in made:  # another card's text makes a different token of this name
            name = f"{name} ({describe_token(facts)})"
            facts = {**facts, "name": name}
        else:
            self.file_tokens.discard(name)
            self.aliases[name.removesuffix(" Token")] = name
        result = compile_card(facts)
        if result.card is not None:
            self.defs[name] = result.card
            self.compiled[name] = result
            self.token_keys[signature] = name

    def token_name(self, facts: dict[str, Any]) -> str:
        """The name in this pool of the token these characteristics describe (see
        ``token_keys``); its own name if the pool hasn't seen it."""
        return self.token_keys.get(json.dumps(facts, sort_keys=True), str(facts["name"]))

    def compile_all(self) -> None:
        """Compile every card with facts that isn't declared by hand."""
        for name, facts in list(self.facts.items()):
            if name not in self.defs:
                self.compile(facts)

    def explain(self, name: str) -> str:
        """How the card was read, one line per ability: the template and the rule module that
        runs it — or the sentence the explorer can't read yet."""
        name = self.aliases.get(name, name)
        if name not in self.compiled:
            if name in self.defs:
                return f"{name}: declared by hand in Python (explorer.cards)"
            self.get(name)  # raises, saying what is wrong with the name
        result = self.compiled[name]
        out = [f"{name}: " + ("compiled from its Oracle text" if result.card is not None
                              else "not playable yet")]
        for reading in result.readings:
            out.append("  " + reading.printed.replace("\n", "\n  "))  # a modal trigger's modes
            out += [f"    means {m}" for m in reading.means]
            for t in reading.templates:
                out.append(f"      {t.group}: {t.text!r}  ({t.rule}, {t.runs})")
        if result.refused is not None:
            out.append(f"  can't read: {result.refused!r}" + (f" ({result.why})"
                                                              if result.why else ""))
        return "\n".join(out)

    def declare(
        self,
        name: str,
        *,
        activated: tuple[ActivatedAbility, ...] | list[ActivatedAbility] = (),
        triggered: tuple[TriggeredAbility, ...] | list[TriggeredAbility] = (),
        replacements: tuple[ReplacementAbility, ...] | list[ReplacementAbility] = (),
        spell: SpellAbility | None = None,
        enters_with: dict[str, str] | None = None,
        as_enters_choose: str | None = None,
        enchant: TargetSpec | None = None,
        doesnt_untap: bool = False,
        facts: dict[str, Any] | None = None,
    ) -> CardDef:
        """Declare how a card plays. ``facts`` may supply (or override) its printed facts."""
        known = {**self.facts.get(name, {}), **(facts or {})}
        if not known:
            raise BoardError("card",
                             f"no facts for {name!r}: add it to data/cards.json or pass facts")
        unknown_kw = [k for k in known.get("keywords", []) if k not in KNOWN_KEYWORDS]
        if unknown_kw:
            raise BoardError("keywords", f"{name}: keyword(s) {unknown_kw} are not implemented")
        card = CardDef(
            name=name,
            mana_cost=known.get("mana_cost", ""),
            type_line=known.get("type_line", ""),
            oracle_text=known.get("oracle_text", ""),
            power=known.get("power"),
            toughness=known.get("toughness"),
            colors=tuple(known.get("colors", ())),
            keywords=tuple(known.get("keywords", ())),
            cmc=known.get("cmc", 0),
            activated=tuple(activated),
            triggered=tuple(triggered),
            replacements=tuple(replacements),
            spell=spell,
            enters_with=dict(enters_with or {}),
            as_enters_choose=as_enters_choose,
            enchant=enchant,
            doesnt_untap=doesnt_untap,
            is_token=bool(known.get("_token", False)),
            facts={k: v for k, v in known.items() if not k.startswith("_")},
        )
        self.facts.setdefault(name, known)
        self.defs[name] = card
        return card

    def get(self, name: str) -> CardDef:
        """The declared card, or a BoardError that says what is wrong with the name."""
        name = self.aliases.get(name, name)
        if name in self.defs:
            return self.defs[name]
        refused = self.compiled.get(name)
        if refused is not None and refused.refused is not None:
            why = f" ({refused.why})" if refused.why else ""
            raise BoardError("card", f"{name!r} can't be played yet: the explorer can't read "
                                     f"{refused.refused!r}{why}")
        if name in self.facts:
            raise BoardError("card",
                             f"{name!r} is a known card but its rules are not implemented yet")
        close = difflib.get_close_matches(name, list(self.defs), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise BoardError("card", f"unknown card {name!r}{hint}")

    def __contains__(self, name: object) -> bool:
        return name in self.defs or name in self.aliases

    def names(self) -> list[str]:
        return sorted(self.defs)
