"""The monarch (724) and the cards around it: Protector of the Crown, Court of Garenbrig,
Custodi Lich and their neighbours. Each card is a few lines of vocabulary.
"""

from __future__ import annotations

from ..abilities import Cost, Distribution
from .model import CardPool
from .vocabulary import (
    TARGET_CREATURE,
    TARGET_OPPONENTS_CREATURE,
    TARGET_PLAYER,
    activated_ability,
    add_one_of_any_color,
    an_opponent_is_monarch,
    at_beginning_of,
    become_monarch,
    create_token,
    dethrone,
    distribute_counters,
    exile_until_an_opponent_becomes_monarch,
    in_order,
    put_counter_on_target,
    redirect_damage_to_you_here,
    tap_for,
    target_player_sacrifices_a_creature,
    then_if_monarch_double_counters,
    when_enters,
    when_tapped_for_mana,
    when_you_become_monarch,
    you_are_monarch,
)

ETB_MONARCH = "When this creature enters, you become the monarch."


def declare(pool: CardPool) -> None:
    pool.declare("Protector of the Crown", triggered=[when_enters(ETB_MONARCH, become_monarch())],
                 replacements=[redirect_damage_to_you_here(
                     "All damage that would be dealt to you is dealt to this creature instead.")])

    pool.declare("Court of Garenbrig", triggered=[
        when_enters("When this enchantment enters, you become the monarch.", become_monarch()),
        at_beginning_of("upkeep", "At the beginning of your upkeep, distribute two +1/+1 "
                                  "counters among up to two target creatures. Then if you're "
                                  "the monarch, double the number of +1/+1 counters on each "
                                  "creature you control.",
                        in_order(distribute_counters(), then_if_monarch_double_counters()),
                        distribute=Distribution(2, 2, TARGET_CREATURE)),
    ])

    pool.declare("Custodi Lich", triggered=[
        when_enters(ETB_MONARCH, become_monarch()),
        when_you_become_monarch("Whenever you become the monarch, target player sacrifices a "
                                "creature of their choice.",
                                target_player_sacrifices_a_creature(), TARGET_PLAYER),
    ])
    pool.declare("Throne of the High City", activated=[
        tap_for("C"),
        activated_ability(Cost(mana="{4}", tap=True, sacrifice_self=True),
                          "{4}, {T}, Sacrifice this land: You become the monarch.",
                          become_monarch()),
    ])
    pool.declare("Palace Jailer", triggered=[
        when_enters(ETB_MONARCH, become_monarch()),
        when_enters("When this creature enters, exile target creature an opponent controls "
                    "until an opponent becomes the monarch.",
                    exile_until_an_opponent_becomes_monarch(), TARGET_OPPONENTS_CREATURE),
    ])
    pool.declare("Queen Marchesa", triggered=[
        when_enters("When Queen Marchesa enters, you become the monarch.", become_monarch()),
        at_beginning_of("upkeep", "At the beginning of your upkeep, if an opponent is the "
                                  "monarch, create a 1/1 black Assassin creature token with "
                                  "deathtouch and haste.",
                        create_token("Assassin"), condition=an_opponent_is_monarch),
    ])
    pool.declare("Regal Behemoth", triggered=[
        when_enters(ETB_MONARCH, become_monarch()),
        when_tapped_for_mana("your_land", "Whenever you tap a land for mana while you're the "
                                          "monarch, add an additional one mana of any color.",
                             add_one_of_any_color(), condition=you_are_monarch),
    ])
    pool.declare("Skyline Despot", triggered=[
        when_enters(ETB_MONARCH, become_monarch()),
        at_beginning_of("upkeep", "At the beginning of your upkeep, if you're the monarch, "
                                  "create a 5/5 red Dragon creature token with flying.",
                        create_token("Dragon"), condition=you_are_monarch),
    ])
    pool.declare("Thorn of the Black Rose", triggered=[when_enters(ETB_MONARCH,
                                                                   become_monarch())])
    pool.declare("Bond Beetle", triggered=[when_enters(
        "When this creature enters, put a +1/+1 counter on target creature.",
        put_counter_on_target(), TARGET_CREATURE)])
    pool.declare("Marchesa's Emissary", triggered=[dethrone()])
