"""Serving the explorer in a browser: the settings `make app` (Voila) and `make lab`
(JupyterLab) start their server with, and that the browser tests start theirs with.

``python -m explorer.serving voila|lab [ARGS...]`` runs ``voila`` or ``jupyter lab`` with them,
then ARGS.

- **Offline.** Voila's page template asks a CDN for Font Awesome's stylesheets. The app is
  served with the explorer's own template, ``rules-explorer`` (in the Jupyter data directory
  ``explorer/jupyter``, put first on ``JUPYTER_PATH``): Voila's page without those two links.

- **No Nagle delay on the kernel's websocket.** Each widget update is a small websocket message.
  With Nagle's algorithm on (Jupyter's default), a message written while the previous one is not
  yet acknowledged waits for that acknowledgement, which the browser may delay by up to 40 ms:
  a step clicked soon after the last one showed its new board ~40 ms late. The connection below
  sets TCP_NODELAY on the websocket as it opens.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

CONNECTION = "explorer.serving.NoDelayConnection"
JUPYTER_DATA = Path(__file__).resolve().parent / "jupyter"  # voila/templates/rules-explorer
TEMPLATE = "rules-explorer"


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """The kernel websocket connection of Jupyter Server, sending each message at once."""

    def connect(self) -> Any:  # what the connection's connect returns (a future, or None)
        self.websocket_handler.set_nodelay(True)
        return super().connect()


def voila_args() -> list[str]:
    """Voila's settings for the explorer app (with ``server_env``, for its template)."""
    return [f"--Voila.kernel_websocket_connection_class={CONNECTION}",
            f"--VoilaConfiguration.template={TEMPLATE}"]


def server_env(env: Mapping[str, str]) -> dict[str, str]:
    """The environment to start a server in: the explorer's Jupyter data directory first on
    ``JUPYTER_PATH``, so Voila finds the app's template."""
    paths = [str(JUPYTER_DATA), *filter(None, env.get("JUPYTER_PATH", "").split(os.pathsep))]
    return {**env, "JUPYTER_PATH": os.pathsep.join(paths)}


def lab_args() -> list[str]:
    """JupyterLab's settings for the explorer's notebooks."""
    return [f"--ServerApp.kernel_websocket_connection_class={CONNECTION}"]


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in ("voila", "lab"):
        sys.exit("usage: python -m explorer.serving voila|lab [ARGS...]")
    server, rest = argv[0], argv[1:]
    if server == "voila":
        command = [sys.executable, "-m", "voila", *voila_args(), *rest]
    else:
        command = [sys.executable, "-m", "jupyterlab", *lab_args(), *rest]
    os.execve(sys.executable, command, server_env(os.environ))


if __name__ == "__main__":
    main(sys.argv[1:])
