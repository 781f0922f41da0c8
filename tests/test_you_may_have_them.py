""""You may have [someone] [do something]": an optional instruction given to another player or
object, read as the sentence that says it, and chosen as the ability resolves (603.5, 608.2d).
Its target is chosen as the ability is put on the stack, even if its controller then declines
(603.3d). Real cards: Jace's Erasure, Igneous Elemental, Hagra Diabolist."""

from __future__ import annotations

from helpers import events, life, names, pass_all, triggered, two_players

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()


def choose(game: Game, who: str, option: str) -> None:
    game.apply({"do": "choose", "player": who, "option": option})


def targets(game: Game, who: str, *refs: str) -> None:
    game.apply({"do": "choose", "player": who, "targets": list(refs)})


def put(game: Game, who: str, card: str) -> None:
    """The experimenter puts a card onto the battlefield, as an effect would (610.1)."""
    game.apply({"do": "put", "player": who, "card": card, "zone": "battlefield"})


def erasure_game() -> Game:
    """Alice, with Jace's Erasure, casts Coastal Discovery: she draws two cards."""
    game = two_players(alice={"battlefield": ["Jace's Erasure"], "hand": ["Coastal Discovery"],
                              "mana_pool": "UUUU"},
                       bob={"library": ["Forest", "Mountain", "Swamp", "Plains"]})
    game.apply({"do": "cast", "player": "Alice", "card": "Coastal Discovery"})
    pass_all(game)
    return game


def test_jace_s_erasure_each_card_drawn_may_mill_target_player() -> None:
    """"Whenever you draw a card, you may have target player mill a card." Two cards drawn one
    at a time (121.2): two triggers, each targeting Bob; Alice says yes to both, so Bob mills
    his top two cards (701.17a)."""
    assert POOL.get("Jace's Erasure").compiled
    game = erasure_game()
    assert [e.rule for e in triggered(game, "Jace's Erasure")] == ["603.2", "603.2"]
    targets(game, "Alice", "Bob")
    targets(game, "Alice", "Bob")
    for _ in range(2):
        pass_all(game)
        choose(game, "Alice", "do it")
    milled = [e for e in events(game, "zone_changed") if e.to_zone == "graveyard"
              and e.from_zone == "library"]
    assert [(e.player, e.rule) for e in milled] == [("Bob", "701.17a"), ("Bob", "701.17a")]
    assert names(game.state.player("Bob").graveyard) == ["Forest", "Mountain"]


def test_jace_s_erasure_declined_mills_nothing() -> None:
    """Alice may decline as each resolves (608.2d): the target was chosen, nothing happens."""
    game = erasure_game()
    targets(game, "Alice", "Bob")
    targets(game, "Alice", "Bob")
    for _ in range(2):
        pass_all(game)
        choose(game, "Alice", "don't")
    assert [e.rule for e in events(game, "decision_made") if e.choice == "don't"] == [
        "608.2d", "608.2d"]
    assert game.state.player("Bob").graveyard == ()
    assert len(game.state.player("Bob").library) == 4


def test_igneous_elemental_may_have_itself_deal_2_damage() -> None:
    """"When Igneous Elemental enters, you may have it deal 2 damage to target creature." The
    Elemental is the source of the damage (120.3e): Bob's Grizzly Bears is destroyed (704.5g)."""
    assert POOL.get("Igneous Elemental").compiled
    game = two_players(bob={"battlefield": ["Grizzly Bears"]})
    put(game, "Alice", "Igneous Elemental")
    targets(game, "Alice", "grizzly-bears-1")
    pass_all(game)
    choose(game, "Alice", "do it")
    (dealt,) = events(game, "damage_dealt")
    assert (dealt.source, dealt.amount, dealt.rule) == ("Igneous Elemental", 2, "120.3e")
    assert names(game.state.player("Bob").graveyard) == ["Grizzly Bears"]


def test_igneous_elemental_declined_deals_no_damage() -> None:
    game = two_players(bob={"battlefield": ["Grizzly Bears"]})
    put(game, "Alice", "Igneous Elemental")
    targets(game, "Alice", "grizzly-bears-1")
    pass_all(game)
    choose(game, "Alice", "don't")
    assert events(game, "damage_dealt") == []
    assert [o.name for o in game.state.battlefield if o.controller == "Bob"] == ["Grizzly Bears"]


def test_hagra_diabolist_counts_the_allies_as_it_resolves() -> None:
    """"… you may have target player lose life equal to the number of Allies you control." —
    Hagra Diabolist is an Ally itself: Bob loses 1 life (119.3)."""
    assert POOL.get("Hagra Diabolist").compiled
    game = two_players()
    put(game, "Alice", "Hagra Diabolist")
    targets(game, "Alice", "Bob")
    pass_all(game)
    choose(game, "Alice", "do it")
    (lost,) = events(game, "life_changed", player="Bob")
    assert (lost.amount, lost.rule) == (-1, "119.3")
    assert life(game, "Bob") == 19
