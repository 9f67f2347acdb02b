"""The library's norms (#20) read right: ordinals and article headings numbered in digits or in
words, "quáter", an approving decree's precepts apart from the text it approves, Libro › Título ›
Capítulo › Sección, repealed and grouped articles; on examples and on the 36 real files."""

from __future__ import annotations

import re

import pytest

from rag.core.config import SHIPPED_DATA
from rag.core.precepts import parse_ordinal
from rag.core.records import decode_apartados
from rag.ingest.boe_headings import article_heading
from rag.ingest.boe_markdown import parse_markdown
from rag.ingest.loaders import load_file


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


def test_apartados_numbered_in_words_are_apartados():
    """ "Uno. …", "Dos. …" number apartados as "1. …", "2. …" do; the digits of a text an amending
    disposition quotes belong to its word-numbered apartado; "Primero." is a list item."""
    text = (
        "---\ntitle: Ley Orgánica 1/1982\nidentifier: BOE-A-1982-11196\n---\n\n"
        "##### Artículo noveno\n\nUno. La tutela judicial podrá recabarse por las vías procesales.\n\n"
        "Dos. La tutela judicial comprenderá:\n\na) El restablecimiento del perjudicado.\n\n"
        "Cinco. Las acciones caducarán transcurridos cuatro años.\n\n"
        "##### Disposición final primera\n\nUno. El artículo 64 queda redactado como sigue:\n\n"
        "«1. Texto nuevo del apartado.»\n\nDos. Se suprime el artículo 70.\n\n"
        "##### Artículo décimo\n\nPrimero. Por la destrucción del edificio.\n\nSegundo. Por conversión.\n"
    )
    norm = parse_markdown(text, source="BOE-A-1982-11196.md")
    assert [a.number for a in norm.precept("art-9").apartados] == ["1", "2", "5"]
    assert [a.number for a in norm.precept("df-1").apartados] == ["1", "2"]
    assert norm.precept("art-10").apartados == []


def test_the_lo_1_1982_apartados_in_words_are_read():
    """LO 1/1982 art. 9.5 (the four years to sue for one's honour) is an apartado of its own."""
    documents = load_file(LIBRARY / "derechos-y-estado/BOE-A-1982-11196.md")
    (found,) = [d for d in documents if d.metadata.get("article_id") == "art-9"]
    spans = decode_apartados(found.metadata["apartados"])
    assert [s.number for s in spans] == ["1", "2", "3", "4", "5"]
    assert "cuatro años" in found.page_content[spans[4].start : spans[4].end]


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
    documents = load_file(LIBRARY / f"{norm}.md")
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

##### Artículo 3. Antiguo.

Su redacción anterior, que el texto consolidado aún imprime.

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
    approves, "LIBRO PRIMERO" printed as a paragraph, grouped and repealed articles, the old text
    of one printed under the group that repeals it, a non-breaking space in a heading,
    subsecciones, dispositions whose group heading is a line in capitals, and "tercera ter"."""
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
        True,
        True,
        True,
    ]
    assert by_id["art-3"].text.startswith("Su redacción anterior")
    assert [by_id[i].superseded for i in ("art-2", "art-3", "art-5")] == [False, True, False]
    assert by_id["art-6"].seccion == "Sección 1.ª Generales › Subsección 2.ª Órganos"
    assert by_id["dt-1"].libro == "" and by_id["dt-1"].text.startswith("Régimen transitorio")
    assert norm.precept_metadata(by_id["art-2"])["repealed"] is True
    assert norm.precept_metadata(by_id["art-3"])["superseded"] is True


def test_an_article_filled_again_after_a_part_heading_is_in_force():
    """A grouped heading repeals articles 2 to 4; a reform then fills article 3 again in a new
    Capítulo: that article rules (LECrim's "Arts. 123 a 140", then its "Capítulo II. Del derecho
    a la traducción" and an article 123 in force). Article 4 keeps the group's note."""
    text = (
        "---\ntitle: Ley de prueba\nidentifier: BOE-A-2000-1\n---\n\n"
        "##### Artículo 1. Objeto.\n\nEsta ley regula algo.\n\n"
        "##### Arts. 2 a 4\n\n**(Derogados)**\n\n"
        "### CAPÍTULO II. Nuevo\n\n"
        "##### Artículo 3. Nuevo.\n\nUn artículo que una reforma volvió a llenar.\n"
    )
    by_id = {p.article_id: p for p in parse_markdown(text, source="BOE-A-2000-1.md").precepts}
    assert by_id["art-3"].text.startswith("Un artículo que una reforma")
    assert not by_id["art-3"].repealed and not by_id["art-3"].superseded
    assert by_id["art-4"].repealed and not by_id["art-4"].superseded


def test_texts_printed_though_superseded_are_repealed():
    """Issue #20's superseded texts: Comercio minorista's distance-selling articles (39 to 47, old
    text under "Artículos 39 a 48. (Derogados).", the rule is now the Ley de Consumidores') and the
    Código Penal's "faltas" (617 to 637, abolished in 2015) are repealed, their old text kept for
    Explorar; LECrim's article 123, filled again under a new Capítulo, is in force."""
    retail = _library_norm("BOE-A-1996-1072")
    withdrawal = retail.precept("art-44")
    assert withdrawal.superseded and withdrawal.repealed
    assert "siete días hábiles" in withdrawal.text  # the old period, not the 14 days in force
    assert retail.precept("art-48").repealed and not retail.precept("art-48").superseded
    assert not retail.precept("art-38").repealed  # the article that points to Consumidores
    penal = _library_norm("BOE-A-1995-25444")
    assert all(penal.precept(f"art-{n}").repealed for n in range(617, 638))
    assert not penal.precept("art-616-quater").repealed  # the last crime before the "faltas"
    criminal = _library_norm("BOE-A-1882-6036")
    assert not criminal.precept("art-123").repealed
    assert criminal.precept("art-123").capitulo.startswith("Capítulo II")


LIBRARY = SHIPPED_DATA / "biblioteca"


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
