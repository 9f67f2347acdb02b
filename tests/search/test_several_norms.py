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
    """ "artículo 85" exists in three of the laws: each is quoted, and each context and citation
    says which law, the organic law (the highest in rank) first."""
    answer = laws.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 85?")
    looked_up = [c for c in answer.contexts if c.lookup]
    assert [c.label for c in looked_up] == [
        "LOPDGDD, art. 85",
        "Ley 39/2015, art. 85",
        "Estatuto de los Trabajadores, art. 85",
    ]
    cited_norms = {c.norm_id for c in answer.citations}  # the answer quotes at most three precepts
    assert cited_norms == {c.chunk.norm_id for c in looked_up}
    assert "**Estatuto de los Trabajadores, art. 85**" in answer.answer
    assert "existe en" not in answer.answer


def test_a_lookup_of_a_number_every_law_has_quotes_one_and_says_so(laws, settings):
    """ "artículo 40" is in all four laws: the organic law's is quoted, and the answer says how many
    have one and how to name another."""
    answer = laws.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 40?")
    assert [c.label for c in answer.contexts if c.lookup] == ["LOPDGDD, art. 40"]
    assert answer.answer.startswith(
        "El artículo 40 existe en 4 de las normas consultadas; cito el de la LOPDGDD, la de mayor rango "
        "normativo. Si se refiere a otra, nómbrela: «artículo 40 de la Ley 19/2013»."
    )


def test_a_law_apartado_is_cited_with_the_law(laws, settings):
    """ "art. 85.1 del Estatuto" style labels reach the extractive answer's quoted passages."""
    answer = laws.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 85.1?")
    estatuto = [c for c in answer.citations if c.norm_id == ET]
    assert estatuto and estatuto[0].article_id == "art-85"
    assert estatuto[0].label.startswith("Estatuto de los Trabajadores, art. 85")


def test_the_constitution_alone_keeps_its_labels(fake_pipeline, settings):
    """One norm: "Artículo 28", as before."""
    answer = fake_pipeline.chain(settings, None, "hybrid", 5).ask("¿Qué dice el artículo 28?")
    assert answer.contexts[0].label == "Artículo 28"
    assert answer.citations[0].norm_id == "BOE-A-1978-31229"


@pytest.mark.parametrize(
    ("question", "norm"),
    [
        ("¿Qué dice el artículo 40 del Estatuto de los Trabajadores?", ET),
        ("¿Qué dice el art. 40 del ET?", ET),
        ("artículo 40 de la Ley 19/2013", "BOE-A-2013-12887"),
        ("Léeme el artículo 13 de la LOPDGDD", "BOE-A-2018-16673"),
        ("la disposición adicional tercera de la Ley 39/2015", "BOE-A-2015-10565"),
    ],
)
def test_a_lookup_naming_the_law_answers_from_that_law_only(laws, settings, question, norm):
    """Naming the law picks its precept alone: one quoted precept, of that law."""
    answer = laws.chain(settings, None, "hybrid", 5).ask(question)
    looked_up = [c for c in answer.contexts if c.lookup]
    assert [c.chunk.norm_id for c in looked_up] == [norm]
    assert answer.citations[0].norm_id == norm and not answer.refused


def test_a_lookup_of_a_law_outside_the_corpus_is_not_answered_from_another_law(laws, settings):
    """ "artículo 5 de la Ley 7/1985" is not any bundled law's article 5."""
    result = laws.retriever("hybrid", 5).search("¿Qué dice el artículo 5 de la Ley 7/1985?")
    assert not any(hit.lookup for hit in result.hits)


def test_the_law_filter_searches_only_the_chosen_laws(laws):
    """Filtered retrieval (the sidebar's law filter): rankings and lookups stay inside the chosen
    laws, on the same index."""
    only_et = laws.retriever("hybrid", 5, norms=frozenset({ET}))
    for question in ("¿Qué dice el artículo 40?", "plazo para resolver un procedimiento administrativo"):
        result = only_et.search(question)
        assert result.hits and {hit.chunk.norm_id for hit in result.hits} == {ET}
    assert laws.retriever("hybrid", 5, norms=frozenset(laws.norms())).search_engine is laws.search
