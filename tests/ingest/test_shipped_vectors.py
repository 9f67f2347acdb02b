"""Vectors shipped in data/vectors/: the bundled corpora index with no embedding step, keyed by
model and exact text so any change re-embeds just what changed."""

from __future__ import annotations

import numpy as np
from conftest import ARTICULOS, FakeEmbeddings

from rag.core.config import Settings
from rag.ingest.build import Index, ship_vectors
from rag.ingest.corpus import list_corpora, load_corpus, resolve_corpus
from rag.ingest.shipped import SHIPPED_VECTORS, load_shipped, save_shipped, shipped_key, shipped_path
from rag.ingest.vectors import chunk_vectors, embedded_texts

DEFAULT_MODEL = "e5-small-q4"


class NoEmbedding(FakeEmbeddings):
    """The real model's name; fails if asked to embed anything (a shipped corpus must not)."""

    name = DEFAULT_MODEL

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if texts:
            raise AssertionError(f"asked to embed {len(texts)} texts: {texts[0][:60]!r}")
        return []


def test_the_shipped_file_covers_every_bundled_corpus():
    """Every text the default splitter embeds for each bundled corpus has a shipped vector: this
    fails when a corpus, its parsing or the embedding input changes and `rag vectors` was not run."""
    shipped = load_shipped(DEFAULT_MODEL)
    for corpus in [c for c in list_corpora(Settings()) if c.bundled]:
        chunks = list(ARTICULOS.build().transform_documents(load_corpus(corpus).documents))
        missing = [t for t in embedded_texts(chunks) if shipped_key(DEFAULT_MODEL, t) not in shipped]
        assert not missing, f"{corpus.name}: {len(missing)} texts without shipped vector; run `rag vectors`"
    assert {len(v) for v in shipped.values()} == {384}


def test_a_bundled_corpus_ingests_into_an_empty_store_without_embedding(client, settings):
    """`rag ingest --corpus leyes` into an empty index: every vector comes from the shipped file."""
    index = Index(client, NoEmbedding(), settings)
    report = index.ingest(resolve_corpus("leyes", settings), ARTICULOS)
    assert report.embedded == 0 and report.reused == 0 and report.shipped > 1700
    stored = index.open(resolve_corpus("leyes", settings), ARTICULOS).get(limit=5, include=["embeddings"])
    assert np.asarray(stored["embeddings"]).shape == (5, 384)


def test_shipped_vectors_are_used_only_for_the_same_model_and_text(tmp_path):
    """A changed text is embedded; another model reuses nothing."""
    from langchain_core.documents import Document

    splitter = ARTICULOS.build()
    docs = [
        Document("Texto uno.", metadata={"doc_id": "a", "chunk_id": "a", "embedded": True}),
        Document("Texto dos.", metadata={"doc_id": "b", "chunk_id": "b", "embedded": True}),
    ]
    fake = FakeEmbeddings()
    texts = embedded_texts(docs)
    shipped = {shipped_key(fake.name, texts[0]): [1.0] * 64}
    built = chunk_vectors(docs, splitter, fake, {}, None, shipped)
    assert (built.shipped, built.embedded, fake.embedded) == (1, 1, 1)
    assert built.vectors["a"] == [1.0] * 64
    other = FakeEmbeddings()
    other.name = "otro-modelo"  # type: ignore[misc]
    assert chunk_vectors(docs, splitter, other, {}, None, shipped).shipped == 0


def test_a_damaged_file_means_embedding_with_a_warning(tmp_path, caplog):
    path = shipped_path("m", tmp_path)
    path.write_bytes(b"not a zip")
    assert load_shipped("m", tmp_path) == {}
    assert "unreadable" in caplog.text
    assert load_shipped("nadie", tmp_path) == {}  # no file: nothing shipped, no error


def test_regenerating_keeps_known_vectors_embeds_new_texts_and_drops_unused(tmp_path, client, settings):
    """`rag vectors` on a corpus: kept + embedded = its texts; a second run embeds nothing."""
    save_shipped("fake-hash", {"unused": [0.0] * 64}, tmp_path)
    fake = FakeEmbeddings()
    index = Index(client, fake, settings)
    corpus = resolve_corpus("constitucion", settings)
    path, kept, embedded = ship_vectors(index, [corpus], ARTICULOS, tmp_path)
    assert path == shipped_path("fake-hash", tmp_path) and kept == 0 and embedded > 400
    assert "unused" not in load_shipped("fake-hash", tmp_path)
    assert ship_vectors(index, [corpus], ARTICULOS, tmp_path)[1:] == (embedded, 0)
    assert fake.embedded == embedded  # the second run embedded nothing
    assert not (SHIPPED_VECTORS / "fake-hash.npz").exists()
