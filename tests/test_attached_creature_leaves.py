""""When enchanted creature leaves the battlefield / dies, …" (603.10a), read from the text.
The Aura is still on the battlefield as its creature leaves — it goes to the graveyard only as a
state-based action (704.5m) — or leaves with it at once; either way the ability looks back in
time and triggers. Valor of the Worthy: "When enchanted creature leaves the battlefield, create
a 1/1 white Spirit creature token with flying."."""

from __future__ import annotations

from helpers import board, events, library, pass_all, player, pool_reading, triggered

from explorer.cards import default_pool
from explorer.game import Game
from explorer.oracle import compile_card


def valor_on_bears(hand: list[str], mana: str, bob: list[object] | None = None) -> Game:
    return Game(board(
        player("Alice", battlefield=[{"card": "Grizzly Bears", "id": "bears"},
                                     {"card": "Valor of the Worthy", "attached_to": "bears"}],
               hand=hand, mana_pool=mana, library=library(3)),
        player("Bob", battlefield=bob or [], library=library(3))))


def spirits(g: Game) -> list[str]:
    return [o.name for o in g.state.battlefield if o.is_token and o.controller == "Alice"]


def test_bounced_creature_leaves_the_aura_creates_a_spirit() -> None:
    """Unsummon returns the Bears to the hand: the Aura, still on the battlefield, triggers;
    then it goes to the graveyard (704.5m) and its ability still resolves."""
    assert default_pool().get("Valor of the Worthy").compiled
    g = valor_on_bears(["Unsummon"], "U")
    assert (g.power("Grizzly Bears"), g.toughness("Grizzly Bears")) == (3, 3)
    g.apply({"do": "cast", "player": "Alice", "card": "Unsummon", "targets": ["Grizzly Bears"]})
    pass_all(g)  # Unsummon resolves
    assert len(triggered(g, "Valor of the Worthy")) == 1
    assert [o.name for o in g.state.player("Alice").graveyard] == ["Unsummon",
                                                                   "Valor of the Worthy"]
    pass_all(g)  # the trigger resolves
    assert len(spirits(g)) == 1
    (spirit,) = [o for o in g.state.battlefield if o.is_token]
    assert "Flying" in g.keywords(spirit.handle)


def test_destroyed_creature_triggers_it_once() -> None:
    """Day of Judgment destroys the Bears: the Aura triggers once — its own trip to the
    graveyard by 704.5m right after is not a second time its creature leaves."""
    g = valor_on_bears(["Day of Judgment"], "WWWW")
    g.apply({"do": "cast", "player": "Alice", "card": "Day of Judgment"})
    pass_all(g)
    assert len(triggered(g, "Valor of the Worthy")) == 1
    pass_all(g)
    assert len(spirits(g)) == 1


def test_another_creature_leaving_does_not_trigger_it() -> None:
    """Bob's Elves leave: not the creature this Aura enchants."""
    g = valor_on_bears(["Lightning Bolt"], "R", bob=["Llanowar Elves"])
    g.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
             "targets": ["Llanowar Elves"]})
    pass_all(g)
    assert events(g, "zone_changed", source="Llanowar Elves", to_zone="graveyard")
    assert triggered(g, "Valor of the Worthy") == []


def test_enchanted_creature_dies_is_this_auras_creature_not_any_enchanted_one() -> None:
    """"When enchanted creature dies, draw a card." triggers on the creature this Aura
    enchants dying — not on another creature that some other Aura enchants. A reference back
    to the creature that left means that creature, never this Aura: "its power" as it last
    existed (603.10a), "return it" the card it became (400.7e); an instruction acting on the
    permanent itself ("tap it") is refused."""
    facts = {"name": "Probe Aura", "type_line": "Enchantment — Aura", "mana_cost": "{B}",
             "cmc": 1, "keywords": ["Enchant"]}
    draws = compile_card({**facts, "oracle_text": "Enchant creature\n"
                          "When enchanted creature dies, draw a card."})
    assert draws.card is not None
    (ability,) = draws.card.triggered
    assert ability.looks_back
    for text in ("When enchanted creature dies, return it to its owner's hand.",
                 "When enchanted creature dies, you gain life equal to its power."):
        assert compile_card({**facts, "oracle_text": f"Enchant creature\n{text}"}).card
    assert compile_card({**facts, "oracle_text": "Enchant creature\n"
                         "When enchanted creature dies, tap it."}).card is None
    pool = pool_reading({**facts, "oracle_text": "Enchant creature\n"
                         "When enchanted creature dies, you gain life equal to its power."})
    game = Game(board(
        player("Alice", hand=["Lightning Bolt"], library=library(3),
               battlefield=[{"card": "Mountain", "id": "mtn"},
                            {"card": "Probe Aura", "attached_to": "wurm"}]),
        player("Bob", battlefield=[{"card": "Craw Wurm", "id": "wurm", "damage": 1}],
               library=library(3))), cards=pool)
    game.apply({"do": "activate", "player": "Alice", "permanent": "mtn"})
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt", "targets": ["wurm"]})
    pass_all(game)  # the Wurm (6/4, 1 damage already) dies; the Aura's ability triggers
    pass_all(game)
    (gained,) = events(game, "life_changed", player="Alice")
    assert gained.amount == 6  # the Wurm's power as it last existed
