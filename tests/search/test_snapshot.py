"""The search snapshot (``rag.search.snapshot``): a start after an ingest, and every later start,
takes the table and the learned ranker's profiles from disk instead of reading the whole collection
back from Chroma, answers as if it had, and never serves a snapshot of another build."""

from __future__ import annotations

import gc
import logging
import threading
from pathlib import Path

import pytest
from conftest import ARTICULOS, FakeEmbeddings

import rag.pipeline
import rag.search.snapshot
import rag.search.table
from rag.core.config import Settings
from rag.ingest.build import Index
from rag.ingest.corpus import resolve_corpus
from rag.ingest.store import connect
from rag.pipeline import Pipeline, ingest, load_pipeline, open_search
from rag.search.learned import built_profiles

QUESTIONS = (
    "¿Pueden votar los extranjeros en las elecciones municipales?",
    "¿A qué edad se alcanza la mayoría de edad?",
    "¿Quién propone al presidente del Gobierno?",
)


def finish_warm_up() -> None:
    """Wait for the learned ranker's warm-up (and the snapshot written after it)."""
    for thread in threading.enumerate():
        if thread.name == "learned-ranker-warm-up":
            thread.join(timeout=120)


def opened(settings: Settings, corpus: str = "constitucion") -> Pipeline:
    """The live collection opened as the app opens it (never re-ingested)."""
    index = Index(connect(settings), FakeEmbeddings(), settings)
    pipeline = load_pipeline(index, resolve_corpus(corpus, settings), ARTICULOS)
    assert pipeline is not None
    return pipeline


def rankings(pipeline: Pipeline) -> list[list[str]]:
    """The first five precepts each question gets."""
    retriever = pipeline.retriever("hybrid", 5)
    return [[doc.metadata["doc_id"] for doc in retriever.invoke(question)] for question in QUESTIONS]


def snapshots(settings: Settings) -> list[Path]:
    return sorted(settings.snapshot_dir.glob("*.snapshot"))


def refuse_store_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_chunks(_collection: object) -> None:
        raise AssertionError("the collection was read back from the store")

    monkeypatch.setattr(rag.pipeline, "read_chunks", read_chunks)


def test_the_first_start_after_an_ingest_answers_without_reading_the_store(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = Index(connect(settings), FakeEmbeddings(), settings)
    corpus = resolve_corpus("constitucion", settings)
    ingest(index, corpus, ARTICULOS)
    collection = index.open(corpus, ARTICULOS)
    assert collection is not None
    table, search, _ = open_search(collection, index.embeddings)  # read from the store, as before
    from_store = Pipeline(corpus, ARTICULOS, table, search, "")
    expected = rankings(from_store)
    assert len(snapshots(settings)) == 1

    refuse_store_reads(monkeypatch)
    pipeline = opened(settings)
    assert rankings(pipeline) == expected
    assert pipeline.chain(settings, None, "hybrid", 5).ask(QUESTIONS[0]).citations


def test_the_profiles_built_at_the_first_start_are_kept_for_the_next(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = Index(connect(settings), FakeEmbeddings(), settings)
    ingest(index, resolve_corpus("constitucion", settings), ARTICULOS)
    first = opened(settings)
    finish_warm_up()
    answered = first.chain(settings, None, "learned", 5).ask(QUESTIONS[1])

    refuse_store_reads(monkeypatch)
    second = opened(settings)
    assert built_profiles(second.search) is not None  # no warm-up to wait for
    assert gc.isenabled()  # paused only while the snapshot was read
    monkeypatch.setattr(rag.search.table, "find_cross_refs", refuse_reference_search)
    monkeypatch.setattr(rag.search.table, "find_named_refs", refuse_reference_search)
    again = second.chain(settings, None, "learned", 5).ask(QUESTIONS[1])  # references kept too
    assert [c.label for c in again.citations] == [c.label for c in answered.citations]
    assert again.answer == answered.answer


def refuse_reference_search(*_args: object) -> None:
    raise AssertionError("a precept's references were searched again")


def test_a_rebuilt_collection_never_gets_the_old_snapshot(settings: Settings, tmp_path: Path) -> None:
    folder = tmp_path / "normas"
    folder.mkdir()
    (folder / "faro.md").write_text(
        "# Normas del faro\n\n## Norma 1\n\nEl farero enciende la linterna al anochecer.\n", encoding="utf-8"
    )
    index = Index(connect(settings), FakeEmbeddings(), settings)
    corpus = resolve_corpus(str(folder), settings)
    ingest(index, corpus, ARTICULOS)
    first = opened(settings, str(folder))
    finish_warm_up()
    before = snapshots(settings)
    assert "linterna" in " ".join(chunk.text for chunk in first.chunks())

    (folder / "faro.md").write_text(
        "# Normas del faro\n\n## Norma 1\n\nEl farero apaga la lámpara al amanecer.\n", encoding="utf-8"
    )
    corpus = resolve_corpus(str(folder), settings)
    ingest(index, corpus, ARTICULOS)
    text = " ".join(chunk.text for chunk in opened(settings, str(folder)).chunks())
    assert "lámpara" in text and "linterna" not in text
    after = snapshots(settings)
    assert len(after) == 1 and after != before  # the old build's snapshot is gone


def test_changed_code_misses_the_snapshot(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    index = Index(connect(settings), FakeEmbeddings(), settings)
    corpus = resolve_corpus("constitucion", settings)
    ingest(index, corpus, ARTICULOS)
    collection = index.open(corpus, ARTICULOS)
    assert collection is not None
    path = rag.search.snapshot.snapshot_path(settings.snapshot_dir, collection)
    assert path is not None and path.exists()
    monkeypatch.setattr(rag.search.snapshot, "code_digest", lambda: "other-code")
    assert rag.search.snapshot.snapshot_path(settings.snapshot_dir, collection) != path
    reads: list[object] = []
    read = rag.pipeline.read_chunks
    monkeypatch.setattr(rag.pipeline, "read_chunks", lambda c: reads.append(c) or read(c))
    opened(settings)
    assert reads  # read from the store again
    finish_warm_up()


def test_an_unreadable_snapshot_is_read_from_the_store_and_written_again(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    index = Index(connect(settings), FakeEmbeddings(), settings)
    ingest(index, resolve_corpus("constitucion", settings), ARTICULOS)
    (path,) = snapshots(settings)
    path.write_bytes(b"not a snapshot")
    with caplog.at_level(logging.WARNING):
        pipeline = opened(settings)
    assert "unreadable" in caplog.text
    assert pipeline.chain(settings, None, "hybrid", 5).ask(QUESTIONS[0]).citations
    finish_warm_up()
    assert path.stat().st_size > 1000  # a good one in its place


def test_a_snapshot_folder_that_cannot_be_written_costs_nothing_but_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "snapshots").write_text("a file where the folder should be", encoding="utf-8")
    settings = Settings(data_dir=data)
    index = Index(connect(settings), FakeEmbeddings(), settings)
    ingest(index, resolve_corpus("constitucion", settings), ARTICULOS)
    pipeline = opened(settings)
    finish_warm_up()
    assert pipeline.chain(settings, None, "hybrid", 5).ask(QUESTIONS[0]).citations
