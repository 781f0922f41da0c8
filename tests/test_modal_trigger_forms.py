"""Modal triggered abilities beyond "choose one —" (700.2, 603.3c): "choose up to one —"
(Dreamshackle Geist), where no mode may be chosen and the ability is then removed from the
stack; and "choose one that hasn't been chosen —" (Silent Hallcreeper), where each mode can be
chosen once for the permanent — the permanent remembers them as this object; with none left,
the ability is removed."""

from __future__ import annotations

from helpers import board, decided, events, library, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
GEIST_MODES = ("Tap target creature.",
               "Target creature doesn't untap during its controller's next untap step.")
CREEPER_MODES = ("Put two +1/+1 counters on this creature.", "Draw a card.",
                 "This creature becomes a copy of another target creature you control.")


def choose(game: Game, option: str, player_name: str = "Alice") -> None:
    game.apply({"do": "choose", "player": player_name, "option": option})


def test_the_cards_compile_with_every_mode() -> None:
    for name in ("Dreamshackle Geist", "Silent Hallcreeper"):
        card = POOL.get(name)
        assert card.compiled, POOL.explain(name)
        (ability,) = card.triggered
        assert len(ability.modes) == card.oracle_text.count("•")


def geist_at_combat() -> Game:
    """Alice's Dreamshackle Geist; Bob's Grizzly Bears. Alice passes to her beginning of
    combat: the Geist's ability triggers and she chooses its mode as it goes on the stack."""
    game = Game(board(player("Alice", battlefield=["Dreamshackle Geist"], library=library(3)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(3))))
    game.apply({"do": "pass_until", "turn": 1, "step": "beginning_of_combat"})
    pending = game.pending
    assert pending is not None and (pending.kind, pending.rule) == ("option", "603.3c")
    return game


def test_geist_may_choose_no_mode_and_the_ability_is_removed() -> None:
    """"Choose up to one —": Alice may choose none; then the ability is removed from the stack
    (603.3c) and nothing is tapped."""
    game = geist_at_combat()
    assert tuple(game.pending.options) == (*GEIST_MODES, "no mode")  # type: ignore[union-attr]
    choose(game, "no mode")
    (removed,) = events(game, "ability_removed", rule="603.3c")
    assert removed.source == "Dreamshackle Geist"
    assert events(game, "ability_put_on_stack", source="Dreamshackle Geist") == []
    assert not game.find_permanent("Grizzly Bears").tapped


def test_geist_taps_the_creature_of_the_mode_chosen() -> None:
    """The mode chosen, its target is chosen with it (603.3c): Bob's Grizzly Bears."""
    game = geist_at_combat()
    choose(game, GEIST_MODES[0])
    bears = game.find_permanent("Grizzly Bears").handle
    game.apply({"do": "choose", "player": "Alice", "targets": [bears]})
    (put,) = events(game, "ability_put_on_stack", source="Dreamshackle Geist")
    assert put.target == bears
    pass_all(game)
    assert game.find_permanent("Grizzly Bears").tapped


def creeper_hits(game: Game, turn: int) -> None:
    """Alice attacks Bob with Silent Hallcreeper (it can't be blocked) on her turn ``turn``;
    its combat damage trigger asks for a mode."""
    game.apply({"do": "pass_until", "turn": turn, "step": "declare_attackers"})
    creeper = game.find_permanent("Silent Hallcreeper")
    game.apply({"do": "attack", "player": "Alice", "attackers": {creeper.handle: "Bob"}})
    game.apply({"do": "pass_until", "turn": turn, "step": "combat_damage"})


def test_hallcreeper_each_mode_once_then_the_ability_is_removed() -> None:
    """First hit: three modes offered, Alice draws. Next hit: only the two not chosen; she puts
    two +1/+1 counters on it. The copy mode needs another creature she controls — none — so on
    the third hit no mode can be chosen and the ability is removed (603.3c)."""
    game = Game(board(player("Alice", battlefield=["Silent Hallcreeper"], library=library(10)),
                      player("Bob", library=library(10))))
    creeper_hits(game, 1)
    assert game.pending is not None and game.pending.rule == "603.3c"
    assert tuple(game.pending.options) == CREEPER_MODES[:2]  # no other creature to copy
    choose(game, "Draw a card.")
    pass_all(game)
    assert len(game.state.player("Alice").hand) == 1

    creeper_hits(game, 3)
    last = events(game, "decision_made", rule="603.3c")[-1]
    assert decided(last)[1:3] == (CREEPER_MODES[0], "only choice")
    pass_all(game)
    assert game.find_permanent("Silent Hallcreeper").counters == {"+1/+1": 2}

    creeper_hits(game, 5)
    assert events(game, "ability_removed", rule="603.3c", source="Silent Hallcreeper")


def test_hallcreeper_becomes_a_copy_of_another_creature_alice_controls() -> None:
    """With Alice's Grizzly Bears on the battlefield the third mode can be chosen: the
    Hallcreeper becomes a copy of the Bears (707.2) — a 2/2 Grizzly Bears."""
    game = Game(board(player("Alice", battlefield=["Silent Hallcreeper", "Grizzly Bears"],
                             library=library(10)),
                      player("Bob", library=library(10))))
    creeper = game.find_permanent("Silent Hallcreeper").handle
    creeper_hits(game, 1)
    assert game.pending is not None and tuple(game.pending.options) == CREEPER_MODES
    choose(game, CREEPER_MODES[2])
    (put,) = events(game, "ability_put_on_stack", source="Silent Hallcreeper")
    assert put.target == game.find_permanent("Grizzly Bears").handle  # the only legal target
    pass_all(game)
    copied = game.state.find_handle(creeper)
    assert copied is not None and copied.name == "Grizzly Bears"
    assert (game.power(creeper), game.toughness(creeper)) == (2, 2)
    assert events(game, "effect_created", rule="707.2")


CAESAR_MODES = (
    "Create two 1/1 red and white Soldier creature tokens with haste that are tapped and "
    "attacking.",
    "You draw a card and you lose 1 life.",
    "Caesar, Legion's Emperor deals damage equal to the number of creature tokens you control "
    "to target opponent.")


def test_caesar_chooses_two_modes_of_its_reflexive_ability_followed_in_printed_order() -> None:
    """"Whenever you attack, you may sacrifice another creature. When you do, choose two —".
    Alice attacks with Caesar and sacrifices Grizzly Bears (not Caesar: "another"); the
    reflexive ability triggers (603.12) and she chooses its two modes as it is put on the
    stack (603.3c), each once (700.2d) — the damage first, then the tokens. They are followed
    in printed order: two Soldiers enter tapped and attacking, then Caesar deals 2 damage (two
    creature tokens) to Bob."""
    assert POOL.get("Caesar, Legion's Emperor").compiled
    game = Game(board(player("Alice", battlefield=["Caesar, Legion's Emperor", "Grizzly Bears"],
                             library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    caesar = game.find_permanent("Caesar, Legion's Emperor").handle
    game.apply({"do": "attack", "player": "Alice", "attackers": {caesar: "Bob"}})
    pass_all(game)  # "Whenever you attack" resolves
    choose(game, "do it")
    assert [o.name for o in game.state.player("Alice").graveyard] == ["Grizzly Bears"]
    assert game.pending is not None and tuple(game.pending.options) == CAESAR_MODES
    choose(game, CAESAR_MODES[2])
    assert game.pending is not None and game.pending.rule == "700.2d"
    assert tuple(game.pending.options) == CAESAR_MODES[:2]  # a mode once; no "no more": two
    choose(game, CAESAR_MODES[0])
    (put,) = events(game, "ability_put_on_stack", rule="603.3", target="Bob")
    assert put.source == "Caesar, Legion's Emperor"
    pass_all(game)
    soldiers = [o for o in game.state.battlefield if o.is_token]
    assert len(soldiers) == 2 and all(o.tapped for o in soldiers)
    assert len(events(game, "entered_attacking", rule="508.4")) == 2
    (hit,) = events(game, "damage_dealt", target="Bob")
    assert hit.amount == 2
    assert len(game.state.player("Alice").hand) == 0  # the draw mode wasn't chosen
