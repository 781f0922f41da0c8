"""Card objects in Scryfall's format, written to small files by the tests (never fetched)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any


def card(name: str, oracle_text: str = "", *, type_line: str = "Creature — Elf",
         mana_cost: str = "{G}", power: str | None = "1", toughness: str | None = "1",
         keywords: tuple[str, ...] = (), oracle_id: str | None = None, layout: str = "normal",
         **extra: Any) -> dict[str, Any]:
    """A card object as Scryfall writes it: the fields the explorer reads, and some it doesn't
    (ids, prices, image links, legalities), as a bulk file has them."""
    obj: dict[str, Any] = {
        "object": "card", "id": str(uuid.uuid5(uuid.NAMESPACE_URL, name + str(extra))),
        "oracle_id": oracle_id or str(uuid.uuid5(uuid.NAMESPACE_DNS, name)), "name": name,
        "lang": "en", "released_at": "2020-01-01", "layout": layout,
        "image_uris": {"small": f"https://cards.example/{name}.jpg"},
        "mana_cost": mana_cost, "cmc": float(mana_cost.count("{")), "type_line": type_line,
        "oracle_text": oracle_text, "colors": ["G"] if "G" in mana_cost else [],
        "keywords": list(keywords), "legalities": {"standard": "not_legal"},
        "set": "tst", "rarity": "common", "prices": {"usd": "0.10"},
    }
    if power is not None:
        obj["power"], obj["toughness"] = power, toughness
    obj.update(extra)
    return obj


def token(name: str, type_line: str, power: str = "1", toughness: str = "1",
          oracle_text: str = "", colors: tuple[str, ...] = ("R",), **extra: Any
          ) -> dict[str, Any]:
    return card(name, oracle_text, type_line=type_line, mana_cost="", power=power,
                toughness=toughness, layout="token", colors=list(colors), **extra)


ELF = card("Test Elf", "{T}: Add {G}.", type_line="Creature — Elf Druid")
SCRY = card("Scrying Sprite", "When this creature enters, venture into the dungeon.",
            type_line="Creature — Faerie", mana_cost="{U}")
FLIER = card("Test Hawk", "Flying", type_line="Creature — Bird", mana_cost="{1}{W}",
             keywords=("Flying",))
DOUBLE = card("Front Face // Back Face", "", layout="transform", power=None, mana_cost="",
              card_faces=[{"object": "card_face", "name": "Front Face", "mana_cost": "{G}",
                           "type_line": "Creature — Human", "oracle_text": "",
                           "power": "1", "toughness": "1"},
                          {"object": "card_face", "name": "Back Face", "mana_cost": "",
                           "type_line": "Creature — Werewolf", "oracle_text": "",
                           "power": "3", "toughness": "3"}])


def write_cards(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def padded_printings(n: int, distinct: int, padding: int) -> list[dict[str, Any]]:
    """``n`` printings of ``distinct`` cards, each carrying ``padding`` characters of a field
    the explorer doesn't read (flavor text, say): what most of a bulk file is."""
    out = []
    for k in range(n):
        c = card(f"Padded Bear {k % distinct}", "", type_line="Creature — Bear",
                 mana_cost="{1}{G}", power="2", toughness="2", id=f"printing-{k}")
        c["flavor_text"] = "x" * padding
        out.append(c)
    return out
