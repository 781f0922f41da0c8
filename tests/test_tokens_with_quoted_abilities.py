"""A token made with abilities in quotation marks (111.4, 113.1): 'create a 1/1 black Rat
creature token with "This creature can't block."' — the token has that ability, read by the same
grammar as any card's, and "this creature" in it is the token (113.7). A card whose token has an
ability the grammar can't read is refused as a whole."""

from __future__ import annotations

from helpers import board, events, library, life, one, pass_all, player

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
