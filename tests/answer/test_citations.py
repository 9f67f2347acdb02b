"""Checking an answer's [n] markers against the extracts, and resolving each to article + apartado."""

from __future__ import annotations

import pytest
from conftest import make_context

from rag.answer.citations import check_citations, resolve_apartado
from rag.core.results import Citation, Context

URL_13 = "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a13"
URL_28 = "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a28"
ARTICLE_13 = [
    "1. Los extranjeros gozarán en España de las libertades públicas que garantiza el presente Título "
    "en los términos que establezcan los tratados y la ley.",
    "2. Solamente los españoles serán titulares de los derechos reconocidos en el artículo 23, salvo lo "
    "que, atendiendo a criterios de reciprocidad, pueda establecerse por tratado o ley para el derecho "
    "de sufragio activo y pasivo en las elecciones municipales.",
    "3. La extradición sólo se concederá en cumplimiento de un tratado o de la ley, atendiendo al "
    "principio de reciprocidad. Quedan excluidos de la extradición los delitos políticos, no "
    "considerándose como tales los actos de terrorismo.",
]
HUELGA = "2. Se reconoce el derecho a la huelga de los trabajadores para la defensa de sus intereses."


def article(n: int, article_id: str, label: str, url: str, apartados: list[str]) -> Context:
    """A whole-precept extract whose apartados are joined by blank lines, with their spans."""
    text = "\n\n".join(apartados)
    spans, start = [], 0
    for apartado in apartados:
        spans.append((apartado.split(".")[0], start, start + len(apartado)))
        start += len(apartado) + 2
    metadata = {"article_id": article_id, "article_label": label, "url": url}
    return make_context(n, text, metadata, apartado_spans=spans)


def two_extracts() -> list[Context]:
    """[1] Artículo 13 (three apartados) and [2] the huelga apartado of Artículo 28."""
    return [
        article(1, "art-13", "Artículo 13", URL_13, ARTICLE_13),
        article(2, "art-28", "Artículo 28", URL_28, [HUELGA]),
    ]


@pytest.mark.parametrize(
    ("answer", "cleaned", "cited", "dropped"),
    [
        (
            "Los extranjeros tienen libertades [1]. Hay huelga [2].",
            "Los extranjeros tienen libertades [1]. Hay huelga [2].",
            [1, 2],
            [],
        ),
        ("Tienen libertades [1][2].", "Tienen libertades [1][2].", [1, 2], []),
        (
            "Tienen libertades [1]. Y algo inventado [7].",
            "Tienen libertades [1]. Y algo inventado.",
            [1],
            [7],
        ),
        ("Tienen libertades [1, 9].", "Tienen libertades [1].", [1], [9]),
        ("Hay huelga [2; 1].", "Hay huelga [2][1].", [2, 1], []),
        ("Un dato [0] y otro [3] más [2].", "Un dato y otro más [2].", [2], [0, 3]),
        ("Sin citas.", "Sin citas.", [], []),
    ],
)
def test_markers_are_kept_only_when_they_name_an_extract(answer, cleaned, cited, dropped):
    """Markers of existing extracts stay; the others vanish from the text and are listed as dropped."""
    checked = check_citations(answer, two_extracts())
    assert checked.text == cleaned
    assert [c.n for c in checked.citations] == cited
    assert checked.dropped == dropped


def test_citation_names_precept_and_link():
    """A citation carries the extract's article id, label and BOE link."""
    checked = check_citations("Se reconoce el derecho a la huelga de los trabajadores [2].", two_extracts())
    assert checked.citations == [Citation(2, "art-28", "2", "Artículo 28.2", URL_28)]


def test_same_marker_twice_is_one_citation():
    """Citing the same apartado twice lists it once."""
    answer = "Se reconoce la huelga [2]. Se reconoce el derecho a la huelga [2]."
    checked = check_citations(answer, two_extracts())
    assert [(c.n, c.apartado) for c in checked.citations] == [(2, "2")]


@pytest.mark.parametrize(
    ("sentence", "apartado", "label"),
    [
        (
            "La Constitución dice que «solamente los españoles serán titulares de los derechos "
            "reconocidos en el artículo 23» [1].",
            "2",
            "Artículo 13.2",
        ),
        (
            "Los extranjeros pueden votar en las elecciones municipales por tratado o ley, con "
            "reciprocidad, como titulares del sufragio activo y pasivo [1].",
            "2",
            "Artículo 13.2",
        ),
        (
            "La extradición de delitos políticos está excluida, salvo los actos de terrorismo [1].",
            "3",
            "Artículo 13.3",
        ),
        ("Conviene leerlo con calma [1].", "", "Artículo 13"),
        ("Hay reglas para los españoles y los extranjeros [1].", "", "Artículo 13"),
    ],
)
def test_citation_resolves_to_the_apartado_the_sentence_uses(sentence, apartado, label):
    """A quote or a clear paraphrase picks its apartado; a sentence matching none cites the article."""
    (citation,) = check_citations(sentence, two_extracts()).citations
    assert (citation.article_id, citation.apartado, citation.label) == ("art-13", apartado, label)


def test_single_span_covering_the_text_is_that_apartado():
    """An extract that is one apartado (its only span is the whole text) resolves to it whatever is said."""
    context = make_context(
        n=1,
        text=HUELGA,
        metadata={"article_id": "art-28", "article_label": "Artículo 28", "url": URL_28},
        score=0.4,
        apartado_spans=[("2", 0, len(HUELGA))],
    )
    assert resolve_apartado("Nada que ver con nada [1].", context) == "2"
    assert check_citations("Nada que ver [1].", [context]).citations[0].label == "Artículo 28.2"


def test_extract_without_apartados_cites_its_plain_label():
    """A precept without apartados (or a non-legal section) is cited by its label alone."""
    context = make_context(
        n=1,
        text="La Constitución se fundamenta en la indisoluble unidad de la Nación española.",
        metadata={"article_id": "art-2", "article_label": "Artículo 2", "url": "u"},
        score=0.4,
    )
    checked = check_citations("La Nación española es indisoluble [1].", [context])
    assert checked.citations == [Citation(1, "art-2", "", "Artículo 2", "u")]
