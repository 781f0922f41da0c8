"""A delayed triggered ability about the tokens the instruction before it made (603.7c): "Create
a 1/1 red Goblin creature token that's tapped and attacking. Sacrifice it at the beginning of
the next end step." — "it" is the token, kept as the delayed ability is made, never the creature
whose ability made it. A token that left the battlefield before then is a new object (400.7):
the delayed ability finds nothing to act on. A game saved in between keeps which tokens they are
(board field ``about``) and plays on the same.

Mobilize N (702.181a) is read as its words: "Whenever this creature attacks, create N tapped and
attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end
step." (Dragonback Lancer, Dalkovan Packbeasts)."""

from __future__ import annotations

from typing import Any

from helpers import board, events, library, life, one, pass_all, player, pool_reading

from explorer.cards import default_pool
from explorer.cards.model import CardPool
from explorer.game import Game

GOBLIN_CALLER = {"name": "Goblin Caller", "mana_cost": "{2}{R}",
                 "type_line": "Creature — Goblin Warrior", "power": "2", "toughness": "2",
                 "colors": ["R"], "keywords": [],
                 "oracle_text": "Whenever this creature attacks, create a 1/1 red Goblin creature "
                                "token that's tapped and attacking. Sacrifice it at the "
                                "beginning of the next end step."}
FLEETING_COPY = {"name": "Fleeting Copy", "mana_cost": "{1}{U}", "type_line": "Sorcery",
                 "colors": ["U"], "keywords": [],
                 "oracle_text": "Create a token that's a copy of target creature you control. "
                                "Exile it at the beginning of the next end step."}
POOL = pool_reading(GOBLIN_CALLER, FLEETING_COPY)


def on_battlefield(game: Game, name: str) -> list[Any]:
    return [o for o in game.state.battlefield if o.name == name]


def left(game: Game, handle: str) -> Any:
    """How the permanent ``handle`` left the battlefield (its only zone change from there)."""
    return one(game, "zone_changed", target=handle, from_zone="battlefield")


def goblin_attack(pool: CardPool = POOL, blocker: bool = False) -> Game:
    """Alice's Goblin Caller attacks Bob; its trigger has resolved: a Goblin token attacks too
    (blocked by Bob's Grizzly Bears, if ``blocker``)."""
    bob: dict[str, Any] = {"library": library(5)}
    if blocker:
        bob["battlefield"] = [{"card": "Grizzly Bears", "id": "bears"}]
    game = Game(board(player("Alice", battlefield=[{"card": "Goblin Caller", "id": "caller"}],
                             library=library(5)),
                      player("Bob", **bob)), cards=pool)
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"caller": "Bob"}})
    pass_all(game)  # the attack trigger resolves: the Goblin enters attacking (508.4)
    return game


def to_end_step(game: Game) -> None:
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    if game.pending is not None and game.pending.kind == "attackers":  # nobody attacks
        game.apply({"do": "attack", "player": "Alice", "attackers": {}})
        game.apply({"do": "pass_until", "turn": 1, "step": "end"})


def to_end_step_resolved(game: Game) -> None:
    to_end_step(game)
    one(game, "ability_triggered", rule="603.7b")
    pass_all(game)  # the delayed ability resolves


def test_the_goblin_made_attacking_is_sacrificed_and_the_caller_stays() -> None:
    game = goblin_attack()
    (goblin,) = on_battlefield(game, "Goblin Token")
    assert one(game, "entered_attacking").rule == "508.4"
    to_end_step_resolved(game)
    assert life(game, "Bob") == 20 - 2 - 1  # both dealt their combat damage
    assert one(game, "zone_changed", target=goblin.handle, from_zone="battlefield").how \
        == "sacrificed"
    assert on_battlefield(game, "Goblin Token") == []
    assert [o.handle for o in on_battlefield(game, "Goblin Caller")] == ["caller"]


def test_the_token_copy_is_exiled_at_the_end_step_and_the_original_stays() -> None:
    game = Game(board(player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                             hand=["Fleeting Copy"], mana_pool="UC", library=library(5)),
                      player("Bob", library=library(5))), cards=POOL)
    game.apply({"do": "cast", "player": "Alice", "card": "Fleeting Copy", "targets": ["bears"]})
    pass_all(game)
    (copy,) = [o for o in on_battlefield(game, "Grizzly Bears") if o.card.is_token]
    to_end_step_resolved(game)
    assert one(game, "zone_changed", target=copy.handle, from_zone="battlefield").to_zone \
        == "exile"
    assert [(o.handle, o.card.is_token) for o in on_battlefield(game, "Grizzly Bears")] \
        == [("bears", False)]


def test_a_token_that_left_the_battlefield_is_not_found_and_nothing_else_is_touched() -> None:
    """The Goblin is blocked and dies in combat: at the end step the delayed ability still
    triggers and resolves, and sacrifices nothing — not the Goblin Caller, whose ability made
    it (400.7: what it named is gone)."""
    game = goblin_attack(blocker=True)
    (goblin,) = on_battlefield(game, "Goblin Token")
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    game.apply({"do": "block", "player": "Bob", "blockers": {"bears": goblin.handle}})
    game.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
    assert on_battlefield(game, "Goblin Token") == []  # it died (704.5g)
    to_end_step_resolved(game)
    one(game, "ability_resolved", rule="608.2", source="Goblin Caller",
        ability="Sacrifice it at the beginning of the next end step.")
    assert events(game, "zone_changed", how="sacrificed") == []
    assert [o.handle for o in on_battlefield(game, "Goblin Caller")] == ["caller"]


def test_a_game_saved_with_the_delayed_ability_waiting_plays_the_same() -> None:
    game = goblin_attack()
    (goblin,) = on_battlefield(game, "Goblin Token")
    saved = game.to_board()
    (entry,) = saved["delayed"]
    origin = entry.pop("origin")  # the attack that triggered the Caller's ability (603.7c)
    assert (origin["event"], origin["permanent"]) == ("attack_declared", "caller")
    assert entry == {"card": "Goblin Caller", "index": 0, "controller": "Alice",
                     "step": "end", "turn": 1, "source_id": "caller", "about": [goblin.handle]}
    entry["origin"] = origin
    again = Game(saved, cards=POOL)
    assert again.to_board() == saved  # saved again, the same file
    to_end_step_resolved(again)
    to_end_step_resolved(game)
    for g in (game, again):
        assert left(g, goblin.handle).how == "sacrificed"
        assert [o.handle for o in on_battlefield(g, "Goblin Caller")] == ["caller"]
        assert life(g, "Bob") == 17


def test_a_game_saved_with_the_delayed_ability_on_the_stack_plays_the_same() -> None:
    """Saved once it has triggered and waits on the stack: the stack entry keeps its tokens."""
    game = goblin_attack()
    (goblin,) = on_battlefield(game, "Goblin Token")
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    saved = game.to_board()
    (entry,) = saved["stack"]
    assert (entry["ability"], entry["about"]) == ("delayed", [goblin.handle])
    again = Game(saved, cards=POOL)
    pass_all(again)
    assert left(again, goblin.handle).how == "sacrificed"
    assert [o.handle for o in on_battlefield(again, "Goblin Caller")] == ["caller"]


def test_a_saved_token_that_is_no_longer_there_is_refused_when_loading() -> None:
    game = goblin_attack()
    saved = game.to_board()
    saved["delayed"][0]["about"] = ["nobody"]
    try:
        Game(saved, cards=POOL)
    except Exception as e:  # BoardError: names the field and the id
        assert "delayed[0].about[0]" in str(e) and "nobody" in str(e)
    else:
        raise AssertionError("a delayed ability about a missing token was loaded")


# -- mobilize (702.181a) ---------------------------------------------------------------------------
def test_mobilize_compiles_from_its_text() -> None:
    pool = default_pool()
    for name in ("Dragonback Lancer", "Dalkovan Packbeasts"):
        assert pool.get(name).compiled, pool.explain(name)


def mobilize(card: str) -> Game:
    game = Game(board(player("Alice", battlefield=[{"card": card, "id": "mob"}],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Alice", "attackers": {"mob": "Bob"}})
    return game


def test_mobilize_3_warriors_attack_beside_it_deal_damage_and_are_sacrificed() -> None:
    """Dalkovan Packbeasts (0/4) attacks: three 1/1 red Warriors enter tapped and attacking
    (508.4, never declared: nothing that triggers on attacking sees them), deal their damage,
    and are sacrificed at the beginning of the end step; the Packbeasts stay."""
    game = mobilize("Dalkovan Packbeasts")
    one(game, "ability_triggered", rule="603.2", source="Dalkovan Packbeasts")
    pass_all(game)
    warriors = on_battlefield(game, "Warrior Token")
    assert len(warriors) == 3
    assert all(w.tapped and w.card.is_token and w.card.colors == ("R",) for w in warriors)
    assert len(events(game, "entered_attacking", rule="508.4")) == 3
    game.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert life(game, "Bob") == 20 - 3
    pass_all(game)  # the delayed ability resolves
    sacrificed = {e.target for e in events(game, "zone_changed", how="sacrificed")}
    assert sacrificed == {w.handle for w in warriors}
    assert on_battlefield(game, "Warrior Token") == []
    assert [o.handle for o in on_battlefield(game, "Dalkovan Packbeasts")] == ["mob"]


def test_mobilize_1_the_warrior_is_sacrificed_after_a_save_and_load() -> None:
    game = mobilize("Dragonback Lancer")
    pass_all(game)
    (warrior,) = on_battlefield(game, "Warrior Token")
    again = Game(game.to_board())
    for g in (game, again):
        g.apply({"do": "pass_until", "turn": 1, "step": "end"})
        pass_all(g)
        assert life(g, "Bob") == 20 - 3 - 1
        assert left(g, warrior.handle).how == "sacrificed"
        assert [o.handle for o in on_battlefield(g, "Dragonback Lancer")] == ["mob"]
