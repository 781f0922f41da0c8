"""Requirements on blocking (509.1c): "Gaea's Protector must be blocked if able." and "All
creatures able to block Prized Unicorn do so." The defending player's declaration must obey as
many requirements as it can without breaking a restriction; one that obeys fewer is refused,
naming the creature that could have obeyed, and the game is exactly as before."""

from __future__ import annotations

import pytest
from helpers import board, events, library, player, snapshot

from explorer.cards import default_pool
from explorer.errors import IllegalAction
from explorer.game import Game

POOL = default_pool()


def attacked(attackers: list[object], blockers: list[object]) -> Game:
    g = Game(board(player("Alice", battlefield=attackers, library=library(3)),
                   player("Bob", battlefield=blockers, library=library(3))))
    assert g.pending is not None
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
    names = [a["id"] for a in attackers if isinstance(a, dict)]
    g.apply({"do": "attack", "player": "Alice", "attackers": dict.fromkeys(names, "Bob")})
    g.apply({"do": "pass_until", "turn": 1, "step": "declare_blockers"})
    assert g.pending is not None and g.pending.kind == "blockers", g.pending
    return g


def block(g: Game, blockers: dict[str, str]) -> None:
    g.apply({"do": "block", "player": "Bob", "blockers": blockers})


@pytest.mark.parametrize("name", ["Gaea's Protector", "Prized Unicorn"])
def test_the_cards_compile(name: str) -> None:
    assert POOL.get(name).compiled


class TestMustBeBlockedIfAble:
    def board(self) -> Game:
        return attacked([{"card": "Gaea's Protector", "id": "protector"},
                         {"card": "Grizzly Bears", "id": "alices-bears"}],
                        [{"card": "Grizzly Bears", "id": "bears"}])

    def test_no_block_at_all_is_refused_and_changes_nothing(self) -> None:
        g = self.board()
        before = snapshot(g)

        with pytest.raises(IllegalAction) as refused:
            block(g, {})

        assert refused.value.rule == "509.1c"
        assert "protector" in str(refused.value) and "bears" in str(refused.value)
        assert snapshot(g) == before

    def test_blocking_the_other_attacker_instead_obeys_fewer_requirements(self) -> None:
        """509.1c: Bob's Bears blocking Alice's Bears obeys no requirement; blocking the
        Protector obeys one — so only that declaration is legal."""
        g = self.board()

        with pytest.raises(IllegalAction) as refused:
            block(g, {"bears": "alices-bears"})
        assert refused.value.rule == "509.1c"
        block(g, {"bears": "protector"})

        assert [e.target for e in events(g, "block_declared")] == ["protector"]

    def test_a_tapped_creature_isnt_able_so_no_block_is_fine(self) -> None:
        g = attacked([{"card": "Gaea's Protector", "id": "protector"}],
                     [{"card": "Grizzly Bears", "id": "bears", "tapped": True},
                      {"card": "Llanowar Elves", "id": "elves"}])
        block(g, {"elves": "protector"})  # one blocker is all it asks
        assert [e.permanent for e in events(g, "block_declared")] == ["elves"]


class TestLure:
    def test_every_creature_able_to_block_the_unicorn_must(self) -> None:
        """"All creatures able to block Prized Unicorn do so.": a requirement on each
        creature — the Elves sitting out obey one fewer than they could."""
        g = attacked([{"card": "Prized Unicorn", "id": "unicorn"}],
                     [{"card": "Grizzly Bears", "id": "bears"},
                      {"card": "Llanowar Elves", "id": "elves"}])

        with pytest.raises(IllegalAction) as refused:
            block(g, {"bears": "unicorn"})
        assert refused.value.rule == "509.1c" and "elves" in str(refused.value)
        block(g, {"bears": "unicorn", "elves": "unicorn"})

        assert sorted(str(e.permanent) for e in events(g, "block_declared")) == ["bears", "elves"]


class TestARestrictionAStaticAbilityGives:
    def test_bower_passage_keeps_fliers_from_blocking_alices_creatures(self) -> None:
        """Bower Passage: "Creatures you control can't be blocked by creatures with flying."
        (509.1b) — a restriction on blocking each creature Alice controls as blockers are
        declared: Birds of Paradise can't block her Bears; Bob's Bears can. Refused, the game
        is as before."""
        g = attacked([{"card": "Grizzly Bears", "id": "alices-bears"}, "Bower Passage"],
                     [{"card": "Birds of Paradise", "id": "birds"},
                      {"card": "Grizzly Bears", "id": "bears"}])
        before = snapshot(g)

        with pytest.raises(IllegalAction) as refused:
            block(g, {"birds": "alices-bears"})

        assert refused.value.rule == "509.1b" and "Bower Passage" in str(refused.value)
        assert snapshot(g) == before
        block(g, {"bears": "alices-bears"})
        assert [e.permanent for e in events(g, "block_declared")] == ["bears"]
