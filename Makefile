# Two commands do all set-up on a fresh machine with only python3: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8501
CODE   := rag splitters ui tests app.py

.PHONY: run test lint ingest clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)  ## index the bundled Constitution (first run only) and start the app
	$(BIN)/rag ingest
	$(BIN)/streamlit run app.py --server.port $(PORT)

test: $(STAMP) lint  ## lint, type-check and run the whole test suite
	bash tests/system_setup.sh $(BIN)/python
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check $(CODE)
	$(BIN)/ruff format --check $(CODE)
	$(BIN)/mypy

ingest: $(STAMP)
	$(BIN)/rag ingest

clean:
	rm -rf $(VENV) .rag
