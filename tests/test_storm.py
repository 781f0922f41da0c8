"""Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
it this turn. If the spell has any targets, you may choose new targets for any of the copies."
— Grapeshot ({1}{R}: 1 damage to any target), Empty the Warrens ({3}{R}: two 1/1 Goblins).

The rulings: every spell cast before it this turn counts, by any player, whether it resolved or
was countered; spells cast after it don't; the copies aren't cast (707.10), so they count for
no later storm and trigger nothing that looks for a cast; each copy's targets may be changed
(707.10c); a copy ceases to exist when it leaves the stack (707.10a, 704.5e). Copying a spell
is also what Twincast does: "Copy target instant or sorcery spell. You may choose new targets
for the copy."
"""

from __future__ import annotations

import pytest
from helpers import board, events, library, life, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game


def storm_turn(hand: list[str], pool: str, bob: dict | None = None) -> Game:
    return Game(board(player("Alice", hand=hand, mana_pool=pool, library=library(5)),
                      player("Bob", library=library(5), **(bob or {}))))


def cast(game: Game, card: str, *targets: str, who: str = "Alice") -> None:
    action: dict = {"do": "cast", "player": who, "card": card}
    if targets:
        action["targets"] = list(targets)
    game.apply(action)


@pytest.mark.parametrize("name", ["Grapeshot", "Empty the Warrens", "Twincast",
                                  "Weather the Storm"])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


def test_grapeshot_after_two_spells_deals_three_damage() -> None:
    """Two Lightning Bolts resolved first: Grapeshot's storm makes two copies, each keeping
    Bob as its target unless Alice changes it — 3 + 3 + 1 + 1 + 1 = 11."""
    game = storm_turn(["Lightning Bolt", "Lightning Bolt", "Grapeshot"], "RRRR")
    for _ in range(2):
        cast(game, "Lightning Bolt", "Bob")
        pass_all(game)
    cast(game, "Grapeshot", "Bob")
    assert one(game, "ability_triggered").source == "Grapeshot"
    pass_all(game)  # storm resolves: two copies, each asking about new targets
    for _ in range(2):
        decision = game.pending
        assert decision is not None and (decision.kind, decision.rule) == ("option", "707.10c")
        assert "keep the same targets (Bob)" in decision.options and "Alice" in decision.options
        game.apply({"do": "choose", "player": "Alice",
                    "option": "keep the same targets (Bob)"})
    copied = events(game, "spell_copied")
    assert [(e.source, e.target, e.rule) for e in copied] == [
        ("Grapeshot", "grapeshot-1-copy-1", "702.40a"),
        ("Grapeshot", "grapeshot-1-copy-2", "702.40a")]
    assert [e.source for e in events(game, "spell_cast")] == ["Lightning Bolt"] * 2 + ["Grapeshot"]
    while game.state.stack:
        pass_all(game)
    assert life(game, "Bob") == 20 - 3 - 3 - 1 - 1 - 1
    gone = events(game, "ceased_to_exist")
    assert [(e.target, e.rule) for e in gone] == [("grapeshot-1-copy-2", "704.5e"),
                                                  ("grapeshot-1-copy-1", "704.5e")]
    assert names(game.state.player("Alice").graveyard) == ["Lightning Bolt"] * 2 + ["Grapeshot"]


def test_a_copy_may_take_a_new_target() -> None:
    """707.10c: the copy's controller may choose a new legal target for it."""
    game = storm_turn(["Lightning Bolt", "Grapeshot"], "RRR",
                      bob={"battlefield": ["Llanowar Elves"]})
    cast(game, "Lightning Bolt", "Bob")
    pass_all(game)
    cast(game, "Grapeshot", "Bob")
    pass_all(game)
    assert game.pending.options == ("keep the same targets (Bob)", "Alice", "llanowar-elves-1")
    game.apply({"do": "choose", "player": "Alice", "option": "llanowar-elves-1"})
    pass_all(game)  # the copy resolves: the Elves die
    assert names(game.state.player("Bob").graveyard) == ["Llanowar Elves"]
    pass_all(game)
    assert life(game, "Bob") == 20 - 3 - 1


def test_spells_of_every_player_count_and_countered_ones_too() -> None:
    """Bob's spell counts as well as Alice's; a countered spell was cast all the same."""
    game = storm_turn(["Lightning Bolt", "Counterspell", "Empty the Warrens"], "RRRRRUU",
                      bob={"hand": ["Lightning Bolt"], "mana_pool": "R"})
    cast(game, "Lightning Bolt", "Bob")
    game.apply({"do": "pass"})
    cast(game, "Lightning Bolt", "Alice", who="Bob")  # in response
    game.apply({"do": "pass"})
    cast(game, "Counterspell", "Lightning Bolt")  # counters Bob's bolt (the top one)
    while game.state.stack:
        pass_all(game)
    cast(game, "Empty the Warrens")
    pass_all(game)  # storm: three copies (no targets: nothing asked)
    assert len(events(game, "spell_copied")) == 3
    while game.state.stack:
        pass_all(game)
    goblins = [o for o in game.state.battlefield if o.name == "Goblin Token"]
    assert len(goblins) == 2 * 4


def test_spells_cast_after_it_and_copies_dont_count() -> None:
    """A spell cast in response to the storm trigger was cast after the storm spell; and a
    copy of a storm spell isn't cast, so it doesn't trigger storm itself (707.10)."""
    game = storm_turn(["Lightning Bolt", "Empty the Warrens"], "RRRRR")
    cast(game, "Empty the Warrens")
    cast(game, "Lightning Bolt", "Bob")  # in response: after it
    while game.state.stack:
        pass_all(game)
    assert events(game, "spell_copied") == []
    assert len([o for o in game.state.battlefield if o.name == "Goblin Token"]) == 2


def test_the_copies_are_made_even_if_the_spell_is_countered() -> None:
    """Storm's trigger is put on the stack above the spell: countering the spell leaves the
    copies to be made from it as it last existed, with its target."""
    game = storm_turn(["Lightning Bolt", "Grapeshot"], "RRR",
                      bob={"hand": ["Counterspell"], "mana_pool": "UU"})
    cast(game, "Lightning Bolt", "Bob")
    pass_all(game)
    cast(game, "Grapeshot", "Bob")
    game.apply({"do": "pass"})  # Alice passes with the storm trigger on top
    cast(game, "Counterspell", "Grapeshot", who="Bob")
    pass_all(game)  # Counterspell resolves
    assert one(game, "spell_countered").source == "Grapeshot"
    pass_all(game)  # storm resolves
    game.apply({"do": "choose", "player": "Alice", "option": "keep the same targets (Bob)"})
    while game.state.stack:
        pass_all(game)
    assert life(game, "Bob") == 20 - 3 - 1


def test_twincast_copies_a_spell_for_its_caster() -> None:
    """Twincast's copy is Bob's (707.10: controlled by who put it on the stack); he aims it
    at Alice."""
    game = storm_turn(["Lightning Bolt"], "R", bob={"hand": ["Twincast"], "mana_pool": "UU"})
    cast(game, "Lightning Bolt", "Bob")
    game.apply({"do": "pass"})
    cast(game, "Twincast", "Lightning Bolt", who="Bob")
    pass_all(game)  # Twincast resolves
    game.apply({"do": "choose", "player": "Bob", "option": "Alice"})
    copy = game.state.stack[-1]
    assert (copy.controller, copy.card.handle) == ("Bob", "lightning-bolt-1-copy-1")
    while game.state.stack:
        pass_all(game)
    assert (life(game, "Alice"), life(game, "Bob")) == (17, 17)
    assert one(game, "spell_copied").player == "Bob"


def test_the_explorer_sets_what_a_copy_and_a_storm_count_are() -> None:
    game = storm_turn(["Grapeshot"], "RR")
    for said in ({"copy": True}, {"spells_cast_before": 9}):
        with pytest.raises(IllegalAction) as e:
            game.apply({"do": "cast", "player": "Alice", "card": "Grapeshot",
                        "targets": ["Bob"], "choices": said})
        assert e.value.rule == "601.2b", e.value


def test_a_saved_game_keeps_the_copies_and_the_count() -> None:
    """A board saved with the storm trigger and a copy on the stack plays on the same."""
    game = storm_turn(["Lightning Bolt", "Lightning Bolt", "Grapeshot"], "RRRR")
    for _ in range(2):
        cast(game, "Lightning Bolt", "Bob")
        pass_all(game)
    cast(game, "Grapeshot", "Bob")
    saved = game.to_board()
    assert saved["stack"][0]["choices"] == {"spells_cast_before": 2}
    again = Game(saved)
    pass_all(again)
    for _ in range(2):
        again.apply({"do": "choose", "player": "Alice",
                     "option": "keep the same targets (Bob)"})
    copied = Game(again.to_board())  # two copies above the spell
    assert [i.card.choices.get("copy") for i in copied.state.stack if i.card] == [None, True,
                                                                                  True]
    while copied.state.stack:
        pass_all(copied)
    assert life(copied, "Bob") == 20 - 3 - 3 - 1 - 1 - 1
    assert names(copied.state.player("Alice").graveyard)[-1] == "Grapeshot"


def test_weather_the_storm_gains_life_for_each_copy() -> None:
    """Two spells before it: three times 3 life, nothing asked (no targets to change)."""
    game = storm_turn(["Lightning Bolt", "Lightning Bolt", "Weather the Storm"], "RRGG")
    for _ in range(2):
        cast(game, "Lightning Bolt", "Bob")
        pass_all(game)
    cast(game, "Weather the Storm")
    while game.state.stack:
        pass_all(game)
    assert life(game, "Alice") == 29
    assert len(events(game, "spell_copied")) == 2
