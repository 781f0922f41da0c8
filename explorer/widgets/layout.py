"""How the app's controls sit on the page, readable from 1,000 to 1,400 px wide (issue 12).

A button is as wide as its label and is never squeezed by its row, so its label is never cut.
Controls that belong together (the step buttons; Run to's turn, step and switch; Undo, Fork
and the branch) form a group that stays on one line; a row of groups wraps between groups when
the page is narrow — and a group wider than the whole line (a notebook beside Lab's file
browser) wraps inside itself rather than running off the page. A wide control (a dropdown of
long choices) is never wider than the space it has.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets


def button(label: str, css: str, handler: Callable[[], Any], style: str = "") -> widgets.Button:
    """A button as wide as its label, calling ``handler()`` when pressed (by a click, or by
    Enter or Space while it has the keyboard's focus)."""
    b = widgets.Button(description=label, button_style=style, _dom_classes=[css],
                       layout=fitted())
    b.on_click(lambda _b: handler())
    return b


def fitted() -> widgets.Layout:
    """A button's layout: its label's width (at least a short word's), never shrunk."""
    return widgets.Layout(width="auto", min_width="4.5em", flex="0 0 auto")


def group(children: Sequence[widgets.Widget], css: str = "") -> widgets.HBox:
    """Controls that stay together on one line when the line can hold them (a flex item
    moves to the next line whole; only one wider than the line shrinks to it and wraps)."""
    return widgets.HBox(list(children),
                        layout=widgets.Layout(flex="0 1 auto", flex_flow="row wrap"),
                        _dom_classes=[css] if css else [])


def at_most(width: str) -> widgets.Layout:
    """A wide control's layout: ``width``, or less when it hasn't the room (no side margins,
    which would take it past the room it has)."""
    return widgets.Layout(width=width, max_width="100%", margin="2px 0")


def row(children: Sequence[widgets.Widget], css: str = "") -> widgets.HBox:
    """A row that wraps onto the next line between its children rather than squeezing them."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap"),
                        _dom_classes=[css] if css else [])
