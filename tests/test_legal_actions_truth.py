"""``legal_actions()`` never lies: whatever it lists, ``apply()`` accepts.

A spell is offered with the untapped mana sources to tap while paying for it (601.2g). What a
source really adds can differ from its ability's text — a count of zero, a replacement effect,
a restriction, a triggered mana ability — so the suggestion is built from what each source adds
when activated on a throwaway copy of the game, and the cast itself is tried the same way first.
"""

from __future__ import annotations

from typing import Any

from helpers import board, library, player
from random_play import Findings, RandomPlayer, all_boards, try_every_listed_action

from explorer.actions import Cast
from explorer.game import Game


def casts(game: Game, card: str) -> list[Cast]:
    """The casts of ``card`` (a name) that ``legal_actions()`` lists."""
    handles = {c.handle for c in game.state.player(game.pending.player).hand  # type: ignore
               if c.name == card}
    return [a for a in game.legal_actions() if isinstance(a, Cast) and a.card in handles]


def alice_with(battlefield: list[Any], hand: list[str], **extra: Any) -> Game:
    return Game(board(player("Alice", battlefield=battlefield, hand=hand, library=library(5),
                             **extra),
                      player("Bob", battlefield=["Grizzly Bears"], library=library(5))))


def all_accepted(game: Game) -> None:
    findings = Findings()
    try_every_listed_action(game, findings, "here")
    assert findings.listed > 1
    assert findings.problems() == []


class TestWhatASourceReallyAdds:
    def test_gaeas_cradle_with_no_creature_adds_nothing_so_it_isnt_offered(self) -> None:
        """Gaea's Cradle adds {G} for each creature you control: with none it adds nothing
        (605.2: still a mana ability). Llanowar Elves is offered with the Forest to tap; Grizzly
        Bears ({1}{G}) can't be paid for at all, so it isn't offered."""
        game = alice_with(["Gaea's Cradle", "Forest"], ["Llanowar Elves", "Grizzly Bears"])

        assert [a.pay for a in casts(game, "Llanowar Elves")] == [("forest-1",)]
        assert casts(game, "Grizzly Bears") == []
        all_accepted(game)

    def test_gaeas_cradle_with_two_creatures_pays_for_a_two_mana_spell_alone(self) -> None:
        game = alice_with(["Gaea's Cradle", "Forest", "Silvercoat Lion", "Raging Goblin"],
                          ["Grizzly Bears"])

        assert [a.pay for a in casts(game, "Grizzly Bears")] == [("gaea-s-cradle-1",)]
        all_accepted(game)

    def test_under_contamination_lands_pay_only_black(self) -> None:
        """Contamination: "If a land is tapped for mana, it produces {B} instead" (106.12b). The
        Forests pay for Dark Ritual's {B} but not for a {G}; Birds of Paradise isn't a land, so
        it adds the {G} Grizzly Bears needs and a Forest's {B} pays the {1}."""
        game = alice_with(["Contamination", "Forest", "Forest", "Birds of Paradise"],
                          ["Grizzly Bears", "Dark Ritual", "Lightning Bolt"])

        assert [a.pay for a in casts(game, "Grizzly Bears")] == [
            ("forest-1", "birds-of-paradise-1:G")]
        assert [a.pay for a in casts(game, "Dark Ritual")] == [("forest-1",)]
        assert {a.pay for a in casts(game, "Lightning Bolt")} == {("birds-of-paradise-1:R",)}
        all_accepted(game)

    def test_eldrazi_temples_restricted_mana_pays_only_for_colorless_eldrazi(self) -> None:
        """106.6: "Spend this mana only to cast colorless Eldrazi spells…". With that {C}{C} in
        the pool, Sol Ring (an artifact, not an Eldrazi) still needs the Forest; Grizzly Bears
        can't be paid for; Endless One with X = 0 costs nothing."""
        game = alice_with(["Eldrazi Temple", "Forest"],
                          ["Sol Ring", "Grizzly Bears", "Endless One"])
        game.apply({"do": "activate", "player": "Alice", "permanent": "eldrazi-temple-1",
                    "ability": 1})

        assert [a.pay for a in casts(game, "Sol Ring")] == [("forest-1",)]
        assert casts(game, "Grizzly Bears") == []
        assert [(a.x, a.pay) for a in casts(game, "Endless One")] == [(0, ())]
        all_accepted(game)

    def test_mana_reflection_makes_one_forest_enough_for_two_mana(self) -> None:
        """Mana Reflection: a permanent tapped for mana produces twice as much (106.12b)."""
        game = alice_with(["Mana Reflection", "Forest", "Forest"], ["Grizzly Bears"])

        assert [a.pay for a in casts(game, "Grizzly Bears")] == [("forest-1",)]
        all_accepted(game)

    def test_mana_flares_extra_mana_counts_too(self) -> None:
        """Mana Flare: whenever a land is tapped for mana, its controller adds one more of a type
        it produced (106.12a): one Forest pays for Grizzly Bears."""
        game = alice_with(["Mana Flare", "Forest", "Forest"], ["Grizzly Bears"])

        assert [a.pay for a in casts(game, "Grizzly Bears")] == [("forest-1",)]
        all_accepted(game)

    def test_mana_in_the_pool_is_used_before_any_source_is_tapped(self) -> None:
        game = alice_with(["Forest", "Mountain"], ["Grizzly Bears"], mana_pool="G")

        assert [a.pay for a in casts(game, "Grizzly Bears")] == [("forest-1",)]
        all_accepted(game)

    def test_a_summoning_sick_elf_isnt_offered_as_a_source(self) -> None:
        """302.6: {T} abilities of a creature need it under your control since your turn began."""
        game = alice_with([{"card": "Llanowar Elves", "sick": True}, "Forest"],
                          ["Grizzly Bears", "Giant Growth"])

        assert casts(game, "Grizzly Bears") == []
        assert {a.pay for a in casts(game, "Giant Growth")} == {("forest-1",)}
        all_accepted(game)


class TestRandomPlay:
    def test_every_listed_action_is_accepted_and_undo_is_exact(self) -> None:
        """Random games on every board (and the mana boards with Cradle, Contamination, Eldrazi
        Temple, Mana Reflection, Mana Flare): at each priority decision every listed action is
        applied — apply() must accept it — and undone, which must give back exactly the state
        and log there were. No action is listed twice."""
        findings = Findings()
        for seed in range(2):
            for name, raw in all_boards():
                game = Game(raw, seed=seed)
                chooser = RandomPlayer(seed)
                for k in range(45):
                    if game.pending is None:
                        break
                    try_every_listed_action(game, findings, f"{name} seed {seed} action {k}")
                    chooser.step(game)

        assert findings.listed >= 3000
        assert findings.refused == []
        assert findings.duplicates == []
        assert findings.undo == []
