"""A real install: build the wheel, install it into a fresh venv outside the repository, and use
the explorer from there, offline.

An editable install reads the repository, so it cannot show that the card facts and board files
ship inside the package; this test can. It takes about 8 s (the build and a fresh venv).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path
from typing import Any

import pytest

import explorer
from explorer.cards import default_pool

REPO = Path(__file__).resolve().parents[1]
BOARD = "first_combat.json"

# Never copied into the build folder: environments, VCS, caches and earlier build output.
IGNORED = shutil.ignore_patterns(".venv", ".git", "build", "dist", "*.egg-info", "__pycache__",
                                 ".ipynb_checkpoints", ".pytest_cache", ".ruff_cache", "artifacts")


def _env() -> dict[str, str]:
    """The caller's environment minus whatever would point Python at another tree or venv."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"  # that check would go to the network
    env["PIP_NO_INPUT"] = "1"
    return env


def _run(cmd: list[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=_env(), capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, f"{cmd} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A wheel built from a copy of the repository and a fresh venv with it installed."""
    base = tmp_path_factory.mktemp("install")
    # setuptools builds in the source folder (build/, *.egg-info); a stale build/lib would put
    # deleted files in the wheel, and the test must not write into the repository: build a copy.
    src = base / "src"
    shutil.copytree(REPO, src, ignore=IGNORED)
    dist = base / "dist"
    # --no-build-isolation builds with this venv's pinned setuptools (the test extra) instead of
    # downloading one; --no-index keeps pip off the network.
    _run([sys.executable, "-m", "pip", "wheel", src, "--no-deps", "--no-build-isolation",
          "--no-index", "-w", dist], cwd=base)
    (wheel,) = dist.glob("rules_explorer-*.whl")

    venv = base / "venv"
    _run([sys.executable, "-m", "venv", venv], cwd=base)  # no --system-site-packages
    python = venv / "bin" / "python"
    _run([python, "-m", "pip", "install", "--no-index", "--no-deps", wheel], cwd=base)
    # The fresh venv has no pandas, ipywidgets, ... and installing them needs the network. A .pth
    # file appends this venv's site-packages to the fresh venv's sys.path, after its own
    # site-packages, so the dependencies come from here and the explorer from the wheel. Python
    # does not run the .pth files of an appended folder, so this venv's editable-install hook
    # (which maps `explorer` to the repository) stays off. Written after the install, so pip
    # never sees this venv's editable rules-explorer.
    site = _run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                cwd=base).stdout.strip()
    ours = dict.fromkeys([sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    (Path(site) / "rules_explorer_test_deps.pth").write_text("\n".join(ours) + "\n")

    elsewhere = base / "elsewhere"  # a working directory outside the repository
    elsewhere.mkdir()
    return {"wheel": wheel, "venv": venv, "python": python, "cwd": elsewhere}


def test_wheel_holds_every_module_and_data_file(installed: dict[str, Any]) -> None:
    with zipfile.ZipFile(installed["wheel"]) as whl:
        names = set(whl.namelist())
    modules = {p.relative_to(REPO).as_posix() for p in (REPO / "explorer").rglob("*.py")}
    data = {"explorer/data/" + p.relative_to(REPO / "data").as_posix()
            for p in (REPO / "data").rglob("*.json")}
    data |= {p.relative_to(REPO).as_posix() for p in (REPO / "explorer").rglob("*.json")}
    data |= {p.relative_to(REPO).as_posix() for p in (REPO / "explorer").rglob("*.j2")}
    assert "explorer/jupyter/voila/templates/rules-explorer/index.html.j2" in data  # the app's page
    assert "explorer/data/cards.json" in data and f"explorer/data/boards/{BOARD}" in data
    assert "explorer/rules_glossary.json" in data and "explorer/schema/board.schema.json" in data
    assert modules - names == set(), "modules missing from the wheel (pyproject.toml packages)"
    assert data - names == set(), "data files missing from the wheel (pyproject.toml package-data)"


def test_installed_explorer_finds_its_cards_and_boards(installed: dict[str, Any]) -> None:
    probe = ("import json, pathlib, explorer; from explorer.cards.model import DATA_DIR; "
             "print(json.dumps({'file': explorer.__file__, 'data': str(DATA_DIR), "
             "'boards': str(explorer.BOARDS), 'is_path': isinstance(explorer.BOARDS, pathlib.Path),"
             " 'names': explorer.cards.default_pool().names()[:3]}))")
    found = json.loads(_run([installed["python"], "-c", probe], cwd=installed["cwd"]).stdout)
    venv = installed["venv"]
    # From the fresh venv's site-packages, not from the repository.
    assert Path(found["file"]).is_relative_to(venv), found["file"]
    assert Path(found["data"]).is_relative_to(venv), found["data"]
    assert found["is_path"] and Path(found["boards"], BOARD).is_file()
    assert found["names"] == default_pool().names()[:3]
    assert found["names"], "no cards in the installed pool"

    # The brief's one-liner, as a user would type it.
    printed = _run([installed["python"], "-c",
                    "import explorer; print(explorer.cards.default_pool().names()[:3])"],
                   cwd=installed["cwd"]).stdout.strip()
    assert printed == repr(default_pool().names()[:3])

    # The rules glossary ships inside the package too.
    probe = "import explorer; print(explorer.rules_text('724.2'))"
    summary = _run([installed["python"], "-c", probe], cwd=installed["cwd"]).stdout.strip()
    assert summary == explorer.rules_text("724.2")


def test_installed_cli_plays_a_packaged_board(installed: dict[str, Any]) -> None:
    board = _run([installed["python"], "-c",
                  f"import explorer; print(explorer.BOARDS / {BOARD!r})"],
                 cwd=installed["cwd"]).stdout.strip()
    assert Path(board).is_relative_to(installed["venv"])
    out = json.loads(_run([installed["python"], "-m", "explorer", "run", board, "--json"],
                          cwd=installed["cwd"]).stdout)
    # The bears were blocked by the lion; the goblin got through for 1 (510.2).
    assert {p["name"]: p["life"] for p in out["state"]["players"]} == {"Alice": 20, "Bob": 19}
    assert "Silvercoat Lion" in out["state"]["players"][1]["graveyard"]
    # Exactly what the repository's explorer says about the same board.
    here = _run([sys.executable, "-m", "explorer", "run", REPO / "data" / "boards" / BOARD,
                 "--json"], cwd=REPO).stdout
    assert out == json.loads(here)
