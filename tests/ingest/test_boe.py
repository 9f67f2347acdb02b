"""BOE formats (Markdown, act.php HTML old and current, XML) parse to the same precepts."""

from __future__ import annotations

import functools

import pytest
from conftest import CONSTITUCION_MD, CURRENT_HTML, LEYES_DIR, OLD_HTML, ORIGINAL_XML

from rag.ingest.boe import Norm, Precept
from rag.ingest.boe_markdown import parse_markdown
from rag.ingest.boe_markup import parse_boe_markup

EXPECTED_IDS = (
    ["preambulo"]
    + [f"art-{n}" for n in range(1, 170)]
    + [f"da-{n}" for n in range(1, 5)]
    + [f"dt-{n}" for n in range(1, 10)]
    + ["dd", "df"]
)
ART_28_HIERARCHY = (
    "TÍTULO I. De los derechos y deberes fundamentales",
    "CAPÍTULO SEGUNDO. Derechos y libertades",
    "Sección 1.ª De los derechos fundamentales y de las libertades públicas",
)
CURRENT_LAYOUT_IDS = ["preambulo", "art-1", "art-3", "art-13", "art-28", "dt-5", "dd", "df"]


@functools.cache
def parsed(fmt: str) -> Norm:
    """The Constitution parsed from one of its shipped formats (cached: the files never change)."""
    if fmt == "markdown":
        return parse_markdown(CONSTITUCION_MD.read_text(encoding="utf-8"), CONSTITUCION_MD.name)
    if fmt == "html":
        return parse_boe_markup(OLD_HTML.read_bytes(), OLD_HTML.name)
    if fmt == "xml":
        return parse_boe_markup(ORIGINAL_XML.read_bytes(), ORIGINAL_XML.name, is_xml=True)
    return parse_boe_markup(CURRENT_HTML.read_bytes(), CURRENT_HTML.name)


def outline(norm: Norm) -> list[tuple[str, str, str, str, str]]:
    """(article_id, label, titulo, capitulo, seccion) of every precept, in order."""
    return [(p.article_id, p.label, p.titulo, p.capitulo, p.seccion) for p in norm.precepts]


FORMATS = ["markdown", "html", "xml"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_constitution_has_185_precepts_with_canonical_ids(fmt):
    """Every format yields preámbulo, 169 articles and the 15 dispositions, in order."""
    assert [p.article_id for p in parsed(fmt).precepts] == EXPECTED_IDS


@pytest.mark.parametrize("fmt", ["html", "xml"])
def test_formats_share_labels_and_hierarchy_with_markdown(fmt):
    """Labels, título, capítulo and sección agree precept by precept with the Markdown."""
    assert outline(parsed(fmt)) == outline(parsed("markdown"))


@pytest.mark.parametrize("fmt", FORMATS)
def test_article_28_hierarchy_apartados_and_url(fmt):
    """Article 28 sits in Title I, Chapter 2, Section 1, has apartados 1 and 2 and a BOE anchor."""
    norm = parsed(fmt)
    art = norm.precept("art-28")
    assert (art.label, art.titulo, art.capitulo, art.seccion) == ("Artículo 28", *ART_28_HIERARCHY)
    assert [a.number for a in art.apartados] == ["1", "2"]
    assert norm.anchor_url(art) == "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a28"


@pytest.mark.parametrize(
    ("fmt", "source_format", "version_date"),
    [("markdown", "markdown", "2024-02-17"), ("html", "html", "2011-09-27"), ("xml", "xml", "1978-12-29")],
)
def test_norm_identity_and_version(fmt, source_format, version_date):
    """Each file names the same norm and its own version date."""
    norm = parsed(fmt)
    assert (norm.norm_id, norm.title) == ("BOE-A-1978-31229", "Constitución Española")
    assert (norm.source_format, norm.version_date) == (source_format, version_date)


@pytest.mark.parametrize("fmt", ["markdown", "xml"])
def test_source_url_is_the_eli(fmt):
    """The Markdown front matter and the XML carry the ELI of the Constitution."""
    assert parsed(fmt).source_url == "https://www.boe.es/eli/es/c/1978/12/27/(1)"


@pytest.mark.parametrize(
    ("fmt", "marker"),
    [
        ("xml", "[precepto]"),
        ("xml", "[encabezado]"),
        ("html", "[Bloque"),
        ("html", "Ir a:"),
        ("current", "[Bloque"),
    ],
)
def test_publication_markers_are_not_text(fmt, marker):
    """BOE's block markers and index form never reach a precept's text."""
    assert [p.article_id for p in parsed(fmt).precepts if marker in p.text] == []


@pytest.mark.parametrize(
    ("fmt", "amended"), [("html", ["art-49", "art-141"]), ("xml", ["art-13", "art-49", "art-135"])]
)
def test_text_matches_markdown_except_amended_precepts(fmt, amended):
    """Only precepts reworded between versions differ: no form, button or marker text is added."""
    markdown = parsed("markdown")
    norm = parsed(fmt)
    assert [p.article_id for p in norm.precepts if p.text != markdown.precept(p.article_id).text] == amended


def test_html_keeps_only_the_real_mention_of_jurisprudencia():
    """The 'jurisprudencia' buttons of act.php are dropped; article 161's own word stays."""
    mentions = [p.article_id for p in parsed("html").precepts if "jurisprudencia" in p.text.lower()]
    assert mentions == ["art-161"]


@pytest.mark.parametrize(("fmt", "present"), [("markdown", True), ("html", True), ("xml", False)])
def test_article_13_2_follows_the_1992_reform(fmt, present):
    """The 1992 reform added 'y pasivo' to 13.2: in consolidated texts, not in the 1978 original."""
    assert ("sufragio activo y pasivo" in parsed(fmt).precept("art-13").text) is present


@pytest.mark.parametrize("fmt", [*FORMATS, "current"])
@pytest.mark.parametrize("signature", ["JUAN CARLOS", "POR TANTO", "MANDO A TODOS"])
def test_signature_is_not_in_final_disposition(fmt, signature):
    """The promulgation formula and the King's signature after the final disposition are dropped."""
    df = parsed(fmt).precept("df")
    assert df.text.startswith("Esta Constitución entrará en vigor")
    assert signature not in df.text.upper()


def test_current_layout_parses_its_precepts():
    """The current act.php layout (div.bloque) gives the fixture's eight precepts."""
    assert [p.article_id for p in parsed("current").precepts] == CURRENT_LAYOUT_IDS


def test_current_layout_hierarchy_matches_markdown():
    """Each precept of the current layout has the Markdown's label, título, capítulo and sección."""
    markdown = {row[0]: row for row in outline(parsed("markdown"))}
    assert outline(parsed("current")) == [markdown[i] for i in CURRENT_LAYOUT_IDS]


@pytest.mark.parametrize(
    "noise",
    ["Artículo 999", "Artículo 1000", "Jurisprudencia", "citado en", "Se modifica", "Agencia Estatal"],
)
def test_current_layout_drops_script_nav_forms_notes_and_footer(noise):
    """Script, menu, jurisprudence forms, footnotes and footer text are in no precept."""
    norm = parsed("current")
    assert [p.article_id for p in norm.precepts if noise in p.text or noise in p.heading] == []


@pytest.mark.parametrize(
    ("article_id", "anchor", "apartados"),
    [("art-1", "a1", ["1", "2", "3"]), ("art-13", "a13", ["1", "2"]), ("dt-5", "dtquinta", [])],
)
def test_current_layout_anchors_and_apartados(article_id, anchor, apartados):
    """Anchors come from the block ids; apartados from the numbered paragraphs."""
    precept = parsed("current").precept(article_id)
    assert (precept.anchor, [a.number for a in precept.apartados]) == (anchor, apartados)


def test_current_layout_identity():
    """Norm id, version and ELI are read from the current page."""
    norm = parsed("current")
    assert (norm.norm_id, norm.version_date, norm.source_url) == (
        "BOE-A-1978-31229",
        "2024-02-17",
        "https://www.boe.es/eli/es/c/1978/12/27/(1)",
    )


def test_apartado_spans_cut_the_precept_text():
    """Each apartado span of article 28 is exactly its numbered paragraph."""
    art = parsed("markdown").precept("art-28")
    texts = [art.text[a.start : a.end] for a in art.apartados]
    assert texts == art.paragraphs
    assert [t[:3] for t in texts] == ["1. ", "2. "]


@pytest.mark.parametrize(
    ("paragraphs", "numbers"),
    [
        (["1.El traslado de trabajadores…", "2.Por razones económicas…"], ["1", "2"]),
        (["1. Todos tienen derecho…", "2.Se reconoce…"], ["1", "2"]),
        (["1.500 euros de multa.", "2. Otra cosa."], ["2"]),
        (["Texto sin apartados."], []),
    ],
)
def test_apartados_with_or_without_a_space_after_the_number(paragraphs, numbers):
    """ "1.El traslado" (no space, as the Estatuto writes some) is apartado 1; "1.500 euros" is not."""
    precept = Precept("art-1", "Artículo 1", "Artículo 1", "a1", paragraphs=paragraphs)
    assert [a.number for a in precept.apartados] == numbers


def test_estatuto_article_40_has_its_first_apartado():
    """Geographic mobility's first apartado (the transfer rule) is citable: it was lost before."""
    norm = parse_markdown((LEYES_DIR / "BOE-A-2015-11430.md").read_text(encoding="utf-8"))
    article = norm.precept("art-40")
    assert [a.number for a in article.apartados][:2] == ["1", "2"]
    assert article.text[: article.apartados[0].end].startswith("1.El traslado de trabajadores")
