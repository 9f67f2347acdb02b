"""The benchmark: every figure present, typed and signed; large scales never embed. No timed asserts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import CONSTITUCION_MD, FakeEmbeddings

import rag.ingest.build
import rag.ingest.embeddings
from rag.core.config import Settings
from rag.evaluate.bench import load_questions, run_bench
from rag.evaluate.bench_corpus import build_scaled_folder, renamed_copy
from rag.evaluate.bench_table import TARGETS, format_table
from rag.evaluate.metrics import percentiles
from rag.ingest.build import EMBED_TEXTS_PER_S
from rag.ingest.corpus import resolve_corpus
from rag.ingest.store import read_all
from splitters import SplitterSpec

BENCH_RETRIEVERS = ("dense", "bm25", "hybrid", "learned")
TINY_LAW = """---
title: "Ley de prueba"
identifier: "BOE-A-2099-1"
last_updated: "2099-01-01"
---
# Ley de prueba

## TÍTULO I. Derechos

##### Artículo 1. Huelga.

Los trabajadores tienen derecho a la huelga para la defensa de sus intereses.

##### Artículo 2. Vivienda.

1. Todas las familias tienen derecho a disfrutar de una vivienda digna y adecuada.

2. Los poderes públicos promoverán las condiciones necesarias para hacer efectivo este derecho.

##### Artículo 3. Medio ambiente.

Todos tienen el deber de conservar el medio ambiente.
"""


def _positive(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and value > 0


def _check_result(result: dict[str, Any], scaled: bool = True) -> None:
    """Every key of the contract, with numbers of the right type and sign."""
    assert set(result["ingest_cold_s"]) == {"articulos", "recursivo"}
    assert all(_positive(v) for v in result["ingest_cold_s"].values())
    assert _positive(result["reingest_s"])
    assert result["reingest_unchanged"] is True
    assert set(result["retrieval_ms"]) == set(BENCH_RETRIEVERS)
    for figures in result["retrieval_ms"].values():
        assert _positive(figures["p50"]) and figures["p95"] >= figures["p50"]
    reranker = result["reranker_ms"]  # the learned ranking's own cost over the hybrid it re-ranks
    assert reranker["p95"] >= reranker["p50"] >= 0
    assert _positive(result["first_token_ms"])
    assert _positive(result["app_import_s"])
    assert _positive(result["peak_rss_mb"])
    assert result["app"] == {"skipped": "not asked (app=False)"}  # the browser run: tests/system
    if scaled:
        scale = result["scale"]
        assert isinstance(scale["chunks"], int) and scale["chunks"] > result["chunks"]
        assert _positive(scale["ingest_cold_s"]) and _positive(scale["open_s"])
        assert set(scale["retrieval_ms"]) == set(BENCH_RETRIEVERS)
        assert all(_positive(f["p50"]) and f["p95"] >= f["p50"] for f in scale["retrieval_ms"].values())
        assert result["targets"] == TARGETS
    else:
        assert "scale" not in result and "scale" in result["skipped"]
        assert result["targets"] == {k: v for k, v in TARGETS.items() if k != "scale_retrieval_p95_ms"}
    peer = result["peer"]
    assert _positive(peer["ingest_cold_s"]) and peer["chunks"] > 0
    assert (
        _positive(peer["retrieval_ms"]["p50"]) and peer["retrieval_ms"]["p95"] >= peer["retrieval_ms"]["p50"]
    )
    assert set(result["ratios"]) == {"ingest_cold", "retrieval_p50_hybrid", "retrieval_p50_dense"}
    assert all(_positive(v) for v in result["ratios"].values())
    assert set(result["met"]) == set(result["targets"])
    assert all(isinstance(v, bool) for v in result["met"].values())
    assert _positive(result["machine"]["cpus"]) and result["machine"]["python"].count(".") == 2
    assert json.loads(json.dumps(result)) == result
    table = format_table(result)
    for name in result["targets"]:
        assert name in table
    assert "Re-ranker's own cost p50 / p95" in table
    assert "not asked (app=False)" in table  # what was not measured is said, not hidden


@pytest.fixture
def patched(monkeypatch: pytest.MonkeyPatch, fake_embeddings: FakeEmbeddings) -> FakeEmbeddings:
    """open_index builds its index with the counting fake embedder, which stands in for the local
    model: its estimates use the local model's speed."""
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: fake_embeddings)
    monkeypatch.setattr(rag.ingest.build, "texts_per_second", lambda _embeddings: EMBED_TEXTS_PER_S)
    return fake_embeddings


def test_run_bench_reports_every_figure(
    patched: FakeEmbeddings, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    """A small scale embeds the scaled corpus for real and reports every figure; nothing on stdout."""
    steps: list[tuple[int, int, str]] = []
    result = run_bench(settings, scale=2, progress=lambda d, t, m: steps.append((d, t, m)), app=False)
    _check_result(result)
    assert result["chunks"] == 557
    assert result["scale"]["synthetic"] is False and "note" not in result["scale"]
    assert result["scale"]["chunks"] >= 2 * 557
    assert steps[-1][0] == steps[-1][1] and all(d <= t for d, t, _ in steps)
    assert capsys.readouterr().out == ""


def test_run_bench_large_scale_stores_synthetic_vectors(
    patched: FakeEmbeddings, settings: Settings, tmp_path: Path
) -> None:
    """From scale 50 on, the scaled corpus is not embedded: synthetic vectors, an estimate and a note.

    A three-article base corpus keeps the ×60 corpus small enough for a fast test.
    """
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "ley.md").write_text(TINY_LAW, encoding="utf-8")
    result = run_bench(settings, corpus_name=str(folder), scale=60, app=False)
    _check_result(result)
    scale = result["scale"]
    assert scale["synthetic"] is True and scale["chunks"] >= 60 * result["chunks"]
    assert "synthetic vectors" in scale["note"] and "min on this machine" in scale["note"]
    # The base corpus (two splitters) and the peer were embedded; the scaled corpus was not.
    assert patched.embedded < scale["chunks"] // 4
    assert "Note: retrieval measured on stored synthetic vectors" in format_table(result)


def test_read_all_pages_return_every_record_in_id_order(client) -> None:
    """Pages of 3 return the same records, vectors included, as one get of 10, sorted by id."""
    collection = client.create_collection("paged", embedding_function=None)
    ids = [f"c{i:02d}" for i in range(10)]
    vectors = [[1.0, float(i)] for i in range(10)]
    shuffled = [7, 2, 9, 0, 4, 1, 8, 3, 6, 5]
    collection.add(
        ids=[ids[i] for i in shuffled],
        embeddings=[vectors[i] for i in shuffled],
        documents=[ids[i] for i in shuffled],
        metadatas=[{"n": i} for i in shuffled],
    )
    paged = read_all(collection, ["documents", "metadatas", "embeddings"], page=3)
    assert paged["ids"] == ids
    assert paged["documents"] == ids
    assert [m["n"] for m in paged["metadatas"]] == list(range(10))
    assert [list(map(float, v)) for v in paged["embeddings"]] == vectors


def test_renamed_copy_rewrites_only_the_identifier() -> None:
    """The front-matter norm id gets the copy suffix; the rest of the file is unchanged."""
    text = '---\ntitle: "Ley"\nidentifier: "BOE-A-2099-1"\n---\n# Ley\n\nidentifier: "otro"\n'
    expected = '---\ntitle: "Ley"\nidentifier: "BOE-A-2099-1-copia-3"\n---\n# Ley\n\nidentifier: "otro"\n'
    assert renamed_copy(text, 3) == expected


def test_build_scaled_folder_reaches_the_target(settings: Settings, tmp_path: Path) -> None:
    """Copies get distinct norm ids, and the planned chunk count reaches the target."""
    spec = SplitterSpec.parse("articulos")
    folder = tmp_path / "scaled"
    planned = build_scaled_folder(resolve_corpus("constitucion", settings), spec, 12 * 557, folder)
    assert planned >= 12 * 557
    names = {p.name for p in folder.iterdir()}
    assert CONSTITUCION_MD.name in names
    assert f"{CONSTITUCION_MD.stem}-copia-1.md" in names
    copy = (folder / f"{CONSTITUCION_MD.stem}-copia-1.md").read_text(encoding="utf-8")
    assert 'identifier: "BOE-A-1978-31229-copia-1"' in copy


@pytest.mark.parametrize(
    ("samples", "expected"),
    [([10.0], {"p50": 10.0, "p95": 10.0}), ([1.0, 2.0, 3.0, 4.0, 5.0], {"p50": 3.0, "p95": 4.8})],
)
def test_percentiles(samples: list[float], expected: dict[str, float]) -> None:
    """Linear-interpolated p50 and p95."""
    assert percentiles(samples, method="linear") == expected


def test_load_questions_are_distinct_dev_questions() -> None:
    """Fifty distinct questions from the dev set."""
    questions = load_questions(50)
    assert len(questions) == len(set(questions)) == 50
    assert questions[0] == "¿España es una república o una monarquía?"


def test_rag_bench_prints_json_on_stdout_only(
    patched: FakeEmbeddings, capsys: pytest.CaptureFixture[str]
) -> None:
    """`rag bench --format json` prints one JSON document with the documented keys on stdout."""
    from rag.cli import main

    assert main(["bench", "--scale", "2", "--no-app", "--format", "json"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out)
    _check_result(result)
    assert out.count("\n") == 1


def test_scale_one_and_long_re_embeddings_are_skipped_and_said(
    patched: FakeEmbeddings, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--scale 1` measures the corpus alone; what would embed it again for too long (the recursive
    splitter, the peer) is skipped with how many texts and minutes it would take, in the table too."""
    import rag.evaluate.bench

    monkeypatch.setattr(rag.evaluate.bench, "REEMBED_LIMIT_S", 0.0)
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "ley.md").write_text(TINY_LAW, encoding="utf-8")
    result = run_bench(settings, corpus_name=str(folder), scale=1, app=False)
    assert "scale" not in result and "peer" not in result and "ratios" not in result
    assert set(result["ingest_cold_s"]) == {"articulos"}
    assert set(result["skipped"]) == {"recursivo", "peer", "scale"}
    assert result["skipped"]["recursivo"].startswith("would embed ")
    assert "scale_retrieval_p95_ms" not in result["targets"]
    table = format_table(result)
    assert "Not measured:" in table and "recursivo: would embed" in table and "peer: would embed" in table
    assert "Scale ×" not in table and "Peer:" not in table


def test_plan_counts_what_an_ingest_would_embed(
    patched: FakeEmbeddings, settings: Settings, tmp_path: Path
) -> None:
    """Before an ingest every text needs the model (the fake has no shipped vectors); after it, none."""
    from rag.ingest.build import open_index
    from rag.ingest.corpus import register_corpus

    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "ley.md").write_text(TINY_LAW, encoding="utf-8")
    index = open_index(settings)
    corpus = register_corpus(folder, settings)
    spec = SplitterSpec.parse("articulos")
    before = index.plan(corpus, spec)
    assert before.chunks >= 3 and before.to_embed == before.texts > before.chunks  # chunks + units
    assert before.estimate_s > 0
    index.ingest(corpus, spec)
    assert patched.embedded == before.to_embed
    after = index.plan(corpus, spec)
    assert (after.texts, after.to_embed, after.estimate_s) == (before.texts, 0, 0.0)
