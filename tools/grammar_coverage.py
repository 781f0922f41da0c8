"""How much of a card file the Oracle grammar reads: ``python tools/grammar_coverage.py FILE…``.

Prints, per file, how many cards compile, and the sentences that stop the others, most common
first (with a few of the cards each stops). Cards are JSON objects in Scryfall's field names; a
``family`` field, if present, gives a line per family too. This measures the grammar; it is not
a test (the tests are in tests/).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from pathlib import Path

from explorer.oracle import compile_card


def report(path: Path, show: int) -> None:
    cards = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(cards, dict):
        cards = cards.get("data", [cards])
    by_family: dict[str, list[bool]] = defaultdict(list)
    stops: Counter[str] = Counter()
    who: dict[str, list[str]] = defaultdict(list)
    for facts in cards:
        result = compile_card(facts)
        ok = result.card is not None
        by_family[str(facts.get("family", "all"))].append(ok)
        if not ok:
            key = f"{result.refused!r}" + (f" ({result.why})" if result.why else "")
            stops[key] += 1
            who[key].append(str(facts.get("name")))
    total = sum(len(v) for v in by_family.values())
    good = sum(sum(v) for v in by_family.values())
    print(f"{path}: {good}/{total} compile ({100 * good / max(total, 1):.1f} %)")
    for family, results in sorted(by_family.items()):
        print(f"  {family:28} {sum(results):4}/{len(results):<4} "
              f"({100 * sum(results) / len(results):.1f} %)")
    for key, n in stops.most_common(show):
        print(f"  {n:3} × {key[:150]}   e.g. {', '.join(who[key][:3])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--show", type=int, default=40, help="refusals to list per file")
    args = parser.parse_args()
    for path in args.files:
        report(path, args.show)


if __name__ == "__main__":
    main()
