"""Vectors shipped in data/vectors/: the bundled corpora index with no embedding step, keyed by
model and exact text so any change re-embeds just what changed."""

from __future__ import annotations

import random

import numpy as np
import pytest
from conftest import ARTICULOS, LEYES_DIR, FakeEmbeddings
from langchain_core.documents import Document

import rag.ingest.embeddings
import rag.ingest.shipped
from rag.cli import main
from rag.core.config import Settings
from rag.ingest.build import Index, ship_vectors
from rag.ingest.corpus import BUNDLED, list_corpora, load_corpus, resolve_corpus
from rag.ingest.embeddings import E5Embeddings
from rag.ingest.shipped import (
    SHIPPED_VECTORS,
    load_shipped,
    regenerate,
    save_shipped,
    shipped_key,
    shipped_path,
)
from rag.ingest.vectors import chunk_vectors, embedded_texts

DEFAULT_MODEL = "e5-small-q4"
TRANSPARENCIA = "BOE-A-2013-12887.md"


class NoEmbedding(FakeEmbeddings):
    """The real model's name; fails if asked to embed anything (a shipped corpus must not)."""

    name = DEFAULT_MODEL

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if texts:
            raise AssertionError(f"asked to embed {len(texts)} texts: {texts[0][:60]!r}")
        return []


class CountingE5Shape(FakeEmbeddings):
    """The real model's name and width (384), fake vectors; counts what it embeds."""

    name = DEFAULT_MODEL

    def _vector(self, text: str) -> list[float]:
        return super()._vector(text) + [0.0] * (384 - 64)


def bundled_texts(name: str) -> list[str]:
    """What the default splitter embeds for a bundled corpus."""
    corpus = resolve_corpus(name, Settings())
    return embedded_texts(ARTICULOS.build().transform_documents(load_corpus(corpus).documents))


def all_bundled_texts() -> set[str]:
    """Every text embedded for some bundled corpus, once."""
    return {text for name in BUNDLED for text in bundled_texts(name)}


def test_the_shipped_file_is_up_to_date_with_every_bundled_corpus():
    """Every text the default splitter embeds for each bundled corpus has a shipped vector, and the
    file holds nothing else: this fails when a corpus, its parsing or the embedding input changes
    and `rag vectors` was not run."""
    shipped = load_shipped(DEFAULT_MODEL)
    used: set[str] = set()
    for name in BUNDLED:
        keys = {shipped_key(DEFAULT_MODEL, text) for text in bundled_texts(name)}
        missing = keys - shipped.keys()
        assert not missing, f"{name}: {len(missing)} texts without shipped vector; run `rag vectors`"
        used |= keys
    assert shipped.keys() <= used, "vectors no bundled corpus uses: run `rag vectors`"
    assert {len(vector) for vector in shipped.values()} == {384}


def test_shipped_vectors_are_exactly_what_the_model_computes():
    """A sample of shipped vectors equals, bit for bit, what embedding the same texts gives now,
    rounded to float16 as the file stores them; every shipped file stays within 80 MB."""
    shipped = load_shipped(DEFAULT_MODEL)
    sample = [
        text
        for name in ("constitucion", "leyes", "biblioteca")
        for text in random.Random(12).sample(bundled_texts(name), 6)
    ]
    computed = np.asarray(E5Embeddings().embed_documents(sample), dtype=np.float32)
    computed = computed.astype(np.float16).astype(np.float32)
    expected = np.asarray([shipped[shipped_key(DEFAULT_MODEL, text)] for text in sample], dtype=np.float32)
    assert np.array_equal(computed, expected)
    assert sum(path.stat().st_size for path in SHIPPED_VECTORS.glob("*.npz")) <= 80 * 2**20


@pytest.mark.parametrize("name", BUNDLED)
def test_a_bundled_corpus_ingests_into_an_empty_store_without_embedding(client, settings, name):
    """`rag ingest --corpus NAME` into an empty index: every vector comes from the shipped file."""
    index = Index(client, NoEmbedding(), settings)
    corpus = resolve_corpus(name, settings)
    report = index.ingest(corpus, ARTICULOS)
    assert (report.embedded, report.reused, report.shipped) == (0, 0, len(bundled_texts(name)))
    stored = index.open(corpus, ARTICULOS).get(limit=5, include=["embeddings"])
    assert np.asarray(stored["embeddings"]).shape == (5, 384)


def test_a_changed_text_or_heading_re_embeds_just_that_text(tmp_path, client, settings):
    """A user's copy of a bundled law with one article's text and another's epígrafe edited:
    three texts embedded (the edited apartado, the chunk labelled with the new epígrafe and that
    epígrafe as a comparison unit), the rest from the shipped vectors."""
    folder = tmp_path / "transparencia"
    folder.mkdir()
    law = (LEYES_DIR / TRANSPARENCIA).read_text(encoding="utf-8")
    edits = {
        "los contenidos o documentos, cualquiera": "los contenidos, datos o documentos, cualquiera",
        "6 bis. Registro de actividades de tratamiento.": "6 bis. Registro de tratamientos.",
    }
    for old, new in edits.items():
        assert law.count(old) == 1
        law = law.replace(old, new)
    (folder / TRANSPARENCIA).write_text(law, encoding="utf-8")
    corpus = resolve_corpus(str(folder), settings)
    fake = CountingE5Shape()
    report = Index(client, fake, settings).ingest(corpus, ARTICULOS)
    texts = embedded_texts(ARTICULOS.build().transform_documents(load_corpus(corpus).documents))
    assert (report.embedded, report.reused, fake.embedded) == (3, 0, 3)
    assert report.shipped == len(texts) - 3 > 100


def test_shipped_vectors_are_used_only_for_the_same_model_and_text():
    """A changed text is embedded; another model reuses nothing."""
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


def test_shipped_vectors_come_before_a_collections_copies():
    """A vector both shipped and in the live collection is taken from the shipped file (the model's
    own output), so a rebuild stores what a first build would."""
    docs = [Document("Texto uno.", metadata={"doc_id": "a", "chunk_id": "a", "embedded": True})]
    fake = FakeEmbeddings()
    (text,) = embedded_texts(docs)
    known = {"stale": [0.5] * 64}
    built = chunk_vectors(
        docs, ARTICULOS.build(), fake, known, None, {shipped_key(fake.name, text): [1.0] * 64}
    )
    assert (built.vectors["a"], built.shipped, built.reused, built.embedded) == ([1.0] * 64, 1, 0, 0)


def damaged_files(tmp_path) -> dict[str, bytes]:
    """Ways a shipped file can be broken, made from a small valid one."""
    path = save_shipped("m", {"k1": [0.6, 0.8], "k2": [1.0, 0.0]}, tmp_path)
    good = path.read_bytes()
    flipped = bytearray(good)
    flipped[60] ^= 0xFF  # inside the first compressed member
    np.savez(path, model=np.asarray("otro"), keys=np.asarray(["k1"]), vectors=np.ones((1, 2), np.float32))
    other_model = path.read_bytes()
    np.savez(path, model=np.asarray("m"), keys=np.asarray(["k1"]), vectors=np.ones((1,), np.float32))
    flat = path.read_bytes()
    return {
        "empty": b"",
        "text": b"not a zip",
        "truncated": good[: len(good) // 2],
        "flipped": bytes(flipped),
        "other model": other_model,
        "flat vectors": flat,
    }


@pytest.mark.parametrize("damage", ["empty", "text", "truncated", "flipped", "other model", "flat vectors"])
def test_a_damaged_file_is_ignored_with_a_warning(tmp_path, caplog, damage):
    """A damaged file never raises: nothing is shipped and the warning names the file."""
    content = damaged_files(tmp_path)[damage]
    shipped_path("m", tmp_path).write_bytes(content)
    assert load_shipped("m", tmp_path) == {}
    assert f"shipped vectors {shipped_path('m', tmp_path)} unreadable" in caplog.text


def test_ingest_with_a_damaged_file_embeds_everything_with_a_warning(
    tmp_path, client, settings, caplog, monkeypatch
):
    """`rag ingest --corpus constitucion` with a corrupt data/vectors file still builds, by embedding."""
    monkeypatch.setattr(rag.ingest.shipped, "SHIPPED_VECTORS", tmp_path)
    shipped_path(DEFAULT_MODEL, tmp_path).write_bytes(b"not a zip")
    fake = CountingE5Shape()
    report = Index(client, fake, settings).ingest(resolve_corpus("constitucion", settings), ARTICULOS)
    # 433 chunks and 400 comparison units (sentences) of the Constitution
    assert (report.shipped, report.embedded, fake.embedded) == (0, 833, 833)
    assert "unreadable" in caplog.text and "embedding instead" in caplog.text


def test_ingest_without_a_file_embeds_and_says_how_to_ship_them(
    tmp_path, client, settings, caplog, monkeypatch
):
    """No shipped file for the model: a bundled corpus is embedded and the warning names `rag vectors`."""
    monkeypatch.setattr(rag.ingest.shipped, "SHIPPED_VECTORS", tmp_path)
    fake = CountingE5Shape()
    report = Index(client, fake, settings).ingest(resolve_corpus("constitucion", settings), ARTICULOS)
    assert (report.shipped, report.embedded) == (0, 833)
    assert "no shipped vectors for e5-small-q4" in caplog.text and "`rag vectors`" in caplog.text


def test_regenerating_dedupes_embeds_only_new_texts_and_drops_unused(tmp_path, client, settings):
    """`rag vectors`: texts shared by corpora shipped once; a second run embeds nothing and leaves the
    file byte for byte; a corpus no longer shipped has its vectors dropped."""
    save_shipped("fake-hash", {"unused": [0.0] * 64}, tmp_path)
    fake = FakeEmbeddings()
    index = Index(client, fake, settings)
    corpora = [c for c in list_corpora(settings) if c.bundled]
    path, kept, embedded = ship_vectors(index, corpora, ARTICULOS, tmp_path)
    assert path == shipped_path("fake-hash", tmp_path)
    assert (kept, embedded) == (0, len(all_bundled_texts()))
    assert "unused" not in load_shipped("fake-hash", tmp_path)
    before = path.read_bytes()
    assert ship_vectors(index, corpora, ARTICULOS, tmp_path)[1:] == (embedded, 0)
    assert fake.embedded == embedded and path.read_bytes() == before
    constitucion = resolve_corpus("constitucion", settings)
    distinct = len(set(bundled_texts("constitucion")))  # a few sentences repeat across precepts
    assert ship_vectors(index, [constitucion], ARTICULOS, tmp_path)[1:] == (distinct, 0)
    assert len(load_shipped("fake-hash", tmp_path)) == distinct == 830
    assert not (SHIPPED_VECTORS / "fake-hash.npz").exists()


def test_rag_vectors_reports_what_it_shipped(tmp_path, capsys, monkeypatch):
    """`rag vectors` writes one file for every bundled corpus and says what it kept and embedded."""
    fake = FakeEmbeddings()
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: fake)
    monkeypatch.setattr(rag.ingest.shipped, "SHIPPED_VECTORS", tmp_path)
    assert main(["vectors"]) == 0
    out = capsys.readouterr().out
    total = len(all_bundled_texts())
    assert (
        f"{tmp_path / 'fake-hash.npz'}: {total} vectors of fake-hash for constitucion, leyes, normas" in out
    )
    assert f"(0 kept, {total} embedded)" in out


def test_an_interrupted_regeneration_keeps_what_it_embedded(tmp_path):
    """`rag vectors` embeds the library for an hour: stopped midway, the batches it finished are
    saved, and the next run embeds only the rest."""
    calls: list[list[str]] = []

    def embed(texts: list[str]) -> list[list[float]]:
        calls.append(texts)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return [[float(len(text)), 1.0] for text in texts]

    texts = [f"texto {n}" for n in range(10)]
    with pytest.raises(KeyboardInterrupt):
        regenerate("m", texts, embed, tmp_path, checkpoint=4)
    assert len(load_shipped("m", tmp_path)) == 8
    calls.clear()
    _, kept, embedded = regenerate("m", texts, embed, tmp_path, checkpoint=4)
    assert (kept, embedded) == (8, 2) and calls == [texts[8:]]
