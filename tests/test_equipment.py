"""Equipment (301.5) and the equip ability (702.6): "Equip [cost]" means "[Cost]: Attach this
permanent to target creature you control. Activate only as a sorcery." Attaching (701.3), the
equipped creature's bonus (611.3), and the Equipment left behind when its creature goes
(704.5n). Outlast (702.107), the other activated keyword here, is a sorcery-speed ability too.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import board, events, library, one, pass_all, player, snapshot
from layers_helpers import cast, game, pool, pt
from test_save_exact import go_on, saved_and_loaded

from explorer.actions import Activate
from explorer.errors import IllegalAction
from explorer.events import AttachEvent
from explorer.game import Game


def equip(g: Game, target: str, equipment: str = "sword", who: str = "Alice") -> None:
    g.apply({"do": "activate", "player": who, "permanent": equipment, "targets": [target]})


def equip_and_resolve(g: Game, target: str, equipment: str = "sword") -> None:
    equip(g, target, equipment)
    pass_all(g)


def attached(e: Any) -> tuple[str | None, str | None, str | None, str | None]:
    assert isinstance(e, AttachEvent), e
    return e.permanent, e.target, e.was_attached_to, e.rule


BEARS_AND_SWORD = {"battlefield": [{"card": "Test Sword", "id": "sword"},
                                   {"card": "Grizzly Bears", "id": "bears"}],
                   "mana_pool": "GGGG"}


class TestEquip:
    def test_equip_attaches_the_equipment_and_its_creature_gets_the_bonus(self) -> None:
        """702.6a / 701.3a: the ability resolves and the Sword is attached to the Bears, which
        get +2/+0 (301.5a, 613.4c). Attached, it gets a new timestamp (613.7e): it is last in
        the battlefield's order."""
        g = game(BEARS_AND_SWORD, {"battlefield": ["Silvercoat Lion"]})
        equip_and_resolve(g, "bears")

        assert one(g, "ability_activated").ability == "Equip {2}"
        assert attached(one(g, "attached")) == ("sword", "bears", None, "701.3a")
        assert g.permanent("sword").attached_to == g.permanent("bears").oid
        assert pt(g, "bears") == (4, 2)
        assert [o.handle for o in g.state.battlefield][-1] == "sword"

    @pytest.mark.parametrize("when", ["beginning of combat", "a spell on the stack",
                                      "Bob's turn"])
    def test_equip_only_as_a_sorcery(self, when: str) -> None:
        """602.5d / 702.6a: only in its controller's main phase with the stack empty —
        otherwise refused citing 602.5d, and the game is unchanged."""
        alice = {**BEARS_AND_SWORD, "hand": ["Test Jump"], "mana_pool": "GGGU"}
        if when == "beginning of combat":
            g = game(alice, step="beginning_of_combat")
        elif when == "Bob's turn":
            raw = board(player("Alice", library=library(5), **alice),
                        player("Bob", library=library(5)), active="Bob")
            raw["turn"]["priority"] = "Alice"
            g = Game(raw, cards=pool())
        else:
            g = game(alice)
            g.apply({"do": "cast", "player": "Alice", "card": "Test Jump", "targets": ["bears"]})
        before = snapshot(g)

        with pytest.raises(IllegalAction) as refused:
            equip(g, "bears")

        assert refused.value.rule == "602.5d"
        assert snapshot(g) == before

    @pytest.mark.parametrize("target", ["lion", "forest"])
    def test_equip_targets_only_a_creature_you_control(self, target: str) -> None:
        """702.6a: "target creature you control" — not Bob's Lion, not a land (602.2b)."""
        g = game({**BEARS_AND_SWORD, "battlefield": [*BEARS_AND_SWORD["battlefield"],
                                                     {"card": "Forest", "id": "forest"}]},
                 {"battlefield": [{"card": "Silvercoat Lion", "id": "lion"}]})
        before = snapshot(g)

        with pytest.raises(IllegalAction) as refused:
            equip(g, target)

        assert refused.value.rule == "602.2b"
        assert snapshot(g) == before

    def test_only_the_equipments_controller_may_equip_it(self) -> None:
        """301.5d / 602.2: only its controller activates an Equipment's abilities."""
        raw = board(player("Alice", library=library(5), **BEARS_AND_SWORD),
                    player("Bob", library=library(5), mana_pool="GG",
                           battlefield=[{"card": "Silvercoat Lion", "id": "lion"}]),
                    active="Bob")
        g = Game(raw, cards=pool())

        with pytest.raises(IllegalAction) as refused:
            equip(g, "lion", who="Bob")

        assert refused.value.rule == "602.2"

    def test_equipping_another_creature_moves_it(self) -> None:
        """701.3a / 301.5c: an Equipment equips one creature; equipped to the Lion, it leaves
        the Bears, whose bonus ends (611.3a)."""
        g = game({**BEARS_AND_SWORD, "battlefield": [*BEARS_AND_SWORD["battlefield"],
                                                     {"card": "Silvercoat Lion", "id": "lion"}]})
        equip_and_resolve(g, "bears")
        equip_and_resolve(g, "lion")

        moved = events(g, "attached")[-1]
        assert attached(moved) == ("sword", "lion", "bears", "701.3a")
        assert (pt(g, "bears"), pt(g, "lion")) == ((2, 2), (4, 2))

    def test_equipping_the_creature_it_already_equips_does_nothing(self) -> None:
        """701.3b: an effect that attaches it to the object it's attached to does nothing — no
        new timestamp either."""
        g = game(BEARS_AND_SWORD)
        equip_and_resolve(g, "bears")
        stamp = g.permanent("sword").timestamp
        equip_and_resolve(g, "bears")

        assert len(events(g, "attached")) == 1
        assert one(g, "effect_skipped").rule == "701.3b"
        assert g.permanent("sword").timestamp == stamp

    def test_the_equipment_stays_when_its_creature_leaves(self) -> None:
        """704.5n: the Bears die; the Sword, attached to nothing, becomes unattached as a
        state-based action and stays on the battlefield — ready to equip the Lion."""
        g = game({"battlefield": [{"card": "Test Sword", "id": "sword", "attached_to": "bears"},
                                  {"card": "Grizzly Bears", "id": "bears"},
                                  {"card": "Silvercoat Lion", "id": "lion"}],
                  "mana_pool": "GG"},
                 {"hand": ["Lightning Bolt"], "mana_pool": "R"})
        assert pt(g, "bears") == (4, 2)
        g.apply({"do": "pass"})
        cast(g, "Lightning Bolt", "bears", who="Bob")

        left = one(g, "unattached")
        assert attached(left) == ("sword", None, None, "704.5n")
        assert one(g, "zone_changed", target="bears").seq < left.seq
        assert g.permanent("sword").attached_to is None
        equip_and_resolve(g, "lion")
        assert pt(g, "lion") == (4, 2)

    def test_an_equipment_on_something_it_cant_equip_falls_off_as_the_game_starts(self) -> None:
        """301.5 / 704.5n: a file may attach the Sword to a land; it can equip only a creature,
        so it is unattached by the first state-based actions."""
        g = game({"battlefield": [{"card": "Forest", "id": "forest"},
                                  {"card": "Test Sword", "id": "sword",
                                   "attached_to": "forest"}]})

        assert attached(one(g, "unattached")) == ("sword", "forest", None, "704.5n")

    def test_an_equipment_can_give_flying(self) -> None:
        """613.1f / 702.9b: "Equipped creature gets +1/+1 and has flying" — Bob's Lion can't
        block the equipped Bears."""
        g = game({"battlefield": [{"card": "Test Cloak", "id": "cloak", "attached_to": "bears"},
                                  {"card": "Grizzly Bears", "id": "bears"}]},
                 {"battlefield": [{"card": "Silvercoat Lion", "id": "lion"}]})
        assert (pt(g, "bears"), g.keywords("bears")) == ((3, 3), ("Flying",))

        g.apply({"do": "pass_until", "turn": 1, "step": "declare_attackers"})
        g.apply({"do": "attack", "player": "Alice", "attackers": {"bears": "Bob"}})
        g.apply({"do": "pass_until", "turn": 1, "step": "end_of_combat"})
        assert events(g, "block_declared") == []
        assert one(g, "damage_dealt", source="Grizzly Bears").amount == 3

    def test_crown_of_gondor_costs_3_less_to_equip_while_you_are_the_monarch(self) -> None:
        """601.2f (602.2b): "Equip {4}. This ability costs {3} less to activate if you're the
        monarch." With one mana Alice equips only while she is the monarch; the Bears then get
        +1/+1 for each creature she controls, counted at every moment (611.3a)."""
        alice = {"battlefield": [{"card": "Crown of Gondor", "id": "crown"},
                                 {"card": "Grizzly Bears", "id": "bears"}, "Silvercoat Lion"],
                 "mana_pool": "W"}
        not_monarch = game(alice)
        before = snapshot(not_monarch)
        with pytest.raises(IllegalAction):
            equip(not_monarch, "bears", "crown")
        assert snapshot(not_monarch) == before

        g = game(alice, monarch="Alice")
        equip_and_resolve(g, "bears", "crown")
        assert g.mana_pool("Alice")["W"] == 0
        assert pt(g, "bears") == (4, 4)


class TestLegalActionsAndHistory:
    def test_the_legal_actions_list_equip_onto_each_creature_you_control(self) -> None:
        """legal_actions lists what apply accepts: the Sword onto the Bears or the Lion, not
        onto Bob's creature; nothing in the beginning of combat step (602.5d)."""
        alice = {**BEARS_AND_SWORD, "battlefield": [*BEARS_AND_SWORD["battlefield"],
                                                    {"card": "Silvercoat Lion", "id": "lion"}]}
        bob = {"battlefield": [{"card": "Hill Giant", "id": "giant"}]}
        g = game(alice, bob)
        equips = [a.targets for a in g.legal_actions()
                  if isinstance(a, Activate) and a.permanent == "sword"]
        assert equips == [("bears",), ("lion",)]

        later = game(alice, bob, step="beginning_of_combat")
        assert not [a for a in later.legal_actions() if isinstance(a, Activate)]

    def test_undo_and_fork(self) -> None:
        """Undoing the equip takes the attachment back; a fork keeps its own."""
        g = game(BEARS_AND_SWORD)
        equip_and_resolve(g, "bears")
        branch = g.fork()
        for _ in range(3):
            g.undo()

        assert g.permanent("sword").attached_to is None
        assert pt(g, "bears") == (2, 2)
        assert pt(branch, "bears") == (4, 2)

    def test_a_saved_game_keeps_the_equipment_attached(self) -> None:
        """The file says what the Sword is attached to, and the battlefield's order with its
        new timestamp (613.7e); after loading, the same Bolt leaves it behind the same way."""
        g = game(BEARS_AND_SWORD, {"battlefield": ["Silvercoat Lion"], "hand": ["Lightning Bolt"],
                                   "mana_pool": "R"})
        equip_and_resolve(g, "bears")

        saved, loaded = saved_and_loaded(g)

        sword = next(e for e in saved["players"][0]["battlefield"] if e["card"] == "Test Sword")
        assert sword["attached_to"] == "bears"
        assert pt(loaded, "bears") == (4, 2)
        after = go_on(g, loaded, [{"do": "pass"},
                                  {"do": "cast", "player": "Bob", "card": "Lightning Bolt",
                                   "targets": ["bears"]}, {"do": "pass"}, {"do": "pass"}])
        assert [e.rule for e in after if e.event == "unattached"] == ["704.5n"]


class TestOutlast:
    def test_outlast_only_as_a_sorcery(self) -> None:
        """702.107a: "Outlast {W}" is "{W}, {T}: Put a +1/+1 counter on this creature. Activate
        only as a sorcery." — refused in the beginning of combat step (602.5d)."""
        g = game({"battlefield": [{"card": "Abzan Falconer", "id": "falconer"}],
                  "mana_pool": "W"}, step="beginning_of_combat")

        with pytest.raises(IllegalAction) as refused:
            g.apply({"do": "activate", "player": "Alice", "permanent": "falconer"})

        assert refused.value.rule == "602.5d"

    def test_outlast_taps_the_creature_so_a_new_one_cant(self) -> None:
        """302.6: its cost has {T}, so a creature that came under Alice's control this turn
        can't pay it."""
        g = game({"battlefield": [{"card": "Abzan Falconer", "id": "falconer", "sick": True}],
                  "mana_pool": "W"})

        with pytest.raises(IllegalAction) as refused:
            g.apply({"do": "activate", "player": "Alice", "permanent": "falconer"})

        assert refused.value.rule == "302.6"
