"""The monarch (724): a player designation with two inherent triggered abilities.

724.1 The game starts with no monarch. 724.3 There is at most one monarch; becoming the monarch
ends the previous reign. Becoming it while already the monarch changes nothing, so it is no
event and triggers no "whenever you become the monarch" ability (603.2f: a "becomes" trigger
needs a real change). 724.2 "At the beginning of the monarch's end step, that player draws a
card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch": they have no source and are controlled by whoever was the monarch when they
triggered. 724.4 If the monarch leaves the game, the active player becomes the monarch, or, if
that is the one leaving, the next player in turn order.

"You can't become the monarch this turn." (Jared Carthalion, True Heir) is an effect that
forbids the change for the rest of the turn (101.2: "can't" wins over any instruction, and over
724.2's steal): the monarch stays who they are. It is kept in ``State.this_turn`` and ends with
the turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import Ctx, Steps, TriggeredAbility, When
from ..events import DamageEvent, Event, EventKind
from ..events import EventKind as K
from .zones import draw, enter

if TYPE_CHECKING:
    from ..kernel import Kernel


def cant_become_key(player: str) -> str:
    """The ``State.this_turn`` key saying ``player`` can't become the monarch this turn."""
    return f"cant_become_monarch:{player}"


def forbid_this_turn(game: Kernel, player: str, source: str) -> None:
    """"You can't become the monarch this turn." (611.2a: it lasts as long as it says)."""
    game.state.count_this_turn(cant_become_key(player))
    game.emit(K.EFFECT_CREATED, player=player, source=source, target=player, rule="611.2a",
              rider=CANT_BECOME)


CANT_BECOME = "can't become the monarch this turn"


def become(game: Kernel, player: str, source: str | None, rule: str = "724.3") -> Steps:
    """``player`` becomes the monarch (724.3). Nothing happens if they already are, or if an
    effect says they can't this turn (101.2): the monarch stays the monarch."""
    state = game.state
    if state.monarch == player or not state.player(player).in_game:
        return False
    if state.this_turn.get(cant_become_key(player)):
        game.emit(K.EFFECT_SKIPPED, player=player, source=source, target=player, rule="101.2",
                  rider=CANT_BECOME)
        return False
    old = state.monarch
    state.monarch = player
    game.emit(K.MONARCH_CHANGED, player=player, source=source, rule=rule, old_monarch=old)
    yield from _until_an_opponent_becomes_monarch(game, player)
    return True


def _draw(ctx: Ctx) -> Steps:
    yield from draw(ctx.game, ctx.controller, 1, rule="724.2")  # the monarch as it triggered


def _steal(ctx: Ctx) -> Steps:
    creature = ctx.source
    if creature is None:
        return
    now = ctx.game.state.find(creature.oid)
    controller = (now or creature).controller
    yield from become(ctx.game, controller, creature.name, rule="724.2")


def _monarchs_end_step(game: Kernel, event: Event, obj: object) -> bool:
    return event.step == "end" and event.active == game.state.monarch


def _combat_damage_to_the_monarch(game: Kernel, event: Event, obj: object) -> bool:
    return (isinstance(event, DamageEvent) and event.combat
            and event.target == game.state.monarch)


DRAW = TriggeredAbility("At the beginning of the monarch's end step, that player draws a card.",
                        When(K.STEP_BEGAN, _monarchs_end_step, steps=("end",)), _draw)
STEAL = TriggeredAbility("Whenever a creature deals combat damage to the monarch, its controller "
                         "becomes the monarch.",
                         When(K.DAMAGE_DEALT, _combat_damage_to_the_monarch), _steal)
INHERENT = (DRAW, STEAL)
# The abilities by the kinds of event they listen to: no other event needs asking
# (triggers.check), and each event asks only those listening to its kind.
LISTENING: dict[EventKind, list[tuple[When, TriggeredAbility]]] = {}
for _ability in INHERENT:
    assert _ability.trigger is not None
    for _kind in _ability.trigger.kinds:
        LISTENING.setdefault(_kind, []).append((_ability.trigger, _ability))
INHERENT_KINDS = frozenset(LISTENING)
# For each of those kinds, the steps its events can trigger one of them in (None: any step):
# the kernel asks them about no other event — of the steps beginning, only the end step's.
INHERENT_STEPS: dict[EventKind, frozenset[str] | None] = {
    kind: None if any(trigger.steps is None for trigger, _ in listening)
    else frozenset().union(*(trigger.steps or () for trigger, _ in listening))
    for kind, listening in LISTENING.items()}


def may_trigger(kind: EventKind, step: str) -> bool:
    """Could an event of ``kind`` in ``step`` trigger one of the monarch's abilities?"""
    steps = INHERENT_STEPS.get(kind, frozenset())
    return steps is None or step in steps


def inherent_triggers(game: Kernel, event: Event) -> list[tuple[TriggeredAbility, str]]:
    """724.2: which of the monarch's two abilities this event triggers, with their controller
    (the monarch as they trigger). They have no source."""
    monarch = game.state.monarch
    listening = LISTENING.get(event.event)
    if monarch is None or listening is None:
        return []
    return [(ability, monarch) for trigger, ability in listening
            if (trigger.steps is None or event.step in trigger.steps)
            and trigger.test(game, event, None)]


def on_leave(game: Kernel, name: str) -> Steps:
    """724.4 / 800.4: the crown passes as the monarch leaves the game."""
    state = game.state
    if state.monarch != name:
        return

    def staying(player: str) -> bool:
        p = state.player(player)
        return p.in_game and not p.lost

    heir: str | None = state.active if staying(state.active) else None
    if heir is None:
        names = [p.name for p in state.players]
        i = names.index(state.active)
        heir = next((names[(i + k) % len(names)] for k in range(1, len(names) + 1)
                     if staying(names[(i + k) % len(names)])), None)
    state.monarch = heir
    if heir is not None:
        game.emit(K.MONARCH_CHANGED, player=heir, source=None, rule="724.4", old_monarch=name)
        yield from _until_an_opponent_becomes_monarch(game, heir)


# -- "until an opponent becomes the monarch" (610.3) ---------------------------------------------
@dataclass
class UntilMonarch:
    """A card exiled "until an opponent becomes the monarch" (Palace Jailer)."""

    card_oid: int
    owner: str
    controller: str  # whose opponents end the effect
    source: str


def _until_an_opponent_becomes_monarch(game: Kernel, new_monarch: str) -> Steps:
    """610.3: the exiled card returns just after an opponent of the effect's controller becomes
    the monarch, under its owner's control (610.3c)."""
    state = game.state
    for effect in [e for e in state.until_monarch if e.controller != new_monarch]:
        state.until_monarch.remove(effect)
        owner = state.player(effect.owner)
        card = next((c for c in owner.exile if c.oid == effect.card_oid), None)
        if card is None or not owner.in_game:
            continue  # it left exile, or ceased to exist (a token)
        yield from enter(game, card, effect.owner, "610.3c")
