"""Thousands of seeded random games: the long version of the random-play tests (not in make test).

Every board in data/boards/ and the hand-built mana boards of tests/random_play.py are played by
the seeded random player. At every priority decision each listed action is applied and undone
(apply must accept it; undo must give back the exact state and log); at random points the game
is saved, loaded and both are continued with the same actions (the same events and final state).

    .venv/bin/python tools/random_games.py --games 2000 --steps 120

Exit code 0 when nothing was found, 1 otherwise (the findings are printed).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from random_play import (  # noqa: E402  (the helper lives with the tests)
    Findings,
    RandomPlayer,
    all_boards,
    continue_from_a_save,
    try_every_listed_action,
)

from explorer.errors import IllegalAction  # noqa: E402
from explorer.game import Game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games in all (default 2000)")
    parser.add_argument("--steps", type=int, default=120, help="actions per game (default 120)")
    parser.add_argument("--save-every", type=int, default=15,
                        help="on average one save and continue every N actions (default 15)")
    parser.add_argument("--continue-for", type=int, default=40,
                        help="actions played after each save (default 40)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)

    boards = all_boards()
    findings = Findings()
    start = time.perf_counter()
    actions = 0
    for g in range(args.games):
        name, raw = boards[g % len(boards)]
        seed = args.seed + g // len(boards)
        game = Game(raw, seed=seed)
        player = RandomPlayer(seed)
        chance = random.Random(f"saves/{seed}/{name}")
        k = 0
        while k < args.steps and game.pending is not None:
            where = f"{name} seed {seed} action {k}"
            try_every_listed_action(game, findings, where)
            try:
                if chance.random() < 1 / args.save_every:
                    before = len(game.history)
                    continue_from_a_save(game, player, args.continue_for, findings, where)
                    k += len(game.history) - before
                    if game.pending is None:
                        break
                player.step(game)
            except IllegalAction as e:  # a listed action refused (counted above): next game
                findings.refused.append(f"{where}: the random player's choice: {e}")
                break
            k += 1
        actions += k
        if (g + 1) % 100 == 0:
            print(f"{g + 1} games, {actions} actions, {findings.listed} listed actions tried, "
                  f"{findings.saves} saves, {len(findings.problems())} problems, "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
    print(f"\n{args.games} games on {len(boards)} boards, {actions} actions, "
          f"{findings.listed} listed actions tried, {findings.saves} saves and continuations, "
          f"{time.perf_counter() - start:.0f} s")
    print("saving refused:", dict(findings.save_refused.most_common()))
    for title, found in (("listed but refused by apply", findings.refused),
                         ("listed twice", findings.duplicates),
                         ("undo not exact", findings.undo),
                         ("load -> save gave another file", findings.resave),
                         ("a loaded game went on differently", findings.continued)):
        print(f"{title}: {len(found)}")
        for line in found[:5]:
            print("   ", line[:2000])
    return 1 if findings.problems() else 0


if __name__ == "__main__":
    sys.exit(main())
