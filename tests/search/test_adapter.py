"""The query adapter (shipped since the tenth session): where it applies, what it changes in a real search,
and training it (on a few real dev rows of the Constitution, into a temporary folder)."""

from __future__ import annotations

import logging

import numpy as np

import rag.evaluate.adapting as adapting
import rag.search.adapter as adapter_module
from rag.core.config import SHIPPED_DATA
from rag.evaluate.calibrating import gate_inputs, held_out_adapters
from rag.evaluate.dataset import read_dataset
from rag.evaluate.examples import examples_from_rows, ranker_files
from rag.search.adapter import ADAPTER_DIR, META_FILE, QueryAdapter, adapted, shipped_adapter
from rag.search.features import FEATURES
from rag.search.rankers import dense
from rag.search.table import normalised


def test_the_shipped_adapter_reads_every_question_of_the_e5_collections(real_pipeline, real_biblioteca):
    """The committed adapter (docs/library.md, ninth session) is e5's, shrunk halfway to the
    identity, and every search of the bundled corpora reads a question through it: W·raw, normalised;
    its folds ship beside it for ``rag calibrate``, and the ranker was trained through it."""
    shipped = shipped_adapter()
    assert shipped is not None and shipped.embedding == "e5-small-q4" and shipped.matrix.shape == (384, 384)
    assert shipped.meta["settings"]["shrink"] == adapting.SHRINK
    assert (ADAPTER_DIR / adapting.FOLDS_FILE).exists()
    assert ADAPTER_DIR / adapter_module.MATRIX_FILE in ranker_files(ADAPTER_DIR)  # in the ranker's data hash
    question = "¿Pueden votar los extranjeros en las elecciones municipales?"
    for search in (real_pipeline.search, real_biblioteca.search):
        assert search.adapter is shipped
        raw = np.asarray(search.embeddings.embed_query(question), dtype=np.float32)
        expected = normalised((shipped.matrix @ raw)[np.newaxis, :])[0]
        assert np.allclose(search.query_vector(question), expected, atol=1e-5)
        assert not np.allclose(expected, normalised(raw[np.newaxis, :])[0], atol=1e-3)


def test_another_embedder_s_vectors_pass_unchanged():
    """Trained for e5: a vector of another model (another name or size) is used as it comes."""
    adapter = QueryAdapter(2 * np.eye(4, dtype=np.float32), "e5-small-q4")
    vector = np.arange(4, dtype=np.float32)

    class Other:
        name = "openai-text-embedding-3-small"

    class E5:
        name = "e5-small-q4"

    assert adapted(vector, Other(), adapter) is vector
    assert adapted(np.arange(8, dtype=np.float32), E5(), adapter).shape == (8,)  # other size: unchanged
    assert np.array_equal(adapted(vector, E5(), adapter), 2 * vector)
    assert adapted(vector, E5(), None) is vector


def test_a_missing_or_unreadable_artefact_leaves_questions_as_they_come(tmp_path, monkeypatch, caplog):
    """No adapter: None, silently; a corrupt one: None with a warning naming the folder."""
    monkeypatch.setattr(adapter_module, "ADAPTER_DIR", tmp_path)
    shipped_adapter.cache_clear()
    try:
        assert shipped_adapter() is None
        shipped_adapter.cache_clear()
        (tmp_path / META_FILE).write_text('{"embedding": "e5-small-q4"}', encoding="utf-8")
        np.save(tmp_path / adapter_module.MATRIX_FILE, np.zeros((3, 4), dtype=np.float32))
        with caplog.at_level(logging.WARNING):
            assert shipped_adapter() is None
        assert "not square" in caplog.text and str(tmp_path) in caplog.text
    finally:
        shipped_adapter.cache_clear()


def _small_dev_sets(tmp_path, rows: int):
    """A data folder whose dev sets are the first ``rows`` of the Constitution's dev set."""
    (tmp_path / "eval").mkdir()
    lines = (SHIPPED_DATA / "eval" / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    for name in adapting.ADAPTER_SETS:
        (tmp_path / "eval" / name).write_text("\n".join(lines[:rows] if name == "dev.jsonl" else []) + "\n")
    return tmp_path


def test_training_learns_its_questions_and_keeps_folds_for_calibration(
    real_pipeline, real_settings, tmp_path, monkeypatch
):
    """Trained on 40 of the Constitution's dev questions, the adapter ranks them better than the
    raw vectors do (the training works), is written with its folds and read back; each dev row gets
    the fold's adapter that never saw it, a question of another file the final one."""
    monkeypatch.setattr(adapting, "EPOCHS", 4)
    data = _small_dev_sets(tmp_path, 40)
    search = real_pipeline.search
    shipped = search.adapter
    try:
        queries = adapting.adapter_queries(real_pipeline, real_settings, data)
        assert search.adapter is None  # the questions were embedded as they come
    finally:
        search.adapter = shipped
        search.forget_queries()
    table = search.table
    # the Constitution has no epígrafes: the questions only
    assert len(queries) >= 35 and {q.source for q in queries} == {"dev.jsonl"}
    trained = adapting.train_adapter(queries, table.vectors, table.leaf_doc, "e5-small-q4", "hash")
    identity = np.eye(table.vectors.shape[1], dtype=np.float32)
    raw_ranks = adapting.dense_ranks(identity, queries, table.vectors, table.leaf_doc)
    fitted_ranks = adapting.dense_ranks(trained.adapter.matrix, queries, table.vectors, table.leaf_doc)
    assert fitted_ranks.mean() < raw_ranks.mean() and (fitted_ranks == 0).sum() > (raw_ranks == 0).sum()
    assert trained.report.questions == len(queries) and set(trained.report.after) == {"all", "dev.jsonl"}

    trained.adapter.save(tmp_path)
    trained.save_folds(tmp_path)
    loaded = QueryAdapter.load(tmp_path)
    assert np.array_equal(loaded.matrix, trained.adapter.matrix) and loaded.meta["data_hash"] == "hash"
    again = adapting.TrainedAdapter.read_folds(loaded, tmp_path)
    assert again is not None and len(again.folds) == adapting.FOLDS
    assert np.allclose(again.folds[0].matrix, trained.folds[0].matrix, atol=1e-3)
    row = read_dataset(data / "eval" / "dev.jsonl")[0]
    fold = adapting.fold_of(adapting.group_of("dev.jsonl", row))
    assert again.held_out("dev.jsonl", row) is again.folds[fold]
    assert again.held_out("test.jsonl", row) is loaded

    # the search reads every question through an adapter it is given: W·raw, normalised
    question = "¿Pueden votar los extranjeros en las elecciones municipales?"
    raw = np.asarray(search.embeddings.embed_query(question), dtype=np.float32)
    try:
        search.adapter = loaded
        search.forget_queries()
        expected = normalised((loaded.matrix @ raw)[np.newaxis, :])[0]
        assert np.allclose(search.query_vector(question), expected, atol=1e-5)
        assert not np.allclose(expected, normalised(raw[np.newaxis, :])[0], atol=1e-3)
        assert np.isclose(dense(search, question, 5)[0].score, float((search.table.vectors @ expected).max()))
        # the ranker's raw signals read the question as it comes, beside the adapted ones
        as_it_comes = search.table.vectors @ normalised(raw[np.newaxis, :])[0]
        assert np.allclose(search.raw_similarities(question), as_it_comes, atol=1e-5)
        # the learned ranker asks for its candidates' chunks only: those rows, the others 0
        rows = np.array([0, 7, len(as_it_comes) - 1])
        search.forget_queries()
        partial = search.raw_similarities(question, rows)
        assert np.allclose(partial[rows], as_it_comes[rows], atol=1e-5)
        assert np.count_nonzero(partial) == len(rows)
        assert not np.allclose(search.similarities(question), as_it_comes, atol=1e-3)
        # the calibration judges each dev row through the fold that never saw it, then gives
        # the search its own adapter back
        adapter_for = held_out_adapters([(row, "dev.jsonl")], tmp_path)
        assert adapter_for is not None and adapter_for(row).matrix.shape == (384, 384)
        assert np.allclose(adapter_for(row).matrix, trained.folds[fold].matrix, atol=1e-3)
        gate_inputs(real_pipeline, [row], real_settings, adapter_for)
        assert search.adapter is loaded
    finally:
        search.adapter = shipped
        search.forget_queries()


def test_ranker_examples_are_asked_through_the_adapter_given_for_each_row(real_pipeline, real_settings):
    """Asked through another adapter, a question's similarity features change (``rag train-ranker``
    asks each dev row through the fold's adapter that never saw it)."""
    search = real_pipeline.search
    rows = read_dataset(SHIPPED_DATA / "eval" / "dev.jsonl")[:3]
    shipped = search.adapter
    doubled = QueryAdapter(np.diag(np.linspace(0.5, 1.5, 384)).astype(np.float32), "e5-small-q4")
    try:
        own = examples_from_rows(real_pipeline, real_settings, rows, "constitucion")
        other = examples_from_rows(
            real_pipeline, real_settings, rows, "constitucion", adapter_for=lambda _: doubled
        )
        assert search.adapter is doubled
        plain = examples_from_rows(
            real_pipeline, real_settings, rows, "constitucion", adapter_for=lambda _: None
        )
    finally:
        search.adapter = shipped
        search.forget_queries()
    best, raw = list(FEATURES).index("dense_best"), list(FEATURES).index("dense_raw")
    pairs = list(zip(own, other, strict=True))
    assert any(not np.allclose(a.features[:, best], b.features[:, best]) for a, b in pairs)
    # the question as it comes reads the same through any adapter: the same chunks, the same raw
    # similarity (the candidates may differ, so compared precept by precept)
    for a, b in pairs:
        raw_a = dict(zip(a.doc_ids, a.features[:, raw], strict=True))
        raw_b = dict(zip(b.doc_ids, b.features[:, raw], strict=True))
        shared = raw_a.keys() & raw_b.keys()
        assert shared and all(np.isclose(raw_a[d], raw_b[d], atol=1e-5) for d in shared)
    assert all(np.allclose(e.features[:, raw], e.features[:, best]) for e in plain)  # no adapter: one reading
