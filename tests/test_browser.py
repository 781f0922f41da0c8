"""Real-browser tests (Debian's headless Chromium, driven by Playwright).

JupyterLab runs notebooks/00_start_here.ipynb end to end, and then a user plays the Court of
Garenbrig ruling in its explorer app with clicks only; the same explorer, served by Voila as
notebooks/app.ipynb (`make app`), does the same from the shipped board file. Issue 12's second
edition, in Voila and in Lab: a card edited in place, the app read at 1,000 to 1,400 px and by
keyboard, the monarch board run to turn 200 and 1,000 and stepped on (the step latency is
measured and printed), and no page asking anything of a server other than the local one.

Screenshots go to artifacts/ (git-ignored): lab_start_here, lab_court_of_garenbrig,
lab_app_builder_edit, lab_app_1400px / 1000px, lab_turn_200; voila_app(_page), voila_offline,
voila_builder_edit, voila_board_after_edit, voila_builder_* and voila_app_* at 1000, 1280 and
1400 px, voila_keyboard, voila_turn_200, voila_turn_1000.

Every wait is on something the user would see change (a message, the board, the decision, the
timeline), never a sleep.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, Route, expect

pytestmark = pytest.mark.browser

IDLE = '.jp-Notebook-ExecutionIndicator[data-status="idle"]'
APP = "app.ipynb"  # what `make app` serves
KERNEL_IDLE = "Python 3 (ipykernel) | Idle"  # the status bar's kernel item
TIMELINE = "table.explorer-timeline"
TIMEOUT_MS = 60_000
COURT_TEXT = ("At the beginning of your upkeep, distribute two +1/+1 counters among up to two "
              "target creatures. Then if you're the monarch, double the number of +1/+1 counters "
              "on each creature you control.")


# Anything but the local server: the app must work offline (issue 12).
OUTSIDE = re.compile(r"^(?!(https?|wss?)://(127\.0\.0\.1|localhost)[:/])[a-z]+://")


@pytest.fixture(autouse=True)
def offline(page: Page) -> Iterator[list[str]]:
    """Every page the tests open may ask only the local server for anything: a request
    elsewhere (a CDN) is refused at once, as it would fail offline, and fails the test."""
    outside: list[str] = []

    def refuse(route: Route) -> None:
        outside.append(route.request.url)
        route.abort()

    page.route(OUTSIDE, refuse)
    yield outside
    assert outside == [], f"the page asked for something outside the local server: {outside}"


def open_in_lab(page: Page, lab_url: str, notebook: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    # ?reset: ignore any saved workspace layout.
    page.goto(f"{lab_url}/lab/tree/{notebook}?reset")
    page.wait_for_function("window.jupyterapp && window.jupyterapp.started", timeout=TIMEOUT_MS)
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    # The status bar names the kernel once it is connected: Run All issued before that runs
    # nothing (seen on a loaded machine: every cell stayed "[ ]").
    expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=TIMEOUT_MS)


def clear_and_run_all(page: Page) -> None:
    """Clear the stored outputs (nbval compares them), so whatever is found afterwards was
    produced by this run, then Run All Cells."""
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    expect(page.locator(TIMELINE)).to_have_count(0)
    expect(page.locator(".mtg-stepper")).to_have_count(0)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def add_card(app: Locator, card: str) -> None:
    """Search the card pool, see the line under the box name the card Add card will add, press
    Add card, and wait for the builder to confirm."""
    app.locator(".mtg-card-search input").fill(card)
    expect(app.locator(".mtg-card-preview")).to_contain_text(f"Add card adds {card} —",
                                                             timeout=TIMEOUT_MS)
    app.locator("button.mtg-add-card").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text(
        f"added {card} to Alice's battlefield", timeout=TIMEOUT_MS)


def play_court_of_garenbrig(app: Locator, split: str) -> Locator:
    """From Bob's end step with Alice the monarch: Start game, Next turn, distribute the
    counters, Answer, and let both players pass. Returns the timeline table."""
    app.locator("button.mtg-start").click()
    board = app.locator(".explorer-board-view")
    expect(board).to_contain_text("Turn 1, end — Bob's turn", timeout=TIMEOUT_MS)

    app.locator("button.mtg-next-turn").click()
    decision = app.locator(".mtg-decision")
    expect(decision).to_contain_text("distribute 2", timeout=TIMEOUT_MS)
    expect(decision).to_contain_text("601.2d")
    app.locator(".mtg-option select").select_option(label=split)
    app.locator("button.mtg-answer").click()
    expect(app.locator(".mtg-message")).to_contain_text(f"choose {split}: ")
    expect(decision).to_contain_text("Alice decides — priority")

    app.locator("button.mtg-next-decision").click()  # Alice passes …
    expect(decision).to_contain_text("Bob decides — priority")
    app.locator("button.mtg-next-decision").click()  # … so does Bob: the trigger resolves
    expect(decision).to_contain_text("Alice decides — priority")

    timeline = app.locator(f".mtg-timeline {TIMELINE}")
    expect(timeline).to_contain_text("counters_added")
    expect(timeline).to_contain_text("701.10e")  # the doubling: Alice is the monarch
    return timeline


def table_rows(table: Locator) -> list[dict[str, str]]:
    """The rows of an HTML table as the user reads them: column header -> cell text."""
    rows: list[dict[str, str]] = table.evaluate(
        """table => {
            const head = [...table.querySelectorAll("thead th")].map(th => th.innerText.trim());
            return [...table.querySelectorAll("tbody tr")].map(tr => Object.fromEntries(
                [...tr.querySelectorAll("td")].map((td, i) => [head[i], td.innerText.trim()])));
        }""")
    return rows


def counters_added(timeline: Locator) -> list[tuple[str, str, str]]:
    """(target, amount, rule) of each counters_added row in the timeline table."""
    return [(row["target"], row["amount"], row["rule"]) for row in table_rows(timeline)
            if row["event"] == "counters_added"]


def test_lab_runs_start_here(lab_url: str, page: Page, artifacts_dir: Path) -> None:
    open_in_lab(page, lab_url, "00_start_here.ipynb")
    clear_and_run_all(page)

    timeline = page.locator(TIMELINE).first
    expect(timeline).to_be_visible(timeout=TIMEOUT_MS)
    expect(timeline).to_contain_text("step_began")
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    timeline.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts_dir / "lab_start_here.png"))


def test_lab_court_of_garenbrig_with_no_code(lab_url: str, page: Page,
                                            artifacts_dir: Path) -> None:
    """00_start_here's recipe, clicked: build the board from the card pool, step to Alice's
    upkeep, distribute the counters and see the doubling in the timeline."""
    open_in_lab(page, lab_url, "00_start_here.ipynb")
    clear_and_run_all(page)
    # The first explorer app on the page is the one to click (the second is driven from
    # Python and isn't displayed); wait for the last cell too, so the kernel is free.
    app = page.locator(".mtg-stepper").first
    expect(app).to_be_visible(timeout=TIMEOUT_MS)
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-builder")).to_be_visible()

    for card in ("Court of Garenbrig", "Grizzly Bears", "Llanowar Elves"):
        add_card(app, card)
    app.locator(".mtg-monarch select").select_option("Alice")
    app.locator(".mtg-builder").get_by_label("active", exact=True).select_option("Bob")
    app.locator(".mtg-builder").get_by_label("step", exact=True).select_option("end")
    summary = app.locator(".mtg-builder-summary")
    expect(summary).to_contain_text("Alice 👑")
    expect(summary).to_contain_text("Turn 1, Bob's end")

    timeline = play_court_of_garenbrig(app, "1 on Grizzly Bears, 1 on Llanowar Elves")
    assert counters_added(timeline) == [
        ("Grizzly Bears", "1", "122.6"), ("Llanowar Elves", "1", "122.6"),  # the split
        ("Grizzly Bears", "1", "701.10e"), ("Llanowar Elves", "1", "701.10e"),  # doubled
    ]
    board = app.locator(".explorer-board-view")
    expect(board).to_contain_text("Grizzly Bears · 4/4 · 2×+1/+1")
    expect(board).to_contain_text("Llanowar Elves · 3/3 · 2×+1/+1")
    board.screenshot(path=str(artifacts_dir / "lab_court_of_garenbrig.png"))


def test_voila_app_plays_court_of_garenbrig_from_its_board_file(
        voila_url: str, page: Page, artifacts_dir: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app).to_have_count(1, timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)

    app.locator(".mtg-board-file select").select_option("court_of_garenbrig.json")
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text("loaded court_of_garenbrig.json")
    expect(app.locator(".mtg-builder-summary")).to_contain_text("Turn 1, Bob's end")

    timeline = play_court_of_garenbrig(app, "1 on Grizzly Bears, 1 on Llanowar Elves")
    # Every creature Alice controls with a +1/+1 counter is doubled: the Lion's too.
    assert counters_added(timeline) == [
        ("Grizzly Bears", "1", "122.6"), ("Llanowar Elves", "1", "122.6"),
        ("Grizzly Bears", "1", "701.10e"), ("Llanowar Elves", "1", "701.10e"),
        ("Silvercoat Lion", "1", "701.10e"),
    ]
    # The Court's trigger is one short line on each of its rows; its text is there on hover.
    triggered = timeline.locator("tr", has_text="ability_triggered").filter(
        has_text="Court of Garenbrig").locator("td.mtg-detail")
    expect(triggered).to_have_text(re.compile(r"^At the beginning of your upkeep, .*…$"))
    expect(triggered).to_have_attribute("title", COURT_TEXT)
    board = app.locator(".explorer-board-view")
    expect(board).to_contain_text("Grizzly Bears · 4/4 · 2×+1/+1")
    expect(board).to_contain_text("Silvercoat Lion · 4/4 · 2×+1/+1")
    board.screenshot(path=str(artifacts_dir / "voila_app.png"))
    page.screenshot(path=str(artifacts_dir / "voila_app_page.png"))  # the viewport



def test_voila_app_works_offline(voila_url: str, page: Page, offline: list[str],
                                 artifacts_dir: Path) -> None:
    """Issue 12: Voila's page asks a CDN for nothing (its own template asked jsDelivr for Font
    Awesome): every request the page makes, recorded, goes to the local server, and the app
    comes up and plays."""
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    app.locator("button.mtg-start").click()
    expect(app.locator(".mtg-board-status")).to_contain_text("Turn 1, precombat main",
                                                             timeout=TIMEOUT_MS)
    assert requests, "no request recorded"
    assert [url for url in requests if OUTSIDE.match(url)] == []
    assert not any("fontawesome" in url for url in requests)
    assert offline == []
    page.screenshot(path=str(artifacts_dir / "voila_offline.png"))

def test_voila_builder_refuses_a_typed_unknown_name(voila_url: str, page: Page) -> None:
    """Issue 12: type Grizzly Bears and add it, then type Black Lotus and add: the typed name
    reaches the builder and is refused with the did-you-mean, not replaced by the last one."""
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    search = app.locator(".mtg-card-search input")
    preview = app.locator(".mtg-card-preview")
    search.click()
    page.keyboard.type("Grizzly Bears")
    expect(preview).to_have_text("Add card adds Grizzly Bears — Creature — Bear · 2/2 · {1}{G}",
                                 timeout=TIMEOUT_MS)
    app.locator("button.mtg-add-card").click()
    message = app.locator(".mtg-builder-message")
    expect(message).to_have_text("added Grizzly Bears to Alice's battlefield",
                                 timeout=TIMEOUT_MS)

    search.click()
    page.keyboard.press("Control+A")
    page.keyboard.type("Black Lotus")
    expect(preview).to_have_text("unknown card 'Black Lotus' (did you mean 'Gilded Lotus'?)",
                                 timeout=TIMEOUT_MS)
    app.locator("button.mtg-add-card").click()
    expect(message).to_have_text("card: unknown card 'Black Lotus' (did you mean 'Gilded Lotus'?)",
                                 timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-builder-summary")).to_contain_text(
        "Alice (20 life) — battlefield: Grizzly Bears")


def test_voila_step_buttons_name_the_decision_then_run_to_turn_200_in_one_click(
        voila_url: str, page: Page, artifacts_dir: Path) -> None:
    """Issue 12: after Start, Run to's own default goes ahead; Ann's attack stops the way and
    Next turn says so instead of doing nothing; with 'answer by default on the way' one click
    of Run to reaches turn 200 of the 1000-turn monarch board."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    answer, x_box = app.locator("button.mtg-answer"), app.locator(".mtg-x")
    expect(answer).to_be_hidden()  # nothing to decide before the game starts

    app.locator(".mtg-board-file select").select_option("monarch_1000_turns.json")
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text("loaded monarch_1000_turns.json")
    app.locator("button.mtg-start").click()
    board, message = app.locator(".explorer-board-view"), app.locator(".mtg-message")
    expect(board).to_contain_text("Turn 1, upkeep — Ann's turn", timeout=TIMEOUT_MS)
    expect(answer).to_be_visible()
    expect(x_box).to_be_hidden()  # no spell with {X} to cast
    expect(app.locator(".mtg-run-turn input")).to_have_value("2")  # ahead, not turn 1

    app.locator("button.mtg-run-to").click()
    attack = "Ann decides — attackers: Declare attackers (creature -> player) (rule 508.1)"
    expect(message).to_contain_text(f"stopped on turn 1, declare attackers: {attack}")
    app.locator("button.mtg-next-turn").click()
    expect(message).to_have_text(f"First answer this: {attack}")
    expect(board).to_contain_text("Turn 1, declare attackers")

    app.locator(".mtg-auto input[type=checkbox]").check()
    turn = app.locator(".mtg-run-turn input")
    turn.fill("200")
    turn.press("Enter")
    app.locator("button.mtg-run-to").click()
    expect(message).to_contain_text("Ran to turn 200, upkeep: ", timeout=TIMEOUT_MS)
    expect(message).to_contain_text("decision(s) answered by the default policy")
    expect(board).to_contain_text("Turn 200, upkeep")
    expect(app.locator(".mtg-progress")).to_be_hidden()
    board.screenshot(path=str(artifacts_dir / "voila_turn_200.png"))



def test_voila_builder_edits_a_card_in_place(voila_url: str, page: Page,
                                             artifacts_dir: Path) -> None:
    """Issue 12: select a card in the builder's list, change its fields, Apply changes; a bad
    value is refused with its field named and the card stays as it was. The game started
    afterwards has the card as changed."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    builder = app.locator(".mtg-builder")
    expect(builder).to_be_visible(timeout=TIMEOUT_MS)
    app.locator(".mtg-board-file select").select_option("court_of_garenbrig.json")
    app.locator("button.mtg-load").click()
    message = app.locator(".mtg-builder-message")
    expect(message).to_contain_text("loaded court_of_garenbrig.json", timeout=TIMEOUT_MS)

    cards, preview = app.locator(".mtg-entries select"), app.locator(".mtg-edit-preview")
    cards.select_option(label="battlefield: Grizzly Bears, id=bears")
    expect(preview).to_have_text("Apply changes makes it battlefield: Grizzly Bears, id=bears",
                                 timeout=TIMEOUT_MS)
    # The fields show the card's values: no counters, untapped.
    counters, tapped = app.locator(".mtg-counters input"), app.locator(".mtg-tapped input")
    expect(counters).to_have_value("")
    expect(tapped).not_to_be_checked()

    # A bad value: named, and the card is as it was.
    counters.fill("+1/+1=two")
    counters.press("Tab")  # the box sends its text as it loses the focus
    bad = "counters: write counters as kind=number, not '+1/+1=two'"
    expect(preview).to_have_text(bad, timeout=TIMEOUT_MS)
    app.locator("button.mtg-apply-card").click()
    expect(message).to_have_text(bad, timeout=TIMEOUT_MS)
    expect(cards.locator("option", has_text="Grizzly Bears")).to_have_text(
        "battlefield: Grizzly Bears, id=bears")

    # Good values: tapped, two +1/+1 counters, a new id.
    tapped.check()
    counters.fill("+1/+1=2")
    counters.press("Tab")
    card_id = app.locator(".mtg-card-id input")
    card_id.fill("big-bears")
    card_id.press("Tab")
    changed = ("battlefield: Grizzly Bears, id=big-bears, tapped=True, "
               "counters={'+1/+1': 2}")
    expect(preview).to_have_text(f"Apply changes makes it {changed}", timeout=TIMEOUT_MS)
    app.locator("button.mtg-apply-card").click()
    expect(message).to_have_text(f"changed Grizzly Bears on Alice's battlefield: {changed}",
                                 timeout=TIMEOUT_MS)
    expect(cards.locator("option", has_text="Grizzly Bears")).to_have_text(changed)
    builder.screenshot(path=str(artifacts_dir / "voila_builder_edit.png"))

    app.locator("button.mtg-start").click()
    board = app.locator(".explorer-board-view")
    expect(board).to_contain_text("Turn 1, end — Bob's turn", timeout=TIMEOUT_MS)
    bears = board.locator(".perm", has_text="Grizzly Bears")
    expect(bears).to_have_text("Grizzly Bears · 4/4 · tapped · 2×+1/+1")
    expect(bears).to_have_class(re.compile(r"\btapped\b"))
    expect(bears).to_have_attribute("title", "big-bears")
    board.screenshot(path=str(artifacts_dir / "voila_board_after_edit.png"))


# -- readable at 1,000-1,400 px, and by keyboard (issue 12) ----------------------------------------
# What a person would find cut, on show in the app: a button or a description whose text is
# wider than its box, or a control (button, box, list, label) reaching out of the app's area
# or the window; and how many buttons were looked at.
CUT = """app => {
    const area = app.getBoundingClientRect();
    const right = Math.min(area.right, window.innerWidth) + 1;
    const shown = [...app.querySelectorAll("button, select, input, label, .widget-label")]
        .filter(el => el.offsetParent !== null && el.getBoundingClientRect().width > 0);
    const name = el => (el.innerText || el.value || el.className).trim().slice(0, 40);
    const cut = [];
    for (const el of shown) {
        const r = el.getBoundingClientRect();
        if ((el.matches("button, .widget-label") && el.scrollWidth > el.clientWidth))
            cut.push(`text cut: ${name(el)}`);
        if (r.left < area.left - 1 || r.right > right) cut.push(`outside: ${name(el)}`);
    }
    return {buttons: shown.filter(el => el.matches("button")).length, cut};
}"""
# The top of each control of the step, run-to and history groups, by group.
CONTROL_TOPS = """app => [...app.querySelectorAll(".mtg-controls > * > *")].map(el =>
    [[...el.parentElement.parentElement.children].indexOf(el.parentElement),
     Math.round(el.getBoundingClientRect().top)])"""


def assert_nothing_cut(page: Page, app: Locator, at_least: int) -> None:
    found = app.evaluate(CUT)
    assert found["cut"] == [], f"cut at {page.viewport_size}: {found['cut']}"
    assert found["buttons"] >= at_least
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), \
        "the page scrolls sideways"


def control_lines(app: Locator) -> tuple[set[int], dict[int, set[int]]]:
    """The lines the controls row takes (their tops), and each group's lines."""
    tops: list[tuple[int, int]] = app.evaluate(CONTROL_TOPS)
    by_group: dict[int, set[int]] = {}
    for group, top in tops:
        by_group.setdefault(group, set()).add(top)
    return {top for _, top in tops}, by_group


@pytest.mark.parametrize("width", [1000, 1280, 1300, 1400])
def test_voila_app_is_readable_at_1000_to_1400_px(voila_url: str, page: Page, width: int,
                                                  artifacts_dir: Path) -> None:
    """Issue 12: from 1,000 to 1,400 px wide no button is cut or off the page, in the builder,
    the step controls and the decision panel, and the page never scrolls sideways; the controls
    row is one line from 1,280 px, and narrower it wraps between its groups (step, run to,
    history), never inside one."""
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    app.locator(".mtg-board-file select").select_option("court_of_garenbrig.json")
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text("loaded court_of_garenbrig.json",
                                                                timeout=TIMEOUT_MS)
    app.locator(".mtg-entries select").select_option(label="battlefield: Grizzly Bears, id=bears")
    expect(app.locator(".mtg-edit-preview")).to_contain_text("Apply changes makes it",
                                                             timeout=TIMEOUT_MS)
    assert_nothing_cut(page, app, at_least=15)  # the builder's buttons and the controls
    page.screenshot(path=str(artifacts_dir / f"voila_builder_{width}px.png"), full_page=True)

    app.locator("button.mtg-start").click()
    expect(app.locator(".mtg-board-status")).to_contain_text("Turn 1, end", timeout=TIMEOUT_MS)
    app.locator("button.mtg-next-turn").click()
    expect(app.locator(".mtg-decision")).to_contain_text("distribute 2", timeout=TIMEOUT_MS)
    expect(app.locator("button.mtg-answer")).to_be_visible()
    assert_nothing_cut(page, app, at_least=9)  # the controls, Answer, Default policy, Why?
    lines, by_group = control_lines(app)
    assert len(by_group) == 3 and all(len(tops) == 1 for tops in by_group.values()), by_group
    if width >= 1280:
        assert len(lines) == 1, f"the controls take {len(lines)} lines at {width} px"
    page.screenshot(path=str(artifacts_dir / f"voila_app_{width}px.png"), full_page=True)



def test_lab_app_edits_steps_and_reads_at_1400_and_1000_px(lab_url: str, page: Page,
                                                            artifacts_dir: Path) -> None:
    """Issue 12 in JupyterLab: the app notebook run in Lab, a card edited in place, the game
    started and stepped to its first decision; at 1,400 and at 1,000 px (Lab's file browser
    open beside the notebook) nothing is cut or off the notebook: at 1,000 px the notebook is
    narrower than Run to's group, which wraps inside itself."""
    open_in_lab(page, lab_url, APP)
    page.set_viewport_size({"width": 1400, "height": 1000})
    clear_and_run_all(page)
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    app.locator(".mtg-board-file select").select_option("court_of_garenbrig.json")
    app.locator("button.mtg-load").click()
    message = app.locator(".mtg-builder-message")
    expect(message).to_contain_text("loaded court_of_garenbrig.json", timeout=TIMEOUT_MS)
    app.locator(".mtg-entries select").select_option(label="battlefield: Grizzly Bears, id=bears")
    preview = app.locator(".mtg-edit-preview")
    expect(preview).to_have_text("Apply changes makes it battlefield: Grizzly Bears, id=bears",
                                 timeout=TIMEOUT_MS)
    app.locator(".mtg-tapped input").check()
    expect(preview).to_contain_text("tapped=True", timeout=TIMEOUT_MS)
    app.locator("button.mtg-apply-card").click()
    expect(message).to_contain_text("changed Grizzly Bears on Alice's battlefield",
                                    timeout=TIMEOUT_MS)
    assert_nothing_cut(page, app, at_least=15)
    app.screenshot(path=str(artifacts_dir / "lab_app_builder_edit.png"))

    app.locator("button.mtg-start").click()
    board = app.locator(".explorer-board-view")
    expect(board.locator(".perm.tapped", has_text="Grizzly Bears")).to_be_visible(
        timeout=TIMEOUT_MS)
    app.locator("button.mtg-next-turn").click()
    expect(app.locator(".mtg-decision")).to_contain_text("distribute 2", timeout=TIMEOUT_MS)
    for width in (1400, 1300, 1000):
        page.set_viewport_size({"width": width, "height": 1000})
        answer = app.locator("button.mtg-answer")
        answer.scroll_into_view_if_needed()  # below the board, which is taller than the window
        expect(answer).to_be_in_viewport(ratio=1)  # laid out anew
        assert_nothing_cut(page, app, at_least=9)  # beside the file browser: ~570 px
        page.screenshot(path=str(artifacts_dir / f"lab_app_{width}px.png"))


def test_lab_app_runs_the_monarch_board_to_turn_200_and_steps_on(lab_url: str, page: Page,
                                                                 artifacts_dir: Path) -> None:
    """Issue 12 in JupyterLab: the 1,000-turn monarch board run to turn 200 in one click, then
    stepped on: each click of Next step shows the next step on the board and its first event
    as the timeline's last row."""
    open_in_lab(page, lab_url, APP)
    page.set_viewport_size({"width": 1400, "height": 1800})  # the whole board in its shot
    clear_and_run_all(page)
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    app.locator(".mtg-board-file select").select_option("monarch_1000_turns.json")
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text("loaded monarch_1000_turns.json",
                                                                timeout=TIMEOUT_MS)
    app.locator("button.mtg-start").click()
    status = app.locator(".mtg-board-status")
    expect(status).to_contain_text("Turn 1, upkeep", timeout=TIMEOUT_MS)
    app.locator(".mtg-auto input[type=checkbox]").check()
    expect(app.locator(".mtg-auto input[type=checkbox]")).to_be_checked()
    run_to(app, 200)
    timeline = app.locator(f".mtg-timeline {TIMELINE}")
    for step in ("draw", "precombat main", "beginning of combat"):
        app.locator("button.mtg-next-step").click()
        expect(status).to_contain_text(f"Turn 200, {step}", timeout=TIMEOUT_MS)
        expect(timeline.locator("tbody tr").last).to_contain_text(step.replace(" ", "_"))
    # The graveyards hold hundreds of cards: each shows its newest, the rest counted.
    expect(app.locator(".explorer-board-view .card.more").first).to_contain_text(" earlier")
    app.locator(".explorer-board-view").screenshot(path=str(artifacts_dir / "lab_turn_200.png"))

def tab_to(page: Page, css: str, presses: int = 40, key: str = "Tab") -> int:
    """Press Tab (or Shift+Tab) until the element with the keyboard's focus matches ``css``;
    how many."""
    for n in range(1, presses + 1):
        page.keyboard.press(key)
        if page.evaluate("css => document.activeElement.matches(css)", css):
            return n
    raise AssertionError(f"{presses} presses of {key} never reached {css}")


def test_the_app_is_usable_by_keyboard(where: str, explorer: Locator, page: Page,
                                       artifacts_dir: Path) -> None:
    """Issue 12: after reading the board, Shift+Tab goes back to the step buttons and Tab on to
    Answer, and Enter or Space presses them — in Voila, and in a Lab notebook (whose own
    keyboard shortcuts must leave the app's keys alone)."""
    app = explorer
    load_board(app, "first_combat.json")
    start(app, "Turn 1, precombat main")
    status = app.locator(".mtg-board-status")
    expect(app.locator(".mtg-builder")).to_be_hidden()  # folded: its fields take no Tab

    status.click()  # the keyboard goes on from here, as after reading the board
    tab_to(page, "button.mtg-next-step", key="Shift+Tab")
    page.keyboard.press("Enter")
    expect(status).to_contain_text("Turn 1, beginning of combat", timeout=TIMEOUT_MS)
    expect(page.locator("button.mtg-next-step")).to_be_focused()
    tab_to(page, "button.mtg-answer")
    decision = app.locator(".mtg-decision")
    expect(decision).to_contain_text("Alice decides — priority")
    page.keyboard.press("Space")  # Alice passes (the action chosen: pass)
    expect(decision).to_contain_text("Bob decides — priority", timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-message")).to_contain_text("pass: ")
    expect(page.locator("button.mtg-answer")).to_be_focused()
    page.screenshot(path=str(artifacts_dir / f"{where}_keyboard.png"))


# -- steps that stay fast (issue 12) ---------------------------------------------------------------
STEP_SAMPLES = 25
# One step as a person sees it: Next step is clicked, and the time runs until the page shows
# the new state — the board's status line (the step), the timeline's last row (the step's
# first event) and the message (what was done) all read differently than before the click.
# Observed in the page itself, so the number is the browser's and the kernel's work, not the
# test driver's round trips.
STEP_AND_WAIT = """async ([watched, timeoutMs]) => {
    const app = document.querySelector(".mtg-stepper");
    const read = () => watched.map(sel => {
        const el = app.querySelector(sel);
        return el === null ? null : el.textContent;
    });
    const before = read();
    return await new Promise((resolve, reject) => {
        let start = 0;
        const observer = new MutationObserver(() => {
            const now = read();
            if (now.every((text, i) => text !== null && text !== before[i])) {
                const elapsed = performance.now() - start;
                clearTimeout(timer);
                observer.disconnect();
                resolve(elapsed);
            }
        });
        const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no new state ${timeoutMs} ms after Next step: ${read()}`));
        }, timeoutMs);
        observer.observe(app, {subtree: true, childList: true, characterData: true});
        start = performance.now();
        app.querySelector("button.mtg-next-step").click();
    });
}"""
WATCHED = [".mtg-board-status", f".mtg-timeline {TIMELINE} tbody tr:last-child",
           ".mtg-message"]


def step_latencies(page: Page, samples: int = STEP_SAMPLES) -> list[float]:
    """Milliseconds from each click of Next step to the new state on the page."""
    return [float(page.evaluate(STEP_AND_WAIT, [WATCHED, TIMEOUT_MS])) for _ in range(samples)]


def run_to(app: Locator, turn: int, progress: bool = False) -> None:
    """Type the turn, see the box take it, press Run to, and wait for the message. With
    ``progress``, see the progress indicator count the turns on the way (a long run)."""
    box = app.locator(".mtg-run-turn input")
    box.fill(str(turn))
    box.press("Enter")
    expect(box).to_have_value(str(turn))
    app.locator("button.mtg-run-to").click()
    if progress:
        indicator = app.locator(".mtg-progress")
        expect(indicator).to_be_visible(timeout=TIMEOUT_MS)
        expect(indicator.locator(".mtg-progress-label")).to_have_text(
            re.compile(rf"^turn \d+ of {turn}$"))
    expect(app.locator(".mtg-message")).to_contain_text(f"Ran to turn {turn}, upkeep: ",
                                                        timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-board-status")).to_contain_text(
        f"Turn {turn}, upkeep", timeout=TIMEOUT_MS)


def test_voila_step_latency_at_turns_1_200_and_1000(
        voila_url: str, page: Page, artifacts_dir: Path, step_latency: dict[int, list[float]]
) -> None:
    """Issue 12: a step stays fast as the game grows. Measured, not asserted: the medians at
    turns 1, 200 and 1,000 of the monarch board go to artifacts/step_latency.txt and to the
    end of the test run's output (target: under 50 ms at turn 1,000). What is asserted is
    what a person sees after the steps: the board, the timeline and the message moved on."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(voila_url + "/")
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    app.locator(".mtg-board-file select").select_option("monarch_1000_turns.json")
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text("loaded monarch_1000_turns.json",
                                                                timeout=TIMEOUT_MS)
    app.locator("button.mtg-start").click()
    status = app.locator(".mtg-board-status")
    expect(status).to_contain_text("Turn 1, upkeep — Ann's turn", timeout=TIMEOUT_MS)
    app.locator(".mtg-auto input[type=checkbox]").check()  # the attacks answer themselves
    expect(app.locator(".mtg-auto input[type=checkbox]")).to_be_checked()

    for turn in (1, 200, 1000):
        if turn > 1:
            run_to(app, turn, progress=turn == 1000)  # 800 turns: the indicator counts them
        step_latency[turn] = step_latencies(page)
        # 25 steps on: a later turn, and the timeline's last row is of that turn.
        expect(status).not_to_contain_text(f"Turn {turn}, upkeep")
        last = table_rows(app.locator(f".mtg-timeline {TIMELINE}"))[-1]
        assert int(last["turn"]) > turn
        assert f"Turn {last['turn']}, " in status.inner_text()
    page.screenshot(path=str(artifacts_dir / "voila_turn_1000.png"))


# -- issue 12 item by item, the same clicks in JupyterLab and in Voila ----------------------------
@pytest.fixture(params=["voila", "lab"])
def where(request: pytest.FixtureRequest) -> str:
    """Where the explorer app runs: served by Voila (`make app`), or app.ipynb in JupyterLab."""
    return str(request.param)


@pytest.fixture
def explorer(where: str, page: Page, request: pytest.FixtureRequest) -> Locator:
    """The explorer app as a person opens it: Voila's page, or app.ipynb run in JupyterLab
    (its stored outputs cleared first, then Run All); 1,280 px wide."""
    if where == "voila":
        page.set_viewport_size({"width": 1280, "height": 1000})
        page.goto(request.getfixturevalue("voila_url") + "/")
    else:
        open_in_lab(page, request.getfixturevalue("lab_url"), APP)
        page.set_viewport_size({"width": 1280, "height": 1000})
        clear_and_run_all(page)
    app = page.locator(".mtg-stepper")
    expect(app.locator(".mtg-builder")).to_be_visible(timeout=TIMEOUT_MS)
    if where == "lab":
        page.wait_for_selector(IDLE, timeout=TIMEOUT_MS)
    return app


def load_board(app: Locator, name: str) -> None:
    """Choose a board file in the builder, press Load, and wait for the builder to say so."""
    app.locator(".mtg-board-file select").select_option(name)
    app.locator("button.mtg-load").click()
    expect(app.locator(".mtg-builder-message")).to_contain_text(f"loaded {name}",
                                                                timeout=TIMEOUT_MS)


def start(app: Locator, status: str) -> None:
    app.locator("button.mtg-start").click()
    expect(app.locator(".mtg-board-status")).to_contain_text(status, timeout=TIMEOUT_MS)


def click_rule(rule: Locator) -> str | None:
    """Click a rule number; return the text the page then shows under it (None: nothing).
    The number stays the only text of its cell; the rule's text is drawn by the page's CSS."""
    number = rule.locator("summary")
    before = rule.inner_text()
    number.click()
    shown = rule.locator("details").evaluate(
        """el => {
            const after = getComputedStyle(el, '::after');
            if (!el.open || after.content === 'none' || after.display === 'none') return null;
            return {text: el.dataset.text, height: el.getBoundingClientRect().height,
                    line: parseFloat(getComputedStyle(el).lineHeight) || 16};
        }""")
    assert rule.inner_text() == before  # the number is what its text says
    if shown is None:
        return None
    assert shown["height"] > 1.5 * shown["line"], shown  # the text shows, under the number
    return str(shown["text"])


def hover_title(page: Page, element: Locator) -> str | None:
    """What the browser shows when the mouse rests on an element: its title."""
    element.hover()
    return element.get_attribute("title")


# A few numbered lines in the Comprehensive Rules' format, worded for this test: what a user's
# own rules file looks like to the explorer (the tests never download the real one).
RULES_FILE = """Magic: The Gathering Comprehensive Rules

1. Game Concepts

117. Timing and Priority

117.1. Test wording: unless a spell or ability is instructing a player to take an action, \
which player can take actions at any given time is determined by a system of priority.

5. Turn Structure

507. Beginning of Combat Step (test wording)

507.1. Test wording: first, if the game being played is a multiplayer game, the active player \
chooses one of their opponents.
"""


def test_rules_in_place_hover_a_rule_or_read_the_official_wording(
        where: str, explorer: Locator, page: Page, tmp_path: Path, artifacts_dir: Path) -> None:
    """Issue 12, rules in place: the mouse on a rule number, in the decision panel or the
    timeline, shows what the rule is about (the explorer's own summary); with the path of the
    user's Comprehensive Rules text file typed and Official wording pressed, the same numbers
    show the file's wording; Our summaries goes back."""
    from explorer.glossary import GLOSSARY

    app = explorer
    load_board(app, "first_combat.json")
    start(app, "Turn 1, precombat main")
    app.locator("button.mtg-next-step").click()
    expect(app.locator(".mtg-board-status")).to_contain_text("Turn 1, beginning of combat",
                                                             timeout=TIMEOUT_MS)
    decision_rule = app.locator(".mtg-decision abbr.mtg-rule")
    expect(decision_rule).to_have_text("117.1")
    assert hover_title(page, decision_rule) == GLOSSARY.summary("117.1")
    step_rule = app.locator(f".mtg-timeline {TIMELINE} tbody tr").filter(
        has_text="beginning_of_combat").locator("td.mtg-rule")
    expect(step_rule).to_have_text("507")
    assert hover_title(page, step_rule) == GLOSSARY.summary("507")
    status = app.locator(".mtg-rules-status")
    expect(status).to_have_text(
        "Rule numbers show the explorer's own summaries (hover or click a rule number).")
    # A click shows the rule too: under the number, until clicked again.
    for rule, number in ((step_rule, "507"), (decision_rule, "117.1")):
        assert click_rule(rule) == GLOSSARY.summary(number)
    app.screenshot(path=str(artifacts_dir / f"{where}_rules_clicked.png"))
    for rule in (step_rule, decision_rule):
        assert click_rule(rule) is None

    rules = tmp_path / "MagicCompRules.txt"
    rules.write_text(RULES_FILE, encoding="utf-8")
    app.locator(".mtg-rules-file input").fill(str(rules))
    app.locator("button.mtg-rules-official").click()
    expect(status).to_have_text(f"Rule numbers show the official wording of 4 rules from "
                                f"{rules} (hover or click a rule number).", timeout=TIMEOUT_MS)
    expect(decision_rule).to_have_attribute("title", re.compile(r"^Test wording: unless"))
    expect(step_rule).to_have_attribute("title", "Beginning of Combat Step (test wording)")
    assert hover_title(page, step_rule) == "Beginning of Combat Step (test wording)"
    assert click_rule(step_rule) == "Beginning of Combat Step (test wording)"
    assert click_rule(step_rule) is None
    app.screenshot(path=str(artifacts_dir / f"{where}_rules_official_wording.png"))

    app.locator("button.mtg-rules-summaries").click()  # and back (Lab's kernel is shared)
    expect(step_rule).to_have_attribute("title", GLOSSARY.summary("507"), timeout=TIMEOUT_MS)
    expect(decision_rule).to_have_attribute("title", GLOSSARY.summary("117.1"))

    app.locator(".mtg-rules-file input").fill(str(tmp_path / "missing.txt"))
    app.locator("button.mtg-rules-official").click()
    expect(status).to_contain_text(f"can't read the rules file {tmp_path / 'missing.txt'}: "
                                   "No such file or directory", timeout=TIMEOUT_MS)
    expect(step_rule).to_have_attribute("title", GLOSSARY.summary("507"))


def test_why_did_this_happen_and_a_compact_timeline(where: str, explorer: Locator, page: Page,
                                                    artifacts_dir: Path) -> None:
    """Issue 12: the timeline is one line per row, an ability's long text cut short on its
    triggered, put-on-stack and resolved rows and whole on hover; the Lion's doubled counter,
    its seq typed and Why? pressed, shows its chain of causes as a tree back to the upkeep
    beginning, each link with its rule."""
    app = explorer
    load_board(app, "court_of_garenbrig.json")
    timeline = play_court_of_garenbrig(app, "1 on Grizzly Bears, 1 on Llanowar Elves")

    heights = timeline.evaluate(
        "t => [...t.querySelectorAll('tbody tr')].map(tr => tr.getBoundingClientRect().height)")
    assert len(heights) > 5 and max(heights) - min(heights) < 1, heights  # one line each
    for kind in ("ability_triggered", "ability_put_on_stack", "ability_resolved"):
        cell = timeline.locator("tr", has_text=kind).filter(
            has_text="Court of Garenbrig").locator("td.mtg-detail")
        expect(cell).to_have_text(re.compile(r"^At the beginning of your upkeep, .*…$"))
        assert hover_title(page, cell) == COURT_TEXT
    expect(timeline).not_to_contain_text(COURT_TEXT)

    rows = table_rows(timeline)
    # The split put on the stack is said by name (its target read '1 on bears, 1 on elves').
    assert [row["target"] for row in rows if row["event"] == "ability_put_on_stack"] == [
        "1 on Grizzly Bears, 1 on Llanowar Elves"]
    for row in rows:
        assert not re.search(r"\b(bears|elves|lion)\b", row["target"] + row["detail"]), row
    lion = [row for row in rows if row["event"] == "counters_added"
            and row["target"] == "Silvercoat Lion"]
    assert [row["rule"] for row in lion] == ["701.10e"]
    # Select the event with a click: the table's rows are listed beside Why?, newest first.
    # (The list shows its spaces as no-break spaces: \s matches both.)
    listed = app.locator(".mtg-why-pick select option")
    expect(listed.first).to_have_text(re.compile(rf"^{rows[-1]['seq']}\s·\sturn\s2,\supkeep\s·"))
    listed.filter(has_text=re.compile(rf"^{lion[0]['seq']}\s·\s")).click()
    tree = app.locator(".mtg-why ul.mtg-why-tree")
    expect(tree).to_be_visible(timeout=TIMEOUT_MS)
    items = [line for line in tree.inner_text().splitlines() if line.strip()]
    assert len(items) == 4, items
    assert items[0] == (f"{lion[0]['seq']} counters_added — Alice: Court of Garenbrig → "
                        "Silvercoat Lion (rule 701.10e)")
    assert re.fullmatch(r"\d+ ability_resolved — Alice: Court of Garenbrig: At the beginning "
                        r"of your upkeep, .*… \(rule 608\.2\)", items[1])
    assert re.fullmatch(r"\d+ ability_triggered — Alice: Court of Garenbrig: .*… \(rule 603\.2\)",
                        items[2])
    cut = tree.locator("span[title]")  # the ability's text, each link one line: whole on hover
    expect(cut).to_have_count(2)
    assert hover_title(page, cut.first) == f"Court of Garenbrig: {COURT_TEXT}"
    assert re.fullmatch(r"\d+ step_began — upkeep step \(rule 503\)", items[3])
    # A tree: each cause nested in what it caused, each rule with its summary on hover.
    assert tree.evaluate("t => t.querySelectorAll('ul').length") == 3
    assert all(title for title in tree.locator("abbr.mtg-rule").evaluate_all(
        "els => els.map(e => e.title)"))
    app.locator(".mtg-why").screenshot(path=str(artifacts_dir / f"{where}_why_tree.png"))


# Everything a board can show at once: the crown, a tapped land, counters and damage on a
# creature with an Equipment on it, a summoning-sick creature, and a Bolt in hand to put a
# spell with a target on the stack.
GLANCE_BOARD = {
    "format": "explorer-board/1", "title": "A board at a glance", "seed": 1,
    "players": [
        {"name": "Alice", "life": 20,
         "battlefield": [
             {"card": "Mountain", "id": "m1"}, {"card": "Forest", "id": "f1", "tapped": True},
             {"card": "Grizzly Bears", "id": "bears", "counters": {"+1/+1": 2}, "damage": 1},
             {"card": "Bonesplitter", "id": "splitter", "attached_to": "bears"},
             {"card": "Llanowar Elves", "id": "elves", "sick": True}],
         "hand": ["Lightning Bolt"], "library": ["Forest", "Forest", "Forest"]},
        {"name": "Bob", "life": 20, "battlefield": [{"card": "Silvercoat Lion", "id": "lion"}],
         "library": ["Plains", "Plains", "Plains"]}],
    "monarch": "Alice",
    "turn": {"number": 1, "active": "Alice", "step": "precombat_main"},
}
IDS = re.compile(r"\b(m1|f1|bears|splitter|elves|lion|lightning-bolt-1)\b")


def test_a_board_you_can_read_at_a_glance(where: str, explorer: Locator, page: Page,
                                          tmp_path: Path, artifacts_dir: Path) -> None:
    """Issue 12: a board file from a folder the user picks, loaded and started: tiles per
    player and zone, the tapped land turned sideways, counters, damage, the Equipment on its
    creature, the sick Elves, the monarch's crown, whose priority; Lightning Bolt cast at the
    Lion is on the stack with its target; names, never ids, on the board, in the decision's
    choices and in the timeline."""
    import json

    app = explorer
    folder = tmp_path / "my boards"
    folder.mkdir()
    (folder / "glance.json").write_text(json.dumps(GLANCE_BOARD), encoding="utf-8")
    box = app.locator(".mtg-save-folder input")
    box.fill(str(folder))
    box.press("Enter")
    expect(app.locator(".mtg-board-file select option", has_text="glance.json")).to_have_count(
        1, timeout=TIMEOUT_MS)
    load_board(app, "glance.json")
    start(app, "Turn 1, precombat main — Alice's turn")

    board = app.locator(".explorer-board-view")
    alice, bob = board.locator(".player", has_text="Alice"), board.locator(".player",
                                                                           has_text="Bob")
    expect(alice.locator(".head")).to_contain_text("Alice 👑 — life 20 priority")
    expect(alice.locator(".crown")).to_be_visible()
    expect(bob.locator(".head")).to_have_text("Bob — life 20")
    creatures = alice.locator('.zone[data-zone="creatures"] .perm')
    expect(creatures).to_have_text(["Grizzly Bears · 6/4 · 2×+1/+1 · 1 damage",
                                    "Llanowar Elves · 1/1 · sick"])
    expect(creatures.nth(1)).to_have_class(re.compile(r"\bsick\b"))
    lands = alice.locator('.zone[data-zone="lands"] .perm')
    expect(lands).to_have_text(["Mountain", "Forest · tapped"])
    forest, mountain = lands.nth(1).bounding_box(), lands.nth(0).bounding_box()
    assert mountain and mountain["width"] < mountain["height"]  # upright, as a card stands
    assert forest and forest["width"] > forest["height"]  # turned sideways
    expect(alice.locator('.zone[data-zone="other"] .perm')).to_have_text(
        "Bonesplitter · on Grizzly Bears")
    expect(bob.locator('.zone[data-zone="creatures"] .perm')).to_have_text("Silvercoat Lion · 2/2")

    action = app.locator(".mtg-action select")
    # (a dropdown shows its spaces as no-break spaces)
    labels = [text.replace("\xa0", " ") for text in action.locator("option").all_inner_texts()]
    bolt = "cast Lightning Bolt → Silvercoat Lion, tapping Mountain"
    assert bolt in labels, labels
    assert not any(IDS.search(label) for label in labels), labels
    action.select_option(index=labels.index(bolt))
    app.locator("button.mtg-answer").click()
    stack = app.locator(".mtg-stack")
    expect(stack).to_have_text("Stack (top first):Lightning Bolt → Silvercoat Lion (Alice)",
                               timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-message")).to_contain_text(
        "cast Lightning Bolt → Silvercoat Lion, tapping Mountain: ")
    expect(lands).to_have_text(["Mountain · tapped", "Forest · tapped"])
    assert not IDS.search(board.inner_text())
    board.screenshot(path=str(artifacts_dir / f"{where}_board_at_a_glance.png"))

    app.locator("button.mtg-next-decision").click()  # Alice passes: Bob has priority
    expect(bob.locator(".priority")).to_be_visible(timeout=TIMEOUT_MS)
    expect(alice.locator(".priority")).to_have_count(0)
    app.locator("button.mtg-next-decision").click()  # Bob passes: the Bolt resolves
    expect(bob.locator('.zone[data-zone="graveyard"]')).to_contain_text("Silvercoat Lion",
                                                                        timeout=TIMEOUT_MS)
    expect(stack).to_be_hidden()
    died = app.locator(f".mtg-timeline {TIMELINE} tr", has_text="zone_changed").filter(
        has_text="704.5g")
    expect(died).to_contain_text("Silvercoat Lion")
    for text in (board.inner_text(), app.locator(".mtg-decision").inner_text(),
                 app.locator(f".mtg-timeline {TIMELINE}").inner_text()):
        assert not IDS.search(text), IDS.search(text)


def test_a_pending_decision_is_named_by_the_step_buttons_and_answered_by_name(
        where: str, explorer: Locator, page: Page, artifacts_dir: Path) -> None:
    """Issue 12's first-draft bugs, by clicks: no Answer, Default policy or X box before there
    is anything to decide; Start folds the builder away; Run to's own default right after Start
    goes ahead; while Alice's attack waits, Next step, Next turn and Run to say what to answer
    first; attackers and blockers are chosen by name."""
    app = explorer
    answer, default, x_box = (app.locator("button.mtg-answer"),
                              app.locator("button.mtg-default"), app.locator(".mtg-x"))
    message = app.locator(".mtg-message")
    expect(message).to_have_text("Build a board and press Start game.")
    for hidden in (answer, default, x_box):
        expect(hidden).to_be_hidden()

    load_board(app, "first_combat.json")
    start(app, "Turn 1, precombat main")
    expect(app.locator(".mtg-builder")).to_be_hidden()  # folded: the board is at the top
    expect(answer).to_be_visible()
    expect(default).to_be_visible()
    expect(x_box).to_be_hidden()  # no spell with {X} in hand

    app.locator("button.mtg-run-to").click()  # its own default: turn 2's upkeep
    attack = "Alice decides — attackers: Declare attackers (creature -> player) (rule 508.1)"
    expect(message).to_contain_text(f"stopped on turn 1, declare attackers: {attack}",
                                    timeout=TIMEOUT_MS)
    status = app.locator(".mtg-board-status")
    for forks, name in enumerate(("next-step", "next-turn", "run-to"), start=1):
        app.locator("button.mtg-fork").click()  # a new message, to see each button's own
        expect(message).to_have_text(f"forked into branch {forks}", timeout=TIMEOUT_MS)
        app.locator(f"button.mtg-{name}").click()
        expect(message).to_have_text(f"First answer this: {attack}", timeout=TIMEOUT_MS)
        expect(status).to_contain_text("Turn 1, declare attackers")

    pairs = app.locator(".mtg-pair")
    expect(pairs.locator("label")).to_have_text(["Grizzly Bears attacks",
                                                 "Raging Goblin attacks"])
    expect(pairs.first.locator("option")).to_have_text(["—", "Bob"])
    pairs.first.locator("select").select_option(label="Bob")
    answer.click()
    expect(message).to_contain_text("attack: Grizzly Bears → Bob: ", timeout=TIMEOUT_MS)
    app.locator("button.mtg-next-step").click()
    expect(app.locator(".mtg-decision")).to_contain_text("Bob decides — blockers",
                                                         timeout=TIMEOUT_MS)
    expect(pairs.locator("label")).to_have_text(["Silvercoat Lion blocks"])
    expect(pairs.locator("option")).to_have_text(["—", "Grizzly Bears"])
    pairs.locator("select").select_option(label="Grizzly Bears")
    answer.click()
    expect(message).to_contain_text("block: Silvercoat Lion blocks Grizzly Bears: ",
                                    timeout=TIMEOUT_MS)
    expect(x_box).to_be_hidden()
    # The timeline's decision rows say them by name too (they read 'attackers: bears->Bob').
    timeline = app.locator(f".mtg-timeline {TIMELINE}")
    decided = timeline.locator("tr", has_text="decision_made")
    expect(decided.filter(has_text="declare_attackers").locator("td").last).to_have_text(
        "attackers: Grizzly Bears → Bob (chosen by Alice)")
    blocks = decided.filter(has_text="declare_blockers").locator("td").last
    expect(blocks).to_have_text("blockers: Silvercoat Lion blocks Grizzly Bears (chosen by…")
    assert hover_title(page, blocks) == (
        "blockers: Silvercoat Lion blocks Grizzly Bears (chosen by Bob)")
    for row in table_rows(timeline):
        assert not re.search(r"\b(bears|lion|goblin)\b", row["target"] + row["detail"]), row
    app.screenshot(path=str(artifacts_dir / f"{where}_blockers_by_name.png"))


def test_the_builder_refuses_unknown_names_and_saves_only_where_the_user_says(
        where: str, explorer: Locator, page: Page, tmp_path: Path,
        jupyter_env: dict[str, object]) -> None:
    """Issue 12, the builder: a typed unknown name is refused with the did-you-mean (not
    replaced by the last valid card); Save writes into the folder shown — the working
    directory at first — and refuses a name that is a path and a folder inside the explorer;
    the saved board is offered by Load."""
    import explorer as package

    app = explorer
    search, preview = app.locator(".mtg-card-search input"), app.locator(".mtg-card-preview")
    message = app.locator(".mtg-builder-message")
    add_card(app, "Grizzly Bears")
    search.fill("Black Lotus")
    expect(preview).to_have_text("unknown card 'Black Lotus' (did you mean 'Gilded Lotus'?)",
                                 timeout=TIMEOUT_MS)
    app.locator("button.mtg-add-card").click()
    expect(message).to_have_text("card: unknown card 'Black Lotus' (did you mean "
                                 "'Gilded Lotus'?)", timeout=TIMEOUT_MS)
    expect(app.locator(".mtg-builder-summary")).to_contain_text(
        "Alice (20 life) — battlefield: Grizzly Bears")

    root = Path(str(jupyter_env["root"]))  # where the notebook runs
    folder, name = app.locator(".mtg-save-folder input"), app.locator(".mtg-save-name input")
    expect(folder).to_have_value(str(root))
    name.fill("../../escape")
    name.press("Enter")
    app.locator("button.mtg-save").click()
    expect(message).to_have_text("save as: '../../escape' is a path: write a file name only "
                                 "(the board is saved in the folder next to it)",
                                 timeout=TIMEOUT_MS)
    inside = Path(package.__file__).parent / "widgets"
    folder.fill(str(inside))
    folder.press("Enter")
    name.fill("mine")
    name.press("Enter")
    app.locator("button.mtg-save").click()
    expect(message).to_have_text(f"in folder: {str(inside)!r} is inside the explorer's own "
                                 "files: choose a folder of your own", timeout=TIMEOUT_MS)

    mine = tmp_path / "boards"
    mine.mkdir()
    folder.fill(str(mine))
    folder.press("Enter")
    app.locator("button.mtg-save").click()
    expect(message).to_have_text(f"saved mine.json in {mine}", timeout=TIMEOUT_MS)
    assert [p.name for p in mine.iterdir()] == ["mine.json"]
    assert "Grizzly Bears" in (mine / "mine.json").read_text(encoding="utf-8")
    assert not (inside / "mine.json").exists()
    assert not [p for folder in (root, root.parent, root.parent.parent)
                for p in folder.glob("*.json") if p.stem in ("escape", "mine")]
    expect(app.locator(".mtg-board-file select option", has_text="mine.json")).to_have_count(1)
