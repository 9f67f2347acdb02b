"""The evaluation harness: grid plan, reports, `rag eval` end to end, the LLM judge.

Metrics, the dataset reader and per-row aggregation are in tests/test_metrics.py."""

from __future__ import annotations

import contextlib
import csv
import io
import json
from pathlib import Path
from typing import Any

import matplotlib.image
import pytest
from conftest import FakeEmbeddings

import rag.ingest.embeddings
from rag.cli import main
from rag.evaluate.dataset import EvalRow
from rag.evaluate.runner import RowOutcome

RUN_COLUMNS = [
    "splitter",
    "retriever",
    "k",
    "n",
    "hit_rate",
    "recall",
    "mrr",
    "ndcg",
    "apartado_hit_rate",
    "refusal_accuracy",
    "answered_rate",
    "first_citation_rate",
    "fact_rate",
    "latency_ms_p50",
    "latency_ms_p95",
]
RUN_KEYS = {"segment", "ranked_as", *RUN_COLUMNS}
THESIS = [
    "articulos",
    "caracteres:200:20",
    "caracteres:300:30",
    "caracteres:400:40",
    "recursivo:200:20",
    "recursivo:300:30",
    "recursivo:400:40",
]
CHARTS = ("hit_mrr.png", "metric_vs_k.png", "latency.png")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
UNKNOWN_NOTE = "Precept ids in the dataset that the corpus does not have (rows not counted): ['art-999']"
NO_LLM = "rag: error: --judge necesita un modelo de lenguaje: configure OPENAI_API_KEY (o AZURE_OPENAI_*)."

# Four look-ups (answered first and exactly, whatever the embeddings), one look-up of a precept the
# Constitution lacks, two questions it cannot answer; extra keys a reader must ignore.
DATASET = [
    {
        "id": "q1",
        "question": "¿Qué dice el artículo 28?",
        "articles": ["art-28"],
        "apartados": ["art-28.2"],
        "kind": "lookup",
        "source": "manual",
        "reviewed_by": {"name": "x"},
    },
    {"id": "q2", "question": "¿Qué dice el artículo 14?", "articles": ["art-14"], "difficulty": 3},
    {
        "id": "q3",
        "question": "¿Qué dice el artículo 1.3?",
        "articles": ["art-1"],
        "apartados": ["art-1.3"],
    },
    {"id": "q4", "question": "¿Qué dice el artículo 47?", "articles": ["art-47"], "answerable": True},
    {"id": "q5", "question": "¿Qué dice el artículo 999?", "articles": ["art-999"]},
    {"id": "u1", "question": "¿Cuál es la capital de Francia?", "articles": [], "answerable": False},
    {
        "id": "u2",
        "question": "¿Quién ganó el mundial de fútbol de 2010?",
        "articles": [],
        "answerable": False,
        "tags": ["fuera de corpus"],
    },
]
JUDGED = [
    {
        "id": "j1",
        "question": "¿Qué dice el artículo 28?",
        "articles": ["art-28"],
        "answer": "Todos tienen derecho a sindicarse libremente y se reconoce el derecho a la huelga.",
    },
    {
        "id": "j2",
        "question": "¿Qué dice el artículo 14?",
        "articles": ["art-14"],
        "answer": "Los españoles son iguales ante la ley, sin discriminación alguna.",
    },
    {
        "id": "j3",
        "question": "¿Qué dice el artículo 47?",
        "articles": ["art-47"],
        "answer": "Todos los españoles tienen derecho a disfrutar de una vivienda digna y adecuada.",
    },
]
GOOD_JUDGMENT = (
    '{"razonamiento": "Correcta pero incompleta.", "correccion": 4, "fidelidad": "sí", "relevancia": "sí"}'
)


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    """Write rows as a JSONL dataset; returns the path."""
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run `rag ARGV…` in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def fake_model(monkeypatch: pytest.MonkeyPatch, fake_embeddings: FakeEmbeddings) -> FakeEmbeddings:
    """Every index the CLI opens embeds with the fake, never the real model."""
    monkeypatch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: fake_embeddings)
    return fake_embeddings


def outcome(
    articles: list[str],
    ranked: list[str],
    *,
    apartados: list[str] | None = None,
    found_apartados: list[str] | None = None,
    answerable: bool = True,
    refused: bool = False,
    latency_ms: float = 1.0,
) -> RowOutcome:
    """A row and what retrieval returned for it."""
    row = EvalRow("r", "¿?", articles, apartados or [], answerable)
    return RowOutcome(row, ranked, found_apartados or [], refused, latency_ms)


# --- `rag eval` with the published grid -------------------------------------------------------------------


@pytest.fixture(scope="module")
def thesis_eval(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """`rag eval --preset tesis` plus articulos/hybrid at k 1,2, run once: exit code, output and folder."""
    base = tmp_path_factory.mktemp("thesis-eval")
    dataset = write_jsonl(base / "small.jsonl", DATASET)
    out = base / "report"
    stdout, stderr = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RAG_DATA_DIR", str(base / "rag"))
        patch.setenv("TIKTOKEN_CACHE_DIR", str(base / "tiktoken-cache"))
        for name in ("RAG_CHROMA_URL", "RAG_EMBEDDINGS", "RAG_INDEX_DIR", "RAG_SPLITTER", "RAG_RETRIEVER"):
            patch.delenv(name, raising=False)
        # hashed bag-of-words similarities mean nothing to a calibration: a fixed gate (override)
        patch.setenv("RAG_REFUSAL_SIMILARITY", "0.8")
        # the report's "ours" row is the default retriever: the hybrid pair this grid runs
        patch.setenv("RAG_RETRIEVER", "hybrid")
        patch.setenv("RAG_REFUSAL_COVERAGE_SIMILARITY", "0.85")
        embeddings = FakeEmbeddings()
        patch.setattr(rag.ingest.embeddings, "build_embeddings", lambda settings: embeddings)
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            code = main(
                [
                    "eval",
                    "--dataset",
                    str(dataset),
                    "--preset",
                    "tesis",
                    "--splitter",
                    "articulos",
                    "--retriever",
                    "hybrid",
                    "--k",
                    "1,2",
                    "--out",
                    str(out),
                    "--format",
                    "json",
                ]
            )
    return {"code": code, "stdout": stdout.getvalue(), "stderr": stderr.getvalue(), "out": out}


def test_thesis_eval_stdout_is_one_json_document(thesis_eval):
    """Exit 0; stdout is a single JSON line with the runs and the output folder."""
    assert thesis_eval["code"] == 0
    lines = thesis_eval["stdout"].splitlines()
    assert len(lines) == 1
    document = json.loads(lines[0])
    assert set(document) == {"runs", "out"}
    assert document["out"] == str(thesis_eval["out"])


def test_thesis_eval_runs_the_grid_and_our_pair(thesis_eval):
    """Every pair at every k: the seven thesis splitters with dense first, then articulos/hybrid."""
    runs = json.loads(thesis_eval["stdout"])["runs"]
    assert [(r["splitter"], r["retriever"], r["k"]) for r in runs] == [
        (s, "dense", k) for s in THESIS for k in (1, 2)
    ] + [("articulos", "hybrid", 1), ("articulos", "hybrid", 2)]
    for run_ in runs:
        assert set(run_) == RUN_KEYS


def test_thesis_eval_numbers_on_lookups(thesis_eval):
    """Every configuration finds the look-ups first; the unknown-id row is not counted; refusals right."""
    runs = json.loads(thesis_eval["stdout"])["runs"]
    for run_ in runs:
        assert (run_["n"], run_["hit_rate"], run_["recall"], run_["mrr"], run_["ndcg"]) == (
            4,
            1.0,
            1.0,
            1.0,
            1.0,
        )
        assert (run_["refusal_accuracy"], run_["answered_rate"]) == (1.0, 1.0)
        # the offline answer to a look-up cites the precept named first; the set has no facts
        assert (run_["first_citation_rate"], run_["fact_rate"], run_["segment"]) == (1.0, None, "")
        assert 0 < run_["latency_ms_p50"] <= run_["latency_ms_p95"]
    articulos = [r for r in runs if r["splitter"] == "articulos"]
    # q3 names apartado 1.3 and gets it; q1 names the whole article 28, whose lookup carries no apartado
    assert [r["apartado_hit_rate"] for r in articulos] == [0.5, 0.5, 0.5, 0.5]


def test_thesis_eval_progress_and_warning_on_stderr(thesis_eval):
    """Progress and the unknown-id warning go to stderr, never to stdout."""
    stderr = thesis_eval["stderr"]
    assert f"warning: {UNKNOWN_NOTE}\n" in stderr
    assert "preg" in stderr and "recursivo:400:40 · dense" in stderr
    # not a terminal: a line per tenth of the grid, never a carriage return
    progress = [line for line in stderr.splitlines() if line.startswith("Evaluación: ")]
    assert "\r" not in stderr and len(progress) <= 11
    assert progress[-1].startswith("Evaluación: hecho (56/56 preguntas, ")
    assert f"report: {thesis_eval['out'] / 'report.md'}\n" in stderr
    assert "warning" not in thesis_eval["stdout"] and "preg" not in thesis_eval["stdout"]


def test_thesis_eval_results_json_and_csv(thesis_eval):
    """results.json holds the same runs and the note; results.csv has a header and one line per run."""
    out = thesis_eval["out"]
    runs = json.loads(thesis_eval["stdout"])["runs"]
    document = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert document["runs"] == runs
    assert document["notes"] == [UNKNOWN_NOTE]
    assert document["corpus"] == "Constitución Española"
    with open(out / "results.csv", newline="", encoding="utf-8") as handle:
        table = list(csv.reader(handle))
    assert table[0] == [*RUN_COLUMNS, "segment"]
    assert len(table) == 1 + len(runs) == 17
    assert table[1][:4] == ["articulos", "dense", "1", "4"]
    assert table[-1][:4] == ["articulos", "hybrid", "2", "4"]


def test_thesis_eval_report_markdown(thesis_eval):
    """report.md has the table, the published-grid section with our default, the charts and the notes."""
    report = (thesis_eval["out"] / "report.md").read_text(encoding="utf-8")
    assert report.startswith("# Evaluación · Constitución Española\n")
    assert "\n## Tabla publicada, reproducida\n" in report
    assert "| recursivo:200:20 | dense, k = 2 | 1.000 | 1.000 | 1.000 |" in report
    assert "| **articulos** (nuestro) | **hybrid**, k = 2 | 1.000 | 1.000 | 1.000 |" in report
    assert "`articulos` (MRR 1.000) NO gana a la mejor línea base" in report
    for name in CHARTS:
        assert f"\n![{name}]({name})\n" in report
    assert report.endswith(f"## Notas\n\n- {UNKNOWN_NOTE}\n")


@pytest.mark.parametrize("name", CHARTS)
def test_thesis_eval_charts_are_real_pngs(thesis_eval, name):
    """Each chart is a non-empty PNG that matplotlib reads back at a readable size."""
    path = thesis_eval["out"] / name
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    assert len(data) > 1024
    height, width = matplotlib.image.imread(path).shape[:2]
    assert height > 100 and width > 100


# --- `rag eval` errors ----------------------------------------------------------------------------------


def test_judge_without_llm_exits_3(tmp_path, capsys, fake_model, monkeypatch):
    """--judge with no model configured: exit 3, one clear error line, nothing on stdout."""
    for name in ("OPENAI_API_KEY", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    dataset = write_jsonl(tmp_path / "judged.jsonl", JUDGED)
    code, out, err = run(
        capsys,
        "eval",
        "--dataset",
        str(dataset),
        "--judge",
        "--splitter",
        "articulos",
        "--k",
        "1",
        "--out",
        str(tmp_path / "report"),
    )
    assert code == 3
    assert out == ""
    assert err.splitlines()[-1] == NO_LLM
    assert err.count("rag: error") == 1 and "Traceback" not in err
    assert not (tmp_path / "report").exists()


@pytest.mark.parametrize(
    "bad_line",
    [
        '{"id": "b", "question": "¿Qué dice el artículo 14?", "articles": ["art-14"]',
        '["b", "¿Qué dice el artículo 14?", ["art-14"]]',
    ],
    ids=["truncated-json", "json-list"],
)
def test_malformed_dataset_exits_2_naming_the_line(tmp_path, capsys, fake_model, bad_line):
    """A malformed dataset line: exit 2, one line naming file and line number, nothing indexed."""
    path = tmp_path / "broken.jsonl"
    path.write_text(
        '{"id": "a", "question": "¿Qué dice el artículo 28?", "articles": ["art-28"]}\n' + bad_line + "\n",
        encoding="utf-8",
    )
    code, out, err = run(capsys, "eval", "--dataset", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith(f"rag: error: {path}:2: not a dataset row (")
    assert err.count("\n") == 1
    assert fake_model.embedded == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--k", "0,5"], "rag: error: --k needs whole numbers ≥ 1, e.g. 1,2,5,10\n"),
        (
            ["--retriever", "dense,sparse"],
            "rag: error: unknown retriever 'sparse'; valid retrievers: hybrid, dense, bm25, learned\n",
        ),
    ],
)
def test_bad_grid_options_exit_2(tmp_path, capsys, fake_model, argv, message):
    """Bad cut-offs or retriever names: exit 2 with one line, before any indexing."""
    dataset = write_jsonl(tmp_path / "small.jsonl", DATASET[:1])
    code, out, err = run(capsys, "eval", "--dataset", str(dataset), *argv)
    assert (code, out, err) == (2, "", message)
    assert fake_model.embedded == 0
