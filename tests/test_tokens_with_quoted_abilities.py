"""A token made with abilities in quotation marks (111.4, 113.1): 'create a 1/1 black Rat
creature token with "This creature can't block."' — the token has that ability, read by the same
grammar as any card's, and "this creature" in it is the token (113.7). A card whose token has an
ability the grammar can't read is refused as a whole."""

from __future__ import annotations

from helpers import board, events, library, life, one, pass_all, player, triggered

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game
from explorer.oracle import compile_card


def cast(game: Game, who: str, card: str) -> None:
    game.apply({"do": "cast", "player": who, "card": card})
    pass_all(game)  # the spell resolves
    if game.pending is not None and game.pending.kind == "priority" and game.state.stack:
        pass_all(game)  # its enter trigger resolves


def test_voracious_vermins_rat_cant_block() -> None:
    """Voracious Vermin enters; its Rat token can't block (509.1b): Bob's attack goes through
    it, and declaring it as a blocker is refused, the game as before."""
    game = Game(board(player("Alice", hand=["Voracious Vermin"], mana_pool="BCC",
                             library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    cast(game, "Alice", "Voracious Vermin")
    assert one(game, "token_created").source == "Rat Token"
    rat = game.find_permanent("Rat Token")
    assert rat.controller == "Alice"
    assert (game.power(rat.handle), game.toughness(rat.handle)) == (1, 1)
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_attackers"})
    game.apply({"do": "attack", "player": "Bob", "attackers": {"Grizzly Bears": "Alice"}})
    game.apply({"do": "pass_until", "turn": 2, "step": "declare_blockers"})
    before = len(game.log)
    try:
        game.apply({"do": "block", "player": "Alice", "blockers": {rat.handle: "Grizzly Bears"}})
    except IllegalAction as refused:
        assert "509.1b" in str(refused) and "can't block" in str(refused)
    else:
        raise AssertionError("the Rat blocked")
    assert len(game.log) == before


def test_baboon_spirits_token_can_be_blocked_only_by_spirits_and_cant_block() -> None:
    """Another nontoken Spirit (Clarion Spirit) enters under Alice's control: Baboon Spirit
    makes a 1/1 colorless Spirit with "This token can't block or be blocked by non-Spirit
    creatures." Bob's Grizzly Bears can't block it."""
    game = Game(board(player("Alice", battlefield=["Baboon Spirit"], hand=["Clarion Spirit"],
                             mana_pool="WC", library=library(5)),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))
    cast(game, "Alice", "Clarion Spirit")
    assert one(game, "ability_triggered").source == "Baboon Spirit"
    # Clarion Spirit makes another "Spirit Token" (111.4): the pool tells them apart by what
    # each is, its quoted ability included
    made = one(game, "token_created").source
    assert made == ('Spirit Token (1/1 colorless, "This creature can\'t block or be blocked by '
                    'non-Spirit creatures.")')
    spirit = game.find_permanent(made)
    assert spirit.controller == "Alice"
    while True:  # nobody attacks until Alice's next turn, when the token may
        game.apply({"do": "pass_until", "turn": 3, "step": "declare_attackers"})
        if game.state.turn == 3:
            break
        game.apply({"do": "attack", "player": game.state.active, "attackers": {}})
    game.apply({"do": "attack", "player": "Alice", "attackers": {spirit.handle: "Bob"}})
    # Bob isn't asked to block: his only creature couldn't block it (509.1b)
    game.apply({"do": "pass_until", "turn": 3, "step": "end"})
    assert events(game, "block_declared") == []
    assert life(game, "Bob") == 19


def test_a_token_with_an_ability_the_grammar_cant_read_refuses_the_card() -> None:
    """No token is made with an ability silently dropped: the card is refused, naming the
    sentence that makes the token."""
    text = ('When this creature enters, create a 1/1 black Rat creature token with '
            '"This creature can fly to the moon."')
    result = compile_card({"name": "Moon Rat Maker", "type_line": "Creature — Rat",
                           "oracle_text": text, "mana_cost": "{2}{B}", "power": "1",
                           "toughness": "1", "keywords": []})
    assert result.card is None and result.refused == text


def test_the_tokens_text_is_its_quoted_ability_in_words() -> None:
    pool = default_pool()
    pool.get("Voracious Vermin")
    assert "This creature can't block." in pool.explain("Rat Token")


def test_dance_with_devils_devils_have_their_dies_ability() -> None:
    """Dance with Devils: "Create two 1/1 red Devil creature tokens. They have "When this token
    dies, it deals 1 damage to any target."" — the second sentence gives the tokens the ability
    as they are made. Alice bolts one of her own Devils: it dies, and its ability deals 1 damage
    to Bob."""
    game = Game(board(player("Alice", hand=["Dance with Devils", "Lightning Bolt"],
                             mana_pool="RRCCC", library=library(5)),
                      player("Bob", library=library(5))))
    game.apply({"do": "cast", "player": "Alice", "card": "Dance with Devils"})
    pass_all(game)
    devils = [o for o in game.state.battlefield if o.card.name == "Devil Token"]
    assert len(devils) == 2
    game.apply({"do": "cast", "player": "Alice", "card": "Lightning Bolt",
                "targets": [devils[0].handle]})
    pass_all(game)  # the Bolt resolves; the Devil dies (704.5g) and its ability triggers
    (trigger,) = triggered(game, "Devil Token")
    assert trigger.rule == "603.2"  # a leaves-the-battlefield ability looks back (603.10a)
    game.apply({"do": "choose", "player": "Alice", "targets": ["Bob"]})
    pass_all(game)
    assert life(game, "Bob") == 19
    assert [o.card.name for o in game.state.battlefield] == ["Devil Token"]
