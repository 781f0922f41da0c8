"""The stack (405): casting spells (601), activating abilities (602, mana abilities 605),
and resolving the top object (608), with targets checked again as it resolves (608.2b).

``check_*`` functions only look; they raise IllegalAction and change nothing. The matching
procedures then do it, so an illegal action never leaves a half-changed game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..abilities import (
    ActivatedAbility,
    ActivationLimit,
    CostPart,
    Ctx,
    Distribution,
    Steps,
    Target,
    TargetSpec,
)
from ..actions import Activate, Cast
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import MANA_TYPES, Obj, StackItem
from . import (
    alternative_costs,
    awaken,
    bargain,
    blitz,
    buyback,
    casting_restrictions,
    copies,
    costs,
    crimes,
    dash,
    delve,
    entwine,
    flash,
    foretell,
    gift,
    harmonize,
    impulse,
    madness,
    mana,
    morph,
    multikicker,
    offspring,
    planeswalkers,
    plot,
    rebound,
    storm,
    targets,
    triggers,
)
from .activated import (
    SORCERY_SPEED_STEPS,
    OnlyOnce,
    activated_abilities,
    count_activation,
    zone_abilities,
)
from .costs import ExileACreature, SacrificeA
from .could_produce import could_produce_all
from .keyword_actions import tap
from .keywords import has_flash
from .zones import count_this_turn, enter, move

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..kernel import Kernel

@dataclass
class CastPlan:
    card: Obj
    x: int
    targets: list[Target | None]
    cost: mana.ManaCost
    pay_with: list[Activate]
    choices: dict[str, Any]
    additional: list[tuple[CostPart, Any]]  # additional costs and what each checked
    amounts: list[int] = field(default_factory=list)  # a division among its targets (601.2d)
    convoked: list[tuple[Obj, str]] = field(default_factory=list)  # creature, mana it pays
    delved: list[Obj] = field(default_factory=list)  # graveyard cards exiled for {1} (702.66a)
    harmonize_tap: Obj | None = None  # the creature tapped for harmonize (702.180a)
    improvised: list[Obj] = field(default_factory=list)  # artifacts tapped for {1} (702.126a)


@dataclass
class ActivationPlan:
    permanent: Obj
    ability: ActivatedAbility
    index: int
    targets: list[Target | None]
    paying: list[tuple[CostPart, Any]]  # each part of the cost, and what it checked
    mana_choice: str | None
    x: int
    # What the land its cost sacrifices could produce, before it goes (106.7; see mana.options)
    could: frozenset[str] | None = None


# -- casting (601) -------------------------------------------------------------------------------
def cant_cast_key(player: str) -> str:
    """The ``State.this_turn`` key saying ``player`` can't cast spells this turn."""
    return f"cant_cast_spells:{player}"


def forbid_casting_this_turn(game: Kernel, player: str, source: str) -> None:
    """Xantid Swarm: "defending player can't cast spells this turn." (611.2a: it lasts as
    long as it says; 101.2: it beats any permission to cast)."""
    game.state.count_this_turn(cant_cast_key(player))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=player, rule="611.2a",
              rider="can't cast spells this turn")


def can_begin_to_cast(game: Kernel, player: str, card: Obj, rule: str) -> None:
    """Could ``player`` begin to cast ``card`` now (a special action that asks it: suspend,
    116.2f; 702.62c)? Not a land (305.9), not while they can't cast spells (101.2), and at its
    time: an instant or a card with flash any time they have priority, anything else in their
    main phase while the stack is empty (117.1a)."""
    state = game.state
    if card.is_type("Land"):
        raise IllegalAction(f"{card.name} is a land: lands are played, not cast", "305.9")
    if state.this_turn.get(cant_cast_key(player)):
        raise IllegalAction(f"{player} can't cast spells this turn", "101.2")
    _split_second(game)
    instant = (card.is_type("Instant") or has_flash(game, card)
               or flash.permitted(game, player, card) is not None)
    if not instant and (state.active != player or state.step not in SORCERY_SPEED_STEPS
                        or state.stack):
        raise IllegalAction(f"{player} could begin to cast {card.name} only in their main "
                            "phase while the stack is empty", rule)


def check_cast(game: Kernel, player: str, action: Cast, *, resolving: bool = False
               ) -> CastPlan:
    """Check casting ``action`` (IllegalAction if it can't be cast). ``resolving``: an effect
    of the spell or ability now resolving casts it (608.2g): its timing doesn't matter, nor
    does split second (702.61b)."""
    state = game.state
    flashback = harmonized = False
    try:
        card = game.find_in_hand(player, action.card, rule="601.3")
    except IllegalAction:
        # 702.34a, 702.180a: a card with flashback or harmonize may be cast from its owner's
        # graveyard.
        found = next((c for c in state.player(player).graveyard
                      if action.card in (c.handle, c.name)
                      and (c.card.flashback or c.card.harmonize)), None)
        # Or from exile, the first that names it of: "you may play that card" / "cast a
        # spell from among cards exiled with ~", a foretold card (702.143a), a plotted one
        # (702.170d), one whose madness ability is resolving (702.35a).
        elsewhere = found or (impulse.find_castable(game, player, action.card)
                              or foretell.find(game, player, action.card)
                              or plot.find(game, player, action.card)
                              or madness.find(game, player, action.card))
        if elsewhere is None:
            raise
        card = elsewhere
        if found is not None:
            flashback = bool(found.card.flashback)
            harmonized = not flashback
    if card.is_type("Land"):
        raise IllegalAction(f"{card.name} is a land: lands are played, not cast", "305.9")
    if state.this_turn.get(cant_cast_key(player)):  # "can't" beats "can" (101.2)
        raise IllegalAction(f"{player} can't cast spells this turn", "101.2")
    if not resolving:
        _split_second(game)
    if (action.choices or {}).get("face_down"):
        return _check_face_down(game, player, card, action, flashback)
    # 117.1a: an instant, or a card with flash (702.8a), may be cast any time its controller
    # has priority; anything else only at sorcery speed (307.1).
    instant = (card.is_type("Instant") or has_flash(game, card)
               or flash.permitted(game, player, card) is not None)  # 601.3b
    if not instant and not resolving:
        if state.active != player or state.step not in SORCERY_SPEED_STEPS or state.stack:
            raise IllegalAction(
                f"{card.name} can be cast only in {player}'s main phase while the stack is empty",
                "117.1a")
    casting_restrictions.check(game, player, card)  # "Cast this spell only …" (601.3), 205.4e
    printed = mana.ManaCost.parse(card.card.mana_cost)
    if printed.x_count and action.x is None:
        raise IllegalAction(f"{card.name} has {{X}} in its cost: choose X (\"x\": N)", "107.3a")
    if action.x is not None and action.x < 0:
        raise IllegalAction(f"X must be 0 or more, not {action.x}", "107.3a")
    x = action.x or 0
    choices = dict(action.choices or {})
    entwined = entwine.announced(card, choices)  # 702.42a: all modes, for an additional cost
    _check_choices(card, choices)
    gift.announced(game, player, card, choices)  # 702.174a
    # 702.143a: a card its caster foretold, cast from exile for its foretell cost (unless an
    # effect lets them play it, or cast it without paying its mana cost)
    foretold = (card.zone == "exile" and card.foretold is not None and not choices.get("free")
                and not impulse.may_play(game, player, card))
    # 702.170d: a plotted card, cast from exile without paying its mana cost, as a sorcery
    plotted_cast = (card.zone == "exile" and card.plotted is not None and not foretold
                    and not choices.get("free") and not impulse.may_play(game, player, card)
                    and not choices.get(madness.CHOICE))
    mad_cast = bool(choices.get(madness.CHOICE))  # 702.35a: for its madness cost
    if plotted_cast:
        plot.check_cast(game, player, card, x)
    if choices.get("free") or (card.zone == "exile" and not foretold and not plotted_cast
                               and not mad_cast and not impulse.may_play(game, player, card)):
        _check_free(game, player, card, choices, flashback, x)
    specs = spell_targets(card.card, choices)
    chosen = targets.choose(game, specs, player, action.targets, card.name, "601.2c", by=card,
                            x=x)
    spell = card.card.spell
    amounts = (_division(game, spell.distribute, chosen, action.distribution)
               if spell is not None and spell.distribute is not None else [])
    # 601.2f: the total cost — the mana cost (or, cast with flashback, its flashback cost:
    # an alternative cost, 118.9, 702.34a), plus kicker if it is kicked (702.33a).
    if flashback:
        choices["flashback"] = True
    if harmonized:
        choices[harmonize.CHOICE] = True
    if card.zone == "hand" and card.card.remembers_from_hand:  # where it was cast from (601.2a)
        choices["from_hand"] = True
    kicker = multikicker.announced(card, choices)  # 702.33a, 702.33c
    kicker += offspring.announced(card, choices)  # 702.175a: an optional additional cost
    kicker += buyback.announced(card, choices) + entwined  # 702.27a, 702.42a: others
    base = (card.card.flashback if flashback else card.card.harmonize if harmonized
            else card.card.mana_cost)
    if foretold:  # its foretell cost: an alternative cost (118.9)
        base = foretell.check_cast(game, card)
        choices[foretell.CHOICE] = True
    if plotted_cast:  # without paying its mana cost: an alternative cost (118.9)
        choices[plot.CHOICE] = True
    if mad_cast:  # its madness cost: an alternative cost (702.35b, 118.9)
        base = madness.check_cast(game, card)
    if choices.get("alternative"):  # 118.9: instead of its mana cost
        if flashback or foretold or harmonized or plotted_cast or mad_cast:  # 118.9a
            which = ("flashback" if flashback else "harmonize" if harmonized
                     else "its foretell cost" if foretold else "its madness cost"
                     if mad_cast else "plot (no mana cost)")
            raise IllegalAction(f"{card.name} is cast with {which}, itself an alternative "
                                "cost: it can't be cast for another one too", "118.9a")
        base = card.card.alternative_cost
        alternative_costs.check(game, player, card)  # spectacle, surge: only if …
    if choices.get("free") or plotted_cast:  # 118.9: "without paying its mana cost"
        base = ""
    elif not base and not card.card.mana_cost:  # 118.6: no mana cost — an unpayable cost
        raise IllegalAction(f"{card.name} has no mana cost: it can be cast only for another "
                            "cost, or without paying its mana cost", "118.6")
    cost = costs.spell_cost(game, player, card, mana.ManaCost.parse(base + kicker).with_x(x),
                            chosen)
    cost = bargain.reduced(card, choices, cost)  # 601.2f, as it was announced
    tapped = harmonize.creature(game, player, card, choices)  # 702.180a: up to one
    cost = harmonize.reduced(game, cost, tapped)
    # 601.2h: additional costs ("As an additional cost to cast this spell, sacrifice a
    # creature"), checked now and paid with the rest.
    extra = [(part, part.check(game, player, card, x, getattr(action, part.chooses)
                               if part.chooses else None))
             for part in (*card.card.additional_costs, *bargain.announced(card, choices))]
    cost, convoked = _convoke(game, player, card, cost, action.convoke)
    cost, improvised = _improvise(game, player, card, cost, action.improvise,
                                  [c for c, _ in convoked])
    cost, delved = delve.plan(game, player, card, cost, action.delve)  # 702.66b: last
    pay_with = [mana_activation(game, player, ref) for ref in action.pay]
    spending = spell_spending(card)
    if not pay_with and not mana.can_pay(state.player(player), cost, spending):
        mana.pay(game, state.player(player), cost, card.name, spending)  # raises with the reason
    return CastPlan(card, x, chosen, cost, pay_with, choices, extra, amounts, convoked, delved,
                    tapped, improvised)


def _convoke(game: Kernel, player: str, card: Obj, cost: mana.ManaCost,
             refs: tuple[str, ...]) -> tuple[mana.ManaCost, list[tuple[Obj, str]]]:
    """702.51a: each untapped creature its caster taps while paying pays for {1} or for one
    mana of that creature's color. Each creature pays a colored symbol of one of its colors
    that is still unpaid, if there is one, else {1} (colored first: any mana can pay {1}, so
    this leaves the easiest rest to pay). What the creatures don't pay is paid with mana."""
    if not refs:
        return cost, []
    if not card.card.convoke:
        raise IllegalAction(f"{card.name} doesn't have convoke (702.51a)", "601.2b")
    generic, specific = cost.generic, dict(cost.specific)
    convoked: list[tuple[Obj, str]] = []
    for ref in refs:
        creature = game.find_permanent(ref, player, rule="702.51a")
        if creature.controller != player or not creature.is_creature or creature.tapped:
            raise IllegalAction(f"{creature.handle} isn't an untapped creature {player} "
                                "controls: it can't convoke", "702.51a")
        if any(c is creature for c, _ in convoked):
            raise IllegalAction(f"{creature.handle} is named twice: each creature is tapped "
                                "once", "702.51a")
        color = next((c for c in creature.colors if specific.get(c)), None)
        if color is not None:
            specific[color] -= 1
            convoked.append((creature, color))
        elif generic:
            generic -= 1
            convoked.append((creature, "1"))
        else:
            raise IllegalAction(f"{creature.handle} has nothing left of {card.name}'s cost to "
                                "pay", "702.51a")
    rest = mana.ManaCost(generic, tuple((m, n) for m, n in specific.items() if n),
                         cost.x_count, cost.hybrid)
    return rest, convoked


def _improvise(game: Kernel, player: str, card: Obj, cost: mana.ManaCost,
               refs: tuple[str, ...], convoked: list[Obj]) -> tuple[mana.ManaCost, list[Obj]]:
    """702.126a: for each generic mana in the spell's total cost, its caster may tap an
    untapped artifact they control rather than pay that mana — never a colored symbol, and
    never an artifact creature already tapped for convoke (each is tapped once)."""
    if not refs:
        return cost, []
    if not card.card.improvise:
        raise IllegalAction(f"{card.name} doesn't have improvise (702.126a)", "601.2b")
    tapped: list[Obj] = []
    for ref in refs:
        artifact = game.find_permanent(ref, player, rule="702.126a")
        if artifact.controller != player or not artifact.is_type("Artifact") \
                or artifact.tapped:
            raise IllegalAction(f"{artifact.handle} isn't an untapped artifact {player} "
                                "controls: it can't improvise", "702.126a")
        if any(a is artifact for a in (*tapped, *convoked)):
            raise IllegalAction(f"{artifact.handle} is named twice: each artifact is tapped "
                                "once", "702.126a")
        tapped.append(artifact)
    if len(tapped) > cost.generic:
        raise IllegalAction(f"{len(tapped)} artifacts named, but {card.name}'s total cost has "
                            f"only {{{cost.generic}}} generic mana to pay", "702.126a")
    return mana.ManaCost(cost.generic - len(tapped), cost.specific, cost.x_count,
                         cost.hybrid), tapped


def spell_spending(card: Obj) -> mana.Spending:
    """What the mana is spent on: this spell — from exile with "mana of any type can be spent to
    cast it", any mana pays any of its symbols (609.4b)."""
    allowed = card.playable if card.zone == "exile" else None
    return mana.Spending(card.card, is_spell=True,
                         any_type=allowed is not None and allowed.any_type)


def _check_free(game: Kernel, player: str, card: Obj, choices: dict[str, Any],
                flashback: bool, x: int) -> None:
    """Casting ``card`` "without paying its mana cost" (118.9): only with a permission to, not
    with another alternative cost (118.9a), and with X = 0 (107.3b). A card in exile that
    ``player`` may cast only this way must be cast this way."""
    if impulse.free_cast_of(game, player, card) is None:
        raise IllegalAction(f"{player} has no permission to cast {card.name} without paying "
                            "its mana cost", "118.9")
    if not choices.get("free"):
        raise IllegalAction(f"{player} may cast {card.name} only without paying its mana cost: "
                            "say so with \"choices\": {\"free\": true}", "118.9")
    if flashback or choices.get("alternative"):
        raise IllegalAction(f"{card.name} can be cast for only one alternative cost", "118.9a")
    if x:
        raise IllegalAction(f"{card.name} is cast without paying its mana cost: X is 0",
                            "107.3b")


def _check_face_down(game: Kernel, player: str, card: Obj, action: Cast,
                     flashback: bool) -> CastPlan:
    """702.37c / 708.4: a card with morph cast face down from its owner's hand, as a 2/2
    creature spell with no text, name, subtypes or mana cost, for {3}: a creature spell without
    flash (sorcery speed, 117.1a), with no targets, X or other choices."""
    state = game.state
    if flashback or not card.card.morph:
        raise IllegalAction(f"{card.name} has no morph or disguise: it can't be cast face down",
                            "702.37c")
    others = sorted(set(action.choices or {}) - {"face_down"})
    if others or action.x:
        raise IllegalAction(f"a spell cast face down has no text: nothing else to choose "
                            f"({', '.join(others) or 'X'})", "708.2a")
    if state.active != player or state.step not in SORCERY_SPEED_STEPS or state.stack:
        raise IllegalAction(f"a face-down creature spell can be cast only in {player}'s main "
                            "phase while the stack is empty", "117.1a")
    chosen = targets.choose(game, (), player, action.targets, "a face-down spell", "601.2c")
    shown = card.copy()
    shown.card = morph.face_down_of(card.card)  # 601.2f: the costs a face-down spell has
    cost = costs.spell_cost(game, player, shown, mana.ManaCost.parse(morph.FACE_DOWN_COST))
    pay_with = [mana_activation(game, player, ref) for ref in action.pay]
    spending = mana.Spending(shown.card, is_spell=True)
    if not pay_with and not mana.can_pay(state.player(player), cost, spending):
        mana.pay(game, state.player(player), cost, shown.name, spending)  # raises, saying why
    return CastPlan(card, 0, chosen, cost, pay_with, {"face_down": True}, [])


def _division(game: Kernel, dist: Distribution, chosen: list[Target | None],
              given: dict[str, int] | None) -> list[int]:
    """601.2d: how the spell divides its amount among the targets chosen — each at least 1,
    adding up to the whole — aligned with the targets. One target takes it all unasked."""
    picked = [t for t in chosen if t is not None]
    if given is None:
        if len(picked) == 1:
            return [dist.total if t is not None else 0 for t in chosen]
        raise IllegalAction(f"divide {dist.total} among the targets with \"distribution\": "
                            "target -> amount", "601.2d")
    wanted = {game.resolve_target(ref, "601.2d"): n for ref, n in given.items()}
    if set(wanted) != set(picked):
        raise IllegalAction("the distribution names each chosen target, and only those",
                            "601.2d")
    if any(n < 1 for n in wanted.values()) or sum(wanted.values()) != dist.total:
        raise IllegalAction(f"each target gets at least 1, and the amounts add up to "
                            f"{dist.total}", "601.2d")
    return [wanted[t] if t is not None else 0 for t in chosen]


def chosen_modes(mode: Any, count: int) -> list[int]:
    """The modes announced for a modal spell (601.2b) — ``mode`` one number or a list of them,
    counting from 1 — in the order they are printed, which is the order they are followed."""
    picked = [mode] if isinstance(mode, int) else mode if isinstance(mode, list) else []
    return sorted(k for k in picked
                  if isinstance(k, int) and not isinstance(k, bool) and 1 <= k <= count)


def spell_targets(card: CardDef, choices: dict[str, Any] | None = None
                  ) -> tuple[TargetSpec, ...]:
    """The targets a spell has: its spell ability's (a modal spell's: its chosen mode's,
    601.2b), or an Aura's "enchant" (303.4a)."""
    if (choices or {}).get("face_down"):
        return ()  # 708.2a: a face-down spell has no text
    if card.enchant is not None:
        return (card.enchant,)
    if card.spell is None:
        return ()
    if card.spell.modes:  # each chosen mode's targets, in printed order (700.2)
        modes = card.spell.modes
        return tuple(t for k in chosen_modes((choices or {}).get("mode"), len(modes))
                     for t in modes[k - 1].targets)
    if card.awaken and (choices or {}).get("alternative"):  # 702.113b: only if awakened
        return (*card.spell.targets, awaken.LAND)
    return card.spell.targets


def _check_choices(card: Obj, choices: dict[str, Any]) -> None:
    """What is announced as a spell is cast (601.2b): its mode, whether it is kicked."""
    spell = card.card.spell
    modes = spell.modes if spell is not None else ()
    mode = choices.get("mode")
    least, most = spell.choose if spell is not None else (1, 1)
    if choices.get(entwine.CHOICE):  # 702.42a: all of them (checked by rules.entwine)
        least = most = len(modes)
    named = [mode] if isinstance(mode, int) else mode if isinstance(mode, list) else None
    if modes and (named is None or len(chosen_modes(named, len(modes))) != len(named)
                  or not least <= len(named) <= most):
        texts = "; ".join(f"{k}: {m.text}" for k, m in enumerate(modes, 1))
        how = ("{\"mode\": N}" if most == 1 else
               f"{{\"mode\": [N, …]}}, {least} to {most} different modes" if least != most
               else f"{{\"mode\": [N, …]}}, {most} different modes")
        raise IllegalAction(f"{card.name} is modal: choose its modes with \"choices\": {how} "
                            f"({texts})", "700.2d" if named and most > 1 else "601.2b")
    if not modes and mode is not None:
        raise IllegalAction(f"{card.name} has no modes to choose (700.2)", "601.2b")
    if choices.get("alternative") and not card.card.alternative_cost:
        raise IllegalAction(f"{card.name} has no alternative cost (118.9)", "601.2b")
    if choices.get("kicked") and not card.card.kicker:
        raise IllegalAction(f"{card.name} has no kicker (702.33a)", "601.2b")
    if "flashback" in choices:
        raise IllegalAction("flashback is how a card is cast from a graveyard (702.34a): name "
                            "the card in the graveyard instead", "601.2b")
    if "face_down" in choices:
        raise IllegalAction("only true casts a spell face down (702.37c)", "601.2b")
    if "riot" in choices:
        raise IllegalAction("riot is chosen as the permanent enters, not as it is cast "
                            "(702.136a)", "601.2b")
    if harmonize.CHOICE in choices:
        raise IllegalAction("harmonized says a card was cast from a graveyard with harmonize "
                            "(702.180a); the explorer sets it: name the card in the graveyard "
                            "instead", "601.2b")
    if "foretold" in choices:
        raise IllegalAction("foretold says a card was cast from exile for its foretell cost "
                            "(702.143a); the explorer sets it: name the foretold card instead",
                            "601.2b")
    for said in (copies.COPY, storm.CHOICE, plot.CHOICE):
        if said in choices:
            raise IllegalAction(f"{said} is set by the explorer (a copy of a spell, 707.10; "
                                "the spells cast before one with storm, 702.40a), not "
                                "announced", "601.2b")
    if "from_hand" in choices:
        raise IllegalAction("from_hand says where a spell was cast from (601.2a); the explorer "
                            "sets it", "601.2b")
    if "convoked" in choices:
        raise IllegalAction("convoked says how many creatures convoked a spell (702.51a); the "
                            "explorer sets it: name them with convoke instead", "601.2b")


def mana_activation(game: Kernel, player: str, ref: str) -> Activate:
    """"Forest" or "birds:G": the first mana ability of that permanent (601.2g)."""
    name, _, choice = ref.partition(":")
    permanent = game.find_permanent(name, player, rule="601.2g")
    for index, ability in enumerate(activated_abilities(game, permanent)):
        if ability.is_mana_ability:
            return Activate(player, permanent.handle, index, mana=choice or None)
    raise IllegalAction(f"{permanent.name} has no mana ability to activate while paying",
                        "601.2g")


def cast(game: Kernel, player: str, plan: CastPlan) -> Steps:
    # Before it leaves exile and forgets how it may be paid and cast (400.7)
    spending = spell_spending(plan.card)
    grant = impulse.free_cast_of(game, player, plan.card) if plan.choices.get("free") else None
    on_stack = move(game, plan.card, "stack", "601.2a")
    if plan.choices.get("face_down"):
        morph.cast_face_down(on_stack)  # 708.4: it is a face-down spell on the stack
    card = on_stack
    on_stack.controller = player
    on_stack.x = plan.x
    item = StackItem(sid=game.state.new_oid(), kind="spell", controller=player,
                     source_name=card.name, source_oid=on_stack.oid, card=on_stack,
                     targets=plan.targets, x=plan.x, amounts=list(plan.amounts))
    game.state.stack.append(item)
    # 601.2g: mana abilities activated now resolve at once; their mana pays for this spell. If the
    # payment then fails, apply() puts the whole game back as it was (no partial casting).
    for activation in plan.pay_with:
        yield from activate(game, player, check_activate(game, player, activation))
    for part, checked in plan.additional:  # 601.2h
        part.pay(game, player, on_stack, checked)
        if isinstance(part, SacrificeA):
            on_stack.sacrificed = checked  # as it last existed on the battlefield
    storm.being_cast(game, card, plan.choices)  # 702.40a: the spells cast before it
    on_stack.choices = plan.choices
    if plan.convoked:  # "the number of creatures that convoked it" (702.51a), for its abilities
        on_stack.choices = {**plan.choices, "convoked": len(plan.convoked)}
    if grant is not None:
        impulse.use_free_cast(game, grant)  # "a spell": one, this one
    for creature, _paid in plan.convoked:  # 702.51a: tapped as the costs are paid (601.2h)
        tap(game, creature, player, "702.51a")
    for artifact in plan.improvised:  # 702.126a
        tap(game, artifact, player, "702.126a")
    delve.pay(game, plan.delved)
    harmonize.pay(game, player, plan.harmonize_tap)
    mana.pay(game, game.state.player(player), plan.cost, card.name, spending, spell=item)
    x_count = mana.ManaCost.parse(card.card.mana_cost).x_count
    count_this_turn(game, f"any_spells_cast:{player}")
    if card.is_type("Instant") or card.is_type("Sorcery"):
        count_this_turn(game, f"instant_sorcery_spells_cast:{player}")
    if not card.is_type("Creature"):
        count_this_turn(game, f"noncreature_spells_cast:{player}")
    crimes.note(game, item)  # 700.13: as it is cast, by the targets first chosen
    # The amount is the spell's mana value on the stack, X included (202.3e).
    shown = [game.describe_target(t) or "" for t in plan.targets]
    cast = game.emit(K.SPELL_CAST, player=player, source=card.name,
                     target=", ".join(t for t in shown if t) or None,
                     amount=int(card.card.cmc) + plan.x * x_count,
                     rule="601.2i", x=plan.x if x_count else None, oid=item.sid,
                     targets=tuple(t for t in shown if t) if len(shown) > 1 else None)
    item.cause = cast.seq
    if any(a.on_cast for a in card.card.triggered):  # "When you cast this spell, …"
        triggers.on_cast(game, card, cast)


# -- activating (602, 605) -----------------------------------------------------------------------
def _split_second(game: Kernel) -> None:
    """702.61a: while a spell with split second is on the stack, players can't cast spells or
    activate abilities that aren't mana abilities."""
    held = next((i for i in game.state.stack
                 if i.card is not None and "Split second" in i.card.card.keywords), None)
    if held is not None:
        raise IllegalAction(f"{held.source_name} has split second and is on the stack: no "
                            "spell can be cast, no ability but a mana ability activated",
                            "702.61a")


def limits_of(ability: ActivatedAbility) -> tuple[ActivationLimit, ...]:
    """What restricts activating it: its text's limits (602.5), and for a loyalty ability the
    rules' own (606.3: as a sorcery, one loyalty ability a turn for each permanent)."""
    if ability.is_loyalty_ability:
        return (planeswalkers.TIMING, *ability.limits)
    return ability.limits


def check_activate(game: Kernel, player: str, action: Activate) -> ActivationPlan:
    try:
        permanent = game.find_permanent(action.permanent, player, rule="602.2")
    except IllegalAction:
        # An ability that works from its owner's hand or graveyard (113.6: cycling, 702.29a;
        # "Exile this card from your graveyard: …")?
        me = game.state.player(player)
        in_zone = next((c for zone in (me.hand, me.graveyard, me.exile) for c in zone
                        if action.permanent in (c.handle, c.name)
                        and zone_abilities(c.card, c.zone)), None)  # exile: 702.62b
        if in_zone is None:
            raise
        permanent = in_zone
    if permanent.controller != player:
        raise IllegalAction(f"only {permanent.controller} can activate abilities of "
                            f"{permanent.handle}", "602.2")
    abilities = (zone_abilities(permanent.card, permanent.zone)
                 if permanent.zone in ("hand", "graveyard", "exile")
                 else activated_abilities(game, permanent))
    if not 0 <= action.ability < len(abilities):
        raise IllegalAction(f"{permanent.name} has {len(abilities)} activated ability(ies); "
                            f"there is no ability {action.ability}", "602.1")
    ability = abilities[action.ability]
    if not ability.is_mana_ability:
        _split_second(game)
    for limit in limits_of(ability):  # 602.5b, 602.5d, 606.3
        why = limit.problem(game, player, permanent, action.ability)
        if why is not None:
            raise IllegalAction(f"{permanent.name}: {ability.text} — {limit.text.rstrip('.')}: "
                                f"{why}", limit.rule)
    x = action.x or 0
    if x < ability.min_x:  # 602.2b / 601.2b: "X can't be 0."
        raise IllegalAction(f"{permanent.name}: {ability.text} — X can't be {x}: announce X "
                            f"of at least {ability.min_x}", "601.2b")
    # 602.2b / 601.2h: every part of the cost is checked before anything is paid — with what
    # raises it (601.2f: "Loyalty abilities … cost {1} more to activate").
    parts = ability.cost.parts
    more = planeswalkers.cost_increase(game, player) if ability.is_loyalty_ability else ""
    if more:
        parts = (*parts, costs.ManaPayment(symbols=more))
    paying = [(part, part.check(game, player, permanent, x,
                                getattr(action, part.chooses) if part.chooses else None))
              for part in parts]
    chosen = targets.choose(game, ability.targets, player, action.targets,
                            f"{permanent.name}'s ability", "602.2b", source=permanent.oid,
                            by=permanent)
    choice = action.mana
    production = ability.mana
    could = None
    if production is not None and production.of_sacrificed:  # as it last existed: now
        gone = next((c for p, c in paying if isinstance(p, SacrificeA)), None)
        could = could_produce_all(game).get(gone.oid, frozenset()) if gone else frozenset()
    if choice is not None:
        if production is None or production.defined:
            raise IllegalAction(f"{ability.text} offers no choice of mana", "605.1a")
        allowed = mana.options(game, permanent, ability, x, could)
        if choice not in allowed or any(m not in MANA_TYPES for m in choice):
            rule = "106.7" if production.reflect or production.of_sacrificed else "106.1"
            types = ", ".join("{" + t + "}" for t in allowed) or "no type of mana"
            raise IllegalAction(f"{permanent.name} can't add {{{choice}}}: {ability.text} "
                                f"(now: {types})", rule)
    return ActivationPlan(permanent, ability, action.ability, chosen, paying, choice, x, could)


def activate(game: Kernel, player: str, plan: ActivationPlan) -> Steps:
    permanent, ability = plan.permanent, plan.ability
    for part, checked in plan.paying:  # 602.2 / 601.2h: pay the total cost
        part.pay(game, player, permanent, checked)
    if any(limit.counts for limit in limits_of(ability)):
        count_activation(game, permanent, plan.index,
                         once=any(isinstance(limit, OnlyOnce) for limit in ability.limits))
    # Food Chain's X: 1 plus the exiled creature's mana value (off the stack X is 0, 202.3e).
    exiled = next((c for p, c in plan.paying if isinstance(p, ExileACreature)), None)
    amount = 1 + int(exiled.card.cmc) if exiled is not None else None
    item: StackItem | None = None
    if not ability.is_mana_ability:
        # On the stack as it is activated (602.2a), so that what watches targets (ward) sees
        # it when the activation's event is logged. 113.7a: an ability whose cost took its
        # source off the battlefield (a sacrifice) still knows that source as it last existed
        # — whether it had lifelink, say (702.15c).
        gone = game.state.find(permanent.oid) is None
        # What its cost sacrificed, as it last existed: "Sacrifice a creature: Draw cards
        # equal to the sacrificed creature's power" (608.2h).
        sacrificed = next((c for p, c in plan.paying if isinstance(p, SacrificeA)), None)
        item = StackItem(sid=game.state.new_oid(), kind="activated_ability", controller=player,
                         source_name=permanent.name, source_oid=permanent.oid,
                         activated=ability, targets=plan.targets, x=plan.x,
                         lki=permanent if gone else None, left=sacrificed)
        game.state.stack.append(item)
        crimes.note(game, item)  # 700.13
    activated = game.emit(K.ABILITY_ACTIVATED, player=player, source=permanent.name,
                          target=", ".join(game.describe_target(t) or "" for t in plan.targets)
                          or None, rule="605.3b" if ability.is_mana_ability else "602.2",
                          ability=ability.text)
    seq = activated.seq
    if item is not None:
        item.cause = seq
    if (ability.keyword or "").lower().endswith("cycling"):  # 702.29c: the card was cycled —
        # its own "When you cycle this card" triggers, from the graveyard its cost put it in
        cycled = next((c for c in game.state.player(player).graveyard
                       if c.handle == permanent.handle), None)
        if cycled is not None:
            triggers.from_graveyard(game, cycled, activated)
    if item is not None:
        return
    # 605.3b: a mana ability doesn't use the stack; it resolves at once.
    yield from mana.resolve_ability(game, player, permanent, ability, plan.mana_choice, seq,
                                    amount, plan.x, plan.could)


# A constant: reading a member off an Enum class goes through its metaclass (slow in 3.11), and
# every ability resolving reads it.
_RESOLVED = K.ABILITY_RESOLVED

# -- resolving (608) -----------------------------------------------------------------------------
def resolve_top(game: Kernel) -> Steps:
    state = game.state
    item = state.stack.pop()
    # What it may look back at (608.2h): what its trigger event took away (603.10a), then
    # whatever leaves as it resolves.
    game.last_known = {item.left.oid: item.left} if item.left is not None else {}
    game.resolving_since = game.log.length
    specs = _target_specs(item)
    source = state.find(item.source_oid) if item.source_oid is not None else None
    if source is None and item.card is None:
        source = item.lki  # the ability still knows its source as it last existed (113.7a)
    # Protection looks at the spell itself, or at the ability's source (702.16b).
    by = item.card if item.card is not None else source
    legal = [t if t is not None and targets.is_legal(game, spec, item.controller, t,
                                                     item.source_oid, by, item.event,
                                                     x=item.x) else None
             for spec, t in zip(specs, item.targets, strict=False)]
    chosen = [t for t in item.targets if t is not None]  # "up to N" may have left some out
    if specs and chosen and all(t is None for t in legal):
        # 608.2b: every target is illegal, so it doesn't resolve.
        if item.card is not None:
            game.emit(K.SPELL_REMOVED, player=item.controller, source=item.source_name,
                      rule="608.2b", oid=item.sid, cause=item.cause)
            _to_graveyard(game, item.card, "608.2b")
        else:
            game.emit(K.ABILITY_REMOVED, player=item.controller, source=item.source_name,
                      rule="608.2b", ability=item.text, cause=item.cause)
        return
    choices: dict[str, Any] = (dict(item.card.choices) if item.card is not None else
                               {"mode": list(item.mode) if isinstance(item.mode, tuple)
                                else item.mode} if item.mode is not None else {})
    if item.activated is not None and item.left is not None:
        choices["sacrificed"] = (item.left.oid,)  # what its cost sacrificed (608.2h)
    if item.about is not None:  # a delayed ability's "it": the tokens made with it (603.7c)
        choices["created"] = item.about
    ctx = Ctx(game, item.controller, source if item.card is None else item.card,
              item.source_name, targets=list(legal), x=item.x, event=item.event, cause=item.cause,
              amounts=list(item.amounts), choices=choices)
    if item.card is not None:
        card = item.card
        if card.card.is_permanent_card:  # 608.3: a permanent spell becomes a permanent
            # A spell resolves because it was cast (its cause, as an ability's is its
            # activation or triggering).
            game.emit(K.SPELL_RESOLVED, player=item.controller, source=card.name, rule="608.3",
                      oid=item.sid, cause=item.cause)
            if copies.is_copy(card):  # 608.3f: a copy of a permanent spell becomes a token
                card.card = replace(card.card, is_token=True)
            attach = legal[0] if card.card.enchant is not None and legal else None
            permanent = yield from enter(game, card, item.controller, "608.3a", x=item.x,
                                         attached_to=attach if isinstance(attach, int) else None,
                                         choices=card.choices)
            if permanent.zone == "battlefield":
                blitz.resolved(game, card, permanent, item.controller)  # 702.152a
                dash.resolved(game, card, permanent, item.controller)  # 702.109a
            return
        seq = game.emit(K.SPELL_RESOLVED, player=item.controller, source=card.name,
                        rule="608.2", oid=item.sid, cause=item.cause).seq
        if card.card.spell is not None:
            with game.caused_by(seq):
                if card.card.gift_effect is not None:  # before its other effects (702.174j)
                    yield from card.card.gift_effect(ctx)
                yield from card.card.spell.effect(ctx)
        if buyback.returns_to_hand(card) and not copies.is_copy(card):  # 702.27a: instead of
            # its owner's graveyard (a copy ceases to exist, 707.10a)
            move(game, card, "hand", "702.27a", how="buyback")
        elif rebound.exiles_instead(card):  # 702.88a: cast from hand, exiled to cast again
            rebound.resolved(game, card, item.controller)
        else:
            _to_graveyard(game, card)  # 608.2n
        return
    ability = item.activated or item.triggered
    assert ability is not None
    if item.triggered is not None and item.triggered.condition is not None:
        holder = source or state.find_anywhere(item.source_oid or -1)
        if holder is None or not item.triggered.condition(game, holder, item.event):
            game.emit(K.ABILITY_RESOLVED, player=item.controller, source=item.source_name,
                      rule="603.4", ability=ability.text, cause=item.cause)
            return
    seq = game.emit(_RESOLVED, player=item.controller, source=item.source_name,
                    rule="608.2", ability=ability.text, cause=item.cause).seq
    if ability.effect is not None:
        with game.caused_by(seq):
            yield from ability.effect(ctx)


def _protected_from_countering(game: Kernel, item: StackItem) -> bool:
    """"Creature spells you control can't be countered." on a permanent its controller controls
    (101.2)."""
    spell = item.card
    return spell is not None and any(
        (test := o.card.your_spells_cant_be_countered) is not None
        and test(game, item.controller, spell)
        for o in game.state.permanents(item.controller))


def counter(game: Kernel, item: StackItem, by: str, exile: bool = False) -> None:
    """701.6a: counter a spell — remove it from the stack; the card goes to its owner's
    graveyard — or into exile, if the counterspell says so ("If that spell is countered this
    way, exile it instead of putting it into its owner's graveyard.", 614.1a). A spell that
    can't be countered stays (101.2: "can't" wins)."""
    if "uncounterable" in item.riders or (item.card is not None and (
            item.card.card.cant_be_countered or _protected_from_countering(game, item))):
        game.emit(K.EFFECT_SKIPPED, player=item.controller, source=by, target=item.source_name,
                  rule="101.2")
        return
    game.state.stack.remove(item)
    game.emit(K.SPELL_COUNTERED, player=item.controller, source=item.source_name, rule="701.6a",
              by=by, oid=item.sid)
    if item.card is not None and copies.is_copy(item.card):
        remove_copy(game, item.card)
    elif item.card is not None and exile:
        move(game, item.card, "exile", "614.1a", how="exiled instead of put into a graveyard")
    elif item.card is not None:
        _to_graveyard(game, item.card, "701.6a")


def _target_specs(item: StackItem) -> tuple[Any, ...]:
    if item.card is not None:
        return spell_targets(item.card.card, item.card.choices)
    if item.triggered is not None and item.triggered.distribute is not None:
        return (item.triggered.distribute.spec,) * len(item.targets)
    if item.triggered is not None and item.mode is not None:
        return triggers.mode_targets(item.triggered, item.mode)
    ability = item.activated or item.triggered
    return ability.targets if ability else ()


def _to_graveyard(game: Kernel, card: Obj, rule: str = "608.2n") -> None:
    if copies.is_copy(card):  # 707.10a, 704.5e: a copy of a spell off the stack is no more
        remove_copy(game, card)
        return
    if card.choices.get("flashback"):  # 702.34a: cast with flashback, it is exiled instead
        move(game, card, "exile", "702.34a", how="flashback")
        return
    if harmonize.exiled_instead(card):  # 702.180a: and so with harmonize
        move(game, card, "exile", "702.180a", how="harmonize")
        return
    if card.choices.get("exile_as_it_resolves"):  # its own "Exile ~." (608.2n)
        move(game, card, "exile", rule, how="exiled by its own instruction")
        return
    where = card.choices.get("goes_as_it_resolves")  # "Put ~ on the bottom of …", "Return ~
    if where == "hand":  # to its owner's hand." (608.2n)
        move(game, card, "hand", rule, how="returned by its own instruction")
        return
    if where is not None:
        from .library import put_on_bottom, put_on_top

        (put_on_top if where == "top" else put_on_bottom)(game, card, rule)
        return
    move(game, card, "graveyard", rule)


def remove_copy(game: Kernel, copy: Obj) -> None:
    """A copy of a spell leaving the stack goes to no zone: it ceases to exist (707.10a; the
    state-based action of 704.5e, done at once — nothing can see it in a graveyard)."""
    game.state.stack = [s for s in game.state.stack if s.card is not copy]
    game.emit(K.CEASED_TO_EXIST, player=copy.controller, source=copy.name, target=copy.handle,
              rule="704.5e", from_zone="stack")
