"""Moving objects between zones (400), entering the battlefield (614.12), drawing (121) and
discarding (701.9).

Each move makes a new object (400.7): it gets a new object id, loses counters and damage (122.2),
and a permanent that enters is "sick" until its controller's next turn begins (302.6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from difflib import get_close_matches
from typing import TYPE_CHECKING, Any

from ..abilities import Steps
from ..actions import Choose
from ..decisions import Decision, as_options, one_of
from ..errors import IllegalAction
from ..events import EventKind as K
from ..state import Cards, Obj
from . import planeswalkers, sagas
from .counters import put_counters
from .creature_types import CREATURE_TYPES, is_creature_type
from .life import change_life

if TYPE_CHECKING:
    from ..events import Event
    from ..kernel import Kernel


# Constants: reading a member off an Enum class goes through its metaclass (slow in 3.11), and
# every draw, discard and zone change reads one.
_DRAWN, _DISCARDED, _MOVED = K.CARD_DRAWN, K.CARD_DISCARDED, K.ZONE_CHANGED


def _remove(game: Kernel, obj: Obj) -> None:
    state = game.state
    if obj.zone == "battlefield":
        state.battlefield.remove(obj)
        if state.combat is not None:
            state.combat.attackers.pop(obj.oid, None)
            state.combat.blockers.pop(obj.oid, None)
        state.effects = [e for e in state.effects if e.oid != obj.oid]
        if state.until_leaves:  # what it exiled "until it leaves" comes back (610.3)
            state.until_leaves = [replace(u, due=True) if u.source_oid == obj.oid else u
                                  for u in state.until_leaves]
    elif obj.zone == "stack":
        state.stack = [s for s in state.stack if s.card is not obj]
    elif obj.zone != "nowhere":  # a card an effect brings into the game
        state.player(obj.owner).take(obj.zone, obj)


def move(game: Kernel, obj: Obj, to_zone: str, rule: str, *, how: str | None = None) -> Obj:
    """Move ``obj`` to its owner's ``to_zone`` (never the battlefield: see ``enter``); a card
    going to a library goes on top. ``how`` says what moved it, when its rule doesn't: destroyed,
    sacrificed, discarded, …"""
    from_zone = obj.zone
    if from_zone == "battlefield" and to_zone == "graveyard" and obj.exile_if_dies:
        # 614.1a: "If that creature would die this turn, exile it instead." — it doesn't die.
        to_zone, rule, how = "exile", "614.1a", "exiled instead of dying"
    if from_zone == "battlefield" and to_zone != "exile" and obj.unearthed:
        # 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
        # else."
        to_zone, rule, how = "exile", "702.84a", "exiled instead (unearth)"
    _remove(game, obj)
    # 708.9: a face-down spell or permanent that leaves the stack or the battlefield is revealed;
    # a copy is the card it was printed as again in any other zone (400.7)
    new = Obj(oid=game.state.new_oid(), handle=obj.handle,
              card=obj.face_up or obj.printed or obj.card,
              owner=obj.owner, controller=obj.owner, zone=to_zone,
              timestamp=game.state.new_timestamp())
    if to_zone == "stack":
        pass  # the caller puts it in a StackItem
    else:
        game.state.player(obj.owner).put(to_zone, new, on_top=to_zone == "library")
        if new.is_token:
            game.state.stray_tokens.append(new)  # it will cease to exist (704.5d)
    if from_zone == "battlefield" and to_zone == "graveyard" and obj.is_creature:
        count_this_turn(game, "creatures_died")  # it died (700.4)
    if from_zone == "battlefield":  # revolt: "a permanent you controlled left the battlefield"
        count_this_turn(game, f"left:{obj.controller}")
    moved = game.emit(_MOVED, player=obj.owner, source=obj.name, target=obj.handle, rule=rule,
                      from_zone=None if from_zone == "nowhere" else from_zone, to_zone=to_zone,
                      how=how, left=obj if from_zone == "battlefield" else None)
    if to_zone == "graveyard" and any(a.in_graveyard for a in new.card.triggered):
        from . import triggers  # abilities that work from the graveyard (Narcomoeba)
        triggers.from_graveyard(game, new, moved)
    return new


def became(game: Kernel, event: Event | None, source: Obj | None) -> Obj | None:
    """The new object ``source`` became when a zone change triggered its ability (400.7e: "When
    Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand"):
    found in the public zone it moved to, while it is still there. A hand or library is
    hidden, so nothing is found there."""
    from ..events import ZoneEvent

    if (source is None or not isinstance(event, ZoneEvent) or event.target != source.handle
            or event.to_zone not in ("graveyard", "exile")):
        return None
    zone = getattr(game.state.player(source.owner), event.to_zone)
    return next((o for o in zone if o.handle == source.handle), None)


_ENTERING_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def count_this_turn(game: Kernel, what: str) -> None:
    """One more of ``what`` this turn (see ``State.this_turn``)."""
    game.state.count_this_turn(what)


def enter(game: Kernel, obj: Obj, controller: str, rule: str, *, tapped: bool = False,
          x: int = 0, attached_to: int | None = None,
          choices: dict[str, Any] | None = None) -> Steps:
    """Put ``obj`` onto the battlefield under ``controller``'s control (as a new object).

    ``x`` is the X of the spell it came from, if any: an "enters with X counters" replacement
    uses it, though the permanent's own X is 0 (107.3m). Choices made "as it enters" are made
    first (614.12a); the counters it enters with are put on it as it enters (122.6), through
    counter replacement effects.
    """
    from_zone = obj.zone
    chosen = dict(choices or {})
    if x and obj.card.remembers_x:  # its enter ability asks the spell's X (107.3m)
        chosen["x"] = x
    if obj.card.as_enters_choose and obj.card.as_enters_choose not in chosen:
        chosen[obj.card.as_enters_choose] = yield from _choose_as_entering(game, obj, controller)
    if "Riot" in obj.card.keywords and "riot" not in chosen:
        chosen["riot"] = yield from _choose_riot(game, obj, controller)
    how = None
    if _enters_tapped(game, obj, controller):
        tapped, how = True, "enters tapped (614.1d)"
    elif obj.card.pay_life_or_tapped:
        paid = yield from _pay_life_or_tapped(game, obj, controller)
        if not paid:
            tapped, how = True, "enters tapped (614.1d)"
    elif obj.card.reveal_or_tapped is not None:
        revealed = yield from _reveal_or_tapped(game, obj, controller)
        if not revealed:
            tapped, how = True, "enters tapped (614.1d)"
    if not game.state.player(controller).in_game:
        return obj  # 800.4b: it stays where it is
    if from_zone != "nowhere":
        _remove(game, obj)
    new = Obj(oid=game.state.new_oid(), handle=obj.handle, card=obj.card, owner=obj.owner,
              controller=controller, zone="battlefield", tapped=tapped, sick=True,
              timestamp=game.state.new_timestamp(), attached_to=attached_to, x=0,
              choices=chosen, face_up=obj.face_up,  # a face-down spell stays face down (708.4)
              spent=obj.spent if from_zone == "stack" else "")  # what was spent to cast it
    game.state.battlefield.append(new)
    for card_type in _ENTERING_TYPES:  # "if a planeswalker entered the battlefield under your
        if new.is_type(card_type):  # control this turn"
            count_this_turn(game, f"entered:{controller}:{card_type}")
    if not new.is_type("Land"):  # celebration: "two or more nonland permanents entered …"
        count_this_turn(game, f"entered:{controller}:nonland")
    game.emit(K.ZONE_CHANGED, player=controller, source=new.name, rule=rule, target=new.handle,
              from_zone=None if from_zone == "nowhere" else from_zone, to_zone="battlefield",
              attached_to=game.describe_target(attached_to), how=how)
    if game.entering is not None:  # after its triggers looked: they see only those before it
        game.entering.append(new)
    if sagas.is_saga(new):  # 714.3a: an intrinsic "enters with a lore counter" (614.1c)
        yield from sagas.enters_with_lore(game, new)
    if planeswalkers.is_planeswalker(new):  # 306.5b: its printed loyalty, as it enters
        yield from planeswalkers.enters_with_loyalty(game, new)
    for kind, amount in obj.card.enters_with.items():
        n = x if amount == "X" else int(amount)
        yield from put_counters(game, new, kind, n, source=new.name, rule="614.1c")
    if obj.card.enters_with_for_each is not None:
        kind, count = obj.card.enters_with_for_each
        n = count(game, new)
        if n:
            yield from put_counters(game, new, kind, n, source=new.name, rule="614.1c")
    for other in list(game.state.battlefield):  # Oath of Gideon's "Each planeswalker you
        more = other.card.others_enter_with  # control enters with an additional …" (614.1c)
        if more is None or other.controller != controller or (more[1] and other is new):
            continue
        test, _, kind, n = more
        if test(game, other.controller, new):
            yield from put_counters(game, new, kind, n, source=other.name, rule="614.1c")
    if chosen.get("riot") == "counter":  # riot: "enter with an additional +1/+1 counter"
        yield from put_counters(game, new, "+1/+1", 1, source=new.name, rule="702.136a")
    if chosen.get("kicked"):  # "If it was kicked, it enters with N additional counters"
        for kind, n in obj.card.kicked_enters_with.items():
            yield from put_counters(game, new, kind, n, source=new.name, rule="614.1c")
    return new


def _enters_tapped(game: Kernel, obj: Obj, controller: str) -> bool:
    """614.1d: "This land enters tapped", or "… enters tapped unless [condition]" — the
    condition looked at as it would enter, from the player it enters under."""
    rule = obj.card.enters_tapped
    if rule(game, controller) if callable(rule) else rule:
        return True
    # "Creatures your opponents control enter tapped.": looked at as it would enter (614.12).
    entering = replace(obj, controller=controller, zone="battlefield")
    return any(o.card.others_enter_tapped is not None
               and o.card.others_enter_tapped(game, o.controller, entering)
               for o in game.state.battlefield)


def _pay_life_or_tapped(game: Kernel, obj: Obj, controller: str) -> Steps:
    """"As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12):
    decided before it enters; a player with less life than that can't pay (119.4)."""
    amount = obj.card.pay_life_or_tapped
    pay, keep = f"pay {amount} life", "it enters tapped"
    if game.state.player(controller).life < amount:
        return False
    choice = yield from game.ask(Decision(
        player=controller, kind="option", rule="614.12",
        prompt=f"As {obj.name} enters: pay {amount} life, or it enters tapped",
        options=as_options((pay, keep)), default=Choose(controller, option=keep),
        accept=one_of((pay, keep), "614.12")))
    if choice == pay:
        change_life(game, controller, -amount, obj.name, rule="119.4")
        return True
    return False


def _reveal_or_tapped(game: Kernel, obj: Obj, controller: str) -> Steps:
    """"As this land enters, you may reveal a Mountain or Forest card from your hand. If you
    don't, this land enters tapped." (614.12): decided before it enters; the player names the
    card revealed (701.20a), or lets it enter tapped."""
    assert obj.card.reveal_or_tapped is not None
    words, fits = obj.card.reveal_or_tapped
    keep = "it enters tapped"
    hand = [c for c in game.state.player(controller).hand
            if c is not obj and fits(game, controller, c)]
    options = (keep, *(f"reveal {c.handle}" for c in hand))
    choice = yield from game.ask(Decision(
        player=controller, kind="option", rule="614.12",
        prompt=f"As {obj.name} enters: reveal a {words} card from your hand, or it enters "
               "tapped", options=as_options(options), default=Choose(controller, option=keep),
        accept=one_of(options, "614.12")))
    if choice == keep:
        return False
    card = hand[options.index(choice) - 1]
    game.emit(K.CARDS_REVEALED, player=controller, source=obj.name, amount=1, rule="701.20a",
              found=card.name)
    return True


RIOT = ("counter", "haste")


def _choose_riot(game: Kernel, obj: Obj, controller: str) -> Steps:
    """Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
    it. If you don't, it gains haste." — chosen as it enters (614.12a); the haste lasts as long
    as it is this object (``choices["riot"]``, read by ``rules.layers``)."""
    return (yield from game.ask(Decision(
        player=controller, kind="option", rule="702.136a",
        prompt=f"Riot: {obj.name} enters with an additional +1/+1 counter, or it gains haste",
        options=as_options(RIOT), default=Choose(controller, option="counter"),
        accept=one_of(RIOT, "702.136a"))))


def _choose_as_entering(game: Kernel, obj: Obj, controller: str) -> Steps:
    """614.12a: "As this enters, choose a color" (or "a creature type") is chosen before it
    enters."""
    if obj.card.as_enters_choose == "creature_type":
        return (yield from _choose_creature_type(game, obj, controller))
    colors = ("W", "U", "B", "R", "G")
    return (yield from game.ask(Decision(
        player=controller, kind="option", rule="614.12a",
        prompt=f"As {obj.name} enters, choose a color", options=as_options(colors),
        default=Choose(controller, option=colors[0]),
        accept=one_of(colors, "614.12a", "choose a color:"))))


def _choose_creature_type(game: Kernel, obj: Obj, controller: str) -> Steps:
    """"As ~ enters, choose a creature type." (614.12a)"""
    return (yield from choose_creature_type(
        game, controller, f"As {obj.name} enters, choose a creature type", "614.12a"))


def choose_creature_type(game: Kernel, player: str, prompt: str, rule: str) -> Steps:
    """``player`` names one of the creature types (205.3m), never a card type or supertype.
    The default policy names the type most common among the creature cards they own (ties:
    the one printed first — a race before a class, Elf before Druid)."""
    return (yield from game.ask(Decision(
        player=player, kind="option", rule=rule, prompt=prompt,
        options=as_options(CREATURE_TYPES),
        default=Choose(player, option=_likeliest_type(game, player)),
        accept=accept_creature_type)))


def accept_creature_type(action: Any) -> str:
    """A creature type (205.3m), or IllegalAction naming the nearest one."""
    option = getattr(action, "option", None)
    if isinstance(option, str) and is_creature_type(option):
        return option
    near = get_close_matches(str(option), CREATURE_TYPES, n=1)
    hint = f" (did you mean {near[0]!r}?)" if near else ""
    raise IllegalAction(f"{option!r} is not a creature type (205.3m){hint}: choose one such as "
                        "Elf or Goblin — not a card type or supertype", "614.12a")


def _likeliest_type(game: Kernel, player: str) -> str:
    owned = [o.card for o in game.state.battlefield if o.owner == player]
    p = game.state.player(player)
    owned += [c.card for zone in ("hand", "library", "graveyard", "exile")
              for c in p.zone(zone)]
    counts: dict[str, int] = {}
    place: dict[str, int] = {}
    for card in owned:
        if card.is_type("Creature"):
            for k, t in enumerate(card.subtypes):
                if is_creature_type(t):
                    counts[t] = counts.get(t, 0) + 1
                    place[t] = min(place.get(t, k), k)
    if not counts:
        return CREATURE_TYPES[0]
    return min(counts, key=lambda t: (-counts[t], place[t], CREATURE_TYPES.index(t)))


def draw(game: Kernel, player_name: str, n: int = 1, rule: str = "121.1") -> Steps:
    """Draw cards from the top of the library (121), one at a time (121.2); drawing from an
    empty one is noted (704.5b). Each draw may be replaced by dredge (702.52a), which its
    player is offered when a card in their graveyard can."""
    player = game.state.player(player_name)
    for _ in range(n):
        # Only a card with dredge in the graveyard can replace the draw: the dredge module (it
        # mills, through rules.library, which moves cards through here: imported here) is
        # asked only then.
        graveyard = player.graveyard
        if graveyard and (graveyard.having("dredge") if isinstance(graveyard, Cards)
                          else any(c.card.dredge for c in graveyard)):
            from .dredge import offer
            if (yield from offer(game, player_name)):
                continue  # 702.52a: dredged instead of drawing
        if not player.library:
            player.drew_from_empty_library = True
            game.emit(K.CARD_DRAWN, player=player_name, amount=0, rule="121.4")
            continue
        card = player.draw_top()
        player.put("hand", card.moved("hand"))
        count_this_turn(game, f"cards_drawn:{player_name}")  # "your second card each turn"
        game.emit(_DRAWN, player=player_name, source=card.name, amount=1, rule=rule)


def reveal_hand(game: Kernel, player: str, source: str) -> list[Obj]:
    """701.20a: ``player`` shows every card in their hand to all players; the log says which
    (they are seen by all, so the hand is no secret now). Returns the cards."""
    hand = list(game.state.player(player).hand)
    game.emit(K.CARDS_REVEALED, player=player, source=source, amount=len(hand),
              found=", ".join(c.name for c in hand) or None, rule="701.20a")
    return hand


def choose_revealed(game: Kernel, chooser: str, cards: list[Obj], fits: Any, source: str,
                    rule: str) -> Steps:
    """``chooser`` picks one of the revealed ``cards`` that ``fits``: an ``option`` decision
    naming each by id and name (asked only if there is a choice). Returns it, or None if no
    card fits."""
    candidates = [c for c in cards if fits(c)]
    if not candidates:
        return None
    labels = tuple(f"{c.handle} ({c.name})" for c in candidates)
    picked = yield from game.ask(Decision(
        player=chooser, kind="option", rule=rule, prompt=f"{source}: choose a card",
        options=as_options(labels), default=Choose(chooser, option=labels[0]),
        accept=one_of(labels, rule)), always_ask=len(labels) > 1)
    return candidates[labels.index(picked)]


def choose_discards(game: Kernel, player: str, n: int, rule: str, prompt: str,
                    fits: Callable[[Obj], bool] | None = None, up_to: bool = False) -> Steps:
    """``player`` chooses ``n`` different cards of their hand to discard (all of them if they
    hold no more) — with ``up_to``, any number up to ``n``, none by default: a ``discard``
    decision, answered with their ids (or names) in ``targets``. ``fits``: only cards of a kind
    may be chosen ("discard a land card"; none if they hold none). Returns the cards chosen;
    discarding them is the caller's."""
    hand = [c for c in game.state.player(player).hand if fits is None or fits(c)]
    n = min(n, len(hand))
    if n == 0:
        return []
    handles = tuple(c.handle for c in hand)

    def accept(action: Any) -> list[int]:
        picked = getattr(action, "targets", None) or ()
        if up_to and len(picked) > n:
            raise IllegalAction(f"discard up to {n} different card(s)", rule)
        if len(set(picked)) != len(picked) or (not up_to and len(picked) != n):
            raise IllegalAction(f"discard exactly {n} different card(s)", rule)
        out: list[int] = []
        for ref in picked:
            matches = [i for i, c in enumerate(hand)
                       if (c.handle == ref or c.name == ref) and i not in out]
            if not matches:
                raise IllegalAction(f"{ref!r} is not in {player}'s hand", rule)
            out.append(matches[0])
        return out

    decision = Decision(
        player=player, kind="discard", rule=rule, prompt=prompt, options=as_options(handles),
        amount=n, default=Choose(player, targets=() if up_to else handles[:n]), accept=accept,
        describe=lambda ks: ", ".join(hand[k].name for k in ks) or "none")
    if n == len(hand) and not up_to:  # every card: nothing to choose
        chosen = decision.default_value()
        game.log_answer(decision, chosen, "only choice")
    else:
        chosen = yield from game.ask(decision, always_ask=True)
    return [hand[k] for k in chosen]


def discard(game: Kernel, obj: Obj, rule: str = "701.9a") -> Obj:
    if obj.card.madness:  # 702.35a: discarded all the same, but into exile (614.1a)
        new = move(game, obj, "exile", "702.35a", how="discarded (madness)")
        discarded = game.emit(_DISCARDED, player=obj.owner, source=obj.name, rule=rule)
        from . import madness  # (it casts spells: the stack imports this module)

        madness.discarded(game, new, discarded)
        return new
    new = move(game, obj, "graveyard", rule, how="discarded")
    game.emit(_DISCARDED, player=obj.owner, source=obj.name, rule=rule)
    return new
