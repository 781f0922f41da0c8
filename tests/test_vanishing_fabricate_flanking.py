"""Three keywords read as the abilities the rules spell out for them: vanishing (702.63a:
Calciderm), fabricate (702.123a: Glint-Sleeve Artisan) and flanking (702.25a: Suq'Ata Lancer);
and "You may [do it]. If you don't, [something else]." (608.2d), which fabricate's words use."""

from __future__ import annotations

import pytest
from helpers import attack_and_block, board, events, library, names, one, pass_all, player

from explorer.cards import default_pool
from explorer.game import Game
from explorer.rules import layers


@pytest.mark.parametrize("name", ["Calciderm", "Glint-Sleeve Artisan", "Suq'Ata Lancer"])
def test_they_compile_from_their_text(name: str) -> None:
    assert default_pool().get(name).compiled, default_pool().explain(name)


# -- Vanishing 4 ----------------------------------------------------------------------------------
def test_calciderm_enters_with_four_time_counters() -> None:
    g = Game(board(player("Alice", hand=["Calciderm"], mana_pool="WWCC", library=library(3)),
                   player("Bob", library=library(3))))
    g.apply({"do": "cast", "player": "Alice", "card": "Calciderm"})
    pass_all(g)
    assert g.find_permanent("Calciderm").counters == {"time": 4}


def alices_upkeep(time: int) -> Game:
    g = Game(board(player("Alice", battlefield=[{"card": "Calciderm",
                                                 "counters": {"time": time}}],
                          library=library(3)),
                   player("Bob", library=library(3)), active="Bob", step="end"))
    g.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    pass_all(g)  # the upkeep trigger resolves
    return g


def test_each_upkeep_a_time_counter_is_removed() -> None:
    g = alices_upkeep(2)
    removed = one(g, "counters_removed")
    assert (removed.counter, removed.amount) == ("time", 1)
    assert g.find_permanent("Calciderm").counters == {"time": 1}
    assert events(g, "zone_changed") == []


def test_when_the_last_is_removed_it_is_sacrificed() -> None:
    """The removal that leaves none triggers "when the last is removed" (702.63a)."""
    g = alices_upkeep(1)
    pass_all(g)  # that trigger resolves
    assert names(g.state.player("Alice").graveyard) == ["Calciderm"]
    assert one(g, "zone_changed", how="sacrificed").rule == "701.21a"


# -- Fabricate 1 ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("answer", "power", "servos"), [("do it", 3, 0), ("don't", 2, 1)])
def test_fabricate_a_counter_or_a_servo(answer: str, power: int, servos: int) -> None:
    """As its enter trigger resolves, Alice puts a +1/+1 counter on it — or, if she doesn't,
    creates a 1/1 Servo."""
    g = Game(board(player("Alice", library=library(3)), player("Bob", library=library(3))))
    g.apply({"do": "put", "player": "Alice", "card": "Glint-Sleeve Artisan",
             "zone": "battlefield"})
    pass_all(g)
    assert g.pending is not None and g.pending.kind == "option"
    g.apply({"do": "choose", "player": "Alice", "option": answer})
    artisan = g.find_permanent("Glint-Sleeve Artisan")
    assert layers.power(g, artisan) == power
    assert sum(1 for o in g.state.battlefield if o.name.startswith("Servo")) == servos


# -- Flanking -------------------------------------------------------------------------------------
def test_a_blocker_without_flanking_gets_minus_one() -> None:
    """Bob's Grizzly Bears block the Lancer: they get -1/-1 until end of turn (1/1), so the
    Lancer's 2 damage kills them and theirs, 1, doesn't kill it."""
    g = Game(board(player("Alice", battlefield=[{"card": "Suq'Ata Lancer", "id": "lancer"}],
                          library=library(3)),
                   player("Bob", battlefield=[{"card": "Grizzly Bears", "id": "bears"}],
                          library=library(3)), step="untap"))
    attack_and_block(g, {"lancer": "Bob"}, {"bears": "lancer"})
    pass_all(g)  # the flanking trigger resolves
    assert layers.toughness(g, g.permanent("bears")) == 1
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert names(g.state.player("Bob").graveyard) == ["Grizzly Bears"]
    assert g.find_permanent("lancer") is not None


def test_a_blocker_with_flanking_gets_nothing() -> None:
    g = Game(board(player("Alice", battlefield=[{"card": "Suq'Ata Lancer", "id": "lancer"}],
                          library=library(3)),
                   player("Bob", battlefield=[{"card": "Suq'Ata Lancer", "id": "other"}],
                          library=library(3)), step="untap"))
    attack_and_block(g, {"lancer": "Bob"}, {"other": "lancer"})
    assert events(g, "ability_triggered") == []
    assert layers.toughness(g, g.permanent("other")) == 2
    g.apply({"do": "pass_until", "turn": 1, "step": "end"})
    assert names(g.state.player("Bob").graveyard) == ["Suq'Ata Lancer"]  # 2 damage each
    assert names(g.state.player("Alice").graveyard) == ["Suq'Ata Lancer"]
