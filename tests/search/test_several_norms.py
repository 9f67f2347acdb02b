"""A corpus of several norms (the bundled laws): a precept is (norm, article) in labels, citations
and lookups, while the Constitution alone keeps its plain labels."""

from __future__ import annotations

import pytest
from conftest import ARTICULOS

from rag.ingest.corpus import resolve_corpus
from rag.pipeline import Pipeline, open_pipeline

ET = "BOE-A-2015-11430"


@pytest.fixture
def laws(index, settings) -> Pipeline:
    """The four bundled laws, indexed with the fake embeddings (lookups are exact)."""
    return open_pipeline(index, resolve_corpus("leyes", settings), ARTICULOS)


def test_a_lookup_among_several_laws_names_each_law(laws, settings):
    """ "artículo 40" exists in several laws: each context and citation says which."""
    answer = laws.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 40?")
    looked_up = [c for c in answer.contexts if c.lookup]
    assert len(looked_up) >= 2
    assert "Estatuto de los Trabajadores, art. 40" in [c.label for c in looked_up]
    assert all(c.label.endswith(", art. 40") for c in looked_up)
    cited_norms = {c.norm_id for c in answer.citations}  # the answer quotes at most three precepts
    assert len(cited_norms) >= 2 and cited_norms <= {c.chunk.norm_id for c in looked_up}
    assert "**Estatuto de los Trabajadores, art. 40**" in answer.answer


def test_a_law_apartado_is_cited_with_the_law(laws, settings):
    """ "art. 40.1 del Estatuto" style labels reach the extractive answer's quoted passages."""
    answer = laws.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 40.1?")
    estatuto = [c for c in answer.citations if c.norm_id == ET]
    assert estatuto and estatuto[0].article_id == "art-40"
    assert estatuto[0].label.startswith("Estatuto de los Trabajadores, art. 40")


def test_the_constitution_alone_keeps_its_labels(fake_pipeline, settings):
    """One norm: "Artículo 28", as before."""
    answer = fake_pipeline.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 28?")
    assert answer.contexts[0].label == "Artículo 28"
    assert answer.citations[0].norm_id == "BOE-A-1978-31229"
