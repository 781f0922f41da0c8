"""Combat (506–511): declaring attackers and blockers as turn-based actions, with their
restrictions (508.1c: defender; 509.1b: flying, menace, protection, "can't block"), then combat
damage, dealt at once in each combat damage step (510.2) through the damage rules (120) and
replacement effects (614) — in two steps when a creature has first strike or double strike
(510.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..abilities import Steps, Target
from ..actions import Attack, Block, Choose
from ..decisions import Decision, as_options, declaration
from ..errors import IllegalAction
from ..events import Answer
from ..events import EventKind as K
from ..state import Combat, Obj
from . import damage, keywords, layers, mana, planeswalkers, summoning_sickness
from .keyword_actions import tap
from .keywords import (
    has_deathtouch,
    has_defender,
    has_double_strike,
    has_first_strike,
    has_flying,
    has_menace,
    has_reach,
    has_trample,
    has_vigilance,
)
from .protection import protected_from

if TYPE_CHECKING:
    from ..kernel import Kernel


def can_attack(game: Kernel, obj: Obj) -> bool:
    """508.1a: an untapped creature, controlled continuously since the turn began or with haste;
    508.1c: without a restriction that says it can't attack (defender, 702.3b)."""
    return (obj.is_creature and not obj.tapped and not _held_by_defender(game, obj)
            and not summoning_sickness.held_back(game, obj)
            and _restrained_by(game, obj, "attack") is None)


def _held_by_defender(game: Kernel, obj: Obj) -> bool:
    """702.3b: a creature with defender can't attack — unless an effect lets it attack this
    turn "as though it didn't have defender" (609.4: only its attacking is as though; it still
    has defender for everything else)."""
    if not has_defender(game, obj) or obj.attacks_despite_defender:
        return False
    despite = obj.card.attacks_despite_defender_if  # a static ability of its own (609.4)
    return despite is None or not despite(game, obj.controller, obj)


def _restrained_by(game: Kernel, obj: Obj, act: str) -> Obj | None:
    """The permanent whose static ability says ``obj`` can't ``act``: an Aura or Equipment
    attached to it (Pacifism), or one that says it of a kind of creature ("Creatures your
    opponents control can't block.", 508.1c, 509.1b)."""
    for a in layers.battlefield_index(game, "restraints", _restraining):
        if a.attached_to == obj.oid and act in a.card.attached_cant:
            return a
        others = a.card.creatures_cant
        if others is not None and act in others[0] and others[1](game, a.controller, obj) \
                and not (others[2] and a.oid == obj.oid):  # "Other creatures …"
            return a
    return None


def _restraining(obj: Obj) -> tuple[Obj, ...]:
    """The permanent, if it has a static ability that restrains attacks or blocks (the others
    are never asked: most battlefields have none)."""
    return (obj,) if obj.card.attached_cant or obj.card.creatures_cant is not None else ()


def _attack_problem(game: Kernel, obj: Obj) -> IllegalAction | None:
    """Why ``obj`` can't attack, as the refusal naming it and the rule; None if it can."""
    why: tuple[str, str] | None = None
    if not obj.is_creature:
        why = "it is not a creature", "506.3"
    elif _held_by_defender(game, obj):
        why = "it has defender", "702.3b"
    elif obj.tapped:
        why = "it is tapped", "508.1a"
    elif summoning_sickness.held_back(game, obj):
        why = summoning_sickness.why(obj), "302.6"
    elif (held := _restrained_by(game, obj, "attack")) is not None:
        why = f"{held.name} says it can't attack", "508.1c"
    return IllegalAction(f"{obj.handle} ({obj.name}) can't attack: {why[0]}", why[1]) \
        if why else None


def why_no_attack(game: Kernel, action: Attack) -> IllegalAction:
    """The refusal for an ``attack`` that found no attackers decision: why each named creature
    can't attack (302.6, 506.3, 508.1a), or why no combat happens."""
    for ref, defender in action.attackers.items():
        obj = game.find_permanent(ref, action.player, rule="508.1a")
        if obj.controller != action.player:
            return IllegalAction(f"{obj.handle} is not {action.player}'s creature", "508.1a")
        problem = _attack_problem(game, obj)
        if problem:
            return problem
        if defender not in [p.name for p in game.state.opponents(action.player)]:
            return IllegalAction(f"{obj.handle} can't attack {defender!r}: not an opponent in "
                                 "the game", "508.1b")
    if game.state.active != action.player:
        return IllegalAction(f"only the active player ({game.state.active}) declares attackers",
                             "508.1")
    return IllegalAction(f"{action.player} has no creature that can attack", "508.1a")


def why_no_block(game: Kernel, action: Block) -> IllegalAction:
    """The refusal for a ``block`` that found no blockers decision: why each named creature
    can't block (509.1a, 509.1b: flying 702.9b, "can't block"), why the block as a whole is
    illegal (menace, 702.111b), or why there is nothing to block."""
    combat = game.state.combat
    attacked = {oid for oid, d in (combat.attackers if combat else {}).items()
                if d == action.player}
    if not attacked:
        return IllegalAction(f"no creature is attacking {action.player} in this combat", "509.1a")
    blocks: dict[int, tuple[int, ...]] = {}
    for bref, arefs in action.blockers.items():
        blocker = game.find_permanent(bref, action.player, rule="509.1a")
        if blocker.controller != action.player:
            return IllegalAction(f"{blocker.handle} is not {action.player}'s creature", "509.1a")
        for aref in attackers_named(arefs):
            attacker = game.find_permanent(aref, rule="509.1a")
            if attacker.oid not in attacked:
                return IllegalAction(f"{attacker.handle} is not attacking {action.player}",
                                     "509.1a")
            problem = _block_problem(game, blocker, attacker)
            if problem:
                return IllegalAction(f"{blocker.handle} can't block: {problem[0]}",
                                     problem[1] or "509.1a")
            blocks[blocker.oid] = (*blocks.get(blocker.oid, ()), attacker.oid)
    menace = _menace_problem(game, blocks)
    if menace:
        return menace
    return IllegalAction(f"{action.player} has no creature that can block", "509.1a")


def attackers_named(refs: str | Sequence[str]) -> tuple[str, ...]:
    """A ``block`` action names, for each blocker, the attacker it blocks — or a list of them,
    for a creature that may block more than one (509.1a)."""
    return (refs,) if isinstance(refs, str) else tuple(refs)


def block_capacity(game: Kernel, obj: Obj) -> int | None:
    """How many attacking creatures ``obj`` may block (509.1a: one), more by its own text —
    "~ can block an additional creature each combat" (one more each; "… as long as you're the
    monarch" only while that holds), "~ can block any number of creatures" (None: no limit)."""
    card = obj.card
    if card.blocks_any_number or obj.blocks_more_turn < 0:  # (a resolved effect's, this turn)
        return None
    more = obj.blocks_more_turn
    holds = card.blocks_additional_while
    if holds is not None and not holds(game, obj.controller, obj, None):
        return 1 + more
    return 1 + card.blocks_additional + more


def declare_attackers(game: Kernel) -> Steps:
    """508.1: the active player declares attackers (a turn-based action)."""
    state = game.state
    state.combat = state.combat or Combat()
    active = state.active
    if not state.player(active).in_game:
        return
    able = [o for o in state.permanents(active) if can_attack(game, o)]
    defenders = [p.name for p in state.opponents(active)]
    if not able or not defenders:
        return
    # 508.1b: an opponent, or a planeswalker an opponent controls
    # (Printed planeswalkers, and the rare permanent an effect changes the types of, are
    # asked: no call for every other permanent at every attack.)
    walkers = [w for w in state.battlefield
               if ("Planeswalker" in w.card.types or w.becomes is not None or w.added_types[0])
               and planeswalkers.is_planeswalker(w) and w.controller in defenders]
    options = tuple(declaration(o.handle, d)
                    for o in able for d in defenders if _defender_problem(game, o, d) is None)
    options += tuple(declaration(o.handle, w.handle) for o in able for w in walkers
                     if _defender_problem(game, o, w.controller) is None)
    paying: list[tuple[str, ...]] = [()]  # the accepted declaration's mana abilities (508.1h)
    attacked: list[dict[int, int]] = [{}]  # the accepted declaration's planeswalkers attacked

    def accept(action: Any) -> dict[int, str]:
        if not isinstance(action, Attack):
            raise IllegalAction("declare attackers with an 'attack' action", "508.1")
        if action.player != active:
            raise IllegalAction(f"{active} declares attackers, not {action.player}", "508.1")
        chosen: dict[int, str] = {}
        walking: dict[int, int] = {}
        for ref, defender in action.attackers.items():
            obj = game.find_permanent(ref, active, rule="508.1a")
            if obj.controller != active:
                raise IllegalAction(f"{obj.handle} is not {active}'s creature", "508.1a")
            problem = _attack_problem(game, obj)
            if problem:
                raise problem
            walker = None if defender in defenders else next(
                (w for w in walkers if defender == w.handle), None)
            player = walker.controller if walker is not None else defender
            if player not in defenders or not state.player(player).in_game:
                now = [d for d in defenders if state.player(d).in_game]
                now += [w.handle for w in walkers if w.controller in now]
                raise IllegalAction(f"{obj.handle} can't attack {defender!r}: choose one of "
                                    f"{', '.join(now)} (an opponent, or a planeswalker an "
                                    "opponent controls)", "508.1b")
            problem = _defender_problem(game, obj, player)
            if problem:
                raise problem
            chosen[obj.oid] = player
            if walker is not None:
                walking[obj.oid] = walker.oid
        alone = _alone_problem(game, [o for o in state.battlefield if o.oid in chosen],
                               "attack", "508.1c")
        if alone:
            raise alone
        missing = _unmet_requirements(game, able, chosen, defenders)
        if missing:
            obj = missing[0]
            raise IllegalAction(f"{obj.handle} ({obj.name}) attacks each combat if able, and it "
                                f"is able: declare it as an attacker", "508.1d")
        cost = attack_cost(game, chosen, walking)
        if action.pay and not cost:
            raise IllegalAction("this attack costs nothing to pay: declare it without "
                                "\"pay\"", "508.1h")
        if cost and not action.pay and not mana.can_pay(state.player(active),
                                                        mana.ManaCost.parse(cost)):
            raise IllegalAction(
                f"attacking so costs {cost} (508.1g) and {active}'s mana pool holds "
                f"{mana.describe_pool(state.player(active))}: name mana abilities to activate "
                "with \"pay\"", "508.1h")
        paying[0] = tuple(action.pay)
        attacked[0] = walking
        return chosen

    declared = yield from game.ask(Decision(
        player=active, kind="attackers", rule="508.1",
        prompt="Declare attackers (creature -> player)", options=options,
        default=Attack(active, _affordable(game, active, _with_requirements(
            game, _policy_attack(game, able, defenders), able, defenders))),
        accept=accept, describe=lambda d: _describe_attack(game, d, attacked[0]),
        as_data=lambda d: tuple((game.describe_target(o) or "",
                                 game.describe_target(attacked[0].get(o, p)) or p)
                                for o, p in d.items())),
        always_ask=True)
    cost = attack_cost(game, declared, attacked[0])
    if cost:
        yield from _pay_to_attack(game, active, cost, paying[0])
    attacking = [(obj, defender) for oid, defender in declared.items()
                 if (obj := state.find(oid)) is not None and state.player(defender).in_game]
    # (someone may have left the game as this was decided, 104.3a, 800.4a.) The creatures are
    # declared at once, so an ability that triggers on one attacking sees them all (508.3a:
    # "attacks alone", "attacks with another creature").
    walking = {a: w for a, w in attacked[0].items() if state.find(w) is not None}
    for obj, defender in attacking:
        state.combat.attackers[obj.oid] = defender
        if obj.oid in walking:
            state.combat.planeswalkers[obj.oid] = walking[obj.oid]
    if attacking:  # raid: "if you attacked this turn" (508.1)
        state.count_this_turn(f"attacked:{active}")
    for obj, defender in attacking:
        if not has_vigilance(game, obj):
            tap(game, obj, active, "508.1f")  # tapping attackers is not a cost
        # what it attacks: the player, or the planeswalker (508.1b)
        target = game.describe_target(walking[obj.oid]) if obj.oid in walking else defender
        game.emit(K.ATTACK_DECLARED, player=active, source=obj.name, target=target,
                  rule="508.1", permanent=obj.handle)


def attack_cost(game: Kernel, declared: dict[int, str],
                walking: dict[int, int] | None = None) -> str:
    """508.1g: the total cost to attack — for each creature attacking a player, the cost each
    of that player's "Creatures can't attack you unless their controller pays …" permanents
    asks ("{2}{2}" for two creatures and one Ghostly Prison); for one attacking a planeswalker
    (``walking``), only what "… attack you or planeswalkers you control …" asks; "" when there
    is none."""
    taxes = [(o.controller, o.card.attack_tax, o.card.attack_tax_planeswalkers)
             for o in game.state.battlefield if o.card.attack_tax]
    if not taxes:
        return ""
    walking = walking or {}
    return "".join(cost for attacker, defender in declared.items()
                   for who, cost, walkers in taxes
                   if who == defender and (walkers or attacker not in walking))


def _pay_to_attack(game: Kernel, player: str, cost: str, pay: tuple[str, ...]) -> Steps:
    """508.1h–i: the named mana abilities are activated, then the whole cost is paid from the
    pool, or the declaration is refused (no partial payment; apply() puts the game back)."""
    from .stack import activate, check_activate, mana_activation

    for ref in pay:
        yield from activate(game, player, check_activate(game, player,
                                                         mana_activation(game, player, ref)))
    owner = game.state.player(player)
    total = mana.ManaCost.parse(cost)
    if not mana.can_pay(owner, total):
        raise IllegalAction(f"{player} can't pay {total.text()} to attack: the mana pool holds "
                            f"{mana.describe_pool(owner)}", "508.1i")
    mana.pay(game, owner, total, "attacking")


def _policy_attack(game: Kernel, able: list[Obj], defenders: list[str]) -> dict[str, str]:
    """The default policy's attack: nobody (the board format), or as the board's ``policy`` says —
    every able creature at the monarch (unless you are the monarch), at the next opponent, or
    each creature at a random opponent or not at all (drawn from the game's seeded generator)."""
    policy = game.state.attack_policy
    if policy == "random":
        picks = {o.handle: game.state.rng.choice([None, *defenders]) for o in able}
        return _legal_attack(game, {h: d for h, d in picks.items() if d is not None})
    if policy == "monarch":
        target = game.state.monarch
        if target is None or target not in defenders:
            return {}
    elif policy == "next":
        nxt = game.state.next_in_game_after(game.state.active)
        target = nxt.name if nxt is not None else defenders[0]
    else:
        return {}
    return _legal_attack(game, {o.handle: target for o in able})


def _legal_attack(game: Kernel, picks: dict[str, str]) -> dict[str, str]:
    """The policy's picks without the attacks the rules forbid (508.1c): a creature that may
    attack only some players, one that can't attack alone."""
    kept = {h: d for h, d in picks.items()
            if _defender_problem(game, game.find_permanent(h), d) is None}
    if len(kept) == 1 and game.find_permanent(next(iter(kept))).card.cant_attack_alone:
        return {}
    return kept


def _unmet_requirements(game: Kernel, able: list[Obj], chosen: dict[int, str],
                        defenders: list[str]) -> list[Obj]:
    """508.1d: the creatures that "attack each combat if able" left out of a declaration that
    could have them without breaking a restriction (508.1c) — an empty list if the declaration
    obeys as many requirements as it can."""
    missing = [o for o in able if attacks_each_combat(game, o) and o.oid not in chosen
               and any(_defender_problem(game, o, d) is None for d in defenders)]
    if not missing:
        return []
    declared = [o for o in game.state.battlefield if o.oid in chosen]
    return [] if _alone_problem(game, declared + missing, "attack", "508.1c") else missing


def _with_requirements(game: Kernel, picks: dict[str, str], able: list[Obj],
                       defenders: list[str]) -> dict[str, str]:
    """The default policy's attack made to obey the requirements (508.1d): each creature that
    attacks each combat if able joins it, at the player the others attack when it may."""
    chosen = {game.find_permanent(h).oid: d for h, d in picks.items()}
    picked = list(dict.fromkeys(picks.values()))
    for obj in _unmet_requirements(game, able, chosen, defenders):
        legal = [d for d in picked + defenders if _defender_problem(game, obj, d) is None]
        picks = {**picks, obj.handle: legal[0]}
    return picks


def _affordable(game: Kernel, active: str, picks: dict[str, str]) -> dict[str, str]:
    """The default policy pays no cost to attack it can't pay from its pool: it doesn't attack
    the players such a cost protects (508.1d: no requirement makes a player pay one)."""
    chosen = {game.find_permanent(h).oid: d for h, d in picks.items()}
    cost = attack_cost(game, chosen)
    if not cost or mana.can_pay(game.state.player(active), mana.ManaCost.parse(cost)):
        return picks
    taxed = {o.controller for o in game.state.battlefield if o.card.attack_tax}
    return {h: d for h, d in picks.items() if d not in taxed}


def attacks_each_combat(game: Kernel, obj: Obj) -> bool:
    """508.1d: "~ attacks each combat if able", of its own or from an Aura on it."""
    return obj.card.attacks_each_combat or any(
        a.attached_to == obj.oid and a.card.attached_attacks_each_combat
        for a in _attack_auras(game))


def _attack_auras(game: Kernel) -> list[Obj]:
    """The permanents whose static ability tells the creature they are attached to how it
    attacks — "Enchanted creature attacks each combat if able.", "… can't attack you." — in
    battlefield order (an index of it: asked for each creature and each player it could attack,
    and most battlefields have none)."""
    return layers.battlefield_index(game, "attack_auras", _about_attacking)


def _about_attacking(obj: Obj) -> tuple[Obj, ...]:
    card = obj.card
    return (obj,) if card.attached_attacks_each_combat or card.attached_cant_attack_you else ()


def _defender_problem(game: Kernel, obj: Obj, defender: str) -> IllegalAction | None:
    """508.1c: "~ can't attack unless defending player is the monarch"; an Aura's "Enchanted
    creature … can't attack you" (its controller)."""
    only = obj.card.attacks_only_if
    if only is not None and not only[1](game, defender):
        return IllegalAction(f"{obj.handle} ({obj.name}) can't attack {defender}: it can't "
                             f"attack unless {only[0]}", "508.1c")
    for aura in _attack_auras(game):
        if aura.attached_to == obj.oid and aura.card.attached_cant_attack_you \
                and aura.controller == defender:
            return IllegalAction(f"{obj.handle} ({obj.name}) can't attack {defender}: "
                                 f"{aura.name} says it can't attack its controller", "508.1c")
    return None


def _alone_problem(game: Kernel, declared: list[Obj], what: str, rule: str) -> \
        IllegalAction | None:
    """508.1c / 509.1b: "~ can't attack alone", "~ can't block alone" — a restriction on the
    declaration as a whole."""
    if len(declared) == 1:
        obj = declared[0]
        if obj.card.cant_attack_alone if what == "attack" else obj.card.cant_block_alone:
            return IllegalAction(f"{obj.handle} ({obj.name}) can't {what} alone", rule)
    return None


def _describe_attack(game: Kernel, declared: dict[int, str],
                     walking: dict[int, int] | None = None) -> str:
    if not declared:
        return "no attackers"
    walking = walking or {}
    return ", ".join(f"{game.describe_target(o)} -> "
                     f"{game.describe_target(walking[o]) if o in walking else d}"
                     for o, d in declared.items())


def can_block(game: Kernel, blocker: Obj, attacker: Obj) -> str | None:
    """Why ``blocker`` can't block ``attacker`` (509.1a; 509.1b: flying 702.9b, "can't
    block"), or None if it can. Menace restricts the blocks as a whole (702.111b)."""
    problem = _block_problem(game, blocker, attacker)
    return problem[0] if problem else None


def cant_block(game: Kernel, obj: Obj) -> bool:
    """509.1b: a restriction of its own, "~ can't block" (a static ability, 604), or "… can't
    block this turn" (a resolved spell or ability's effect, 611.2)."""
    return obj.card.cant_block or obj.cant_block_turn


def _block_problem(game: Kernel, blocker: Obj, attacker: Obj) -> tuple[str, str | None] | None:
    """Why ``blocker`` can't block ``attacker``, and the rule to refuse it with when the
    reason has one of its own (None: the declaration's rule)."""
    if not blocker.is_creature:
        return f"{blocker.handle} is not a creature (506.3)", None
    if blocker.tapped:
        return f"{blocker.handle} is tapped (509.1a)", None
    if blocker.card.cant_block:
        return f"{blocker.handle} ({blocker.name}) has \"{blocker.name} can't block\" " \
               f"(509.1b)", "509.1b"
    if blocker.cant_block_turn:
        return f"{blocker.handle} ({blocker.name}) can't block this turn (509.1b)", "509.1b"
    held = _restrained_by(game, blocker, "block")
    if held is not None:
        return f"{blocker.handle} ({blocker.name}) can't block: {held.name} says so (509.1b)", \
            "509.1b"
    only = blocker.card.can_block_only
    if only is not None and not only[1](game, blocker.controller, attacker):
        return f"{blocker.handle} ({blocker.name}) can block only {only[0]} (509.1b)", "509.1b"
    if has_flying(game, attacker) and not (has_flying(game, blocker)
                                             or has_reach(game, blocker)):
        return (f"{attacker.handle} has flying and {blocker.handle} has neither flying nor "
                f"reach (702.9b)", None)
    evaded = evasion(game, attacker, blocker)
    if evaded is not None:
        return f"{attacker.handle} {evaded[0]}", evaded[1]
    return None


def evasion(game: Kernel, attacker: Obj, blocker: Obj) -> tuple[str, str] | None:
    """509.1b: the attacker's own restrictions on who may block it — "can't be blocked",
    protection (702.16f), fear (702.36b), intimidate (702.13b), skulk (702.118b), horsemanship
    (702.31b), shadow (702.28b, which also keeps a creature with shadow from blocking one
    without), landwalk (702.14c) — as words and the rule, or None."""
    if attacker.card.cant_be_blocked:
        return "can't be blocked", "509.1b"
    if attacker.cant_be_blocked_turn or attacker.cant_be_blocked_combat:
        return "can't be blocked this turn", "509.1b"
    by = attacker.card.cant_be_blocked_by
    if by is not None and by[1](game, attacker.controller, blocker):
        return f"can't be blocked by {by[0]}", "509.1b"
    only = attacker.card.cant_be_blocked_except_by
    if only is not None and not only[1](game, attacker.controller, blocker):
        return f"can't be blocked except by {only[0]}", "509.1b"
    for source, effect in layers.static_effects(game):  # given by another permanent (611.3)
        by = effect.cant_be_blocked_by
        if by is not None and effect.applies(game, source, attacker) \
                and by[1](game, attacker.controller, blocker):
            return f"can't be blocked by {by[0]} ({source.name})", "509.1b"
    quality = protected_from(game, attacker, blocker)
    if quality is not None:
        return (f"({attacker.name}) has protection from {quality.words}, and "
                f"{blocker.handle} ({blocker.name}) has that quality", "702.16f")
    if keywords.has(game, attacker, "Fear") and not (
            blocker.is_type("Artifact") or "B" in blocker.colors):
        return "has fear: only artifact or black creatures can block it", "702.36b"
    if keywords.has(game, attacker, "Intimidate") and not (
            blocker.is_type("Artifact") or set(blocker.colors) & set(attacker.colors)):
        return ("has intimidate: only artifact creatures or creatures that share a color with "
                "it can block it", "702.13b")
    if keywords.has(game, attacker, "Skulk") and (
            layers.power(game, blocker) > layers.power(game, attacker)):
        return "has skulk: creatures with greater power can't block it", "702.118b"
    if keywords.has(game, attacker, "Horsemanship") and not keywords.has(game, blocker,
                                                                          "Horsemanship"):
        return ("has horsemanship: only creatures with horsemanship can block it", "702.31b")
    shadow = keywords.has(game, attacker, "Shadow")
    if shadow != keywords.has(game, blocker, "Shadow"):  # 702.28b: both ways
        return (("has shadow: only creatures with shadow can block it" if shadow else
                 f"has no shadow: {blocker.handle} ({blocker.name}) has shadow and can block "
                 "only creatures with shadow"), "702.28b")
    for land in ("Swamp", "Island", "Forest", "Mountain", "Plains"):
        walk = land + "walk"  # Swampwalk … Plainswalk
        if keywords.has(game, attacker, walk) and any(
                o.controller == blocker.controller and land in o.subtypes
                for o in game.state.battlefield):
            return (f"has {walk.lower()}: it can't be blocked while the defending player "
                    f"controls a {land}", "702.14c")
    return None


def _menace_problem(game: Kernel, blocks: dict[int, tuple[int, ...]]) -> IllegalAction | None:
    """702.111b / 509.1b: an attacker with menace blocked by exactly one creature, or one that
    "can't be blocked by more than one creature" blocked by two, makes the whole declaration
    illegal. ``blocks`` maps blocker oids to the attacker oids they block."""
    for attacker_oid in dict.fromkeys(a for attackers in blocks.values() for a in attackers):
        alone = [b for b, attackers in blocks.items() if attacker_oid in attackers]
        attacker = game.state.find(attacker_oid)
        blocker = game.state.find(alone[0])
        if len(alone) == 1 and attacker is not None and blocker is not None \
                and attacker.card.blocked_by_at_least_two:
            return IllegalAction(
                f"{attacker.handle} ({attacker.name}) can't be blocked except by two or more "
                f"creatures, and only {blocker.handle} would block it", "509.1b")
        if len(alone) == 1 and attacker is not None and blocker is not None \
                and has_menace(game, attacker):
            return IllegalAction(
                f"{attacker.handle} ({attacker.name}) has menace: it can't be blocked except by "
                f"two or more creatures, and only {blocker.handle} would block it", "702.111b")
        if len(alone) > 1 and attacker is not None and attacker.card.blocked_by_at_most_one:
            return IllegalAction(
                f"{attacker.handle} ({attacker.name}) can't be blocked by more than one "
                f"creature, and {len(alone)} would block it", "509.1b")
    return None


def _required(attacker: Obj) -> bool:
    return attacker.card.must_be_blocked or attacker.card.all_must_block


def _unmet_block_requirement(game: Kernel, chosen: dict[int, tuple[int, ...]],
                             attackers: list[Obj], mine: list[Obj]) -> IllegalAction | None:
    """509.1c: the declaration must obey as many requirements as it can without breaking a
    restriction. "~ must be blocked if able" asks one blocker of it; "All creatures able to
    block ~ do so" asks it of each creature that could. A creature that could obey one by
    blocking that attacker instead — while it obeys no other requirement by its block — makes
    the declaration obey fewer than it could: refused, naming the creature."""
    for attacker in attackers:
        if not _required(attacker):
            continue
        blockers = [b for b, blocked in chosen.items() if attacker.oid in blocked]
        if attacker.card.must_be_blocked and blockers and not attacker.card.all_must_block:
            continue
        for blocker in mine:
            if blocker.oid in blockers or can_block(game, blocker, attacker) is not None:
                continue
            busy = [a for a in chosen.get(blocker.oid, ())
                    if (other := game.state.find(a)) is not None and _required(other)]
            if busy:
                continue  # it obeys a requirement already (509.1c counts, not which)
            if has_menace(game, attacker) and not blockers and sum(
                    1 for b in mine if can_block(game, b, attacker) is None) < 2:
                continue  # it couldn't be blocked by one alone (702.111b): not able
            need = "must be blocked if able" if not attacker.card.all_must_block else \
                "must be blocked by every creature able to block it"
            return IllegalAction(
                f"{attacker.handle} ({attacker.name}) {need}, and {blocker.handle} "
                f"({blocker.name}) could block it", "509.1c")
    return None


def _required_blocks(game: Kernel, pairs: list[tuple[Obj, Obj]]) -> dict[str, tuple[str, ...]]:
    """The declaration the defending player makes when not asked: the fewest blocks that obey
    the requirements (509.1c) — none when there are none."""
    blocks: dict[str, tuple[str, ...]] = {}
    required = {a.oid: a for _, a in pairs if _required(a)}
    for attacker in required.values():
        able = [b for b, a in pairs if a is attacker and b.handle not in blocks]
        need = len(able) if attacker.card.all_must_block else (
            2 if has_menace(game, attacker) else 1)
        if len(able) >= need:
            blocks.update((b.handle, (attacker.handle,)) for b in able[:need])
    return blocks


def declare_blockers(game: Kernel) -> Steps:
    """509.1: each defending player, in APNAP order, declares blockers (a turn-based action)."""
    state = game.state
    combat = state.combat
    if combat is None:
        return
    for defender in state.apnap():
        attackers = [state.find(oid) for oid, d in combat.attackers.items() if d == defender.name]
        attackers_on = [a for a in attackers if a is not None]
        if not attackers_on:
            continue
        mine = [o for o in state.permanents(defender.name) if o.is_creature and not o.tapped]
        pairs = [(b, a) for b in mine for a in attackers_on if can_block(game, b, a) is None]
        # 702.111b: a creature with menace can be blocked only if two could block it.
        pairs = [(b, a) for b, a in pairs if not has_menace(game, a)
                 or sum(1 for _, other in pairs if other is a) >= 2]
        if not pairs:
            continue
        name = defender.name

        def accept(action: Any, name: str = name, attackers_on: list[Obj] = attackers_on,
                   mine: list[Obj] = mine) -> dict[int, tuple[int, ...]]:
            if not isinstance(action, Block):
                raise IllegalAction("declare blockers with a 'block' action", "509.1")
            if action.player != name:
                raise IllegalAction(f"{name} declares blockers now, not {action.player}", "509.1")
            chosen: dict[int, tuple[int, ...]] = {}
            for bref, arefs in action.blockers.items():
                blocker = game.find_permanent(bref, name, rule="509.1a")
                if blocker.controller != name:
                    raise IllegalAction(f"{blocker.handle} is not {name}'s creature", "509.1a")
                blocked: list[int] = []
                for aref in attackers_named(arefs):
                    attacker = game.find_permanent(aref, rule="509.1a")
                    if attacker not in attackers_on:
                        raise IllegalAction(f"{attacker.handle} is not attacking {name}",
                                            "509.1a")
                    if attacker.oid in blocked:
                        raise IllegalAction(f"{blocker.handle} is named to block "
                                            f"{attacker.handle} twice", "509.1a")
                    problem = _block_problem(game, blocker, attacker)
                    if problem:
                        raise IllegalAction(f"{blocker.handle} can't block: {problem[0]}",
                                            problem[1] or "509.1b")
                    blocked.append(attacker.oid)
                most = block_capacity(game, blocker)
                if most is not None and len(blocked) > most:
                    raise IllegalAction(
                        f"{blocker.handle} ({blocker.name}) can block only {most} "
                        f"attacking creature{'s' if most > 1 else ''}, not {len(blocked)}",
                        "509.1a")
                if blocked:
                    chosen[blocker.oid] = tuple(blocked)
            menace = _menace_problem(game, chosen)
            if menace:
                raise menace
            alone = _alone_problem(game, [o for o in state.battlefield if o.oid in chosen],
                                   "block", "509.1b")
            if alone:
                raise alone
            unmet = _unmet_block_requirement(game, chosen, attackers_on, mine)
            if unmet:
                raise unmet
            return chosen

        options = tuple(declaration(b.handle, a.handle) for b, a in pairs)
        declared = yield from game.ask(Decision(
            player=name, kind="blockers", rule="509.1",
            prompt="Declare blockers (blocker -> attacker)", options=options,
            default=Block(name, _required_blocks(game, pairs)),
            accept=accept,
            describe=lambda d: ", ".join(f"{game.describe_target(b)} -> "
                                         f"{game.describe_target(a)}"
                                         for b, attackers in d.items() for a in attackers)
            or "no blockers",
            as_data=lambda d: tuple((game.describe_target(b) or "", game.describe_target(a) or "")
                                    for b, attackers in d.items() for a in attackers)),
            always_ask=True)
        blocks = [(blocker, attacker) for b, attackers in declared.items() for a in attackers
                  if (blocker := state.find(b)) is not None
                  and (attacker := state.find(a)) is not None]
        # (someone may have left the game as this was decided, 104.3a, 800.4a.) All blocks are
        # declared at once (509.1), so "becomes blocked" abilities see every blocker (509.3c).
        # A creature blocks each attacker chosen for it (509.1g): one event per attacker
        # (509.3b, "blocks a creature").
        for blocker, attacker in blocks:
            combat.blockers[blocker.oid] = (*combat.blockers.get(blocker.oid, ()), attacker.oid)
            combat.blocked.add(attacker.oid)
        for blocker, attacker in blocks:
            game.emit(K.BLOCK_DECLARED, player=name, source=blocker.name,
                      target=attacker.handle, rule="509.1", permanent=blocker.handle)


def first_strike_step(game: Kernel) -> bool:
    """510.4: as the combat damage step begins, does an attacking or blocking creature have
    first strike (702.7b) or double strike (702.4b)? Then this is the first of two combat
    damage steps, and those creatures are remembered: they are the ones that deal damage in it
    (and, without double strike, not in the second, 702.7c)."""
    combat = game.state.combat
    if combat is None or not combat.attackers:
        return False  # no attackers left: the combat damage step is skipped (508.8)
    fighting = [game.state.find(oid) for oid in (*combat.attackers, *combat.blockers)]
    strikers = {o.oid for o in fighting if o is not None
                and (has_first_strike(game, o) or has_double_strike(game, o))}
    if not strikers:
        return False
    combat.first_strike = strikers
    return True


def is_second_damage_step(game: Kernel) -> bool:
    """510.4: a first combat damage step came before this one in this combat."""
    combat = game.state.combat
    return combat is not None and combat.first_strike is not None


def _assigns_now(game: Kernel, obj: Obj) -> bool:
    """510.4: which attacking and blocking creatures assign combat damage in this step. In the
    first of two steps, those that had first strike or double strike as it began; in the
    second, those that had neither then (702.7c: gaining first strike later doesn't stop
    them), and those that have double strike now (702.4c, 702.4d)."""
    combat = game.state.combat
    assert combat is not None
    if combat.first_strike is None:
        return True  # a single combat damage step: everyone
    if game.state.step == "first_strike_damage":
        return obj.oid in combat.first_strike
    return obj.oid not in combat.first_strike or has_double_strike(game, obj)


def assign_combat_damage(game: Kernel) -> Steps:
    """510.1: each attacking and blocking creature assigns damage equal to its power — of those
    that deal damage in this step (510.4)."""
    state = game.state
    combat = state.combat
    assert combat is not None
    proposals = []
    for oid, defender in list(combat.attackers.items()):
        attacker = state.find(oid)
        if attacker is None or not _assigns_now(game, attacker):
            continue
        amount = layers.power(game, attacker)
        if amount <= 0:  # 510.1a
            continue
        # What it attacks: the player, or the planeswalker (510.1b) — none if that planeswalker
        # has left or stopped being one: it was removed from combat (506.4).
        attacked: Target | None = defender if state.player(defender).in_game else None  # 800.4e
        walker = _attacked_planeswalker(game, oid)
        if oid in combat.planeswalkers:
            attacked = walker.oid if walker is not None else None
        if oid not in combat.blocked:  # 510.1b
            if attacked is not None:
                proposals.append(damage.proposal(game, attacker.name, oid, attacked, amount, True))
            continue
        blockers = [state.find(b) for b in combat.blocking(oid)]
        alive = [b for b in blockers if b is not None]
        tramples = has_trample(game, attacker) and attacked is not None
        if not alive:
            # 509.1h: it stays blocked, so it deals no damage — unless it has trample: then all
            # of it is assigned to the player or planeswalker it attacks (702.19d, 702.19c).
            if tramples and attacked is not None:
                proposals.append(damage.proposal(game, attacker.name, oid, attacked, amount, True))
            continue
        shown = (walker.handle if walker is not None else defender) if tramples else None
        split = yield from _split(game, attacker, alive, amount, shown)
        if state.find(oid) is None:
            continue  # its controller left the game as it was divided (104.3a, 800.4a)
        for target, n in split:
            if walker is not None and target == walker.handle:
                target = walker.oid  # the rest of a trampler's damage, to it (702.19c)
            if n > 0 and (isinstance(target, str) or state.find(target) is not None):
                proposals.append(damage.proposal(game, attacker.name, oid, target, n, True))
    for b, blocked in list(combat.blockers.items()):  # 510.1d
        blocker = state.find(b)
        # the attackers it still blocks: on the battlefield and still attacking (506.4)
        facing = [o for a in blocked if a in combat.attackers and (o := state.find(a))]
        if blocker is None or not facing or not _assigns_now(game, blocker):
            continue
        amount = layers.power(game, blocker)
        if amount <= 0:  # 510.1a
            continue
        shares: list[tuple[Target, int]] = [(facing[0].oid, amount)]
        if len(facing) > 1:
            shares = yield from _divide_among_attackers(game, blocker, facing, amount)
        for target, n in shares:
            if n > 0 and isinstance(target, int) and state.find(target) is not None:
                proposals.append(damage.proposal(game, blocker.name, b, target, n, True))
    final = yield from damage.replace_all(game, proposals)
    yield from damage.deal(game, final)  # 510.2: all at once


def _attacked_planeswalker(game: Kernel, attacker: int) -> Obj | None:
    """The planeswalker ``attacker`` attacks, if it still is one on the battlefield (506.4:
    one that left or stopped being a planeswalker is removed from combat)."""
    combat = game.state.combat
    oid = combat.planeswalkers.get(attacker) if combat is not None else None
    walker = game.state.find(oid) if oid is not None else None
    return walker if walker is not None and planeswalkers.is_planeswalker(walker) else None


def _lethal(game: Kernel, attacker: Obj, blocker: Obj) -> int:
    if has_deathtouch(game, attacker):
        return 1  # 702.2c
    return max(0, layers.toughness(game, blocker) - blocker.damage)


def _split(game: Kernel, attacker: Obj, blockers: list[Obj], amount: int,
           trample_to: str | None) -> Steps:
    """510.1c: divide an attacker's damage among its blockers. With trample (702.19b), lethal
    damage to every blocker first, and the rest may go to the attacked player ``trample_to``.
    Returns (blocker oid or player, amount) pairs."""
    default: list[tuple[Target, int]] = []
    left = amount
    for i, b in enumerate(blockers):
        last = i == len(blockers) - 1 and trample_to is None
        n = left if last else min(left, _lethal(game, attacker, b))
        default.append((b.oid, n))
        left -= n
    if trample_to is not None and left > 0:
        default.append((trample_to, left))
    if len(blockers) == 1 and trample_to is None:
        return default
    handles = [b.handle for b in blockers]
    places = handles + ([trample_to] if trample_to else [])

    def accept(action: Any) -> list[tuple[Target, int]]:
        dist = action.distribution if isinstance(action, Choose) else None
        if not dist:
            raise IllegalAction(f"divide {amount} damage among {', '.join(places)} with a "
                                "distribution", "510.1c")
        out: list[tuple[Target, int]] = []
        for ref, n in dist.items():
            if n < 0:
                raise IllegalAction(f"damage assigned to {ref} can't be negative ({n})", "510.1c")
            if trample_to is not None and ref == trample_to:
                out.append((ref, n))
                continue
            if any(p.name == ref for p in game.state.players):
                raise IllegalAction(
                    f"{attacker.handle} attacks {trample_to}, not {ref}" if trample_to else
                    f"{attacker.handle} has no trample: its damage goes only to the creatures "
                    "blocking it", "702.19b")
            b = game.find_permanent(ref, rule="510.1c")
            if b not in blockers:
                raise IllegalAction(f"{ref} is not blocking {attacker.handle}", "510.1c")
            out.append((b.oid, n))
        total = sum(n for _, n in out)
        if trample_to is None:
            if total != amount:
                raise IllegalAction(f"assign exactly {amount} damage, not {total}", "510.1c")
            return out
        if total > amount:  # 510.1a: a creature assigns damage equal to its power
            raise IllegalAction(f"{attacker.handle} has {amount} damage to assign, not {total}",
                                "510.1a")
        to_blockers = {t: n for t, n in out if isinstance(t, int)}
        if total < amount:  # the rest can go nowhere but the player (702.19b)
            out.append((trample_to, amount - total))
        if to_blockers and sum(to_blockers.values()) == amount:
            return out
        short = [b.handle for b in blockers if to_blockers.get(b.oid, 0) < _lethal(game,
                                                                                    attacker, b)]
        if short:  # 702.19b: lethal damage to every blocker before any goes to the player
            raise IllegalAction(f"{', '.join(short)} must be assigned lethal damage before "
                                f"any goes to {trample_to}", "702.19b")
        return out

    return (yield from game.ask(Decision(
        player=attacker.controller, kind="distribution", rule="510.1c",
        prompt=f"Divide {attacker.handle}'s {amount} combat damage among "
               + (f"its blockers and {trample_to} (trample)" if trample_to else "its blockers"),
        options=as_options(places), amount=amount, accept=accept,
        default=Choose(attacker.controller, distribution={
            game.describe_target(t) or "": n for t, n in default}),
        describe=lambda d: ", ".join(f"{n} to {game.describe_target(t)}" for t, n in d),
        as_data=lambda d: _shares(game, d)),
        always_ask=True))


def _shares(game: Kernel, division: list[tuple[Target, int]]) -> Answer:
    """A division of combat damage as data: each target (a player, or a permanent's id) with
    its amount."""
    return tuple((game.describe_target(t) or "", n) for t, n in division)


def _divide_among_attackers(game: Kernel, blocker: Obj, attackers: list[Obj],
                            amount: int) -> Steps:
    """510.1d: "If it's blocking two or more creatures, it assigns its combat damage divided as
    its controller chooses among them." Returns (attacker oid, amount) pairs."""
    handles = [a.handle for a in attackers]

    def accept(action: Any) -> list[tuple[Target, int]]:
        dist = action.distribution if isinstance(action, Choose) else None
        if not dist:
            raise IllegalAction(f"divide {amount} damage among {', '.join(handles)} with a "
                                "distribution", "510.1d")
        out: list[tuple[Target, int]] = []
        for ref, n in dist.items():
            if n < 0:
                raise IllegalAction(f"damage assigned to {ref} can't be negative ({n})", "510.1d")
            found = game.find_permanent(ref, rule="510.1d")
            if found not in attackers:
                raise IllegalAction(f"{ref} is not a creature {blocker.handle} blocks", "510.1d")
            out.append((found.oid, n))
        total = sum(n for _, n in out)
        if total != amount:
            raise IllegalAction(f"{blocker.handle} assigns exactly {amount} damage, not {total}",
                                "510.1d")
        return out

    return (yield from game.ask(Decision(
        player=blocker.controller, kind="distribution", rule="510.1d",
        prompt=f"Divide {blocker.handle}'s {amount} combat damage among the creatures it blocks",
        options=as_options(handles), amount=amount, accept=accept,
        default=Choose(blocker.controller, distribution={handles[0]: amount}),
        describe=lambda d: ", ".join(f"{n} to {game.describe_target(t)}" for t, n in d),
        as_data=lambda d: _shares(game, d)),
        always_ask=True))


def end_combat(game: Kernel) -> None:
    """511.3: creatures stop being attacking or blocking as the combat phase ends, and effects
    that last "this combat" end."""
    game.state.combat = None
    for obj in game.state.battlefield:
        if obj.cant_be_blocked_combat:  # (a change counted only where there is one)
            obj.cant_be_blocked_combat = False
