"""Cards that produce, multiply and restrict mana (106, 605), count counters and X (107.3),
and the {T} / {Q} symbols (107.5, 107.6). Each card is a few lines of vocabulary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import Cost, ManaProduction, SpellAbility, Target
from .model import CardPool
from .vocabulary import (
    TargetSpec,
    activated_ability,
    add_additional,
    add_mana,
    add_one_of_produced,
    at_beginning_of,
    counter_spells_with_mv_equal_to,
    creatures_you_control,
    damage_to_you,
    doubles_counters_on_yours,
    doubles_your_tokens,
    draw_cards,
    is_tapped,
    lands_produce_instead,
    mana_ability,
    multiply_tapped_mana,
    one_more_plus_counter,
    put_counter_on_self,
    sacrifice_this_unless_you_sacrifice,
    tap_for,
    tap_for_any_color,
    tap_for_each,
    tap_for_reflected,
    tokens_per_counter,
    when_dies,
    when_tapped_for_mana,
    when_you_cast,
    you_may_pay_to_untap,
)

if TYPE_CHECKING:
    from ..kernel import Kernel

def _land(game: Kernel, chooser: str, t: Target, subtype: str | None = None) -> bool:
    obj = game.state.find(t) if isinstance(t, int) else None
    return obj is not None and obj.is_type("Land") and (
        subtype is None or subtype in obj.card.subtypes)


ENCHANT_LAND = TargetSpec("a land", _land)
ENCHANT_FOREST = TargetSpec("a Forest", lambda game, chooser, t: _land(game, chooser, t,
                                                                        "Forest"))


def declare(pool: CardPool) -> None:
    # Mana sources
    pool.declare("Llanowar Elves", activated=[tap_for("G")])
    pool.declare("Birds of Paradise", activated=[tap_for_any_color()])
    pool.declare("Sol Ring", activated=[tap_for("CC")])
    pool.declare("Gilded Lotus", activated=[tap_for_any_color(3)])
    pool.declare("Gaea's Cradle",
                 activated=[tap_for_each("G", creatures_you_control, "creature you control")])
    pool.declare("Eldrazi Temple", activated=[
        tap_for("C"),
        mana_ability(Cost(tap=True), ManaProduction(fixed="CC", restriction="colorless_eldrazi"),
                     "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or "
                     "activate abilities of colorless Eldrazi."),
    ])
    pool.declare("Pili-Pala", activated=[
        mana_ability(Cost(mana="{2}", untap=True), ManaProduction(choose_from="WUBRG"))])
    pool.declare("Mana Vault",
                 doesnt_untap=True,
                 triggered=[
                     at_beginning_of("upkeep", "At the beginning of your upkeep, you may pay "
                                     "{4}. If you do, untap this artifact.",
                                     you_may_pay_to_untap("{4}")),
                     at_beginning_of("draw", "At the beginning of your draw step, if this "
                                     "artifact is tapped, it deals 1 damage to you.",
                                     damage_to_you(1), condition=is_tapped),
                 ],
                 activated=[tap_for("CCC")])

    # Could produce (106.7)
    pool.declare("Reflecting Pool", activated=[tap_for_reflected("lands_you_control")])
    pool.declare("Exotic Orchard", activated=[tap_for_reflected("opponents_lands")])
    pool.declare("Fellwar Stone", activated=[tap_for_reflected("opponents_lands")])

    # Rituals are spells, not mana abilities (605.5b)
    pool.declare("Dark Ritual", spell=SpellAbility("Add {B}{B}{B}.", add_mana("BBB")))
    pool.declare("Pyretic Ritual", spell=SpellAbility("Add {R}{R}{R}.", add_mana("RRR")))

    pool.declare("Food Chain", activated=[mana_ability(
        Cost(exile_creature=True),
        ManaProduction(choose_from="WUBRG", restriction="creature_spells"),
        "Exile a creature you control: Add X mana of any one color, where X is 1 plus the "
        "exiled creature's mana value. Spend this mana only to cast creature spells.")])

    # "Tapped for mana": replacement effects (106.12b) and triggered mana abilities (106.12a)
    pool.declare("Mana Reflection", replacements=[multiply_tapped_mana(
        2, "If you tap a permanent for mana, it produces twice as much of that mana instead.")])
    pool.declare("Nyxbloom Ancient", replacements=[multiply_tapped_mana(
        3, "If you tap a permanent for mana, it produces three times as much of that mana "
           "instead.")])
    pool.declare("Contamination",
                 triggered=[at_beginning_of("upkeep", "At the beginning of your upkeep, "
                                            "sacrifice this enchantment unless you sacrifice a "
                                            "creature.",
                                            sacrifice_this_unless_you_sacrifice("Creature"))],
                 replacements=[lands_produce_instead(
                     "B", "If a land is tapped for mana, it produces {B} instead of any other "
                          "type and amount.")])
    flare = ("Whenever a player taps a land for mana, that player adds one mana of any type "
             "that land produced.")
    pool.declare("Mana Flare", triggered=[
        when_tapped_for_mana("any_land", flare, add_one_of_produced())])
    pool.declare("Heartbeat of Spring", triggered=[
        when_tapped_for_mana("any_land", flare, add_one_of_produced())])
    pool.declare("Zendikar Resurgent", triggered=[
        when_tapped_for_mana("your_land", "Whenever you tap a land for mana, add one mana of any "
                             "type that land produced.", add_one_of_produced()),
        when_you_cast("Creature", "Whenever you cast a creature spell, draw a card.",
                      draw_cards(1)),
    ])
    pool.declare("Wild Growth", enchant=ENCHANT_LAND, triggered=[when_tapped_for_mana(
        "enchanted", "Whenever enchanted land is tapped for mana, its controller adds an "
                     "additional {G}.", add_additional("G"))])
    pool.declare("Utopia Sprawl", enchant=ENCHANT_FOREST, as_enters_choose="color",
                 triggered=[when_tapped_for_mana(
                     "enchanted", "Whenever enchanted Forest is tapped for mana, its controller "
                                  "adds an additional one mana of the chosen color.",
                     add_additional("chosen"))])

    # X in enter abilities (107.3m) and counters (122.6)
    pool.declare("Endless One", enters_with={"+1/+1": "X"})
    pool.declare("Hangarback Walker", enters_with={"+1/+1": "X"},
                 triggered=[when_dies("When this creature dies, create a 1/1 colorless Thopter "
                                      "artifact creature token with flying for each +1/+1 "
                                      "counter on this creature.",
                                      tokens_per_counter("Thopter"))],
                 activated=[activated_ability(Cost(mana="{1}", tap=True),
                                              "{1}, {T}: Put a +1/+1 counter on this creature.",
                                              put_counter_on_self())])
    pool.declare("Chalice of the Void", enters_with={"charge": "X"},
                 triggered=[counter_spells_with_mv_equal_to(
                     "charge", "Whenever a player casts a spell with mana value equal to the "
                               "number of charge counters on this artifact, counter that "
                               "spell.")])
    pool.declare("Doubling Season", replacements=[
        doubles_your_tokens("If an effect would create one or more tokens under your control, "
                            "it creates twice that many of those tokens instead."),
        doubles_counters_on_yours("If an effect would put one or more counters on a permanent "
                                  "you control, it puts twice that many of those counters on "
                                  "that permanent instead."),
    ])
    pool.declare("Hardened Scales", replacements=[one_more_plus_counter(
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on it instead.")])
