"""Turn structure (500–514): the steps in order, their turn-based actions, which of them give
players priority, skipping steps (508.8, 103.8a), the extra combat damage step of first strike
(510.4), and passing the turn (800.4k).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..events import EventKind as K
from ..state import STEP_RULES, STEPS, Combat
from . import combat, control, impulse, layers, mana, priority, sagas, sba, triggers
from .keyword_actions import untap
from .zones import choose_discards, discard, draw

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj

NO_PRIORITY = frozenset({"untap", "cleanup"})  # 502.4, 514.3
MAX_HAND_SIZE = 7  # 402.2
_BEGAN = K.STEP_BEGAN  # (a constant: reading a member off an Enum class is slow, 3.11)


def run(game: Kernel) -> Steps:
    """Play the game from the current position: the active player holds priority in this step."""
    state = game.state
    resumed = True
    while not state.game_over:
        if not resumed:
            skipped = yield from begin_step(game)
            if skipped:
                _advance(game)
                continue
        resumed = False
        if state.step not in NO_PRIORITY:
            yield from priority.loop(game)
        elif state.step == "cleanup":
            yield from _cleanup_priority(game)
        if state.game_over:
            return
        _end_step(game)
        _advance(game)


def begin_step(game: Kernel) -> Steps:
    """Start ``state.step``: its turn-based actions (117.3a: before anyone gets priority)."""
    state = game.state
    step = state.step
    combat_state = state.combat
    if step == "first_strike_damage" and not combat.first_strike_step(game):
        return True  # 510.4: this combat has one combat damage step; there is nothing to skip
    second = step == "combat_damage" and combat.is_second_damage_step(game)
    if step in ("declare_blockers", "combat_damage") and not second and (
            combat_state is None or not combat_state.attackers):
        game.emit(K.STEP_SKIPPED, rule="508.8")
        return True
    if step == "draw" and state.turn == 1 and len(state.players) == 2:
        game.emit(K.STEP_SKIPPED, rule="103.8a")
        return True
    if step == "draw" and any(o.card.skip_draw_step for o in state.permanents(state.active)):
        # "Skip your draw step." (614.1b, 614.10): the step doesn't happen at all.
        game.emit(K.STEP_SKIPPED, rule="614.10")
        return True
    state.step_serial += 1
    state.first_priority_in_step = True
    state.priority = None
    state.passes = 0
    # 510.4: the second combat damage step cites the rule that makes it, as the first does.
    began = game.emit(_BEGAN, rule="510.4" if second else STEP_RULES[step])
    if step in WITHOUT_ACTIONS:
        return False
    # The step's turn-based actions happen because it began: their events say so (cause), so
    # that a draw, an attack or combat damage can be traced back to its step.
    causes = game._causes  # ``with game.caused_by(began.seq)``, written out (every step)
    causes.append(began.seq)
    try:
        yield from _turn_based_actions(game, step)
    finally:
        causes.pop()
    return False


# The steps _turn_based_actions has nothing for — upkeep (503), end of combat (511), the
# postcombat main phase (505), end (513) — aren't entered. (The precombat main phase has one:
# Sagas' lore counters, 714.3c.)
WITHOUT_ACTIONS = frozenset({"upkeep", "end_of_combat", "postcombat_main", "end"})


def _turn_based_actions(game: Kernel, step: str) -> Steps:
    state = game.state
    if step == "untap":
        yield from _untap_step(game)
    elif step == "draw":
        if state.player(state.active).in_game:
            yield from draw(game, state.active, 1, rule="504.1")
    elif step == "precombat_main":
        yield from sagas.add_lore(game)  # 714.3c
    elif step == "beginning_of_combat":
        state.combat = Combat()  # 506: a new combat phase
    elif step == "declare_attackers":
        yield from combat.declare_attackers(game)
    elif step == "declare_blockers":
        yield from combat.declare_blockers(game)
    elif step in ("first_strike_damage", "combat_damage"):
        yield from combat.assign_combat_damage(game)
    elif step == "cleanup":
        yield from _cleanup_actions(game)


def _end_until_your_next_turn(game: Kernel) -> None:
    """611.2a: "until your next turn" — the effect ends as that player's next turn begins
    (before anything happens in its untap step)."""
    state = game.state
    mark = f"next_turn:{state.active}"
    ending = [e for e in state.effects if e.until == mark]
    if not ending:
        return
    state.effects = [e for e in state.effects if e.until != mark]
    for e in ending:
        affected = state.find(e.oid)
        game.emit(K.EFFECT_ENDED, source=e.source, target=affected.handle if affected else None,
                  rule="611.2a", keywords=e.keywords or None, power=e.power or None,
                  toughness=e.toughness or None)


def _untap_step(game: Kernel) -> Steps:
    """502.3: the active player determines which permanents they control will untap — all of
    them, but those an effect keeps tapped and those they choose to keep tapped where a card
    lets them ("You may choose not to untap this land during your untap step") — then untaps
    them all. 302.6: their creatures stop being sick."""
    state = game.state
    _end_until_your_next_turn(game)
    for obj in state.permanents(state.active):
        # Echo asks, at the beginning of this upkeep, whether it "came under your control
        # since the beginning of your last upkeep" (702.30a): since their last turn began,
        # that is — only that turn's untap step lies between the two, and nothing enters then.
        if obj.arrived_since_upkeep != obj.sick:  # (a change counted only if there is one)
            obj.arrived_since_upkeep = obj.sick
        if obj.sick:
            obj.sick = False
    untapping: list[Obj] = []
    for obj in state.permanents(state.active):
        if obj.skip_next_untap:  # 502.3: an effect keeps it tapped this once
            obj.skip_next_untap = False
            continue
        if obj.tapped and obj.card.doesnt_untap:
            continue  # 502.3: an effect keeps it tapped
        if obj.tapped and obj.card.doesnt_untap_if is not None and \
                obj.card.doesnt_untap_if(game, obj.controller, obj):
            continue  # 502.3: "… if it has a depletion counter on it"
        if obj.tapped and _kept_tapped_by_attachment(game, obj):
            continue
        if obj.tapped and obj.card.may_not_untap and not (yield from _untaps(game, obj)):
            continue
        if obj.tapped:
            untapping.append(obj)
    for obj in untapping:
        untap(game, obj, state.active, "502.3")


def _untaps(game: Kernel, obj: Obj) -> Steps:
    """"You may choose not to untap this land during your untap step." — its controller says,
    as the untap step determines what untaps (502.3)."""
    choices = ("untap", "keep tapped")
    chosen = yield from game.ask(Decision(
        player=obj.controller, kind="option", rule="502.3",
        prompt=f"{obj.handle}: untap it during this untap step?", options=as_options(choices),
        default=Choose(obj.controller, option=choices[0]), accept=one_of(choices, "502.3")),
        always_ask=True)
    return chosen == choices[0]


def _kept_tapped_by_attachment(game: Kernel, obj: Obj) -> bool:
    """502.3: "Enchanted creature doesn't untap during its controller's untap step unless that
    player is the monarch." — asked of each permanent attached to it."""
    return any(a.attached_to == obj.oid
               and a.card.attached_doesnt_untap(game, obj.controller, a)  # type: ignore[misc]
               for a in layers.battlefield_index(game, "untap_restraints", _restraining))


def _restraining(obj: Obj) -> tuple[Obj, ...]:
    """The permanents that may keep what they are attached to tapped (most games: none)."""
    return (obj,) if obj.card.attached_doesnt_untap is not None else ()


def _cleanup_actions(game: Kernel) -> Steps:
    """514.1: discard to maximum hand size; 514.2: remove damage, end "this turn" effects."""
    state = game.state
    active = state.player(state.active)
    excess = len(active.hand) - MAX_HAND_SIZE
    if active.in_game and excess > 0 and not any(  # 402.2: no maximum hand size
            o.card.no_maximum_hand_size for o in state.permanents(active.name)):
        chosen = yield from choose_discards(game, active.name, excess, "514.1",
                                            f"Discard {excess} card(s) down to {MAX_HAND_SIZE}")
        if active.in_game:  # they may have conceded instead (104.3a)
            for card in chosen:
                discard(game, card, "514.1")
    # 514.2: "Whenever … this turn" delayed abilities (603.7b) end with the other "this turn"
    # effects.
    state.delayed = tuple(d for d in state.delayed if d.when is None)
    for obj in state.battlefield:
        if obj.damage or obj.deathtouch_damage:
            obj.damage = 0
            obj.deathtouch_damage = False
            game.emit(K.DAMAGE_REMOVED, player=obj.controller, source=obj.name,
                      target=obj.handle, rule="514.2")
    for obj in state.battlefield:  # regeneration shields and "can't be regenerated" end too
        if obj.regeneration_shields or obj.cant_regenerate:
            obj.regeneration_shields, obj.cant_regenerate = 0, False
        if obj.exile_if_dies:  # "If that creature would die this turn, …" ends (514.2)
            obj.exile_if_dies = False
        if obj.cant_be_blocked_turn:  # "… can't be blocked this turn" ends (514.2)
            obj.cant_be_blocked_turn = False
        if obj.cant_block_turn:  # "… can't block this turn" ends (514.2)
            obj.cant_block_turn = False
        if obj.saddled:  # saddled "until end of turn" (702.171a) ends (514.2)
            obj.saddled = 0
        if obj.attacks_despite_defender:  # "… as though it didn't have defender" ends (514.2)
            obj.attacks_despite_defender = False
        if obj.blocks_more_turn:  # "… can block … this turn" ends (514.2)
            obj.blocks_more_turn = 0
        if obj.becomes is not None and obj.becomes.until_end_of_turn:
            # "until end of turn, ~ becomes a … creature" ends; a lasting one it overrode
            # (earthbend's) applies again
            game.emit(K.EFFECT_ENDED, source=obj.becomes.source, target=obj.handle,
                      rule="514.2", rider=layers.describe_becomes(obj.becomes))
            obj.becomes = obj.becomes.under
    control.end(game, "514.2", until="end_of_turn")  # "gain control … until end of turn"
    for shield in state.shields:  # "… this turn" prevention shields end (615.7, 514.2)
        game.emit(K.EFFECT_ENDED, source=shield.source, target=game.describe_target(shield.target),
                  amount=shield.amount, rule="514.2",
                  rider="unused damage prevention" if shield.amount is not None
                  else f"{shield.words} is prevented")
    state.shields = ()
    if state.free_casts:  # "until end of turn, you may cast a spell … without paying" (514.2)
        impulse.end_free_casts(game)
    ending = [e for e in state.effects if e.until == "end_of_turn"]
    state.effects = [e for e in state.effects if e.until != "end_of_turn"]
    for e in ending:
        affected = state.find(e.oid)
        target = affected.handle if affected else None
        if e.keywords:  # layer 6 (613.1f)
            game.emit(K.EFFECT_ENDED, source=e.source, target=target, rule="514.2",
                      keywords=e.keywords)
        elif e.protection:  # layer 6 (613.1f)
            game.emit(K.EFFECT_ENDED, source=e.source, target=target, rule="514.2",
                      rider="protection from " + " and from ".join(q.words for q in e.protection))
        elif e.switch:  # layer 7d (613.4d)
            game.emit(K.EFFECT_ENDED, source=e.source, target=target, rule="514.2",
                      rider="switches its power and toughness")
        else:
            game.emit(K.EFFECT_ENDED, source=e.source, target=target, rule="514.2",
                      power=e.power, toughness=e.toughness)


def _cleanup_priority(game: Kernel) -> Steps:
    """514.3a: if state-based actions or triggers happen in cleanup, players get priority and
    then there is another cleanup step."""
    state = game.state
    performed = yield from sba.check(game)
    if not performed and not state.pending_triggers:
        return
    yield from triggers.put_on_stack(game)
    yield from priority.loop(game)
    if state.game_over:
        return
    mana.empty_pools(game)
    game.emit(K.STEP_BEGAN, rule="514.3a")
    yield from _cleanup_actions(game)
    yield from _cleanup_priority(game)


def _end_step(game: Kernel) -> None:
    mana.empty_pools(game)  # 500.4
    if game.state.step == "end_of_combat":
        combat.end_combat(game)


_NEXT_STEP = dict(zip(STEPS, STEPS[1:], strict=False))  # cleanup: none, the turn ends


def _advance(game: Kernel) -> None:
    state = game.state
    step = _NEXT_STEP.get(state.step)
    if step is not None:
        state.step = step
        return
    # The next turn goes to the next player still in the game (800.4k).
    nxt = state.next_in_game_after(state.active)
    if nxt is None:
        state.game_over = True
        return
    state.turn += 1
    state.active = nxt.name
    state.step = STEPS[0]
    state.this_turn = {}
    state.monarch_as_turn_began = state.monarch
    for p in state.players:
        p.lands_played = 0
