# Build/test entry points. `make test` is what CI runs (via .ci/run).
SHELL := /bin/bash

VENV := .venv
PY := $(VENV)/bin/python
CHROMIUM := /usr/bin/chromium

# One venv; each target installs (editable) only the extra it needs and leaves a stamp, so
# `make lab` never pulls in the test tools. The browser tests start JupyterLab and Voila, so
# `test` needs the lab and app extras too.
EXTRAS_base :=
EXTRAS_lab := [lab]
EXTRAS_app := [app]
EXTRAS_notebooks := [notebooks]
EXTRAS_test := [test,lab,app]

# `make lab PORT=9999` / `make app PORT=9999`: serve on that port and fail if it is taken (no
# silent move to the next free one). Without PORT each server keeps its own default.
PORT :=
PORT_FLAGS = $(if $(PORT),--port=$(PORT) $(1).port_retries=0)

# JupyterLab refuses to start as root unless told otherwise.
ifeq ($(shell id -u),0)
LAB_ROOT_FLAG := --allow-root
else
LAB_ROOT_FLAG :=
endif

.PHONY: venv chromium lab app test bench notebooks clean

# The development venv: everything `make test` needs.
venv: $(VENV)/.installed-test

$(PY):
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Reinstall whenever the declared dependencies or the lock change.
$(VENV)/.installed-%: pyproject.toml constraints.txt | $(PY)
	$(PY) -m pip install -c constraints.txt -e '.$(EXTRAS_$*)'
	touch $@

# Debian's chromium, driven by Playwright (never `playwright install`: it downloads a browser),
# and an emoji font so the board view's crown shows in screenshots.
BROWSER_PACKAGES := chromium fonts-noto-color-emoji

chromium:
	@if dpkg -s $(BROWSER_PACKAGES) >/dev/null 2>&1; then \
		echo "browser packages present: $(BROWSER_PACKAGES)"; \
	else \
		if [ "$$(id -u)" = 0 ]; then SUDO=; \
		elif command -v sudo >/dev/null 2>&1; then SUDO=sudo; \
		else echo "install Debian's $(BROWSER_PACKAGES) (not root, no sudo)" >&2; exit 1; fi; \
		$$SUDO apt-get update && \
		$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y $(BROWSER_PACKAGES); \
	fi

# Both servers start through explorer.serving, with the settings the explorer needs (the
# browser tests start theirs the same way).
lab: $(VENV)/.installed-lab
	$(PY) -m explorer.serving lab --no-browser --ip=127.0.0.1 --ServerApp.root_dir=notebooks \
		$(LAB_ROOT_FLAG) $(call PORT_FLAGS,--ServerApp)

app: $(VENV)/.installed-app
	$(PY) -m explorer.serving voila --no-browser $(call PORT_FLAGS,--Voila) notebooks/app.ipynb

test: $(VENV)/.installed-test chromium
	$(VENV)/bin/ruff check explorer tests tools benchmarks
	$(VENV)/bin/mypy
	PYTHONHASHSEED=0 $(VENV)/bin/pytest

bench: $(VENV)/.installed-base
	$(PY) benchmarks/bench_core.py
	$(PY) benchmarks/brawl.py
	$(PY) benchmarks/brawl_instructions.py
	$(PY) benchmarks/bench_could_produce.py
	$(PY) benchmarks/bench_tokens.py
	$(PY) benchmarks/bench_legal_actions.py
	$(PY) benchmarks/bench_history.py
	$(PY) benchmarks/bench_import.py
	$(PY) benchmarks/bench_timeline.py
	$(PY) benchmarks/bench_startup.py
	$(PY) benchmarks/bench_sweep.py
	$(PY) benchmarks/bench_coverage.py

# Re-execute the notebooks and store their outputs (nbval compares them); review the diff.
notebooks: $(VENV)/.installed-notebooks
	PYTHONHASHSEED=0 $(PY) tools/refresh_notebooks.py

clean:
	rm -rf $(VENV)
