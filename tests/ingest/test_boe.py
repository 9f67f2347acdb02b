"""BOE formats (Markdown, act.php HTML old and current, XML) parse to the same precepts."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from conftest import CONSTITUCION_MD, CURRENT_HTML, LEYES_DIR, OLD_HTML, ORIGINAL_XML

from rag.core.config import SHIPPED_DATA
from rag.core.precepts import parse_ordinal
from rag.ingest.boe import Norm, Precept, parse_markdown
from rag.ingest.boe_headings import article_heading
from rag.ingest.boe_markup import parse_boe_markup
from rag.ingest.loaders import load_file

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


@pytest.mark.parametrize(
    ("word", "number"),
    [
        ("quinta", 5),
        ("Primera", 1),
        ("décima", 10),
        ("undécima", 11),
        ("decimoctava", 18),
        ("decimosexta", 16),
        ("vigésima", 20),
        ("vigésima segunda", 22),
        ("vigesimoprimera", 21),
        ("única", 0),
        ("", None),
        ("Artículo", None),
    ],
)
def test_parse_ordinal(word, number):
    """Spanish ordinal words, with or without accents or spaces, to numbers."""
    assert parse_ordinal(word) == number


@pytest.mark.parametrize(
    ("heading", "read"),
    [
        ("Artículo 40. Movilidad geográfica.", ("40", None, "Movilidad geográfica.")),
        (
            "Artículo 6 bis. Registro de actividades de tratamiento.",
            ("6", "bis", "Registro de actividades de tratamiento."),
        ),
        ("Artículo primero.", ("1", None, "")),
        ("Artículo noveno", ("9", None, "")),
        ("Artículo setenta y dos", ("72", None, "")),
        ("Artículo ciento siete. Ámbito.", ("107", None, "Ámbito.")),
        (
            "Artículo cincuenta y ocho bis. Utilización de medios tecnológicos.",
            ("58", "bis", "Utilización de medios tecnológicos."),
        ),
        ("Artículo veintitrés", ("23", None, "")),
        ("Artículo 570 quáter", ("570", "quáter", "")),
        ("Artículo 177 decies. Motivos de oposición.", ("177", "decies", "Motivos de oposición.")),
        ("Artículo 283 bis a). Exhibición de las pruebas.", ("283", "bis a", "Exhibición de las pruebas.")),
        ("Artículo 588 bis a. Principios rectores.", ("588", "bis a", "Principios rectores.")),
        ("Artículo 504 bis 2.", ("504", "bis 2", "")),
        ("Artículo 1º.", ("1", None, "")),
        ("Artículo 1902.", ("1902", None, "")),
        ("Artículo treinta y tres a).", ("33", "a", "")),
        ("Artículos 38 a 40.", None),
        ("Artículo primero de la Ley 7/1985", None),
        ("Artículo anterior", None),
    ],
)
def test_article_headings_numbered_in_digits_or_in_words(heading, read):
    """Older norms (LOREG, Propiedad Horizontal, Contrato de Seguro…) number articles in words."""
    assert article_heading(heading) == read


def test_a_norm_numbering_its_articles_in_words_is_read_as_articles():
    """A norm written like the Ley de Propiedad Horizontal: "Artículo primero." … "Artículo noveno."
    become art-1 … art-9 with their apartados, not plain sections."""
    text = (
        "---\ntitle: Ley 49/1960, de 21 de julio, sobre propiedad horizontal\n"
        "identifier: BOE-A-1960-10906\n---\n\n"
        "##### Artículo primero.\n\n"
        "La presente Ley tiene por objeto la regulación de la propiedad horizontal.\n\n"
        "##### Artículo noveno.\n\n1. Son obligaciones de cada propietario:\n\n"
        "a) Respetar las instalaciones generales de la comunidad.\n\n"
        "2. Para la aplicación de las reglas del apartado anterior se reputarán generales los gastos.\n"
    )
    norm = parse_markdown(text, source="BOE-A-1960-10906.md")
    assert [p.article_id for p in norm.precepts] == ["art-1", "art-9"]
    assert [p.label for p in norm.precepts] == ["Artículo 1", "Artículo 9"]
    assert [a.number for a in norm.precept("art-9").apartados] == ["1", "2"]


@pytest.mark.parametrize(
    ("norm", "article", "label", "count"),
    [
        ("vivienda/BOE-A-1960-10906", "art-9", "Artículo 9", 24),  # Propiedad Horizontal: "Artículo noveno."
        ("derechos-y-estado/BOE-A-1985-11672", "art-176", "Artículo 176", 200),  # LOREG
        ("consumo-credito-y-seguros/BOE-A-1980-22501", "art-20", "Artículo 20", 100),  # Contrato de Seguro
        ("derechos-y-estado/BOE-A-1982-11196", "art-7", "Artículo 7", 9),  # LO 1/1982
        ("salud-y-educacion/BOE-A-1986-10499", "art-10", "Artículo 10", 100),  # General de Sanidad
    ],
)
def test_the_bundled_norms_numbering_articles_in_words_load_as_articles(norm, article, label, count):
    """The library's five norms that write "Artículo noveno" (no digit anywhere in their article
    headings) are read as articles by the loader, not as plain sections of a Markdown file."""
    documents = load_file(SHIPPED_DATA / "biblioteca" / f"{norm}.md")
    ids = [d.metadata.get("article_id") for d in documents]
    assert sum(1 for i in ids if i and i.startswith("art-")) >= count
    (found,) = [d for d in documents if d.metadata.get("article_id") == article]
    assert found.metadata["article_label"] == label


def test_a_quater_article_gets_a_folded_id():
    """ "Artículo 570 quáter" (Código Penal) is art-570-quater, labelled as the BOE writes it."""
    text = (
        "---\ntitle: Ley Orgánica 10/1995\nidentifier: BOE-A-1995-25444\n---\n\n"
        "##### Artículo 570 quáter\n\nTexto.\n"
    )
    (precept,) = parse_markdown(text, source="BOE-A-1995-25444.md").precepts
    assert (precept.article_id, precept.label) == ("art-570-quater", "Artículo 570 quáter")


LIBRARY_LIKE = """---
title: Real Decreto Legislativo 6/2015, por el que se aprueba el texto refundido de la Ley sobre Tráfico
identifier: BOE-A-2015-11722
last_updated: "2024-03-01"
---

### DISPONGO:

###### Artículo único. Aprobación del texto refundido de la Ley sobre Tráfico.

Se aprueba el texto refundido de la Ley sobre Tráfico, cuyo texto se inserta a continuación.

###### Disposición adicional primera. Referencias normativas.

Las referencias al texto articulado se entenderán efectuadas al texto refundido.

### TEXTO REFUNDIDO DE LA LEY SOBRE TRÁFICO

LIBRO PRIMERO

De las personas

## TÍTULO I. De los españoles

###### Artículo 1. Objeto.

Esta ley regula el tráfico.

##### Arts. 2 a 4

**(Derogados)**

##### Artículo 3. Nuevo.

Un artículo que una reforma volvió a llenar.

##### Artículo 5.

(Suprimido)

#### Sección 1.ª Generales

#### Subsección 2.ª Órganos

###### Artículo 6. Órganos.

El texto del artículo seis.

DISPOSICIONES TRANSITORIAS

##### Primera.

Régimen transitorio de la primera.

###### Disposición adicional primera. Autoescuelas.

Las autoescuelas se rigen por esta disposición.

###### Disposición adicional tercera ter. Cursos.

Los cursos se rigen por esta otra.
"""


def test_a_library_norm_reads_its_structure_right():
    """The library's norms (#20): an approving decree's own dispositions apart from the text it
    approves, "LIBRO PRIMERO" printed as a paragraph, grouped and repealed articles, an article
    filled again by a reform, a non-breaking space in a heading, subsecciones, dispositions whose
    group heading is a line in capitals, and "tercera ter"."""
    norm = parse_markdown(LIBRARY_LIKE, source="BOE-A-2015-11722.md")
    by_id = {p.article_id: p for p in norm.precepts}
    assert list(by_id) == [
        "decreto-art-unico",
        "decreto-da-1",
        "art-1",
        "art-2",
        "art-4",
        "art-3",
        "art-5",
        "art-6",
        "dt-1",
        "da-1",
        "da-3-ter",
    ]
    assert by_id["decreto-da-1"].label == "Disposición adicional primera del decreto de aprobación"
    assert by_id["da-1"].label == "Disposición adicional primera"
    assert by_id["da-1"].text.startswith("Las autoescuelas")
    assert by_id["da-3-ter"].label == "Disposición adicional tercera ter"
    assert by_id["art-1"].libro == "Libro primero. De las personas"
    assert by_id["art-1"].titulo == "TÍTULO I. De los españoles"
    assert by_id["art-1"].label == "Artículo 1"
    assert [by_id[i].repealed for i in ("art-1", "art-2", "art-3", "art-4", "art-5")] == [
        False,
        True,
        False,
        True,
        True,
    ]
    assert by_id["art-3"].text.startswith("Un artículo que una reforma")
    assert by_id["art-6"].seccion == "Sección 1.ª Generales › Subsección 2.ª Órganos"
    assert by_id["dt-1"].libro == "" and by_id["dt-1"].text.startswith("Régimen transitorio")
    assert norm.precept_metadata(by_id["art-2"])["repealed"] is True


LIBRARY = Path(__file__).resolve().parents[2] / "data" / "biblioteca"


def _library_norm(norm_id: str):
    (path,) = LIBRARY.glob(f"*/{norm_id}.md")
    return parse_markdown(path.read_text(encoding="utf-8"), source=path.name)


def test_every_library_norm_has_its_articles():
    """All 36 library files parse into articles (five number them in words), none left as sections."""
    counts = {}
    for path in sorted(LIBRARY.glob("*/*.md")):
        norm = parse_markdown(path.read_text(encoding="utf-8"), source=path.name)
        counts[norm.norm_id] = sum(p.article_id.startswith("art-") for p in norm.precepts)
    assert len(counts) == 36 and min(counts.values()) >= 9
    assert counts["BOE-A-1985-11672"] == 234  # LOREG, "Artículo primero" … in words
    assert counts["BOE-A-1960-10906"] == 24  # Propiedad Horizontal


def test_the_big_codes_read_right():
    """Código Civil: art. 1902 (no epígrafe) under its Libro; LECrim: the 1882 decree's "Artículo 1º"
    apart from the law's art. 1; Tráfico: two "disposición adicional primera" told apart."""
    civil = _library_norm("BOE-A-1889-4763")
    article = civil.precept("art-1902")
    assert article.text.startswith("El que por acción u omisión causa daño a otro")
    assert article.libro == "Libro cuarto. De las obligaciones y contratos"
    assert civil.precept("art-128").repealed  # "Arts. 127 a 130 (Derogados)"
    criminal = _library_norm("BOE-A-1882-6036")
    assert criminal.precept("art-1").text.startswith("No se impondrá pena alguna")
    assert criminal.precept("decreto-art-1").label == "Artículo 1 del decreto de aprobación"
    assert criminal.precept("art-588-bis-a").label == "Artículo 588 bis a"
    traffic = _library_norm("BOE-A-2015-11722")
    assert traffic.precept("da-1").label == "Disposición adicional primera"
    assert traffic.precept("decreto-da-1").heading.endswith("Referencias normativas.")
    ids = [p.article_id for p in traffic.precepts]
    assert len(ids) == len(set(ids)) and not [i for i in ids if re.fullmatch(r"d[atf]-\d+-\d+", i)]
