"""What a player may do now: the legal actions of the pending decision, listed so that every one
of them is accepted by ``Game.apply``.

With priority: pass, play each land, cast each spell (with each legal first target, and — when
the pool alone can't pay — the untapped mana sources to tap while casting, 601.2g), activate
each ability (for each type of mana it may add). Each action passes the same check ``apply``
makes, and a spell offered with sources to tap was first cast on a throwaway copy of the game
(``payments.dry_run``), so what those sources really add (replacement effects, restrictions,
triggered mana abilities) is known to pay for it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import payments
from .actions import Action, Activate, Cast, Default, Pass, PlayLand
from .errors import BoardError, IllegalAction
from .rules.activated import activated_abilities
from .rules.stack import spell_targets
from .rules.targets import candidates as legal_targets

if TYPE_CHECKING:
    from .decisions import Decision
    from .kernel import Kernel


def legal_actions(game: Kernel) -> list[Action]:
    """The legal answers to the pending decision that can be listed (priority actions with
    their targets; for other decisions, the default)."""
    decision = game.pending
    if decision is None or decision.kind != "priority":
        return [Default()] if decision else []
    key = (id(game.state), len(game.log), id(decision))
    cached = game.cache.get("legal_actions")
    if cached is not None and cached[0] == key:
        return list(cached[1])
    out = _priority_actions(game, decision)
    game.cache["legal_actions"] = (key, out)
    return list(out)


def _priority_actions(game: Kernel, decision: Decision) -> list[Action]:
    player = decision.player
    assert decision.accept is not None
    accept = decision.accept

    def accepted(action: Action) -> bool:
        try:
            accept(action)
        except (IllegalAction, BoardError):
            return False
        return True

    out: list[Action] = [Pass(player)]

    def offer(action: Action) -> None:
        if action not in out:
            out.append(action)

    for card in game.state.player(player).hand:
        if card.is_type("Land"):
            if accepted(PlayLand(player, card.handle)):
                offer(PlayLand(player, card.handle))
            continue
        specs = spell_targets(card.card)
        x = 0 if "{X}" in card.card.mana_cost else None
        choices = ([(game.describe_target(t) or "",) for t in legal_targets(game, specs[0],
                                                                            player)]
                   if specs else [()])
        pay: tuple[str, ...] | None = None  # planned once per card, when first needed
        for targets in choices:
            cast = Cast(player, card.handle, x=x, targets=targets)
            if accepted(cast):  # the pool pays (checked as apply checks it)
                offer(cast)
                continue
            if pay is None:
                pay = payment_sources(game, decision, cast)
            if pay:
                with_pay = replace(cast, pay=pay)
                if accepted(with_pay) and payments.dry_run(game, player, with_pay) is not None:
                    offer(with_pay)
    for obj in game.state.permanents(player):
        for i, ability in enumerate(activated_abilities(obj)):
            for m in (ability.mana.choose_from if ability.mana else "") or [None]:
                activate = Activate(player, obj.handle, i, mana=m)
                if accepted(activate):
                    offer(activate)
    return out


def payment_sources(game: Kernel, decision: Decision, cast: Cast) -> tuple[str, ...]:
    """Untapped mana sources that would pay for the spell of ``cast`` (with X = 0) on top of
    the pool, as its ``pay`` list (601.2g) — or () if none would. Built from what each source
    adds when activated on a throwaway copy of the game (``explorer.payments``). Sources are
    measured only for a cast that is legal apart from paying: with any ``pay`` list the check
    leaves the pool alone, so one naming some mana source tells."""
    probe = next((o.handle for o in game.state.permanents(cast.player)
                  if any(a.is_mana_ability for a in activated_abilities(o))), None)
    assert decision.accept is not None
    try:
        if probe is None:
            return ()
        decision.accept(replace(cast, pay=(probe,)))
    except (IllegalAction, BoardError):
        return ()
    card = game.find_in_hand(cast.player, cast.card)
    return payments.plan(game, cast.player, card) or ()
