"""Court of Vantress, read from its Oracle text: "When this enchantment enters, you become the
monarch. At the beginning of your upkeep, choose up to one other target enchantment or
artifact. If you're the monarch, you may create a token that's a copy of it. If you're not the
monarch, you may have this enchantment become a copy of it, except it has this ability." —
token copies (707.2) and a copy effect on the Court itself (layer 1, 707.9a: the ability is
kept). Each test is one of its rulings (2023-09-01)."""

from __future__ import annotations

from helpers import board, events, names, one, player
from monarch_helpers import into_alices_upkeep, two
from test_save_exact import saved_and_loaded

from explorer.cards import default_pool
from explorer.game import Game

POOL = default_pool()
COURT = "Court of Vantress"


def upkeep(monarch: str, target: dict[str, object] | str, take: bool = True) -> Game:
    """Alice's upkeep begins with her Court (and ``target``) on the battlefield; the Court's
    ability targets ``target`` and resolves, Alice answering "yes" to its "you may"."""
    game = into_alices_upkeep(alice={"battlefield": [{"card": COURT, "id": "court"}, target]},
                              monarch=monarch)
    if game.pending is not None and game.pending.kind == "targets":
        game.apply({"do": "choose", "player": "Alice", "targets": ["copied"]})
    while game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        game.apply({"do": "pass"})
    if game.pending is not None and game.pending.kind == "option":
        options = game.pending.options
        yes = next(o for o in options if not o.startswith(("don't", "no")))
        no = next(o for o in options if o.startswith(("don't", "no")))
        game.apply({"do": "choose", "player": "Alice", "option": yes if take else no})
    while game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        game.apply({"do": "pass"})
    return game


def test_the_card_compiles() -> None:
    assert POOL.get(COURT).compiled
    explained = POOL.explain(COURT)
    assert "(707.2, explorer.rules.keyword_actions)" in explained
    assert "(707.9a, explorer.rules.copies)" in explained


def test_as_the_monarch_you_create_a_token_copy() -> None:
    game = upkeep("Alice", {"card": "Sol Ring", "id": "copied", "tapped": True})

    tokens = [o for o in game.state.battlefield if o.is_token]
    assert [t.name for t in tokens] == ["Sol Ring"]
    assert not tokens[0].tapped  # status isn't copied (707.2)
    assert game.find_permanent("court").name == COURT


def test_not_the_monarch_the_court_becomes_a_copy_and_keeps_its_ability() -> None:
    """Ruling: "Court of Vantress copies the printed values of the enchantment or artifact plus
    any copy effects that have been applied to it." — it is Sol Ring now (it taps for {C}{C}),
    and still has its upkeep ability."""
    game = upkeep("Bob", {"card": "Sol Ring", "id": "copied"})

    court = game.find_permanent("court")
    assert court.name == "Sol Ring" and not court.is_token
    created = one(game, "effect_created", rule="707.2")
    assert created.target == "court"
    game.apply({"do": "activate", "player": "Alice", "permanent": "court"})
    assert one(game, "mana_added").amount == 2
    assert any(t.text.startswith("At the beginning of your upkeep")
               for t in court.card.triggered)


def test_becoming_a_copy_is_neither_entering_nor_leaving() -> None:
    """Ruling: "When Court of Vantress becomes a copy of a permanent, it's neither entering nor
    leaving the battlefield. Any enters-the-battlefield or leaves-the-battlefield abilities
    won't trigger." — a copy of Marchesa's Decree ("When … enters, you become the
    monarch.") doesn't make Alice the monarch."""
    game = upkeep("Bob", {"card": "Marchesa's Decree", "id": "copied"})

    assert game.find_permanent("court").name == "Marchesa's Decree"
    assert game.state.monarch == "Bob"
    assert not events(game, "zone_changed", target="court")


def test_a_copy_of_a_token_isnt_a_token() -> None:
    """Ruling: "If Court of Vantress becomes a copy of a token, it copies the original
    characteristics of that token … It won't become a token." — a Treasure; sacrificed for
    mana, it is Court of Vantress again in the graveyard (400.7)."""
    game = upkeep("Bob", {"card": "Treasure", "id": "copied"})
    court = game.find_permanent("court")
    assert (court.name, court.is_token) == ("Treasure Token", False)

    game.apply({"do": "activate", "player": "Alice", "permanent": "court", "mana": "U"})

    assert names(game.state.player("Alice").graveyard) == [COURT]


def test_declining_does_nothing() -> None:
    game = upkeep("Bob", {"card": "Sol Ring", "id": "copied"}, take=False)

    assert game.find_permanent("court").name == COURT
    assert not events(game, "effect_created", rule="707.2")


def test_a_saved_game_keeps_the_copy_and_its_ability() -> None:
    game = upkeep("Bob", {"card": "Sol Ring", "id": "copied"})
    saved, loaded = saved_and_loaded(game)

    entry = next(e for e in saved["players"][0]["battlefield"]
                 if isinstance(e, dict) and e.get("id") == "court")
    assert (entry["card"], entry["copy_of"], entry["copy_keeps"]) == (COURT, "Sol Ring", [1])
    court = loaded.find_permanent("court")
    assert court.name == "Sol Ring"
    assert court.card.triggered[-1].text.startswith("At the beginning of your upkeep")


def test_a_board_copying_nothing_known_is_refused() -> None:
    import pytest

    from explorer.board import BoardError

    with pytest.raises(BoardError) as refused:
        Game(board(player("Alice", battlefield=[{"card": COURT, "copy_of": "Sol Rnig"}]),
                   player("Bob")))
    assert "copy_of" in str(refused.value) and "Sol Ring" in str(refused.value)



def test_a_copy_of_hardened_scales_replaces_as_hardened_scales_does() -> None:
    """The Court becomes a copy of Hardened Scales ("If one or more +1/+1 counters would be put
    on a creature you control, that many plus one … instead.") after the game already looked
    for replacement effects (damage dealt in Bob's turn): both apply (616.1), so Spike Feeder
    enters with four +1/+1 counters, not two or three."""
    game = Game(two({"battlefield": [{"card": COURT, "id": "court"},
                                     {"card": "Hardened Scales", "id": "copied"}]},
                    step="end", active="Bob", monarch="Bob"))
    game.apply({"do": "deal_damage", "source": "experiment", "target": "Bob", "amount": 1})
    game.apply({"do": "pass_until", "turn": 2, "step": "upkeep"})
    game.apply({"do": "choose", "player": "Alice", "targets": ["copied"]})
    while game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        game.apply({"do": "pass"})
    assert game.pending is not None and game.pending.kind == "option"
    yes = next(o for o in game.pending.options if not o.startswith(("don't", "no")))
    game.apply({"do": "choose", "player": "Alice", "option": yes})
    assert game.find_permanent("court").name == "Hardened Scales"

    game.apply({"do": "put", "player": "Alice", "card": "Spike Feeder", "zone": "battlefield"})

    assert game.find_permanent("Spike Feeder").counters == {"+1/+1": 4}
