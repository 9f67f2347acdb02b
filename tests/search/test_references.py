"""References to precepts: those a question names, those a precept's text cites."""

from __future__ import annotations

import functools

import pytest
from conftest import CONSTITUCION_MD

from rag.core.precepts import parse_ordinal
from rag.core.records import PreceptRef
from rag.ingest.boe import Norm
from rag.ingest.boe_markdown import parse_markdown
from rag.search.references import find_cross_refs, find_lookup_refs


@functools.cache
def constitution() -> Norm:
    """The shipped Constitution (cached: the file never changes)."""
    return parse_markdown(CONSTITUCION_MD.read_text(encoding="utf-8"), CONSTITUCION_MD.name)


def ids(refs: list[PreceptRef]) -> list[str]:
    """Refs as 'art-13.2' strings, to compare with literals."""
    return [ref.reference_id for ref in refs]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("¿Qué dice el artículo 28?", ["art-28"]),
        ("ARTICULO 28", ["art-28"]),
        ("art. 13.2", ["art-13.2"]),
        ("Art 13.2 CE", ["art-13.2"]),
        ("artículo 149.1.23ª", ["art-149.1"]),
        ("arts. 14 y 15", ["art-14", "art-15"]),
        ("artículos 14, 15 y 16", ["art-14", "art-15", "art-16"]),
        ("artículos 66 a 68", ["art-66", "art-67", "art-68"]),
        ("arts. 66-68", ["art-66", "art-67", "art-68"]),
        ("los artículos del 66 al 68", ["art-66", "art-67", "art-68"]),
        ("artículo 6 bis", ["art-6-bis"]),
        ("el artículo único", ["art-unico"]),
        ("disposición transitoria quinta", ["dt-5"]),
        ("la DT 5ª", ["dt-5"]),
        ("disposición adicional primera", ["da-1"]),
        ("disp. adicional 1.ª", ["da-1"]),
        ("Disposición adicional vigésima segunda", ["da-22"]),
        ("disposición derogatoria", ["dd"]),
        ("la disposición derogatoria única", ["dd"]),
        ("disposición final", ["df"]),
        ("disposición final segunda", ["df-2"]),
        ("el preámbulo", ["preambulo"]),
        ("apartado 2 del artículo 13", ["art-13.2"]),
        ("artículo 200", ["art-200"]),
        ("Compara el preámbulo, el artículo 1 y la disposición final", ["preambulo", "art-1", "df"]),
        ("¿Y el artículo 14? ¿Y el art. 14?", ["art-14"]),
        ("artículo 5 de la Ley 39/2015", []),
    ],
)
def test_lookup_refs_named_in_question(question, expected):
    """Every way of naming a precept gives its canonical id, in the order named, once."""
    assert ids(find_lookup_refs(question)) == expected


@pytest.mark.parametrize(
    "question",
    [
        "¿Cuántos artículos tiene la Constitución?",
        "Ley 39/2015",
        "¿qué artículo habla de la huelga?",
        "el 28 de diciembre",
        "mayores de 18 años",
        "tres artículos",
        "¿Qué dice el apartado anterior?",
    ],
)
def test_lookup_refs_ignore_questions_naming_no_precept(question):
    """Numbers that are not precept numbers, and 'artículo' without a number, name nothing."""
    assert find_lookup_refs(question) == []


def test_lookup_ranges_are_capped():
    """A range longer than 30 articles keeps its first 30."""
    assert ids(find_lookup_refs("artículos 1 a 169")) == [f"art-{n}" for n in range(1, 31)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("los derechos reconocidos en el artículo 23", ["art-23"]),
        ("conforme al artículo 81", ["art-81"]),
        ("en el apartado 1 del artículo 149", ["art-149.1"]),
        ("el número 2 del artículo 151", ["art-151.2"]),
        ("lo dispuesto en el artículo 143, apartado 2", ["art-143.2"]),
        ("salvo lo dispuesto en el artículo 65, 2.", ["art-65.2"]),
        ("los artículos 148 y 149", ["art-148", "art-149"]),
        ("la Disposición transitoria segunda", ["dt-2"]),
        ("el artículo 5 de la Ley 7/1985", []),
        ("el artículo 8 del Tratado", []),
        ("el artículo 47 del Estatuto de Autonomía", []),
        ("el artículo 10 de la Ley Orgánica 2/1980", []),
        ("los artículos 12 y 13 del Real Decreto 1/2000", []),
        ("la disposición adicional primera de la Ley 30/1992", []),
        ("la disposición final de la Ley 5/2000", []),
        ("la disposición final, que", ["df"]),
        ("el artículo 3 de esta Ley", ["art-3"]),
        ("el artículo anterior, el presente artículo y el apartado anterior", []),
    ],
)
def test_cross_refs_in_short_texts(text, expected):
    """References to this norm's precepts come out; other norms' and relative ones do not."""
    assert ids(find_cross_refs(text)) == expected


@pytest.mark.parametrize(
    ("article_id", "expected"),
    [
        ("art-13", ["art-23"]),
        (
            "art-55",
            [
                "art-17",
                "art-18.2",
                "art-18.3",
                "art-19",
                "art-20.1",
                "art-20.5",
                "art-21",
                "art-28.2",
                "art-37.2",
                "art-17.3",
                "art-17.2",
            ],
        ),
        ("art-56", ["art-64", "art-65.2"]),
        ("art-74", ["art-94.1", "art-145.2", "art-158.2"]),
        ("art-81", []),
        ("art-82", []),
        ("art-151", ["art-148.2", "art-143.2"]),
        ("art-166", ["art-87.1", "art-87.2"]),
        ("art-169", ["art-116"]),
        ("dt-7", ["art-143", "dt-1"]),
        ("dt-8", ["art-99", "art-115", "art-101.2", "art-68", "art-69", "art-70.1", "art-69.3"]),
    ],
)
def test_cross_refs_in_constitution(article_id, expected):
    """Real precepts cite exactly these; 'apartado 1 de este artículo' and self-references are dropped."""
    precept = constitution().precept(article_id)
    assert ids(find_cross_refs(precept.text, self_id=article_id)) == expected


def test_cross_refs_in_constitution_name_only_existing_precepts():
    """Across all 185 precepts no cited id is missing from the Constitution; 33 precepts cite others."""
    norm = constitution()
    existing = {precept.article_id for precept in norm.precepts}
    citing = {p.article_id: find_cross_refs(p.text, self_id=p.article_id) for p in norm.precepts}
    cited = {ref.article_id for refs in citing.values() for ref in refs}
    assert len(norm.precepts) == 185
    assert cited - existing == set()
    assert sum(1 for refs in citing.values() if refs) == 33


def test_cross_refs_exclude_self():
    """A precept mentioning its own number does not cite itself."""
    assert ids(find_cross_refs("según el artículo 149 y el artículo 150", self_id="art-149")) == ["art-150"]


@pytest.mark.parametrize(
    ("ref", "expected"),
    [
        (PreceptRef("art-13", "2"), "Artículo 13.2"),
        (PreceptRef("art-28"), "Artículo 28"),
        (PreceptRef("art-6-bis"), "Artículo 6 bis"),
        (PreceptRef("art-6-bis", "1"), "Artículo 6 bis, apartado 1"),
        (PreceptRef("art-unico"), "Artículo único"),
        (PreceptRef("preambulo"), "Preámbulo"),
        (PreceptRef("dt-5"), "Disposición transitoria quinta"),
        (PreceptRef("da-1"), "Disposición adicional primera"),
        (PreceptRef("da-18"), "Disposición adicional decimoctava"),
        (PreceptRef("da-22"), "Disposición adicional vigésima segunda"),
        (PreceptRef("dd"), "Disposición derogatoria"),
        (PreceptRef("df"), "Disposición final"),
        (PreceptRef("df-2"), "Disposición final segunda"),
        (PreceptRef("dt-8", "2"), "Disposición transitoria octava, apartado 2"),
    ],
)
def test_labels(ref, expected):
    """Labels read as BOE names precepts."""
    assert ref.label == expected


@pytest.mark.parametrize("number", range(1, 31))
def test_disposition_ordinals_parse_back(number):
    """Every ordinal word in a label is read back to its number by rag.ingest.boe.parse_ordinal."""
    label = PreceptRef(f"da-{number}").label
    assert parse_ordinal(label.removeprefix("Disposición adicional ")) == number
