"""An institution's own regulation, not published by the BOE: a university's evaluation rules as its
website serves them (HTML) and as the same page printed to PDF. Written in articles, it is read like
a BOE norm: one precept per article with its epígrafe, capítulo and sección, its apartados and
dispositions; the printed copy gives the very same precepts (running headers, page numbers and
wrapped lines do not leak into them), each with the page it starts on."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag.core.records import Chunk
from rag.ingest.loaders import load_file
from rag.ingest.pdf_text import pdf_markdown

FIXTURES = Path(__file__).parents[1] / "fixtures" / "institucional"
HTML = FIXTURES / "html" / "reglamento-evaluacion.html"
PDF = FIXTURES / "pdf" / "reglamento-evaluacion.pdf"
TITLE = "Reglamento de evaluación de los estudios oficiales de Grado y Máster de la Universidad de Almenara"
DISPOSITIONS = ["da-1", "da-2", "da-3", "dt", "dd", "df"]


def precepts(path: Path) -> dict[str, Chunk]:
    """The file's documents as records, by article id."""
    return {
        chunk.article_id: chunk
        for chunk in (Chunk.from_document(document) for document in load_file(path, path.parent))
    }


@pytest.fixture(scope="module")
def from_html() -> dict[str, Chunk]:
    return precepts(HTML)


@pytest.fixture(scope="module")
def from_pdf() -> dict[str, Chunk]:
    return precepts(PDF)


def test_the_web_page_is_read_as_a_regulation_in_articles(from_html):
    assert list(from_html) == ["preambulo", *(f"art-{n}" for n in range(1, 35)), *DISPOSITIONS]
    gracia = from_html["art-11"]
    assert (gracia.label, gracia.epigraph) == ("Artículo 11", "Convocatoria de gracia.")
    assert gracia.hierarchy[2] == "CAPÍTULO III. Convocatorias"
    assert from_html["art-7"].hierarchy[2:] == (
        "CAPÍTULO II. Evaluación continua y evaluación única",
        "Sección 2.ª Evaluación única",
    )
    assert [span.number for span in gracia.apartados] == ["1", "2", "3", "4"]
    assert from_html["dt"].label == "Disposición transitoria única"
    assert from_html["df"].epigraph == "Entrada en vigor."


def test_the_regulation_is_named_by_its_title_and_file_not_by_the_boe(from_html):
    chunk = from_html["art-9"]
    assert (chunk.norm_id, chunk.norm_title) == ("reglamento-evaluacion", TITLE)
    assert chunk.doc_id == "reglamento-evaluacion:art-9"
    assert chunk.url == "" and chunk.where == "reglamento-evaluacion.html"


def test_menus_footers_and_cookie_banners_are_not_law(from_html, from_pdf):
    for chunks in (from_html, from_pdf):
        text = "\n".join(chunk.text for chunk in chunks.values())
        for junk in (
            "Inicio › Normativa",
            "cookies",
            "© Universidad",
            "Página 1 de",
            "Aprobado por el Consejo",
        ):
            assert junk not in text


def test_the_printed_pdf_gives_the_same_precepts_as_the_web_page(from_html, from_pdf):
    assert list(from_pdf) == list(from_html)
    for article_id, chunk in from_html.items():
        printed = from_pdf[article_id]
        assert printed.text == chunk.text, article_id  # paragraphs rejoined, nothing added or lost
        assert (printed.heading, printed.hierarchy, printed.apartados) == (
            chunk.heading,
            chunk.hierarchy,
            chunk.apartados,
        )


def test_each_printed_precept_knows_its_page(from_pdf):
    pages = [chunk.metadata["page"] for chunk in from_pdf.values()]
    assert pages[0] == 1 and pages == sorted(pages) and pages[-1] == 11
    assert from_pdf["art-24"].where == "reglamento-evaluacion.pdf, página 7"


def test_wrapped_lines_become_paragraphs_and_only_real_headings_open_precepts():
    """A citation of "artículo 12." or "Capítulo II" wrapped to the start of a line is text; a page's
    repeated header and footer are dropped; a word hyphenated at a line's end is joined."""
    width = "x" * 70
    pages = [
        f"Reglamento de pruebas\nCAPÍTULO I. Objeto\nArtículo 1. Objeto.\n1. Este reglamento regula {width}\n"
        f"las pruebas conforme a lo dispuesto en el {width}\n"
        "artículo 12. Se aplica a todos los estudiantes.\nPágina 1 de 2",
        f"Reglamento de pruebas\nArtículo 2. Convocatorias con un epígrafe tan largo que no cabe {width}\n"
        f"en una sola línea.\n1. Hay dos convocatorias por curso según el {width}\n"
        "Capítulo II de los Estatutos y el cuadro de ca-\nlificaciones.\nPágina 2 de 2",
    ]
    text, heading_pages = pdf_markdown(pages)
    blocks = text.split("\n\n")
    assert blocks == [
        "## CAPÍTULO I. Objeto",
        "##### Artículo 1. Objeto.",
        f"1. Este reglamento regula {width} las pruebas conforme a lo dispuesto en el {width} artículo 12. "
        "Se aplica a todos los estudiantes.",
        f"##### Artículo 2. Convocatorias con un epígrafe tan largo que no cabe {width} en una sola línea.",
        f"1. Hay dos convocatorias por curso según el {width} Capítulo II de los Estatutos y el cuadro de "
        "calificaciones.",
    ]
    assert heading_pages["Artículo 1. Objeto."] == 1
    assert (
        heading_pages[
            f"Artículo 2. Convocatorias con un epígrafe tan largo que no cabe {width} en una sola línea."
        ]
        == 2
    )
