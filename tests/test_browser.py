"""Real-browser test: JupyterLab runs notebooks/00_start_here.ipynb end to end."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

IDLE = '.jp-Notebook-ExecutionIndicator[data-status="idle"]'
TIMELINE = "table.explorer-timeline"
TIMEOUT_MS = 60_000


def test_lab_runs_start_here(lab_url: str, page: Page, artifacts_dir: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    # ?reset: ignore any saved workspace layout.
    page.goto(lab_url + "/lab/tree/00_start_here.ipynb?reset")
    page.wait_for_function("window.jupyterapp && window.jupyterapp.started", timeout=TIMEOUT_MS)
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)

    # The notebook is stored with its outputs (nbval compares them): clear them first so the
    # timeline found below is one this run produced, not the stored one.
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    expect(page.locator(TIMELINE)).to_have_count(0)

    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()

    timeline = page.locator(TIMELINE).first
    expect(timeline).to_be_visible(timeout=TIMEOUT_MS)
    expect(timeline).to_contain_text("step_began")
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    timeline.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts_dir / "lab_start_here.png"))
