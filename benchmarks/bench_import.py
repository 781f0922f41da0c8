"""Importing a Scryfall bulk file: how fast, and how much memory, next to the file's size.

Not a test: it prints numbers. Run with ``make bench`` (or ``.venv/bin/python
benchmarks/bench_import.py [N]``). It writes N (default 50,000) synthetic card objects in
Scryfall's format to a temporary file — basic-like lands with a mana ability, vanilla creatures
with keywords, cards with text the explorer can't read yet, double-faced cards, reprints of
earlier cards (``default-cards`` style), a few tokens and art cards, each with the fields a real
bulk file carries and the explorer drops (prices, image links, legalities, flavor text) — then
imports it twice:

1. with the command line, ``python -m explorer cards import FILE --json --progress``, in a
   child process: seconds, cards per second, the child's peak resident memory (``ru_maxrss``)
   before and after the import, and the last line of the progress bar it drew on stderr;
2. in this process under ``tracemalloc``: the peak of Python's allocations while streaming.

Reading the file whole (``json.load``) would need more than the file's size for the text and
again as much for the parsed objects; the numbers are printed next to 2 × the file size.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from explorer.cards import load_scryfall

COUNT = 50_000
KEYWORDS = ["Flying", "Haste", "Vigilance", "Reach", "Trample", "Deathtouch", "Hexproof"]
UNKNOWN = ["When this creature enters, scry 2.", "Lifelink", "Ward {2}",
           "Whenever this creature attacks, it gets +1/+0 until end of turn.",
           "{2}{U}: Return this creature to its owner's hand."]
LANDS = [("Forest", "G"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"), ("Plains", "W")]
FORMATS = ["standard", "future", "historic", "timeless", "gladiator", "pioneer", "explorer",
           "modern", "legacy", "pauper", "vintage", "penny", "commander", "oathbreaker",
           "standardbrawl", "brawl", "alchemy", "paupercommander", "duel", "oldschool",
           "premodern", "predh"]


def _printing(k: int, oracle: dict[str, Any]) -> dict[str, Any]:
    """One printing: the card's Oracle fields and what a bulk file carries besides."""
    ident = f"{k:08x}-0000-4000-8000-{k:012x}"
    return {
        "object": "card", "id": ident, "oracle_id": oracle["oracle_id"],
        "multiverse_ids": [k], "tcgplayer_id": k, "cardmarket_id": k, "lang": "en",
        "released_at": "2024-01-01", "uri": f"https://api.example/cards/{ident}",
        "scryfall_uri": f"https://scryfall.example/card/syn/{k}", "highres_image": True,
        "image_status": "highres_scan",
        "image_uris": {size: f"https://cards.example/{size}/front/{ident}.jpg?1700000000"
                       for size in ("small", "normal", "large", "png", "art_crop",
                                    "border_crop")},
        **{key: v for key, v in oracle.items() if key != "oracle_id"},
        "legalities": {f: ("legal" if (k + len(f)) % 3 else "not_legal") for f in FORMATS},
        "games": ["paper", "mtgo"], "reserved": False, "foil": True, "nonfoil": True,
        "finishes": ["nonfoil", "foil"], "oversized": False, "promo": False, "reprint": False,
        "variation": False, "set_id": "0000", "set": "syn", "set_name": "Synthetic Set",
        "set_type": "expansion", "collector_number": str(k), "digital": False,
        "rarity": "common", "flavor_text": "A card made up to measure the importer. " * 2,
        "artist": "Nobody In Particular", "artist_ids": ["0"], "illustration_id": ident,
        "border_color": "black", "frame": "2015", "full_art": False, "textless": False,
        "booster": True, "story_spotlight": False, "edhrec_rank": k,
        "prices": {"usd": "0.10", "usd_foil": "0.25", "eur": "0.08", "tix": "0.01"},
        "related_uris": {"gatherer": f"https://gatherer.example/{k}",
                         "edhrec": f"https://edhrec.example/{k}"},
        "purchase_uris": {"tcgplayer": f"https://tcg.example/{k}",
                          "cardmarket": f"https://cm.example/{k}"},
    }


def _oracle(k: int) -> dict[str, Any]:
    """The Oracle fields of the k-th distinct card: a mix of shapes."""
    shape = k % 20
    oracle_id = f"oracle-{k}"
    if shape < 4:
        land, mana = LANDS[k % 5]
        return {"oracle_id": oracle_id, "name": f"Synthetic {land} {k}", "layout": "normal",
                "mana_cost": "", "cmc": 0, "type_line": f"Land — {land}",
                "oracle_text": f"{{T}}: Add {{{mana}}}.", "colors": [], "keywords": []}
    if shape < 11:
        words = [KEYWORDS[(k + i) % len(KEYWORDS)] for i in range(1 + k % 2)]
        return {"oracle_id": oracle_id, "name": f"Synthetic Beast {k}", "layout": "normal",
                "mana_cost": "{2}{G}", "cmc": 3, "type_line": "Creature — Beast",
                "oracle_text": ", ".join(words).capitalize(), "power": "3", "toughness": "3",
                "colors": ["G"], "keywords": words}
    if shape < 17:
        return {"oracle_id": oracle_id, "name": f"Synthetic Mystery {k}", "layout": "normal",
                "mana_cost": "{1}{U}", "cmc": 2, "type_line": "Creature — Wizard",
                "oracle_text": UNKNOWN[k % len(UNKNOWN)], "power": "2", "toughness": "1",
                "colors": ["U"], "keywords": ["Lifelink"] if "Lifelink" in UNKNOWN[k % 5]
                else []}
    if shape < 19:
        return {"oracle_id": oracle_id, "name": f"Synthetic Day {k} // Synthetic Night {k}",
                "layout": "transform", "cmc": 2, "type_line": "Creature — Human // Creature",
                "colors": ["G"], "keywords": [],
                "card_faces": [{"object": "card_face", "name": f"Synthetic Day {k}",
                                "mana_cost": "{1}{G}", "type_line": "Creature — Human",
                                "oracle_text": "", "power": "2", "toughness": "2"},
                               {"object": "card_face", "name": f"Synthetic Night {k}",
                                "mana_cost": "", "type_line": "Creature — Werewolf",
                                "oracle_text": "Trample", "power": "4", "toughness": "4"}]}
    if k % 40 == 19:
        return {"oracle_id": oracle_id, "name": f"Synthetic Art {k}", "layout": "art_series",
                "type_line": "Card // Card", "colors": [], "keywords": []}
    return {"oracle_id": oracle_id, "name": f"Spirit{k}", "layout": "token", "mana_cost": "",
            "cmc": 0, "type_line": f"Token Creature — Spirit{k}", "oracle_text": "Flying",
            "power": "1", "toughness": "1", "colors": ["W"], "keywords": ["Flying"]}


def write_bulk(path: Path, count: int) -> None:
    """``count`` objects, one per line as Scryfall writes them; every seventh object reprints
    an earlier card."""
    distinct = 0
    with path.open("w", encoding="utf-8") as f:
        f.write("[\n")
        for k in range(count):
            if k % 7 == 6:
                oracle = _oracle((k * 7919) % max(distinct, 1))
            else:
                oracle = _oracle(distinct)
                distinct += 1
            f.write(json.dumps(_printing(k, oracle), ensure_ascii=False))
            f.write(",\n" if k < count - 1 else "\n")
        f.write("]\n")


CHILD = """
import resource, sys, time
from explorer.__main__ import main
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
code = main(["cards", "import", sys.argv[1], "--json", "--progress"])
seconds = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"\\nMEASURED {code} {seconds} {before} {after}", file=sys.stderr)
"""


def mb(n: float) -> str:
    return f"{n / 2**20:,.1f} MB"


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else COUNT
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "default-cards.json"
        start = time.perf_counter()
        write_bulk(path, count)
        size = path.stat().st_size
        print(f"import: {count:,} synthetic card objects, {mb(size)} file "
              f"(written in {time.perf_counter() - start:.1f} s)")

        env = {**os.environ, "COLUMNS": "100"}
        done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True,
                              text=True, env=env, check=False)
        measured = re.search(r"MEASURED (\d+) (\S+) (\d+) (\d+)", done.stderr)
        if done.returncode or measured is None or measured[1] != "0":
            raise SystemExit(f"the import failed:\n{done.stderr[-2000:]}")
        seconds = float(measured[2])
        before, after = int(measured[3]) * 1024, int(measured[4]) * 1024  # Linux: kB
        result = json.loads(done.stdout)
        bar = [s for s in re.split(r"[\r\n]", done.stderr) if "100%" in s]
        print(f"import: CLI `cards import --json --progress`: {seconds:.1f} s, "
              f"{count / seconds:,.0f} card objects/s, {len(result['compiled']):,} compiled, "
              f"{len(result['refused']):,} refused")
        print(f"import: peak resident memory {mb(after)} (after the imports it needs: "
              f"{mb(before)}; the import added {mb(after - before)}) — the file is {mb(size)}, "
              f"2 × the file {mb(2 * size)}")
        print(f"import: progress bar on stderr: {bar[-1].strip() if bar else '(none drawn)'}")

        tracemalloc.start()
        start = time.perf_counter()
        pool = load_scryfall(path, shipped=False)
        traced = time.perf_counter() - start
        held, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert pool.report is not None
        print(f"import: tracemalloc peak while streaming {mb(peak)} = "
              f"{peak / size:.0%} of the file, of which the pool it made holds {mb(held)} "
              f"({len(pool.defs) + len(pool.report.refused):,} cards, kept) and reading "
              f"{mb(peak - held)} ({traced:.1f} s with tracing; "
              f"{pool.report.printings:,} reprints read once, "
              f"{sum(pool.report.skipped.values()):,} objects skipped)")


if __name__ == "__main__":
    main()
