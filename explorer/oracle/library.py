"""Effects that look into libraries and hands (401, 402): scry, surveil, mill, searching a
library, shuffling, discarding — each carried out by :mod:`explorer.rules.library` or
:mod:`explorer.rules.zones`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..abilities import Ctx, Effect, Steps
from ..rules import damage, impulse, keyword_actions, library, zones
from ..rules.targets import in_graveyard
from .conditions import exiled_with, the_exiled
from .effects import objects_of, yes_or_no
from .patterns import GRAMMAR, NoMatch, kind, table
from .phrases import Amount, Objects, Targets, Who, read_objects, read_who

if TYPE_CHECKING:
    from ..kernel import Kernel
    from ..state import Obj
    from .scope import Find, Scope

effect = GRAMMAR.template
ONE = Amount(1)


def _players(ctx: Ctx, find: Find) -> list[str]:
    return [t for t in find(ctx) if isinstance(t, str) and ctx.game.state.player(t).in_game]


# -- scry, surveil, mill (701.22, 701.25, 701.17) ------------------------------------------------
@effect("effect", "scry {n:amount}", rule="701.22a", runs="explorer.rules.library")
def _scry(scope: Scope, n: Amount) -> Effect:
    def scry(ctx: Ctx) -> Steps:
        yield from library.scry(ctx.game, ctx.controller, n.of(ctx), ctx.source_name)

    return scry


@effect("effect", "surveil {n:amount}", rule="701.25a", runs="explorer.rules.library")
def _surveil(scope: Scope, n: Amount) -> Effect:
    def surveil(ctx: Ctx) -> Steps:
        yield from library.surveil(ctx.game, ctx.controller, n.of(ctx), ctx.source_name)

    return surveil


@effect("effect", "mill {n:amount} cards", "mill {n:amount} card",
        "put the top {n:amount} cards of your library into your graveyard",
        "put the top card of your library into your graveyard", rule="701.17a",
        runs="explorer.rules.library")
def _mill(scope: Scope, n: Amount = ONE) -> Effect:
    def mill(ctx: Ctx) -> Steps:
        library.mill(ctx.game, ctx.controller, n.of(ctx))
        yield from ()

    return mill


@effect("effect", "{who:player} mills {n:amount} cards", "{who:player} mill {n:amount} cards",
        "{who:player} each mill {n:amount} cards", "{who:player} mills {n:amount} card",
        "{who:player} mill {n:amount} card", rule="701.17a",
        runs="explorer.rules.library")
def _player_mills(scope: Scope, who: Targets | Who, n: Amount = ONE) -> Effect:
    find = scope.find(who)

    def mill(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            library.mill(ctx.game, player, n.of(ctx))
        yield from ()

    return mill


@effect("effect", "{who:player} exiles the top {n:amount} cards of their library",
        "{who:player} exiles the top card of their library", rule="701.13",
        runs="explorer.rules.keyword_actions")
def _player_exiles_top(scope: Scope, who: Targets | Who, n: Amount = ONE) -> Effect:
    """Ulamog, the Ceaseless Hunger: "defending player exiles the top twenty cards of their
    library" — one at a time from the top, as many as there are (701.13); not a mill."""
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            owner = ctx.game.state.player(player)
            for _ in range(min(n.of(ctx), len(owner.library))):
                keyword_actions.exile(ctx.game, owner.library[0], "701.13")
        yield from ()

    return run


@effect("effect", "shuffle your library", "then shuffle", rule="701.24a",
        runs="explorer.rules.library")
def _shuffle(scope: Scope) -> Effect:
    def shuffle(ctx: Ctx) -> Steps:
        library.shuffle(ctx.game, ctx.controller)
        yield from ()

    return shuffle


table("dig_take", {"one": (1, False), "two": (2, False), "three": (3, False),
                  "up to one": (1, True), "up to two": (2, True), "up to three": (3, True)})
table("dig_rest", {"on the bottom of your library in any order": ("bottom", False),
                   "on the bottom of your library in a random order": ("bottom", True),
                   "into your graveyard": ("graveyard", False)})


@effect("effect", "look at the top {n:amount} cards of your library. put {take:dig_take} of "
        "them into your hand and the rest {rest:dig_rest}", rule="608.2d",
        runs="explorer.rules.library")
def _dig(scope: Scope, n: Amount, take: tuple[int, bool], rest: tuple[str, bool]) -> Effect:
    """"Look at the top four cards of your library. Put one of them into your hand and the rest
    on the bottom of your library in any order." (Anticipate), "… top X cards … Put up to two
    of them into your hand and the rest on the bottom of your library in a random order."
    (Thassa's Intervention): the cards taken chosen as it resolves (608.2d)."""
    def dig(ctx: Ctx) -> Steps:
        yield from library.dig(ctx.game, ctx.controller, n.of(ctx), ctx.source_name, rest[0],
                               take=take[0], up_to=take[1], random_order=rest[1])

    return dig


# -- searching (701.23) -------------------------------------------------------------------------
@kind("objects_card", r"(?:an? )?[A-Za-z ,'-]+? cards?(?: (?:with|that) [A-Za-z0-9 ,'-]+?)?")
def _objects_card(text: str) -> str:
    _card_filter(text)  # NoMatch unless the grammar knows the phrase
    return text


def _card_filter(text: str) -> tuple[str, Objects]:
    """"a basic land card", "up to two basic land cards", "a Forest or Plains card", "a land
    card": what the search is for, as words and as a test of a card."""
    words = text.removeprefix("a ").removeprefix("an ")
    if words in ("card", "cards"):  # Demonic Tutor: any card
        return text, Objects("card", lambda game, you, o: True)
    # "a creature card with power 3 or less": the kind, then what it has
    m = re.fullmatch(r"(.+?) cards?((?: with | that ).+)?", words)
    if m is None:
        raise NoMatch(text)
    return text, read_objects(m.group(1) + (m.group(2) or ""))


table("bottom_order", {"in a random order": True, "in any order": False})


@effect("effect", "look at the top {n:number} cards of your library. you may reveal "
        "{what:objects_card} from among them and put it into your hand. put the rest on the "
        "bottom of your library {random:bottom_order}", "look at the top {n:number} cards of "
        "your library. you may reveal {what:objects_card} from among them and put that card "
        "into your hand. put the rest on the bottom of your library {random:bottom_order}",
        rule="608.2d", runs="explorer.rules.library")
def _dig_for(scope: Scope, n: int, what: str, random: bool) -> Effect:
    """The common "look at the top N, you may take a card of a kind": the taken card is
    revealed (701.20a) — none if none fits or the player declines; the rest go to the bottom."""
    wanted, objects = _card_filter(what)

    def dig(ctx: Ctx) -> Steps:
        game, me = ctx.game, ctx.controller
        yield from library.dig_for(game, me, n, ctx.source_name, wanted,
                                   lambda card: objects.test(game, me, card), random)

    return dig


def _search(scope: Scope, what: str, count: int, where: str, tapped: bool) -> Effect:
    return searching(what, count, where, tapped)


def searching(what: str, count: int, where: str, tapped: bool) -> Callable[..., Steps]:
    """The search of 701.23 by ``searcher`` (the ability's controller unless said), the cards
    found put where the text says, then the shuffle."""
    wanted, objects = _card_filter(what)

    def search(ctx: Ctx, searcher: str | None = None) -> Steps:
        game, me = ctx.game, searcher or ctx.controller

        def fits(card: Obj) -> bool:
            return objects.test(game, me, card)

        found = yield from library.search(game, me, wanted, fits, ctx.source_name, count)
        with game.simultaneously():  # the cards found enter together (603.2c)
            for card in found:
                if where == "battlefield":
                    yield from zones.enter(game, card, me, "701.23a", tapped=tapped)
                else:
                    zones.move(game, card, "hand", "701.23a", how="searched for")
        library.shuffle(game, me)

    return search


_ITS_CONTROLLER_SEARCHES = (
    "its controller may search their library for {what:objects_card}, put {card:that_card} onto "
    "the battlefield{tapped:tapped}, then shuffle")
table("that_card", {"it": "it", "that card": "that card"})
table("tapped", {"": False, " tapped": True})


@effect("effect", "return ~ from your graveyard to your hand",
        "return ~ from your graveyard to the battlefield{tapped:tapped}", rule="400.7",
        runs="explorer.rules.zones")
def _return_this_from_graveyard(scope: Scope, tapped: bool | None = None) -> Effect:
    """Reassembling Skeleton: "{1}{B}: Return this card from your graveyard to the battlefield
    tapped." — an ability that works from the graveyard (113.6); if the card has left it
    since, it is a new object elsewhere and nothing returns (400.7)."""
    to_battlefield = tapped is not None
    if scope.in_trigger and not scope.in_graveyard:
        # Forsaken Miner's "Whenever you commit a crime, you may pay {B}. If you do, return
        # this card from your graveyard …": a triggered ability that works while its card is
        # in the graveyard (113.6) — the explorer would only look for it on the battlefield
        raise NoMatch("return ~ from your graveyard", "a triggered ability that works from "
                                                      "the graveyard isn't read yet (113.6)")

    def back(ctx: Ctx) -> Steps:
        card = in_graveyard(ctx.game, ctx.source.oid) if ctx.source is not None else None
        if card is None or card.owner != ctx.controller:
            return
        if to_battlefield:
            yield from zones.enter(ctx.game, card, ctx.controller, "400.7", tapped=bool(tapped))
        else:
            zones.move(ctx.game, card, "hand", "400.7", how="returned")

    return back


@effect("effect", "exile {who:who}. " + _ITS_CONTROLLER_SEARCHES, rule="701.23a",
        runs="explorer.rules.library")
def _exile_then_its_controller_searches(scope: Scope, who: Targets | Who, what: str,
                                        card: str, tapped: bool) -> Effect:
    """Path to Exile."""
    return _then_its_controller_searches(
        scope, who, what, tapped, lambda ctx, obj: keyword_actions.exile(ctx.game, obj, "701.13"))


@effect("effect", "destroy {who:who}. " + _ITS_CONTROLLER_SEARCHES, rule="701.23a",
        runs="explorer.rules.library")
def _destroy_then_its_controller_searches(scope: Scope, who: Targets | Who, what: str,
                                          card: str, tapped: bool) -> Effect:
    """Ghost Quarter."""
    return _then_its_controller_searches(
        scope, who, what, tapped,
        lambda ctx, obj: keyword_actions.destroy(ctx.game, obj, "701.8", ctx.source_name))


def _then_its_controller_searches(scope: Scope, who: Targets | Who, what: str, tapped: bool,
                                  remove: Callable[[Ctx, Obj], Any]) -> Effect:
    """The permanent's controller as it last existed (608.2h) may search; only if they do is
    their library shuffled (701.23a)."""
    find = scope.find(who)
    search = searching(what, 1, "battlefield", tapped)

    def run(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            controller = obj.controller
            remove(ctx, obj)
            if not ctx.game.state.player(controller).in_game:
                continue
            if (yield from yes_or_no(ctx, controller, f"{ctx.source_name}: search your "
                                      f"library for {what}?", "search", "don't", "701.23a")):
                yield from search(ctx, controller)

    return run


@effect("effect",
        "search your library for {what:objects_card}, put it onto the battlefield tapped, "
        "then shuffle",
        "search your library for {what:objects_card}, put that card onto the battlefield "
        "tapped, then shuffle",
        "search your library for {what:objects_card} and put it onto the battlefield tapped. "
        "then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_battlefield_tapped(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "battlefield", True)


@effect("effect",
        "search your library for {what:objects_card}, put it onto the battlefield, then "
        "shuffle",
        "search your library for {what:objects_card}, put that card onto the battlefield, "
        "then shuffle",
        "search your library for {what:objects_card} and put it onto the battlefield. then "
        "shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_battlefield(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "battlefield", False)


@effect("effect",
        "search your library for {what:objects_card}, reveal it, put it into your hand, then "
        "shuffle",
        "search your library for {what:objects_card}, reveal it, and put it into your hand. "
        "then shuffle",
        "search your library for {what:objects_card}, put it into your hand, then shuffle",
        "search your library for {what:objects_card}, reveal that card, put it into your "
        "hand, then shuffle",
        "search your library for {what:objects_card}, put that card into your hand, then "
        "shuffle",
        "search your library for {what:objects_card}, reveal that card, put that card into "
        "your hand, then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_to_hand(scope: Scope, what: str) -> Effect:
    return _search(scope, what, 1, "hand", False)


@effect("effect",
        "search your library for up to {n:number} {what:objects_card}, put them onto the "
        "battlefield tapped, then shuffle",
        "search your library for up to {n:number} {what:objects_card} and put them onto the "
        "battlefield tapped. then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_many_tapped(scope: Scope, n: int, what: str) -> Effect:
    return _search(scope, what, n, "battlefield", True)


@effect("effect",
        "search your library for up to {n:number} {what:objects_card}, reveal them, put them "
        "into your hand, then shuffle",
        rule="701.23a", runs="explorer.rules.library")
def _search_many_to_hand(scope: Scope, n: int, what: str) -> Effect:
    return _search(scope, what, n, "hand", False)



# -- discarding (701.9) -------------------------------------------------------------------------
def _discard(find: Find, amount: Amount | None) -> Effect:
    def discard(ctx: Ctx) -> Steps:
        n = (amount or Amount(1)).of(ctx)  # "discard X cards": the X of the spell (107.3)
        for player in _players(ctx, find):
            chosen = yield from zones.choose_discards(
                ctx.game, player, n, "701.9b", f"{ctx.source_name}: discard {n} card(s)")
            for card in chosen:
                zones.discard(ctx.game, card)

    return discard


@effect("effect", "discard {n:amount} card", "discard {n:amount} cards", rule="701.9a",
        runs="explorer.rules.zones")
def _you_discard(scope: Scope, n: Amount | None = None) -> Effect:
    return _discard(lambda ctx: [ctx.controller], n)


@effect("effect", "{who:player} discards {n:amount} card", "{who:player} discard {n:amount} card",
        "{who:player} discards {n:amount} cards", "{who:player} discard {n:amount} cards",
        rule="701.9a", runs="explorer.rules.zones")
def _player_discards(scope: Scope, who: Targets | Who, n: Amount | None = None) -> Effect:
    return _discard(scope.find(who), n)


@effect("effect", "discard {what:objects_card}", "{who:player} discards {what:objects_card}",
        "{who:player} discard {what:objects_card}", rule="701.9a", runs="explorer.rules.zones")
def _discard_of_a_kind(scope: Scope, what: str, who: Targets | Who | None = None) -> Effect:
    """Pack Guardian: "you may discard a land card" — one card of that kind, chosen by the
    player discarding it (701.9a); a player with none discards nothing."""
    if not what.startswith(("a ", "an ")):
        raise NoMatch(what)
    _, objects = _card_filter(what)
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])

    def discard(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            def fits(card: Obj, player: str = player) -> bool:
                return objects.test(ctx.game, player, card)

            chosen = yield from zones.choose_discards(
                ctx.game, player, 1, "701.9a", f"{ctx.source_name}: discard {what}", fits=fits)
            for card in chosen:
                zones.discard(ctx.game, card)

    return discard


@effect("effect", "{who:player} discards {n:amount} cards at random",
        "{who:player} discards a card at random", "discard a card at random",
        "discard {n:amount} cards at random", rule="701.9b", runs="explorer.rules.zones")
def _discards_at_random(scope: Scope, who: Targets | Who | None = None, n: Amount = ONE
                        ) -> Effect:
    """Hymn to Tourach: nobody chooses — the cards are drawn from the game's seeded generator
    (701.9b), so a seed replays the same discards. Mind Twist: X cards (107.3)."""
    find = scope.find(who) if who is not None else (lambda ctx: [ctx.controller])
    amount = n

    def discard(ctx: Ctx) -> Steps:
        n = amount.of(ctx)
        rng = ctx.game.state.rng
        for player in _players(ctx, find):
            hand = list(ctx.game.state.player(player).hand)
            for card in rng.sample(hand, min(n, len(hand))):
                zones.discard(ctx.game, card, "701.9b")
        yield from ()

    return discard


@effect("effect", "discard up to {n:number} cards, then draw that many cards", rule="701.9a",
        runs="explorer.rules.zones")
def _discard_up_to_then_draw(scope: Scope, n: int) -> Effect:
    """Jaya Ballard: the player chooses up to N cards to discard (none is a choice), then
    draws as many as were discarded (608.2c)."""
    def effect(ctx: Ctx) -> Steps:
        chosen = yield from zones.choose_discards(
            ctx.game, ctx.controller, n, "701.9a",
            f"{ctx.source_name}: discard up to {n} card(s), then draw that many", up_to=True)
        for card in chosen:
            zones.discard(ctx.game, card)
        if chosen:
            yield from zones.draw(ctx.game, ctx.controller, len(chosen))

    return effect


@effect("effect", "discard your hand", rule="701.9a", runs="explorer.rules.zones")
def _discard_hand(scope: Scope) -> Effect:
    def discard(ctx: Ctx) -> Steps:
        for card in list(ctx.game.state.player(ctx.controller).hand):
            zones.discard(ctx.game, card)
        yield from ()

    return discard


@effect("effect", "look at the top {n:number} cards of your library, then put them back in any "
        "order", rule="401.4", runs="explorer.rules.library")
def _look_and_reorder(scope: Scope, n: int) -> Effect:
    def look(ctx: Ctx) -> Steps:
        yield from library.look_and_reorder(ctx.game, ctx.controller, n, ctx.source_name)

    return look


@effect("effect", "put {who:who} on top of your library", "put {who:who} on top of its owner's "
        "library", rule="401.4", runs="explorer.rules.library")
def _put_on_top(scope: Scope, who: Targets | Who) -> Effect:
    """A card from a graveyard (a target there), or a permanent, goes on top of its owner's
    library (401.4)."""
    return _put_in_library(scope, who, library.put_on_top)


@effect("effect", "put {who:who} on the bottom of its owner's library",
        "put {who:who} on the bottom of your library", rule="401.4",
        runs="explorer.rules.library")
def _put_on_bottom(scope: Scope, who: Targets | Who) -> Effect:
    """A permanent (or a card in a graveyard, a target there) goes to the bottom of its
    owner's library — a new object there (400.7)."""
    return _put_in_library(scope, who, library.put_on_bottom)


def _put_in_library(scope: Scope, who: Targets | Who,
                    put_there: Callable[[Kernel, Obj, str], object]) -> Effect:
    find = scope.find(who)
    graveyard = isinstance(who, Targets) and who.spec.zone == "graveyard"
    where = "top" if put_there is library.put_on_top else "bottom"

    def put(ctx: Ctx) -> Steps:
        if (isinstance(who, Who) and who.text == "~" and ctx.source is not None
                and ctx.source.zone == "stack"):
            # A spell's "Put ~ on the bottom of its owner's library." (Sanguine Sacrament): as
            # the last part of its resolution it goes there instead of to the graveyard (608.2n).
            ctx.source.choices = {**ctx.source.choices, "goes_as_it_resolves": where}
            return
        for t in find(ctx):
            if not isinstance(t, int):
                continue
            card = in_graveyard(ctx.game, t) if graveyard else ctx.game.state.find(t)
            if card is not None:
                put_there(ctx.game, card, "401.4")
        yield from ()

    return put


@effect("effect", "{who:who}'s owner puts it on their choice of the top or bottom of their "
        "library", rule="608.2d", runs="explorer.rules.library")
def _owner_puts_top_or_bottom(scope: Scope, who: Targets | Who) -> Effect:
    """Uncharted Voyage, Dire Downdraft: the permanent's owner — not the spell's controller —
    chooses as it resolves (608.2d) whether it goes on top of their library or on the
    bottom."""
    find = scope.find(who)

    def put(ctx: Ctx) -> Steps:
        for obj in objects_of(ctx, find):
            on_top = yield from yes_or_no(
                ctx, obj.owner, f"{ctx.source_name}: where does {obj.name} ({obj.handle}) go?",
                "on top of your library", "on the bottom of your library", "608.2d")
            if ctx.game.state.find(obj.oid) is None:
                continue
            if on_top:
                library.put_on_top(ctx.game, obj, "401.4")
            else:
                library.put_on_bottom(ctx.game, obj, "401.4")

    return put


# -- revealing a hand (701.20) --------------------------------------------------------------------
def _card_test(what: str) -> Any:
    """"nonland", "creature", "noncreature, nonland" (each said of the card: all must hold)."""
    parts = what.split(", ")
    if len(parts) > 1 and all(p.startswith("non") for p in parts):
        tests = [read_objects(p).test for p in parts]
        return lambda game, you, o: all(t(game, you, o) for t in tests)
    return read_objects(what).test


@effect("effect", "{who:player} reveals their hand", rule="701.20a",
        runs="explorer.rules.zones")
def _reveals_hand(scope: Scope, who: Targets | Who) -> Effect:
    find = scope.find(who)

    def reveal(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            zones.reveal_hand(ctx.game, player, ctx.source_name)
        yield from ()

    return reveal


@effect("effect", "{who:player} reveals their hand. you choose a {what:any_text} card from it. "
        "that player discards that card",
        "{who:player} reveals their hand. you choose an {what:any_text} card from it. "
        "that player discards that card",
        "{who:player} reveals their hand. you choose a card from it. that player discards "
        "that card", rule="701.9a", runs="explorer.rules.zones")
def _reveal_choose_discard(scope: Scope, who: Targets | Who, what: str = "") -> Effect:
    """Duress, Thoughtseize: the player reveals their hand (701.20a); the ability's controller
    chooses a card of that kind from it, if there is one, and that player discards it (701.9a:
    the card is chosen by another player)."""
    find = scope.find(who)
    test = _card_test(what) if what else None

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        for player in _players(ctx, find):
            hand = zones.reveal_hand(game, player, ctx.source_name)
            chosen = yield from zones.choose_revealed(
                game, ctx.controller, hand,
                lambda c: test is None or test(game, ctx.controller, c),
                ctx.source_name, "701.9a")
            if chosen is not None:
                zones.discard(game, chosen, "701.9a")

    return run


# -- playing cards from exile ("impulse draw", 611.2a) ----------------------------------------
table("top_cards", {"the top card": 1, "the top two cards": 2, "the top three cards": 3})
_YOU_MAY_PLAY = ("you may play that card this turn", "you may play it this turn",
                 "you may play those cards this turn", "you may play them this turn",
                 "until end of turn, you may play that card",
                 "until end of turn, you may play those cards")


@effect("effect", *(f"exile {{n:top_cards}} of your library. {may}" for may in _YOU_MAY_PLAY),
        rule="611.2a", runs="explorer.rules.impulse")
def _impulse(scope: Scope, n: int) -> Effect:
    """"Exile the top card of your library. You may play that card this turn." — its
    controller may cast it (timing and costs as usual) or play it as their land for the turn,
    until the end of this turn."""

    def run(ctx: Ctx) -> Steps:
        impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name)
        yield from ()

    return run


_AS_LONG_AS = ("exile {n:top_cards} of {who:player}'s library. you may play that card for as "
               "long as it remains exiled")


@effect("effect", _AS_LONG_AS, rule="611.2a", runs="explorer.rules.impulse")
def _exile_to_play_while_exiled(scope: Scope, n: int, who: Targets | Who) -> Effect:
    """"Exile the top card of target opponent's library. You may play that card for as long as
    it remains exiled." — the permission lasts while the card stays in exile (611.2a). The
    cards are exiled with this object, for its linked abilities (607.2a)."""
    return _exile_to_play(scope, n, who, any_type=False)


@effect("effect", _AS_LONG_AS + ", and mana of any type can be spent to cast it", rule="609.4b",
        runs="explorer.rules.impulse")
def _exile_to_play_any_type(scope: Scope, n: int, who: Targets | Who) -> Effect:
    """… "and mana of any type can be spent to cast it" (Court of Locthwain): it changes only
    how the cost may be paid, not the cost (609.4b)."""
    return _exile_to_play(scope, n, who, any_type=True)


def _exile_to_play(scope: Scope, n: int, who: Targets | Who, any_type: bool) -> Effect:
    find = scope.find(who)

    def run(ctx: Ctx) -> Steps:
        for player in _players(ctx, find):
            impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name,
                                  library_of=player, lasting=True, any_type=any_type,
                                  exiled_by=ctx.source)
        yield from ()

    return run


@effect("effect", "exile {n:top_cards} of your library. you may play that card for as long as "
        "it remains exiled", "exile {n:top_cards} of your library. you may play those cards for "
        "as long as they remain exiled", rule="611.2a", runs="explorer.rules.impulse")
def _impulse_while_exiled(scope: Scope, n: int) -> Effect:
    """Valakut Exploration: its controller may play the card while it stays in exile (611.2a);
    the card is exiled with this object, for its linked abilities (607.2a)."""

    def run(ctx: Ctx) -> Steps:
        impulse.exile_to_play(ctx.game, ctx.controller, n, ctx.source_name, lasting=True,
                              exiled_by=ctx.source)
        yield from ()

    return run


@effect("effect", "put them into their owner's graveyard, then ~ deals that much damage to "
        "each opponent", "put them into their owners' graveyards, then ~ deals that much damage "
        "to each opponent", rule="607.2a", runs="explorer.rules.damage")
def _exiled_to_graveyard_then_damage(scope: Scope) -> Effect:
    """Valakut Exploration: "… if there are cards exiled with this enchantment, put them into
    their owner's graveyard, then this enchantment deals that much damage to each opponent." —
    "them" only as those linked cards (607.2a); "that much" is how many were put there."""
    if scope.last is not the_exiled:
        raise NoMatch("put them into their owner's graveyard",
                      "'them' isn't the cards exiled with this permanent")
    opponents = scope.find(read_who("each opponent"))

    def run(ctx: Ctx) -> Steps:
        game = ctx.game
        moved = 0
        with game.simultaneously():
            for card in exiled_with(game, ctx.source):
                zones.move(game, card, "graveyard", "607.2a")
                moved += 1
        if not moved:
            return
        for player in _players(ctx, opponents):
            yield from damage.damage(game, ctx.source_name, ctx.source.oid if ctx.source else None,
                                     player, moved, source=ctx.source)

    return run


@effect("effect", "until end of turn, you may cast a spell from among cards exiled with ~ "
        "without paying its mana cost", rule="118.9", runs="explorer.rules.impulse")
def _free_cast_from_exiled(scope: Scope) -> Effect:
    """One spell, this turn, from among the cards this object's abilities exiled (607.2a), for
    no mana (an alternative cost, 118.9)."""

    def run(ctx: Ctx) -> Steps:
        if ctx.source is not None:
            impulse.grant_free_cast(ctx.game, ctx.controller, ctx.source, ctx.source_name)
        yield from ()

    return run
