"""The README's examples are true: every example button of the app and every question the README
and the docs present as answered gives, offline, the first citation the tested table says
(docs/examples.md, "What the examples answer (tested)"; a listed miss stays a miss until the table
is updated)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rag.core.config import PROJECT_ROOT, Settings
from rag.core.results import Turn
from rag.ingest.corpus import BUNDLED_EXAMPLES
from rag.pipeline import Pipeline

EXAMPLES = PROJECT_ROOT / "docs" / "examples.md"
HEADING = "# What the examples answer (tested)"
README = PROJECT_ROOT / "README.md"
README_HEADING = "### Example questions"


def table_rows(path: Path, heading: str) -> list[list[str]]:
    """The cells of every row of the first table after ``heading`` in ``path`` (header left out)."""
    text = path.read_text(encoding="utf-8")
    section = text[text.index(heading) :]
    rows: list[list[str]] = []
    for line in section.splitlines()[1:]:
        if line.startswith("| corpus ") or line.startswith("|---"):
            continue
        if rows and not line.startswith("|"):
            break
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def readme_examples() -> list[tuple[str, str, str, str]]:
    """(corpus, question, earlier question or "", first citation) of every row of docs/examples.md's table."""
    return [
        (corpus, question, after, first)
        for corpus, question, after, first, _ in table_rows(EXAMPLES, HEADING)
    ]


def test_the_table_lists_every_example_button():
    """Each corpus's example buttons are rows of the table (so each is asserted below)."""
    listed = {(corpus, question) for corpus, question, after, _ in readme_examples() if not after}
    for corpus, questions in BUNDLED_EXAMPLES.items():
        assert {(corpus, q) for q in questions} <= listed, corpus
    assert len(readme_examples()) >= 19


def test_the_readme_shows_the_example_buttons_as_tested():
    """The README's short list shows every example question with the tested table's first citation."""
    tested = {
        (corpus, question, first, right)
        for corpus, question, after, first, right in table_rows(EXAMPLES, HEADING)
        if not after
    }
    shown = table_rows(README, README_HEADING)
    for corpus, question, first, right in shown:
        assert (corpus, question, first, right) in tested, f"README row not in docs/examples.md: {question}"
    buttons = {q for questions in BUNDLED_EXAMPLES.values() for q in questions}
    assert buttons <= {question for _, question, _, _ in shown}


@pytest.fixture(scope="module")
def pipelines(
    real_pipeline: Pipeline, real_laws: Pipeline, real_normas: Pipeline, real_biblioteca: Pipeline
) -> dict[str, Pipeline]:
    return {
        "constitucion": real_pipeline,
        "leyes": real_laws,
        "normas": real_normas,
        "biblioteca": real_biblioteca,
    }


@pytest.mark.parametrize(("corpus", "question", "after", "first"), readme_examples())
def test_the_readme_example_gives_its_first_citation(
    pipelines, real_settings, corpus, question, after, first
):
    """Asked as the app asks it (default retriever and k, no model), the first citation is the table's."""
    settings = Settings(data_dir=real_settings.data_dir)
    chain = pipelines[corpus].chain(settings, None, settings.retriever, settings.k)
    history = [Turn(after)] if after else []
    answer = chain.ask(question, history)
    assert not answer.refused, answer.answer
    labels = [answer.contexts[c.n - 1].apartado_label(c.apartado) for c in answer.citations]
    assert labels[0] == first, answer.answer
    if not answer.contexts[0].lookup:  # a named precept is quoted whole, under its plain label
        assert re.search(rf"\*\*{re.escape(first)}\*\*", answer.answer)
