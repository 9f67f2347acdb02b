"""The typed records: built once from store metadata, with labels, spans and JSON forms."""

from __future__ import annotations

import json

import pytest

from rag.core.records import (
    IDENTITY_KEYS,
    PACKED_KEY,
    ApartadoSpan,
    Chunk,
    decode_apartados,
    encode_apartados,
    packed_record,
    store_metadata,
)
from rag.core.results import Answer, Citation, Context, Hit

PRECEPT = {
    "doc_id": "BOE-A-1978-31229:art-13",
    "chunk_kind": "apartado",
    "norm_id": "BOE-A-1978-31229",
    "norm_title": "Constitución Española",
    "article_id": "art-13",
    "article_label": "Artículo 13",
    "article_heading": "Artículo 13",
    "titulo": "TÍTULO I",
    "capitulo": "CAPÍTULO PRIMERO",
    "seccion": "",
    "apartado": "2",
    "apartados": json.dumps([["1", 0, 40], ["2", 42, 90]]),
    "url": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a13",
    "start": 42,
    "end": 90,
    "embedded": True,
}


def test_a_precept_chunk_reads_every_field_once():
    """Label, apartado, spans, hierarchy and URL come from the stored metadata."""
    chunk = Chunk.from_store("BOE-A-1978-31229:art-13.2", "2. Solamente los españoles…", PRECEPT)
    assert (chunk.label, chunk.display_label, chunk.apartado_label("1")) == (
        "Artículo 13",
        "Artículo 13.2",
        "Artículo 13.1",
    )
    assert chunk.apartados == (ApartadoSpan("1", 0, 40), ApartadoSpan("2", 42, 90))
    assert (chunk.breadcrumb, chunk.citation_id, chunk.is_whole) == (
        "TÍTULO I › CAPÍTULO PRIMERO",
        "art-13",
        False,
    )
    assert (chunk.start, chunk.end, chunk.url.endswith("#a13")) == (42, 90, True)


def test_a_packed_record_reads_back_as_the_chunk_stored_whole():
    """The store keeps a few keys to filter on and packs the rest with the text; a collection
    written before (every key, the text as its document) reads back the same."""
    text = "2. Solamente los españoles serán titulares de los derechos… «sufragio» ½"
    packed = packed_record(PRECEPT, text)
    assert set(packed) == {*IDENTITY_KEYS, PACKED_KEY} - {"chunk_id"}
    assert packed["article_id"] == "art-13"
    whole = Chunk.from_store("BOE-A-1978-31229:art-13.2", text, PRECEPT)
    again = Chunk.from_store("BOE-A-1978-31229:art-13.2", "", packed)
    assert again == whole
    assert (again.text, again.start, again.embedded, again.metadata["apartado"]) == (text, 42, True, "2")


def test_a_comparison_unit_is_packed_without_text():
    unit = {"doc_id": "BOE-A-1978-31229:art-13", "chunk_kind": "frase", "start": 42, "end": 90}
    record = Chunk.from_store("BOE-A-1978-31229:art-13#f42", "", packed_record(unit, None))
    assert (record.text, record.kind, record.start, record.end) == ("", "frase", 42, 90)


@pytest.mark.parametrize(
    ("metadata", "label", "apartado_label"),
    [
        (
            {"doc_id": "g.md#s1", "section": "Horario › Verano", "title": "g"},
            "Horario › Verano",
            "Horario › Verano",
        ),
        ({"doc_id": "g.pdf#p2", "section": "", "title": "guia", "apartado": "3"}, "guia", "guia"),
        ({"doc_id": "x#s0", "source": "x.txt"}, "x.txt", "x.txt"),
        ({"doc_id": "x#s0"}, "x#s0", "x#s0"),
    ],
)
def test_documents_without_precepts_keep_a_plain_label(metadata, label, apartado_label):
    """Section, then title, then file, then id; no apartado suffix without a precept."""
    chunk = Chunk.from_store(str(metadata["doc_id"]), "texto", metadata)
    assert (chunk.label, chunk.apartado_label("3")) == (label, apartado_label)
    assert chunk.citation_id == metadata["doc_id"]


def test_apartado_spans_round_trip_and_missing_ones_are_empty():
    """What the BOE parser stores is what every stage reads back."""
    spans = [ApartadoSpan("1", 0, 10), ApartadoSpan("2", 12, 30)]
    assert decode_apartados(encode_apartados(spans)) == spans
    assert decode_apartados("") == decode_apartados(None) == []


def test_store_metadata_keeps_only_scalars():
    """Chroma takes scalars: None, lists and dicts are left out."""
    stored = store_metadata({"a": "x", "b": 1, "c": 0.5, "d": True, "e": None, "f": [1], "g": {}})
    assert stored == {"a": "x", "b": 1, "c": 0.5, "d": True}


def test_context_and_answer_json_keep_the_contract_and_add_spans():
    """``contexts[]`` keeps n/text/metadata/score/referenced and adds label and apartado spans."""
    chunk = Chunk.from_store("BOE-A-1978-31229:art-13.2", "2. Solamente", PRECEPT)
    text = "1. Los extranjeros gozarán…\n\n2. Solamente los españoles…"
    context = Context(1, Hit(chunk, 0.81234, text, chunk.apartados))
    citation = Citation(1, "art-13", "2", "Artículo 13.2", chunk.url)  # norm_id left empty
    answer = Answer("¿?", "Sí [1].", "extractive", "rag", False, [citation], [], [context])
    data = answer.as_dict()
    assert data["contexts"] == [
        {
            "n": 1,
            "text": text,
            "metadata": PRECEPT,
            "score": 0.8123,
            "referenced": False,
            "label": "Artículo 13",
            "apartado_spans": [["1", 0, 40], ["2", 42, 90]],
        }
    ]
    assert data["citations"] == [
        {
            "n": 1,
            "article_id": "art-13",
            "apartado": "2",
            "label": "Artículo 13.2",
            "url": chunk.url,
            "norm_id": "",
            "version_date": "",
        }
    ]
    assert answer.cited_numbers == {1}
    assert context.header() == "[1] Artículo 13 — Constitución Española — TÍTULO I › CAPÍTULO PRIMERO"


def test_among_several_norms_labels_and_citations_name_the_norm():
    """A hit marked ``with_norm`` is labelled with the norm's short name; the citation carries norm_id."""
    meta = {
        **PRECEPT,
        "norm_id": "BOE-A-2015-11430",
        "norm_title": "RDL 2/2015, … el texto refundido de la Ley del Estatuto de los Trabajadores",
        "article_id": "art-40",
        "article_label": "Artículo 40",
    }
    chunk = Chunk.from_store("BOE-A-2015-11430:art-40.1", "1.El traslado…", meta)
    alone = Context(1, Hit(chunk, 0.5, chunk.text))
    among = Context(1, Hit(chunk, 0.5, chunk.text, with_norm=True))
    assert (alone.label, alone.apartado_label("1")) == ("Artículo 40", "Artículo 40.1")
    assert (among.label, among.apartado_label("1")) == (
        "Estatuto de los Trabajadores, art. 40",
        "Estatuto de los Trabajadores, art. 40.1",
    )
    assert chunk.norm_short == "Estatuto de los Trabajadores"
