"""The Chroma index: idempotent, incremental ingest into one collection per corpus and splitter."""

from __future__ import annotations

import logging
import shutil

import numpy as np
import pytest
from conftest import CONSTITUCION_DIR, CONSTITUCION_MD
from langchain_core.documents import Document

from rag.core.records import PACKED_KEY
from rag.ingest.build import Index, collection_name
from rag.ingest.corpus import load_corpus, resolve_corpus
from rag.ingest.embeddings import E5Embeddings
from rag.ingest.units import precept_units
from rag.ingest.vectors import embedding_input
from splitters import SplitterSpec

ARTICULOS = SplitterSpec.parse("articulos")
RECURSIVO = SplitterSpec.parse("recursivo:400:40")
ART_1_1_OLD = "la libertad, la justicia, la igualdad y el pluralismo político"
ART_1_1_NEW = "la libertad, la justicia, la igualdad, la solidaridad y el pluralismo político"

TINY_LAW = """---
title: "Ley de prueba"
identifier: "BOE-A-2099-1"
last_updated: "2099-01-01"
---
# Ley de prueba

## TÍTULO I. Derechos

##### Artículo 1. Huelga.

Los trabajadores tienen derecho a la huelga y pueden dejar de trabajar para defender sus salarios.

##### Artículo 2. Vivienda.

Todas las familias tienen derecho a disfrutar de una vivienda digna y adecuada a un precio asequible.

##### Artículo 3. Medio ambiente.

Los poderes públicos protegerán los bosques, los ríos y la fauna frente a la contaminación.
"""


@pytest.fixture(autouse=True)
def quiet_splitter_warnings():
    """LangChain warns about over-long chunks; irrelevant here."""
    logging.getLogger("langchain_text_splitters").setLevel(logging.ERROR)


def expected_chunks(corpus, spec) -> list[Document]:
    """What the splitter makes of the corpus, independently of the index."""
    return list(spec.build().transform_documents(load_corpus(corpus).documents))


@pytest.fixture
def constitucion(settings):
    """The bundled Constitution corpus."""
    return resolve_corpus("constitucion", settings)


@pytest.fixture
def copied_constitucion(tmp_path, settings):
    """A copy of the Constitution folder that a test may edit, registered as a corpus."""
    folder = tmp_path / "constitucion-copia"
    shutil.copytree(CONSTITUCION_DIR, folder)
    return resolve_corpus(str(folder), settings)


def test_ingest_stores_every_chunk_with_metadata(index, constitucion, client, fake_embeddings):
    """A first ingest stores all chunks, embedding exactly the embedded ones."""
    chunks = expected_chunks(constitucion, ARTICULOS)
    units = precept_units(chunks)
    report = index.ingest(constitucion, ARTICULOS)
    embedded = sum(c.metadata["embedded"] for c in chunks) + len(units)
    assert (report.chunks, report.units, report.embedded, report.reused, report.unchanged) == (
        len(chunks),
        len(units),
        embedded,
        0,
        False,
    )
    assert (report.chunks, report.units, report.embedded) == (557, 400, 833)
    assert fake_embeddings.embedded == embedded
    assert [c.name for c in client.list_collections()] == [report.collection]
    assert client.get_collection(report.collection).count() == 557 + 400
    assert len(index.chunks(constitucion, ARTICULOS)) == 557  # units are never listed as chunks


def test_stored_chunks_keep_citation_metadata(index, constitucion):
    """Stored chunks come back in corpus order with text, article, label, url and version."""
    index.ingest(constitucion, ARTICULOS)
    stored = index.chunks(constitucion, ARTICULOS)
    chunks = expected_chunks(constitucion, ARTICULOS)
    assert sorted(d.metadata["chunk_id"] for d in stored) == sorted(c.metadata["chunk_id"] for c in chunks)
    fields = ("norm_id", "article_id", "article_label", "url", "version_date", "source", "chunk_kind")
    assert [d.metadata["chunk_id"] for d in stored if not all(d.metadata.get(f) for f in fields)] == []
    assert stored[0].metadata["article_id"] == "preambulo"
    art28 = index.chunks(constitucion, ARTICULOS, where={"chunk_id": "BOE-A-1978-31229:art-28"})
    assert [(d.metadata["article_label"], d.metadata["version_date"], d.text[:29]) for d in art28] == [
        ("Artículo 28", "2024-02-17", "1. Todos tienen derecho a sin")
    ]
    texts = {c.metadata["chunk_id"]: c.page_content for c in chunks}
    assert {d.metadata["chunk_id"]: d.text for d in stored} == texts
    # the text travels packed in the metadata, not as Chroma's word-indexed document (ingest time)
    raw = index.open(constitucion, ARTICULOS).get(limit=3, include=["documents", "metadatas"])
    assert raw["documents"] == [None, None, None]
    assert all(PACKED_KEY in meta and "article_id" in meta for meta in raw["metadatas"])


def test_collection_records_what_it_was_built_from(index, constitucion):
    """The live collection's metadata says corpus, splitter, model, chunk count and completeness."""
    index.ingest(constitucion, ARTICULOS)
    meta = index.open(constitucion, ARTICULOS).metadata
    assert {k: meta[k] for k in ("complete", "corpus", "splitter", "embedding", "chunks", "problems")} == {
        "complete": True,
        "corpus": "constitucion",
        "splitter": "articulos",
        "embedding": "fake-hash",
        "chunks": 557,
        "problems": "[]",
    }
    assert index.is_current(constitucion, ARTICULOS)


def test_second_ingest_is_unchanged_and_embeds_nothing(index, constitucion, fake_embeddings):
    """Re-ingesting an unchanged corpus reports unchanged and calls the embedder zero times."""
    first = index.ingest(constitucion, ARTICULOS)
    before = fake_embeddings.embedded
    second = index.ingest(constitucion, ARTICULOS)
    assert (second.unchanged, second.chunks, second.embedded, second.collection) == (
        True,
        first.chunks,
        0,
        first.collection,
    )
    assert fake_embeddings.embedded == before


def test_force_reembeds_everything(index, constitucion, fake_embeddings):
    """--force ignores the stored vectors and embeds every embedded chunk again."""
    index.ingest(constitucion, ARTICULOS)
    report = index.ingest(constitucion, ARTICULOS, force=True)
    # 433 chunks and 400 sentences stored as the learned ranker's comparison units
    assert (report.unchanged, report.embedded, report.reused) == (False, 833, 0)
    assert fake_embeddings.embedded == 1666


def test_changed_article_reembeds_only_that_text(index, copied_constitucion, fake_embeddings):
    """Editing one apartado re-embeds just that apartado; the stored text shows the edit."""
    index.ingest(copied_constitucion, ARTICULOS)
    before = fake_embeddings.embedded
    path = copied_constitucion.path / CONSTITUCION_MD.name
    text = path.read_text(encoding="utf-8")
    assert text.count(ART_1_1_OLD) == 1
    path.write_text(text.replace(ART_1_1_OLD, ART_1_1_NEW), encoding="utf-8")

    report = index.ingest(copied_constitucion, ARTICULOS)
    assert (report.unchanged, report.embedded, report.reused, report.chunks) == (False, 1, 832, 557)
    assert fake_embeddings.embedded - before == 1
    stored = index.chunks(copied_constitucion, ARTICULOS, where={"article_id": "art-1"})
    assert [d.metadata["chunk_id"] for d in stored if ART_1_1_NEW in d.text] == [
        "BOE-A-1978-31229:art-1",
        "BOE-A-1978-31229:art-1.1",
    ]
    assert [d for d in stored if ART_1_1_OLD in d.text] == []


def test_splitters_have_their_own_collections(index, constitucion, client, fake_embeddings):
    """Another splitter builds another collection; switching back costs no embedding."""
    first = index.ingest(constitucion, ARTICULOS)
    second = index.ingest(constitucion, RECURSIVO)
    assert first.collection != second.collection
    assert sorted(c.name for c in client.list_collections()) == sorted([first.collection, second.collection])
    before = fake_embeddings.embedded
    again = [index.ingest(constitucion, ARTICULOS), index.ingest(constitucion, RECURSIVO)]
    assert [(r.unchanged, r.embedded) for r in again] == [(True, 0), (True, 0)]
    assert fake_embeddings.embedded == before
    assert client.get_collection(second.collection).count() == len(expected_chunks(constitucion, RECURSIVO))


def test_incomplete_staging_is_ignored_and_replaced(index, constitucion, client):
    """A staging collection left by an interrupted ingest is not served, and the next ingest replaces it."""
    name = index.name_for(constitucion, ARTICULOS)
    staging = client.create_collection(
        f"{name}-staging", embedding_function=None, metadata={"complete": False}
    )
    staging.add(ids=["basura"], embeddings=[[1.0] + [0.0] * 63], documents=["texto a medias"])
    assert index.open(constitucion, ARTICULOS) is None
    assert index.chunks(constitucion, ARTICULOS) == []

    report = index.ingest(constitucion, ARTICULOS)
    assert (report.unchanged, report.chunks) == (False, 557)
    assert [c.name for c in client.list_collections()] == [name]
    assert client.get_collection(name).get(ids=["basura"])["ids"] == []


def test_complete_staging_is_promoted(index, constitucion, client):
    """A complete staging collection whose swap was interrupted becomes the live one."""
    name = index.name_for(constitucion, ARTICULOS)
    staging = client.create_collection(
        f"{name}-staging", embedding_function=None, metadata={"complete": True}
    )
    staging.add(ids=["hecho"], embeddings=[[1.0] + [0.0] * 63], documents=["texto completo"])
    live = index.open(constitucion, ARTICULOS)
    assert (live.name, live.count()) == (name, 1)
    assert [c.name for c in client.list_collections()] == [name]


def test_precept_vector_is_mean_of_its_apartados(index, constitucion, client):
    """Article 149's stored vector is the normalised mean of its apartados' vectors."""
    report = index.ingest(constitucion, ARTICULOS)
    ids = [f"BOE-A-1978-31229:art-149{suffix}" for suffix in ("", ".1", ".2", ".3")]
    stored = client.get_collection(report.collection).get(ids=ids, include=["embeddings"])
    vectors = dict(zip(stored["ids"], np.asarray(stored["embeddings"], dtype=float), strict=True))
    mean = np.mean([vectors[i] for i in ids[1:]], axis=0)
    np.testing.assert_allclose(vectors[ids[0]], mean / np.linalg.norm(mean), atol=1e-5)
    assert abs(np.linalg.norm(vectors[ids[0]]) - 1.0) < 1e-5


def test_leyes_ingest_with_articulos(index, settings):
    """The bundled laws corpus ingests with the default splitter."""
    leyes = resolve_corpus("leyes", settings)
    report = index.ingest(leyes, ARTICULOS)
    assert report.chunks == len(expected_chunks(leyes, ARTICULOS))


@pytest.mark.parametrize(
    ("metadata", "text", "expected"),
    [
        (  # the breadcrumb stays out: measured worse for retrieval (docs/architecture.md, "Splitters")
            {
                "article_label": "Artículo 28",
                "apartado": "2",
                "titulo": "TÍTULO I. De los derechos",
                "capitulo": "CAPÍTULO SEGUNDO. Derechos y libertades",
                "seccion": "",
            },
            "2. Se reconoce el derecho a la huelga.",
            "Artículo 28.2\n2. Se reconoce el derecho a la huelga.",
        ),
        (
            {"article_label": "Preámbulo", "titulo": ""},
            "La Nación española…",
            "Preámbulo\nLa Nación española…",
        ),
        (
            {"section": "Plazos › Recursos", "title": "notas"},
            "Cabe alzada.",
            "Plazos › Recursos\nCabe alzada.",
        ),
        ({"section": "", "title": "notas"}, "Sin título.", "notas\nSin título."),
        ({}, "Texto suelto.", "Texto suelto."),
    ],
)
def test_embedding_input_prefixes_the_label_only(metadata, text, expected):
    """What is embedded: the label (with apartado) and hierarchy, then the text."""
    assert embedding_input(Document(page_content=text, metadata=metadata)) == expected


@pytest.mark.parametrize("corpus", ["constitucion", "a" * 60, "mi-carpeta"])
@pytest.mark.parametrize("spec", ["articulos", "recursivo:400:40", "caracteres:1000:100:tokens"])
def test_collection_names_are_valid_for_chroma(corpus, spec):
    """Collection names stay within Chroma's 3-63 characters and differ per splitter options."""
    name = collection_name(corpus, SplitterSpec.parse(spec), "e5-small-q4")
    assert 3 <= len(name) <= 63
    assert name != collection_name(corpus, SplitterSpec.parse(spec), "fake-hash")


def test_real_e5_embeddings_find_the_right_article(tmp_path, settings, client):
    """With the default local model, each question's nearest chunk is the article on its topic."""
    folder = tmp_path / "ley-prueba"
    folder.mkdir()
    (folder / "ley.md").write_text(TINY_LAW, encoding="utf-8")
    corpus = resolve_corpus(str(folder), settings)
    embeddings = E5Embeddings()
    index = Index(client, embeddings, settings)
    report = index.ingest(corpus, ARTICULOS)
    # three articles, and their three epígrafes as comparison units
    assert (report.chunks, report.units, report.embedded, report.embedding) == (3, 3, 6, "e5-small-q4")
    collection = index.open(corpus, ARTICULOS)
    questions = [
        "¿Puedo hacer huelga para pedir un aumento de sueldo?",
        "¿Tengo derecho a una casa a un precio razonable?",
        "¿Quién protege los ríos de la contaminación?",
    ]
    hits = [
        collection.query(query_embeddings=[embeddings.embed_query(q)], n_results=1, include=["metadatas"])
        for q in questions
    ]
    assert [h["metadatas"][0][0]["article_id"] for h in hits] == ["art-1", "art-2", "art-3"]
