"""One card from Scryfall's public API, by its exact name, kept on disk.

``fetch_card("Llanowar Elves")`` asks ``https://api.scryfall.com/cards/named?exact=…`` once,
with the User-Agent and Accept headers Scryfall asks API clients to send, and keeps the answer in
the cache folder (``~/.cache/rules-explorer/scryfall/``, or under ``$XDG_CACHE_HOME``): later calls
— on this machine, offline too — read the file. Offline, it raises :class:`FetchError` naming the
card and saying that Scryfall can't be reached. The card object it returns goes into a pool with
``scryfall_pool([card])``; the cached file is itself a Scryfall file for ``load_scryfall``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from ..errors import shown

API = "https://api.scryfall.com"
USER_AGENT = "RulesExplorer/0.1 (a Magic rules explorer; one card at a time, cached)"
TIMEOUT = 15.0  # seconds
MAX_ANSWER = 4 << 20  # a card object is a few kB


class FetchError(Exception):
    """A card that couldn't be fetched: one line naming the card and why."""


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rules-explorer" / "scryfall"


def cache_path(name: str, cache_dir: str | Path | None = None) -> Path:
    """Where the card of this name is kept: its name made safe for a file name, plus a hash of
    the name, since Scryfall's exact match ignores case ("llanowar elves" is the same card)."""
    key = " ".join(name.split()).casefold()
    slug = re.sub(r"[^a-z0-9]+", "-", key).strip("-")[:60] or "card"
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return Path(cache_dir if cache_dir is not None else default_cache_dir()) / \
        f"{slug}-{digest}.json"


def fetch_card(name: str, cache_dir: str | Path | None = None, *, api: str | None = None,
               timeout: float = TIMEOUT) -> dict[str, Any]:
    """The Scryfall card object of the card with exactly this name (case aside), from the cache
    if it is there, else from the API (then cached). Raises FetchError: offline or the API
    unreachable, no card of that name, or an answer that isn't a card."""
    if not isinstance(name, str) or not name.strip():
        raise FetchError(f"a card name is needed, not {shown(name)}")
    path = cache_path(name, cache_dir)
    cached = _read_cache(path)
    if cached is not None:
        return cached
    # Here, not at the top: urllib.request brings http.client, email and ssl, which
    # ``import explorer`` need not load.
    import urllib.error
    import urllib.parse
    import urllib.request

    base = (api if api is not None else API).rstrip("/")
    url = f"{base}/cards/named?" + urllib.parse.urlencode({"exact": " ".join(name.split())})
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT,
                                                   "Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            data = answer.read(MAX_ANSWER + 1)
    except urllib.error.HTTPError as e:
        if e.code == 404:
            raise FetchError(f"Scryfall has no card named exactly {shown(name)}") from None
        raise FetchError(f"can't fetch {shown(name)}: Scryfall answered {e.code} "
                         f"{e.reason}") from None
    except (urllib.error.URLError, OSError) as e:
        reason = getattr(e, "reason", e)
        host = urllib.parse.urlsplit(base).hostname or base
        raise FetchError(f"can't fetch {shown(name)} from Scryfall: this machine is offline "
                         f"or {host} is unreachable: {str(reason)[:80]}") from None
    card = _card(data)
    if card is None:
        raise FetchError(f"can't fetch {shown(name)}: Scryfall's answer is not a card object")
    _write_cache(path, data)
    return card


def _card(data: bytes) -> dict[str, Any] | None:
    if len(data) > MAX_ANSWER:
        return None
    try:
        card = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(card, dict) or card.get("object", "card") != "card" \
            or not isinstance(card.get("name"), str):
        return None
    return card


def _read_cache(path: Path) -> dict[str, Any] | None:
    """The cached card, or None; a damaged cache file counts as none (it is fetched again)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return _card(data)


def _write_cache(path: Path, data: bytes) -> None:
    """Write the answer whole or not at all (another process may read the cache meanwhile); a
    cache that can't be written only means asking Scryfall again next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f".{path.name}.{os.getpid()}.part")
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        pass
