"""Keyword abilities (702) on a line of their own: "Flying, deathtouch", "Enchant Forest",
"Outlast {1}{W}", "Prowess", "Equip {2}".

Most keywords are implemented once, in the rules modules, for every permanent that has them
(``RULES_KEYWORDS``: the card's Scryfall ``keywords`` list says which it has). Enchant gives an
Aura what it may enchant (303.4a). A keyword that stands for an ability the rules spell out in
words — "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
only as a sorcery." (702.107a) — is read as those words, by the same grammar as any printed
ability: each template of the group ``keyword`` turns the keyword into its meaning. Any other
keyword is refused by name.
Protection (702.16a) is read into its qualities — data the rules check (``rules.protection``);
a quality the grammar doesn't know ("from the chosen color") refuses the line.
Equip (702.6a) is built whole, as the activated ability it stands for (``rules.attachments``),
since a cost reduction may come with it ("This ability costs {3} less to activate if …").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..abilities import ActivatedAbility, Cost, Ctx, Effect, Steps, TargetSpec, When
from ..events import EventKind as K
from ..rules import attachments, discover
from ..rules.costs import ManaPayment, ReducedManaPayment
from ..rules.counters import put_counters
from ..rules.mana import ManaCost
from ..rules.protection import Quality, QualityKind
from . import conditions  # noqa: F401  (the "condition" kind its templates use)
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import COLOR_WORDS, Objects, _singular, in_words, read_objects, singular_phrase
from .triggers import Trigger

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel
    from ..state import Obj
    from .conditions import Condition
    from .scope import Scope


def keyword_of(item: str, keywords: list[str]) -> str | None:
    """The keyword of the card's ``keywords`` list that one item of a keyword line names
    ("protection from multicolored" → "Protection"), if any."""
    low = item.lower()
    return next((k for k in keywords if low == k.lower()
                 or low.startswith((k.lower() + " ", k.lower() + "—"))), None)


def enchant(what: str) -> TargetSpec:
    """"Enchant land": what the Aura may target as a spell and be attached to (303.4a)."""
    objects = read_objects(what)  # NoMatch if the grammar doesn't know the phrase
    article = "an" if what[:1].lower() in "aeiou" else "a"
    return TargetSpec(f"{article} {what}", _allows(objects))


def _allows(objects: Objects) -> Any:
    def allows(game: Kernel, chooser: str, t: Any) -> bool:
        obj = game.state.find(t) if isinstance(t, int) else None
        return obj is not None and objects.test(game, chooser, obj)

    return allows


# -- keywords that mean an ability in words (702) ----------------------------------------------
keyword = GRAMMAR.template


def _means(rule: str, *shapes: str) -> Any:
    """A keyword's template: it gives the ability it stands for in words — or, for a keyword
    that stands for several, their words one by one."""
    return keyword("keyword", *shapes, rule=rule, runs="explorer.oracle.compiler")


def _counters(n: int, kind: str = "+1/+1") -> str:
    """"a +1/+1 counter", "two +1/+1 counters": N counters said as the rules text says them."""
    return f"a {kind} counter" if n == 1 else f"{in_words(n)} {kind} counters"


@_means("702.32a", "fading {n:number}")
def _fading(scope: Scope, n: int) -> tuple[str, str]:
    """A static ability and a triggered ability."""
    return (f"~ enters with {_counters(n, 'fade')} on it.",
            "At the beginning of your upkeep, remove a fade counter from ~. If you can't, "
            "sacrifice ~.")


@_means("702.63a", "vanishing {n:number}")
def _vanishing(scope: Scope, n: int) -> tuple[str, str, str]:
    """A static ability and two triggered abilities ("Vanishing" without a number, 702.63b,
    isn't read)."""
    return (f"~ enters with {_counters(n, 'time')} on it.",
            "At the beginning of your upkeep, remove a time counter from ~.",
            "When the last time counter is removed from ~, sacrifice ~.")


@_means("702.123a", "fabricate {n:number}")
def _fabricate(scope: Scope, n: int) -> str:
    servos = ("a 1/1 colorless Servo artifact creature token" if n == 1 else
              f"{in_words(n)} 1/1 colorless Servo artifact creature tokens")
    return (f"When ~ enters, you may put {_counters(n)} on ~. If you don't, create {servos}.")


@_means("702.25a", "flanking")
def _flanking(scope: Scope) -> str:
    """"Whenever a creature without flanking blocks this creature, the blocking creature gets
    -1/-1 until end of turn": once for each such blocker (509.3d), said the way the grammar
    reads a blocker."""
    return ("Whenever ~ becomes blocked by a creature without flanking, that creature gets "
            "-1/-1 until end of turn.")


@_means("702.43a", "modular {n:number}")  # "Modular—Sunburst" isn't read yet
def _modular(scope: Scope, n: int) -> tuple[str, str]:
    """A static ability and a triggered ability."""
    return (f"~ enters with {_counters(n)} on it.",
            "When ~ is put into a graveyard from the battlefield, you may put X +1/+1 counters "
            "on target artifact creature, where X is the number of +1/+1 counters on ~.")


@_means("702.92a", "living weapon")
def _living_weapon(scope: Scope) -> str:
    return "When ~ enters, create a 0/0 black Phyrexian Germ creature token, then attach ~ to it."


@_means("702.163a", "for Mirrodin!")
def _for_mirrodin(scope: Scope) -> str:
    return "When ~ enters, create a 2/2 red Rebel creature token, then attach ~ to it."


@_means("702.182a", "job select")
def _job_select(scope: Scope) -> str:
    return "When ~ enters, create a 1/1 colorless Hero creature token, then attach ~ to it."


@_means("702.44a", "sunburst")
def _sunburst(scope: Scope) -> str:
    """A +1/+1 counter for each color of mana spent to cast it if it enters as a creature
    (its printed type: type-changing effects are ignored), else a charge counter."""
    counter = "+1/+1" if "Creature" in scope.type_line.split() else "charge"
    return f"~ enters with a {counter} counter on it for each color of mana spent to cast it."


@_means("702.181a", "mobilize {n:number}")  # "Mobilize X, where X is …" isn't read yet
def _mobilize(scope: Scope, n: int) -> str:
    """"Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior creature
    tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next
    end step." — said as its reminder text says it: the tokens are put onto the battlefield
    attacking, never declared as attackers (508.4), and the delayed ability sacrifices those
    tokens, not the creature with mobilize (603.7c)."""
    warriors = ("a tapped and attacking 1/1 red Warrior creature token" if n == 1 else
                f"{in_words(n)} tapped and attacking 1/1 red Warrior creature tokens")
    return (f"Whenever ~ attacks, create {warriors}. Sacrifice {'it' if n == 1 else 'them'} at "
            "the beginning of the next end step.")


@_means("702.147a", "decayed")
def _decayed(scope: Scope) -> tuple[str, str]:
    """A static ability and a triggered ability."""
    return "~ can't block.", "When ~ attacks, sacrifice it at end of combat."


@_means("702.46a", "soulshift {n:number}")
def _soulshift(scope: Scope, n: int) -> str:
    return ("When ~ is put into a graveyard from the battlefield, you may return target Spirit "
            f"card with mana value {n} or less from your graveyard to your hand.")


@_means("702.107a", "outlast {cost:mana_cost}")
def _outlast(scope: Scope, cost: str) -> str:
    return f"{cost}, {{T}}: Put a +1/+1 counter on ~. Activate only as a sorcery."


@_means("702.40a", "storm")
def _storm(scope: Scope) -> str:
    """"When you cast this spell, copy it for each other spell that was cast before it this
    turn. If the spell has any targets, you may choose new targets for any of the copies."
    (each copy's controller is asked: 707.10c)."""
    return ("When you cast this spell, copy it for each other spell that was cast before it "
            "this turn. You may choose new targets for the copies.")


@_means("702.29a", "cycling {cost:mana_cost}")
def _cycling(scope: Scope, cost: str) -> str:
    return f"{cost}, Discard ~: Draw a card."


@_means("702.29e", "basic landcycling {cost:mana_cost}")
def _basic_landcycling(scope: Scope, cost: str) -> str:
    return (f"{cost}, Discard ~: Search your library for a basic land card, reveal it, put it "
            "into your hand, then shuffle.")


table("land_type", {t.lower(): t for t in ("Plains", "Island", "Swamp", "Mountain", "Forest",
                                           "Desert")})


@_means("702.29e", "{kind:land_type}cycling {cost:mana_cost}")
def _typecycling(scope: Scope, kind: str, cost: str) -> str:
    """"Plainscycling {2}": "{2}, Discard this card: Search your library for a Plains card,
    reveal it, put it into your hand, then shuffle." """
    return (f"{cost}, Discard ~: Search your library for a {kind} card, reveal it, put it "
            "into your hand, then shuffle.")



@_means("702.21a", "ward {cost:mana_cost}")
def _ward(scope: Scope, cost: str) -> str:
    return ("Whenever ~ becomes the target of a spell or ability an opponent controls, counter "
            f"it unless that player pays {cost}.")


@_means("702.21a", "ward—pay {n:number} life")
def _ward_life(scope: Scope, n: int) -> str:
    """"Ward—Pay 7 life.": a cost that isn't mana, paid as the ability resolves (rules.ward)."""
    return ("Whenever ~ becomes the target of a spell or ability an opponent controls, counter "
            f"it unless that player pays {n} life.")


@_means("702.23a", "rampage {n:number}")
def _rampage(scope: Scope, n: int) -> str:
    """Counted as it resolves (702.23b; rules.rampage)."""
    return (f"Whenever ~ becomes blocked, it gets +{n}/+{n} until end of turn for each creature "
            "blocking it beyond the first.")


@_means("702.121a", "melee")
def _melee(scope: Scope) -> str:
    """Counted as it resolves (rules.melee)."""
    return ("Whenever ~ attacks, it gets +1/+1 until end of turn for each opponent you "
            "attacked with a creature this combat.")


@_means("702.122a", "crew {n:number}")
def _crew(scope: Scope, n: int) -> str:
    return (f"Tap any number of untapped creatures you control with total power {n} or "
            "greater: ~ becomes an artifact creature until end of turn.")


@_means("702.171a", "saddle {n:number}")
def _saddle(scope: Scope, n: int) -> str:
    """Crew's kin, at sorcery speed; "saddled" is a designation, not a characteristic
    (702.171b)."""
    return (f"Tap any number of other untapped creatures you control with total power {n} or "
            "greater: ~ becomes saddled until end of turn. Activate only as a sorcery.")


@_means("702.30a", "echo {cost:mana_cost}")
def _echo(scope: Scope, cost: str) -> str:
    return ("At the beginning of your upkeep, if ~ came under your control since the beginning "
            f"of your last upkeep, sacrifice ~ unless you pay {cost}.")


@_means("702.112a", "renown {n:number}")
def _renown(scope: Scope, n: int) -> str:
    """"Renown N" means "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned." (the intervening if, 603.4,
    is asked as it triggers and as it resolves)."""
    counters = _counters(n)
    return (f"Whenever ~ deals combat damage to a player, if ~ isn't renowned, put {counters} "
            "on ~ and it becomes renowned.")


@GRAMMAR.template("effect", "put {n:number} +1/+1 counters on ~ and it becomes renowned",
                  "put a +1/+1 counter on ~ and it becomes renowned", rule="702.112b",
                  runs="explorer.rules.counters")
def _becomes_renowned(scope: Scope, n: int = 1) -> Effect:
    """Renown's effect: the counters (122.6), then the designation (702.112b), kept until the
    permanent leaves the battlefield (a new object, 400.7, isn't renowned)."""

    def run(ctx: Ctx) -> Steps:
        obj = ctx.source
        if obj is None or ctx.game.state.find(obj.oid) is None:
            return  # it left the battlefield: nothing to put counters on (400.7)
        yield from put_counters(ctx.game, obj, "+1/+1", n, ctx.source_name, rule="702.112a")
        obj.renowned = True
        ctx.game.emit(K.BECAME_RENOWNED, player=obj.controller, source=obj.name,
                      target=obj.handle, rule="702.112b")

    return run


@GRAMMAR.template("effect", "discover {n:number}", rule="701.57a",
                  runs="explorer.rules.discover")
def _discover(scope: Scope, n: int) -> Effect:
    """Discover N (701.57a): a keyword action, its card cast while the ability resolves."""

    def run(ctx: Ctx) -> Steps:
        yield from discover.discover(ctx, n)

    return run


@GRAMMAR.template("trigger", "~ becomes renowned", rule="702.112b",
                  runs="explorer.oracle.keywords")
def _this_becomes_renowned(scope: Scope) -> Trigger:
    return Trigger(When(K.BECAME_RENOWNED, lambda game, event, obj: event.target == obj.handle))


@GRAMMAR.template("trigger", "~ exploits a creature", rule="702.110b",
                  runs="explorer.rules.exploit")
def _this_exploits(scope: Scope) -> Trigger:
    """Sidisi's Faithful: "When this creature exploits a creature, …" — also when it
    sacrificed itself: it looks back in time (603.10a)."""
    return Trigger(When(K.EXPLOITED, lambda game, event, obj: event.target == obj.handle),
                   looks_back=True)


@GRAMMAR.template("trigger", "a {what:objects} becomes renowned", rule="702.112b",
                  runs="explorer.oracle.keywords")
def _other_becomes_renowned(scope: Scope, what: Objects) -> Trigger:
    """Valeron Wardens: "Whenever a creature you control becomes renowned, draw a card." —
    itself too, unless the text says "another"."""

    def became(game: Kernel, event: Event, obj: Obj) -> bool:
        other = game.state.find_handle(event.target) if event.target else None
        return (other is not None and what.test(game, obj.controller, other)
                and not (what.other and other.oid == obj.oid))

    return Trigger(When(K.BECAME_RENOWNED, became), subject=True)


@_means("702.54a", "bloodthirst {n:number}")
def _bloodthirst(scope: Scope, n: int) -> str:
    """"Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent enters
    with N +1/+1 counters on it." — a replacement effect on how it enters (614.1c)."""
    counters = _counters(n)
    return f"~ enters with {counters} on it if an opponent was dealt damage this turn."


@_means("702.79a", "persist")
def _persist(scope: Scope) -> str:
    return ("When ~ dies, if it had no -1/-1 counters on it, return it to the battlefield "
            "under its owner's control with a -1/-1 counter on it.")


@_means("702.93a", "undying")
def _undying(scope: Scope) -> str:
    return ("When ~ dies, if it had no +1/+1 counters on it, return it to the battlefield "
            "under its owner's control with a +1/+1 counter on it.")


@_means("702.135a", "afterlife {n:number}")
def _afterlife(scope: Scope, n: int) -> str:
    tokens = "a 1/1 white and black Spirit creature token" if n == 1 else \
        f"{n} 1/1 white and black Spirit creature tokens"
    return f"When ~ dies, create {tokens} with flying."


@_means("702.134a", "mentor")
def _mentor(scope: Scope) -> str:
    return ("Whenever ~ attacks, put a +1/+1 counter on target attacking creature with power "
            "less than ~'s power.")


@_means("702.77a", "reinforce {n:number}—{cost:mana_cost}")
def _reinforce(scope: Scope, n: int, cost: str) -> str:
    """"Reinforce N—[cost]": "[Cost], Discard this card: Put N +1/+1 counters on target
    creature." — an activated ability that works from its owner's hand (113.6)."""
    counters = _counters(n)
    return f"{cost}, Discard ~: Put {counters} on target creature."


@_means("702.49a", "ninjutsu {cost:mana_cost}")
def _ninjutsu(scope: Scope, cost: str) -> str:
    """"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
    attacking creature you control to its owner's hand: Put this card onto the battlefield
    from your hand tapped and attacking." — an activated ability that works from the hand
    (113.6), only once blockers are declared (509.1h: no creature is unblocked before)."""
    return (f"{cost}, Reveal ~ from your hand, Return an unblocked attacking creature you "
            "control to its owner's hand: Put ~ onto the battlefield from your hand tapped and "
            "attacking.")


@_means("702.128a", "embalm {cost:mana_cost}")
def _embalm(scope: Scope, cost: str) -> str:
    """"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token
    that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
    addition to its other types. Activate only as a sorcery." """
    return (f"{cost}, Exile ~ from your graveyard: Create a token that's a copy of ~, except "
            "it's white, it has no mana cost, and it's a Zombie in addition to its other "
            "types. Activate only as a sorcery.")


@_means("702.129a", "eternalize {cost:mana_cost}")
def _eternalize(scope: Scope, cost: str) -> str:
    """"Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a token
    that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a
    Zombie in addition to its other types. Activate only as a sorcery." """
    return (f"{cost}, Exile ~ from your graveyard: Create a token that's a copy of ~, except "
            "it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its "
            "other types. Activate only as a sorcery.")


@_means("702.108a", "prowess")
def _prowess(scope: Scope) -> str:
    return "Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn."


@_means("702.83a", "exalted")
def _exalted(scope: Scope) -> str:
    return ("Whenever a creature you control attacks alone, that creature gets +1/+1 until "
            "end of turn.")


@_means("702.105a", "dethrone")
def _dethrone(scope: Scope) -> str:
    return ("Whenever ~ attacks the player with the most life or tied for most life, put a "
            "+1/+1 counter on ~.")


@kind("plural_objects")
def _plural_objects(text: str) -> str:
    """"artifacts", "Equipment": the kind in the singular, as "for each …" reads it."""
    singular = singular_phrase(text)
    read_objects(singular)  # NoMatch unless the grammar knows the phrase
    return singular


@_means("702.41a", "affinity for {what:plural_objects}")
def _affinity(scope: Scope, what: str) -> str:
    """"Affinity for artifacts": "This spell costs {1} less to cast for each artifact you
    control." """
    return f"This spell costs {{1}} less to cast for each {what} you control."


@_means("702.91a", "battle cry")
def _battle_cry(scope: Scope) -> str:
    return "Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."


@_means("702.45a", "bushido {n:number}")
def _bushido(scope: Scope, n: int) -> str:
    return f"Whenever ~ blocks or becomes blocked, ~ gets +{n}/+{n} until end of turn."


@_means("702.130a", "afflict {n:number}")
def _afflict(scope: Scope, n: int) -> str:
    return f"Whenever ~ becomes blocked, defending player loses {n} life."


@_means("702.86a", "annihilator {n:number}")
def _annihilator(scope: Scope, n: int) -> str:
    return f"Whenever ~ attacks, defending player sacrifices {n} permanents."


@_means("702.97a", "scavenge {cost:mana_cost}")
def _scavenge(scope: Scope, cost: str) -> str:
    """From the graveyard (113.6): its power in counters, as it is there."""
    return (f"{cost}, Exile ~ from your graveyard: Put X +1/+1 counters on target creature, "
            "where X is ~'s power. Activate only as a sorcery.")


@_means("702.149a", "training")
def _training(scope: Scope) -> str:
    return ("Whenever ~ and at least one other creature with power greater than ~'s power "
            "attack, put a +1/+1 counter on ~.")


@_means("702.100a", "evolve")
def _evolve(scope: Scope) -> str:
    return ("Whenever a creature you control enters, if that creature's power is greater than "
            "~'s power and/or that creature's toughness is greater than ~'s toughness, put a "
            "+1/+1 counter on ~.")


def meaning(item: str, scope: Scope) -> tuple[str, ...]:
    """The abilities a keyword stands for, each in words with ``~`` for the object (NoMatch if
    the grammar has no meaning for it)."""
    word = item[:1].lower() + item[1:]
    name, dash, cost = word.partition("—")
    if dash:  # "Ward—Pay 7 life.": a cost in words, said as a sentence (702.21a)
        word = f"{name}—{cost[:1].lower()}{cost[1:].removesuffix('.')}"
    found = GRAMMAR.parse("keyword", word, scope)
    return (found,) if isinstance(found, str) else tuple(found)


keyword_ability = GRAMMAR.template


@keyword_ability("keyword ability", "Equip {cost:mana_cost}", rule="702.6a",
                 runs="explorer.rules.attachments")
def _equip(scope: Scope, cost: str) -> ActivatedAbility:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." (The text is the printed line, given by the
    compiler.)"""
    return attachments.equip(Cost(ManaPayment(symbols=cost)), "")


@keyword_ability("keyword ability", "Equip {cost:mana_cost}. This ability costs "
                 "{less:mana_cost} less to activate if {test:condition}.", rule="601.2f",
                 runs="explorer.rules.costs")
def _equip_for_less(scope: Scope, cost: str, less: str, test: Condition) -> ActivatedAbility:
    """An equip ability that costs less while a condition holds: the reduction lowers the
    generic part of the total cost as it is determined (601.2f, for abilities 602.2b)."""
    reduction = ManaCost.parse(less)
    if reduction.specific or reduction.x_count:
        raise NoMatch(less)
    return attachments.equip(Cost(ReducedManaPayment(symbols=cost, less=reduction.generic,
                                                     condition=test)), "")


# -- protection (702.16) ----------------------------------------------------------------------
_TYPES = {"artifacts": "Artifact", "battles": "Battle", "creatures": "Creature",
          "enchantments": "Enchantment", "instants": "Instant", "lands": "Land",
          "planeswalkers": "Planeswalker", "sorceries": "Sorcery"}
_COLOR_NAMES = {letter: word for word, letter in COLOR_WORDS.items()}
_OF_COLORS: dict[str, QualityKind] = {"colorless": "colorless", "multicolored": "multicolored",
                                      "monocolored": "monocolored", "everything": "everything"}


def _one_quality(words: str) -> tuple[Quality, ...]:
    """One quality after "from": a color, "each color" (702.16h: one ability per color),
    colorless / multicolored / monocolored, "everything" (702.16j), a card type ("creatures")
    or a subtype ("Demons"). Anything else — a player, "the chosen color" — is NoMatch."""
    if words in COLOR_WORDS:
        return (Quality("color", COLOR_WORDS[words], words),)
    if words in ("each color", "all colors"):
        return tuple(Quality("color", c, _COLOR_NAMES[c]) for c in "WUBRG")
    if words in _OF_COLORS:
        return (Quality(_OF_COLORS[words], words=words),)
    if words in _TYPES:
        return (Quality("card type", _TYPES[words], words),)
    if words[:1].isupper() and words.isalpha() and words.endswith("s"):
        return (Quality("subtype", _singular(words), words),)  # "Demons": Demon
    raise NoMatch(words)


@kind("protection_qualities")
def _qualities(text: str) -> tuple[Quality, ...]:
    """"black", "Demons and from Dragons", "Vampires, from Werewolves, and from Zombies":
    one protection ability per quality (702.16g), each once (702.16m: more are redundant)."""
    found: list[Quality] = []
    for part in re.split(r",? and from |, from ", text):
        found += [q for q in _one_quality(part) if q not in found]
    return tuple(found)


@keyword("protection", "protection from {qualities:protection_qualities}", rule="702.16a",
         runs="explorer.rules.protection")
def _protection(scope: Scope, qualities: tuple[Quality, ...]) -> tuple[Quality, ...]:
    return qualities


def protection(item: str, scope: Scope) -> tuple[Quality, ...]:
    """The qualities of one "Protection from …" item of a keyword line (NoMatch if the
    grammar doesn't know one of them)."""
    word = item[:1].lower() + item[1:]
    return tuple(GRAMMAR.parse("protection", word, scope))


def protection_means(item: str, qualities: tuple[Quality, ...]) -> str:
    """What a protection item stands for, in words (for ``explain``)."""
    words = [q.words for q in qualities]
    against = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
    each = any(w in item.lower() for w in ("each color", "all colors"))
    many = (f", {len(words)} separate abilities ({'702.16h' if each else '702.16g'})"
            if len(words) > 1 else "")
    return (f"{item}: protection (702.16a) from {against}{many} — damage from a source with "
            "the quality is prevented (702.16e); Auras and Equipment with it can't be attached "
            "(702.16c, 702.16d), creatures with it can't block it (702.16f), spells with it and "
            "abilities from sources with it can't target it (702.16b); applied by "
            "explorer.rules.protection")


def join_protection_lists(items: list[str]) -> list[str]:
    """A keyword line split at its commas, with the qualities of a protection list put back
    together: "protection from Vampires", "from Werewolves", "and from Zombies" is one item."""
    out: list[str] = []
    for item in items:
        if out and out[-1].lower().startswith("protection from ") and (
                item.startswith(("from ", "and from "))):
            out[-1] = f"{out[-1]}, {item}"
        else:
            out.append(item)
    return out


__all__ = ["NoMatch", "enchant", "join_protection_lists", "keyword_of", "meaning", "protection",
           "protection_means"]


@_means("702.101a", "extort")
def _extort(scope: Scope) -> str:
    return ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
            "life and you gain life equal to the total life lost this way.")
