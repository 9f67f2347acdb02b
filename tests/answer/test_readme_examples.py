"""The README's examples are true: every example button of the app and every question the README
and the docs present as answered gives, offline, the first citation the tested table says
(docs/examples.md, "What the examples answer (tested)"; a listed miss stays a miss until the table
is updated)."""

from __future__ import annotations

import re

import pytest

from rag.core.config import PROJECT_ROOT, Settings
from rag.core.results import Turn
from rag.ingest.corpus import BUNDLED_EXAMPLES
from rag.pipeline import Pipeline

EXAMPLES = PROJECT_ROOT / "docs" / "examples.md"
HEADING = "# What the examples answer (tested)"


def readme_examples() -> list[tuple[str, str, str, str]]:
    """(corpus, question, earlier question or "", first citation) of every row of docs/examples.md's table."""
    text = EXAMPLES.read_text(encoding="utf-8")
    section = text[text.index(HEADING) :]
    rows = []
    for line in section.splitlines()[1:]:
        if line.startswith("| corpus ") or line.startswith("|---"):
            continue
        if rows and not line.startswith("|"):
            break
        if line.startswith("|"):
            corpus, question, after, first, _ = (cell.strip() for cell in line.strip("|").split("|"))
            rows.append((corpus, question, after, first))
    return rows


def test_the_table_lists_every_example_button():
    """Each corpus's example buttons are rows of the table (so each is asserted below)."""
    listed = {(corpus, question) for corpus, question, after, _ in readme_examples() if not after}
    for corpus, questions in BUNDLED_EXAMPLES.items():
        assert {(corpus, q) for q in questions} <= listed, corpus
    assert len(readme_examples()) >= 19


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
