"""Shared fixtures for the browser tests (JupyterLab and Voila driven by Playwright).

Every fixture here is session scoped and lazy: a server starts only when a test asks for it, so
the unit tests never start one. The servers run on free ports with a private Jupyter config and
serve a temporary copy of notebooks/, never notebooks/ itself (Lab marks notebooks dirty and may
autosave them).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer import serving
from explorer.events import Event, EventLog
from explorer.glossary import GLOSSARY

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "artifacts"
APP = "app.ipynb"  # what `make app` serves with Voila

CHROMIUM = "/usr/bin/chromium"  # Debian's package (`make chromium`); never `playwright install`
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SERVER_TIMEOUT = 60.0


@pytest.fixture(autouse=True)
def every_rule_shown_has_a_summary(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Whatever a test plays, each rule its events cite has a glossary entry of its own
    (tests/test_glossary.py checks the source and the shipped boards; this, every game the
    tests play)."""
    seen: set[str | None] = set()
    append = EventLog.append

    def recording(log: EventLog, event: Event) -> None:
        seen.add(event.rule)
        append(log, event)

    monkeypatch.setattr(EventLog, "append", recording)
    yield
    missing = sorted(r for r in seen if r is not None and r not in GLOSSARY)
    if missing:
        pytest.fail(f"events cite rules with no entry in explorer/rules_glossary.json: "
                    f"{', '.join(missing)}")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright hook: launch Debian's chromium instead of a downloaded browser."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    """Repository-level artifacts/ folder (screenshots), created on demand; git-ignored."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


STEP_LATENCY = pytest.StashKey[dict[int, list[float]]]()


@pytest.fixture(scope="session")
def step_latency(pytestconfig: pytest.Config) -> dict[int, list[float]]:
    """Where the browser test of issue 12 puts its step latencies (ms) per turn; printed at
    the end of the run and written to artifacts/step_latency.txt."""
    return pytestconfig.stash.setdefault(STEP_LATENCY, {})


def latency_report(latencies: dict[int, list[float]]) -> str:
    lines = ["Step latency in the browser (Voila, Next step clicked until the page shows the "
             "new board, timeline row and message), monarch_1000_turns.json:"]
    for turn, samples in sorted(latencies.items()):
        lines.append(f"  turn {turn:>5,}: median {statistics.median(samples):6.1f} ms over "
                     f"{len(samples)} steps (min {min(samples):.1f}, max {max(samples):.1f})")
    return "\n".join(lines)


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Print the step latencies measured in this run, whatever the output capture."""
    latencies = config.stash.get(STEP_LATENCY, {})
    if not latencies:
        return
    report = latency_report(latencies)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    samples = "\n".join(f"  turn {turn}: " + ", ".join(f"{s:.1f}" for s in values)
                        for turn, values in sorted(latencies.items()))
    (ARTIFACTS / "step_latency.txt").write_text(f"{report}\nEvery step (ms):\n{samples}\n",
                                               encoding="utf-8")
    terminalreporter.write_sep("-", "step latency (issue 12)")
    terminalreporter.write_line(report)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _http_ok(url: str) -> bool:
    with urllib.request.urlopen(url, timeout=2) as response:
        return bool(response.status == 200)


def _port_open(port: int) -> bool:
    with socket.create_connection(("127.0.0.1", port), timeout=1):
        return True


def _log_tail(log: Path, lines: int = 40) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def _wait(check: Callable[[], bool], proc: subprocess.Popen[bytes], log: Path) -> None:
    end = time.monotonic() + SERVER_TIMEOUT
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(
                f"server exited early ({proc.returncode}); log {log}:\n{_log_tail(log)}"
            )
        try:
            if check():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise TimeoutError(
        f"server did not come up in {SERVER_TIMEOUT} s; log {log}:\n{_log_tail(log)}"
    )


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()  # SIGTERM: the Jupyter server shuts its kernels down too
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@pytest.fixture(scope="session")
def jupyter_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A temp copy of notebooks/ plus private Jupyter config, runtime and Lab settings dirs."""
    base = tmp_path_factory.mktemp("jupyter")
    root = base / "root"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = base / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    # No "get notified about Jupyter news?" toast; no "Restart kernel?" dialog.
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    (settings / "sessionDialogs.jupyterlab-settings").write_text(
        json.dumps({"skipKernelRestartDialog": True})
    )
    env = serving.server_env(dict(  # as `make lab` and `make app` start their server
        os.environ,
        JUPYTER_CONFIG_DIR=str(base / "config"),
        JUPYTER_RUNTIME_DIR=str(base / "runtime"),
        PYTHONHASHSEED=os.environ.get("PYTHONHASHSEED", "0"),
    ))
    return {"base": base, "root": root, "env": env}


@pytest.fixture(scope="session")
def lab_url(jupyter_env: dict[str, Any]) -> Iterator[str]:
    """Base URL of a JupyterLab server (no token) whose root is the temp copy of notebooks/."""
    port, base = _free_port(), jupyter_env["base"]
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        *serving.lab_args(),  # as `make lab` starts it
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.root_dir={jupyter_env['root']}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.expose_app_in_browser=True",  # gives window.jupyterapp
        f"--LabApp.user_settings_dir={base / 'settings'}",
        f"--LabApp.workspaces_dir={base / 'workspaces'}",
    ]
    log = base / "lab.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, env=jupyter_env["env"], stdout=out, stderr=subprocess.STDOUT)
    try:
        _wait(lambda: _http_ok(f"http://127.0.0.1:{port}/api/status"), proc, log)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def voila_url(jupyter_env: dict[str, Any]) -> Iterator[str]:
    """Base URL of a Voila server rendering the temp copy of notebooks/app.ipynb, as
    `make app` does (``voila notebooks/app.ipynb``)."""
    port, base = _free_port(), jupyter_env["base"]
    cmd = [
        sys.executable,
        "-m",
        "voila",
        *serving.voila_args(),  # as `make app` starts it
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        f"--Voila.root_dir={jupyter_env['root']}",
        str(jupyter_env["root"] / APP),
    ]
    log = base / "voila.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, env=jupyter_env["env"], stdout=out, stderr=subprocess.STDOUT)
    try:
        # Check the port, not GET /: that would render the notebook and start a kernel.
        _wait(lambda: _port_open(port), proc, log)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(proc)
