# Build/test entry points. `make test` is what CI runs (via .ci/run).
SHELL := /bin/bash

VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium

# JupyterLab refuses to start as root unless told otherwise.
ifeq ($(shell id -u),0)
LAB_ROOT_FLAG := --allow-root
else
LAB_ROOT_FLAG :=
endif

.PHONY: venv chromium lab app test bench notebooks clean

venv: $(STAMP)

# Reinstall whenever the declared dependencies or the lock change.
$(STAMP): pyproject.toml constraints.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install -c constraints.txt -e '.[lab,test,app]'
	touch $(STAMP)

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

lab: $(STAMP)
	$(VENV)/bin/jupyter lab --no-browser --ip=127.0.0.1 --ServerApp.root_dir=notebooks $(LAB_ROOT_FLAG)

app: $(STAMP)
	$(VENV)/bin/voila --no-browser notebooks/app.ipynb

test: $(STAMP) chromium
	$(VENV)/bin/ruff check explorer tests tools benchmarks
	PYTHONHASHSEED=0 $(VENV)/bin/pytest

bench: $(STAMP)
	$(PY) benchmarks/bench_core.py
	$(PY) benchmarks/bench_could_produce.py
	$(PY) benchmarks/bench_tokens.py

# Re-execute the notebooks and store their outputs (nbval compares them); review the diff.
notebooks: $(STAMP)
	PYTHONHASHSEED=0 $(PY) tools/refresh_notebooks.py

clean:
	rm -rf $(VENV)
